"""The search's shared determinizations (mcts.SharedDraws): a ruleset that sets ``search_draws``
has its iterations cycle through a few hidden hands fixed at the start of the move, so the root's
actions are compared on the same draws; the other rulesets keep a fresh draw per iteration."""

from __future__ import annotations

from lionheart_core import rulesets
from lionheart_core.bots.mcts import SearchBot, SharedDraws, shared_draws_for
from lionheart_core.rulesets.lancaster import RULESET as LANCASTER
from lionheart_core.rulesets.lancaster import Options


class Counting:
    """A ruleset that counts its determinizations and records which state each action was applied
    to (by identity)."""

    def __init__(self, rs, search_draws=None):
        self.rs = rs
        self.determinized: list = []
        self.applied: list = []
        if search_draws is not None:
            self.search_draws = search_draws

    def __getattr__(self, name):
        return getattr(self.rs, name)

    def determinize(self, observation, player, rng):
        state = self.rs.determinize(observation, player, rng)
        self.determinized.append(state)
        return state

    def apply_unchecked(self, state, action, dice=None):
        self.applied.append((id(state), action))
        return self.rs.apply_unchecked(state, action, dice)


def _lancaster_position():
    """A four-player Lancaster game placing in its second round (others' gold and squires hidden,
    and by now different in different determinizations)."""
    s = LANCASTER.new_game(Options(players=4), 3)
    for _ in range(47):
        p = LANCASTER.to_move(s)[0]
        s, _ = LANCASTER.apply(s, LANCASTER.legal_actions(s, p)[0])
    return s, LANCASTER.to_move(s)[0]


def test_shared_draws_are_off_unless_a_ruleset_asks():
    """Every built-in ruleset keeps a fresh draw per iteration (Lancaster measured no better with
    shared draws, see rules.py); a ruleset opts in with ``search_draws``."""
    for rid in ("lionheart-1997", "lionheart-hex", "richard-campaign", "crusade", "lancaster"):
        assert shared_draws_for(rulesets.get(rid)) == 0, rid
    assert shared_draws_for(Counting(LANCASTER, search_draws=8)) == 8


def test_shared_draws_are_reused_across_the_roots_actions():
    s, p = _lancaster_position()
    rs = Counting(LANCASTER, search_draws=4)
    iterations = 40
    bot = SearchBot(rs, seed=2, iterations=iterations)
    action = bot.choose(LANCASTER.observe(s, p), p)
    assert action in LANCASTER.legal_actions(s, p)
    draws = bot.draws
    assert isinstance(draws, SharedDraws) and len(draws.states) == 4
    # One determinization for the root's priors and four for the whole search, not one per iteration.
    assert len(rs.determinized) == 1 + 4
    assert draws.used == [10, 10, 10, 10]
    # Each draw had several different root actions applied to it (the same state object).
    root_actions = set(bot.last_root.children)
    for state in draws.states:
        tried = {a for sid, a in rs.applied if sid == id(state) and a in root_actions}
        assert len(tried) >= 2, tried
    # Every iteration started from one of the shared states: the root's actions were applied to no
    # other state than those (and the priors' determinization).
    starts = {id(x) for x in draws.states} | {id(rs.determinized[0])}
    first_moves = [sid for sid, a in rs.applied if a in root_actions and sid in starts]
    assert len(first_moves) >= iterations


def test_shared_draws_search_is_deterministic_for_its_seed():
    s, p = _lancaster_position()
    obs = LANCASTER.observe(s, p)
    runs = []
    for _ in range(2):
        bot = SearchBot(Counting(LANCASTER, search_draws=8), seed=5, iterations=30)
        action = bot.choose(obs, p)
        visits = {a: c.visits for a, c in bot.last_root.children.items()}
        runs.append((action, visits, [LANCASTER.to_text(st) for st in bot.draws.states], bot.draws.seeds))
    assert runs[0] == runs[1]
    other = SearchBot(Counting(LANCASTER, search_draws=8), seed=6, iterations=30)
    other.choose(obs, p)
    assert other.draws.seeds != runs[0][3]


def test_without_the_switch_every_iteration_draws_afresh():
    s, p = _lancaster_position()
    rs = Counting(LANCASTER)  # the shipped setting (off)
    bot = SearchBot(rs, seed=2, iterations=25)
    bot.choose(LANCASTER.observe(s, p), p)
    assert bot.draws is None
    assert len(rs.determinized) == 1 + 25


def test_the_roots_priors_are_averaged_over_the_shared_draws(monkeypatch):
    """With shared draws the root's priors are each action's value on the prior's own
    determinization and on every shared draw (with its dice), averaged: all actions judged on the
    same hands."""
    from lionheart_core.bots import mcts

    calls = []
    real = mcts.action_values

    def recording(rs, state, player, actions, seeds):
        out = real(rs, state, player, actions, seeds)
        calls.append((state, list(seeds), list(actions), out))
        return out

    monkeypatch.setattr(mcts, "action_values", recording)
    s, p = _lancaster_position()
    bot = SearchBot(Counting(LANCASTER, search_draws=8), seed=4, iterations=0)
    bot.choose(LANCASTER.observe(s, p), p)
    draws = bot.draws
    assert len(calls) == 1 + len(draws.states) == 9
    # The shared draws come after the prior's own determinization, each with its own seed only.
    for (state, seeds, _, _), draw, seed in zip(calls[1:], draws.states, draws.seeds, strict=True):
        assert state is draw and seeds == [seed]
    actions = calls[0][2]
    root = bot.last_root
    values = []
    for i, action in enumerate(actions):
        mean = sum(c[3][i] for c in calls) / len(calls)
        child = root.children[action]
        assert abs(child.value / child.visits - mean) < 1e-12
        values.append(mean)
    # The draws do disagree somewhere (else the test would not tell the average from one draw).
    assert any(abs(c[3][i] - calls[0][3][i]) > 1e-9 for c in calls[1:] for i in range(len(actions)))
