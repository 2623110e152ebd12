"""What every board scene shares: the controller wiring, a message banner, and cell lookups.

A scene listens to the controller's signals (nothing polls), draws ``controller.view_state()``,
filters ``controller.legal_actions()`` to know what to highlight, and submits what the player
chooses. It never decides a rule.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QObject, QPointF, QTimer
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsScene, QWidget

from ..items.highlights import Banner


class BoardScene(QGraphicsScene):
    """Base class of the board scenes (one per board kind)."""

    # Seconds a refusal stays on the board before it fades away by itself.
    MESSAGE_SECONDS = 6.0

    def __init__(self, controller: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.banner: Banner | None = None
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(lambda: self.show_message(""))
        ruleset = getattr(controller, "ruleset", None)
        self._ruleset_id = getattr(ruleset, "id", None)
        controller.stateChanged.connect(self._state_changed)
        controller.eventsEmitted.connect(self._events)
        controller.actionRejected.connect(self.show_message)

    def _ours(self) -> bool:
        """Whether the controller still holds this scene's game: a new game of another ruleset
        is announced before the window replaces the board, and this scene cannot draw it."""
        ruleset = getattr(self.controller, "ruleset", None)
        return self._ruleset_id is None or ruleset is None or ruleset.id == self._ruleset_id

    def _state_changed(self) -> None:
        if self._ours():
            self.refresh()

    def _events(self, events: list) -> None:
        if self._ours():
            self.on_events(events)

    # ---- to implement --------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw from ``controller.view_state()`` (slot of stateChanged)."""

    def on_events(self, events: list) -> None:
        """React to the events of one action (last move marks, animations)."""

    def cell_at(self, pos: QPointF) -> Hashable | None:
        """The cell key under a scene point, or None off the board."""
        return None

    def cell_shape(self, cell: Hashable) -> QPainterPath:
        """The outline of a cell in scene units."""
        return QPainterPath()

    def finish_animations(self) -> None:
        """Jump any running animation to its end (before rendering a still frame)."""

    def side_widgets(self) -> list[tuple[str, QWidget]]:
        """Widgets the window docks beside the board (setup trays...)."""
        return []

    # ---- shared --------------------------------------------------------------------------------
    def make_banner(self, width: float, pos: QPointF) -> None:
        self.banner = Banner(width)
        self.banner.setPos(pos)
        self.addItem(self.banner)

    def show_message(self, text: str) -> None:
        """Show a one-line message on the board ("" hides it); it hides itself after a while."""
        if self.banner is None:
            return
        self.banner.show_text(text)
        if text:
            self._banner_timer.start(int(self.MESSAGE_SECONDS * 1000))
        else:
            self._banner_timer.stop()

    @property
    def message(self) -> str:
        return self.banner.text if self.banner is not None and self.banner.isVisible() else ""
