"""Helpers to set up 1997 positions by square labels, as a rulebook diagram would."""

from __future__ import annotations

import pytest

from lionheart_core import rulesets
from lionheart_core.dice import Scripted
from lionheart_core.engine import IllegalAction
from lionheart_core.grids.square import label, parse
from lionheart_core.rulesets.lionheart_1997 import Options, State, Unit
from lionheart_core.rulesets.lionheart_1997.model import Attack

RS = rulesets.get("lionheart-1997")

# Reserve units far away in column A (gold) and column I (silver), so a position never ends the
# game by accident: each side keeps its King and one other unit.
RESERVES = (("gold", "king", 1, "A1", "N"), ("gold", "infantry", 4, "A2", "N"),
            ("silver", "king", 1, "I10", "S"), ("silver", "infantry", 4, "I9", "S"))


def position(*specs, player="gold", actions_left=2, reserves=True, opts=None, attacked=(), **extra) -> State:
    """A play-phase state with the given units: (owner, kind, figures, "E5", facing)."""
    specs = list(specs)
    if reserves:
        kings = {(o, k) for o, k, *_ in specs if k == "king"}
        specs += [r for r in RESERVES if not (r[1] == "king" and (r[0], "king") in kings)]
    units = []
    counters = {"gold": 0, "silver": 100}
    for owner, kind, figures, sq, facing in specs:
        units.append(Unit(counters[owner], owner, kind, figures, parse(sq), facing))
        counters[owner] += 1
    uids = {label(u.square): u.uid for u in units}
    return State(opts=opts or Options(), seed=1, dice_pos=0, phase="play", units=tuple(units),
                 setup_done=("gold", "silver"), player=player, actions_left=actions_left,
                 attacked=frozenset(uids[a] for a in attacked), **extra)


def at(state: State, sq: str) -> Unit | None:
    """The unit on a square, if any."""
    target = parse(sq)
    return next((u for u in state.units if u.square == target), None)


def play(state: State, action, rolls=None):
    """Apply one action with scripted dice; every scripted roll must be used."""
    dice = None if rolls is None else Scripted(rolls)
    new, events = RS.apply(state, action, dice if dice is not None else Scripted([]))
    if dice is not None:
        assert dice.remaining == 0, f"{dice.remaining} scripted rolls were not used"
    return new, events


def attack(frm: str, to: str, side: str = "gold") -> Attack:
    """An attack written with square labels: ``attack("E4", "E5")``."""
    return Attack(side, parse(frm), parse(to))


def targets(state: State, sq: str) -> list:
    """The squares the unit on ``sq`` may attack now, as the core lists them."""
    return sorted(a.target for a in RS.legal_actions(state) if isinstance(a, Attack) and a.frm == parse(sq))


def refused(state: State, action, match: str) -> None:
    """The action is refused with a reason matching ``match`` and the state is untouched."""
    before = RS.dump(state)
    with pytest.raises(IllegalAction, match=match):
        RS.apply(state, action, Scripted([]))
    assert RS.dump(state) == before


@pytest.fixture
def rs():
    return RS
