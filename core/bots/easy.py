"""The easy level: a beginner's game, for people learning the rules.

It ranks the actions as the heuristic level does, then makes the mistakes a beginner makes, on
purpose and reproducibly for its seed:

* it overlooks things: each decision it sees only a random part of its options (an attack on the
  far wing goes unnoticed);
* it is not always sure of the best: among what it sees it takes the best most of the time, but
  now and then a lesser action that still looks reasonable (never one that looks far worse).

The heuristic level beats it clearly, and it beats random play clearly (measured in
tests/core/test_bots.py).
"""

from __future__ import annotations

import math
from typing import Any

from ..engine import Ruleset
from .heuristic import HeuristicBot
from .random_bot import candidates_for

# Share of its options the easy level considers at each decision.
NOTICE = 0.6
# Chance of not taking the best action it sees, and how much worse (in evaluation units) an
# action it takes instead may look.
DOUBT = 0.3
MARGIN = 0.15


class EasyBot(HeuristicBot):
    """Heuristic ranking with a beginner's oversights and doubts."""

    level = "easy"

    def __init__(self, ruleset: Ruleset, seed: int = 0) -> None:
        super().__init__(ruleset, seed, samples=6)

    def choose(self, observation: Any, player: str) -> Any:
        actions = candidates_for(self.ruleset, observation, player)
        if len(actions) == 1:
            return actions[0]
        ranked = self.ranked(observation, player)
        seen = [item for item in ranked if self.rng.random() < NOTICE] or [ranked[-1]]
        best_value = seen[0][0]
        if self.rng.random() < DOUBT:
            near = [a for v, a in seen[1:] if v >= best_value - MARGIN * max(1.0, math.fabs(best_value))]
            if near:
                return self.rng.choice(near)
        return seen[0][1]
