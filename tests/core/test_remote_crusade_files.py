"""The crusade played by file with face-down cards (docs/remote-play.md, "The crusade with
face-down cards"): the Provisions deck dealt by mental poker in the turn files, each party's copy
playing on its own view, the keys owed after every draw and robbery, the deck secrets and the
audit at the end; cheats refused with one line and the copy unchanged."""

from __future__ import annotations

import copy
import json

import pytest
from crusade_deck import CrusadeOracle  # tests/core (rootdir on the path)
from crusade_events import check_event_audit, check_events

from lionheart_core import i18n, mental, rulesets
from lionheart_core.bots import make_bot
from lionheart_core.mental import audit
from lionheart_core.remote import (
    RemoteError,
    RemoteGame,
    canonical,
    file_checksum,
    line_from_invitation,
    parse_turn,
    seal_hash,
)
from lionheart_core.rulesets.crusade.hidden import deal_positions, deck_name
from lionheart_core.rulesets.crusade.model import HIDDEN, Act, KeepEdict, Move, Place
from lionheart_core.rulesets.crusade.play import EDICT_DECKS, alternatives

CR = rulesets.get("crusade")


def public_positions(game) -> set[int]:
    deal = game.line.cards.deals["provisions"]
    return {j for j in range(deal.size) if all((j, q) in deal.keys for q in range(deal.parties))}


class EdictOracle:
    """Where every edict of the face-down piles is, worked out beside the copies from the whole
    deal (every party's secret, which no copy holds) and the parties' own sealed keeps: which
    positions each party's seats were dealt or drew at Nottingham. Nothing else is shown to a
    party before the end: a keep names its place only, and is shown once every deck secret is in."""

    def __init__(self, games, opts, seats):
        cards = games[0].line.cards
        secrets = {i: g.line.cards.secret for i, g in enumerate(games)}
        self.names = [name for name in cards.deals if name.startswith("edicts/")]
        self.order = {}
        for name in self.names:
            d = cards.deals[name]
            self.order[name] = audit(d.size, [(p, r) for p, _, r in d.rounds], secrets, d.name, d.commitments)
        self.fd = cards.fd
        self.seats = seats
        dealt = deal_positions(opts)
        self.held = {s: (name, pos[0]) for name, by in dealt.items() if name in self.names for s, pos in by.items()}
        self.piles = {name: [j for j in range(cards.deals[name].size)
                             if j not in {p for pos in dealt[name].values() for p in pos}] for name in self.names}
        self.allowed = [{(name, j) for s in self.held if s == seats[i] for name, j in [self.held[s]]}
                        for i in range(len(seats))]
        self.drawing: dict[str, tuple[str, int, int]] = {}
        self.draws = self.keeps = self.places = self.shows = 0
        self.kept: set[str] = set()  # the seats that kept an edict at Nottingham
        self.secret_kept = 0  # (copy, kept edict of another party's seat) checked unread before the end
        self.mixed_kept = 0  # (copy, kept edict whose options were mixed) checked unread before the end
        self.drawn: list[tuple[int, int, str, int]] = []  # (file, drawer's party, pile, position)

    def code(self, name, j):
        return self.fd.card(name, self.order[name][j])

    def position(self, name, code):
        return next(j for j in range(len(self.order[name])) if self.code(name, j) == code)

    def follow(self, games, doc):
        """The actions of the file just taken in (every copy's ``played`` of it), and its shows."""
        for k, played in enumerate(games[0].line.played):
            seat = CR.actor(played.action)
            if isinstance(played.action, KeepEdict):
                real = games[played.party].line.played[k].real or played.action
                name, mine = self.held[seat]
                _, old, top = self.drawing.pop(seat)
                kept = self.position(name, real.edict)
                assert kept in (old, top)
                self.held[seat] = (name, kept)
                self.piles[name].append(top if kept == old else old)
                self.kept.add(seat)
                self.keeps += 1
            elif any(e.key.endswith("edict.draw") for e in played.events):
                name, mine = self.held[seat]
                top = self.piles[name].pop(0)
                self.drawing[seat] = (name, mine, top)
                self.allowed[self.seats.index(seat)].add((name, top))
                self.drawn.append((doc["seq"], self.seats.index(seat), name, top))
                self.draws += 1
        for step in doc["steps"]:
            if "kept" in step:  # a keep's place: the edict itself is not in the file
                assert set(step) == {"kept", "place"}
                self.places += 1
            if "show" in step and step["act"].get("type") == "crusade/KeepEdict":
                assert games[0].line.cards.full is not None, "a kept edict shown before every deck secret is in"
                self.shows += 1

    def check(self, i, g):
        """Copy ``i`` reads no edict its party may not see, and its view shows none."""
        cards = g.line.cards
        may = self.allowed[i]
        for seat in self.kept:  # another party's kept edict: unread, an X in the view
            name, j = self.held[seat]
            if seat != self.seats[i] and (name, j) not in may and seat not in self.drawing:
                assert j not in cards.deals[name].cards, f"party {i} reads {seat}'s edict"
                assert g.line.state.player(seat).edict == HIDDEN, f"party {i}'s view shows {seat}'s edict"
                self.secret_kept += 1
        for seat in self.kept:  # a keep whose options were mixed: unread unless this copy reads the new position
            name, pos = cards.piles.held[seat]
            if seat != self.seats[i] and isinstance(pos, tuple) and pos[0] == "mix" and seat not in self.drawing \
                    and cards.read(name, pos) is None:
                assert g.line.state.player(seat).edict == HIDDEN, f"party {i}'s view shows {seat}'s mixed keep"
                self.mixed_kept += 1
        for name in self.names:
            read = {(name, j) for j in cards.deals[name].cards}
            assert read <= may, f"party {i} reads edicts it may not see: {sorted(read - may)}"
        codes = {self.code(name, j) for name, j in may}
        state = g.line.state
        shown = [p.edict for p in state.players if p.seat != self.seats[i]]
        shown += [c for deck, d in zip(EDICT_DECKS, state.edict_decks, strict=True) if f"edicts/{deck}" in self.names
                  for c in d]  # the piles in play (the Neutral's only with a Neutral seated)
        shown += [c for pd in state.pending if pd.kind == "edict" and pd.player != self.seats[i] for c in pd.options]
        leaked = {c for c in shown if c != HIDDEN} - codes
        assert not leaked, f"party {i}'s view shows edicts it may not see: {sorted(leaked)}"
        me = state.player(self.seats[i])
        if not g.line.unreadable(i) and self.held.get(me.seat, ("", 0))[0] in self.names:
            assert me.edict == self.code(*self.held[me.seat]), f"party {i}'s own edict is not its own"


class Swapper:
    """A random player that goes to Nottingham and swaps its edict whenever it can (so that a
    short test sees swaps, keeps shown by position and edicts drawn again after going under)."""

    def __init__(self, seed: int) -> None:
        self.inner = make_bot("random", CR, seed)

    def choose(self, obs, seat):
        legal = CR.legal_actions(obs, seat)
        p = obs.player(seat)
        for a in legal:
            if isinstance(a, Act) and alternatives(obs, p.location)[a.alt].edict_swap:
                return a
        for a in legal:
            if (isinstance(a, Move) and a.path[-1] == "Nottingham" and not a.rob) or \
                    (isinstance(a, Place) and a.to == "Nottingham"):
                return a
        return self.inner.choose(obs, seat)


def start_by_files(players: int, groups: list[list[int]], seed: int, dice: str = "turn"):
    """A crusade by file with face-down cards, the seats (by index) held in ``groups`` of one
    party each: the options, the seats, and every party's copy once it has joined (``dice``:
    "turn", or "strict": every action that draws waits for another party's next link)."""
    opts = CR.options_from_dict({"players": players})
    seats = list(CR.players(opts))
    parties = [(f"P{i}", [seats[k] for k in g]) for i, g in enumerate(groups)]
    first = RemoteGame.create(CR, opts, parties, cards=True, secret=bytes([seed]) * 32, game_id=f"{seed:02x}" * 16,
                              dice=dice)
    games = [first] + [RemoteGame.join([first.files[0]], i, secret=bytes([seed + i]) * 32) for i in range(1, len(groups))]
    return opts, seats, games


def exchange(games, bots, after=None, until=None, limit: int = 4000, before=None) -> list[dict]:
    """The files of a game, from the invitation on: whoever's turn it is plays its seats with
    their bots and writes a file, every other copy takes it in; after every file every copy holds
    the same public view and the same ledger, then ``after(doc)`` checks more. Until the game is
    over and no file is owed, or ``until(games)``."""
    files: list[dict] = [games[0].files[0]]
    for _ in range(limit):
        if all(g.is_over() for g in games) or (until is not None and until(games)):
            break
        writer = next(g for g in games if g.my_turn())
        while writer.to_act():
            seat = writer.to_act()[0]
            writer.play(bots[seat].choose(CR.observe(writer.state, seat), seat))
        doc = writer.turn_file()
        files.append(doc)
        if before is not None:  # ``before(games, doc)``: cheats on it tried on a receiver first
            before(games, doc)
        for g in games:
            if g is not writer:
                g.accept(doc)
        assert len({g.line.fingerprint() for g in games}) == 1
        assert len({json.dumps(g.line.cards.ledger.hands, sort_keys=True) for g in games}) == 1
        if after is not None:
            after(doc)
    assert until is not None or all(g.is_over() for g in games)
    return files


def play_by_files(players: int, seed: int, level: str = "heuristic", watch=None, until=None, before=None,
                  dice: str = "turn", bot=None):
    """A game by file (whole, or ``until(games)``), one party a seat, bots everywhere; after
    every file each copy is checked: it reads only cards its party held (dealt, drawn, robbed) or
    that were opened to all, its view shows no other card, and every copy agrees on the public
    view and the ledger. The edicts likewise (:class:`EdictOracle`: dealt or drawn at
    Nottingham), and the events (``check_events``). ``bot(seed, i)``, if given, makes the player of
    seat ``i`` instead of ``level``."""
    opts, seats, games = start_by_files(players, [[i] for i in range(players)], seed, dice)
    bots = {s: bot(seed * 10 + i, i) if bot is not None else Swapper(seed * 10 + i) if level == "swapper"
            else make_bot(level, CR, seed * 10 + i) for i, s in enumerate(seats)}
    edict_decks = [name for name in games[0].line.cards.deals if name.startswith("edicts/")]
    assert edict_decks  # the edict piles are dealt face down (every player count)
    oracle = None
    crusade = CrusadeOracle(games, audit_rounds=players <= 3)  # the Crusade deck re-made each round
    held: list[set[int]] = [set() for _ in seats]  # positions each party's seats ever held
    checked = 0

    def after(doc):
        nonlocal oracle, checked
        if watch is not None:
            watch(games, doc)
        check_events(games)  # no copy reads an event before the table turns it over
        # Every copy keeps the same account of the piles.
        piles = {repr((g.line.cards.piles.held, g.line.cards.piles.piles, g.line.cards.piles.swaps)) for g in games}
        assert len(piles) == 1
        if oracle is None and games[0].line.dealt:
            oracle = EdictOracle(games, opts, seats)
        if oracle is not None:
            oracle.follow(games, doc)
        for i, g in enumerate(games):
            for slot in g.line.cards.ledger.hands[seats[i]]:
                if isinstance(slot, int):
                    held[i].add(slot)
        crusade.follow(doc)
        crusade.check(held)
        if games[0].line.cards.full is not None:
            return
        for i, g in enumerate(games):
            cards = g.line.cards
            public = public_positions(g)
            read = set(cards.deals["provisions"].cards)
            assert read <= held[i] | public, f"party {i} reads cards it never held: {sorted(read - held[i] - public)}"
            if not g.line.dealt:
                continue
            for p in g.line.state.players:
                if p.seat == seats[i]:
                    continue
                slots = cards.ledger.hands[p.seat]
                may = sum(1 for s in slots if isinstance(s, tuple) or s in read)
                if not cards.ledger.unshown.get(p.seat):
                    assert len(p.hand) - p.hand.count(HIDDEN) == may
            assert set(g.line.state.provisions) <= {HIDDEN}
            oracle.check(i, g)
            checked += 1

    files = exchange(games, bots, after, until, before=before)
    play_by_files.oracle = oracle
    play_by_files.crusade = crusade
    return games, files, checked


# The oracles of the module's two-party game, kept when it is played: play_by_files keeps only
# the last game's, and with several workers other games may run between the fixture and a test.
_TWO: dict[str, object] = {}


@pytest.fixture(scope="module")
def two():
    played = play_by_files(2, 3)
    _TWO.update(oracle=play_by_files.oracle, crusade=play_by_files.crusade)
    return played


@pytest.mark.slow
def test_a_whole_two_party_crusade_by_file_keeps_every_hand_to_its_party(two):
    games, files, checked = two
    assert checked > 20
    # The audit passed in every copy; every copy ends on the same whole game.
    assert all(g.line.cards.full is not None for g in games)
    assert games[0].line.state == games[1].line.state and games[0].line.state.phase == "over"
    check_event_audit(games)
    kinds = [next(iter(s)) for f in files for s in f["steps"]]
    assert {"dh", "deck", "secret", "act"} <= set(kinds)
    assert any("alone" in s for f in files for s in f["steps"]) or any("keys" in s for f in files for s in f["steps"])
    # The copies can be saved and read back through every check.
    for g in games:
        again = RemoteGame.load(g.save(g.path or _tmp(g)))
        assert again.line.fingerprint() == g.line.fingerprint()


def _tmp(g):
    import tempfile
    from pathlib import Path

    return Path(tempfile.mkdtemp()) / f"{g.game_id}-{g.me}.lionheart-remote.json"


def replay(files, me, original, upto):
    """Party ``me``'s copy as it stood after the files before ``upto`` (read back through every
    check), with its secrets (``original``: its copy at the end)."""
    model, doc = parse_turn(canonical(files[0]))
    game = RemoteGame(line_from_invitation(model, doc), me, original.secret, [doc], sealed=original.sealed)
    for d in files[1:upto]:
        game.accept(d)
    return game


def tampered(doc, change):
    doc = copy.deepcopy(doc)
    change(doc)
    doc["checksum"] = file_checksum(doc)
    return doc


def refused(game, doc, match):
    before = (game.line.seq, game.line.fingerprint(), len(game.files))
    with pytest.raises(RemoteError, match=match) as err:
        game.accept(doc)
    assert "\n" not in str(err.value)
    assert (game.line.seq, game.line.fingerprint(), len(game.files)) == before


def first_file(files, pred):
    return next(k for k, f in enumerate(files) if pred(f))


def _rechain(files, start, stop):
    """Files ``start`` .. ``stop`` with their chain of checksums made whole again after an edit."""
    out = list(files)
    for k in range(start, stop + 1):
        doc = copy.deepcopy(out[k])
        doc["previous"] = out[k - 1]["checksum"]
        doc["checksum"] = file_checksum(doc)
        out[k] = doc
    return out


def _steps_with(files, pred):
    """Every (file, step) whose step ``pred`` accepts."""
    return [(k, i) for k, f in enumerate(files) for i, s in enumerate(f["steps"]) if pred(s)]


def _false_key_file(two, modulus):
    """The receiver's copy just before the first file with keys in the open for the other
    party's dealt cards, and that file with its first key doubled (mod ``modulus``)."""
    games, files, _ = two
    k = first_file(files, lambda f: f["seq"] > 1 and any("keys" in s for s in f["steps"]))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)

    def change(doc):
        step = next(s for s in doc["steps"] if "keys" in s)
        key = int(step["keys"][0][2], 16)
        step["keys"][0][2] = format(key * 2 % modulus or 3, "x")

    return game, tampered(files[k], change)


def test_a_false_key_is_refused_by_the_party_it_opens_for(two):
    refused(*_false_key_file(two, 2 ** 2048 - 1), "do not check")


def _msgs(m):
    """A message and every message among its arguments, depth first."""
    yield m
    for _, v in m.args:
        if isinstance(v, i18n.Msg):
            yield from _msgs(v)


def _in(lang, *msgs):
    """Messages as a player reads them in ``lang``."""
    try:
        i18n.set_language(lang)
        return [str(m) for m in msgs]
    finally:
        i18n.set_language("en")


def test_a_false_key_is_refused_in_the_players_language(two):
    """The reason of a card refusal is a message (core:remote.deck.*) inside the file's refusal:
    a Dutch or French player reads it in their language, the card filled in and the deck named
    as the table names it, not by its id in the protocol."""
    game, doc = _false_key_file(two, mental.Q)  # a key, but not the true one
    with pytest.raises(RemoteError) as err:
        game.accept(doc)
    line = err.value.args[0]
    reason = next(m for m in _msgs(line) if m.key.startswith("core:remote.deck."))
    assert reason.key == "core:remote.deck.false_key_of"
    card, deck = reason.arg("card"), reason.arg("deck")
    step_deck = next(s for s in doc["steps"] if "keys" in s)["deck"]
    assert isinstance(card, int) and deck == deck_name(step_deck)
    english, dutch, french = (_in(lang, err.value, deck) for lang in ("en", "nl", "fr"))
    assert english[1] in ("the Provisions deck", "Richard's edicts", "John's edicts", "the event deck")
    assert f"the keys for card {card} of {english[1]} open no card" in english[0]
    assert f"de gedekte kaarten kloppen niet: de sleutels voor kaart {card} van {dutch[1]} openen geen kaart" in dutch[0]
    assert f"les clés de la carte {card} de {french[1]} n'ouvrent aucune carte" in french[0]
    for text, name in (dutch, french):
        assert "open no card" not in text and "do not check" not in text and "\n" not in text
        assert name != english[1]
    for text, _ in (english, dutch, french):
        assert game.game_id not in text and step_deck not in text


def test_a_card_refusal_names_the_deck_and_the_party_as_the_table_does(two):
    # A card doubled in a shuffle, refused at once: the reason names the party by its player
    # and seat (as every other refusal of a file does) and the deck by its name, in the
    # player's language; never "party 1" nor the deck's id in the protocol.
    games, files, _ = two
    game = replay(files, 0, games[0], 1)

    def change(doc):
        step = next(s for s in doc["steps"] if s.get("deck") == "provisions" and "shuffle" in s)
        step["shuffle"][1] = step["shuffle"][0]

    doc = tampered(files[1], change)
    refused(game, doc, "a card twice")
    with pytest.raises(RemoteError) as err:
        game.accept(doc)
    party = game.line.name(1)
    english, dutch, french = (_in(lang, err.value, party) for lang in ("en", "nl", "fr"))
    assert english[1] == "P1 (" + str(CR.seat(game.line.parties[1].seats[0], game.line.opts).name) + ")"
    assert f"{english[1]} handed on the Provisions deck with a card twice." in english[0]
    assert f"{dutch[1]} gaf de voorraadstapel door met een kaart twee keer." in dutch[0]
    assert f"{french[1]} a transmis le paquet de Provisions avec une carte en double." in french[0]
    for text, _ in (english, dutch, french):
        assert game.game_id not in text and "provisions" not in text
        assert not any(f"{word} 1 " in text for word in ("party", "partij", "camp"))


def test_a_swapped_card_shown_face_up_is_refused(two):
    games, files, _ = two
    k = first_file(files, lambda f: any(s.get("places") and "act" in s for s in f["steps"]))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)
    step_index = next(i for i, s in enumerate(files[k]["steps"]) if s.get("places") and "act" in s)
    slots = game.line.cards.ledger.hands[CR.actor(CR.action_from_dict(files[k]["steps"][step_index]["act"]))]
    places = files[k]["steps"][step_index]["places"]
    others = [p for p in range(len(slots)) if p not in places]

    def change(doc):
        doc["steps"][step_index]["places"][0] = others[0]

    refused(game, tampered(files[k], change), "not the cards|does not name")


def test_a_file_out_of_turn_and_a_file_owing_keys_are_refused(two):
    games, files, _ = two
    k = first_file(files, lambda f: f["seq"] > 3 and any("keys" in s for s in f["steps"]))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)
    refused(game, tampered(files[k], lambda d: d.update(sender=receiver)), "the next file is")

    def drop(doc):
        doc["steps"] = [s for s in doc["steps"] if "keys" not in s]

    refused(game, tampered(files[k], drop), "does not send the keys|not the cards|cannot act")


def test_a_tampered_audit_is_refused(two):
    games, files, _ = two
    k = first_file(files, lambda f: any("secret" in s for s in f["steps"]))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)

    def change(doc):
        step = next(s for s in doc["steps"] if "secret" in s)
        step["secret"] = "ab" * 32

    refused(game, tampered(files[k], change), "not the one committed to")


def _crusade_steps(files, kind):
    """Every (file, step) of a Crusade deck re-made with a step of ``kind`` (mask, shuffle, lock, keys)."""
    return [(k, i) for k, f in enumerate(files) for i, s in enumerate(f["steps"])
            if s.get("deck", "").startswith("crusade/") and kind in s]


def test_the_crusade_deck_is_re_made_each_round_and_only_its_cards_drawn_are_opened(two):
    games, files, _ = two
    oracle = _TWO["crusade"]
    rounds = games[0].line.cards.pool.round - 1
    assert rounds >= 3 and oracle.rounds == rounds  # every round's deck followed from the whole deal
    assert oracle.followed >= rounds and oracle.drawn >= 2 * rounds
    # Every contribution sealed with its places; the last of each round waits for the deck.
    seals = [s for f in files for s in f["steps"] if "seal" in s and s["blank"]["type"] == "crusade/Contribute"]
    assert all(isinstance(s.get("places"), list) for s in seals)
    assert sum(1 for s in seals if s.get("waits")) == rounds
    # With two parties, the files of a round after its last contribution: B (contribution, mask),
    # A (mask, shuffle), B (shuffle, lock), A (lock, keys), B (keys: the count is played).
    k = next(k for k, f in enumerate(files) if any(s.get("waits") and "seal" in s for s in f["steps"]))
    name = next(s["deck"] for s in files[k]["steps"] if s.get("deck", "").startswith("crusade/"))
    kinds = [[kind for s in f["steps"] if s.get("deck") == name for kind in ("mask", "shuffle", "lock", "keys") if kind in s]
             for f in files[k:k + 5]]
    assert kinds == [["mask"], ["mask", "shuffle"], ["shuffle", "lock"], ["lock", "keys"], ["keys"]]
    # Nothing of a contribution is shown before the end: every one is shown once the secrets are in.
    shows = [s for f in files for s in f["steps"] if "show" in s and s["act"]["type"] == "crusade/Contribute"]
    assert len(shows) == len(seals) and all("places" not in s for s in shows)


def _last_crusade_keys(files):
    """The first file that sends the last keys of a round's deck (every copy opens its draw then)."""
    for k, i in _crusade_steps(files, "keys"):
        name = files[k]["steps"][i]["deck"]
        if not any(s.get("deck") == name and "lock" in s for s in files[k]["steps"]):
            return k, i
    raise AssertionError("no round's keys")


def test_a_false_key_of_a_position_drawn_from_the_crusade_deck_is_refused(two):
    # Every key of a position drawn is public: the copy that gets the last one opens the card,
    # and a false key opens none.
    games, files, _ = two
    k, i = _last_crusade_keys(files)
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)

    def change(doc):
        key = doc["steps"][i]["keys"][0]
        key[2] = format(int(key[2], 16) * 2 % mental.Q or 3, "x")  # a key, not the true one

    refused(game, tampered(files[k], change), "open no card")


def test_a_round_of_the_crusade_deck_out_of_turn_and_a_card_doubled_are_refused(two):
    games, files, _ = two
    k, i = _crusade_steps(files, "mask")[0]  # the last contributor's mask, with its contribution
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)

    def shuffle_first(doc):
        step = doc["steps"][i]
        step["shuffle"] = step.pop("mask")

    refused(game, tampered(files[k], shuffle_first), "not the one to shuffle")

    def doubled(doc):
        step = doc["steps"][i]
        step["mask"][1] = step["mask"][0]

    if len(files[k]["steps"][i]["mask"]) > 1:
        refused(game, tampered(files[k], doubled), "a card twice")


def test_a_contribution_in_the_open_or_a_last_one_that_does_not_wait_is_refused(two):
    games, files, _ = two
    k = next(k for k, f in enumerate(files) if any(s.get("waits") and "seal" in s for s in f["steps"]))
    i = next(i for i, s in enumerate(files[k]["steps"]) if s.get("waits") and "seal" in s)
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)
    refused(game, tampered(files[k], lambda d: d["steps"][i].pop("waits")), "must wait for the deck")
    refused(game, tampered(files[k], lambda d: d["steps"][i].pop("places")), "does not name the places")
    seat = files[k]["steps"][i]["blank"]["player"]
    hand = game.line.state.player(seat).hand
    if HIDDEN not in hand and len(hand) >= 2:
        act = {"type": "crusade/Contribute", "player": seat, "cards": list(hand[:2])}
        refused(game, tampered(files[k], lambda d: d["steps"].__setitem__(i, {"act": act, "code": ""})),
                "must travel sealed")


def test_a_contribution_that_is_not_the_cards_at_its_places_is_refused_at_the_final_audit(two):
    # The giver seals a contribution of other cards than those at the places it names (the seal is
    # a hash, the places open nothing: nobody can tell before the end); when it is shown, once
    # every deck secret is in, the cards at its places are not the ones it shows: refused.
    games, files, _ = two
    shows = _steps_with(files, lambda s: "show" in s and s["act"]["type"] == "crusade/Contribute")
    last = max(k for k, _ in shows)  # the file whose shows complete the audit of what was sealed
    seals = {files[k]["steps"][i]["show"] for k, i in shows if k == last}
    (kseal, index) = next((k, i) for k, i in _steps_with(files, lambda s: s.get("seal") in seals
                                                             and not s.get("waits")))
    seal = files[kseal]["steps"][index]["seal"]
    (kshow, ishow), = _steps_with(files, lambda s: s.get("show") == seal)
    owner = files[kseal]["sender"]
    real = CR.action_from_dict(files[kshow]["steps"][ishow]["act"])
    before = replay(files, owner, games[owner], kseal)
    other = next(a for a in CR.legal_actions(before.line.state, real.player)
                 if len(a.cards) == len(real.cards) and sorted(a.cards) != sorted(real.cards))
    cheat = CR.action_to_dict(other)
    salt = games[owner].sealed[seal]["salt"]
    forged = seal_hash(games[0].game_id, f"file:{files[kseal]['seq']}", owner, index, salt, cheat)
    cheated = [copy.deepcopy(f) if k in (kseal, kshow) else f for k, f in enumerate(files)]
    cheated[kseal]["steps"][index]["seal"] = forged
    cheated[kshow]["steps"][ishow].update(show=forged, act=cheat)
    cheated = _rechain(cheated, kseal, kshow)
    receiver = 1 - owner
    game = replay(cheated, receiver, games[receiver], kshow)
    for k in range(kshow, len(cheated)):  # refused by the file whose show completes the audit
        try:
            game.accept(cheated[k])
        except RemoteError:
            break
    refused(game, cheated[k], "not the cards at the places it named")


def test_a_round_with_a_card_doubled_is_refused_at_once(two):
    # A card doubled (or one left out for it) in a shuffle shows at once, since every honest
    # round is a bijection; a card changed into another number is found at the audit
    # (tests/core/test_remote_mental.py).
    games, files, _ = two
    game = replay(files, 0, games[0], 1)

    def change(doc):
        step = next(s for s in doc["steps"] if "shuffle" in s)
        step["shuffle"][1] = step["shuffle"][0]

    refused(game, tampered(files[1], change), "a card twice")


def _edict_deck_of(game, seat):
    """The edict pile (face down) of ``seat``'s faction and the position it was dealt."""
    dealt = deal_positions(game.line.opts)
    return next((name, pos[0]) for name, by in dealt.items() if name.startswith("edicts/")
                for s, pos in by.items() if s == seat)


def test_the_audit_covers_the_edict_piles(two):
    games, files, _ = two
    fd = games[0].line.cards.fd
    for g in games:
        full = g.line.cards.full
        names = [n for n in g.line.cards.deals if n.startswith("edicts/")]
        assert names and set(names) <= set(full)
        for name in names:  # every pile redone from the secrets: an order of its cards
            assert sorted(full[name]) == list(range(len(fd.by_deck[name])))
        # The final scoring read each seat's edict where the audit says it was dealt.
        for p in g.line.state.players:
            name, j = _edict_deck_of(g, p.seat)
            assert p.edict == fd.card(name, full[name][j])
    # Before the end the edict piles' keys travelled in the open, for their drawer alone to use.
    assert any(s.get("deck", "").startswith("edicts/") and "keys" in s for f in files for s in f["steps"])


def test_a_false_edict_key_is_refused_by_the_party_it_opens_for(two):
    games, files, _ = two
    k = first_file(files, lambda f: any(s.get("deck", "").startswith("edicts/") and "keys" in s
                                        for s in f["steps"]))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)
    assert all(p.edict == HIDDEN for p in game.line.state.players) or not game.line.dealt

    def change(doc):
        step = next(s for s in doc["steps"] if s.get("deck", "").startswith("edicts/") and "keys" in s)
        key = int(step["keys"][0][2], 16)
        step["keys"][0][2] = format(key * 2 % (2 ** 2048 - 1) or 3, "x")

    refused(game, tampered(files[k], change), "do not check")


def test_a_swapped_edict_in_a_lock_round_is_refused_by_the_party_it_deals_to(two):
    # Two edicts swapped in a party's lock of a pile: the receiver's edict no longer opens with
    # the keys that position gives; refused at once, the copy unchanged.
    games, files, _ = two
    k = first_file(files, lambda f: f["seq"] > 1 and any(
        s.get("deck", "").startswith("edicts/") and "lock" in s for s in f["steps"]))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)
    seat = game.line.parties[receiver].seats[0]
    name, j = _edict_deck_of(game, seat)

    def change(doc):
        step = next(s for s in doc["steps"] if s.get("deck") == name and "lock" in s)
        other = 1 if j == 0 else 0
        step["lock"][j], step["lock"][other] = step["lock"][other], step["lock"][j]

    refused(game, tampered(files[k], change), "do not check")


def _event_keys(f, pred=lambda j: True):
    return [s for s in f["steps"] if s.get("deck") == "events" and "keys" in s and any(pred(k[0]) for k in s["keys"])]


def test_the_event_deck_travels_face_down_and_each_round_waits_for_its_event(two):
    games, files, _ = two
    # Shuffled and locked with the other decks in the joining and lock files.
    assert any(s.get("deck") == "events" and "shuffle" in s for s in files[0]["steps"])
    assert any(s.get("deck") == "events" and "lock" in s for f in files[1:3] for s in f["steps"])
    # Each round after the first: the action that begins it waits, its event's keys follow.
    rounds = games[0].line.state.round
    waits = [f for f in files if any(s.get("waits") for s in f["steps"])]
    assert len(waits) >= rounds - 1
    for j in range(rounds):
        assert sum(len([k for k in s["keys"] if k[0] == j]) for f in files for s in _event_keys(f)) == 2
    check_event_audit(games)


def test_a_false_event_key_is_refused_by_the_party_it_opens_for(two):
    # The key of a round's event, sent after the action that begins the round: the receiver
    # holds every other key and opens the event at once; a false key opens none.
    games, files, _ = two
    k = first_file(files, lambda f: f["seq"] > 4 and bool(_event_keys(f, lambda j: j > 0)))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)
    round_before = game.line.state.round

    def change(doc):
        step = _event_keys(doc, lambda j: j > 0)[0]
        key = int(step["keys"][0][2], 16)
        step["keys"][0][2] = format(key * 2 % (2 ** 2048 - 1) or 3, "x")

    refused(game, tampered(files[k], change), "do not check")
    assert game.line.state.round == round_before
    game.accept(files[k])  # the true file is taken


def test_a_swapped_event_in_a_lock_round_is_refused_by_the_party_that_opens_it(two):
    # Two events swapped in a party's lock of the event deck: round one's event no longer opens
    # with the keys its position gives; refused at once, the copy unchanged.
    games, files, _ = two
    k = first_file(files, lambda f: f["seq"] > 1 and any(s.get("deck") == "events" and "lock" in s for s in f["steps"]))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)

    def change(doc):
        step = next(s for s in doc["steps"] if s.get("deck") == "events" and "lock" in s)
        step["lock"][0], step["lock"][5] = step["lock"][5], step["lock"][0]

    refused(game, tampered(files[k], change), "do not check")


def test_a_round_begun_without_waiting_for_its_event_is_refused(two):
    # The action that begins a round is the count (the last contribution): it waits for the deck
    # re-made and then for the event's keys, and says so; one that does not is refused. (Every
    # copy plays it once the last key is in: no file can play it earlier.)
    games, files, _ = two
    k = first_file(files, lambda f: f["seq"] > 4 and any(s.get("waits") for s in f["steps"]))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)

    def change(doc):
        next(s for s in doc["steps"] if s.get("waits")).pop("waits")

    refused(game, tampered(files[k], change), "must wait for the deck")
    # the round begins only once every key of its event is in
    k = first_file(files, lambda f: f["seq"] > k and bool(_event_keys(f, lambda j: j > 0)))
    before = replay(files, receiver, games[receiver], k)
    assert before.line.turn_key is not None and before.line.awaiting is not None
