"""Play by file with sealed actions, measured: whole hex games (mercenary promises sealed, bids
that wait for the promise they are made against) between two sides that only exchange turn
files; players that buy mercenaries, promise and bid often. Prints files, sealed actions, waits,
shows, the time per game and the largest file.

    nice python bench/remote_sealed.py [--games 2] [--budget 40]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "core"))

from remote_table import Table  # noqa: E402

from lionheart_core import rulesets  # noqa: E402

RS = rulesets.get("lionheart-hex")


class Greedy:
    """Random, but buys mercenaries, promises and bids whenever it may (so seals matter)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs, seat):
        legal = RS.legal_actions(obs, seat)

        def kind(name):
            return [a for a in legal if type(a).__name__ == name]

        if kind("Bid") and self.rng.random() < 0.9:
            return max(kind("Bid"), key=lambda a: a.amount)
        if kind("Promise") and self.rng.random() < 0.5:
            return self.rng.choice(kind("Promise"))
        mercs = [a for a in kind("Buy") if a.spec.mercenary]
        if mercs and self.rng.random() < 0.5:
            return self.rng.choice(mercs)
        return self.rng.choice(legal)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--budget", type=int, default=40)
    args = p.parse_args(argv)
    for g in range(args.games):
        t = Table(RS, RS.options_from_dict({"budget": args.budget}), [("G", ["gold"]), ("S", ["silver"])], seed=g + 1)
        t.bots = [Greedy(10 * g + 1), Greedy(10 * g + 2)]
        start = time.perf_counter()
        shows = waits = 0
        while (nxt := t.step()) is not None:
            i, doc = nxt
            t.send(i, doc)
            shows += sum(1 for s in doc["steps"] if "show" in s)
            waits += sum(1 for s in doc["steps"] if s.get("waits"))
        a, b = t.sides
        assert a.line.state == b.line.state and a.line.own is None
        print(f"game {g + 1}: {len(t.texts)} files, {len(a.line.log)} actions, {len(a.line.blanks)} sealed, "
              f"{waits} waits, {shows} shown, {time.perf_counter() - start:.0f} s, largest file "
              f"{max(len(x.encode()) for x in t.texts) / 1024:.1f} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
