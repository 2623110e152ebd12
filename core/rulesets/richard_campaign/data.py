"""The campaign map and tables, read from resources/rulesets/richard_campaign and validated once.

``map.json`` holds the map (provinces and sea as rows of letters, forests, rivers, bridges, roads,
strongholds), ``tables.toml`` the Political and Leader Table and the game's tables. Every entry
carries its source and confidence: the map is a reconstruction (no scan of the printed map is
known), the tables are printed facts.
"""

from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from lionheart_resources import path as resource_path

from ...grids.hex import Hex, HexMap, Hexside, from_map_number

Confidence = Literal["high", "medium", "low"]
SIDES = ("richard", "philip")


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Sourced(_M):
    source: str
    confidence: Confidence


class GridSpec(Sourced):
    columns: int = Field(ge=1, le=99)
    rows_odd: int = Field(ge=1, le=99)
    rows_even: int = Field(ge=1, le=99)


class Rows(Sourced):
    rows: tuple[str, ...]


class HexList(Sourced):
    name: str
    hexes: tuple[str, ...]


class River(Sourced):
    name: str
    hexsides: tuple[str, ...]


class Bridges(Sourced):
    hexsides: tuple[str, ...]


class StrongholdSpec(Sourced):
    id: str
    name: str
    hex: str
    province: str
    kind: Literal["castle", "fortress"]
    owner: Literal["richard", "philip"]
    tax: dict[str, int] | None = None


class Place(Sourced):
    id: str
    name: str
    hex: str


class Site(Sourced):
    hex: str


class MapSpec(_M):
    summary: str
    source: str
    reconstructed: bool
    grid: GridSpec
    province_codes: dict[str, str]
    provinces: Rows
    forests: tuple[HexList, ...]
    rivers: tuple[River, ...]
    bridges: Bridges
    roads: tuple[HexList, ...]
    strongholds: tuple[StrongholdSpec, ...]
    saucy_site: Site
    places: tuple[Place, ...]

    @model_validator(mode="after")
    def _consistent(self) -> MapSpec:
        g = self.grid
        if len(self.provinces.rows) != max(g.rows_odd, g.rows_even):
            raise ValueError("the province rows do not match the grid")
        seen: set[str] = set()
        hexes: set[str] = set()
        for s in self.strongholds:
            if s.id in seen:
                raise ValueError(f"two strongholds are called {s.id}")
            if s.hex in hexes:
                raise ValueError(f"two strongholds stand in hex {s.hex}")
            if s.province not in self.province_codes or s.province == "~":
                raise ValueError(f"stronghold {s.id} has no land province")
            seen.add(s.id)
            hexes.add(s.hex)
        for side in self.bridges.hexsides:
            Hexside.from_map_numbers(side)
        return self


class SideInt(_M):
    philip: int
    richard: int


class LeaderSpec(Sourced):
    name: str
    side: Literal["richard", "philip"]
    king: bool = False
    movement: int = Field(ge=0)
    bonus: int
    max: int = Field(ge=0)
    start: str


class TrainSpec(Sourced):
    movement: int
    richard: str
    philip: str


class Country(Sourced):
    side: Literal["richard", "philip"]
    tax: int
    troops: int


class VassalSpec(Sourced):
    name: str
    code: str
    max_influence: SideInt
    roll: SideInt
    tax: SideInt
    over_tax: int
    troops: int
    baron: tuple[str, ...]
    per_fortress: int = 0


class AllySpec(Sourced):
    name: str
    max_influence: SideInt
    roll: SideInt
    troops: int
    movement: int
    bonus: int
    max: int
    entry: tuple[str, ...]


class Start(Sourced):
    year: int
    month: int = Field(ge=3, le=11)
    treasury: int
    richard_number: int


class Costs(Sourced):
    knave: int
    knight: int
    knave_upkeep_halves: int
    knight_upkeep: int
    siege_train: int
    saucy: int
    rebuild: int
    influence: int
    supply_knaves_per_ducat: int
    supply_knights_per_ducat: int
    ransom: int
    ransom_demand: int


class Terrain(Sourced):
    clear: int
    forest: int
    road: int
    river: int
    bridge: int


class ForcedMarch(Sourced):
    extra: tuple[int, int, int, int, int, int]
    per_year: SideInt


class FieldTable(Sourced):
    knave_vs_knave: dict[str, tuple[int, ...]]
    knight_vs_knave: dict[str, tuple[int, ...]]
    knight_vs_knight: dict[str, tuple[int, ...]]
    knave_vs_knight: dict[str, tuple[int, ...]]

    @model_validator(mode="after")
    def _shape(self) -> FieldTable:
        for t in (self.knave_vs_knave, self.knight_vs_knave, self.knight_vs_knight, self.knave_vs_knight):
            if sorted(t) != ["A", "B", "C"] or any(len(v) != 9 for v in t.values()):
                raise ValueError("a field combat table needs rows A, B, C of 9 columns")
        return self


class AssaultTable(Sourced):
    rows: tuple[tuple[str, ...], ...]

    @model_validator(mode="after")
    def _shape(self) -> AssaultTable:
        if len(self.rows) != 10 or any(len(r) != 6 for r in self.rows):
            raise ValueError("the assault table has 10 rows (-1..8) of 6 columns")
        return self


class SiegeTable(Sourced):
    rows: tuple[tuple[str, str, str, str], ...]
    fortress: int
    friendly_army: int
    king_besieging: int
    neutral_no_army: int


class TruceTable(Sourced):
    table_a: tuple[str, ...]
    table_b: tuple[str, ...]


class Tables(_M):
    start: Start
    costs: Costs
    terrain: Terrain
    forced_march: ForcedMarch
    field_combat: FieldTable
    assault: AssaultTable
    siege: SiegeTable
    truce: TruceTable
    leaders: dict[str, LeaderSpec]
    trains: TrainSpec
    countries: dict[str, Country]
    vassals: dict[str, VassalSpec]
    allies: dict[str, AllySpec]


# ---- the map, worked out once -------------------------------------------------------------


@dataclass(frozen=True)
class Stronghold:
    id: str
    name: str
    hex: Hex
    province: str  # a vassal id ("normandy"...) or "france"
    fortress: bool
    owner: str  # at the start
    tax: dict[str, int] | None


@dataclass(frozen=True)
class MapData:
    spec: MapSpec
    grid: HexMap
    land: frozenset[Hex]
    province: dict[Hex, str]
    forest: frozenset[Hex]
    rivers: frozenset[Hexside]
    bridges: frozenset[Hexside]
    roads: frozenset[Hexside]
    holds: dict[str, Stronghold]
    hold_at: dict[Hex, str]
    edge_south: frozenset[Hex]
    edge_north: frozenset[Hex]


def _read_map() -> MapSpec:
    raw = json.loads(resource_path("rulesets", "richard_campaign", "map.json").read_text(encoding="utf-8"))
    return MapSpec.model_validate(raw)


def _read_tables() -> Tables:
    raw = tomllib.loads(resource_path("rulesets", "richard_campaign", "tables.toml").read_text(encoding="utf-8"))
    return Tables.model_validate(raw)


@lru_cache(maxsize=1)
def tables() -> Tables:
    return _read_tables()


def build_map(spec: MapSpec) -> MapData:
    """Every derived fact of a map spec (also used by the editor's validation)."""
    g = spec.grid
    hexes: set[Hex] = set()
    province: dict[Hex, str] = {}
    land: set[Hex] = set()
    for c in range(1, g.columns + 1):
        rows = g.rows_odd if c % 2 else g.rows_even
        for r in range(1, rows + 1):
            h = from_map_number(f"{c:02d}{r:02d}")
            code = spec.provinces.rows[r - 1][c - 1] if c - 1 < len(spec.provinces.rows[r - 1]) else " "
            if code == " ":
                continue
            if code not in spec.province_codes:
                raise ValueError(f"hex {c:02d}{r:02d} has an unknown province code {code!r}")
            hexes.add(h)
            name = spec.province_codes[code]
            province[h] = name
            if name != "sea":
                land.add(h)
    forest = frozenset(from_map_number(x) for f in spec.forests for x in f.hexes) & land

    def sides(items) -> frozenset[Hexside]:
        out = set()
        for text in items:
            hs = Hexside.from_map_numbers(text)
            if hs.a in hexes and hs.b in hexes:
                out.add(hs)
        return frozenset(out)

    rivers = sides(x for r in spec.rivers for x in r.hexsides)
    bridges = sides(spec.bridges.hexsides)
    road_sides: set[Hexside] = set()
    for road in spec.roads:
        chain = [from_map_number(x) for x in road.hexes]
        for a, b in zip(chain, chain[1:], strict=False):
            if a != b and a.distance(b) == 1 and a in land and b in land:
                road_sides.add(Hexside(a, b))
    holds: dict[str, Stronghold] = {}
    hold_at: dict[Hex, str] = {}
    for s in spec.strongholds:
        h = from_map_number(s.hex)
        if h not in land:
            raise ValueError(f"stronghold {s.id} stands at sea or off the map ({s.hex})")
        holds[s.id] = Stronghold(s.id, s.name, h, spec.province_codes[s.province], s.kind == "fortress",
                                 s.owner, s.tax)
        hold_at[h] = s.id
    south = frozenset(h for h in land if int(_label(h)[2:]) == (g.rows_odd if int(_label(h)[:2]) % 2 else g.rows_even))
    north = frozenset(h for h in land if int(_label(h)[2:]) == 1)
    return MapData(spec, HexMap(frozenset(hexes)), frozenset(land), province, forest, rivers | bridges,
                   bridges, frozenset(road_sides), holds, hold_at, south, north)


def _label(h: Hex) -> str:
    from ...grids.hex import map_number

    return map_number(h)


@lru_cache(maxsize=1)
def game_map() -> MapData:
    return build_map(_read_map())


def grid() -> HexMap:
    return game_map().grid
