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


# ---- a deck between parties as every copy follows it (mental.Deal) -----------------------------

HAND = 2  # each party is dealt two cards from the top, in party order (as the crusade deals)


def play_deal(parties: int, size: int = 8, name: str = "g2/provisions", cheat=None):
    """Every party commits and shuffles in turn, the last locks at once and the others after it
    (locks commute); each party publishes its key for every card dealt to another. Returns the
    lockers and every copy's Deal (they received the same messages)."""
    lockers = [Locker(secret(10 + i), name, size) for i in range(parties)]
    copies = [mental.Deal(name, size, parties) for _ in range(parties)]

    def send(kind, party, *args):
        if cheat is not None:
            args = cheat(kind, party, args)
        for d in copies:
            getattr(d, kind)(party, *args)

    for i, lk in enumerate(lockers):
        send("commit", i, lk.commitment())
    # Shuffles in party order; the last party locks at once (in the same file), the others after.
    order = [*range(parties), parties - 1, *range(parties - 1)]
    for n, i in enumerate(order):
        send("take_round", i, "shuffle" if n < parties else "lock", copies[0].my_round(lockers[i], i))
    for d in copies:
        assert d.locked()
    for i, lk in enumerate(lockers):
        for holder in range(parties):
            if holder != i:
                for j in range(holder * HAND, holder * HAND + HAND):
                    send("give_key", i, j, lk.opening_key(j))
    return lockers, copies


@pytest.mark.parametrize("parties", [2, 3])
def test_each_party_reads_its_hand_and_no_other(parties):
    lockers, copies = play_deal(parties)
    hands = {}
    for i, (lk, d) in enumerate(zip(lockers, copies, strict=True)):
        assert not d.missing(i * HAND, i)
        hands[i] = [d.read(j, lk, i) for j in range(i * HAND, i * HAND + HAND)]
        for other in range(parties):  # every other hand: a key is missing, nothing opens
            if other != i:
                for j in range(other * HAND, other * HAND + HAND):
                    assert d.missing(j, i) == [other] and j not in d.cards
    dealt = [c for i in range(parties) for c in hands[i]]
    assert len(set(dealt)) == len(dealt)
    # The audit: every round redone, every published key and every card read checked.
    secrets = {i: lk.secret for i, lk in enumerate(lockers)}
    for d in copies:
        order = d.audit(secrets)
        assert order[:parties * HAND] == dealt and sorted(order) == list(range(8))


def test_a_deal_saves_as_json_and_loads_with_every_check_again():
    import json

    lockers, copies = play_deal(3)
    doc = json.loads(json.dumps(copies[0].to_doc()))
    again = mental.Deal.from_doc(doc)
    assert again.rounds == copies[0].rounds and again.keys == copies[0].keys
    doc["rounds"][2][2][0] = doc["rounds"][2][2][1]  # a card twice in party 2's shuffle
    with pytest.raises(DeckError, match="twice"):
        mental.Deal.from_doc(doc)


def test_a_false_key_is_refused_by_the_one_it_was_meant_for():
    def cheat(kind, party, args):
        if kind == "give_key" and party == 1 and args[0] == 0:  # party 1's key for party 0's first card
            return (args[0], args[1] * 3 % mental.Q)
        return args

    lockers, copies = play_deal(2, cheat=cheat)
    with pytest.raises(DeckError, match="open no card"):
        copies[0].read(0, lockers[0], 0)
    assert copies[0].read(1, lockers[0], 0) >= 0  # the other card is fine
    with pytest.raises(DeckError, match="false key"):  # and the audit names the party
        copies[1].audit({i: lk.secret for i, lk in enumerate(lockers)})


def test_rounds_out_of_turn_or_malformed_are_refused():
    lockers = [Locker(secret(20 + i), "g3/x", SIZE) for i in range(2)]
    d = mental.Deal("g3/x", SIZE, 2)
    with pytest.raises(DeckError, match="before committing"):
        d.take_round(0, "shuffle", lockers[0].shuffle(mental.fresh_deck(SIZE)))
    d.commit(0, lockers[0].commitment())
    d.commit(1, lockers[1].commitment())
    with pytest.raises(DeckError, match="not the one"):
        d.take_round(1, "shuffle", lockers[1].shuffle(mental.fresh_deck(SIZE)))
    with pytest.raises(DeckError, match="not the one"):
        d.take_round(0, "lock", lockers[0].lock(mental.fresh_deck(SIZE)))
    with pytest.raises(DeckError, match="not a deck"):
        d.take_round(0, "shuffle", mental.fresh_deck(SIZE)[:-1])
    with pytest.raises(DeckError):
        d.give_key(0, 0, 5)  # not locked yet
    d.take_round(0, "shuffle", d.my_round(lockers[0], 0))
    assert d.due() == [(1, "shuffle"), (0, "lock"), (1, "lock")]


def test_a_swapped_card_is_found_when_it_opens_or_at_the_audit():
    # Party 1 swaps a card of the deck for one of its own making (card 7 of a bigger deck: not a
    # card of this one) while shuffling: no value twice, so it passes at once...
    def cheat(kind, party, args):
        if kind == "take_round" and party == 1 and args[0] == "shuffle":
            deck = list(args[1])
            lk = Locker(secret(11), "g2/provisions", 8)
            deck[0] = pow(mental.encode(9), lk.shuffle_key(), mental.P)
            return (args[0], deck)
        return args

    lockers, copies = play_deal(2, cheat=cheat)
    secrets = {i: lk.secret for i, lk in enumerate(lockers)}
    with pytest.raises(DeckError, match=r"round 2 of the deck \(party 1\)"):
        copies[0].audit(secrets)
    # ... and whoever draws the swapped card finds no card in it at once.
    keys = {j: [lk.opening_key(j) for lk in lockers] for j in range(8)}
    bad = [j for j in range(8) if _opens_not(copies[0].deck[j], j, keys[j])]
    assert len(bad) == 1


def _opens_not(x, j, keys):
    try:
        mental.open_card(x, j, keys, 8)
    except DeckError:
        return True
    return False


def test_a_card_given_to_one_party_alone_opens_for_it_only():
    # A robbed card: every key but the victim's is public (they went out when the victim drew it);
    # the victim's key goes to the robber wrapped, so a third party still cannot read it.
    lockers, copies = play_deal(3)
    victim, robber, third = 0, 1, 2
    j = 0
    pub = {i: mental.dh_public(lk.secret) for i, lk in enumerate(lockers)}
    wrapped = mental.wrap_key(lockers[victim].secret, pub[robber], lockers[victim].opening_key(j),
                              "g2/provisions", j, victim, robber)
    assert wrapped != lockers[victim].opening_key(j)
    key = mental.unwrap_key(lockers[robber].secret, pub[victim], wrapped, "g2/provisions", j, victim, robber)
    card = copies[robber].read(j, lockers[robber], robber, given={victim: key})
    assert card == copies[victim].read(j, lockers[victim], victim)
    # The third party unwraps with its own secret: no key, no card.
    wrong = mental.unwrap_key(lockers[third].secret, pub[victim], wrapped, "g2/provisions", j, victim, robber)
    with pytest.raises(DeckError):
        copies[third].read(j, lockers[third], third, given={victim: wrong % mental.Q or 1})


def test_a_key_multiplied_by_a_small_number_opens_no_card():
    # With cards encoded as small squares ((k + 2)²) a key doubled turned card 0 into card 2: a
    # false key passed for a true one. Hashed encodings leave no such shortcut.
    table = {mental.encode(k) for k in range(90)}
    for k in range(90):
        for e in (2, 3, 4, 5, 6, 8):
            assert pow(mental.encode(k), e, mental.P) not in table


def test_a_keyring_sends_a_draw_key_in_the_open_and_a_held_cards_keys_alone():
    lockers, copies = play_deal(3)
    rings = [mental.Keyring(d, lk, i) for i, (d, lk) in enumerate(zip(copies, lockers, strict=True))]
    j = 3 * HAND  # the top of the deck left: nobody's yet; party 1 draws it
    published, alone = rings[0].for_draw(j, 1, rings[1].dh)
    assert published == [(0, lockers[0].opening_key(j))] and alone == []
    assert rings[1].for_draw(j, 1, rings[1].dh) == ([], [])  # the drawer sends nothing
    for ring in (rings[0], rings[2]):
        for q, key in ring.for_draw(j, 1, rings[1].dh)[0]:
            for d in copies:
                d.give_key(q, j, key)
    card = rings[1].read(j)
    # Party 1 now holds it: a later drawer (or robber) gets its key alone, never in the open.
    published, alone = rings[1].for_draw(j, 2, rings[2].dh)
    assert published == [] and [q for q, _ in alone] == [1]
    rings[2].take_alone(j, 1, rings[1].dh, alone)
    assert rings[2].read(j) == card and not rings[0].reads(j)
    with pytest.raises(DeckError, match="names no other party"):
        rings[2].take_alone(j, 1, rings[1].dh, [(2, 5)])
    with pytest.raises(DeckError, match="not for this deck"):
        mental.Keyring(copies[0], Locker(secret(10), "another/deck", 8), 0)
    # Opened face up by its holder: every key not public yet goes out, and every copy reads it.
    for q, key in rings[2].to_open(j):
        for d in copies:
            d.give_key(q, j, key)
    assert all(d.cards[j] == card for d in copies)


# ---- a deck re-made from ciphertexts: the crusade's Crusade deck (mental.SubDeck) ---------------

CARDS = 20  # card numbers: the dealt deck's 0..7, cards face up from 8 (the starting cards, 8 to 10)


def remake(lockers, pieces, draw, name="g2/crusade/1", cheat=None, keys=True, masks=None):
    """Every party's copy of one round of a deck re-made from ``pieces``: the masks (in the order
    given: they commute), the shuffles, the locks, then every opening key of the positions drawn.
    ``cheat(party, kind, values)`` may change what a party sends."""
    parties = len(lockers)
    copies = [mental.SubDeck(name, pieces, parties, CARDS, draw) for _ in range(parties)]

    def send(party, kind, values):
        if cheat is not None:
            values = cheat(party, kind, list(values))
        for c in copies:
            c.take_round(party, kind, values)

    for kind, order in (("mask", masks or list(reversed(range(parties)))), ("shuffle", range(parties)),
                        ("lock", range(parties))):
        for i in order:
            send(i, kind, copies[0].my_round(lockers[i].secret, i))
    if keys:
        for i, lk in enumerate(lockers):
            for p in range(copies[0].draw):
                for c in copies:
                    c.give_key(i, p, c.opening_key(lk.secret, p))
    return copies


@lru_cache(maxsize=2)
def _given(parties):
    """A dealt deck (each party holding two positions, read by it alone) and the first Crusade
    deck's pieces: three starting cards face up, then every party's two cards given face down."""
    lockers, deals = play_deal(parties)
    hands = {i: [deals[i].read(j, lk, i) for j in range(i * HAND, i * HAND + HAND)] for i, lk in enumerate(lockers)}
    pieces = [mental.open_piece(8 + k) for k in range(3)]
    pieces += [mental.piece_of(deals[0], j) for i in range(parties) for j in range(i * HAND, i * HAND + HAND)]
    plain = [8, 9, 10] + [c for i in range(parties) for c in hands[i]]
    return lockers, deals, tuple(pieces), tuple(plain)


def given(parties):
    lockers, deals, pieces, plain = _given(parties)
    return lockers, deals, list(pieces), list(plain)


def audit_of(sub, lockers, deals):
    return sub.audit({i: lk.secret for i, lk in enumerate(lockers)}, dict(deals[0].commitments), deals[0].name)


def test_a_piece_of_a_dealt_card_keeps_only_the_key_never_published():
    lockers, deals, pieces, _ = given(2)
    # Party 1's first card (position 2): party 0 published its key when it was dealt; party 1's is on.
    assert pieces[3 + 2].holds == ((1, deals[0].name, 2),)
    assert pieces[0].holds == () and pieces[0].value == mental.encode(8)
    with pytest.raises(DeckError):  # nobody but its holder reads it: the public keys open nothing
        mental.decode(pieces[3 + 2].value, 8)


@pytest.mark.parametrize("parties", [2, 3])
def test_the_cards_drawn_from_a_remade_deck_are_cards_given_and_the_rest_go_on_to_the_next_round(parties):
    lockers, deals, pieces, plain = given(parties)
    draw = 2 * parties - 1
    copies = remake(lockers, pieces, draw)
    opened = copies[0].opened
    assert all(c.opened == opened for c in copies) and sorted(opened) == list(range(draw))
    order = audit_of(copies[0], lockers, deals)
    assert sorted(order) == sorted(plain)  # every card given is in the deck, once: none doubled, none lost
    assert [order[p] for p in range(draw)] == [opened[p] for p in range(draw)]
    assert order != plain  # mixed
    # The next round: the cards left (every party's layers on them) and one more card face up.
    nxt = remake(lockers, [*copies[0].left(), mental.open_piece(11)], parties, name="g2/crusade/2")
    again = audit_of(nxt[1], lockers, deals)
    assert sorted(again) == sorted([*order[draw:], 11])
    assert [again[p] for p in range(parties)] == [nxt[0].opened[p] for p in range(parties)]


def test_no_copy_can_follow_a_card_given_to_where_it_is_drawn():
    lockers, deals, pieces, plain = given(2)
    copies = remake(lockers, pieces, 3)
    sub = copies[0]
    # Nothing to follow by equality: no number of a round is a number of a round before it.
    seen = {p.value for p in pieces}
    for _, _, values in sub.rounds:
        assert not seen & set(values)
        seen |= set(values)
    # A party alone, with its own secret and everything public, reads no card left in the deck:
    # every other party's mask and shuffle key are still on it.
    left = sub.current()[sub.draw:]
    for lk in lockers:
        mine = pow(mental._layer(lk.secret, sub.name, None), -1, mental.Q)
        for x in left:
            with pytest.raises(DeckError):
                mental.decode(pow(x, mine, mental.P), CARDS)
    # Nor any piece after the masks, while the deck is still in the public order (where a card
    # read would say who gave it): the others' masks are on every one, its giver's too.
    masked = sub.rounds[1][2]  # after both masks, before any shuffle
    for lk in lockers:
        mine = pow(mental._key(lk.secret, sub.name, "mask"), -1, mental.Q)
        for x in masked:
            with pytest.raises(DeckError):
                mental.decode(pow(x, mine, mental.P), CARDS)
    # Where a card ends depends on every party's secret: a party that knows its own order alone
    # cannot say where its card went (the others' orders moved it), so nor where anyone else's did.
    open_cards = [mental.open_piece(k) for k in range(6)]
    for fixed in (0, 1):
        places = set()
        for n in range(3):
            others = [lk if i == fixed else Locker(secret(100 + n), lk.deck, lk.size) for i, lk in enumerate(lockers)]
            sub = remake(others, open_cards, 2, name=f"g2/crusade/free{n}", keys=False)[0]
            order = sub.audit({i: lk.secret for i, lk in enumerate(others)},
                              {i: lk.commitment() for i, lk in enumerate(others)}, others[0].deck)
            places.add(order.index(0))
        assert len(places) > 1


def test_a_false_key_for_a_position_drawn_is_refused_by_every_copy_at_once():
    lockers, deals, pieces, _ = given(2)
    copies = remake(lockers, pieces, 3, keys=False)
    for c in copies:
        c.give_key(0, 1, c.opening_key(lockers[0].secret, 1))
        with pytest.raises(DeckError, match="open no card"):
            c.give_key(1, 1, c.opening_key(lockers[1].secret, 1) * 5 % mental.Q)
    copies[0].give_key(1, 0, copies[0].opening_key(lockers[1].secret, 0))
    with pytest.raises(DeckError, match="false key"):  # and the audit names whoever published one
        copies[0].keys[(0, 0)] = copies[0].opening_key(lockers[0].secret, 2)
        audit_of(copies[0], lockers, deals)


def test_a_card_doubled_or_left_out_in_a_round_is_refused_at_once():
    lockers, deals, pieces, _ = given(2)
    sub = mental.SubDeck("g2/crusade/1", pieces, 2, CARDS, 3)
    masked = sub.my_round(lockers[1].secret, 1)
    with pytest.raises(DeckError, match="twice"):
        sub.take_round(1, "mask", [*masked[:-1], masked[0]])
    with pytest.raises(DeckError, match="not a deck"):
        sub.take_round(1, "mask", masked[:-1])
    sub.take_round(1, "mask", masked)
    sub.take_round(0, "mask", sub.my_round(lockers[0].secret, 0))
    shuffled = sub.my_round(lockers[0].secret, 0)
    with pytest.raises(DeckError, match="twice"):
        sub.take_round(0, "shuffle", [shuffled[1], *shuffled[1:]])
    with pytest.raises(DeckError, match="not a deck"):
        sub.take_round(0, "shuffle", shuffled[1:])
    assert sub.due() == [(0, "shuffle"), (1, "shuffle")]  # nothing refused was taken in


def test_rounds_of_a_remade_deck_out_of_turn_are_refused():
    lockers, deals, pieces, _ = given(2)
    sub = mental.SubDeck("g2/crusade/1", pieces, 2, CARDS, 3)
    with pytest.raises(DeckError, match="shuffle"):  # a shuffle before every mask
        sub.take_round(0, "shuffle", sub.locker(lockers[0].secret).shuffle([p.value for p in pieces]))
    with pytest.raises(DeckError, match="lock"):
        sub.take_round(0, "lock", [p.value for p in pieces[:3]])
    sub.take_round(0, "mask", sub.my_round(lockers[0].secret, 0))
    with pytest.raises(DeckError, match="re-mask"):  # a mask twice
        sub.take_round(0, "mask", sub.my_round(lockers[1].secret, 1))
    sub.take_round(1, "mask", sub.my_round(lockers[1].secret, 1))
    sub.take_round(1, "shuffle", sub.my_round(lockers[1].secret, 1))  # shuffles in any order
    with pytest.raises(DeckError, match="re-mask"):  # a mask after a shuffle
        sub.take_round(0, "mask", sub.current())
    sub.take_round(0, "shuffle", sub.my_round(lockers[0].secret, 0))
    sub.take_round(0, "lock", sub.my_round(lockers[0].secret, 0))
    with pytest.raises(DeckError, match="before the deck is locked"):  # a key before the last lock
        sub.give_key(0, 0, sub.opening_key(lockers[0].secret, 0))
    sub.take_round(1, "lock", sub.my_round(lockers[1].secret, 1))
    with pytest.raises(DeckError, match="not a key"):  # a position not drawn opens for nobody
        sub.give_key(0, 3, sub.opening_key(lockers[0].secret, 3))


def test_a_giver_that_masks_another_card_than_the_one_it_gave_is_found_at_the_audit():
    lockers, deals, pieces, plain = given(2)
    at = 3 + 2  # party 1's first card given (position 2 of the dealt deck)
    # Party 1 masks first and puts a card of its choosing there (card 12: in no piece).
    mask = mental._key(lockers[1].secret, "g2/crusade/1", "mask")

    def cheat(party, kind, values):
        if party == 1 and kind == "mask":
            values[at] = pow(mental.encode(12), mask, mental.P)
        return values

    copies = remake(lockers, pieces, 7, cheat=cheat, masks=[1, 0])  # every card drawn: no card opens wrong
    assert 12 in copies[0].opened.values() and plain[at] not in copies[0].opened.values()
    with pytest.raises(DeckError, match=r"round 1 of the deck \(party 1\)"):
        audit_of(copies[0], lockers, deals)


def test_a_card_given_twice_shows_at_once_after_the_last_mask():
    lockers, deals, pieces, plain = given(2)
    at = 3 + 2
    mask = mental._key(lockers[1].secret, "g2/crusade/1", "mask")

    def cheat(party, kind, values):
        if party == 1 and kind == "mask":  # party 1 gives a starting card again in place of its own
            values[at] = pow(mental.encode(8), mask, mental.P)
        return values

    with pytest.raises(DeckError, match="twice"):
        remake(lockers, pieces, 3, cheat=cheat, masks=[1, 0])


def test_a_cheated_shuffle_is_found_when_its_card_is_drawn_or_at_the_audit():
    lockers, deals, pieces, _ = given(2)
    for place, when in ((0, "drawn"), (6, "audit")):
        def cheat(party, kind, values, place=place):
            if party == 1 and kind == "shuffle":  # the last shuffler puts a number of its own there
                values[place] = pow(values[place], 3, mental.P)
            return values

        if when == "drawn":
            with pytest.raises(DeckError, match="open no card"):
                remake(lockers, pieces, 3, cheat=cheat)
        else:
            copies = remake(lockers, pieces, 3, cheat=cheat)
            with pytest.raises(DeckError, match=r"round 4 of the deck \(party 1\)"):
                audit_of(copies[0], lockers, deals)


def test_a_remade_deck_saves_as_json_and_loads_with_every_check_again():
    import json

    lockers, deals, pieces, _ = given(2)
    sub = remake(lockers, pieces, 3)[0]
    doc = json.loads(json.dumps(sub.to_doc()))
    again = mental.SubDeck.from_doc(doc)
    assert again.rounds == sub.rounds and again.keys == sub.keys and again.opened == sub.opened
    assert again.pieces == sub.pieces and audit_of(again, lockers, deals) == audit_of(sub, lockers, deals)
    doc["rounds"][2][2][1] = doc["rounds"][2][2][0]  # a card twice in the first shuffle
    with pytest.raises(DeckError, match="twice"):
        mental.SubDeck.from_doc(doc)


def test_a_robbed_card_given_to_the_crusade_is_unmasked_by_its_first_drawer():
    # Party 1 draws position 6 (parties 0 and 2 publish their keys), party 2 robs it (party 1's
    # key goes to it alone) and gives it: the piece still wears party 1's key, which party 1 takes
    # off in its re-mask, under its mask; the card drawn is the card robbed.
    lockers, copies = play_deal(3)
    rings = [mental.Keyring(d, lk, i) for i, (d, lk) in enumerate(zip(copies, lockers, strict=True))]
    j = 6
    for ring in (rings[0], rings[2]):
        for q, key in ring.for_draw(j, 1, rings[1].dh)[0]:
            for d in copies:
                d.give_key(q, j, key)
    card = rings[1].read(j)
    rings[2].take_alone(j, 1, rings[1].dh, rings[1].hand_over(j, 2, rings[2].dh))
    assert rings[2].read(j) == card
    piece = mental.piece_of(copies[0], j)
    assert piece.holds == ((1, copies[0].name, j),)
    sub = remake(lockers, [piece, mental.open_piece(8), mental.open_piece(9)], 3, name="g2/crusade/robbed")[0]
    assert sorted(sub.opened.values()) == sorted([card, 8, 9])
    assert sub.audit({i: lk.secret for i, lk in enumerate(lockers)}, dict(copies[0].commitments), copies[0].name)
