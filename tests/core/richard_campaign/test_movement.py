"""Movement (rules 7a-7c, Terrain Effects Table)."""

from __future__ import annotations

import pytest

from lionheart_core.engine import IllegalAction
from lionheart_core.rulesets.richard_campaign import Done, Follow, ForcedMarch, Redeploy, Step

from .conftest import RS, H, keys, leader, play, pos


def test_road_costs_half_a_movement_point():
    s = pos()
    s, _ = play(s, Step("richard", "richard", H("0403")))
    assert leader(s, "richard").mp == 18 - 1


def test_clear_costs_one_and_forest_three():
    s = pos(leaders={"mercadier": {"hex": "0119", "knaves": 10}})
    s, _ = play(s, Step("richard", "mercadier", H("0120")))
    assert leader(s, "mercadier").mp == 12 - 6  # forest: 3 MP
    s = pos(leaders={"mercadier": {"hex": "0120", "knaves": 10}})
    s, _ = play(s, Step("richard", "mercadier", H("0119")))
    assert leader(s, "mercadier").mp == 12 - 2  # clear: 1 MP


def test_a_river_hexside_adds_two_and_a_bridge_nothing():
    s = pos(leaders={"mercadier": {"hex": "0122", "knaves": 10}})
    s, _ = play(s, Step("richard", "mercadier", H("0222")))
    assert leader(s, "mercadier").mp == 12 - 6 and leader(s, "mercadier").crossed
    s = pos(leaders={"mercadier": {"hex": "1322", "knaves": 10}})
    s, _ = play(s, Step("richard", "mercadier", H("1222")))  # errata bridge over the Vienne
    assert leader(s, "mercadier").mp == 12 - 2


def test_sea_is_prohibited_and_the_refusal_says_why():
    s = pos()
    with pytest.raises(IllegalAction) as err:
        RS.apply(s, Step("richard", "richard", H("0504")))
    assert "land" in str(err.value.reason)


def test_not_more_than_the_movement_left():
    s = pos(leaders={"mercadier": {"hex": "0119", "knaves": 10, "mp": 4}})
    assert Step("richard", "mercadier", H("0120")) not in RS.legal_actions(s)


def test_entering_an_enemy_force_or_stronghold_halts():
    s = pos(leaders={"mercadier": {"hex": "0403", "knaves": 10}, "au": {"hex": "0304", "knaves": 10}})
    s, ev = play(s, Step("richard", "mercadier", H("0304")))
    assert leader(s, "mercadier").mp == 0 and "step.halt" in keys(ev)
    s = pos(leaders={"john": {"hex": "2106", "knaves": 10}})
    s, ev = play(s, Step("richard", "john", H("2206")))  # French Gisors
    assert leader(s, "john").mp == 0


def test_a_leader_without_troops_is_captured_and_a_lone_train_destroyed():
    s = pos(leaders={"au": {"hex": "0403", "knaves": 0}}, trains={"philip": {"hex": "0403"}})
    s, ev = play(s, Step("richard", "richard", H("0403")))
    assert leader(s, "au").where == "captured"
    assert s.board.trains[1].hex is None
    assert "capture.alone" in keys(ev) and "train.destroyed" in keys(ev)


def test_leaders_move_with_the_king_and_stop_when_he_stops():
    s = pos(leaders={"mercadier": {"knaves": 10}})
    s, _ = play(s, Follow("richard", "mercadier"), Step("richard", "richard", H("0403")))
    assert leader(s, "mercadier").hex == H("0403") and leader(s, "mercadier").mp == 0
    assert Step("richard", "mercadier", H("0304")) not in RS.legal_actions(s)


def test_forced_march_adds_the_table_points_richard_twice_philip_once_a_year():
    s = pos(leaders={"richard": {"mp": 0}})
    s, ev = play(s, ForcedMarch("richard"), dice=[6])
    assert leader(s, "richard").mp == 12 and s.board.forced_left == (1, 1)
    assert ForcedMarch("richard") not in RS.legal_actions(s)  # once per phase
    s = pos(active="philip", forced_left=(2, 1), leaders={"philip": {"mp": 0}})
    s, _ = play(s, ForcedMarch("philip"), dice=[3])
    assert leader(s, "philip").mp == 2 and s.board.forced_left == (2, 0)
    s = pos(active="philip", forced_left=(2, 0))
    assert ForcedMarch("philip") not in RS.legal_actions(s)
    s = pos(leaders={"richard": {"mp": 0}})
    s, _ = play(s, ForcedMarch("richard"), dice=[2])
    assert leader(s, "richard").mp == 0  # a roll of 1 or 2 gives nothing


def test_a_king_stopped_by_an_enemy_force_cannot_force_march_out_of_its_hex():
    s = pos(leaders={"au": {"hex": "0403", "knaves": 20}})
    assert ForcedMarch("richard") in RS.legal_actions(s)
    s, ev = play(s, Step("richard", "richard", H("0403")))
    assert "step.halt" in keys(ev) and leader(s, "richard").mp == 0
    assert ForcedMarch("richard") not in RS.legal_actions(s)
    # a King who begins his movement in a hex with an enemy force may still force march
    s = pos(leaders={"richard": {"hex": "0403"}, "au": {"hex": "0403", "knaves": 20}})
    assert ForcedMarch("richard") in RS.legal_actions(s)


def test_after_a_forced_march_only_the_king_moves():
    s = pos(leaders={"mercadier": {"knaves": 10}, "richard": {"mp": 0}})
    s, _ = play(s, ForcedMarch("richard"), dice=[5])
    assert not any(isinstance(a, Step) and a.piece == "mercadier" for a in RS.legal_actions(s))


def test_redeployment_keeps_each_side_out_of_hostile_lands():
    s = pos(phase="redeploy", month=12, year=1195, leaders={"richard": {"mp": 1}, "philip": {"hex": "2308"}})
    acts = RS.legal_actions(s)
    targets = {a.to for a in acts if isinstance(a, Redeploy) and a.piece == "richard"}
    assert H("0221") in targets  # Nantes, far away but on English ground
    assert H("2509") not in targets  # Paris: Philip's domain
    s, _ = play(s, Redeploy("richard", "richard", H("0221")), Done("richard"))
    assert leader(s, "richard").hex == H("0221")
    acts = RS.legal_actions(s)
    french = {a.to for a in acts if isinstance(a, Redeploy) and a.piece == "philip"}
    assert H("2509") in french and H("0221") not in french
    s = pos(phase="redeploy", active="philip", month=12, year=1195, leaders={"philip": {"mp": 1}})
    assert not any(isinstance(a, Redeploy) and a.piece == "philip" for a in RS.legal_actions(s))  # in Normandy


def test_a_leader_who_has_moved_may_still_join_the_king():
    s = pos(leaders={"mercadier": {"hex": "0403", "knaves": 10, "mp": 0}, "richard": {"hex": "0304"}})
    s, _ = play(s, Step("richard", "richard", H("0403")))
    assert Follow("richard", "mercadier") in RS.legal_actions(s)
    s, _ = play(s, Follow("richard", "mercadier"), Step("richard", "richard", H("0404")))
    assert leader(s, "mercadier").hex == H("0404")
