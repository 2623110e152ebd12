"""From a grid's board plane to a picture's plane: one mapping for the scene and the sheet.

A grid (:mod:`lionheart_core.grids`) gives every cell a polygon in its own board coordinates
(a square is 1 x 1, a hex has size 1, a location has its outline); ``grid.y_down`` says which
way y grows there. :class:`BoardGeometry` scales that plane to ``unit`` picture units per board
unit, puts north up, and can turn the picture round (a sheet seen from the other side of the
table). The board scene, the printed sheet and the position editor all map cells and zones
through it, so a zone the rules publish is drawn exactly once, as given.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF


class BoardGeometry:
    """Board coordinates of ``grid`` <-> picture coordinates (origin at the board's top left)."""

    def __init__(self, grid: Any, unit: float = 100.0, turned: bool = False) -> None:
        self.grid = grid
        self.unit = float(unit)
        self.turned = turned
        x0, y0, x1, y1 = grid.bounds()
        self._x0, self._y0, self._x1, self._y1 = x0, y0, x1, y1
        self.width = (x1 - x0) * self.unit
        self.height = (y1 - y0) * self.unit
        self._y_down = bool(getattr(grid, "y_down", True))
        self._paths: dict[Hashable, QPainterPath] = {}
        self._centres: dict[Hashable, QPointF] = {}
        self._polygons: dict[Hashable, QPolygonF] = {}
        self._rects: dict[Hashable, QRectF] = {}
        self._sides: dict[Hashable, list[QLineF]] | None = None

    # ---- points --------------------------------------------------------------------------
    def point(self, x: float, y: float) -> QPointF:
        """A board point in picture coordinates."""
        px = (x - self._x0) * self.unit
        py = (y - self._y0) * self.unit if self._y_down else (self._y1 - y) * self.unit
        if self.turned:
            px, py = self.width - px, self.height - py
        return QPointF(px, py)

    def board_point(self, p: QPointF) -> tuple[float, float]:
        """A picture point back in board coordinates."""
        px, py = p.x(), p.y()
        if self.turned:
            px, py = self.width - px, self.height - py
        x = px / self.unit + self._x0
        y = py / self.unit + self._y0 if self._y_down else self._y1 - py / self.unit
        return (x, y)

    def rect(self) -> QRectF:
        """The board's bounding rectangle in picture coordinates."""
        return QRectF(0, 0, self.width, self.height)

    # ---- shapes --------------------------------------------------------------------------
    def polygon(self, shape: Any) -> QPolygonF:
        """The exterior ring of a shapely polygon as a QPolygonF."""
        return QPolygonF([self.point(x, y) for x, y in shape.exterior.coords])

    def path(self, shape: Any) -> QPainterPath:
        """Any shapely geometry (polygons with holes, multi-polygons, lines, points) as a path."""
        path = QPainterPath()
        # Winding fill with the rings oriented (outer one way, holes the other): a union of cells
        # may come back with an outline that touches itself, which an odd-even fill would hollow.
        path.setFillRule(Qt.FillRule.WindingFill)
        self._add(path, shape)
        return path

    def _add(self, path: QPainterPath, shape: Any) -> None:
        kind = shape.geom_type
        if kind == "Polygon":
            if shape.is_empty:
                return
            from shapely.geometry.polygon import orient

            shape = orient(shape, 1.0)
            path.addPolygon(self.polygon(shape))
            path.closeSubpath()
            for ring in shape.interiors:
                path.addPolygon(QPolygonF([self.point(x, y) for x, y in ring.coords]))
                path.closeSubpath()
        elif kind in ("LineString", "LinearRing"):
            coords = list(shape.coords)
            if coords:
                path.moveTo(self.point(*coords[0]))
                for x, y in coords[1:]:
                    path.lineTo(self.point(x, y))
        elif kind == "Point":
            path.addEllipse(self.point(shape.x, shape.y), self.unit * 0.08, self.unit * 0.08)
        elif hasattr(shape, "geoms"):
            for part in shape.geoms:
                self._add(path, part)

    # ---- cells ---------------------------------------------------------------------------
    def cell_path(self, cell: Hashable) -> QPainterPath:
        """The outline of a cell (cached: the grid never changes)."""
        path = self._paths.get(cell)
        if path is None:
            path = self.path(self.grid.polygon(cell))
            self._paths[cell] = path
        return path

    def cell_polygon(self, cell: Hashable) -> QPolygonF:
        """The outline of a cell as a polygon (cached; faster to fill and stroke than a path)."""
        poly = self._polygons.get(cell)
        if poly is None:
            shape = self.grid.polygon(cell)
            poly = self.polygon(shape) if shape.geom_type == "Polygon" else self.cell_path(cell).toFillPolygon()
            self._polygons[cell] = poly
        return poly

    def cell_sides(self, cell: Hashable) -> list[QLineF]:
        """The edges of ``cell`` that no earlier cell (in grid order) has drawn: every side of
        the grid once, for grid lines drawn in one batch."""
        if self._sides is None:
            seen: set = set()
            self._sides = {}
            for c in self.grid.cells():
                poly = self.cell_polygon(c)
                pts = [poly[i] for i in range(poly.size())]
                if len(pts) > 1 and pts[0] == pts[-1]:
                    pts = pts[:-1]
                own = []
                for a, b in zip(pts, pts[1:] + pts[:1], strict=True):
                    key = tuple(sorted(((round(a.x(), 3), round(a.y(), 3)), (round(b.x(), 3), round(b.y(), 3)))))
                    if key not in seen:
                        seen.add(key)
                        own.append(QLineF(a, b))
                self._sides[c] = own
        return self._sides.get(cell, [])

    def cell_rect(self, cell: Hashable) -> QRectF:
        r = self._rects.get(cell)
        if r is None:
            r = self._rects[cell] = self.cell_path(cell).boundingRect()
        return QRectF(r)

    def centre(self, cell: Hashable) -> QPointF:
        c = self._centres.get(cell)
        if c is None:
            c = self.point(*self.grid.centre(cell))
            self._centres[cell] = c
        return QPointF(c)

    def cell_size(self) -> float:
        """A typical cell's width across, in picture units (pieces are sized from it); worked
        out once (a grid's cells are listed sorted: a thousand-hex map took 11 ms a call)."""
        size = self.__dict__.get("_cell_size")
        if size is None:
            size = self.unit
            for cell in self.grid.cells():
                r = self.cell_rect(cell)
                size = min(r.width(), r.height())
                break
            self._cell_size = size
        return size

    def cell_at(self, pos: QPointF) -> Hashable | None:
        """The cell under a picture point, or None off every cell."""
        if not self.rect().adjusted(-1, -1, 1, 1).contains(pos):
            return None
        x, y = self.board_point(pos)
        kind = getattr(self.grid, "kind", "")
        if kind == "square":
            cell = (math.floor(x), math.floor(y))
            return cell if self.grid.contains(cell) else None
        if kind == "hex":
            from lionheart_core.grids.hex import HEX_LAYOUT

            cell = HEX_LAYOUT.pixel_to_hex((x, y))
            return cell if self.grid.contains(cell) else None
        for cell in self.grid.cells():
            if self.cell_path(cell).contains(pos):
                return cell
        return None


__all__ = ["BoardGeometry"]
