"""Strength floor of the campaign's heuristic level, on a sample small enough for CI (the
100-game matches are in bench/campaign.py, whose figures the report gives).

The games are deterministic: fixed seeds, seats alternating, the whole campaign to 1200. A bot no
stronger than random play would win all four with probability 1/16.
"""

from __future__ import annotations

import pytest

from lionheart_core.bots import simulate

from .conftest import RS


@pytest.mark.slow
def test_heuristic_beats_random_in_full_campaigns():
    # A sample of the floor (95 of 100, measured in bench/campaign.py): 8 games, at least 7. Since
    # each side's combat phase has its own battles, a random Philip may attack again in June 1195
    # where a battle was fought in the English phase, and in game 0 he catches the heuristic's
    # Richard with no way to retreat.
    summary, records = simulate.run(RS, ["heuristic", "random"], 8, seed=101, options={"end_year": 1200})
    assert not [r.error for r in records if r.error]
    assert summary["wins"]["heuristic"] >= 7, summary
