"""A heuristic value of a Lancaster position for one player (for the bots).

Power points count in full; what will turn into power points later is weighed by rough rates: the
nobles at the round table (the final table), knight strength and extensions (the two majorities
and every reward they bring), goods, and knights already at work (a county's reward, a castle
space, a share of a conflict's points). The value is the player's lead over the best other player,
squashed into [-1, 1]: each player's value, not a zero-sum pair.
"""

from __future__ import annotations

import math

from .data import game_data
from .model import COURT, RESERVE, State

SCALE = 12.0


def worth(state: State, owner: str) -> float:
    data = game_data()
    st = data.knights.strengths
    lord = state.lord(owner)
    rounds_left = max(0, data.scoring.rounds - state.round) + (0 if state.stage in ("conflicts", "over") else 1)
    late = rounds_left / data.scoring.rounds
    v = float(lord.pp) + data.scoring.nobles[len(lord.nobles)]
    if state.stage == "over":
        return v
    strength = 0
    for i, loc in enumerate(lord.knights):
        if loc == RESERVE:
            continue
        strength += st[i]
        if loc == COURT or loc == "P":
            continue
        if loc in "ABCDEFGHI":
            v += 2.0 + 0.3 * st[i]
        elif loc.startswith("K"):
            v += 1.5
        elif loc.startswith("C"):
            v += 1.0 * st[i]
    v += strength * (0.6 + 1.2 * late)
    v += len(lord.extensions) * (1.5 + 2.0 * late)
    v += 0.4 * (lord.gold or 0) + 0.4 * (lord.squires or 0) + 0.25 * lord.votes
    v += 0.8 * len(lord.nobles) * late
    return v


def evaluate(state: State, player: str) -> float:
    seats = [lord.id for lord in state.lords if lord.ally_of is None]
    mine = worth(state, player)
    others = [worth(state, p) for p in seats if p != player]
    if not others:
        return math.tanh(mine / SCALE)
    return math.tanh((mine - max(others)) / SCALE)
