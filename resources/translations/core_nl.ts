<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>core</name>
    <message id="code.ambiguous">
        <source>'{code}' could mean several actions: {options}.</source>
        <translation>'{code}' kan meerdere acties betekenen: {options}.</translation>
    </message>
    <message id="code.no_match">
        <source>No legal action matches '{code}'.</source>
        <translation>Geen toegestane actie past bij '{code}'.</translation>
    </message>
    <message id="editor.unsupported">
        <source>This game's positions are edited as text only.</source>
        <translation>De stellingen van dit spel worden alleen als tekst bewerkt.</translation>
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
    <message id="subgame.closed">
        <source>{title} is over: {reason}</source>
        <translation>{title} is afgelopen: {reason}</translation>
    </message>
    <message id="subgame.opened">
        <source>{title} begins.</source>
        <translation>{title} begint.</translation>
    </message>
    <message id="to_act">
        <source>To act: {players}</source>
        <translation>Aan zet: {players}</translation>
    </message>
</context>
</TS>
