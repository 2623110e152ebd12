"""A minimal model of the 1997 game's move, turn and attack rules, for comparing the engine's speed
with the least a Python program could do (issue 13: the engine within 2x of this, in one run).

The model keeps what random play exercises: two actions a turn, foot units step one square along
their facing, mounted units ride any distance until blocked, turning costs an action (two for
Heavy Infantry), attacks into the front square (Archers: the 3 x 3 block in front; Kings: the
eight squares around), hits by the unit's symbol, two-hit armour for Knights and Kings, the
attacker's total panic (about-face and one square back, eliminated off the board or into anyone),
and victory when a King falls or stands alone. Its state is a NamedTuple of plain tuples and its
legal actions a list, with no checks, messages or events: the floor, not a game.

    python bench/minimal_1997.py [--seconds 5]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import NamedTuple

COLS, ROWS = 9, 10
STEP = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
BACK = {"N": "S", "S": "N", "E": "W", "W": "E"}
FACINGS = ("N", "E", "S", "W")
# kind: (dice per figure, hits on, hits to kill, mounted, turn cost, attack)
KINDS = {
    "king": (2, "axe", 2, True, 1, "around"),
    "knight": (2, "axe", 2, True, 1, "front"),
    "archer": (1, "arrow", 1, False, 1, "zone"),
    "infantry": (1, "axe", 1, False, 1, "front"),
}
FACES = ("axe", "axe", "axe", "arrow", "arrow", "panic")


class Unit(NamedTuple):
    owner: int
    kind: str
    figures: int
    col: int
    row: int
    facing: str


class State(NamedTuple):
    units: tuple  # of Unit, None when eliminated
    player: int
    left: int
    attacked: frozenset
    winner: int | None


def new_game() -> State:
    units = []
    for owner, (back, front, facing) in enumerate(((0, 1, "N"), (9, 8, "S"))):
        units.append(Unit(owner, "king", 1, 4, back, facing))
        for c in (3, 5):
            units.append(Unit(owner, "knight", 2, c, back, facing))
        for c in (2, 6):
            units.append(Unit(owner, "archer", 4, c, back, facing))
        for c in range(2, 7):
            units.append(Unit(owner, "infantry", 4, c, front, facing))
    return State(tuple(units), 0, 2, frozenset(), None)


def legal(s: State) -> list:
    occ = {(u.col, u.row): i for i, u in enumerate(s.units) if u is not None}
    out = [("end",)]
    for i, u in enumerate(s.units):
        if u is None or u.owner != s.player:
            continue
        dice, _hit, _kill, mounted, turn_cost, attack = KINDS[u.kind]
        if turn_cost <= s.left:
            out.extend(("turn", i, f) for f in FACINGS if f != u.facing)
        dc, dr = STEP[u.facing]
        c, r = u.col + dc, u.row + dr
        while 0 <= c < COLS and 0 <= r < ROWS and (c, r) not in occ:
            out.append(("move", i, c, r))
            if not mounted:
                break
            c, r = c + dc, r + dr
        if i in s.attacked:
            continue
        if attack == "front":
            targets = [(u.col + dc, u.row + dr)]
        elif attack == "around":
            targets = [(u.col + a, u.row + b) for a in (-1, 0, 1) for b in (-1, 0, 1) if a or b]
        else:
            side = (dr, dc)
            targets = [(u.col + dc * k + side[0] * w, u.row + dr * k + side[1] * w)
                       for k in (1, 2, 3) for w in (-1, 0, 1)]
        for t in targets:
            j = occ.get(t)
            if j is not None and s.units[j].owner != u.owner:
                out.append(("attack", i, j))
    return out


def apply(s: State, a: tuple, rng: random.Random) -> State:
    units = list(s.units)
    left = s.left - 1
    attacked = s.attacked
    if a[0] == "end":
        left = 0
    elif a[0] == "turn":
        u = units[a[1]]
        units[a[1]] = u._replace(facing=a[2])
        left = s.left - KINDS[u.kind][4]
    elif a[0] == "move":
        units[a[1]] = units[a[1]]._replace(col=a[2], row=a[3])
    else:
        i, j = a[1], a[2]
        u, v = units[i], units[j]
        attacked = attacked | {i}
        dice, hit, _kill, *_ = KINDS[u.kind]
        faces = [FACES[int(rng.random() * 6)] for _ in range(min(4, dice * u.figures))]
        lost = min(v.figures, faces.count(hit) // KINDS[v.kind][2])
        units[j] = None if lost == v.figures else v._replace(figures=v.figures - lost)
        if faces.count("panic") == len(faces) and u.kind != "king":
            back = BACK[u.facing]
            dc, dr = STEP[back]
            c, r = u.col + dc, u.row + dr
            blocked = any(w is not None and (w.col, w.row) == (c, r) for w in units)
            units[i] = None if blocked or not (0 <= c < COLS and 0 <= r < ROWS) else u._replace(
                col=c, row=r, facing=back)
    winner = None
    for owner in (0, 1):
        alive = [w for w in units if w is not None and w.owner == owner]
        if not any(w.kind == "king" for w in alive) or all(w.kind == "king" for w in alive):
            winner = 1 - owner
    if left <= 0 and winner is None:
        return State(tuple(units), 1 - s.player, 2, frozenset(), None)
    return State(tuple(units), s.player, left, attacked, winner)


def rate(seconds: float, seed: int = 1) -> tuple[float, int]:
    """Applied actions per second in random play, and the games played."""
    rng = random.Random(seed)
    n = games = 0
    deadline = time.perf_counter() + seconds
    t0 = time.perf_counter()
    while time.perf_counter() < deadline:
        s = new_game()
        games += 1
        for _ in range(400):  # the engine bench's turn limit of 200 turns, two actions each
            if s.winner is not None:
                break
            s = apply(s, rng.choice(legal(s)), rng)
            n += 1
    return n / (time.perf_counter() - t0), games


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=5.0)
    args = p.parse_args(argv)
    per_second, games = rate(args.seconds)
    print(f"minimal 1997 model: {per_second:,.0f} applied actions/s ({games} games)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
