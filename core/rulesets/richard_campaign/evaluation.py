"""The bots' view of a campaign position: what a sensible player values for one side.

It counts the armies and garrisons, the treasury, the yearly income (the marginal victory is won
on income), the strongholds (Normandy's above all), keeps armies in supply, draws armies with
troops towards enemy strongholds they can besiege, and keeps the King away from stronger enemies.
One pass over the strongholds serves both sides (the heuristic bot calls this for every action).
"""

from __future__ import annotations

import math
from functools import lru_cache

from ...grids.hex import Hex
from .data import game_map, tables
from .model import PHILIP, RICHARD, SIDES, State, other
from .world import SAUCY, W, is_baron, view


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


def _worths(state: State, w: W) -> dict[str, float]:
    from .rules import RULESET

    static = _static()
    inside: dict = {}
    for x in w.leaders.values():
        if x.where == "map" and x.inside:
            inside[x.hex] = inside.get(x.hex, 0) + x.troops
    worth = {RICHARD: 0.0, PHILIP: 0.0}
    targets: dict[str, list[tuple[int, int, int]]] = {RICHARD: [], PHILIP: []}
    for h in w.holds.values():
        if h.id == SAUCY:
            if w.saucy_hex is None:
                continue
            q, r, fortress, normandy, tr, tp = w.saucy_hex.q, w.saucy_hex.r, True, True, 12, 12
        else:
            q, r, fortress, normandy, tr, tp = static[h.id]
        side = h.owner
        worth[side] += (h.knaves + 3 * h.knights) * 0.15
        if h.ruined:
            continue
        worth[side] += (4.0 if fortress else 2.0) + (6.0 if normandy else 0.0) + (tr if side == RICHARD else tp)
        sp = h.intrinsic + h.knaves + h.knights
        if inside:
            sp += inside.get(Hex(q, r), 0)
        targets[other(side)].append((q, r, sp))
    t = tables()
    if any(v.infl_philip or v.infl_richard for v in w.vassals.values()):
        for vid, v in w.vassals.items():
            if v.infl_philip or v.infl_richard:
                spec = t.vassals.get(vid) or t.allies[vid]
                for side in SIDES:
                    worth[side] += _influence_worth(spec, v, side)
    for side in SIDES:
        worth[side] += sum(c.tax for c in t.countries.values() if c.side == side)
        worth[side] += sum(RULESET._vassal_tax(w, vid, side, normal_only=True) for vid in t.vassals
                           if vid not in ("normandy", "touraine") and w.vassals[vid].status != "neutral")
        worth[side] += w.money(side) * 0.2
    for x in w.leaders.values():
        side = x.side
        if x.where == "captured":
            worth[side] -= 40.0 if x.id == side else 12.0
            continue
        if x.where != "map":
            continue
        worth[side] += (x.knaves + 3 * x.knights) * 0.3 - x.unsupplied * 0.03 * x.troops + x.mp * 0.01
        if x.troops >= 10 and not is_baron(x.id):
            q0, r0 = x.hex.q, x.hex.r
            best = 12
            for q, r, sp in targets[side]:
                if sp < x.troops:
                    dq, dr = q - q0, r - r0
                    d = (abs(dq) + abs(dr) + abs(dq + dr)) // 2
                    if d < best:
                        best = d
            worth[side] += (12 - best) * 1.5
    return worth


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


def _influence_worth(spec, v, side: str) -> float:
    """What the influence bought this year is worth to ``side``: the change it makes to the
    chances of the vassal's taxes and troops (or an ally's troops) coming to each side."""
    tax = getattr(getattr(spec, "tax", None), side, 0) if hasattr(spec, "tax") else 0
    gain = tax + spec.troops * 0.3
    base_p, base_r = _support_chances(spec, 0)
    p, r = _support_chances(spec, v.infl_philip - v.infl_richard)
    mine, base = (p, base_p) if side == PHILIP else (r, base_r)
    return (mine - base) * gain


def evaluate(state: State, player: str) -> float:
    b = state.board
    if b.phase == "over":
        if b.winner == "draw":
            return 0.0
        return 1.0 if b.winner == player else -1.0
    w = view(state)
    worth = state.memo.get("worth")
    if worth is None:
        worth = state.memo["worth"] = _worths(state, w)
    p = b.parley
    if p is not None and p.step == "answer":
        # what is on the table counts as given: the offer is only words until answered
        value = p.ducats * 0.2 + (12.0 if p.hostage else 0.0)
        if p.hold is not None:
            spec = w.spec(p.hold)
            value += (4.0 if spec.fortress else 2.0) + (6.0 if spec.province == "normandy" else 0.0) + 5.0
        worth = dict(worth)
        worth[p.caller] -= value
        worth[other(p.caller)] += value
    diff = worth[player] - worth[other(player)] - (0.05 * len(b.flows) if b.active == player else 0.0)
    king = w.leaders[player]
    for side, sign in ((player, -1.0), (other(player), 1.0)):
        k = w.leaders[side]
        if k.where == "map" and k.troops < 30 and not k.inside:
            diff += sign * (30 - k.troops) * 0.5
    if king.where == "map":
        for x in w.on_map(other(player)):
            if x.hex.distance(king.hex) <= 1 and x.troops > king.troops:
                diff -= 30.0
    risk = max(0, 13 - b.richard_number) * 4.0
    diff += -risk if player == RICHARD else risk
    return math.tanh(diff / 300.0)


__all__ = ["evaluate"]
