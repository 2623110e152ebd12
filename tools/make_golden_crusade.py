"""Write the crusade golden playthroughs (one per player count) that
tests/core/crusade/test_golden.py replays: a heuristic-bot game's action log with every event
text and the final state hash, so any change of rules behaviour shows up as a difference.

    python tools/make_golden_crusade.py     # only after a deliberate rules change; say so in the commit
"""

from __future__ import annotations

import json
import pathlib

from lionheart_core.bots import make_bot
from lionheart_core.rulesets.crusade import RULESET as RS
from lionheart_core.rulesets.crusade import Options

OUT = pathlib.Path(__file__).resolve().parents[1] / "tests" / "golden" / "crusade"
CASES = [(2, 11), (3, 12), (4, 13), (5, 14), (6, 15)]


def play(players: int, seed: int) -> dict:
    opts = Options(players=players)
    s = RS.new_game(opts, seed)
    bots = {p: make_bot("heuristic", RS, seed=seed + i) for i, p in enumerate(RS.players(opts))}
    log, texts = [], []
    while not RS.is_over(s):
        who = RS.to_move(s)[0]
        s, events, entry = RS.step(s, bots[who].choose(RS.observe(s, who), who))
        log.append(entry)
        texts.append([e.render("en") for e in events])
    result = RS.result(s)
    return {"ruleset": RS.id, "options": opts.model_dump(mode="json"), "seed": seed, "actions": RS.log_to_list(log),
            "events": texts, "final_state_hash": RS.state_hash(s),
            "result": {"winners": list(result.winners), "reason": result.message.render("en")}}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for players, seed in CASES:
        doc = play(players, seed)
        path = OUT / f"crusade-{players}p.json"
        path.write_text(json.dumps(doc, indent=1) + "\n")
        print(f"{path.name}: {len(doc['actions'])} actions, {doc['result']['reason']}")


if __name__ == "__main__":
    main()
