"""The crusade played by file with face-down cards (docs/remote-play.md, "The crusade with
face-down cards"): the Provisions deck dealt by mental poker in the turn files, each party's copy
playing on its own view, the keys owed after every draw and robbery, the deck secrets and the
audit at the end; cheats refused with one line and the copy unchanged."""

from __future__ import annotations

import copy
import json

import pytest
from crusade_events import check_event_audit, check_events  # tests/core (rootdir on the path)

from lionheart_core import i18n, mental, rulesets
from lionheart_core.bots import make_bot
from lionheart_core.remote import (
    RemoteError,
    RemoteGame,
    canonical,
    file_checksum,
    line_from_invitation,
    parse_turn,
)
from lionheart_core.rulesets.crusade.hidden import deal_positions
from lionheart_core.rulesets.crusade.model import HIDDEN
from lionheart_core.rulesets.crusade.play import EDICT_DECKS

CR = rulesets.get("crusade")


def public_positions(game) -> set[int]:
    deal = game.line.cards.deals["provisions"]
    return {j for j in range(deal.size) if all((j, q) in deal.keys for q in range(deal.parties))}


def play_by_files(players: int, seed: int, level: str = "heuristic"):
    """A whole game by file, one party a seat, bots everywhere; after every file each copy is
    checked: it reads only cards its party held (dealt, drawn, robbed) or that were opened to
    all, its view shows no other card, and every copy agrees on the public view and the ledger."""
    opts = CR.options_from_dict({"players": players})
    seats = list(CR.players(opts))
    first = RemoteGame.create(CR, opts, [(f"P{i}", [s]) for i, s in enumerate(seats)], cards=True,
                              secret=bytes([seed]) * 32, game_id=f"{seed:02x}" * 16)
    games = [first]
    for i in range(1, players):
        games.append(RemoteGame.join([first.files[0]], i, secret=bytes([seed + i]) * 32))
    bots = {s: make_bot(level, CR, seed * 10 + i) for i, s in enumerate(seats)}
    files: list[dict] = [first.files[0]]
    edict_positions = deal_positions(opts)
    edict_decks = [name for name in first.line.cards.deals if name.startswith("edicts/")]
    assert edict_decks  # the edict piles are dealt face down (a game of 2 or 3 players)
    held: list[set[int]] = [set() for _ in seats]  # positions each party's seats ever held
    checked = 0
    for _ in range(2000):
        if all(g.is_over() for g in games):
            break
        writer = next(g for g in games if g.my_turn())
        while writer.to_act():
            seat = writer.to_act()[0]
            writer.play(bots[seat].choose(CR.observe(writer.state, seat), seat))
        doc = writer.turn_file()
        files.append(doc)
        for g in games:
            if g is not writer:
                g.accept(doc)
        # Every copy: the same public view, the same ledger.
        prints = {g.line.fingerprint() for g in games}
        assert len(prints) == 1
        ledgers = {json.dumps(g.line.cards.ledger.hands, sort_keys=True) for g in games}
        assert len(ledgers) == 1
        check_events(games)  # no copy reads an event before the table turns it over
        if games[0].line.cards.full is not None:
            continue
        for i, g in enumerate(games):
            for slot in g.line.cards.ledger.hands[seats[i]]:
                if isinstance(slot, int):
                    held[i].add(slot)
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
            # The edicts: this copy reads its own seats' edicts only; every other edict, and
            # every pile, is X in its view (the table shows them at the end only).
            for name in edict_decks:
                mine = {j for s, pos in edict_positions[name].items() if s == seats[i] for j in pos}
                assert set(cards.deals[name].cards) <= mine, f"party {i} reads another's edict"
            for p in g.line.state.players:
                if p.seat != seats[i]:
                    assert p.edict == HIDDEN, f"party {i} knows {p.seat}'s edict"
                    for pd in g.line.state.pending:
                        if pd.player == p.seat and pd.kind == "edict":
                            assert set(pd.options) <= {HIDDEN}
                elif not g.line.unreadable(i):
                    assert p.edict != HIDDEN
            for name in edict_decks:  # the piles in play (the Neutral's only with a Neutral)
                assert set(g.line.state.edict_decks[EDICT_DECKS.index(name.split("/")[1])]) <= {HIDDEN}
            checked += 1
    assert all(g.is_over() for g in games)
    return games, files, checked


@pytest.fixture(scope="module")
def two():
    return play_by_files(2, 3)


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


def test_a_false_key_is_refused_by_the_party_it_opens_for(two):
    games, files, _ = two
    # The first file with keys in the open for the other party's dealt cards.
    k = first_file(files, lambda f: f["seq"] > 1 and any("keys" in s for s in f["steps"]))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)

    def change(doc):
        step = next(s for s in doc["steps"] if "keys" in s)
        key = int(step["keys"][0][2], 16)
        step["keys"][0][2] = format(key * 2 % (2 ** 2048 - 1) or 3, "x")

    refused(game, tampered(files[k], change), "do not check")


def _msgs(m):
    """A message and every message among its arguments, depth first."""
    yield m
    for _, v in m.args:
        if isinstance(v, i18n.Msg):
            yield from _msgs(v)


def test_a_false_key_is_refused_in_the_players_language(two):
    """The reason of a card refusal is a message (core:remote.deck.*) inside the file's refusal:
    a Dutch or French player reads it in their language, the card and the deck filled in."""
    games, files, _ = two
    k = first_file(files, lambda f: f["seq"] > 1 and any("keys" in s for s in f["steps"]))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)

    def change(doc):
        step = next(s for s in doc["steps"] if "keys" in s)
        key = int(step["keys"][0][2], 16)
        step["keys"][0][2] = format(key * 2 % mental.Q or 3, "x")  # a key, but not the true one

    doc = tampered(files[k], change)
    with pytest.raises(RemoteError) as err:
        game.accept(doc)
    line = err.value.args[0]
    reason = next(m for m in _msgs(line) if m.key.startswith("core:remote.deck."))
    assert reason.key == "core:remote.deck.false_key_of"
    card, deck = reason.arg("card"), reason.arg("deck")
    assert isinstance(card, int) and deck == f"{game.game_id}/{next(s for s in doc['steps'] if 'keys' in s)['deck']}"
    assert f"the keys for card {card} of {deck} open no card" in str(err.value)
    try:
        i18n.set_language("nl")
        dutch = str(err.value)
        i18n.set_language("fr")
        french = str(err.value)
    finally:
        i18n.set_language("en")
    assert f"de gedekte kaarten kloppen niet: de sleutels voor kaart {card} van {deck} openen geen kaart" in dutch
    assert f"les clés de la carte {card} de {deck} n'ouvrent aucune carte" in french
    for text in (dutch, french):
        assert "open no card" not in text and "do not check" not in text and "\n" not in text


def test_a_swapped_card_shown_face_up_is_refused(two):
    games, files, _ = two
    k = first_file(files, lambda f: any(s.get("places") for s in f["steps"]))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)
    step_index = next(i for i, s in enumerate(files[k]["steps"]) if s.get("places"))
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


@pytest.mark.slow
def test_a_whole_three_party_crusade_by_file_keeps_every_hand_to_its_party():
    games, files, checked = play_by_files(3, 5)
    assert checked > 20
    assert all(g.line.cards.full is not None for g in games)
    assert games[0].line.state == games[1].line.state == games[2].line.state
    check_event_audit(games)


def test_a_contribution_shown_with_other_cards_than_it_gave_is_refused_when_shown(two):
    # The cards given face down are checked when the Crusade is counted (their places named,
    # opened by keys, compared with the sealed action), not only at the end.
    games, files, _ = two
    k = first_file(files, lambda f: any("show" in s and s.get("places") for s in f["steps"]))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)
    i = next(i for i, s in enumerate(files[k]["steps"]) if "show" in s and s.get("places"))
    seat = CR.actor(CR.action_from_dict(files[k]["steps"][i]["act"]))
    slots = game.line.cards.ledger.hands[seat]
    places = files[k]["steps"][i]["places"]

    def change(doc):
        doc["steps"][i]["places"] = [p for p in range(len(slots)) if p not in places][:len(places)]

    refused(game, tampered(files[k], change), "not the cards|does not name")


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
    games, files, _ = two
    k = first_file(files, lambda f: f["seq"] > 4 and any(s.get("waits") for s in f["steps"])
                   and bool(_event_keys(f, lambda j: j > 0)))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)

    def change(doc):
        next(s for s in doc["steps"] if s.get("waits")).pop("waits")

    refused(game, tampered(files[k], change), "event card")
