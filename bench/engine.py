"""Engine speed: applied actions per second in random play, legal_actions median and p99, and the
cost of cloning a state. Targets on a 2-core machine: >= 10,000 applied actions/s, legal_actions
p99 < 1 ms (0.5 ms in the customized 1997 game, setup included); for the 1997 game, within 2x of a
minimal model of the same rules (bench/minimal_1997.py), measured in the same run.

    python bench/engine.py [--ruleset lionheart-1997] [--seconds 5] [--json]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import statistics
import sys
import time

from machine_info import machine  # bench/ is on sys.path when a bench runs

from lionheart_core import rulesets


def bench(ruleset_id: str, seconds: float, setup: str) -> dict:
    rs = rulesets.get(ruleset_id)
    opts = rs.options_from_dict({"setup": setup, "turn_limit": 200} if ruleset_id == "lionheart-1997" else {})
    r = random.Random(1)
    checked = unchecked = 0
    legal_times: list[float] = []
    clone_times: list[float] = []
    games = 0
    # 1. Checked play: legal_actions, then the checked apply a GUI or a save file uses.
    deadline = time.perf_counter() + seconds
    t0 = time.perf_counter()
    while time.perf_counter() < deadline:
        s = rs.new_game(opts, seed=games)
        games += 1
        while not rs.is_over(s):
            t = time.perf_counter()
            actions = rs.legal_actions(s)
            legal_times.append(time.perf_counter() - t)
            s, _ = rs.apply(s, r.choice(actions))
            checked += 1
            if checked % 50 == 0:
                t = time.perf_counter()
                dataclasses.replace(s)
                clone_times.append(time.perf_counter() - t)
    checked_rate = checked / (time.perf_counter() - t0)
    # 2. Unchecked play, as bots do in playouts.
    deadline = time.perf_counter() + seconds
    t0 = time.perf_counter()
    while time.perf_counter() < deadline:
        s = rs.new_game(opts, seed=games)
        games += 1
        while not rs.is_over(s):
            s, _ = rs.apply_unchecked(s, r.choice(rs.legal_actions(s)))
            unchecked += 1
    unchecked_rate = unchecked / (time.perf_counter() - t0)
    legal_times.sort()
    return {
        "ruleset": ruleset_id,
        "setup": setup,
        "games": games,
        "applied_per_second_checked": round(checked_rate),
        "applied_per_second_unchecked": round(unchecked_rate),
        "legal_actions_median_us": round(statistics.median(legal_times) * 1e6, 1),
        "legal_actions_p99_us": round(legal_times[int(len(legal_times) * 0.99)] * 1e6, 1),
        "clone_us": round(statistics.median(clone_times) * 1e6, 2),
        "machine": machine(),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ruleset", default="lionheart-1997")
    p.add_argument("--seconds", type=float, default=5.0)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    rows = [bench(args.ruleset, args.seconds, setup) for setup in ("basic", "customized")]
    minimal = None
    if args.ruleset == "lionheart-1997":
        import minimal_1997

        minimal = round(minimal_1997.rate(args.seconds)[0])
        for row in rows:
            row["minimal_model_per_second"] = minimal
        basic = rows[0]
        basic["ratio_checked"] = round(basic["applied_per_second_checked"] / minimal, 2)
        basic["ratio_unchecked"] = round(basic["applied_per_second_unchecked"] / minimal, 2)
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print(f"machine: {rows[0]['machine']}")
    for row in rows:
        print(f"{row['ruleset']} ({row['setup']}): {row['applied_per_second_checked']:,} actions/s checked, "
              f"{row['applied_per_second_unchecked']:,} unchecked; legal_actions median "
              f"{row['legal_actions_median_us']} us, p99 {row['legal_actions_p99_us']} us; "
              f"state clone {row['clone_us']} us ({row['games']} games)")
    if minimal is not None:
        b = rows[0]
        print(f"minimal model of the same rules: {minimal:,} actions/s; engine/minimal = "
              f"{b['ratio_checked']} checked, {b['ratio_unchecked']} unchecked (goal: at least 0.5)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
