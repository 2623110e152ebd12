"""Face-down cards in the turn files: one copy's account of the decks dealt by mental poker
(:mod:`lionheart_core.mental`) while a game is played by file (docs/remote-play.md, "The crusade
with face-down cards").

Nothing here knows a game: the ruleset names its face-down decks and how a copy's game (its
*view*, an ``X`` for every card it cannot read) is made and followed (``Ruleset.face_down``).
:class:`Cards` keeps, for one copy, every deck as the files dealt it (:class:`mental.Deal`:
commitments, rounds, published keys), the keys given to this party alone, who may read which
position, the keys each party still owes, the ruleset's ledger of where the cards are, and, at
the end, every party's deck secret and the audit.
"""

from __future__ import annotations

import copy
import hashlib
from typing import Any

from . import mental
from .mental import Deal, DeckError, Keyring, Locker, Mixed, _d


def deck_secret(secret: bytes) -> bytes:
    """A party's deck secret, derived from its dice secret (its copy keeps only that one; the
    deck secret is revealed at the end, the dice secret never)."""
    return hashlib.sha256(b"lionheart-deck-secret" + bytes(secret)).digest()


_AUDITS: dict[tuple, list[int]] = {}


def _audit(deal: Deal, secrets: dict[int, bytes]) -> list[int]:
    """Deal.audit, remembered (the sender of a file checks it as its receivers do: the same
    numbers need not be worked out twice in one program)."""
    key = (deal.name, tuple(sorted(secrets.items())),
           hashlib.sha256(repr(deal.to_doc()).encode()).hexdigest(), tuple(sorted(deal.cards.items())))
    if key not in _AUDITS:
        _AUDITS[key] = deal.audit(secrets)
        if len(_AUDITS) > 16:
            _AUDITS.pop(next(iter(_AUDITS)))
    return _AUDITS[key]


_ROUNDS: dict[tuple, list[int]] = {}


def _round(locker: Locker, kind: str, deck: list[int]) -> list[int]:
    """A shuffle or lock of this party's (seconds of work for a deck of 90), remembered: a side
    that starts its turn again, or reads its copy back, need not work it out again."""
    key = (locker.secret, locker.deck, kind, hashlib.sha256(repr(deck).encode()).digest())
    if key not in _ROUNDS:
        _ROUNDS[key] = locker.shuffle(deck) if kind == "shuffle" else locker.lock(deck)
        if len(_ROUNDS) > 16:
            _ROUNDS.pop(next(iter(_ROUNDS)))
    return _ROUNDS[key]


class Cards:
    """The face-down decks of one game as one copy follows them (copied with the game before
    each file, so a refused file changes nothing).

    * ``owed``: the keys some party must send before anyone acts: ``("key", deck, j, giver,
      drawer)`` (its opening key for a card another party drew or was dealt, in the open) and
      ``("hand", deck, j, giver, receiver)`` (the keys of a card taken face down, to the receiver
      alone); the deck rounds and, at the end, the deck secrets are owed the same way.
    * ``readers``: who can read each position (the drawer, those it passed to face down, or all
      once opened): what decides whether a card taken face down needs keys.
    """

    def __init__(self, fd: Any, game_id: str, parties: int, seats: list[tuple[str, ...]]) -> None:
        self.fd = fd
        self.game_id = game_id
        self.parties = parties
        self.seats = seats
        self.deals = {name: Deal(f"{game_id}/{name}", size, parties) for name, size in fd.decks.items()}
        self.dh: dict[int, int] = {}
        self.me: int | None = None
        self.secret: bytes | None = None  # this party's deck secret
        self.private: dict[str, dict[int, dict[int, int]]] = {name: {} for name in fd.decks}
        self.readers: dict[str, dict[int, set[int]]] = {name: {} for name in fd.decks}
        self.owed: set[tuple] = set()
        self.ledger = fd.ledger()
        self.piles = fd.piles() if hasattr(fd, "piles") else None  # positions of piles drawn from in play
        self.seen: dict[str, set[int]] = {name: set() for name in fd.decks}
        self.revealed: dict[int, bytes] = {}  # party -> deck secret, at the end
        self.full: dict[str, list[int]] | None = None  # the audit's order of every deck
        self.turned: set[tuple] = set()  # the cards the table turned over: (deck, position, seat or None)
        self.remade = Remade(game_id, parties)  # decks re-made in play (the crusade's Crusade deck each round)
        # the ruleset's account of the deck re-made each round (pieces, places given, the count), or None
        self.pool = fd.remade_deck() if hasattr(fd, "remade_deck") else None
        self.mixes: dict[str, str] = {}  # a keep's two options mixed (``<pile>/mix/<k>``) -> the keep's seal

    def copy(self) -> Cards:
        new = copy.copy(self)
        new.deals = {}
        for name, d in self.deals.items():
            nd = copy.copy(d)
            nd.commitments = dict(d.commitments)
            nd.rounds = list(d.rounds)
            nd.keys = dict(d.keys)
            nd.cards = dict(d.cards)
            new.deals[name] = nd
        new.dh = dict(self.dh)
        new.private = {n: {j: dict(v) for j, v in p.items()} for n, p in self.private.items()}
        new.readers = {n: {j: set(v) for j, v in r.items()} for n, r in self.readers.items()}
        new.owed = set(self.owed)
        new.ledger = copy.deepcopy(self.ledger)
        new.piles = copy.deepcopy(self.piles)
        new.seen = {n: set(v) for n, v in self.seen.items()}
        new.revealed = dict(self.revealed)
        new.turned = set(self.turned)
        new.remade = self.remade.copy()
        new.pool = copy.deepcopy(self.pool)
        new.mixes = dict(self.mixes)
        return new

    def bind(self, me: int, secret: bytes) -> None:
        """This copy's party and its deck secret."""
        self.me = me
        self.secret = secret

    def remake(self, name: str, sources: list[tuple], draw: int, cards: int, deck: str = "provisions") -> mental.SubDeck:
        """A deck made again in play (``<kind>/<round>``: :class:`Remade`) from positions of the
        dealt deck ``deck``, cards face up and the cards left of its kind's round before."""
        return self.remade.make(name, sources, self.deals[deck], draw, cards)

    # ---- the deck re-made each round (``pool``: the ruleset's account of it) --------------------
    def give(self, seat: str, places: list[int], n: int) -> None:
        """``n`` cards given face down to the deck re-made, at these places of ``seat``'s slots
        (before the ledger moves them). ValueError if the places are not the seat's."""
        self.pool.give(self.ledger, seat, places, n)

    def make_round(self, remake: bool = True) -> None:
        """The round's last card is given: its deck is made of the pieces so far (with
        ``remake``, a :class:`mental.SubDeck` in :attr:`remade`, the parties' rounds owed)."""
        sources = self.pool.make()
        if remake:
            self.remake(self.pool.name, sources, self.pool.draw, self.pool.cards)

    def round_open(self) -> bool:
        """Whether every position drawn of this round's deck re-made is open."""
        sub = self.remade.subs.get(self.pool.name)
        return sub is not None and sub.locked() and len(sub.opened) == sub.draw

    def count_order(self) -> list:
        """This round's deck as its count draws it (the pool's ``count_order``): the cards drawn,
        and the rest unread, or as the audit reads them once every deck secret is in."""
        name = self.pool.name
        sub = self.remade.subs[name]
        opened = {k: self.fd.number_card(n) for k, n in sub.opened.items()}
        rest = None
        if self.remade.full is not None:
            rest = [self.fd.number_card(n) for n in self.remade.full[name][sub.draw:]]
        return self.pool.count_order(opened, rest)

    # ---- reading -------------------------------------------------------------------------------
    def locker(self, name: str) -> Locker:
        d = self.deals[name]
        return Locker(self.secret, d.name, d.size)

    def ring(self, name: str) -> Keyring:
        ring = Keyring(self.deals[name], self.locker(name), self.me)
        ring.private = self.private[name]
        return ring

    def read(self, name: str, j: Any) -> int | None:
        """The card at position ``j`` where this copy reads it, else None (``j`` may be a
        position of a keep's two options mixed, ``("mix", name, i)``)."""
        if isinstance(j, tuple) and len(j) == 3 and j[0] == "mix":
            name, j = j[1], j[2]
        if self.full is not None:
            return self.full[name][j]
        return self.deals[name].cards.get(j)

    def code(self, name: str, j: Any) -> str | None:
        if isinstance(j, tuple) and len(j) == 3 and j[0] == "mix":
            name, j = j[1], j[2]
        k = self.read(name, j)
        return None if k is None else self.fd.card(self.base(name), k)

    def base(self, name: str) -> str:
        """The dealt deck whose cards a deck holds (a keep's options mixed: its pile's)."""
        return name.split("/mix/", 1)[0] if name in self.mixes else name

    def reader(self, name: str = "provisions"):
        return lambda j: self.code(name, j)

    def known(self) -> dict[str, dict[int, int]]:
        if self.full is not None:
            return {name: dict(enumerate(order)) for name, order in self.full.items()}
        return {name: dict(d.cards) for name, d in self.deals.items()}

    def try_read(self) -> None:
        """Read every card of this party's hands whose keys are all in (the drawer's own last)."""
        if self.me is None or self.secret is None:
            return
        for name, d in self.deals.items():
            if not d.locked():
                continue
            for j, who in self.readers[name].items():
                if self.me in who and j not in d.cards:
                    given = self.private[name].get(j, {})
                    if all(q == self.me or q in given or (j, q) in d.keys for q in range(self.parties)):
                        self.ring(name).read(j)  # DeckError: a false key

    # ---- the rounds ------------------------------------------------------------------------------
    def locked(self) -> bool:
        return all(d.locked() for d in self.deals.values())

    def owes(self, party: int) -> list[tuple]:
        """What ``party`` must send in its next file: deck rounds due to it (its commitment and
        shuffle come in its joining file), keys, its deck secret once the game is closing."""
        out = [o for o in sorted(self.owed, key=repr) if o[3] == party]
        for name, d in self.deals.items():
            if party in d.commitments:
                due = d.due()
                if (party, "lock") in due and due[0][1] == "lock":
                    out.append(("lock", name, 0, party, party))
        return out + self.remade.owes(party)

    def joined(self, party: int) -> bool:
        """Whether the party has published its key exchange number, committed to its deck secret
        and shuffled every deck (its joining file)."""
        return party in self.dh and all(
            party in d.commitments and any(p == party and k == "shuffle" for p, k, _ in d.rounds)
            for d in self.deals.values() if not isinstance(d, Mixed))

    def owing(self) -> set[int]:
        return {p for p in range(self.parties) if self.owes(p)}

    def after_rounds(self) -> None:
        """Once every deck is locked: each party owes its key for every position dealt to another."""
        if not self.locked() or any(name in self.readers and self.readers[name] for name in self.deals):
            return
        for name, dealt in self.fd.dealt().items():
            for seat, positions in dealt.items():
                d = self._party(seat)
                for j in positions:
                    self.readers[name][j] = {d}
                    for q in range(self.parties):
                        if q != d:
                            self.owed.add(("key", name, j, q, d))
        opening = getattr(self.fd, "turned_at_opening", None)
        if opening is not None:
            self.turn(opening())

    # ---- cards the table turns over (the crusade's events) -------------------------------------
    def unturned(self, items: list[tuple]) -> list[tuple]:
        """Of ``items`` ((deck, position, seat or None) from the ruleset), those not asked for yet."""
        return [t for t in items if t not in self.turned]

    def turn(self, items: list[tuple]) -> None:
        """The table turns cards over: for each ``(deck, j, None)`` every party owes its key for
        ``j`` in the open (a card nobody could read before; a copy reads it once every other
        party's key is in, its own being at hand); for ``(deck, j, seat)`` (a card one seat may
        see: the peek) every other party owes the keys of ``j`` it has to that seat's party alone."""
        for item in items:
            if item in self.turned:
                continue
            self.turned.add(item)
            name, j, seat = item
            d = self.deals[name]
            if seat is None:
                # every party reads it once the others' keys are in: a false key is refused in the
                # file that brings it, by the first copy holding every other key
                self.readers[name][j] = set(range(self.parties))
                for q in range(self.parties):
                    if (j, q) not in d.keys:
                        self.owed.add(("key", name, j, q, -1))
                continue
            r = self._party(seat)
            self.readers[name].setdefault(j, set()).add(r)
            for q in range(self.parties):
                if q != r and (j, q) not in d.keys:
                    self.owed.add(("hand", name, j, q, r))

    def turn_owed(self) -> bool:
        """Whether a key of a card the table turns over is still owed."""
        turning = {(name, j) for name, j, _ in self.turned}
        return any(o[0] in ("key", "hand") and (o[1], o[2]) in turning for o in self.owed)

    def _party(self, seat: str) -> int:
        return next(i for i, s in enumerate(self.seats) if seat in s)

    # ---- the steps -------------------------------------------------------------------------------
    def take(self, sender: int, step: dict) -> None:
        """One deck step of ``sender``'s file, checked (DeckError or ValueError with the reason)."""
        if "dh" in step:
            if sender in self.dh:
                raise DeckError(_d("dh_twice"))
            x = mental.from_hex(step["dh"])
            if not 1 < x < mental.P - 1:
                raise DeckError(_d("dh_not_group"))
            self.dh[sender] = x
            return
        if "secret" in step:
            if self.full is not None or sender in self.revealed:
                raise DeckError(_d("secret_twice"))
            if not self.closing:
                raise DeckError(_d("secret_early"))
            secret = bytes.fromhex(step["secret"]) if isinstance(step["secret"], str) and len(step["secret"]) == 64 else b""
            for d in self.deals.values():
                if isinstance(d, Mixed):
                    continue
                if len(secret) != 32 or mental.commit(secret, d.name) != d.commitments.get(sender):
                    raise DeckError(_d("secret_not_committed_any"))
            self.revealed[sender] = secret
            self.owed = {o for o in self.owed if not (o[0] == "secret" and o[3] == sender)}
            if len(self.revealed) == self.parties:
                self.audit()
            return
        name = step.get("deck")
        if name in self.remade.subs and (name not in self.deals or any(k in step for k in ("mask", "shuffle", "lock"))):
            self.remade.take(sender, step)
            if name in self.mixes and self.remade.subs[name].locked():
                self.deals[name].values = self.remade.subs[name].drawn()
                self.try_read()
            return
        if name not in self.deals:
            raise DeckError(_d("unknown_deck"))
        d = self.deals[name]
        if "commit" in step:
            d.commit(sender, step["commit"])
        elif "shuffle" in step or "lock" in step:
            kind = "shuffle" if "shuffle" in step else "lock"
            d.take_round(sender, kind, [mental.from_hex(x) for x in step[kind]])
            self.after_rounds()
        elif "keys" in step:
            for j, q, key in step["keys"]:
                if not isinstance(j, int) or not isinstance(q, int) or not 0 <= q < self.parties:
                    raise DeckError(_d("key_no_card_party"))
                d.give_key(q, j, mental.from_hex(key))
                self.owed = {o for o in self.owed if o[:4] != ("key", name, j, q)}
        elif "alone" in step:
            to = step["to"]
            if not isinstance(to, int) or not 0 <= to < self.parties or to == sender:
                raise DeckError(_d("alone_no_party"))
            positions = step.get("positions", [])
            by_pos: dict[int, list[tuple[int, int]]] = {}
            for j, q, key in step["alone"]:
                if not isinstance(j, int) or j not in positions or not isinstance(q, int):
                    raise DeckError(_d("alone_no_card"))
                by_pos.setdefault(j, []).append((q, mental.from_hex(key)))
            for j in positions:
                if ("hand", name, j, sender, to) not in self.owed:
                    raise DeckError(_d("not_owed", card=j, deck=d.name))
                self.owed.discard(("hand", name, j, sender, to))
            if to == self.me:
                for j, keys in by_pos.items():
                    self.ring(name).take_alone(j, sender, self.dh[sender], keys)
        else:
            raise DeckError(_d("unknown_step"))
        self.try_read()

    @property
    def closing(self) -> bool:
        return any(o[0] == "secret" for o in self.owed) or bool(self.revealed)

    def close(self) -> None:
        """The game's last action needs every card: every party owes its deck secret."""
        for p in range(self.parties):
            if p not in self.revealed:
                self.owed.add(("secret", "", 0, p, p))

    def audit(self) -> None:
        """Every deck secret is in: every round redone, every key and card read checked."""
        full = {}
        for name, d in self.deals.items():
            if not isinstance(d, Mixed):
                full[name] = _audit(d, self.revealed)
        anchor = next(iter(self.deals.values()))
        self.remade.audit(self.revealed, anchor.commitments, anchor.name)
        for name, d in self.deals.items():
            if isinstance(d, Mixed):  # the keys and cards read of a keep's options mixed
                full[name] = d.audit(self.revealed, self.remade.full[name])
        self.full = full

    # ---- what this party sends -----------------------------------------------------------------
    def my_steps(self, opening: bool = False) -> list[dict]:
        """The deck steps this party owes now (its joining steps with ``opening``)."""
        out: list[dict] = []
        me = self.me
        if opening:
            out.append({"dh": mental.to_hex(mental.dh_public(self.secret))})
            for name in self.deals:
                out.append({"deck": name, "commit": self.locker(name).commitment()})
            for name, d in self.deals.items():
                shuffled = _round(self.locker(name), "shuffle", d.deck)
                out.append({"deck": name, "shuffle": [mental.to_hex(x) for x in shuffled]})
                if len(d.rounds) + 1 == self.parties:  # the last to join locks at once
                    out.append({"deck": name, "lock": [mental.to_hex(x) for x in _round(self.locker(name), "lock", shuffled)]})
            return out
        # those of decks made again: below (but the keys of a keep's options mixed, sent as for a
        # dealt deck: to the keeper alone, and for the next drawer of the one put under, in the
        # open or to it alone)
        owed = [o for o in self.owes(me) if o[1] not in self.remade.subs or (o[1] in self.mixes and o[0] in ("hand", "key"))]
        for kind, name, _j, _giver, _to in owed:
            if kind == "lock":
                out.append({"deck": name, "lock": [mental.to_hex(x) for x in _round(self.locker(name), "lock", self.deals[name].deck)]})
            elif kind == "secret":
                out.append({"secret": self.secret.hex()})
        keys: dict[str, list] = {}
        alone: dict[tuple[str, int], dict] = {}
        for kind, name, j, _giver, to in owed:
            if kind == "key":
                keys.setdefault(name, []).append([j, me, mental.to_hex(self.locker(name).opening_key(j))])
            elif kind == "hand":
                step = alone.setdefault((name, to), {"deck": name, "to": to, "alone": [], "positions": []})
                step["alone"].extend([j, q, mental.to_hex(k)] for q, k in self.ring(name).hand_over(j, to, self.dh[to]))
                step["positions"].append(j)
        out.extend({"deck": name, "keys": ks} for name, ks in keys.items())
        out.extend(alone.values())
        out.extend(self.remade.my_steps(me, self.secret))
        return out

    def to_open(self, name: str, positions: list[int]) -> dict | None:
        """The keys this party publishes to open cards it plays face up."""
        ring = self.ring(name)
        ks = [[j, q, mental.to_hex(k)] for j in positions for q, k in ring.to_open(j)]
        return {"deck": name, "keys": ks} if ks else None

    # ---- following the game -------------------------------------------------------------------------
    def after_action(self, robbed: list[tuple[str, int, Any]], actor: str) -> None:
        """After an action has moved the ledger: the new draws (each other party owes its key) and
        the cards taken face down (the holder owes the receiver the keys it lacks)."""
        name = "provisions"
        hands = self.ledger.hands
        holder = {s: self._party(seat) for seat, slots in hands.items() for s in slots if isinstance(s, int)}
        for j, d in holder.items():
            if j not in self.readers[name]:
                self.readers[name][j] = {d}
                for q in range(self.parties):
                    if q != d:
                        self.owed.add(("key", name, j, q, d))
        r = self._party(actor)
        for victim, _index, slot in robbed:
            if not isinstance(slot, int):
                continue
            v = self._party(victim)
            who = self.readers[name].setdefault(slot, set())
            if v != r and r not in who and not self._public(name, slot):
                self.owed.add(("hand", name, slot, v, r))
            who.add(r)

    def _public(self, name: str, j: int) -> bool:
        d = self.deals[name]
        return all((j, q) in d.keys for q in range(self.parties))

    def opened(self, name: str, positions: list[int]) -> None:
        for j in positions:
            self.readers[name].setdefault(j, set()).update(range(self.parties))

    # ---- piles drawn from in play (the crusade's edict swap) ---------------------------------------
    def place(self, state: Any, name: str, j: int) -> Any:
        """This copy's view once it reads position ``j`` of a deck (``fd.place``, or for a pile
        drawn from in play, where the ruleset's ``piles`` account says the position is)."""
        if name in self.mixes:  # a position of a keep's two options mixed, in its pile's account
            return self.piles.place(state, self.base(name), ("mix", name, j), self.code(name, j))
        if self.piles is not None and self.piles.tracks(name):
            return self.piles.place(state, name, j, self.code(name, j))
        return self.fd.place(state, name, j, self.code(name, j))

    def follow_piles(self, before: Any, after: Any, actor: str, action: Any) -> None:
        """After an open action: a position drawn from a pile is owed to its drawer, each key in
        the open by a party that cannot read it, and to the drawer alone by one that can (it put
        that card under the pile: its key is the one every other copy lacks)."""
        if self.piles is None:
            return
        for name, j in self.piles.follow(before, after, actor, action, self.code):
            if isinstance(j, tuple) and len(j) == 3 and j[0] == "mix":
                name, j = j[1], j[2]  # a position of a keep's two options mixed
            elif not isinstance(j, int):
                continue  # put under by the drawer itself, which reads every position it can be
            d = self._party(actor)
            who = self.readers[name].setdefault(j, set())
            if d not in who and not self._public(name, j):
                for q in range(self.parties):
                    if q == d:
                        continue
                    if q in who:
                        self.owed.add(("hand", name, j, q, d))
                    elif (j, q) not in self.deals[name].keys:
                        self.owed.add(("key", name, j, q, d))
            who.add(d)

    def sealed_pile(self, blank: Any, seal: str) -> None:
        """A sealed action (blanked): if it chose between positions of a pile (the edict kept),
        which position went under is unknown until it is shown."""
        if self.piles is not None:
            self.piles.sealed(blank, seal)

    def pile_sealed(self, seal: str) -> bool:
        """Whether a sealed action chose between positions of a pile (it is shown by position)."""
        return self.piles is not None and self.piles.swap(seal) is not None

    def kept_place(self, seal: str, action: Any) -> int:
        """The owner's side of a keep's place: which of its two options it kept."""
        return self.piles.kept_place(seal, self.piles.kept(action), self.code)

    def place_kept(self, seal: str, place: Any) -> None:
        """A keep's place named, nothing opened: every copy knows which position went under
        and which one the seat kept, and reads it only if it could before (ValueError if the
        place is none, or named already)."""
        if not isinstance(place, int) or isinstance(place, bool):
            raise ValueError(_d("keep_no_place"))
        if self.mixing(seal):
            raise ValueError(_d("keep_unmixed"))
        self.piles.to_open(seal, place)
        self.piles.resolve(seal, place)

    # ---- a keep's two options mixed (docs/remote-play.md, "The edict kept") -----------------------
    def _at(self, pile: str, pos: Any) -> tuple[str, int] | None:
        """The deck and position of a position of a pile's account (None: not known yet)."""
        if isinstance(pos, tuple) and len(pos) == 3 and pos[0] == "mix":
            return pos[1], pos[2]
        return (pile, pos) if isinstance(pos, int) and not isinstance(pos, bool) else None

    def mix_needed(self, seal: str) -> bool:
        """Whether naming the place of the keep ``seal`` would tell a party other than the
        keeper something: another party can read one of its two options (it put that edict
        under the pile, or held it before). Read from what every copy sees (who may read which
        position), so every copy answers the same. False while an option is not known yet (a
        keep before it has not named its place), and once mixed."""
        s = self.piles.swap(seal) if self.piles is not None else None
        if s is None or s["kept"] is not None or s.get("mixed") is not None:
            return False
        at = [self._at(s["pile"], pos) for pos in s["options"]]
        if any(a is None for a in at):
            return False
        keeper = self._party(s["seat"])
        return any(self.readers[deck].get(j, set()) - {keeper} for deck, j in at)

    def mix(self, seal: str) -> str:
        """The keep's two options mixed before its place is named: a deck of two pieces made
        again from the options (:class:`Remade`, named ``<pile>/mix/<k>``): the mask of the
        keeper and of every party holding a layer of an option (taking it off), the keeper's
        shuffle, every party's lock; the keys of both
        new positions to the keeper alone (owed at once: a key is of no use before the positions
        are locked, and then to the keeper only). The keep's options become the new positions,
        the place it names is among them, and the one put under is opened for its next drawer
        as any position of the pile (:meth:`follow_piles`)."""
        s = self.piles.swap(seal)
        keeper = self._party(s["seat"])
        name = f"{s['pile']}/mix/{self.piles.swaps.index(s)}"
        pieces = []
        for pos in s["options"]:
            deck, j = self._at(s["pile"], pos)
            pieces.append(mental.piece_of(self.deals[deck], j))
        base = self.deals[s["pile"]]
        # masked by the keeper and every party holding a layer of an option (it takes its layer off
        # under its mask, before the shuffle: after it, nobody but the keeper knows which piece
        # is which); shuffled by the keeper alone (its own choice is what the mix hides); locked
        # by every party
        maskers = sorted({keeper} | {q for piece in pieces for q, _, _ in piece.holds})
        sub = self.remade.make_pieces(name, pieces, base.size, [keeper], maskers)
        self.deals[name] = Mixed(sub.name, sub.size, self.parties, base.size)
        self.mixes[name] = seal
        self.private[name] = {}
        self.readers[name] = {i: {keeper} for i in range(sub.size)}
        self.seen[name] = set()
        for i in range(sub.size):
            for q in range(self.parties):
                if q != keeper:
                    self.owed.add(("hand", name, i, q, keeper))
        self.piles.mixed(seal, name, sub.size)
        return name

    def mixing(self, seal: str) -> bool:
        """Whether the keep ``seal`` cannot name its place yet: its options are to be mixed, or
        are being mixed (a round or a key to the keeper still to come)."""
        if self.mix_needed(seal):
            return True
        name = next((n for n, sl in self.mixes.items() if sl == seal), None)
        if name is None:
            return False
        return not self.deals[name].locked() or any(o[1] == name and o[0] == "hand" and o[4] == self._party(
            self.piles.swap(seal)["seat"]) for o in self.owed)

    def pile_placed(self, seal: str) -> bool:
        """Whether a keep between positions of a pile has named its place."""
        s = self.piles.swap(seal) if self.piles is not None else None
        return s is not None and s["kept"] is not None

    def kept_action(self, seal: str, state: Any, blank: Any) -> tuple[Any, Any]:
        """The keep as this copy's view applies it once its place is named (``piles.keep``):
        the view (the options in the order of the new positions where they were mixed) and the
        action."""
        return self.piles.keep(state, seal, blank, self.code)

    def show_kept(self, seal: str, action: Any) -> None:
        """A keep shown once every card is read (the deck secrets are in): the edict it names
        must be the one at the place it named, or, if it named none, one of its two options
        (then that is its place). ValueError if not."""
        s = self.piles.swap(seal)
        if s["kept"] is None:
            place = self.piles.kept_place(seal, self.piles.kept(action), self.code)
            self.piles.to_open(seal, place)
            self.piles.resolve(seal, place)
            return
        if self.code(s["pile"], s["kept"]) != self.piles.kept(action):
            raise ValueError(_d("not_kept", card=s["kept"], deck=self.deals[s["pile"]].name))


class Remade:
    """The decks one copy follows that are made again in play from ciphertexts every copy holds
    (:class:`mental.SubDeck`; the crusade's Crusade deck, one a round: ``crusade/<round>``,
    docs/remote-play.md, "The Crusade deck"). Nothing here knows a game: the ruleset's account
    says which pieces a deck is made of, as *sources* (``("pos", j)``: position ``j`` of a dealt
    deck, its published keys applied; ``("open", number)``: a card face up; ``("left", r, k)``:
    position ``k`` of the deck of round ``r`` of the same kind, not drawn), and how many of its
    positions are drawn.

    What each party owes is read from the decks (not kept aside): its mask, shuffle and lock in
    turn (:meth:`mental.SubDeck.due`), then its opening key for every position drawn. A party's
    steps (:meth:`my_steps`) are every round due to it one after the other (a mask and then a
    shuffle in one file when its mask is the last), and its keys once its lock was the last.
    At the end every deck is audited from the deck secrets (committed under a dealt deck's name)."""

    def __init__(self, game_id: str, parties: int) -> None:
        self.game_id = game_id
        self.parties = parties
        self.subs: dict[str, mental.SubDeck] = {}  # short name ("crusade/<r>") -> the deck, in the order made
        self.full: dict[str, list[int]] | None = None  # the audit's order of every deck

    def copy(self) -> Remade:
        new = copy.copy(self)
        new.subs = {}
        for name, sub in self.subs.items():
            ns = copy.copy(sub)
            ns.rounds = list(sub.rounds)
            ns.keys = dict(sub.keys)
            ns.opened = dict(sub.opened)
            new.subs[name] = ns
        return new

    def make(self, name: str, sources: list[tuple], deal: Deal, draw: int, cards: int) -> mental.SubDeck:
        """A deck made again under ``name`` (``<kind>/<round>``) from ``sources``, positions of
        ``deal`` and the decks of the same kind made before (ValueError if a source is none)."""
        if name in self.subs:
            raise DeckError(_d("unknown_step"))
        kind = name.rsplit("/", 1)[0]
        pieces = []
        for source in sources:
            if source[0] == "pos" and isinstance(source[1], int) and 0 <= source[1] < deal.size:
                pieces.append(mental.piece_of(deal, source[1]))
            elif source[0] == "open" and isinstance(source[1], int) and 0 <= source[1] < cards:
                pieces.append(mental.open_piece(source[1]))
            elif source[0] == "left" and len(source) == 3:
                before = self.subs.get(f"{kind}/{source[1]}")
                k = source[2] - before.draw if before is not None and isinstance(source[2], int) else -1
                if not 0 <= k < (before.size - before.draw if before is not None else 0):
                    raise DeckError(_d("unknown_step"))
                pieces.append(before.left()[k])
            else:
                raise DeckError(_d("unknown_step"))
        sub = mental.SubDeck(f"{self.game_id}/{name}", pieces, self.parties, cards, draw)
        self.subs[name] = sub
        return sub

    def make_pieces(self, name: str, pieces: list[mental.Piece], cards: int, shufflers: list[int],
                    maskers: list[int]) -> mental.SubDeck:
        """A deck made again under ``name`` from ``pieces``, drawn whole, masked by ``maskers``
        and shuffled by ``shufflers`` only, its keys not published (the edict kept at Nottingham,
        mixed: :meth:`Cards.mix`)."""
        if name in self.subs:
            raise DeckError(_d("unknown_step"))
        sub = mental.SubDeck(f"{self.game_id}/{name}", pieces, self.parties, cards, len(pieces),
                             shufflers=shufflers, public=False, maskers=maskers)
        self.subs[name] = sub
        return sub

    def opened(self, name: str) -> dict[int, int]:
        """The cards at the positions drawn of a deck, once every key of them is in."""
        return dict(self.subs[name].opened)

    def owes(self, party: int) -> list[tuple]:
        """The rounds and keys ``party`` owes: ``(kind, name, position, party, party)``."""
        out: list[tuple] = []
        for name, sub in self.subs.items():
            due = sub.due()
            if due:
                if (party, due[0][1]) in due:
                    out.append((due[0][1], name, 0, party, party))
            elif sub.public:
                out.extend(("key", name, j, party, -1) for j in range(sub.draw) if (j, party) not in sub.keys)
        return out

    def take(self, sender: int, step: dict) -> None:
        """One step of ``sender``'s file on a deck made again (DeckError with the reason)."""
        sub = self.subs[step["deck"]]
        kinds = [k for k in ("mask", "shuffle", "lock", "keys") if k in step]
        if len(kinds) != 1 or not isinstance(step[kinds[0]], list) or (kinds[0] == "keys" and not sub.public):
            raise DeckError(_d("unknown_step"))
        kind = kinds[0]
        if kind != "keys":
            sub.take_round(sender, kind, [mental.from_hex(x) for x in step[kind]])
            return
        for item in step["keys"]:
            if not isinstance(item, list) or len(item) != 3 or not isinstance(item[0], int) or item[1] != sender:
                raise DeckError(_d("key_no_card_party"))
            sub.give_key(sender, item[0], mental.from_hex(item[2]))

    def my_steps(self, me: int, secret: bytes) -> list[dict]:
        """Every round this party owes now, in turn (each taken into a scratch copy, so the next
        one follows it), and its opening keys once every lock is in."""
        out: list[dict] = []
        scratch = self.copy()
        for name, sub in scratch.subs.items():
            while mine := [k for p, k in sub.due() if p == me]:
                kind = mine[0]
                values = _sub_round(sub, secret, me, kind)
                sub.take_round(me, kind, values)
                out.append({"deck": name, kind: [mental.to_hex(x) for x in values]})
            if sub.locked() and sub.size and sub.public:
                keys = [[j, me, mental.to_hex(sub.opening_key(secret, j))]
                        for j in range(sub.draw) if (j, me) not in sub.keys]
                if keys:
                    out.append({"deck": name, "keys": keys})
        return out

    def audit(self, secrets: dict[int, bytes], commitments: dict[int, str], anchor: str) -> None:
        """Every deck made again redone from the deck secrets; ``full`` its whole order."""
        self.full = {name: _sub_audit(sub, secrets, commitments, anchor) for name, sub in self.subs.items()}


_SUB_AUDITS: dict[tuple, list[int]] = {}


def _sub_audit(sub: mental.SubDeck, secrets: dict[int, bytes], commitments: dict[int, str], anchor: str) -> list[int]:
    """SubDeck.audit, remembered (the writer of a file checks it as its receivers do, and a
    game's rounds are audited together: the same numbers need not be worked out twice)."""
    key = (sub.name, anchor, tuple(sorted(secrets.items())), tuple(sorted(commitments.items())),
           hashlib.sha256(repr((sub.to_doc(), sorted(sub.opened.items()))).encode()).hexdigest())
    if key not in _SUB_AUDITS:
        _SUB_AUDITS[key] = sub.audit(secrets, commitments, anchor)
        if len(_SUB_AUDITS) > 64:
            _SUB_AUDITS.pop(next(iter(_SUB_AUDITS)))
    return list(_SUB_AUDITS[key])


_SUBS: dict[tuple, list[int]] = {}


def _sub_round(sub: mental.SubDeck, secret: bytes, party: int, kind: str) -> list[int]:
    """A party's round of a deck made again, remembered (a side that starts its turn again need
    not work it out twice)."""
    key = (secret, sub.name, kind, hashlib.sha256(repr(sub.current() if kind != "lock" else sub.drawn()).encode()).digest())
    if key not in _SUBS:
        _SUBS[key] = sub.my_round(secret, party)
        if len(_SUBS) > 16:
            _SUBS.pop(next(iter(_SUBS)))
    return list(_SUBS[key])


__all__ = ["Cards", "Remade", "deck_secret"]
