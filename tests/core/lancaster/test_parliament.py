"""Phase 2: secret votes (the rulebook's 3-3 and 2-3 examples) and every law card."""

from __future__ import annotations

import dataclasses

import pytest

from lionheart_core.engine import IllegalAction
from lionheart_core.rulesets.lancaster import ChooseExtension, Pay, Upgrade, Vote

from .conftest import RS, keys, knights, lord, placing, play, with_county, with_lord

R, H = "R", "h"


def voting(**kw):
    """Four players voting on 1a 1b 1c with laws 0a 0b 0c in force; Green's knight in county A
    stops the game at the county revenues, after the laws."""
    s = placing(start="blue", **kw)
    s = dataclasses.replace(s, stage="vote", votes=())
    s = with_lord(s, "green", knights=("A", R, R, R, R, R, R))
    return with_county(s, "A", owner="green")


def test_votes_are_simultaneous_and_secret_until_all_have_voted():
    s = voting()
    assert set(RS.to_move(s)) == {"blue", "yellow", "red", "green"}
    s, events = play(s, Vote("red", True, 1))
    assert set(RS.to_move(s)) == {"blue", "yellow", "green"}
    seen = RS.observe(s, "blue")
    assert seen.votes == (("red", -1, -1),) and RS.observe(s, "red").votes == (("red", 1, 1),)
    assert seen.lord("red").votes == 1  # markers leave only when the votes are revealed
    with pytest.raises(IllegalAction):
        RS.apply(s, Vote("red", False, 0))
    with pytest.raises(IllegalAction) as exc:
        RS.apply(s, Vote("blue", True, 2))
    assert "only 1" in exc.value.reason


def test_voting_example_three_three_adopts_and_shifts_the_laws():
    s = voting()
    s = with_lord(s, "blue", votes=2)
    s, events = play(s, Vote("blue", True, 2), Vote("yellow", False, 0), Vote("red", False, 0),
                     Vote("green", False, 0))
    assert s.laws == ("0b", "0c", "1a") and s.proposals == ("1b", "1c")
    assert lord(s, "blue").votes == 0 and lord(s, "yellow").votes == 1  # spent markers to the supply
    result = next(e for e in events if e.key == "vote.result.adopted")
    assert result.reveal and (result.args["yes"], result.args["no"]) == (3, 3)


def test_voting_example_two_three_rejects_and_discards():
    s = voting()
    s, events = play(s, Vote("blue", True, 1), Vote("yellow", False, 0), Vote("red", False, 0),
                     Vote("green", False, 0))
    assert s.laws == ("0a", "0b", "0c") and s.proposals == ("1b", "1c")
    assert "1a" not in s.law_pool and "vote.result.rejected" in keys(events)


def test_leftover_markers_return_to_the_supply_after_the_third_vote_then_laws_apply():
    s = voting(proposals=("1d",))
    s = dataclasses.replace(s, proposals=("1d",))
    s = with_lord(s, "blue", votes=4)
    s, events = play(s, Vote("blue", True, 1), Vote("yellow", False, 0), Vote("red", False, 0),
                     Vote("green", True, 0))
    assert lord(s, "blue").votes == 0 and "votes.back" in keys(events)
    assert s.laws == ("0b", "0c", "1d")
    applied = [e.args["law"].key.split(".")[-1] for e in events if e.key == "law.apply"]
    assert applied == ["0b", "0c", "1d"]  # left to right
    assert s.stage == "counties" and s.pending[0].kind == "county"


# ---- every law card ---------------------------------------------------------------------------


def law(law_id, **lords):
    """The position just before ``law_id`` (the third law in force) applies."""
    s = voting()
    s = dataclasses.replace(s, stage="laws", cursor=2, laws=("0a", "0b", law_id), proposals=())
    for who, changes in lords.items():
        s = with_lord(s, who, **changes)
    return s


def run(s):
    s, events = RS.resume(s)
    return s, events


def pp(s):
    return {p: lord(s, p).pp for p in ("blue", "yellow", "red")}


def test_law_0a_most_gold_upgrades_a_deployed_knight_all_tied_players():
    s = law("0a", blue={"gold": 5, "knights": (H, "K2", R, H, R, R, R)},
            yellow={"gold": 5, "knights": ("C5", R, R, H, R, R, R)}, red={"gold": 3})
    s = dataclasses.replace(s, conflicts=(dataclasses.replace(s.conflicts[0], spaces=("yellow",)),))
    s, events = run(s)
    assert RS.to_move(s) == ("blue",)
    assert {a.knight for a in RS.legal_actions(s)} == {"1K2", "-"}  # deployed knights only
    s, _ = play(s, Upgrade("blue", "1K2"))
    assert RS.to_move(s) == ("yellow",)
    s, _ = play(s, Upgrade("yellow", "1C5"))
    assert knights(s, "blue")[3:5] == (H, "K2") and knights(s, "yellow")[3:5] == (H, "C5")


def test_law_0b_most_squires_take_a_new_knight_ties_all():
    s, _ = run(law("0b", blue={"squires": 4}, yellow={"squires": 4}, red={"squires": 1}))
    assert knights(s, "blue")[:3] == (H, H, R) and knights(s, "yellow")[:3] == (H, H, R)
    assert knights(s, "red")[:3] == (H, R, R)


def test_law_0c_three_power_points_per_two_counties():
    s = law("0c", blue={"knights": ("B", "C", "D", H, R, R, R)}, yellow={"knights": ("E", H, R, H, R, R, R)})
    for x, who in (("B", "blue"), ("C", "blue"), ("D", "blue"), ("E", "yellow")):
        s = with_county(s, x, owner=who)
    s, _ = run(s)
    assert pp(s) == {"blue": 3, "yellow": 0, "red": 0}


def test_law_1a_buy_voting_markers_with_gold_in_player_order():
    s, _ = run(law("1a", blue={"gold": 3}))
    assert RS.to_move(s) == ("blue",) and [a.amount for a in RS.legal_actions(s)] == [0, 1, 2, 3]
    with pytest.raises(IllegalAction) as exc:
        RS.apply(s, Pay("blue", 4))
    assert "at most 3" in exc.value.reason
    s, _ = play(s, Pay("blue", 2))
    assert (lord(s, "blue").gold, lord(s, "blue").votes) == (1, 3)
    assert RS.to_move(s) == ("yellow",)


def test_law_1b_three_power_points_for_a_squire_and_a_gold():
    s, _ = run(law("1b", blue={"gold": 3, "squires": 2}))
    assert [a.amount for a in RS.legal_actions(s)] == [0, 1, 2]
    s, _ = play(s, Pay("blue", 2))
    assert (lord(s, "blue").gold, lord(s, "blue").squires, lord(s, "blue").pp) == (1, 0, 6)


def test_law_1c_an_extension_per_two_conflicts():
    s = law("1c", blue={"knights": ("C5", "C9", R, H, R, R, R)}, yellow={"knights": ("C5", H, R, H, R, R, R)})
    s = dataclasses.replace(s, conflicts=tuple(dataclasses.replace(c, spaces=("blue", "yellow") if c.card == 5
                                                                   else ("blue",)) for c in s.conflicts))
    s, _ = run(s)
    assert RS.to_move(s) == ("blue",) and s.pending[0].kind == "ext"
    s, _ = play(s, ChooseExtension("blue", 5))
    assert lord(s, "blue").extensions == (1, 5) and lord(s, "yellow").extensions == (1,)


def test_law_1d_a_squire_per_deployed_strength_two_knight():
    s, _ = run(law("1d", blue={"knights": (H, R, R, "K2", "K3", R, R)}, yellow={"knights": (H, R, R, H, R, R, R)}))
    assert lord(s, "blue").squires == 4 and lord(s, "yellow").squires == 2


def test_law_2a_squire_marker_and_gold_per_two_conflicts():
    s = law("2a", blue={"knights": ("C5", "C9", R, H, R, R, R)})
    s = dataclasses.replace(s, conflicts=tuple(dataclasses.replace(c, spaces=("blue",)) for c in s.conflicts))
    s, _ = run(s)
    b = lord(s, "blue")
    assert (b.squires, b.votes, b.gold) == (3, 2, 3)
    assert lord(s, "yellow").gold == 2


def test_law_2b_players_without_a_deployed_two_may_upgrade():
    s, _ = run(law("2b", blue={"knights": (H, R, R, "K2", R, R, R)}))
    assert RS.to_move(s) == ("yellow",)  # blue has a deployed 2: nothing
    assert {a.knight for a in RS.legal_actions(s)} == {"1h", "2h", "-"}
    s, _ = play(s, Upgrade("yellow", "-"))
    assert RS.to_move(s) == ("red",)


def test_law_2c_a_deployed_three_becomes_the_four():
    s, _ = run(law("2c", blue={"knights": (H, R, R, H, R, "K3", R)}, yellow={"knights": (H, R, R, H, R, "K3", H)}))
    assert knights(s, "blue")[5:] == (R, "K3")
    assert knights(s, "yellow")[5:] == ("K3", H)  # the 4 is not in the reserve


def test_law_2d_five_power_points_per_three_extensions():
    s, _ = run(law("2d", blue={"extensions": (1, 2, 3)}, yellow={"extensions": (1, 2, 3, 4, 5, 6)}))
    assert pp(s) == {"blue": 5, "yellow": 10, "red": 0}


def test_law_3a_three_power_points_per_conflict():
    s = law("3a", blue={"knights": ("C5", "C9", R, H, R, R, R)})
    s = dataclasses.replace(s, conflicts=tuple(dataclasses.replace(c, spaces=("blue",)) for c in s.conflicts))
    s, _ = run(s)
    assert pp(s)["blue"] == 6


def test_law_3b_eight_power_points_per_three_counties():
    s = law("3b", blue={"knights": ("B", "C", "D", H, R, R, R)})
    for x in "BCD":
        s = with_county(s, x, owner="blue")
    s, _ = run(s)
    assert pp(s) == {"blue": 8, "yellow": 0, "red": 0}


def test_law_3c_all_three_ones_deployed_french_reading():
    s, _ = run(law("3c", blue={"knights": ("B", "K2", "C5", H, R, R, R)},
                   yellow={"knights": (H, R, R, H, R, "K2", R)}))
    assert pp(s) == {"blue": 5, "yellow": 0, "red": 0}


def test_law_3d_a_new_knight_per_three_nobles():
    s, _ = run(law("3d", blue={"nobles": tuple("ABCDEF")}, yellow={"nobles": ("A", "B")}))
    assert knights(s, "blue")[:3] == (H, H, H) and knights(s, "yellow")[:3] == (H, R, R)


def test_law_4a_buy_power_points_with_gold():
    s, _ = run(law("4a", blue={"gold": 4}))
    s, _ = play(s, Pay("blue", 3))
    assert (lord(s, "blue").gold, lord(s, "blue").pp) == (1, 3)


def test_law_4b_buy_power_points_with_squires():
    s, _ = run(law("4b", blue={"squires": 3}))
    assert [a.amount for a in RS.legal_actions(s)] == [0, 1, 2, 3]
    s, _ = play(s, Pay("blue", 3))
    assert (lord(s, "blue").squires, lord(s, "blue").pp, lord(s, "blue").gold) == (0, 3, 2)


def test_law_4c_six_power_points_for_all_four_strengths_deployed():
    s, _ = run(law("4c", blue={"knights": ("B", R, R, "K2", R, "C5", "K3")},
                   yellow={"knights": ("B", R, R, "K2", R, "C5", H)}))
    assert pp(s) == {"blue": 6, "yellow": 0, "red": 0}
