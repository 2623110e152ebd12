"""The 1997 evaluation gives no credit to the side about to start its turn (issue 13): a search
compares lines that stop at different points of a turn, and a jump in value at every turn boundary
led it to lines that stop where the searcher is next to move."""

from __future__ import annotations

import dataclasses

import pytest

from lionheart_core.grids.square import parse
from lionheart_core.rulesets.lionheart_1997 import evaluation
from lionheart_core.rulesets.lionheart_1997.model import State, Unit
from lionheart_core.rulesets.lionheart_1997.rules import Options


def _state(*specs, player="gold", actions_left=2, attacked=frozenset()):
    units, counters = [], {"gold": 0, "silver": 100}
    for owner, kind, figures, sq, facing in specs:
        units.append(Unit(counters[owner], owner, kind, figures, parse(sq), facing))
        counters[owner] += 1
    return State(opts=Options(), seed=1, dice_pos=0, phase="play", units=tuple(units),
                 setup_done=("gold", "silver"), player=player, actions_left=actions_left,
                 attacked=frozenset(attacked))


# Both sides have attacks ready: Gold's Knights face the Silver Infantry, whose Archers cover
# Gold's Infantry; a Gold Archer has the Silver Knights in its zone.
CONTACT = (("gold", "king", 1, "A1", "N"), ("gold", "knight", 2, "E5", "E"),
           ("gold", "infantry", 4, "C6", "N"), ("gold", "archer", 3, "G4", "N"),
           ("silver", "king", 1, "J10", "S"), ("silver", "infantry", 4, "F5", "W"),
           ("silver", "archer", 3, "C9", "S"), ("silver", "knight", 2, "G6", "S"))


def test_same_position_is_worth_the_same_whichever_side_starts_its_turn():
    gold_to_act = _state(*CONTACT, player="gold")
    silver_to_act = _state(*CONTACT, player="silver")
    for side in ("gold", "silver"):
        assert evaluation.evaluate(gold_to_act, side) == pytest.approx(evaluation.evaluate(silver_to_act, side))
    # Zero-sum; both sides have attacks ready (else the two values would agree trivially).
    v = evaluation.evaluate(gold_to_act, "gold")
    assert v == pytest.approx(-evaluation.evaluate(gold_to_act, "silver"))
    sides = _sides(gold_to_act)
    assert evaluation.best_plan("gold", 2, gold_to_act.occupied(), sides)[0] > 0
    assert evaluation.best_plan("silver", 2, gold_to_act.occupied(), sides)[0] > 0


def _sides(state):
    by_side = {"gold": [], "silver": []}
    for u in state.occupied().values():
        by_side[u.owner].append(u)
    return {side: evaluation._Side(units) for side, units in by_side.items()}


def test_within_a_turn_the_side_to_act_gets_a_small_share_of_what_it_can_still_do():
    """Mid-turn, the side to act is credited (TURN_SHARE) with the attacks its actions left allow,
    so a turn towards a target is worth more than ending the turn; spent actions and units that
    attacked count for nothing of it. At the turn's start no such credit is given."""
    start = _state(*CONTACT, player="gold")
    one_left = dataclasses.replace(start, actions_left=1)
    assert evaluation.evaluate(one_left, "gold") > evaluation.evaluate(start, "gold")
    # The Knights have attacked: their attack no longer counts for this turn.
    knights = next(u.uid for u in start.units if u.kind == "knight" and u.owner == "gold")
    spent = dataclasses.replace(one_left, attacked=frozenset({knights}))
    assert evaluation.evaluate(spent, "gold") < evaluation.evaluate(one_left, "gold")
    none_left = dataclasses.replace(start, actions_left=0, attacked=frozenset({knights}))
    assert evaluation.evaluate(none_left, "gold") == pytest.approx(evaluation.evaluate(start, "gold"))
