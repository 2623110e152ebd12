"""The core contract by random play, bots that finish games, and the editor."""

from __future__ import annotations

import pytest

from lionheart_core.bots import make_bot
from lionheart_core.engine import IllegalAction
from lionheart_core.rulesets.richard_campaign import Options
from lionheart_core.testing import check_random_play, random_game

from .conftest import RS, H, leader


def _nothing_hidden(state, obs, player):
    # perfect information: an observation is the state without the dice seed
    assert obs.board == state.board and obs.seed is None


def test_random_play_holds_the_contract():
    report = check_random_play(RS, Options(end_year=1196), games=2, seed=7, max_actions=20000, every=40,
                               hidden=_nothing_hidden)
    assert report.games == 2
    assert {"step", "loyalty", "taxes", "upkeep"} <= report.event_keys


def test_a_full_random_campaign_ends_in_1200_or_earlier():
    state, log = random_game(RS, seed=11, max_actions=60000)
    b = state.board
    assert RS.is_over(state) and RS.result(state) is not None
    assert b.reason in ("income_richard", "income_philip", "draw") or b.year < 1200


@pytest.mark.parametrize("level", ["random", "heuristic"])
def test_bots_finish_a_short_campaign(level):
    opts = Options(end_year=1195)
    state = RS.new_game(opts, seed=3)
    bots = {side: make_bot(level, RS, seed=i) for i, side in enumerate(RS.players(opts))}
    for _ in range(5000):
        if RS.is_over(state):
            break
        p = RS.to_move(state)[0]
        action = bots[p].choose(RS.observe(state, p), p)
        state, _ = RS.apply(state, action)
    assert RS.is_over(state)


def test_evaluation_is_bounded_and_prefers_more_troops():
    s = RS.new_game()
    v = RS.evaluate(s, "richard")
    assert -1 <= v <= 1
    w = RS.editor_put(s, "leader:richard", H("0503"), 150)
    assert RS.evaluate(w, "richard") > v


def test_editor_places_leaders_and_starts_a_game():
    s = RS.editor_blank()
    s = RS.editor_put(s, "leader:richard", H("1804"), 50)
    with pytest.raises(IllegalAction):
        RS.editor_start(s, "richard")  # Philip is not on the map
    s = RS.editor_put(s, "leader:philip", H("2509"), 60)
    s = RS.editor_put(s, "train:philip", H("2509"))
    s = RS.editor_remove(RS.editor_put(s, "leader:au", H("2410"), 10), H("2410"))
    assert leader(s, "au").where == "absent"
    s = RS.editor_start(s, "philip")
    assert s.board.phase == "move" and s.board.active == "philip"
    assert leader(s, "richard").knaves == 50 and leader(s, "richard").inside
    assert RS.legal_actions(s)
    assert RS.editor_pieces()


def test_zones_show_supply_and_enemy_zones_of_control():
    s = RS.new_game()
    zones = RS.zones(s, H("1804"))
    kinds = {z.kind for z in zones}
    assert kinds == {"supply.richard", "zoc.philip"}
    supply = next(z for z in zones if z.kind == "supply.richard")
    assert H("1804") in supply.cells and not supply.shape.is_empty
    assert RS.zones(s, H("0101")) == []


def test_describe_and_summary_are_messages():
    import random

    s = RS.new_game(Options(end_year=1195), seed=4)
    rng = random.Random(4)
    seen = set()
    while not RS.is_over(s):
        acts = RS.legal_actions(s)
        for a in acts[:40]:
            text = RS.describe(s, a)
            for lang in ("en", "nl", "fr"):
                assert text.render(lang) if hasattr(text, "render") else text
            seen.add(type(a).__name__)
        s, _ = RS.apply(s, rng.choice(acts))
    assert {"Buy", "Done", "Step"} <= seen
    s = RS.new_game()
    assert "May 1194" in RS.turn_summary(s).render("en")
    assert RS.grid().label(H("1710")) == "1710"


def test_invariants_hold_through_random_play():
    """Property: in every position of random campaigns no count goes negative, no leader leads
    more than his maximum, the treasuries never run into debt, every piece stands on land and
    the position text reads back."""
    import random

    from lionheart_core.rulesets.richard_campaign.data import game_map
    from lionheart_core.rulesets.richard_campaign.world import leader_spec

    land = game_map().land
    for seed in (1, 2):
        rng = random.Random(seed)
        s = RS.new_game(Options(end_year=1196), seed=seed)
        n = 0
        while not RS.is_over(s):
            b = s.board
            assert min(b.treasury) >= 0
            for x in b.leaders:
                assert x.knaves >= 0 and x.knights >= 0 and x.troops <= leader_spec(x.id).max
                assert (x.hex in land) if x.where == "map" else x.hex is None
            for h in b.holds:
                assert h.knaves >= 0 and h.knights >= 0 and 0 <= h.intrinsic <= 5
            if n % 97 == 0:
                assert RS.to_text(RS.from_text(RS.to_text(s))) == RS.to_text(s)
            s, _ = RS.apply(s, rng.choice(RS.legal_actions(s)))
            n += 1
