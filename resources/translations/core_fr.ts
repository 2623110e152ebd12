<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>core</name>
    <message id="code.ambiguous">
        <source>'{code}' could mean several actions: {options}.</source>
        <translation>« {code} » peut désigner plusieurs actions : {options}.</translation>
    </message>
    <message id="code.at">
        <source>{what} at character {n} of {text}</source>
        <translation>{what} au caractère {n} de {text}</translation>
    </message>
    <message id="code.bad_record">
        <source>bad {verb}: {problem}</source>
        <translation>{verb} incorrect : {problem}</translation>
    </message>
    <message id="code.cannot_read">
        <source>cannot read a {kind}</source>
        <translation>impossible de lire un {kind}</translation>
    </message>
    <message id="code.expected">
        <source>expected '{char}'</source>
        <translation>« {char} » attendu</translation>
    </message>
    <message id="code.expected_kind">
        <source>expected {kind}, not {given}</source>
        <translation>{kind} attendu, pas {given}</translation>
    </message>
    <message id="code.expected_list">
        <source>expected a list, not {given}</source>
        <translation>une liste attendue, pas {given}</translation>
    </message>
    <message id="code.expected_object">
        <source>expected an object, not {given}</source>
        <translation>un objet attendu, pas {given}</translation>
    </message>
    <message id="code.expected_value">
        <source>expected a value</source>
        <translation>une valeur attendue</translation>
    </message>
    <message id="code.in_field">
        <source>{kind}.{field}: {problem}</source>
        <translation>{kind}.{field} : {problem}</translation>
    </message>
    <message id="code.items">
        <source>expected {n} items, not {given}</source>
        <translation>{n} éléments attendus, pas {given}</translation>
    </message>
    <message id="code.kind.list">
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message id="code.kind.number">
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message id="code.kind.object">
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message id="code.kind.text">
        <source>a string</source>
        <translation>un texte</translation>
    </message>
    <message id="code.kind.yes_no">
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message id="code.lacks">
        <source>{kind} lacks '{field}'</source>
        <translation>il manque « {field} » à {kind}</translation>
    </message>
    <message id="code.missing_value">
        <source>a value is missing</source>
        <translation>une valeur manque</translation>
    </message>
    <message id="code.must_be_object">
        <source>a {kind} must be an object</source>
        <translation>un {kind} doit être un objet</translation>
    </message>
    <message id="code.needs_field">
        <source>'{verb}' needs its '{field}'</source>
        <translation>« {verb} » demande son « {field} »</translation>
    </message>
    <message id="code.no_grid">
        <source>no grid to read a cell with</source>
        <translation>pas de grille pour lire une case</translation>
    </message>
    <message id="code.no_kind">
        <source>a value of none of the expected kinds</source>
        <translation>une valeur d'aucun des types attendus</translation>
    </message>
    <message id="code.no_kind_of">
        <source>{word} fits none of the expected kinds</source>
        <translation>{word} ne correspond à aucun des types attendus</translation>
    </message>
    <message id="code.no_match">
        <source>No legal action matches '{code}'.</source>
        <translation>Aucune action permise ne correspond à « {code} ».</translation>
    </message>
    <message id="code.not_a_cell">
        <source>{word} is not a cell</source>
        <translation>{word} n'est pas une case</translation>
    </message>
    <message id="code.not_a_kind">
        <source>{word} is not a {kind}</source>
        <translation>{word} n'est pas un {kind}</translation>
    </message>
    <message id="code.not_number">
        <source>{word} is not a number</source>
        <translation>{word} n'est pas un nombre</translation>
    </message>
    <message id="code.not_one_of">
        <source>{word} is not one of {choices}</source>
        <translation>{word} n'est pas parmi {choices}</translation>
    </message>
    <message id="code.not_text">
        <source>a code must be text</source>
        <translation>un code doit être du texte</translation>
    </message>
    <message id="code.not_whole">
        <source>{word} is not a whole number</source>
        <translation>{word} n'est pas un nombre entier</translation>
    </message>
    <message id="code.not_yes_no">
        <source>{word} is not yes or no</source>
        <translation>{word} n'est ni yes ni no</translation>
    </message>
    <message id="code.nothing">
        <source>there is nothing to read</source>
        <translation>il n'y a rien à lire</translation>
    </message>
    <message id="code.null">
        <source>a value is missing (null)</source>
        <translation>une valeur manque (null)</translation>
    </message>
    <message id="code.record_object">
        <source>a record must be an object with a 'type'</source>
        <translation>un enregistrement doit être un objet avec un « type »</translation>
    </message>
    <message id="code.say_type">
        <source>an object here must say its 'type'</source>
        <translation>un objet doit ici indiquer son « type »</translation>
    </message>
    <message id="code.type_text">
        <source>a record's 'type' must be a string</source>
        <translation>le « type » d'un enregistrement doit être un texte</translation>
    </message>
    <message id="code.unexpected">
        <source>unexpected text</source>
        <translation>texte inattendu</translation>
    </message>
    <message id="code.unfinished_quote">
        <source>an unfinished quoted text</source>
        <translation>un texte entre guillemets non terminé</translation>
    </message>
    <message id="code.unknown_action">
        <source>unknown action {word}</source>
        <translation>action inconnue {word}</translation>
    </message>
    <message id="code.unknown_fields">
        <source>{kind} has unknown fields {fields}</source>
        <translation>{kind} a des champs inconnus {fields}</translation>
    </message>
    <message id="code.unknown_type">
        <source>unknown record type {name}</source>
        <translation>type d'enregistrement inconnu {name}</translation>
    </message>
    <message id="editor.unsupported">
        <source>This game's positions are edited as text only.</source>
        <translation>Les positions de ce jeu ne se modifient que sous forme de texte.</translation>
    </message>
    <message id="file.missing_field">
        <source>the file is damaged: the field '{field}' is missing.</source>
        <translation>le fichier est endommagé : le champ « {field} » manque.</translation>
    </message>
    <message id="file.problem.choice">
        <source>not one of the allowed values</source>
        <translation>aucune des valeurs permises</translation>
    </message>
    <message id="file.problem.form">
        <source>not in the expected form</source>
        <translation>pas dans la forme attendue</translation>
    </message>
    <message id="file.problem.length">
        <source>too short or too long</source>
        <translation>trop court ou trop long</translation>
    </message>
    <message id="file.problem.list">
        <source>not a list</source>
        <translation>pas une liste</translation>
    </message>
    <message id="file.problem.missing">
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message id="file.problem.number">
        <source>not a number of the expected kind</source>
        <translation>pas un nombre du type attendu</translation>
    </message>
    <message id="file.problem.object">
        <source>not a group of fields</source>
        <translation>pas un groupe de champs</translation>
    </message>
    <message id="file.problem.range">
        <source>out of range</source>
        <translation>hors des limites permises</translation>
    </message>
    <message id="file.problem.text">
        <source>not a text</source>
        <translation>pas un texte</translation>
    </message>
    <message id="file.problem.time">
        <source>not a date and time</source>
        <translation>pas une date et une heure</translation>
    </message>
    <message id="file.problem.yes_no">
        <source>not true or false</source>
        <translation>ni vrai ni faux</translation>
    </message>
    <message id="file.unknown_field">
        <source>the file is damaged: it has an unknown field '{field}'.</source>
        <translation>le fichier est endommagé : il a un champ inconnu « {field} ».</translation>
    </message>
    <message id="file.wrong_field">
        <source>the file is damaged: '{field}' is wrong ({problem}).</source>
        <translation>le fichier est endommagé : « {field} » est incorrect ({problem}).</translation>
    </message>
    <message id="file.wrong_field_plain">
        <source>the file is damaged: '{field}' is wrong.</source>
        <translation>le fichier est endommagé : « {field} » est incorrect.</translation>
    </message>
    <message id="game.over">
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message id="game.over.reason">
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message id="no_such_seat">
        <source>There is no seat called {player}.</source>
        <translation>Il n'y a pas de place nommée {player}.</translation>
    </message>
    <message id="not_an_action">
        <source>{action} is not an action of this game.</source>
        <translation>{action} n'est pas une action de ce jeu.</translation>
    </message>
    <message id="not_your_turn">
        <source>It is not {player}'s turn.</source>
        <translation>Ce n'est pas le tour de {player}.</translation>
    </message>
    <message id="remote.after_pending">
        <source>{where}: an action after one that waits for the others' dice secret.</source>
        <translation>{where} : une action après une autre qui attend le secret de dés des autres.</translation>
    </message>
    <message id="remote.awaiting_send">
        <source>this side's last action waits for sealed actions to be shown, or for keys of face-down cards: send the file.</source>
        <translation>la dernière action de ce camp attend que des actions scellées soient montrées, ou des clés de cartes face cachée : envoyez le fichier.</translation>
    </message>
    <message id="remote.bad_json">
        <source>the file is damaged (not valid JSON).</source>
        <translation>le fichier est endommagé (JSON invalide).</translation>
    </message>
    <message id="remote.bad_json_at">
        <source>the file is damaged (not valid JSON at line {line}, column {column}).</source>
        <translation>le fichier est endommagé (JSON invalide à la ligne {line}, colonne {column}).</translation>
    </message>
    <message id="remote.bad_options">
        <source>the game options are not valid.</source>
        <translation>les options de jeu ne sont pas valides.</translation>
    </message>
    <message id="remote.cards.count_waits">
        <source>{where}: '{code}' must wait for the deck it counts to be made again if it is the last card given in the round, and only then.</source>
        <translation>{where} : « {code} » doit attendre que le paquet qu'elle compte soit refait si c'est la dernière carte donnée dans la manche, et seulement alors.</translation>
    </message>
    <message id="remote.cards.give_open">
        <source>{where}: '{code}' gives cards face down: it must travel sealed, with the places of its cards.</source>
        <translation>{where} : « {code} » donne des cartes face cachée : elle doit voyager scellée, avec les places de ses cartes.</translation>
    </message>
    <message id="remote.cards.join">
        <source>{party} has not shuffled every face-down deck in its joining file.</source>
        <translation>{party} n'a pas mélangé chaque pioche face cachée dans son fichier d'arrivée.</translation>
    </message>
    <message id="remote.cards.kept">
        <source>{where}: {party} shows it kept '{code}', but that is not the card at the place it named among the two it chose between.</source>
        <translation>{where} : {party} montre qu'il a gardé « {code} », mais ce n'est pas la carte à la place qu'il a nommée parmi les deux entre lesquelles il a choisi.</translation>
    </message>
    <message id="remote.cards.kept_early">
        <source>{where}: {party} shows what it kept before every deck secret is in (until then it names only the place it kept).</source>
        <translation>{where} : {party} montre ce qu'il a gardé avant que chaque secret de paquet soit arrivé (jusque-là il ne nomme que la place gardée).</translation>
    </message>
    <message id="remote.cards.kept_place">
        <source>{where}: {party} names no place among the two it chose between.</source>
        <translation>{where} : {party} ne nomme aucune place parmi les deux entre lesquelles il a choisi.</translation>
    </message>
    <message id="remote.cards.kept_unmixed">
        <source>{where}: {party} names the place it kept before its two options are mixed and their keys are in (another party can read one of them, so the place would tell it what was kept).</source>
        <translation>{where} : {party} nomme la place gardée avant que ses deux options soient mélangées et que leurs clés soient arrivées (un autre participant peut lire l'une d'elles : la place lui dirait ce qui a été gardé).</translation>
    </message>
    <message id="remote.cards.lost_track">
        <source>{where}: after '{code}' the hands are not what the face-down cards give.</source>
        <translation>{where} : après « {code} », les mains ne sont pas ce que donnent les cartes face cachée.</translation>
    </message>
    <message id="remote.cards.must_wait">
        <source>{where}: '{code}' begins a round whose event card every side must open first (the step must say it waits).</source>
        <translation>{where} : « {code} » commence une manche dont chaque camp doit d'abord ouvrir la carte d'événement (l'étape doit dire qu'elle attend).</translation>
    </message>
    <message id="remote.cards.none">
        <source>the file carries face-down cards, but this game is not played with them.</source>
        <translation>le fichier porte des cartes face cachée, mais cette partie ne se joue pas avec elles.</translation>
    </message>
    <message id="remote.cards.not_given">
        <source>{where}: {party} shows it gave '{code}', but those are not the cards at the places it named.</source>
        <translation>{where} : {party} montre avoir donné « {code} », mais ce ne sont pas les cartes aux places qu'il a nommées.</translation>
    </message>
    <message id="remote.cards.not_shown">
        <source>{where}: the cards '{code}' shows are not the cards at the places it names (or they were not opened first).</source>
        <translation>{where} : les cartes que montre « {code} » ne sont pas celles des places qu'il nomme (ou elles n'ont pas été ouvertes d'abord).</translation>
    </message>
    <message id="remote.cards.owes">
        <source>{party} does not send the keys, deck rounds or secret it owes.</source>
        <translation>{party} n'envoie pas les clés, les tours de pioche ou le secret qu'il doit.</translation>
    </message>
    <message id="remote.cards.places">
        <source>{where}: '{code}' does not name the places of the cards it shows.</source>
        <translation>{where} : « {code} » ne nomme pas les places des cartes qu'il montre.</translation>
    </message>
    <message id="remote.cards.refused">
        <source>{where}: the face-down cards do not check: {reason}</source>
        <translation>{where} : les cartes face cachée ne se vérifient pas : {reason}</translation>
    </message>
    <message id="remote.cards.unread">
        <source>{where}: {party} cannot act before the keys of its cards are in.</source>
        <translation>{where} : {party} ne peut pas agir avant d'avoir reçu les clés de ses cartes.</translation>
    </message>
    <message id="remote.chain">
        <source>the dice chain length is not valid.</source>
        <translation>la longueur de la chaîne de dés n'est pas valide.</translation>
    </message>
    <message id="remote.changed">
        <source>the file was changed after it was written (its checksum does not match).</source>
        <translation>le fichier a été modifié après son écriture (sa somme de contrôle ne correspond pas).</translation>
    </message>
    <message id="remote.crashed">
        <source>the file could not be checked ({error}).</source>
        <translation>le fichier n'a pas pu être vérifié ({error}).</translation>
    </message>
    <message id="remote.cut_short">
        <source>the file is cut short; it was not written or sent completely.</source>
        <translation>le fichier est tronqué ; il n'a pas été écrit ou envoyé en entier.</translation>
    </message>
    <message id="remote.deck.alone_no_card">
        <source>a key names no card it hands over.</source>
        <translation>une clé ne nomme aucune carte qu'elle transmet.</translation>
    </message>
    <message id="remote.deck.alone_no_party">
        <source>keys sent to no other party.</source>
        <translation>des clés envoyées à aucun autre camp.</translation>
    </message>
    <message id="remote.deck.card_twice">
        <source>{party} handed on {deck} with a card twice.</source>
        <translation>{party} a transmis {deck} avec une carte en double.</translation>
    </message>
    <message id="remote.deck.commit_no_hash">
        <source>{party}'s commitment for {deck} is no hash.</source>
        <translation>l'engagement de {party} pour {deck} n'est pas un hachage.</translation>
    </message>
    <message id="remote.deck.commit_twice">
        <source>{party} committed to a secret for {deck} twice.</source>
        <translation>{party} s'est engagé deux fois sur un secret pour {deck}.</translation>
    </message>
    <message id="remote.deck.dh_not_group">
        <source>the key exchange number is not a number of the group.</source>
        <translation>le nombre d'échange de clés n'est pas un nombre du groupe.</translation>
    </message>
    <message id="remote.deck.dh_twice">
        <source>a party published its key exchange number twice.</source>
        <translation>un camp a publié deux fois son nombre d'échange de clés.</translation>
    </message>
    <message id="remote.deck.false_key">
        <source>the keys given do not open this card: one of them is false.</source>
        <translation>les clés données n'ouvrent pas cette carte : l'une d'elles est fausse.</translation>
    </message>
    <message id="remote.deck.false_key_by">
        <source>{party} gave a false key for card {card} of {deck}.</source>
        <translation>{party} a donné une fausse clé pour la carte {card} de {deck}.</translation>
    </message>
    <message id="remote.deck.false_key_of">
        <source>the keys for card {card} of {deck} open no card: one of them is false.</source>
        <translation>les clés de la carte {card} de {deck} n'ouvrent aucune carte : l'une d'elles est fausse.</translation>
    </message>
    <message id="remote.deck.keep_no_place">
        <source>a keep shown at no place.</source>
        <translation>un choix conservé montré à aucune place.</translation>
    </message>
    <message id="remote.deck.keep_unmixed">
        <source>a keep's place named before its two options are mixed.</source>
        <translation>la place d'un choix nommée avant que ses deux options soient mélangées.</translation>
    </message>
    <message id="remote.deck.key_before_lock">
        <source>a key for {deck} before the deck is locked.</source>
        <translation>une clé pour {deck} avant que la pioche soit verrouillée.</translation>
    </message>
    <message id="remote.deck.key_lacking">
        <source>{party} lacks {other}'s key for card {card} of {deck}.</source>
        <translation>il manque à {party} la clé de {other} pour la carte {card} de {deck}.</translation>
    </message>
    <message id="remote.deck.key_no_card_party">
        <source>a key names no card or no party.</source>
        <translation>une clé ne nomme aucune carte ou aucun camp.</translation>
    </message>
    <message id="remote.deck.key_no_party">
        <source>a key for card {card} of {deck} names no other party.</source>
        <translation>une clé pour la carte {card} de {deck} ne nomme aucun autre camp.</translation>
    </message>
    <message id="remote.deck.misread">
        <source>card {card} of {deck} was read as another card than the deck holds.</source>
        <translation>la carte {card} de {deck} a été lue comme une autre carte que celle de la pioche.</translation>
    </message>
    <message id="remote.deck.not_a_deck">
        <source>the deck handed on is not a deck of {size} locked cards.</source>
        <translation>la pioche transmise n'est pas une pioche de {size} cartes verrouillées.</translation>
    </message>
    <message id="remote.deck.not_a_key">
        <source>the key given for card {card} is not a key.</source>
        <translation>la clé donnée pour la carte {card} n'est pas une clé.</translation>
    </message>
    <message id="remote.deck.not_a_key_of">
        <source>the key given for card {card} of {deck} is not a key.</source>
        <translation>la clé donnée pour la carte {card} de {deck} n'est pas une clé.</translation>
    </message>
    <message id="remote.deck.not_hex">
        <source>a number in the deck is not written in hex.</source>
        <translation>un nombre de la pioche n'est pas écrit en hexadécimal.</translation>
    </message>
    <message id="remote.deck.not_kept">
        <source>card {card} of {deck} is not the edict it kept.</source>
        <translation>la carte {card} de {deck} n'est pas l'édit conservé.</translation>
    </message>
    <message id="remote.deck.not_owed">
        <source>keys for card {card} of {deck} that nobody owed.</source>
        <translation>des clés pour la carte {card} de {deck} que personne ne devait.</translation>
    </message>
    <message id="remote.deck.not_turn_lock">
        <source>{party} is not the one to lock {deck} now.</source>
        <translation>ce n'est pas à {party} de verrouiller {deck} maintenant.</translation>
    </message>
    <message id="remote.deck.not_turn_mask">
        <source>{party} is not the one to re-mask {deck} now.</source>
        <translation>ce n'est pas à {party} de masquer {deck} à nouveau maintenant.</translation>
    </message>
    <message id="remote.deck.not_turn_shuffle">
        <source>{party} is not the one to shuffle {deck} now.</source>
        <translation>ce n'est pas à {party} de mélanger {deck} maintenant.</translation>
    </message>
    <message id="remote.deck.party">
        <source>party {n}</source>
        <translation>camp {n}</translation>
    </message>
    <message id="remote.deck.round_before_commit">
        <source>{party} handed on {deck} before committing to its secret.</source>
        <translation>{party} a transmis {deck} avant de s'engager sur son secret.</translation>
    </message>
    <message id="remote.deck.round_changed">
        <source>round {round} of the deck ({party}) is not what its secret gives: a card was changed, doubled or left out.</source>
        <translation>le tour {round} de la pioche ({party}) n'est pas ce que donne son secret : une carte a été changée, doublée ou omise.</translation>
    </message>
    <message id="remote.deck.rounds_incomplete">
        <source>the deck was not shuffled and locked once by every party in turn.</source>
        <translation>la pioche n'a pas été mélangée et verrouillée une fois par chaque camp à son tour.</translation>
    </message>
    <message id="remote.deck.secret_early">
        <source>a deck secret shown before the end of the game.</source>
        <translation>un secret de pioche montré avant la fin de la partie.</translation>
    </message>
    <message id="remote.deck.secret_missing">
        <source>{party} has not shown its deck secret.</source>
        <translation>{party} n'a pas montré son secret de pioche.</translation>
    </message>
    <message id="remote.deck.secret_not_committed">
        <source>the deck secret {party} shows is not the one it committed to.</source>
        <translation>le secret de pioche que montre {party} n'est pas celui sur lequel il s'est engagé.</translation>
    </message>
    <message id="remote.deck.secret_not_committed_any">
        <source>the deck secret shown is not the one committed to.</source>
        <translation>le secret de pioche montré n'est pas celui sur lequel le camp s'est engagé.</translation>
    </message>
    <message id="remote.deck.secret_twice">
        <source>a deck secret shown twice.</source>
        <translation>un secret de pioche montré deux fois.</translation>
    </message>
    <message id="remote.deck.two_keys">
        <source>{party} gave two keys for card {card} of {deck}.</source>
        <translation>{party} a donné deux clés pour la carte {card} de {deck}.</translation>
    </message>
    <message id="remote.deck.unknown_deck">
        <source>a step for a deck this game does not deal face down.</source>
        <translation>une étape pour une pioche que cette partie ne distribue pas face cachée.</translation>
    </message>
    <message id="remote.deck.unknown_step">
        <source>a deck step of no known kind.</source>
        <translation>une étape de pioche d'un type inconnu.</translation>
    </message>
    <message id="remote.deck.wrong_locker">
        <source>this locker is not for this deck.</source>
        <translation>ce verrou n'est pas celui de cette pioche.</translation>
    </message>
    <message id="remote.dice.forged">
        <source>the dice secret of {who} does not match the commitment made earlier (secret number {index} is not the one promised): changed or forged.</source>
        <translation>le secret de dés de {who} ne correspond pas à l'engagement pris plus tôt (le secret numéro {index} n'est pas celui promis) : modifié ou falsifié.</translation>
    </message>
    <message id="remote.dice.used_up">
        <source>{who} has used up the dice chain of this game.</source>
        <translation>{who} a épuisé la chaîne de dés de cette partie.</translation>
    </message>
    <message id="remote.dice.wrong_index">
        <source>the dice secret of {who} is number {index}, but number {expected} was due.</source>
        <translation>le secret de dés de {who} porte le numéro {index}, mais le numéro {expected} était attendu.</translation>
    </message>
    <message id="remote.dice_edited">
        <source>{where}: the dice of '{code}' are not the dice the revealed secrets give (rerolled or edited).</source>
        <translation>{where} : les dés de « {code} » ne sont pas ceux que donnent les secrets révélés (relancés ou modifiés).</translation>
    </message>
    <message id="remote.dice_not_ready">
        <source>{where}: '{code}' needs dice, and the dice are not ready until every party has revealed a dice secret.</source>
        <translation>{where} : « {code} » demande des dés, et les dés ne sont prêts qu'une fois que chaque camp a révélé un secret de dés.</translation>
    </message>
    <message id="remote.dice_wait_send">
        <source>the dice are not ready yet: send this file; the answer makes them ready.</source>
        <translation>les dés ne sont pas encore prêts : envoyez ce fichier ; la réponse les rendra prêts.</translation>
    </message>
    <message id="remote.empty">
        <source>the file is empty.</source>
        <translation>le fichier est vide.</translation>
    </message>
    <message id="remote.fingerprint">
        <source>the game after this file does not match the sender's game (fingerprint {theirs}, here {ours}): the file was changed, or the sender's game differs.</source>
        <translation>la partie après ce fichier ne correspond pas à celle de l'expéditeur (empreinte {theirs}, ici {ours}) : le fichier a été modifié, ou la partie de l'expéditeur diffère.</translation>
    </message>
    <message id="remote.finish_part">
        <source>finish this side's secret part of the phase before sending.</source>
        <translation>terminez la part secrète de ce camp pour cette phase avant d'envoyer.</translation>
    </message>
    <message id="remote.fork">
        <source>this file does not follow the last file of this game (it was written after a different file with the same number).</source>
        <translation>ce fichier ne fait pas suite au dernier fichier de cette partie (il a été écrit après un autre fichier du même numéro).</translation>
    </message>
    <message id="remote.game_unreadable">
        <source>the game file cannot be read ({error}).</source>
        <translation>le fichier de partie ne peut pas être lu ({error}).</translation>
    </message>
    <message id="remote.in_file">
        <source>{source}: {reason}</source>
        <translation>{source} : {reason}</translation>
    </message>
    <message id="remote.invitation_commit">
        <source>the invitation must publish the first party's dice commitment.</source>
        <translation>l'invitation doit publier l'engagement de dés du premier camp.</translation>
    </message>
    <message id="remote.invitation_fingerprint">
        <source>the opening of the game does not match the invitation's fingerprint.</source>
        <translation>l'ouverture de la partie ne correspond pas à l'empreinte de l'invitation.</translation>
    </message>
    <message id="remote.join.first">
        <source>this side must be one of the invited parties (not the first).</source>
        <translation>ce camp doit être l'un des camps invités (pas le premier).</translation>
    </message>
    <message id="remote.join.no_invitation">
        <source>open the invitation to join a game.</source>
        <translation>ouvrez l'invitation pour rejoindre une partie.</translation>
    </message>
    <message id="remote.join.other_secret">
        <source>this party already joined with another secret.</source>
        <translation>ce camp a déjà rejoint la partie avec un autre secret.</translation>
    </message>
    <message id="remote.join_actions">
        <source>a file that joins the game holds no actions.</source>
        <translation>un fichier qui rejoint la partie ne contient aucune action.</translation>
    </message>
    <message id="remote.lost_seal">
        <source>this side's sealed actions for this phase are lost; the game cannot go on.</source>
        <translation>les actions scellées de ce camp pour cette phase sont perdues ; la partie ne peut pas continuer.</translation>
    </message>
    <message id="remote.malformed_invitation">
        <source>the invitation is malformed (it comes from the first party and holds no actions).</source>
        <translation>l'invitation est mal formée (elle vient du premier camp et ne contient aucune action).</translation>
    </message>
    <message id="remote.must_wait">
        <source>{where}: '{code}' draws dice, which in this game wait for the other side's next secret (the step must say it waits, with no dice).</source>
        <translation>{where} : « {code} » lance des dés, qui dans cette partie attendent le prochain secret de l'autre camp (l'étape doit dire qu'elle attend, sans dés).</translation>
    </message>
    <message id="remote.newer">
        <source>this turn file was written by a newer version of Lionheart Table (protocol {theirs}; this version reads {ours}). Please update the program.</source>
        <translation>ce fichier de tour a été écrit par une version plus récente de Lionheart Table (protocole {theirs} ; cette version lit le {ours}). Veuillez mettre le programme à jour.</translation>
    </message>
    <message id="remote.no_game_file">
        <source>there is no such game file.</source>
        <translation>ce fichier de partie n'existe pas.</translation>
    </message>
    <message id="remote.no_sender">
        <source>the file names a sender this game does not have.</source>
        <translation>le fichier indique un expéditeur que cette partie n'a pas.</translation>
    </message>
    <message id="remote.no_such_file">
        <source>there is no such file.</source>
        <translation>ce fichier n'existe pas.</translation>
    </message>
    <message id="remote.not_allowed">
        <source>{where}: '{code}' is not allowed by the rules ({reason}).</source>
        <translation>{where} : « {code} » n'est pas permis par les règles ({reason}).</translation>
    </message>
    <message id="remote.not_dealt">
        <source>the file holds actions before every party has revealed a dice secret (the game is not dealt yet).</source>
        <translation>le fichier contient des actions avant que chaque partie ait révélé un secret de dés (la partie n'est pas encore distribuée).</translation>
    </message>
    <message id="remote.not_invitation">
        <source>this is not the invitation to a game (file 0); open the invitation first.</source>
        <translation>ce n'est pas l'invitation à une partie (fichier 0) ; ouvrez d'abord l'invitation.</translation>
    </message>
    <message id="remote.not_turn_file">
        <source>this is not a Lionheart Table turn file.</source>
        <translation>ce n'est pas un fichier de tour de Lionheart Table.</translation>
    </message>
    <message id="remote.not_utf8">
        <source>this is not a turn file (it is not UTF-8 text).</source>
        <translation>ce n'est pas un fichier de tour (ce n'est pas du texte UTF-8).</translation>
    </message>
    <message id="remote.not_your_seat">
        <source>this side does not hold the seat {seat}.</source>
        <translation>ce camp n'occupe pas la place {seat}.</translation>
    </message>
    <message id="remote.not_your_turn">
        <source>it is not this side's turn: waiting for {who}.</source>
        <translation>ce n'est pas au tour de ce camp : on attend {who}.</translation>
    </message>
    <message id="remote.open_changed">
        <source>{where}: the secret actions {party} shows are not the ones it sealed in file {seq} (changed after the commitment).</source>
        <translation>{where} : les actions secrètes que montre {party} ne sont pas celles scellées dans le fichier {seq} (modifiées après l'engagement).</translation>
    </message>
    <message id="remote.open_early">
        <source>{where}: {party} shows its secret actions before the others have sealed theirs.</source>
        <translation>{where} : {party} montre ses actions secrètes avant que les autres aient scellé les leurs.</translation>
    </message>
    <message id="remote.open_in_phase">
        <source>{where}: an action in the open while every party acts in secret.</source>
        <translation>{where} : une action à découvert alors que chaque camp agit en secret.</translation>
    </message>
    <message id="remote.open_missing">
        <source>{party} had to show its sealed actions in this file, and did not.</source>
        <translation>{party} devait montrer ses actions scellées dans ce fichier, et ne l'a pas fait.</translation>
    </message>
    <message id="remote.open_twice">
        <source>{where}: {party} shows its secret actions a second time.</source>
        <translation>{where} : {party} montre ses actions secrètes une deuxième fois.</translation>
    </message>
    <message id="remote.open_unwanted">
        <source>{where}: secret actions where {party} has none to give.</source>
        <translation>{where} : des actions secrètes alors que {party} n'a rien à donner.</translation>
    </message>
    <message id="remote.other_game">
        <source>this file belongs to another game (game {game} of {ruleset}; this is game {here} of {here_ruleset}).</source>
        <translation>ce fichier appartient à une autre partie (partie {game} de {ruleset} ; celle-ci est la partie {here} de {here_ruleset}).</translation>
    </message>
    <message id="remote.other_options">
        <source>this file names other game options than this game's: it belongs to another game.</source>
        <translation>ce fichier indique d'autres options de jeu que celles de cette partie : il appartient à une autre partie.</translation>
    </message>
    <message id="remote.over">
        <source>the game is over; no more files are played.</source>
        <translation>la partie est terminée ; plus aucun fichier n'est joué.</translation>
    </message>
    <message id="remote.part.not_allowed">
        <source>{where}: secret action {n} of {party} ('{code}') is not allowed by the rules ({reason}).</source>
        <translation>{where} : l'action secrète {n} de {party} (« {code} ») n'est pas permise par les règles ({reason}).</translation>
    </message>
    <message id="remote.part.seat">
        <source>{where}: secret action {n} is for a seat {party} does not hold.</source>
        <translation>{where} : l'action secrète {n} est pour une place que {party} n'occupe pas.</translation>
    </message>
    <message id="remote.part.unfinished">
        <source>{where}: the secret actions of {party} stop before its part is done.</source>
        <translation>{where} : les actions secrètes de {party} s'arrêtent avant que sa part soit finie.</translation>
    </message>
    <message id="remote.part_sent">
        <source>this side has sent its part of this phase; waiting for the others.</source>
        <translation>ce camp a envoyé sa part de cette phase ; on attend les autres.</translation>
    </message>
    <message id="remote.parties_again">
        <source>only the invitation (file 0) sets up the parties.</source>
        <translation>seule l'invitation (fichier 0) fixe les camps.</translation>
    </message>
    <message id="remote.party">
        <source>{name} ({seats})</source>
        <translation>{name} ({seats})</translation>
    </message>
    <message id="remote.pending_needs_secret">
        <source>the action waiting for dice needs another party's next dice secret first.</source>
        <translation>l'action qui attend les dés a d'abord besoin du prochain secret de dés d'un autre camp.</translation>
    </message>
    <message id="remote.pending_send">
        <source>this side's last action waits for the others' dice secret: send the file.</source>
        <translation>la dernière action de ce camp attend le secret de dés des autres : envoyez le fichier.</translation>
    </message>
    <message id="remote.replayed">
        <source>this is file {seq} of the game, which was already played here (this game has files 0 to {last}): a file is never played twice.</source>
        <translation>c'est le fichier {seq} de la partie, déjà joué ici (cette partie a les fichiers 0 à {last}) : un fichier n'est jamais joué deux fois.</translation>
    </message>
    <message id="remote.reveal_early">
        <source>the file reveals a dice secret of {party} out of turn.</source>
        <translation>le fichier révèle un secret de dés de {party} hors de son tour.</translation>
    </message>
    <message id="remote.reveal_missing">
        <source>the file should reveal the next dice secret of {party}, and does not.</source>
        <translation>le fichier devrait révéler le prochain secret de dés de {party}, et ne le fait pas.</translation>
    </message>
    <message id="remote.rolls_edited">
        <source>{where}: the dice shown for '{code}' are not the dice the revealed secrets give (rerolled or edited).</source>
        <translation>{where} : les dés affichés pour « {code} » ne sont pas ceux que donnent les secrets révélés (relancés ou modifiés).</translation>
    </message>
    <message id="remote.seal_unwanted">
        <source>{where}: a sealed part where {party} has none to give.</source>
        <translation>{where} : une part scellée alors que {party} n'a rien à donner.</translation>
    </message>
    <message id="remote.sealed.after_awaiting">
        <source>{where}: an action after one that waits for sealed actions to be shown.</source>
        <translation>{where} : une action après une autre qui attend que des actions scellées soient montrées.</translation>
    </message>
    <message id="remote.sealed.changed">
        <source>{where}: the action {party} shows is not the one it sealed (changed after the seal).</source>
        <translation>{where} : l'action que montre {party} n'est pas celle qui a été scellée (modifiée après le sceau).</translation>
    </message>
    <message id="remote.sealed.differs">
        <source>{where}: '{code}' turns out differently in this side's game than in the agreed one; it depends on a sealed action.</source>
        <translation>{where} : « {code} » tourne autrement dans la partie de ce camp que dans la partie convenue ; elle dépend d'une action scellée.</translation>
    </message>
    <message id="remote.sealed.kind">
        <source>a sealed action of a kind this game never seals</source>
        <translation>une action scellée d'une sorte que ce jeu ne scelle jamais</translation>
    </message>
    <message id="remote.sealed.lost">
        <source>this side's sealed actions are lost; the game cannot go on.</source>
        <translation>les actions scellées de ce camp sont perdues ; la partie ne peut pas continuer.</translation>
    </message>
    <message id="remote.sealed.mismatch">
        <source>{where}: the action {party} shows does not match what it showed of it.</source>
        <translation>{where} : l'action que montre {party} ne correspond pas à ce qui en avait été montré.</translation>
    </message>
    <message id="remote.sealed.missing">
        <source>{party} had to show the sealed actions the game waits for in this file, and did not.</source>
        <translation>{party} devait montrer dans ce fichier les actions scellées qu'attend la partie, et ne l'a pas fait.</translation>
    </message>
    <message id="remote.sealed.must_wait">
        <source>{where}: '{code}' depends on sealed actions, which must be shown before it is played (the step must say it waits).</source>
        <translation>{where} : « {code} » dépend d'actions scellées, qui doivent être montrées avant qu'elle soit jouée (l'étape doit dire qu'elle attend).</translation>
    </message>
    <message id="remote.sealed.never">
        <source>{where}: a sealed action of a kind this game never seals.</source>
        <translation>{where} : une action scellée d'une sorte que ce jeu ne scelle jamais.</translation>
    </message>
    <message id="remote.sealed.not_allowed">
        <source>{where}: the sealed action {party} shows ('{code}') was not allowed by the rules ({reason}).</source>
        <translation>{where} : l'action scellée que montre {party} (« {code} ») n'était pas permise par les règles ({reason}).</translation>
    </message>
    <message id="remote.sealed.own_first">
        <source>{where}: {party} must show its own sealed actions that '{code}' depends on before playing it.</source>
        <translation>{where} : {party} doit montrer ses propres actions scellées dont dépend « {code} » avant de la jouer.</translation>
    </message>
    <message id="remote.sealed.show_first">
        <source>{where}: {party} must first show the sealed actions the game waits for.</source>
        <translation>{where} : {party} doit d'abord montrer les actions scellées qu'attend la partie.</translation>
    </message>
    <message id="remote.sealed.step_seat">
        <source>{where}: a sealed action for a seat that is not {party}'s to move.</source>
        <translation>{where} : une action scellée pour une place qui n'est pas à {party} de jouer.</translation>
    </message>
    <message id="remote.sealed.step_unreadable">
        <source>{where}: the sealed action cannot be read ({reason}).</source>
        <translation>{where} : l'action scellée est illisible ({reason}).</translation>
    </message>
    <message id="remote.sealed.step_unwanted">
        <source>{where}: a sealed action where none can be played.</source>
        <translation>{where} : une action scellée là où aucune ne peut être jouée.</translation>
    </message>
    <message id="remote.sealed.unknown">
        <source>{where}: it shows a sealed action this game does not have, or one already shown.</source>
        <translation>{where} : il montre une action scellée que cette partie n'a pas, ou une déjà montrée.</translation>
    </message>
    <message id="remote.sealed.unplayable">
        <source>{where}: a sealed action that cannot be played here.</source>
        <translation>{where} : une action scellée qui ne peut pas être jouée ici.</translation>
    </message>
    <message id="remote.sealed.unreadable">
        <source>{where}: the action shown cannot be read ({reason}).</source>
        <translation>{where} : l'action montrée est illisible ({reason}).</translation>
    </message>
    <message id="remote.sealed.unwanted">
        <source>{where}: {party} shows a sealed action nobody waits for.</source>
        <translation>{where} : {party} montre une action scellée que personne n'attend.</translation>
    </message>
    <message id="remote.sealed.waits_for_none">
        <source>{where}: '{code}' says it waits for sealed actions, but depends on none.</source>
        <translation>{where} : « {code} » dit attendre des actions scellées, mais n'en dépend d'aucune.</translation>
    </message>
    <message id="remote.seat_not_held">
        <source>{where}: the action is for the seat {seat}, which {party} does not hold.</source>
        <translation>{where} : l'action est pour la place {seat}, que {party} n'occupe pas.</translation>
    </message>
    <message id="remote.seats_once">
        <source>the parties must hold every seat once ({seats}).</source>
        <translation>les camps doivent occuper chaque place une seule fois ({seats}).</translation>
    </message>
    <message id="remote.skipped">
        <source>this is file {seq}, but file {expected} has not been opened here yet: open the files in the order they were written.</source>
        <translation>c'est le fichier {seq}, mais le fichier {expected} n'a pas encore été ouvert ici : ouvrez les fichiers dans l'ordre où ils ont été écrits.</translation>
    </message>
    <message id="remote.src.copy_file">
        <source>{name}, file {n}</source>
        <translation>{name}, fichier {n}</translation>
    </message>
    <message id="remote.src.invitation">
        <source>the invitation</source>
        <translation>l'invitation</translation>
    </message>
    <message id="remote.src.own_file">
        <source>this side's file</source>
        <translation>le fichier de ce camp</translation>
    </message>
    <message id="remote.src.turn_file">
        <source>the turn file</source>
        <translation>le fichier de tour</translation>
    </message>
    <message id="remote.sum.deck_alone" numerus="yes">
        <source>{n} keys of {deck} for {party} alone</source>
        <extracomment>one: {n} key of {deck} for {party} alone</extracomment>
        <translation>
            <numerusform>{n} clé de {deck} pour {party} seul</numerusform>
            <numerusform>{n} clés de {deck} pour {party} seul</numerusform>
        </translation>
    </message>
    <message id="remote.sum.deck_commit">
        <source>commits to its secret for {deck}</source>
        <translation>s'engage sur son secret pour {deck}</translation>
    </message>
    <message id="remote.sum.deck_dh">
        <source>its key exchange number for cards sent to it alone</source>
        <translation>son nombre d'échange de clés pour les cartes envoyées à lui seul</translation>
    </message>
    <message id="remote.sum.deck_keys" numerus="yes">
        <source>{n} keys of {deck}, in the open</source>
        <extracomment>one: {n} key of {deck}, in the open</extracomment>
        <translation>
            <numerusform>{n} clé de {deck}, à découvert</numerusform>
            <numerusform>{n} clés de {deck}, à découvert</numerusform>
        </translation>
    </message>
    <message id="remote.sum.deck_lock">
        <source>locks {deck} ({n} cards)</source>
        <translation>verrouille {deck} ({n} cartes)</translation>
    </message>
    <message id="remote.sum.deck_mask">
        <source>masks {deck} ({n} cards, face down)</source>
        <translation>masque {deck} ({n} cartes, face cachée)</translation>
    </message>
    <message id="remote.sum.deck_secret">
        <source>shows its deck secret (the game is over: every copy checks the whole deal)</source>
        <translation>montre son secret de pioche (la partie est finie : chaque copie vérifie toute la donne)</translation>
    </message>
    <message id="remote.sum.deck_shuffle">
        <source>shuffles {deck} ({n} cards, face down)</source>
        <translation>mélange {deck} ({n} cartes, face cachée)</translation>
    </message>
    <message id="remote.sum.dice">
        <source>[dice: {rolls}]</source>
        <translation>[dés : {rolls}]</translation>
    </message>
    <message id="remote.sum.fingerprint">
        <source>Fingerprint after the file: {fingerprint}.</source>
        <translation>Empreinte après le fichier : {fingerprint}.</translation>
    </message>
    <message id="remote.sum.happened">
        <source>What happened:</source>
        <translation>Ce qui s'est passé :</translation>
    </message>
    <message id="remote.sum.head">
        <source>Turn file {seq} of game {game} ({ruleset}), from {who}.</source>
        <translation>Fichier de tour {seq} de la partie {game} ({ruleset}), de {who}.</translation>
    </message>
    <message id="remote.sum.hidden_draws" numerus="yes">
        <source>[{n} hidden draws]</source>
        <extracomment>one: [{n} hidden draw]</extracomment>
        <translation>
            <numerusform>[{n} tirage caché]</numerusform>
            <numerusform>[{n} tirages cachés]</numerusform>
        </translation>
    </message>
    <message id="remote.sum.invitation">
        <source>Invitation: {parties}.</source>
        <translation>Invitation : {parties}.</translation>
    </message>
    <message id="remote.sum.no_actions">
        <source>(no actions)</source>
        <translation>(aucune action)</translation>
    </message>
    <message id="remote.sum.none">
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message id="remote.sum.party">
        <source>party {n}</source>
        <translation>camp {n}</translation>
    </message>
    <message id="remote.sum.pending">
        <source>[rolled in the next file, with the other side's new dice secret]</source>
        <translation>[lancé dans le prochain fichier, avec le nouveau secret de dés de l'autre camp]</translation>
    </message>
    <message id="remote.sum.plays">
        <source>{name} plays {seats}</source>
        <translation>{name} joue {seats}</translation>
    </message>
    <message id="remote.sum.reveal">
        <source>Dice secret number {n} revealed.</source>
        <translation>Secret de dés numéro {n} révélé.</translation>
    </message>
    <message id="remote.sum.reveal_first">
        <source>Dice secret number {n} revealed (the commitment).</source>
        <translation>Secret de dés numéro {n} révélé (l'engagement).</translation>
    </message>
    <message id="remote.sum.sealed">
        <source>secret actions sealed (commitment {commit}...)</source>
        <translation>actions secrètes scellées (engagement {commit}...)</translation>
    </message>
    <message id="remote.sum.sealed_one">
        <source>(sealed {seal})</source>
        <translation>(scellée {seal})</translation>
    </message>
    <message id="remote.sum.sealed_place">
        <source>the place kept by a sealed choice ({seal}...): option {place}</source>
        <translation>la place gardée par un choix scellé ({seal}...) : option {place}</translation>
    </message>
    <message id="remote.sum.sealed_shown">
        <source>sealed action shown: {code}</source>
        <translation>action scellée montrée : {code}</translation>
    </message>
    <message id="remote.sum.sealed_step">
        <source>a secret action, sealed ({seal}...)</source>
        <translation>une action secrète, scellée ({seal}...)</translation>
    </message>
    <message id="remote.sum.shown">
        <source>secret actions shown: {codes}</source>
        <translation>actions secrètes montrées : {codes}</translation>
    </message>
    <message id="remote.sum.waits">
        <source>[played in a later file, once the sealed actions it depends on are shown or the keys of the cards it turns over are in]</source>
        <translation>[jouée dans un fichier ultérieur, une fois montrées les actions scellées dont elle dépend ou arrivées les clés des cartes qu'elle retourne]</translation>
    </message>
    <message id="remote.too_large">
        <source>the file is too large to be a turn file.</source>
        <translation>le fichier est trop gros pour être un fichier de tour.</translation>
    </message>
    <message id="remote.two_parties">
        <source>a game by file needs at least two parties.</source>
        <translation>une partie par fichier demande au moins deux camps.</translation>
    </message>
    <message id="remote.unknown_game">
        <source>this game is '{ruleset}', which this version of Lionheart Table does not have.</source>
        <translation>ce jeu est « {ruleset} », que cette version de Lionheart Table n'a pas.</translation>
    </message>
    <message id="remote.unreadable">
        <source>the file cannot be read ({why}).</source>
        <translation>le fichier ne peut pas être lu ({why}).</translation>
    </message>
    <message id="remote.unreadable_action">
        <source>{where}: the action cannot be read ({reason}).</source>
        <translation>{where} : l'action ne peut pas être lue ({reason}).</translation>
    </message>
    <message id="remote.unreadable_secret">
        <source>{where}: a secret action cannot be read ({reason}).</source>
        <translation>{where} : une action secrète ne peut pas être lue ({reason}).</translation>
    </message>
    <message id="remote.waits_no_dice">
        <source>{where}: '{code}' says it waits for dice, but it draws none.</source>
        <translation>{where} : « {code} » dit attendre les dés, mais n'en lance aucun.</translation>
    </message>
    <message id="remote.where.pending">
        <source>the action of file {seq} that waited for dice</source>
        <translation>l'action du fichier {seq} qui attendait les dés</translation>
    </message>
    <message id="remote.where.shown">
        <source>the sealed actions shown</source>
        <translation>les actions scellées montrées</translation>
    </message>
    <message id="remote.where.step">
        <source>step {n}</source>
        <translation>étape {n}</translation>
    </message>
    <message id="remote.where.your_move">
        <source>your move</source>
        <translation>votre coup</translation>
    </message>
    <message id="remote.where.your_secret">
        <source>your secret actions</source>
        <translation>vos actions secrètes</translation>
    </message>
    <message id="remote.wrong_sender">
        <source>this file comes from {sender}, but the next file is {expected}'s to write.</source>
        <translation>ce fichier vient de {sender}, mais c'est à {expected} d'écrire le prochain fichier.</translation>
    </message>
    <message id="save.bad_json">
        <source>the file is damaged (not valid JSON).</source>
        <translation>le fichier est endommagé (JSON invalide).</translation>
    </message>
    <message id="save.bad_json_at">
        <source>the file is damaged (not valid JSON at line {line}, column {column}).</source>
        <translation>le fichier est endommagé (JSON invalide à la ligne {line}, colonne {column}).</translation>
    </message>
    <message id="save.bad_options">
        <source>the game options are not valid ({where}: {problem}).</source>
        <translation>les options de jeu ne sont pas valides ({where} : {problem}).</translation>
    </message>
    <message id="save.bad_options_plain">
        <source>the game options are not valid ({where}).</source>
        <translation>les options de jeu ne sont pas valides ({where}).</translation>
    </message>
    <message id="save.checkpoint_beyond">
        <source>a checkpoint lies beyond the end of the action log.</source>
        <translation>un point de contrôle se trouve après la fin du journal des actions.</translation>
    </message>
    <message id="save.checkpoint_damaged">
        <source>the checkpoint after action {i} is damaged.</source>
        <translation>le point de contrôle après l'action {i} est endommagé.</translation>
    </message>
    <message id="save.checkpoint_mismatch">
        <source>the file has been changed or damaged: the game after action {i} does not match its checkpoint.</source>
        <translation>le fichier a été modifié ou endommagé : la partie après l'action {i} ne correspond pas à son point de contrôle.</translation>
    </message>
    <message id="save.checkpoint_options">
        <source>the checkpoint after action {i} belongs to other options.</source>
        <translation>le point de contrôle après l'action {i} appartient à d'autres options.</translation>
    </message>
    <message id="save.crashed">
        <source>the file could not be read ({error}).</source>
        <translation>le fichier n'a pas pu être lu ({error}).</translation>
    </message>
    <message id="save.cut_short">
        <source>the file is cut short; it was not written completely.</source>
        <translation>le fichier est tronqué ; il n'a pas été écrit en entier.</translation>
    </message>
    <message id="save.empty">
        <source>the file is empty.</source>
        <translation>le fichier est vide.</translation>
    </message>
    <message id="save.fingerprint">
        <source>the file has been changed or damaged: the replayed game does not match its fingerprint.</source>
        <translation>le fichier a été modifié ou endommagé : la partie rejouée ne correspond pas à son empreinte.</translation>
    </message>
    <message id="save.folder">
        <source>this is a folder, not a save file.</source>
        <translation>c'est un dossier, pas un fichier de sauvegarde.</translation>
    </message>
    <message id="save.in_file">
        <source>{source}: {reason}</source>
        <translation>{source} : {reason}</translation>
    </message>
    <message id="save.log_damaged">
        <source>the action log is damaged ({reason}).</source>
        <translation>le journal des actions est endommagé ({reason}).</translation>
    </message>
    <message id="save.newer">
        <source>this save was made by a newer version of Lionheart Table (save format {fmt}; this version reads formats up to {ours}). Please update the program.</source>
        <translation>cette sauvegarde a été faite par une version plus récente de Lionheart Table (format {fmt} ; cette version lit les formats jusqu'au {ours}). Veuillez mettre le programme à jour.</translation>
    </message>
    <message id="save.no_format">
        <source>the file is damaged: it does not say which save format it uses.</source>
        <translation>le fichier est endommagé : il n'indique pas quel format de sauvegarde il utilise.</translation>
    </message>
    <message id="save.no_such_file">
        <source>there is no such file.</source>
        <translation>ce fichier n'existe pas.</translation>
    </message>
    <message id="save.nobody">
        <source>a seat says nobody plays it.</source>
        <translation>une place indique que personne ne la joue.</translation>
    </message>
    <message id="save.not_allowed">
        <source>action {n} of the log is not allowed by the rules ({reason}).</source>
        <translation>l'action {n} du journal n'est pas permise par les règles ({reason}).</translation>
    </message>
    <message id="save.not_regular">
        <source>this is not a regular file.</source>
        <translation>ce n'est pas un fichier ordinaire.</translation>
    </message>
    <message id="save.not_replayable">
        <source>action {n} of the log cannot be replayed.</source>
        <translation>l'action {n} du journal ne peut pas être rejouée.</translation>
    </message>
    <message id="save.not_save">
        <source>this is not a Lionheart Table save file.</source>
        <translation>ce n'est pas un fichier de sauvegarde de Lionheart Table.</translation>
    </message>
    <message id="save.not_utf8">
        <source>this is not a save file (it is not UTF-8 text).</source>
        <translation>ce n'est pas un fichier de sauvegarde (ce n'est pas du texte UTF-8).</translation>
    </message>
    <message id="save.nothing">
        <source>there is nothing to read.</source>
        <translation>il n'y a rien à lire.</translation>
    </message>
    <message id="save.old_failed">
        <source>this old save (format {fmt}) could not be brought up to date.</source>
        <translation>cette ancienne sauvegarde (format {fmt}) n'a pas pu être mise à jour.</translation>
    </message>
    <message id="save.opening_damaged">
        <source>the opening position is damaged.</source>
        <translation>la position de départ est endommagée.</translation>
    </message>
    <message id="save.opening_options">
        <source>the opening position belongs to other options.</source>
        <translation>la position de départ appartient à d'autres options.</translation>
    </message>
    <message id="save.setup_failed">
        <source>the game cannot be set up from the saved options and seed.</source>
        <translation>la partie ne peut pas être mise en place avec les options et la graine enregistrées.</translation>
    </message>
    <message id="save.src">
        <source>the save</source>
        <translation>la sauvegarde</translation>
    </message>
    <message id="save.stranger">
        <source>the seats name a player this game does not have ('{player}').</source>
        <translation>les places nomment un joueur que ce jeu n'a pas (« {player} »).</translation>
    </message>
    <message id="save.too_large">
        <source>the file is too large to be a save ({size} MB; saves are at most {most} MB).</source>
        <translation>le fichier est trop gros pour être une sauvegarde ({size} Mo ; une sauvegarde fait au plus {most} Mo).</translation>
    </message>
    <message id="save.unknown_format">
        <source>save format {fmt} is not one this version can read.</source>
        <translation>le format de sauvegarde {fmt} n'est pas lisible par cette version.</translation>
    </message>
    <message id="save.unknown_game">
        <source>this save is for the game '{ruleset}', which this version of Lionheart Table does not have.</source>
        <translation>cette sauvegarde est pour le jeu « {ruleset} », que cette version de Lionheart Table n'a pas.</translation>
    </message>
    <message id="save.unreadable">
        <source>the file cannot be read ({why}).</source>
        <translation>le fichier ne peut pas être lu ({why}).</translation>
    </message>
    <message id="simulate.actions">
        <source>actions</source>
        <translation>actions</translation>
    </message>
    <message id="simulate.at_least_one">
        <source>must be at least 1</source>
        <translation>doit valoir au moins 1</translation>
    </message>
    <message id="simulate.crashed">
        <source>Game with seed {seed} crashed after {n} actions (seats {seats}):</source>
        <translation>La partie de graine {seed} a planté après {n} actions (places {seats}) :</translation>
    </message>
    <message id="simulate.crashed_count">
        <source>crashed</source>
        <translation>plantées</translation>
    </message>
    <message id="simulate.description">
        <source>Let computer players play each other and count the results.</source>
        <translation>Faire jouer des joueurs ordinateur les uns contre les autres et compter les résultats.</translation>
    </message>
    <message id="simulate.draws">
        <source>draws</source>
        <translation>nuls</translation>
    </message>
    <message id="simulate.fixed_seats">
        <source>(fixed seats)</source>
        <translation>(places fixes)</translation>
    </message>
    <message id="simulate.header" numerus="yes">
        <source>{title}: {n} games, {players}</source>
        <extracomment>one: {title}: {n} game, {players}</extracomment>
        <translation>
            <numerusform>{title} : {n} partie, {players}</numerusform>
            <numerusform>{title} : {n} parties, {players}</numerusform>
        </translation>
    </message>
    <message id="simulate.help.fixed_seats">
        <source>do not alternate seats between games</source>
        <translation>ne pas alterner les places entre les parties</translation>
    </message>
    <message id="simulate.help.games">
        <source>number of games (default 10)</source>
        <translation>nombre de parties (10 par défaut)</translation>
    </message>
    <message id="simulate.help.iterations">
        <source>fixed iterations per action for the search level (deterministic)</source>
        <translation>nombre fixe d'itérations par action pour le niveau recherche (déterministe)</translation>
    </message>
    <message id="simulate.help.json">
        <source>print one JSON object</source>
        <translation>afficher un seul objet JSON</translation>
    </message>
    <message id="simulate.help.max_actions">
        <source>stop a game after this many actions and count a draw</source>
        <translation>arrêter une partie après ce nombre d'actions et la compter nulle</translation>
    </message>
    <message id="simulate.help.option">
        <source>an option of the games, e.g. end_year=1195 (repeatable)</source>
        <translation>une option des parties, p. ex. end_year=1195 (répétable)</translation>
    </message>
    <message id="simulate.help.players">
        <source>comma-separated levels, one per seat ({levels})</source>
        <translation>niveaux séparés par des virgules, un par place ({levels})</translation>
    </message>
    <message id="simulate.help.ruleset">
        <source>ruleset id, e.g. lionheart-1997</source>
        <translation>identifiant du jeu, par exemple lionheart-1997</translation>
    </message>
    <message id="simulate.help.seed">
        <source>seed of the run: the same seed plays the same games</source>
        <translation>graine de la série : la même graine joue les mêmes parties</translation>
    </message>
    <message id="simulate.help.time_budget">
        <source>seconds per action of the search level</source>
        <translation>secondes par action pour le niveau recherche</translation>
    </message>
    <message id="simulate.help.turn_limit">
        <source>draw after this many turns (default {limit} where the ruleset allows one)</source>
        <translation>match nul après ce nombre de tours ({limit} par défaut quand le jeu le permet)</translation>
    </message>
    <message id="simulate.mean_length">
        <source>mean length</source>
        <translation>durée moy.</translation>
    </message>
    <message id="simulate.ms_per_move">
        <source>ms per move</source>
        <translation>ms par coup</translation>
    </message>
    <message id="simulate.not_a_number">
        <source>{text} is not a whole number</source>
        <translation>{text} n'est pas un nombre entier</translation>
    </message>
    <message id="simulate.reproduce">
        <source>Action log that reproduces it (replay with ruleset.replay(opts, {seed}, log)):</source>
        <translation>Journal d'actions qui le reproduit (à rejouer avec ruleset.replay(opts, {seed}, log)) :</translation>
    </message>
    <message id="simulate.seats_alternate">
        <source>(seats alternate)</source>
        <translation>(places alternées)</translation>
    </message>
    <message id="simulate.see_above">
        <source>(see above)</source>
        <translation>(voir plus haut)</translation>
    </message>
    <message id="simulate.unknown_levels">
        <source>unknown level(s) {levels}; use {known}</source>
        <translation>niveau(x) inconnu(s) {levels} ; utilisez {known}</translation>
    </message>
    <message id="simulate.wins">
        <source>wins</source>
        <translation>victoires</translation>
    </message>
    <message id="spectator">
        <source>Spectator</source>
        <translation>Spectateur</translation>
    </message>
    <message id="state.invalid">
        <source>the state is not valid: {why}</source>
        <translation>la position n'est pas valable : {why}</translation>
    </message>
    <message id="state.log_entry">
        <source>a log entry must be an object with an 'action'</source>
        <translation>une entrée du journal doit être un objet avec une « action »</translation>
    </message>
    <message id="state.log_rolls">
        <source>a log entry's 'rolls' must be a list</source>
        <translation>les « rolls » d'une entrée du journal doivent être une liste</translation>
    </message>
    <message id="state.missing">
        <source>the state is missing</source>
        <translation>la position manque</translation>
    </message>
    <message id="state.newer">
        <source>state format {fmt} is newer than this program reads ({ours})</source>
        <translation>le format de position {fmt} est plus récent que ce que lit ce programme ({ours})</translation>
    </message>
    <message id="state.not_document">
        <source>not a state document</source>
        <translation>pas un document de position</translation>
    </message>
    <message id="state.other_ruleset">
        <source>this state belongs to {theirs}, not {ours}</source>
        <translation>cette position appartient à {theirs}, pas à {ours}</translation>
    </message>
    <message id="state.unreadable">
        <source>not a readable state: {why}</source>
        <translation>pas une position lisible : {why}</translation>
    </message>
    <message id="subgame.closed">
        <source>{title} is over: {reason}</source>
        <translation>{title} est terminé : {reason}</translation>
    </message>
    <message id="subgame.opened">
        <source>{title} begins.</source>
        <translation>{title} commence.</translation>
    </message>
    <message id="subgame.pair">
        <source>cannot read the seat pair {pair}</source>
        <translation>la paire de places {pair} est illisible</translation>
    </message>
    <message id="subgame.seats">
        <source>a sub-game's seats are pairs of seat names</source>
        <translation>les places d'un sous-jeu sont des paires de noms de places</translation>
    </message>
    <message id="subgame.shape">
        <source>a sub-game needs its ruleset, seats and state</source>
        <translation>un sous-jeu a besoin de ses règles, de ses places et de sa position</translation>
    </message>
    <message id="subgame.state">
        <source>a sub-game's state must be an object</source>
        <translation>la position d'un sous-jeu doit être un objet</translation>
    </message>
    <message id="subgame.text">
        <source>a sub-game is written '&lt;ruleset&gt; &lt;seat&gt;=&lt;seat&gt;,... :: &lt;position&gt;', not {text}</source>
        <translation>un sous-jeu s'écrit « &lt;règles&gt; &lt;place&gt;=&lt;place&gt;,... :: &lt;position&gt; », pas {text}</translation>
    </message>
    <message id="subgame.unknown">
        <source>the sub-game's ruleset {ruleset} is not known</source>
        <translation>les règles {ruleset} du sous-jeu sont inconnues</translation>
    </message>
    <message id="to_act">
        <source>To act: {players}</source>
        <translation>À jouer : {players}</translation>
    </message>
</context>
</TS>
