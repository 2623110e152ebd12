"""Every rule of Lionheart (1997). Readings of open points are in docs/rules-notes.md."""

from __future__ import annotations

import dataclasses
import random
import re
from functools import lru_cache
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from ...dice import ARROW, AXE, PANIC, Dice
from ...engine import (
    Event,
    GameFacts,
    IllegalAction,
    LoadError,
    PieceSpec,
    Result,
    Ruleset,
    Seat,
    Zone,
)
from ...geometry import block_in_front, zone_squares
from ...grids.square import (
    FACINGS,
    NORTH,
    OPPOSITE,
    SOUTH,
    Square,
    ahead,
    facing_towards,
    label,
    parse,
)
from ...i18n import Msg, msg
from .combat import dice_count as combat_dice
from .combat import score_hits
from .data import KIND_ORDER, UnitType, game_data, grid
from .evaluation import evaluate as evaluate_position
from .messages import facing as facing_msg
from .messages import kind as kind_msg
from .messages import m, mu
from .messages import side as side_msg
from .model import (
    ACTION_TYPES,
    GOLD,
    SIDES,
    SILVER,
    Attack,
    Bribe,
    ConfirmSetup,
    EndTurn,
    Move,
    Options,
    Place,
    Regroup,
    Relocate,
    Remove,
    RollOff,
    StandardSetup,
    State,
    Turn,
    Unit,
    other,
)

SEATS = (Seat(GOLD, m("side.gold"), "#d4a017"), Seat(SILVER, m("side.silver"), "#a9b4c0"))
SETUP_ACTIONS = (Place, Relocate, Remove, StandardSetup, ConfirmSetup, Regroup)
SQUARE_FIELDS = ("frm", "to", "at", "target", "king", "square")
_ABSENT = object()
HOME_FACING = {GOLD: NORTH, SILVER: SOUTH}


def unit_type(kind: str) -> UnitType:
    return game_data().units[kind]


def unit_name(u: Unit) -> Msg:
    """"Gold Knights (2)"."""
    return _unit_name(u.owner, u.kind, u.figures)


@lru_cache(maxsize=256)
def _unit_name(owner: str, kind: str, figures: int) -> Msg:
    return m("unit", side=side_msg(owner), kind=kind_msg(kind), figures=figures)


def back_rows(side: str) -> tuple[int, int]:
    rows = grid().rows
    return (0, 1) if side == GOLD else (rows - 1, rows - 2)


def king_square(side: str) -> Square:
    return (game_data().board.king_column, back_rows(side)[0])


def base_max(kind: str, opts: Options) -> int:
    t = unit_type(kind)
    if opts.massive_infantry and t.massive_base_max:
        return t.massive_base_max
    return t.base_max


def dice_count(u: Unit) -> int:
    return combat_dice(u.kind, u.figures)


@lru_cache(maxsize=16)
def _kind_info(kind: str) -> tuple[int, int, bool, str, int, int]:
    """(turn cost, move cost, mounted, attack, zone width, zone depth) of a unit kind."""
    t = unit_type(kind)
    return (t.turn_cost, t.move_cost, t.mounted, t.attack, t.zone_width, t.zone_depth)


@lru_cache(maxsize=8192)
def _attack_squares(attack: str, sq: Square, facing: str, width: int, depth: int) -> tuple[Square, ...]:
    """The squares a unit may attack from ``sq`` facing ``facing``, in the order actions list
    them (occupied or not: the caller keeps the enemy-held ones)."""
    if attack == "front":
        ahead_sq = ahead(sq, facing)
        return (ahead_sq,) if grid().contains(ahead_sq) else ()
    if attack == "around":
        return tuple(grid().neighbours(sq, diagonal=True))
    return tuple(sorted(zone_squares(grid(), sq, facing, width, depth)))


@lru_cache(maxsize=4096)
def _turns(side: str, sq: Square, facing: str) -> tuple[Turn, ...]:
    # Actions are immutable values: cache them instead of building them afresh in hot loops.
    return tuple(Turn(side, sq, f) for f in FACINGS if f != facing)


@lru_cache(maxsize=4096)
def _moves(side: str, sq: Square, facing: str, mounted: bool) -> tuple[Move, ...]:
    """Moves along the facing up to the edge, nearest first (the caller stops at the first unit)."""
    squares = list(grid().ray(sq, facing))
    return tuple(Move(side, sq, dst) for dst in (squares if mounted else squares[:1]))


class _Board:
    """A mutable working copy of the units during one action (the state itself stays frozen)."""

    __slots__ = ("units", "at", "events", "grid")

    def __init__(self, state: State) -> None:
        self.units: dict[int, Unit] = {u.uid: u for u in state.units}
        self.at: dict[Square, int] = {u.square: u.uid for u in state.units if u.square is not None}
        self.events: list[Event] = []
        self.grid = grid()

    def put(self, u: Unit) -> None:
        old = self.units.get(u.uid)
        if old is not None and old.square is not None and self.at.get(old.square) == u.uid:
            del self.at[old.square]
        self.units[u.uid] = u
        if u.square is not None:
            self.at[u.square] = u.uid

    def occupant(self, sq: Square) -> Unit | None:
        uid = self.at.get(sq)
        return None if uid is None else self.units[uid]

    def eliminate(self, u: Unit, key: str, other: Unit | None = None) -> None:
        extra = {} if other is None else {"other": unit_name(other)}
        kind = "attack.eliminated" if key.startswith("attack.eliminated") else key
        self.events.append(Event(mu(key, u.kind, unit=unit_name(u), n=u.figures, square=label(u.square), **extra), kind=kind))
        self.put(dataclasses.replace(u, square=None, figures=0))

    def frozen(self) -> tuple[Unit, ...]:
        # The dict keeps the state's order (by uid): replacing a unit keeps its place.
        return tuple(self.units.values())

    # ---- panic and retreat ----------------------------------------------------------------
    def retreat(self, uid: int, steps: int, facing: str) -> None:
        """Turn the unit to ``facing`` and step back ``steps`` squares that way, with every panic
        rule: off the board, into the enemy, into its own King or into any Mercenaries it is
        eliminated; a unit of its own side in the way panics too and gives way: it turns to face
        the same way and steps back one square first (docs/rules-notes.md, "chain panics"), so it
        is never eliminated just for standing in the way."""
        u = self.units[uid]
        if u.facing != facing:
            u = dataclasses.replace(u, facing=facing)
            self.put(u)
        for _ in range(steps):
            u = self.units[uid]
            if u.square is None:
                return
            dst = ahead(u.square, u.facing)
            if not self.grid.contains(dst):
                self.eliminate(u, "panic.off_board")
                return
            occ = self.occupant(dst)
            if occ is not None:
                if occ.owner != u.owner:
                    self.eliminate(u, "panic.into_enemy", occ)
                    return
                if occ.kind == "king":
                    self.eliminate(u, "panic.into_king")
                    return
                if occ.kind == "mercenary":
                    self.eliminate(u, "panic.into_mercenary", occ)
                    return
                self.events.append(Event(m("panic.chain", unit=unit_name(occ), square=label(occ.square))))
                self.retreat(occ.uid, 1, u.facing)
            u = self.units[uid]
            moved = dataclasses.replace(u, square=dst)
            self.put(moved)
            self.events.append(Event(m("panic.step", unit=unit_name(moved), **{"from": label(u.square)},
                                       to=label(dst))))


def _regrouping(opts: Options) -> bool:
    """The basic game with Massive Infantry opens with a secret regrouping of the Infantry."""
    return opts.setup == "basic" and opts.massive_infantry


class Lionheart1997(Ruleset):
    id = "lionheart-1997"
    title = m("title")
    facts = GameFacts(
        min_players=2, max_players=2,
        simultaneous=True,  # the customized game's secret setup: both sides place at once
        perfect_information=False,  # that setup is hidden until both armies are ready
        zero_sum=True,
        chance=frozenset({"dice"}),
        grid="square",
    )
    Options = Options
    action_types = ACTION_TYPES
    # The search level's settings for this game (core/bots/mcts.py): lazy expansion below the
    # root's children (about 1,300 iterations per CPU second against 217 for the full one), the
    # relative history, and an exploration of once the spread of the children's values (the
    # evaluation's moves differ by hundredths). Measured on 2026-11-23 against the heuristic at
    # 0.6 s of CPU a move, seats alternated: README.
    search_tuning: ClassVar[dict] = {"FULL_DEPTH": 1, "SCORE_AT": 6, "RELATIVE_HISTORY": True,
                                     "RANGE_EXPLORATION": True, "EXPLORATION": 1.0}

    # ---- set-up -----------------------------------------------------------------------------
    def seats(self, opts: Options | None = None) -> tuple[Seat, ...]:
        return SEATS

    def grid(self, opts: Options | None = None) -> Any:
        return grid()

    def new_game(self, opts: Options | None = None, seed: int = 0) -> State:
        opts = opts or Options()
        units: list[Unit] = []
        for side in SIDES:
            if opts.setup == "basic":
                units.extend(self._standard_army(side))
            else:
                units.append(Unit(self._uid_base(side), side, "king", 1, king_square(side), HOME_FACING[side]))
        phase = "roll" if opts.setup == "basic" and not _regrouping(opts) else "setup"
        return State(opts=opts, seed=int(seed), dice_pos=0, phase=phase, units=tuple(units),
                     setup_done=SIDES if phase == "roll" else ())

    @staticmethod
    def _uid_base(side: str) -> int:
        # Each side numbers its own units, so a count of the other side's hidden units never leaks.
        return 0 if side == GOLD else 100

    def _standard_army(self, side: str) -> list[Unit]:
        data = game_data()
        rows = back_rows(side)
        # Column offsets are seen from the owner's side: silver sits across the table.
        sign = 1 if side == GOLD else -1
        out = []
        for i, slot in enumerate(data.basic_setup):
            sq = (data.board.king_column + sign * slot.column_offset, rows[slot.row])
            out.append(Unit(self._uid_base(side) + i, side, slot.kind, slot.figures, sq, HOME_FACING[side]))
        return out

    # ---- whose turn --------------------------------------------------------------------------
    def to_move(self, state: State) -> tuple[str, ...]:
        if state.phase == "over":
            return ()
        if state.phase == "setup":
            return tuple(s for s in SIDES if s not in state.setup_done)
        if state.phase == "roll":
            return (GOLD,)
        return (state.player,)

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def result(self, state: State) -> Result | None:
        return state.outcome

    # ---- legal actions ---------------------------------------------------------------------
    def legal_actions(self, state: State, player: str | None = None) -> list:
        movers = self.to_move(state)
        if player is not None:
            movers = tuple(p for p in movers if p == player)
        out: list = []
        if state.phase == "roll":
            return [RollOff(p) for p in movers]
        if state.phase == "setup":
            for side in movers:
                out.extend(self._setup_actions(state, side))
            return out
        if state.phase != "play" or not movers:
            return out
        side = state.player
        occupied = state.occupied()
        for u in state.units:
            if u.owner == side and u.square is not None:
                out.extend(self._unit_actions(state, u, occupied))
        bribe = self._bribe_action(state)
        if bribe is not None:
            out.append(bribe)
        out.append(EndTurn(side))
        return out

    def _unit_actions(self, state: State, u: Unit, occupied: dict[Square, Unit]) -> list:
        """The turns, moves and attacks open to one unit of the side to act."""
        out: list = []
        side, sq, left, facing = u.owner, u.square, state.actions_left, u.facing
        turn_cost, move_cost, mounted, attack, width, depth = _kind_info(u.kind)
        if turn_cost <= left:
            out.extend(_turns(side, sq, facing))
        if move_cost <= left:
            for move in _moves(side, sq, facing, mounted):
                if move.to in occupied:
                    break
                out.append(move)
        if u.uid not in state.attacked:
            for target in _attack_squares(attack, sq, facing, width, depth):
                v = occupied.get(target)
                if v is not None and v.owner != side:
                    out.append(Attack(side, sq, target))
        return out

    def _targets(self, u: Unit, occupied: dict[Square, Unit]) -> list[Square]:
        """The enemy-held squares ``u`` may attack."""
        _, _, _, attack, width, depth = _kind_info(u.kind)
        return [s for s in _attack_squares(attack, u.square, u.facing, width, depth)
                if (v := occupied.get(s)) is not None and v.owner != u.owner]

    def archer_zone(self, u: Unit) -> frozenset[Square]:
        """The squares a zone-attacking unit (Archers) may shoot at (for the GUI)."""
        t = unit_type(u.kind)
        return zone_squares(grid(), u.square, u.facing, t.zone_width, t.zone_depth)

    def zones(self, state: State, cell: Any) -> list[Zone]:
        """The archers' target zone of the unit on ``cell``: the shape the rules test squares
        against, and the on-board squares it covers (what the scene and the sheet draw)."""
        u = next((x for x in state.units if x.square == cell), None)
        if u is None:
            return []
        t = unit_type(u.kind)
        if t.attack != "zone":
            return []
        shape = block_in_front(u.square, u.facing, t.zone_width, t.zone_depth)
        return [Zone("archers", shape, zone_squares(grid(), u.square, u.facing, t.zone_width, t.zone_depth))]

    def _bribe_action(self, state: State) -> Bribe | None:
        if state.bribe_target is None:
            return None
        board = {u.uid: u for u in state.units}
        merc = board.get(state.bribe_target)
        king = next((u for u in state.units if u.owner == state.player and u.kind == "king" and u.alive), None)
        if merc is None or king is None or not merc.alive or merc.owner == state.player:
            return None
        if ahead(king.square, king.facing) != merc.square or self._watched(state, merc):
            return None
        return Bribe(state.player, king.square, merc.square)

    @staticmethod
    def _watched(state: State, merc: Unit) -> bool:
        """Mercenaries whose own King stands next to them and faces them cannot be bribed."""
        for u in state.units:
            if u.kind == "king" and u.owner == merc.owner and u.alive and ahead(u.square, u.facing) == merc.square:
                return True
        return False

    # ---- setup actions -----------------------------------------------------------------------
    def _army_counts(self, state: State, side: str) -> tuple[dict[str, int], int]:
        figures: dict[str, int] = {}
        bases = 0
        for u in state.units:
            if u.owner == side:
                figures[u.kind] = figures.get(u.kind, 0) + u.figures
                bases += 1
        return figures, bases

    def _setup_squares(self, side: str) -> list[Square]:
        g = grid()
        return [(c, r) for r in back_rows(side) for c in range(g.columns)]

    def _setup_actions(self, state: State, side: str) -> list:
        if _regrouping(state.opts):
            return self._regroup_actions(state, side)
        out: list = []
        occupied = {u.square for u in state.units if u.owner == side}
        free = [s for s in self._setup_squares(side) if s not in occupied]
        figures, bases = self._army_counts(state, side)
        limit = game_data().limits.bases
        if bases < limit:
            for kind in KIND_ORDER:
                if kind == "king":
                    continue
                room = unit_type(kind).figures_per_side - figures.get(kind, 0)
                for n in range(unit_type(kind).base_min, min(base_max(kind, state.opts), room) + 1):
                    if self._horses_ok(figures, kind, n):
                        out.extend(Place(side, kind, n, s) for s in free)
        for u in state.units:
            if u.owner == side and u.kind != "king":
                out.extend(Relocate(side, u.square, s) for s in free)
                out.append(Remove(side, u.square))
        out.append(StandardSetup(side))
        if bases == limit:
            out.append(ConfirmSetup(side))
        return out

    def _regroup_actions(self, state: State, side: str) -> list:
        """Massive Infantry in the basic game: shift Infantry between the side's Infantry bases."""
        top = base_max("infantry", state.opts)
        bases = [u for u in state.units if u.owner == side and u.kind == "infantry" and u.square is not None]
        out: list = []
        for a in bases:
            for b in bases:
                if b is not a:
                    out.extend(Regroup(side, a.square, b.square, n)
                               for n in range(1, min(a.figures, top - b.figures) + 1))
        out.append(StandardSetup(side))
        out.append(ConfirmSetup(side))
        return out

    @staticmethod
    def _horses_ok(figures: dict[str, int], kind: str, n: int) -> bool:
        if kind not in ("king", "knight"):
            return True
        mounted = figures.get("king", 0) + figures.get("knight", 0) + n
        return mounted <= game_data().limits.horses

    # ---- checking one action ---------------------------------------------------------------
    def check(self, state: State, action: Any) -> None:
        if not isinstance(action, ACTION_TYPES):
            raise IllegalAction(m("refuse.not_action", action=repr(action), title=self.title))
        if state.phase == "over":
            raise IllegalAction(m("refuse.over"))
        if action.player not in SIDES:
            raise IllegalAction(m("refuse.no_side", player=repr(action.player)))
        for name in SQUARE_FIELDS:
            value = getattr(action, name, _ABSENT)
            if value is not _ABSENT and not (type(value) is tuple and len(value) == 2
                                             and all(type(v) is int for v in value)):
                raise IllegalAction(m("refuse.not_square", value=repr(value)))
        if action.player not in self.to_move(state):
            if state.phase == "setup":
                raise IllegalAction(m("refuse.confirmed", side=side_msg(action.player)))
            raise IllegalAction(m("refuse.not_turn", side=side_msg(action.player)))
        try:
            if self._is_legal(state, action):
                return
            reason = self._why_illegal(state, action)
        except TypeError:  # fields of the wrong type (e.g. a list for a square)
            reason = m("refuse.malformed")
        raise IllegalAction(reason or m("refuse.not_now"))

    def _is_legal(self, state: State, action: Any) -> bool:
        """Membership in legal_actions, computed for the one unit the action concerns."""
        if state.phase == "play" and isinstance(action, Move | Turn | Attack):
            sq = action.at if isinstance(action, Turn) else action.frm
            occupied = state.occupied()
            u = occupied.get(sq) if isinstance(sq, tuple) else None
            if u is None or u.owner != state.player:
                return False
            return action in self._unit_actions(state, u, occupied)
        if state.phase == "setup" and isinstance(action, SETUP_ACTIONS):
            return self._why_setup(state, action) is None
        return action in self.legal_actions(state, action.player)

    def _why_illegal(self, state: State, a: Any) -> Msg:
        """A reason a player understands for an action that is not among the legal ones."""
        phase_of = {RollOff: "roll", Place: "setup", Relocate: "setup", Remove: "setup",
                    StandardSetup: "setup", ConfirmSetup: "setup", Regroup: "setup"}
        wanted = phase_of.get(type(a), "play")
        if wanted != state.phase:
            return m("refuse.wrong_phase", wanted=m(f"phase.{wanted}"), phase=m(f"phase.{state.phase}"))
        side = a.player
        g = grid()
        if state.phase == "setup":
            return self._why_setup(state, a)
        occupied = {u.square: u for u in state.units if u.square is not None}
        if isinstance(a, EndTurn):
            return m("refuse.end_turn")
        sq = a.king if isinstance(a, Bribe) else (a.at if isinstance(a, Turn) else a.frm)
        if not (isinstance(sq, tuple) and len(sq) == 2 and g.contains(sq)):
            return m("refuse.off_board")
        u = occupied.get(sq)
        if u is None:
            return m("refuse.no_unit", square=label(sq))
        if u.owner != side:
            return mu("refuse.not_yours", u.kind, unit=unit_name(u), square=label(sq))
        t = unit_type(u.kind)
        if isinstance(a, Turn):
            if a.facing not in FACINGS:
                return m("refuse.not_direction", value=repr(a.facing))
            if a.facing == u.facing:
                return mu("refuse.already_face", u.kind, unit=unit_name(u), facing=facing_msg(a.facing))
            return m("refuse.turn_cost", unit=unit_name(u), cost=t.turn_cost, left=state.actions_left)
        if isinstance(a, Move):
            if t.move_cost > state.actions_left:
                return m("refuse.move_cost", unit=unit_name(u), cost=t.move_cost, left=state.actions_left)
            if not (isinstance(a.to, tuple) and g.contains(a.to)):
                return m("refuse.move_off")
            if a.to == sq:
                return m("refuse.move_zero")
            direction = facing_towards(sq, a.to)
            if direction != u.facing:
                return m("refuse.move_facing", facing=facing_msg(u.facing))
            if not t.mounted:
                return m("refuse.foot_one", kind=kind_msg(u.kind))
            return m("refuse.blocked", square=label(a.to))
        if isinstance(a, Attack):
            if u.uid in state.attacked:
                return mu("refuse.attacked", u.kind, unit=unit_name(u))
            target = occupied.get(a.target) if isinstance(a.target, tuple) else None
            if target is None:
                return m("refuse.no_target", square=label(a.target) if isinstance(a.target, tuple) else str(a.target))
            if target.owner == side:
                return m("refuse.own_units")
            if t.attack == "zone":
                return m("refuse.zone", square=label(a.target), kind=kind_msg(u.kind))
            if t.attack == "around":
                return m("refuse.around", kind=kind_msg(u.kind))
            return m("refuse.front", kind=kind_msg(u.kind))
        if isinstance(a, Bribe):
            return self._why_no_bribe(state, u, a)
        return m("refuse.not_now")

    def _why_no_bribe(self, state: State, king: Unit, a: Bribe) -> Msg:
        if king.kind != "king":
            return m("refuse.bribe_king")
        target = next((u for u in state.units if u.square == a.target), None)
        if target is None or target.kind != "mercenary" or target.owner == state.player:
            return m("refuse.bribe_target")
        if state.bribe_target != target.uid:
            return m("refuse.bribe_first")
        if self._watched(state, target):
            return m("refuse.bribe_watched")
        return m("refuse.bribe_facing")

    def _why_setup(self, state: State, a: Any) -> Msg | None:
        """Why a setup action is refused, or None when it is legal (the setup phase's check)."""
        side = a.player
        if isinstance(a, StandardSetup):
            return None
        own = {u.square: u for u in state.units if u.owner == side}
        if _regrouping(state.opts):
            return self._why_regroup(state, a, own)
        if isinstance(a, Regroup):
            return m("refuse.regroup_basic")
        figures, bases = self._army_counts(state, side)
        limit = game_data().limits.bases
        squares = set(self._setup_squares(side))
        if isinstance(a, ConfirmSetup):
            if bases == limit:
                return None
            return m("refuse.army_size", limit=limit, bases=bases)
        if isinstance(a, Remove | Relocate):
            src = a.square if isinstance(a, Remove) else a.frm
            u = own.get(src)
            if u is None:
                return m("refuse.no_base", square=label(src) if isinstance(src, tuple) else str(src))
            if u.kind == "king":
                return m("refuse.king_fixed")
            if isinstance(a, Remove):
                return None
            dst = a.to
        else:
            if a.kind not in game_data().units:
                return m("refuse.no_kind", kind=repr(a.kind))
            if a.kind == "king":
                return m("refuse.king_placed")
            t = unit_type(a.kind)
            if bases >= limit:
                return m("refuse.bases_used", limit=limit)
            top = base_max(a.kind, state.opts)
            if type(a.figures) is not int or not t.base_min <= a.figures <= top:
                span = str(t.base_min) if t.base_min == top else m("refuse.span", low=t.base_min, high=top)
                return m("refuse.base_size", kind=kind_msg(a.kind), span=span)
            if figures.get(a.kind, 0) + a.figures > t.figures_per_side:
                return m("refuse.box", n=t.figures_per_side, kind=kind_msg(a.kind))
            if not self._horses_ok(figures, a.kind, a.figures):
                return m("refuse.horses", n=game_data().limits.horses)
            dst = a.square
        if not isinstance(dst, tuple) or dst not in squares:
            return m("refuse.back_rows")
        if dst in own:
            return m("refuse.taken", square=label(dst))
        return None

    def _why_regroup(self, state: State, a: Any, own: dict) -> Msg | None:
        """Why an action of the basic game's regrouping step is refused, or None."""
        if isinstance(a, ConfirmSetup):
            return None
        if not isinstance(a, Regroup):
            return m("refuse.regroup_only")
        src, dst = own.get(a.frm), own.get(a.to)
        for sq, u in ((a.frm, src), (a.to, dst)):
            if u is None:
                return m("refuse.no_base", square=label(sq))
            if u.kind != "infantry":
                return m("refuse.regroup_kind", square=label(sq))
        if a.frm == a.to:
            return m("refuse.regroup_same")
        if type(a.figures) is not int or not 1 <= a.figures <= src.figures:
            return m("refuse.regroup_count", n=src.figures, square=label(a.frm))
        top = base_max("infantry", state.opts)
        if dst.figures + a.figures > top:
            return m("refuse.regroup_full", n=top, square=label(a.to), room=top - dst.figures)
        return None

    # ---- applying ----------------------------------------------------------------------------
    def _apply(self, state: State, a: Any, dice: Dice) -> tuple[State, list[Event]]:
        if isinstance(a, RollOff):
            return self._roll_off(state, a, dice)
        if state.phase == "setup":
            return self._apply_setup(state, a)
        side = state.player
        if isinstance(a, Move | Turn):
            return self._step(state, a, side)
        if isinstance(a, EndTurn):
            events = [Event(m("turn.end", side=side_msg(side)))]
            return self._after(state, state.units, 0, state.attacked, None, events, side), events
        board = _Board(state)
        attacked = state.attacked
        if isinstance(a, Attack):
            u = board.occupant(a.frm)
            attacked = attacked | {u.uid}
            outcome = self._attack(board, u, board.occupant(a.target), dice)
        else:  # Bribe
            merc = board.occupant(a.target)
            board.put(dataclasses.replace(merc, owner=side))
            board.events.append(Event(m("bribe", side=side_msg(side), unit=unit_name(merc), square=label(a.target))))
            outcome = self._victory(board, side)
        if outcome is None:
            outcome = self._victory(board, side)
        events = board.events
        if outcome is not None:
            events.append(Event(msg("core:game.over.reason", reason=outcome.message, winners=outcome.winners),
                                kind="game.over"))
            return dataclasses.replace(state, units=board.frozen(), attacked=attacked, bribe_target=None,
                                       phase="over", outcome=outcome, actions_left=0), events
        return self._after(state, board.frozen(), state.actions_left - 1, attacked, None, events, side), events

    def _step(self, state: State, a: Move | Turn, side: str) -> tuple[State, list[Event]]:
        """A move or a turn: one unit changes, nobody can win by it."""
        sq = a.frm if isinstance(a, Move) else a.at
        occupied = state.occupied()
        u = occupied[sq]
        turn_cost, move_cost, *_ = _kind_info(u.kind)
        if isinstance(a, Move):
            moved = Unit(u.uid, u.owner, u.kind, u.figures, a.to, u.facing)
            events = [Event(mu("move", u.kind, unit=unit_name(u), **{"from": label(a.frm)}, to=label(a.to)), kind="move")]
            cost = move_cost
        else:
            moved = Unit(u.uid, u.owner, u.kind, u.figures, u.square, a.facing)
            events = [Event(mu("turn", u.kind, unit=unit_name(u), square=label(a.at), facing=facing_msg(a.facing)), kind="turn")]
            cost = turn_cost
        units = tuple(moved if x is u else x for x in state.units)
        bribe_target = None
        if u.kind == "king":
            # After a King moves or turns: the enemy Mercenaries he now faces may be bribed.
            v = occupied.get(ahead(moved.square, moved.facing))
            if v is not None and v is not u and v.owner != u.owner and unit_type(v.kind).bribable:
                bribe_target = v.uid
        return self._after(state, units, state.actions_left - cost, state.attacked, bribe_target, events, side), events

    def _after(self, state: State, units: tuple[Unit, ...], left: int, attacked: frozenset[int],
               bribe_target: int | None, events: list[Event], side: str) -> State:
        """The state after an action of ``side`` with ``left`` actions left: the same turn, the
        next side's turn, or the end at the turn limit (events are added to ``events``)."""
        o = state
        if left > 0:
            return State(o.opts, o.seed, o.dice_pos, o.phase, units, o.setup_done, o.hidden, side, left,
                         attacked, bribe_target, o.turn, o.outcome)
        nxt = other(side)
        turn = state.turn + 1
        if state.opts.turn_limit is not None and turn > state.opts.turn_limit:
            res = Result((), m("victory.turn_limit", limit=state.opts.turn_limit))
            events.append(Event(msg("core:game.over.reason", reason=res.message, winners=()), kind="game.over"))
            return State(o.opts, o.seed, o.dice_pos, "over", units, o.setup_done, o.hidden, side, 0,
                         attacked, bribe_target, o.turn, res)
        events.append(Event(m("turn.start", side=side_msg(nxt), turn=turn)))
        return State(o.opts, o.seed, o.dice_pos, o.phase, units, o.setup_done, o.hidden, nxt, 2,
                     frozenset(), None, turn, o.outcome)

    def _roll_off(self, state: State, a: RollOff, dice: Dice) -> tuple[State, list[Event]]:
        events = []
        while True:
            gold = dice.combat(4)
            silver = dice.combat(4)
            ga, sa = gold.count(AXE), silver.count(AXE)
            events.append(Event(m("roll_off.tie" if ga == sa else "roll_off", gold=m("faces.axe", n=ga),
                                  silver=m("faces.axe", n=sa)),
                                rolls=(("combat", gold), ("combat", silver)), kind="roll_off"))
            if ga != sa:
                first = GOLD if ga > sa else SILVER
                break
        events.append(Event(m("turn.start.first", side=side_msg(first)), kind="turn.start"))
        return dataclasses.replace(state, phase="play", player=first, actions_left=2, turn=1), events

    # ---- setup -------------------------------------------------------------------------------
    def _apply_setup(self, state: State, a: Any) -> tuple[State, list[Event]]:
        side = a.player
        units = list(state.units)
        events: list[Event] = []
        who = side_msg(side)
        secret = (side,)  # the other side must not learn the army until both are revealed
        if isinstance(a, Place):
            uid = max((u.uid for u in units if u.owner == side), default=self._uid_base(side)) + 1
            units.append(Unit(uid, side, a.kind, a.figures, a.square, HOME_FACING[side]))
            events.append(Event(m("setup.place", side=who, kind=kind_msg(a.kind), figures=a.figures,
                                  square=label(a.square)), audience=secret))
        elif isinstance(a, Relocate):
            units = [dataclasses.replace(u, square=a.to) if u.owner == side and u.square == a.frm else u for u in units]
            events.append(Event(m("setup.relocate", side=who, **{"from": label(a.frm)}, to=label(a.to)),
                                audience=secret))
        elif isinstance(a, Remove):
            units = [u for u in units if not (u.owner == side and u.square == a.square)]
            events.append(Event(m("setup.remove", side=who, square=label(a.square)), audience=secret))
        elif isinstance(a, Regroup):
            for i, u in enumerate(units):
                if u.owner == side and u.square == a.frm:
                    left = u.figures - a.figures
                    units[i] = dataclasses.replace(u, figures=left, square=a.frm if left else None)
                elif u.owner == side and u.square == a.to:
                    units[i] = dataclasses.replace(u, figures=u.figures + a.figures)
            units = [u for u in units if u.figures > 0]
            events.append(Event(m("setup.regroup", side=who, n=a.figures, **{"from": label(a.frm)},
                                  to=label(a.to)), audience=secret))
        elif isinstance(a, StandardSetup):
            units = [u for u in units if u.owner != side] + self._standard_army(side)
            events.append(Event(m("setup.standard", side=who), audience=secret))
        elif isinstance(a, ConfirmSetup):
            done = state.setup_done + (side,)
            events.append(Event(m("setup.confirm", side=who)))
            if len(done) == len(SIDES):
                events.append(Event(m("setup.reveal"), reveal=True))
                return dataclasses.replace(state, setup_done=done, phase="roll"), events
            return dataclasses.replace(state, setup_done=done), events
        units.sort(key=lambda u: u.uid)
        return dataclasses.replace(state, units=tuple(units)), events

    # ---- combat ------------------------------------------------------------------------------
    def _attack(self, board: _Board, att: Unit, dfn: Unit, dice: Dice) -> Result | None:
        ta, td = unit_type(att.kind), unit_type(dfn.kind)
        events = board.events
        who = {"attacker": unit_name(att), "att_square": label(att.square), "defender": unit_name(dfn),
               "def_square": label(dfn.square)}
        last_figure = att.figures == 1 and ta.dice_per_figure == 1 and td.hits_to_kill == 2
        panics = 0
        if last_figure:
            # One figure against an armoured unit: one die, a second only after a hit; two hits
            # succeed, a panic on either die is a panic.
            first = dice.combat(1)
            rolled = list(first)
            if first[0] != PANIC and self._is_hit(ta, first[0]):
                second = dice.combat(1)
                rolled += second
            panic = PANIC in rolled
            success = (len(rolled) == 2 and not panic and all(self._is_hit(ta, f) for f in rolled)
                       and (ta.hits_on != "most" or rolled[0] == rolled[1]))
            hits = td.hits_to_kill if success else 0
            panics = rolled.count(PANIC)
            total_panic = panic
            rolls = tuple(("combat", (f,)) for f in rolled)
            events.append(Event(m("attack.last_figure.two_hits" if success else "attack.last_figure", **who,
                                  faces=tuple(m(f"face.{f}") for f in rolled)), rolls=rolls, kind="attack"))
        else:
            faces = dice.combat(dice_count(att))
            axes, arrows, panics = faces.count(AXE), faces.count(ARROW), faces.count(PANIC)
            hits = score_hits(ta, axes, arrows, panics)
            total_panic = panics == len(faces)
            events.append(Event(m("attack", **who, faces=self._faces_text(faces), n=hits),
                                rolls=(("combat", faces),)))
        # Hits: armoured units lose one figure per two hits of the same attack.
        lost = min(dfn.figures, hits // td.hits_to_kill)
        if lost:
            if lost == dfn.figures:
                board.eliminate(dfn, "attack.eliminated.last" if dfn.figures == 1 else "attack.eliminated.all")
            else:
                board.put(dataclasses.replace(dfn, figures=dfn.figures - lost))
                events.append(Event(m("attack.losses", unit=unit_name(dfn), n=lost, left=dfn.figures - lost)))
        elif hits:
            events.append(Event(mu("attack.armour", dfn.kind, unit=unit_name(dfn), hits=td.hits_to_kill), kind="attack.armour"))
        outcome = self._victory(board, att.owner)
        if outcome is not None:
            return outcome
        # Mercenaries drive back what they attack: one square per panic, away from them.
        dfn_now = board.units[dfn.uid]
        if ta.forces_retreat and panics and dfn_now.alive and dfn_now.kind not in ("king", "mercenary"):
            events.append(Event(m("mercenary.rout", unit=unit_name(dfn_now), n=panics)))
            away = facing_towards(att.square, dfn_now.square) or att.facing
            board.retreat(dfn.uid, panics, away)
        # The attacker's own panic.
        att_now = board.units[att.uid]
        if ta.retreat_per_panic and panics and att_now.alive:
            events.append(Event(m("peasants.flee", unit=unit_name(att_now), n=panics)))
            board.retreat(att.uid, panics, OPPOSITE[att_now.facing])
        elif total_panic and ta.panics and att_now.alive:
            events.append(Event(m("panic", unit=unit_name(att_now))))
            board.retreat(att.uid, 1, OPPOSITE[att_now.facing])
        elif total_panic:
            events.append(Event(mu("panic.ignored", att_now.kind, unit=unit_name(att_now)), kind="panic.ignored"))
        return None

    @staticmethod
    def _is_hit(t: UnitType, face: str) -> bool:
        if t.hits_on == "most":
            return face in (AXE, ARROW)
        return face == t.hits_on

    @staticmethod
    def _faces_text(faces: tuple[str, ...]) -> tuple[Msg, ...]:
        """"2 battle-axes, 1 panic": how many of each face, in a fixed order."""
        return tuple(m(f"faces.{face}", n=faces.count(face)) for face in (AXE, ARROW, PANIC) if face in faces)

    def _victory(self, board: _Board, active: str) -> Result | None:
        """A side whose King has fallen, or whose King stands alone, has lost. When both sides
        lose at once (it cannot happen through hits alone) the active side wins."""
        losers = []
        for side in (other(active), active):
            alive = [u for u in board.units.values() if u.owner == side and u.alive]
            if not any(u.kind == "king" for u in alive):
                losers.append((side, m("victory.fallen", side=side_msg(side), winner=side_msg(other(side)))))
            elif all(u.kind == "king" for u in alive):
                losers.append((side, m("victory.alone", side=side_msg(side), winner=side_msg(other(side)))))
        if not losers:
            return None
        side, reason = losers[0]
        return Result((other(side),), reason)

    # ---- hidden information ----------------------------------------------------------------
    def observe(self, state: State, player: str | None) -> State:
        hide: tuple[str, ...] = ()
        if state.phase == "setup":
            hide = tuple(s for s in SIDES if s != player)
        units = tuple(u for u in state.units if u.owner not in hide or u.kind == "king")
        return dataclasses.replace(state, seed=None, units=units, hidden=hide)

    def determinize(self, observation: State, player: str, rng: random.Random) -> State:
        state = dataclasses.replace(observation, seed=rng.getrandbits(32), hidden=())
        for side in observation.hidden:
            if _regrouping(state.opts):
                # Regrouping can only be guessed: assume the standard army.
                units = [u for u in state.units if u.owner != side] + self._standard_army(side)
                state = dataclasses.replace(state, units=tuple(sorted(units, key=lambda u: u.uid)))
            elif side in state.setup_done:
                state = self._random_army(state, side, rng)
        return state

    def _random_army(self, state: State, side: str, rng: random.Random) -> State:
        """A legal army for a side whose placement we cannot see: the standard ten bases, shuffled
        over the side's setup squares."""
        army = self._standard_army(side)
        king = next(u for u in army if u.kind == "king")
        squares = [s for s in self._setup_squares(side) if s != king.square]
        rng.shuffle(squares)
        placed = [king] + [dataclasses.replace(u, square=squares[i]) for i, u in enumerate(x for x in army if x.kind != "king")]
        units = tuple(sorted([u for u in state.units if u.owner != side] + placed, key=lambda u: u.uid))
        return dataclasses.replace(state, units=units)

    # ---- text and files ----------------------------------------------------------------------
    def describe(self, state: State, action: Any) -> Msg | str:
        """The action in a player's words, naming the units it concerns."""
        occupied = {u.square: u for u in state.units if u.square is not None}

        def name(sq: Square) -> Msg | str:
            u = occupied.get(sq)
            return m("unit.on", unit=unit_name(u), square=label(sq)) if u else label(sq)

        def kind_at(sq: Square) -> str:
            u = occupied.get(sq)
            return u.kind if u else ""

        if isinstance(action, Move):
            return mu("describe.move", kind_at(action.frm), unit=name(action.frm), to=label(action.to))
        if isinstance(action, Turn):
            return mu("describe.turn", kind_at(action.at), unit=name(action.at), facing=facing_msg(action.facing))
        if isinstance(action, Attack):
            return mu("describe.attack", kind_at(action.frm), unit=name(action.frm), target=name(action.target))
        if isinstance(action, Bribe):
            return m("describe.bribe", target=name(action.target))
        # The decisions without a piece (buttons of the Turn panel) and the setup's steps.
        if isinstance(action, RollOff):
            return m("describe.roll_off")
        if isinstance(action, EndTurn):
            return m("describe.end_turn")
        if isinstance(action, StandardSetup):
            return m("describe.standard_setup")
        if isinstance(action, ConfirmSetup):
            return m("describe.confirm_setup")
        if isinstance(action, Place):
            return m("describe.place", kind=kind_msg(action.kind), figures=action.figures,
                     square=label(action.square))
        if isinstance(action, Relocate):
            return m("describe.relocate", frm=label(action.frm), to=label(action.to))
        if isinstance(action, Remove):
            return m("describe.remove", square=label(action.square))
        if isinstance(action, Regroup):
            return m("describe.regroup", n=action.figures, frm=label(action.frm), to=label(action.to))
        return str(action)

    def turn_summary(self, state: State) -> Msg:
        if state.phase == "over":
            return state.outcome.message if state.outcome else m("over")
        if state.phase == "setup":
            waiting = [side_msg(s) for s in SIDES if s not in state.setup_done]
            sides = waiting[0] if len(waiting) == 1 else m("sides.and", a=waiting[0], b=waiting[1])
            return m("summary.regroup" if _regrouping(state.opts) else "summary.setup", sides=sides, n=len(waiting))
        if state.phase == "roll":
            return m("summary.roll")
        return m("summary.turn", turn=state.turn, side=side_msg(state.player), n=state.actions_left)

    def state_to_dict(self, state: State) -> dict[str, Any]:
        return {
            "opts": state.opts.model_dump(),
            "seed": state.seed,
            "dice_pos": state.dice_pos,
            "phase": state.phase,
            "units": [[u.uid, u.owner, u.kind, u.figures, None if u.square is None else list(u.square), u.facing]
                      for u in state.units],
            "setup_done": list(state.setup_done),
            "hidden": list(state.hidden),
            "player": state.player,
            "actions_left": state.actions_left,
            "attacked": sorted(state.attacked),
            "bribe_target": state.bribe_target,
            "turn": state.turn,
            # The reason is kept as its English text: states written before messages existed
            # hash the same, and _outcome_message() finds the message again on load.
            "outcome": None if state.outcome is None else
            {"winners": list(state.outcome.winners), "reason": state.outcome.message.render("en")
             if isinstance(state.outcome.message, Msg) else str(state.outcome.message)},
        }

    def state_from_dict(self, data: dict[str, Any]) -> State:
        try:
            doc = _StateDoc.model_validate(data)
        except ValidationError as exc:
            raise LoadError(m("state.invalid_at", where='.'.join(str(p) for p in exc.errors()[0]['loc']))) from exc
        g = grid()
        units = []
        seen: set[Square] = set()
        for uid, owner, kind, figures, square, facing in doc.units:
            if owner not in SIDES or kind not in game_data().units or facing not in FACINGS:
                raise LoadError(m("state.unit", unit=uid))
            sq = None if square is None else (square[0], square[1])
            if sq is not None:
                if not g.contains(sq) or sq in seen or figures < 1:
                    raise LoadError(m("state.unit_square", unit=uid))
                seen.add(sq)
            units.append(Unit(uid, owner, kind, figures, sq, facing))
        if doc.player not in SIDES or any(s not in SIDES for s in doc.setup_done + doc.hidden):
            raise LoadError(m("state.side"))
        outcome = None if doc.outcome is None else Result(
            tuple(doc.outcome.winners), _outcome_message(doc.outcome.reason, doc.opts))
        return State(opts=doc.opts, seed=doc.seed, dice_pos=doc.dice_pos, phase=doc.phase,
                     units=tuple(units), setup_done=tuple(doc.setup_done), hidden=tuple(doc.hidden),
                     player=doc.player, actions_left=doc.actions_left, attacked=frozenset(doc.attacked),
                     bribe_target=doc.bribe_target, turn=doc.turn, outcome=outcome)

    # ---- the position as one line of text ----------------------------------------------------
    def to_text(self, state: State) -> str:
        """The position as one line, e.g. (basic game, start)::

            gold:K1E1n,N2D1n,...;silver:K1E10s,... roll gold 2 1 basic - 7/0

        Fields: the units of each side (kind letter, figures, square or ``x`` when eliminated,
        facing; ``#uid`` only where the numbering is not the usual one), the phase, the side to
        act, actions left, turn, the options (``basic`` or ``customized``, ``+massive``,
        ``+limit=N``), extras (``done=``, ``hidden=``, ``att=``, ``bribe=``, ``over=``; ``-``
        when none) and the dice as ``seed/position`` (``?`` in an observation)."""
        return _to_text(state)

    def from_text(self, text: str) -> State:
        """The state of :meth:`to_text`; raises :class:`LoadError` with the reason."""
        return _from_text(text)

    # ---- the position editor ----------------------------------------------------------------
    def editor_pieces(self, opts: Options | None = None) -> list[PieceSpec]:
        opts = opts or Options()
        out = []
        for side in SIDES:
            for kind in KIND_ORDER:
                t = unit_type(kind)
                if not t.basic and opts.setup == "basic" and kind != "king":
                    continue
                out.append(PieceSpec(f"{side}:{kind}", side, m("unit.kind", side=side_msg(side), kind=kind_msg(kind)),
                                     t.glyph, tuple(range(t.base_min, base_max(kind, opts) + 1))))
        return out

    def editor_blank(self, opts: Options | None = None) -> State:
        return State(opts=opts or Options(), seed=0, dice_pos=0, phase="play", units=(), setup_done=SIDES)

    def editor_put(self, state: State, piece: str, cell: Any, size: int | None = None) -> State:
        side, _, kind = piece.partition(":")
        if side not in SIDES or kind not in game_data().units:
            raise IllegalAction(m("refuse.no_kind", kind=repr(piece)))
        if not (isinstance(cell, tuple) and grid().contains(cell)):
            raise IllegalAction(m("refuse.off_board"))
        t = unit_type(kind)
        figures = t.base_min if size is None else size
        if not t.base_min <= figures <= base_max(kind, state.opts):
            span = str(t.base_min) if t.base_min == base_max(kind, state.opts) else m(
                "refuse.span", low=t.base_min, high=base_max(kind, state.opts))
            raise IllegalAction(m("refuse.base_size", kind=kind_msg(kind), span=span))
        if kind == "king" and any(u.owner == side and u.kind == "king" and u.square != cell for u in state.units):
            raise IllegalAction(m("refuse.king_placed"))
        units = [u for u in state.units if u.square != cell]
        uid = max((u.uid for u in units if u.owner == side), default=self._uid_base(side) - 1) + 1
        units.append(Unit(uid, side, kind, figures, cell, HOME_FACING[side]))
        units.sort(key=lambda u: u.uid)
        return dataclasses.replace(state, units=tuple(units), outcome=None, phase="play")

    def editor_remove(self, state: State, cell: Any) -> State:
        if not any(u.square == cell for u in state.units):
            raise IllegalAction(m("refuse.no_unit", square=label(cell) if isinstance(cell, tuple) else str(cell)))
        return dataclasses.replace(state, units=tuple(u for u in state.units if u.square != cell))

    def editor_rotate(self, state: State, cell: Any) -> State:
        units = []
        found = False
        for u in state.units:
            if u.square == cell:
                u = dataclasses.replace(u, facing=FACINGS[(FACINGS.index(u.facing) + 1) % len(FACINGS)])
                found = True
            units.append(u)
        if not found:
            raise IllegalAction(m("refuse.no_unit", square=label(cell) if isinstance(cell, tuple) else str(cell)))
        return dataclasses.replace(state, units=tuple(units))

    def editor_start(self, state: State, player: str) -> State:
        if player not in SIDES:
            raise IllegalAction(m("refuse.no_side", player=repr(player)))
        units = tuple(u for u in state.units if u.alive)
        for side in SIDES:
            kings = [u for u in units if u.owner == side and u.kind == "king"]
            if len(kings) != 1:
                raise IllegalAction(m("editor.one_king", side=side_msg(side)))
        for side in SIDES:
            if all(u.kind == "king" for u in units if u.owner == side):
                raise IllegalAction(m("editor.alone", side=side_msg(side)))
        return dataclasses.replace(state, units=units, phase="play", player=player, actions_left=2, turn=1,
                                   attacked=frozenset(), bribe_target=None, outcome=None, setup_done=SIDES,
                                   hidden=(), seed=state.seed if state.seed is not None else 0)

    # ---- facts for the GUI and printing ------------------------------------------------------
    def unit_type(self, kind: str) -> UnitType:
        return unit_type(kind)

    def unit_name(self, u: Unit) -> str:
        return unit_name(u)

    def setup_squares(self, side: str) -> list[Square]:
        return self._setup_squares(side)

    def king_square(self, side: str) -> Square:
        return king_square(side)

    def dice_count(self, u: Unit) -> int:
        return dice_count(u)

    def evaluate(self, state: State, player: str) -> float:
        """The bots' worth of ``state`` for ``player`` in [-1, 1] (see evaluation.py)."""
        return evaluate_position(state, player)


def _outcome_message(reason: str, opts: Options) -> Msg | str:
    """The message behind a saved result's English reason (the three ways a battle ends)."""
    candidates = [m("victory.turn_limit", limit=opts.turn_limit)]
    for side in SIDES:
        for key in ("victory.fallen", "victory.alone"):
            candidates.append(m(key, side=side_msg(side), winner=side_msg(other(side))))
    for c in candidates:
        if c.render("en") == reason:
            return c
    return reason


# ---- text notation --------------------------------------------------------------------------
_KIND_LETTER = {"king": "K", "knight": "N", "archer": "A", "infantry": "I", "heavy_infantry": "H",
                "peasant": "P", "mercenary": "M"}
_LETTER_KIND = {v: k for k, v in _KIND_LETTER.items()}
_UNIT_RE = re.compile(r"([KNAIHPM])(\d+)([A-Z]\d+|x)([nesw])(?:#(\d+))?$")


def _to_text(state: State) -> str:
    sides = []
    for side in SIDES:
        expected = Lionheart1997._uid_base(side)
        parts = []
        for u in state.units:
            if u.owner != side:
                continue
            sq = "x" if u.square is None else label(u.square)
            token = f"{_KIND_LETTER[u.kind]}{u.figures}{sq}{u.facing.lower()}"
            if u.uid != expected:
                token += f"#{u.uid}"
            parts.append(token)
            expected = u.uid + 1
        sides.append(f"{side}:{','.join(parts)}")
    opts = state.opts
    opt = opts.setup + ("+massive" if opts.massive_infantry else "") + (
        f"+limit={opts.turn_limit}" if opts.turn_limit is not None else "")
    extras = []
    if state.setup_done:
        extras.append("done=" + "+".join(state.setup_done))
    if state.hidden:
        extras.append("hidden=" + "+".join(state.hidden))
    if state.attacked:
        extras.append("att=" + "+".join(str(u) for u in sorted(state.attacked)))
    if state.bribe_target is not None:
        extras.append(f"bribe={state.bribe_target}")
    if state.outcome is not None:
        extras.append("over=" + _outcome_code(state.outcome))
    dice = "?" if state.seed is None else f"{state.seed}/{state.dice_pos}"
    return " ".join([";".join(sides), state.phase, state.player, str(state.actions_left), str(state.turn),
                     opt, ",".join(extras) or "-", dice])


def _outcome_code(outcome: Result) -> str:
    message = outcome.message
    if isinstance(message, Msg):
        if message.name == "victory.turn_limit":
            return "limit"
        for key, word in (("victory.fallen", "fallen"), ("victory.alone", "alone")):
            if message.name == key:
                loser = other(outcome.winners[0])
                return f"{word}-{loser}"
    return "draw" if not outcome.winners else "won-" + "+".join(outcome.winners)


def _from_text(text: str) -> State:
    def fail(why: Any) -> LoadError:
        return LoadError(m("position.not", why=why))

    if not isinstance(text, str):
        raise fail(m("position.not_text"))
    fields = text.split()
    if len(fields) != 8:
        raise fail(m("position.fields", n=len(fields)))
    board, phase, player, left, turn, opt, extras, dice = fields
    if phase not in ("setup", "roll", "play", "over"):
        raise fail(m("position.phase", phase=repr(phase)))
    if player not in SIDES:
        raise fail(m("position.side", side=repr(player)))
    if not left.isdigit() or not turn.isdigit():
        raise fail(m("position.numbers"))
    # options
    parts = opt.split("+")
    values: dict[str, Any] = {"setup": parts[0]}
    for p in parts[1:]:
        if p == "massive":
            values["massive_infantry"] = True
        elif p.startswith("limit=") and p[6:].isdigit():
            values["turn_limit"] = int(p[6:])
        else:
            raise fail(m("position.option", option=repr(p)))
    try:
        opts = Options.model_validate(values)
    except ValidationError:
        raise fail(m("position.options")) from None
    # units
    units = []
    seen = set()
    side_parts = board.split(";")
    if len(side_parts) != 2:
        raise fail(m("position.both_sides"))
    for chunk in side_parts:
        side, _, listing = chunk.partition(":")
        if side not in SIDES:
            raise fail(m("position.side", side=repr(side)))
        uid = Lionheart1997._uid_base(side)
        for token in filter(None, listing.split(",")):
            mt = _UNIT_RE.match(token)
            if not mt:
                raise fail(m("position.unit", token=repr(token)))
            letter, figures, sq, facing, given = mt.groups()
            if given is not None:
                uid = int(given)
            square = None if sq == "x" else parse(sq)
            if square is not None and (not grid().contains(square) or square in seen):
                raise fail(m("position.square", token=repr(token)))
            if square is not None:
                seen.add(square)
            units.append(Unit(uid, side, _LETTER_KIND[letter], int(figures), square, facing.upper()))
            uid += 1
    units.sort(key=lambda u: u.uid)
    if len({u.uid for u in units}) != len(units):
        raise fail(m("position.same_number"))
    # extras
    done: tuple[str, ...] = ()
    hidden: tuple[str, ...] = ()
    attacked: frozenset[int] = frozenset()
    bribe = None
    outcome = None
    if extras != "-":
        for item in extras.split(","):
            key, _, value = item.partition("=")
            try:
                if key == "done":
                    done = tuple(value.split("+"))
                elif key == "hidden":
                    hidden = tuple(value.split("+"))
                elif key == "att":
                    attacked = frozenset(int(v) for v in value.split("+"))
                elif key == "bribe":
                    bribe = int(value)
                elif key == "over":
                    outcome = _outcome_from_code(value, opts)
                else:
                    raise ValueError
            except ValueError:
                raise fail(m("position.extra", item=repr(item))) from None
    if any(s not in SIDES for s in done + hidden):
        raise fail(m("position.extra_side"))
    if dice == "?":
        seed, pos = None, 0
    else:
        a, _, b = dice.partition("/")
        if not (a.isdigit() and b.isdigit()):
            raise fail(m("position.dice"))
        seed, pos = int(a), int(b)
    return State(opts=opts, seed=seed, dice_pos=pos, phase=phase, units=tuple(units), setup_done=done,
                 hidden=hidden, player=player, actions_left=int(left), attacked=attacked,
                 bribe_target=bribe, turn=int(turn), outcome=outcome)


def _outcome_from_code(code: str, opts: Options) -> Result:
    if code == "limit":
        return Result((), m("victory.turn_limit", limit=opts.turn_limit))
    if code == "draw":
        return Result((), m("over"))
    word, _, rest = code.partition("-")
    if word in ("fallen", "alone") and rest in SIDES:
        return Result((other(rest),), m(f"victory.{word}", side=side_msg(rest), winner=side_msg(other(rest))))
    if word == "won":
        return Result(tuple(rest.split("+")), m("over"))
    raise ValueError(code)


class _Outcome(BaseModel):
    model_config = ConfigDict(extra="forbid")
    winners: list[str]
    reason: str


class _StateDoc(BaseModel):
    """The JSON shape of a state, validated on load."""

    model_config = ConfigDict(extra="forbid", strict=False)
    opts: Options
    seed: int | None
    dice_pos: int
    phase: str
    units: list[tuple[int, str, str, int, tuple[int, int] | None, str]]
    setup_done: list[str]
    hidden: list[str]
    player: str
    actions_left: int
    attacked: list[int]
    bribe_target: int | None
    turn: int
    outcome: _Outcome | None

    @model_validator(mode="after")
    def _ranges(self) -> _StateDoc:
        if self.phase not in ("setup", "roll", "play", "over"):
            raise ValueError(f"unknown phase {self.phase!r}")
        if not 0 <= self.actions_left <= 2 or self.turn < 1 or self.dice_pos < 0:
            raise ValueError("turn counters out of range")
        return self


RULESET = Lionheart1997()
