"""Write the golden playthrough files that tests/core/test_golden.py replays in CI.

    python tools/make_golden.py            # rewrite them (only after a deliberate rules change)

A playthrough is a seed, options and a random legal game's action log, with every event text and
the final state hash: any change of behaviour shows up as a difference.
"""

from __future__ import annotations

import json
import pathlib
import random

from lionheart_core import rulesets

OUT = pathlib.Path(__file__).resolve().parents[1] / "tests" / "golden" / "playthroughs"

CASES = [
    ("lionheart-1997", "basic", {"turn_limit": 80}, 7),
    ("lionheart-1997", "customized", {"setup": "customized", "massive_infantry": True, "turn_limit": 80}, 21),
]


def play(ruleset_id: str, options: dict, seed: int) -> dict:
    rs = rulesets.get(ruleset_id)
    opts = rs.options_from_dict(options)
    r = random.Random(seed)
    s = rs.new_game(opts, seed)
    log, texts = [], []
    while not rs.is_over(s) and len(log) < 400:
        actions = rs.legal_actions(s)
        # Prefer attacks so the playthrough exercises combat, not only marching about.
        attacks = [a for a in actions if type(a).__name__ in ("Attack", "Bribe")]
        if s.__class__.__name__ == "State" and getattr(s, "phase", "") == "setup":
            quick = [a for a in actions if type(a).__name__ in ("StandardSetup", "ConfirmSetup", "Place")]
            actions = quick or actions
        a = r.choice(attacks) if attacks and r.random() < 0.7 else r.choice(actions)
        s, events, entry = rs.step(s, a)
        log.append(entry)
        texts.append([e.text for e in events])
    return {
        "ruleset": ruleset_id,
        "options": options,
        "seed": seed,
        "actions": rs.log_to_list(log),
        "events": texts,
        "final_state_hash": rs.state_hash(s),
        "result": None if rs.result(s) is None else {"winners": list(rs.result(s).winners),
                                                     "reason": rs.result(s).reason},
    }


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for ruleset_id, name, options, seed in CASES:
        doc = play(ruleset_id, options, seed)
        path = OUT / f"{ruleset_id}-{name}.json"
        path.write_text(json.dumps(doc, indent=1) + "\n")
        print(f"{path.name}: {len(doc['actions'])} actions, result {doc['result']}")


if __name__ == "__main__":
    main()
