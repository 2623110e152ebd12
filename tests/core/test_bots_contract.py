"""Every bot level plays every registered game (the shipped ones and the test games) from what
its seat observes: each choice is legal, made for the seat asked, and the same for the same seed."""

from __future__ import annotations

import pytest

from lionheart_core import rulesets
from lionheart_core.bots import LEVELS, make_bot

GAMES = ("lionheart-1997", "test-council", "test-duel-campaign")


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("rid", GAMES)
def test_every_level_plays_every_game_from_observations(rid, level):
    rs = rulesets.get(rid)
    opts = rs.Options()

    def fresh(seat_index: int):
        bot = make_bot(level, rs, seed=seat_index, time_budget=0.05)
        if hasattr(bot, "iterations"):
            bot.iterations = 6  # a fixed amount of work: the same choices on any machine
        return bot

    seats = rs.players(opts)
    state = rs.new_game(opts, seed=5)
    for _ in range(12):
        if rs.is_over(state):
            break
        for player in rs.to_move(state):  # everybody asked when several act at once
            observation = rs.observe(state, player)
            assert observation.seed is None
            action = fresh(seats.index(player)).choose(observation, player)
            assert action in rs.legal_actions(state, player) and rs.actor(action) == player
            assert fresh(seats.index(player)).choose(observation, player) == action
        state, _ = rs.apply(state, action)
