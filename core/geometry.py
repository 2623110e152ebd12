"""Areas and lines on the boards, with shapely.

The rules ask these shapes which cells a zone covers, and the GUI draws the very same polygons,
so what a player sees highlighted is exactly what the rules use.

Every function takes a grid (:mod:`lionheart_core.grids.base`): square boards, hex fields and
maps, location graphs. Conventions: shapes are in the grid's board coordinates (a square
``(col, row)`` is the unit square ``[col, col+1] x [row, row+1]``, a hex has size 1). A cell belongs
to a zone when the zone covers the cell's centre point; edges and corners that merely touch a
zone do not count ("grazing" is out), which we decide here once for every ruleset.

A ruleset publishes the zones it uses as :class:`~lionheart_core.engine.Zone` values (shape and
cells); the scene and the printed sheet draw those shapes and never compute them again.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from shapely import prepare
from shapely.geometry import LineString, Point, Polygon, box
from shapely.ops import unary_union

from .grids.square import STEP, Square, SquareGrid

# Coordinates are snapped to this grid so that shapes built from the same cells compare equal.
PRECISION = 1e-9


def square_polygon(sq: Square) -> Polygon:
    col, row = sq
    return box(col, row, col + 1, row + 1)


def square_centre(sq: Square) -> tuple[float, float]:
    return (sq[0] + 0.5, sq[1] + 0.5)


@lru_cache(maxsize=2048)
def block_in_front(sq: Square, facing: str, width: int = 3, depth: int = 3) -> Polygon:
    """The block of ``width`` x ``depth`` squares directly in front of a square (the 1997 archers'
    nine squares): centred on the line of the facing, starting at the next square."""
    dc, dr = STEP[facing]
    half = width // 2
    # The two ends of the block along the facing line, in squares.
    if dc == 0:  # north or south
        cols = (sq[0] - half, sq[0] + half + 1)
        rows = (sq[1] + 1, sq[1] + 1 + depth) if dr > 0 else (sq[1] - depth, sq[1])
    else:
        rows = (sq[1] - half, sq[1] + half + 1)
        cols = (sq[0] + 1, sq[0] + 1 + depth) if dc > 0 else (sq[0] - depth, sq[0])
    return box(cols[0], rows[0], cols[1], rows[1])


def cells_covered(zone: Polygon, cells: Iterable[Square], grid: Any = None) -> frozenset:
    """The cells whose centre lies inside ``zone`` (boundary excluded); centres come from
    ``grid`` (squares when it is not given)."""
    prepare(zone)
    centre = grid.centre if grid is not None else square_centre
    return frozenset(c for c in cells if zone.contains(Point(*centre(c))))


def cells_in(grid: Any, zone: Polygon) -> frozenset:
    """Every cell of ``grid`` whose centre lies inside ``zone``."""
    return cells_covered(zone, grid.cells(), grid)


def cell_line_of_sight(grid: Any, a: Any, b: Any, blocking: Iterable[Any] = ()) -> bool:
    """Whether the line between the centres of cells ``a`` and ``b`` crosses the inside of no
    blocking cell (the two end cells never block). Terrain that blocks sight is a set of cells."""
    blockers = [grid.polygon(c) for c in blocking if c != a and c != b]
    return line_of_sight(grid.centre(a), grid.centre(b), blockers)


def farther_from_all(grid: Any, cell: Any, threats: Iterable[Any]) -> list:
    """The neighbours of ``cell`` that are farther from every one of ``threats`` than ``cell``
    is (panic retreats: "every hex farther from all visible enemies"). Empty when there is none."""
    threats = list(threats)
    here = {t: grid.distance(cell, t) for t in threats}
    return [n for n in grid.neighbours(cell) if all(grid.distance(n, t) > here[t] for t in threats)]


@lru_cache(maxsize=4096)
def zone_squares(grid: SquareGrid, sq: Square, facing: str, width: int = 3, depth: int = 3) -> frozenset[Square]:
    """The on-board squares of :func:`block_in_front` (cached: rules ask this in hot loops)."""
    zone = block_in_front(sq, facing, width, depth)
    minx, miny, maxx, maxy = (int(v) for v in zone.bounds)
    candidates = [
        (c, r) for c in range(minx, maxx) for r in range(miny, maxy) if grid.contains((c, r))
    ]
    return cells_covered(zone, candidates)


def wedge(centre: tuple[float, float], radius: float, start_deg: float, end_deg: float, steps: int = 32) -> Polygon:
    """A circular sector from ``start_deg`` to ``end_deg`` (counter-clockwise, 0 = east): firing
    arcs of the hex variant."""
    span = (end_deg - start_deg) % 360 or 360
    points = [centre]
    for i in range(steps + 1):
        a = math.radians(start_deg + span * i / steps)
        points.append((centre[0] + radius * math.cos(a), centre[1] + radius * math.sin(a)))
    return Polygon(points)


def line_of_sight(a: tuple[float, float], b: tuple[float, float], blockers: Iterable[Polygon]) -> bool:
    """True when the segment a-b crosses the interior of no blocker. A line that only grazes a
    blocker's edge or corner is not blocked (touching is allowed, crossing is not)."""
    line = LineString([a, b])
    for shape in blockers:
        if line.crosses(shape) or line.within(shape):
            inter = line.intersection(shape)
            if inter.length > PRECISION:
                return False
    return True


def union(shapes: Iterable[Polygon]) -> Polygon:
    return unary_union(list(shapes))


def polygon_rings(shape: Polygon) -> list[list[tuple[float, float]]]:
    """Exterior rings of a (multi)polygon as point lists, for drawing."""
    geoms = getattr(shape, "geoms", [shape])
    return [list(g.exterior.coords) for g in geoms if not g.is_empty]


def _disk(centre: tuple[float, float], radius: float, quad_segs: int) -> Polygon:
    """A polygon around the circle of ``radius`` (circumscribed: it covers the whole circle)."""
    n = 4 * quad_segs
    return Point(centre).buffer(max(radius, 0.0) / math.cos(math.pi / n), quad_segs=quad_segs)


def away_region(grid: Any, cell: Any, threats: Iterable[Any], strict: bool = True,
                margin: float = 0.01, quad_segs: int = 16,
                bounds: tuple[float, float, float, float] | None = None) -> Polygon:
    """The part of the board whose points are farther (``strict``) or no closer (not strict)
    from every one of ``threats`` than the centre of ``cell`` is, measured between centres in
    board coordinates (panic retreats of the hex variant: "farther from all visible enemies",
    "never closer"). A cell qualifies when its centre lies inside (:func:`cells_covered`).

    Distances between cell centres differ by far more than ``margin``, so the disks are drawn a
    margin larger (strict) or smaller (not strict) than the true distance, around their circles.
    ``bounds`` saves working out the grid's bounds again."""
    x0, y0, x1, y1 = bounds if bounds is not None else grid.bounds()
    region = box(x0 - 1, y0 - 1, x1 + 1, y1 + 1)
    here = grid.centre(cell)
    disks = []
    for t in threats:
        c = grid.centre(t)
        r = math.dist(here, c) + (margin if strict else -margin)
        if r > 0:
            disks.append(_disk(c, r, quad_segs))
    if disks:
        region = region.difference(unary_union(disks))
    return region
