"""The heuristic level: look one action ahead and keep the one the ruleset's evaluation likes best.

Actions that roll dice are scored by their expected value over a few sampled rolls; every action
is scored on the same rolls (common random numbers), so two attacks are compared on equal luck.
Ties go to the earlier action in an order shuffled by the bot's seed: deterministic, not biased
towards the first unit listed.
"""

from __future__ import annotations

import random
from typing import Any

from ..dice import Recorder, Seeded
from ..engine import Ruleset
from .random_bot import candidates_for

# Rolls sampled per action that rolls dice: enough to tell a good attack from a poor one.
DICE_SAMPLES = 12


def action_values(ruleset: Ruleset, state: Any, player: str, actions: list, dice_seeds: list[int]) -> list[float]:
    """The expected evaluation for ``player`` after each action in ``state`` (a full state, e.g.
    a determinization), averaged over the rolls of ``dice_seeds`` when the action rolls dice."""
    values = []
    for action in actions:
        recorder = Recorder(Seeded(dice_seeds[0]))
        after, _ = ruleset.apply_unchecked(state, action, recorder)
        total = ruleset.evaluate(after, player)
        if not recorder.values:  # no dice: one outcome only
            values.append(total)
            continue
        for seed in dice_seeds[1:]:
            after, _ = ruleset.apply_unchecked(state, action, Seeded(seed))
            total += ruleset.evaluate(after, player)
        values.append(total / len(dice_seeds))
    return values


class HeuristicBot:
    """One-ply greedy play on ``ruleset.evaluate`` with expected values over the dice."""

    level = "heuristic"

    def __init__(self, ruleset: Ruleset, seed: int = 0, samples: int = DICE_SAMPLES) -> None:
        self.ruleset = ruleset
        self.seed = seed
        self.samples = samples
        self.rng = random.Random(seed)

    def ranked(self, observation: Any, player: str) -> list[tuple[float, Any]]:
        """Every legal action with its value, best first (ties in the seeded order)."""
        actions = candidates_for(self.ruleset, observation, player)
        self.rng.shuffle(actions)
        state = self.ruleset.determinize(observation, player, self.rng)
        seeds = [self.rng.getrandbits(32) for _ in range(self.samples)]
        values = action_values(self.ruleset, state, player, actions, seeds)
        order = sorted(range(len(actions)), key=lambda i: -values[i])  # stable: keeps tie order
        return [(values[i], actions[i]) for i in order]

    def choose(self, observation: Any, player: str) -> Any:
        """The legal action whose expected evaluation is highest."""
        actions = candidates_for(self.ruleset, observation, player)
        if len(actions) == 1:
            return actions[0]
        return self.ranked(observation, player)[0][1]
