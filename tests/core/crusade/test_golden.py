"""Golden playthroughs, one per player count (tests/golden/crusade, written by
tools/make_golden_crusade.py): replayed action by action, every event text and the final state
hash must match."""

import json
import pathlib

import pytest

from lionheart_core.rulesets.crusade import RULESET as RS

GOLDEN = pathlib.Path(__file__).resolve().parents[2] / "golden" / "crusade"


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.json")), ids=lambda p: p.stem)
def test_golden_playthrough_replays_identically(path):
    doc = json.loads(path.read_text())
    opts = RS.options_from_dict(doc["options"])
    s = RS.new_game(opts, doc["seed"])
    for i, (entry, texts) in enumerate(zip(RS.log_from_list(doc["actions"]), doc["events"], strict=True)):
        s, events = RS.apply(s, entry.action)
        assert [e.render("en") for e in events] == texts, f"action {i}: {entry.action}"
    assert RS.state_hash(s) == doc["final_state_hash"]
    result = RS.result(s)
    assert {"winners": list(result.winners), "reason": result.message.render("en")} == doc["result"]


def test_there_is_a_playthrough_for_each_player_count():
    assert sorted(p.stem for p in GOLDEN.glob("*.json")) == [f"crusade-{n}p" for n in (2, 3, 4, 5, 6)]
