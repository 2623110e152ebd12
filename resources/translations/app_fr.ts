<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>Medieval board and war games with every rule enforced. Built so far: {games}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{copyright}. Licence: {licence}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python {python}, Qt {qt}, on {system}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconstructed rules data (not printed in the rulebooks; edit the data files to correct):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game}: {key} in {file}: {summary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source: {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third-party parts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt is used under the GNU Lesser General Public License version 3 (LGPL-3.0). The Qt libraries are separate shared libraries that you may replace with your own build; Qt&apos;s source code is available from the Qt Project. Full licence texts are in the licenses folder of the app: {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medieval board and war games at one table, with every rule enforced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built so far: {games}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released under the {licence} licence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconstructed rules data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These facts are not printed in the rulebooks; they were worked out from other sources. They are plain data files you can correct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lionheart Table is built on these parts. &lt;b&gt;Qt&lt;/b&gt; and &lt;b&gt;PySide6&lt;/b&gt; are used under the GNU Lesser General Public License v3: they are separate shared libraries that you may replace with your own build of the same version; their source is available from the Qt Project. Pick a licence below to read its full text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>lionheart: no display here; try &apos;lionheart --self-test&apos; or &apos;lionheart print-setup --ruleset lionheart-1997 --out sheet.pdf&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lionheart: no X display answers at DISPLAY={display}; start the X server or set DISPLAY to one that runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lionheart: this system lacks libraries Qt needs to open windows ({libraries}); on Debian or Ubuntu: sudo apt-get install {packages}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lionheart Table: medieval board and war games at a virtual table, every rule kept by the program. Built so far: {games}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub-commands (no display needed): &apos;lionheart print-setup --help&apos;, &apos;lionheart simulate --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a saved game to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open every ruleset offscreen, render a frame, print every setup sheet; exit 0 on success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rendered frame looks blank ({colours} colours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the setup sheet PDF is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame {width}x{height} ({colours}+ colours), setup sheet {pages} page(s), {kib} KiB PDF, {ms} ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>self-test: {passed} of {total} rulesets passed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>{seat} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seats} win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seats} to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through the game in the History panel, or start a new game (Ctrl+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing an earlier position: step forward to the end to play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the saved game; play goes on in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is thinking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer players are paused (Game &gt; Pause computer players).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {seats}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or drag a piece on the board, or choose below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or drag a piece on the board.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>There is nothing to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the position saved after action {n} is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are looking at an earlier position: return to the present to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game is still being checked; a moment, please.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer plays {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} acted: their action cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer&apos;s actions cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden information was revealed: that cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice have been rolled: that cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance has spoken (a shuffle or a draw): that cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This action cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the present position first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until {seat} has chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a person at this screen can take back their own actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was {seat}&apos;s action: you can take back only your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player chose an illegal action; the computer players are paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player failed ({error}); the computer players are paused.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seats} win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>Pass the screen to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s view holds what only {name} may see. Everyone else, please look away until {name} has the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryStepper</name>
    <message>
        <source>The opening position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The present position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo to here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back to the position you want to return to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back every action after this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Present position: nothing played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Present position, after action {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening position (action 0 of {total})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After action {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lionheart1997UI</name>
    <message>
        <source>Two armies, gold and silver, meet on a field of 9 x 10 squares. Kings, Knights, Archers and Infantry (and, in the customized game, Heavy Infantry, Peasants and bribable Mercenaries) fight with combat dice of battle-axes, arrows and panics. Two actions a turn; take the enemy King or leave him standing alone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Double-click a line to see the position after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the earlier actions back... ({done} of {total})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The board module is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game&apos;s board cannot be drawn: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lionheart Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from &amp;position...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print setup sheet...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export setup sheet as PDF...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Who plays...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;back in history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;forward in history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules &amp;notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Lionheart Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be read: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a game this program can read ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be opened; the game on the table goes on.

{reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be opened.

{reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lionheart Table games (*{suffix} *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printing unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printing module is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print setup sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export setup sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The setup sheet could not be written: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup sheet written to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot end the turn now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position copied: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Lionheart Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is thinking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unexpected error happened ({error}). The game goes on; details are in {path}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>The file has been changed or damaged: the game after action {n} does not match the position saved with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action {n} of the file cannot be replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action {n} of the file is not allowed by the rules ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionDialog</name>
    <message>
        <source>New game from a position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position (paste one, or edit it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a square of the board to place the chosen piece there, take a piece away or turn it; a right click takes a piece away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To act first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No picture of this board: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the position says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a position of this game: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a position of this game ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finished position: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A good position: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A good position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This position is already over: there is nothing left to play.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>*No rules notes are shipped with this ruleset yet. They record how the program reads the open points of the rulebook.*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>*No reference is written for this ruleset yet.*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <source>Human (at this screen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person plays this seat with the mouse and keyboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: novice (random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picks any legal action at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: captain (heuristic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighs each action by how the position looks afterwards; quick and steady.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: marshal (search)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays many games ahead in its head before each action; the strongest, under a second a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Who plays</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>{game}, after action {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, saved {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lionheart Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medieval battles at one table: every rule kept by the program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games you save appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
