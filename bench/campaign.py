"""Speed of the strategic campaign (richard-campaign): applied actions per second in random play
(checked and unchecked), legal_actions median and p99, state dump; and the bots: a heuristic move's
time and a small heuristic-vs-random match on short campaigns (seats alternating).
Target from the issue: at least 1,000 applied actions per second.

    python bench/campaign.py [--seconds 5] [--games 6] [--end-year 1196] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from machine_info import machine  # bench/ is on sys.path when a bench runs

from lionheart_core import rulesets
from lionheart_core.bots import make_bot, simulate
from lionheart_core.rulesets.richard_campaign import RULESET, Options


def speed(seconds: float) -> dict:
    rs = RULESET
    r = random.Random(1)
    legal: list[float] = []
    dumps: list[float] = []
    checked = games = 0
    c0 = time.process_time()
    t0 = time.perf_counter()
    deadline = t0 + seconds
    while time.perf_counter() < deadline:
        s = rs.new_game(seed=games)
        games += 1
        while not rs.is_over(s) and time.perf_counter() < deadline:
            t = time.perf_counter()
            actions = rs.legal_actions(s)
            legal.append(time.perf_counter() - t)
            s, _ = rs.apply(s, r.choice(actions))
            checked += 1
            if checked % 100 == 0:
                t = time.perf_counter()
                rs.dump(s)
                dumps.append(time.perf_counter() - t)
    checked_rate = checked / (time.perf_counter() - t0)
    checked_cpu = checked / (time.process_time() - c0)
    unchecked = 0
    c0 = time.process_time()
    t0 = time.perf_counter()
    deadline = t0 + seconds
    while time.perf_counter() < deadline:
        s = rs.new_game(seed=1000 + games)
        games += 1
        while not rs.is_over(s) and time.perf_counter() < deadline:
            s, _ = rs.apply_unchecked(s, r.choice(rs.legal_actions(s)))
            unchecked += 1
    unchecked_cpu = unchecked / (time.process_time() - c0)
    legal.sort()
    return {
        # per second of CPU time: the machine's other work does not count (helpers share 2 cores)
        "checked_actions_per_cpu_s": round(checked_cpu),
        "unchecked_actions_per_cpu_s": round(unchecked_cpu),
        "checked_actions_per_s": round(checked_rate),
        "unchecked_actions_per_s": round(unchecked / (time.perf_counter() - t0)),
        "legal_actions_median_ms": round(statistics.median(legal) * 1000, 3),
        "legal_actions_p99_ms": round(legal[int(len(legal) * 0.99)] * 1000, 3),
        "dump_median_ms": round(statistics.median(dumps) * 1000, 3) if dumps else None,
    }


def bots(games: int, end_year: int) -> dict:
    rs = RULESET
    bot = make_bot("heuristic", rs, seed=1)
    s = rs.new_game(Options(end_year=end_year), seed=5)
    times = []
    r = random.Random(2)
    for _ in range(200):
        if rs.is_over(s):
            break
        p = rs.to_move(s)[0]
        t = time.perf_counter()
        a = bot.choose(rs.observe(s, p), p)
        times.append(time.perf_counter() - t)
        s, _ = rs.apply(s, a if r.random() < 0.5 else r.choice(rs.legal_actions(s)))
    times.sort()
    summary, records = simulate.run(rs, ["heuristic", "random"], games, seed=101, options={"end_year": end_year})
    return {"heuristic_move_median_s": round(statistics.median(times), 3),
            "heuristic_move_p95_s": round(times[int(len(times) * 0.95)], 3),
            "match": {"games": games, "end_year": end_year, "wins": summary["wins"], "draws": summary.get("draws"),
                      "errors": sum(1 for x in records if x.error)}}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--end-year", type=int, default=1196)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rulesets.register(RULESET.id, lambda: RULESET)
    out = {"machine": machine(), "speed": speed(args.seconds)}
    if args.games:
        out["bots"] = bots(args.games, args.end_year)
    print(json.dumps(out, indent=None if args.json else 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
