"""The arithmetic of one attack, shared by the rules and the bots' evaluation so the two can
never disagree."""

from __future__ import annotations

from .data import UnitType, game_data

# The box holds four combat dice: no attack rolls more.
MAX_DICE = 4


def dice_count(kind: str, figures: int) -> int:
    """Dice rolled by a unit of ``figures`` ``kind``."""
    return min(MAX_DICE, figures * game_data().units[kind].dice_per_figure)


def score_hits(t: UnitType, axes: int, arrows: int, panics: int) -> int:
    """Hits scored by an attacker of type ``t`` with these faces. Peasants count battle-axes or
    arrows, whichever they rolled more of, and nothing when panics outnumber both."""
    if t.hits_on == "axe":
        return axes
    if t.hits_on == "arrow":
        return arrows
    best = max(axes, arrows)
    return best if best >= panics else 0
