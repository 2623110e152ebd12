"""The search level's evaluation of the campaign (``search_evaluate``, used by a search with
SEARCH_EVALUATION, on as shipped): what a look a few actions ahead cannot find. The incomes the
year 1200 compares count from the first month, a siege counts a share of the taxes it would turn
over, and a King is in danger from every enemy army that can reach him next month (not only those
next to him) or that besieges the stronghold he is in. The heuristic level keeps ``evaluate``
(test_evaluation_values.py holds its values)."""

from __future__ import annotations

import pytest

from lionheart_core.bots import mcts
from lionheart_core.bots.heuristic import HeuristicBot
from lionheart_core.rulesets.richard_campaign import evaluation as ev
from lionheart_core.rulesets.richard_campaign.data import game_map
from lionheart_core.rulesets.richard_campaign.world import land_neighbours, movement

from .conftest import RS, H, pos


def _castle():
    """One of Philip's castles outside Normandy (no taxes)."""
    return next(h.id for h in RS.new_game().board.holds
                if h.owner == "philip" and not game_map().holds[h.id].fortress
                and game_map().holds[h.id].province != "normandy")


def _gain(value, hid, year):
    """What taking ``hid`` gains Richard in June of ``year`` by ``value``."""
    return (value(pos(month=6, year=year, holds={hid: {"owner": "richard"}}), "richard")
            - value(pos(month=6, year=year), "richard"))


def test_the_search_evaluation_is_the_search_s_and_the_heuristic_keeps_evaluate(monkeypatch):
    """On as shipped (the campaign's ``search_tuning``: README); a run turns it off with
    ``bench/campaign.py --set SEARCH_EVALUATION=0``; the heuristic level reads ``evaluate``."""
    assert mcts.tuning_for(RS)["SEARCH_EVALUATION"] is True
    assert isinstance(mcts.SearchBot(RS, seed=1).ruleset, mcts._SearchView)
    assert HeuristicBot(RS, seed=1).ruleset is RS
    monkeypatch.setattr(mcts, "FORCED", {"SEARCH_EVALUATION"})
    assert mcts.tuning_for(RS)["SEARCH_EVALUATION"] is False
    assert mcts.SearchBot(RS, seed=1).ruleset is RS
    s = pos(month=6, year=1195, holds={"mantes": {"owner": "richard"}})
    assert RS.search_evaluate(s, "richard") != RS.evaluate(s, "richard")
    assert RS.search_evaluate(s, "richard") == pytest.approx(-RS.search_evaluate(s, "philip"))
    over = pos(phase="over", winner="richard", reason="philip_captured")
    assert RS.search_evaluate(over, "richard") == RS.evaluate(over, "richard") == 1.0


def test_a_fortress_with_taxes_taken_years_before_1200_is_worth_more_to_the_search_than_a_castle():
    """Early in the game, evaluate counts a French fortress's taxes once; the search counts them
    once more (the marginal victory compares the incomes of 1200), and a castle (no taxes) the
    same as evaluate."""
    castle = _castle()
    fortress = _gain(RS.search_evaluate, "mantes", 1195)
    assert fortress > _gain(RS.evaluate, "mantes", 1195) + 0.02
    assert fortress > _gain(RS.search_evaluate, castle, 1195) + 0.05
    assert _gain(RS.search_evaluate, castle, 1195) == pytest.approx(_gain(RS.evaluate, castle, 1195), abs=1e-9)
    # Paris gives Philip thirty ducats and Richard ten: more than Mantes
    assert _gain(RS.search_evaluate, "paris", 1195) > fortress


def test_a_siege_counts_a_share_of_the_taxes_it_would_turn_over_the_longer_it_runs():
    army = {"richard": {"hex": "2208", "knaves": 60, "knights": 10}}

    def extra(start, year=1196, month=6):
        now = month_index(year, month)
        return ev._search_extra(pos(phase="combat", month=month, year=year, leaders=army,
                                    holds={"mantes": {"siege_start": now - start, "siege_last": now}}))

    from lionheart_core.rulesets.richard_campaign.world import month_index

    none = ev._search_extra(pos(phase="combat", month=6, year=1196, leaders=army))
    assert none < extra(0) < extra(3) < extra(5)
    assert extra(5) == pytest.approx(extra(8))  # at most SIEGE_TAX_MAX of the taxes
    # no time left for it to fall before the incomes are compared
    assert extra(3, year=1200, month=11) == pytest.approx(
        ev._search_extra(pos(phase="combat", month=11, year=1200, leaders=army)))


def _hex_at(start, steps):
    """A land hex ``steps`` hexes from ``start`` (by map distance) with no stronghold."""
    holds = {s.hex for s in game_map().holds.values()}
    for h in sorted(land_neighbours(), key=lambda x: (x.q, x.r)):
        if h.distance(start) == steps and h not in holds:
            return h
    raise AssertionError(steps)


def test_the_kings_danger_counts_an_enemy_army_that_can_reach_him_next_month():
    """Philip with twelve knaves and Richard's ninety five hexes away (Richard moves nine): evaluate
    sees no danger (it looks two hexes around the King), the search does; twelve hexes away, or
    against a King whose stack is as strong, neither does."""
    king = H("2110")
    near, far = _hex_at(king, 5), _hex_at(king, 12)
    assert 2 < king.distance(near) <= movement("richard", RS.new_game().opts) < king.distance(far)

    def at(h, philip=12):
        return pos(month=6, year=1195, active="philip", leaders={"philip": {"hex": king, "knaves": philip},
                                                                 "richard": {"hex": h, "knaves": 90}})

    assert ev._summary(at(near))[1]["philip"][1] is False  # evaluate's own danger: not within 2
    # the danger to Philip counts for Richard
    assert ev._search_extra(at(near)) > ev._search_extra(at(far)) + 10
    # as strong as the army that could come: no danger to him (nor to Richard from him)
    assert ev._search_extra(at(near, philip=90)) == pytest.approx(ev._search_extra(at(far, philip=90)))
    # stronger: Richard's King is the one within reach of a stronger army (Philip moves seven)
    assert ev._search_extra(at(near, philip=120)) < ev._search_extra(at(far, philip=120)) - 5
    assert RS.search_evaluate(at(near), "philip") < RS.search_evaluate(at(far), "philip") - 0.05


def test_a_king_shut_in_a_stronghold_the_enemy_besieges_is_in_danger():
    """A surrender captures the leaders inside: Philip in Paris under Richard's siege is in danger,
    the more the longer the siege runs; evaluate counts a King inside a stronghold as safe."""
    from lionheart_core.rulesets.richard_campaign.world import month_index

    paris = game_map().holds["paris"].hex
    camp = {"richard": {"hex": paris, "knaves": 150, "knights": 30}}

    def state(months):
        now = month_index(1196, 6)
        holds = {"paris": {"siege_start": now - months, "siege_last": now}} if months is not None else {}
        return pos(phase="combat", month=6, year=1196, holds=holds,
                   leaders={**camp, "philip": {"hex": paris, "knaves": 10, "inside": True}})

    assert ev._summary(state(0))[1]["philip"] is None
    free = ev._search_extra(state(None))
    assert free < ev._search_extra(state(0)) < ev._search_extra(state(4))
