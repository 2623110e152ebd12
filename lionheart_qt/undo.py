"""Undo and redo of game actions as QUndoCommands that restore engine snapshots.

A command never touches item geometry: it holds the state before the action and the state,
log entry and events after it, and asks the controller to put one of the two back. The
controller decides what may be pushed (Board Game Arena's policy: nothing past dice, a reveal or
another player's action); this module only carries snapshots.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

if TYPE_CHECKING:  # pragma: no cover
    from .controller import GameController


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A position and how long the log was there."""

    state: Any
    log_length: int


class ActionCommand(QUndoCommand):
    """One applied action: undo restores ``before``; redo restores ``after`` with its log entry.

    The action is already applied when the command is pushed, so the first ``redo`` (which
    QUndoStack.push calls) does nothing.
    """

    def __init__(self, controller: GameController, actor: str, text: str, before: Snapshot,
                 after: Snapshot, entry: Any, events: list) -> None:
        super().__init__(text)
        self.controller = controller
        self.actor = actor
        self.before = before
        self.after = after
        self.entry = entry
        self.events = events
        self._pushed = False

    def redo(self) -> None:
        if not self._pushed:
            self._pushed = True
            return
        self.controller._restore(self.after.state, self.before.log_length, [(self.entry, self.events)])

    def undo(self) -> None:
        self.controller._restore(self.before.state, self.before.log_length, [])
