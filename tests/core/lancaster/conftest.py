"""Helpers for Lancaster rule tests: positions from the notation, scripted play."""

from __future__ import annotations

import dataclasses

from lionheart_core.dice import Scripted, order_of
from lionheart_core.rulesets.lancaster import RULESET, Options, State
from lionheart_core.rulesets.lancaster.model import Conflict, CountyState, Lord, Pending

RS = RULESET


def play(state: State, *actions, dice=None):
    """Apply actions in turn; returns the final state and every event."""
    events = []
    for a in actions:
        state, ev = RS.apply(state, a, dice if dice is not None else Scripted([]))
        events += ev
    return state, events


def keys(events) -> list[str]:
    return [e.key for e in events]


def lord(state: State, ident: str) -> Lord:
    return state.lord(ident)


def knights(state: State, ident: str) -> tuple[str, ...]:
    return state.lord(ident).knights


def with_lord(state: State, ident: str, **changes) -> State:
    lords = tuple(dataclasses.replace(x, **changes) if x.id == ident else x for x in state.lords)
    return dataclasses.replace(state, lords=lords)


def with_county(state: State, letter: str, **changes) -> State:
    counties = tuple(dataclasses.replace(c, **changes) if c.letter == letter else c for c in state.counties)
    return dataclasses.replace(state, counties=counties)


def placing(players=4, start="blue", conflicts=((5, "top"), (9, "top")), **kw) -> State:
    """A state in round 1's placement, start player ``start``, the given conflict cards, group-0
    laws in force 0a 0b 0c and proposals 1a 1b 1c, every player with its starting extension
    on space 1 unless ``extensions`` says otherwise."""
    opts = kw.pop("opts", None) or Options(players=players)
    s = RS.new_game(opts, seed=1)
    s = dataclasses.replace(s, pending=(), stage="place", start=start, placer=start,
                            conflicts=tuple(Conflict(c, r) for c, r in conflicts),
                            laws=("0a", "0b", "0c"), proposals=("1a", "1b", "1c"),
                            law_pool=tuple(x for x in s.law_pool + s.laws + s.proposals
                                           if x not in ("0a", "0b", "0c", "1a", "1b", "1c")),
                            card_pool=tuple(sorted(c for c in range(1, 13) if c not in {x for x, _ in conflicts})))
    ext = kw.pop("extensions", 1)
    lords = tuple(dataclasses.replace(x, extensions=() if x.ally_of or ext is None else (ext,)) for x in s.lords)
    s = dataclasses.replace(s, lords=lords, **kw)
    return s


__all__ = ["RS", "Conflict", "CountyState", "Pending", "Scripted", "order_of", "placing", "play", "keys",
           "lord", "knights", "with_lord", "with_county"]
