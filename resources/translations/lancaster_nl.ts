<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>lancaster</name>
    <message id="ally.lapse">
        <source>{lord} is an ally: that reward lapses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="captive.ransomed">
        <source>{lord} buys back a knight of strength {strength}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="captive.reserve">
        <source>{lord}'s captured knight of strength {strength} goes to the reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="castle.declined">
        <source>{lord} does not pay for castle space {space}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="castle.extension">
        <source>{lord}'s extension on castle space {space} yields its reward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="castle.item">
        <source>{lord}'s knight on castle space {space} yields its reward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="castle.nothing">
        <source>Castle space {space} yields {lord} nothing now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="conflict.ally_rank" numerus="yes">
        <source>{lord} is an ally: its {n} power points lapse.</source>
        <extracomment>one: {lord} is an ally: its {n} power point lapses.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="conflict.captured">
        <source>Conflict {card} is lost again: its knights are captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="conflict.england">
        <source>Conflict {card}: England {total} against France {france}: England wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="conflict.france">
        <source>Conflict {card}: England {total} against France {france}: France wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="conflict.new">
        <source>New conflict {card}: France {france}, power points {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="conflict.second">
        <source>Conflict {card} gets a second attempt (bottom row).</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="county.A">
        <source>County A</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="county.B">
        <source>Stafford</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="county.C">
        <source>County C</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="county.D">
        <source>Gloucester</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="county.E">
        <source>County E</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="county.F">
        <source>County F</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="county.G">
        <source>County G</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="county.H">
        <source>Somerset</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="county.I">
        <source>Surrey</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="cross">
        <source>{lord}'s knight crosses to France: conflict {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="cross.none">
        <source>{lord}'s knight stays at home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.castle">
        <source>evaluate castle space {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.castle_decline">
        <source>do not pay for castle space {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.county.both">
        <source>pay 3 gold for both</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.county.noble">
        <source>take the noble</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.county.reward">
        <source>take the other reward</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.cross">
        <source>cross to conflict {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.extension">
        <source>build the extension on castle space {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.no_ransom">
        <source>leave the knight to the reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.no_upgrade">
        <source>upgrade no knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.noble">
        <source>the noble of {county}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.pay" numerus="yes">
        <source>buy {n}</source>
        <extracomment>one: buy {n}</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="describe.place" numerus="yes">
        <source>{lord}: knight {strength} to {where} with {n} squires</source>
        <extracomment>one: {lord}: knight {strength} to {where} with {n} squire</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="describe.ransom">
        <source>buy the knight back</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.start">
        <source>{lord} becomes start player</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.stay">
        <source>stay at home</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.upgrade">
        <source>upgrade the {strength} ({where})</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.vote" numerus="yes">
        <source>vote {vote} with {n} markers</source>
        <extracomment>one: vote {vote} with {n} marker</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="extension">
        <source>{lord} builds the castle extension on space {space}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="favour">
        <source>{lord} takes the king's favour: {favour}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="favour.gold" numerus="yes">
        <source>{n} gold</source>
        <extracomment>one: {n} gold</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="favour.noble" numerus="yes">
        <source>{n} nobles</source>
        <extracomment>one: a noble</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="favour.squires" numerus="yes">
        <source>{n} squires</source>
        <extracomment>one: {n} squire</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="favour.upgrade" numerus="yes">
        <source>{n} upgrades</source>
        <extracomment>one: an upgrade</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="final">
        <source>Final scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="final.extensions" numerus="yes">
        <source>{lord}: {value} extensions, {n} power points.</source>
        <extracomment>one: {lord}: {value} extensions, {n} power point.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="final.knighthood" numerus="yes">
        <source>{lord}: knighthood {value}, {n} power points.</source>
        <extracomment>one: {lord}: knighthood {value}, {n} power point.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="final.nobles" numerus="yes">
        <source>{lord}: {nobles} nobles, {n} power points.</source>
        <extracomment>one: {lord}: {nobles} nobles, {n} power point.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="gain.gold" numerus="yes">
        <source>{lord} takes {n} gold.</source>
        <extracomment>one: {lord} takes {n} gold.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="gain.pp" numerus="yes">
        <source>{lord} scores {n} power points.</source>
        <extracomment>one: {lord} scores {n} power point.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="gain.squires" numerus="yes">
        <source>{lord} takes {n} squires.</source>
        <extracomment>one: {lord} takes {n} squire.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="gain.votes" numerus="yes">
        <source>{lord} takes {n} voting markers.</source>
        <extracomment>one: {lord} takes {n} voting marker.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="knight.new">
        <source>{lord} takes a new knight of strength 1 into court.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="knight.none">
        <source>{lord} has no strength-1 knight left in the reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.0a">
        <source>Most gold: upgrade a deployed knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.0b">
        <source>Most squires: a new strength-1 knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.0c">
        <source>3 power points per 2 counties</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.1a">
        <source>Buy voting markers, 1 gold each</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.1b">
        <source>3 power points for 1 squire and 1 gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.1c">
        <source>An extension per 2 conflicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.1d">
        <source>A squire per deployed strength-2 knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.2a">
        <source>Squire, voting marker and gold per 2 conflicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.2b">
        <source>No strength-2 knight deployed: upgrade a knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.2c">
        <source>Deployed strength-3 knight becomes the 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.2d">
        <source>5 power points per 3 extensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.3a">
        <source>3 power points per conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.3b">
        <source>8 power points per 3 counties</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.3c">
        <source>5 power points for all three strength-1 knights deployed</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.3d">
        <source>A new strength-1 knight per 3 nobles</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.4a">
        <source>Buy power points, 1 gold each</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.4b">
        <source>Buy power points, 1 squire each</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.4c">
        <source>6 power points for deployed knights of all four strengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.apply">
        <source>Law: {law}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.buy_none">
        <source>{lord} buys nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="law.most_gold" numerus="yes">
        <source>Most gold, tied: {lords}.</source>
        <extracomment>one: Most gold: {lords}.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="law.most_squires" numerus="yes">
        <source>Most squires, tied: {lords}.</source>
        <extracomment>one: Most squires: {lords}.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="law.replaced">
        <source>“{old}” leaves parliament; “{new}” is in force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="noble.removed">
        <source>{lord} (an ally) takes the noble of {county} out of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="noble.take">
        <source>{lord} takes the noble of {county} to the round table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="oust" numerus="yes">
        <source>{lord} ousts {other} from {county}; the knight goes home, {n} squires to the supply.</source>
        <extracomment>one: {lord} ousts {other} from {county}; the knight goes home, {n} squire to the supply.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="pay.gold" numerus="yes">
        <source>{lord} pays {n} gold.</source>
        <extracomment>one: {lord} pays {n} gold.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="pay.pp" numerus="yes">
        <source>{lord} loses {n} power points.</source>
        <extracomment>one: {lord} loses {n} power point.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="pay.squires" numerus="yes">
        <source>{lord} pays {n} squires.</source>
        <extracomment>one: {lord} pays {n} squire.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="pay.votes" numerus="yes">
        <source>{lord} gives up {n} voting markers.</source>
        <extracomment>one: {lord} gives up {n} voting marker.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="pending.castle">
        <source>evaluate the castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="pending.county">
        <source>choose the county's reward</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="pending.ext">
        <source>choose a castle extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="pending.favour">
        <source>choose a king's favour</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="pending.france">
        <source>choose a conflict for the crossing</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="pending.noble">
        <source>choose a noble</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="pending.pay">
        <source>decide how much to buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="pending.ransom">
        <source>ransom a captured knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="pending.surrey">
        <source>name the start player</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="pending.upgrade">
        <source>choose a knight to upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="place.castle">
        <source>castle space {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="place.conflict">
        <source>conflict {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="place.county" numerus="yes">
        <source>{lord} places a knight of strength {strength} in {county} with {n} squires.</source>
        <extracomment>one: {lord} places a knight of strength {strength} in {county} with {n} squire.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="place.court">
        <source>the court</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="place.in_castle">
        <source>{lord} places a knight of strength {strength} on castle space {space}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="place.in_conflict">
        <source>{lord} places a knight of strength {strength} in conflict {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="place.reserve">
        <source>the reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="proposals">
        <source>Proposals for parliament: {laws}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.ally_squires">
        <source>an ally's knights take no squires</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.both">
        <source>both rewards cost {n} gold and a noble you do not have yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.choice">
        <source>that choice is not open now</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.conflict_full">
        <source>conflict {card} has no free space for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.covered">
        <source>an extension covers castle space {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.decide">
        <source>first {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.markers">
        <source>you have only {n} voting markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.minimum">
        <source>{county} needs a knight of strength {n} or more on its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.no_ally">
        <source>you have no ally</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.no_conflict">
        <source>there is no conflict {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.no_knight">
        <source>there is no knight of strength {strength} in that court</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.no_place">
        <source>{where} is not a place for a knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.no_space">
        <source>there is no castle space {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.not_action">
        <source>{action} is not an action of Lancaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.not_turn">
        <source>it is not {lord}'s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.over">
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.own_knight">
        <source>you may not oust your own knights (nor your ally's)</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.pay">
        <source>you can buy at most {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.place_now">
        <source>now is the time to place a knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.ransom">
        <source>you lack the gold to buy that knight back</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.space_taken">
        <source>castle space {space} already holds a knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.squires">
        <source>you have only {n} squires</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.squires_county">
        <source>squires go only to counties</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.too_weak">
        <source>the knight there has strength {n}: {attack} is not enough to oust it</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.vote_now">
        <source>parliament is voting: cast your vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="result.shared" numerus="yes">
        <source>{lords} share the victory with {n} power points.</source>
        <extracomment>one: {lords} share the victory with {n} power point.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="result.win" numerus="yes">
        <source>{lords} wins with {n} power points.</source>
        <extracomment>one: {lords} wins with {n} power point.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="round">
        <source>Round {round}: place your knights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="seat.blue">
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="seat.green">
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="seat.purple">
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="seat.red">
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="seat.yellow">
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="squires.back" numerus="yes">
        <source>{lord}'s {n} squires go back to the supply.</source>
        <extracomment>one: {lord}'s {n} squire goes back to the supply.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="stage.parliament">
        <source>Parliament: the proposals are put to the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="stage.revenues">
        <source>Revenues: counties, castles, conflicts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="start.named">
        <source>{lord} names {start} start player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="start.player">
        <source>{lord} is the start player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="summary.pending">
        <source>Round {round}: {lord} must {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="summary.place">
        <source>Round {round}: {lord} places a knight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="summary.vote" numerus="yes">
        <source>Round {round}: vote on “{law}” ({lords} still to vote).</source>
        <extracomment>one: Round {round}: vote on “{law}” ({lords} still to vote).</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="table" numerus="yes">
        <source>{lord}'s round table: {nobles} nobles and the lord.</source>
        <extracomment>one: {lord}'s round table: {nobles} noble and the lord.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="title">
        <source>Lancaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="upgrade">
        <source>{lord} upgrades a knight from {old} to {new} ({where}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="upgrade.declined">
        <source>{lord} upgrades no knight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="vote.cast" numerus="yes">
        <source>You vote {vote} with {n} voting markers.</source>
        <extracomment>one: You vote {vote} with {n} voting marker.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="vote.hidden">
        <source>{lord} has voted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="vote.no">
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="vote.result.adopted">
        <source>Votes on “{law}”: {yes} for, {no} against ({votes}). The law is adopted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="vote.result.rejected">
        <source>Votes on “{law}”: {yes} for, {no} against ({votes}). The law is rejected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="vote.shown" numerus="yes">
        <source>{lord}: {vote} + {n}</source>
        <extracomment>one: {lord}: {vote} + {n}</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="vote.yes">
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="votes.back" numerus="yes">
        <source>{lord} returns {n} unused voting markers to the supply.</source>
        <extracomment>one: {lord} returns {n} unused voting marker to the supply.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
