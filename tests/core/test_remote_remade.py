"""Decks made again in play in the turn files (core/remote_cards.py, ``Remade`` and its place in
``Cards``; docs/remote-play.md, "The Crusade deck"): one ``mental.SubDeck`` a round, the rounds
and keys each party owes read from the decks, a party's steps in turn, every copy taking the
same steps to the same cards drawn, the cards left going on, refusals, and the audit."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from test_mental import HAND, play_deal

from lionheart_core import mental
from lionheart_core.mental import DeckError
from lionheart_core.remote_cards import Cards, Remade

CARDS = 20  # the dealt deck's cards 0..7, cards face up from 8


def _copies(parties):
    lockers, deals = play_deal(parties)
    return lockers, deals, [Remade("g2", parties) for _ in range(parties)]


def _hands(lockers, deals):
    """The cards each party was dealt (read by it alone), in the order of the positions."""
    return [deals[i].read(j, lk, i) for i, lk in enumerate(lockers) for j in range(i * HAND, i * HAND + HAND)]


def _round_one(parties):
    """The starting cards face up, then each party's two cards (its dealt positions)."""
    return [("open", 8), ("open", 9), ("open", 10)] + [("pos", j) for i in range(parties)
                                                      for j in range(i * HAND, i * HAND + HAND)]


def exchange(copies, lockers, first):
    """The files until nobody owes: the next writer is the first party after the last writer
    (from ``first``) that owes; each copy takes every step of each file. Returns the writers and
    the kinds each file carried."""
    parties = len(copies)
    files = []
    writer = first
    while True:
        owing = [p for p in range(parties) if copies[0].owes(p)]
        assert all([p for p in range(parties) if c.owes(p)] == owing for c in copies)
        if not owing:
            return files
        writer = next(p for k in range(parties) if (p := (writer + k) % parties) in owing)
        steps = copies[writer].my_steps(writer, lockers[writer].secret)
        assert steps, "a party that owes sends something"
        for c in copies:
            for step in steps:
                c.take(writer, step)
        files.append((writer, [k for step in steps for k in ("mask", "shuffle", "lock", "keys") if k in step]))
        writer = (writer + 1) % parties


@pytest.mark.parametrize("parties", [2, 3])
def test_every_copy_follows_a_deck_made_again_to_the_same_cards_drawn_and_the_rest_goes_on(parties):
    lockers, deals, copies = _copies(parties)
    draw = 2 * parties
    for i, c in enumerate(copies):
        c.make("crusade/1", _round_one(parties), deals[i], draw, CARDS)
        assert c.owes(i) == [("mask", "crusade/1", 0, i, i)]
    files = exchange(copies, lockers, first=parties - 1)
    opened = copies[0].opened("crusade/1")
    assert sorted(opened) == list(range(draw)) and all(c.opened("crusade/1") == opened for c in copies)
    plain = [8, 9, 10] + _hands(lockers, deals)
    assert set(opened.values()) <= set(plain)
    if parties == 2:  # B (its mask), A (mask, shuffle), B (shuffle, lock), A (lock, keys), B (keys)
        assert files == [(1, ["mask"]), (0, ["mask", "shuffle"]), (1, ["shuffle", "lock"]),
                         (0, ["lock", "keys"]), (1, ["keys"])]
    # the next round: the cards left, then one more card given by each party
    left = [("left", 1, k) for k in range(draw, len(plain))]
    more = [("open", 11 + i) for i in range(parties)]
    for i, c in enumerate(copies):
        c.make("crusade/2", left + more, deals[i], draw, CARDS)
    exchange(copies, lockers, first=0)
    again = copies[1].opened("crusade/2")
    assert sorted(again) == list(range(min(draw, len(left) + parties)))
    secrets = {i: lk.secret for i, lk in enumerate(lockers)}
    for c in copies[:1]:  # every copy audits the same steps: one shows it (each audit is seconds)
        c.audit(secrets, dict(deals[0].commitments), deals[0].name)
        assert sorted(c.full["crusade/1"]) == sorted(plain)
        assert [c.full["crusade/1"][p] for p in range(draw)] == [opened[p] for p in range(draw)]
        assert sorted(c.full["crusade/2"]) == sorted([*c.full["crusade/1"][draw:], *range(11, 11 + parties)])


def test_steps_out_of_turn_a_key_before_the_last_lock_and_a_key_in_another_name_are_refused():
    lockers, deals, copies = _copies(2)
    a, b = copies
    for i, c in enumerate(copies):
        c.make("crusade/1", _round_one(2), deals[i], 4, CARDS)
    shuffle = {"deck": "crusade/1", "shuffle": [mental.to_hex(x) for x in a.subs["crusade/1"].current()]}
    with pytest.raises(DeckError):  # a shuffle before every mask
        a.take(0, shuffle)
    for step in b.my_steps(1, lockers[1].secret):
        a.take(1, step)
        b.take(1, step)
    steps = a.my_steps(0, lockers[0].secret)
    assert [next(iter(set(s) - {"deck"})) for s in steps] == ["mask", "shuffle"]
    for step in steps:
        a.take(0, step)
        b.take(0, step)
    early = {"deck": "crusade/1", "keys": [[0, 0, mental.to_hex(a.subs["crusade/1"].opening_key(lockers[0].secret, 0))]]}
    with pytest.raises(DeckError, match="before"):
        a.take(0, early)
    for step in b.my_steps(1, lockers[1].secret):
        a.take(1, step)
    steps = a.my_steps(0, lockers[0].secret)
    assert [next(iter(set(s) - {"deck"})) for s in steps] == ["lock", "keys"]
    a.take(0, steps[0])
    with pytest.raises(DeckError):  # party 1 sends party 0's key as its own
        a.take(1, {"deck": "crusade/1", "keys": [[0, 0, steps[1]["keys"][0][2]]]})
    with pytest.raises(DeckError):  # two kinds in one step
        a.take(0, {"deck": "crusade/1", "keys": [], "lock": []})
    assert a.owes(0) == [("key", "crusade/1", j, 0, -1) for j in range(4)]


def test_a_key_that_opens_no_card_is_refused_by_every_copy():
    lockers, deals, copies = _copies(2)
    for i, c in enumerate(copies):
        c.make("crusade/1", _round_one(2), deals[i], 4, CARDS)
    while True:
        writer = next((p for p in range(2) if copies[0].owes(p) and copies[0].owes(p)[0][0] != "key"), None)
        if writer is None:
            break
        for step in copies[writer].my_steps(writer, lockers[writer].secret):
            if "keys" in step:
                continue
            for c in copies:
                c.take(writer, step)
    for c in copies:
        c.take(0, {"deck": "crusade/1", "keys": [[1, 0, mental.to_hex(c.subs["crusade/1"].opening_key(lockers[0].secret, 1))]]})
        false = mental.to_hex(c.subs["crusade/1"].opening_key(lockers[1].secret, 2))  # another position's key
        with pytest.raises(DeckError):
            c.take(1, {"deck": "crusade/1", "keys": [[1, 1, false]]})
        assert 1 not in c.opened("crusade/1")


@pytest.mark.parametrize("source", [("pos", 99), ("open", CARDS), ("left", 1, 0), ("left", 2, 5), ("thing", 1)])
def test_a_deck_made_of_a_source_that_is_none_is_refused(source):
    lockers, deals, copies = _copies(2)
    c = copies[0]
    c.make("crusade/1", _round_one(2), deals[0], 4, CARDS)
    with pytest.raises(DeckError):
        c.make("crusade/2", [source], deals[0], 4, CARDS)
    assert list(c.subs) == ["crusade/1"]


class _Decks:
    """The ruleset's side of a game with one dealt deck of 8 cards and nothing dealt at the
    opening (what :class:`Cards` asks of it here)."""

    decks = {"provisions": 8}

    def ledger(self):
        return None

    def dealt(self):
        return {}


def test_cards_owe_send_take_copy_and_audit_the_decks_made_again_beside_the_dealt_ones():
    lockers, deals = play_deal(2)
    tables = []
    for i in range(2):
        t = Cards(_Decks(), "g2", 2, [("a",), ("b",)])
        t.bind(i, lockers[i].secret)
        t.deals["provisions"] = deals[i]
        tables.append(t)
    for t in tables:
        t.remake("crusade/1", _round_one(2), 4, CARDS)
    assert [t.owing() for t in tables] == [{0, 1}, {0, 1}]
    before = tables[0].copy()
    for writer in (1, 0, 1, 0, 1):
        steps = tables[writer].my_steps()
        assert steps and all(step["deck"] == "crusade/1" for step in steps)
        for t in tables:
            for step in steps:
                t.take(writer, step)
    assert tables[0].owing() == set() and before.owing() == {0, 1}  # the copy was left as it was
    assert tables[0].remade.opened("crusade/1") == tables[1].remade.opened("crusade/1")
    assert len(tables[0].remade.opened("crusade/1")) == 4
    with pytest.raises(DeckError):
        tables[0].take(0, {"deck": "crusade/9", "mask": []})  # a deck never made
    for t in tables:
        t.close()
        for p in range(2):
            t.take(p, {"secret": lockers[p].secret.hex()})
        assert sorted(t.remade.full["crusade/1"]) == sorted([8, 9, 10] + _hands(lockers, deals))


def test_the_crusades_account_and_the_decks_made_again_agree_round_after_round():
    # The sources of crusade/hidden.CrusadeDeck (starting cards face up, positions given, a card
    # from the Reserve given, the cards left) made into decks by every copy: the cards drawn are
    # the crusade's cards, read by number, and round two's pieces are round one's cards left.
    from lionheart_core.rulesets.crusade import Options
    from lionheart_core.rulesets.crusade.hidden import CrusadeDeck, Ledger, number_card
    from lionheart_core.rulesets.crusade.model import HIDDEN
    from lionheart_core.rulesets.crusade.play import CARD_TYPES

    opts = Options(players=2)
    lockers, deals, copies = _copies(2)
    deck = CrusadeDeck(opts)
    ledger = Ledger(opts)
    a, b = list(ledger.hands)
    ledger.hands = {a: [0, 1], b: [2, ("open", "GC", 0)]}
    deck.give(ledger, a, [1, 0], 2)
    deck.give(ledger, b, [1, 0], 2)
    sources = deck.make()
    for i, c in enumerate(copies):
        c.make("crusade/1", sources, deals[i], deck.draw, deck.cards)
    exchange(copies, lockers, first=1)
    opened = {k: number_card(n) for k, n in copies[0].opened("crusade/1").items()}
    order = deck.count_order(opened)
    assert [c for c, _ in order[:4]] == [opened[k] for k in range(4)] and order[4:] == [(HIDDEN, "")] * 6
    deck.counted(SimpleNamespace(crusade=tuple(order[4:])))  # the view after the count: its deck only is read
    ledger.hands[a].append(("open", "RH", 1))  # taken from the Reserve, then given
    deck.give(ledger, a, [len(ledger.hands[a]) - 1], 1)
    assert deck.pieces() == [("left", 1, k) for k in range(4, 10)] + [("open", 90 + 6 * 7 + CARD_TYPES.index("RH"))]
    for i, c in enumerate(copies):
        c.make("crusade/2", deck.make(), deals[i], deck.draw, deck.cards)
    exchange(copies, lockers, first=0)
    c = copies[0]
    c.audit({i: lk.secret for i, lk in enumerate(lockers)}, dict(deals[0].commitments), deals[0].name)
    assert sorted(number_card(n) for n in c.full["crusade/1"]) == sorted(
        [*CARD_TYPES, *(number_card(k) for k in _hands(lockers, deals)[:3]), "GC"])
    assert [number_card(n) for n in c.full["crusade/1"][:4]] == [opened[k] for k in range(4)]
    assert sorted(c.full["crusade/2"]) == sorted([*c.full["crusade/1"][4:], 90 + 6 * 7 + CARD_TYPES.index("RH")])
