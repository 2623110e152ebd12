"""core/geometry.py: the archers' block, zones clipped at the edges, grazing, wedges and sight."""

from __future__ import annotations

import math

import pytest
from shapely.geometry import Point, box

from lionheart_core import geometry as geo
from lionheart_core.grids.square import FACINGS, STEP, SquareGrid, ahead

BOARD = SquareGrid(9, 10)
BIG = SquareGrid(30, 30)


def expected_block(sq, facing, width=3, depth=3):
    """The block in front by counting squares: ``depth`` ranks ahead, ``width`` files wide."""
    dc, dr = STEP[facing]
    side = (dr, dc)  # a step across the facing line
    out = set()
    for d in range(1, depth + 1):
        centre = ahead(sq, facing, d)
        for k in range(-(width // 2), width // 2 + 1):
            out.add((centre[0] + side[0] * k, centre[1] + side[1] * k))
    return out


@pytest.mark.parametrize("facing", FACINGS)
def test_block_in_front_is_the_3x3_block_ahead(facing):
    sq = (12, 12)
    zone = geo.block_in_front(sq, facing)
    assert zone.area == pytest.approx(9)
    got = geo.zone_squares(BIG, sq, facing)
    assert got == expected_block(sq, facing)
    assert sq not in got
    # The nearest rank is the one touching the archers' square.
    assert ahead(sq, facing) in got and ahead(sq, facing, 4) not in got


@pytest.mark.parametrize("facing", FACINGS)
def test_block_in_front_other_sizes(facing):
    sq = (12, 12)
    assert geo.zone_squares(BIG, sq, facing, 5, 2) == expected_block(sq, facing, 5, 2)
    assert geo.block_in_front(sq, facing, 5, 2).area == pytest.approx(10)


def test_zone_is_clipped_at_the_board_edges():
    # A unit on A9 facing north: only A10 and B10 are on the board.
    assert geo.zone_squares(BOARD, (0, 8), "N") == {(0, 9), (1, 9)}
    # On E1 facing south, nothing is left.
    assert geo.zone_squares(BOARD, (4, 0), "S") == frozenset()
    # In a corner facing along the edge.
    assert geo.zone_squares(BOARD, (0, 0), "E") == {(c, r) for c in (1, 2, 3) for r in (0, 1)}
    # In the middle of the board, all nine.
    assert len(geo.zone_squares(BOARD, (4, 4), "N")) == 9
    assert all(BOARD.contains(s) for f in FACINGS for s in geo.zone_squares(BOARD, (8, 9), f))


def test_grazing_cells_are_not_covered():
    cells = list(BIG.squares())
    # A zone that is exactly one square only covers that square, not the eight it touches.
    assert geo.cells_covered(geo.square_polygon((5, 5)), cells) == {(5, 5)}
    # A zone whose edge runs through two centres covers neither of them.
    half = box(5.5, 5, 6.5, 6)
    assert geo.cells_covered(half, cells) == frozenset()
    # A zone that covers a centre by a hair covers that square.
    assert geo.cells_covered(box(5.49, 5.49, 5.51, 5.51), cells) == {(5, 5)}


def test_square_shapes():
    assert geo.square_centre((2, 3)) == (2.5, 3.5)
    assert geo.square_polygon((2, 3)).bounds == (2, 3, 3, 4)


def point_at(angle_deg, r=5.0, centre=(0.0, 0.0)):
    a = math.radians(angle_deg)
    return Point(centre[0] + r * math.cos(a), centre[1] + r * math.sin(a))


def test_wedge_angles():
    quarter = geo.wedge((0, 0), 10, 0, 90)
    assert quarter.is_valid
    assert quarter.area == pytest.approx(math.pi * 100 / 4, rel=0.01)
    assert quarter.contains(point_at(45))
    assert quarter.contains(point_at(5)) and quarter.contains(point_at(85))
    assert not quarter.contains(point_at(95)) and not quarter.contains(point_at(-5))
    assert not quarter.contains(point_at(45, r=11))


def test_wedge_across_east_and_full_circle():
    across = geo.wedge((2, 3), 4, 330, 30)  # 60 degrees spanning 0
    assert across.area == pytest.approx(math.pi * 16 / 6, rel=0.01)
    assert across.contains(point_at(0, 3, (2, 3)))
    assert across.contains(point_at(-25, 3, (2, 3)))
    assert not across.contains(point_at(40, 3, (2, 3)))
    assert not across.contains(point_at(180, 3, (2, 3)))
    full = geo.wedge((0, 0), 1, 90, 90)  # equal ends: the whole circle
    assert full.area == pytest.approx(math.pi, rel=0.01)


BLOCK = box(1, 1, 2, 2)


def test_line_of_sight_blocked_by_crossing():
    assert not geo.line_of_sight((0, 0), (3, 3), [BLOCK])
    assert not geo.line_of_sight((0, 1.5), (3, 1.5), [BLOCK])
    # A line that ends inside, or runs wholly inside, is blocked too.
    assert not geo.line_of_sight((0, 1.5), (1.5, 1.5), [BLOCK])
    assert not geo.line_of_sight((1.2, 1.2), (1.8, 1.8), [BLOCK])


def test_line_of_sight_not_blocked_by_grazing():
    # Through the corner only.
    assert geo.line_of_sight((0, 2), (2, 0), [BLOCK])
    # Along an edge.
    assert geo.line_of_sight((0, 1), (3, 1), [BLOCK])
    # Clear of it altogether, and with no blockers.
    assert geo.line_of_sight((0, 0), (3, 0.5), [BLOCK])
    assert geo.line_of_sight((0, 0), (9, 9), [])


def test_line_of_sight_between_square_centres():
    # Two squares apart on a file with a unit between: blocked; a diagonal past a corner: clear.
    between = geo.square_polygon((4, 5))
    assert not geo.line_of_sight(geo.square_centre((4, 4)), geo.square_centre((4, 6)), [between])
    # From E5 to F6 the line passes exactly through the shared corner of F5 and E6.
    beside = [geo.square_polygon((5, 4)), geo.square_polygon((4, 5))]
    assert geo.line_of_sight(geo.square_centre((4, 4)), geo.square_centre((5, 5)), beside)


def test_union_and_rings():
    shape = geo.union([geo.square_polygon((0, 0)), geo.square_polygon((1, 0))])
    assert shape.area == pytest.approx(2)
    rings = geo.polygon_rings(shape)
    assert len(rings) == 1 and len(rings[0]) >= 5
    apart = geo.union([geo.square_polygon((0, 0)), geo.square_polygon((5, 5))])
    assert len(geo.polygon_rings(apart)) == 2
