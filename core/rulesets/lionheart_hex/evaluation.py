"""How good a hex-variant position is for one side, for the computer players.

The value is in [-1, 1] (``+1`` a won game). For each side it adds:

* material: every figure weighted by the dice it rolls and how well it saves (a unit's staying
  power), missile units a little more for their reach, panicked units less; while armies are
  built, units still in the reserve count a little less than deployed ones, so a bot deploys;
* contact: enemies in a unit's front hex (it can attack) count for it, its own flank or rear
  exposed to an adjacent enemy counts against it, and enemies inside a loaded missile unit's
  arc count for it;
* approach: each unit a little better the closer it stands to the nearest enemy (battles are
  won by fighting), the King a little better farther from enemies;
* King danger: enemies next to the King.
"""

from __future__ import annotations

import math
from functools import lru_cache

from ...grids.hex import aspect, direction_to, relative_side
from .data import field
from .model import SIDES, Spec, State, Unit, other
from .tables import arc_kind, arc_offsets, is_missile, melee_dice, save_faces, unit_class

SCALE = 10.0
ODDS = {"axe": 0.5, "arrow": 1 / 3, "panic": 1 / 6}


@lru_cache(maxsize=4096)
def figure_value(spec: Spec) -> float:
    """What one figure is worth: dice it rolls against a plain enemy, times its staying power."""
    c = unit_class(spec.cls)
    dice = melee_dice(spec, 2, Spec("foot", weapon="sidearms")) / 2
    save = sum(ODDS[f] for f in save_faces(spec, "sidearms", False))
    value = (dice + 0.5) / max(0.2, 1.0 - save)
    if is_missile(spec):
        value *= 1.4
    if spec.dedicated:
        value *= 1.2
    if c.king:
        value *= 1.5
    return value


def _side_score(state: State, side: str, units: list[Unit], occupied: dict) -> float:
    score = 0.0
    enemies = [u for u in units if u.owner != side and u.alive]
    king = next((u for u in units if u.owner == side and u.alive and unit_class(u.cls).king), None)
    for u in units:
        if u.owner != side or u.figures <= 0:
            continue
        v = figure_value(u.spec) * u.figures
        if u.hex is None:
            score += 0.9 * v  # in the reserve
            continue
        if u.panicked:
            v *= 0.75
        score += v
        if not enemies or state.phase == "build":
            continue
        front = occupied.get(u.hex.neighbour(u.facing))
        if front is not None and front.owner != side:
            score += 0.15 * v
        for d in range(1, 6):
            e = occupied.get(u.hex.neighbour(u.facing + d))
            if e is not None and e.owner != side and aspect(d) != "front":
                # An enemy facing us from our flank or rear can strike there.
                back = direction_to(e.hex, u.hex)
                if back is not None and relative_side(e.facing, back) == 0:
                    score -= (0.25 if aspect(d) == "flank" else 0.4) * v
        if is_missile(u.spec) and u.loaded:
            for off in arc_offsets(arc_kind(u.spec), u.facing, False):
                e = occupied.get(u.hex + off)
                if e is not None and e.owner != side:
                    score += 0.3
                    break
        nearest = min(u.hex.distance(e.hex) for e in enemies)
        if unit_class(u.cls).king:
            score += 0.05 * min(nearest, 4)
        else:
            score -= 0.04 * nearest
    if king is not None and king.hex is not None and state.phase != "build":
        for n in king.hex.neighbours():
            e = occupied.get(n)
            if e is not None and e.owner != side:
                score -= 1.0
    return score


def evaluate(state: State, player: str) -> float:
    if state.phase == "over":
        res = state.outcome
        if res is None or not res.winners:
            return 0.0
        return 1.0 if player in res.winners else -1.0
    units = list(state.units)
    occupied = {u.hex: u for u in units if u.alive}
    mine = _side_score(state, player, units, occupied)
    theirs = _side_score(state, other(player), units, occupied)
    return math.tanh((mine - theirs) / SCALE)


__all__ = ["SIDES", "evaluate", "field", "figure_value"]
