<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>crusade</name>
    <message id="act">
        <source>{player} performs the action of {location}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="act.none">
        <source>{player} has no action to perform at {location}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="act.pass">
        <source>{player} takes no action at {location}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="allies.none">
        <source>{player} takes no card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="and">
        <source>{a} and {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="banners.green">
        <source>Saladin has won the battle: Saladin's Army advances {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="banners.red">
        <source>King Richard has won the battle: Richard's Army advances {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="banners.tie">
        <source>Stalemate: neither Army moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="buy" numerus="yes">
        <source>{player} buys {item} for {n} coins.</source>
        <extracomment>one: {player} buys {item} for {n} coin.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="buy.pass">
        <source>{player} buys nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="card.GB">
        <source>green banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="card.GC">
        <source>green chest</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="card.GH">
        <source>green hourglass</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="card.RB">
        <source>red banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="card.RC">
        <source>red chest</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="card.RH">
        <source>red hourglass</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="card.X">
        <source>hidden card</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="cards.count" numerus="yes">
        <source>{n} cards</source>
        <extracomment>one: {n} card</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="cards.list">
        <source>{items}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="cards.none">
        <source>no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="char.ely">
        <source>Bishop of Ely</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="char.isabella">
        <source>Isabella</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="char.leopold">
        <source>Leopold of Austria</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="char.little_john">
        <source>Little John</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="char.marian">
        <source>Maid Marian</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="char.marie">
        <source>Marie of France</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="char.prince_john">
        <source>Prince John</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="char.robin">
        <source>Robin Hood</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="char.sheriff">
        <source>Sheriff of Nottingham</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="char.tuck">
        <source>Friar Tuck</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="chests.green">
        <source>The Royal Treasure is emptied: King's Treasure moves 2 towards 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="chests.red">
        <source>The Royal Treasure is maintained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="chests.tie">
        <source>Necessary spending: King's Treasure moves 1 towards 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="colour.G">
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="colour.R">
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="contribute" numerus="yes">
        <source>{player} adds {n} cards to the Crusade deck.</source>
        <extracomment>one: {player} adds {n} card to the Crusade deck.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="contribute.own">
        <source>{player} adds {cards} to the Crusade deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="contribute.penalty" numerus="yes">
        <source>{player} loses {n} prestige points for missing cards.</source>
        <extracomment>one: {player} loses {n} prestige point for missing cards.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="crusade.draw" numerus="yes">
        <source>The Crusade: {n} cards revealed: {cards}.</source>
        <extracomment>one: The Crusade: {n} card revealed: {cards}.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="crusade.short">
        <source>The Crusade deck runs short: one card of each type comes from the Reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.act">
        <source>Perform the action of {location}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.buy">
        <source>Buy {item}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.contribute">
        <source>Add {cards} to the Crusade deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.discard">
        <source>Discard a {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.keep">
        <source>Keep the edict: {edict}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.move">
        <source>Travel to {to} by {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.move.rob">
        <source>Travel to {to} by {path}, taking a card from {victims}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.pass">
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.place">
        <source>Place the figure on {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.side">
        <source>Support {side} this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.stay">
        <source>Stay (no legal move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.take">
        <source>Take a {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="describe.trade">
        <source>Trade two {card} cards for four</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="discard">
        <source>{player} discards a {card} to the Reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="draw">
        <source>{player} draws {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="draw.empty">
        <source>The Provisions deck is empty: {player} draws nothing more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="draw.public" numerus="yes">
        <source>{player} draws {n} cards.</source>
        <extracomment>one: {player} draws {n} card.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="edict.armies_below">
        <source>+{points} prestige if no Army track reached {at}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="edict.coins">
        <source>+{points} prestige per {per} coins (at most {max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="edict.draw">
        <source>{player} draws an edict and must put one back under the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="edict.hand">
        <source>+{points} prestige per {colour} card in hand (at most {max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="edict.keep">
        <source>{player} keeps the edict: {edict}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="edict.keep.public">
        <source>{player} puts an edict under the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="edict.score" numerus="yes">
        <source>{player} scores {n} prestige points for the edict: {edict}.</source>
        <extracomment>one: {player} scores {n} prestige point for the edict: {edict}.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="edict.sets">
        <source>+{points} prestige per complete set of the six card types in hand (at most {max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="edict.track">
        <source>+{points} prestige per {per} spaces {track} has moved (at most {max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="edict.tracks_at_least">
        <source>+{points} prestige if the King's Return and Treasure are both at {at} or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="edict.upgrades">
        <source>+{points} prestige per upgrade owned (at most {max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="editor.figures">
        <source>{player} needs a location for the figure before play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="encounter.mercenary">
        <source>The Mercenary gives {player} {n} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="encounter.merchant">
        <source>The Merchant gives {player} {n} coins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="end.kings_return">
        <source>The King's Return reached 0: Richard comes home early; his supporters are the winning faction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="end.kings_treasure">
        <source>The King's Treasure reached 0: Richard is overthrown; John's supporters are the winning faction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="end.last_round">
        <source>The tenth round is over: the player with the most prestige wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="end.richard_army">
        <source>Richard's Army reached 10: King Richard triumphs; his supporters are the winning faction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="end.saladin_army">
        <source>Saladin's Army reached 10: King Richard dies in battle; John's supporters are the winning faction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E01">
        <source>Siege of Acre</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E02">
        <source>Saladin's Cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E03">
        <source>Truce of Ramla</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E04">
        <source>Fair Winds</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E05">
        <source>Storms at Sea</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E06">
        <source>The Long Road Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E07">
        <source>Royal Tax</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E08">
        <source>Ransom Demanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E09">
        <source>War Expenses</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E10">
        <source>Pilgrims' Tithe</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E11">
        <source>Market Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E12">
        <source>Horse Fair</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E13">
        <source>Shipwrights</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E14">
        <source>Washed-out Roads</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E15">
        <source>Mustering</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E16">
        <source>Spies Everywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E17">
        <source>Loyalty Rewarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.E18">
        <source>Royal Pardon</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.applies">
        <source>{event} applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.fails">
        <source>{event}: the condition is not met.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.peek">
        <source>{player} looks at the next event: {event}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="event.reveal">
        <source>Event of the crusade: {event}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="faction.john">
        <source>John</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="faction.neutral">
        <source>Neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="faction.richard">
        <source>Richard</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="figures.move">
        <source>The Merchant moves to {merchant}, the Mercenary to {mercenary}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="gain.coins" numerus="yes">
        <source>{player} takes {n} coins.</source>
        <extracomment>one: {player} takes {n} coin.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="gain.prestige" numerus="yes">
        <source>{player} earns {n} prestige points.</source>
        <extracomment>one: {player} earns {n} prestige point.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="give">
        <source>{player} returns {cards} to the Reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="hourglasses.green">
        <source>The Return of the King has been slowed down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="hourglasses.red">
        <source>The Return of the King has been sped up: King's Return moves 2 towards 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="hourglasses.tie">
        <source>The Return of the King draws near: King's Return moves 1 towards 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="item.horse">
        <source>the Horse</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="item.prestige">
        <source>a prestige point</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="item.random">
        <source>a random card</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="item.reserve">
        <source>a Reserve card</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="item.ship">
        <source>the Ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="item.skill">
        <source>the faction skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="mercenary">
        <source>Mercenary</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="merchant">
        <source>Merchant</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="move">
        <source>{player} travels to {to} by {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="neutral.bonus" numerus="yes">
        <source>{player} scores {n} prestige points as the Neutral.</source>
        <extracomment>one: {player} scores {n} prestige point as the Neutral.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="pay" numerus="yes">
        <source>{player} pays {n} coins.</source>
        <extracomment>one: {player} pays {n} coin.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="phase.contribute">
        <source>the contributions to the Crusade</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="phase.over">
        <source>the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="phase.purchase">
        <source>purchasing</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="phase.side">
        <source>the Neutral's choice of side</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="phase.travel">
        <source>travelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="place">
        <source>{player} places the figure on {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.act">
        <source>That action cannot be performed here: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.can_move">
        <source>The figure can move, so it must.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.cards">
        <source>The hand does not hold those cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.choice">
        <source>Choose what the action offers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.coins" numerus="yes">
        <source>It costs {n} coins.</source>
        <extracomment>one: It costs {n} coin.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="refuse.contribute">
        <source>Add at most three cards from the hand (the third costs {n} coins).</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.end_occupied">
        <source>The move must end on an empty location.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.malformed">
        <source>That action is not well formed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.must_move">
        <source>The figure must move at least one segment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.no_location">
        <source>There is no location {location}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.no_seat">
        <source>There is no player {player} in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.not_action">
        <source>{action} is not an action of {title}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.not_joined">
        <source>{a} and {b} are not joined by a segment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.not_offered">
        <source>That is not one of the choices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.not_turn">
        <source>It is not {player}'s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.occupied">
        <source>{location} is not an empty location.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.over">
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.owned">
        <source>Already owned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.reserve">
        <source>The Reserve has no {card} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.rob">
        <source>{victim} does not stand on the way as a rival with cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.side">
        <source>Choose Richard or John.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.supporters">
        <source>Only {faction}'s supporters can perform this action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.too_far" numerus="yes">
        <source>Only {n} movement points this round.</source>
        <extracomment>one: Only {n} movement point this round.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="refuse.trade">
        <source>The trade needs the Neutral's skill, once per round, and two cards of one type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.twice">
        <source>A figure never passes through the same location twice in a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.water">
        <source>Water segments need the Ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="refuse.wrong_phase">
        <source>That is not possible during {phase}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="result" numerus="yes">
        <source>{winners} wins with {n} prestige points.</source>
        <extracomment>one: {winners} wins with {n} prestige point.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="result.reason">
        <source>{end} {winner}</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="result.shared" numerus="yes">
        <source>{winners} share the victory with {n} prestige points.</source>
        <extracomment>one: {winners} share the victory with {n} prestige point.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="rob">
        <source>{player} takes a {card} from {victim}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="rob.public">
        <source>{player} takes a random card from {victim}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="round.start">
        <source>Round {round}: {player} holds the first player token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="side.choose">
        <source>{player} supports {side} this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="skill.draw">
        <source>{player}'s faction skill: a card from the Provisions deck, then a discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="stay">
        <source>{player} cannot move and stays on {location}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="summary">
        <source>Round {round}: {player} to act ({phase}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="summary.over">
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="take">
        <source>{player} takes {cards} from the Reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="title">
        <source>Richard the Lionheart</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="track.kings_return">
        <source>King's Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="track.kings_treasure">
        <source>King's Treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="track.move">
        <source>{track} moves to {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="track.richard_army">
        <source>Richard's Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="track.saladin_army">
        <source>Saladin's Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message id="trade">
        <source>{player} trades two {card} cards for four Provisions cards.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
