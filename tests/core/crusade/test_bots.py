"""Computer players: games finish at every level that plays whole games here, a faction of
heuristic bots beats a faction of random bots in a small measured sample, and the search bot
chooses a legal move from an observation (through determinize)."""

import pytest

from lionheart_core.bots import make_bot
from lionheart_core.rulesets.crusade import RULESET as RS
from lionheart_core.rulesets.crusade import Options


def play_game(opts, levels, seed):
    """A whole game; ``levels`` maps a faction (richard/john/neutral) to a bot level."""
    s = RS.new_game(opts, seed)
    bots = {p.seat: make_bot(levels[p.faction], RS, seed=seed * 10 + i) for i, p in enumerate(s.players)}
    for _ in range(2000):
        if RS.is_over(s):
            break
        who = RS.to_move(s)[0]
        s, _ = RS.apply(s, bots[who].choose(RS.observe(s, who), who))
    assert RS.is_over(s)
    return s


def winning_faction(s):
    o = s.outcome
    return o.faction or s.player(o.winners[0]).faction


@pytest.mark.parametrize("n", [2, 3, 5])
def test_random_and_heuristic_games_finish(n):
    for levels in ({"richard": "random", "john": "random", "neutral": "random"},
                   {"richard": "heuristic", "john": "easy", "neutral": "heuristic"}):
        s = play_game(Options(players=n), levels, seed=n)
        assert RS.result(s).winners


def test_a_heuristic_faction_beats_a_random_faction():
    # Measured: 19 of 20 four-player games (seeds 0-19) and 10 of 12 (seeds 100-111); here 10 games,
    # each faction heuristic in half of them.
    wins = 0
    for g in range(10):
        smart = "richard" if g % 2 == 0 else "john"
        levels = {"richard": "random", "john": "random", smart: "heuristic"}
        wins += winning_faction(play_game(Options(players=4), levels, seed=100 + g)) == smart
    assert wins >= 7


def test_the_search_bot_moves_from_an_observation():
    opts = Options(players=4)
    s = RS.new_game(opts, seed=2)
    bot = make_bot("search", RS, seed=1, time_budget=0.2)
    who = RS.to_move(s)[0]
    action = bot.choose(RS.observe(s, who), who)
    assert action in RS.legal_actions(s)


def test_a_card_contributed_face_down_does_not_change_what_others_see():
    from lionheart_core.rulesets.crusade import Contribute

    from .conftest import edit, purchasing

    s = edit(edit(purchasing(2), phase="contribute", step=0), "robin", hand=["RB", "GC", "GC"])
    a, _ = RS.apply(s, Contribute("robin", ("RB", "GC")))
    b, _ = RS.apply(s, Contribute("robin", ("GC", "GC")))
    assert RS.observe(a, "prince_john") == RS.observe(b, "prince_john")
    assert RS.observe(a, "robin") != RS.observe(b, "robin")
    bot_a = make_bot("search", RS, seed=4, time_budget=None)
    bot_b = make_bot("search", RS, seed=4, time_budget=None)
    bot_a.iterations = bot_b.iterations = 30
    assert bot_a.choose(RS.observe(a, "prince_john"), "prince_john") == bot_b.choose(
        RS.observe(b, "prince_john"), "prince_john")


def test_heuristic_bots_feed_the_crusade_with_their_own_colour():
    """A bot never helps the other faction: each contributes cards of its own colour."""
    from .conftest import edit, purchasing

    s = edit(purchasing(2), phase="contribute", step=0)
    s = edit(edit(s, "robin", hand=["RB", "RB", "GB", "GB"]), "prince_john", hand=["RB", "RB", "GB", "GB"])
    robin = make_bot("heuristic", RS, seed=1).choose(RS.observe(s, "robin"), "robin")
    assert robin.cards and all(c.startswith("R") for c in robin.cards)
    s, _ = RS.apply(s, robin)
    john = make_bot("heuristic", RS, seed=1).choose(RS.observe(s, "prince_john"), "prince_john")
    assert john.cards and all(c.startswith("G") for c in john.cards)


def test_heuristic_bots_move_the_tracks_for_their_faction():
    from lionheart_core.rulesets.crusade import Act

    from .conftest import acting

    def ranked(s, seat):
        bot = make_bot("heuristic", RS, seed=2)
        return {a: v for v, a in bot.ranked(RS.observe(s, seat), seat)}

    # Shrewsbury: pay 3, a card, and one Army track back: each side sets back the other's army.
    s = acting(4, "robin", "Shrewsbury", [], coins=5, tracks=(4, 4, 10, 10))
    v = ranked(s, "robin")
    assert v[Act("robin", 0, "RB", "saladin_army")] > v[Act("robin", 0, "RB", "richard_army")]
    s = acting(4, "prince_john", "Shrewsbury", [], coins=5, tracks=(4, 4, 10, 10))
    v = ranked(s, "prince_john")
    assert v[Act("prince_john", 0, "GB", "richard_army")] > v[Act("prince_john", 0, "GB", "saladin_army")]
    # London: a King's track back towards 10: Richard delays the Treasure's end, John the Return's.
    s = acting(4, "robin", "London", [], coins=5, tracks=(0, 0, 6, 6))
    v = ranked(s, "robin")
    assert v[Act("robin", 0, "RB", "kings_treasure")] > v[Act("robin", 0, "RB", "kings_return")]
    s = acting(4, "prince_john", "London", [], coins=5, tracks=(0, 0, 6, 6))
    v = ranked(s, "prince_john")
    assert v[Act("prince_john", 0, "GB", "kings_return")] > v[Act("prince_john", 0, "GB", "kings_treasure")]


def test_the_heuristic_neutral_sides_with_whoever_trails():
    from lionheart_core.rulesets.crusade import ChooseSide

    from .conftest import edit, new

    s = edit(new(3), tracks=(6, 1, 10, 10))   # Richard leads
    assert make_bot("heuristic", RS, seed=3).choose(RS.observe(s, "leopold"), "leopold") == ChooseSide("leopold", "john")
    s = edit(new(3), tracks=(0, 2, 10, 5))   # John leads
    assert make_bot("heuristic", RS, seed=3).choose(RS.observe(s, "leopold"), "leopold") == ChooseSide(
        "leopold", "richard")
