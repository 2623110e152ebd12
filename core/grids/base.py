"""The grid protocol every board keeps: square boards, hex fields and maps, location graphs.

The codec writes cells by their labels, the position notation uses them, geometry asks a grid
for its cells' shapes and centres, and the app's generic board scene and the printed sheets draw
a grid's cell polygons. A cell is any hashable value the grid understands: ``(col, row)`` on a
square board, a :class:`~lionheart_core.grids.hex.Hex`, a location id on a graph.

Board coordinates are the grid's own plane (a square is 1 x 1, a hex has size 1); ``y_down``
says which way y grows there, so a scene can draw it with north up.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any, Protocol, runtime_checkable

Cell = Hashable
Point = tuple[float, float]


@runtime_checkable
class Grid(Protocol):
    """What every grid offers."""

    kind: str  # "square", "hex" or "graph"
    y_down: bool

    def cells(self) -> Iterable[Any]:
        """Every cell, in a stable order."""
        ...

    def contains(self, cell: Any) -> bool: ...

    def neighbours(self, cell: Any) -> list[Any]:
        """The cells one step away (inside the grid)."""
        ...

    def distance(self, a: Any, b: Any) -> int:
        """Steps between two cells."""
        ...

    def label(self, cell: Any) -> str:
        """The cell's printed name ("E2", "0304", "york")."""
        ...

    def parse(self, text: str) -> Any:
        """The cell of a label; ``ValueError`` if there is none."""
        ...

    def centre(self, cell: Any) -> Point: ...

    def polygon(self, cell: Any) -> Any:
        """The cell's outline as a shapely polygon in board coordinates."""
        ...

    def bounds(self) -> tuple[float, float, float, float]:
        """``(min x, min y, max x, max y)`` around every cell."""
        ...


def board_bounds(grid: Grid) -> tuple[float, float, float, float]:
    """Bounds of a grid from its cell polygons (for grids without a faster way)."""
    xs0, ys0, xs1, ys1 = [], [], [], []
    for c in grid.cells():
        x0, y0, x1, y1 = grid.polygon(c).bounds
        xs0.append(x0)
        ys0.append(y0)
        xs1.append(x1)
        ys1.append(y1)
    if not xs0:
        return (0.0, 0.0, 0.0, 0.0)
    return (min(xs0), min(ys0), max(xs1), max(ys1))
