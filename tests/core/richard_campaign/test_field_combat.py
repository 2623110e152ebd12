"""Open field combat, retreats, pursuit and capture (rules 8a, 8f, 8g, 8h; Field Combat Table)."""

from __future__ import annotations

from lionheart_core.rulesets.richard_campaign import (
    Assault,
    Done,
    Engage,
    Fight,
    Retreat,
    Sally,
    Siege,
    Stand,
)
from lionheart_core.rulesets.richard_campaign.combat import (
    attacks,
    casualties,
    field_result,
    knight_strength,
)

from .conftest import RS, H, keys, leader, play, pos


def battle(att=None, dfn=None, hex_="0119", came_from="0219", active="richard", **kw):
    """John (bonus 0) attacks the Count of Au (bonus 0) in the open, unless told otherwise."""
    leaders = {"john": {"hex": hex_, "knaves": 12, "came_from": came_from}, "au": {"hex": hex_, "knaves": 10}}
    if active == "philip":
        leaders = {"au": {"hex": hex_, "knaves": 10, "came_from": came_from}, "john": {"hex": hex_, "knaves": 12}}
    for lid, spec in (att or {}).items():
        leaders.setdefault(lid, {}).update(spec)
    for lid, spec in (dfn or {}).items():
        leaders.setdefault(lid, {}).update(spec)
    return pos(phase="combat", active=active, leaders=leaders, **kw)


def to_round(s, att="richard", dfn="philip"):
    s, _ = play(s, Engage(att, s.board.leaders[0].hex if False else _hex(s, att)), Stand(dfn), Stand(att))
    return s


def _hex(s, side):
    return next(x.hex for x in s.board.leaders if x.side == side and x.where == "map" and x.came_from is not None)


def test_attack_counting_worked_examples():
    assert attacks(12) == (1, 2)  # 12 knaves: 1.2 knave attacks
    assert attacks(knight_strength(6, forest=False)) == (1, 8)  # 6 knights: 1.8 knight attacks
    assert attacks(knight_strength(6, forest=True)) == (0, 6)  # in woods at their s.p.
    assert casualties(3, None) == 3  # a full attack: .3 is 3 casualties
    assert casualties(3, 2) == 1  # 2 s.p. x .3 = 0.6 -> 1
    assert casualties(3, 5) == 2  # 1.5 rounds up
    assert casualties(3, 1) == 0  # 0.3 rounds down


def test_table_rows_and_the_errata_row():
    assert field_result("knight_vs_knave", "B", 1) == 0 and field_result("knight_vs_knave", "B", 2) == 2
    assert field_result("knave_vs_knave", "A", 8) == 4 and field_result("knave_vs_knave", "A", 0) == 0
    assert field_result("knave_vs_knight", "C", 5) == 1 and field_result("knave_vs_knight", "A", 9) == 3


def test_a_round_with_partial_knave_attacks():
    s = to_round(battle())
    assert s.board.battle.step == "fight1" and s.board.battle.actor == "richard"
    # John: 12 knaves = a full attack and a partial one of 2 s.p.; rolls 6, 6 on row A (.3)
    s, ev = play(s, Fight("richard", "A", None, "knave"), dice=[6, 6])
    # the Count: 10 knaves, one full attack, roll 6 on row B (.3)
    s, ev = play(s, Fight("philip", "B", None, "knave"), dice=[6])
    assert leader(s, "au").knaves == 10 - 4
    assert leader(s, "john").knaves == 12 - 3
    assert s.board.battle.step == "between_d"


def test_knights_attack_at_three_times_and_the_combat_bonus():
    s = to_round(battle(att={"marshal": {"hex": "0119", "knights": 6, "came_from": "0219"}}))
    # John's 12 knaves (rolls 1, 1: nothing), Marshal's 6 knights = 1.8 attacks at +2: rolls 4, 4 -> column 6, .6
    s, ev = play(s, Fight("richard", "A", "A", "knave"), Fight("philip", "A", None, "knave"), dice=[1, 1, 4, 4, 1])
    assert leader(s, "au").knaves == 10 - min(10, 6 + 5)


def test_crossing_a_river_costs_the_attacker_one():
    s = battle(hex_="0222", came_from="0122", att={"john": {"crossed": True}})
    s, _ = play(s, Engage("richard", H("0222")), Stand("philip"), Stand("richard"))
    s, _ = play(s, Fight("richard", "B", None, "knave"), Fight("philip", "A", None, "knave"), dice=[6, 1, 1])
    assert leader(s, "au").knaves == 10 - 2  # roll 6 - 1 on row B: .2


def test_knights_in_woods_fight_at_their_strength_points():
    s = battle(hex_="0120", came_from="0119", att={"john": {"knaves": 0, "knights": 6}})
    s, _ = play(s, Engage("richard", H("0120")), Stand("philip"), Stand("richard"))
    s, _ = play(s, Fight("richard", None, "A", "knave"), Fight("philip", "A", None, "knight"), dice=[6, 1])
    assert leader(s, "au").knaves == 10 - 4  # 6 s.p. x .6 = 3.6 -> 4


def test_after_two_rounds_the_side_with_more_casualties_must_retreat_without_pursuit():
    s = to_round(battle(trains={"richard": {"hex": "0119"}}))
    s, _ = play(s, Fight("richard", "A", None, "knave"), Fight("philip", "A", None, "knave"), dice=[1, 1, 6])
    s, _ = play(s, Stand("philip"), Stand("richard"))
    # John has 9 knaves left: a single partial attack
    s, _ = play(s, Fight("richard", "A", None, "knave"), Fight("philip", "A", None, "knave"), dice=[1, 6])
    bt = s.board.battle
    assert bt.step == "forced" and bt.actor == "richard" and bt.losses_a == 6 and bt.losses_d == 0
    # the attacker came from 0219 and must go back there
    assert [a for a in RS.legal_actions(s)] == [Retreat("richard", H("0219"))]
    s, ev = play(s, Retreat("richard", H("0219")))
    assert leader(s, "john").hex == H("0219") and s.board.battle is None
    assert s.board.trains[0].hex == H("0219")  # a forced retreat takes the siege train along


def test_the_defender_retreats_away_from_the_attackers_entry():
    s = battle()
    s, _ = play(s, Engage("richard", H("0119")))
    # the hex opposite 0219 is 0018, off the map: of the two hexes beside it only 0118 is on the map
    assert set(RS.legal_actions(s)) == {Stand("philip"), Retreat("philip", H("0118"))}


def test_retreat_before_combat_suffers_pursuit_and_capture_rolls():
    s = battle(att={"john": {"knaves": 0, "knights": 8}}, dfn={"au": {"knaves": 10, "knights": 1}},
               trains={"philip": {"hex": "0119"}})
    s, _ = play(s, Engage("richard", H("0119")), Retreat("philip", H("0118")))
    assert s.board.battle.step == "pursuit"
    # 8 knights x 9 = 72: 7 full attacks and a partial of 2; then 7 extra knights -> 6 capture dice
    s, ev = play(s, Fight("richard", None, "A", "knave"), dice=[1] * 8 + [1, 2, 3, 4, 5, 6])
    assert leader(s, "au").where == "captured"
    assert "capture.pursuit" in keys(ev) and "train.left" in keys(ev)
    assert s.board.trains[1].hex is None


def test_a_king_is_captured_only_after_his_other_leaders():
    s = battle(att={"john": {"knaves": 0, "knights": 8}},
               dfn={"au": {"knaves": 5}, "philip": {"hex": "0119", "knaves": 5}})
    s, _ = play(s, Engage("richard", H("0119")), Retreat("philip", H("0118")))
    # Au rolls first and escapes: Philip is not rolled for
    s, ev = play(s, Fight("richard", None, "A", "knave"), dice=[1] * 8 + [1, 1, 1, 1, 1, 1])
    assert leader(s, "philip").where == "map" and leader(s, "au").where == "map"
    assert leader(s, "philip").hex == H("0118")


def test_no_retreat_path_means_elimination_and_capture():
    # Philip's army lands on Richard at Barfleur from 0403: the sea is all around
    s = pos(phase="combat", active="philip",
            leaders={"philip": {"hex": "0503", "knaves": 50, "came_from": "0403"}, "richard": {"knaves": 5}})
    s, _ = play(s, Engage("philip", H("0503")), Stand("richard"), Stand("philip"))
    s, _ = play(s, Fight("philip", "A", None, "knave"), Fight("richard", "A", None, "knave"), dice=[6] * 5 + [1])
    assert leader(s, "richard").knaves == 0 or s.board.phase == "over"
    assert s.board.phase == "over" and s.board.winner == "philip"


def test_a_defender_in_a_stronghold_may_stay_inside():
    s = pos(phase="combat", leaders={"mercadier": {"hex": "2206", "knaves": 20, "came_from": "2106"},
                                     "au": {"hex": "2206", "knaves": 10}})
    assert leader(s, "au").inside
    s, ev = play(s, Engage("richard", H("2206")))
    assert s.board.battle.step == "sally"
    s, ev = play(s, Sally("philip", False))
    assert s.board.battle is None and "battle.stay" in keys(ev)


def test_an_enemy_in_its_stronghold_chooses_to_come_out_before_any_assault_siege_or_end():
    # Richard outside Evreux, where the Count of Au sits with 20 knaves: before Richard may assault,
    # besiege or end his combat phase, the Count chooses whether to come out and fight.
    s = pos(phase="combat", leaders={"richard": {"hex": "1808", "knaves": 60, "came_from": "1807"},
                                     "au": {"hex": "1808", "knaves": 20}, "philip": {"hex": "2509"}},
            trains={"richard": {"hex": "1808"}})
    acts = RS.legal_actions(s)
    assert Engage("richard", H("1808")) in acts
    assert not any(isinstance(a, (Assault, Siege, Done)) for a in acts)
    assert RS.describe(s, Engage("richard", H("1808"))).render("en").startswith("Let the enemy in the stronghold")
    # he comes out: a battle in the English phase, so Richard makes his death roll
    s, ev = play(s, Engage("richard", H("1808")), Sally("philip", True), Stand("philip"), Stand("richard"),
                 dice=[1, 1])
    assert "battle.sally" in keys(ev) and "death_roll" in keys(ev) and s.board.richard_number == 14
    # he stays inside: then the assault and the siege may come
    s = pos(phase="combat", leaders={"richard": {"hex": "1808", "knaves": 60, "came_from": "1807"},
                                     "au": {"hex": "1808", "knaves": 20}, "philip": {"hex": "2509"}},
            trains={"richard": {"hex": "1808"}})
    s, ev = play(s, Engage("richard", H("1808")), Sally("philip", False))
    acts = RS.legal_actions(s)
    assert Assault("richard", H("1808")) in acts and Done("richard") in acts


def test_richards_death_roll_once_a_turn_in_the_english_phase_only():
    s = battle(att={"richard": {"hex": "0119", "knaves": 40, "came_from": "0219"}})
    s, ev = play(s, Engage("richard", H("0119")), Stand("philip"), Stand("richard"), dice=[6, 6])
    assert s.board.richard_number == 14 and s.board.death_rolled and "death_roll" in keys(ev)
    s = battle(active="philip", dfn={"richard": {"hex": "0119", "knaves": 40}})
    s, ev = play(s, Engage("philip", H("0119")), Stand("richard"), Stand("philip"))
    assert "death_roll" not in keys(ev) and s.board.richard_number == 15


def test_richard_dies_when_the_two_dice_exceed_his_number():
    s = battle(att={"richard": {"hex": "0119", "knaves": 40, "came_from": "0219"}}, richard_number=8)
    s, ev = play(s, Engage("richard", H("0119")), Stand("philip"), Stand("richard"), dice=[5, 4])
    assert s.board.phase == "over" and s.board.winner == "philip" and s.board.reason == "richard_died"
    assert s.board.richard_number == 8  # never below eight


def test_a_battle_can_be_handed_out_and_its_result_taken_back():
    s = to_round(battle())
    forces = RS.battle_forces(s)
    assert forces["attacker"] == "richard" and forces["hex"] == "0119" and not forces["woods"]
    assert forces["sides"]["richard"] == [{"leader": "john", "knaves": 12, "knights": 0, "bonus": 0,
                                           "crossed": False, "half": False}]
    s = RS.battle_result(s, {"richard": (2, 0), "philip": (7, 0)}, loser="philip")
    assert leader(s, "au").knaves == 3 and leader(s, "john").knaves == 10
    assert s.board.battle.step == "forced" and RS.to_move(s) == ("philip",)
    s, _ = play(s, Retreat("philip", H("0118")))
    assert s.board.battle is None and leader(s, "au").hex == H("0118")
    assert RS.battle_forces(s) is None


def test_zones_show_the_retreat_hexes_of_a_battle():
    s = battle()
    s, _ = play(s, Engage("richard", H("0119")))
    zones = {z.kind: z for z in RS.zones(s, H("0119"))}
    assert zones["retreat.philip"].cells == frozenset({H("0118")})
