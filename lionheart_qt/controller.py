"""The GameController: the only place the GUI touches the core.

It owns the true state, the action log, the undo history and the seats (human or a computer
level per side). Scenes and panels listen to its signals and draw ``view_state()``, what the
player at the screen may see; nothing polls. Actions come in through :meth:`submit` (clicks,
drags, buttons) or from a bot, and every change goes out as ``stateChanged``.
"""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from lionheart_core import rulesets
from lionheart_core.dice import Dice, Scripted
from lionheart_core.engine import BaseOptions, Event, IllegalAction, LogEntry, Result, Ruleset

from . import paths
from .gc_guard import ensure_gui_thread_collection
from .undo import ActionCommand, Snapshot

log = logging.getLogger(__name__)

HUMAN = "human"
BOT_LEVELS = ("random", "heuristic", "search")
SEAT_KINDS = (HUMAN, *BOT_LEVELS)
SECRET_BOT_DELAY_MS = 40


class _RandomBot:
    """Stand-in used only when the bots package offers no ``make_bot``: picks a legal action."""

    def __init__(self, ruleset: Ruleset, seed: int) -> None:
        self.ruleset = ruleset
        self.rng = random.Random(seed)

    def choose(self, observation: Any, player: str) -> Any:
        return self.rng.choice(self.ruleset.legal_actions(observation, player))


class GameController(QObject):
    """One game at the table: state, log, undo history, seats and the bots' pacing."""

    stateChanged = Signal()
    eventsEmitted = Signal(list)
    actionRejected = Signal(str)
    decisionNeeded = Signal(object)
    gameOver = Signal(object)
    # Beyond the shared interface, for the main window:
    botThinking = Signal(object)  # the player a bot is thinking for, or None when it stopped
    handoffNeeded = Signal(str)  # hot-seat: cover the board until this player takes the screen
    fileChanged = Signal()  # path or title changed (window title)

    def __init__(self, parent: QObject | None = None, autosave: bool = True,
                 bot_delay_ms: int = 600) -> None:
        super().__init__(parent)
        self.ruleset: Ruleset | None = None
        self.options: BaseOptions | None = None
        self.seed: int = 0
        self.seats: dict[str, str] = {}
        self.state: Any = None
        self.log: list[LogEntry] = []
        # The events each logged action caused (same length as ``log``), for the log panel.
        self.events: list[list[Event]] = []
        self.path: Path | None = None
        self.title: str | None = None
        self.autosave_enabled = autosave
        self.bot_delay_ms = bot_delay_ms
        self.undo_stack = QUndoStack(self)
        self._restored = False
        self.undo_stack.indexChanged.connect(self._stack_moved)
        self.history_index: int | None = None
        self._dice: Dice | None = None
        self._undo_refusal = "There is nothing to take back."
        self._last_actor: str | None = None
        self._last_view: str | None = None
        self._covered_for: str | None = None
        self._paused = False
        self._bots: dict[str, Any] = {}
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(0)
        self._autosave_timer.timeout.connect(self._write_autosave)
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_turn)
        self._bot_token = 0
        self._thinking_for: str | None = None
        self._worker: Any = None
        self._worker_token = -1
        self._worker_for = -1
        self._over_announced = False

    # ---- starting and loading games -------------------------------------------------------
    def new_game(self, ruleset_id: str, options: BaseOptions | dict | None = None,
                 seed: int | None = None, seats: dict[str, str] | None = None) -> None:
        """Start a game; options may be a model or a dict of field values; no seed = random."""
        ruleset = rulesets.get(ruleset_id)
        if options is None or isinstance(options, dict):
            options = ruleset.options_from_dict(options)
        seed = random.randrange(1, 2**31) if seed is None else int(seed)
        self._start(ruleset, options, seed, seats, ruleset.new_game(options, seed), [], [])
        self.path = None
        self.title = None
        self.fileChanged.emit()
        self._autosave()
        self._after_change([])

    def load(self, loaded: Any) -> None:
        """Take over a game read by ``lionheart_core.saves.read_save`` (a LoadedGame)."""
        ruleset = loaded.ruleset
        if isinstance(ruleset, str):
            ruleset = rulesets.get(ruleset)
        events = self._replay_events(ruleset, loaded.options, loaded.seed, loaded.log)
        self._start(ruleset, loaded.options, loaded.seed, dict(loaded.seats or {}), loaded.state,
                    list(loaded.log), events)
        self.path = Path(loaded.path) if getattr(loaded, "path", None) else None
        self.title = getattr(loaded, "title", None)
        self._over_announced = ruleset.is_over(loaded.state)
        self.fileChanged.emit()
        self._after_change([])

    def open_file(self, path: str | Path) -> None:
        """Load a save file; raises ``LoadError`` with a player-readable message and then keeps
        the current game untouched."""
        from lionheart_core.saves import read_save

        self.flush_autosave()
        loaded = read_save(Path(path))
        self.load(loaded)
        # The autosave is not the player's file: Save must ask where to put the game.
        self.path = None if Path(path).resolve() == paths.autosave_path().resolve() else Path(path)
        self.fileChanged.emit()

    def save_file(self, path: str | Path) -> None:
        """Write the game to ``path`` (atomic, with a backup: the saves layer does both)."""
        from lionheart_core.saves import write_save

        write_save(Path(path), self.ruleset, self.options, self.seed, self.log, self.state,
                   self.seats, title=self.title)
        self.path = Path(path)
        self.fileChanged.emit()

    def _start(self, ruleset: Ruleset, options: BaseOptions, seed: int, seats: dict[str, str] | None,
               state: Any, log_: list[LogEntry], events: list[list[Event]]) -> None:
        self._cancel_bot()
        self.ruleset = ruleset
        self.options = options
        self.seed = seed
        players = ruleset.players(options)
        seats = dict(seats or {})
        self.seats = {p: seats.get(p, HUMAN) if seats.get(p, HUMAN) in SEAT_KINDS else HUMAN
                      for p in players}
        self.state = state
        self.log = log_
        self.events = events
        self.history_index = None
        self.undo_stack.clear()
        self._undo_refusal = "There is nothing to take back."
        self._last_actor = None
        self._last_view = None
        self._covered_for = None
        self._bots = {}
        self._over_announced = False

    @staticmethod
    def _replay_events(ruleset: Ruleset, options: BaseOptions, seed: int,
                       log_: list[LogEntry]) -> list[list[Event]]:
        """The events of a loaded log, for the log panel (the saves layer checked the log)."""
        out: list[list[Event]] = []
        try:
            state = ruleset.new_game(options, seed)
            for entry in log_:
                dice = None if entry.rolls is None else Scripted(entry.rolls)
                state, events = ruleset.apply(state, entry.action, dice)
                out.append(list(events))
        except Exception:  # a log the saves layer accepted but we cannot narrate: no text
            log.exception("could not replay the log for its events")
            return [[] for _ in log_]
        return out

    # ---- what the screen shows ------------------------------------------------------------
    @property
    def players(self) -> tuple[str, ...]:
        return self.ruleset.players(self.options) if self.ruleset else ()

    def humans(self) -> list[str]:
        """The seats played by people at this screen, in seating order."""
        return [p for p in self.players if self.seats.get(p) == HUMAN]

    def is_hot_seat(self) -> bool:
        return len(self.humans()) > 1

    def view_player(self) -> str | None:
        """Whose eyes the board shows: the human seat to act in hot-seat (the side setting up
        during a secret setup), the only human against bots, or None for a spectator."""
        humans = self.humans()
        if not humans or self.state is None:
            return None
        if len(humans) == 1:
            return humans[0]
        acting = [p for p in self.ruleset.to_move(self.state) if p in humans]
        if acting:
            return acting[0]
        return self._last_view or humans[0]

    def view_state(self) -> Any:
        """``ruleset.observe(state, view_player())``, or the earlier position being reviewed."""
        if self.state is None:
            return None
        state = self.state if self.history_index is None else self.history_state(self.history_index)
        return self.ruleset.observe(state, self.view_player())

    def has_secrets_from(self, player: str | None) -> bool:
        """True when ``player`` sees something a spectator does not (hidden information is in
        play), so another person must not look at this player's view."""
        if self.state is None or player is None:
            return False
        return self.ruleset.observe(self.state, player) != self.ruleset.observe(self.state, None)

    def entry_visible(self, index: int) -> bool:
        """May the player at the screen read log entry ``index``? While secrets are in play,
        other players' actions stay hidden (their placements are the secret)."""
        viewer = self.view_player()
        if viewer is None or not self.has_secrets_from(viewer):
            return True
        actor = getattr(self.log[index].action, "player", None)
        return actor in (None, viewer)

    def visible_entries(self) -> list[bool]:
        """:meth:`entry_visible` for every log entry, computed in one go (the log panel)."""
        viewer = self.view_player()
        if viewer is None or not self.has_secrets_from(viewer):
            return [True] * len(self.log)
        return [getattr(e.action, "player", None) in (None, viewer) for e in self.log]

    def legal_actions(self, player: str | None = None) -> list:
        """Legal actions of the human seats to act now (of ``player`` if given); when several
        act at once, those of the side whose eyes the screen shows."""
        if self.state is None or self.history_index is not None:
            return []
        humans = set(self.humans())
        if player is not None:
            if player not in humans:
                return []
            return self.ruleset.legal_actions(self.state, player)
        viewer = self.view_player()
        if viewer is not None and viewer in self.to_move():
            # Hot-seat with several sides acting at once (a secret setup): the screen belongs
            # to one of them at a time, so only that side's actions are offered.
            return self.ruleset.legal_actions(self.state, viewer)
        return [a for a in self.ruleset.legal_actions(self.state)
                if getattr(a, "player", None) in humans]

    def to_move(self) -> tuple[str, ...]:
        return self.ruleset.to_move(self.state) if self.state is not None else ()

    def is_over(self) -> bool:
        return self.state is not None and self.ruleset.is_over(self.state)

    def result(self) -> Result | None:
        return self.ruleset.result(self.state) if self.state is not None else None

    def turn_summary(self) -> str:
        return str(self.ruleset.turn_summary(self.view_state())) if self.state is not None else ""

    # ---- acting -----------------------------------------------------------------------------
    def submit(self, action: Any) -> bool:
        """Apply a human seat's action. On an illegal action emit ``actionRejected(reason)``,
        return False and leave everything as it was."""
        actor = getattr(action, "player", None)
        if self.state is None:
            return self._reject("No game is open.")
        if self.history_index is not None:
            return self._reject("You are looking at an earlier position: return to the present "
                                "to play.")
        if actor in self.seats and self.seats[actor] != HUMAN:
            return self._reject(f"The computer plays {actor.title()}.")
        return self._apply(action)

    def _reject(self, reason: str) -> bool:
        self.actionRejected.emit(reason)
        return False

    def _apply(self, action: Any) -> bool:
        before = Snapshot(self.state, len(self.log))
        try:
            new_state, events, entry = self.ruleset.step(self.state, action, self._dice)
        except IllegalAction as exc:
            return self._reject(exc.reason)
        actor = getattr(action, "player", None)
        text = str(self.ruleset.describe(self.state, action))
        self.state = new_state
        self.log.append(entry)
        self.events.append(list(events))
        self._record_undo(actor, text, before, entry, list(events), action)
        self._autosave()
        self.eventsEmitted.emit(list(events))
        self._after_change(events)
        return True

    def set_dice(self, dice: Dice | None) -> None:
        """Use this dice source for the following actions (tests); None: the game's own dice."""
        self._dice = dice

    # ---- undo ----------------------------------------------------------------------------
    def _record_undo(self, actor: str | None, text: str, before: Snapshot, entry: LogEntry,
                     events: list[Event], action: Any) -> None:
        """Board Game Arena's policy: no undo past dice, a reveal or another player's action."""
        if actor != self._last_actor and self.undo_stack.count():
            self.undo_stack.clear()
            self._undo_refusal = f"{(self._last_actor or 'The other side').title()} acted: " \
                                 "their action cannot be taken back."
        self._last_actor = actor
        undoable = self.ruleset.undoable(action, events) and self.seats.get(actor) == HUMAN
        if not undoable:
            self.undo_stack.clear()
            if any(getattr(e, "reveal", False) for e in events):
                self._undo_refusal = "Hidden information was revealed: that cannot be taken back."
            elif any(getattr(e, "rolls", ()) for e in events):
                self._undo_refusal = "The dice have been rolled: that cannot be taken back."
            else:
                self._undo_refusal = "The computer's actions cannot be taken back."
            return
        after = Snapshot(self.state, len(self.log))
        self.undo_stack.push(ActionCommand(self, actor, text, before, after, entry, events))

    def can_undo(self) -> bool:
        return self.history_index is None and self._thinking_for is None and self.undo_stack.canUndo()

    def can_redo(self) -> bool:
        return self.history_index is None and self._thinking_for is None and self.undo_stack.canRedo()

    def undo_refusal(self) -> str:
        """Why undo is not possible now (for the status line and the rejected signal)."""
        if self.history_index is not None:
            return "Return to the present position first."
        return self._undo_refusal

    def undo(self) -> bool:
        if not self.can_undo():
            return self._reject(self.undo_refusal())
        self.undo_stack.undo()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return self._reject("There is nothing to redo.")
        self.undo_stack.redo()
        return True

    def undoable_back_to(self) -> int:
        """The earliest log length that undo can return to (log entries after it are undoable)."""
        return len(self.log) - self.undo_stack.index()

    def undo_to(self, log_length: int) -> bool:
        """Undo every action after the first ``log_length`` ones, if the policy allows it."""
        if log_length < self.undoable_back_to() or log_length > len(self.log) or self._thinking_for:
            return self._reject("The policy does not allow undoing back to there: "
                                + self._undo_refusal)
        self.history_index = None
        self.undo_stack.setIndex(self.undo_stack.index() - (len(self.log) - log_length))
        return True

    def _restore(self, state: Any, log_length: int, tail: list[tuple[LogEntry, list[Event]]]) -> None:
        """Put a snapshot back (called by undo commands)."""
        self._cancel_bot()
        self.state = state
        del self.log[log_length:]
        del self.events[log_length:]
        for entry, events in tail:
            self.log.append(entry)
            self.events.append(list(events))
        self._over_announced = self.ruleset.is_over(state)
        self._autosave()
        # Signals go out once the stack's index has moved (indexChanged), so listeners see
        # the right can_undo()/can_redo().
        self._restored = True

    def _stack_moved(self, _index: int) -> None:
        if self._restored:
            self._restored = False
            self._after_change([])

    # ---- history stepping ------------------------------------------------------------------
    def history_state(self, n: int) -> Any:
        """The true state after the first ``n`` logged actions (replayed from the seed)."""
        n = max(0, min(n, len(self.log)))
        if n == len(self.log):
            return self.state
        return self.ruleset.replay(self.options, self.seed, self.log[:n])

    def set_history_index(self, n: int | None) -> None:
        """Review the position after ``n`` actions (read-only); None or the end: the present."""
        if n is not None and n >= len(self.log):
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
        return [p for p in self.to_move() if self.seats.get(p, HUMAN) != HUMAN]

    def _schedule_bot(self) -> None:
        if (self.state is None or self._paused or self.history_index is not None
                or self.is_over() or self._thinking_for is not None):
            return
        movers = self._bot_seats_to_move()
        if movers and not self._bot_timer.isActive():
            # A watchable pace for what the screen shows; a bot acting in secret (its hidden
            # setup) has nothing to watch, so it need not keep anyone waiting.
            secret = self.ruleset.observe(self.state, movers[0]) != self.ruleset.observe(
                self.state, self.view_player())
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
        observation = self.ruleset.observe(self.state, player)
        bot = self._bot_for(player)
        self._thinking_for = player
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
        """H5's BotWorker (thinks off the GUI thread), made once; None if it is not there."""
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
        self._thinking_for = None
        self.botThinking.emit(None)
        if not self._apply(action):
            log.error("bot chose an illegal action %r", action)
            self._paused = True
            self.actionRejected.emit("The computer player chose an illegal action; bots are paused.")

    def _bot_failed(self, message: str, token: int) -> None:
        if token != self._bot_token:
            return
        log.error("bot failed: %s", message)
        self._thinking_for = None
        self._paused = True
        self.botThinking.emit(None)
        self.actionRejected.emit(f"The computer player failed ({message}); bots are paused.")

    # ---- after every change ----------------------------------------------------------------
    def _after_change(self, events: list[Event]) -> None:
        viewer = self.view_player()
        if viewer is not None:
            self._last_view = viewer
        self.stateChanged.emit()
        if self.is_over():
            if not self._over_announced:
                self._over_announced = True
                self.gameOver.emit(self.result())
            return
        self._over_announced = False
        movers = self.to_move()
        if movers:
            self.decisionNeeded.emit(tuple(movers))
        self._check_handoff()
        self._schedule_bot()

    def _check_handoff(self) -> None:
        """In hot-seat, cover the board whenever the screen passes to another person while
        something is secret (the other side must not see this side's plan)."""
        if not self.is_hot_seat():
            return
        viewer = self.view_player()
        if viewer != self._covered_for and self.has_secrets_from(viewer):
            self._covered_for = viewer
            self.handoffNeeded.emit(viewer)
        elif not self.has_secrets_from(viewer):
            self._covered_for = viewer

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
        if not self.autosave_enabled or self.state is None:
            return
        try:
            from lionheart_core.saves import write_save
        except ImportError:  # the saves layer is not installed: nothing to write with
            return
        try:
            write_save(paths.autosave_path(), self.ruleset, self.options, self.seed, self.log,
                       self.state, self.seats, title=self.title)
        except Exception:  # autosave must never interrupt play; the trace goes to the log
            log.exception("autosave failed")

    # ---- small helpers for panels ----------------------------------------------------------
    def describe(self, action: Any) -> str:
        return str(self.ruleset.describe(self.state, action))

    def with_seats(self, seats: dict[str, str]) -> None:
        """Change who plays which side during a game (e.g. hand a side to the computer)."""
        self._cancel_bot()
        self.seats.update({p: s for p, s in seats.items() if p in self.seats and s in SEAT_KINDS})
        self._bots = {}
        self._autosave()
        self._after_change([])


__all__ = ["BOT_LEVELS", "HUMAN", "SEAT_KINDS", "GameController"]
