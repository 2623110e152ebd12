"""bench/hex_decisions.py, the hex search's move-quality bench: its reference values are
repeatable and compare actions on common dice, and its tables count what its runs found."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from lionheart_core.rulesets.lionheart_hex import RULESET as RS
from lionheart_core.rulesets.lionheart_hex.model import EndAction, GoFirst, Ready, Turn

BENCH = Path(__file__).resolve().parents[3] / "bench"


def _bench():
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    import hex_decisions

    return hex_decisions


def _battle(seed: int = 3):
    state = RS.new_game(RS.options_from_dict({"army": "standard", "turn_limit": 200}), seed)
    state, _ = RS.apply(state, Ready("gold"))
    state, _ = RS.apply(state, Ready("silver"))
    while state.phase == "choose":
        state, _ = RS.apply(state, GoFirst(state.chooser, state.chooser))
    return state


def test_kinds_and_stages_name_what_the_tables_count():
    hd = _bench()
    state = _battle()
    side = RS.to_move(state)[0]
    assert hd.kind(EndAction(side)) == "endaction"
    assert hd.kind(next(a for a in RS.legal_actions(state, side) if isinstance(a, Turn))) == "turn"
    assert hd.stage(state) == "approach"  # the armies stand at their edges


def test_a_reference_value_is_repeatable_and_shares_its_dice_between_actions():
    hd = _bench()
    state = _battle()
    side = RS.to_move(state)[0]
    actions = RS.legal_actions(state, side)[:2]
    first = hd.reference(RS, state, side, actions, index=4, playouts=2, horizon=3)
    again = hd.reference(RS, state, side, actions, index=4, playouts=2, horizon=3)
    assert first == again
    assert all(-1.0 <= v <= 1.0 for v in first)
    # the same action on the same playouts is valued alike whatever it is compared with
    alone = hd.reference(RS, state, side, actions[1:], index=4, playouts=2, horizon=3)
    assert alone == first[1:]


def test_the_summary_counts_deviations_and_which_the_reference_prefers(tmp_path, monkeypatch):
    hd = _bench()
    monkeypatch.setattr(hd, "RESULTS", tmp_path)
    lines = [
        # agrees with the heuristic twice
        {"index": 0, "stage": "approach", "heuristic": "h", "heuristic_kind": "turn", "search": ["h", "h"],
         "search_kind": ["turn", "turn"], "iterations": [10, 12], "reference": {}, "cpu": 1.0},
        # deviates twice: once better, once worse than the heuristic by the reference
        {"index": 1, "stage": "late", "heuristic": "h", "heuristic_kind": "shoot", "search": ["a", "b"],
         "search_kind": ["advance", "turn"], "iterations": [10, 10],
         "reference": {"h": 0.1, "a": 0.2, "b": 0.05}, "cpu": 2.0},
    ]
    (tmp_path / "hex-decisions-x.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    s = hd.summary("x")
    everything = s["rows"]["all"]
    assert (everything["decisions"], everything["differ"], everything["better"], everything["worse"]) == (4, 2, 1, 1)
    assert s["rows"]["kind:advance"]["better"] == 1 and s["rows"]["kind:turn"]["worse"] == 1
    assert s["mean_gain"] == pytest.approx(0.025)
    assert s["seeds_agree"] == 0.5
    # the same run against itself: no difference at any position
    d = hd.paired("x", "x", {0, 1})
    assert (d["mean"], d["better"], d["worse"]) == (0.0, 0, 0)


def test_a_run_at_margin_zero_tells_what_any_root_keep_margin_would_choose(tmp_path, monkeypatch):
    hd = _bench()
    monkeypatch.setattr(hd, "RESULTS", tmp_path)
    # seed 0: the search's choice beats the root's best prior by 0.03 at the root; seed 1 by 0.005
    line = {"index": 0, "heuristic": "h", "search": ["a", "b"],
            "margins": [[0.03, 20.0, 10.0, "h"], [0.005, 12.0, 30.0, "h"]],
            "reference": {"h": 0.0, "a": 0.01, "b": -0.01}}
    (tmp_path / "hex-decisions-k.jsonl").write_text(json.dumps(line) + "\n")
    at_zero, at_one, at_ten = hd.margin_curve("k", [0.0, 0.01, 0.1])
    assert (at_zero["differ"], at_zero["better"], at_zero["worse"]) == (2, 1, 1)
    assert (at_one["differ"], at_one["better"], at_one["gain_per_decision"]) == (1, 1, 0.005)
    assert at_ten["differ"] == 0  # the heuristic's choice kept on both seeds
