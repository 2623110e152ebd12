"""Richard the Lionheart (crusade): the ruleset. The rules of a round are in play.py, the position
as text and data in notation.py, the bots' evaluation in evaluation.py. Readings of open points
are in docs/rules-notes.md ("crusade")."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any

from ...dice import Dice, Scripted, Seeded, UnscriptedRoll
from ...engine import Event, GameFacts, IllegalAction, PieceSpec, Result, Ruleset, Seat
from ...i18n import Msg
from . import notation
from .data import CARD_TYPES, game_data, grid, location_ids
from .evaluation import evaluate as evaluate_position
from .messages import card_name, cards_text, faction_name, m, seat_name, track_name
from .model import (
    ACTION_TYPES,
    HIDDEN,
    Act,
    Buy,
    ChooseSide,
    Contribute,
    Discard,
    KeepEdict,
    Move,
    Options,
    Pass,
    Place,
    Player,
    State,
    Stay,
    TakeCard,
    Trade,
)
from .play import (
    CARD_INDEX,
    EDICT_DECKS,
    Work,
    act_options,
    board_side,
    cast,
    colour,
    contributions,
    current,
    edict_text,
    movement_points,
    moves,
    own_colour,
    price,
    result_message,
    sort_cards,
    third_card_cost,
)
from .texts import ability_text, event_card_text, location_text

COLOURS = {"richard": "#b3261e", "john": "#2e7d32", "neutral": "#1f5fa8"}
# Lighter and darker tones per seat within a faction, so allies stay told apart.
SHADES = {"robin": "#b3261e", "marian": "#d9534f", "little_john": "#8b1a1a", "tuck": "#e57373",
          "prince_john": "#2e7d32", "isabella": "#66bb6a", "sheriff": "#1b5e20", "ely": "#81c784",
          "leopold": "#1f5fa8", "marie": "#5c8fd6"}
BUY_ITEMS = ("random", "reserve", "prestige", "horse", "ship", "skill")


class Crusade(Ruleset):
    id = "crusade"
    title = m("title")
    facts = GameFacts(
        min_players=2, max_players=6,
        simultaneous=False,  # every phase is played in turn order (contributions face down)
        perfect_information=False,  # hands, edicts, decks and contributions are hidden
        zero_sum=False,
        chance=frozenset({"shuffle", "draw"}),
        grid="graph",
        # Ten rounds at most; in a round of six: the side, 4 decisions per traveller, 5 allies'
        # cards per traveller at most, a trade and a purchase each, a contribution each.
        max_actions=10 * (1 + 6 * 4 + 6 * 5 + 6 * 2 + 6),
        player_option="players",
    )
    Options = Options
    action_types = ACTION_TYPES

    # ---- set-up -----------------------------------------------------------------------------
    def seats(self, opts: Options | None = None) -> tuple[Seat, ...]:
        opts = opts or Options()
        chars = game_data().characters
        return tuple(Seat(c, seat_name(c), SHADES.get(c, COLOURS[chars[c].faction])) for c in cast(opts))

    def random_characters(self, players: int, seed: int) -> Options:
        """Options with characters drawn at random (the rulebook hands them out at random or by
        choice; the choice is the ``characters`` option), drawn on the seeded dice."""
        data = game_data()
        row = data.setup[players]
        dice = Seeded(int(seed))
        chosen: list[str] = []
        for faction in ("richard", "john"):
            pool = [c for c, ch in data.characters.items() if ch.faction == faction]
            chosen += dice.shuffle(pool)[:getattr(row, faction)]
        return Options(players=players, characters=tuple(chosen))

    def grid(self, opts: Options | None = None) -> Any:
        return grid()

    def new_game(self, opts: Options | None = None, seed: int = 0) -> State:
        opts = opts or Options()
        dice = Seeded(int(seed))
        state, _ = self.setup_events(opts, dice, int(seed))
        return dataclasses.replace(state, dice_pos=dice.position)

    def setup(self, opts: Options, dice: Dice, seed: int | None = 0) -> State:
        """:meth:`setup_events` without its events."""
        return self.setup_events(opts, dice, seed)[0]

    def setup_events(self, opts: Options, dice: Dice, seed: int | None = 0) -> tuple[State, list[Event]]:
        """The opening state, drawing on ``dice`` in this order (tests script it): the Provisions
        deck (a shuffle of 90), the Richard, John and Neutral edict piles (shuffles of 5; the
        Neutral's only with a Neutral seated), the event deck (a shuffle of 18), the first player
        (a draw among the seats). Hands are dealt from the top of the Provisions deck in seating
        order; then round one begins with its event."""
        data = game_data()
        cards = data.cards
        seats = cast(opts)
        chars = data.characters
        provisions = dice.shuffle([t for t in CARD_TYPES for _ in range(cards.provisions_per_type)])
        reserve = tuple(cards.per_type - cards.provisions_per_type - cards.crusade_start_per_type
                        for _ in CARD_TYPES)
        crusade = tuple((t, "") for t in CARD_TYPES for _ in range(cards.crusade_start_per_type))
        has_neutral = any(chars[s].faction == "neutral" for s in seats)
        decks = []
        for deck in EDICT_DECKS:
            ids = [e.id for e in data.edicts if e.deck == deck]
            decks.append(dice.shuffle(ids) if deck != "neutral" or has_neutral else ids)
        event_deck = tuple(dice.shuffle([e.id for e in data.events]))
        players = []
        for s in seats:
            ch = chars[s]
            deck = decks[EDICT_DECKS.index(ch.faction)]
            edict = deck.pop(0)
            n = cards.neutral_hand if ch.faction == "neutral" else cards.hand
            hand = sort_cards(provisions[:n])
            del provisions[:n]
            players.append(Player(s, ch.faction, ch.coins, 0, hand, edict,
                                  side="" if ch.faction == "neutral" else ch.faction))
        first = dice.choice_index(len(seats))
        tr = data.tracks
        state = State(opts=opts, seed=seed, dice_pos=0, phase="travel", round=1, first=first, step=0,
                      players=tuple(players), tracks=(tr.richard_army, tr.saladin_army, tr.kings_return,
                                                      tr.kings_treasure),
                      reserve=reserve, provisions=tuple(provisions), crusade=crusade, event=None,
                      event_deck=event_deck, discards=(), edict_decks=tuple(tuple(d) for d in decks))
        w = Work(state, dice)
        w.start_round()
        return w.freeze(), w.events

    # ---- whose turn --------------------------------------------------------------------------
    def to_move(self, state: State) -> tuple[str, ...]:
        who = current(state)
        return () if who is None else (who,)

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def result(self, state: State) -> Result | None:
        o = state.outcome
        if o is None:
            return None
        seats = tuple(p.seat for p in state.players)
        return Result(o.winners, result_message(o, seats), {s: float(v) for s, v in zip(seats, o.scores, strict=True)})

    # ---- legal actions -----------------------------------------------------------------------
    def legal_actions(self, state: State, player: str | None = None) -> list:
        who = current(state)
        if who is None or (player is not None and player != who):
            return []
        p = state.player(who)
        if state.pending:
            head = state.pending[0]
            if head.kind == "act":
                return [*act_options(state, who), Pass(who)]
            if head.kind == "discard":
                return [Discard(who, c) for c in dict.fromkeys(p.hand)]
            if head.kind == "edict":
                return [KeepEdict(who, e) for e in dict.fromkeys(head.options)]
            mine = own_colour(p)
            return [*(TakeCard(who, t) for t in CARD_TYPES if colour(t) == mine and state.reserve[CARD_INDEX[t]]),
                    Pass(who)]
        if state.phase == "side":
            return [ChooseSide(who, "richard"), ChooseSide(who, "john")]
        if state.phase == "travel":
            if p.location is None:
                taken = {q.location for q in state.players}
                return [Place(who, loc) for loc in location_ids() if loc not in taken]
            return moves(state, who) or [Stay(who)]
        if state.phase == "purchase":
            return [*self._trades(state, p), *self._buys(state, p), Pass(who)]
        if state.phase == "contribute":
            return contributions(state, who)
        return []

    def _buys(self, state: State, p: Player) -> list[Buy]:
        out = []
        for item in BUY_ITEMS:
            cost = price(state, p.seat, item)
            if cost > p.coins or (item in ("horse", "ship", "skill") and getattr(p, item)):
                continue
            if item == "random" and not state.provisions:
                continue
            if item == "reserve":
                out.extend(Buy(p.seat, item, t) for t in CARD_TYPES if state.reserve[CARD_INDEX[t]])
            else:
                out.append(Buy(p.seat, item))
        return out

    def _trades(self, state: State, p: Player) -> list[Trade]:
        if p.faction != "neutral" or not p.skill or state.traded:
            return []
        count = Counter(p.hand)
        return [Trade(p.seat, t) for t in CARD_TYPES if count[t] >= 2]

    # ---- checking -----------------------------------------------------------------------------
    def check(self, state: State, action: Any) -> None:
        if not isinstance(action, ACTION_TYPES):
            raise IllegalAction(m("refuse.not_action", action=repr(action), title=self.title))
        if state.phase == "over":
            raise IllegalAction(m("refuse.over"))
        seats = {p.seat for p in state.players}
        if action.player not in seats:
            raise IllegalAction(m("refuse.no_seat", player=repr(action.player)))
        if action.player != current(state):
            raise IllegalAction(m("refuse.not_turn", player=seat_name(action.player)))
        try:
            if action in self.legal_actions(state, action.player):
                return
            reason = self._why(state, action)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):
            reason = m("refuse.malformed")
        raise IllegalAction(reason)

    def _why(self, state: State, a: Any) -> Msg:
        """A reason a player understands for an action that is not among the legal ones."""
        expected = {ChooseSide: "side", Place: "travel", Move: "travel", Stay: "travel", Buy: "purchase",
                    Trade: "purchase", Contribute: "contribute"}
        pending_kind = {Act: "act", Discard: "discard", KeepEdict: "edict", TakeCard: "allies"}
        head = state.pending[0].kind if state.pending else None
        if type(a) in pending_kind and pending_kind[type(a)] != head:
            return m("refuse.wrong_phase", phase=m(f"phase.{state.phase}"))
        if type(a) in expected and (head is not None or expected[type(a)] != state.phase):
            return m("refuse.wrong_phase", phase=m(f"phase.{state.phase}"))
        p = state.player(a.player)
        if isinstance(a, ChooseSide):
            return m("refuse.side")
        if isinstance(a, Place):
            if a.to not in location_ids():
                return m("refuse.no_location", location=str(a.to))
            return m("refuse.occupied", location=a.to)
        if isinstance(a, Move):
            return self._why_move(state, p, a)
        if isinstance(a, Stay):
            return m("refuse.can_move")
        if isinstance(a, Buy):
            if a.item in ("horse", "ship", "skill") and getattr(p, a.item):
                return m("refuse.owned")
            if a.item in BUY_ITEMS and price(state, p.seat, a.item) > p.coins:
                return m("refuse.coins", n=price(state, p.seat, a.item))
            if a.item == "reserve" and a.card in CARD_TYPES:
                return m("refuse.reserve", card=card_name(a.card))
            return m("refuse.not_offered")
        if isinstance(a, Contribute):
            return m("refuse.contribute", n=third_card_cost(state, p.seat))
        if isinstance(a, Trade):
            return m("refuse.trade")
        if isinstance(a, Act):
            return m("refuse.act", reason=self._why_act(state, p, a))
        return m("refuse.not_offered")

    def _why_move(self, state: State, p: Player, a: Move) -> Msg:
        path = tuple(a.path)
        if not path:
            return m("refuse.must_move")
        limit = movement_points(state, p)
        if len(path) > limit:
            return m("refuse.too_far", n=limit)
        g = grid()
        seen = {p.location}
        prev = p.location
        for loc in path:
            if loc not in location_ids():
                return m("refuse.no_location", location=str(loc))
            kinds = g.connection(prev, loc)
            if kinds is None:
                return m("refuse.not_joined", a=prev, b=loc)
            if "road" not in kinds and not p.ship:
                return m("refuse.water")
            if loc in seen:
                return m("refuse.twice")
            seen.add(loc)
            prev = loc
        if any(q.location == path[-1] for q in state.players if q.seat != p.seat):
            return m("refuse.end_occupied")
        for victim in a.rob:
            return m("refuse.rob", victim=seat_name(victim) if victim in {q.seat for q in state.players} else victim)
        return m("refuse.not_offered")

    def _why_act(self, state: State, p: Player, a: Act) -> Msg:
        from .play import alternatives

        alts = alternatives(state, p.location)
        if not isinstance(a.alt, int) or not 0 <= a.alt < len(alts):
            return m("refuse.not_offered")
        alt = alts[a.alt]
        if alt.supporters and (p.side if p.faction == "neutral" else p.faction) != alt.supporters:
            return m("refuse.supporters", faction=faction_name(alt.supporters))
        if p.coins < alt.pay:
            return m("refuse.coins", n=alt.pay)
        count = Counter(p.hand)
        if any(count[c] < n for c, n in alt.give.items()) or alt.give_same or alt.give_own:
            return m("refuse.cards")
        return m("refuse.choice")

    # ---- applying ----------------------------------------------------------------------------
    def _apply(self, state: State, a: Any, dice: Dice) -> tuple[State, list[Event]]:
        w = Work(state, dice)
        seat = a.player
        who = seat_name(seat)
        if isinstance(a, ChooseSide):
            w.put(w.get(seat), side=a.side)
            w.log("side.choose", player=who, side=faction_name(a.side))
            w.set(phase="travel", step=0)
        elif isinstance(a, Place):
            w.put(w.get(seat), location=a.to)
            w.log("place", player=who, to=a.to)
            w.arrive(seat)
        elif isinstance(a, Move):
            self._move(w, a)
        elif isinstance(a, Stay):
            w.log("stay", player=who, location=w.get(seat).location)
            w.settle()
        elif isinstance(a, Act):
            w.act(a)
        elif isinstance(a, Pass):
            self._pass(w, state, seat)
        elif isinstance(a, Discard):
            w.pending.pop(0)
            w.give(seat, (a.card,), log=False)
            w.log("discard", player=who, card=card_name(a.card))
            w.settle()
        elif isinstance(a, KeepEdict):
            head = w.pending.pop(0)
            other = list(head.options)
            other.remove(a.edict)
            w.put(w.get(seat), edict=a.edict)
            w.edict_decks[EDICT_DECKS.index(w.get(seat).faction)].append(other[0])
            public = Event(m("edict.keep.public", player=who))
            w.events.append(Event(m("edict.keep", player=who, edict=edict_text(a.edict)), audience=(seat,),
                                  public=public))
            w.settle()
        elif isinstance(a, TakeCard):
            w.pending.pop(0)
            w.take(seat, (a.card,))
            w.settle()
        elif isinstance(a, Buy):
            self._buy(w, state, a)
        elif isinstance(a, Trade):
            w.give(seat, (a.card, a.card), log=False)
            w.log("trade", player=who, card=card_name(a.card))
            w.draw(seat, 4)
            w.set(traded=True)
        elif isinstance(a, Contribute):
            self._contribute(w, state, a)
        return w.freeze(), w.events

    def _move(self, w: Work, a: Move) -> None:
        seat = a.player
        who = seat_name(seat)
        w.log("move", player=who, to=a.path[-1], path=" – ".join(a.path))
        for victim in a.rob:
            v = w.get(victim)
            index = w.dice.choice_index(len(v.hand))
            pick = getattr(w.dice, "rob", None)  # on views: the card at that place of the ledger's order
            card = v.hand[index] if pick is None else pick(victim, v.hand, index)
            hand = list(v.hand)
            hand.remove(card)
            w.put(v, hand=tuple(hand))
            thief = w.get(seat)
            w.put(thief, hand=sort_cards(thief.hand + (card,)))
            public = Event(m("rob.public", player=who, victim=seat_name(victim)))
            w.events.append(Event(m("rob", player=who, card=card_name(card), victim=seat_name(victim)),
                                  audience=(seat, victim), public=public, kind="rob"))
        w.put(w.get(seat), location=a.path[-1])
        w.arrive(seat)

    def _pass(self, w: Work, state: State, seat: str) -> None:
        who = seat_name(seat)
        if state.pending:
            head = w.pending.pop(0)
            if head.kind == "act":
                w.log("act.pass", player=who, location=w.get(seat).location)
            else:
                w.log("allies.none", player=who)
            w.settle()
            return
        w.log("buy.pass", player=who)
        w.next_player()

    def _buy(self, w: Work, state: State, a: Buy) -> None:
        seat = a.player
        cost = price(state, seat, a.item)
        p = w.get(seat)
        w.put(p, coins=p.coins - cost)
        item = m(f"item.{a.item}") if a.item != "reserve" else card_name(a.card)
        w.log("buy", player=seat_name(seat), item=item, n=cost)
        if a.item == "random":
            w.draw(seat, 1)
        elif a.item == "reserve":
            w.take(seat, (a.card,))
        elif a.item == "prestige":
            w.prestige(seat, 1)
        else:
            w.put(w.get(seat), **{a.item: True})
        w.next_player()

    def _contribute(self, w: Work, state: State, a: Contribute) -> None:
        seat = a.player
        who = seat_name(seat)
        cards = sort_cards(a.cards)
        p = w.get(seat)
        hand = list(p.hand)
        for c in cards:
            hand.remove(c)
        w.put(p, hand=tuple(hand))
        w.crusade.extend((c, seat) for c in cards)
        public = Event(m("contribute", player=who, n=len(cards)))
        w.events.append(Event(m("contribute.own", player=who, cards=cards_text(cards)), audience=(seat,),
                              public=public, kind="contribute"))
        if len(cards) == 3:
            w.coins(seat, -third_card_cost(state, seat))
        missing = max(0, 2 - len(cards))
        lost = min(missing, w.get(seat).prestige)
        if lost:
            w.log("contribute.penalty", player=who, n=lost)
            w.put(w.get(seat), prestige=w.get(seat).prestige - lost)
        w.next_player()

    # ---- hidden information ----------------------------------------------------------------
    def observe(self, state: State, player: str | None) -> State:
        return notation.observe(state, player)

    def observe_action(self, state: State, action: Any, player: str | None) -> Any:
        """The edict kept and the cards contributed face down stay with their player (how many
        cards is public)."""
        if getattr(action, "player", None) == player:
            return action
        if isinstance(action, KeepEdict):
            return KeepEdict(action.player, HIDDEN)
        if isinstance(action, Contribute):
            return Contribute(action.player, (HIDDEN,) * len(action.cards))
        return action

    def stand_in(self, state: State, blanked: Any) -> Any:
        """Copies that may not see a contribution apply one of as many cards from the same hand
        (the count and the coins are public); copies that may not see the edict kept keep the
        first of the two (which one goes under its pile is as secret)."""
        if isinstance(blanked, Contribute):
            n = len(blanked.cards)
            hand = state.player(blanked.player).hand
            if HIDDEN in hand:  # a view (crusade/hidden.py): the cards it cannot read first
                return Contribute(blanked.player, tuple(sorted(hand, key=lambda c: c != HIDDEN)[:n]))
            return next(c for c in contributions(state, blanked.player) if len(c.cards) == n)
        if isinstance(blanked, KeepEdict):
            return KeepEdict(blanked.player, state.pending[0].options[0])
        raise NotImplementedError  # nothing else is sealed

    def face_down(self, opts: Any) -> Any:
        """The Provisions deck dealt face down between parties by file (crusade/hidden.py)."""
        from .hidden import FaceDown

        return FaceDown(opts if isinstance(opts, Options) else self.options_from_dict(opts))

    def decides(self, state: State, action: Any, blanked: Any) -> bool:
        """Contributions stay face down while the others contribute; anything else (the last
        contribution, which ends the phase and counts the Crusade deck, and every later action)
        needs them. The edict kept matters to the score (checked when the game is over, when
        every sealed action is shown) and to another player who draws from the same pile (the
        edict that went under it may come up): a location action with the edict swap by a
        player of the same faction, the pile not empty. Read from what every copy sees (a copy
        played by file on its view must answer as every other does)."""
        if isinstance(blanked, KeepEdict):
            if getattr(action, "player", None) == blanked.player or not isinstance(action, Act):
                return False
            from .play import alternatives

            p = state.player(action.player)
            faction = state.player(blanked.player).faction
            alts = alternatives(state, p.location) if p.location is not None else ()
            return (p.faction == faction and 0 <= action.alt < len(alts) and alts[action.alt].edict_swap
                    and bool(state.edict_decks[EDICT_DECKS.index(faction)]))
        if not isinstance(blanked, Contribute):
            return False
        if not isinstance(action, Contribute):
            return True
        try:
            after, _ = self.apply_unchecked(state, action, Scripted([]))
        except UnscriptedRoll:
            return True  # it draws: the phase ends with it
        return after.phase != "contribute"

    def determinize(self, observation: State, player: str, rng: random.Random) -> State:
        return notation.determinize(observation, player, rng)

    # ---- text and files ----------------------------------------------------------------------
    def state_to_dict(self, state: State) -> dict[str, Any]:
        return notation.to_dict(state)

    def state_from_dict(self, data: dict[str, Any]) -> State:
        return notation.from_dict(data)

    def to_text(self, state: State) -> str:
        """The position as one line of ``key=value`` fields (see notation.py); cards are letters,
        red lower case and green upper case (b/B banner, h/H hourglass, c/C chest, ``?`` hidden)."""
        return notation.to_text(state)

    def from_text(self, text: str) -> State:
        return notation.from_text(text)

    def describe(self, state: State, action: Any) -> Msg | str:
        if isinstance(action, Place):
            return m("describe.place", to=action.to)
        if isinstance(action, Move):
            path = " – ".join(action.path)
            if action.rob:
                victims = tuple(seat_name(v) for v in action.rob)
                return m("describe.move.rob", to=action.path[-1], path=path, victims=victims)
            return m("describe.move", to=action.path[-1], path=path)
        if isinstance(action, Act):
            p = state.player(action.player)
            bits = [m("describe.act", location=p.location or "")]
            if action.give:
                bits.append(card_name(action.give))
            if action.card:
                bits.append(card_name(action.card))
            if action.track:
                bits.append(track_name(action.track))
            return bits[0] if len(bits) == 1 else m("cards.list", items=tuple(bits))
        if isinstance(action, Buy):
            return m("describe.buy", item=card_name(action.card) if action.card else m(f"item.{action.item}"))
        if isinstance(action, Contribute):
            return m("describe.contribute", cards=cards_text(action.cards))
        if isinstance(action, ChooseSide):
            return m("describe.side", side=faction_name(action.side))
        if isinstance(action, Pass):
            return m("describe.pass")
        if isinstance(action, Discard):
            return m("describe.discard", card=card_name(action.card))
        if isinstance(action, TakeCard):
            return m("describe.take", card=card_name(action.card))
        if isinstance(action, KeepEdict):
            return m("describe.keep", edict=edict_text(action.edict))
        if isinstance(action, Trade):
            return m("describe.trade", card=card_name(action.card))
        if isinstance(action, Stay):
            return m("describe.stay")
        return str(action)

    def turn_summary(self, state: State) -> Msg:
        if state.phase == "over":
            return self.result(state).message
        who = current(state)
        return m("summary", round=state.round, player=seat_name(who), phase=m(f"phase.{state.phase}"))

    def evaluate(self, state: State, player: str) -> float:
        return evaluate_position(state, player)

    # ---- facts for the GUI -----------------------------------------------------------------
    def edict_text(self, edict_id: str) -> Msg:
        return edict_text(edict_id)

    def next_steps(self, state: State, player: str, path: tuple[str, ...] = ()) -> list[str]:
        """The locations that continue ``path`` (the locations entered so far) towards a legal
        move of ``player`` now: what a figure dragged across the map may enter next."""
        if state.phase != "travel" or state.pending or current(state) != player:
            return []
        path = tuple(path)
        k = len(path)
        return list(dict.fromkeys(a.path[k] for a in self.legal_actions(state, player)
                                  if isinstance(a, Move) and len(a.path) > k and a.path[:k] == path))

    def location_text(self, location: str, opts: Options | None = None) -> Msg:
        """The action of ``location`` on the board side of these options (the reference card)."""
        return location_text(location, board_side(opts or Options()))

    def event_text(self, event_id: str) -> Msg:
        """An event card: its name, its effect and where the Merchant and Mercenary go next."""
        return event_card_text(event_id)

    def ability_text(self, seat: str) -> Msg:
        """A character's ability (from the reconstructed dashboards)."""
        return ability_text(seat)

    def price(self, state: State, player: str, item: str) -> int:
        return price(state, player, item)

    def movement_points(self, state: State, player: str) -> int:
        return movement_points(state, state.player(player))

    # ---- the position editor: figures, Merchant and Mercenary on locations -------------------
    def editor_pieces(self, opts: Options | None = None) -> list[PieceSpec]:
        opts = opts or Options()
        out = [PieceSpec(s.id, s.id, s.name, "pawn") for s in self.seats(opts)]
        if opts.players >= 4:
            out += [PieceSpec("merchant", None, m("merchant"), "coin"),
                    PieceSpec("mercenary", None, m("mercenary"), "lance")]
        return out

    def editor_blank(self, opts: Options | None = None) -> State:
        return self.new_game(opts or Options(), 0)

    def editor_put(self, state: State, piece: str, cell: Any, size: int | None = None) -> State:
        if cell not in location_ids():
            raise IllegalAction(m("refuse.no_location", location=str(cell)))
        if piece in ("merchant", "mercenary"):
            if state.opts.players < 4:
                raise IllegalAction(m("refuse.not_offered"))
            return dataclasses.replace(state, **{piece: cell})
        if piece not in {p.seat for p in state.players}:
            raise IllegalAction(m("refuse.no_seat", player=repr(piece)))
        if any(p.location == cell and p.seat != piece for p in state.players):
            raise IllegalAction(m("refuse.occupied", location=cell))
        players = tuple(dataclasses.replace(p, location=cell) if p.seat == piece else p for p in state.players)
        return dataclasses.replace(state, players=players)

    def editor_remove(self, state: State, cell: Any) -> State:
        players = tuple(dataclasses.replace(p, location=None) if p.location == cell else p for p in state.players)
        return dataclasses.replace(state, players=players,
                                   merchant=None if state.merchant == cell else state.merchant,
                                   mercenary=None if state.mercenary == cell else state.mercenary)

    def editor_start(self, state: State, player: str) -> State:
        """Play from the edited board: ``player`` travels next in round two or later (every
        figure needs a location: only round one places figures)."""
        seats = [p.seat for p in state.players]
        if player not in seats:
            raise IllegalAction(m("refuse.no_seat", player=repr(player)))
        for p in state.players:
            if p.location is None:
                raise IllegalAction(m("editor.figures", player=seat_name(p.seat)))
        neutral_sides = tuple(dataclasses.replace(p, side=p.side or "richard") if p.faction == "neutral" else p
                              for p in state.players)
        return dataclasses.replace(state, players=neutral_sides, phase="travel", round=max(2, state.round),
                                   first=seats.index(player), step=0, pending=(), outcome=None,
                                   seed=state.seed if state.seed is not None else 0)


RULESET = Crusade()
