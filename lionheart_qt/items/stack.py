"""Several pieces in one cell, every one of them readable.

One piece fills the cell. Two to four share it as a 2 x 2 of pieces at half size (each still
shows its glyph and its numbers). More than four show the first three and a tile "+n" that
names how many more stand there; the tooltip lists them all, top first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .counter import CounterLook, paint_counter
from .stand import StandLook, paint_stand

MAX_SHOWN = 4


def stack_slots(n: int, size: float) -> list[tuple[QPointF, float]]:
    """(centre, piece size) of each piece shown in a stack of ``n`` within a ``size`` square."""
    if n <= 1:
        return [(QPointF(0, 0), size)]
    piece = size * 0.48
    q = size * 0.25
    if n == 2:  # side by side, at the cell's middle height
        return [(QPointF(-q, 0), piece), (QPointF(q, 0), piece)]
    spots = [QPointF(-q, -q), QPointF(q, -q), QPointF(-q, q), QPointF(q, q)]
    return [(spots[i], piece) for i in range(min(n, MAX_SHOWN))]


def paint_piece(painter: QPainter, look: Any, size: float, *, lod: float = 1.0, printed: bool = False,
                chosen: bool = False, faint: bool = False, turned: bool = False) -> None:
    """A stand or a counter, whichever ``look`` describes, centred on the origin."""
    if isinstance(look, CounterLook):
        paint_counter(painter, look, size * 0.93, lod=lod, printed=printed, chosen=chosen)
    else:
        paint_stand(painter, look, size, lod=lod, printed=printed, chosen=chosen, faint=faint, turned=turned)


def paint_stack(painter: QPainter, looks: Sequence[Any], size: float, *, lod: float = 1.0,
                printed: bool = False, turned: bool = False) -> None:
    """Paint ``looks`` (top first) in a ``size`` square centred on the origin."""
    n = len(looks)
    slots = stack_slots(n, size)
    more = n - (MAX_SHOWN - 1) if n > MAX_SHOWN else 0
    for i, (centre, piece) in enumerate(slots):
        painter.save()
        painter.translate(centre)
        if more and i == MAX_SHOWN - 1:
            _paint_more(painter, piece, more, printed)
        else:
            paint_piece(painter, looks[i], piece, lod=lod, printed=printed, turned=turned)
        painter.restore()


def _paint_more(painter: QPainter, size: float, more: int, printed: bool) -> None:
    h = size / 2 * 0.9
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor("#000000") if printed else QColor("#4a3b22"), max(1.5, size * 0.04)))
    painter.setBrush(QColor("#ffffff") if printed else QColor(255, 251, 238, 230))
    painter.drawRoundedRect(QRectF(-h, -h, 2 * h, 2 * h), size * 0.1, size * 0.1)
    f = QFont("DejaVu Sans")
    f.setBold(True)
    f.setPixelSize(max(1, round(size * 0.36)))
    painter.setFont(f)
    painter.drawText(QRectF(-h, -h, 2 * h, 2 * h), int(Qt.AlignmentFlag.AlignCenter), f"+{more}")


class StackItem(QGraphicsObject):
    """The pieces of one cell (``looks``, top first), centred on the cell."""

    def __init__(self, looks: Sequence[StandLook | CounterLook], size: float, key: object = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.cell = None
        self._size = size
        self._looks: tuple = ()
        self.setZValue(10)
        self.set_looks(looks)

    @property
    def looks(self) -> tuple:
        return self._looks

    def set_looks(self, looks: Sequence[Any]) -> None:
        looks = tuple(looks)
        if looks != self._looks:
            self._looks = looks
            tips = [getattr(lk, "tooltip", "") or getattr(lk, "glyph", "") for lk in looks]
            head = QCoreApplication.translate("StackItem", "{n} pieces here:").format(n=len(looks))
            self.setToolTip(head + "<br>" + "<br>".join(t for t in tips if t))
            self.update()

    def set_chosen(self, chosen: bool) -> None:  # a stack is chosen through its cell
        pass

    def shown(self) -> int:
        """How many pieces are drawn whole (the rest are counted on the "+n" tile)."""
        n = len(self._looks)
        return n if n <= MAX_SHOWN else MAX_SHOWN - 1

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        h = self._size / 2 + 8
        return QRectF(-h, -h, 2 * h, 2 * h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        paint_stack(painter, self._looks, self._size, lod=lod)


__all__ = ["StackItem", "paint_piece", "paint_stack", "stack_slots"]
