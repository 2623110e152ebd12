"""How bot-vs-bot games of Lionheart (1997) look to a watcher: the share of turn actions, of King
moves and turns, and of attacks among all play actions, per bot level.

    python bench/bot_behaviour.py [--games 10] [--levels heuristic search] [--budget 0.2]

Issue 13 asked that bots stop turning on the spot and walking their King about: these figures
are the measure, before and after a change to the evaluation.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from lionheart_core import rulesets  # noqa: E402
from lionheart_core.bots import make_bot  # noqa: E402
from lionheart_core.rulesets.lionheart_1997.model import Attack, EndTurn, Move, Turn  # noqa: E402


def play(level: str, games: int, budget: float, turn_limit: int) -> Counter:
    rs = rulesets.get("lionheart-1997")
    counts: Counter = Counter()
    for g in range(games):
        opts = rs.Options(turn_limit=turn_limit)
        state = rs.new_game(opts, seed=100 + g)
        bots = {p: make_bot(level, rs, seed=g * 2 + i, time_budget=budget) for i, p in enumerate(rs.players(opts))}
        while not rs.is_over(state):
            p = rs.to_move(state)[0]
            a = bots[p].choose(rs.observe(state, p), p)
            if state.phase == "play":
                king = next(u for u in state.units if u.owner == p and u.kind == "king")
                counts["actions"] += 1
                if isinstance(a, Turn):
                    counts["turns"] += 1
                    counts["king_turns"] += a.at == king.square
                elif isinstance(a, Move):
                    counts["moves"] += 1
                    counts["king_moves"] += a.frm == king.square
                elif isinstance(a, Attack):
                    counts["attacks"] += 1
                elif isinstance(a, EndTurn):
                    counts["end_turns"] += 1
            state, _ = rs.apply(state, a)
        res = rs.result(state)
        counts["decided" if res and res.winners else "drawn"] += 1
        counts["games"] += 1
    return counts


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--levels", nargs="*", default=["heuristic", "search"])
    ap.add_argument("--budget", type=float, default=0.2)
    ap.add_argument("--turn-limit", type=int, default=60)
    args = ap.parse_args()
    for level in args.levels:
        t = time.perf_counter()
        c = play(level, args.games, args.budget, args.turn_limit)
        n = max(1, c["actions"])
        print(f"{level:9s} games {c['games']} (decided {c['decided']}, drawn {c['drawn']}), "
              f"{c['actions']} play actions: turns {c['turns'] / n:.0%} (King {c['king_turns'] / n:.0%}), "
              f"moves {c['moves'] / n:.0%} (King {c['king_moves'] / n:.0%}), attacks {c['attacks'] / n:.0%}, "
              f"end turn {c['end_turns'] / n:.0%}  [{time.perf_counter() - t:.0f} s]")


if __name__ == "__main__":
    main()
