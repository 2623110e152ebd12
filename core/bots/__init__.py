"""Computer players for every ruleset, built only on the core contract.

>>> from lionheart_core import rulesets
>>> from lionheart_core.bots import make_bot
>>> rs = rulesets.get("lionheart-1997")
>>> state = rs.new_game(seed=1)
>>> bot = make_bot("random", rs, seed=3)
>>> action = bot.choose(rs.observe(state, "gold"), "gold")

A bot sees only ``ruleset.observe(state, player)``: it never reads the true state, so it cannot
cheat by looking at hidden setups or future dice. Every level is deterministic for its seed.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..engine import Ruleset
from .random_bot import RandomBot

LEVELS: tuple[str, ...] = ("random", "easy", "heuristic", "search", "hard")

# Seconds the search level thinks per action when no budget is given: with the setup and the
# bookkeeping around it a move stays well under one second on a small 2-core machine.
DEFAULT_TIME_BUDGET = 0.6
# The hard level thinks for the whole second a move may take.
HARD_TIME_BUDGET = 0.95


class Bot(Protocol):
    """What the GUI controller and the simulator need from a computer player."""

    level: str

    def choose(self, observation: Any, player: str) -> Any:
        """A legal action for ``player`` given what ``player`` sees."""
        ...


def make_bot(level: str, ruleset: Ruleset, seed: int = 0, time_budget: float | None = None) -> Bot:
    """A computer player of ``level`` (one of :data:`LEVELS`) for ``ruleset``.

    ``seed`` makes its choices reproducible; ``time_budget`` is the seconds the search level
    may think per action (other levels ignore it).
    """
    if level == "random":
        return RandomBot(ruleset, seed)
    if level == "easy":
        from .easy import EasyBot

        return EasyBot(ruleset, seed)
    if level == "heuristic":
        from .heuristic import HeuristicBot

        return HeuristicBot(ruleset, seed)
    if level == "search":
        from .mcts import SearchBot

        return SearchBot(ruleset, seed, DEFAULT_TIME_BUDGET if time_budget is None else time_budget)
    if level == "hard":
        from .mcts import SearchBot

        bot = SearchBot(ruleset, seed, HARD_TIME_BUDGET if time_budget is None else time_budget)
        bot.level = "hard"
        return bot
    raise ValueError(f"unknown bot level {level!r}; the levels are {', '.join(LEVELS)}")


__all__ = ["LEVELS", "DEFAULT_TIME_BUDGET", "HARD_TIME_BUDGET", "Bot", "RandomBot", "make_bot"]
