"""The 1997 evaluation the bots use: range, symmetry, the dice odds and the main terms."""

from __future__ import annotations

import dataclasses
import random

import pytest

from lionheart_core import rulesets
from lionheart_core.engine import Result
from lionheart_core.grids.square import parse
from lionheart_core.rulesets.lionheart_1997 import Options, State, Unit
from lionheart_core.rulesets.lionheart_1997.evaluation import attack_odds, base_strength

RS = rulesets.get("lionheart-1997")


def _state(*specs, player="gold", actions_left=2):
    units, counters = [], {"gold": 0, "silver": 100}
    for owner, kind, figures, sq, facing in specs:
        units.append(Unit(counters[owner], owner, kind, figures, parse(sq), facing))
        counters[owner] += 1
    return State(opts=Options(), seed=1, dice_pos=0, phase="play", units=tuple(units),
                 setup_done=("gold", "silver"), player=player, actions_left=actions_left)


ARMIES = (("gold", "king", 1, "E1", "N"), ("gold", "infantry", 4, "C2", "N"), ("gold", "knight", 2, "D1", "N"),
          ("silver", "king", 1, "E10", "S"), ("silver", "infantry", 4, "C9", "S"),
          ("silver", "knight", 2, "D10", "S"))


def _random_states(n=150, seed=3):
    rng = random.Random(seed)
    state = RS.new_game(seed=seed)
    out = []
    while len(out) < n:
        if RS.is_over(state):
            state = RS.new_game(seed=rng.randrange(10**6))
        state, _ = RS.apply(state, rng.choice(RS.legal_actions(state)))
        out.append(state)
    return out


def test_dice_odds_are_exact():
    lost, wipe, panic = attack_odds("infantry", 4, "king", 1)
    assert wipe == pytest.approx(11 / 16)  # two or more battle-axes on four dice
    assert panic == pytest.approx(1 / 6**4)
    lost, wipe, _ = attack_odds("archer", 1, "knight", 2)
    assert lost == pytest.approx(1 / 9) and wipe == 0  # last figure: two arrows in a row
    lost, _, _ = attack_odds("archer", 4, "infantry", 4)
    assert lost == pytest.approx(4 / 3)  # one figure per arrow, a third of the faces


def test_range_symmetry_and_the_end():
    for state in _random_states():
        gold, silver = RS.evaluate(state, "gold"), RS.evaluate(state, "silver")
        assert -1.0 <= gold <= 1.0
        if state.phase == "play":
            assert gold == pytest.approx(-silver)
    over = dataclasses.replace(_state(*ARMIES), phase="over", outcome=Result(("silver",), "test"))
    assert RS.evaluate(over, "silver") == 1.0 and RS.evaluate(over, "gold") == -1.0
    draw = dataclasses.replace(over, outcome=Result((), "turn limit"))
    assert RS.evaluate(draw, "gold") == 0.0


def test_the_opening_is_even():
    state = RS.new_game(seed=1)
    assert RS.evaluate(state, "gold") == pytest.approx(0.0, abs=1e-9)
    assert base_strength() > 30


def test_material_counts():
    even = _state(*ARMIES)
    weaker = _state(*[(o, k, 2 if (o, k) == ("gold", "infantry") else f, sq, fa) for o, k, f, sq, fa in ARMIES])
    assert RS.evaluate(weaker, "gold") < RS.evaluate(even, "gold") - 0.05


def test_a_threatened_king_is_a_likely_loss():
    """Silver, to act, has Infantry (4) facing the Gold King: 11 in 16 to kill him at once."""
    state = _state(("gold", "king", 1, "E5", "N"), ("gold", "infantry", 4, "A1", "N"),
                   ("gold", "infantry", 4, "B1", "N"), ("silver", "infantry", 4, "E6", "S"),
                   ("silver", "king", 1, "I10", "S"), ("silver", "infantry", 4, "H10", "S"),
                   player="silver")
    assert RS.evaluate(state, "gold") < -0.4
    # With the Gold King out of reach the same armies are about even.
    safe = _state(("gold", "king", 1, "A5", "N"), ("gold", "infantry", 4, "A1", "N"),
                  ("gold", "infantry", 4, "B1", "N"), ("silver", "infantry", 4, "E6", "S"),
                  ("silver", "king", 1, "I10", "S"), ("silver", "infantry", 4, "H10", "S"),
                  player="silver")
    assert abs(RS.evaluate(safe, "gold")) < 0.25


def test_archers_covering_enemies_are_worth_something():
    base = (("gold", "king", 1, "A1", "N"), ("gold", "infantry", 4, "B1", "N"),
            ("silver", "king", 1, "I10", "S"), ("silver", "infantry", 4, "H10", "S"),
            ("silver", "infantry", 1, "E7", "S"))
    covering = _state(*base, ("gold", "archer", 4, "E5", "N"), player="silver")
    away = _state(*base, ("gold", "archer", 4, "E5", "S"), player="silver")
    assert RS.evaluate(covering, "gold") > RS.evaluate(away, "gold")
