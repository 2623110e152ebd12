"""How good a hex-variant position is for one side, for the computer players.

The value is in [-1, 1] (``+1`` a won game). For each side it adds:

* material: every figure weighted by the dice it rolls and how well it saves (a unit's staying
  power), missile units a little more for their reach, panicked units less; while armies are
  built, units still in the reserve count a little less than deployed ones, so a bot deploys;
* contact: enemies in a unit's front hex (it can attack) count for it, its own flank or rear
  exposed to an adjacent enemy counts against it, and enemies inside a loaded missile unit's
  arc count for it;
* approach: each unit a little better the closer it stands to the enemy King (to the nearest
  enemy once one is within two hexes) and the more it faces that way; the King a little better
  farther from enemies;
* King danger: enemies next to the King;
* the next action (only in :func:`search_evaluate`, the search level's evaluation): the side about to act (the unit already acting, mid-action) can carry out
  its best attack into a front hex or its best shot, worth part of the figures it expects to
  take off minus those it expects to lose there; a unit left where the other side can strike
  it shows in the other side's term once the action ends.

Each of these is one term of :data:`TERMS` with one weight of :data:`WEIGHTS` (a side's score is
the weighted sum; :func:`features` gives the terms for the two sides told apart, for
``bench/hex_fit.py``), with three candidate terms the shipped weights leave out (loaded missile
units, the King's figures, how near a side is to a lone King). :func:`fitted_evaluate` is the
same evaluation with weights fitted to game results (the search level's with its
``FITTED_EVALUATION`` setting).
"""

from __future__ import annotations

import dataclasses
import math
from functools import lru_cache

from ...grids.hex import DIRECTIONS
from .model import Spec, State, Unit, other
from .tables import (
    arc_kind,
    arc_offsets,
    is_missile,
    melee_dice,
    missile_dice,
    save_faces,
    unit_class,
)

SCALE = 10.0
ODDS = {"axe": 0.5, "arrow": 1 / 3, "panic": 1 / 6}


@lru_cache(maxsize=4096)
def figure_value(spec: Spec) -> float:
    """What one figure is worth: dice it rolls against a plain enemy, times its staying power."""
    c = unit_class(spec.cls)
    dice = melee_dice(spec, 2, Spec("foot", weapon="sidearms")) / 2
    save = sum(ODDS[f] for f in save_faces(spec, "sidearms", False))
    value = (dice + 0.5) / max(0.2, 1.0 - save)
    if is_missile(spec):
        value *= 1.4
    if spec.dedicated:
        value *= 1.2
    if c.king:
        value *= 1.5
    return value


def _melee_weapon(spec: Spec) -> str:
    return "sidearms" if is_missile(spec) else spec.weapon


def _saved(target: Spec, by_weapon: str, missile: bool) -> float:
    return sum(ODDS[f] for f in save_faces(target, by_weapon, missile))


# What the side to act may carry out next, as a share of the material it expects to gain.
THREAT_SHARE = 0.5
# An attack into a unit's flank or rear also risks its panic (a retreat, or figures lost when
# it cannot retreat): counted as this share of the defender's value on top of the exchange.
ASPECT_PANIC = {0: 0.0, 1: 0.1, 2: 0.2}


@lru_cache(maxsize=65536)
def attack_gain(att: Spec, att_figures: int, dfn: Spec, dfn_figures: int, aspect: int) -> float:
    """The expected material an attack by ``att`` on ``dfn`` gains (figures it takes off
    minus figures it loses, each at its value); ``aspect`` 0 front, 1 flank, 2 rear of ``dfn``."""
    na = melee_dice(att, att_figures, dataclasses.replace(dfn, weapon=_melee_weapon(dfn)))
    nd = melee_dice(dfn, dfn_figures, dataclasses.replace(att, weapon=_melee_weapon(att)))
    hits_d = max(0.0, na * ODDS["axe"] - (nd * ODDS["panic"] if dfn.shields else 0.0))
    hits_a = max(0.0, nd * ODDS["axe"] - (na * ODDS["panic"] if att.shields else 0.0))
    lost_d = min(float(dfn_figures), hits_d * (1.0 - _saved(dfn, _melee_weapon(att), False)))
    lost_a = min(float(att_figures), hits_a * (1.0 - _saved(att, _melee_weapon(dfn), False)))
    value_d = _traits(dfn)[0]
    gain = lost_d * value_d - lost_a * _traits(att)[0]
    return gain + ASPECT_PANIC[aspect] * value_d * dfn_figures


@lru_cache(maxsize=65536)
def shot_gain(shooter: Spec, figures: int, target: Spec, target_figures: int) -> float:
    """The expected material a shot by ``shooter`` takes off ``target``."""
    hits = missile_dice(shooter, figures) * ODDS["arrow"]
    lost = min(float(target_figures), hits * (1.0 - _saved(target, shooter.weapon, True)))
    return lost * _traits(target)[0]


def _dist(a, b) -> int:
    dq, dr = a.q - b.q, a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


_STEPS = tuple((d.q, d.r) for d in DIRECTIONS)


@lru_cache(maxsize=64)
def _arc(kind: str, facing: int) -> tuple[tuple[int, int], ...]:
    return tuple((h.q, h.r) for h in arc_offsets(kind, facing, False))


@lru_cache(maxsize=4096)
def _traits(spec: Spec) -> tuple[float, bool, bool, str]:
    """(figure value, is a King, shoots, arc kind) of a unit type."""
    return (figure_value(spec), unit_class(spec.cls).king, is_missile(spec), arc_kind(spec))


# Traits by Spec, looked up by identity (a Spec's hash walks all its fields, and the same few
# Spec objects are shared by every state of a game); each entry keeps its Spec alive, so an id
# is never reused while it is in the table.
_TRAITS_BY_ID: dict[int, tuple[Spec, tuple[float, bool, bool, str]]] = {}


def _traits_of(spec: Spec) -> tuple[float, bool, bool, str]:
    entry = _TRAITS_BY_ID.get(id(spec))
    if entry is not None and entry[0] is spec:
        return entry[1]
    if len(_TRAITS_BY_ID) > 4096:
        _TRAITS_BY_ID.clear()
    traits = _traits(spec)
    _TRAITS_BY_ID[id(spec)] = (spec, traits)
    return traits


# The nearest enemy of a unit and its approach term (how far it is from its goal and how badly
# it faces that way) depend only on the enemies' hexes, the enemy King's and the unit's hex and
# facing; the positions of one search share them (a side's moves leave the other's hexes as they
# are), so each (enemies, King) keeps a table (q, r, facing) -> (nearest distance, approach).
_APPROACH: dict[tuple, dict[tuple[int, int, int], tuple[int, float]]] = {}


def _approach_table(enemies: list[tuple[int, int]], enemy_king: tuple[int, int] | None) -> dict:
    key = (tuple(enemies), enemy_king)
    table = _APPROACH.get(key)
    if table is None:
        if len(_APPROACH) > 4096:
            _APPROACH.clear()
        table = _APPROACH[key] = {}
    return table


def _approach(q: int, r: int, f: int, enemies: list[tuple[int, int]],
              enemy_king: tuple[int, int] | None) -> tuple[int, float]:
    """(distance to the nearest enemy, the approach term) of a unit on (q, r) facing ``f``."""
    near, nq, nr = 99, q, r
    for eq, er in enemies:
        dq, dr = q - eq, r - er
        ds = dq + dr
        d = ((dq if dq >= 0 else -dq) + (dr if dr >= 0 else -dr) + (ds if ds >= 0 else -ds)) >> 1
        if d < near:
            near, nq, nr = d, eq, er
            if d <= 1:
                break  # no enemy is nearer (nor shares the hex)
    # Close in on the enemy, and face the way you are going.
    gq, gr = enemy_king if enemy_king is not None and near > 2 else (nq, nr)
    dq, dr = q - gq, r - gr
    goal = (abs(dq) + abs(dr) + abs(dq + dr)) >> 1
    sq, sr = _STEPS[f]
    fq, fr = dq + sq, dr + sr
    ahead = ((abs(fq) + abs(fr) + abs(fq + fr)) >> 1) - goal
    return near, 0.05 * goal + 0.03 * near + 0.06 * ahead


# The evaluation's terms, one weight each (see :data:`WEIGHTS`): a side's score is their weighted
# sum, the value the tanh of the two sides' difference over the material on the field.
TERMS = (
    "field",      # material on the field (a panicked unit's at PANICKED of its worth)
    "reserve",    # material still in the reserve
    "panicked",   # material of panicked units (on top of the field term's share)
    "front",      # material of units with an enemy in their front hex
    "flank",      # material of units with an enemy facing them from a flank hex (once per enemy)
    "rear",       # the same from the rear hex
    "targets",    # loaded missile units with an enemy in their arc (within 3 hexes)
    "approach",   # the approach terms of the units but the King (distance to goal, facing)
    "king_room",  # the King's distance to the nearest enemy, up to 4
    "king_adjacent",  # enemies next to the King
    "threat",     # the next action's best gain (only for the side about to act, with threats)
    "loaded",     # material of loaded missile units on the field
    "king_figures",  # figures left in the King's unit (a fallen King loses the battle)
    "few_units",  # how far the side is from a lone King: max(0, 3 - units beside the King)
)
# The shipped weights (the heuristic level's and, unless FITTED_EVALUATION, the search's); the
# last three terms are candidates the shipped evaluation does not use.
WEIGHTS = (1.0, 0.9, 0.0, 0.15, -0.25, -0.4, 0.3, -1.0, 0.05, -1.0, THREAT_SHARE, 0.0, 0.0, 0.0)
# A panicked unit's share of its worth on the field (a fixed part of the terms).
PANICKED = 0.75
N_TERMS = len(TERMS)
_ONE_HOT = tuple(tuple(1.0 if j == i else 0.0 for j in range(N_TERMS)) for i in range(N_TERMS))


def _score(side: str, own: list[Unit], enemies: list[tuple[int, int]], enemy_king: tuple[int, int] | None,
           occupied: dict, units_at: dict | None = None, actor: tuple[int | None, bool, bool] | None = None,
           weights: tuple = WEIGHTS) -> float:
    """A side's score: the terms of :data:`TERMS` weighted by ``weights`` (with one weight 1 and
    the others 0, the term itself); ``units_at`` and ``actor`` (the acting unit's uid or None for
    any, whether it may still attack, whether it may still shoot) are given for the side about to
    act."""
    (w_field, w_reserve, w_panicked, w_front, w_flank, w_rear, w_targets, w_approach, w_room,
     w_adjacent, w_threat, w_loaded, w_king_figures, w_few) = weights
    score = 0.0
    king = None
    best = 0.0
    table = _approach_table(enemies, enemy_king) if enemies else None
    for u in own:
        value, is_king, shoots, arc = _traits_of(u.spec)
        v = value * u.figures
        if u.hex is None:
            score += w_reserve * v  # in the reserve
            continue
        q, r = u.hex.q, u.hex.r
        if is_king:
            king = (q, r)
        if u.panicked:
            if w_panicked != 0.0:
                score += w_panicked * v
            v *= PANICKED
        score += w_field * v
        if table is None:
            continue
        f = u.facing
        known = table.get((q, r, f))
        if known is None:
            known = table[(q, r, f)] = _approach(q, r, f, enemies, enemy_king)
        near, approach = known
        acts = actor is not None and not u.panicked and (actor[0] is None or actor[0] == u.uid)
        if near == 1:
            for rel in range(6):
                sq, sr = _STEPS[(f + rel) % 6]
                e = occupied.get((q + sq, r + sr))
                if e is None or e[0] == side:
                    continue
                if rel == 0:
                    score += w_front * v
                    if acts and actor[1]:
                        d = units_at[(q + sq, r + sr)]
                        aspect = (e[1] - f - 3) % 6
                        gain = attack_gain(u.spec, u.figures, d.spec, d.figures,
                                           0 if aspect == 0 else 2 if aspect == 3 else 1)
                        if gain > best:
                            best = gain
                elif (e[1] - (f + rel + 3)) % 6 == 0:
                    # An enemy facing us from our flank or rear can strike there.
                    score += (w_rear if rel == 3 else w_flank) * v
        if near <= 3 and shoots and u.loaded:
            seen = False
            for dq, dr in _arc(arc, f):
                e = occupied.get((q + dq, r + dr))
                if e is not None and e[0] != side:
                    if not seen:
                        score += w_targets
                        seen = True
                    if not (acts and actor[2]):
                        break
                    d = units_at[(q + dq, r + dr)]
                    gain = shot_gain(u.spec, u.figures, d.spec, d.figures)
                    if gain > best:
                        best = gain
        if is_king:
            score += w_room * min(near, 4)
            continue
        score += w_approach * approach
    if king is not None:
        for sq, sr in _STEPS:
            e = occupied.get((king[0] + sq, king[1] + sr))
            if e is not None and e[0] != side:
                score += w_adjacent
    if w_loaded != 0.0 or w_king_figures != 0.0 or w_few != 0.0:
        # The candidate terms (0 in the shipped weights, so the shipped evaluation skips this).
        loaded = 0.0
        king_figures = others = 0
        for u in own:
            value, is_king, shoots, _ = _traits_of(u.spec)
            if is_king:
                king_figures += u.figures
            else:
                others += 1
            if shoots and u.loaded and u.hex is not None:
                loaded += value * u.figures * (PANICKED if u.panicked else 1.0)
        score += w_loaded * loaded + w_king_figures * king_figures + w_few * max(0, 3 - others)
    return score + w_threat * best


def _sides(state: State, player: str, threats: bool, weights: tuple = WEIGHTS) -> tuple[float, float, float]:
    """(``player``'s score, the other side's, the material on the field) of a position in play."""
    enemy = other(player)
    occupied = {}
    units_at = {}
    mine_units, their_units = [], []
    mine_at, their_at = [], []
    mine_king = their_king = None
    material = 0.0
    for u in state.units:
        if u.figures <= 0:
            continue
        traits = _traits_of(u.spec)
        material += traits[0] * u.figures
        h = u.hex
        if u.owner == player:
            mine_units.append(u)
            if h is not None:
                occupied[(h.q, h.r)] = (u.owner, u.facing)
                units_at[(h.q, h.r)] = u
                mine_at.append((h.q, h.r))
                if mine_king is None and traits[1]:
                    mine_king = (h.q, h.r)
        else:
            their_units.append(u)
            if h is not None:
                occupied[(h.q, h.r)] = (u.owner, u.facing)
                units_at[(h.q, h.r)] = u
                their_at.append((h.q, h.r))
                if their_king is None and traits[1]:
                    their_king = (h.q, h.r)
    # The side about to act, and what its next step may still do.
    mover = state.order[0] if threats and state.phase == "play" and state.order else None
    if state.active is None:
        actor = (None, True, True)
    else:
        actor = (state.active, state.mp >= 1 and not state.fired, not state.fired)
    mine = _score(player, mine_units, their_at, their_king, occupied,
                  units_at, actor if mover == player else None, weights)
    theirs = _score(enemy, their_units, mine_at, mine_king, occupied,
                    units_at, actor if mover == enemy else None, weights)
    return mine, theirs, material


def _over(state: State, player: str) -> float:
    res = state.outcome
    if res is None or not res.winners:
        return 0.0
    return 1.0 if player in res.winners else -1.0


def evaluate(state: State, player: str, threats: bool = False, weights: tuple = WEIGHTS) -> float:
    """The value of ``state`` for ``player``: the result once over, else the difference of the
    two sides' scores scaled by the material on the field; with ``threats``, the side about to
    act is credited with its best next attack or shot. ``weights`` (one per term of
    :data:`TERMS`) are the shipped ones unless given."""
    if state.phase == "over":
        return _over(state, player)
    mine, theirs, material = _sides(state, player, threats, weights)
    # Scaled by the material on the field, so the value never saturates (a hidden army counts 0).
    return math.tanh((mine - theirs) / (SCALE + 0.3 * material))


def features(state: State, player: str, threats: bool = True) -> tuple[list[float], float]:
    """The evaluation's terms for ``player`` as (its sum minus the other side's), one per term of
    :data:`TERMS`, and the scale they are divided by (``SCALE`` + 0.3 x the material on the
    field): ``evaluate(state, player, threats, w)`` is the tanh of their ``w``-weighted sum over
    the scale (for a position in play)."""
    out = []
    material = 0.0
    for i in range(N_TERMS):
        # The score is linear in the weights: with the i-th weight 1 and the others 0, the term.
        mine, theirs, material = _sides(state, player, threats, _ONE_HOT[i])
        out.append(mine - theirs)
    return out, SCALE + 0.3 * material


def search_evaluate(state: State, player: str) -> float:
    """The search level's evaluation (its ``SEARCH_EVALUATION`` setting): :func:`evaluate` with
    the next action's attack or shot credited to the side about to act."""
    return evaluate(state, player, True)


# Weights fitted to game results (bench/hex_fit.py fit, README's hex rows), one per term of
# TERMS, in the evaluation's units (the fitted model's expected result is the tanh of their
# weighted sum over the scale): the search's evaluation with FITTED_EVALUATION.
FITTED_WEIGHTS = (1.2099, 1.0884, 0.0434, 0.0752, -0.0483, -0.3849, 0.4328, -1.0958, 0.17, -1.2336, 0.1874, 1.2218, 0.0, -0.1441)


def fitted_evaluate(state: State, player: str) -> float:
    """The search level's evaluation with its ``FITTED_EVALUATION`` setting: :func:`evaluate`
    with the next action's gain and the weights fitted to game results."""
    return evaluate(state, player, True, FITTED_WEIGHTS)


__all__ = ["TERMS", "WEIGHTS", "evaluate", "features", "figure_value", "fitted_evaluate", "search_evaluate"]
