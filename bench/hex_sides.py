"""Heuristic against heuristic in the hex variant: the tally by side (Gold, Silver, drawn).

Two equal players should win about as often on either side; a large gap points at an asymmetry
in the rules, the geometry, the evaluation or the heuristic bot (issue 9).

    python bench/hex_sides.py --seeds 1000-1039 [--options '{"army": "standard"}'] [--json]
"""

from __future__ import annotations

import argparse
import json
import time

from lionheart_core import rulesets
from lionheart_core.bots import make_bot
from lionheart_core.bots.simulate import DEFAULT_TURN_LIMIT, play_game


def seed_range(text: str) -> list[int]:
    lo, _, hi = text.partition("-")
    return list(range(int(lo), int(hi or lo) + 1))


def swap_ends() -> None:
    """Diagnosis: Gold deploys at the top edge facing south and Silver at the bottom facing north
    (the geometry swapped, every other rule as it is)."""
    from lionheart_core.rulesets.lionheart_hex import rules
    from lionheart_core.rulesets.lionheart_hex.model import GOLD, SILVER

    original = rules.deploy_rows
    swapped = {GOLD: original(SILVER), SILVER: original(GOLD)}
    rules.deploy_rows = lambda side: swapped[side]
    rules.deploy_hexes.cache_clear()
    rules.HOME_FACING[GOLD], rules.HOME_FACING[SILVER] = rules.HOME_FACING[SILVER], rules.HOME_FACING[GOLD]


def tally(seeds: list[int], options: dict, turn_limit: int = DEFAULT_TURN_LIMIT, verbose: bool = False) -> dict:
    rs = rulesets.get("lionheart-hex")
    opts = rs.options_from_dict({"turn_limit": turn_limit, **options})
    seats = list(rs.players(opts))
    out = {seat: 0 for seat in seats} | {"drawn": 0, "errors": 0, "games": {}}
    for s in seeds:
        bots = {seat: make_bot("heuristic", rs, seed=s * 16 + i) for i, seat in enumerate(seats)}
        record = play_game(rs, opts, bots, {seat: seat for seat in seats}, s)
        if record.error is not None:
            out["errors"] += 1
            result = "error"
        elif record.winners:
            result = record.winners[0]
            out[result] += 1
        else:
            result = "drawn"
            out["drawn"] += 1
        out["games"][s] = (result, record.actions)
        if verbose:
            print(s, result, record.actions, flush=True)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", default="1000-1039", help="first-last game seed")
    p.add_argument("--options", default='{"army": "standard"}', help="game options as JSON")
    p.add_argument("--turn-limit", type=int, default=DEFAULT_TURN_LIMIT)
    p.add_argument("--swap-ends", action="store_true", help="diagnosis: Gold deploys at the top edge, Silver at the bottom")
    p.add_argument("--json", action="store_true")
    p.add_argument("--verbose", action="store_true", help="one line per game")
    args = p.parse_args(argv)
    if args.swap_ends:
        swap_ends()
    start = time.process_time()
    out = tally(seed_range(args.seeds), json.loads(args.options), args.turn_limit, args.verbose)
    out["cpu_seconds"] = round(time.process_time() - start, 1)
    if args.json:
        print(json.dumps(out))
    else:
        print(f"gold {out['gold']}  silver {out['silver']}  drawn {out['drawn']}  errors {out['errors']}"
              f"  ({len(out['games'])} games, {out['cpu_seconds']} s CPU)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
