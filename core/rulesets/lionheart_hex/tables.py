"""The arithmetic of the hex variant, shared by the rules and the bots' evaluation: what a unit
costs, how many dice it rolls, which faces save, how far it retreats, the action order, the
firing arcs. Everything reads the data file (data.py)."""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

from ...grids.hex import Hex, direction
from .data import ARMOURS, UnitClass, Weapon, game_data
from .model import Options, Spec


def unit_class(cls: str) -> UnitClass:
    return game_data().classes[cls]


def weapon(name: str) -> Weapon:
    return game_data().weapons[name]


# ---- what may be bought -------------------------------------------------------------------


def spec_problem(spec: Spec, opts: Options) -> str | None:
    """Why ``spec`` cannot be bought (a message name), or None when it can."""
    data = game_data()
    c = data.classes.get(spec.cls)
    if c is None:
        return "refuse.no_class"
    if spec.weapon not in data.weapons or spec.cls not in data.weapons[spec.weapon].classes:
        return "refuse.weapon_class"
    if spec.armour not in c.mp:
        return "refuse.armour_class"
    if spec.shields and not data.weapons[spec.weapon].shields:
        return "refuse.shields"
    if c.peasants:
        if spec != Spec(spec.cls, "none", "sidearms", False, 1):
            return "refuse.peasants"
        return None
    if spec.morale not in (1, 2, 3) or (c.king and spec.morale == 1):
        return "refuse.morale"
    if c.king:
        if spec.leadership not in (1, 2, 3):
            return "refuse.leadership"
        if spec.mercenary or spec.dedicated:
            return "refuse.king_special"
    elif spec.leadership != 0:
        return "refuse.leadership"
    if spec.dedicated and spec.armour != "none" and not opts.dedicated_armour:
        return "refuse.dedicated_armour"
    if spec.dedicated and spec.mercenary:
        return "refuse.dedicated_mercenary"
    return None


@lru_cache(maxsize=8)
def all_specs(dedicated_armour: bool) -> tuple[Spec, ...]:
    """Every unit that can be bought, in a fixed order (Kings first)."""
    data = game_data()
    opts = Options(dedicated_armour=dedicated_armour)
    out = []
    classes = sorted(data.classes, key=lambda k: (not data.classes[k].king, list(data.classes).index(k)))
    for cls in classes:
        c = data.classes[cls]
        if c.peasants:
            out.append(Spec(cls, "none", "sidearms", False, 1))
            continue
        for armour in ARMOURS:
            for wname in data.weapons:
                for shields in (False, True):
                    for morale in (1, 2, 3):
                        for dedicated in (False, True):
                            for mercenary in (False, True):
                                for lead in ((1, 2, 3) if c.king else (0,)):
                                    s = Spec(cls, armour, wname, shields, morale, dedicated, mercenary, lead)
                                    if spec_problem(s, opts) is None:
                                        out.append(s)
    return tuple(out)


# ---- costs ----------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def regular_cost(spec: Spec) -> Fraction:
    """What the unit costs as a regular (not mercenary) unit."""
    data = game_data()
    k = data.costs
    c = data.classes[spec.cls]
    if c.peasants:
        return Fraction(k.peasants)
    horse = c.mount == "horse"
    if c.king:
        cost = Fraction(k.king_horse if horse else k.king_foot)
    else:
        cost = Fraction(k.base_horse if horse else k.base_foot)
    cost += (k.morale_horse if horse else k.morale_foot)[spec.morale]
    cost += (data.armour.cost_horse if horse else data.armour.cost_foot)[spec.armour]
    cost += data.weapons[spec.weapon].cost
    if spec.shields:
        cost += k.shields
    if spec.dedicated:
        cost *= k.dedicated_factor
    if c.light:
        cost *= k.light_factor
    if c.king:
        cost *= k.leadership_factor[spec.leadership]
    return cost


@lru_cache(maxsize=4096)
def cost(spec: Spec) -> Fraction:
    """What buying the unit costs now (a mercenary: a quarter of the regular cost)."""
    base = regular_cost(spec)
    if spec.mercenary:
        return base * game_data().costs.mercenary_factor
    return base


def min_promise(spec: Spec) -> int:
    """The least a mercenary must be promised: its (up-front) cost, in whole points."""
    return math.ceil(cost(spec))


def points(value: Fraction) -> str:
    """A cost as players write it: ``12``, ``12.5``, ``3.25``."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):g}"


# ---- movement and dice ------------------------------------------------------------------------


def movement_points(spec: Spec) -> int:
    return unit_class(spec.cls).mp[spec.armour]


def is_missile(spec: Spec) -> bool:
    return weapon(spec.weapon).kind == "missile"


def melee_dice(spec: Spec, figures: int, enemy: Spec) -> int:
    """Dice in hand-to-hand combat against ``enemy``: figures x dice per figure plus the spear
    bonus (against a unit without spears) or the halberds' bonus. Archers fight with sidearms."""
    c = unit_class(spec.cls)
    n = figures * c.dice
    bonus = weapon(spec.weapon).melee_bonus
    if bonus == "spears" and enemy.weapon != "spears":
        n += figures if c.spear_bonus == "per_figure" else figures // 2
    elif bonus == "per_two":
        n += figures // 2
    return n


def missile_dice(spec: Spec, figures: int) -> int:
    return figures * unit_class(spec.cls).dice


def has_shields_in_melee(spec: Spec) -> bool:
    return spec.shields


@lru_cache(maxsize=512)
def save_faces(target: Spec, attacker_weapon: str, missile: bool) -> tuple[str, ...]:
    """The faces on which ``target`` saves one hit from a unit armed with ``attacker_weapon``."""
    data = game_data()
    table = data.saves.tables[unit_class(target.cls).saves]
    step = table.melee[target.armour]
    if missile:
        step += table.archery_shields if target.shields else table.archery_no_shields
    step -= weapon(attacker_weapon).save_shift
    step = max(0, min(step, len(data.saves.ladder) - 1))
    return data.saves.ladder[step]


def casualty_weight(spec: Spec) -> int:
    """Casualties count twice in panic tests for cavalry and light infantry (and light cavalry)."""
    return 2 if unit_class(spec.cls).double_casualties else 1


def retreat_hexes(face: str, mp: int) -> int:
    table = game_data().retreat
    return getattr(table, face)[max(1, min(mp, 4)) - 1]


FACE_VALUE = {"axe": 2, "arrow": 1, "panic": 0}


def total(faces: tuple[str, ...]) -> int:
    """Leadership and morale totals: axe 2, arrow 1, panic 0."""
    return sum(FACE_VALUE[f] for f in faces)


# ---- the action order -------------------------------------------------------------------------


@lru_cache(maxsize=16)
def action_order(high: str, low: str, actions: int) -> tuple[str, ...]:
    """The order of a turn's actions when ``high`` rolled ``actions`` more than ``low`` (2..6):
    the table read left to right, top to bottom, ``low`` in column 1."""
    data = game_data().order
    col = data.columns[min(actions, 5)]
    low_col = data.columns[1]
    out: list[str] = []
    for row in range(5):
        if col[row] == "A":
            out.append(high)
        if low_col[row] == "A":
            out.append(low)
            if actions >= data.bonus_after_low:
                out.append(high)
    return tuple(out)


# ---- firing arcs --------------------------------------------------------------------------------


# Arc directions relative to the facing, clockwise (the hex grid's relative sides).
ARC_SIDES = {"F": 0, "FR": 1, "BR": 2, "B": 3, "BL": 4, "FL": 5}


@lru_cache(maxsize=16)
def arc_offsets(kind: str, facing: int, mirror: bool) -> tuple[Hex, ...]:
    """The hexes of a firing arc relative to the firing unit, for a unit facing ``facing``: the
    data's wedges (and mirror wedges with ``mirror``). With range 3 the foot arc is the nine
    hexes a*F + b*FL or a*F + b*FR (a >= 1, a + b <= 3), the horse arc every hex at distance 1..3
    from F round to the left rear flank (15 hexes)."""
    arc = game_data().arcs[kind]
    wedges = arc.wedges + (arc.mirror if mirror else ())
    cells: set[Hex] = set()
    for first, second in wedges:
        x, y = direction(facing + ARC_SIDES[first]), direction(facing + ARC_SIDES[second])
        for d in range(1, arc.range + 1):
            for i in range(0, d + 1 if arc.second_edge else d):
                cells.add(x * (d - i) + y * i)
    return tuple(sorted(cells, key=lambda h: (h.length(), h.q, h.r)))


def arc_kind(spec: Spec) -> str:
    return unit_class(spec.cls).mount
