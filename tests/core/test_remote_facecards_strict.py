"""Strict dice with face-down cards for an action that both rolls and plays a card face up
(docs/remote-play.md, "Strict dice with face-down cards"). In the crusade no action does both
under strict dice (only a robbing move rolls, and it shows no card), so the test game
``facecards_game.py`` (not shipped) has one: a card played face up from a hand dealt face down,
and a die. Played by file with ``--dice strict`` through ``RemoteGame``: the play waits for its roll,
last in its file, with the places of its card (opened at once, every copy reads the card, before
the roll); the next file of the other party reveals a link and every copy rolls it then; the views
equal ``observe`` of the whole game after every file; the cheats are refused, one line, the copy
unchanged."""

from __future__ import annotations

import random

import pytest
from crusade_observe import ObserveOracle
from facecards_game import DECK, DOMAIN, RULESET, SEATS, Options
from test_remote_crusade_files import refused, replay, tampered

from lionheart_core import rulesets
from lionheart_core.remote import RemoteGame

RS = RULESET
PARTIES = [("N", ["north"]), ("S", ["south"])]


@pytest.fixture(autouse=True, scope="module")
def registered():
    added = DOMAIN not in rulesets.ids()
    if added:
        rulesets.register(DOMAIN, lambda: RS)
    yield
    if added:
        rulesets.unregister(DOMAIN)


def play_strict(seed: int, rounds: int = 3):
    """A whole game by file with strict dice and face-down cards, random players; after every
    file the checks of a play that waits for its roll (``waited``: file, action, places, and the
    file that rolled it)."""
    first = RemoteGame.create(RS, Options(rounds=rounds), PARTIES, cards=True, secret=bytes([seed]) * 32,
                              game_id=f"{seed:02x}" * 16, dice="strict")
    games = [first, RemoteGame.join([first.files[0]], 1, secret=bytes([seed + 1]) * 32)]
    files = [first.files[0]]
    observed = ObserveOracle(games, list(SEATS), rs=RS)
    rng = random.Random(seed)
    waiting = None  # (file, action, places, cards on the table) of the play waiting for its roll
    waited = []
    for _ in range(100):
        if all(g.is_over() for g in games):
            break
        writer = next(g for g in games if g.my_turn())
        while writer.to_act():
            seat = writer.to_act()[0]
            writer.play(rng.choice(RS.legal_actions(RS.observe(writer.state, seat), seat)))
        doc = writer.turn_file()
        files.append(doc)
        for g in games:
            if g is not writer:
                g.accept(doc)
        assert len({g.line.fingerprint() for g in games}) == 1
        observed.record(games)
        if waiting is not None:  # rolled by every copy, right after this file's link
            k, action, places, table = waiting
            assert doc["sender"] != files[k]["sender"] and doc["reveal"] is not None
            for g in games:  # (a play of this file's own may wait in its turn)
                assert g.line.pending is None or g.line.pending[2] == doc["seq"]
                assert g.line.state.table[table] == action.card
            rolls = {g.line.log[g.line.log.index(next(e for e in g.line.log if e.action == action))].rolls
                     for g in games}
            assert len(rolls) == 1 and len(next(iter(rolls))) == 1  # one die, the same in every copy
            waited.append((k, action, places, doc["seq"]))
            waiting = None
        step = doc["steps"][-1] if doc["steps"] else {}
        if step.get("pending"):
            action = RS.action_from_dict(step["act"])
            places = step["places"]
            for g in games:  # not rolled yet; its card opened to every copy at its places
                line = g.line
                assert line.pending[1] == action and line.pending_places == places
                slots = line.cards.ledger.hands[action.player]
                assert [line.cards.code(DECK, slots[p]) for p in places] == [action.card]
                assert action.card not in line.state.table
                assert action.card in line.state.hands[SEATS.index(action.player)]
            waiting = (doc["seq"], action, places, len(games[0].line.state.table))
    assert all(g.is_over() for g in games)
    return games, files, observed, waited


@pytest.fixture(scope="module")
def strict(registered):
    return play_strict(3)


def test_a_strict_play_that_shows_a_card_rolls_after_the_next_link_with_its_places(strict):
    games, files, observed, waited = strict
    assert files[0]["dice"] == "strict" and files[0]["cards"] is True
    # Every play but the last (which ends the game: it waits for the deck secrets) waited for its
    # roll, its card shown at its places in its own file and rolled in the other party's next one.
    plays = [s for f in files for s in f["steps"] if "act" in s]
    assert len(plays) == 6 and len(waited) == 5
    assert all(s.get("pending") and s.get("places") == [p] for s, (_, _, [p], _) in zip(plays, waited, strict=False))
    assert not any(s.get("draws") or s.get("dice") for s in plays)  # no file rolls for its own sender
    for k, _, _, rolled in waited:
        assert rolled == k + 1
        assert any(s.get("deck") == DECK and "keys" in s for s in files[k]["steps"])  # its card's keys
    # The audit passed in every copy; every copy ends on the same whole game.
    assert all(g.line.cards.full is not None for g in games)
    assert games[0].line.state == games[1].line.state
    table = games[0].line.state.table
    assert table == tuple(a.card for _, a, _, _ in waited) + (RS.action_from_dict(plays[-1]["act"]).card,)


def test_the_views_of_a_strict_game_with_face_down_cards_are_what_observe_gives(strict):
    games, _, observed, _ = strict
    assert observed.check(games) >= 10


def test_the_cheats_on_a_strict_play_that_shows_a_card_are_refused(strict):
    games, files, _, waited = strict
    k, action, places, _ = waited[1]
    i = next(n for n, s in enumerate(files[k]["steps"]) if s.get("pending"))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)
    # its places naming another card of the hand than the one it plays
    hand = game.line.cards.ledger.hands[action.player]
    other = next(p for p in range(len(hand)) if p not in places)
    refused(game, tampered(files[k], lambda d: d["steps"][i].update(places=[other])), "not the cards|open")
    # rolled at once, in the file that chose it
    refused(game, tampered(files[k], lambda d: d["steps"][i].pop("pending")), "wait for the other side's next secret")
    game.accept(files[k])
    # the answer without the link that rolls it
    refused(game, tampered(files[k + 1], lambda d: d.update(reveal=None)), "should reveal the next dice secret")
    game.accept(files[k + 1])
    assert action.card in game.line.state.table and game.line.pending[1] != action
