"""The bots' view of a campaign position: a sensible player's worth of it for one side."""

from __future__ import annotations

import math

from .model import PHILIP, RICHARD, SIDES, State, other
from .world import view


def _side_worth(state: State, side: str) -> float:
    w = view(state)
    troops = sum(x.knaves + 3 * x.knights for x in w.leaders.values() if x.where == "map" and x.side == side)
    garrisons = sum(h.knaves + 3 * h.knights for h in w.holds.values() if h.owner == side)
    money = w.money(side)
    holds = 0.0
    normandy = 0.0
    for h in w.holds.values():
        if h.owner != side or h.ruined:
            continue
        spec = w.spec(h.id)
        holds += 3.0 if spec.fortress else 1.0
        if spec.province == "normandy":
            normandy += 6.0 if spec.fortress else 2.0
    captured = sum(15.0 for x in w.leaders.values() if x.side == side and x.where == "captured")
    hungry = sum(x.unsupplied * 3.0 for x in w.leaders.values() if x.side == side and x.where == "map")
    return troops * 0.25 + garrisons * 0.1 + money * 0.15 + holds + normandy - captured - hungry


def evaluate(state: State, player: str) -> float:
    b = state.board
    if b.phase == "over":
        if b.winner == "draw":
            return 0.0
        return 1.0 if b.winner == player else -1.0
    diff = _side_worth(state, player) - _side_worth(state, other(player))
    w = view(state)
    # a King standing next to a stronger enemy army is in danger
    king = w.leaders[player]
    if king.where == "map":
        for x in w.on_map(other(player)):
            if x.hex.distance(king.hex) <= 1 and x.troops > king.troops:
                diff -= 20.0
    if player == RICHARD:
        diff -= max(0, 12 - b.richard_number) * 2.0
    else:
        diff += max(0, 12 - b.richard_number) * 2.0
    return math.tanh(diff / 150.0)


__all__ = ["evaluate", "SIDES", "PHILIP"]
