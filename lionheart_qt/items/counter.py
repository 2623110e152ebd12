"""A counter: a square cardboard chit in its owner's colours with a glyph and its values.

Wargame counters (the campaign's armies, the crusade's forces) show a type glyph and numbers
("4-3", a strength) large enough to read across the table; a small corner text can name it.
Like the stand, the item knows no rules: the adapter hands it a :class:`CounterLook`.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import palette
from .glyphs import GLYPHS, paint_glyph


@dataclass(frozen=True)
class CounterLook:
    """What a counter shows: ``values`` large along its foot ("4-3"), ``corner`` small at its
    top left (a name or a step), ``glyph`` in the middle."""

    owner: str | None
    glyph: str = ""
    values: str = ""
    corner: str = ""
    tooltip: str = ""
    colours: palette.SeatLook | None = None
    reduced: bool = False  # a flipped, weaker side: a band across the counter says so


def _font(px: float, bold: bool = True) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def paint_counter(painter: QPainter, look: CounterLook, size: float = 80.0, *, lod: float = 1.0,
                  chosen: bool = False, printed: bool = False) -> None:
    """Paint a counter ``size`` wide centred on the painter's origin (scene, stack, sheet)."""
    colours = look.colours or palette.NEUTRAL
    h = size / 2
    body = QRectF(-h, -h, size, size)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    ink = QColor("#000000") if printed else colours.ink
    if chosen:
        painter.setPen(QPen(palette.SELECTION, max(3.0, size * 0.07)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(body.adjusted(-4, -4, 4, 4), size * 0.12, size * 0.12)
    if not printed:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 30, 10, 70))
        painter.drawRoundedRect(body.translated(size * 0.03, size * 0.04), size * 0.08, size * 0.08)
    painter.setPen(QPen(QColor("#000000") if printed else colours.rim, max(1.5, size * 0.035)))
    painter.setBrush(colours.printed_fill() if printed else colours.light)
    painter.drawRoundedRect(body, size * 0.08, size * 0.08)
    if lod < 0.15 and not printed:
        painter.restore()
        return
    if look.reduced:
        band = QPainterPath()
        band.addRect(QRectF(-h, -h * 0.08, size, h * 0.16))
        painter.fillPath(band, QColor(0, 0, 0, 40))
    has_values = bool(look.values)
    glyph_box = QRectF(-h * 0.5, -h * (0.72 if has_values else 0.55), h, h) if has_values else \
        QRectF(-h * 0.55, -h * 0.55, h * 1.1, h * 1.1)
    if look.glyph in GLYPHS:
        paint_glyph(painter, glyph_box, look.glyph, ink)
    if look.corner:
        painter.setFont(_font(size * 0.16, False))
        painter.setPen(ink)
        painter.drawText(QRectF(-h + size * 0.06, -h + size * 0.02, size * 0.88, size * 0.2),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), look.corner)
    if has_values:
        px = size * (0.36 if len(look.values) <= 3 else 0.27)
        painter.setFont(_font(px))
        painter.setPen(ink)
        painter.drawText(QRectF(-h, h * 0.22, size, h * 0.74), int(Qt.AlignmentFlag.AlignCenter), look.values)
    painter.restore()


class CounterItem(QGraphicsObject):
    """A counter on a board, centred on its position."""

    def __init__(self, look: CounterLook, size: float = 80.0, key: object = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.cell = None
        self._size = size
        self._look = look
        self._chosen = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(10)
        self.setToolTip(look.tooltip)

    @property
    def look(self) -> CounterLook:
        return self._look

    def set_look(self, look: CounterLook) -> None:
        if look != self._look:
            self._look = look
            self.setToolTip(look.tooltip)
            self.update()

    def set_chosen(self, chosen: bool) -> None:
        if chosen != self._chosen:
            self._chosen = chosen
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        h = self._size / 2 + 8
        return QRectF(-h, -h, 2 * h, 2 * h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        paint_counter(painter, self._look, self._size, lod=lod, chosen=self._chosen)


__all__ = ["CounterItem", "CounterLook", "paint_counter"]
