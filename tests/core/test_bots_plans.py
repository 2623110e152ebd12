"""The search's plans (core/bots/plans.py) in a game that does not make them: nothing changes."""

from __future__ import annotations

from lionheart_core import rulesets
from lionheart_core.bots import mcts
from lionheart_core.bots.mcts import SearchBot
from lionheart_core.bots.plans import enumerate_plans
from lionheart_core.engine import Ruleset
from lionheart_core.grids.square import parse
from lionheart_core.rulesets.lionheart_1997 import Options, State, Unit

RS = rulesets.get("lionheart-1997")


def _position():
    units = (Unit(0, "gold", "knight", 2, parse("E5"), "N"), Unit(1, "gold", "king", 1, parse("A1"), "N"),
             Unit(100, "silver", "infantry", 4, parse("F5"), "W"), Unit(101, "silver", "king", 1, parse("I10"), "S"))
    return State(opts=Options(), seed=1, dice_pos=0, phase="play", units=units,
                 setup_done=("gold", "silver"), player="gold", actions_left=2)


def test_the_default_hook_makes_no_plans():
    assert Ruleset.plan_key is RS.plan_key.__func__  # the 1997 game keeps the default
    assert RS.plan_key(_position()) is None


def test_without_a_plan_key_every_step_is_a_plan_of_its_own():
    s = _position()
    plans, stats = enumerate_plans(RS, s, "gold", [1, 2, 3])
    assert stats.positions == 1 and stats.complete
    assert all(len(p.steps) == 1 for p in plans)
    assert sorted(map(str, (p.steps[0] for p in plans))) == sorted(map(str, RS.bot_actions(s, "gold")))


def test_the_switch_changes_nothing_in_a_game_without_plans(monkeypatch):
    s = _position()
    observation = RS.observe(s, "gold")
    before = SearchBot(RS, seed=4, iterations=40).choose(observation, "gold")
    monkeypatch.setattr(mcts, "PLANS", True)
    bot = SearchBot(RS, seed=4, iterations=40)
    assert bot.tuning["PLANS"]
    assert bot.choose(observation, "gold") == before
    assert not bot.last_planned and bot.last_iterations == 40
