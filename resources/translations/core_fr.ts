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
