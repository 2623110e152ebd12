"""Computer players on Lancaster: games finish, the heuristic beats random play, bots act on
observations only (gold, squires and votes of others hidden)."""

from __future__ import annotations

import dataclasses

import pytest

from lionheart_core.bots import make_bot
from lionheart_core.bots.simulate import play_game
from lionheart_core.rulesets.lancaster import RULESET, Options

from .conftest import RS


def four_player_match(games: int, seed: int) -> tuple[int, int]:
    """One heuristic against three random bots, seats rotating; returns (heuristic wins, games)."""
    keys = ["heuristic", "random", "random#2", "random#3"]
    seats = RS.players(Options(players=4))
    wins = 0
    for g in range(games):
        bots = {k: make_bot(k.split("#")[0], RS, seed * 100 + g * 10 + i) for i, k in enumerate(keys)}
        rot = keys[g % 4:] + keys[: g % 4]
        rec = play_game(RS, Options(players=4), bots, dict(zip(seats, rot, strict=True)), seed=seed * 1000 + g)
        assert rec.error is None, rec.error
        wins += "heuristic" in rec.winners
    return wins, games


def test_heuristic_beats_three_random_players():
    """Were the heuristic no better than a random player (1 win in 4), 14 or more wins of 20
    would come by chance with probability below 1e-4; measured: 39 of 40 (bench/lancaster.py)."""
    wins, games = four_player_match(20, seed=7)
    assert wins >= 14, (wins, games)


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("level", ["random", "heuristic"])
def test_bot_games_finish(players, level):
    opts = Options(players=players)
    seats = RS.players(opts)
    bots = {s: make_bot(level, RS, i) for i, s in enumerate(seats)}
    rec = play_game(RS, opts, bots, {s: s for s in seats}, seed=players)
    assert rec.error is None and rec.winners and rec.actions > 50


def test_search_bot_chooses_legal_moves_from_an_observation():
    s = RULESET.new_game(Options(players=3), 5)
    bot = make_bot("search", RULESET, 1, time_budget=0.05)
    for _ in range(6):
        p = RULESET.to_move(s)[0]
        a = bot.choose(RULESET.observe(s, p), p)
        assert a in RULESET.legal_actions(s, p)
        s, _ = RULESET.apply(s, a)


# ---- the bots' evaluation, determinization and action narrowing ---------------------------------

def test_evaluation_counts_the_laws_still_to_apply_this_round():
    """Law 0c (3 power points per two counties) in force: holding A and B is worth 3 points
    more to blue than when the law is not in force, while knights are being placed."""
    from lionheart_core.rulesets.lancaster.evaluation import expected_law_gains, law_gains

    from .conftest import placing, with_county, with_lord

    R = "R"
    s = placing()
    s = with_lord(s, "blue", knights=("A", "B", R, R, R, R, R))
    s = with_county(with_county(s, "A", owner="blue"), "B", owner="blue")
    assert law_gains(s, "0c")["blue"] == pytest.approx(3.0)
    assert law_gains(s, "0c")["yellow"] == 0.0
    gains = expected_law_gains(s)
    assert gains["blue"] == pytest.approx(sum(law_gains(s, x)["blue"] for x in s.laws))
    without = dataclasses.replace(s, laws=("0a", "0b", "1d"))
    assert RS.evaluate(s, "blue") > RS.evaluate(without, "blue")
    # once the laws have been applied they no longer count
    assert expected_law_gains(dataclasses.replace(s, stage="counties")) == {}


def test_a_cast_vote_moves_the_chance_of_adoption():
    from lionheart_core.rulesets.lancaster.evaluation import adoption_chance

    from .conftest import placing, with_lord

    s = with_lord(dataclasses.replace(placing(), stage="vote", votes=()), "blue", votes=2)
    neutral = adoption_chance(s, {})
    yes = adoption_chance(dataclasses.replace(s, votes=(("blue", 1, 2),)), {})
    no = adoption_chance(dataclasses.replace(s, votes=(("blue", 0, 2),)), {})
    assert no < neutral < yes
    assert no > 0.0 and yes < 1.0
    # the others are expected to vote for their own interest
    assert adoption_chance(s, {"yellow": 5.0, "red": 5.0, "green": 5.0}) > neutral


def test_a_favour_tile_to_take_is_worth_something():
    from .conftest import Pending, placing

    s = placing()
    with_favour = dataclasses.replace(s, pending=(Pending("favour", "blue", "blue"),))
    assert RS.evaluate(with_favour, "blue") > RS.evaluate(s, "blue")


def test_bot_actions_leave_out_near_duplicates_only():
    from lionheart_core.rulesets.lancaster.model import Place

    from .conftest import placing, with_county, with_lord

    R = "R"
    s = placing()
    s = with_lord(s, "blue", knights=("h", R, R, "h", R, "h", R), squires=6)
    s = with_lord(s, "yellow", knights=(R, R, R, "B", R, R, R))
    s = with_county(s, "B", owner="yellow")
    legal, narrowed = RS.legal_actions(s, "blue"), RS.bot_actions(s, "blue")
    assert narrowed and set(narrowed) <= set(legal) and len(narrowed) < len(legal)
    castle = {a.strength for a in narrowed if a.where.startswith("K")}
    assert castle == {1}  # the weakest knight in court takes a castle space
    on_b = sorted(a.squires for a in narrowed if a.where == "B" and a.strength == 2)
    assert on_b == [1, 2, 3]  # 2 + 1 squire beats yellow's 2; two more at most
    # every county, conflict and castle space that can be taken still can
    assert {a.where for a in legal} == {a.where for a in narrowed if isinstance(a, Place)}


def test_determinize_fills_hidden_votes_within_each_players_markers():
    import random

    from .conftest import placing, with_lord

    s = with_lord(dataclasses.replace(placing(), stage="vote", votes=()), "red", votes=1)
    s, _ = RS.apply(s, RULESET.legal_actions(s, "red")[-1])
    seen = RS.observe(s, "blue")
    assert seen.votes == (("red", -1, -1),)
    rng = random.Random(3)
    for _ in range(30):
        d = RS.determinize(seen, "blue", rng)
        ((seat, v, k),) = d.votes
        assert seat == "red" and v in (0, 1) and 0 <= k <= 1
        assert all(lord.gold is not None and lord.squires is not None for lord in d.lords)


@pytest.mark.parametrize("players", [2, 4, 5])
def test_fast_law_gains_equal_the_laws_applied_by_the_rules(players):
    """The evaluation works out every law's gain from its effect; applying the law with the rules
    to a copy of the position gives the same figures, for every law in positions of random games."""
    import random

    from lionheart_core.rulesets.lancaster.data import game_data
    from lionheart_core.rulesets.lancaster.evaluation import law_gains, law_gains_applied

    laws = [law.id for law in game_data().laws]
    rng = random.Random(players)
    checked = 0
    for seed in range(3):
        s = RS.new_game(Options(players=players), seed)
        while not RS.is_over(s):
            if rng.random() < 0.15:
                for law in laws:
                    assert law_gains(s, law) == pytest.approx(law_gains_applied(s, law)), (law, s.stage)
                    checked += 1
            p = RS.to_move(s)[0]
            s, _ = RS.apply(s, rng.choice(RS.legal_actions(s, p)))
    assert checked > 100


def test_determinize_guesses_hidden_stocks_from_what_is_known():
    """Before the first revenues a screened player holds the starting gold and squires, less the
    squires beside their knights in counties; later a guess drawn from a typical spread."""
    import random

    from lionheart_core.rulesets.lancaster.data import game_data

    from .conftest import placing, with_county

    start = game_data().start
    s = with_county(placing(), "B", owner="yellow", squires=1)
    seen = RS.observe(s, "blue")
    assert seen.lord("yellow").squires is None
    rng = random.Random(5)
    for _ in range(20):
        d = RS.determinize(seen, "blue", rng)
        assert d.lord("yellow").squires == start.squires - 1 and d.lord("red").gold == start.gold
        assert d.lord("blue") == s.lord("blue")
    later = RS.observe(dataclasses.replace(s, round=3), "blue")
    drawn = {RS.determinize(later, "blue", rng).lord("red").squires for _ in range(60)}
    assert len(drawn) > 2 and all(0 <= x <= 6 for x in drawn)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_fast_evaluation_equals_the_reference_reading(players):
    """The evaluation shares what a position's value is made of (the data's rates, each lord's
    facts, the laws' gains) between positions and players; the straightforward reading it
    replaced (reference_evaluation.py) gives the same values, to 1e-9, for every player in the
    positions of seeded random games and the positions one action away from them."""
    import random

    from lionheart_core.rulesets.lancaster import evaluation

    from . import reference_evaluation as reference

    rng = random.Random(players)
    checked = 0
    stages = set()
    for seed in range(2):
        s = RS.new_game(Options(players=players), seed)
        while True:
            nearby = [s]
            if not RS.is_over(s):
                p = RS.to_move(s)[0]
                actions = RS.legal_actions(s, p)
                nearby += [RS.apply_unchecked(s, a)[0] for a in rng.sample(actions, min(4, len(actions)))]
            for x in nearby:
                fresh, ref = dataclasses.replace(x), dataclasses.replace(x)  # memos of their own
                for q in RS.players(x.opts):
                    assert evaluation.evaluate(fresh, q) == pytest.approx(reference.evaluate(ref, q), abs=1e-9)
                    checked += 1
                stages.add(x.stage)
            if RS.is_over(s):
                break
            s, _ = RS.apply(s, rng.choice(actions))
    assert checked > 1000 and {"place", "vote", "counties", "over"} <= stages
