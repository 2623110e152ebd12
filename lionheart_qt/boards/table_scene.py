"""The generic scene of a game without a grid (a card or track game): tracks, text lines and the
private hand area of the player at the screen.

Everything comes from the adapter's :class:`~lionheart_qt.boards.adapter.TableView` of
``controller.view_state()``, the viewer's observation: the hand area never holds a card the
rules hide from that player. A playable card is one of ``controller.legal_actions()``; clicking
it submits that action.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from ..items import palette
from ..items.hand import CARD_H, HandArea
from ..items.track import TrackItem, track_size
from .adapter import TableAdapter, TableView
from .base import BoardScene

WIDTH = 1000.0
MARGIN = 40.0


class TableScene(BoardScene):
    """Tracks over text lines over the hand, on the table's parchment."""

    def __init__(self, controller: Any, adapter: TableAdapter | None = None, parent: QObject | None = None) -> None:
        super().__init__(controller, parent)
        self.adapter = adapter if adapter is not None else TableAdapter()
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.tracks: list[TrackItem] = []
        self.lines: list[QGraphicsSimpleTextItem] = []
        self.hand = HandArea(WIDTH, self.submit)
        self.addItem(self.hand)
        self.view: TableView = TableView()
        self.make_banner(WIDTH, QPointF(0, 0))
        self.refresh()

    def submit(self, action: Any) -> bool:
        self.show_message("")
        return bool(self.controller.submit(action))

    def refresh(self) -> None:
        state = self.controller.view_state()
        if state is None:
            return
        viewer = self.controller.view_player()
        actions = list(self.controller.legal_actions())
        self.view = self.adapter.view(self.controller.ruleset, state, viewer, actions)
        self._layout()
        self.update()

    def _layout(self) -> None:
        y = 0.0
        view = self.view
        while len(self.tracks) > len(view.tracks):
            self.removeItem(self.tracks.pop())
        for i, look in enumerate(view.tracks):
            if i < len(self.tracks):
                self.tracks[i].set_look(look)
            else:
                item = TrackItem(look, WIDTH)
                self.addItem(item)
                self.tracks.append(item)
            self.tracks[i].setPos(0, y)
            y += track_size(look, WIDTH)[1] + 20
        for item in self.lines:
            self.removeItem(item)
        self.lines = []
        font = QFont("DejaVu Sans")
        font.setPixelSize(24)
        for line in view.lines:
            item = QGraphicsSimpleTextItem(line)
            item.setFont(font)
            item.setBrush(palette.COORD_INK)
            item.setPos(0, y)
            self.addItem(item)
            self.lines.append(item)
            y += 34
        y += 16
        hand = view.hand
        if hand is not None:
            self.hand.set_hand(hand.cards, hand.actions, hand.title)
        else:
            self.hand.set_hand((), (), "")
        self.hand.setVisible(hand is not None)
        self.hand.setPos(0, y)
        y += 34 + CARD_H + 20
        if self.banner is not None:
            self.banner.setPos(0, y)
        rect = QRectF(-MARGIN, -MARGIN, WIDTH + 2 * MARGIN, y + 54 + 2 * MARGIN)
        if rect != self.sceneRect():
            self.setSceneRect(rect)
            # The views cache the background (the parchment frame follows the scene's size).
            self.invalidate(QRectF(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def texts(self) -> list[str]:
        """Every text the scene shows (tracks' titles, lines, the hand's cards)."""
        out = [t.look.title for t in self.tracks] + [item.text() for item in self.lines]
        return out + self.hand.texts()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt name)
        painter.fillRect(rect, palette.TABLE)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(palette.TABLE_EDGE, 3))
        painter.setBrush(QColor("#efe4c6"))
        painter.drawRoundedRect(self.sceneRect().adjusted(8, 8, -8, -8), 16, 16)

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape:
            event.accept()
            return
        super().keyPressEvent(event)


__all__ = ["TableScene"]
