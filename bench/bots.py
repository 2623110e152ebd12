"""Strength and speed of the computer players (issue 4's figures for the README).

    python bench/bots.py [--ruleset lionheart-1997] [--games 100] [--seed 1] [--json]

Two matches, seats alternated between games:

* heuristic vs random (target: the heuristic wins at least 95 of 100);
* search (default time budget) vs heuristic (target: search wins at least 60 of 100).

Per level: median and 95th-percentile seconds per move; for search, iterations per second.
The search match takes long (about 100 games x 40 search moves x the budget): run it niced, in
the background.

``--only speed`` measures the search alone, quickly and with a fixed amount of work: a fixed
number of iterations at each of a fixed set of positions (those a game between two heuristic
bots passes through), repeated ``--repeat`` times; it reports the best and the median rate in
iterations per second (the best is the least disturbed by other work on the machine), then the
rate at the default budget counted in CPU time (each position searched for the budget).

``--cpu-clock`` makes the search bots of a match count their budget in the process's CPU time:
on a machine shared with other work a wall-clock budget gives the search a fraction of its
iterations (measured 2026-11-23: 4-8 s of wall time for 0.6 s of CPU), so its strength would
say more about the load than about the bot.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from machine_info import machine  # bench/ is on sys.path when a bench runs

from lionheart_core import rulesets
from lionheart_core.bots import DEFAULT_TIME_BUDGET, make_bot
from lionheart_core.bots.simulate import DEFAULT_TURN_LIMIT, game_seed, play_game, player_keys


class _Counting:
    """Wraps a search bot to add up its iterations and thinking time."""

    def __init__(self, bot) -> None:
        self.bot, self.level = bot, bot.level
        self.iterations = 0
        self.seconds = 0.0
        self.cpu: list[float] = []  # CPU seconds of each move (the wall time depends on the load)

    def choose(self, observation, player):
        started = time.process_time()
        action = self.bot.choose(observation, player)
        self.cpu.append(time.process_time() - started)
        if getattr(self.bot, "last_seconds", 0.0):
            self.iterations += self.bot.last_iterations
            self.seconds += self.bot.last_seconds
        return action


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def match(ruleset_id: str, players: list[str], games: int, seed: int, time_budget: float | None,
          progress: bool, first: int = 0, cpu_clock: bool = False, options: dict | None = None) -> dict:
    rs = rulesets.get(ruleset_id)
    data = {"turn_limit": DEFAULT_TURN_LIMIT} if "turn_limit" in rs.Options.model_fields else {}
    data.update(options or {})
    opts = rs.options_from_dict(data)
    seats = list(rs.players(opts))
    keys = player_keys(players)
    wins = dict.fromkeys(keys, 0)
    draws = errors = 0
    think: dict[str, list[float]] = {k: [] for k in keys}
    lengths: list[int] = []
    iterations, search_seconds = 0, 0.0
    cpu: dict[str, list[float]] = {k: [] for k in keys}
    start = time.perf_counter()
    for g in range(first, first + games):
        gseed = game_seed(seed, g)
        seat_of = {seat: keys[(i + g) % len(keys)] for i, seat in enumerate(seats)}
        bots = {k: _Counting(make_bot(level, rs, seed=gseed * 16 + i, time_budget=time_budget))
                for i, (k, level) in enumerate(zip(keys, players, strict=True))}
        if cpu_clock:
            for bot in bots.values():
                if hasattr(bot.bot, "clock"):
                    bot.bot.clock = time.process_time
        record = play_game(rs, opts, bots, seat_of, gseed)
        for k, times in record.think.items():
            think[k].extend(times)
        for k, bot in bots.items():
            iterations += bot.iterations
            search_seconds += bot.seconds
            cpu[k].extend(bot.cpu)
        if record.error:
            errors += 1
            print(f"game {g} (seed {gseed}) crashed:\n{record.error}", file=sys.stderr)
            continue
        lengths.append(record.actions)
        if record.winners:
            for k in record.winners:
                wins[k] += 1
        else:
            draws += 1
        if progress:
            times = " ".join(f"{k} median {statistics.median(t):.3f} s p95 {percentile(t, 0.95):.3f} s "
                             f"max {max(t):.3f} s;"
                             for k, t in think.items() if t)
            rate = f" {iterations / search_seconds:.0f} it/s" if search_seconds else ""
            rate += "; CPU per move " + " ".join(f"{k} median {statistics.median(t):.3f} s max {max(t):.3f} s;"
                                                 for k, t in cpu.items() if t)
            print(f"  {' vs '.join(keys)}: game {g + 1 - first}/{games}: {wins} draws {draws}; {times}{rate}",
                  file=sys.stderr, flush=True)
    out = {
        "players": keys,
        "games": games,
        "wins": wins,
        "draws": draws,
        "errors": errors,
        "mean_actions": round(statistics.fmean(lengths), 1) if lengths else 0.0,
        "seconds_per_move": {k: {"median": round(statistics.median(t), 4) if t else 0.0,
                                 "p95": round(percentile(t, 0.95), 4),
                                 "max": round(max(t), 4) if t else 0.0} for k, t in think.items()},
        "cpu_seconds_per_move": {k: {"median": round(statistics.median(t), 4) if t else 0.0,
                                     "max": round(max(t), 4) if t else 0.0} for k, t in cpu.items()},
        "wall_seconds": round(time.perf_counter() - start, 1),
    }
    if search_seconds:
        out["search_iterations_per_second"] = round(iterations / search_seconds, 1)
    return out


def speed_positions(ruleset_id: str, seed: int, every: int = 6, limit: int = 12,
                    options: dict | None = None) -> list[tuple]:
    """``(observation, player)`` pairs from a game between two heuristic bots: every ``every``-th
    decision with more than one legal action, ``limit`` of them."""
    rs = rulesets.get(ruleset_id)
    data = {"turn_limit": DEFAULT_TURN_LIMIT} if "turn_limit" in rs.Options.model_fields else {}
    data.update(options or {})
    opts = rs.options_from_dict(data)
    bots = {p: make_bot("heuristic", rs, seed=seed + i) for i, p in enumerate(rs.players(opts))}
    state = rs.new_game(opts, seed)
    out, n = [], 0
    while not rs.is_over(state) and len(out) < limit:
        player = rs.to_move(state)[0]
        obs = rs.observe(state, player)
        if len(rs.legal_actions(state, player)) > 1:
            if n % every == 0:
                out.append((obs, player))
            n += 1
        state, _ = rs.apply(state, bots[player].choose(obs, player))
    return out


def speed(ruleset_id: str, seed: int, iterations: int = 150, repeat: int = 3, options: dict | None = None) -> dict:
    """Iterations per second of the search over fixed positions and a fixed amount of work."""
    from lionheart_core.bots.mcts import SearchBot

    rs = rulesets.get(ruleset_id)
    positions = speed_positions(ruleset_id, seed, options=options)
    rates, cpu_rates = [], []
    for _ in range(repeat):
        count, seconds, cpu = 0, 0.0, 0.0
        for k, (obs, player) in enumerate(positions):
            bot = SearchBot(rs, seed=k, iterations=iterations)
            started = time.process_time()
            bot.choose(obs, player)
            cpu += time.process_time() - started
            count += bot.last_iterations
            seconds += bot.last_seconds
        rates.append(count / seconds)
        cpu_rates.append(count / cpu)
    # At the default budget, counted in this process's CPU time: the search as a move runs it,
    # undisturbed by other work on the machine.
    budget_rates = []
    for _ in range(repeat):
        count, cpu = 0, 0.0
        for k, (obs, player) in enumerate(positions):
            bot = SearchBot(rs, seed=k, time_budget=DEFAULT_TIME_BUDGET, clock=time.process_time)
            bot.choose(obs, player)
            count += bot.last_iterations
            cpu += bot.last_seconds
        budget_rates.append(count / cpu)
    # CPU time counts only this process's work: the fairer figure on a machine shared with others.
    return {"positions": len(positions), "iterations_per_position": iterations, "repeat": repeat,
            "best_iterations_per_second": round(max(rates), 1),
            "median_iterations_per_second": round(statistics.median(rates), 1),
            "best_iterations_per_cpu_second": round(max(cpu_rates), 1),
            "default_budget_iterations_per_cpu_second": {"best": round(max(budget_rates), 1),
                                                         "median": round(statistics.median(budget_rates), 1)}}


def set_search_constants(settings: list[str]) -> dict:
    """Sets the search's tuning constants named ``NAME=VALUE`` (an experiment without editing
    core/bots/mcts.py); returns them as set."""
    from lionheart_core.bots import mcts

    done = {}
    for item in settings:
        name, _, text = item.partition("=")
        old = getattr(mcts, name, None)
        if not name.isupper() or old is None or isinstance(old, type):
            raise SystemExit(f"--set: {name!r} is not a tuning constant of core/bots/mcts.py")
        value = text.strip().lower() in ("1", "true", "yes") if isinstance(old, bool) else type(old)(float(text))
        setattr(mcts, name, value)
        mcts.FORCED.add(name)  # over a ruleset's own value (search_tuning)
        done[name] = value
    return done


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ruleset", default="lionheart-1997")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--time-budget", type=float, default=None,
                   help=f"search seconds per action (default {DEFAULT_TIME_BUDGET})")
    p.add_argument("--first-game", type=int, default=0,
                   help="index of the first game (to split a match over processes)")
    p.add_argument("--only", choices=("heuristic-random", "search-heuristic", "speed"), default=None)
    p.add_argument("--repeat", type=int, default=3, help="rounds of the speed measurement")
    p.add_argument("--cpu-clock", action="store_true",
                   help="the search budget counts this process's CPU time, not wall time (a machine "
                        "shared with other work otherwise shortens every search)")
    p.add_argument("--options", default="{}",
                   help='game options as JSON, e.g. \'{"army": "standard"}\' for the hex variant')
    p.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                   help="set one of the search's tuning constants (core/bots/mcts.py) for this run, "
                        "e.g. --set EXPLORATION=0.2 (repeatable)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    tuning = set_search_constants(args.set)
    report: dict = {"machine": machine(), "ruleset": args.ruleset,
                    "time_budget": args.time_budget or DEFAULT_TIME_BUDGET,
                    "clock": "process CPU time" if args.cpu_clock else "wall time",
                    "options": json.loads(args.options), "search_constants": tuning}
    if args.only == "speed":
        report["search_speed"] = speed(args.ruleset, args.seed, repeat=args.repeat,
                                        options=json.loads(args.options))
    if args.only in (None, "heuristic-random"):
        report["heuristic_vs_random"] = match(args.ruleset, ["heuristic", "random"], args.games, args.seed,
                                              args.time_budget, True, args.first_game, args.cpu_clock,
                                              json.loads(args.options))
    if args.only in (None, "search-heuristic"):
        report["search_vs_heuristic"] = match(args.ruleset, ["search", "heuristic"], args.games, args.seed,
                                              args.time_budget, True, args.first_game, args.cpu_clock,
                                              json.loads(args.options))
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"{report['ruleset']} on {report['machine']}, search budget {report['time_budget']} s "
              f"({report['clock']})" + (f", search constants {tuning}" if tuning else ""))
        if "search_speed" in report:
            r = report["search_speed"]
            print(f"search speed: best {r['best_iterations_per_second']} it/s, median "
                  f"{r['median_iterations_per_second']} it/s, best {r['best_iterations_per_cpu_second']} per CPU "
                  f"second ({r['positions']} positions x "
                  f"{r['iterations_per_position']} iterations, {r['repeat']} rounds)")
            d = r["default_budget_iterations_per_cpu_second"]
            print(f"at the default budget ({DEFAULT_TIME_BUDGET} s of CPU time a move): best {d['best']}, "
                  f"median {d['median']} iterations per CPU second")
        for name in ("heuristic_vs_random", "search_vs_heuristic"):
            if name in report:
                r = report[name]
                print(f"{name}: {r['wins']} draws {r['draws']} errors {r['errors']} in {r['games']} games, "
                      f"{r['mean_actions']} actions per game, {r['wall_seconds']} s")
                for k, t in r["seconds_per_move"].items():
                    print(f"  {k}: median {t['median'] * 1000:.1f} ms, p95 {t['p95'] * 1000:.1f} ms, "
                          f"max {t['max'] * 1000:.1f} ms per move")
                for k, t in r["cpu_seconds_per_move"].items():
                    print(f"  {k}: CPU time per move median {t['median'] * 1000:.1f} ms, max {t['max'] * 1000:.1f} ms")
                if "search_iterations_per_second" in r:
                    print(f"  search: {r['search_iterations_per_second']} iterations per second")
    return 0


if __name__ == "__main__":
    sys.exit(main())
