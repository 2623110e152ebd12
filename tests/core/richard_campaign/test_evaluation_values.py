"""The campaign's evaluation keeps its values when it is made cheaper: on the positions of three
seeded games between two heuristic bots (every tenth position, and the position after every
action the bots weigh there) it gives the values it gave before (to 1e-9), whatever order the
positions come in and whatever its caches hold, and the heuristic level makes the same choices.

The reference is tests/golden/richard_campaign/evaluation-positions.json: the games' actions as
codes and the values the evaluation gave when it was written (``python bench/campaign_eval.py
--write-fixture``, before the evaluation was made cheaper; write it again only after a deliberate
change of what the evaluation values), also on a few positions made from the games' (the Saucy
Fortress, a parley offer, a pursuit, the game over: bench/campaign_eval.py's ``synthetic``)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from lionheart_core.bots import make_bot
from lionheart_core.rulesets.richard_campaign import RULESET as RS
from lionheart_core.rulesets.richard_campaign import evaluation as ev

BENCH = Path(__file__).resolve().parents[3] / "bench"
SIDES = ("richard", "philip")


def _bench():
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    import campaign_eval

    return campaign_eval


def _fresh(state):
    """The same state with nothing memoised on it."""
    return _bench().fresh(state)


@pytest.fixture(scope="module")
def doc():
    return _bench().load_fixture()


@pytest.fixture(scope="module")
def reference(doc):
    bench = _bench()
    states = {(g, i): s for g, i, s in bench.positions(doc["games"], doc["stride"])}
    rows = []
    for row in doc["positions"]:
        s = states[row["game"], row["index"]]
        kids = [kid for kid, _ in bench.children(s)]
        assert len(kids) == len(row["children"])
        rows.append((row, s, RS.to_move(s)[0], kids))
    return rows


def _clear_caches():
    """Empties the evaluation module's caches (its private dicts and memoised functions)."""
    for name, value in vars(ev).items():
        if not name.startswith("_") or name.startswith("__"):
            continue
        if isinstance(value, dict):
            value.clear()
        elif hasattr(value, "cache_clear"):
            value.cache_clear()


def test_the_fixture_covers_the_campaign(reference):
    phases = {s.board.phase for _, s, _, _ in reference}
    years = {s.board.year for _, s, _, _ in reference}
    assert {"purchase", "move", "combat", "redeploy", "truce"} <= phases
    assert years == set(range(1194, 1200))
    assert sum(len(kids) for _, _, _, kids in reference) > 5000


def test_the_evaluation_gives_the_reference_values(reference):
    for row, s, mover, kids in reference:
        for side, want in zip(SIDES, row["values"], strict=True):
            assert RS.evaluate(_fresh(s), side) == pytest.approx(want, abs=1e-9), (row["game"], row["index"], side)
        for k, (kid, want) in enumerate(zip(kids, row["children"], strict=True)):
            assert RS.evaluate(_fresh(kid), mover) == pytest.approx(want, abs=1e-9), (row["game"], row["index"], k)


def test_the_evaluation_gives_the_reference_values_off_the_games_paths(reference, doc):
    made = _bench().synthetic([s for _, s, _, _ in reference])
    assert len(made) == len(doc["synthetic"])
    assert any(s.board.saucy_hex for s in made) and any(s.board.parley for s in made)
    assert any(s.board.battle for s in made) and any(RS.is_over(s) for s in made)
    for s, values in zip(made, doc["synthetic"], strict=True):
        for side, want in zip(SIDES, values, strict=True):
            assert RS.evaluate(_fresh(s), side) == pytest.approx(want, abs=1e-9)


def test_the_values_do_not_depend_on_the_order_of_the_calls(reference):
    """The caches are keyed on what they depend on: cleared, and the positions valued in a
    shuffled order (each twice), the values are the reference's."""
    work = [(kid, mover, want) for row, _, mover, kids in reference for kid, want in zip(kids, row["children"], strict=True)]
    work += [(s, side, want) for row, s, _, _ in reference for side, want in zip(SIDES, row["values"], strict=True)]
    random.Random(7).shuffle(work)
    _clear_caches()
    for state, side, want in work + work[::-1]:
        assert RS.evaluate(_fresh(state), side) == pytest.approx(want, abs=1e-9)


def test_the_heuristic_makes_the_reference_choices(reference):
    for row, s, mover, _ in reference:
        if "heuristic" not in row:
            continue
        bot = make_bot("heuristic", RS, seed=row["game"] * 1000 + row["index"])
        assert RS.action_code(bot.choose(RS.observe(s, mover), mover)) == row["heuristic"], (row["game"], row["index"])
