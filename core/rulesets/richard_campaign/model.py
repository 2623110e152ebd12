"""Options, state and actions of Richard I the Lionheart (the strategic campaign, 1194-1199).

The state is a frozen :class:`State` holding the options, the dice and a :class:`Board` (the
whole position, a record the codec writes: ``to_text`` is its short code). Movement is counted in
half movement points (a road costs one half). Months are numbered ``(year - 1194) * 12 + month``
so that a siege or a truce counts the three winter months as the rules ask.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import Field

from ...engine import BaseOptions
from ...grids.hex import Hex

RICHARD, PHILIP = "richard", "philip"
SIDES: tuple[str, str] = (RICHARD, PHILIP)
TRAIN = "train"
HOLD = "hold"


def other(side: str) -> str:
    return PHILIP if side == RICHARD else RICHARD


class Options(BaseOptions):
    """Options of the campaign; the defaults are the rulebook with its errata."""

    au_movement: Literal[4, 5] = Field(
        4, description="The Count of Au's movement: 4 as the Political and Leader Table prints it, "
        "or 5 as his counter does.", json_schema_extra={"title_text": "Count of Au's movement"})
    road_bridges: bool = Field(
        False, description="Not in the rulebook: a road crossing a river has a bridge there "
        "(by default only the three bridges of the errata exist).")
    end_year: int = Field(
        1200, ge=1195, le=1200, description="Not in the rulebook: end the campaign when this year is "
        "reached (1200 as the rules say; earlier for short games and self-play), with the marginal "
        "victory by income.", json_schema_extra={"title_text": "Last year"})
    tactical_battles: bool = Field(
        False, description="Not in the rulebook: fight each open field battle on the tactical hex field "
        "(Lionheart, the hex variant) instead of the two rounds of the combat tables; its losses and its "
        "loser come back to the campaign.", json_schema_extra={"title_text": "Battles on the tactical field"})
    swap_ally_edges: bool = Field(
        False, description="Not in the rulebook: Baldwin of Flanders enters on the north edge and "
        "Raymond of Toulouse on the south edge (the printed table looks swapped).")


# ---- the position ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Leader:
    """A leader and the troops he leads. ``where``: ``map``, ``captured`` (held by the other
    side) or ``absent`` (an ally or a baron not in the game now). ``mp`` is the movement left this
    phase in half points; ``came_from``/``crossed`` say how he entered his hex this phase."""

    id: str
    side: str
    hex: Hex | None
    knaves: int
    knights: int
    where: str = "map"
    mp: int = 0
    inside: bool = False
    follow: bool = False
    came_from: Hex | None = None
    crossed: bool = False
    unsupplied: int = 0
    promise: int = 0  # a hostage: the sum promised for him at the next Winter Turn

    @property
    def troops(self) -> int:
        return self.knaves + self.knights


@dataclass(frozen=True, slots=True)
class Hold:
    """A stronghold's state: owner, garrison, intrinsic strength, ruin, siege months."""

    id: str
    owner: str
    knaves: int = 0
    knights: int = 0
    intrinsic: int = 5
    ruined: bool = False
    siege_start: int = -1
    siege_last: int = -1
    rebel: bool = False  # made French by a rebellion (goes back when the rebellion ends)


@dataclass(frozen=True, slots=True)
class Train:
    side: str
    hex: Hex | None
    supplies: int = 0
    mp: int = 0


@dataclass(frozen=True, slots=True)
class Vassal:
    """A vassal province or an allied leader: loyalty (``neutral``, ``rebel``/``philip`` or
    ``richard``), the influence bought this year, and the marks that limit the next roll."""

    id: str
    status: str = "neutral"
    infl_philip: int = 0
    infl_richard: int = 0
    reconquered: bool = False
    weak: bool = False
    overtaxed: str = ""  # the side that overtaxed it this year (no tax from it next year)
    no_tax: str = ""  # the side that may not tax it this year (overtaxed the year before)
    barred: str = ""  # the side it may not support for a year (a stronghold given in a parley)
    barred_until: int = -1
    gone: bool = False  # Sancho after leaving in a Winter Turn


@dataclass(frozen=True, slots=True)
class Battle:
    """An open field battle being fought (one clearly bounded step: ``Engage`` starts it and it
    ends with casualties and retreats; a sub-game can replace the rounds)."""

    hex: Hex
    attacker: str
    step: str  # sally, before_d, before_a, fight1, between_d, between_a, fight2, forced, pursuit, tactical
    actor: str
    sortie: bool = False
    round: int = 0
    losses_a: int = 0
    losses_d: int = 0
    hits: tuple[int, int, int, int] = (0, 0, 0, 0)  # this round: knaves/knights lost by attacker, defender
    fought: tuple[str, ...] = ()
    retreat_to: Hex | None = None  # a retreat being pursued
    retreating: str = ""
    resume: str = ""  # the step after a pursuit or a parley
    came_out: tuple[str, ...] = ()  # leaders who left a stronghold to fight


@dataclass(frozen=True, slots=True)
class Talks:
    hex: Hex
    caller: str
    step: str  # listen, offer, answer
    ducats: int = 0
    hold: str | None = None
    hostage: str | None = None
    context: str = "combat"  # combat, battle, assault, siege


@dataclass(frozen=True, slots=True)
class Pending:
    """A decision the rules wait for outside a battle: ``safe_conduct``, ``restore``,
    ``parley_chance`` (a King may parley before an assault or siege), ``saucy``."""

    kind: str
    actor: str
    hold: str = ""
    what: str = ""


@dataclass(frozen=True, slots=True)
class Board:
    year: int
    month: int  # 3..11; 12 for a Winter Turn
    phase: str  # purchase, loyalty, vassal_tax, saucy, truce, move, combat, redeploy, over
    active: str
    initial: bool
    leaders: tuple[Leader, ...]
    holds: tuple[Hold, ...]
    trains: tuple[Train, Train]
    vassals: tuple[Vassal, ...]
    treasury: tuple[int, int]
    richard_number: int
    forced_left: tuple[int, int]
    marching: bool = False
    truce_until: int = -1
    truce_asked: bool = False
    death_rolled: bool = False
    saucy_hex: Hex | None = None
    saucy_bought: int = -1  # the year of the Winter Turn that places it (-1: not bought)
    done: tuple[str, ...] = ()  # side ids done with the current (shared) phase
    fought: tuple[Hex, ...] = ()
    assaulted: tuple[Hex, ...] = ()
    besieged: tuple[Hex, ...] = ()
    parleyed: tuple[Hex, ...] = ()
    peace: tuple[Hex, ...] = ()
    flows: tuple[str, ...] = ()
    broke: tuple[str, ...] = ()
    battle: Battle | None = None
    parley: Talks | None = None
    pending: Pending | None = None
    winner: str = ""  # over: richard, philip or "draw"
    reason: str = ""


@dataclass(frozen=True, slots=True)
class State:
    opts: Options
    seed: int | None
    dice_pos: int
    board: Board
    sub: Any = None  # a SubGame: the open field battle fought on the tactical board (option)
    memo: dict = field(default_factory=dict, init=False, compare=False, repr=False)


# ---- actions ---------------------------------------------------------------------------------
# Pieces are named by id ("richard", "mercadier", "baron-anjou", "train"), strongholds by id
# ("rouen"), hexes by their printed number.


@dataclass(frozen=True, slots=True)
class Buy:
    """Buy ``n`` of ``item`` (knave, knight, influence, train, saucy, supplies) for ``target``
    (a leader, a stronghold, a vassal or ally; ``-`` when there is none)."""

    player: str
    item: str
    n: int
    target: str


@dataclass(frozen=True, slots=True)
class Transfer:
    """Shift ``n`` knaves or knights between two leaders, or a leader and the stronghold
    (``hold``), in hex ``at``."""

    player: str
    at: Hex
    frm: str
    to: str
    kind: str
    n: int


@dataclass(frozen=True, slots=True)
class Done:
    """End the current phase or step."""

    player: str


@dataclass(frozen=True, slots=True)
class Step:
    """Move a leader (with those moving with him) or the siege train one hex."""

    player: str
    piece: str
    to: Hex


@dataclass(frozen=True, slots=True)
class Follow:
    """A leader in the King's hex moves with the King for the rest of this phase."""

    player: str
    leader: str


@dataclass(frozen=True, slots=True)
class ForcedMarch:
    player: str


@dataclass(frozen=True, slots=True)
class Redeploy:
    player: str
    piece: str
    to: Hex


@dataclass(frozen=True, slots=True)
class RequestTruce:
    player: str


@dataclass(frozen=True, slots=True)
class Engage:
    player: str
    at: Hex


@dataclass(frozen=True, slots=True)
class Sally:
    """The defender in a stronghold comes out to fight (or stays inside)."""

    player: str
    fight: bool


@dataclass(frozen=True, slots=True)
class Stand:
    """Stay and fight (no retreat, no parley)."""

    player: str


@dataclass(frozen=True, slots=True)
class Retreat:
    player: str
    to: Hex


@dataclass(frozen=True, slots=True)
class Fight:
    """A combat round: the row (A, B, C) of the knave attacks and of the knight attacks, and
    which table the knights use (``knave`` or ``knight``)."""

    player: str
    knave_row: str | None
    knight_row: str | None
    target: str


@dataclass(frozen=True, slots=True)
class Parley:
    player: str
    at: Hex


@dataclass(frozen=True, slots=True)
class Listen:
    player: str
    yes: bool


@dataclass(frozen=True, slots=True)
class Offer:
    """Ducats (paid now, or promised for the next Winter Turn with a hostage), a stronghold."""

    player: str
    ducats: int
    hold: str | None
    hostage: str | None


@dataclass(frozen=True, slots=True)
class Answer:
    player: str
    accept: bool


@dataclass(frozen=True, slots=True)
class Assault:
    player: str
    at: Hex


@dataclass(frozen=True, slots=True)
class Siege:
    player: str
    at: Hex


@dataclass(frozen=True, slots=True)
class SafeConduct:
    player: str
    grant: bool


@dataclass(frozen=True, slots=True)
class Restore:
    """Restore a taken stronghold's intrinsic strength with ``ducats`` or ``troops``, or leave a
    ``ruin``."""

    player: str
    pay: str


@dataclass(frozen=True, slots=True)
class Rebuild:
    player: str
    hold: str
    pay: str


@dataclass(frozen=True, slots=True)
class Ransom:
    """Pay the ransom (50 ducats) of one's own captured leader."""

    player: str
    leader: str


@dataclass(frozen=True, slots=True)
class Demand:
    """Make the other side pay 20 ducats for a leader one holds."""

    player: str
    leader: str


@dataclass(frozen=True, slots=True)
class Overtax:
    player: str
    vassal: str


@dataclass(frozen=True, slots=True)
class PlaceSaucy:
    player: str
    at: Hex


ACTION_TYPES = (Buy, Transfer, Done, Step, Follow, ForcedMarch, Redeploy, RequestTruce, Engage, Sally, Stand,
                Retreat, Fight, Parley, Listen, Offer, Answer, Assault, Siege, SafeConduct, Restore, Rebuild,
                Ransom, Demand, Overtax, PlaceSaucy)
STATE_TYPES = (Leader, Hold, Train, Vassal, Battle, Talks, Pending, Board)
