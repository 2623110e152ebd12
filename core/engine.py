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

from . import dice as dice_mod

STATE_FORMAT = 1


class IllegalAction(Exception):
    """An action the rules refuse. ``reason`` is written for a player; the state is untouched."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class LoadError(ValueError):
    """A state or save text that cannot be read (corrupt, truncated, foreign or too new)."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the log.

    ``key`` and ``args`` let the log be translated later; ``text`` is the English line.
    ``rolls`` holds every die rolled for this event as ``(kind, faces)`` pairs, so the log can
    draw dice; ``reveal`` marks hidden information becoming public (an undo barrier).
    """

    key: str
    text: str
    args: dict[str, Any] = field(default_factory=dict)
    rolls: tuple[tuple[str, tuple], ...] = ()
    reveal: bool = False

    def __str__(self) -> str:
        return self.text

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "text": self.text,
            "args": self.args,
            "rolls": [[kind, list(faces)] for kind, faces in self.rolls],
            "reveal": self.reveal,
        }


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended: the winners (empty for a draw), a reason a player reads, and scores."""

    winners: tuple[str, ...]
    reason: str
    scores: dict[str, float] | None = None

    @property
    def is_draw(self) -> bool:
        return not self.winners


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One applied action in a game's history. ``rolls`` holds the dice values when they did not
    come from the game's seed (scripted dice in tests), so replay can use the same values."""

    action: Any
    rolls: tuple | None = None


class BaseOptions(BaseModel):
    """Base of every ruleset's options; the defaults are the standard game."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Ruleset(ABC):
    """Base class of every ruleset. Subclasses implement the abstract rule methods; a ruleset that
    misses one cannot be created."""

    id: ClassVar[str]
    title: ClassVar[str]
    Options: ClassVar[type[BaseOptions]]
    action_types: ClassVar[tuple[type, ...]]

    # ---- the rules (each ruleset implements these) ----------------------------------------
    @abstractmethod
    def players(self, opts: BaseOptions) -> tuple[str, ...]:
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
            return dataclasses.replace(new_state, dice_pos=source.position), events
        return self._apply(state, action, dice)

    def step(self, state: Any, action: Any, dice: dice_mod.Dice | None = None) -> tuple[Any, list[Event], LogEntry]:
        """:meth:`apply` plus the :class:`LogEntry` that replays it."""
        if dice is None:
            new_state, events = self.apply(state, action)
            return new_state, events, LogEntry(action)
        recorder = dice_mod.Recorder(dice)
        new_state, events = self.apply(state, action, recorder)
        return new_state, events, LogEntry(action, tuple(recorder.values))

    def replay(self, opts: BaseOptions, seed: int, log: Iterable[LogEntry]) -> Any:
        """Rebuild a state from options, seed and action log."""
        state = self.new_game(opts, seed)
        for entry in log:
            dice = None if entry.rolls is None else dice_mod.Scripted(entry.rolls)
            state, _ = self.apply(state, entry.action, dice)
        return state

    def undoable(self, action: Any, events: Sequence[Event]) -> bool:
        """Board Game Arena's undo policy as far as the rules know it: an action that rolled dice or
        revealed hidden information cannot be taken back. (The controller adds the third part:
        never across another player's action.)"""
        return not any(e.rolls or e.reveal for e in events)

    def describe(self, state: Any, action: Any) -> str:
        """The action in a player's words, naming what it concerns (for menus and the log)."""
        return str(action)

    def turn_summary(self, state: Any) -> str:
        """One line for the status panel: who acts now and what is left of the turn."""
        if self.is_over(state):
            result = self.result(state)
            return result.reason if result else "The game is over."
        return "To act: " + ", ".join(self.to_move(state))

    def evaluate(self, state: Any, player: str) -> float:
        """A heuristic value of ``state`` for ``player`` in [-1, 1] (bots); 0 when unknown."""
        return 0.0

    # ---- options ----------------------------------------------------------------------------
    def options_from_dict(self, data: dict[str, Any] | None) -> BaseOptions:
        return self.Options.model_validate(data or {})

    # ---- actions ----------------------------------------------------------------------------
    def action_to_dict(self, action: Any) -> dict[str, Any]:
        data = {"type": type(action).__name__}
        for f in dataclasses.fields(action):
            value = getattr(action, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data

    def action_from_dict(self, data: dict[str, Any]) -> Any:
        if not isinstance(data, dict) or "type" not in data:
            raise LoadError("an action must be an object with a 'type'")
        by_name = {t.__name__: t for t in self.action_types}
        cls = by_name.get(data["type"])
        if cls is None:
            raise LoadError(f"unknown action type {data['type']!r} for {self.id}")
        kwargs = {}
        for f in dataclasses.fields(cls):
            if f.name not in data:
                raise LoadError(f"action {data['type']} lacks '{f.name}'")
            value = data[f.name]
            kwargs[f.name] = tuple(value) if isinstance(value, list) else value
        extra = set(data) - {"type"} - set(kwargs)
        if extra:
            raise LoadError(f"action {data['type']} has unknown fields {sorted(extra)}")
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise LoadError(f"bad action {data['type']}: {exc}") from exc

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
            raise LoadError(f"not a readable state: {exc}") from exc
        if not isinstance(doc, dict):
            raise LoadError("not a state document")
        if doc.get("ruleset") != self.id:
            raise LoadError(f"this state belongs to {doc.get('ruleset')!r}, not {self.id!r}")
        fmt = doc.get("format")
        if not isinstance(fmt, int) or fmt > STATE_FORMAT:
            raise LoadError(f"state format {fmt!r} is newer than this program reads ({STATE_FORMAT})")
        if not isinstance(doc.get("state"), dict):
            raise LoadError("the state is missing")
        try:
            return self.state_from_dict(doc["state"])
        except LoadError:
            raise
        except Exception as exc:  # any malformed content becomes a clean refusal
            raise LoadError(f"the state is not valid: {exc}") from exc

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
                raise LoadError("a log entry must be an object with an 'action'")
            rolls = item.get("rolls")
            if rolls is not None and not isinstance(rolls, list):
                raise LoadError("a log entry's 'rolls' must be a list")
            out.append(LogEntry(self.action_from_dict(item["action"]), None if rolls is None else tuple(rolls)))
        return out
