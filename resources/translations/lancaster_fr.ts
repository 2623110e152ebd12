<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>lancaster</name>
    <message id="ally.lapse">
        <source>{lord} is an ally: that reward lapses.</source>
        <translation>{lord} est un allié : ce gain n'est pas attribué.</translation>
    </message>
    <message id="captive.ransomed">
        <source>{lord} buys back a knight of strength {strength}.</source>
        <translation>{lord} rachète un chevalier de puissance {strength}.</translation>
    </message>
    <message id="captive.reserve">
        <source>{lord}'s captured knight of strength {strength} goes to the reserve.</source>
        <translation>Le chevalier prisonnier de puissance {strength} de {lord} rejoint le renfort.</translation>
    </message>
    <message id="castle.declined">
        <source>{lord} does not pay for castle space {space}.</source>
        <translation>{lord} ne paie pas pour la case de château {space}.</translation>
    </message>
    <message id="castle.extension">
        <source>{lord}'s extension on castle space {space} yields its reward.</source>
        <translation>L'expansion de {lord} sur la case de château {space} rapporte son gain.</translation>
    </message>
    <message id="castle.item">
        <source>{lord}'s knight on castle space {space} yields its reward.</source>
        <translation>Le chevalier de {lord} sur la case de château {space} rapporte son gain.</translation>
    </message>
    <message id="castle.nothing">
        <source>Castle space {space} yields {lord} nothing now.</source>
        <translation>La case de château {space} ne rapporte rien à {lord} maintenant.</translation>
    </message>
    <message id="conflict.ally_rank" numerus="yes">
        <source>{lord} is an ally: its {n} power points lapse.</source>
        <extracomment>one: {lord} is an ally: its {n} power point lapses.</extracomment>
        <translation>
            <numerusform>{lord} est un allié : son {n} point de pouvoir n'est pas attribué.</numerusform>
            <numerusform>{lord} est un allié : ses {n} points de pouvoir ne sont pas attribués.</numerusform>
        </translation>
    </message>
    <message id="conflict.captured">
        <source>Conflict {card} is lost again: its knights are captured.</source>
        <translation>Le conflit {card} est perdu une seconde fois : ses chevaliers sont faits prisonniers.</translation>
    </message>
    <message id="conflict.england">
        <source>Conflict {card}: England {total} against France {france}: England wins.</source>
        <translation>Conflit {card} : Angleterre {total} contre France {france} : l'Angleterre l'emporte.</translation>
    </message>
    <message id="conflict.france">
        <source>Conflict {card}: England {total} against France {france}: France wins.</source>
        <translation>Conflit {card} : Angleterre {total} contre France {france} : la France l'emporte.</translation>
    </message>
    <message id="conflict.new">
        <source>New conflict {card}: France {france}, power points {points}.</source>
        <translation>Nouveau conflit {card} : France {france}, points de pouvoir {points}.</translation>
    </message>
    <message id="conflict.second">
        <source>Conflict {card} gets a second attempt (bottom row).</source>
        <translation>Le conflit {card} se poursuit au deuxième essai (rangée du bas).</translation>
    </message>
    <message id="county.A">
        <source>County A</source>
        <translation>Province A</translation>
    </message>
    <message id="county.B">
        <source>Stafford</source>
        <translation>Stafford</translation>
    </message>
    <message id="county.C">
        <source>County C</source>
        <translation>Province C</translation>
    </message>
    <message id="county.D">
        <source>Gloucester</source>
        <translation>Gloucester</translation>
    </message>
    <message id="county.E">
        <source>County E</source>
        <translation>Province E</translation>
    </message>
    <message id="county.F">
        <source>County F</source>
        <translation>Province F</translation>
    </message>
    <message id="county.G">
        <source>County G</source>
        <translation>Province G</translation>
    </message>
    <message id="county.H">
        <source>Somerset</source>
        <translation>Somerset</translation>
    </message>
    <message id="county.I">
        <source>Surrey</source>
        <translation>Surrey</translation>
    </message>
    <message id="cross">
        <source>{lord}'s knight crosses to France: conflict {card}.</source>
        <translation>Le chevalier de {lord} traverse la Manche : conflit {card}.</translation>
    </message>
    <message id="cross.none">
        <source>{lord}'s knight stays at home.</source>
        <translation>Le chevalier de {lord} reste en Angleterre.</translation>
    </message>
    <message id="describe.castle">
        <source>evaluate castle space {space}</source>
        <translation>évaluer la case de château {space}</translation>
    </message>
    <message id="describe.castle_decline">
        <source>do not pay for castle space {space}</source>
        <translation>ne pas payer pour la case de château {space}</translation>
    </message>
    <message id="describe.county.both">
        <source>pay 3 gold for both</source>
        <translation>payer 3 pièces d'or pour les deux</translation>
    </message>
    <message id="describe.county.noble">
        <source>take the noble</source>
        <translation>prendre la plaquette de noblesse</translation>
    </message>
    <message id="describe.county.reward">
        <source>take the other reward</source>
        <translation>prendre l'autre gain</translation>
    </message>
    <message id="describe.cross">
        <source>cross to conflict {card}</source>
        <translation>traverser vers le conflit {card}</translation>
    </message>
    <message id="describe.extension">
        <source>build the extension on castle space {space}</source>
        <translation>placer l'expansion sur la case de château {space}</translation>
    </message>
    <message id="describe.no_ransom">
        <source>leave the knight to the reserve</source>
        <translation>laisser le chevalier rejoindre le renfort</translation>
    </message>
    <message id="describe.no_upgrade">
        <source>upgrade no knight</source>
        <translation>aucune montée en grade</translation>
    </message>
    <message id="describe.noble">
        <source>the noble of {county}</source>
        <translation>le noble de {county}</translation>
    </message>
    <message id="describe.pay" numerus="yes">
        <source>buy {n}</source>
        <extracomment>one: buy {n}</extracomment>
        <translation>
            <numerusform>en acheter {n}</numerusform>
            <numerusform>en acheter {n}</numerusform>
        </translation>
    </message>
    <message id="describe.place" numerus="yes">
        <source>{lord}: knight {strength} to {where} with {n} squires</source>
        <extracomment>one: {lord}: knight {strength} to {where} with {n} squire</extracomment>
        <translation>
            <numerusform>{lord} : chevalier {strength} vers {where} avec {n} écuyer</numerusform>
            <numerusform>{lord} : chevalier {strength} vers {where} avec {n} écuyers</numerusform>
        </translation>
    </message>
    <message id="describe.ransom">
        <source>buy the knight back</source>
        <translation>racheter le chevalier</translation>
    </message>
    <message id="describe.start">
        <source>{lord} becomes start player</source>
        <translation>{lord} devient premier joueur</translation>
    </message>
    <message id="describe.stay">
        <source>stay at home</source>
        <translation>rester en Angleterre</translation>
    </message>
    <message id="describe.upgrade">
        <source>upgrade the {strength} ({where})</source>
        <translation>faire monter en grade le {strength} ({where})</translation>
    </message>
    <message id="describe.vote" numerus="yes">
        <source>vote {vote} with {n} markers</source>
        <extracomment>one: vote {vote} with {n} marker</extracomment>
        <translation>
            <numerusform>voter {vote} avec {n} pion de vote</numerusform>
            <numerusform>voter {vote} avec {n} pions de vote</numerusform>
        </translation>
    </message>
    <message id="extension">
        <source>{lord} builds the castle extension on space {space}.</source>
        <translation>{lord} place l'expansion sur la case de château {space}.</translation>
    </message>
    <message id="favour">
        <source>{lord} takes the king's favour: {favour}.</source>
        <translation>{lord} prend la faveur du Roi : {favour}.</translation>
    </message>
    <message id="favour.gold" numerus="yes">
        <source>{n} gold</source>
        <extracomment>one: {n} gold</extracomment>
        <translation>
            <numerusform>{n} pièce d'or</numerusform>
            <numerusform>{n} pièces d'or</numerusform>
        </translation>
    </message>
    <message id="favour.noble" numerus="yes">
        <source>{n} nobles</source>
        <extracomment>one: a noble</extracomment>
        <translation>
            <numerusform>une plaquette de noblesse</numerusform>
            <numerusform>{n} plaquettes de noblesse</numerusform>
        </translation>
    </message>
    <message id="favour.squires" numerus="yes">
        <source>{n} squires</source>
        <extracomment>one: {n} squire</extracomment>
        <translation>
            <numerusform>{n} écuyer</numerusform>
            <numerusform>{n} écuyers</numerusform>
        </translation>
    </message>
    <message id="favour.upgrade" numerus="yes">
        <source>{n} upgrades</source>
        <extracomment>one: an upgrade</extracomment>
        <translation>
            <numerusform>une montée en grade</numerusform>
            <numerusform>{n} montées en grade</numerusform>
        </translation>
    </message>
    <message id="final">
        <source>Final scoring.</source>
        <translation>Comptabilisation finale des points.</translation>
    </message>
    <message id="final.extensions" numerus="yes">
        <source>{lord}: {value} extensions, {n} power points.</source>
        <extracomment>one: {lord}: {value} extensions, {n} power point.</extracomment>
        <translation>
            <numerusform>{lord} : {value} expansions, {n} point de pouvoir.</numerusform>
            <numerusform>{lord} : {value} expansions, {n} points de pouvoir.</numerusform>
        </translation>
    </message>
    <message id="final.knighthood" numerus="yes">
        <source>{lord}: knighthood {value}, {n} power points.</source>
        <extracomment>one: {lord}: knighthood {value}, {n} power point.</extracomment>
        <translation>
            <numerusform>{lord} : chevalerie {value}, {n} point de pouvoir.</numerusform>
            <numerusform>{lord} : chevalerie {value}, {n} points de pouvoir.</numerusform>
        </translation>
    </message>
    <message id="final.nobles" numerus="yes">
        <source>{lord}: {nobles} nobles, {n} power points.</source>
        <extracomment>one: {lord}: {nobles} nobles, {n} power point.</extracomment>
        <translation>
            <numerusform>{lord} : {nobles} nobles, {n} point de pouvoir.</numerusform>
            <numerusform>{lord} : {nobles} nobles, {n} points de pouvoir.</numerusform>
        </translation>
    </message>
    <message id="gain.gold" numerus="yes">
        <source>{lord} takes {n} gold.</source>
        <extracomment>one: {lord} takes {n} gold.</extracomment>
        <translation>
            <numerusform>{lord} reçoit {n} pièce d'or.</numerusform>
            <numerusform>{lord} reçoit {n} pièces d'or.</numerusform>
        </translation>
    </message>
    <message id="gain.pp" numerus="yes">
        <source>{lord} scores {n} power points.</source>
        <extracomment>one: {lord} scores {n} power point.</extracomment>
        <translation>
            <numerusform>{lord} gagne {n} point de pouvoir.</numerusform>
            <numerusform>{lord} gagne {n} points de pouvoir.</numerusform>
        </translation>
    </message>
    <message id="gain.squires" numerus="yes">
        <source>{lord} takes {n} squires.</source>
        <extracomment>one: {lord} takes {n} squire.</extracomment>
        <translation>
            <numerusform>{lord} reçoit {n} écuyer.</numerusform>
            <numerusform>{lord} reçoit {n} écuyers.</numerusform>
        </translation>
    </message>
    <message id="gain.votes" numerus="yes">
        <source>{lord} takes {n} voting markers.</source>
        <extracomment>one: {lord} takes {n} voting marker.</extracomment>
        <translation>
            <numerusform>{lord} reçoit {n} pion de vote.</numerusform>
            <numerusform>{lord} reçoit {n} pions de vote.</numerusform>
        </translation>
    </message>
    <message id="knight.new">
        <source>{lord} takes a new knight of strength 1 into court.</source>
        <translation>{lord} accueille à sa cour un nouveau chevalier de puissance 1.</translation>
    </message>
    <message id="knight.none">
        <source>{lord} has no strength-1 knight left in the reserve.</source>
        <translation>{lord} n'a plus de chevalier de puissance 1 en renfort.</translation>
    </message>
    <message id="law.0a">
        <source>Most gold: upgrade a deployed knight</source>
        <translation>Le plus d'or : montée en grade d'un chevalier placé</translation>
    </message>
    <message id="law.0b">
        <source>Most squires: a new strength-1 knight</source>
        <translation>Le plus d'écuyers : un nouveau chevalier de puissance 1</translation>
    </message>
    <message id="law.0c">
        <source>3 power points per 2 counties</source>
        <translation>3 points de pouvoir pour 2 provinces</translation>
    </message>
    <message id="law.1a">
        <source>Buy voting markers, 1 gold each</source>
        <translation>Acheter des pions de vote, 1 pièce d'or chacun</translation>
    </message>
    <message id="law.1b">
        <source>3 power points for 1 squire and 1 gold</source>
        <translation>3 points de pouvoir pour 1 écuyer et 1 pièce d'or</translation>
    </message>
    <message id="law.1c">
        <source>An extension per 2 conflicts</source>
        <translation>Une expansion pour 2 conflits</translation>
    </message>
    <message id="law.1d">
        <source>A squire per deployed strength-2 knight</source>
        <translation>Un écuyer par chevalier placé de puissance 2</translation>
    </message>
    <message id="law.2a">
        <source>Squire, voting marker and gold per 2 conflicts</source>
        <translation>Écuyer, pion de vote et pièce d'or pour 2 conflits</translation>
    </message>
    <message id="law.2b">
        <source>No strength-2 knight deployed: upgrade a knight</source>
        <translation>Aucun chevalier de puissance 2 placé : une montée en grade</translation>
    </message>
    <message id="law.2c">
        <source>Deployed strength-3 knight becomes the 4</source>
        <translation>Le chevalier placé de puissance 3 devient le 4</translation>
    </message>
    <message id="law.2d">
        <source>5 power points per 3 extensions</source>
        <translation>5 points de pouvoir pour 3 expansions</translation>
    </message>
    <message id="law.3a">
        <source>3 power points per conflict</source>
        <translation>3 points de pouvoir par conflit</translation>
    </message>
    <message id="law.3b">
        <source>8 power points per 3 counties</source>
        <translation>8 points de pouvoir pour 3 provinces</translation>
    </message>
    <message id="law.3c">
        <source>5 power points for all three strength-1 knights deployed</source>
        <translation>5 points de pouvoir pour les 3 chevaliers de puissance 1 placés</translation>
    </message>
    <message id="law.3d">
        <source>A new strength-1 knight per 3 nobles</source>
        <translation>Un nouveau chevalier de puissance 1 pour 3 nobles</translation>
    </message>
    <message id="law.4a">
        <source>Buy power points, 1 gold each</source>
        <translation>Acheter des points de pouvoir, 1 pièce d'or chacun</translation>
    </message>
    <message id="law.4b">
        <source>Buy power points, 1 squire each</source>
        <translation>Acheter des points de pouvoir, 1 écuyer chacun</translation>
    </message>
    <message id="law.4c">
        <source>6 power points for deployed knights of all four strengths</source>
        <translation>6 points de pouvoir pour des chevaliers placés des quatre niveaux</translation>
    </message>
    <message id="law.apply">
        <source>Law: {law}.</source>
        <translation>Loi : {law}.</translation>
    </message>
    <message id="law.buy_none">
        <source>{lord} buys nothing.</source>
        <translation>{lord} n'achète rien.</translation>
    </message>
    <message id="law.most_gold" numerus="yes">
        <source>Most gold, tied: {lords}.</source>
        <extracomment>one: Most gold: {lords}.</extracomment>
        <translation>
            <numerusform>Le plus d'or : {lords}.</numerusform>
            <numerusform>Le plus d'or, à égalité : {lords}.</numerusform>
        </translation>
    </message>
    <message id="law.most_squires" numerus="yes">
        <source>Most squires, tied: {lords}.</source>
        <extracomment>one: Most squires: {lords}.</extracomment>
        <translation>
            <numerusform>Le plus d'écuyers : {lords}.</numerusform>
            <numerusform>Le plus d'écuyers, à égalité : {lords}.</numerusform>
        </translation>
    </message>
    <message id="law.replaced">
        <source>“{old}” leaves parliament; “{new}” is in force.</source>
        <translation>« {old} » quitte le Parlement ; « {new} » est en vigueur.</translation>
    </message>
    <message id="noble.removed">
        <source>{lord} (an ally) takes the noble of {county} out of the game.</source>
        <translation>{lord} (un allié) retire du jeu le noble de {county}.</translation>
    </message>
    <message id="noble.take">
        <source>{lord} takes the noble of {county} to the round table.</source>
        <translation>{lord} place le noble de {county} à sa table ronde.</translation>
    </message>
    <message id="option.blue_ally">
        <source>Blue's ally</source>
        <translation>Allié du Bleu</translation>
    </message>
    <message id="option.blue_ally.green">
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message id="option.blue_ally.help">
        <source>Two players: the colour Blue chooses for its ally.</source>
        <translation>Deux joueurs : la couleur que le Bleu choisit pour son allié.</translation>
    </message>
    <message id="option.blue_ally.purple">
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message id="option.blue_ally.red">
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message id="option.extension_choice">
        <source>Castle extensions</source>
        <translation>Expansions du château</translation>
    </message>
    <message id="option.extension_choice.choose">
        <source>Chosen</source>
        <translation>Choisie</translation>
    </message>
    <message id="option.extension_choice.draw">
        <source>Drawn blind</source>
        <translation>Tirée au hasard</translation>
    </message>
    <message id="option.extension_choice.help">
        <source>Gaining a castle extension: choose which of your remaining tiles to build (standard), or draw one of them blind (the spare tiles lie face down).</source>
        <translation>Obtenir une expansion : choisir laquelle de ses plaquettes restantes construire (standard), ou en tirer une au hasard (les autres sont face cachée).</translation>
    </message>
    <message id="option.players">
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message id="option.players.help">
        <source>Number of players (2 to 5). With two, each player also leads an ally (the rulebook's two-player rules).</source>
        <translation>Nombre de joueurs (2 à 5). À deux, chaque joueur dirige aussi un allié (les règles du jeu opposant 2 joueurs).</translation>
    </message>
    <message id="option.screens">
        <source>Screens</source>
        <translation>Paravents</translation>
    </message>
    <message id="option.screens.help">
        <source>Gold and squires behind screens (3-5 players); the two-player game never uses screens.</source>
        <translation>L'or et les écuyers derrière les paravents (3 à 5 joueurs) ; le jeu à 2 joueurs n'utilise jamais les paravents.</translation>
    </message>
    <message id="option.yellow_ally">
        <source>Yellow's ally</source>
        <translation>Allié du Jaune</translation>
    </message>
    <message id="option.yellow_ally.green">
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message id="option.yellow_ally.help">
        <source>Two players: the colour Yellow chooses for its ally.</source>
        <translation>Deux joueurs : la couleur que le Jaune choisit pour son allié.</translation>
    </message>
    <message id="option.yellow_ally.purple">
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message id="option.yellow_ally.red">
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message id="oust" numerus="yes">
        <source>{lord} ousts {other} from {county}; the knight goes home, {n} squires to the supply.</source>
        <extracomment>one: {lord} ousts {other} from {county}; the knight goes home, {n} squire to the supply.</extracomment>
        <translation>
            <numerusform>{lord} évince {other} de {county} ; le chevalier retourne à sa cour, {n} écuyer à la réserve commune.</numerusform>
            <numerusform>{lord} évince {other} de {county} ; le chevalier retourne à sa cour, {n} écuyers à la réserve commune.</numerusform>
        </translation>
    </message>
    <message id="pay.gold" numerus="yes">
        <source>{lord} pays {n} gold.</source>
        <extracomment>one: {lord} pays {n} gold.</extracomment>
        <translation>
            <numerusform>{lord} paie {n} pièce d'or.</numerusform>
            <numerusform>{lord} paie {n} pièces d'or.</numerusform>
        </translation>
    </message>
    <message id="pay.pp" numerus="yes">
        <source>{lord} loses {n} power points.</source>
        <extracomment>one: {lord} loses {n} power point.</extracomment>
        <translation>
            <numerusform>{lord} perd {n} point de pouvoir.</numerusform>
            <numerusform>{lord} perd {n} points de pouvoir.</numerusform>
        </translation>
    </message>
    <message id="pay.squires" numerus="yes">
        <source>{lord} pays {n} squires.</source>
        <extracomment>one: {lord} pays {n} squire.</extracomment>
        <translation>
            <numerusform>{lord} paie {n} écuyer.</numerusform>
            <numerusform>{lord} paie {n} écuyers.</numerusform>
        </translation>
    </message>
    <message id="pay.votes" numerus="yes">
        <source>{lord} gives up {n} voting markers.</source>
        <extracomment>one: {lord} gives up {n} voting marker.</extracomment>
        <translation>
            <numerusform>{lord} rend {n} pion de vote.</numerusform>
            <numerusform>{lord} rend {n} pions de vote.</numerusform>
        </translation>
    </message>
    <message id="pending.castle">
        <source>evaluate the castle</source>
        <translation>évaluer son château</translation>
    </message>
    <message id="pending.county">
        <source>choose the county's reward</source>
        <translation>choisir le gain de la province</translation>
    </message>
    <message id="pending.ext">
        <source>choose a castle extension</source>
        <translation>choisir une expansion de château</translation>
    </message>
    <message id="pending.favour">
        <source>choose a king's favour</source>
        <translation>choisir une faveur du Roi</translation>
    </message>
    <message id="pending.france">
        <source>choose a conflict for the crossing</source>
        <translation>choisir un conflit pour la traversée</translation>
    </message>
    <message id="pending.noble">
        <source>choose a noble</source>
        <translation>choisir un noble</translation>
    </message>
    <message id="pending.pay">
        <source>decide how much to buy</source>
        <translation>décider combien acheter</translation>
    </message>
    <message id="pending.ransom">
        <source>ransom a captured knight</source>
        <translation>racheter un chevalier prisonnier</translation>
    </message>
    <message id="pending.surrey">
        <source>name the start player</source>
        <translation>désigner le premier joueur</translation>
    </message>
    <message id="pending.upgrade">
        <source>choose a knight to upgrade</source>
        <translation>choisir un chevalier à faire monter en grade</translation>
    </message>
    <message id="place.castle">
        <source>castle space {space}</source>
        <translation>case de château {space}</translation>
    </message>
    <message id="place.conflict">
        <source>conflict {card}</source>
        <translation>conflit {card}</translation>
    </message>
    <message id="place.county" numerus="yes">
        <source>{lord} places a knight of strength {strength} in {county} with {n} squires.</source>
        <extracomment>one: {lord} places a knight of strength {strength} in {county} with {n} squire.</extracomment>
        <translation>
            <numerusform>{lord} place un chevalier de puissance {strength} dans {county} avec {n} écuyer.</numerusform>
            <numerusform>{lord} place un chevalier de puissance {strength} dans {county} avec {n} écuyers.</numerusform>
        </translation>
    </message>
    <message id="place.court">
        <source>the court</source>
        <translation>la cour</translation>
    </message>
    <message id="place.in_castle">
        <source>{lord} places a knight of strength {strength} on castle space {space}.</source>
        <translation>{lord} place un chevalier de puissance {strength} sur la case de château {space}.</translation>
    </message>
    <message id="place.in_conflict">
        <source>{lord} places a knight of strength {strength} in conflict {card}.</source>
        <translation>{lord} place un chevalier de puissance {strength} dans le conflit {card}.</translation>
    </message>
    <message id="place.reserve">
        <source>the reserve</source>
        <translation>le renfort</translation>
    </message>
    <message id="proposals">
        <source>Proposals for parliament: {laws}.</source>
        <translation>Propositions de loi au Parlement : {laws}.</translation>
    </message>
    <message id="refuse.ally_squires">
        <source>an ally's knights take no squires</source>
        <translation>les chevaliers d'un allié ne peuvent pas être secondés par des écuyers</translation>
    </message>
    <message id="refuse.both">
        <source>both rewards cost {n} gold and a noble you do not have yet</source>
        <translation>les deux gains coûtent {n} pièces d'or et un noble que vous n'avez pas encore</translation>
    </message>
    <message id="refuse.choice">
        <source>that choice is not open now</source>
        <translation>ce choix n'est pas possible maintenant</translation>
    </message>
    <message id="refuse.conflict_full">
        <source>conflict {card} has no free space for you</source>
        <translation>le conflit {card} n'a plus de case libre pour vous</translation>
    </message>
    <message id="refuse.covered">
        <source>an extension covers castle space {space}</source>
        <translation>une expansion recouvre la case de château {space}</translation>
    </message>
    <message id="refuse.decide">
        <source>first {what}</source>
        <translation>d'abord : {what}</translation>
    </message>
    <message id="refuse.markers">
        <source>you have only {n} voting markers</source>
        <translation>vous n'avez que {n} pions de vote</translation>
    </message>
    <message id="refuse.minimum">
        <source>{county} needs a knight of strength {n} or more on its own</source>
        <translation>{county} demande à lui seul un chevalier de puissance {n} ou plus</translation>
    </message>
    <message id="refuse.no_ally">
        <source>you have no ally</source>
        <translation>vous n'avez pas d'allié</translation>
    </message>
    <message id="refuse.no_conflict">
        <source>there is no conflict {card}</source>
        <translation>il n'y a pas de conflit {card}</translation>
    </message>
    <message id="refuse.no_knight">
        <source>there is no knight of strength {strength} in that court</source>
        <translation>il n'y a pas de chevalier de puissance {strength} dans cette cour</translation>
    </message>
    <message id="refuse.no_place">
        <source>{where} is not a place for a knight</source>
        <translation>{where} n'est pas une case de chevalier</translation>
    </message>
    <message id="refuse.no_space">
        <source>there is no castle space {space}</source>
        <translation>il n'y a pas de case de château {space}</translation>
    </message>
    <message id="refuse.not_action">
        <source>{action} is not an action of Lancaster</source>
        <translation>{action} n'est pas une action de Lancaster</translation>
    </message>
    <message id="refuse.not_turn">
        <source>it is not {lord}'s turn</source>
        <translation>ce n'est pas le tour de {lord}</translation>
    </message>
    <message id="refuse.over">
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message id="refuse.own_knight">
        <source>you may not oust your own knights (nor your ally's)</source>
        <translation>il n'est pas permis d'évincer ses propres chevaliers (ni ceux de son allié)</translation>
    </message>
    <message id="refuse.pay">
        <source>you can buy at most {n}</source>
        <translation>vous pouvez en acheter au plus {n}</translation>
    </message>
    <message id="refuse.place_now">
        <source>now is the time to place a knight</source>
        <translation>c'est le moment de placer un chevalier</translation>
    </message>
    <message id="refuse.ransom">
        <source>you lack the gold to buy that knight back</source>
        <translation>vous n'avez pas assez d'or pour racheter ce chevalier</translation>
    </message>
    <message id="refuse.space_taken">
        <source>castle space {space} already holds a knight</source>
        <translation>la case de château {space} accueille déjà un chevalier</translation>
    </message>
    <message id="refuse.squires">
        <source>you have only {n} squires</source>
        <translation>vous n'avez que {n} écuyers</translation>
    </message>
    <message id="refuse.squires_county">
        <source>squires go only to counties</source>
        <translation>les écuyers ne vont que dans les provinces</translation>
    </message>
    <message id="refuse.too_weak">
        <source>the knight there has strength {n}: {attack} is not enough to oust it</source>
        <translation>le chevalier en place a une puissance de {n} : {attack} ne suffit pas pour l'évincer</translation>
    </message>
    <message id="refuse.vote_now">
        <source>parliament is voting: cast your vote</source>
        <translation>le Parlement vote : exprimez votre vote</translation>
    </message>
    <message id="result.shared" numerus="yes">
        <source>{lords} share the victory with {n} power points.</source>
        <extracomment>one: {lords} share the victory with {n} power point.</extracomment>
        <translation>
            <numerusform>{lords} se partagent la victoire avec {n} point de pouvoir.</numerusform>
            <numerusform>{lords} se partagent la victoire avec {n} points de pouvoir.</numerusform>
        </translation>
    </message>
    <message id="result.win" numerus="yes">
        <source>{lords} wins with {n} power points.</source>
        <extracomment>one: {lords} wins with {n} power point.</extracomment>
        <translation>
            <numerusform>{lords} gagne avec {n} point de pouvoir.</numerusform>
            <numerusform>{lords} gagne avec {n} points de pouvoir.</numerusform>
        </translation>
    </message>
    <message id="reward.extension">
        <source>a castle extension</source>
        <translation>une expansion de château</translation>
    </message>
    <message id="reward.france">
        <source>passage to France</source>
        <translation>traversée vers la France</translation>
    </message>
    <message id="reward.gold" numerus="yes">
        <source>{n} gold</source>
        <extracomment>one: {n} gold</extracomment>
        <translation>
            <numerusform>{n} pièce d'or</numerusform>
            <numerusform>{n} pièces d'or</numerusform>
        </translation>
    </message>
    <message id="reward.knight">
        <source>a new strength-1 knight</source>
        <translation>un nouveau chevalier de puissance 1</translation>
    </message>
    <message id="reward.nothing">
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message id="reward.squires" numerus="yes">
        <source>{n} squires</source>
        <extracomment>one: {n} squire</extracomment>
        <translation>
            <numerusform>{n} écuyer</numerusform>
            <numerusform>{n} écuyers</numerusform>
        </translation>
    </message>
    <message id="reward.start">
        <source>names the start player</source>
        <translation>désigne le premier joueur</translation>
    </message>
    <message id="reward.upgrade">
        <source>upgrade a knight</source>
        <translation>montée en grade d'un chevalier</translation>
    </message>
    <message id="reward.votes" numerus="yes">
        <source>{n} voting markers</source>
        <extracomment>one: {n} voting marker</extracomment>
        <translation>
            <numerusform>{n} pion de vote</numerusform>
            <numerusform>{n} pions de vote</numerusform>
        </translation>
    </message>
    <message id="round">
        <source>Round {round}: place your knights.</source>
        <translation>Partie {round} : placez vos chevaliers.</translation>
    </message>
    <message id="seat.blue">
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message id="seat.green">
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message id="seat.purple">
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message id="seat.red">
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message id="seat.yellow">
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message id="squires.back" numerus="yes">
        <source>{lord}'s {n} squires go back to the supply.</source>
        <extracomment>one: {lord}'s {n} squire goes back to the supply.</extracomment>
        <translation>
            <numerusform>L'écuyer de {lord} ({n}) retourne à la réserve commune.</numerusform>
            <numerusform>Les {n} écuyers de {lord} retournent à la réserve commune.</numerusform>
        </translation>
    </message>
    <message id="stage.parliament">
        <source>Parliament: the proposals are put to the vote.</source>
        <translation>Parlement : les propositions de loi sont soumises au vote.</translation>
    </message>
    <message id="stage.revenues">
        <source>Revenues: counties, castles, conflicts.</source>
        <translation>Gains : provinces, châteaux, conflits.</translation>
    </message>
    <message id="start.named">
        <source>{lord} names {start} start player.</source>
        <translation>{lord} désigne {start} premier joueur.</translation>
    </message>
    <message id="start.player">
        <source>{lord} is the start player.</source>
        <translation>{lord} est le premier joueur.</translation>
    </message>
    <message id="summary.pending">
        <source>Round {round}: {lord} must {what}.</source>
        <translation>Partie {round} : {lord} doit {what}.</translation>
    </message>
    <message id="summary.place">
        <source>Round {round}: {lord} places a knight.</source>
        <translation>Partie {round} : {lord} place un chevalier.</translation>
    </message>
    <message id="summary.vote" numerus="yes">
        <source>Round {round}: vote on “{law}” ({lords} still to vote).</source>
        <extracomment>one: Round {round}: vote on “{law}” ({lords} still to vote).</extracomment>
        <translation>
            <numerusform>Partie {round} : vote sur « {law} » ({lords} doit encore voter).</numerusform>
            <numerusform>Partie {round} : vote sur « {law} » ({lords} doivent encore voter).</numerusform>
        </translation>
    </message>
    <message id="table" numerus="yes">
        <source>{lord}'s round table: {nobles} nobles and the lord.</source>
        <extracomment>one: {lord}'s round table: {nobles} noble and the lord.</extracomment>
        <translation>
            <numerusform>Table ronde de {lord} : {nobles} noble et le seigneur du château.</numerusform>
            <numerusform>Table ronde de {lord} : {nobles} nobles et le seigneur du château.</numerusform>
        </translation>
    </message>
    <message id="title">
        <source>Lancaster</source>
        <translation>Lancaster</translation>
    </message>
    <message id="upgrade">
        <source>{lord} upgrades a knight from {old} to {new} ({where}).</source>
        <translation>{lord} fait monter en grade un chevalier de {old} à {new} ({where}).</translation>
    </message>
    <message id="upgrade.declined">
        <source>{lord} upgrades no knight.</source>
        <translation>{lord} ne fait monter aucun chevalier en grade.</translation>
    </message>
    <message id="vote.cast" numerus="yes">
        <source>You vote {vote} with {n} voting markers.</source>
        <extracomment>one: You vote {vote} with {n} voting marker.</extracomment>
        <translation>
            <numerusform>Vous votez {vote} avec {n} pion de vote.</numerusform>
            <numerusform>Vous votez {vote} avec {n} pions de vote.</numerusform>
        </translation>
    </message>
    <message id="vote.hidden">
        <source>{lord} has voted.</source>
        <translation>{lord} a voté.</translation>
    </message>
    <message id="vote.no">
        <source>no</source>
        <translation>contre</translation>
    </message>
    <message id="vote.result.adopted">
        <source>Votes on “{law}”: {yes} for, {no} against ({votes}). The law is adopted.</source>
        <translation>Vote sur « {law} » : {yes} pour, {no} contre ({votes}). La loi est adoptée.</translation>
    </message>
    <message id="vote.result.rejected">
        <source>Votes on “{law}”: {yes} for, {no} against ({votes}). The law is rejected.</source>
        <translation>Vote sur « {law} » : {yes} pour, {no} contre ({votes}). La loi est réfutée.</translation>
    </message>
    <message id="vote.shown" numerus="yes">
        <source>{lord}: {vote} + {n}</source>
        <extracomment>one: {lord}: {vote} + {n}</extracomment>
        <translation>
            <numerusform>{lord} : {vote} + {n}</numerusform>
            <numerusform>{lord} : {vote} + {n}</numerusform>
        </translation>
    </message>
    <message id="vote.yes">
        <source>yes</source>
        <translation>pour</translation>
    </message>
    <message id="votes.back" numerus="yes">
        <source>{lord} returns {n} unused voting markers to the supply.</source>
        <extracomment>one: {lord} returns {n} unused voting marker to the supply.</extracomment>
        <translation>
            <numerusform>{lord} rend {n} pion de vote inutilisé à la réserve commune.</numerusform>
            <numerusform>{lord} rend {n} pions de vote inutilisés à la réserve commune.</numerusform>
        </translation>
    </message>
</context>
</TS>
