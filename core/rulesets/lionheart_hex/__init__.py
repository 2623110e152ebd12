"""Lionheart, the hex variant ("sidhe", Usenet): army building, leadership, facing, missile arcs,
saving rolls and panic retreats."""

from .model import (
    ACTION_TYPES,
    GOLD,
    SIDES,
    SILVER,
    AboutFace,
    Advance,
    Attack,
    Bid,
    Buy,
    Deploy,
    Dismiss,
    EndAction,
    GoFirst,
    Options,
    Promise,
    Rally,
    Ready,
    Reload,
    Shoot,
    Spec,
    StandardArmy,
    State,
    Turn,
    Unit,
    Withdraw,
)
from .rules import RULESET, LionheartHex

__all__ = ["ACTION_TYPES", "GOLD", "RULESET", "SIDES", "SILVER", "AboutFace", "Advance", "Attack", "Bid", "Buy",
           "Deploy", "Dismiss", "EndAction", "GoFirst", "LionheartHex", "Options", "Promise", "Rally", "Ready",
           "Reload", "Shoot", "Spec", "StandardArmy", "State", "Turn", "Unit", "Withdraw"]
