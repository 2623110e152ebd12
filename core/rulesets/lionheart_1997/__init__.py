"""Lionheart (1997): the square-board miniatures game, basic and customized."""

from .model import GOLD, SIDES, SILVER, Options, State, Unit
from .rules import RULESET, Lionheart1997

__all__ = ["GOLD", "RULESET", "SIDES", "SILVER", "Lionheart1997", "Options", "State", "Unit"]
