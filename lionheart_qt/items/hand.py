"""The private hand area: the cards of the player at the screen, and nothing more.

It shows exactly the cards it is handed, which the adapter takes from the viewer's observation
(``observe()``): another player's card is never given to it, only as a face-down back when the
observation says a card is there (``CardLook.hidden``). A card that is a legal action now is
raised and clickable; clicking it submits that action.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from . import palette
from .glyphs import GLYPHS, paint_glyph

CARD_W, CARD_H, GAP = 120.0, 168.0, 14.0


@dataclass(frozen=True)
class CardLook:
    """A card: its name, a line under it, a glyph, the owner's colours; ``hidden`` paints the
    back (a card the viewer knows is there but may not read)."""

    name: str
    detail: str = ""
    glyph: str = ""
    colours: palette.SeatLook | None = None
    hidden: bool = False


def paint_card(painter: QPainter, rect: QRectF, look: CardLook, playable: bool = False) -> None:
    colours = look.colours or palette.NEUTRAL
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(palette.SELECTION if playable else colours.rim, 4 if playable else 2))
    if look.hidden:
        painter.setBrush(colours.dark)
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(QPen(colours.light, 2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(10, 10, -10, -10), 6, 6)
        painter.restore()
        return
    painter.setBrush(QColor("#fffaf0"))
    painter.drawRoundedRect(rect, 10, 10)
    band = QRectF(rect.left(), rect.top(), rect.width(), 12)
    painter.fillRect(band.adjusted(2, 2, -2, 0), colours.main)
    if look.glyph in GLYPHS:
        g = rect.width() * 0.45
        paint_glyph(painter, QRectF(rect.center().x() - g / 2, rect.top() + 22, g, g), look.glyph, colours.ink)
    f = QFont("DejaVu Sans")
    f.setPixelSize(19)
    f.setBold(True)
    painter.setFont(f)
    painter.setPen(palette.COORD_INK)
    text_top = rect.top() + (rect.width() * 0.45 + 30 if look.glyph in GLYPHS else 22)
    painter.drawText(QRectF(rect.left() + 6, text_top, rect.width() - 12, rect.bottom() - text_top - 30),
                     int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                     look.name)
    if look.detail:
        f.setBold(False)
        f.setPixelSize(15)
        painter.setFont(f)
        painter.drawText(QRectF(rect.left() + 6, rect.bottom() - 30, rect.width() - 12, 26),
                         int(Qt.AlignmentFlag.AlignCenter), look.detail)
    painter.restore()


class HandArea(QGraphicsObject):
    """A row of cards ``width`` wide (cards overlap when there are many). ``on_play(action)`` is
    called when a playable card is clicked."""

    def __init__(self, width: float, on_play: Callable[[Any], Any] | None = None) -> None:
        super().__init__()
        self._width = width
        # A bound method is held weakly: the scene owns this item, and a strong reference back
        # to the scene would make a cycle of Qt wrappers for the garbage collector to break.
        self._on_play = weakref.WeakMethod(on_play) if hasattr(on_play, "__self__") else on_play
        self.title = ""
        self.cards: tuple[CardLook, ...] = ()
        self.actions: tuple[Any, ...] = ()
        self.setZValue(5)

    def set_hand(self, cards: Sequence[CardLook], actions: Sequence[Any] = (), title: str = "") -> None:
        self.cards = tuple(cards)
        acts = tuple(actions)
        self.actions = acts + (None,) * (len(self.cards) - len(acts))
        self.title = title
        self.setToolTip("<br>".join(c.name for c in self.cards if not c.hidden))
        self.update()

    def texts(self) -> list[str]:
        """Every text the area shows (the privacy tests read it)."""
        out = [self.title] if self.title else []
        for c in self.cards:
            if not c.hidden:
                out += [c.name, c.detail]
        return [t for t in out if t]

    def card_rects(self) -> list[QRectF]:
        n = len(self.cards)
        if not n:
            return []
        step = min(CARD_W + GAP, (self._width - CARD_W) / max(1, n - 1)) if n > 1 else 0.0
        return [QRectF(i * step, 34, CARD_W, CARD_H) for i in range(n)]

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return QRectF(-4, -4, self._width + 8, 34 + CARD_H + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        f = QFont("DejaVu Sans")
        f.setPixelSize(20)
        f.setBold(True)
        painter.setFont(f)
        painter.setPen(palette.COORD_INK)
        painter.drawText(QRectF(0, 0, self._width, 30), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         self.title)
        painter.restore()
        for rect, card, action in zip(self.card_rects(), self.cards, self.actions, strict=True):
            paint_card(painter, rect, card, playable=action is not None)

    def card_at(self, x: float, y: float) -> int | None:
        """The card under a point of the item (the top one where they overlap)."""
        for i, r in reversed(list(enumerate(self.card_rects()))):
            if r.contains(x, y):
                return i
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        i = self.card_at(event.pos().x(), event.pos().y())
        play = self.on_play
        if i is not None and self.actions[i] is not None and play is not None:
            event.accept()
            play(self.actions[i])
            return
        event.ignore()

    @property
    def on_play(self) -> Callable[[Any], Any] | None:
        if isinstance(self._on_play, weakref.WeakMethod):
            return self._on_play()
        return self._on_play


__all__ = ["CARD_H", "CARD_W", "CardLook", "HandArea", "paint_card"]
