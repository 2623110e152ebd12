"""Checks of the crusade's event deck in games played by file with face-down cards
(docs/remote-play.md, "The event deck"), made after every file of whole games
(tests/core/test_remote_crusade_files.py, tests/core/test_remote_crusade_events.py)."""

from __future__ import annotations

from lionheart_core.rulesets.crusade.hidden import EVENTS, peeker
from lionheart_core.rulesets.crusade.model import HIDDEN


def check_events(games) -> int:
    """Every copy, after a file: it reads the events the table has turned over, the next one only
    while the action that begins its round waits for its keys (once every other party's key is
    in), and, for the party of the peeking seat, the one after that; no other. Its view shows an
    X for every event still in the deck that it does not read, and the event on the table is the
    one the deck holds at that place. Returns how many events the peeking party reads ahead of
    the table (so a caller can see the peek at work)."""
    ahead = 0
    for g in games:
        line = g.line
        cards = line.cards
        if cards.full is not None:  # the final reveal: every card is read
            continue
        seat = peeker(line.opts)
        peeks = seat is not None and seat in line.parties[g.me].seats
        read = set(cards.deals[EVENTS].cards)
        if not line.dealt:  # the opening waits for round one's event (and the peek at round two's)
            assert read <= {0} | ({1} if peeks else set()), f"party {g.me} reads events {sorted(read)} before the opening"
            continue
        state = line.state
        r = state.round
        table = set(range(r)) | ({r} if line.turn_key is not None else set())
        allowed = table | ({r, r + 1} if peeks and line.turn_key is not None else {r} if peeks else set())
        assert read <= allowed, f"party {g.me} reads events {sorted(read - allowed)} ahead of the table (round {r})"
        ahead += len(read - table)
        for k, e in enumerate(state.event_deck):
            assert e == HIDDEN or r + k in read, f"party {g.me}'s view shows event {r + k + 1}"
        if state.event is not None:
            assert state.event == cards.code(EVENTS, r - 1)
    return ahead


def check_event_audit(games) -> None:
    """The end: every copy's audit redid the event deck's rounds, and the events the table turned
    over are those the deck held, in its order."""
    for g in games:
        full = g.line.cards.full
        fd = g.line.cards.fd
        assert sorted(full[EVENTS]) == list(range(len(fd.by_deck[EVENTS])))
        turned = list(g.line.state.discards) + ([g.line.state.event] if g.line.state.event else [])
        assert turned == [fd.card(EVENTS, full[EVENTS][j]) for j in range(len(turned))]
