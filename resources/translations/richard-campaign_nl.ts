<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>richard-campaign</name>
    <message id="ally.enters">
        <source>{leader} joins {side} at {hex}.</source>
        <translation>{leader} sluit zich aan bij {side} in {hex}.</translation>
    </message>
    <message id="ally.leaves">
        <source>{leader} leaves the war.</source>
        <translation>{leader} verlaat de oorlog.</translation>
    </message>
    <message id="ally.switches">
        <source>{leader} changes sides and joins {side}.</source>
        <translation>{leader} loopt over naar {side}.</translation>
    </message>
    <message id="assault">
        <source>{side} assaults {hold} at {odds}-1: die {roll}, modifier {mod}: {a}/{d}.</source>
        <translation>{side} bestormt {hold} bij {odds}-1: worp {roll}, wijziging {mod}: {a}/{d}.</translation>
    </message>
    <message id="assault.off">
        <source>The assault in {hex} cannot be made any more.</source>
        <translation>De bestorming in {hex} kan niet meer.</translation>
    </message>
    <message id="baron.raised">
        <source>{leader} raises the rebels at {hex}.</source>
        <translation>{leader} brengt de opstandelingen op de been in {hex}.</translation>
    </message>
    <message id="battle.attacks" numerus="yes">
        <source>{leader} attacks on the {table} table, row {row} (modifier {mod}): {n} casualties.</source>
        <extracomment>one: {leader} attacks on the {table} table, row {row} (modifier {mod}): {n} casualty.</extracomment>
        <translation>
            <numerusform>{leader} valt aan op de tabel {table}, rij {row} (wijziging {mod}): {n} verlies.</numerusform>
            <numerusform>{leader} valt aan op de tabel {table}, rij {row} (wijziging {mod}): {n} verliezen.</numerusform>
        </translation>
    </message>
    <message id="battle.end">
        <source>The battle in {hex} is over.</source>
        <translation>De veldslag in {hex} is voorbij.</translation>
    </message>
    <message id="battle.even">
        <source>Both sides lost as many: nobody must retreat.</source>
        <translation>Beide kanten verloren evenveel: niemand hoeft terug te trekken.</translation>
    </message>
    <message id="battle.pursuit" numerus="yes">
        <source>{side} pursues: {n} casualties.</source>
        <extracomment>one: {side} pursues: {n} casualty.</extracomment>
        <translation>
            <numerusform>{side} zet de achtervolging in: {n} verlies.</numerusform>
            <numerusform>{side} zet de achtervolging in: {n} verliezen.</numerusform>
        </translation>
    </message>
    <message id="battle.retreat">
        <source>{side} retreats to {hex}.</source>
        <translation>{side} trekt terug naar {hex}.</translation>
    </message>
    <message id="battle.retreated">
        <source>{side} falls back to {hex}.</source>
        <translation>{side} wijkt uit naar {hex}.</translation>
    </message>
    <message id="battle.round">
        <source>Round {n}: {att} loses {a}, {dfn} loses {d}.</source>
        <translation>Ronde {n}: {att} verliest {a}, {dfn} verliest {d}.</translation>
    </message>
    <message id="battle.sally">
        <source>{side} comes out of the stronghold to fight.</source>
        <translation>{side} komt uit de vesting om te vechten.</translation>
    </message>
    <message id="battle.start">
        <source>{side} attacks in {hex}.</source>
        <translation>{side} valt aan in {hex}.</translation>
    </message>
    <message id="battle.stay">
        <source>{side} stays inside the stronghold.</source>
        <translation>{side} blijft in de vesting.</translation>
    </message>
    <message id="battle.trapped">
        <source>{side} has lost more and has nowhere to retreat.</source>
        <translation>{side} verloor meer en kan nergens heen.</translation>
    </message>
    <message id="buy">
        <source>{side} buys {item} for {target} ({cost} ducats).</source>
        <translation>{side} koopt {item} voor {target} ({cost} dukaten).</translation>
    </message>
    <message id="buy.influence">
        <source>{side} buys influence in {target}.</source>
        <translation>{side} koopt invloed in {target}.</translation>
    </message>
    <message id="capture">
        <source>{leader} is captured in {hex}.</source>
        <translation>{leader} wordt gevangen genomen in {hex}.</translation>
    </message>
    <message id="capture.alone">
        <source>{leader}, without troops, is captured in {hex}.</source>
        <translation>{leader}, zonder troepen, wordt gevangen genomen in {hex}.</translation>
    </message>
    <message id="capture.pursuit">
        <source>{leader} is captured in the pursuit.</source>
        <translation>{leader} wordt gevangen genomen tijdens de achtervolging.</translation>
    </message>
    <message id="capture.stronghold">
        <source>{leader} is captured in the stronghold at {hex}.</source>
        <translation>{leader} wordt gevangen genomen in de vesting in {hex}.</translation>
    </message>
    <message id="capture.trapped">
        <source>{leader} cannot retreat and is captured.</source>
        <translation>{leader} kan niet terugtrekken en wordt gevangen genomen.</translation>
    </message>
    <message id="caught.no">
        <source>escapes</source>
        <translation>ontsnapt</translation>
    </message>
    <message id="caught.yes">
        <source>captured</source>
        <translation>gevangen</translation>
    </message>
    <message id="death.dies">
        <source>Richard is killed</source>
        <translation>Richard sneuvelt</translation>
    </message>
    <message id="death.lives">
        <source>he lives</source>
        <translation>hij leeft</translation>
    </message>
    <message id="death_roll">
        <source>Richard's death roll: {n} against {number}: {result}.</source>
        <translation>Richards doodsworp: {n} tegen {number}: {result}.</translation>
    </message>
    <message id="demand">
        <source>{side} makes the other side pay {n} ducats for {leader}.</source>
        <translation>{side} laat de tegenpartij {n} dukaten betalen voor {leader}.</translation>
    </message>
    <message id="describe.accept">
        <source>Accept the offer</source>
        <translation>Het aanbod aannemen</translation>
    </message>
    <message id="describe.assault">
        <source>Assault the stronghold in {hex}</source>
        <translation>Bestorm de vesting in {hex}</translation>
    </message>
    <message id="describe.buy">
        <source>Buy {item} for {target}</source>
        <translation>Koop {item} voor {target}</translation>
    </message>
    <message id="describe.demand">
        <source>Make the other side pay {n} ducats for {leader}</source>
        <translation>De tegenpartij {n} dukaten laten betalen voor {leader}</translation>
    </message>
    <message id="describe.done">
        <source>End {phase}</source>
        <translation>Beëindig {phase}</translation>
    </message>
    <message id="describe.engage">
        <source>Attack in {hex}</source>
        <translation>Val aan in {hex}</translation>
    </message>
    <message id="describe.engage_offer">
        <source>Let the enemy in the stronghold in {hex} choose to come out and fight</source>
        <translation>Laat de vijand in de burcht in {hex} kiezen of hij naar buiten komt om te vechten</translation>
    </message>
    <message id="describe.fight">
        <source>Fight: knaves on row {knaves}, knights on row {knights} against {target}</source>
        <translation>Vecht: knechten in rij {knaves}, ridders in rij {knights} tegen {target}</translation>
    </message>
    <message id="describe.follow">
        <source>{leader} moves with the King</source>
        <translation>{leader} trekt mee met de koning</translation>
    </message>
    <message id="describe.forced_march">
        <source>Force-march the King</source>
        <translation>Laat de koning een geforceerde mars maken</translation>
    </message>
    <message id="describe.listen">
        <source>Listen to the parley</source>
        <translation>Naar de onderhandeling luisteren</translation>
    </message>
    <message id="describe.no_safe_conduct">
        <source>Deny safe conduct</source>
        <translation>Vrijgeleide weigeren</translation>
    </message>
    <message id="describe.offer.ducats">
        <source>Offer {n} ducats</source>
        <translation>{n} dukaten aanbieden</translation>
    </message>
    <message id="describe.offer.hold">
        <source>Offer {hold}</source>
        <translation>{hold} aanbieden</translation>
    </message>
    <message id="describe.offer.hostage">
        <source>Promise {n} ducats with {hostage} as hostage</source>
        <translation>{n} dukaten beloven met {hostage} als gijzelaar</translation>
    </message>
    <message id="describe.offer.nothing">
        <source>Offer nothing</source>
        <translation>Niets aanbieden</translation>
    </message>
    <message id="describe.overtax">
        <source>Overtax {vassal}</source>
        <translation>{vassal} overbelasten</translation>
    </message>
    <message id="describe.parley">
        <source>Call for a parley in {hex}</source>
        <translation>Vraag om onderhandelingen in {hex}</translation>
    </message>
    <message id="describe.place_saucy">
        <source>Build the Saucy Fortress in {hex}</source>
        <translation>De Brutale Vesting bouwen in {hex}</translation>
    </message>
    <message id="describe.ransom">
        <source>Ransom {leader} ({n} ducats)</source>
        <translation>{leader} vrijkopen ({n} dukaten)</translation>
    </message>
    <message id="describe.rebuild">
        <source>Rebuild {hold} with {pay}</source>
        <translation>{hold} herbouwen met {pay}</translation>
    </message>
    <message id="describe.redeploy">
        <source>Redeploy {piece} to {to}</source>
        <translation>Herschik {piece} naar {to}</translation>
    </message>
    <message id="describe.refuse_parley">
        <source>Refuse the parley (the caller rolls a die)</source>
        <translation>De onderhandeling weigeren (wie erom vroeg gooit een dobbelsteen)</translation>
    </message>
    <message id="describe.reject">
        <source>Reject the offer</source>
        <translation>Het aanbod afwijzen</translation>
    </message>
    <message id="describe.restore">
        <source>Restore the stronghold with {pay}</source>
        <translation>De burcht herstellen met {pay}</translation>
    </message>
    <message id="describe.retreat">
        <source>Retreat to {hex}</source>
        <translation>Trek terug naar {hex}</translation>
    </message>
    <message id="describe.ruin">
        <source>Leave the stronghold a ruin</source>
        <translation>De burcht als ruïne laten</translation>
    </message>
    <message id="describe.safe_conduct">
        <source>Grant safe conduct</source>
        <translation>Vrijgeleide verlenen</translation>
    </message>
    <message id="describe.sally">
        <source>Come out of the stronghold and fight</source>
        <translation>Uit de burcht komen en vechten</translation>
    </message>
    <message id="describe.siege">
        <source>Besiege the stronghold in {hex}</source>
        <translation>Belegt de vesting in {hex}</translation>
    </message>
    <message id="describe.stand">
        <source>Stand and fight</source>
        <translation>Blijf staan en vecht</translation>
    </message>
    <message id="describe.stay">
        <source>Stay inside the stronghold</source>
        <translation>In de burcht blijven</translation>
    </message>
    <message id="describe.step">
        <source>Move {piece} to {to}</source>
        <translation>Verplaats {piece} naar {to}</translation>
    </message>
    <message id="describe.transfer">
        <source>Shift {n} {kind} from {frm} to {to} in {hex}</source>
        <translation>Verschuif {n} {kind} van {frm} naar {to} in {hex}</translation>
    </message>
    <message id="describe.truce">
        <source>Ask the Pope for a truce</source>
        <translation>Vraag de paus om een bestand</translation>
    </message>
    <message id="editor.king">
        <source>{side}'s King must be on the map.</source>
        <translation>De koning van {side} moet op de kaart staan.</translation>
    </message>
    <message id="final.income">
        <source>The year {year}: Richard's income from the map is {richard}, Philip's {philip}.</source>
        <translation>Het jaar {year}: Richards inkomen van de kaart is {richard}, dat van Filips {philip}.</translation>
    </message>
    <message id="follow">
        <source>{leader} moves with {king}.</source>
        <translation>{leader} trekt mee met {king}.</translation>
    </message>
    <message id="forced_march" numerus="yes">
        <source>{king} force-marches (forced march table): {n} more movement points.</source>
        <extracomment>one: {king} force-marches (forced march table): {n} more movement point.</extracomment>
        <translation>
            <numerusform>{king} maakt een geforceerde mars (tabel van de geforceerde mars): {n} bewegingspunt extra.</numerusform>
            <numerusform>{king} maakt een geforceerde mars (tabel van de geforceerde mars): {n} bewegingspunten extra.</numerusform>
        </translation>
    </message>
    <message id="freed">
        <source>{leader} is free again ({hex}).</source>
        <translation>{leader} is weer vrij ({hex}).</translation>
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
        <translation>de Brutale Vesting</translation>
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
        <translation>{side} neemt {hold} in.</translation>
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
        <translation>{side} betaalt de {n} beloofde dukaten voor {leader}.</translation>
    </message>
    <message id="item.influence" numerus="yes">
        <source>{n} influence points</source>
        <extracomment>one: {n} influence point</extracomment>
        <translation>
            <numerusform>{n} invloedspunt</numerusform>
            <numerusform>{n} invloedspunten</numerusform>
        </translation>
    </message>
    <message id="item.knave" numerus="yes">
        <source>{n} knaves</source>
        <extracomment>one: {n} knave</extracomment>
        <translation>
            <numerusform>{n} knecht</numerusform>
            <numerusform>{n} knechten</numerusform>
        </translation>
    </message>
    <message id="item.knight" numerus="yes">
        <source>{n} knights</source>
        <extracomment>one: {n} knight</extracomment>
        <translation>
            <numerusform>{n} ridder</numerusform>
            <numerusform>{n} ridders</numerusform>
        </translation>
    </message>
    <message id="item.saucy">
        <source>the Saucy Fortress</source>
        <translation>de Brutale Vesting</translation>
    </message>
    <message id="item.supplies" numerus="yes">
        <source>{n} ducats of supplies</source>
        <extracomment>one: {n} ducat of supplies</extracomment>
        <translation>
            <numerusform>{n} dukaat aan voorraad</numerusform>
            <numerusform>{n} dukaten aan voorraad</numerusform>
        </translation>
    </message>
    <message id="item.train">
        <source>a siege train</source>
        <translation>een belegeringstrein</translation>
    </message>
    <message id="kind.knave" numerus="yes">
        <source>knaves</source>
        <extracomment>one: knave</extracomment>
        <translation>
            <numerusform>knecht</numerusform>
            <numerusform>knechten</numerusform>
        </translation>
    </message>
    <message id="kind.knight" numerus="yes">
        <source>knights</source>
        <extracomment>one: knight</extracomment>
        <translation>
            <numerusform>ridder</numerusform>
            <numerusform>ridders</numerusform>
        </translation>
    </message>
    <message id="leader.au">
        <source>Count of Au</source>
        <translation>Graaf van Au</translation>
    </message>
    <message id="leader.baldwin">
        <source>Baldwin</source>
        <translation>Baldwin</translation>
    </message>
    <message id="leader.baron">
        <source>Baron of {vassal}</source>
        <translation>Baron van {vassal}</translation>
    </message>
    <message id="leader.john">
        <source>John</source>
        <translation>Jan</translation>
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
        <translation>Filips</translation>
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
        <translation>{vassal}: worp {roll}, wijziging {mod}, totaal {total}: {result}.</translation>
    </message>
    <message id="month.10">
        <source>October {year}</source>
        <translation>oktober {year}</translation>
    </message>
    <message id="month.11">
        <source>November {year}</source>
        <translation>november {year}</translation>
    </message>
    <message id="month.12">
        <source>Winter {year}</source>
        <translation>winter {year}</translation>
    </message>
    <message id="month.3">
        <source>March {year}</source>
        <translation>maart {year}</translation>
    </message>
    <message id="month.4">
        <source>April {year}</source>
        <translation>april {year}</translation>
    </message>
    <message id="month.5">
        <source>May {year}</source>
        <translation>mei {year}</translation>
    </message>
    <message id="month.6">
        <source>June {year}</source>
        <translation>juni {year}</translation>
    </message>
    <message id="month.7">
        <source>July {year}</source>
        <translation>juli {year}</translation>
    </message>
    <message id="month.8">
        <source>August {year}</source>
        <translation>augustus {year}</translation>
    </message>
    <message id="month.9">
        <source>September {year}</source>
        <translation>september {year}</translation>
    </message>
    <message id="month.start">
        <source>{when} begins.</source>
        <translation>{when} begint.</translation>
    </message>
    <message id="none">
        <source>-</source>
        <translation>-</translation>
    </message>
    <message id="nowhere">
        <source>nowhere</source>
        <translation>nergens</translation>
    </message>
    <message id="option.au_movement">
        <source>Count of Au's movement</source>
        <translation>Beweging van de graaf van Au</translation>
    </message>
    <message id="option.au_movement.4">
        <source>4 (the table)</source>
        <translation>4 (de tabel)</translation>
    </message>
    <message id="option.au_movement.5">
        <source>5 (the counter)</source>
        <translation>5 (de fiche)</translation>
    </message>
    <message id="option.au_movement.help">
        <source>The Count of Au's movement: 4 as the Political and Leader Table prints it, or 5 as his counter does.</source>
        <translation>De beweging van de graaf van Au: 4 zoals de politieke en aanvoerderstabel die geeft, of 5 zoals op zijn fiche staat.</translation>
    </message>
    <message id="option.end_year">
        <source>Last year</source>
        <translation>Laatste jaar</translation>
    </message>
    <message id="option.end_year.help">
        <source>Not in the rulebook: end the campaign when this year is reached (1200 as the rules say; earlier for a short game), with the marginal victory by income.</source>
        <translation>Niet in het regelboek: de veldtocht eindigt wanneer dit jaar bereikt wordt (1200 volgens de regels; vroeger voor een korte partij), met de kleine overwinning op inkomsten.</translation>
    </message>
    <message id="option.road_bridges">
        <source>Bridges where roads cross rivers</source>
        <translation>Bruggen waar wegen rivieren kruisen</translation>
    </message>
    <message id="option.road_bridges.help">
        <source>Not in the rulebook: a road crossing a river has a bridge there (by default only the three bridges of the errata exist).</source>
        <translation>Niet in het regelboek: een weg die een rivier kruist heeft daar een brug (standaard bestaan alleen de drie bruggen van de errata).</translation>
    </message>
    <message id="option.swap_ally_edges">
        <source>Swap the allies' map edges</source>
        <translation>Kaartranden van de bondgenoten omwisselen</translation>
    </message>
    <message id="option.swap_ally_edges.help">
        <source>Not in the rulebook: Baldwin of Flanders enters on the north edge and Raymond of Toulouse on the south edge (the printed table looks swapped).</source>
        <translation>Niet in het regelboek: Boudewijn van Vlaanderen komt binnen langs de noordrand en Raymond van Toulouse langs de zuidrand (de gedrukte tabel lijkt omgewisseld).</translation>
    </message>
    <message id="option.tactical_battles">
        <source>Battles on the tactical field</source>
        <translation>Veldslagen op het tactische veld</translation>
    </message>
    <message id="option.tactical_battles.help">
        <source>Not in the rulebook: fight each open field battle on the tactical hex field (Lionheart, the hex variant) instead of the two rounds of the combat tables; its losses and its loser come back to the campaign.</source>
        <translation>Niet in het regelboek: elke veldslag wordt op het tactische hexveld (Lionheart, de hexvariant) uitgevochten in plaats van met de twee rondes van de gevechtstabellen; de verliezen en de verliezer gaan terug naar de veldtocht.</translation>
    </message>
    <message id="overtax">
        <source>{side} overtaxes {vassal}.</source>
        <translation>{side} belast {vassal} te zwaar.</translation>
    </message>
    <message id="parley.accepted">
        <source>{side} accepts: no combat in {hex} this turn.</source>
        <translation>{side} aanvaardt: deze beurt geen gevecht in {hex}.</translation>
    </message>
    <message id="parley.call">
        <source>{side} calls for a parley in {hex}.</source>
        <translation>{side} vraagt om onderhandelingen in {hex}.</translation>
    </message>
    <message id="parley.forced">
        <source>{side} rolls {roll}: the parley must take place.</source>
        <translation>{side} gooit {roll}: de onderhandeling moet plaatsvinden.</translation>
    </message>
    <message id="parley.listen">
        <source>{side} listens.</source>
        <translation>{side} luistert.</translation>
    </message>
    <message id="parley.nothing">
        <source>{side} offers nothing.</source>
        <translation>{side} biedt niets aan.</translation>
    </message>
    <message id="parley.offer">
        <source>{side} offers {n} ducats, stronghold {hold}, hostage {hostage}.</source>
        <translation>{side} biedt {n} dukaten, vesting {hold}, gijzelaar {hostage}.</translation>
    </message>
    <message id="parley.refused">
        <source>{side} rolls {roll}: no parley.</source>
        <translation>{side} gooit {roll}: geen onderhandeling.</translation>
    </message>
    <message id="parley.rejected">
        <source>{side} rejects the offer.</source>
        <translation>{side} wijst het aanbod af.</translation>
    </message>
    <message id="pay.ducats">
        <source>five ducats</source>
        <translation>vijf dukaten</translation>
    </message>
    <message id="pay.troops">
        <source>five strength points</source>
        <translation>vijf sterktepunten</translation>
    </message>
    <message id="phase.battle">
        <source>open field battle</source>
        <translation>veldslag</translation>
    </message>
    <message id="phase.combat">
        <source>combat</source>
        <translation>gevecht</translation>
    </message>
    <message id="phase.combat.start">
        <source>{side} resolves combat.</source>
        <translation>{side} handelt de gevechten af.</translation>
    </message>
    <message id="phase.move">
        <source>movement</source>
        <translation>beweging</translation>
    </message>
    <message id="phase.move.start">
        <source>{side} moves.</source>
        <translation>{side} beweegt.</translation>
    </message>
    <message id="phase.over">
        <source>game over</source>
        <translation>einde van het spel</translation>
    </message>
    <message id="phase.parley">
        <source>parley</source>
        <translation>onderhandeling</translation>
    </message>
    <message id="phase.parley_chance">
        <source>parley before combat</source>
        <translation>onderhandeling voor het gevecht</translation>
    </message>
    <message id="phase.purchase">
        <source>purchasing</source>
        <translation>aankopen</translation>
    </message>
    <message id="phase.redeploy">
        <source>redeployment</source>
        <translation>herschikking</translation>
    </message>
    <message id="phase.restore">
        <source>restoring a stronghold</source>
        <translation>herstel van een vesting</translation>
    </message>
    <message id="phase.safe_conduct">
        <source>safe conduct</source>
        <translation>vrijgeleide</translation>
    </message>
    <message id="phase.saucy">
        <source>placing the Saucy Fortress</source>
        <translation>plaatsing van de Brutale Vesting</translation>
    </message>
    <message id="phase.truce">
        <source>papal truce</source>
        <translation>godsvrede</translation>
    </message>
    <message id="phase.vassal_tax">
        <source>vassal taxes</source>
        <translation>belasting van vazallen</translation>
    </message>
    <message id="piece.hold">
        <source>the garrison</source>
        <translation>het garnizoen</translation>
    </message>
    <message id="piece.train">
        <source>{side}'s siege train</source>
        <translation>belegeringstrein van {side}</translation>
    </message>
    <message id="position.board">
        <source>the board is not valid</source>
        <translation>het bord is niet geldig</translation>
    </message>
    <message id="position.board_why">
        <source>the board is not valid: {why}</source>
        <translation>het bord is niet geldig: {why}</translation>
    </message>
    <message id="position.dice">
        <source>the dice are not valid</source>
        <translation>de dobbelstenen zijn niet geldig</translation>
    </message>
    <message id="position.expected">
        <source>expected 'au=N bridges=yes|no swap=yes|no [end=YEAR] SEED/POS board ...'</source>
        <translation>verwacht: 'au=N bridges=yes|no swap=yes|no [end=JAAR] SEED/POS bord ...'</translation>
    </message>
    <message id="position.fields">
        <source>the board's fields are not the campaign's</source>
        <translation>de velden van het bord zijn niet die van de veldtocht</translation>
    </message>
    <message id="position.holds">
        <source>the strongholds are not the map's</source>
        <translation>de burchten zijn niet die van de kaart</translation>
    </message>
    <message id="position.leader">
        <source>leader {leader} is not valid</source>
        <translation>aanvoerder {leader} is niet geldig</translation>
    </message>
    <message id="position.leader_hex">
        <source>leader {leader} stands on an impossible hex</source>
        <translation>aanvoerder {leader} staat op een onmogelijk hexveld</translation>
    </message>
    <message id="position.leaders">
        <source>the leaders are not the campaign's</source>
        <translation>de aanvoerders zijn niet die van de veldtocht</translation>
    </message>
    <message id="position.list">
        <source>{field} must be a list</source>
        <translation>{field} moet een lijst zijn</translation>
    </message>
    <message id="position.not_board">
        <source>the text does not describe a board</source>
        <translation>de tekst beschrijft geen bord</translation>
    </message>
    <message id="position.not_dice">
        <source>not dice: '{text}'</source>
        <translation>geen dobbelstenen: '{text}'</translation>
    </message>
    <message id="position.not_hex">
        <source>not a hex number: {value}</source>
        <translation>geen hexnummer: {value}</translation>
    </message>
    <message id="position.options">
        <source>the options are not valid: {why}</source>
        <translation>de opties zijn niet geldig: {why}</translation>
    </message>
    <message id="position.row" numerus="yes">
        <source>a {kind} row has {n} values</source>
        <extracomment>one: a {kind} row has {n} value</extracomment>
        <translation>
            <numerusform>een rij {kind} heeft {n} waarde</numerusform>
            <numerusform>een rij {kind} heeft {n} waarden</numerusform>
        </translation>
    </message>
    <message id="position.row_type">
        <source>{field} must be {type}</source>
        <translation>{field} moet van het type {type} zijn</translation>
    </message>
    <message id="position.shape">
        <source>a campaign state has opts, seed, dice_pos and board (and a battle's sub-game)</source>
        <translation>een stand van de veldtocht heeft opts, seed, dice_pos en board (en het deelspel van een veldslag)</translation>
    </message>
    <message id="position.tactical">
        <source>a battle on the tactical board needs its open field battle</source>
        <translation>een veldslag op het tactische veld heeft zijn veldslag in het open veld nodig</translation>
    </message>
    <message id="position.text">
        <source>{field} must be text</source>
        <translation>{field} moet tekst zijn</translation>
    </message>
    <message id="position.treasuries">
        <source>the treasuries are not valid</source>
        <translation>de schatkisten zijn niet geldig</translation>
    </message>
    <message id="position.turn">
        <source>the turn is not valid</source>
        <translation>de beurt is niet geldig</translation>
    </message>
    <message id="position.unreadable">
        <source>the board cannot be read: {why}</source>
        <translation>het bord kan niet gelezen worden: {why}</translation>
    </message>
    <message id="position.vassals">
        <source>the vassals are not the campaign's</source>
        <translation>de vazallen zijn niet die van de veldtocht</translation>
    </message>
    <message id="position.whole">
        <source>{field} must be a whole number</source>
        <translation>{field} moet een geheel getal zijn</translation>
    </message>
    <message id="pursuit.capture_roll" numerus="yes">
        <source>{leader}: {n} capture dice: {caught}.</source>
        <extracomment>one: {leader}: {n} capture die: {caught}.</extracomment>
        <translation>
            <numerusform>{leader}: {n} vangdobbelsteen: {caught}.</numerusform>
            <numerusform>{leader}: {n} vangdobbelstenen: {caught}.</numerusform>
        </translation>
    </message>
    <message id="ransom">
        <source>{side} pays {n} ducats to free {leader}.</source>
        <translation>{side} betaalt {n} dukaten om {leader} vrij te kopen.</translation>
    </message>
    <message id="rebuild">
        <source>{side} rebuilds {hold} with {pay}.</source>
        <translation>{side} herbouwt {hold} met {pay}.</translation>
    </message>
    <message id="reconquered">
        <source>{vassal} is reconquered.</source>
        <translation>{vassal} is heroverd.</translation>
    </message>
    <message id="redeploy">
        <source>{piece} redeploys from {frm} to {to}.</source>
        <translation>{piece} wordt herschikt van {frm} naar {to}.</translation>
    </message>
    <message id="refuse.assaults_first">
        <source>Assaults come before sieges: none after a siege has been rolled.</source>
        <translation>Bestormingen gaan voor belegeringen: geen meer nadat een belegering is gerold.</translation>
    </message>
    <message id="refuse.battles_left">
        <source>A battle must still be fought.</source>
        <translation>Er moet nog een veldslag geleverd worden.</translation>
    </message>
    <message id="refuse.buy">
        <source>That purchase is not allowed now.</source>
        <translation>Die aankoop mag nu niet.</translation>
    </message>
    <message id="refuse.capacity">
        <source>{leader} cannot lead that many troops.</source>
        <translation>{leader} kan niet zoveel troepen leiden.</translation>
    </message>
    <message id="refuse.fields_first">
        <source>Battles in the open come before assaults and sieges: none after an assault or a siege.</source>
        <translation>Veldslagen gaan voor bestormingen en belegeringen: geen meer na een bestorming of een belegering.</translation>
    </message>
    <message id="refuse.money">
        <source>That costs {cost} ducats; the treasury holds {left}.</source>
        <translation>Dat kost {cost} dukaten; de schatkist bevat {left}.</translation>
    </message>
    <message id="refuse.mp">
        <source>That step costs {cost} movement points; {left} are left.</source>
        <translation>Die stap kost {cost} bewegingspunten; er zijn er {left} over.</translation>
    </message>
    <message id="refuse.no_piece">
        <source>There is no such piece of yours: {piece}.</source>
        <translation>U hebt zo'n stuk niet: {piece}.</translation>
    </message>
    <message id="refuse.no_side">
        <source>{player} is not a side of this game.</source>
        <translation>{player} is geen partij in dit spel.</translation>
    </message>
    <message id="refuse.not_action">
        <source>{action} is not an action of this game.</source>
        <translation>{action} is geen zet van dit spel.</translation>
    </message>
    <message id="refuse.not_adjacent">
        <source>Move one hex at a time.</source>
        <translation>Beweeg één hexagon tegelijk.</translation>
    </message>
    <message id="refuse.not_now">
        <source>That is not allowed now.</source>
        <translation>Dat mag nu niet.</translation>
    </message>
    <message id="refuse.not_turn">
        <source>It is not {side}'s turn.</source>
        <translation>{side} is niet aan de beurt.</translation>
    </message>
    <message id="refuse.over">
        <source>The game is over.</source>
        <translation>Het spel is voorbij.</translation>
    </message>
    <message id="refuse.phase">
        <source>Not during {phase}.</source>
        <translation>Niet tijdens {phase}.</translation>
    </message>
    <message id="refuse.sea">
        <source>That is not a land hex of the map.</source>
        <translation>Dat is geen landhexagon van de kaart.</translation>
    </message>
    <message id="refuse.step">
        <source>That step is not allowed now.</source>
        <translation>Die stap mag nu niet.</translation>
    </message>
    <message id="restore">
        <source>{side} restores {hold} with {pay}.</source>
        <translation>{side} herstelt {hold} met {pay}.</translation>
    </message>
    <message id="ruin">
        <source>{hold} is left a ruin.</source>
        <translation>{hold} blijft een ruïne.</translation>
    </message>
    <message id="safe_conduct">
        <source>{side} grants safe conduct: {hold} surrenders and its defenders go to {to}.</source>
        <translation>{side} geeft vrijgeleide: {hold} geeft zich over en de verdedigers gaan naar {to}.</translation>
    </message>
    <message id="safe_conduct.denied">
        <source>{side} denies safe conduct: the siege of {hold} goes on.</source>
        <translation>{side} weigert vrijgeleide: het beleg van {hold} gaat door.</translation>
    </message>
    <message id="saucy.placed">
        <source>Richard builds the Saucy Fortress in {hex}.</source>
        <translation>Richard bouwt de Brutale Vesting in {hex}.</translation>
    </message>
    <message id="side.philip">
        <source>Philip</source>
        <translation>Filips</translation>
    </message>
    <message id="side.richard">
        <source>Richard</source>
        <translation>Richard</translation>
    </message>
    <message id="siege">
        <source>{side} besieges {hold} ({months} months): die {roll}, modifier {mod}: {result}.</source>
        <translation>{side} belegert {hold} ({months} maanden): worp {roll}, wijziging {mod}: {result}.</translation>
    </message>
    <message id="siege.H">
        <source>the stronghold holds</source>
        <translation>de vesting houdt stand</translation>
    </message>
    <message id="siege.H1">
        <source>it holds but loses 1 strength point</source>
        <translation>ze houdt stand maar verliest 1 sterktepunt</translation>
    </message>
    <message id="siege.H2">
        <source>it holds but loses 2 strength points</source>
        <translation>ze houdt stand maar verliest 2 sterktepunten</translation>
    </message>
    <message id="siege.S">
        <source>it surrenders</source>
        <translation>ze geeft zich over</translation>
    </message>
    <message id="siege.SS">
        <source>it offers to surrender for safe conduct</source>
        <translation>ze biedt overgave aan tegen vrijgeleide</translation>
    </message>
    <message id="siege.broken">
        <source>The siege of {hold} is broken.</source>
        <translation>Het beleg van {hold} is gebroken.</translation>
    </message>
    <message id="status.neutral">
        <source>neutral</source>
        <translation>neutraal</translation>
    </message>
    <message id="status.philip">
        <source>joins Philip</source>
        <translation>kiest voor Filips</translation>
    </message>
    <message id="status.rebel">
        <source>rebels and joins Philip</source>
        <translation>komt in opstand en kiest voor Filips</translation>
    </message>
    <message id="status.richard">
        <source>supports Richard</source>
        <translation>steunt Richard</translation>
    </message>
    <message id="step" numerus="yes">
        <source>{leader} moves from {frm} to {to} ({cost} MP), with {n} leaders.</source>
        <extracomment>one: {leader} moves from {frm} to {to} ({cost} MP), with {n} leader.</extracomment>
        <translation>
            <numerusform>{leader} gaat van {frm} naar {to} ({cost} BP), met {n} leider.</numerusform>
            <numerusform>{leader} gaat van {frm} naar {to} ({cost} BP), met {n} leiders.</numerusform>
        </translation>
    </message>
    <message id="step.halt">
        <source>{leader} must stop in {hex}.</source>
        <translation>{leader} moet stoppen in {hex}.</translation>
    </message>
    <message id="step.train">
        <source>{side}'s siege train moves from {frm} to {to}.</source>
        <translation>De belegeringstrein van {side} gaat van {frm} naar {to}.</translation>
    </message>
    <message id="summary">
        <source>{when}: {side} — {step}</source>
        <translation>{when}: {side} — {step}</translation>
    </message>
    <message id="supply.attrition" numerus="yes">
        <source>{leader} is out of supply and loses {n} strength points.</source>
        <extracomment>one: {leader} is out of supply and loses {n} strength point.</extracomment>
        <translation>
            <numerusform>{leader} is zonder bevoorrading en verliest {n} sterktepunt.</numerusform>
            <numerusform>{leader} is zonder bevoorrading en verliest {n} sterktepunten.</numerusform>
        </translation>
    </message>
    <message id="supply.out" numerus="yes">
        <source>{leader} is out of supply ({n} months).</source>
        <extracomment>one: {leader} is out of supply ({n} month).</extracomment>
        <translation>
            <numerusform>{leader} is zonder bevoorrading ({n} maand).</numerusform>
            <numerusform>{leader} is zonder bevoorrading ({n} maanden).</numerusform>
        </translation>
    </message>
    <message id="support.lost" numerus="yes">
        <source>{n} troops leave with a lost ally.</source>
        <extracomment>one: {n} troop leaves with a lost ally.</extracomment>
        <translation>
            <numerusform>{n} soldaat vertrekt met een verloren bondgenoot.</numerusform>
            <numerusform>{n} soldaten vertrekken met een verloren bondgenoot.</numerusform>
        </translation>
    </message>
    <message id="support.troops" numerus="yes">
        <source>{n} knaves of a loyal vassal join Richard.</source>
        <extracomment>one: {n} knave of a loyal vassal joins Richard.</extracomment>
        <translation>
            <numerusform>{n} knecht van een trouwe vazal komt bij Richard.</numerusform>
            <numerusform>{n} knechten van een trouwe vazal komen bij Richard.</numerusform>
        </translation>
    </message>
    <message id="table.knave_vs_knave">
        <source>knave vs knave</source>
        <translation>knecht tegen knecht</translation>
    </message>
    <message id="table.knave_vs_knight">
        <source>knave vs knight</source>
        <translation>knecht tegen ridder</translation>
    </message>
    <message id="table.knight_vs_knave">
        <source>knight vs knave</source>
        <translation>ridder tegen knecht</translation>
    </message>
    <message id="table.knight_vs_knight">
        <source>knight vs knight</source>
        <translation>ridder tegen ridder</translation>
    </message>
    <message id="taxes" numerus="yes">
        <source>{side} collects {n} ducats of taxes.</source>
        <extracomment>one: {side} collects {n} ducat of taxes.</extracomment>
        <translation>
            <numerusform>{side} int {n} dukaat belasting.</numerusform>
            <numerusform>{side} int {n} dukaten belasting.</numerusform>
        </translation>
    </message>
    <message id="taxes.vassals" numerus="yes">
        <source>{side} collects {n} ducats from loyal vassals.</source>
        <extracomment>one: {side} collects {n} ducat from loyal vassals.</extracomment>
        <translation>
            <numerusform>{side} int {n} dukaat van trouwe vazallen.</numerusform>
            <numerusform>{side} int {n} dukaten van trouwe vazallen.</numerusform>
        </translation>
    </message>
    <message id="title">
        <source>Richard I the Lionheart (campaign)</source>
        <translation>Richard Leeuwenhart (veldtocht)</translation>
    </message>
    <message id="train.destroyed">
        <source>{side}'s siege train is destroyed in {hex}.</source>
        <translation>De belegeringstrein van {side} wordt vernietigd in {hex}.</translation>
    </message>
    <message id="train.left">
        <source>{side}'s siege train is left behind and destroyed.</source>
        <translation>De belegeringstrein van {side} blijft achter en wordt vernietigd.</translation>
    </message>
    <message id="transfer">
        <source>{n} {kind} go from {frm} to {to} in {hex}.</source>
        <translation>{n} {kind} gaan van {frm} naar {to} in {hex}.</translation>
    </message>
    <message id="truce.granted" numerus="yes">
        <source>{side} asks for a truce ({tables}): the Pope grants {n} months.</source>
        <extracomment>one: {side} asks for a truce ({tables}): the Pope grants {n} month.</extracomment>
        <translation>
            <numerusform>{side} vraagt een bestand ({tables}): de paus geeft {n} maand.</numerusform>
            <numerusform>{side} vraagt een bestand ({tables}): de paus geeft {n} maanden.</numerusform>
        </translation>
    </message>
    <message id="truce.holds">
        <source>The papal truce holds this month.</source>
        <translation>De godsvrede geldt deze maand.</translation>
    </message>
    <message id="truce.refused">
        <source>{side} asks for a truce ({tables}): no truce.</source>
        <translation>{side} vraagt een bestand ({tables}): geen bestand.</translation>
    </message>
    <message id="truce.table_a">
        <source>papal truce table A</source>
        <translation>tabel A van de godsvrede</translation>
    </message>
    <message id="truce.tables_ab">
        <source>papal truce tables A and B</source>
        <translation>tabellen A en B van de godsvrede</translation>
    </message>
    <message id="upkeep" numerus="yes">
        <source>{side} pays {n} ducats of upkeep.</source>
        <extracomment>one: {side} pays {n} ducat of upkeep.</extracomment>
        <translation>
            <numerusform>{side} betaalt {n} dukaat onderhoud.</numerusform>
            <numerusform>{side} betaalt {n} dukaten onderhoud.</numerusform>
        </translation>
    </message>
    <message id="upkeep.short" numerus="yes">
        <source>{side} cannot pay the upkeep: {n} troops are disbanded and no troops may be bought.</source>
        <extracomment>one: {side} cannot pay the upkeep: {n} troop is disbanded and no troops may be bought.</extracomment>
        <translation>
            <numerusform>{side} kan het onderhoud niet betalen: {n} soldaat wordt ontslagen en er mogen geen troepen gekocht worden.</numerusform>
            <numerusform>{side} kan het onderhoud niet betalen: {n} soldaten worden ontslagen en er mogen geen troepen gekocht worden.</numerusform>
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
        <translation>Normandië</translation>
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
        <translation>Het jaar {year}: beide inkomens zijn gelijk, gelijkspel.</translation>
    </message>
    <message id="victory.income_philip">
        <source>The year {year}: Philip has the higher income, a marginal victory.</source>
        <translation>Het jaar {year}: Filips heeft het hoogste inkomen, een kleine overwinning.</translation>
    </message>
    <message id="victory.income_richard">
        <source>The year {year}: Richard has the higher income, a marginal victory.</source>
        <translation>Het jaar {year}: Richard heeft het hoogste inkomen, een kleine overwinning.</translation>
    </message>
    <message id="victory.normandy_philip">
        <source>Philip holds every stronghold of Normandy: a decisive victory.</source>
        <translation>Filips bezit alle vestingen van Normandië: een beslissende overwinning.</translation>
    </message>
    <message id="victory.normandy_richard">
        <source>Richard holds every stronghold of Normandy: a decisive victory.</source>
        <translation>Richard bezit alle vestingen van Normandië: een beslissende overwinning.</translation>
    </message>
    <message id="victory.philip_captured">
        <source>Philip is captured: Richard wins a decisive victory.</source>
        <translation>Filips is gevangen: Richard behaalt een beslissende overwinning.</translation>
    </message>
    <message id="victory.richard_captured">
        <source>Richard is captured: Philip wins a decisive victory.</source>
        <translation>Richard is gevangen: Filips behaalt een beslissende overwinning.</translation>
    </message>
    <message id="victory.richard_died">
        <source>Richard is dead: Philip wins a decisive victory.</source>
        <translation>Richard is dood: Filips behaalt een beslissende overwinning.</translation>
    </message>
    <message id="when.winter">
        <source>Winter {year}</source>
        <translation>winter {year}</translation>
    </message>
    <message id="winter.start">
        <source>The Winter Turn of {year}: Richard's number rises to {number}.</source>
        <translation>De winterbeurt van {year}: Richards getal stijgt tot {number}.</translation>
    </message>
</context>
</TS>
