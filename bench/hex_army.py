"""Does the army decide the hex battle? Heuristic against heuristic in the default game (armies
built in secret, the 100-point budget), one side buying a candidate army (issue 9).

The other side builds as the heuristic level does (in the default game it takes the standard
army and spends its last point on a one-point unit). The candidate side buys the candidate's
units, places them by the standard formation rule (core/rulesets/lionheart_hex/formation.py:
the King and the shooters in the back row, the foot in front) and confirms; from there both
play the heuristic level. Gold plays the candidate on even seeds, Silver on odd ones; the table
counts the candidate side's wins, losses and draws, by colour, as bench/hex_deploy.py does.

    python bench/hex_army.py --seeds 1000-1019 [--only NAME ...] [--list] [--json FILE]

A candidate is a short list of (count, unit) that must fit the budget and the 30 deployment
hexes; ``CANDIDATES`` holds them, the standard army bought unit by unit first (the control).
"""

from __future__ import annotations

import argparse
from typing import Any

from hex_deploy import HEADER, play_sides, report  # bench/hex_deploy.py (the same table)
from hex_sides import seed_range  # bench/hex_sides.py (the same seeds)

from lionheart_core import rulesets
from lionheart_core.bots.simulate import DEFAULT_TURN_LIMIT
from lionheart_core.rulesets.lionheart_hex.formation import next_step
from lionheart_core.rulesets.lionheart_hex.model import Buy, Ready, Spec

_KING2 = Spec("king_horse", "heavy", "spears", leadership=2)
_KING3 = Spec("king_horse", "heavy", "spears", leadership=3)
_KNIGHTS = Spec("horse", "heavy", "spears")
_BOWS = Spec("foot", weapon="bows")
_LONGBOWS = Spec("foot", weapon="longbows")
_SPEARS = Spec("foot", shields=True)
_BARE = Spec("foot")

# name -> ((count, spec), ...): each within the 100 points and the 30 hexes.
CANDIDATES: dict[str, tuple[tuple[int, Spec], ...]] = {
    # The standard army (99 points), its last point left unspent: the control.
    "standard": ((1, _KING2), (2, _KNIGHTS), (2, _BOWS), (5, _SPEARS)),
    # A leadership-3 King (more actions a turn) for one of the knights and with more bows.
    "king3": ((1, _KING3), (1, _KNIGHTS), (4, _BOWS), (5, _SPEARS)),
    # No knights: the points in foot (more figures, more units to act with).
    "foot": ((1, _KING2), (4, _BOWS), (11, _SPEARS), (1, Spec("foot", weapon="crossbows"))),
    # The leadership-3 King with a foot army.
    "king3-foot": ((1, _KING3), (4, _BOWS), (9, _SPEARS)),
    # Longbows (saved one armour level lighter) for the bows, one knight fewer.
    "longbows": ((1, _KING2), (1, _KNIGHTS), (5, _LONGBOWS), (4, _SPEARS), (1, _BARE)),
}


def cost_of(army: tuple[tuple[int, Spec], ...]) -> float:
    rs = rulesets.get("lionheart-hex")
    return float(sum(n * rs.cost(sp) for n, sp in army))


class ArmyBot:
    """The heuristic bot, except while armies are built: it buys ``army``'s units, places them by
    the standard formation rule and confirms (every step a legal action)."""

    def __init__(self, inner: Any, army: tuple[tuple[int, Spec], ...]) -> None:
        self.inner = inner
        self.level = inner.level
        self.buys = [sp for n, sp in army for _ in range(n)]

    def choose(self, observation: Any, player: str) -> Any:
        if observation.phase == "build":
            if self.buys:
                return Buy(player, self.buys.pop(0))
            step = next_step(observation, player)
            return step if step is not None else Ready(player)
        return self.inner.choose(observation, player)


def play(name: str, seeds: list[int], turn_limit: int = DEFAULT_TURN_LIMIT, verbose: bool = False) -> dict:
    return play_sides(name, lambda inner: ArmyBot(inner, CANDIDATES[name]), seeds, {}, turn_limit, verbose)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", default="1000-1019", help="first-last game seed")
    p.add_argument("--only", action="append", default=[], metavar="NAME", help="a candidate by name (repeatable)")
    p.add_argument("--list", action="store_true", help="list the candidates with their cost")
    p.add_argument("--turn-limit", type=int, default=DEFAULT_TURN_LIMIT)
    p.add_argument("--json", default="", help="append each candidate's tally as a JSON line to this file")
    p.add_argument("--verbose", action="store_true", help="one line per game")
    args = p.parse_args(argv)
    names = args.only or list(CANDIDATES)
    if args.list:
        for n in names:
            units = sum(k for k, _ in CANDIDATES[n])
            print(f"{n}: {cost_of(CANDIDATES[n]):g} points, {units} units")
        return 0
    print(HEADER.replace("formation (the other side: standard)", "army (the other side: heuristic)  "))
    for n in names:
        report(play(n, seed_range(args.seeds), args.turn_limit, args.verbose), args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
