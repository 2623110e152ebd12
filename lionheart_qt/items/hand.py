"""The private hand area: the cards of the player at the screen, and nothing more.

It shows exactly the cards it is handed, which the adapter takes from the viewer's observation
(``observe()``): another player's card is never given to it, only as a face-down back when the
observation says a card is there (``CardLook.hidden``). A card that is a legal action now is
raised and clickable; clicking it submits that action.

When the rules want several cards at once (``selections``: the legal sets, each with its action),
a click picks a card (it glows and bears a tick) or puts it back; only cards that still lead to a legal set can be
picked, and the button at the top right plays the set once it is one of the legal ones.
"""

from __future__ import annotations

import weakref
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
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


def paint_card(painter: QPainter, rect: QRectF, look: CardLook, playable: bool = False,
               picked: bool = False) -> None:
    colours = look.colours or palette.NEUTRAL
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if picked:  # a glow around it
        painter.setPen(QPen(palette.SELECTION, 8))
        painter.setBrush(QColor(palette.LEGAL_CELL))
        painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 13, 13)
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
    if picked:  # and a tick in a disc at its foot
        d = min(rect.width(), rect.height()) * 0.28
        disc = QRectF(rect.center().x() - d / 2, rect.bottom() - d - 8, d, d)
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.setBrush(palette.SELECTION)
        painter.drawEllipse(disc)
        painter.setPen(QPen(QColor("#ffffff"), max(3.0, d * 0.12), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPolyline(QPolygonF([disc.center() + QPointF(-d * 0.25, 0), disc.center() + QPointF(-d * 0.05, d * 0.2),
                                        disc.center() + QPointF(d * 0.27, -d * 0.2)]))
    painter.restore()


class HandArea(QGraphicsObject):
    """A row of cards ``width`` wide (cards overlap when there are many). ``on_play(action)`` is
    called when a playable card is clicked."""

    def __init__(self, width: float, on_play: Callable[[Any], Any] | None = None, *, wrap: bool = False) -> None:
        super().__init__()
        self._width = width
        self.wrap = wrap  # more cards than fit: further rows, not overlapping cards
        self.card_h = CARD_H  # a game whose cards show a name only may make them shorter
        # A bound method is held weakly: the scene owns this item, and a strong reference back
        # to the scene would make a cycle of Qt wrappers for the garbage collector to break.
        self._on_play = weakref.WeakMethod(on_play) if hasattr(on_play, "__self__") else on_play
        self.title = ""
        self.cards: tuple[CardLook, ...] = ()
        self.actions: tuple[Any, ...] = ()
        self.keys: tuple[Any, ...] = ()
        self.selections: tuple[tuple[tuple[Any, ...], Any, str], ...] = ()
        self.picked: list[int] = []  # indexes of the cards picked for a set
        self.hint = ""  # the button's words while the picked cards make no legal set yet
        self.setZValue(5)

    def set_hand(self, cards: Sequence[CardLook], actions: Sequence[Any] = (), title: str = "", *,
                 keys: Sequence[Any] = (), selections: Sequence[tuple[tuple[Any, ...], Any, str]] = (),
                 hint: str = "") -> None:
        old = (self.cards, self.keys, self.selections, self.title)  # the title names the hand's owner
        self.prepareGeometryChange()
        self.cards = tuple(cards)
        acts = tuple(actions)
        self.actions = acts + (None,) * (len(self.cards) - len(acts))
        self.keys = tuple(keys)
        self.selections = tuple(selections)
        if (self.cards, self.keys, self.selections, title) != old or not self.selections:
            self.picked = []  # another hand, or another choice: nothing stays picked
        self.title = title
        self.hint = hint
        self.setToolTip("<br>".join(c.name for c in self.cards if not c.hidden))
        self.update()

    # ---- picking a set of cards ------------------------------------------------------------------
    def _counts(self, indexes: Sequence[int]) -> Counter:
        return Counter(self.keys[i] for i in indexes if i < len(self.keys))

    def can_pick(self, i: int) -> bool:
        """The card at ``i`` may be picked (or put back) now: with it the picked cards are still
        part of a legal set."""
        if not self.selections or i >= len(self.keys):
            return False
        if i in self.picked:
            return True
        want = self._counts([*self.picked, i])
        return any(not (want - Counter(keys)) for keys, _, _ in self.selections)

    def chosen(self) -> tuple[Any, str] | None:
        """The legal set the picked cards make now: (action, label), else None."""
        have = self._counts(self.picked)
        for keys, action, label in self.selections:
            if Counter(keys) == have:
                return action, label
        return None

    def toggle(self, i: int) -> bool:
        if not self.can_pick(i):
            return False
        if i in self.picked:
            self.picked.remove(i)
        else:
            self.picked.append(i)
        self.update()
        return True

    def button_rect(self) -> QRectF:
        """The button that plays the picked cards: a row under them."""
        return QRectF(0, 34 + self._rows_height() + 12, min(self._width, 700.0), 42)

    def _per_row(self) -> int:
        n = len(self.cards)
        if not self.wrap or n * (CARD_W + GAP) - GAP <= self._width:
            return max(1, n)
        return max(1, int((self._width + GAP) // (CARD_W + GAP)))

    def _rows_height(self) -> float:
        rows = max(1, -(-len(self.cards) // self._per_row()))
        return rows * self.card_h + (rows - 1) * GAP

    def height(self) -> float:
        """How tall the area is: the title, the rows of cards, the button when cards are picked
        together."""
        return 34 + self._rows_height() + (60 if self.selections else 0)

    def play_chosen(self) -> bool:
        chosen, play = self.chosen(), self.on_play
        if chosen is None or play is None:
            return False
        self.picked = []
        self.update()
        play(chosen[0])
        return True

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
        per_row = self._per_row()
        if per_row < n:
            return [QRectF((i % per_row) * (CARD_W + GAP), 34 + (i // per_row) * (self.card_h + GAP), CARD_W,
                           self.card_h) for i in range(n)]
        step = min(CARD_W + GAP, (self._width - CARD_W) / max(1, n - 1)) if n > 1 else 0.0
        return [QRectF(i * step, 34, CARD_W, self.card_h) for i in range(n)]

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return QRectF(-8, -8, self._width + 16, self.height() + 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        f = QFont("DejaVu Sans")
        f.setPixelSize(20)
        f.setBold(True)
        painter.setFont(f)
        painter.setPen(palette.COORD_INK)
        title_w = self._width
        painter.drawText(QRectF(0, 0, title_w, 30), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         painter.fontMetrics().elidedText(self.title, Qt.TextElideMode.ElideRight, int(title_w)))
        if self.selections:
            chosen = self.chosen()
            r = self.button_rect()
            painter.setPen(QPen(palette.SELECTION if chosen else QColor("#9a8d70"), 3 if chosen else 1.5))
            painter.setBrush(QColor(palette.LEGAL_CELL) if chosen else QColor("#e9e2d0"))
            painter.drawRoundedRect(r, 8, 8)
            f.setPixelSize(17)
            painter.setFont(f)
            painter.setPen(palette.COORD_INK if chosen else QColor("#7a705c"))
            label = chosen[1] if chosen else self.hint
            painter.drawText(r.adjusted(8, 0, -8, 0), int(Qt.AlignmentFlag.AlignCenter),
                             painter.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight, int(r.width() - 16)))
        painter.restore()
        for i, (rect, card, action) in enumerate(zip(self.card_rects(), self.cards, self.actions, strict=True)):
            paint_card(painter, rect, card, playable=action is not None or (self.can_pick(i) and i not in self.picked),
                       picked=i in self.picked)

    def card_at(self, x: float, y: float) -> int | None:
        """The card under a point of the item (the top one where they overlap)."""
        for i, r in reversed(list(enumerate(self.card_rects()))):
            if r.contains(x, y):
                return i
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        if self.press(event.pos().x(), event.pos().y()):
            event.accept()
            return
        event.ignore()

    def press(self, x: float, y: float) -> bool:
        """A press at ``(x, y)`` of the item: play a card, pick one for a set, or play the set.
        False when the press meant nothing here (the scenes forward their presses)."""
        if self.selections and self.button_rect().contains(x, y):
            self.play_chosen()
            return True
        i = self.card_at(x, y)
        play = self.on_play
        if i is not None and self.actions[i] is not None and play is not None:
            play(self.actions[i])
            return True
        return i is not None and self.toggle(i)

    @property
    def on_play(self) -> Callable[[Any], Any] | None:
        if isinstance(self._on_play, weakref.WeakMethod):
            return self._on_play()
        return self._on_play


__all__ = ["CARD_H", "CARD_W", "CardLook", "HandArea", "paint_card"]
