"""The thin per-ruleset layer between a ruleset and the generic scenes: what stands where, and
what a click means as one of the ruleset's own legal actions. No rule is decided here.

A ruleset's GUI package subclasses :class:`BoardAdapter` (grid games) or :class:`TableAdapter`
(games without a grid: tracks and hands) and returns it from ``RulesetUI.board_adapter``.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtGui import QColor, QPainter

from ..items import palette
from ..items.counter import CounterLook
from ..items.hand import CardLook
from ..items.palette import NEUTRAL, SeatLook
from ..items.stand import StandLook
from ..items.track import TrackLook

# Action fields read as "the cell a piece comes from" and "the cell the click goes to", in the
# order they are tried. A ruleset whose actions name cells otherwise overrides action_view.
FROM_FIELDS = ("frm", "from_", "source", "src", "origin")
TO_FIELDS = ("to", "target", "dest", "destination", "cell", "square", "hex", "location", "at", "where")


@dataclass(frozen=True)
class PieceView:
    """One piece to draw: ``key`` stays the same while the piece moves (so it glides)."""

    key: Hashable
    cell: Hashable
    look: StandLook | CounterLook


@dataclass(frozen=True)
class ActionView:
    """Where an action shows on the board. ``frm`` None: one click on ``to`` does it.
    ``kind``: "move" (a soft fill with a dot), "target" (an outline), "place" (a fill), or
    "turn": an arrow on the edge of the selected piece pointing ``facing`` (degrees clockwise
    from up, see :func:`facing_degrees`; ``to`` is None)."""

    action: Any
    frm: Hashable | None
    to: Hashable | None
    kind: str = "move"
    facing: float | None = None


@dataclass(frozen=True)
class HandView:
    """The cards in the private hand area (only what the viewer's observation holds) and, for
    each card, the legal action playing it (None: not playable now)."""

    owner: str | None
    cards: Sequence[CardLook] = ()
    actions: Sequence[Any] = ()
    title: str = ""
    #: Cards picked together: each card's identity (``keys``, e.g. its type) and the legal
    #: actions that play a set of them (``selections``: (keys of the set, action, label)).
    #: Clicking cards picks them; the area's button plays the set when it is one of these.
    keys: Sequence[Any] = ()
    selections: Sequence[tuple[tuple[Any, ...], Any, str]] = ()
    hint: str = ""  # the button's words while the picked cards make no legal set


@dataclass(frozen=True)
class TableView:
    """What a table scene shows: tracks, the hand and free text lines."""

    tracks: Sequence[TrackLook] = ()
    hand: HandView | None = None
    lines: Sequence[str] = field(default_factory=tuple)


class BoardAdapter:
    """Defaults that serve any grid ruleset: no pieces known, actions placed by their cell
    fields, the seat looks of the ruleset's UI. ``state`` is the position the scene shows (the
    viewer's observation), set before the scene asks for pieces and action views."""

    def __init__(self, ui: Any = None) -> None:
        self.ui = ui
        self.state: Any = None

    def seat_look(self, player: str | None) -> SeatLook:
        return self.ui.seat_look(player) if self.ui is not None and player is not None else NEUTRAL

    # ---- the board -------------------------------------------------------------------------
    def unit(self, grid: Any) -> float:
        """Scene units per board unit: a square 100 wide, a hex 140 across (120 high)."""
        kind = getattr(grid, "kind", "")
        if kind == "square":
            return 100.0
        if kind == "hex":
            return 70.0
        x0, y0, x1, y1 = grid.bounds()
        return 1000.0 / max(1e-9, max(x1 - x0, y1 - y0))

    def cell_fill(self, cell: Hashable) -> QColor | None:
        """A cell's own colour (terrain), None for the style's default."""
        return None

    def decorate(self, painter: QPainter, board: Any, printed: bool = False) -> None:
        """Static marks on the board (royal shields, terrain symbols) through ``board``, a
        :class:`~lionheart_qt.boards.painter.BoardPainter`; drawn on the screen and on paper."""

    # ---- the state -------------------------------------------------------------------------
    def pieces(self, state: Any) -> list[PieceView]:
        """The pieces of a position (an observation: only what the viewer may see)."""
        return []

    def action_view(self, action: Any, grid: Any) -> ActionView | None:
        """Where ``action`` shows on the board, from its cell fields; None keeps it off the board
        (the decision panel still offers it)."""
        frm = _field(action, FROM_FIELDS, grid)
        to = _field(action, TO_FIELDS, grid, skip=frm)
        if to is None:
            return None
        return ActionView(action, frm, to, "move")

    def zone_colours(self, kind: str) -> tuple[QColor, QColor] | None:
        """(fill, edge) of a published zone of this kind; None leaves the zone undrawn (a ruleset
        may publish more zones than its board needs to show)."""
        return (QColor(palette.ZONE_FILL), QColor(palette.ZONE_EDGE))

    def choose(self, actions: list[ActionView]) -> Any:
        """Several actions for one click (the same target by two routes): the first, unless a
        ruleset knows better."""
        return actions[0].action if actions else None

    def view(self, ruleset: Any, state: Any, viewer: str | None, actions: list) -> TableView | None:
        """Tracks and the private hand shown under the board (a map game with cards); None for
        a board alone. As for the table scene, ``state`` is the viewer's observation."""
        return None


def facing_degrees(grid: Any, cell: Any, towards: Any) -> float:
    """The picture angle (degrees clockwise from up, as ``StandLook.facing`` takes it) of a piece
    on ``cell`` facing ``towards`` (a neighbouring cell): works on any grid, from the grid's
    own centres, so a hex facing ``i`` is ``facing_degrees(field, h, h.neighbour(i))``."""
    (x0, y0), (x1, y1) = grid.centre(cell), grid.centre(towards)
    dx, dy = x1 - x0, y1 - y0
    if not getattr(grid, "y_down", True):
        dy = -dy
    return math.degrees(math.atan2(dx, -dy)) % 360.0


def _field(action: Any, names: Sequence[str], grid: Any, skip: Any = None) -> Any:
    for name in names:
        value = getattr(action, name, None)
        if value is None or value is skip:
            continue
        try:
            if grid.contains(value):
                return value
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):
            continue
    return None


class TableAdapter:
    """Defaults for a ruleset without a grid: the turn summary, and the viewer's legal actions
    as cards in the hand area (each named by the rules' own ``describe``)."""

    def __init__(self, ui: Any = None) -> None:
        self.ui = ui

    def seat_look(self, player: str | None) -> SeatLook:
        return self.ui.seat_look(player) if self.ui is not None and player is not None else NEUTRAL

    def view(self, ruleset: Any, state: Any, viewer: str | None, actions: list) -> TableView:
        from lionheart_core.i18n import text

        lines = [text(ruleset.turn_summary(state))]
        cards = []
        for a in actions:
            try:
                name = text(ruleset.describe(state, a))
            except Exception:
                name = type(a).__name__
            cards.append(CardLook(name, colours=self.seat_look(viewer)))
        hand = HandView(viewer, tuple(cards), tuple(actions)) if viewer is not None else None
        return TableView((), hand, tuple(lines))


__all__ = ["ActionView", "BoardAdapter", "HandView", "PieceView", "TableAdapter", "TableView", "facing_degrees"]
