"""Moving and turning."""

import pytest

from lionheart_core.grids.square import parse
from lionheart_core.rulesets.lionheart_1997.model import Move, Turn

from .conftest import RS, at, play, position, refused


def moves_of(state, sq):
    return sorted(a.to for a in RS.legal_actions(state) if isinstance(a, Move) and a.frm == parse(sq))


@pytest.mark.parametrize("kind", ["infantry", "archer", "peasant", "mercenary"])
def test_foot_units_move_one_square_the_way_they_face(kind):
    figures = 2 if kind == "mercenary" else 4
    s = position(("gold", kind, figures, "E4", "E"))
    assert moves_of(s, "E4") == [parse("F4")]
    refused(s, Move("gold", parse("E4"), parse("G4")), "one square at a time")
    refused(s, Move("gold", parse("E4"), parse("E5")), "only the way they face")
    refused(s, Move("gold", parse("E4"), parse("D4")), "only the way they face")


@pytest.mark.parametrize("kind,figures", [("king", 1), ("knight", 2)])
def test_mounted_units_ride_any_distance_until_blocked(kind, figures):
    s = position(("gold", kind, figures, "E2", "N"), ("silver", "infantry", 4, "E7", "S"))
    assert moves_of(s, "E2") == [parse(x) for x in ("E3", "E4", "E5", "E6")]
    refused(s, Move("gold", parse("E2"), parse("E8")), "blocked")
    refused(s, Move("gold", parse("E2"), parse("E7")), "blocked")


def test_mounted_move_stops_at_a_friendly_unit_too():
    s = position(("gold", "knight", 2, "C2", "N"), ("gold", "infantry", 4, "C4", "N"))
    assert moves_of(s, "C2") == [parse("C3")]


def test_mounted_unit_rides_to_the_edge():
    s = position(("gold", "knight", 2, "C2", "N"))
    assert moves_of(s, "C2")[-1] == parse("C10")


def test_a_move_of_zero_squares_is_not_a_move():
    s = position(("gold", "knight", 2, "C2", "N"))
    refused(s, Move("gold", parse("C2"), parse("C2")), "at least one square")


def test_no_move_off_the_board_or_through_units():
    s = position(("gold", "infantry", 4, "C10", "N"), ("gold", "infantry", 4, "D5", "N"),
                 ("silver", "infantry", 4, "D6", "S"))
    assert moves_of(s, "C10") == []
    assert moves_of(s, "D5") == []
    refused(s, Move("gold", parse("D5"), parse("D7")), "one square at a time")


def test_turn_to_any_direction_is_one_action_including_about_face():
    s = position(("gold", "infantry", 4, "E4", "N"))
    turns = sorted(a.facing for a in RS.legal_actions(s) if isinstance(a, Turn) and a.at == parse("E4"))
    assert turns == ["E", "S", "W"]
    s2, _ = play(s, Turn("gold", parse("E4"), "S"))
    assert at(s2, "E4").facing == "S" and s2.actions_left == 1
    refused(s2, Turn("gold", parse("E4"), "S"), "already face south")


def test_heavy_infantry_move_and_turn_cost_two_actions():
    s = position(("gold", "heavy_infantry", 2, "E4", "N"))
    s2, _ = play(s, Move("gold", parse("E4"), parse("E5")))
    assert s2.player == "silver"  # both actions spent
    s3, _ = play(s, Turn("gold", parse("E4"), "W"))
    assert s3.player == "silver"
    # With one action left Heavy Infantry can neither move nor turn.
    s4 = position(("gold", "heavy_infantry", 2, "E4", "N"), actions_left=1)
    assert moves_of(s4, "E4") == []
    refused(s4, Turn("gold", parse("E4"), "W"), "need 2 actions to turn")
    refused(s4, Move("gold", parse("E4"), parse("E5")), "need 2 actions to move")


def test_heavy_infantry_move_one_square():
    s = position(("gold", "heavy_infantry", 1, "E4", "N"))
    assert moves_of(s, "E4") == [parse("E5")]


def test_cannot_command_enemy_units_or_empty_squares():
    s = position(("gold", "infantry", 4, "E4", "N"), ("silver", "infantry", 4, "E7", "S"))
    refused(s, Move("gold", parse("E7"), parse("E6")), "belong to the other side")
    refused(s, Move("gold", parse("D4"), parse("D5")), "no unit on D4")


def test_squares_of_the_wrong_type_are_refused():
    s = position(("gold", "infantry", 4, "E4", "N"))
    refused(s, Move("gold", (4.0, 3), (4, 4)), "is not a square")
    refused(s, Move("gold", [4, 3], (4, 4)), "is not a square")
