"""Phase 3: counties A to I, castles and round tables, conflicts (the rulebook's two examples)."""

from __future__ import annotations

import dataclasses

import pytest

from lionheart_core.engine import IllegalAction
from lionheart_core.rulesets.lancaster import (
    CastleStep,
    ChooseExtension,
    CountyReward,
    Cross,
    NameStart,
    Ransom,
    Upgrade,
)
from lionheart_core.rulesets.lancaster.model import Conflict

from .conftest import RS, keys, knights, lord, placing, play, with_county, with_lord

R, H = "R", "h"


def revenues(counties=(), conflicts=(), stage="counties", start="blue", **lords):
    """Four players at the start of phase 3 (no cards left to draw, so the next round starts
    without chance). ``counties``: (letter, owner, squires); each lord's knights given."""
    s = placing(start=start, conflicts=(), extensions=None)
    # castles: the counties are done (the castle steps are queued when the counties end)
    s = dataclasses.replace(s, stage="counties", cursor=9 if stage == "castles" else 0, proposals=(),
                            law_pool=(), card_pool=(),
                            conflicts=tuple(conflicts), favours=(False,) * 6)
    for who, changes in lords.items():
        s = with_lord(s, who, **changes)
    for letter, owner, squires in counties:
        s = with_county(s, letter, owner=owner, squires=squires)
    s, events = RS.resume(s)
    return s, events


def test_stafford_example_pay_three_gold_for_the_noble_and_the_upgrade():
    s, _ = revenues(counties=[("B", "yellow", 1)], yellow={"knights": ("B", R, R, H, R, R, R), "gold": 4})
    assert RS.to_move(s) == ("yellow",) and s.pending[0].kind == "county"
    assert {a.choice for a in RS.legal_actions(s)} == {"noble", "reward", "both"}
    s, _ = play(s, CountyReward("yellow", "both"))
    y = lord(s, "yellow")
    assert y.gold == 1 and y.nobles == ("B",) and s.counties[1].nobles == 2
    assert {a.knight for a in RS.legal_actions(s)} == {"1B", "2h", "-"}  # not in the reserve
    s, events = play(s, Upgrade("yellow", "1B"))
    assert knights(s, "yellow") == (R, R, R, H, H, R, R)  # upgraded, then home to court
    assert s.counties[1].owner is None and s.counties[1].squires == 0 and "squires.back" in keys(events)


def test_both_rewards_need_three_gold_and_a_noble_kind_held_once():
    s, _ = revenues(counties=[("B", "yellow", 0)], yellow={"knights": ("B", R, R, H, R, R, R), "gold": 2})
    assert {a.choice for a in RS.legal_actions(s)} == {"noble", "reward"}
    with pytest.raises(IllegalAction) as exc:
        RS.apply(s, CountyReward("yellow", "both"))
    assert "3 gold" in exc.value.reason
    s, _ = revenues(counties=[("B", "yellow", 0)], yellow={"knights": ("B", R, R, H, R, R, R), "gold": 9,
                                                          "nobles": ("B",)})
    assert {a.choice for a in RS.legal_actions(s)} == {"reward"}


def test_an_empty_noble_pile_gives_no_noble():
    s = placing(conflicts=())
    s = with_county(s, "C", nobles=0)
    s = dataclasses.replace(s, stage="counties", cursor=0, proposals=(), law_pool=(), card_pool=(), conflicts=())
    s = with_lord(s, "blue", knights=("C", R, R, H, R, R, R))
    s = with_county(s, "C", owner="blue")
    s, _ = RS.resume(s)
    assert {a.choice for a in RS.legal_actions(s)} == {"reward"}


@pytest.mark.parametrize(("letter", "strength", "expect"), [
    ("A", 1, {"ext": 1}),
    ("C", 2, {"knight": 1}),
    ("D", 3, {"upgrade": 1, "votes": 2}),
    ("E", 2, {"ext": 1}),
    ("F", 3, {"knight": 1, "squires": 1}),
    ("H", 4, {"ext": 1, "gold": 2}),
])
def test_each_county_reward(letter, strength, expect):
    idx = {1: 0, 2: 3, 3: 5, 4: 6}[strength]
    ks = [R, R, R, H, R, R, R]
    ks[idx] = letter
    s, _ = revenues(counties=[(letter, "blue", 0)], blue={"knights": tuple(ks)})
    s, _ = play(s, CountyReward("blue", "reward"))
    if expect.get("ext"):
        assert s.pending[0].kind == "ext"
        s, _ = play(s, ChooseExtension("blue", 3))  # 2 voting markers in this round's castle phase
        assert lord(s, "blue").extensions == (3,)
    if expect.get("upgrade"):
        assert s.pending[0].kind == "upgrade"
        s, _ = play(s, Upgrade("blue", "3D"))
        assert lord(s, "blue").knights[5:] == (R, H)  # the 3 became the 4, then went home
    b = lord(s, "blue")
    assert b.squires == 2 + expect.get("squires", 0)
    assert b.gold == 2 + expect.get("gold", 0)
    # + the lord at the round table, + the extension on space 3
    assert b.votes == 1 + expect.get("votes", 0) + 1 + 2 * expect.get("ext", 0)
    assert b.knights[idx] == (R if expect.get("upgrade") else H)  # home again (or swapped)
    if expect.get("knight"):
        assert b.knights[:3].count(H) == 1 + (idx == 0)


def test_surrey_example_two_squires_two_gold_and_the_start_player_at_once():
    s, _ = revenues(counties=[("I", "red", 0)], red={"knights": (R, R, R, "I", R, R, R)})
    s, _ = play(s, CountyReward("red", "reward"))
    assert (lord(s, "red").squires, lord(s, "red").gold) == (4, 4)
    assert s.pending[0].kind == "surrey" and RS.to_move(s) == ("red",)
    s, events = play(s, NameStart("red", "green"))
    assert s.start == "green"
    table = [e.args["lord"].key for e in events if e.key == "table"]
    assert table[0].endswith("green")  # castles already in the new order


def test_surrey_empty_keeps_the_start_player():
    s, events = revenues(start="yellow")
    assert s.start == "yellow" and s.stage == "place" and s.round == 2


def test_passage_to_france_the_knight_crosses_and_fights_this_round():
    s, _ = revenues(counties=[("G", "blue", 0)], conflicts=[Conflict(5, "top", ("red",))],
                    blue={"knights": (R, R, R, R, R, R, "G")}, red={"knights": ("C5", R, R, R, R, R, R)})
    s, _ = play(s, CountyReward("blue", "reward"))
    assert {a.card for a in RS.legal_actions(s)} == {5, 0}
    s, events = play(s, Cross("blue", 5))
    # 4 + 1 = 5 against France 5: England wins, blue ranks first
    assert "conflict.england" in keys(events)
    assert lord(s, "blue").pp == 4 and lord(s, "red").pp == 2
    assert knights(s, "blue")[6] == H


def test_castle_example_knight_gives_two_squires_extension_new_knight_for_three_squires():
    s, _ = revenues(stage="castles", blue={"knights": (H, R, R, "K1", R, R, R), "squires": 1,
                                           "extensions": (4,)})
    # the free reward came first (2 squires); the extension costs 3 squires: blue decides
    assert RS.to_move(s) == ("blue",) and lord(s, "blue").squires == 3
    assert set(RS.legal_actions(s)) == {CastleStep("blue", 4, False, True), CastleStep("blue", 4, False, False)}
    s, events = play(s, CastleStep("blue", 4, False, True))
    b = lord(s, "blue")
    assert b.squires == 0 and b.knights[:2] == (H, H) and b.knights[3] == H
    assert "knight.new" in keys(events)


def test_a_costly_castle_reward_may_be_declined():
    s, _ = revenues(stage="castles", blue={"squires": 5, "extensions": (5,)})
    s, events = play(s, CastleStep("blue", 5, False, False))
    assert lord(s, "blue").squires == 5 and "castle.declined" in keys(events)


def test_round_table_example_four_nobles_and_the_lord_give_five_markers_not_in_round_five():
    s, events = revenues(stage="castles", blue={"nobles": tuple("ABCD"), "votes": 0})
    assert lord(s, "blue").votes == 5
    s = placing(conflicts=())
    s = dataclasses.replace(s, stage="counties", cursor=9, round=5, proposals=(), law_pool=(), card_pool=())
    s = with_lord(s, "blue", nobles=tuple("ABCD"), votes=0)
    s, events = RS.resume(s)
    assert lord(s, "blue").votes == 0 and s.stage == "over"


def test_castles_in_player_order_from_the_start_player():
    s, events = revenues(stage="castles", start="red")
    order = [e.args["lord"].key.split(".")[-1] for e in events if e.key == "table"]
    assert order == ["red", "green", "blue", "yellow"]


# ---- conflicts -------------------------------------------------------------------------------


def test_conflict_example_one_england_five_five_later_arrival_ranks_first():
    s, events = revenues(stage="castles", conflicts=[Conflict(5, "top", ("blue", "green", "red"))],
                         blue={"knights": (R, R, R, "C5", R, R, R)}, green={"knights": ("C5", R, R, R, R, R, R)},
                         red={"knights": (R, R, R, "C5", R, R, R)})
    assert "conflict.england" in keys(events)
    assert (lord(s, "red").pp, lord(s, "blue").pp, lord(s, "green").pp) == (4, 2, 1)
    assert s.conflicts == () and knights(s, "green")[0] == H and knights(s, "red")[3] == H


def test_conflict_example_two_france_three_five_second_attempt():
    s, events = revenues(stage="castles", conflicts=[Conflict(5, "top", ("blue", "green"))],
                         blue={"knights": (R, R, R, "C5", R, R, R)}, green={"knights": ("C5", R, R, R, R, R, R)})
    assert "conflict.france" in keys(events)
    assert (lord(s, "blue").pp, lord(s, "green").pp) == (2, 1)  # the 4 lapses
    assert s.conflicts == (Conflict(5, "bottom", ("blue", "green")),)
    assert knights(s, "blue")[3] == "C5"


def test_empty_conflicts_go_down_and_an_empty_second_attempt_is_removed():
    s, _ = revenues(stage="castles", conflicts=[Conflict(5, "top"), Conflict(9, "bottom")])
    assert s.conflicts == (Conflict(5, "bottom"),)


def test_bottom_row_first():
    s, events = revenues(stage="castles", conflicts=[Conflict(5, "top"), Conflict(9, "bottom")])
    cards = [e.args["card"] for e in events if e.key in ("conflict.england", "conflict.france")]
    assert cards == [9, 5]


def test_faq_example_three_ones_lose_then_a_stacked_two_wins():
    three = dict(blue={"knights": ("C5", R, R, H, R, R, R)}, yellow={"knights": ("C5", R, R, H, R, R, R)},
                 red={"knights": ("C5", R, R, H, R, R, R)})
    s, events = revenues(stage="castles", conflicts=[Conflict(5, "top", ("blue", "yellow", "red"))], **three)
    assert "conflict.france" in keys(events) and s.conflicts[0].row == "bottom"
    # next round: yellow stacks a 2 on its 1: 1 + 3 + 1 = 5 beats France 5
    assert [lord(s, p).pp for p in ("red", "yellow", "blue")] == [2, 1, 0]  # later arrival ranks first
    s = dataclasses.replace(s, stage="counties", cursor=9, pending=())
    s = with_lord(s, "yellow", knights=("C5", R, R, "C5", R, R, R))
    s, events = RS.resume(s)
    assert "conflict.england" in keys(events)
    assert [lord(s, p).pp for p in ("red", "yellow", "blue")] == [2 + 2, 1 + 4, 0 + 1]


def test_france_wins_twice_knights_are_captured_and_ransomed_in_player_order():
    s, events = revenues(stage="castles", start="red", conflicts=[Conflict(12, "bottom", ("blue", "red"))],
                         blue={"knights": ("C12", R, R, "C12", R, R, R), "gold": 3},
                         red={"knights": (R, R, R, "C12", R, R, R), "gold": 1})
    assert "conflict.captured" in keys(events) and s.conflicts == ()
    assert (lord(s, "blue").pp, lord(s, "red").pp) == (4, 2)  # 3 + 1 = 3 beats 2: blue first
    # red is start player: red decides first; 1 gold is not enough for a 2
    assert RS.to_move(s) == ("red",) and RS.legal_actions(s) == [Ransom("red", False)]
    s, _ = play(s, Ransom("red", False))
    assert knights(s, "red")[3] == R
    assert RS.to_move(s) == ("blue",)
    s, _ = play(s, Ransom("blue", True))  # the 1 for 1 gold
    assert knights(s, "blue")[0] == H and lord(s, "blue").gold == 2
    s, events = play(s, Ransom("blue", True))  # the 2 for 2 gold
    assert knights(s, "blue")[3] == H and lord(s, "blue").gold == 0
    assert s.round == 2 and s.stage == "place"


def test_castle_costly_items_in_the_owners_order_a_paid_upgrade_is_chosen_at_once():
    s, _ = revenues(stage="castles", blue={"knights": (H, R, R, H, "K5", R, R), "squires": 5,
                                           "extensions": (4,)})
    assert {(a.space, a.take) for a in RS.legal_actions(s)} == {(5, True), (5, False), (4, True), (4, False)}
    s, _ = play(s, CastleStep("blue", 5, True, True))
    assert lord(s, "blue").squires == 3 and s.pending[0].kind == "upgrade"
    assert "-" not in {a.knight for a in RS.legal_actions(s)}  # paid for: no declining
    s, _ = play(s, Upgrade("blue", "2h"))  # the castle knight is home again once evaluated
    assert knights(s, "blue")[3:6] == (R, H, H)
    assert RS.legal_actions(s) == [CastleStep("blue", 4, False, True), CastleStep("blue", 4, False, False)]
    s, _ = play(s, CastleStep("blue", 4, False, True))
    assert lord(s, "blue").squires == 0 and knights(s, "blue")[1] == H


def test_option_extensions_drawn_blind():
    from lionheart_core.dice import Scripted
    from lionheart_core.rulesets.lancaster import Options

    s = placing(conflicts=(), extensions=None, opts=Options(players=4, extension_choice="draw"))
    s = dataclasses.replace(s, stage="counties", cursor=0, proposals=(), law_pool=(), card_pool=())
    s = with_lord(s, "blue", knights=("A", R, R, H, R, R, R), extensions=(1, 2))
    s = with_county(s, "A", owner="blue")
    s, _ = RS.resume(s)
    dice = Scripted([1])  # the second of the free spaces 3, 4, 5, 6
    s, events = RS.apply(s, CountyReward("blue", "reward"), dice)
    assert dice.remaining == 0 and lord(s, "blue").extensions == (1, 2, 4)
    assert "extension" in keys(events)
