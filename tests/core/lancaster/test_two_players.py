"""The two-player game: each player also leads an ally, exactly as the rulebook's section says."""

from __future__ import annotations

import dataclasses

import pytest

from lionheart_core.engine import IllegalAction
from lionheart_core.rulesets.lancaster import (
    CastleStep,
    CountyReward,
    NameStart,
    Options,
    Place,
    TakeFavour,
    TakeNoble,
    Upgrade,
    Vote,
)
from lionheart_core.rulesets.lancaster.model import Conflict

from .conftest import RS, keys, knights, lord, placing, play, with_county, with_lord

R, H = "R", "h"


def two(**kw):
    return placing(players=2, start="blue", **kw)


def test_set_up_allies_without_screens():
    s = RS.new_game(Options(players=2), seed=3)
    assert [x.id for x in s.lords] == ["blue", "yellow", "red", "green"]
    assert lord(s, "red").ally_of == "blue" and lord(s, "green").ally_of == "yellow"
    assert knights(s, "red") == (R, R, R, H, R, R, R)  # one strength-2 knight in court
    assert (lord(s, "red").gold, lord(s, "red").squires, lord(s, "red").votes) == (0, 0, 0)
    assert [c.nobles for c in s.counties] == [2] * 9
    seen = RS.observe(s, "blue")
    assert seen.lord("yellow").gold == 2 and seen.lord("yellow").squires == 2  # no screens
    assert RS.players(Options(players=2)) == ("blue", "yellow")


def test_a_player_places_his_own_or_his_allys_knight():
    s = two()
    acts = RS.legal_actions(s)
    assert any(a.ally for a in acts) and any(not a.ally for a in acts)
    s, _ = play(s, Place("blue", 2, "B", 0, True))
    assert knights(s, "red")[3] == "B" and s.counties[1].owner == "red"
    assert RS.to_move(s) == ("yellow",)


def test_ally_knights_take_no_squires_and_nobody_ousts_his_own_side():
    s = two()
    with pytest.raises(IllegalAction) as exc:
        RS.apply(s, Place("blue", 2, "B", 1, True))
    assert "no squires" in exc.value.reason
    s, _ = play(s, Place("blue", 2, "B", 0, True))
    s = dataclasses.replace(s, placer="blue")
    with pytest.raises(IllegalAction) as exc:  # his own ally
        RS.apply(s, Place("blue", 1, "B", 2))
    assert "own" in exc.value.reason
    s = dataclasses.replace(s, placer="yellow")
    s, _ = play(s, Place("yellow", 2, "B", 1))  # the opponent may oust the ally (3 beats 2)
    assert s.counties[1].owner == "yellow" and knights(s, "red")[3] == H


def test_ally_castle_is_its_own_and_has_two_spaces():
    s = two()
    with pytest.raises(IllegalAction):
        RS.apply(s, Place("blue", 2, "K3", 0, True))
    s, _ = play(s, Place("blue", 2, "K2", 0, True))
    assert knights(s, "red")[3] == "K2" and knights(s, "blue")[3] == H


def test_own_and_ally_knights_stand_on_separate_spaces_in_a_conflict():
    s = two(conflicts=((5, "top"),))
    s, _ = play(s, Place("blue", 1, "C5"), TakeFavour("blue", 4))
    s = dataclasses.replace(s, placer="blue")
    s, _ = play(s, Place("blue", 2, "C5", 0, True))
    assert s.conflicts[0].spaces == ("blue", "red")


@pytest.mark.parametrize("tile", [4, 5])
def test_an_allys_gold_or_squire_favour_lapses(tile):
    s = two(conflicts=((5, "top"),))
    s, events = play(s, Place("blue", 2, "C5", 0, True), TakeFavour("blue", tile))
    assert lord(s, "red").gold == 0 and lord(s, "red").squires == 0 and lord(s, "blue").gold == 2
    assert "ally.lapse" in keys(events)


def test_an_allys_upgrade_favour_upgrades_an_ally_knight_and_a_noble_leaves_the_game():
    s = two(conflicts=((5, "top"),))
    s, _ = play(s, Place("blue", 2, "C5", 0, True), TakeFavour("blue", 2))
    assert {a.knight for a in RS.legal_actions(s)} == {"2C5", "-"}
    s, _ = play(s, Upgrade("blue", "2C5"))
    assert knights(s, "red")[5] == "C5"
    s = dataclasses.replace(s, placer="yellow")
    s = with_lord(s, "green", knights=(R, R, R, H, R, R, R))
    s, events = play(s, Place("yellow", 2, "C5", 0, True), TakeFavour("yellow", 0))
    assert {a.county for a in RS.legal_actions(s)} == set("ABCDEFGHI")
    s, events = play(s, TakeNoble("yellow", "D"))
    assert s.counties[3].nobles == 1 and lord(s, "green").nobles == () and "noble.removed" in keys(events)


def test_allies_do_not_vote_and_laws_ignore_them():
    s = two()
    s = dataclasses.replace(s, stage="vote", proposals=("1a",), laws=("0a", "0b", "0c"))
    assert set(RS.to_move(s)) == {"blue", "yellow"}
    s = with_lord(s, "red", knights=("B", "C", R, H, R, R, R))
    s = with_county(with_county(s, "B", owner="red"), "C", owner="red")
    s = with_lord(s, "blue", knights=("D", R, R, H, R, "D", R))
    s = with_county(s, "D", owner="blue")
    s, _ = play(s, Vote("blue", False, 0), Vote("yellow", False, 0))
    # law 0c: 3 power points per 2 counties of one's own; the ally's counties do not count
    assert lord(s, "red").pp == 0 and lord(s, "blue").pp == 0


def ally_county(letter, ks):
    s = two(conflicts=((5, "top"),))
    s = dataclasses.replace(s, stage="counties", cursor=0, proposals=(), law_pool=(), card_pool=())
    s = with_lord(s, "red", knights=ks)
    s = with_county(s, letter, owner="red")
    s, _ = RS.resume(s)
    return s


def test_ally_county_rewards_noble_out_of_the_game_knight_upgrade_and_others_lapse():
    s = ally_county("B", (R, R, R, "B", R, R, R))
    assert RS.to_move(s) == ("blue",)
    assert {a.choice for a in RS.legal_actions(s)} == {"noble", "reward"}  # no gold: never both
    s2, events = play(s, CountyReward("blue", "noble"))
    assert s2.counties[1].nobles == 1 and lord(s2, "red").nobles == ()
    s3, _ = play(s, CountyReward("blue", "reward"))
    assert {a.knight for a in RS.legal_actions(s3)} == {"2B", "-"}  # an ally knight
    s = ally_county("C", (R, R, R, "C", R, R, R))
    s, _ = play(s, CountyReward("blue", "reward"))
    assert knights(s, "red")[0] == H  # a new ally knight of strength 1
    s = ally_county("H", (R, R, R, R, R, R, "H"))
    s, events = play(s, CountyReward("blue", "reward"))
    assert lord(s, "red").extensions == () and lord(s, "red").gold == 0 and "ally.lapse" in keys(events)


def test_ally_in_surrey_its_player_names_the_start_player():
    s = ally_county("I", (R, R, R, "I", R, R, R))
    s, _ = play(s, CountyReward("blue", "reward"))
    assert RS.to_move(s) == ("blue",) and s.pending[0].kind == "surrey"
    s, _ = play(s, NameStart("blue", "yellow"))
    assert s.start == "yellow"


def test_ally_castle_new_knight_and_upgrade_cost_no_squires():
    s = two(conflicts=())
    s = dataclasses.replace(s, stage="counties", cursor=9, proposals=(), law_pool=(), card_pool=())
    s = with_lord(s, "red", knights=(R, R, R, "K1", "K2", R, R))
    s = with_lord(s, "blue", squires=0)
    s, events = RS.resume(s)
    # the new knight is free; the upgrade is a decision (which knight)
    assert knights(s, "red")[0] == H and s.pending[0].kind == "upgrade" and s.pending[0].owner == "red"
    assert lord(s, "blue").squires == 2  # blue's own extension on space 1 gave 2; nothing was paid
    assert not [a for a in RS.legal_actions(s) if isinstance(a, CastleStep)]


def test_conflict_allies_rank_separately_their_points_lapse_captives_go_to_the_reserve():
    s = two(conflicts=())
    s = dataclasses.replace(s, stage="counties", cursor=9, proposals=(), law_pool=(), card_pool=(),
                            conflicts=(Conflict(12, "bottom", ("red", "blue")),))
    s = with_lord(s, "red", knights=(R, R, R, "C12", R, R, "C12"))  # 6
    s = with_lord(s, "blue", knights=("C12", R, R, H, R, R, R), gold=5)  # 1: 7 < 8
    s, events = RS.resume(s)
    assert "conflict.captured" in keys(events) and "conflict.ally_rank" in keys(events)
    assert lord(s, "red").pp == 0 and lord(s, "blue").pp == 2  # the ally took the first rank
    assert knights(s, "red")[3] == R and knights(s, "red")[6] == R  # no ransom for allies
    assert s.pending[0].kind == "ransom" and s.pending[0].owner == "blue"


def test_the_end_ignores_allies_and_only_first_places_score():
    s = two(conflicts=(), extensions=None)
    s = dataclasses.replace(s, round=5, stage="conflicts", todo=(), pending=(), card_pool=(), law_pool=(),
                            proposals=())
    s = with_lord(s, "blue", knights=(H,) * 7, extensions=(1,))
    s = with_lord(s, "yellow", extensions=(1, 2))
    s = with_lord(s, "red", knights=(H,) * 7, extensions=())
    s, _ = RS.resume(s)
    assert (lord(s, "blue").pp, lord(s, "yellow").pp) == (8, 8)
    assert set(RS.result(s).scores) == {"blue", "yellow"} and lord(s, "red").pp == 0


def test_players_choose_their_allies_colours():
    opts = Options(players=2, blue_ally="purple", yellow_ally="red")
    s = RS.new_game(opts, seed=2)
    assert [(x.id, x.ally_of) for x in s.lords] == [("blue", None), ("yellow", None), ("purple", "blue"),
                                                    ("red", "yellow")]
    assert "allies=purple,red" in RS.to_text(s) and RS.from_text(RS.to_text(s)) == s
    with pytest.raises(ValueError, match="different colours"):
        Options(players=2, blue_ally="green", yellow_ally="green")
