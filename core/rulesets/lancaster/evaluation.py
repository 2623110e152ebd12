"""A heuristic value of a Lancaster position for one player (for the bots).

Power points count in full; what will turn into power points later is weighed by rough rates:
the nobles at the round table (the final table), the conflicts as they stand (the points each
rank would take now, less a little for knights a second defeat would capture), the two end-game
majorities as they stand (weighed more as the end nears), knights at work in counties and the
castle (their reward's worth), extensions (their reward in the rounds left), knight strength and
goods. The value is the player's lead over the best other player, squashed into [-1, 1]: each
player's own value, not a zero-sum pair.

The value is meant to be comparable between the phases of a round, since the search compares
positions a few actions apart: the laws still to be applied this round count by what they would
bring each player as the board stands (while parliament votes, the proposal on the table counts
by its chance of adoption given the votes cast and each other player's interest), decisions
queued for a player (a favour tile, a noble, an upgrade or extension to choose) count by a rough
worth, and voting markers lose their worth as parliament's proposals are decided (leftovers go
back to the supply).

The search values thousands of positions a move, most of them a single action apart, so what a
position's value is made of is worked out once and shared: the figures of the game data (each
reward as a rate plus a rate per share of the game left) once per data; what a lord's knights,
extensions and nobles amount to (strength, knights in counties, castle and conflicts, what the
laws look at) once per distinct set of them, for every position that holds it; the laws' gains,
the conflicts and the majorities once per position for every player. The figures are those of the
straightforward reading kept in tests/core/lancaster/reference_evaluation.py (the tests compare)."""

from __future__ import annotations

import math

from .data import game_data
from .model import COURT, RESERVE, Lord, State
from .rules import PRISON, majority_points

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


def _linear(reward) -> tuple[float, float]:
    """:func:`reward_worth` of ``reward`` as ``a + b * late``."""
    a = b = 0.0
    for kind, n in reward.parts():
        if kind in GOODS:
            a += GOODS[kind] * n
        elif kind == "knight":
            a, b = a + 1.0 * n, b + 2.5 * n
        elif kind == "upgrade":
            a, b = a + 0.8 * n, b + 1.5 * n
        elif kind == "extension":
            a, b = a + 1.5 * n, b + 2.5 * n
        elif kind == "france":
            a += 1.5
        elif kind == "start":
            a += 0.3
    return a, b


class _Tables:
    """What the evaluation reads of the game data, in the form it reads it."""

    def __init__(self, data) -> None:
        self.data = data
        self.st = data.knights.strengths
        self.strength_kinds = tuple(sorted(set(self.st)))
        self.ones = self.st.count(1)
        self.nobles = data.scoring.nobles
        self.rounds = data.scoring.rounds
        # county letter -> (index, reward rate, rate per share of the game left)
        self.county = {c.letter: (i, *_linear(c.reward)) for i, c in enumerate(data.counties)}
        self.castle = {f"K{k + 1}": _linear(sp.reward) for k, sp in enumerate(data.castle)}
        self.ally_castle = {f"K{k + 1}": _linear(sp.reward) for k, sp in enumerate(data.ally_castle)}
        self.extension = {k + 1: _linear(sp.reward) for k, sp in enumerate(data.castle)}
        self.cards = {c.id: (f"C{c.id}", c.france, tuple(c.points)) for c in data.conflicts.cards}
        self.effects = {law.id: law.effect for law in data.laws}
        self.majority = data.scoring.majority
        self.two_player_majority = data.scoring.two_player_majority
        self.favour_tiles = data.favours.tiles


_TABLES: _Tables | None = None


def _tables() -> _Tables:
    global _TABLES
    data = game_data()
    if _TABLES is None or _TABLES.data is not data:
        _TABLES = _Tables(data)
    return _TABLES


class _Facts:
    """What one lord's knights, extensions and nobles amount to for the evaluation."""

    __slots__ = ("strength", "counties", "castle", "extensions", "deployed", "conflicts",
                 "reserve_ones", "reserve_four")

    def __init__(self, lord: Lord, t: _Tables) -> None:
        st = t.st
        castle = t.castle if lord.ally_of is None else t.ally_castle
        strength = 0
        counties = []
        ca = cb = 0.0
        deployed = [0] * (max(4, *st) + 1)  # knights of each strength out of court, reserve and prison
        conflicts: dict[str, int] = {}  # strength in each conflict
        ones = 0
        four = False
        for i, loc in enumerate(lord.knights):
            s = st[i]
            if loc == RESERVE:
                if s == 1:
                    ones += 1
                elif s == 4:
                    four = True
                continue
            strength += s  # court and prison count too
            if loc in (COURT, PRISON):
                continue
            deployed[s] += 1
            if len(loc) == 1:
                index, a, b = t.county[loc]
                counties.append((index, a, b, loc in lord.nobles))
            elif loc[0] == "K":
                a, b = castle[loc]
                ca += a
                cb += b
            elif loc[0] == "C":
                conflicts[loc] = conflicts.get(loc, 0) + s
        ea = eb = 0.0
        for k in lord.extensions:
            a, b = t.extension[k]
            ea += a
            eb += b
        self.strength = strength
        self.counties = tuple(counties)  # (county index, reward rates, noble of it held)
        self.castle = (ca, cb)
        self.extensions = (ea, eb)
        self.deployed = tuple(deployed)
        self.conflicts = conflicts
        self.reserve_ones = ones
        self.reserve_four = four


_FACTS: dict = {}


def _facts(lord: Lord, t: _Tables) -> _Facts:
    """A lord's facts, shared by every position where the lord's knights, extensions and nobles
    are the same (the search's positions mostly differ in one lord, or in goods only)."""
    key = (lord.knights, lord.extensions, lord.nobles, lord.ally_of is None)
    found = _FACTS.get(key)
    if found is None:
        if len(_FACTS) > 50000:
            _FACTS.clear()
        found = _FACTS[key] = _Facts(lord, t)
    return found


class _Context:
    """What a position's evaluation shares between the players and the laws."""

    __slots__ = ("t", "facts", "rounds_left", "late", "markers")

    def __init__(self, state: State) -> None:
        t = self.t = _tables()
        self.facts = {lord.id: _facts(lord, t) for lord in state.lords}
        self.rounds_left, self.late = lateness(state)
        self.markers = marker_worth(state)


def _context(state: State) -> _Context:
    ctx = state.memo.get("evaluation context")
    if ctx is None:
        ctx = state.memo["evaluation context"] = _Context(state)
    return ctx


def conflict_points(state: State) -> dict[str, float]:
    """Power points each colour would take from the conflicts if they were evaluated now, less a
    little for knights at risk of capture in a second attempt."""
    ctx = _context(state)
    cards, facts = ctx.t.cards, ctx.facts
    out: dict[str, float] = {}
    for c in state.conflicts:
        loc, france, points = cards[c.card]
        stacks = [(owner, facts[owner].conflicts.get(loc, 0), i) for i, owner in enumerate(c.spaces)]
        total = sum(x[1] for x in stacks)
        ranks = [o for o, _, _ in sorted(stacks, key=lambda t: (-t[1], -t[2]))]
        england = total >= france
        for owner, pts in zip(ranks, points if england else points[1:], strict=False):
            out[owner] = out.get(owner, 0.0) + pts
        if not england and c.row == "bottom":
            for owner, strength, _ in stacks:
                out[owner] = out.get(owner, 0.0) - 0.6 * strength
    return out


_MAJORITIES: dict = {}


def _majority_points(ranking: dict[str, tuple[int, int]], awards: tuple[int, ...]) -> dict[str, int]:
    """The rules' ``majority_points``, remembered (a few hundred rankings recur all game)."""
    key = (tuple(ranking.items()), awards)
    found = _MAJORITIES.get(key)
    if found is None:
        if len(_MAJORITIES) > 20000:
            _MAJORITIES.clear()
        found = _MAJORITIES[key] = majority_points(ranking, awards)
    return found


def majority_estimate(state: State) -> dict[str, float]:
    """The two end-game majorities as they stand, weighed more as the end nears."""
    ctx = _context(state)
    t, facts = ctx.t, ctx.facts
    seats = [x for x in state.lords if x.ally_of is None]
    awards = t.two_player_majority if len(seats) == 2 else t.majority
    strength = {x.id: (facts[x.id].strength, x.squires or 0) for x in seats}
    ext = {x.id: (len(x.extensions), x.gold or 0) for x in seats}
    out: dict[str, float] = {x.id: 0.0 for x in seats}
    weight = state.round / t.rounds
    for ranking in (strength, ext):
        for p, pts in _majority_points(ranking, awards).items():
            out[p] += pts * weight
    return out


_FAVOURS: dict = {}


def _favour_rates(favours: tuple[bool, ...]) -> tuple[int, float, float]:
    """The face-up favour tiles as (how many, noble tiles' amount, worth of the others)."""
    found = _FAVOURS.get(favours)
    if found is None:
        n, nobles, other = 0, 0, 0.0
        for tile, up in zip(_tables().favour_tiles, favours, strict=False):
            if not up:
                continue
            n += 1
            if tile.kind == "noble":
                nobles += tile.amount
            elif tile.kind == "upgrade":
                other += PENDING_WORTH["upgrade"] * tile.amount
            else:
                other += GOODS[tile.kind] * tile.amount
        found = _FAVOURS[favours] = (n, nobles, other)
    return found


def pending_worth(pending, favours, lord: Lord, late: float) -> float:
    """Rough worth of the decisions queued for ``lord`` (an upgrade to choose, an extension to
    build, a favour tile or noble to take, gold to turn into points): without it a position just
    before such a choice would look poorer than the one just after it, and a one-ply bot would not
    see what a favour tile brings."""
    table = _tables().nobles
    noble = table[min(9, len(lord.nobles) + 1)] - table[len(lord.nobles)] + 1.0 * late
    v = 0.0
    for p in pending:
        if p.owner != lord.id:
            continue
        if p.kind == "noble":
            v += noble
        elif p.kind == "favour":
            n, nobles, other = _favour_rates(tuple(favours))
            if n:
                v += (noble * nobles + other) / n
        elif p.kind in PENDING_WORTH and p.arg != "start":
            v += PENDING_WORTH[p.kind]
    return v


def lateness(state: State) -> tuple[int, float]:
    """Rounds whose revenues are still to come, and that as a share of the game."""
    rounds = _tables().rounds
    rounds_left = max(0, rounds - state.round) + (0 if state.stage in ("conflicts", "over") else 1)
    return rounds_left, rounds_left / rounds


def marker_worth(state: State) -> float:
    """A voting marker's worth: markers not used by the end of parliament go back to the supply,
    so while parliament votes they are worth less with each proposal decided."""
    if state.stage == "vote":
        return GOODS["votes"] * max(0, len(state.proposals) - 1) / 2
    return GOODS["votes"]


def worths(state: State) -> dict[str, float]:
    """Every player's value before squashing (power points and what will turn into them),
    the laws still to apply included. Memoized on the state."""
    values = state.memo.get("worths")
    if values is not None:
        return values
    seats = [lord for lord in state.lords if lord.ally_of is None]
    ctx = _context(state)
    table = ctx.t.nobles
    if state.stage == "over":
        values = state.memo["worths"] = {x.id: float(x.pp) + table[len(x.nobles)] for x in seats}
        return values
    facts, late, rounds_left = ctx.facts, ctx.late, ctx.rounds_left
    conflicts, majorities = conflict_points(state), majority_estimate(state)
    laws = expected_law_gains(state)
    knight_rate = 0.3 + 1.0 * late
    spent: dict[str, int] = {}  # markers behind a vote already cast (they leave when revealed)
    for seat, yes, k in state.votes:
        if yes >= 0:
            spent[seat] = spent.get(seat, 0) + k
    piles = None
    values = {}
    for lord in seats:
        f = facts[lord.id]
        n = len(lord.nobles)
        v = float(lord.pp) + table[n]
        if f.counties:
            if piles is None:
                piles = [c.nobles != 0 for c in state.counties]
            noble_next = table[min(9, n + 1)] - table[n] + 1.0 * late
            for index, a, b, held in f.counties:
                noble = noble_next if piles[index] and not held else 0.0
                v += 0.8 * max(noble, a + b * late)
        a, b = f.castle
        v += 0.8 * (a + b * late)
        a, b = f.extensions
        v += (a + b * late) * rounds_left * 0.5
        v += f.strength * knight_rate
        v += 0.45 * (lord.gold or 0) + 0.45 * (lord.squires or 0) + ctx.markers * (lord.votes - spent.get(lord.id, 0))
        if state.pending:
            v += pending_worth(state.pending, state.favours, lord, late)
        v += 0.9 * conflicts.get(lord.id, 0.0) + majorities.get(lord.id, 0.0)
        values[lord.id] = v + LAW_WEIGHT * laws.get(lord.id, 0.0)
    state.memo["worths"] = values
    return values


def evaluate(state: State, player: str) -> float:
    values = worths(state)
    mine = values[player]
    best = None
    for p, v in values.items():
        if p != player and (best is None or v > best):
            best = v
    if best is None:
        return math.tanh(mine / SCALE)
    return math.tanh((mine - best) / SCALE)


_LAW_GAINS_APPLIED: dict = {}
# The laws' gains are counted at this rate (a law's effect is seen as the board stands now).
LAW_WEIGHT = 0.9


def law_gains_applied(state: State, law_id: str) -> dict[str, float]:
    """What a law in force would bring each player this round, by applying it to a copy of the
    position with the rules themselves (the decisions it leaves valued roughly by
    :func:`pending_worth`). :func:`law_gains` gives the same figures faster; this is its
    reference (the tests compare them)."""
    from .rules import _G, RULESET

    # The gains depend on the lords, the board and the time only: positions that differ in
    # other ways (the votes cast, whose turn it is) share them.
    key = (law_id, state.lords, state.counties, state.conflicts, state.favours, state.round,
           len(state.proposals) if state.stage == "vote" else -1)
    memo = _LAW_GAINS_APPLIED
    found = memo.get(key)
    if found is not None:
        return found
    if len(memo) > 20000:
        memo.clear()
    # The gain is read from the lords' goods, points, knights and queued decisions before and
    # after (the majorities and conflicts are left as they are: laws seldom move them much).
    g = _G(state, None)
    g.pending = []
    RULESET._apply_law(g, law_id)
    st = game_data().knights.strengths
    _, late = lateness(state)
    markers = marker_worth(state)
    gain = memo[key] = {}
    for a in state.lords:
        if a.ally_of is not None:
            continue
        b = g.lords[a.id]
        v = 0.0
        if b is not a:
            v += (b.pp - a.pp + GOODS["gold"] * ((b.gold or 0) - (a.gold or 0))
                  + GOODS["squires"] * ((b.squires or 0) - (a.squires or 0)) + markers * (b.votes - a.votes))
            if b.knights != a.knights:
                v += (0.3 + 1.0 * late) * (sum(st[i] for i, loc in enumerate(b.knights) if loc != RESERVE)
                                           - sum(st[i] for i, loc in enumerate(a.knights) if loc != RESERVE))
        if g.pending:
            v += pending_worth(g.pending, state.favours, b, late)
        gain[a.id] = v
    return gain


def law_gains(state: State, law_id: str) -> dict[str, float]:
    """What a law in force would bring each player this round as the board stands: the same
    figures as :func:`law_gains_applied`, worked out from each law's effect directly (the
    search evaluates thousands of positions a move; applying the law to a copy was half its
    time). Memoized on the state."""
    memo = state.memo.setdefault("law_gains", {})
    found = memo.get(law_id)
    if found is not None:
        return found
    ctx = _context(state)
    t, facts = ctx.t, ctx.facts
    effect = t.effects[law_id]
    knight_rate = 0.3 + 1.0 * ctx.late
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
                elif facts[lord.id].reserve_ones:
                    v = knight_rate
            gain[lord.id] = v
        memo[law_id] = gain
        return gain
    held: dict[str, int] = {}
    if effect in ("pp_per_2_counties", "pp_per_3_counties"):
        for c in state.counties:
            if c.owner is not None:
                held[c.owner] = held.get(c.owner, 0) + 1
    for lord in seats:
        f = facts[lord.id]
        dep = f.deployed  # knights out, by strength
        in_conflicts = len(f.conflicts)
        v = 0.0
        if effect in ("buy_votes", "buy_pp_squire_gold", "buy_pp_gold", "buy_pp_squire"):
            v = PENDING_WORTH["pay"]
        elif effect == "pp_per_2_counties":
            v = 3 * (held.get(lord.id, 0) // 2)
        elif effect == "pp_per_3_counties":
            v = 8 * (held.get(lord.id, 0) // 3)
        elif effect == "extension_per_2_conflicts":
            v = PENDING_WORTH["ext"] * min(in_conflicts // 2, 6 - len(lord.extensions))
        elif effect == "squire_per_knight2":
            v = GOODS["squires"] * dep[2]
        elif effect == "goods_per_2_conflicts":
            v = (GOODS["gold"] + GOODS["squires"] + ctx.markers) * (in_conflicts // 2)
        elif effect == "no_knight2_upgrade":
            v = 0.0 if dep[2] else PENDING_WORTH["upgrade"]
        elif effect == "swap_3_for_4":
            v = knight_rate if dep[3] and f.reserve_four else 0.0
        elif effect == "pp_per_3_extensions":
            v = 5 * (len(lord.extensions) // 3)
        elif effect == "pp_per_conflict":
            v = 3 * in_conflicts
        elif effect == "all_three_1s_deployed":
            v = 5.0 if dep[1] >= t.ones else 0.0
        elif effect == "knight_per_3_nobles":
            v = knight_rate * min(len(lord.nobles) // 3, f.reserve_ones)
        elif effect == "all_four_strengths":
            v = 6.0 if all(dep[k] for k in t.strength_kinds) else 0.0
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
