"""Formations for the hex variant's deployment (issue 9): a hex for each of a side's units in its
two deployment rows, from its own units only (class and weapon), for any army a player may build.

A formation is a few rules, not a list of hexes: where the shooters stand (the back row, the
middle of the front line, or its ends), where the horse stands (beside the King in the back row,
or at the ends of the front line), how far the whole formation is moved to the side's right
(negative: its left), the King's column beside the back row's middle, and the spacing of the
front line. ``STANDARD`` is the standard army's deployment (resources/rulesets/lionheart_hex/hex.toml).

``arrange`` gives the hexes; ``next_step`` the next Withdraw or Deploy that moves a side's units
towards them (every step places a unit where it belongs or frees a hex that another belongs in,
so at most two steps a unit; None once every unit stands in its hex). Both read only the side's
own units: the other side's army is built at the same time and in secret.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...grids.hex import Hex, from_offset
from .data import game_data
from .model import GOLD, Deploy, Unit, Withdraw
from .tables import unit_class, weapon

SHOOTERS_AT = ("back", "front_centre", "front_wings")
HORSE_AT = ("centre", "wings")


@dataclass(frozen=True, slots=True)
class Formation:
    shooters: str = "back"  # SHOOTERS_AT
    horse: str = "centre"  # HORSE_AT
    shift: int = 0  # columns to the side's right
    king: int = 0  # the King's column from the back row's middle (to the side's right)
    gap: int = 1  # the front line's spacing (1: shoulder to shoulder, 2: every other hex)

    def __post_init__(self) -> None:
        if self.shooters not in SHOOTERS_AT or self.horse not in HORSE_AT or self.gap < 1:
            raise ValueError(f"not a formation: {self!r}")

    @property
    def name(self) -> str:
        parts = [f"shooters-{self.shooters}", f"horse-{self.horse}"]
        if self.shift:
            parts.append(f"shift{self.shift:+d}")
        if self.king:
            parts.append(f"king{self.king:+d}")
        if self.gap != 1:
            parts.append(f"gap{self.gap}")
        return ",".join(parts)


STANDARD = Formation()


def role(u: Unit) -> str:
    """king, horse (mounted, shooting or not), shooters (foot with a missile weapon) or foot."""
    c = unit_class(u.cls)
    if c.king:
        return "king"
    if c.mount == "horse":
        return "horse"
    if weapon(u.spec.weapon).kind == "missile":
        return "shooters"
    return "foot"


def _halves(units: list[Unit]) -> tuple[list[Unit], list[Unit]]:
    k = len(units) // 2
    return units[:k], units[k:]


def _rows(units: list[Unit], f: Formation) -> tuple[list[Unit], list[Unit], int]:
    """The back row and the front row, each from the side's left to its right, and the King's
    index in the back row (-1 without a King)."""
    groups: dict[str, list[Unit]] = {"king": [], "horse": [], "shooters": [], "foot": []}
    for u in sorted(units, key=lambda x: x.uid):
        groups[role(u)].append(u)
    foot, shooters, horse, king = groups["foot"], groups["shooters"], groups["horse"], groups["king"]
    front = list(foot)
    back_left: list[Unit] = []
    back_right: list[Unit] = []
    if f.shooters == "front_centre":
        fl, fr = _halves(foot)
        front = fl + shooters + fr
    elif f.shooters == "front_wings":
        sl, sr = _halves(shooters)
        front = sl + foot + sr
    else:
        sl, sr = _halves(shooters)
        back_left, back_right = sl, sr
    hl, hr = _halves(horse)
    if f.horse == "wings":
        front = hl + front + hr
    else:
        back_left, back_right = back_left + hl, hr + back_right
    back = back_left + king + back_right
    width = game_data().field.columns
    # More units than a row holds: the outermost go to the other row (never the King).
    while len(back) > width:
        u = back.pop(0) if len(back_left) >= len(back_right) else back.pop()
        front.append(u)
    while len(front) > width:
        back.insert(0 if len(back) % 2 else len(back), front.pop())
    k = next((i for i, u in enumerate(back) if unit_class(u.cls).king), -1)
    return back, front, k


def _columns(n: int, first: int, gap: int, half: int) -> list[int]:
    """n columns from ``first`` at ``gap`` apart, moved inside -half..half (relative columns)."""
    cols = [first + i * gap for i in range(n)]
    if cols and cols[-1] > half:
        cols = [c - (cols[-1] - half) for c in cols]
    if cols and cols[0] < -half:
        cols = [c + (-half - cols[0]) for c in cols]
    return cols


def arrange(units: Any, side: str, f: Formation = STANDARD) -> dict[int, Hex]:
    """A hex in ``side``'s deployment rows for each of its units (uid -> hex), by ``f``; the other
    side's units in ``units`` are not read. The King is in the back row."""
    from .rules import deploy_rows  # (rules.py imports this module)

    own = [u for u in units if u.owner == side]
    columns = game_data().field.columns
    half = columns // 2
    back, front, k = _rows(own, f)
    gap = f.gap
    while gap > 1 and (len(front) - 1) * gap + 1 > columns:
        gap -= 1
    mid_back = (len(back) - 1) // 2 if k < 0 else k
    back_cols = _columns(len(back), f.shift + f.king - mid_back, 1, half)
    front_cols = _columns(len(front), f.shift - ((len(front) - 1) * gap) // 2, gap, half)
    sign = 1 if side == GOLD else -1  # a column to the side's right (as the standard army's)
    rows = deploy_rows(side)
    out: dict[int, Hex] = {}
    for line, cols, row in ((back, back_cols, rows[0]), (front, front_cols, rows[1])):
        for u, c in zip(line, cols, strict=True):
            out[u.uid] = from_offset(half + sign * c, row, "odd-q")
    return out


def next_step(state: Any, side: str, f: Formation = STANDARD) -> Withdraw | Deploy | None:
    """The next action that moves ``side``'s units towards formation ``f`` (None when every unit
    stands in its hex): first a unit out of place is withdrawn, then a waiting unit deployed."""
    own = [u for u in state.units if u.owner == side]
    if not own:
        return None
    target = arrange(own, side, f)
    for u in own:
        if u.hex is not None and u.hex != target[u.uid]:
            return Withdraw(side, u.hex)
    for u in own:
        if u.hex is None:
            return Deploy(side, u.uid, target[u.uid])
    return None
