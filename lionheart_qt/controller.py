"""The GameController: the only place the GUI touches the core.

It owns the true state, the action log, the undo history and the seats (a person or a computer
level per seat). Scenes and panels listen to its signals and draw what the player at the screen
may see; nothing polls. Actions come in through :meth:`submit` (clicks, drags, buttons) or from a
bot, and every change goes out as ``stateChanged``.

What a player may read is the rules' decision, never the GUI's: each action of the log keeps its
events and the state they were applied to, and every panel shows only
``ruleset.events_for(state_before, events, viewer)`` for the player at the screen (``None``: a
spectator). Which information is secret at all comes from ``ruleset.facts`` and, where needed,
from comparing what two seats observe.
"""

from __future__ import annotations

import dataclasses
import logging
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from lionheart_core import rulesets
from lionheart_core.dice import Dice, Scripted
from lionheart_core.engine import BaseOptions, Event, IllegalAction, LogEntry, Result, Ruleset
from lionheart_core.i18n import text

from . import paths
from .gc_guard import ensure_gui_thread_collection
from .seating import HUMAN, is_bot, seat_kinds
from .undo import ActionCommand, Snapshot

log = logging.getLogger(__name__)

SECRET_BOT_DELAY_MS = 40
LOAD_AT_ONCE = 50
"""A loaded game's last actions (at least this many) are told and checked while it opens."""


@dataclass(frozen=True, slots=True)
class Record:
    """One action of the game's history: its log entry, the state it was applied to and the
    events it caused. ``before`` and ``events`` are None for an action of a loaded game whose
    story has not been read back yet (see :mod:`lionheart_qt.narration`)."""

    entry: LogEntry
    before: Any = None
    events: tuple[Event, ...] | None = None
    # viewer -> the events of this action that viewer may read (filled on demand).
    seen: dict = field(default_factory=dict, compare=False, repr=False)

    @property
    def known(self) -> bool:
        return self.events is not None


class _RandomBot:
    """Stand-in used only when the bots package offers no ``make_bot``: picks a legal action."""

    def __init__(self, ruleset: Ruleset, seed: int) -> None:
        self.ruleset = ruleset
        self.rng = random.Random(seed)

    def choose(self, observation: Any, player: str) -> Any:
        return self.rng.choice(self.ruleset.legal_actions(observation, player))


class GameController(QObject):
    """One game at the table: state, log, undo history, seats, hand-offs and the bots' pacing."""

    stateChanged = Signal()
    eventsEmitted = Signal(list)  # the events of one action that the player at the screen may read
    actionRejected = Signal(str)
    decisionNeeded = Signal(object)
    gameOver = Signal(object)
    # Beyond the shared interface, for the main window:
    botThinking = Signal(object)  # the player a bot is thinking for, or None when it stopped
    handoffNeeded = Signal(str)  # hot-seat: cover the table until this player takes the screen
    fileChanged = Signal()  # path or title changed (window title)
    logChanged = Signal()  # earlier actions of a loaded game were read back (log, history)
    loadFailed = Signal(str)  # a loaded game failed its check: the previous game is back

    def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """Translate in this class's context even for a subclass (PySide looks up the
        runtime class's name, where the extracted strings are under "GameController")."""
        return QCoreApplication.translate("GameController", source, disambiguation, n)

    def __init__(self, parent: QObject | None = None, autosave: bool = True,
                 bot_delay_ms: int = 600) -> None:
        super().__init__(parent)
        self.ruleset: Ruleset | None = None
        self.options: BaseOptions | None = None
        self.seed: int = 0
        self.seats: dict[str, str] = {}
        self.state: Any = None
        # The opening position when the game did not begin with new_game(options, seed).
        self.start: Any = None
        self.records: list[Record] = []
        self.path: Path | None = None
        self.title: str | None = None
        self.autosave_enabled = autosave
        self.bot_delay_ms = bot_delay_ms
        self.undo_stack = QUndoStack(self)
        self.undo_stack.indexChanged.connect(self._stack_moved)
        self._restored = False
        self.history_index: int | None = None
        self._dice: Dice | None = None
        self._undo_refusal = lambda: self.tr("There is nothing to take back.")
        self._last_actor: str | None = None
        self._group: list[ActionCommand] | None = None  # the undo commands of submit_together
        # Hot-seat: the person holding the screen, and the one it is being handed to.
        self._holder: str | None = None
        self._handoff_for: str | None = None
        self._paused = False
        self._bots: dict[str, Any] = {}
        self._last_bot: str | None = None
        self._observed: tuple[int, dict] = (0, {})
        self._lines: dict[Any, tuple[int, list[tuple[int, Event]]]] = {}
        self._steps: dict[Any, tuple[int, list[int]]] = {}  # viewer -> (version, steps)
        self._version = 0  # counts changes of the records (caches compare it)
        self._loaded: Any = None  # the LoadedGame being read back (its checkpoints)
        self._narrator: Any = None
        self._previous: dict[str, Any] | None = None  # the game to restore if a load fails
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(0)
        self._autosave_timer.timeout.connect(self._write_autosave)
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_turn)
        self._bot_token = 0
        self._bot_state: Any = None
        self._thinking_for: str | None = None
        self._worker: Any = None
        self._worker_token = -1
        self._worker_for = -1
        self._over_announced = False

    # ---- the log as the rest of the app reads it ---------------------------------------------
    @property
    def log(self) -> list[LogEntry]:
        """The action log (a copy): what a save replays."""
        return [r.entry for r in self.records]

    @property
    def events(self) -> list[list[Event] | None]:
        """The events of each logged action, as the rules gave them (None: not read back yet).
        Panels never show these directly: see :meth:`visible_log`."""
        return [None if r.events is None else list(r.events) for r in self.records]

    # ---- starting and loading games -------------------------------------------------------
    def new_game(self, ruleset_id: str, options: BaseOptions | dict | None = None,
                 seed: int | None = None, seats: dict[str, str] | None = None) -> None:
        """Start a game; options may be a model or a dict of field values; no seed = random."""
        ruleset = rulesets.get(ruleset_id)
        if options is None or isinstance(options, dict):
            options = ruleset.options_from_dict(options)
        seed = random.randrange(1, 2**31) if seed is None else int(seed)
        self._drop_previous()
        self._start(ruleset, options, seed, seats, ruleset.new_game(options, seed), [])
        self.path = None
        self.title = None
        self.fileChanged.emit()
        self._autosave()
        self._after_change(None)

    def new_game_from_position(self, ruleset_id: str, state: Any,
                               seats: dict[str, str] | None = None) -> None:
        """Start a game from a position (File > New from position). A position without its
        dice (an observation, a position typed by hand) gets a fresh seed."""
        ruleset = rulesets.get(ruleset_id)
        if getattr(state, "seed", None) is None:
            state = dataclasses.replace(state, seed=random.randrange(1, 2**31), dice_pos=0)
        options = getattr(state, "opts", None) or ruleset.Options()
        self._drop_previous()
        self._start(ruleset, options, int(state.seed), seats, state, [])
        self.start = state
        self.path = None
        self.title = None
        self.fileChanged.emit()
        self._autosave()
        self._after_change(None)

    def load(self, loaded: Any) -> None:
        """Take over a game read by ``lionheart_core.saves.read_save`` (a LoadedGame).

        The game is on the table at once; the actions before the file's last checkpoint are read
        back (and, unless the file was replayed in full, checked) in the background. Until that
        check is done nobody acts, and if it fails the game that was on the table comes back and
        ``loadFailed(reason)`` says why (see docs/app.md, "Opening a saved game")."""
        ruleset = loaded.ruleset
        if isinstance(ruleset, str):
            ruleset = rulesets.get(ruleset)
        entries = list(loaded.log)
        # Checkpoint states read by the saves layer, and the texts of the others.
        checkpoints: dict[int, Any] = dict(getattr(loaded, "checkpoint_texts", {}) or {})
        checkpoints.update(getattr(loaded, "checkpoints", {}) or {})
        start = getattr(loaded, "start", None)

        def opening() -> Any:
            return start if start is not None else ruleset.new_game(loaded.options, loaded.seed)

        verified = bool(getattr(loaded, "verified", True))
        # The last actions are told (and checked, if the file was not replayed in full) at
        # once, from the checkpoint before them; the earlier ones in the background.
        k = max((i for i in checkpoints if i <= len(entries) - LOAD_AT_ONCE), default=0)
        from .narration import Narrator

        base = checkpoints[k] if k in checkpoints else opening()
        if isinstance(base, str):
            from lionheart_core.engine import LoadError

            try:
                base = ruleset.load(base)
            except LoadError:
                name = Path(loaded.path).name if getattr(loaded, "path", None) else self.tr("the saved game")
                raise LoadError(self.tr("{file}: the position saved after action {n} is damaged.").format(
                    file=name, n=k)) from None
        told: list[tuple[Any, tuple]] = []
        now = Narrator(ruleset, base, entries[k:],
                       checkpoints, lambda _i, items: told.extend(items), check=not verified,
                       first=k, parent=self)
        refused: list[str] = []
        now.failed.connect(refused.append)
        now.start()
        now.run_to_end()
        now.deleteLater()
        if refused:
            from lionheart_core.engine import LoadError

            name = Path(loaded.path).name if getattr(loaded, "path", None) else self.tr("the saved game")
            raise LoadError(self.tr("{file}: {reason}").format(file=name, reason=refused[0]))
        records = [Record(e) for e in entries[:k]]
        records.extend(Record(e, before, events) for e, (before, events) in zip(entries[k:], told, strict=True))
        if verified or k == 0 or self.state is None:
            self._drop_previous()
        elif self._previous is None:
            # Kept until the new game has passed its check (a game still being checked is
            # never kept: the one before it is).
            self._previous = self._game_snapshot()
        self._start(ruleset, loaded.options, loaded.seed, dict(loaded.seats or {}), loaded.state,
                    records)
        self.start = start
        self.path = Path(loaded.path) if getattr(loaded, "path", None) else None
        self.title = getattr(loaded, "title", None)
        self._over_announced = ruleset.is_over(loaded.state)
        if k:
            self._loaded = loaded
            self._narrator = Narrator(ruleset, opening(), entries[:k], checkpoints,
                                      self._narrated, check=not verified, first=0, parent=self)
            self._narrator.progressed.connect(lambda *_: self.logChanged.emit())
            self._narrator.finished.connect(self._narration_done)
            self._narrator.failed.connect(self._narration_failed)
            self._narrator.start()
        else:
            self._drop_previous()
        self.fileChanged.emit()
        self._after_change(None)

    def open_file(self, path: str | Path) -> None:
        """Load a save file; raises ``LoadError`` with a player-readable message and then keeps
        the current game untouched."""
        from lionheart_core.saves import read_save

        self.flush_autosave()
        loaded = read_save(Path(path), verify="tail")
        self.load(loaded)
        # The autosave is not the player's file: Save must ask where to put the game.
        self.path = None if Path(path).resolve() == paths.autosave_path().resolve() else Path(path)
        self.fileChanged.emit()

    def save_file(self, path: str | Path) -> None:
        """Write the game to ``path`` (atomic, with a backup: the saves layer does both)."""
        from lionheart_core.saves import write_save

        write_save(Path(path), self.ruleset, self.options, self.seed, self.log, self.state,
                   self.seats, title=self.title, start=self.start)
        self.path = Path(path)
        self.fileChanged.emit()

    def _start(self, ruleset: Ruleset, options: BaseOptions, seed: int, seats: dict[str, str] | None,
               state: Any, records: list[Record]) -> None:
        self._cancel_bot()
        self._stop_narration()
        self.ruleset = ruleset
        self.options = options
        self.seed = seed
        kinds = seat_kinds()
        seats = dict(seats or {})
        self.seats = {p: seats.get(p, HUMAN) if seats.get(p, HUMAN) in kinds else HUMAN
                      for p in ruleset.players(options)}
        self.state = state
        self.start = None
        self.records = records
        self.history_index = None
        if self._previous is not None and self.undo_stack is self._previous["undo_stack"]:
            # That stack stays with the previous game, should the new one fail its check.
            self.undo_stack.indexChanged.disconnect(self._stack_moved)
            self.undo_stack = QUndoStack(self)
            self.undo_stack.indexChanged.connect(self._stack_moved)
        else:
            self.undo_stack.clear()
        self._undo_refusal = lambda: self.tr("There is nothing to take back.")
        self._last_actor = None
        self._holder = None
        self._handoff_for = None
        self._bots = {}
        self._last_bot = None
        self._lines = {}
        self._steps = {}
        self._version += 1
        self._loaded = None
        self._over_announced = False

    # ---- a loaded game read back in the background -----------------------------------------
    def checking(self) -> bool:
        """True while the earlier actions of a loaded game are still being checked: nobody
        acts until then."""
        return self._narrator is not None and self._narrator.check and self._narrator.running

    def narration_progress(self) -> tuple[int, int] | None:
        """(actions read back, actions to read) while a loaded game's story is being read;
        None once the whole log is known."""
        n = self._narrator
        if n is None or not n.running:
            return None
        return n.done, n.total

    def finish_loading(self) -> None:
        """Read back and check the rest of a loaded game now (tests; before a save)."""
        if self._narrator is not None and self._narrator.running:
            self._narrator.run_to_end()

    def _narrated(self, start: int, items: list[tuple[Any, tuple]]) -> None:
        for offset, (before, events) in enumerate(items):
            i = start + offset
            if i < len(self.records) and not self.records[i].known:
                self.records[i] = Record(self.records[i].entry, before, events)
        self._drop_lines_from(start)

    def _narration_done(self) -> None:
        checked = self._narrator.check
        self._narrator = None
        self._loaded = None
        self._drop_previous()
        self.logChanged.emit()
        if checked:  # the game may now go on
            self._after_change(None)

    def _narration_failed(self, reason: str) -> None:
        narrator, self._narrator = self._narrator, None
        if narrator is not None and not narrator.check:
            # Only the story is missing (a file replayed in full already): say nothing more.
            log.error("could not read back the log of the loaded game: %s", reason)
            self.logChanged.emit()
            return
        name = self.path.name if self.path is not None else self.tr("the saved game")
        message = self.tr("{file}: {reason}").format(file=name, reason=reason)
        previous, self._previous = self._previous, None
        if previous is not None:
            self._restore_game(previous)
        else:
            self._cancel_bot()
            self.ruleset = None
            self.state = None
            self.records = []
            self.undo_stack.clear()
            self.path = None
            self.title = None
            self._lines = {}
            self._steps = {}
            self._version += 1
        self.fileChanged.emit()
        # The window puts the board of the game back (or leaves the table) before anything
        # is drawn again.
        self.loadFailed.emit(message)
        if self.state is not None:
            self._after_change(None)

    def _stop_narration(self) -> None:
        if self._narrator is not None:
            self._narrator.stop()
            self._narrator.deleteLater()
            self._narrator = None

    def _drop_previous(self) -> None:
        if self._previous is not None:
            self._previous["undo_stack"].deleteLater()
            self._previous = None

    def _game_snapshot(self) -> dict[str, Any]:
        names = ("ruleset", "options", "seed", "seats", "state", "start", "records", "path",
                 "title", "undo_stack", "_undo_refusal", "_last_actor", "_holder", "_paused")
        return {name: getattr(self, name) for name in names}

    def _restore_game(self, snapshot: dict[str, Any]) -> None:
        self._cancel_bot()
        self.undo_stack.indexChanged.disconnect(self._stack_moved)
        self.undo_stack.deleteLater()
        for name, value in snapshot.items():
            setattr(self, name, value)
        self.undo_stack.indexChanged.connect(self._stack_moved)
        self.history_index = None
        self._handoff_for = None
        self._bots = {}
        self._lines = {}
        self._steps = {}
        self._version += 1
        self._loaded = None

    # ---- who is at the screen ---------------------------------------------------------------
    @property
    def players(self) -> tuple[str, ...]:
        return self.ruleset.players(self.options) if self.ruleset else ()

    def seat_name(self, player: str | None) -> str:
        """The name players read for a seat ("Gold"); "Spectator" for None."""
        if self.ruleset is None:
            return str(player or "")
        return self.ruleset.seat_name(player, self.options)

    def humans(self) -> list[str]:
        """The seats played by people at this screen, in seating order."""
        return [p for p in self.players if self.seats.get(p) == HUMAN]

    def is_hot_seat(self) -> bool:
        return len(self.humans()) > 1

    def screen_owner(self) -> str | None:
        """Whose the screen is now: the only person against computers; in hot-seat the person
        to act (the one already holding the screen if several act at once, else the first in
        seating order), or the last holder while the computers act; None without a person."""
        humans = self.humans()
        if not humans or self.state is None:
            return None
        if len(humans) == 1:
            return humans[0]
        acting = [p for p in self.ruleset.to_move(self.state) if p in humans]
        if self._holder in acting:
            return self._holder
        if acting:
            return acting[0]
        return self._holder if self._holder in humans else humans[0]

    def view_player(self) -> str | None:
        """Whose eyes every panel and the board show: :meth:`screen_owner` (while the screen is
        being handed over, the cover hides the whole window)."""
        return self.screen_owner()

    def handoff_pending(self) -> str | None:
        """The player the screen is being handed to (the cover is up), or None."""
        return self._handoff_for

    def take_screen(self, player: str) -> None:
        """``player`` says they hold the screen now (the hand-off cover's button)."""
        if self._handoff_for is None or player != self._handoff_for:
            return
        self._holder = player
        self._handoff_for = None
        self.stateChanged.emit()

    def observed(self, player: str | None) -> Any:
        """``ruleset.observe(state, player)`` of the present, computed once per state."""
        key, cache = self._observed
        if key != id(self.state) or cache.get("__state__") is not self.state:
            cache = {"__state__": self.state}
            self._observed = (id(self.state), cache)
        if player not in cache:
            cache[player] = self.ruleset.observe(self.state, player)
        return cache[player]

    def has_secrets_from(self, player: str | None) -> bool:
        """True when ``player`` now sees something a spectator does not (hidden information is
        in play), so another person must not look at this player's view."""
        if self.state is None or player is None or self.ruleset.facts.perfect_information:
            return False
        return self.observed(player) != self.observed(None)

    def secrets_in_play(self) -> bool:
        """True when some seat now knows something another does not."""
        return any(self.has_secrets_from(p) for p in self.players)

    def view_state(self) -> Any:
        """``ruleset.observe(state, view_player())``, or the earlier position being reviewed."""
        if self.state is None:
            return None
        if self.history_index is None:
            return self.observed(self.view_player())
        return self.ruleset.observe(self.history_state(self.history_index), self.view_player())

    # ---- what each player may read ------------------------------------------------------------
    def seen(self, index: int, viewer: Any = ...) -> tuple[Event, ...] | None:
        """The events of log entry ``index`` that ``viewer`` (default: the player at the
        screen) may read, as the rules say; None while that entry is not read back yet."""
        viewer = self.view_player() if viewer is ... else viewer
        record = self.records[index]
        if record.events is None:
            return None
        out = record.seen.get(viewer)
        if out is None:
            out = tuple(self.ruleset.events_for(record.before, record.events, viewer))
            record.seen[viewer] = out
        return out

    def entry_visible(self, index: int, viewer: Any = ...) -> bool:
        """Whether ``viewer`` may know that action ``index`` happened: it told them something,
        or it told nobody anything and nothing is hidden from them about it."""
        viewer = self.view_player() if viewer is ... else viewer
        shown = self.seen(index, viewer)
        if shown is None:
            return False
        if shown:
            return True
        record = self.records[index]
        return not record.events and (self.ruleset.facts.perfect_information
                                      or self.ruleset.actor(record.entry.action) == viewer)

    def visible_log(self, viewer: Any = ...) -> list[tuple[int, Event]]:
        """Every (entry index, event) ``viewer`` (default: the player at the screen) may read,
        oldest first; entries not read back yet are left out."""
        viewer = self.view_player() if viewer is ... else viewer
        upto, lines = self._lines.get(viewer, (0, []))
        n = len(self.records)
        while upto < n and self.records[upto].known:
            lines.extend((upto, e) for e in self.seen(upto, viewer))
            upto += 1
        self._lines[viewer] = (upto, lines)
        tail = [(i, e) for i in range(upto, n) if self.records[i].known
                for e in self.seen(i, viewer)]
        return lines + tail if tail else list(lines)

    def _drop_lines_from(self, index: int) -> None:
        """Forget the cached lines of entries from ``index`` on (undo, a read-back slice)."""
        self._version += 1
        for viewer, (upto, lines) in list(self._lines.items()):
            if upto > index:
                self._lines[viewer] = (index, [x for x in lines if x[0] < index])

    def visible_steps(self, viewer: Any = ...) -> list[int]:
        """The positions ``viewer`` may step through in History: the opening, the position
        after every action they may know of, and the present."""
        viewer = self.view_player() if viewer is ... else viewer
        cached = self._steps.get(viewer)
        if cached is not None and cached[0] == self._version:
            return list(cached[1])
        steps = [0]
        steps.extend(i + 1 for i in range(len(self.records)) if self.entry_visible(i, viewer))
        if steps[-1] != len(self.records):
            steps.append(len(self.records))
        self._steps[viewer] = (self._version, steps)
        return list(steps)

    def entry_label(self, index: int, viewer: Any = ...) -> str:
        """A one-line name of action ``index`` for ``viewer``: its first event they may read;
        their own action's description when it told nothing."""
        viewer = self.view_player() if viewer is ... else viewer
        shown = self.seen(index, viewer)
        if shown:
            return text(shown[0].msg)
        record = self.records[index]
        if record.before is not None and self.ruleset.actor(record.entry.action) == viewer:
            return text(self.ruleset.describe(record.before, record.entry.action))
        return ""

    def legal_actions(self, player: str | None = None) -> list:
        """Legal actions of the player at the screen (of ``player`` if given and a person);
        none while an earlier position is reviewed or a loaded game is being checked."""
        if self.state is None or self.history_index is not None or self.checking():
            return []
        humans = self.humans()
        if player is not None:
            return self.ruleset.legal_actions(self.state, player) if player in humans else []
        viewer = self.view_player()
        if viewer is None or viewer not in self.to_move():
            return []
        return self.ruleset.legal_actions(self.state, viewer)

    def to_move(self) -> tuple[str, ...]:
        return self.ruleset.to_move(self.state) if self.state is not None else ()

    def is_over(self) -> bool:
        return self.state is not None and self.ruleset.is_over(self.state)

    def result(self) -> Result | None:
        return self.ruleset.result(self.state) if self.state is not None else None

    def turn_summary(self) -> str:
        return text(self.ruleset.turn_summary(self.view_state())) if self.state is not None else ""

    def position_text(self) -> str:
        """The position on the screen as the ruleset's one-line text (Edit > Copy position):
        what the player at the screen sees, so nothing hidden from them is in it."""
        return self.ruleset.to_text(self.view_state()) if self.state is not None else ""

    # ---- acting -----------------------------------------------------------------------------
    def submit(self, action: Any) -> bool:
        """Apply a person's action. On an illegal action emit ``actionRejected(reason)``,
        return False and leave everything as it was."""
        if self.state is None:
            return self._reject(self.tr("No game is open."))
        if self.history_index is not None:
            return self._reject(self.tr("You are looking at an earlier position: return to the present to play."))
        if self.checking():
            return self._reject(self.tr("The saved game is still being checked; a moment, please."))
        actor = self.ruleset.actor(action)
        if actor in self.seats and self.seats[actor] != HUMAN:
            return self._reject(self.tr("The computer plays {seat}.").format(seat=self.seat_name(actor)))
        return self._apply(action)

    def submit_together(self, actions: list) -> bool:
        """Several actions of one person that make one move of theirs (the hex variant moves a
        deployed unit by taking it back into the reserve and deploying it again, having no
        action for it): all or none, and one Undo or Redo takes them all. They are checked in
        turn on the position each leaves before any is applied (actions that use no chance);
        the first refusal is reported and nothing changes."""
        if self.state is None or self.history_index is not None or self.checking() or len(actions) < 2:
            return self.submit(actions[0]) if actions else False
        state = self.state
        try:
            for action in actions:
                state = self.ruleset.step(state, action)[0]
        except IllegalAction as exc:
            return self._reject(text(exc.reason))
        self._group = []
        try:
            for action in actions:
                if not self.submit(action):
                    return False
        finally:
            group, self._group = self._group, None
        if len(group) > 1:
            messages = tuple(cmd.message for cmd in group)
            for cmd in group:
                cmd.message = messages
                cmd.setText(self._joined_text(messages))
        return True

    def _joined_text(self, messages: tuple) -> str:
        return self.tr(", then ").join(text(m) for m in messages)

    def _reject(self, reason: str) -> bool:
        self.actionRejected.emit(reason)
        return False

    def _apply(self, action: Any) -> bool:
        before = Snapshot(self.state, len(self.records))
        try:
            new_state, events, entry = self.ruleset.step(self.state, action, self._dice)
        except IllegalAction as exc:
            return self._reject(text(exc.reason))
        actor = self.ruleset.actor(action)
        described = self.ruleset.describe(self.state, action)
        if isinstance(described, str) and described == str(action) and events:
            # No words of the rules for it (the default is the record itself): the first line
            # its own player reads of it.
            own = self.ruleset.events_for(self.state, events, actor)
            described = own[0].msg if own else described
        description = text(described)
        record = Record(entry, self.state, tuple(events))
        self.state = new_state
        self.records.append(record)
        self._version += 1
        self._record_undo(actor, description, before, record, described)
        self._autosave()
        self._after_change(record)
        return True

    def set_dice(self, dice: Dice | None) -> None:
        """Use this dice source for the following actions (tests); None: the game's own dice."""
        self._dice = dice

    # ---- undo (Board Game Arena's policy) -----------------------------------------------------
    def _record_undo(self, actor: str | None, description: str, before: Snapshot,
                     record: Record, described: Any = None) -> None:
        """No undo past chance, a reveal or another player's action; the computer's actions are
        never taken back."""
        if actor != self._last_actor and self.undo_stack.count():
            self.undo_stack.clear()
            if self._group:
                self._group.clear()
            last = self._last_actor
            self._undo_refusal = lambda: self.tr("{seat} acted: their action cannot be taken back.").format(
                seat=self.seat_name(last))
        self._last_actor = actor
        events = record.events or ()
        if self.seats.get(actor) != HUMAN:
            self.undo_stack.clear()
            if self._group:
                self._group.clear()
            self._undo_refusal = lambda: self.tr("The computer's actions cannot be taken back.")
            return
        if not self.ruleset.undoable(record.entry.action, events, record.entry):
            self.undo_stack.clear()
            if self._group:
                self._group.clear()
            if any(e.reveal for e in events):
                self._undo_refusal = lambda: self.tr("Hidden information was revealed: that cannot be taken back.")
            elif any(e.rolls for e in events):
                self._undo_refusal = lambda: self.tr("The dice have been rolled: that cannot be taken back.")
            elif record.entry.drew:
                self._undo_refusal = lambda: self.tr("Chance has spoken (a shuffle or a draw): that cannot be taken back.")
            else:
                self._undo_refusal = lambda: self.tr("This action cannot be taken back.")
            return
        after = Snapshot(self.state, len(self.records))
        command = ActionCommand(self._restore, actor, description, before, after, record, message=described)
        if self._group is not None:
            command.joined = bool(self._group)  # one move with the action before it
            self._group.append(command)
        self.undo_stack.push(command)

    def _may_take_back(self, actor: str | None, viewer: str | None) -> bool:
        """The player at the screen takes back their own actions; another person's only while
        nothing is secret (two people sharing a screen over an open board)."""
        if viewer is None:
            return False
        return actor == viewer or (self.seats.get(actor) == HUMAN and not self.secrets_in_play())

    def _block(self, commands: list[Any], nothing: str) -> str | None:
        """Why the player at the screen may not undo or redo ``commands`` (None: they may)."""
        if self.state is None:
            return self.tr("No game is open.")
        if self.history_index is not None:
            return self.tr("Return to the present position first.")
        if self._thinking_for is not None:
            return self.tr("Wait until {seat} has chosen.").format(seat=self.seat_name(self._thinking_for))
        if self.checking():
            return self.tr("The saved game is still being checked; a moment, please.")
        if not commands:
            return nothing
        viewer = self.view_player()
        if viewer is None:
            return self.tr("Only a person at this screen can take back their own actions.")
        for cmd in commands:
            if not self._may_take_back(cmd.actor, viewer):
                return self.tr("That was {seat}'s action: you can take back only your own.").format(
                    seat=self.seat_name(cmd.actor))
        return None

    def _undo_commands(self, steps: int) -> list[Any]:
        index = self.undo_stack.index()
        if steps > index:
            return []
        return [self.undo_stack.command(index - 1 - k) for k in range(steps)]

    def _redo_commands(self, steps: int) -> list[Any]:
        index = self.undo_stack.index()
        if index + steps > self.undo_stack.count():
            return []
        return [self.undo_stack.command(index + k) for k in range(steps)]

    def _undo_steps(self) -> int:
        """The commands one Undo takes back: the last, and those it continues (one move)."""
        index, n = self.undo_stack.index(), 1
        while n < index and getattr(self.undo_stack.command(index - n), "joined", False):
            n += 1
        return n

    def _redo_steps(self) -> int:
        index, count, n = self.undo_stack.index(), self.undo_stack.count(), 1
        while index + n < count and getattr(self.undo_stack.command(index + n), "joined", False):
            n += 1
        return n

    def undo_refusal(self) -> str | None:
        """Why Edit > Undo is not possible now (None when it is)."""
        return self._block(self._undo_commands(self._undo_steps()), self._undo_refusal())

    def redo_refusal(self) -> str | None:
        return self._block(self._redo_commands(self._redo_steps()), self.tr("There is nothing to redo."))

    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def can_redo(self) -> bool:
        return self.redo_refusal() is None

    def undo_text(self) -> str:
        """What Undo would take back, for the player at the screen ("" when it cannot)."""
        return self.undo_stack.undoText() if self.can_undo() else ""

    def redo_text(self) -> str:
        return self.undo_stack.redoText() if self.can_redo() else ""

    def undo(self) -> bool:
        reason = self.undo_refusal()
        if reason is not None:
            return self._reject(reason)
        self.undo_stack.setIndex(self.undo_stack.index() - self._undo_steps())
        return True

    def redo(self) -> bool:
        reason = self.redo_refusal()
        if reason is not None:
            return self._reject(reason)
        self.undo_stack.setIndex(self.undo_stack.index() + self._redo_steps())
        return True

    def undo_to_refusal(self, log_length: int) -> str | None:
        """Why "Undo to here" cannot return to the position after ``log_length`` actions (None:
        it can). The same policy as Edit > Undo, for each action it would take back; looking
        at that earlier position is what the stepper does, so that alone does not refuse."""
        steps = len(self.records) - log_length
        if steps <= 0:
            return self.tr("There is nothing to take back.")
        saved, self.history_index = self.history_index, None
        try:
            commands = self._undo_commands(steps)
            if commands and getattr(commands[-1], "joined", False):
                return self.tr("That is inside one move of several actions: take it back whole.")
            return self._block(commands, self._undo_refusal())
        finally:
            self.history_index = saved

    def _inside_move(self, log_length: int) -> bool:
        """True when ``log_length`` falls between the actions of one move (submit_together)."""
        steps = len(self.records) - log_length
        commands = self._undo_commands(steps) if steps > 0 else []
        return bool(commands) and getattr(commands[-1], "joined", False)

    def undoable_back_to(self) -> int:
        """The earliest log length the player at the screen may undo back to."""
        n = len(self.records)
        k = n
        while k > 0:
            k -= 1
            if self.undo_to_refusal(k) is None:
                n = k
            elif not self._inside_move(k):
                break
        return n

    def undo_to(self, log_length: int) -> bool:
        """Undo every action after the first ``log_length`` ones, under the same policy as
        Edit > Undo: each of them must be one the player at the screen may take back."""
        reason = self.undo_to_refusal(log_length)
        if reason is not None:
            return self._reject(reason)
        steps = len(self.records) - log_length
        self.history_index = None
        self.undo_stack.setIndex(self.undo_stack.index() - steps)
        return True

    def _restore(self, snapshot: Snapshot, records: list[Record]) -> None:
        """Put a snapshot back (called by undo commands)."""
        self._cancel_bot()
        self.state = snapshot.state
        del self.records[snapshot.log_length:]
        self.records.extend(records)
        self._drop_lines_from(snapshot.log_length)
        self._over_announced = self.ruleset.is_over(self.state)
        self._autosave()
        # Signals go out once the stack's index has moved (indexChanged), so listeners see
        # the right can_undo()/can_redo().
        self._restored = True

    def _stack_moved(self, _index: int) -> None:
        if self._restored:
            self._restored = False
            self._after_change(None)

    # ---- history stepping ------------------------------------------------------------------
    def history_state(self, n: int) -> Any:
        """The true state after the first ``n`` logged actions: kept with each action, else
        replayed from the nearest known position (a checkpoint of a loaded game)."""
        n = max(0, min(n, len(self.records)))
        if n == len(self.records):
            return self.state
        if self.records[n].before is not None:
            return self.records[n].before
        k, state = 0, None
        for i in range(n, -1, -1):
            if i < len(self.records) and self.records[i].before is not None:
                k, state = i, self.records[i].before
                break
        loaded = self._loaded
        checkpoints = {**(getattr(loaded, "checkpoint_texts", {}) or {}),
                       **(getattr(loaded, "checkpoints", {}) or {})}
        near = max((i for i in checkpoints if k <= i <= n and i < len(self.records)), default=None)
        if near is not None:
            saved = checkpoints[near]
            if isinstance(saved, str):
                try:
                    saved = self.ruleset.load(saved)
                except Exception:  # the background check will say so; replay instead
                    saved = None
            if saved is not None:
                k, state = near, saved
        if state is None:
            state = self.start if self.start is not None else self.ruleset.new_game(self.options, self.seed)
        for record in self.records[k:n]:
            entry = record.entry
            dice = None if entry.rolls is None else Scripted(entry.rolls)
            state, _ = self.ruleset.apply_unchecked(state, entry.action, dice)
        return state

    def set_history_index(self, n: int | None) -> None:
        """Review the position after ``n`` actions (read-only); None or the end: the present."""
        if n is not None and n >= len(self.records):
            n = None
        if n is not None:
            n = max(0, n)
            self._cancel_bot()
        if n == self.history_index:
            return
        self.history_index = n
        self.stateChanged.emit()
        if n is None:
            self._schedule_bot()

    # ---- bots --------------------------------------------------------------------------------
    @property
    def paused(self) -> bool:
        return self._paused

    def set_paused(self, paused: bool) -> None:
        """Pause or resume the computer players (a bot-vs-bot game can be watched step by step)."""
        self._paused = paused
        if paused:
            self._cancel_bot()
        else:
            self._schedule_bot()
        self.stateChanged.emit()

    def bot_thinking_for(self) -> str | None:
        return self._thinking_for

    def _bot_seats_to_move(self) -> list[str]:
        """Computer seats to act now; when several act at once, each gets its turn in seating
        order, starting after the one that acted last."""
        movers = [p for p in self.to_move() if is_bot(self.seats.get(p, HUMAN))]
        if self._last_bot in self.players and len(movers) > 1:
            order = list(self.players)
            after = order.index(self._last_bot)
            movers.sort(key=lambda p: (order.index(p) - after - 1) % len(order))
        return movers

    def _schedule_bot(self) -> None:
        if (self.state is None or self._paused or self.history_index is not None
                or self.is_over() or self._thinking_for is not None or self.checking()):
            return
        movers = self._bot_seats_to_move()
        if movers and not self._bot_timer.isActive():
            # A watchable pace for what the screen shows; a bot acting on what the screen does
            # not show (its hidden setup, its hand) has nothing to watch, so it need not keep
            # anyone waiting.
            secret = (not self.ruleset.facts.perfect_information
                      and self.observed(movers[0]) != self.observed(self.view_player()))
            self._bot_timer.start(min(self.bot_delay_ms, SECRET_BOT_DELAY_MS) if secret
                                  else self.bot_delay_ms)

    def _cancel_bot(self) -> None:
        self._bot_timer.stop()
        self._bot_token += 1  # a late answer from a worker is ignored
        if self._worker is not None:
            self._worker.cancel()
        if self._thinking_for is not None:
            self._thinking_for = None
            self.botThinking.emit(None)

    def _bot_for(self, player: str) -> Any:
        level = self.seats[player]
        key = f"{player}:{level}"
        if key not in self._bots:
            # Each seat gets its own stream of choices, reproducible from the game's seed.
            seed = self.seed * 31 + self.players.index(player)
            try:
                from lionheart_core.bots import make_bot
            except ImportError:
                self._bots[key] = _RandomBot(self.ruleset, seed)
            else:
                self._bots[key] = make_bot(level, self.ruleset, seed=seed)
        return self._bots[key]

    def _bot_turn(self) -> None:
        movers = self._bot_seats_to_move()
        if not movers or self._paused or self.history_index is not None or self.is_over():
            return
        player = movers[0]
        observation = self.observed(player)
        bot = self._bot_for(player)
        self._thinking_for = player
        self._bot_state = self.state
        self.botThinking.emit(player)
        token = self._bot_token
        worker = self._bot_worker()
        if worker is not None:
            # The bot thinks in a pool thread; the answer comes back as a queued signal.
            self._worker_token = worker.think(bot, observation, player)
            self._worker_for = token
            return
        try:
            action = bot.choose(observation, player)
        except Exception as exc:  # a bot's bug must not end the player's game
            self._bot_failed(str(exc), token)
            return
        self._bot_chose(action, token)

    def _bot_worker(self) -> Any:
        """The BotWorker (thinks off the GUI thread), made once; None if it is not there."""
        if self._worker is None:
            try:
                from .bot_worker import BotWorker
            except ImportError:
                return None
            # Bots think in worker threads: garbage must now be collected on this thread only.
            ensure_gui_thread_collection()
            self._worker = BotWorker(parent=self)
            self._worker.chosenFor.connect(self._worker_chose)
            self._worker.failed.connect(lambda msg: self._bot_failed(msg, self._worker_for))
        return self._worker

    def _worker_chose(self, worker_token: int, action: Any) -> None:
        if worker_token == self._worker_token:
            self._bot_chose(action, self._worker_for)

    def shutdown(self) -> None:
        """Stop the bots and write the autosave: the window is closing."""
        self._cancel_bot()
        self._stop_narration()
        self.wait_for_bots(3000)
        self.flush_autosave()

    def wait_for_bots(self, msecs: int = 5000) -> bool:
        """Block until a thinking bot has answered (tests, shutdown)."""
        if self._worker is not None:
            return self._worker.wait_idle(msecs)
        return True

    def _bot_chose(self, action: Any, token: int) -> None:
        if token != self._bot_token:
            return
        player = self._thinking_for
        self._thinking_for = None
        self.botThinking.emit(None)
        if self.state is not self._bot_state:
            # Someone acted at the same time (a simultaneous vote, a setup): the choice stands
            # if it is still legal, else the bot thinks again about the new position.
            try:
                self.ruleset.check(self.state, action)
            except IllegalAction:
                self._schedule_bot()
                return
        self._last_bot = player
        if not self._apply(action):
            log.error("bot chose an illegal action %r", action)
            self._paused = True
            self.actionRejected.emit(self.tr("The computer player chose an illegal action; the computer players are paused."))

    def _bot_failed(self, message: str, token: int) -> None:
        if token != self._bot_token:
            return
        log.error("bot failed: %s", message)
        self._thinking_for = None
        self._paused = True
        self.botThinking.emit(None)
        self.actionRejected.emit(self.tr("The computer player failed ({error}); the computer players are paused.").format(error=message))

    # ---- after every change ----------------------------------------------------------------
    def _after_change(self, record: Record | None) -> None:
        """Tell everyone: hand the screen over if it changes hands over a secret, then the
        new state, the events the player at the screen may read, the decision, the bots."""
        cover = self._check_handoff()
        if record is not None:
            viewer = self.view_player()
            shown = list(self.ruleset.events_for(record.before, record.events, viewer))
            record.seen[viewer] = tuple(shown)
            self.eventsEmitted.emit(shown)
        self.stateChanged.emit()
        if cover is not None:
            self.handoffNeeded.emit(cover)
        if self.is_over():
            if not self._over_announced:
                self._over_announced = True
                self.gameOver.emit(self.result())
            return
        self._over_announced = False
        if self.checking():
            return
        movers = self.to_move()
        if movers:
            self.decisionNeeded.emit(tuple(movers))
        self._schedule_bot()

    def _check_handoff(self) -> str | None:
        """In hot-seat, cover the table whenever the screen passes to another person whose view
        holds a secret (the one at the screen must not see it). Returns the player to call when
        a cover is newly needed."""
        if self.state is None or not self.is_hot_seat():
            self._handoff_for = None
            self._holder = self.screen_owner()
            return None
        owner = self.screen_owner()
        if self._handoff_for is not None:
            if owner == self._handoff_for:
                return None  # still waiting for that player
            self._handoff_for = None
        if owner == self._holder:
            return None
        if self.has_secrets_from(owner):
            self._handoff_for = owner
            return owner
        self._holder = owner
        return None

    def _autosave(self) -> None:
        """Write the autosave after this action, once the screen has been updated: the timer
        fires after the pending paint events, so saving never delays what the player sees."""
        if self.autosave_enabled and self.state is not None:
            self._autosave_timer.start()

    def flush_autosave(self) -> None:
        """Write a pending autosave now (before quitting, opening a file, and in tests)."""
        if self._autosave_timer.isActive():
            self._autosave_timer.stop()
            self._write_autosave()

    def _write_autosave(self) -> None:
        if not self.autosave_enabled or self.state is None or self.checking():
            return
        try:
            from lionheart_core.saves import write_save
        except ImportError:  # the saves layer is not installed: nothing to write with
            return
        try:
            write_save(paths.autosave_path(), self.ruleset, self.options, self.seed, self.log,
                       self.state, self.seats, title=self.title, start=self.start)
        except Exception:  # autosave must never interrupt play; the trace goes to the log
            log.exception("autosave failed")

    def retranslate(self) -> None:
        """The language changed: Undo and Redo name their actions in the new one."""
        for i in range(self.undo_stack.count()):
            command = self.undo_stack.command(i)
            message = getattr(command, "message", None)
            if isinstance(message, tuple):  # one move of several actions
                command.setText(self._joined_text(message))
            elif message is not None:
                command.setText(text(message))

    # ---- small helpers for panels ----------------------------------------------------------
    def describe(self, action: Any) -> str:
        """An action of the player at the screen in their words (decision buttons)."""
        return text(self.ruleset.describe(self.view_state(), action))

    def with_seats(self, seats: dict[str, str]) -> None:
        """Change who plays which seat during a game (e.g. hand a seat to the computer)."""
        self._cancel_bot()
        kinds = seat_kinds()
        self.seats.update({p: s for p, s in seats.items() if p in self.seats and s in kinds})
        self._bots = {}
        self._autosave()
        self._after_change(None)


__all__ = ["HUMAN", "GameController", "Record"]
