"""Lancaster: speed of the rules and of the computer players, and the heuristic's strength.

    python bench/lancaster.py [--players 4] [--seconds 5] [--games 100] [--json]

* playouts: random games played with the checked apply (legal_actions + apply, as the app does)
  and unchecked (apply_unchecked, as bots do): applied actions per second (target >= 3,000);
* legal_actions: median and 99th percentile in random play;
* bots: seconds per heuristic move (median, p95), and per search move at its default budget;
* strength: one heuristic bot against three random bots (four players), seats rotating
  (target: >= 80 of 100); with ``--search-games N`` also one search bot against three heuristic
  bots (target: >= 40 of 100; slow: about 25 s a game); ``--only-search`` plays just that match
  (a line per game; ``--first-game`` to split it over processes, ``--cpu-clock`` to count the
  search budget, the playouts and the search move's time in this process's CPU time on a machine
  shared with other work; the match's lines then also give the search's CPU time per move); ``--only-heuristic`` plays just the heuristic-vs-random match;
  ``--set NAME=VALUE`` (repeatable) sets one of the search's tuning constants for the run (as
  bench/bots.py does: over Lancaster's own ``search_tuning``);
* ``--eval-speed``: the bots' evaluation in microseconds per position (fresh positions one action
  from those of heuristic games, valued for every player) and the search's iterations per CPU
  second at its default budget on 16 positions of a heuristic game.
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
from lionheart_core.bots.simulate import play_game
from lionheart_core.rulesets.lancaster import RULESET as RS
from lionheart_core.rulesets.lancaster import Options


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))] if s else 0.0


def playouts(players: int, seconds: float, clock=time.perf_counter) -> dict:
    """Random games for ``seconds`` on ``clock`` (wall time, or CPU time on a shared machine)."""
    opts = Options(players=players)
    r = random.Random(1)
    legal: list[float] = []
    out = {}
    for mode in ("checked", "unchecked"):
        n = games = 0
        deadline = clock() + seconds
        t0 = clock()
        while clock() < deadline:
            s = RS.new_game(opts, seed=games)
            games += 1
            while not RS.is_over(s):
                t = clock()
                p = r.choice(RS.to_move(s))
                acts = RS.legal_actions(s, p)
                legal.append(clock() - t)
                a = r.choice(acts)
                s = (RS.apply(s, a) if mode == "checked" else RS.apply_unchecked(s, a))[0]
                n += 1
        dt = clock() - t0
        out[mode] = {"actions_per_s": round(n / dt), "games": games, "actions_per_game": round(n / games)}
    out["legal_actions_ms"] = {"median": round(statistics.median(legal) * 1000, 3),
                               "p99": round(pct(legal, 0.99) * 1000, 3)}
    return out


def strength(games: int, keys: tuple[str, ...] = ("heuristic", "random", "random#2", "random#3"),
             first: int = 0, cpu_clock: bool = False, progress: bool = False) -> dict:
    keys = list(keys)
    seats = RS.players(Options(players=4))
    wins = 0
    think: list[float] = []
    cpu: list[float] = []  # with cpu_clock: CPU seconds of each move of the first bot

    def timed(choose):
        def choose_timed(observation, player):
            t = time.process_time()
            action = choose(observation, player)
            cpu.append(time.process_time() - t)
            return action
        return choose_timed

    for g in range(first, first + games):
        bots = {k: make_bot(k.split("#")[0], RS, g * 10 + i) for i, k in enumerate(keys)}
        if cpu_clock:
            for bot in bots.values():
                if hasattr(bot, "clock"):
                    bot.clock = time.process_time
            bots[keys[0]].choose = timed(bots[keys[0]].choose)
        rot = keys[g % 4:] + keys[: g % 4]
        rec = play_game(RS, Options(players=4), bots, dict(zip(seats, rot, strict=True)), seed=g)
        if rec.error:
            raise SystemExit(rec.error)
        wins += keys[0] in rec.winners
        think += rec.think.get(keys[0], [])
        if progress:
            print(f"game {g}: winners {sorted(rec.winners)}; {keys[0]} {wins} of {g + 1 - first}; "
                  f"move median {statistics.median(think):.3f} s, max {max(think):.3f} s (wall)"
                  + (f"; {statistics.median(cpu):.3f} s, max {max(cpu):.3f} s (CPU)" if cpu else ""),
                  file=sys.stderr, flush=True)
    return {f"{keys[0]}_wins": wins, "games": games,
            f"{keys[0]}_move_s": {"median": round(statistics.median(think), 4), "p95": round(pct(think, 0.95), 4)}}


def search_move(moves: int = 10, cpu_clock: bool = False) -> dict:
    """Seconds per search move at the default budget over the first ``moves`` decisions of a
    four-player game (wall time, or this process's CPU time with ``cpu_clock``), and the
    search's iterations per move."""
    s = RS.new_game(Options(players=4), 1)
    bot = make_bot("search", RS, 1)
    clock = time.process_time if cpu_clock else time.perf_counter
    if cpu_clock:
        bot.clock = time.process_time
    times, iterations = [], []
    for _ in range(moves):
        p = RS.to_move(s)[0]
        t = clock()
        a = bot.choose(RS.observe(s, p), p)
        times.append(clock() - t)
        iterations.append(bot.last_iterations)
        s = RS.apply(s, a)[0]
    return {"median_s": round(statistics.median(times), 3), "max_s": round(max(times), 3),
            "iterations_median": statistics.median(iterations), "clock": "cpu" if cpu_clock else "wall"}


def eval_speed() -> dict:
    """The evaluation's cost per fresh position (CPU time) and the search's iterations per CPU
    second (see the module's docstring)."""
    import dataclasses

    opts = Options(players=4)
    seats = RS.players(opts)
    children, observations = [], []
    for seed in (0, 1, 3):
        s = RS.new_game(opts, seed)
        bots = {p: make_bot("heuristic", RS, i) for i, p in enumerate(seats)}
        k = 0
        while not RS.is_over(s):
            p = RS.to_move(s)[0]
            actions = RS.bot_actions(s, p)
            if seed < 3:
                children += [(RS.apply_unchecked(s, a)[0], p) for a in actions]
            elif len(actions) > 1:
                k += 1
                if k % 8 == 0:
                    observations.append((RS.observe(s, p), p))
            s, _ = RS.apply(s, bots[p].choose(RS.observe(s, p), p))
    runs = []
    for _ in range(3):
        fresh = [(dataclasses.replace(s), p) for s, p in children]
        t = time.process_time()
        for s, p in fresh:
            RS.evaluate(s, p)
            for q in seats:
                RS.evaluate(s, q)
        runs.append((time.process_time() - t) / len(fresh))
    rates = []
    for obs, p in observations[:16]:
        bot = make_bot("search", RS, 1)
        bot.clock = time.process_time
        bot.choose(obs, p)
        rates.append(bot.last_iterations / bot.last_seconds)
    return {"positions": len(children), "evaluation_us_per_position": round(min(runs) * 1e6, 1),
            "search_positions": len(rates), "iterations_per_cpu_s_median": round(statistics.median(rates)),
            "iterations_per_cpu_s_min": round(min(rates)), "iterations_per_cpu_s_max": round(max(rates))}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--search-games", type=int, default=0)
    ap.add_argument("--only-search", action="store_true")
    ap.add_argument("--only-heuristic", action="store_true")
    ap.add_argument("--first-game", type=int, default=0)
    ap.add_argument("--cpu-clock", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--eval-speed", action="store_true")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                    help="set one of the search's tuning constants (core/bots/mcts.py) for this run, "
                         "e.g. --set FULL_DEPTH=1 (repeatable)")
    args = ap.parse_args(argv)
    from bots import set_search_constants  # bench/bots.py

    tuning = set_search_constants(args.set)
    if tuning:
        print(f"search tuning set: {tuning}", file=sys.stderr, flush=True)
    if args.eval_speed:
        print(json.dumps({"machine": machine(), "eval_speed": eval_speed()}, indent=2))
        return 0
    if args.only_search:
        ss = strength(args.search_games or 100, ("search", "heuristic", "heuristic#2", "heuristic#3"),
                      args.first_game, args.cpu_clock, progress=True)
        print(f"search vs 3 heuristic: {ss['search_wins']} of {ss['games']} won; move median "
              f"{ss['search_move_s']['median']} s, p95 {ss['search_move_s']['p95']} s (wall)")
        return 0
    if args.only_heuristic:
        st = strength(args.games, first=args.first_game)
        print(f"heuristic vs 3 random: {st['heuristic_wins']} of {st['games']} won; move median "
              f"{st['heuristic_move_s']['median']} s, p95 {st['heuristic_move_s']['p95']} s (wall)")
        return 0
    report = {"machine": machine(), "players": args.players, "playouts": playouts(args.players, args.seconds, time.process_time if args.cpu_clock else time.perf_counter),
              "strength": strength(args.games), "search_move": search_move(cpu_clock=args.cpu_clock)}
    if args.search_games:
        report["search_strength"] = strength(args.search_games, ("search", "heuristic", "heuristic#2", "heuristic#3"))
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        p = report["playouts"]
        print(f"Lancaster, {args.players} players, on {report['machine']}")
        print(f"  checked play:   {p['checked']['actions_per_s']} actions/s "
              f"({p['checked']['actions_per_game']} actions a game)")
        print(f"  unchecked play: {p['unchecked']['actions_per_s']} actions/s")
        print(f"  legal_actions:  median {p['legal_actions_ms']['median']} ms, p99 {p['legal_actions_ms']['p99']} ms")
        st = report["strength"]
        print(f"  heuristic vs 3 random: {st['heuristic_wins']} of {st['games']} won; "
              f"move median {st['heuristic_move_s']['median']} s, p95 {st['heuristic_move_s']['p95']} s")
        sm = report["search_move"]
        print(f"  search move ({sm['clock']} time): median {sm['median_s']} s, max {sm['max_s']} s, "
              f"{sm['iterations_median']} iterations (median)")
        if "search_strength" in report:
            ss = report["search_strength"]
            print(f"  search vs 3 heuristic: {ss['search_wins']} of {ss['games']} won")
    return 0


if __name__ == "__main__":
    sys.exit(main())
