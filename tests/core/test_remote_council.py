"""Remote play of the council test game: 2 to 5 parties, a shuffled deal, simultaneous secret
votes sealed and revealed, a vote changed after its commitment caught."""

from __future__ import annotations

import json

import pytest
from games.council import CARDS, Options
from games.council import RULESET as RS
from remote_table import Table

from lionheart_core.remote import RemoteError, file_checksum, turn_text


def table(players: int, seed: int = 0, levels=None) -> Table:
    opts = Options(players=players)
    parties = [(f"P{i + 1}", [seat]) for i, seat in enumerate(RS.players(opts))]
    return Table(RS, opts, parties, levels or ["random"] * players, seed=seed)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_council_by_file_with_every_party_on_its_own(players):
    t = table(players, seed=players)
    seen_votes = []

    def each(t: Table, sender: int) -> None:
        hashes = {RS.state_hash(s.line.state) for s in t.sides}
        assert len(hashes) == 1
        doc = json.loads(t.texts[-1])
        # A vote never travels in the clear before every other party has sealed its own: an
        # open part comes from the last to answer, or shows a commitment.
        for step in doc["steps"]:
            if "open" in step:
                seen_votes.append(step["open"])
        # The deal's shuffle travels as a count and a digest, never as the cards.
        for step in doc["steps"]:
            if "act" in step and step["act"]["type"].endswith("/Deal"):
                assert step["draws"] == 1 and step["rolls"] == [] and "oak" not in json.dumps(step)

    t.run(each=each)
    assert all(s.is_over() for s in t.sides)
    assert len(seen_votes) == players * Options(players=players).rounds
    # Each side's view is the agreed game as its seat sees it.
    for side in t.sides:
        assert side.view() == RS.observe(t.sides[0].line.state, side.seats[0])


def test_sealed_votes_stay_secret_until_all_are_in():
    t = table(3, seed=1)
    # Deliver files until the first vote is sealed.
    while True:
        i, doc = t.step()
        if any("commit" in s for s in doc["steps"]):
            break
        t.send(i, doc)
    text = turn_text(doc)
    sealed_by = i
    secret = t.sides[i].parts[t.sides[i].line.phase.id]["actions"]
    assert [a["type"] for a in secret] == ["test-council/Vote"]
    assert secret[0]["card"] not in text
    t.send(i, doc)
    for k, side in enumerate(t.sides):
        if k != sealed_by:
            # The others know a vote is sealed, not which card.
            assert side.line.phase is not None and sealed_by in side.line.phase.parts
            assert side.line.phase.parts[sealed_by].actions is None


def test_a_vote_changed_after_its_commitment_is_refused():
    t = table(2, seed=2)
    while True:
        i, doc = t.step()
        t.send(i, doc)
        if any("commit" in s for s in doc["steps"]):
            break
    # The other party answers (its vote open, as the last); the first must now show its own.
    t.send(*t.step())
    i, doc = t.step()
    k = next(n for n, s in enumerate(doc["steps"]) if "open" in s)
    shown = doc["steps"][k]["open"][0]
    hand = RS.observe(t.sides[i].line.state, shown["player"]).hands[RS.players(t.sides[i].line.opts).index(shown["player"])]
    other = next(c for c in hand if c != shown["card"])
    forged = json.loads(turn_text(doc))
    forged["steps"][k]["open"][0]["card"] = other
    forged["checksum"] = file_checksum(forged)
    receiver = t.sides[1 - i]
    before = RS.state_hash(receiver.line.state)
    with pytest.raises(RemoteError, match="not the ones it sealed"):
        receiver.accept(turn_text(forged))
    assert RS.state_hash(receiver.line.state) == before
    receiver.accept(turn_text(doc))
    assert RS.state_hash(receiver.line.state) == RS.state_hash(t.sides[i].line.state)


def test_dice_wait_for_every_party_before_the_first_roll():
    t = table(3, seed=3)
    # After the joins, the first two parties each reveal one more link before anyone may roll:
    # the dealer cannot deal in a file where a party's only secret is its anchor.
    kinds = [json.loads(x) for x in t.texts]
    assert [d["reveal"]["index"] for d in kinds] == [0, 0, 0]
    assert not t.sides[0].line.ready()
    i, doc = t.step()
    assert i == 0 and doc["steps"] == [] and doc["reveal"]["index"] == 1
    t.send(i, doc)
    i, doc = t.step()
    assert i == 1 and doc["reveal"]["index"] == 1
    t.send(i, doc)
    assert all(s.line.ready() for s in t.sides)
    t.run()
    assert t.sides[0].line.dealt and t.sides[0].line.seed == t.sides[0].line.state.seed
    # The deal's shuffle of 36 cards took 35 numbers of the keyed dice (Fisher-Yates): the
    # counter moved past all of them, so no later draw can reuse one.
    assert all(s.line.draws == len(CARDS) - 1 for s in t.sides)


def test_a_sender_telling_parties_different_stories_is_found_out():
    t = table(3, seed=4)
    while True:
        i, doc = t.step()
        if any("commit" in s for s in doc["steps"]):
            break
        t.send(i, doc)
    # The sender gives one party its real file and another a file sealing something else.
    other = json.loads(turn_text(doc))
    k = next(n for n, s in enumerate(other["steps"]) if "commit" in s)
    other["steps"][k]["commit"] = "ab" * 32
    other["checksum"] = file_checksum(other)
    b = (i + 1) % 3  # the next to write
    c = (i + 2) % 3
    t.sides[b].accept(turn_text(doc))
    t.sides[c].accept(turn_text(other))  # nothing in it can be checked yet: it is accepted...
    t.texts.append(turn_text(doc))
    nxt = t.step()
    assert nxt is not None and nxt[0] == b
    answer = turn_text(nxt[1])
    # ...until the next file, written after the real one, reaches the misled party.
    with pytest.raises(RemoteError, match="does not follow the last file"):
        t.sides[c].accept(answer)
