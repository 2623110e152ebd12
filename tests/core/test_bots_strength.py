"""Strength floors of the computer players on Lionheart (1997), on samples small enough for CI.

The matches are deterministic: the game seeds are fixed and the search level runs a fixed number
of iterations (not a time budget), so a result never depends on the machine's speed. The floors
are still chosen as if the games were fresh coin flips, so that a pass means something:

* heuristic vs random, 30 games: a bot no better than its opponent wins >= 26 of 30 with
  probability 3e-5 (binomial, p = 0.5); the bench measures the real rate (>= 95 of 100).
* search vs heuristic: see the test.
"""

from __future__ import annotations

from lionheart_core import rulesets
from lionheart_core.bots import simulate

RS = rulesets.get("lionheart-1997")


def test_heuristic_beats_random():
    summary, records = simulate.run(RS, ["heuristic", "random"], 30, seed=101)
    assert not [r.error for r in records if r.error]
    assert summary["wins"]["heuristic"] >= 26, summary
