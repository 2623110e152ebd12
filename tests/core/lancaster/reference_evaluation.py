"""The Lancaster bots' evaluation as it was before it was made faster (2026-11-23), kept as the
reference the tests compare core/rulesets/lancaster/evaluation.py with: a straightforward reading
of the same figures, every part worked out again for each position and each player. Its memos on
a state use keys of their own ("reference ..."), so it never reads what the fast one stored."""

from __future__ import annotations

import math

from lionheart_core.rulesets.lancaster.data import game_data
from lionheart_core.rulesets.lancaster.model import COURT, RESERVE, Lord, State

SCALE = 12.0
# Rough worth of a decision queued for a player (see pending_worth).
PENDING_WORTH = {"upgrade": 1.5, "ext": 3.0, "pay": 0.5}
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
    from lionheart_core.rulesets.lancaster.rules import majority_points

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


def pending_worth(pending, favours, lord: Lord, late: float) -> float:
    """Rough worth of the decisions queued for ``lord`` (an upgrade to choose, an extension to
    build, a favour tile or noble to take, gold to turn into points): without it a position just
    before such a choice would look poorer than the one just after it, and a one-ply bot would not
    see what a favour tile brings."""
    data = game_data()
    table = data.scoring.nobles
    noble = table[min(9, len(lord.nobles) + 1)] - table[len(lord.nobles)] + 1.0 * late
    v = 0.0
    for p in pending:
        if p.owner != lord.id:
            continue
        if p.kind == "noble":
            v += noble
        elif p.kind == "favour":
            tiles = [t for t, up in zip(data.favours.tiles, favours, strict=False) if up]
            if tiles:
                v += sum(noble * t.amount if t.kind == "noble" else
                         PENDING_WORTH["upgrade"] * t.amount if t.kind == "upgrade" else
                         GOODS[t.kind] * t.amount for t in tiles) / len(tiles)
        elif p.kind in PENDING_WORTH and p.arg != "start":
            v += PENDING_WORTH[p.kind]
    return v


def lateness(state: State) -> tuple[int, float]:
    """Rounds whose revenues are still to come, and that as a share of the game."""
    rounds = game_data().scoring.rounds
    rounds_left = max(0, rounds - state.round) + (0 if state.stage in ("conflicts", "over") else 1)
    return rounds_left, rounds_left / rounds


def marker_worth(state: State) -> float:
    """A voting marker's worth: markers not used by the end of parliament go back to the supply,
    so while parliament votes they are worth less with each proposal decided."""
    if state.stage == "vote":
        return GOODS["votes"] * max(0, len(state.proposals) - 1) / 2
    return GOODS["votes"]


def worth(state: State, owner: str, conflicts: dict[str, float] | None = None,
          majorities: dict[str, float] | None = None) -> float:
    data = game_data()
    st = data.knights.strengths
    lord = state.lord(owner)
    table = data.scoring.nobles
    v = float(lord.pp) + table[len(lord.nobles)]
    if state.stage == "over":
        return v
    rounds_left, late = lateness(state)
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
    # markers behind a vote already cast are spent (they leave when the votes are revealed)
    spent = sum(k for seat, yes, k in state.votes if seat == owner and yes >= 0) if state.votes else 0
    v += 0.45 * (lord.gold or 0) + 0.45 * (lord.squires or 0) + marker_worth(state) * (lord.votes - spent)
    if state.pending:
        v += pending_worth(state.pending, state.favours, lord, late)
    if conflicts is None:
        conflicts = conflict_points(state)
    if majorities is None:
        majorities = majority_estimate(state)
    v += 0.9 * conflicts.get(owner, 0.0) + majorities.get(owner, 0.0)
    return v


def evaluate(state: State, player: str) -> float:
    seats = [lord.id for lord in state.lords if lord.ally_of is None]
    values = state.memo.get("reference worths")
    if values is None:
        conflicts, majorities = conflict_points(state), majority_estimate(state)
        laws = expected_law_gains(state)
        values = state.memo["reference worths"] = {p: worth(state, p, conflicts, majorities) + LAW_WEIGHT * laws.get(p, 0.0)
                                         for p in seats}
    mine = values[player]
    others = [values[p] for p in seats if p != player]
    if not others:
        return math.tanh(mine / SCALE)
    return math.tanh((mine - max(others)) / SCALE)


# The laws' gains are counted at this rate (a law's effect is seen as the board stands now).
LAW_WEIGHT = 0.9


def law_gains(state: State, law_id: str) -> dict[str, float]:
    """What a law in force would bring each player this round as the board stands: the same
    figures as ``law_gains_applied``, worked out from each law's effect directly (the
    search evaluates thousands of positions a move; applying the law to a copy was half its
    time). Memoized on the state."""
    memo = state.memo.setdefault("reference law_gains", {})
    found = memo.get(law_id)
    if found is not None:
        return found
    from lionheart_core.rulesets.lancaster.rules import PRISON

    data = game_data()
    effect = data.law(law_id).effect
    st = data.knights.strengths
    _, late = lateness(state)
    knight_rate = 0.3 + 1.0 * late
    seats = [lord for lord in state.lords if lord.ally_of is None]
    gain: dict[str, float] = {}
    if effect in ("most_gold_upgrade", "most_squires_knight"):
        field = "gold" if effect == "most_gold_upgrade" else "squires"
        best = max((getattr(lord, field) or 0) for lord in seats)
        for lord in seats:
            v = 0.0
            if (getattr(lord, field) or 0) == best:
                if effect == "most_gold_upgrade":
                    v = PENDING_WORTH["upgrade"]
                elif any(st[i] == 1 and loc == RESERVE for i, loc in enumerate(lord.knights)):
                    v = knight_rate
            gain[lord.id] = v
        memo[law_id] = gain
        return gain
    markers = marker_worth(state)
    held: dict[str, int] = {}
    for c in state.counties:
        if c.owner is not None:
            held[c.owner] = held.get(c.owner, 0) + 1
    for lord in seats:
        dep = [st[i] for i, loc in enumerate(lord.knights) if loc not in (RESERVE, COURT, PRISON)]
        in_conflicts = len({loc for loc in lord.knights if len(loc) > 1 and loc[0] == "C"})
        n_held = held.get(lord.id, 0)
        v = 0.0
        if effect in ("buy_votes", "buy_pp_squire_gold", "buy_pp_gold", "buy_pp_squire"):
            v = PENDING_WORTH["pay"]
        elif effect == "pp_per_2_counties":
            v = 3 * (n_held // 2)
        elif effect == "pp_per_3_counties":
            v = 8 * (n_held // 3)
        elif effect == "extension_per_2_conflicts":
            v = PENDING_WORTH["ext"] * min(in_conflicts // 2, 6 - len(lord.extensions))
        elif effect == "squire_per_knight2":
            v = GOODS["squires"] * dep.count(2)
        elif effect == "goods_per_2_conflicts":
            v = (GOODS["gold"] + GOODS["squires"] + markers) * (in_conflicts // 2)
        elif effect == "no_knight2_upgrade":
            v = 0.0 if 2 in dep else PENDING_WORTH["upgrade"]
        elif effect == "swap_3_for_4":
            four_free = any(st[i] == 4 and loc == RESERVE for i, loc in enumerate(lord.knights))
            v = knight_rate if 3 in dep and four_free else 0.0
        elif effect == "pp_per_3_extensions":
            v = 5 * (len(lord.extensions) // 3)
        elif effect == "pp_per_conflict":
            v = 3 * in_conflicts
        elif effect == "all_three_1s_deployed":
            v = 5.0 if dep.count(1) >= st.count(1) else 0.0
        elif effect == "knight_per_3_nobles":
            free = sum(1 for i, loc in enumerate(lord.knights) if st[i] == 1 and loc == RESERVE)
            v = knight_rate * min(len(lord.nobles) // 3, free)
        elif effect == "all_four_strengths":
            v = 6.0 if set(st) <= set(dep) else 0.0
        gain[lord.id] = float(v)
    memo[law_id] = gain
    return gain


def laws_to_apply(state: State) -> tuple[str, ...]:
    """The laws in force that are still to be applied this round."""
    if state.stage in ("setup", "place", "vote"):
        return state.laws
    if state.stage == "laws":
        return state.laws[state.cursor:]
    return ()


def adoption_chance(state: State, deltas: dict[str, float]) -> float:
    """The chance that the proposal being voted on is adopted: the votes cast count as they are
    (a hidden one as unknown), each player still to vote is expected to vote for their own
    interest (``deltas``: what the adoption would bring them), markers uncertain."""
    margin = 0.0
    var = 0.25
    voted = set()
    for seat, v, k in state.votes:
        voted.add(seat)
        if v < 0:
            var += 2.0
        else:
            margin += (1 + k) if v else -(1 + k)
    for lord in state.lords:
        if lord.ally_of is not None or lord.id in voted:
            continue
        weight = 1.0 + 0.5 * min(lord.votes, 2)
        mean = math.tanh(deltas.get(lord.id, 0.0)) * weight
        margin += mean
        var += weight * weight - mean * mean + 0.25 * min(lord.votes, 2)
    # ties adopt: adopted when the margin is 0 or more (it is a whole number)
    return 0.5 * (1.0 + math.erf((margin + 0.5) / math.sqrt(2.0 * var)))


def proposal_deltas(state: State) -> dict[str, float]:
    """What the adoption of the proposal being voted on would bring each player this round (it
    replaces the left-most law in force)."""
    new = law_gains(state, state.proposals[0])
    old = law_gains(state, state.laws[0]) if state.laws else {}
    return {p: new[p] - old.get(p, 0.0) for p in new}


def expected_law_gains(state: State) -> dict[str, float]:
    """What the laws still to be applied this round are expected to bring each player; while
    parliament votes, the proposal on the table counts by its chance of adoption."""
    out: dict[str, float] = {}
    for law_id in laws_to_apply(state):
        for p, v in law_gains(state, law_id).items():
            out[p] = out.get(p, 0.0) + v
    if state.stage == "vote" and state.proposals and state.laws:
        deltas = proposal_deltas(state)
        chance = adoption_chance(state, deltas)
        for p, d in deltas.items():
            out[p] = out.get(p, 0.0) + chance * d
    return out
