"""Remote play by file: turn files, dice nobody can choose, secrets sealed until they are shown.

Every ruleset plays this way through the generic contract; nothing here knows a game. The
protocol, and what it does and does not protect against, is written out in
``docs/remote-play.md``. In short:

* A game is shared by *parties*; each party holds some seats and keeps its own copy of the game
  (:class:`RemoteGame`, saved as ``*.lionheart-remote.json``). Parties exchange *turn files*
  (``*.lionheart-turn.json``): small JSON documents numbered from 0 (the invitation), each
  linked to the one before by its checksum.
* Dice: each party draws a secret and publishes the end of a hash chain over it (its *anchor*);
  every later file reveals the sender's next link, which anyone checks by hashing it once. The
  dice of a file come from the latest usable link of every party and the game id
  (:func:`dice_key`), the n-th draw of the game from that key and n (:class:`~.dice.Keyed`). A
  link is usable once it is revealed after every other party's anchor, so nobody chose their
  chain knowing the links it is mixed with.
* Sequential play travels in the clear: the receiver replays every action through the rules
  (``check``), recomputes every draw from the revealed links, and compares the fingerprint
  (``state_hash``) after the file.
* Simultaneous play (several parties to act at once, as a secret setup or a vote) travels
  sealed: each party plays its part on its own and sends a *commitment* (a salted hash of its
  actions); the last party to answer may send its part in the clear; then each reveals, the
  receivers check the reveal against the commitment, and every party applies all parts in the
  order they were committed.
* Secret actions that outlive their phase (a promise, a card contributed face down) travel
  *sealed* for a ruleset that gives stand-ins (``Ruleset.observe_action``, ``stand_in``,
  ``decides``): the file carries the blanked action and a salted seal, every copy's agreed game
  applies the stand-in, and the owner shows the action when another action depends on it
  (``decides``) or once the game is over, when every copy plays the whole game again with
  everything in full and checks it (the audit).
* The opening is made from the first joint dice key, not from the game id (:func:`opening_seed`).

Accepting a file works on a copy and keeps it only if every check passes: a refused file leaves
the game exactly as it was, and the refusal (:class:`RemoteError`) says why in one line.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import secrets
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from . import rulesets
from .dice import Keyed, Recorder
from .engine import BaseOptions, Event, IllegalAction, LoadError, LogEntry, Ruleset
from .i18n import Msg, msg
from .remote_cards import Cards, deck_secret
from .saves import APP, _one_line, _printable, _validation_reason, atomic_write

PROTOCOL = 1
TURN_KIND = "lionheart-turn"
GAME_KIND = "lionheart-remote-game"
TURN_SUFFIX = ".lionheart-turn.json"
GAME_SUFFIX = ".lionheart-remote.json"
CHAIN_LENGTH = 4096
"""Links in each party's dice chain: one is revealed per file, so a game may last this many
files of one party (ample for every game here; a longer one would need a new chain)."""
MAX_TURN_BYTES = 4 * 1024 * 1024

_HEX64 = r"^[0-9a-f]{64}$"
_HEX32 = r"^[0-9a-f]{32}$"


class RemoteError(LoadError):
    """A turn file refused, or a move that cannot be played remotely now; one line a player
    can read (its argument a :class:`~lionheart_core.i18n.Msg`, so ``str()`` speaks the current
    language). The game it concerned is unchanged."""


def _m(name: str, /, **args: Any) -> Msg:
    """A message of play by file (core/messages.py, ``remote.*``)."""
    return msg(f"core:remote.{name}", **args)


def _src(source: Any) -> Any:
    """A file named in a message: a message as it is, a file name made printable."""
    return source if isinstance(source, Msg) else _printable(source)


def _seat(rs: Any, seat: str, opts: Any) -> Any:
    """A seat's name as a message (rendered when shown), or the seat id if the game has none."""
    try:
        return rs.seat(seat, opts).name
    except (KeyError, AttributeError):
        return seat


def _why(exc: BaseException) -> Any:
    """The reason an error carries: its message (translated when shown), else its text."""
    first = exc.args[0] if exc.args else None
    return first if isinstance(first, Msg) else _one_line(str(exc))


TURN_FILE = _m("src.turn_file")
INVITATION = _m("src.invitation")


# ---- hashing -----------------------------------------------------------------------------------


def _h(tag: str, *parts: bytes) -> bytes:
    """sha256 over a domain tag and length-prefixed parts (no two inputs share an encoding)."""
    h = hashlib.sha256(tag.encode())
    for part in parts:
        h.update(len(part).to_bytes(4, "big"))
        h.update(part)
    return h.digest()


def canonical(value: Any) -> str:
    """The one JSON text of a value that every side hashes."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def chain_link(secret: bytes, index: int, length: int = CHAIN_LENGTH) -> bytes:
    """Link ``index`` of the chain over ``secret``: index 0 is the anchor (published first),
    index ``length`` the secret itself; each link hashes to the one before it."""
    if not 0 <= index <= length:
        raise ValueError("no such link")
    link = bytes(secret)
    for _ in range(length - index):
        link = next_back(link)
    return link


def next_back(link: bytes) -> bytes:
    """The link before ``link`` in its chain (what anyone checks a revealed link against)."""
    return _h("lionheart-chain", link)


def dice_key(game_id: str, links: Sequence[tuple[int, bytes]]) -> bytes:
    """The dice key of a game given each party's latest usable link ``(index, link)``."""
    parts = [bytes.fromhex(game_id)]
    for index, link in links:
        parts.append(index.to_bytes(4, "big"))
        parts.append(link)
    return _h("lionheart-dice", *parts)


def opening_seed(key: bytes) -> int:
    """The seed of the game's opening (``Ruleset.new_game``: a deal, a shuffled deck) from the
    first dice key every party helped make: nobody chooses the opening, not even the party that
    picked the game id."""
    return int.from_bytes(_h("lionheart-opening", key)[:8], "big")


def commitment(game_id: str, phase: str, party: int, salt: str, actions: list[dict]) -> str:
    """The seal on a party's secret actions for one simultaneous phase."""
    return _h("lionheart-commit", bytes.fromhex(game_id), phase.encode(), party.to_bytes(4, "big"),
              bytes.fromhex(salt), canonical(actions).encode()).hex()


def seal_hash(game_id: str, phase: str, party: int, index: int, salt: str, action: dict) -> str:
    """The seal on one secret action of a party's part (what the others may not learn before the
    rules need it): checked when the action is shown."""
    return _h("lionheart-seal", bytes.fromhex(game_id), phase.encode(), party.to_bytes(4, "big"),
              index.to_bytes(4, "big"), bytes.fromhex(salt), canonical(action).encode()).hex()


def dice_digest(game_id: str, seq: int, step: int, values: list) -> str:
    """A short record of the values one action drew (checked, never trusted)."""
    return _h("lionheart-draws", bytes.fromhex(game_id), seq.to_bytes(8, "big"), step.to_bytes(4, "big"),
              canonical(values).encode()).hex()[:16]


def file_checksum(doc: dict) -> str:
    """The checksum of a turn file: sha256 of its canonical JSON without the checksum."""
    body = {k: v for k, v in doc.items() if k != "checksum"}
    return hashlib.sha256(canonical(body).encode()).hexdigest()


# ---- the turn file -----------------------------------------------------------------------------


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class PartyDoc(_Model):
    name: str = Field(min_length=1, max_length=80)
    seats: list[str] = Field(min_length=1)


class RevealDoc(_Model):
    index: int = Field(ge=0, le=CHAIN_LENGTH)
    link: str = Field(pattern=_HEX64)


class ActStep(_Model):
    """An action played in the open. ``code`` is for people; ``draws`` counts the values it drew,
    ``dice`` records them, ``rolls`` are the dice everyone may see (``(kind, faces)``)."""

    act: dict[str, Any]
    code: str = ""
    draws: int = Field(0, ge=0)
    dice: str | None = None
    rolls: list[Any] = []
    pending: bool = False  # strict dice: it draws, and waits for the next file's secret
    waits: bool = False  # it depends on sealed actions of another party, which must be shown first
    places: list[int] | None = None  # face-down cards: the places of the actor's cards it shows


class CommitStep(_Model):
    """A party's secret actions for the current simultaneous phase, sealed."""

    commit: str = Field(pattern=_HEX64)


class OpenStep(_Model):
    """A party's actions for the current simultaneous phase in the clear (a reveal of its
    commitment, or the last part, sent open)."""

    open: list[dict[str, Any]]
    salt: str = Field(pattern=_HEX32)


class SealStep(_Model):
    """A secret action played in the open sequence of the game, sealed: its blanked form
    (``Ruleset.observe_action(state, action, None)``) and the seal that fixes it."""

    blank: dict[str, Any]
    seal: str = Field(pattern=_HEX64)
    places: list[int] | None = None  # face-down cards: the places of the cards it gives to a deck re-made
    waits: bool = False  # it counts that deck: played once the deck is re-made and its draw open


class KeptStep(_Model):
    """Face-down piles: the place of a sealed keep (which of its two options), the keep itself
    still sealed (shown once every deck secret is in)."""

    kept: str = Field(pattern=_HEX64)  # the seal
    place: int = Field(ge=0, le=1)


class ShowStep(_Model):
    """A sealed action shown in the clear, with the salt of its seal: when the rules need it (an
    action that depends on it) or once the game is over."""

    show: str = Field(pattern=_HEX64)  # the seal
    act: dict[str, Any]
    salt: str = Field(pattern=_HEX32)
    places: list[int] | None = None  # face-down cards: the places of the cards it gave face down


class DeckStep(_Model):
    """A step of the face-down decks (docs/remote-play.md, "The crusade with face-down cards"):
    a party's key exchange number (``dh``), its commitment to its deck secret, a round of a deck
    (``shuffle`` or ``lock``; ``mask`` too for a deck re-made in play), opening keys in the open (``keys``: [position, party, key]), keys
    for one party alone (``to``, ``alone``, ``positions``), or its deck secret at the end."""

    deck: str | None = Field(None, max_length=40)
    dh: str | None = Field(None, max_length=520)
    commit: str | None = Field(None, pattern=_HEX64)
    mask: list[str] | None = None  # a deck re-made in play: a party's mask round
    shuffle: list[str] | None = None
    lock: list[str] | None = None
    keys: list[list[Any]] | None = None
    to: int | None = None
    alone: list[list[Any]] | None = None
    positions: list[int] | None = None
    secret: str | None = Field(None, pattern=_HEX64)


class TurnFile(_Model):
    app: Literal["lionheart-table"]
    kind: Literal["lionheart-turn"]
    protocol: int
    ruleset: str
    options: dict[str, Any]
    game: str = Field(pattern=_HEX32)
    seq: int = Field(ge=0)
    sender: int = Field(ge=0)
    previous: str | None = Field(None, pattern=_HEX64)
    parties: list[PartyDoc] | None = None  # the invitation (file 0) only
    chain: int | None = None  # the invitation only
    dice: Literal["turn", "strict"] | None = None  # the invitation only (None: "turn")
    cards: bool | None = None  # the invitation only: the ruleset's decks dealt face down
    reveal: RevealDoc | None = None
    steps: list[ActStep | CommitStep | OpenStep | ShowStep | KeptStep | SealStep | DeckStep] = []
    fingerprint: str = Field(pattern=r"^[0-9a-f]{16}$")
    checksum: str = Field(pattern=_HEX64)


def turn_text(doc: dict) -> str:
    """A turn file as written: readable JSON, one step per line."""
    lines = []
    for key, value in doc.items():
        if key == "steps" and value:
            items = ",\n".join("  " + json.dumps(s, ensure_ascii=False) for s in value)
            lines.append(f' "steps": [\n{items}\n ]')
        else:
            lines.append(f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def parse_turn(data: str | bytes, source: Any = TURN_FILE) -> tuple[TurnFile, dict]:
    """Read a turn file's text: the validated model and the raw document. Raises
    :class:`RemoteError` (one line, naming ``source``) for anything but a well-formed file."""
    source = _src(source)

    def fail(reason: Any) -> RemoteError:
        return RemoteError(_m("in_file", source=source, reason=reason))

    if isinstance(data, bytes | bytearray):
        if len(data) > MAX_TURN_BYTES:
            raise fail(_m("too_large"))
        try:
            data = bytes(data).decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            if exc.reason == "unexpected end of data":
                raise fail(_m("cut_short")) from None
            raise fail(_m("not_utf8")) from None
    if not data.strip():
        raise fail(_m("empty"))
    try:
        doc = json.loads(data)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(data.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise fail(_m("cut_short")) from None
        raise fail(_m("bad_json_at", line=exc.lineno, column=exc.colno)) from None
    except (ValueError, RecursionError):
        raise fail(_m("bad_json")) from None
    if not isinstance(doc, dict) or doc.get("app") != APP or doc.get("kind") != TURN_KIND:
        raise fail(_m("not_turn_file"))
    if isinstance(doc.get("protocol"), int) and doc["protocol"] > PROTOCOL:
        raise fail(_m("newer", theirs=doc["protocol"], ours=PROTOCOL))
    try:
        model = TurnFile.model_validate(doc)
    except ValidationError as exc:
        raise fail(_validation_reason(exc)) from None
    if file_checksum(doc) != model.checksum:
        raise fail(_m("changed"))
    return model, doc


def read_turn(path: str | os.PathLike[str]) -> tuple[TurnFile, dict]:
    """:func:`parse_turn` of a file on disk."""
    p = Path(path)
    try:
        if p.stat().st_size > MAX_TURN_BYTES:
            raise RemoteError(_m("in_file", source=_printable(p.name), reason=_m("too_large")))
        data = p.read_bytes()
    except FileNotFoundError:
        raise RemoteError(_m("in_file", source=_printable(p.name), reason=_m("no_such_file"))) from None
    except OSError as exc:
        raise RemoteError(_m("in_file", source=_printable(p.name),
                             reason=_m("unreadable", why=exc.strerror or str(exc)))) from None
    return parse_turn(data, p.name)


# ---- the agreed game ---------------------------------------------------------------------------


@dataclass
class Party:
    name: str
    seats: tuple[str, ...]


@dataclass
class Part:
    """One party's part of a simultaneous phase: sealed (``commit``) and/or open (``actions``)."""

    seq: int  # the file that committed (or opened) it: the order of application
    commit: str | None = None
    actions: list | None = None
    salt: str | None = None


@dataclass
class Blank:
    """A secret action of a simultaneous part, sealed: the others apply the ruleset's stand-in
    for it (``Ruleset.stand_in``) until it is shown. ``real`` is the action where this copy knows
    it (its own, or shown); ``shown`` once every copy has it."""

    party: int
    phase: str
    index: int  # its place in the part
    blank: Any  # Ruleset.observe_action(state, action, None)
    seal: str
    real: Any = None
    shown: bool = False
    placed: bool = False  # face-down piles: a keep whose place (which option) every copy knows
    places: list[int] | None = None  # face-down cards: the places of the cards it gives to a deck re-made
    count: bool = False  # it counts that deck (the last card given in a round): played once its draw is open


@dataclass
class Phase:
    """A simultaneous phase in progress: who takes part and the parts sent so far."""

    id: str
    parties: tuple[int, ...]
    parts: dict[int, Part] = field(default_factory=dict)

    def waiting_for(self) -> list[int]:
        return [p for p in self.parties if p not in self.parts]


@dataclass
class Played:
    """One action as it reached the agreed game: who, what, the events, the state before."""

    party: int
    action: Any
    events: list[Event]
    before: Any
    sealed: bool = False  # it came out of a simultaneous phase's revealed parts
    real: Any = None  # for a sealed secret action: the action itself, where this copy knows it


@dataclass
class Line:
    """The game both sides agree on, built only from turn files; copied before each file so a
    refusal changes nothing."""

    rs: Ruleset
    opts: BaseOptions
    game_id: str
    parties: list[Party]
    chain: int
    state: Any
    log: list[LogEntry] = field(default_factory=list)
    draws: int = 0  # draws taken from the keyed dice so far (the n of the next draw)
    seq: int = 0  # files absorbed
    last_checksum: str | None = None
    last_sender: int = 0
    links: list[list[tuple[int, bytes, int]]] = field(default_factory=list)  # per party: (index, link, seq)
    phase: Phase | None = None
    played: list[Played] = field(default_factory=list)  # the actions of the last file
    strict: bool = False  # strict dice: every action that draws waits for another party's secret
    pending: tuple[int, Any, int] | None = None  # (party, action, file) waiting for that secret
    pending_places: list[int] | None = None  # face-down cards: the places of the cards it shows
    # Strict dice, an action that waits (for keys, deck secrets or shows): (party, file). Its dice
    # key is fixed by the next link another party reveals, not by the file that made it wait.
    deferred: tuple[int, int] | None = None
    seed: int = 0  # the seed of the opening; until the dice are ready, a stand-in from the game id
    dealt: bool = False  # the opening was made from the joint dice key
    # Sealed actions (a ruleset with Ruleset.stand_in): ``state`` is the game every copy agrees on,
    # with stand-ins for the sealed actions not shown yet; ``own`` is this copy's party's game
    # with its own sealed actions in full (None while the two are the same).
    me: int | None = None
    own: Any = None
    known: dict[str, Any] = field(default_factory=dict)  # seal -> this copy's own sealed action
    blanks: list[Blank] = field(default_factory=list)
    history: list[tuple[int, Any, bytes, int]] = field(default_factory=list)  # (party, action or Blank, key, draws)
    awaiting: tuple[int, Any, int, tuple[str, ...]] | None = None  # (party, action, file, seals it needs shown)
    unsettled: bool = False  # sealed actions were shown; the game is to be played again with them
    # Face-down cards (Ruleset.face_down, lionheart_core.remote_cards): ``state`` is this copy's
    # view (an X for every card it cannot read), ``cards`` follows the decks, the fingerprint is
    # that of the public view.
    cards: Cards | None = None
    extras: list[tuple] = field(default_factory=list)  # per history entry: (places, robbed) or a show
    wait_places: list[int] | None = None  # the places the awaiting action shows
    close_key: bytes | None = None  # the dice key of the action that ends the game, when it waited for the secrets
    turn_key: bytes | None = None  # the dice key of the action that begins a round, while it waits for the event's keys

    def copy(self) -> Line:
        new = copy.copy(self)
        new.blanks = [copy.copy(b) for b in self.blanks]
        ids = {id(b): nb for b, nb in zip(self.blanks, new.blanks, strict=True)}
        new.history = [(p, ids.get(id(a), a), k, d) for p, a, k, d in self.history]
        if self.awaiting is not None and isinstance(self.awaiting[1], Blank):  # a count waiting
            p, b, seq, seals = self.awaiting
            new.awaiting = (p, ids.get(id(b)) or copy.copy(b), seq, seals)
        new.extras = list(self.extras)
        new.cards = self.cards.copy() if self.cards is not None else None
        new.log = list(self.log)
        new.links = [list(x) for x in self.links]
        new.phase = None if self.phase is None else Phase(self.phase.id, self.phase.parties,
                                                          {k: copy.copy(v) for k, v in self.phase.parts.items()})
        if new.phase is not None:
            for part in new.phase.parts.values():
                if part.actions is not None:
                    part.actions = [ids.get(id(a), a) for a in part.actions]
        new.played = []
        return new

    @property
    def mine(self) -> Any:
        """This copy's party's game: the agreed one, with its own sealed actions in full."""
        return self.state if self.own is None else self.own

    # ---- who ------------------------------------------------------------------------------------
    def party_of(self, seat: str | None) -> int | None:
        for i, p in enumerate(self.parties):
            if seat in p.seats:
                return i
        return None

    def name(self, party: int) -> Msg:
        """"Ann (Gold)": the party's name and its seats, the seats in the reader's language."""
        p = self.parties[party]
        return _m("party", name=p.name, seats=tuple(_seat(self.rs, s, self.opts) for s in p.seats))

    def readable(self, reason: Any) -> Any:
        """A reason of the card protocol as a player reads it: a party by its player and seats
        (not "party 1"), a deck by its name at the table (not ``<game id>/provisions``)."""
        if not isinstance(reason, Msg):
            return reason
        if reason.key == "core:remote.deck.party" and isinstance(reason.arg("n"), int) \
                and 0 <= reason.arg("n") < len(self.parties):
            return self.name(reason.arg("n"))
        prefix = f"{self.game_id}/"
        named = getattr(self.cards.fd, "deck_name", None) if self.cards is not None else None
        args = []
        for k, v in reason.args:
            if k == "deck" and isinstance(v, str) and v.startswith(prefix):
                v = named(v[len(prefix):]) if named is not None else v[len(prefix):]
            args.append((k, self.readable(v)))
        return Msg(reason.key, tuple(args))

    def movers(self) -> tuple[int, ...]:
        """The parties with a seat to act in the agreed game."""
        out = []
        for seat in self.rs.to_move(self.state):
            p = self.party_of(seat)
            if p is not None and p not in out:
                out.append(p)
        return tuple(sorted(out))

    # ---- the dice chain ----------------------------------------------------------------------------
    def anchored(self, party: int) -> bool:
        return bool(self.links[party])

    def joined(self) -> bool:
        return all(self.links)

    def usable(self, party: int) -> bool:
        """Whether the party's latest link may feed the dice: it was revealed after every other
        party had published its anchor, so no party fixed its chain knowing it."""
        if not self.links[party]:
            return False
        seq = self.links[party][-1][2]
        return all(q == party or (self.links[q] and self.links[q][0][2] < seq) for q in range(len(self.parties)))

    def ready(self) -> bool:
        return all(self.usable(p) for p in range(len(self.parties)))

    def key(self) -> bytes:
        return dice_key(self.game_id, [(lk[-1][0], lk[-1][1]) for lk in self.links])

    def deal(self) -> None:
        """Make the opening from the first joint dice key, once the dice are ready and before
        any action: the game id alone (chosen by the inviting party) would let that party pick a
        game whose deal pleases it. With face-down cards, once every deck is locked too: the
        opening is then this copy's view of it."""
        if not self.dealt and self.ready() and not self.log and (
                self.cards is None or (self.cards.locked() and not self.cards.turn_owed())):
            self.seed = opening_seed(self.key())
            self.state = self.opening()
            self.dealt = True
            if self.cards is not None:
                self.cards.seen = {name: set(known) for name, known in self.cards.known().items()}

    def opening(self) -> Any:
        """The game's opening as this copy holds it (its view, with face-down cards)."""
        if self.cards is None:
            return self.rs.new_game(self.opts, self.seed)
        return self.cards.fd.opening(self.seed, self.cards.known())

    def fingerprint(self) -> str:
        """The fingerprint every copy agrees on: of the game, or of its public view (face-down
        cards: the copies hold different views of one game)."""
        return fingerprint(self.rs, self.state, self.cards is not None)

    def sync(self) -> None:
        """Face-down cards: every card this copy has just become able to read replaces one X
        of its holder's hand in its view."""
        cards = self.cards
        if cards is None or not self.dealt:
            return
        cards.try_read()
        led = cards.ledger
        mine = set(self.parties[self.me].seats) if self.me is not None else set()
        for name, known in cards.known().items():
            for j in sorted(set(known) - cards.seen[name]):
                cards.seen[name].add(j)
                placed = cards.place(self.state, name, j)
                if placed is not None:  # a card not in a hand (an edict dealt)
                    self.state = placed
                    continue
                holder = next((seat for seat, slots in led.hands.items() if j in slots), None)
                if holder is None or (led.unshown.get(holder) and holder not in mine):
                    continue  # a card given face down: the game is played again when it is shown
                self.state = cards.fd.reveal(self.state, holder, cards.code(name, j))

    def unreadable(self, party: int) -> bool:
        """Face-down cards: whether a hand of the party's holds a card its copy cannot read yet
        (it acts once the keys are in)."""
        if self.cards is None or self.cards.full is not None:
            return False
        return any(o[0] in ("key", "hand") and o[4] == party for o in self.cards.owed)

    def closes(self, action: Any) -> bool:
        """Face-down cards: whether ``action`` ends the game (its scoring reads every card: it
        waits until every party has shown its deck secret)."""
        if self.cards is None or self.cards.full is not None:
            return False
        after = self._probe(action)
        return after is not None and bool(self.rs.is_over(after))

    def _probe(self, action: Any) -> Any:
        """Face-down cards: the view after ``action``, played on this copy's view with the dice
        it would roll, or None when it cannot be played there (a probe, not a move)."""
        cards = self.cards
        read = cards.reader()
        try:
            inner = Keyed(self.turn_key or self.key(), self.draws)
            if isinstance(action, Blank):  # the count of a deck re-made, its draw open
                dice = cards.fd.count_dice(inner, lambda v, h, i: cards.ledger.rob(v, i, read), cards.count_order())
                action = cards.fd.given(cards.ledger, self.rs.actor(action.blank), action.places, read)
            else:
                dice = cards.fd.dice(inner, lambda v, h, i: cards.ledger.rob(v, i, read))
            after, _ = self.rs.apply_unchecked(self.state, action, dice)
        except Exception:  # noqa: BLE001 (a probe: an action the view cannot play ends or turns nothing)
            return None
        return after

    def turns(self, action: Any) -> list[tuple]:
        """Face-down cards the table turns over (the crusade's events): those ``action`` turns
        over (it begins a round) that were not asked for yet. Such an action waits, like the one
        that ends the game, until every key is in (``Cards.turn``): its dice are those of the
        file that made it wait (``turn_key``)."""
        cards = self.cards
        if cards is None or cards.full is not None or not hasattr(cards.fd, "turned"):
            return []
        after = self._probe(action)
        return [] if after is None else cards.unturned(cards.fd.turned(self.state, after))

    def must_reveal(self, party: int) -> bool:
        """A file reveals the sender's next link when the sender has none yet, or when another
        party revealed one since the sender's last: one new link per exchange, never more (a
        party cannot change the dice by sending files to itself)."""
        mine = self.links[party]
        if not mine:
            return True
        if self.pending is not None and party != self.pending[0] and mine[-1][2] <= self.pending[2]:
            return True  # strict dice: the action waiting for dice needs a fresh secret
        if self.deferred is not None and party != self.deferred[0] and mine[-1][2] <= self.deferred[1]:
            return True  # strict dice: so does an action waiting for keys, secrets or shows
        return any(q != party and lk and lk[-1][2] > mine[-1][2] for q, lk in enumerate(self.links))

    def take_link(self, party: int, index: int, link: bytes, seq: int) -> None:
        mine = self.links[party]
        expected = mine[-1][0] + 1 if mine else 0
        who = self.name(party)
        if index != expected:
            raise RemoteError(_m("dice.wrong_index", who=who, index=index, expected=expected))
        if index > self.chain:
            raise RemoteError(_m("dice.used_up", who=who))
        if mine and next_back(link) != mine[-1][1]:
            raise RemoteError(_m("dice.forged", who=who, index=index))
        mine.append((index, link, seq))
        if self.deferred is not None and party != self.deferred[0]:
            self.fix_deferred()

    def defer(self, party: int, seq: int) -> None:
        """Strict dice: the action that just began to wait (for keys, deck secrets or shows) takes
        its dice key from the next link another party reveals (:meth:`fix_deferred`), so its
        writer, who knew every link when it chose, does not know its roll."""
        if self.strict:
            self.deferred = (party, seq)

    def fix_deferred(self) -> None:
        """Strict dice: another party has revealed a link since the action began to wait: its
        dice key (``turn_key`` or ``close_key`` where it was set, else the key when it is played,
        which comes later still) is the key of now, in every copy at the same point of the same
        file (right after that file's link, before its steps)."""
        self.deferred = None
        if self.turn_key is not None:
            self.turn_key = self.key()
        if self.close_key is not None:
            self.close_key = self.key()

    # ---- whose file is next -------------------------------------------------------------------------
    def owes(self, party: int) -> list[Blank]:
        """The sealed actions ``party`` must show in its next file: those an action waits for, and
        every one once the game is over."""
        if self.awaiting is not None:
            if self.final_shows():
                return [b for b in self.blanks if b.party == party and not b.shown]
            return [b for b in self.blanks if b.party == party and not b.shown and not b.placed
                    and b.seal in self.awaiting[3] and self.placeable(b)]
        if self.rs.is_over(self.state):
            return [b for b in self.blanks if b.party == party and not b.shown]
        return []

    def placeable(self, b: Blank) -> bool:
        """Face-down piles: whether a keep can name its place now (its options known to every
        copy and, where they are mixed, the mix done: :meth:`start_mixes`). Any other sealed
        action: True."""
        cards = self.cards
        if cards is None or cards.piles is None or cards.full is not None or not cards.pile_sealed(b.seal):
            return True
        s = cards.piles.swap(b.seal)
        return all(cards._at(s["pile"], pos) is not None for pos in s["options"]) and not cards.mixing(b.seal)

    def start_mixes(self) -> None:
        """Face-down piles: the keeps an action waits for whose place would tell another party
        something (it can read one of the two options) have their options mixed first, in every
        copy at the same step (``Cards.mix``; docs/remote-play.md, "The edict kept")."""
        cards = self.cards
        if cards is None or cards.piles is None or cards.full is not None or self.awaiting is None:
            return
        for b in self.blanks:
            if b.seal in self.awaiting[3] and not b.shown and not b.placed and cards.pile_sealed(b.seal) \
                    and cards.mix_needed(b.seal):
                cards.mix(b.seal)

    def has_work(self, party: int) -> bool:
        if self.cards is not None and self.joined():
            owing = self.cards.owing()
            if owing:  # keys, deck rounds, deck secrets first: nobody can do without them
                return party in owing
        if self.pending is not None:
            return party != self.pending[0]
        if self.awaiting is not None or (self.blanks and self.rs.is_over(self.state)):
            return bool(self.owes(party))
        if not self.ready():
            return not self.usable(party)
        if self.rs.is_over(self.state):
            return False
        if self.phase is not None:
            if party not in self.phase.parties:
                return False
            part = self.phase.parts.get(party)
            return part is None or (part.actions is None and not self.phase.waiting_for())
        return party in self.movers()

    def next_writer(self) -> int | None:
        """The party that writes the next file (everybody agrees on it): while joining, the next
        party without an anchor; then, in turn after the last sender, the first with work."""
        for p in range(len(self.parties)):
            if not self.links[p]:
                return p
        n = len(self.parties)
        after = self.pending[0] if self.pending is not None else \
            self.awaiting[0] if self.awaiting is not None else self.last_sender
        for k in range(1, n + 1):
            p = (after + k) % n
            if self.has_work(p):
                return p
        return None

    # ---- playing --------------------------------------------------------------------------------
    def dice(self) -> Keyed:
        return Keyed(self.key(), self.draws)

    def act(self, party: int, action: Any, where: Any, chance: bool = True,
            places: list[int] | None = None) -> tuple[list[Event], list] | None:
        """Play an open action of ``party`` into the agreed game; returns its events and the
        values it drew. Raises :class:`RemoteError` (and changes nothing) if it is not allowed.
        With ``chance`` False (strict dice) an action that draws is checked but not applied:
        None, and it must wait for another party's next secret."""
        if isinstance(action, Blank):
            return self._act_blank(action)
        rs = self.rs
        seat = rs.actor(action)
        if seat not in self.parties[party].seats:
            raise RemoteError(_m("seat_not_held", where=where, seat=_seat(rs, seat, self.opts),
                                 party=self.name(party)))
        if self.cards is not None:
            return self._act_view(party, action, where, places, chance)
        try:
            rs.check(self.state, action)
        except IllegalAction as exc:
            raise RemoteError(_m("not_allowed", where=where, code=_code(rs, action), reason=exc.message)) from None
        recorder = Recorder(self.dice() if self.ready() and chance else _NoDice())
        before = self.state
        try:
            self.state, events = rs.apply_unchecked(before, action, recorder)
        except _DiceNotReady:
            if not chance and self.ready():
                return None
            raise RemoteError(_m("dice_not_ready", where=where, code=_code(rs, action))) from None
        start = self.draws
        self.draws = recorder.position if recorder.values else self.draws  # a shuffle takes several numbers
        key = self.key() if self.ready() and chance else b""
        if self.own is not None:
            own = Recorder(Keyed(key, start) if key else _NoDice())
            self.own, _ = rs.apply_unchecked(self.own, action, own)
            if own.values != recorder.values:
                raise RemoteError(_m("sealed.differs", where=where, code=_code(rs, action)))
        self.history.append((party, action, key, start))
        self.log.append(LogEntry(action, tuple(recorder.values), bool(recorder.values)))
        self.played.append(Played(party, action, events, before))
        return events, list(recorder.values)

    def check_places(self, seat: str, action: Any, places: list[int] | None, where: Any) -> list[int]:
        """Face-down cards: the places of ``seat``'s cards that ``action`` shows must hold, opened
        in every copy, exactly the cards it plays face up. Returns the positions opened."""
        cards = self.cards
        want = sorted(cards.fd.faceup(self.state, action))
        if not want and not places:
            return []
        slots = cards.ledger.hands.get(seat, [])
        if places is None or len(set(places)) != len(places) or not all(
                isinstance(k, int) and 0 <= k < len(slots) for k in places):
            raise RemoteError(_m("cards.places", where=where, code=_code(self.rs, action)))
        read = cards.reader()
        got = sorted(cards.ledger.card(slots[k], read) for k in places)
        if got != want:
            raise RemoteError(_m("cards.not_shown", where=where, code=_code(self.rs, action)))
        return cards.ledger.positions(seat, places)

    def _act_view(self, party: int, action: Any, where: Any, places: list[int] | None,
                  chance: bool = True) -> tuple[list[Event], list] | None:
        """An open action on this copy's view: the cards it shows opened first, the rules run on
        the view (a robbed card is the one at the drawn place of the ledger), the ledger moved.
        With ``chance`` False (strict dice) an action that draws is checked, not played: None."""
        rs = self.rs
        cards = self.cards
        seat = rs.actor(action)
        if self.unreadable(party):
            raise RemoteError(_m("cards.unread", where=where, party=self.name(party)))
        opened = self.check_places(seat, action, places, where)
        try:
            rs.check(self.state, action)
        except IllegalAction as exc:
            raise RemoteError(_m("not_allowed", where=where, code=_code(rs, action), reason=exc.message)) from None
        if not self.ready():
            raise RemoteError(_m("dice_not_ready", where=where, code=_code(rs, action)))
        read = cards.reader()
        if not chance:  # strict dice: an action that draws waits for another party's next link
            try:
                rs.apply_unchecked(self.state, action, cards.fd.dice(_NoDice(), lambda v, h, i: cards.ledger.rob(v, i, read)))
            except _DiceNotReady:
                return None
        robbed: list[tuple[str, int, Any]] = []

        def rob(victim: str, hand: Any, index: int) -> str:
            robbed.append((victim, index, cards.ledger.hands[victim][index]))
            return cards.ledger.rob(victim, index, read)

        key = self.close_key or self.turn_key or self.key()
        recorder = Recorder(Keyed(key, self.draws))
        before = self.state
        start = self.draws
        self.state, events = rs.apply_unchecked(before, action, cards.fd.dice(recorder, rob))
        if cards.full is None and hasattr(cards.fd, "turned") and cards.unturned(cards.fd.turned(before, self.state)):
            # a round begun on an event this view cannot read (it should have waited for its keys)
            raise RemoteError(_m("cards.must_wait", where=where, code=_code(rs, action)))
        self.draws = recorder.position if recorder.values else self.draws
        cards.opened("provisions", opened)
        try:
            cards.ledger.follow(action, self.state, events, places or [], [(v, i) for v, i, _ in robbed], read)
        except ValueError:
            raise RemoteError(_m("cards.lost_track", where=where, code=_code(rs, action))) from None
        cards.after_action(robbed, seat)
        try:
            cards.follow_piles(before, self.state, seat, action)
        except ValueError:
            raise RemoteError(_m("cards.lost_track", where=where, code=_code(rs, action))) from None
        self.history.append((party, action, key, start))
        self.extras.append((list(places or []), [(v, i) for v, i, _ in robbed]))
        self.log.append(LogEntry(action, tuple(recorder.values), bool(recorder.values)))
        self.played.append(Played(party, action, events, before))
        self.sync()
        return events, list(recorder.values)

    def _act_blank(self, b: Blank) -> tuple[list[Event], list]:
        """A sealed action: the agreed game gets the ruleset's stand-in (or the action, once
        shown); this copy's own game the action where it knows it. Returns the events of this
        copy's own game (the action's own, where it knows it)."""
        rs = self.rs
        before = self.state
        if self.cards is not None and b.places is not None and self.cards.pool is not None:
            return self._act_given(b)
        if self.cards is not None:  # this copy's view: its own sealed actions in full
            stand = b.real if b.real is not None else rs.stand_in(before, b.blank)
            events = []
            if stand is not None:
                self.state, events = rs.apply_unchecked(before, stand, _NoDice())
                try:
                    self.cards.ledger.follow(stand, self.state, events, [], [], self.cards.reader())
                except ValueError:
                    raise RemoteError(_m("cards.lost_track", where="", code=_code(rs, stand))) from None
            if b not in self.blanks:
                self.cards.sealed_pile(b.blank, b.seal)
                self.blanks.append(b)
            self.history.append((b.party, b, b"", self.draws))
            self.extras.append(((), ()))
            self.played.append(Played(b.party, b.blank, events, before, sealed=True, real=b.real))
            return events, []
        if self.own is None and b.real is not None and not b.shown:
            self.own = before
        stand = b.real if b.shown else rs.stand_in(before, b.blank)
        events: list[Event] = []
        if stand is not None:
            self.state, events = rs.apply_unchecked(before, stand, _NoDice())
        own_events = events
        if self.own is not None:
            mine = b.real if b.real is not None else rs.stand_in(self.own, b.blank)
            if mine is not None:
                self.own, own_events = rs.apply_unchecked(self.own, mine, _NoDice())
        if b not in self.blanks:
            self.blanks.append(b)
        self.history.append((b.party, b, b"", self.draws))
        self.played.append(Played(b.party, b.blank, events, before, sealed=True, real=b.real))
        return own_events, []

    def wait_count(self, b: Blank, where: Any) -> None:
        """Face-down cards: the last card given to a deck re-made each round (the crusade's last
        contribution, which counts the Crusade deck): its cards join the round's pieces at their
        places, the round's deck is made (every party owes its mask, shuffle, lock and keys), and
        the action waits until every position drawn is open, with the dice of this file."""
        cards = self.cards
        try:
            cards.give(self.rs.actor(b.blank), list(b.places or []), cards.fd.given_face_down(b.blank))
            cards.make_round()
        except (ValueError, KeyError, TypeError, IndexError):
            raise RemoteError(_m("cards.places", where=where, code=_code(self.rs, b.blank))) from None
        b.count = True
        self.awaiting = (b.party, b, self.seq, ())
        self.wait_places = list(b.places or [])
        self.turn_key = self.key()
        self.defer(b.party, self.seq)

    def _act_given(self, b: Blank) -> tuple[list[Event], list]:
        """Face-down cards: a sealed action that gives cards to a deck re-made each round, at the
        places of its seat's slots: every copy applies the cards at those places (an ``X`` where
        it cannot read one), the slots leave the hand. The count (``b.count``) is played with the
        deck as the parties re-made it, the dice those of the file that made it wait."""
        cards = self.cards
        rs = self.rs
        seat = rs.actor(b.blank)
        read = cards.reader()
        before = self.state
        where = _m("where.shown")
        try:
            if not b.count:
                cards.give(seat, list(b.places), cards.fd.given_face_down(b.blank))
            stand = cards.fd.given(cards.ledger, seat, list(b.places), read)
        except (ValueError, KeyError, TypeError, IndexError):
            raise RemoteError(_m("cards.places", where=where, code=_code(rs, b.blank))) from None
        key, start, values = b"", self.draws, []
        if b.count:
            key = self.close_key or self.turn_key or self.key()
            recorder = Recorder(Keyed(key, start))
            dice = cards.fd.count_dice(recorder, lambda v, h, i: cards.ledger.rob(v, i, read), cards.count_order())
            self.state, events = rs.apply_unchecked(before, stand, dice)
            self.draws = recorder.position if recorder.values else self.draws
            values = list(recorder.values)
        else:
            self.state, events = rs.apply_unchecked(before, stand, _NoDice())
        try:
            cards.ledger.follow(stand, self.state, events, list(b.places), [], read)
            if b.count:
                cards.pool.counted(self.state)
        except ValueError:
            raise RemoteError(_m("cards.lost_track", where=where, code=_code(rs, b.blank))) from None
        if b.count:
            cards.after_action([], seat)
        if b not in self.blanks:
            self.blanks.append(b)
        self.history.append((b.party, b, key, start))
        self.extras.append((list(b.places), ()))
        if b.count:
            self.log.append(LogEntry(b.blank, tuple(values), bool(values)))
        self.played.append(Played(b.party, b.blank, events, before, sealed=True, real=b.real))
        self.sync()
        return events, values

    def take_cards(self, sender: int, step: dict, where: Any) -> None:
        """A deck step of ``sender``'s file (face-down cards), checked and taken in."""
        from .mental import DeckError

        try:
            self.cards.take(sender, step)
            self.deal()
            self.sync()
        except (DeckError, ValueError, KeyError, TypeError, IndexError) as exc:
            raise RemoteError(_m("cards.refused", where=where, reason=self.readable(_why(exc)))) from None
        if self.cards.full is not None and self.awaiting is not None:
            self.rebuild_view(where)
            self.resolve_awaiting()
        elif self.awaiting is not None and self.turn_key is not None and not self.cards.turn_owed():
            self.resolve_awaiting()  # the event's keys are in: the round begins

    def needs(self, party: int, action: Any) -> list[Blank]:
        """The sealed actions not shown yet on which ``action`` may depend (``Ruleset.decides``);
        with face-down piles, a keep whose place is named already is not needed again (the
        action that ends the game needs every keep shown, once every deck secret is in:
        :meth:`final_shows`)."""
        decides = getattr(self.cards.fd, "decides", None) if self.cards is not None else None
        decides = decides or self.rs.decides
        return [b for b in self.blanks if not b.shown and not b.placed
                and decides(self.state, action, b.blank)]

    def final_shows(self) -> bool:
        """Face-down cards: whether the action that ends the game waits for the sealed actions
        still sealed (the keeps between positions of a pile): every deck secret is in, so every
        copy reads every card and checks each keep against the place it named."""
        return self.cards is not None and self.cards.full is not None and self.close_key is not None \
            and self.awaiting is not None

    def show(self, seal: str, action: Any, salt: str, where: str, places: list[int] | None = None) -> None:
        """A sealed action shown: checked against its seal, then the game is played again from the
        opening with it (the stand-in it replaces may have led elsewhere)."""
        rs = self.rs
        b = next((x for x in self.blanks if x.seal == seal), None)
        if b is None or b.shown:
            raise RemoteError(_m("sealed.unknown", where=where))
        if seal_hash(self.game_id, b.phase, b.party, b.index, salt, rs.action_to_dict(action)) != seal:
            raise RemoteError(_m("sealed.changed", where=where, party=self.name(b.party)))
        if rs.observe_action(self.state, action, None) != b.blank:
            raise RemoteError(_m("sealed.mismatch", where=where, party=self.name(b.party)))
        if self.cards is not None and self.cards.pile_sealed(seal):
            self.show_kept(b, action, where)
        elif self.cards is not None and self.cards.full is None:
            self.show_cards(rs.actor(action), action, places, where)
        b.real, b.shown = action, True
        self.unsettled = True

    def show_kept(self, b: Blank, action: Any, where: Any) -> None:
        """Face-down piles: a sealed choice between two positions of a pile (the crusade's edict
        kept) is shown only once every deck secret is in (until then only its place is named,
        :meth:`place_kept`): every copy then reads both options and checks that the card it
        kept is the one at the place it named (or, if it named none, one of the two)."""
        if self.cards.full is None:
            raise RemoteError(_m("cards.kept_early", where=where, party=self.name(b.party)))
        try:
            self.cards.show_kept(b.seal, action)
        except (ValueError, KeyError, TypeError, IndexError):
            raise RemoteError(_m("cards.kept", where=where, party=self.name(b.party), code=_code(self.rs, action))) from None

    def place_kept(self, seal: str, place: Any, where: Any) -> None:
        """Face-down piles: the place of a sealed keep named (which of its two options), the
        keep itself still sealed: every copy knows which position went under, and its view
        applies the keep by that place (an ``X`` where it cannot read the card)."""
        b = next((x for x in self.blanks if x.seal == seal), None)
        if b is None or b.shown or b.placed or self.cards is None or self.cards.full is not None \
                or not self.cards.pile_sealed(seal):
            raise RemoteError(_m("sealed.unknown", where=where))
        if self.cards.mixing(seal):  # its options are to be mixed first: the place would tell
            raise RemoteError(_m("cards.kept_unmixed", where=where, party=self.name(b.party)))
        try:
            self.cards.place_kept(seal, place)
        except (ValueError, KeyError, TypeError, IndexError):
            raise RemoteError(_m("cards.kept_place", where=where, party=self.name(b.party))) from None
        b.placed = True
        self.unsettled = True
        self.start_mixes()  # a keep after it in the same pile may need its options mixed now

    def show_cards(self, seat: str, action: Any, places: list[int] | None, where: Any) -> None:
        """Face-down cards: the cards a sealed action gave face down, shown at the places of the
        seat's slots (their keys published before, in the same file)."""
        cards = self.cards
        n = cards.fd.given_face_down(action)
        if not n and not places:
            return
        slots = cards.ledger.hands.get(seat, [])
        if places is None or len(places) != n or len(set(places)) != n or not all(
                isinstance(k, int) and 0 <= k < len(slots) for k in places):
            raise RemoteError(_m("cards.places", where=where, code=_code(self.rs, action)))
        read = cards.reader()
        if sorted(cards.ledger.card(slots[k], read) for k in places) != sorted(action.cards):
            raise RemoteError(_m("cards.not_shown", where=where, code=_code(self.rs, action)))
        positions = [slots[k] for k in places if isinstance(slots[k], int)]
        try:
            cards.ledger.show(seat, places)
        except ValueError:
            raise RemoteError(_m("cards.places", where=where, code=_code(self.rs, action))) from None
        cards.opened("provisions", positions)
        self.history.append((-1, ("show", seat, tuple(places)), b"", self.draws))
        self.extras.append(((), ()))

    def settle(self, where: str) -> None:
        """After sealed actions were shown: play the whole game again from the opening with them
        (the stand-ins they replace may have led elsewhere)."""
        if self.unsettled:
            self.unsettled = False
            self.rebuild(where)

    def rebuild(self, where: str) -> None:
        """Play the whole game again from the opening, every shown sealed action in full and
        stand-ins for the others. Once every one is shown (the game is over), each is checked
        against the rules where it stands: the audit of what was sealed."""
        if self.cards is not None:
            self.rebuild_view(where)
            return
        rs = self.rs
        audit = all(b.shown for b in self.blanks)
        agreed = own = rs.new_game(self.opts, self.seed)
        for _party, entry, key, start in self.history:
            if isinstance(entry, Blank):
                if entry.shown and audit:
                    self._check_shown(agreed, entry, where)
                first = entry.real if entry.shown else rs.stand_in(agreed, entry.blank)
                second = entry.real if entry.real is not None else rs.stand_in(own, entry.blank)
                if first is not None:
                    agreed, _ = rs.apply_unchecked(agreed, first, _NoDice())
                if second is not None:
                    own, _ = rs.apply_unchecked(own, second, _NoDice())
            else:
                agreed, _ = rs.apply_unchecked(agreed, entry, Keyed(key, start) if key else _NoDice())
                own, _ = rs.apply_unchecked(own, entry, Keyed(key, start) if key else _NoDice())
        self.state = agreed
        self.own = None if own == agreed else own

    def _check_shown(self, state: Any, entry: Blank, where: Any) -> None:
        """A sealed action once shown must have been legal where it was sealed."""
        try:
            self.rs.check(state, entry.real)
        except IllegalAction as exc:
            raise RemoteError(_m("sealed.not_allowed", where=where, party=self.name(entry.party),
                                 code=_code(self.rs, entry.real), reason=exc.message)) from None

    def rebuild_view(self, where: Any) -> None:
        """Face-down cards: play the game again from this copy's opening, every card it reads
        now in place (a card is read only once it has left the deck, so the view comes out with
        exactly the cards this copy may read), the ledger kept beside it."""
        rs = self.rs
        cards = self.cards
        cards.ledger = cards.fd.ledger()
        cards.pool = cards.fd.remade_deck() if hasattr(cards.fd, "remade_deck") else None
        read = cards.reader()
        audit = all(b.shown for b in self.blanks)
        state = self.opening()
        for (_party, entry, key, start), (places, robbed) in zip(self.history, self.extras, strict=True):
            if isinstance(entry, tuple):  # a show of cards given face down
                cards.ledger.show(entry[1], list(entry[2]))
                continue
            if isinstance(entry, Blank) and entry.places is not None and cards.pool is not None:
                state = self._replay_given(state, entry, key, start, audit, where)
                continue
            if isinstance(entry, Blank):
                if entry.shown and audit:
                    self._check_shown(state, entry, where)
                if entry.placed and not entry.shown:  # a keep by its place: an X where unread
                    try:
                        state, action = cards.kept_action(entry.seal, state, entry.blank)
                    except ValueError:
                        raise RemoteError(_m("cards.kept_place", where=where, party=self.name(entry.party))) from None
                else:
                    action = entry.real if entry.real is not None else rs.stand_in(state, entry.blank)
                if action is None:
                    continue
                state, events = rs.apply_unchecked(state, action, _NoDice())
                places, robbed = [], []
            else:
                action = entry
                state, events = rs.apply_unchecked(state, action, cards.fd.dice(
                    Keyed(key, start), lambda v, h, i: cards.ledger.rob(v, i, read)))
            try:
                cards.ledger.follow(action, state, events, list(places), list(robbed), read)
            except ValueError:
                raise RemoteError(_m("cards.lost_track", where=where, code=_code(rs, action))) from None
        if self.awaiting is not None and isinstance(self.awaiting[1], Blank) and self.awaiting[1].count:
            b = self.awaiting[1]  # the count waiting: its cards given, the round's deck made (once)
            cards.give(rs.actor(b.blank), list(b.places), cards.fd.given_face_down(b.blank))
            cards.make_round(remake=False)
        self.state = state
        self.own = None
        cards.seen = {name: set(known) for name, known in cards.known().items()}

    def _replay_given(self, state: Any, entry: Blank, key: bytes, start: int, audit: bool, where: Any) -> Any:
        """:meth:`rebuild_view` for a card given to a deck re-made (:meth:`_act_given`); once
        every sealed action is shown (the audit), the cards at its places must be the cards it
        sealed, and it must have been legal where it stands."""
        rs = self.rs
        cards = self.cards
        read = cards.reader()
        seat = rs.actor(entry.blank)
        try:
            cards.give(seat, list(entry.places), cards.fd.given_face_down(entry.blank))
            if entry.count:
                cards.make_round(remake=False)
            stand = cards.fd.given(cards.ledger, seat, list(entry.places), read)
        except (ValueError, KeyError, TypeError, IndexError):
            raise RemoteError(_m("cards.places", where=where, code=_code(rs, entry.blank))) from None
        if entry.shown and audit:
            self._check_shown(state, entry, where)
            if rs.actor(stand) != rs.actor(entry.real) or sorted(stand.cards) != sorted(entry.real.cards):
                raise RemoteError(_m("cards.not_given", where=where, party=self.name(entry.party),
                                     code=_code(rs, entry.real)))
        if entry.count:
            dice = cards.fd.count_dice(Keyed(key, start), lambda v, h, i: cards.ledger.rob(v, i, read),
                                       cards.count_order())
        else:
            dice = _NoDice()
        after, events = rs.apply_unchecked(state, stand, dice)
        try:
            cards.ledger.follow(stand, after, events, list(entry.places), [], read)
            if entry.count:
                cards.pool.counted(after)
        except ValueError:
            raise RemoteError(_m("cards.lost_track", where=where, code=_code(rs, stand))) from None
        return after

    def resolve_awaiting(self) -> None:
        """The action that waited for sealed actions is played, once they are all shown (and,
        with face-down cards, for the action that ends the game, once every deck secret is)."""
        party, action, seq, seals = self.awaiting
        if any(not (b.shown or b.placed) for b in self.blanks if b.seal in seals):
            return
        if isinstance(action, Blank) and not self.cards.round_open():
            return  # the count of a deck re-made: its rounds and keys first
        if self.final_shows() and any(not b.shown for b in self.blanks):
            return  # the keeps still sealed, shown and checked now that every card is read
        self.settle(f"the action of file {seq} that waited for sealed actions")
        if self.cards is not None and self.cards.full is None and self.closes(action):
            self.cards.close()
            # its dice are those of now, not of the secrets' files (a count: those of its file)
            self.close_key = self.turn_key or self.key()
            return
        turning = self.turns(action)
        if turning:  # it begins a round: the event's keys first, the dice those of now
            self.cards.turn(turning)
            self.turn_key = self.turn_key or self.key()
            return
        if self.cards is not None and self.cards.turn_owed():
            return
        self.awaiting = None
        places, self.wait_places = self.wait_places, None
        self.act(party, action, f"the action of file {seq} that waited for sealed actions", places=places)
        self.turn_key = None
        self.enter_phase()

    def resolve_pending(self) -> None:
        """Strict dice: the action that waited is rolled now, with the secret just revealed."""
        party, action, seq = self.pending
        if not any(q != party and lk and lk[-1][2] > seq for q, lk in enumerate(self.links)):
            raise RemoteError(_m("pending_needs_secret"))
        places, self.pending, self.pending_places = self.pending_places, None, None
        self.act(party, action, _m("where.pending", seq=seq), places=places)
        self.enter_phase()

    def enter_phase(self) -> None:
        """Start a simultaneous phase when seats of several parties must act at once."""
        if self.phase is None and self.ready() and not self.rs.is_over(self.state):
            movers = self.movers()
            if len(movers) > 1:
                self.phase = Phase(f"{len(self.log)}:{self.rs.state_hash(self.state)}", movers)

    def check_part(self, party: int, actions: list, where: Any) -> None:
        """A party's part of a phase must be legal on its own from the phase's start and leave
        none of its seats with anything to do (the parts of a phase do not depend on each other)."""
        rs = self.rs
        state = self.mine if party == self.me else self.state
        dice = Keyed(self.key(), self.draws)
        for i, action in enumerate(actions):
            if isinstance(action, Blank):
                if rs.actor(action.blank) not in self.parties[party].seats:
                    raise RemoteError(_m("part.seat", where=where, n=i + 1, party=self.name(party)))
                if action.real is None:  # checked when it is shown
                    stand = rs.stand_in(state, action.blank)
                    if stand is not None:
                        state, _ = rs.apply_unchecked(state, stand, _NoDice())
                    continue
                action = action.real
            if rs.actor(action) not in self.parties[party].seats:
                raise RemoteError(_m("part.seat", where=where, n=i + 1, party=self.name(party)))
            try:
                rs.check(state, action)
            except IllegalAction as exc:
                raise RemoteError(_m("part.not_allowed", where=where, n=i + 1, party=self.name(party),
                                     code=_code(rs, action), reason=exc.message)) from None
            state, _ = rs.apply_unchecked(state, action, dice)
        if any(s in self.parties[party].seats for s in rs.to_move(state)):
            raise RemoteError(_m("part.unfinished", where=where, party=self.name(party)))

    def entries(self, party: int, phase: str, raw: list[dict]) -> tuple[list, list[dict]]:
        """A shown part read: its actions, a :class:`Blank` for each sealed one (this copy's own
        known in full), and the list its commitment was made over (a sealed action by its seal)."""
        out: list = []
        committed: list[dict] = []
        for k, a in enumerate(raw):
            if set(a) == {"blank", "seal"} and isinstance(a["seal"], str) and len(a["seal"]) == 64 \
                    and all(c in "0123456789abcdef" for c in a["seal"]) and isinstance(a["blank"], dict):
                blank = self.rs.action_from_dict(a["blank"])
                if not _stands_in(self.rs, self.state, blank):
                    raise LoadError(_m("sealed.kind"))
                out.append(Blank(party, phase, k, blank, a["seal"], real=self.known.get(a["seal"])))
                committed.append({"seal": a["seal"]})
            else:
                out.append(self.rs.action_from_dict(a))
                committed.append(a)
        return out, committed

    def resolve(self, where: str) -> None:
        """Every part is open: apply them all, in the order they were committed."""
        phase = self.phase
        assert phase is not None
        self.phase = None
        for party, part in sorted(phase.parts.items(), key=lambda kv: (kv[1].seq, kv[0])):
            for action in part.actions or []:
                self.act(party, action, where)
                self.played[-1].sealed = part.commit is not None
        self.enter_phase()

    # ---- absorbing a file -------------------------------------------------------------------------
    def absorb(self, model: TurnFile, doc: dict, source: Any = TURN_FILE) -> None:
        """Check a turn file against this game and take it in. Raises :class:`RemoteError`; call
        on a copy (``copy()``), since a refused file may have been partly taken in."""
        rs = self.rs

        def fail(reason: Any) -> RemoteError:
            return RemoteError(_m("in_file", source=_src(source), reason=reason))

        if model.game != self.game_id or model.ruleset != rs.id:
            raise fail(_m("other_game", game=model.game[:8], ruleset=_printable(model.ruleset),
                          here=self.game_id[:8], here_ruleset=rs.id))
        if model.options != self.opts.model_dump(mode="json"):
            raise fail(_m("other_options"))
        if model.seq < self.seq:
            raise fail(_m("replayed", seq=model.seq, last=self.seq - 1))
        if model.seq > self.seq:
            raise fail(_m("skipped", seq=model.seq, expected=self.seq))
        if model.previous != self.last_checksum:
            raise fail(_m("fork"))
        if not 0 <= model.sender < len(self.parties):
            raise fail(_m("no_sender"))
        expected = self.next_writer()
        if expected is None:
            raise fail(_m("over"))
        if model.sender != expected:
            raise fail(_m("wrong_sender", sender=self.name(model.sender), expected=self.name(expected)))
        if model.parties is not None or model.chain is not None or model.dice is not None \
                or model.cards is not None:
            raise fail(_m("parties_again"))
        if self.cards is None and any(isinstance(st, (DeckStep, KeptStep)) or getattr(st, "places", None) is not None
                                      for st in model.steps):
            raise fail(_m("cards.none"))
        sender = model.sender
        joining = not self.joined()
        # The dice secret.
        if self.must_reveal(sender) and model.reveal is None:
            raise fail(_m("reveal_missing", party=self.name(sender)))
        if not self.must_reveal(sender) and model.reveal is not None:
            raise fail(_m("reveal_early", party=self.name(sender)))
        if model.reveal is not None:
            try:
                self.take_link(sender, model.reveal.index, bytes.fromhex(model.reveal.link), model.seq)
            except RemoteError as exc:
                raise fail(_why(exc)) from None
            self.deal()
        plays = [st for st in model.steps if not isinstance(st, DeckStep)]
        if plays and not self.dealt and self.cards is None:  # with face-down cards: at the first play
            raise fail(_m("not_dealt"))  # (the keys before it in the file may complete the deal)
        if joining and plays:
            raise fail(_m("join_actions"))
        if self.pending is not None:
            try:
                self.resolve_pending()
            except RemoteError as exc:
                raise fail(_why(exc)) from None
        phase_start = self.phase.id if self.phase is not None else None
        owed = (self.phase is not None and sender in self.phase.parts
                and self.phase.parts[sender].actions is None and not self.phase.waiting_for())
        if self.phase is None:
            self.enter_phase()
        to_show = {b.seal for b in self.owes(sender)}
        for i, step in enumerate(model.steps):
            where = _m("where.step", n=i + 1)
            if isinstance(step, DeckStep):
                try:
                    self.take_cards(sender, step.model_dump(exclude_none=True), where)
                except RemoteError as exc:
                    raise fail(_why(exc)) from None
                continue
            if not self.dealt:
                raise fail(_m("not_dealt"))
            if isinstance(step, ShowStep):
                own = any(b.seal == step.show and b.party == sender and not b.shown for b in self.blanks)
                if step.show not in to_show and not own:
                    raise fail(_m("sealed.unwanted", where=where, party=self.name(sender)))
                try:
                    self.show(step.show, rs.action_from_dict(step.act), step.salt, where, step.places)
                    to_show.discard(step.show)
                    if self.awaiting is not None:
                        self.resolve_awaiting()
                except LoadError as exc:
                    raise fail(_m("sealed.unreadable", where=where, reason=_why(exc))) from None
                except RemoteError as exc:
                    raise fail(_why(exc)) from None
                continue
            if isinstance(step, KeptStep):
                own = any(b.seal == step.kept and b.party == sender and not b.shown for b in self.blanks)
                if step.kept not in to_show and not own:
                    raise fail(_m("sealed.unwanted", where=where, party=self.name(sender)))
                try:
                    self.place_kept(step.kept, step.place, where)
                    to_show.discard(step.kept)
                    if self.awaiting is not None:
                        self.resolve_awaiting()
                except RemoteError as exc:
                    raise fail(_why(exc)) from None
                continue
            if to_show:
                raise fail(_m("sealed.show_first", where=where, party=self.name(sender)))
            try:
                self.settle(where)
            except RemoteError as exc:
                raise fail(_why(exc)) from None
            if self.awaiting is not None:
                raise fail(_m("sealed.after_awaiting", where=where))
            if isinstance(step, SealStep):
                if self.phase is not None or self.pending is not None:
                    raise fail(_m("sealed.step_unwanted", where=where))
                try:
                    blank = rs.action_from_dict(step.blank)
                except LoadError as exc:
                    raise fail(_m("sealed.step_unreadable", where=where, reason=_why(exc))) from None
                seat = rs.actor(blank)
                if seat not in self.parties[sender].seats or seat not in rs.to_move(self.state):
                    raise fail(_m("sealed.step_seat", where=where, party=self.name(sender)))
                if not _stands_in(rs, self.state, blank):
                    raise fail(_m("sealed.never", where=where))
                b = Blank(sender, f"file:{model.seq}", i, blank, step.seal, real=self.known.get(step.seal),
                          places=step.places)
                remade = self.cards is not None and self.cards.pool is not None \
                    and self.cards.fd.gives(blank)
                if remade != (step.places is not None):
                    raise fail(_m("cards.places", where=where, code=_code(rs, blank)))
                if remade and self.unreadable(sender):
                    raise fail(_m("cards.unread", where=where, party=self.name(sender)))
                if remade and self.cards.fd.counts(self.state, blank) != step.waits:
                    raise fail(_m("cards.count_waits", where=where, code=_code(rs, blank)))
                if step.waits and not remade:
                    raise fail(_m("sealed.waits_for_none", where=where, code=_code(rs, blank)))
                try:
                    if step.waits:
                        self.wait_count(b, where)
                    else:
                        self.act(sender, b, where)
                except RemoteError as exc:
                    raise fail(_why(exc)) from None
                except (_DiceNotReady, IllegalAction, ValueError, KeyError, IndexError):
                    raise fail(_m("sealed.unplayable", where=where)) from None
                self.enter_phase()
                continue
            if isinstance(step, ActStep):
                if self.phase is not None:
                    raise fail(_m("open_in_phase", where=where))
                try:
                    action = rs.action_from_dict(step.act)
                except LoadError as exc:
                    raise fail(_m("unreadable_action", where=where, reason=_why(exc))) from None
                if self.pending is not None:
                    raise fail(_m("after_pending", where=where))
                if self.cards is not None and self.cards.pool is not None and self.cards.fd.gives(action):
                    raise fail(_m("cards.give_open", where=where, code=_code(rs, action)))
                if self.cards is not None:  # the cards it shows, opened before anything reads them
                    try:
                        if self.unreadable(sender):
                            raise RemoteError(_m("cards.unread", where=where, party=self.name(sender)))
                        self.check_places(rs.actor(action), action, step.places, where)
                    except RemoteError as exc:
                        raise fail(_why(exc)) from None
                needed = self.needs(sender, action)
                closing = not needed and self.closes(action)
                turning = [] if needed or closing else self.turns(action)
                if needed or closing or turning or step.waits:
                    if not (needed or closing or turning) or not step.waits or step.draws or step.dice or step.rolls:
                        raise fail(_m("cards.must_wait" if turning else
                                       "sealed.must_wait" if needed or closing else "sealed.waits_for_none",
                                       where=where, code=_code(rs, action)))
                    if any(b.party == sender and self.placeable(b) for b in needed):
                        raise fail(_m("sealed.own_first", where=where, party=self.name(sender), code=_code(rs, action)))
                    try:
                        rs.check(self.state, action)
                    except IllegalAction as exc:
                        raise fail(_m("not_allowed", where=where, code=_code(rs, action), reason=exc.message)) from None
                    if self.cards is not None:
                        try:
                            self.check_places(rs.actor(action), action, step.places, where)
                        except RemoteError as exc:
                            raise fail(_why(exc)) from None
                        self.wait_places = step.places
                        if closing:
                            self.cards.close()
                            self.close_key = self.key()
                        if turning:
                            self.cards.turn(turning)
                            self.turn_key = self.key()
                    self.awaiting = (sender, action, model.seq, tuple(b.seal for b in needed))
                    self.defer(sender, model.seq)
                    self.start_mixes()
                    continue
                try:
                    done = self.act(sender, action, where, chance=not self.strict, places=step.places)
                except RemoteError as exc:
                    raise fail(_why(exc)) from None
                if done is None:
                    if not step.pending or step.draws or step.dice or step.rolls:
                        raise fail(_m("must_wait", where=where, code=_code(rs, action)))
                    self.pending = (sender, action, model.seq)
                    self.pending_places = step.places
                    continue
                if step.pending:
                    raise fail(_m("waits_no_dice", where=where, code=_code(rs, action)))
                events, values = done
                if step.draws != len(values) or step.dice != (dice_digest(self.game_id, model.seq, i, values) if values else None):
                    raise fail(_m("dice_edited", where=where, code=_code(rs, action)))
                if step.rolls != public_rolls(rs, before=self.played[-1].before, events=events):
                    raise fail(_m("rolls_edited", where=where, code=_code(rs, action)))
                self.enter_phase()
            elif isinstance(step, CommitStep):
                phase = self.phase
                if phase is None or sender not in phase.parties or sender in phase.parts:
                    raise fail(_m("seal_unwanted", where=where, party=self.name(sender)))
                phase.parts[sender] = Part(model.seq, commit=step.commit)
            else:
                phase = self.phase
                if phase is None or sender not in phase.parties:
                    raise fail(_m("open_unwanted", where=where, party=self.name(sender)))
                try:
                    actions, committed = self.entries(sender, phase.id, step.open)
                except LoadError as exc:
                    raise fail(_m("unreadable_secret", where=where, reason=_why(exc))) from None
                part = phase.parts.get(sender)
                if part is None:
                    if [p for p in phase.waiting_for() if p != sender]:
                        raise fail(_m("open_early", where=where, party=self.name(sender)))
                    part = phase.parts[sender] = Part(model.seq)
                elif part.actions is not None:
                    raise fail(_m("open_twice", where=where, party=self.name(sender)))
                elif commitment(self.game_id, phase.id, sender, step.salt, committed) != part.commit:
                    raise fail(_m("open_changed", where=where, party=self.name(sender), seq=part.seq))
                try:
                    self.check_part(sender, actions, where)
                except RemoteError as exc:
                    raise fail(_why(exc)) from None
                part.actions, part.salt = actions, step.salt
                if all(p.actions is not None for p in phase.parts.values()) and not phase.waiting_for():
                    try:
                        self.resolve(where)
                    except RemoteError as exc:
                        raise fail(_why(exc)) from None
        if owed and self.phase is not None and self.phase.id == phase_start \
                and self.phase.parts[sender].actions is None:
            raise fail(_m("open_missing", party=self.name(sender)))
        if to_show:
            raise fail(_m("sealed.missing", party=self.name(sender)))
        try:
            self.settle(_m("where.shown"))
        except RemoteError as exc:
            raise fail(_why(exc)) from None
        if self.cards is not None:
            if joining and not self.cards.joined(sender):
                raise fail(_m("cards.join", party=self.name(sender)))
            if self.cards.owes(sender):
                raise fail(_m("cards.owes", party=self.name(sender)))
        if self.fingerprint() != model.fingerprint:
            raise fail(_m("fingerprint", theirs=model.fingerprint, ours=self.fingerprint()))
        self.enter_phase()
        self.seq += 1
        self.last_checksum = model.checksum
        self.last_sender = sender


def fingerprint(rs: Ruleset, state: Any, public: bool = False) -> str:
    """A game's fingerprint in a file: of the whole game, or (face-down cards, where each copy
    holds its own view) of what every seat may see (``observe(state, None)``)."""
    return rs.state_hash(rs.observe(state, None) if public else state)


def _stands_in(rs: Ruleset, state: Any, blanked: Any) -> bool:
    """Whether the ruleset gives a stand-in for this blanked action (else it is not sealed)."""
    try:
        rs.stand_in(state, blanked)
    except NotImplementedError:
        return False
    return True


class _DiceNotReady(Exception):
    pass


class _NoDice(Keyed):
    def __init__(self) -> None:
        super().__init__(b"", 0)

    def _draw(self, kind: str) -> Any:
        raise _DiceNotReady()


def _code(rs: Ruleset, action: Any) -> str:
    try:
        return rs.action_code(action)
    except Exception:
        return str(action)


def public_rolls(rs: Ruleset, before: Any, events: Sequence[Event]) -> list:
    """The dice of an action that everyone may see (a spectator's events), as JSON data."""
    out = []
    for e in rs.events_for(before, events, None):
        for kind, faces in e.rolls:
            out.append([kind, list(faces) if isinstance(faces, tuple | list) else faces])
    return json.loads(json.dumps(out))


def line_from_invitation(model: TurnFile, doc: dict, source: Any = INVITATION) -> Line:
    """The agreed game set up by an invitation (file 0)."""

    def fail(reason: Any) -> RemoteError:
        return RemoteError(_m("in_file", source=_src(source), reason=reason))

    if model.seq != 0 or model.parties is None or model.chain is None:
        raise fail(_m("not_invitation"))
    try:
        rs = rulesets.get(model.ruleset)
    except KeyError:
        raise fail(_m("unknown_game", ruleset=_printable(model.ruleset))) from None
    try:
        opts = rs.options_from_dict(model.options)
    except ValidationError:
        raise fail(_m("bad_options")) from None
    seats = list(rs.players(opts))
    held = [s for p in model.parties for s in p.seats]
    if sorted(held) != sorted(seats):
        raise fail(_m("seats_once", seats=", ".join(seats)))
    if len(model.parties) < 2:
        raise fail(_m("two_parties"))
    if not 1 <= model.chain <= CHAIN_LENGTH:
        raise fail(_m("chain"))
    if model.sender != 0 or model.previous is not None or (model.steps and not model.cards):
        raise fail(_m("malformed_invitation"))
    state = rs.new_game(opts, game_seed(model.game))
    line = Line(rs, opts, model.game, [Party(p.name, tuple(p.seats)) for p in model.parties], model.chain,
                state, links=[[] for _ in model.parties], strict=model.dice == "strict",
                seed=game_seed(model.game))
    if model.reveal is None or model.reveal.index != 0:
        raise fail(_m("invitation_commit"))
    line.take_link(0, 0, bytes.fromhex(model.reveal.link), 0)
    if model.cards:
        fd = rs.face_down(opts)
        if fd is None:
            raise fail(_m("cards.none"))
        line.cards = Cards(fd, model.game, len(model.parties), [p.seats for p in line.parties])
        for i, step in enumerate(model.steps):
            if not isinstance(step, DeckStep):
                raise fail(_m("malformed_invitation"))
            try:
                line.take_cards(0, step.model_dump(exclude_none=True), _m("where.step", n=i + 1))
            except RemoteError as exc:
                raise fail(_why(exc)) from None
        if not line.cards.joined(0):
            raise fail(_m("cards.join", party=line.name(0)))
    if fingerprint(rs, state, line.cards is not None) != model.fingerprint:
        raise fail(_m("invitation_fingerprint"))
    line.seq, line.last_checksum, line.last_sender = 1, model.checksum, 0
    return line


def _now() -> str:
    from datetime import UTC, datetime

    return datetime.now(UTC).isoformat(timespec="seconds")


def game_seed(game_id: str) -> int:
    """The seed of the stand-in opening shown until the dice are ready (the invitation's
    fingerprint); the game itself opens from :func:`opening_seed`."""
    return int(game_id[:8], 16)


# ---- one side's copy of the game ------------------------------------------------------------


class RemoteGame:
    """One party's copy of a game played by file: the agreed game (from every file so far), this
    party's secrets (its dice chain, its sealed parts), and the moves it is making now.

    The moves of the current turn live in a working copy; :meth:`turn_file` writes them into the
    next file (and takes that file in through the very checks the receiver makes), :meth:`reset`
    drops them (the dice stay what they were: restarting a turn never rerolls).
    """

    def __init__(self, line: Line, me: int, secret: bytes, files: list[dict],
                 parts: dict[str, dict] | None = None, sealed: dict[str, dict] | None = None,
                 start: bool = True) -> None:
        self.line = line
        self.me = me
        # My sealed actions, by seal: {"action", "salt"} (kept until the game is over and they are shown).
        self.sealed: dict[str, dict] = dict(sealed or {})
        line.me = me
        if line.cards is not None:
            line.cards.bind(me, deck_secret(secret))
        line.known.update({k: line.rs.action_from_dict(v["action"]) for k, v in self.sealed.items()})
        self.secret = secret
        self.files = files
        # When each file was written or accepted here (this side's clock): how long a side has
        # been waiting is shown, not hidden.
        self.times: list[str] = [_now()] * len(files)
        self.parts: dict[str, dict] = dict(parts or {})  # phase id -> {"salt", "actions"}: my sealed parts
        self.path: Path | None = None
        if start:
            self.reset()

    # ---- starting -------------------------------------------------------------------------------
    @classmethod
    def create(cls, ruleset: Ruleset | str, opts: BaseOptions | dict | None, parties: Sequence[tuple[str, Sequence[str]]],
               game_id: str | None = None, secret: bytes | None = None, dice: str = "turn",
               cards: bool = False) -> RemoteGame:
        """A new game, invited by the first party (this side): the invitation is file 0.
        ``dice="strict"`` makes every action that draws wait for another party's next secret (no
        foresight, one more file per roll; see docs/remote-play.md). ``cards=True`` deals the
        ruleset's face-down decks (``Ruleset.face_down``) by mental poker: each copy then holds
        only the cards its party may see ("The crusade with face-down cards")."""
        rs = rulesets.get(ruleset) if isinstance(ruleset, str) else ruleset
        opts = opts if isinstance(opts, BaseOptions) else rs.options_from_dict(opts)
        game_id = game_id or secrets.token_hex(16)
        secret = secret or secrets.token_bytes(32)
        doc = {
            "app": APP, "kind": TURN_KIND, "protocol": PROTOCOL, "ruleset": rs.id,
            "options": opts.model_dump(mode="json"), "game": game_id, "seq": 0, "sender": 0, "previous": None,
            "parties": [{"name": name, "seats": list(seats)} for name, seats in parties],
            "chain": CHAIN_LENGTH,
            "dice": dice,
            "reveal": {"index": 0, "link": chain_link(secret, 0).hex()},
            "steps": [],
            "fingerprint": fingerprint(rs, rs.new_game(opts, game_seed(game_id)), cards),
        }
        if cards:
            fd = rs.face_down(opts)
            if fd is None:
                raise RemoteError(_m("cards.none"))
            table = Cards(fd, game_id, len(parties), [tuple(seats) for _, seats in parties])
            table.bind(0, deck_secret(secret))
            doc["cards"] = True
            doc["steps"] = table.my_steps(opening=True)
        doc["checksum"] = file_checksum(doc)
        model, doc = parse_turn(canonical(doc), INVITATION)
        line = line_from_invitation(model, doc)
        return cls(line, 0, secret, [doc])

    @classmethod
    def join(cls, files: Iterable[dict | str | bytes], me: int, secret: bytes | None = None) -> RemoteGame:
        """This side's copy of a game it was invited to, from the files so far (the invitation
        first); :meth:`turn_file` then writes this party's answer."""
        docs = [f if isinstance(f, dict) else parse_turn(f)[1] for f in files]
        if not docs:
            raise RemoteError(_m("join.no_invitation"))
        model, doc = parse_turn(canonical(docs[0]), INVITATION)
        line = line_from_invitation(model, doc)
        if not 0 < me < len(line.parties):
            raise RemoteError(_m("join.first"))
        game = cls(line, me, secret or secrets.token_bytes(32), [doc])
        for d in docs[1:]:
            game.accept(d)
        if game.line.links[me] and game.line.links[me][0][1] != chain_link(game.secret, 0):
            raise RemoteError(_m("join.other_secret"))
        return game

    # ---- state --------------------------------------------------------------------------------
    @property
    def rs(self) -> Ruleset:
        return self.line.rs

    @property
    def game_id(self) -> str:
        return self.line.game_id

    @property
    def seats(self) -> tuple[str, ...]:
        return self.line.parties[self.me].seats

    @property
    def state(self) -> Any:
        """The game as this side sees it now: the agreed game with this turn's moves, or, during a
        simultaneous phase, with this side's secret part so far (the others' parts unknown)."""
        return self._scratch if self._scratch is not None else self._work.mine

    def view(self, seat: str | None = None) -> Any:
        """What this side may see (``observe`` for its seat)."""
        return self.rs.observe(self.state, seat if seat is not None else self.seats[0])

    def my_turn(self) -> bool:
        """Whether this side writes the next file."""
        return self.line.next_writer() == self.me

    def to_act(self) -> tuple[str, ...]:
        """This side's seats that must choose an action now (empty: write the file or wait)."""
        if not self.my_turn() or not self._work.ready() or self._work.pending is not None \
                or self._work.awaiting is not None:
            return ()
        if self._work.cards is not None and (not self._work.dealt or self._work.cards.owing()
                                             or self._work.unreadable(self.me)):
            return ()  # face-down cards: keys, rounds or secrets to come first
        if self._in_phase():
            return tuple(s for s in self.rs.to_move(self._scratch) if s in self.seats)
        if self._work.phase is not None:
            return ()
        return tuple(s for s in self.rs.to_move(self._work.state) if s in self.seats)

    def legal_actions(self, seat: str | None = None) -> list:
        out = []
        for s in self.to_act():
            if seat is None or s == seat:
                out.extend(self.rs.legal_actions(self.state, s))
        return out

    def waiting_for(self) -> Msg | None:
        """Whose file this side waits for (None: its own turn, or the game is over)."""
        nxt = self.line.next_writer()
        if nxt is None or nxt == self.me:
            return None
        return self.line.name(nxt)

    def waiting_since(self) -> str | None:
        """When this side last wrote or accepted a file (ISO time, UTC), while it waits for
        another side's file; None when it is this side's turn or the game is over."""
        return self.times[-1] if self.waiting_for() is not None and self.times else None

    def is_over(self) -> bool:
        """Whether the game is over and no file is owed any more (every sealed action shown and
        checked: until then the sides that sealed something still write a file)."""
        return self.rs.is_over(self.line.state) and self.line.next_writer() is None

    # ---- playing ---------------------------------------------------------------------------------
    def reset(self) -> None:
        """Drop the moves not yet written into a file (the dice of the turn stay the same)."""
        self._work = self.line.copy()
        self._steps: list[dict] = []
        self._reveal: dict | None = None
        self._batch: list = []
        self._scratch: Any = None
        self._pending: list = []
        if self.my_turn():
            self._begin()

    def _begin(self) -> None:
        w = self._work
        if w.must_reveal(self.me):
            index = w.links[self.me][-1][0] + 1 if w.links[self.me] else 0
            link = self._link(index, w.chain)
            w.take_link(self.me, index, link, w.seq)
            w.deal()
            self._reveal = {"index": index, "link": link.hex()}
        if w.cards is not None and not w.cards.joined(self.me):  # joining: the deck rounds
            self._add_cards(w.cards.my_steps(opening=True))
        if not w.joined():
            return
        if w.pending is not None and w.pending[0] != self.me:
            w.resolve_pending()
        self._discharge()
        self._show_owed()
        w.settle(_m("where.your_move"))
        self._discharge()
        if w.phase is None:
            w.enter_phase()
        self._open_owed()
        self._start_scratch()

    def _show_owed(self) -> int:
        """Show this side's sealed actions the game waits for, pass after pass: showing them may
        play the action that waited, and that may make more owed (the game over: every sealed
        action still sealed; a keep after it in the same pile). Each pass shows or places every
        action owed, so each leaves fewer of this side's actions sealed: it ends when none is
        owed, or, should a pass change nothing (an action owed and still owed after it), there
        (the file is then refused by the checks every receiver makes). Returns the passes made."""
        w = self._work
        passes = 0
        while owed := w.owes(self.me):
            for b in owed:
                self._show_own(b)
                if w.awaiting is not None:
                    w.resolve_awaiting()
            passes += 1
            if {b.seal for b in w.owes(self.me)} & {b.seal for b in owed}:
                break  # nothing changed
        return passes

    def _add_cards(self, steps: list[dict]) -> None:
        """Deck steps of this side's, taken into the working game and into the file."""
        for step in steps:
            self._work.take_cards(self.me, step, _m("where.your_move"))
            self._steps.append(step)

    def _discharge(self) -> None:
        """Face-down cards: send what this side owes (deck rounds, keys, its deck secret)."""
        w = self._work
        if w.cards is None or not w.joined():
            return
        for _ in range(8):
            steps = w.cards.my_steps()
            if not steps:
                return
            self._add_cards(steps)

    def _places(self, seat: str, codes: Iterable[str]) -> list[int]:
        """Face-down cards: places of ``seat``'s slots holding ``codes`` (cards taken face up
        first: they need no key)."""
        cards = self._work.cards
        slots = cards.ledger.hands[seat]
        read = cards.reader()
        order = sorted(range(len(slots)), key=lambda k: not isinstance(slots[k], tuple))
        out: list[int] = []
        for code in codes:
            k = next((k for k in order if k not in out and cards.ledger.card(slots[k], read) == code), None)
            if k is None:
                raise RemoteError(_m("cards.places", where=_m("where.your_move"), code=code))
            out.append(k)
        return out

    def _open_places(self, seat: str, codes: Sequence[str]) -> list[int] | None:
        """Face-down cards: the places of the cards an action shows, their keys published."""
        w = self._work
        if w.cards is None or not codes:
            return None
        places = self._places(seat, codes)
        step = w.cards.to_open("provisions", w.cards.ledger.positions(seat, places))
        if step is not None:
            self._add_cards([step])
        return places

    def _show_own(self, b: Blank) -> None:
        """Show one of this side's sealed actions (with face-down cards, the cards it gave)."""
        w = self._work
        secret = self.sealed.get(b.seal)
        if secret is None:
            raise RemoteError(_m("sealed.lost"))
        action = self.rs.action_from_dict(secret["action"])
        places = None
        if w.cards is not None and w.cards.full is None and w.cards.pile_sealed(b.seal):
            place = w.cards.kept_place(b.seal, action)  # the place kept only, nothing opened
            w.place_kept(b.seal, place, _m("where.your_move"))
            self._steps.append({"kept": b.seal, "place": place})
            return
        if w.cards is not None and w.cards.full is None and w.cards.fd.given_face_down(action):
            places = self._open_places(self.rs.actor(action), list(action.cards))
        w.show(b.seal, action, secret["salt"], _m("where.your_move"), places)
        step = {"show": b.seal, "act": secret["action"], "salt": secret["salt"]}
        if places is not None:
            step["places"] = places
        self._steps.append(step)

    def _link(self, index: int, length: int) -> bytes:
        """Link ``index`` of this side's chain (the whole chain is worked out once)."""
        chain = getattr(self, "_chain", None)
        if chain is None or len(chain) != length + 1:
            chain = [b""] * (length + 1)
            link = self.secret
            for i in range(length, -1, -1):
                chain[i] = link
                link = next_back(link)
            self._chain = chain
        return chain[index]

    def _in_phase(self) -> bool:
        return self._scratch is not None

    def _start_scratch(self) -> None:
        w = self._work
        if w.phase is not None and self.me in w.phase.parties and self.me not in w.phase.parts:
            self._scratch = w.state
            self._batch = []
        else:
            self._scratch = None

    def _open_owed(self) -> None:
        """Show this side's sealed part once every other party has sent its own."""
        w = self._work
        phase = w.phase
        if phase is None or self.me not in phase.parts or phase.parts[self.me].actions is not None:
            return
        if phase.waiting_for():
            return
        secret = self.parts.get(phase.id)
        if secret is None:
            raise RemoteError(_m("lost_seal"))
        self._add_open(secret["actions"], secret["salt"])

    def _add_open(self, actions: list[dict], salt: str) -> None:
        w = self._work
        phase = w.phase
        parsed, _ = w.entries(self.me, phase.id, actions)
        w.check_part(self.me, parsed, _m("where.your_secret"))
        part = phase.parts.get(self.me) or Part(w.seq)
        part.actions, part.salt = parsed, salt
        phase.parts[self.me] = part
        self._steps.append({"open": actions, "salt": salt})
        if all(p.actions is not None for p in phase.parts.values()) and not phase.waiting_for():
            w.resolve(_m("where.your_move"))

    def play(self, action: Any) -> list[Event]:
        """Play one of this side's actions now; returns the events this side may read. Raises
        :class:`IllegalAction` (the rules refuse it) or :class:`RemoteError` (not this side's
        turn to act); nothing changes then."""
        if not self.my_turn():
            raise RemoteError(_m("not_your_turn", who=self.waiting_for()))
        if not self._work.ready():
            raise RemoteError(_m("dice_wait_send"))
        seat = self.rs.actor(action)
        if seat not in self.seats:
            raise RemoteError(_m("not_your_seat", seat=_seat(self.rs, seat, self.line.opts)))
        if self._in_phase():
            self.rs.check(self._scratch, action)
            before = self._scratch
            self._scratch, events = self.rs.apply_unchecked(before, action, Keyed(self._work.key(), self._work.draws))
            self._batch.append(action)
            self._pending.append(action)
            if not any(s in self.seats for s in self.rs.to_move(self._scratch)):
                self._seal()
            return self.rs.events_for(before, events, seat)
        if self._work.phase is not None:
            raise RemoteError(_m("part_sent"))
        if self._work.pending is not None:
            raise RemoteError(_m("pending_send"))
        if self._work.awaiting is not None:
            raise RemoteError(_m("awaiting_send"))
        w = self._work
        if w.cards is not None and (not self.to_act() or seat not in self.to_act()):
            raise RemoteError(_m("cards.unread", where=_m("where.your_move"), party=w.name(self.me)))
        self.rs.check(w.mine, action)
        if w.cards is not None and w.cards.pool is not None and w.cards.fd.gives(action):
            return self._give(action)
        needed = w.needs(self.me, action)
        mine = [b for b in needed if b.party == self.me and w.placeable(b)]
        if mine:  # this side's own sealed actions it depends on: shown first, in this file
            for b in mine:
                self._show_own(b)
            w.settle(_m("where.your_move"))
            needed = w.needs(self.me, action)
        closing = not needed and w.closes(action)
        turning = [] if needed or closing else w.turns(action)
        if needed or closing or turning:
            places = self._open_places(seat, w.cards.fd.faceup(w.state, action)) if w.cards is not None else None
            w.awaiting = (self.me, action, w.seq, tuple(b.seal for b in needed))
            w.defer(self.me, w.seq)
            w.start_mixes()
            w.wait_places = places
            step = {"act": self.rs.action_to_dict(action), "code": _code(self.rs, action), "waits": True}
            if places is not None:
                step["places"] = places
            self._steps.append(step)
            self._pending.append(action)
            if closing:
                w.cards.close()
                w.close_key = w.key()
            if turning:
                w.cards.turn(turning)
                w.turn_key = w.key()
            self._discharge()
            return []
        before = w.state
        places = None
        if w.cards is not None and not self._sealable(action):
            places = self._open_places(seat, w.cards.fd.faceup(w.state, action))
        index = len(self._steps)
        if self._sealable(action):
            data = self.rs.action_to_dict(action)
            salt = secrets.token_hex(16)
            seal = seal_hash(self.game_id, f"file:{w.seq}", self.me, index, salt, data)
            self.sealed[seal] = {"action": data, "salt": salt}
            w.known[seal] = action
            blank = self.rs.observe_action(w.mine, action, None)
            own_before = w.mine
            events, _ = w.act(self.me, Blank(self.me, f"file:{w.seq}", index, blank, seal, real=action),
                              _m("where.your_move"))
            self._steps.append({"blank": self.rs.action_to_dict(blank), "seal": seal})
            self._pending.append(action)
            w.enter_phase()
            self._start_scratch()
            return self.rs.events_for(own_before, events, self.rs.actor(action))
        done = w.act(self.me, action, _m("where.your_move"), chance=not w.strict, places=places)
        if done is None:  # strict dice: the roll waits for the next file of another party
            w.pending, w.pending_places = (self.me, action, w.seq), places
            self._steps.append({"act": self.rs.action_to_dict(action), "code": _code(self.rs, action),
                                "pending": True})
            if places is not None:
                self._steps[-1]["places"] = places
            self._pending.append(action)
            return []
        events, values = done
        self._steps.append({
            "act": self.rs.action_to_dict(action), "code": _code(self.rs, action), "draws": len(values),
            "dice": dice_digest(self.game_id, w.seq, index, values) if values else None,
            "rolls": public_rolls(self.rs, before, events),
        })
        if places is not None:
            self._steps[-1]["places"] = places
        self._pending.append(action)
        self._discharge()
        w.enter_phase()
        self._start_scratch()
        return self.rs.events_for(before, events, seat)

    def _give(self, action: Any) -> list[Event]:
        """Face-down cards: an action that gives cards face down to a deck re-made each round
        (the crusade's contribution), sealed with the places of its cards named; the last of a
        round waits, its writer's mask in the same file (:meth:`Line.wait_count`)."""
        w = self._work
        rs = self.rs
        seat = rs.actor(action)
        places = self._places(seat, list(action.cards))
        index = len(self._steps)
        data = rs.action_to_dict(action)
        salt = secrets.token_hex(16)
        seal = seal_hash(self.game_id, f"file:{w.seq}", self.me, index, salt, data)
        blank = rs.observe_action(w.mine, action, None)
        b = Blank(self.me, f"file:{w.seq}", index, blank, seal, real=action, places=places)
        step = {"blank": rs.action_to_dict(blank), "seal": seal, "places": places}
        before = w.state
        if w.cards.fd.counts(w.state, blank):
            w.wait_count(b, _m("where.your_move"))
            step["waits"] = True
            events: list[Event] = []
        else:
            events, _ = w.act(self.me, b, _m("where.your_move"))
        self.sealed[seal] = {"action": data, "salt": salt}
        w.known[seal] = action
        self._steps.append(step)
        self._pending.append(action)
        self._discharge()
        if not step.get("waits"):
            w.enter_phase()
            self._start_scratch()
        return rs.events_for(before, events, seat) if events else []

    def _seal(self) -> None:
        """This side's part of the phase is complete: seal it, or show it if it is the last."""
        w = self._work
        phase = w.phase
        actions = self._sealed_entries(phase.id)
        salt = secrets.token_hex(16)
        self._scratch = None
        if [p for p in phase.waiting_for() if p != self.me]:
            self.parts[phase.id] = {"salt": salt, "actions": actions}
            committed = [{"seal": a["seal"]} if set(a) == {"blank", "seal"} else a for a in actions]
            phase.parts[self.me] = Part(w.seq, commit=commitment(self.game_id, phase.id, self.me, salt, committed))
            self._steps.append({"commit": phase.parts[self.me].commit})
        else:
            self._add_open(actions, salt)
            self._start_scratch()

    def _sealable(self, action: Any) -> bool:
        """Whether an action played in the open sequence goes sealed: another party may not learn
        it, the ruleset gives stand-ins, and it draws nothing (its dice would tell)."""
        rs = self.rs
        w = self._work
        others = [s for i, p in enumerate(w.parties) if i != self.me for s in p.seats]
        if all(rs.observe_action(w.mine, action, s) == action for s in others):
            return False
        if not _stands_in(rs, w.state, rs.observe_action(w.mine, action, None)):
            return False
        try:
            rs.apply_unchecked(w.mine, action, _NoDice())
        except _DiceNotReady:
            return False
        return True

    def _sealed_entries(self, phase: str) -> list[dict]:
        """This side's part as it is shown: each action the other parties may not learn (by
        ``Ruleset.observe_action``, for a ruleset that gives stand-ins) sealed, the rest in full."""
        rs = self.rs
        w = self._work
        others = [s for i, p in enumerate(w.parties) if i != self.me for s in p.seats]
        state = w.mine
        dice = Keyed(w.key(), w.draws)
        out = []
        for k, action in enumerate(self._batch):
            data = rs.action_to_dict(action)
            if any(rs.observe_action(state, action, s) != action for s in others) \
                    and _stands_in(rs, w.state, rs.observe_action(state, action, None)):
                salt = secrets.token_hex(16)
                seal = seal_hash(self.game_id, phase, self.me, k, salt, data)
                self.sealed[seal] = {"action": data, "salt": salt}
                w.known[seal] = action
                out.append({"blank": rs.action_to_dict(rs.observe_action(state, action, None)), "seal": seal})
            else:
                out.append(data)
            state, _ = rs.apply_unchecked(state, action, dice)
        return out

    def turn_file(self) -> dict:
        """Write this turn's moves into the next file, take it in here (through the receiver's
        checks) and return it; :func:`turn_text` gives its text."""
        if not self.my_turn():
            raise RemoteError(_m("not_your_turn", who=self.waiting_for()))
        if self._in_phase() and self._batch:
            raise RemoteError(_m("finish_part"))
        w = self._work
        doc = {
            "app": APP, "kind": TURN_KIND, "protocol": PROTOCOL, "ruleset": self.rs.id,
            "options": self.line.opts.model_dump(mode="json"), "game": self.game_id, "seq": self.line.seq,
            "sender": self.me, "previous": self.line.last_checksum, "reveal": self._reveal,
            "steps": self._steps, "fingerprint": w.fingerprint(),
        }
        doc["checksum"] = file_checksum(doc)
        self.accept(doc, source=_m("src.own_file"))
        return doc

    # ---- receiving -----------------------------------------------------------------------------
    def check_file(self, data: dict | str | bytes, source: Any = TURN_FILE) -> tuple[Line, dict]:
        """The agreed game after ``data`` and the file's document, checked; raises
        :class:`RemoteError` with the reason. This game is not changed (:meth:`accept` takes the
        file in)."""
        model, doc = parse_turn(canonical(data) if isinstance(data, dict) else data, source)
        line = self.line.copy()
        try:
            line.absorb(model, doc, source)
        except RemoteError:
            raise
        except Exception as exc:  # a promise to the app: a file is refused, never a crash
            raise RemoteError(_m("in_file", source=_src(source), reason=_m("crashed", error=type(exc).__name__))) from exc
        return line, doc

    def accept(self, data: dict | str | bytes, source: Any = TURN_FILE) -> list[Played]:
        """Take a turn file into the game after checking all of it; returns the actions it
        brought, for a replay. Raises :class:`RemoteError` and changes nothing if any check
        fails."""
        line, doc = self.check_file(data, source)
        self.line = line
        self.files.append(doc)
        self.times.append(_now())
        # A part of a phase that is over is no secret any more.
        current = line.phase.id if line.phase is not None else None
        for pid in list(self.parts):
            if pid != current and int(pid.split(":")[0]) < len(line.log):
                del self.parts[pid]
        self.reset()
        return line.played

    def replay_steps(self) -> list[Played]:
        """The actions the last file brought into the agreed game, in order."""
        return list(self.line.played)

    # ---- saving --------------------------------------------------------------------------------
    def to_doc(self) -> dict:
        return {
            "app": APP, "kind": GAME_KIND, "protocol": PROTOCOL, "me": self.me, "secret": self.secret.hex(),
            "parts": self.parts, "sealed": self.sealed, "files": self.files,
            "pending": [self.rs.action_to_dict(a) for a in self._pending],
            "times": self.times,
        }

    def save(self, path: str | os.PathLike[str] | None = None) -> Path:
        """Write this side's copy atomically (keeps the previous as ``.bak``). It holds this
        side's dice secret: never send it."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("no path to save this game to")
        atomic_write(target, (json.dumps(self.to_doc(), indent=1) + "\n").encode())
        self.path = target
        return target

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> RemoteGame:
        """Read a side's copy and replay every file through the checks."""
        p = Path(path)
        try:
            doc = json.loads(p.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise RemoteError(_m("in_file", source=_printable(p.name), reason=_m("no_game_file"))) from None
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            raise RemoteError(_m("in_file", source=_printable(p.name),
                                 reason=_m("game_unreadable", error=type(exc).__name__))) from None
        try:
            saved = _SavedGame.model_validate(doc)
        except ValidationError as exc:
            raise RemoteError(_m("in_file", source=_printable(p.name), reason=_validation_reason(exc))) from None
        secret = bytes.fromhex(saved.secret)
        files = saved.files
        model, first = parse_turn(canonical(files[0]), p.name)
        game = cls(line_from_invitation(model, first, p.name), saved.me, secret, [first], saved.parts, saved.sealed,
                   start=False)
        for d in files[1:]:  # every file checked again, as when it came
            game.line, doc = game.check_file(d, source=_m("src.copy_file", name=_printable(p.name), n=len(game.files)))
            game.files.append(doc)
        if len(saved.times) == len(game.files):
            game.times = list(saved.times)
        game.reset()
        for a in saved.pending:
            game.play(game.rs.action_from_dict(a))
        game.path = p
        return game


class _SavedGame(_Model):
    model_config = ConfigDict(extra="forbid", strict=False)

    app: Literal["lionheart-table"]
    kind: Literal["lionheart-remote-game"]
    protocol: int
    me: int = Field(ge=0)
    secret: str = Field(pattern=_HEX64)
    parts: dict[str, dict[str, Any]] = {}
    sealed: dict[str, dict[str, Any]] = {}
    files: list[dict[str, Any]] = Field(min_length=1)
    pending: list[dict[str, Any]] = []
    times: list[str] = []


# ---- the text summary ------------------------------------------------------------------------


def summary(model: TurnFile, played: list[Played] | None = None, rs: Ruleset | None = None,
            seat: str | None = None, names: Callable[[int], str] | None = None) -> list[str]:
    """A turn file in lines of text: who wrote it, for which game, its steps; with ``played``
    (from a check against a game) the events as ``seat`` may read them."""
    from .i18n import text

    rs = rs or rulesets.get(model.ruleset)
    if names:
        who = names(model.sender)
    elif model.parties is not None:
        who = model.parties[model.sender].name
    else:
        who = text(_m("sum.party", n=model.sender))
    lines = [text(_m("sum.head", seq=model.seq, game=model.game[:8], ruleset=rs.id, who=who))]
    if model.parties is not None:
        lines.append(text(_m("sum.invitation", parties="; ".join(
            text(_m("sum.plays", name=p.name, seats=", ".join(p.seats))) for p in model.parties))))
    if model.reveal is not None:
        lines.append(text(_m("sum.reveal_first" if model.reveal.index == 0 else "sum.reveal", n=model.reveal.index)))
    for i, step in enumerate(model.steps):
        if isinstance(step, ActStep):
            rolls = "; ".join(f"{k} {' '.join(map(str, v)) if isinstance(v, list) else v}" for k, v in step.rolls)
            extra = (" " + text(_m("sum.dice", rolls=rolls)) if rolls
                     else " " + text(_m("sum.hidden_draws", n=step.draws)) if step.draws else "")
            if step.pending:
                extra = " " + text(_m("sum.pending"))
            if step.waits:
                extra = " " + text(_m("sum.waits"))
            lines.append(f"  {i + 1}. {step.code or step.act.get('type')}{extra}")
        elif isinstance(step, DeckStep):
            lines.append(f"  {i + 1}. " + text(_deck_summary(step, names, _deck_names(rs, model.options))))
        elif isinstance(step, CommitStep):
            lines.append(f"  {i + 1}. " + text(_m("sum.sealed", commit=step.commit[:12])))
        elif isinstance(step, SealStep):
            lines.append(f"  {i + 1}. " + text(_m("sum.sealed_step", seal=step.seal[:12])))
        elif isinstance(step, ShowStep):
            try:
                code = rs.action_code(rs.action_from_dict(step.act))
            except LoadError:
                code = "?"
            lines.append(f"  {i + 1}. " + text(_m("sum.sealed_shown", code=code)))
        elif isinstance(step, KeptStep):
            lines.append(f"  {i + 1}. " + text(_m("sum.sealed_place", seal=step.kept[:12], place=step.place + 1)))
        else:
            codes = []
            for a in step.open:
                if set(a) == {"blank", "seal"}:
                    codes.append(text(_m("sum.sealed_one", seal=str(a['seal'])[:8])))
                    continue
                try:
                    codes.append(rs.action_code(rs.action_from_dict(a)))
                except LoadError:
                    codes.append("?")
            lines.append(f"  {i + 1}. " + text(_m("sum.shown", codes=", ".join(codes) or text(_m("sum.none")))))
    if not model.steps:
        lines.append("  " + text(_m("sum.no_actions")))
    lines.append(text(_m("sum.fingerprint", fingerprint=model.fingerprint)))
    if played:
        lines.append(text(_m("sum.happened")))
        for p in played:
            for e in rs.events_for(p.before, p.events, seat):
                lines.append(f"  - {e.text}")
    return lines


def _deck_names(rs: Ruleset, options: dict) -> Callable[[str], Any]:
    """A face-down deck as the table names it (the ruleset's ``deck_name``), else its name."""
    try:
        fd = rs.face_down(rs.options_from_dict(options))
    except Exception:  # noqa: BLE001 (a summary of a file whose options this program refuses)
        fd = None
    return getattr(fd, "deck_name", None) or (lambda name: name)


def _deck_summary(step: DeckStep, names: Callable[[int], Any] | None,
                  deck_name: Callable[[str], Any] = lambda name: name) -> Msg:
    """One deck step in words (no number of it: a key or a locked deck says nothing to a person)."""
    deck = deck_name(step.deck or "")
    if step.dh is not None:
        return _m("sum.deck_dh")
    if step.secret is not None:
        return _m("sum.deck_secret")
    if step.commit is not None:
        return _m("sum.deck_commit", deck=deck)
    if step.mask is not None:
        return _m("sum.deck_mask", deck=deck, n=len(step.mask))
    if step.shuffle is not None:
        return _m("sum.deck_shuffle", deck=deck, n=len(step.shuffle))
    if step.lock is not None:
        return _m("sum.deck_lock", deck=deck, n=len(step.lock))
    if step.alone is not None:
        party = names(step.to) if names and isinstance(step.to, int) else _m("sum.party", n=step.to)
        return _m("sum.deck_alone", deck=deck, n=len(step.positions or []), party=party)
    return _m("sum.deck_keys", deck=deck, n=len(step.keys or []))


def default_folder() -> Path:
    """Where the command line keeps each side's copy of a game when no path is given."""
    base = os.environ.get("LIONHEART_DATA_DIR")
    if base:
        folder = Path(base) / "remote"
    else:
        import platformdirs

        folder = Path(platformdirs.user_data_dir("LionheartTable", appauthor=False)) / "remote"
    return folder


def game_path(game_id: str, me: int, folder: Path | None = None) -> Path:
    return (folder or default_folder()) / f"{game_id}-{me}{GAME_SUFFIX}"


def find_game(game_id: str, folder: Path | None = None, not_party: int | None = None) -> Path | None:
    """The one copy of ``game_id`` kept in ``folder`` (other than ``not_party``'s)."""
    folder = folder or default_folder()
    found = sorted(folder.glob(f"{game_id}-*{GAME_SUFFIX}")) if folder.is_dir() else []
    found = [p for p in found if not_party is None or not p.name.startswith(f"{game_id}-{not_party}.")]
    return found[0] if len(found) == 1 else None


__all__ = [
    "CHAIN_LENGTH", "GAME_SUFFIX", "PROTOCOL", "TURN_SUFFIX", "Line", "Played", "RemoteError",
    "RemoteGame", "TurnFile", "chain_link", "commitment", "dice_key", "file_checksum", "parse_turn",
    "read_turn", "summary", "turn_text",
]

