"""Component data of Richard the Lionheart (crusade), read from resources and validated once.

``board.toml`` holds the England board (locations, colours, road and water segments) and
``game.toml`` the cards, characters, edicts, events, purchase costs and location actions. Both
mark what is a rulebook fact and what is reconstructed (reference/crusade.md).
"""

from __future__ import annotations

import math
import tomllib
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from lionheart_resources import path as resource_path

from ...grids.graph import GraphGrid, Node

CARD_TYPES: tuple[str, ...] = ("RB", "RH", "RC", "GB", "GH", "GC")
RED, GREEN = "R", "G"
TRACKS: tuple[str, ...] = ("richard_army", "saladin_army", "kings_return", "kings_treasure")
ARMIES = ("richard_army", "saladin_army")
FACTIONS = ("richard", "john")
Faction = Literal["richard", "john", "neutral"]


class _Model(BaseModel):
    """Every table may say where its facts come from and how sure they are (reference/crusade.md
    labels: "2+ src", "1 src", "inferred", "DEFAULT")."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    source: str = ""
    confidence: str = ""


class LocationData(_Model):
    lat: float
    lon: float
    colour: Literal["red", "green"]
    colour_source: str


class Segments(_Model):
    road: tuple[tuple[str, str], ...]
    water: tuple[tuple[str, str], ...]


class BoardData(_Model):
    status: str
    summary: str = ""
    source: str
    reconstructed: bool
    locations: dict[str, LocationData]
    segments: Segments

    @model_validator(mode="after")
    def _consistent(self) -> BoardData:
        known = set(self.locations)
        if len(known) < 2:
            raise ValueError("the board needs locations")
        seen = set()
        for a, b in self.segments.road + self.segments.water:
            if a not in known or b not in known or a == b:
                raise ValueError(f"a segment names an unknown location: {a}-{b}")
            key = frozenset((a, b))
            if key in seen:
                raise ValueError(f"two segments join {a} and {b}")
            seen.add(key)
        return self


class CardsData(_Model):
    types: tuple[str, ...]
    per_type: int = Field(ge=1)
    provisions_per_type: int = Field(ge=0)
    crusade_start_per_type: int = Field(ge=0)
    hand: int = Field(ge=0)
    neutral_hand: int = Field(ge=0)

    @model_validator(mode="after")
    def _sizes(self) -> CardsData:
        if self.types != CARD_TYPES:
            raise ValueError(f"the card types must be {CARD_TYPES}")
        if self.provisions_per_type + self.crusade_start_per_type > self.per_type:
            raise ValueError("more cards used at set-up than there are")
        return self


class SetupRow(_Model):
    richard: int = Field(ge=1)
    john: int = Field(ge=1)
    neutral: str | None = None


class TracksData(_Model):
    richard_army: int
    saladin_army: int
    kings_return: int
    kings_treasure: int
    last_round: int = Field(ge=1)
    neutral_bonus: int = Field(ge=0)


class Character(_Model):
    name: str
    faction: Faction
    coins: int = Field(ge=0)
    ability: Literal["cheap_third_card", "cheap_reserve", "free_rob", "home_coin", "contribute_last",
                     "peek_event"]


class PurchaseData(_Model):
    columns: tuple[str, ...]
    rounds_per_row: int = Field(ge=1)
    rows: tuple[tuple[int, ...], ...]
    third_card: int = Field(ge=0)

    @model_validator(mode="after")
    def _shape(self) -> PurchaseData:
        if sorted(self.columns) != sorted(("horse", "ship", "skill", "prestige", "random", "reserve")):
            raise ValueError("the purchase columns are horse, ship, skill, prestige, random, reserve")
        if not self.rows or any(len(r) != len(self.columns) for r in self.rows):
            raise ValueError("every purchase row needs one cost per column")
        return self


class Edict(_Model):
    id: str
    deck: Faction
    kind: Literal["track", "hand", "upgrades", "coins", "armies_below", "tracks_at_least", "sets"]
    track: str | None = None
    colour: Literal["R", "G"] | None = None
    per: int = Field(1, ge=1)
    at: int = 0
    points: int = Field(ge=0)
    max: int = Field(ge=0)

    @model_validator(mode="after")
    def _fields(self) -> Edict:
        if self.kind == "track" and self.track not in TRACKS:
            raise ValueError(f"edict {self.id}: a track edict names a track")
        if self.kind == "hand" and self.colour is None:
            raise ValueError(f"edict {self.id}: a hand edict names a colour")
        return self


class Modifiers(_Model):
    move: int = 0
    free_rob: int = 0
    random_cost: int | None = None
    horse_discount: int = 0
    ship_discount: int = 0
    third_card_cost: int | None = None


class EventCard(_Model):
    id: str
    name: str
    when: Literal["reveal", "round", "outcome"]
    condition: str = "always"
    who: Literal["richard", "john", "all", "home", "fewest", "rich"] = "all"
    at: int = 0
    prestige: int = 0
    coins: int = 0
    draw: int = Field(0, ge=0)
    modifiers: Modifiers = Modifiers()
    merchant: str
    mercenary: str

    @model_validator(mode="after")
    def _condition(self) -> EventCard:
        if self.condition != "always":
            what, _, winner = self.condition.partition(":")
            if what not in ("banners", "hourglasses", "chests") or winner not in ("red", "green", "tie"):
                raise ValueError(f"event {self.id}: unknown condition {self.condition!r}")
        return self


class Alternative(_Model):
    """One way to perform a location's action (see game.toml for the keys)."""

    supporters: Literal["richard", "john"] | None = None
    pay: int = Field(0, ge=0)
    give: dict[str, int] = {}
    give_same: int = Field(0, ge=0)
    give_own: int = Field(0, ge=0, le=1)
    coins: int = Field(0, ge=0)
    prestige: int = Field(0, ge=0)
    draw: int = Field(0, ge=0)
    take: tuple[str, ...] = ()
    pick: Literal["any", "own"] | tuple[str, ...] | None = None
    track: tuple[str, ...] = ()
    allies_pick: Literal["own"] | None = None
    edict_swap: bool = False

    @model_validator(mode="after")
    def _cards(self) -> Alternative:
        named = list(self.give) + list(self.take) + (list(self.pick) if isinstance(self.pick, tuple) else [])
        for c in named:
            if c not in CARD_TYPES:
                raise ValueError(f"unknown card type {c!r}")
        for t in self.track:
            if t not in TRACKS:
                raise ValueError(f"unknown track {t!r}")
        return self


class LocationActions(_Model):
    both: tuple[Alternative, ...] = ()
    large: tuple[Alternative, ...] = ()
    small: tuple[Alternative, ...] = ()

    def side(self, side: str) -> tuple[Alternative, ...]:
        return self.both or (self.large if side == "large" else self.small)

    @model_validator(mode="after")
    def _sides(self) -> LocationActions:
        if self.both and (self.large or self.small):
            raise ValueError("a location's action is either the same on both sides or given per side")
        if not self.both and not (self.large and self.small):
            raise ValueError("a location needs an action for each board side")
        return self


class GameData(_Model):
    source: str
    summary: str = ""
    reconstructed: bool
    cards: CardsData
    setup: dict[int, SetupRow]
    tracks: TracksData
    characters: dict[str, Character]
    purchase: PurchaseData
    edicts: tuple[Edict, ...]
    events: tuple[EventCard, ...]
    locations: dict[str, LocationActions]

    @model_validator(mode="after")
    def _consistent(self) -> GameData:
        for n, row in self.setup.items():
            if row.neutral is not None and self.characters.get(row.neutral, None) is None:
                raise ValueError(f"set-up for {n}: unknown neutral {row.neutral!r}")
            for faction in FACTIONS:
                have = sum(1 for c in self.characters.values() if c.faction == faction)
                if getattr(row, faction) > have:
                    raise ValueError(f"set-up for {n}: not enough {faction} characters")
            if row.richard + row.john + (row.neutral is not None) != n:
                raise ValueError(f"set-up for {n} players does not seat {n}")
        ids = [e.id for e in self.edicts] + [e.id for e in self.events]
        if len(set(ids)) != len(ids):
            raise ValueError("two edicts or events share an id")
        return self


@lru_cache(maxsize=1)
def board_data() -> BoardData:
    raw = tomllib.loads(resource_path("rulesets", "crusade", "board.toml").read_text(encoding="utf-8"))
    return BoardData.model_validate(raw)


@lru_cache(maxsize=1)
def game_data() -> GameData:
    raw = tomllib.loads(resource_path("rulesets", "crusade", "game.toml").read_text(encoding="utf-8"))
    raw["setup"] = {int(k): v for k, v in raw.get("setup", {}).items()}
    data = GameData.model_validate(raw)
    board = board_data()
    if set(data.locations) != set(board.locations):
        raise ValueError("every location of the board needs an action, and only those")
    for e in data.events:
        if e.merchant not in board.locations or e.mercenary not in board.locations:
            raise ValueError(f"event {e.id} sends a figure to an unknown location")
    return data


@lru_cache(maxsize=1)
def location_ids() -> tuple[str, ...]:
    return tuple(sorted(board_data().locations))


@lru_cache(maxsize=1)
def colour_of() -> dict[str, str]:
    """``{location: "R" or "G"}``."""
    return {k: (RED if v.colour == "red" else GREEN) for k, v in board_data().locations.items()}


@lru_cache(maxsize=1)
def edicts() -> dict[str, Edict]:
    return {e.id: e for e in game_data().edicts}


@lru_cache(maxsize=1)
def events() -> dict[str, EventCard]:
    return {e.id: e for e in game_data().events}


@lru_cache(maxsize=1)
def grid() -> GraphGrid:
    """The England board as a graph: positions from latitude and longitude (y down), the
    location's colour as a tag, each segment with its kind ("road" or "water")."""
    b = board_data()
    mid_lat = sum(v.lat for v in b.locations.values()) / len(b.locations)
    scale = math.cos(math.radians(mid_lat))
    top = max(v.lat for v in b.locations.values())
    left = min(v.lon for v in b.locations.values())
    nodes = [Node(k, round((v.lon - left) * scale * 4.0 + 1.0, 3), round((top - v.lat) * 4.0 + 1.0, 3),
                  radius=0.45, tags=(("colour", v.colour), ("colour_source", v.colour_source)))
             for k, v in sorted(b.locations.items())]
    edges = [(a, c, ("road",)) for a, c in b.segments.road] + [(a, c, ("water",)) for a, c in b.segments.water]
    return GraphGrid.build(nodes, edges)
