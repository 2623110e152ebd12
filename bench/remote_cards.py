"""Whole crusade games by file with face-down cards (docs/remote-play.md, "The crusade with
face-down cards"): files, their sizes, and the CPU time of writing and accepting them.

    python bench/remote_cards.py --parties 2 --games 1 [--level heuristic] [--seed 1] [--dice strict]

Every party's copy lives in this one process, so the time of a file is its writer's time plus
every receiver's; the lines split it by the kind of file (the deck rounds, the files with a round
or keys of the Crusade deck re-made, the audit, the rest).
"""

from __future__ import annotations

import argparse
import json
import time

from lionheart_core import rulesets
from lionheart_core.bots import make_bot
from lionheart_core.remote import RemoteGame, canonical


def one_game(parties: int, seed: int, level: str, dice: str = "turn") -> dict:
    cr = rulesets.get("crusade")
    opts = cr.options_from_dict({"players": parties})
    seats = list(cr.players(opts))
    clock = time.process_time
    t0 = clock()
    first = RemoteGame.create(cr, opts, [(f"P{i}", [s]) for i, s in enumerate(seats)], cards=True,
                              secret=bytes([seed]) * 32, game_id=f"{seed:02x}" * 16, dice=dice)
    games = [first]
    for i in range(1, parties):
        games.append(RemoteGame.join([first.files[0]], i, secret=bytes([seed + i]) * 32))
    bots = {s: make_bot(level, cr, seed * 10 + i) for i, s in enumerate(seats)}
    rows = [("invitation", len(canonical(first.files[0])), clock() - t0)]
    actions = pending = 0
    while not all(g.is_over() for g in games):
        t = clock()
        writer = next(g for g in games if g.my_turn())
        while writer.to_act():
            seat = writer.to_act()[0]
            writer.play(bots[seat].choose(cr.observe(writer.state, seat), seat))
        doc = writer.turn_file()
        for g in games:
            if g is not writer:
                g.accept(doc)
        kinds = {k for s in doc["steps"] for k in s}
        remade = any(s.get("deck", "").startswith("crusade/") for s in doc["steps"])
        dealt = {k for s in doc["steps"] if not s.get("deck", "").startswith("crusade/") for k in s}
        kind = "audit" if "secret" in kinds else "rounds" if dealt & {"shuffle", "lock"} else \
            "crusade deck" if remade else \
            "keys only" if kinds <= {"deck", "keys", "to", "alone", "positions"} and kinds else "play"
        actions += sum(1 for s in doc["steps"] if "act" in s or "blank" in s)
        pending += sum(1 for s in doc["steps"] if s.get("pending"))
        rows.append((kind, len(canonical(doc)), clock() - t))
    out = {"parties": parties, "seed": seed, "dice": dice, "files": len(rows), "actions": actions,
           "pending": pending,
           "cpu_s": round(clock() - t0, 1), "total_kb": round(sum(r[1] for r in rows) / 1024, 1),
           "largest_kb": round(max(r[1] for r in rows) / 1024, 1), "by_kind": {}}
    for kind in ("invitation", "rounds", "crusade deck", "keys only", "play", "audit"):
        sel = [r for r in rows if r[0] == kind]
        if sel:
            out["by_kind"][kind] = {"files": len(sel), "kb": round(sum(r[1] for r in sel) / 1024, 1),
                                    "median_kb": round(sorted(r[1] for r in sel)[len(sel) // 2] / 1024, 1),
                                    "cpu_s": round(sum(r[2] for r in sel), 1)}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--parties", type=int, default=2)
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="heuristic")
    ap.add_argument("--dice", choices=("turn", "strict"), default="turn",
                    help="strict: every action that draws waits for another party's next link")
    args = ap.parse_args()
    for k in range(args.games):
        print(json.dumps(one_game(args.parties, args.seed + k, args.level, args.dice)))


if __name__ == "__main__":
    main()
