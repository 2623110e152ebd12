"""Pledge (``test-pledge``): a two-player test game of secret choices that outlive their phase.

North and South each pledge 1 to 5 in secret, at once. Then, in turn (North first, ``rounds``
times each), a player names a number: 3 points if it is the other's pledge; every guess also
rolls a die, which scores 1 point on a 6. The highest score wins. With ``blind`` the guesses
score by the die only and the higher pledge scores 2 when the game ends: then no action depends
on a pledge before the end, and the pledges are shown only once the game is over. With
``sequential`` the pledges are made in turn (a secret action in the open sequence of the game).

Its only purpose is to test remote play's sealed actions (docs/remote-play.md, "Sealed
choices"): a pledge is secret from the other side all game (``observe_action`` blanks it, the
other copies apply nothing in its place: ``stand_in``), and a guess is decided by it
(``decides``), so a guess waits until the pledge is shown; at the end every pledge is shown and
checked. A die in each guess keeps the dice in play.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any

from pydantic import Field

from lionheart_core.dice import Dice
from lionheart_core.engine import (
    BaseOptions,
    Event,
    GameFacts,
    IllegalAction,
    LoadError,
    Result,
    Ruleset,
    Seat,
)
from lionheart_core.i18n import msg, register

from .repr_text import ReprText

DOMAIN = "test-pledge"
SEATS = ("north", "south")

register(DOMAIN, {
    "title": "Pledge (test game)",
    "seat.north": "North",
    "seat.south": "South",
    "pledge": "{seat} pledges {n}.",
    "pledge.public": "{seat} pledges in secret.",
    "guess.right": "{seat} names {n}: right.",
    "guess.wrong": "{seat} names {n}: wrong.",
    "six": "{seat} rolls a six.",
    "over": "The game is over.",
    "refuse": "That is not possible now.",
})


def m(key: str, **args) -> Any:
    return msg(f"{DOMAIN}:{key}", **args)


class Options(BaseOptions):
    rounds: int = Field(2, ge=1, le=5, description="Guesses each.")
    sequential: bool = Field(False, description="North pledges, then South (in secret still).")
    blind: bool = Field(False, description="Guesses score by the die only; the higher pledge scores 2 "
                                           "at the end (the pledges are shown only then).")


@dataclass(frozen=True, slots=True)
class Pledge:
    player: str
    amount: int | None  # None: as the other side sees it


@dataclass(frozen=True, slots=True)
class Guess:
    player: str
    n: int


@dataclass(frozen=True, slots=True)
class State:
    opts: Options
    seed: int | None
    dice_pos: int
    pledges: tuple[int | None, ...] = (None, None)  # None: not pledged yet, or hidden
    pledged: tuple[bool, ...] = (False, False)
    guesses: int = 0
    points: tuple[int, ...] = (0, 0)


def other(i: int) -> int:
    return 1 - i


class PledgeGame(ReprText, Ruleset):
    text_name = "pledge"
    id = DOMAIN
    title = m("title")
    facts = GameFacts(min_players=2, max_players=2, simultaneous=True, perfect_information=False,
                      zero_sum=False, chance=frozenset({"dice"}), grid="none")
    Options = Options
    action_types = (Pledge, Guess)

    def seats(self, opts: Options | None = None) -> tuple[Seat, ...]:
        return tuple(Seat(s, m(f"seat.{s}"), "#777777") for s in SEATS)

    def new_game(self, opts: Options | None = None, seed: int = 0) -> State:
        return State(opts or Options(), int(seed), 0)

    def to_move(self, state: State) -> tuple[str, ...]:
        if not all(state.pledged):
            waiting = tuple(s for s, done in zip(SEATS, state.pledged, strict=True) if not done)
            return waiting[:1] if state.opts.sequential else waiting
        if state.guesses < 2 * state.opts.rounds:
            return (SEATS[state.guesses % 2],)
        return ()

    def legal_actions(self, state: State, player: str | None = None) -> list:
        out: list = []
        for s in self.to_move(state):
            if player is None or s == player:
                out += [Pledge(s, n) for n in range(1, 6)] if not all(state.pledged) else \
                       [Guess(s, n) for n in range(1, 6)]
        return out

    def check(self, state: State, action: Any) -> None:
        if action not in self.legal_actions(state):
            raise IllegalAction(m("refuse"))

    def _apply(self, state: State, a: Any, dice: Dice) -> tuple[State, list[Event]]:
        i = SEATS.index(a.player)
        who = m(f"seat.{a.player}")
        if isinstance(a, Pledge):
            pledges = list(state.pledges)
            pledges[i] = a.amount
            pledged = list(state.pledged)
            pledged[i] = True
            return dataclasses.replace(state, pledges=tuple(pledges), pledged=tuple(pledged)), [
                Event(m("pledge", seat=who, n=a.amount), audience=(a.player,),
                      public=Event(m("pledge.public", seat=who)))]
        right = not state.opts.blind and state.pledges[other(i)] == a.n
        (roll,) = dice.d6()
        points = list(state.points)
        points[i] += 3 * right + (roll == 6)
        events = [Event(m("guess.right" if right else "guess.wrong", seat=who, n=a.n), rolls=(("d6", (roll,)),))]
        s = dataclasses.replace(state, guesses=state.guesses + 1, points=tuple(points),
                                dice_pos=state.dice_pos + 1)
        if s.opts.blind and s.guesses >= 2 * s.opts.rounds and s.pledges[0] != s.pledges[1]:
            best = 0 if (s.pledges[0] or 0) > (s.pledges[1] or 0) else 1
            points[best] += 2
            s = dataclasses.replace(s, points=tuple(points))
        if self.is_over(s):
            events.append(Event(m("over"), reveal=True))
        return s, events

    def is_over(self, state: State) -> bool:
        return all(state.pledged) and state.guesses >= 2 * state.opts.rounds

    def result(self, state: State) -> Result | None:
        if not self.is_over(state):
            return None
        best = max(state.points)
        winners = tuple(s for s, p in zip(SEATS, state.points, strict=True) if p == best)
        return Result(winners, m("over"), dict(zip(SEATS, map(float, state.points), strict=True)))

    # ---- secrets ----------------------------------------------------------------------------
    def observe(self, state: State, player: str | None) -> State:
        if self.is_over(state):
            return dataclasses.replace(state, seed=None)
        pledges = tuple(p if s == player else None for s, p in zip(SEATS, state.pledges, strict=True))
        return dataclasses.replace(state, seed=None, pledges=pledges)

    def observe_action(self, state: State, action: Any, player: str | None) -> Any:
        if isinstance(action, Pledge) and action.player != player:
            return Pledge(action.player, None)
        return action

    def stand_in(self, state: State, blanked: Any) -> Any:
        if isinstance(blanked, Pledge):
            return Pledge(blanked.player, 0)  # pledged, amount unknown (0 is no pledge anyone can name)
        raise NotImplementedError  # nothing else is ever sealed

    def decides(self, state: State, action: Any, blanked: Any) -> bool:
        return not state.opts.blind and isinstance(action, Guess) and isinstance(blanked, Pledge) \
            and blanked.player != action.player

    def determinize(self, observation: State, player: str, rng: random.Random) -> State:
        pledges = tuple(rng.randint(1, 5) if p is None and done else p
                        for p, done in zip(observation.pledges, observation.pledged, strict=True))
        return dataclasses.replace(observation, seed=rng.getrandbits(32), pledges=pledges)

    # ---- data -------------------------------------------------------------------------------
    def state_to_dict(self, state: State) -> dict[str, Any]:
        return {"opts": state.opts.model_dump(), "seed": state.seed, "dice_pos": state.dice_pos,
                "pledges": list(state.pledges), "pledged": list(state.pledged), "guesses": state.guesses,
                "points": list(state.points)}

    def state_from_dict(self, data: dict[str, Any]) -> State:
        try:
            return State(Options(**data["opts"]), data["seed"], data["dice_pos"], tuple(data["pledges"]),
                         tuple(data["pledged"]), data["guesses"], tuple(data["points"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise LoadError(f"not a pledge position ({exc})") from None


RULESET = PledgeGame()
