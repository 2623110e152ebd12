"""bench/campaign.py measures a level by side: a level against itself, only the games where a
level holds a given side (the same games, seeds and seats, as in the whole match), and each game's
incomes and strongholds at the end and year by year."""

from __future__ import annotations

import json
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[3] / "bench"


def _campaign():
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    import campaign

    return campaign


def _games(capsys):
    return [json.loads(g) for g in capsys.readouterr().err.splitlines() if g.startswith('{"game"')]


def test_a_level_against_itself_and_the_games_of_one_side(capsys):
    campaign = _campaign()
    whole = campaign.match(["random", "random"], 4, 1195, None, seed=3)
    assert set(whole["wins"]) == {"random", "random#2"}
    every = _games(capsys)
    assert [g["seats"]["richard"] for g in every] == ["random", "random#2", "random", "random#2"]
    out = campaign.match(["random", "random"], 4, 1195, None, seed=3, side=("random#2", "richard"))
    kept = _games(capsys)
    assert out["games"] == 2 and out["side"] == "random#2=richard"
    assert [g["game"] for g in kept] == [1, 3]
    # the same games as in the whole match
    for g in kept:
        same = every[g["game"]]
        assert (g["winners"], g["actions"], g["end"]) == (same["winners"], same["actions"], same["end"])


def test_each_game_line_gives_the_incomes_and_strongholds(capsys):
    campaign = _campaign()
    campaign.match(["random", "random"], 1, 1195, None, seed=3)
    (line,) = _games(capsys)
    for side in ("richard", "philip"):
        end = line["end"][side]
        assert end["income"] > 0 and end["fortresses"] > 0 and end["castles"] >= 0
    # the opening's incomes (England's and France's taxes and the strongholds held)
    assert line["by_year"]["1194"][1] > line["by_year"]["1194"][0] > 0
    assert set(line["by_year"]) <= {"1194", "1195"}
