"""Mercenaries (secret promises, outbidding, the accounts, settlement after the battle) and victory."""

import dataclasses
from fractions import Fraction

from lionheart_core.rulesets.lionheart_hex import Attack, Bid, EndAction, Options, Spec

from .conftest import RS, H, at, play, position, refused, texts, unit

A, R, P = "axe", "arrow", "panic"
MERC = Spec("foot", "none", "spears", True, mercenary=True)  # 5 regular: 1.25 now
KING = Spec("king_horse", "heavy", "spears", leadership=2)


def battle(merc_at="0806", promise=4, **kw):
    """Silver owns a mercenary unit; gold's King on 0809, silver's on 0801."""
    s = position(unit("gold", KING, "0809", 0), unit("silver", KING, "0801", 3),
                 unit("silver", MERC, merc_at, 3, promise=promise), order=("gold", "silver"), **kw)
    return s


def test_bid_only_when_closer_to_the_enemy_king():
    s = battle("0806")  # 3 from the gold King, 5 from its own
    bids = [a for a in RS.legal_actions(s) if isinstance(a, Bid)]
    assert bids and {a.target for a in bids} == {H("0806")}
    s = battle("0804")  # 3 from its own King, 5 from gold's
    assert not [a for a in RS.legal_actions(s) if isinstance(a, Bid)]
    refused(s, Bid("gold", H("0804"), 5), "closer to your King")


def test_a_higher_bid_buys_the_unit_and_moves_what_is_owed():
    s = battle(promise=4)
    silver_before = RS.unspent(s, "silver")
    s2, events = play(s, Bid("gold", H("0806"), 5))
    merc = at(s2, "0806")
    assert merc.owner == "gold" and merc.promise == 5 and merc.buyer == "silver"
    assert RS.unspent(s2, "silver") == silver_before + 4  # owed points become unspent
    assert RS.unspent(s2, "gold") == RS.unspent(s, "gold") - 5
    assert "change sides" in texts(events)[0] and s2.order == ("silver",)  # the bid used the action


def test_a_bid_not_above_the_promise_fails_and_the_promise_stays_secret():
    s = battle(promise=4)
    s2, events = play(s, Bid("gold", H("0806"), 4))
    assert at(s2, "0806").owner == "silver" and "stay loyal" in texts(events)[0]
    assert "4 points" not in " ".join(t for t in texts(events) if "loyal" not in t)
    seen = RS.observe(s2, "gold")
    assert next(u for u in seen.units if u.spec.mercenary).promise is None
    assert next(u for u in RS.observe(s2, "silver").units if u.spec.mercenary).promise == 4


def test_bids_need_unspent_points():
    # Gold spent 26 (King) + 5 (spare infantry) of a 32 budget: 1 point left.
    s = battle(opts=Options(budget=32))
    assert RS.unspent(s, "gold") == 1
    assert [a.amount for a in RS.legal_actions(s) if isinstance(a, Bid)] == [1]
    refused(s, Bid("gold", H("0806"), 2), "1 to 1 unspent points")


def test_unspent_points_count_the_promises():
    s = battle(promise=4)
    assert RS.unspent(s, "silver") == 100 - 26 - 5 - Fraction(5, 4) - 4


def test_killing_the_king_wins_and_mercenaries_are_paid_after_the_battle():
    king = dataclasses.replace(KING, armour="none", cls="king_foot")
    s = position(unit("gold", Spec("horse", "none", "sidearms"), "0806", 0), unit("silver", king, "0805", 3),
                 unit("silver", MERC, "1205", 3, promise=3), order=("gold", "silver"))
    # 4 axes on the King on foot (2 figures, no save unarmoured): eliminated. The King rolled 3
    # dice (spears against sidearms); the cavalry's morale test (2 dice) still follows.
    s2, events = play(s, Attack("gold", H("0806")), [A, A, A, A] + [R, R, R] + [A, A])
    assert s2.phase == "over" and s2.outcome.winners == ("gold",)
    assert "has fallen" in s2.outcome.reason
    assert dict(s2.settlement) == {"gold": 0, "silver": 3}
    assert any(e.key == "settle" and e.reveal for e in events)


def test_a_king_left_alone_loses():
    s = position(unit("gold", Spec("horse", "none", "sidearms"), "0806", 0), unit("silver", FOOT_PLAIN, "0805", 3),
                 unit("silver", KING, "1201", 3), reserves=False)
    s = dataclasses.replace(s, units=s.units + (dataclasses.replace(s.units[0], uid=5, spec=KING, figures=1,
                                                                      hex=H("0111")),))
    s2, _ = play(s, Attack("gold", H("0806")), [A, A, A, A] + [R, R, R, R] + [A, A])
    assert s2.phase == "over" and s2.outcome.winners == ("gold",) and "stands alone" in s2.outcome.reason


FOOT_PLAIN = Spec("foot", "none", "sidearms")


def test_turn_limit_ends_in_a_draw():
    s = position(order=("gold",), opts=Options(turn_limit=1))
    s2, _ = play(s, EndAction("gold"))
    assert s2.phase == "over" and s2.outcome.winners == () and "turn limit" in s2.outcome.reason


def test_army_list_for_the_printed_sheet():
    s = battle(promise=4)
    sheet = RS.army_list(s, "silver")
    assert sheet["spent"] == "32.25" and sheet["owed"] == 4 and sheet["unspent"] == "63.75"
    merc = next(r for r in sheet["rows"] if r["mercenary"])
    assert merc["promise"] == 4 and merc["cost"] == "1.25" and merc["where"] == "0806"
    assert "mercenaries" in merc["unit"].render("en")
    hidden = RS.army_list(RS.observe(s, "gold"), "silver")
    assert hidden["owed"] is None and hidden["unspent"] is None
    assert next(r for r in hidden["rows"] if r["mercenary"])["promise"] is None
