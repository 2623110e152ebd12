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
        elif (loc[:1] == "K" and loc[1:].isdigit()):
            v += 1.5
        elif (loc[:1] == "C" and loc[1:].isdigit()):
            v += 1.0 * st[i]
    v += strength * (0.6 + 1.2 * late)
    v += len(lord.extensions) * (1.5 + 2.0 * late)
    v += 0.4 * (lord.gold or 0) + 0.4 * (lord.squires or 0) + 0.25 * lord.votes
    v += 0.8 * len(lord.nobles) * late
    return v


def evaluate(state: State, player: str) -> float:
    seats = [lord.id for lord in state.lords if lord.ally_of is None]
    mine = worth(state, player) + vote_bonus(state, player)
    others = [worth(state, p) for p in seats if p != player]
    if not others:
        return math.tanh(mine / SCALE)
    return math.tanh((mine - max(others)) / SCALE)


# Rough worth of a decision a law leaves to a player (it is not taken in the estimate).
PENDING_WORTH = {"upgrade": 1.5, "ext": 3.0, "pay": 0.5}


def law_value(state: State, law_id: str, player: str) -> float:
    """What a law in force would bring ``player`` this round over the best other player, by
    applying it to a copy of the position (decisions it leaves are valued roughly)."""
    from .rules import _G, RULESET

    g = _G(state, None)
    g.pending = []
    before = {x.id: worth(state, x.id) for x in state.lords if x.ally_of is None}
    RULESET._apply_law(g, law_id)
    after = g.frozen()
    gain = {p: worth(after, p) - before[p] for p in before}
    for p in g.pending:
        if p.owner in gain:
            gain[p.owner] += PENDING_WORTH.get(p.kind, 0.0)
    others = [v for p, v in gain.items() if p != player]
    return gain[player] - (max(others) if others else 0.0)


def vote_bonus(state: State, player: str) -> float:
    """While parliament votes: the worth of one's own cast vote on the proposal."""
    if state.stage != "vote" or not state.proposals:
        return 0.0
    mine = next(((v, k) for seat, v, k in state.votes if seat == player and v >= 0), None)
    if mine is None:
        return 0.0
    memo = state.memo.setdefault("law_values", {})
    key = (player, state.proposals[0], state.laws[0])
    if key not in memo:
        memo[key] = law_value(state, state.proposals[0], player) - law_value(state, state.laws[0], player)
    delta = memo[key]
    v, k = mine
    sign = 1.0 if v else -1.0
    return sign * delta * min(1 + k, 3) / 3.0
