<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>(whole file)</source>
        <translation>(heel het bestand)</translation>
    </message>
    <message>
        <source>Medieval board and war games with every rule enforced. Built so far: {games}.</source>
        <translation>Middeleeuwse bord- en oorlogsspellen waarin elke regel wordt bewaakt. Tot nu toe gebouwd: {games}.</translation>
    </message>
    <message>
        <source>{copyright}. Licence: {licence}.</source>
        <translation>{copyright}. Licentie: {licence}.</translation>
    </message>
    <message>
        <source>Python {python}, Qt {qt}, on {system}.</source>
        <translation>Python {python}, Qt {qt}, op {system}.</translation>
    </message>
    <message>
        <source>Reconstructed rules data (not printed in the rulebooks; edit the data files to correct):</source>
        <translation>Gereconstrueerde spelgegevens (niet in de spelregels gedrukt; pas de gegevensbestanden aan om te verbeteren):</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>{game}: {key} in {file}: {summary}</source>
        <translation>{game}: {key} in {file}: {summary}</translation>
    </message>
    <message>
        <source>source: {source}</source>
        <translation>bron: {source}</translation>
    </message>
    <message>
        <source>Third-party parts:</source>
        <translation>Onderdelen van derden:</translation>
    </message>
    <message>
        <source>Qt is used under the GNU Lesser General Public License version 3 (LGPL-3.0). The Qt libraries are separate shared libraries that you may replace with your own build; Qt&apos;s source code is available from the Qt Project. Full licence texts are in the licenses folder of the app: {folder}</source>
        <translation>Qt wordt gebruikt onder de GNU Lesser General Public License versie 3 (LGPL-3.0). De Qt-bibliotheken zijn afzonderlijke gedeelde bibliotheken die je door een eigen build mag vervangen; de broncode van Qt is verkrijgbaar bij het Qt Project. De volledige licentieteksten staan in de map licenses van het programma: {folder}</translation>
    </message>
    <message>
        <source>source:</source>
        <translation>bron:</translation>
    </message>
    <message>
        <source>Medieval board and war games at one table, with every rule enforced.</source>
        <translation>Middeleeuwse bord- en oorlogsspellen aan één tafel, waarbij elke regel wordt bewaakt.</translation>
    </message>
    <message>
        <source>Built so far: {games}.</source>
        <translation>Tot nu toe gebouwd: {games}.</translation>
    </message>
    <message>
        <source>Released under the {licence} licence.</source>
        <translation>Uitgebracht onder de {licence}-licentie.</translation>
    </message>
    <message>
        <source>Reconstructed rules data</source>
        <translation>Gereconstrueerde spelgegevens</translation>
    </message>
    <message>
        <source>These facts are not printed in the rulebooks; they were worked out from other sources. They are plain data files you can correct.</source>
        <translation>Deze gegevens staan niet in de spelregels; ze zijn uit andere bronnen afgeleid. Het zijn gewone gegevensbestanden die je kunt verbeteren.</translation>
    </message>
    <message>
        <source>Lionheart Table is built on these parts. &lt;b&gt;Qt&lt;/b&gt; and &lt;b&gt;PySide6&lt;/b&gt; are used under the GNU Lesser General Public License v3: they are separate shared libraries that you may replace with your own build of the same version; their source is available from the Qt Project. Pick a licence below to read its full text.</source>
        <translation>Lionheart Table is gebouwd op deze onderdelen. &lt;b&gt;Qt&lt;/b&gt; en &lt;b&gt;PySide6&lt;/b&gt; worden gebruikt onder de GNU Lesser General Public License v3: het zijn afzonderlijke gedeelde bibliotheken die je door een eigen build van dezelfde versie mag vervangen; hun broncode is verkrijgbaar bij het Qt Project. Kies hieronder een licentie om de volledige tekst te lezen.</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Onderdeel</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versie</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licentie</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>Over {name}</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Over</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Licenties</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Over Qt</translation>
    </message>
</context>
<context>
    <name>ArmyBuilder</name>
    <message>
        <source>Unit</source>
        <translation>Eenheid</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Bepantsering</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Wapen</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moreel</translation>
    </message>
    <message>
        <source>King&apos;s leadership</source>
        <translation>Leiderschap van de Koning</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>Schilden</translation>
    </message>
    <message>
        <source>Dedicated (never panics)</source>
        <translation>Toegewijd (raakt nooit in paniek)</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Huurling</translation>
    </message>
    <message>
        <source>Buy this unit</source>
        <translation>Koop deze eenheid</translation>
    </message>
    <message>
        <source>Your army (drag a unit of the reserve onto a deployment hex, or select it and click the hex):</source>
        <translation>Je leger (sleep een eenheid uit de reserve naar een opstellingsveld, of kies ze en klik op het veld):</translation>
    </message>
    <message>
        <source>Promise</source>
        <translation>Beloof</translation>
    </message>
    <message>
        <source>Sell back</source>
        <translation>Terugverkopen</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Terugnemen</translation>
    </message>
    <message>
        <source>King&apos;s leadership {n}</source>
        <translation>Leiderschap van de Koning {n}</translation>
    </message>
    <message>
        <source>No King bought yet</source>
        <translation>Nog geen Koning gekocht</translation>
    </message>
    <message>
        <source>&lt;b&gt;{side}&lt;/b&gt;: budget {budget} points, spent {spent}, owed to mercenaries {owed}, unspent {unspent}. {king}.</source>
        <translation>&lt;b&gt;{side}&lt;/b&gt;: budget {budget} punten, uitgegeven {spent}, verschuldigd aan huurlingen {owed}, over {unspent}. {king}.</translation>
    </message>
    <message>
        <source>(promised {n})</source>
        <translation>(beloofd {n})</translation>
    </message>
    <message>
        <source>Cost of this unit: 1 point</source>
        <translation>Kosten van deze eenheid: 1 punt</translation>
    </message>
    <message>
        <source>Cost of this unit: {cost} points</source>
        <translation>Kosten van deze eenheid: {cost} punten</translation>
    </message>
</context>
<context>
    <name>BoardMarkers</name>
    <message>
        <source>Turn to face north</source>
        <translation>Naar het noorden draaien</translation>
    </message>
    <message>
        <source>Turn to face east</source>
        <translation>Naar het oosten draaien</translation>
    </message>
    <message>
        <source>Turn to face south</source>
        <translation>Naar het zuiden draaien</translation>
    </message>
    <message>
        <source>Turn to face west</source>
        <translation>Naar het westen draaien</translation>
    </message>
    <message>
        <source>Turn to face this way</source>
        <translation>Deze kant op draaien</translation>
    </message>
    <message>
        <source>Bribe these Mercenaries: they change sides</source>
        <translation>Deze huurlingen omkopen: ze lopen over</translation>
    </message>
</context>
<context>
    <name>CampaignPanel</name>
    <message>
        <source>Mar</source>
        <translation>mrt</translation>
    </message>
    <message>
        <source>Apr</source>
        <translation>apr</translation>
    </message>
    <message>
        <source>May</source>
        <translation>mei</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>jun</translation>
    </message>
    <message>
        <source>Jul</source>
        <translation>jul</translation>
    </message>
    <message>
        <source>Aug</source>
        <translation>aug</translation>
    </message>
    <message>
        <source>Sep</source>
        <translation>sep</translation>
    </message>
    <message>
        <source>Oct</source>
        <translation>okt</translation>
    </message>
    <message>
        <source>Nov</source>
        <translation>nov</translation>
    </message>
    <message>
        <source>Wtr</source>
        <translation>wtr</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Aankopen</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Koop</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Hoeveel</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Voor</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Veldslag</translation>
    </message>
    <message>
        <source>Knaves on row</source>
        <translation>Knechten op rij</translation>
    </message>
    <message>
        <source>Knights on row</source>
        <translation>Ridders op rij</translation>
    </message>
    <message>
        <source>Knights attack</source>
        <translation>Ridders vallen aan</translation>
    </message>
    <message>
        <source>Roll the attacks</source>
        <translation>De aanvallen gooien</translation>
    </message>
    <message>
        <source>Shift troops</source>
        <translation>Troepen verschuiven</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Verschuif</translation>
    </message>
    <message>
        <source>Shift these troops</source>
        <translation>Deze troepen verschuiven</translation>
    </message>
    <message>
        <source>Troop record</source>
        <translation>Troepenstaat</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Aanvoerder</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Ridders</translation>
    </message>
    <message>
        <source>Knaves</source>
        <translation>Knechten</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>BP</translation>
    </message>
    <message>
        <source>Garrisons</source>
        <translation>Garnizoenen</translation>
    </message>
    <message>
        <source>Stronghold</source>
        <translation>Burcht</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Beleg</translation>
    </message>
    <message>
        <source>Vassals and allies</source>
        <translation>Vazallen en bondgenoten</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Provincie</translation>
    </message>
    <message>
        <source>Loyalty</source>
        <translation>Trouw</translation>
    </message>
    <message>
        <source>Richard</source>
        <translation>Richard</translation>
    </message>
    <message>
        <source>Philip</source>
        <translation>Filips</translation>
    </message>
    <message>
        <source>{n} ducats</source>
        <translation>{n} dukaten</translation>
    </message>
    <message>
        <source>Richard&apos;s number: {n}</source>
        <translation>Richards getal: {n}</translation>
    </message>
    <message>
        <source>Forced marches left: Richard {r}, Philip {p}</source>
        <translation>Geforceerde marsen over: Richard {r}, Filips {p}</translation>
    </message>
    <message>
        <source>Papal truce until {when}</source>
        <translation>Pauselijk bestand tot {when}</translation>
    </message>
    <message>
        <source>knaves</source>
        <translation>knechten</translation>
    </message>
    <message>
        <source>knights</source>
        <translation>ridders</translation>
    </message>
    <message>
        <source>influence points</source>
        <translation>invloedspunten</translation>
    </message>
    <message>
        <source>a siege train</source>
        <translation>een belegeringstrein</translation>
    </message>
    <message>
        <source>the Saucy Fortress</source>
        <translation>de Brutale Vesting</translation>
    </message>
    <message>
        <source>supplies (ducats)</source>
        <translation>voorraden (dukaten)</translation>
    </message>
    <message>
        <source>Battle in {hex}: {att} attacks {dfn}, fought on the tactical board.</source>
        <translation>Veldslag in {hex}: {att} valt {dfn} aan, uitgevochten op het tactische bord.</translation>
    </message>
    <message>
        <source>Battle in {hex}, round {round}: {att} attacks {dfn}. Losses so far: {att} {la}, {dfn} {ld}.</source>
        <translation>Veldslag in {hex}, ronde {round}: {att} valt {dfn} aan. Verliezen tot nu: {att} {la}, {dfn} {ld}.</translation>
    </message>
    <message>
        <source>A (all or nothing)</source>
        <translation>A (alles of niets)</translation>
    </message>
    <message>
        <source>C (attrition)</source>
        <translation>C (uitputting)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>their knaves</source>
        <translation>hun knechten</translation>
    </message>
    <message>
        <source>their knights</source>
        <translation>hun ridders</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>gevangen</translation>
    </message>
    <message>
        <source> (inside)</source>
        <translation> (binnen)</translation>
    </message>
    <message>
        <source>{n} supplies</source>
        <translation>{n} voorraden</translation>
    </message>
    <message>
        <source>ruin</source>
        <translation>ruïne</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutraal</translation>
    </message>
    <message>
        <source>rebels (Philip)</source>
        <translation>opstandig (Filips)</translation>
    </message>
    <message>
        <source>with Philip</source>
        <translation>met Filips</translation>
    </message>
    <message>
        <source>with Richard</source>
        <translation>met Richard</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>vertrokken</translation>
    </message>
</context>
<context>
    <name>CampaignScene</name>
    <message>
        <source>Supply and zones of &amp;control</source>
        <translation>Bevoorrading en &amp;controlezones</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Veldtocht</translation>
    </message>
    <message>
        <source>{cost} MP</source>
        <translation>{cost} BP</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>lionheart: no display here; try &apos;lionheart --self-test&apos; or &apos;lionheart print-setup --ruleset lionheart-1997 --out sheet.pdf&apos;.</source>
        <translation>lionheart: hier is geen beeldscherm; probeer &apos;lionheart --self-test&apos; of &apos;lionheart print-setup --ruleset lionheart-1997 --out sheet.pdf&apos;.</translation>
    </message>
    <message>
        <source>lionheart: no X display answers at DISPLAY={display}; start the X server or set DISPLAY to one that runs.</source>
        <translation>lionheart: geen X-beeldscherm antwoordt op DISPLAY={display}; start de X-server of zet DISPLAY op een die draait.</translation>
    </message>
    <message>
        <source>lionheart: this system lacks libraries Qt needs to open windows ({libraries}); on Debian or Ubuntu: sudo apt-get install {packages}</source>
        <translation>lionheart: dit systeem mist bibliotheken die Qt nodig heeft om vensters te openen ({libraries}); op Debian of Ubuntu: sudo apt-get install {packages}</translation>
    </message>
    <message>
        <source>Lionheart Table: medieval board and war games at a virtual table, every rule kept by the program. Built so far: {games}.</source>
        <translation>Lionheart Table: middeleeuwse bord- en oorlogsspellen aan een virtuele tafel, elke regel bewaakt door het programma. Tot nu toe gebouwd: {games}.</translation>
    </message>
    <message>
        <source>Sub-commands (no display needed): &apos;lionheart print-setup --help&apos;, &apos;lionheart simulate --help&apos;.</source>
        <translation>Subcommando&apos;s (zonder beeldscherm): &apos;lionheart print-setup --help&apos;, &apos;lionheart simulate --help&apos;.</translation>
    </message>
    <message>
        <source>a saved game to open</source>
        <translation>een opgeslagen spel om te openen</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>toon de versie en stop</translation>
    </message>
    <message>
        <source>open every ruleset offscreen, render a frame, print every setup sheet; exit 0 on success</source>
        <translation>open elk spel buiten beeld, teken een beeld, druk elk opstellingsblad af; eindig met 0 als alles lukt</translation>
    </message>
    <message>
        <source>the rendered frame looks blank ({colours} colours)</source>
        <translation>het getekende beeld lijkt leeg ({colours} kleuren)</translation>
    </message>
    <message>
        <source>the setup sheet PDF is empty</source>
        <translation>de PDF van het opstellingsblad is leeg</translation>
    </message>
    <message>
        <source>frame {width}x{height} ({colours}+ colours), setup sheet {pages} page(s), {kib} KiB PDF, {ms} ms</source>
        <translation>beeld {width}x{height} ({colours}+ kleuren), opstellingsblad {pages} pagina(&apos;s), {kib} KiB PDF, {ms} ms</translation>
    </message>
    <message>
        <source>self-test: {passed} of {total} rulesets passed</source>
        <translation>zelftest: {passed} van {total} spellen geslaagd</translation>
    </message>
</context>
<context>
    <name>CrusadeAdapter</name>
    <message>
        <source>{coins} coins, {prestige} prestige</source>
        <translation>{coins} munten, {prestige} prestige</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Click the cards to contribute</source>
        <translation>Klik op de kaarten die je bijdraagt</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}: {phase}.</source>
        <translation>Ronde {round} van {rounds}: {phase}.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Gebeurtenis</translation>
    </message>
    <message>
        <source>Crusade deck: {n} cards face down</source>
        <translation>Kruistochtstapel: {n} kaarten gedekt</translation>
    </message>
    <message>
        <source>{card}: {n} in the Reserve</source>
        <translation>{card}: {n} in de reserve</translation>
    </message>
    <message>
        <source>{name}: {n} coins</source>
        <translation>{name}: {n} munten</translation>
    </message>
    <message>
        <source>{name}: {n} prestige</source>
        <translation>{name}: {n} prestige</translation>
    </message>
    <message>
        <source>{name}: {n} cards in hand</source>
        <translation>{name}: {n} kaarten in de hand</translation>
    </message>
    <message>
        <source>Your edict: {edict}</source>
        <translation>Jouw edict: {edict}</translation>
    </message>
    <message>
        <source>{name}&apos;s edict: {edict}</source>
        <translation>Edict van {name}: {edict}</translation>
    </message>
    <message>
        <source>Edict</source>
        <translation>Edict</translation>
    </message>
    <message>
        <source>{name}&apos;s edict, face down</source>
        <translation>Edict van {name}, gedekt</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Paard</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schip</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Vaardigheid</translation>
    </message>
    <message>
        <source>{name} has {item}</source>
        <translation>{name} heeft {item}</translation>
    </message>
    <message>
        <source>You support {side} this round.</source>
        <translation>Je steunt deze ronde {side}.</translation>
    </message>
    <message>
        <source>{name} supports {side} this round.</source>
        <translation>{name} steunt deze ronde {side}.</translation>
    </message>
    <message>
        <source>For {side}</source>
        <translation>Voor {side}</translation>
    </message>
    <message>
        <source>Crusade</source>
        <translation>Kruistocht</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
</context>
<context>
    <name>CrusadeScene</name>
    <message>
        <source>Last Crusade draw</source>
        <translation>Kruistocht: laatste trekking</translation>
    </message>
    <message>
        <source>Banners</source>
        <translation>Banieren</translation>
    </message>
    <message>
        <source>Hourglasses</source>
        <translation>Zandlopers</translation>
    </message>
    <message>
        <source>Chests</source>
        <translation>Kisten</translation>
    </message>
    <message>
        <source>No way on to {place}</source>
        <translation>Geen weg verder naar {place}</translation>
    </message>
    <message>
        <source>{used} of {points} movement points</source>
        <translation>{used} van {points} bewegingspunten</translation>
    </message>
    <message>
        <source>Movement: {used}</source>
        <translation>Beweging: {used}</translation>
    </message>
</context>
<context>
    <name>CrusadeSheet</name>
    <message>
        <source>{n} players, the {side} player side of the board</source>
        <translation>{n} spelers, de kant van het bord voor {side} spelers</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>De tafel</translation>
    </message>
    <message>
        <source>Location actions</source>
        <translation>Acties van de plaatsen</translation>
    </message>
    <message>
        <source>{character}: private</source>
        <translation>{character}: persoonlijk</translation>
    </message>
    <message>
        <source>fold this page: for this player&apos;s eyes only</source>
        <translation>vouw dit blad dicht: alleen voor de ogen van deze speler</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personages</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Paard</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schip</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Vaardigheid</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personage</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Factie</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Munten</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>Prestige</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>Verbeteringen</translation>
    </message>
    <message>
        <source>Round {round} of 10. First player: {first}. Each character holds a secret edict; hands and edicts are on the private pages.</source>
        <translation>Ronde {round} van 10. Startspeler: {first}. Elk personage heeft een geheim edict; handen en edicten staan op de persoonlijke bladen.</translation>
    </message>
    <message>
        <source>England</source>
        <translation>Engeland</translation>
    </message>
    <message>
        <source>The figures are placed in round one, each on an empty location.</source>
        <translation>De figuren worden in de eerste ronde geplaatst, elk op een lege plaats.</translation>
    </message>
    <message>
        <source>Red locations are shaded pink, green ones green; solid lines are roads, dashed lines water (a Ship is needed).</source>
        <translation>Rode plaatsen zijn roze gekleurd, groene groen; doorgetrokken lijnen zijn wegen, gestippelde lijnen water (daar is een Schip voor nodig).</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Spoor</translation>
    </message>
    <message>
        <source>Marker on</source>
        <translation>Markering op</translation>
    </message>
    <message>
        <source>The 16 location actions ({side} player side)</source>
        <translation>De 16 acties van de plaatsen (kant voor {side} spelers)</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <source>A location&apos;s action is performed on arriving there, at most once per round.</source>
        <translation>De actie van een plaats wordt uitgevoerd bij aankomst, hoogstens één keer per ronde.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kaart</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>{cards} cards, {coins} coins, {prestige} prestige.</source>
        <translation>Kaarten: {cards}, munten: {coins}, prestige: {prestige}.</translation>
    </message>
    <message>
        <source>Secret edict</source>
        <translation>Geheim edict</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Vaardigheid</translation>
    </message>
</context>
<context>
    <name>CrusadeUI</name>
    <message>
        <source>While Richard is on crusade, two to six characters travel England for Richard or for Prince John: gather provisions, buy favours, send cards to the crusade and watch the armies, the King&apos;s return and his treasure move on their tracks.</source>
        <translation>Terwijl Richard op kruistocht is, reizen twee tot zes personages door Engeland voor Richard of voor prins Jan: ze verzamelen voorraden, kopen gunsten, sturen kaarten naar de kruistocht en zien de legers, de terugkeer van de koning en zijn schat over hun sporen gaan.</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} wint</translation>
    </message>
    <message>
        <source>{seats} win</source>
        <translation>{seats} winnen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <source>{seat} to act</source>
        <translation>{seat} aan zet</translation>
    </message>
    <message>
        <source>{seats} to act</source>
        <translation>{seats} aan zet</translation>
    </message>
    <message>
        <source>Step through the game in the History panel, or start a new game (Ctrl+N).</source>
        <translation>Loop het spel door in het paneel Geschiedenis, of begin een nieuw spel (Ctrl+N).</translation>
    </message>
    <message>
        <source>Reviewing an earlier position: step forward to the end to play on.</source>
        <translation>Je bekijkt een eerdere stelling: ga vooruit tot het einde om verder te spelen.</translation>
    </message>
    <message>
        <source>Checking the saved game; play goes on in a moment.</source>
        <translation>Het opgeslagen spel wordt gecontroleerd; zo meteen gaat het spel verder.</translation>
    </message>
    <message>
        <source>{seat} is thinking...</source>
        <translation>{seat} denkt na...</translation>
    </message>
    <message>
        <source>The computer players are paused (Game &gt; Pause computer players).</source>
        <translation>De computerspelers zijn gepauzeerd (Spel &gt; Computerspelers pauzeren).</translation>
    </message>
    <message>
        <source>Waiting for {seats}.</source>
        <translation>Wachten op {seats}.</translation>
    </message>
    <message>
        <source>Choose below.</source>
        <translation>Kies hieronder.</translation>
    </message>
    <message>
        <source>Click or drag a piece on the board, or choose below.</source>
        <translation>Klik of sleep een stuk op het bord, of kies hieronder.</translation>
    </message>
    <message>
        <source>Click or drag a piece on the board.</source>
        <translation>Klik of sleep een stuk op het bord.</translation>
    </message>
    <message>
        <source>Do the chosen one</source>
        <translation>Doe de gekozen keuze</translation>
    </message>
    <message>
        <source>Or double-click a choice in the list.</source>
        <translation>Of dubbelklik op een keuze in de lijst.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>There is nothing to take back.</source>
        <translation>Er valt niets terug te nemen.</translation>
    </message>
    <message>
        <source>the saved game</source>
        <translation>het opgeslagen spel</translation>
    </message>
    <message>
        <source>{file}: the position saved after action {n} is damaged.</source>
        <translation>{file}: de stelling die na actie {n} is opgeslagen, is beschadigd.</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Er is geen spel geopend.</translation>
    </message>
    <message>
        <source>You are looking at an earlier position: return to the present to play.</source>
        <translation>Je bekijkt een eerdere stelling: keer terug naar het heden om te spelen.</translation>
    </message>
    <message>
        <source>The saved game is still being checked; a moment, please.</source>
        <translation>Het opgeslagen spel wordt nog gecontroleerd; een ogenblik geduld.</translation>
    </message>
    <message>
        <source>The computer plays {seat}.</source>
        <translation>De computer speelt {seat}.</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, daarna </translation>
    </message>
    <message>
        <source>{seat} acted: their action cannot be taken back.</source>
        <translation>{seat} heeft gespeeld: die actie kan niet worden teruggenomen.</translation>
    </message>
    <message>
        <source>The computer&apos;s actions cannot be taken back.</source>
        <translation>De acties van de computer kunnen niet worden teruggenomen.</translation>
    </message>
    <message>
        <source>Hidden information was revealed: that cannot be taken back.</source>
        <translation>Er is verborgen informatie onthuld: dat kan niet worden teruggenomen.</translation>
    </message>
    <message>
        <source>The dice have been rolled: that cannot be taken back.</source>
        <translation>De dobbelstenen zijn gegooid: dat kan niet worden teruggenomen.</translation>
    </message>
    <message>
        <source>Chance has spoken (a shuffle or a draw): that cannot be taken back.</source>
        <translation>Het toeval heeft gesproken (schudden of trekken): dat kan niet worden teruggenomen.</translation>
    </message>
    <message>
        <source>This action cannot be taken back.</source>
        <translation>Deze actie kan niet worden teruggenomen.</translation>
    </message>
    <message>
        <source>Return to the present position first.</source>
        <translation>Keer eerst terug naar de huidige stelling.</translation>
    </message>
    <message>
        <source>Wait until {seat} has chosen.</source>
        <translation>Wacht tot {seat} heeft gekozen.</translation>
    </message>
    <message>
        <source>Only a person at this screen can take back their own actions.</source>
        <translation>Alleen een speler aan dit scherm kan eigen acties terugnemen.</translation>
    </message>
    <message>
        <source>That was {seat}&apos;s action: you can take back only your own.</source>
        <translation>Dat was een actie van {seat}: je kunt alleen je eigen acties terugnemen.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Er valt niets opnieuw te doen.</translation>
    </message>
    <message>
        <source>That is inside one move of several actions: take it back whole.</source>
        <translation>Dat ligt midden in één zet van meerdere acties: neem die zet in zijn geheel terug.</translation>
    </message>
    <message>
        <source>The computer player chose an illegal action; the computer players are paused.</source>
        <translation>De computerspeler koos een ongeldige actie; de computerspelers zijn gepauzeerd.</translation>
    </message>
    <message>
        <source>The computer player failed ({error}); the computer players are paused.</source>
        <translation>De computerspeler is vastgelopen ({error}); de computerspelers zijn gepauzeerd.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>The game is over</source>
        <translation>Het spel is afgelopen</translation>
    </message>
    <message>
        <source>{seat} wins!</source>
        <translation>{seat} wint!</translation>
    </message>
    <message>
        <source>{seats} win!</source>
        <translation>{seats} winnen!</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Spel nakijken</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Geef het scherm aan {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s view holds what only {name} may see. Everyone else, please look away until {name} has the screen.</source>
        <translation>Het beeld van {name} toont wat alleen {name} mag zien. Alle anderen: kijk weg tot {name} het scherm heeft.</translation>
    </message>
    <message>
        <source>I am {name}</source>
        <translation>Ik ben {name}</translation>
    </message>
</context>
<context>
    <name>HexDeployment</name>
    <message>
        <source>No game is on the table.</source>
        <translation>Er ligt geen spel op tafel.</translation>
    </message>
</context>
<context>
    <name>HistoryStepper</name>
    <message>
        <source>The opening position</source>
        <translation>De beginstelling</translation>
    </message>
    <message>
        <source>One action back</source>
        <translation>Eén actie terug</translation>
    </message>
    <message>
        <source>One action forward</source>
        <translation>Eén actie vooruit</translation>
    </message>
    <message>
        <source>The present position</source>
        <translation>De huidige stelling</translation>
    </message>
    <message>
        <source>Undo to here</source>
        <translation>Tot hier terugnemen</translation>
    </message>
    <message>
        <source>Step back to the position you want to return to.</source>
        <translation>Ga terug naar de stelling waarnaar je wilt terugkeren.</translation>
    </message>
    <message>
        <source>Take back every action after this position.</source>
        <translation>Neem elke actie na deze stelling terug.</translation>
    </message>
    <message>
        <source>Present position: nothing played yet</source>
        <translation>Huidige stelling: nog niets gespeeld</translation>
    </message>
    <message>
        <source>Present position, after action {n}</source>
        <translation>Huidige stelling, na actie {n}</translation>
    </message>
    <message>
        <source>Opening position (action 0 of {total})</source>
        <translation>Beginstelling (actie 0 van {total})</translation>
    </message>
    <message>
        <source>After action {n} of {total}</source>
        <translation>Na actie {n} van {total}</translation>
    </message>
</context>
<context>
    <name>LancasterAdapter</name>
    <message>
        <source>Power points</source>
        <translation>Machtpunten</translation>
    </message>
    <message>
        <source>France</source>
        <translation>Frankrijk</translation>
    </message>
</context>
<context>
    <name>LancasterScene</name>
    <message>
        <source>Court: pick the knight to place</source>
        <translation>Hof: kies de ridder om te plaatsen</translation>
    </message>
    <message>
        <source>Round table</source>
        <translation>Ronde tafel</translation>
    </message>
    <message>
        <source>Nobles at the round table: {names}</source>
        <translation>Edelmannen aan de ronde tafel: {names}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Knight of strength {n}: click to pick it, or drag it where it goes</source>
        <translation>Ridder met sterkte {n}: klik om hem te kiezen, of sleep hem naar zijn plaats</translation>
    </message>
    <message>
        <source>(nobody places a knight now)</source>
        <translation>(niemand plaatst nu een ridder)</translation>
    </message>
    <message>
        <source>Parliament: laws in force, proposals and votes</source>
        <translation>Parlement: geldende wetten, voorstellen en stemmen</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>Geldend</translation>
    </message>
    <message>
        <source>(to vote)</source>
        <translation>(ter stemming)</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Voorstel</translation>
    </message>
    <message>
        <source>{seat}: voted</source>
        <translation>{seat}: heeft gestemd</translation>
    </message>
    <message>
        <source>{seat}: yes +{n}</source>
        <translation>{seat}: ja +{n}</translation>
    </message>
    <message>
        <source>{seat}: no +{n}</source>
        <translation>{seat}: nee +{n}</translation>
    </message>
    <message>
        <source>Your vote: in the Turn panel</source>
        <translation>Je stem: in het paneel Beurt</translation>
    </message>
    <message>
        <source>Conflicts in France (top row, bottom row) and the king&apos;s favours</source>
        <translation>Conflicten in Frankrijk (bovenste rij, onderste rij) en de gunsten van de koning</translation>
    </message>
    <message>
        <source>Conflict {card} ({row})</source>
        <translation>Conflict {card} ({row})</translation>
    </message>
    <message>
        <source>top</source>
        <translation>boven</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>onder</translation>
    </message>
    <message>
        <source>France {n}</source>
        <translation>Frankrijk {n}</translation>
    </message>
    <message>
        <source>Favour tile {n}</source>
        <translation>Gunsttegel {n}</translation>
    </message>
    <message>
        <source>Counties: minimum strength and nobles left</source>
        <translation>Graafschappen: minimale sterkte en resterende edelmannen</translation>
    </message>
    <message>
        <source>min {m}
nobles {n}</source>
        <translation>min. {m}
edelmannen {n}</translation>
    </message>
    <message>
        <source>Castles</source>
        <translation>Kastelen</translation>
    </message>
    <message>
        <source>{ally} (ally of {lead})</source>
        <translation>{ally} (bondgenoot van {lead})</translation>
    </message>
    <message>
        <source>votes {n}</source>
        <translation>stemblokjes {n}</translation>
    </message>
    <message>
        <source>power {n}</source>
        <translation>machtpunten {n}</translation>
    </message>
    <message>
        <source>nobles {n}</source>
        <translation>edelmannen {n}</translation>
    </message>
    <message>
        <source>gold {n}</source>
        <translation>goud {n}</translation>
    </message>
    <message>
        <source>squires {n}</source>
        <translation>schildknapen {n}</translation>
    </message>
    <message>
        <source>reserve {list}</source>
        <translation>reserve {list}</translation>
    </message>
    <message>
        <source>captive {list}</source>
        <translation>gevangen {list}</translation>
    </message>
    <message>
        <source>Space {n}</source>
        <translation>Vak {n}</translation>
    </message>
    <message>
        <source>ext.</source>
        <translation>uitbr.</translation>
    </message>
    <message>
        <source>A knight goes to a castle space of its own house only.</source>
        <translation>Een ridder gaat alleen naar een vak van het kasteel van zijn eigen huis.</translation>
    </message>
    <message>
        <source>Squires to add:</source>
        <translation>Schildknapen erbij:</translation>
    </message>
    <message>
        <source>Place the knight with {n} squires</source>
        <translation>Plaats de ridder met {n} schildknapen</translation>
    </message>
</context>
<context>
    <name>LancasterSheet</name>
    <message>
        <source>{n} players</source>
        <translation>{n} spelers</translation>
    </message>
    <message>
        <source>court</source>
        <translation>hof</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>reserve</translation>
    </message>
    <message>
        <source>castle {n}</source>
        <translation>kasteel {n}</translation>
    </message>
    <message>
        <source>conflict {n}</source>
        <translation>conflict {n}</translation>
    </message>
    <message>
        <source>Round {round} of 5. Start player: {start}. Extensions: {extensions}; screens: {screens}.</source>
        <translation>Ronde {round} van 5. Startspeler: {start}. Uitbreidingen: {extensions}; zichtschermen: {screens}.</translation>
    </message>
    <message>
        <source>Houses</source>
        <translation>Huizen</translation>
    </message>
    <message>
        <source>(ally of {house})</source>
        <translation>(bondgenoot van {house})</translation>
    </message>
    <message>
        <source>behind the screen</source>
        <translation>achter het zichtscherm</translation>
    </message>
    <message>
        <source>{gold} gold, {squires} squires</source>
        <translation>goud: {gold}, schildknapen: {squires}</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Huis</translation>
    </message>
    <message>
        <source>Court</source>
        <translation>Hof</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Uitgezet</translation>
    </message>
    <message>
        <source>Extensions</source>
        <translation>Uitbreidingen</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Bezit</translation>
    </message>
    <message>
        <source>Votes / power</source>
        <translation>Stemmen / macht</translation>
    </message>
    <message>
        <source>Parliament</source>
        <translation>Parlement</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>van kracht</translation>
    </message>
    <message>
        <source>proposed</source>
        <translation>voorgesteld</translation>
    </message>
    <message>
        <source>Law</source>
        <translation>Wet</translation>
    </message>
    <message>
        <source>Conflicts in France</source>
        <translation>Conflicten in Frankrijk</translation>
    </message>
    <message>
        <source>top</source>
        <translation>boven</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>onder</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kaart</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rij</translation>
    </message>
    <message>
        <source>France</source>
        <translation>Frankrijk</translation>
    </message>
    <message>
        <source>Power points</source>
        <translation>Machtpunten</translation>
    </message>
    <message>
        <source>Spaces (in order)</source>
        <translation>Velden (op volgorde)</translation>
    </message>
    <message>
        <source>Counties</source>
        <translation>County&apos;s</translation>
    </message>
    <message>
        <source>County</source>
        <translation>County</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Reward</source>
        <translation>Opbrengst</translation>
    </message>
    <message>
        <source>Nobles</source>
        <translation>Edelen</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>In bezit van</translation>
    </message>
    <message>
        <source>* No source names this county: the name is a placeholder (reconstructed data, listed under Help &gt; About).</source>
        <translation>* Geen bron noemt deze county: de naam is een plaatsvervanger (gereconstrueerde gegevens, vermeld onder Help &gt; Over).</translation>
    </message>
    <message>
        <source>Gold and squires behind the screens are never printed; votes not yet revealed are not shown.</source>
        <translation>Goud en schildknapen achter de zichtschermen worden nooit afgedrukt; stemmen die nog niet onthuld zijn, staan er niet op.</translation>
    </message>
</context>
<context>
    <name>LancasterUI</name>
    <message>
        <source>Two to five noble houses send their knights to the counties, to the wars in France and to their own castles, vote laws in Parliament and win nobles to their round table. The most power at the end wins.</source>
        <translation>Twee tot vijf adellijke huizen sturen hun ridders naar de graafschappen, naar de oorlogen in Frankrijk en naar hun eigen kastelen, stemmen wetten in het parlement en winnen edelen voor hun ronde tafel. Wie aan het eind de meeste macht heeft, wint.</translation>
    </message>
    <message>
        <source>Your vote on {law}: voting markers to add</source>
        <translation>Je stem over {law}: stemblokjes erbij</translation>
    </message>
    <message>
        <source>Yes +{n}</source>
        <translation>Ja +{n}</translation>
    </message>
    <message>
        <source>No +{n}</source>
        <translation>Nee +{n}</translation>
    </message>
    <message>
        <source>{law}: how many?</source>
        <translation>{law}: hoeveel?</translation>
    </message>
    <message>
        <source>How many?</source>
        <translation>Hoeveel?</translation>
    </message>
    <message>
        <source>Buy {n}</source>
        <translation>{n} kopen</translation>
    </message>
</context>
<context>
    <name>Lionheart1997Placement</name>
    <message>
        <source>1 die per figure</source>
        <translation>1 steen per figuur</translation>
    </message>
    <message>
        <source>{n} dice per figure</source>
        <translation>{n} stenen per figuur</translation>
    </message>
    <message>
        <source>1 hit to kill</source>
        <translation>1 treffer per figuur</translation>
    </message>
    <message>
        <source>{n} hits to kill</source>
        <translation>{n} treffers per figuur</translation>
    </message>
    <message>
        <source>{dice}, {hits}</source>
        <translation>{dice}, {hits}</translation>
    </message>
    <message>
        <source>Drop an Infantry base on another of your Infantry bases to move its figures (up to 10 on a base), then confirm</source>
        <translation>Sleep een eenheid Infanterie op een andere eenheid Infanterie van je om haar figuren te verplaatsen (tot 10 op een eenheid), en bevestig dan</translation>
    </message>
    <message>
        <source>1 base left to place ({placed} of {limit} on the board)</source>
        <translation>Nog 1 eenheid te plaatsen ({placed} van {limit} op het bord)</translation>
    </message>
    <message>
        <source>{left} bases left to place ({placed} of {limit} on the board)</source>
        <translation>Nog {left} eenheden te plaatsen ({placed} van {limit} op het bord)</translation>
    </message>
    <message>
        <source>No game is on the table.</source>
        <translation>Er ligt geen spel op tafel.</translation>
    </message>
</context>
<context>
    <name>Lionheart1997Sheet</name>
    <message>
        <source>basic game</source>
        <translation>basisspel</translation>
    </message>
    <message>
        <source>customized armies</source>
        <translation>eigen legers</translation>
    </message>
    <message>
        <source>Massive Infantry</source>
        <translation>Massale infanterie</translation>
    </message>
    <message>
        <source>draw after {n} turns</source>
        <translation>remise na {n} beurten</translation>
    </message>
    <message>
        <source>{side} army</source>
        <translation>Leger van {side}</translation>
    </message>
    <message>
        <source>seen from the {side} side of the table</source>
        <translation>gezien vanaf de kant van {side}</translation>
    </message>
    <message>
        <source>{side} sets up in secret: only the King&apos;s square is known ({seat}).</source>
        <translation>{side} stelt in het geheim op: alleen het veld van de koning is bekend ({seat}).</translation>
    </message>
    <message>
        <source>No {side} army placed yet: this page shows the standard army of the basic game ({seat}).</source>
        <translation>Nog geen leger van {side} geplaatst: deze pagina toont het standaardleger van het basisspel ({seat}).</translation>
    </message>
    <message>
        <source>{side}&apos;s secret setup, {n} bases confirmed ({seat}).</source>
        <translation>Geheime opstelling van {side}, {n} eenheden bevestigd ({seat}).</translation>
    </message>
    <message>
        <source>{side}&apos;s secret setup, {n} bases placed so far, not yet confirmed ({seat}).</source>
        <translation>Geheime opstelling van {side}, tot nu toe {n} eenheden geplaatst, nog niet bevestigd ({seat}).</translation>
    </message>
    <message>
        <source>Starting positions, {seat}.</source>
        <translation>Beginopstelling, {seat}.</translation>
    </message>
    <message>
        <source>Final position: {reason} ({seat}; the other army in grey).</source>
        <translation>Eindstand: {reason} ({seat}; het andere leger in grijs).</translation>
    </message>
    <message>
        <source>Position in turn {turn}, {side} to act ({seat}; the other army in grey).</source>
        <translation>Stand in beurt {turn}, {side} is aan zet ({seat}; het andere leger in grijs).</translation>
    </message>
    <message>
        <source>{side} army list</source>
        <translation>Legerlijst van {side}</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Acties</translation>
    </message>
    <message>
        <source>{side} half</source>
        <translation>Helft van {side}</translation>
    </message>
    <message>
        <source>Reading the board</source>
        <translation>Het bord lezen</translation>
    </message>
    <message>
        <source>A base: its unit&apos;s sign (see the army list), its figures, and a wedge on the edge it faces.</source>
        <translation>Een eenheid: het teken van haar soort (zie de legerlijst), haar figuren en een wig aan de kant waarheen ze kijkt.</translation>
    </message>
    <message>
        <source>Combat dice</source>
        <translation>Gevechtsdobbelstenen</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Eenheid</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Veld</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Dice per figure</source>
        <translation>Stenen per figuur</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Stenen gegooid</translation>
    </message>
    <message>
        <source>Hits with</source>
        <translation>Raak met</translation>
    </message>
    <message>
        <source>Hits per figure</source>
        <translation>Treffers per figuur</translation>
    </message>
    <message>
        <source>Panics?</source>
        <translation>Paniek?</translation>
    </message>
    <message>
        <source>Moves and special rules</source>
        <translation>Bewegen en bijzondere regels</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <source>How it works</source>
        <translation>Hoe het werkt</translation>
    </message>
    <message>
        <source>Each die: 3 axes, 2 arrows, 1 panic. Four dice in all.</source>
        <translation>Elke steen: 3 strijdbijlen, 2 pijlen, 1 paniek. Vier stenen in totaal.</translation>
    </message>
    <message>
        <source>Dice rolled: dice per figure × figures, at most 4.</source>
        <translation>Gegooide stenen: stenen per figuur × figuren, hoogstens 4.</translation>
    </message>
    <message>
        <source>Hits: each die showing the attacker&apos;s hit face. A target that needs 2 hits per figure loses one figure for each 2 hits of the same attack.</source>
        <translation>Treffers: elke steen met het trefvlak van de aanvaller. Een doel dat 2 treffers per figuur nodig heeft, verliest een figuur per 2 treffers van dezelfde aanval.</translation>
    </message>
    <message>
        <source>Total panic: every die shows panic. The attacker turns about and falls back one square. An own base in the way panics too; off the board, into the enemy, into its own King or into Mercenaries it is eliminated. Kings and Mercenaries never panic.</source>
        <translation>Totale paniek: elke steen toont paniek. De aanvaller keert om en trekt één veld terug. Een eigen eenheid in de weg raakt ook in paniek; van het bord af, tegen de vijand, tegen de eigen koning of tegen Huurlingen is hij uitgeschakeld. Koningen en Huurlingen raken nooit in paniek.</translation>
    </message>
    <message>
        <source>Last figure (1 die per figure) against a 2-hit target: roll one die, and after a hit a second; two hits take a figure; a panic on either is a total panic.</source>
        <translation>Laatste figuur (1 steen per figuur) tegen een doel met 2 treffers: gooi één steen, en na een treffer een tweede; twee treffers nemen een figuur; paniek op een van beide is totale paniek.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Je beurt</translation>
    </message>
    <message>
        <source>Two actions, any mix of move, turn and attack (the same one twice is fine). No base attacks twice in one turn.</source>
        <translation>Twee acties, elke mix van bewegen, draaien en aanvallen (twee keer dezelfde mag). Geen eenheid valt twee keer aan in één beurt.</translation>
    </message>
    <message>
        <source>Move · 1 action</source>
        <translation>Bewegen · 1 actie</translation>
    </message>
    <message>
        <source>Straight ahead only, the way the base faces; never through another base. On foot: one square. King and Knights ride on until a base or the edge stops them.</source>
        <translation>Alleen rechtdoor, de kijkrichting van de eenheid; nooit door een andere eenheid. Te voet: één veld. Koning en Ridders rijden door tot een eenheid of de rand ze stopt.</translation>
    </message>
    <message>
        <source>Turn · 1 action</source>
        <translation>Draaien · 1 actie</translation>
    </message>
    <message>
        <source>Face any of the four sides, about-face included.</source>
        <translation>Kijk naar een van de vier kanten, omkeren inbegrepen.</translation>
    </message>
    <message>
        <source>Attack · 1 action</source>
        <translation>Aanvallen · 1 actie</translation>
    </message>
    <message>
        <source>Stand next to the enemy base and face it (flank and rear attacks count); Archers and Heavy Infantry reach further (army list). Roll the dice and count the hits.</source>
        <translation>Sta naast de vijandelijke eenheid en kijk ernaar (flank- en rugaanvallen tellen); Boogschutters en Zware infanterie reiken verder (legerlijst). Gooi de stenen en tel de treffers.</translation>
    </message>
    <message>
        <source>First turn: both sides roll all four dice; the most axes moves first; a tie rolls again.</source>
        <translation>Eerste beurt: beide kanten gooien alle vier stenen; wie de meeste strijdbijlen heeft begint; bij gelijkspel opnieuw gooien.</translation>
    </message>
    <message>
        <source>Winning: eliminate the enemy King, or every other enemy base so that he stands alone.</source>
        <translation>Winnen: schakel de vijandelijke koning uit, of elke andere vijandelijke eenheid zodat hij alleen staat.</translation>
    </message>
    <message>
        <source>Bribe · 1 action</source>
        <translation>Omkopen · 1 actie</translation>
    </message>
    <message>
        <source>A King who has just moved to face enemy Mercenaries may use his next action to win them over, unless their own King stands next to them, facing them.</source>
        <translation>Een koning die net bewoog om vijandelijke Huurlingen aan te kijken, mag met zijn volgende actie ze omkopen, tenzij hun eigen koning naast ze staat en ze aankijkt.</translation>
    </message>
    <message>
        <source>Axes</source>
        <translation>Bijlen</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Pijlen</translation>
    </message>
    <message>
        <source>Axes or arrows</source>
        <translation>Bijlen of pijlen</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nooit</translation>
    </message>
    <message>
        <source>Yes, often</source>
        <translation>Ja, vaak</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Rides straight ahead as far as it likes.</source>
        <translation>Rijdt rechtdoor zo ver als hij wil.</translation>
    </message>
    <message>
        <source>Slow: a move (1 square) or a turn costs {n} actions.</source>
        <translation>Traag: een zet (1 veld) of een draai kost {n} acties.</translation>
    </message>
    <message>
        <source>Moves 1 square.</source>
        <translation>Beweegt 1 veld.</translation>
    </message>
    <message>
        <source>Shoots one enemy in the {w}×{d} block ahead, over other bases.</source>
        <translation>Schiet op één vijand in het blok van {w}×{d} ervoor, over andere eenheden heen.</translation>
    </message>
    <message>
        <source>Strikes any of the 8 squares around, without facing.</source>
        <translation>Slaat op elk van de 8 velden rondom, zonder te draaien.</translation>
    </message>
    <message>
        <source>Hits: the axes or the arrows, whichever came up more; none if panics outnumber both.</source>
        <translation>Treffers: de bijlen of de pijlen, wat het vaakst viel; geen als er meer paniek is dan van beide.</translation>
    </message>
    <message>
        <source>After attacking, falls back 1 square per panic rolled.</source>
        <translation>Trekt na de aanval 1 veld terug per gegooide paniek.</translation>
    </message>
    <message>
        <source>Each panic rolled drives its target back 1 square (not Kings or Mercenaries).</source>
        <translation>Elke gegooide paniek drijft het doel 1 veld terug (niet Koningen of Huurlingen).</translation>
    </message>
    <message>
        <source>Fleeing bases that run into them die.</source>
        <translation>Vluchtende eenheden die tegen hen aanlopen, sneuvelen.</translation>
    </message>
    <message>
        <source>The enemy King can bribe them.</source>
        <translation>De vijandelijke koning kan ze omkopen.</translation>
    </message>
    <message>
        <source>Lose him, or keep only him, and you lose.</source>
        <translation>Verlies hem, of hou alleen hem over, en je verliest.</translation>
    </message>
    <message>
        <source>Massive Infantry: up to {n} on a base.</source>
        <translation>Massale infanterie: tot {n} op een eenheid.</translation>
    </message>
</context>
<context>
    <name>Lionheart1997Stand</name>
    <message>
        <source>north</source>
        <translation>het noorden</translation>
    </message>
    <message>
        <source>east</source>
        <translation>het oosten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>het zuiden</translation>
    </message>
    <message>
        <source>west</source>
        <translation>het westen</translation>
    </message>
    <message>
        <source>1 action</source>
        <translation>1 actie</translation>
    </message>
    <message>
        <source>{n} actions</source>
        <translation>{n} acties</translation>
    </message>
    <message>
        <source>battle-axes</source>
        <translation>strijdbijlen</translation>
    </message>
    <message>
        <source>arrows</source>
        <translation>pijlen</translation>
    </message>
    <message>
        <source>axes or arrows, whichever is more</source>
        <translation>bijlen of pijlen, wat het meest valt</translation>
    </message>
    <message>
        <source>the square in front</source>
        <translation>het veld ervoor</translation>
    </message>
    <message>
        <source>any of the {n} squares in front</source>
        <translation>elk van de {n} velden ervoor</translation>
    </message>
    <message>
        <source>any of the 8 squares around</source>
        <translation>elk van de 8 velden rondom</translation>
    </message>
    <message>
        <source>any distance straight ahead</source>
        <translation>zo ver als hij wil rechtdoor</translation>
    </message>
    <message>
        <source>one square ahead</source>
        <translation>één veld vooruit</translation>
    </message>
    <message>
        <source>&lt;b&gt;{unit}&lt;/b&gt; on {square}, facing {facing}</source>
        <translation>&lt;b&gt;{unit}&lt;/b&gt; op {square}, kijkt naar {facing}</translation>
    </message>
    <message>
        <source>Attack: {attack}</source>
        <translation>Aanval: {attack}</translation>
    </message>
    <message>
        <source>Dice: {per} per figure, {dice} in all (never more than 4); hits with {hits}</source>
        <translation>Stenen: {per} per figuur, {dice} in totaal (nooit meer dan 4); raak met {hits}</translation>
    </message>
    <message>
        <source>Hits to remove a figure: {n}</source>
        <translation>Treffers om een figuur weg te nemen: {n}</translation>
    </message>
    <message>
        <source>Move: {move}, {move_cost}; turn: {turn_cost}</source>
        <translation>Bewegen: {move}, {move_cost}; draaien: {turn_cost}</translation>
    </message>
    <message>
        <source>Panics: yes</source>
        <translation>Paniek: ja</translation>
    </message>
    <message>
        <source>Panics: never</source>
        <translation>Paniek: nooit</translation>
    </message>
    <message>
        <source>Falls back one square for every panic rolled</source>
        <translation>Trekt één veld terug per gegooide paniek</translation>
    </message>
    <message>
        <source>Drives back what it attacks, one square per panic</source>
        <translation>Drijft wat hij aanvalt terug, één veld per paniek</translation>
    </message>
    <message>
        <source>Can be bribed by the enemy King</source>
        <translation>Kan door de vijandelijke koning worden omgekocht</translation>
    </message>
</context>
<context>
    <name>Lionheart1997UI</name>
    <message>
        <source>Two armies, gold and silver, meet on a field of 9 x 10 squares. Kings, Knights, Archers and Infantry (and, in the customized game, Heavy Infantry, Peasants and bribable Mercenaries) fight with combat dice of battle-axes, arrows and panics. Two actions a turn; take the enemy King or leave him standing alone.</source>
        <translation>Twee legers, goud en zilver, treffen elkaar op een veld van 9 x 10 vakken. Koningen, ridders, boogschutters en infanterie (en in het aangepaste spel zware infanterie, boeren en omkoopbare huurlingen) vechten met gevechtsdobbelstenen met strijdbijlen, pijlen en paniek. Twee acties per beurt; versla de vijandelijke koning of laat hem alleen op het veld staan.</translation>
    </message>
</context>
<context>
    <name>LionheartHexAdapter</name>
    <message>
        <source>&lt;b&gt;{unit}&lt;/b&gt; on {hex}</source>
        <translation>&lt;b&gt;{unit}&lt;/b&gt; op {hex}</translation>
    </message>
    <message>
        <source>Panicked: must rally</source>
        <translation>In paniek: moet zich herstellen</translation>
    </message>
    <message>
        <source>Not loaded</source>
        <translation>Niet geladen</translation>
    </message>
</context>
<context>
    <name>LionheartHexScene</name>
    <message>
        <source>Actions to come</source>
        <translation>Komende acties</translation>
    </message>
    <message>
        <source>Drag the unit to another hex of your deployment rows, or onto the army list to take it back.</source>
        <translation>Sleep de eenheid naar een ander veld van je opstellingsrijen, of naar de legerlijst om ze terug te nemen.</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>Beurt {n}</translation>
    </message>
    <message>
        <source>{side} chooses who acts first</source>
        <translation>{side} kiest wie eerst handelt</translation>
    </message>
    <message>
        <source>A tie: nothing happens</source>
        <translation>Gelijkspel: er gebeurt niets</translation>
    </message>
    <message>
        <source>Actions to come: {order}</source>
        <translation>Komende acties: {order}</translation>
    </message>
</context>
<context>
    <name>LionheartHexSheet</name>
    <message>
        <source>{n} points</source>
        <translation>{n} punten</translation>
    </message>
    <message>
        <source>standard armies</source>
        <translation>standaardlegers</translation>
    </message>
    <message>
        <source>armies bought</source>
        <translation>gekochte legers</translation>
    </message>
    <message>
        <source>draw after {n} turns</source>
        <translation>gelijkspel na {n} beurten</translation>
    </message>
    <message>
        <source>{side} army</source>
        <translation>Leger van {side}</translation>
    </message>
    <message>
        <source>{side}&apos;s army is bought and deployed in secret: this page shows only the {side} army (confirmed).</source>
        <translation>Het leger van {side} wordt in het geheim gekocht en opgesteld: dit blad toont alleen het leger van {side} (bevestigd).</translation>
    </message>
    <message>
        <source>{side}&apos;s army is bought and deployed in secret: this page shows only the {side} army (not yet confirmed).</source>
        <translation>Het leger van {side} wordt in het geheim gekocht en opgesteld: dit blad toont alleen het leger van {side} (nog niet bevestigd).</translation>
    </message>
    <message>
        <source>Final position ({side}&apos;s view: the other side&apos;s promises stay hidden).</source>
        <translation>Eindstand (gezien door {side}: de beloften van de andere partij blijven verborgen).</translation>
    </message>
    <message>
        <source>Position in turn {turn} ({side}&apos;s view: the other side&apos;s promises to its mercenaries stay hidden).</source>
        <translation>Stand in beurt {turn} (gezien door {side}: de beloften van de andere partij aan haar huurlingen blijven verborgen).</translation>
    </message>
    <message>
        <source>{side} army list</source>
        <translation>Legerlijst van {side}</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Eenheid</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Promise</source>
        <translation>Belofte</translation>
    </message>
    <message>
        <source>No unit bought yet: {side} deploys in the two hex rows nearest its edge, the King in the back row.</source>
        <translation>Nog geen eenheid gekocht: {side} stelt op in de twee hexrijen het dichtst bij de eigen rand, de koning in de achterste rij.</translation>
    </message>
    <message>
        <source>Budget {budget} points; spent {spent}, owed to mercenaries {owed}, unspent {unspent}.</source>
        <translation>Budget {budget} punten; besteed {spent}, verschuldigd aan huurlingen {owed}, ongebruikt {unspent}.</translation>
    </message>
</context>
<context>
    <name>LionheartHexUI</name>
    <message>
        <source>The 1997 armies on a field of hexes: buy and deploy an army in secret, then act unit by unit in the order the leadership roll gives. Facing, flanks and firing arcs count; panicked units flee and must be rallied.</source>
        <translation>De legers van 1997 op een veld van zeshoeken: koop en stel in het geheim een leger op, en handel dan eenheid per eenheid in de volgorde die de leiderschapsworp geeft. Richting, flanken en schootsvelden tellen; eenheden in paniek vluchten en moeten verzameld worden.</translation>
    </message>
    <message>
        <source>Bid for the mercenary {unit} on {hex}:</source>
        <translation>Bod op de huurling {unit} op {hex}:</translation>
    </message>
    <message>
        <source>Offer {n} points</source>
        <translation>{n} punten bieden</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Leger</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Double-click a line to see the position after it.</source>
        <translation>Dubbelklik op een regel om de stelling daarna te zien.</translation>
    </message>
    <message>
        <source>Reading the earlier actions back... ({done} of {total})</source>
        <translation>De eerdere acties worden teruggelezen... ({done} van {total})</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The board module is not installed.</source>
        <translation>De bordmodule is niet geïnstalleerd.</translation>
    </message>
    <message>
        <source>This game&apos;s board cannot be drawn: {error}</source>
        <translation>Het bord van dit spel kan niet worden getekend: {error}</translation>
    </message>
    <message>
        <source>Lionheart Table</source>
        <translation>Lionheart Table</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Nieuw spel...</translation>
    </message>
    <message>
        <source>New from &amp;position...</source>
        <translation>Nieuw vanuit &amp;positie...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Openen...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Opslaan &amp;als...</translation>
    </message>
    <message>
        <source>Play by &amp;file...</source>
        <translation>Spelen per &amp;bestand...</translation>
    </message>
    <message>
        <source>&amp;Print setup sheet...</source>
        <translation>Opstellingsblad af&amp;drukken...</translation>
    </message>
    <message>
        <source>&amp;Export setup sheet as PDF...</source>
        <translation>Opstellingsblad als PDF &amp;exporteren...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Copy position</source>
        <translation>Stelling &amp;kopiëren</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation>Bord in venster &amp;passen</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Beurt &amp;beëindigen</translation>
    </message>
    <message>
        <source>&amp;Pause computer players</source>
        <translation>Computerspelers &amp;pauzeren</translation>
    </message>
    <message>
        <source>&amp;Who plays...</source>
        <translation>&amp;Wie speelt...</translation>
    </message>
    <message>
        <source>Step &amp;back in history</source>
        <translation>&amp;Terug in de geschiedenis</translation>
    </message>
    <message>
        <source>Step &amp;forward in history</source>
        <translation>&amp;Vooruit in de geschiedenis</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>Rules &amp;notes</source>
        <translation>Regel&amp;notities</translation>
    </message>
    <message>
        <source>&amp;About Lionheart Table</source>
        <translation>&amp;Over Lionheart Table</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spelverslag</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation>Dit spel kan niet worden geopend</translation>
    </message>
    <message>
        <source>{file} cannot be read: {reason}</source>
        <translation>{file} kan niet worden gelezen: {reason}</translation>
    </message>
    <message>
        <source>{file} is not a game this program can read ({error}).</source>
        <translation>{file} is geen spel dat dit programma kan lezen ({error}).</translation>
    </message>
    <message>
        <source>This game cannot be opened; the game on the table goes on.

{reason}</source>
        <translation>Dit spel kan niet worden geopend; het spel op tafel gaat door.

{reason}</translation>
    </message>
    <message>
        <source>This game cannot be opened.

{reason}</source>
        <translation>Dit spel kan niet worden geopend.

{reason}</translation>
    </message>
    <message>
        <source>Lionheart Table games (*{suffix} *.json);;All files (*)</source>
        <translation>Lionheart Table-spellen (*{suffix} *.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Een spel openen</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Het spel opslaan</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Opslaan mislukt</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {error}</source>
        <translation>Het spel kon niet worden opgeslagen in {path}: {error}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Opgeslagen in {path}</translation>
    </message>
    <message>
        <source>Printing unavailable</source>
        <translation>Afdrukken niet beschikbaar</translation>
    </message>
    <message>
        <source>The printing module is not installed.</source>
        <translation>De afdrukmodule is niet geïnstalleerd.</translation>
    </message>
    <message>
        <source>Print setup sheet</source>
        <translation>Opstellingsblad afdrukken</translation>
    </message>
    <message>
        <source>Export setup sheet</source>
        <translation>Opstellingsblad exporteren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-documenten (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exporteren mislukt</translation>
    </message>
    <message>
        <source>The setup sheet could not be written: {error}</source>
        <translation>Het opstellingsblad kon niet worden geschreven: {error}</translation>
    </message>
    <message>
        <source>Setup sheet written to {path}</source>
        <translation>Opstellingsblad geschreven naar {path}</translation>
    </message>
    <message>
        <source>You cannot end the turn now.</source>
        <translation>Je kunt de beurt nu niet beëindigen.</translation>
    </message>
    <message>
        <source>Position copied: {text}</source>
        <translation>Stelling gekopieerd: {text}</translation>
    </message>
    <message>
        <source>About Lionheart Table</source>
        <translation>Over Lionheart Table</translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Ongedaan maken: {what}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo {what}</source>
        <translation>Opn&amp;ieuw: {what}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opn&amp;ieuw</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Ongedaan maken: {what}</translation>
    </message>
    <message>
        <source>Redo {what}</source>
        <translation>Opnieuw: {what}</translation>
    </message>
    <message>
        <source>{seat} is thinking...</source>
        <translation>{seat} denkt na...</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Er ging iets mis</translation>
    </message>
    <message>
        <source>An unexpected error happened ({error}). The game goes on; details are in {path}.</source>
        <translation>Er trad een onverwachte fout op ({error}). Het spel gaat door; de details staan in {path}.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>The file has been changed or damaged: the game after action {n} does not match the position saved with it.</source>
        <translation>Het bestand is gewijzigd of beschadigd: het spel na actie {n} klopt niet met de stelling die erbij is opgeslagen.</translation>
    </message>
    <message>
        <source>Action {n} of the file cannot be replayed.</source>
        <translation>Actie {n} uit het bestand kan niet opnieuw worden gespeeld.</translation>
    </message>
    <message>
        <source>Action {n} of the file is not allowed by the rules ({reason}).</source>
        <translation>Actie {n} uit het bestand is volgens de regels niet toegestaan ({reason}).</translation>
    </message>
</context>
<context>
    <name>NewRemoteGameDialog</name>
    <message>
        <source>New game by file</source>
        <translation>Nieuw spel per bestand</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Je naam:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opties:</translation>
    </message>
    <message>
        <source>Seats played here:</source>
        <translation>Plaatsen die hier gespeeld worden:</translation>
    </message>
    <message>
        <source>Strict dice: every roll waits for the other side&apos;s answer (no foresight, one more file per roll)</source>
        <translation>Strikte worpen: elke worp wacht op het antwoord van de andere kant (geen vooruitzien, één bestand meer per worp)</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Ik</translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <source>no limit</source>
        <translation>geen limiet</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <source>Drop the piece on the board.</source>
        <translation>Zet het stuk op het bord.</translation>
    </message>
</context>
<context>
    <name>PlayByFileDialog</name>
    <message>
        <source>Lionheart turn files (*.lionheart-turn.json *.json)</source>
        <translation>Lionheart-beurtbestanden (*.lionheart-turn.json *.json)</translation>
    </message>
    <message>
        <source>Lionheart games by file (*.lionheart-remote.json)</source>
        <translation>Lionheart-spellen per bestand (*.lionheart-remote.json)</translation>
    </message>
    <message>
        <source>Play by file</source>
        <translation>Spelen per bestand</translation>
    </message>
    <message>
        <source>New game...</source>
        <translation>Nieuw spel...</translation>
    </message>
    <message>
        <source>Join from an invitation...</source>
        <translation>Meedoen met een uitnodiging...</translation>
    </message>
    <message>
        <source>Open this side&apos;s copy...</source>
        <translation>Het exemplaar van deze kant openen...</translation>
    </message>
    <message>
        <source>Filter the actions</source>
        <translation>De acties filteren</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <source>Let the computer play this turn</source>
        <translation>Laat de computer deze beurt spelen</translation>
    </message>
    <message>
        <source>Take back this turn</source>
        <translation>Deze beurt terugnemen</translation>
    </message>
    <message>
        <source>Write the turn file...</source>
        <translation>Het beurtbestand schrijven...</translation>
    </message>
    <message>
        <source>Open a received turn file...</source>
        <translation>Een ontvangen beurtbestand openen...</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Volgende stap</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aanvaarden</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Weigeren</translation>
    </message>
    <message>
        <source>Game started; send the invitation {file} to the other players.</source>
        <translation>Spel begonnen; stuur de uitnodiging {file} naar de andere spelers.</translation>
    </message>
    <message>
        <source>This turn was taken back; its dice stay the same.</source>
        <translation>Deze beurt is teruggenomen; de dobbelstenen blijven dezelfde.</translation>
    </message>
    <message>
        <source>Wrote {file}: send it to the other players.</source>
        <translation>{file} geschreven: stuur het naar de andere spelers.</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Geweigerd: {reason}</translation>
    </message>
    <message>
        <source>File {n} from {sender}: every action, roll and secret checks out.</source>
        <translation>Bestand {n} van {sender}: elke actie, worp en elk geheim klopt.</translation>
    </message>
    <message>
        <source>No copy of the game of {file} is kept here: join it from its invitation, or open this side&apos;s copy.</source>
        <translation>Er wordt hier geen exemplaar van het spel van {file} bewaard: doe mee met de uitnodiging, of open het exemplaar van deze kant.</translation>
    </message>
    <message>
        <source>Accepted.</source>
        <translation>Aanvaard.</translation>
    </message>
    <message>
        <source>Refused; the game is as it was.</source>
        <translation>Geweigerd; het spel is zoals het was.</translation>
    </message>
    <message>
        <source>Start a game by file, join one, or open this side&apos;s copy.</source>
        <translation>Begin een spel per bestand, doe mee met een spel, of open het exemplaar van deze kant.</translation>
    </message>
    <message>
        <source>The game is over: {result}</source>
        <translation>Het spel is afgelopen: {result}</translation>
    </message>
    <message>
        <source>A received file is open: replay it step by step, then accept or refuse it.</source>
        <translation>Een ontvangen bestand is open: speel het stap voor stap na en aanvaard of weiger het dan.</translation>
    </message>
    <message>
        <source>Your move: {summary}</source>
        <translation>Jouw zet: {summary}</translation>
    </message>
    <message>
        <source>Write the turn file and send it.</source>
        <translation>Schrijf het beurtbestand en stuur het op.</translation>
    </message>
    <message>
        <source>Waiting for the file of {party} since {time} (UTC).</source>
        <translation>Wachten op het bestand van {party} sinds {time} (UTC).</translation>
    </message>
    <message>
        <source>Game {id} ({title}); you are {party}.</source>
        <translation>Spel {id} ({title}); jij bent {party}.</translation>
    </message>
    <message>
        <source>Choose the seats played here, not all of them.</source>
        <translation>Kies de plaatsen die hier gespeeld worden, niet allemaal.</translation>
    </message>
    <message>
        <source>Save the invitation</source>
        <translation>De uitnodiging bewaren</translation>
    </message>
    <message>
        <source>Open the invitation (and the files after it)</source>
        <translation>De uitnodiging openen (en de bestanden erna)</translation>
    </message>
    <message>
        <source>Your party&apos;s number in the invitation:</source>
        <translation>Het nummer van jouw partij in de uitnodiging:</translation>
    </message>
    <message>
        <source>Save your answer</source>
        <translation>Je antwoord bewaren</translation>
    </message>
    <message>
        <source>Open this side&apos;s copy</source>
        <translation>Het exemplaar van deze kant openen</translation>
    </message>
    <message>
        <source>Save the turn file</source>
        <translation>Het beurtbestand bewaren</translation>
    </message>
    <message>
        <source>Open a received turn file</source>
        <translation>Een ontvangen beurtbestand openen</translation>
    </message>
</context>
<context>
    <name>PositionDialog</name>
    <message>
        <source>New game from a position</source>
        <translation>Nieuw spel vanaf een stelling</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Position (paste one, or edit it)</source>
        <translation>Stelling (plak er een, of bewerk hem)</translation>
    </message>
    <message>
        <source>Build the position</source>
        <translation>De stelling opbouwen</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>Take away</source>
        <translation>Wegnemen</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Draaien</translation>
    </message>
    <message>
        <source>Click a square of the board to place the chosen piece there, take a piece away or turn it; a right click takes a piece away. Or drag a piece from the list onto the board.</source>
        <translation>Klik op een vak van het bord om het gekozen stuk daar te zetten, een stuk weg te nemen of het te draaien; een rechterklik neemt een stuk weg. Of sleep een stuk uit de lijst naar het bord.</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Leeg bord</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Wie speelt</translation>
    </message>
    <message>
        <source>To act first</source>
        <translation>Begint</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Start from here</source>
        <translation>Vanaf hier beginnen</translation>
    </message>
    <message>
        <source>No picture of this board: {error}</source>
        <translation>Geen afbeelding van dit bord: {error}</translation>
    </message>
    <message>
        <source>As the position says</source>
        <translation>Zoals de stelling zegt</translation>
    </message>
    <message>
        <source>Not a position of this game: {reason}</source>
        <translation>Geen stelling van dit spel: {reason}</translation>
    </message>
    <message>
        <source>Not a position of this game ({error}).</source>
        <translation>Geen stelling van dit spel ({error}).</translation>
    </message>
    <message>
        <source>A finished position: {what}</source>
        <translation>Een afgelopen stelling: {what}</translation>
    </message>
    <message>
        <source>A good position: {what}</source>
        <translation>Een goede stelling: {what}</translation>
    </message>
    <message>
        <source>A good position.</source>
        <translation>Een goede stelling.</translation>
    </message>
    <message>
        <source>This position is already over: there is nothing left to play.</source>
        <translation>Deze stelling is al afgelopen: er valt niets meer te spelen.</translation>
    </message>
</context>
<context>
    <name>PrintSetup</name>
    <message>
        <source>Write the setup sheet of a new or saved game to a PDF (A4, one page per army for Lionheart). Needs no display.</source>
        <translation>Schrijf het opstellingsblad van een nieuw of opgeslagen spel naar een PDF (A4, bij Lionheart één pagina per leger). Heeft geen beeldscherm nodig.</translation>
    </message>
    <message>
        <source>the ruleset (see &apos;lionheart --help&apos;); optional with --save</source>
        <translation>de spelregels (zie &apos;lionheart --help&apos;); niet nodig met --save</translation>
    </message>
    <message>
        <source>a saved game (.lionheart.json): print its current position and attach the save to the PDF</source>
        <translation>een opgeslagen spel (.lionheart.json): druk de huidige stand af en voeg het spelbestand aan de PDF toe</translation>
    </message>
    <message>
        <source>seed of the new game (default 0); not with --save</source>
        <translation>seed van het nieuwe spel (standaard 0); niet met --save</translation>
    </message>
    <message>
        <source>an option of the new game, e.g. setup=customized (repeatable)</source>
        <translation>een optie van het nieuwe spel, bv. setup=customized (herhaalbaar)</translation>
    </message>
    <message>
        <source>the title on every page (default: &apos;Setup sheet&apos;)</source>
        <translation>de titel op elke pagina (standaard: &apos;Opstellingsblad&apos;)</translation>
    </message>
    <message>
        <source>the sheet&apos;s language (default: the one chosen in the app, else the system&apos;s)</source>
        <translation>de taal van het blad (standaard: die gekozen in de app, anders die van het systeem)</translation>
    </message>
    <message>
        <source>the PDF file to write</source>
        <translation>het PDF-bestand dat geschreven wordt</translation>
    </message>
    <message>
        <source>--option wants NAME=VALUE, not {pair}</source>
        <translation>--option verwacht NAAM=WAARDE, niet {pair}</translation>
    </message>
    <message>
        <source>{problem} (see &apos;{prog} --help&apos;)</source>
        <translation>{problem} (zie &apos;{prog} --help&apos;)</translation>
    </message>
    <message>
        <source>give --ruleset ID or --save GAME</source>
        <translation>geef --ruleset ID of --save SPEL</translation>
    </message>
    <message>
        <source>--seed and --option are for a new game, not with --save</source>
        <translation>--seed en --option zijn voor een nieuw spel, niet met --save</translation>
    </message>
    <message>
        <source>unknown ruleset {ruleset}; built ones are: {known}</source>
        <translation>onbekende spelregels {ruleset}; beschikbaar zijn: {known}</translation>
    </message>
    <message>
        <source>{save} is a {ruleset} game, not {asked}</source>
        <translation>{save} is een spel {ruleset}, geen {asked}</translation>
    </message>
    <message>
        <source>this game has no such option</source>
        <translation>dit spel heeft zo&apos;n optie niet</translation>
    </message>
    <message>
        <source>bad --option for {ruleset}: {where}: {problem}</source>
        <translation>ongeldige --option voor {ruleset}: {where}: {problem}</translation>
    </message>
    <message>
        <source>{pdf}: {game} setup sheet, 1 page</source>
        <translation>{pdf}: opstellingsblad van {game}, 1 pagina</translation>
    </message>
    <message>
        <source>{pdf}: {game} setup sheet, {n} pages</source>
        <translation>{pdf}: opstellingsblad van {game}, {n} pagina&apos;s</translation>
    </message>
</context>
<context>
    <name>RichardCampaignAdapter</name>
    <message>
        <source> (inside the stronghold)</source>
        <translation> (in de burcht)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {knights} knights, {knaves} knaves</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: {knights} ridders, {knaves} knechten</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {n} supplies</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: {n} voorraden</translation>
    </message>
</context>
<context>
    <name>RichardCampaignSheet</name>
    <message>
        <source>campaign to {year}</source>
        <translation>veldtocht tot {year}</translation>
    </message>
    <message>
        <source>campaign to {year}, Count of Au moves {au}</source>
        <translation>veldtocht tot {year}, de graaf van Au beweegt {au}</translation>
    </message>
    <message>
        <source>The campaign</source>
        <translation>De veldtocht</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>De kaart</translation>
    </message>
    <message>
        <source>Political and Leader Table</source>
        <translation>Politieke en aanvoerderstabel</translation>
    </message>
    <message>
        <source>Combat tables</source>
        <translation>Gevechtstabellen</translation>
    </message>
    <message>
        <source>Costs, movement, siege and truce</source>
        <translation>Kosten, beweging, beleg en bestand</translation>
    </message>
    <message>
        <source>Turn and treasuries</source>
        <translation>Beurt en schatkisten</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Partij</translation>
    </message>
    <message>
        <source>Treasury (ducats)</source>
        <translation>Schatkist (dukaten)</translation>
    </message>
    <message>
        <source>Forced marches left this year</source>
        <translation>Geforceerde marsen over dit jaar</translation>
    </message>
    <message>
        <source>Richard&apos;s number (his death roll): {n}.</source>
        <translation>Richards getal (zijn doodsworp): {n}.</translation>
    </message>
    <message>
        <source>Leaders and their forces</source>
        <translation>Aanvoerders en hun troepen</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>gevangen</translation>
    </message>
    <message>
        <source>{n} supplies</source>
        <translation>{n} voorraden</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Aanvoerder</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Ridders</translation>
    </message>
    <message>
        <source>Knaves</source>
        <translation>Knechten</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Beweging</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Max troops</source>
        <translation>Max. troepen</translation>
    </message>
    <message>
        <source>Garrisons</source>
        <translation>Garnizoenen</translation>
    </message>
    <message>
        <source>Stronghold</source>
        <translation>Burcht</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>In handen van</translation>
    </message>
    <message>
        <source>Vassals and allies</source>
        <translation>Vazallen en bondgenoten</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutraal</translation>
    </message>
    <message>
        <source>rebels (Philip)</source>
        <translation>opstandig (Filips)</translation>
    </message>
    <message>
        <source>with Philip</source>
        <translation>met Filips</translation>
    </message>
    <message>
        <source>with Richard</source>
        <translation>met Richard</translation>
    </message>
    <message>
        <source>Province or ally</source>
        <translation>Provincie of bondgenoot</translation>
    </message>
    <message>
        <source>Loyalty</source>
        <translation>Trouw</translation>
    </message>
    <message>
        <source>Influence (Richard / Philip)</source>
        <translation>Invloed (Richard / Filips)</translation>
    </message>
    <message>
        <source>Strongholds held at the start are on the map page (a black mark inside a tower: Philip&apos;s). The map is reconstructed: see Help &gt; About.</source>
        <translation>De burchten bij de start staan op de kaartpagina (een zwart merk in een toren: van Filips). De kaart is gereconstrueerd: zie Help &gt; Over.</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Aanvoerders</translation>
    </message>
    <message>
        <source>Baron (a rebel province)</source>
        <translation>Baron (een opstandige provincie)</translation>
    </message>
    <message>
        <source>see the vassals</source>
        <translation>zie de vazallen</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>Begint in</translation>
    </message>
    <message>
        <source>Countries: England pays {et} ducats a winter and starts with {etr} knaves; France pays {ft} and starts with {ftr}.</source>
        <translation>Landen: Engeland betaalt {et} dukaten per winter en begint met {etr} knechten; Frankrijk betaalt {ft} en begint met {ftr}.</translation>
    </message>
    <message>
        <source>Vassals</source>
        <translation>Vazallen</translation>
    </message>
    <message>
        <source>{n} per fortress</source>
        <translation>{n} per vesting</translation>
    </message>
    <message>
        <source>any stronghold</source>
        <translation>elke burcht</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Provincie</translation>
    </message>
    <message>
        <source>Max influence P / R</source>
        <translation>Max. invloed F / R</translation>
    </message>
    <message>
        <source>Die needed P / R</source>
        <translation>Nodige worp F / R</translation>
    </message>
    <message>
        <source>Taxes P / R</source>
        <translation>Belasting F / R</translation>
    </message>
    <message>
        <source>Over tax</source>
        <translation>Overbelasting</translation>
    </message>
    <message>
        <source>Troops</source>
        <translation>Troepen</translation>
    </message>
    <message>
        <source>Baron placed at</source>
        <translation>Baron geplaatst in</translation>
    </message>
    <message>
        <source>Allied leaders</source>
        <translation>Bondgenoten</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>Bondgenoot</translation>
    </message>
    <message>
        <source>Enters at</source>
        <translation>Komt binnen in</translation>
    </message>
    <message>
        <source>The loyalty die adds Philip&apos;s influence points and subtracts Richard&apos;s: at or above Philip&apos;s number the vassal joins him (a rebellion), at or below Richard&apos;s it supports Richard, else it stays neutral.</source>
        <translation>De trouwworp telt de invloedspunten van Filips op en trekt die van Richard af: op of boven het getal van Filips sluit de vazal zich bij hem aan (een opstand), op of onder dat van Richard steunt hij Richard, anders blijft hij neutraal.</translation>
    </message>
    <message>
        <source>Knave vs knave</source>
        <translation>Knecht tegen knecht</translation>
    </message>
    <message>
        <source>Knight vs knave</source>
        <translation>Ridder tegen knecht</translation>
    </message>
    <message>
        <source>Knight vs knight</source>
        <translation>Ridder tegen ridder</translation>
    </message>
    <message>
        <source>Knave vs knight</source>
        <translation>Knecht tegen ridder</translation>
    </message>
    <message>
        <source>Open field combat (casualties in tenths per attack)</source>
        <translation>Veldslag (verliezen in tienden per aanval)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabel</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rij</translation>
    </message>
    <message>
        <source>Ten knaves make one attack, ten knights three; a partial attack multiplies its strength points by the result (a half rounds up). Knights pursue at three times that (in woods at the normal rate).</source>
        <translation>Tien knechten vormen één aanval, tien ridders drie; een gedeeltelijke aanval vermenigvuldigt zijn sterktepunten met de uitkomst (een half wordt naar boven afgerond). Ridders achtervolgen met drie keer zoveel (in bossen gewoon).</translation>
    </message>
    <message>
        <source>Assault (attacker / defender casualties; E: eliminated)</source>
        <translation>Bestorming (verliezen aanvaller / verdediger; E: vernietigd)</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Worp</translation>
    </message>
    <message>
        <source>Defence: the intrinsic strength (5) and the garrison, doubled in a castle and tripled in a fortress. A siege train shifts an assault on a castle one column right; a fortress needs one to be assaulted.</source>
        <translation>Verdediging: de eigen sterkte (5) en het garnizoen, verdubbeld in een kasteel en verdrievoudigd in een vesting. Een belegeringstrein schuift een bestorming van een kasteel één kolom naar rechts; een vesting kan alleen met een trein bestormd worden.</translation>
    </message>
    <message>
        <source>Costs (ducats)</source>
        <translation>Kosten (dukaten)</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Wat</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Aankopen</translation>
    </message>
    <message>
        <source>Upkeep each winter</source>
        <translation>Onderhoud elke winter</translation>
    </message>
    <message>
        <source>Knave (a strength point)</source>
        <translation>Knecht (een sterktepunt)</translation>
    </message>
    <message>
        <source>Knight (a strength point)</source>
        <translation>Ridder (een sterktepunt)</translation>
    </message>
    <message>
        <source>Influence point</source>
        <translation>Invloedspunt</translation>
    </message>
    <message>
        <source>Siege train</source>
        <translation>Belegeringstrein</translation>
    </message>
    <message>
        <source>Supplies: 1 ducat a month for 10 knaves or 5 knights</source>
        <translation>Voorraden: 1 dukaat per maand voor 10 knechten of 5 ridders</translation>
    </message>
    <message>
        <source>The Saucy Fortress (Richard)</source>
        <translation>De Brutale Vesting (Richard)</translation>
    </message>
    <message>
        <source>Restoring or rebuilding a stronghold</source>
        <translation>Een burcht herstellen of herbouwen</translation>
    </message>
    <message>
        <source>Ransom (or on the holder&apos;s demand)</source>
        <translation>Losgeld (of op eis van wie hem vasthoudt)</translation>
    </message>
    <message>
        <source>Movement (movement points)</source>
        <translation>Beweging (bewegingspunten)</translation>
    </message>
    <message>
        <source>Along a road</source>
        <translation>Langs een weg</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Bos</translation>
    </message>
    <message>
        <source>River hexside</source>
        <translation>Rivierzijde</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Brug</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Zee</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>Forced march (one die; Richard twice a year, Philip once): {extra} more movement points.</source>
        <translation>Geforceerde mars (één worp; Richard twee keer per jaar, Filips één keer): {extra} extra bewegingspunten.</translation>
    </message>
    <message>
        <source>Siege (one die a month)</source>
        <translation>Beleg (één worp per maand)</translation>
    </message>
    <message>
        <source>0-1 months</source>
        <translation>0-1 maanden</translation>
    </message>
    <message>
        <source>Modifiers: fortress {f}; an army of the defender&apos;s side in the province {a}; a King besieging +{k}; a neutral vassal with no army of its friends in the province +{n}. H holds; H1, H2 holds and loses 1 or 2; SS surrenders for safe conduct; S surrenders. Winter months count.</source>
        <translation>Wijzigingen: vesting {f}; een leger van de verdediger in de provincie {a}; een belegerende koning +{k}; een neutrale vazal zonder leger van zijn vrienden in de provincie +{n}. H houdt stand; H1, H2 houdt stand en verliest 1 of 2; SS geeft zich over tegen vrijgeleide; S geeft zich over. Wintermaanden tellen mee.</translation>
    </message>
    <message>
        <source>Papal truce</source>
        <translation>Pauselijk bestand</translation>
    </message>
    <message>
        <source>roll on B</source>
        <translation>gooi op B</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>1 month</source>
        <translation>1 maand</translation>
    </message>
    <message>
        <source>2 months</source>
        <translation>2 maanden</translation>
    </message>
    <message>
        <source>to winter</source>
        <translation>tot de winter</translation>
    </message>
    <message>
        <source>a year</source>
        <translation>een jaar</translation>
    </message>
    <message>
        <source>a year and a die</source>
        <translation>een jaar en een worp</translation>
    </message>
</context>
<context>
    <name>RichardCampaignUI</name>
    <message>
        <source>Richard and Philip fight for Normandy and the lands around it, year by year: buy knights and knaves, march leaders and supply trains across the map, besiege and assault strongholds, win vassals over, and keep the money coming in.</source>
        <translation>Richard en Filips vechten jaar na jaar om Normandië en de landen eromheen: koop ridders en knechten, laat leiders en bevoorradingstreinen over de kaart trekken, belegeer en bestorm burchten, win vazallen voor je en zorg dat het geld blijft binnenkomen.</translation>
    </message>
    <message>
        <source>Battle of the campaign in {hex} ({place}), {when}: {attacker} attacks {defender}</source>
        <translation>Veldslag van de veldtocht in {hex} ({place}), {when}: {attacker} valt {defender} aan</translation>
    </message>
    <message>
        <source>Battle of the campaign in {hex}, {when}: {attacker} attacks {defender}</source>
        <translation>Veldslag van de veldtocht in {hex}, {when}: {attacker} valt {defender} aan</translation>
    </message>
    <message>
        <source>{colour}: {king}&apos;s army, {leaders}</source>
        <translation>{colour}: het leger van {king}, {leaders}</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>*No rules notes are shipped with this ruleset yet. They record how the program reads the open points of the rulebook.*</source>
        <translation>*Bij dit spel horen nog geen regelnotities. Die leggen vast hoe het programma de open punten van de spelregels leest.*</translation>
    </message>
    <message>
        <source>*No reference is written for this ruleset yet.*</source>
        <translation>*Voor dit spel is nog geen naslag geschreven.*</translation>
    </message>
    <message>
        <source>Rules: {title}</source>
        <translation>Regels: {title}</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Regeloverzicht</translation>
    </message>
    <message>
        <source>Rules notes</source>
        <translation>Regelnotities</translation>
    </message>
</context>
<context>
    <name>RulesetUI</name>
    <message>
        <source>{game}: {child}</source>
        <translation>{game}: {child}</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <source>Human (at this screen)</source>
        <translation>Mens (aan dit scherm)</translation>
    </message>
    <message>
        <source>A person plays this seat with the mouse and keyboard.</source>
        <translation>Een persoon speelt deze plaats met muis en toetsenbord.</translation>
    </message>
    <message>
        <source>Computer: novice (random)</source>
        <translation>Computer: beginner (willekeurig)</translation>
    </message>
    <message>
        <source>Picks any legal action at random.</source>
        <translation>Kiest willekeurig een toegestane actie.</translation>
    </message>
    <message>
        <source>Computer: squire (easy)</source>
        <translation>Computer: schildknaap (makkelijk)</translation>
    </message>
    <message>
        <source>Plays like a beginner: now and then it overlooks a threat or a chance, or picks a weaker move. For learning the game.</source>
        <translation>Speelt als een beginner: af en toe ziet hij een dreiging of een kans over het hoofd, of kiest hij een zwakkere zet. Om het spel te leren.</translation>
    </message>
    <message>
        <source>Computer: captain (heuristic)</source>
        <translation>Computer: kapitein (heuristiek)</translation>
    </message>
    <message>
        <source>Weighs each action by how the position looks afterwards; quick and steady.</source>
        <translation>Weegt elke actie af naar hoe de stelling er daarna uitziet; snel en degelijk.</translation>
    </message>
    <message>
        <source>Computer: marshal (search)</source>
        <translation>Computer: maarschalk (zoeken)</translation>
    </message>
    <message>
        <source>Plays many games ahead in its head before each action; strong, about half a second a move.</source>
        <translation>Speelt vóór elke actie in gedachten vele partijen vooruit; sterk, ongeveer een halve seconde per zet.</translation>
    </message>
    <message>
        <source>Computer: warlord (hard)</source>
        <translation>Computer: krijgsheer (moeilijk)</translation>
    </message>
    <message>
        <source>Searches as the marshal does but uses the whole second for each action; the strongest.</source>
        <translation>Zoekt zoals de maarschalk, maar gebruikt voor elke actie de volle seconde; de sterkste.</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Who plays</source>
        <translation>Wie speelt</translation>
    </message>
</context>
<context>
    <name>SetupSheet</name>
    <message>
        <source>(continued)</source>
        <translation>(vervolg)</translation>
    </message>
    <message>
        <source>Date: {date}</source>
        <translation>Datum: {date}</translation>
    </message>
    <message>
        <source>Seats: {seats}</source>
        <translation>Spelers: {seats}</translation>
    </message>
    <message>
        <source>Page {n} of {total}</source>
        <translation>Pagina {n} van {total}</translation>
    </message>
    <message>
        <source>Page {n}</source>
        <translation>Pagina {n}</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>What the last render&apos;s diagram painters drew (for tests and callers).</extracomment>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Players: {names}.</source>
        <translation>Spelers: {names}.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Optie</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>This ruleset has no dedicated setup sheet yet.</source>
        <translation>Dit spel heeft nog geen eigen opstellingsblad.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Opstelling</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Sporen</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Setup sheet</source>
        <translation>Opstellingsblad</translation>
    </message>
    <message>
        <source>Lionheart Table {version} · printed {day}</source>
        <translation>Lionheart Table {version} · afgedrukt op {day}</translation>
    </message>
    <message>
        <source>human</source>
        <translation>mens</translation>
    </message>
    <message>
        <source>computer ({who})</source>
        <translation>computer ({who})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>{game} setup sheet</source>
        <translation>Opstellingsblad van {game}</translation>
    </message>
    <message>
        <source>cannot write the PDF file {path}: no writable folder {folder}</source>
        <translation>het PDF-bestand {path} kan niet geschreven worden: de map {folder} bestaat niet of is niet beschrijfbaar</translation>
    </message>
    <message>
        <source>cannot write the PDF file {path}</source>
        <translation>het PDF-bestand {path} kan niet geschreven worden</translation>
    </message>
    <message>
        <source>the printer could not start printing</source>
        <translation>de printer kon niet beginnen met afdrukken</translation>
    </message>
</context>
<context>
    <name>StackItem</name>
    <message>
        <source>{n} pieces here:</source>
        <translation>{n} stukken hier:</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>{game}, after action {n}</source>
        <translation>{game}, na actie {n}</translation>
    </message>
    <message>
        <source>, saved {when}</source>
        <translation>, opgeslagen {when}</translation>
    </message>
    <message>
        <source>Lionheart Table</source>
        <translation>Lionheart Table</translation>
    </message>
    <message>
        <source>Medieval battles at one table: every rule kept by the program.</source>
        <translation>Middeleeuwse veldslagen aan één tafel: elke regel bewaakt door het programma.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Wie speelt</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opties</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Spel beginnen</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Verdergaan</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>Laatste spel hervatten</translation>
    </message>
    <message>
        <source>Return to the game</source>
        <translation>Terug naar het spel</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Recente spellen</translation>
    </message>
    <message>
        <source>Open a saved game...</source>
        <translation>Opgeslagen spel openen...</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>Geen spel bezig.</translation>
    </message>
    <message>
        <source>Games you save appear here.</source>
        <translation>Spellen die je opslaat, verschijnen hier.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>These choices do not make a game: {reason}</source>
        <translation>Met deze keuzes valt niet te spelen: {reason}</translation>
    </message>
</context>
<context>
    <name>SubGameController</name>
    <message>
        <source>The game on this board is over.</source>
        <translation>Het spel op dit bord is afgelopen.</translation>
    </message>
    <message>
        <source>{seat} does not play in this game.</source>
        <translation>{seat} speelt niet mee in dit spel.</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <source>Drag a base onto a highlighted square. Drag a placed base to move it, or back here to take it off.</source>
        <translation>Sleep een eenheid naar een gemarkeerd vak. Sleep een geplaatste eenheid om ze te verzetten, of terug hierheen om ze weg te nemen.</translation>
    </message>
    <message>
        <source>Standard setup</source>
        <translation>Standaardopstelling</translation>
    </message>
    <message>
        <source>Clear this side&apos;s bases and set out the standard army</source>
        <translation>De eenheden van deze kant wegnemen en het standaardleger opstellen</translation>
    </message>
    <message>
        <source>Confirm setup</source>
        <translation>Opstelling bevestigen</translation>
    </message>
    <message>
        <source>This army is ready: hide it and pass on</source>
        <translation>Dit leger is klaar: verberg het en geef door</translation>
    </message>
    <message>
        <source>No setup now: the armies are on the field.</source>
        <translation>Nu geen opstelling: de legers staan op het veld.</translation>
    </message>
    <message>
        <source>{side} army: secret setup</source>
        <translation>Leger van {side}: geheime opstelling</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Opstelling</translation>
    </message>
    <message>
        <source>Nothing to confirm.</source>
        <translation>Niets te bevestigen.</translation>
    </message>
    <message>
        <source>Replace the base you placed with the standard army?</source>
        <translation>De eenheid die je plaatste vervangen door het standaardleger?</translation>
    </message>
    <message>
        <source>Replace the {n} bases you placed with the standard army?</source>
        <translation>De {n} eenheden die je plaatste vervangen door het standaardleger?</translation>
    </message>
</context>
<context>
    <name>TrayEntry</name>
    <message>
        <source>Figures on this base</source>
        <translation>Figuren op deze eenheid</translation>
    </message>
    <message>
        <source>1 figure left</source>
        <translation>nog 1 figuur</translation>
    </message>
    <message>
        <source>{n} figures left</source>
        <translation>nog {n} figuren</translation>
    </message>
    <message>
        <source>Figures of this kind still in the box: {n}</source>
        <translation>Figuren van deze soort nog in de doos: {n}</translation>
    </message>
    <message>
        <source>{label}: {detail}.
Drag onto a highlighted square to place a base.</source>
        <translation>{label}: {detail}.
Sleep naar een gemarkeerd vak om een eenheid te plaatsen.</translation>
    </message>
</context>
<context>
    <name>TurnCli</name>
    <message>
        <source>Play a game at a distance by exchanging turn files; the dice are fixed by secrets both sides committed to, and every file is checked before it is accepted.</source>
        <translation>Speel een spel op afstand door beurtbestanden uit te wisselen; de worpen liggen vast door geheimen waaraan beide kanten zich gebonden hebben, en elk bestand wordt gecontroleerd voordat het aanvaard wordt.</translation>
    </message>
    <message>
        <source>this side&apos;s copy of the game (default: found by the game id in the remote folder of the user data folder)</source>
        <translation>het exemplaar van het spel van deze kant (standaard: gevonden aan de hand van het spel-id in de map remote van de gebruikersgegevens)</translation>
    </message>
    <message>
        <source>start a game and write the invitation (file 0)</source>
        <translation>begin een spel en schrijf de uitnodiging (bestand 0)</translation>
    </message>
    <message>
        <source>a party and its seats, in order; the first is this side (repeat for each party)</source>
        <translation>een partij en haar plaatsen, op volgorde; de eerste is deze kant (herhaal voor elke partij)</translation>
    </message>
    <message>
        <source>strict: every roll waits for the other side&apos;s next secret (no foresight, more files)</source>
        <translation>strict: elke worp wacht op het volgende geheim van de andere kant (geen vooruitzien, meer bestanden)</translation>
    </message>
    <message>
        <source>deal every card from the shared dice (every side&apos;s program then holds every hand); by default a game with hidden cards deals them face down</source>
        <translation>deel elke kaart met de gedeelde dobbelstenen (het programma van elke kant heeft dan elke hand); standaard deelt een spel met verborgen kaarten ze gedekt</translation>
    </message>
    <message>
        <source>join a game from its invitation (and the files after it)</source>
        <translation>doe mee met een spel vanuit de uitnodiging (en de bestanden daarna)</translation>
    </message>
    <message>
        <source>this side&apos;s party number (1, 2, ...)</source>
        <translation>het partijnummer van deze kant (1, 2, ...)</translation>
    </message>
    <message>
        <source>a text summary of a turn file (with this side&apos;s copy: would it be accepted)</source>
        <translation>een tekstsamenvatting van een beurtbestand (met het exemplaar van deze kant: zou het aanvaard worden)</translation>
    </message>
    <message>
        <source>check a turn file and accept it into this side&apos;s copy</source>
        <translation>controleer een beurtbestand en neem het op in het exemplaar van deze kant</translation>
    </message>
    <message>
        <source>play this side&apos;s moves and write the next turn file</source>
        <translation>speel de zetten van deze kant en schrijf het volgende beurtbestand</translation>
    </message>
    <message>
        <source>action codes, e.g. &apos;move gold E2 E3&apos;</source>
        <translation>actiecodes, bv. &apos;move gold E2 E3&apos;</translation>
    </message>
    <message>
        <source>let a computer player play this side&apos;s turn</source>
        <translation>laat een computerspeler de beurt van deze kant spelen</translation>
    </message>
    <message>
        <source>whose turn it is, and this side&apos;s moves</source>
        <translation>wie aan de beurt is, en de zetten van deze kant</translation>
    </message>
    <message>
        <source>--option wants NAME=VALUE, not {pair}</source>
        <translation>--option verwacht NAAM=WAARDE, niet {pair}</translation>
    </message>
    <message>
        <source>no copy of game {game} is kept in {folder}; name it with --game.</source>
        <translation>er wordt geen exemplaar van spel {game} bewaard in {folder}; geef het op met --game.</translation>
    </message>
    <message>
        <source>{n} games are kept in {folder}; name this side&apos;s copy with --game.</source>
        <translation>er worden {n} spellen bewaard in {folder}; geef het exemplaar van deze kant op met --game.</translation>
    </message>
    <message>
        <source>Game {game} ({ruleset}); this side: {party}; {n} files so far.</source>
        <translation>Spel {game} ({ruleset}); deze kant: {party}; tot nu toe {n} bestanden.</translation>
    </message>
    <message>
        <source>The game is over: {result}</source>
        <translation>Het spel is afgelopen: {result}</translation>
    </message>
    <message>
        <source>Your turn: {seats} to act ({n} legal actions). {summary}</source>
        <translation>Jouw beurt: {seats} aan zet ({n} toegestane acties). {summary}</translation>
    </message>
    <message>
        <source>Your turn: write the next file (&apos;lionheart turn play&apos;).</source>
        <translation>Jouw beurt: schrijf het volgende bestand (&apos;lionheart turn play&apos;).</translation>
    </message>
    <message>
        <source>Waiting for the file of {party} (since {time}, UTC).</source>
        <translation>Wachten op het bestand van {party} (sinds {time}, UTC).</translation>
    </message>
    <message>
        <source>unknown ruleset {ruleset}; known: {known}</source>
        <translation>onbekende spelregels {ruleset}; bekend zijn: {known}</translation>
    </message>
    <message>
        <source>--party wants NAME:SEAT[,SEAT], not {spec}</source>
        <translation>--party verwacht NAAM:PLAATS[,PLAATS], niet {spec}</translation>
    </message>
    <message>
        <source>bad --option: {problem}</source>
        <translation>ongeldige --option: {problem}</translation>
    </message>
    <message>
        <source>Game {game} started; this side&apos;s copy: {copy}</source>
        <translation>Spel {game} begonnen; exemplaar van deze kant: {copy}</translation>
    </message>
    <message>
        <source>Send the invitation {file} to the other parties.</source>
        <translation>Stuur de uitnodiging {file} naar de andere partijen.</translation>
    </message>
    <message>
        <source>Joined game {game} as {party}; this side&apos;s copy: {copy}</source>
        <translation>Meegedaan met spel {game} als {party}; exemplaar van deze kant: {copy}</translation>
    </message>
    <message>
        <source>Send {file} to the other parties.</source>
        <translation>Stuur {file} naar de andere partijen.</translation>
    </message>
    <message>
        <source>This file would be accepted.</source>
        <translation>Dit bestand zou aanvaard worden.</translation>
    </message>
    <message>
        <source>This file would be refused: {reason}</source>
        <translation>Dit bestand zou geweigerd worden: {reason}</translation>
    </message>
    <message>
        <source>Accepted into {copy}.</source>
        <translation>Opgenomen in {copy}.</translation>
    </message>
    <message>
        <source>it is not this side&apos;s turn: waiting for {party}.</source>
        <translation>deze kant is niet aan de beurt: we wachten op {party}.</translation>
    </message>
    <message>
        <source>Moves kept in {copy}; {seats} still to act: play more, then the file is written.</source>
        <translation>Zetten bewaard in {copy}; {seats} nog aan zet: speel verder, daarna wordt het bestand geschreven.</translation>
    </message>
    <message>
        <source>Wrote {file}; send it to the other parties.</source>
        <translation>{file} geschreven; stuur het naar de andere partijen.</translation>
    </message>
    <message>
        <source>a file cannot be written or read ({problem}).</source>
        <translation>een bestand kan niet geschreven of gelezen worden ({problem}).</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>gebruik: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>positionele argumenten</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opties</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>toon deze hulptekst en stop</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: fout: %(message)s
</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>de volgende argumenten zijn verplicht: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>onbekende argumenten: %s</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>één argument verwacht</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ongeldige %(type)s-waarde: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ongeldige keuze: %(value)r (kies uit %(choices)s)</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>dubbelzinnige optie: %(option)s kan %(matches)s zijn</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>een van de argumenten %s is verplicht</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>niet toegestaan samen met argument %s</translation>
    </message>
</context>
</TS>
