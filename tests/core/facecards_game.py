"""Face cards (``test-facecards``): the smallest game in which an action both rolls a die and
plays a card face up from a hand dealt face down, for the tests of play by file with strict dice
and face-down cards (docs/remote-play.md, "Strict dice with face-down cards"). Not shipped.

North and South are each dealt three of six cards numbered 1 to 6 from one deck. In turn (North
first, ``rounds`` times each) a player plays a card of its hand face up and rolls a die: it scores
the card's number plus the roll. The highest score wins. Each hand is hidden from the other side.

Played by file with face-down cards (``face_down``), the deck is dealt by mental poker
(:mod:`lionheart_core.remote_cards`): each copy plays on its view (the other hand ``X``), a card
played names the place of its slot and opens it, and under strict dice the play waits for its
roll (``pending``, with its places) until another party's next file reveals a link. In the crusade
no action does both (only a robbing move rolls under strict dice, and it shows no card)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from games.repr_text import ReprText
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

DOMAIN = "test-facecards"
SEATS = ("north", "south")
CARDS = ("1", "2", "3", "4", "5", "6")  # the deck's cards, numbered 0 to 5
HAND = 3
HIDDEN = "X"  # a card this view cannot read (sorts after every card)
DECK = "provisions"  # the name remote play gives a deck of hands

register(DOMAIN, {
    "title": "Face cards (test game)",
    "seat.north": "North",
    "seat.south": "South",
    "deck": "the deck",
    "play": "{seat} plays {card} and rolls {n}.",
    "over": "The game is over.",
    "refuse": "That is not possible now.",
    "lost": "The hands are not what the deal gives.",
})


def m(key: str, **args) -> Any:
    return msg(f"{DOMAIN}:{key}", **args)


class Options(BaseOptions):
    rounds: int = Field(2, ge=1, le=HAND, description="Cards played each.")


@dataclass(frozen=True, slots=True)
class Play:
    player: str
    card: str


@dataclass(frozen=True, slots=True)
class State:
    opts: Options
    seed: int | None
    dice_pos: int
    hands: tuple[tuple[str, ...], ...] = ((), ())
    table: tuple[str, ...] = ()  # the cards played, face up, in order
    points: tuple[int, ...] = (0, 0)


def _sorted(cards) -> tuple[str, ...]:
    return tuple(sorted(cards))


def dealt_hands(order: Sequence[str | None]) -> tuple[tuple[str, ...], ...]:
    """The hands dealt from the top of a deck in this order (``None``: a card not read)."""
    return tuple(_sorted(c or HIDDEN for c in order[i * HAND:(i + 1) * HAND]) for i in range(len(SEATS)))


class FaceCards(ReprText, Ruleset):
    text_name = "face cards"
    id = DOMAIN
    title = m("title")
    facts = GameFacts(min_players=2, max_players=2, simultaneous=False, perfect_information=False,
                      zero_sum=False, chance=frozenset({"shuffle", "dice"}), grid="none")
    Options = Options
    action_types = (Play,)

    def seats(self, opts: Options | None = None) -> tuple[Seat, ...]:
        return tuple(Seat(s, m(f"seat.{s}"), "#777777") for s in SEATS)

    def new_game(self, opts: Options | None = None, seed: int = 0) -> State:
        rng = random.Random(int(seed))
        order = list(CARDS)
        rng.shuffle(order)
        return State(opts or Options(), int(seed), 0, dealt_hands(order))

    def to_move(self, state: State) -> tuple[str, ...]:
        n = len(state.table)
        return (SEATS[n % 2],) if n < 2 * state.opts.rounds else ()

    def legal_actions(self, state: State, player: str | None = None) -> list:
        out: list = []
        for s in self.to_move(state):
            if player is None or s == player:
                out += [Play(s, c) for c in dict.fromkeys(state.hands[SEATS.index(s)]) if c != HIDDEN]
        return out

    def check(self, state: State, action: Any) -> None:
        if action not in self.legal_actions(state):
            raise IllegalAction(m("refuse"))

    def _apply(self, state: State, a: Play, dice: Dice) -> tuple[State, list[Event]]:
        i = SEATS.index(a.player)
        (roll,) = dice.d6()
        hands = list(state.hands)
        hand = list(hands[i])
        hand.remove(a.card)
        hands[i] = tuple(hand)
        points = list(state.points)
        points[i] += int(a.card) + roll
        s = dataclasses.replace(state, hands=tuple(hands), table=state.table + (a.card,), points=tuple(points),
                                dice_pos=state.dice_pos + 1)
        events = [Event(m("play", seat=m(f"seat.{a.player}"), card=a.card, n=roll), rolls=(("d6", (roll,)),))]
        if self.is_over(s):
            events.append(Event(m("over"), reveal=True))
        return s, events

    def is_over(self, state: State) -> bool:
        return len(state.table) >= 2 * state.opts.rounds

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
        hands = tuple(h if s == player else tuple(HIDDEN for _ in h) for s, h in zip(SEATS, state.hands, strict=True))
        return dataclasses.replace(state, seed=None, hands=hands)

    def determinize(self, observation: State, player: str, rng: random.Random) -> State:
        unseen = [c for c in CARDS if c not in observation.table and not any(c in h for h in observation.hands)]
        rng.shuffle(unseen)
        hands = tuple(_sorted(unseen.pop() if c == HIDDEN else c for c in h) for h in observation.hands)
        return dataclasses.replace(observation, seed=rng.getrandbits(32), hands=hands)

    def face_down(self, opts: Any) -> FaceDown:
        return FaceDown(opts)

    # ---- data -------------------------------------------------------------------------------
    def state_to_dict(self, state: State) -> dict[str, Any]:
        return {"opts": state.opts.model_dump(), "seed": state.seed, "dice_pos": state.dice_pos,
                "hands": [list(h) for h in state.hands], "table": list(state.table), "points": list(state.points)}

    def state_from_dict(self, data: dict[str, Any]) -> State:
        try:
            return State(Options(**data["opts"]), data["seed"], data["dice_pos"],
                         tuple(tuple(h) for h in data["hands"]), tuple(data["table"]), tuple(data["points"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise LoadError(f"not a face cards position ({exc})") from None


# ---- play by file with face-down cards (the interface of lionheart_core.remote_cards) ----------

class Ledger:
    """Each seat's hand as the positions of the deck it was dealt, in a public order (every copy
    keeps the same one; which card a position holds is each copy's own)."""

    def __init__(self) -> None:
        self.hands: dict[str, list[int]] = {s: list(range(i * HAND, (i + 1) * HAND)) for i, s in enumerate(SEATS)}
        self.unshown: dict[str, int] = {}  # nothing is given face down in this game

    @staticmethod
    def card(slot: int, read: Callable[[int], str | None]) -> str:
        return read(slot) or HIDDEN

    def rob(self, victim: str, index: int, read: Callable[[int], str | None]) -> str:
        return self.card(self.hands[victim][index], read)

    def positions(self, seat: str, places: Sequence[int]) -> list[int]:
        return [self.hands[seat][k] for k in places]

    def follow(self, action: Any, after: State, events: Sequence[Any], opened: Sequence[int],
               robbed: Sequence[tuple[str, int]], read: Callable[[int], str | None]) -> None:
        """The card played leaves its slot (the place it named); the view's hands must be what
        the slots give."""
        gone = [self.hands[action.player][k] for k in opened]
        for slot in gone:
            self.hands[action.player].remove(slot)
        for seat, hand in zip(SEATS, after.hands, strict=True):
            if _sorted(self.card(s, read) for s in self.hands[seat]) != hand:
                raise ValueError(m("lost"))


class FaceDown:
    """The deck dealt face down: North gets positions 0 to 2, South 3 to 5."""

    def __init__(self, opts: Options) -> None:
        self.opts = opts
        self.decks = {DECK: len(CARDS)}

    def dealt(self) -> dict[str, dict[str, tuple[int, ...]]]:
        return {DECK: {s: tuple(range(i * HAND, (i + 1) * HAND)) for i, s in enumerate(SEATS)}}

    def opening(self, seed: int, known: dict[str, dict[int, int]]) -> State:
        read = known.get(DECK, {})
        order = [CARDS[read[j]] if j in read else None for j in range(len(CARDS))]
        return State(self.opts, seed, 0, dealt_hands(order))

    def ledger(self) -> Ledger:
        return Ledger()

    @staticmethod
    def dice(inner: Dice, rob: Callable) -> Dice:
        return inner  # nothing is robbed in this game

    @staticmethod
    def faceup(state: State, action: Any) -> tuple[str, ...]:
        return (action.card,) if isinstance(action, Play) else ()

    @staticmethod
    def card(deck: str, k: int) -> str:
        return CARDS[k]

    @staticmethod
    def deck_name(name: str) -> Any:
        return m("deck")

    @staticmethod
    def given_face_down(action: Any) -> int:
        return 0

    @staticmethod
    def place(state: State, deck: str, j: int, code: str) -> State | None:
        return None  # a card of a hand: placed by the ledger

    @staticmethod
    def reveal(state: State, seat: str, code: str) -> State:
        i = SEATS.index(seat)
        hand = list(state.hands[i])
        if HIDDEN not in hand:
            raise ValueError(m("lost"))
        hand.remove(HIDDEN)
        hands = list(state.hands)
        hands[i] = _sorted(hand + [code])
        return dataclasses.replace(state, hands=tuple(hands))


RULESET = FaceCards()
