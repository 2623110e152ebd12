"""The search's early stop (``EARLY_STOP`` in core/bots/mcts.py): on positions of a heuristic
game, the same search with the stop off and on; how many searches stopped early, whether the
choice stayed the same, and the CPU time of each.

    nice -n 10 python bench/early_stop.py RULESET [--positions 30] [--budget 0.6] [--options JSON]
"""

from __future__ import annotations

import argparse
import json
import time

from lionheart_core import rulesets
from lionheart_core.bots import make_bot, mcts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("ruleset")
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--budget", type=float, default=0.6, help="seconds of CPU a search")
    ap.add_argument("--options", default="{}", help="the game's options as JSON")
    args = ap.parse_args(argv)
    rs = rulesets.get(args.ruleset)
    opts = rs.options_from_dict(json.loads(args.options))
    positions = []
    state = rs.new_game(opts, seed=3)
    bots = {p: make_bot("heuristic", rs, seed=i) for i, p in enumerate(rs.players(opts))}
    while not rs.is_over(state) and len(positions) < args.positions * 5:
        player = rs.to_move(state)[0]
        positions.append((state, player))
        state, _ = rs.apply(state, bots[player].choose(rs.observe(state, player), player))
    positions = positions[::5][:args.positions]
    same = settled = 0
    cpu = {False: 0.0, True: 0.0}
    mcts.FORCED.add("EARLY_STOP")
    for state, player in positions:
        chosen = {}
        for early in (False, True):
            mcts.EARLY_STOP = early
            bot = make_bot("search", rs, seed=7, time_budget=args.budget)
            bot.clock = time.process_time
            start = time.process_time()
            chosen[early] = bot.choose(rs.observe(state, player), player)
            cpu[early] += time.process_time() - start
            if early:
                settled += bot.last_settled
        same += chosen[True] == chosen[False]
    print(json.dumps({"ruleset": args.ruleset, "positions": len(positions), "budget": args.budget,
                      "stopped_early": settled, "same_choice": same,
                      "cpu_s_full": round(cpu[False], 2), "cpu_s_early": round(cpu[True], 2)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
