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
