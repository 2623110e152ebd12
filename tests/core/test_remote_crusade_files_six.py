"""The six-party crusade by file (``crusade_six.py``): its whole game with every check is a bench,
``bench/remote_six.py`` (above the suite's budget: docs/remote-play.md, "What is built, what is
left"); here, on the rules without files (one process, a second), that its players make the game
it is meant to be: three seats a faction and no Neutral, Richard's three seats swapping at
Nottingham in turn, a mixed keep's place named in most games, the game ended by a track before
its ten rounds."""

from __future__ import annotations

from crusade_six import CR, Six

from lionheart_core.dice import Seeded
from lionheart_core.rulesets.crusade.model import KeepEdict


def _game(seed: int, push: int):
    opts = CR.options_from_dict({"players": 6})
    state = CR.new_game(opts, seed)
    bots = {s: Six(seed * 10 + i, push=push) for i, s in enumerate(CR.players(opts))}
    dice = Seeded(seed + 1000)
    keeps = []
    while not CR.is_over(state):
        seat = CR.to_move(state)[0]
        action = bots[seat].choose(CR.observe(state, seat), seat)
        assert action in CR.legal_actions(state, seat)
        if isinstance(action, KeepEdict):
            keeps.append((state.player(seat).faction, seat))
        state, _ = CR.apply(state, action, dice)
    return state, keeps


def test_six_players_swap_in_turn_at_nottingham_and_end_the_game_by_a_track():
    opts = CR.options_from_dict({"players": 6})
    factions = [CR.new_game(opts, 0).player(s).faction for s in CR.players(opts)]
    assert sorted(factions) == ["john"] * 3 + ["richard"] * 3
    mixed = 0
    for seed in range(10):
        state, keeps = _game(seed, 5)
        assert state.outcome.reason != "last_round" and state.round < 10
        seats = [s for f, s in keeps if f == "richard"]
        assert len(keeps) == len(seats) >= 3 and len(set(seats)) == 3  # only Richard's seats, all three
        # With 2 positions left in a pile of six players, the option drawn at swap n was put
        # under at swap n - 2: another seat's (party's), so that keep is mixed when a later
        # swap at the pile needs its place.
        mixed += any(seats[n - 2] != seats[n] for n in range(2, len(seats) - 1))
    assert mixed >= 8
