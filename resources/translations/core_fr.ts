<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>core</name>
    <message id="code.ambiguous">
        <source>'{code}' could mean several actions: {options}.</source>
        <translation>« {code} » peut désigner plusieurs actions : {options}.</translation>
    </message>
    <message id="code.no_match">
        <source>No legal action matches '{code}'.</source>
        <translation>Aucune action permise ne correspond à « {code} ».</translation>
    </message>
    <message id="editor.unsupported">
        <source>This game's positions are edited as text only.</source>
        <translation>Les positions de ce jeu ne se modifient que sous forme de texte.</translation>
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
    <message id="subgame.closed">
        <source>{title} is over: {reason}</source>
        <translation>{title} est terminé : {reason}</translation>
    </message>
    <message id="subgame.opened">
        <source>{title} begins.</source>
        <translation>{title} commence.</translation>
    </message>
    <message id="to_act">
        <source>To act: {players}</source>
        <translation>À jouer : {players}</translation>
    </message>
</context>
</TS>
