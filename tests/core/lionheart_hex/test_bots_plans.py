"""The search's plans in the hex game (core/bots/plans.py): whole unit actions as one choice."""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
import time

import pytest

from lionheart_core.bots import mcts
from lionheart_core.bots.mcts import SearchBot
from lionheart_core.bots.plans import PlanChooser, enumerate_plans, fingerprint
from lionheart_core.dice import Recorder, Seeded
from lionheart_core.rulesets.lionheart_hex import Advance, Attack, Bid, Spec, Turn

from .conftest import FOOT, RS, G, H, position, unit

LIGHT_HORSE = Spec("light_horse", "none", "spears")  # 4 MP, its first turn in a hex free
MERC = Spec("foot", "none", "spears", True, mercenary=True)
KING = Spec("king_horse", "heavy", "spears", leadership=2)
SEEDS = list(range(12))


def flank_position():
    """Gold's light cavalry on 1105 facing away (3), two hexes from the hex on the flank of a
    silver foot unit on 0806 (facing 0): 0906 is that flank hex, 1005 between."""
    enemy = H("0806")
    flank = enemy.neighbour(1)
    between = flank.neighbour(1)
    start = between.neighbour(1)
    s = position(unit("gold", LIGHT_HORSE, G.label(start), 3), unit("silver", FOOT, "0806", 0),
                 order=("gold", "silver"))
    return s, start, between, flank


@pytest.fixture
def plans_on(monkeypatch):
    """The hex search with plans switched on (this test only)."""
    monkeypatch.setattr(RS, "search_tuning", {**type(RS).search_tuning, "PLANS": True}, raising=False)


def test_the_ends_of_a_cavalry_action_include_the_flank_attack_and_none_twice():
    s, start, between, flank = flank_position()
    plans, stats = enumerate_plans(RS, s, "gold", SEEDS)
    assert stats.complete
    steps = [p.steps for p in plans]
    attack = (Turn("gold", start, 4), Advance("gold", start, 4), Advance("gold", between, 4), Attack("gold", flank))
    assert attack in steps
    plan = plans[steps.index(attack)]
    assert plan.dice  # an attack rolls: the plan ends there, valued over the common rolls
    # No end twice: distinct steps, and the ends without dice are distinct positions.
    assert len(set(steps)) == len(steps)
    quiet = [fingerprint(p.end) for p in plans if not p.dice]
    assert len(set(quiet)) == len(quiet)
    # Best first.
    assert [p.value for p in plans] == sorted((p.value for p in plans), reverse=True)


def test_every_plan_is_legal_step_by_step_and_ends_where_the_action_ends():
    s, *_ = flank_position()
    plans, _ = enumerate_plans(RS, s, "gold", SEEDS)
    key = RS.plan_key(s)
    for plan in plans:
        here = s
        for k, step in enumerate(plan.steps):
            recorder = Recorder(Seeded(SEEDS[0]))
            here, _ = RS.apply(here, step, recorder)  # checked: raises if illegal
            last = k == len(plan.steps) - 1
            if not last:  # inside the action, no dice on the way
                assert not recorder.values and RS.plan_key(here) == key and RS.to_move(here) == ("gold",)
        assert recorder.values or RS.plan_key(here) != key  # a roll, or the action over
        assert fingerprint(here) == fingerprint(plan.end)


def test_a_plan_is_valued_by_the_evaluation_at_its_end():
    s, start, between, flank = flank_position()
    plans, _ = enumerate_plans(RS, s, "gold", SEEDS)
    quiet = next(p for p in plans if not p.dice)
    assert quiet.value == pytest.approx(RS.evaluate(quiet.end, "gold"))
    loud = next(p for p in plans if p.dice)
    values = []
    for seed in SEEDS:
        here = s
        for step in loud.steps:
            here, _ = RS.apply_unchecked(here, step, Seeded(seed))
        values.append(RS.evaluate(here, "gold"))
    assert loud.value == pytest.approx(sum(values) / len(values))


def test_plans_stop_at_the_end_of_the_turn_order_and_outside_play():
    s, *_ = flank_position()
    assert RS.plan_key(s) == (s.turn, s.order)
    assert RS.plan_key(dataclasses.replace(s, phase="build")) is None
    assert RS.plan_key(dataclasses.replace(s, phase="choose", chooser="gold", order=())) is None


def test_the_search_carries_its_plan_out_over_successive_calls(plans_on):
    s, *_ = flank_position()
    bot = SearchBot(RS, seed=3, time_budget=5.0, clock=time.process_time)
    first = bot.choose(RS.observe(s, "gold"), "gold")
    assert bot.last_planned and not bot.plans.last_replayed
    plan = bot.plans.last_plans[0]
    assert first == plan.steps[0] and len(plan.steps) >= 3
    played = [first]
    here, _ = RS.apply(s, first)
    for step in plan.steps[1:]:
        chosen = bot.choose(RS.observe(here, "gold"), "gold")
        assert bot.plans.last_replayed  # no search again: the kept plan
        assert chosen == step
        played.append(chosen)
        here, _ = RS.apply(here, chosen, Seeded(0))
    assert tuple(played) == plan.steps
    assert RS.plan_key(here) != RS.plan_key(s) or RS.to_move(here) != ("gold",)


def test_the_search_plans_afresh_when_the_position_is_not_the_one_its_plan_expects(plans_on):
    s, *_ = flank_position()
    bot = SearchBot(RS, seed=3, time_budget=5.0, clock=time.process_time)
    first = bot.choose(RS.observe(s, "gold"), "gold")
    assert len(bot.plans.pending) >= 1
    here, _ = RS.apply(s, first)
    # Something the plan did not expect: the enemy unit lost a figure (as dice would do).
    enemy = next(u for u in here.units if u.hex == H("0806"))
    units = tuple(dataclasses.replace(u, figures=u.figures - 1) if u is enemy else u for u in here.units)
    changed = dataclasses.replace(here, units=units)
    chosen = bot.choose(RS.observe(changed, "gold"), "gold")
    assert not bot.plans.last_replayed
    assert chosen in RS.legal_actions(changed, "gold")
    assert chosen == bot.plans.last_plans[0].steps[0]


def test_the_plan_search_stays_in_its_budget_and_keeps_the_best_found():
    s = RS.new_game(RS.options_from_dict({"army": "standard"}), 1)
    s = dataclasses.replace(s, phase="play", ready=("gold", "silver"), turn=1, order=("gold", "silver"))
    ticks = itertools.count()
    clock = lambda: next(ticks) * 0.001  # noqa: E731 - a clock that advances 1 ms a reading
    chooser = PlanChooser(RS, random.Random(1), clock)
    deadline = clock() + 0.01
    action = chooser.choose(RS.observe(s, "gold"), "gold", deadline)
    assert not chooser.last_stats.complete  # stopped by the clock, not by running out
    assert chooser.last_plans and action == chooser.last_plans[0].steps[0]
    assert action in RS.legal_actions(s, "gold")
    full, stats = enumerate_plans(RS, s, "gold", SEEDS)
    assert stats.complete and len(full) > len(chooser.last_plans)


def test_a_search_move_by_plans_takes_far_less_than_its_budget_on_the_standard_armies(plans_on):
    s = RS.new_game(RS.options_from_dict({"army": "standard"}), 1)
    s = dataclasses.replace(s, phase="play", ready=("gold", "silver"), turn=1, order=("gold", "silver"))
    bot = SearchBot(RS, seed=1, time_budget=0.6, clock=time.process_time)
    bot.choose(RS.observe(s, "gold"), "gold")
    assert bot.last_planned and bot.plans.last_stats.complete
    assert bot.last_seconds < 0.6


def test_plans_never_read_a_hidden_promise(plans_on, monkeypatch):
    s = position(unit("gold", KING, "0809", 0), unit("silver", KING, "0801", 3),
                 unit("silver", MERC, "0806", 3, promise=4), order=("gold", "silver"))
    seen = RS.observe(s, "gold")
    assert next(u for u in seen.units if u.spec.mercenary).promise is None
    assert any(isinstance(a, Bid) for a in RS.legal_actions(seen, "gold"))
    given = []
    real_determinize = type(RS).determinize

    def spy(self, observation, player, rng):
        given.append(observation)
        return real_determinize(self, observation, player, rng)

    monkeypatch.setattr(type(RS), "determinize", spy)
    bot = SearchBot(RS, seed=2, time_budget=5.0, clock=time.process_time)
    action = bot.choose(seen, "gold")
    assert bot.last_planned and given
    assert all(next(u for u in o.units if u.spec.mercenary).promise is None for o in given)
    assert action in RS.legal_actions(s, "gold")
    # The same observation, whatever the real promise, gives the same choice.
    other = position(unit("gold", KING, "0809", 0), unit("silver", KING, "0801", 3),
                     unit("silver", MERC, "0806", 3, promise=9), order=("gold", "silver"))
    assert RS.observe(other, "gold") == seen
    again = SearchBot(RS, seed=2, time_budget=5.0, clock=time.process_time).choose(RS.observe(other, "gold"), "gold")
    assert again == action


def test_without_the_switch_the_search_builds_its_tree_as_before():
    s, *_ = flank_position()
    assert not mcts.tuning_for(RS)["PLANS"]  # shipped off unless the games show it better
    bot = SearchBot(RS, seed=3, iterations=30)
    bot.choose(RS.observe(s, "gold"), "gold")
    assert not bot.last_planned and bot.last_root is not None and bot.last_iterations == 30



def test_a_reply_look_values_a_plan_by_the_next_side_s_best_plan_and_stays_in_budget():
    s, *_ = flank_position()
    chooser = PlanChooser(RS, random.Random(4), time.process_time, reply=3)
    start = time.process_time()
    action = chooser.choose(RS.observe(s, "gold"), "gold", start + 5.0)
    assert time.process_time() - start < 5.0
    assert chooser.last_replies == 3
    top = [p.steps[0] for p in chooser.last_plans[:3]]
    assert action in top
    # A quiet plan's value after the reply: silver's best plan from its end, negated (zero-sum).
    quiet = next(p for p in chooser.last_plans if not p.dice)
    assert RS.to_move(quiet.end) == ("silver",)
    seeds = [1, 2, 3, 4]
    replies, _ = enumerate_plans(RS, quiet.end, "silver", seeds)
    assert chooser._reply_value(quiet.end, "gold", seeds, math.inf) == pytest.approx(-replies[0].value)
    # Out of time before a reply is planned: the plan-greedy choice.
    late = PlanChooser(RS, random.Random(4), lambda: 10.0, reply=3)
    assert late.choose(RS.observe(s, "gold"), "gold", 1.0) == late.last_plans[0].steps[0]
    assert late.last_replies == 0
