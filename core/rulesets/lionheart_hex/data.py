"""The data of the hex variant (resources/rulesets/lionheart_hex/hex.toml), validated once."""

from __future__ import annotations

import tomllib
from fractions import Fraction
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from lionheart_resources import path as resource_path

from ...grids.hex import HexField

ARMOURS = ("none", "light", "medium", "heavy")
FACES = ("axe", "arrow", "panic")
Confidence = Literal["RULES", "INF", "DEFAULT"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    # True for a table no rulebook prints (worked out or chosen): Help > About lists it.
    reconstructed: bool = False


class FieldData(_Model):
    columns: int = Field(ge=5, le=40)
    rows: int = Field(ge=6, le=40)
    deploy_rows: int = Field(ge=1, le=4)
    summary: str
    source: str
    confidence: Confidence


class BudgetData(_Model):
    points: int = Field(ge=1, le=10000)
    source: str
    confidence: Confidence


class UnitClass(_Model):
    name: str
    figures: int = Field(ge=1, le=10)
    dice: int = Field(ge=1, le=4)
    mp: dict[str, int]
    saves: str
    mount: Literal["foot", "horse"]
    light: bool
    spear_bonus: Literal["per_two", "per_figure"]
    double_casualties: bool
    king: bool = False
    peasants: bool = False
    source: str
    confidence: Confidence

    @field_validator("mp")
    @classmethod
    def _armours(cls, v: dict[str, int]) -> dict[str, int]:
        if not v or any(a not in ARMOURS or not 1 <= mp <= 4 for a, mp in v.items()):
            raise ValueError("mp maps armour (none/light/medium/heavy) to 1..4 movement points")
        return v


class Weapon(_Model):
    name: str
    kind: Literal["melee", "missile"]
    classes: tuple[str, ...]
    shields: bool
    melee_bonus: Literal["", "spears", "per_two"] = ""
    save_shift: int = Field(ge=0, le=3)
    cost: int
    reload: Literal["", "mp", "action"] = ""
    source: str
    confidence: Confidence


class ArmourData(_Model):
    order: tuple[str, ...]
    names: dict[str, str]
    cost_foot: dict[str, int]
    cost_horse: dict[str, int]
    source: str
    confidence: Confidence


class CostData(_Model):
    base_foot: int
    base_horse: int
    king_foot: int
    king_horse: int
    peasants: int
    morale_foot: dict[int, int]
    morale_horse: dict[int, int]
    shields: int
    light_factor: Fraction
    dedicated_factor: Fraction
    leadership_factor: dict[int, Fraction]
    mercenary_factor: Fraction
    source: str
    confidence: Confidence

    @field_validator("light_factor", "dedicated_factor", "mercenary_factor", mode="before")
    @classmethod
    def _fraction(cls, v: object) -> Fraction:
        return Fraction(str(v))

    @field_validator("leadership_factor", mode="before")
    @classmethod
    def _fractions(cls, v: dict) -> dict:
        return {int(k): Fraction(str(x)) for k, x in v.items()}


class SaveTable(_Model):
    melee: dict[str, int]
    archery_shields: int
    archery_no_shields: int


class SaveData(_Model):
    ladder: tuple[tuple[str, ...], ...]
    tables: dict[str, SaveTable]
    source: str
    confidence: Confidence


class RetreatData(_Model):
    axe: tuple[int, int, int, int]
    arrow: tuple[int, int, int, int]
    panic: tuple[int, int, int, int]
    source: str
    confidence: Confidence


class OrderData(_Model):
    columns: dict[int, str]
    bonus_after_low: int
    source: str
    confidence: Confidence


ArcSide = Literal["F", "FR", "BR", "B", "BL", "FL"]


class ArcData(_Model):
    range: int = Field(ge=1, le=10)
    wedges: tuple[tuple[ArcSide, ArcSide], ...]
    mirror: tuple[tuple[ArcSide, ArcSide], ...] = ()
    second_edge: bool
    source: str
    confidence: Confidence


class StandardSlot(_Model):
    cls: str
    armour: str = "none"
    weapon: str
    shields: bool = False
    morale: int = 2
    leadership: int = 2
    column: int
    row: int = Field(ge=0, le=1)


class GameData(_Model):
    field: FieldData
    budget: BudgetData
    classes: dict[str, UnitClass]
    weapons: dict[str, Weapon]
    armour: ArmourData
    costs: CostData
    saves: SaveData
    retreat: RetreatData
    order: OrderData
    arcs: dict[str, ArcData]
    standard_army: tuple[StandardSlot, ...]

    @model_validator(mode="after")
    def _consistent(self) -> GameData:
        if sum(1 for c in self.classes.values() if c.king) < 1:
            raise ValueError("the data must define a King class")
        for name, c in self.classes.items():
            if c.saves not in self.saves.tables:
                raise ValueError(f"class {name} uses an unknown save table {c.saves!r}")
        for name, w in self.weapons.items():
            for c in w.classes:
                if c not in self.classes:
                    raise ValueError(f"weapon {name} names an unknown class {c!r}")
        if set(self.arcs) != {"foot", "horse"}:
            raise ValueError("the data needs the foot and horse firing arcs")
        for k, col in self.order.columns.items():
            if len(col) != 5 or col.count("A") != k or set(col) - {"A", "X"}:
                raise ValueError(f"order column {k} must have {k} 'A' in 5 rows")
        for slot in self.standard_army:
            if slot.cls not in self.classes or slot.weapon not in self.weapons:
                raise ValueError("the standard army names an unknown class or weapon")
        if sum(1 for s in self.standard_army if self.classes[s.cls].king) != 1:
            raise ValueError("the standard army has exactly one King")
        return self


@lru_cache(maxsize=1)
def game_data() -> GameData:
    raw = tomllib.loads(resource_path("rulesets", "lionheart_hex", "hex.toml").read_text())
    return GameData.model_validate(raw)


@lru_cache(maxsize=1)
def field() -> HexField:
    f = game_data().field
    return HexField(f.columns, f.rows)
