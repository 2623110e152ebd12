"""Options, state and actions of Richard the Lionheart (crusade)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import Field, model_validator

from ...engine import BaseOptions
from ...grids.graph import Location

HIDDEN = "X"  # a card or edict an observation does not show


class Options(BaseOptions):
    """Options of the crusade game; the defaults are the standard game for four players."""

    players: int = Field(4, ge=2, le=6, description="Number of players (2 to 6). The rulebook's table "
                         "gives the factions: equal Richard and John sides, plus Leopold (3) or Marie (5).",
                         json_schema_extra={"title_text": "Players"})
    characters: tuple[str, ...] = Field(
        (), description="The characters to play, by id (robin, marian, little_john, tuck, prince_john, "
        "sheriff, isabella, ely): as many of each faction as the player count needs. Empty: the first "
        "ones of each faction. The rulebook hands them out at random or by choice.",
        json_schema_extra={"title_text": "Characters", "choices": [
            "robin", "marian", "little_john", "tuck", "prince_john", "sheriff", "isabella", "ely"]})
    abilities: bool = Field(
        True, description="Character abilities from the dashboards (reconstructed defaults: the printed "
        "dashboards are not known).", json_schema_extra={"title_text": "Character abilities"})

    @model_validator(mode="after")
    def _cast(self) -> Options:
        if self.characters:
            from .data import game_data

            data = game_data()
            row = data.setup[self.players]
            chars = data.characters
            if len(set(self.characters)) != len(self.characters):
                raise ValueError("a character is named twice")
            for c in self.characters:
                if c not in chars or chars[c].faction == "neutral":
                    raise ValueError(f"{c!r} is not a Richard or John character")
            for faction in ("richard", "john"):
                n = sum(1 for c in self.characters if chars[c].faction == faction)
                if n != getattr(row, faction):
                    raise ValueError(f"{self.players} players need {getattr(row, faction)} {faction.capitalize()} characters")
        return self


@dataclass(frozen=True, slots=True)
class Player:
    """One character: its coins, prestige, hand (card codes, sorted; ``X`` where hidden), its
    secret edict, where its figure stands, its upgrades and the side it supports (the Neutral's
    side is chosen each round; empty before the first choice)."""

    seat: str
    faction: str
    coins: int
    prestige: int
    hand: tuple[str, ...]
    edict: str
    location: str | None = None
    horse: bool = False
    ship: bool = False
    skill: bool = False
    side: str = ""


@dataclass(frozen=True, slots=True)
class Pending:
    """A decision to be taken before play goes on: ``act`` (the location action after a move),
    ``discard`` (the faction skill's discard), ``edict`` (keep one of ``options`` at Nottingham),
    ``allies`` (another supporter may take a card of its colour, as ``options`` allow)."""

    kind: Literal["act", "discard", "edict", "allies"]
    player: str
    options: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the game ended: the condition (a track, or ``last_round``), the winners, and each
    seat's final prestige (edicts counted)."""

    reason: str
    winners: tuple[str, ...]
    scores: tuple[int, ...]
    faction: str = ""


@dataclass(frozen=True, slots=True)
class State:
    opts: Options
    seed: int | None
    dice_pos: int
    phase: Literal["side", "travel", "purchase", "contribute", "over"]
    round: int
    first: int                      # seat index holding the first player token
    step: int                       # players of this phase's order who are done
    players: tuple[Player, ...]
    tracks: tuple[int, int, int, int]   # Richard's Army, Saladin's Army, King's Return, King's Treasure
    reserve: tuple[int, int, int, int, int, int]   # cards of each type (data.CARD_TYPES)
    provisions: tuple[str, ...]     # top first
    crusade: tuple[tuple[str, str], ...]   # (card, the seat that contributed it or "")
    event: str | None               # the event of this round
    event_deck: tuple[str, ...]     # top first
    discards: tuple[str, ...]       # events played
    edict_decks: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]  # richard, john, neutral; top first
    merchant: str | None = None
    mercenary: str | None = None
    pending: tuple[Pending, ...] = ()
    revealed: tuple[str, ...] = ()  # the cards drawn at the last outcome of the crusade
    last: tuple[int, int, int] = (0, 0, 0)  # that outcome: banners, hourglasses, chests (+1 red, -1 green, 0 tie)
    traded: bool = False            # the Neutral used its skill this purchase phase
    outcome: Outcome | None = None
    memo: dict = field(default_factory=dict, init=False, compare=False, repr=False)

    def player(self, seat: str) -> Player:
        for p in self.players:
            if p.seat == seat:
                return p
        raise KeyError(seat)

    def index(self, seat: str) -> int:
        for i, p in enumerate(self.players):
            if p.seat == seat:
                return i
        raise KeyError(seat)


# ---- actions -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ChooseSide:
    """Phase 1: the Neutral supports ``side`` (richard or john) this round."""

    player: str
    side: str

    def __str__(self) -> str:
        return f"{self.player}: support {self.side} this round"


@dataclass(frozen=True, slots=True)
class Place:
    """Round one: put the figure on an empty location."""

    player: str
    to: Location

    def __str__(self) -> str:
        return f"{self.player}: place the figure on {self.to}"


@dataclass(frozen=True, slots=True)
class Move:
    """Travel along ``path`` (the locations entered, in order), taking a random card from each
    rival in ``rob`` (seats standing on the way) for one movement point each."""

    player: str
    path: tuple[Location, ...]
    rob: tuple[str, ...] = ()

    def __str__(self) -> str:
        robbed = f", robbing {', '.join(self.rob)}" if self.rob else ""
        return f"{self.player}: travel {' - '.join(self.path)}{robbed}"


@dataclass(frozen=True, slots=True)
class Stay:
    """No legal move at all: the figure stays and takes no location action."""

    player: str

    def __str__(self) -> str:
        return f"{self.player}: cannot move"


@dataclass(frozen=True, slots=True)
class Act:
    """Perform the location's action: alternative ``alt``, with the card to take (``card``), the
    track to move (``track``) and the type to return (``give``) where the action asks."""

    player: str
    alt: int = 0
    card: str | None = None
    track: str | None = None
    give: str | None = None

    def __str__(self) -> str:
        extra = " ".join(x for x in (self.give, self.card, self.track) if x)
        return f"{self.player}: perform the location action {extra}".rstrip()


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline: the location action, the purchase, or an ally's card."""

    player: str

    def __str__(self) -> str:
        return f"{self.player}: pass"


@dataclass(frozen=True, slots=True)
class Discard:
    """Faction skill: discard one card to the Reserve."""

    player: str
    card: str

    def __str__(self) -> str:
        return f"{self.player}: discard {self.card}"


@dataclass(frozen=True, slots=True)
class KeepEdict:
    """Nottingham: keep this edict; the other goes to the bottom of its deck."""

    player: str
    edict: str

    def __str__(self) -> str:
        return f"{self.player}: keep edict {self.edict}"


@dataclass(frozen=True, slots=True)
class TakeCard:
    """Take one card of the player's colour from the Reserve (an ally's bonus)."""

    player: str
    card: str

    def __str__(self) -> str:
        return f"{self.player}: take {self.card}"


@dataclass(frozen=True, slots=True)
class Buy:
    """Phase 3: buy ``item`` (random, reserve, prestige, horse, ship, skill); ``card`` is the
    Reserve card bought."""

    player: str
    item: str
    card: str | None = None

    def __str__(self) -> str:
        return f"{self.player}: buy {self.item}{' ' + self.card if self.card else ''}"


@dataclass(frozen=True, slots=True)
class Trade:
    """The Neutral's skill: two cards of type ``card`` for four Provisions cards."""

    player: str
    card: str

    def __str__(self) -> str:
        return f"{self.player}: trade two {self.card} for four cards"


@dataclass(frozen=True, slots=True)
class Contribute:
    """Phase 4: add these cards face down to the Crusade deck (two; a third for coins)."""

    player: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.player}: contribute {len(self.cards)} cards"


ACTION_TYPES = (ChooseSide, Place, Move, Stay, Act, Pass, Discard, KeepEdict, TakeCard, Buy, Trade, Contribute)
