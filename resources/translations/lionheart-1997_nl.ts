<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>lionheart-1997</name>
    <message id="attack" numerus="yes">
        <source>{attacker} on {att_square} attack {defender} on {def_square}: {faces} = {n} hits.</source>
        <extracomment>one: {attacker} on {att_square} attack {defender} on {def_square}: {faces} = {n} hit.</extracomment>
        <translation>
            <numerusform>{attacker} op {att_square} valt {defender} op {def_square} aan: {faces} = {n} treffer.</numerusform>
            <numerusform>{attacker} op {att_square} valt {defender} op {def_square} aan: {faces} = {n} treffers.</numerusform>
        </translation>
    </message>
    <message id="attack.armour">
        <source>{unit} need {hits} hits per figure: no figure lost.</source>
        <translation>{unit} heeft {hits} treffers per figuur nodig: geen figuur verloren.</translation>
    </message>
    <message id="attack.armour.king">
        <source>{unit} needs {hits} hits per figure: no figure lost.</source>
        <translation>{unit} heeft {hits} treffers per figuur nodig: geen figuur verloren.</translation>
    </message>
    <message id="attack.eliminated.all">
        <source>{unit} lose every figure and are eliminated.</source>
        <translation>{unit} verliest alle figuren en is uitgeschakeld.</translation>
    </message>
    <message id="attack.eliminated.last">
        <source>{unit} lose their last figure and are eliminated.</source>
        <translation>{unit} verliest de laatste figuur en is uitgeschakeld.</translation>
    </message>
    <message id="attack.eliminated.last.king">
        <source>{unit} loses his last figure and is eliminated.</source>
        <translation>{unit} verliest de laatste figuur en is uitgeschakeld.</translation>
    </message>
    <message id="attack.last_figure">
        <source>{attacker} on {att_square} attack {defender} on {def_square}: last figure rolls {faces}.</source>
        <translation>{attacker} op {att_square} valt {defender} op {def_square} aan: de laatste figuur gooit {faces}.</translation>
    </message>
    <message id="attack.last_figure.two_hits">
        <source>{attacker} on {att_square} attack {defender} on {def_square}: last figure rolls {faces} (two hits).</source>
        <translation>{attacker} op {att_square} valt {defender} op {def_square} aan: de laatste figuur gooit {faces} (twee treffers).</translation>
    </message>
    <message id="attack.losses" numerus="yes">
        <source>{unit} lose {n} figures; {left} left.</source>
        <extracomment>one: {unit} lose {n} figure; {left} left.</extracomment>
        <translation>
            <numerusform>{unit} verliest {n} figuur; er blijven {left} over.</numerusform>
            <numerusform>{unit} verliest {n} figuren; er blijven {left} over.</numerusform>
        </translation>
    </message>
    <message id="bribe">
        <source>The {side} King bribes {unit} on {square}: they now fight for {side}.</source>
        <translation>De koning van {side} koopt {unit} op {square} om: zij vechten nu voor {side}.</translation>
    </message>
    <message id="describe.attack">
        <source>{unit} attack {target}</source>
        <translation>{unit} valt {target} aan</translation>
    </message>
    <message id="describe.attack.king">
        <source>{unit} attacks {target}</source>
        <translation>{unit} valt {target} aan</translation>
    </message>
    <message id="describe.bribe">
        <source>the King bribes {target}</source>
        <translation>de koning koopt {target} om</translation>
    </message>
    <message id="describe.confirm_setup">
        <source>confirm the setup</source>
        <translation>opstelling bevestigen</translation>
    </message>
    <message id="describe.end_turn">
        <source>end the turn</source>
        <translation>beurt beëindigen</translation>
    </message>
    <message id="describe.move">
        <source>{unit} move to {to}</source>
        <translation>{unit} trekt naar {to}</translation>
    </message>
    <message id="describe.move.king">
        <source>{unit} moves to {to}</source>
        <translation>{unit} trekt naar {to}</translation>
    </message>
    <message id="describe.place">
        <source>place {kind} ({figures}) on {square}</source>
        <translation>{kind} ({figures}) op {square} plaatsen</translation>
    </message>
    <message id="describe.regroup" numerus="yes">
        <source>move {n} Infantry figures from {frm} to {to}</source>
        <extracomment>one: move {n} Infantry figure from {frm} to {to}</extracomment>
        <translation>
            <numerusform>{n} infanteriefiguur van {frm} naar {to} verplaatsen</numerusform>
            <numerusform>{n} infanteriefiguren van {frm} naar {to} verplaatsen</numerusform>
        </translation>
    </message>
    <message id="describe.relocate">
        <source>move the base on {frm} to {to}</source>
        <translation>de eenheid op {frm} naar {to} verzetten</translation>
    </message>
    <message id="describe.remove">
        <source>take the base on {square} back</source>
        <translation>de eenheid op {square} terugnemen</translation>
    </message>
    <message id="describe.roll_off">
        <source>roll for the first turn</source>
        <translation>gooien voor de eerste beurt</translation>
    </message>
    <message id="describe.standard_setup">
        <source>set out the standard army</source>
        <translation>het standaardleger opstellen</translation>
    </message>
    <message id="describe.turn">
        <source>{unit} turn to face {facing}</source>
        <translation>{unit} draait naar het {facing}</translation>
    </message>
    <message id="describe.turn.king">
        <source>{unit} turns to face {facing}</source>
        <translation>{unit} draait naar het {facing}</translation>
    </message>
    <message id="editor.alone">
        <source>{side}'s King stands alone: give him an army</source>
        <translation>De koning van {side} staat alleen: geef hem een leger</translation>
    </message>
    <message id="editor.one_king">
        <source>{side} needs exactly one King on the board</source>
        <translation>{side} heeft precies één koning op het bord nodig</translation>
    </message>
    <message id="face.arrow">
        <source>arrow</source>
        <translation>pijl</translation>
    </message>
    <message id="face.axe">
        <source>axe</source>
        <translation>bijl</translation>
    </message>
    <message id="face.panic">
        <source>panic</source>
        <translation>paniek</translation>
    </message>
    <message id="faces.arrow" numerus="yes">
        <source>{n} arrows</source>
        <extracomment>one: {n} arrow</extracomment>
        <translation>
            <numerusform>{n} pijl</numerusform>
            <numerusform>{n} pijlen</numerusform>
        </translation>
    </message>
    <message id="faces.axe" numerus="yes">
        <source>{n} battle-axes</source>
        <extracomment>one: {n} battle-axe</extracomment>
        <translation>
            <numerusform>{n} strijdbijl</numerusform>
            <numerusform>{n} strijdbijlen</numerusform>
        </translation>
    </message>
    <message id="faces.panic" numerus="yes">
        <source>{n} panic</source>
        <extracomment>one: {n} panic</extracomment>
        <translation>
            <numerusform>{n} paniek</numerusform>
            <numerusform>{n} paniek</numerusform>
        </translation>
    </message>
    <message id="facing.E">
        <source>east</source>
        <translation>oost</translation>
    </message>
    <message id="facing.N">
        <source>north</source>
        <translation>noord</translation>
    </message>
    <message id="facing.S">
        <source>south</source>
        <translation>zuid</translation>
    </message>
    <message id="facing.W">
        <source>west</source>
        <translation>west</translation>
    </message>
    <message id="kind.archer">
        <source>Archers</source>
        <translation>Boogschutters</translation>
    </message>
    <message id="kind.archer.plural">
        <source>Archers</source>
        <translation>Boogschutters</translation>
    </message>
    <message id="kind.heavy_infantry">
        <source>Heavy Infantry</source>
        <translation>Zware infanterie</translation>
    </message>
    <message id="kind.heavy_infantry.plural">
        <source>Heavy Infantry</source>
        <translation>Zware infanterie</translation>
    </message>
    <message id="kind.infantry">
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message id="kind.infantry.plural">
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message id="kind.king">
        <source>King</source>
        <translation>Koning</translation>
    </message>
    <message id="kind.king.plural">
        <source>King</source>
        <translation>Koning</translation>
    </message>
    <message id="kind.knight">
        <source>Knights</source>
        <translation>Ridders</translation>
    </message>
    <message id="kind.knight.plural">
        <source>Knights</source>
        <translation>Ridders</translation>
    </message>
    <message id="kind.mercenary">
        <source>Mercenaries</source>
        <translation>Huurlingen</translation>
    </message>
    <message id="kind.mercenary.plural">
        <source>Mercenaries</source>
        <translation>Huurlingen</translation>
    </message>
    <message id="kind.peasant">
        <source>Peasants</source>
        <translation>Boeren</translation>
    </message>
    <message id="kind.peasant.plural">
        <source>Peasants</source>
        <translation>Boeren</translation>
    </message>
    <message id="mercenary.rout" numerus="yes">
        <source>{unit} flee {n} squares from the Mercenaries.</source>
        <extracomment>one: {unit} flee {n} square from the Mercenaries.</extracomment>
        <translation>
            <numerusform>{unit} vlucht {n} veld weg voor de huurlingen.</numerusform>
            <numerusform>{unit} vlucht {n} velden weg voor de huurlingen.</numerusform>
        </translation>
    </message>
    <message id="move">
        <source>{unit} move from {from} to {to}.</source>
        <translation>{unit} trekt van {from} naar {to}.</translation>
    </message>
    <message id="move.king">
        <source>{unit} moves from {from} to {to}.</source>
        <translation>{unit} trekt van {from} naar {to}.</translation>
    </message>
    <message id="option.massive_infantry">
        <source>Massive infantry</source>
        <translation>Massale infanterie</translation>
    </message>
    <message id="option.massive_infantry.help">
        <source>Massive Infantry (optional rule): up to 10 Infantry on a base; still never more than 4 dice.</source>
        <translation>Massale infanterie (optionele regel): tot 10 Infanterie op één eenheid; nooit meer dan 4 dobbelstenen.</translation>
    </message>
    <message id="option.setup">
        <source>Setup</source>
        <translation>Opstelling</translation>
    </message>
    <message id="option.setup.basic">
        <source>Basic</source>
        <translation>Basis</translation>
    </message>
    <message id="option.setup.customized">
        <source>Customized</source>
        <translation>Naar keuze</translation>
    </message>
    <message id="option.setup.help">
        <source>Basic: the fixed setup with King, Knights, Archers and Infantry. Customized: each side builds its own army of 10 bases, extra forces included, and places it in secret in its back two rows.</source>
        <translation>Basis: de vaste opstelling met Koning, Ridders, Boogschutters en Infanterie. Naar keuze: elke kant stelt een eigen leger van 10 eenheden samen, extra troepen inbegrepen, en plaatst het in het geheim op de achterste twee rijen.</translation>
    </message>
    <message id="option.turn_limit">
        <source>Turn limit</source>
        <translation>Beurtlimiet</translation>
    </message>
    <message id="option.turn_limit.help">
        <source>Not in the rulebook: end the game as a draw after this many turns (empty: no limit). Useful for timed games and self-play.</source>
        <translation>Niet in de spelregels: beëindig het spel als gelijkspel na dit aantal beurten (leeg: geen limiet). Handig voor partijen met tijdslimiet en voor computer tegen computer.</translation>
    </message>
    <message id="over">
        <source>The battle is over.</source>
        <translation>De slag is voorbij.</translation>
    </message>
    <message id="panic">
        <source>PANIC! {unit} about-face and retreat.</source>
        <translation>PANIEK! {unit} maakt rechtsomkeert en trekt terug.</translation>
    </message>
    <message id="panic.chain">
        <source>{unit} panic too!</source>
        <translation>{unit} raakt ook in paniek!</translation>
    </message>
    <message id="panic.ignored">
        <source>{unit} never panic.</source>
        <translation>{unit} raakt nooit in paniek.</translation>
    </message>
    <message id="panic.ignored.king">
        <source>{unit} never panics.</source>
        <translation>{unit} raakt nooit in paniek.</translation>
    </message>
    <message id="panic.into_enemy">
        <source>{unit} run into {other} and are eliminated.</source>
        <translation>{unit} vlucht tegen {other} aan en is uitgeschakeld.</translation>
    </message>
    <message id="panic.into_king">
        <source>{unit} run into their own King and are eliminated.</source>
        <translation>{unit} vlucht tegen de eigen koning aan en is uitgeschakeld.</translation>
    </message>
    <message id="panic.into_mercenary">
        <source>{unit} run into {other} and are eliminated.</source>
        <translation>{unit} vlucht tegen {other} aan en is uitgeschakeld.</translation>
    </message>
    <message id="panic.off_board">
        <source>{unit} run off the board and are eliminated.</source>
        <translation>{unit} vlucht van het bord en is uitgeschakeld.</translation>
    </message>
    <message id="panic.step">
        <source>{unit} retreat from {from} to {to}.</source>
        <translation>{unit} wijkt van {from} naar {to}.</translation>
    </message>
    <message id="peasants.flee" numerus="yes">
        <source>{unit} panic and flee {n} squares!</source>
        <extracomment>one: {unit} panic and flee {n} square!</extracomment>
        <translation>
            <numerusform>{unit} raakt in paniek en vlucht {n} veld!</numerusform>
            <numerusform>{unit} raakt in paniek en vlucht {n} velden!</numerusform>
        </translation>
    </message>
    <message id="phase.play">
        <source>the battle</source>
        <translation>de veldslag</translation>
    </message>
    <message id="phase.roll">
        <source>the roll for the first turn</source>
        <translation>de worp om de eerste beurt</translation>
    </message>
    <message id="phase.setup">
        <source>the secret setup</source>
        <translation>de geheime opstelling</translation>
    </message>
    <message id="position.both_sides">
        <source>the board needs both sides, as gold:...;silver:...</source>
        <translation>het bord heeft beide kanten nodig, als gold:...;silver:...</translation>
    </message>
    <message id="position.dice">
        <source>the dice must be seed/position or ?</source>
        <translation>de dobbelstenen moeten seed/positie of ? zijn</translation>
    </message>
    <message id="position.extra">
        <source>cannot read {item}</source>
        <translation>{item} kan niet gelezen worden</translation>
    </message>
    <message id="position.extra_side">
        <source>unknown side in the extras</source>
        <translation>onbekende kant in de extra's</translation>
    </message>
    <message id="position.fields">
        <source>it needs 8 fields separated by spaces, not {n}</source>
        <translation>er zijn 8 velden nodig, gescheiden door spaties, niet {n}</translation>
    </message>
    <message id="position.not">
        <source>not a Lionheart (1997) position: {why}</source>
        <translation>geen stelling van Lionheart (1997): {why}</translation>
    </message>
    <message id="position.not_text">
        <source>it is not text</source>
        <translation>het is geen tekst</translation>
    </message>
    <message id="position.numbers">
        <source>actions left and turn must be numbers</source>
        <translation>resterende acties en beurt moeten getallen zijn</translation>
    </message>
    <message id="position.option">
        <source>unknown option {option}</source>
        <translation>onbekende optie {option}</translation>
    </message>
    <message id="position.options">
        <source>the options are not valid</source>
        <translation>de opties zijn ongeldig</translation>
    </message>
    <message id="position.phase">
        <source>unknown phase {phase}</source>
        <translation>onbekende fase {phase}</translation>
    </message>
    <message id="position.same_number">
        <source>two units share a number</source>
        <translation>twee eenheden hebben hetzelfde nummer</translation>
    </message>
    <message id="position.side">
        <source>unknown side {side}</source>
        <translation>onbekende kant {side}</translation>
    </message>
    <message id="position.square">
        <source>{token} stands on an impossible square</source>
        <translation>{token} staat op een onmogelijk vak</translation>
    </message>
    <message id="position.unit">
        <source>cannot read the unit {token}</source>
        <translation>de eenheid {token} kan niet gelezen worden</translation>
    </message>
    <message id="refuse.already_face">
        <source>{unit} already face {facing}</source>
        <translation>{unit} kijkt al naar het {facing}</translation>
    </message>
    <message id="refuse.already_face.king">
        <source>{unit} already faces {facing}</source>
        <translation>{unit} kijkt al naar het {facing}</translation>
    </message>
    <message id="refuse.army_size">
        <source>an army has exactly {limit} bases, the King's included; you have {bases}</source>
        <translation>een leger heeft precies {limit} eenheden, de koning meegeteld; je hebt er {bases}</translation>
    </message>
    <message id="refuse.around">
        <source>{kind} attack only the eight squares around them</source>
        <translation>{kind} vallen alleen de acht velden om zich heen aan</translation>
    </message>
    <message id="refuse.attacked">
        <source>{unit} have already attacked this turn</source>
        <translation>{unit} heeft deze beurt al aangevallen</translation>
    </message>
    <message id="refuse.attacked.king">
        <source>{unit} has already attacked this turn</source>
        <translation>{unit} heeft deze beurt al aangevallen</translation>
    </message>
    <message id="refuse.back_rows">
        <source>units start in your own back two rows</source>
        <translation>eenheden beginnen in je eigen twee achterste rijen</translation>
    </message>
    <message id="refuse.base_size">
        <source>a base of {kind} holds {span} figures</source>
        <translation>een eenheid {kind} telt {span} figuren</translation>
    </message>
    <message id="refuse.bases_used">
        <source>all {limit} bases are in use</source>
        <translation>alle {limit} eenheden zijn in gebruik</translation>
    </message>
    <message id="refuse.blocked">
        <source>the way to {square} is blocked</source>
        <translation>de weg naar {square} is versperd</translation>
    </message>
    <message id="refuse.box">
        <source>the box holds only {n} {kind} per side</source>
        <translation>de doos bevat maar {n} {kind} per kant</translation>
    </message>
    <message id="refuse.bribe_facing">
        <source>the King is not facing those Mercenaries</source>
        <translation>de koning kijkt niet naar die huurlingen</translation>
    </message>
    <message id="refuse.bribe_first">
        <source>the King must first move or turn to face the Mercenaries, then bribe them as his next action</source>
        <translation>de koning moet zich eerst naar de huurlingen bewegen of draaien en ze dan als volgende actie omkopen</translation>
    </message>
    <message id="refuse.bribe_king">
        <source>only a King can bribe Mercenaries</source>
        <translation>alleen een koning kan huurlingen omkopen</translation>
    </message>
    <message id="refuse.bribe_target">
        <source>only enemy Mercenaries can be bribed</source>
        <translation>alleen vijandelijke huurlingen kunnen worden omgekocht</translation>
    </message>
    <message id="refuse.bribe_watched">
        <source>their own King stands next to the Mercenaries and faces them: he is watching them</source>
        <translation>hun eigen koning staat naast de huurlingen en kijkt naar hen: hij houdt ze in de gaten</translation>
    </message>
    <message id="refuse.confirmed">
        <source>{side} has already confirmed the setup</source>
        <translation>{side} heeft de opstelling al bevestigd</translation>
    </message>
    <message id="refuse.end_turn">
        <source>you cannot end the turn now</source>
        <translation>je kunt de beurt nu niet beëindigen</translation>
    </message>
    <message id="refuse.foot_one">
        <source>{kind} on foot move one square at a time</source>
        <translation>{kind} te voet bewegen één veld tegelijk</translation>
    </message>
    <message id="refuse.front">
        <source>{kind} must stand next to their target and face it</source>
        <translation>{kind} moeten naast hun doel staan en ernaar kijken</translation>
    </message>
    <message id="refuse.horses">
        <source>the box holds only {n} horses per side</source>
        <translation>de doos bevat maar {n} paarden per kant</translation>
    </message>
    <message id="refuse.king_fixed">
        <source>the King must start on the royal shield</source>
        <translation>de koning moet op het koninklijk schild beginnen</translation>
    </message>
    <message id="refuse.king_placed">
        <source>the King is already on the royal shield</source>
        <translation>de koning staat al op het koninklijk schild</translation>
    </message>
    <message id="refuse.malformed">
        <source>that action is malformed</source>
        <translation>die actie is onjuist samengesteld</translation>
    </message>
    <message id="refuse.move_cost">
        <source>{unit} need {cost} actions to move and only {left} are left</source>
        <translation>{unit} heeft {cost} acties nodig om te bewegen en er zijn er nog maar {left}</translation>
    </message>
    <message id="refuse.move_facing">
        <source>units move only the way they face ({facing})</source>
        <translation>eenheden bewegen alleen in de richting waarin ze kijken ({facing})</translation>
    </message>
    <message id="refuse.move_off">
        <source>units cannot move off the board</source>
        <translation>eenheden kunnen niet van het bord af bewegen</translation>
    </message>
    <message id="refuse.move_zero">
        <source>a move must go at least one square</source>
        <translation>een beweging moet minstens één veld ver gaan</translation>
    </message>
    <message id="refuse.no_base">
        <source>you have no base on {square}</source>
        <translation>je hebt geen eenheid op {square}</translation>
    </message>
    <message id="refuse.no_kind">
        <source>there is no unit type {kind}</source>
        <translation>er is geen eenheidstype {kind}</translation>
    </message>
    <message id="refuse.no_side">
        <source>there is no side called {player}</source>
        <translation>er is geen kant die {player} heet</translation>
    </message>
    <message id="refuse.no_target">
        <source>there is no unit to attack on {square}</source>
        <translation>er staat geen eenheid om aan te vallen op {square}</translation>
    </message>
    <message id="refuse.no_unit">
        <source>there is no unit on {square}</source>
        <translation>er staat geen eenheid op {square}</translation>
    </message>
    <message id="refuse.not_action">
        <source>{action} is not an action of {title}</source>
        <translation>{action} is geen actie van {title}</translation>
    </message>
    <message id="refuse.not_direction">
        <source>{value} is not a direction</source>
        <translation>{value} is geen richting</translation>
    </message>
    <message id="refuse.not_now">
        <source>that action is not possible now</source>
        <translation>die actie kan nu niet</translation>
    </message>
    <message id="refuse.not_square">
        <source>{value} is not a square</source>
        <translation>{value} is geen veld</translation>
    </message>
    <message id="refuse.not_turn">
        <source>it is not {side}'s turn</source>
        <translation>{side} is niet aan de beurt</translation>
    </message>
    <message id="refuse.not_yours">
        <source>{unit} on {square} belong to the other side</source>
        <translation>{unit} op {square} hoort bij de andere kant</translation>
    </message>
    <message id="refuse.not_yours.king">
        <source>{unit} on {square} belongs to the other side</source>
        <translation>{unit} op {square} hoort bij de andere kant</translation>
    </message>
    <message id="refuse.off_board">
        <source>that square is not on the board</source>
        <translation>dat veld ligt niet op het bord</translation>
    </message>
    <message id="refuse.over">
        <source>the game is over</source>
        <translation>het spel is afgelopen</translation>
    </message>
    <message id="refuse.own_units">
        <source>you cannot attack your own units</source>
        <translation>je kunt je eigen eenheden niet aanvallen</translation>
    </message>
    <message id="refuse.regroup_basic">
        <source>regrouping Infantry belongs to the basic game with Massive Infantry</source>
        <translation>infanterie hergroeperen hoort bij het basisspel met massale infanterie</translation>
    </message>
    <message id="refuse.regroup_count" numerus="yes">
        <source>the base on {square} has only {n} figures</source>
        <extracomment>one: the base on {square} has only {n} figure</extracomment>
        <translation>
            <numerusform>de basis op {square} heeft maar {n} figuur</numerusform>
            <numerusform>de basis op {square} heeft maar {n} figuren</numerusform>
        </translation>
    </message>
    <message id="refuse.regroup_full">
        <source>a base holds at most {n} Infantry: {square} has room for {room}</source>
        <translation>een basis draagt hoogstens {n} infanteristen: op {square} is plaats voor {room}</translation>
    </message>
    <message id="refuse.regroup_kind">
        <source>the base on {square} is not Infantry</source>
        <translation>de basis op {square} is geen infanterie</translation>
    </message>
    <message id="refuse.regroup_only">
        <source>in the basic game with Massive Infantry you may only regroup your Infantry (or keep the standard army) before you confirm</source>
        <translation>in het basisspel met massale infanterie mag je alleen je infanterie hergroeperen (of het standaardleger houden) voor je bevestigt</translation>
    </message>
    <message id="refuse.regroup_same">
        <source>choose two different Infantry bases</source>
        <translation>kies twee verschillende infanteriebases</translation>
    </message>
    <message id="refuse.span">
        <source>{low} to {high}</source>
        <translation>{low} tot {high}</translation>
    </message>
    <message id="refuse.taken">
        <source>{square} is already taken</source>
        <translation>{square} is al bezet</translation>
    </message>
    <message id="refuse.turn_cost">
        <source>{unit} need {cost} actions to turn and only {left} are left</source>
        <translation>{unit} heeft {cost} acties nodig om te draaien en er zijn er nog maar {left}</translation>
    </message>
    <message id="refuse.wrong_phase">
        <source>that belongs to {wanted}, but the game is in {phase}</source>
        <translation>dat hoort bij {wanted}, maar het spel is in {phase}</translation>
    </message>
    <message id="refuse.zone">
        <source>{square} is not in the nine squares in front of the {kind}</source>
        <translation>{square} ligt niet in de negen velden voor de {kind}</translation>
    </message>
    <message id="roll_off">
        <source>Gold rolls {gold}, Silver rolls {silver}.</source>
        <translation>Goud gooit {gold}, Zilver gooit {silver}.</translation>
    </message>
    <message id="roll_off.tie">
        <source>Gold rolls {gold}, Silver rolls {silver}. A tie: roll again.</source>
        <translation>Goud gooit {gold}, Zilver gooit {silver}. Gelijk: opnieuw gooien.</translation>
    </message>
    <message id="setup.confirm">
        <source>{side}'s army is ready.</source>
        <translation>Het leger van {side} staat klaar.</translation>
    </message>
    <message id="setup.place">
        <source>{side} places {kind} ({figures}) on {square}.</source>
        <translation>{side} plaatst {kind} ({figures}) op {square}.</translation>
    </message>
    <message id="setup.regroup" numerus="yes">
        <source>{side} moves {n} Infantry figures from {from} to {to}.</source>
        <extracomment>one: {side} moves {n} Infantry figure from {from} to {to}.</extracomment>
        <translation>
            <numerusform>{side} verplaatst {n} infanteriefiguur van {from} naar {to}.</numerusform>
            <numerusform>{side} verplaatst {n} infanteriefiguren van {from} naar {to}.</numerusform>
        </translation>
    </message>
    <message id="setup.relocate">
        <source>{side} moves a base from {from} to {to}.</source>
        <translation>{side} verzet een eenheid van {from} naar {to}.</translation>
    </message>
    <message id="setup.remove">
        <source>{side} takes the base on {square} back.</source>
        <translation>{side} neemt de eenheid op {square} terug.</translation>
    </message>
    <message id="setup.reveal">
        <source>Both armies are revealed.</source>
        <translation>Beide legers worden onthuld.</translation>
    </message>
    <message id="setup.standard">
        <source>{side} sets out the standard army.</source>
        <translation>{side} stelt het standaardleger op.</translation>
    </message>
    <message id="side.gold">
        <source>Gold</source>
        <translation>Goud</translation>
    </message>
    <message id="side.silver">
        <source>Silver</source>
        <translation>Zilver</translation>
    </message>
    <message id="sides.and">
        <source>{a} and {b}</source>
        <translation>{a} en {b}</translation>
    </message>
    <message id="state.invalid_at">
        <source>the state is not valid at {where}</source>
        <translation>de stand is niet geldig bij {where}</translation>
    </message>
    <message id="state.side">
        <source>unknown side in the state</source>
        <translation>onbekende kant in de stand</translation>
    </message>
    <message id="state.unit">
        <source>unit {unit} is not valid</source>
        <translation>eenheid {unit} is niet geldig</translation>
    </message>
    <message id="state.unit_square">
        <source>unit {unit} stands on an impossible square</source>
        <translation>eenheid {unit} staat op een onmogelijk veld</translation>
    </message>
    <message id="summary.regroup" numerus="yes">
        <source>Massive Infantry: {sides} are regrouping their Infantry in secret.</source>
        <extracomment>one: Massive Infantry: {sides} is regrouping their Infantry in secret.</extracomment>
        <translation>
            <numerusform>Massale infanterie: {sides} hergroepeert in het geheim de infanterie.</numerusform>
            <numerusform>Massale infanterie: {sides} hergroeperen in het geheim hun infanterie.</numerusform>
        </translation>
    </message>
    <message id="summary.roll">
        <source>Roll the combat dice to see who moves first.</source>
        <translation>Gooi de gevechtsdobbelstenen om te zien wie begint.</translation>
    </message>
    <message id="summary.setup" numerus="yes">
        <source>Secret setup: {sides} are placing their army.</source>
        <extracomment>one: Secret setup: {sides} is placing their army.</extracomment>
        <translation>
            <numerusform>Geheime opstelling: {sides} stelt het leger op.</numerusform>
            <numerusform>Geheime opstelling: {sides} stellen hun leger op.</numerusform>
        </translation>
    </message>
    <message id="summary.turn" numerus="yes">
        <source>Turn {turn}: {side} to act, {n} actions left.</source>
        <extracomment>one: Turn {turn}: {side} to act, {n} action left.</extracomment>
        <translation>
            <numerusform>Beurt {turn}: {side} aan zet, nog {n} actie.</numerusform>
            <numerusform>Beurt {turn}: {side} aan zet, nog {n} acties.</numerusform>
        </translation>
    </message>
    <message id="title">
        <source>Lionheart (1997)</source>
        <translation>Lionheart (1997)</translation>
    </message>
    <message id="turn">
        <source>{unit} on {square} turn to face {facing}.</source>
        <translation>{unit} op {square} draait naar het {facing}.</translation>
    </message>
    <message id="turn.end">
        <source>{side} ends the turn.</source>
        <translation>{side} beëindigt de beurt.</translation>
    </message>
    <message id="turn.king">
        <source>{unit} on {square} turns to face {facing}.</source>
        <translation>{unit} op {square} draait naar het {facing}.</translation>
    </message>
    <message id="turn.start">
        <source>{side}'s turn ({turn}).</source>
        <translation>{side} is aan de beurt ({turn}).</translation>
    </message>
    <message id="turn.start.first">
        <source>{side} moves first.</source>
        <translation>{side} begint.</translation>
    </message>
    <message id="unit">
        <source>{side} {kind} ({figures})</source>
        <translation>{kind} ({side}, {figures})</translation>
    </message>
    <message id="unit.kind">
        <source>{side} {kind}</source>
        <translation>{kind} ({side})</translation>
    </message>
    <message id="unit.on">
        <source>{unit} on {square}</source>
        <translation>{unit} op {square}</translation>
    </message>
    <message id="victory.alone">
        <source>The {side} King stands alone: {winner} wins.</source>
        <translation>De koning van {side} staat alleen: {winner} wint.</translation>
    </message>
    <message id="victory.fallen">
        <source>The {side} King has fallen: {winner} wins.</source>
        <translation>De koning van {side} is gevallen: {winner} wint.</translation>
    </message>
    <message id="victory.turn_limit">
        <source>The turn limit of {limit} turns is reached: the battle is a draw.</source>
        <translation>De limiet van {limit} beurten is bereikt: de slag eindigt onbeslist.</translation>
    </message>
</context>
</TS>
