"""Options, state and actions of Lancaster."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import Field, model_validator

from ...engine import BaseOptions, Result

# Where a knight is: R reserve, h court (hof; lower case, apart from county H), A..I a county,
# K1..K6 a castle space, C<id> a conflict card, P captured. A knight is named in actions as
# strength + place: "2A", "1h", "3C7".
RESERVE, COURT = "R", "h"


class Options(BaseOptions):
    """Options of Lancaster; the defaults are the standard four-player game."""

    players: int = Field(4, ge=2, le=5, description="Number of players (2 to 5). With two, each player "
                         "also leads an ally (the rulebook's two-player rules).")
    extension_choice: Literal["choose", "draw"] = Field(
        "choose", description="Gaining a castle extension: choose which of your remaining tiles to build "
        "(standard), or draw one of them blind (the spare tiles lie face down).")
    screens: bool = Field(True, description="Gold and squires behind screens (3-5 players); "
                          "the two-player game never uses screens.")
    blue_ally: Literal["red", "green", "purple"] = Field(
        "red", description="Two players: the colour Blue chooses for its ally.")
    yellow_ally: Literal["red", "green", "purple"] = Field(
        "green", description="Two players: the colour Yellow chooses for its ally.")

    @model_validator(mode="after")
    def _distinct_allies(self) -> Options:
        if self.blue_ally == self.yellow_ally:
            raise ValueError("the two allies need two different colours")
        return self

    def allies(self) -> dict[str, str]:
        """Seat -> its ally's colour (two players only)."""
        return {"blue": self.blue_ally, "yellow": self.yellow_ally} if self.players == 2 else {}


@dataclass(frozen=True, slots=True)
class Lord:
    """A player's colour (or, with two players, an ally's)."""

    id: str
    knights: tuple[str, ...]  # the place of each of the seven knights (data: knights.strengths)
    gold: int | None = 0  # None: hidden in an observation
    squires: int | None = 0
    votes: int = 0  # voting markers (kept openly on the castle board)
    pp: int = 0  # power points
    nobles: tuple[str, ...] = ()  # noble letters at the round table, in seat order
    extensions: tuple[int, ...] = ()  # castle spaces covered by an extension
    ally_of: str | None = None  # the seat leading this ally


@dataclass(frozen=True, slots=True)
class CountyState:
    letter: str
    owner: str | None = None
    squires: int = 0
    nobles: int = 0  # nobles left on the county's pile


@dataclass(frozen=True, slots=True)
class Conflict:
    card: int
    row: Literal["top", "bottom"]
    spaces: tuple[str, ...] = ()  # owners in order of arrival (top space first)


@dataclass(frozen=True, slots=True)
class Pending:
    """One step still to do: a decision of ``chooser`` for ``owner`` or an automatic step."""

    kind: str
    chooser: str
    owner: str
    arg: str = ""


@dataclass(frozen=True, slots=True)
class State:
    opts: Options
    seed: int | None
    dice_pos: int
    round: int
    stage: Literal["setup", "place", "vote", "laws", "counties", "castles", "conflicts", "over"]
    start: str  # start player
    lords: tuple[Lord, ...]
    counties: tuple[CountyState, ...]
    conflicts: tuple[Conflict, ...] = ()
    favours: tuple[bool, ...] = ()  # face up?
    laws: tuple[str, ...] = ()  # in force, left to right
    proposals: tuple[str, ...] = ()  # still to vote on, first = next
    law_pool: tuple[str, ...] = ()  # law cards not drawn yet (sorted: their order is drawn when drawn)
    card_pool: tuple[int, ...] = ()  # conflict cards not drawn yet
    placer: str = ""  # whose turn it is to place a knight
    cursor: int = 0  # the county, law or conflict being evaluated
    todo: tuple[int, ...] = ()  # conflict cards still to evaluate this round, in order
    votes: tuple[tuple[str, int, int], ...] = ()  # (seat, yes 1/no 0/-1 hidden, markers -1 hidden)
    done: tuple[str, ...] = ()  # castle items already evaluated ("K3", "E3") by the castle's owner
    pending: tuple[Pending, ...] = ()
    outcome: Result | None = None
    final: tuple[tuple[str, int], ...] = ()  # final power points after scoring
    memo: dict = field(default_factory=dict, init=False, compare=False, repr=False)

    def lord(self, ident: str) -> Lord:
        for lord in self.lords:
            if lord.id == ident:
                return lord
        raise KeyError(ident)


# ---- actions ---------------------------------------------------------------------------------
# Every action carries the seat that takes it; ``ally`` selects the ally's knights (two players).


@dataclass(frozen=True, slots=True)
class ChooseExtension:
    """Build the castle extension on ``space`` (start of the game, county or law rewards)."""

    player: str
    space: int

    def __str__(self) -> str:
        return f"{self.player}: build the extension on castle space {self.space}"


@dataclass(frozen=True, slots=True)
class Place:
    """Place a knight of ``strength`` from court on ``where`` (county A-I, castle space K1-K6,
    conflict C<card>), with ``squires`` beside it in a county."""

    player: str
    strength: int
    where: str
    squires: int = 0
    ally: bool = False

    def __str__(self) -> str:
        who = "ally's " if self.ally else ""
        extra = f" with {self.squires} squires" if self.squires else ""
        return f"{self.player}: place the {who}{self.strength} on {self.where}{extra}"


@dataclass(frozen=True, slots=True)
class TakeFavour:
    """Take the face-up king's favour tile number ``tile`` (0-5)."""

    player: str
    tile: int

    def __str__(self) -> str:
        return f"{self.player}: take favour tile {self.tile + 1}"


@dataclass(frozen=True, slots=True)
class Upgrade:
    """Upgrade the knight ``knight`` ("2A": the strength-2 knight in county A); ``-``: decline."""

    player: str
    knight: str

    def __str__(self) -> str:
        return f"{self.player}: upgrade {self.knight}" if self.knight != "-" else f"{self.player}: no upgrade"


@dataclass(frozen=True, slots=True)
class TakeNoble:
    """Take a noble from the pile of ``county`` (a noble favour)."""

    player: str
    county: str

    def __str__(self) -> str:
        return f"{self.player}: take the noble of {self.county}"


@dataclass(frozen=True, slots=True)
class CountyReward:
    """A county's reward: the ``noble``, the other ``reward``, or ``both`` for 3 gold."""

    player: str
    choice: Literal["noble", "reward", "both"]

    def __str__(self) -> str:
        return f"{self.player}: county reward {self.choice}"


@dataclass(frozen=True, slots=True)
class NameStart:
    """Surrey: name the next start player."""

    player: str
    start: str

    def __str__(self) -> str:
        return f"{self.player}: {self.start} is the start player"


@dataclass(frozen=True, slots=True)
class CastleStep:
    """Evaluate one castle item next: the knight on space ``space`` (``knight``) or the extension
    there; ``take`` False declines a reward that costs squires."""

    player: str
    space: int
    knight: bool = True
    take: bool = True

    def __str__(self) -> str:
        what = "knight" if self.knight else "extension"
        return f"{self.player}: castle {what} on {self.space}" + ("" if self.take else " (declined)")


@dataclass(frozen=True, slots=True)
class Vote:
    """A secret vote on the proposal: yes or no, strengthened by ``markers`` voting markers."""

    player: str
    yes: bool
    markers: int = 0

    def __str__(self) -> str:
        return f"{self.player}: vote {'yes' if self.yes else 'no'} with {self.markers} markers"


@dataclass(frozen=True, slots=True)
class Pay:
    """A law that sells something: pay for ``amount`` of it (0: nothing)."""

    player: str
    amount: int

    def __str__(self) -> str:
        return f"{self.player}: buy {self.amount}"


@dataclass(frozen=True, slots=True)
class Ransom:
    """Buy back the captured knight now in question (1 gold per strength point), or not."""

    player: str
    pay: bool

    def __str__(self) -> str:
        return f"{self.player}: {'ransom' if self.pay else 'leave'} the captured knight"


@dataclass(frozen=True, slots=True)
class Cross:
    """Passage to France: send the knight to the conflict on ``card`` (0: stay at home)."""

    player: str
    card: int

    def __str__(self) -> str:
        return f"{self.player}: cross to conflict {self.card}" if self.card else f"{self.player}: stay home"


ACTION_TYPES = (ChooseExtension, Place, TakeFavour, Upgrade, TakeNoble, CountyReward, NameStart,
                CastleStep, Vote, Pay, Ransom, Cross)
