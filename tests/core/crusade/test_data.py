"""The data files are validated on load: a broken edit is refused with a reason."""

import copy
import tomllib

import pytest
from pydantic import ValidationError

from lionheart_core.rulesets.crusade.data import BoardData, GameData, board_data, game_data
from lionheart_resources import path as resource_path


def raw(name):
    data = tomllib.loads(resource_path("rulesets", "crusade", name).read_text(encoding="utf-8"))
    if name == "game.toml":
        data["setup"] = {int(k): v for k, v in data["setup"].items()}
    return data


def test_the_shipped_data_loads_and_is_marked():
    b, g = board_data(), game_data()
    assert len(b.locations) == 16 and len(b.segments.road) == 23 and len(b.segments.water) == 7
    assert b.reconstructed and g.reconstructed and b.summary and g.summary
    assert len(g.edicts) == 15 and len(g.events) == 18 and len(g.characters) == 10
    assert all(e.confidence == "DEFAULT" for e in g.events + g.edicts)
    assert b.locations["Bridgwater"].colour == "red" and b.locations["Grimsby"].colour == "green"


@pytest.mark.parametrize("breaks", [
    lambda d: d["segments"]["road"].append(["London", "Atlantis"]),
    lambda d: d["segments"]["water"].append(["London", "Cambridge"]),  # joined twice
    lambda d: d["locations"]["York"].update(colour="blue"),
    lambda d: d.update(extra=1),
])
def test_a_broken_board_is_refused(breaks):
    d = copy.deepcopy(raw("board.toml"))
    breaks(d)
    with pytest.raises(ValidationError):
        BoardData.model_validate(d)


@pytest.mark.parametrize("breaks", [
    lambda d: d["setup"][4].update(richard=3),                      # seats 5 for 4 players
    lambda d: d["cards"].update(types=["RB"]),
    lambda d: d["edicts"][0].update(kind="track", track="moat"),
    lambda d: d["events"][0].update(condition="swords:red"),
    lambda d: d["locations"]["London"]["both"][0].update(pick=["XX"]),
    lambda d: d["locations"]["London"].update(large=[{}]),        # both and per side
    lambda d: d["purchase"]["rows"][0].pop(),
    lambda d: d["events"].append(copy.deepcopy(d["events"][0])),  # two events share an id
])
def test_broken_game_data_is_refused(breaks):
    d = copy.deepcopy(raw("game.toml"))
    breaks(d)
    with pytest.raises(ValidationError):
        GameData.model_validate(d)
