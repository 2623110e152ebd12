"""The core contract by random play, hidden information, position notation, the editor, describe,
and the bots on this ruleset."""

import dataclasses
import random

import pytest

from lionheart_core import rulesets
from lionheart_core.bots import make_bot
from lionheart_core.engine import IllegalAction, LoadError
from lionheart_core.rulesets.lionheart_hex import (
    RULESET,
    Bid,
    Buy,
    Deploy,
    Options,
    Ready,
    Spec,
    StandardArmy,
)
from lionheart_core.testing import check_random_play

from .conftest import FOOT, RS, H, play, position, unit


def hidden(state, obs, player):
    """What ``player`` must not see: the other army while armies are built, and the promises
    made to the other side's mercenaries."""
    other = "silver" if player == "gold" else "gold"
    if state.phase == "build":
        assert not [u for u in obs.units if u.owner == other], "the other army shows while it is built"
    if state.phase != "over":
        assert all(u.promise is None for u in obs.units if u.owner == other), "a secret promise shows"
    assert obs.seed is None


def test_random_play_standard_armies():
    report = check_random_play(RS, Options(army="standard", turn_limit=30), games=2, seed=3, hidden=hidden)
    assert report.games == 2 and all(r.reason for r in report.results)
    assert {"lead", "advance"} <= report.event_keys


def test_the_hex_variant_is_registered():
    assert rulesets.get("lionheart-hex") is RULESET
    assert RULESET.quick_options() == Options(army="standard", turn_limit=30)


@pytest.mark.slow
def test_random_play_of_the_full_default_game():
    """The default game (secret army building with 100 points, no turn limit), which the generic
    contract tests replace by ``quick_options()``: about 1,800 actions and 40 s."""
    report = check_random_play(RS, Options(), games=1, seed=5, hidden=hidden)
    assert report.games == 1 and all(r.reason for r in report.results)
    assert {"build.buy", "build.ready", "lead"} <= report.event_keys


def test_random_play_built_armies_and_options():
    opts = Options(budget=40, turn_limit=15, horse_archer_arc="both", king_panics=False, dedicated_armour=True)
    report = check_random_play(RS, opts, games=2, seed=5, hidden=hidden)
    assert report.games == 2 and {"build.buy", "build.ready", "build.reveal"} <= report.event_keys


def test_promises_hidden_and_determinized():
    s = position(unit("silver", dataclasses.replace(FOOT, mercenary=True), "0806", 3, promise=7))
    obs = RS.observe(s, "gold")
    merc = next(u for u in obs.units if u.spec.mercenary)
    assert merc.promise is None and "$?" in RS.to_text(obs)
    full = RS.determinize(obs, "gold", random.Random(1))
    promise = next(u for u in full.units if u.spec.mercenary).promise
    assert promise is not None and promise >= 2 and full.seed is not None


def test_hidden_army_determinized_as_the_standard_army():
    s = RS.new_game(Options(army="standard"), 1)
    s, _ = play(s, Ready("silver"))
    obs = RS.observe(s, "gold")
    assert not [u for u in obs.units if u.owner == "silver"]
    full = RS.determinize(obs, "gold", random.Random(2))
    assert len([u for u in full.units if u.owner == "silver"]) == 10


def test_position_text_round_trip_and_refusals():
    s = RS.new_game(Options(army="standard", turn_limit=9, horse_archer_arc="both"), 4)
    s, _ = play(s, StandardArmy("gold"))
    s, _ = play(s, Buy("gold", Spec("peasants", "none", "sidearms", False, 1)))
    s, _ = play(s, Deploy("gold", s.units[10].uid, H("0111")))
    text = RS.to_text(s)
    assert RS.from_text(text) == s and RS.to_text(RS.from_text(text)) == text
    p = position(unit("silver", dataclasses.replace(FOOT, mercenary=True), "0806", 3, promise=7, panicked=True,
                      loaded=False), order=("gold", "silver", "gold"), roll=(5, 2))
    assert RS.from_text(RS.to_text(p)) == p
    assert RS.load(RS.dump(p)) == p
    for bad in ("", "gold: build", RS.to_text(p).replace(" play ", " dance "),
                RS.to_text(p).replace("@0806", "@9999")):
        with pytest.raises(LoadError):
            RS.from_text(bad)


def test_editor_builds_a_playable_position():
    s = RS.editor_blank()
    assert RS.turn_summary(s).render("en") and RS.to_move(s) == ()
    pieces = {p.key for p in RS.editor_pieces()}
    assert {"gold:king_horse", "silver:archers"} <= pieces
    s = RS.editor_put(s, "gold:king_horse", H("0811"))
    s = RS.editor_put(s, "gold:spearmen", H("0810"), 3)
    with pytest.raises(IllegalAction, match="exactly one King"):
        RS.editor_start(s, "gold")
    s = RS.editor_put(s, "silver:king_foot", H("0801"))
    s = RS.editor_put(s, "silver:archers", H("0802"))
    s = RS.editor_rotate(s, H("0810"))
    assert next(u for u in s.units if u.hex == H("0810")).facing == 1
    with pytest.raises(IllegalAction, match="one King"):
        RS.editor_put(s, "gold:king_foot", H("0511"))
    game = RS.editor_start(s, "silver")
    assert RS.to_move(game) == ("silver",) and RS.legal_actions(game)
    s2 = RS.editor_remove(s, H("0802"))
    with pytest.raises(IllegalAction, match="stands alone"):
        RS.editor_start(s2, "gold")


def test_describe_names_units_and_every_action_renders():
    s = position(unit("gold", FOOT, "0806", 0), unit("silver", FOOT, "0805", 3), order=("gold", "silver"))
    for a in RS.legal_actions(s):
        for lang in ("en", "nl", "fr"):
            assert RS.describe(s, a).render(lang)
    from lionheart_core.rulesets.lionheart_hex import Attack
    assert "attack" in RS.describe(s, Attack("gold", H("0806"))).render("en")
    assert RS.turn_summary(s).render("en").startswith("Turn 1: Gold to act")


def test_bid_actions_round_trip_through_the_codec():
    a = Bid("gold", H("0806"), 5)
    assert RS.action_from_code(RS.action_code(a)) == a
    b = Buy("gold", Spec("horse", "heavy", "spears", True, 3, False, True, 0))
    assert RS.action_from_dict(RS.action_to_dict(b)) == b and RS.action_from_code(RS.action_code(b)) == b


def _bot_game(levels, seed, opts, max_actions=3000):
    bots = {side: make_bot(level, RS, seed=seed + i, time_budget=0.05) for i, (side, level) in
            enumerate(zip(("gold", "silver"), levels, strict=True))}
    s = RS.new_game(opts, seed)
    for _ in range(max_actions):
        if RS.is_over(s):
            return s
        side = RS.to_move(s)[0]
        s, _ = RS.apply(s, bots[side].choose(RS.observe(s, side), side))
    raise AssertionError("the bots' game did not end")


def test_bot_games_finish():
    opts = Options(army="standard", turn_limit=8)
    for levels in (("random", "heuristic"), ("search", "random")):
        s = _bot_game(levels, 7, opts)
        assert s.phase == "over"


@pytest.mark.slow
def test_heuristic_beats_random():
    """Heuristic against random from the usual deployment, seats alternating, 6 games of at most
    300 turns (about 25 seconds). A bot no better than random would win 5 or more of 6 with
    probability 0.11; measured: 10 of 10 (seeds 200-209, every game ended with a King fallen)."""
    opts = Options(army="standard", turn_limit=300)
    wins = 0
    for g in range(6):
        levels = ("heuristic", "random") if g % 2 == 0 else ("random", "heuristic")
        s = _bot_game(levels, 200 + g, opts)
        wins += ("gold" if g % 2 == 0 else "silver") in s.outcome.winners
    assert wins >= 5, wins
