"""Purchases, upkeep, taxes, diplomacy and vassals (rules 3b, 5, 6a-6e; Cost Table and PLT)."""

from __future__ import annotations

from lionheart_core.rulesets.richard_campaign import Buy, Done, Overtax, PlaceSaucy, Transfer
from lionheart_core.rulesets.richard_campaign.world import W

from .conftest import RS, H, hold, keys, leader, play, pos

NO_CHANGE = [3] * 15  # loyalty dice for the twelve vassals and three allies


def test_the_150_knaves_and_50_knights_record_fills_richards_200():
    s = pos(phase="purchase", leaders={"richard": {"knaves": 150, "knights": 50}}, treasury=(500, 50))
    acts = RS.legal_actions(s)
    assert not any(isinstance(a, Buy) and a.target == "richard" for a in acts)
    s = pos(phase="purchase", leaders={"richard": {"knaves": 150, "knights": 40}}, treasury=(500, 50))
    s, _ = play(s, Buy("richard", "knight", 10, "richard"))
    assert leader(s, "richard").troops == 200 and s.board.treasury[0] == 450


def test_costs_of_the_cost_table():
    s = pos(phase="purchase", treasury=(200, 50))
    s, _ = play(s, Buy("richard", "knave", 10, "rouen"), Buy("richard", "knight", 1, "richard"),
                Buy("richard", "influence", 1, "maine"))
    assert s.board.treasury[0] == 200 - 10 - 5 - 1
    assert hold(s, "rouen").knaves == 10


def test_influence_is_capped_by_the_plt():
    s = pos(phase="purchase", treasury=(50, 50), vassals={"angoumois": {"infl_richard": 1}})
    assert Buy("richard", "influence", 1, "angoumois") not in RS.legal_actions(s)  # Richard's maximum: 1
    assert Buy("richard", "influence", 1, "marche") in RS.legal_actions(s)
    assert not any(isinstance(a, Buy) and a.target == "sancho" for a in RS.legal_actions(s))  # 0/0


def test_only_one_siege_train_and_the_saucy_fortress_next_winter():
    s = pos(phase="purchase", treasury=(200, 50))
    assert not any(isinstance(a, Buy) and a.item == "train" for a in RS.legal_actions(s))
    s = pos(phase="purchase", treasury=(200, 50), trains={"richard": {"hex": None}})
    assert Buy("richard", "train", 1, "rouen") in RS.legal_actions(s)
    s, _ = play(s, Buy("richard", "saucy", 1, "-"))
    assert s.board.saucy_bought == 1195 and s.board.treasury[0] == 125


def test_troops_shift_between_leaders_and_strongholds_but_never_back_in_one_phase():
    s = pos(leaders={"john": {"knaves": 10}})  # John in Rouen
    s, ev = play(s, Transfer("richard", H("1804"), "john", "hold", "knave", 10))
    assert hold(s, "rouen").knaves == 10 and leader(s, "john").knaves == 0
    assert Transfer("richard", H("1804"), "hold", "john", "knave", 10) not in RS.legal_actions(s)


def test_no_troops_may_be_transferred_from_a_vassal():
    s = pos(active="philip", leaders={"baron-anjou": {"hex": "0819", "knaves": 2, "side": "philip"},
                                      "au": {"hex": "0819", "knaves": 0}})
    assert not any(isinstance(a, Transfer) and a.frm == "baron-anjou" for a in RS.legal_actions(s))


def test_loyalty_rolls_support_rebellion_and_neutrality():
    s = RS.new_game()
    s, _ = play(s, Done("richard"), Buy("philip", "influence", 1, "angoumois"),
                Buy("philip", "influence", 1, "angoumois"), Done("philip"), dice=NO_CHANGE)
    b = s.board
    status = {v.id: v.status for v in b.vassals}
    assert status["angoumois"] == "rebel"  # 3 + 2 = 5: Philip's number
    assert status["normandy"] == "richard" and status["saintonge"] == "richard"  # 3 <= 3
    assert status["anjou"] == "neutral"
    assert status["sancho"] == "richard" and leader(s, "sancho").hex == H("1633")
    assert leader(s, "baron-angoumois").hex == H("1233") and leader(s, "baron-angoumois").knaves == 10
    assert hold(s, "angouleme").owner == "philip" and hold(s, "cognac").owner == "philip"
    assert leader(s, "richard").knaves == 40 + 10 + 5  # Normandy's and Saintonge's initial troops
    assert b.phase == "truce" and b.month == 5


def test_a_vassal_that_stops_supporting_costs_half_its_troops():
    s = pos(phase="purchase", active="philip", month=12, year=1195, vassals={"brittany": {"status": "richard"}},
            leaders={"richard": {"knaves": 100}})
    dice = [3] * 15
    dice[4] = 6  # Brittany: 6 - 1 (it supported Richard) = 5: neutral
    s, ev = play(s, Done("philip"), dice=dice)
    assert {v.id: v.status for v in s.board.vassals}["brittany"] == "neutral"
    assert leader(s, "richard").knaves == 100 - 2 + 10 + 5  # loses 5 // 2, gains Normandy and Saintonge


def test_reconquered_provinces_and_provinces_held_by_one_side_do_not_rebel():
    s = pos(phase="purchase", active="philip", month=12, year=1195,
            vassals={"anjou": {"reconquered": True, "infl_philip": 2}, "maine": {"infl_philip": 2},
                     "berry": {"weak": True, "infl_philip": 2}},
            leaders={"mercadier": {"hex": "1316", "knaves": 10}})
    s, _ = play(s, Done("philip"), dice=[3, 6, 3, 6, 3, 3, 6, 3, 3, 3, 3, 3, 3, 3, 3])
    status = {v.id: v.status for v in s.board.vassals}
    assert status["anjou"] == "neutral"  # 6 + 2 = 8 >= 7 would rebel, but Anjou was reconquered
    assert status["berry"] == "neutral"  # its baron lost more than half his troops
    assert status["maine"] == "neutral"  # 6 + 2 = 8 would rebel, but only Richard's leader is in Maine


def test_winter_taxes_of_countries_fortresses_normandy_and_touraine():
    s = pos()
    w = W(s)
    # Richard: England 60, Normandy Rouen, Caen, Falaise, Vernueil 4 x 12, Touraine 3 x 5
    assert RS.income(w, "richard", vassals=False) == 60 + 48 + 15
    # Philip: France 100, Paris 30, 13 other fortresses x 5, Gisors and Dieppe 2 x 12, Loches 5
    assert RS.income(w, "philip", vassals=False) == 100 + 30 + 65 + 24 + 5
    w.hupd("paris", owner="richard")
    assert RS.income(w, "richard", vassals=False) == 60 + 48 + 15 + 10


def test_loyal_vassal_taxes_overtaxing_and_unopposed_enemies():
    s = pos(phase="vassal_tax", month=12, year=1195,
            vassals={"poitou": {"status": "richard"}, "angoumois": {"status": "richard"},
                     "limousin": {"status": "richard", "no_tax": "richard"}},
            leaders={"au": {"hex": "1327", "knaves": 5}}, treasury=(0, 0))
    assert Overtax("richard", "angoumois") in RS.legal_actions(s)
    s, ev = play(s, Overtax("richard", "angoumois"), Done("richard"))
    # Angoumois overtaxed: 15; Poitou has the Count unopposed in it: nothing; Limousin was overtaxed last year
    assert s.board.treasury[0] == 15


def test_upkeep_half_a_ducat_a_knave_four_a_knight_and_the_shortfall():
    s = pos(phase="redeploy", active="philip", month=12, year=1195, treasury=(200, 0),
            leaders={"richard": {"knaves": 41, "knights": 10}, "philip": {"hex": "2509", "knaves": 0}})
    s, ev = play(s, Done("philip"))
    # Richard: taxes 123, then upkeep 21 + 40
    assert s.board.treasury[0] == 200 + 123 - 61
    s = pos(phase="redeploy", active="philip", month=12, year=1195, treasury=(-123, 0),
            leaders={"richard": {"knaves": 40, "knights": 10}, "philip": {"hex": "2509", "knaves": 0}})
    s, ev = play(s, Done("philip"))
    assert "upkeep.short" in keys(ev) and leader(s, "richard").knights == 0 and "richard" in s.board.broke
    assert not any(isinstance(a, Buy) and a.item in ("knave", "knight") for a in RS.legal_actions(s))


def test_upkeep_counts_the_troops_bought_for_an_ally_but_not_his_own_contingent():
    # Baldwin (25 knaves of his own) leads 30 knaves and 2 knights for Richard: the 5 knaves and 2
    # knights beyond his contingent are Richard's to keep.
    s = pos(phase="redeploy", active="philip", month=12, year=1195, treasury=(200, 0),
            vassals={"baldwin": {"status": "richard"}},
            leaders={"richard": {"knaves": 41, "knights": 10}, "philip": {"hex": "2509", "knaves": 0},
                     "baldwin": {"hex": "0403", "side": "richard", "knaves": 30, "knights": 2}})
    s, ev = play(s, Done("philip"))
    # knaves 41 + 5: 23 ducats; knights 10 + 2: 48
    assert s.board.treasury[0] == 200 + 123 - 23 - 48
    s = pos(phase="redeploy", active="philip", month=12, year=1195, treasury=(200, 0),
            vassals={"baldwin": {"status": "richard"}},
            leaders={"richard": {"knaves": 41, "knights": 10}, "philip": {"hex": "2509", "knaves": 0},
                     "baldwin": {"hex": "0403", "side": "richard", "knaves": 25}})
    s, ev = play(s, Done("philip"))
    assert s.board.treasury[0] == 200 + 123 - 61  # his own 25 cost Richard nothing


def test_the_saucy_fortress_is_placed_at_the_end_of_the_next_winter():
    s = pos(phase="vassal_tax", active="philip", month=12, year=1195, saucy_bought=1195)
    s, _ = play(s, Done("philip"))
    assert s.board.pending.kind == "saucy"
    s, ev = play(s, PlaceSaucy("richard", H("2006")))
    assert s.board.saucy_hex == H("2006") and hold(s, "saucy").owner == "richard"
    assert s.board.month == 3
    w = W(s)
    assert RS.income(w, "richard", vassals=False) == 60 + 5 * 12 + 15


MAINE = ("le-mans", "mayenne", "laval", "sainte-suzanne", "fresnay-sur-sarthe", "beaumont-sur-sarthe",
         "la-ferte-bernard", "chateau-du-loir")
ANGOUMOIS = ("angouleme", "cognac", "jarnac", "la-rochefoucauld", "chateauneuf-sur-charente", "ruffec")


def test_a_rebellion_that_ends_gives_back_its_own_provinces_strongholds_only():
    holds = {h: {"owner": "philip", "rebel": True} for h in (*MAINE, *ANGOUMOIS)}
    s = pos(phase="purchase", active="philip", month=12, year=1195, holds=holds,
            vassals={"maine": {"status": "rebel"}, "angoumois": {"status": "rebel"}})
    # the loyalty rolls in the PLT's order: Angoumois 6 (+1 as a rebel: rebels again), Maine 3
    # (+1: 4, neutral), every other vassal 4 (neutral), Baldwin and Raymond 4, Sancho 6 (neutral)
    dice = [6, 4, 4, 4, 4, 4, 3, 4, 4, 4, 4, 4, 4, 4, 6]
    s, _ = play(s, Done("philip"), dice=dice)
    status = {v.id: v.status for v in s.board.vassals}
    assert status["maine"] == "neutral" and status["angoumois"] == "rebel"
    assert all(hold(s, h).owner == "richard" and not hold(s, h).rebel for h in MAINE)
    assert all(hold(s, h).owner == "philip" and hold(s, h).rebel for h in ANGOUMOIS)


def test_the_year_1200_withholds_the_tax_of_a_vassal_overtaxed_last_winter():
    # Poitou supports Richard (20 a year). Overtaxed in the winter of 1199: nothing in 1200.
    s = pos(phase="combat", active="philip", month=11, year=1199, leaders={"philip": {"hex": "2509"}},
            vassals={"poitou": {"status": "richard", "overtaxed": "richard"}})
    s, ev = play(s, Done("philip"))
    final = next(e for e in ev if e.key == "final.income")
    assert final.args["richard"] == 48 + 15
    # Overtaxed the winter before (1198) but not in 1199: it pays again in 1200.
    s = pos(phase="combat", active="philip", month=11, year=1199, leaders={"philip": {"hex": "2509"}},
            vassals={"poitou": {"status": "richard", "no_tax": "richard"}})
    s, ev = play(s, Done("philip"))
    final = next(e for e in ev if e.key == "final.income")
    assert final.args["richard"] == 48 + 15 + 20


def test_the_year_1200_counts_a_province_reconquered_as_a_winter_would():
    # Angoumois rebels (10 a year to Philip), but Richard holds all its strongholds and no French
    # leader stands in it: a Winter Turn would find it reconquered, so it pays Philip nothing.
    s = pos(phase="combat", active="philip", month=11, year=1199, leaders={"philip": {"hex": "2509"}},
            vassals={"angoumois": {"status": "rebel"}})
    s, ev = play(s, Done("philip"))
    final = next(e for e in ev if e.key == "final.income")
    assert "reconquered" in keys(ev) and final.args["philip"] == 30 + 65 + 24 + 5
    # With one of its strongholds still French it is not reconquered, and pays.
    s = pos(phase="combat", active="philip", month=11, year=1199, leaders={"philip": {"hex": "2509"}},
            vassals={"angoumois": {"status": "rebel"}}, holds={"angouleme": {"owner": "philip", "rebel": True}})
    s, ev = play(s, Done("philip"))
    final = next(e for e in ev if e.key == "final.income")
    assert "reconquered" not in keys(ev) and final.args["philip"] == 30 + 65 + 24 + 5 + 10
