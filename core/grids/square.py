"""A grid of squares: columns and rows counted from 0 inside, labelled ``A1``.. at the edges.

Column 0 is ``A`` (the left edge seen from the side whose back row is row 0), row 0 is ``1``.
Facings are the four orthogonal directions; north is towards higher rows.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Any

from ..codec_marks import CELL

Square = Annotated[tuple[int, int], CELL]
"""A square ``(col, row)``; the annotation marks it as a board cell for the codec."""

NORTH, EAST, SOUTH, WEST = "N", "E", "S", "W"
FACINGS: tuple[str, ...] = (NORTH, EAST, SOUTH, WEST)
STEP: dict[str, Square] = {NORTH: (0, 1), EAST: (1, 0), SOUTH: (0, -1), WEST: (-1, 0)}
OPPOSITE: dict[str, str] = {NORTH: SOUTH, SOUTH: NORTH, EAST: WEST, WEST: EAST}
FACING_NAMES: dict[str, str] = {NORTH: "north", EAST: "east", SOUTH: "south", WEST: "west"}
ORTHOGONAL: tuple[Square, ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
KING_STEPS: tuple[Square, ...] = ORTHOGONAL + ((1, 1), (1, -1), (-1, -1), (-1, 1))


@dataclass(frozen=True, slots=True)
class SquareGrid:
    """A rectangular board of ``columns`` x ``rows`` squares (the grid protocol of
    :mod:`lionheart_core.grids.base`). Square ``(col, row)`` is the unit square
    ``[col, col+1] x [row, row+1]`` of the board plane, y growing with the row (north up).
    Distances count orthogonal steps."""

    columns: int
    rows: int

    kind = "square"
    y_down = False

    def contains(self, sq: Any) -> bool:
        return 0 <= sq[0] < self.columns and 0 <= sq[1] < self.rows

    def squares(self) -> Iterator[Square]:
        for row in range(self.rows):
            for col in range(self.columns):
                yield (col, row)

    def cells(self) -> Iterator[Square]:
        return self.squares()

    def distance(self, a: Square, b: Square) -> int:
        return abs(a[0] - b[0]) + abs(a[1] - b[1])

    def label(self, sq: Square) -> str:
        return label(sq)

    def parse(self, text: str) -> Square:
        return parse(text)

    def centre(self, sq: Square) -> tuple[float, float]:
        return (sq[0] + 0.5, sq[1] + 0.5)

    def polygon(self, sq: Square) -> Any:
        from shapely.geometry import box

        return box(sq[0], sq[1], sq[0] + 1, sq[1] + 1)

    def bounds(self) -> tuple[float, float, float, float]:
        return (0.0, 0.0, float(self.columns), float(self.rows))

    def neighbours(self, sq: Square, diagonal: bool = False) -> list[Square]:
        steps = KING_STEPS if diagonal else ORTHOGONAL
        return [s for s in ((sq[0] + dc, sq[1] + dr) for dc, dr in steps) if self.contains(s)]

    def ray(self, sq: Square, facing: str) -> Iterator[Square]:
        """Squares from ``sq`` (excluded) towards ``facing`` up to the edge."""
        dc, dr = STEP[facing]
        col, row = sq[0] + dc, sq[1] + dr
        while self.contains((col, row)):
            yield (col, row)
            col, row = col + dc, row + dr


def ahead(sq: Square, facing: str, n: int = 1) -> Square:
    """The square ``n`` steps ahead of ``sq`` towards ``facing`` (may be off the board)."""
    dc, dr = STEP[facing]
    return (sq[0] + dc * n, sq[1] + dr * n)


def facing_towards(src: Square, dst: Square) -> str | None:
    """The orthogonal facing that points from ``src`` straight at ``dst``, if there is one."""
    dc, dr = dst[0] - src[0], dst[1] - src[1]
    if dc == 0 and dr > 0:
        return NORTH
    if dc == 0 and dr < 0:
        return SOUTH
    if dr == 0 and dc > 0:
        return EAST
    if dr == 0 and dc < 0:
        return WEST
    return None


def is_adjacent(a: Square, b: Square, diagonal: bool = False) -> bool:
    dc, dr = abs(a[0] - b[0]), abs(a[1] - b[1])
    if diagonal:
        return max(dc, dr) == 1
    return dc + dr == 1


@lru_cache(maxsize=4096)
def label(sq: Square) -> str:
    """``(4, 0)`` -> ``"E1"``."""
    return f"{chr(ord('A') + sq[0])}{sq[1] + 1}"


def parse(text: str) -> Square:
    """``"E1"`` -> ``(4, 0)``; raises ``ValueError`` on anything else."""
    if not isinstance(text, str):
        raise ValueError(f"not a square label: {text!r}")
    text = text.strip().upper()
    if (len(text) < 2 or not text[0].isascii() or not text[0].isalpha() or not text[1:].isascii()
            or not text[1:].isdigit() or int(text[1:]) < 1):
        raise ValueError(f"not a square label: {text!r}")
    return (ord(text[0]) - ord("A"), int(text[1:]) - 1)
