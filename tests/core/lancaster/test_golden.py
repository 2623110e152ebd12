"""Golden playthroughs of Lancaster, one per player count: heuristic bots' games replayed with
every event text and the final state hash, so any change of the rules' behaviour shows.

    python tests/core/lancaster/test_golden.py     # rewrite them, only after a deliberate rules change
"""

from __future__ import annotations

import json
import pathlib

import pytest

from lionheart_core.bots import make_bot
from lionheart_core.rulesets.lancaster import RULESET as RS
from lionheart_core.rulesets.lancaster import Options

GOLDEN = pathlib.Path(__file__).resolve().parents[2] / "golden" / "lancaster"
CASES = {2: 21, 3: 31, 4: 41, 5: 51}  # players: seed


def make(players: int, seed: int) -> dict:
    opts = Options(players=players)
    s = RS.new_game(opts, seed)
    bots = {p: make_bot("heuristic", RS, seed + i) for i, p in enumerate(RS.players(opts))}
    log, texts = [], []
    while not RS.is_over(s):
        p = RS.to_move(s)[0]
        a = bots[p].choose(RS.observe(s, p), p)
        s, events, entry = RS.step(s, a)
        log.append(entry)
        texts.append([e.render("en") for e in events])
    return {"ruleset": RS.id, "options": opts.model_dump(), "seed": seed, "actions": RS.log_to_list(log),
            "events": texts, "final_state_hash": RS.state_hash(s),
            "result": {"winners": list(RS.result(s).winners), "reason": RS.result(s).message.render("en")}}


@pytest.mark.parametrize("players", sorted(CASES))
def test_golden_playthrough_replays_identically(players):
    doc = json.loads((GOLDEN / f"{players}p.json").read_text())
    opts = RS.options_from_dict(doc["options"])
    s = RS.new_game(opts, doc["seed"])
    for i, (entry, texts) in enumerate(zip(RS.log_from_list(doc["actions"]), doc["events"], strict=True)):
        s, events = RS.apply(s, entry.action)
        assert [e.render("en") for e in events] == texts, f"action {i}: {entry.action}"
    assert RS.state_hash(s) == doc["final_state_hash"]
    result = RS.result(s)
    assert {"winners": list(result.winners), "reason": result.message.render("en")} == doc["result"]


if __name__ == "__main__":
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for n, seed in CASES.items():
        doc = make(n, seed)
        (GOLDEN / f"{n}p.json").write_text(json.dumps(doc, indent=1) + "\n")
        print(f"{n}p.json: {len(doc['actions'])} actions, {doc['result']['reason']}")
