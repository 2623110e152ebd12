"""A track: numbered spaces (score, turns, victory points) with each seat's marker on its space.

Markers that share a space sit side by side, so every seat's position stays readable. The
adapter gives a :class:`TrackLook`; the item paints it on the screen and on paper alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import palette


@dataclass(frozen=True)
class TrackMarker:
    """A seat's marker: on ``value``, in its seat's colours, with a short label ("Red 3")."""

    value: int
    colours: palette.SeatLook
    label: str = ""


@dataclass(frozen=True)
class TrackLook:
    """A track of spaces ``first``..``last`` titled ``title``; ``goal`` marks a winning space."""

    title: str
    first: int
    last: int
    markers: Sequence[TrackMarker] = ()
    goal: int | None = None


SPACE = 46.0
TITLE_H = 30.0


def track_size(look: TrackLook, width: float) -> tuple[int, float]:
    """(spaces per row, height) of a track laid out in ``width``."""
    n = look.last - look.first + 1
    per_row = max(1, min(n, int(width // SPACE)))
    rows = -(-n // per_row)
    return per_row, TITLE_H + rows * SPACE


def paint_track(painter: QPainter, look: TrackLook, width: float, printed: bool = False) -> None:
    """Paint a track from the origin, ``width`` wide: title, then rows of spaces."""
    per_row, _ = track_size(look, width)
    ink = QColor("#000000") if printed else palette.COORD_INK
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    f = QFont("DejaVu Sans")
    f.setPixelSize(20)
    f.setBold(True)
    painter.setFont(f)
    painter.setPen(ink)
    painter.drawText(QRectF(0, 0, width, TITLE_H - 4), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                     look.title)
    number = QFont("DejaVu Sans")
    number.setPixelSize(15)
    by_value: dict[int, list[TrackMarker]] = {}
    for m in look.markers:
        by_value.setdefault(min(max(m.value, look.first), look.last), []).append(m)
    for i, value in enumerate(range(look.first, look.last + 1)):
        row, col = divmod(i, per_row)
        r = QRectF(col * SPACE, TITLE_H + row * SPACE, SPACE - 4, SPACE - 4)
        painter.setPen(QPen(ink, 2.5 if value == look.goal else 1.5))
        painter.setBrush(QColor("#ffffff") if printed else QColor(255, 251, 238, 220))
        painter.drawRoundedRect(r, 6, 6)
        painter.setFont(number)
        painter.setPen(ink)
        painter.drawText(r.adjusted(3, 1, -3, -1), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                         str(value))
        here = by_value.get(value, [])
        for j, m in enumerate(here):
            d = min(18.0, (SPACE - 10) / max(1, len(here)))
            c = QPointF(r.left() + 6 + d / 2 + j * d, r.bottom() - 4 - d / 2)
            painter.setPen(QPen(m.colours.rim, 2))
            painter.setBrush(m.colours.main)
            painter.drawEllipse(c, d / 2 - 1, d / 2 - 1)
    painter.restore()


class TrackItem(QGraphicsObject):
    """A track on a table scene."""

    def __init__(self, look: TrackLook, width: float) -> None:
        super().__init__()
        self._look = look
        self._width = width
        self.setZValue(5)
        self._tip()

    @property
    def look(self) -> TrackLook:
        return self._look

    def set_look(self, look: TrackLook) -> None:
        if look != self._look:
            self.prepareGeometryChange()
            self._look = look
            self._tip()
            self.update()

    def _tip(self) -> None:
        self.setToolTip("<br>".join(f"{m.label}: {m.value}" if m.label else str(m.value)
                                    for m in self._look.markers))

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return QRectF(0, 0, self._width, track_size(self._look, self._width)[1])

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_track(painter, self._look, self._width)


__all__ = ["TrackItem", "TrackLook", "TrackMarker", "paint_track", "track_size"]
