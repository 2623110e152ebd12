"""Helpers to set up hex-variant positions by hex labels, as a rulebook diagram would."""

from __future__ import annotations

import dataclasses

import pytest

from lionheart_core.dice import Scripted
from lionheart_core.engine import IllegalAction
from lionheart_core.grids.hex import Hex
from lionheart_core.rulesets.lionheart_hex import RULESET, Options, Spec, State, Unit
from lionheart_core.rulesets.lionheart_hex.data import field

RS = RULESET
G = field()

# Kings and a spare unit far away on the field's west edge, so a position never ends the battle
# by accident.
RESERVES = (("gold", Spec("king_horse", "heavy", "spears", leadership=2), "0111", 0),
            ("gold", Spec("foot", "none", "spears", True), "0110", 0),
            ("silver", Spec("king_horse", "heavy", "spears", leadership=2), "0101", 3),
            ("silver", Spec("foot", "none", "spears", True), "0102", 3))

FOOT = Spec("foot", "none", "spears", True)
ARCHERS = Spec("foot", "none", "bows")
KNIGHTS = Spec("horse", "heavy", "spears")


def H(text: str) -> Hex:
    """The hex of a label, ``H("0806")``."""
    return G.parse(text)


def unit(owner: str, spec: Spec, where: str, facing: int, figures: int | None = None, **extra) -> tuple:
    return (owner, spec, where, facing, figures, extra)


def position(*specs, order=("gold",), reserves=True, opts=None, **extra) -> State:
    """A battle state with the given units: ``unit("gold", FOOT, "0806", 0)``; ``order`` is the
    sides still to act this turn, ``gold`` first."""
    specs = [s if len(s) == 6 else (*s, None, {}) for s in specs]
    if reserves:
        kings = {o for o, sp, *_ in specs if sp.leadership}
        specs += [(o, sp, w, f, None, {}) for o, sp, w, f in RESERVES if not (sp.leadership and o in kings)]
    units = []
    counters = {"gold": 0, "silver": 1000}
    from lionheart_core.rulesets.lionheart_hex.tables import unit_class
    for owner, spec, where, facing, figures, more in specs:
        n = unit_class(spec.cls).figures if figures is None else figures
        units.append(Unit(counters[owner], owner, spec, n, H(where), facing, buyer=owner, **more))
        counters[owner] += 1
    units.sort(key=lambda u: u.uid)
    return State(opts=opts or Options(), seed=1, dice_pos=0, phase="play", units=tuple(units),
                 ready=("gold", "silver"), turn=1, order=tuple(order), **extra)


def at(state: State, where: str) -> Unit | None:
    h = H(where)
    return next((u for u in state.units if u.hex == h and u.alive), None)


def uid_of(state: State, uid: int) -> Unit:
    return next(u for u in state.units if u.uid == uid)


def play(state: State, action, rolls=()):
    """Apply one action with scripted dice; every scripted roll must be used."""
    dice = Scripted(list(rolls))
    new, events = RS.apply(state, action, dice)
    assert dice.remaining == 0, f"{dice.remaining} scripted rolls were not used"
    return new, events


def refused(state: State, action, match: str) -> None:
    before = RS.dump(state)
    with pytest.raises(IllegalAction, match=match):
        RS.apply(state, action, Scripted([]))
    assert RS.dump(state) == before


def replace_unit(state: State, where: str, **changes) -> State:
    h = H(where)
    return dataclasses.replace(state, units=tuple(dataclasses.replace(u, **changes) if u.hex == h else u
                                                  for u in state.units))


def texts(events) -> list[str]:
    return [e.render("en") for e in events]
