"""The customized game's secret setup: limits, placement squares, hiding and revealing."""

import random

import pytest

from lionheart_core.grids.square import label, parse
from lionheart_core.rulesets.lionheart_1997 import Options
from lionheart_core.rulesets.lionheart_1997.model import (
    ConfirmSetup,
    Place,
    Relocate,
    Remove,
    RollOff,
    StandardSetup,
)

from .conftest import RS, play, refused

CUSTOM = Options(setup="customized")


def new():
    return RS.new_game(CUSTOM, seed=5)


def place_all(state, side, bases):
    for kind, n, sq in bases:
        state, _ = play(state, Place(side, kind, n, parse(sq)))
    return state


ARMY = [("knight", 2, "D1"), ("knight", 2, "F1"), ("heavy_infantry", 2, "E2"), ("peasant", 4, "A2"),
        ("mercenary", 2, "I2"), ("archer", 4, "C1"), ("archer", 4, "G1"), ("infantry", 4, "D2"),
        ("infantry", 4, "F2")]


def test_both_sides_set_up_at_once_with_the_king_on_his_shield():
    s = new()
    assert s.phase == "setup" and RS.to_move(s) == ("gold", "silver")
    kings = {u.owner: label(u.square) for u in s.units}
    assert kings == {"gold": "E1", "silver": "E10"}


def test_units_go_in_the_back_two_rows_only():
    s = new()
    place = {a.square for a in RS.legal_actions(s, "gold") if isinstance(a, Place)}
    assert place == {(c, r) for c in range(9) for r in (0, 1)} - {parse("E1")}
    refused(s, Place("gold", "infantry", 4, parse("E3")), "back two rows")
    refused(s, Place("silver", "infantry", 4, parse("E2")), "back two rows")
    refused(s, Place("gold", "infantry", 4, parse("E1")), "already taken")


def test_king_is_fixed():
    s = new()
    refused(s, Relocate("gold", parse("E1"), parse("D1")), "royal shield")
    refused(s, Remove("gold", parse("E1")), "royal shield")
    refused(s, Place("gold", "king", 1, parse("D1")), "already on the royal shield")


def test_a_full_custom_army_of_ten_bases_then_confirm():
    s = place_all(new(), "gold", ARMY)
    assert ConfirmSetup("gold") in RS.legal_actions(s, "gold")
    assert not any(isinstance(a, Place) for a in RS.legal_actions(s, "gold"))
    refused(s, Place("gold", "infantry", 4, parse("H1")), "all 10 bases")
    s, _ = play(s, ConfirmSetup("gold"))
    assert RS.to_move(s) == ("silver",)
    refused(s, Place("gold", "infantry", 4, parse("H1")), "already confirmed")


def test_confirm_needs_exactly_ten_bases():
    s = place_all(new(), "gold", ARMY[:5])
    refused(s, ConfirmSetup("gold"), "exactly 10 bases")


@pytest.mark.parametrize("kind,n,match", [
    ("infantry", 5, "holds 1 to 4"), ("knight", 3, "holds 1 to 2"), ("mercenary", 1, "holds 2"),
    ("heavy_infantry", 3, "holds 1 to 2"), ("peasant", 0, "holds 1 to 4"), ("dragon", 1, "no unit type"),
])
def test_figures_per_base(kind, n, match):
    refused(new(), Place("gold", kind, n, parse("A1")), match)


def test_massive_infantry_allows_ten_per_base():
    s = RS.new_game(Options(setup="customized", massive_infantry=True), seed=1)
    s, _ = play(s, Place("gold", "infantry", 10, parse("A1")))
    s, _ = play(s, Place("gold", "infantry", 10, parse("B1")))
    refused(s, Place("gold", "infantry", 1, parse("C1")), "only 20 Infantry")


@pytest.mark.parametrize("kind,n,total", [("knight", 2, 4), ("archer", 4, 8), ("heavy_infantry", 1, 2),
                                          ("peasant", 2, 4), ("mercenary", 2, 2)])
def test_the_box_limits_each_type(kind, n, total):
    s = new()
    squares = ["A1", "B1", "C1", "D1", "F1", "G1"]
    for i in range(total // n):
        s, _ = play(s, Place("gold", kind, n, parse(squares[i])))
    refused(s, Place("gold", kind, n, parse("H1")), f"only {total}")


def test_relocate_and_remove_until_confirmed():
    s = place_all(new(), "gold", ARMY[:2])
    s, _ = play(s, Relocate("gold", parse("D1"), parse("A1")))
    assert any(u.square == parse("A1") and u.kind == "knight" for u in s.units)
    s, _ = play(s, Remove("gold", parse("A1")))
    assert sum(1 for u in s.units if u.owner == "gold") == 2
    refused(s, Relocate("gold", parse("F1"), parse("E1")), "already taken")
    refused(s, Remove("gold", parse("B2")), "no base on B2")


def test_standard_setup_button_sets_out_the_basic_army():
    s = place_all(new(), "gold", ARMY[:3])
    s, _ = play(s, StandardSetup("gold"))
    gold = sorted((label(u.square), u.kind) for u in s.units if u.owner == "gold")
    basic = sorted((label(u.square), u.kind) for u in RS.new_game(Options(), seed=1).units if u.owner == "gold")
    assert gold == basic


def test_observe_hides_the_other_sides_plan_until_both_confirm():
    s = place_all(new(), "gold", ARMY)
    s, _ = play(s, StandardSetup("silver"))
    seen_by_silver = RS.observe(s, "silver")
    assert {u.owner for u in seen_by_silver.units if u.kind != "king"} == {"silver"}
    assert seen_by_silver.seed is None and seen_by_silver.hidden == ("gold",)
    seen_by_gold = RS.observe(s, "gold")
    assert {u.owner for u in seen_by_gold.units if u.kind != "king"} == {"gold"}
    s, _ = play(s, ConfirmSetup("gold"))
    s, events = play(s, ConfirmSetup("silver"))
    assert events[-1].reveal and s.phase == "roll"
    assert RS.observe(s, "silver").units == s.units
    assert not RS.undoable(ConfirmSetup("silver"), events)


def test_determinize_fills_in_a_legal_hidden_army():
    s = place_all(new(), "gold", ARMY)
    s, _ = play(s, ConfirmSetup("gold"))
    obs = RS.observe(s, "silver")
    full = RS.determinize(obs, "silver", random.Random(3))
    gold = [u for u in full.units if u.owner == "gold"]
    assert len(gold) == 10 and full.seed is not None and full.hidden == ()
    rows = {u.square[1] for u in gold}
    assert rows <= {0, 1}
    # The sampled state is a legal state: silver can go on setting up.
    assert RS.legal_actions(full, "silver")


def test_after_setup_the_roll_and_battle_follow():
    s = place_all(new(), "gold", ARMY)
    s, _ = play(s, StandardSetup("silver"))
    s, _ = play(s, ConfirmSetup("silver"))
    s, _ = play(s, ConfirmSetup("gold"))
    s, _ = play(s, RollOff("gold"), ["axe"] * 4 + ["arrow"] * 4)
    assert s.phase == "play" and s.player == "gold"
