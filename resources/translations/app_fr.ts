<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>(whole file)</source>
        <translation>(tout le fichier)</translation>
    </message>
    <message>
        <source>Medieval board and war games with every rule enforced. Built so far: {games}.</source>
        <translation>Jeux de plateau et de guerre médiévaux dont chaque règle est appliquée. Déjà réalisés&#xa0;: {games}.</translation>
    </message>
    <message>
        <source>{copyright}. Licence: {licence}.</source>
        <translation>{copyright}. Licence&#xa0;: {licence}.</translation>
    </message>
    <message>
        <source>Python {python}, Qt {qt}, on {system}.</source>
        <translation>Python {python}, Qt {qt}, sous {system}.</translation>
    </message>
    <message>
        <source>Reconstructed rules data (not printed in the rulebooks; edit the data files to correct):</source>
        <translation>Données de règles reconstituées (absentes des livrets de règles&#xa0;; corrigez-les dans les fichiers de données)&#xa0;:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>{game}: {key} in {file}: {summary}</source>
        <translation>{game}&#xa0;: {key} dans {file}&#xa0;: {summary}</translation>
    </message>
    <message>
        <source>source: {source}</source>
        <translation>source&#xa0;: {source}</translation>
    </message>
    <message>
        <source>Third-party parts:</source>
        <translation>Composants tiers&#xa0;:</translation>
    </message>
    <message>
        <source>Qt is used under the GNU Lesser General Public License version 3 (LGPL-3.0). The Qt libraries are separate shared libraries that you may replace with your own build; Qt&apos;s source code is available from the Qt Project. Full licence texts are in the licenses folder of the app: {folder}</source>
        <translation>Qt est utilisé sous la GNU Lesser General Public License version 3 (LGPL-3.0). Les bibliothèques Qt sont des bibliothèques partagées distinctes que vous pouvez remplacer par votre propre compilation&#xa0;; le code source de Qt est disponible auprès du Qt Project. Les textes complets des licences se trouvent dans le dossier licenses de l&apos;application&#xa0;: {folder}</translation>
    </message>
    <message>
        <source>source:</source>
        <translation>source&#xa0;:</translation>
    </message>
    <message>
        <source>Medieval board and war games at one table, with every rule enforced.</source>
        <translation>Jeux de plateau et de guerre médiévaux autour d&apos;une même table, chaque règle appliquée.</translation>
    </message>
    <message>
        <source>Built so far: {games}.</source>
        <translation>Déjà réalisés&#xa0;: {games}.</translation>
    </message>
    <message>
        <source>Released under the {licence} licence.</source>
        <translation>Publié sous licence {licence}.</translation>
    </message>
    <message>
        <source>Reconstructed rules data</source>
        <translation>Données de règles reconstituées</translation>
    </message>
    <message>
        <source>These facts are not printed in the rulebooks; they were worked out from other sources. They are plain data files you can correct.</source>
        <translation>Ces données ne figurent pas dans les livrets de règles&#xa0;; elles ont été établies à partir d&apos;autres sources. Ce sont de simples fichiers de données que vous pouvez corriger.</translation>
    </message>
    <message>
        <source>Lionheart Table is built on these parts. &lt;b&gt;Qt&lt;/b&gt; and &lt;b&gt;PySide6&lt;/b&gt; are used under the GNU Lesser General Public License v3: they are separate shared libraries that you may replace with your own build of the same version; their source is available from the Qt Project. Pick a licence below to read its full text.</source>
        <translation>Lionheart Table repose sur ces composants. &lt;b&gt;Qt&lt;/b&gt; et &lt;b&gt;PySide6&lt;/b&gt; sont utilisés sous la GNU Lesser General Public License v3&#xa0;: ce sont des bibliothèques partagées distinctes que vous pouvez remplacer par votre propre compilation de la même version&#xa0;; leur code source est disponible auprès du Qt Project. Choisissez une licence ci-dessous pour en lire le texte complet.</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Composant</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>À propos de {name}</translation>
    </message>
    <message>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Licences</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>À propos de Qt</translation>
    </message>
</context>
<context>
    <name>ArmyBuilder</name>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>King&apos;s leadership</source>
        <translation>Commandement du Roi</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>Boucliers</translation>
    </message>
    <message>
        <source>Dedicated (never panics)</source>
        <translation>Fanatiques (jamais de panique)</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Mercenaire</translation>
    </message>
    <message>
        <source>Buy this unit</source>
        <translation>Acheter cette unité</translation>
    </message>
    <message>
        <source>Your army (drag a unit of the reserve onto a deployment hex, or select it and click the hex):</source>
        <translation>Votre armée (faites glisser une unité de la réserve sur un hexagone de déploiement, ou choisissez-la et cliquez sur l&apos;hexagone) :</translation>
    </message>
    <message>
        <source>Promise</source>
        <translation>Promettre</translation>
    </message>
    <message>
        <source>Sell back</source>
        <translation>Revendre</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>King&apos;s leadership {n}</source>
        <translation>Commandement du Roi {n}</translation>
    </message>
    <message>
        <source>No King bought yet</source>
        <translation>Pas encore de Roi acheté</translation>
    </message>
    <message>
        <source>&lt;b&gt;{side}&lt;/b&gt;: budget {budget} points, spent {spent}, owed to mercenaries {owed}, unspent {unspent}. {king}.</source>
        <translation>&lt;b&gt;{side}&lt;/b&gt; : budget {budget} points, dépensés {spent}, dus aux mercenaires {owed}, restants {unspent}. {king}.</translation>
    </message>
    <message>
        <source>(promised {n})</source>
        <translation>(promis {n})</translation>
    </message>
    <message>
        <source>Cost of this unit: 1 point</source>
        <translation>Coût de cette unité : 1 point</translation>
    </message>
    <message>
        <source>Cost of this unit: {cost} points</source>
        <translation>Coût de cette unité : {cost} points</translation>
    </message>
</context>
<context>
    <name>BoardMarkers</name>
    <message>
        <source>Turn to face north</source>
        <translation>Se tourner vers le nord</translation>
    </message>
    <message>
        <source>Turn to face east</source>
        <translation>Se tourner vers l&apos;est</translation>
    </message>
    <message>
        <source>Turn to face south</source>
        <translation>Se tourner vers le sud</translation>
    </message>
    <message>
        <source>Turn to face west</source>
        <translation>Se tourner vers l&apos;ouest</translation>
    </message>
    <message>
        <source>Turn to face this way</source>
        <translation>Se tourner de ce côté</translation>
    </message>
    <message>
        <source>Bribe these Mercenaries: they change sides</source>
        <translation>Corrompre ces mercenaires : ils changent de camp</translation>
    </message>
</context>
<context>
    <name>CampaignPanel</name>
    <message>
        <source>Mar</source>
        <translation>mars</translation>
    </message>
    <message>
        <source>Apr</source>
        <translation>avr</translation>
    </message>
    <message>
        <source>May</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>juin</translation>
    </message>
    <message>
        <source>Jul</source>
        <translation>juil</translation>
    </message>
    <message>
        <source>Aug</source>
        <translation>août</translation>
    </message>
    <message>
        <source>Sep</source>
        <translation>sep</translation>
    </message>
    <message>
        <source>Oct</source>
        <translation>oct</translation>
    </message>
    <message>
        <source>Nov</source>
        <translation>nov</translation>
    </message>
    <message>
        <source>Wtr</source>
        <translation>hiv</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Achats</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Acheter</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Pour</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Knaves on row</source>
        <translation>Piétons sur la ligne</translation>
    </message>
    <message>
        <source>Knights on row</source>
        <translation>Chevaliers sur la ligne</translation>
    </message>
    <message>
        <source>Knights attack</source>
        <translation>Les chevaliers attaquent</translation>
    </message>
    <message>
        <source>Roll the attacks</source>
        <translation>Lancer les attaques</translation>
    </message>
    <message>
        <source>Shift troops</source>
        <translation>Transférer des troupes</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Transférer</translation>
    </message>
    <message>
        <source>Shift these troops</source>
        <translation>Transférer ces troupes</translation>
    </message>
    <message>
        <source>Troop record</source>
        <translation>Registre des troupes</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Chevaliers</translation>
    </message>
    <message>
        <source>Knaves</source>
        <translation>Piétons</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>Garrisons</source>
        <translation>Garnisons</translation>
    </message>
    <message>
        <source>Stronghold</source>
        <translation>Place forte</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Vassals and allies</source>
        <translation>Vassaux et alliés</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Province</translation>
    </message>
    <message>
        <source>Loyalty</source>
        <translation>Loyauté</translation>
    </message>
    <message>
        <source>Richard</source>
        <translation>Richard</translation>
    </message>
    <message>
        <source>Philip</source>
        <translation>Philippe</translation>
    </message>
    <message>
        <source>{n} ducats</source>
        <translation>{n} ducats</translation>
    </message>
    <message>
        <source>Richard&apos;s number: {n}</source>
        <translation>Nombre de Richard : {n}</translation>
    </message>
    <message>
        <source>Forced marches left: Richard {r}, Philip {p}</source>
        <translation>Marches forcées restantes : Richard {r}, Philippe {p}</translation>
    </message>
    <message>
        <source>Papal truce until {when}</source>
        <translation>Trêve papale jusqu&apos;à {when}</translation>
    </message>
    <message>
        <source>knaves</source>
        <translation>piétons</translation>
    </message>
    <message>
        <source>knights</source>
        <translation>chevaliers</translation>
    </message>
    <message>
        <source>influence points</source>
        <translation>points d&apos;influence</translation>
    </message>
    <message>
        <source>a siege train</source>
        <translation>un train de siège</translation>
    </message>
    <message>
        <source>the Saucy Fortress</source>
        <translation>le Château-Gaillard</translation>
    </message>
    <message>
        <source>supplies (ducats)</source>
        <translation>vivres (ducats)</translation>
    </message>
    <message>
        <source>Battle in {hex}: {att} attacks {dfn}, fought on the tactical board.</source>
        <translation>Bataille en {hex} : {att} attaque {dfn}, livrée sur le plateau tactique.</translation>
    </message>
    <message>
        <source>Battle in {hex}, round {round}: {att} attacks {dfn}. Losses so far: {att} {la}, {dfn} {ld}.</source>
        <translation>Bataille en {hex}, manche {round} : {att} attaque {dfn}. Pertes jusqu&apos;ici : {att} {la}, {dfn} {ld}.</translation>
    </message>
    <message>
        <source>A (all or nothing)</source>
        <translation>A (tout ou rien)</translation>
    </message>
    <message>
        <source>C (attrition)</source>
        <translation>C (usure)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>their knaves</source>
        <translation>leurs piétons</translation>
    </message>
    <message>
        <source>their knights</source>
        <translation>leurs chevaliers</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>capturé</translation>
    </message>
    <message>
        <source> (inside)</source>
        <translation> (dedans)</translation>
    </message>
    <message>
        <source>{n} supplies</source>
        <translation>{n} vivres</translation>
    </message>
    <message>
        <source>ruin</source>
        <translation>ruine</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutre</translation>
    </message>
    <message>
        <source>rebels (Philip)</source>
        <translation>rebelle (Philippe)</translation>
    </message>
    <message>
        <source>with Philip</source>
        <translation>avec Philippe</translation>
    </message>
    <message>
        <source>with Richard</source>
        <translation>avec Richard</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>parti</translation>
    </message>
</context>
<context>
    <name>CampaignScene</name>
    <message>
        <source>Supply and zones of &amp;control</source>
        <translation>Ravitaillement et zones de &amp;contrôle</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>{cost} MP</source>
        <translation>{cost} PM</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>lionheart: no display here; try &apos;lionheart --self-test&apos; or &apos;lionheart print-setup --ruleset lionheart-1997 --out sheet.pdf&apos;.</source>
        <translation>lionheart&#xa0;: pas d&apos;affichage ici&#xa0;; essayez &apos;lionheart --self-test&apos; ou &apos;lionheart print-setup --ruleset lionheart-1997 --out sheet.pdf&apos;.</translation>
    </message>
    <message>
        <source>lionheart: no X display answers at DISPLAY={display}; start the X server or set DISPLAY to one that runs.</source>
        <translation>lionheart&#xa0;: aucun affichage X ne répond à DISPLAY={display}&#xa0;; démarrez le serveur X ou donnez à DISPLAY un affichage actif.</translation>
    </message>
    <message>
        <source>lionheart: this system lacks libraries Qt needs to open windows ({libraries}); on Debian or Ubuntu: sudo apt-get install {packages}</source>
        <translation>lionheart&#xa0;: il manque à ce système des bibliothèques dont Qt a besoin pour ouvrir des fenêtres ({libraries})&#xa0;; sous Debian ou Ubuntu&#xa0;: sudo apt-get install {packages}</translation>
    </message>
    <message>
        <source>Lionheart Table: medieval board and war games at a virtual table, every rule kept by the program. Built so far: {games}.</source>
        <translation>Lionheart Table&#xa0;: jeux de plateau et de guerre médiévaux autour d&apos;une table virtuelle, chaque règle appliquée par le programme. Déjà réalisés&#xa0;: {games}.</translation>
    </message>
    <message>
        <source>Sub-commands (no display needed): &apos;lionheart print-setup --help&apos;, &apos;lionheart simulate --help&apos;.</source>
        <translation>Sous-commandes (sans affichage)&#xa0;: &apos;lionheart print-setup --help&apos;, &apos;lionheart simulate --help&apos;.</translation>
    </message>
    <message>
        <source>a saved game to open</source>
        <translation>une partie enregistrée à ouvrir</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>afficher la version et quitter</translation>
    </message>
    <message>
        <source>open every ruleset offscreen, render a frame, print every setup sheet; exit 0 on success</source>
        <translation>ouvrir chaque jeu hors écran, dessiner une image, imprimer chaque feuille de déploiement&#xa0;; code de sortie 0 en cas de succès</translation>
    </message>
    <message>
        <source>the rendered frame looks blank ({colours} colours)</source>
        <translation>l&apos;image dessinée semble vide ({colours} couleurs)</translation>
    </message>
    <message>
        <source>the setup sheet PDF is empty</source>
        <translation>le PDF de la feuille de déploiement est vide</translation>
    </message>
    <message>
        <source>frame {width}x{height} ({colours}+ colours), setup sheet {pages} page(s), {kib} KiB PDF, {ms} ms</source>
        <translation>image {width}x{height} ({colours}+ couleurs), feuille de déploiement {pages} page(s), PDF de {kib} Kio, {ms} ms</translation>
    </message>
    <message>
        <source>self-test: {passed} of {total} rulesets passed</source>
        <translation>autotest&#xa0;: {passed} jeux sur {total} réussis</translation>
    </message>
</context>
<context>
    <name>CrusadeAdapter</name>
    <message>
        <source>{coins} coins, {prestige} prestige</source>
        <translation>{coins} pièces, {prestige} prestige</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Click the cards to contribute</source>
        <translation>Cliquez sur les cartes à contribuer</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}: {phase}.</source>
        <translation>Tour {round} sur {rounds} : {phase}.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Crusade deck: {n} cards face down</source>
        <translation>Paquet de la croisade : {n} cartes face cachée</translation>
    </message>
    <message>
        <source>{card}: {n} in the Reserve</source>
        <translation>{card} : {n} dans la réserve</translation>
    </message>
    <message>
        <source>{name}: {n} coins</source>
        <translation>{name} : {n} pièces</translation>
    </message>
    <message>
        <source>{name}: {n} prestige</source>
        <translation>{name} : {n} de prestige</translation>
    </message>
    <message>
        <source>{name}: {n} cards in hand</source>
        <translation>{name} : {n} cartes en main</translation>
    </message>
    <message>
        <source>Your edict: {edict}</source>
        <translation>Votre édit : {edict}</translation>
    </message>
    <message>
        <source>{name}&apos;s edict: {edict}</source>
        <translation>Édit de {name} : {edict}</translation>
    </message>
    <message>
        <source>Edict</source>
        <translation>Édit</translation>
    </message>
    <message>
        <source>{name}&apos;s edict, face down</source>
        <translation>Édit de {name}, face cachée</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Cheval</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Navire</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Compétence</translation>
    </message>
    <message>
        <source>{name} has {item}</source>
        <translation>{name} a {item}</translation>
    </message>
    <message>
        <source>You support {side} this round.</source>
        <translation>Vous soutenez {side} cette manche.</translation>
    </message>
    <message>
        <source>{name} supports {side} this round.</source>
        <translation>{name} soutient {side} cette manche.</translation>
    </message>
    <message>
        <source>For {side}</source>
        <translation>Pour {side}</translation>
    </message>
    <message>
        <source>Crusade</source>
        <translation>Croisade</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Réserve</translation>
    </message>
</context>
<context>
    <name>CrusadeScene</name>
    <message>
        <source>Last Crusade draw</source>
        <translation>Dernier tirage de la Croisade</translation>
    </message>
    <message>
        <source>Banners</source>
        <translation>Bannières</translation>
    </message>
    <message>
        <source>Hourglasses</source>
        <translation>Sabliers</translation>
    </message>
    <message>
        <source>Chests</source>
        <translation>Coffres</translation>
    </message>
    <message>
        <source>No way on to {place}</source>
        <translation>Pas de chemin vers {place}</translation>
    </message>
    <message>
        <source>{used} of {points} movement points</source>
        <translation>{used} sur {points} points de mouvement</translation>
    </message>
    <message>
        <source>Movement: {used}</source>
        <translation>Mouvement : {used}</translation>
    </message>
</context>
<context>
    <name>CrusadeSheet</name>
    <message>
        <source>{n} players, the {side} player side of the board</source>
        <translation>{n} joueurs, la face du plateau pour {side} joueurs</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <source>Location actions</source>
        <translation>Actions des lieux</translation>
    </message>
    <message>
        <source>{character}: private</source>
        <translation>{character} : privé</translation>
    </message>
    <message>
        <source>fold this page: for this player&apos;s eyes only</source>
        <translation>pliez cette page : pour les yeux de ce joueur seulement</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Cheval</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Navire</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Compétence</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>Prestige</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>Améliorations</translation>
    </message>
    <message>
        <source>Round {round} of 10. First player: {first}. Each character holds a secret edict; hands and edicts are on the private pages.</source>
        <translation>Tour {round} sur 10. Premier joueur : {first}. Chaque personnage détient un édit secret ; les mains et les édits figurent sur les pages privées.</translation>
    </message>
    <message>
        <source>England</source>
        <translation>Angleterre</translation>
    </message>
    <message>
        <source>The figures are placed in round one, each on an empty location.</source>
        <translation>Les figurines sont placées au premier tour, chacune sur un lieu libre.</translation>
    </message>
    <message>
        <source>Red locations are shaded pink, green ones green; solid lines are roads, dashed lines water (a Ship is needed).</source>
        <translation>Les lieux rouges sont teintés de rose, les verts de vert ; les traits pleins sont des routes, les pointillés des voies d&apos;eau (il faut le Navire).</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Piste</translation>
    </message>
    <message>
        <source>Marker on</source>
        <translation>Marqueur sur</translation>
    </message>
    <message>
        <source>The 16 location actions ({side} player side)</source>
        <translation>Les 16 actions des lieux (face pour {side} joueurs)</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>A location&apos;s action is performed on arriving there, at most once per round.</source>
        <translation>L&apos;action d&apos;un lieu s&apos;effectue en y arrivant, au plus une fois par tour.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>{cards} cards, {coins} coins, {prestige} prestige.</source>
        <translation>Cartes : {cards}, pièces : {coins}, prestige : {prestige}.</translation>
    </message>
    <message>
        <source>Secret edict</source>
        <translation>Édit secret</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Capacité</translation>
    </message>
</context>
<context>
    <name>CrusadeUI</name>
    <message>
        <source>While Richard is on crusade, two to six characters travel England for Richard or for Prince John: gather provisions, buy favours, send cards to the crusade and watch the armies, the King&apos;s return and his treasure move on their tracks.</source>
        <translation>Pendant que Richard est en croisade, deux à six personnages parcourent l&apos;Angleterre pour Richard ou pour le prince Jean : ils rassemblent des provisions, achètent des faveurs, envoient des cartes à la croisade et voient les armées, le retour du roi et son trésor avancer sur leurs pistes.</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} gagne</translation>
    </message>
    <message>
        <source>{seats} win</source>
        <translation>{seats} gagnent</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>{seat} to act</source>
        <translation>{seat} joue</translation>
    </message>
    <message>
        <source>{seats} to act</source>
        <translation>{seats} jouent</translation>
    </message>
    <message>
        <source>Step through the game in the History panel, or start a new game (Ctrl+N).</source>
        <translation>Parcourez la partie dans le panneau Historique, ou commencez une nouvelle partie (Ctrl+N).</translation>
    </message>
    <message>
        <source>Reviewing an earlier position: step forward to the end to play on.</source>
        <translation>Vous regardez une position antérieure&#xa0;: avancez jusqu&apos;à la fin pour continuer à jouer.</translation>
    </message>
    <message>
        <source>Checking the saved game; play goes on in a moment.</source>
        <translation>Vérification de la partie enregistrée&#xa0;; le jeu reprend dans un instant.</translation>
    </message>
    <message>
        <source>{seat} is thinking...</source>
        <translation>{seat} réfléchit...</translation>
    </message>
    <message>
        <source>The computer players are paused (Game &gt; Pause computer players).</source>
        <translation>Les joueurs ordinateur sont en pause (Partie &gt; Mettre en pause les joueurs ordinateur).</translation>
    </message>
    <message>
        <source>Waiting for {seats}.</source>
        <translation>En attente&#xa0;: {seats}.</translation>
    </message>
    <message>
        <source>Choose below.</source>
        <translation>Choisissez ci-dessous.</translation>
    </message>
    <message>
        <source>Click or drag a piece on the board, or choose below.</source>
        <translation>Cliquez ou faites glisser une pièce sur le plateau, ou choisissez ci-dessous.</translation>
    </message>
    <message>
        <source>Click or drag a piece on the board.</source>
        <translation>Cliquez ou faites glisser une pièce sur le plateau.</translation>
    </message>
    <message>
        <source>Do the chosen one</source>
        <translation>Faire le choix retenu</translation>
    </message>
    <message>
        <source>Or double-click a choice in the list.</source>
        <translation>Ou double-cliquez sur un choix de la liste.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>There is nothing to take back.</source>
        <translation>Il n&apos;y a rien à reprendre.</translation>
    </message>
    <message>
        <source>the saved game</source>
        <translation>la partie enregistrée</translation>
    </message>
    <message>
        <source>{file}: the position saved after action {n} is damaged.</source>
        <translation>{file}&#xa0;: la position enregistrée après l&apos;action {n} est endommagée.</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Aucune partie n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>You are looking at an earlier position: return to the present to play.</source>
        <translation>Vous regardez une position antérieure&#xa0;: revenez au présent pour jouer.</translation>
    </message>
    <message>
        <source>The saved game is still being checked; a moment, please.</source>
        <translation>La partie enregistrée est encore en cours de vérification&#xa0;; un instant, s&apos;il vous plaît.</translation>
    </message>
    <message>
        <source>The computer plays {seat}.</source>
        <translation>L&apos;ordinateur joue {seat}.</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, puis </translation>
    </message>
    <message>
        <source>{seat} acted: their action cannot be taken back.</source>
        <translation>{seat} a joué&#xa0;: son action ne peut pas être reprise.</translation>
    </message>
    <message>
        <source>The computer&apos;s actions cannot be taken back.</source>
        <translation>Les actions de l&apos;ordinateur ne peuvent pas être reprises.</translation>
    </message>
    <message>
        <source>Hidden information was revealed: that cannot be taken back.</source>
        <translation>Une information cachée a été révélée&#xa0;: cela ne peut pas être repris.</translation>
    </message>
    <message>
        <source>The dice have been rolled: that cannot be taken back.</source>
        <translation>Les dés ont été lancés&#xa0;: cela ne peut pas être repris.</translation>
    </message>
    <message>
        <source>Chance has spoken (a shuffle or a draw): that cannot be taken back.</source>
        <translation>Le hasard a parlé (un mélange ou un tirage)&#xa0;: cela ne peut pas être repris.</translation>
    </message>
    <message>
        <source>This action cannot be taken back.</source>
        <translation>Cette action ne peut pas être reprise.</translation>
    </message>
    <message>
        <source>Return to the present position first.</source>
        <translation>Revenez d&apos;abord à la position actuelle.</translation>
    </message>
    <message>
        <source>Wait until {seat} has chosen.</source>
        <translation>Patientez&#xa0;: {seat} n&apos;a pas encore choisi.</translation>
    </message>
    <message>
        <source>Only a person at this screen can take back their own actions.</source>
        <translation>Seule une personne devant cet écran peut reprendre ses propres actions.</translation>
    </message>
    <message>
        <source>That was {seat}&apos;s action: you can take back only your own.</source>
        <translation>Cette action appartient à {seat}&#xa0;: vous ne pouvez reprendre que les vôtres.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Il n&apos;y a rien à rétablir.</translation>
    </message>
    <message>
        <source>That is inside one move of several actions: take it back whole.</source>
        <translation>C&apos;est au milieu d&apos;un coup fait de plusieurs actions : annulez ce coup en entier.</translation>
    </message>
    <message>
        <source>The computer player chose an illegal action; the computer players are paused.</source>
        <translation>Le joueur ordinateur a choisi une action illégale&#xa0;; les joueurs ordinateur sont en pause.</translation>
    </message>
    <message>
        <source>The computer player failed ({error}); the computer players are paused.</source>
        <translation>Le joueur ordinateur a échoué ({error})&#xa0;; les joueurs ordinateur sont en pause.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>{seat} wins!</source>
        <translation>{seat} gagne&#xa0;!</translation>
    </message>
    <message>
        <source>{seats} win!</source>
        <translation>{seats} gagnent&#xa0;!</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Passez l&apos;écran à {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s view holds what only {name} may see. Everyone else, please look away until {name} has the screen.</source>
        <translation>Cet écran va montrer ce que seul {name} peut voir. Tous les autres, détournez le regard jusqu&apos;à ce que l&apos;écran soit à {name}.</translation>
    </message>
    <message>
        <source>I am {name}</source>
        <translation>Je suis {name}</translation>
    </message>
</context>
<context>
    <name>HexDeployment</name>
    <message>
        <source>No game is on the table.</source>
        <translation>Aucune partie n&apos;est sur la table.</translation>
    </message>
</context>
<context>
    <name>HistoryStepper</name>
    <message>
        <source>The opening position</source>
        <translation>La position de départ</translation>
    </message>
    <message>
        <source>One action back</source>
        <translation>Une action en arrière</translation>
    </message>
    <message>
        <source>One action forward</source>
        <translation>Une action en avant</translation>
    </message>
    <message>
        <source>The present position</source>
        <translation>La position actuelle</translation>
    </message>
    <message>
        <source>Undo to here</source>
        <translation>Reprendre jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Step back to the position you want to return to.</source>
        <translation>Reculez jusqu&apos;à la position à laquelle vous voulez revenir.</translation>
    </message>
    <message>
        <source>Take back every action after this position.</source>
        <translation>Reprendre toutes les actions après cette position.</translation>
    </message>
    <message>
        <source>Present position: nothing played yet</source>
        <translation>Position actuelle&#xa0;: rien n&apos;a encore été joué</translation>
    </message>
    <message>
        <source>Present position, after action {n}</source>
        <translation>Position actuelle, après l&apos;action {n}</translation>
    </message>
    <message>
        <source>Opening position (action 0 of {total})</source>
        <translation>Position de départ (action 0 sur {total})</translation>
    </message>
    <message>
        <source>After action {n} of {total}</source>
        <translation>Après l&apos;action {n} sur {total}</translation>
    </message>
</context>
<context>
    <name>LancasterAdapter</name>
    <message>
        <source>Power points</source>
        <translation>Points de pouvoir</translation>
    </message>
    <message>
        <source>France</source>
        <translation>France</translation>
    </message>
</context>
<context>
    <name>LancasterScene</name>
    <message>
        <source>Court: pick the knight to place</source>
        <translation>Cour : choisissez le chevalier à placer</translation>
    </message>
    <message>
        <source>Round table</source>
        <translation>Table ronde</translation>
    </message>
    <message>
        <source>Nobles at the round table: {names}</source>
        <translation>Nobles à la table ronde : {names}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Knight of strength {n}: click to pick it, or drag it where it goes</source>
        <translation>Chevalier de force {n} : cliquez pour le choisir, ou faites-le glisser à sa place</translation>
    </message>
    <message>
        <source>(nobody places a knight now)</source>
        <translation>(personne ne place de chevalier maintenant)</translation>
    </message>
    <message>
        <source>Parliament: laws in force, proposals and votes</source>
        <translation>Parlement : lois en vigueur, propositions et votes</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>En vigueur</translation>
    </message>
    <message>
        <source>(to vote)</source>
        <translation>(au vote)</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Proposition</translation>
    </message>
    <message>
        <source>{seat}: voted</source>
        <translation>{seat} : a voté</translation>
    </message>
    <message>
        <source>{seat}: yes +{n}</source>
        <translation>{seat} : oui +{n}</translation>
    </message>
    <message>
        <source>{seat}: no +{n}</source>
        <translation>{seat} : non +{n}</translation>
    </message>
    <message>
        <source>Your vote: in the Turn panel</source>
        <translation>Votre vote : dans le panneau Tour</translation>
    </message>
    <message>
        <source>Conflicts in France (top row, bottom row) and the king&apos;s favours</source>
        <translation>Conflits en France (rangée du haut, du bas) et les faveurs du roi</translation>
    </message>
    <message>
        <source>Conflict {card} ({row})</source>
        <translation>Conflit {card} ({row})</translation>
    </message>
    <message>
        <source>top</source>
        <translation>haut</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>bas</translation>
    </message>
    <message>
        <source>France {n}</source>
        <translation>France {n}</translation>
    </message>
    <message>
        <source>Favour tile {n}</source>
        <translation>Tuile de faveur {n}</translation>
    </message>
    <message>
        <source>Counties: minimum strength and nobles left</source>
        <translation>Comtés : force minimale et nobles restants</translation>
    </message>
    <message>
        <source>min {m}
nobles {n}</source>
        <translation>min. {m}
nobles {n}</translation>
    </message>
    <message>
        <source>Castles</source>
        <translation>Châteaux</translation>
    </message>
    <message>
        <source>{ally} (ally of {lead})</source>
        <translation>{ally} (allié de {lead})</translation>
    </message>
    <message>
        <source>votes {n}</source>
        <translation>pions de vote {n}</translation>
    </message>
    <message>
        <source>power {n}</source>
        <translation>points de pouvoir {n}</translation>
    </message>
    <message>
        <source>nobles {n}</source>
        <translation>nobles {n}</translation>
    </message>
    <message>
        <source>gold {n}</source>
        <translation>or {n}</translation>
    </message>
    <message>
        <source>squires {n}</source>
        <translation>écuyers {n}</translation>
    </message>
    <message>
        <source>reserve {list}</source>
        <translation>réserve {list}</translation>
    </message>
    <message>
        <source>captive {list}</source>
        <translation>captifs {list}</translation>
    </message>
    <message>
        <source>Space {n}</source>
        <translation>Case {n}</translation>
    </message>
    <message>
        <source>ext.</source>
        <translation>ext.</translation>
    </message>
    <message>
        <source>A knight goes to a castle space of its own house only.</source>
        <translation>Un chevalier ne va que sur une case du château de sa propre maison.</translation>
    </message>
    <message>
        <source>Squires to add:</source>
        <translation>Écuyers à ajouter :</translation>
    </message>
    <message>
        <source>Place the knight with {n} squires</source>
        <translation>Placer le chevalier avec {n} écuyers</translation>
    </message>
</context>
<context>
    <name>LancasterSheet</name>
    <message>
        <source>{n} players</source>
        <translation>{n} joueurs</translation>
    </message>
    <message>
        <source>court</source>
        <translation>cour</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>renfort</translation>
    </message>
    <message>
        <source>castle {n}</source>
        <translation>château {n}</translation>
    </message>
    <message>
        <source>conflict {n}</source>
        <translation>conflit {n}</translation>
    </message>
    <message>
        <source>Round {round} of 5. Start player: {start}. Extensions: {extensions}; screens: {screens}.</source>
        <translation>Partie {round} sur 5. Premier joueur : {start}. Expansions : {extensions} ; paravents : {screens}.</translation>
    </message>
    <message>
        <source>Houses</source>
        <translation>Maisons</translation>
    </message>
    <message>
        <source>(ally of {house})</source>
        <translation>(allié de {house})</translation>
    </message>
    <message>
        <source>behind the screen</source>
        <translation>derrière le paravent</translation>
    </message>
    <message>
        <source>{gold} gold, {squires} squires</source>
        <translation>or : {gold}, écuyers : {squires}</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Maison</translation>
    </message>
    <message>
        <source>Court</source>
        <translation>Cour</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Placés</translation>
    </message>
    <message>
        <source>Extensions</source>
        <translation>Expansions</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Biens</translation>
    </message>
    <message>
        <source>Votes / power</source>
        <translation>Votes / pouvoir</translation>
    </message>
    <message>
        <source>Parliament</source>
        <translation>Parlement</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>en vigueur</translation>
    </message>
    <message>
        <source>proposed</source>
        <translation>proposée</translation>
    </message>
    <message>
        <source>Law</source>
        <translation>Loi</translation>
    </message>
    <message>
        <source>Conflicts in France</source>
        <translation>Conflits en France</translation>
    </message>
    <message>
        <source>top</source>
        <translation>haut</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>bas</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rangée</translation>
    </message>
    <message>
        <source>France</source>
        <translation>France</translation>
    </message>
    <message>
        <source>Power points</source>
        <translation>Points de pouvoir</translation>
    </message>
    <message>
        <source>Spaces (in order)</source>
        <translation>Cases (dans l&apos;ordre)</translation>
    </message>
    <message>
        <source>Counties</source>
        <translation>Provinces</translation>
    </message>
    <message>
        <source>County</source>
        <translation>Province</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Reward</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Nobles</source>
        <translation>Nobles</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Tenue par</translation>
    </message>
    <message>
        <source>* No source names this county: the name is a placeholder (reconstructed data, listed under Help &gt; About).</source>
        <translation>* Aucune source ne nomme cette province : le nom est provisoire (données reconstituées, listées sous Aide &gt; À propos).</translation>
    </message>
    <message>
        <source>Gold and squires behind the screens are never printed; votes not yet revealed are not shown.</source>
        <translation>L&apos;or et les écuyers derrière les paravents ne sont jamais imprimés ; les votes pas encore révélés n&apos;apparaissent pas.</translation>
    </message>
</context>
<context>
    <name>LancasterUI</name>
    <message>
        <source>Two to five noble houses send their knights to the counties, to the wars in France and to their own castles, vote laws in Parliament and win nobles to their round table. The most power at the end wins.</source>
        <translation>Deux à cinq maisons nobles envoient leurs chevaliers dans les comtés, aux guerres de France et dans leurs propres châteaux, votent des lois au Parlement et gagnent des nobles à leur table ronde. Le plus puissant à la fin gagne.</translation>
    </message>
    <message>
        <source>Your vote on {law}: voting markers to add</source>
        <translation>Votre vote sur {law} : pions de vote à ajouter</translation>
    </message>
    <message>
        <source>Yes +{n}</source>
        <translation>Oui +{n}</translation>
    </message>
    <message>
        <source>No +{n}</source>
        <translation>Non +{n}</translation>
    </message>
    <message>
        <source>{law}: how many?</source>
        <translation>{law} : combien ?</translation>
    </message>
    <message>
        <source>How many?</source>
        <translation>Combien ?</translation>
    </message>
    <message>
        <source>Buy {n}</source>
        <translation>En acheter {n}</translation>
    </message>
</context>
<context>
    <name>Lionheart1997Placement</name>
    <message>
        <source>1 die per figure</source>
        <translation>1 dé par figurine</translation>
    </message>
    <message>
        <source>{n} dice per figure</source>
        <translation>{n} dés par figurine</translation>
    </message>
    <message>
        <source>1 hit to kill</source>
        <translation>1 touche par figurine</translation>
    </message>
    <message>
        <source>{n} hits to kill</source>
        <translation>{n} touches par figurine</translation>
    </message>
    <message>
        <source>{dice}, {hits}</source>
        <translation>{dice}, {hits}</translation>
    </message>
    <message>
        <source>Drop an Infantry base on another of your Infantry bases to move its figures (up to 10 on a base), then confirm</source>
        <translation>Déposez un socle d&apos;Infanterie sur un autre de vos socles d&apos;Infanterie pour y déplacer ses figurines (jusqu&apos;à 10 par socle), puis confirmez</translation>
    </message>
    <message>
        <source>1 base left to place ({placed} of {limit} on the board)</source>
        <translation>Encore 1 socle à placer ({placed} sur {limit} sur le plateau)</translation>
    </message>
    <message>
        <source>{left} bases left to place ({placed} of {limit} on the board)</source>
        <translation>Encore {left} socles à placer ({placed} sur {limit} sur le plateau)</translation>
    </message>
    <message>
        <source>No game is on the table.</source>
        <translation>Aucune partie n&apos;est sur la table.</translation>
    </message>
</context>
<context>
    <name>Lionheart1997Sheet</name>
    <message>
        <source>basic game</source>
        <translation>jeu de base</translation>
    </message>
    <message>
        <source>customized armies</source>
        <translation>armées personnalisées</translation>
    </message>
    <message>
        <source>Massive Infantry</source>
        <translation>Infanterie massive</translation>
    </message>
    <message>
        <source>draw after {n} turns</source>
        <translation>nulle après {n} tours</translation>
    </message>
    <message>
        <source>{side} army</source>
        <translation>Armée {side}</translation>
    </message>
    <message>
        <source>seen from the {side} side of the table</source>
        <translation>vu du côté {side} de la table</translation>
    </message>
    <message>
        <source>{side} sets up in secret: only the King&apos;s square is known ({seat}).</source>
        <translation>{side} se déploie en secret : seule la case du roi est connue ({seat}).</translation>
    </message>
    <message>
        <source>No {side} army placed yet: this page shows the standard army of the basic game ({seat}).</source>
        <translation>Aucune armée {side} placée : cette page montre l&apos;armée standard du jeu de base ({seat}).</translation>
    </message>
    <message>
        <source>{side}&apos;s secret setup, {n} bases confirmed ({seat}).</source>
        <translation>Déploiement secret {side}, {n} socles confirmés ({seat}).</translation>
    </message>
    <message>
        <source>{side}&apos;s secret setup, {n} bases placed so far, not yet confirmed ({seat}).</source>
        <translation>Déploiement secret {side}, {n} socles placés pour l&apos;instant, pas encore confirmés ({seat}).</translation>
    </message>
    <message>
        <source>Starting positions, {seat}.</source>
        <translation>Positions de départ, {seat}.</translation>
    </message>
    <message>
        <source>Final position: {reason} ({seat}; the other army in grey).</source>
        <translation>Position finale : {reason} ({seat} ; l&apos;autre armée en gris).</translation>
    </message>
    <message>
        <source>Position in turn {turn}, {side} to act ({seat}; the other army in grey).</source>
        <translation>Position au tour {turn}, {side} joue ({seat} ; l&apos;autre armée en gris).</translation>
    </message>
    <message>
        <source>{side} army list</source>
        <translation>Liste de l&apos;armée {side}</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>{side} half</source>
        <translation>Moitié {side}</translation>
    </message>
    <message>
        <source>Reading the board</source>
        <translation>Lire le plateau</translation>
    </message>
    <message>
        <source>A base: its unit&apos;s sign (see the army list), its figures, and a wedge on the edge it faces.</source>
        <translation>Un socle : le signe de son unité (voir la liste de l&apos;armée), ses figurines et un coin sur le bord qu&apos;il regarde.</translation>
    </message>
    <message>
        <source>Combat dice</source>
        <translation>Dés de combat</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Dice per figure</source>
        <translation>Dés par figurine</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Dés lancés</translation>
    </message>
    <message>
        <source>Hits with</source>
        <translation>Touche avec</translation>
    </message>
    <message>
        <source>Hits per figure</source>
        <translation>Touches par figurine</translation>
    </message>
    <message>
        <source>Panics?</source>
        <translation>Panique</translation>
    </message>
    <message>
        <source>Moves and special rules</source>
        <translation>Mouvements et règles spéciales</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>How it works</source>
        <translation>Comment ça marche</translation>
    </message>
    <message>
        <source>Each die: 3 axes, 2 arrows, 1 panic. Four dice in all.</source>
        <translation>Chaque dé : 3 haches, 2 flèches, 1 panique. Quatre dés en tout.</translation>
    </message>
    <message>
        <source>Dice rolled: dice per figure × figures, at most 4.</source>
        <translation>Dés lancés : dés par figurine × figurines, 4 au plus.</translation>
    </message>
    <message>
        <source>Hits: each die showing the attacker&apos;s hit face. A target that needs 2 hits per figure loses one figure for each 2 hits of the same attack.</source>
        <translation>Touches : chaque dé montrant la face de touche de l&apos;attaquant. Une cible à 2 touches par figurine perd une figurine toutes les 2 touches d&apos;une même attaque.</translation>
    </message>
    <message>
        <source>Total panic: every die shows panic. The attacker turns about and falls back one square. An own base in the way panics too; off the board, into the enemy, into its own King or into Mercenaries it is eliminated. Kings and Mercenaries never panic.</source>
        <translation>Panique totale : tous les dés montrent la panique. L&apos;attaquant fait demi-tour et recule d&apos;une case. Un socle ami sur le chemin panique aussi ; hors du plateau, contre l&apos;ennemi, contre son propre roi ou contre des Mercenaires, il est éliminé. Rois et Mercenaires ne paniquent jamais.</translation>
    </message>
    <message>
        <source>Last figure (1 die per figure) against a 2-hit target: roll one die, and after a hit a second; two hits take a figure; a panic on either is a total panic.</source>
        <translation>Dernière figurine (1 dé par figurine) contre une cible à 2 touches : lancez un dé, puis un second après une touche ; deux touches prennent une figurine ; une panique sur l&apos;un ou l&apos;autre est une panique totale.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>Two actions, any mix of move, turn and attack (the same one twice is fine). No base attacks twice in one turn.</source>
        <translation>Deux actions, tout mélange de mouvement, pivot et attaque (deux fois la même est permis). Aucun socle n&apos;attaque deux fois dans un tour.</translation>
    </message>
    <message>
        <source>Move · 1 action</source>
        <translation>Mouvement · 1 action</translation>
    </message>
    <message>
        <source>Straight ahead only, the way the base faces; never through another base. On foot: one square. King and Knights ride on until a base or the edge stops them.</source>
        <translation>Tout droit seulement, dans le sens du socle ; jamais à travers un autre socle. À pied : une case. Roi et Chevaliers avancent jusqu&apos;à ce qu&apos;un socle ou le bord les arrête.</translation>
    </message>
    <message>
        <source>Turn · 1 action</source>
        <translation>Pivot · 1 action</translation>
    </message>
    <message>
        <source>Face any of the four sides, about-face included.</source>
        <translation>Faire face à l&apos;un des quatre côtés, demi-tour compris.</translation>
    </message>
    <message>
        <source>Attack · 1 action</source>
        <translation>Attaque · 1 action</translation>
    </message>
    <message>
        <source>Stand next to the enemy base and face it (flank and rear attacks count); Archers and Heavy Infantry reach further (army list). Roll the dice and count the hits.</source>
        <translation>Se placer à côté du socle ennemi et lui faire face (attaques de flanc et de dos comprises) ; Archers et Infanterie lourde portent plus loin (liste de l&apos;armée). Lancez les dés et comptez les touches.</translation>
    </message>
    <message>
        <source>First turn: both sides roll all four dice; the most axes moves first; a tie rolls again.</source>
        <translation>Premier tour : chaque camp lance les quatre dés ; le plus de haches commence ; en cas d&apos;égalité, on relance.</translation>
    </message>
    <message>
        <source>Winning: eliminate the enemy King, or every other enemy base so that he stands alone.</source>
        <translation>Victoire : éliminer le roi ennemi, ou tous les autres socles ennemis pour qu&apos;il reste seul.</translation>
    </message>
    <message>
        <source>Bribe · 1 action</source>
        <translation>Soudoyer · 1 action</translation>
    </message>
    <message>
        <source>A King who has just moved to face enemy Mercenaries may use his next action to win them over, unless their own King stands next to them, facing them.</source>
        <translation>Un roi qui vient de se placer face à des Mercenaires ennemis peut les rallier avec sa prochaine action, sauf si leur propre roi est à côté d&apos;eux et leur fait face.</translation>
    </message>
    <message>
        <source>Axes</source>
        <translation>Haches</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Axes or arrows</source>
        <translation>Haches ou flèches</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>Yes, often</source>
        <translation>Oui, souvent</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>Rides straight ahead as far as it likes.</source>
        <translation>Avance tout droit aussi loin qu&apos;il veut.</translation>
    </message>
    <message>
        <source>Slow: a move (1 square) or a turn costs {n} actions.</source>
        <translation>Lente : un mouvement (1 case) ou un pivot coûte {n} actions.</translation>
    </message>
    <message>
        <source>Moves 1 square.</source>
        <translation>Avance d&apos;une case.</translation>
    </message>
    <message>
        <source>Shoots one enemy in the {w}×{d} block ahead, over other bases.</source>
        <translation>Tire sur un ennemi dans le bloc de {w}×{d} devant, par-dessus les autres socles.</translation>
    </message>
    <message>
        <source>Strikes any of the 8 squares around, without facing.</source>
        <translation>Frappe l&apos;une des 8 cases autour, sans lui faire face.</translation>
    </message>
    <message>
        <source>Hits: the axes or the arrows, whichever came up more; none if panics outnumber both.</source>
        <translation>Touches : les haches ou les flèches, selon ce qui sort le plus ; aucune si la panique dépasse les deux.</translation>
    </message>
    <message>
        <source>After attacking, falls back 1 square per panic rolled.</source>
        <translation>Après l&apos;attaque, recule d&apos;une case par panique obtenue.</translation>
    </message>
    <message>
        <source>Each panic rolled drives its target back 1 square (not Kings or Mercenaries).</source>
        <translation>Chaque panique obtenue repousse la cible d&apos;une case (sauf Rois et Mercenaires).</translation>
    </message>
    <message>
        <source>Fleeing bases that run into them die.</source>
        <translation>Les socles en fuite qui les heurtent meurent.</translation>
    </message>
    <message>
        <source>The enemy King can bribe them.</source>
        <translation>Le roi ennemi peut les soudoyer.</translation>
    </message>
    <message>
        <source>Lose him, or keep only him, and you lose.</source>
        <translation>Le perdre, ou ne garder que lui, c&apos;est perdre.</translation>
    </message>
    <message>
        <source>Massive Infantry: up to {n} on a base.</source>
        <translation>Infanterie massive : jusqu&apos;à {n} sur un socle.</translation>
    </message>
</context>
<context>
    <name>Lionheart1997Stand</name>
    <message>
        <source>north</source>
        <translation>le nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>l&apos;est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>le sud</translation>
    </message>
    <message>
        <source>west</source>
        <translation>l&apos;ouest</translation>
    </message>
    <message>
        <source>1 action</source>
        <translation>1 action</translation>
    </message>
    <message>
        <source>{n} actions</source>
        <translation>{n} actions</translation>
    </message>
    <message>
        <source>battle-axes</source>
        <translation>haches</translation>
    </message>
    <message>
        <source>arrows</source>
        <translation>flèches</translation>
    </message>
    <message>
        <source>axes or arrows, whichever is more</source>
        <translation>haches ou flèches, selon ce qui sort le plus</translation>
    </message>
    <message>
        <source>the square in front</source>
        <translation>la case devant</translation>
    </message>
    <message>
        <source>any of the {n} squares in front</source>
        <translation>l&apos;une des {n} cases devant</translation>
    </message>
    <message>
        <source>any of the 8 squares around</source>
        <translation>l&apos;une des 8 cases autour</translation>
    </message>
    <message>
        <source>any distance straight ahead</source>
        <translation>tout droit, aussi loin qu&apos;il veut</translation>
    </message>
    <message>
        <source>one square ahead</source>
        <translation>une case en avant</translation>
    </message>
    <message>
        <source>&lt;b&gt;{unit}&lt;/b&gt; on {square}, facing {facing}</source>
        <translation>&lt;b&gt;{unit}&lt;/b&gt; en {square}, tourné vers {facing}</translation>
    </message>
    <message>
        <source>Attack: {attack}</source>
        <translation>Attaque : {attack}</translation>
    </message>
    <message>
        <source>Dice: {per} per figure, {dice} in all (never more than 4); hits with {hits}</source>
        <translation>Dés : {per} par figurine, {dice} en tout (jamais plus de 4) ; touche avec {hits}</translation>
    </message>
    <message>
        <source>Hits to remove a figure: {n}</source>
        <translation>Touches pour retirer une figurine : {n}</translation>
    </message>
    <message>
        <source>Move: {move}, {move_cost}; turn: {turn_cost}</source>
        <translation>Mouvement : {move}, {move_cost} ; pivot : {turn_cost}</translation>
    </message>
    <message>
        <source>Panics: yes</source>
        <translation>Panique : oui</translation>
    </message>
    <message>
        <source>Panics: never</source>
        <translation>Panique : jamais</translation>
    </message>
    <message>
        <source>Falls back one square for every panic rolled</source>
        <translation>Recule d&apos;une case par panique obtenue</translation>
    </message>
    <message>
        <source>Drives back what it attacks, one square per panic</source>
        <translation>Repousse ce qu&apos;il attaque, d&apos;une case par panique</translation>
    </message>
    <message>
        <source>Can be bribed by the enemy King</source>
        <translation>Peut être soudoyé par le roi ennemi</translation>
    </message>
</context>
<context>
    <name>Lionheart1997UI</name>
    <message>
        <source>Two armies, gold and silver, meet on a field of 9 x 10 squares. Kings, Knights, Archers and Infantry (and, in the customized game, Heavy Infantry, Peasants and bribable Mercenaries) fight with combat dice of battle-axes, arrows and panics. Two actions a turn; take the enemy King or leave him standing alone.</source>
        <translation>Deux armées, or et argent, s&apos;affrontent sur un champ de 9 x 10 cases. Rois, chevaliers, archers et infanterie (et, dans le jeu personnalisé, infanterie lourde, paysans et mercenaires corruptibles) combattent avec des dés de combat à haches, flèches et paniques. Deux actions par tour&#xa0;; abattez le roi ennemi ou laissez-le seul sur le champ de bataille.</translation>
    </message>
</context>
<context>
    <name>LionheartHexAdapter</name>
    <message>
        <source>&lt;b&gt;{unit}&lt;/b&gt; on {hex}</source>
        <translation>&lt;b&gt;{unit}&lt;/b&gt; en {hex}</translation>
    </message>
    <message>
        <source>Panicked: must rally</source>
        <translation>Paniquée : doit se rallier</translation>
    </message>
    <message>
        <source>Not loaded</source>
        <translation>Non chargée</translation>
    </message>
</context>
<context>
    <name>LionheartHexScene</name>
    <message>
        <source>Actions to come</source>
        <translation>Actions à venir</translation>
    </message>
    <message>
        <source>Drag the unit to another hex of your deployment rows, or onto the army list to take it back.</source>
        <translation>Faites glisser l&apos;unité vers un autre hexagone de vos rangées de déploiement, ou sur la liste de l&apos;armée pour la reprendre.</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>Tour {n}</translation>
    </message>
    <message>
        <source>{side} chooses who acts first</source>
        <translation>{side} choisit qui agit en premier</translation>
    </message>
    <message>
        <source>A tie: nothing happens</source>
        <translation>Égalité : il ne se passe rien</translation>
    </message>
    <message>
        <source>Actions to come: {order}</source>
        <translation>Actions à venir : {order}</translation>
    </message>
</context>
<context>
    <name>LionheartHexSheet</name>
    <message>
        <source>{n} points</source>
        <translation>{n} points</translation>
    </message>
    <message>
        <source>standard armies</source>
        <translation>armées standard</translation>
    </message>
    <message>
        <source>armies bought</source>
        <translation>armées achetées</translation>
    </message>
    <message>
        <source>draw after {n} turns</source>
        <translation>nulle après {n} tours</translation>
    </message>
    <message>
        <source>{side} army</source>
        <translation>Armée {side}</translation>
    </message>
    <message>
        <source>{side}&apos;s army is bought and deployed in secret: this page shows only the {side} army (confirmed).</source>
        <translation>L&apos;armée {side} est achetée et déployée en secret : cette page ne montre que l&apos;armée {side} (confirmée).</translation>
    </message>
    <message>
        <source>{side}&apos;s army is bought and deployed in secret: this page shows only the {side} army (not yet confirmed).</source>
        <translation>L&apos;armée {side} est achetée et déployée en secret : cette page ne montre que l&apos;armée {side} (pas encore confirmée).</translation>
    </message>
    <message>
        <source>Final position ({side}&apos;s view: the other side&apos;s promises stay hidden).</source>
        <translation>Position finale (vue du camp {side} : les promesses de l&apos;autre camp restent cachées).</translation>
    </message>
    <message>
        <source>Position in turn {turn} ({side}&apos;s view: the other side&apos;s promises to its mercenaries stay hidden).</source>
        <translation>Position au tour {turn} (vue du camp {side} : les promesses de l&apos;autre camp à ses mercenaires restent cachées).</translation>
    </message>
    <message>
        <source>{side} army list</source>
        <translation>Liste de l&apos;armée {side}</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Promise</source>
        <translation>Promesse</translation>
    </message>
    <message>
        <source>No unit bought yet: {side} deploys in the two hex rows nearest its edge, the King in the back row.</source>
        <translation>Aucune unité achetée pour l&apos;instant : le camp {side} se déploie dans les deux rangées d&apos;hexagones les plus proches de son bord, le roi sur la rangée arrière.</translation>
    </message>
    <message>
        <source>Budget {budget} points; spent {spent}, owed to mercenaries {owed}, unspent {unspent}.</source>
        <translation>Budget {budget} points ; dépensés {spent}, dus aux mercenaires {owed}, non dépensés {unspent}.</translation>
    </message>
</context>
<context>
    <name>LionheartHexUI</name>
    <message>
        <source>The 1997 armies on a field of hexes: buy and deploy an army in secret, then act unit by unit in the order the leadership roll gives. Facing, flanks and firing arcs count; panicked units flee and must be rallied.</source>
        <translation>Les armées de 1997 sur un champ d&apos;hexagones : achetez et déployez une armée en secret, puis agissez unité par unité dans l&apos;ordre donné par le jet de commandement. L&apos;orientation, les flancs et les arcs de tir comptent ; les unités paniquées fuient et doivent être ralliées.</translation>
    </message>
    <message>
        <source>Bid for the mercenary {unit} on {hex}:</source>
        <translation>Enchère pour le mercenaire {unit} en {hex} :</translation>
    </message>
    <message>
        <source>Offer {n} points</source>
        <translation>Offrir {n} points</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armée</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Double-click a line to see the position after it.</source>
        <translation>Double-cliquez sur une ligne pour voir la position qui la suit.</translation>
    </message>
    <message>
        <source>Reading the earlier actions back... ({done} of {total})</source>
        <translation>Relecture des actions précédentes... ({done} sur {total})</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The board module is not installed.</source>
        <translation>Le module du plateau n&apos;est pas installé.</translation>
    </message>
    <message>
        <source>This game&apos;s board cannot be drawn: {error}</source>
        <translation>Le plateau de ce jeu ne peut pas être dessiné&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Lionheart Table</source>
        <translation>Lionheart Table</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Nouvelle partie...</translation>
    </message>
    <message>
        <source>New from &amp;position...</source>
        <translation>Nouvelle partie depuis une &amp;position...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>Play by &amp;file...</source>
        <translation>Jouer par &amp;fichier...</translation>
    </message>
    <message>
        <source>&amp;Print setup sheet...</source>
        <translation>&amp;Imprimer la feuille de déploiement...</translation>
    </message>
    <message>
        <source>&amp;Export setup sheet as PDF...</source>
        <translation>E&amp;xporter la feuille de déploiement en PDF...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Copy position</source>
        <translation>&amp;Copier la position</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation>&amp;Ajuster le plateau à la fenêtre</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Terminer le tour</translation>
    </message>
    <message>
        <source>&amp;Pause computer players</source>
        <translation>&amp;Mettre en pause les joueurs ordinateur</translation>
    </message>
    <message>
        <source>&amp;Who plays...</source>
        <translation>&amp;Qui joue...</translation>
    </message>
    <message>
        <source>Step &amp;back in history</source>
        <translation>&amp;Reculer dans l&apos;historique</translation>
    </message>
    <message>
        <source>Step &amp;forward in history</source>
        <translation>&amp;Avancer dans l&apos;historique</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>Rules &amp;notes</source>
        <translation>&amp;Notes sur les règles</translation>
    </message>
    <message>
        <source>&amp;About Lionheart Table</source>
        <translation>À &amp;propos de Lionheart Table</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de partie</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation>Impossible d&apos;ouvrir cette partie</translation>
    </message>
    <message>
        <source>{file} cannot be read: {reason}</source>
        <translation>{file} ne peut pas être lu&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{file} is not a game this program can read ({error}).</source>
        <translation>{file} n&apos;est pas une partie que ce programme sait lire ({error}).</translation>
    </message>
    <message>
        <source>This game cannot be opened; the game on the table goes on.

{reason}</source>
        <translation>Cette partie ne peut pas être ouverte&#xa0;; la partie en cours continue.

{reason}</translation>
    </message>
    <message>
        <source>This game cannot be opened.

{reason}</source>
        <translation>Cette partie ne peut pas être ouverte.

{reason}</translation>
    </message>
    <message>
        <source>Lionheart Table games (*{suffix} *.json);;All files (*)</source>
        <translation>Parties Lionheart Table (*{suffix} *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {error}</source>
        <translation>La partie n&apos;a pas pu être enregistrée dans {path}&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Enregistrée dans {path}</translation>
    </message>
    <message>
        <source>Printing unavailable</source>
        <translation>Impression indisponible</translation>
    </message>
    <message>
        <source>The printing module is not installed.</source>
        <translation>Le module d&apos;impression n&apos;est pas installé.</translation>
    </message>
    <message>
        <source>Print setup sheet</source>
        <translation>Imprimer la feuille de déploiement</translation>
    </message>
    <message>
        <source>Export setup sheet</source>
        <translation>Exporter la feuille de déploiement</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>The setup sheet could not be written: {error}</source>
        <translation>La feuille de déploiement n&apos;a pas pu être écrite&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Setup sheet written to {path}</source>
        <translation>Feuille de déploiement écrite dans {path}</translation>
    </message>
    <message>
        <source>You cannot end the turn now.</source>
        <translation>Vous ne pouvez pas terminer le tour maintenant.</translation>
    </message>
    <message>
        <source>Position copied: {text}</source>
        <translation>Position copiée&#xa0;: {text}</translation>
    </message>
    <message>
        <source>About Lionheart Table</source>
        <translation>À propos de Lionheart Table</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Annuler&#xa0;: {what}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo {what}</source>
        <translation>&amp;Rétablir&#xa0;: {what}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Annuler&#xa0;: {what}</translation>
    </message>
    <message>
        <source>Redo {what}</source>
        <translation>Rétablir&#xa0;: {what}</translation>
    </message>
    <message>
        <source>{seat} is thinking...</source>
        <translation>{seat} réfléchit...</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Une erreur s&apos;est produite</translation>
    </message>
    <message>
        <source>An unexpected error happened ({error}). The game goes on; details are in {path}.</source>
        <translation>Une erreur inattendue s&apos;est produite ({error}). La partie continue&#xa0;; les détails sont dans {path}.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>The file has been changed or damaged: the game after action {n} does not match the position saved with it.</source>
        <translation>Le fichier a été modifié ou endommagé&#xa0;: la partie après l&apos;action {n} ne correspond pas à la position enregistrée avec elle.</translation>
    </message>
    <message>
        <source>Action {n} of the file cannot be replayed.</source>
        <translation>L&apos;action {n} du fichier ne peut pas être rejouée.</translation>
    </message>
    <message>
        <source>Action {n} of the file is not allowed by the rules ({reason}).</source>
        <translation>L&apos;action {n} du fichier n&apos;est pas permise par les règles ({reason}).</translation>
    </message>
</context>
<context>
    <name>NewRemoteGameDialog</name>
    <message>
        <source>New game by file</source>
        <translation>Nouvelle partie par fichier</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom&#xa0;:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options :</translation>
    </message>
    <message>
        <source>Seats played here:</source>
        <translation>Places jouées ici&#xa0;:</translation>
    </message>
    <message>
        <source>Strict dice: every roll waits for the other side&apos;s answer (no foresight, one more file per roll)</source>
        <translation>Dés stricts : chaque jet attend la réponse de l&apos;autre côté (pas de prévision, un fichier de plus par jet)</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Moi</translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <source>Drop the piece on the board.</source>
        <translation>Déposez la pièce sur le plateau.</translation>
    </message>
</context>
<context>
    <name>PlayByFileDialog</name>
    <message>
        <source>Lionheart turn files (*.lionheart-turn.json *.json)</source>
        <translation>Fichiers de tour Lionheart (*.lionheart-turn.json *.json)</translation>
    </message>
    <message>
        <source>Lionheart games by file (*.lionheart-remote.json)</source>
        <translation>Parties Lionheart par fichier (*.lionheart-remote.json)</translation>
    </message>
    <message>
        <source>Play by file</source>
        <translation>Jouer par fichier</translation>
    </message>
    <message>
        <source>New game...</source>
        <translation>Nouvelle partie...</translation>
    </message>
    <message>
        <source>Join from an invitation...</source>
        <translation>Rejoindre par une invitation...</translation>
    </message>
    <message>
        <source>Open this side&apos;s copy...</source>
        <translation>Ouvrir la copie de ce côté...</translation>
    </message>
    <message>
        <source>Filter the actions</source>
        <translation>Filtrer les actions</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Let the computer play this turn</source>
        <translation>Laisser l&apos;ordinateur jouer ce tour</translation>
    </message>
    <message>
        <source>Take back this turn</source>
        <translation>Reprendre ce tour</translation>
    </message>
    <message>
        <source>Write the turn file...</source>
        <translation>Écrire le fichier du tour...</translation>
    </message>
    <message>
        <source>Open a received turn file...</source>
        <translation>Ouvrir un fichier de tour reçu...</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Game started; send the invitation {file} to the other players.</source>
        <translation>Partie commencée&#xa0;; envoyez l&apos;invitation {file} aux autres joueurs.</translation>
    </message>
    <message>
        <source>This turn was taken back; its dice stay the same.</source>
        <translation>Ce tour a été repris&#xa0;; ses dés restent les mêmes.</translation>
    </message>
    <message>
        <source>Wrote {file}: send it to the other players.</source>
        <translation>{file} écrit&#xa0;: envoyez-le aux autres joueurs.</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Refusé&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>File {n} from {sender}: every action, roll and secret checks out.</source>
        <translation>Fichier {n} de {sender}&#xa0;: chaque action, lancer et secret est vérifié.</translation>
    </message>
    <message>
        <source>No copy of the game of {file} is kept here: join it from its invitation, or open this side&apos;s copy.</source>
        <translation>Aucun exemplaire de la partie de {file} n&apos;est gardé ici : rejoignez-la depuis son invitation, ou ouvrez l&apos;exemplaire de ce côté.</translation>
    </message>
    <message>
        <source>Accepted.</source>
        <translation>Accepté.</translation>
    </message>
    <message>
        <source>Refused; the game is as it was.</source>
        <translation>Refusé&#xa0;; la partie est restée telle quelle.</translation>
    </message>
    <message>
        <source>Start a game by file, join one, or open this side&apos;s copy.</source>
        <translation>Commencez une partie par fichier, rejoignez-en une, ou ouvrez la copie de ce côté.</translation>
    </message>
    <message>
        <source>The game is over: {result}</source>
        <translation>La partie est terminée&#xa0;: {result}</translation>
    </message>
    <message>
        <source>A received file is open: replay it step by step, then accept or refuse it.</source>
        <translation>Un fichier reçu est ouvert&#xa0;: rejouez-le pas à pas, puis acceptez-le ou refusez-le.</translation>
    </message>
    <message>
        <source>Your move: {summary}</source>
        <translation>À vous&#xa0;: {summary}</translation>
    </message>
    <message>
        <source>Write the turn file and send it.</source>
        <translation>Écrivez le fichier du tour et envoyez-le.</translation>
    </message>
    <message>
        <source>Waiting for the file of {party} since {time} (UTC).</source>
        <translation>En attente du fichier de {party} depuis {time} (UTC).</translation>
    </message>
    <message>
        <source>Game {id} ({title}); you are {party}.</source>
        <translation>Partie {id} ({title})&#xa0;; vous êtes {party}.</translation>
    </message>
    <message>
        <source>Choose the seats played here, not all of them.</source>
        <translation>Choisissez les places jouées ici, pas toutes.</translation>
    </message>
    <message>
        <source>Save the invitation</source>
        <translation>Enregistrer l&apos;invitation</translation>
    </message>
    <message>
        <source>Open the invitation (and the files after it)</source>
        <translation>Ouvrir l&apos;invitation (et les fichiers suivants)</translation>
    </message>
    <message>
        <source>Your party&apos;s number in the invitation:</source>
        <translation>Le numéro de votre camp dans l&apos;invitation&#xa0;:</translation>
    </message>
    <message>
        <source>Save your answer</source>
        <translation>Enregistrer votre réponse</translation>
    </message>
    <message>
        <source>Open this side&apos;s copy</source>
        <translation>Ouvrir la copie de ce côté</translation>
    </message>
    <message>
        <source>Save the turn file</source>
        <translation>Enregistrer le fichier du tour</translation>
    </message>
    <message>
        <source>Open a received turn file</source>
        <translation>Ouvrir un fichier de tour reçu</translation>
    </message>
</context>
<context>
    <name>PositionDialog</name>
    <message>
        <source>New game from a position</source>
        <translation>Nouvelle partie à partir d&apos;une position</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Position (paste one, or edit it)</source>
        <translation>Position (collez-en une, ou modifiez-la)</translation>
    </message>
    <message>
        <source>Build the position</source>
        <translation>Construire la position</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placer</translation>
    </message>
    <message>
        <source>Take away</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tourner</translation>
    </message>
    <message>
        <source>Click a square of the board to place the chosen piece there, take a piece away or turn it; a right click takes a piece away. Or drag a piece from the list onto the board.</source>
        <translation>Cliquez sur une case du plateau pour y placer la pièce choisie, retirer une pièce ou la tourner&#xa0;; un clic droit retire une pièce. Ou faites glisser une pièce de la liste sur le plateau.</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Plateau vide</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Qui joue</translation>
    </message>
    <message>
        <source>To act first</source>
        <translation>Joue en premier</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Start from here</source>
        <translation>Commencer d&apos;ici</translation>
    </message>
    <message>
        <source>No picture of this board: {error}</source>
        <translation>Pas d&apos;image de ce plateau&#xa0;: {error}</translation>
    </message>
    <message>
        <source>As the position says</source>
        <translation>Comme l&apos;indique la position</translation>
    </message>
    <message>
        <source>Not a position of this game: {reason}</source>
        <translation>Pas une position de ce jeu&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Not a position of this game ({error}).</source>
        <translation>Pas une position de ce jeu ({error}).</translation>
    </message>
    <message>
        <source>A finished position: {what}</source>
        <translation>Une position terminée&#xa0;: {what}</translation>
    </message>
    <message>
        <source>A good position: {what}</source>
        <translation>Une position valable&#xa0;: {what}</translation>
    </message>
    <message>
        <source>A good position.</source>
        <translation>Une position valable.</translation>
    </message>
    <message>
        <source>This position is already over: there is nothing left to play.</source>
        <translation>Cette position est déjà terminée&#xa0;: il ne reste rien à jouer.</translation>
    </message>
</context>
<context>
    <name>PrintSetup</name>
    <message>
        <source>Write the setup sheet of a new or saved game to a PDF (A4, one page per army for Lionheart). Needs no display.</source>
        <translation>Écrit la feuille de mise en place d&apos;une partie nouvelle ou enregistrée dans un PDF (A4, une page par armée pour Lionheart). Aucun écran n&apos;est nécessaire.</translation>
    </message>
    <message>
        <source>the ruleset (see &apos;lionheart --help&apos;); optional with --save</source>
        <translation>les règles du jeu (voir &apos;lionheart --help&apos;) ; facultatif avec --save</translation>
    </message>
    <message>
        <source>a saved game (.lionheart.json): print its current position and attach the save to the PDF</source>
        <translation>une partie enregistrée (.lionheart.json) : imprime sa position actuelle et joint la sauvegarde au PDF</translation>
    </message>
    <message>
        <source>seed of the new game (default 0); not with --save</source>
        <translation>graine de la nouvelle partie (0 par défaut) ; pas avec --save</translation>
    </message>
    <message>
        <source>an option of the new game, e.g. setup=customized (repeatable)</source>
        <translation>une option de la nouvelle partie, par ex. setup=customized (répétable)</translation>
    </message>
    <message>
        <source>the title on every page (default: &apos;Setup sheet&apos;)</source>
        <translation>le titre de chaque page (par défaut : « Feuille de mise en place »)</translation>
    </message>
    <message>
        <source>the sheet&apos;s language (default: the one chosen in the app, else the system&apos;s)</source>
        <translation>la langue de la feuille (par défaut : celle choisie dans l&apos;application, sinon celle du système)</translation>
    </message>
    <message>
        <source>the PDF file to write</source>
        <translation>le fichier PDF à écrire</translation>
    </message>
    <message>
        <source>--option wants NAME=VALUE, not {pair}</source>
        <translation>--option attend NOM=VALEUR, pas {pair}</translation>
    </message>
    <message>
        <source>{problem} (see &apos;{prog} --help&apos;)</source>
        <translation>{problem} (voir &apos;{prog} --help&apos;)</translation>
    </message>
    <message>
        <source>give --ruleset ID or --save GAME</source>
        <translation>indiquez --ruleset ID ou --save PARTIE</translation>
    </message>
    <message>
        <source>--seed and --option are for a new game, not with --save</source>
        <translation>--seed et --option sont pour une nouvelle partie, pas avec --save</translation>
    </message>
    <message>
        <source>unknown ruleset {ruleset}; built ones are: {known}</source>
        <translation>règles inconnues {ruleset} ; celles disponibles sont : {known}</translation>
    </message>
    <message>
        <source>{save} is a {ruleset} game, not {asked}</source>
        <translation>{save} est une partie de {ruleset}, pas de {asked}</translation>
    </message>
    <message>
        <source>this game has no such option</source>
        <translation>ce jeu n&apos;a pas cette option</translation>
    </message>
    <message>
        <source>bad --option for {ruleset}: {where}: {problem}</source>
        <translation>--option incorrecte pour {ruleset} : {where} : {problem}</translation>
    </message>
    <message>
        <source>{pdf}: {game} setup sheet, 1 page</source>
        <translation>{pdf} : feuille de mise en place de {game}, 1 page</translation>
    </message>
    <message>
        <source>{pdf}: {game} setup sheet, {n} pages</source>
        <translation>{pdf} : feuille de mise en place de {game}, {n} pages</translation>
    </message>
</context>
<context>
    <name>RichardCampaignAdapter</name>
    <message>
        <source> (inside the stronghold)</source>
        <translation> (dans la place forte)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {knights} knights, {knaves} knaves</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; : {knights} chevaliers, {knaves} piétons</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {n} supplies</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; : {n} vivres</translation>
    </message>
</context>
<context>
    <name>RichardCampaignSheet</name>
    <message>
        <source>campaign to {year}</source>
        <translation>campagne jusqu&apos;en {year}</translation>
    </message>
    <message>
        <source>campaign to {year}, Count of Au moves {au}</source>
        <translation>campagne jusqu&apos;en {year}, le comte d&apos;Eu se déplace de {au}</translation>
    </message>
    <message>
        <source>The campaign</source>
        <translation>La campagne</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>La carte</translation>
    </message>
    <message>
        <source>Political and Leader Table</source>
        <translation>Table politique et des chefs</translation>
    </message>
    <message>
        <source>Combat tables</source>
        <translation>Tables de combat</translation>
    </message>
    <message>
        <source>Costs, movement, siege and truce</source>
        <translation>Coûts, mouvement, siège et trêve</translation>
    </message>
    <message>
        <source>Turn and treasuries</source>
        <translation>Tour et trésors</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Treasury (ducats)</source>
        <translation>Trésor (ducats)</translation>
    </message>
    <message>
        <source>Forced marches left this year</source>
        <translation>Marches forcées restantes cette année</translation>
    </message>
    <message>
        <source>Richard&apos;s number (his death roll): {n}.</source>
        <translation>Nombre de Richard (son jet de mort) : {n}.</translation>
    </message>
    <message>
        <source>Leaders and their forces</source>
        <translation>Les chefs et leurs forces</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>capturé</translation>
    </message>
    <message>
        <source>{n} supplies</source>
        <translation>{n} vivres</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Chevaliers</translation>
    </message>
    <message>
        <source>Knaves</source>
        <translation>Piétons</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Max troops</source>
        <translation>Troupes max.</translation>
    </message>
    <message>
        <source>Garrisons</source>
        <translation>Garnisons</translation>
    </message>
    <message>
        <source>Stronghold</source>
        <translation>Place forte</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Tenue par</translation>
    </message>
    <message>
        <source>Vassals and allies</source>
        <translation>Vassaux et alliés</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutre</translation>
    </message>
    <message>
        <source>rebels (Philip)</source>
        <translation>rebelle (Philippe)</translation>
    </message>
    <message>
        <source>with Philip</source>
        <translation>avec Philippe</translation>
    </message>
    <message>
        <source>with Richard</source>
        <translation>avec Richard</translation>
    </message>
    <message>
        <source>Province or ally</source>
        <translation>Province ou allié</translation>
    </message>
    <message>
        <source>Loyalty</source>
        <translation>Loyauté</translation>
    </message>
    <message>
        <source>Influence (Richard / Philip)</source>
        <translation>Influence (Richard / Philippe)</translation>
    </message>
    <message>
        <source>Strongholds held at the start are on the map page (a black mark inside a tower: Philip&apos;s). The map is reconstructed: see Help &gt; About.</source>
        <translation>Les places fortes du départ sont sur la page de la carte (une marque noire dans une tour : à Philippe). La carte est reconstituée : voir Aide &gt; À propos.</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Chefs</translation>
    </message>
    <message>
        <source>Baron (a rebel province)</source>
        <translation>Baron (une province rebelle)</translation>
    </message>
    <message>
        <source>see the vassals</source>
        <translation>voir les vassaux</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>Countries: England pays {et} ducats a winter and starts with {etr} knaves; France pays {ft} and starts with {ftr}.</source>
        <translation>Pays : l&apos;Angleterre verse {et} ducats par hiver et commence avec {etr} piétons ; la France verse {ft} et commence avec {ftr}.</translation>
    </message>
    <message>
        <source>Vassals</source>
        <translation>Vassaux</translation>
    </message>
    <message>
        <source>{n} per fortress</source>
        <translation>{n} par forteresse</translation>
    </message>
    <message>
        <source>any stronghold</source>
        <translation>toute place forte</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Province</translation>
    </message>
    <message>
        <source>Max influence P / R</source>
        <translation>Influence max. P / R</translation>
    </message>
    <message>
        <source>Die needed P / R</source>
        <translation>Dé requis P / R</translation>
    </message>
    <message>
        <source>Taxes P / R</source>
        <translation>Impôts P / R</translation>
    </message>
    <message>
        <source>Over tax</source>
        <translation>Surtaxe</translation>
    </message>
    <message>
        <source>Troops</source>
        <translation>Troupes</translation>
    </message>
    <message>
        <source>Baron placed at</source>
        <translation>Baron placé à</translation>
    </message>
    <message>
        <source>Allied leaders</source>
        <translation>Chefs alliés</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>Allié</translation>
    </message>
    <message>
        <source>Enters at</source>
        <translation>Entre en</translation>
    </message>
    <message>
        <source>The loyalty die adds Philip&apos;s influence points and subtracts Richard&apos;s: at or above Philip&apos;s number the vassal joins him (a rebellion), at or below Richard&apos;s it supports Richard, else it stays neutral.</source>
        <translation>Le dé de loyauté ajoute les points d&apos;influence de Philippe et retranche ceux de Richard : au nombre de Philippe ou au-dessus, le vassal le rejoint (une rébellion) ; au nombre de Richard ou au-dessous, il soutient Richard ; sinon il reste neutre.</translation>
    </message>
    <message>
        <source>Knave vs knave</source>
        <translation>Piéton contre piéton</translation>
    </message>
    <message>
        <source>Knight vs knave</source>
        <translation>Chevalier contre piéton</translation>
    </message>
    <message>
        <source>Knight vs knight</source>
        <translation>Chevalier contre chevalier</translation>
    </message>
    <message>
        <source>Knave vs knight</source>
        <translation>Piéton contre chevalier</translation>
    </message>
    <message>
        <source>Open field combat (casualties in tenths per attack)</source>
        <translation>Combat en rase campagne (pertes en dixièmes par attaque)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Ten knaves make one attack, ten knights three; a partial attack multiplies its strength points by the result (a half rounds up). Knights pursue at three times that (in woods at the normal rate).</source>
        <translation>Dix piétons font une attaque, dix chevaliers trois ; une attaque partielle multiplie ses points de force par le résultat (une demie s&apos;arrondit au-dessus). Les chevaliers poursuivent au triple (en forêt au taux normal).</translation>
    </message>
    <message>
        <source>Assault (attacker / defender casualties; E: eliminated)</source>
        <translation>Assaut (pertes assaillant / défenseur ; E : éliminé)</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>Defence: the intrinsic strength (5) and the garrison, doubled in a castle and tripled in a fortress. A siege train shifts an assault on a castle one column right; a fortress needs one to be assaulted.</source>
        <translation>Défense : la force intrinsèque (5) et la garnison, doublées dans un château et triplées dans une forteresse. Un train de siège décale l&apos;assaut d&apos;un château d&apos;une colonne à droite ; une forteresse ne peut être assaillie sans lui.</translation>
    </message>
    <message>
        <source>Costs (ducats)</source>
        <translation>Coûts (ducats)</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Article</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Achats</translation>
    </message>
    <message>
        <source>Upkeep each winter</source>
        <translation>Entretien chaque hiver</translation>
    </message>
    <message>
        <source>Knave (a strength point)</source>
        <translation>Piéton (un point de force)</translation>
    </message>
    <message>
        <source>Knight (a strength point)</source>
        <translation>Chevalier (un point de force)</translation>
    </message>
    <message>
        <source>Influence point</source>
        <translation>Point d&apos;influence</translation>
    </message>
    <message>
        <source>Siege train</source>
        <translation>Train de siège</translation>
    </message>
    <message>
        <source>Supplies: 1 ducat a month for 10 knaves or 5 knights</source>
        <translation>Vivres : 1 ducat par mois pour 10 piétons ou 5 chevaliers</translation>
    </message>
    <message>
        <source>The Saucy Fortress (Richard)</source>
        <translation>Le Château-Gaillard (Richard)</translation>
    </message>
    <message>
        <source>Restoring or rebuilding a stronghold</source>
        <translation>Restaurer ou reconstruire une place forte</translation>
    </message>
    <message>
        <source>Ransom (or on the holder&apos;s demand)</source>
        <translation>Rançon (ou à la demande du geôlier)</translation>
    </message>
    <message>
        <source>Movement (movement points)</source>
        <translation>Mouvement (points de mouvement)</translation>
    </message>
    <message>
        <source>Along a road</source>
        <translation>Par la route</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Dégagé</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>River hexside</source>
        <translation>Côté de rivière</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Mer</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Forced march (one die; Richard twice a year, Philip once): {extra} more movement points.</source>
        <translation>Marche forcée (un dé ; Richard deux fois par an, Philippe une fois) : {extra} points de mouvement en plus.</translation>
    </message>
    <message>
        <source>Siege (one die a month)</source>
        <translation>Siège (un dé par mois)</translation>
    </message>
    <message>
        <source>0-1 months</source>
        <translation>0-1 mois</translation>
    </message>
    <message>
        <source>Modifiers: fortress {f}; an army of the defender&apos;s side in the province {a}; a King besieging +{k}; a neutral vassal with no army of its friends in the province +{n}. H holds; H1, H2 holds and loses 1 or 2; SS surrenders for safe conduct; S surrenders. Winter months count.</source>
        <translation>Modificateurs : forteresse {f} ; une armée du camp du défenseur dans la province {a} ; un roi assiégeant +{k} ; un vassal neutre sans armée amie dans la province +{n}. H tient ; H1, H2 tient et perd 1 ou 2 ; SS se rend contre un sauf-conduit ; S se rend. Les mois d&apos;hiver comptent.</translation>
    </message>
    <message>
        <source>Papal truce</source>
        <translation>Trêve papale</translation>
    </message>
    <message>
        <source>roll on B</source>
        <translation>jet sur B</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>1 month</source>
        <translation>1 mois</translation>
    </message>
    <message>
        <source>2 months</source>
        <translation>2 mois</translation>
    </message>
    <message>
        <source>to winter</source>
        <translation>jusqu&apos;à l&apos;hiver</translation>
    </message>
    <message>
        <source>a year</source>
        <translation>un an</translation>
    </message>
    <message>
        <source>a year and a die</source>
        <translation>un an et un dé</translation>
    </message>
</context>
<context>
    <name>RichardCampaignUI</name>
    <message>
        <source>Richard and Philip fight for Normandy and the lands around it, year by year: buy knights and knaves, march leaders and supply trains across the map, besiege and assault strongholds, win vassals over, and keep the money coming in.</source>
        <translation>Richard et Philippe se disputent la Normandie et les terres alentour, année après année : achetez chevaliers et valets, faites marcher chefs et convois à travers la carte, assiégez et prenez d&apos;assaut les places fortes, gagnez des vassaux et faites rentrer l&apos;argent.</translation>
    </message>
    <message>
        <source>Battle of the campaign in {hex} ({place}), {when}: {attacker} attacks {defender}</source>
        <translation>Bataille de la campagne en {hex} ({place}), {when} : {attacker} attaque {defender}</translation>
    </message>
    <message>
        <source>Battle of the campaign in {hex}, {when}: {attacker} attacks {defender}</source>
        <translation>Bataille de la campagne en {hex}, {when} : {attacker} attaque {defender}</translation>
    </message>
    <message>
        <source>{colour}: {king}&apos;s army, {leaders}</source>
        <translation>{colour} : l&apos;armée de {king}, {leaders}</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>*No rules notes are shipped with this ruleset yet. They record how the program reads the open points of the rulebook.*</source>
        <translation>*Aucune note sur les règles n&apos;accompagne encore ce jeu. Elles consignent la lecture que fait le programme des points ouverts du livret de règles.*</translation>
    </message>
    <message>
        <source>*No reference is written for this ruleset yet.*</source>
        <translation>*Aucune référence n&apos;est encore écrite pour ce jeu.*</translation>
    </message>
    <message>
        <source>Rules: {title}</source>
        <translation>Règles&#xa0;: {title}</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Référence des règles</translation>
    </message>
    <message>
        <source>Rules notes</source>
        <translation>Notes sur les règles</translation>
    </message>
</context>
<context>
    <name>RulesetUI</name>
    <message>
        <source>{game}: {child}</source>
        <translation>{game} : {child}</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <source>Human (at this screen)</source>
        <translation>Humain (devant cet écran)</translation>
    </message>
    <message>
        <source>A person plays this seat with the mouse and keyboard.</source>
        <translation>Une personne joue cette place à la souris et au clavier.</translation>
    </message>
    <message>
        <source>Computer: novice (random)</source>
        <translation>Ordinateur&#xa0;: novice (au hasard)</translation>
    </message>
    <message>
        <source>Picks any legal action at random.</source>
        <translation>Choisit au hasard une action permise.</translation>
    </message>
    <message>
        <source>Computer: squire (easy)</source>
        <translation>Ordinateur&#xa0;: écuyer (facile)</translation>
    </message>
    <message>
        <source>Plays like a beginner: now and then it overlooks a threat or a chance, or picks a weaker move. For learning the game.</source>
        <translation>Joue comme un débutant&#xa0;: de temps en temps, il ne voit pas une menace ou une occasion, ou choisit un coup plus faible. Pour apprendre le jeu.</translation>
    </message>
    <message>
        <source>Computer: captain (heuristic)</source>
        <translation>Ordinateur&#xa0;: capitaine (heuristique)</translation>
    </message>
    <message>
        <source>Weighs each action by how the position looks afterwards; quick and steady.</source>
        <translation>Pèse chaque action selon la position qui en résulte&#xa0;; rapide et régulier.</translation>
    </message>
    <message>
        <source>Computer: marshal (search)</source>
        <translation>Ordinateur&#xa0;: maréchal (recherche)</translation>
    </message>
    <message>
        <source>Plays many games ahead in its head before each action; strong, about half a second a move.</source>
        <translation>Joue de nombreuses parties d&apos;avance dans sa tête avant chaque action&#xa0;; fort, environ une demi-seconde par coup.</translation>
    </message>
    <message>
        <source>Computer: warlord (hard)</source>
        <translation>Ordinateur&#xa0;: seigneur de guerre (difficile)</translation>
    </message>
    <message>
        <source>Searches as the marshal does but uses the whole second for each action; the strongest.</source>
        <translation>Cherche comme le maréchal mais prend la seconde entière pour chaque action&#xa0;; le plus fort.</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Ordinateur&#xa0;: {level}</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Who plays</source>
        <translation>Qui joue</translation>
    </message>
</context>
<context>
    <name>SetupSheet</name>
    <message>
        <source>(continued)</source>
        <translation>(suite)</translation>
    </message>
    <message>
        <source>Date: {date}</source>
        <translation>Date : {date}</translation>
    </message>
    <message>
        <source>Seats: {seats}</source>
        <translation>Joueurs : {seats}</translation>
    </message>
    <message>
        <source>Page {n} of {total}</source>
        <translation>Page {n} sur {total}</translation>
    </message>
    <message>
        <source>Page {n}</source>
        <translation>Page {n}</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>What the last render&apos;s diagram painters drew (for tests and callers).</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Players: {names}.</source>
        <translation>Joueurs : {names}.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>This ruleset has no dedicated setup sheet yet.</source>
        <translation>Ce jeu n&apos;a pas encore de feuille de mise en place dédiée.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Pistes</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Setup sheet</source>
        <translation>Feuille de mise en place</translation>
    </message>
    <message>
        <source>Lionheart Table {version} · printed {day}</source>
        <translation>Lionheart Table {version} · imprimé le {day}</translation>
    </message>
    <message>
        <source>human</source>
        <translation>humain</translation>
    </message>
    <message>
        <source>computer ({who})</source>
        <translation>ordinateur ({who})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>{game} setup sheet</source>
        <translation>Feuille de mise en place de {game}</translation>
    </message>
    <message>
        <source>cannot write the PDF file {path}: no writable folder {folder}</source>
        <translation>impossible d&apos;écrire le fichier PDF {path} : le dossier {folder} n&apos;existe pas ou n&apos;est pas accessible en écriture</translation>
    </message>
    <message>
        <source>cannot write the PDF file {path}</source>
        <translation>impossible d&apos;écrire le fichier PDF {path}</translation>
    </message>
    <message>
        <source>the printer could not start printing</source>
        <translation>l&apos;imprimante n&apos;a pas pu commencer l&apos;impression</translation>
    </message>
</context>
<context>
    <name>StackItem</name>
    <message>
        <source>{n} pieces here:</source>
        <translation>{n} pièces ici :</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>{game}, after action {n}</source>
        <translation>{game}, après l&apos;action {n}</translation>
    </message>
    <message>
        <source>, saved {when}</source>
        <translation>, enregistrée le {when}</translation>
    </message>
    <message>
        <source>Lionheart Table</source>
        <translation>Lionheart Table</translation>
    </message>
    <message>
        <source>Medieval battles at one table: every rule kept by the program.</source>
        <translation>Batailles médiévales autour d&apos;une même table&#xa0;: chaque règle appliquée par le programme.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Qui joue</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>Reprendre la dernière partie</translation>
    </message>
    <message>
        <source>Return to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <source>Open a saved game...</source>
        <translation>Ouvrir une partie enregistrée...</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>Games you save appear here.</source>
        <translation>Les parties que vous enregistrez apparaissent ici.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>These choices do not make a game: {reason}</source>
        <translation>Ces choix ne permettent pas de partie : {reason}</translation>
    </message>
</context>
<context>
    <name>SubGameController</name>
    <message>
        <source>The game on this board is over.</source>
        <translation>La partie sur ce plateau est terminée.</translation>
    </message>
    <message>
        <source>{seat} does not play in this game.</source>
        <translation>{seat} ne joue pas dans cette partie.</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <source>Drag a base onto a highlighted square. Drag a placed base to move it, or back here to take it off.</source>
        <translation>Faites glisser un socle sur une case en surbrillance. Faites glisser un socle placé pour le déplacer, ou ici pour le retirer.</translation>
    </message>
    <message>
        <source>Standard setup</source>
        <translation>Déploiement standard</translation>
    </message>
    <message>
        <source>Clear this side&apos;s bases and set out the standard army</source>
        <translation>Retirer les socles de ce camp et disposer l&apos;armée standard</translation>
    </message>
    <message>
        <source>Confirm setup</source>
        <translation>Confirmer le déploiement</translation>
    </message>
    <message>
        <source>This army is ready: hide it and pass on</source>
        <translation>Cette armée est prête : cachez-la et passez la main</translation>
    </message>
    <message>
        <source>No setup now: the armies are on the field.</source>
        <translation>Pas de déploiement maintenant : les armées sont sur le champ de bataille.</translation>
    </message>
    <message>
        <source>{side} army: secret setup</source>
        <translation>Armée {side} : déploiement secret</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <source>Nothing to confirm.</source>
        <translation>Rien à confirmer.</translation>
    </message>
    <message>
        <source>Replace the base you placed with the standard army?</source>
        <translation>Remplacer le socle que vous avez placé par l&apos;armée standard ?</translation>
    </message>
    <message>
        <source>Replace the {n} bases you placed with the standard army?</source>
        <translation>Remplacer les {n} socles que vous avez placés par l&apos;armée standard ?</translation>
    </message>
</context>
<context>
    <name>TrayEntry</name>
    <message>
        <source>Figures on this base</source>
        <translation>Figurines sur ce socle</translation>
    </message>
    <message>
        <source>1 figure left</source>
        <translation>1 figurine restante</translation>
    </message>
    <message>
        <source>{n} figures left</source>
        <translation>{n} figurines restantes</translation>
    </message>
    <message>
        <source>Figures of this kind still in the box: {n}</source>
        <translation>Figurines de ce type encore dans la boîte : {n}</translation>
    </message>
    <message>
        <source>{label}: {detail}.
Drag onto a highlighted square to place a base.</source>
        <translation>{label} : {detail}.
Faites glisser sur une case en surbrillance pour placer un socle.</translation>
    </message>
</context>
<context>
    <name>TurnCli</name>
    <message>
        <source>Play a game at a distance by exchanging turn files; the dice are fixed by secrets both sides committed to, and every file is checked before it is accepted.</source>
        <translation>Jouer une partie à distance en échangeant des fichiers de tour ; les dés sont fixés par des secrets auxquels les deux camps se sont engagés, et chaque fichier est vérifié avant d&apos;être accepté.</translation>
    </message>
    <message>
        <source>this side&apos;s copy of the game (default: found by the game id in the remote folder of the user data folder)</source>
        <translation>la copie de la partie de ce camp (par défaut : trouvée par l&apos;identifiant de la partie dans le dossier remote des données de l&apos;utilisateur)</translation>
    </message>
    <message>
        <source>start a game and write the invitation (file 0)</source>
        <translation>commencer une partie et écrire l&apos;invitation (fichier 0)</translation>
    </message>
    <message>
        <source>a party and its seats, in order; the first is this side (repeat for each party)</source>
        <translation>un camp et ses places, dans l&apos;ordre ; le premier est ce camp (à répéter pour chaque camp)</translation>
    </message>
    <message>
        <source>strict: every roll waits for the other side&apos;s next secret (no foresight, more files)</source>
        <translation>strict : chaque jet attend le prochain secret de l&apos;autre camp (aucune prévision, plus de fichiers)</translation>
    </message>
    <message>
        <source>deal every card from the shared dice (every side&apos;s program then holds every hand); by default a game with hidden cards deals them face down</source>
        <translation>distribuer chaque carte avec les dés partagés (le programme de chaque camp connaît alors toutes les mains) ; par défaut, une partie à cartes cachées les distribue face cachée</translation>
    </message>
    <message>
        <source>join a game from its invitation (and the files after it)</source>
        <translation>rejoindre une partie depuis son invitation (et les fichiers suivants)</translation>
    </message>
    <message>
        <source>this side&apos;s party number (1, 2, ...)</source>
        <translation>le numéro de camp de ce camp (1, 2, ...)</translation>
    </message>
    <message>
        <source>a text summary of a turn file (with this side&apos;s copy: would it be accepted)</source>
        <translation>un résumé en texte d&apos;un fichier de tour (avec la copie de ce camp : serait-il accepté)</translation>
    </message>
    <message>
        <source>check a turn file and accept it into this side&apos;s copy</source>
        <translation>vérifier un fichier de tour et l&apos;accepter dans la copie de ce camp</translation>
    </message>
    <message>
        <source>play this side&apos;s moves and write the next turn file</source>
        <translation>jouer les coups de ce camp et écrire le prochain fichier de tour</translation>
    </message>
    <message>
        <source>action codes, e.g. &apos;move gold E2 E3&apos;</source>
        <translation>codes d&apos;action, par ex. &apos;move gold E2 E3&apos;</translation>
    </message>
    <message>
        <source>let a computer player play this side&apos;s turn</source>
        <translation>laisser un joueur ordinateur jouer le tour de ce camp</translation>
    </message>
    <message>
        <source>whose turn it is, and this side&apos;s moves</source>
        <translation>à qui est le tour, et les coups de ce camp</translation>
    </message>
    <message>
        <source>--option wants NAME=VALUE, not {pair}</source>
        <translation>--option attend NOM=VALEUR, pas {pair}</translation>
    </message>
    <message>
        <source>no copy of game {game} is kept in {folder}; name it with --game.</source>
        <translation>aucune copie de la partie {game} n&apos;est gardée dans {folder} ; indiquez-la avec --game.</translation>
    </message>
    <message>
        <source>{n} games are kept in {folder}; name this side&apos;s copy with --game.</source>
        <translation>{n} parties sont gardées dans {folder} ; indiquez la copie de ce camp avec --game.</translation>
    </message>
    <message>
        <source>Game {game} ({ruleset}); this side: {party}; {n} files so far.</source>
        <translation>Partie {game} ({ruleset}) ; ce camp : {party} ; {n} fichiers jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>The game is over: {result}</source>
        <translation>La partie est terminée : {result}</translation>
    </message>
    <message>
        <source>Your turn: {seats} to act ({n} legal actions). {summary}</source>
        <translation>À vous : {seats} doit agir ({n} actions permises). {summary}</translation>
    </message>
    <message>
        <source>Your turn: write the next file (&apos;lionheart turn play&apos;).</source>
        <translation>À vous : écrivez le prochain fichier (&apos;lionheart turn play&apos;).</translation>
    </message>
    <message>
        <source>Waiting for the file of {party} (since {time}, UTC).</source>
        <translation>En attente du fichier de {party} (depuis {time}, UTC).</translation>
    </message>
    <message>
        <source>unknown ruleset {ruleset}; known: {known}</source>
        <translation>règles inconnues {ruleset} ; connues : {known}</translation>
    </message>
    <message>
        <source>--party wants NAME:SEAT[,SEAT], not {spec}</source>
        <translation>--party attend NOM:PLACE[,PLACE], pas {spec}</translation>
    </message>
    <message>
        <source>bad --option: {problem}</source>
        <translation>--option incorrecte : {problem}</translation>
    </message>
    <message>
        <source>Game {game} started; this side&apos;s copy: {copy}</source>
        <translation>Partie {game} commencée ; copie de ce camp : {copy}</translation>
    </message>
    <message>
        <source>Send the invitation {file} to the other parties.</source>
        <translation>Envoyez l&apos;invitation {file} aux autres camps.</translation>
    </message>
    <message>
        <source>Joined game {game} as {party}; this side&apos;s copy: {copy}</source>
        <translation>Partie {game} rejointe en tant que {party} ; copie de ce camp : {copy}</translation>
    </message>
    <message>
        <source>Send {file} to the other parties.</source>
        <translation>Envoyez {file} aux autres camps.</translation>
    </message>
    <message>
        <source>This file would be accepted.</source>
        <translation>Ce fichier serait accepté.</translation>
    </message>
    <message>
        <source>This file would be refused: {reason}</source>
        <translation>Ce fichier serait refusé : {reason}</translation>
    </message>
    <message>
        <source>Accepted into {copy}.</source>
        <translation>Accepté dans {copy}.</translation>
    </message>
    <message>
        <source>it is not this side&apos;s turn: waiting for {party}.</source>
        <translation>ce n&apos;est pas au tour de ce camp : on attend {party}.</translation>
    </message>
    <message>
        <source>Moves kept in {copy}; {seats} still to act: play more, then the file is written.</source>
        <translation>Coups gardés dans {copy} ; {seats} doit encore agir : jouez encore, puis le fichier sera écrit.</translation>
    </message>
    <message>
        <source>Wrote {file}; send it to the other parties.</source>
        <translation>{file} écrit ; envoyez-le aux autres camps.</translation>
    </message>
    <message>
        <source>a file cannot be written or read ({problem}).</source>
        <translation>un fichier ne peut pas être écrit ou lu ({problem}).</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>usage&#xa0;: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>arguments positionnels</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>afficher cette aide et quitter</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s&#xa0;: erreur&#xa0;: %(message)s
</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>les arguments suivants sont obligatoires&#xa0;: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>arguments non reconnus&#xa0;: %s</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s&#xa0;: %(message)s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>un argument attendu</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valeur %(type)s invalide&#xa0;: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>choix invalide&#xa0;: %(value)r (choisissez parmi %(choices)s)</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>option ambiguë&#xa0;: %(option)s peut correspondre à %(matches)s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>l&apos;un des arguments %s est obligatoire</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>non permis avec l&apos;argument %s</translation>
    </message>
</context>
</TS>
