"""Attacks, hits, armour, the last-figure rule, archers, panic and chain panics."""

import pytest

from lionheart_core.dice import Scripted, UnscriptedRoll
from lionheart_core.engine import IllegalAction
from lionheart_core.geometry import block_in_front
from lionheart_core.grids.square import parse
from lionheart_core.rulesets.lionheart_1997 import Options

from .conftest import RS, at, attack, play, position, targets

# ---- who may attack what ----------------------------------------------------------------------

def test_melee_needs_adjacent_and_facing():
    s = position(("gold", "infantry", 4, "E4", "N"), ("silver", "infantry", 4, "E5", "S"),
                 ("silver", "infantry", 4, "F4", "S"), ("silver", "infantry", 4, "E6", "S"))
    assert targets(s, "E4") == [parse("E5")]
    with pytest.raises(IllegalAction, match="next to their target and face it"):
        RS.apply(s, attack("E4", "F4"), Scripted([]))
    with pytest.raises(IllegalAction, match="next to their target and face it"):
        RS.apply(s, attack("E4", "E6"), Scripted([]))


def test_attack_from_the_side_or_rear_is_allowed():
    # The silver unit faces away: gold attacks its rear.
    s = position(("gold", "infantry", 4, "E4", "N"), ("silver", "infantry", 4, "E5", "N"))
    assert targets(s, "E4") == [parse("E5")]


def test_no_attack_on_own_units():
    s = position(("gold", "infantry", 4, "E4", "N"), ("gold", "infantry", 4, "E5", "N"))
    assert targets(s, "E4") == []
    with pytest.raises(IllegalAction, match="your own units"):
        RS.apply(s, attack("E4", "E5"), Scripted([]))


# ---- dice and hits ------------------------------------------------------------------------------

def test_infantry_roll_one_die_per_figure_and_hit_on_battle_axes():
    s = position(("gold", "infantry", 3, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s2, events = play(s, attack("E4", "E5"), ["axe", "axe", "arrow"])  # three dice for three figures
    assert at(s2, "E5").figures == 2
    assert events[0].rolls == (("combat", ("axe", "axe", "arrow")),)


def test_knights_roll_two_dice_per_figure_example_two_knights_roll_four():
    s = position(("gold", "knight", 2, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["axe", "axe", "axe", "arrow"])
    assert at(s2, "E5").figures == 1


def test_king_rolls_two_dice():
    s = position(("gold", "king", 1, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["axe", "panic"])
    assert at(s2, "E5").figures == 3


def test_never_more_than_four_dice_massive_infantry():
    s = position(("gold", "infantry", 10, "E4", "N"), ("silver", "infantry", 10, "E5", "S"),
                 opts=Options(massive_infantry=True))
    s2, _ = play(s, attack("E4", "E5"), ["axe", "axe", "axe", "axe"])
    assert at(s2, "E5").figures == 6
    with pytest.raises(UnscriptedRoll):
        RS.apply(s, attack("E4", "E5"), Scripted(["axe"] * 3))


def test_massive_infantry_with_two_figures_roll_two():
    s = position(("gold", "infantry", 2, "E4", "N"), ("silver", "infantry", 10, "E5", "S"),
                 opts=Options(massive_infantry=True))
    play(s, attack("E4", "E5"), ["axe", "arrow"])


@pytest.mark.parametrize("kind,figures", [("knight", 2), ("king", 1), ("heavy_infantry", 2)])
def test_armoured_units_need_two_hits_in_the_same_attack_per_figure(kind, figures):
    s = position(("gold", "infantry", 4, "E4", "N"), ("silver", kind, figures, "E5", "S"))
    s1, events = play(s, attack("E4", "E5"), ["axe", "arrow", "arrow", "panic"])
    assert at(s1, "E5").figures == figures  # one hit is not enough
    assert any("2 hits per figure" in e.text for e in events)
    s3, _ = play(s, attack("E4", "E5"), ["axe", "axe", "axe", "arrow"])  # three hits: one figure
    if figures == 2:
        assert at(s3, "E5").figures == 1
    else:
        assert at(s3, "E5") is None


def test_four_hits_remove_both_knights():
    s = position(("gold", "infantry", 4, "E4", "N"), ("silver", "knight", 2, "E5", "S"))
    s2, events = play(s, attack("E4", "E5"), ["axe"] * 4)
    assert at(s2, "E5") is None
    assert any(e.key == "attack.eliminated" for e in events)


def test_base_removed_when_last_figure_is_hit():
    s = position(("gold", "infantry", 4, "E4", "N"), ("silver", "infantry", 2, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["axe", "axe", "axe", "panic"])
    assert at(s2, "E5") is None
    dead = next(u for u in s2.units if u.owner == "silver" and u.kind == "infantry" and not u.alive)
    assert dead.figures == 0


# ---- the last figure against armour -------------------------------------------------------------

def test_single_infantry_against_knights_two_axes_succeed():
    s = position(("gold", "infantry", 1, "E4", "N"), ("silver", "knight", 2, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["axe", "axe"])
    assert at(s2, "E5").figures == 1


def test_single_infantry_first_die_not_an_axe_stops():
    s = position(("gold", "infantry", 1, "E4", "N"), ("silver", "knight", 2, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["arrow"])
    assert at(s2, "E5").figures == 2 and at(s2, "E4").facing == "N"


def test_single_infantry_axe_then_arrow_fails():
    s = position(("gold", "infantry", 1, "E4", "N"), ("silver", "king", 1, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["axe", "arrow"])
    assert at(s2, "E5").kind == "king"


@pytest.mark.parametrize("rolls", [["panic"], ["axe", "panic"]])
def test_single_infantry_panic_on_either_die_panics(rolls):
    s = position(("gold", "infantry", 1, "E4", "N"), ("silver", "knight", 2, "E5", "S"))
    s2, events = play(s, attack("E4", "E5"), rolls)
    assert at(s2, "E4") is None and at(s2, "E3").facing == "S"
    assert at(s2, "E5").figures == 2
    assert any(e.key == "panic" for e in events)


def test_single_archer_must_roll_two_arrows():
    s = position(("gold", "archer", 1, "E4", "N"), ("silver", "knight", 2, "E6", "S"))
    s2, _ = play(s, attack("E4", "E6"), ["arrow", "arrow"])
    assert at(s2, "E6").figures == 1
    s3, _ = play(s, attack("E4", "E6"), ["axe"])
    assert at(s3, "E6").figures == 2


def test_single_infantry_against_ordinary_infantry_rolls_one_die():
    s = position(("gold", "infantry", 1, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["axe"])
    assert at(s2, "E5").figures == 3


# ---- archers ------------------------------------------------------------------------------------

def test_archers_shoot_any_single_enemy_in_the_nine_squares_in_front_over_heads():
    s = position(("gold", "archer", 4, "E3", "N"),
                 ("gold", "infantry", 4, "E4", "N"),          # a friend in front: shot over
                 ("silver", "infantry", 4, "D6", "S"),        # inside the block
                 ("silver", "infantry", 4, "F4", "S"),        # inside (first row, beside)
                 ("silver", "infantry", 4, "E7", "S"),        # too far
                 ("silver", "infantry", 4, "C5", "S"),        # outside the columns
                 ("silver", "infantry", 4, "E2", "N"))        # behind
    assert targets(s, "E3") == sorted([parse("D6"), parse("F4")])
    s2, _ = play(s, attack("E3", "D6"), ["arrow", "arrow", "axe", "panic"])
    assert at(s2, "D6").figures == 2  # arrows hit, the axe does not
    with pytest.raises(IllegalAction, match="not in the nine squares"):
        RS.apply(s, attack("E3", "E7"), Scripted([]))


@pytest.mark.parametrize("facing,expected", [
    ("N", {"D5", "E5", "F5", "D6", "E6", "F6", "D7", "E7", "F7"}),
    ("S", {"D3", "E3", "F3", "D2", "E2", "F2", "D1", "E1", "F1"}),
    ("E", {"F3", "F4", "F5", "G3", "G4", "G5", "H3", "H4", "H5"}),
    ("W", {"D3", "D4", "D5", "C3", "C4", "C5", "B3", "B4", "B5"}),
])
def test_archer_zone_is_the_3x3_block_in_front_for_every_facing(facing, expected):
    s = position(("gold", "archer", 4, "E4", facing), reserves=True)
    archer = at(s, "E4")
    zone = RS.archer_zone(archer)
    assert zone == {parse(x) for x in expected}
    poly = block_in_front(parse("E4"), facing)
    assert poly.area == 9


def test_archer_zone_is_cut_at_the_board_edge():
    s = position(("gold", "archer", 4, "B9", "N"))
    assert RS.archer_zone(at(s, "B9")) == {parse("A10"), parse("B10"), parse("C10")}


# ---- panic ----------------------------------------------------------------------------------------

def test_total_panic_about_face_and_retreat_one_square():
    s = position(("gold", "infantry", 4, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s2, events = play(s, attack("E4", "E5"), ["panic"] * 4)
    assert at(s2, "E4") is None
    retreated = at(s2, "E3")
    assert retreated.facing == "S" and retreated.figures == 4
    assert at(s2, "E5").figures == 4
    assert [e.key for e in events][:3] == ["attack", "panic", "panic.step"]


def test_panics_that_are_not_total_are_ignored():
    s = position(("gold", "infantry", 4, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["panic", "panic", "panic", "axe"])
    assert at(s2, "E4").facing == "N" and at(s2, "E5").figures == 3


def test_kings_never_panic():
    s = position(("gold", "king", 1, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s2, events = play(s, attack("E4", "E5"), ["panic", "panic"])
    assert at(s2, "E4").kind == "king" and at(s2, "E4").facing == "N"
    assert any(e.key == "panic.ignored" for e in events)


def test_knights_panic():
    s = position(("gold", "knight", 1, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["panic", "panic"])
    assert at(s2, "E3").kind == "knight" and at(s2, "E3").facing == "S"


def test_retreat_off_the_board_eliminates():
    s = position(("gold", "infantry", 4, "E1", "N"), ("silver", "infantry", 4, "E2", "S"))
    s2, events = play(s, attack("E1", "E2"), ["panic"] * 4)
    assert at(s2, "E1") is None and not any(u.square is None and u.kind == "infantry" and u.owner == "gold"
                                            and u.figures for u in s2.units)
    assert any(e.key == "panic.off_board" for e in events)


def test_retreat_into_the_enemy_eliminates():
    s = position(("gold", "infantry", 4, "E4", "N"), ("silver", "infantry", 4, "E5", "S"),
                 ("silver", "infantry", 4, "E3", "N"))
    s2, events = play(s, attack("E4", "E5"), ["panic"] * 4)
    assert at(s2, "E4") is None and at(s2, "E3").owner == "silver"
    assert any(e.key == "panic.into_enemy" for e in events)


def test_retreat_into_own_king_eliminates():
    s = position(("gold", "infantry", 4, "E2", "N"), ("gold", "king", 1, "E1", "N"),
                 ("silver", "infantry", 4, "E3", "S"))
    s2, events = play(s, attack("E2", "E3"), ["panic"] * 4)
    assert at(s2, "E2") is None and at(s2, "E1").kind == "king"
    assert any(e.key == "panic.into_king" for e in events)


@pytest.mark.parametrize("merc_owner", ["gold", "silver"])
def test_retreat_into_any_mercenary_eliminates(merc_owner):
    s = position(("gold", "infantry", 4, "E4", "N"), ("silver", "infantry", 4, "E5", "S"),
                 (merc_owner, "mercenary", 2, "E3", "N"))
    s2, events = play(s, attack("E4", "E5"), ["panic"] * 4)
    assert at(s2, "E4") is None and at(s2, "E3").kind == "mercenary"
    assert any(e.key in ("panic.into_mercenary", "panic.into_enemy") for e in events)


def test_chain_panic_into_own_unit():
    # E4 panics into E3, which panics too (about-faces) and gives way into E2.
    s = position(("gold", "infantry", 4, "E4", "N"), ("gold", "archer", 4, "E3", "N"),
                 ("silver", "infantry", 4, "E5", "S"))
    s2, events = play(s, attack("E4", "E5"), ["panic"] * 4)
    assert at(s2, "E3").kind == "infantry" and at(s2, "E3").facing == "S"
    assert at(s2, "E2").kind == "archer" and at(s2, "E2").facing == "S"
    assert any(e.key == "panic.chain" for e in events)


def test_chain_reaction_down_a_column_ends_off_the_board():
    s = position(("gold", "infantry", 4, "E3", "N"), ("gold", "infantry", 3, "E2", "N"),
                 ("gold", "archer", 4, "E1", "N"), ("silver", "infantry", 4, "E4", "S"))
    s2, events = play(s, attack("E3", "E4"), ["panic"] * 4)
    assert at(s2, "E2").figures == 4 and at(s2, "E1").figures == 3
    assert not any(u.alive and u.kind == "archer" for u in s2.units)  # pushed off the board
    assert [e.key for e in events].count("panic.chain") == 2


def test_chain_stops_at_the_king_who_never_gives_way():
    s = position(("gold", "infantry", 4, "E3", "N"), ("gold", "infantry", 4, "E2", "N"),
                 ("gold", "king", 1, "E1", "N"), ("silver", "infantry", 4, "E4", "S"))
    s2, events = play(s, attack("E3", "E4"), ["panic"] * 4)
    # E2 panics, runs into its own King and is eliminated; E3 then steps into E2.
    assert at(s2, "E2").figures == 4 and at(s2, "E2").facing == "S"
    assert at(s2, "E1").kind == "king"
    assert sum(1 for u in s2.units if u.owner == "gold" and u.kind == "infantry" and u.alive) == 2  # reserve + one


def test_a_friend_with_its_back_to_the_fleeing_unit_gives_way():
    # E4 flees south into E3, which faces south already (its back to E4): it gives way, keeping
    # its facing, instead of being turned round into E4 and trampled.
    s = position(("gold", "infantry", 4, "E4", "N"), ("gold", "infantry", 2, "E3", "S"),
                 ("silver", "infantry", 4, "E5", "S"))
    s2, events = play(s, attack("E4", "E5"), ["panic"] * 4)
    assert at(s2, "E3").figures == 4 and at(s2, "E3").facing == "S"
    assert at(s2, "E2").figures == 2 and at(s2, "E2").facing == "S"
    assert at(s2, "E4") is None
    assert not any("eliminated" in e.text for e in events)


def test_a_friend_facing_sideways_turns_away_and_gives_way():
    s = position(("gold", "infantry", 4, "E4", "N"), ("gold", "knight", 2, "E3", "W"),
                 ("silver", "infantry", 4, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["panic"] * 4)
    assert at(s2, "E2").kind == "knight" and at(s2, "E2").facing == "S" and at(s2, "E2").figures == 2


def test_a_rout_of_two_squares_pushes_a_friend_twice_and_never_destroys_it():
    # The example: Mercenaries on D5 rout Silver Infantry on D6 with two panics; the
    # Silver Knights on D7, never attacked, give way twice and survive.
    s = position(("gold", "mercenary", 2, "D5", "N"), ("silver", "infantry", 4, "D6", "S"),
                 ("silver", "knight", 2, "D7", "S"), ("gold", "king", 1, "A1", "N"),
                 ("silver", "king", 1, "A10", "S"))
    s2, events = play(s, attack("D5", "D6"), ["panic", "arrow", "panic", "arrow"])
    assert at(s2, "D8").kind == "infantry" and at(s2, "D8").facing == "N"
    assert at(s2, "D9").kind == "knight" and at(s2, "D9").figures == 2 and at(s2, "D9").facing == "N"
    assert [e.key for e in events].count("panic.chain") == 2


def test_a_chain_of_three_shifts_down_the_column():
    s = position(("gold", "infantry", 4, "E5", "N"), ("gold", "archer", 4, "E4", "S"),
                 ("gold", "knight", 2, "E3", "N"), ("gold", "infantry", 3, "E2", "E"),
                 ("silver", "infantry", 4, "E6", "S"))
    s2, events = play(s, attack("E5", "E6"), ["panic"] * 4)
    assert [at(s2, sq).kind for sq in ("E4", "E3", "E2", "E1")] == ["infantry", "archer", "knight", "infantry"]
    assert all(at(s2, sq).facing == "S" for sq in ("E4", "E3", "E2", "E1"))
    assert [e.key for e in events].count("panic.chain") == 3
