"""Sub-games: a game of another ruleset played inside a game, its result taken back.

The campaign's battles may be fought on the tactical board: the campaign (the *parent*) opens a
game of the battle's ruleset (the *child*), the players play it through, and the campaign reads
its :class:`~lionheart_core.engine.Result`. The mechanism is small and keeps every promise of the
contract across the boundary:

* **State.** The parent's state holds a :class:`SubGame` while the child runs (a field, usually
  ``sub``): the child's ruleset id, which parent seat plays which child seat, and the child's
  own state. Everything stays an immutable value, so ``apply`` stays pure.
* **Turns and actions.** While the child runs, the parent's ``to_move`` and ``legal_actions``
  are the child's, with child seats mapped to the parent's. A child action travels wrapped in a
  :class:`SubAction` (``player`` is the parent's seat, ``action`` the child's own record), so the
  parent's log, saves and the codec carry it like any other action: its JSON names the child's
  type (``"lionheart-1997/Move"``) and its code reads ``sub red lionheart-1997/Move(gold E2 E3)``.
* **Chance.** The child rolls on the dice the parent was given (one seeded stream, one
  ``dice_pos``: the parent's), so replay is exact and any draw inside the child makes the parent's
  action not undoable, as any draw does.
* **Events.** The child's events pass through with their audiences mapped to parent seats: a
  child's secret stays a secret in the parent's log, read by the same player.
* **Observe and determinize** delegate to the child for the part of the state it owns.
* **Result.** When the child's game ends, :meth:`SubGame.play` returns its result (winners mapped
  to parent seats) and the parent closes the sub-game in the same action; the sub-game it returns
  holds the child's final state, for a parent that takes back more than the result (the losses of
  a battle, to carry into the campaign).
* **Saves and text.** :meth:`SubGame.to_dict` and :meth:`SubGame.to_text` embed the child's own
  ``state_to_dict`` and ``to_text``; reading finds the child ruleset in the registry.

A parent calls these methods from its own rule methods; tests/games/duel_campaign.py is a whole
example, and docs/architecture.md explains the choice.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from . import codec, i18n
from .dice import Dice
from .engine import Event, IllegalAction, LoadError, Result, Ruleset

__all__ = ["SubAction", "SubGame"]


@dataclass(frozen=True, slots=True)
class SubAction:
    """An action of the running sub-game, taken by a seat of the parent game: ``player`` is the
    parent's seat, ``action`` the child ruleset's own action (whose player is a child seat)."""

    player: str
    action: Any
    code = "sub"


# A core record: every parent ruleset reads it (its JSON type is "core/SubAction").
codec.register("core", (SubAction,))


def _rules(ruleset_id: str) -> Ruleset:
    from . import rulesets  # late: the registry imports the rulesets

    try:
        return rulesets.get(ruleset_id)
    except KeyError as exc:
        raise LoadError(i18n.msg("core:subgame.unknown", ruleset=repr(ruleset_id))) from exc


@dataclass(frozen=True, slots=True)
class SubGame:
    """A game of ruleset ``ruleset_id`` running inside a parent state.

    ``seats`` pairs each parent seat that plays in it with its child seat; ``state`` is the
    child's state (an observation of it inside a parent's observation)."""

    ruleset_id: str
    seats: tuple[tuple[str, str], ...]
    state: Any

    # ---- opening ---------------------------------------------------------------------------
    @classmethod
    def open(cls, ruleset_id: str, seats: Mapping[str, str], opts: Any = None, seed: int = 0) -> SubGame:
        """A new game of ``ruleset_id`` with these options; ``seats`` maps parent seats to child
        seats. ``seed`` only names the child's own state (the child rolls on the parent's dice)."""
        rules = _rules(ruleset_id)
        child_seats = rules.players(opts)
        if sorted(seats.values()) != sorted(child_seats):
            raise ValueError(f"{ruleset_id} needs the seats {', '.join(child_seats)}")
        return cls(ruleset_id, tuple(seats.items()), rules.new_game(opts, seed))

    @property
    def rules(self) -> Ruleset:
        return _rules(self.ruleset_id)

    @property
    def title(self) -> Any:
        return self.rules.title

    def child_seat(self, player: str | None) -> str | None:
        """The child seat a parent seat plays (None: not in this sub-game, or a spectator)."""
        return next((c for p, c in self.seats if p == player), None)

    def parent_seat(self, child: str | None) -> str | None:
        return next((p for p, c in self.seats if c == child), None)

    # ---- turns and actions ------------------------------------------------------------------
    def to_move(self) -> tuple[str, ...]:
        """The parent seats that must act in the sub-game now."""
        return tuple(p for p in map(self.parent_seat, self.rules.to_move(self.state)) if p is not None)

    def legal_actions(self, player: str | None = None) -> list[SubAction]:
        """The child's legal actions, wrapped for the parent (for one parent seat if given)."""
        child = None if player is None else self.child_seat(player)
        if player is not None and child is None:
            return []
        rules = self.rules
        return [SubAction(self.parent_seat(rules.actor(a)), a) for a in rules.legal_actions(self.state, child)]

    def check(self, action: Any) -> None:
        """:class:`IllegalAction` unless ``action`` is a legal :class:`SubAction` here: the child's
        own check gives the reason."""
        if not isinstance(action, SubAction):  # the parent's own actions wait for the sub-game
            raise IllegalAction(i18n.msg("core:not_an_action", action=str(action)))
        rules = self.rules
        child = self.child_seat(action.player)
        if child is None or child != rules.actor(action.action):
            raise IllegalAction(i18n.msg("core:not_your_turn", player=str(action.player)))
        rules.check(self.state, action.action)

    def play(self, action: SubAction, dice: Dice) -> tuple[SubGame, list[Event], Result | None]:
        """Apply a (checked) sub-game action on the parent's ``dice``: the sub-game after it, its
        events for the parent's log, and the child's result (winners as parent seats) once the
        child's game is over, else None."""
        rules = self.rules
        state, events = rules.apply_unchecked(self.state, action.action, dice)
        after = dataclasses.replace(self, state=state)
        return after, [self.map_event(e) for e in events], after.result()

    def map_event(self, event: Event) -> Event:
        """A child's event with its audience (and its public line's) named in parent seats."""
        if event.audience is None and event.public is None:
            return event
        audience = None if event.audience is None else tuple(
            p for p in map(self.parent_seat, event.audience) if p is not None)
        public = None if event.public is None else self.map_event(event.public)
        return dataclasses.replace(event, audience=audience, public=public)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def result(self) -> Result | None:
        """The child's result with winners and scores in parent seats; None while it runs."""
        result = self.rules.result(self.state)
        if result is None:
            return None
        scores = None if result.scores is None else {
            self.parent_seat(c): v for c, v in result.scores.items() if self.parent_seat(c) is not None}
        winners = tuple(p for p in map(self.parent_seat, result.winners) if p is not None)
        return Result(winners, result.message, scores)

    def opened_event(self) -> Event:
        return Event(i18n.msg("core:subgame.opened", title=self.title), kind="subgame.opened")

    def closed_event(self, result: Result) -> Event:
        return Event(i18n.msg("core:subgame.closed", title=self.title, reason=result.message),
                     kind="subgame.closed")

    # ---- hidden information -------------------------------------------------------------------
    def observe(self, player: str | None) -> SubGame:
        """What parent seat ``player`` may see of the sub-game (a spectator's view when the seat
        does not play in it)."""
        return dataclasses.replace(self, state=self.rules.observe(self.state, self.child_seat(player)))

    def determinize(self, player: str, rng: random.Random) -> SubGame:
        """A full sub-game agreeing with this observation, for a search bot of ``player``."""
        child = self.child_seat(player)
        rules = self.rules
        if child is None:  # a spectator's view: sample as the first child seat would not know
            child = rules.players(getattr(self.state, "opts", None))[0]
        return dataclasses.replace(self, state=rules.determinize(self.state, child, rng))

    def evaluate(self, player: str) -> float:
        child = self.child_seat(player)
        return 0.0 if child is None else self.rules.evaluate(self.state, child)

    # ---- words ---------------------------------------------------------------------------------
    def describe(self, action: SubAction) -> Any:
        return self.rules.describe(self.state, action.action)

    def turn_summary(self) -> Any:
        return self.rules.turn_summary(self.state)

    # ---- data and text -----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"ruleset": self.ruleset_id, "seats": [list(pair) for pair in self.seats],
                "state": self.rules.state_to_dict(self.state)}

    @classmethod
    def from_dict(cls, data: Any) -> SubGame:
        if not isinstance(data, dict) or set(data) != {"ruleset", "seats", "state"}:
            raise LoadError(i18n.msg("core:subgame.shape"))
        rules = _rules(data["ruleset"])
        seats = data["seats"]
        if not isinstance(seats, list) or not all(
                isinstance(s, list) and len(s) == 2 and all(isinstance(x, str) for x in s) for s in seats):
            raise LoadError(i18n.msg("core:subgame.seats"))
        if not isinstance(data["state"], dict):
            raise LoadError(i18n.msg("core:subgame.state"))
        return cls(data["ruleset"], tuple(tuple(s) for s in seats), rules.state_from_dict(data["state"]))

    def to_text(self) -> str:
        """``<ruleset> <parent>=<child>,... :: <the child's own position text>``."""
        pairs = ",".join(f"{p}={c}" for p, c in self.seats)
        return f"{self.ruleset_id} {pairs} :: {self.rules.to_text(self.state)}"

    @classmethod
    def from_text(cls, text: str) -> SubGame:
        head, sep, child = str(text).partition(" :: ")
        parts = head.split()
        if not sep or len(parts) != 2:
            raise LoadError(i18n.msg("core:subgame.text", text=repr(text)))
        rules = _rules(parts[0])
        seats = []
        for pair in parts[1].split(","):
            p, eq, c = pair.partition("=")
            if not (eq and p and c):
                raise LoadError(i18n.msg("core:subgame.pair", pair=repr(pair)))
            seats.append((p, c))
        return cls(parts[0], tuple(seats), rules.from_text(child))
