"""The crusade played by file with face-down cards, three parties: a whole game with every check
after every file (the helpers and the two-party game in ``test_remote_crusade_files.py``; the
whole games sit in files of their own so that the suite's workers share them)."""

from __future__ import annotations

import pytest
from crusade_events import check_event_audit
from test_remote_crusade_files import (  # the helpers, in the two-party module
    play_by_files,
)


@pytest.mark.slow
def test_a_whole_three_party_crusade_by_file_keeps_every_hand_to_its_party():
    games, files, checked = play_by_files(3, 5)
    assert checked > 20
    assert all(g.line.cards.full is not None for g in games)
    assert games[0].line.state == games[1].line.state == games[2].line.state
    check_event_audit(games)
