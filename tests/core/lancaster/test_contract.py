"""The core contract by random play, for 2, 3 and 5 players, with Lancaster's secrets checked."""

from __future__ import annotations

import pytest

from lionheart_core.rulesets.lancaster import RULESET, Options
from lionheart_core.testing import check_random_play


def hidden(state, obs, player) -> None:
    """Gold and squires behind the screens (3-5 players) and the votes not yet revealed."""
    screened = state.opts.players >= 3 and state.opts.screens
    for real, seen in zip(state.lords, obs.lords, strict=True):
        if real.id == player or not screened:
            assert (seen.gold, seen.squires) == (real.gold, real.squires)
        else:
            assert seen.gold is None and seen.squires is None, f"{player} sees {real.id}'s goods"
        assert seen.votes == real.votes and seen.pp == real.pp
    for (seat, v, k), (seat2, v2, k2) in zip(state.votes, obs.votes, strict=True):
        assert seat == seat2
        if seat == player:
            assert (v, k) == (v2, k2)
        else:
            assert (v2, k2) == (-1, -1), f"{player} sees {seat}'s vote"
    assert RULESET.to_text(obs).endswith(f"dice=?/{state.dice_pos}")


@pytest.mark.parametrize("players", [2, 3, 5])
def test_random_play_holds_the_contract(players):
    report = check_random_play(RULESET, Options(players=players), games=2, seed=players, hidden=hidden)
    assert report.games == 2
    assert all(r.winners for r in report.results)
    assert {"vote.hidden", "vote.cast", "conflict.france", "final.nobles"} <= report.event_keys


def test_votes_are_secret_in_the_log_until_revealed():
    from lionheart_core.testing import random_game

    state, log = random_game(RULESET, Options(players=3), seed=11)
    replay = RULESET.new_game(Options(players=3), 11)
    seen_secret = False
    for entry in log:
        new, events = RULESET.apply(replay, entry.action)
        for e in events:
            if e.key == "vote.cast":
                seen_secret = True
                voter = entry.action.player
                assert e.audience == (voter,)
                for other in (*RULESET.players(Options(players=3)), None):
                    shown = RULESET.events_for(replay, events, other)
                    assert (e in shown) == (other == voter)
                    if other != voter:
                        assert e.public in shown and e.public.key == "vote.hidden"
        replay = new
    assert seen_secret


def test_random_play_with_the_options_holds_the_contract():
    opts = Options(players=4, extension_choice="draw", screens=False)
    report = check_random_play(RULESET, opts, games=1, seed=9, hidden=hidden)
    assert report.games == 1 and report.results[0].winners
