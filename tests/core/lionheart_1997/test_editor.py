"""The position editor (File > New from position) and the position notation of the 1997 game."""

import pytest

from lionheart_core import rulesets
from lionheart_core.engine import IllegalAction, LoadError

RS = rulesets.get("lionheart-1997")


def test_a_sandbox_position_becomes_a_playable_game():
    s = RS.editor_blank()
    s = RS.editor_put(s, "gold:king", (4, 0))
    s = RS.editor_put(s, "gold:knight", (4, 1), 2)
    s = RS.editor_put(s, "silver:king", (4, 9))
    s = RS.editor_put(s, "silver:archer", (4, 8), 3)
    s = RS.editor_rotate(s, (4, 8))
    game = RS.editor_start(s, "silver")
    assert RS.to_move(game) == ("silver",)
    assert RS.to_text(game) == "gold:K1E1n,N2E2n;silver:K1E10s,A3E9w play silver 2 1 basic done=gold+silver 0/0"
    # The archers face west now: they turn, move and shoot from there.
    assert {RS.action_code(a) for a in RS.legal_actions(game)} >= {"move silver E9 D9", "turn silver E9 N"}


def test_the_editor_refuses_what_cannot_stand_on_the_board():
    s = RS.editor_put(RS.editor_blank(), "gold:king", (4, 0))
    with pytest.raises(IllegalAction, match="royal shield"):
        RS.editor_put(s, "gold:king", (3, 0))
    with pytest.raises(IllegalAction, match="holds 1 to 4 figures"):
        RS.editor_put(s, "gold:infantry", (3, 3), 9)
    with pytest.raises(IllegalAction, match="not on the board"):
        RS.editor_put(s, "gold:knight", (12, 3))
    with pytest.raises(IllegalAction, match="exactly one King"):
        RS.editor_start(s, "gold")
    s = RS.editor_put(s, "silver:king", (4, 9))
    s = RS.editor_put(s, "silver:knight", (4, 8))
    with pytest.raises(IllegalAction, match="stands alone"):
        RS.editor_start(s, "gold")


def test_position_text_round_trips_and_refuses_nonsense():
    s = RS.new_game(RS.Options(setup="customized", massive_infantry=True, turn_limit=30), seed=5)
    assert RS.from_text(RS.to_text(s)) == s
    obs = RS.observe(s, "gold")
    assert "hidden=silver" in RS.to_text(obs) and RS.to_text(obs).endswith(" ?")
    assert RS.from_text(RS.to_text(obs)) == obs
    for bad in ["", "gold:K1E1n play", "gold:Q1E1n;silver: play gold 2 1 basic - 1/0",
                "gold:K1E1n;silver:K1E1s play gold 2 1 basic - 1/0",
                "gold:K1E1n;silver:K1E10s play gold 2 1 chess - 1/0"]:
        with pytest.raises(LoadError):
            RS.from_text(bad)
