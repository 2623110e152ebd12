"""Assaults, sieges, safe conduct, ruins and rebuilding (rules 8b, 8c; Assault and Siege Tables)."""

from __future__ import annotations

import pytest

from lionheart_core.engine import IllegalAction
from lionheart_core.rulesets.richard_campaign import (
    Assault,
    Done,
    Engage,
    Rebuild,
    Restore,
    SafeConduct,
    Sally,
    Siege,
)
from lionheart_core.rulesets.richard_campaign.combat import assault_odds, siege_column, siege_result
from lionheart_core.rulesets.richard_campaign.world import month_index

from .conftest import RS, H, hold, keys, leader, play, pos

AWAY = {"philip": {"hex": "2509"}}  # Philip in Paris, out of Normandy


def at_evreux(knaves=40, **kw):
    leaders = {"mercadier": {"hex": "1808", "knaves": knaves, "came_from": "1807"}, **AWAY}
    leaders.update(kw.pop("leaders", {}))
    return pos(phase="combat", leaders=leaders, **kw)


def test_odds_are_rounded_for_the_defender_and_never_below_one_to_one():
    assert assault_odds(19, 10) == 1 and assault_odds(9, 10) == 0 and assault_odds(70, 10) == 6
    s = at_evreux(knaves=9)  # Evreux: 5 intrinsic, doubled: 10
    assert not any(isinstance(a, Assault) for a in RS.legal_actions(s))
    s = at_evreux(knaves=19)
    assert Assault("richard", H("1808")) in RS.legal_actions(s)


def test_assault_on_a_castle_with_the_siege_train_shifts_a_column_and_takes_it():
    s = at_evreux(trains={"richard": {"hex": "1808"}}, leaders={"au": {"hex": "1808", "knaves": 0}})
    # 40 against 10: 4-1, and the train against a castle makes it 5-1; Mercadier adds 1: roll 5 -> 6
    s, ev = play(s, Assault("richard", H("1808")), dice=[5])
    assert hold(s, "evreux").owner == "richard"
    assert leader(s, "mercadier").knaves == 38  # 2/E
    assert leader(s, "au").where == "captured"
    assert s.board.pending.kind == "restore"
    # a castle taken by storm must be restored: no ruin while it can be paid
    assert Restore("richard", "ruin") not in RS.legal_actions(s)
    s, _ = play(s, Restore("richard", "ducats"))
    assert hold(s, "evreux").intrinsic == 5 and s.board.treasury[0] == 45


def test_assault_results_reduce_garrison_then_intrinsic_strength():
    s = at_evreux(holds={"evreux": {"knaves": 3}})  # (5 + 3) x 2 = 16: 40 is 2-1
    s, ev = play(s, Assault("richard", H("1808")), dice=[1])  # 1 + 1 = 2 at 2-1: 3/0
    assert leader(s, "mercadier").knaves == 37 and hold(s, "evreux").knaves == 3
    s = at_evreux(holds={"evreux": {"knaves": 3}})
    s, ev = play(s, Assault("richard", H("1808")), dice=[4])  # 4 + 1 = 5 at 2-1: 3/3
    assert hold(s, "evreux").knaves == 0 and hold(s, "evreux").owner == "philip"


def test_a_fortress_needs_a_siege_train_and_is_tripled():
    s = pos(phase="combat", leaders={"mercadier": {"hex": "2206", "knaves": 45, "came_from": "2106"}, **AWAY})
    assert not any(isinstance(a, Assault) for a in RS.legal_actions(s))
    s = pos(phase="combat", leaders={"mercadier": {"hex": "2206", "knaves": 45, "came_from": "2106"}, **AWAY},
            trains={"richard": {"hex": "2206"}})
    assert RS._assault_odds(__import__("lionheart_core.rulesets.richard_campaign.world", fromlist=["W"]).view(s),
                            hold(s, "gisors"), "richard") == 3  # 45 against 15, no shift for a fortress


def test_the_defending_leaders_bonus_is_subtracted():
    # Philip assaults Richard's Rouen, held by the Marshal (bonus 2)
    s = pos(phase="combat", active="philip",
            leaders={"philip": {"hex": "1804", "knaves": 80, "came_from": "1904"}, "john": {"hex": "1904"},
                     "marshal": {"hex": "1804", "knaves": 5, "inside": True}}, trains={"philip": {"hex": "1804"}})
    assert leader(s, "marshal").inside
    s, _ = play(s, Engage("philip", H("1804")), Sally("richard", False))  # the Marshal stays inside
    s, ev = play(s, Assault("philip", H("1804")), dice=[6])  # 80 vs (5+5+0)x3 = 30: 2-1; 6 - 2 = 4: 3/2
    assert leader(s, "philip").knaves == 77 and leader(s, "marshal").knaves == 3


def test_siege_months_count_the_winter():
    assert siege_column(0) == 0 and siege_column(1) == 0 and siege_column(3) == 1 and siege_column(6) == 3
    assert siege_result(0, 5) == "SS" and siege_result(2, 6) == "S" and siege_result(4, 2) == "H1"
    start = month_index(1194, 10)
    s = at_evreux(month=3, year=1195, holds={"evreux": {"siege_start": start, "siege_last": month_index(1194, 11),
                                                         "knaves": 3}})
    s, ev = play(s, Siege("richard", H("1808")), dice=[1])  # 5 months: 1 + 1 (neutral, no French army) = 2: H1
    assert hold(s, "evreux").knaves == 2
    assert "siege" in keys(ev)


def test_siege_needs_more_than_the_strongholds_strength_and_a_gap_breaks_it():
    s = at_evreux(knaves=8, holds={"evreux": {"knaves": 3}})
    assert not any(isinstance(a, Siege) for a in RS.legal_actions(s))
    now = month_index(1194, 6)
    s = at_evreux(holds={"evreux": {"siege_start": now - 3, "siege_last": now - 2}})
    s, _ = play(s, Siege("richard", H("1808")), dice=[3])  # broken last month: 0 months again, 3 + 1: H1
    assert hold(s, "evreux").siege_start == now


def test_siege_modifiers_fortress_king_and_friendly_army():
    now = month_index(1194, 6)
    s = pos(phase="combat", leaders={"richard": {"hex": "2206", "knaves": 100, "came_from": "2106"},
                                     "au": {"hex": "2204", "knaves": 5}},
            holds={"gisors": {"siege_start": now - 2, "siege_last": now - 1}}, death_rolled=True)
    # fortress -2, French army in Normandy -1, King besieging +1: roll 6 -> 4 at 2-3 months: H1
    s, ev = play(s, Siege("richard", H("2206")), dice=[6])
    assert hold(s, "gisors").owner == "philip" and hold(s, "gisors").intrinsic == 4


def test_ss_with_safe_conduct_then_restore_or_ruin():
    s = at_evreux(leaders={"au": {"hex": "1808", "knaves": 4}})
    assert leader(s, "au").inside
    s, _ = play(s, Engage("richard", H("1808")), Sally("philip", False))  # Au stays inside
    s, ev = play(s, Siege("richard", H("1808")), dice=[4])  # 4 + 1 at 0 months: SS
    assert s.board.pending.kind == "safe_conduct"
    s, ev = play(s, SafeConduct("richard", True))
    assert hold(s, "evreux").owner == "richard" and hold(s, "evreux").intrinsic == 0
    au = leader(s, "au")
    dest = RS.grid().label(au.hex)
    assert au.where == "map" and au.inside and dest == "2010"  # Dreux, the nearest French fortress
    s, ev = play(s, Restore("richard", "ruin"))
    assert hold(s, "evreux").ruined and "ruin" in keys(ev)
    # either side may rebuild a ruin with a leader there: five ducats or five strength points
    assert Rebuild("richard", "evreux", "troops") in RS.legal_actions(s)
    s, _ = play(s, Rebuild("richard", "evreux", "troops"))
    assert not hold(s, "evreux").ruined and leader(s, "mercadier").knaves == 35


def test_ss_defenders_join_the_nearest_leader_when_he_is_nearer_than_a_fortress():
    # Philip stands next to Evreux (1807), nearer than Dreux: Au goes to him, and the five
    # intrinsic points join Philip's army as knaves.
    s = at_evreux(leaders={"au": {"hex": "1808", "knaves": 4}, "philip": {"hex": "1807", "knaves": 50}})
    assert H("1807").distance(H("1808")) < H("2010").distance(H("1808"))
    s, _ = play(s, Engage("richard", H("1808")), Sally("philip", False))
    s, ev = play(s, Siege("richard", H("1808")), dice=[6])  # 6 - 1 (a French army in the province) at 0 months: SS
    assert s.board.pending.kind == "safe_conduct"
    s, ev = play(s, SafeConduct("richard", True))
    au, philip = leader(s, "au"), leader(s, "philip")
    assert au.where == "map" and au.hex == H("1807") and au.knaves == 4
    assert philip.knaves == 55 and hold(s, "evreux").owner == "richard"
    assert not any(e.key.startswith("capture") for e in ev)


def test_denying_safe_conduct_continues_the_siege():
    s = at_evreux()
    s, _ = play(s, Siege("richard", H("1808")), dice=[4], )
    s, ev = play(s, SafeConduct("richard", False))
    assert hold(s, "evreux").owner == "philip" and hold(s, "evreux").siege_last >= 0


def test_s_removes_the_troops_captures_the_leaders_and_keeps_the_intrinsic_strength():
    now = month_index(1194, 6)
    s = at_evreux(holds={"evreux": {"siege_start": now - 2, "siege_last": now - 1, "knaves": 2}},
                  leaders={"au": {"hex": "1808", "knaves": 3}})
    s, _ = play(s, Engage("richard", H("1808")), Sally("philip", False))
    s, ev = play(s, Siege("richard", H("1808")), dice=[5])  # 5 + 1 at 2 months: S
    assert hold(s, "evreux").owner == "richard" and hold(s, "evreux").intrinsic == 5
    assert hold(s, "evreux").knaves == 0 and leader(s, "au").where == "captured"
    assert s.board.pending is None
    s, _ = play(s, Done("richard"))


def _three_combats():
    # Richard's combat phase: the Marshal in Richard's Rouen with the Count of Au outside (a sortie
    # Richard may make or not), Mercadier outside Evreux and John outside Ivry (both castles of Philip).
    return at_evreux(leaders={"marshal": {"hex": "1804", "knaves": 30, "inside": True},
                              "au": {"hex": "1804", "knaves": 10},
                              "john": {"hex": "2009", "knaves": 40, "came_from": "2008"}})


def test_a_phases_combats_come_in_order_field_combats_then_assaults_then_sieges():
    s = _three_combats()
    acts = RS.legal_actions(s)
    assert {Engage("richard", H("1804")), Assault("richard", H("1808")), Assault("richard", H("2009")),
            Siege("richard", H("1808")), Siege("richard", H("2009")), Done("richard")} <= set(acts)
    # a sortie is a field combat: it may come first
    s1, ev = play(s, Engage("richard", H("1804")))
    assert s1.board.battle is not None and s1.board.battle.hex == H("1804")

    # after an assault: no sortie any more (its reason given, the state unchanged), more assaults and sieges
    s2, _ = play(s, Assault("richard", H("2009")), dice=[1])
    acts = RS.legal_actions(s2)
    assert not any(isinstance(a, Engage) for a in acts)
    assert Assault("richard", H("1808")) in acts and Siege("richard", H("1808")) in acts
    with pytest.raises(IllegalAction) as refused:
        RS.apply(s2, Engage("richard", H("1804")))
    assert refused.value.reason.startswith("Battles in the open come before assaults and sieges")

    # after a siege has been rolled: no sortie and no assault, only the other sieges
    s3, _ = play(s, Siege("richard", H("1808")), dice=[1])
    acts = RS.legal_actions(s3)
    assert not any(isinstance(a, (Engage, Assault)) for a in acts)
    assert Siege("richard", H("2009")) in acts and Done("richard") in acts
    with pytest.raises(IllegalAction) as refused:
        RS.apply(s3, Assault("richard", H("2009")))
    assert refused.value.reason.startswith("Assaults come before sieges")
    assert RS.legal_actions(s3) == acts
