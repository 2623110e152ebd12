<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>core</name>
    <message id="code.ambiguous">
        <source>'{code}' could mean several actions: {options}.</source>
        <translation>'{code}' kan meerdere acties betekenen: {options}.</translation>
    </message>
    <message id="code.at">
        <source>{what} at character {n} of {text}</source>
        <translation>{what} bij teken {n} van {text}</translation>
    </message>
    <message id="code.bad_record">
        <source>bad {verb}: {problem}</source>
        <translation>ongeldige {verb}: {problem}</translation>
    </message>
    <message id="code.cannot_read">
        <source>cannot read a {kind}</source>
        <translation>een {kind} kan niet gelezen worden</translation>
    </message>
    <message id="code.expected">
        <source>expected '{char}'</source>
        <translation>'{char}' verwacht</translation>
    </message>
    <message id="code.expected_kind">
        <source>expected {kind}, not {given}</source>
        <translation>{kind} verwacht, niet {given}</translation>
    </message>
    <message id="code.expected_list">
        <source>expected a list, not {given}</source>
        <translation>een lijst verwacht, niet {given}</translation>
    </message>
    <message id="code.expected_object">
        <source>expected an object, not {given}</source>
        <translation>een object verwacht, niet {given}</translation>
    </message>
    <message id="code.expected_value">
        <source>expected a value</source>
        <translation>een waarde verwacht</translation>
    </message>
    <message id="code.in_field">
        <source>{kind}.{field}: {problem}</source>
        <translation>{kind}.{field}: {problem}</translation>
    </message>
    <message id="code.items">
        <source>expected {n} items, not {given}</source>
        <translation>{n} elementen verwacht, niet {given}</translation>
    </message>
    <message id="code.kind.list">
        <source>a list</source>
        <translation>een lijst</translation>
    </message>
    <message id="code.kind.number">
        <source>a number</source>
        <translation>een getal</translation>
    </message>
    <message id="code.kind.object">
        <source>an object</source>
        <translation>een object</translation>
    </message>
    <message id="code.kind.text">
        <source>a string</source>
        <translation>een tekst</translation>
    </message>
    <message id="code.kind.yes_no">
        <source>a boolean</source>
        <translation>waar of onwaar</translation>
    </message>
    <message id="code.lacks">
        <source>{kind} lacks '{field}'</source>
        <translation>{kind} mist '{field}'</translation>
    </message>
    <message id="code.missing_value">
        <source>a value is missing</source>
        <translation>er ontbreekt een waarde</translation>
    </message>
    <message id="code.must_be_object">
        <source>a {kind} must be an object</source>
        <translation>een {kind} moet een object zijn</translation>
    </message>
    <message id="code.needs_field">
        <source>'{verb}' needs its '{field}'</source>
        <translation>'{verb}' heeft zijn '{field}' nodig</translation>
    </message>
    <message id="code.no_grid">
        <source>no grid to read a cell with</source>
        <translation>geen raster om een vak mee te lezen</translation>
    </message>
    <message id="code.no_kind">
        <source>a value of none of the expected kinds</source>
        <translation>een waarde van geen enkele verwachte soort</translation>
    </message>
    <message id="code.no_kind_of">
        <source>{word} fits none of the expected kinds</source>
        <translation>{word} past bij geen enkele verwachte soort</translation>
    </message>
    <message id="code.no_match">
        <source>No legal action matches '{code}'.</source>
        <translation>Geen toegestane actie past bij '{code}'.</translation>
    </message>
    <message id="code.not_a_cell">
        <source>{word} is not a cell</source>
        <translation>{word} is geen vak</translation>
    </message>
    <message id="code.not_a_kind">
        <source>{word} is not a {kind}</source>
        <translation>{word} is geen {kind}</translation>
    </message>
    <message id="code.not_number">
        <source>{word} is not a number</source>
        <translation>{word} is geen getal</translation>
    </message>
    <message id="code.not_one_of">
        <source>{word} is not one of {choices}</source>
        <translation>{word} is niet een van {choices}</translation>
    </message>
    <message id="code.not_text">
        <source>a code must be text</source>
        <translation>een code moet tekst zijn</translation>
    </message>
    <message id="code.not_whole">
        <source>{word} is not a whole number</source>
        <translation>{word} is geen geheel getal</translation>
    </message>
    <message id="code.not_yes_no">
        <source>{word} is not yes or no</source>
        <translation>{word} is geen yes of no</translation>
    </message>
    <message id="code.nothing">
        <source>there is nothing to read</source>
        <translation>er is niets om te lezen</translation>
    </message>
    <message id="code.null">
        <source>a value is missing (null)</source>
        <translation>er ontbreekt een waarde (null)</translation>
    </message>
    <message id="code.record_object">
        <source>a record must be an object with a 'type'</source>
        <translation>een record moet een object met een 'type' zijn</translation>
    </message>
    <message id="code.say_type">
        <source>an object here must say its 'type'</source>
        <translation>een object moet hier zijn 'type' noemen</translation>
    </message>
    <message id="code.type_text">
        <source>a record's 'type' must be a string</source>
        <translation>het 'type' van een record moet een tekst zijn</translation>
    </message>
    <message id="code.unexpected">
        <source>unexpected text</source>
        <translation>onverwachte tekst</translation>
    </message>
    <message id="code.unfinished_quote">
        <source>an unfinished quoted text</source>
        <translation>een tekst tussen aanhalingstekens die niet afgesloten is</translation>
    </message>
    <message id="code.unknown_action">
        <source>unknown action {word}</source>
        <translation>onbekende actie {word}</translation>
    </message>
    <message id="code.unknown_fields">
        <source>{kind} has unknown fields {fields}</source>
        <translation>{kind} heeft onbekende velden {fields}</translation>
    </message>
    <message id="code.unknown_type">
        <source>unknown record type {name}</source>
        <translation>onbekend recordtype {name}</translation>
    </message>
    <message id="editor.unsupported">
        <source>This game's positions are edited as text only.</source>
        <translation>De stellingen van dit spel worden alleen als tekst bewerkt.</translation>
    </message>
    <message id="file.missing_field">
        <source>the file is damaged: the field '{field}' is missing.</source>
        <translation>het bestand is beschadigd: het veld '{field}' ontbreekt.</translation>
    </message>
    <message id="file.problem.choice">
        <source>not one of the allowed values</source>
        <translation>geen van de toegestane waarden</translation>
    </message>
    <message id="file.problem.form">
        <source>not in the expected form</source>
        <translation>niet in de verwachte vorm</translation>
    </message>
    <message id="file.problem.length">
        <source>too short or too long</source>
        <translation>te kort of te lang</translation>
    </message>
    <message id="file.problem.list">
        <source>not a list</source>
        <translation>geen lijst</translation>
    </message>
    <message id="file.problem.missing">
        <source>missing</source>
        <translation>ontbreekt</translation>
    </message>
    <message id="file.problem.number">
        <source>not a number of the expected kind</source>
        <translation>geen getal van de verwachte soort</translation>
    </message>
    <message id="file.problem.object">
        <source>not a group of fields</source>
        <translation>geen groep velden</translation>
    </message>
    <message id="file.problem.range">
        <source>out of range</source>
        <translation>buiten het toegestane bereik</translation>
    </message>
    <message id="file.problem.text">
        <source>not a text</source>
        <translation>geen tekst</translation>
    </message>
    <message id="file.problem.time">
        <source>not a date and time</source>
        <translation>geen datum en tijd</translation>
    </message>
    <message id="file.problem.yes_no">
        <source>not true or false</source>
        <translation>niet waar of onwaar</translation>
    </message>
    <message id="file.unknown_field">
        <source>the file is damaged: it has an unknown field '{field}'.</source>
        <translation>het bestand is beschadigd: het heeft een onbekend veld '{field}'.</translation>
    </message>
    <message id="file.wrong_field">
        <source>the file is damaged: '{field}' is wrong ({problem}).</source>
        <translation>het bestand is beschadigd: '{field}' is fout ({problem}).</translation>
    </message>
    <message id="file.wrong_field_plain">
        <source>the file is damaged: '{field}' is wrong.</source>
        <translation>het bestand is beschadigd: '{field}' is fout.</translation>
    </message>
    <message id="game.over">
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message id="game.over.reason">
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message id="no_such_seat">
        <source>There is no seat called {player}.</source>
        <translation>Er is geen plaats die {player} heet.</translation>
    </message>
    <message id="not_an_action">
        <source>{action} is not an action of this game.</source>
        <translation>{action} is geen actie van dit spel.</translation>
    </message>
    <message id="not_your_turn">
        <source>It is not {player}'s turn.</source>
        <translation>{player} is niet aan de beurt.</translation>
    </message>
    <message id="remote.after_pending">
        <source>{where}: an action after one that waits for the others' dice secret.</source>
        <translation>{where}: een actie na een actie die op het dobbelsteengeheim van de anderen wacht.</translation>
    </message>
    <message id="remote.awaiting_send">
        <source>this side's last action waits for sealed actions to be shown, or for keys of face-down cards: send the file.</source>
        <translation>de laatste actie van deze kant wacht tot verzegelde acties getoond zijn, of op sleutels van gedekte kaarten: verstuur het bestand.</translation>
    </message>
    <message id="remote.bad_json">
        <source>the file is damaged (not valid JSON).</source>
        <translation>het bestand is beschadigd (geen geldige JSON).</translation>
    </message>
    <message id="remote.bad_json_at">
        <source>the file is damaged (not valid JSON at line {line}, column {column}).</source>
        <translation>het bestand is beschadigd (geen geldige JSON op regel {line}, kolom {column}).</translation>
    </message>
    <message id="remote.bad_options">
        <source>the game options are not valid.</source>
        <translation>de spelopties zijn ongeldig.</translation>
    </message>
    <message id="remote.cards.count_waits">
        <source>{where}: '{code}' must wait for the deck it counts to be made again if it is the last card given in the round, and only then.</source>
        <translation>{where}: '{code}' moet wachten tot de stapel die het telt opnieuw gemaakt is als het de laatste kaart is die in de ronde gegeven wordt, en alleen dan.</translation>
    </message>
    <message id="remote.cards.give_open">
        <source>{where}: '{code}' gives cards face down: it must travel sealed, with the places of its cards.</source>
        <translation>{where}: '{code}' geeft kaarten gedekt: het moet verzegeld reizen, met de plaatsen van zijn kaarten.</translation>
    </message>
    <message id="remote.cards.join">
        <source>{party} has not shuffled every face-down deck in its joining file.</source>
        <translation>{party} heeft niet elke gedekte stapel geschud in zijn deelnamebestand.</translation>
    </message>
    <message id="remote.cards.kept">
        <source>{where}: {party} shows it kept '{code}', but that is not the card at the place it named among the two it chose between.</source>
        <translation>{where}: {party} toont dat het '{code}' hield, maar dat is niet de kaart op de plaats die het noemde van de twee waartussen het koos.</translation>
    </message>
    <message id="remote.cards.kept_early">
        <source>{where}: {party} shows what it kept before every deck secret is in (until then it names only the place it kept).</source>
        <translation>{where}: {party} toont wat het hield voordat elk stapelgeheim binnen is (tot dan noemt het alleen de plaats die het hield).</translation>
    </message>
    <message id="remote.cards.kept_place">
        <source>{where}: {party} names no place among the two it chose between.</source>
        <translation>{where}: {party} noemt geen plaats van de twee waartussen het koos.</translation>
    </message>
    <message id="remote.cards.kept_unmixed">
        <source>{where}: {party} names the place it kept before its two options are mixed and their keys are in (another party can read one of them, so the place would tell it what was kept).</source>
        <translation>{where}: {party} noemt de plaats die het hield voordat zijn twee opties gemengd zijn en hun sleutels binnen zijn (een andere partij kan er een van lezen, dus de plaats zou haar vertellen wat er gehouden werd).</translation>
    </message>
    <message id="remote.cards.lost_track">
        <source>{where}: after '{code}' the hands are not what the face-down cards give.</source>
        <translation>{where}: na '{code}' zijn de handen niet wat de gedekte kaarten geven.</translation>
    </message>
    <message id="remote.cards.must_wait">
        <source>{where}: '{code}' begins a round whose event card every side must open first (the step must say it waits).</source>
        <translation>{where}: '{code}' begint een ronde waarvan elke kant eerst de gebeurteniskaart moet openen (de stap moet zeggen dat hij wacht).</translation>
    </message>
    <message id="remote.cards.none">
        <source>the file carries face-down cards, but this game is not played with them.</source>
        <translation>het bestand bevat gedekte kaarten, maar dit spel wordt er niet mee gespeeld.</translation>
    </message>
    <message id="remote.cards.not_given">
        <source>{where}: {party} shows it gave '{code}', but those are not the cards at the places it named.</source>
        <translation>{where}: {party} toont dat het '{code}' gaf, maar dat zijn niet de kaarten op de plaatsen die het noemde.</translation>
    </message>
    <message id="remote.cards.not_shown">
        <source>{where}: the cards '{code}' shows are not the cards at the places it names (or they were not opened first).</source>
        <translation>{where}: de kaarten die '{code}' toont zijn niet de kaarten op de plaatsen die het noemt (of ze werden niet eerst geopend).</translation>
    </message>
    <message id="remote.cards.owes">
        <source>{party} does not send the keys, deck rounds or secret it owes.</source>
        <translation>{party} stuurt de sleutels, stapelrondes of het geheim niet die het verschuldigd is.</translation>
    </message>
    <message id="remote.cards.places">
        <source>{where}: '{code}' does not name the places of the cards it shows.</source>
        <translation>{where}: '{code}' noemt niet de plaatsen van de kaarten die het toont.</translation>
    </message>
    <message id="remote.cards.refused">
        <source>{where}: the face-down cards do not check: {reason}</source>
        <translation>{where}: de gedekte kaarten kloppen niet: {reason}</translation>
    </message>
    <message id="remote.cards.unread">
        <source>{where}: {party} cannot act before the keys of its cards are in.</source>
        <translation>{where}: {party} kan niet handelen voordat de sleutels van zijn kaarten binnen zijn.</translation>
    </message>
    <message id="remote.chain">
        <source>the dice chain length is not valid.</source>
        <translation>de lengte van de dobbelsteenketen is ongeldig.</translation>
    </message>
    <message id="remote.changed">
        <source>the file was changed after it was written (its checksum does not match).</source>
        <translation>het bestand is gewijzigd nadat het geschreven werd (de controlesom klopt niet).</translation>
    </message>
    <message id="remote.crashed">
        <source>the file could not be checked ({error}).</source>
        <translation>het bestand kon niet gecontroleerd worden ({error}).</translation>
    </message>
    <message id="remote.cut_short">
        <source>the file is cut short; it was not written or sent completely.</source>
        <translation>het bestand is afgebroken; het is niet volledig geschreven of verstuurd.</translation>
    </message>
    <message id="remote.deck.alone_no_card">
        <source>a key names no card it hands over.</source>
        <translation>een sleutel noemt geen kaart die wordt overgedragen.</translation>
    </message>
    <message id="remote.deck.alone_no_party">
        <source>keys sent to no other party.</source>
        <translation>sleutels naar geen andere partij gestuurd.</translation>
    </message>
    <message id="remote.deck.card_twice">
        <source>{party} handed on {deck} with a card twice.</source>
        <translation>{party} gaf {deck} door met een kaart twee keer.</translation>
    </message>
    <message id="remote.deck.commit_no_hash">
        <source>{party}'s commitment for {deck} is no hash.</source>
        <translation>de vastlegging van {party} voor {deck} is geen hash.</translation>
    </message>
    <message id="remote.deck.commit_twice">
        <source>{party} committed to a secret for {deck} twice.</source>
        <translation>{party} legde zich twee keer vast op een geheim voor {deck}.</translation>
    </message>
    <message id="remote.deck.dh_not_group">
        <source>the key exchange number is not a number of the group.</source>
        <translation>het sleuteluitwisselingsgetal is geen getal van de groep.</translation>
    </message>
    <message id="remote.deck.dh_twice">
        <source>a party published its key exchange number twice.</source>
        <translation>een partij publiceerde haar sleuteluitwisselingsgetal twee keer.</translation>
    </message>
    <message id="remote.deck.false_key">
        <source>the keys given do not open this card: one of them is false.</source>
        <translation>de gegeven sleutels openen deze kaart niet: een ervan is vals.</translation>
    </message>
    <message id="remote.deck.false_key_by">
        <source>{party} gave a false key for card {card} of {deck}.</source>
        <translation>{party} gaf een valse sleutel voor kaart {card} van {deck}.</translation>
    </message>
    <message id="remote.deck.false_key_of">
        <source>the keys for card {card} of {deck} open no card: one of them is false.</source>
        <translation>de sleutels voor kaart {card} van {deck} openen geen kaart: een ervan is vals.</translation>
    </message>
    <message id="remote.deck.keep_no_place">
        <source>a keep shown at no place.</source>
        <translation>een behouden kaart getoond op geen enkele plaats.</translation>
    </message>
    <message id="remote.deck.keep_unmixed">
        <source>a keep's place named before its two options are mixed.</source>
        <translation>de plaats van een behouden kaart genoemd voordat haar twee opties gemengd zijn.</translation>
    </message>
    <message id="remote.deck.key_before_lock">
        <source>a key for {deck} before the deck is locked.</source>
        <translation>een sleutel voor {deck} voordat de stapel vergrendeld is.</translation>
    </message>
    <message id="remote.deck.key_lacking">
        <source>{party} lacks {other}'s key for card {card} of {deck}.</source>
        <translation>{party} mist de sleutel van {other} voor kaart {card} van {deck}.</translation>
    </message>
    <message id="remote.deck.key_no_card_party">
        <source>a key names no card or no party.</source>
        <translation>een sleutel noemt geen kaart of geen partij.</translation>
    </message>
    <message id="remote.deck.key_no_party">
        <source>a key for card {card} of {deck} names no other party.</source>
        <translation>een sleutel voor kaart {card} van {deck} noemt geen andere partij.</translation>
    </message>
    <message id="remote.deck.misread">
        <source>card {card} of {deck} was read as another card than the deck holds.</source>
        <translation>kaart {card} van {deck} werd gelezen als een andere kaart dan de stapel bevat.</translation>
    </message>
    <message id="remote.deck.not_a_deck">
        <source>the deck handed on is not a deck of {size} locked cards.</source>
        <translation>de doorgegeven stapel is geen stapel van {size} vergrendelde kaarten.</translation>
    </message>
    <message id="remote.deck.not_a_key">
        <source>the key given for card {card} is not a key.</source>
        <translation>de sleutel voor kaart {card} is geen sleutel.</translation>
    </message>
    <message id="remote.deck.not_a_key_of">
        <source>the key given for card {card} of {deck} is not a key.</source>
        <translation>de sleutel voor kaart {card} van {deck} is geen sleutel.</translation>
    </message>
    <message id="remote.deck.not_hex">
        <source>a number in the deck is not written in hex.</source>
        <translation>een getal in de stapel is niet hexadecimaal geschreven.</translation>
    </message>
    <message id="remote.deck.not_kept">
        <source>card {card} of {deck} is not the edict it kept.</source>
        <translation>kaart {card} van {deck} is niet het edict dat behouden werd.</translation>
    </message>
    <message id="remote.deck.not_owed">
        <source>keys for card {card} of {deck} that nobody owed.</source>
        <translation>sleutels voor kaart {card} van {deck} die niemand verschuldigd was.</translation>
    </message>
    <message id="remote.deck.not_turn_lock">
        <source>{party} is not the one to lock {deck} now.</source>
        <translation>{party} is nu niet aan de beurt om {deck} te vergrendelen.</translation>
    </message>
    <message id="remote.deck.not_turn_mask">
        <source>{party} is not the one to re-mask {deck} now.</source>
        <translation>{party} is nu niet aan de beurt om {deck} opnieuw te maskeren.</translation>
    </message>
    <message id="remote.deck.not_turn_shuffle">
        <source>{party} is not the one to shuffle {deck} now.</source>
        <translation>{party} is nu niet aan de beurt om {deck} te schudden.</translation>
    </message>
    <message id="remote.deck.party">
        <source>party {n}</source>
        <translation>partij {n}</translation>
    </message>
    <message id="remote.deck.round_before_commit">
        <source>{party} handed on {deck} before committing to its secret.</source>
        <translation>{party} gaf {deck} door voordat het zich op zijn geheim vastlegde.</translation>
    </message>
    <message id="remote.deck.round_changed">
        <source>round {round} of the deck ({party}) is not what its secret gives: a card was changed, doubled or left out.</source>
        <translation>ronde {round} van de stapel ({party}) is niet wat het geheim geeft: een kaart werd veranderd, verdubbeld of weggelaten.</translation>
    </message>
    <message id="remote.deck.rounds_incomplete">
        <source>the deck was not shuffled and locked once by every party in turn.</source>
        <translation>de stapel werd niet door elke partij om beurt één keer geschud en vergrendeld.</translation>
    </message>
    <message id="remote.deck.secret_early">
        <source>a deck secret shown before the end of the game.</source>
        <translation>een stapelgeheim getoond voor het einde van het spel.</translation>
    </message>
    <message id="remote.deck.secret_missing">
        <source>{party} has not shown its deck secret.</source>
        <translation>{party} heeft zijn stapelgeheim niet getoond.</translation>
    </message>
    <message id="remote.deck.secret_not_committed">
        <source>the deck secret {party} shows is not the one it committed to.</source>
        <translation>het stapelgeheim dat {party} toont, is niet het geheim waarop het zich vastlegde.</translation>
    </message>
    <message id="remote.deck.secret_not_committed_any">
        <source>the deck secret shown is not the one committed to.</source>
        <translation>het getoonde stapelgeheim is niet het geheim waarop de partij zich vastlegde.</translation>
    </message>
    <message id="remote.deck.secret_twice">
        <source>a deck secret shown twice.</source>
        <translation>een stapelgeheim twee keer getoond.</translation>
    </message>
    <message id="remote.deck.two_keys">
        <source>{party} gave two keys for card {card} of {deck}.</source>
        <translation>{party} gaf twee sleutels voor kaart {card} van {deck}.</translation>
    </message>
    <message id="remote.deck.unknown_deck">
        <source>a step for a deck this game does not deal face down.</source>
        <translation>een stap voor een stapel die dit spel niet gedekt deelt.</translation>
    </message>
    <message id="remote.deck.unknown_step">
        <source>a deck step of no known kind.</source>
        <translation>een stapelstap van onbekende soort.</translation>
    </message>
    <message id="remote.deck.wrong_locker">
        <source>this locker is not for this deck.</source>
        <translation>dit slot hoort niet bij deze stapel.</translation>
    </message>
    <message id="remote.dice.forged">
        <source>the dice secret of {who} does not match the commitment made earlier (secret number {index} is not the one promised): changed or forged.</source>
        <translation>het dobbelsteengeheim van {who} klopt niet met de eerder gedane toezegging (geheim nummer {index} is niet het beloofde): gewijzigd of vervalst.</translation>
    </message>
    <message id="remote.dice.used_up">
        <source>{who} has used up the dice chain of this game.</source>
        <translation>{who} heeft de dobbelsteenketen van dit spel opgebruikt.</translation>
    </message>
    <message id="remote.dice.wrong_index">
        <source>the dice secret of {who} is number {index}, but number {expected} was due.</source>
        <translation>het dobbelsteengeheim van {who} heeft nummer {index}, maar nummer {expected} was aan de beurt.</translation>
    </message>
    <message id="remote.dice_edited">
        <source>{where}: the dice of '{code}' are not the dice the revealed secrets give (rerolled or edited).</source>
        <translation>{where}: de dobbelstenen van '{code}' zijn niet die welke de onthulde geheimen geven (opnieuw gegooid of bewerkt).</translation>
    </message>
    <message id="remote.dice_not_ready">
        <source>{where}: '{code}' needs dice, and the dice are not ready until every party has revealed a dice secret.</source>
        <translation>{where}: '{code}' vraagt dobbelstenen, en die zijn pas klaar als elke partij een dobbelsteengeheim heeft onthuld.</translation>
    </message>
    <message id="remote.dice_wait_send">
        <source>the dice are not ready yet: send this file; the answer makes them ready.</source>
        <translation>de dobbelstenen zijn nog niet klaar: verstuur dit bestand; het antwoord maakt ze klaar.</translation>
    </message>
    <message id="remote.empty">
        <source>the file is empty.</source>
        <translation>het bestand is leeg.</translation>
    </message>
    <message id="remote.fingerprint">
        <source>the game after this file does not match the sender's game (fingerprint {theirs}, here {ours}): the file was changed, or the sender's game differs.</source>
        <translation>het spel na dit bestand komt niet overeen met het spel van de afzender (vingerafdruk {theirs}, hier {ours}): het bestand is gewijzigd, of het spel van de afzender wijkt af.</translation>
    </message>
    <message id="remote.finish_part">
        <source>finish this side's secret part of the phase before sending.</source>
        <translation>maak het geheime deel van deze kant in deze fase af voordat je verstuurt.</translation>
    </message>
    <message id="remote.fork">
        <source>this file does not follow the last file of this game (it was written after a different file with the same number).</source>
        <translation>dit bestand volgt niet op het laatste bestand van dit spel (het is geschreven na een ander bestand met hetzelfde nummer).</translation>
    </message>
    <message id="remote.game_unreadable">
        <source>the game file cannot be read ({error}).</source>
        <translation>het spelbestand kan niet gelezen worden ({error}).</translation>
    </message>
    <message id="remote.in_file">
        <source>{source}: {reason}</source>
        <translation>{source}: {reason}</translation>
    </message>
    <message id="remote.invitation_commit">
        <source>the invitation must publish the first party's dice commitment.</source>
        <translation>de uitnodiging moet de dobbelsteentoezegging van de eerste partij publiceren.</translation>
    </message>
    <message id="remote.invitation_fingerprint">
        <source>the opening of the game does not match the invitation's fingerprint.</source>
        <translation>de beginstand van het spel komt niet overeen met de vingerafdruk van de uitnodiging.</translation>
    </message>
    <message id="remote.join.first">
        <source>this side must be one of the invited parties (not the first).</source>
        <translation>deze kant moet een van de uitgenodigde partijen zijn (niet de eerste).</translation>
    </message>
    <message id="remote.join.no_invitation">
        <source>open the invitation to join a game.</source>
        <translation>open de uitnodiging om mee te doen aan een spel.</translation>
    </message>
    <message id="remote.join.other_secret">
        <source>this party already joined with another secret.</source>
        <translation>deze partij deed al mee met een ander geheim.</translation>
    </message>
    <message id="remote.join_actions">
        <source>a file that joins the game holds no actions.</source>
        <translation>een bestand waarmee een partij meedoet, bevat geen acties.</translation>
    </message>
    <message id="remote.lost_seal">
        <source>this side's sealed actions for this phase are lost; the game cannot go on.</source>
        <translation>de verzegelde acties van deze kant voor deze fase zijn verloren; het spel kan niet verder.</translation>
    </message>
    <message id="remote.malformed_invitation">
        <source>the invitation is malformed (it comes from the first party and holds no actions).</source>
        <translation>de uitnodiging is misvormd (ze komt van de eerste partij en bevat geen acties).</translation>
    </message>
    <message id="remote.must_wait">
        <source>{where}: '{code}' draws dice, which in this game wait for the other side's next secret (the step must say it waits, with no dice).</source>
        <translation>{where}: '{code}' gooit dobbelstenen, die in dit spel wachten op het volgende geheim van de andere kant (de stap moet zeggen dat hij wacht, zonder dobbelstenen).</translation>
    </message>
    <message id="remote.newer">
        <source>this turn file was written by a newer version of Lionheart Table (protocol {theirs}; this version reads {ours}). Please update the program.</source>
        <translation>dit beurtbestand is geschreven door een nieuwere versie van Lionheart Table (protocol {theirs}; deze versie leest {ours}). Werk het programma bij.</translation>
    </message>
    <message id="remote.no_game_file">
        <source>there is no such game file.</source>
        <translation>dat spelbestand bestaat niet.</translation>
    </message>
    <message id="remote.no_sender">
        <source>the file names a sender this game does not have.</source>
        <translation>het bestand noemt een afzender die dit spel niet heeft.</translation>
    </message>
    <message id="remote.no_such_file">
        <source>there is no such file.</source>
        <translation>dat bestand bestaat niet.</translation>
    </message>
    <message id="remote.not_allowed">
        <source>{where}: '{code}' is not allowed by the rules ({reason}).</source>
        <translation>{where}: '{code}' is niet toegestaan door de regels ({reason}).</translation>
    </message>
    <message id="remote.not_dealt">
        <source>the file holds actions before every party has revealed a dice secret (the game is not dealt yet).</source>
        <translation>het bestand bevat acties voordat elke partij een dobbelsteengeheim heeft onthuld (het spel is nog niet gedeeld).</translation>
    </message>
    <message id="remote.not_invitation">
        <source>this is not the invitation to a game (file 0); open the invitation first.</source>
        <translation>dit is niet de uitnodiging voor een spel (bestand 0); open eerst de uitnodiging.</translation>
    </message>
    <message id="remote.not_turn_file">
        <source>this is not a Lionheart Table turn file.</source>
        <translation>dit is geen beurtbestand van Lionheart Table.</translation>
    </message>
    <message id="remote.not_utf8">
        <source>this is not a turn file (it is not UTF-8 text).</source>
        <translation>dit is geen beurtbestand (het is geen UTF-8-tekst).</translation>
    </message>
    <message id="remote.not_your_seat">
        <source>this side does not hold the seat {seat}.</source>
        <translation>deze kant bezet de plaats {seat} niet.</translation>
    </message>
    <message id="remote.not_your_turn">
        <source>it is not this side's turn: waiting for {who}.</source>
        <translation>deze kant is niet aan de beurt: we wachten op {who}.</translation>
    </message>
    <message id="remote.open_changed">
        <source>{where}: the secret actions {party} shows are not the ones it sealed in file {seq} (changed after the commitment).</source>
        <translation>{where}: de geheime acties die {party} toont, zijn niet die welke zij in bestand {seq} verzegelde (gewijzigd na de toezegging).</translation>
    </message>
    <message id="remote.open_early">
        <source>{where}: {party} shows its secret actions before the others have sealed theirs.</source>
        <translation>{where}: {party} toont haar geheime acties voordat de anderen de hunne verzegeld hebben.</translation>
    </message>
    <message id="remote.open_in_phase">
        <source>{where}: an action in the open while every party acts in secret.</source>
        <translation>{where}: een open actie terwijl elke partij in het geheim handelt.</translation>
    </message>
    <message id="remote.open_missing">
        <source>{party} had to show its sealed actions in this file, and did not.</source>
        <translation>{party} moest in dit bestand haar verzegelde acties tonen, en deed dat niet.</translation>
    </message>
    <message id="remote.open_twice">
        <source>{where}: {party} shows its secret actions a second time.</source>
        <translation>{where}: {party} toont haar geheime acties een tweede keer.</translation>
    </message>
    <message id="remote.open_unwanted">
        <source>{where}: secret actions where {party} has none to give.</source>
        <translation>{where}: geheime acties terwijl {party} niets te geven heeft.</translation>
    </message>
    <message id="remote.other_game">
        <source>this file belongs to another game (game {game} of {ruleset}; this is game {here} of {here_ruleset}).</source>
        <translation>dit bestand hoort bij een ander spel (spel {game} van {ruleset}; dit is spel {here} van {here_ruleset}).</translation>
    </message>
    <message id="remote.other_options">
        <source>this file names other game options than this game's: it belongs to another game.</source>
        <translation>dit bestand noemt andere spelopties dan die van dit spel: het hoort bij een ander spel.</translation>
    </message>
    <message id="remote.over">
        <source>the game is over; no more files are played.</source>
        <translation>het spel is afgelopen; er worden geen bestanden meer gespeeld.</translation>
    </message>
    <message id="remote.part.not_allowed">
        <source>{where}: secret action {n} of {party} ('{code}') is not allowed by the rules ({reason}).</source>
        <translation>{where}: geheime actie {n} van {party} ('{code}') is niet toegestaan door de regels ({reason}).</translation>
    </message>
    <message id="remote.part.seat">
        <source>{where}: secret action {n} is for a seat {party} does not hold.</source>
        <translation>{where}: geheime actie {n} is voor een plaats die {party} niet bezet.</translation>
    </message>
    <message id="remote.part.unfinished">
        <source>{where}: the secret actions of {party} stop before its part is done.</source>
        <translation>{where}: de geheime acties van {party} houden op voordat haar deel klaar is.</translation>
    </message>
    <message id="remote.part_sent">
        <source>this side has sent its part of this phase; waiting for the others.</source>
        <translation>deze kant heeft haar deel van deze fase verstuurd; we wachten op de anderen.</translation>
    </message>
    <message id="remote.parties_again">
        <source>only the invitation (file 0) sets up the parties.</source>
        <translation>alleen de uitnodiging (bestand 0) legt de partijen vast.</translation>
    </message>
    <message id="remote.party">
        <source>{name} ({seats})</source>
        <translation>{name} ({seats})</translation>
    </message>
    <message id="remote.pending_needs_secret">
        <source>the action waiting for dice needs another party's next dice secret first.</source>
        <translation>de actie die op de dobbelstenen wacht, heeft eerst het volgende dobbelsteengeheim van een andere partij nodig.</translation>
    </message>
    <message id="remote.pending_send">
        <source>this side's last action waits for the others' dice secret: send the file.</source>
        <translation>de laatste actie van deze kant wacht op het dobbelsteengeheim van de anderen: verstuur het bestand.</translation>
    </message>
    <message id="remote.replayed">
        <source>this is file {seq} of the game, which was already played here (this game has files 0 to {last}): a file is never played twice.</source>
        <translation>dit is bestand {seq} van het spel, dat hier al gespeeld is (dit spel heeft de bestanden 0 tot {last}): een bestand wordt nooit twee keer gespeeld.</translation>
    </message>
    <message id="remote.reveal_early">
        <source>the file reveals a dice secret of {party} out of turn.</source>
        <translation>het bestand onthult een dobbelsteengeheim van {party} buiten de beurt.</translation>
    </message>
    <message id="remote.reveal_missing">
        <source>the file should reveal the next dice secret of {party}, and does not.</source>
        <translation>het bestand zou het volgende dobbelsteengeheim van {party} moeten onthullen, en doet dat niet.</translation>
    </message>
    <message id="remote.rolls_edited">
        <source>{where}: the dice shown for '{code}' are not the dice the revealed secrets give (rerolled or edited).</source>
        <translation>{where}: de getoonde dobbelstenen van '{code}' zijn niet die welke de onthulde geheimen geven (opnieuw gegooid of bewerkt).</translation>
    </message>
    <message id="remote.seal_unwanted">
        <source>{where}: a sealed part where {party} has none to give.</source>
        <translation>{where}: een verzegeld deel terwijl {party} niets te geven heeft.</translation>
    </message>
    <message id="remote.sealed.after_awaiting">
        <source>{where}: an action after one that waits for sealed actions to be shown.</source>
        <translation>{where}: een actie na een actie die wacht tot verzegelde acties getoond zijn.</translation>
    </message>
    <message id="remote.sealed.changed">
        <source>{where}: the action {party} shows is not the one it sealed (changed after the seal).</source>
        <translation>{where}: de actie die {party} toont is niet de actie die verzegeld werd (gewijzigd na het zegel).</translation>
    </message>
    <message id="remote.sealed.differs">
        <source>{where}: '{code}' turns out differently in this side's game than in the agreed one; it depends on a sealed action.</source>
        <translation>{where}: '{code}' loopt in het spel van deze kant anders af dan in het gezamenlijke; het hangt af van een verzegelde actie.</translation>
    </message>
    <message id="remote.sealed.kind">
        <source>a sealed action of a kind this game never seals</source>
        <translation>een verzegelde actie van een soort die dit spel nooit verzegelt</translation>
    </message>
    <message id="remote.sealed.lost">
        <source>this side's sealed actions are lost; the game cannot go on.</source>
        <translation>de verzegelde acties van deze kant zijn verloren; het spel kan niet verder.</translation>
    </message>
    <message id="remote.sealed.mismatch">
        <source>{where}: the action {party} shows does not match what it showed of it.</source>
        <translation>{where}: de actie die {party} toont klopt niet met wat er eerder van getoond werd.</translation>
    </message>
    <message id="remote.sealed.missing">
        <source>{party} had to show the sealed actions the game waits for in this file, and did not.</source>
        <translation>{party} moest in dit bestand de verzegelde acties tonen waarop het spel wacht, en deed dat niet.</translation>
    </message>
    <message id="remote.sealed.must_wait">
        <source>{where}: '{code}' depends on sealed actions, which must be shown before it is played (the step must say it waits).</source>
        <translation>{where}: '{code}' hangt af van verzegelde acties, die getoond moeten worden voordat het gespeeld wordt (de stap moet zeggen dat hij wacht).</translation>
    </message>
    <message id="remote.sealed.never">
        <source>{where}: a sealed action of a kind this game never seals.</source>
        <translation>{where}: een verzegelde actie van een soort die dit spel nooit verzegelt.</translation>
    </message>
    <message id="remote.sealed.not_allowed">
        <source>{where}: the sealed action {party} shows ('{code}') was not allowed by the rules ({reason}).</source>
        <translation>{where}: de verzegelde actie die {party} toont ('{code}') was volgens de regels niet toegestaan ({reason}).</translation>
    </message>
    <message id="remote.sealed.own_first">
        <source>{where}: {party} must show its own sealed actions that '{code}' depends on before playing it.</source>
        <translation>{where}: {party} moet eerst de eigen verzegelde acties tonen waarvan '{code}' afhangt.</translation>
    </message>
    <message id="remote.sealed.show_first">
        <source>{where}: {party} must first show the sealed actions the game waits for.</source>
        <translation>{where}: {party} moet eerst de verzegelde acties tonen waarop het spel wacht.</translation>
    </message>
    <message id="remote.sealed.step_seat">
        <source>{where}: a sealed action for a seat that is not {party}'s to move.</source>
        <translation>{where}: een verzegelde actie voor een plaats die niet aan {party} is om te spelen.</translation>
    </message>
    <message id="remote.sealed.step_unreadable">
        <source>{where}: the sealed action cannot be read ({reason}).</source>
        <translation>{where}: de verzegelde actie is niet te lezen ({reason}).</translation>
    </message>
    <message id="remote.sealed.step_unwanted">
        <source>{where}: a sealed action where none can be played.</source>
        <translation>{where}: een verzegelde actie waar er geen gespeeld kan worden.</translation>
    </message>
    <message id="remote.sealed.unknown">
        <source>{where}: it shows a sealed action this game does not have, or one already shown.</source>
        <translation>{where}: het toont een verzegelde actie die dit spel niet heeft, of een die al getoond is.</translation>
    </message>
    <message id="remote.sealed.unplayable">
        <source>{where}: a sealed action that cannot be played here.</source>
        <translation>{where}: een verzegelde actie die hier niet gespeeld kan worden.</translation>
    </message>
    <message id="remote.sealed.unreadable">
        <source>{where}: the action shown cannot be read ({reason}).</source>
        <translation>{where}: de getoonde actie kan niet gelezen worden ({reason}).</translation>
    </message>
    <message id="remote.sealed.unwanted">
        <source>{where}: {party} shows a sealed action nobody waits for.</source>
        <translation>{where}: {party} toont een verzegelde actie waar niemand op wacht.</translation>
    </message>
    <message id="remote.sealed.waits_for_none">
        <source>{where}: '{code}' says it waits for sealed actions, but depends on none.</source>
        <translation>{where}: '{code}' zegt te wachten op verzegelde acties, maar hangt van geen enkele af.</translation>
    </message>
    <message id="remote.seat_not_held">
        <source>{where}: the action is for the seat {seat}, which {party} does not hold.</source>
        <translation>{where}: de actie is voor de plaats {seat}, die {party} niet bezet.</translation>
    </message>
    <message id="remote.seats_once">
        <source>the parties must hold every seat once ({seats}).</source>
        <translation>de partijen moeten elke plaats precies één keer bezetten ({seats}).</translation>
    </message>
    <message id="remote.skipped">
        <source>this is file {seq}, but file {expected} has not been opened here yet: open the files in the order they were written.</source>
        <translation>dit is bestand {seq}, maar bestand {expected} is hier nog niet geopend: open de bestanden in de volgorde waarin ze geschreven zijn.</translation>
    </message>
    <message id="remote.src.copy_file">
        <source>{name}, file {n}</source>
        <translation>{name}, bestand {n}</translation>
    </message>
    <message id="remote.src.invitation">
        <source>the invitation</source>
        <translation>de uitnodiging</translation>
    </message>
    <message id="remote.src.own_file">
        <source>this side's file</source>
        <translation>het bestand van deze kant</translation>
    </message>
    <message id="remote.src.turn_file">
        <source>the turn file</source>
        <translation>het beurtbestand</translation>
    </message>
    <message id="remote.sum.deck_alone" numerus="yes">
        <source>{n} keys of {deck} for {party} alone</source>
        <extracomment>one: {n} key of {deck} for {party} alone</extracomment>
        <translation>
            <numerusform>{n} sleutel van {deck} alleen voor {party}</numerusform>
            <numerusform>{n} sleutels van {deck} alleen voor {party}</numerusform>
        </translation>
    </message>
    <message id="remote.sum.deck_commit">
        <source>commits to its secret for {deck}</source>
        <translation>legt zich vast op zijn geheim voor {deck}</translation>
    </message>
    <message id="remote.sum.deck_dh">
        <source>its key exchange number for cards sent to it alone</source>
        <translation>zijn sleuteluitwisselingsgetal voor kaarten die alleen aan hem worden gestuurd</translation>
    </message>
    <message id="remote.sum.deck_keys" numerus="yes">
        <source>{n} keys of {deck}, in the open</source>
        <extracomment>one: {n} key of {deck}, in the open</extracomment>
        <translation>
            <numerusform>{n} sleutel van {deck}, openlijk</numerusform>
            <numerusform>{n} sleutels van {deck}, openlijk</numerusform>
        </translation>
    </message>
    <message id="remote.sum.deck_lock">
        <source>locks {deck} ({n} cards)</source>
        <translation>vergrendelt {deck} ({n} kaarten)</translation>
    </message>
    <message id="remote.sum.deck_mask">
        <source>masks {deck} ({n} cards, face down)</source>
        <translation>maskeert {deck} ({n} kaarten, gedekt)</translation>
    </message>
    <message id="remote.sum.deck_secret">
        <source>shows its deck secret (the game is over: every copy checks the whole deal)</source>
        <translation>toont zijn stapelgeheim (het spel is uit: elke kopie controleert de hele deling)</translation>
    </message>
    <message id="remote.sum.deck_shuffle">
        <source>shuffles {deck} ({n} cards, face down)</source>
        <translation>schudt {deck} ({n} kaarten, gedekt)</translation>
    </message>
    <message id="remote.sum.dice">
        <source>[dice: {rolls}]</source>
        <translation>[dobbelstenen: {rolls}]</translation>
    </message>
    <message id="remote.sum.fingerprint">
        <source>Fingerprint after the file: {fingerprint}.</source>
        <translation>Vingerafdruk na het bestand: {fingerprint}.</translation>
    </message>
    <message id="remote.sum.happened">
        <source>What happened:</source>
        <translation>Wat er gebeurde:</translation>
    </message>
    <message id="remote.sum.head">
        <source>Turn file {seq} of game {game} ({ruleset}), from {who}.</source>
        <translation>Beurtbestand {seq} van spel {game} ({ruleset}), van {who}.</translation>
    </message>
    <message id="remote.sum.hidden_draws" numerus="yes">
        <source>[{n} hidden draws]</source>
        <extracomment>one: [{n} hidden draw]</extracomment>
        <translation>
            <numerusform>[{n} verborgen trekking]</numerusform>
            <numerusform>[{n} verborgen trekkingen]</numerusform>
        </translation>
    </message>
    <message id="remote.sum.invitation">
        <source>Invitation: {parties}.</source>
        <translation>Uitnodiging: {parties}.</translation>
    </message>
    <message id="remote.sum.no_actions">
        <source>(no actions)</source>
        <translation>(geen acties)</translation>
    </message>
    <message id="remote.sum.none">
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message id="remote.sum.party">
        <source>party {n}</source>
        <translation>partij {n}</translation>
    </message>
    <message id="remote.sum.pending">
        <source>[rolled in the next file, with the other side's new dice secret]</source>
        <translation>[gegooid in het volgende bestand, met het nieuwe dobbelsteengeheim van de andere kant]</translation>
    </message>
    <message id="remote.sum.plays">
        <source>{name} plays {seats}</source>
        <translation>{name} speelt {seats}</translation>
    </message>
    <message id="remote.sum.reveal">
        <source>Dice secret number {n} revealed.</source>
        <translation>Dobbelsteengeheim nummer {n} onthuld.</translation>
    </message>
    <message id="remote.sum.reveal_first">
        <source>Dice secret number {n} revealed (the commitment).</source>
        <translation>Dobbelsteengeheim nummer {n} onthuld (de toezegging).</translation>
    </message>
    <message id="remote.sum.sealed">
        <source>secret actions sealed (commitment {commit}...)</source>
        <translation>geheime acties verzegeld (toezegging {commit}...)</translation>
    </message>
    <message id="remote.sum.sealed_one">
        <source>(sealed {seal})</source>
        <translation>(verzegeld {seal})</translation>
    </message>
    <message id="remote.sum.sealed_place">
        <source>the place kept by a sealed choice ({seal}...): option {place}</source>
        <translation>de plaats gehouden door een verzegelde keuze ({seal}...): optie {place}</translation>
    </message>
    <message id="remote.sum.sealed_shown">
        <source>sealed action shown: {code}</source>
        <translation>verzegelde actie getoond: {code}</translation>
    </message>
    <message id="remote.sum.sealed_step">
        <source>a secret action, sealed ({seal}...)</source>
        <translation>een geheime actie, verzegeld ({seal}...)</translation>
    </message>
    <message id="remote.sum.shown">
        <source>secret actions shown: {codes}</source>
        <translation>geheime acties getoond: {codes}</translation>
    </message>
    <message id="remote.sum.waits">
        <source>[played in a later file, once the sealed actions it depends on are shown or the keys of the cards it turns over are in]</source>
        <translation>[gespeeld in een later bestand, zodra de verzegelde acties waarvan ze afhangt getoond zijn of de sleutels van de kaarten die ze omdraait binnen zijn]</translation>
    </message>
    <message id="remote.too_large">
        <source>the file is too large to be a turn file.</source>
        <translation>het bestand is te groot voor een beurtbestand.</translation>
    </message>
    <message id="remote.two_parties">
        <source>a game by file needs at least two parties.</source>
        <translation>een spel per bestand vraagt minstens twee partijen.</translation>
    </message>
    <message id="remote.unknown_game">
        <source>this game is '{ruleset}', which this version of Lionheart Table does not have.</source>
        <translation>dit spel is '{ruleset}', en dat heeft deze versie van Lionheart Table niet.</translation>
    </message>
    <message id="remote.unreadable">
        <source>the file cannot be read ({why}).</source>
        <translation>het bestand kan niet gelezen worden ({why}).</translation>
    </message>
    <message id="remote.unreadable_action">
        <source>{where}: the action cannot be read ({reason}).</source>
        <translation>{where}: de actie kan niet gelezen worden ({reason}).</translation>
    </message>
    <message id="remote.unreadable_secret">
        <source>{where}: a secret action cannot be read ({reason}).</source>
        <translation>{where}: een geheime actie kan niet gelezen worden ({reason}).</translation>
    </message>
    <message id="remote.waits_no_dice">
        <source>{where}: '{code}' says it waits for dice, but it draws none.</source>
        <translation>{where}: '{code}' zegt op dobbelstenen te wachten, maar gooit er geen.</translation>
    </message>
    <message id="remote.where.pending">
        <source>the action of file {seq} that waited for dice</source>
        <translation>de actie van bestand {seq} die op de dobbelstenen wachtte</translation>
    </message>
    <message id="remote.where.shown">
        <source>the sealed actions shown</source>
        <translation>de getoonde verzegelde acties</translation>
    </message>
    <message id="remote.where.step">
        <source>step {n}</source>
        <translation>stap {n}</translation>
    </message>
    <message id="remote.where.your_move">
        <source>your move</source>
        <translation>je zet</translation>
    </message>
    <message id="remote.where.your_secret">
        <source>your secret actions</source>
        <translation>je geheime acties</translation>
    </message>
    <message id="remote.wrong_sender">
        <source>this file comes from {sender}, but the next file is {expected}'s to write.</source>
        <translation>dit bestand komt van {sender}, maar het volgende bestand moet door {expected} geschreven worden.</translation>
    </message>
    <message id="save.bad_json">
        <source>the file is damaged (not valid JSON).</source>
        <translation>het bestand is beschadigd (geen geldige JSON).</translation>
    </message>
    <message id="save.bad_json_at">
        <source>the file is damaged (not valid JSON at line {line}, column {column}).</source>
        <translation>het bestand is beschadigd (geen geldige JSON op regel {line}, kolom {column}).</translation>
    </message>
    <message id="save.bad_options">
        <source>the game options are not valid ({where}: {problem}).</source>
        <translation>de spelopties zijn ongeldig ({where}: {problem}).</translation>
    </message>
    <message id="save.bad_options_plain">
        <source>the game options are not valid ({where}).</source>
        <translation>de spelopties zijn ongeldig ({where}).</translation>
    </message>
    <message id="save.checkpoint_beyond">
        <source>a checkpoint lies beyond the end of the action log.</source>
        <translation>een tussenstand ligt voorbij het einde van het actielogboek.</translation>
    </message>
    <message id="save.checkpoint_damaged">
        <source>the checkpoint after action {i} is damaged.</source>
        <translation>de tussenstand na actie {i} is beschadigd.</translation>
    </message>
    <message id="save.checkpoint_mismatch">
        <source>the file has been changed or damaged: the game after action {i} does not match its checkpoint.</source>
        <translation>het bestand is gewijzigd of beschadigd: het spel na actie {i} komt niet overeen met zijn tussenstand.</translation>
    </message>
    <message id="save.checkpoint_options">
        <source>the checkpoint after action {i} belongs to other options.</source>
        <translation>de tussenstand na actie {i} hoort bij andere opties.</translation>
    </message>
    <message id="save.crashed">
        <source>the file could not be read ({error}).</source>
        <translation>het bestand kon niet gelezen worden ({error}).</translation>
    </message>
    <message id="save.cut_short">
        <source>the file is cut short; it was not written completely.</source>
        <translation>het bestand is afgebroken; het is niet volledig geschreven.</translation>
    </message>
    <message id="save.empty">
        <source>the file is empty.</source>
        <translation>het bestand is leeg.</translation>
    </message>
    <message id="save.fingerprint">
        <source>the file has been changed or damaged: the replayed game does not match its fingerprint.</source>
        <translation>het bestand is gewijzigd of beschadigd: het nagespeelde spel komt niet overeen met zijn vingerafdruk.</translation>
    </message>
    <message id="save.folder">
        <source>this is a folder, not a save file.</source>
        <translation>dit is een map, geen spelbestand.</translation>
    </message>
    <message id="save.in_file">
        <source>{source}: {reason}</source>
        <translation>{source}: {reason}</translation>
    </message>
    <message id="save.log_damaged">
        <source>the action log is damaged ({reason}).</source>
        <translation>het actielogboek is beschadigd ({reason}).</translation>
    </message>
    <message id="save.newer">
        <source>this save was made by a newer version of Lionheart Table (save format {fmt}; this version reads formats up to {ours}). Please update the program.</source>
        <translation>dit spel is bewaard door een nieuwere versie van Lionheart Table (formaat {fmt}; deze versie leest formaten tot {ours}). Werk het programma bij.</translation>
    </message>
    <message id="save.no_format">
        <source>the file is damaged: it does not say which save format it uses.</source>
        <translation>het bestand is beschadigd: het zegt niet welk bestandsformaat het gebruikt.</translation>
    </message>
    <message id="save.no_such_file">
        <source>there is no such file.</source>
        <translation>dat bestand bestaat niet.</translation>
    </message>
    <message id="save.nobody">
        <source>a seat says nobody plays it.</source>
        <translation>volgens een plaats speelt niemand ze.</translation>
    </message>
    <message id="save.not_allowed">
        <source>action {n} of the log is not allowed by the rules ({reason}).</source>
        <translation>actie {n} van het logboek is niet toegestaan door de regels ({reason}).</translation>
    </message>
    <message id="save.not_regular">
        <source>this is not a regular file.</source>
        <translation>dit is geen gewoon bestand.</translation>
    </message>
    <message id="save.not_replayable">
        <source>action {n} of the log cannot be replayed.</source>
        <translation>actie {n} van het logboek kan niet nagespeeld worden.</translation>
    </message>
    <message id="save.not_save">
        <source>this is not a Lionheart Table save file.</source>
        <translation>dit is geen spelbestand van Lionheart Table.</translation>
    </message>
    <message id="save.not_utf8">
        <source>this is not a save file (it is not UTF-8 text).</source>
        <translation>dit is geen spelbestand (het is geen UTF-8-tekst).</translation>
    </message>
    <message id="save.nothing">
        <source>there is nothing to read.</source>
        <translation>er is niets om te lezen.</translation>
    </message>
    <message id="save.old_failed">
        <source>this old save (format {fmt}) could not be brought up to date.</source>
        <translation>dit oude spelbestand (formaat {fmt}) kon niet bijgewerkt worden.</translation>
    </message>
    <message id="save.opening_damaged">
        <source>the opening position is damaged.</source>
        <translation>de beginstand is beschadigd.</translation>
    </message>
    <message id="save.opening_options">
        <source>the opening position belongs to other options.</source>
        <translation>de beginstand hoort bij andere opties.</translation>
    </message>
    <message id="save.setup_failed">
        <source>the game cannot be set up from the saved options and seed.</source>
        <translation>het spel kan niet opgezet worden met de bewaarde opties en seed.</translation>
    </message>
    <message id="save.src">
        <source>the save</source>
        <translation>het spelbestand</translation>
    </message>
    <message id="save.stranger">
        <source>the seats name a player this game does not have ('{player}').</source>
        <translation>de plaatsen noemen een speler die dit spel niet heeft ('{player}').</translation>
    </message>
    <message id="save.too_large">
        <source>the file is too large to be a save ({size} MB; saves are at most {most} MB).</source>
        <translation>het bestand is te groot voor een spelbestand ({size} MB; spelbestanden zijn hoogstens {most} MB).</translation>
    </message>
    <message id="save.unknown_format">
        <source>save format {fmt} is not one this version can read.</source>
        <translation>formaat {fmt} kan deze versie niet lezen.</translation>
    </message>
    <message id="save.unknown_game">
        <source>this save is for the game '{ruleset}', which this version of Lionheart Table does not have.</source>
        <translation>dit spelbestand is voor het spel '{ruleset}', en dat heeft deze versie van Lionheart Table niet.</translation>
    </message>
    <message id="save.unreadable">
        <source>the file cannot be read ({why}).</source>
        <translation>het bestand kan niet gelezen worden ({why}).</translation>
    </message>
    <message id="simulate.actions">
        <source>actions</source>
        <translation>acties</translation>
    </message>
    <message id="simulate.at_least_one">
        <source>must be at least 1</source>
        <translation>moet minstens 1 zijn</translation>
    </message>
    <message id="simulate.crashed">
        <source>Game with seed {seed} crashed after {n} actions (seats {seats}):</source>
        <translation>Spel met seed {seed} liep vast na {n} acties (plaatsen {seats}):</translation>
    </message>
    <message id="simulate.crashed_count">
        <source>crashed</source>
        <translation>vastgelopen</translation>
    </message>
    <message id="simulate.description">
        <source>Let computer players play each other and count the results.</source>
        <translation>Laat computerspelers tegen elkaar spelen en tel de uitslagen.</translation>
    </message>
    <message id="simulate.draws">
        <source>draws</source>
        <translation>gelijk</translation>
    </message>
    <message id="simulate.fixed_seats">
        <source>(fixed seats)</source>
        <translation>(vaste plaatsen)</translation>
    </message>
    <message id="simulate.header" numerus="yes">
        <source>{title}: {n} games, {players}</source>
        <extracomment>one: {title}: {n} game, {players}</extracomment>
        <translation>
            <numerusform>{title}: {n} spel, {players}</numerusform>
            <numerusform>{title}: {n} spellen, {players}</numerusform>
        </translation>
    </message>
    <message id="simulate.help.fixed_seats">
        <source>do not alternate seats between games</source>
        <translation>wissel de plaatsen niet tussen spellen</translation>
    </message>
    <message id="simulate.help.games">
        <source>number of games (default 10)</source>
        <translation>aantal spellen (standaard 10)</translation>
    </message>
    <message id="simulate.help.iterations">
        <source>fixed iterations per action for the search level (deterministic)</source>
        <translation>vast aantal iteraties per actie voor het zoekniveau (deterministisch)</translation>
    </message>
    <message id="simulate.help.json">
        <source>print one JSON object</source>
        <translation>druk één JSON-object af</translation>
    </message>
    <message id="simulate.help.max_actions">
        <source>stop a game after this many actions and count a draw</source>
        <translation>stop een spel na dit aantal acties en tel het als gelijkspel</translation>
    </message>
    <message id="simulate.help.option">
        <source>an option of the games, e.g. end_year=1195 (repeatable)</source>
        <translation>een optie van de partijen, bv. end_year=1195 (herhaalbaar)</translation>
    </message>
    <message id="simulate.help.players">
        <source>comma-separated levels, one per seat ({levels})</source>
        <translation>niveaus gescheiden door komma's, één per plaats ({levels})</translation>
    </message>
    <message id="simulate.help.ruleset">
        <source>ruleset id, e.g. lionheart-1997</source>
        <translation>id van het spel, bijvoorbeeld lionheart-1997</translation>
    </message>
    <message id="simulate.help.seed">
        <source>seed of the run: the same seed plays the same games</source>
        <translation>seed van de reeks: dezelfde seed speelt dezelfde spellen</translation>
    </message>
    <message id="simulate.help.time_budget">
        <source>seconds per action of the search level</source>
        <translation>seconden per actie voor het zoekniveau</translation>
    </message>
    <message id="simulate.help.turn_limit">
        <source>draw after this many turns (default {limit} where the ruleset allows one)</source>
        <translation>gelijkspel na dit aantal beurten (standaard {limit} waar het spel een limiet kent)</translation>
    </message>
    <message id="simulate.mean_length">
        <source>mean length</source>
        <translation>gem. lengte</translation>
    </message>
    <message id="simulate.ms_per_move">
        <source>ms per move</source>
        <translation>ms per zet</translation>
    </message>
    <message id="simulate.not_a_number">
        <source>{text} is not a whole number</source>
        <translation>{text} is geen geheel getal</translation>
    </message>
    <message id="simulate.reproduce">
        <source>Action log that reproduces it (replay with ruleset.replay(opts, {seed}, log)):</source>
        <translation>Actielog die het herhaalt (speel na met ruleset.replay(opts, {seed}, log)):</translation>
    </message>
    <message id="simulate.seats_alternate">
        <source>(seats alternate)</source>
        <translation>(plaatsen wisselen)</translation>
    </message>
    <message id="simulate.see_above">
        <source>(see above)</source>
        <translation>(zie boven)</translation>
    </message>
    <message id="simulate.unknown_levels">
        <source>unknown level(s) {levels}; use {known}</source>
        <translation>onbekend(e) niveau(s) {levels}; gebruik {known}</translation>
    </message>
    <message id="simulate.wins">
        <source>wins</source>
        <translation>gewonnen</translation>
    </message>
    <message id="spectator">
        <source>Spectator</source>
        <translation>Toeschouwer</translation>
    </message>
    <message id="state.invalid">
        <source>the state is not valid: {why}</source>
        <translation>de stand is niet geldig: {why}</translation>
    </message>
    <message id="state.log_entry">
        <source>a log entry must be an object with an 'action'</source>
        <translation>een logregel moet een object met een 'action' zijn</translation>
    </message>
    <message id="state.log_rolls">
        <source>a log entry's 'rolls' must be a list</source>
        <translation>de 'rolls' van een logregel moeten een lijst zijn</translation>
    </message>
    <message id="state.missing">
        <source>the state is missing</source>
        <translation>de stand ontbreekt</translation>
    </message>
    <message id="state.newer">
        <source>state format {fmt} is newer than this program reads ({ours})</source>
        <translation>standformaat {fmt} is nieuwer dan dit programma kan lezen ({ours})</translation>
    </message>
    <message id="state.not_document">
        <source>not a state document</source>
        <translation>geen standdocument</translation>
    </message>
    <message id="state.other_ruleset">
        <source>this state belongs to {theirs}, not {ours}</source>
        <translation>deze stand hoort bij {theirs}, niet bij {ours}</translation>
    </message>
    <message id="state.unreadable">
        <source>not a readable state: {why}</source>
        <translation>geen leesbare stand: {why}</translation>
    </message>
    <message id="subgame.closed">
        <source>{title} is over: {reason}</source>
        <translation>{title} is afgelopen: {reason}</translation>
    </message>
    <message id="subgame.opened">
        <source>{title} begins.</source>
        <translation>{title} begint.</translation>
    </message>
    <message id="subgame.pair">
        <source>cannot read the seat pair {pair}</source>
        <translation>het plaatsenpaar {pair} kan niet gelezen worden</translation>
    </message>
    <message id="subgame.seats">
        <source>a sub-game's seats are pairs of seat names</source>
        <translation>de plaatsen van een deelspel zijn paren plaatsnamen</translation>
    </message>
    <message id="subgame.shape">
        <source>a sub-game needs its ruleset, seats and state</source>
        <translation>een deelspel heeft zijn regels, plaatsen en stand nodig</translation>
    </message>
    <message id="subgame.state">
        <source>a sub-game's state must be an object</source>
        <translation>de stand van een deelspel moet een object zijn</translation>
    </message>
    <message id="subgame.text">
        <source>a sub-game is written '&lt;ruleset&gt; &lt;seat&gt;=&lt;seat&gt;,... :: &lt;position&gt;', not {text}</source>
        <translation>een deelspel wordt geschreven als '&lt;regels&gt; &lt;plaats&gt;=&lt;plaats&gt;,... :: &lt;stand&gt;', niet {text}</translation>
    </message>
    <message id="subgame.unknown">
        <source>the sub-game's ruleset {ruleset} is not known</source>
        <translation>de regels {ruleset} van het deelspel zijn onbekend</translation>
    </message>
    <message id="to_act">
        <source>To act: {players}</source>
        <translation>Aan zet: {players}</translation>
    </message>
</context>
</TS>
