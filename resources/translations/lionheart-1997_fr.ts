<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>lionheart-1997</name>
    <message id="attack" numerus="yes">
        <source>{attacker} on {att_square} attack {defender} on {def_square}: {faces} = {n} hits.</source>
        <extracomment>one: {attacker} on {att_square} attack {defender} on {def_square}: {faces} = {n} hit.</extracomment>
        <translation>
            <numerusform>{attacker} en {att_square} attaque {defender} en {def_square} : {faces} = {n} touche.</numerusform>
            <numerusform>{attacker} en {att_square} attaque {defender} en {def_square} : {faces} = {n} touches.</numerusform>
        </translation>
    </message>
    <message id="attack.armour">
        <source>{unit} need {hits} hits per figure: no figure lost.</source>
        <translation>{unit} demande {hits} touches par figurine : aucune figurine perdue.</translation>
    </message>
    <message id="attack.armour.king">
        <source>{unit} needs {hits} hits per figure: no figure lost.</source>
        <translation>{unit} demande {hits} touches par figurine : aucune figurine perdue.</translation>
    </message>
    <message id="attack.eliminated.all">
        <source>{unit} lose every figure and are eliminated.</source>
        <translation>{unit} perd toutes ses figurines et est éliminé.</translation>
    </message>
    <message id="attack.eliminated.last">
        <source>{unit} lose their last figure and are eliminated.</source>
        <translation>{unit} perd sa dernière figurine et est éliminé.</translation>
    </message>
    <message id="attack.eliminated.last.king">
        <source>{unit} loses his last figure and is eliminated.</source>
        <translation>{unit} perd sa dernière figurine et est éliminé.</translation>
    </message>
    <message id="attack.last_figure">
        <source>{attacker} on {att_square} attack {defender} on {def_square}: last figure rolls {faces}.</source>
        <translation>{attacker} en {att_square} attaque {defender} en {def_square} : la dernière figurine obtient {faces}.</translation>
    </message>
    <message id="attack.last_figure.two_hits">
        <source>{attacker} on {att_square} attack {defender} on {def_square}: last figure rolls {faces} (two hits).</source>
        <translation>{attacker} en {att_square} attaque {defender} en {def_square} : la dernière figurine obtient {faces} (deux touches).</translation>
    </message>
    <message id="attack.losses" numerus="yes">
        <source>{unit} lose {n} figures; {left} left.</source>
        <extracomment>one: {unit} lose {n} figure; {left} left.</extracomment>
        <translation>
            <numerusform>{unit} perd {n} figurine ; il en reste {left}.</numerusform>
            <numerusform>{unit} perd {n} figurines ; il en reste {left}.</numerusform>
        </translation>
    </message>
    <message id="bribe">
        <source>The {side} King bribes {unit} on {square}: they now fight for {side}.</source>
        <translation>Le roi d'{side} soudoie {unit} en {square} : ils combattent désormais pour {side}.</translation>
    </message>
    <message id="describe.attack">
        <source>{unit} attack {target}</source>
        <translation>{unit} attaque {target}</translation>
    </message>
    <message id="describe.attack.king">
        <source>{unit} attacks {target}</source>
        <translation>{unit} attaque {target}</translation>
    </message>
    <message id="describe.bribe">
        <source>the King bribes {target}</source>
        <translation>le roi soudoie {target}</translation>
    </message>
    <message id="describe.confirm_setup">
        <source>confirm the setup</source>
        <translation>confirmer le déploiement</translation>
    </message>
    <message id="describe.end_turn">
        <source>end the turn</source>
        <translation>terminer le tour</translation>
    </message>
    <message id="describe.move">
        <source>{unit} move to {to}</source>
        <translation>{unit} se déplace en {to}</translation>
    </message>
    <message id="describe.move.king">
        <source>{unit} moves to {to}</source>
        <translation>{unit} se déplace en {to}</translation>
    </message>
    <message id="describe.place">
        <source>place {kind} ({figures}) on {square}</source>
        <translation>placer {kind} ({figures}) en {square}</translation>
    </message>
    <message id="describe.regroup" numerus="yes">
        <source>move {n} Infantry figures from {frm} to {to}</source>
        <extracomment>one: move {n} Infantry figure from {frm} to {to}</extracomment>
        <translation>
            <numerusform>déplacer {n} figurine d'infanterie de {frm} à {to}</numerusform>
            <numerusform>déplacer {n} figurines d'infanterie de {frm} à {to}</numerusform>
        </translation>
    </message>
    <message id="describe.relocate">
        <source>move the base on {frm} to {to}</source>
        <translation>déplacer le socle de {frm} à {to}</translation>
    </message>
    <message id="describe.remove">
        <source>take the base on {square} back</source>
        <translation>reprendre le socle en {square}</translation>
    </message>
    <message id="describe.roll_off">
        <source>roll for the first turn</source>
        <translation>lancer les dés pour le premier tour</translation>
    </message>
    <message id="describe.standard_setup">
        <source>set out the standard army</source>
        <translation>déployer l'armée standard</translation>
    </message>
    <message id="describe.turn">
        <source>{unit} turn to face {facing}</source>
        <translation>{unit} se tourne vers le {facing}</translation>
    </message>
    <message id="describe.turn.king">
        <source>{unit} turns to face {facing}</source>
        <translation>{unit} se tourne vers le {facing}</translation>
    </message>
    <message id="editor.alone">
        <source>{side}'s King stands alone: give him an army</source>
        <translation>Le roi d'{side} est seul : donnez-lui une armée</translation>
    </message>
    <message id="editor.one_king">
        <source>{side} needs exactly one King on the board</source>
        <translation>{side} doit avoir exactement un roi sur le plateau</translation>
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
        <source>{n} battle-axes</source>
        <extracomment>one: {n} battle-axe</extracomment>
        <translation>
            <numerusform>{n} hache</numerusform>
            <numerusform>{n} haches</numerusform>
        </translation>
    </message>
    <message id="faces.panic" numerus="yes">
        <source>{n} panic</source>
        <extracomment>one: {n} panic</extracomment>
        <translation>
            <numerusform>{n} panique</numerusform>
            <numerusform>{n} paniques</numerusform>
        </translation>
    </message>
    <message id="facing.E">
        <source>east</source>
        <translation>est</translation>
    </message>
    <message id="facing.N">
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message id="facing.S">
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message id="facing.W">
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message id="kind.archer">
        <source>Archers</source>
        <translation>Archers</translation>
    </message>
    <message id="kind.archer.plural">
        <source>Archers</source>
        <translation>Archers</translation>
    </message>
    <message id="kind.heavy_infantry">
        <source>Heavy Infantry</source>
        <translation>Infanterie lourde</translation>
    </message>
    <message id="kind.heavy_infantry.plural">
        <source>Heavy Infantry</source>
        <translation>Infanterie lourde</translation>
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
        <translation>Roi</translation>
    </message>
    <message id="kind.king.plural">
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message id="kind.knight">
        <source>Knights</source>
        <translation>Chevaliers</translation>
    </message>
    <message id="kind.knight.plural">
        <source>Knights</source>
        <translation>Chevaliers</translation>
    </message>
    <message id="kind.mercenary">
        <source>Mercenaries</source>
        <translation>Mercenaires</translation>
    </message>
    <message id="kind.mercenary.plural">
        <source>Mercenaries</source>
        <translation>Mercenaires</translation>
    </message>
    <message id="kind.peasant">
        <source>Peasants</source>
        <translation>Paysans</translation>
    </message>
    <message id="kind.peasant.plural">
        <source>Peasants</source>
        <translation>Paysans</translation>
    </message>
    <message id="mercenary.rout" numerus="yes">
        <source>{unit} flee {n} squares from the Mercenaries.</source>
        <extracomment>one: {unit} flee {n} square from the Mercenaries.</extracomment>
        <translation>
            <numerusform>{unit} fuit de {n} case devant les mercenaires.</numerusform>
            <numerusform>{unit} fuit de {n} cases devant les mercenaires.</numerusform>
        </translation>
    </message>
    <message id="move">
        <source>{unit} move from {from} to {to}.</source>
        <translation>{unit} se déplace de {from} à {to}.</translation>
    </message>
    <message id="move.king">
        <source>{unit} moves from {from} to {to}.</source>
        <translation>{unit} se déplace de {from} à {to}.</translation>
    </message>
    <message id="option.massive_infantry">
        <source>Massive infantry</source>
        <translation>Infanterie massive</translation>
    </message>
    <message id="option.massive_infantry.help">
        <source>Massive Infantry (optional rule): up to 10 Infantry on a base; still never more than 4 dice.</source>
        <translation>Infanterie massive (règle optionnelle) : jusqu'à 10 Infanterie sur un socle ; jamais plus de 4 dés.</translation>
    </message>
    <message id="option.setup">
        <source>Setup</source>
        <translation>Déploiement</translation>
    </message>
    <message id="option.setup.basic">
        <source>Basic</source>
        <translation>De base</translation>
    </message>
    <message id="option.setup.customized">
        <source>Customized</source>
        <translation>Personnalisé</translation>
    </message>
    <message id="option.setup.help">
        <source>Basic: the fixed setup with King, Knights, Archers and Infantry. Customized: each side builds its own army of 10 bases, extra forces included, and places it in secret in its back two rows.</source>
        <translation>De base : le déploiement fixe avec Roi, Chevaliers, Archers et Infanterie. Personnalisé : chaque camp compose sa propre armée de 10 socles, forces supplémentaires comprises, et la place en secret sur ses deux rangées arrière.</translation>
    </message>
    <message id="option.turn_limit">
        <source>Turn limit</source>
        <translation>Limite de tours</translation>
    </message>
    <message id="option.turn_limit.help">
        <source>Not in the rulebook: end the game as a draw after this many turns (empty: no limit). Useful for timed games and self-play.</source>
        <translation>Hors livret de règles : terminer la partie par un match nul après ce nombre de tours (vide : sans limite). Utile pour les parties chronométrées et les parties entre ordinateurs.</translation>
    </message>
    <message id="over">
        <source>The battle is over.</source>
        <translation>La bataille est terminée.</translation>
    </message>
    <message id="panic">
        <source>PANIC! {unit} about-face and retreat.</source>
        <translation>PANIQUE ! {unit} fait volte-face et recule.</translation>
    </message>
    <message id="panic.chain">
        <source>{unit} panic too!</source>
        <translation>{unit} panique à son tour !</translation>
    </message>
    <message id="panic.ignored">
        <source>{unit} never panic.</source>
        <translation>{unit} ne panique jamais.</translation>
    </message>
    <message id="panic.ignored.king">
        <source>{unit} never panics.</source>
        <translation>{unit} ne panique jamais.</translation>
    </message>
    <message id="panic.into_enemy">
        <source>{unit} run into {other} and are eliminated.</source>
        <translation>{unit} fuit contre {other} et est éliminé.</translation>
    </message>
    <message id="panic.into_king">
        <source>{unit} run into their own King and are eliminated.</source>
        <translation>{unit} fuit contre son propre roi et est éliminé.</translation>
    </message>
    <message id="panic.into_mercenary">
        <source>{unit} run into {other} and are eliminated.</source>
        <translation>{unit} fuit contre {other} et est éliminé.</translation>
    </message>
    <message id="panic.off_board">
        <source>{unit} run off the board and are eliminated.</source>
        <translation>{unit} fuit hors du plateau et est éliminé.</translation>
    </message>
    <message id="panic.step">
        <source>{unit} retreat from {from} to {to}.</source>
        <translation>{unit} recule de {from} à {to}.</translation>
    </message>
    <message id="peasants.flee" numerus="yes">
        <source>{unit} panic and flee {n} squares!</source>
        <extracomment>one: {unit} panic and flee {n} square!</extracomment>
        <translation>
            <numerusform>{unit} panique et fuit de {n} case !</numerusform>
            <numerusform>{unit} panique et fuit de {n} cases !</numerusform>
        </translation>
    </message>
    <message id="phase.play">
        <source>the battle</source>
        <translation>la bataille</translation>
    </message>
    <message id="phase.roll">
        <source>the roll for the first turn</source>
        <translation>le jet pour le premier tour</translation>
    </message>
    <message id="phase.setup">
        <source>the secret setup</source>
        <translation>le déploiement secret</translation>
    </message>
    <message id="position.both_sides">
        <source>the board needs both sides, as gold:...;silver:...</source>
        <translation>le plateau demande les deux camps, sous la forme gold:...;silver:...</translation>
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
    <message id="position.not">
        <source>not a Lionheart (1997) position: {why}</source>
        <translation>ce n'est pas une position de Lionheart (1997) : {why}</translation>
    </message>
    <message id="position.not_text">
        <source>it is not text</source>
        <translation>ce n'est pas du texte</translation>
    </message>
    <message id="position.numbers">
        <source>actions left and turn must be numbers</source>
        <translation>les actions restantes et le tour doivent être des nombres</translation>
    </message>
    <message id="position.option">
        <source>unknown option {option}</source>
        <translation>option inconnue {option}</translation>
    </message>
    <message id="position.options">
        <source>the options are not valid</source>
        <translation>les options ne sont pas valides</translation>
    </message>
    <message id="position.phase">
        <source>unknown phase {phase}</source>
        <translation>phase inconnue {phase}</translation>
    </message>
    <message id="position.same_number">
        <source>two units share a number</source>
        <translation>deux unités ont le même numéro</translation>
    </message>
    <message id="position.side">
        <source>unknown side {side}</source>
        <translation>camp inconnu {side}</translation>
    </message>
    <message id="position.square">
        <source>{token} stands on an impossible square</source>
        <translation>{token} se trouve sur une case impossible</translation>
    </message>
    <message id="position.unit">
        <source>cannot read the unit {token}</source>
        <translation>impossible de lire l'unité {token}</translation>
    </message>
    <message id="refuse.already_face">
        <source>{unit} already face {facing}</source>
        <translation>{unit} fait déjà face au {facing}</translation>
    </message>
    <message id="refuse.already_face.king">
        <source>{unit} already faces {facing}</source>
        <translation>{unit} fait déjà face au {facing}</translation>
    </message>
    <message id="refuse.army_size">
        <source>an army has exactly {limit} bases, the King's included; you have {bases}</source>
        <translation>une armée compte exactement {limit} socles, roi compris ; vous en avez {bases}</translation>
    </message>
    <message id="refuse.around">
        <source>{kind} attack only the eight squares around them</source>
        <translation>{kind} n'attaquent que les huit cases qui les entourent</translation>
    </message>
    <message id="refuse.attacked">
        <source>{unit} have already attacked this turn</source>
        <translation>{unit} a déjà attaqué ce tour</translation>
    </message>
    <message id="refuse.attacked.king">
        <source>{unit} has already attacked this turn</source>
        <translation>{unit} a déjà attaqué ce tour</translation>
    </message>
    <message id="refuse.back_rows">
        <source>units start in your own back two rows</source>
        <translation>les unités commencent dans vos deux dernières rangées</translation>
    </message>
    <message id="refuse.base_size">
        <source>a base of {kind} holds {span} figures</source>
        <translation>un socle de {kind} compte {span} figurines</translation>
    </message>
    <message id="refuse.bases_used">
        <source>all {limit} bases are in use</source>
        <translation>les {limit} socles sont tous utilisés</translation>
    </message>
    <message id="refuse.blocked">
        <source>the way to {square} is blocked</source>
        <translation>le chemin vers {square} est bloqué</translation>
    </message>
    <message id="refuse.box">
        <source>the box holds only {n} {kind} per side</source>
        <translation>la boîte ne contient que {n} {kind} par camp</translation>
    </message>
    <message id="refuse.bribe_facing">
        <source>the King is not facing those Mercenaries</source>
        <translation>le roi ne fait pas face à ces mercenaires</translation>
    </message>
    <message id="refuse.bribe_first">
        <source>the King must first move or turn to face the Mercenaries, then bribe them as his next action</source>
        <translation>le roi doit d'abord se déplacer ou se tourner face aux mercenaires, puis les soudoyer à l'action suivante</translation>
    </message>
    <message id="refuse.bribe_king">
        <source>only a King can bribe Mercenaries</source>
        <translation>seul un roi peut soudoyer des mercenaires</translation>
    </message>
    <message id="refuse.bribe_target">
        <source>only enemy Mercenaries can be bribed</source>
        <translation>seuls les mercenaires ennemis peuvent être soudoyés</translation>
    </message>
    <message id="refuse.bribe_watched">
        <source>their own King stands next to the Mercenaries and faces them: he is watching them</source>
        <translation>leur propre roi se tient à côté des mercenaires et leur fait face : il les surveille</translation>
    </message>
    <message id="refuse.confirmed">
        <source>{side} has already confirmed the setup</source>
        <translation>{side} a déjà confirmé son déploiement</translation>
    </message>
    <message id="refuse.end_turn">
        <source>you cannot end the turn now</source>
        <translation>vous ne pouvez pas terminer le tour maintenant</translation>
    </message>
    <message id="refuse.foot_one">
        <source>{kind} on foot move one square at a time</source>
        <translation>{kind} à pied avancent d'une case à la fois</translation>
    </message>
    <message id="refuse.front">
        <source>{kind} must stand next to their target and face it</source>
        <translation>{kind} doivent être au contact de leur cible et lui faire face</translation>
    </message>
    <message id="refuse.horses">
        <source>the box holds only {n} horses per side</source>
        <translation>la boîte ne contient que {n} chevaux par camp</translation>
    </message>
    <message id="refuse.king_fixed">
        <source>the King must start on the royal shield</source>
        <translation>le roi doit commencer sur l'écu royal</translation>
    </message>
    <message id="refuse.king_placed">
        <source>the King is already on the royal shield</source>
        <translation>le roi est déjà sur l'écu royal</translation>
    </message>
    <message id="refuse.malformed">
        <source>that action is malformed</source>
        <translation>cette action est mal formée</translation>
    </message>
    <message id="refuse.move_cost">
        <source>{unit} need {cost} actions to move and only {left} are left</source>
        <translation>{unit} a besoin de {cost} actions pour se déplacer et il n'en reste que {left}</translation>
    </message>
    <message id="refuse.move_facing">
        <source>units move only the way they face ({facing})</source>
        <translation>les unités ne se déplacent que droit devant elles ({facing})</translation>
    </message>
    <message id="refuse.move_off">
        <source>units cannot move off the board</source>
        <translation>les unités ne peuvent pas quitter le plateau</translation>
    </message>
    <message id="refuse.move_zero">
        <source>a move must go at least one square</source>
        <translation>un déplacement doit couvrir au moins une case</translation>
    </message>
    <message id="refuse.no_base">
        <source>you have no base on {square}</source>
        <translation>vous n'avez pas de socle en {square}</translation>
    </message>
    <message id="refuse.no_kind">
        <source>there is no unit type {kind}</source>
        <translation>il n'y a pas de type d'unité {kind}</translation>
    </message>
    <message id="refuse.no_side">
        <source>there is no side called {player}</source>
        <translation>il n'y a pas de camp nommé {player}</translation>
    </message>
    <message id="refuse.no_target">
        <source>there is no unit to attack on {square}</source>
        <translation>il n'y a pas d'unité à attaquer en {square}</translation>
    </message>
    <message id="refuse.no_unit">
        <source>there is no unit on {square}</source>
        <translation>il n'y a pas d'unité en {square}</translation>
    </message>
    <message id="refuse.not_action">
        <source>{action} is not an action of {title}</source>
        <translation>{action} n'est pas une action de {title}</translation>
    </message>
    <message id="refuse.not_direction">
        <source>{value} is not a direction</source>
        <translation>{value} n'est pas une direction</translation>
    </message>
    <message id="refuse.not_now">
        <source>that action is not possible now</source>
        <translation>cette action n'est pas possible maintenant</translation>
    </message>
    <message id="refuse.not_square">
        <source>{value} is not a square</source>
        <translation>{value} n'est pas une case</translation>
    </message>
    <message id="refuse.not_turn">
        <source>it is not {side}'s turn</source>
        <translation>ce n'est pas le tour d'{side}</translation>
    </message>
    <message id="refuse.not_yours">
        <source>{unit} on {square} belong to the other side</source>
        <translation>{unit} en {square} appartient à l'autre camp</translation>
    </message>
    <message id="refuse.not_yours.king">
        <source>{unit} on {square} belongs to the other side</source>
        <translation>{unit} en {square} appartient à l'autre camp</translation>
    </message>
    <message id="refuse.off_board">
        <source>that square is not on the board</source>
        <translation>cette case n'est pas sur le plateau</translation>
    </message>
    <message id="refuse.over">
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message id="refuse.own_units">
        <source>you cannot attack your own units</source>
        <translation>vous ne pouvez pas attaquer vos propres unités</translation>
    </message>
    <message id="refuse.regroup_basic">
        <source>regrouping Infantry belongs to the basic game with Massive Infantry</source>
        <translation>regrouper l'infanterie n'existe que dans le jeu de base avec l'infanterie massive</translation>
    </message>
    <message id="refuse.regroup_count" numerus="yes">
        <source>the base on {square} has only {n} figures</source>
        <extracomment>one: the base on {square} has only {n} figure</extracomment>
        <translation>
            <numerusform>le socle en {square} n'a que {n} figurine</numerusform>
            <numerusform>le socle en {square} n'a que {n} figurines</numerusform>
        </translation>
    </message>
    <message id="refuse.regroup_full">
        <source>a base holds at most {n} Infantry: {square} has room for {room}</source>
        <translation>un socle porte au plus {n} fantassins : {square} a de la place pour {room}</translation>
    </message>
    <message id="refuse.regroup_kind">
        <source>the base on {square} is not Infantry</source>
        <translation>le socle en {square} n'est pas de l'infanterie</translation>
    </message>
    <message id="refuse.regroup_only">
        <source>in the basic game with Massive Infantry you may only regroup your Infantry (or keep the standard army) before you confirm</source>
        <translation>dans le jeu de base avec l'infanterie massive, vous pouvez seulement regrouper votre infanterie (ou garder l'armée standard) avant de confirmer</translation>
    </message>
    <message id="refuse.regroup_same">
        <source>choose two different Infantry bases</source>
        <translation>choisissez deux socles d'infanterie différents</translation>
    </message>
    <message id="refuse.span">
        <source>{low} to {high}</source>
        <translation>de {low} à {high}</translation>
    </message>
    <message id="refuse.taken">
        <source>{square} is already taken</source>
        <translation>{square} est déjà occupée</translation>
    </message>
    <message id="refuse.turn_cost">
        <source>{unit} need {cost} actions to turn and only {left} are left</source>
        <translation>{unit} a besoin de {cost} actions pour tourner et il n'en reste que {left}</translation>
    </message>
    <message id="refuse.wrong_phase">
        <source>that belongs to {wanted}, but the game is in {phase}</source>
        <translation>cela relève de {wanted}, mais la partie en est à {phase}</translation>
    </message>
    <message id="refuse.zone">
        <source>{square} is not in the nine squares in front of the {kind}</source>
        <translation>{square} n'est pas dans les neuf cases devant les {kind}</translation>
    </message>
    <message id="roll_off">
        <source>Gold rolls {gold}, Silver rolls {silver}.</source>
        <translation>Or obtient {gold}, Argent obtient {silver}.</translation>
    </message>
    <message id="roll_off.tie">
        <source>Gold rolls {gold}, Silver rolls {silver}. A tie: roll again.</source>
        <translation>Or obtient {gold}, Argent obtient {silver}. Égalité : on relance.</translation>
    </message>
    <message id="setup.confirm">
        <source>{side}'s army is ready.</source>
        <translation>L'armée d'{side} est prête.</translation>
    </message>
    <message id="setup.place">
        <source>{side} places {kind} ({figures}) on {square}.</source>
        <translation>{side} place {kind} ({figures}) en {square}.</translation>
    </message>
    <message id="setup.regroup" numerus="yes">
        <source>{side} moves {n} Infantry figures from {from} to {to}.</source>
        <extracomment>one: {side} moves {n} Infantry figure from {from} to {to}.</extracomment>
        <translation>
            <numerusform>{side} déplace {n} figurine d'infanterie de {from} à {to}.</numerusform>
            <numerusform>{side} déplace {n} figurines d'infanterie de {from} à {to}.</numerusform>
        </translation>
    </message>
    <message id="setup.relocate">
        <source>{side} moves a base from {from} to {to}.</source>
        <translation>{side} déplace un socle de {from} à {to}.</translation>
    </message>
    <message id="setup.remove">
        <source>{side} takes the base on {square} back.</source>
        <translation>{side} reprend le socle en {square}.</translation>
    </message>
    <message id="setup.reveal">
        <source>Both armies are revealed.</source>
        <translation>Les deux armées sont révélées.</translation>
    </message>
    <message id="setup.standard">
        <source>{side} sets out the standard army.</source>
        <translation>{side} dispose l'armée standard.</translation>
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
    <message id="state.invalid_at">
        <source>the state is not valid at {where}</source>
        <translation>la position n'est pas valable à {where}</translation>
    </message>
    <message id="state.side">
        <source>unknown side in the state</source>
        <translation>camp inconnu dans la position</translation>
    </message>
    <message id="state.unit">
        <source>unit {unit} is not valid</source>
        <translation>l'unité {unit} n'est pas valable</translation>
    </message>
    <message id="state.unit_square">
        <source>unit {unit} stands on an impossible square</source>
        <translation>l'unité {unit} se tient sur une case impossible</translation>
    </message>
    <message id="summary.regroup" numerus="yes">
        <source>Massive Infantry: {sides} are regrouping their Infantry in secret.</source>
        <extracomment>one: Massive Infantry: {sides} is regrouping their Infantry in secret.</extracomment>
        <translation>
            <numerusform>Infanterie massive : {sides} regroupe son infanterie en secret.</numerusform>
            <numerusform>Infanterie massive : {sides} regroupent leur infanterie en secret.</numerusform>
        </translation>
    </message>
    <message id="summary.roll">
        <source>Roll the combat dice to see who moves first.</source>
        <translation>Lancez les dés de combat pour savoir qui commence.</translation>
    </message>
    <message id="summary.setup" numerus="yes">
        <source>Secret setup: {sides} are placing their army.</source>
        <extracomment>one: Secret setup: {sides} is placing their army.</extracomment>
        <translation>
            <numerusform>Déploiement secret : {sides} place son armée.</numerusform>
            <numerusform>Déploiement secret : {sides} placent leur armée.</numerusform>
        </translation>
    </message>
    <message id="summary.turn" numerus="yes">
        <source>Turn {turn}: {side} to act, {n} actions left.</source>
        <extracomment>one: Turn {turn}: {side} to act, {n} action left.</extracomment>
        <translation>
            <numerusform>Tour {turn} : à {side} de jouer, {n} action restante.</numerusform>
            <numerusform>Tour {turn} : à {side} de jouer, {n} actions restantes.</numerusform>
        </translation>
    </message>
    <message id="title">
        <source>Lionheart (1997)</source>
        <translation>Lionheart (1997)</translation>
    </message>
    <message id="turn">
        <source>{unit} on {square} turn to face {facing}.</source>
        <translation>{unit} en {square} se tourne vers le {facing}.</translation>
    </message>
    <message id="turn.end">
        <source>{side} ends the turn.</source>
        <translation>{side} termine son tour.</translation>
    </message>
    <message id="turn.king">
        <source>{unit} on {square} turns to face {facing}.</source>
        <translation>{unit} en {square} se tourne vers le {facing}.</translation>
    </message>
    <message id="turn.start">
        <source>{side}'s turn ({turn}).</source>
        <translation>Au tour de {side} ({turn}).</translation>
    </message>
    <message id="turn.start.first">
        <source>{side} moves first.</source>
        <translation>{side} commence.</translation>
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
        <translation>{unit} en {square}</translation>
    </message>
    <message id="victory.alone">
        <source>The {side} King stands alone: {winner} wins.</source>
        <translation>Le roi d'{side} est seul : {winner} gagne.</translation>
    </message>
    <message id="victory.fallen">
        <source>The {side} King has fallen: {winner} wins.</source>
        <translation>Le roi d'{side} est tombé : {winner} gagne.</translation>
    </message>
    <message id="victory.turn_limit">
        <source>The turn limit of {limit} turns is reached: the battle is a draw.</source>
        <translation>La limite de {limit} tours est atteinte : la bataille est nulle.</translation>
    </message>
</context>
</TS>
