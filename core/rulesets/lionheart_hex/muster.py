"""What the search level buys when it builds its army from nothing (issue 9): a rule over the
budget and the cost table, not a list of units, so it fits any budget the options allow.

The rule puts the leadership rating first. Each turn a side rolls as many dice as its King's
rating and gets actions by the difference (the leadership roll), so the rating decides how often
a side acts: against a rating-2 King, a rating-3 King's side gets 1.66 actions a turn on average
and the other side 0.88 (two rating-2 Kings: 0.95 each). In the default game (100 points) the
heuristic level takes the standard army, whose King has rating 2; the same heuristic play with
this rule's army won 14, lost 3 and drew 3 of 20 games against it (bench/hex_army.py, README).

The rule:

* the King: the highest rating a King can have for at most ``KING_SHARE`` of the budget, mounted
  before on foot, then the heaviest armour within that share (the cheapest King if none fits);
* of the points left, one knight (heavy cavalry with spears) for every ``KNIGHT_POINTS``;
* about ``BOW_SHARE`` of them (rounded up) on foot archers with bows;
* the rest on foot with spears and shields (a remainder of 4 points: foot with spears, 3: foot with
  crossbows); when the foot would need more hexes than are left, they wear the lightest armour
  that keeps them within the hexes (points the hexes cannot hold stay unspent).

``muster_step`` gives the next Buy, then the next Withdraw or Deploy of the standard formation
rule (formation.py), then Ready; it reads only the side's own units and the options.
"""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from typing import Any

from .formation import STANDARD, Formation, next_step
from .model import Buy, Options, Ready, Spec
from .tables import cost, spec_problem

KING_SHARE = Fraction(2, 5)
KNIGHT_POINTS = 60
BOW_SHARE = Fraction(1, 4)
HEXES = 30  # a side's two deployment rows (15 columns)

KNIGHT = Spec("horse", "heavy", "spears")
BOWS = Spec("foot", weapon="bows")
FOOT = Spec("foot")
CROSSBOWS = Spec("foot", weapon="crossbows")
ARMOURS = ("none", "light", "medium", "heavy")


def king_for(budget: int) -> Spec:
    """The King of the rule: the highest rating within the King's share, mounted first, then the
    heaviest armour; the cheapest King when no King fits the share."""
    opts = Options()
    for lead in (3, 2, 1):
        for cls in ("king_horse", "king_foot"):
            for armour in reversed(ARMOURS):
                s = Spec(cls, armour, "spears", leadership=lead)
                if spec_problem(s, opts) is None and cost(s) <= budget * KING_SHARE:
                    return s
    return Spec("king_foot", "none", "spears", leadership=1)


@lru_cache(maxsize=64)
def muster(budget: int) -> tuple[Spec, ...]:
    """The army of the rule for ``budget`` points, the King first (at most 30 units, within the
    budget)."""
    king = king_for(budget)
    left = Fraction(budget) - cost(king)
    slots = HEXES - 1
    knights = min(int(left // KNIGHT_POINTS), slots // 4)
    left -= knights * cost(KNIGHT)
    bows = min(math.ceil((left + knights * cost(KNIGHT)) * BOW_SHARE / cost(BOWS)), int(left // cost(BOWS)), slots // 3)
    left -= bows * cost(BOWS)
    slots -= knights + bows
    spearmen = Spec("foot", shields=True)
    for armour in ARMOURS:  # the lightest armour that keeps the foot within the hexes
        spearmen = Spec("foot", armour, "spears", shields=True)
        if left // cost(spearmen) <= slots:
            break
    spears = min(int(left // cost(spearmen)), slots)
    left -= spears * cost(spearmen)
    slots -= spears
    extra: list[Spec] = []
    if slots > 0:
        if left >= cost(FOOT):
            extra.append(FOOT)
        elif left >= cost(CROSSBOWS):
            extra.append(CROSSBOWS)
    return (king, *[KNIGHT] * knights, *[BOWS] * bows, *[spearmen] * spears, *extra)


def muster_step(state: Any, side: str, formation: Formation = STANDARD) -> Any:
    """The next action towards the rule's army in ``formation``: a Buy while a unit of it is
    missing, then a Withdraw or Deploy, then Ready. None when the armies are not being built or
    the side's units are not part of the rule's army (the standard army, or units someone else
    chose): then the search decides as before."""
    if state.phase != "build":
        return None
    plan = muster(state.opts.budget)
    missing = Counter(plan)
    for u in state.units:
        if u.owner != side:
            continue
        if missing[u.spec] == 0:
            return None
        missing[u.spec] -= 1
    for spec in plan:
        if missing[spec] > 0:
            return Buy(side, spec)
    step = next_step(state, side, formation)
    return step if step is not None else Ready(side)
