"""Richard the Lionheart (2017): Richard's and John's factions and a Neutral travel England,
feed the Crusade deck and race its four tracks; 2 to 6 players."""

from .model import (
    Act,
    Buy,
    ChooseSide,
    Contribute,
    Discard,
    KeepEdict,
    Move,
    Options,
    Pass,
    Pending,
    Place,
    Player,
    State,
    Stay,
    TakeCard,
    Trade,
)
from .rules import RULESET, Crusade

__all__ = ["RULESET", "Act", "Buy", "ChooseSide", "Contribute", "Crusade", "Discard", "KeepEdict", "Move",
           "Options", "Pass", "Pending", "Place", "Player", "Stay", "State", "TakeCard", "Trade"]
