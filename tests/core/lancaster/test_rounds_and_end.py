"""Preparing the next round, five rounds, the final scoring with its ties, shared victories."""

from __future__ import annotations

import dataclasses

from lionheart_core.rulesets.lancaster.model import Conflict
from lionheart_core.rulesets.lancaster.rules import majority_points

from .conftest import RS, Scripted, keys, lord, order_of, placing, with_lord

R, H = "R", "h"


def test_next_round_two_conflicts_favours_face_up_three_proposals():
    s = placing(conflicts=((5, "bottom"),))
    pool = tuple(sorted(set(range(1, 13)) - {5}))
    laws = ("1d", "2a", "2b", "2c", "2d", "3a", "3b", "3c", "3d", "4a", "4b", "4c")
    s = dataclasses.replace(s, stage="conflicts", todo=(), pending=(), card_pool=pool, law_pool=laws,
                            favours=(False, True, False, False, True, False))
    s = with_lord(s, "blue", knights=("C5", R, R, H, R, R, R))
    s = dataclasses.replace(s, conflicts=(Conflict(5, "bottom", ("blue",)),))
    wanted_cards = [11, 2] + [c for c in pool if c not in (11, 2)]
    dice = Scripted([order_of(list(pool), wanted_cards), order_of(["2a", "2b", "2c", "2d"], ["2c", "2a", "2d", "2b"])])
    s, events = RS.resume(s, dice)
    assert dice.remaining == 0
    assert s.round == 2 and s.stage == "place" and s.placer == s.start
    assert [(c.card, c.row) for c in s.conflicts] == [(5, "bottom"), (11, "top"), (2, "top")]
    assert s.favours == (True,) * 6
    assert s.proposals == ("1d", "2c", "2a")  # the last of group 1 first, then group 2
    assert "2d" in s.law_pool and "2b" in s.law_pool and "1d" not in s.law_pool
    assert "round" in keys(events)


def test_majority_points_with_the_rulebook_ties():
    # one first, one second
    assert majority_points({"a": (9, 0), "b": (7, 0), "c": (5, 0)}, (8, 4)) == {"a": 8, "b": 4}
    # equal strength: most squires wins
    assert majority_points({"a": (9, 1), "b": (9, 3), "c": (5, 0)}, (8, 4)) == {"b": 8, "a": 4}
    # still tied: 12 shared, nothing for the next
    assert majority_points({"a": (9, 1), "b": (9, 1), "c": (5, 0)}, (8, 4)) == {"a": 6, "b": 6}
    # three tied: 4 each; a point that cannot be divided is lost
    assert majority_points({"a": (9, 1), "b": (9, 1), "c": (9, 1)}, (8, 4)) == {"a": 4, "b": 4, "c": 4}
    # one first, several second: the 4 shared, rounded down
    assert majority_points({"a": (9, 1), "b": (5, 1), "c": (5, 1), "d": (5, 1)}, (8, 4)) == \
        {"a": 8, "b": 1, "c": 1, "d": 1}
    # two players: only the first place scores
    assert majority_points({"a": (9, 1), "b": (5, 1)}, (8,)) == {"a": 8}
    assert majority_points({"a": (9, 1), "b": (9, 1)}, (8,)) == {"a": 4, "b": 4}


def final(**lords):
    s = placing(conflicts=(), extensions=None)
    s = dataclasses.replace(s, round=5, stage="conflicts", todo=(), pending=(), card_pool=(), law_pool=(),
                            proposals=())
    for who, changes in lords.items():
        s = with_lord(s, who, **changes)
    return RS.resume(s)


def test_final_scoring_knighthood_extensions_nobles():
    s, events = final(
        blue={"knights": (H, H, H, H, H, H, H), "squires": 0, "extensions": (1, 2), "nobles": tuple("ABC"), "pp": 10},
        yellow={"knights": (H, R, R, H, H, H, H), "squires": 5, "extensions": (1, 2, 3), "gold": 0, "pp": 10},
        red={"knights": (H, R, R, H, R, R, R), "extensions": (1, 2, 3), "gold": 4, "pp": 10},
        green={"knights": ("C5", R, R, R, R, R, R), "extensions": (), "nobles": ("A",), "pp": 12})
    # knighthood: blue 14, yellow 12 (reserve knights do not count), red 3, green 1
    # extensions: red 3 and yellow 3, red has more gold: red 8, yellow 4
    # nobles: blue 3 -> 3 points; green 1 -> 0
    assert s.stage == "over"
    assert {p: lord(s, p).pp for p in ("blue", "yellow", "red", "green")} == \
        {"blue": 10 + 8 + 3, "yellow": 10 + 4 + 4, "red": 10 + 8, "green": 12}
    result = RS.result(s)
    assert result.winners == ("blue",) and result.scores["blue"] == 21
    assert {"final.knighthood", "final.extensions", "final.nobles"} <= set(keys(events))


def test_equal_power_points_share_the_victory():
    s, _ = final(blue={"pp": 20, "knights": (H,) * 7}, yellow={"pp": 28, "knights": (R,) * 7},
                 red={"pp": 10, "extensions": (1, 2, 3, 4)}, green={"pp": 0})
    # blue 20 + 8 (knighthood); yellow 28; red 8 for extensions; blue, yellow and green tie for the second
    # place in extensions (none, 2 gold each): the 4 points shared, 1 each, the rest lost
    result = RS.result(s)
    assert set(result.winners) == {"blue", "yellow"} and "share" in result.reason
    assert result.scores["blue"] == result.scores["yellow"] == 29


def test_the_game_lasts_five_rounds():
    from lionheart_core.rulesets.lancaster import Options
    from lionheart_core.testing import random_game

    s, log = random_game(RS, Options(players=3), seed=4)
    assert s.round == 5 and RS.is_over(s)
    replay = RS.new_game(Options(players=3), 4)
    seen = []
    for entry in log:
        replay, events = RS.apply(replay, entry.action)
        seen += [e.args["round"] for e in events if e.key == "round"]
    assert seen == [1, 2, 3, 4, 5]
