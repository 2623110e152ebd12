"""The bots' view of a campaign position: what a sensible player values for one side, and the
actions the thinking bots weigh.

The worth of a side (in ducat-like units): its strongholds (Normandy's above all, fortresses
with their taxes), its armies (troops worth more than their price, so it buys them; knights
more than knaves), garrisons where they guard Normandy or a fortress, the treasury, the yearly
income; armies drawn towards the enemy strongholds they could besiege (the more the taxes that
would change hands: Paris, Normandy's and Philip's fortresses before castles; once per stack of
leaders, less out of supply) and a weaker enemy King, sieges kept going month after month (once
per stack, so a surrender is taken), the siege train (its price, drawn after the main army,
at risk alone next to an enemy army), armies out of supply losing worth with their distance to
their fortresses, a King near a stronger enemy army in danger, captured leaders lost, Richard's
death number, months of papal truce (to Philip); over the last two years the income once more,
rising to full weight in the final year (the marginal victory compares the incomes from the map,
and Philip starts some sixty ducats ahead: without it a Richard ahead on castles and armies but not on
income would think he is winning). The evaluation is the difference of the two sides' worths,
measured from the opening's balance, through tanh.

It is called for every action the bots look at, so it is cheap (bench/campaign_eval.py measures
it; tests/core/richard_campaign/test_evaluation_values.py holds it to the values it gave before it
was made cheaper). It reads the board, not the rules' working copy. The board keeps a record, and
a tuple of records, while nothing in it changes, so the positions of one search share most of
them: the strongholds' part is worked out once per holds tuple from rows kept per stronghold
record, the vassals' part once per vassals tuple, each leader's part once per leader record (all
kept by identity, the record held with the result so that an identity cannot be reused while it
is kept); the pulls, the distance fields to each side's fortresses (per set of fortresses) and
the influence's worth are memoised on the values they depend on. Every cache is bounded and
emptied when full; none changes a value, whatever order the positions come in.
"""

from __future__ import annotations

import math
from functools import lru_cache

from ...grids.hex import Hex
from .data import game_map, tables
from .model import PHILIP, RICHARD, SIDES, State, other
from .world import SAUCY, W, hold_spec, is_baron, land_neighbours, month_index, province, view


@lru_cache(maxsize=1)
def _country_tax() -> dict[str, int]:
    """The countries' taxes (England's, France's: on the PLT, not from the map), a yearly sum
    each side's worth counts but the year 1200 does not compare."""
    t = tables()
    return {side: sum(c.tax for c in t.countries.values() if c.side == side) for side in SIDES}


@lru_cache(maxsize=1)
def _static() -> dict[str, tuple[int, int, bool, bool, int, int]]:
    """Per stronghold: q, r, fortress, in Normandy, tax to Richard, tax to Philip."""
    t = tables()
    out = {}
    for hid, s in game_map().holds.items():
        tax = (0, 0)
        if s.fortress:
            if s.province == "france" and s.tax:
                tax = (s.tax["richard"], s.tax["philip"])
            elif s.province in ("normandy", "touraine"):
                n = t.vassals[s.province].per_fortress
                tax = (n, n)
        out[hid] = (s.hex.q, s.hex.r, s.fortress, s.province == "normandy", tax[0], tax[1])
    return out


# Values in "ducat-like" units (tanh(diff / SCALE) at the end). A ducat in the treasury is worth
# less than the troops it buys for an army (so the bots buy troops), a garrison is worth its cost
# only where it guards Normandy or a fortress (so the bots do not spread money over every castle).
MONEY = 0.25
FIELD_KNAVE, FIELD_KNIGHT = 0.4, 1.5
GARRISON_KNAVE, GARRISON_KNIGHT = 0.15, 0.5
GUARD_KNAVE, GUARD_KNIGHT = 0.3, 1.1  # garrisons of Normandy and of fortresses
SCALE = 100.0
KING_DANGER = 30.0
# Each month of papal truce still to run, to Philip (who leads on income at the start).
TRUCE_MONTH = 3.0
# Armies drawn towards the enemy King when stronger than his stack (per hex nearer, within
# HUNT_RANGE).
HUNT, HUNT_RANGE = 1.0, 10
# A stronghold held (and its taxes); Normandy's count more: Philip wins by taking them all.
CASTLE, FORTRESS, NORMANDY = 6.0, 10.0, 8.0
# An army with troops drawn towards the nearest enemy stronghold it could besiege (per hex
# nearer, within PULL_RANGE), less than a stronghold is worth: taking it must pay.
PULL, PULL_RANGE = 0.6, 12
# A target's pull grows with the taxes it would bring (its taker's and its owner's, per
# TAX_WEIGHT ducats one more time the castle's pull) and in Normandy: an army marches past
# castles that give nothing to the fortresses whose taxes decide the year 1200.
TAX_WEIGHT, NORMANDY_WEIGHT = 25.0, 0.3
# The siege train (it alone lets an army assault a fortress): worth its price on the map, drawn
# towards its side's main army (per hex nearer, within TRAIN_RANGE; less than the army's own
# pull, so the train follows the army and does not hold it back); at risk alone next to an
# enemy army.
TRAIN, TRAIN_PULL, TRAIN_RANGE = 10.0, 0.3, 10
# The income's weight at the end of the game (rising over the last LATE_MONTHS months).
INCOME_LATE, LATE_MONTHS = 1.0, 24
# Out of supply: a share of the army's worth lost, more the further from its own fortresses.
UNSUPPLIED, FAR, SUPPLY_RANGE = 0.25, 0.06, 5

# Work done on a holds tuple, kept by its identity (W.board() keeps the tuple when no stronghold
# changed, so most actions reuse it): per side, the strongholds' worth; per attacking side, the
# enemy strongholds it could besiege (q, r, strength without leaders inside, hex, weight).
_HOLDS: dict[int, tuple] = {}
_NEAREST: dict[tuple, float] = {}


_ROWS: dict[int, tuple] = {}


def _row(h, saucy_hex: Hex | None) -> tuple:
    """One stronghold's part: (the row, owner, worth to its owner, as a target or None, fortress)."""
    if h.id == SAUCY:
        if saucy_hex is None:
            return (h, h.owner, None, None, False, 0)
        q, r, fortress, normandy, tr, tp = saucy_hex.q, saucy_hex.r, True, True, 12, 12
    else:
        q, r, fortress, normandy, tr, tp = _static()[h.id]
    side = h.owner
    if normandy or fortress:
        value = h.knaves * GUARD_KNAVE + h.knights * GUARD_KNIGHT
    else:
        value = h.knaves * GARRISON_KNAVE + h.knights * GARRISON_KNIGHT
    if h.ruined:
        return (h, side, value, None, fortress, 0)
    tax = tr if side == RICHARD else tp
    value += (FORTRESS if fortress else CASTLE) + (NORMANDY if normandy else 0.0) + tax
    # as a target: the taxes it gives its taker and takes from its owner make it worth the march
    weight = 1.0 + (tr + tp) / TAX_WEIGHT + (NORMANDY_WEIGHT if normandy else 0.0)
    return (h, side, value, (q, r, h.intrinsic + h.knaves + h.knights, Hex(q, r), weight), fortress, tax)


def _taxes_at_stake(row: tuple) -> int:
    """The yearly taxes that change hands with a stronghold (its taker's and its owner's), from
    its row."""
    h = row[0]
    if h.id == SAUCY:
        return 24
    _, _, _, _, tr, tp = _static()[h.id]
    return tr + tp


def _holds_part(holds: tuple, saucy_hex: Hex | None) -> tuple:
    """The strongholds' part of a position (a board's ``holds`` tuple and where the Saucy
    Fortress stands): (holds, saucy_hex, worth per side, targets per attacking side, sieges by
    (q, r), each side's fortress hexes, garrison troops per side, the strongholds' taxes per side,
    each side's distance field to its fortresses)."""
    key = id(holds)
    hit = _HOLDS.get(key)
    if hit is not None and hit[0] is holds and hit[1] == saucy_hex:
        return hit
    worth = {RICHARD: 0.0, PHILIP: 0.0}
    targets: dict[str, list] = {RICHARD: [], PHILIP: []}
    sieges: dict[tuple[int, int], tuple[str, int, int]] = {}
    forts: dict[str, list] = {RICHARD: [], PHILIP: []}  # (id, hex) of each side's fortresses
    rows = _ROWS
    garrison = {RICHARD: [0, 0], PHILIP: [0, 0]}
    taxes = {RICHARD: 0, PHILIP: 0}  # the strongholds' part of each side's income
    for h in holds:
        row = rows.get(id(h))
        if row is None or row[0] is not h:
            row = _row(h, saucy_hex)
            if h.id != SAUCY:  # (its row depends on where it stands)
                if len(rows) > 20000:
                    rows.clear()
                rows[id(h)] = row
        _, side, value, target, fortress, _ = row
        garrison[side][0] += h.knaves
        garrison[side][1] += h.knights
        if row[3] is None and value is None:
            continue
        worth[side] += value
        if target is not None:
            taxes[side] += row[5]
            targets[other(side)].append(target)
            if fortress:
                forts[side].append((h.id, target[3]))
            if h.siege_start >= 0:
                # (besieger, first month, last month rolled, the taxes changing hands if it falls)
                sieges[target[0], target[1]] = (other(side), h.siege_start, h.siege_last, _taxes_at_stake(row))
    if len(_HOLDS) > 1024:
        _HOLDS.clear()
        _NEAREST.clear()  # its keys hold ids of tuples no longer kept alive
    sources, supply = {}, {}
    for side in SIDES:
        sources[side], supply[side] = _supply_sources(forts[side], saucy_hex)
    hit = _HOLDS[key] = (holds, saucy_hex, worth, targets, sieges, sources, garrison, taxes, supply)
    return hit


_SOURCES: dict[tuple, tuple] = {}


def _supply_sources(forts: list, saucy_hex: Hex | None) -> tuple[frozenset, dict]:
    """A side's fortress hexes and its distance field to them, from its fortresses as (id, hex):
    kept by the ids (and where the Saucy Fortress stands), which change only when a fortress
    changes hands, so a new holds tuple does not hash and compare a set of hexes again."""
    key = (tuple(hid for hid, _ in forts), saucy_hex if any(hid == SAUCY for hid, _ in forts) else None)
    hit = _SOURCES.get(key)
    if hit is None:
        sources = frozenset(hx for _, hx in forts)
        if len(_SOURCES) > 256:
            _SOURCES.clear()
        hit = _SOURCES[key] = (sources, _fortress_field(sources))
    return hit


def _pull(holds_key: int, side: str, h: Hex, troops: int, targets: list, inside: dict,
          inside_key: tuple | None = None) -> float:
    """The pull on an army of ``troops`` at ``h`` towards the enemy strongholds weaker than it
    (within PULL_RANGE): the best of (PULL_RANGE - distance) times the target's weight.
    ``inside``: troops of leaders inside the targets, by (q, r); ``inside_key`` its items as a
    tuple when the caller has it."""
    q0, r0 = h.q, h.r
    if inside_key is None:
        inside_key = tuple(inside.items()) if inside else ()
    key = (holds_key, side, q0, r0, troops, inside_key)
    best = _NEAREST.get(key)
    if best is not None:
        return best
    best = 0.0
    for q, r, sp, _, weight in targets:
        if inside:
            sp += inside.get((q, r), 0)
        if sp < troops:
            dq, dr = q - q0, r - r0
            d = (abs(dq) + abs(dr) + abs(dq + dr)) // 2
            if d < PULL_RANGE and (PULL_RANGE - d) * weight > best:
                best = (PULL_RANGE - d) * weight
    if len(_NEAREST) > 50000:
        _NEAREST.clear()
    _NEAREST[key] = best
    return best


_FORT_DIST: dict[frozenset, dict] = {}


def _fortress_field(sources: frozenset) -> dict[tuple[int, int], int]:
    """Steps over land from every hex (by (q, r)) to the nearest of ``sources`` (a side's
    fortresses): one distance field per set of fortresses, worked out once."""
    field = _FORT_DIST.get(sources)
    if field is None:
        nbrs = land_neighbours()
        steps = dict.fromkeys(sources, 0)
        frontier = list(sources)
        d = 0
        while frontier:
            d += 1
            nxt = []
            for x in frontier:
                for n in nbrs.get(x, ()):
                    if n not in steps:
                        steps[n] = d
                        nxt.append(n)
            frontier = nxt
        field = {(h.q, h.r): d for h, d in steps.items()}
        if len(_FORT_DIST) > 64:
            _FORT_DIST.clear()
        _FORT_DIST[sources] = field
    return field


def _fortress_distance(sources: frozenset, h: Hex) -> int:
    """Steps over land from ``h`` to the nearest of ``sources`` (30 when none is reached)."""
    return _fortress_field(sources).get((h.q, h.r), 30)


def _upkeep_due(b, side: str) -> bool:
    """Whether ``side`` has yet to pay this Winter Turn's upkeep (it pays when its purchase
    starts: Richard's after both redeployments, Philip's after Richard's purchase)."""
    if b.month != 12 or b.initial:
        return False
    if b.phase == "redeploy":
        return True
    return side == PHILIP and b.phase == "purchase" and b.active == RICHARD


# One leader's part, worked out once per leader record (the board keeps a record while nothing
# about the leader changes, so the positions of one search share most of them), kept by its
# identity: (record, side, where: 0 map / 1 captured / 2 elsewhere, hex, q, r, province, troops,
# worth in the field before supply, baron, inside, paid for in the Winter Turn's upkeep, knaves,
# knights, the worth lost while captured).
_LEADERS: dict[int, tuple] = {}


@lru_cache(maxsize=1)
def _allies() -> frozenset[str]:
    return frozenset(tables().allies)


def _leader_row(x) -> tuple:
    side = x.side
    if x.where == "captured":
        return (x, side, 1, None, 0, 0, "", 0, 0.0, False, False, False, 0, 0, 40.0 if x.id == side else 12.0)
    if x.where != "map":
        return (x, side, 2, None, 0, 0, "", 0, 0.0, False, False, False, 0, 0, 0.0)
    h = x.hex
    baron = is_baron(x.id)
    value = x.knaves * FIELD_KNAVE + x.knights * FIELD_KNIGHT
    if x.unsupplied:
        value *= 1.0 - min(0.3, 0.1 * x.unsupplied)
    return (x, side, 0, h, h.q, h.r, province(h), x.knaves + x.knights, value, baron, x.inside,
            not baron and x.id not in _allies(), x.knaves, x.knights, 0.0)


@lru_cache(maxsize=1)
def _vassal_taxes() -> tuple[tuple[str, int, int], ...]:
    """The vassals whose taxes go to the side they are loyal to: (id, to Richard, to Philip)."""
    return tuple((vid, spec.tax.richard, spec.tax.philip) for vid, spec in tables().vassals.items()
                 if vid not in ("normandy", "touraine"))


@lru_cache(maxsize=4096)
def _influence(vid: str, mod: int) -> tuple[float, float]:
    """What the influence bought this year (Philip's less Richard's: ``mod``) in vassal or ally
    ``vid`` is worth to Richard and to Philip."""
    t = tables()
    spec = t.vassals.get(vid) or t.allies[vid]
    return _influence_worth(spec, mod, RICHARD), _influence_worth(spec, mod, PHILIP)


_VASSALS: dict[int, tuple] = {}


def _vassal_part(vassals: tuple) -> tuple:
    """The vassals' part of a position (a board's ``vassals`` tuple, kept by its identity: it
    changes only with loyalty and influence): (the tuple, the worth of the influence bought in
    each, as (to Richard, to Philip), the taxes each side may raise from its loyal vassals, as
    (vassal, side, tax)), each in the order the evaluation adds them up."""
    hit = _VASSALS.get(id(vassals))
    if hit is not None and hit[0] is vassals:
        return hit
    influence = [_influence(v.id, v.infl_philip - v.infl_richard) for v in vassals
                 if v.infl_philip or v.infl_richard]
    by_id = {v.id: v for v in vassals}
    taxes = []
    for vid, to_richard, to_philip in _vassal_taxes():
        v = by_id[vid]
        for side, loyal, tax in ((RICHARD, "richard", to_richard), (PHILIP, "rebel", to_philip)):
            if v.status == loyal and v.no_tax != side:
                taxes.append((vid, side, tax))
    if len(_VASSALS) > 256:
        _VASSALS.clear()
    hit = _VASSALS[id(vassals)] = (vassals, influence, taxes)
    return hit


def _worths(state: State, w: W | None = None) -> dict[str, float]:
    """Each side's worth in ``state`` (``w``: left for callers that have the view; not needed)."""
    return _summary(state)[0]


def _incomes(state: State) -> dict[str, int]:
    """Each side's yearly income from sources on the map, as the year 1200 compares them (the
    strongholds, the loyal vassals raising taxes; not the countries' taxes on the PLT)."""
    return _summary(state)[2]


def _summary(state: State) -> tuple:
    """(each side's worth, each side's King as the evaluation weighs him: None when he is not in
    the field, else (troops short of 30, in reach of a stronger enemy army), each side's yearly
    income, the field's leader rows, the sieges), once per state."""
    return _per_state(state, "eval", _work_out)


def _per_state(state: State, key: str, work) -> object:
    """``work(state)``, worked out once per state (kept in its memo under ``key``)."""
    hit = state.memo.get(key)
    if hit is None:
        hit = state.memo[key] = work(state)
    return hit


def _work_out(state: State) -> tuple:
    b = state.board
    holds, _, hold_worth, targets, sieges, _, garrison, taxes, supply = _holds_part(b.holds, b.saucy_hex)
    ctax = _country_tax()
    # the income the year 1200 compares: sources on the map only (not the countries on the PLT)
    income = dict(taxes)
    worth = dict(hold_worth)
    now = month_index(b.year, b.month)
    t = tables()
    inside: dict[str, dict] = {RICHARD: {}, PHILIP: {}}  # per owner: troops inside its strongholds, by (q, r)
    present: set[tuple[str, str]] = set()  # (side, province) with a force / any leader
    any_leader: set[tuple[str, str]] = set()
    field = []
    kings = {}
    rows = _LEADERS
    for x in b.leaders:
        row = rows.get(id(x))
        if row is None or row[0] is not x:
            row = _leader_row(x)
            if len(rows) > 50000:
                rows.clear()
            rows[id(x)] = row
        if x.id in SIDES:
            kings[x.id] = row
        where = row[2]
        if where:
            if where == 1:
                worth[row[1]] -= row[14]
            continue
        side, prov, troops = row[1], row[6], row[7]
        any_leader.add((side, prov))
        if troops > 0:
            present.add((side, prov))
        if row[10]:
            d = inside[side]
            d[row[4], row[5]] = d.get((row[4], row[5]), 0) + troops
        field.append(row)
    # Each King in the field: the troops with him (his stack, inside or not), for the hunt and
    # his danger
    prey = {}
    king_view: dict[str, tuple | None] = {}
    for side in SIDES:
        k = kings[side]
        if k[2] or k[10]:
            king_view[side] = None
            continue
        kq, kr = k[4], k[5]
        guard = 0
        for row in field:
            if row[1] == side and row[4] == kq and row[5] == kr:
                guard += row[7]
        prey[other(side)] = (kq, kr, guard)
        danger = False
        for row in field:
            if row[1] != side and row[7] > guard:
                dq, dr = row[4] - kq, row[5] - kr
                if abs(dq) + abs(dr) + abs(dq + dr) <= 2:
                    danger = True
                    break
        king_view[side] = (30 - k[7] if k[7] < 30 else 0, danger)
    # The pulls and the siege kept count once per stack (all its leaders' troops together): a
    # stack of four leaders outside a stronghold must not value the pull to it four times over
    # the stronghold itself, or it would rather besiege it for ever than take it.
    stacks: dict[tuple[str, int, int], int] = {}
    for row in field:
        if row[7] and not row[10] and not row[9]:
            key = (row[1], row[4], row[5])
            stacks[key] = stacks.get(key, 0) + row[7]
    inside_key = {side: tuple(d.items()) if d else () for side, d in inside.items()}
    holds_key = id(holds)
    for row in field:
        _, side, _, h, q, r, _, troops, value, baron, ins = row[:11]
        supplied = 1.0
        if troops and not baron:
            # supply: within five hexes of one of its fortresses (zones of control left out:
            # the bots' estimate, cheap enough for every position the search looks at)
            d = supply[side].get((q, r), 30)
            if d > SUPPLY_RANGE:
                supplied = 1.0 - min(0.8, UNSUPPLIED + FAR * (d - SUPPLY_RANGE))
                value *= supplied
        worth[side] += value
        # the stack's first leader speaks for it
        troops = stacks.pop((side, q, r), 0) if troops and not ins and not baron else 0
        if troops >= 10:
            # (a march out of supply pulls less: the army melts on the way)
            them = other(side)
            pull = _pull(holds_key, side, h, troops, targets[side], inside[them], inside_key[them])
            worth[side] += pull * PULL * supplied
            king = prey.get(side)
            if king is not None and troops > 1.3 * king[2]:
                dq, dr = q - king[0], r - king[1]
                worth[side] += max(0, HUNT_RANGE - (abs(dq) + abs(dr) + abs(dq + dr)) // 2) * HUNT
            siege = sieges.get((q, r))
            if siege is not None and siege[0] == side:
                # a siege kept going (rolled this month, or last month and not yet this one): its
                # months count towards the surrender, a siege not rolled this month is half lost
                keep = 1.0 if siege[2] == now else 0.5 if siege[2] == now - 1 else 0.0
                worth[side] += keep * (2.0 + 1.0 * min(6, now - siege[1]))
    trains = {x.side: x for x in b.trains}
    for side in SIDES:
        worth[side] += _train_worth(trains[side], side, field)
    _, influence, vassal_taxes = _vassal_part(b.vassals)
    for to_richard, to_philip in influence:
        worth[RICHARD] += to_richard
        worth[PHILIP] += to_philip
    for i, side in enumerate(SIDES):
        worth[side] += ctax[side] + b.treasury[i] * MONEY
        if _upkeep_due(b, side):
            # the Winter Turn's upkeep still to pay counts as paid: ending one's own purchase
            # (which makes the other side pay) is no gain
            kn, kt = garrison[side]
            for row in field:
                if row[1] == side and row[11]:
                    kn += row[12]
                    kt += row[13]
            c = t.costs
            worth[side] -= ((kn * c.knave_upkeep_halves + 1) // 2 + kt * c.knight_upkeep) * MONEY
    for vid, side, tax in vassal_taxes:
        if (other(side), vid) in any_leader and (side, vid) not in present:
            continue
        worth[side] += tax
        income[side] += tax
    # The marginal victory: in the last two years the income (what the year 1200 compares) counts
    # more and more, so that strongholds taken for their taxes beat castles, and a side ahead on
    # everything else but behind on income knows it is losing.
    late = 1.0 - (month_index(state.opts.end_year, 12) - now) / LATE_MONTHS
    if late > 0:
        for side in SIDES:
            worth[side] += min(1.0, late) * INCOME_LATE * income[side]
    return worth, king_view, income, field, sieges


def _train_worth(t, side: str, field: list) -> float:
    """The siege train's worth to ``side``: its price on the map, the pull towards the side's
    main army (the field army with the most troops, barons left out), a share lost when it
    stands alone next to an enemy army. ``field``: the leader rows on the map."""
    if t.hex is None:
        return 0.0
    value = TRAIN
    tq, tr = t.hex.q, t.hex.r
    main = None
    for row in field:
        if row[1] == side and row[7] >= 30 and not row[9] and (main is None or row[7] > main[7]):
            main = row
    if main is not None:
        dq, dr = main[4] - tq, main[5] - tr
        value += max(0, TRAIN_RANGE - (abs(dq) + abs(dr) + abs(dq + dr)) // 2) * TRAIN_PULL
    alone = True
    near = False
    for row in field:
        if not row[7]:
            continue
        dq, dr = row[4] - tq, row[5] - tr
        if row[1] == side:
            if not dq and not dr:
                alone = False
        elif abs(dq) + abs(dr) + abs(dq + dr) <= 2:
            near = True
    if alone and near:
        value *= 0.5
    return value


def _support_chances(spec, mod: int) -> tuple[float, float]:
    """Chances that a loyalty roll with modifier ``mod`` joins Philip or supports Richard."""
    p = r = 0
    for die in range(1, 7):
        total = die + mod
        if total >= spec.roll.philip:
            p += 1
        elif total <= spec.roll.richard:
            r += 1
    return p / 6, r / 6


def _influence_worth(spec, mod: int, side: str) -> float:
    """What the influence bought this year (Philip's less Richard's: ``mod``) is worth to
    ``side``: the change it makes to the chances of the vassal's taxes and troops (or an ally's
    troops) coming to each side."""
    tax = getattr(getattr(spec, "tax", None), side, 0) if hasattr(spec, "tax") else 0
    gain = tax + spec.troops * 0.3
    base_p, base_r = _support_chances(spec, 0)
    p, r = _support_chances(spec, mod)
    mine, base = (p, base_p) if side == PHILIP else (r, base_r)
    return (mine - base) * gain


def evaluate(state: State, player: str) -> float:
    b = state.board
    if b.phase == "over":
        if b.winner == "draw":
            return 0.0
        return 1.0 if b.winner == player else -1.0
    return _finish(state, player, _diff(state, player))


def _diff(state: State, player: str) -> float:
    """The evaluation before tanh: ``player``'s worth less the other side's, from the opening's
    balance (the game not over)."""
    b = state.board
    worth, kings = _summary(state)[:2]
    p = b.parley
    if p is not None and p.step == "answer":
        # what is on the table counts as given: the offer is only words until answered
        value = p.ducats * 0.2 + (12.0 if p.hostage else 0.0)
        if p.hold is not None:
            spec = hold_spec(p.hold, b.saucy_hex)
            value += (FORTRESS if spec.fortress else CASTLE) + (NORMANDY if spec.province == "normandy" else 0.0) + 5.0
        worth = dict(worth)
        worth[p.caller] -= value
        worth[other(p.caller)] += value
    diff = worth[player] - worth[other(player)] - (0.05 * len(b.flows) if b.active == player else 0.0)
    for side, sign in ((player, -1.0), (other(player), 1.0)):
        k = kings[side]
        if k is None:
            continue
        short, danger = k
        if short:
            diff += sign * short * 0.5
        if danger:  # the King may be caught
            diff += sign * KING_DANGER
    risk = max(0, 13 - b.richard_number) * 4.0
    diff += -risk if player == RICHARD else risk
    # a papal truce forbids Richard's sieges and battles: it keeps the French incomes as they are
    truce = max(0, b.truce_until - month_index(b.year, b.month) + 1) * TRUCE_MONTH
    diff += -truce if player == RICHARD else truce
    base = _base(state.opts)
    diff -= base if player == RICHARD else -base
    return diff


def _finish(state: State, player: str, diff: float) -> float:
    """The value of a position whose worth difference is ``diff``: through tanh, and a pursuit
    under way weighed by the King's chance of being captured."""
    b = state.board
    value = math.tanh(diff / SCALE)
    bt = b.battle
    if bt is not None and bt.step == "pursuit":
        # A retreat being pursued: the capture rolls to come may take the retreating King, which
        # ends the game. Valued at what the rolls give, so a King is not led into a pursuit that
        # loses the game two times in three (the rolls come after the retreat was chosen).
        caught = _king_capture_chance(view(state), bt)
        if caught:
            lost = -1.0 if bt.retreating == player else 1.0
            value = (1.0 - caught) * value + caught * lost
    return value


# ---- the search's evaluation -----------------------------------------------------------------
# What a look a few actions ahead cannot find, for the search level only (``search_evaluate``,
# with mcts.py's SEARCH_EVALUATION, on as shipped: rules.py says what it measured; the heuristic
# keeps ``evaluate``): the year 1200 compares the incomes, so the income counts at
# least INCOME_SEARCH more from the first month (the evaluation alone weighs it more only over
# the last two years), and a siege kept going counts a share of the taxes it would turn over, the
# more the longer it has run (SIEGE_TAX per month, at most SIEGE_TAX_MAX), while there is time for
# it to fall; a King is in danger not only next to a stronger enemy army but within reach of the
# enemy armies that could march on him next month (KING_REACH, their troops together against his
# stack's, each army's reach its leaders' movement), and shut in a stronghold that the enemy
# besieges (a surrender captures him: KING_SIEGE, more each month) or could assault.
INCOME_SEARCH = 0.5
SIEGE_TAX, SIEGE_TAX_MAX = 0.1, 0.6
KING_REACH, KING_SIEGE, KING_SIEGE_MONTH = 20.0, 15.0, 3.0


def search_evaluate(state: State, player: str) -> float:
    """The search level's value of ``state`` for ``player``: ``evaluate`` with the income to
    1200, the sieges' taxes and each King's danger over the next month added."""
    b = state.board
    if b.phase == "over":
        return evaluate(state, player)
    diff = _diff(state, player)
    extra = _search_extra(state)
    diff += extra if player == RICHARD else -extra
    return _finish(state, player, diff)


def _search_extra(state: State) -> float:
    """What ``search_evaluate`` adds to Richard's worth less Philip's (kept per state)."""
    return _per_state(state, "search_extra", _work_out_extra)


def _income_weight(state: State) -> float:
    """The income's extra weight in the search beyond the evaluation's own late weight."""
    b = state.board
    late = max(0.0, min(1.0, 1.0 - (month_index(state.opts.end_year, 12) - month_index(b.year, b.month)) / LATE_MONTHS))
    return max(INCOME_SEARCH, late) - late


_INCOME_BASE: dict[int, tuple] = {}


def _income_base(opts) -> int:
    """Richard's income less Philip's at the start."""
    hit = _INCOME_BASE.get(id(opts))
    if hit is None or hit[0] is not opts:
        from .rules import RULESET

        inc = _incomes(RULESET.new_game(opts))
        if len(_INCOME_BASE) > 64:
            _INCOME_BASE.clear()
        hit = _INCOME_BASE[id(opts)] = (opts, inc[RICHARD] - inc[PHILIP])
    return hit[1]


def _work_out_extra(state: State) -> float:
    b = state.board
    _, _, income, field, sieges = _summary(state)
    now = month_index(b.year, b.month)
    left = month_index(state.opts.end_year, 12) - now
    weight = _income_weight(state)
    extra = weight * (income[RICHARD] - income[PHILIP] - _income_base(state.opts))
    # sieges kept going: a share of the taxes that change hands when the stronghold falls
    for siege in sieges.values():
        side, start, last, swing = siege
        if not swing or last < now - 1 or left < 2:
            continue
        share = min(SIEGE_TAX_MAX, SIEGE_TAX * (now - start + 1)) * (1.0 + weight)
        extra += share * swing if side == RICHARD else -share * swing
    for side in SIDES:
        danger = _king_reach_danger(state, side, field, sieges, now)
        extra += -danger if side == RICHARD else danger
    return extra


@lru_cache(maxsize=1)
def _hold_at() -> dict[tuple[int, int], str]:
    """The stronghold standing at each (q, r) of the map (the Saucy Fortress left out)."""
    return {(q, r): hid for hid, (q, r, *_) in _static().items()}


_REACH: dict[tuple, int] = {}


def _stack_reach(rows: list, opts) -> int:
    """Hexes a stack of leaders (field rows at one hex) may march in a month: its fastest
    leader's movement points (a hex costs at least one)."""
    best = 0
    for row in rows:
        key = (row[0].id, opts.au_movement)
        mp = _REACH.get(key)
        if mp is None:
            from .world import movement

            mp = _REACH[key] = movement(row[0].id, opts)
        if mp > best:
            best = mp
    return best


def _king_reach_danger(state: State, side: str, field: list, sieges: dict, now: int) -> float:
    """The danger to ``side``'s King over the next month beyond what ``evaluate`` counts: in the
    field, the enemy armies that could reach his hex (more troops together than his stack) and
    are not already next to him; shut in a stronghold, its siege by the enemy (a surrender
    captures him) or enemy armies strong enough to besiege it within reach."""
    king = next((row for row in field if row[0].id == side), None)
    if king is None:
        return 0.0
    kq, kr = king[4], king[5]
    them = other(side)
    guard = 0
    for row in field:
        if row[1] == side and row[4] == kq and row[5] == kr:
            guard += row[7]
    stacks: dict[tuple[int, int], list] = {}
    for row in field:
        if row[1] == them and row[7] > 0:
            stacks.setdefault((row[4], row[5]), []).append(row)
    if king[10]:  # inside a stronghold
        siege = sieges.get((kq, kr))
        if siege is not None and siege[0] == them and siege[2] >= now - 1:
            return KING_SIEGE + KING_SIEGE_MONTH * min(6, now - siege[1])
        hid = _hold_at().get((kq, kr), SAUCY)
        hold = next((h for h in state.board.holds if h.id == hid), None)
        strength = guard + (hold.intrinsic + hold.knaves + hold.knights if hold is not None else 5)
        near = 0
        for (q, r), rows in stacks.items():
            dq, dr = q - kq, r - kr
            if (abs(dq) + abs(dr) + abs(dq + dr)) // 2 <= _stack_reach(rows, state.opts):
                near += sum(row[7] for row in rows)
        return KING_SIEGE * 0.5 if near > strength else 0.0
    near = 0
    close = False
    for (q, r), rows in stacks.items():
        dq, dr = q - kq, r - kr
        d = (abs(dq) + abs(dr) + abs(dq + dr)) // 2
        troops = sum(row[7] for row in rows)
        if d <= 2 and any(row[7] > guard for row in rows):
            close = True  # evaluate's danger already counts it
        if d <= _stack_reach(rows, state.opts):
            near += troops
    if close or near <= guard:
        return 0.0
    return KING_REACH * min(1.0, (near - guard) / max(10, guard))


def _king_capture_chance(w: W, bt) -> float:
    """The chance that the pursuit of ``bt`` captures the retreating side's King: one die per
    pursuing knight more than the retreaters' knights (at most six), a 6 captures; the King is
    rolled for only when every other retreating leader has been caught."""
    from .rules import RULESET

    side = bt.retreating
    if side not in SIDES:
        return 0.0
    ids = [x.id for x in RULESET._fighters(w, bt, side)] or [x.id for x in w.at(bt.hex, side) if not x.inside]
    if side not in ids:
        return 0.0
    extra = sum(x.knights for x in RULESET._fighters(w, bt, other(side))) - sum(w.leaders[i].knights for i in ids)
    if extra <= 0:
        return 0.0
    p = 1.0 - (5.0 / 6.0) ** min(extra, 6)
    return p ** len(ids)


_BASES: dict = {}
_BASE_OF: dict[int, tuple] = {}


def _base(opts) -> float:
    """Richard's worth less Philip's at the start: the evaluation measures the change from it,
    so that its values spread over [-1, 1] instead of starting near one end. (Options are
    frozen: kept by the object's identity too, so the search does not write them out as text
    for every position.)"""
    hit = _BASE_OF.get(id(opts))
    if hit is not None and hit[0] is opts:
        return hit[1]
    key = opts.model_dump_json()
    base = _BASES.get(key)
    if base is None:
        from .rules import RULESET

        s = RULESET.new_game(opts)
        worth = _worths(s)
        base = _BASES[key] = worth[RICHARD] - worth[PHILIP]
    if len(_BASE_OF) > 64:
        _BASE_OF.clear()
    _BASE_OF[id(opts)] = (opts, base)
    return base


__all__ = ["evaluate", "search_evaluate"]


# ---- the choices the thinking bots weigh ------------------------------------------------------
# A purchase may go to any leader or any of some seventy strongholds in three amounts, a winter
# redeployment to any hex of a province: thousands of near-equal actions. The bots weigh the
# purchases for their leaders, for the few strongholds most in danger, and the redeployments to
# their own fortresses and towards the enemy's strongholds; every other action as it is.
GUARDED = 4  # strongholds considered for a garrison purchase
REDEPLOY_SITES = 8  # destinations weighed per redeployed piece


def bot_actions(rs, state: State, player: str | None) -> list:
    from .model import Buy, Redeploy, Transfer

    actions = rs.legal_actions(state, player)
    b = state.board
    if len(actions) <= 40 or b.battle is not None or b.parley is not None or b.pending is not None:
        return actions
    w = view(state)
    side = b.active
    guarded: set[str] = set()
    sites: dict[str, set] = {}
    redeploy: _RedeploySites | None = None
    if b.phase in ("purchase", "move"):
        enemy = [x.hex for x in w.on_map(other(side)) if x.troops > 0]
        danger = []
        for h in w.holds.values():
            if h.owner != side or h.ruined:
                continue
            spec = w.spec(h.id)
            d = min((spec.hex.distance(e) for e in enemy), default=20)
            danger.append((d - (3 if spec.province == "normandy" else 0) - (1 if spec.fortress else 0), h.id))
        guarded = {hid for _, hid in sorted(danger)[:GUARDED]}
    out = []
    for a in actions:
        if isinstance(a, Buy) and a.item in ("knave", "knight") and a.target in w.holds:
            if a.target in guarded and a.n == 10:
                out.append(a)
        elif isinstance(a, Transfer):
            if a.n >= 10:
                out.append(a)
        elif isinstance(a, Redeploy):
            keep = sites.get(a.piece)
            if keep is None:
                if redeploy is None:
                    redeploy = _RedeploySites(w, side)
                keep = sites[a.piece] = redeploy.sites([x.to for x in actions
                                                        if isinstance(x, Redeploy) and x.piece == a.piece])
            if a.to in keep:
                out.append(a)
        else:
            out.append(a)
    return out or actions


class _RedeploySites:
    """The destinations worth weighing for the pieces a side redeploys: its side's fortresses and
    Normandy's strongholds among them, and the hexes nearest the enemy's strongholds. The
    strongholds are read once, and each hex's distance to the nearest enemy stronghold is worked
    out once for all the pieces (a province offers each piece the same few hundred hexes)."""

    def __init__(self, w: W, side: str) -> None:
        own = []
        targets = []
        for h in w.holds.values():
            if h.ruined:
                continue
            spec = w.spec(h.id)
            if h.owner == side:
                if spec.fortress or spec.province == "normandy":
                    own.append(spec.hex)
            else:
                targets.append((spec.hex.q, spec.hex.r))
        self.own = own
        self.targets = targets
        self.nearest: dict[Hex, int] = {}

    def distance(self, h: Hex) -> int:
        """Steps from ``h`` to the nearest enemy stronghold (0 when there is none)."""
        d = self.nearest.get(h)
        if d is None:
            q, r = h.q, h.r
            d = self.nearest[h] = min(((abs(q - tq) + abs(r - tr) + abs(q + r - tq - tr)) // 2
                                       for tq, tr in self.targets), default=0)
        return d

    def sites(self, dests: list) -> set:
        """The destinations among ``dests`` (one piece's) worth weighing."""
        dset = set(dests)
        keep = {h for h in self.own if h in dset}
        if len(keep) > REDEPLOY_SITES // 2:
            keep = set(sorted(keep, key=self.distance)[:REDEPLOY_SITES // 2])
        near = sorted(dests, key=lambda h: (self.distance(h), h.q, h.r))
        for h in near:
            if len(keep) >= REDEPLOY_SITES:
                break
            keep.add(h)
        return keep
