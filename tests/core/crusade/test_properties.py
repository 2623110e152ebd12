"""Property tests over random legal games of 2 to 6 players: every card exactly once, tracks in
range, money and prestige never negative, the turn order of each phase, the end in ten rounds,
and every illegal action refused with a reason and no change."""

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lionheart_core.engine import IllegalAction
from lionheart_core.rulesets.crusade import RULESET as RS
from lionheart_core.rulesets.crusade import Buy, Contribute, Move, Options, Place
from lionheart_core.rulesets.crusade.notation import validate

SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
seeds = st.integers(min_value=0, max_value=2**31)
counts = st.integers(min_value=2, max_value=6)


def walk(seed: int, players: int):
    r = random.Random(seed)
    s = RS.new_game(Options(players=players), seed=seed)
    while not RS.is_over(s):
        a = r.choice(RS.legal_actions(s))
        new, events = RS.apply(s, a)
        yield s, a, new, events
        s = new


def cards(s):
    c = Counter(x for p in s.players for x in p.hand) + Counter(s.provisions) + Counter(x for x, _ in s.crusade)
    for i, t in enumerate(("RB", "RH", "RC", "GB", "GH", "GC")):
        c[t] += s.reserve[i]
    if s.phase == "over":
        c.update(s.revealed)
    return c


@SETTINGS
@given(seeds, counts)
def test_every_card_stays_in_the_game_exactly_once(seed, players):
    for _, _, new, _ in walk(seed, players):
        assert all(v == 40 for v in cards(new).values())
        validate(new)


@SETTINGS
@given(seeds, counts)
def test_resources_and_tracks_stay_in_range_and_the_game_ends_by_round_ten(seed, players):
    last = None
    n = 0
    for s, _, new, _ in walk(seed, players):
        n += 1
        assert all(0 <= t <= 10 for t in new.tracks)
        assert all(p.coins >= 0 and p.prestige >= 0 for p in new.players)
        assert new.round >= s.round and new.round <= 10
        last = new
    assert last is not None and RS.is_over(last) and last.outcome.winners
    assert n <= RS.facts.max_actions


@SETTINGS
@given(seeds, counts)
def test_each_player_acts_once_per_phase_in_turn_order(seed, players):
    movers = {}
    for s, a, _, _ in walk(seed, players):
        if isinstance(a, Move | Place | Contribute | Buy):
            key = (s.round, type(a).__name__ if not isinstance(a, Place) else "Move")
            movers.setdefault(key, []).append(a.player)
    for (_, _), seats in movers.items():
        assert len(seats) == len(set(seats))


@SETTINGS
@given(seeds, counts, st.integers(min_value=0, max_value=10_000))
def test_illegal_actions_are_refused_with_a_reason_and_no_change(seed, players, pick):
    r = random.Random(pick)
    for s, _, _, _ in walk(seed, players):
        if r.random() < 0.15:
            who = RS.to_move(s)[0]
            others = [p.seat for p in s.players if p.seat != who]
            bogus = [Move(who, ("Nowhere",)), Contribute(who, ("RB",) * 4), Buy(who, "castle"),
                     Move(r.choice(others), ("London",)), Place(who, "London") if s.round > 1 else Buy(who, "x")]
            for a in bogus:
                before = RS.dump(s)
                try:
                    RS.apply(s, a)
                except IllegalAction as exc:
                    assert str(exc.reason)
                else:
                    raise AssertionError(f"{a} was accepted")
                assert RS.dump(s) == before
