"""Massive Infantry with the basic setup: before the roll for the first turn each side regroups
its twenty Infantry onto fewer, bigger bases (up to ten), in secret, as in the Secret Battle Plan
(docs/rules-notes.md, "Massive Infantry in the basic game")."""

import random

import pytest

from lionheart_core.engine import IllegalAction
from lionheart_core.grids.square import parse
from lionheart_core.rulesets.lionheart_1997 import (
    ConfirmSetup,
    Options,
    Place,
    Regroup,
    RollOff,
    StandardSetup,
)

from .conftest import RS, at, play

MASSIVE = Options(massive_infantry=True)


def regroup(side, frm, to, n):
    return Regroup(side, parse(frm), parse(to), n)


def infantry(state, side):
    return sorted(u.figures for u in state.units if u.owner == side and u.kind == "infantry")


def test_basic_game_without_massive_infantry_starts_with_the_roll():
    s = RS.new_game(Options(), seed=1)
    assert s.phase == "roll" and RS.to_move(s) == ("gold",)


def test_basic_massive_opens_a_secret_regrouping_for_both_sides():
    s = RS.new_game(MASSIVE, seed=1)
    assert s.phase == "setup" and set(RS.to_move(s)) == {"gold", "silver"}
    assert infantry(s, "gold") == [4, 4, 4, 4, 4]
    kinds = {type(a) for a in RS.legal_actions(s, "gold")}
    assert kinds == {Regroup, StandardSetup, ConfirmSetup}
    assert "regrouping" in RS.turn_summary(s).render("en")


def test_regroup_moves_figures_and_an_emptied_base_leaves_the_board():
    s = RS.new_game(MASSIVE, seed=1)
    s, events = play(s, regroup("gold", "C2", "D2", 4))
    assert at(s, "C2") is None and at(s, "D2").figures == 8
    assert events[0].audience == ("gold",) and "4 Infantry figures" in events[0].text
    s, _ = play(s, regroup("gold", "E2", "D2", 2))
    assert at(s, "D2").figures == 10 and at(s, "E2").figures == 2
    assert infantry(s, "gold") == [2, 4, 4, 10]
    assert sum(infantry(s, "gold")) == 20


def test_a_base_holds_at_most_ten_infantry():
    s = RS.new_game(MASSIVE, seed=1)
    s, _ = play(s, regroup("gold", "C2", "D2", 4))
    s, _ = play(s, regroup("gold", "E2", "D2", 2))
    before = RS.dump(s)
    with pytest.raises(IllegalAction, match="at most 10 Infantry: D2 has room for 0"):
        RS.apply(s, regroup("gold", "F2", "D2", 1))
    assert RS.dump(s) == before
    assert not any(isinstance(a, Regroup) and a.to == parse("D2") for a in RS.legal_actions(s, "gold"))


@pytest.mark.parametrize("action, reason", [
    (Regroup("gold", parse("D1"), parse("D2"), 1), "not Infantry"),
    (Regroup("gold", parse("C2"), parse("C2"), 1), "two different"),
    (Regroup("gold", parse("C2"), parse("D2"), 5), "only 4 figures"),
    (Regroup("gold", parse("C2"), parse("D2"), 0), "only 4 figures"),
    (Regroup("gold", parse("C3"), parse("D2"), 1), "no base on C3"),
    (Regroup("gold", parse("C9"), parse("D9"), 1), "no base on C9"),
    (Place("gold", "infantry", 4, parse("A1")), "only regroup your Infantry"),
])
def test_illegal_regroups_are_refused_with_a_reason(action, reason):
    s = RS.new_game(MASSIVE, seed=1)
    with pytest.raises(IllegalAction, match=reason):
        RS.apply(s, action)


def test_regrouping_belongs_to_the_basic_game_only():
    s = RS.new_game(Options(setup="customized", massive_infantry=True), seed=1)
    with pytest.raises(IllegalAction, match="basic game with Massive Infantry"):
        RS.apply(s, regroup("gold", "C2", "D2", 1))


def test_standard_setup_undoes_the_regrouping():
    s = RS.new_game(MASSIVE, seed=1)
    s, _ = play(s, regroup("gold", "C2", "D2", 4))
    s, _ = play(s, StandardSetup("gold"))
    assert infantry(s, "gold") == [4, 4, 4, 4, 4]


def test_the_other_side_sees_nothing_of_the_regrouping_until_both_confirm():
    s = RS.new_game(MASSIVE, seed=1)
    s, events = play(s, regroup("gold", "C2", "D2", 4))
    assert RS.events_for(s, events, "silver") == []
    seen = RS.observe(s, "silver")
    assert all(u.kind == "king" for u in seen.units if u.owner == "gold")
    # A bot of Silver guesses the standard army behind the screen.
    guess = RS.determinize(seen, "silver", random.Random(1))
    assert infantry(guess, "gold") == [4, 4, 4, 4, 4]
    s, _ = play(s, ConfirmSetup("gold"))
    assert RS.to_move(s) == ("silver",)
    s, events = play(s, ConfirmSetup("silver"))
    assert s.phase == "roll" and any(e.reveal for e in events)
    assert not RS.undoable(ConfirmSetup("silver"), events)
    assert infantry(RS.observe(s, "silver"), "gold") == [4, 4, 4, 8]


def test_a_regrouped_army_fights_with_at_most_four_dice_and_the_game_goes_on():
    s = RS.new_game(MASSIVE, seed=1)
    s, _ = play(s, regroup("gold", "C2", "D2", 4))
    s, _ = play(s, regroup("gold", "E2", "D2", 2))
    s, _ = play(s, ConfirmSetup("gold"))
    s, _ = play(s, ConfirmSetup("silver"))
    s, _ = play(s, RollOff("gold"), ["axe"] * 4 + ["arrow"] * 4)
    assert s.phase == "play" and s.player == "gold"
    assert RS.from_text(RS.to_text(s)) == s


def test_random_play_with_regrouping_holds_the_contract():
    from lionheart_core.testing import check_random_play

    report = check_random_play(RS, MASSIVE, games=1, seed=4)
    assert "setup.regroup" in report.event_keys and "setup.reveal" in report.event_keys
