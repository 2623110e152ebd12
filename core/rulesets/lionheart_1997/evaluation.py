"""How good a 1997 position is for one side, for the computer players.

The value is in [-1, 1] (``+1`` a won game). It adds, for each side:

* material: every figure weighted by what it takes to remove it and what it rolls (dice per
  figure x hits to kill), Archers a little more for their reach; each base counts extra because
  bases are attacks per turn and the distance from the lone-King defeat;
* the lone-King danger: a side down to one or two bases besides the King is close to losing;
* targets in reach: the best expected damage a side can deal with the actions it has, found by
  looking one move or turn ahead of every unit (what an attack is worth comes from the exact
  dice odds, including the King's death and the attacker's own panic near an edge);
* King safety: enemies close to the King, friends around him;
* position: bases that close in on the enemy King and face the enemy, enemies under Archer zones.

The side to act is credited with what it can do with the actions left in its turn, the other side
with a whole turn, both at the same share: the value of a position does not jump with who is about
to start a turn (who strikes first is for the look ahead to find out, not for a static credit).
"""

from __future__ import annotations

import math
from functools import cache
from itertools import product

from ...dice import PANIC
from ...geometry import zone_squares
from ...grids.square import FACINGS, OPPOSITE, STEP, Square, ahead
from .combat import dice_count, score_hits
from .data import UnitType, game_data, grid
from .model import SIDES, State, Unit, other

# Each base beyond its figures: one more attack per turn, one step further from a lone King.
BASE_VALUE = 1.0
# Extra danger of a side with only this many bases besides the King.
LONE_KING_DANGER = {1: 6.0, 2: 2.5, 3: 1.0}
# Share of its threats (the attacks it can make with its actions) a side is credited with, to act
# or not. The side to act once got 0.8 and the other 0.45: about +0.1 for the side about to start
# its turn, a jump at every turn boundary that misled the search.
THREAT_SHARE = 0.6
# Share of what the side to act can still do with the actions left in its turn, added within a
# turn (not at its start).
TURN_SHARE = 0.2
_NONE: frozenset[int] = frozenset()
# tanh scale: a lead of this many figure units is worth about 0.76.
SCALE = 12.0

# Faces of a combat die and their odds.
_FACE_ODDS = (("axe", 0.5), ("arrow", 1 / 3), (PANIC, 1 / 6))


def unit_type(kind: str) -> UnitType:
    return game_data().units[kind]


@cache
def figure_value(kind: str) -> float:
    """What one figure of ``kind`` is worth: dice it rolls times hits it takes, with reach."""
    t = unit_type(kind)
    value = float(t.dice_per_figure * t.hits_to_kill)
    if t.attack == "zone":
        value *= 1.3  # Archers strike up to three squares away
    if t.retreat_per_panic:
        value *= 0.7  # Peasants run from every panic they roll
    return value


@cache
def attack_odds(att_kind: str, att_figures: int, def_kind: str, def_figures: int) -> tuple[float, float, float]:
    """Exact odds of one attack: (expected figures lost by the defender, chance the defender is
    wiped out, chance the attacker panics). Mirrors the combat rules, including the last figure
    of a one-die unit against an armoured one."""
    ta, td = unit_type(att_kind), unit_type(def_kind)
    if att_figures == 1 and ta.dice_per_figure == 1 and td.hits_to_kill == 2:
        if ta.hits_on == "most":
            p_hit1, p_second = 5 / 6, 0.0  # the second die must show the same hitting face
            p_success = 0.5 * 0.5 + (1 / 3) * (1 / 3)
        else:
            p_hit1 = 0.5 if ta.hits_on == "axe" else 1 / 3
            p_second = p_hit1
            p_success = p_hit1 * p_second
        p_panic = 1 / 6 + p_hit1 * (1 / 6)
        lost = min(def_figures, 1) * p_success
        return lost, p_success if def_figures == 1 else 0.0, p_panic
    n = dice_count(att_kind, att_figures)
    exp_lost = p_wipe = p_panic = 0.0
    for faces in product(_FACE_ODDS, repeat=n):
        p = 1.0
        axes = arrows = panics = 0
        for face, odds in faces:
            p *= odds
            if face == "axe":
                axes += 1
            elif face == "arrow":
                arrows += 1
            else:
                panics += 1
        lost = min(def_figures, score_hits(ta, axes, arrows, panics) // td.hits_to_kill)
        exp_lost += p * lost
        if lost == def_figures:
            p_wipe += p
        if panics == n or (ta.retreat_per_panic and panics):
            p_panic += p
    return exp_lost, p_wipe, p_panic


@cache
def _reach(sq: Square, facing: str, kind: str) -> tuple[Square, ...]:
    """The squares a unit of ``kind`` on ``sq`` facing ``facing`` may attack (static, cached)."""
    t = unit_type(kind)
    if t.attack == "front":
        front = ahead(sq, facing)
        return (front,) if grid().contains(front) else ()
    if t.attack == "around":
        return tuple(grid().neighbours(sq, diagonal=True))
    return tuple(sorted(zone_squares(grid(), sq, facing, t.zone_width, t.zone_depth)))


@cache
def _around(sq: Square) -> tuple[Square, ...]:
    return tuple(grid().neighbours(sq, diagonal=True))


@cache
def _reach_radius(kind: str) -> int:
    """How far (in king steps) a unit of ``kind`` can strike without moving."""
    t = unit_type(kind)
    return t.zone_depth if t.attack == "zone" else 1


@cache
def _kind_facts(kind: str) -> tuple[bool, int, int, bool]:
    """(turning changes what it attacks, turn cost, move cost, mounted)."""
    t = unit_type(kind)
    return t.attack != "around", t.turn_cost, t.move_cost, t.mounted


def _targets(u: Unit, sq: Square, facing: str, occupied: dict[Square, Unit]) -> list[Unit]:
    """Enemy units ``u`` could attack standing on ``sq`` facing ``facing``."""
    owner = u.owner
    return [v for s in _reach(sq, facing, u.kind) if (v := occupied.get(s)) is not None and v.owner != owner]


class _Side:
    """What the evaluation needs to know about one side's army."""

    __slots__ = ("units", "king", "bases", "at", "box")

    def __init__(self, units: list[Unit]) -> None:
        self.units = units
        king = None
        at = {}
        c0 = r0 = 10**6
        c1 = r1 = -(10**6)
        for u in units:
            sq = u.square
            at[sq] = u
            if king is None and u.kind == "king":
                king = u
            col, row = sq
            if col < c0:
                c0 = col
            if col > c1:
                c1 = col
            if row < r0:
                r0 = row
            if row > r1:
                r1 = row
        self.king = king
        self.bases = len(units) - (king is not None)
        self.at = at
        # The army's bounding box: a quick test of whether a unit is anywhere near it.
        self.box = (c0, c1, r0, r1) if units else (0, 0, 0, 0)


def _gain(att: Unit, dfn: Unit, sq: Square, facing: str, sides: dict[str, _Side],
          occupied: dict[Square, Unit]) -> tuple[float, float]:
    """What an attack by ``att`` (standing on ``sq``, facing ``facing``) on ``dfn`` is worth to
    the attacker: (figure units: expected losses and a wiped-out base, minus the risk of the
    attacker's own panic; the chance that it wins the game at once)."""
    lost, wipe, panic = attack_odds(att.kind, att.figures, dfn.kind, dfn.figures)
    if dfn.kind == "king" or sides[dfn.owner].bases == 1:
        gain, game = 0.0, wipe
    else:
        gain, game = lost * figure_value(dfn.kind) + wipe * BASE_VALUE, 0.0
    if panic:
        # Panic turns the attacker about and backs it one square: off the board or into
        # anything but a friendly foot unit, it is lost.
        behind = ahead(sq, OPPOSITE[facing])
        occ = occupied.get(behind)
        if not _on_board(behind) or (occ is not None and occ.uid != att.uid
                                     and (occ.owner != att.owner or occ.kind in ("king", "mercenary"))):
            risk = att.figures * figure_value(att.kind) + BASE_VALUE
        else:
            risk = 0.3
        gain -= panic * risk
    return gain, game


def _options(u: Unit, budget: int, occupied: dict[Square, Unit],
             sides: dict[str, _Side]) -> list[tuple[int, int, float, float]]:
    """(cost in actions, target uid, worth, chance to win the game) of every attack ``u`` can
    make within ``budget`` actions: at once, after turning, or after moving."""
    turns, turn_cost, move_cost, mounted = _kind_facts(u.kind)
    out: list[tuple[int, int, float, float]] = []
    sq = u.square
    enemy_side = sides[other(u.owner)]
    if not mounted:
        # A unit on foot reaches at most one step plus its attack range: skip it when every
        # enemy is farther (most units, most of the game; this is the evaluation's hot loop).
        limit = _reach_radius(u.kind) + (1 if budget >= move_cost + 1 else 0)
        col, row = sq
        c0, c1, r0, r1 = enemy_side.box
        if col < c0 - limit or col > c1 + limit or row < r0 - limit or row > r1 + limit:
            return out
    by_square = _plan(u.kind, sq, u.facing, turns and budget >= turn_cost + 1, budget >= move_cost + 1)
    enemy = enemy_side.at
    hits = by_square.keys() & enemy.keys()
    for s in hits:
        v = enemy[s]
        for cost, stand, facing, path in by_square[s]:
            if path and not occupied.keys().isdisjoint(path):
                continue
            out.append((cost, v.uid, *_gain(u, v, stand, facing, sides, occupied)))
    return out


@cache
def _plan(kind: str, sq: Square, facing: str, can_turn: bool,
          can_move: bool) -> dict[Square, tuple[tuple[int, Square, str, tuple[Square, ...]], ...]]:
    """Every way a unit of ``kind`` on ``sq`` facing ``facing`` may attack this turn, static, by
    the square it would strike: (cost in actions, square it strikes from, facing there, squares
    that must be empty on the way there)."""
    turns, turn_cost, move_cost, mounted = _kind_facts(kind)
    specs: list = [(1, sq, facing, _reach(sq, facing, kind), ())]
    if can_turn:
        specs.extend((turn_cost + 1, sq, f, _reach(sq, f, kind), ()) for f in FACINGS if f != facing)
    if can_move:
        path: list[Square] = []
        dst = ahead(sq, facing)
        while _on_board(dst):
            path.append(dst)
            specs.append((move_cost + 1, dst, facing, _reach(dst, facing, kind), tuple(path)))
            if not mounted:
                break
            dst = ahead(dst, facing)
    by_square: dict[Square, list] = {}
    for cost, stand, f, reach, need in specs:
        for target in reach:
            by_square.setdefault(target, []).append((cost, stand, f, need))
    return {target: tuple(ways) for target, ways in by_square.items()}


@cache
def _on_board(sq: Square) -> bool:
    return grid().contains(sq)


def best_plan(side: str, budget: int, occupied: dict[Square, Unit], sides: dict[str, _Side],
              exhausted: frozenset[int] = frozenset()) -> tuple[float, float]:
    """What a side can expect from attacking with ``budget`` actions (1 or 2), each unit
    attacking at most once (units in ``exhausted`` have attacked this turn): the best worth in
    figure units, and the best chance to win the game outright."""
    if budget <= 0:
        return 0.0, 0.0
    return _best_of(_attack_options(side, budget, occupied, sides), budget, exhausted)


def _attack_options(side: str, budget: int, occupied: dict[Square, Unit],
                    sides: dict[str, _Side]) -> list[tuple[int, int, int, float, float]]:
    """(unit, cost, target, worth, chance to win the game) of every attack of ``side`` within
    ``budget`` actions."""
    return [(u.uid, *option) for u in sides[side].units for option in _options(u, budget, occupied, sides)]


def _best_of(options: list[tuple[int, int, int, float, float]], budget: int,
             exhausted: frozenset[int]) -> tuple[float, float]:
    """:func:`best_plan` from the side's attack options (those costing more than ``budget`` and
    those of units in ``exhausted`` left out)."""
    singles: list[tuple[float, int, int]] = []  # cost-1 attacks: (worth, unit, target)
    wins: list[tuple[float, int]] = []  # cost-1 chances to win: (chance, unit)
    best = game = 0.0
    for uid, cost, target, worth, p in options:
        if cost > budget or uid in exhausted:
            continue
        if cost == 1:
            singles.append((worth, uid, target))
            if p:
                wins.append((p, uid))
        best = max(best, worth)
        game = max(game, p)
    if budget >= 2 and len(singles) >= 2:
        singles.sort(reverse=True)
        top = singles[:6]
        for i, (w1, u1, t1) in enumerate(top):
            for w2, u2, t2 in top[i + 1:]:
                if u1 != u2 and w1 + w2 > best:
                    # A second attack on the same target is worth less: it may be gone already.
                    best = max(best, w1 + (w2 * 0.6 if t1 == t2 else w2))
    if budget >= 2 and len(wins) >= 2:
        wins.sort(reverse=True)
        for i, (p1, u1) in enumerate(wins[:4]):
            for p2, u2 in wins[i + 1:4]:
                if u1 != u2:
                    game = max(game, 1 - (1 - p1) * (1 - p2))
    return best, game


def _material(s: _Side) -> float:
    total = 0.0
    for u in s.units:
        if u.kind != "king":
            total += u.figures * figure_value(u.kind) + BASE_VALUE
    total -= LONE_KING_DANGER.get(s.bases, 0.0)
    return total


def _position(side: str, s: _Side, enemy: _Side, occupied: dict[Square, Unit]) -> float:
    """Small positional terms: closing in on the enemy King, facing the enemy, Archer zones on
    enemies, the own King's shelter."""
    score = 0.0
    target = enemy.king.square if enemy.king is not None else None
    tc, tr = target if target is not None else (0, 0)
    for u in s.units:
        kind = u.kind
        if kind == "king":
            continue
        if target is not None:
            uc, ur = u.square
            dc, dr = tc - uc, tr - ur
            score -= 0.04 * ((dc if dc >= 0 else -dc) + (dr if dr >= 0 else -dr))
            sc, sr = STEP[u.facing]
            if sc * dc + sr * dr > 0:
                score += 0.15
        if kind == "archer":
            score += 0.2 * len(_targets(u, u.square, u.facing, occupied))
    if s.king is not None:
        kc, kr = s.king.square
        for v in enemy.units:
            vc, vr = v.square
            dc, dr = vc - kc, vr - kr
            if (dc if dc >= 0 else -dc) + (dr if dr >= 0 else -dr) <= 3:
                score -= 0.6
        for nsq in _around(s.king.square):
            v = occupied.get(nsq)
            if v is not None and v.owner == side:
                score += 0.15
    return score


def evaluate(state: State, player: str) -> float:
    """The worth of ``state`` for ``player`` in [-1, 1]: +1 won, -1 lost, 0 a draw."""
    if state.phase == "over":
        if state.outcome is None or not state.outcome.winners:
            return 0.0
        return 1.0 if player in state.outcome.winners else -1.0
    occupied = state.occupied()
    by_side: dict[str, list[Unit]] = {side: [] for side in SIDES}
    for u in occupied.values():
        by_side[u.owner].append(u)
    sides = {side: _Side(by_side[side]) for side in SIDES}
    me, them = sides[player], sides[other(player)]
    if state.phase == "setup":
        # Building the army (the enemy's is unknown): strength measured against the basic army,
        # and an army not yet confirmed is worth less, so a bot confirms once it is complete.
        own = _material(me) + LONE_KING_DANGER.get(me.bases, 0.0)
        ready = 0.0 if player in state.setup_done else -0.2
        return max(-1.0, math.tanh((own - base_strength()) / SCALE) + ready)
    diff = _material(me) - _material(them)
    diff += _position(player, me, them, occupied) - _position(other(player), them, me, occupied)
    if state.phase != "play":
        return math.tanh(diff / SCALE)
    # Threats: what each side could do with a whole turn, at one share for both whoever is to
    # act, so that a position is worth the same whichever side is about to start its turn (a
    # search compares lines that stop at different points of a turn; a credit for the side about
    # to act, 0.8 of its threats against the other's 0.45, made it prefer lines that stop where
    # the searcher is next to move). Within a turn the side to act also gets a small share of
    # what it can still do with the actions it has left (a turn towards a target is worth more
    # than ending the turn at once); at the start of a turn that share is not given.
    mover = state.player
    waiting = other(mover)
    options = _attack_options(mover, 2, occupied, sides)
    mine, mine_game = _best_of(options, 2, _NONE)
    theirs, theirs_game = best_plan(waiting, 2, occupied, sides)
    threat = (mine - theirs) * THREAT_SHARE
    if state.actions_left < 2 or state.attacked:
        threat += _best_of(options, state.actions_left, state.attacked)[0] * TURN_SHARE
    diff += threat if mover == player else -threat
    value = math.tanh(diff / SCALE)
    # A chance to end the game (the King killed, the last base besides him wiped out) is a
    # chance of the final +1 / -1 rather than more material; the two sides' chances are counted
    # alike (together at most 1: the chance that either happens).
    a, b = mine_game * THREAT_SHARE, theirs_game * THREAT_SHARE
    if mover != player:
        a, b = b, a
    win, lose = a * (1 - b / 2), b * (1 - a / 2)
    return win - lose + (1.0 - win - lose) * value


@cache
def base_strength() -> float:
    """Material of the basic army: the yardstick of an army built in the secret setup."""
    data = game_data()
    return sum(s.figures * figure_value(s.kind) + BASE_VALUE for s in data.basic_setup if s.kind != "king")
