<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>crusade</name>
    <message id="ability.cheap_reserve">
        <source>A Reserve card bought costs 1 coin less (at least 1).</source>
        <translation>Een gekochte reservekaart kost 1 munt minder (minstens 1).</translation>
    </message>
    <message id="ability.cheap_third_card">
        <source>A third card for the Crusade costs 1 coin instead of 2.</source>
        <translation>Een derde kaart voor de kruistocht kost 1 munt in plaats van 2.</translation>
    </message>
    <message id="ability.contribute_last">
        <source>Contributes to the Crusade last, after everyone else.</source>
        <translation>Draagt als laatste bij aan de kruistocht, na alle anderen.</translation>
    </message>
    <message id="ability.free_rob">
        <source>Taking a card from a rival on the way costs no movement point.</source>
        <translation>Een kaart nemen van een rivaal onderweg kost geen bewegingspunt.</translation>
    </message>
    <message id="ability.home_coin">
        <source>+1 coin after an action in a location of the character's colour.</source>
        <translation>+1 munt na een actie op een plaats van de eigen kleur.</translation>
    </message>
    <message id="ability.peek_event">
        <source>Sees the next event each round before choosing a side.</source>
        <translation>Ziet elke ronde de volgende gebeurtenis voor de keuze van een kant.</translation>
    </message>
    <message id="act">
        <source>{player} performs the action of {location}.</source>
        <translation>{player} voert de actie van {location} uit.</translation>
    </message>
    <message id="act.none">
        <source>{player} has no action to perform at {location}.</source>
        <translation>{player} kan in {location} geen actie uitvoeren.</translation>
    </message>
    <message id="act.pass">
        <source>{player} takes no action at {location}.</source>
        <translation>{player} voert in {location} geen actie uit.</translation>
    </message>
    <message id="allies.none">
        <source>{player} takes no card.</source>
        <translation>{player} neemt geen kaart.</translation>
    </message>
    <message id="and">
        <source>{a} and {b}</source>
        <translation>{a} en {b}</translation>
    </message>
    <message id="banners.green">
        <source>Saladin has won the battle: Saladin's Army advances {n}.</source>
        <translation>Saladin heeft de slag gewonnen: het leger van Saladin rukt {n} op.</translation>
    </message>
    <message id="banners.red">
        <source>King Richard has won the battle: Richard's Army advances {n}.</source>
        <translation>Koning Richard heeft de slag gewonnen: het leger van Richard rukt {n} op.</translation>
    </message>
    <message id="banners.tie">
        <source>Stalemate: neither Army moves.</source>
        <translation>Patstelling: geen van beide legers beweegt.</translation>
    </message>
    <message id="buy" numerus="yes">
        <source>{player} buys {item} for {n} coins.</source>
        <extracomment>one: {player} buys {item} for {n} coin.</extracomment>
        <translation>
            <numerusform>{player} koopt {item} voor {n} munt.</numerusform>
            <numerusform>{player} koopt {item} voor {n} munten.</numerusform>
        </translation>
    </message>
    <message id="buy.pass">
        <source>{player} buys nothing.</source>
        <translation>{player} koopt niets.</translation>
    </message>
    <message id="card.GB">
        <source>green banner</source>
        <translation>groene banier</translation>
    </message>
    <message id="card.GC">
        <source>green chest</source>
        <translation>groene kist</translation>
    </message>
    <message id="card.GH">
        <source>green hourglass</source>
        <translation>groene zandloper</translation>
    </message>
    <message id="card.RB">
        <source>red banner</source>
        <translation>rode banier</translation>
    </message>
    <message id="card.RC">
        <source>red chest</source>
        <translation>rode kist</translation>
    </message>
    <message id="card.RH">
        <source>red hourglass</source>
        <translation>rode zandloper</translation>
    </message>
    <message id="card.X">
        <source>hidden card</source>
        <translation>verborgen kaart</translation>
    </message>
    <message id="cardn.GB" numerus="yes">
        <source>{n} green banners</source>
        <extracomment>one: {n} green banner</extracomment>
        <translation>
            <numerusform>{n} groene banier</numerusform>
            <numerusform>{n} groene banieren</numerusform>
        </translation>
    </message>
    <message id="cardn.GC" numerus="yes">
        <source>{n} green chests</source>
        <extracomment>one: {n} green chest</extracomment>
        <translation>
            <numerusform>{n} groene kist</numerusform>
            <numerusform>{n} groene kisten</numerusform>
        </translation>
    </message>
    <message id="cardn.GH" numerus="yes">
        <source>{n} green hourglasses</source>
        <extracomment>one: {n} green hourglass</extracomment>
        <translation>
            <numerusform>{n} groene zandloper</numerusform>
            <numerusform>{n} groene zandlopers</numerusform>
        </translation>
    </message>
    <message id="cardn.RB" numerus="yes">
        <source>{n} red banners</source>
        <extracomment>one: {n} red banner</extracomment>
        <translation>
            <numerusform>{n} rode banier</numerusform>
            <numerusform>{n} rode banieren</numerusform>
        </translation>
    </message>
    <message id="cardn.RC" numerus="yes">
        <source>{n} red chests</source>
        <extracomment>one: {n} red chest</extracomment>
        <translation>
            <numerusform>{n} rode kist</numerusform>
            <numerusform>{n} rode kisten</numerusform>
        </translation>
    </message>
    <message id="cardn.RH" numerus="yes">
        <source>{n} red hourglasses</source>
        <extracomment>one: {n} red hourglass</extracomment>
        <translation>
            <numerusform>{n} rode zandloper</numerusform>
            <numerusform>{n} rode zandlopers</numerusform>
        </translation>
    </message>
    <message id="cards.list">
        <source>{items}</source>
        <translation>{items}</translation>
    </message>
    <message id="cards.none">
        <source>no cards</source>
        <translation>geen kaarten</translation>
    </message>
    <message id="char.ely">
        <source>Bishop of Ely</source>
        <translation>Bisschop van Ely</translation>
    </message>
    <message id="char.isabella">
        <source>Isabella</source>
        <translation>Isabella</translation>
    </message>
    <message id="char.leopold">
        <source>Leopold of Austria</source>
        <translation>Leopold van Oostenrijk</translation>
    </message>
    <message id="char.little_john">
        <source>Little John</source>
        <translation>Little John</translation>
    </message>
    <message id="char.marian">
        <source>Maid Marian</source>
        <translation>Maid Marian</translation>
    </message>
    <message id="char.marie">
        <source>Marie of France</source>
        <translation>Marie van Frankrijk</translation>
    </message>
    <message id="char.prince_john">
        <source>Prince John</source>
        <translation>Prins Jan</translation>
    </message>
    <message id="char.robin">
        <source>Robin Hood</source>
        <translation>Robin Hood</translation>
    </message>
    <message id="char.sheriff">
        <source>Sheriff of Nottingham</source>
        <translation>Sheriff van Nottingham</translation>
    </message>
    <message id="char.tuck">
        <source>Friar Tuck</source>
        <translation>Broeder Tuck</translation>
    </message>
    <message id="chests.green">
        <source>The Royal Treasure is emptied: King's Treasure moves 2 towards 0.</source>
        <translation>De koninklijke schatkist raakt leeg: de Schatkist van de Koning gaat 2 naar 0.</translation>
    </message>
    <message id="chests.red">
        <source>The Royal Treasure is maintained.</source>
        <translation>De koninklijke schatkist blijft op peil.</translation>
    </message>
    <message id="chests.tie">
        <source>Necessary spending: King's Treasure moves 1 towards 0.</source>
        <translation>Noodzakelijke uitgaven: de Schatkist van de Koning gaat 1 naar 0.</translation>
    </message>
    <message id="colour.G">
        <source>green</source>
        <translation>groene</translation>
    </message>
    <message id="colour.R">
        <source>red</source>
        <translation>rode</translation>
    </message>
    <message id="cond.always">
        <source>whatever the outcome</source>
        <translation>wat de uitkomst ook is</translation>
    </message>
    <message id="cond.banners.green">
        <source>if green banners beat red</source>
        <translation>als de groene banieren winnen</translation>
    </message>
    <message id="cond.banners.red">
        <source>if red banners beat green</source>
        <translation>als de rode banieren winnen</translation>
    </message>
    <message id="cond.banners.tie">
        <source>if the banners tie</source>
        <translation>als de banieren gelijk staan</translation>
    </message>
    <message id="cond.chests.green">
        <source>if green chests beat red</source>
        <translation>als de groene kisten winnen</translation>
    </message>
    <message id="cond.chests.red">
        <source>if red chests beat green</source>
        <translation>als de rode kisten winnen</translation>
    </message>
    <message id="cond.chests.tie">
        <source>if the chests tie</source>
        <translation>als de kisten gelijk staan</translation>
    </message>
    <message id="cond.hourglasses.green">
        <source>if green hourglasses beat red</source>
        <translation>als de groene zandlopers winnen</translation>
    </message>
    <message id="cond.hourglasses.red">
        <source>if red hourglasses beat green</source>
        <translation>als de rode zandlopers winnen</translation>
    </message>
    <message id="cond.hourglasses.tie">
        <source>if the hourglasses tie</source>
        <translation>als de zandlopers gelijk staan</translation>
    </message>
    <message id="contribute" numerus="yes">
        <source>{player} adds {n} cards to the Crusade deck.</source>
        <extracomment>one: {player} adds {n} card to the Crusade deck.</extracomment>
        <translation>
            <numerusform>{player} legt {n} kaart in de kruistochtstapel.</numerusform>
            <numerusform>{player} legt {n} kaarten in de kruistochtstapel.</numerusform>
        </translation>
    </message>
    <message id="contribute.own">
        <source>{player} adds {cards} to the Crusade deck.</source>
        <translation>{player} legt {cards} in de kruistochtstapel.</translation>
    </message>
    <message id="contribute.penalty" numerus="yes">
        <source>{player} loses {n} prestige points for missing cards.</source>
        <extracomment>one: {player} loses {n} prestige point for missing cards.</extracomment>
        <translation>
            <numerusform>{player} verliest {n} prestigepunt voor ontbrekende kaarten.</numerusform>
            <numerusform>{player} verliest {n} prestigepunten voor ontbrekende kaarten.</numerusform>
        </translation>
    </message>
    <message id="crusade.draw" numerus="yes">
        <source>The Crusade: {n} cards revealed: {cards}.</source>
        <extracomment>one: The Crusade: {n} card revealed: {cards}.</extracomment>
        <translation>
            <numerusform>De kruistocht: {n} kaart onthuld: {cards}.</numerusform>
            <numerusform>De kruistocht: {n} kaarten onthuld: {cards}.</numerusform>
        </translation>
    </message>
    <message id="crusade.short">
        <source>The Crusade deck runs short: one card of each type comes from the Reserve.</source>
        <translation>De kruistochtstapel raakt op: één kaart van elk soort komt uit de reserve.</translation>
    </message>
    <message id="describe.act">
        <source>Perform the action of {location}</source>
        <translation>De actie van {location} uitvoeren</translation>
    </message>
    <message id="describe.buy">
        <source>Buy {item}</source>
        <translation>Koop {item}</translation>
    </message>
    <message id="describe.contribute">
        <source>Add {cards} to the Crusade deck</source>
        <translation>{cards} in de kruistochtstapel leggen</translation>
    </message>
    <message id="describe.discard">
        <source>Discard a {card}</source>
        <translation>Een {card} afleggen</translation>
    </message>
    <message id="describe.keep">
        <source>Keep the edict: {edict}</source>
        <translation>Het edict houden: {edict}</translation>
    </message>
    <message id="describe.move">
        <source>Travel to {to} by {path}</source>
        <translation>Reis naar {to} via {path}</translation>
    </message>
    <message id="describe.move.rob">
        <source>Travel to {to} by {path}, taking a card from {victims}</source>
        <translation>Reis naar {to} via {path} en neem een kaart van {victims}</translation>
    </message>
    <message id="describe.pass">
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message id="describe.place">
        <source>Place the figure on {to}</source>
        <translation>De figuur op {to} zetten</translation>
    </message>
    <message id="describe.side">
        <source>Support {side} this round</source>
        <translation>Deze ronde {side} steunen</translation>
    </message>
    <message id="describe.stay">
        <source>Stay (no legal move)</source>
        <translation>Blijven staan (geen zet mogelijk)</translation>
    </message>
    <message id="describe.take">
        <source>Take a {card}</source>
        <translation>Een {card} nemen</translation>
    </message>
    <message id="describe.trade">
        <source>Trade two {card} cards for four</source>
        <translation>Twee kaarten {card} ruilen voor vier</translation>
    </message>
    <message id="discard">
        <source>{player} discards a {card} to the Reserve.</source>
        <translation>{player} legt een {card} af in de reserve.</translation>
    </message>
    <message id="draw">
        <source>{player} draws {cards}.</source>
        <translation>{player} trekt {cards}.</translation>
    </message>
    <message id="draw.empty">
        <source>The Provisions deck is empty: {player} draws nothing more.</source>
        <translation>De voorraadstapel is leeg: {player} trekt niets meer.</translation>
    </message>
    <message id="draw.public" numerus="yes">
        <source>{player} draws {n} cards.</source>
        <extracomment>one: {player} draws {n} card.</extracomment>
        <translation>
            <numerusform>{player} trekt {n} kaart.</numerusform>
            <numerusform>{player} trekt {n} kaarten.</numerusform>
        </translation>
    </message>
    <message id="edict.armies_below">
        <source>+{points} prestige if no Army track reached {at}</source>
        <translation>+{points} prestige als geen legerspoor {at} bereikte</translation>
    </message>
    <message id="edict.coins">
        <source>+{points} prestige per {per} coins (at most {max})</source>
        <translation>+{points} prestige per {per} munten (hoogstens {max})</translation>
    </message>
    <message id="edict.draw">
        <source>{player} draws an edict and must put one back under the deck.</source>
        <translation>{player} trekt een edict en moet er één onder de stapel terugleggen.</translation>
    </message>
    <message id="edict.hand">
        <source>+{points} prestige per {colour} card in hand (at most {max})</source>
        <translation>+{points} prestige per {colour} kaart in de hand (hoogstens {max})</translation>
    </message>
    <message id="edict.keep">
        <source>{player} keeps the edict: {edict}.</source>
        <translation>{player} houdt het edict: {edict}.</translation>
    </message>
    <message id="edict.keep.public">
        <source>{player} puts an edict under the deck.</source>
        <translation>{player} legt een edict onder de stapel.</translation>
    </message>
    <message id="edict.score" numerus="yes">
        <source>{player} scores {n} prestige points for the edict: {edict}.</source>
        <extracomment>one: {player} scores {n} prestige point for the edict: {edict}.</extracomment>
        <translation>
            <numerusform>{player} scoort {n} prestigepunt voor het edict: {edict}.</numerusform>
            <numerusform>{player} scoort {n} prestigepunten voor het edict: {edict}.</numerusform>
        </translation>
    </message>
    <message id="edict.sets">
        <source>+{points} prestige per complete set of the six card types in hand (at most {max})</source>
        <translation>+{points} prestige per volledige set van de zes kaartsoorten in de hand (hoogstens {max})</translation>
    </message>
    <message id="edict.track">
        <source>+{points} prestige per {per} spaces {track} has moved (at most {max})</source>
        <translation>+{points} prestige per {per} vakjes die {track} is opgeschoven (hoogstens {max})</translation>
    </message>
    <message id="edict.tracks_at_least">
        <source>+{points} prestige if the King's Return and Treasure are both at {at} or more</source>
        <translation>+{points} prestige als de Terugkeer en de Schatkist van de Koning allebei op {at} of meer staan</translation>
    </message>
    <message id="edict.upgrades">
        <source>+{points} prestige per upgrade owned (at most {max})</source>
        <translation>+{points} prestige per verbetering in bezit (hoogstens {max})</translation>
    </message>
    <message id="editor.figures">
        <source>{player} needs a location for the figure before play.</source>
        <translation>{player} heeft een plaats voor de figuur nodig voor het spel begint.</translation>
    </message>
    <message id="eff.allies">
        <source>every other supporter may take 1 card of their colour from the Reserve</source>
        <translation>elke andere aanhanger mag 1 kaart van zijn kleur uit de reserve nemen</translation>
    </message>
    <message id="eff.coins" numerus="yes">
        <source>take {n} coins</source>
        <extracomment>one: take {n} coin</extracomment>
        <translation>
            <numerusform>neem {n} munt</numerusform>
            <numerusform>neem {n} munten</numerusform>
        </translation>
    </message>
    <message id="eff.draw" numerus="yes">
        <source>draw {n} Provisions cards</source>
        <extracomment>one: draw {n} Provisions card</extracomment>
        <translation>
            <numerusform>trek {n} voorraadkaart</numerusform>
            <numerusform>trek {n} voorraadkaarten</numerusform>
        </translation>
    </message>
    <message id="eff.edict">
        <source>draw an edict of your deck and put one under it</source>
        <translation>trek een edict van je stapel en leg er één onder</translation>
    </message>
    <message id="eff.give">
        <source>return {cards}</source>
        <translation>leg {cards} terug</translation>
    </message>
    <message id="eff.give_own">
        <source>return 1 card of your colour</source>
        <translation>leg 1 kaart van je kleur terug</translation>
    </message>
    <message id="eff.give_same">
        <source>return {n} cards of one type</source>
        <translation>leg {n} kaarten van één soort terug</translation>
    </message>
    <message id="eff.nothing">
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message id="eff.pay" numerus="yes">
        <source>pay {n} coins</source>
        <extracomment>one: pay {n} coin</extracomment>
        <translation>
            <numerusform>betaal {n} munt</numerusform>
            <numerusform>betaal {n} munten</numerusform>
        </translation>
    </message>
    <message id="eff.pick.any">
        <source>take 1 card of your choice from the Reserve</source>
        <translation>neem 1 kaart naar keuze uit de reserve</translation>
    </message>
    <message id="eff.pick.list">
        <source>take a {cards} from the Reserve</source>
        <translation>neem een {cards} uit de reserve</translation>
    </message>
    <message id="eff.pick.own">
        <source>take 1 card of your colour from the Reserve</source>
        <translation>neem 1 kaart van je kleur uit de reserve</translation>
    </message>
    <message id="eff.prestige" numerus="yes">
        <source>earn {n} prestige points</source>
        <extracomment>one: earn {n} prestige point</extracomment>
        <translation>
            <numerusform>verdien {n} prestigepunt</numerusform>
            <numerusform>verdien {n} prestigepunten</numerusform>
        </translation>
    </message>
    <message id="eff.supporters">
        <source>{faction}'s supporters only</source>
        <translation>alleen aanhangers van {faction}</translation>
    </message>
    <message id="eff.take">
        <source>take {cards} from the Reserve</source>
        <translation>neem {cards} uit de reserve</translation>
    </message>
    <message id="eff.track">
        <source>move {tracks} 1 space back from its end</source>
        <translation>zet {tracks} 1 vakje terug van het einde</translation>
    </message>
    <message id="either">
        <source>either {a}, or {b}</source>
        <translation>ofwel {a}, ofwel {b}</translation>
    </message>
    <message id="encounter.mercenary">
        <source>The Mercenary gives {player} {n} cards.</source>
        <translation>De Huurling geeft {player} {n} kaarten.</translation>
    </message>
    <message id="encounter.merchant">
        <source>The Merchant gives {player} {n} coins.</source>
        <translation>De Koopman geeft {player} {n} munten.</translation>
    </message>
    <message id="end.kings_return">
        <source>The King's Return reached 0: Richard comes home early; his supporters are the winning faction.</source>
        <translation>De Terugkeer van de Koning bereikte 0: Richard keert vroeg terug; zijn aanhangers zijn de winnende factie.</translation>
    </message>
    <message id="end.kings_treasure">
        <source>The King's Treasure reached 0: Richard is overthrown; John's supporters are the winning faction.</source>
        <translation>De Schatkist van de Koning bereikte 0: Richard wordt afgezet; de aanhangers van Jan zijn de winnende factie.</translation>
    </message>
    <message id="end.last_round">
        <source>The tenth round is over: the player with the most prestige wins.</source>
        <translation>De tiende ronde is voorbij: de speler met de meeste prestige wint.</translation>
    </message>
    <message id="end.richard_army">
        <source>Richard's Army reached 10: King Richard triumphs; his supporters are the winning faction.</source>
        <translation>Het leger van Richard bereikte 10: koning Richard zegeviert; zijn aanhangers zijn de winnende factie.</translation>
    </message>
    <message id="end.saladin_army">
        <source>Saladin's Army reached 10: King Richard dies in battle; John's supporters are the winning faction.</source>
        <translation>Het leger van Saladin bereikte 10: koning Richard sneuvelt; de aanhangers van Jan zijn de winnende factie.</translation>
    </message>
    <message id="ev.card">
        <source>{name}. {effect} Next: the Merchant to {merchant}, the Mercenary to {mercenary}.</source>
        <translation>{name}. {effect} Daarna: de Koopman naar {merchant}, de Huurling naar {mercenary}.</translation>
    </message>
    <message id="ev.outcome">
        <source>After the Crusade, {cond}: {who}: {gain}.</source>
        <translation>Na de kruistocht, {cond}: {who}: {gain}.</translation>
    </message>
    <message id="ev.reveal">
        <source>At once: {who}: {gain}.</source>
        <translation>Meteen: {who}: {gain}.</translation>
    </message>
    <message id="ev.round">
        <source>This round: {mods}.</source>
        <translation>Deze ronde: {mods}.</translation>
    </message>
    <message id="event.E01">
        <source>Siege of Acre</source>
        <translation>Beleg van Akko</translation>
    </message>
    <message id="event.E02">
        <source>Saladin's Cavalry</source>
        <translation>De ruiterij van Saladin</translation>
    </message>
    <message id="event.E03">
        <source>Truce of Ramla</source>
        <translation>Het bestand van Ramla</translation>
    </message>
    <message id="event.E04">
        <source>Fair Winds</source>
        <translation>Gunstige wind</translation>
    </message>
    <message id="event.E05">
        <source>Storms at Sea</source>
        <translation>Stormen op zee</translation>
    </message>
    <message id="event.E06">
        <source>The Long Road Home</source>
        <translation>De lange weg naar huis</translation>
    </message>
    <message id="event.E07">
        <source>Royal Tax</source>
        <translation>Koninklijke belasting</translation>
    </message>
    <message id="event.E08">
        <source>Ransom Demanded</source>
        <translation>Losgeld geëist</translation>
    </message>
    <message id="event.E09">
        <source>War Expenses</source>
        <translation>Oorlogskosten</translation>
    </message>
    <message id="event.E10">
        <source>Pilgrims' Tithe</source>
        <translation>Tiende van de pelgrims</translation>
    </message>
    <message id="event.E11">
        <source>Market Day</source>
        <translation>Marktdag</translation>
    </message>
    <message id="event.E12">
        <source>Horse Fair</source>
        <translation>Paardenmarkt</translation>
    </message>
    <message id="event.E13">
        <source>Shipwrights</source>
        <translation>Scheepsbouwers</translation>
    </message>
    <message id="event.E14">
        <source>Washed-out Roads</source>
        <translation>Weggespoelde wegen</translation>
    </message>
    <message id="event.E15">
        <source>Mustering</source>
        <translation>Monstering</translation>
    </message>
    <message id="event.E16">
        <source>Spies Everywhere</source>
        <translation>Overal spionnen</translation>
    </message>
    <message id="event.E17">
        <source>Loyalty Rewarded</source>
        <translation>Trouw beloond</translation>
    </message>
    <message id="event.E18">
        <source>Royal Pardon</source>
        <translation>Koninklijk pardon</translation>
    </message>
    <message id="event.applies">
        <source>{event} applies.</source>
        <translation>{event} is van kracht.</translation>
    </message>
    <message id="event.fails">
        <source>{event}: the condition is not met.</source>
        <translation>{event}: aan de voorwaarde is niet voldaan.</translation>
    </message>
    <message id="event.peek">
        <source>{player} looks at the next event: {event}.</source>
        <translation>{player} bekijkt de volgende gebeurtenis: {event}.</translation>
    </message>
    <message id="event.reveal">
        <source>Event of the crusade: {event}.</source>
        <translation>Gebeurtenis van de kruistocht: {event}.</translation>
    </message>
    <message id="faction.john">
        <source>John</source>
        <translation>Jan</translation>
    </message>
    <message id="faction.neutral">
        <source>Neutral</source>
        <translation>Neutraal</translation>
    </message>
    <message id="faction.richard">
        <source>Richard</source>
        <translation>Richard</translation>
    </message>
    <message id="figures.move">
        <source>The Merchant moves to {merchant}, the Mercenary to {mercenary}.</source>
        <translation>De Koopman gaat naar {merchant}, de Huurling naar {mercenary}.</translation>
    </message>
    <message id="gain.coins" numerus="yes">
        <source>{player} takes {n} coins.</source>
        <extracomment>one: {player} takes {n} coin.</extracomment>
        <translation>
            <numerusform>{player} neemt {n} munt.</numerusform>
            <numerusform>{player} neemt {n} munten.</numerusform>
        </translation>
    </message>
    <message id="gain.prestige" numerus="yes">
        <source>{player} earns {n} prestige points.</source>
        <extracomment>one: {player} earns {n} prestige point.</extracomment>
        <translation>
            <numerusform>{player} verdient {n} prestigepunt.</numerusform>
            <numerusform>{player} verdient {n} prestigepunten.</numerusform>
        </translation>
    </message>
    <message id="give">
        <source>{player} returns {cards} to the Reserve.</source>
        <translation>{player} legt {cards} terug in de reserve.</translation>
    </message>
    <message id="hidden.crusade_left">
        <source>the Crusade deck after the count is not what the deck re-made leaves</source>
        <translation>de kruistochtstapel na de telling is niet wat de opnieuw gemaakte stapel overlaat</translation>
    </message>
    <message id="hidden.deck.crusade">
        <source>the Crusade deck of round {round}</source>
        <translation>de kruistochtstapel van ronde {round}</translation>
    </message>
    <message id="hidden.deck.edicts">
        <source>{faction}'s edicts</source>
        <translation>de edicten van {faction}</translation>
    </message>
    <message id="hidden.deck.events">
        <source>the event deck</source>
        <translation>de gebeurtenissenstapel</translation>
    </message>
    <message id="hidden.deck.provisions">
        <source>the Provisions deck</source>
        <translation>de voorraadstapel</translation>
    </message>
    <message id="hidden.decks">
        <source>the face-down decks of this game are {decks}</source>
        <translation>de gedekte stapels van dit spel zijn {decks}</translation>
    </message>
    <message id="hidden.draw_not_swap">
        <source>a draw from an edict pile that is not a swap</source>
        <translation>een trekking van een edictstapel die geen ruil is</translation>
    </message>
    <message id="hidden.edict_other">
        <source>{player}'s edict is already another one</source>
        <translation>het edict van {player} is al een ander</translation>
    </message>
    <message id="hidden.event_other">
        <source>event {n} is already another one</source>
        <translation>gebeurtenis {n} is al een andere</translation>
    </message>
    <message id="hidden.give_places">
        <source>{player} names {n} places of its hand for {expected} cards given to the Crusade deck</source>
        <translation>{player} noemt {n} plaatsen van zijn hand voor {expected} kaarten gegeven aan de kruistochtstapel</translation>
    </message>
    <message id="hidden.hand_slots">
        <source>{player}'s hand is not what its slots give</source>
        <translation>de hand van {player} is niet wat zijn plaatsen geven</translation>
    </message>
    <message id="hidden.hand_unread">
        <source>{player}'s hand has no card this copy could not read</source>
        <translation>de hand van {player} heeft geen kaart die deze kopie niet kon lezen</translation>
    </message>
    <message id="hidden.keep_early">
        <source>a keep shown before the keep it follows</source>
        <translation>een behouden edict getoond voor het behouden edict dat het volgt</translation>
    </message>
    <message id="hidden.keep_no_place">
        <source>a keep shown at no place of its two options</source>
        <translation>een behouden edict getoond op geen van zijn twee plaatsen</translation>
    </message>
    <message id="hidden.kept_not_read">
        <source>the edict kept is not one of the two this copy read</source>
        <translation>het behouden edict is niet een van de twee die deze kopie las</translation>
    </message>
    <message id="hidden.kept_open_unread">
        <source>an edict kept in the open that not every copy can read</source>
        <translation>een openlijk behouden edict dat niet elke kopie kan lezen</translation>
    </message>
    <message id="hidden.order">
        <source>the order given for {deck} is not an order of {n} cards</source>
        <translation>de gegeven volgorde voor {deck} is geen volgorde van {n} kaarten</translation>
    </message>
    <message id="hidden.pile_positions">
        <source>{deck}: the pile is not what its positions give</source>
        <translation>{deck}: de stapel is niet wat zijn posities geven</translation>
    </message>
    <message id="hidden.position_other">
        <source>position {card} of {deck} is already another edict</source>
        <translation>positie {card} van {deck} is al een ander edict</translation>
    </message>
    <message id="hidden.shows">
        <source>{player} shows {n} cards given face down, not {expected}</source>
        <translation>{player} toont {n} gedekt gegeven kaarten, niet {expected}</translation>
    </message>
    <message id="hourglasses.green">
        <source>The Return of the King has been slowed down.</source>
        <translation>De Terugkeer van de Koning is vertraagd.</translation>
    </message>
    <message id="hourglasses.red">
        <source>The Return of the King has been sped up: King's Return moves 2 towards 0.</source>
        <translation>De Terugkeer van de Koning is versneld: de Terugkeer gaat 2 naar 0.</translation>
    </message>
    <message id="hourglasses.tie">
        <source>The Return of the King draws near: King's Return moves 1 towards 0.</source>
        <translation>De Terugkeer van de Koning komt naderbij: de Terugkeer gaat 1 naar 0.</translation>
    </message>
    <message id="item.horse">
        <source>the Horse</source>
        <translation>het Paard</translation>
    </message>
    <message id="item.prestige">
        <source>a prestige point</source>
        <translation>een prestigepunt</translation>
    </message>
    <message id="item.random">
        <source>a random card</source>
        <translation>een willekeurige kaart</translation>
    </message>
    <message id="item.reserve">
        <source>a Reserve card</source>
        <translation>een reservekaart</translation>
    </message>
    <message id="item.ship">
        <source>the Ship</source>
        <translation>het Schip</translation>
    </message>
    <message id="item.skill">
        <source>the faction skill</source>
        <translation>de factievaardigheid</translation>
    </message>
    <message id="join">
        <source>{a}; {b}</source>
        <translation>{a}; {b}</translation>
    </message>
    <message id="mercenary">
        <source>Mercenary</source>
        <translation>Huurling</translation>
    </message>
    <message id="merchant">
        <source>Merchant</source>
        <translation>Koopman</translation>
    </message>
    <message id="mod.free_rob">
        <source>taking a card from a rival on the way costs no movement point</source>
        <translation>een kaart nemen van een rivaal onderweg kost geen bewegingspunt</translation>
    </message>
    <message id="mod.horse_discount" numerus="yes">
        <source>the Horse costs {n} coins less (at least 1)</source>
        <extracomment>one: the Horse costs {n} coin less (at least 1)</extracomment>
        <translation>
            <numerusform>het Paard kost {n} munt minder (minstens 1)</numerusform>
            <numerusform>het Paard kost {n} munten minder (minstens 1)</numerusform>
        </translation>
    </message>
    <message id="mod.move" numerus="yes">
        <source>{n} movement points less for everyone</source>
        <extracomment>one: {n} movement point less for everyone</extracomment>
        <translation>
            <numerusform>{n} bewegingspunt minder voor iedereen</numerusform>
            <numerusform>{n} bewegingspunten minder voor iedereen</numerusform>
        </translation>
    </message>
    <message id="mod.random_cost" numerus="yes">
        <source>a random Provisions card costs {n} coins</source>
        <extracomment>one: a random Provisions card costs {n} coin</extracomment>
        <translation>
            <numerusform>een willekeurige voorraadkaart kost {n} munt</numerusform>
            <numerusform>een willekeurige voorraadkaart kost {n} munten</numerusform>
        </translation>
    </message>
    <message id="mod.ship_discount" numerus="yes">
        <source>the Ship costs {n} coins less (at least 1)</source>
        <extracomment>one: the Ship costs {n} coin less (at least 1)</extracomment>
        <translation>
            <numerusform>het Schip kost {n} munt minder (minstens 1)</numerusform>
            <numerusform>het Schip kost {n} munten minder (minstens 1)</numerusform>
        </translation>
    </message>
    <message id="mod.third_card_cost" numerus="yes">
        <source>a third contributed card costs {n} coins</source>
        <extracomment>one: a third contributed card costs {n} coin</extracomment>
        <translation>
            <numerusform>een derde bijgedragen kaart kost {n} munt</numerusform>
            <numerusform>een derde bijgedragen kaart kost {n} munten</numerusform>
        </translation>
    </message>
    <message id="move">
        <source>{player} travels to {to} by {path}.</source>
        <translation>{player} reist naar {to} via {path}.</translation>
    </message>
    <message id="neutral.bonus" numerus="yes">
        <source>{player} scores {n} prestige points as the Neutral.</source>
        <extracomment>one: {player} scores {n} prestige point as the Neutral.</extracomment>
        <translation>
            <numerusform>{player} scoort {n} prestigepunt als Neutrale.</numerusform>
            <numerusform>{player} scoort {n} prestigepunten als Neutrale.</numerusform>
        </translation>
    </message>
    <message id="option.abilities">
        <source>Character abilities</source>
        <translation>Vaardigheden van de personages</translation>
    </message>
    <message id="option.abilities.help">
        <source>The abilities of the character dashboards (reconstructed: the printed dashboards are not known).</source>
        <translation>De vaardigheden van de personageborden (gereconstrueerd: de gedrukte borden zijn niet bekend).</translation>
    </message>
    <message id="option.characters">
        <source>Characters</source>
        <translation>Personages</translation>
    </message>
    <message id="option.characters.ely">
        <source>Bishop of Ely</source>
        <translation>Bisschop van Ely</translation>
    </message>
    <message id="option.characters.help">
        <source>The characters to play: Richard's supporters on the left, John's on the right, as many of each as the player count needs (1, 1, 2, 2, 3 for 2 to 6 players). None ticked: the first ones of each faction.</source>
        <translation>De personages die meespelen: links de aanhangers van Richard, rechts die van Jan, zoveel van elk als het aantal spelers vraagt (1, 1, 2, 2, 3 bij 2 tot 6 spelers). Niets aangevinkt: de eersten van elke factie.</translation>
    </message>
    <message id="option.characters.isabella">
        <source>Isabella</source>
        <translation>Isabella</translation>
    </message>
    <message id="option.characters.leopold">
        <source>Leopold of Austria</source>
        <translation>Leopold van Oostenrijk</translation>
    </message>
    <message id="option.characters.little_john">
        <source>Little John</source>
        <translation>Little John</translation>
    </message>
    <message id="option.characters.marian">
        <source>Maid Marian</source>
        <translation>Maid Marian</translation>
    </message>
    <message id="option.characters.marie">
        <source>Marie of France</source>
        <translation>Marie van Frankrijk</translation>
    </message>
    <message id="option.characters.prince_john">
        <source>Prince John</source>
        <translation>Prins Jan</translation>
    </message>
    <message id="option.characters.robin">
        <source>Robin Hood</source>
        <translation>Robin Hood</translation>
    </message>
    <message id="option.characters.sheriff">
        <source>Sheriff of Nottingham</source>
        <translation>Sheriff van Nottingham</translation>
    </message>
    <message id="option.characters.tuck">
        <source>Friar Tuck</source>
        <translation>Broeder Tuck</translation>
    </message>
    <message id="option.players">
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message id="option.players.help">
        <source>Number of players (2 to 6): equal Richard and John sides, plus Leopold with 3 and Marie with 5.</source>
        <translation>Aantal spelers (2 tot 6): evenveel aanhangers van Richard en van Jan, plus Leopold bij 3 en Marie bij 5.</translation>
    </message>
    <message id="or">
        <source>{a} or {b}</source>
        <translation>{a} of {b}</translation>
    </message>
    <message id="pay" numerus="yes">
        <source>{player} pays {n} coins.</source>
        <extracomment>one: {player} pays {n} coin.</extracomment>
        <translation>
            <numerusform>{player} betaalt {n} munt.</numerusform>
            <numerusform>{player} betaalt {n} munten.</numerusform>
        </translation>
    </message>
    <message id="phase.contribute">
        <source>the contributions to the Crusade</source>
        <translation>de bijdragen aan de kruistocht</translation>
    </message>
    <message id="phase.over">
        <source>the end of the game</source>
        <translation>het einde van het spel</translation>
    </message>
    <message id="phase.purchase">
        <source>purchasing</source>
        <translation>het kopen</translation>
    </message>
    <message id="phase.side">
        <source>the Neutral's choice of side</source>
        <translation>de keuze van de Neutrale</translation>
    </message>
    <message id="phase.travel">
        <source>travelling</source>
        <translation>het reizen</translation>
    </message>
    <message id="place">
        <source>{player} places the figure on {to}.</source>
        <translation>{player} zet de figuur op {to}.</translation>
    </message>
    <message id="position.card">
        <source>unknown card {card}</source>
        <translation>onbekende kaart {card}</translation>
    </message>
    <message id="position.contributor">
        <source>unknown contributor {owner}</source>
        <translation>onbekende bijdrager {owner}</translation>
    </message>
    <message id="position.edict">
        <source>unknown edict {edict}</source>
        <translation>onbekend edict {edict}</translation>
    </message>
    <message id="position.event">
        <source>unknown event {event}</source>
        <translation>onbekende gebeurtenis {event}</translation>
    </message>
    <message id="position.faction">
        <source>{seat} belongs to {faction}</source>
        <translation>{seat} hoort bij {faction}</translation>
    </message>
    <message id="position.field">
        <source>the field {field} is missing or unknown</source>
        <translation>het veld {field} ontbreekt of is onbekend</translation>
    </message>
    <message id="position.fields">
        <source>unknown fields {fields}</source>
        <translation>onbekende velden {fields}</translation>
    </message>
    <message id="position.invalid">
        <source>a value is not valid</source>
        <translation>een waarde is ongeldig</translation>
    </message>
    <message id="position.letter">
        <source>unknown card letter {letter}</source>
        <translation>onbekende kaartletter {letter}</translation>
    </message>
    <message id="position.location">
        <source>unknown location {location}</source>
        <translation>onbekende plaats {location}</translation>
    </message>
    <message id="position.location_of">
        <source>{seat} stands on an impossible location</source>
        <translation>{seat} staat op een onmogelijke plaats</translation>
    </message>
    <message id="position.negative">
        <source>{seat} has negative coins or prestige</source>
        <translation>{seat} heeft negatieve munten of prestige</translation>
    </message>
    <message id="position.not">
        <source>not a crusade position: {why}</source>
        <translation>geen stelling van de kruistocht: {why}</translation>
    </message>
    <message id="position.not_state">
        <source>not a crusade state: {why}</source>
        <translation>geen stand van de kruistocht: {why}</translation>
    </message>
    <message id="position.not_text">
        <source>it is not text</source>
        <translation>het is geen tekst</translation>
    </message>
    <message id="position.outcome">
        <source>the outcome is not valid</source>
        <translation>de uitslag is ongeldig</translation>
    </message>
    <message id="position.over">
        <source>a finished game needs an outcome, and only then</source>
        <translation>een afgelopen spel heeft een uitslag nodig, en alleen dan</translation>
    </message>
    <message id="position.pending">
        <source>a pending decision is not valid</source>
        <translation>een openstaande beslissing is ongeldig</translation>
    </message>
    <message id="position.per_type">
        <source>more than {n} cards of a type</source>
        <translation>meer dan {n} kaarten van een soort</translation>
    </message>
    <message id="position.phase">
        <source>unknown phase {phase}</source>
        <translation>onbekende fase {phase}</translation>
    </message>
    <message id="position.piles">
        <source>three edict piles</source>
        <translation>drie edictstapels</translation>
    </message>
    <message id="position.piles_form">
        <source>three edict piles, separated by /</source>
        <translation>drie edictstapels, gescheiden door /</translation>
    </message>
    <message id="position.players">
        <source>the players must be {seats} for these options</source>
        <translation>de spelers moeten {seats} zijn voor deze opties</translation>
    </message>
    <message id="position.reserve">
        <source>the reserve needs six counts</source>
        <translation>de reserve heeft zes aantallen nodig</translation>
    </message>
    <message id="position.round">
        <source>round or first player out of range</source>
        <translation>ronde of startspeler buiten het bereik</translation>
    </message>
    <message id="position.side">
        <source>{seat} cannot support {side}</source>
        <translation>{seat} kan {side} niet steunen</translation>
    </message>
    <message id="position.start">
        <source>it must start with 'crusade'</source>
        <translation>ze moet beginnen met 'crusade'</translation>
    </message>
    <message id="position.step">
        <source>step out of range</source>
        <translation>stap buiten het bereik</translation>
    </message>
    <message id="position.texts">
        <source>a list of texts was expected</source>
        <translation>een lijst teksten verwacht</translation>
    </message>
    <message id="position.total">
        <source>the cards do not add up to {n}</source>
        <translation>de kaarten komen niet uit op {n}</translation>
    </message>
    <message id="position.tracks">
        <source>tracks run from 0 to 10</source>
        <translation>sporen lopen van 0 tot 10</translation>
    </message>
    <message id="position.whole">
        <source>a whole number was expected, not {value}</source>
        <translation>een geheel getal verwacht, niet {value}</translation>
    </message>
    <message id="position.word">
        <source>cannot read {word}</source>
        <translation>{word} kan niet gelezen worden</translation>
    </message>
    <message id="refuse.act">
        <source>That action cannot be performed here: {reason}</source>
        <translation>Die actie kan hier niet: {reason}</translation>
    </message>
    <message id="refuse.can_move">
        <source>The figure can move, so it must.</source>
        <translation>De figuur kan bewegen, dus moet hij.</translation>
    </message>
    <message id="refuse.cards">
        <source>The hand does not hold those cards.</source>
        <translation>De hand bevat die kaarten niet.</translation>
    </message>
    <message id="refuse.choice">
        <source>Choose what the action offers.</source>
        <translation>Kies wat de actie aanbiedt.</translation>
    </message>
    <message id="refuse.coins" numerus="yes">
        <source>It costs {n} coins.</source>
        <extracomment>one: It costs {n} coin.</extracomment>
        <translation>
            <numerusform>Het kost {n} munt.</numerusform>
            <numerusform>Het kost {n} munten.</numerusform>
        </translation>
    </message>
    <message id="refuse.contribute">
        <source>Add at most three cards from the hand (the third costs {n} coins).</source>
        <translation>Leg hoogstens drie kaarten uit de hand (de derde kost {n} munten).</translation>
    </message>
    <message id="refuse.end_occupied">
        <source>The move must end on an empty location.</source>
        <translation>De zet moet op een lege plaats eindigen.</translation>
    </message>
    <message id="refuse.malformed">
        <source>That action is not well formed.</source>
        <translation>Die actie is niet goed gevormd.</translation>
    </message>
    <message id="refuse.must_move">
        <source>The figure must move at least one segment.</source>
        <translation>De figuur moet minstens één traject bewegen.</translation>
    </message>
    <message id="refuse.no_location">
        <source>There is no location {location}.</source>
        <translation>Er is geen plaats {location}.</translation>
    </message>
    <message id="refuse.no_seat">
        <source>There is no player {player} in this game.</source>
        <translation>Er is geen speler {player} in dit spel.</translation>
    </message>
    <message id="refuse.not_action">
        <source>{action} is not an action of {title}.</source>
        <translation>{action} is geen actie van {title}.</translation>
    </message>
    <message id="refuse.not_joined">
        <source>{a} and {b} are not joined by a segment.</source>
        <translation>{a} en {b} zijn niet met een traject verbonden.</translation>
    </message>
    <message id="refuse.not_offered">
        <source>That is not one of the choices.</source>
        <translation>Dat is geen van de keuzes.</translation>
    </message>
    <message id="refuse.not_turn">
        <source>It is not {player}'s turn.</source>
        <translation>{player} is niet aan de beurt.</translation>
    </message>
    <message id="refuse.occupied">
        <source>{location} is not an empty location.</source>
        <translation>{location} is geen lege plaats.</translation>
    </message>
    <message id="refuse.over">
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message id="refuse.owned">
        <source>Already owned.</source>
        <translation>Al in bezit.</translation>
    </message>
    <message id="refuse.reserve">
        <source>The Reserve has no {card} left.</source>
        <translation>De reserve heeft geen {card} meer.</translation>
    </message>
    <message id="refuse.rob">
        <source>{victim} does not stand on the way as a rival with cards.</source>
        <translation>{victim} staat niet onderweg als rivaal met kaarten.</translation>
    </message>
    <message id="refuse.side">
        <source>Choose Richard or John.</source>
        <translation>Kies Richard of Jan.</translation>
    </message>
    <message id="refuse.supporters">
        <source>Only {faction}'s supporters can perform this action.</source>
        <translation>Alleen aanhangers van {faction} kunnen deze actie uitvoeren.</translation>
    </message>
    <message id="refuse.too_far" numerus="yes">
        <source>Only {n} movement points this round.</source>
        <extracomment>one: Only {n} movement point this round.</extracomment>
        <translation>
            <numerusform>Deze ronde maar {n} bewegingspunt.</numerusform>
            <numerusform>Deze ronde maar {n} bewegingspunten.</numerusform>
        </translation>
    </message>
    <message id="refuse.trade">
        <source>The trade needs the Neutral's skill, once per round, and two cards of one type.</source>
        <translation>De ruil vraagt de vaardigheid van de Neutrale, eens per ronde, en twee kaarten van één soort.</translation>
    </message>
    <message id="refuse.twice">
        <source>A figure never passes through the same location twice in a round.</source>
        <translation>Een figuur komt in een ronde nooit twee keer door dezelfde plaats.</translation>
    </message>
    <message id="refuse.water">
        <source>Water segments need the Ship.</source>
        <translation>Watertrajecten vragen het Schip.</translation>
    </message>
    <message id="refuse.wrong_phase">
        <source>That is not possible during {phase}.</source>
        <translation>Dat kan niet tijdens {phase}.</translation>
    </message>
    <message id="result" numerus="yes">
        <source>{winners} wins with {n} prestige points.</source>
        <extracomment>one: {winners} wins with {n} prestige point.</extracomment>
        <translation>
            <numerusform>{winners} wint met {n} prestigepunt.</numerusform>
            <numerusform>{winners} wint met {n} prestigepunten.</numerusform>
        </translation>
    </message>
    <message id="result.reason">
        <source>{end} {winner}</source>
        <translation>{end} {winner}</translation>
    </message>
    <message id="result.shared" numerus="yes">
        <source>{winners} share the victory with {n} prestige points.</source>
        <extracomment>one: {winners} share the victory with {n} prestige point.</extracomment>
        <translation>
            <numerusform>{winners} delen de overwinning met {n} prestigepunt.</numerusform>
            <numerusform>{winners} delen de overwinning met {n} prestigepunten.</numerusform>
        </translation>
    </message>
    <message id="rob">
        <source>{player} takes a {card} from {victim}.</source>
        <translation>{player} neemt een {card} van {victim}.</translation>
    </message>
    <message id="rob.public">
        <source>{player} takes a random card from {victim}.</source>
        <translation>{player} neemt een willekeurige kaart van {victim}.</translation>
    </message>
    <message id="round.start">
        <source>Round {round}: {player} holds the first player token.</source>
        <translation>Ronde {round}: {player} heeft het startspelerfiche.</translation>
    </message>
    <message id="side.choose">
        <source>{player} supports {side} this round.</source>
        <translation>{player} steunt deze ronde {side}.</translation>
    </message>
    <message id="skill.draw">
        <source>{player}'s faction skill: a card from the Provisions deck, then a discard.</source>
        <translation>Factievaardigheid van {player}: een kaart van de voorraadstapel, dan een aflegkaart.</translation>
    </message>
    <message id="stay">
        <source>{player} cannot move and stays on {location}.</source>
        <translation>{player} kan niet bewegen en blijft in {location}.</translation>
    </message>
    <message id="summary">
        <source>Round {round}: {player} to act ({phase}).</source>
        <translation>Ronde {round}: {player} is aan zet ({phase}).</translation>
    </message>
    <message id="summary.over">
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message id="take">
        <source>{player} takes {cards} from the Reserve.</source>
        <translation>{player} neemt {cards} uit de reserve.</translation>
    </message>
    <message id="title">
        <source>Richard the Lionheart</source>
        <translation>Richard Leeuwenhart</translation>
    </message>
    <message id="track.kings_return">
        <source>King's Return</source>
        <translation>Terugkeer van de Koning</translation>
    </message>
    <message id="track.kings_treasure">
        <source>King's Treasure</source>
        <translation>Schatkist van de Koning</translation>
    </message>
    <message id="track.move">
        <source>{track} moves to {value}.</source>
        <translation>{track} gaat naar {value}.</translation>
    </message>
    <message id="track.richard_army">
        <source>Richard's Army</source>
        <translation>Leger van Richard</translation>
    </message>
    <message id="track.saladin_army">
        <source>Saladin's Army</source>
        <translation>Leger van Saladin</translation>
    </message>
    <message id="trade">
        <source>{player} trades two {card} cards for four Provisions cards.</source>
        <translation>{player} ruilt twee kaarten {card} voor vier voorraadkaarten.</translation>
    </message>
    <message id="who.all">
        <source>every player</source>
        <translation>elke speler</translation>
    </message>
    <message id="who.fewest">
        <source>the player(s) with the fewest prestige points</source>
        <translation>de speler(s) met de minste prestigepunten</translation>
    </message>
    <message id="who.home">
        <source>every player on a location of their colour</source>
        <translation>elke speler op een plaats van zijn kleur</translation>
    </message>
    <message id="who.john">
        <source>John's supporters</source>
        <translation>de aanhangers van Jan</translation>
    </message>
    <message id="who.rich">
        <source>every player with {at} coins or more</source>
        <translation>elke speler met {at} munten of meer</translation>
    </message>
    <message id="who.richard">
        <source>Richard's supporters</source>
        <translation>de aanhangers van Richard</translation>
    </message>
</context>
</TS>
