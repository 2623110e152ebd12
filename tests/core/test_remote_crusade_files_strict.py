"""The crusade played by file with strict dice and face-down cards together (docs/remote-play.md,
"Strict dice with face-down cards"): a whole two-party game, bots on every seat, with the checks
of the face-down games after every file (``play_by_files``: no copy reads a card its party may
not see, every copy agrees on the public view and the ledger, the events, the edicts, the Crusade
deck), observe-equivalence (``crusade_observe``), and what strict dice add: no roll is made in the
file that chose it, neither for an action that draws (it waits for the next file of another
party) nor for one that waits for keys (the count of the Crusade deck, its dice key fixed by the
next link another party reveals); the cheats strict dice refuse are refused with cards on."""

from __future__ import annotations

import pytest
from crusade_events import check_event_audit
from crusade_observe import ObserveOracle
from test_remote_crusade_files import (  # the helpers, in the two-party module
    play_by_files,
    refused,
    replay,
    tampered,
)

from lionheart_core.remote import dice_key


@pytest.fixture(scope="module")
def strict():
    keys: list[bytes] = []  # the dice key every copy holds after each file (index: the file's seq - 1)
    observed: list[ObserveOracle] = []

    def watch(games, doc):
        if not observed:
            observed.append(ObserveOracle(games, [g.seats[0] for g in games]))
        observed[0].record(games)
        keys.append(games[0].line.key() if games[0].line.ready() else b"")

    games, files, checked = play_by_files(2, 3, dice="strict", watch=watch)
    return games, files, checked, keys, observed[0]


@pytest.mark.slow
def test_a_whole_two_party_crusade_by_file_with_strict_dice_keeps_every_hand_to_its_party(strict):
    games, files, checked, _, observed = strict
    assert checked > 20
    assert all(g.line.cards.full is not None for g in games)  # the audit passed in every copy
    assert games[0].line.state == games[1].line.state and games[0].line.state.phase == "over"
    check_event_audit(games)
    assert files[0]["dice"] == "strict" and files[0]["cards"] is True
    # After every file each copy's view showed its party what observe gives it of the whole game.
    assert observed.check(games) > 100


@pytest.mark.slow
def test_no_roll_is_known_to_the_file_that_chose_it(strict):
    games, files, _, keys, _ = strict
    line = games[0].line
    # No file rolls for its own sender: an open action that draws waits, last in its file, and the
    # next file comes from another party and reveals a link first.
    pending = [k for k, f in enumerate(files) if any(s.get("pending") for s in f["steps"])]
    assert pending, "the game has no action that draws in the open (a robbery)"
    for k, f in enumerate(files):
        acts = [s for s in f["steps"] if "act" in s]
        assert not any(s.get("draws") or s.get("dice") for s in acts), f"file {k} rolls at once"
    for k in pending:
        assert files[k]["steps"][-1].get("pending")
        assert files[k + 1]["sender"] != files[k]["sender"] and files[k + 1]["reveal"] is not None
    # An action that waits for keys (the last contribution of a round, which counts the Crusade
    # deck): the next file of another party reveals a link, and its dice key is the key of that
    # file, which its writer could not know.
    waits = [k for k, f in enumerate(files) if any(s.get("waits") for s in f["steps"])]
    assert waits
    for k in waits:
        nxt = next(j for j in range(k + 1, len(files)) if files[j]["sender"] != files[k]["sender"])
        assert files[nxt]["reveal"] is not None, f"file {nxt} does not reveal after the wait of file {k}"
    counts = [(int(b.phase.split(":")[1]), key) for _p, b, key, _s in line.history
              if getattr(b, "count", False)]
    assert len(counts) == len(waits)
    for k, key in counts:
        assert key and key not in keys[:k], f"the count of file {k} rolls with a key known when it was written"
        # the key is the one of the first file of another party after the wait, right after its link
        nxt = next(j for j in range(k + 1, len(files)) if files[j]["sender"] != files[k]["sender"])
        assert key == keys[nxt - 1]
    assert dice_key(line.game_id, [(lk[-1][0], lk[-1][1]) for lk in line.links]) == line.key()


@pytest.mark.slow
def test_strict_dice_refuse_a_roll_made_at_once_and_steps_after_it_with_cards_on(strict):
    games, files, *_ = strict
    k = next(k for k, f in enumerate(files) if any(s.get("pending") for s in f["steps"]))
    i = next(n for n, s in enumerate(files[k]["steps"]) if s.get("pending"))
    receiver = 1 - files[k]["sender"]
    game = replay(files, receiver, games[receiver], k)
    refused(game, tampered(files[k], lambda d: d["steps"][i].pop("pending")), "wait for the other side's next secret")
    after = {key: v for key, v in files[k]["steps"][i].items() if key != "pending"}  # any action after it
    refused(game, tampered(files[k], lambda d: d["steps"].append(after)), "after one that waits")
    game.accept(files[k])  # the file as written is accepted
    # The answer must reveal a link before the roll: without it, it is refused.
    refused(game, tampered(files[k + 1], lambda d: d.update(reveal=None)), "should reveal the next dice secret")


@pytest.mark.slow
def test_the_file_after_a_wait_for_keys_reveals_a_link_that_fixes_its_dice(strict):
    games, files, *_ = strict
    k = next(k for k, f in enumerate(files) if any(s.get("waits") and "seal" in s for s in f["steps"]))
    nxt = next(j for j in range(k + 1, len(files)) if files[j]["sender"] != files[k]["sender"])
    receiver = 1 - files[nxt]["sender"]
    game = replay(files, receiver, games[receiver], nxt)
    line = game.line
    assert line.deferred == (files[k]["sender"], k) and line.awaiting is not None
    written = line.turn_key  # the key when the count was written: it does not roll with it
    assert line.must_reveal(files[nxt]["sender"])
    refused(game, tampered(files[nxt], lambda d: d.update(reveal=None)), "should reveal the next dice secret")
    game.accept(files[nxt])
    assert game.line.deferred is None
    assert game.line.turn_key not in (None, written)
    # fixed right after that file's link, before its steps: the key of the links after it
    assert game.line.turn_key == game.line.key() or game.line.awaiting is None
