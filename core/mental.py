"""Cards dealt face down between parties that trust nobody: a deck no single party can read.

This is the card half of remote play's "nothing chosen, nothing computed by the other side"
(``docs/remote-play.md``, "Face-down cards"). The dice of :mod:`lionheart_core.remote` come from
secrets that every party reveals, so every party can compute every number; that is right for dice
(everybody sees them) and wrong for a card only one player may see. Here each party locks the
deck with its own key, so that a card opens only when every party but the drawer hands over its
key *for that one card*, and the drawer, holding the last key, is the only one who reads it.

The scheme is commutative encryption (Shamir, Rivest and Adleman's "mental poker") over the
2048-bit safe prime of RFC 3526 (group 14), with a key per card in the second round:

1. **Shuffle.** Each party in turn raises every card to its shuffle key and puts the deck in its
   own secret order. After the last party nobody knows the order.
2. **Lock.** Each party in turn takes its shuffle key off every card and puts a key of its own
   for that position on instead. The deck is now position ``j`` raised to the product of every
   party's key ``j``.
3. **Draw.** For the drawer to read card ``j``, every other party shows its *opening key* for
   ``j`` (the inverse of its key ``j``); the drawer applies them and its own, and gets the card.
   A wrong opening key gives a number that is no card: it is refused at once. Opening keys may be
   shown to everybody: without the drawer's own key they open nothing.
4. **Show.** A card that comes face up (played, or every hand at the end) is shown by giving the
   drawer's opening key too; anyone checks it.
5. **Audit.** At the end each party reveals the secret all its keys and orders were derived from
   (committed by hash before the first shuffle). Every copy then redoes every party's rounds and
   checks them against what was sent: a party that slipped in a card twice, left one out, or
   handed over a false key is found out, with the file that shows it.

Cards are encoded as quadratic residues (squares of hashes of their numbers) so that encryption
keeps them in the prime-order subgroup and the Legendre symbol, the classic leak of this scheme,
tells nothing.
Every key is a number mod ``Q = (P - 1) / 2``, the order of that subgroup (a prime, so every key
has an inverse).

Everything a party does is derived from one 32-byte secret (:class:`Locker`), so its copy of a game
stores the secret only, and the audit needs nothing else. Only :func:`pow` and :mod:`hashlib`:
no new dependency.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import messages  # noqa: F401 (registers the core's messages, the reasons below among them)
from .i18n import Msg, msg

# RFC 3526, group 14: a 2048-bit safe prime P = 2Q + 1 (Q prime).
P = int(
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD"
    "EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED"
    "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F"
    "83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B"
    "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510"
    "15728E5A8AACAA68FFFFFFFFFFFFFFFF", 16)
Q = (P - 1) // 2


class DeckError(ValueError):
    """A step of the deck protocol that does not check: a false key, a changed deck, a secret that
    is not the one committed to. Its argument is a :class:`~lionheart_core.i18n.Msg` saying which
    and where (``str()`` speaks the current language; English by default)."""


def _d(name: str, /, **args: Any) -> Msg:
    """A reason of the deck protocol (core/messages.py, ``remote.deck.*``)."""
    return msg(f"core:remote.deck.{name}", **args)


def _p(party: int) -> Msg:
    """A party in a reason: "party 1" (a game played by file names it by its player and seats
    instead: ``remote.Line.readable``)."""
    return _d("party", n=party)


def encode(k: int) -> int:
    """Card ``k`` (0, 1, ...) as a number of the prime-order subgroup: the square of a hash of
    ``k``. Not ``(k + 2)²``: with small numbers a key multiplied by 2 or 3 turns a card into
    another card (``4² = 16``), so a false key could pass for a true one until the audit; with
    hashed numbers a false key gives a card only by a 2048-bit accident."""
    h = b"".join(hashlib.sha256(b"lionheart-card" + k.to_bytes(4, "big") + bytes([i])).digest() for i in range(8))
    return pow(int.from_bytes(h, "big") % P, 2, P)


def decode(x: int, size: int) -> int:
    """The card a number stands for, or :class:`DeckError` when it is none of the ``size`` cards."""
    table = _table(size)
    try:
        return table[x]
    except KeyError:
        raise DeckError(_d("false_key")) from None


_TABLES: dict[int, dict[int, int]] = {}


def _table(size: int) -> dict[int, int]:
    t = _TABLES.get(size)
    if t is None:
        t = _TABLES[size] = {encode(k): k for k in range(size)}
    return t


def _num(secret: bytes, *parts: object) -> int:
    h = hashlib.sha256(b"lionheart-deck")
    h.update(len(secret).to_bytes(4, "big") + secret)
    for part in parts:
        b = str(part).encode()
        h.update(len(b).to_bytes(4, "big") + b)
    return int.from_bytes(h.digest() + hashlib.sha256(h.digest()).digest(), "big")


def _key(secret: bytes, *parts: object) -> int:
    """A key in 1..Q-1 derived from the secret (uniform enough: 512 bits reduced mod Q)."""
    return _num(secret, *parts) % (Q - 1) + 1


def commit(secret: bytes, deck: str) -> str:
    """The hash a party publishes before its first round: its secret for ``deck`` is then fixed."""
    return hashlib.sha256(b"lionheart-deck-commit" + deck.encode() + b"\0" + secret).hexdigest()


@dataclass(frozen=True)
class Locker:
    """One party's part of one deck: every key and order derived from ``secret`` and the deck's
    name (a game id and which deck), so nothing else needs keeping."""

    secret: bytes
    deck: str
    size: int

    def shuffle_key(self) -> int:
        return _key(self.secret, self.deck, "shuffle")

    def order(self) -> list[int]:
        """This party's secret order: position i of its output is card ``order[i]`` of its input
        (Fisher-Yates on numbers from the secret)."""
        perm = list(range(self.size))
        for i in range(self.size - 1, 0, -1):
            j = _num(self.secret, self.deck, "order", i) % (i + 1)
            perm[i], perm[j] = perm[j], perm[i]
        return perm

    def card_key(self, j: int) -> int:
        return _key(self.secret, self.deck, "card", j)

    def opening_key(self, j: int) -> int:
        """What this party hands over so that card ``j`` can be read (by whoever holds the rest)."""
        return pow(self.card_key(j), -1, Q)

    def commitment(self) -> str:
        return commit(self.secret, self.deck)

    # ---- the two rounds --------------------------------------------------------------------------
    def shuffle(self, deck: Sequence[int]) -> list[int]:
        """Round 1: every card raised to the shuffle key, in this party's secret order."""
        _check(deck, self.size)
        e = self.shuffle_key()
        return [pow(deck[i], e, P) for i in self.order()]

    def lock(self, deck: Sequence[int]) -> list[int]:
        """Round 2: the shuffle key taken off, the key of each position put on (one power each)."""
        _check(deck, self.size)
        d = pow(self.shuffle_key(), -1, Q)
        return [pow(x, d * self.card_key(j) % Q, P) for j, x in enumerate(deck)]


def _check(deck: Sequence[int], size: int) -> None:
    if len(deck) != size or any(not isinstance(x, int) or not 1 < x < P - 1 for x in deck):
        raise DeckError(_d("not_a_deck", size=size))


def fresh_deck(size: int) -> list[int]:
    """The deck before anyone touched it: cards 0..size-1 in order, encoded."""
    return [encode(k) for k in range(size)]


def open_card(locked: int, j: int, keys: Sequence[int], size: int) -> int:
    """Card ``j`` of the locked deck read with every party's opening key for ``j``."""
    x = locked
    for k in keys:
        if not isinstance(k, int) or not 0 < k < Q:
            raise DeckError(_d("not_a_key", card=j))
        x = pow(x, k, P)
    return decode(x, size)


def audit(size: int, rounds: Sequence[tuple[int, list[int]]], secrets: dict[int, bytes], deck: str,
          commitments: dict[int, str]) -> list[int]:
    """Redo every round from the revealed secrets and check each against what its party sent
    (``rounds``: (party, deck it handed on): first every party's shuffle in turn, then every
    party's lock once, in any order, since locks commute). Returns the order of the cards in the
    locked deck (position j holds card ``result[j]``). Raises :class:`DeckError` naming the first
    round that does not check."""
    for party, secret in secrets.items():
        if commit(secret, deck) != commitments.get(party):
            raise DeckError(_d("secret_not_committed", party=_p(party)))
    parties = list(dict.fromkeys(p for p, _ in rounds))
    n = len(parties)
    if len(rounds) != 2 * n or sorted(p for p, _ in rounds[n:]) != sorted(parties):
        raise DeckError(_d("rounds_incomplete"))
    plain = list(range(size))
    current = fresh_deck(size)
    for k, (party, sent) in enumerate(rounds):
        if party not in secrets:
            raise DeckError(_d("secret_missing", party=_p(party)))
        locker = Locker(secrets[party], deck, size)
        if k < n:
            current = locker.shuffle(current)
            plain = [plain[i] for i in locker.order()]
        else:
            current = locker.lock(current)
        if current != list(sent):
            raise DeckError(_d("round_changed", round=k + 1, party=_p(party)))
    return plain


# ---- a deck between parties, as every copy follows it ------------------------------------------

G = 4  # 2 squared: a generator of the prime-order subgroup (Diffie-Hellman between two parties)


def dh_secret(secret: bytes) -> int:
    """A party's Diffie-Hellman exponent, derived from its deck secret (no more to keep)."""
    return _key(secret, "diffie-hellman")


def dh_public(secret: bytes) -> int:
    """What a party publishes (in its joining file) so that another can send it one key alone."""
    return pow(G, dh_secret(secret), P)


def _pad(shared: int, deck: str, position: int, sender: int, receiver: int) -> int:
    seed = shared.to_bytes(256, "big") + f"{deck}\0{position}\0{sender}\0{receiver}".encode()
    stream = b"".join(hashlib.sha256(b"lionheart-deck-wrap" + bytes([i]) + seed).digest() for i in range(8))
    return int.from_bytes(stream, "big")


def wrap_key(secret: bytes, their_public: int, key: int, deck: str, position: int, sender: int,
             receiver: int) -> int:
    """An opening key for one party alone (a robbed card: the victim's key may go to the robber
    only, since every other key of that card is public): XORed with a pad from the secret the
    two share (``their_public`` raised to the sender's exponent)."""
    return key ^ _pad(pow(their_public, dh_secret(secret), P), deck, position, sender, receiver)


def unwrap_key(secret: bytes, their_public: int, wrapped: int, deck: str, position: int, sender: int,
               receiver: int) -> int:
    """The key :func:`wrap_key` wrapped, read by its receiver."""
    return wrapped ^ _pad(pow(their_public, dh_secret(secret), P), deck, position, sender, receiver)


class Deal:
    """One deck between ``parties`` parties as every copy follows it from the files: the
    commitments, the rounds (every shuffle in party order, then every lock once, in any order),
    the opening keys published so far, and the cards this copy has opened.

    Each round is checked as it comes as far as anyone can without the secrets (the shape, no
    value twice: a doubled card shows at once, since every round is a bijection); a key is checked
    when it opens a card (by the one copy that holds the other keys, or by everyone when the
    holder shows it); the rest at :meth:`audit`, when every party shows its secret.
    """

    def __init__(self, name: str, size: int, parties: int) -> None:
        self.name = name
        self.size = size
        self.parties = parties
        self.commitments: dict[int, str] = {}
        self.rounds: list[tuple[int, str, list[int]]] = []  # (party, "shuffle" or "lock", deck)
        self.keys: dict[tuple[int, int], int] = {}  # (position, party) -> opening key, published
        self.cards: dict[int, int] = {}  # position -> card, where this copy has opened it

    # ---- the rounds -----------------------------------------------------------------------------
    @property
    def deck(self) -> list[int]:
        return list(self.rounds[-1][2]) if self.rounds else fresh_deck(self.size)

    def locked(self) -> bool:
        return len(self.rounds) == 2 * self.parties

    def due(self) -> list[tuple[int, str]]:
        """The rounds still to come, as (party, kind): shuffles in party order, then the locks."""
        shuffled = [p for p, kind, _ in self.rounds if kind == "shuffle"]
        if len(shuffled) < self.parties:
            return [(p, "shuffle") for p in range(len(shuffled), self.parties)] + \
                [(p, "lock") for p in range(self.parties)]
        done = {p for p, kind, _ in self.rounds if kind == "lock"}
        return [(p, "lock") for p in range(self.parties) if p not in done]

    def commit(self, party: int, commitment: str) -> None:
        if party in self.commitments:
            raise DeckError(_d("commit_twice", party=_p(party), deck=self.name))
        if not isinstance(commitment, str) or len(commitment) != 64:
            raise DeckError(_d("commit_no_hash", party=_p(party), deck=self.name))
        self.commitments[party] = commitment

    def take_round(self, party: int, kind: str, deck: Sequence[int]) -> None:
        """A round a party sent: in its turn, after its commitment, the right shape."""
        due = self.due()
        if party not in self.commitments:
            raise DeckError(_d("round_before_commit", party=_p(party), deck=self.name))
        if (party, kind) not in due or (kind == "shuffle" and due[0] != (party, kind)) \
                or (kind == "lock" and due[0][1] == "shuffle"):
            raise DeckError(_d("not_turn_shuffle" if kind == "shuffle" else "not_turn_lock", party=_p(party), deck=self.name))
        _check(deck, self.size)
        if len(set(deck)) != self.size:
            raise DeckError(_d("card_twice", party=_p(party), deck=self.name))
        self.rounds.append((party, kind, list(deck)))

    def my_round(self, locker: Locker, party: int) -> list[int]:
        """This copy's own next round of the deck (not yet taken in: :meth:`take_round`)."""
        kind = next(k for p, k in self.due() if p == party)
        return locker.shuffle(self.deck) if kind == "shuffle" else locker.lock(self.deck)

    # ---- keys and cards -------------------------------------------------------------------------
    def give_key(self, party: int, position: int, key: int) -> None:
        """A party's opening key for ``position``, published (useless without the others')."""
        if not self.locked():
            raise DeckError(_d("key_before_lock", deck=self.name))
        if not 0 <= position < self.size or not isinstance(key, int) or not 0 < key < Q:
            raise DeckError(_d("not_a_key_of", card=position, deck=self.name))
        old = self.keys.get((position, party))
        if old is not None and old != key:
            raise DeckError(_d("two_keys", party=_p(party), card=position, deck=self.name))
        self.keys[(position, party)] = key
        if position not in self.cards and all((position, q) in self.keys for q in range(self.parties)):
            self.cards[position] = self._open(position, [self.keys[(position, q)] for q in range(self.parties)])

    def missing(self, position: int, party: int) -> list[int]:
        """The parties whose key ``party`` still needs to read ``position`` (its own aside)."""
        return [q for q in range(self.parties) if q != party and (position, q) not in self.keys]

    def read(self, position: int, locker: Locker, party: int, given: dict[int, int] | None = None) -> int:
        """Card ``position`` read by ``party`` with its own key and every other party's
        (published, or ``given`` to it alone): :class:`DeckError` if a key is false."""
        given = given or {}
        keys = []
        for q in range(self.parties):
            if q == party:
                keys.append(locker.opening_key(position))
            elif q in given:
                keys.append(given[q])
            elif (position, q) in self.keys:
                keys.append(self.keys[(position, q)])
            else:
                raise DeckError(_d("key_lacking", party=_p(party), other=_p(q), card=position, deck=self.name))
        card = self._open(position, keys)
        self.cards[position] = card
        return card

    def _open(self, position: int, keys: list[int]) -> int:
        try:
            return open_card(self.deck[position], position, keys, self.size)
        except DeckError:
            raise DeckError(_d("false_key_of", card=position, deck=self.name)) from None

    # ---- the end ------------------------------------------------------------------------------
    def audit(self, secrets: dict[int, bytes]) -> list[int]:
        """Every party's secret shown: redo every round, check every published key and every card
        opened. Returns the card at each position."""
        for party, secret in secrets.items():
            if commit(secret, self.name) != self.commitments.get(party):
                raise DeckError(_d("secret_not_committed", party=_p(party)))
        for (position, party), key in sorted(self.keys.items()):  # cheap: before the rounds
            if party not in secrets or Locker(secrets[party], self.name, self.size).opening_key(position) != key:
                raise DeckError(_d("false_key_by", party=_p(party), card=position, deck=self.name))
        order = audit(self.size, [(p, d) for p, _, d in self.rounds], secrets, self.name, self.commitments)
        for position, card in sorted(self.cards.items()):
            if order[position] != card:
                raise DeckError(_d("misread", card=position, deck=self.name))
        return order

    # ---- as JSON ------------------------------------------------------------------------------
    def to_doc(self) -> dict:
        return {"name": self.name, "size": self.size, "parties": self.parties,
                "commitments": {str(k): v for k, v in self.commitments.items()},
                "rounds": [[p, kind, [format(x, "x") for x in d]] for p, kind, d in self.rounds],
                "keys": [[j, q, format(k, "x")] for (j, q), k in sorted(self.keys.items())]}

    @classmethod
    def from_doc(cls, doc: dict) -> Deal:
        """A deal read back (every round and key checked again as it is taken in)."""
        deal = cls(doc["name"], int(doc["size"]), int(doc["parties"]))
        for k, v in doc["commitments"].items():
            deal.commit(int(k), v)
        for p, kind, d in doc["rounds"]:
            deal.take_round(int(p), kind, [from_hex(x) for x in d])
        for j, q, k in doc["keys"]:
            deal.give_key(int(q), int(j), from_hex(k))
        return deal


class Keyring:
    """One party's side of a deck in play: its copy of the :class:`Deal` (every published key),
    its :class:`Locker`, and the keys given to it alone. It says which keys this party must send
    when a card is drawn, handed over face down or opened face up, and takes in what the others
    send. The rule for every case: a key that some copy could use to read a card it may not see
    goes to one party alone; every other key may be published.

    * A **draw** of position ``j`` by another party: this party's key, in the open, unless this
      party can read ``j`` (it held the card: an edict put back under its pile), when every key of
      ``j`` it has that is not public goes to the drawer alone.
    * A card **handed over** face down (robbed): the holder sends the receiver alone every key of
      it that is not public (its own, or those it got alone).
    * A card **opened** (played face up, shown): its holder publishes every key of it that is not
      public.
    """

    def __init__(self, deal: Deal, locker: Locker, party: int) -> None:
        if locker.deck != deal.name or locker.size != deal.size:
            raise DeckError(_d("wrong_locker"))
        self.deal = deal
        self.locker = locker
        self.party = party
        self.private: dict[int, dict[int, int]] = {}  # position -> {party: key} given to this party alone

    @property
    def dh(self) -> int:
        """This party's Diffie-Hellman public number for this deck (published once)."""
        return dh_public(self.locker.secret)

    def reads(self, j: int) -> bool:
        return j in self.deal.cards

    def _unpublished(self, j: int) -> dict[int, int]:
        """The keys of ``j`` this party has that are not public: its own, those it got alone."""
        out = dict(self.private.get(j, {}))
        out[self.party] = self.locker.opening_key(j)
        return {q: k for q, k in out.items() if (j, q) not in self.deal.keys}

    # ---- what this party sends -------------------------------------------------------------
    def for_draw(self, j: int, drawer: int, drawer_dh: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """What this party sends when ``drawer`` draws ``j``: (published: [(party, key)], alone:
        [(party whose key it is, wrapped key)])."""
        if drawer == self.party:
            return [], []
        if self.reads(j):
            return [], self.hand_over(j, drawer, drawer_dh)
        if (j, self.party) in self.deal.keys:
            return [], []
        return [(self.party, self.locker.opening_key(j))], []

    def hand_over(self, j: int, receiver: int, receiver_dh: int) -> list[tuple[int, int]]:
        """The keys of ``j`` the receiver of the card lacks, wrapped for it alone."""
        return [(q, wrap_key(self.locker.secret, receiver_dh, key, self.deal.name, j, self.party, receiver))
                for q, key in sorted(self._unpublished(j).items()) if q != receiver]

    def to_open(self, j: int) -> list[tuple[int, int]]:
        """The keys this party publishes to open ``j`` (a card it holds) to every copy."""
        return sorted(self._unpublished(j).items())

    # ---- what this party takes in ----------------------------------------------------------
    def take_alone(self, j: int, sender: int, sender_dh: int, keys: Sequence[tuple[int, int]]) -> None:
        """Keys of ``j`` wrapped for this party by ``sender``."""
        got = self.private.setdefault(j, {})
        for q, wrapped in keys:
            if not 0 <= q < self.deal.parties or q == self.party:
                raise DeckError(_d("key_no_party", card=j, deck=self.deal.name))
            got[q] = unwrap_key(self.locker.secret, sender_dh, wrapped, self.deal.name, j, sender, self.party)

    def read(self, j: int) -> int:
        """Card ``j`` read by this party (:class:`DeckError` if a key is missing or false)."""
        return self.deal.read(j, self.locker, self.party, given=self.private.get(j))


# ---- a deck re-made from ciphertexts (the crusade's Crusade deck, each round) -------------------


@dataclass(frozen=True)
class Piece:
    """One card of a deck re-made from ciphertexts every copy already holds (:class:`SubDeck`),
    as every copy computes it from what is public: ``value``, a ciphertext (or a card's encoding
    in the clear), and ``holds``, the layers still on it that re-mask rounds take off, each
    ``(party, deck, position)``: that party's card key for ``position`` of ``deck`` (a position
    of a dealt deck whose key was never published), or, with ``position`` None, the party's mask
    and shuffle key of the sub-deck ``deck`` (a card left in it when it was drawn from)."""

    value: int
    holds: tuple[tuple[int, str, int | None], ...] = ()


def piece_of(deal: Deal, j: int) -> Piece:
    """Position ``j`` of a dealt deck as a piece: its locked card with every published key of
    ``j`` applied; the keys never published (its holder's) are still on it."""
    x = deal.deck[j]
    holds = []
    for q in range(deal.parties):
        key = deal.keys.get((j, q))
        if key is None:
            holds.append((q, deal.name, j))
        else:
            x = pow(x, key, P)
    return Piece(x, tuple(holds))


def open_piece(card: int) -> Piece:
    """A card face up as a piece: its encoding in the clear (no layer on it)."""
    return Piece(encode(card))


def _layer(secret: bytes, deck: str, position: int | None) -> int:
    """The key a holder takes off a piece: its card key of ``position`` of ``deck``, or (None)
    its mask and shuffle key of the sub-deck ``deck``."""
    if position is None:
        return _key(secret, deck, "mask") * _key(secret, deck, "shuffle") % Q
    return _key(secret, deck, "card", position)


class SubDeck:
    """A deck made again from ciphertexts (the crusade's Crusade deck, each round: the cards
    given to it and the cards left from the round before), mixed by every party so that no copy
    can link a card to the piece it came from, and opened only at the positions drawn
    (docs/remote-play.md, "The Crusade deck").

    Rounds, each party once in each kind: **mask** (any order, every one before the first
    shuffle): every piece raised to the party's mask key and, in the same power, its own layers
    taken off the pieces it holds; **shuffle** (any order, after every mask): every piece raised
    to the party's shuffle key, in the party's secret order; **lock** (any order, after every
    shuffle): for the first ``draw`` positions only, mask and shuffle key off and a key for that
    position on. Then each party publishes its opening key for each position drawn. The
    positions not drawn keep every party's mask and shuffle key: :meth:`left` gives them as the
    next deck's first pieces. Each key and order is derived from the party's deck secret and
    this deck's name (``Locker``), so the audit needs the secrets only.

    Checked as it comes: the turn of each round, its shape, no value twice (a card doubled in a
    round; after the last mask, a card given twice); a key before the last lock; a key that opens
    no card (every key of a position drawn is public, so every copy checks it). The rest at
    :meth:`audit`.
    """

    def __init__(self, name: str, pieces: Sequence[Piece], parties: int, cards: int, draw: int,
                 shufflers: Sequence[int] | None = None, public: bool = True,
                 maskers: Sequence[int] | None = None) -> None:
        self.name = name
        self.pieces = list(pieces)
        self.parties = parties
        self.cards = cards  # the cards are numbered 0 .. cards-1 (what an opened position decodes to)
        self.draw = max(0, min(draw, len(self.pieces)))
        # the parties that mask and that shuffle (every one by default); subsets only for a deck
        # drawn whole (no position keeps its layers for a next deck), every holder of a layer a
        # masker: the edict kept at Nottingham, mixed in the keeper's order alone, masked by the
        # parties holding a layer of it and the keeper (docs/remote-play.md, "The edict kept")
        self.shufflers = tuple(range(parties)) if shufflers is None else tuple(sorted(set(shufflers)))
        self.maskers = tuple(range(parties)) if maskers is None else tuple(sorted(set(maskers)))
        every = {q for piece in self.pieces for q, _, _ in piece.holds if isinstance(q, int)}
        # whether the keys of the positions drawn are published (else they go to one party alone,
        # through a :class:`Mixed` deal of the locked positions)
        self.public = public
        if not self.shufflers or any(not isinstance(q, int) or not 0 <= q < parties
                                     for q in self.shufflers + self.maskers) or not every <= set(self.maskers) \
                or (len(self.shufflers) + len(self.maskers) < 2 * parties and self.draw < len(self.pieces)):
            raise DeckError(_d("not_a_deck", size=len(self.pieces)))
        for piece in self.pieces:
            if not isinstance(piece.value, int) or not 1 < piece.value < P - 1 or any(
                    not isinstance(q, int) or not 0 <= q < parties for q, _, _ in piece.holds):
                raise DeckError(_d("not_a_deck", size=len(self.pieces)))
        self.rounds: list[tuple[int, str, list[int]]] = []  # (party, "mask" | "shuffle" | "lock", values)
        self.keys: dict[tuple[int, int], int] = {}  # (position, party) -> opening key, published
        self.opened: dict[int, int] = {}  # position drawn -> card, once every key is in

    @property
    def size(self) -> int:
        return len(self.pieces)

    def locker(self, secret: bytes) -> Locker:
        return Locker(secret, self.name, self.size)

    def _done(self, kind: str) -> set[int]:
        return {p for p, k, _ in self.rounds if k == kind}

    def due(self) -> list[tuple[int, str]]:
        """The rounds that may come now, as (party, kind): masks until every party has masked,
        then shuffles, then locks (an empty deck needs none)."""
        if not self.size:
            return []
        for kind in ("mask", "shuffle", "lock"):
            done = self._done(kind)
            who = self.shufflers if kind == "shuffle" else self.maskers if kind == "mask" else range(self.parties)
            if not set(who) <= done:
                return [(p, kind) for p in who if p not in done]
        return []

    def locked(self) -> bool:
        return not self.due()

    def current(self) -> list[int]:
        """The whole deck after the last mask or shuffle (the pieces before any round)."""
        for _, kind, values in reversed(self.rounds):
            if kind != "lock":
                return list(values)
        return [piece.value for piece in self.pieces]

    def drawn(self) -> list[int]:
        """The positions to be drawn, after the last lock (before any, as the shuffles left them)."""
        for _, kind, values in reversed(self.rounds):
            if kind == "lock":
                return list(values)
        return self.current()[:self.draw]

    def take_round(self, party: int, kind: str, values: Sequence[int]) -> None:
        """A round a party sent: in its turn, the right shape, no value twice."""
        if (party, kind) not in self.due():
            key = {"mask": "not_turn_mask", "shuffle": "not_turn_shuffle"}.get(kind, "not_turn_lock")
            raise DeckError(_d(key, party=_p(party), deck=self.name))
        n = self.draw if kind == "lock" else self.size
        _check(values, n)
        if len(set(values)) != n:
            raise DeckError(_d("card_twice", party=_p(party), deck=self.name))
        self.rounds.append((party, kind, list(values)))

    def my_round(self, secret: bytes, party: int) -> list[int]:
        """This party's next round (not taken in yet: :meth:`take_round`)."""
        kind = next((k for p, k in self.due() if p == party), None)
        if kind is None:
            raise DeckError(_d("not_turn_mask", party=_p(party), deck=self.name))
        return _sub_round(self, secret, party, kind, self.current() if kind != "lock" else self.drawn())

    # ---- keys and cards -------------------------------------------------------------------------
    def give_key(self, party: int, position: int, key: int) -> None:
        """A party's opening key for a position drawn, published once every party has locked;
        the position opens when its last key is in (:class:`DeckError` if it opens no card)."""
        if not self.locked():
            raise DeckError(_d("key_before_lock", deck=self.name))
        if not isinstance(position, int) or not 0 <= position < self.draw or not isinstance(key, int) \
                or not 0 < key < Q or not isinstance(party, int) or not 0 <= party < self.parties:
            raise DeckError(_d("not_a_key_of", card=position, deck=self.name))
        old = self.keys.get((position, party))
        if old is not None and old != key:
            raise DeckError(_d("two_keys", party=_p(party), card=position, deck=self.name))
        self.keys[(position, party)] = key
        if position not in self.opened and all((position, q) in self.keys for q in range(self.parties)):
            try:
                card = open_card(self.drawn()[position], position,
                                 [self.keys[(position, q)] for q in range(self.parties)], self.cards)
            except DeckError:
                raise DeckError(_d("false_key_of", card=position, deck=self.name)) from None
            self.opened[position] = card

    def opening_key(self, secret: bytes, position: int) -> int:
        """What a party publishes so that drawn position ``position`` opens."""
        return self.locker(secret).opening_key(position)

    def left(self) -> list[Piece]:
        """The positions not drawn, as the next deck's first pieces (in order): every party's
        mask and shuffle key of this deck still on them."""
        if self._done("shuffle") != set(self.shufflers) and self.size:
            raise DeckError(_d("rounds_incomplete"))
        holds = tuple((q, self.name, None) for q in range(self.parties))
        return [Piece(x, holds) for x in self.current()[self.draw:]]

    # ---- the end ------------------------------------------------------------------------------
    def audit(self, secrets: dict[int, bytes], commitments: dict[int, str], anchor: str) -> list[int]:
        """Every party's deck secret shown (committed to under the deck ``anchor``): every round
        redone from the pieces, every published key and every card opened checked. Returns the
        card at each position (those not drawn too). :class:`DeckError` names the first round,
        key or card that does not check."""
        for party in range(self.parties):
            if party not in secrets:
                raise DeckError(_d("secret_missing", party=_p(party)))
            if commit(secrets[party], anchor) != commitments.get(party):
                raise DeckError(_d("secret_not_committed", party=_p(party)))
        for (position, party), key in sorted(self.keys.items()):
            if self.opening_key(secrets[party], position) != key:
                raise DeckError(_d("false_key_by", party=_p(party), card=position, deck=self.name))
        if self.due():
            raise DeckError(_d("rounds_incomplete"))
        whole = [piece.value for piece in self.pieces]
        drawn: list[int] = []
        for k, (party, kind, sent) in enumerate(self.rounds):
            if kind == "lock":
                drawn = _sub_round(self, secrets[party], party, kind, drawn or whole[:self.draw])
                mine = drawn
            else:
                whole = _sub_round(self, secrets[party], party, kind, whole)
                mine = whole
            if mine != list(sent):
                raise DeckError(_d("round_changed", round=k + 1, party=_p(party)))
        order = []
        for position in range(self.size):
            if position < self.draw:
                keys = [self.opening_key(secrets[q], position) for q in range(self.parties)]
                order.append(open_card(drawn[position], position, keys, self.cards))
            else:
                off = 1
                for q in range(self.parties):
                    off = off * _layer(secrets[q], self.name, None) % Q
                order.append(decode(pow(whole[position], pow(off, -1, Q), P), self.cards))
        for position, card in sorted(self.opened.items()):
            if order[position] != card:
                raise DeckError(_d("misread", card=position, deck=self.name))
        return order

    # ---- as JSON ------------------------------------------------------------------------------
    def to_doc(self) -> dict:
        return {"name": self.name, "cards": self.cards, "parties": self.parties, "draw": self.draw,
                "shufflers": list(self.shufflers), "maskers": list(self.maskers), "public": self.public,
                "pieces": [[to_hex(piece.value), [[q, deck, j] for q, deck, j in piece.holds]]
                           for piece in self.pieces],
                "rounds": [[p, kind, [to_hex(x) for x in values]] for p, kind, values in self.rounds],
                "keys": [[j, q, to_hex(k)] for (j, q), k in sorted(self.keys.items())]}

    @classmethod
    def from_doc(cls, doc: dict) -> SubDeck:
        """A sub-deck read back (every round and key checked again as it is taken in)."""
        pieces = []
        for value, holds in doc["pieces"]:
            if not isinstance(holds, list) or any(not isinstance(h, list) or len(h) != 3 or not isinstance(h[1], str)
                                                  or not (h[2] is None or isinstance(h[2], int)) for h in holds):
                raise DeckError(_d("not_a_deck", size=len(doc["pieces"])))
            pieces.append(Piece(from_hex(value), tuple((int(q), deck, j) for q, deck, j in holds)))
        shufflers, maskers = doc.get("shufflers"), doc.get("maskers")
        sub = cls(doc["name"], pieces, int(doc["parties"]), int(doc["cards"]), int(doc["draw"]),
                  None if shufflers is None else [int(q) for q in shufflers], bool(doc.get("public", True)),
                  None if maskers is None else [int(q) for q in maskers])
        for p, kind, values in doc["rounds"]:
            sub.take_round(int(p), kind, [from_hex(x) for x in values])
        for j, q, k in doc["keys"]:
            sub.give_key(int(q), int(j), from_hex(k))
        return sub


class Mixed(Deal):
    """The locked positions of a :class:`SubDeck` whose keys are not published (``public``
    False), followed like a dealt deck: each party's opening key for a position goes to whoever
    may read it, in the open or to one party alone (:class:`Keyring`), and a key is checked when
    it opens a card. The crusade's edict kept at Nottingham when another party can read one of
    its two options: the two mixed, the keeper alone given the keys of both, the one put under
    opened for its next drawer alone (docs/remote-play.md, "The edict kept"). Its rounds are the
    sub-deck's (audited with it); :meth:`audit` checks the keys and cards read here against the
    sub-deck's order."""

    def __init__(self, name: str, size: int, parties: int, faces: int) -> None:
        super().__init__(name, size, parties)
        self.faces = faces  # the cards are numbered 0 .. faces-1
        self.values: list[int] | None = None  # the positions as locked, once every party has locked

    @property
    def deck(self) -> list[int]:
        return list(self.values or [])

    def locked(self) -> bool:
        return self.values is not None

    def due(self) -> list[tuple[int, str]]:
        return []

    def take_round(self, party: int, kind: str, deck: Sequence[int]) -> None:
        raise DeckError(_d("not_turn_lock", party=_p(party), deck=self.name))

    def _open(self, position: int, keys: list[int]) -> int:
        try:
            return open_card(self.deck[position], position, keys, self.faces)
        except (DeckError, IndexError):
            raise DeckError(_d("false_key_of", card=position, deck=self.name)) from None

    def audit(self, secrets: dict[int, bytes], order: Sequence[int] | None = None) -> list[int]:
        """Every published key and every card read checked against the secrets and the order
        the sub-deck's audit found (``order``)."""
        if order is None:
            raise DeckError(_d("rounds_incomplete"))
        for (position, party), key in sorted(self.keys.items()):
            if party not in secrets or Locker(secrets[party], self.name, self.size).opening_key(position) != key:
                raise DeckError(_d("false_key_by", party=_p(party), card=position, deck=self.name))
        for position, card in sorted(self.cards.items()):
            if order[position] != card:
                raise DeckError(_d("misread", card=position, deck=self.name))
        return list(order)


def _sub_round(sub: SubDeck, secret: bytes, party: int, kind: str, deck: Sequence[int]) -> list[int]:
    """A party's round of a sub-deck, from its secret: what it sends, and what the audit redoes."""
    locker = sub.locker(secret)
    if kind == "mask":
        mask = _key(secret, sub.name, "mask")
        out = []
        for piece, x in zip(sub.pieces, deck, strict=True):
            e = mask
            for q, name, j in piece.holds:
                if q == party:
                    e = e * pow(_layer(secret, name, j), -1, Q) % Q
            out.append(pow(x, e, P))
        return out
    if kind == "shuffle":
        return locker.shuffle(deck)
    layer = 1
    if party in sub.maskers:
        layer = layer * _key(secret, sub.name, "mask") % Q
    if party in sub.shufflers:
        layer = layer * _key(secret, sub.name, "shuffle") % Q
    off = pow(layer, -1, Q)
    return [pow(x, off * locker.card_key(j) % Q, P) for j, x in enumerate(deck)]


def to_hex(x: int) -> str:
    return format(x, "x")


def from_hex(text: str) -> int:
    """A number written in hex in a file (refused if it is not one)."""
    if not isinstance(text, str) or not 0 < len(text) <= 520 or any(c not in "0123456789abcdef" for c in text):
        raise DeckError(_d("not_hex"))
    return int(text, 16)


__all__ = ["P", "Q", "Deal", "DeckError", "Keyring", "Locker", "Mixed", "Piece", "SubDeck", "audit", "commit", "decode", "dh_public",
           "encode", "fresh_deck", "from_hex", "open_card", "open_piece", "piece_of", "to_hex", "unwrap_key", "wrap_key"]
