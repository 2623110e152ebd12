<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>lionheart-hex</name>
    <message id="about_face">
        <source>{unit} on {hex} about-face.</source>
        <translation>{unit} en {hex} font demi-tour.</translation>
    </message>
    <message id="action.end">
        <source>{side} ends the action.</source>
        <translation>{side} termine l'action.</translation>
    </message>
    <message id="advance">
        <source>{unit} advance from {from} to {to}.</source>
        <translation>{unit} avancent de {from} à {to}.</translation>
    </message>
    <message id="armour.heavy">
        <source>heavy armour</source>
        <translation>armure lourde</translation>
    </message>
    <message id="armour.light">
        <source>light armour</source>
        <translation>armure légère</translation>
    </message>
    <message id="armour.medium">
        <source>medium armour</source>
        <translation>armure moyenne</translation>
    </message>
    <message id="armour.none">
        <source>unarmoured</source>
        <translation>sans armure</translation>
    </message>
    <message id="aspect.flank">
        <source>flank</source>
        <translation>flanc</translation>
    </message>
    <message id="aspect.front">
        <source>front</source>
        <translation>front</translation>
    </message>
    <message id="aspect.rear">
        <source>rear</source>
        <translation>dos</translation>
    </message>
    <message id="bid.lost" numerus="yes">
        <source>The {side} King offers {unit} {n} points: they stay loyal.</source>
        <extracomment>one: The {side} King offers {unit} {n} point: they stay loyal.</extracomment>
        <translation>
            <numerusform>Le roi {side} offre {n} point à {unit} : ils restent fidèles.</numerusform>
            <numerusform>Le roi {side} offre {n} points à {unit} : ils restent fidèles.</numerusform>
        </translation>
    </message>
    <message id="bid.won" numerus="yes">
        <source>The {side} King offers {unit} {n} points: they change sides!</source>
        <extracomment>one: The {side} King offers {unit} {n} point: they change sides!</extracomment>
        <translation>
            <numerusform>Le roi {side} offre {n} point à {unit} : ils changent de camp !</numerusform>
            <numerusform>Le roi {side} offre {n} points à {unit} : ils changent de camp !</numerusform>
        </translation>
    </message>
    <message id="build.buy">
        <source>{side} buys {kind} for {cost} points (unit {uid}).</source>
        <translation>{side} achète {kind} pour {cost} points (unité {uid}).</translation>
    </message>
    <message id="build.deploy">
        <source>{side} deploys unit {uid} on {hex}.</source>
        <translation>{side} déploie l'unité {uid} en {hex}.</translation>
    </message>
    <message id="build.dismiss">
        <source>{side} sells unit {uid} back.</source>
        <translation>{side} revend l'unité {uid}.</translation>
    </message>
    <message id="build.promise" numerus="yes">
        <source>{side} promises unit {uid} {n} points.</source>
        <extracomment>one: {side} promises unit {uid} {n} point.</extracomment>
        <translation>
            <numerusform>{side} promet {n} point à l'unité {uid}.</numerusform>
            <numerusform>{side} promet {n} points à l'unité {uid}.</numerusform>
        </translation>
    </message>
    <message id="build.ready">
        <source>{side}'s army is ready.</source>
        <translation>L'armée {side} est prête.</translation>
    </message>
    <message id="build.reveal">
        <source>Both armies are revealed.</source>
        <translation>Les deux armées sont révélées.</translation>
    </message>
    <message id="build.standard">
        <source>{side} takes the standard army.</source>
        <translation>{side} prend l'armée standard.</translation>
    </message>
    <message id="build.withdraw">
        <source>{side} takes the unit on {hex} back into the reserve.</source>
        <translation>{side} reprend l'unité en {hex} dans la réserve.</translation>
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
        <translation>Roi (à pied)</translation>
    </message>
    <message id="class.king_horse">
        <source>King (mounted)</source>
        <translation>Roi (à cheval)</translation>
    </message>
    <message id="class.light_foot">
        <source>Light infantry</source>
        <translation>Infanterie légère</translation>
    </message>
    <message id="class.light_horse">
        <source>Light cavalry</source>
        <translation>Cavalerie légère</translation>
    </message>
    <message id="class.peasants">
        <source>Peasants</source>
        <translation>Paysans</translation>
    </message>
    <message id="describe.about_face">
        <source>{unit} about-face</source>
        <translation>{unit} font demi-tour</translation>
    </message>
    <message id="describe.advance">
        <source>{unit} advance, then face {facing}</source>
        <translation>{unit} avancent, puis font face vers {facing}</translation>
    </message>
    <message id="describe.attack">
        <source>{unit} attack {target}</source>
        <translation>{unit} attaquent {target}</translation>
    </message>
    <message id="describe.bid">
        <source>offer {target} {n} points to change sides</source>
        <translation>offrir {n} points à {target} pour changer de camp</translation>
    </message>
    <message id="describe.buy">
        <source>buy {kind} for {cost} points</source>
        <translation>acheter {kind} pour {cost} points</translation>
    </message>
    <message id="describe.deploy">
        <source>deploy unit {uid} on {hex}</source>
        <translation>déployer l'unité {uid} en {hex}</translation>
    </message>
    <message id="describe.dismiss">
        <source>sell unit {uid} back</source>
        <translation>revendre l'unité {uid}</translation>
    </message>
    <message id="describe.end_action">
        <source>end the action</source>
        <translation>terminer l'action</translation>
    </message>
    <message id="describe.first">
        <source>{side} acts first</source>
        <translation>{side} commence</translation>
    </message>
    <message id="describe.promise">
        <source>promise unit {uid} {n} points</source>
        <translation>promettre {n} points à l'unité {uid}</translation>
    </message>
    <message id="describe.rally">
        <source>{unit} rally, facing {facing}</source>
        <translation>{unit} se rallient, face vers {facing}</translation>
    </message>
    <message id="describe.ready">
        <source>the army is ready</source>
        <translation>l'armée est prête</translation>
    </message>
    <message id="describe.reload">
        <source>{unit} reload</source>
        <translation>{unit} rechargent</translation>
    </message>
    <message id="describe.shoot">
        <source>{unit} shoot at {target}</source>
        <translation>{unit} tirent sur {target}</translation>
    </message>
    <message id="describe.standard">
        <source>take the standard army</source>
        <translation>prendre l'armée standard</translation>
    </message>
    <message id="describe.turn">
        <source>{unit} turn to face {facing}</source>
        <translation>{unit} pivotent vers {facing}</translation>
    </message>
    <message id="describe.withdraw">
        <source>take {unit} back into the reserve</source>
        <translation>reprendre {unit} dans la réserve</translation>
    </message>
    <message id="editor.alone">
        <source>{side}'s King stands alone: give him an army</source>
        <translation>Le roi {side} est seul : donnez-lui une armée</translation>
    </message>
    <message id="editor.one_king">
        <source>{side} needs exactly one King on the field</source>
        <translation>{side} doit avoir exactement un roi sur le terrain</translation>
    </message>
    <message id="eliminated">
        <source>{unit} on {hex} are eliminated.</source>
        <translation>{unit} en {hex} sont éliminés.</translation>
    </message>
    <message id="extra.dedicated">
        <source>dedicated warriors</source>
        <translation>guerriers voués</translation>
    </message>
    <message id="extra.leadership">
        <source>leadership {n}</source>
        <translation>commandement {n}</translation>
    </message>
    <message id="extra.mercenary">
        <source>mercenaries</source>
        <translation>mercenaires</translation>
    </message>
    <message id="extra.morale">
        <source>morale {n}</source>
        <translation>moral {n}</translation>
    </message>
    <message id="extra.shields">
        <source>shields</source>
        <translation>boucliers</translation>
    </message>
    <message id="face.arrow">
        <source>arrow</source>
        <translation>flèche</translation>
    </message>
    <message id="face.axe">
        <source>axe</source>
        <translation>hache</translation>
    </message>
    <message id="face.panic">
        <source>panic</source>
        <translation>panique</translation>
    </message>
    <message id="faces.arrow" numerus="yes">
        <source>{n} arrows</source>
        <extracomment>one: {n} arrow</extracomment>
        <translation>
            <numerusform>{n} flèche</numerusform>
            <numerusform>{n} flèches</numerusform>
        </translation>
    </message>
    <message id="faces.axe" numerus="yes">
        <source>{n} axes</source>
        <extracomment>one: {n} axe</extracomment>
        <translation>
            <numerusform>{n} hache</numerusform>
            <numerusform>{n} haches</numerusform>
        </translation>
    </message>
    <message id="faces.none">
        <source>no dice</source>
        <translation>aucun dé</translation>
    </message>
    <message id="faces.panic" numerus="yes">
        <source>{n} panics</source>
        <extracomment>one: {n} panic</extracomment>
        <translation>
            <numerusform>{n} panique</numerusform>
            <numerusform>{n} paniques</numerusform>
        </translation>
    </message>
    <message id="facing.0">
        <source>north</source>
        <translation>le nord</translation>
    </message>
    <message id="facing.1">
        <source>north-east</source>
        <translation>le nord-est</translation>
    </message>
    <message id="facing.2">
        <source>south-east</source>
        <translation>le sud-est</translation>
    </message>
    <message id="facing.3">
        <source>south</source>
        <translation>le sud</translation>
    </message>
    <message id="facing.4">
        <source>south-west</source>
        <translation>le sud-ouest</translation>
    </message>
    <message id="facing.5">
        <source>north-west</source>
        <translation>le nord-ouest</translation>
    </message>
    <message id="first.chosen">
        <source>{side} lets {first} act first.</source>
        <translation>{side} laisse {first} commencer.</translation>
    </message>
    <message id="kind">
        <source>{cls} ({weapon})</source>
        <translation>{cls} ({weapon})</translation>
    </message>
    <message id="kind.long">
        <source>{cls}: {armour}, {weapon}</source>
        <translation>{cls} : {armour}, {weapon}</translation>
    </message>
    <message id="kind.long.extras">
        <source>{cls}: {armour}, {weapon}, {extras}</source>
        <translation>{cls} : {armour}, {weapon}, {extras}</translation>
    </message>
    <message id="lead" numerus="yes">
        <source>Turn {turn}: leadership roll Gold {gold}, Silver {silver}. {side} gets {n} actions; order: {order}.</source>
        <extracomment>one: Turn {turn}: leadership roll Gold {gold}, Silver {silver}. {side} gets {n} action; order: {order}.</extracomment>
        <translation>
            <numerusform>Tour {turn} : jet de commandement Or {gold}, Argent {silver}. {side} reçoit {n} action ; ordre : {order}.</numerusform>
            <numerusform>Tour {turn} : jet de commandement Or {gold}, Argent {silver}. {side} reçoit {n} actions ; ordre : {order}.</numerusform>
        </translation>
    </message>
    <message id="lead.one">
        <source>Turn {turn}: leadership roll Gold {gold}, Silver {silver}. One action each; {side} chooses who acts first.</source>
        <translation>Tour {turn} : jet de commandement Or {gold}, Argent {silver}. Une action chacun ; {side} choisit qui commence.</translation>
    </message>
    <message id="lead.tie">
        <source>Turn {turn}: leadership roll Gold {gold}, Silver {silver}. A tie: nothing happens.</source>
        <translation>Tour {turn} : jet de commandement Or {gold}, Argent {silver}. Égalité : rien ne se passe.</translation>
    </message>
    <message id="melee">
        <source>{attacker} attack {defender} on {hex} in the {side}: they roll {att_faces}, the defenders roll {def_faces}.</source>
        <translation>{attacker} attaquent {defender} en {hex} de {side} : ils jettent {att_faces}, les défenseurs jettent {def_faces}.</translation>
    </message>
    <message id="morale">
        <source>{unit} test their morale: {faces}, total {total} against {limit}.</source>
        <translation>{unit} testent leur moral : {faces}, total {total} contre {limit}.</translation>
    </message>
    <message id="morale.missile">
        <source>{unit} test their morale under fire: {faces}, total {total} against {limit}.</source>
        <translation>{unit} testent leur moral sous le tir : {faces}, total {total} contre {limit}.</translation>
    </message>
    <message id="option.army">
        <source>Armies</source>
        <translation>Armées</translation>
    </message>
    <message id="option.army.build">
        <source>Build</source>
        <translation>Construire</translation>
    </message>
    <message id="option.army.help">
        <source>Build: each side buys and deploys its army in secret. Standard: both sides start with the 1997 basic army at hex prices (99 points) already deployed, and may change it before confirming.</source>
        <translation>Construire : chaque camp achète et déploie son armée en secret. Standard : les deux camps commencent avec l'armée de base de 1997 aux prix hexagonaux (99 points), déjà déployée, et peuvent la modifier avant de confirmer.</translation>
    </message>
    <message id="option.army.standard">
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message id="option.budget">
        <source>Points budget</source>
        <translation>Budget en points</translation>
    </message>
    <message id="option.budget.help">
        <source>Points each side may spend on its army (and promise to mercenaries).</source>
        <translation>Points que chaque camp peut dépenser pour son armée (et promettre aux mercenaires).</translation>
    </message>
    <message id="option.dedicated_armour">
        <source>Armoured dedicated warriors</source>
        <translation>Fanatiques en armure</translation>
    </message>
    <message id="option.dedicated_armour.help">
        <source>Dedicated warriors may wear armour (the variant asks whether they may; default: unarmoured only).</source>
        <translation>Les fanatiques peuvent porter une armure (la variante pose la question ; par défaut : sans armure seulement).</translation>
    </message>
    <message id="option.horse_archer_arc">
        <source>Horse archer arc</source>
        <translation>Arc de tir des archers montés</translation>
    </message>
    <message id="option.horse_archer_arc.both">
        <source>Both</source>
        <translation>Les deux</translation>
    </message>
    <message id="option.horse_archer_arc.help">
        <source>Horse archers fire into the arc drawn in the variant (to their left), or into it and its mirror image on the right as well (the drawing is marked '?').</source>
        <translation>Les archers montés tirent dans l'arc dessiné dans la variante (vers leur gauche), ou dans celui-ci et aussi dans son image miroir à droite (le dessin porte un « ? »).</translation>
    </message>
    <message id="option.horse_archer_arc.left">
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message id="option.king_panics">
        <source>The King can panic</source>
        <translation>Le Roi peut paniquer</translation>
    </message>
    <message id="option.king_panics.help">
        <source>The King tests for panic like any unit (the variant gives him a morale rating). Off: the 1997 rule, the King never panics.</source>
        <translation>Le Roi teste la panique comme toute unité (la variante lui donne un moral). Désactivé : la règle de 1997, le Roi ne panique jamais.</translation>
    </message>
    <message id="option.turn_limit">
        <source>Turn limit</source>
        <translation>Limite de tours</translation>
    </message>
    <message id="option.turn_limit.help">
        <source>Not in the rules: end the battle as a draw after this many turns (empty: no limit).</source>
        <translation>Hors règles : la bataille finit par un match nul après ce nombre de tours (vide : pas de limite).</translation>
    </message>
    <message id="over">
        <source>The battle is over.</source>
        <translation>La bataille est terminée.</translation>
    </message>
    <message id="panic" numerus="yes">
        <source>PANIC! {unit} roll {face} and retreat {n} hexes.</source>
        <extracomment>one: PANIC! {unit} roll {face} and retreat {n} hex.</extracomment>
        <translation>
            <numerusform>PANIQUE ! {unit} obtiennent {face} et reculent de {n} hexagone.</numerusform>
            <numerusform>PANIQUE ! {unit} obtiennent {face} et reculent de {n} hexagones.</numerusform>
        </translation>
    </message>
    <message id="panic.hold">
        <source>{unit} panic too but hold their ground: their next action must be a rally.</source>
        <translation>{unit} paniquent aussi mais tiennent bon : leur prochaine action doit être un ralliement.</translation>
    </message>
    <message id="panic.ignored">
        <source>{unit} never panic.</source>
        <translation>{unit} ne paniquent jamais.</translation>
    </message>
    <message id="panic.shooter">
        <source>{unit} rolled more panics than anything else and retreat.</source>
        <translation>{unit} ont obtenu plus de paniques que d'autres faces et reculent.</translation>
    </message>
    <message id="panic.step">
        <source>{unit} retreat from {from} to {to}.</source>
        <translation>{unit} reculent de {from} à {to}.</translation>
    </message>
    <message id="panic.stuck" numerus="yes">
        <source>{unit} cannot retreat further: they roll {faces} and lose {n} figures.</source>
        <extracomment>one: {unit} cannot retreat further: they roll {faces} and lose {n} figure.</extracomment>
        <translation>
            <numerusform>{unit} ne peuvent plus reculer : ils jettent {faces} et perdent {n} figurine.</numerusform>
            <numerusform>{unit} ne peuvent plus reculer : ils jettent {faces} et perdent {n} figurines.</numerusform>
        </translation>
    </message>
    <message id="phase.build">
        <source>army building</source>
        <translation>la composition des armées</translation>
    </message>
    <message id="phase.choose">
        <source>the choice of who acts first</source>
        <translation>le choix de qui commence</translation>
    </message>
    <message id="phase.over">
        <source>the end of the battle</source>
        <translation>la fin de la bataille</translation>
    </message>
    <message id="phase.play">
        <source>the battle</source>
        <translation>la bataille</translation>
    </message>
    <message id="position.active">
        <source>cannot read the acting unit {unit}</source>
        <translation>impossible de lire l'unité qui agit {unit}</translation>
    </message>
    <message id="position.active_off">
        <source>the acting unit is not on the field</source>
        <translation>l'unité qui agit n'est pas sur le terrain</translation>
    </message>
    <message id="position.both_sides">
        <source>the board needs both sides, as gold:...;silver:...</source>
        <translation>le terrain demande les deux camps, sous la forme gold:...;silver:...</translation>
    </message>
    <message id="position.budget_first">
        <source>the options start with the budget</source>
        <translation>les options commencent par le budget</translation>
    </message>
    <message id="position.chooser">
        <source>a choice needs its chooser</source>
        <translation>un choix demande celui qui choisit</translation>
    </message>
    <message id="position.dice">
        <source>the dice must be seed/position or ?</source>
        <translation>les dés doivent être graine/position ou ?</translation>
    </message>
    <message id="position.extra">
        <source>cannot read {item}</source>
        <translation>impossible de lire {item}</translation>
    </message>
    <message id="position.extra_side">
        <source>unknown side in the extras</source>
        <translation>camp inconnu dans les extras</translation>
    </message>
    <message id="position.fields">
        <source>it needs 8 fields separated by spaces, not {n}</source>
        <translation>il faut 8 champs séparés par des espaces, pas {n}</translation>
    </message>
    <message id="position.figures">
        <source>{token}: eliminated units have no figures, others some</source>
        <translation>{token} : les unités éliminées n'ont pas de figurines, les autres en ont</translation>
    </message>
    <message id="position.hex">
        <source>{token} stands on an impossible hex</source>
        <translation>{token} se trouve sur un hexagone impossible</translation>
    </message>
    <message id="position.impossible_unit">
        <source>{token} is not a possible unit</source>
        <translation>{token} n'est pas une unité possible</translation>
    </message>
    <message id="position.no_hex">
        <source>{token} names no hex</source>
        <translation>{token} ne désigne aucun hexagone</translation>
    </message>
    <message id="position.not">
        <source>not a Lionheart hex position: {why}</source>
        <translation>ce n'est pas une position de la variante hexagonale de Lionheart : {why}</translation>
    </message>
    <message id="position.not_text">
        <source>it is not text</source>
        <translation>ce n'est pas du texte</translation>
    </message>
    <message id="position.option">
        <source>unknown option {option}</source>
        <translation>option inconnue {option}</translation>
    </message>
    <message id="position.options">
        <source>the options are not valid</source>
        <translation>les options ne sont pas valides</translation>
    </message>
    <message id="position.order">
        <source>cannot read the order {order}</source>
        <translation>impossible de lire l'ordre {order}</translation>
    </message>
    <message id="position.phase">
        <source>unknown phase {phase}</source>
        <translation>phase inconnue {phase}</translation>
    </message>
    <message id="position.result">
        <source>a finished battle needs its result</source>
        <translation>une bataille terminée demande son résultat</translation>
    </message>
    <message id="position.same_number">
        <source>two units share a number</source>
        <translation>deux unités ont le même numéro</translation>
    </message>
    <message id="position.side_prefix">
        <source>expected {side}: before the {side} units</source>
        <translation>{side}: attendu avant les unités de {side}</translation>
    </message>
    <message id="position.turn">
        <source>the turn must be a number</source>
        <translation>le tour doit être un nombre</translation>
    </message>
    <message id="position.unit">
        <source>cannot read the unit {token}</source>
        <translation>impossible de lire l'unité {token}</translation>
    </message>
    <message id="rally">
        <source>{unit} on {hex} rally, facing {facing}.</source>
        <translation>{unit} en {hex} se rallient, face vers {facing}.</translation>
    </message>
    <message id="refuse.advance_turn">
        <source>after advancing a unit may turn one hexside at most</source>
        <translation>après avoir avancé, une unité peut pivoter d'un côté d'hexagone au plus</translation>
    </message>
    <message id="refuse.arbalest_still">
        <source>arbalests reload in a whole action without moving</source>
        <translation>les arbalètes lourdes se rechargent pendant toute une action sans bouger</translation>
    </message>
    <message id="refuse.arc">
        <source>{hex} is not an enemy in the firing arc</source>
        <translation>{hex} n'est pas un ennemi dans l'arc de tir</translation>
    </message>
    <message id="refuse.armour_class">
        <source>that unit type cannot wear that armour</source>
        <translation>ce type d'unité ne peut pas porter cette armure</translation>
    </message>
    <message id="refuse.bid_closer">
        <source>the mercenaries must be closer to your King than to their own</source>
        <translation>les mercenaires doivent être plus près de votre roi que du leur</translation>
    </message>
    <message id="refuse.bid_points">
        <source>you can offer 1 to {left} unspent points</source>
        <translation>vous pouvez offrir de 1 à {left} points non dépensés</translation>
    </message>
    <message id="refuse.bid_target">
        <source>only enemy mercenaries can be bought over</source>
        <translation>seuls les mercenaires ennemis peuvent être achetés</translation>
    </message>
    <message id="refuse.dedicated_armour">
        <source>dedicated warriors wear no armour</source>
        <translation>les guerriers voués ne portent pas d'armure</translation>
    </message>
    <message id="refuse.dedicated_mercenary">
        <source>dedicated warriors are not mercenaries</source>
        <translation>les guerriers voués ne sont pas des mercenaires</translation>
    </message>
    <message id="refuse.deploy_rows">
        <source>units deploy on free hexes of your own deployment rows, the King in the back row</source>
        <translation>les unités se déploient sur les hexagones libres de vos rangées de déploiement, le roi au dernier rang</translation>
    </message>
    <message id="refuse.edge">
        <source>units cannot leave the field</source>
        <translation>les unités ne peuvent pas quitter le terrain</translation>
    </message>
    <message id="refuse.figures">
        <source>a stand of {kind} holds 1 to {n} figures</source>
        <translation>un socle de {kind} porte de 1 à {n} figurines</translation>
    </message>
    <message id="refuse.fired">
        <source>the unit has already shot or reloaded in this action</source>
        <translation>l'unité a déjà tiré ou rechargé dans cette action</translation>
    </message>
    <message id="refuse.front_enemy">
        <source>units attack only an enemy in their front hex</source>
        <translation>les unités n'attaquent qu'un ennemi dans leur hexagone de front</translation>
    </message>
    <message id="refuse.king_first">
        <source>buy your King first</source>
        <translation>achetez d'abord votre roi</translation>
    </message>
    <message id="refuse.king_special">
        <source>a King is neither a mercenary nor a dedicated warrior</source>
        <translation>un roi n'est ni mercenaire ni guerrier voué</translation>
    </message>
    <message id="refuse.leadership">
        <source>only a King has a leadership rating, from 1 to 3</source>
        <translation>seul un roi a un commandement, de 1 à 3</translation>
    </message>
    <message id="refuse.loaded">
        <source>that unit has nothing to reload</source>
        <translation>cette unité n'a rien à recharger</translation>
    </message>
    <message id="refuse.malformed">
        <source>that action is malformed</source>
        <translation>cette action est mal formée</translation>
    </message>
    <message id="refuse.mid_action">
        <source>finish the current action first</source>
        <translation>terminez d'abord l'action en cours</translation>
    </message>
    <message id="refuse.morale">
        <source>morale ratings are 1 to 3 (a King: 2 or 3)</source>
        <translation>le moral va de 1 à 3 (un roi : 2 ou 3)</translation>
    </message>
    <message id="refuse.need_army">
        <source>your King needs an army</source>
        <translation>votre roi a besoin d'une armée</translation>
    </message>
    <message id="refuse.need_king">
        <source>your army needs its King</source>
        <translation>votre armée a besoin de son roi</translation>
    </message>
    <message id="refuse.no_bows">
        <source>{unit} have no missile weapons</source>
        <translation>{unit} n'ont pas d'armes de tir</translation>
    </message>
    <message id="refuse.no_class">
        <source>there is no such unit type</source>
        <translation>ce type d'unité n'existe pas</translation>
    </message>
    <message id="refuse.no_mp">
        <source>{unit} have no movement points left</source>
        <translation>{unit} n'ont plus de points de mouvement</translation>
    </message>
    <message id="refuse.no_piece">
        <source>there is no piece {piece}</source>
        <translation>il n'y a pas de pièce {piece}</translation>
    </message>
    <message id="refuse.no_room">
        <source>there is no room left in your deployment rows</source>
        <translation>il n'y a plus de place dans vos rangées de déploiement</translation>
    </message>
    <message id="refuse.no_side">
        <source>there is no side called {player}</source>
        <translation>aucun camp ne s'appelle {player}</translation>
    </message>
    <message id="refuse.no_unit">
        <source>there is no unit on {hex}</source>
        <translation>il n'y a pas d'unité en {hex}</translation>
    </message>
    <message id="refuse.not_action">
        <source>{action} is not an action of the hex variant</source>
        <translation>{action} n'est pas une action de la variante hexagonale</translation>
    </message>
    <message id="refuse.not_mercenary">
        <source>that is not one of your mercenary units</source>
        <translation>ce n'est pas une de vos unités de mercenaires</translation>
    </message>
    <message id="refuse.not_now">
        <source>that action is not possible now</source>
        <translation>cette action n'est pas possible maintenant</translation>
    </message>
    <message id="refuse.not_turn">
        <source>it is not {side}'s turn</source>
        <translation>ce n'est pas le tour de {side}</translation>
    </message>
    <message id="refuse.not_yours">
        <source>{unit} belong to the other side</source>
        <translation>{unit} appartiennent à l'autre camp</translation>
    </message>
    <message id="refuse.occupied">
        <source>{hex} is occupied</source>
        <translation>{hex} est occupé</translation>
    </message>
    <message id="refuse.off_field">
        <source>that hex is not on the field</source>
        <translation>cet hexagone n'est pas sur le terrain</translation>
    </message>
    <message id="refuse.one_king">
        <source>an army has exactly one King</source>
        <translation>une armée a exactement un roi</translation>
    </message>
    <message id="refuse.other_unit">
        <source>another unit is acting in this action</source>
        <translation>une autre unité agit dans cette action</translation>
    </message>
    <message id="refuse.over">
        <source>the battle is over</source>
        <translation>la bataille est terminée</translation>
    </message>
    <message id="refuse.over_budget">
        <source>your army costs more than your budget</source>
        <translation>votre armée coûte plus que votre budget</translation>
    </message>
    <message id="refuse.panicked">
        <source>{unit} are panicked: their only action is a rally</source>
        <translation>{unit} sont en panique : leur seule action est le ralliement</translation>
    </message>
    <message id="refuse.peasants">
        <source>peasants are unarmoured, morale 1, with sidearms and no shields</source>
        <translation>les paysans sont sans armure, moral 1, avec des armes de poing et sans boucliers</translation>
    </message>
    <message id="refuse.promise_low">
        <source>a mercenary must be promised at least {least} points</source>
        <translation>il faut promettre au moins {least} points à un mercenaire</translation>
    </message>
    <message id="refuse.rally">
        <source>only a panicked unit rallies, as its whole action</source>
        <translation>seule une unité en panique se rallie, pendant toute son action</translation>
    </message>
    <message id="refuse.shields">
        <source>shields go only with spears or sidearms</source>
        <translation>les boucliers vont seulement avec des lances ou des armes de poing</translation>
    </message>
    <message id="refuse.shot_no_attack">
        <source>a unit that shoots or reloads cannot attack in the same action</source>
        <translation>une unité qui tire ou recharge ne peut pas attaquer dans la même action</translation>
    </message>
    <message id="refuse.too_dear">
        <source>that costs {cost} points and you have {left} left</source>
        <translation>cela coûte {cost} points et il vous en reste {left}</translation>
    </message>
    <message id="refuse.turn_one">
        <source>a turn changes the facing by one hexside</source>
        <translation>un pivot change l'orientation d'un côté d'hexagone</translation>
    </message>
    <message id="refuse.undeployed">
        <source>deploy every unit of your reserve, or sell it back</source>
        <translation>déployez chaque unité de votre réserve, ou revendez-la</translation>
    </message>
    <message id="refuse.unloaded">
        <source>{unit} must reload first</source>
        <translation>{unit} doivent d'abord recharger</translation>
    </message>
    <message id="refuse.weapon_class">
        <source>that unit type cannot carry that weapon</source>
        <translation>ce type d'unité ne peut pas porter cette arme</translation>
    </message>
    <message id="refuse.wrong_phase">
        <source>that is not possible during {phase}</source>
        <translation>ce n'est pas possible pendant {phase}</translation>
    </message>
    <message id="reload">
        <source>{unit} on {hex} reload their crossbows.</source>
        <translation>{unit} en {hex} rechargent leurs arbalètes.</translation>
    </message>
    <message id="reload.arbalest">
        <source>{unit} on {hex} spend the action reloading their arbalests.</source>
        <translation>{unit} en {hex} passent l'action à recharger leurs arbalètes lourdes.</translation>
    </message>
    <message id="save.none">
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message id="saves" numerus="yes">
        <source>{unit} roll {faces} to save, saving on {on}: {saved} saved, {n} casualties.</source>
        <extracomment>one: {unit} roll {faces} to save, saving on {on}: {saved} saved, {n} casualty.</extracomment>
        <translation>
            <numerusform>{unit} jettent {faces} pour sauver, sauvent sur {on} : {saved} sauvées, {n} perte.</numerusform>
            <numerusform>{unit} jettent {faces} pour sauver, sauvent sur {on} : {saved} sauvées, {n} pertes.</numerusform>
        </translation>
    </message>
    <message id="saves.none" numerus="yes">
        <source>{unit} have no saving roll here: {n} casualties.</source>
        <extracomment>one: {unit} have no saving roll here: {n} casualty.</extracomment>
        <translation>
            <numerusform>{unit} n'ont pas de jet de sauvegarde ici : {n} perte.</numerusform>
            <numerusform>{unit} n'ont pas de jet de sauvegarde ici : {n} pertes.</numerusform>
        </translation>
    </message>
    <message id="settle" numerus="yes">
        <source>{side} pays {n} points to its mercenaries.</source>
        <extracomment>one: {side} pays {n} point to its mercenaries.</extracomment>
        <translation>
            <numerusform>{side} paie {n} point à ses mercenaires.</numerusform>
            <numerusform>{side} paie {n} points à ses mercenaires.</numerusform>
        </translation>
    </message>
    <message id="shields" numerus="yes">
        <source>{unit} block {n} hits with their shields.</source>
        <extracomment>one: {unit} block {n} hit with their shields.</extracomment>
        <translation>
            <numerusform>{unit} bloquent {n} touche avec leurs boucliers.</numerusform>
            <numerusform>{unit} bloquent {n} touches avec leurs boucliers.</numerusform>
        </translation>
    </message>
    <message id="shoot" numerus="yes">
        <source>{unit} shoot at {target} on {hex}: {faces} = {n} hits.</source>
        <extracomment>one: {unit} shoot at {target} on {hex}: {faces} = {n} hit.</extracomment>
        <translation>
            <numerusform>{unit} tirent sur {target} en {hex} : {faces} = {n} touche.</numerusform>
            <numerusform>{unit} tirent sur {target} en {hex} : {faces} = {n} touches.</numerusform>
        </translation>
    </message>
    <message id="side.gold">
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message id="side.silver">
        <source>Silver</source>
        <translation>Argent</translation>
    </message>
    <message id="sides.and">
        <source>{a} and {b}</source>
        <translation>{a} et {b}</translation>
    </message>
    <message id="summary.build" numerus="yes">
        <source>Army building: {sides} are still buying and deploying.</source>
        <extracomment>one: Army building: {sides} is still buying and deploying.</extracomment>
        <translation>
            <numerusform>Composition des armées : {sides} achète et déploie encore.</numerusform>
            <numerusform>Composition des armées : {sides} achètent et déploient encore.</numerusform>
        </translation>
    </message>
    <message id="summary.choose">
        <source>{side} chooses who acts first.</source>
        <translation>{side} choisit qui commence.</translation>
    </message>
    <message id="summary.turn" numerus="yes">
        <source>Turn {turn}: {side} to act; {n} actions left ({order}).</source>
        <extracomment>one: Turn {turn}: {side} to act; {n} action left ({order}).</extracomment>
        <translation>
            <numerusform>Tour {turn} : {side} joue ; encore {n} action ({order}).</numerusform>
            <numerusform>Tour {turn} : {side} joue ; encore {n} actions ({order}).</numerusform>
        </translation>
    </message>
    <message id="title">
        <source>Lionheart (hex variant)</source>
        <translation>Lionheart (variante hexagonale)</translation>
    </message>
    <message id="turn">
        <source>{unit} on {hex} turn to face {facing}.</source>
        <translation>{unit} en {hex} pivotent vers {facing}.</translation>
    </message>
    <message id="turn.free">
        <source>{unit} on {hex} turn to face {facing} (free).</source>
        <translation>{unit} en {hex} pivotent vers {facing} (gratuit).</translation>
    </message>
    <message id="unit">
        <source>{side} {kind} ({figures})</source>
        <translation>{kind} {side} ({figures})</translation>
    </message>
    <message id="unit.kind">
        <source>{side} {kind}</source>
        <translation>{kind} {side}</translation>
    </message>
    <message id="unit.on">
        <source>{unit} on {hex}</source>
        <translation>{unit} en {hex}</translation>
    </message>
    <message id="victory.alone">
        <source>The {side} King stands alone: {winner} wins.</source>
        <translation>Le roi {side} est seul : {winner} gagne.</translation>
    </message>
    <message id="victory.fallen">
        <source>The {side} King has fallen: {winner} wins.</source>
        <translation>Le roi {side} est tombé : {winner} gagne.</translation>
    </message>
    <message id="victory.turn_limit">
        <source>The turn limit of {limit} turns is reached: the battle is a draw.</source>
        <translation>La limite de {limit} tours est atteinte : la bataille est nulle.</translation>
    </message>
    <message id="weapon.arbalests">
        <source>arbalests</source>
        <translation>arbalètes lourdes</translation>
    </message>
    <message id="weapon.bows">
        <source>bows</source>
        <translation>arcs</translation>
    </message>
    <message id="weapon.crossbows">
        <source>crossbows</source>
        <translation>arbalètes</translation>
    </message>
    <message id="weapon.halberds">
        <source>halberds</source>
        <translation>hallebardes</translation>
    </message>
    <message id="weapon.heavy">
        <source>heavy weapons</source>
        <translation>armes lourdes</translation>
    </message>
    <message id="weapon.longbows">
        <source>longbows</source>
        <translation>arcs longs</translation>
    </message>
    <message id="weapon.sidearms">
        <source>sidearms</source>
        <translation>armes de poing</translation>
    </message>
    <message id="weapon.spears">
        <source>spears</source>
        <translation>lances</translation>
    </message>
    <message id="where.eliminated">
        <source>eliminated</source>
        <translation>éliminée</translation>
    </message>
    <message id="where.reserve">
        <source>in the reserve</source>
        <translation>en réserve</translation>
    </message>
</context>
</TS>
