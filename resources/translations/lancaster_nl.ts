<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>lancaster</name>
    <message id="ally.lapse">
        <source>{lord} is an ally: that reward lapses.</source>
        <translation>{lord} is een bondgenoot: die opbrengst vervalt.</translation>
    </message>
    <message id="captive.ransomed">
        <source>{lord} buys back a knight of strength {strength}.</source>
        <translation>{lord} koopt een ridder met sterkte {strength} vrij.</translation>
    </message>
    <message id="captive.reserve">
        <source>{lord}'s captured knight of strength {strength} goes to the reserve.</source>
        <translation>De gevangen ridder met sterkte {strength} van {lord} gaat naar de reserve.</translation>
    </message>
    <message id="castle.declined">
        <source>{lord} does not pay for castle space {space}.</source>
        <translation>{lord} betaalt niet voor kasteelveld {space}.</translation>
    </message>
    <message id="castle.extension">
        <source>{lord}'s extension on castle space {space} yields its reward.</source>
        <translation>De uitbreiding van {lord} op kasteelveld {space} levert haar opbrengst op.</translation>
    </message>
    <message id="castle.item">
        <source>{lord}'s knight on castle space {space} yields its reward.</source>
        <translation>De ridder van {lord} op kasteelveld {space} levert zijn opbrengst op.</translation>
    </message>
    <message id="castle.nothing">
        <source>Castle space {space} yields {lord} nothing now.</source>
        <translation>Kasteelveld {space} levert {lord} nu niets op.</translation>
    </message>
    <message id="conflict.ally_rank" numerus="yes">
        <source>{lord} is an ally: its {n} power points lapse.</source>
        <extracomment>one: {lord} is an ally: its {n} power point lapses.</extracomment>
        <translation>
            <numerusform>{lord} is een bondgenoot: zijn {n} machtpunt vervalt.</numerusform>
            <numerusform>{lord} is een bondgenoot: zijn {n} machtpunten vervallen.</numerusform>
        </translation>
    </message>
    <message id="conflict.captured">
        <source>Conflict {card} is lost again: its knights are captured.</source>
        <translation>Conflict {card} gaat opnieuw verloren: de ridders worden gevangen genomen.</translation>
    </message>
    <message id="conflict.england">
        <source>Conflict {card}: England {total} against France {france}: England wins.</source>
        <translation>Conflict {card}: Engeland {total} tegen Frankrijk {france}: Engeland wint.</translation>
    </message>
    <message id="conflict.france">
        <source>Conflict {card}: England {total} against France {france}: France wins.</source>
        <translation>Conflict {card}: Engeland {total} tegen Frankrijk {france}: Frankrijk wint.</translation>
    </message>
    <message id="conflict.new">
        <source>New conflict {card}: France {france}, power points {points}.</source>
        <translation>Nieuw conflict {card}: Frankrijk {france}, machtpunten {points}.</translation>
    </message>
    <message id="conflict.second">
        <source>Conflict {card} gets a second attempt (bottom row).</source>
        <translation>Conflict {card} krijgt een herkansing (onderste rij).</translation>
    </message>
    <message id="county.A">
        <source>County A</source>
        <translation>County A</translation>
    </message>
    <message id="county.B">
        <source>Stafford</source>
        <translation>Stafford</translation>
    </message>
    <message id="county.C">
        <source>County C</source>
        <translation>County C</translation>
    </message>
    <message id="county.D">
        <source>Gloucester</source>
        <translation>Gloucester</translation>
    </message>
    <message id="county.E">
        <source>County E</source>
        <translation>County E</translation>
    </message>
    <message id="county.F">
        <source>County F</source>
        <translation>County F</translation>
    </message>
    <message id="county.G">
        <source>County G</source>
        <translation>County G</translation>
    </message>
    <message id="county.H">
        <source>Somerset</source>
        <translation>Somerset</translation>
    </message>
    <message id="county.I">
        <source>Surrey</source>
        <translation>Surrey</translation>
    </message>
    <message id="cross">
        <source>{lord}'s knight crosses to France: conflict {card}.</source>
        <translation>De ridder van {lord} steekt over naar Frankrijk: conflict {card}.</translation>
    </message>
    <message id="cross.none">
        <source>{lord}'s knight stays at home.</source>
        <translation>De ridder van {lord} blijft thuis.</translation>
    </message>
    <message id="describe.castle">
        <source>evaluate castle space {space}</source>
        <translation>kasteelveld {space} waarderen</translation>
    </message>
    <message id="describe.castle_decline">
        <source>do not pay for castle space {space}</source>
        <translation>niet betalen voor kasteelveld {space}</translation>
    </message>
    <message id="describe.county.both">
        <source>pay 3 gold for both</source>
        <translation>3 goud betalen voor beide</translation>
    </message>
    <message id="describe.county.noble">
        <source>take the noble</source>
        <translation>de edelman nemen</translation>
    </message>
    <message id="describe.county.reward">
        <source>take the other reward</source>
        <translation>de andere opbrengst nemen</translation>
    </message>
    <message id="describe.cross">
        <source>cross to conflict {card}</source>
        <translation>oversteken naar conflict {card}</translation>
    </message>
    <message id="describe.extension">
        <source>build the extension on castle space {space}</source>
        <translation>de uitbreiding op kasteelveld {space} leggen</translation>
    </message>
    <message id="describe.no_ransom">
        <source>leave the knight to the reserve</source>
        <translation>de ridder naar de reserve laten gaan</translation>
    </message>
    <message id="describe.no_upgrade">
        <source>upgrade no knight</source>
        <translation>geen ridder opwaarderen</translation>
    </message>
    <message id="describe.noble">
        <source>the noble of {county}</source>
        <translation>de edelman van {county}</translation>
    </message>
    <message id="describe.pay" numerus="yes">
        <source>buy {n}</source>
        <extracomment>one: buy {n}</extracomment>
        <translation>
            <numerusform>{n} kopen</numerusform>
            <numerusform>{n} kopen</numerusform>
        </translation>
    </message>
    <message id="describe.place" numerus="yes">
        <source>{lord}: knight {strength} to {where} with {n} squires</source>
        <extracomment>one: {lord}: knight {strength} to {where} with {n} squire</extracomment>
        <translation>
            <numerusform>{lord}: ridder {strength} naar {where} met {n} schildknaap</numerusform>
            <numerusform>{lord}: ridder {strength} naar {where} met {n} schildknapen</numerusform>
        </translation>
    </message>
    <message id="describe.ransom">
        <source>buy the knight back</source>
        <translation>de ridder vrijkopen</translation>
    </message>
    <message id="describe.start">
        <source>{lord} becomes start player</source>
        <translation>{lord} wordt startspeler</translation>
    </message>
    <message id="describe.stay">
        <source>stay at home</source>
        <translation>thuis blijven</translation>
    </message>
    <message id="describe.upgrade">
        <source>upgrade the {strength} ({where})</source>
        <translation>de {strength} opwaarderen ({where})</translation>
    </message>
    <message id="describe.vote" numerus="yes">
        <source>vote {vote} with {n} markers</source>
        <extracomment>one: vote {vote} with {n} marker</extracomment>
        <translation>
            <numerusform>{vote} stemmen met {n} stemblokje</numerusform>
            <numerusform>{vote} stemmen met {n} stemblokjes</numerusform>
        </translation>
    </message>
    <message id="extension">
        <source>{lord} builds the castle extension on space {space}.</source>
        <translation>{lord} legt de uitbreiding op kasteelveld {space}.</translation>
    </message>
    <message id="favour">
        <source>{lord} takes the king's favour: {favour}.</source>
        <translation>{lord} neemt de gunst van de koning: {favour}.</translation>
    </message>
    <message id="favour.gold" numerus="yes">
        <source>{n} gold</source>
        <extracomment>one: {n} gold</extracomment>
        <translation>
            <numerusform>{n} goud</numerusform>
            <numerusform>{n} goud</numerusform>
        </translation>
    </message>
    <message id="favour.noble" numerus="yes">
        <source>{n} nobles</source>
        <extracomment>one: a noble</extracomment>
        <translation>
            <numerusform>een edelman</numerusform>
            <numerusform>{n} edelmannen</numerusform>
        </translation>
    </message>
    <message id="favour.squires" numerus="yes">
        <source>{n} squires</source>
        <extracomment>one: {n} squire</extracomment>
        <translation>
            <numerusform>{n} schildknaap</numerusform>
            <numerusform>{n} schildknapen</numerusform>
        </translation>
    </message>
    <message id="favour.upgrade" numerus="yes">
        <source>{n} upgrades</source>
        <extracomment>one: an upgrade</extracomment>
        <translation>
            <numerusform>een opwaardering</numerusform>
            <numerusform>{n} opwaarderingen</numerusform>
        </translation>
    </message>
    <message id="final">
        <source>Final scoring.</source>
        <translation>Eindwaardering.</translation>
    </message>
    <message id="final.extensions" numerus="yes">
        <source>{lord}: {value} extensions, {n} power points.</source>
        <extracomment>one: {lord}: {value} extensions, {n} power point.</extracomment>
        <translation>
            <numerusform>{lord}: {value} uitbreidingen, {n} machtpunt.</numerusform>
            <numerusform>{lord}: {value} uitbreidingen, {n} machtpunten.</numerusform>
        </translation>
    </message>
    <message id="final.knighthood" numerus="yes">
        <source>{lord}: knighthood {value}, {n} power points.</source>
        <extracomment>one: {lord}: knighthood {value}, {n} power point.</extracomment>
        <translation>
            <numerusform>{lord}: riddermacht {value}, {n} machtpunt.</numerusform>
            <numerusform>{lord}: riddermacht {value}, {n} machtpunten.</numerusform>
        </translation>
    </message>
    <message id="final.nobles" numerus="yes">
        <source>{lord}: {nobles} nobles, {n} power points.</source>
        <extracomment>one: {lord}: {nobles} nobles, {n} power point.</extracomment>
        <translation>
            <numerusform>{lord}: {nobles} edelmannen, {n} machtpunt.</numerusform>
            <numerusform>{lord}: {nobles} edelmannen, {n} machtpunten.</numerusform>
        </translation>
    </message>
    <message id="gain.gold" numerus="yes">
        <source>{lord} takes {n} gold.</source>
        <extracomment>one: {lord} takes {n} gold.</extracomment>
        <translation>
            <numerusform>{lord} krijgt {n} goud.</numerusform>
            <numerusform>{lord} krijgt {n} goud.</numerusform>
        </translation>
    </message>
    <message id="gain.pp" numerus="yes">
        <source>{lord} scores {n} power points.</source>
        <extracomment>one: {lord} scores {n} power point.</extracomment>
        <translation>
            <numerusform>{lord} verdient {n} machtpunt.</numerusform>
            <numerusform>{lord} verdient {n} machtpunten.</numerusform>
        </translation>
    </message>
    <message id="gain.squires" numerus="yes">
        <source>{lord} takes {n} squires.</source>
        <extracomment>one: {lord} takes {n} squire.</extracomment>
        <translation>
            <numerusform>{lord} krijgt {n} schildknaap.</numerusform>
            <numerusform>{lord} krijgt {n} schildknapen.</numerusform>
        </translation>
    </message>
    <message id="gain.votes" numerus="yes">
        <source>{lord} takes {n} voting markers.</source>
        <extracomment>one: {lord} takes {n} voting marker.</extracomment>
        <translation>
            <numerusform>{lord} krijgt {n} stemblokje.</numerusform>
            <numerusform>{lord} krijgt {n} stemblokjes.</numerusform>
        </translation>
    </message>
    <message id="knight.new">
        <source>{lord} takes a new knight of strength 1 into court.</source>
        <translation>{lord} neemt een nieuwe ridder met sterkte 1 in zijn hof.</translation>
    </message>
    <message id="knight.none">
        <source>{lord} has no strength-1 knight left in the reserve.</source>
        <translation>{lord} heeft geen ridder met sterkte 1 meer in de reserve.</translation>
    </message>
    <message id="law.0a">
        <source>Most gold: upgrade a deployed knight</source>
        <translation>Meeste goud: een geplaatste ridder opwaarderen</translation>
    </message>
    <message id="law.0b">
        <source>Most squires: a new strength-1 knight</source>
        <translation>Meeste schildknapen: een nieuwe ridder met sterkte 1</translation>
    </message>
    <message id="law.0c">
        <source>3 power points per 2 counties</source>
        <translation>3 machtpunten per 2 county's</translation>
    </message>
    <message id="law.1a">
        <source>Buy voting markers, 1 gold each</source>
        <translation>Stemblokjes kopen, 1 goud per stuk</translation>
    </message>
    <message id="law.1b">
        <source>3 power points for 1 squire and 1 gold</source>
        <translation>3 machtpunten voor 1 schildknaap en 1 goud</translation>
    </message>
    <message id="law.1c">
        <source>An extension per 2 conflicts</source>
        <translation>Een uitbreiding per 2 conflicten</translation>
    </message>
    <message id="law.1d">
        <source>A squire per deployed strength-2 knight</source>
        <translation>Een schildknaap per geplaatste ridder met sterkte 2</translation>
    </message>
    <message id="law.2a">
        <source>Squire, voting marker and gold per 2 conflicts</source>
        <translation>Schildknaap, stemblokje en goud per 2 conflicten</translation>
    </message>
    <message id="law.2b">
        <source>No strength-2 knight deployed: upgrade a knight</source>
        <translation>Geen ridder met sterkte 2 geplaatst: een ridder opwaarderen</translation>
    </message>
    <message id="law.2c">
        <source>Deployed strength-3 knight becomes the 4</source>
        <translation>Geplaatste ridder met sterkte 3 wordt de 4</translation>
    </message>
    <message id="law.2d">
        <source>5 power points per 3 extensions</source>
        <translation>5 machtpunten per 3 uitbreidingen</translation>
    </message>
    <message id="law.3a">
        <source>3 power points per conflict</source>
        <translation>3 machtpunten per conflict</translation>
    </message>
    <message id="law.3b">
        <source>8 power points per 3 counties</source>
        <translation>8 machtpunten per 3 county's</translation>
    </message>
    <message id="law.3c">
        <source>5 power points for all three strength-1 knights deployed</source>
        <translation>5 machtpunten als alle drie ridders met sterkte 1 geplaatst zijn</translation>
    </message>
    <message id="law.3d">
        <source>A new strength-1 knight per 3 nobles</source>
        <translation>Een nieuwe ridder met sterkte 1 per 3 edelmannen</translation>
    </message>
    <message id="law.4a">
        <source>Buy power points, 1 gold each</source>
        <translation>Machtpunten kopen, 1 goud per stuk</translation>
    </message>
    <message id="law.4b">
        <source>Buy power points, 1 squire each</source>
        <translation>Machtpunten kopen, 1 schildknaap per stuk</translation>
    </message>
    <message id="law.4c">
        <source>6 power points for deployed knights of all four strengths</source>
        <translation>6 machtpunten voor geplaatste ridders van alle vier sterktes</translation>
    </message>
    <message id="law.apply">
        <source>Law: {law}.</source>
        <translation>Wet: {law}.</translation>
    </message>
    <message id="law.buy_none">
        <source>{lord} buys nothing.</source>
        <translation>{lord} koopt niets.</translation>
    </message>
    <message id="law.most_gold" numerus="yes">
        <source>Most gold, tied: {lords}.</source>
        <extracomment>one: Most gold: {lords}.</extracomment>
        <translation>
            <numerusform>Meeste goud: {lords}.</numerusform>
            <numerusform>Meeste goud, gelijke stand: {lords}.</numerusform>
        </translation>
    </message>
    <message id="law.most_squires" numerus="yes">
        <source>Most squires, tied: {lords}.</source>
        <extracomment>one: Most squires: {lords}.</extracomment>
        <translation>
            <numerusform>Meeste schildknapen: {lords}.</numerusform>
            <numerusform>Meeste schildknapen, gelijke stand: {lords}.</numerusform>
        </translation>
    </message>
    <message id="law.replaced">
        <source>“{old}” leaves parliament; “{new}” is in force.</source>
        <translation>“{old}” verlaat het parlement; “{new}” is van kracht.</translation>
    </message>
    <message id="noble.removed">
        <source>{lord} (an ally) takes the noble of {county} out of the game.</source>
        <translation>{lord} (een bondgenoot) neemt de edelman van {county} uit het spel.</translation>
    </message>
    <message id="noble.take">
        <source>{lord} takes the noble of {county} to the round table.</source>
        <translation>{lord} zet de edelman van {county} aan zijn ronde tafel.</translation>
    </message>
    <message id="option.blue_ally">
        <source>Blue's ally</source>
        <translation>Bondgenoot van Blauw</translation>
    </message>
    <message id="option.blue_ally.green">
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message id="option.blue_ally.help">
        <source>Two players: the colour Blue chooses for its ally.</source>
        <translation>Twee spelers: de kleur die Blauw voor zijn bondgenoot kiest.</translation>
    </message>
    <message id="option.blue_ally.purple">
        <source>Purple</source>
        <translation>Paars</translation>
    </message>
    <message id="option.blue_ally.red">
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message id="option.extension_choice">
        <source>Castle extensions</source>
        <translation>Kasteeluitbreidingen</translation>
    </message>
    <message id="option.extension_choice.choose">
        <source>Chosen</source>
        <translation>Gekozen</translation>
    </message>
    <message id="option.extension_choice.draw">
        <source>Drawn blind</source>
        <translation>Blind getrokken</translation>
    </message>
    <message id="option.extension_choice.help">
        <source>Gaining a castle extension: choose which of your remaining tiles to build (standard), or draw one of them blind (the spare tiles lie face down).</source>
        <translation>Een kasteeluitbreiding verkrijgen: kies welke van je overige tegels je legt (standaard), of trek er blind een (de overige tegels liggen gedekt).</translation>
    </message>
    <message id="option.players">
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message id="option.players.help">
        <source>Number of players (2 to 5). With two, each player also leads an ally (the rulebook's two-player rules).</source>
        <translation>Aantal spelers (2 tot 5). Met twee leidt iedere speler ook een bondgenoot (de spelregels voor twee spelers).</translation>
    </message>
    <message id="option.screens">
        <source>Screens</source>
        <translation>Zichtschermen</translation>
    </message>
    <message id="option.screens.help">
        <source>Gold and squires behind screens (3-5 players); the two-player game never uses screens.</source>
        <translation>Goud en schildknapen achter zichtschermen (3-5 spelers); het spel met twee spelers gebruikt nooit zichtschermen.</translation>
    </message>
    <message id="option.yellow_ally">
        <source>Yellow's ally</source>
        <translation>Bondgenoot van Geel</translation>
    </message>
    <message id="option.yellow_ally.green">
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message id="option.yellow_ally.help">
        <source>Two players: the colour Yellow chooses for its ally.</source>
        <translation>Twee spelers: de kleur die Geel voor zijn bondgenoot kiest.</translation>
    </message>
    <message id="option.yellow_ally.purple">
        <source>Purple</source>
        <translation>Paars</translation>
    </message>
    <message id="option.yellow_ally.red">
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message id="oust" numerus="yes">
        <source>{lord} ousts {other} from {county}; the knight goes home, {n} squires to the supply.</source>
        <extracomment>one: {lord} ousts {other} from {county}; the knight goes home, {n} squire to the supply.</extracomment>
        <translation>
            <numerusform>{lord} verjaagt {other} uit {county}; de ridder gaat naar huis, {n} schildknaap naar de voorraad.</numerusform>
            <numerusform>{lord} verjaagt {other} uit {county}; de ridder gaat naar huis, {n} schildknapen naar de voorraad.</numerusform>
        </translation>
    </message>
    <message id="pay.gold" numerus="yes">
        <source>{lord} pays {n} gold.</source>
        <extracomment>one: {lord} pays {n} gold.</extracomment>
        <translation>
            <numerusform>{lord} betaalt {n} goud.</numerusform>
            <numerusform>{lord} betaalt {n} goud.</numerusform>
        </translation>
    </message>
    <message id="pay.pp" numerus="yes">
        <source>{lord} loses {n} power points.</source>
        <extracomment>one: {lord} loses {n} power point.</extracomment>
        <translation>
            <numerusform>{lord} verliest {n} machtpunt.</numerusform>
            <numerusform>{lord} verliest {n} machtpunten.</numerusform>
        </translation>
    </message>
    <message id="pay.squires" numerus="yes">
        <source>{lord} pays {n} squires.</source>
        <extracomment>one: {lord} pays {n} squire.</extracomment>
        <translation>
            <numerusform>{lord} betaalt {n} schildknaap.</numerusform>
            <numerusform>{lord} betaalt {n} schildknapen.</numerusform>
        </translation>
    </message>
    <message id="pay.votes" numerus="yes">
        <source>{lord} gives up {n} voting markers.</source>
        <extracomment>one: {lord} gives up {n} voting marker.</extracomment>
        <translation>
            <numerusform>{lord} levert {n} stemblokje in.</numerusform>
            <numerusform>{lord} levert {n} stemblokjes in.</numerusform>
        </translation>
    </message>
    <message id="pending.castle">
        <source>evaluate the castle</source>
        <translation>het kasteel waarderen</translation>
    </message>
    <message id="pending.county">
        <source>choose the county's reward</source>
        <translation>de opbrengst van de county kiezen</translation>
    </message>
    <message id="pending.ext">
        <source>choose a castle extension</source>
        <translation>een kasteeluitbreiding kiezen</translation>
    </message>
    <message id="pending.favour">
        <source>choose a king's favour</source>
        <translation>een gunst van de koning kiezen</translation>
    </message>
    <message id="pending.france">
        <source>choose a conflict for the crossing</source>
        <translation>een conflict kiezen voor de overtocht</translation>
    </message>
    <message id="pending.noble">
        <source>choose a noble</source>
        <translation>een edelman kiezen</translation>
    </message>
    <message id="pending.pay">
        <source>decide how much to buy</source>
        <translation>beslissen hoeveel te kopen</translation>
    </message>
    <message id="pending.ransom">
        <source>ransom a captured knight</source>
        <translation>een gevangen ridder vrijkopen</translation>
    </message>
    <message id="pending.surrey">
        <source>name the start player</source>
        <translation>de startspeler aanwijzen</translation>
    </message>
    <message id="pending.upgrade">
        <source>choose a knight to upgrade</source>
        <translation>een ridder kiezen om op te waarderen</translation>
    </message>
    <message id="place.castle">
        <source>castle space {space}</source>
        <translation>kasteelveld {space}</translation>
    </message>
    <message id="place.conflict">
        <source>conflict {card}</source>
        <translation>conflict {card}</translation>
    </message>
    <message id="place.county" numerus="yes">
        <source>{lord} places a knight of strength {strength} in {county} with {n} squires.</source>
        <extracomment>one: {lord} places a knight of strength {strength} in {county} with {n} squire.</extracomment>
        <translation>
            <numerusform>{lord} plaatst een ridder met sterkte {strength} in {county} met {n} schildknaap.</numerusform>
            <numerusform>{lord} plaatst een ridder met sterkte {strength} in {county} met {n} schildknapen.</numerusform>
        </translation>
    </message>
    <message id="place.court">
        <source>the court</source>
        <translation>het hof</translation>
    </message>
    <message id="place.in_castle">
        <source>{lord} places a knight of strength {strength} on castle space {space}.</source>
        <translation>{lord} plaatst een ridder met sterkte {strength} op kasteelveld {space}.</translation>
    </message>
    <message id="place.in_conflict">
        <source>{lord} places a knight of strength {strength} in conflict {card}.</source>
        <translation>{lord} plaatst een ridder met sterkte {strength} bij conflict {card}.</translation>
    </message>
    <message id="place.reserve">
        <source>the reserve</source>
        <translation>de reserve</translation>
    </message>
    <message id="proposals">
        <source>Proposals for parliament: {laws}.</source>
        <translation>Wetsvoorstellen voor het parlement: {laws}.</translation>
    </message>
    <message id="refuse.ally_squires">
        <source>an ally's knights take no squires</source>
        <translation>ridders van een bondgenoot krijgen geen schildknapen</translation>
    </message>
    <message id="refuse.both">
        <source>both rewards cost {n} gold and a noble you do not have yet</source>
        <translation>beide opbrengsten kosten {n} goud en een edelman die je nog niet hebt</translation>
    </message>
    <message id="refuse.choice">
        <source>that choice is not open now</source>
        <translation>die keuze is nu niet mogelijk</translation>
    </message>
    <message id="refuse.conflict_full">
        <source>conflict {card} has no free space for you</source>
        <translation>conflict {card} heeft geen vrij veld voor jou</translation>
    </message>
    <message id="refuse.covered">
        <source>an extension covers castle space {space}</source>
        <translation>een uitbreiding bedekt kasteelveld {space}</translation>
    </message>
    <message id="refuse.decide">
        <source>first {what}</source>
        <translation>eerst {what}</translation>
    </message>
    <message id="refuse.markers">
        <source>you have only {n} voting markers</source>
        <translation>je hebt maar {n} stemblokjes</translation>
    </message>
    <message id="refuse.minimum">
        <source>{county} needs a knight of strength {n} or more on its own</source>
        <translation>{county} vraagt een ridder met sterkte {n} of meer, zonder hulp</translation>
    </message>
    <message id="refuse.no_ally">
        <source>you have no ally</source>
        <translation>je hebt geen bondgenoot</translation>
    </message>
    <message id="refuse.no_conflict">
        <source>there is no conflict {card}</source>
        <translation>er is geen conflict {card}</translation>
    </message>
    <message id="refuse.no_knight">
        <source>there is no knight of strength {strength} in that court</source>
        <translation>er is geen ridder met sterkte {strength} in dat hof</translation>
    </message>
    <message id="refuse.no_place">
        <source>{where} is not a place for a knight</source>
        <translation>{where} is geen ridderveld</translation>
    </message>
    <message id="refuse.no_space">
        <source>there is no castle space {space}</source>
        <translation>er is geen kasteelveld {space}</translation>
    </message>
    <message id="refuse.not_action">
        <source>{action} is not an action of Lancaster</source>
        <translation>{action} is geen actie van Lancaster</translation>
    </message>
    <message id="refuse.not_turn">
        <source>it is not {lord}'s turn</source>
        <translation>{lord} is niet aan de beurt</translation>
    </message>
    <message id="refuse.over">
        <source>the game is over</source>
        <translation>het spel is afgelopen</translation>
    </message>
    <message id="refuse.own_knight">
        <source>you may not oust your own knights (nor your ally's)</source>
        <translation>eigen ridders (en die van je bondgenoot) mag je niet verjagen</translation>
    </message>
    <message id="refuse.pay">
        <source>you can buy at most {n}</source>
        <translation>je kunt hoogstens {n} kopen</translation>
    </message>
    <message id="refuse.place_now">
        <source>now is the time to place a knight</source>
        <translation>nu moet er een ridder geplaatst worden</translation>
    </message>
    <message id="refuse.ransom">
        <source>you lack the gold to buy that knight back</source>
        <translation>je hebt te weinig goud om die ridder vrij te kopen</translation>
    </message>
    <message id="refuse.space_taken">
        <source>castle space {space} already holds a knight</source>
        <translation>op kasteelveld {space} staat al een ridder</translation>
    </message>
    <message id="refuse.squires">
        <source>you have only {n} squires</source>
        <translation>je hebt maar {n} schildknapen</translation>
    </message>
    <message id="refuse.squires_county">
        <source>squires go only to counties</source>
        <translation>schildknapen gaan alleen naar county's</translation>
    </message>
    <message id="refuse.too_weak">
        <source>the knight there has strength {n}: {attack} is not enough to oust it</source>
        <translation>de ridder daar heeft sterkte {n}: {attack} is te weinig om hem te verjagen</translation>
    </message>
    <message id="refuse.vote_now">
        <source>parliament is voting: cast your vote</source>
        <translation>het parlement stemt: breng je stem uit</translation>
    </message>
    <message id="result.shared" numerus="yes">
        <source>{lords} share the victory with {n} power points.</source>
        <extracomment>one: {lords} share the victory with {n} power point.</extracomment>
        <translation>
            <numerusform>{lords} delen de overwinning met {n} machtpunt.</numerusform>
            <numerusform>{lords} delen de overwinning met {n} machtpunten.</numerusform>
        </translation>
    </message>
    <message id="result.win" numerus="yes">
        <source>{lords} wins with {n} power points.</source>
        <extracomment>one: {lords} wins with {n} power point.</extracomment>
        <translation>
            <numerusform>{lords} wint met {n} machtpunt.</numerusform>
            <numerusform>{lords} wint met {n} machtpunten.</numerusform>
        </translation>
    </message>
    <message id="reward.extension">
        <source>a castle extension</source>
        <translation>een kasteeluitbreiding</translation>
    </message>
    <message id="reward.france">
        <source>passage to France</source>
        <translation>overtocht naar Frankrijk</translation>
    </message>
    <message id="reward.gold" numerus="yes">
        <source>{n} gold</source>
        <extracomment>one: {n} gold</extracomment>
        <translation>
            <numerusform>{n} goud</numerusform>
            <numerusform>{n} goud</numerusform>
        </translation>
    </message>
    <message id="reward.knight">
        <source>a new strength-1 knight</source>
        <translation>een nieuwe ridder met sterkte 1</translation>
    </message>
    <message id="reward.nothing">
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message id="reward.squires" numerus="yes">
        <source>{n} squires</source>
        <extracomment>one: {n} squire</extracomment>
        <translation>
            <numerusform>{n} schildknaap</numerusform>
            <numerusform>{n} schildknapen</numerusform>
        </translation>
    </message>
    <message id="reward.start">
        <source>names the start player</source>
        <translation>wijst de startspeler aan</translation>
    </message>
    <message id="reward.upgrade">
        <source>upgrade a knight</source>
        <translation>een ridder opwaarderen</translation>
    </message>
    <message id="reward.votes" numerus="yes">
        <source>{n} voting markers</source>
        <extracomment>one: {n} voting marker</extracomment>
        <translation>
            <numerusform>{n} stemblokje</numerusform>
            <numerusform>{n} stemblokjes</numerusform>
        </translation>
    </message>
    <message id="round">
        <source>Round {round}: place your knights.</source>
        <translation>Ronde {round}: plaats je ridders.</translation>
    </message>
    <message id="seat.blue">
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message id="seat.green">
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message id="seat.purple">
        <source>Purple</source>
        <translation>Paars</translation>
    </message>
    <message id="seat.red">
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message id="seat.yellow">
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message id="squires.back" numerus="yes">
        <source>{lord}'s {n} squires go back to the supply.</source>
        <extracomment>one: {lord}'s {n} squire goes back to the supply.</extracomment>
        <translation>
            <numerusform>De {n} schildknaap van {lord} gaat terug naar de voorraad.</numerusform>
            <numerusform>De {n} schildknapen van {lord} gaan terug naar de voorraad.</numerusform>
        </translation>
    </message>
    <message id="stage.parliament">
        <source>Parliament: the proposals are put to the vote.</source>
        <translation>Parlement: er wordt over de wetsvoorstellen gestemd.</translation>
    </message>
    <message id="stage.revenues">
        <source>Revenues: counties, castles, conflicts.</source>
        <translation>Opbrengsten: county's, kastelen, conflicten.</translation>
    </message>
    <message id="start.named">
        <source>{lord} names {start} start player.</source>
        <translation>{lord} wijst {start} aan als startspeler.</translation>
    </message>
    <message id="start.player">
        <source>{lord} is the start player.</source>
        <translation>{lord} is startspeler.</translation>
    </message>
    <message id="summary.pending">
        <source>Round {round}: {lord} must {what}.</source>
        <translation>Ronde {round}: {lord} moet {what}.</translation>
    </message>
    <message id="summary.place">
        <source>Round {round}: {lord} places a knight.</source>
        <translation>Ronde {round}: {lord} plaatst een ridder.</translation>
    </message>
    <message id="summary.vote" numerus="yes">
        <source>Round {round}: vote on “{law}” ({lords} still to vote).</source>
        <extracomment>one: Round {round}: vote on “{law}” ({lords} still to vote).</extracomment>
        <translation>
            <numerusform>Ronde {round}: stemming over “{law}” ({lords} moet nog stemmen).</numerusform>
            <numerusform>Ronde {round}: stemming over “{law}” ({lords} moeten nog stemmen).</numerusform>
        </translation>
    </message>
    <message id="table" numerus="yes">
        <source>{lord}'s round table: {nobles} nobles and the lord.</source>
        <extracomment>one: {lord}'s round table: {nobles} noble and the lord.</extracomment>
        <translation>
            <numerusform>Ronde tafel van {lord}: {nobles} edelman en de kasteelheer.</numerusform>
            <numerusform>Ronde tafel van {lord}: {nobles} edelmannen en de kasteelheer.</numerusform>
        </translation>
    </message>
    <message id="title">
        <source>Lancaster</source>
        <translation>Lancaster</translation>
    </message>
    <message id="upgrade">
        <source>{lord} upgrades a knight from {old} to {new} ({where}).</source>
        <translation>{lord} waardeert een ridder op van {old} naar {new} ({where}).</translation>
    </message>
    <message id="upgrade.declined">
        <source>{lord} upgrades no knight.</source>
        <translation>{lord} waardeert geen ridder op.</translation>
    </message>
    <message id="vote.cast" numerus="yes">
        <source>You vote {vote} with {n} voting markers.</source>
        <extracomment>one: You vote {vote} with {n} voting marker.</extracomment>
        <translation>
            <numerusform>Je stemt {vote} met {n} stemblokje.</numerusform>
            <numerusform>Je stemt {vote} met {n} stemblokjes.</numerusform>
        </translation>
    </message>
    <message id="vote.hidden">
        <source>{lord} has voted.</source>
        <translation>{lord} heeft gestemd.</translation>
    </message>
    <message id="vote.no">
        <source>no</source>
        <translation>tegen</translation>
    </message>
    <message id="vote.result.adopted">
        <source>Votes on “{law}”: {yes} for, {no} against ({votes}). The law is adopted.</source>
        <translation>Stemming over “{law}”: {yes} voor, {no} tegen ({votes}). De wet wordt aangenomen.</translation>
    </message>
    <message id="vote.result.rejected">
        <source>Votes on “{law}”: {yes} for, {no} against ({votes}). The law is rejected.</source>
        <translation>Stemming over “{law}”: {yes} voor, {no} tegen ({votes}). De wet wordt verworpen.</translation>
    </message>
    <message id="vote.shown" numerus="yes">
        <source>{lord}: {vote} + {n}</source>
        <extracomment>one: {lord}: {vote} + {n}</extracomment>
        <translation>
            <numerusform>{lord}: {vote} + {n}</numerusform>
            <numerusform>{lord}: {vote} + {n}</numerusform>
        </translation>
    </message>
    <message id="vote.yes">
        <source>yes</source>
        <translation>voor</translation>
    </message>
    <message id="votes.back" numerus="yes">
        <source>{lord} returns {n} unused voting markers to the supply.</source>
        <extracomment>one: {lord} returns {n} unused voting marker to the supply.</extracomment>
        <translation>
            <numerusform>{lord} legt {n} ongebruikt stemblokje terug in de voorraad.</numerusform>
            <numerusform>{lord} legt {n} ongebruikte stemblokjes terug in de voorraad.</numerusform>
        </translation>
    </message>
</context>
</TS>
