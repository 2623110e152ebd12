"""Reading a loaded game's earlier actions back in the background, a slice at a time.

A save opened with ``read_save(path, verify="tail")`` is on the table at once: the position after
its last checkpoint and the few actions after it were checked while loading. The actions before
that checkpoint still have to be told in the log (their events) and, when the file was not
replayed in full, checked: every action replayed from the opening through the rules, each
checkpoint of the file compared on the way. :class:`Narrator` does both on the GUI thread, in
slices of a few milliseconds driven by a zero-time QTimer, so painting is never held up.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from lionheart_core.dice import Scripted
from lionheart_core.engine import IllegalAction, LoadError, LogEntry, Ruleset

SLICE_SECONDS = 0.012
"""How long one slice may work before the event loop gets its turn (well inside a frame)."""
MAX_PER_SLICE = 400


class Narrator(QObject):
    """Replays ``entries`` (actions ``first``, ``first + 1``... of the log) from ``opening`` (the
    state before action ``first``) through the rules, in slices.

    Each slice calls ``store(start, items)`` with the log index of its first action and
    ``(state before, events)`` of the actions it replayed, then emits
    ``progressed(done, total)``. Once all are replayed it emits
    ``finished()``; if an action is refused by the rules, cannot be replayed, or a checkpoint
    (``checkpoints``: ``{actions before it: state}``) disagrees, it stops and emits
    ``failed(reason)``. ``check`` replays with the rules' legality check (verification);
    without it, the log is only narrated.
    """

    progressed = Signal(int, int)
    finished = Signal()
    failed = Signal(str)

    def __init__(self, ruleset: Ruleset, opening: Any, entries: Sequence[LogEntry],
                 checkpoints: dict[int, Any], store: Callable[[int, list[tuple[Any, tuple]]], None],
                 check: bool, first: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ruleset = ruleset
        self.entries = list(entries)
        self.first = first
        # Checkpoints by position within ``entries`` (the first is the opening itself): states,
        # or their dump text, read only when the replay gets there.
        self.checkpoints = {i - first: s for i, s in checkpoints.items()
                            if first < i <= first + len(self.entries)}
        self.store = store
        self.check = check
        self.state = opening
        self.done = 0
        self.running = False
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._slice)

    @property
    def total(self) -> int:
        return len(self.entries)

    def start(self) -> None:
        self.running = True
        self._timer.start()

    def stop(self) -> None:
        """Stop for good (a new game replaced this one); nothing more is emitted."""
        self.running = False
        self._timer.stop()

    def run_to_end(self) -> None:
        """Do the remaining work now, without yielding (tests, and a save that must not wait)."""
        while self.running:
            self._slice(budget=None)

    def _slice(self, budget: float | None = SLICE_SECONDS) -> None:
        if not self.running:
            return
        start = self.done
        end_at = None if budget is None else time.perf_counter() + budget
        items: list[tuple[Any, tuple]] = []
        rs = self.ruleset
        state = self.state
        try:
            while self.done < len(self.entries):
                i = self.done
                if self.check and i in self.checkpoints and not self._agrees(i, state):
                    raise _Refused(self.first + i, None)
                entry = self.entries[i]
                dice = None if entry.rolls is None else Scripted(entry.rolls)
                try:
                    if self.check:
                        new, events = rs.apply(state, entry.action, dice)
                    else:
                        new, events = rs.apply_unchecked(state, entry.action, dice)
                except IllegalAction as exc:
                    raise _Refused(self.first + i, exc.reason) from None
                except Exception as exc:
                    raise _Refused(self.first + i, "") from exc
                items.append((state, tuple(events)))
                state = new
                self.done += 1
                if len(items) >= MAX_PER_SLICE or (end_at is not None and time.perf_counter() > end_at):
                    break
        except _Refused as refused:
            self.stop()
            if items:
                self.store(self.first + start, items)
            self.failed.emit(refused.reason())
            return
        self.state = state
        if items:
            self.store(self.first + start, items)
        self.progressed.emit(self.done, len(self.entries))
        if self.done >= len(self.entries):
            n = len(self.entries)
            if self.check and n in self.checkpoints and not self._agrees(n, state):
                self.stop()
                self.failed.emit(_Refused(self.first + n, None).reason())
                return
            self.stop()
            self.finished.emit()


    def _agrees(self, i: int, state: Any) -> bool:
        """Whether ``state`` is the position the file saved after action ``first + i``."""
        saved = self.checkpoints[i]
        if isinstance(saved, str):
            try:
                saved = self.ruleset.load(saved)
            except LoadError:
                return False
        return self.ruleset.state_hash(saved) == self.ruleset.state_hash(state)


class _Refused(Exception):
    """Why the replay stopped: action ``index`` refused (``rule`` is the rules' reason, "" when
    it could not be replayed at all), or the checkpoint before it disagreed (``rule`` None)."""

    def __init__(self, index: int, rule: Any) -> None:
        super().__init__(index)
        self.index = index
        self.rule = rule

    def reason(self) -> str:
        from PySide6.QtCore import QCoreApplication

        from lionheart_core.i18n import text

        translate = QCoreApplication.translate
        if self.rule is None:
            return translate("Narrator", "The file has been changed or damaged: the game after action {n} does not match the position saved with it.").format(n=self.index)
        if self.rule == "":
            return translate("Narrator", "Action {n} of the file cannot be replayed.").format(n=self.index + 1)
        return translate("Narrator", "Action {n} of the file is not allowed by the rules ({reason}).").format(
            n=self.index + 1, reason=text(self.rule))


__all__ = ["Narrator"]
