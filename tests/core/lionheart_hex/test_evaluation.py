"""The search's evaluation: its table of approach terms (kept per enemy placement) changes no
value, whatever order the positions come in; checked against the direct computation."""

from __future__ import annotations

import random

from lionheart_core.rulesets.lionheart_hex import RULESET as RS
from lionheart_core.rulesets.lionheart_hex import Ready, evaluation
from lionheart_core.rulesets.lionheart_hex.evaluation import _STEPS, evaluate, search_evaluate


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


# ---- the sides are valued alike; the search's evaluation credits the side to act with its next attack or shot ----

import dataclasses  # noqa: E402

from lionheart_core.grids.hex import Hex  # noqa: E402

from .conftest import ARCHERS, FOOT, KNIGHTS, H, position  # noqa: E402


def _half_turn(state):
    """The position turned half round the origin with the sides swapped (uids and their order
    kept, so ties between equally near enemies fall alike)."""
    swap = {"gold": "silver", "silver": "gold"}
    units = tuple(dataclasses.replace(u, owner=swap[u.owner], hex=None if u.hex is None else Hex(-u.hex.q, -u.hex.r),
                                      facing=(u.facing + 3) % 6) for u in state.units)
    return dataclasses.replace(state, units=units, order=tuple(swap[s] for s in state.order))


def test_a_position_and_its_half_turn_with_the_sides_swapped_are_valued_alike():
    states = _positions(11, 300)
    evaluation._APPROACH.clear()
    checked = 0
    for s in states:
        if s.phase != "play":
            continue
        assert abs(evaluate(s, "gold") - evaluate(_half_turn(s), "silver")) < 1e-12
        assert abs(search_evaluate(s, "gold") - search_evaluate(_half_turn(s), "silver")) < 1e-12
        checked += 1
    assert checked > 200


def _facing_each_other(order, silver_facing=3, **extra):
    # Gold knights on 0706 facing north into Silver archers on the hex in front of them.
    front = H("0706").neighbour(0)
    label = RS.grid(None).label(front)
    return position(("gold", KNIGHTS, "0706", 0), ("silver", ARCHERS, label, silver_facing), order=order, **extra)


def test_the_side_to_act_is_credited_with_its_best_attack():
    gold_acts = _facing_each_other(("gold", "silver"))
    silver_acts = _facing_each_other(("silver", "gold"))
    # Knights against archers (who fight with sidearms) expect to gain; the archers' best is a
    # shot at the knights (an attack would lose). Between turns (the choice of who starts)
    # neither side is credited.
    assert evaluation.attack_gain(KNIGHTS, 2, ARCHERS, 4, 0) > 0
    assert evaluation.attack_gain(ARCHERS, 4, KNIGHTS, 2, 0) < 0
    neutral = dataclasses.replace(gold_acts, order=(), phase="choose", chooser="gold")
    assert search_evaluate(silver_acts, "gold") < search_evaluate(neutral, "gold") < search_evaluate(gold_acts, "gold")
    # Spearmen with shields against the knights' front: the knights would lose more than they take.
    assert evaluation.attack_gain(KNIGHTS, 2, FOOT, 4, 0) < 0
    # The heuristic level's evaluation leaves the next action out.
    assert evaluate(gold_acts, "gold") == evaluate(silver_acts, "gold") == evaluate(neutral, "gold")


def test_an_attack_into_the_rear_is_worth_more_than_into_the_front():
    front = _facing_each_other(("gold",), silver_facing=3)
    rear = _facing_each_other(("gold",), silver_facing=0)
    assert evaluation.attack_gain(KNIGHTS, 2, ARCHERS, 4, 2) > evaluation.attack_gain(KNIGHTS, 2, ARCHERS, 4, 0)
    assert search_evaluate(rear, "gold") > search_evaluate(front, "gold")


def test_mid_action_only_the_acting_unit_counts_and_not_once_it_shot():
    fresh = _facing_each_other(("gold",))
    knights = next(u for u in fresh.units if u.spec == KNIGHTS)
    other = next(u for u in fresh.units if u.owner == "gold" and u is not knights)
    acting = dataclasses.replace(fresh, active=knights.uid, mp=1)
    elsewhere = dataclasses.replace(fresh, active=other.uid, mp=1)
    spent = dataclasses.replace(fresh, active=knights.uid, mp=0)
    assert search_evaluate(acting, "gold") == search_evaluate(fresh, "gold")
    assert search_evaluate(elsewhere, "gold") < search_evaluate(fresh, "gold")
    assert search_evaluate(spent, "gold") == search_evaluate(elsewhere, "gold")


def test_a_loaded_missile_unit_counts_its_best_shot():
    shot = evaluation.shot_gain(ARCHERS, 4, FOOT, 4)
    assert shot > 0
    # Archers on 0706 facing north with Silver foot two hexes ahead (inside the arc, not adjacent).
    ahead = RS.grid(None).label(H("0706").neighbour(0).neighbour(0))
    loaded = position(("gold", ARCHERS, "0706", 0), ("silver", FOOT, ahead, 3), order=("gold",))
    archers = next(u for u in loaded.units if u.spec == ARCHERS)
    fired = dataclasses.replace(loaded, active=archers.uid, mp=1, fired=True)
    assert search_evaluate(loaded, "gold") > search_evaluate(fired, "gold")


# ---- the evaluation's terms one by one (bench/hex_fit.py fits their weights to game results) ----

import math  # noqa: E402

from lionheart_core.engine import Result  # noqa: E402
from lionheart_core.rulesets.lionheart_hex.evaluation import (  # noqa: E402
    FITTED_WEIGHTS,
    SCALE,
    TERMS,
    WEIGHTS,
    features,
    fitted_evaluate,
)


def _pre_tanh(state, player, threats):
    mine, theirs, material = evaluation._sides(state, player, threats)
    return (mine - theirs) / (SCALE + 0.3 * material)


def test_the_terms_weighted_as_shipped_give_the_evaluation_s_difference():
    # Random positions of two games (both sides, with and without the next action's gain): the
    # shipped weights times the terms over the scale are the value evaluate takes the tanh of.
    checked = 0
    seen = [False] * len(TERMS)
    for seed in (3, 8):
        for s in _positions(seed, 300):
            if s.phase != "play":
                continue
            for player in ("gold", "silver"):
                for threats in (False, True):
                    x, scale = features(s, player, threats)
                    assert len(x) == len(TERMS) == len(WEIGHTS) == len(FITTED_WEIGHTS)
                    pre = _pre_tanh(s, player, threats)
                    assert abs(sum(w * v for w, v in zip(WEIGHTS, x, strict=True)) / scale - pre) < 1e-12
                    assert math.tanh(pre) == evaluate(s, player, threats)
                    seen = [a or v != 0.0 for a, v in zip(seen, x, strict=True)]
                    checked += 1
    assert checked > 1000
    # Random play from the start reaches contact, shots and the next action's gain.
    named = dict(zip(TERMS, seen, strict=True))
    assert all(named[t] for t in ("field", "front", "flank", "targets", "approach", "king_room", "threat"))


def test_the_terms_are_the_sides_sums_told_apart():
    # The terms for one side are the other side's with the sign changed.
    for s in _positions(4, 200):
        if s.phase != "play":
            continue
        x, scale = features(s, "gold")
        y, scale2 = features(s, "silver")
        assert scale == scale2
        assert all(abs(a + b) < 1e-12 for a, b in zip(x, y, strict=True))


def test_the_terms_count_what_they_name():
    # Gold knights facing Silver archers in their front hex, Gold to act: the knights' front
    # contact and the next attack's gain count for Gold; the archers are loaded and see the knights.
    s = _facing_each_other(("gold", "silver"))
    x, _ = features(s, "gold")
    named = dict(zip(TERMS, x, strict=True))
    knights = 2 * evaluation.figure_value(KNIGHTS)
    archers_v = 4 * evaluation.figure_value(ARCHERS)
    assert abs(named["front"] - (knights - archers_v)) < 1e-12  # both face each other
    assert named["threat"] == evaluation.attack_gain(KNIGHTS, 2, ARCHERS, 4, 0)
    assert named["targets"] == -1.0 and named["loaded"] == -archers_v
    assert named["king_figures"] == 0.0  # the same King's figures on both sides, in the reserve


def test_the_fitted_evaluation_is_symmetric_bounded_and_ends_at_the_result():
    states = _positions(12, 300)
    checked = 0
    for s in states:
        if s.phase == "over":
            continue
        g = fitted_evaluate(s, "gold")
        assert -1.0 <= g <= 1.0
        assert abs(g + fitted_evaluate(s, "silver")) < 1e-12
        if s.phase == "play":
            assert abs(g - fitted_evaluate(_half_turn(s), "silver")) < 1e-12
            checked += 1
    assert checked > 200
    # The fitted weights differ from the shipped ones, and so do the values.
    assert FITTED_WEIGHTS != WEIGHTS
    assert any(fitted_evaluate(s, "gold") != search_evaluate(s, "gold") for s in states if s.phase == "play")
    # A game over is worth the result, whatever the weights.
    won = dataclasses.replace(states[-1], phase="over", outcome=Result(("gold",), None))
    assert fitted_evaluate(won, "gold") == 1.0 and fitted_evaluate(won, "silver") == -1.0
    drawn = dataclasses.replace(won, outcome=Result((), None))
    assert fitted_evaluate(drawn, "gold") == 0.0
