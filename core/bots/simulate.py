"""``lionheart simulate``: bots play each other without a display.

    lionheart simulate --ruleset lionheart-1997 --players heuristic,random --games 20 --seed 1

Seats alternate between games (unless ``--fixed-seats``) so neither player type keeps the first
move. Every action goes through the checked ``ruleset.apply``: self-play doubles as a hunt for
rule bugs, and a crash is printed with the game's seed and the action log that replays it.
Results are deterministic for a seed, apart from the timings (and the search level, whose work
depends on the clock unless ``--iterations`` fixes it).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

from .. import messages as _messages  # noqa: F401 (registers the "core" messages used here)
from ..engine import LogEntry, Ruleset
from ..i18n import msg, render
from . import LEVELS, make_bot


def _t(key: str, **args: Any) -> str:
    """A message of the command line in the current language (see lionheart_core.i18n)."""
    return render(msg(f"core:simulate.{key}", **args))


# Without a turn limit option, a game that runs this long is stopped and counted as a draw.
DEFAULT_MAX_ACTIONS = 5000
# Turn limit put on games whose options allow one (random play could go on for ever).
DEFAULT_TURN_LIMIT = 200


@dataclass
class GameRecord:
    """What one simulated game produced."""

    seed: int
    seats: dict[str, str]  # seat -> player key
    winners: tuple[str, ...] = ()  # player keys
    actions: int = 0
    log: list[LogEntry] = field(default_factory=list)
    think: dict[str, list[float]] = field(default_factory=dict)  # player key -> seconds per choice
    error: str | None = None


def _positive(text: str) -> int:
    """An argparse type: a whole number of at least 1 (``--games 0`` plays nothing: refused)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_t("not_a_number", text=repr(text))) from None
    if value < 1:
        raise argparse.ArgumentTypeError(_t("at_least_one"))
    return value


def player_keys(players: list[str]) -> list[str]:
    """Names for the players as given, duplicates suffixed: heuristic, heuristic#2."""
    keys: list[str] = []
    for name in players:
        key, n = name, 1
        while key in keys:
            n += 1
            key = f"{name}#{n}"
        keys.append(key)
    return keys


def game_seed(seed: int, game: int) -> int:
    """The dice seed of game ``game`` of a run (distinct games, stable for a run's seed)."""
    return seed * 1_000_003 + game


def play_game(ruleset: Ruleset, opts: Any, bots: dict[str, Any], seat_of: dict[str, str], seed: int,
              max_actions: int = DEFAULT_MAX_ACTIONS) -> GameRecord:
    """Play one game; ``bots`` maps player keys to bots, ``seat_of`` seats to player keys.

    An exception in a bot or in the rules is caught and recorded with the log so far."""
    record = GameRecord(seed=seed, seats=dict(seat_of), think={k: [] for k in bots})
    state = ruleset.new_game(opts, seed)
    try:
        while not ruleset.is_over(state):
            if record.actions >= max_actions:
                return record  # a draw by exhaustion
            seat = ruleset.to_move(state)[0]
            key = seat_of[seat]
            observation = ruleset.observe(state, seat)
            start = time.perf_counter()
            action = bots[key].choose(observation, seat)
            record.think[key].append(time.perf_counter() - start)
            state, _ = ruleset.apply(state, action)
            record.log.append(LogEntry(action))
            record.actions += 1
    except Exception:  # any bug: report it with what reproduces it
        record.error = traceback.format_exc()
        return record
    result = ruleset.result(state)
    if result is not None:
        record.winners = tuple(seat_of[s] for s in result.winners)
    return record


def run(ruleset: Ruleset, players: list[str], games: int, seed: int, *, fixed_seats: bool = False,
        turn_limit: int | None = None, time_budget: float | None = None, iterations: int | None = None,
        options: dict | None = None, max_actions: int = DEFAULT_MAX_ACTIONS) -> tuple[dict, list[GameRecord]]:
    """Play ``games`` games and return the summary (the ``--json`` object) and the records."""
    data = dict(options or {})
    fields = getattr(ruleset.Options, "model_fields", {})
    if "turn_limit" in fields:
        data.setdefault("turn_limit", turn_limit or DEFAULT_TURN_LIMIT)
    count = ruleset.facts.player_option
    if count and count in fields and count not in data:
        data[count] = len(players)  # the players given set the count where the game has one
    opts = ruleset.options_from_dict(data)
    seats = list(ruleset.players(opts))
    if len(players) != len(seats):
        raise ValueError(f"{ruleset.id} has {len(seats)} seats ({', '.join(seats)}); "
                         f"{len(players)} players were given")
    keys = player_keys(players)
    wins = dict.fromkeys(keys, 0)
    draws = 0
    lengths: list[int] = []
    think: dict[str, list[float]] = {k: [] for k in keys}
    records = []
    for g in range(games):
        gseed = game_seed(seed, g)
        shift = 0 if fixed_seats else g % len(seats)
        seat_of = {seat: keys[(i + shift) % len(keys)] for i, seat in enumerate(seats)}
        bots = {}
        for i, (key, level) in enumerate(zip(keys, players, strict=True)):
            bot = make_bot(level, ruleset, seed=gseed * 16 + i, time_budget=time_budget)
            if iterations is not None and hasattr(bot, "iterations"):
                bot.iterations = iterations
            bots[key] = bot
        record = play_game(ruleset, opts, bots, seat_of, gseed, max_actions)
        records.append(record)
        for key, times in record.think.items():
            think[key].extend(times)
        if record.error is not None:
            continue
        lengths.append(record.actions)
        if record.winners:
            for key in record.winners:
                wins[key] += 1
        else:
            draws += 1
    summary = {
        "games": games,
        "wins": wins,
        "draws": draws,
        "mean_actions": round(statistics.fmean(lengths), 2) if lengths else 0.0,
        "seconds_per_move": {k: round(statistics.fmean(t), 5) if t else 0.0 for k, t in think.items()},
    }
    return summary, records


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="lionheart simulate", description=_t("description"))
    p.add_argument("--ruleset", required=True, help=_t("help.ruleset"))
    p.add_argument("--players", required=True, help=_t("help.players", levels=", ".join(LEVELS)))
    p.add_argument("--games", type=_positive, default=10, help=_t("help.games"))
    p.add_argument("--seed", type=int, default=0, help=_t("help.seed"))
    p.add_argument("--json", action="store_true", help=_t("help.json"))
    p.add_argument("--fixed-seats", action="store_true", help=_t("help.fixed_seats"))
    p.add_argument("--turn-limit", type=int, default=None,
                   help=_t("help.turn_limit", limit=DEFAULT_TURN_LIMIT))
    p.add_argument("--time-budget", type=float, default=None, help=_t("help.time_budget"))
    p.add_argument("--iterations", type=int, default=None, help=_t("help.iterations"))
    p.add_argument("--max-actions", type=int, default=DEFAULT_MAX_ACTIONS, help=_t("help.max_actions"))
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help=_t("help.option"))
    return p


def _options(pairs: list[str]) -> dict:
    """``--option`` pairs as option values (numbers, true/false as JSON, else text)."""
    out: dict = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        if not sep or not name.strip():
            raise ValueError(f"--option wants NAME=VALUE, not {pair!r}")
        try:
            out[name.strip()] = json.loads(raw)
        except ValueError:
            out[name.strip()] = raw
    return out


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``lionheart simulate``; returns the exit code (1 when a game crashed)."""
    from .. import rulesets

    args = _parser().parse_args(argv)
    try:
        ruleset = rulesets.get(args.ruleset)
    except KeyError as exc:
        print(f"lionheart simulate: {exc.args[0]}", file=sys.stderr)
        return 2
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    unknown = [p for p in players if p not in LEVELS]
    if unknown or args.games < 0:
        problem = (_t("unknown_levels", levels=", ".join(unknown), known=", ".join(LEVELS))
                   if unknown else _t("at_least_one"))
        print(f"lionheart simulate: {problem}", file=sys.stderr)
        return 2
    try:
        summary, records = run(ruleset, players, args.games, args.seed, fixed_seats=args.fixed_seats,
                               turn_limit=args.turn_limit, time_budget=args.time_budget,
                               iterations=args.iterations, max_actions=args.max_actions,
                               options=_options(args.option))
    except ValueError as exc:
        print(f"lionheart simulate: {exc}", file=sys.stderr)
        return 2
    failed = [r for r in records if r.error is not None]
    out = sys.stderr if args.json else sys.stdout
    for r in failed:
        print(_t("crashed", seed=r.seed, n=r.actions, seats=r.seats) + f"\n{r.error}"
              + _t("reproduce", seed=r.seed) + "\n"
              + json.dumps(ruleset.log_to_list(r.log)), file=out)
    if args.json:
        print(json.dumps(summary))
    else:
        seats = _t("fixed_seats") if args.fixed_seats else _t("seats_alternate")
        print(_t("header", title=ruleset.title, n=summary["games"],
                 players=" vs ".join(player_keys(players))) + " " + seats)
        wins, per_move = _t("wins"), _t("ms_per_move")
        for key, w in summary["wins"].items():
            print(f"  {key:<12} {w:>4} {wins}   {summary['seconds_per_move'][key] * 1000:8.1f} {per_move}")
        print(f"  {_t('draws'):<12} {summary['draws']:>4}")
        print(f"  {_t('mean_length'):<12} {summary['mean_actions']:.1f} {_t('actions')}")
        if failed:
            print(f"  {_t('crashed_count'):<12} {len(failed):>4} {_t('see_above')}")
    return 1 if failed else 0
