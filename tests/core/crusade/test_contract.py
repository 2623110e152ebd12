"""Random play holds the core contract for 2, 4 and 6 players (and 3 and 5 with a Neutral), and
observations hide what each player must not see."""

import random
from collections import Counter

import pytest

from lionheart_core.rulesets.crusade import RULESET as RS
from lionheart_core.rulesets.crusade import Options
from lionheart_core.rulesets.crusade.play import ability
from lionheart_core.testing import check_random_play, random_game


def hidden(state, obs, player):
    """What ``player`` must not see: other hands and edicts (until the end), the Provisions deck,
    the edict piles, the event deck (but the peek), the others' contributions."""
    over = state.phase == "over"
    for p, q in zip(state.players, obs.players, strict=True):
        assert len(p.hand) == len(q.hand)
        if p.seat != player and not over:
            assert set(q.hand) <= {"X"} and q.edict == "X"
        else:
            assert q.hand == p.hand and q.edict == p.edict
    assert set(obs.provisions) <= {"X"} and len(obs.provisions) == len(state.provisions)
    assert all(set(d) <= {"X"} for d in obs.edict_decks)
    for (c, owner), (oc, oo) in zip(state.crusade, obs.crusade, strict=True):
        assert oo == owner and oc == (c if owner == player else "X")
    peek = ability(state, player) == "peek_event"
    for i, e in enumerate(obs.event_deck):
        assert e == (state.event_deck[0] if peek and i == 0 else "X")
    for pd, opd in zip(state.pending, obs.pending, strict=True):
        if pd.kind == "edict" and pd.player != player:
            assert set(opd.options) == {"X"}


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_random_play_holds_the_contract(n):
    report = check_random_play(RS, Options(players=n), games=2, seed=n, hidden=hidden, every=5)
    assert report.games == 2
    assert len(report.event_keys) > 20
    assert all(r.reason for r in report.results)


def test_random_play_without_character_abilities():
    report = check_random_play(RS, Options(players=5, abilities=False), games=1, seed=9, hidden=hidden)
    assert report.games == 1


@pytest.mark.parametrize("n", [2, 4, 6])
def test_determinize_keeps_what_the_player_saw_and_every_card(n):
    rng = random.Random(n)
    state, log = random_game(RS, Options(players=n), seed=n + 40)
    # a position in the middle of the game
    mid = RS.replay(Options(players=n), n + 40, log[: len(log) // 2])
    for p in mid.players:
        obs = RS.observe(mid, p.seat)
        full = RS.determinize(obs, p.seat, rng)
        assert full.player(p.seat) == mid.player(p.seat)
        text = RS.to_text(full)
        assert "X" not in text and "?" not in text.split("dice=")[0]
        assert RS.from_text(RS.to_text(full)) == full  # a valid position: every card exactly once
        assert RS.observe(full, p.seat) == obs
        assert RS.observe(obs, p.seat) == obs  # observing twice shows nothing more or less
        total = Counter(c for q in full.players for c in q.hand) + Counter(full.provisions) + Counter(
            c for c, _ in full.crusade)
        assert sum(total.values()) + sum(full.reserve) == 240
        assert RS.legal_actions(full, RS.to_move(full)[0]) if RS.to_move(full) else True


def test_bots_play_from_observations_only():
    from lionheart_core.bots import make_bot

    opts = Options(players=4)
    s = RS.new_game(opts, seed=3)
    bots = {p: make_bot("heuristic", RS, seed=i) for i, p in enumerate(RS.players(opts))}
    for _ in range(60):
        if RS.is_over(s):
            break
        who = RS.to_move(s)[0]
        a = bots[who].choose(RS.observe(s, who), who)
        s, _ = RS.apply(s, a)
    assert s.round >= 2


PRIVATE = {"draw": 1, "contribute": 1, "edict.keep": 1, "event.peek": 1, "rob": 2}


def test_log_privacy_lines_naming_hidden_cards_reach_only_who_may_know():
    """Over random games of every size: a line naming a card drawn, contributed, stolen, an edict
    kept or the next event carries the audience of the players who may know it, and everybody
    else reads its public line (or nothing)."""
    for n in range(2, 7):
        rng = random.Random(n)
        state = RS.new_game(Options(players=n), seed=n + 70)
        seen_keys = set()
        while not RS.is_over(state):
            who = RS.to_move(state)[0]
            before = state
            state, events = RS.apply(state, rng.choice(RS.legal_actions(state, who)))
            for e in events:
                if e.key in PRIVATE:
                    seen_keys.add(e.key)
                    assert e.audience is not None and len(e.audience) == PRIVATE[e.key], e.key
                    for p in RS.players(state.opts):
                        shown = RS.events_for(before, events, p)
                        assert (e in shown) == (p in e.audience)
                        if p not in e.audience and e.public is not None:
                            assert e.public in shown and e.public.audience is None
        assert {"draw", "contribute"} <= seen_keys
