"""The crusade's face-down cards for play by file (docs/remote-play.md, "The crusade with
face-down cards"): which decks are dealt face down and who is dealt which positions at the
opening (:func:`hidden_decks`, :func:`deal_positions`), the opening as one copy of the game may
hold it, every card it cannot read an ``X`` (:func:`new_view`), the dice of a game played on
such views (:class:`Faces`), the cards an action plays face up (:func:`faceup`), and each copy's
account of where the face-down cards are (:class:`Ledger`).

:func:`new_view` runs the very opening of :meth:`Crusade.new_game`, with dice that hand over the
decks dealt between the parties (:class:`lionheart_core.mental.Deal`) instead of shuffling them
(the event deck too, when it is dealt face down: :func:`event_cards`), and take every other
number (the first player) from the seed at the same draw positions as ever. The rules read
:class:`Faces` in two places (an arrival, a robbery); with any other dice they play exactly as
they always did.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ...dice import Dice, Seeded
from .data import CARD_TYPES, game_data
from .messages import faction_name, m, seat_name
from .model import HIDDEN, Act, Contribute, Discard, Options, State, Trade
from .play import CARD_INDEX, EDICT_DECKS, alternatives, cast, sort_cards

EVENTS = "events"  # the event deck's name among the face-down decks (see :func:`event_cards`)


def hidden_decks(opts: Options) -> dict[str, tuple[str, ...]]:
    """The decks dealt face down, by name, each as the rules hand it to the shuffle (card ``k``
    of the deck is ``cards[k]``): the Provisions deck and the edict piles in play (the Neutral's
    only with a Neutral seated)."""
    data = game_data()
    out = {"provisions": tuple(t for t in CARD_TYPES for _ in range(data.cards.provisions_per_type))}
    neutral = any(data.characters[s].faction == "neutral" for s in cast(opts))
    for deck in EDICT_DECKS:
        if deck != "neutral" or neutral:
            out[f"edicts/{deck}"] = tuple(e.id for e in data.edicts if e.deck == deck)
    return out


def deck_name(name: str) -> Any:
    """A face-down deck as the table names it, for messages (the Provisions deck, Richard's
    edicts, the event deck, the Crusade deck of a round); a name that is none of them as it is."""
    if name.startswith("edicts/") and name.split("/", 1)[1] in EDICT_DECKS:
        return m("hidden.deck.edicts", faction=faction_name(name.split("/", 1)[1]))
    if name in ("provisions", EVENTS):
        return m(f"hidden.deck.{name}")
    if name.startswith("crusade/") and name.split("/", 1)[1].isdigit():
        return m("hidden.deck.crusade", round=int(name.split("/", 1)[1]))
    return name


def event_cards() -> tuple[str, ...]:
    """The event deck as the rules hand it to the shuffle (card ``k`` is ``event_cards()[k]``).
    Dealt face down in the files beside :func:`hidden_decks` (no seat is dealt any of it: the
    table turns one over each round, and a peeking seat sees the next one)."""
    return tuple(e.id for e in game_data().events)


def peeker(opts: Options) -> str | None:
    """The seat that sees the next event each round (its ability), if one is seated."""
    for seat in cast(opts):
        if opts.abilities and game_data().characters[seat].ability == "peek_event":
            return seat
    return None


def deal_positions(opts: Options) -> dict[str, dict[str, tuple[int, ...]]]:
    """Who gets which positions of each deck at the opening (known before anyone shuffles): the
    hands from the top of the Provisions deck in seating order, each seat the top edict of its
    faction's pile left by the seats before it."""
    data = game_data()
    out: dict[str, dict[str, tuple[int, ...]]] = {name: {} for name in hidden_decks(opts)}
    top = 0
    edict_top = dict.fromkeys(EDICT_DECKS, 0)
    for seat in cast(opts):
        faction = data.characters[seat].faction
        n = data.cards.neutral_hand if faction == "neutral" else data.cards.hand
        out["provisions"][seat] = tuple(range(top, top + n))
        top += n
        out[f"edicts/{faction}"][seat] = (edict_top[faction],)
        edict_top[faction] += 1
    return out


class _Dealt(Seeded):
    """Seeded dice whose shuffles of the face-down decks give the order dealt between the parties
    (an ``X`` where this copy cannot read the card). The seeded shuffle is drawn all the same, so
    every later number falls where it always does."""

    def __init__(self, seed: int, decks: Mapping[tuple[str, ...], Sequence[str]]) -> None:
        super().__init__(seed)
        self.decks = dict(decks)

    def shuffle(self, items):
        out = super().shuffle(items)
        given = self.decks.pop(tuple(items), None)
        return list(given) if given is not None else out


def new_view(opts: Options, seed: int, orders: Mapping[str, Sequence[int | None]]) -> State:
    """The opening of a game whose face-down decks were dealt between the parties: ``orders``
    gives, for each deck of :func:`hidden_decks`, the card at each position as its number, or
    None where this copy cannot read it (an ``X`` in the game); a deck left out is shuffled by the
    seed as in an ordinary game (every copy holds it). With every card known it is the
    whole game; with a party's cards only, the game as that party's copy may hold it."""
    from .rules import RULESET

    decks = dict(hidden_decks(opts), **{EVENTS: event_cards()})
    if not set(orders) <= set(decks):
        raise ValueError(m("hidden.decks", decks=tuple(sorted(decks))))
    given: dict[tuple[str, ...], list[str]] = {}
    for name, cards in decks.items():
        if name not in orders:  # not dealt face down: shuffled by the seed as ever
            continue
        order = list(orders[name])
        known = [k for k in order if k is not None]
        if len(order) != len(cards) or len(set(known)) != len(known) \
                or not all(isinstance(k, int) and 0 <= k < len(cards) for k in known):
            raise ValueError(m("hidden.order", deck=deck_name(name), n=len(cards)))
        given[cards] = [HIDDEN if k is None else cards[k] for k in order]
    dice = _Dealt(int(seed), given)
    state, _ = RULESET.setup_events(opts, dice, int(seed))
    return dataclasses.replace(state, dice_pos=dice.position)


def edicts_face_down(opts: Options) -> bool:
    """Whether the edict piles are dealt face down in the files: in every game (with 4 to 6
    players the swap at Nottingham draws from them by position, :class:`EdictPiles`)."""
    return True


def readable(opts: Options, seats: Sequence[str]) -> dict[str, tuple[int, ...]]:
    """The positions of each deck that a party holding ``seats`` reads at the opening."""
    return {name: tuple(j for s in seats for j in dealt.get(s, ())) for name, dealt in deal_positions(opts).items()}


class Faces(Dice):
    """The dice of a game played on views: the numbers of ``inner``, and two things the rules
    ask of a view (``faces``): every arrival asks its owner for the location action (only the
    owner knows whether its hand can pay), and ``rob(victim, hand, index)`` gives the card at
    ``index`` of the victim's hand in the ledger's public order (``X`` where this copy cannot
    read it), not in the sorted order of a hand some copies cannot read."""

    faces = True

    def __init__(self, inner: Dice, rob: Callable[[str, tuple[str, ...], int], str] | None = None) -> None:
        self.inner = inner
        self.rob = rob
        self.scripted = inner.scripted

    def _draw(self, kind: str) -> Any:
        return self.inner._draw(kind)

    @property
    def position(self) -> int:
        return self.inner.position


def faceup(state: State, action: Any) -> tuple[str, ...]:
    """The cards ``action`` takes from its player's hand face up (to the Reserve): what its
    owner opens before every other copy applies it (``state``: before the action)."""
    if isinstance(action, Act):
        p = state.player(action.player)
        alt = alternatives(state, p.location)[action.alt]
        out = [c for c, n in alt.give.items() for _ in range(n)]
        if action.give is not None:
            out += [action.give] * (alt.give_same or alt.give_own)
        return tuple(out)
    if isinstance(action, Trade):
        return (action.card, action.card)
    if isinstance(action, Discard):
        return (action.card,)
    return ()


Slot = int | tuple  # a Provisions position, or ("open", card, serial): a card taken face up


class Ledger:
    """One copy's account of the Provisions cards in hands, kept from what every copy sees (so
    every copy keeps the same one): each seat's hand as slots in a public order (a position of
    the Provisions deck, or a card taken face up from the Reserve), the top of the deck, and how
    many cards each seat gave face down without showing them yet. Which card a position holds is
    each copy's own business: ``read(position)`` gives the card or None (the copy's
    ``mental.Deal``).

    The public order is what makes robbing work on views: the joint dice draw a place in the
    victim's slots (:meth:`rob`), the same slot in every copy, whoever can read it."""

    def __init__(self, opts: Options) -> None:
        dealt = deal_positions(opts)["provisions"]
        self.hands: dict[str, list[Slot]] = {s: list(v) for s, v in dealt.items()}
        self.top = sum(len(v) for v in dealt.values())
        self.unshown: dict[str, int] = {}
        self.serial = 0

    @staticmethod
    def card(slot: Slot, read: Callable[[int], str | None]) -> str:
        if isinstance(slot, tuple):
            return slot[1]
        card = read(slot)
        return HIDDEN if card is None else card

    def hand(self, seat: str, read: Callable[[int], str | None]) -> tuple[str, ...]:
        return sort_cards(self.card(s, read) for s in self.hands[seat])

    def rob(self, victim: str, index: int, read: Callable[[int], str | None]) -> str:
        """The card at ``index`` of the victim's slots (what ``Faces.rob`` gives the rules)."""
        return self.card(self.hands[victim][index], read)

    def positions(self, seat: str, places: Sequence[int]) -> list[int]:
        """The Provisions positions at these places of a seat's slots (what must be opened)."""
        return [s for s in (self.hands[seat][k] for k in places) if not isinstance(s, tuple)]

    def follow(self, action: Any, after: State, events: Sequence[Any], opened: Sequence[int],
               robbed: Sequence[tuple[str, int]], read: Callable[[int], str | None]) -> None:
        """Move the slots as ``action`` moved the cards, from what every copy knows: the places
        of the actor's slots it played face up (``opened``, before the action), the places the
        dice took from each robbed victim, the draw events (the top positions, in their order),
        a contribution (its count, until shown), and cards taken face up from the Reserve (those
        in the view's hands the slots do not account for). Raises ValueError if the view's hands
        are not what the slots give."""
        actor = action.player
        moved = [self.hands[v][k] for v, k in robbed]
        for (v, _k), slot in zip(robbed, moved, strict=True):
            self.hands[v].remove(slot)
        gone = [self.hands[actor][k] for k in opened]
        for slot in gone:
            self.hands[actor].remove(slot)
        self.hands[actor].extend(moved)
        if isinstance(action, Contribute) and not opened:
            self.unshown[actor] = self.unshown.get(actor, 0) + len(action.cards)
        for e in events:
            if e.kind == "draw":
                n = e.public.msg.arg("n")
                self.hands[e.audience[0]].extend(range(self.top, self.top + n))
                self.top += n
        for p in after.players:
            if self.unshown.get(p.seat):
                if len(p.hand) != len(self.hands[p.seat]) - self.unshown[p.seat]:
                    raise ValueError(m("hidden.hand_slots", player=seat_name(p.seat)))
                continue
            have = Counter(self.hand(p.seat, read))
            extra = Counter(p.hand) - have
            if have - Counter(p.hand) or HIDDEN in extra:
                raise ValueError(m("hidden.hand_slots", player=seat_name(p.seat)))
            for code in sorted(extra.elements(), key=CARD_INDEX.__getitem__):
                self.hands[p.seat].append(("open", code, self.serial))
                self.serial += 1

    def show(self, seat: str, places: Sequence[int]) -> list[Slot]:
        """A seat shows the cards it gave face down (at the places of its slots): they leave."""
        if len(places) != self.unshown.get(seat, 0) or len(set(places)) != len(places):
            raise ValueError(m("hidden.shows", player=seat_name(seat), n=len(places), expected=self.unshown.get(seat, 0)))
        gone = [self.hands[seat][k] for k in places]
        for slot in gone:
            self.hands[seat].remove(slot)
        self.unshown[seat] = 0
        return gone


# ---- the Crusade deck re-made each round (docs/remote-play.md, "The Crusade deck") ---------------

Source = tuple  # ("pos", j): a Provisions position; ("open", number): a card face up; ("left", r, k)


def provisions_size() -> int:
    """How many cards the Provisions deck holds (numbers 0 .. that - 1 in every re-made deck)."""
    return game_data().cards.provisions_per_type * len(CARD_TYPES)


def open_number(code: str, serial: int) -> int:
    """The number of a card face up in a re-made Crusade deck (a starting card, a card taken from
    the Reserve and given, a Reserve card left over from a make-up): above the Provisions deck's,
    one of its own for each ``serial``, and its type read from it (:func:`number_card`)."""
    return provisions_size() + len(CARD_TYPES) * serial + CARD_INDEX[code]


def number_card(n: int) -> str:
    """The card a number of a re-made Crusade deck stands for (a Provisions card or one face up)."""
    size = provisions_size()
    if n < size:
        return hidden_decks(Options(players=2))["provisions"][n]
    return CARD_TYPES[(n - size) % len(CARD_TYPES)]


class CrusadeDeck:
    """Every copy's account of the Crusade deck played by file, kept from what every copy sees (so
    every copy keeps the same one): the deck of each round as a list of *sources* in the public
    order of its pieces (the cards left from the round before, in their order there, or in round
    one the starting cards; then each contribution's cards in the order they were given), what
    each contribution gave (the places of its giver's slots, read on the :class:`Ledger`), and,
    once the count is played, what goes on to the next round. Which card a source holds is each
    copy's own business (its ``mental.Deal`` and ``mental.SubDeck``); a source is
    ``("pos", j)`` (Provisions position ``j``), ``("open", number)`` (a card face up,
    :func:`open_number`), or ``("left", r, k)`` (position ``k`` of round ``r``'s deck, not drawn)."""

    def __init__(self, opts: Options) -> None:
        self.players = len(cast(opts))
        self.round = 1
        self.serial = 0
        cards = game_data().cards
        self.left: list[Source] = [("open", self.number(t)) for t in CARD_TYPES for _ in range(cards.crusade_start_per_type)]
        self.given: list[tuple[str, list[Source]]] = []  # (seat, sources) of this round's contributions
        self.made: dict[int, list[Source]] = {}  # round -> the pieces of its deck, as it was made

    def number(self, code: str) -> int:
        """A new number for a card face up entering the deck."""
        n = open_number(code, self.serial)
        self.serial += 1
        return n

    @property
    def cards(self) -> int:
        """A bound on the numbers in the decks so far (what a re-made deck decodes to)."""
        return provisions_size() + len(CARD_TYPES) * self.serial

    @property
    def draw(self) -> int:
        """How many cards the count turns over: twice the players."""
        return 2 * self.players

    def give(self, ledger: Ledger, seat: str, places: Sequence[int], n: int) -> list[Source]:
        """A contribution of ``n`` cards by ``seat`` at these places of its slots in ``ledger``
        (before the action moves them): its sources join this round's deck. ValueError if the
        places are not ``n`` distinct places of the seat's slots."""
        slots = ledger.hands.get(seat, [])
        if len(places) != n or len(set(places)) != n or not all(
                isinstance(k, int) and not isinstance(k, bool) and 0 <= k < len(slots) for k in places):
            raise ValueError(m("hidden.give_places", player=seat_name(seat), n=len(places), expected=n))
        sources: list[Source] = []
        for k in places:
            slot = slots[k]
            sources.append(("open", self.number(slot[1])) if isinstance(slot, tuple) else ("pos", slot))
        self.given.append((seat, sources))
        return sources

    def pieces(self) -> list[Source]:
        """This round's deck so far: the cards left, then every card given, in order."""
        return list(self.left) + [s for _, given in self.given for s in given]

    def make(self) -> list[Source]:
        """The round's deck is made (its last contribution is in): its pieces, remembered."""
        self.made[self.round] = self.pieces()
        return list(self.made[self.round])

    @property
    def name(self) -> str:
        """The name of this round's deck made again (``crusade/<round>``)."""
        return f"crusade/{self.round}"

    def count_order(self, opened: Mapping[int, str], rest: Sequence[str] | None = None) -> list[tuple[str, str]]:
        """The Crusade deck as the count draws it (what :class:`CountFaces` hands the rules): the
        positions drawn with their cards (``opened``, every one of them), an ``X`` for each card
        left (or, once every deck secret is in, ``rest``: the cards left as the audit reads
        them), and no owner."""
        pieces = self.made[self.round]
        drawn = min(self.draw, len(pieces))
        if sorted(opened) != list(range(drawn)) or (rest is not None and len(rest) != len(pieces) - drawn):
            raise ValueError(m("hidden.crusade_left"))
        left = [HIDDEN] * (len(pieces) - drawn) if rest is None else list(rest)
        return [(opened[k], "") for k in range(drawn)] + [(c, "") for c in left]

    def counted(self, after: State) -> None:
        """The count played: the cards left go on to the next round, as positions of this round's
        deck, or (the deck was short, the Reserve made it up) the Reserve's cards left over, face
        up. ValueError if the view's Crusade deck is not what that gives."""
        pieces = self.made[self.round]
        if len(pieces) > self.draw:
            if len(after.crusade) != len(pieces) - self.draw or any(o for _, o in after.crusade):
                raise ValueError(m("hidden.crusade_left"))
            left: list[Source] = [("left", self.round, k) for k in range(self.draw, len(pieces))]
        else:
            if any(c == HIDDEN or o for c, o in after.crusade):
                raise ValueError(m("hidden.crusade_left"))
            left = [("open", self.number(c)) for c, _ in after.crusade]
        self.left = left
        self.given = []
        self.round += 1

    @staticmethod
    def stand_in(ledger: Ledger, seat: str, places: Sequence[int], read: Callable[[int], str | None]) -> Contribute:
        """A sealed contribution as a copy applies it: the cards at the places named (an ``X``
        where this copy cannot read one, the card where it can), so every view's hands follow
        the ledger."""
        return Contribute(seat, sort_cards(Ledger.card(ledger.hands[seat][k], read) for k in places))


class CountFaces(Faces):
    """The dice of a view for the action that counts a re-made Crusade deck: as :class:`Faces`,
    and the count's shuffle of the Crusade deck gives the deck as the parties re-made it
    (``order``: :meth:`CrusadeDeck.count_order`), once; the shuffle is drawn all the same, so
    every later number falls where it always does."""

    def __init__(self, inner: Dice, rob: Callable[[str, tuple[str, ...], int], str] | None = None,
                 order: Sequence[tuple[str, str]] | None = None) -> None:
        super().__init__(inner, rob)
        self.order = None if order is None else list(order)

    def shuffle(self, items):
        out = super().shuffle(items)
        if self.order is not None and len(items) == len(self.order):
            out, self.order = self.order, None
        return out


Pos = int | tuple  # a position of an edict pile, or ("kept" | "under", swap): not known to every copy yet


def _known(pos: Any) -> bool:
    """Whether a position of the piles' account is known to every copy: a position of a pile,
    or of a keep's two options mixed (``("mix", deck, i)``); not a keep's before its place."""
    return (isinstance(pos, int) and not isinstance(pos, bool)) or (isinstance(pos, tuple) and len(pos) == 3
                                                                    and pos[0] == "mix")


class EdictPiles:
    """Every copy's account of where the positions of the face-down edict piles are (kept from
    what every copy sees, so every copy keeps the same one; which edict a position holds is each
    copy's own business): the position of each seat's edict, each pile as a list of positions,
    top first, and the edict swaps at Nottingham (docs/remote-play.md, "The edict kept").

    A swap draws the top position of the seat's pile; while the seat chooses, its two options
    are its edict's position and the one drawn. The edict kept is sealed, so the copies do not
    know which of the two went under: the seat's edict becomes ``("kept", k)`` and the pile's
    bottom ``("under", k)`` until its owner names the place it kept (:meth:`resolve`), without
    opening it: every copy then knows which position went under, and only the copies that could
    read that position before read the edict kept (:meth:`keep`: the keep as a view applies it).
    Every other draw from that pile waits for the place (``Ruleset.decides``), so a position
    still unknown is drawn only by the seat that put it there, which reads every position it can
    be. The keep itself is shown when every deck secret is in, and checked against the place
    (:meth:`kept_place`)."""

    def __init__(self, opts: Options) -> None:
        self.held: dict[str, tuple[str, Pos]] = {}  # seat -> (pile, position of its edict)
        self.piles: dict[str, list[Pos]] = {}
        dealt = deal_positions(opts)
        decks = hidden_decks(opts)
        for name, by in dealt.items():
            if not name.startswith("edicts/"):
                continue
            for seat, pos in by.items():
                self.held[seat] = (name, pos[0])
            taken = {j for pos in by.values() for j in pos}
            self.piles[name] = [j for j in range(len(decks[name])) if j not in taken]
        self.drawing: dict[str, tuple[Pos, Pos]] = {}  # seat -> (its edict, the one drawn) while it chooses
        self.swaps: list[dict[str, Any]] = []  # every sealed keep: seat, pile, seal, options, kept (once shown)

    def tracks(self, deck: str) -> bool:
        return deck in self.piles

    # ---- following the game ----------------------------------------------------------------
    def follow(self, before: State, after: State, seat: str, action: Any,
               read: Callable[[str, int], str | None]) -> list[tuple[str, Pos]]:
        """An action played in the open: the positions it drew from a pile (the seat's own, at
        Nottingham). An edict kept in the open (every copy reads both options, or it is refused)
        is followed by the edict it names. Raises ValueError if the view's piles are not what
        the positions give."""
        from .model import KeepEdict

        drawn: list[tuple[str, Pos]] = []
        if isinstance(action, KeepEdict) and seat in self.drawing:
            name = self.held[seat][0]
            options = self.drawing.pop(seat)
            codes = [read(name, j) if _known(j) else None for j in options]
            if action.edict not in codes:
                raise ValueError(m("hidden.kept_open_unread"))
            k = codes.index(action.edict)
            self.held[seat] = (name, options[k])
            self.piles[name].append(options[1 - k])
        for i, deck in enumerate(EDICT_DECKS):
            name = f"edicts/{deck}"
            if name not in self.piles:
                continue
            n = len(before.edict_decks[i]) - len(after.edict_decks[i])
            if n > 0:
                if n != 1 or self.held.get(seat, ("",))[0] != name or seat in self.drawing:
                    raise ValueError(m("hidden.draw_not_swap"))
                j = self.piles[name].pop(0)
                self.drawing[seat] = (self.held[seat][1], j)
                drawn.append((name, j))
            if len(after.edict_decks[i]) != len(self.piles[name]):
                raise ValueError(m("hidden.pile_positions", deck=deck_name(name)))
        return drawn

    def sealed(self, blank: Any, seal: str) -> bool:
        """A sealed keep (``blank``: the edict kept blanked) of the seat choosing in a swap: its
        edict and the pile's bottom become unknown positions until it is shown. False for any
        other sealed action."""
        from .model import KeepEdict

        seat = getattr(blank, "player", None)
        if not isinstance(blank, KeepEdict) or seat not in self.drawing:
            return False
        name = self.held[seat][0]
        k = len(self.swaps)
        self.swaps.append({"seat": seat, "pile": name, "seal": seal, "options": self.drawing.pop(seat),
                           "kept": None})
        self.held[seat] = (name, ("kept", k))
        self.piles[name].append(("under", k))
        return True

    @staticmethod
    def kept(action: Any) -> str | None:
        """The card a shown keep names (the edict kept)."""
        return getattr(action, "edict", None)

    def swap(self, seal: str) -> dict[str, Any] | None:
        return next((s for s in self.swaps if s["seal"] == seal), None)

    def kept_place(self, seal: str, code: str, read: Callable[[str, int], str | None]) -> int:
        """Which of the two options holds the edict ``code`` (the owner's side of naming the
        place kept; every copy's check of the keep once every card is read). ValueError if
        neither does."""
        s = self.swap(seal)
        codes = [read(s["pile"], j) if _known(j) else None for j in s["options"]]
        if code not in codes:
            raise ValueError(m("hidden.kept_not_read"))
        return codes.index(code)

    def to_open(self, seal: str, place: int) -> tuple[str, int]:
        """The pile and position the keep ``seal`` kept, by its ``place`` (which of the two
        options). ValueError if the place is none or named already, or the keep before it has
        not named its own."""
        s = self.swap(seal)
        if s is None or s["kept"] is not None or place not in (0, 1):
            raise ValueError(m("hidden.keep_no_place"))
        j = s["options"][place]
        if not all(_known(x) for x in s["options"]):
            raise ValueError(m("hidden.keep_early"))
        return s["pile"], j

    def mixed(self, seal: str, name: str, size: int) -> None:
        """The keep's two options mixed (``remote_cards.Cards.mix``): its options are now the
        positions of the deck ``name`` made of them, in the keeper's secret order, so the place
        it names says nothing to a copy that could read one of the old ones."""
        s = self.swap(seal)
        s["mixed"] = name
        s["before"] = s["options"]
        s["options"] = tuple(("mix", name, i) for i in range(size))

    def resolve(self, seal: str, place: int) -> None:
        """A keep's place named: the position kept is the seat's edict, the other went under."""
        s = self.swap(seal)
        kept, under = s["options"][place], s["options"][1 - place]
        s["kept"] = kept
        s["place"] = place
        k = self.swaps.index(s)
        sub = {("kept", k): kept, ("under", k): under}
        self.held = {seat: (name, sub.get(j, j)) for seat, (name, j) in self.held.items()}
        self.piles = {name: [sub.get(j, j) for j in pile] for name, pile in self.piles.items()}
        self.drawing = {seat: tuple(sub.get(j, j) for j in opts) for seat, opts in self.drawing.items()}
        for other in self.swaps:
            other["options"] = tuple(sub.get(j, j) for j in other["options"])

    def keep(self, state: State, seal: str, blank: Any,
             read: Callable[[str, Any], str | None] | None = None) -> tuple[State, Any]:
        """The keep as a view applies it once its place is named (the action itself still
        sealed): the view and the action, the option at that place in the view, an ``X`` where
        this copy cannot read it (the rules then put the other option under the pile, read or
        not). Where its options were mixed, the view's two options become the new positions,
        each the card where this copy reads it (the keeper, or a later drawer of the one put
        under), else ``X``: a copy that read an old option no longer knows which one it is."""
        from .model import KeepEdict

        s = self.swap(seal)
        head = state.pending[0] if state.pending else None
        if s is None or s.get("place") is None or head is None or head.kind != "edict" \
                or head.player != blank.player:
            raise ValueError(m("hidden.keep_no_place"))
        if s.get("mixed") is not None:
            codes = tuple((read(s["pile"], j) if read is not None else None) or HIDDEN for j in s["options"])
            head = dataclasses.replace(head, options=codes)
            state = dataclasses.replace(state, pending=(head,) + tuple(state.pending[1:]))
        return state, KeepEdict(blank.player, head.options[s["place"]])

    # ---- the view -------------------------------------------------------------------------------
    def place(self, state: State, deck: str, j: int, code: str) -> State:
        """The view once this copy reads position ``j`` of a pile: the edict takes the place of
        the X where the position is (a seat's edict, an option being chosen, the pile). A position
        not known to every copy yet changes nothing (the show that names it plays the game again
        on the whole deal this copy reads)."""

        def put(old: str) -> str:
            if old not in (HIDDEN, code):
                raise ValueError(m("hidden.position_other", card=j, deck=deck_name(deck)))
            return code

        players = list(state.players)
        pending = list(state.pending)
        for k, p in enumerate(players):
            name, pos = self.held.get(p.seat, ("", None))
            if name == deck and pos == j:
                players[k] = dataclasses.replace(p, edict=put(p.edict))
            options = self.drawing.get(p.seat)
            if self.held.get(p.seat, ("",))[0] == deck and options is not None and j in options:
                for i, pd in enumerate(pending):
                    if pd.kind == "edict" and pd.player == p.seat:
                        at = options.index(j)
                        pending[i] = dataclasses.replace(pd, options=tuple(
                            put(c) if n == at else c for n, c in enumerate(pd.options)))
        piles = [list(d) for d in state.edict_decks]
        pile = self.piles.get(deck, [])
        if j in pile:
            i = EDICT_DECKS.index(deck.split("/")[1])
            at = pile.index(j)
            piles[i][at] = put(piles[i][at])
        return dataclasses.replace(state, players=tuple(players), pending=tuple(pending),
                                   edict_decks=tuple(tuple(d) for d in piles))


class FaceDown:
    """The crusade's side of play by file with face-down cards (``Ruleset.face_down``; used by
    :mod:`lionheart_core.remote_cards`): the Provisions deck and the edict piles dealt by mental
    poker, each copy's game its view. Each copy reads its party's own edicts only (those dealt,
    and with 4 to 6 players those its seats drew at Nottingham or put under a pile), and the
    edicts shown at the table; the others' and the piles are ``X`` until the final reveal. The
    swap's positions are followed by :class:`EdictPiles`; the edict kept travels sealed. The
    event deck is dealt face down in every game: nobody is dealt any of it, the table turns one
    event over each round (:meth:`turned`: every party's key in the open, before the action
    that begins the round is played) and the peeking seat reads the next one (its keys to it
    alone)."""

    remade = True  # the Crusade deck re-made each round in the files (else shown at the count)

    def __init__(self, opts: Options) -> None:
        self.opts = opts
        every = hidden_decks(opts)
        self.cards = every["provisions"]
        self.by_deck = {name: cards for name, cards in every.items()
                        if name == "provisions" or edicts_face_down(opts)}
        self.by_deck[EVENTS] = event_cards()  # the event deck: opened by the table round by round
        self.decks = {name: len(cards) for name, cards in self.by_deck.items()}

    def dealt(self) -> dict[str, dict[str, tuple[int, ...]]]:
        """Who is dealt which positions of each deck at the opening."""
        return {name: dealt for name, dealt in deal_positions(self.opts).items() if name in self.decks}

    def opening(self, seed: int, known: Mapping[str, Mapping[int, int]]) -> State:
        """The opening as a copy reading the positions ``known`` ({deck: {position: card}}) holds it."""
        orders = {}
        for name, size in self.decks.items():
            read = known.get(name, {})
            orders[name] = [read.get(j) for j in range(size)]
        return new_view(self.opts, seed, orders)

    def place(self, state: State, deck: str, j: int, code: str) -> State | None:
        """The view once this copy reads position ``j`` of a deck that is not the Provisions
        deck (an edict pile: the edict dealt there becomes its seat's), or None for the
        Provisions deck (its cards are placed by the ledger). A position still in its pile
        changes nothing."""
        if deck == "provisions":
            return None
        if deck == EVENTS:
            return self.place_event(state, j, code)
        seat = next((s for s, pos in self.dealt()[deck].items() if j in pos), None)
        if seat is None:  # still in its pile (read at the final reveal: the game is then
            return state  # played again on the whole deal)
        p = state.player(seat)
        if p.edict not in (HIDDEN, code):
            raise ValueError(m("hidden.edict_other", player=seat_name(seat)))
        players = tuple(dataclasses.replace(q, edict=code) if q.seat == seat else q for q in state.players)
        return dataclasses.replace(state, players=players)

    def place_event(self, state: State, j: int, code: str) -> State:
        """The view once this copy reads position ``j`` of the event deck: the event of round
        ``j + 1``. One still in the deck (the next, read before its round starts, or by the
        peeking seat; every one at the final reveal) takes the place of its X; one already
        turned over changes nothing (every copy read it before its round began)."""
        k = j - state.round  # at round r the deck holds positions r, r + 1, ... (top first)
        if k < 0 or k >= len(state.event_deck):
            return state
        if state.event_deck[k] not in (HIDDEN, code):
            raise ValueError(m("hidden.event_other", n=j + 1))
        deck = state.event_deck[:k] + (code,) + state.event_deck[k + 1:]
        return dataclasses.replace(state, event_deck=deck)

    def turned_at_opening(self) -> list[tuple[str, int, str | None]]:
        """The event cards the opening turns over (round one's, and the peek at round two's)."""
        return self._turned(1, 1)

    def turned(self, before: State, after: State) -> list[tuple[str, int, str | None]]:
        """The event cards the table turns over between two views of a game, as
        ``(deck, position, seat)``: the event of each round begun, for every
        seat (None), and the next one for the peeking seat alone. A view reads them before the
        action that begins the round is played (it waits for their keys)."""
        if after.phase == "over":
            return []
        return self._turned(before.round + 1, after.round)

    def _turned(self, first: int, last: int) -> list[tuple[str, int, str | None]]:
        out: list[tuple[str, int, str | None]] = []
        who = peeker(self.opts)
        size = self.decks[EVENTS]
        for r in range(first, last + 1):
            out.append((EVENTS, r - 1, None))
            if who is not None and r < size:
                out.append((EVENTS, r, who))
        return out

    def ledger(self) -> Ledger:
        return Ledger(self.opts)

    def dice(self, inner: Dice, rob: Callable[[str, tuple[str, ...], int], str]) -> Faces:
        return Faces(inner, rob=rob)

    def piles(self) -> EdictPiles:
        """Every copy's account of the edict piles' positions (the swap at Nottingham)."""
        return EdictPiles(self.opts)

    def faceup(self, state: State, action: Any) -> tuple[str, ...]:
        """The cards an action played in the open shows from its player's hand: those it gives
        to the Reserve, and a contribution's (the last of a round travels open), unless the
        Crusade deck is re-made (every contribution is sealed then)."""
        out = faceup(state, action)
        if isinstance(action, Contribute) and not self.remade:
            out += tuple(action.cards)
        return out

    # ---- the Crusade deck re-made each round (docs/remote-play.md, "The Crusade deck") ---------
    def remade_deck(self) -> CrusadeDeck | None:
        """Every copy's account of the Crusade deck re-made each round, or None when it is not
        (the contributions are then shown at the count)."""
        return CrusadeDeck(self.opts) if self.remade else None

    def gives(self, action: Any) -> bool:
        """Whether an action gives cards to the Crusade deck re-made (a contribution, even of
        none: the last of a round counts the deck): it travels sealed, with its places."""
        return self.remade and isinstance(action, Contribute)

    def decides(self, state: State, action: Any, blanked: Any) -> bool:
        """``Ruleset.decides`` for a game on views: with the Crusade deck re-made, no action
        waits for a contribution to be shown (the count reads only the cards drawn from the
        deck as re-made; the contributions are shown at the end, for the audit)."""
        from .rules import RULESET

        if self.remade and isinstance(blanked, Contribute):
            return False
        return RULESET.decides(state, action, blanked)

    def counts(self, state: State, blanked: Any) -> bool:
        """Whether a sealed action (blanked) counts the Crusade deck re-made: the last
        contribution of a round (it ends the phase; its count draws). Read from what every copy
        sees."""
        from ...dice import Scripted, UnscriptedRoll
        from .rules import RULESET

        if not self.remade or not isinstance(blanked, Contribute):
            return False
        try:
            after, _ = RULESET.apply_unchecked(state, RULESET.stand_in(state, blanked), Scripted([]))
        except UnscriptedRoll:
            return True
        return after.phase != "contribute"

    @staticmethod
    def given(ledger: Ledger, seat: str, places: Sequence[int], read: Callable[[int], str | None]) -> Contribute:
        """A contribution sealed at its places as a copy applies it (:meth:`CrusadeDeck.stand_in`)."""
        return CrusadeDeck.stand_in(ledger, seat, places, read)

    @staticmethod
    def count_dice(inner: Dice, rob: Callable[[str, tuple[str, ...], int], str],
                   order: Sequence[tuple[str, str]]) -> CountFaces:
        """The dice of the count of a deck re-made: its shuffle hands over ``order``."""
        return CountFaces(inner, rob=rob, order=order)

    @staticmethod
    def number_card(n: int) -> str:
        return number_card(n)

    def card(self, deck: str, k: int) -> str:
        return self.by_deck[deck][k]

    @staticmethod
    def deck_name(name: str) -> Any:
        """A deck as the table names it, for messages (:func:`deck_name`)."""
        return deck_name(name)

    def given_face_down(self, action: Any) -> int:
        """How many cards a sealed action gives face down (a contribution: shown later)."""
        return len(action.cards) if isinstance(action, Contribute) else 0

    def reveal(self, state: State, seat: str, code: str) -> State:
        """The view once this copy reads one more card of ``seat``'s hand: one X becomes it."""
        p = state.player(seat)
        hand = list(p.hand)
        if HIDDEN not in hand:
            raise ValueError(m("hidden.hand_unread", player=seat_name(seat)))
        hand.remove(HIDDEN)
        hand.append(code)
        players = tuple(dataclasses.replace(q, hand=sort_cards(hand)) if q.seat == seat else q for q in state.players)
        return dataclasses.replace(state, players=players)


__all__ = ["EVENTS", "CountFaces", "CrusadeDeck", "FaceDown", "deck_name", "edicts_face_down", "event_cards", "peeker", "Faces", "Ledger", "deal_positions", "faceup", "hidden_decks", "new_view", "number_card", "open_number", "readable"]
