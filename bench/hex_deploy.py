"""Does the deployment decide the hex battle? Heuristic against heuristic, standard armies, one side
first moving its army into a candidate formation (issue 9).

Games as bench/hex_sides.py plays them (the same bots, seeds and turn limit). In every game one side,
Gold on even seeds and Silver on odd ones, withdraws and redeploys its standard army into the
candidate formation (core/rulesets/lionheart_hex/formation.py) through legal Withdraw and Deploy
actions before it confirms; the other side keeps the standard deployment. Both build as the
heuristic does (it spends the standard army's last point on a one-point unit and deploys it). The table counts the
formation side's wins, losses and draws, by its colour.

    python bench/hex_deploy.py --seeds 1000-1039 [--only NAME ...] [--list] [--json FILE]

The candidates are a family made from a few rules (``family``), not a list of hexes.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections.abc import Callable
from typing import Any

from hex_sides import seed_range  # bench/hex_sides.py (the same seeds)

from lionheart_core import rulesets
from lionheart_core.bots import make_bot
from lionheart_core.bots.simulate import DEFAULT_TURN_LIMIT, play_game
from lionheart_core.rulesets.lionheart_hex.formation import (
    SHOOTERS_AT,
    STANDARD,
    Formation,
    next_step,
)
from lionheart_core.rulesets.lionheart_hex.model import GOLD, SILVER, Ready


def family() -> list[Formation]:
    """Every placement of the shooters and the horse; the standard line moved two columns either
    way; the King behind either wing; the front line opened to every other hex."""
    out = [Formation(s, "centre") for s in SHOOTERS_AT[1:]] + [Formation(horse="wings")]
    out += [Formation(shift=d) for d in (-2, 2)]
    out += [Formation(king=d) for d in (-3, 3)]
    out += [Formation(s, "wings") for s in SHOOTERS_AT[1:]]
    out.append(Formation(gap=2))
    return out


class FormationBot:
    """The heuristic bot, except that when it would confirm its army it first moves its units
    into ``formation`` (one Withdraw or Deploy a call). The army is the heuristic's own (it buys a
    one-point unit with the standard army's last point and deploys it), so both sides field the
    same units and only their places differ."""

    def __init__(self, inner: Any, formation: Formation) -> None:
        self.inner = inner
        self.formation = formation
        self.level = inner.level
        self.arranging = False
        self.steps = 0

    def choose(self, observation: Any, player: str) -> Any:
        if observation.phase == "build":
            if not self.arranging:
                action = self.inner.choose(observation, player)
                if not isinstance(action, Ready):
                    return action
                self.arranging = True
            step = next_step(observation, player, self.formation)
            if step is not None:
                self.steps += 1
                return step
            return Ready(player)
        return self.inner.choose(observation, player)


def play_sides(name: str, wrap: Callable[[Any], Any], seeds: list[int], options: dict,
               turn_limit: int = DEFAULT_TURN_LIMIT, verbose: bool = False) -> dict:
    """Heuristic games in which one side (Gold on even seeds, Silver on odd) plays ``wrap`` of its
    heuristic bot: that side's wins, losses and draws by colour (``formation``: ``name``), each
    game's colour, result and actions, and the Withdraw and Deploy steps the wrapped bots took."""
    rs = rulesets.get("lionheart-hex")
    opts = rs.options_from_dict({**options, "turn_limit": turn_limit})
    seats = list(rs.players(opts))
    out: dict[str, Any] = {"formation": name, "games": {}}
    for colour in (GOLD, SILVER):
        out[colour] = {"won": 0, "lost": 0, "drawn": 0, "errors": 0}
    start = time.process_time()
    for s in seeds:
        mine = GOLD if s % 2 == 0 else SILVER
        bots = {seat: make_bot("heuristic", rs, seed=s * 16 + i) for i, seat in enumerate(seats)}
        bots[mine] = wrap(bots[mine])
        record = play_game(rs, opts, bots, {seat: seat for seat in seats}, s)
        out["steps"] = out.get("steps", 0) + getattr(bots[mine], "steps", 0)
        tally = out[mine]
        if record.error is not None:
            tally["errors"] += 1
            result = "error"
        elif not record.winners:
            tally["drawn"] += 1
            result = "drawn"
        elif record.winners[0] == mine:
            tally["won"] += 1
            result = "won"
        else:
            tally["lost"] += 1
            result = "lost"
        out["games"][s] = (mine, result, record.actions)
        if verbose:
            print(name, s, mine, result, record.actions, flush=True)
    out["cpu_seconds"] = round(time.process_time() - start, 1)
    return out


def play(formation: Formation, seeds: list[int], turn_limit: int = DEFAULT_TURN_LIMIT,
         verbose: bool = False) -> dict:
    return play_sides(formation.name, lambda inner: FormationBot(inner, formation), seeds,
                      {"army": "standard"}, turn_limit, verbose)


def score_interval(won: int, lost: int, drawn: int) -> tuple[float, float, float]:
    """The formation side's score (a draw half a win) and its 95 % normal interval."""
    n = won + lost + drawn
    if n == 0:
        return 0.0, 0.0, 0.0
    x = [1.0] * won + [0.0] * lost + [0.5] * drawn
    mean = sum(x) / n
    var = sum((v - mean) ** 2 for v in x) / max(1, n - 1)
    half = 1.96 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def row(out: dict) -> str:
    g, s = out[GOLD], out[SILVER]
    won, lost, drawn = g["won"] + s["won"], g["lost"] + s["lost"], g["drawn"] + s["drawn"]
    mean, lo, hi = score_interval(won, lost, drawn)
    return (f"{out['formation']:<44} {g['won']:>2}-{g['lost']:<2}-{g['drawn']:<2}   {s['won']:>2}-{s['lost']:<2}-{s['drawn']:<2}"
            f"   {won:>3}-{lost:<3}-{drawn:<3} {100 * mean:5.1f} % [{100 * lo:4.1f}, {100 * hi:4.1f}]"
            f"  {out['cpu_seconds']:6.0f} s")


def report(out: dict, json_path: str = "") -> None:
    """A candidate's table row, and its tally appended as a JSON line to ``json_path`` if given."""
    print(row(out), flush=True)
    if json_path:
        with open(json_path, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(out) + "\n")


HEADER = (f"{'formation (the other side: standard)':<44} {'as gold':<10} {'as silver':<10}   {'all w-l-d':<11}"
          f" {'score, 95 % interval':<24} CPU")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", default="1000-1039", help="first-last game seed")
    p.add_argument("--only", action="append", default=[], metavar="NAME",
                   help="a formation by its name (--list; repeatable); default: the standard deployment (the control) and the family")
    p.add_argument("--list", action="store_true", help="list the family's names")
    p.add_argument("--turn-limit", type=int, default=DEFAULT_TURN_LIMIT)
    p.add_argument("--json", default="", help="append each candidate's tally as a JSON line to this file")
    p.add_argument("--verbose", action="store_true", help="one line per game")
    args = p.parse_args(argv)
    candidates = [STANDARD, *family()]
    if args.list:
        for f in candidates:
            print(f.name)
        return 0
    if args.only:
        known = {f.name: f for f in candidates}
        candidates = [known[name] for name in args.only]
    seeds = seed_range(args.seeds)
    print(f"seeds {args.seeds}, turn limit {args.turn_limit}, heuristic against heuristic, standard armies", flush=True)
    print(HEADER, flush=True)
    for f in candidates:
        report(play(f, seeds, args.turn_limit, args.verbose), args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
