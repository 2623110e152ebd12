"""Speed of the crusade rules (Richard the Lionheart): random playouts per second, applied
actions per second, the time of one ``legal_actions`` call, and a heuristic bot's move time.

    python bench/crusade.py [--seconds 5] [--players 4]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from lionheart_core.bots import make_bot  # noqa: E402
from lionheart_core.rulesets.crusade import RULESET as RS  # noqa: E402
from lionheart_core.rulesets.crusade import Options  # noqa: E402


def playouts(players: int, seconds: float) -> tuple[int, int, float, int]:
    """Random games from the start until ``seconds`` pass: (games, actions, time spent in
    legal_actions, legal_actions calls)."""
    opts = Options(players=players)
    rng = random.Random(1)
    games = actions = calls = 0
    legal_time = 0.0
    end = time.perf_counter() + seconds
    seed = 0
    while time.perf_counter() < end:
        seed += 1
        s = RS.new_game(opts, seed)
        while not RS.is_over(s):
            t0 = time.perf_counter()
            acts = RS.legal_actions(s)
            legal_time += time.perf_counter() - t0
            calls += 1
            s, _ = RS.apply_unchecked(s, rng.choice(acts))
            actions += 1
        games += 1
    return games, actions, legal_time, calls


def bot_moves(players: int, moves: int = 60) -> float:
    """Mean seconds of a heuristic bot's move, over the first ``moves`` moves of a game."""
    opts = Options(players=players)
    s = RS.new_game(opts, 3)
    bots = {p: make_bot("heuristic", RS, seed=i) for i, p in enumerate(RS.players(opts))}
    spent = 0.0
    n = 0
    while not RS.is_over(s) and n < moves:
        who = RS.to_move(s)[0]
        t0 = time.perf_counter()
        a = bots[who].choose(RS.observe(s, who), who)
        spent += time.perf_counter() - t0
        n += 1
        s, _ = RS.apply(s, a)
    return spent / max(1, n)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args(argv)
    games, actions, legal_time, calls = playouts(args.players, args.seconds)
    print(f"crusade, {args.players} players: {games / args.seconds:.1f} playouts/s, "
          f"{actions / args.seconds:.0f} applied actions/s ({actions / max(1, games):.0f} actions a game)")
    print(f"legal_actions: {1e6 * legal_time / max(1, calls):.0f} us a call ({calls} calls)")
    print(f"heuristic bot: {1000 * bot_moves(args.players):.1f} ms a move")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
