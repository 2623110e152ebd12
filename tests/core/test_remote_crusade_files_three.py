"""The crusade played by file with face-down cards, three parties: a whole game with every check
after every file, observe-equivalence too (``crusade_observe``) (the helpers and the two-party
game in ``test_remote_crusade_files.py``; the whole games sit in files of their own so that the
suite's workers share them)."""

from __future__ import annotations

import pytest
from crusade_events import check_event_audit
from crusade_observe import ObserveOracle
from test_remote_crusade_files import (  # the helpers, in the two-party module
    play_by_files,
)


@pytest.mark.slow
def test_a_whole_three_party_crusade_by_file_keeps_every_hand_to_its_party():
    observed: list[ObserveOracle] = []

    def watch(games, doc):
        if not observed:
            observed.append(ObserveOracle(games, [g.seats[0] for g in games]))
        observed[0].record(games)

    games, files, checked = play_by_files(3, 5, watch=watch)
    assert checked > 20
    assert all(g.line.cards.full is not None for g in games)
    assert games[0].line.state == games[1].line.state == games[2].line.state
    check_event_audit(games)
    # After every file each copy's view, as its party's seat, was what observe gives that seat of
    # the open game at the same point (made again from a finished copy, every card read).
    assert observed[0].check(games) > 3 * 100
