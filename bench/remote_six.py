"""A whole six-party crusade by file with face-down cards and every check of the test games
(docs/remote-play.md, "What is built, what is left"): one line of figures.

    python bench/remote_six.py [--seed 5] [--push 5]

Six parties (three seats of each faction, each seat its own party), the players of
``tests/core/crusade_six.py`` on every seat: Richard's three seats swap their edict at
Nottingham in turn (a keep's options mixed among six parties), and from round ``--push`` every
seat contributes the cards that move the tracks to their end, so the game ends by the rules
before its ten rounds. After every file: the checks of ``play_by_files`` (no copy reads a card,
edict or event its party may not see; every copy agrees on the public view, the ledger, the
piles, the Crusade deck; each file accepted by the five other copies, every roll in it checked),
``MixWatch`` (with the cheats on a mix tried on a receiver), each copy's view recorded; at the
end (``check_six``): every copy's audit passed, every edict scored as the oracle from the whole
deal says, every recorded view equal to ``observe`` of the open game at its point. An assertion
that fails stops the script with its traceback (a bench, not the app).

Every copy lives in this one process, so the time of a file is its writer's and every
receiver's, with the checks. CPU time (``time.process_time``): the load of the machine does not
change it much. Needs the test dependencies (pytest), as the helpers are the tests'.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent / "tests"
sys.path[:0] = [str(TESTS / "core"), str(TESTS)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--push", type=int, default=5, help="the round from which every seat pushes the tracks to their end")
    args = ap.parse_args()
    import conftest  # the test games' registration, as the suite does
    from crusade_six import check_six, play_six

    conftest.register_test_games()
    t0 = time.process_time()
    run = play_six(args.seed, args.push)
    played = time.process_time() - t0
    out = {"parties": 6, "seed": args.seed, "push": args.push, **check_six(run)}
    cpu = run["cpu"]
    files = run["files"]
    audit = [f["seq"] for f in files if any("secret" in s for s in f["steps"])]
    out.update(cpu_s=round(time.process_time() - t0, 1), play_s=round(played, 1),
               secrets_files_s=round(sum(cpu.get(k, 0.0) for k in audit), 1))
    print(json.dumps(out))


if __name__ == "__main__":
    main()
