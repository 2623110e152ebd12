"""The bots' view of a campaign position: what a sensible player values for one side.

It counts the armies and garrisons, the treasury, the yearly income (the marginal victory is won
on income), the strongholds (Normandy's above all), keeps armies in supply, draws armies with
troops towards enemy strongholds they can besiege, and keeps the King away from stronger enemies.
"""

from __future__ import annotations

import math

from .model import RICHARD, State, other
from .world import W, is_baron, view


def _side_worth(state: State, w: W, side: str) -> float:
    from .rules import RULESET

    troops = 0.0
    approach = 0.0
    targets = [(w.spec(h.id).hex, w.defence_sp(h)) for h in w.holds.values() if h.owner != side and not h.ruined]
    for x in w.leaders.values():
        if x.side != side:
            continue
        if x.where == "captured":
            troops -= 40.0 if x.id == side else 12.0
            continue
        if x.where != "map":
            continue
        troops += x.knaves + 3 * x.knights
        troops -= x.unsupplied * 0.1 * x.troops
        if x.troops >= 10 and not is_baron(x.id) and targets:
            d = min(x.hex.distance(h) for h, sp in targets if sp < x.troops) if any(
                sp < x.troops for _, sp in targets) else 8
            approach -= min(d, 12) * 1.5
    garrisons = sum(h.knaves + 3 * h.knights for h in w.holds.values() if h.owner == side)
    holds = 0.0
    for h in w.holds.values():
        if h.owner != side or h.ruined:
            continue
        spec = w.spec(h.id)
        holds += 4.0 if spec.fortress else 2.0
        if spec.province == "normandy":
            holds += 6.0
    income = RULESET.income(w, side)
    return troops * 0.3 + garrisons * 0.15 + w.money(side) * 0.2 + income * 1.0 + holds + approach


def evaluate(state: State, player: str) -> float:
    b = state.board
    if b.phase == "over":
        if b.winner == "draw":
            return 0.0
        return 1.0 if b.winner == player else -1.0
    w = view(state)
    diff = _side_worth(state, w, player) - _side_worth(state, w, other(player))
    king = w.leaders[player]
    if king.where == "map":
        for x in w.on_map(other(player)):
            if x.hex.distance(king.hex) <= 1 and x.troops > king.troops:
                diff -= 30.0
    risk = max(0, 13 - b.richard_number) * 4.0
    diff += -risk if player == RICHARD else risk
    return math.tanh(diff / 300.0)


__all__ = ["evaluate"]
