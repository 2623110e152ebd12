"""The rules of a round of Richard the Lionheart (crusade): set-up, the seven phases, the end.

Everything here works on :class:`Work`, a mutable copy of one state for the length of one action;
the ruleset (rules.py) checks actions and freezes the copy into a new state. Readings of open
points are in docs/rules-notes.md ("crusade").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations, combinations_with_replacement, product

from ...dice import Dice
from ...engine import Event
from .data import (
    ARMIES,
    CARD_TYPES,
    GREEN,
    RED,
    TRACKS,
    Alternative,
    colour_of,
    edicts,
    events,
    game_data,
    grid,
)
from .messages import cards_text, event_name, faction_name, m, seat_name, track_name
from .model import HIDDEN, Act, Contribute, Move, Options, Outcome, Pending, Player, State

CARD_INDEX = {c: i for i, c in enumerate(CARD_TYPES)}
CARD_INDEX[HIDDEN] = len(CARD_TYPES)
TRACK_INDEX = {t: i for i, t in enumerate(TRACKS)}
EDICT_DECKS = ("richard", "john", "neutral")
RICHARD_ARMY, SALADIN_ARMY, KINGS_RETURN, KINGS_TREASURE = range(4)


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=CARD_INDEX.__getitem__))


def colour(card: str) -> str:
    return card[0]


def own_colour(p: Player) -> str:
    """The colour of a player's faction cards: the Neutral's follows its side this round."""
    side = p.side if p.faction == "neutral" else p.faction
    return RED if side == "richard" else GREEN if side == "john" else ""


def supports(p: Player, faction: str) -> bool:
    """Whether ``p`` is sided with ``faction`` (the Neutral by its side this round)."""
    return (p.side if p.faction == "neutral" else p.faction) == faction


def board_side(opts: Options) -> str:
    """Which side of the England board is up: "small" (2-3 players) or "large" (4-6)."""
    return "small" if opts.players <= 3 else "large"


@lru_cache(maxsize=16)
def cast(opts: Options) -> tuple[str, ...]:
    """The characters of a game, in seating order: the factions alternate around the table,
    Richard's first, the Neutral (if any) last."""
    data = game_data()
    row = data.setup[opts.players]
    chosen = opts.characters or ()
    by_faction = {}
    for faction in ("richard", "john"):
        pool = [c for c in chosen if data.characters[c].faction == faction] or \
               [c for c, ch in data.characters.items() if ch.faction == faction]
        by_faction[faction] = pool[:getattr(row, faction)]
    seats: list[str] = []
    for r, j in zip(by_faction["richard"], by_faction["john"], strict=True):
        seats += [r, j]
    if row.neutral:
        seats.append(row.neutral)
    return tuple(seats)


def ability(state: State, seat: str) -> str | None:
    if not state.opts.abilities:
        return None
    return game_data().characters[seat].ability


def order(state: State) -> tuple[str, ...]:
    """The seats in turn order this round, from the first player clockwise."""
    seats = [p.seat for p in state.players]
    return tuple(seats[state.first:] + seats[:state.first])


def contribute_order(state: State) -> tuple[str, ...]:
    """The turn order of phase 4: a character whose ability is to contribute last does so."""
    out = order(state)
    last = [s for s in out if ability(state, s) == "contribute_last"]
    return tuple(s for s in out if s not in last) + tuple(last)


def phase_order(state: State) -> tuple[str, ...]:
    return contribute_order(state) if state.phase == "contribute" else order(state)


def current(state: State) -> str | None:
    """Who acts now: the head of the pending decisions, else the next player of the phase."""
    if state.phase == "over":
        return None
    if state.pending:
        return state.pending[0].player
    if state.phase == "side":
        return next((p.seat for p in state.players if p.faction == "neutral"), None)
    seats = phase_order(state)
    return seats[state.step] if state.step < len(seats) else None


def event_card(state: State):
    return events().get(state.event) if state.event else None


def modifier(state: State, name: str, default=0):
    ev = event_card(state)
    if ev is None:
        return default
    value = getattr(ev.modifiers, name)
    return default if value is None else value


def movement_points(state: State, p: Player) -> int:
    return max(1, (4 if p.horse else 3) + modifier(state, "move"))


def rob_cost(state: State, seat: str) -> int:
    if modifier(state, "free_rob") or ability(state, seat) == "free_rob":
        return 0
    return 1


def price(state: State, seat: str, item: str) -> int:
    """What ``item`` costs ``seat`` in this round's purchase phase."""
    data = game_data().purchase
    row = data.rows[min((state.round - 1) // data.rounds_per_row, len(data.rows) - 1)]
    cost = row[data.columns.index(item)]
    if item == "random":
        cost = modifier(state, "random_cost", cost)
    elif item == "horse":
        cost = max(1, cost - modifier(state, "horse_discount"))
    elif item == "ship":
        cost = max(1, cost - modifier(state, "ship_discount"))
    elif item == "reserve" and ability(state, seat) == "cheap_reserve":
        cost = max(1, cost - 1)
    return cost


def third_card_cost(state: State, seat: str) -> int:
    cost = game_data().purchase.third_card
    event_cost = modifier(state, "third_card_cost", None)
    if event_cost is not None:
        cost = min(cost, event_cost)
    if ability(state, seat) == "cheap_third_card":
        cost = min(cost, 1)
    return cost


def track_can_move(tracks: tuple[int, ...], track: str) -> bool:
    """Location actions move a track one space away from its end (the rulebook's "moving left")."""
    i = TRACK_INDEX[track]
    return tracks[i] > 0 if track in ARMIES else tracks[i] < 10


# ---- travelling ------------------------------------------------------------------------------


def paths(state: State, p: Player) -> tuple[tuple[str, ...], ...]:
    """Every path ``p`` may travel this round (without robbing): 1 to its movement points
    segments, water only with the Ship, never through a location twice; it may end anywhere
    (the caller keeps those that end on an empty location)."""
    return _paths(p.location, p.ship, movement_points(state, p))


@lru_cache(maxsize=512)
def _paths(start: str, ship: bool, limit: int) -> tuple[tuple[str, ...], ...]:
    g = grid()
    kinds = ("road", "water") if ship else ("road",)
    out: list[tuple[str, ...]] = []

    def walk(at: str, path: tuple[str, ...], seen: frozenset[str]) -> None:
        if path:
            out.append(path)
        if len(path) >= limit:
            return
        for nxt in g.neighbours(at, kinds):
            if nxt not in seen:
                walk(nxt, path + (nxt,), seen | {nxt})

    walk(start, (), frozenset((start,)))
    return tuple(out)


def moves(state: State, seat: str) -> list[Move]:
    p = state.player(seat)
    occupied = {q.location: q for q in state.players if q.location is not None and q.seat != seat}
    cost = rob_cost(state, seat)
    limit = movement_points(state, p)
    out = []
    for path in paths(state, p):
        if path[-1] in occupied:
            continue
        rivals = [occupied[loc].seat for loc in path[:-1] if loc in occupied
                  and not supports(occupied[loc], _side(p)) and occupied[loc].hand]
        spare = limit - len(path)
        out.append(Move(seat, path))
        if rivals and (cost == 0 or spare >= cost):
            most = len(rivals) if cost == 0 else min(len(rivals), spare // cost)
            for k in range(1, most + 1):
                for pick in combinations(rivals, k):
                    out.append(Move(seat, path, pick))
    return out


def _side(p: Player) -> str:
    return p.side if p.faction == "neutral" else p.faction


# ---- location actions ------------------------------------------------------------------------


def alternatives(state: State, loc: str) -> tuple[Alternative, ...]:
    return game_data().locations[loc].side(board_side(state.opts))


def act_options(state: State, seat: str) -> list[Act]:
    """Every way ``seat`` may perform the action of the location it stands on."""
    p = state.player(seat)
    if p.location is None:
        return []
    hand = Counter(p.hand)
    mine = own_colour(p)
    out: list[Act] = []
    for i, alt in enumerate(alternatives(state, p.location)):
        if alt.supporters and not supports(p, alt.supporters):
            continue
        if p.coins < alt.pay or any(hand[c] < n for c, n in alt.give.items()):
            continue
        if alt.give_same:
            gives = [t for t in CARD_TYPES if hand[t] - alt.give.get(t, 0) >= alt.give_same]
        elif alt.give_own:
            gives = [t for t in CARD_TYPES if colour(t) == mine and hand[t] - alt.give.get(t, 0) >= 1]
        else:
            gives = [None]
        for give in gives:
            reserve = list(state.reserve)
            for c, n in alt.give.items():
                reserve[CARD_INDEX[c]] += n
            if give is not None:
                reserve[CARD_INDEX[give]] += alt.give_same or alt.give_own
            for c in alt.take:
                if reserve[CARD_INDEX[c]] > 0:
                    reserve[CARD_INDEX[c]] -= 1
            picks: list[str | None] = [None]
            if alt.pick is not None:
                pool = CARD_TYPES if alt.pick == "any" else \
                    tuple(t for t in CARD_TYPES if colour(t) == mine) if alt.pick == "own" else alt.pick
                picks = [t for t in pool if reserve[CARD_INDEX[t]] > 0] or [None]
            tracks = [t for t in alt.track if track_can_move(state.tracks, t)] or [None]
            for card, track in product(picks, tracks):
                out.append(Act(seat, i, card, track, give))
    return out


def contributions(state: State, seat: str) -> list[Contribute]:
    p = state.player(seat)
    top = 3 if p.coins >= third_card_cost(state, seat) else 2
    return [Contribute(seat, combo) for combo in _combos(p.hand, top)]


@lru_cache(maxsize=4096)
def _combos(hand: tuple[str, ...], top: int) -> tuple[tuple[str, ...], ...]:
    """Every multiset of 0 to ``top`` cards a (sorted) hand can give."""
    count = Counter(hand)
    kinds = [t for t in CARD_TYPES if count[t]]
    out: list[tuple[str, ...]] = [()]
    for k in range(1, top + 1):
        for combo in combinations_with_replacement(kinds, k):
            if k == 1 or all(combo.count(t) <= count[t] for t in combo):
                out.append(combo)
    return tuple(out)


# ---- the working copy --------------------------------------------------------------------------


class Work:
    """A mutable copy of a state during one action; :meth:`freeze` makes the new state."""

    def __init__(self, state: State, dice: Dice) -> None:
        self.s = state
        self.dice = dice
        self.players = {p.seat: p for p in state.players}
        self.seats = [p.seat for p in state.players]
        self.reserve = list(state.reserve)
        self.provisions = list(state.provisions)
        self.crusade = list(state.crusade)
        self.tracks = list(state.tracks)
        self.edict_decks = [list(d) for d in state.edict_decks]
        self.pending = list(state.pending)
        self.events: list[Event] = []
        self.fields: dict = {}

    # ---- small changes ---------------------------------------------------------------------
    def get(self, seat: str) -> Player:
        return self.players[seat]

    def put(self, p: Player, **changes) -> Player:
        g = changes.get  # dataclasses.replace, spelt out: this is the hottest line of a playout
        new = Player(p.seat, p.faction, g("coins", p.coins), g("prestige", p.prestige), g("hand", p.hand),
                     g("edict", p.edict), g("location", p.location), g("horse", p.horse), g("ship", p.ship),
                     g("skill", p.skill), g("side", p.side))
        self.players[p.seat] = new
        return new

    def log(self, key: str, audience: tuple[str, ...] | None = None, public: Event | None = None,
            reveal: bool = False, **args) -> None:
        self.events.append(Event(m(key, **args), audience=audience, public=public, reveal=reveal))

    def coins(self, seat: str, n: int) -> None:
        p = self.get(seat)
        if n > 0:
            self.log("gain.coins", player=seat_name(seat), n=n)
        elif n < 0:
            n = -min(p.coins, -n)
            if n:
                self.log("pay", player=seat_name(seat), n=-n)
        self.put(p, coins=p.coins + n)

    def prestige(self, seat: str, n: int) -> None:
        p = self.get(seat)
        if n:
            self.log("gain.prestige", player=seat_name(seat), n=n)
        self.put(p, prestige=max(0, p.prestige + n))

    def draw(self, seat: str, n: int) -> list[str]:
        """``seat`` draws ``n`` cards from the Provisions deck (fewer when it runs out): only the
        drawer reads which."""
        got = self.provisions[:n]
        del self.provisions[:len(got)]
        if got:
            p = self.get(seat)
            self.put(p, hand=sort_cards(p.hand + tuple(got)))
            public = Event(m("draw.public", player=seat_name(seat), n=len(got)))
            # A card seen from the hidden deck cannot be unseen: an undo barrier.
            self.events.append(Event(m("draw", player=seat_name(seat), cards=cards_text(sort_cards(got))),
                                     audience=(seat,), public=public, kind="draw", reveal=True))
        if len(got) < n:
            self.log("draw.empty", player=seat_name(seat))
        return got

    def give(self, seat: str, cards: Iterable[str], log: bool = True) -> None:
        """``seat`` returns ``cards`` from its hand to the Reserve."""
        cards = list(cards)
        p = self.get(seat)
        hand = list(p.hand)
        for c in cards:
            hand.remove(c)
            self.reserve[CARD_INDEX[c]] += 1
        self.put(p, hand=tuple(hand))
        if log and cards:
            self.log("give", player=seat_name(seat), cards=cards_text(sort_cards(cards)))

    def take(self, seat: str, cards: Iterable[str]) -> None:
        """``seat`` takes ``cards`` from the Reserve (those the Reserve still has)."""
        got = []
        for c in cards:
            if c is not None and self.reserve[CARD_INDEX[c]] > 0:
                self.reserve[CARD_INDEX[c]] -= 1
                got.append(c)
        if got:
            p = self.get(seat)
            self.put(p, hand=sort_cards(p.hand + tuple(got)))
            self.log("take", player=seat_name(seat), cards=cards_text(sort_cards(got)))

    def move_track(self, track: str, steps: int) -> None:
        """Move ``track`` ``steps`` spaces towards its end (negative: away from it)."""
        i = TRACK_INDEX[track]
        sign = 1 if track in ARMIES else -1
        value = min(10, max(0, self.tracks[i] + sign * steps))
        if value != self.tracks[i]:
            self.tracks[i] = value
            self.log("track.move", track=track_name(track), value=value)

    # ---- the flow of a round ------------------------------------------------------------------
    def freeze(self) -> State:
        s, f = self.s, self.fields.get
        return State(
            s.opts, s.seed, s.dice_pos, f("phase", s.phase), f("round", s.round), f("first", s.first),
            f("step", s.step), tuple(self.players[x] for x in self.seats), tuple(self.tracks),
            tuple(self.reserve), tuple(self.provisions), tuple(self.crusade), f("event", s.event),
            f("event_deck", s.event_deck), f("discards", s.discards),
            tuple(tuple(d) for d in self.edict_decks), f("merchant", s.merchant), f("mercenary", s.mercenary),
            tuple(self.pending), f("revealed", s.revealed), f("last", s.last), f("traded", s.traded),
            f("outcome", s.outcome))

    def view(self) -> State:
        """The state as it stands now (for the rule helpers that read a state)."""
        return self.freeze()

    def set(self, **fields) -> None:
        self.fields.update(fields)

    def field(self, name: str):
        return self.fields.get(name, getattr(self.s, name))

    def settle(self) -> None:
        """Drop pending decisions that have become empty; when none are left, the player of the
        phase is done and play moves on."""
        while self.pending:
            head = self.pending[0]
            if head.kind == "allies":
                p = self.get(head.player)
                mine = own_colour(p)
                if not any(self.reserve[CARD_INDEX[t]] for t in CARD_TYPES if colour(t) == mine):
                    self.log("allies.none", player=seat_name(head.player))
                    self.pending.pop(0)
                    continue
            return
        self.next_player()

    def next_player(self) -> None:
        step = self.field("step") + 1
        self.set(step=step)
        if step < len(self.seats):
            return
        phase = self.field("phase")
        if phase == "travel":
            self.set(phase="purchase", step=0, traded=False)
        elif phase == "purchase":
            self.set(phase="contribute", step=0)
        elif phase == "contribute":
            self.end_of_round()

    # ---- phase 1 -------------------------------------------------------------------------------
    def start_round(self) -> None:
        state = self.view()
        first = state.players[state.first].seat
        self.log("round.start", round=state.round, player=seat_name(first))
        deck = list(state.event_deck)
        event = deck.pop(0) if deck else None
        self.set(event=event, event_deck=tuple(deck), step=0, traded=False)
        if event is not None:
            self.log("event.reveal", event=event_name(event), reveal=True)
            # None only in a view by file that cannot read the event yet (a probe of whether an
            # action starts a round: crusade/hidden.py, ``FaceDown.turned``)
            card = events().get(event)
            if card is not None and card.when == "reveal":
                for seat in self.group(card.who, card.at):
                    self.gain(seat, card.prestige, card.coins, card.draw)
        if state.opts.abilities and deck and deck[0] in events():  # X: a view by file that may not read it
            for p in state.players:
                if ability(state, p.seat) == "peek_event":
                    self.events.append(Event(m("event.peek", player=seat_name(p.seat), event=event_name(deck[0])),
                                             audience=(p.seat,)))
        neutral = any(p.faction == "neutral" for p in state.players)
        self.set(phase="side" if neutral else "travel")

    def group(self, who: str, at: int = 0) -> list[str]:
        """The seats an event's effect concerns, in seating order."""
        ps = [self.get(x) for x in self.seats]
        if who in ("richard", "john"):
            return [p.seat for p in ps if supports(p, who)]
        if who == "home":
            cols = colour_of()
            return [p.seat for p in ps if p.location is not None and cols[p.location] == own_colour(p)]
        if who == "fewest":
            low = min(p.prestige for p in ps)
            return [p.seat for p in ps if p.prestige == low]
        if who == "rich":
            return [p.seat for p in ps if p.coins >= at]
        return [p.seat for p in ps]

    def gain(self, seat: str, prestige: int = 0, coins: int = 0, draw: int = 0) -> None:
        if prestige:
            self.prestige(seat, prestige)
        if coins:
            self.coins(seat, coins)
        if draw:
            self.draw(seat, draw)

    # ---- phase 2 -------------------------------------------------------------------------------
    def arrive(self, seat: str) -> None:
        """After placing or moving: the encounters, then the location action (if one is possible)."""
        p = self.get(seat)
        loc = p.location
        state = self.view()
        if state.merchant == loc:
            self.log("encounter.merchant", player=seat_name(seat), n=2)
            self.put(self.get(seat), coins=self.get(seat).coins + 2)
        if state.mercenary == loc:
            self.log("encounter.mercenary", player=seat_name(seat), n=2)
            self.draw(seat, 2)
        if act_options(self.view(), seat) or (getattr(self.dice, "faces", False) and self.get(seat).hand):
            # Played on views (face-down cards by file, crusade/hidden.py): whether a hand can pay
            # for the location's action is the owner's to say, so it is always asked (it may pass).
            self.pending.insert(0, Pending("act", seat))
        else:
            self.log("act.none", player=seat_name(seat), location=loc)
            self.settle()

    def act(self, a: Act) -> None:
        seat = a.player
        p = self.get(seat)
        loc = p.location
        alt = game_data().locations[loc].side(board_side(self.s.opts))[a.alt]
        self.pending.pop(0)
        self.log("act", player=seat_name(seat), location=loc)
        if alt.pay:
            self.coins(seat, -alt.pay)
        returned = [c for c, n in alt.give.items() for _ in range(n)]
        if a.give is not None:
            returned += [a.give] * (alt.give_same or alt.give_own)
        self.give(seat, sort_cards(returned))
        if alt.coins:
            self.coins(seat, alt.coins)
        if alt.prestige:
            self.prestige(seat, alt.prestige)
        if alt.draw:
            self.draw(seat, alt.draw)
        self.take(seat, alt.take)
        if a.card is not None:
            self.take(seat, (a.card,))
        if a.track is not None:
            self.move_track(a.track, -1)
        follow: list[Pending] = []
        home = colour_of()[loc] == own_colour(self.get(seat)) and p.faction != "neutral"
        if home and ability(self.s, seat) == "home_coin":
            self.coins(seat, 1)
        if home and p.skill:
            self.log("skill.draw", player=seat_name(seat))
            if self.draw(seat, 1):  # nothing drawn from an empty deck: nothing to discard
                follow.append(Pending("discard", seat))
        if alt.edict_swap:
            deck_i = EDICT_DECKS.index(p.faction)
            deck = self.edict_decks[deck_i]
            if deck:
                drawn = deck.pop(0)
                self.log("edict.draw", player=seat_name(seat), reveal=True)
                follow.append(Pending("edict", seat, (p.edict, drawn)))
        if alt.allies_pick and alt.supporters:
            seats = order(self.view())
            i = seats.index(seat)
            for other in seats[i + 1:] + seats[:i]:
                if supports(self.get(other), alt.supporters):
                    follow.append(Pending("allies", other))
        self.pending[0:0] = follow
        self.settle()

    # ---- phase 5 to 7 ------------------------------------------------------------------------
    def end_of_round(self) -> None:
        self.outcome_of_the_crusade()
        self.resolve_event()
        self.check_end()

    def outcome_of_the_crusade(self) -> None:
        need = 2 * len(self.seats)
        deck = self.dice.shuffle(self.crusade)
        drawn = [c for c, _ in deck[:need]]
        rest = deck[need:]
        while len(drawn) < need:
            add = [(t, "") for t in CARD_TYPES if self.reserve[CARD_INDEX[t]] > 0]
            if not add:
                break
            for t, _ in add:
                self.reserve[CARD_INDEX[t]] -= 1
            self.log("crusade.short")
            add = self.dice.shuffle(add)
            k = need - len(drawn)
            drawn += [c for c, _ in add[:k]]
            rest = add[k:]
        # Shuffled, the cards left no longer say who gave them (nobody at the table can tell).
        self.crusade = [(c, "") for c, _ in rest]
        self.events.append(Event(m("crusade.draw", n=len(drawn), cards=cards_text(sort_cards(drawn))), reveal=True))
        count = Counter(drawn)
        results = []
        for what, red, green in (("banners", "RB", "GB"), ("hourglasses", "RH", "GH"), ("chests", "RC", "GC")):
            diff = count[red] - count[green]
            results.append((diff > 0) - (diff < 0))
            winner = "red" if diff > 0 else "green" if diff < 0 else "tie"
            self.log(f"{what}.{winner}", n=abs(diff))
            if what == "banners":
                if diff:
                    self.move_track("richard_army" if diff > 0 else "saladin_army", abs(diff))
            elif what == "hourglasses":
                # more green: slowed down; more red: 2 towards 0; a tie (or none): 1
                self.move_track("kings_return", 0 if diff < 0 else 2 if diff > 0 else 1)
            else:
                # more red (full chests): maintained; more green (empty): 2 towards 0; a tie: 1
                self.move_track("kings_treasure", 0 if diff > 0 else 2 if diff < 0 else 1)
        self.set(revealed=sort_cards(drawn), last=tuple(results))

    def resolve_event(self) -> None:
        state = self.view()
        card = event_card(state)
        if card is None:
            return
        if card.when == "outcome":
            if self.condition_holds(card.condition, state.last):
                self.log("event.applies", event=event_name(card.id))
                for seat in self.group(card.who, card.at):
                    self.gain(seat, card.prestige, card.coins, card.draw)
            else:
                self.log("event.fails", event=event_name(card.id))
        if len(self.seats) >= 4:
            self.set(merchant=card.merchant, mercenary=card.mercenary)
            self.log("figures.move", merchant=card.merchant, mercenary=card.mercenary)
        self.set(discards=state.discards + (card.id,), event=None)

    @staticmethod
    def condition_holds(condition: str, last: tuple[int, int, int]) -> bool:
        if condition == "always":
            return True
        what, _, winner = condition.partition(":")
        value = last[("banners", "hourglasses", "chests").index(what)]
        return value == {"red": 1, "green": -1, "tie": 0}[winner]

    def check_end(self) -> None:
        t = self.tracks
        state = self.view()
        reason = None
        if t[RICHARD_ARMY] >= 10:
            reason = "richard_army"
        elif t[SALADIN_ARMY] >= 10:
            reason = "saladin_army"
        elif t[KINGS_RETURN] <= 0:
            reason = "kings_return"
        elif t[KINGS_TREASURE] <= 0:
            reason = "kings_treasure"
        elif state.round >= game_data().tracks.last_round:
            reason = "last_round"
        if reason is not None:
            self.finish(reason)
            return
        for c in state.revealed:
            self.reserve[CARD_INDEX[c]] += 1
        self.set(round=state.round + 1, first=(state.first + 1) % len(self.seats))
        self.start_round()

    def finish(self, reason: str) -> None:
        state = self.view()
        self.log(f"end.{reason}", reveal=True)
        for seat in self.seats:
            p = self.get(seat)
            pts = edict_points(state, p)
            if pts:
                self.events.append(Event(m("edict.score", player=seat_name(seat), n=pts, edict=edict_text(p.edict))))
                self.put(p, prestige=p.prestige + pts)
        bonus = game_data().tracks.neutral_bonus
        if reason == "last_round":
            for seat in self.seats:
                if self.get(seat).faction == "neutral" and bonus:
                    self.events.append(Event(m("neutral.bonus", player=seat_name(seat), n=bonus)))
                    self.put(self.get(seat), prestige=self.get(seat).prestige + bonus)
        faction = {"richard_army": "richard", "kings_return": "richard", "saladin_army": "john",
                   "kings_treasure": "john"}.get(reason, "")
        ps = [self.get(x) for x in self.seats]
        candidates = [p for p in ps if not faction or supports(p, faction)]
        best = max((p.prestige, p.coins) for p in candidates)
        winners = tuple(p.seat for p in candidates if (p.prestige, p.coins) == best)
        outcome = Outcome(reason, winners, tuple(p.prestige for p in ps), faction)
        self.events.append(Event(result_message(outcome, tuple(self.seats)), kind="game.over"))
        self.set(phase="over", outcome=outcome, pending=())
        self.pending = []


def edict_points(state: State, p: Player) -> int:
    e = edicts().get(p.edict)
    if e is None:
        return 0
    t = state.tracks
    if e.kind == "track":
        i = TRACK_INDEX[e.track]
        progress = t[i] if e.track in ARMIES else 10 - t[i]
        units = progress // e.per
    elif e.kind == "hand":
        units = sum(1 for c in p.hand if colour(c) == e.colour)
    elif e.kind == "upgrades":
        units = p.horse + p.ship + p.skill
    elif e.kind == "coins":
        units = p.coins // e.per
    elif e.kind == "armies_below":
        units = 1 if t[RICHARD_ARMY] < e.at and t[SALADIN_ARMY] < e.at else 0
    elif e.kind == "tracks_at_least":
        units = 1 if t[KINGS_RETURN] >= e.at and t[KINGS_TREASURE] >= e.at else 0
    else:  # sets
        count = Counter(p.hand)
        units = min(count[c] for c in CARD_TYPES)
    return min(e.max, units * e.points)


def edict_text(edict_id: str):
    e = edicts().get(edict_id)
    if e is None:
        return m("card.X")
    return m(f"edict.{e.kind}", points=e.points, per=e.per, max=e.max, at=e.at,
             track=track_name(e.track) if e.track else "", colour=m(f"colour.{e.colour}") if e.colour else "")


def result_message(outcome: Outcome, seats: tuple[str, ...]):
    """Why the game ended and who won, with the winners' prestige."""
    names = tuple(seat_name(s) for s in outcome.winners)
    if not names:
        return m(f"end.{outcome.reason}")
    score = outcome.scores[seats.index(outcome.winners[0])]
    winners = names[0] if len(names) == 1 else m("and", a=names[:-1], b=names[-1])
    return m("result.reason", end=m(f"end.{outcome.reason}"),
             winner=m("result" if len(names) == 1 else "result.shared", winners=winners, n=score))


__all__ = ["Work", "act_options", "cast", "contributions", "moves", "order", "current", "price",
           "edict_points", "faction_name"]
