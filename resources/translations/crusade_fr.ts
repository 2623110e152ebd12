<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>crusade</name>
    <message id="ability.cheap_reserve">
        <source>A Reserve card bought costs 1 coin less (at least 1).</source>
        <translation>Une carte de la Réserve achetée coûte 1 pièce de moins (au moins 1).</translation>
    </message>
    <message id="ability.cheap_third_card">
        <source>A third card for the Crusade costs 1 coin instead of 2.</source>
        <translation>Une troisième carte pour la Croisade coûte 1 pièce au lieu de 2.</translation>
    </message>
    <message id="ability.contribute_last">
        <source>Contributes to the Crusade last, after everyone else.</source>
        <translation>Contribue à la Croisade en dernier, après tous les autres.</translation>
    </message>
    <message id="ability.free_rob">
        <source>Taking a card from a rival on the way costs no movement point.</source>
        <translation>Prendre une carte à un rival en chemin ne coûte pas de point de mouvement.</translation>
    </message>
    <message id="ability.home_coin">
        <source>+1 coin after an action in a location of the character's colour.</source>
        <translation>+1 pièce après une action sur un lieu de sa couleur.</translation>
    </message>
    <message id="ability.peek_event">
        <source>Sees the next event each round before choosing a side.</source>
        <translation>Voit l'événement suivant à chaque tour avant de choisir un camp.</translation>
    </message>
    <message id="act">
        <source>{player} performs the action of {location}.</source>
        <translation>{player} effectue l'action de {location}.</translation>
    </message>
    <message id="act.none">
        <source>{player} has no action to perform at {location}.</source>
        <translation>{player} n'a aucune action possible à {location}.</translation>
    </message>
    <message id="act.pass">
        <source>{player} takes no action at {location}.</source>
        <translation>{player} n'effectue pas d'action à {location}.</translation>
    </message>
    <message id="allies.none">
        <source>{player} takes no card.</source>
        <translation>{player} ne prend pas de carte.</translation>
    </message>
    <message id="and">
        <source>{a} and {b}</source>
        <translation>{a} et {b}</translation>
    </message>
    <message id="banners.green">
        <source>Saladin has won the battle: Saladin's Army advances {n}.</source>
        <translation>Saladin a gagné la bataille : l'armée de Saladin avance de {n}.</translation>
    </message>
    <message id="banners.red">
        <source>King Richard has won the battle: Richard's Army advances {n}.</source>
        <translation>Le roi Richard a gagné la bataille : l'armée de Richard avance de {n}.</translation>
    </message>
    <message id="banners.tie">
        <source>Stalemate: neither Army moves.</source>
        <translation>Impasse : aucune armée ne bouge.</translation>
    </message>
    <message id="buy" numerus="yes">
        <source>{player} buys {item} for {n} coins.</source>
        <extracomment>one: {player} buys {item} for {n} coin.</extracomment>
        <translation>
            <numerusform>{player} achète {item} pour {n} pièce.</numerusform>
            <numerusform>{player} achète {item} pour {n} pièces.</numerusform>
        </translation>
    </message>
    <message id="buy.pass">
        <source>{player} buys nothing.</source>
        <translation>{player} n'achète rien.</translation>
    </message>
    <message id="card.GB">
        <source>green banner</source>
        <translation>bannière verte</translation>
    </message>
    <message id="card.GC">
        <source>green chest</source>
        <translation>coffre vert</translation>
    </message>
    <message id="card.GH">
        <source>green hourglass</source>
        <translation>sablier vert</translation>
    </message>
    <message id="card.RB">
        <source>red banner</source>
        <translation>bannière rouge</translation>
    </message>
    <message id="card.RC">
        <source>red chest</source>
        <translation>coffre rouge</translation>
    </message>
    <message id="card.RH">
        <source>red hourglass</source>
        <translation>sablier rouge</translation>
    </message>
    <message id="card.X">
        <source>hidden card</source>
        <translation>carte cachée</translation>
    </message>
    <message id="cardn.GB" numerus="yes">
        <source>{n} green banners</source>
        <extracomment>one: {n} green banner</extracomment>
        <translation>
            <numerusform>{n} bannière verte</numerusform>
            <numerusform>{n} bannières vertes</numerusform>
        </translation>
    </message>
    <message id="cardn.GC" numerus="yes">
        <source>{n} green chests</source>
        <extracomment>one: {n} green chest</extracomment>
        <translation>
            <numerusform>{n} coffre vert</numerusform>
            <numerusform>{n} coffres verts</numerusform>
        </translation>
    </message>
    <message id="cardn.GH" numerus="yes">
        <source>{n} green hourglasses</source>
        <extracomment>one: {n} green hourglass</extracomment>
        <translation>
            <numerusform>{n} sablier vert</numerusform>
            <numerusform>{n} sabliers verts</numerusform>
        </translation>
    </message>
    <message id="cardn.RB" numerus="yes">
        <source>{n} red banners</source>
        <extracomment>one: {n} red banner</extracomment>
        <translation>
            <numerusform>{n} bannière rouge</numerusform>
            <numerusform>{n} bannières rouges</numerusform>
        </translation>
    </message>
    <message id="cardn.RC" numerus="yes">
        <source>{n} red chests</source>
        <extracomment>one: {n} red chest</extracomment>
        <translation>
            <numerusform>{n} coffre rouge</numerusform>
            <numerusform>{n} coffres rouges</numerusform>
        </translation>
    </message>
    <message id="cardn.RH" numerus="yes">
        <source>{n} red hourglasses</source>
        <extracomment>one: {n} red hourglass</extracomment>
        <translation>
            <numerusform>{n} sablier rouge</numerusform>
            <numerusform>{n} sabliers rouges</numerusform>
        </translation>
    </message>
    <message id="cards.list">
        <source>{items}</source>
        <translation>{items}</translation>
    </message>
    <message id="cards.none">
        <source>no cards</source>
        <translation>aucune carte</translation>
    </message>
    <message id="char.ely">
        <source>Bishop of Ely</source>
        <translation>Évêque d'Ely</translation>
    </message>
    <message id="char.isabella">
        <source>Isabella</source>
        <translation>Isabelle</translation>
    </message>
    <message id="char.leopold">
        <source>Leopold of Austria</source>
        <translation>Léopold d'Autriche</translation>
    </message>
    <message id="char.little_john">
        <source>Little John</source>
        <translation>Petit Jean</translation>
    </message>
    <message id="char.marian">
        <source>Maid Marian</source>
        <translation>Belle Marianne</translation>
    </message>
    <message id="char.marie">
        <source>Marie of France</source>
        <translation>Marie de France</translation>
    </message>
    <message id="char.prince_john">
        <source>Prince John</source>
        <translation>Prince Jean</translation>
    </message>
    <message id="char.robin">
        <source>Robin Hood</source>
        <translation>Robin des Bois</translation>
    </message>
    <message id="char.sheriff">
        <source>Sheriff of Nottingham</source>
        <translation>Shérif de Nottingham</translation>
    </message>
    <message id="char.tuck">
        <source>Friar Tuck</source>
        <translation>Frère Tuck</translation>
    </message>
    <message id="chests.green">
        <source>The Royal Treasure is emptied: King's Treasure moves 2 towards 0.</source>
        <translation>Le Trésor royal est vidé : le Trésor du Roi recule de 2 vers 0.</translation>
    </message>
    <message id="chests.red">
        <source>The Royal Treasure is maintained.</source>
        <translation>Le Trésor royal est préservé.</translation>
    </message>
    <message id="chests.tie">
        <source>Necessary spending: King's Treasure moves 1 towards 0.</source>
        <translation>Dépenses nécessaires : le Trésor du Roi recule de 1 vers 0.</translation>
    </message>
    <message id="colour.G">
        <source>green</source>
        <translation>verte</translation>
    </message>
    <message id="colour.R">
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message id="cond.always">
        <source>whatever the outcome</source>
        <translation>quel que soit le résultat</translation>
    </message>
    <message id="cond.banners.green">
        <source>if green banners beat red</source>
        <translation>si les bannières vertes l'emportent</translation>
    </message>
    <message id="cond.banners.red">
        <source>if red banners beat green</source>
        <translation>si les bannières rouges l'emportent</translation>
    </message>
    <message id="cond.banners.tie">
        <source>if the banners tie</source>
        <translation>si les bannières sont à égalité</translation>
    </message>
    <message id="cond.chests.green">
        <source>if green chests beat red</source>
        <translation>si les coffres verts l'emportent</translation>
    </message>
    <message id="cond.chests.red">
        <source>if red chests beat green</source>
        <translation>si les coffres rouges l'emportent</translation>
    </message>
    <message id="cond.chests.tie">
        <source>if the chests tie</source>
        <translation>si les coffres sont à égalité</translation>
    </message>
    <message id="cond.hourglasses.green">
        <source>if green hourglasses beat red</source>
        <translation>si les sabliers verts l'emportent</translation>
    </message>
    <message id="cond.hourglasses.red">
        <source>if red hourglasses beat green</source>
        <translation>si les sabliers rouges l'emportent</translation>
    </message>
    <message id="cond.hourglasses.tie">
        <source>if the hourglasses tie</source>
        <translation>si les sabliers sont à égalité</translation>
    </message>
    <message id="contribute" numerus="yes">
        <source>{player} adds {n} cards to the Crusade deck.</source>
        <extracomment>one: {player} adds {n} card to the Crusade deck.</extracomment>
        <translation>
            <numerusform>{player} ajoute {n} carte au paquet de la Croisade.</numerusform>
            <numerusform>{player} ajoute {n} cartes au paquet de la Croisade.</numerusform>
        </translation>
    </message>
    <message id="contribute.own">
        <source>{player} adds {cards} to the Crusade deck.</source>
        <translation>{player} ajoute {cards} au paquet de la Croisade.</translation>
    </message>
    <message id="contribute.penalty" numerus="yes">
        <source>{player} loses {n} prestige points for missing cards.</source>
        <extracomment>one: {player} loses {n} prestige point for missing cards.</extracomment>
        <translation>
            <numerusform>{player} perd {n} point de prestige pour les cartes manquantes.</numerusform>
            <numerusform>{player} perd {n} points de prestige pour les cartes manquantes.</numerusform>
        </translation>
    </message>
    <message id="crusade.draw" numerus="yes">
        <source>The Crusade: {n} cards revealed: {cards}.</source>
        <extracomment>one: The Crusade: {n} card revealed: {cards}.</extracomment>
        <translation>
            <numerusform>La Croisade : {n} carte révélée : {cards}.</numerusform>
            <numerusform>La Croisade : {n} cartes révélées : {cards}.</numerusform>
        </translation>
    </message>
    <message id="crusade.short">
        <source>The Crusade deck runs short: one card of each type comes from the Reserve.</source>
        <translation>Le paquet de la Croisade est insuffisant : une carte de chaque type vient de la Réserve.</translation>
    </message>
    <message id="describe.act">
        <source>Perform the action of {location}</source>
        <translation>Effectuer l'action de {location}</translation>
    </message>
    <message id="describe.buy">
        <source>Buy {item}</source>
        <translation>Acheter {item}</translation>
    </message>
    <message id="describe.contribute">
        <source>Add {cards} to the Crusade deck</source>
        <translation>Ajouter {cards} au paquet de la Croisade</translation>
    </message>
    <message id="describe.discard">
        <source>Discard a {card}</source>
        <translation>Défausser : {card}</translation>
    </message>
    <message id="describe.keep">
        <source>Keep the edict: {edict}</source>
        <translation>Garder l'édit : {edict}</translation>
    </message>
    <message id="describe.move">
        <source>Travel to {to} by {path}</source>
        <translation>Voyager vers {to} par {path}</translation>
    </message>
    <message id="describe.move.rob">
        <source>Travel to {to} by {path}, taking a card from {victims}</source>
        <translation>Voyager vers {to} par {path} en prenant une carte à {victims}</translation>
    </message>
    <message id="describe.pass">
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message id="describe.place">
        <source>Place the figure on {to}</source>
        <translation>Placer la figurine sur {to}</translation>
    </message>
    <message id="describe.side">
        <source>Support {side} this round</source>
        <translation>Soutenir {side} ce tour-ci</translation>
    </message>
    <message id="describe.stay">
        <source>Stay (no legal move)</source>
        <translation>Rester (aucun déplacement possible)</translation>
    </message>
    <message id="describe.take">
        <source>Take a {card}</source>
        <translation>Prendre : {card}</translation>
    </message>
    <message id="describe.trade">
        <source>Trade two {card} cards for four</source>
        <translation>Échanger deux cartes {card} contre quatre</translation>
    </message>
    <message id="discard">
        <source>{player} discards a {card} to the Reserve.</source>
        <translation>{player} défausse une carte ({card}) dans la Réserve.</translation>
    </message>
    <message id="draw">
        <source>{player} draws {cards}.</source>
        <translation>{player} pioche {cards}.</translation>
    </message>
    <message id="draw.empty">
        <source>The Provisions deck is empty: {player} draws nothing more.</source>
        <translation>Le paquet de Provisions est vide : {player} ne pioche plus rien.</translation>
    </message>
    <message id="draw.public" numerus="yes">
        <source>{player} draws {n} cards.</source>
        <extracomment>one: {player} draws {n} card.</extracomment>
        <translation>
            <numerusform>{player} pioche {n} carte.</numerusform>
            <numerusform>{player} pioche {n} cartes.</numerusform>
        </translation>
    </message>
    <message id="edict.armies_below">
        <source>+{points} prestige if no Army track reached {at}</source>
        <translation>+{points} prestige si aucune piste d'armée n'a atteint {at}</translation>
    </message>
    <message id="edict.coins">
        <source>+{points} prestige per {per} coins (at most {max})</source>
        <translation>+{points} prestige par {per} pièces (au plus {max})</translation>
    </message>
    <message id="edict.draw">
        <source>{player} draws an edict and must put one back under the deck.</source>
        <translation>{player} pioche un édit et doit en remettre un sous la pile.</translation>
    </message>
    <message id="edict.hand">
        <source>+{points} prestige per {colour} card in hand (at most {max})</source>
        <translation>+{points} prestige par carte {colour} en main (au plus {max})</translation>
    </message>
    <message id="edict.keep">
        <source>{player} keeps the edict: {edict}.</source>
        <translation>{player} garde l'édit : {edict}.</translation>
    </message>
    <message id="edict.keep.public">
        <source>{player} puts an edict under the deck.</source>
        <translation>{player} remet un édit sous la pile.</translation>
    </message>
    <message id="edict.score" numerus="yes">
        <source>{player} scores {n} prestige points for the edict: {edict}.</source>
        <extracomment>one: {player} scores {n} prestige point for the edict: {edict}.</extracomment>
        <translation>
            <numerusform>{player} marque {n} point de prestige pour l'édit : {edict}.</numerusform>
            <numerusform>{player} marque {n} points de prestige pour l'édit : {edict}.</numerusform>
        </translation>
    </message>
    <message id="edict.sets">
        <source>+{points} prestige per complete set of the six card types in hand (at most {max})</source>
        <translation>+{points} prestige par série complète des six types de cartes en main (au plus {max})</translation>
    </message>
    <message id="edict.track">
        <source>+{points} prestige per {per} spaces {track} has moved (at most {max})</source>
        <translation>+{points} prestige par {per} cases d'avancée de {track} (au plus {max})</translation>
    </message>
    <message id="edict.tracks_at_least">
        <source>+{points} prestige if the King's Return and Treasure are both at {at} or more</source>
        <translation>+{points} prestige si le Retour et le Trésor du Roi sont tous deux à {at} ou plus</translation>
    </message>
    <message id="edict.upgrades">
        <source>+{points} prestige per upgrade owned (at most {max})</source>
        <translation>+{points} prestige par amélioration possédée (au plus {max})</translation>
    </message>
    <message id="editor.figures">
        <source>{player} needs a location for the figure before play.</source>
        <translation>{player} doit placer sa figurine avant de jouer.</translation>
    </message>
    <message id="eff.allies">
        <source>every other supporter may take 1 card of their colour from the Reserve</source>
        <translation>chaque autre partisan peut prendre 1 carte de sa couleur dans la Réserve</translation>
    </message>
    <message id="eff.coins" numerus="yes">
        <source>take {n} coins</source>
        <extracomment>one: take {n} coin</extracomment>
        <translation>
            <numerusform>prenez {n} pièce</numerusform>
            <numerusform>prenez {n} pièces</numerusform>
        </translation>
    </message>
    <message id="eff.draw" numerus="yes">
        <source>draw {n} Provisions cards</source>
        <extracomment>one: draw {n} Provisions card</extracomment>
        <translation>
            <numerusform>piochez {n} carte de Provisions</numerusform>
            <numerusform>piochez {n} cartes de Provisions</numerusform>
        </translation>
    </message>
    <message id="eff.edict">
        <source>draw an edict of your deck and put one under it</source>
        <translation>piochez un édit de votre pile et remettez-en un dessous</translation>
    </message>
    <message id="eff.give">
        <source>return {cards}</source>
        <translation>rendez {cards}</translation>
    </message>
    <message id="eff.give_own">
        <source>return 1 card of your colour</source>
        <translation>rendez 1 carte de votre couleur</translation>
    </message>
    <message id="eff.give_same">
        <source>return {n} cards of one type</source>
        <translation>rendez {n} cartes d'un même type</translation>
    </message>
    <message id="eff.nothing">
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message id="eff.pay" numerus="yes">
        <source>pay {n} coins</source>
        <extracomment>one: pay {n} coin</extracomment>
        <translation>
            <numerusform>payez {n} pièce</numerusform>
            <numerusform>payez {n} pièces</numerusform>
        </translation>
    </message>
    <message id="eff.pick.any">
        <source>take 1 card of your choice from the Reserve</source>
        <translation>prenez 1 carte au choix dans la Réserve</translation>
    </message>
    <message id="eff.pick.list">
        <source>take a {cards} from the Reserve</source>
        <translation>prenez une carte ({cards}) dans la Réserve</translation>
    </message>
    <message id="eff.pick.own">
        <source>take 1 card of your colour from the Reserve</source>
        <translation>prenez 1 carte de votre couleur dans la Réserve</translation>
    </message>
    <message id="eff.prestige" numerus="yes">
        <source>earn {n} prestige points</source>
        <extracomment>one: earn {n} prestige point</extracomment>
        <translation>
            <numerusform>gagnez {n} point de prestige</numerusform>
            <numerusform>gagnez {n} points de prestige</numerusform>
        </translation>
    </message>
    <message id="eff.supporters">
        <source>{faction}'s supporters only</source>
        <translation>partisans de {faction} seulement</translation>
    </message>
    <message id="eff.take">
        <source>take {cards} from the Reserve</source>
        <translation>prenez {cards} dans la Réserve</translation>
    </message>
    <message id="eff.track">
        <source>move {tracks} 1 space back from its end</source>
        <translation>reculez {tracks} d'une case loin de sa fin</translation>
    </message>
    <message id="either">
        <source>either {a}, or {b}</source>
        <translation>soit {a}, soit {b}</translation>
    </message>
    <message id="encounter.mercenary">
        <source>The Mercenary gives {player} {n} cards.</source>
        <translation>Le Mercenaire donne {n} cartes à {player}.</translation>
    </message>
    <message id="encounter.merchant">
        <source>The Merchant gives {player} {n} coins.</source>
        <translation>Le Marchand donne {n} pièces à {player}.</translation>
    </message>
    <message id="end.kings_return">
        <source>The King's Return reached 0: Richard comes home early; his supporters are the winning faction.</source>
        <translation>Le Retour du Roi a atteint 0 : Richard rentre tôt ; ses partisans sont la faction gagnante.</translation>
    </message>
    <message id="end.kings_treasure">
        <source>The King's Treasure reached 0: Richard is overthrown; John's supporters are the winning faction.</source>
        <translation>Le Trésor du Roi a atteint 0 : Richard est renversé ; les partisans de Jean sont la faction gagnante.</translation>
    </message>
    <message id="end.last_round">
        <source>The tenth round is over: the player with the most prestige wins.</source>
        <translation>Le dixième tour est terminé : le joueur qui a le plus de prestige gagne.</translation>
    </message>
    <message id="end.richard_army">
        <source>Richard's Army reached 10: King Richard triumphs; his supporters are the winning faction.</source>
        <translation>L'armée de Richard a atteint 10 : le roi Richard triomphe ; ses partisans sont la faction gagnante.</translation>
    </message>
    <message id="end.saladin_army">
        <source>Saladin's Army reached 10: King Richard dies in battle; John's supporters are the winning faction.</source>
        <translation>L'armée de Saladin a atteint 10 : le roi Richard meurt au combat ; les partisans de Jean sont la faction gagnante.</translation>
    </message>
    <message id="ev.card">
        <source>{name}. {effect} Next: the Merchant to {merchant}, the Mercenary to {mercenary}.</source>
        <translation>{name}. {effect} Ensuite : le Marchand va à {merchant}, le Mercenaire à {mercenary}.</translation>
    </message>
    <message id="ev.outcome">
        <source>After the Crusade, {cond}: {who}: {gain}.</source>
        <translation>Après la Croisade, {cond} : {who} : {gain}.</translation>
    </message>
    <message id="ev.reveal">
        <source>At once: {who}: {gain}.</source>
        <translation>Immédiatement : {who} : {gain}.</translation>
    </message>
    <message id="ev.round">
        <source>This round: {mods}.</source>
        <translation>Ce tour-ci : {mods}.</translation>
    </message>
    <message id="event.E01">
        <source>Siege of Acre</source>
        <translation>Le siège d'Acre</translation>
    </message>
    <message id="event.E02">
        <source>Saladin's Cavalry</source>
        <translation>La cavalerie de Saladin</translation>
    </message>
    <message id="event.E03">
        <source>Truce of Ramla</source>
        <translation>La trêve de Ramla</translation>
    </message>
    <message id="event.E04">
        <source>Fair Winds</source>
        <translation>Vents favorables</translation>
    </message>
    <message id="event.E05">
        <source>Storms at Sea</source>
        <translation>Tempêtes en mer</translation>
    </message>
    <message id="event.E06">
        <source>The Long Road Home</source>
        <translation>Le long chemin du retour</translation>
    </message>
    <message id="event.E07">
        <source>Royal Tax</source>
        <translation>Impôt royal</translation>
    </message>
    <message id="event.E08">
        <source>Ransom Demanded</source>
        <translation>Rançon exigée</translation>
    </message>
    <message id="event.E09">
        <source>War Expenses</source>
        <translation>Frais de guerre</translation>
    </message>
    <message id="event.E10">
        <source>Pilgrims' Tithe</source>
        <translation>La dîme des pèlerins</translation>
    </message>
    <message id="event.E11">
        <source>Market Day</source>
        <translation>Jour de marché</translation>
    </message>
    <message id="event.E12">
        <source>Horse Fair</source>
        <translation>Foire aux chevaux</translation>
    </message>
    <message id="event.E13">
        <source>Shipwrights</source>
        <translation>Charpentiers de marine</translation>
    </message>
    <message id="event.E14">
        <source>Washed-out Roads</source>
        <translation>Routes inondées</translation>
    </message>
    <message id="event.E15">
        <source>Mustering</source>
        <translation>Levée des troupes</translation>
    </message>
    <message id="event.E16">
        <source>Spies Everywhere</source>
        <translation>Des espions partout</translation>
    </message>
    <message id="event.E17">
        <source>Loyalty Rewarded</source>
        <translation>Loyauté récompensée</translation>
    </message>
    <message id="event.E18">
        <source>Royal Pardon</source>
        <translation>Pardon royal</translation>
    </message>
    <message id="event.applies">
        <source>{event} applies.</source>
        <translation>{event} s'applique.</translation>
    </message>
    <message id="event.fails">
        <source>{event}: the condition is not met.</source>
        <translation>{event} : la condition n'est pas remplie.</translation>
    </message>
    <message id="event.peek">
        <source>{player} looks at the next event: {event}.</source>
        <translation>{player} regarde l'événement suivant : {event}.</translation>
    </message>
    <message id="event.reveal">
        <source>Event of the crusade: {event}.</source>
        <translation>Événement de la croisade : {event}.</translation>
    </message>
    <message id="faction.john">
        <source>John</source>
        <translation>Jean</translation>
    </message>
    <message id="faction.neutral">
        <source>Neutral</source>
        <translation>Neutre</translation>
    </message>
    <message id="faction.richard">
        <source>Richard</source>
        <translation>Richard</translation>
    </message>
    <message id="figures.move">
        <source>The Merchant moves to {merchant}, the Mercenary to {mercenary}.</source>
        <translation>Le Marchand va à {merchant}, le Mercenaire à {mercenary}.</translation>
    </message>
    <message id="gain.coins" numerus="yes">
        <source>{player} takes {n} coins.</source>
        <extracomment>one: {player} takes {n} coin.</extracomment>
        <translation>
            <numerusform>{player} prend {n} pièce.</numerusform>
            <numerusform>{player} prend {n} pièces.</numerusform>
        </translation>
    </message>
    <message id="gain.prestige" numerus="yes">
        <source>{player} earns {n} prestige points.</source>
        <extracomment>one: {player} earns {n} prestige point.</extracomment>
        <translation>
            <numerusform>{player} gagne {n} point de prestige.</numerusform>
            <numerusform>{player} gagne {n} points de prestige.</numerusform>
        </translation>
    </message>
    <message id="give">
        <source>{player} returns {cards} to the Reserve.</source>
        <translation>{player} rend {cards} à la Réserve.</translation>
    </message>
    <message id="hidden.crusade_left">
        <source>the Crusade deck after the count is not what the deck re-made leaves</source>
        <translation>le paquet de la Croisade après le décompte n’est pas ce que laisse le paquet refait</translation>
    </message>
    <message id="hidden.deck.crusade">
        <source>the Crusade deck of round {round}</source>
        <translation>le paquet de la Croisade du tour {round}</translation>
    </message>
    <message id="hidden.deck.edicts">
        <source>{faction}'s edicts</source>
        <translation>les édits de {faction}</translation>
    </message>
    <message id="hidden.deck.events">
        <source>the event deck</source>
        <translation>le paquet d'événements</translation>
    </message>
    <message id="hidden.deck.provisions">
        <source>the Provisions deck</source>
        <translation>le paquet de Provisions</translation>
    </message>
    <message id="hidden.decks">
        <source>the face-down decks of this game are {decks}</source>
        <translation>les pioches face cachée de cette partie sont {decks}</translation>
    </message>
    <message id="hidden.draw_not_swap">
        <source>a draw from an edict pile that is not a swap</source>
        <translation>une pioche dans une pile d'édits qui n'est pas un échange</translation>
    </message>
    <message id="hidden.edict_other">
        <source>{player}'s edict is already another one</source>
        <translation>l'édit de {player} est déjà un autre</translation>
    </message>
    <message id="hidden.event_other">
        <source>event {n} is already another one</source>
        <translation>l'événement {n} est déjà un autre</translation>
    </message>
    <message id="hidden.give_places">
        <source>{player} names {n} places of its hand for {expected} cards given to the Crusade deck</source>
        <translation>{player} nomme {n} places de sa main pour {expected} cartes données au paquet de la Croisade</translation>
    </message>
    <message id="hidden.hand_slots">
        <source>{player}'s hand is not what its slots give</source>
        <translation>la main de {player} n'est pas ce que donnent ses emplacements</translation>
    </message>
    <message id="hidden.hand_unread">
        <source>{player}'s hand has no card this copy could not read</source>
        <translation>la main de {player} n'a aucune carte que cette copie ne pouvait pas lire</translation>
    </message>
    <message id="hidden.keep_early">
        <source>a keep shown before the keep it follows</source>
        <translation>un édit conservé montré avant celui qu'il suit</translation>
    </message>
    <message id="hidden.keep_no_place">
        <source>a keep shown at no place of its two options</source>
        <translation>un édit conservé montré à aucune de ses deux places</translation>
    </message>
    <message id="hidden.kept_not_read">
        <source>the edict kept is not one of the two this copy read</source>
        <translation>l'édit conservé n'est pas l'un des deux que cette copie a lus</translation>
    </message>
    <message id="hidden.kept_open_unread">
        <source>an edict kept in the open that not every copy can read</source>
        <translation>un édit conservé à découvert que toutes les copies ne peuvent pas lire</translation>
    </message>
    <message id="hidden.order">
        <source>the order given for {deck} is not an order of {n} cards</source>
        <translation>l'ordre donné pour {deck} n'est pas un ordre de {n} cartes</translation>
    </message>
    <message id="hidden.pile_positions">
        <source>{deck}: the pile is not what its positions give</source>
        <translation>{deck} : la pile n'est pas ce que donnent ses positions</translation>
    </message>
    <message id="hidden.position_other">
        <source>position {card} of {deck} is already another edict</source>
        <translation>la position {card} de {deck} est déjà un autre édit</translation>
    </message>
    <message id="hidden.shows">
        <source>{player} shows {n} cards given face down, not {expected}</source>
        <translation>{player} montre {n} cartes données face cachée, pas {expected}</translation>
    </message>
    <message id="hourglasses.green">
        <source>The Return of the King has been slowed down.</source>
        <translation>Le Retour du Roi est ralenti.</translation>
    </message>
    <message id="hourglasses.red">
        <source>The Return of the King has been sped up: King's Return moves 2 towards 0.</source>
        <translation>Le Retour du Roi est accéléré : le Retour du Roi recule de 2 vers 0.</translation>
    </message>
    <message id="hourglasses.tie">
        <source>The Return of the King draws near: King's Return moves 1 towards 0.</source>
        <translation>Le Retour du Roi approche : le Retour du Roi recule de 1 vers 0.</translation>
    </message>
    <message id="item.horse">
        <source>the Horse</source>
        <translation>le Cheval</translation>
    </message>
    <message id="item.prestige">
        <source>a prestige point</source>
        <translation>un point de prestige</translation>
    </message>
    <message id="item.random">
        <source>a random card</source>
        <translation>une carte au hasard</translation>
    </message>
    <message id="item.reserve">
        <source>a Reserve card</source>
        <translation>une carte de la Réserve</translation>
    </message>
    <message id="item.ship">
        <source>the Ship</source>
        <translation>le Navire</translation>
    </message>
    <message id="item.skill">
        <source>the faction skill</source>
        <translation>la compétence de faction</translation>
    </message>
    <message id="join">
        <source>{a}; {b}</source>
        <translation>{a} ; {b}</translation>
    </message>
    <message id="mercenary">
        <source>Mercenary</source>
        <translation>Mercenaire</translation>
    </message>
    <message id="merchant">
        <source>Merchant</source>
        <translation>Marchand</translation>
    </message>
    <message id="mod.free_rob">
        <source>taking a card from a rival on the way costs no movement point</source>
        <translation>prendre une carte à un rival en chemin ne coûte pas de point de mouvement</translation>
    </message>
    <message id="mod.horse_discount" numerus="yes">
        <source>the Horse costs {n} coins less (at least 1)</source>
        <extracomment>one: the Horse costs {n} coin less (at least 1)</extracomment>
        <translation>
            <numerusform>le Cheval coûte {n} pièce de moins (au moins 1)</numerusform>
            <numerusform>le Cheval coûte {n} pièces de moins (au moins 1)</numerusform>
        </translation>
    </message>
    <message id="mod.move" numerus="yes">
        <source>{n} movement points less for everyone</source>
        <extracomment>one: {n} movement point less for everyone</extracomment>
        <translation>
            <numerusform>{n} point de mouvement de moins pour tous</numerusform>
            <numerusform>{n} points de mouvement de moins pour tous</numerusform>
        </translation>
    </message>
    <message id="mod.random_cost" numerus="yes">
        <source>a random Provisions card costs {n} coins</source>
        <extracomment>one: a random Provisions card costs {n} coin</extracomment>
        <translation>
            <numerusform>une carte de Provisions au hasard coûte {n} pièce</numerusform>
            <numerusform>une carte de Provisions au hasard coûte {n} pièces</numerusform>
        </translation>
    </message>
    <message id="mod.ship_discount" numerus="yes">
        <source>the Ship costs {n} coins less (at least 1)</source>
        <extracomment>one: the Ship costs {n} coin less (at least 1)</extracomment>
        <translation>
            <numerusform>le Navire coûte {n} pièce de moins (au moins 1)</numerusform>
            <numerusform>le Navire coûte {n} pièces de moins (au moins 1)</numerusform>
        </translation>
    </message>
    <message id="mod.third_card_cost" numerus="yes">
        <source>a third contributed card costs {n} coins</source>
        <extracomment>one: a third contributed card costs {n} coin</extracomment>
        <translation>
            <numerusform>une troisième carte apportée coûte {n} pièce</numerusform>
            <numerusform>une troisième carte apportée coûte {n} pièces</numerusform>
        </translation>
    </message>
    <message id="move">
        <source>{player} travels to {to} by {path}.</source>
        <translation>{player} voyage vers {to} par {path}.</translation>
    </message>
    <message id="neutral.bonus" numerus="yes">
        <source>{player} scores {n} prestige points as the Neutral.</source>
        <extracomment>one: {player} scores {n} prestige point as the Neutral.</extracomment>
        <translation>
            <numerusform>{player} marque {n} point de prestige en tant que Neutre.</numerusform>
            <numerusform>{player} marque {n} points de prestige en tant que Neutre.</numerusform>
        </translation>
    </message>
    <message id="option.abilities">
        <source>Character abilities</source>
        <translation>Capacités des personnages</translation>
    </message>
    <message id="option.abilities.help">
        <source>The abilities of the character dashboards (reconstructed: the printed dashboards are not known).</source>
        <translation>Les capacités des plateaux de personnage (reconstituées : les plateaux imprimés ne sont pas connus).</translation>
    </message>
    <message id="option.characters">
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message id="option.characters.ely">
        <source>Bishop of Ely</source>
        <translation>Évêque d'Ely</translation>
    </message>
    <message id="option.characters.help">
        <source>The characters to play: Richard's supporters on the left, John's on the right, as many of each as the player count needs (1, 1, 2, 2, 3 for 2 to 6 players). None ticked: the first ones of each faction.</source>
        <translation>Les personnages en jeu : à gauche les partisans de Richard, à droite ceux de Jean, autant de chaque camp que le nombre de joueurs le demande (1, 1, 2, 2, 3 pour 2 à 6 joueurs). Aucun coché : les premiers de chaque camp.</translation>
    </message>
    <message id="option.characters.isabella">
        <source>Isabella</source>
        <translation>Isabelle</translation>
    </message>
    <message id="option.characters.leopold">
        <source>Leopold of Austria</source>
        <translation>Léopold d'Autriche</translation>
    </message>
    <message id="option.characters.little_john">
        <source>Little John</source>
        <translation>Petit Jean</translation>
    </message>
    <message id="option.characters.marian">
        <source>Maid Marian</source>
        <translation>Belle Marianne</translation>
    </message>
    <message id="option.characters.marie">
        <source>Marie of France</source>
        <translation>Marie de France</translation>
    </message>
    <message id="option.characters.prince_john">
        <source>Prince John</source>
        <translation>Prince Jean</translation>
    </message>
    <message id="option.characters.robin">
        <source>Robin Hood</source>
        <translation>Robin des Bois</translation>
    </message>
    <message id="option.characters.sheriff">
        <source>Sheriff of Nottingham</source>
        <translation>Shérif de Nottingham</translation>
    </message>
    <message id="option.characters.tuck">
        <source>Friar Tuck</source>
        <translation>Frère Tuck</translation>
    </message>
    <message id="option.players">
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message id="option.players.help">
        <source>Number of players (2 to 6): equal Richard and John sides, plus Leopold with 3 and Marie with 5.</source>
        <translation>Nombre de joueurs (2 à 6) : autant de partisans de Richard que de Jean, plus Léopold à 3 et Marie à 5.</translation>
    </message>
    <message id="or">
        <source>{a} or {b}</source>
        <translation>{a} ou {b}</translation>
    </message>
    <message id="pay" numerus="yes">
        <source>{player} pays {n} coins.</source>
        <extracomment>one: {player} pays {n} coin.</extracomment>
        <translation>
            <numerusform>{player} paie {n} pièce.</numerusform>
            <numerusform>{player} paie {n} pièces.</numerusform>
        </translation>
    </message>
    <message id="phase.contribute">
        <source>the contributions to the Crusade</source>
        <translation>les contributions à la Croisade</translation>
    </message>
    <message id="phase.over">
        <source>the end of the game</source>
        <translation>la fin de la partie</translation>
    </message>
    <message id="phase.purchase">
        <source>purchasing</source>
        <translation>les achats</translation>
    </message>
    <message id="phase.side">
        <source>the Neutral's choice of side</source>
        <translation>le choix du Neutre</translation>
    </message>
    <message id="phase.travel">
        <source>travelling</source>
        <translation>les voyages</translation>
    </message>
    <message id="place">
        <source>{player} places the figure on {to}.</source>
        <translation>{player} place sa figurine sur {to}.</translation>
    </message>
    <message id="position.card">
        <source>unknown card {card}</source>
        <translation>carte inconnue {card}</translation>
    </message>
    <message id="position.contributor">
        <source>unknown contributor {owner}</source>
        <translation>contributeur inconnu {owner}</translation>
    </message>
    <message id="position.edict">
        <source>unknown edict {edict}</source>
        <translation>édit inconnu {edict}</translation>
    </message>
    <message id="position.event">
        <source>unknown event {event}</source>
        <translation>événement inconnu {event}</translation>
    </message>
    <message id="position.faction">
        <source>{seat} belongs to {faction}</source>
        <translation>{seat} appartient à {faction}</translation>
    </message>
    <message id="position.field">
        <source>the field {field} is missing or unknown</source>
        <translation>le champ {field} manque ou est inconnu</translation>
    </message>
    <message id="position.fields">
        <source>unknown fields {fields}</source>
        <translation>champs inconnus {fields}</translation>
    </message>
    <message id="position.invalid">
        <source>a value is not valid</source>
        <translation>une valeur n'est pas valide</translation>
    </message>
    <message id="position.letter">
        <source>unknown card letter {letter}</source>
        <translation>lettre de carte inconnue {letter}</translation>
    </message>
    <message id="position.location">
        <source>unknown location {location}</source>
        <translation>lieu inconnu {location}</translation>
    </message>
    <message id="position.location_of">
        <source>{seat} stands on an impossible location</source>
        <translation>{seat} se trouve sur un lieu impossible</translation>
    </message>
    <message id="position.negative">
        <source>{seat} has negative coins or prestige</source>
        <translation>{seat} a des pièces ou du prestige négatifs</translation>
    </message>
    <message id="position.not">
        <source>not a crusade position: {why}</source>
        <translation>ce n'est pas une position de la croisade : {why}</translation>
    </message>
    <message id="position.not_state">
        <source>not a crusade state: {why}</source>
        <translation>ce n'est pas un état de la croisade : {why}</translation>
    </message>
    <message id="position.not_text">
        <source>it is not text</source>
        <translation>ce n'est pas du texte</translation>
    </message>
    <message id="position.outcome">
        <source>the outcome is not valid</source>
        <translation>le résultat n'est pas valide</translation>
    </message>
    <message id="position.over">
        <source>a finished game needs an outcome, and only then</source>
        <translation>une partie finie demande un résultat, et seulement elle</translation>
    </message>
    <message id="position.pending">
        <source>a pending decision is not valid</source>
        <translation>une décision en attente n'est pas valide</translation>
    </message>
    <message id="position.per_type">
        <source>more than {n} cards of a type</source>
        <translation>plus de {n} cartes d'un même type</translation>
    </message>
    <message id="position.phase">
        <source>unknown phase {phase}</source>
        <translation>phase inconnue {phase}</translation>
    </message>
    <message id="position.piles">
        <source>three edict piles</source>
        <translation>trois piles d'édits</translation>
    </message>
    <message id="position.piles_form">
        <source>three edict piles, separated by /</source>
        <translation>trois piles d'édits, séparées par /</translation>
    </message>
    <message id="position.players">
        <source>the players must be {seats} for these options</source>
        <translation>les joueurs doivent être {seats} pour ces options</translation>
    </message>
    <message id="position.reserve">
        <source>the reserve needs six counts</source>
        <translation>la Réserve demande six nombres</translation>
    </message>
    <message id="position.round">
        <source>round or first player out of range</source>
        <translation>tour ou premier joueur hors limites</translation>
    </message>
    <message id="position.side">
        <source>{seat} cannot support {side}</source>
        <translation>{seat} ne peut pas soutenir {side}</translation>
    </message>
    <message id="position.start">
        <source>it must start with 'crusade'</source>
        <translation>elle doit commencer par 'crusade'</translation>
    </message>
    <message id="position.step">
        <source>step out of range</source>
        <translation>étape hors limites</translation>
    </message>
    <message id="position.texts">
        <source>a list of texts was expected</source>
        <translation>une liste de textes attendue</translation>
    </message>
    <message id="position.total">
        <source>the cards do not add up to {n}</source>
        <translation>les cartes ne font pas {n} au total</translation>
    </message>
    <message id="position.tracks">
        <source>tracks run from 0 to 10</source>
        <translation>les pistes vont de 0 à 10</translation>
    </message>
    <message id="position.whole">
        <source>a whole number was expected, not {value}</source>
        <translation>un nombre entier attendu, pas {value}</translation>
    </message>
    <message id="position.word">
        <source>cannot read {word}</source>
        <translation>impossible de lire {word}</translation>
    </message>
    <message id="refuse.act">
        <source>That action cannot be performed here: {reason}</source>
        <translation>Cette action est impossible ici : {reason}</translation>
    </message>
    <message id="refuse.can_move">
        <source>The figure can move, so it must.</source>
        <translation>La figurine peut se déplacer, elle le doit donc.</translation>
    </message>
    <message id="refuse.cards">
        <source>The hand does not hold those cards.</source>
        <translation>La main n'a pas ces cartes.</translation>
    </message>
    <message id="refuse.choice">
        <source>Choose what the action offers.</source>
        <translation>Choisissez ce que l'action propose.</translation>
    </message>
    <message id="refuse.coins" numerus="yes">
        <source>It costs {n} coins.</source>
        <extracomment>one: It costs {n} coin.</extracomment>
        <translation>
            <numerusform>Cela coûte {n} pièce.</numerusform>
            <numerusform>Cela coûte {n} pièces.</numerusform>
        </translation>
    </message>
    <message id="refuse.contribute">
        <source>Add at most three cards from the hand (the third costs {n} coins).</source>
        <translation>Ajoutez au plus trois cartes de la main (la troisième coûte {n} pièces).</translation>
    </message>
    <message id="refuse.end_occupied">
        <source>The move must end on an empty location.</source>
        <translation>Le déplacement doit finir sur un lieu libre.</translation>
    </message>
    <message id="refuse.malformed">
        <source>That action is not well formed.</source>
        <translation>Cette action n'est pas bien formée.</translation>
    </message>
    <message id="refuse.must_move">
        <source>The figure must move at least one segment.</source>
        <translation>La figurine doit parcourir au moins un segment.</translation>
    </message>
    <message id="refuse.no_location">
        <source>There is no location {location}.</source>
        <translation>Il n'y a pas de lieu {location}.</translation>
    </message>
    <message id="refuse.no_seat">
        <source>There is no player {player} in this game.</source>
        <translation>Il n'y a pas de joueur {player} dans cette partie.</translation>
    </message>
    <message id="refuse.not_action">
        <source>{action} is not an action of {title}.</source>
        <translation>{action} n'est pas une action de {title}.</translation>
    </message>
    <message id="refuse.not_joined">
        <source>{a} and {b} are not joined by a segment.</source>
        <translation>Aucun segment ne relie {a} et {b}.</translation>
    </message>
    <message id="refuse.not_offered">
        <source>That is not one of the choices.</source>
        <translation>Ce n'est pas l'un des choix.</translation>
    </message>
    <message id="refuse.not_turn">
        <source>It is not {player}'s turn.</source>
        <translation>Ce n'est pas le tour de {player}.</translation>
    </message>
    <message id="refuse.occupied">
        <source>{location} is not an empty location.</source>
        <translation>{location} n'est pas un lieu libre.</translation>
    </message>
    <message id="refuse.over">
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message id="refuse.owned">
        <source>Already owned.</source>
        <translation>Déjà possédé.</translation>
    </message>
    <message id="refuse.reserve">
        <source>The Reserve has no {card} left.</source>
        <translation>La Réserve n'a plus de carte {card}.</translation>
    </message>
    <message id="refuse.rob">
        <source>{victim} does not stand on the way as a rival with cards.</source>
        <translation>{victim} ne se trouve pas sur le chemin en rival avec des cartes.</translation>
    </message>
    <message id="refuse.side">
        <source>Choose Richard or John.</source>
        <translation>Choisissez Richard ou Jean.</translation>
    </message>
    <message id="refuse.supporters">
        <source>Only {faction}'s supporters can perform this action.</source>
        <translation>Seuls les partisans de {faction} peuvent effectuer cette action.</translation>
    </message>
    <message id="refuse.too_far" numerus="yes">
        <source>Only {n} movement points this round.</source>
        <extracomment>one: Only {n} movement point this round.</extracomment>
        <translation>
            <numerusform>Seulement {n} point de mouvement ce tour-ci.</numerusform>
            <numerusform>Seulement {n} points de mouvement ce tour-ci.</numerusform>
        </translation>
    </message>
    <message id="refuse.trade">
        <source>The trade needs the Neutral's skill, once per round, and two cards of one type.</source>
        <translation>L'échange demande la compétence du Neutre, une fois par tour, et deux cartes d'un même type.</translation>
    </message>
    <message id="refuse.twice">
        <source>A figure never passes through the same location twice in a round.</source>
        <translation>Une figurine ne passe jamais deux fois par le même lieu dans un tour.</translation>
    </message>
    <message id="refuse.water">
        <source>Water segments need the Ship.</source>
        <translation>Les segments maritimes demandent le Navire.</translation>
    </message>
    <message id="refuse.wrong_phase">
        <source>That is not possible during {phase}.</source>
        <translation>Ce n'est pas possible pendant {phase}.</translation>
    </message>
    <message id="result" numerus="yes">
        <source>{winners} wins with {n} prestige points.</source>
        <extracomment>one: {winners} wins with {n} prestige point.</extracomment>
        <translation>
            <numerusform>{winners} gagne avec {n} point de prestige.</numerusform>
            <numerusform>{winners} gagne avec {n} points de prestige.</numerusform>
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
            <numerusform>{winners} partagent la victoire avec {n} point de prestige.</numerusform>
            <numerusform>{winners} partagent la victoire avec {n} points de prestige.</numerusform>
        </translation>
    </message>
    <message id="rob">
        <source>{player} takes a {card} from {victim}.</source>
        <translation>{player} prend une carte ({card}) à {victim}.</translation>
    </message>
    <message id="rob.public">
        <source>{player} takes a random card from {victim}.</source>
        <translation>{player} prend une carte au hasard à {victim}.</translation>
    </message>
    <message id="round.start">
        <source>Round {round}: {player} holds the first player token.</source>
        <translation>Tour {round} : {player} a le jeton de premier joueur.</translation>
    </message>
    <message id="side.choose">
        <source>{player} supports {side} this round.</source>
        <translation>{player} soutient {side} ce tour-ci.</translation>
    </message>
    <message id="skill.draw">
        <source>{player}'s faction skill: a card from the Provisions deck, then a discard.</source>
        <translation>Compétence de faction de {player} : une carte du paquet de Provisions, puis une défausse.</translation>
    </message>
    <message id="stay">
        <source>{player} cannot move and stays on {location}.</source>
        <translation>{player} ne peut pas se déplacer et reste à {location}.</translation>
    </message>
    <message id="summary">
        <source>Round {round}: {player} to act ({phase}).</source>
        <translation>Tour {round} : à {player} de jouer ({phase}).</translation>
    </message>
    <message id="summary.over">
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message id="take">
        <source>{player} takes {cards} from the Reserve.</source>
        <translation>{player} prend {cards} dans la Réserve.</translation>
    </message>
    <message id="title">
        <source>Richard the Lionheart</source>
        <translation>Richard Cœur de Lion</translation>
    </message>
    <message id="track.kings_return">
        <source>King's Return</source>
        <translation>Retour du Roi</translation>
    </message>
    <message id="track.kings_treasure">
        <source>King's Treasure</source>
        <translation>Trésor du Roi</translation>
    </message>
    <message id="track.move">
        <source>{track} moves to {value}.</source>
        <translation>{track} passe à {value}.</translation>
    </message>
    <message id="track.richard_army">
        <source>Richard's Army</source>
        <translation>Armée de Richard</translation>
    </message>
    <message id="track.saladin_army">
        <source>Saladin's Army</source>
        <translation>Armée de Saladin</translation>
    </message>
    <message id="trade">
        <source>{player} trades two {card} cards for four Provisions cards.</source>
        <translation>{player} échange deux cartes {card} contre quatre cartes de Provisions.</translation>
    </message>
    <message id="who.all">
        <source>every player</source>
        <translation>chaque joueur</translation>
    </message>
    <message id="who.fewest">
        <source>the player(s) with the fewest prestige points</source>
        <translation>le ou les joueurs avec le moins de prestige</translation>
    </message>
    <message id="who.home">
        <source>every player on a location of their colour</source>
        <translation>chaque joueur sur un lieu de sa couleur</translation>
    </message>
    <message id="who.john">
        <source>John's supporters</source>
        <translation>les partisans de Jean</translation>
    </message>
    <message id="who.rich">
        <source>every player with {at} coins or more</source>
        <translation>chaque joueur avec {at} pièces ou plus</translation>
    </message>
    <message id="who.richard">
        <source>Richard's supporters</source>
        <translation>les partisans de Richard</translation>
    </message>
</context>
</TS>
