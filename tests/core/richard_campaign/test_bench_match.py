"""bench/campaign.py's matches split over processes: games numbered from ``--first-game`` are the
same games (seeds and seats) as in one long match, and each game's ending is counted."""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[3] / "bench"


def _campaign():
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    import campaign

    return campaign


def test_a_match_split_in_two_plays_the_same_games(capsys):
    campaign = _campaign()
    whole = campaign.match(["random", "easy"], 2, 1195, None, seed=3)
    first = campaign.match(["random", "easy"], 1, 1195, None, seed=3, first_game=0)
    second = campaign.match(["random", "easy"], 1, 1195, None, seed=3, first_game=1)
    for key in ("random", "easy"):
        assert whole["wins"][key] == first["wins"][key] + second["wins"][key]
    assert whole["draws"] == first["draws"] + second["draws"]
    assert second["first_game"] == 1
    # every game's ending is named (a victory's kind, or why there was none)
    assert sum(whole["endings"].values()) == 2
    assert sum(first["endings"].values()) + sum(second["endings"].values()) == 2
    games = [line for line in capsys.readouterr().err.splitlines() if line.startswith('{"game"')]
    assert [g.split(",")[0] for g in games] == ['{"game": 0', '{"game": 1', '{"game": 0', '{"game": 1']
    # the seats alternate with the game's number, not with its place in the process
    assert '"richard": "easy"' in games[1] and '"richard": "easy"' in games[3]


def test_each_game_line_gives_the_cpu_time_of_every_bots_decisions(capsys):
    """The search's floor includes a move within 1 s: each game's line gives, per bot, how many
    decisions it took with a choice to make and their CPU time (median, p99, max), so a match
    split over sessions keeps its move times with its results."""
    import json

    campaign = _campaign()
    out = campaign.match(["random", "easy"], 1, 1195, None, seed=3, cpu_clock=True)
    line = next(json.loads(g) for g in capsys.readouterr().err.splitlines() if g.startswith('{"game"'))
    for key in ("random", "easy"):
        per_game = line["move_cpu"][key]
        assert per_game == out["move_cpu"][key]
        assert per_game["decisions"] > 0
        assert 0 <= per_game["median_s"] <= per_game["p99_s"] <= per_game["max_s"] < 5
