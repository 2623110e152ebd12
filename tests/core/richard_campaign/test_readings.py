"""The readings chosen where the rulebook is open (docs/rules-notes.md, "richard-campaign")."""

from __future__ import annotations

from lionheart_core.rulesets.richard_campaign import Done, Engage, Fight, Options, Stand, Step
from lionheart_core.rulesets.richard_campaign.world import step_cost

from .conftest import RS, H, hold, keys, leader, play, pos


def test_count_of_au_moves_four_or_five_by_option():
    assert pos(active="philip").board.leaders[5].mp == 8
    s = pos(active="philip", opts=Options(au_movement=5))
    assert leader(s, "au").mp == 10


def test_road_bridges_only_by_option():
    # the Mayenne at Angers: a road crosses the river hexside 0818/0819 without a printed bridge
    assert step_cost(H("0818"), H("0819"), False) == 1 + 4
    assert step_cost(H("0818"), H("0819"), True) == 1


def test_a_leader_without_troops_does_not_walk_into_an_enemy_army():
    s = pos(leaders={"marshal": {"hex": "0403"}, "au": {"hex": "0404", "knaves": 10}})
    assert Step("richard", "marshal", H("0404")) not in RS.legal_actions(s)
    # into his own castle he may go: he is inside, the enemy outside
    s = pos(leaders={"marshal": {"hex": "0403"}, "au": {"hex": "0304", "knaves": 10}})
    assert Step("richard", "marshal", H("0304")) in RS.legal_actions(s)


def test_equal_casualties_after_two_rounds_mean_no_retreat():
    s = pos(phase="combat", leaders={"john": {"hex": "0119", "knaves": 10, "came_from": "0219"},
                                     "au": {"hex": "0119", "knaves": 10}})
    s, _ = play(s, Engage("richard", H("0119")), Stand("philip"), Stand("richard"))
    s, _ = play(s, Fight("richard", "A", None, "knave"), Fight("philip", "A", None, "knave"), dice=[6, 6])
    s, _ = play(s, Stand("philip"), Stand("richard"))
    s, ev = play(s, Fight("richard", "A", None, "knave"), Fight("philip", "A", None, "knave"), dice=[1, 1])
    assert s.board.battle is None and "battle.even" in keys(ev)
    # Both stay: in the French phase of the same month the battle must be fought again.
    s, _ = play(s, Done("richard"), Done("philip"))
    assert (s.board.phase, s.board.active) == ("combat", "philip")
    acts = RS.legal_actions(s)
    assert Engage("philip", H("0119")) in acts and Done("philip") not in acts
    assert leader(s, "john").hex == H("0119") and leader(s, "au").hex == H("0119")


def test_a_rebel_province_is_reconquered_at_the_winter_turn():
    s = pos(phase="combat", active="philip", month=11, vassals={"anjou": {"status": "rebel"}},
            leaders={"philip": {"hex": "2509"}})
    s, ev = play(s, Done("philip"))
    v = {x.id: x for x in s.board.vassals}["anjou"]
    assert v.reconquered and v.status == "neutral" and "reconquered" in keys(ev)


def test_rebellion_returns_its_strongholds_when_it_ends():
    s = pos(phase="purchase", active="philip", month=12, year=1195, vassals={"maine": {"infl_philip": 2}})
    dice = [3] * 15
    dice[6] = 6  # Maine: 6 + 2 = 8: rebels
    s, ev = play(s, Done("philip"), dice=dice)
    assert hold(s, "le-mans").owner == "philip" and hold(s, "le-mans").rebel
    assert leader(s, "baron-maine").hex == H("1316")
    w = __import__("lionheart_core.rulesets.richard_campaign.world", fromlist=["W"]).W(s)
    RS._vassal_change(w, "maine", "rebel", "neutral")
    assert w.holds["le-mans"].owner == "richard" and w.leaders["baron-maine"].where == "absent"


def test_a_relief_force_that_comes_through_both_rounds_enters_its_stronghold():
    # The Count of Au relieves Philip's castle at 2206, where John stands outside; two even rounds.
    s = pos(phase="combat", active="philip", leaders={"au": {"hex": "2206", "knaves": 10, "came_from": "2106", "inside": False},
                                                      "john": {"hex": "2206", "knaves": 10}})
    assert not leader(s, "au").inside  # he arrived while an enemy force stood outside
    s, _ = play(s, Engage("philip", H("2206")), Stand("richard"), Stand("philip"))
    s, _ = play(s, Fight("philip", "A", None, "knave"), Fight("richard", "A", None, "knave"), dice=[6, 6])
    assert not leader(s, "au").inside  # not between the rounds
    s, _ = play(s, Stand("richard"), Stand("philip"))
    s, ev = play(s, Fight("philip", "A", None, "knave"), Fight("richard", "A", None, "knave"), dice=[1, 1])
    assert s.board.battle is None and "battle.even" in keys(ev)
    assert leader(s, "au").inside and not leader(s, "john").inside
