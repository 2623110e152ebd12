"""The random level: a uniform choice among the legal actions."""

from __future__ import annotations

import random
from typing import Any

from ..engine import Ruleset


class NoLegalAction(RuntimeError):
    """A bot was asked to act for a player who has nothing to do (not to move, or game over)."""


def legal_for(ruleset: Ruleset, observation: Any, player: str) -> list:
    """The legal actions of ``player`` in ``observation``; raises :class:`NoLegalAction` if none."""
    actions = ruleset.legal_actions(observation, player)
    if not actions:
        raise NoLegalAction(f"{player} has no legal action here (not to move, or the game is over)")
    return actions


def candidates_for(ruleset: Ruleset, observation: Any, player: str) -> list:
    """The actions a thinking bot weighs (:meth:`Ruleset.bot_actions`), never empty when
    ``player`` may act."""
    actions = ruleset.bot_actions(observation, player)
    return actions or legal_for(ruleset, observation, player)


class RandomBot:
    """Plays a uniformly random legal action. Fast: it only lists the legal actions."""

    level = "random"

    def __init__(self, ruleset: Ruleset, seed: int = 0) -> None:
        self.ruleset = ruleset
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, observation: Any, player: str) -> Any:
        """A uniformly random legal action of ``player``."""
        return self.rng.choice(legal_for(self.ruleset, observation, player))
