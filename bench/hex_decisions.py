"""Move quality of the hex search, decision by decision (issue 9): where the search level's choice
differs from the heuristic level's, which of the two does a reference value more?

    python bench/hex_decisions.py collect [--games 4] [--every 6] [--seed 1] [--budget 0.3]
    python bench/hex_decisions.py judge [--seeds 2] [--playouts 8] [--horizon 16] [--tag before]
                                        [--tuning '{"ROOT_KEEP": true}'] [--set NAME=VALUE]
    python bench/hex_decisions.py report [--tag before]

``collect`` plays seeded search-vs-heuristic games (standard armies, seats alternated, the search
counting its budget in CPU time) and keeps every ``every``-th decision of either side that offers a
choice in the battle, as its position text (``Ruleset.to_text``: the whole state, dice included)
and the side to act, in ``bench/results/hex-decisions-positions.json``: the positions every later
run reads, so runs are repeatable.

``judge`` takes each kept position with the side to act as the searching side: the heuristic
level's choice, and the search level's (0.6 s of CPU, ``--seeds`` seeds of the search). Every
action either of them chose is given a *reference* value: the mean, over ``--playouts`` playouts,
of the plain evaluation for the side to act after the action and ``--horizon`` more decisions of
two heuristic players (to the end of the action then under way; the end of the battle counts +1
or -1). The playouts of the actions of one position share their dice and their bots' seeds
(common random numbers), so the difference of two actions' values is far less noisy than either.
Reference values are kept in ``bench/results/hex-decisions-reference.json`` by position, action
and playout settings: a second run (another tuning) computes only those of actions not seen yet.
One line per position goes to ``bench/results/hex-decisions-<tag>.jsonl``.

``report`` sums a judge run: how often the search differs from the heuristic, and where it does,
how often the reference prefers the search's choice, by kind of the search's action (turn, advance,
attack, shoot, rally, reload, end of action, ...) and by stage of the battle. Given several tags it
compares them on the positions they share, each against the first position by position (the
difference of the reference's gains, with its standard error). ``--margins`` reads a run made
with ROOT_KEEP at ROOT_MARGIN 0, whose lines give the root's margin of each choice: the search
does not depend on the margin, so that run tells what every margin would have chosen.

Run it niced, one process at a time; every number here is CPU time.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path

from bots import set_search_constants  # bench/ is on sys.path when a bench runs
from machine_info import machine

from lionheart_core import rulesets
from lionheart_core.bots import DEFAULT_TIME_BUDGET, make_bot
from lionheart_core.bots.heuristic import HeuristicBot
from lionheart_core.bots.mcts import SearchBot
from lionheart_core.bots.simulate import DEFAULT_TURN_LIMIT, game_seed
from lionheart_core.dice import Seeded
from lionheart_core.rulesets.lionheart_hex.tables import unit_class

RULESET = "lionheart-hex"
RESULTS = Path(__file__).resolve().parent / "results"
POSITIONS = RESULTS / "hex-decisions-positions.json"
REFERENCE = RESULTS / "hex-decisions-reference.json"
# Values closer than this count as equal (a tie) when the reference compares two actions.
TIE = 0.002
# Rolls the playouts' heuristic players sample per action that rolls dice (the heuristic level
# samples 12): a third of the cost, nearly the same choices.
PLAYOUT_SAMPLES = 4


def _ruleset():
    return rulesets.get(RULESET)


def _options(rs):
    return rs.options_from_dict({"turn_limit": DEFAULT_TURN_LIMIT, "army": "standard"})


def kind(action) -> str:
    """The kind of an action, for the tables: its type's name in lower case."""
    return type(action).__name__.lower()


def stage(state) -> str:
    """The stage of the battle a position is in: ``approach`` while no two enemies stand within
    three hexes, then ``fight`` until a quarter of the figures are lost, then ``late``."""
    placed = [u for u in state.units if u.figures > 0 and u.hex is not None]
    full = sum(unit_class(u.spec.cls).figures for u in state.units)
    left = sum(u.figures for u in state.units if u.figures > 0)
    if left < 0.75 * full:
        return "late"
    close = any(a.owner != b.owner and a.hex.distance(b.hex) <= 3 for a in placed for b in placed)
    return "fight" if close else "approach"


def collect(games: int, every: int, seed: int, budget: float, progress: bool) -> list[dict]:
    """Positions from seeded search-vs-heuristic games: every ``every``-th battle decision of
    either side with more than one action to choose from."""
    rs = _ruleset()
    opts = _options(rs)
    seats = list(rs.players(opts))
    out: list[dict] = []
    for g in range(games):
        gseed = game_seed(seed, g)
        levels = ("search", "heuristic") if g % 2 == 0 else ("heuristic", "search")
        bots = {}
        for i, (side, level) in enumerate(zip(seats, levels, strict=True)):
            bot = make_bot(level, rs, seed=gseed * 16 + i, time_budget=budget)
            if hasattr(bot, "clock"):
                bot.clock = time.process_time
            bots[side] = bot
        state = rs.new_game(opts, gseed)
        n = 0
        started = time.process_time()
        while not rs.is_over(state):
            side = rs.to_move(state)[0]
            obs = rs.observe(state, side)
            if state.phase in ("play", "choose") and len(rs.bot_actions(state, side)) > 1:
                if n % every == 0:
                    out.append({"game": g, "seed": gseed, "decision": n, "player": side,
                                "searcher": levels[seats.index(side)], "turn": state.turn,
                                "position": rs.to_text(state)})
                n += 1
            state, _ = rs.apply(state, bots[side].choose(obs, side))
        if progress:
            print(f"  game {g}: {n} decisions, {len(out)} positions kept, "
                  f"{time.process_time() - started:.0f} s CPU", file=sys.stderr, flush=True)
    return out


def playout_value(rs, state, player: str, action, seed: int, horizon: int) -> float:
    """The plain evaluation for ``player`` after ``action`` and ``horizon`` decisions of two
    heuristic players (then to the end of the action under way), on the dice of ``seed``."""
    dice = Seeded(seed)
    state, _ = rs.apply_unchecked(state, action, dice)
    bots = {side: HeuristicBot(rs, seed=seed + k, samples=PLAYOUT_SAMPLES) for k, side in enumerate(rs.players(state.opts))}
    n = 0
    while not rs.is_over(state) and (n < horizon or state.active is not None) and n < 3 * horizon:
        side = rs.to_move(state)[0]
        actions = rs.bot_actions(state, side)
        chosen = actions[0] if len(actions) == 1 else bots[side].choose(state, side)
        state, _ = rs.apply_unchecked(state, chosen, dice)
        n += 1
    return rs.evaluate(state, player)


def reference(rs, state, player: str, actions: list, index: int, playouts: int, horizon: int) -> list[float]:
    """The mean playout value of each action (common dice and bot seeds across the actions)."""
    seeds = [index * 7919 + 104729 * k for k in range(playouts)]
    return [statistics.fmean(playout_value(rs, state, player, a, s, horizon) for s in seeds) for a in actions]


def _load_json(path: Path, default):
    if path.exists():
        return json.loads(path.read_text())
    return default


def judge(tag: str, seeds: int, budget: float, playouts: int, horizon: int, limit: int | None,
          progress: bool, tuning: dict, settings: list[str], first_seed: int = 0) -> Path:
    rs = _ruleset()
    if tuning:
        rs.search_tuning = {**type(rs).search_tuning, **tuning}  # this process's ruleset only
    forced = set_search_constants(settings) if settings else {}
    positions = json.loads(POSITIONS.read_text())["positions"]
    cache = _load_json(REFERENCE, {})
    ref_key = f"playouts={playouts},horizon={horizon}"
    refs = cache.setdefault(ref_key, {})
    out_path = RESULTS / f"hex-decisions-{tag}.jsonl"
    done = set()
    if out_path.exists():
        done = {json.loads(line)["index"] for line in out_path.read_text().splitlines() if line.strip()}
    # A spread order (every fifth position first), so that a run stopped early still covers every
    # game and every stage.
    order = sorted(range(len(positions)), key=lambda i: (i % 5, i))[:limit]
    with out_path.open("a") as out:
        for count, index in enumerate(order):
            pos = positions[index]
            if index in done:
                continue
            started = time.process_time()
            state = rs.from_text(pos["position"])
            player = pos["player"]
            obs = rs.observe(state, player)
            heuristic = HeuristicBot(rs, seed=index).choose(obs, player)
            chosen, iterations, margins, kept, plans_found, rolled = [], [], [], [], [], []
            for j in range(first_seed, first_seed + seeds):
                bot = SearchBot(rs, seed=1000 * index + j, time_budget=budget, clock=time.process_time)
                chosen.append(bot.choose(obs, player))
                iterations.append(bot.last_iterations)
                report = getattr(bot, "last_rollout", None)
                if report is not None:  # chosen by rollouts (ROLLOUT): did it leave its keep?
                    rolled.append({"deviated": report.deviated, "playouts": report.playouts,
                                   "decisions": report.decisions})
                # The root's mean value of the search's choice minus that of the heuristic's
                # choice (the root's best prior), and the visits of each: how sure the search was.
                root = bot.last_root
                if root is None:  # chosen by plans (PLANS): no tree; the plans found instead
                    margins.append(None)
                    plans_found.append(len(bot.plans.last_plans) if bot.last_planned else 0)
                    continue
                mine = root.arms[player] if getattr(root, "arms", None) else root
                top, pick = mine.children[mine.order[0]], mine.children[chosen[-1]]
                margins.append([round(pick.value / pick.visits - top.value / top.visits, 5),
                                round(pick.visits, 1), round(top.visits, 1), rs.action_code(mine.order[0])])
                kept.append(mine.order[0])
            # (with ROOT_KEEP, the root's best prior is what the search keeps below the margin:
            # valued too, so that any margin can be judged from a run at margin 0)
            # (with ROLLOUT likewise: the rollout's own gain is its choice's value minus its keep's)
            keeps = tuning.get("ROOT_KEEP") or tuning.get("ROLLOUT") or {"ROOT_KEEP=1", "ROLLOUT=1"} & set(settings)
            extra = kept if keeps else []
            distinct = [heuristic] + [a for a in dict.fromkeys(chosen + extra) if a != heuristic]
            values = {}
            missing = []
            for a in distinct:
                key = f"{index}|{rs.action_code(a)}"
                if key in refs:
                    values[a] = refs[key]
                else:
                    missing.append(a)
            if len(distinct) > 1 and missing:
                # Every action of the position is valued on the same playouts (new ones included).
                for a, v in zip(missing, reference(rs, state, player, missing, index, playouts, horizon),
                                strict=True):
                    values[a] = refs[f"{index}|{rs.action_code(a)}"] = v
                REFERENCE.write_text(json.dumps(cache, indent=0, sort_keys=True))
            line = {"index": index, "player": player, "turn": pos["turn"], "stage": stage(state),
                    "heuristic": rs.action_code(heuristic), "heuristic_kind": kind(heuristic),
                    "search": [rs.action_code(a) for a in chosen], "search_kind": [kind(a) for a in chosen],
                    "iterations": iterations, "margins": margins, "plans": plans_found, "rollout": rolled,
                    "reference": {rs.action_code(a): round(v, 5) for a, v in values.items()},
                    "tuning": tuning, "set": {k: v for k, v in forced.items()},
                    "cpu": round(time.process_time() - started, 2)}
            out.write(json.dumps(line) + "\n")
            out.flush()
            if progress:
                differ = sum(a != heuristic for a in chosen)
                print(f"  {count + 1}/{len(order)} (#{index}): differs {differ}/{seeds} "
                      f"({kind(heuristic)} vs {', '.join(kind(a) for a in chosen)}) "
                      f"{line['cpu']:.1f} s CPU", file=sys.stderr, flush=True)
    return out_path


def summary(tag: str, only: set[int] | None = None) -> dict:
    """The figures of a judge run: per search seed and position, does the search differ from the
    heuristic, and when it does, does the reference prefer its choice (by more than TIE)?"""
    path = RESULTS / f"hex-decisions-{tag}.jsonl"
    lines = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    if only is not None:
        lines = [line for line in lines if line["index"] in only]
    rows: dict[str, dict] = {}
    gains: list[float] = []

    def row(name: str) -> dict:
        return rows.setdefault(name, {"decisions": 0, "differ": 0, "better": 0, "worse": 0, "equal": 0,
                                      "gain": 0.0})

    for line in lines:
        ref = line["reference"]
        h = line["heuristic"]
        for a, k in zip(line["search"], line["search_kind"], strict=True):
            for name in ("all", f"kind:{k}", f"stage:{line['stage']}", f"heuristic-kind:{line['heuristic_kind']}"):
                r = row(name)
                r["decisions"] += 1
                if a == h:
                    continue
                r["differ"] += 1
                d = ref[a] - ref[h]
                r["gain"] += d
                r["better" if d > TIE else "worse" if d < -TIE else "equal"] += 1
            if a != h:
                gains.append(ref[a] - ref[h])
    for r in rows.values():
        r["differ_share"] = round(r["differ"] / r["decisions"], 3) if r["decisions"] else 0.0
        decided = r["better"] + r["worse"]
        r["better_share"] = round(r["better"] / decided, 3) if decided else None
        r["mean_gain"] = round(r["gain"] / r["differ"], 4) if r["differ"] else None
        # What the search adds per decision (deviations and agreements together): the objective.
        r["gain_per_decision"] = round(r["gain"] / r["decisions"], 4) if r["decisions"] else None
        del r["gain"]
    sem = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else None
    iterations = [i for line in lines for i in line["iterations"]]
    # How often two seeds of the search choose alike (the search's own noise).
    pairs = [line["search"][0] == line["search"][1] for line in lines if len(line["search"]) > 1]
    return {"tag": tag, "positions": len(lines), "rows": dict(sorted(rows.items())),
            "mean_gain": round(statistics.fmean(gains), 4) if gains else None,
            "mean_gain_sem": round(sem, 4) if sem is not None else None,
            "gain_per_decision": round(sum(gains) / rows["all"]["decisions"], 4) if gains else None,
            "seeds_agree": round(sum(pairs) / len(pairs), 3) if pairs else None,
            "median_iterations": statistics.median(iterations) if iterations else 0,
            "cpu_seconds": round(sum(line["cpu"] for line in lines), 1)}


def rollout_gain(tag: str, only: set[int] | None = None) -> dict | None:
    """For a run with ROLLOUT: where the rollout left its keep (the root's best prior, the
    heuristic's choice on the search's own rolls), the reference's value of its choice minus its
    keep's: what the playouts themselves add (None for a run without rollouts)."""
    lines = [json.loads(t) for t in (RESULTS / f"hex-decisions-{tag}.jsonl").read_text().splitlines() if t.strip()]
    lines = [line for line in lines if line.get("rollout") and (only is None or line["index"] in only)]
    if not lines:
        return None
    gains = []
    playouts = []
    decisions = 0
    for line in lines:
        ref = line["reference"]
        for a, info, roll in zip(line["search"], line["margins"], line["rollout"], strict=True):
            decisions += 1
            playouts.append(roll["playouts"])
            if roll["deviated"]:
                gains.append(ref[a] - ref[info[3]])
    sem = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else None
    return {"decisions": decisions, "deviated": len(gains), "better": sum(g > TIE for g in gains),
            "worse": sum(g < -TIE for g in gains), "equal": sum(abs(g) <= TIE for g in gains),
            "mean_gain": round(statistics.fmean(gains), 4) if gains else None,
            "mean_gain_sem": round(sem, 4) if sem is not None else None,
            "gain_per_decision": round(sum(gains) / decisions, 4),
            "median_playouts": statistics.median(playouts)}


def paired(base: str, tag: str, only: set[int]) -> dict:
    """Run ``tag`` against run ``base`` position by position: the mean over a position's search
    seeds of the reference's value of the search's choice minus the heuristic's, ``tag``'s minus
    ``base``'s (zero where both agree with the heuristic), with its standard error."""
    def by_index(name: str) -> dict[int, float]:
        out = {}
        for text in (RESULTS / f"hex-decisions-{name}.jsonl").read_text().splitlines():
            if not text.strip():
                continue
            line = json.loads(text)
            ref, h = line["reference"], line["heuristic"]
            out[line["index"]] = statistics.fmean(ref[a] - ref[h] if a != h else 0.0 for a in line["search"])
        return out

    a, b = by_index(base), by_index(tag)
    diffs = [b[i] - a[i] for i in sorted(only)]
    sem = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
    return {"base": base, "tag": tag, "positions": len(diffs), "mean": round(statistics.fmean(diffs), 4),
            "sem": round(sem, 4), "better": sum(d > TIE for d in diffs), "worse": sum(d < -TIE for d in diffs)}


def margin_curve(tag: str, margins: list[float], base: str | None = None) -> list[dict]:
    """For a run with ROOT_KEEP at ROOT_MARGIN 0 (its lines give, per seed, the root's margin of
    the search's choice over its best prior, and that prior): what each margin would have chosen
    (the search's choice where its margin reaches it, else the root's best prior; the search
    itself does not depend on the margin), judged against the heuristic's choice."""
    lines = [json.loads(line) for line in (RESULTS / f"hex-decisions-{tag}.jsonl").read_text().splitlines()
             if line.strip()]
    against = None
    if base is not None:  # position by position against another run (its mean over its seeds)
        against = {}
        for text in (RESULTS / f"hex-decisions-{base}.jsonl").read_text().splitlines():
            if text.strip():
                line = json.loads(text)
                ref, h = line["reference"], line["heuristic"]
                against[line["index"]] = statistics.fmean(ref[a] - ref[h] if a != h else 0.0
                                                          for a in line["search"])
    out = []
    for m in margins:
        decisions = differ = better = worse = 0
        gain = 0.0
        diffs = []
        for line in lines:
            ref, h = line["reference"], line["heuristic"]
            here = []
            for a, info in zip(line["search"], line["margins"], strict=True):
                pick = a if info[0] >= m else info[3]
                decisions += 1
                if pick == h:
                    here.append(0.0)
                    continue
                differ += 1
                d = ref[pick] - ref[h]
                here.append(d)
                gain += d
                better += d > TIE
                worse += d < -TIE
            if against is not None and line["index"] in against:
                diffs.append(statistics.fmean(here) - against[line["index"]])
        row = {"margin": m, "decisions": decisions, "differ": differ, "better": better, "worse": worse,
               "gain_per_decision": round(gain / decisions, 4) if decisions else None}
        if len(diffs) > 1:
            row[f"against_{base}"] = round(statistics.fmean(diffs), 4)
            row["sem"] = round(statistics.stdev(diffs) / math.sqrt(len(diffs)), 4)
        out.append(row)
    return out


def print_summary(s: dict) -> None:
    print(f"{s['tag']}: {s['positions']} positions, median {s['median_iterations']} iterations a search, "
          f"{s['cpu_seconds']} s CPU; mean reference gain of a deviation {s['mean_gain']} "
          f"(+- {s['mean_gain_sem']}), {s['gain_per_decision']} a decision; two seeds of the search "
          f"choose alike in {s['seeds_agree']} of the positions")
    print(f"{'':24} {'decisions':>9} {'differ':>7} {'share':>6} {'better':>6} {'worse':>6} {'equal':>6} "
          f"{'better%':>7} {'gain':>8} {'a dec.':>8}")
    for name, r in s["rows"].items():
        better = "-" if r["better_share"] is None else f"{100 * r['better_share']:.0f}"
        gain = "-" if r["mean_gain"] is None else f"{r['mean_gain']:+.4f}"
        per = "-" if r["gain_per_decision"] is None else f"{r['gain_per_decision']:+.4f}"
        print(f"{name:24} {r['decisions']:>9} {r['differ']:>7} {r['differ_share']:>6.2f} {r['better']:>6} "
              f"{r['worse']:>6} {r['equal']:>6} {better:>7} {gain:>8} {per:>8}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect", help="play search-vs-heuristic games and keep positions")
    c.add_argument("--games", type=int, default=4)
    c.add_argument("--every", type=int, default=6)
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--budget", type=float, default=0.3, help="the collecting games' search budget (CPU s)")
    j = sub.add_parser("judge", help="the heuristic's, the search's and the reference's view of each position")
    j.add_argument("--tag", default="before")
    j.add_argument("--seeds", type=int, default=2, help="seeds of the search per position")
    j.add_argument("--first-seed", type=int, default=0, help="the search's seeds are 1000i + this, + 1, ...")
    j.add_argument("--budget", type=float, default=DEFAULT_TIME_BUDGET, help="CPU seconds per search")
    j.add_argument("--playouts", type=int, default=8)
    j.add_argument("--horizon", type=int, default=16, help="decisions after the action in a playout")
    j.add_argument("--limit", type=int, default=None, help="only this many positions (spread over the games)")
    j.add_argument("--tuning", default="{}", help="JSON over the hex game's search_tuning")
    j.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                   help="a tuning constant of core/bots/mcts.py (as bench/bots.py --set)")
    r = sub.add_parser("report", help="the figures of a judge run")
    r.add_argument("--tag", action="append", default=None)
    r.add_argument("--margins", default=None, metavar="M,M,...",
                   help="for a run at ROOT_KEEP, ROOT_MARGIN 0 (the first --tag): what these margins would "
                   "have chosen (against the second --tag, position by position, when given)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if args.command == "collect":
        random.seed(0)
        positions = collect(args.games, args.every, args.seed, args.budget, not args.json)
        RESULTS.mkdir(exist_ok=True)
        POSITIONS.write_text(json.dumps({"ruleset": RULESET, "games": args.games, "every": args.every,
                                         "seed": args.seed, "budget": args.budget, "machine": machine(),
                                         "positions": positions}, indent=1))
        print(f"{len(positions)} positions in {POSITIONS}")
        return 0
    if args.command == "judge":
        path = judge(args.tag, args.seeds, args.budget, args.playouts, args.horizon, args.limit, not args.json,
                     json.loads(args.tuning), args.set, args.first_seed)
        print_summary(summary(args.tag))
        print(f"(lines in {path})")
        return 0
    tags = args.tag or ["before"]
    if args.margins:
        base = tags[1] if len(tags) > 1 else None
        for row in margin_curve(tags[0], [float(x) for x in args.margins.split(",")], base):
            print(json.dumps(row))
        return 0
    # Several runs are compared on the positions they all judged.
    only = None
    for tag in tags:
        path = RESULTS / f"hex-decisions-{tag}.jsonl"
        seen = {json.loads(line)["index"] for line in path.read_text().splitlines() if line.strip()}
        only = seen if only is None else only & seen
    for tag in tags:
        s = summary(tag, only if len(tags) > 1 else None)
        if args.json:
            print(json.dumps(s, indent=1))
        else:
            print_summary(s)
    for tag in tags:
        r = rollout_gain(tag, only if len(tags) > 1 else None)
        if r is not None:
            print(f"{tag}: the rollout left its keep (the heuristic's choice on its own rolls) at {r['deviated']} "
                  f"of {r['decisions']} decisions (median {r['median_playouts']} playouts); the reference "
                  f"prefers its choice at {r['better']}, the keep at {r['worse']}, {r['equal']} equal; "
                  f"{r['mean_gain']} (+- {r['mean_gain_sem']}) a deviation, {r['gain_per_decision']} a decision")
    for tag in tags[1:]:
        d = paired(tags[0], tag, only)
        print(f"{tag} against {tags[0]}, position by position ({d['positions']}): the search's choice "
              f"{d['mean']:+.4f} (+- {d['sem']}) better by the reference; better at {d['better']}, "
              f"worse at {d['worse']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
