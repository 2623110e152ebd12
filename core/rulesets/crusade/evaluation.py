"""The bots' worth of a crusade position for one player, in [-1, 1].

A player wins only if its faction wins and it then has the most prestige among its allies, so
the value is mostly the faction's race (how near each side is to one of its two tracks' ends,
counting the cards already waiting face down in the Crusade deck) and partly the player's
standing against its allies (prestige, plus coins and cards as future prestige). The Neutral
wants the crusade balanced and long (its bonus at the tenth round) and the most prestige of all.
"""

from __future__ import annotations

import math

from .model import State

_WEIGHT_RACE = 0.6
_WEIGHT_STANDING = 0.4


def _side(p) -> str:
    return p.side if p.faction == "neutral" else p.faction


def race(state: State) -> float:
    """Richard's side's lead in the race to the end, about in [-1, 1] (negative: John's)."""
    ra, sa, kr, kt = state.tracks
    richard = max(ra / 10, (10 - kr) / 10)
    john = max(sa / 10, (10 - kt) / 10)
    # Cards already in the Crusade deck push next round's outcome (their colour only counts).
    red = sum(1 for c, _ in state.crusade if c[0] == "R")
    green = sum(1 for c, _ in state.crusade if c[0] == "G")
    pressure = (red - green) / max(6, len(state.crusade))
    return richard - john + 0.25 * pressure


def worth(state: State, p) -> float:
    """Prestige now and in prospect: the edict as it would score now, and coins and cards that
    become prestige later."""
    from .play import edict_points

    return (p.prestige + edict_points(state, p) + p.coins / 4 + len(p.hand) / 8
            + 0.5 * (p.horse + p.ship + p.skill))


def evaluate(state: State, player: str) -> float:
    me = state.player(player)
    if state.outcome is not None:
        if player in state.outcome.winners:
            return 1.0 / len(state.outcome.winners) ** 0.5
        return -1.0
    lead = race(state)
    side = _side(me)
    if me.faction == "neutral":
        race_term = 0.5 - abs(lead) - 0.5 * max(state.tracks[0], state.tracks[1], 10 - state.tracks[2],
                                                 10 - state.tracks[3]) / 10
        # It drags the crusade out by siding with whoever trails (its cards then slow the leader).
        trailing = "john" if lead > 0 else "richard" if lead < 0 else side
        race_term += 0.05 if side == trailing else 0.0
        rivals = [p for p in state.players if p.seat != player]
    else:
        race_term = lead if side == "richard" else -lead
        rivals = [p for p in state.players if p.seat != player and _side(p) == side and p.faction != "neutral"]
    # Cards of its own colour are worth a little more to a faction player (the Neutral's colour
    # changes with its side, so its cards count alike).
    own = 0 if me.faction == "neutral" else sum(1 for c in me.hand if c[0] == ("R" if side == "richard" else "G"))
    mine = worth(state, me) + own / 10
    best = max((worth(state, p) for p in rivals), default=mine - 2)
    standing = math.tanh((mine - best) / 4)
    value = _WEIGHT_RACE * math.tanh(2 * race_term) + _WEIGHT_STANDING * standing
    return max(-1.0, min(1.0, value))
