"""The thinking bots while armies are built: they only go forward, so every build ends."""

from __future__ import annotations

from lionheart_core.bots.heuristic import HeuristicBot
from lionheart_core.bots.mcts import SearchBot
from lionheart_core.rulesets.lionheart_hex import RULESET as RS
from lionheart_core.rulesets.lionheart_hex.model import (
    Buy,
    Dismiss,
    Promise,
    Ready,
    StandardArmy,
    Withdraw,
)
from lionheart_core.rulesets.lionheart_hex.rules import unspent

UNDOING = (Withdraw, Dismiss)


def _build_until_play(opts: dict, bots: dict, limit: int) -> tuple[object, int]:
    state = RS.new_game(RS.options_from_dict(opts), 7)
    n = 0
    while state.phase == "build":
        assert n < limit, f"the build did not end in {limit} actions"
        seat = RS.to_move(state)[0]
        action = bots[seat].choose(RS.observe(state, seat), seat)
        assert not isinstance(action, UNDOING), action
        state, _ = RS.apply(state, action)
        n += 1
    return state, n


def test_the_bots_never_take_back_a_build_step_but_the_rules_still_allow_it():
    state = RS.new_game(RS.options_from_dict({"army": "standard"}), 1)
    legal = RS.legal_actions(state, "gold")
    assert any(isinstance(a, Withdraw) for a in legal)  # a player may still rearrange
    assert any(isinstance(a, StandardArmy) for a in legal)
    offered = RS.bot_actions(state, "gold")
    assert offered and any(isinstance(a, Ready) for a in offered)
    assert not [a for a in offered if isinstance(a, (Withdraw, Dismiss, StandardArmy))]
    assert set(offered) <= set(legal)


def test_a_bot_starting_from_nothing_may_take_the_standard_army():
    state = RS.new_game(RS.options_from_dict({"army": "build"}), 1)
    offered = RS.bot_actions(state, "silver")
    assert any(isinstance(a, StandardArmy) for a in offered)
    assert any(isinstance(a, Buy) for a in offered)


def test_a_mercenary_promise_is_only_raised_to_all_the_points_left():
    state = RS.new_game(RS.options_from_dict({"army": "build"}), 1)
    state, _ = RS.apply(state, next(a for a in RS.legal_actions(state, "gold") if isinstance(a, Buy)))  # a King
    merc = next(a for a in RS.legal_actions(state, "gold") if isinstance(a, Buy) and a.spec.mercenary)
    state, _ = RS.apply(state, merc)
    unit = next(u for u in state.units if u.owner == "gold" and u.spec.mercenary)
    legal = [a for a in RS.legal_actions(state, "gold") if isinstance(a, Promise)]
    offered = [a for a in RS.bot_actions(state, "gold") if isinstance(a, Promise)]
    assert len(legal) > 1
    assert offered == [Promise("gold", unit.uid, int(unit.promise + unspent(state, "gold")))]


def test_a_search_bot_confirms_the_standard_army_and_the_battle_starts():
    # Before the bots only went forward, a search bot withdrew and redeployed units of the
    # standard army for hundreds of actions without confirming it.
    bots = {side: SearchBot(RS, seed=i, iterations=40) for i, side in enumerate(("gold", "silver"))}
    state, n = _build_until_play({"army": "standard"}, bots, limit=12)
    assert state.phase != "build"
    assert n <= 12


def test_search_and_heuristic_bots_build_an_army_from_nothing_and_confirm_it():
    bots = {"gold": SearchBot(RS, seed=3, iterations=30), "silver": HeuristicBot(RS, seed=4)}
    state, n = _build_until_play({"army": "build"}, bots, limit=80)
    for side in ("gold", "silver"):
        own = [u for u in state.units if u.owner == side]
        assert len(own) >= 2 and all(u.hex is not None for u in own)
    assert state.phase != "build" and n >= 4  # at least a King and a unit bought and deployed each


def test_with_its_switch_the_search_values_positions_with_the_search_evaluation(monkeypatch):
    from lionheart_core import rulesets
    from lionheart_core.bots import mcts
    from lionheart_core.rulesets.lionheart_hex import evaluation

    assert SearchBot(RS, seed=1).ruleset is RS  # off as shipped
    monkeypatch.setattr(mcts, "SEARCH_EVALUATION", True)  # as bench/bots.py --set does
    s = RS.new_game(RS.options_from_dict({"army": "standard"}), 4)
    search = SearchBot(RS, seed=1, iterations=20)
    assert search.ruleset.evaluate == RS.search_evaluate
    assert search.ruleset.legal_actions == RS.legal_actions  # everything else is the ruleset's
    assert HeuristicBot(RS, seed=1).ruleset is RS
    # A game without a search evaluation keeps its one evaluation.
    other = rulesets.get("lionheart-1997")
    assert SearchBot(other, seed=1).ruleset is other
    # The search plays a move with it (the evaluation's own tests: test_evaluation.py).
    calls = []
    original = evaluation.search_evaluate
    try:
        def counting(state, player):
            calls.append(player)
            return original(state, player)
        RS.search_evaluate = counting
        bot = SearchBot(RS, seed=1, iterations=20)
        assert bot.choose(RS.observe(s, "gold"), "gold") in RS.legal_actions(s, "gold")
    finally:
        del RS.search_evaluate
    assert calls


def test_with_its_switch_the_search_values_positions_with_the_fitted_evaluation(monkeypatch):
    from lionheart_core import rulesets
    from lionheart_core.bots import mcts

    shipped = SearchBot(RS, seed=1)
    assert shipped.tuning["FITTED_EVALUATION"] == bool(RS.search_tuning.get("FITTED_EVALUATION", False))
    monkeypatch.setattr(mcts, "FITTED_EVALUATION", True)  # as bench/bots.py --set does
    search = SearchBot(RS, seed=1, iterations=20)
    assert search.ruleset.evaluate == RS.fitted_evaluate
    assert search.ruleset.legal_actions == RS.legal_actions  # everything else is the ruleset's
    # Over the search evaluation when both are on; the heuristic level keeps evaluate.
    monkeypatch.setattr(mcts, "SEARCH_EVALUATION", True)
    assert SearchBot(RS, seed=1).ruleset.evaluate == RS.fitted_evaluate
    assert HeuristicBot(RS, seed=1).ruleset is RS
    other = rulesets.get("lionheart-1997")  # a game without a fitted evaluation keeps its own
    assert SearchBot(other, seed=1).ruleset is other
    s = RS.new_game(RS.options_from_dict({"army": "standard"}), 4)
    assert search.choose(RS.observe(s, "gold"), "gold") in RS.legal_actions(s, "gold")
    # Switched off, the search is back on the ruleset's own evaluation.
    monkeypatch.setattr(mcts, "FITTED_EVALUATION", False)
    monkeypatch.setattr(mcts, "FORCED", {"FITTED_EVALUATION"})
    monkeypatch.setattr(mcts, "SEARCH_EVALUATION", False)
    assert SearchBot(RS, seed=1).ruleset is RS
