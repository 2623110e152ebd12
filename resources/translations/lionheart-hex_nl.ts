<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>lionheart-hex</name>
    <message id="about_face">
        <source>{unit} on {hex} about-face.</source>
        <translation>{unit} op {hex} maken rechtsomkeert.</translation>
    </message>
    <message id="action.end">
        <source>{side} ends the action.</source>
        <translation>{side} beëindigt de actie.</translation>
    </message>
    <message id="advance">
        <source>{unit} advance from {from} to {to}.</source>
        <translation>{unit} rukken op van {from} naar {to}.</translation>
    </message>
    <message id="armour.heavy">
        <source>heavy armour</source>
        <translation>zwaar harnas</translation>
    </message>
    <message id="armour.light">
        <source>light armour</source>
        <translation>licht harnas</translation>
    </message>
    <message id="armour.medium">
        <source>medium armour</source>
        <translation>middelzwaar harnas</translation>
    </message>
    <message id="armour.none">
        <source>unarmoured</source>
        <translation>zonder harnas</translation>
    </message>
    <message id="aspect.flank">
        <source>flank</source>
        <translation>flank</translation>
    </message>
    <message id="aspect.front">
        <source>front</source>
        <translation>front</translation>
    </message>
    <message id="aspect.rear">
        <source>rear</source>
        <translation>rug</translation>
    </message>
    <message id="bid.lost" numerus="yes">
        <source>The {side} King offers {unit} {n} points: they stay loyal.</source>
        <extracomment>one: The {side} King offers {unit} {n} point: they stay loyal.</extracomment>
        <translation>
            <numerusform>De koning van {side} biedt {unit} {n} punt: zij blijven trouw.</numerusform>
            <numerusform>De koning van {side} biedt {unit} {n} punten: zij blijven trouw.</numerusform>
        </translation>
    </message>
    <message id="bid.won" numerus="yes">
        <source>The {side} King offers {unit} {n} points: they change sides!</source>
        <extracomment>one: The {side} King offers {unit} {n} point: they change sides!</extracomment>
        <translation>
            <numerusform>De koning van {side} biedt {unit} {n} punt: zij lopen over!</numerusform>
            <numerusform>De koning van {side} biedt {unit} {n} punten: zij lopen over!</numerusform>
        </translation>
    </message>
    <message id="build.buy">
        <source>{side} buys {kind} for {cost} points (unit {uid}).</source>
        <translation>{side} koopt {kind} voor {cost} punten (eenheid {uid}).</translation>
    </message>
    <message id="build.deploy">
        <source>{side} deploys unit {uid} on {hex}.</source>
        <translation>{side} stelt eenheid {uid} op op {hex}.</translation>
    </message>
    <message id="build.dismiss">
        <source>{side} sells unit {uid} back.</source>
        <translation>{side} verkoopt eenheid {uid} terug.</translation>
    </message>
    <message id="build.promise" numerus="yes">
        <source>{side} promises unit {uid} {n} points.</source>
        <extracomment>one: {side} promises unit {uid} {n} point.</extracomment>
        <translation>
            <numerusform>{side} belooft eenheid {uid} {n} punt.</numerusform>
            <numerusform>{side} belooft eenheid {uid} {n} punten.</numerusform>
        </translation>
    </message>
    <message id="build.ready">
        <source>{side}'s army is ready.</source>
        <translation>Het leger van {side} is klaar.</translation>
    </message>
    <message id="build.reveal">
        <source>Both armies are revealed.</source>
        <translation>Beide legers worden onthuld.</translation>
    </message>
    <message id="build.standard">
        <source>{side} takes the standard army.</source>
        <translation>{side} neemt het standaardleger.</translation>
    </message>
    <message id="build.withdraw">
        <source>{side} takes the unit on {hex} back into the reserve.</source>
        <translation>{side} neemt de eenheid op {hex} terug in de reserve.</translation>
    </message>
    <message id="class.foot">
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message id="class.horse">
        <source>Cavalry</source>
        <translation>Cavalerie</translation>
    </message>
    <message id="class.king_foot">
        <source>King (on foot)</source>
        <translation>Koning (te voet)</translation>
    </message>
    <message id="class.king_horse">
        <source>King (mounted)</source>
        <translation>Koning (te paard)</translation>
    </message>
    <message id="class.light_foot">
        <source>Light infantry</source>
        <translation>Lichte infanterie</translation>
    </message>
    <message id="class.light_horse">
        <source>Light cavalry</source>
        <translation>Lichte cavalerie</translation>
    </message>
    <message id="class.peasants">
        <source>Peasants</source>
        <translation>Boeren</translation>
    </message>
    <message id="describe.about_face">
        <source>{unit} about-face</source>
        <translation>{unit} maken rechtsomkeert</translation>
    </message>
    <message id="describe.advance">
        <source>{unit} advance, then face {facing}</source>
        <translation>{unit} rukken op en kijken dan naar {facing}</translation>
    </message>
    <message id="describe.attack">
        <source>{unit} attack {target}</source>
        <translation>{unit} vallen {target} aan</translation>
    </message>
    <message id="describe.bid">
        <source>offer {target} {n} points to change sides</source>
        <translation>bied {target} {n} punten om over te lopen</translation>
    </message>
    <message id="describe.buy">
        <source>buy {kind} for {cost} points</source>
        <translation>koop {kind} voor {cost} punten</translation>
    </message>
    <message id="describe.deploy">
        <source>deploy unit {uid} on {hex}</source>
        <translation>stel eenheid {uid} op op {hex}</translation>
    </message>
    <message id="describe.dismiss">
        <source>sell unit {uid} back</source>
        <translation>verkoop eenheid {uid} terug</translation>
    </message>
    <message id="describe.end_action">
        <source>end the action</source>
        <translation>beëindig de actie</translation>
    </message>
    <message id="describe.first">
        <source>{side} acts first</source>
        <translation>{side} begint</translation>
    </message>
    <message id="describe.promise">
        <source>promise unit {uid} {n} points</source>
        <translation>beloof eenheid {uid} {n} punten</translation>
    </message>
    <message id="describe.rally">
        <source>{unit} rally, facing {facing}</source>
        <translation>{unit} herstellen zich, gericht naar {facing}</translation>
    </message>
    <message id="describe.ready">
        <source>the army is ready</source>
        <translation>het leger is klaar</translation>
    </message>
    <message id="describe.reload">
        <source>{unit} reload</source>
        <translation>{unit} laden</translation>
    </message>
    <message id="describe.shoot">
        <source>{unit} shoot at {target}</source>
        <translation>{unit} schieten op {target}</translation>
    </message>
    <message id="describe.standard">
        <source>take the standard army</source>
        <translation>neem het standaardleger</translation>
    </message>
    <message id="describe.turn">
        <source>{unit} turn to face {facing}</source>
        <translation>{unit} draaien naar {facing}</translation>
    </message>
    <message id="describe.withdraw">
        <source>take {unit} back into the reserve</source>
        <translation>neem {unit} terug in de reserve</translation>
    </message>
    <message id="editor.alone">
        <source>{side}'s King stands alone: give him an army</source>
        <translation>De koning van {side} staat alleen: geef hem een leger</translation>
    </message>
    <message id="editor.one_king">
        <source>{side} needs exactly one King on the field</source>
        <translation>{side} heeft precies één koning op het veld nodig</translation>
    </message>
    <message id="eliminated">
        <source>{unit} on {hex} are eliminated.</source>
        <translation>{unit} op {hex} zijn uitgeschakeld.</translation>
    </message>
    <message id="extra.dedicated">
        <source>dedicated warriors</source>
        <translation>toegewijde krijgers</translation>
    </message>
    <message id="extra.leadership">
        <source>leadership {n}</source>
        <translation>leiderschap {n}</translation>
    </message>
    <message id="extra.mercenary">
        <source>mercenaries</source>
        <translation>huurlingen</translation>
    </message>
    <message id="extra.morale">
        <source>morale {n}</source>
        <translation>moreel {n}</translation>
    </message>
    <message id="extra.shields">
        <source>shields</source>
        <translation>schilden</translation>
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
        <source>{n} axes</source>
        <extracomment>one: {n} axe</extracomment>
        <translation>
            <numerusform>{n} bijl</numerusform>
            <numerusform>{n} bijlen</numerusform>
        </translation>
    </message>
    <message id="faces.none">
        <source>no dice</source>
        <translation>geen dobbelstenen</translation>
    </message>
    <message id="faces.panic" numerus="yes">
        <source>{n} panics</source>
        <extracomment>one: {n} panic</extracomment>
        <translation>
            <numerusform>{n} paniek</numerusform>
            <numerusform>{n} paniek</numerusform>
        </translation>
    </message>
    <message id="facing.0">
        <source>north</source>
        <translation>noord</translation>
    </message>
    <message id="facing.1">
        <source>north-east</source>
        <translation>noordoost</translation>
    </message>
    <message id="facing.2">
        <source>south-east</source>
        <translation>zuidoost</translation>
    </message>
    <message id="facing.3">
        <source>south</source>
        <translation>zuid</translation>
    </message>
    <message id="facing.4">
        <source>south-west</source>
        <translation>zuidwest</translation>
    </message>
    <message id="facing.5">
        <source>north-west</source>
        <translation>noordwest</translation>
    </message>
    <message id="first.chosen">
        <source>{side} lets {first} act first.</source>
        <translation>{side} laat {first} beginnen.</translation>
    </message>
    <message id="kind">
        <source>{cls} ({weapon})</source>
        <translation>{cls} ({weapon})</translation>
    </message>
    <message id="kind.long">
        <source>{cls}: {armour}, {weapon}</source>
        <translation>{cls}: {armour}, {weapon}</translation>
    </message>
    <message id="kind.long.extras">
        <source>{cls}: {armour}, {weapon}, {extras}</source>
        <translation>{cls}: {armour}, {weapon}, {extras}</translation>
    </message>
    <message id="lead" numerus="yes">
        <source>Turn {turn}: leadership roll Gold {gold}, Silver {silver}. {side} gets {n} actions; order: {order}.</source>
        <extracomment>one: Turn {turn}: leadership roll Gold {gold}, Silver {silver}. {side} gets {n} action; order: {order}.</extracomment>
        <translation>
            <numerusform>Beurt {turn}: leiderschapsworp Goud {gold}, Zilver {silver}. {side} krijgt {n} actie; volgorde: {order}.</numerusform>
            <numerusform>Beurt {turn}: leiderschapsworp Goud {gold}, Zilver {silver}. {side} krijgt {n} acties; volgorde: {order}.</numerusform>
        </translation>
    </message>
    <message id="lead.one">
        <source>Turn {turn}: leadership roll Gold {gold}, Silver {silver}. One action each; {side} chooses who acts first.</source>
        <translation>Beurt {turn}: leiderschapsworp Goud {gold}, Zilver {silver}. Elk één actie; {side} kiest wie begint.</translation>
    </message>
    <message id="lead.tie">
        <source>Turn {turn}: leadership roll Gold {gold}, Silver {silver}. A tie: nothing happens.</source>
        <translation>Beurt {turn}: leiderschapsworp Goud {gold}, Zilver {silver}. Gelijk: er gebeurt niets.</translation>
    </message>
    <message id="melee">
        <source>{attacker} attack {defender} on {hex} in the {side}: they roll {att_faces}, the defenders roll {def_faces}.</source>
        <translation>{attacker} vallen {defender} op {hex} aan in de {side}: zij gooien {att_faces}, de verdedigers gooien {def_faces}.</translation>
    </message>
    <message id="morale">
        <source>{unit} test their morale: {faces}, total {total} against {limit}.</source>
        <translation>{unit} testen hun moreel: {faces}, totaal {total} tegen {limit}.</translation>
    </message>
    <message id="morale.missile">
        <source>{unit} test their morale under fire: {faces}, total {total} against {limit}.</source>
        <translation>{unit} testen hun moreel onder vuur: {faces}, totaal {total} tegen {limit}.</translation>
    </message>
    <message id="option.army">
        <source>Armies</source>
        <translation>Legers</translation>
    </message>
    <message id="option.army.build">
        <source>Build</source>
        <translation>Zelf samenstellen</translation>
    </message>
    <message id="option.army.help">
        <source>Build: each side buys and deploys its army in secret. Standard: both sides start with the 1997 basic army at hex prices (99 points) already deployed, and may change it before confirming.</source>
        <translation>Samenstellen: elke partij koopt en stelt haar leger in het geheim op. Standaard: beide partijen beginnen met het basisleger van 1997 tegen zeshoekprijzen (99 punten), al opgesteld, en mogen het nog wijzigen voor ze bevestigen.</translation>
    </message>
    <message id="option.army.standard">
        <source>Standard</source>
        <translation>Standaard</translation>
    </message>
    <message id="option.budget">
        <source>Points budget</source>
        <translation>Puntenbudget</translation>
    </message>
    <message id="option.budget.help">
        <source>Points each side may spend on its army (and promise to mercenaries).</source>
        <translation>Punten die elke partij aan haar leger mag besteden (en aan huurlingen mag beloven).</translation>
    </message>
    <message id="option.dedicated_armour">
        <source>Armoured dedicated warriors</source>
        <translation>Gepantserde toegewijde strijders</translation>
    </message>
    <message id="option.dedicated_armour.help">
        <source>Dedicated warriors may wear armour (the variant asks whether they may; default: unarmoured only).</source>
        <translation>Toegewijde strijders mogen bepantsering dragen (de variant laat het open; standaard: alleen zonder bepantsering).</translation>
    </message>
    <message id="option.horse_archer_arc">
        <source>Horse archer arc</source>
        <translation>Schootsveld van bereden boogschutters</translation>
    </message>
    <message id="option.horse_archer_arc.both">
        <source>Both</source>
        <translation>Beide</translation>
    </message>
    <message id="option.horse_archer_arc.help">
        <source>Horse archers fire into the arc drawn in the variant (to their left), or into it and its mirror image on the right as well (the drawing is marked '?').</source>
        <translation>Bereden boogschutters schieten in het schootsveld uit de variant (naar links), of daarin en ook in het spiegelbeeld rechts (de tekening heeft een '?').</translation>
    </message>
    <message id="option.horse_archer_arc.left">
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message id="option.king_panics">
        <source>The King can panic</source>
        <translation>De Koning kan in paniek raken</translation>
    </message>
    <message id="option.king_panics.help">
        <source>The King tests for panic like any unit (the variant gives him a morale rating). Off: the 1997 rule, the King never panics.</source>
        <translation>De Koning test op paniek zoals elke eenheid (de variant geeft hem een moreel). Uit: de regel van 1997, de Koning raakt nooit in paniek.</translation>
    </message>
    <message id="option.turn_limit">
        <source>Turn limit</source>
        <translation>Beurtlimiet</translation>
    </message>
    <message id="option.turn_limit.help">
        <source>Not in the rules: end the battle as a draw after this many turns (empty: no limit).</source>
        <translation>Niet in de regels: beëindig de slag na zoveel beurten in een gelijkspel (leeg: geen limiet).</translation>
    </message>
    <message id="over">
        <source>The battle is over.</source>
        <translation>De slag is voorbij.</translation>
    </message>
    <message id="panic" numerus="yes">
        <source>PANIC! {unit} roll {face} and retreat {n} hexes.</source>
        <extracomment>one: PANIC! {unit} roll {face} and retreat {n} hex.</extracomment>
        <translation>
            <numerusform>PANIEK! {unit} gooien {face} en trekken {n} hex terug.</numerusform>
            <numerusform>PANIEK! {unit} gooien {face} en trekken {n} hexen terug.</numerusform>
        </translation>
    </message>
    <message id="panic.hold">
        <source>{unit} panic too but hold their ground: their next action must be a rally.</source>
        <translation>{unit} raken ook in paniek maar houden stand: hun volgende actie moet herstellen zijn.</translation>
    </message>
    <message id="panic.ignored">
        <source>{unit} never panic.</source>
        <translation>{unit} raken nooit in paniek.</translation>
    </message>
    <message id="panic.shooter">
        <source>{unit} rolled more panics than anything else and retreat.</source>
        <translation>{unit} gooiden meer paniek dan iets anders en trekken terug.</translation>
    </message>
    <message id="panic.step">
        <source>{unit} retreat from {from} to {to}.</source>
        <translation>{unit} trekken terug van {from} naar {to}.</translation>
    </message>
    <message id="panic.stuck" numerus="yes">
        <source>{unit} cannot retreat further: they roll {faces} and lose {n} figures.</source>
        <extracomment>one: {unit} cannot retreat further: they roll {faces} and lose {n} figure.</extracomment>
        <translation>
            <numerusform>{unit} kunnen niet verder terug: zij gooien {faces} en verliezen {n} figuur.</numerusform>
            <numerusform>{unit} kunnen niet verder terug: zij gooien {faces} en verliezen {n} figuren.</numerusform>
        </translation>
    </message>
    <message id="phase.build">
        <source>army building</source>
        <translation>het samenstellen van de legers</translation>
    </message>
    <message id="phase.choose">
        <source>the choice of who acts first</source>
        <translation>de keuze wie begint</translation>
    </message>
    <message id="phase.over">
        <source>the end of the battle</source>
        <translation>het einde van de slag</translation>
    </message>
    <message id="phase.play">
        <source>the battle</source>
        <translation>de slag</translation>
    </message>
    <message id="position.active">
        <source>cannot read the acting unit {unit}</source>
        <translation>de handelende eenheid {unit} kan niet gelezen worden</translation>
    </message>
    <message id="position.active_off">
        <source>the acting unit is not on the field</source>
        <translation>de handelende eenheid staat niet op het veld</translation>
    </message>
    <message id="position.both_sides">
        <source>the board needs both sides, as gold:...;silver:...</source>
        <translation>het veld heeft beide kanten nodig, als gold:...;silver:...</translation>
    </message>
    <message id="position.budget_first">
        <source>the options start with the budget</source>
        <translation>de opties beginnen met het budget</translation>
    </message>
    <message id="position.chooser">
        <source>a choice needs its chooser</source>
        <translation>een keuze heeft iemand nodig die kiest</translation>
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
    <message id="position.figures">
        <source>{token}: eliminated units have no figures, others some</source>
        <translation>{token}: uitgeschakelde eenheden hebben geen figuren, andere wel</translation>
    </message>
    <message id="position.hex">
        <source>{token} stands on an impossible hex</source>
        <translation>{token} staat op een onmogelijke hex</translation>
    </message>
    <message id="position.impossible_unit">
        <source>{token} is not a possible unit</source>
        <translation>{token} is geen mogelijke eenheid</translation>
    </message>
    <message id="position.no_hex">
        <source>{token} names no hex</source>
        <translation>{token} noemt geen hex</translation>
    </message>
    <message id="position.not">
        <source>not a Lionheart hex position: {why}</source>
        <translation>geen stelling van de Lionheart-hexvariant: {why}</translation>
    </message>
    <message id="position.not_text">
        <source>it is not text</source>
        <translation>het is geen tekst</translation>
    </message>
    <message id="position.option">
        <source>unknown option {option}</source>
        <translation>onbekende optie {option}</translation>
    </message>
    <message id="position.options">
        <source>the options are not valid</source>
        <translation>de opties zijn ongeldig</translation>
    </message>
    <message id="position.order">
        <source>cannot read the order {order}</source>
        <translation>de volgorde {order} kan niet gelezen worden</translation>
    </message>
    <message id="position.phase">
        <source>unknown phase {phase}</source>
        <translation>onbekende fase {phase}</translation>
    </message>
    <message id="position.result">
        <source>a finished battle needs its result</source>
        <translation>een beëindigde slag heeft een uitslag nodig</translation>
    </message>
    <message id="position.same_number">
        <source>two units share a number</source>
        <translation>twee eenheden hebben hetzelfde nummer</translation>
    </message>
    <message id="position.side_prefix">
        <source>expected {side}: before the {side} units</source>
        <translation>{side}: verwacht voor de eenheden van {side}</translation>
    </message>
    <message id="position.turn">
        <source>the turn must be a number</source>
        <translation>de beurt moet een getal zijn</translation>
    </message>
    <message id="position.unit">
        <source>cannot read the unit {token}</source>
        <translation>de eenheid {token} kan niet gelezen worden</translation>
    </message>
    <message id="rally">
        <source>{unit} on {hex} rally, facing {facing}.</source>
        <translation>{unit} op {hex} herstellen zich, gericht naar {facing}.</translation>
    </message>
    <message id="refuse.advance_turn">
        <source>after advancing a unit may turn one hexside at most</source>
        <translation>na het oprukken mag een eenheid hoogstens één hexzijde draaien</translation>
    </message>
    <message id="refuse.arbalest_still">
        <source>arbalests reload in a whole action without moving</source>
        <translation>arbalesten laden in een hele actie zonder te bewegen</translation>
    </message>
    <message id="refuse.arc">
        <source>{hex} is not an enemy in the firing arc</source>
        <translation>{hex} is geen vijand in het schootsveld</translation>
    </message>
    <message id="refuse.armour_class">
        <source>that unit type cannot wear that armour</source>
        <translation>dat eenheidstype kan dat harnas niet dragen</translation>
    </message>
    <message id="refuse.bid_closer">
        <source>the mercenaries must be closer to your King than to their own</source>
        <translation>de huurlingen moeten dichter bij jouw koning staan dan bij de hunne</translation>
    </message>
    <message id="refuse.bid_points">
        <source>you can offer 1 to {left} unspent points</source>
        <translation>je kunt 1 tot {left} ongebruikte punten bieden</translation>
    </message>
    <message id="refuse.bid_target">
        <source>only enemy mercenaries can be bought over</source>
        <translation>alleen vijandelijke huurlingen kunnen worden omgekocht</translation>
    </message>
    <message id="refuse.dedicated_armour">
        <source>dedicated warriors wear no armour</source>
        <translation>toegewijde krijgers dragen geen harnas</translation>
    </message>
    <message id="refuse.dedicated_mercenary">
        <source>dedicated warriors are not mercenaries</source>
        <translation>toegewijde krijgers zijn geen huurlingen</translation>
    </message>
    <message id="refuse.deploy_rows">
        <source>units deploy on free hexes of your own deployment rows, the King in the back row</source>
        <translation>eenheden worden opgesteld op vrije hexen van je eigen opstellingsrijen, de koning in de achterste rij</translation>
    </message>
    <message id="refuse.edge">
        <source>units cannot leave the field</source>
        <translation>eenheden kunnen het veld niet verlaten</translation>
    </message>
    <message id="refuse.figures">
        <source>a stand of {kind} holds 1 to {n} figures</source>
        <translation>een voet {kind} telt 1 tot {n} figuren</translation>
    </message>
    <message id="refuse.fired">
        <source>the unit has already shot or reloaded in this action</source>
        <translation>de eenheid heeft in deze actie al geschoten of geladen</translation>
    </message>
    <message id="refuse.front_enemy">
        <source>units attack only an enemy in their front hex</source>
        <translation>eenheden vallen alleen een vijand in hun fronthex aan</translation>
    </message>
    <message id="refuse.king_first">
        <source>buy your King first</source>
        <translation>koop eerst je koning</translation>
    </message>
    <message id="refuse.king_special">
        <source>a King is neither a mercenary nor a dedicated warrior</source>
        <translation>een koning is geen huurling en geen toegewijde krijger</translation>
    </message>
    <message id="refuse.leadership">
        <source>only a King has a leadership rating, from 1 to 3</source>
        <translation>alleen een koning heeft leiderschap, van 1 tot 3</translation>
    </message>
    <message id="refuse.loaded">
        <source>that unit has nothing to reload</source>
        <translation>die eenheid heeft niets te laden</translation>
    </message>
    <message id="refuse.malformed">
        <source>that action is malformed</source>
        <translation>die actie is misvormd</translation>
    </message>
    <message id="refuse.mid_action">
        <source>finish the current action first</source>
        <translation>maak eerst de huidige actie af</translation>
    </message>
    <message id="refuse.morale">
        <source>morale ratings are 1 to 3 (a King: 2 or 3)</source>
        <translation>moreel is 1 tot 3 (een koning: 2 of 3)</translation>
    </message>
    <message id="refuse.need_army">
        <source>your King needs an army</source>
        <translation>je koning heeft een leger nodig</translation>
    </message>
    <message id="refuse.need_king">
        <source>your army needs its King</source>
        <translation>je leger heeft zijn koning nodig</translation>
    </message>
    <message id="refuse.no_bows">
        <source>{unit} have no missile weapons</source>
        <translation>{unit} hebben geen schietwapens</translation>
    </message>
    <message id="refuse.no_class">
        <source>there is no such unit type</source>
        <translation>zo'n eenheidstype bestaat niet</translation>
    </message>
    <message id="refuse.no_mp">
        <source>{unit} have no movement points left</source>
        <translation>{unit} hebben geen bewegingspunten meer</translation>
    </message>
    <message id="refuse.no_piece">
        <source>there is no piece {piece}</source>
        <translation>er is geen stuk {piece}</translation>
    </message>
    <message id="refuse.no_room">
        <source>there is no room left in your deployment rows</source>
        <translation>er is geen plaats meer in je opstellingsrijen</translation>
    </message>
    <message id="refuse.no_side">
        <source>there is no side called {player}</source>
        <translation>er is geen kant die {player} heet</translation>
    </message>
    <message id="refuse.no_unit">
        <source>there is no unit on {hex}</source>
        <translation>er staat geen eenheid op {hex}</translation>
    </message>
    <message id="refuse.not_action">
        <source>{action} is not an action of the hex variant</source>
        <translation>{action} is geen actie van de hexvariant</translation>
    </message>
    <message id="refuse.not_mercenary">
        <source>that is not one of your mercenary units</source>
        <translation>dat is geen eenheid huurlingen van jou</translation>
    </message>
    <message id="refuse.not_now">
        <source>that action is not possible now</source>
        <translation>die actie kan nu niet</translation>
    </message>
    <message id="refuse.not_turn">
        <source>it is not {side}'s turn</source>
        <translation>{side} is niet aan de beurt</translation>
    </message>
    <message id="refuse.not_yours">
        <source>{unit} belong to the other side</source>
        <translation>{unit} horen bij de andere kant</translation>
    </message>
    <message id="refuse.occupied">
        <source>{hex} is occupied</source>
        <translation>{hex} is bezet</translation>
    </message>
    <message id="refuse.off_field">
        <source>that hex is not on the field</source>
        <translation>die hex ligt niet op het veld</translation>
    </message>
    <message id="refuse.one_king">
        <source>an army has exactly one King</source>
        <translation>een leger heeft precies één koning</translation>
    </message>
    <message id="refuse.other_unit">
        <source>another unit is acting in this action</source>
        <translation>een andere eenheid handelt in deze actie</translation>
    </message>
    <message id="refuse.over">
        <source>the battle is over</source>
        <translation>de slag is voorbij</translation>
    </message>
    <message id="refuse.over_budget">
        <source>your army costs more than your budget</source>
        <translation>je leger kost meer dan je budget</translation>
    </message>
    <message id="refuse.panicked">
        <source>{unit} are panicked: their only action is a rally</source>
        <translation>{unit} zijn in paniek: hun enige actie is herstellen</translation>
    </message>
    <message id="refuse.peasants">
        <source>peasants are unarmoured, morale 1, with sidearms and no shields</source>
        <translation>boeren hebben geen harnas, moreel 1, zijwapens en geen schilden</translation>
    </message>
    <message id="refuse.promise_low">
        <source>a mercenary must be promised at least {least} points</source>
        <translation>een huurling moet minstens {least} punten beloofd worden</translation>
    </message>
    <message id="refuse.rally">
        <source>only a panicked unit rallies, as its whole action</source>
        <translation>alleen een eenheid in paniek herstelt zich, als hele actie</translation>
    </message>
    <message id="refuse.shields">
        <source>shields go only with spears or sidearms</source>
        <translation>schilden gaan alleen samen met speren of zijwapens</translation>
    </message>
    <message id="refuse.shot_no_attack">
        <source>a unit that shoots or reloads cannot attack in the same action</source>
        <translation>een eenheid die schiet of laadt kan in dezelfde actie niet aanvallen</translation>
    </message>
    <message id="refuse.too_dear">
        <source>that costs {cost} points and you have {left} left</source>
        <translation>dat kost {cost} punten en je hebt er nog {left}</translation>
    </message>
    <message id="refuse.turn_one">
        <source>a turn changes the facing by one hexside</source>
        <translation>een draai verandert de richting één hexzijde</translation>
    </message>
    <message id="refuse.undeployed">
        <source>deploy every unit of your reserve, or sell it back</source>
        <translation>stel elke eenheid uit je reserve op, of verkoop ze terug</translation>
    </message>
    <message id="refuse.unloaded">
        <source>{unit} must reload first</source>
        <translation>{unit} moeten eerst laden</translation>
    </message>
    <message id="refuse.weapon_class">
        <source>that unit type cannot carry that weapon</source>
        <translation>dat eenheidstype kan dat wapen niet dragen</translation>
    </message>
    <message id="refuse.wrong_phase">
        <source>that is not possible during {phase}</source>
        <translation>dat kan niet tijdens {phase}</translation>
    </message>
    <message id="reload">
        <source>{unit} on {hex} reload their crossbows.</source>
        <translation>{unit} op {hex} laden hun kruisbogen.</translation>
    </message>
    <message id="reload.arbalest">
        <source>{unit} on {hex} spend the action reloading their arbalests.</source>
        <translation>{unit} op {hex} besteden de actie aan het laden van hun arbalesten.</translation>
    </message>
    <message id="save.none">
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message id="saves" numerus="yes">
        <source>{unit} roll {faces} to save, saving on {on}: {saved} saved, {n} casualties.</source>
        <extracomment>one: {unit} roll {faces} to save, saving on {on}: {saved} saved, {n} casualty.</extracomment>
        <translation>
            <numerusform>{unit} gooien {faces} om te redden, redden op {on}: {saved} gered, {n} verlies.</numerusform>
            <numerusform>{unit} gooien {faces} om te redden, redden op {on}: {saved} gered, {n} verliezen.</numerusform>
        </translation>
    </message>
    <message id="saves.none" numerus="yes">
        <source>{unit} have no saving roll here: {n} casualties.</source>
        <extracomment>one: {unit} have no saving roll here: {n} casualty.</extracomment>
        <translation>
            <numerusform>{unit} hebben hier geen reddingsworp: {n} verlies.</numerusform>
            <numerusform>{unit} hebben hier geen reddingsworp: {n} verliezen.</numerusform>
        </translation>
    </message>
    <message id="settle" numerus="yes">
        <source>{side} pays {n} points to its mercenaries.</source>
        <extracomment>one: {side} pays {n} point to its mercenaries.</extracomment>
        <translation>
            <numerusform>{side} betaalt {n} punt aan zijn huurlingen.</numerusform>
            <numerusform>{side} betaalt {n} punten aan zijn huurlingen.</numerusform>
        </translation>
    </message>
    <message id="shields" numerus="yes">
        <source>{unit} block {n} hits with their shields.</source>
        <extracomment>one: {unit} block {n} hit with their shields.</extracomment>
        <translation>
            <numerusform>{unit} blokkeren {n} treffer met hun schilden.</numerusform>
            <numerusform>{unit} blokkeren {n} treffers met hun schilden.</numerusform>
        </translation>
    </message>
    <message id="shoot" numerus="yes">
        <source>{unit} shoot at {target} on {hex}: {faces} = {n} hits.</source>
        <extracomment>one: {unit} shoot at {target} on {hex}: {faces} = {n} hit.</extracomment>
        <translation>
            <numerusform>{unit} schieten op {target} op {hex}: {faces} = {n} treffer.</numerusform>
            <numerusform>{unit} schieten op {target} op {hex}: {faces} = {n} treffers.</numerusform>
        </translation>
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
    <message id="summary.build" numerus="yes">
        <source>Army building: {sides} are still buying and deploying.</source>
        <extracomment>one: Army building: {sides} is still buying and deploying.</extracomment>
        <translation>
            <numerusform>Legers samenstellen: {sides} koopt en stelt nog op.</numerusform>
            <numerusform>Legers samenstellen: {sides} kopen en stellen nog op.</numerusform>
        </translation>
    </message>
    <message id="summary.choose">
        <source>{side} chooses who acts first.</source>
        <translation>{side} kiest wie begint.</translation>
    </message>
    <message id="summary.turn" numerus="yes">
        <source>Turn {turn}: {side} to act; {n} actions left ({order}).</source>
        <extracomment>one: Turn {turn}: {side} to act; {n} action left ({order}).</extracomment>
        <translation>
            <numerusform>Beurt {turn}: {side} aan zet; nog {n} actie ({order}).</numerusform>
            <numerusform>Beurt {turn}: {side} aan zet; nog {n} acties ({order}).</numerusform>
        </translation>
    </message>
    <message id="title">
        <source>Lionheart (hex variant)</source>
        <translation>Lionheart (hexvariant)</translation>
    </message>
    <message id="turn">
        <source>{unit} on {hex} turn to face {facing}.</source>
        <translation>{unit} op {hex} draaien naar {facing}.</translation>
    </message>
    <message id="turn.free">
        <source>{unit} on {hex} turn to face {facing} (free).</source>
        <translation>{unit} op {hex} draaien naar {facing} (gratis).</translation>
    </message>
    <message id="unit">
        <source>{side} {kind} ({figures})</source>
        <translation>{side} {kind} ({figures})</translation>
    </message>
    <message id="unit.kind">
        <source>{side} {kind}</source>
        <translation>{side} {kind}</translation>
    </message>
    <message id="unit.on">
        <source>{unit} on {hex}</source>
        <translation>{unit} op {hex}</translation>
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
    <message id="weapon.arbalests">
        <source>arbalests</source>
        <translation>arbalesten</translation>
    </message>
    <message id="weapon.bows">
        <source>bows</source>
        <translation>bogen</translation>
    </message>
    <message id="weapon.crossbows">
        <source>crossbows</source>
        <translation>kruisbogen</translation>
    </message>
    <message id="weapon.halberds">
        <source>halberds</source>
        <translation>hellebaarden</translation>
    </message>
    <message id="weapon.heavy">
        <source>heavy weapons</source>
        <translation>zware wapens</translation>
    </message>
    <message id="weapon.longbows">
        <source>longbows</source>
        <translation>handbogen</translation>
    </message>
    <message id="weapon.sidearms">
        <source>sidearms</source>
        <translation>zijwapens</translation>
    </message>
    <message id="weapon.spears">
        <source>spears</source>
        <translation>speren</translation>
    </message>
    <message id="where.eliminated">
        <source>eliminated</source>
        <translation>uitgeschakeld</translation>
    </message>
    <message id="where.reserve">
        <source>in the reserve</source>
        <translation>in de reserve</translation>
    </message>
</context>
</TS>
