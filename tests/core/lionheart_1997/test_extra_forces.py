"""Heavy Infantry, Peasants and Mercenaries (the customized game), bribery, and victory."""

import pytest

from lionheart_core.dice import Scripted
from lionheart_core.engine import IllegalAction
from lionheart_core.grids.square import parse
from lionheart_core.rulesets.lionheart_1997.model import Attack, Bribe, EndTurn, Move, Turn

from .conftest import RS, at, attack, play, position, targets

# ---- Heavy Infantry --------------------------------------------------------------------------------

def test_heavy_infantry_attack_all_eight_neighbours_without_facing():
    ring = ["D3", "E3", "F3", "D4", "F4", "D5", "E5", "F5"]
    s = position(("gold", "heavy_infantry", 2, "E4", "N"), *[("silver", "infantry", 1, sq, "S") for sq in ring])
    assert targets(s, "E4") == sorted(parse(x) for x in ring)
    s2, _ = play(s, attack("E4", "D3"), ["axe", "arrow", "panic", "arrow"])  # behind, diagonally: 4 dice
    assert at(s2, "D3") is None


def test_heavy_infantry_attack_costs_one_action_and_need_two_hits():
    s = position(("gold", "heavy_infantry", 1, "E4", "N"), ("silver", "infantry", 4, "F4", "W"),
                 ("silver", "heavy_infantry", 2, "E5", "S"))
    s1, _ = play(s, attack("E4", "F4"), ["axe", "axe"])  # one figure: two dice
    assert s1.actions_left == 1 and at(s1, "F4").figures == 2
    s2, _ = play(s, attack("E4", "E5"), ["axe", "arrow"])
    assert at(s2, "E5").figures == 2   # one hit does not kill a Heavy Infantryman


# ---- Peasants ----------------------------------------------------------------------------------------

def test_peasants_rulebook_example_two_axes_one_arrow_one_panic():
    s = position(("gold", "peasant", 4, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s2, events = play(s, attack("E4", "E5"), ["axe", "axe", "arrow", "panic"])
    assert at(s2, "E5").figures == 2               # the battle-axes count: two hits
    fled = at(s2, "E3")                            # then one square back for the panic
    assert fled.kind == "peasant" and fled.facing == "S" and at(s2, "E4") is None
    assert [e.key for e in events][:3] == ["attack", "attack.losses", "peasants.flee"]


def test_peasants_count_arrows_when_they_rolled_more_arrows():
    s = position(("gold", "peasant", 4, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["arrow", "arrow", "arrow", "axe"])
    assert at(s2, "E5").figures == 1 and at(s2, "E4").kind == "peasant"


def test_peasants_score_nothing_when_panics_are_the_most():
    s = position(("gold", "peasant", 4, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["panic", "panic", "axe", "arrow"])
    assert at(s2, "E5").figures == 4
    assert at(s2, "E2").kind == "peasant"          # two panics: two squares back


def test_peasants_retreat_one_square_per_panic_even_all_panic():
    s = position(("gold", "peasant", 3, "E5", "N"), ("silver", "infantry", 4, "E6", "S"))
    s2, _ = play(s, attack("E5", "E6"), ["panic"] * 3)
    assert at(s2, "E2").kind == "peasant" and at(s2, "E2").facing == "S"


def test_peasant_retreat_follows_every_panic_rule():
    s = position(("gold", "peasant", 4, "E4", "N"), ("gold", "infantry", 4, "E3", "N"),
                 ("silver", "infantry", 4, "E5", "S"))
    s2, events = play(s, attack("E4", "E5"), ["axe", "axe", "panic", "panic"])
    # Step one runs into the friendly infantry, which turn away (to the south) and give way.
    # Step two runs into them again: they give way again, keeping their direction, and are
    # never destroyed for being in the way (docs/rules-notes.md, "a friend gives way").
    assert at(s2, "E2").kind == "peasant" and at(s2, "E2").facing == "S"
    assert at(s2, "E1").kind == "infantry" and at(s2, "E1").facing == "S" and at(s2, "E3") is None
    keys = [e.key for e in events]
    assert keys.count("panic.chain") == 2 and not any("eliminated" in e.text for e in events)


def test_single_peasant_against_knights_needs_two_matching_hits():
    s = position(("gold", "peasant", 1, "E4", "N"), ("silver", "knight", 2, "E5", "S"))
    s1, _ = play(s, attack("E4", "E5"), ["arrow", "arrow"])
    assert at(s1, "E5").figures == 1
    s2, _ = play(s, attack("E4", "E5"), ["axe", "arrow"])
    assert at(s2, "E5").figures == 2


# ---- Mercenaries -----------------------------------------------------------------------------------

def test_mercenaries_roll_two_dice_per_figure_and_hit_on_axes():
    s = position(("gold", "mercenary", 2, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["axe", "axe", "arrow", "arrow"])
    assert at(s2, "E5").figures == 2


def test_mercenaries_die_to_a_single_hit():
    s = position(("gold", "infantry", 4, "E4", "N"), ("silver", "mercenary", 2, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["axe", "arrow", "arrow", "panic"])
    assert at(s2, "E5").figures == 1


def test_mercenaries_drive_the_attacked_unit_back_one_square_per_panic():
    s = position(("gold", "mercenary", 2, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s2, events = play(s, attack("E4", "E5"), ["axe", "panic", "panic", "arrow"])
    fled = at(s2, "E7")
    assert fled.figures == 3 and fled.facing == "N"   # turned away from the Mercenaries
    assert at(s2, "E4").kind == "mercenary"
    assert any(e.key == "mercenary.rout" for e in events)


def test_mercenary_rout_can_push_a_unit_off_the_board():
    s = position(("gold", "mercenary", 2, "E8", "N"), ("silver", "infantry", 4, "E9", "S"))
    s2, events = play(s, attack("E8", "E9"), ["panic", "panic", "arrow", "arrow"])
    assert at(s2, "E9") is None and at(s2, "E10") is None
    assert any(e.key == "panic.off_board" for e in events)


def test_no_rout_when_nobody_is_left():
    s = position(("gold", "mercenary", 2, "E4", "N"), ("silver", "infantry", 2, "E5", "S"))
    s2, events = play(s, attack("E4", "E5"), ["axe", "axe", "panic", "panic"])
    assert not any(e.key == "mercenary.rout" for e in events)


@pytest.mark.parametrize("kind,figures", [("king", 1), ("mercenary", 2)])
def test_kings_and_mercenaries_are_not_driven_back(kind, figures):
    s = position(("gold", "mercenary", 2, "E4", "N"), ("silver", kind, figures, "E5", "S"))
    s2, _ = play(s, attack("E4", "E5"), ["arrow", "panic", "panic", "arrow"])
    assert at(s2, "E5").kind == kind


def test_mercenaries_never_panic():
    s = position(("gold", "mercenary", 2, "E4", "N"), ("silver", "infantry", 4, "E5", "S"))
    s2, events = play(s, attack("E4", "E5"), ["panic"] * 4)
    assert at(s2, "E4").kind == "mercenary" and at(s2, "E4").facing == "N"
    # Four panics still drive the enemy back four squares, to E9.
    assert at(s2, "E9").kind == "infantry" and at(s2, "E9").facing == "N"
    assert any(e.key == "panic.ignored" for e in events)


# ---- Bribery -----------------------------------------------------------------------------------------

def test_king_moves_to_face_enemy_mercenaries_then_bribes_them():
    s = position(("gold", "king", 1, "E2", "N"), ("silver", "mercenary", 2, "E6", "S"))
    s1, _ = play(s, Move("gold", parse("E2"), parse("E5")))
    bribe = Bribe("gold", parse("E5"), parse("E6"))
    assert bribe in RS.legal_actions(s1)
    s2, events = play(s1, bribe)                    # no dice
    assert at(s2, "E6").owner == "gold" and at(s2, "E6").facing == "S"
    assert any(e.key == "bribe" for e in events)


def test_king_turning_to_face_mercenaries_may_bribe_too():
    s = position(("gold", "king", 1, "E5", "N"), ("silver", "mercenary", 2, "F5", "S"))
    s1, _ = play(s, Turn("gold", parse("E5"), "E"))
    assert Bribe("gold", parse("E5"), parse("F5")) in RS.legal_actions(s1)


def test_bribe_only_as_the_kings_next_action():
    s = position(("gold", "king", 1, "E5", "N"), ("silver", "mercenary", 2, "E6", "S"),
                 ("gold", "infantry", 4, "C3", "N"))
    # Already facing at the start of the turn: no bribe without first moving into position.
    with pytest.raises(IllegalAction, match="first move or turn"):
        RS.apply(s, Bribe("gold", parse("E5"), parse("E6")), Scripted([]))
    s1 = position(("gold", "king", 1, "E2", "N"), ("silver", "mercenary", 2, "E6", "S"),
                  ("gold", "infantry", 4, "C3", "N"))
    s1, _ = play(s1, Move("gold", parse("E2"), parse("E5")))
    s1b, _ = play(s1, Move("gold", parse("C3"), parse("C4")))  # another action in between ends the chance
    assert not any(isinstance(a, Bribe) for a in RS.legal_actions(s1b))


def test_no_bribe_without_an_action_left():
    s = position(("gold", "king", 1, "E2", "N"), ("silver", "mercenary", 2, "E6", "S"), actions_left=1)
    s1, _ = play(s, Move("gold", parse("E2"), parse("E5")))
    assert s1.player == "silver"
    assert not any(isinstance(a, Bribe) for a in RS.legal_actions(s1))


def test_mercenaries_watched_by_their_own_king_cannot_be_bribed():
    s = position(("gold", "king", 1, "E2", "N"), ("silver", "mercenary", 2, "E6", "S"),
                 ("silver", "king", 1, "F6", "W"))
    s1, _ = play(s, Move("gold", parse("E2"), parse("E5")))
    assert not any(isinstance(a, Bribe) for a in RS.legal_actions(s1))
    with pytest.raises(IllegalAction, match="watching"):
        RS.apply(s1, Bribe("gold", parse("E5"), parse("E6")), Scripted([]))


def test_own_king_adjacent_but_looking_away_does_not_watch():
    s = position(("gold", "king", 1, "E2", "N"), ("silver", "mercenary", 2, "E6", "S"),
                 ("silver", "king", 1, "F6", "E"))
    s1, _ = play(s, Move("gold", parse("E2"), parse("E5")))
    assert Bribe("gold", parse("E5"), parse("E6")) in RS.legal_actions(s1)


def test_only_a_king_bribes_and_only_mercenaries():
    s = position(("gold", "knight", 2, "E2", "N"), ("silver", "mercenary", 2, "E6", "S"))
    s1, _ = play(s, Move("gold", parse("E2"), parse("E5")))
    assert not any(isinstance(a, Bribe) for a in RS.legal_actions(s1))


def test_bribed_mercenaries_fight_for_their_new_side():
    s = position(("gold", "king", 1, "E2", "N"), ("silver", "mercenary", 2, "E6", "E"),
                 ("silver", "infantry", 4, "F6", "W"))
    s, _ = play(s, Move("gold", parse("E2"), parse("E5")))
    s, _ = play(s, Bribe("gold", parse("E5"), parse("E6")))
    s, _ = play(s, EndTurn("silver"))
    assert Attack("gold", parse("E6"), parse("F6")) in RS.legal_actions(s)


# ---- Victory -----------------------------------------------------------------------------------------

def test_killing_the_enemy_king_wins():
    s = position(("gold", "knight", 2, "E4", "N"), ("silver", "king", 1, "E5", "S"))
    s2, events = play(s, attack("E4", "E5"), ["axe", "axe", "arrow", "panic"])
    assert s2.phase == "over" and RS.is_over(s2)
    assert RS.result(s2).winners == ("gold",) and "King has fallen" in RS.result(s2).reason
    assert RS.to_move(s2) == () and RS.legal_actions(s2) == []
    with pytest.raises(IllegalAction, match="over"):
        RS.apply(s2, EndTurn("silver"))


def test_leaving_the_enemy_king_alone_wins():
    s = position(("gold", "king", 1, "A1", "N"), ("gold", "infantry", 4, "E4", "N"),
                 ("silver", "infantry", 1, "E5", "S"), ("silver", "king", 1, "I10", "S"), reserves=False)
    s2, _ = play(s, attack("E4", "E5"), ["axe", "panic", "panic", "arrow"])
    assert RS.result(s2).winners == ("gold",) and "stands alone" in RS.result(s2).reason


def test_losing_your_last_unit_to_your_own_panic_loses():
    s = position(("gold", "king", 1, "A1", "N"), ("gold", "infantry", 4, "E1", "N"),
                 ("silver", "infantry", 4, "E2", "S"), ("silver", "king", 1, "I10", "S"), reserves=False)
    s2, _ = play(s, attack("E1", "E2"), ["panic"] * 4)
    assert RS.result(s2).winners == ("silver",)


def test_bribing_the_last_mercenaries_leaves_the_enemy_king_alone():
    s = position(("gold", "king", 1, "E2", "N"), ("gold", "infantry", 4, "A2", "N"),
                 ("silver", "mercenary", 2, "E6", "S"), ("silver", "king", 1, "I10", "S"), reserves=False)
    s, _ = play(s, Move("gold", parse("E2"), parse("E5")))
    s, _ = play(s, Bribe("gold", parse("E5"), parse("E6")))
    assert RS.result(s).winners == ("gold",)
