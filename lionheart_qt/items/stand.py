"""A stand (a unit's base) on a square board: owner colour, type glyph, figure count, facing.

The item knows nothing of rules: the scene hands it a :class:`StandLook` built from the core's
unit and unit-type data, and moves it around.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import palette
from .glyphs import paint_glyph

# Facing -> unit vector on screen (y down; north is up, towards the silver side).
SCREEN_STEP: dict[str, tuple[float, float]] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


@dataclass(frozen=True)
class StandLook:
    """What a stand shows. ``figures`` None hides the number (a lone King)."""

    owner: str
    glyph: str
    figures: int | None
    facing: str | None
    tooltip: str = ""
    pennant: bool = False  # hired troops (Mercenaries) fly a pennant in their paymaster's colour


class StandItem(QGraphicsObject):
    """A rounded base ``size`` scene units wide, centred on its position."""

    def __init__(self, look: StandLook, size: float = 86.0, key: object = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key  # the scene's handle (the unit id)
        self._size = size
        self._look = look
        self._selected = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(10)
        self.setAcceptHoverEvents(True)
        self.setToolTip(look.tooltip)

    # ---- state ---------------------------------------------------------------------------------
    @property
    def look(self) -> StandLook:
        return self._look

    def set_look(self, look: StandLook) -> None:
        if look != self._look:
            self._look = look
            self.setToolTip(look.tooltip)
            self.update()

    def set_chosen(self, chosen: bool) -> None:
        """Show or hide the selection ring."""
        if chosen != self._selected:
            self._selected = chosen
            self.update()

    @property
    def chosen(self) -> bool:
        return self._selected

    # ---- geometry ------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        h = self._size / 2 + 8  # room for the selection ring and the facing chevron
        return QRectF(-h, -h, 2 * h, 2 * h)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        h = self._size / 2
        path.addRoundedRect(QRectF(-h, -h, 2 * h, 2 * h), 12, 12)
        return path

    # ---- painting ------------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        colours = palette.army(self._look.owner)
        h = self._size / 2
        base = QRectF(-h, -h, 2 * h, 2 * h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)

        if self._selected:
            painter.setPen(QPen(palette.SELECTION, 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(base.adjusted(-3, -3, 3, 3), 15, 15)

        if lod < 0.12:
            # A whole board in a thumbnail: a coloured tile is all the eye can use.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colours.dark)
            painter.drawRect(base)
            return

        # A soft shadow lifts the base off the field, like a real stand on a board.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 30, 10, 70))
        painter.drawRoundedRect(base.translated(3, 4), 12, 12)

        grad = QLinearGradient(base.topLeft(), base.bottomRight())
        grad.setColorAt(0.0, colours.light)
        grad.setColorAt(1.0, colours.dark)
        painter.setPen(QPen(colours.rim, 3.5))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(base, 12, 12)

        if self._look.facing:
            self._paint_chevron(painter, colours, h)

        if self._look.figures is None:
            paint_glyph(painter, base.adjusted(17, 17, -17, -17), self._look.glyph, colours.ink)
        else:
            # Glyph on the left, the figure count large on the right; both clear of the chevron.
            s = self._size / 86.0
            paint_glyph(painter, QRectF(-37 * s, -21 * s, 43 * s, 43 * s), self._look.glyph, colours.ink)
            if lod >= 0.2:
                text = str(self._look.figures)
                font = QFont("DejaVu Sans")
                font.setBold(True)
                font.setPixelSize(int((44 if len(text) == 1 else 30) * s))
                painter.setFont(font)
                painter.setPen(colours.ink)
                painter.drawText(QRectF(5 * s, -27 * s, 34 * s, 54 * s), Qt.AlignmentFlag.AlignCenter, text)
        if self._look.pennant and lod >= 0.2:
            self._paint_pennant(painter, colours, h)

    def _paint_chevron(self, painter: QPainter, colours: palette.ArmyColours, h: float) -> None:
        """A bold chevron on the edge the stand faces, pointing out of the base."""
        dx, dy = SCREEN_STEP[self._look.facing]
        # Along the edge (perpendicular to the facing) and across it.
        px, py = -dy, dx
        tip = QPointF(dx * (h + 5), dy * (h + 5))
        back = h - 11
        wing = 17
        points = [
            QPointF(dx * back + px * wing, dy * back + py * wing),
            tip,
            QPointF(dx * back - px * wing, dy * back - py * wing),
            QPointF(dx * (back + 7), dy * (back + 7)),
        ]
        painter.setPen(QPen(colours.rim, 2))
        painter.setBrush(colours.ink)
        painter.drawPolygon(QPolygonF(points))

    def _paint_pennant(self, painter: QPainter, colours: palette.ArmyColours, h: float) -> None:
        """A small swallow-tailed pennant in the top-right corner, clear of number and chevron."""
        s = self._size / 86.0
        x, y = h - 5 * s, -h + 3 * s
        painter.setPen(QPen(colours.rim, 2.5 * s))
        painter.drawLine(QPointF(x, y), QPointF(x, y + 20 * s))
        flag = QPolygonF([QPointF(x, y), QPointF(x - 17 * s, y + 1 * s), QPointF(x - 11 * s, y + 5.5 * s),
                          QPointF(x - 17 * s, y + 10 * s), QPointF(x, y + 11 * s)])
        painter.setPen(QPen(colours.rim, 1.5 * s))
        painter.setBrush(colours.banner)
        painter.drawPolygon(flag)


def stand_pixmap_painter(painter: QPainter, rect: QRectF, look: StandLook) -> None:
    """Paint a stand into ``rect`` outside any scene (trays, drag pixmaps, printed sheets)."""
    item = StandItem(look)
    side = min(rect.width(), rect.height())
    scale = side / item.boundingRect().width()
    painter.save()
    painter.translate(rect.center())
    painter.scale(scale, scale)
    option = QStyleOptionGraphicsItem()
    item.paint(painter, option, None)
    painter.restore()

