"""Lancaster's component data, read from resources/rulesets/lancaster/lancaster.toml and
validated once. Reconstructed values are marked in the file (source, confidence)."""

from __future__ import annotations

import tomllib
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from lionheart_resources import path as resource_path

from ...grids.graph import GraphGrid, Node

Confidence = Literal["C2", "C1", "INF", "DEFAULT"]
LETTERS = "ABCDEFGHI"
REWARD_KINDS = ("gold", "squires", "votes", "knight", "upgrade", "extension", "france", "start")
LAW_EFFECTS = (
    "most_gold_upgrade", "most_squires_knight", "pp_per_2_counties",
    "buy_votes", "buy_pp_squire_gold", "extension_per_2_conflicts", "squire_per_knight2",
    "goods_per_2_conflicts", "no_knight2_upgrade", "swap_3_for_4", "pp_per_3_extensions",
    "pp_per_conflict", "pp_per_3_counties", "all_three_1s_deployed", "knight_per_3_nobles",
    "buy_pp_gold", "buy_pp_squire", "all_four_strengths",
)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Sourced(_Model):
    summary: str = ""  # a sentence for people (About lists reconstructed facts with it)
    source: str
    confidence: Confidence
    reconstructed: bool = False


class Reward(_Model):
    gold: int = Field(0, ge=0, le=20)
    squires: int = Field(0, ge=0, le=20)
    votes: int = Field(0, ge=0, le=20)
    knight: int = Field(0, ge=0, le=3)
    upgrade: int = Field(0, ge=0, le=3)
    extension: int = Field(0, ge=0, le=3)
    france: int = Field(0, ge=0, le=1)
    start: int = Field(0, ge=0, le=1)

    def parts(self) -> tuple[tuple[str, int], ...]:
        return tuple((k, getattr(self, k)) for k in REWARD_KINDS if getattr(self, k))


class Cost(_Model):
    squires: int = Field(0, ge=0, le=20)
    gold: int = Field(0, ge=0, le=20)


class Knights(Sourced):
    strengths: tuple[int, ...]
    court: tuple[int, ...]
    ally_court: tuple[int, ...]

    @model_validator(mode="after")
    def _check(self) -> Knights:
        if sorted(self.strengths) != list(self.strengths) or not self.strengths:
            raise ValueError("knight strengths must be listed from weakest to strongest")
        for group in (self.court, self.ally_court):
            pool = list(self.strengths)
            for s in group:
                if s not in pool:
                    raise ValueError(f"the court names a knight of strength {s} the colour lacks")
                pool.remove(s)
        return self


class Start(Sourced):
    gold: int = Field(ge=0)
    squires: int = Field(ge=0)
    votes: int = Field(ge=0)
    nobles_per_county: dict[int, int]


class Seats(Sourced):
    ids: tuple[str, ...]
    colours: tuple[str, ...]

    @model_validator(mode="after")
    def _check(self) -> Seats:
        if len(self.ids) != 5 or len(self.colours) != 5 or len(set(self.ids)) != 5:
            raise ValueError("five colours with distinct ids are needed")
        if tuple(self.ids[:2]) != ("blue", "yellow"):
            raise ValueError("the two-player seats are blue and yellow (their allies are options)")
        return self


class Scoring(Sourced):
    nobles: tuple[int, ...] = Field(min_length=10, max_length=10)
    majority: tuple[int, int]
    two_player_majority: tuple[int]
    ransom_per_strength: int = Field(ge=0)
    both_rewards_cost: int = Field(ge=0)
    rounds: int = Field(ge=1, le=5)
    favours_per_round: int = Field(ge=0)


class County(Sourced):
    letter: str
    name: str
    minimum: int = Field(ge=1, le=4)
    reward: Reward

    def placeholder_name(self) -> bool:
        """True when no source names the county and its name only repeats its letter ("County A",
        reconstructed data): printed once, marked, rather than as "A County A"."""
        return self.name.split()[-1:] == [self.letter]


class CastleSpace(Sourced):
    space: int = Field(ge=1, le=6)
    reward: Reward
    cost: Cost = Cost()


class FavourTile(_Model):
    kind: Literal["noble", "upgrade", "gold", "squires"]
    amount: int = Field(1, ge=1, le=5)


class Favours(Sourced):
    tiles: tuple[FavourTile, ...]


class ConflictCard(_Model):
    id: int = Field(ge=1, le=99)
    france: int = Field(ge=1, le=30)
    points: tuple[int, int, int]


class Conflicts(Sourced):
    cards: tuple[ConflictCard, ...]
    per_round: int = Field(ge=1, le=4)


class Law(_Model):
    id: str
    group: int = Field(ge=0, le=4)
    effect: str
    reading: str
    source: str
    confidence: Confidence

    @model_validator(mode="after")
    def _check(self) -> Law:
        if self.effect not in LAW_EFFECTS:
            raise ValueError(f"law {self.id}: unknown effect {self.effect!r}")
        return self


class GameData(_Model):
    summary: str = ""
    knights: Knights
    start: Start
    seats: Seats
    scoring: Scoring
    counties: tuple[County, ...]
    castle: tuple[CastleSpace, ...]
    ally_castle: tuple[CastleSpace, ...]
    favours: Favours
    conflicts: Conflicts
    laws: tuple[Law, ...]

    @model_validator(mode="after")
    def _check(self) -> GameData:
        if tuple(c.letter for c in self.counties) != tuple(LETTERS):
            raise ValueError("the counties must be A to I in order")
        if tuple(c.space for c in self.castle) != (1, 2, 3, 4, 5, 6):
            raise ValueError("the castle has spaces 1 to 6 in order")
        if tuple(c.space for c in self.ally_castle) != (1, 2):
            raise ValueError("the ally castle has spaces 1 and 2")
        ids = [c.id for c in self.conflicts.cards]
        if len(set(ids)) != len(ids):
            raise ValueError("two conflict cards share an id")
        if len(ids) < self.conflicts.per_round * self.scoring.rounds:
            raise ValueError("too few conflict cards for the rounds")
        law_ids = [law.id for law in self.laws]
        if len(set(law_ids)) != len(law_ids):
            raise ValueError("two laws share an id")
        if sum(1 for law in self.laws if law.group == 0) != 3:
            raise ValueError("group 0 must hold the three starting laws")
        if len(self.laws) < 3 + 3 * self.scoring.rounds:
            raise ValueError("too few laws for the rounds")
        for n in (2, 3, 4, 5):
            if n not in self.start.nobles_per_county:
                raise ValueError(f"nobles per county for {n} players missing")
        return self

    def county(self, letter: str) -> County:
        return self.counties[LETTERS.index(letter)]

    def law(self, law_id: str) -> Law:
        for law in self.laws:
            if law.id == law_id:
                return law
        raise KeyError(law_id)

    def card(self, card_id: int) -> ConflictCard:
        for c in self.conflicts.cards:
            if c.id == card_id:
                return c
        raise KeyError(card_id)


def load(text: str) -> GameData:
    """Validate a data file's text (tests use this to check refusals)."""
    return GameData.model_validate(tomllib.loads(text))


@lru_cache(maxsize=1)
def game_data() -> GameData:
    return load(resource_path("rulesets", "lancaster", "lancaster.toml").read_text())


# Board layout for the grid (board units, y down): a sketch of England's nine counties, the castle
# row and the Channel; positions are a drawing aid only (no rule reads them).
_POSITIONS = {
    "A": (3.0, 1.0), "B": (5.0, 1.5), "C": (2.0, 3.0), "D": (4.0, 3.5), "E": (6.0, 3.0),
    "F": (2.5, 5.5), "G": (4.5, 5.5), "H": (6.5, 5.0), "I": (5.5, 7.0), "france": (5.0, 9.5),
}
_EDGES = (("A", "B"), ("A", "C"), ("B", "D"), ("B", "E"), ("C", "D"), ("C", "F"), ("D", "E"),
          ("D", "G"), ("E", "H"), ("F", "G"), ("G", "H"), ("G", "I"), ("H", "I"),
          ("I", "france", ("water",)))


@lru_cache(maxsize=1)
def grid() -> GraphGrid:
    """The counties and France as a location graph (for the board scene and cell labels)."""
    data = game_data()
    nodes = []
    for ident, (x, y) in _POSITIONS.items():
        if ident == "france":
            tags: tuple = (("kind", "france"),)
        else:
            c = data.county(ident)
            tags = (("kind", "county"), ("name", c.name), ("minimum", c.minimum))
        nodes.append(Node(ident, x, y, radius=0.8, tags=tags))
    return GraphGrid.build(nodes, _EDGES)
