"""Property tests: invariants along random legal games of 2 to 5 players, and refusals that leave
the state untouched."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lionheart_core.engine import IllegalAction
from lionheart_core.rulesets.lancaster import Options, Place, Vote
from lionheart_core.rulesets.lancaster.data import LETTERS, game_data

from .conftest import RS

SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_game(seed: int, players: int):
    r = random.Random(seed)
    s = RS.new_game(Options(players=players), seed=seed)
    while not RS.is_over(s):
        p = r.choice(RS.to_move(s))
        a = r.choice(RS.legal_actions(s, p))
        new, events = RS.apply(s, a)
        yield s, a, new, events
        s = new


def invariants(s) -> None:
    d = game_data()
    n = len(d.knights.strengths)
    nobles_start = d.start.nobles_per_county[s.opts.players]
    cards = {c.card: c for c in s.conflicts}
    assert len(s.laws) == 3 and len(s.favours) == 6
    for lord in s.lords:
        assert len(lord.knights) == n
        assert (lord.gold or 0) >= 0 and (lord.squires or 0) >= 0 and lord.votes >= 0 and lord.pp >= 0
        assert len(set(lord.nobles)) == len(lord.nobles)
        for loc in lord.knights:
            if loc[:1] == "C" and loc[1:].isdigit():
                assert lord.id in cards[int(loc[1:])].spaces
            if loc in LETTERS:
                assert s.counties[LETTERS.index(loc)].owner == lord.id
            if loc[:1] == "K" and loc[1:].isdigit() and s.stage == "place":
                assert int(loc[1:]) not in lord.extensions
    for c in s.counties:
        if c.owner is not None:
            assert s.lord(c.owner).knights.count(c.letter) == 1
        taken = sum(lord.nobles.count(c.letter) for lord in s.lords)
        assert c.nobles >= 0 and c.nobles + taken <= nobles_start
    for c in s.conflicts:
        assert len(c.spaces) <= 3 and len(set(c.spaces)) == len(c.spaces)
        for owner in c.spaces:
            assert f"C{c.card}" in s.lord(owner).knights


@given(st.integers(0, 2**31), st.sampled_from([2, 3, 4, 5]))
@SETTINGS
def test_invariants_hold_along_random_games(seed, players):
    last_pp = None
    for _before, _, new, _ in random_game(seed, players):
        invariants(new)
        pp = {x.id: x.pp for x in new.lords}
        if last_pp is not None:
            assert all(pp[k] >= last_pp[k] for k in pp), "power points never go down"
        last_pp = pp
        assert RS.to_move(new) or RS.is_over(new)


@given(st.integers(0, 2**31), st.sampled_from([2, 3, 4, 5]))
@SETTINGS
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing(seed, players):
    r = random.Random(seed)
    for i, (s, _, _, _) in enumerate(random_game(seed, players)):
        if i % 9:
            continue
        before = RS.dump(s)
        p = RS.to_move(s)[0]
        wrong = [Place(p, r.choice([1, 2, 3, 4]), r.choice(["A", "D", "H", "K1", "K7", "C99", "Z"]), r.randint(0, 9)),
                 Vote(p, r.random() < 0.5, r.randint(0, 9))]
        for w in wrong:
            if w in RS.legal_actions(s, p):
                continue
            try:
                RS.apply(s, w)
            except IllegalAction as exc:
                assert exc.reason
            else:
                raise AssertionError(f"{w} was accepted")
            assert RS.dump(s) == before
