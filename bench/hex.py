"""Speed of the hex variant (lionheart-hex): random playouts (applied actions per second, checked
and unchecked), legal_actions median and p99 (battle and army building), and the bots' time per
move. Target: at least 3,000 applied actions per second; a bot move within 1 s.

    python bench/hex.py [--seconds 5] [--bot-moves 20] [--json]

The ruleset is used directly (it is registered as `lionheart-hex`).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from machine_info import machine  # bench/ is on sys.path when a bench runs

from lionheart_core.bots import make_bot
from lionheart_core.rulesets.lionheart_hex import RULESET as RS
from lionheart_core.rulesets.lionheart_hex import Options, Ready


def _battle(seed: int, opts: Options):
    s = RS.new_game(opts, seed)
    s, _ = RS.apply(s, Ready("gold"))
    s, _ = RS.apply(s, Ready("silver"))
    return s


def playouts(seconds: float) -> dict:
    opts = Options(army="standard", turn_limit=300)
    r = random.Random(1)
    legal: list[float] = []
    checked = unchecked = games = 0
    deadline = time.perf_counter() + seconds
    t0 = time.perf_counter()
    while time.perf_counter() < deadline:
        s = _battle(games, opts)
        games += 1
        while not RS.is_over(s) and time.perf_counter() < deadline:
            t = time.perf_counter()
            actions = RS.legal_actions(s)
            legal.append(time.perf_counter() - t)
            s, _ = RS.apply(s, r.choice(actions))
            checked += 1
    checked_rate = checked / (time.perf_counter() - t0)
    deadline = time.perf_counter() + seconds
    t0 = time.perf_counter()
    while time.perf_counter() < deadline:
        s = _battle(games, opts)
        games += 1
        while not RS.is_over(s) and time.perf_counter() < deadline:
            s, _ = RS.apply_unchecked(s, r.choice(RS.legal_actions(s)))
            unchecked += 1
    unchecked_rate = unchecked / (time.perf_counter() - t0)
    # Army building: legal_actions while both sides buy and deploy.
    build: list[float] = []
    for seed in range(20):
        s = RS.new_game(Options(), seed)
        rb = random.Random(seed)
        while s.phase == "build":
            side = rb.choice(RS.to_move(s))
            t = time.perf_counter()
            actions = RS.legal_actions(s, side)
            build.append(time.perf_counter() - t)
            s, _ = RS.apply(s, rb.choice(actions))
    legal.sort()
    build.sort()
    return {
        "applied_per_second_checked": round(checked_rate),
        "applied_per_second_unchecked": round(unchecked_rate),
        "legal_actions_median_us": round(statistics.median(legal) * 1e6, 1),
        "legal_actions_p99_us": round(legal[int(len(legal) * 0.99)] * 1e6, 1),
        "build_legal_actions_median_us": round(statistics.median(build) * 1e6, 1),
        "build_legal_actions_p99_us": round(build[int(len(build) * 0.99)] * 1e6, 1),
    }


def bot_moves(moves: int) -> dict:
    opts = Options(army="standard", turn_limit=300)
    out = {}
    for level in ("heuristic", "search"):
        bot = make_bot(level, RS, seed=1)
        rnd = make_bot("random", RS, seed=2)
        s = _battle(5, opts)
        times = []
        while len(times) < moves and not RS.is_over(s):
            side = RS.to_move(s)[0]
            obs = RS.observe(s, side)
            t = time.perf_counter()
            action = bot.choose(obs, side)
            times.append(time.perf_counter() - t)
            s, _ = RS.apply(s, action)
            if RS.is_over(s):
                break
            other = RS.to_move(s)[0]
            s, _ = RS.apply(s, rnd.choose(RS.observe(s, other), other))
        times.sort()
        out[f"{level}_move_median_ms"] = round(statistics.median(times) * 1000, 1)
        out[f"{level}_move_max_ms"] = round(times[-1] * 1000, 1)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=5.0)
    p.add_argument("--bot-moves", type=int, default=20)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    row = {"ruleset": RS.id, **playouts(args.seconds), **bot_moves(args.bot_moves), "machine": machine()}
    if args.json:
        print(json.dumps(row, indent=1))
        return 0
    print(f"machine: {row['machine']}")
    print(f"{RS.id}: {row['applied_per_second_checked']:,} actions/s checked, "
          f"{row['applied_per_second_unchecked']:,} unchecked (target 3,000); legal_actions median "
          f"{row['legal_actions_median_us']} us, p99 {row['legal_actions_p99_us']} us; while armies are built "
          f"median {row['build_legal_actions_median_us']} us, p99 {row['build_legal_actions_p99_us']} us")
    print(f"bot move: heuristic median {row['heuristic_move_median_ms']} ms (max {row['heuristic_move_max_ms']}), "
          f"search median {row['search_move_median_ms']} ms (max {row['search_move_max_ms']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
