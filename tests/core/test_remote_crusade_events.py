"""The crusade's event deck face down in the turn files (docs/remote-play.md, "The event deck"),
with the seat that peeks at the next event: a five-player game by file in three parties (the
Neutral Marie, who peeks, a party of her own), bots on every seat. After every file every copy
agrees on the public view and reads no event before the table turns it over, except the peeking
party the next one, given to it alone; a false key to the peeker alone is refused by it."""

from __future__ import annotations

import pytest
from crusade_events import check_event_audit, check_events  # tests/core (rootdir on the path)
from test_remote_crusade_files import exchange, refused, replay, start_by_files, tampered

from lionheart_core import rulesets
from lionheart_core.bots import make_bot
from lionheart_core.remote import RemoteGame
from lionheart_core.rulesets.crusade.hidden import EVENTS, peeker

CR = rulesets.get("crusade")


def play_in_parties(players: int, groups: list[list[int]], seed: int, level: str = "random"):
    """A whole game by file, the seats (by index) held in ``groups`` of one party each."""
    _, seats, games = start_by_files(players, groups, seed)
    bots = {s: make_bot(level, CR, seed * 10 + i) for i, s in enumerate(seats)}
    ahead = 0

    def after(doc):
        nonlocal ahead
        ahead += check_events(games)

    files = exchange(games, bots, after, limit=3000)
    return games, files, ahead


@pytest.fixture(scope="module")
def five():
    opts = CR.options_from_dict({"players": 5})
    seats = list(CR.players(opts))
    assert peeker(opts) == seats[4] == "marie"
    return play_in_parties(5, [[0, 1], [2, 3], [4]], 7)


@pytest.mark.slow
def test_the_peeking_seat_alone_reads_the_next_event_in_a_five_player_game_by_file(five):
    games, files, ahead = five
    assert ahead > 0  # the peeking party read events ahead of the table, and only it (check_events)
    assert all(g.line.state == games[0].line.state for g in games)
    check_event_audit(games)
    # The peek's keys went to Marie's party alone, from each other party.
    alone = [(f["sender"], s["to"]) for f in files for s in f["steps"] if s.get("deck") == EVENTS and "alone" in s]
    assert {to for _, to in alone} == {2} and {sender for sender, _ in alone} == {0, 1}


def test_a_false_key_to_the_peeker_alone_is_refused_by_it(five):
    games, files, _ = five
    # The second party's file of keys for a peeked event: with it the peeker holds every key.
    done: set[int] = set()
    k = None
    for i, f in enumerate(files):
        for s in f["steps"]:
            if s.get("deck") == EVENTS and "alone" in s:
                for j in s["positions"]:
                    if j in done and k is None:
                        k = i
                    done.add(j)
    assert k is not None
    game = replay(files, 2, games[2], k)

    def change(doc):
        step = next(s for s in doc["steps"] if s.get("deck") == EVENTS and "alone" in s)
        step["alone"][0][2] = format(int(step["alone"][0][2], 16) ^ 1, "x")

    refused(game, tampered(files[k], change), "do not check")


def test_the_file_that_brings_the_last_key_of_round_ones_event_may_also_play():
    # The opening is made once round one's event is open: the party whose keys complete it, in
    # the middle of its file, may play its first actions after them in the same file (seed 6:
    # the first player's party sends the last key).
    opts = CR.options_from_dict({"players": 2})
    seats = list(CR.players(opts))
    first = RemoteGame.create(CR, opts, [(f"P{i}", [s]) for i, s in enumerate(seats)], cards=True,
                              secret=bytes([6]) * 32, game_id="06" * 16)
    games = [first, RemoteGame.join([first.files[0]], 1, secret=bytes([7]) * 32)]
    bots = {s: make_bot("random", CR, 60 + i) for i, s in enumerate(seats)}
    for _ in range(6):
        writer = next(g for g in games if g.my_turn())
        dealt = writer.line.dealt
        while writer.to_act():
            seat = writer.to_act()[0]
            writer.play(bots[seat].choose(CR.observe(writer.state, seat), seat))
        doc = writer.turn_file()
        other = games[1 - writer.me]
        other.accept(doc)
        assert other.line.fingerprint() == writer.line.fingerprint()
        if not dealt and other.line.dealt:
            kinds = [k for s in doc["steps"] for k in s if k in ("deck", "act")]
            assert kinds.index("act") > kinds.index("deck")  # the keys, then the first actions
            assert check_events(games) == 0
            return
    raise AssertionError("the game was not dealt in its first files")
