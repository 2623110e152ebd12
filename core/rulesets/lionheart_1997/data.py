"""Unit and board data of the 1997 game, read from resources and validated once."""

from __future__ import annotations

import tomllib
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from lionheart_resources import path as resource_path

from ...grids.square import SquareGrid


class UnitType(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: str = ""
    name: str
    plural: str
    glyph: str
    figures_per_side: int = Field(ge=1)
    base_min: int = Field(ge=1)
    base_max: int = Field(ge=1)
    massive_base_max: int | None = None
    dice_per_figure: int = Field(ge=1, le=4)
    hits_on: Literal["axe", "arrow", "most"]
    hits_to_kill: int = Field(ge=1, le=2)
    panics: bool
    retreat_per_panic: bool = False
    forces_retreat: bool = False
    bribable: bool = False
    mounted: bool
    move_cost: int = Field(ge=1, le=2)
    turn_cost: int = Field(ge=1, le=2)
    attack: Literal["front", "zone", "around"]
    zone_width: int = 3
    zone_depth: int = 3
    basic: bool


class BoardData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    columns: int = Field(ge=3, le=26)
    rows: int = Field(ge=4, le=40)
    king_column: int
    summary: str = ""
    source: str
    reconstructed: bool


class Limits(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    bases: int
    horses: int


class SetupSlot(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: str
    figures: int
    column_offset: int
    row: int = Field(ge=0, le=1)


class GameData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    board: BoardData
    limits: Limits
    units: dict[str, UnitType]
    basic_setup: tuple[SetupSlot, ...]

    @model_validator(mode="after")
    def _consistent(self) -> GameData:
        if "king" not in self.units:
            raise ValueError("the data must define a king")
        for slot in self.basic_setup:
            if slot.kind not in self.units:
                raise ValueError(f"basic setup names unknown unit {slot.kind!r}")
        if not 0 <= self.board.king_column < self.board.columns:
            raise ValueError("king_column is off the board")
        return self


# Display and tie-break order of unit kinds.
KIND_ORDER = ("king", "knight", "archer", "infantry", "heavy_infantry", "peasant", "mercenary")


@lru_cache(maxsize=1)
def game_data() -> GameData:
    raw = tomllib.loads(resource_path("rulesets", "lionheart_1997", "units.toml").read_text())
    for kind, table in raw.get("units", {}).items():
        table["kind"] = kind
    return GameData.model_validate(raw)


@lru_cache(maxsize=1)
def grid() -> SquareGrid:
    b = game_data().board
    return SquareGrid(b.columns, b.rows)
