"""The hex grid: coordinates, areas, lines, facing, pixels, offset labels and map numbers."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lionheart_core.grids import hex as hx
from lionheart_core.grids.hex import FLAT, POINTY, Hex, HexField, Layout

coord = st.integers(min_value=-60, max_value=60)
hexes = st.builds(Hex, coord, coord)
facings = st.integers(min_value=0, max_value=5)
offset_kinds = st.sampled_from(hx.OFFSET_KINDS)
layouts = st.builds(
    Layout,
    st.sampled_from([FLAT, POINTY]),
    st.tuples(
        st.floats(min_value=2, max_value=80) | st.floats(min_value=-80, max_value=-2),
        st.floats(min_value=2, max_value=80) | st.floats(min_value=-80, max_value=-2),
    ),
    st.tuples(st.floats(min_value=-500, max_value=500), st.floats(min_value=-500, max_value=500)),
)


# ---- the basic type ---------------------------------------------------------------------------


def test_cube_coordinates_add_up_to_zero_and_arithmetic():
    h = Hex(2, -5)
    assert h.s == 3 and sum(h.cube) == 0
    assert Hex.from_cube(2, -5, 3) == h
    with pytest.raises(ValueError):
        Hex.from_cube(1, 1, 1)
    assert Hex(1, 2) + Hex(3, -1) == Hex(4, 1)
    assert Hex(1, 2) - Hex(3, -1) == Hex(-2, 3)
    assert Hex(1, -2).scale(3) == Hex(3, -6) == 3 * Hex(1, -2) == Hex(1, -2) * 3
    assert -Hex(1, -2) == Hex(-1, 2)
    assert {Hex(0, 0), Hex(0, 0)} == {hx.ORIGIN}  # hashable value


def test_directions_and_diagonals():
    assert len(set(hx.DIRECTIONS)) == 6
    assert all(d.length() == 1 for d in hx.DIRECTIONS)
    assert all(d.length() == 2 for d in hx.DIAGONALS)
    # Each diagonal is the sum of the two directions it lies between.
    for i in range(6):
        assert hx.DIAGONALS[i] == hx.DIRECTIONS[i] + hx.DIRECTIONS[(i + 1) % 6]
    # Opposite directions cancel.
    for i in range(3):
        assert hx.DIRECTIONS[i] + hx.DIRECTIONS[i + 3] == hx.ORIGIN


def test_direction_names_match_the_pixels():
    """Direction 0 is straight up on a flat-topped layout, and numbers run clockwise."""
    for orientation in (FLAT, POINTY):
        layout = Layout(orientation, (10, 10))
        angles = []
        for i, name in enumerate(orientation.direction_names):
            x, y = layout.hex_to_pixel(hx.direction(i))
            compass = math.degrees(math.atan2(x, -y)) % 360  # 0 = up, 90 = right
            angles.append(compass)
            expected = {"N": 0, "NE": 30 if orientation is POINTY else 60, "E": 90,
                        "SE": 150 if orientation is POINTY else 120, "S": 180,
                        "SW": 210 if orientation is POINTY else 240, "W": 270,
                        "NW": 330 if orientation is POINTY else 300}[name]
            assert compass == pytest.approx(expected, abs=1e-6), (orientation.name, name)
        # Each direction is 60 degrees clockwise of the one before.
        assert all((angles[(i + 1) % 6] - angles[i]) % 360 == pytest.approx(60) for i in range(6))


# ---- metric and areas (properties) ------------------------------------------------------------


@given(hexes, hexes, hexes)
def test_distance_is_a_metric(a, b, c):
    assert a.distance(b) == b.distance(a) >= 0
    assert (a.distance(b) == 0) == (a == b)
    assert a.distance(c) <= a.distance(b) + b.distance(c)


@given(hexes)
def test_neighbours_are_at_distance_one(h):
    ns = h.neighbours()
    assert len(set(ns)) == 6
    assert all(h.distance(n) == 1 for n in ns)
    assert [h.neighbour(i) for i in range(6)] == ns
    assert all(hx.direction_to(h, h.neighbour(i)) == i for i in range(6))
    assert all(h.distance(h.diagonal(i)) == 2 for i in range(6))


@given(hexes, st.integers(min_value=0, max_value=12))
def test_ring_has_6n_hexes_all_at_distance_n(centre, n):
    r = hx.ring(centre, n)
    assert len(r) == len(set(r)) == max(1, 6 * n)
    assert all(centre.distance(h) == n for h in r)
    # Walking the ring, each hex touches the next (it is a closed loop).
    if n > 0:
        assert all(r[i].distance(r[(i + 1) % len(r)]) == 1 for i in range(len(r)))


@given(hexes, st.integers(min_value=0, max_value=8))
def test_spiral_and_range_hold_every_hex_within_radius(centre, n):
    sp = hx.spiral(centre, n)
    within = hx.hexes_within(centre, n)
    assert len(sp) == len(within) == 1 + 3 * n * (n + 1)
    assert set(sp) == set(within)
    assert sp[0] == centre
    assert [centre.distance(h) for h in sp] == sorted(centre.distance(h) for h in sp)
    assert all(centre.distance(h) <= n for h in within)


def test_ring_rejects_a_negative_radius():
    with pytest.raises(ValueError):
        hx.ring(hx.ORIGIN, -1)


@given(hexes, hexes)
def test_line_has_distance_plus_one_consecutive_neighbours(a, b):
    ln = hx.line(a, b)
    assert len(ln) == a.distance(b) + 1
    assert ln[0] == a and ln[-1] == b
    assert all(ln[i].distance(ln[i + 1]) == 1 for i in range(len(ln) - 1))


def test_line_along_a_hex_edge_picks_a_side_consistently():
    # From (0,0) to (2,-1) the line runs exactly along hexsides: without the nudge the middle
    # step would tie between (1,-1) and (1,0).
    ln = hx.line(Hex(0, 0), Hex(2, -1))
    assert ln[1] in (Hex(1, -1), Hex(1, 0))
    assert hx.line(Hex(0, 0), Hex(2, -1)) == ln  # deterministic


@given(hexes, st.integers(min_value=-12, max_value=12))
def test_rotation(h, steps):
    assert h.rotate_right(6) == h
    r = h
    for _ in range(6):
        r = r.rotate_right()
    assert r == h
    assert h.rotate_right(steps).rotate_left(steps) == h
    assert h.rotate_right(steps).length() == h.length()
    assert hx.direction(0).rotate_right(steps) == hx.direction(steps)


@given(hexes, hexes, st.integers(min_value=-6, max_value=6))
def test_rotation_about_a_centre_keeps_distances(h, centre, steps):
    turned = h.rotate_about(centre, steps)
    assert centre.distance(turned) == centre.distance(h)
    assert h.rotate_about(centre, 6) == h


@given(st.floats(-1000, 1000), st.floats(-1000, 1000))
def test_round_returns_the_nearest_hex(q, r):
    h = hx.hex_round(q, r)
    # The rounded hex is within half a hex of the point and no neighbour is closer.
    lay = Layout(POINTY, (1, 1))
    p = (math.sqrt(3) * q + math.sqrt(3) / 2 * r, 1.5 * r)
    d = math.dist(lay.hex_to_pixel(h), p)
    assert d <= 1.0 + 1e-9
    assert all(math.dist(lay.hex_to_pixel(n), p) >= d - 1e-9 for n in h.neighbours())


# ---- facing a hexside -------------------------------------------------------------------------


def test_sides_of_a_unit_facing_north():
    h = Hex(3, 3)
    facing = 0
    assert hx.ahead(h, facing) == Hex(3, 2)
    assert hx.ahead(h, facing, 3) == Hex(3, 0)
    assert hx.side_of(h, facing, Hex(3, 2)) == hx.AHEAD
    assert hx.side_of(h, facing, Hex(4, 2)) == hx.RIGHT_FRONT
    assert hx.side_of(h, facing, Hex(4, 3)) == hx.RIGHT_REAR
    assert hx.side_of(h, facing, Hex(3, 4)) == hx.BEHIND
    assert hx.side_of(h, facing, Hex(2, 4)) == hx.LEFT_REAR
    assert hx.side_of(h, facing, Hex(2, 3)) == hx.LEFT_FRONT
    assert hx.side_of(h, facing, Hex(3, 1)) is None  # not a neighbour
    assert [hx.side_name(s) for s in range(6)] == list(hx.SIDE_NAMES)
    assert [hx.aspect(s) for s in range(6)] == ["front", "flank", "flank", "rear", "flank", "flank"]


@given(hexes, facings, st.integers(min_value=0, max_value=5))
def test_sides_turn_with_the_unit(h, facing, side):
    other = hx.hex_on_side(h, facing, side)
    assert hx.side_of(h, facing, other) == side
    # Turning the unit right by one moves everything one side to its left.
    assert hx.side_of(h, hx.turn(facing, 1), other) == (side - 1) % 6
    assert hx.side_of(h, hx.about_face(facing), other) == (side + 3) % 6


def test_turning():
    assert hx.turn(5, 1) == 0 and hx.turn(0, -1) == 5
    assert hx.about_face(1) == 4
    assert hx.turns_between(0, 3) == 3
    assert hx.turns_between(0, 5) == 1
    assert hx.turns_between(2, 2) == 0


@given(hexes, facings, st.integers(min_value=1, max_value=10))
def test_facing_towards_a_hex_straight_ahead(h, facing, n):
    assert hx.facing_towards(h, hx.ahead(h, facing, n)) == facing


def test_facing_towards_off_line_and_same_hex():
    assert hx.facing_towards(Hex(0, 0), Hex(0, 0)) is None
    # (1,-3) is mostly north, a little east: facing 0 (north) on a flat-topped layout.
    assert hx.facing_towards(Hex(0, 0), Hex(1, -3)) == 0


# ---- pixels -----------------------------------------------------------------------------------


@given(layouts, hexes)
def test_pixel_of_a_hex_centre_returns_the_hex(layout, h):
    assert layout.pixel_to_hex(layout.hex_to_pixel(h)) == h


@given(layouts, hexes, st.floats(0, 0.85), st.floats(0, 2 * math.pi))
def test_points_inside_a_hex_belong_to_it(layout, h, frac, angle):
    # The inscribed circle's radius is sqrt(3)/2 of the corner radius.
    cx, cy = layout.hex_to_pixel(h)
    rx, ry = abs(layout.size[0]), abs(layout.size[1])
    p = (cx + frac * math.sqrt(3) / 2 * rx * math.cos(angle),
         cy + frac * math.sqrt(3) / 2 * ry * math.sin(angle))
    assert layout.pixel_to_hex(p) == h


def test_corners_make_the_hex_polygon():
    for orientation in (FLAT, POINTY):
        layout = Layout(orientation, (10, 10), (100, 50))
        h = Hex(2, -1)
        corners = layout.corners(h)
        centre = layout.hex_to_pixel(h)
        assert len(corners) == 6
        assert all(math.dist(c, centre) == pytest.approx(10) for c in corners)
        poly = layout.polygon(h)
        assert poly.is_valid and poly.area == pytest.approx(3 * math.sqrt(3) / 2 * 100)
        # Neighbouring polygons share exactly one edge and do not overlap.
        other = layout.polygon(h.neighbour(1))
        assert poly.intersection(other).area == pytest.approx(0, abs=1e-6)
        shared = [c for c in layout.corners(h.neighbour(1))
                  if any(math.dist(c, d) < 1e-9 for d in corners)]
        assert len(shared) == 2
    flat = Layout(FLAT, (10, 10))
    ys = [y for _, y in flat.corners(hx.ORIGIN)]
    # Flat-topped: two corners at the top share the same height.
    assert sorted(ys)[0] == pytest.approx(sorted(ys)[1])


@given(layouts, hexes, facings)
def test_hexside_is_the_shared_edge(layout, h, d):
    a, b = layout.hexside(h, d)
    other = layout.corners(h.neighbour(d))
    assert any(math.dist(a, c) < 1e-6 for c in other)
    assert any(math.dist(b, c) < 1e-6 for c in other)


# ---- offset labels and map numbers ------------------------------------------------------------


@given(hexes, offset_kinds)
def test_offset_round_trip(h, kind):
    col, row = hx.to_offset(h, kind)
    assert hx.from_offset(col, row, kind) == h


def test_offset_layouts_shove_the_right_columns():
    # odd-q: an odd column sits half a hex lower, so its "same row" neighbour is up-right.
    assert hx.to_offset(Hex(1, 0), "odd-q") == (1, 0)
    assert hx.from_offset(1, 0, "odd-q").neighbour(5) == hx.from_offset(0, 0, "odd-q")
    # even-q: an odd column sits half a hex higher, so its "same row" neighbour is down-left.
    assert hx.from_offset(1, 0, "even-q").neighbour(4) == hx.from_offset(0, 0, "even-q")
    assert hx.from_offset(0, 1, "odd-r") == Hex(0, 1)
    assert hx.from_offset(0, 1, "even-r") == Hex(-1, 1)
    with pytest.raises(ValueError):
        hx.to_offset(Hex(0, 0), "odd-z")
    with pytest.raises(ValueError):
        hx.from_offset(0, 0, "odd-z")


@given(st.integers(0, 99), st.integers(0, 99))
def test_map_number_round_trip(cc, rr):
    text = f"{cc:02d}{rr:02d}"
    h = hx.from_map_number(text)
    assert hx.map_number(h) == text
    assert hx.from_map_number(int(text)) == h


def test_map_numbers_follow_the_campaign_rules():
    """The rulebook's neighbours: 1322 touches 1222 and 1421; 1330 touches 1331; 0101 is the
    top-left hex; even map columns sit half a hex lower."""
    n = hx.from_map_number
    assert n("0101") == hx.ORIGIN
    assert n("1322").distance(n("1222")) == 1
    assert n("1322").distance(n("1421")) == 1
    assert n("1330").distance(n("1331")) == 1
    # Odd map column c touches rows r-1 and r of columns c-1 and c+1 ...
    odd = n("1710")
    assert {hx.map_number(x) for x in odd.neighbours()} == {
        "1709", "1711", "1609", "1610", "1809", "1810"}
    # ... and even map column c touches rows r and r+1.
    even = n("1810")
    assert {hx.map_number(x) for x in even.neighbours()} == {
        "1809", "1811", "1710", "1711", "1910", "1911"}
    # Drawn flat-topped, 1810 sits half a hex lower than 1710.
    lay = Layout(FLAT, (10, 10))
    assert lay.hex_to_pixel(n("1810"))[1] - lay.hex_to_pixel(n("1710"))[1] == pytest.approx(
        10 * math.sqrt(3) / 2)


@pytest.mark.parametrize(
    "bad", ["", "101", "01010", "ab12", "12 3", "١٢٣٤", None, 3.5, 10000, -1])
def test_bad_map_numbers_are_refused(bad):
    with pytest.raises(ValueError):
        hx.from_map_number(bad)


def test_hexes_without_a_map_number():
    with pytest.raises(ValueError):
        hx.map_number(hx.from_offset(120, 0, "odd-q"))
    with pytest.raises(ValueError):
        hx.map_number(hx.from_offset(0, -5, "odd-q"))


# ---- a bounded field --------------------------------------------------------------------------


def test_field_of_the_campaign_map_size():
    field = HexField(32, 34)
    cells = list(field.hexes())
    assert len(cells) == len(set(cells)) == 32 * 34
    assert all(field.contains(h) for h in cells)
    assert not field.contains(hx.from_offset(32, 0, "odd-q"))
    corner = hx.ORIGIN
    assert len(field.neighbours(corner)) == 2  # top-left corner of an odd-q field
    assert len(field.neighbours(hx.from_map_number("1710"))) == 6


# ---- hexsides ---------------------------------------------------------------------------------


def test_hexsides_of_the_campaign_errata():
    bridge = hx.Hexside.from_map_numbers("1322/1222")
    assert bridge == hx.Hexside.from_map_numbers("1222/1322")
    assert bridge.map_numbers() == "1222/1322"
    assert hx.Hexside.from_map_numbers("1331/1330").map_numbers() == "1330/1331"
    assert bridge.crossed_by(hx.from_map_number("1322"), hx.from_map_number("1222"))
    assert not bridge.crossed_by(hx.from_map_number("1322"), hx.from_map_number("1421"))
    with pytest.raises(ValueError):
        hx.Hexside.from_map_numbers("1222/1422")  # not neighbours
    with pytest.raises(ValueError):
        hx.Hexside.from_map_numbers("1222")


@given(hexes, facings)
def test_a_hexside_is_the_same_from_both_sides(h, d):
    side = hx.Hexside.of(h, d)
    assert side == hx.Hexside.of(h.neighbour(d), (d + 3) % 6)
    assert hash(side) == hash(hx.Hexside(h.neighbour(d), h))
    assert len({hx.Hexside.of(h, i) for i in range(6)}) == 6


def test_bounds_of_a_field():
    lay = Layout(FLAT, (10, 10), (10, 5 * math.sqrt(3)))
    minx, miny, maxx, maxy = lay.bounds(HexField(3, 2).hexes())
    # Hex (0,0) touches the top-left; 3 flat columns are 2 * 1.5 + 2 sizes wide; odd-q column 1
    # hangs half a hex lower, so 2 rows are 2.5 hex heights tall.
    assert (minx, miny) == (pytest.approx(0), pytest.approx(0))
    assert maxx == pytest.approx(50)
    assert maxy == pytest.approx(2.5 * 10 * math.sqrt(3))
    with pytest.raises(ValueError):
        lay.bounds([])
