"""The core contract every ruleset keeps.

A :class:`Ruleset` holds a game's static facts and its rules; a *state* is one position, an
immutable value (a frozen dataclass) that every ruleset defines for itself. The rules are pure:
:meth:`Ruleset.apply` returns a new state and the events it caused and never changes the state it
was given. The GUI, the save files, the bots and the tests talk to games only through this class.

Every state has two fields the engine relies on: ``seed`` (``None`` in an observation, where the
future dice are hidden) and ``dice_pos``, the number of draws already taken from the seeded dice.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict

from . import codec, i18n, messages  # noqa: F401 (registers the core's messages)
from . import dice as dice_mod
from .errors import AmbiguousAction, CodecError, IllegalAction, LoadError

STATE_FORMAT = 1

__all__ = [
    "STATE_FORMAT",
    "AmbiguousAction",
    "BaseOptions",
    "CodecError",
    "Event",
    "GameFacts",
    "PieceSpec",
    "IllegalAction",
    "LoadError",
    "LogEntry",
    "Result",
    "Ruleset",
    "Seat",
    "Zone",
    "visible_events",
]


# ---- game facts ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Seat:
    """One place at the table: its id (in actions and saves), the name players read, and the
    colour of its pieces (``#rrggbb``; the app derives lighter and darker tones from it unless
    the ruleset's GUI package gives its own)."""

    id: str
    name: Any  # a Msg or plain text
    colour: str

    def __str__(self) -> str:
        return i18n.text(self.name)


CHANCE_KINDS = frozenset({"dice", "shuffle", "draw"})


@dataclass(frozen=True, slots=True)
class GameFacts:
    """What a ruleset declares about itself, read by bots, the controller and the start page
    instead of probing states (OpenSpiel's GameType).

    ``player_option`` names the options field that sets the number of players, when there is
    one; ``seats(opts)`` then gives the seats of that count.
    """

    min_players: int
    max_players: int
    simultaneous: bool  # more than one player may have to act at once (a secret setup, votes)
    perfect_information: bool
    zero_sum: bool
    chance: frozenset[str]  # of CHANCE_KINDS
    grid: str  # "square", "hex", "graph" or "none"
    max_actions: int | None = None  # a bound on a game's length, if the rules give one
    player_option: str | None = None

    def __post_init__(self) -> None:
        if not 1 <= self.min_players <= self.max_players:
            raise ValueError("players: need 1 <= min <= max")
        if not self.chance <= CHANCE_KINDS:
            raise ValueError(f"unknown chance kinds {sorted(self.chance - CHANCE_KINDS)}")
        if self.grid not in ("square", "hex", "graph", "none"):
            raise ValueError(f"unknown grid kind {self.grid!r}")

    @property
    def dynamics(self) -> str:
        return "simultaneous" if self.simultaneous else "sequential"

    @property
    def information(self) -> str:
        return "perfect" if self.perfect_information else "imperfect"


# ---- events, results, the log ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the log.

    ``msg`` is the line as a translatable message; ``key`` says what kind of event it is (the
    message's name, or ``kind`` when given); ``text`` is the line in the current language, made
    only when read. ``rolls`` holds every
    die rolled for it as ``(kind, faces)``, so the log can draw dice; ``reveal`` marks hidden
    information becoming public (an undo barrier).

    ``audience`` says who may read it: ``None`` for everyone, else the seats that may (an empty
    tuple: nobody yet). Everybody else reads ``public`` instead, or nothing when it is ``None``.
    :func:`visible_events` applies this; the GUI never decides it.
    """

    msg: i18n.Msg
    rolls: tuple[tuple[str, tuple], ...] = ()
    reveal: bool = False
    audience: tuple[str, ...] | None = None
    public: Event | None = None
    kind: str = ""

    @property
    def key(self) -> str:
        """What kind of event this is: ``kind`` when given (several wordings of one kind of
        event), else the message key without its domain (``"move"``)."""
        return self.kind or self.msg.key.partition(":")[2]

    @property
    def args(self) -> dict[str, Any]:
        return self.msg.kwargs

    @property
    def text(self) -> str:
        return i18n.render(self.msg)

    def render(self, lang: str | None = None) -> str:
        return i18n.render(self.msg, lang)

    def visible_to(self, seat: str | None) -> bool:
        return self.audience is None or (seat is not None and seat in self.audience)

    def __str__(self) -> str:
        return self.text


def visible_events(events: Iterable[Event], seat: str | None) -> list[Event]:
    """The events ``seat`` may read (``None``: a spectator, who reads only public lines):
    each event itself where its audience allows, else its public line, else nothing."""
    out = []
    for e in events:
        while e is not None and not e.visible_to(seat):
            e = e.public
        if e is not None:
            out.append(e)
    return out


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended: the winners (empty for a draw), why (a message), and scores."""

    winners: tuple[str, ...]
    message: Any  # a Msg, or plain text
    scores: dict[str, float] | None = None

    @property
    def reason(self) -> str:
        """Why the game ended, in the current language."""
        return i18n.text(self.message)

    @property
    def is_draw(self) -> bool:
        return not self.winners


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One applied action in a game's history. ``rolls`` holds the values drawn when they did
    not come from the game's seed (scripted dice in tests), so replay can use the same values.
    ``drew`` is True when the action used chance at all (not saved: replay finds it again)."""

    action: Any
    rolls: tuple | None = None
    drew: bool = field(default=False, compare=False)


@dataclass(frozen=True, slots=True)
class Zone:
    """An area the rules use (an archer's target zone, a firing arc, a retreat area): its
    shape in the grid's board coordinates and the cells it covers. The scene and the printed
    sheet draw this very shape; nobody computes it a second time."""

    kind: str
    shape: Any  # a shapely geometry
    cells: frozenset


@dataclass(frozen=True, slots=True)
class PieceSpec:
    """A kind of piece the position editor can put on the board: ``key`` (what the editor
    passes back), its owner, its name, a glyph name the app draws ("crown", "lance", "bow",
    "axe", "shield", "coin"...), and the sizes (figures, strength) it may have."""

    key: str
    owner: str | None
    name: Any  # a Msg or text
    glyph: str = ""
    sizes: tuple[int, ...] = ()


class BaseOptions(BaseModel):
    """Base of every ruleset's options; the defaults are the standard game."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Ruleset(ABC):
    """Base class of every ruleset. Subclasses implement the abstract rule methods; a ruleset that
    misses one cannot be created. The docs (docs/adding-a-ruleset.md) walk through one."""

    id: ClassVar[str]
    title: ClassVar[Any]  # a Msg or plain text
    facts: ClassVar[GameFacts]
    Options: ClassVar[type[BaseOptions]]
    action_types: ClassVar[tuple[type, ...]]

    def __init__(self) -> None:
        # Register the action types under this ruleset's id, with its grid for cell labels.
        codec.register(self.id, self.action_types, cells=lambda: self.grid(None))

    # ---- the rules (each ruleset implements these) ----------------------------------------
    @abstractmethod
    def seats(self, opts: BaseOptions | None = None) -> tuple[Seat, ...]:
        """The seats of a game with these options, in seating order."""

    @abstractmethod
    def new_game(self, opts: BaseOptions | None = None, seed: int = 0) -> Any:
        """The opening state for these options; deterministic for a seed."""

    @abstractmethod
    def to_move(self, state: Any) -> tuple[str, ...]:
        """The players who must act now; empty when the game is over."""

    @abstractmethod
    def legal_actions(self, state: Any, player: str | None = None) -> list:
        """Every legal action now (for one player if given)."""

    @abstractmethod
    def check(self, state: Any, action: Any) -> None:
        """Raise :class:`IllegalAction` with a reason if ``action`` is not legal in ``state``."""

    @abstractmethod
    def _apply(self, state: Any, action: Any, dice: dice_mod.Dice) -> tuple[Any, list[Event]]:
        """The rules of one legal action: the new state and its events, rolling on ``dice``."""

    @abstractmethod
    def is_over(self, state: Any) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def result(self, state: Any) -> Result | None:
        """The result once the game is over, else ``None``."""

    @abstractmethod
    def observe(self, state: Any, player: str | None) -> Any:
        """What ``player`` may see (``None``: a spectator): hidden information and the seed of
        the future dice are removed."""

    @abstractmethod
    def determinize(self, observation: Any, player: str, rng: random.Random) -> Any:
        """A full state consistent with ``observation`` (hidden parts sampled), for search bots."""

    @abstractmethod
    def state_to_dict(self, state: Any) -> dict[str, Any]:
        """The state as plain JSON-ready data (for :meth:`dump`)."""

    @abstractmethod
    def state_from_dict(self, data: dict[str, Any]) -> Any:
        """The state from :meth:`state_to_dict` data, validated; raises :class:`LoadError`."""

    @abstractmethod
    def to_text(self, state: Any) -> str:
        """The position as one short line of text (as FEN is for chess); an observation writes
        ``?`` where something is hidden. :meth:`from_text` reads it back."""

    @abstractmethod
    def from_text(self, text: str) -> Any:
        """The state written by :meth:`to_text`; raises :class:`LoadError` with a reason."""

    # ---- facts ----------------------------------------------------------------------------
    def players(self, opts: BaseOptions | None = None) -> tuple[str, ...]:
        """The seat ids of a game with these options, in seating order."""
        return tuple(seat.id for seat in self.seats(opts))

    def seat(self, player: str, opts: BaseOptions | None = None) -> Seat:
        for seat in self.seats(opts):
            if seat.id == player:
                return seat
        raise KeyError(player)

    def seat_name(self, player: str | None, opts: BaseOptions | None = None) -> str:
        """The name players read for a seat ("Gold"); a spectator for ``None``."""
        if player is None:
            return i18n.render(i18n.msg("core:spectator"))
        try:
            return str(self.seat(player, opts))
        except KeyError:
            return str(player)

    def grid(self, opts: BaseOptions | None = None) -> Any:
        """The board's grid (:mod:`lionheart_core.grids`), or None for a game without one."""
        return None

    def subgame(self, state: Any) -> Any:
        """The game of another ruleset running inside ``state`` now (a
        :class:`~lionheart_core.subgame.SubGame`: the campaign's battle on the tactical board), or
        None. While one runs, the rules delegate to it; the app may show its board."""
        return None

    def actor(self, action: Any) -> str | None:
        """The seat an action belongs to (every action carries its player)."""
        return getattr(action, "player", None)

    # ---- shared behaviour -----------------------------------------------------------------
    def apply(self, state: Any, action: Any, dice: dice_mod.Dice | None = None) -> tuple[Any, list[Event]]:
        """Apply a legal action; returns ``(new_state, events)`` and leaves ``state`` unchanged.

        Without ``dice`` the game's own seeded dice are used and their position advances in the
        new state. Raises :class:`IllegalAction` (state untouched) for an illegal action.
        """
        self.check(state, action)
        return self.apply_unchecked(state, action, dice)

    def apply_unchecked(self, state: Any, action: Any, dice: dice_mod.Dice | None = None) -> tuple[Any, list[Event]]:
        """As :meth:`apply` without the legality check: for bots that only play legal actions."""
        if dice is None:
            if state.seed is None:
                raise ValueError("this state is an observation without the dice seed; pass dice")
            source = dice_mod.Seeded(state.seed, state.dice_pos)
            new_state, events = self._apply(state, action, source)
            if source.position == state.dice_pos:
                return new_state, events
            return dataclasses.replace(new_state, dice_pos=source.position), events
        return self._apply(state, action, dice)

    def step(self, state: Any, action: Any, dice: dice_mod.Dice | None = None) -> tuple[Any, list[Event], LogEntry]:
        """:meth:`apply` plus the :class:`LogEntry` that replays it; the entry's ``drew`` says
        whether the action used chance (dice, a shuffle, a draw)."""
        if dice is None:
            new_state, events = self.apply(state, action)
            drew = getattr(new_state, "dice_pos", 0) != getattr(state, "dice_pos", 0)
            return new_state, events, LogEntry(action, None, drew)
        recorder = dice_mod.Recorder(dice)
        new_state, events = self.apply(state, action, recorder)
        return new_state, events, LogEntry(action, tuple(recorder.values), bool(recorder.values))

    def replay(self, opts: BaseOptions, seed: int, log: Iterable[LogEntry]) -> Any:
        """Rebuild a state from options, seed and action log."""
        state = self.new_game(opts, seed)
        for entry in log:
            dice = None if entry.rolls is None else dice_mod.Scripted(entry.rolls)
            state, _ = self.apply(state, entry.action, dice)
        return state

    def undoable(self, action: Any, events: Sequence[Event], entry: LogEntry | None = None) -> bool:
        """Board Game Arena's undo policy as far as the rules know it: an action that used chance
        (``entry.drew``, whatever the events say) or revealed hidden information cannot be taken
        back. (The controller adds the third part: never across another player's action.)"""
        if entry is not None and entry.drew:
            return False
        return not any(e.rolls or e.reveal for e in events)

    def events_for(self, state: Any, events: Sequence[Event], player: str | None) -> list[Event]:
        """The events of one action that ``player`` may read (``state`` is the state the action
        was applied to). The audience on each event decides; a ruleset may narrow it further."""
        return visible_events(events, player)

    def observe_action(self, state: Any, action: Any, player: str | None) -> Any | None:
        """What ``player`` may learn of ``action`` (played in ``state``) before the game is over:
        the action itself (the default: actions are played in the open), the same action with its
        secret parts blanked (a card contributed face down, a sum promised in secret), or None
        when only the fact that its actor acted may be known. Actions of a simultaneous phase
        count as learned when the phase is revealed. Remote play uses it to find what a turn file
        must not carry to a party (docs/remote-play.md); ``events_for`` says the same in words."""
        return action

    def stand_in(self, state: Any, blanked: Any) -> Any | None:
        """What copies that may not see a secret action apply in its place, given its blanked form
        (``observe_action(state, action, None)``): a legal action with the same public effect, or
        None to apply nothing. Remote play seals a secret action only where the ruleset answers
        this; NotImplementedError (the default, and for any kind of action a ruleset never seals)
        means the action travels in the clear.
        The stand-in must draw no dice and never make a later legal action illegal."""
        raise NotImplementedError

    def face_down(self, opts: Any) -> Any | None:
        """The decks dealt face down between parties when the game is played by file with
        face-down cards (docs/remote-play.md, "The crusade with face-down cards"): an object
        with the interface :mod:`lionheart_core.remote_cards` uses (``decks``, ``dealt``,
        ``opening``, ``ledger``, ``dice``, ``faceup``, ``card``, ``reveal``, and ``place`` for a
        card of a deck read outside the hands, or None for a hand's deck; optionally ``piles``,
        every copy's account of decks drawn from by position in play, such as the crusade's edict
        swap), or None (the default: every copy holds the whole game, dealt from the joint dice)."""
        return None

    def decides(self, state: Any, action: Any, blanked: Any) -> bool:
        """Whether the outcome of ``action`` may depend on the secret part of a sealed action of
        another seat (given blanked): remote play then waits for that seat's party to show it
        before playing ``action`` (a bid against a hidden promise)."""
        return False

    def describe(self, state: Any, action: Any) -> Any:
        """The action in a player's words, naming what it concerns (for menus and the log):
        a Msg or text. Only shown to the action's own player or when nothing is hidden."""
        return str(action)

    def turn_summary(self, state: Any) -> Any:
        """One line for the status panel (a Msg or text): who acts now and what is left."""
        if self.is_over(state):
            result = self.result(state)
            return result.message if result else i18n.msg("core:game.over")
        return i18n.msg("core:to_act", players=tuple(self.seat_name(p, getattr(state, "opts", None))
                                                      for p in self.to_move(state)))

    # ---- the position editor (File > New from position) ---------------------------------------
    # A ruleset that supports placing pieces freely implements these; the app then offers a
    # sandbox. Every ruleset supports editing its position text (to_text/from_text).
    def editor_pieces(self, opts: BaseOptions | None = None) -> list[PieceSpec]:
        """The pieces the editor offers (empty: no piece-by-piece editing, text only)."""
        return []

    def editor_blank(self, opts: BaseOptions | None = None) -> Any:
        """An empty board to start a sandbox from."""
        raise IllegalAction(i18n.msg("core:editor.unsupported"))

    def editor_put(self, state: Any, piece: str, cell: Any, size: int | None = None) -> Any:
        """``state`` with a piece of ``piece`` on ``cell`` (replacing what stood there);
        :class:`IllegalAction` when the cell cannot hold it."""
        raise IllegalAction(i18n.msg("core:editor.unsupported"))

    def editor_remove(self, state: Any, cell: Any) -> Any:
        """``state`` without the piece on ``cell``."""
        raise IllegalAction(i18n.msg("core:editor.unsupported"))

    def editor_rotate(self, state: Any, cell: Any) -> Any:
        """``state`` with the piece on ``cell`` turned to its next facing (games with facing)."""
        raise IllegalAction(i18n.msg("core:editor.unsupported"))

    def editor_start(self, state: Any, player: str) -> Any:
        """A playable state from an edited board, ``player`` to act at the start of a turn;
        :class:`IllegalAction` with the reason when the position cannot be played (no King...)."""
        raise IllegalAction(i18n.msg("core:editor.unsupported"))

    def zones(self, state: Any, cell: Any) -> list[Zone]:
        """The areas the rules use for the piece on ``cell`` now (for highlights and sheets)."""
        return []

    def evaluate(self, state: Any, player: str) -> float:
        """A heuristic value of ``state`` for ``player`` in [-1, 1] (bots); 0 when unknown."""
        return 0.0

    def bot_actions(self, state: Any, player: str | None = None) -> list:
        """The legal actions the thinking bots (heuristic, search) weigh: all of them unless a game
        with thousands of near-equal choices (a purchase of any amount for any stronghold) offers
        a non-empty subset a sensible player would consider. The random level uses
        :meth:`legal_actions`."""
        return self.legal_actions(state, player)

    def search_stops_after(self, action: Any) -> bool:
        """Whether the search level values the position after ``action`` by :meth:`evaluate`
        alone instead of searching the replies. A game whose turns are long phases of one side
        says so for the action that ends a phase: its value then stands beside those of the
        phase's other actions, which the search follows with the same side still to act (else
        ending a phase is scored against the opponent's best reply, and continuing it against
        one's own, and the search keeps making moves to put the reply off). False by default."""
        return False

    def plan_key(self, state: Any) -> Any:
        """Which action of several steps ``state`` is inside, for the search's plans
        (core/bots/plans.py): two positions with the same key (not None) are in the same action,
        so a bot may plan that action's steps as one choice. None (the default): ``state`` is
        not a position where plans are made (every action is its own choice)."""
        return None

    # ---- options ----------------------------------------------------------------------------
    def options_from_dict(self, data: dict[str, Any] | None) -> BaseOptions:
        return self.Options.model_validate(data or {})

    def quick_options(self) -> BaseOptions:
        """Options of a short but complete game of this ruleset, for the generic contract tests
        (tests/core/test_contract.py, test_random_play_contract.py) that play whole random games
        on every registered ruleset. The default is the standard game; a ruleset whose standard
        game is long under random play (the hex variant's secret army building) returns a quick
        variant here, and keeps a test of its full default game elsewhere (marked slow)."""
        return self.Options()

    # ---- actions (one codec for every ruleset: lionheart_core.codec) --------------------------
    def action_to_dict(self, action: Any) -> dict[str, Any]:
        """JSON data of an action, its type namespaced (``"lionheart-1997/Move"``)."""
        return codec.to_json(action)

    def action_from_dict(self, data: dict[str, Any]) -> Any:
        """The action of :meth:`action_to_dict` data; bare type names of old saves are read in
        this ruleset's namespace. Raises :class:`CodecError` (a :class:`LoadError`)."""
        return codec.from_json(data, self.id)

    def action_code(self, action: Any) -> str:
        """The short code of an action (``move gold E2 E3``), context-free."""
        return codec.code(action)

    def action_from_code(self, text: str) -> Any:
        """The action of a code; :class:`CodecError` for a syntax error (no legality check)."""
        return codec.from_code(text, self.id)

    def parse_action(self, state: Any, text: str) -> Any:
        """A legal action from its code, or from an unambiguous beginning of one
        (``move gold E2`` when that unit has one move). Raises :class:`CodecError` (syntax),
        :class:`IllegalAction` (not legal now) or :class:`AmbiguousAction` (several match)."""
        try:
            action = self.action_from_code(text)
        except CodecError:
            cls, given = codec.read_prefix(text, self.id)
            matches = [a for a in self.legal_actions(state) if type(a) is cls
                       and all(getattr(a, name) == value for name, value in given)]
            if len(matches) == 1:
                return matches[0]
            if not matches:
                raise IllegalAction(i18n.msg("core:code.no_match", code=text.strip())) from None
            raise AmbiguousAction(i18n.msg("core:code.ambiguous", code=text.strip(),
                                           options=tuple(self.action_code(a) for a in matches[:6]))) from None
        self.check(state, action)
        return action

    # ---- states as text ---------------------------------------------------------------------
    def dump(self, state: Any) -> str:
        """The state as canonical JSON text with a format version."""
        doc = {"format": STATE_FORMAT, "ruleset": self.id, "state": self.state_to_dict(state)}
        return json.dumps(doc, sort_keys=True, separators=(",", ":"))

    def load(self, text: str | bytes) -> Any:
        """Read a state written by :meth:`dump`; raises :class:`LoadError` with a reason."""
        try:
            doc = json.loads(text)
        except (ValueError, UnicodeDecodeError, RecursionError) as exc:
            raise LoadError(i18n.msg("core:state.unreadable", why=str(exc))) from exc
        if not isinstance(doc, dict):
            raise LoadError(i18n.msg("core:state.not_document"))
        if doc.get("ruleset") != self.id:
            raise LoadError(i18n.msg("core:state.other_ruleset", theirs=repr(doc.get("ruleset")), ours=self.id))
        fmt = doc.get("format")
        if not isinstance(fmt, int) or fmt > STATE_FORMAT:
            raise LoadError(i18n.msg("core:state.newer", fmt=repr(fmt), ours=STATE_FORMAT))
        if not isinstance(doc.get("state"), dict):
            raise LoadError(i18n.msg("core:state.missing"))
        try:
            return self.state_from_dict(doc["state"])
        except LoadError:
            raise
        except Exception as exc:  # any malformed content becomes a clean refusal
            raise LoadError(i18n.msg("core:state.invalid", why=str(exc))) from exc

    def state_hash(self, state: Any) -> str:
        """A short stable fingerprint of a state (sha256 of its canonical JSON)."""
        return hashlib.sha256(self.dump(state).encode()).hexdigest()[:16]

    def log_to_list(self, log: Iterable[LogEntry]) -> list[dict[str, Any]]:
        out = []
        for entry in log:
            item: dict[str, Any] = {"action": self.action_to_dict(entry.action)}
            if entry.rolls is not None:
                item["rolls"] = list(entry.rolls)
            out.append(item)
        return out

    def log_from_list(self, items: Iterable[dict[str, Any]]) -> list[LogEntry]:
        out = []
        for item in items:
            if not isinstance(item, dict) or "action" not in item:
                raise LoadError(i18n.msg("core:state.log_entry"))
            rolls = item.get("rolls")
            if rolls is not None and not isinstance(rolls, list):
                raise LoadError(i18n.msg("core:state.log_rolls"))
            out.append(LogEntry(self.action_from_dict(item["action"]), None if rolls is None else tuple(rolls)))
        return out
