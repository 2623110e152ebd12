"""Highlight items, layered under and over the stands so they never hide the board.

Z order (board background is below everything):
    1  cell fills (legal moves, legal drop cells, last move)
    2  zones (archers' block, arcs) as translucent polygons
    10 stands
    11 target outlines
    12 clickable markers (turn arrows, bribe offer)
    20 message banner
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from . import palette
from .glyphs import paint_glyph
from .stand import facing_step

Z_CELL, Z_ZONE, Z_STAND, Z_TARGET, Z_MARKER, Z_BANNER = 1, 2, 10, 11, 12, 20


class CellFill(QGraphicsPathItem):
    """A soft fill of a cell (a legal move or drop), with a dot in the middle for moves."""

    def __init__(self, shape: QPainterPath, fill: QColor = palette.MOVE_FILL, dot: bool = True,
                 edge: QColor | None = None, key: object = None) -> None:
        super().__init__(shape)
        self.key = key
        self._dot = dot
        self.setBrush(QBrush(fill))
        self.setPen(QPen(edge, 3) if edge is not None else QPen(Qt.PenStyle.NoPen))
        self.setZValue(Z_CELL)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if self._dot:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(palette.MOVE_DOT)
            r = self.path().boundingRect()
            painter.drawEllipse(r.center(), r.width() * 0.11, r.width() * 0.11)


class TargetOutline(QGraphicsPathItem):
    """A strong outline around an attack target (drawn over the enemy stand)."""

    def __init__(self, shape: QPainterPath, key: object = None) -> None:
        super().__init__(shape)
        self.key = key
        pen = QPen(palette.TARGET, 7)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        self.setBrush(Qt.BrushStyle.NoBrush)
        self.setZValue(Z_TARGET)


class ZoneShape(QGraphicsPathItem):
    """A translucent zone (the archers' nine squares, a firing arc), drawn from the rules' own
    shape: ``polygon`` (a QPolygonF) or a ready path (zones with holes or several parts)."""

    def __init__(self, polygon: QPolygonF | QPainterPath, kind: str = "", fill: QColor | None = None,
                 edge: QColor | None = None) -> None:
        if isinstance(polygon, QPainterPath):
            path = polygon
            self.polygon = polygon.toFillPolygon()
        else:
            path = QPainterPath()
            path.addPolygon(polygon)
            path.closeSubpath()
            self.polygon = polygon
        super().__init__(path)
        self.kind = kind
        self.fill = QColor(fill) if fill is not None else QColor(palette.ZONE_FILL)
        self.edge = QColor(edge) if edge is not None else QColor(palette.ZONE_EDGE)
        self.setPen(QPen(self.edge, 4, Qt.PenStyle.DashLine))
        self.setBrush(QBrush(self.fill))
        self.setZValue(Z_ZONE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_zone(painter, self.path(), self.fill, self.edge)


def paint_zone(painter: QPainter, path: QPainterPath, fill: QColor = palette.ZONE_FILL,
               edge: QColor = palette.ZONE_EDGE, width: float = 4.0) -> None:
    """A zone as the scene and the sheet draw it: a translucent fill, a dashed edge and a fine
    hatch over the tint (on green squares a tint alone reads as a darker field, on paper as
    nothing)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(edge, width, Qt.PenStyle.DashLine))
    painter.setBrush(QBrush(fill))
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(edge, Qt.BrushStyle.BDiagPattern))
    painter.drawPath(path)
    painter.restore()


class LastMoveMark(QGraphicsObject):
    """The last move: a ghost of the square left and an arrow to the square reached."""

    def __init__(self, frm: QRectF, to: QRectF) -> None:
        super().__init__()
        self._frm, self._to = frm, to
        self.setZValue(Z_CELL)

    def boundingRect(self) -> QRectF:
        return self._frm.united(self._to).adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pen = QPen(palette.LAST_MOVE, 3, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(60, 40, 20, 35))
        painter.drawRoundedRect(self._frm.adjusted(8, 8, -8, -8), 10, 10)
        a, b = self._frm.center(), self._to.center()
        line = b - a
        length = (line.x() ** 2 + line.y() ** 2) ** 0.5 or 1.0
        ux, uy = line.x() / length, line.y() / length
        # Stop the arrow at the edge of the stand now standing on the target square.
        end = QPointF(b.x() - ux * 46, b.y() - uy * 46)
        painter.setPen(QPen(palette.LAST_MOVE, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(a, end)
        head = QPolygonF([end + QPointF(ux * 4, uy * 4),
                          end - QPointF(ux * 16, uy * 16) + QPointF(-uy * 10, ux * 10),
                          end - QPointF(ux * 16, uy * 16) - QPointF(-uy * 10, ux * 10)])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.LAST_MOVE)
        painter.drawPolygon(head)


class AttackMark(QGraphicsObject):
    """The last attack: the target's square ringed in red and a red burst where the blow came
    from (on the attacker's side of the target), drawn over the stands so it reads at a glance
    but small enough to leave their figures readable."""

    def __init__(self, frm: QRectF, to: QRectF) -> None:
        super().__init__()
        self._frm, self._to = frm, to
        self.setZValue(Z_TARGET)

    def boundingRect(self) -> QRectF:
        return self._frm.united(self._to).adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colour = QColor(palette.TARGET)
        painter.setPen(QPen(colour, 5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self._to.adjusted(3, 3, -3, -3), 12, 12)
        a, b = self._frm.center(), self._to.center()
        line = b - a
        length = (line.x() ** 2 + line.y() ** 2) ** 0.5 or 1.0
        ux, uy = line.x() / length, line.y() / length
        # The burst sits on the target's edge facing the attacker; a shot from afar also gets
        # a dashed line from the attacker's edge.
        half = self._to.width() / 2
        burst = QPointF(b.x() - ux * half, b.y() - uy * half)
        if length > self._to.width() * 1.5:
            painter.setPen(QPen(colour, 4, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(a.x() + ux * half, a.y() + uy * half), burst)
        points = []
        for k in range(16):
            r = 22 if k % 2 == 0 else 10
            angle = math.pi * k / 8
            points.append(QPointF(burst.x() + r * math.cos(angle), burst.y() + r * math.sin(angle)))
        painter.setPen(QPen(QColor("#fff4d6"), 2))
        painter.setBrush(colour)
        painter.drawPolygon(QPolygonF(points))


class ClickMarker(QGraphicsObject):
    """A small round button on the board that stands for one action (``self.action``)."""

    def __init__(self, action: object, radius: float = 15.0) -> None:
        super().__init__()
        self.action = action
        self._r = radius
        self._hover = False
        self.setZValue(Z_MARKER)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        r = self._r + 3
        return QRectF(-r, -r, 2 * r, 2 * r)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self._hover = False
        self.update()

    def _disc(self, painter: QPainter, fill: QColor) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor("#16355e"), 2.5))
        painter.setBrush(fill.lighter(125) if self._hover else fill)
        painter.drawEllipse(QPointF(0, 0), self._r, self._r)


class TurnArrow(ClickMarker):
    """An arrow on the edge of the selected stand: click to turn the unit that way."""

    def __init__(self, action: object, facing: str) -> None:
        super().__init__(action)
        self.facing = facing
        names = {"N": QCoreApplication.translate("BoardMarkers", "Turn to face north"),
                 "E": QCoreApplication.translate("BoardMarkers", "Turn to face east"),
                 "S": QCoreApplication.translate("BoardMarkers", "Turn to face south"),
                 "W": QCoreApplication.translate("BoardMarkers", "Turn to face west")}
        other = QCoreApplication.translate("BoardMarkers", "Turn to face this way")  # a hex facing
        self.setToolTip(names.get(facing, other) if isinstance(facing, str) else other)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self._disc(painter, palette.SELECTION)
        dx, dy = facing_step(self.facing)
        px, py = -dy, dx
        r = self._r * 0.62
        if isinstance(self.facing, str):  # the four square facings: a plain triangle
            tri = QPolygonF([QPointF(dx * r, dy * r),
                             QPointF(-dx * r * 0.5 + px * r * 0.8, -dy * r * 0.5 + py * r * 0.8),
                             QPointF(-dx * r * 0.5 - px * r * 0.8, -dy * r * 0.5 - py * r * 0.8)])
        else:
            # Any angle (hexsides every 60 degrees, where an equilateral triangle would look the
            # same turned by 120): a narrow head on a stem.
            w = r * 0.5
            tri = QPolygonF([QPointF(dx * r, dy * r),
                             QPointF(px * w * 1.3, py * w * 1.3),
                             QPointF(px * w * 0.45, py * w * 0.45),
                             QPointF(-dx * r + px * w * 0.45, -dy * r + py * w * 0.45),
                             QPointF(-dx * r - px * w * 0.45, -dy * r - py * w * 0.45),
                             QPointF(-px * w * 0.45, -py * w * 0.45),
                             QPointF(-px * w * 1.3, -py * w * 1.3)])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("white"))
        painter.drawPolygon(tri)


class BribeMarker(ClickMarker):
    """A coin over enemy Mercenaries that the King may bribe now: click to bribe them."""

    def __init__(self, action: object) -> None:
        super().__init__(action, radius=17.0)
        self.setToolTip(QCoreApplication.translate("BoardMarkers", "Bribe these Mercenaries: they change sides"))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self._disc(painter, palette.BRIBE)
        paint_glyph(painter, QRectF(-12, -12, 24, 24), "coin", QColor("#3a2405"))


class Banner(QGraphicsObject):
    """A one-line message on the board (a refused drop's reason, a rejected action)."""

    def __init__(self, width: float) -> None:
        super().__init__()
        self._width = width
        self._text = ""
        self.setZValue(Z_BANNER)
        self.setVisible(False)

    @property
    def text(self) -> str:
        return self._text

    def show_text(self, text: str) -> None:
        self._text = text
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, 54)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.BANNER_FILL)
        painter.drawRoundedRect(self.boundingRect(), 12, 12)
        font = QFont("DejaVu Sans")
        font.setPixelSize(24)
        painter.setFont(font)
        painter.setPen(palette.BANNER_INK)
        painter.drawText(self.boundingRect().adjusted(16, 0, -16, 0),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._text)


def remove_items(items: list[QGraphicsItem]) -> None:
    """Take items off their scene and forget them."""
    for it in items:
        scene = it.scene()
        if scene is not None:
            scene.removeItem(it)
    items.clear()
