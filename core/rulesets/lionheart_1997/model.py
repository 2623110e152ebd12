"""Options, units, state and actions of Lionheart (1997)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import Field

from ...engine import BaseOptions, Result
from ...grids.square import FACING_NAMES, Square, label

GOLD, SILVER = "gold", "silver"
SIDES: tuple[str, str] = (GOLD, SILVER)


def other(side: str) -> str:
    return SILVER if side == GOLD else GOLD


class Options(BaseOptions):
    """Options of the 1997 game; the defaults are the basic game of the rulebook."""

    setup: Literal["basic", "customized"] = Field(
        "basic",
        description="Basic: the fixed setup with King, Knights, Archers and Infantry. "
        "Customized: each side builds its own army of 10 bases, extra forces included, "
        "and places it in secret in its back two rows.",
        json_schema_extra={"title_text": "Setup"},
    )
    massive_infantry: bool = Field(
        False,
        description="Massive Infantry (optional rule): up to 10 Infantry on a base; "
        "still never more than 4 dice.",
    )
    turn_limit: int | None = Field(
        None,
        ge=1,
        le=10000,
        description="Not in the rulebook: end the game as a draw after this many turns "
        "(empty: no limit). Useful for timed games and self-play.",
    )


@dataclass(frozen=True, slots=True)
class Unit:
    """One base on the board. ``square`` is None once the unit is eliminated."""

    uid: int
    owner: str
    kind: str
    figures: int
    square: Square | None
    facing: str

    @property
    def alive(self) -> bool:
        return self.square is not None


@dataclass(frozen=True, slots=True)
class State:
    opts: Options
    seed: int | None
    dice_pos: int
    phase: Literal["setup", "roll", "play", "over"]
    units: tuple[Unit, ...]
    # Sides that confirmed their secret setup.
    setup_done: tuple[str, ...] = ()
    # Sides whose units observe() removed (only in an observation during secret setup).
    hidden: tuple[str, ...] = ()
    player: str = GOLD
    actions_left: int = 2
    attacked: frozenset[int] = frozenset()
    # An enemy Mercenary unit the King just moved to face: his next action may bribe it.
    bribe_target: int | None = None
    turn: int = 1
    outcome: Result | None = None
    # Facts worked out once per state and reused (who stands where): not part of the position,
    # never compared or saved; dataclasses.replace() starts a new state with an empty one.
    memo: dict = field(default_factory=dict, init=False, compare=False, repr=False)

    def occupied(self) -> dict:
        """``{square: unit}`` of the units on the board (computed once per state)."""
        occ = self.memo.get("occ")
        if occ is None:
            occ = self.memo["occ"] = {u.square: u for u in self.units if u.square is not None}
        return occ


# ---- actions -----------------------------------------------------------------------------
# Units are named by the square they stand on, as a player points at them.


@dataclass(frozen=True, slots=True)
class RollOff:
    """Both sides roll the four combat dice; most battle-axes moves first (ties roll again)."""

    player: str

    def __str__(self) -> str:
        return f"{self.player}: roll for the first turn"


@dataclass(frozen=True, slots=True)
class Place:
    """Secret setup: put a new base of ``figures`` ``kind`` on ``square``."""

    player: str
    kind: str
    figures: int
    square: Square

    def __str__(self) -> str:
        return f"{self.player}: place {self.kind} ({self.figures}) on {label(self.square)}"


@dataclass(frozen=True, slots=True)
class Relocate:
    """Secret setup: move an already placed base to another square."""

    player: str
    frm: Square
    to: Square

    def __str__(self) -> str:
        return f"{self.player}: move the base on {label(self.frm)} to {label(self.to)}"


@dataclass(frozen=True, slots=True)
class Remove:
    """Secret setup: take a placed base back into the box."""

    player: str
    square: Square

    def __str__(self) -> str:
        return f"{self.player}: take the base on {label(self.square)} back"


@dataclass(frozen=True, slots=True)
class StandardSetup:
    """Secret setup: clear the side's placements and set out the basic army."""

    player: str

    def __str__(self) -> str:
        return f"{self.player}: set out the standard army"


@dataclass(frozen=True, slots=True)
class ConfirmSetup:
    """Secret setup: the side's army is ready."""

    player: str

    def __str__(self) -> str:
        return f"{self.player}: confirm the setup"


@dataclass(frozen=True, slots=True)
class Regroup:
    """Massive Infantry in the basic game: move ``figures`` Infantry from the base on ``frm`` to
    the Infantry base on ``to`` (up to the Massive limit on a base; a base left empty leaves the
    board)."""

    player: str
    frm: Square
    to: Square
    figures: int

    def __str__(self) -> str:
        return f"{self.player}: move {self.figures} Infantry from {label(self.frm)} to {label(self.to)}"


@dataclass(frozen=True, slots=True)
class Move:
    player: str
    frm: Square
    to: Square

    def __str__(self) -> str:
        return f"{self.player}: move {label(self.frm)} to {label(self.to)}"


@dataclass(frozen=True, slots=True)
class Turn:
    player: str
    at: Square
    facing: str

    def __str__(self) -> str:
        return f"{self.player}: turn {label(self.at)} to face {FACING_NAMES[self.facing]}"


@dataclass(frozen=True, slots=True)
class Attack:
    player: str
    frm: Square
    target: Square

    def __str__(self) -> str:
        return f"{self.player}: {label(self.frm)} attacks {label(self.target)}"


@dataclass(frozen=True, slots=True)
class Bribe:
    """The King bribes the enemy Mercenaries he has just moved to face."""

    player: str
    king: Square
    target: Square

    def __str__(self) -> str:
        return f"{self.player}: the King on {label(self.king)} bribes the Mercenaries on {label(self.target)}"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Give up the actions left this turn."""

    player: str

    def __str__(self) -> str:
        return f"{self.player}: end the turn"


ACTION_TYPES = (RollOff, Place, Relocate, Remove, StandardSetup, ConfirmSetup, Move, Turn, Attack, Bribe, EndTurn,
                Regroup)
