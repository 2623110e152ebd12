"""The search level's army by rule (issue 9, muster.py): a legal army for every budget, the
leadership rating first, built and deployed by legal actions from the side's own units only."""

from __future__ import annotations

import dataclasses
from collections import Counter
from fractions import Fraction

import pytest

from lionheart_core.bots import mcts
from lionheart_core.bots.mcts import SearchBot
from lionheart_core.rulesets.lionheart_hex import RULESET as RS
from lionheart_core.rulesets.lionheart_hex.formation import STANDARD, arrange
from lionheart_core.rulesets.lionheart_hex.model import Buy, Options, Ready, Spec
from lionheart_core.rulesets.lionheart_hex.muster import king_for, muster, muster_step
from lionheart_core.rulesets.lionheart_hex.rules import deploy_hexes
from lionheart_core.rulesets.lionheart_hex.tables import cost, spec_problem, unit_class

SIDES = ("gold", "silver")
BUDGETS = (10, 11, 15, 23, 37, 50, 60, 99, 100, 101, 150, 250, 400, 1000)


def test_the_army_is_legal_and_within_the_budget_and_the_hexes_for_every_budget():
    for budget in range(10, 1001):  # every budget the options allow
        plan = muster(budget)
        assert sum((cost(s) for s in plan), Fraction(0)) <= budget, budget
        assert 2 <= len(plan) <= len(deploy_hexes("gold")), budget
        assert unit_class(plan[0].cls).king and not any(unit_class(s.cls).king for s in plan[1:]), budget
        assert all(spec_problem(s, Options(budget=budget)) is None for s in plan), budget
        assert not any(s.mercenary or s.dedicated for s in plan), budget


def test_at_the_default_budget_the_king_has_rating_3_and_every_point_is_spent():
    plan = muster(100)
    assert plan[0] == Spec("king_horse", "heavy", "spears", leadership=3)  # 39 points
    assert Counter(plan[1:]) == {Spec("horse", "heavy", "spears"): 1, Spec("foot", weapon="bows"): 4,
                                 Spec("foot", shields=True): 5}
    assert sum(cost(s) for s in plan) == 100


def test_the_rating_comes_before_the_kings_horse_and_armour():
    # 40 % of 60 is 24: a rating-3 mounted King in light armour (24), not a rating-2 one in heavy (26)
    assert king_for(60) == Spec("king_horse", "light", "spears", leadership=3)
    # 40 % of 50 is 20: no rating-3 mounted King fits (the cheapest is 21), a rating-3 King on foot does
    assert king_for(50) == Spec("king_foot", "medium", "spears", leadership=3)
    assert king_for(200) == Spec("king_horse", "heavy", "spears", leadership=3)
    # 10 points: no King within 4, the cheapest King (5) and a unit of foot
    assert king_for(10) == Spec("king_foot", "none", "spears", leadership=1)
    assert cost(king_for(10)) == 5


def test_more_points_than_the_hexes_hold_armour_the_foot_and_stay_unspent():
    plan = muster(1000)
    assert len(plan) == len(deploy_hexes("gold"))
    assert sum(cost(s) for s in plan) < 1000
    assert any(s.cls == "foot" and s.armour == "heavy" and s.shields for s in plan)


def _build(state, side):
    """muster_step played to Ready, each action checked by the rules; the actions."""
    actions = []
    while (a := muster_step(state, side)) is not None and side not in state.ready:
        assert len(actions) < 200
        RS.check(state, a)
        state, _ = RS.apply(state, a)
        actions.append(a)
        if isinstance(a, Ready):
            break
    return state, actions


@pytest.mark.parametrize("budget", BUDGETS)
@pytest.mark.parametrize("side", SIDES)
def test_the_army_is_bought_deployed_and_confirmed_by_legal_actions(budget, side):
    state = RS.new_game(RS.options_from_dict({"budget": budget}), 4)
    state, actions = _build(state, side)
    plan = muster(budget)
    assert isinstance(actions[-1], Ready) and side in state.ready
    assert len(actions) == 2 * len(plan) + 1  # a buy and a deployment a unit, then Ready
    own = [u for u in state.units if u.owner == side]
    assert Counter(u.spec for u in own) == Counter(plan)
    target = arrange(own, side, STANDARD)
    assert all(u.hex == target[u.uid] for u in own)
    king = next(u for u in own if unit_class(u.cls).king)
    assert king.hex in deploy_hexes(side, back_only=True)


def test_units_that_are_not_the_rule_army_leave_the_choice_to_the_search():
    standard = RS.new_game(RS.options_from_dict({"army": "standard"}), 3)
    assert muster_step(standard, "gold") is None  # the standard army: its King has rating 2
    state = RS.new_game(RS.options_from_dict({}), 3)
    state, _ = RS.apply(state, Buy("gold", Spec("king_foot", "none", "spears", leadership=1)))
    assert muster_step(state, "gold") is None
    assert muster_step(state, "silver") == Buy("silver", muster(100)[0])


def test_the_rule_reads_no_unit_of_the_other_side():
    """Gold's steps are the same whatever Silver has bought (its army is secret)."""
    a = RS.new_game(RS.options_from_dict({}), 6)
    b = a
    for spec in (Spec("king_foot", "none", "spears", leadership=2), Spec("foot", weapon="longbows"), Spec("horse", "light", "bows"), Spec("peasants", "none", "sidearms", morale=1)):
        b, _ = RS.apply(b, Buy("silver", spec))
    while (step := muster_step(a, "gold")) is not None:
        assert muster_step(b, "gold") == step
        assert RS.muster_step(RS.observe(b, "gold"), "gold") == step
        a, _ = RS.apply(a, step)
        b, _ = RS.apply(b, step)
        if isinstance(step, Ready):
            break
    assert "gold" in a.ready and "gold" in b.ready and "silver" not in b.ready
    gold = [dataclasses.replace(u, uid=0) for u in a.units if u.owner == "gold"]
    assert gold == [dataclasses.replace(u, uid=0) for u in b.units if u.owner == "gold"]


def test_the_hex_search_builds_by_the_rule():
    assert mcts.tuning_for(RS)["MUSTER"]


def test_the_search_under_the_switch_builds_the_rule_army_and_confirms(monkeypatch):
    monkeypatch.setattr(mcts, "MUSTER", True)
    state = RS.new_game(RS.options_from_dict({"budget": 100}), 5)
    bot = SearchBot(RS, seed=2, iterations=8)
    actions = []
    while "gold" not in state.ready:
        assert len(actions) < 30
        a = bot.choose(RS.observe(state, "gold"), "gold")
        RS.check(state, a)
        state, _ = RS.apply(state, a)
        actions.append(a)
    assert Counter(u.spec for u in state.units if u.owner == "gold") == Counter(muster(100))
    assert len(actions) == 23


def test_with_the_switch_off_the_search_never_asks_for_the_rule(monkeypatch):
    def refuse(*_):
        raise AssertionError("muster_step read with MUSTER off")

    monkeypatch.setattr(mcts, "MUSTER", False)
    monkeypatch.setattr(mcts, "FORCED", mcts.FORCED | {"MUSTER"})  # over the hex game's tuning
    assert not mcts.tuning_for(RS)["MUSTER"]
    monkeypatch.setattr(type(RS), "muster_step", refuse)
    state = RS.new_game(RS.options_from_dict({}), 5)
    bot = SearchBot(RS, seed=2, iterations=8)
    a = bot.choose(RS.observe(state, "gold"), "gold")
    RS.check(state, a)
