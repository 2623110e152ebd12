"""The search's evaluation: its table of approach terms (kept per enemy placement) changes no
value, whatever order the positions come in; checked against the direct computation."""

from __future__ import annotations

import random

from lionheart_core.rulesets.lionheart_hex import RULESET as RS
from lionheart_core.rulesets.lionheart_hex import Ready, evaluation
from lionheart_core.rulesets.lionheart_hex.evaluation import _STEPS, evaluate


def _direct_approach(q, r, f, enemies, enemy_king):
    # The nearest enemy (the first in the list at the least distance) and the approach term,
    # written out plainly: distances as in the hex grid's cube coordinates.
    def dist(a, b):
        dq, dr = a[0] - b[0], a[1] - b[1]
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    near = min(dist((q, r), e) for e in enemies)
    nearest = next(e for e in enemies if dist((q, r), e) == near)
    goal_hex = enemy_king if enemy_king is not None and near > 2 else nearest
    goal = dist((q, r), goal_hex)
    ahead = dist((q + _STEPS[f][0], r + _STEPS[f][1]), goal_hex) - goal
    return near, 0.05 * goal + 0.03 * near + 0.06 * ahead


def _positions(seed: int, n: int) -> list:
    rng = random.Random(seed)
    s = RS.new_game(RS.options_from_dict({"army": "standard"}), seed)
    s, _ = RS.apply(s, Ready("gold"))
    s, _ = RS.apply(s, Ready("silver"))
    out = []
    while not RS.is_over(s) and len(out) < n:
        s, _ = RS.apply(s, rng.choice(RS.legal_actions(s)))
        out.append(s)
    return out


def test_the_approach_table_holds_what_the_direct_computation_gives():
    evaluation._APPROACH.clear()
    states = _positions(3, 400)
    for s in states:
        evaluate(s, "gold")
    checked = 0
    for (enemies, king), table in evaluation._APPROACH.items():
        for (q, r, f), known in table.items():
            near, approach = _direct_approach(q, r, f, list(enemies), king)
            assert known[0] == near and abs(known[1] - approach) < 1e-12
            checked += 1
    assert checked > 400


def test_values_do_not_depend_on_the_order_of_the_positions():
    states = _positions(5, 300)
    evaluation._APPROACH.clear()
    forward = [(evaluate(s, "gold"), evaluate(s, "silver")) for s in states]
    evaluation._APPROACH.clear()
    backward = [(evaluate(s, "gold"), evaluate(s, "silver")) for s in reversed(states)][::-1]
    assert forward == backward
    # A side's value mirrors the other's on a position where both have units on the field.
    assert any(g != 0.0 for g, _ in forward)
    assert all(abs(g + s) < 1e-12 for g, s in forward)
