"""One painter for every board, on the screen and on paper.

:class:`BoardPainter` paints a grid's static board (cells from their polygons, grid lines, the
rim, connections of a location graph, coordinates and cell labels) and the zones the rules
publish, with any QPainter: the board scene's background, a QImage, a QPdfWriter or a QPrinter.
Only the :class:`BoardStyle` differs: the table's warm colours on the screen, black on white on
a sheet. A ruleset's adapter adds its own marks (royal shields, terrain) with :meth:`fill_cell`
and the glyph painters, through the same painter.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QStaticText

from ..items import palette
from ..items.highlights import paint_zone
from .geometry import BoardGeometry

Align = Qt.AlignmentFlag


def screen_font(size: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


def print_font(size: float, bold: bool = False) -> QFont:
    """DejaVu Sans for paper: no hinting on a scaled painter, no ligatures (searchable text)."""
    f = screen_font(size, bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    f.setFeature(QFont.Tag("liga"), 0)
    return f


@dataclass(frozen=True)
class EdgeLabels:
    """Coordinates on one edge of a square board: distance from the edge, band thickness and
    alignment inside the band."""

    gap: float
    band: float
    align: Align = Align.AlignCenter


@dataclass(frozen=True)
class BoardStyle:
    """Colours, pens and fonts of a board picture. ``None`` colours are not painted."""

    field_light: QColor | None
    field_dark: QColor | None
    grid_line: QColor
    grid_width: float
    rim: QColor
    rim_width: float
    ink: QColor
    label_size: float
    font: Callable[[float, bool], QFont]
    edges: dict[str, EdgeLabels] = field(default_factory=dict)  # "top", "bottom", "left", "right"
    node_fill: QColor | None = None
    connection: QColor = field(default_factory=lambda: QColor("#6b5a42"))
    zone_fill: QColor = field(default_factory=lambda: QColor(palette.ZONE_FILL))
    zone_edge: QColor = field(default_factory=lambda: QColor(palette.ZONE_EDGE))
    zone_width: float = 4.0
    printed: bool = False

    def with_edges(self, **edges: EdgeLabels) -> BoardStyle:
        return replace(self, edges=dict(edges))


# The table: field green squares, dark rim, coordinates on all four edges (as the 1997 board).
SCREEN = BoardStyle(
    field_light=palette.FIELD_LIGHT, field_dark=palette.FIELD_DARK,
    grid_line=palette.GRID_LINE, grid_width=2.0, rim=palette.RIM_DARK, rim_width=4.0,
    ink=palette.COORD_INK, label_size=26, font=screen_font,
    edges={"top": EdgeLabels(2, 44), "bottom": EdgeLabels(2, 44),
           "left": EdgeLabels(2, 46), "right": EdgeLabels(2, 46)},
    node_fill=QColor("#fbf5e4"),
)

# Paper: white cells, grey lines, a black frame; letters under the board, numbers on its left.
PRINT = BoardStyle(
    field_light=None, field_dark=None,
    grid_line=QColor("#8a8a8a"), grid_width=2.0, rim=QColor("#000000"), rim_width=6.0,
    ink=QColor("#000000"), label_size=30, font=print_font,
    edges={"bottom": EdgeLabels(6, 40, Align.AlignHCenter | Align.AlignTop),
           "left": EdgeLabels(8, 42, Align.AlignRight | Align.AlignVCenter)},
    node_fill=QColor("#ffffff"), connection=QColor("#7a7a7a"),
    zone_fill=QColor(0, 0, 0, 30), zone_edge=QColor("#404040"), zone_width=4.0, printed=True,
)


class BoardPainter:
    """Paints a grid's board through a :class:`BoardGeometry` in a :class:`BoardStyle`."""

    def __init__(self, geometry: BoardGeometry, style: BoardStyle = SCREEN,
                 label_of: Any = None) -> None:
        self.geometry = geometry
        self.style = style
        self._labels: dict[str, QStaticText] = {}
        # The name painted for a cell (a game may name a location in the reader's language);
        # None: the grid's label.
        self.label_of = label_of

    @property
    def grid(self) -> Any:
        return self.geometry.grid

    # ---- the whole static board ----------------------------------------------------------
    def paint_board(self, painter: QPainter, clip: QRectF | None = None,
                    fill: Callable[[Hashable], QColor | None] | None = None, labels: bool = True) -> None:
        """Cells, connections, grid lines, rim and (``labels``) coordinates or cell names."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.grid.kind == "graph":
            self.paint_connections(painter)
        self.paint_cells(painter, clip, fill)
        self.paint_lines(painter, clip)
        if labels:
            self.paint_labels(painter, clip)
        painter.restore()

    def cell_fill(self, cell: Hashable) -> QColor | None:
        """The style's own fill of a cell: a quiet checker on squares, one tone elsewhere."""
        s = self.style
        if self.grid.kind == "square":
            return s.field_light if (cell[0] + cell[1]) % 2 else s.field_dark
        if self.grid.kind == "graph":
            return s.node_fill
        return s.field_light

    def paint_cells(self, painter: QPainter, clip: QRectF | None = None,
                    fill: Callable[[Hashable], QColor | None] | None = None) -> None:
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        if self.grid.kind == "hex":
            # Neighbouring fills meet edge to edge: without antialiasing no seam shows between
            # them (the grid lines cover the edges), and a thousand hexes fill much faster.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        # Only the cells in view: a campaign map has a thousand hexes.
        for cell in self._cells_in(clip):
            colour = fill(cell) if fill is not None else None
            if colour is None:
                colour = self.cell_fill(cell)
            if colour is not None:
                self.fill_cell(painter, cell, colour)
        painter.restore()

    def _cells_in(self, clip: QRectF | None) -> list:
        """The cells whose outline meets ``clip`` (all of them without one)."""
        if clip is None:
            return list(self.grid.cells())
        g = self.geometry
        return [c for c in self.grid.cells() if g.cell_rect(c).intersects(clip)]

    def fill_cell(self, painter: QPainter, cell: Hashable, colour: QColor) -> None:
        """Fill one cell's polygon (rectangles go through fillRect: crisp edges, no seams)."""
        if self.grid.kind == "square":
            painter.fillRect(self.geometry.cell_rect(cell), colour)
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawPolygon(self.geometry.cell_polygon(cell))

    def paint_lines(self, painter: QPainter, clip: QRectF | None = None) -> None:
        """Grid lines between cells and the board's rim (hex and location outlines: only those
        meeting ``clip``)."""
        s, g = self.style, self.geometry
        if self.grid.kind == "square":
            painter.setPen(QPen(s.grid_line, s.grid_width))
            xs = sorted({round(g.cell_rect(c).left(), 6) for c in self.grid.cells()} | {g.width})
            ys = sorted({round(g.cell_rect(c).top(), 6) for c in self.grid.cells()} | {g.height})
            # Screen boards draw the outer lines too (the rim covers them); paper skips them.
            inner = s.printed
            for x in xs:
                if inner and x in (0, g.width):
                    continue
                painter.drawLine(QPointF(x, 0), QPointF(x, g.height))
            for y in ys:
                if inner and y in (0, g.height):
                    continue
                painter.drawLine(QPointF(0, y), QPointF(g.width, y))
            painter.setPen(QPen(s.rim, s.rim_width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(g.rect())
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.grid.kind == "hex":
            # Each hexside once, in one batch (ten times faster than stroking every outline).
            painter.setPen(QPen(s.grid_line, s.grid_width))
            lines = [line for cell in self._cells_in(clip) for line in g.cell_sides(cell)]
            if lines:
                painter.drawLines(lines)
            return
        painter.setPen(QPen(s.rim, s.rim_width * 0.6))
        for cell in self._cells_in(clip):
            painter.drawPolygon(g.cell_polygon(cell))

    def paint_connections(self, painter: QPainter) -> None:
        """A location graph's connections, centre to centre, under the locations."""
        s, g = self.style, self.geometry
        for a, b, kinds in getattr(self.grid, "edges", ()):
            pen = QPen(s.connection, g.unit * 0.08)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            if kinds and "road" not in kinds:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(g.centre(a), g.centre(b))

    def paint_labels(self, painter: QPainter, clip: QRectF | None = None) -> None:
        if self.grid.kind == "square":
            self.paint_edge_coordinates(painter)
        else:
            self.paint_cell_labels(painter, clip)

    def paint_edge_coordinates(self, painter: QPainter) -> None:
        """Letters over the columns and numbers beside the rows, on the style's edges."""
        s, g = self.style, self.geometry
        painter.setFont(s.font(s.label_size, True))
        painter.setPen(s.ink)
        columns = sorted({c[0] for c in self.grid.cells()})
        rows = sorted({c[1] for c in self.grid.cells()})
        for side, edge in s.edges.items():
            if side in ("top", "bottom"):
                for col in columns:
                    r = g.cell_rect((col, rows[0]))
                    y = -edge.gap - edge.band if side == "top" else g.height + edge.gap
                    text = self.grid.label((col, rows[0])).rstrip("0123456789")
                    painter.drawText(QRectF(r.left(), y, r.width(), edge.band), int(edge.align), text)
            else:
                for row in rows:
                    r = g.cell_rect((columns[0], row))
                    x = -edge.gap - edge.band if side == "left" else g.width + edge.gap
                    text = self.grid.label((columns[0], row)).lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
                    painter.drawText(QRectF(x, r.top(), edge.band, r.height()), int(edge.align), text)

    def paint_cell_labels(self, painter: QPainter, clip: QRectF | None = None) -> None:
        """Hexes: the label small at the top of the hex; locations: the name under the node.
        Hex labels too small to read at the painter's scale (a whole campaign map in a window)
        are left out; locations keep their names."""
        s, g = self.style, self.geometry
        size = g.cell_size()
        hexes = self.grid.kind == "hex"
        px = size * (0.16 if hexes else 0.22)
        scale = abs(painter.worldTransform().m11()) or 1.0
        if hexes and not s.printed and px * scale < 7:
            return
        painter.setFont(s.font(px, hexes is False))
        painter.setPen(s.ink)
        fm = painter.fontMetrics()
        for cell in self._cells_in(clip.adjusted(-size, -size, size, size) if clip is not None else None):
            r = g.cell_rect(cell)
            text = self.label_of(cell) if self.label_of is not None else self.grid.label(cell)
            if hexes:
                # A one-line label, centred at the top of the hex (a static text: fast to repeat).
                static = self._labels.get(text)
                if static is None:
                    static = self._labels[text] = QStaticText(text)
                    static.prepare(painter.transform(), painter.font())
                x = r.center().x() - fm.horizontalAdvance(text) / 2
                painter.drawStaticText(QPointF(x, r.top() + r.height() * 0.06), static)
            else:
                band = self._label_band(cell)
                # A location's name sits on a patch of the table, readable over a connection.
                used = painter.fontMetrics().boundingRect(band.toRect(), int(Align.AlignHCenter | Align.AlignTop), text)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(s.node_fill if s.node_fill is not None else QColor("#ffffff"))
                painter.drawRoundedRect(QRectF(used).adjusted(-4, 0, 4, 0), 4, 4)
                painter.setPen(s.ink)
                painter.drawText(band, int(Align.AlignHCenter | Align.AlignTop), text)

    def _label_band(self, cell: Any) -> QRectF:
        """Where a location's name is written: under the node, clear of the ring a target
        outline draws around a stack."""
        g = self.geometry
        size, r = g.cell_size(), g.cell_rect(cell)
        top = max(r.bottom() + 2, g.centre(cell).y() + size * 0.7)
        return QRectF(r.center().x() - size, top, 2 * size, size * 0.35)

    def location_label_rect(self, cell: Any) -> QRectF:
        """The patch a location's name covers on the board (pieces placed beside a location keep
        clear of it)."""
        from PySide6.QtGui import QFontMetricsF

        text = self.label_of(cell) if self.label_of is not None else self.grid.label(cell)
        fm = QFontMetricsF(self.style.font(self.geometry.cell_size() * 0.22, True))
        used = fm.boundingRect(self._label_band(cell), int(Align.AlignHCenter | Align.AlignTop), text)
        return used.adjusted(-4, 0, 4, 0)

    # ---- zones the rules publish -----------------------------------------------------------
    def zone_path(self, shape: Any, clip: bool = True) -> QPainterPath:
        """A zone's shapely shape as a path, cut to the board (nothing is computed again)."""
        path = self.geometry.path(shape)
        if clip:
            board = QPainterPath()
            board.addRect(self.geometry.rect())
            path = path.intersected(board)
        return path

    def paint_zone(self, painter: QPainter, path: QPainterPath) -> None:
        s = self.style
        paint_zone(painter, path, s.zone_fill, s.zone_edge, s.zone_width)

    # ---- pieces: where and how large, the same on the screen and on paper ------------------
    def piece_size(self, stacked: bool = False) -> float:
        """The width of a lone piece (it leaves the cell's edge in view) or of a whole stack."""
        cell = self.geometry.cell_size()
        if self.grid.kind == "hex":
            return cell * (0.72 if stacked else 0.66)
        return cell * (0.9 if stacked else 0.86)

    def piece_centre(self, cell: Hashable) -> QPointF:
        """Where a cell's pieces stand: its centre; on hexes a little lower, clear of the label."""
        c = self.geometry.centre(cell)
        if self.grid.kind == "hex":
            c += QPointF(0, self.geometry.cell_size() * 0.11)
        return c


__all__ = ["PRINT", "SCREEN", "BoardPainter", "BoardStyle", "EdgeLabels",
           "print_font", "screen_font"]
