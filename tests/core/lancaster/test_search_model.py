"""Lancaster's search: the other players answered as the heuristic answers (OPPONENT_MODEL), and
the heuristic's choice kept at the root unless the search finds better by a margin (ROOT_KEEP)."""

from __future__ import annotations

from lionheart_core.bots import mcts
from lionheart_core.bots.heuristic import HeuristicBot
from lionheart_core.bots.mcts import PRIOR_VISITS, SearchBot, tuning_for

from .conftest import RS, placing


def _replies(monkeypatch, model: bool) -> list[int]:
    """How many of their options the other players tried, at each of their decisions in the tree
    of a 300-iteration search of round 1's first placement (blue to place)."""
    monkeypatch.setattr(mcts, "OPPONENT_MODEL", model)
    monkeypatch.setattr(mcts, "FORCED", mcts.FORCED | {"OPPONENT_MODEL"})
    s = placing()
    bot = SearchBot(RS, seed=3, iterations=300)
    bot.choose(RS.observe(s, "blue"), "blue")
    tried = []
    todo = [bot.last_root]
    while todo:
        node = todo.pop()
        kids = list(node.children.items())
        todo += [child for _, child in kids]
        others = [child for action, child in kids if action.player != "blue"]
        if others and node.real >= 4:
            tried.append(sum(child.visits > PRIOR_VISITS for child in others))
    return tried


def test_the_other_players_reply_as_the_heuristic_would(monkeypatch):
    """With OPPONENT_MODEL each other player's decision met several times in the tree is always
    answered with one action (the one their evaluation scores best); without it the search tries
    several of their replies."""
    modelled = _replies(monkeypatch, True)
    free = _replies(monkeypatch, False)
    assert modelled and max(modelled) == 1
    assert free and max(free) > 1


def _unanswered(monkeypatch, chain: bool) -> int:
    """Decisions of the other players in the tree of a 120-iteration search (round 1's first
    placement) that were expanded but never answered: iterations that stopped there."""
    monkeypatch.setattr(mcts, "OPPONENT_MODEL", True)
    monkeypatch.setattr(mcts, "OPPONENT_CHAIN", chain)
    monkeypatch.setattr(mcts, "FORCED", mcts.FORCED | {"OPPONENT_MODEL", "OPPONENT_CHAIN"})
    bot = SearchBot(RS, seed=3, iterations=120)
    bot.choose(RS.observe(placing(), "blue"), "blue")
    count = 0
    todo = [bot.last_root]
    while todo:
        node = todo.pop()
        kids = list(node.children.items())
        todo += [child for _, child in kids]
        if kids and kids[0][0].player != "blue" and not any(c.visits > PRIOR_VISITS for _, c in kids):
            count += 1
    return count


def test_opponent_chain_values_an_action_after_the_others_have_answered(monkeypatch):
    """With OPPONENT_CHAIN an iteration goes on through the other players' replies to blue's next
    decision: no decision of theirs is left expanded and unanswered in the tree."""
    assert _unanswered(monkeypatch, True) == 0
    assert _unanswered(monkeypatch, False) > 0


def test_lancaster_searches_with_the_opponent_model_and_keeps_the_heuristic_choice():
    own = RS.search_tuning
    assert own["OPPONENT_MODEL"] and own["ROOT_KEEP"]
    tuning = tuning_for(RS)
    for name, value in own.items():
        assert tuning[name] == value


def test_root_keeps_the_heuristics_choice_among_near_equal_actions(monkeypatch):
    """In round 1's first placement the search's most visited action is not the heuristic's
    first choice; with ROOT_KEEP at a margin no action reaches, the answer is the heuristic's."""
    s = placing()
    obs = RS.observe(s, "blue")
    monkeypatch.setattr(mcts, "ROOT_KEEP", False)
    monkeypatch.setattr(mcts, "FORCED", mcts.FORCED | {"ROOT_KEEP", "ROOT_MARGIN"})
    bot = SearchBot(RS, seed=3, iterations=100)
    assert bot.choose(obs, "blue") != bot.last_root.order[0]
    monkeypatch.setattr(mcts, "ROOT_KEEP", True)
    monkeypatch.setattr(mcts, "ROOT_MARGIN", 10.0)
    bot = SearchBot(RS, seed=3, iterations=100)
    choice = bot.choose(obs, "blue")
    assert choice == bot.last_root.order[0]
    heuristic = HeuristicBot(RS, seed=3).ranked(obs, "blue")
    best = heuristic[0][0]
    assert any(a == choice for v, a in heuristic if v >= best - 1e-9)
