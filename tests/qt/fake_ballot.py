"""A small N-player game for the app's tests: hands, simultaneous secret votes, a shuffled deck.

2 to 6 players (the ``players`` option). The first seat shuffles and deals two bird cards to
everyone; then every round all players at once play a card face down (a secret vote). When all
have voted the cards are revealed, the highest wins the round, and each player draws a new card
in secret. The first to ``target`` rounds wins; an empty deck ends the game with the best score.

Every card has a name no other text uses ("heron", "wren"...), so a test can tell from any
panel's text whether a card hidden from the player at the screen leaked into it.
"""

from __future__ import annotations

import dataclasses
import json
import random
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import Field

from lionheart_core import i18n, rulesets
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

ID = "test-ballot"
CARDS = ("heron", "wren", "finch", "raven", "owl", "kite", "crane", "swan", "eagle", "falcon",
         "stork", "hawk", "lark", "robin", "plover", "curlew")
VALUE = {c: i + 1 for i, c in enumerate(CARDS)}
SEATS = (("p1", "Red", "#b03a2e"), ("p2", "Blue", "#2e5fa8"), ("p3", "Green", "#3f7d3a"),
         ("p4", "Yellow", "#d4a017"), ("p5", "Purple", "#6c3483"), ("p6", "Orange", "#d35400"))
HIDDEN = "?"

i18n.register(ID, {
    "title": "Ballot (test game)",
    "seat.p1": "Red", "seat.p2": "Blue", "seat.p3": "Green", "seat.p4": "Yellow",
    "seat.p5": "Purple", "seat.p6": "Orange",
    "deal": "{seat} shuffles the deck and deals.",
    "dealt": "{seat} is dealt the {a} and the {b}.",
    "dealt.public": "{seat} is dealt two cards.",
    "vote": "{seat} plays the {card} face down.",
    "vote.public": "{seat} plays a card face down.",
    "reveal": "{seat} turns up the {card}.",
    "round": "{seat} wins round {n}.",
    "draw": "{seat} draws the {card}.",
    "draw.public": "{seat} draws a card.",
    "over": "{seat} wins the game.",
    "summary.deal": "{seat} deals.",
    "summary.vote": "Round {n}: waiting for {seats}.",
    "describe.vote": "Play the {card}",
    "describe.deal": "Shuffle and deal",
    "refuse": "That is not possible now.",
})


def m(name: str, **args: Any) -> i18n.Msg:
    return i18n.msg(f"{ID}:{name}", **args)


def seat_msg(p: str) -> i18n.Msg:
    return m(f"seat.{p}")


class Options(BaseOptions):
    players: int = Field(3, ge=2, le=6, description="How many sit at the table.")
    target: int = Field(2, ge=1, le=5, description="Rounds to win the game.")


@dataclass(frozen=True, slots=True)
class Deal:
    player: str
    code = "deal"


@dataclass(frozen=True, slots=True)
class Vote:
    player: str
    card: str
    code = "vote"


@dataclass(frozen=True, slots=True)
class State:
    opts: Options
    seed: int | None
    dice_pos: int
    phase: Literal["deal", "vote", "over"]
    hands: tuple[tuple[str, ...], ...]
    votes: tuple[str | None, ...]
    deck: tuple[str, ...]
    scores: tuple[int, ...]
    round: int = 1
    winners: tuple[str, ...] = ()


class Ballot(Ruleset):
    id = ID
    title = m("title")
    facts = GameFacts(min_players=2, max_players=6, simultaneous=True, perfect_information=False,
                      zero_sum=False, chance=frozenset({"shuffle"}), grid="none",
                      player_option="players")
    Options = Options
    action_types = (Deal, Vote)

    def seats(self, opts: Options | None = None) -> tuple[Seat, ...]:
        n = (opts or Options()).players
        return tuple(Seat(sid, m(f"seat.{sid}"), colour) for sid, _name, colour in SEATS[:n])

    def new_game(self, opts: Options | None = None, seed: int = 0) -> State:
        opts = opts or Options()
        n = opts.players
        return State(opts, int(seed), 0, "deal", ((),) * n, (None,) * n, CARDS, (0,) * n)

    def _index(self, state: State, p: str) -> int:
        return [s.id for s in self.seats(state.opts)].index(p)

    def to_move(self, state: State) -> tuple[str, ...]:
        ids = self.players(state.opts)
        if state.phase == "deal":
            return (ids[0],)
        if state.phase == "vote":
            return tuple(p for i, p in enumerate(ids) if state.votes[i] is None)
        return ()

    def legal_actions(self, state: State, player: str | None = None) -> list:
        out: list = []
        for p in self.to_move(state):
            if player is not None and p != player:
                continue
            if state.phase == "deal":
                out.append(Deal(p))
            else:
                out.extend(Vote(p, c) for c in state.hands[self._index(state, p)] if c != HIDDEN)
        return out

    def check(self, state: State, action: Any) -> None:
        if action not in self.legal_actions(state):
            raise IllegalAction(m("refuse"))

    def _apply(self, state: State, action: Any, dice: Any) -> tuple[State, list[Event]]:
        ids = self.players(state.opts)
        me = seat_msg(action.player)
        if isinstance(action, Deal):
            deck = tuple(dice.shuffle(list(CARDS)))
            hands, events = [], [Event(m("deal", seat=me))]
            for p in ids:
                hand, deck = deck[:2], deck[2:]
                hands.append(hand)
                events.append(Event(m("dealt", seat=seat_msg(p), a=hand[0], b=hand[1]), audience=(p,),
                                    public=Event(m("dealt.public", seat=seat_msg(p)))))
            return dataclasses.replace(state, phase="vote", hands=tuple(hands), deck=deck), events
        i = ids.index(action.player)
        hands = list(state.hands)
        hands[i] = tuple(c for c in hands[i] if c != action.card)
        votes = list(state.votes)
        votes[i] = action.card
        events = [Event(m("vote", seat=me, card=action.card), audience=(action.player,),
                        public=Event(m("vote.public", seat=me)))]
        state = dataclasses.replace(state, hands=tuple(hands), votes=tuple(votes))
        if any(v is None for v in votes):
            return state, events
        for p, v in zip(ids, votes, strict=True):
            events.append(Event(m("reveal", seat=seat_msg(p), card=v), reveal=True))
        best = max(range(len(ids)), key=lambda k: VALUE[votes[k]])
        scores = list(state.scores)
        scores[best] += 1
        events.append(Event(m("round", seat=seat_msg(ids[best]), n=state.round)))
        deck = state.deck
        for k, p in enumerate(ids):
            if deck:
                hands[k] = hands[k] + (deck[0],)
                events.append(Event(m("draw", seat=seat_msg(p), card=deck[0]), audience=(p,),
                                    public=Event(m("draw.public", seat=seat_msg(p)))))
                deck = deck[1:]
        state = dataclasses.replace(state, hands=tuple(hands), votes=(None,) * len(ids), deck=deck,
                                    scores=tuple(scores), round=state.round + 1)
        if max(scores) >= state.opts.target or not all(hands):
            top = max(scores)
            winners = tuple(p for p, s in zip(ids, scores, strict=True) if s == top)
            events.append(Event(m("over", seat=seat_msg(winners[0]))))
            state = dataclasses.replace(state, phase="over", winners=winners)
        return state, events

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def result(self, state: State) -> Result | None:
        if state.phase != "over":
            return None
        return Result(state.winners, m("over", seat=seat_msg(state.winners[0])))

    def observe(self, state: State, player: str | None) -> State:
        ids = self.players(state.opts)
        hands = tuple(h if p == player else (HIDDEN,) * len(h) for p, h in zip(ids, state.hands, strict=True))
        votes = tuple(v if p == player or v is None else HIDDEN for p, v in zip(ids, state.votes, strict=True))
        return dataclasses.replace(state, seed=None, hands=hands, votes=votes,
                                   deck=(HIDDEN,) * len(state.deck))

    def determinize(self, observation: State, player: str, rng: random.Random) -> State:
        known = {c for h in observation.hands for c in h} | {v for v in observation.votes if v}
        pool = [c for c in CARDS if c not in known]
        rng.shuffle(pool)

        def fill(cards: tuple) -> tuple:
            return tuple(pool.pop() if c == HIDDEN else c for c in cards)

        hands = tuple(fill(h) for h in observation.hands)
        votes = tuple(pool.pop() if v == HIDDEN else v for v in observation.votes)
        return dataclasses.replace(observation, seed=rng.getrandbits(32), hands=hands, votes=votes,
                                   deck=fill(observation.deck))

    def state_to_dict(self, state: State) -> dict[str, Any]:
        return {"opts": state.opts.model_dump(), "seed": state.seed, "dice_pos": state.dice_pos,
                "phase": state.phase, "hands": [list(h) for h in state.hands],
                "votes": list(state.votes), "deck": list(state.deck), "scores": list(state.scores),
                "round": state.round, "winners": list(state.winners)}

    def state_from_dict(self, data: dict[str, Any]) -> State:
        try:
            return State(Options.model_validate(data["opts"]), data["seed"], data["dice_pos"],
                         data["phase"], tuple(tuple(h) for h in data["hands"]), tuple(data["votes"]),
                         tuple(data["deck"]), tuple(data["scores"]), data["round"], tuple(data["winners"]))
        except Exception as exc:
            raise LoadError(f"not a ballot state: {exc}") from exc

    def to_text(self, state: State) -> str:
        return json.dumps(self.state_to_dict(state), separators=(",", ":"))

    def from_text(self, text: str) -> State:
        try:
            return self.state_from_dict(json.loads(text))
        except ValueError as exc:
            raise LoadError(f"not a ballot position: {exc}") from exc

    def describe(self, state: State, action: Any) -> Any:
        if isinstance(action, Vote):
            return m("describe.vote", card=action.card)
        return m("describe.deal")

    def turn_summary(self, state: State) -> Any:
        if state.phase == "over":
            return m("over", seat=seat_msg(state.winners[0]))
        if state.phase == "deal":
            return m("summary.deal", seat=seat_msg(self.players(state.opts)[0]))
        return m("summary.vote", n=state.round, seats=tuple(seat_msg(p) for p in self.to_move(state)))


RULESET = Ballot()


def register() -> None:
    rulesets.register(ID, lambda: RULESET)


def hidden_cards(state: State, viewer: str | None, shown: set[str]) -> set[str]:
    """The cards ``viewer`` cannot know in ``state``: every card not in their own hand, their
    own vote, or ``shown`` (turned up on the table earlier)."""
    ids = RULESET.players(state.opts)
    own: set[str] = set()
    if viewer in ids:
        i = ids.index(viewer)
        own = set(state.hands[i]) | ({state.votes[i]} if state.votes[i] else set())
    return set(CARDS) - own - shown
