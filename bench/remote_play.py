"""Play by file, measured: whole 1997 games between two sides that only exchange turn files
(heuristic players on both), per setup and dice mode: files, their size, the time to check and
accept one, the time to load a side's copy (every file checked again).

    python bench/remote_play.py [--games 2] [--seed 1]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "core"))

from remote_table import Table  # noqa: E402

from lionheart_core.remote import RemoteGame  # noqa: E402
from lionheart_core.rulesets.lionheart_1997 import RULESET as RS  # noqa: E402
from lionheart_core.rulesets.lionheart_1997 import Options  # noqa: E402

CASES = (("basic", "turn"), ("customized", "turn"), ("basic", "strict"))


def measure(setup: str, dice: str, seed: int) -> dict:
    table = Table(RS, Options(setup=setup, turn_limit=200), [("A", ["gold"]), ("B", ["silver"])],
                  ["heuristic", "heuristic"], seed=seed, dice=dice)
    accepted: list[float] = []
    original = RemoteGame.accept

    def timed(self, data, source="the turn file"):
        start = time.perf_counter()
        out = original(self, data, source)
        accepted.append(time.perf_counter() - start)
        return out

    RemoteGame.accept = timed
    try:
        table.run()
    finally:
        RemoteGame.accept = original
    side = table.sides[0]
    sizes = [len(t.encode()) for t in table.texts]
    with tempfile.TemporaryDirectory() as folder:
        path = side.save(Path(folder) / "copy.lionheart-remote.json")
        start = time.perf_counter()
        RemoteGame.load(path)
        load = time.perf_counter() - start
        copy_kb = path.stat().st_size / 1024
    return {"files": len(table.texts), "actions": len(side.line.log), "draws": side.line.draws,
            "bytes_mean": statistics.mean(sizes), "bytes_max": max(sizes),
            "accept_ms": 1000 * statistics.mean(accepted), "load_s": load, "copy_kb": copy_kb}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    print(f"{'setup':<11}{'dice':<7}{'files':>6}{'actions':>8}{'draws':>6}{'bytes':>7}{'max':>6}"
          f"{'accept ms':>10}{'load s':>8}{'copy KB':>8}")
    for setup, dice in CASES:
        for g in range(args.games):
            r = measure(setup, dice, args.seed + g)
            print(f"{setup:<11}{dice:<7}{r['files']:>6}{r['actions']:>8}{r['draws']:>6}{r['bytes_mean']:>7.0f}"
                  f"{r['bytes_max']:>6}{r['accept_ms']:>10.1f}{r['load_s']:>8.2f}{r['copy_kb']:>8.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
