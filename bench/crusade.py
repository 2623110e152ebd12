"""Speed of the crusade rules (Richard the Lionheart): random playouts per second, applied
actions per second, the time of one ``legal_actions`` call, and a heuristic bot's move time.

    python bench/crusade.py [--seconds 5] [--players 4]
    python bench/crusade.py --search-games 100 [--first-game 0] [--cpu-clock]

``--search-games`` plays a faction of search bots against a faction of heuristic bots (four
players, the neutral seat, if any, heuristic; seeds 2000 + game, the search faction alternating
between Richard's and John's) and prints a line per game; target: the search faction wins at
least 60 of 100. ``--cpu-clock`` counts the search budget in this process's CPU time (a machine
shared with other work otherwise shortens every search).
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


def faction_match(games: int, first: int = 0, cpu_clock: bool = False, players: int = 4) -> tuple[int, int]:
    """Search faction against heuristic faction: (search wins, games played)."""
    opts = Options(players=players)
    wins = played = 0
    think: list[float] = []
    for g in range(first, first + games):
        seed = 2000 + g
        smart = "richard" if g % 2 == 0 else "john"
        s = RS.new_game(opts, seed)
        bots = {}
        for i, p in enumerate(s.players):
            bot = make_bot("search" if p.faction == smart else "heuristic", RS, seed=seed * 10 + i)
            if cpu_clock and hasattr(bot, "clock"):
                bot.clock = time.process_time
            bots[p.seat] = bot
        for _ in range(5000):
            if RS.is_over(s):
                break
            who = RS.to_move(s)[0]
            t0 = time.perf_counter()
            action = bots[who].choose(RS.observe(s, who), who)
            if bots[who].level == "search":
                think.append(time.perf_counter() - t0)
            s, _ = RS.apply(s, action)
        o = s.outcome
        winner = o.faction or s.player(o.winners[0]).faction
        played += 1
        wins += winner == smart
        think.sort()
        print(f"game {g} (seed {seed}, search faction {smart}): {winner} wins; search {wins} of {played}; "
              f"search move median {think[len(think) // 2]:.3f} s, max {think[-1]:.3f} s (wall)", flush=True)
    return wins, played


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--search-games", type=int, default=0)
    ap.add_argument("--first-game", type=int, default=0)
    ap.add_argument("--cpu-clock", action="store_true")
    args = ap.parse_args(argv)
    if args.search_games:
        wins, played = faction_match(args.search_games, args.first_game, args.cpu_clock)
        print(f"search faction vs heuristic faction: {wins} wins of {played}")
        return 0
    games, actions, legal_time, calls = playouts(args.players, args.seconds)
    print(f"crusade, {args.players} players: {games / args.seconds:.1f} playouts/s, "
          f"{actions / args.seconds:.0f} applied actions/s ({actions / max(1, games):.0f} actions a game)")
    print(f"legal_actions: {1e6 * legal_time / max(1, calls):.0f} us a call ({calls} calls)")
    print(f"heuristic bot: {1000 * bot_moves(args.players):.1f} ms a move")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
