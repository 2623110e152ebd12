"""The search's rollouts in the hex game (core/bots/rollout.py, the search's ROLLOUT switch)."""

from __future__ import annotations

import time

import pytest

from lionheart_core import rulesets
from lionheart_core.bots import mcts
from lionheart_core.bots.mcts import SearchBot
from lionheart_core.rulesets.lionheart_hex import Spec

from .conftest import FOOT, RS, G, H, position, unit

LIGHT_HORSE = Spec("light_horse", "none", "spears")
MERC = Spec("foot", "none", "spears", True, mercenary=True)


def flank_position(order=("silver", "gold")):
    """A silver foot unit on 0806 facing 0, Gold's light cavalry three hexes off its flank hex."""
    enemy = H("0806")
    start = enemy.neighbour(1).neighbour(1).neighbour(1)
    return position(unit("gold", LIGHT_HORSE, G.label(start), 3), unit("silver", FOOT, "0806", 0), order=order)


@pytest.fixture
def rollout_on(monkeypatch):
    """The hex search with rollouts switched on (this test only)."""
    monkeypatch.setattr(RS, "search_tuning", {**type(RS).search_tuning, "ROLLOUT": True}, raising=False)


def test_rollouts_are_off_in_every_other_game():
    for name in rulesets.builtin_ids():
        rs = rulesets.get(name)
        if rs is not RS:
            assert not mcts.tuning_for(rs)["ROLLOUT"], name


def test_the_rollout_search_plays_a_legal_action_within_its_budget(rollout_on):
    s = flank_position()
    obs = RS.observe(s, "silver")
    bot = SearchBot(RS, seed=2, time_budget=0.3, clock=time.process_time)
    started = time.process_time()
    action = bot.choose(obs, "silver")
    spent = time.process_time() - started
    assert action in RS.legal_actions(s, "silver")
    report = bot.last_rollout
    assert report is not None and report.playouts > 0
    assert report.candidates[0] == bot.last_root.order[0]  # the heuristic's choice is the keep
    assert spent < 0.3 + 0.15  # the budget, and at most about one playout over it


def test_with_a_single_playout_the_search_keeps_the_heuristics_choice(rollout_on, monkeypatch):
    monkeypatch.setattr(mcts, "ROLLOUT_PLAYOUTS", 1)
    monkeypatch.setattr(mcts, "FORCED", {"ROLLOUT_PLAYOUTS"})
    s = flank_position()
    for seed in range(3):
        bot = SearchBot(RS, seed=seed, iterations=1)
        action = bot.choose(RS.observe(s, "silver"), "silver")
        assert not bot.last_rollout.deviated
        assert action == bot.last_root.order[0]


def test_the_army_building_and_the_choice_of_who_goes_first_keep_the_tree_search(rollout_on):
    s = RS.new_game(RS.options_from_dict({"army": "standard"}), 4)
    side = RS.to_move(s)[0]
    bot = SearchBot(RS, seed=1, iterations=10)
    assert bot.choose(RS.observe(s, side), side) in RS.legal_actions(s, side)
    assert bot.last_rollout is None and bot.last_iterations == 10


def test_the_playouts_never_read_a_hidden_promise(rollout_on, monkeypatch):
    # Silver's mercenary was promised an amount Gold cannot know (and no determinization makes).
    s = position(unit("gold", LIGHT_HORSE, "0906", 3), unit("silver", MERC, "0806", 0, promise=777),
                 order=("gold", "silver"))
    obs = RS.observe(s, "gold")
    assert all(u.promise is None for u in obs.units if u.owner == "silver")
    seen = []
    original = type(RS).apply_unchecked

    def spying(state, action, dice=None):
        seen.append(max((u.promise or 0) for u in state.units))
        return original(RS, state, action, dice)

    monkeypatch.setattr(RS, "apply_unchecked", spying)
    bot = SearchBot(RS, seed=3, iterations=1)
    action = bot.choose(obs, "gold")
    assert action in RS.legal_actions(s, "gold")
    assert bot.last_rollout is not None and bot.last_rollout.playouts > 0
    assert seen and 777 not in seen
    assert max(seen) > 0  # the playouts played with a sampled promise (the determinization's)
