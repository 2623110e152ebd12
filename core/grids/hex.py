"""A grid of hexes for the hex variant's battlefield and the campaign map.

Inside, a hex is axial ``(q, r)`` with the third cube coordinate ``s = -q - r`` derived (the
scheme of Red Blob Games' hex guide); offset coordinates and the campaign's printed four-digit
``CCRR`` numbers exist only as labels at the edges and convert both ways.

Orientation conventions (one set for the whole program):

* Screen-like plane: x grows to the right and y grows *downwards*, as in Qt. Axial ``r`` grows
  downwards too. A board drawn with y upwards passes a negative y size to :class:`Layout`.
* Facings and directions are numbered 0..5 clockwise on screen. With flat-topped hexes (the hex
  variant and the campaign map) 0 is the north hexside: ``N, NE, SE, S, SW, NW``. With
  pointy-topped hexes the same numbers are ``NW, NE, E, SE, SW, W``.
* A unit faces a hexside; turning right adds 1, turning left subtracts 1, about face adds 3.
  Seen from the unit, its six hexsides are "ahead", "right front", "right rear", "behind",
  "left rear" and "left front": the first is its front, the last is its rear, the four others
  its flanks (the hex variant's diagram).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

# ---- the hex ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, order=True)
class Hex:
    """One hex in axial coordinates; ``s`` is the derived third cube coordinate."""

    q: int
    r: int

    # A board cell for the codec: written by its grid's label ("0304"), not as numbers.
    __lionheart_cell__ = True

    @property
    def s(self) -> int:
        return -self.q - self.r

    @classmethod
    def from_cube(cls, q: int, r: int, s: int) -> Hex:
        """The hex with cube coordinates ``(q, r, s)``; they must add up to zero."""
        if q + r + s != 0:
            raise ValueError(f"cube coordinates must add up to 0, not {q + r + s}")
        return cls(q, r)

    @property
    def cube(self) -> tuple[int, int, int]:
        return (self.q, self.r, -self.q - self.r)

    def __add__(self, other: Hex) -> Hex:
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def __neg__(self) -> Hex:
        return Hex(-self.q, -self.r)

    def scale(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)

    def __mul__(self, k: int) -> Hex:
        return self.scale(k)

    __rmul__ = __mul__

    def length(self) -> int:
        """Steps from the origin to this hex."""
        return (abs(self.q) + abs(self.r) + abs(self.q + self.r)) // 2

    def neighbour(self, direction: int) -> Hex:
        """The hex across hexside ``direction`` (0..5, taken modulo 6)."""
        dq, dr = _DIRECTIONS[direction % 6]
        return Hex(self.q + dq, self.r + dr)

    def neighbours(self) -> list[Hex]:
        """The six hexes around this one, in direction order 0..5."""
        return [Hex(self.q + dq, self.r + dr) for dq, dr in _DIRECTIONS]

    def diagonal(self, i: int) -> Hex:
        """The hex two steps away between directions ``i`` and ``i + 1`` (across a corner)."""
        dq, dr = _DIAGONALS[i % 6]
        return Hex(self.q + dq, self.r + dr)

    def distance(self, other: Hex) -> int:
        return (self - other).length()

    def rotate_right(self, steps: int = 1) -> Hex:
        """This hex turned 60 degrees clockwise ``steps`` times about the origin."""
        q, r = self.q, self.r
        for _ in range(steps % 6):
            q, r = -r, q + r
        return Hex(q, r)

    def rotate_left(self, steps: int = 1) -> Hex:
        """This hex turned 60 degrees counter-clockwise ``steps`` times about the origin."""
        return self.rotate_right(-steps)

    def rotate_about(self, centre: Hex, steps: int) -> Hex:
        """Turned clockwise about ``centre`` (negative ``steps`` turn counter-clockwise)."""
        return centre + (self - centre).rotate_right(steps)

    def __str__(self) -> str:
        return f"({self.q}, {self.r})"


ORIGIN = Hex(0, 0)

# Clockwise on a y-down screen, starting at the north hexside of a flat-topped hex.
_DIRECTIONS: tuple[tuple[int, int], ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
DIRECTIONS: tuple[Hex, ...] = tuple(Hex(q, r) for q, r in _DIRECTIONS)
# Diagonal i lies between directions i and i + 1.
_DIAGONALS: tuple[tuple[int, int], ...] = tuple(
    (_DIRECTIONS[i][0] + _DIRECTIONS[(i + 1) % 6][0],
     _DIRECTIONS[i][1] + _DIRECTIONS[(i + 1) % 6][1])
    for i in range(6)
)
DIAGONALS: tuple[Hex, ...] = tuple(Hex(q, r) for q, r in _DIAGONALS)

FLAT_DIRECTION_NAMES: tuple[str, ...] = ("N", "NE", "SE", "S", "SW", "NW")
POINTY_DIRECTION_NAMES: tuple[str, ...] = ("NW", "NE", "E", "SE", "SW", "W")


def direction(i: int) -> Hex:
    """The unit step across hexside ``i`` (taken modulo 6)."""
    return DIRECTIONS[i % 6]


def distance(a: Hex, b: Hex) -> int:
    """Steps between two hexes."""
    return a.distance(b)


def direction_to(a: Hex, b: Hex) -> int | None:
    """The hexside of ``a`` that ``b`` lies across, when they are neighbours; else None."""
    try:
        return _DIRECTIONS.index((b.q - a.q, b.r - a.r))
    except ValueError:
        return None


# ---- areas -----------------------------------------------------------------------------------


def ring(centre: Hex, radius: int) -> list[Hex]:
    """The hexes exactly ``radius`` steps from ``centre`` (6 * radius of them; radius 0 gives
    the centre), walking clockwise from the hex straight below-left of the centre."""
    if radius < 0:
        raise ValueError("a ring's radius cannot be negative")
    if radius == 0:
        return [centre]
    out = []
    h = centre + DIRECTIONS[4].scale(radius)
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            h = h.neighbour(side)
    return out


def spiral(centre: Hex, radius: int) -> list[Hex]:
    """Every hex within ``radius`` steps, ring by ring from the centre outwards."""
    out: list[Hex] = []
    for k in range(radius + 1):
        out.extend(ring(centre, k))
    return out


def hexes_within(centre: Hex, radius: int) -> list[Hex]:
    """Every hex within ``radius`` steps, 1 + 3 * radius * (radius + 1) of them, by column."""
    out = []
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            out.append(Hex(centre.q + dq, centre.r + dr))
    return out


# ---- fractional hexes, rounding and lines -----------------------------------------------------


def hex_round(q: float, r: float, s: float | None = None) -> Hex:
    """The hex that contains the fractional cube point ``(q, r, s)``."""
    if s is None:
        s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    # The coordinate that rounded furthest is the one to rebuild from the other two.
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))


def _lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


# Moves the line's ends a hair off the corners and edges where it would tie between two hexes,
# always the same way, so a line along a hex edge picks a side consistently.
_NUDGE = (1e-6, 2e-6, -3e-6)


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes a straight line from ``a`` to ``b`` passes, both ends included
    (``distance + 1`` hexes, each a neighbour of the one before)."""
    n = a.distance(b)
    aq, ar, as_ = a.q + _NUDGE[0], a.r + _NUDGE[1], a.s + _NUDGE[2]
    bq, br, bs = b.q + _NUDGE[0], b.r + _NUDGE[1], b.s + _NUDGE[2]
    if n == 0:
        return [a]
    return [
        hex_round(_lerp(aq, bq, i / n), _lerp(ar, br, i / n), _lerp(as_, bs, i / n))
        for i in range(n + 1)
    ]


# ---- facing a hexside ------------------------------------------------------------------------

AHEAD, RIGHT_FRONT, RIGHT_REAR, BEHIND, LEFT_REAR, LEFT_FRONT = range(6)
SIDE_NAMES: tuple[str, ...] = (
    "ahead", "right front", "right rear", "behind", "left rear", "left front",
)
Aspect = Literal["front", "flank", "rear"]


def turn(facing: int, steps: int) -> int:
    """The facing after turning ``steps`` hexsides (positive: right/clockwise)."""
    return (facing + steps) % 6


def about_face(facing: int) -> int:
    """The facing after turning the full three hexsides."""
    return (facing + 3) % 6


def turns_between(frm: int, to: int) -> int:
    """The fewest hexside turns from one facing to another (0..3)."""
    d = (to - frm) % 6
    return min(d, 6 - d)


def ahead(h: Hex, facing: int, n: int = 1) -> Hex:
    """The hex ``n`` steps straight ahead of ``h`` for a unit facing ``facing``."""
    return h + direction(facing).scale(n)


def hex_on_side(h: Hex, facing: int, side: int) -> Hex:
    """The neighbour of ``h`` on the unit's relative ``side`` (0 ahead .. 5 left front)."""
    return h.neighbour(facing + side)


def relative_side(facing: int, direction_index: int) -> int:
    """Which of the unit's sides (0 ahead, 1 right front, ... 5 left front) hexside
    ``direction_index`` is for a unit facing ``facing``."""
    return (direction_index - facing) % 6


def side_of(h: Hex, facing: int, other: Hex) -> int | None:
    """The relative side of ``h`` (facing ``facing``) that the neighbour ``other`` touches;
    None if ``other`` is not a neighbour."""
    d = direction_to(h, other)
    return None if d is None else relative_side(facing, d)


def side_name(side: int) -> str:
    """``0`` -> ``"ahead"``, ``1`` -> ``"right front"`` ... ``5`` -> ``"left front"``."""
    return SIDE_NAMES[side % 6]


def aspect(side: int) -> Aspect:
    """Front (ahead), rear (behind) or flank (the four others) of a relative side."""
    side %= 6
    if side == AHEAD:
        return "front"
    if side == BEHIND:
        return "rear"
    return "flank"


def facing_towards(a: Hex, b: Hex) -> int | None:
    """The facing from ``a`` whose line of hexes runs closest to ``b`` (None when ``a == b``).

    Ties (``b`` exactly along a corner) go to the lower-numbered of the two hexsides."""
    if a == b:
        return None
    d = b - a
    # Angles on the flat-topped plane; the facing numbering is the same for both layouts.
    x, y = _FLAT.f0 * d.q + _FLAT.f1 * d.r, _FLAT.f2 * d.q + _FLAT.f3 * d.r
    best, best_dot = 0, -math.inf
    for i, u in enumerate(DIRECTIONS):
        ux, uy = _FLAT.f0 * u.q + _FLAT.f1 * u.r, _FLAT.f2 * u.q + _FLAT.f3 * u.r
        dot = (x * ux + y * uy) / math.hypot(ux, uy)
        if dot > best_dot + 1e-9:
            best, best_dot = i, dot
    return best


# ---- pixels ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Orientation:
    """The 2x2 matrices between axial and pixel coordinates, and where the first corner is."""

    name: str
    f0: float
    f1: float
    f2: float
    f3: float
    b0: float
    b1: float
    b2: float
    b3: float
    start_angle: float  # in multiples of 60 degrees
    direction_names: tuple[str, ...]


_SQ3 = math.sqrt(3.0)
POINTY = Orientation(
    "pointy", _SQ3, _SQ3 / 2, 0.0, 1.5, _SQ3 / 3, -1.0 / 3, 0.0, 2.0 / 3, 0.5,
    POINTY_DIRECTION_NAMES,
)
FLAT = Orientation(
    "flat", 1.5, 0.0, _SQ3 / 2, _SQ3, 2.0 / 3, 0.0, -1.0 / 3, _SQ3 / 3, 0.0,
    FLAT_DIRECTION_NAMES,
)
_FLAT = FLAT

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Layout:
    """How hexes sit on a plane: orientation, size (centre to corner, x and y) and the pixel
    position of hex (0, 0)'s centre. A negative y size flips the picture for y-up planes."""

    orientation: Orientation
    size: Point = (1.0, 1.0)
    origin: Point = (0.0, 0.0)

    def hex_to_pixel(self, h: Hex) -> Point:
        """The centre of ``h``."""
        o = self.orientation
        x = (o.f0 * h.q + o.f1 * h.r) * self.size[0]
        y = (o.f2 * h.q + o.f3 * h.r) * self.size[1]
        return (x + self.origin[0], y + self.origin[1])

    def pixel_to_fractional(self, p: Point) -> tuple[float, float, float]:
        """The fractional cube coordinates of a point."""
        o = self.orientation
        px = (p[0] - self.origin[0]) / self.size[0]
        py = (p[1] - self.origin[1]) / self.size[1]
        q = o.b0 * px + o.b1 * py
        r = o.b2 * px + o.b3 * py
        return (q, r, -q - r)

    def pixel_to_hex(self, p: Point) -> Hex:
        """The hex that contains a point."""
        return hex_round(*self.pixel_to_fractional(p))

    def corner_offset(self, corner: int) -> Point:
        angle = 2.0 * math.pi * (self.orientation.start_angle + corner) / 6
        return (self.size[0] * math.cos(angle), self.size[1] * math.sin(angle))

    def corners(self, h: Hex) -> list[Point]:
        """The six corners of ``h`` in drawing order (for QPolygonF and shapely)."""
        cx, cy = self.hex_to_pixel(h)
        return [(cx + dx, cy + dy) for dx, dy in (self.corner_offset(i) for i in range(6))]

    def bounds(self, hexes: Iterable[Hex]) -> tuple[float, float, float, float]:
        """``(min x, min y, max x, max y)`` around the corners of ``hexes`` (a scene rect)."""
        xs, ys = [], []
        for h in hexes:
            for x, y in self.corners(h):
                xs.append(x)
                ys.append(y)
        if not xs:
            raise ValueError("no hexes to bound")
        return (min(xs), min(ys), max(xs), max(ys))

    def polygon(self, h: Hex):  # -> shapely Polygon; imported here so grids stay light
        """``h`` as a shapely polygon (cached: a campaign map's thousand hexes are asked for
        again by every board and sheet drawn; shapely geometries are immutable)."""
        return _polygon(self, h)

    def hexside(self, h: Hex, direction_index: int) -> tuple[Point, Point]:
        """The two corners of the hexside of ``h`` across which ``direction_index`` points."""
        corners = self.corners(h)
        mid = self.hex_to_pixel(h.neighbour(direction_index))
        centre = self.hex_to_pixel(h)
        target = ((mid[0] + centre[0]) / 2, (mid[1] + centre[1]) / 2)
        # The hexside's midpoint is halfway to the neighbour's centre: pick the corner pair
        # whose midpoint is nearest to it (works for either orientation and flipped sizes).
        best = min(
            range(6),
            key=lambda i: math.dist(
                ((corners[i][0] + corners[(i + 1) % 6][0]) / 2,
                 (corners[i][1] + corners[(i + 1) % 6][1]) / 2),
                target,
            ),
        )
        return corners[best], corners[(best + 1) % 6]


# ---- offset coordinates and map numbers ------------------------------------------------------

OffsetKind = Literal["odd-q", "even-q", "odd-r", "even-r"]
OFFSET_KINDS: tuple[str, ...] = ("odd-q", "even-q", "odd-r", "even-r")


def to_offset(h: Hex, kind: OffsetKind) -> tuple[int, int]:
    """``(column, row)`` of ``h`` in an offset layout. "-q" layouts are for flat-topped hexes
    (whole columns), "-r" for pointy-topped ones (whole rows); "odd" pushes the odd columns or
    rows half a hex down or right."""
    q, r = h.q, h.r
    if kind == "odd-q":
        return (q, r + (q - (q & 1)) // 2)
    if kind == "even-q":
        return (q, r + (q + (q & 1)) // 2)
    if kind == "odd-r":
        return (q + (r - (r & 1)) // 2, r)
    if kind == "even-r":
        return (q + (r + (r & 1)) // 2, r)
    raise ValueError(f"unknown offset layout {kind!r}")


def from_offset(col: int, row: int, kind: OffsetKind) -> Hex:
    """The hex at ``(column, row)`` of an offset layout (the inverse of :func:`to_offset`)."""
    if kind == "odd-q":
        return Hex(col, row - (col - (col & 1)) // 2)
    if kind == "even-q":
        return Hex(col, row - (col + (col & 1)) // 2)
    if kind == "odd-r":
        return Hex(col - (row - (row & 1)) // 2, row)
    if kind == "even-r":
        return Hex(col - (row + (row & 1)) // 2, row)
    raise ValueError(f"unknown offset layout {kind!r}")


# The campaign map numbers its flat-topped hexes CCRR from 0101 at the top left, with the even
# map columns half a hex lower: in 0-based columns that is the odd-q layout, and hex 0101 is the
# origin.
MAP_OFFSET: OffsetKind = "odd-q"


@lru_cache(maxsize=4096)
def map_number(h: Hex) -> str:
    """The printed four-digit number of a campaign-map hex: ``Hex(0, 0)`` -> ``"0101"``.

    Raises ``ValueError`` for a hex whose column or row number would not fit in two digits."""
    col, row = to_offset(h, MAP_OFFSET)
    cc, rr = col + 1, row + 1
    if not (0 <= cc <= 99 and 0 <= rr <= 99):
        raise ValueError(f"hex {h} has no four-digit map number")
    return f"{cc:02d}{rr:02d}"


def from_map_number(text: str | int) -> Hex:
    """``"1710"`` -> the hex of column 17, row 10. An int keeps its leading zeros implied
    (``101`` is ``"0101"``). Raises ``ValueError`` on anything but four digits."""
    if isinstance(text, int) and not isinstance(text, bool):
        if not 0 <= text <= 9999:
            raise ValueError(f"not a four-digit hex number: {text!r}")
        text = f"{text:04d}"
    if not isinstance(text, str):
        raise ValueError(f"not a four-digit hex number: {text!r}")
    text = text.strip()
    if len(text) != 4 or not text.isascii() or not text.isdigit():
        raise ValueError(f"not a four-digit hex number: {text!r}")
    return from_offset(int(text[:2]) - 1, int(text[2:]) - 1, MAP_OFFSET)


@lru_cache(maxsize=8192)
def _polygon(layout: Layout, h: Hex):
    from shapely.geometry import Polygon

    return Polygon(layout.corners(h))


@dataclass(frozen=True, slots=True)
class Hexside:
    """The edge between two neighbouring hexes, the same whichever side it is named from: where
    the campaign map's rivers and bridges run ("1222/1322")."""

    a: Hex
    b: Hex

    def __post_init__(self) -> None:
        if self.a.distance(self.b) != 1:
            raise ValueError(f"hexes {self.a} and {self.b} are not neighbours")
        if self.b < self.a:  # one canonical order, so equal edges compare and hash equal
            first, second = self.b, self.a
            object.__setattr__(self, "a", first)
            object.__setattr__(self, "b", second)

    @classmethod
    def of(cls, h: Hex, direction_index: int) -> Hexside:
        """The hexside of ``h`` across which ``direction_index`` points."""
        return cls(h, h.neighbour(direction_index))

    @classmethod
    def from_map_numbers(cls, text: str) -> Hexside:
        """``"1222/1322"`` -> the hexside between those two campaign-map hexes."""
        parts = text.split("/") if isinstance(text, str) else []
        if len(parts) != 2:
            raise ValueError(f"not a hexside like '1222/1322': {text!r}")
        return cls(from_map_number(parts[0]), from_map_number(parts[1]))

    def map_numbers(self) -> str:
        """``"1222/1322"``, the lower number first."""
        return "/".join(sorted((map_number(self.a), map_number(self.b))))

    def crossed_by(self, frm: Hex, to: Hex) -> bool:
        """True when a step from ``frm`` to ``to`` crosses this hexside (either way)."""
        return {frm, to} == {self.a, self.b}


# ---- a bounded field -------------------------------------------------------------------------


HEX_LAYOUT = Layout(FLAT, (1.0, 1.0), (0.0, 0.0))
"""The board plane of hex grids: flat-topped hexes of size 1 (centre to corner), y down."""


def offset_label(h: Hex, kind: OffsetKind = "odd-q") -> str:
    """``CCRR`` of a hex from 0101 at the top left (the campaign's map numbers for odd-q)."""
    col, row = to_offset(h, kind)
    if not (0 <= col + 1 <= 99 and 0 <= row + 1 <= 99):
        raise ValueError(f"hex {h} has no four-digit number")
    return f"{col + 1:02d}{row + 1:02d}"


def parse_offset_label(text: str, kind: OffsetKind = "odd-q") -> Hex:
    if not isinstance(text, str) or len(text.strip()) != 4 or not text.strip().isdigit():
        raise ValueError(f"not a four-digit hex number: {text!r}")
    text = text.strip()
    return from_offset(int(text[:2]) - 1, int(text[2:]) - 1, kind)


class _HexGridMixin:
    """The grid protocol's shared part for hex grids (label CCRR, polygons of size 1)."""

    kind = "hex"
    y_down = True
    offset: OffsetKind

    def distance(self, a: Hex, b: Hex) -> int:
        return a.distance(b)

    def label(self, h: Hex) -> str:
        return offset_label(h, self.offset)

    def parse(self, text: str) -> Hex:
        return parse_offset_label(text, self.offset)

    def centre(self, h: Hex) -> Point:
        return HEX_LAYOUT.hex_to_pixel(h)

    def polygon(self, h: Hex):  # -> shapely Polygon
        return HEX_LAYOUT.polygon(h)

    def bounds(self) -> tuple[float, float, float, float]:
        return HEX_LAYOUT.bounds(self.cells())  # type: ignore[attr-defined]


@dataclass(frozen=True, slots=True)
class HexField(_HexGridMixin):
    """A rectangle of ``columns`` x ``rows`` hexes in an offset layout (a battlefield), labelled
    ``CCRR`` from 0101 at the top left."""

    columns: int
    rows: int
    offset: OffsetKind = "odd-q"

    def contains(self, h: Hex) -> bool:
        col, row = to_offset(h, self.offset)
        return 0 <= col < self.columns and 0 <= row < self.rows

    def hexes(self) -> Iterator[Hex]:
        """Every hex of the field, row by row."""
        for row in range(self.rows):
            for col in range(self.columns):
                yield from_offset(col, row, self.offset)

    def cells(self) -> Iterator[Hex]:
        return self.hexes()

    def neighbours(self, h: Hex) -> list[Hex]:
        """The neighbours of ``h`` inside the field, in direction order."""
        return [n for n in h.neighbours() if self.contains(n)]


@dataclass(frozen=True)
class HexMap(_HexGridMixin):
    """A map of any set of hexes (the campaign map: land and sea, ragged edges), labelled by the
    printed four-digit numbers."""

    hexes: frozenset[Hex]
    offset: OffsetKind = MAP_OFFSET

    def contains(self, h: Hex) -> bool:
        return h in self.hexes

    def cells(self) -> list[Hex]:
        return sorted(self.hexes, key=lambda h: (to_offset(h, self.offset)[1], to_offset(h, self.offset)[0]))

    def neighbours(self, h: Hex) -> list[Hex]:
        return [n for n in h.neighbours() if n in self.hexes]
