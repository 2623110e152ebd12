"""Face-down cards between parties that trust nobody (core/mental.py)."""

from __future__ import annotations

import hashlib
from functools import lru_cache

import pytest

from lionheart_core import mental
from lionheart_core.mental import DeckError, Locker

SIZE = 6


def secret(n: int) -> bytes:
    return hashlib.sha256(f"deck secret {n}".encode()).digest()


@lru_cache(maxsize=4)
def _deal(parties: int, deck: str):
    lockers = [Locker(secret(i), deck, SIZE) for i in range(parties)]
    rounds = []
    current = mental.fresh_deck(SIZE)
    for i, lk in enumerate(lockers):
        current = lk.shuffle(current)
        rounds.append((i, current))
    for i, lk in enumerate(lockers):
        current = lk.lock(current)
        rounds.append((i, current))
    return lockers, tuple(rounds), current


def deal(parties: int, deck: str = "g1/provisions"):
    lockers, rounds, current = _deal(parties, deck)
    return lockers, list(rounds), current


@pytest.mark.parametrize("parties", [2, 3])
def test_every_card_opens_for_its_drawer_and_the_audit_agrees(parties):
    lockers, rounds, locked = deal(parties)
    drawn = []
    for j in range(SIZE):
        drawer = j % parties
        others = [lk.opening_key(j) for i, lk in enumerate(lockers) if i != drawer]
        drawn.append(mental.open_card(locked[j], j, [*others, lockers[drawer].opening_key(j)], SIZE))
    assert sorted(drawn) == list(range(SIZE))  # a permutation: no card twice, none left out
    order = mental.audit(SIZE, rounds, {i: lk.secret for i, lk in enumerate(lockers)}, "g1/provisions",
                         {i: lk.commitment() for i, lk in enumerate(lockers)})
    assert order == drawn
    assert drawn != list(range(SIZE))  # shuffled


def test_the_other_keys_alone_open_nothing():
    lockers, _, locked = deal(2)
    # Party 1 shows its key for card 0 (drawn by party 0): without party 0's key it is no card.
    with pytest.raises(DeckError):
        mental.open_card(locked[0], 0, [lockers[1].opening_key(0)], SIZE)
    # Nor does a key of another position open it.
    with pytest.raises(DeckError):
        mental.open_card(locked[0], 0, [lockers[1].opening_key(1), lockers[0].opening_key(0)], SIZE)


def test_a_false_opening_key_is_refused_at_once():
    lockers, _, locked = deal(2)
    false = (lockers[1].opening_key(3) * 7) % mental.Q
    with pytest.raises(DeckError):
        mental.open_card(locked[3], 3, [false, lockers[0].opening_key(3)], SIZE)


def test_a_doubled_card_is_found_at_the_audit():
    lockers, rounds, _ = deal(2)
    party, sent = rounds[1]
    cheat = list(sent)
    cheat[5] = cheat[4]  # party 1 doubles a card while shuffling
    rounds[1] = (party, cheat)
    with pytest.raises(DeckError, match="round 2"):
        mental.audit(SIZE, rounds, {i: lk.secret for i, lk in enumerate(lockers)}, "g1/provisions",
                     {i: lk.commitment() for i, lk in enumerate(lockers)})


def test_a_secret_changed_at_reveal_time_is_refused():
    lockers, rounds, _ = deal(2)
    commitments = {i: lk.commitment() for i, lk in enumerate(lockers)}
    with pytest.raises(DeckError, match="committed"):
        mental.audit(SIZE, rounds, {0: lockers[0].secret, 1: secret(99)}, "g1/provisions", commitments)


def test_a_deck_that_is_not_a_deck_is_refused():
    lk = Locker(secret(0), "g1/x", SIZE)
    with pytest.raises(DeckError):
        lk.shuffle(mental.fresh_deck(SIZE)[:-1])
    with pytest.raises(DeckError):
        lk.lock([0] * SIZE)


def test_cards_are_quadratic_residues():
    # Encryption keeps them in the prime-order subgroup: the Legendre symbol says nothing.
    _, _, locked = deal(2)
    for x in [*mental.fresh_deck(SIZE), *locked]:
        assert pow(x, mental.Q, mental.P) == 1
