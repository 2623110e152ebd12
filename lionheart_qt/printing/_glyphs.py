"""Stand-in glyph painters for the printed sheets, used until lionheart_qt/items/glyphs.py lands.

Simple black line drawings that read on paper: crown, lance, bow, axe, shield, pitchfork, coin,
and the combat die faces.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF


def _pen(r: QRectF, color: QColor, k: float = 0.09) -> QPen:
    pen = QPen(color, max(0.5, r.width() * k))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def paint_unit_glyph(painter: QPainter, rect: QRectF, glyph: str, color: QColor | None = None) -> None:
    """Paint a unit type's glyph ("crown", "lance", ...) into ``rect``."""
    c = QColor("#000000") if color is None else color
    s = min(rect.width(), rect.height())
    r = QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s)
    x, y, w = r.left(), r.top(), s

    def pt(u: float, v: float) -> QPointF:
        return QPointF(x + u * w, y + v * w)

    painter.save()
    painter.setPen(_pen(r, c))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if glyph == "crown":
        painter.setBrush(c)
        painter.drawPolygon(QPolygonF([pt(0.1, 0.75), pt(0.1, 0.3), pt(0.3, 0.52), pt(0.5, 0.2),
                                       pt(0.7, 0.52), pt(0.9, 0.3), pt(0.9, 0.75)]))
        painter.drawRect(QRectF(pt(0.1, 0.8), pt(0.9, 0.88)))
    elif glyph == "lance":
        painter.drawLine(pt(0.15, 0.9), pt(0.8, 0.12))
        painter.setBrush(c)
        painter.drawPolygon(QPolygonF([pt(0.62, 0.33), pt(0.95, 0.42), pt(0.7, 0.5)]))
        painter.drawPolygon(QPolygonF([pt(0.8, 0.12), pt(0.86, 0.04), pt(0.88, 0.14)]))
    elif glyph == "bow":
        path = QPainterPath(pt(0.35, 0.08))
        path.quadTo(pt(0.95, 0.5), pt(0.35, 0.92))
        painter.drawPath(path)
        thin = _pen(r, c, 0.05)
        painter.setPen(thin)
        painter.drawLine(pt(0.35, 0.08), pt(0.35, 0.92))
        painter.drawLine(pt(0.08, 0.5), pt(0.88, 0.5))
        painter.setBrush(c)
        painter.drawPolygon(QPolygonF([pt(0.95, 0.5), pt(0.8, 0.42), pt(0.8, 0.58)]))
    elif glyph == "axe":
        # A double-bitted battle-axe: a shaft and two curved blades.
        painter.drawLine(pt(0.5, 0.08), pt(0.5, 0.94))
        painter.setBrush(c)
        for side in (-1, 1):
            path = QPainterPath(pt(0.5, 0.2))
            path.quadTo(pt(0.5 + side * 0.22, 0.16), pt(0.5 + side * 0.4, 0.06))
            path.quadTo(pt(0.5 + side * 0.3, 0.3), pt(0.5 + side * 0.4, 0.56))
            path.quadTo(pt(0.5 + side * 0.22, 0.44), pt(0.5, 0.42))
            path.closeSubpath()
            painter.drawPath(path)
    elif glyph == "shield":
        path = QPainterPath(pt(0.15, 0.12))
        path.lineTo(pt(0.85, 0.12))
        path.quadTo(pt(0.88, 0.7), pt(0.5, 0.92))
        path.quadTo(pt(0.12, 0.7), pt(0.15, 0.12))
        painter.drawPath(path)
        painter.drawLine(pt(0.5, 0.14), pt(0.5, 0.88))
        painter.drawLine(pt(0.16, 0.42), pt(0.84, 0.42))
    elif glyph == "pitchfork":
        painter.drawLine(pt(0.5, 0.95), pt(0.5, 0.4))
        path = QPainterPath(pt(0.25, 0.08))
        path.lineTo(pt(0.25, 0.32))
        path.quadTo(pt(0.25, 0.42), pt(0.5, 0.42))
        path.quadTo(pt(0.75, 0.42), pt(0.75, 0.32))
        path.lineTo(pt(0.75, 0.08))
        painter.drawPath(path)
        painter.drawLine(pt(0.5, 0.08), pt(0.5, 0.42))
    elif glyph == "coin":
        painter.drawEllipse(QRectF(pt(0.1, 0.1), pt(0.9, 0.9)))
        painter.drawEllipse(QRectF(pt(0.3, 0.3), pt(0.7, 0.7)))
    else:
        painter.drawEllipse(QRectF(pt(0.25, 0.25), pt(0.75, 0.75)))
    painter.restore()


def paint_die_face(painter: QPainter, rect: QRectF, face: str, color: QColor | None = None) -> None:
    """Paint a combat die showing ``face`` ("axe", "arrow", "panic") into ``rect``."""
    c = QColor("#000000") if color is None else color
    s = min(rect.width(), rect.height())
    r = QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s)
    painter.save()
    painter.setPen(_pen(r, c, 0.06))
    painter.setBrush(QColor("#ffffff"))
    painter.drawRoundedRect(r.adjusted(s * 0.03, s * 0.03, -s * 0.03, -s * 0.03), s * 0.16, s * 0.16)
    inner = r.adjusted(s * 0.17, s * 0.17, -s * 0.17, -s * 0.17)
    if face == "axe":
        paint_unit_glyph(painter, inner, "axe", c)
    elif face == "arrow":
        w = inner.width()
        painter.setPen(_pen(inner, c, 0.1))
        a, b = QPointF(inner.left() + 0.1 * w, inner.bottom() - 0.1 * w), QPointF(inner.right() - 0.1 * w, inner.top() + 0.1 * w)
        painter.drawLine(a, b)
        painter.setBrush(c)
        painter.drawPolygon(QPolygonF([b, QPointF(b.x() - 0.38 * w, b.y() + 0.05 * w), QPointF(b.x() - 0.05 * w, b.y() + 0.38 * w)]))
        painter.drawLine(a, QPointF(a.x() + 0.05 * w, a.y() - 0.3 * w))
        painter.drawLine(a, QPointF(a.x() + 0.3 * w, a.y() - 0.05 * w))
    else:
        # Panic: a burst with an exclamation mark.
        cx, cy, rad = inner.center().x(), inner.center().y(), inner.width() / 2
        import math

        pts = []
        for i in range(16):
            k = rad if i % 2 == 0 else rad * 0.6
            ang = math.pi * 2 * i / 16
            pts.append(QPointF(cx + k * math.cos(ang), cy + k * math.sin(ang)))
        painter.setBrush(c)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPolygon(QPolygonF(pts))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRect(QRectF(cx - rad * 0.1, cy - rad * 0.45, rad * 0.2, rad * 0.55))
        painter.drawEllipse(QPointF(cx, cy + rad * 0.33), rad * 0.11, rad * 0.11)
    painter.restore()
