"""Council: a small N-player game with secret hands, simultaneous secret votes and a shuffled deck.

2 to 6 players (the ``players`` option). The first seat (the Abbot) shuffles a deck of 36 cards,
each a tree with a strength of 1 to 36, and deals ``hand`` cards to everyone; nobody sees another's
hand. Then for ``rounds`` rounds all players at once vote with a card from their hand, face down.
When the last vote is in, the votes are turned up: the strongest card carries the round and scores
the round's number in points (round 1 is worth 1, round 4 is worth 4). Everyone then draws a card
in secret while the deck lasts. The highest score wins; equal scores share the win.

It is the contract's test game: hidden hands (observe, determinize), simultaneous moves (every
player is in ``to_move`` at once), chance through a shuffle, events whose audience is one player
(a deal, a draw, a vote before it is shown), a reveal (an undo barrier), N-player results.
"""

from __future__ import annotations

import dataclasses
import random
import re
from dataclasses import dataclass
from typing import Any, Literal

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
from lionheart_core.i18n import Msg

from .messages import DOMAIN, m

CARDS: tuple[str, ...] = (
    "alder", "almond", "apple", "aspen", "bay", "beech", "birch", "box", "cedar", "cherry",
    "chestnut", "cypress", "damson", "elder", "elm", "fig", "fir", "hawthorn", "hazel", "holly",
    "hornbeam", "juniper", "larch", "laurel", "linden", "maple", "medlar", "myrtle", "oak", "olive",
    "pear", "pine", "plum", "poplar", "quince", "rowan",
)
STRENGTH: dict[str, int] = {c: i + 1 for i, c in enumerate(CARDS)}
SEATS: tuple[tuple[str, str], ...] = (("p1", "#8e2c2c"), ("p2", "#2c4f8e"), ("p3", "#3d7a34"),
                                      ("p4", "#b8860b"), ("p5", "#6a3d8e"), ("p6", "#c0561b"))
HIDDEN = "?"


class Options(BaseOptions):
    """Council's options; the defaults are the standard game."""

    players: int = Field(3, ge=2, le=6, description="How many sit at the council.")
    hand: int = Field(3, ge=1, le=5, description="Cards dealt to each player.")
    rounds: int = Field(4, ge=1, le=6, description="Rounds of votes; round n is worth n points.")


@dataclass(frozen=True, slots=True)
class Deal:
    """The first seat shuffles the deck and deals (chance: one shuffle)."""

    player: str
    code = "deal"


@dataclass(frozen=True, slots=True)
class Vote:
    """A secret vote with one card of the player's hand."""

    player: str
    card: str
    code = "vote"


@dataclass(frozen=True, slots=True)
class State:
    """A council position. In an observation ``seed`` is None and every card the viewer may not
    know is ``"?"``: other hands, the deck, the votes cast but not yet shown."""

    opts: Options
    seed: int | None
    dice_pos: int
    phase: Literal["deal", "vote", "over"]
    hands: tuple[tuple[str, ...], ...]  # per seat, in seating order
    votes: tuple[str | None, ...]  # per seat: None (not voted), a card, or "?" (voted, hidden)
    deck: tuple[str, ...]  # top first
    shown: tuple[tuple[str, ...], ...]  # the votes of each finished round, turned up (public)
    scores: tuple[int, ...]
    round: int = 1


def seat_msg(player: str) -> Msg:
    return m(f"seat.{player}")


def card_msg(card: str) -> Msg:
    return m("card", card=card, strength=STRENGTH[card])


class Council(Ruleset):
    id = DOMAIN
    title = m("title")
    facts = GameFacts(min_players=2, max_players=6, simultaneous=True, perfect_information=False,
                      zero_sum=False, chance=frozenset({"shuffle"}), grid="none",
                      max_actions=1 + 6 * 6, player_option="players")
    Options = Options
    action_types = (Deal, Vote)

    # ---- seats and the opening ------------------------------------------------------------------
    def seats(self, opts: Options | None = None) -> tuple[Seat, ...]:
        n = (opts or Options()).players
        return tuple(Seat(sid, seat_msg(sid), colour) for sid, colour in SEATS[:n])

    def new_game(self, opts: Options | None = None, seed: int = 0) -> State:
        opts = opts or Options()
        n = opts.players
        return State(opts, int(seed), 0, "deal", ((),) * n, (None,) * n, CARDS, (), (0,) * n)

    def _ids(self, state: State) -> tuple[str, ...]:
        return tuple(sid for sid, _ in SEATS[:state.opts.players])

    # ---- whose turn, what is legal ----------------------------------------------------------------
    def to_move(self, state: State) -> tuple[str, ...]:
        ids = self._ids(state)
        if state.phase == "deal":
            return (ids[0],)
        if state.phase == "vote":
            return tuple(p for p, v in zip(ids, state.votes, strict=True) if v is None)
        return ()

    def legal_actions(self, state: State, player: str | None = None) -> list:
        out: list = []
        ids = self._ids(state)
        for p in self.to_move(state):
            if player is not None and p != player:
                continue
            if state.phase == "deal":
                out.append(Deal(p))
            else:
                out.extend(Vote(p, c) for c in state.hands[ids.index(p)] if c != HIDDEN)
        return out

    def check(self, state: State, action: Any) -> None:
        if not isinstance(action, Deal | Vote):
            raise IllegalAction(m("refuse.action"))
        if action.player not in self.to_move(state):
            raise IllegalAction(m("refuse.turn", seat=seat_msg(action.player)
                                  if action.player in self._ids(state) else action.player))
        if isinstance(action, Deal) != (state.phase == "deal"):
            raise IllegalAction(m("refuse.action"))
        if isinstance(action, Vote):
            hand = state.hands[self._ids(state).index(action.player)]
            if action.card not in hand or action.card == HIDDEN:
                raise IllegalAction(m("refuse.card", seat=seat_msg(action.player)))

    # ---- the rules ---------------------------------------------------------------------------
    def _apply(self, state: State, action: Any, dice: Dice) -> tuple[State, list[Event]]:
        if isinstance(action, Deal):
            return self._deal(state, action, dice)
        return self._vote(state, action)

    def _deal(self, state: State, action: Deal, dice: Dice) -> tuple[State, list[Event]]:
        ids = self._ids(state)
        n = state.opts.hand
        deck = tuple(dice.shuffle(state.deck))
        events = [Event(m("deal", seat=seat_msg(action.player), n=n))]
        hands = []
        for p in ids:
            hand, deck = deck[:n], deck[n:]
            hands.append(hand)
            events.append(Event(m("dealt", seat=seat_msg(p), cards=tuple(card_msg(c) for c in hand)),
                                audience=(p,), public=Event(m("dealt.public", seat=seat_msg(p), n=n))))
        return dataclasses.replace(state, phase="vote", hands=tuple(hands), deck=deck), events

    def _vote(self, state: State, action: Vote) -> tuple[State, list[Event]]:
        ids = self._ids(state)
        i = ids.index(action.player)
        me = seat_msg(action.player)
        hands = list(state.hands)
        hands[i] = tuple(c for c in hands[i] if c != action.card)
        votes = list(state.votes)
        votes[i] = action.card
        events = [Event(m("vote", seat=me, card=card_msg(action.card)), audience=(action.player,),
                        public=Event(m("vote.public", seat=me)))]
        state = dataclasses.replace(state, hands=tuple(hands), votes=tuple(votes))
        if any(v is None for v in votes):
            return state, events
        # Every vote is in: turn them up, score the round, draw.
        for p, v in zip(ids, votes, strict=True):
            events.append(Event(m("reveal", seat=seat_msg(p), card=card_msg(v)), reveal=True))
        best = max(range(len(ids)), key=lambda k: STRENGTH[votes[k]])
        scores = list(state.scores)
        scores[best] += state.round
        events.append(Event(m("round", seat=seat_msg(ids[best]), round=state.round, n=state.round)))
        deck = state.deck
        last = state.round >= state.opts.rounds
        if not last:
            for k, p in enumerate(ids):
                if deck:
                    hands[k] = hands[k] + (deck[0],)
                    events.append(Event(m("draw", seat=seat_msg(p), card=card_msg(deck[0])), audience=(p,),
                                        public=Event(m("draw.public", seat=seat_msg(p)))))
                    deck = deck[1:]
        state = dataclasses.replace(state, hands=tuple(hands), votes=(None,) * len(ids), deck=deck,
                                    shown=state.shown + (tuple(votes),), scores=tuple(scores),
                                    round=state.round + 1)
        if last or not all(hands):
            if not last:
                events.append(Event(m("over.short")))
            state = dataclasses.replace(state, phase="over")
            events.append(Event(self._result_msg(state)))
        return state, events

    def _winners(self, state: State) -> tuple[str, ...]:
        top = max(state.scores)
        return tuple(p for p, s in zip(self._ids(state), state.scores, strict=True) if s == top)

    def _result_msg(self, state: State) -> Msg:
        winners = self._winners(state)
        return m("over" if len(winners) == 1 else "over.shared", seats=tuple(seat_msg(p) for p in winners), n=max(state.scores))

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def result(self, state: State) -> Result | None:
        if state.phase != "over":
            return None
        return Result(self._winners(state), self._result_msg(state),
                      scores={p: float(s) for p, s in zip(self._ids(state), state.scores, strict=True)})

    # ---- hidden information ---------------------------------------------------------------------
    def observe(self, state: State, player: str | None) -> State:
        ids = self._ids(state)
        hands = tuple(h if p == player else (HIDDEN,) * len(h) for p, h in zip(ids, state.hands, strict=True))
        votes = tuple(v if v is None or p == player else HIDDEN for p, v in zip(ids, state.votes, strict=True))
        return dataclasses.replace(state, seed=None, hands=hands, votes=votes, deck=(HIDDEN,) * len(state.deck))

    def determinize(self, observation: State, player: str, rng: random.Random) -> State:
        """Deal the cards ``player`` cannot see at random among the places they may be."""
        known = {c for h in observation.hands for c in h} | {v for v in observation.votes if v}
        known |= {c for votes in observation.shown for c in votes}
        pool = [c for c in CARDS if c not in known]
        rng.shuffle(pool)

        def fill(cards: tuple[str, ...]) -> tuple[str, ...]:
            return tuple(pool.pop() if c == HIDDEN else c for c in cards)

        hands = tuple(fill(h) for h in observation.hands)
        votes = tuple(pool.pop() if v == HIDDEN else v for v in observation.votes)
        deck = fill(observation.deck)
        return dataclasses.replace(observation, seed=rng.getrandbits(32), hands=hands, votes=votes, deck=deck)

    def evaluate(self, state: State, player: str) -> float:
        """The projected lead over the best other player, in [-1, 1]: each player's score plus a
        share of the points still to win, the share by the power of the cards they hold (a card's
        strength to the fourth: strong cards carry rounds, weak ones hardly count)."""
        ids = self._ids(state)
        i = ids.index(player)
        total = state.opts.rounds * (state.opts.rounds + 1) / 2
        if state.phase == "over":
            top = max(state.scores)
            return 1.0 if state.scores[i] == top else -1.0

        def power(k: int) -> float:
            cards = [c for c in state.hands[k] if c != HIDDEN]
            vote = state.votes[k]
            if vote and vote != HIDDEN:
                cards.append(vote)
            return sum((STRENGTH[c] / len(CARDS)) ** 4 for c in cards)

        powers = [power(k) for k in range(len(ids))]
        whole = sum(powers) or 1.0
        left = sum(range(state.round, state.opts.rounds + 1))
        projected = [s + left * w / whole for s, w in zip(state.scores, powers, strict=True)]
        lead = projected[i] - max(x for k, x in enumerate(projected) if k != i)
        return max(-1.0, min(1.0, lead / total))

    # ---- words for players ------------------------------------------------------------------------
    def describe(self, state: State, action: Any) -> Any:
        if isinstance(action, Vote):
            return m("describe.vote", card=card_msg(action.card))
        return m("describe.deal")

    def turn_summary(self, state: State) -> Any:
        if state.phase == "over":
            return self._result_msg(state)
        if state.phase == "deal":
            return m("summary.deal", seat=seat_msg(self._ids(state)[0]))
        return m("summary.vote", round=state.round, points=state.round,
                 seats=tuple(seat_msg(p) for p in self.to_move(state)))

    # ---- states as data and as text -------------------------------------------------------------
    def state_to_dict(self, state: State) -> dict[str, Any]:
        return {"opts": state.opts.model_dump(), "seed": state.seed, "dice_pos": state.dice_pos,
                "phase": state.phase, "hands": [list(h) for h in state.hands], "votes": list(state.votes),
                "deck": list(state.deck), "shown": [list(v) for v in state.shown],
                "scores": list(state.scores), "round": state.round}

    def state_from_dict(self, data: dict[str, Any]) -> State:
        try:
            opts = Options.model_validate(data["opts"])
            state = State(opts, data["seed"], int(data["dice_pos"]), data["phase"],
                          tuple(tuple(h) for h in data["hands"]), tuple(data["votes"]), tuple(data["deck"]),
                          tuple(tuple(v) for v in data["shown"]), tuple(data["scores"]), int(data["round"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise LoadError(f"not a council state: {exc}") from exc
        self._validate(state)
        return state

    def _validate(self, state: State) -> None:
        n = state.opts.players
        if state.seed is not None and not isinstance(state.seed, int):
            raise LoadError("the seed must be a whole number")
        if state.phase not in ("deal", "vote", "over"):
            raise LoadError(f"unknown phase {state.phase!r}")
        if not (len(state.hands) == len(state.votes) == len(state.scores) == n):
            raise LoadError(f"a council of {n} needs {n} hands, votes and scores")
        seen = [c for h in state.hands for c in h] + [v for v in state.votes if v] + list(state.deck)
        seen += [c for votes in state.shown for c in votes]
        real = [c for c in seen if c != HIDDEN]
        if any(c not in STRENGTH for c in real) or len(set(real)) != len(real):
            raise LoadError("a card is unknown or appears twice")
        if HIDDEN not in seen and len(real) != len(CARDS):
            raise LoadError(f"the council plays with {len(CARDS)} cards, not {len(real)}")
        if any(len(v) != n for v in state.shown) or not all(isinstance(s, int) for s in state.scores):
            raise LoadError("the shown votes or the scores do not fit the table")

    def to_text(self, state: State) -> str:
        """One line, e.g. ``vote r2 3p/3h/4r | bay.fig:- ; ?.?.?:? ; ... | deck ?*24 | shown oak.fig.elm
        | scores 1.0.0 | dice 7/1``: phase and round, options (players/hand/rounds), each seat's hand
        and vote (``-`` not yet voted, ``?`` hidden), the deck (top first), the votes shown in earlier
        rounds, the scores and the dice (``?`` for the seed in an observation). ``?*n`` writes n
        hidden cards."""
        o = state.opts
        seats = " ; ".join(f"{_cards(h)}:{'-' if v is None else v}" for h, v in zip(state.hands, state.votes,
                                                                                   strict=True))
        shown = ",".join(".".join(v) for v in state.shown) or "-"
        seed = "?" if state.seed is None else str(state.seed)
        return (f"{state.phase} r{state.round} {o.players}p/{o.hand}h/{o.rounds}r | {seats} | "
                f"deck {_cards(state.deck)} | shown {shown} | scores {'.'.join(map(str, state.scores))} | "
                f"dice {seed}/{state.dice_pos}")

    def from_text(self, text: str) -> State:
        parts = [p.strip() for p in str(text).split("|")]
        if len(parts) != 6:
            raise LoadError("a council position has six parts separated by '|'")
        head = re.fullmatch(r"(deal|vote|over) r(\d+) (\d)p/(\d)h/(\d)r", parts[0])
        if not head:
            raise LoadError(f"cannot read {parts[0]!r}: expected e.g. 'vote r2 3p/3h/4r'")
        phase, rnd, players, hand, rounds = head.groups()
        try:
            opts = Options(players=int(players), hand=int(hand), rounds=int(rounds))
        except ValueError as exc:
            raise LoadError(f"options out of range: {parts[0]!r}") from exc
        hands, votes = [], []
        for seat in parts[1].split(";"):
            cards, sep, vote = seat.strip().rpartition(":")
            if not sep:
                raise LoadError(f"a seat is written 'cards:vote', not {seat.strip()!r}")
            hands.append(_read_cards(cards))
            votes.append(None if vote == "-" else vote)
        deck = re.fullmatch(r"deck (\S*)", parts[2])
        shown = re.fullmatch(r"shown (\S+)", parts[3])
        scores = re.fullmatch(r"scores ([\d.]+)", parts[4])
        dice = re.fullmatch(r"dice (\?|\d+)/(\d+)", parts[5])
        if not (deck and shown and scores and dice):
            raise LoadError("cannot read the deck, the shown votes, the scores or the dice")
        state = State(opts, None if dice.group(1) == "?" else int(dice.group(1)), int(dice.group(2)), phase,
                      tuple(hands), tuple(votes), _read_cards(deck.group(1)),
                      () if shown.group(1) == "-" else tuple(tuple(v.split(".")) for v in shown.group(1).split(",")),
                      tuple(int(s) for s in scores.group(1).split(".")), int(rnd))
        self._validate(state)
        return state


def _cards(cards: tuple[str, ...]) -> str:
    """Cards joined by dots, runs of hidden ones as ``?*n``; ``-`` for none."""
    out: list[str] = []
    run = 0
    for c in (*cards, None):
        if c == HIDDEN:
            run += 1
            continue
        if run:
            out.append(HIDDEN if run == 1 else f"{HIDDEN}*{run}")
            run = 0
        if c is not None:
            out.append(c)
    return ".".join(out) or "-"


def _read_cards(text: str) -> tuple[str, ...]:
    if text in ("", "-"):
        return ()
    out: list[str] = []
    for part in text.split("."):
        hidden = re.fullmatch(r"\?\*(\d+)", part)
        out.extend([HIDDEN] * int(hidden.group(1)) if hidden else [part])
    return tuple(out)


RULESET = Council()
