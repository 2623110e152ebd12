"""Undo and redo of game actions as QUndoCommands that restore engine snapshots.

A command never touches item geometry: it holds the position before the action and the record
of the action (its log entry, events and the position after it), and hands one of the two to a
``restore`` function. The controller decides what may be pushed and who may take it back (Board
Game Arena's policy); this module only carries snapshots and knows nothing of the controller.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QUndoCommand


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A position and how long the log was there."""

    state: Any
    log_length: int


Restore = Callable[[Snapshot, list[Any]], None]
"""``restore(snapshot, records)``: put ``snapshot`` back and append ``records`` to the log."""


class ActionCommand(QUndoCommand):
    """One applied action: undo restores ``before``; redo restores ``after`` with its record.

    The action is already applied when the command is pushed, so the first ``redo`` (which
    QUndoStack.push calls) does nothing. ``actor`` is the seat whose action it was; ``message``
    (a core message) is what ``text`` says, kept to say it again in another language.
    """

    def __init__(self, restore: Restore, actor: str | None, text: str, before: Snapshot,
                 after: Snapshot, record: Any, message: Any = None) -> None:
        super().__init__(text)
        self.message = message
        self._restore = restore
        self.actor = actor
        self.before = before
        self.after = after
        self.record = record
        # True for an action that continues the one before it in one move of its player (the
        # controller's ``submit_together``): Undo and Redo take the two together.
        self.joined = False
        self._pushed = False

    def redo(self) -> None:
        if not self._pushed:
            self._pushed = True
            return
        self._restore(Snapshot(self.after.state, self.before.log_length), [self.record])

    def undo(self) -> None:
        self._restore(self.before, [])


__all__ = ["ActionCommand", "Restore", "Snapshot"]
