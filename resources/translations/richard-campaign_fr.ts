<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>richard-campaign</name>
    <message id="ally.enters">
        <source>{leader} joins {side} at {hex}.</source>
        <translation>{leader} rejoint {side} en {hex}.</translation>
    </message>
    <message id="ally.leaves">
        <source>{leader} leaves the war.</source>
        <translation>{leader} quitte la guerre.</translation>
    </message>
    <message id="ally.switches">
        <source>{leader} changes sides and joins {side}.</source>
        <translation>{leader} change de camp et rejoint {side}.</translation>
    </message>
    <message id="assault">
        <source>{side} assaults {hold} at {odds}-1: die {roll}, modifier {mod}: {a}/{d}.</source>
        <translation>{side} donne l'assaut à {hold} à {odds} contre 1 : dé {roll}, modificateur {mod} : {a}/{d}.</translation>
    </message>
    <message id="assault.off">
        <source>The assault in {hex} cannot be made any more.</source>
        <translation>L'assaut en {hex} n'est plus possible.</translation>
    </message>
    <message id="baron.raised">
        <source>{leader} raises the rebels at {hex}.</source>
        <translation>{leader} lève les rebelles à {hex}.</translation>
    </message>
    <message id="battle.attacks" numerus="yes">
        <source>{leader} attacks on the {table} table, row {row} (modifier {mod}): {n} casualties.</source>
        <extracomment>one: {leader} attacks on the {table} table, row {row} (modifier {mod}): {n} casualty.</extracomment>
        <translation>
            <numerusform>{leader} attaque sur la table {table}, ligne {row} (modificateur {mod}) : {n} perte.</numerusform>
            <numerusform>{leader} attaque sur la table {table}, ligne {row} (modificateur {mod}) : {n} pertes.</numerusform>
        </translation>
    </message>
    <message id="battle.end">
        <source>The battle in {hex} is over.</source>
        <translation>La bataille en {hex} est terminée.</translation>
    </message>
    <message id="battle.even">
        <source>Both sides lost as many: nobody must retreat.</source>
        <translation>Les deux camps ont autant perdu : personne ne doit retraiter.</translation>
    </message>
    <message id="battle.pursuit" numerus="yes">
        <source>{side} pursues: {n} casualties.</source>
        <extracomment>one: {side} pursues: {n} casualty.</extracomment>
        <translation>
            <numerusform>{side} poursuit : {n} perte.</numerusform>
            <numerusform>{side} poursuit : {n} pertes.</numerusform>
        </translation>
    </message>
    <message id="battle.retreat">
        <source>{side} retreats to {hex}.</source>
        <translation>{side} retraite vers {hex}.</translation>
    </message>
    <message id="battle.retreated">
        <source>{side} falls back to {hex}.</source>
        <translation>{side} se replie en {hex}.</translation>
    </message>
    <message id="battle.round">
        <source>Round {n}: {att} loses {a}, {dfn} loses {d}.</source>
        <translation>Round {n} : {att} perd {a}, {dfn} perd {d}.</translation>
    </message>
    <message id="battle.sally">
        <source>{side} comes out of the stronghold to fight.</source>
        <translation>{side} sort de la place pour combattre.</translation>
    </message>
    <message id="battle.start">
        <source>{side} attacks in {hex}.</source>
        <translation>{side} attaque en {hex}.</translation>
    </message>
    <message id="battle.stay">
        <source>{side} stays inside the stronghold.</source>
        <translation>{side} reste dans la place.</translation>
    </message>
    <message id="battle.trapped">
        <source>{side} has lost more and has nowhere to retreat.</source>
        <translation>{side} a perdu davantage et n'a nulle part où retraiter.</translation>
    </message>
    <message id="buy">
        <source>{side} buys {item} for {target} ({cost} ducats).</source>
        <translation>{side} achète {item} pour {target} ({cost} ducats).</translation>
    </message>
    <message id="buy.influence">
        <source>{side} buys influence in {target}.</source>
        <translation>{side} achète de l'influence en {target}.</translation>
    </message>
    <message id="capture">
        <source>{leader} is captured in {hex}.</source>
        <translation>{leader} est capturé en {hex}.</translation>
    </message>
    <message id="capture.alone">
        <source>{leader}, without troops, is captured in {hex}.</source>
        <translation>{leader}, sans troupes, est capturé en {hex}.</translation>
    </message>
    <message id="capture.pursuit">
        <source>{leader} is captured in the pursuit.</source>
        <translation>{leader} est capturé pendant la poursuite.</translation>
    </message>
    <message id="capture.stronghold">
        <source>{leader} is captured in the stronghold at {hex}.</source>
        <translation>{leader} est capturé dans la place en {hex}.</translation>
    </message>
    <message id="capture.trapped">
        <source>{leader} cannot retreat and is captured.</source>
        <translation>{leader} ne peut retraiter et est capturé.</translation>
    </message>
    <message id="caught.no">
        <source>escapes</source>
        <translation>s'échappe</translation>
    </message>
    <message id="caught.yes">
        <source>captured</source>
        <translation>capturé</translation>
    </message>
    <message id="death.dies">
        <source>Richard is killed</source>
        <translation>Richard est tué</translation>
    </message>
    <message id="death.lives">
        <source>he lives</source>
        <translation>il survit</translation>
    </message>
    <message id="death_roll">
        <source>Richard's death roll: {n} against {number}: {result}.</source>
        <translation>Jet de mort de Richard : {n} contre {number} : {result}.</translation>
    </message>
    <message id="demand">
        <source>{side} makes the other side pay {n} ducats for {leader}.</source>
        <translation>{side} fait payer {n} ducats à l'adversaire pour {leader}.</translation>
    </message>
    <message id="describe.accept">
        <source>Accept the offer</source>
        <translation>Accepter l'offre</translation>
    </message>
    <message id="describe.assault">
        <source>Assault the stronghold in {hex}</source>
        <translation>Donner l'assaut à la place en {hex}</translation>
    </message>
    <message id="describe.buy">
        <source>Buy {item} for {target}</source>
        <translation>Acheter {item} pour {target}</translation>
    </message>
    <message id="describe.demand">
        <source>Make the other side pay {n} ducats for {leader}</source>
        <translation>Faire payer {n} ducats à l'adversaire pour {leader}</translation>
    </message>
    <message id="describe.done">
        <source>End {phase}</source>
        <translation>Terminer : {phase}</translation>
    </message>
    <message id="describe.engage">
        <source>Attack in {hex}</source>
        <translation>Attaquer en {hex}</translation>
    </message>
    <message id="describe.engage_offer">
        <source>Let the enemy in the stronghold in {hex} choose to come out and fight</source>
        <translation>Laisser l'ennemi de la place forte en {hex} choisir de sortir combattre</translation>
    </message>
    <message id="describe.fight">
        <source>Fight: knaves on row {knaves}, knights on row {knights} against {target}</source>
        <translation>Combattre : piétons sur la ligne {knaves}, chevaliers sur la ligne {knights} contre {target}</translation>
    </message>
    <message id="describe.follow">
        <source>{leader} moves with the King</source>
        <translation>{leader} marche avec le roi</translation>
    </message>
    <message id="describe.forced_march">
        <source>Force-march the King</source>
        <translation>Faire forcer la marche au roi</translation>
    </message>
    <message id="describe.listen">
        <source>Listen to the parley</source>
        <translation>Écouter la proposition de pourparlers</translation>
    </message>
    <message id="describe.no_safe_conduct">
        <source>Deny safe conduct</source>
        <translation>Refuser le sauf-conduit</translation>
    </message>
    <message id="describe.offer.ducats">
        <source>Offer {n} ducats</source>
        <translation>Offrir {n} ducats</translation>
    </message>
    <message id="describe.offer.hold">
        <source>Offer {hold}</source>
        <translation>Offrir {hold}</translation>
    </message>
    <message id="describe.offer.hostage">
        <source>Promise {n} ducats with {hostage} as hostage</source>
        <translation>Promettre {n} ducats avec {hostage} en otage</translation>
    </message>
    <message id="describe.offer.nothing">
        <source>Offer nothing</source>
        <translation>Ne rien offrir</translation>
    </message>
    <message id="describe.overtax">
        <source>Overtax {vassal}</source>
        <translation>Surtaxer {vassal}</translation>
    </message>
    <message id="describe.parley">
        <source>Call for a parley in {hex}</source>
        <translation>Demander des pourparlers en {hex}</translation>
    </message>
    <message id="describe.place_saucy">
        <source>Build the Saucy Fortress in {hex}</source>
        <translation>Bâtir le Château-Gaillard en {hex}</translation>
    </message>
    <message id="describe.ransom">
        <source>Ransom {leader} ({n} ducats)</source>
        <translation>Payer la rançon de {leader} ({n} ducats)</translation>
    </message>
    <message id="describe.rebuild">
        <source>Rebuild {hold} with {pay}</source>
        <translation>Reconstruire {hold} avec {pay}</translation>
    </message>
    <message id="describe.redeploy">
        <source>Redeploy {piece} to {to}</source>
        <translation>Redéployer {piece} en {to}</translation>
    </message>
    <message id="describe.refuse_parley">
        <source>Refuse the parley (the caller rolls a die)</source>
        <translation>Refuser les pourparlers (le demandeur lance un dé)</translation>
    </message>
    <message id="describe.reject">
        <source>Reject the offer</source>
        <translation>Refuser l'offre</translation>
    </message>
    <message id="describe.restore">
        <source>Restore the stronghold with {pay}</source>
        <translation>Restaurer la place forte avec {pay}</translation>
    </message>
    <message id="describe.retreat">
        <source>Retreat to {hex}</source>
        <translation>Retraiter vers {hex}</translation>
    </message>
    <message id="describe.ruin">
        <source>Leave the stronghold a ruin</source>
        <translation>Laisser la place forte en ruine</translation>
    </message>
    <message id="describe.safe_conduct">
        <source>Grant safe conduct</source>
        <translation>Accorder un sauf-conduit</translation>
    </message>
    <message id="describe.sally">
        <source>Come out of the stronghold and fight</source>
        <translation>Sortir de la place forte et combattre</translation>
    </message>
    <message id="describe.siege">
        <source>Besiege the stronghold in {hex}</source>
        <translation>Assiéger la place en {hex}</translation>
    </message>
    <message id="describe.stand">
        <source>Stand and fight</source>
        <translation>Tenir et combattre</translation>
    </message>
    <message id="describe.stay">
        <source>Stay inside the stronghold</source>
        <translation>Rester dans la place forte</translation>
    </message>
    <message id="describe.step">
        <source>Move {piece} to {to}</source>
        <translation>Déplacer {piece} en {to}</translation>
    </message>
    <message id="describe.transfer">
        <source>Shift {n} {kind} from {frm} to {to} in {hex}</source>
        <translation>Faire passer {n} {kind} de {frm} à {to} en {hex}</translation>
    </message>
    <message id="describe.truce">
        <source>Ask the Pope for a truce</source>
        <translation>Demander une trêve au pape</translation>
    </message>
    <message id="editor.king">
        <source>{side}'s King must be on the map.</source>
        <translation>Le roi de {side} doit être sur la carte.</translation>
    </message>
    <message id="final.income">
        <source>The year {year}: Richard's income from the map is {richard}, Philip's {philip}.</source>
        <translation>L'an {year} : le revenu de Richard tiré de la carte est {richard}, celui de Philippe {philip}.</translation>
    </message>
    <message id="follow">
        <source>{leader} moves with {king}.</source>
        <translation>{leader} marche avec {king}.</translation>
    </message>
    <message id="forced_march" numerus="yes">
        <source>{king} force-marches (forced march table): {n} more movement points.</source>
        <extracomment>one: {king} force-marches (forced march table): {n} more movement point.</extracomment>
        <translation>
            <numerusform>{king} force la marche (table de marche forcée) : {n} point de mouvement de plus.</numerusform>
            <numerusform>{king} force la marche (table de marche forcée) : {n} points de mouvement de plus.</numerusform>
        </translation>
    </message>
    <message id="freed">
        <source>{leader} is free again ({hex}).</source>
        <translation>{leader} est libre ({hex}).</translation>
    </message>
    <message id="hold.alencon">
        <source>Alencon</source>
        <translation>Alencon</translation>
    </message>
    <message id="hold.amboise">
        <source>Amboise</source>
        <translation>Amboise</translation>
    </message>
    <message id="hold.amiens">
        <source>Amiens</source>
        <translation>Amiens</translation>
    </message>
    <message id="hold.ancenis">
        <source>Ancenis</source>
        <translation>Ancenis</translation>
    </message>
    <message id="hold.angers">
        <source>Angers</source>
        <translation>Angers</translation>
    </message>
    <message id="hold.angouleme">
        <source>Angouleme</source>
        <translation>Angouleme</translation>
    </message>
    <message id="hold.argentan">
        <source>Argentan</source>
        <translation>Argentan</translation>
    </message>
    <message id="hold.argenton-sur-creuse">
        <source>Argenton-sur-Creuse</source>
        <translation>Argenton-sur-Creuse</translation>
    </message>
    <message id="hold.arques">
        <source>Arques</source>
        <translation>Arques</translation>
    </message>
    <message id="hold.aubusson">
        <source>Aubusson</source>
        <translation>Aubusson</translation>
    </message>
    <message id="hold.aumale">
        <source>Aumale</source>
        <translation>Aumale</translation>
    </message>
    <message id="hold.avranches">
        <source>Avranches</source>
        <translation>Avranches</translation>
    </message>
    <message id="hold.bauge">
        <source>Bauge</source>
        <translation>Bauge</translation>
    </message>
    <message id="hold.bayeux">
        <source>Bayeux</source>
        <translation>Bayeux</translation>
    </message>
    <message id="hold.beaugency">
        <source>Beaugency</source>
        <translation>Beaugency</translation>
    </message>
    <message id="hold.beaumont-le-roger">
        <source>Beaumont-le-Roger</source>
        <translation>Beaumont-le-Roger</translation>
    </message>
    <message id="hold.beaumont-sur-sarthe">
        <source>Beaumont-sur-Sarthe</source>
        <translation>Beaumont-sur-Sarthe</translation>
    </message>
    <message id="hold.beauvais">
        <source>Beauvais</source>
        <translation>Beauvais</translation>
    </message>
    <message id="hold.bellac">
        <source>Bellac</source>
        <translation>Bellac</translation>
    </message>
    <message id="hold.belleme">
        <source>Belleme</source>
        <translation>Belleme</translation>
    </message>
    <message id="hold.blois">
        <source>Blois</source>
        <translation>Blois</translation>
    </message>
    <message id="hold.bourbon-larchambault">
        <source>Bourbon-l'Archambault</source>
        <translation>Bourbon-l'Archambault</translation>
    </message>
    <message id="hold.bourges">
        <source>Bourges</source>
        <translation>Bourges</translation>
    </message>
    <message id="hold.bressuire">
        <source>Bressuire</source>
        <translation>Bressuire</translation>
    </message>
    <message id="hold.brionne">
        <source>Brionne</source>
        <translation>Brionne</translation>
    </message>
    <message id="hold.caen">
        <source>Caen</source>
        <translation>Caen</translation>
    </message>
    <message id="hold.carentan">
        <source>Carentan</source>
        <translation>Carentan</translation>
    </message>
    <message id="hold.chalus">
        <source>Chalus</source>
        <translation>Chalus</translation>
    </message>
    <message id="hold.champtoceaux">
        <source>Champtoceaux</source>
        <translation>Champtoceaux</translation>
    </message>
    <message id="hold.chartres">
        <source>Chartres</source>
        <translation>Chartres</translation>
    </message>
    <message id="hold.chateau-du-loir">
        <source>Chateau-du-Loir</source>
        <translation>Chateau-du-Loir</translation>
    </message>
    <message id="hold.chateau-gontier">
        <source>Chateau-Gontier</source>
        <translation>Chateau-Gontier</translation>
    </message>
    <message id="hold.chateaubriant">
        <source>Chateaubriant</source>
        <translation>Chateaubriant</translation>
    </message>
    <message id="hold.chateaudun">
        <source>Chateaudun</source>
        <translation>Chateaudun</translation>
    </message>
    <message id="hold.chateauneuf-sur-charente">
        <source>Chateauneuf-sur-Charente</source>
        <translation>Chateauneuf-sur-Charente</translation>
    </message>
    <message id="hold.chateauroux">
        <source>Chateauroux</source>
        <translation>Chateauroux</translation>
    </message>
    <message id="hold.chatellerault">
        <source>Chatellerault</source>
        <translation>Chatellerault</translation>
    </message>
    <message id="hold.chatillon-sur-indre">
        <source>Chatillon-sur-Indre</source>
        <translation>Chatillon-sur-Indre</translation>
    </message>
    <message id="hold.chaumont-en-vexin">
        <source>Chaumont-en-Vexin</source>
        <translation>Chaumont-en-Vexin</translation>
    </message>
    <message id="hold.chauvigny">
        <source>Chauvigny</source>
        <translation>Chauvigny</translation>
    </message>
    <message id="hold.cherbourg">
        <source>Cherbourg</source>
        <translation>Cherbourg</translation>
    </message>
    <message id="hold.chinon">
        <source>Chinon</source>
        <translation>Chinon</translation>
    </message>
    <message id="hold.civray">
        <source>Civray</source>
        <translation>Civray</translation>
    </message>
    <message id="hold.clermont">
        <source>Clermont</source>
        <translation>Clermont</translation>
    </message>
    <message id="hold.clisson">
        <source>Clisson</source>
        <translation>Clisson</translation>
    </message>
    <message id="hold.cognac">
        <source>Cognac</source>
        <translation>Cognac</translation>
    </message>
    <message id="hold.compiegne">
        <source>Compiegne</source>
        <translation>Compiegne</translation>
    </message>
    <message id="hold.conches">
        <source>Conches</source>
        <translation>Conches</translation>
    </message>
    <message id="hold.coutances">
        <source>Coutances</source>
        <translation>Coutances</translation>
    </message>
    <message id="hold.crozant">
        <source>Crozant</source>
        <translation>Crozant</translation>
    </message>
    <message id="hold.dieppe">
        <source>Dieppe</source>
        <translation>Dieppe</translation>
    </message>
    <message id="hold.dol">
        <source>Dol</source>
        <translation>Dol</translation>
    </message>
    <message id="hold.domfront">
        <source>Domfront</source>
        <translation>Domfront</translation>
    </message>
    <message id="hold.dreux">
        <source>Dreux</source>
        <translation>Dreux</translation>
    </message>
    <message id="hold.etampes">
        <source>Etampes</source>
        <translation>Etampes</translation>
    </message>
    <message id="hold.evreux">
        <source>Evreux</source>
        <translation>Evreux</translation>
    </message>
    <message id="hold.exmes">
        <source>Exmes</source>
        <translation>Exmes</translation>
    </message>
    <message id="hold.falaise">
        <source>Falaise</source>
        <translation>Falaise</translation>
    </message>
    <message id="hold.fontenay-le-comte">
        <source>Fontenay-le-Comte</source>
        <translation>Fontenay-le-Comte</translation>
    </message>
    <message id="hold.fougeres">
        <source>Fougeres</source>
        <translation>Fougeres</translation>
    </message>
    <message id="hold.fresnay-sur-sarthe">
        <source>Fresnay-sur-Sarthe</source>
        <translation>Fresnay-sur-Sarthe</translation>
    </message>
    <message id="hold.freteval">
        <source>Freteval</source>
        <translation>Freteval</translation>
    </message>
    <message id="hold.gaillon">
        <source>Gaillon</source>
        <translation>Gaillon</translation>
    </message>
    <message id="hold.gien">
        <source>Gien</source>
        <translation>Gien</translation>
    </message>
    <message id="hold.gisors">
        <source>Gisors</source>
        <translation>Gisors</translation>
    </message>
    <message id="hold.gournay-en-bray">
        <source>Gournay-en-Bray</source>
        <translation>Gournay-en-Bray</translation>
    </message>
    <message id="hold.gracay">
        <source>Gracay</source>
        <translation>Gracay</translation>
    </message>
    <message id="hold.issoudun">
        <source>Issoudun</source>
        <translation>Issoudun</translation>
    </message>
    <message id="hold.ivry">
        <source>Ivry</source>
        <translation>Ivry</translation>
    </message>
    <message id="hold.jarnac">
        <source>Jarnac</source>
        <translation>Jarnac</translation>
    </message>
    <message id="hold.la-chatre">
        <source>La Chatre</source>
        <translation>La Chatre</translation>
    </message>
    <message id="hold.la-ferte-bernard">
        <source>La Ferte-Bernard</source>
        <translation>La Ferte-Bernard</translation>
    </message>
    <message id="hold.la-fleche">
        <source>La Fleche</source>
        <translation>La Fleche</translation>
    </message>
    <message id="hold.la-rochefoucauld">
        <source>La Rochefoucauld</source>
        <translation>La Rochefoucauld</translation>
    </message>
    <message id="hold.la-rochelle">
        <source>La Rochelle</source>
        <translation>La Rochelle</translation>
    </message>
    <message id="hold.laigle">
        <source>L'Aigle</source>
        <translation>L'Aigle</translation>
    </message>
    <message id="hold.langeais">
        <source>Langeais</source>
        <translation>Langeais</translation>
    </message>
    <message id="hold.laval">
        <source>Laval</source>
        <translation>Laval</translation>
    </message>
    <message id="hold.le-blanc">
        <source>Le Blanc</source>
        <translation>Le Blanc</translation>
    </message>
    <message id="hold.le-mans">
        <source>Le Mans</source>
        <translation>Le Mans</translation>
    </message>
    <message id="hold.le-neubourg">
        <source>Le Neubourg</source>
        <translation>Le Neubourg</translation>
    </message>
    <message id="hold.le-vaudreuil">
        <source>Le Vaudreuil</source>
        <translation>Le Vaudreuil</translation>
    </message>
    <message id="hold.lile-bouchard">
        <source>L'Ile-Bouchard</source>
        <translation>L'Ile-Bouchard</translation>
    </message>
    <message id="hold.lillebonne">
        <source>Lillebonne</source>
        <translation>Lillebonne</translation>
    </message>
    <message id="hold.limoges">
        <source>Limoges</source>
        <translation>Limoges</translation>
    </message>
    <message id="hold.lisieux">
        <source>Lisieux</source>
        <translation>Lisieux</translation>
    </message>
    <message id="hold.loches">
        <source>Loches</source>
        <translation>Loches</translation>
    </message>
    <message id="hold.loudun">
        <source>Loudun</source>
        <translation>Loudun</translation>
    </message>
    <message id="hold.lusignan">
        <source>Lusignan</source>
        <translation>Lusignan</translation>
    </message>
    <message id="hold.lyons-la-foret">
        <source>Lyons-la-Foret</source>
        <translation>Lyons-la-Foret</translation>
    </message>
    <message id="hold.mantes">
        <source>Mantes</source>
        <translation>Mantes</translation>
    </message>
    <message id="hold.marans">
        <source>Marans</source>
        <translation>Marans</translation>
    </message>
    <message id="hold.mayenne">
        <source>Mayenne</source>
        <translation>Mayenne</translation>
    </message>
    <message id="hold.melun">
        <source>Melun</source>
        <translation>Melun</translation>
    </message>
    <message id="hold.meulan">
        <source>Meulan</source>
        <translation>Meulan</translation>
    </message>
    <message id="hold.mirebeau">
        <source>Mirebeau</source>
        <translation>Mirebeau</translation>
    </message>
    <message id="hold.mont-saint-michel">
        <source>Mont-Saint-Michel</source>
        <translation>Mont-Saint-Michel</translation>
    </message>
    <message id="hold.montargis">
        <source>Montargis</source>
        <translation>Montargis</translation>
    </message>
    <message id="hold.montbazon">
        <source>Montbazon</source>
        <translation>Montbazon</translation>
    </message>
    <message id="hold.montdidier">
        <source>Montdidier</source>
        <translation>Montdidier</translation>
    </message>
    <message id="hold.montferrand">
        <source>Montferrand</source>
        <translation>Montferrand</translation>
    </message>
    <message id="hold.montfort-sur-risle">
        <source>Montfort-sur-Risle</source>
        <translation>Montfort-sur-Risle</translation>
    </message>
    <message id="hold.montlucon">
        <source>Montlucon</source>
        <translation>Montlucon</translation>
    </message>
    <message id="hold.montmorillon">
        <source>Montmorillon</source>
        <translation>Montmorillon</translation>
    </message>
    <message id="hold.montreuil-bellay">
        <source>Montreuil-Bellay</source>
        <translation>Montreuil-Bellay</translation>
    </message>
    <message id="hold.montrichard">
        <source>Montrichard</source>
        <translation>Montrichard</translation>
    </message>
    <message id="hold.mortagne-au-perche">
        <source>Mortagne-au-Perche</source>
        <translation>Mortagne-au-Perche</translation>
    </message>
    <message id="hold.mortain">
        <source>Mortain</source>
        <translation>Mortain</translation>
    </message>
    <message id="hold.moulins-la-marche">
        <source>Moulins-la-Marche</source>
        <translation>Moulins-la-Marche</translation>
    </message>
    <message id="hold.nantes">
        <source>Nantes</source>
        <translation>Nantes</translation>
    </message>
    <message id="hold.neufchatel">
        <source>Neufchatel</source>
        <translation>Neufchatel</translation>
    </message>
    <message id="hold.niort">
        <source>Niort</source>
        <translation>Niort</translation>
    </message>
    <message id="hold.nogent-le-rotrou">
        <source>Nogent-le-Rotrou</source>
        <translation>Nogent-le-Rotrou</translation>
    </message>
    <message id="hold.nonancourt">
        <source>Nonancourt</source>
        <translation>Nonancourt</translation>
    </message>
    <message id="hold.orbec">
        <source>Orbec</source>
        <translation>Orbec</translation>
    </message>
    <message id="hold.orleans">
        <source>Orleans</source>
        <translation>Orleans</translation>
    </message>
    <message id="hold.pacy-sur-eure">
        <source>Pacy-sur-Eure</source>
        <translation>Pacy-sur-Eure</translation>
    </message>
    <message id="hold.paris">
        <source>Paris</source>
        <translation>Paris</translation>
    </message>
    <message id="hold.parthenay">
        <source>Parthenay</source>
        <translation>Parthenay</translation>
    </message>
    <message id="hold.poitiers">
        <source>Poitiers</source>
        <translation>Poitiers</translation>
    </message>
    <message id="hold.pont-audemer">
        <source>Pont-Audemer</source>
        <translation>Pont-Audemer</translation>
    </message>
    <message id="hold.pont-de-larche">
        <source>Pont-de-l'Arche</source>
        <translation>Pont-de-l'Arche</translation>
    </message>
    <message id="hold.pontoise">
        <source>Pontoise</source>
        <translation>Pontoise</translation>
    </message>
    <message id="hold.rennes">
        <source>Rennes</source>
        <translation>Rennes</translation>
    </message>
    <message id="hold.rouen">
        <source>Rouen</source>
        <translation>Rouen</translation>
    </message>
    <message id="hold.ruffec">
        <source>Ruffec</source>
        <translation>Ruffec</translation>
    </message>
    <message id="hold.sainte-suzanne">
        <source>Sainte-Suzanne</source>
        <translation>Sainte-Suzanne</translation>
    </message>
    <message id="hold.saintes">
        <source>Saintes</source>
        <translation>Saintes</translation>
    </message>
    <message id="hold.saucy">
        <source>the Saucy Fortress</source>
        <translation>le Château-Gaillard</translation>
    </message>
    <message id="hold.saumur">
        <source>Saumur</source>
        <translation>Saumur</translation>
    </message>
    <message id="hold.sees">
        <source>Sees</source>
        <translation>Sees</translation>
    </message>
    <message id="hold.senlis">
        <source>Senlis</source>
        <translation>Senlis</translation>
    </message>
    <message id="hold.sens">
        <source>Sens</source>
        <translation>Sens</translation>
    </message>
    <message id="hold.surgeres">
        <source>Surgeres</source>
        <translation>Surgeres</translation>
    </message>
    <message id="hold.taillebourg">
        <source>Taillebourg</source>
        <translation>Taillebourg</translation>
    </message>
    <message id="hold.taken">
        <source>{side} takes {hold}.</source>
        <translation>{side} prend {hold}.</translation>
    </message>
    <message id="hold.talmont">
        <source>Talmont</source>
        <translation>Talmont</translation>
    </message>
    <message id="hold.thouars">
        <source>Thouars</source>
        <translation>Thouars</translation>
    </message>
    <message id="hold.tillieres-sur-avre">
        <source>Tillieres-sur-Avre</source>
        <translation>Tillieres-sur-Avre</translation>
    </message>
    <message id="hold.tinchebray">
        <source>Tinchebray</source>
        <translation>Tinchebray</translation>
    </message>
    <message id="hold.tonnay-charente">
        <source>Tonnay-Charente</source>
        <translation>Tonnay-Charente</translation>
    </message>
    <message id="hold.tours">
        <source>Tours</source>
        <translation>Tours</translation>
    </message>
    <message id="hold.valognes">
        <source>Valognes</source>
        <translation>Valognes</translation>
    </message>
    <message id="hold.vendome">
        <source>Vendome</source>
        <translation>Vendome</translation>
    </message>
    <message id="hold.vernon">
        <source>Vernon</source>
        <translation>Vernon</translation>
    </message>
    <message id="hold.vernueil">
        <source>Vernueil</source>
        <translation>Vernueil</translation>
    </message>
    <message id="hold.vierzon">
        <source>Vierzon</source>
        <translation>Vierzon</translation>
    </message>
    <message id="hold.vire">
        <source>Vire</source>
        <translation>Vire</translation>
    </message>
    <message id="hold.vitre">
        <source>Vitre</source>
        <translation>Vitre</translation>
    </message>
    <message id="hostage.paid">
        <source>{side} pays the {n} ducats promised for {leader}.</source>
        <translation>{side} paie les {n} ducats promis pour {leader}.</translation>
    </message>
    <message id="item.influence" numerus="yes">
        <source>{n} influence points</source>
        <extracomment>one: {n} influence point</extracomment>
        <translation>
            <numerusform>{n} point d'influence</numerusform>
            <numerusform>{n} points d'influence</numerusform>
        </translation>
    </message>
    <message id="item.knave" numerus="yes">
        <source>{n} knaves</source>
        <extracomment>one: {n} knave</extracomment>
        <translation>
            <numerusform>{n} piéton</numerusform>
            <numerusform>{n} piétons</numerusform>
        </translation>
    </message>
    <message id="item.knight" numerus="yes">
        <source>{n} knights</source>
        <extracomment>one: {n} knight</extracomment>
        <translation>
            <numerusform>{n} chevalier</numerusform>
            <numerusform>{n} chevaliers</numerusform>
        </translation>
    </message>
    <message id="item.saucy">
        <source>the Saucy Fortress</source>
        <translation>le Château-Gaillard</translation>
    </message>
    <message id="item.supplies" numerus="yes">
        <source>{n} ducats of supplies</source>
        <extracomment>one: {n} ducat of supplies</extracomment>
        <translation>
            <numerusform>{n} ducat de vivres</numerusform>
            <numerusform>{n} ducats de vivres</numerusform>
        </translation>
    </message>
    <message id="item.train">
        <source>a siege train</source>
        <translation>un train de siège</translation>
    </message>
    <message id="kind.knave" numerus="yes">
        <source>knaves</source>
        <extracomment>one: knave</extracomment>
        <translation>
            <numerusform>piéton</numerusform>
            <numerusform>piétons</numerusform>
        </translation>
    </message>
    <message id="kind.knight" numerus="yes">
        <source>knights</source>
        <extracomment>one: knight</extracomment>
        <translation>
            <numerusform>chevalier</numerusform>
            <numerusform>chevaliers</numerusform>
        </translation>
    </message>
    <message id="leader.au">
        <source>Count of Au</source>
        <translation>Comte d'Eu</translation>
    </message>
    <message id="leader.baldwin">
        <source>Baldwin</source>
        <translation>Baldwin</translation>
    </message>
    <message id="leader.baron">
        <source>Baron of {vassal}</source>
        <translation>Baron de {vassal}</translation>
    </message>
    <message id="leader.john">
        <source>John</source>
        <translation>Jean</translation>
    </message>
    <message id="leader.marshal">
        <source>Marshal</source>
        <translation>Marshal</translation>
    </message>
    <message id="leader.mercadier">
        <source>Mercadier</source>
        <translation>Mercadier</translation>
    </message>
    <message id="leader.philip">
        <source>Philip</source>
        <translation>Philippe</translation>
    </message>
    <message id="leader.raymond">
        <source>Raymond</source>
        <translation>Raymond</translation>
    </message>
    <message id="leader.richard">
        <source>Richard</source>
        <translation>Richard</translation>
    </message>
    <message id="leader.sancho">
        <source>Sancho</source>
        <translation>Sancho</translation>
    </message>
    <message id="loyalty">
        <source>{vassal}: die {roll}, modifier {mod}, total {total}: {result}.</source>
        <translation>{vassal} : dé {roll}, modificateur {mod}, total {total} : {result}.</translation>
    </message>
    <message id="month.10">
        <source>October {year}</source>
        <translation>octobre {year}</translation>
    </message>
    <message id="month.11">
        <source>November {year}</source>
        <translation>novembre {year}</translation>
    </message>
    <message id="month.12">
        <source>Winter {year}</source>
        <translation>hiver {year}</translation>
    </message>
    <message id="month.3">
        <source>March {year}</source>
        <translation>mars {year}</translation>
    </message>
    <message id="month.4">
        <source>April {year}</source>
        <translation>avril {year}</translation>
    </message>
    <message id="month.5">
        <source>May {year}</source>
        <translation>mai {year}</translation>
    </message>
    <message id="month.6">
        <source>June {year}</source>
        <translation>juin {year}</translation>
    </message>
    <message id="month.7">
        <source>July {year}</source>
        <translation>juillet {year}</translation>
    </message>
    <message id="month.8">
        <source>August {year}</source>
        <translation>août {year}</translation>
    </message>
    <message id="month.9">
        <source>September {year}</source>
        <translation>septembre {year}</translation>
    </message>
    <message id="month.start">
        <source>{when} begins.</source>
        <translation>{when} commence.</translation>
    </message>
    <message id="none">
        <source>-</source>
        <translation>-</translation>
    </message>
    <message id="nowhere">
        <source>nowhere</source>
        <translation>nulle part</translation>
    </message>
    <message id="option.au_movement">
        <source>Count of Au's movement</source>
        <translation>Mouvement du comte d'Eu</translation>
    </message>
    <message id="option.au_movement.4">
        <source>4 (the table)</source>
        <translation>4 (la table)</translation>
    </message>
    <message id="option.au_movement.5">
        <source>5 (the counter)</source>
        <translation>5 (le pion)</translation>
    </message>
    <message id="option.au_movement.help">
        <source>The Count of Au's movement: 4 as the Political and Leader Table prints it, or 5 as his counter does.</source>
        <translation>Le mouvement du comte d'Eu : 4 comme l'imprime la table politique et des chefs, ou 5 comme l'indique son pion.</translation>
    </message>
    <message id="option.end_year">
        <source>Last year</source>
        <translation>Dernière année</translation>
    </message>
    <message id="option.end_year.help">
        <source>Not in the rulebook: end the campaign when this year is reached (1200 as the rules say; earlier for a short game), with the marginal victory by income.</source>
        <translation>Absent de la règle : la campagne s'achève quand cette année est atteinte (1200 selon la règle ; plus tôt pour une partie courte), avec la victoire marginale aux revenus.</translation>
    </message>
    <message id="option.road_bridges">
        <source>Bridges where roads cross rivers</source>
        <translation>Ponts là où les routes franchissent les rivières</translation>
    </message>
    <message id="option.road_bridges.help">
        <source>Not in the rulebook: a road crossing a river has a bridge there (by default only the three bridges of the errata exist).</source>
        <translation>Absent de la règle : une route qui franchit une rivière y a un pont (par défaut seuls les trois ponts de l'errata existent).</translation>
    </message>
    <message id="option.swap_ally_edges">
        <source>Swap the allies' map edges</source>
        <translation>Échanger les bords de carte des alliés</translation>
    </message>
    <message id="option.swap_ally_edges.help">
        <source>Not in the rulebook: Baldwin of Flanders enters on the north edge and Raymond of Toulouse on the south edge (the printed table looks swapped).</source>
        <translation>Absent de la règle : Baudouin de Flandre entre par le bord nord et Raymond de Toulouse par le bord sud (la table imprimée semble inversée).</translation>
    </message>
    <message id="option.tactical_battles">
        <source>Battles on the tactical field</source>
        <translation>Batailles sur le terrain tactique</translation>
    </message>
    <message id="option.tactical_battles.help">
        <source>Not in the rulebook: fight each open field battle on the tactical hex field (Lionheart, the hex variant) instead of the two rounds of the combat tables; its losses and its loser come back to the campaign.</source>
        <translation>Absent de la règle : chaque bataille en rase campagne se livre sur le terrain tactique en hexagones (Lionheart, la variante hexagonale) au lieu des deux rounds des tables de combat ; ses pertes et son perdant reviennent à la campagne.</translation>
    </message>
    <message id="overtax">
        <source>{side} overtaxes {vassal}.</source>
        <translation>{side} surtaxe {vassal}.</translation>
    </message>
    <message id="parley.accepted">
        <source>{side} accepts: no combat in {hex} this turn.</source>
        <translation>{side} accepte : pas de combat en {hex} ce tour-ci.</translation>
    </message>
    <message id="parley.call">
        <source>{side} calls for a parley in {hex}.</source>
        <translation>{side} demande des pourparlers en {hex}.</translation>
    </message>
    <message id="parley.forced">
        <source>{side} rolls {roll}: the parley must take place.</source>
        <translation>{side} fait {roll} : les pourparlers ont lieu.</translation>
    </message>
    <message id="parley.listen">
        <source>{side} listens.</source>
        <translation>{side} écoute.</translation>
    </message>
    <message id="parley.nothing">
        <source>{side} offers nothing.</source>
        <translation>{side} n'offre rien.</translation>
    </message>
    <message id="parley.offer">
        <source>{side} offers {n} ducats, stronghold {hold}, hostage {hostage}.</source>
        <translation>{side} offre {n} ducats, la place {hold}, l'otage {hostage}.</translation>
    </message>
    <message id="parley.refused">
        <source>{side} rolls {roll}: no parley.</source>
        <translation>{side} fait {roll} : pas de pourparlers.</translation>
    </message>
    <message id="parley.rejected">
        <source>{side} rejects the offer.</source>
        <translation>{side} rejette l'offre.</translation>
    </message>
    <message id="pay.ducats">
        <source>five ducats</source>
        <translation>cinq ducats</translation>
    </message>
    <message id="pay.troops">
        <source>five strength points</source>
        <translation>cinq points de force</translation>
    </message>
    <message id="phase.battle">
        <source>open field battle</source>
        <translation>bataille rangée</translation>
    </message>
    <message id="phase.combat">
        <source>combat</source>
        <translation>combat</translation>
    </message>
    <message id="phase.combat.start">
        <source>{side} resolves combat.</source>
        <translation>{side} résout les combats.</translation>
    </message>
    <message id="phase.move">
        <source>movement</source>
        <translation>mouvement</translation>
    </message>
    <message id="phase.move.start">
        <source>{side} moves.</source>
        <translation>{side} se déplace.</translation>
    </message>
    <message id="phase.over">
        <source>game over</source>
        <translation>fin de partie</translation>
    </message>
    <message id="phase.parley">
        <source>parley</source>
        <translation>pourparlers</translation>
    </message>
    <message id="phase.parley_chance">
        <source>parley before combat</source>
        <translation>pourparlers avant le combat</translation>
    </message>
    <message id="phase.purchase">
        <source>purchasing</source>
        <translation>achats</translation>
    </message>
    <message id="phase.redeploy">
        <source>redeployment</source>
        <translation>redéploiement</translation>
    </message>
    <message id="phase.restore">
        <source>restoring a stronghold</source>
        <translation>remise en état d'une place</translation>
    </message>
    <message id="phase.safe_conduct">
        <source>safe conduct</source>
        <translation>sauf-conduit</translation>
    </message>
    <message id="phase.saucy">
        <source>placing the Saucy Fortress</source>
        <translation>pose du Château-Gaillard</translation>
    </message>
    <message id="phase.truce">
        <source>papal truce</source>
        <translation>trêve pontificale</translation>
    </message>
    <message id="phase.vassal_tax">
        <source>vassal taxes</source>
        <translation>impôts des vassaux</translation>
    </message>
    <message id="piece.hold">
        <source>the garrison</source>
        <translation>la garnison</translation>
    </message>
    <message id="piece.train">
        <source>{side}'s siege train</source>
        <translation>train de siège de {side}</translation>
    </message>
    <message id="position.board">
        <source>the board is not valid</source>
        <translation>le plateau n'est pas valable</translation>
    </message>
    <message id="position.board_why">
        <source>the board is not valid: {why}</source>
        <translation>le plateau n'est pas valable : {why}</translation>
    </message>
    <message id="position.dice">
        <source>the dice are not valid</source>
        <translation>les dés ne sont pas valables</translation>
    </message>
    <message id="position.expected">
        <source>expected 'au=N bridges=yes|no swap=yes|no [end=YEAR] SEED/POS board ...'</source>
        <translation>attendu : « au=N bridges=yes|no swap=yes|no [end=ANNÉE] SEED/POS plateau ... »</translation>
    </message>
    <message id="position.fields">
        <source>the board's fields are not the campaign's</source>
        <translation>les champs du plateau ne sont pas ceux de la campagne</translation>
    </message>
    <message id="position.holds">
        <source>the strongholds are not the map's</source>
        <translation>les places fortes ne sont pas celles de la carte</translation>
    </message>
    <message id="position.leader">
        <source>leader {leader} is not valid</source>
        <translation>le chef {leader} n'est pas valable</translation>
    </message>
    <message id="position.leader_hex">
        <source>leader {leader} stands on an impossible hex</source>
        <translation>le chef {leader} se tient sur un hexagone impossible</translation>
    </message>
    <message id="position.leaders">
        <source>the leaders are not the campaign's</source>
        <translation>les chefs ne sont pas ceux de la campagne</translation>
    </message>
    <message id="position.list">
        <source>{field} must be a list</source>
        <translation>{field} doit être une liste</translation>
    </message>
    <message id="position.not_board">
        <source>the text does not describe a board</source>
        <translation>le texte ne décrit pas un plateau</translation>
    </message>
    <message id="position.not_dice">
        <source>not dice: '{text}'</source>
        <translation>pas des dés : « {text} »</translation>
    </message>
    <message id="position.not_hex">
        <source>not a hex number: {value}</source>
        <translation>pas un numéro d'hexagone : {value}</translation>
    </message>
    <message id="position.options">
        <source>the options are not valid: {why}</source>
        <translation>les options ne sont pas valables : {why}</translation>
    </message>
    <message id="position.row" numerus="yes">
        <source>a {kind} row has {n} values</source>
        <extracomment>one: a {kind} row has {n} value</extracomment>
        <translation>
            <numerusform>une ligne {kind} a {n} valeur</numerusform>
            <numerusform>une ligne {kind} a {n} valeurs</numerusform>
        </translation>
    </message>
    <message id="position.row_type">
        <source>{field} must be {type}</source>
        <translation>{field} doit être de type {type}</translation>
    </message>
    <message id="position.shape">
        <source>a campaign state has opts, seed, dice_pos and board (and a battle's sub-game)</source>
        <translation>une position de la campagne a opts, seed, dice_pos et board (et le sous-jeu d'une bataille)</translation>
    </message>
    <message id="position.tactical">
        <source>a battle on the tactical board needs its open field battle</source>
        <translation>une bataille sur le champ tactique a besoin de sa bataille en rase campagne</translation>
    </message>
    <message id="position.text">
        <source>{field} must be text</source>
        <translation>{field} doit être un texte</translation>
    </message>
    <message id="position.treasuries">
        <source>the treasuries are not valid</source>
        <translation>les trésors ne sont pas valables</translation>
    </message>
    <message id="position.turn">
        <source>the turn is not valid</source>
        <translation>le tour n'est pas valable</translation>
    </message>
    <message id="position.unreadable">
        <source>the board cannot be read: {why}</source>
        <translation>le plateau est illisible : {why}</translation>
    </message>
    <message id="position.vassals">
        <source>the vassals are not the campaign's</source>
        <translation>les vassaux ne sont pas ceux de la campagne</translation>
    </message>
    <message id="position.whole">
        <source>{field} must be a whole number</source>
        <translation>{field} doit être un nombre entier</translation>
    </message>
    <message id="pursuit.capture_roll" numerus="yes">
        <source>{leader}: {n} capture dice: {caught}.</source>
        <extracomment>one: {leader}: {n} capture die: {caught}.</extracomment>
        <translation>
            <numerusform>{leader} : {n} dé de capture : {caught}.</numerusform>
            <numerusform>{leader} : {n} dés de capture : {caught}.</numerusform>
        </translation>
    </message>
    <message id="ransom">
        <source>{side} pays {n} ducats to free {leader}.</source>
        <translation>{side} paie {n} ducats pour libérer {leader}.</translation>
    </message>
    <message id="rebuild">
        <source>{side} rebuilds {hold} with {pay}.</source>
        <translation>{side} reconstruit {hold} avec {pay}.</translation>
    </message>
    <message id="reconquered">
        <source>{vassal} is reconquered.</source>
        <translation>{vassal} est reconquis.</translation>
    </message>
    <message id="redeploy">
        <source>{piece} redeploys from {frm} to {to}.</source>
        <translation>{piece} se redéploie de {frm} à {to}.</translation>
    </message>
    <message id="refuse.assaults_first">
        <source>Assaults come before sieges: none after a siege has been rolled.</source>
        <translation>Les assauts précèdent les sièges : plus aucun après un jet de siège.</translation>
    </message>
    <message id="refuse.battles_left">
        <source>A battle must still be fought.</source>
        <translation>Une bataille doit encore être livrée.</translation>
    </message>
    <message id="refuse.buy">
        <source>That purchase is not allowed now.</source>
        <translation>Cet achat n'est pas permis maintenant.</translation>
    </message>
    <message id="refuse.capacity">
        <source>{leader} cannot lead that many troops.</source>
        <translation>{leader} ne peut mener autant de troupes.</translation>
    </message>
    <message id="refuse.fields_first">
        <source>Battles in the open come before assaults and sieges: none after an assault or a siege.</source>
        <translation>Les batailles en campagne précèdent assauts et sièges : plus aucune après un assaut ou un siège.</translation>
    </message>
    <message id="refuse.money">
        <source>That costs {cost} ducats; the treasury holds {left}.</source>
        <translation>Cela coûte {cost} ducats ; le trésor en contient {left}.</translation>
    </message>
    <message id="refuse.mp">
        <source>That step costs {cost} movement points; {left} are left.</source>
        <translation>Ce pas coûte {cost} points de mouvement ; il en reste {left}.</translation>
    </message>
    <message id="refuse.no_piece">
        <source>There is no such piece of yours: {piece}.</source>
        <translation>Vous n'avez pas cette pièce : {piece}.</translation>
    </message>
    <message id="refuse.no_side">
        <source>{player} is not a side of this game.</source>
        <translation>{player} n'est pas un camp de ce jeu.</translation>
    </message>
    <message id="refuse.not_action">
        <source>{action} is not an action of this game.</source>
        <translation>{action} n'est pas une action de ce jeu.</translation>
    </message>
    <message id="refuse.not_adjacent">
        <source>Move one hex at a time.</source>
        <translation>Avancez d'un hexagone à la fois.</translation>
    </message>
    <message id="refuse.not_now">
        <source>That is not allowed now.</source>
        <translation>Ce n'est pas permis maintenant.</translation>
    </message>
    <message id="refuse.not_turn">
        <source>It is not {side}'s turn.</source>
        <translation>Ce n'est pas le tour de {side}.</translation>
    </message>
    <message id="refuse.over">
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message id="refuse.phase">
        <source>Not during {phase}.</source>
        <translation>Pas pendant la phase de {phase}.</translation>
    </message>
    <message id="refuse.sea">
        <source>That is not a land hex of the map.</source>
        <translation>Ce n'est pas un hexagone de terre de la carte.</translation>
    </message>
    <message id="refuse.step">
        <source>That step is not allowed now.</source>
        <translation>Ce pas n'est pas permis maintenant.</translation>
    </message>
    <message id="restore">
        <source>{side} restores {hold} with {pay}.</source>
        <translation>{side} remet {hold} en état avec {pay}.</translation>
    </message>
    <message id="ruin">
        <source>{hold} is left a ruin.</source>
        <translation>{hold} reste en ruine.</translation>
    </message>
    <message id="safe_conduct">
        <source>{side} grants safe conduct: {hold} surrenders and its defenders go to {to}.</source>
        <translation>{side} accorde le sauf-conduit : {hold} se rend et ses défenseurs gagnent {to}.</translation>
    </message>
    <message id="safe_conduct.denied">
        <source>{side} denies safe conduct: the siege of {hold} goes on.</source>
        <translation>{side} refuse le sauf-conduit : le siège de {hold} continue.</translation>
    </message>
    <message id="saucy.placed">
        <source>Richard builds the Saucy Fortress in {hex}.</source>
        <translation>Richard bâtit le Château-Gaillard en {hex}.</translation>
    </message>
    <message id="side.philip">
        <source>Philip</source>
        <translation>Philippe</translation>
    </message>
    <message id="side.richard">
        <source>Richard</source>
        <translation>Richard</translation>
    </message>
    <message id="siege">
        <source>{side} besieges {hold} ({months} months): die {roll}, modifier {mod}: {result}.</source>
        <translation>{side} assiège {hold} ({months} mois) : dé {roll}, modificateur {mod} : {result}.</translation>
    </message>
    <message id="siege.H">
        <source>the stronghold holds</source>
        <translation>la place tient</translation>
    </message>
    <message id="siege.H1">
        <source>it holds but loses 1 strength point</source>
        <translation>elle tient mais perd 1 point de force</translation>
    </message>
    <message id="siege.H2">
        <source>it holds but loses 2 strength points</source>
        <translation>elle tient mais perd 2 points de force</translation>
    </message>
    <message id="siege.S">
        <source>it surrenders</source>
        <translation>elle se rend</translation>
    </message>
    <message id="siege.SS">
        <source>it offers to surrender for safe conduct</source>
        <translation>elle offre de se rendre contre un sauf-conduit</translation>
    </message>
    <message id="siege.broken">
        <source>The siege of {hold} is broken.</source>
        <translation>Le siège de {hold} est rompu.</translation>
    </message>
    <message id="status.neutral">
        <source>neutral</source>
        <translation>neutre</translation>
    </message>
    <message id="status.philip">
        <source>joins Philip</source>
        <translation>rejoint Philippe</translation>
    </message>
    <message id="status.rebel">
        <source>rebels and joins Philip</source>
        <translation>se révolte et rejoint Philippe</translation>
    </message>
    <message id="status.richard">
        <source>supports Richard</source>
        <translation>soutient Richard</translation>
    </message>
    <message id="step" numerus="yes">
        <source>{leader} moves from {frm} to {to} ({cost} MP), with {n} leaders.</source>
        <extracomment>one: {leader} moves from {frm} to {to} ({cost} MP), with {n} leader.</extracomment>
        <translation>
            <numerusform>{leader} va de {frm} à {to} ({cost} PM), avec {n} chef.</numerusform>
            <numerusform>{leader} va de {frm} à {to} ({cost} PM), avec {n} chefs.</numerusform>
        </translation>
    </message>
    <message id="step.halt">
        <source>{leader} must stop in {hex}.</source>
        <translation>{leader} doit s'arrêter en {hex}.</translation>
    </message>
    <message id="step.train">
        <source>{side}'s siege train moves from {frm} to {to}.</source>
        <translation>Le train de siège de {side} va de {frm} à {to}.</translation>
    </message>
    <message id="summary">
        <source>{when}: {side} — {step}</source>
        <translation>{when} : {side} — {step}</translation>
    </message>
    <message id="supply.attrition" numerus="yes">
        <source>{leader} is out of supply and loses {n} strength points.</source>
        <extracomment>one: {leader} is out of supply and loses {n} strength point.</extracomment>
        <translation>
            <numerusform>{leader} n'est pas ravitaillé et perd {n} point de force.</numerusform>
            <numerusform>{leader} n'est pas ravitaillé et perd {n} points de force.</numerusform>
        </translation>
    </message>
    <message id="supply.out" numerus="yes">
        <source>{leader} is out of supply ({n} months).</source>
        <extracomment>one: {leader} is out of supply ({n} month).</extracomment>
        <translation>
            <numerusform>{leader} n'est pas ravitaillé ({n} mois).</numerusform>
            <numerusform>{leader} n'est pas ravitaillé ({n} mois).</numerusform>
        </translation>
    </message>
    <message id="support.lost" numerus="yes">
        <source>{n} troops leave with a lost ally.</source>
        <extracomment>one: {n} troop leaves with a lost ally.</extracomment>
        <translation>
            <numerusform>{n} soldat part avec un allié perdu.</numerusform>
            <numerusform>{n} soldats partent avec un allié perdu.</numerusform>
        </translation>
    </message>
    <message id="support.troops" numerus="yes">
        <source>{n} knaves of a loyal vassal join Richard.</source>
        <extracomment>one: {n} knave of a loyal vassal joins Richard.</extracomment>
        <translation>
            <numerusform>{n} piéton d'un vassal fidèle rejoint Richard.</numerusform>
            <numerusform>{n} piétons d'un vassal fidèle rejoignent Richard.</numerusform>
        </translation>
    </message>
    <message id="table.knave_vs_knave">
        <source>knave vs knave</source>
        <translation>piéton contre piéton</translation>
    </message>
    <message id="table.knave_vs_knight">
        <source>knave vs knight</source>
        <translation>piéton contre chevalier</translation>
    </message>
    <message id="table.knight_vs_knave">
        <source>knight vs knave</source>
        <translation>chevalier contre piéton</translation>
    </message>
    <message id="table.knight_vs_knight">
        <source>knight vs knight</source>
        <translation>chevalier contre chevalier</translation>
    </message>
    <message id="taxes" numerus="yes">
        <source>{side} collects {n} ducats of taxes.</source>
        <extracomment>one: {side} collects {n} ducat of taxes.</extracomment>
        <translation>
            <numerusform>{side} perçoit {n} ducat d'impôts.</numerusform>
            <numerusform>{side} perçoit {n} ducats d'impôts.</numerusform>
        </translation>
    </message>
    <message id="taxes.vassals" numerus="yes">
        <source>{side} collects {n} ducats from loyal vassals.</source>
        <extracomment>one: {side} collects {n} ducat from loyal vassals.</extracomment>
        <translation>
            <numerusform>{side} perçoit {n} ducat des vassaux fidèles.</numerusform>
            <numerusform>{side} perçoit {n} ducats des vassaux fidèles.</numerusform>
        </translation>
    </message>
    <message id="title">
        <source>Richard I the Lionheart (campaign)</source>
        <translation>Richard Cœur de Lion (campagne)</translation>
    </message>
    <message id="train.destroyed">
        <source>{side}'s siege train is destroyed in {hex}.</source>
        <translation>Le train de siège de {side} est détruit en {hex}.</translation>
    </message>
    <message id="train.left">
        <source>{side}'s siege train is left behind and destroyed.</source>
        <translation>Le train de siège de {side} est abandonné et détruit.</translation>
    </message>
    <message id="transfer">
        <source>{n} {kind} go from {frm} to {to} in {hex}.</source>
        <translation>{n} {kind} passent de {frm} à {to} en {hex}.</translation>
    </message>
    <message id="truce.granted" numerus="yes">
        <source>{side} asks for a truce ({tables}): the Pope grants {n} months.</source>
        <extracomment>one: {side} asks for a truce ({tables}): the Pope grants {n} month.</extracomment>
        <translation>
            <numerusform>{side} demande une trêve ({tables}) : le pape accorde {n} mois.</numerusform>
            <numerusform>{side} demande une trêve ({tables}) : le pape accorde {n} mois.</numerusform>
        </translation>
    </message>
    <message id="truce.holds">
        <source>The papal truce holds this month.</source>
        <translation>La trêve pontificale tient ce mois-ci.</translation>
    </message>
    <message id="truce.refused">
        <source>{side} asks for a truce ({tables}): no truce.</source>
        <translation>{side} demande une trêve ({tables}) : pas de trêve.</translation>
    </message>
    <message id="truce.table_a">
        <source>papal truce table A</source>
        <translation>table A de la trêve pontificale</translation>
    </message>
    <message id="truce.tables_ab">
        <source>papal truce tables A and B</source>
        <translation>tables A et B de la trêve pontificale</translation>
    </message>
    <message id="upkeep" numerus="yes">
        <source>{side} pays {n} ducats of upkeep.</source>
        <extracomment>one: {side} pays {n} ducat of upkeep.</extracomment>
        <translation>
            <numerusform>{side} paie {n} ducat d'entretien.</numerusform>
            <numerusform>{side} paie {n} ducats d'entretien.</numerusform>
        </translation>
    </message>
    <message id="upkeep.short" numerus="yes">
        <source>{side} cannot pay the upkeep: {n} troops are disbanded and no troops may be bought.</source>
        <extracomment>one: {side} cannot pay the upkeep: {n} troop is disbanded and no troops may be bought.</extracomment>
        <translation>
            <numerusform>{side} ne peut payer l'entretien : {n} soldat est licencié et aucune troupe ne peut être achetée.</numerusform>
            <numerusform>{side} ne peut payer l'entretien : {n} soldats sont licenciés et aucune troupe ne peut être achetée.</numerusform>
        </translation>
    </message>
    <message id="vassal.angoumois">
        <source>Angoumois</source>
        <translation>Angoumois</translation>
    </message>
    <message id="vassal.anjou">
        <source>Anjou</source>
        <translation>Anjou</translation>
    </message>
    <message id="vassal.auvergne">
        <source>Auvergne</source>
        <translation>Auvergne</translation>
    </message>
    <message id="vassal.berry">
        <source>Berry</source>
        <translation>Berry</translation>
    </message>
    <message id="vassal.brittany">
        <source>Brittany</source>
        <translation>Bretagne</translation>
    </message>
    <message id="vassal.limousin">
        <source>Limousin</source>
        <translation>Limousin</translation>
    </message>
    <message id="vassal.maine">
        <source>Maine</source>
        <translation>Maine</translation>
    </message>
    <message id="vassal.marche">
        <source>Marche</source>
        <translation>Marche</translation>
    </message>
    <message id="vassal.normandy">
        <source>Normandy</source>
        <translation>Normandie</translation>
    </message>
    <message id="vassal.poitou">
        <source>Poitou</source>
        <translation>Poitou</translation>
    </message>
    <message id="vassal.saintonge">
        <source>Saintonge</source>
        <translation>Saintonge</translation>
    </message>
    <message id="vassal.touraine">
        <source>Touraine</source>
        <translation>Touraine</translation>
    </message>
    <message id="victory.draw">
        <source>The year {year}: both incomes are equal, a draw.</source>
        <translation>L'an {year} : les revenus sont égaux, match nul.</translation>
    </message>
    <message id="victory.income_philip">
        <source>The year {year}: Philip has the higher income, a marginal victory.</source>
        <translation>L'an {year} : Philippe a le revenu le plus élevé, une victoire marginale.</translation>
    </message>
    <message id="victory.income_richard">
        <source>The year {year}: Richard has the higher income, a marginal victory.</source>
        <translation>L'an {year} : Richard a le revenu le plus élevé, une victoire marginale.</translation>
    </message>
    <message id="victory.normandy_philip">
        <source>Philip holds every stronghold of Normandy: a decisive victory.</source>
        <translation>Philippe tient toutes les places de Normandie : une victoire décisive.</translation>
    </message>
    <message id="victory.normandy_richard">
        <source>Richard holds every stronghold of Normandy: a decisive victory.</source>
        <translation>Richard tient toutes les places de Normandie : une victoire décisive.</translation>
    </message>
    <message id="victory.philip_captured">
        <source>Philip is captured: Richard wins a decisive victory.</source>
        <translation>Philippe est capturé : Richard remporte une victoire décisive.</translation>
    </message>
    <message id="victory.richard_captured">
        <source>Richard is captured: Philip wins a decisive victory.</source>
        <translation>Richard est capturé : Philippe remporte une victoire décisive.</translation>
    </message>
    <message id="victory.richard_died">
        <source>Richard is dead: Philip wins a decisive victory.</source>
        <translation>Richard est mort : Philippe remporte une victoire décisive.</translation>
    </message>
    <message id="when.winter">
        <source>Winter {year}</source>
        <translation>hiver {year}</translation>
    </message>
    <message id="winter.start">
        <source>The Winter Turn of {year}: Richard's number rises to {number}.</source>
        <translation>Le tour d'hiver de {year} : le nombre de Richard monte à {number}.</translation>
    </message>
</context>
</TS>
