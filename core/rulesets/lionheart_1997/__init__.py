"""Lionheart (1997): the square-board miniatures game, basic and customized."""

from .model import (
    ACTION_TYPES,
    GOLD,
    SIDES,
    SILVER,
    Attack,
    Bribe,
    ConfirmSetup,
    EndTurn,
    Move,
    Options,
    Place,
    Regroup,
    Relocate,
    Remove,
    RollOff,
    StandardSetup,
    State,
    Turn,
    Unit,
)
from .rules import RULESET, Lionheart1997

__all__ = ["ACTION_TYPES", "GOLD", "RULESET", "SIDES", "SILVER", "Attack", "Bribe", "ConfirmSetup", "EndTurn",
           "Lionheart1997", "Move", "Options", "Place", "Regroup", "Relocate", "Remove", "RollOff",
           "StandardSetup", "State", "Turn", "Unit"]
