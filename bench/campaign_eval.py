"""Cost of the campaign's evaluation (richard-campaign) on a fixed set of positions: CPU µs per
``evaluate`` call, the search's iterations per CPU second, the heuristic's CPU time per move.

The positions are those of a few seeded games between two heuristic bots (full campaigns to
1200), every ``STRIDE``-th position: the games' actions are kept as codes in
tests/golden/richard_campaign/evaluation-positions.json (with the evaluation's values there, the
reference of tests/core/richard_campaign/test_evaluation_values.py), so every run measures the
same positions whatever the evaluation now chooses.

* evaluation: at each position, every action the bots weigh is applied (seeded dice) and the
  position after it valued for the side that chose it, as the search and the heuristic do; each
  child is valued ``--repeat`` times, each time on a fresh copy of the state (nothing memoised on
  it), so the figure is the whole cost of a first evaluation, the caches across positions warm
  as in a search;
* search: the search level at its default budget (0.6 s), its budget on the CPU clock, on
  ``--search-positions`` of the positions; iterations per CPU second (its early stop may end a
  search before the budget: the rate counts the time it took);
* apply: the rules' ``apply_unchecked`` of the same actions (the search's other big cost);
* heuristic: the heuristic level's CPU time per decision over every position.

On a machine shared with other work the CPU time of the same work varies (by up to 1.5x seen):
compare before and after in runs taken in turn, by their best figures.

    nice -n 5 python bench/campaign_eval.py [--repeat 3] [--search-positions 8] [--profile N]
        [--profile-search N] [--json]
        [--evaluation-from FILE]   # another version of evaluation.py (e.g. from git show) instead
    python bench/campaign_eval.py --write-fixture   # new games and reference values (deliberately)
"""

from __future__ import annotations

import argparse
import cProfile
import dataclasses
import json
import pathlib
import pstats
import statistics
import sys
import time

from machine_info import machine  # bench/ is on sys.path when a bench runs

from lionheart_core.bots import make_bot
from lionheart_core.dice import Seeded
from lionheart_core.rulesets.richard_campaign import RULESET, Options

FIXTURE = (pathlib.Path(__file__).resolve().parents[1] / "tests" / "golden" / "richard_campaign"
           / "evaluation-positions.json")
GAME_SEEDS = (11, 12, 13)
STRIDE = 10
CHILD_SEED = 4242  # the dice of the actions applied to make the children


def play_games(seeds=GAME_SEEDS, end_year: int = 1200) -> list[dict]:
    """Heuristic against heuristic, one game per seed: the actions as codes."""
    rs = RULESET
    games = []
    for seed in seeds:
        s = rs.new_game(Options(end_year=end_year), seed=seed)
        bots = {side: make_bot("heuristic", rs, seed=seed * 2 + i) for i, side in enumerate(rs.players(s.opts))}
        codes = []
        while not rs.is_over(s):
            p = rs.to_move(s)[0]
            a = bots[p].choose(rs.observe(s, p), p)
            s, _ = rs.apply(s, a)
            codes.append(rs.action_code(a))
        games.append({"seed": seed, "end_year": end_year, "actions": codes})
    return games


def positions(games: list[dict], stride: int = STRIDE) -> list[tuple[int, int, object]]:
    """(game number, action index, state) of every ``stride``-th position of the games (the
    positions after 0, stride, 2 * stride, ... actions; the final one left out)."""
    rs = RULESET
    out = []
    for g, game in enumerate(games):
        s = rs.new_game(Options(end_year=game["end_year"]), seed=game["seed"])
        for i, code in enumerate(game["actions"]):
            if i % stride == 0:
                out.append((g, i, s))
            s, _ = rs.apply(s, rs.action_from_code(code))
    return out


def fresh(state):
    """The same state with nothing memoised on it (its memo is a new, empty dict)."""
    return dataclasses.replace(state)


def children(state) -> list[tuple[object, str]]:
    """(the position after each action the bots weigh, the side that chose it); the dice seeded."""
    rs = RULESET
    movers = rs.to_move(state)
    if not movers:
        return []
    mover = movers[0]
    out = []
    for a in rs.bot_actions(state, mover):
        after, _ = rs.apply_unchecked(state, a, Seeded(CHILD_SEED))
        out.append((after, mover))
    return out


def reference(games: list[dict]) -> list[dict]:
    """The values the fixture keeps: per position both sides' evaluation, the children's values
    for the side to move, and the heuristic's choice."""
    rs = RULESET
    out = []
    for g, i, s in positions(games):
        row = {"game": g, "index": i, "values": [rs.evaluate(fresh(s), side) for side in ("richard", "philip")],
               "children": [rs.evaluate(fresh(c), m) for c, m in children(s)]}
        if not rs.is_over(s):
            p = rs.to_move(s)[0]
            bot = make_bot("heuristic", rs, seed=g * 1000 + i)
            row["heuristic"] = rs.action_code(bot.choose(rs.observe(s, p), p))
        out.append(row)
    return out


def synthetic(states: list) -> list:
    """Positions the games did not reach, made from theirs: the Saucy Fortress standing (Richard's,
    then Philip's under siege), a parley offer waiting for its answer, a pursuit whose capture
    rolls may take the retreating King, the game over."""
    from lionheart_core.rulesets.richard_campaign.data import game_map
    from lionheart_core.rulesets.richard_campaign.model import Battle, Hold, Talks

    gm = game_map()
    site = next(h for h in sorted(gm.land) if gm.province[h] == "normandy" and h not in gm.hold_at)
    out = []
    for k in (40, 120, 200):
        s = states[k]
        b = s.board
        saucy = dataclasses.replace(b, saucy_hex=site, holds=b.holds + (Hold("saucy", "richard", knaves=20),))
        out.append(dataclasses.replace(s, board=saucy))
        held = Hold("saucy", "philip", knaves=5, siege_start=30, siege_last=31)
        out.append(dataclasses.replace(s, board=dataclasses.replace(b, saucy_hex=site, holds=b.holds + (held,))))
        richard = next(x for x in b.leaders if x.id == "richard")
        if richard.where == "map":
            own = next(h.id for h in b.holds if h.owner == "richard" and not h.ruined)
            talks = Talks(richard.hex, "richard", "answer", ducats=30, hold=own, hostage="john")
            out.append(dataclasses.replace(s, board=dataclasses.replace(b, parley=talks)))
            leaders = tuple(dataclasses.replace(x, hex=richard.hex, where="map", inside=False, knights=x.knights + 12)
                            if x.id == "philip" else x for x in b.leaders)
            battle = Battle(richard.hex, "philip", "pursuit", "philip", retreat_to=richard.hex, retreating="richard")
            out.append(dataclasses.replace(s, board=dataclasses.replace(b, leaders=leaders, battle=battle)))
        out.append(dataclasses.replace(s, board=dataclasses.replace(b, phase="over", winner="philip")))
    return out


def load_fixture() -> dict:
    return json.loads(FIXTURE.read_text(encoding="utf-8"))


def eval_speed(states: list, repeat: int) -> dict:
    """CPU µs per evaluation of the children of ``states``, each valued ``repeat`` times."""
    rs = RULESET
    kids = [k for s in states for k in children(s)]
    per_round = []
    for _ in range(repeat):
        copies = [(fresh(c), m) for c, m in kids]
        c0 = time.process_time()
        for c, m in copies:
            rs.evaluate(c, m)
        per_round.append((time.process_time() - c0) / len(copies))
    return {"evaluations": len(kids), "repeat": repeat, "us_per_call_best": round(min(per_round) * 1e6, 1),
            "us_per_call_median": round(statistics.median(per_round) * 1e6, 1)}


def apply_speed(states: list, repeat: int) -> dict:
    """CPU µs per ``apply_unchecked`` of the actions the bots weigh at ``states`` (the other half
    of the search's work: every child it scores is made by the rules first)."""
    rs = RULESET
    work = [(s, a) for s in states if rs.to_move(s) for a in rs.bot_actions(s, rs.to_move(s)[0])]
    per_round = []
    for _ in range(repeat):
        copies = [(fresh(s), a) for s, a in work]
        c0 = time.process_time()
        for s, a in copies:
            rs.apply_unchecked(s, a, Seeded(CHILD_SEED))
        per_round.append((time.process_time() - c0) / len(copies))
    return {"applied": len(work), "us_per_call_best": round(min(per_round) * 1e6, 1),
            "us_per_call_median": round(statistics.median(per_round) * 1e6, 1)}


def search_speed(states: list, count: int) -> dict:
    """The search level at its default budget on the CPU clock, on ``count`` positions spread
    over the set: iterations per CPU second (median and each)."""
    rs = RULESET
    live = [s for s in states if not rs.is_over(s) and len(rs.bot_actions(s, rs.to_move(s)[0])) > 1]
    step = max(1, len(live) // max(1, count))
    picked = live[::step][:count]
    rates, cpu = [], []
    for k, s in enumerate(picked):
        bot = make_bot("search", rs, seed=k)
        bot.clock = time.process_time
        p = rs.to_move(s)[0]
        c0 = time.process_time()
        bot.choose(rs.observe(s, p), p)
        cpu.append(time.process_time() - c0)
        rates.append(bot.last_iterations / max(bot.last_seconds, 1e-9))
    return {"positions": len(picked), "iterations_per_cpu_s_median": round(statistics.median(rates)),
            "iterations_per_cpu_s": [round(r) for r in rates], "cpu_s_per_move_median": round(statistics.median(cpu), 3)}


def heuristic_speed(states: list) -> dict:
    """The heuristic level's CPU seconds per decision over the positions (one legal action: left out)."""
    rs = RULESET
    times = []
    for k, s in enumerate(states):
        if rs.is_over(s):
            continue
        p = rs.to_move(s)[0]
        if len(rs.legal_actions(s)) <= 1:
            continue
        bot = make_bot("heuristic", rs, seed=k)
        obs = rs.observe(s, p)
        c0 = time.process_time()
        bot.choose(obs, p)
        times.append(time.process_time() - c0)
    times.sort()
    return {"decisions": len(times), "cpu_ms_median": round(statistics.median(times) * 1000, 2),
            "cpu_ms_mean": round(statistics.fmean(times) * 1000, 2),
            "cpu_ms_p95": round(times[int(len(times) * 0.95)] * 1000, 2), "cpu_s_total": round(sum(times), 2)}


def profile(states: list, top: int) -> str:
    rs = RULESET
    kids = [(fresh(c), m) for s in states for c, m in children(s)]
    prof = cProfile.Profile()
    prof.enable()
    for c, m in kids:
        rs.evaluate(c, m)
    prof.disable()
    import io

    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(top)
    return out.getvalue()


def use_evaluation(path: str) -> None:
    """Measure the evaluation module in ``path`` (a version of the campaign's evaluation.py, e.g.
    ``git show main:core/rulesets/richard_campaign/evaluation.py``) instead of the installed one:
    loaded as a sibling module, its ``evaluate`` and ``bot_actions`` put in the module's place
    (the rules look them up there at every call)."""
    import importlib.util

    from lionheart_core.rulesets.richard_campaign import evaluation

    name = "lionheart_core.rulesets.richard_campaign._measured_evaluation"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    evaluation.evaluate = module.evaluate
    evaluation.bot_actions = module.bot_actions


def profile_search(states: list, count: int, top: int) -> str:
    """The searches of ``search_speed`` under cProfile: where the search's time goes (the rules'
    apply, the evaluation, the bots' choice of actions, the tree), by cumulative time."""
    import io

    rs = RULESET
    live = [s for s in states if not rs.is_over(s) and len(rs.bot_actions(s, rs.to_move(s)[0])) > 1]
    step = max(1, len(live) // max(1, count))
    prof = cProfile.Profile()
    iterations = 0
    for k, s in enumerate(live[::step][:count]):
        bot = make_bot("search", rs, seed=k)
        bot.clock = time.process_time
        p = rs.to_move(s)[0]
        prof.enable()
        bot.choose(rs.observe(s, p), p)
        prof.disable()
        iterations += bot.last_iterations
    out = io.StringIO()
    print(f"{iterations} iterations", file=out)
    pstats.Stats(prof, stream=out).sort_stats("cumulative").print_stats(top)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--write-fixture", action="store_true",
                    help="play the games again and write the fixture with this code's values (deliberately)")
    ap.add_argument("--repeat", type=int, default=3, help="rounds of evaluation timing")
    ap.add_argument("--search-positions", type=int, default=8, help="positions searched (0: none)")
    ap.add_argument("--no-heuristic", action="store_true", help="leave out the heuristic's move time")
    ap.add_argument("--profile", type=int, default=0, metavar="N", help="print the evaluation's top N functions")
    ap.add_argument("--profile-search", type=int, default=0, metavar="N",
                    help="print the top N functions (cumulative) of the searches on --search-positions positions")
    ap.add_argument("--evaluation-from", metavar="FILE",
                    help="measure this version of evaluation.py instead (before/after comparisons)")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                    help="set one of the search's tuning constants for this run (as bench/bots.py --set)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.set:
        from bots import set_search_constants  # bench/ is on sys.path when a bench runs

        set_search_constants(args.set)
    if args.evaluation_from:
        use_evaluation(args.evaluation_from)
    if args.write_fixture:
        games = play_games()
        doc = {"note": "Games between two heuristic bots (bench/campaign_eval.py --write-fixture) and the "
                       "campaign evaluation's values at every STRIDE-th position: the reference the "
                       "evaluation must keep (tests/core/richard_campaign/test_evaluation_values.py).",
               "stride": STRIDE, "child_seed": CHILD_SEED, "games": games}
        doc["positions"] = reference(games)
        doc["synthetic"] = [[RULESET.evaluate(fresh(s), side) for side in ("richard", "philip")]
                            for s in synthetic([s for _, _, s in positions(games)])]
        FIXTURE.write_text(json.dumps(doc, separators=(",", ":")) + "\n", encoding="utf-8")
        print(FIXTURE, sum(len(g["actions"]) for g in games), "actions,", len(doc["positions"]), "positions")
        return 0
    fixture = load_fixture()
    states = [s for _, _, s in positions(fixture["games"], fixture["stride"])]
    out: dict = {"machine": machine(), "positions": len(states), "evaluation_from": args.evaluation_from}
    if args.profile:
        print(profile(states, args.profile))
    if args.profile_search:
        print(profile_search(states, args.search_positions or 8, args.profile_search))
    out["evaluation"] = eval_speed(states, args.repeat)
    out["apply"] = apply_speed(states, args.repeat)
    if not args.no_heuristic:
        out["heuristic"] = heuristic_speed(states)
    if args.search_positions:
        out["search"] = search_speed(states, args.search_positions)
    print(json.dumps(out, indent=None if args.json else 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
