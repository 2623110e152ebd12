"""Papal truce, parley, ransom, supply, allies, the turn sequence and victory (rules 4, 6e, 8d, 8e, 8g,
9, 10, 11)."""

from __future__ import annotations

import pytest

from lionheart_core.engine import IllegalAction
from lionheart_core.rulesets.richard_campaign import (
    Answer,
    Assault,
    Buy,
    Demand,
    Done,
    Engage,
    Fight,
    Listen,
    Offer,
    Parley,
    Ransom,
    RequestTruce,
    Sally,
    Stand,
    Step,
)
from lionheart_core.rulesets.richard_campaign.world import W, in_supply, month_index, zoc_blocked

from .conftest import RS, H, hold, keys, leader, play, pos

AWAY = {"philip": {"hex": "2509"}}


# ---- papal truce -------------------------------------------------------------------------------


def test_truce_table_a_and_b():
    s = pos(phase="truce", month=6)
    s, ev = play(s, RequestTruce("richard"), dice=[2])
    assert s.board.truce_until == month_index(1194, 6) and s.board.phase == "move"
    s = pos(phase="truce", month=6)
    s, ev = play(s, RequestTruce("richard"), dice=[1, 5])
    assert s.board.truce_until == month_index(1194, 6) + 11
    s = pos(phase="truce", month=6)
    s, ev = play(s, RequestTruce("richard"), dice=[1, 3])  # until winter
    assert s.board.truce_until == month_index(1194, 11)
    s = pos(phase="truce", month=6)
    s, ev = play(s, RequestTruce("richard"), dice=[1, 6, 4])  # a year and four months
    assert s.board.truce_until == month_index(1194, 6) + 15
    s = pos(phase="truce", month=6)
    s, ev = play(s, RequestTruce("richard"), dice=[3])
    assert s.board.truce_until < month_index(1194, 6) and "truce.refused" in keys(ev)


def test_either_player_may_ask_once_a_turn():
    s = pos(phase="truce", month=6)
    s, _ = play(s, Done("richard"))
    assert s.board.active == "philip" and RequestTruce("philip") in RS.legal_actions(s)


def test_a_truce_forbids_combat_except_barons_outside_their_province():
    now = month_index(1194, 6)
    s = pos(phase="combat", truce_until=now, leaders={"mercadier": {"hex": "1808", "knaves": 40}, **AWAY})
    assert not any(isinstance(a, Assault) for a in RS.legal_actions(s))
    s = pos(phase="combat", truce_until=now,
            leaders={"mercadier": {"hex": "0119", "knaves": 40, "came_from": "0219"},
                     "au": {"hex": "0119", "knaves": 10}})
    assert not any(isinstance(a, Engage) for a in RS.legal_actions(s)) and Done("richard") in RS.legal_actions(s)
    s = pos(phase="combat", truce_until=now,
            leaders={"mercadier": {"hex": "0119", "knaves": 40, "came_from": "0219"},
                     "baron-anjou": {"hex": "0119", "knaves": 2, "side": "philip"}})
    assert Engage("richard", H("0119")) in RS.legal_actions(s)  # an Anjou baron in Brittany


def test_in_a_truce_the_english_do_not_enter_rebel_strongholds():
    now = month_index(1194, 6)
    s = pos(truce_until=now, vassals={"anjou": {"status": "rebel"}}, holds={"saumur": {"owner": "philip"}},
            leaders={"mercadier": {"hex": "1121", "knaves": 10}})
    assert Step("richard", "mercadier", H("1122")) not in RS.legal_actions(s)


# ---- parley ------------------------------------------------------------------------------------


def richard_battle(leaders=None, **kw):
    return pos(phase="combat", leaders={"richard": {"hex": "0119", "knaves": 40, "came_from": "0219"},
                                        "au": {"hex": "0119", "knaves": 10}, **(leaders or {})},
               treasury=(50, 50), **kw)


def test_a_refused_parley_is_forced_on_three_to_six():
    s = richard_battle()
    s, _ = play(s, Engage("richard", H("0119")), Stand("philip"))
    assert Parley("richard", H("0119")) in RS.legal_actions(s)
    s, ev = play(s, Parley("richard", H("0119")), Listen("philip", False), dice=[2])
    assert s.board.parley is None and s.board.battle.step == "before_a" and "parley.refused" in keys(ev)
    assert Parley("richard", H("0119")) not in RS.legal_actions(s)  # once
    s = richard_battle()
    s, ev = play(s, Engage("richard", H("0119")), Stand("philip"), Parley("richard", H("0119")),
                 Listen("philip", False), dice=[3])
    assert s.board.parley.step == "offer"


def test_an_accepted_offer_calls_off_the_combat():
    s = richard_battle()
    s, ev = play(s, Engage("richard", H("0119")), Stand("philip"), Parley("richard", H("0119")),
                 Listen("philip", True), Offer("richard", 25, None, None), Answer("philip", True))
    assert s.board.treasury == (25, 75) and s.board.battle is None and H("0119") in s.board.peace
    assert not any(isinstance(a, Engage) for a in RS.legal_actions(s))


def test_a_stronghold_of_the_province_must_be_accepted_and_hostages_pay_next_winter():
    s = richard_battle(leaders={"mercadier": {"hex": "0119", "knaves": 5}})
    s, _ = play(s, Engage("richard", H("0119")), Stand("philip"), Parley("richard", H("0119")), Listen("philip", True))
    offers = RS.legal_actions(s)
    assert Offer("richard", 0, "nantes", None) in offers  # Nantes is in Brittany, like 0119
    s2, _ = play(s, Offer("richard", 0, "nantes", None))
    assert RS.legal_actions(s2) == [Answer("philip", True)]
    s2, _ = play(s2, Answer("philip", True))
    assert hold(s2, "nantes").owner == "philip"
    s3, _ = play(s, Offer("richard", 25, None, "mercadier"), Answer("philip", True))
    assert leader(s3, "mercadier").where == "captured" and leader(s3, "mercadier").promise == 25
    # next Winter Turn the promise is paid before any purchase
    w = W(s3)
    w.set(phase="redeploy", active="philip", month=12, year=1195)
    s4 = type(s3)(s3.opts, 1, 0, w.board())
    s4, ev = play(s4, Done("philip"))
    assert leader(s4, "mercadier").where == "map" and "hostage.paid" in keys(ev)


def test_a_king_in_a_stronghold_may_parley_before_an_assault():
    s = pos(phase="combat", leaders={"mercadier": {"hex": "1808", "knaves": 40, "came_from": "1807"},
                                     "philip": {"hex": "1808", "knaves": 2, "inside": True}})
    assert leader(s, "philip").inside
    s, _ = play(s, Engage("richard", H("1808")), Sally("philip", False))  # Philip stays inside
    s, _ = play(s, Assault("richard", H("1808")))
    assert s.board.pending.kind == "parley_chance" and RS.to_move(s) == ("philip",)
    s, ev = play(s, Stand("philip"), dice=[1])
    assert "assault" in keys(ev)


# ---- capture and ransom -----------------------------------------------------------------------


def test_ransom_of_fifty_and_the_demand_of_twenty():
    s = pos(leaders={"au": {"where": "captured", "hex": None}}, active="philip", treasury=(50, 60))
    s, ev = play(s, Ransom("philip", "au"))
    assert s.board.treasury == (100, 10) and leader(s, "au").where == "map"
    s = pos(leaders={"au": {"where": "captured", "hex": None}}, treasury=(50, 60))
    s, ev = play(s, Demand("richard", "au"))
    assert s.board.treasury == (70, 40) and leader(s, "au").hex == leader(s, "philip").hex
    s = pos(leaders={"au": {"where": "captured", "hex": None}}, treasury=(50, 10))
    assert Demand("richard", "au") not in RS.legal_actions(s)  # only if the other side has the money


# ---- supply ------------------------------------------------------------------------------------


def test_supply_five_hexes_to_a_fortress_and_zones_of_control():
    s = pos()
    w = W(s)
    assert in_supply(w, "richard", H("1805"))  # next to Rouen
    blocked = zoc_blocked(w, "richard")
    assert H("2207") in blocked and H("2107") in blocked  # around French Gisors (a fortress: two hexes)
    assert H("2106") not in blocked  # negated by Richard's castle at Lyons-la-Foret
    assert H("1804") not in blocked  # Rouen's own hex
    # a besieged stronghold exerts no zone of control
    before = zoc_blocked(W(pos()), "richard")
    s = pos(leaders={"mercadier": {"hex": "2324", "knaves": 40}})  # besieging Issoudun
    after = zoc_blocked(W(s), "richard")
    assert after < before and H("2324") not in after


def test_out_of_supply_half_strength_then_attrition_vassals_exempt():
    far = {"mercadier": {"hex": "0119", "knaves": 40, "unsupplied": 2}, "au": {"hex": "0119", "knaves": 10}}
    s = pos(phase="combat", leaders={**far, "au": {"hex": "2509", "knaves": 0}}, holds={"nantes": {"owner": "philip"},
                                                                                   "rennes": {"owner": "philip"}})
    assert not in_supply(W(s), "richard", H("0119"))
    s, ev = play(s, Done("richard"))
    assert leader(s, "mercadier").unsupplied == 3 and leader(s, "mercadier").knaves == 36
    assert "supply.attrition" in keys(ev)
    # at half strength 40 knaves make two attacks, not four
    s = pos(phase="combat", leaders={**far, "mercadier": {"hex": "0119", "knaves": 40, "unsupplied": 2,
                                                          "came_from": "0219"}})
    s, _ = play(s, Engage("richard", H("0119")), Stand("philip"), Stand("richard"))
    s, ev = play(s, Fight("richard", "A", None, "knave"), dice=[1, 1])
    s = pos(phase="combat", active="philip", leaders={"baron-anjou": {"hex": "0119", "knaves": 2, "side": "philip"},
                                                      "philip": {"hex": "2509"}})
    s, ev = play(s, Done("philip"))
    assert "supply.out" not in keys(ev)


def test_the_siege_train_supplies_troops_with_its_supplies():
    s = pos(phase="combat", leaders={"mercadier": {"hex": "0119", "knaves": 40, "knights": 5}},
            holds={"nantes": {"owner": "philip"}, "rennes": {"owner": "philip"}},
            trains={"richard": {"hex": "0119", "supplies": 7}})
    s, ev = play(s, Done("richard"))
    assert leader(s, "mercadier").unsupplied == 0 and s.board.trains[0].supplies == 7 - 5  # 40/10 + 5/5
    s = pos(trains={"richard": {"hex": "0119"}}, holds={"nantes": {"owner": "philip"}, "rennes": {"owner": "philip"}})
    assert not any(isinstance(a, Buy) and a.item == "supplies" for a in RS.legal_actions(s))
    s = pos(trains={"richard": {"hex": "1805"}})
    s, _ = play(s, Buy("richard", "supplies", 10, "train"))
    assert s.board.trains[0].supplies == 10 and s.board.treasury[0] == 40


# ---- allies ------------------------------------------------------------------------------------


def test_allies_join_switch_and_leave():
    s = pos(phase="purchase", active="philip", month=12, year=1195, vassals={"baldwin": {"infl_philip": 5}},
            leaders={"richard": {"knaves": 100}})
    dice = [3] * 15
    s, ev = play(s, Done("philip"), dice=dice)
    assert leader(s, "baldwin").side == "philip" and leader(s, "baldwin").hex == H("1833")
    assert leader(s, "baldwin").knaves == 25
    dice[14] = 6  # Sancho: 6 is above his 5: neutral in a Winter Turn, and gone for good
    s = pos(phase="purchase", active="philip", month=12, year=1196)
    s, ev = play(s, Done("philip"), dice=dice)
    assert leader(s, "sancho").where == "absent" and {v.id: v.gone for v in s.board.vassals}["sancho"]
    # Raymond, with Richard, goes over to Philip: Richard deducts half of Raymond's 15
    s = pos(phase="purchase", active="philip", month=12, year=1195,
            vassals={"raymond": {"status": "richard", "infl_philip": 4}},
            leaders={"raymond": {"hex": "1804", "knaves": 15, "side": "richard"}, "richard": {"knaves": 100}})
    dice = [3] * 15
    dice[13] = 3  # 3 + 4 - 1 = 6 >= 5
    s, ev = play(s, Done("philip"), dice=dice)
    assert leader(s, "raymond").side == "philip" and "ally.switches" in keys(ev)
    assert leader(s, "richard").knaves == 100 - 7 + 15


# ---- the turn and the end ------------------------------------------------------------------------


def test_the_month_passes_english_then_french_then_winter():
    s = pos(phase="combat", active="philip", month=11, year=1194, leaders={"philip": {"hex": "2509"}})
    s, ev = play(s, Done("philip"))
    b = s.board
    assert (b.month, b.year, b.phase, b.active) == (12, 1195, "redeploy", "richard")
    assert b.richard_number == 16 and b.forced_left == (2, 1)


def test_capturing_a_king_ends_the_game():
    s = pos(leaders={"philip": {"hex": "0403", "knaves": 0}})
    s, ev = play(s, Step("richard", "richard", H("0403")))
    assert s.board.phase == "over" and s.board.winner == "richard"
    assert RS.result(s).winners == ("richard",)
    with pytest.raises(IllegalAction):
        RS.apply(s, Done("richard"))


def test_all_of_normandy_before_the_movement_phase_wins():
    holds = {h: {"owner": "richard"} for h in ("nonancourt", "evreux", "ivry", "pacy-sur-eure", "vernon", "gaillon",
                                               "le-vaudreuil", "gisors", "gournay-en-bray", "aumale", "dieppe")}
    s = pos(phase="combat", active="philip", holds=holds, leaders={"philip": {"hex": "2509"}, "au": {"hex": "2509"}})
    s, ev = play(s, Done("philip"))  # the next month: the truce phase, then Richard's movement
    s, ev = play(s, Done("richard"), Done("philip"))
    assert s.board.winner == "richard" and s.board.reason == "normandy_richard"


def test_the_year_1200_ends_with_a_marginal_victory_by_income():
    s = pos(phase="combat", active="philip", month=11, year=1199, leaders={"philip": {"hex": "2509"}})
    s, ev = play(s, Done("philip"))
    assert s.board.phase == "over" and s.board.winner == "philip" and s.board.reason == "income_philip"
    assert "final.income" in keys(ev)


def test_the_year_1200_compares_the_income_from_the_map_without_the_countries_taxes():
    # Richard holds Paris, Gisors and Dieppe: from the map Richard 4 + 2 Norman fortresses x 12,
    # Touraine 3 x 5, Paris 10 = 97 against Philip's 13 fortresses x 5 and Loches 5 = 70; with
    # England's 60 and France's 100 from the PLT it would be 157 against 170.
    holds = {h: {"owner": "richard"} for h in ("paris", "gisors", "dieppe")}
    s = pos(phase="combat", active="philip", month=11, year=1199, holds=holds, leaders={"philip": {"hex": "2509"}})
    w = W(s)
    assert (RS.income(w, "richard"), RS.income(w, "philip")) == (157, 170)
    assert (RS.income(w, "richard", countries=False), RS.income(w, "philip", countries=False)) == (97, 70)
    s, ev = play(s, Done("philip"))
    assert s.board.phase == "over" and s.board.winner == "richard" and s.board.reason == "income_richard"
    final = next(e for e in ev if getattr(e, "key", None) == "final.income")
    assert (final.args["richard"], final.args["philip"]) == (97, 70)


# ---- notation ----------------------------------------------------------------------------------


def test_position_text_round_trips_and_observations_hide_the_dice():
    s = richard_battle()
    s, _ = play(s, Engage("richard", H("0119")))
    text = RS.to_text(s)
    assert RS.to_text(RS.from_text(text)) == text
    assert RS.dump(RS.from_text(text)) == RS.dump(s)
    obs = RS.observe(s, "philip")
    assert obs.seed is None and RS.to_text(obs).split()[3] == "?"
    assert RS.from_text(RS.to_text(obs)).seed is None


def test_no_parley_without_a_combat_to_call_off():
    # Philip before Richard's Vernueil, in his own combat phase: nothing to parley about
    s = pos(phase="combat", active="philip", leaders={"philip": {"knaves": 50}})
    assert not any(isinstance(a, Parley) for a in RS.legal_actions(s))
