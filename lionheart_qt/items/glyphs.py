"""Vector glyphs shared by the board, the log and the printed sheets.

Everything here paints with QtGui only (no widgets), so it works on a screen, into a QImage, on a
QPdfWriter or a QPrinter alike. Shapes are drawn in a 100 x 100 design box and scaled into the
caller's rectangle (kept square and centred), so they stay crisp at any size.

Public functions:
    paint_glyph(painter, rect, name, colour, outline=None)   unit glyphs: crown, lance, bow, axe,
                                                             shield, pitchfork, coin
    paint_die(painter, rect, face, ...)                      a combat die: "axe", "arrow", "panic"
    paint_d6(painter, rect, value, ...)                      a six-sided die with pips
    glyph_pixmap(name, size, colour) / die_pixmap(face, size) for icons and labels
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)

GLYPHS: tuple[str, ...] = ("crown", "lance", "bow", "axe", "shield", "pitchfork", "coin")
DIE_FACES: tuple[str, ...] = ("axe", "arrow", "panic")

# Ink of dice faces: the axe and the arrow in the same dark ink, the panic in a warning red, so a
# glance at a row of dice tells hits from panics.
DIE_FILL = QColor("#fbf6e9")
DIE_EDGE = QColor("#3b2f22")
DIE_INK = QColor("#2b2118")
PANIC_INK = QColor("#b3261e")


# ---- building blocks ----------------------------------------------------------------------------
def _poly(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _stroke(path: QPainterPath, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPainterPath:
    """The outline of a thick line as a fillable shape (so every glyph is one filled path)."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(cap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(path)


def _line(x1: float, y1: float, x2: float, y2: float, width: float,
          cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPainterPath:
    path = QPainterPath(QPointF(x1, y1))
    path.lineTo(x2, y2)
    return _stroke(path, width, cap)


def _circle(cx: float, cy: float, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), r, r)
    return path


def _union(*paths: QPainterPath) -> QPainterPath:
    out = QPainterPath()
    for p in paths:
        out = out.united(p)
    return out.simplified()


# ---- the unit glyphs (design box 0..100, y down) ------------------------------------------------
def _crown() -> QPainterPath:
    points = _poly((14, 74), (10, 30), (31, 50), (50, 18), (69, 50), (90, 30), (86, 74))
    band = QPainterPath()
    band.addRoundedRect(QRectF(13, 78, 74, 12), 3, 3)
    balls = [_circle(10, 27, 6), _circle(50, 14, 7), _circle(90, 27, 6)]
    return _union(points, band, *balls)


def _lance() -> QPainterPath:
    # A couched lance: long shaft, sharp point, a cone guard for the hand and a pennon.
    shaft = _line(14, 88, 78, 24, 7)
    point = _poly((74, 20), (93, 7), (82, 30))
    guard = _poly((22, 66), (44, 58), (36, 80))
    # A swallow-tailed pennon tied along the shaft below the point, streaming back.
    pennon = _poly((52, 50), (68, 34), (40, 14), (46, 32), (26, 30))
    return _union(shaft, point, guard, pennon)


def _bow() -> QPainterPath:
    limb = QPainterPath(QPointF(34, 8))
    limb.cubicTo(84, 22, 84, 78, 34, 92)
    string = _line(34, 8, 34, 92, 3)
    arrow = _line(12, 50, 84, 50, 5, Qt.PenCapStyle.FlatCap)
    head = _poly((96, 50), (80, 40), (80, 60))
    fletch = _union(_poly((10, 50), (4, 40), (22, 40), (28, 50)), _poly((10, 50), (4, 60), (22, 60), (28, 50)))
    return _union(_stroke(limb, 8), string, arrow, head, fletch)


def _axe() -> QPainterPath:
    handle = _line(26, 92, 62, 14, 8)
    blade = QPainterPath(QPointF(50, 22))
    blade.lineTo(74, 8)
    blade.cubicTo(96, 24, 98, 52, 84, 66)
    blade.lineTo(60, 44)
    blade.closeSubpath()
    spike = _poly((50, 30), (30, 22), (46, 40))
    return _union(handle, blade, spike)


def _shield() -> QPainterPath:
    outer = QPainterPath(QPointF(16, 10))
    outer.lineTo(84, 10)
    outer.lineTo(84, 44)
    outer.cubicTo(84, 70, 66, 84, 50, 94)
    outer.cubicTo(34, 84, 16, 70, 16, 44)
    outer.closeSubpath()
    # A chevron cut across the field, so the shape reads as a heraldic shield, not a blob.
    chevron = _poly((22, 62), (50, 36), (78, 62), (78, 74), (50, 48), (22, 74))
    return outer.subtracted(chevron)


def _pitchfork() -> QPainterPath:
    handle = _line(50, 96, 50, 40, 8)
    cross = QPainterPath(QPointF(26, 8))
    cross.lineTo(26, 32)
    cross.quadTo(26, 44, 38, 44)
    cross.lineTo(62, 44)
    cross.quadTo(74, 44, 74, 32)
    cross.lineTo(74, 8)
    middle = _line(50, 44, 50, 6, 7)
    return _union(handle, _stroke(cross, 7), middle)


def _coin() -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    path.addEllipse(QPointF(50, 50), 42, 42)
    path.addEllipse(QPointF(50, 50), 34, 34)
    path.addEllipse(QPointF(50, 50), 29, 29)
    # A cross cut into the face (one polygon, so the odd-even rule does not toggle it back).
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in (
        (45, 30), (55, 30), (55, 45), (70, 45), (70, 55), (55, 55), (55, 70),
        (45, 70), (45, 55), (30, 55), (30, 45), (45, 45))]))
    path.closeSubpath()
    return path


_BUILDERS = {
    "crown": _crown, "lance": _lance, "bow": _bow, "axe": _axe, "shield": _shield,
    "pitchfork": _pitchfork, "coin": _coin,
}


@lru_cache(maxsize=32)
def glyph_path(name: str) -> QPainterPath:
    """The glyph ``name`` as one filled path in the 0..100 design box (cached)."""
    try:
        return _BUILDERS[name]()
    except KeyError:
        raise ValueError(f"unknown glyph {name!r}; known: {', '.join(GLYPHS)}") from None


def _fit(rect: QRectF) -> QTransform:
    """Design box -> the largest centred square inside ``rect``."""
    side = min(rect.width(), rect.height())
    x = rect.x() + (rect.width() - side) / 2
    y = rect.y() + (rect.height() - side) / 2
    t = QTransform()
    t.translate(x, y)
    t.scale(side / 100.0, side / 100.0)
    return t


def paint_glyph(painter: QPainter, rect: QRectF, name: str, colour: QColor | str = DIE_INK,
                outline: QColor | str | None = None) -> None:
    """Paint the unit glyph ``name`` filled with ``colour`` into ``rect`` (kept square, centred).

    ``outline`` adds a thin contour, useful when the glyph sits on a busy or similar colour.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    path = _fit(rect).map(glyph_path(name))
    if outline is not None:
        side = min(rect.width(), rect.height())
        painter.setPen(QPen(QColor(outline), max(0.5, side * 0.03), Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    else:
        painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor(colour)))
    painter.drawPath(path)
    painter.restore()


# ---- dice ---------------------------------------------------------------------------------------
@lru_cache(maxsize=8)
def _arrow_face() -> QPainterPath:
    shaft = _line(22, 78, 70, 30, 7, Qt.PenCapStyle.FlatCap)
    head = _poly((84, 16), (78, 46), (54, 22))
    fletch_a = _poly((24, 76), (10, 74), (16, 64), (30, 70))
    fletch_b = _poly((24, 76), (26, 90), (36, 84), (30, 70))
    return _union(shaft, head, fletch_a, fletch_b)


@lru_cache(maxsize=8)
def _panic_face() -> QPainterPath:
    # A bold exclamation mark: readable at the 14 px of a log line, unlike a tiny pictogram.
    bar = QPainterPath(QPointF(44, 16))
    bar.lineTo(56, 16)
    bar.lineTo(53, 62)
    bar.lineTo(47, 62)
    bar.closeSubpath()
    return _union(bar, _circle(50, 78, 7))


def _die_body(painter: QPainter, rect: QRectF, fill: QColor, edge: QColor) -> QRectF:
    """Draw the rounded die body in the largest centred square; return that square."""
    side = min(rect.width(), rect.height())
    sq = QRectF(rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2, side, side)
    pen_w = max(0.6, side * 0.06)
    body = sq.adjusted(pen_w / 2, pen_w / 2, -pen_w / 2, -pen_w / 2)
    painter.setPen(QPen(edge, pen_w))
    painter.setBrush(QBrush(fill))
    painter.drawRoundedRect(body, side * 0.18, side * 0.18)
    return sq


def paint_die(painter: QPainter, rect: QRectF, face: str, fill: QColor | str = DIE_FILL,
              edge: QColor | str = DIE_EDGE, ink: QColor | str = DIE_INK) -> None:
    """Paint a Lionheart combat die showing ``face`` ("axe", "arrow" or "panic") into ``rect``."""
    if face not in DIE_FACES:
        raise ValueError(f"unknown combat die face {face!r}; known: {', '.join(DIE_FACES)}")
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    sq = _die_body(painter, rect, QColor(fill), QColor(edge))
    inner = sq.adjusted(sq.width() * 0.16, sq.height() * 0.16, -sq.width() * 0.16, -sq.height() * 0.16)
    if face == "axe":
        path = glyph_path("axe")
        colour = QColor(ink)
    elif face == "arrow":
        path = _arrow_face()
        colour = QColor(ink)
    else:
        path = _panic_face()
        colour = PANIC_INK
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(colour))
    painter.drawPath(_fit(inner).map(path))
    painter.restore()


# Pip positions on a 3x3 lattice (column, row) for each value.
_PIPS = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


def paint_d6(painter: QPainter, rect: QRectF, value: int, fill: QColor | str = DIE_FILL,
             edge: QColor | str = DIE_EDGE, ink: QColor | str = DIE_INK) -> None:
    """Paint a six-sided die showing ``value`` (1..6) as pips into ``rect``."""
    if value not in _PIPS:
        raise ValueError(f"a six-sided die shows 1 to 6, not {value!r}")
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    sq = _die_body(painter, rect, QColor(fill), QColor(edge))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor(ink)))
    step = sq.width() * 0.26
    r = sq.width() * 0.09
    for col, row in _PIPS[value]:
        c = QPointF(sq.center().x() + (col - 1) * step, sq.center().y() + (row - 1) * step)
        painter.drawEllipse(c, r, r)
    painter.restore()


def paint_roll(painter: QPainter, rect: QRectF, kind: str, faces: tuple | list, gap: float = 0.2) -> float:
    """Paint a row of dice from an engine roll (``kind`` "combat" or "d6") left to right inside
    ``rect``; each die is ``rect.height()`` tall. Returns the width used."""
    size = rect.height()
    x = rect.x()
    for face in faces:
        die = QRectF(x, rect.y(), size, size)
        if kind == "d6" or isinstance(face, int):
            paint_d6(painter, die, int(face))
        else:
            paint_die(painter, die, str(face))
        x += size * (1 + gap)
    return max(0.0, x - rect.x() - size * gap)


# ---- pixmaps for widgets --------------------------------------------------------------------------
def _pixmap(size: int, dpr: float) -> QPixmap:
    pm = QPixmap(int(size * dpr), int(size * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    return pm


def glyph_pixmap(name: str, size: int, colour: QColor | str = DIE_INK, dpr: float = 1.0) -> QPixmap:
    """A transparent square pixmap of a unit glyph (for labels, buttons and trays)."""
    pm = _pixmap(size, dpr)
    p = QPainter(pm)
    paint_glyph(p, QRectF(0, 0, size, size), name, colour)
    p.end()
    return pm


def die_pixmap(face: str | int, size: int, dpr: float = 1.0) -> QPixmap:
    """A transparent square pixmap of one die: a combat face name or a d6 value."""
    pm = _pixmap(size, dpr)
    p = QPainter(pm)
    if isinstance(face, int):
        paint_d6(p, QRectF(0, 0, size, size), face)
    else:
        paint_die(p, QRectF(0, 0, size, size), face)
    p.end()
    return pm
