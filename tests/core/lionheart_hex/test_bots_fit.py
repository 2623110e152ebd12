"""bench/hex_fit.py, the fit of the hex evaluation's weights to game results: the regression
finds weights that generated the results, the fit is cross-validated by game, and a position and
its mirror count alike."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from lionheart_core.rulesets.lionheart_hex.evaluation import N_TERMS, TERMS

np = pytest.importorskip("numpy")  # the bench's only dependency beyond the game (shapely's)

BENCH = Path(__file__).resolve().parents[3] / "bench"


def _bench():
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    import hex_fit

    return hex_fit


def test_the_regression_recovers_the_weights_that_made_the_results():
    rng = np.random.default_rng(3)
    X = rng.normal(size=(20000, 3))
    true = np.array([1.5, -0.7, 0.0])
    y = (rng.random(20000) < 1 / (1 + np.exp(-X @ true))).astype(float)
    w = _bench().logistic(X, y, 0.0)
    assert np.allclose(w, true, atol=0.08)
    # A strong pull towards a prior keeps the weights there.
    prior = np.array([0.2, 0.2, 0.2])
    assert np.allclose(_bench().logistic(X, y, 1e9, prior), prior, atol=1e-3)


def test_the_fit_is_cross_validated_by_game_and_reports_the_shipped_evaluation(tmp_path, monkeypatch):
    # Synthetic games: Gold wins where its material on the field leads (plus noise).
    rng = random.Random(5)
    lines = []
    for g in range(40):
        lead = rng.gauss(0, 20)
        result = 1.0 if lead + rng.gauss(0, 15) > 0 else 0.0
        positions = []
        for k in range(10):
            x = [0.0] * N_TERMS
            x[TERMS.index("field")] = lead * (k + 1) / 10
            x[TERMS.index("approach")] = rng.gauss(0, 3)
            positions.append({"turn": k, "mover": "gold", "x": x, "scale": 50.0})
        lines.append(json.dumps({"seed_base": 7, "game": g, "result": result, "positions": positions}))
    path = tmp_path / "positions.jsonl"
    path.write_text("\n".join(lines) + "\n")
    hex_fit = _bench()
    monkeypatch.setattr(hex_fit, "POSITIONS", path)
    out = hex_fit.fit(0.2, 1.0, None, False)
    assert out["games"] == 40 and out["positions"] == 400 and out["folds"] == 5
    # Every position is predicted by a model that did not see its game; the material leads.
    assert out["fitted"]["test"]["positions"] == 800  # each position from both sides
    assert out["fitted"]["test"]["logloss"] < out["constant"]["test"]["logloss"]
    assert out["shipped"]["test"]["logloss"] < out["constant"]["test"]["logloss"]
    assert out["weights"][TERMS.index("field")] > 0
    # Terms that never vary get no weight.
    assert out["weights"][TERMS.index("king_figures")] == 0.0
