"""The campaign's golden playthrough: a random campaign of two years replayed action by action,
every event's text and the final state hash compared (any change of rules behaviour shows here).
Regenerate with tests/core/richard_campaign/make_golden.py only after a deliberate rules change."""

from __future__ import annotations

import json

from .conftest import RS
from .make_golden import PATH


def test_golden_campaign_replays_identically():
    doc = json.loads(PATH.read_text(encoding="utf-8"))
    opts = RS.options_from_dict(doc["options"])
    s = RS.new_game(opts, doc["seed"])
    for i, (entry, texts) in enumerate(zip(RS.log_from_list(doc["actions"]), doc["events"], strict=True)):
        s, events = RS.apply(s, entry.action)
        assert [e.render("en") for e in events] == texts, f"action {i}: {entry.action}"
    assert RS.state_hash(s) == doc["final_state_hash"]
    result = RS.result(s)
    assert {"winners": list(result.winners), "reason": result.message.render("en")} == doc["result"]
