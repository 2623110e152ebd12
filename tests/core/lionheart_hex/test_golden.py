"""A golden playthrough of the hex variant: a fixed log of actions replays with the same event
texts and the same final position. Any change of rules behaviour shows up here; regenerate the
file only after a deliberate rules change (``LIONHEART_HEX_GOLDEN=write pytest this file``) and
say so in the commit."""

import json
import os
import pathlib
import random

from lionheart_core.rulesets.lionheart_hex import Options, Ready

from .conftest import RS

GOLDEN = pathlib.Path(__file__).with_name("golden_playthrough.json")
OPTS = Options(army="standard", turn_limit=120)
SEED = 17


def _play() -> dict:
    """Random play on fixed seeds, preferring attacks, shots and advances so that a fight is recorded."""
    rng = random.Random(SEED)
    s = RS.new_game(OPTS, SEED)
    log, texts = [], []
    for action in (Ready("gold"), Ready("silver")):
        s, events = RS.apply(s, action)
        log.append(RS.action_to_dict(action))
        texts.append([e.render("en") for e in events])
    while not RS.is_over(s):
        actions = RS.legal_actions(s)
        fights = [a for a in actions if type(a).__name__ in ("Attack", "Shoot")]
        ahead = [a for a in actions if type(a).__name__ == "Advance"]
        if fights and rng.random() < 0.9:
            action = rng.choice(fights)
        elif ahead and rng.random() < 0.7:
            action = rng.choice(ahead)
        else:
            action = rng.choice(actions)
        s, events = RS.apply(s, action)
        log.append(RS.action_to_dict(action))
        texts.append([e.render("en") for e in events])
    return {"seed": SEED, "options": OPTS.model_dump(), "actions": log, "events": texts,
            "final_position": RS.to_text(s), "result": RS.result(s).reason}


def test_golden_playthrough_replays_identically():
    if os.environ.get("LIONHEART_HEX_GOLDEN") == "write":
        GOLDEN.write_text(json.dumps(_play(), indent=0))
    doc = json.loads(GOLDEN.read_text())
    s = RS.new_game(RS.options_from_dict(doc["options"]), doc["seed"])
    for i, (data, texts) in enumerate(zip(doc["actions"], doc["events"], strict=True)):
        s, events = RS.apply(s, RS.action_from_dict(data))
        assert [e.render("en") for e in events] == texts, f"action {i}"
    assert RS.to_text(s) == doc["final_position"]
    assert RS.result(s).reason == doc["result"]
    assert any("attack" in t for group in doc["events"] for t in group)
