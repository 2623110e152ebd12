"""Formations for the deployment (issue 9): legal for any army, reached by the search level under
its FORMATION switch in a bounded number of actions, from its own units only."""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest

from lionheart_core.bots import mcts
from lionheart_core.bots.mcts import SearchBot
from lionheart_core.rulesets.lionheart_hex import RULESET as RS
from lionheart_core.rulesets.lionheart_hex.formation import (
    HORSE_AT,
    SHOOTERS_AT,
    STANDARD,
    Formation,
    arrange,
    next_step,
    role,
)
from lionheart_core.rulesets.lionheart_hex.model import Buy, Deploy, Ready, Spec, Withdraw
from lionheart_core.rulesets.lionheart_hex.rules import deploy_hexes

SIDES = ("gold", "silver")
FORMATIONS = [Formation(s, h) for s, h in itertools.product(SHOOTERS_AT, HORSE_AT)] + [
    Formation(shift=-2), Formation(shift=2), Formation(king=-3), Formation(king=3), Formation(gap=2),
    Formation("front_wings", "wings", shift=7, king=-9, gap=3)]
KING = Spec("king_foot", "none", "spears", leadership=2)


def _standard():
    return RS.new_game(RS.options_from_dict({"army": "standard"}), 3)


def _custom(seed: int, budget: int, side: str, king: Spec = KING):
    """A build in which ``side`` bought a King and then random units (none deployed)."""
    state = RS.new_game(RS.options_from_dict({"budget": budget}), seed)
    state, _ = RS.apply(state, Buy(side, king))
    rng = random.Random(seed)
    while True:
        buys = [a for a in RS.legal_actions(state, side) if isinstance(a, Buy)]
        own = [u for u in state.units if u.owner == side]
        if not buys or len(own) >= len(deploy_hexes(side)) or (len(own) > 4 and rng.random() < 0.05):
            return state
        state, _ = RS.apply(state, rng.choice(buys))


def _arrange_by_steps(state, side, f, limit):
    """Plays next_step until it is done (each step checked by the rules); the steps taken."""
    n = 0
    while (a := next_step(state, side, f)) is not None:
        assert n < limit, f"{f.name}: no formation in {limit} steps"
        RS.check(state, a)
        state, _ = RS.apply(state, a)
        n += 1
    return state, n


def _assert_in_formation(state, side, f, confirmed=False):
    own = [u for u in state.units if u.owner == side]
    target = arrange(own, side, f)
    assert len(set(target.values())) == len(own), "two units given one hex"
    assert set(target.values()) <= set(deploy_hexes(side))
    back = set(deploy_hexes(side, back_only=True))
    for u in own:
        assert u.hex == target[u.uid]
        if role(u) == "king":
            assert u.hex in back
    assert confirmed or Ready(side) in RS.legal_actions(state, side)


def test_the_standard_formation_is_the_standard_deployment():
    state = _standard()
    for side in SIDES:
        own = [u for u in state.units if u.owner == side]
        assert arrange(state.units, side, STANDARD) == {u.uid: u.hex for u in own}
        assert next_step(state, side, STANDARD) is None


@pytest.mark.parametrize("f", FORMATIONS, ids=lambda f: f.name)
def test_every_formation_is_reached_legally_from_the_standard_army(f):
    state = _standard()
    for side in SIDES:
        n_units = sum(u.owner == side for u in state.units)
        state, n = _arrange_by_steps(state, side, f, 2 * n_units)
        _assert_in_formation(state, side, f)


@pytest.mark.parametrize("seed,budget", [(1, 100), (2, 100), (3, 60), (4, 160), (5, 1000), (6, 1000)])
@pytest.mark.parametrize("side", SIDES)
def test_custom_armies_are_deployed_in_every_formation(seed, budget, side):
    king = Spec("king_horse", "heavy", "bows", leadership=2) if seed % 2 else KING
    built = _custom(seed, budget, side, king)
    own = [u for u in built.units if u.owner == side]
    assert all(u.hex is None for u in own)
    for f in FORMATIONS:
        state, n = _arrange_by_steps(built, side, f, 2 * len(own))
        assert n == len(own)  # from the reserve: one Deploy a unit
        _assert_in_formation(state, side, f)


def test_a_full_army_of_thirty_units_fills_both_rows():
    state = RS.new_game(RS.options_from_dict({"budget": 1000}), 9)
    state, _ = RS.apply(state, Buy("silver", KING))
    cheap = Spec("peasants", "none", "sidearms", morale=1)
    while len([u for u in state.units if u.owner == "silver"]) < len(deploy_hexes("silver")):
        state, _ = RS.apply(state, Buy("silver", cheap))
    for f in FORMATIONS:
        done, _ = _arrange_by_steps(state, "silver", f, 60)
        _assert_in_formation(done, "silver", f)
        assert {u.hex for u in done.units if u.owner == "silver"} == set(deploy_hexes("silver"))


def test_the_formation_reads_no_unit_of_the_other_side():
    """Two states that differ only in Silver's hidden army: Gold's steps are the same."""
    a = _custom(11, 100, "gold")
    b = _custom(12, 300, "silver")
    b = dataclasses.replace(a, units=tuple(u for u in a.units if u.owner == "gold")
                            + tuple(u for u in b.units if u.owner == "silver"))
    a = dataclasses.replace(a, units=tuple(u for u in a.units if u.owner == "gold"))
    assert {u.owner for u in b.units} == {"gold", "silver"}
    for f in FORMATIONS:
        sa, sb = a, b
        while (step := next_step(sa, "gold", f)) is not None:
            assert next_step(sb, "gold", f) == step
            sa, _ = RS.apply(sa, step)
            sb, _ = RS.apply(sb, step)
    assert RS.formation_step(a, "gold") == RS.formation_step(b, "gold") is not None


def _search_builds(monkeypatch, opts: dict, f: Formation, limit: int):
    monkeypatch.setattr(mcts, "FORMATION", True)
    monkeypatch.setattr(mcts, "FORCED", mcts.FORCED | {"MUSTER"})  # its own army, not muster.py's
    monkeypatch.setattr(type(RS), "search_formation", f)
    state = RS.new_game(RS.options_from_dict(opts), 5)
    bot = SearchBot(RS, seed=2, iterations=8)
    actions = []
    while "gold" not in state.ready:
        assert len(actions) < limit, f"the search did not confirm in {limit} actions"
        a = bot.choose(RS.observe(state, "gold"), "gold")
        RS.check(state, a)
        state, _ = RS.apply(state, a)
        actions.append(a)
    return state, actions


@pytest.mark.parametrize("f", [Formation("front_centre", "wings"), Formation(shift=-2)], ids=lambda f: f.name)
def test_the_search_under_the_switch_reaches_the_formation_and_confirms(monkeypatch, f):
    state, actions = _search_builds(monkeypatch, {"army": "standard"}, f, 100)
    assert isinstance(actions[-1], Ready)
    # at most two steps a unit for each army the search had (it may buy with its last point)
    buys = sum(isinstance(a, Buy) for a in actions)
    units = sum(u.owner == "gold" for u in state.units)
    assert len(actions) <= 2 * units * (buys + 1) + buys + 1
    assert any(isinstance(a, Withdraw) for a in actions)
    _assert_in_formation(state, "gold", f, confirmed=True)


def test_the_search_under_the_switch_builds_and_deploys_its_own_army(monkeypatch):
    f = Formation("front_wings", "centre")
    state, actions = _search_builds(monkeypatch, {"budget": 40}, f, 200)
    assert isinstance(actions[-1], Ready)
    assert any(isinstance(a, Buy) for a in actions)
    assert all(a.at in deploy_hexes("gold") for a in actions if isinstance(a, Deploy))
    _assert_in_formation(state, "gold", f, confirmed=True)
    king = next(u for u in state.units if u.owner == "gold" and role(u) == "king")
    assert king.hex in deploy_hexes("gold", back_only=True)


def test_with_the_switch_off_the_search_never_asks_for_a_formation(monkeypatch):
    def refuse(*_):
        raise AssertionError("formation_step read with FORMATION off")

    monkeypatch.setattr(type(RS), "formation_step", refuse)
    assert not mcts.tuning_for(RS)["FORMATION"]
    state = _standard()
    bot = SearchBot(RS, seed=2, iterations=8)
    a = bot.choose(RS.observe(state, "gold"), "gold")
    assert not isinstance(a, Withdraw | Deploy)
