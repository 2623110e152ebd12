"""Open field battles on the tactical board (option ``tactical_battles``, off by default).

When both sides have chosen to stand before the first round, the campaign opens a game of
``lionheart-hex`` inside its state (lionheart_core.subgame): the two forces become stands by the
table below (written out in docs/rules-notes.md, "Battles as a sub-game"), the players (people or
bots) fight it out on the field, and its end is fed back through ``battle_result`` as the
combat's casualties and the side that must retreat. The two rounds of the campaign's tables are
not rolled for that battle.

The table (per side):

* **The commander** is one mounted King stand: the side's King when he fights, else the fighting
  leader with the highest combat bonus (then the most troops). His leadership is
  ``1 + bonus`` (1 to 3).
* **Knights**: one stand of heavy cavalry (2 figures) per 5 knights or part of 5.
* **Knaves**: one stand of foot (4 figures) per 10 knaves or part of 10; every third foot stand
  carries bows, the others spears and shields.
* Leaders at half strength (out of supply) bring half their troops to the count.
* At most ``MAX_STANDS`` stands besides the commander: a larger force is scaled down, knights
  and knaves in proportion, each kind keeping at least one stand.
* The attacker plays Gold (deploying in the rows nearer the bottom edge) and takes the first
  action; the defender plays Silver. The battle ends after ``TURNS`` turns as a draw.

The result: each kind loses the share of its troops that its stands lost in figures (rounded to
the nearest whole soldier); the side whose commander fell (or stands alone) has lost the battle
and must retreat; after a drawn battle the side with more casualties retreats, equal casualties
leave both in place. Woods and river crossings are not carried onto the field (it is open
ground); the King stand's fall decides the battle but does not capture the leader: capture
follows the campaign's own retreat rules.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from ...engine import Result
from ...grids.hex import Hex, from_offset
from ...subgame import SubGame
from .model import SIDES, State, other

FIELD = "lionheart-hex"
KNIGHTS_PER_STAND = 5
KNAVES_PER_STAND = 10
MAX_STANDS = 11
TURNS = 30
SEAT_ATTACKER, SEAT_DEFENDER = "gold", "silver"


def _hex_rules():
    from ..lionheart_hex import rules as hex_rules

    return hex_rules


def stands(force: list[dict]) -> dict[str, Any]:
    """One side's stands from ``battle_forces`` rows: the commander's leadership and the number of
    knight and foot stands (with the troops they stand for)."""
    kn = kt = 0
    for row in force:
        share = 0.5 if row["half"] else 1.0
        kn += row["knaves"] * share
        kt += row["knights"] * share
    n_kt = math.ceil(kt / KNIGHTS_PER_STAND) if kt else 0
    n_kn = math.ceil(kn / KNAVES_PER_STAND) if kn else 0
    if n_kt + n_kn > MAX_STANDS:
        a = round(n_kt * MAX_STANDS / (n_kt + n_kn))
        a = min(MAX_STANDS - (1 if kn else 0), max(1 if kt else 0, a))  # each kind keeps a stand
        n_kt, n_kn = a, MAX_STANDS - a
    lead = max(force, key=lambda r: (r["leader"] in SIDES, r["bonus"], r["knaves"] + r["knights"], r["leader"]))
    return {"commander": lead["leader"], "leadership": max(1, min(3, 1 + lead["bonus"])),
            "knight_stands": n_kt, "foot_stands": n_kn}


def _rows(side: str) -> tuple[list[Hex], list[Hex]]:
    """The side's back and front deployment rows, each from the centre outwards."""
    h = _hex_rules()
    back, front = h.deploy_rows(side)[:2]
    centre = h.game_data().field.columns // 2
    order = sorted(range(h.game_data().field.columns), key=lambda c: (abs(c - centre), c))
    return ([from_offset(c, back, "odd-q") for c in order], [from_offset(c, front, "odd-q") for c in order])


def open_battle(state: State, forces: dict) -> SubGame:
    """The sub-game of the battle in ``forces`` (``battle_forces``), set out by the table."""
    h = _hex_rules()
    rules = h.RULESET
    attacker = forces["attacker"]
    seat = {attacker: SEAT_ATTACKER, other(attacker): SEAT_DEFENDER}
    child = rules.editor_blank(h.Options(turn_limit=TURNS))
    for side in SIDES:
        s = stands(forces["sides"][side])
        back, front = _rows(seat[side])
        child = rules.editor_put(child, f"{seat[side]}:king_horse", back[0])
        back = back[1:]
        # foot in the front row, knights beside the commander in the back row (as the standard army)
        feet = ["archers" if i % 3 == 2 else "spearmen" for i in range(s["foot_stands"])]
        for kind, cell in zip(feet, front + back[::-1], strict=False):
            child = rules.editor_put(child, f"{seat[side]}:{kind}", cell)
        taken = {u.hex for u in child.units}
        free = [c for c in back + front if c not in taken]
        for cell in free[:s["knight_stands"]]:
            child = rules.editor_put(child, f"{seat[side]}:knights", cell)
        # the commander's leadership
        units = tuple(dataclasses.replace(u, spec=dataclasses.replace(u.spec, leadership=s["leadership"]))
                      if u.owner == seat[side] and u.spec.cls == "king_horse" else u for u in child.units)
        child = dataclasses.replace(child, units=units)
    # the battle rolls on the campaign's dice: it keeps no seed of its own (so an observation of
    # the campaign, which hides the seed, shows the battle whole)
    child = dataclasses.replace(rules.editor_start(child, SEAT_ATTACKER), seed=None)
    return SubGame(FIELD, tuple(seat.items()), child)


def _figures(units, seat: str) -> dict[str, tuple[int, int]]:
    """(figures at the start, figures left) of the knights' and the foot stands of ``seat``."""
    out = {"knight": [0, 0], "knave": [0, 0]}
    full = {"horse": 2, "foot": 4}
    for u in units:
        if u.owner != seat or u.spec.cls not in full:
            continue
        kind = "knight" if u.spec.cls == "horse" else "knave"
        out[kind][0] += full[u.spec.cls]
        out[kind][1] += u.figures if u.alive else 0
    return {k: (a, b) for k, (a, b) in out.items()}


def casualties(forces: dict, sub: SubGame, result: Result) -> tuple[dict[str, tuple[int, int]], str | None]:
    """What the finished battle costs each side in (knaves, knights), and the side that must
    retreat (None: nobody)."""
    units = sub.state.units
    lost: dict[str, tuple[int, int]] = {}
    for side in SIDES:
        seat = sub.child_seat(side)
        figs = _figures(units, seat)
        kn = sum(r["knaves"] for r in forces["sides"][side])
        kt = sum(r["knights"] for r in forces["sides"][side])
        out = []
        for kind, have in (("knave", kn), ("knight", kt)):
            start, left = figs[kind]
            out.append(0 if not start else min(have, int(have * (start - left) / start + 0.5)))
        lost[side] = (out[0], out[1])
    if len(result.winners) == 1:
        return lost, other(result.winners[0])
    a, d = (sum(lost[s]) for s in (forces["attacker"], other(forces["attacker"])))
    if a == d:
        return lost, None
    return lost, forces["attacker"] if a > d else other(forces["attacker"])


__all__ = ["FIELD", "MAX_STANDS", "TURNS", "casualties", "open_battle", "stands"]
