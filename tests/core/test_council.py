"""The council test game (tests/games/council) through the whole contract: N players, secret
hands, simultaneous secret votes, a shuffled deck, events with audiences, saves and undo."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest
from games.council import CARDS, HIDDEN, RULESET, Deal, Options, State, Vote

from lionheart_core import rulesets, saves
from lionheart_core.dice import Scripted, order_of
from lionheart_core.engine import IllegalAction, LoadError
from lionheart_core.testing import check_privacy, check_random_play, random_game

RS = RULESET
WORD = re.compile(r"[a-z]+")


def _known(state: State, player: str) -> set[str]:
    """The cards ``player`` may know in ``state``: their hand, their vote, every vote shown."""
    i = RS.players(state.opts).index(player)
    known = set(state.hands[i]) | {c for votes in state.shown for c in votes}
    if state.votes[i]:
        known.add(state.votes[i])
    return known


def _cards_in(text: str) -> set[str]:
    return set(WORD.findall(text)) & set(CARDS)


def _hidden(state: State, obs: State, player: str) -> None:
    """What an observation must not show: others' hands, others' pending votes, the deck."""
    ids = RS.players(state.opts)
    for k, p in enumerate(ids):
        if p == player:
            assert obs.hands[k] == state.hands[k] and obs.votes[k] == state.votes[k]
        else:
            assert set(obs.hands[k]) <= {HIDDEN} and len(obs.hands[k]) == len(state.hands[k])
            assert obs.votes[k] in (None, HIDDEN) and (obs.votes[k] is None) == (state.votes[k] is None)
    assert set(obs.deck) <= {HIDDEN}
    assert _cards_in(RS.to_text(obs)) <= _known(state, player)
    assert _cards_in(RS.dump(obs)) <= _known(state, player)


def test_registered_for_the_tests_only():
    assert "test-council" in rulesets.ids()
    assert "test-council" not in rulesets.builtin_ids()
    assert rulesets.get("test-council") is RS


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_play_holds_the_contract(players):
    opts = Options(players=players)
    assert len(RS.seats(opts)) == players and len({s.colour for s in RS.seats(opts)}) == players
    report = check_random_play(RS, opts, games=2, seed=players, every=1, hidden=_hidden)
    assert report.games == 2
    assert all(n == 1 + players * opts.rounds for n in report.lengths)
    assert {"deal", "dealt", "vote", "vote.public", "reveal", "round", "draw.public", "over"} <= report.event_keys
    for result in report.results:
        assert result.winners and set(result.scores) == set(RS.players(opts))
        assert sum(result.scores.values()) == opts.rounds * (opts.rounds + 1) / 2


def test_facts_are_declared():
    facts = RS.facts
    assert (facts.min_players, facts.max_players) == (2, 6)
    assert facts.simultaneous and not facts.perfect_information and not facts.zero_sum
    assert facts.chance == frozenset({"shuffle"}) and facts.player_option == "players"


def _dealt(players=3, order=None, opts=None) -> State:
    """A game just dealt from a scripted shuffle: the deck in ``order`` (default: as printed)."""
    opts = opts or Options(players=players)
    state = RS.new_game(opts, seed=1)
    wanted = list(order or CARDS)
    state, _ = RS.apply(state, Deal("p1"), Scripted([order_of(CARDS, wanted)]))
    return state


def test_everybody_votes_at_once_and_the_strongest_card_scores_the_round():
    state = _dealt()
    assert state.hands == (("alder", "almond", "apple"), ("aspen", "bay", "beech"), ("birch", "box", "cedar"))
    assert RS.to_move(state) == ("p1", "p2", "p3")
    state, events = RS.apply(state, Vote("p2", "bay"))
    assert RS.to_move(state) == ("p1", "p3")
    assert [e.key for e in events] == ["vote"] and events[0].audience == ("p2",)
    state, _ = RS.apply(state, Vote("p3", "birch"))
    state, events = RS.apply(state, Vote("p1", "apple"))
    keys = [e.key for e in events]
    assert keys == ["vote", "reveal", "reveal", "reveal", "round", "draw", "draw", "draw"]
    assert all(e.reveal for e in events if e.key == "reveal")
    assert state.scores == (0, 0, 1) and state.round == 2
    assert state.shown == (("apple", "bay", "birch"),)
    assert state.hands[0] == ("alder", "almond", "cherry")  # the top card of the deck
    assert RS.to_move(state) == ("p1", "p2", "p3")


def test_refusals_say_why_and_change_nothing():
    state = _dealt()
    before = RS.dump(state)
    for action, why in ((Vote("p1", "oak"), "does not hold"), (Deal("p1"), "not an action"),
                        ("vote", "not an action")):
        with pytest.raises(IllegalAction, match=why):
            RS.apply(state, action)
    state2, _ = RS.apply(state, Vote("p1", "alder"))
    with pytest.raises(IllegalAction, match="not Abbot's turn"):
        RS.apply(state2, Vote("p1", "almond"))
    assert RS.dump(state) == before


def test_the_game_ends_after_the_last_round_with_shared_wins():
    state = _dealt(players=2, opts=Options(players=2, hand=2, rounds=2))
    # p1 holds alder, almond; p2 holds apple, aspen.
    for a in (Vote("p1", "alder"), Vote("p2", "aspen")):
        state, _ = RS.apply(state, a)
    assert state.scores == (0, 1)
    for a in (Vote("p1", "bay"), Vote("p2", "apple")):  # round 2 (2 points): p1 drew the bay
        state, events = RS.apply(state, a)
    assert RS.is_over(state) and RS.to_move(state) == ()
    result = RS.result(state)
    assert result.winners == ("p1",) and result.scores == {"p1": 2.0, "p2": 1.0}
    assert "wins the council with 2 points" in result.reason
    assert "draw" not in [e.key for e in events]  # nobody draws after the last round
    tied = dataclasses.replace(_dealt(players=2, opts=Options(players=2, hand=2, rounds=3)), scores=(3, 0), round=3)
    for a in (Vote("p1", "almond"), Vote("p2", "apple")):
        tied, _ = RS.apply(tied, a)
    result = RS.result(tied)
    assert result.winners == ("p1", "p2") and result.reason == "Abbot, Baron share the win with 3 points each."


def test_observe_hides_hands_pending_votes_and_the_deck():
    state = _dealt()
    state, _ = RS.apply(state, Vote("p2", "bay"))
    obs = RS.observe(state, "p1")
    assert obs.seed is None and obs.hands[0] == state.hands[0]
    assert obs.hands[1] == (HIDDEN, HIDDEN) and obs.votes == (None, HIDDEN, None)
    assert RS.observe(state, "p2").votes == (None, "bay", None)
    spectator = RS.observe(state, None)
    assert all(set(h) == {HIDDEN} for h in spectator.hands)
    _hidden(state, obs, "p1")


def test_determinize_agrees_with_the_observation_and_samples_the_rest():
    state = _dealt(players=4)
    state, _ = RS.apply(state, Vote("p3", "cedar"))
    obs = RS.observe(state, "p1")
    samples = [RS.determinize(obs, "p1", random.Random(k)) for k in range(20)]
    for full in samples:
        assert RS.observe(full, "p1") == obs
        cards = [c for h in full.hands for c in h] + [v for v in full.votes if v] + list(full.deck)
        assert sorted(cards) == sorted(CARDS)
        RS.check(full, RS.legal_actions(full, "p2")[0])
    assert len({s.votes[2] for s in samples}) > 3  # p3's pending vote is sampled, not seen


def test_log_privacy_no_player_reads_a_card_they_cannot_know():
    """Over random games of every size, what events_for gives a player never names another
    player's hand, draw or vote before it is shown."""
    for players in range(2, 7):
        rng = random.Random(players)
        state = RS.new_game(Options(players=players), seed=players)
        while not RS.is_over(state):
            who = rng.choice(RS.to_move(state))
            before = state
            state, events = RS.apply(state, rng.choice(RS.legal_actions(state, who)))
            for p in RS.players(state.opts):
                lines = RS.events_for(before, events, p)
                text = " ".join(e.render(lang) for e in lines for lang in ("en", "nl", "fr"))
                assert _cards_in(text) <= _known(state, p), (p, text)
            spectator = " ".join(e.text for e in RS.events_for(before, events, None))
            assert _cards_in(spectator) <= {c for votes in state.shown for c in votes}


@pytest.mark.parametrize("players", [2, 4, 6])
def test_nothing_a_player_reads_names_a_card_they_cannot_know(players):
    """lionheart_core.testing.check_privacy: the log, the position text, the dump and the turn
    summary of each seat's view name no card hidden from that seat (a spectator knows only the
    cards shown)."""

    def secrets(state, seat):
        if seat is None:
            return set(CARDS) - {c for votes in state.shown for c in votes}
        return set(CARDS) - _known(state, seat)

    assert check_privacy(RS, Options(players=players), games=2, seed=players, secrets=secrets) > 10


def test_the_privacy_check_catches_a_leak(monkeypatch):
    """A rules bug that shows a vote to everybody is caught."""
    original = RS._vote

    def leaky(state, action):
        new, events = original(state, action)
        return new, [dataclasses.replace(e, audience=None) for e in events]

    monkeypatch.setattr(RS, "_vote", leaky)
    with pytest.raises(AssertionError, match="reads the secret"):
        check_privacy(RS, Options(players=3), games=1, seed=1,
                      secrets=lambda state, seat: set(CARDS) - (_known(state, seat) if seat else set()))


def test_a_players_own_draw_and_vote_are_theirs_alone():
    state = _dealt()
    for a in (Vote("p1", "alder"), Vote("p2", "aspen")):
        state, _ = RS.apply(state, a)
    before = state
    state, events = RS.apply(state, Vote("p3", "box"))
    draws = [e for e in events if e.key == "draw"]
    assert [e.audience for e in draws] == [("p1",), ("p2",), ("p3",)]
    mine = [e.text for e in RS.events_for(before, events, "p2") if e.key.startswith("draw")]
    assert mine == ["Abbot draws a card.", "Baron draws the chestnut (11).", "Countess draws a card."]


def test_undo_policy_shuffle_and_reveal_are_barriers():
    state = RS.new_game(Options(), seed=5)
    state, events, entry = RS.step(state, Deal("p1"))
    assert entry.drew and not RS.undoable(Deal("p1"), events, entry)
    # The shuffle is refused an undo even when the rules' events say nothing about it.
    assert not RS.undoable(Deal("p1"), [], entry)
    ids = RS.players(state.opts)
    for k, p in enumerate(ids):
        action = RS.legal_actions(state, p)[0]
        state, events, entry = RS.step(state, action)
        last = k == len(ids) - 1
        assert not entry.drew
        assert RS.undoable(action, events, entry) == (not last)  # the last vote shows every card


def test_save_load_and_replay():
    opts = Options(players=5)
    state, log = random_game(RS, opts, seed=8)
    for cut in (0, 1, 7, len(log)):
        part = RS.replay(opts, 8, log[:cut])
        doc = saves.save_text(saves.build_save(RS, opts, 8, log[:cut], part, {}))
        loaded = saves.parse_save(doc)
        assert RS.state_hash(loaded.state) == RS.state_hash(part)
        assert loaded.ruleset is RS and loaded.log == log[:cut]
    assert RS.state_hash(RS.replay(opts, 8, log)) == RS.state_hash(state)


def test_position_text_round_trips_and_refuses_nonsense():
    state = _dealt(players=4)
    state, _ = RS.apply(state, Vote("p4", "chestnut"))
    for s in (RS.new_game(Options(players=2), seed=3), state, RS.observe(state, "p2"), RS.observe(state, None)):
        text = RS.to_text(s)
        assert RS.from_text(text) == s, text
    assert RS.to_text(RS.observe(state, "p2")).startswith("vote r1 4p/3h/4r | ?*3:- ; aspen.bay.beech:- ; ?*3:- ; ?*2:? | deck ?*24 |")
    for bad in ("", "vote r1", RS.to_text(state).replace("4p", "9p"),
                RS.to_text(state).replace("alder", "oak"), RS.to_text(state).replace("scores 0", "scores x")):
        with pytest.raises(LoadError):
            RS.from_text(bad)
    with pytest.raises(LoadError):
        RS.load(RS.dump(state).replace('"p1"', '"p9"').replace("alder", "alder2"))
