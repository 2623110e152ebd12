"""A stand (a unit's base) on a square board: owner colour, type glyph, figure count, facing.

The item knows nothing of rules: the scene hands it a :class:`StandLook` built from the core's
unit and unit-type data, and moves it around.
"""

from __future__ import annotations

import math
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


def facing_step(facing: str | float) -> tuple[float, float]:
    """A facing as a unit vector on the picture (y down): "N"/"E"/"S"/"W", or degrees clockwise
    from up (hex facings: 0, 60, ... or 30, 90, ...)."""
    if isinstance(facing, str):
        return SCREEN_STEP[facing]
    a = math.radians(float(facing))
    return (math.sin(a), -math.cos(a))


@dataclass(frozen=True)
class StandLook:
    """What a stand shows. ``figures`` None hides the number (a lone King)."""

    owner: str
    glyph: str
    figures: int | None
    facing: str | float | None
    tooltip: str = ""
    pennant: bool = False  # hired troops (Mercenaries) fly a pennant in their paymaster's colour
    colours: palette.SeatLook | None = None  # the owner's seat look (neutral when not given)


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
        paint_stand(painter, self._look, self._size, lod=lod, chosen=self._selected)


def paint_stand(painter: QPainter, look: StandLook, size: float = 86.0, *, lod: float = 1.0,
                chosen: bool = False, printed: bool = False, faint: bool = False,
                turned: bool = False) -> None:
    """Paint a stand ``size`` units wide centred on the painter's origin: the board scene, the
    tray, drag pictures and the printed sheet all call this one function.

    ``printed``: flat pale fill and black ink (black-on-white friendly); ``faint``: the other
    army on a sheet, white with a grey dashed rim; ``turned``: the picture is seen from the
    other side of the table (the chevron turns with it).
    """
    colours = look.colours or palette.NEUTRAL
    h = size / 2
    base = QRectF(-h, -h, 2 * h, 2 * h)
    s = size / 86.0
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if printed:
        ink = QColor("#9a9a9a") if faint else QColor("#000000")
        rim = ink
    else:
        ink, rim = colours.ink, colours.rim

    if chosen:
        painter.setPen(QPen(palette.SELECTION, 7))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(base.adjusted(-3, -3, 3, 3), 15, 15)

    if lod < 0.12 and not printed:
        # A whole board in a thumbnail: a coloured tile is all the eye can use.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours.dark)
        painter.drawRect(base)
        painter.restore()
        return

    if printed:
        painter.setPen(QPen(rim, (3 if faint else 4.5) * s,
                            Qt.PenStyle.DashLine if faint else Qt.PenStyle.SolidLine))
        painter.setBrush(QColor("#ffffff") if faint else colours.printed_fill())
        painter.drawRoundedRect(base, 12 * s, 12 * s)
    else:
        # A soft shadow lifts the base off the field, like a real stand on a board.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 30, 10, 70))
        painter.drawRoundedRect(base.translated(3, 4), 12, 12)
        grad = QLinearGradient(base.topLeft(), base.bottomRight())
        grad.setColorAt(0.0, colours.light)
        grad.setColorAt(1.0, colours.dark)
        painter.setPen(QPen(rim, 3.5))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(base, 12, 12)

    if look.facing:
        _paint_chevron(painter, look.facing, rim, ink, h, s, printed, turned)

    if look.figures is None:
        paint_glyph(painter, base.adjusted(17 * s, 17 * s, -17 * s, -17 * s), look.glyph, ink)
    else:
        # Glyph on the left, the figure count large on the right; both clear of the chevron.
        paint_glyph(painter, QRectF(-37 * s, -21 * s, 43 * s, 43 * s), look.glyph, ink)
        if lod >= 0.2:
            text = str(look.figures)
            font = QFont("DejaVu Sans")
            font.setBold(True)
            font.setPixelSize(max(1, int((44 if len(text) == 1 else 30) * s)))
            if printed:
                font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
            painter.setFont(font)
            painter.setPen(ink)
            painter.drawText(QRectF(5 * s, -27 * s, 34 * s, 54 * s), Qt.AlignmentFlag.AlignCenter, text)
    if look.pennant and lod >= 0.2:
        _paint_pennant(painter, colours, rim, h, s, printed)
    painter.restore()


def _paint_chevron(painter: QPainter, facing: str, rim: QColor, ink: QColor, h: float, s: float,
                   printed: bool, turned: bool) -> None:
    """A bold chevron on the edge the stand faces, pointing out of the base."""
    dx, dy = facing_step(facing)
    if turned:
        dx, dy = -dx, -dy
    # Along the edge (perpendicular to the facing) and across it.
    px, py = -dy, dx
    tip = QPointF(dx * (h + 5 * s), dy * (h + 5 * s))
    back = h - 11 * s
    wing = 17 * s
    points = [
        QPointF(dx * back + px * wing, dy * back + py * wing),
        tip,
        QPointF(dx * back - px * wing, dy * back - py * wing),
        QPointF(dx * (back + 7 * s), dy * (back + 7 * s)),
    ]
    painter.setPen(QPen(rim, 2 * s) if not printed else Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPolygon(QPolygonF(points))


def _paint_pennant(painter: QPainter, colours: palette.SeatLook, rim: QColor, h: float, s: float,
                   printed: bool) -> None:
    """A small swallow-tailed pennant in the top-right corner, clear of number and chevron."""
    x, y = h - 5 * s, -h + 3 * s
    painter.setPen(QPen(rim, 2.5 * s))
    painter.drawLine(QPointF(x, y), QPointF(x, y + 20 * s))
    flag = QPolygonF([QPointF(x, y), QPointF(x - 17 * s, y + 1 * s), QPointF(x - 11 * s, y + 5.5 * s),
                      QPointF(x - 17 * s, y + 10 * s), QPointF(x, y + 11 * s)])
    painter.setPen(QPen(rim, 1.5 * s))
    painter.setBrush(QColor("#ffffff") if printed else colours.banner)
    painter.drawPolygon(flag)


def stand_pixmap_painter(painter: QPainter, rect: QRectF, look: StandLook) -> None:
    """Paint a stand into ``rect`` outside any scene (trays, drag pixmaps)."""
    item_side = 86.0 + 16  # the item's bounding box: room for the selection ring and chevron
    side = min(rect.width(), rect.height())
    painter.save()
    painter.translate(rect.center())
    painter.scale(side / item_side, side / item_side)
    paint_stand(painter, look)
    painter.restore()
