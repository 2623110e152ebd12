"""Facing, movement points, turns, about-face, advance, light troops, rally, the end of an action."""

from lionheart_core.grids.hex import aspect, relative_side
from lionheart_core.rulesets.lionheart_hex import (
    AboutFace,
    Advance,
    Attack,
    EndAction,
    Rally,
    Spec,
    Turn,
)

from .conftest import FOOT, KNIGHTS, RS, H, at, play, position, refused, replace_unit, unit


def test_facing_one_front_four_flank_one_rear():
    s = position(unit("gold", FOOT, "0806", 0))
    zones = {z.kind: z for z in RS.zones(s, H("0806"))}
    assert zones["front"].cells == {H("0805")}
    assert zones["flank"].cells == {H("0906"), H("0907"), H("0707"), H("0706")}
    assert zones["rear"].cells == {H("0807")}
    assert [aspect(relative_side(0, d)) for d in range(6)] == ["front", "flank", "flank", "rear", "flank", "flank"]


def test_infantry_has_one_movement_point():
    s = position(unit("gold", FOOT, "0806", 0), order=("gold", "silver"))
    s, _ = play(s, Turn("gold", H("0806"), 1))
    # One MP used: the action ends by itself and the order moves on.
    assert at(s, "0806").facing == 1 and s.active is None and s.order == ("silver",)


def test_turn_is_one_hexside():
    s = position(unit("gold", FOOT, "0806", 0))
    refused(s, Turn("gold", H("0806"), 2), "one hexside")


def test_about_face_turns_three_hexsides():
    s = position(unit("gold", FOOT, "0806", 0), order=("gold", "silver"))
    s, _ = play(s, AboutFace("gold", H("0806")))
    assert at(s, "0806").facing == 3


def test_advance_into_front_hex_with_a_free_turn():
    s = position(unit("gold", FOOT, "0806", 0), order=("gold", "silver"))
    s, _ = play(s, Advance("gold", H("0806"), 5))
    assert at(s, "0805").facing == 5 and at(s, "0806") is None
    refused(position(unit("gold", FOOT, "0806", 0)), Advance("gold", H("0806"), 3), "one hexside at most")


def test_advance_blocked_by_units_and_the_edge():
    s = position(unit("gold", FOOT, "0806", 0), unit("gold", FOOT, "0805", 0))
    refused(s, Advance("gold", H("0806"), 0), "occupied")
    s = position(unit("gold", FOOT, "0801", 0))
    refused(s, Advance("gold", H("0801"), 0), "cannot leave the field")


def test_cavalry_three_points_in_one_action_medium_armour_two():
    s = position(unit("gold", Spec("horse", "light"), "0808", 0), order=("gold", "silver"))
    s, _ = play(s, Advance("gold", H("0808"), 0))
    assert s.active is not None and s.mp == 2
    s, _ = play(s, Turn("gold", H("0807"), 1))
    s, _ = play(s, Advance("gold", H("0807"), 1))
    assert at(s, "0907").facing == 1 and s.active is None and s.order == ("silver",)
    s = position(unit("gold", KNIGHTS, "0808", 0), order=("gold", "silver"))
    s, _ = play(s, Advance("gold", H("0808"), 0))
    s, _ = play(s, Advance("gold", H("0807"), 0))
    assert at(s, "0806") is not None and s.order == ("silver",)


def test_only_the_active_unit_continues_an_action():
    s = position(unit("gold", KNIGHTS, "0808", 0), unit("gold", FOOT, "1008", 0), order=("gold", "silver"))
    s, _ = play(s, Advance("gold", H("0808"), 0))
    refused(s, Turn("gold", H("1008"), 1), "another unit")
    s, _ = play(s, EndAction("gold"))
    assert s.order == ("silver",) and s.active is None


def test_light_troops_first_turn_in_a_hex_is_free():
    s = position(unit("gold", Spec("light_foot", "none", "bows"), "0808", 0), order=("gold", "silver"))
    s, events = play(s, Turn("gold", H("0808"), 1))
    assert s.mp == 2 and "(free)" in events[0].render("en")
    s, _ = play(s, Turn("gold", H("0808"), 2))
    assert s.mp == 1  # the second turn in the same hex costs a point
    s, _ = play(s, Advance("gold", H("0808"), 2))
    assert s.active is not None  # a free first turn in the new hex is still possible
    assert s.units[0].hex == H("0909")
    s, _ = play(s, Turn("gold", H("0909"), 3))
    assert at(s, "0909").facing == 3 and s.active is None


def test_light_cavalry_four_points():
    s = position(unit("gold", Spec("light_horse", "none", "bows"), "0809", 0), order=("gold", "silver"))
    for _ in range(3):
        s, _ = play(s, Advance("gold", s.units[0].hex, 0))
    assert s.mp == 1
    s, _ = play(s, Advance("gold", s.units[0].hex, 0))
    assert s.units[0].hex == H("0805") and s.mp == 0
    # No points left, but the free first turn in the new hex is still open.
    assert {type(a).__name__ for a in RS.legal_actions(s)} == {"Turn", "EndAction"}
    s, _ = play(s, Turn("gold", H("0805"), 1))
    assert s.active is None and s.order == ("silver",)


def test_panicked_unit_may_only_rally_any_facing():
    s = position(unit("gold", FOOT, "0806", 0), order=("gold", "silver"))
    s = replace_unit(s, "0806", panicked=True)
    refused(s, Advance("gold", H("0806"), 0), "panicked")
    actions = [a for a in RS.legal_actions(s) if getattr(a, "at", None) == H("0806")]
    assert sorted(a.facing for a in actions) == [0, 1, 2, 3, 4, 5] and all(isinstance(a, Rally) for a in actions)
    s, _ = play(s, Rally("gold", H("0806"), 3))
    u = at(s, "0806")
    assert not u.panicked and u.facing == 3 and s.order == ("silver",)


def test_rally_only_for_panicked_units():
    s = position(unit("gold", FOOT, "0806", 0))
    refused(s, Rally("gold", H("0806"), 3), "only a panicked unit")


def test_no_attack_into_flank_or_rear():
    s = position(unit("gold", FOOT, "0806", 0), unit("silver", FOOT, "0906", 3))
    refused(s, Attack("gold", H("0806")), "front hex")
