"""Golden playthroughs (replayed action logs with every event text and the final state hash) and
perft counts: any change of rules behaviour shows up here. Regenerate the files with
tools/make_golden.py only after a deliberate rules change, and say so in the commit."""

import json
import pathlib

import pytest

from lionheart_core import rulesets
from lionheart_core.dice import Scripted

GOLDEN = pathlib.Path(__file__).resolve().parents[1] / "golden" / "playthroughs"


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.json")), ids=lambda p: p.stem)
def test_golden_playthrough_replays_identically(path):
    doc = json.loads(path.read_text())
    rs = rulesets.get(doc["ruleset"])
    opts = rs.options_from_dict(doc["options"])
    s = rs.new_game(opts, doc["seed"])
    for i, (entry, texts) in enumerate(zip(rs.log_from_list(doc["actions"]), doc["events"], strict=True)):
        s, events = rs.apply(s, entry.action)
        assert [e.text for e in events] == texts, f"action {i}: {entry.action}"
    assert rs.state_hash(s) == doc["final_state_hash"]
    result = rs.result(s)
    assert (None if result is None else {"winners": list(result.winners), "reason": result.reason}) == doc["result"]


def perft(rs, state, depth):
    if depth == 0 or rs.is_over(state):
        return 1
    return sum(perft(rs, rs.apply(state, a)[0], depth - 1) for a in rs.legal_actions(state))


def test_perft_from_the_basic_setup():
    rs = rulesets.get("lionheart-1997")
    s = rs.new_game(rs.Options(), seed=1)
    s, _ = rs.apply(s, rs.legal_actions(s)[0], Scripted(["axe"] * 4 + ["arrow"] * 4))  # gold first
    # Depth 1 by hand: 5 back-row units x 3 turns + 5 infantry x (3 turns + 1 step) + end turn = 36.
    assert [perft(rs, s, d) for d in (1, 2, 3)] == [36, 1290, 46434]
