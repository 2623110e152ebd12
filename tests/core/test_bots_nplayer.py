"""The search bot with more than two players and simultaneous moves (the council test game), and
across a sub-game (the duel campaign)."""

from __future__ import annotations

import dataclasses

import pytest
from games.council import CARDS, Deal, Options, Vote
from games.council import RULESET as COUNCIL
from games.duel_campaign import RULESET as CAMPAIGN

from lionheart_core import rulesets
from lionheart_core.bots import make_bot
from lionheart_core.bots.mcts import SearchBot
from lionheart_core.bots.simulate import play_game, run
from lionheart_core.dice import Scripted, order_of


def _dealt(players: int):
    state = COUNCIL.new_game(Options(players=players), seed=1)
    state, _ = COUNCIL.apply(state, Deal("p1"), Scripted([order_of(CARDS, list(CARDS))]))
    return state


def test_the_search_reads_the_games_facts():
    council = SearchBot(COUNCIL, iterations=5)
    assert not council._zero_sum_pair and council._simultaneous  # a value per player, joint steps
    battle = SearchBot(rulesets.get("lionheart-1997"), iterations=5)
    assert battle._zero_sum_pair  # two players, zero-sum: the other's value is the negation


def test_a_vote_cast_face_down_does_not_change_the_search():
    """Two true states that differ only in the Abbot's face-down vote look the same to the Baron,
    so a search with the same seed votes the same in both."""
    state = _dealt(3)
    a, _ = COUNCIL.apply(state, Vote("p1", "alder"))
    b, _ = COUNCIL.apply(state, Vote("p1", "apple"))
    obs_a, obs_b = COUNCIL.observe(a, "p2"), COUNCIL.observe(b, "p2")
    assert obs_a == obs_b
    assert SearchBot(COUNCIL, seed=4, iterations=40).choose(obs_a, "p2") == \
        SearchBot(COUNCIL, seed=4, iterations=40).choose(obs_b, "p2")


def test_simultaneous_choices_are_searched_as_a_joint_step():
    """With every player to vote at once, the root holds one set of statistics per player to
    act; the bot's answer comes from its own and is legal."""
    state = _dealt(4)
    bot = SearchBot(COUNCIL, seed=1, iterations=60)
    action = bot.choose(COUNCIL.observe(state, "p3"), "p3")
    assert action in COUNCIL.legal_actions(state, "p3")
    root = bot.last_root
    assert set(root.arms) == {"p1", "p2", "p3", "p4"}
    assert sum(child.visits for child in root.arms["p3"].children.values()) > 60
    assert len(root.joint) > 1  # the joint choices explored below the root
    # The other players' hands are unknown: their statistics cover cards of many sampled hands.
    assert len(root.arms["p1"].children) > 3


def test_search_beats_random_players_at_the_council():
    """One search bot (60 iterations per choice) against random players, 24 games at each of 3, 4
    and 5 players, the search's seat rotating. A player no better than random wins (or shares) a
    game about 1/n of the time: 18.8 wins of these 72 expected, standard deviation 3.7; 28 or more
    come by chance about 1% of the time. The search wins 32 (deterministic: fixed iterations and
    seeds; a simple hand-written strategy, weak cards early and strong ones late, wins 61%, 41% and
    36% of the games against random players over 300 games)."""
    wins = 0
    for n in (3, 4, 5):
        opts = Options(players=n)
        seats = COUNCIL.players(opts)
        for g in range(24):
            hero = seats[g % n]
            bots = {s: SearchBot(COUNCIL, seed=g, iterations=60) if s == hero else
                    make_bot("random", COUNCIL, seed=g * 10 + i) for i, s in enumerate(seats)}
            record = play_game(COUNCIL, opts, bots, {s: s for s in seats}, seed=1000 + g)
            assert record.error is None, record.error
            wins += hero in record.winners
    assert wins >= 28, wins


@pytest.mark.parametrize("level", ["heuristic", "search"])
def test_bots_play_the_council_through_the_simulator(level):
    summary, records = run(COUNCIL, [level, "random", "random", "random"], 2, seed=3, iterations=10,
                           options={"players": 4})
    assert not [r.error for r in records if r.error]
    assert summary["games"] == 2 and sum(summary["wins"].values()) >= 2


def test_search_plays_across_a_sub_game():
    """In the duel campaign the bots act inside a council round or a battle through the parent's
    contract (wrapped actions, the child's secrets sampled)."""
    opts = CAMPAIGN.Options(seasons=2, battle_turns=2)
    bots = {"red": SearchBot(CAMPAIGN, seed=1, iterations=15), "white": make_bot("random", CAMPAIGN, seed=2)}
    for seed in (1, 2, 3):
        record = play_game(CAMPAIGN, opts, bots, {"red": "red", "white": "white"}, seed=seed)
        assert record.error is None, record.error
        assert record.actions > 2
    state = CAMPAIGN.new_game(opts, seed=4)
    state, _ = CAMPAIGN.apply(state, CAMPAIGN.legal_actions(state)[1])  # a council round
    state, _ = CAMPAIGN.apply(state, CAMPAIGN.legal_actions(state)[0])  # dealt
    obs = CAMPAIGN.observe(state, "white")
    action = SearchBot(CAMPAIGN, seed=3, iterations=30).choose(obs, "white")
    assert action in CAMPAIGN.legal_actions(state, "white")
    assert dataclasses.is_dataclass(action.action)


def test_another_players_many_choices_are_sampled_not_all_scored():
    """In the 1997 customized setup both sides place at once, each with over a hundred choices:
    the search scores a sample of the other side's (ARM_SCORED), not all of them, and stays legal."""
    from lionheart_core.bots import mcts
    from lionheart_core.rulesets.lionheart_1997 import Options as BattleOptions

    rs = rulesets.get("lionheart-1997")
    state = rs.new_game(BattleOptions(setup="customized"), seed=3)
    assert set(rs.to_move(state)) == {"gold", "silver"}
    silver_choices = len(rs.legal_actions(state, "silver"))
    assert silver_choices > 3 * mcts.ARM_SCORED
    bot = SearchBot(rs, seed=2, iterations=1)  # the root and one new node below it
    scored = []
    real = bot._score
    bot._score = lambda s, action, mover, dice: scored.append(mover) or real(s, action, mover, dice)
    action = bot.choose(rs.observe(state, "gold"), "gold")
    assert action in rs.legal_actions(state, "gold")
    assert scored.count("silver") == 2 * mcts.ARM_SCORED < silver_choices
    assert len(bot.last_root.arms["silver"].children) == silver_choices
