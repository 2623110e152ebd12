"""Lancaster (Queen Games 2011): knights in the counties, the castle and France; parliament's laws."""

from .model import (
    ACTION_TYPES,
    CastleStep,
    ChooseExtension,
    CountyReward,
    Cross,
    Lord,
    NameStart,
    Options,
    Pay,
    Place,
    Ransom,
    State,
    TakeFavour,
    TakeNoble,
    Upgrade,
    Vote,
)
from .rules import RULESET, Lancaster

__all__ = ["ACTION_TYPES", "RULESET", "CastleStep", "ChooseExtension", "CountyReward", "Cross", "Lancaster",
           "Lord", "NameStart", "Options", "Pay", "Place", "Ransom", "State", "TakeFavour", "TakeNoble",
           "Upgrade", "Vote"]
