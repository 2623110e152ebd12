"""Options, units, state and actions of the Lionheart hex variant."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import Field

from ...engine import BaseOptions, Result
from ...grids.hex import Hex

GOLD, SILVER = "gold", "silver"
SIDES: tuple[str, str] = (GOLD, SILVER)
# Facings of a flat-topped hex, clockwise from north (lionheart_core.grids.hex).
NORTH, SOUTH = 0, 3


def other(side: str) -> str:
    return SILVER if side == GOLD else GOLD


class Options(BaseOptions):
    """Options of the hex variant; the defaults are the variant as written."""

    budget: int = Field(100, ge=10, le=1000,
                        description="Points each side may spend on its army (and promise to mercenaries).",
                        json_schema_extra={"title_text": "Points budget"})
    army: Literal["build", "standard"] = Field(
        "build",
        description="Build: each side buys and deploys its army in secret. Standard: both sides start "
        "with the 1997 basic army at hex prices (99 points) already deployed, and may change it "
        "before confirming.",
        json_schema_extra={"title_text": "Armies"})
    horse_archer_arc: Literal["left", "both"] = Field(
        "left",
        description="Horse archers fire into the arc drawn in the variant (to their left), or into it "
        "and its mirror image on the right as well (the drawing is marked '?').",
        json_schema_extra={"title_text": "Horse archer arc"})
    king_panics: bool = Field(
        True,
        description="The King tests for panic like any unit (the variant gives him a morale rating). "
        "Off: the 1997 rule, the King never panics.",
        json_schema_extra={"title_text": "The King can panic"})
    dedicated_armour: bool = Field(
        False,
        description="Dedicated warriors may wear armour (the variant asks whether they may; "
        "default: unarmoured only).",
        json_schema_extra={"title_text": "Armoured dedicated warriors"})
    turn_limit: int | None = Field(
        None, ge=1, le=10000,
        description="Not in the rules: end the battle as a draw after this many turns (empty: no limit).",
        json_schema_extra={"title_text": "Turn limit"})


@dataclass(frozen=True, slots=True)
class Spec:
    """What is bought: a unit's class, armour, weapon, shields, morale, and whether it is a
    dedicated or mercenary unit; ``leadership`` is the King's rating (0 for other units)."""

    cls: str
    armour: str = "none"
    weapon: str = "spears"
    shields: bool = False
    morale: int = 2
    dedicated: bool = False
    mercenary: bool = False
    leadership: int = 0


@dataclass(frozen=True, slots=True)
class Unit:
    """One stand. ``hex`` is None while it waits in the reserve (army building) or once it is
    eliminated (``figures == 0``). ``promise`` is a mercenary's secret payment (None when not a
    mercenary, or hidden in an observation); ``buyer`` is the side that paid for it."""

    uid: int
    owner: str
    spec: Spec
    figures: int
    hex: Hex | None
    facing: int
    panicked: bool = False
    loaded: bool = True
    promise: int | None = None
    buyer: str = GOLD

    @property
    def alive(self) -> bool:
        return self.figures > 0 and self.hex is not None

    @property
    def cls(self) -> str:
        return self.spec.cls


@dataclass(frozen=True, slots=True)
class State:
    opts: Options
    seed: int | None
    dice_pos: int
    phase: Literal["build", "choose", "play", "over"]
    units: tuple[Unit, ...]
    ready: tuple[str, ...] = ()
    # Sides whose army observe() removed (an observation during the secret army building).
    hidden: tuple[str, ...] = ()
    turn: int = 0
    # The sides still to take an action this turn, in order (the action order table).
    order: tuple[str, ...] = ()
    # The leadership roll of this turn: (gold total, silver total).
    roll: tuple[int, int] | None = None
    # The side that chooses who acts first (a difference of one), in phase "choose".
    chooser: str | None = None
    # The unit acting in the current action, its movement points left, and what it did.
    active: int | None = None
    mp: int = 0
    fired: bool = False  # its one free shoot or reload is used
    moved: bool = False  # it turned or moved in this action
    free_turn: bool = True  # light troops: the first turn in this hex is still free
    outcome: Result | None = None
    # Mercenary payments settled after the battle: ((side, points paid), ...).
    settlement: tuple[tuple[str, int], ...] = ()
    memo: dict = field(default_factory=dict, init=False, compare=False, repr=False)

    def occupied(self) -> dict:
        occ = self.memo.get("occ")
        if occ is None:
            occ = self.memo["occ"] = {u.hex: u for u in self.units if u.alive}
        return occ

    @property
    def player(self) -> str | None:
        return self.order[0] if self.order else None


# ---- actions -----------------------------------------------------------------------------
# Units on the field are named by the hex they stand on; units in the reserve by their number.


@dataclass(frozen=True, slots=True)
class Buy:
    """Army building: buy a unit into the reserve (a mercenary with the least promise)."""

    player: str
    spec: Spec


@dataclass(frozen=True, slots=True)
class Promise:
    """Army building: promise a mercenary unit this many points after the battle (secret).
    ``amount`` None is the promise as the other side sees it (``observe_action``), never legal."""

    player: str
    uid: int
    amount: int | None


@dataclass(frozen=True, slots=True)
class Deploy:
    """Army building: put a unit of the reserve on a hex of the side's deployment rows."""

    player: str
    uid: int
    at: Hex


@dataclass(frozen=True, slots=True)
class Withdraw:
    """Army building: take a deployed unit back into the reserve."""

    player: str
    at: Hex


@dataclass(frozen=True, slots=True)
class Dismiss:
    """Army building: sell a unit of the reserve back (its points are unspent again)."""

    player: str
    uid: int


@dataclass(frozen=True, slots=True)
class StandardArmy:
    """Army building: replace the side's army by the standard army, deployed."""

    player: str


@dataclass(frozen=True, slots=True)
class Ready:
    """Army building: the army is bought and deployed."""

    player: str


@dataclass(frozen=True, slots=True)
class GoFirst:
    """The high roller of a difference of one chooses which side acts first."""

    player: str
    first: str


@dataclass(frozen=True, slots=True)
class Turn:
    """Turn one hexside (1 MP; light troops' first turn in a hex is free)."""

    player: str
    at: Hex
    facing: int


@dataclass(frozen=True, slots=True)
class AboutFace:
    """Turn the full three hexsides (1 MP)."""

    player: str
    at: Hex


@dataclass(frozen=True, slots=True)
class Advance:
    """Move into the front hex (1 MP) and face ``facing``: the same, or one hexside turned for free."""

    player: str
    at: Hex
    facing: int


@dataclass(frozen=True, slots=True)
class Attack:
    """Attack hand-to-hand into the front hex (1 MP; ends the action)."""

    player: str
    at: Hex


@dataclass(frozen=True, slots=True)
class Shoot:
    """Shoot at a unit in the firing arc (free, once per action, never with an attack)."""

    player: str
    at: Hex
    target: Hex


@dataclass(frozen=True, slots=True)
class Reload:
    """Reload crossbows (1 MP and the free shoot/reload) or arbalests (the whole action)."""

    player: str
    at: Hex


@dataclass(frozen=True, slots=True)
class Rally:
    """A panicked unit's whole action: face any hexside and stop panicking."""

    player: str
    at: Hex
    facing: int


@dataclass(frozen=True, slots=True)
class Bid:
    """The King offers an enemy mercenary unit points to change sides (uses the action)."""

    player: str
    target: Hex
    amount: int


@dataclass(frozen=True, slots=True)
class EndAction:
    """End the current action (or let it pass unused)."""

    player: str


BUILD_ACTIONS = (Buy, Promise, Deploy, Withdraw, Dismiss, StandardArmy, Ready)
UNIT_ACTIONS = (Turn, AboutFace, Advance, Attack, Shoot, Reload, Rally)
ACTION_TYPES = (*BUILD_ACTIONS, GoFirst, *UNIT_ACTIONS, Bid, EndAction)
