"""Board, basic setup, the roll for the first turn, and the two actions of a turn."""

import pytest

from lionheart_core.dice import Scripted
from lionheart_core.engine import IllegalAction
from lionheart_core.grids.square import label, parse
from lionheart_core.rulesets.lionheart_1997 import Options
from lionheart_core.rulesets.lionheart_1997.data import game_data
from lionheart_core.rulesets.lionheart_1997.model import Attack, EndTurn, Move, RollOff, Turn

from .conftest import RS, at, play, position


def army(state, side):
    return {label(u.square): (u.kind, u.figures, u.facing) for u in state.units if u.owner == side}


def test_board_is_nine_columns_by_ten_rows_and_every_square_plays():
    b = game_data().board
    assert (b.columns, b.rows) == (9, 10)
    # A corner square is playable: a unit can move into it.
    s = position(("gold", "knight", 2, "C9", "W"))
    s, _ = play(s, Move("gold", parse("C9"), parse("A9")))
    assert at(s, "A9").kind == "knight"


def test_basic_setup_matches_the_rulebook_formation():
    s = RS.new_game(Options(), seed=3)
    assert army(s, "gold") == {
        "E1": ("king", 1, "N"), "D1": ("knight", 2, "N"), "F1": ("knight", 2, "N"),
        "C1": ("archer", 4, "N"), "G1": ("archer", 4, "N"),
        "C2": ("infantry", 4, "N"), "D2": ("infantry", 4, "N"), "E2": ("infantry", 4, "N"),
        "F2": ("infantry", 4, "N"), "G2": ("infantry", 4, "N"),
    }
    silver = army(s, "silver")
    assert silver["E10"] == ("king", 1, "S")
    assert {k for k, v in silver.items() if v[0] == "infantry"} == {"C9", "D9", "E9", "F9", "G9"}
    assert sum(1 for u in s.units if u.owner == "silver") == 10
    # 33 warriors a side: 1 King, 4 Knights, 8 Archers, 20 Infantry.
    assert sum(u.figures for u in s.units if u.owner == "gold") == 33


def test_roll_off_most_battle_axes_moves_first():
    s = RS.new_game(Options(), seed=1)
    assert RS.to_move(s) == ("gold",) and RS.legal_actions(s) == [RollOff("gold")]
    s2, events = play(s, RollOff("gold"), ["axe", "arrow", "panic", "arrow",   # gold: 1 axe
                                           "axe", "axe", "arrow", "panic"])  # silver: 2 axes
    assert s2.phase == "play" and s2.player == "silver" and s2.actions_left == 2
    assert any(e.rolls for e in events)


def test_roll_off_ties_roll_again():
    s = RS.new_game(Options(), seed=1)
    s2, events = play(s, RollOff("gold"), ["axe", "axe", "arrow", "panic", "axe", "axe", "panic", "panic",
                                           "axe", "axe", "axe", "axe", "arrow", "arrow", "arrow", "arrow"])
    assert s2.player == "gold"
    assert "roll again" in events[0].text


def test_two_actions_then_the_turn_passes():
    s = position(("gold", "infantry", 4, "E4", "N"), ("gold", "knight", 2, "C3", "N"))
    s, _ = play(s, Move("gold", parse("E4"), parse("E5")))
    assert s.player == "gold" and s.actions_left == 1
    s, _ = play(s, Move("gold", parse("E5"), parse("E6")))   # the same action twice, same unit
    assert s.player == "silver" and s.actions_left == 2 and s.turn == 2


def test_move_and_turn_the_same_unit_in_one_turn():
    s = position(("gold", "infantry", 4, "E4", "N"))
    s, _ = play(s, Move("gold", parse("E4"), parse("E5")))
    s, _ = play(s, Turn("gold", parse("E5"), "E"))
    assert at(s, "E5").facing == "E" and s.player == "silver"


def test_no_unit_attacks_twice_but_two_units_may_each_attack():
    s = position(("gold", "infantry", 4, "E4", "N"), ("gold", "infantry", 4, "D4", "N"),
                 ("silver", "infantry", 4, "E5", "S"), ("silver", "infantry", 4, "D5", "S"))
    s1, _ = play(s, Attack("gold", parse("E4"), parse("E5")), ["arrow"] * 4)
    with pytest.raises(IllegalAction, match="already attacked"):
        RS.apply(s1, Attack("gold", parse("E4"), parse("E5")), Scripted([]))
    assert Attack("gold", parse("E4"), parse("E5")) not in RS.legal_actions(s1)
    s2, _ = play(s1, Attack("gold", parse("D4"), parse("D5")), ["arrow"] * 4)
    assert s2.player == "silver"


def test_attacked_set_clears_next_turn():
    s = position(("gold", "infantry", 4, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s, _ = play(s, Attack("gold", parse("E4"), parse("E5")), ["arrow"] * 4)
    s, _ = play(s, EndTurn("gold"))
    s, _ = play(s, EndTurn("silver"))
    assert Attack("gold", parse("E4"), parse("E5")) in RS.legal_actions(s)


def test_end_turn_gives_up_remaining_actions():
    s = position(("gold", "infantry", 4, "E4", "N"))
    s, _ = play(s, EndTurn("gold"))
    assert s.player == "silver" and s.actions_left == 2


def test_out_of_turn_is_refused_and_state_untouched():
    s = position(("gold", "infantry", 4, "E4", "N"), ("silver", "infantry", 4, "E7", "S"))
    before = RS.dump(s)
    with pytest.raises(IllegalAction, match="not Silver's turn"):
        RS.apply(s, Move("silver", parse("E7"), parse("E6")))
    assert RS.dump(s) == before


def test_turn_limit_option_ends_in_a_draw():
    s = position(("gold", "infantry", 4, "E4", "N"), opts=Options(turn_limit=1))
    s, events = play(s, EndTurn("gold"))
    assert s.phase == "over" and s.outcome.winners == () and "draw" in events[-1].text
