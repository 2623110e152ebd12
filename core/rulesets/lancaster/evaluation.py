"""A heuristic value of a Lancaster position for one player (for the bots).

Power points count in full; what will turn into power points later is weighed by rough rates:
the nobles at the round table (the final table), the conflicts as they stand (the points each
rank would take now, less a little for knights a second defeat would capture), the two end-game
majorities as they stand (weighed more as the end nears), knights at work in counties and the
castle (their reward's worth), extensions (their reward in the rounds left), knight strength and
goods. The value is the player's lead over the best other player, squashed into [-1, 1]: each
player's own value, not a zero-sum pair.
"""

from __future__ import annotations

import math

from .data import game_data
from .model import RESERVE, State

SCALE = 12.0
GOODS = {"gold": 0.45, "squires": 0.45, "votes": 0.25}


def reward_worth(reward, late: float) -> float:
    """A rough worth in power points of a county or castle reward."""
    v = 0.0
    for kind, n in reward.parts():
        if kind in GOODS:
            v += GOODS[kind] * n
        elif kind == "knight":
            v += (1.0 + 2.5 * late) * n
        elif kind == "upgrade":
            v += (0.8 + 1.5 * late) * n
        elif kind == "extension":
            v += (1.5 + 2.5 * late) * n
        elif kind == "france":
            v += 1.5
        elif kind == "start":
            v += 0.3
    return v


def conflict_points(state: State) -> dict[str, float]:
    """Power points each colour would take from the conflicts if they were evaluated now, less a
    little for knights at risk of capture in a second attempt."""
    data = game_data()
    st = data.knights.strengths
    out: dict[str, float] = {}
    for c in state.conflicts:
        card = data.card(c.card)
        loc = f"C{c.card}"
        stacks = []
        for i, owner in enumerate(c.spaces):
            knights = state.lord(owner).knights
            stacks.append((owner, sum(st[k] for k, where in enumerate(knights) if where == loc), i))
        total = sum(x[1] for x in stacks)
        ranks = [o for o, _, _ in sorted(stacks, key=lambda t: (-t[1], -t[2]))]
        england = total >= card.france
        points = card.points if england else card.points[1:]
        for owner, pts in zip(ranks, points, strict=False):
            out[owner] = out.get(owner, 0.0) + pts
        if not england and c.row == "bottom":
            for owner, strength, _ in stacks:
                out[owner] = out.get(owner, 0.0) - 0.6 * strength
    return out


def majority_estimate(state: State) -> dict[str, float]:
    """The two end-game majorities as they stand, weighed more as the end nears."""
    from .rules import majority_points

    data = game_data()
    st = data.knights.strengths
    seats = [x for x in state.lords if x.ally_of is None]
    awards = data.scoring.two_player_majority if len(seats) == 2 else data.scoring.majority
    strength = {x.id: (sum(st[i] for i, loc in enumerate(x.knights) if loc != RESERVE), x.squires or 0)
                for x in seats}
    ext = {x.id: (len(x.extensions), x.gold or 0) for x in seats}
    out: dict[str, float] = {x.id: 0.0 for x in seats}
    weight = state.round / data.scoring.rounds
    for ranking in (strength, ext):
        for p, pts in majority_points(ranking, awards).items():
            out[p] += pts * weight
    return out


def worth(state: State, owner: str, conflicts: dict[str, float] | None = None,
          majorities: dict[str, float] | None = None) -> float:
    data = game_data()
    st = data.knights.strengths
    lord = state.lord(owner)
    table = data.scoring.nobles
    v = float(lord.pp) + table[len(lord.nobles)]
    if state.stage == "over":
        return v
    rounds_left = max(0, data.scoring.rounds - state.round) + (0 if state.stage in ("conflicts", "over") else 1)
    late = rounds_left / data.scoring.rounds
    noble_next = table[min(9, len(lord.nobles) + 1)] - table[len(lord.nobles)] + 1.0 * late
    strength = 0
    for i, loc in enumerate(lord.knights):
        if loc == RESERVE:
            continue
        strength += st[i]
        if loc in "ABCDEFGHI":
            county = data.county(loc)
            pile = state.counties["ABCDEFGHI".index(loc)].nobles
            noble = noble_next if pile and loc not in lord.nobles else 0.0
            v += 0.8 * max(noble, reward_worth(county.reward, late))
        elif loc[:1] == "K" and loc[1:].isdigit():
            space = data.castle[int(loc[1:]) - 1] if lord.ally_of is None else data.ally_castle[int(loc[1:]) - 1]
            v += 0.8 * reward_worth(space.reward, late)
    for k in lord.extensions:
        v += reward_worth(data.castle[k - 1].reward, late) * rounds_left * 0.5
    v += strength * (0.3 + 1.0 * late)
    v += 0.45 * (lord.gold or 0) + 0.45 * (lord.squires or 0) + 0.25 * lord.votes
    if conflicts is None:
        conflicts = conflict_points(state)
    if majorities is None:
        majorities = majority_estimate(state)
    v += 0.9 * conflicts.get(owner, 0.0) + majorities.get(owner, 0.0)
    return v


def evaluate(state: State, player: str) -> float:
    seats = [lord.id for lord in state.lords if lord.ally_of is None]
    conflicts, majorities = conflict_points(state), majority_estimate(state)
    mine = worth(state, player, conflicts, majorities) + vote_bonus(state, player)
    others = [worth(state, p, conflicts, majorities) for p in seats if p != player]
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
