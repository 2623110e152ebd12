"""Army building (secret, with a budget), the reveal, the leadership roll and the action order."""

import dataclasses
from fractions import Fraction

import pytest

from lionheart_core.engine import IllegalAction
from lionheart_core.rulesets.lionheart_hex import (
    Buy,
    Deploy,
    Dismiss,
    EndAction,
    GoFirst,
    Options,
    Promise,
    Ready,
    Spec,
    StandardArmy,
    Withdraw,
)
from lionheart_core.rulesets.lionheart_hex.tables import action_order

from .conftest import RS, H, play, position, refused, texts

KING = Spec("king_horse", "heavy", "spears", leadership=2)


def built(side="gold"):
    """A new game in which ``side`` bought a King and a knight stand and deployed both."""
    s = RS.new_game(Options(), 1)
    s, _ = play(s, Buy(side, KING))
    s, _ = play(s, Buy(side, Spec("horse", "heavy", "spears")))
    king, knights = [u.uid for u in s.units if u.owner == side]
    row = "11" if side == "gold" else "01"
    s, _ = play(s, Deploy(side, king, H("08" + row)))
    s, _ = play(s, Deploy(side, knights, H("07" + row)))
    return s


def test_build_is_secret_and_simultaneous():
    s = built("gold")
    assert RS.to_move(s) == ("gold", "silver")
    seen = RS.observe(s, "silver")
    assert not [u for u in seen.units if u.owner == "gold"] and seen.hidden == ("gold",)
    assert len([u for u in RS.observe(s, "gold").units if u.owner == "gold"]) == 2
    _, events = play(s, Buy("gold", Spec("foot")))
    assert RS.events_for(s, events, "silver") == [] and RS.events_for(s, events, "gold")


def test_king_first_and_only_one():
    s = RS.new_game(Options(), 1)
    refused(s, Buy("gold", Spec("foot")), "King first")
    s, _ = play(s, Buy("gold", KING))
    refused(s, Buy("gold", KING), "exactly one King")


def test_budget_limits_what_can_be_bought():
    s = RS.new_game(Options(budget=30), 1)
    s, _ = play(s, Buy("gold", KING))  # 26 of 30
    assert RS.unspent(s, "gold") == 4
    refused(s, Buy("gold", Spec("foot", weapon="spears", shields=True)), "costs 5 points and you have 4")
    s, _ = play(s, Buy("gold", Spec("foot")))
    assert RS.unspent(s, "gold") == 0
    assert not [a for a in RS.legal_actions(s, "gold") if isinstance(a, Buy)]


def test_dismiss_refunds_and_withdraw_returns_to_reserve():
    s = built()
    knights = next(u for u in s.units if u.spec.cls == "horse")
    s, _ = play(s, Withdraw("gold", knights.hex))
    assert next(u for u in s.units if u.uid == knights.uid).hex is None
    before = RS.unspent(s, "gold")
    s, _ = play(s, Dismiss("gold", knights.uid))
    assert RS.unspent(s, "gold") == before + 20


def test_deployment_rows_and_king_in_back_row():
    s = RS.new_game(Options(), 1)
    s, _ = play(s, Buy("gold", KING))
    king = s.units[0].uid
    refused(s, Deploy("gold", king, H("0810")), "deploy")  # the front row is not for the King
    refused(s, Deploy("gold", king, H("0809")), "deploy")  # not a deployment row
    s, _ = play(s, Buy("gold", Spec("foot")))
    s, _ = play(s, Deploy("gold", s.units[1].uid, H("0810")))
    assert s.units[1].hex == H("0810") and s.units[1].facing == 0  # facing the enemy edge


def test_ready_needs_a_deployed_army():
    s = RS.new_game(Options(), 1)
    refused(s, Ready("gold"), "needs its King")
    s, _ = play(s, Buy("gold", KING))
    refused(s, Ready("gold"), "needs an army")
    s, _ = play(s, Buy("gold", Spec("foot")))
    refused(s, Ready("gold"), "deploy every unit")


def test_mercenary_promise_is_secret_and_counted():
    s = built()
    merc = Spec("foot", "none", "spears", True, mercenary=True)  # 5 regular: 1.25 now, promise >= 2
    s, _ = play(s, Buy("gold", merc))
    u = s.units[-1]
    assert u.promise == 2
    assert RS.unspent(s, "gold") == 100 - 26 - 20 - Fraction(5, 4) - 2
    refused(s, Promise("gold", u.uid, 1), "at least 2")
    s, events = play(s, Promise("gold", u.uid, 9))
    assert RS.unspent(s, "gold") == 100 - 46 - Fraction(5, 4) - 9
    assert RS.events_for(s, events, "silver") == []


def test_standard_army_and_reveal_rolls_leadership():
    s = RS.new_game(Options(army="standard"), 1)
    assert len(s.units) == 20 and all(u.hex is not None for u in s.units)
    s, _ = play(s, Ready("gold"))
    assert RS.observe(s, "gold").hidden == ("silver",)
    # Both Kings have leadership 2: two dice each. Gold 4 (2 axes), Silver 1 (arrow, panic): 3 actions.
    s, events = play(s, Ready("silver"), ["axe", "axe", "arrow", "panic"])
    assert s.phase == "play" and s.turn == 1 and s.roll == (4, 1)
    assert s.order == ("gold", "gold", "silver", "gold")
    assert any(e.reveal for e in events)
    assert "order: Gold, Gold, Silver, Gold" in texts(events)[-1]


def test_standard_army_replaces_a_built_one():
    s = built()
    s, _ = play(s, StandardArmy("gold"))
    assert len([u for u in s.units if u.owner == "gold"]) == 10


# ---- leadership --------------------------------------------------------------------------------

def test_order_table_for_every_difference():
    assert action_order("H", "L", 2) == ("H", "L", "H")
    assert action_order("H", "L", 3) == ("H", "H", "L", "H")
    assert action_order("H", "L", 4) == ("H", "H", "L", "H", "H")
    assert action_order("H", "L", 5) == ("H", "H", "H", "L", "H", "H")
    # Six actions: column 5 and the bonus action right after the low roller's.
    assert action_order("H", "L", 6) == ("H", "H", "H", "L", "H", "H", "H")


def _end_turn(s, rolls):
    """End every action left this turn; the last end rolls leadership with ``rolls``."""
    while len(s.order) > 1:
        s, _ = play(s, EndAction(s.order[0]))
    return play(s, EndAction(s.order[0]), rolls)


def test_tie_means_nothing_happens():
    s = position(order=("gold",))
    # Tie 2-2 (turn 2: nothing), then gold 4 silver 0 (turn 3).
    s, events = _end_turn(s, ["axe", "panic", "arrow", "arrow", "axe", "axe", "panic", "panic"])
    assert s.turn == 3 and s.order == action_order("gold", "silver", 4)
    assert "A tie: nothing happens" in texts(events)[-2]


def test_difference_of_one_high_roller_chooses():
    s = position(order=("gold",))
    s, _ = _end_turn(s, ["arrow", "panic", "axe", "panic"])  # gold 1, silver 2
    assert s.phase == "choose" and RS.to_move(s) == ("silver",)
    refused(s, GoFirst("gold", "gold"), "not gold's turn|not Gold's turn")
    s2, _ = play(s, GoFirst("silver", "gold"))
    assert s2.phase == "play" and s2.order == ("gold", "silver")
    s3, _ = play(s, GoFirst("silver", "silver"))
    assert s3.order == ("silver", "gold")


def test_leadership_dice_equal_the_kings_rating():
    s = position(order=("gold",))
    s = dataclasses.replace(s, units=tuple(
        dataclasses.replace(u, spec=dataclasses.replace(u.spec, leadership=3)) if u.spec.leadership and u.owner == "gold"
        else dataclasses.replace(u, spec=dataclasses.replace(u.spec, leadership=1)) if u.spec.leadership else u
        for u in s.units))
    # Gold rolls three dice (6), silver one (0): six actions with the bonus.
    s, _ = _end_turn(s, ["axe", "axe", "axe", "panic"])
    assert s.roll == (6, 0) and s.order == action_order("gold", "silver", 6)


def test_not_your_action():
    s = position(order=("silver", "gold"))
    with pytest.raises(IllegalAction, match="not Gold's turn"):
        RS.apply(s, EndAction("gold"))
