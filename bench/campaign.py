"""Speed of the strategic campaign (richard-campaign): applied actions per second in random play
(checked and unchecked), legal_actions median and p99, state dump; the bots' time per decision
(heuristic; search with its iterations per second); matches between levels (seats alternating).
Targets from the issue: at least 1,000 applied actions per second; a move within 1 s; heuristic
beats random in 95 of 100 games, search beats heuristic in 60 of 100.

    nice -n 10 python bench/campaign.py [--seconds 5] [--moves 40]
        [--match heuristic:random] [--match search:heuristic] [--games 100] [--end-year 1200]
        [--iterations N] [--budget S] [--cpu-clock] [--first-game N] [--side search=richard] [--json]

A match of one level against itself (``--match heuristic:heuristic``) names the second player
heuristic#2; each game's line says which side won (``winner_side``), on what (``reason``) and each
side's yearly income at the end (``income``). ``--side LEVEL=SIDE`` plays only the games of the
numbered range where that level holds that side (with search:heuristic, search=richard keeps the
even games), so a sample compares game by game with a longer match of the same seed.
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
from lionheart_core.rulesets.richard_campaign.world import view


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


def move_times(level: str, end_year: int, moves: int, time_budget: float | None) -> dict:
    """A bot's think time per decision (decisions with one legal action left out) over a game
    where its moves alternate with random ones; for the search level also its iterations."""
    rs = RULESET
    bot = make_bot(level, rs, seed=1, time_budget=time_budget)
    s = rs.new_game(Options(end_year=end_year), seed=5)
    times, iters = [], []
    r = random.Random(2)
    while len(times) < moves and not rs.is_over(s):
        p = rs.to_move(s)[0]
        if len(rs.legal_actions(s)) > 1:
            t = time.perf_counter()
            a = bot.choose(rs.observe(s, p), p)
            times.append(time.perf_counter() - t)
            if hasattr(bot, "last_iterations"):
                iters.append(bot.last_iterations / max(bot.last_seconds, 1e-9))
        else:
            a = rs.legal_actions(s)[0]
        s, _ = rs.apply(s, a if r.random() < 0.5 else r.choice(rs.legal_actions(s)))
    times.sort()
    out = {"decisions": len(times), "median_s": round(statistics.median(times), 3),
           "p95_s": round(times[int(len(times) * 0.95)], 3), "max_s": round(times[-1], 3)}
    if iters:
        out["iterations_per_s_median"] = round(statistics.median(iters))
    return out


def standing(rs, s) -> dict:
    """Each side's yearly income (as the year 1200 compares them), fortresses and castles held."""
    w = view(s)
    out = {}
    for side in ("richard", "philip"):
        held = [w.spec(h.id) for h in w.holds.values() if h.owner == side and not h.ruined]
        out[side] = {"income": rs.income(w, side, countries=False), "fortresses": sum(1 for x in held if x.fortress),
                     "castles": sum(1 for x in held if not x.fortress)}
    return out


def _ending(rs, opts, gseed: int, rec) -> dict:
    """How a game ended, from its log replayed: the victory's kind (or "unfinished" when the
    action limit stopped it), the month it ended in, each side's income and strongholds then
    (``end``) and at the start of each year (``by_year``: income Richard/Philip at its first position)."""
    s = rs.new_game(opts, gseed)
    by_year: dict[str, list[int]] = {}
    for entry in rec.log:
        s = rs.apply_unchecked(s, entry.action)[0]
        b = s.board
        if b.phase != "over" and str(b.year) not in by_year:
            st = standing(rs, s)
            by_year[str(b.year)] = [st["richard"]["income"], st["philip"]["income"]]
    b = s.board
    w = view(s)
    return {"reason": b.reason or ("error" if rec.error else "unfinished"), "winner_side": b.winner,
            "year": getattr(w, "year", None), "month": getattr(w, "month", None),
            "end": standing(rs, s), "by_year": by_year}


class _Timed:
    """A bot whose decisions with more than one legal action are timed on this process's CPU
    clock (the budget the search keeps to), so each game's line can give its moves' CPU time."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.cpu: list[float] = []

    def choose(self, observation, seat):
        several = len(RULESET.legal_actions(observation)) > 1
        c0 = time.process_time()
        action = self.bot.choose(observation, seat)
        if several:
            self.cpu.append(time.process_time() - c0)
        return action


def _cpu_summary(times: list[float]) -> dict:
    if not times:
        return {"decisions": 0}
    times = sorted(times)
    return {"decisions": len(times), "median_s": round(statistics.median(times), 3),
            "p99_s": round(times[min(len(times) - 1, int(len(times) * 0.99))], 3), "max_s": round(times[-1], 3)}


def match(players: list[str], games: int, end_year: int, iterations: int | None, seed: int,
          first_game: int = 0, budget: float | None = None, cpu_clock: bool = False,
          side: tuple[str, str] | None = None) -> dict:
    """``games`` games between two levels, seats alternating (as ``simulate.run`` seats and seeds
    them); wins per level and per seat. Each game's result goes to stderr as it ends, so a long
    run can be read while it plays. ``first_game`` numbers the games from there (seeds and seats
    as in one long match), so a match can be split over processes: 0-49 and 50-99 make 0-99.
    ``budget`` is the search's seconds per decision (its default when None), read on the CPU
    clock of this process when ``cpu_clock`` (other work on a shared machine then takes none
    of it). ``side``: (level key, seat) to play only the games where that player holds that seat
    (the others of the range are skipped, not played)."""
    rs = RULESET
    opts = rs.options_from_dict({"end_year": end_year})
    seats = list(rs.players(opts))
    keys = simulate.player_keys(players)
    wins = dict.fromkeys(keys, 0)
    by_seat: dict[str, int] = {}
    draws = errors = 0
    reasons: dict[str, int] = {}
    lengths: list[int] = []
    played = 0
    think: dict[str, list[float]] = {k: [] for k in keys}
    cpu: dict[str, list[float]] = {k: [] for k in keys}
    for g in range(first_game, first_game + games):
        gseed = simulate.game_seed(seed, g)
        seat_of = {seat: keys[(i + g) % len(keys)] for i, seat in enumerate(seats)}
        if side is not None and seat_of.get(side[1]) != side[0]:
            continue
        bots = {}
        for i, (key, level) in enumerate(zip(keys, players, strict=True)):
            bots[key] = make_bot(level, rs, seed=gseed * 16 + i, time_budget=budget)
            if cpu_clock and hasattr(bots[key], "clock"):
                bots[key].clock = time.process_time
            if iterations is not None and hasattr(bots[key], "iterations"):
                bots[key].iterations = iterations
            bots[key] = _Timed(bots[key])
        rec = simulate.play_game(rs, opts, bots, seat_of, gseed)
        played += 1
        for key, bot in bots.items():
            cpu[key].extend(bot.cpu)
        for key, times in rec.think.items():
            think[key].extend(times)
        if rec.error is not None:
            errors += 1
        elif rec.winners:
            for key in rec.winners:
                wins[key] += 1
                seat = next(s for s, k in seat_of.items() if k == key)
                by_seat[f"{key}@{seat}"] = by_seat.get(f"{key}@{seat}", 0) + 1
        else:
            draws += 1
        lengths.append(rec.actions)
        end = _ending(rs, opts, gseed, rec)
        reasons[end["reason"]] = reasons.get(end["reason"], 0) + 1
        print(json.dumps({"game": g, "seats": seat_of, "winners": list(rec.winners), "actions": rec.actions,
                          **end, "error": (rec.error or "").splitlines()[-1:],
                          "move_cpu": {k: _cpu_summary(b.cpu) for k, b in bots.items()}}),
              file=sys.stderr, flush=True)
    return {"players": players, "games": played, "first_game": first_game, "end_year": end_year,
            "side": "=".join(side) if side else None,
            "iterations": iterations, "budget": budget, "cpu_clock": cpu_clock,
            "wins": wins, "draws": draws, "wins_by_seat": by_seat, "errors": errors, "endings": reasons,
            "mean_actions": round(statistics.fmean(lengths), 1) if lengths else 0,
            "seconds_per_move": {k: round(statistics.fmean(t), 4) if t else 0.0 for k, t in think.items()},
            "move_cpu": {k: _cpu_summary(t) for k, t in cpu.items()}}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seconds", type=float, default=5.0, help="seconds of random play per speed figure (0: none)")
    ap.add_argument("--moves", type=int, default=40, help="bot decisions timed per level (0: none)")
    ap.add_argument("--match", action="append", default=[],
                    help="a match as LEVEL:LEVEL (e.g. heuristic:random, search:heuristic); repeatable")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--end-year", type=int, default=1200,
                    help="last year (1200 as the rules; shorter games are decided by the starting incomes)")
    ap.add_argument("--iterations", type=int, default=None, help="fixed search iterations per decision")
    ap.add_argument("--budget", type=float, default=None, help="the search's seconds per decision (default: its own)")
    ap.add_argument("--cpu-clock", action="store_true",
                    help="read the search's budget on this process's CPU clock (fair on a shared machine)")
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--first-game", type=int, default=0,
                    help="number of the first game (split a match over processes: --first-game 50 --games 50)")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                    help="set one of the search's tuning constants (core/bots/mcts.py) for this run, "
                         "over the campaign's own (repeatable; as bench/bots.py --set)")
    ap.add_argument("--side", default=None, metavar="LEVEL=SIDE",
                    help="play only the games where LEVEL (a player of the match: search, heuristic#2) "
                         "holds SIDE (richard or philip)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rulesets.register(RULESET.id, lambda: RULESET)
    out: dict = {"machine": machine()}
    if args.set:
        from bots import set_search_constants  # bench/ is on sys.path when a bench runs

        out["tuning"] = set_search_constants(args.set)
    if args.seconds:
        out["speed"] = speed(args.seconds)
    if args.moves:
        out["move_time"] = {level: move_times(level, args.end_year, args.moves, None)
                            for level in ("heuristic", "search")}
    for m in args.match:
        out.setdefault("matches", []).append(match(m.split(":"), args.games, args.end_year, args.iterations,
                                                   args.seed, args.first_game, args.budget, args.cpu_clock,
                                                   tuple(args.side.split("=", 1)) if args.side else None))
        print(json.dumps(out["matches"][-1]), file=sys.stderr, flush=True)
    print(json.dumps(out, indent=None if args.json else 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
