"""The Crusade deck re-made each round, every copy's account of it (crusade/hidden.py,
``CrusadeDeck``, ``CountFaces``; docs/remote-play.md, "The Crusade deck"): the numbers of cards
face up, the places of each contribution, the pieces of each round, the stand-in that gives up
the cards at its places, and the count drawn from the deck as re-made."""

import dataclasses

import pytest

from lionheart_core.dice import Scripted
from lionheart_core.rulesets.crusade import RULESET as RS
from lionheart_core.rulesets.crusade import Contribute, Options
from lionheart_core.rulesets.crusade.data import CARD_TYPES, game_data
from lionheart_core.rulesets.crusade.hidden import (
    CountFaces,
    CrusadeDeck,
    Ledger,
    hidden_decks,
    number_card,
    open_number,
)
from lionheart_core.rulesets.crusade.model import HIDDEN

from .conftest import closing, edit, last_seat

PROVISIONS = hidden_decks(Options(players=2))["provisions"]


def test_cards_face_up_have_numbers_of_their_own_above_the_provisions_deck_that_say_their_type():
    numbers = [open_number(t, serial) for serial in range(40) for t in CARD_TYPES]
    assert len(set(numbers)) == len(numbers)
    assert min(numbers) == len(PROVISIONS) == 90
    for serial in range(40):
        for t in CARD_TYPES:
            assert number_card(open_number(t, serial)) == t
    assert [number_card(k) for k in range(len(PROVISIONS))] == list(PROVISIONS)


def test_round_one_begins_with_the_starting_cards_face_up():
    deck = CrusadeDeck(Options(players=3))
    per = game_data().cards.crusade_start_per_type
    assert [number_card(n) for _, n in deck.left] == [t for t in CARD_TYPES for _ in range(per)]
    assert all(kind == "open" for kind, _ in deck.left)
    assert deck.draw == 6 and deck.cards == 90 + 6 * len(deck.left)


def test_each_contribution_adds_the_sources_at_its_places_in_the_order_given():
    opts = Options(players=2)
    first, second = RS.players(opts)
    ledger = Ledger(opts)
    ledger.hands[second].append(("open", "RB", 0))  # a card taken face up from the Reserve
    deck = CrusadeDeck(opts)
    start = list(deck.left)
    a = deck.give(ledger, first, [2, 0], 2)
    assert a == [("pos", ledger.hands[first][2]), ("pos", ledger.hands[first][0])]
    b = deck.give(ledger, second, [len(ledger.hands[second]) - 1, 1, 3], 3)
    assert b[0] == ("open", open_number("RB", len(start))) and b[1:] == [("pos", ledger.hands[second][1]),
                                                                           ("pos", ledger.hands[second][3])]
    assert deck.pieces() == start + a + b
    assert deck.make() == start + a + b and deck.made[1] == start + a + b


@pytest.mark.parametrize("places, n", [([0, 0], 2), ([0], 2), ([0, 99], 2), ([-1, 0], 2), ([True, 0], 2)])
def test_places_that_are_not_the_givers_own_slots_are_refused(places, n):
    opts = Options(players=2)
    first, _ = RS.players(opts)
    deck = CrusadeDeck(opts)
    with pytest.raises(ValueError, match="places of its hand"):
        deck.give(Ledger(opts), first, places, n)
    assert deck.given == [] and deck.serial == len(deck.left)


def test_the_stand_in_gives_up_the_cards_at_the_places_an_x_where_the_copy_cannot_read():
    opts = Options(players=2)
    first, _ = RS.players(opts)
    ledger = Ledger(opts)
    ledger.hands[first].append(("open", "GC", 0))
    slots = ledger.hands[first]
    mine = {slots[0]: "RB", slots[1]: "GH"}
    given = CrusadeDeck.stand_in(ledger, first, [1, len(slots) - 1, 3], mine.get)
    assert given == Contribute(first, ("GH", "GC", HIDDEN))


def _count(state, order, contribute):
    """The last contribution played with the count's shuffle handed over as ``order``."""
    seat = last_seat(state)
    n = len(state.crusade) + len(contribute)
    inner = Scripted([list(range(n))] if n > 1 else [])
    dice = CountFaces(inner, order=order)
    after, events = RS.apply_unchecked(state, Contribute(seat, tuple(contribute)), dice)
    assert inner.remaining == 0  # the shuffle was drawn all the same
    return after, events


def test_the_count_draws_the_deck_as_re_made_and_the_cards_left_go_on_as_positions():
    opts = Options(players=2)
    first, last = RS.players(opts)
    s = closing(2, ["RB", "GB", "RH"])
    s = edit(edit(s, crusade=(("RB", ""), ("GB", first), (HIDDEN, first), (HIDDEN, ""))), last, hand=["GC", "RC", HIDDEN])
    deck = CrusadeDeck(opts)
    deck.given = [(first, [("pos", 11), ("pos", 12)]), (last, [("pos", 20), ("pos", 21), ("pos", 22)])]
    pieces = deck.make()
    assert len(pieces) == 6 + 5
    order = deck.count_order({0: "RB", 1: "RB", 2: "RB", 3: "GB"})
    assert order[:4] == [("RB", ""), ("RB", ""), ("RB", ""), ("GB", "")] and order[4:] == [(HIDDEN, "")] * 7
    # the view's deck: 4 cards before the last contribution; the stand-in of 3 more (2 read, 1 not)
    s = edit(s, crusade=s.crusade + tuple((HIDDEN, "") for _ in range(4)))
    assert len(s.crusade) + 3 == len(pieces)
    after, _ = _count(s, order, ["GC", "RC", HIDDEN])
    assert after.revealed == ("RB", "RB", "RB", "GB") and after.tracks[0] == 2
    assert after.crusade == ((HIDDEN, ""),) * 7
    deck.counted(after)
    assert deck.round == 2 and deck.given == []
    assert deck.left == [("left", 1, k) for k in range(4, 11)]
    assert deck.pieces() == deck.left


def test_a_short_deck_is_made_up_from_the_reserve_and_its_cards_left_over_go_on_face_up():
    opts = Options(players=2)
    _, last = RS.players(opts)
    s = edit(closing(2, []), last, hand=["GC", "RC"])
    deck = CrusadeDeck(opts)
    deck.left = []
    deck.given = [(last, [("pos", 5), ("pos", 6)])]
    deck.make()
    order = deck.count_order({0: "GC", 1: "RC"})
    inner = Scripted([[0, 1], list(range(6))])
    after, _ = RS.apply_unchecked(s, Contribute(last, ("GC", "RC")), CountFaces(inner, order=order))
    assert inner.remaining == 0
    assert len(after.revealed) == 4 and "GC" in after.revealed and "RC" in after.revealed
    left = [c for c, _ in after.crusade]
    assert len(left) == 4 and HIDDEN not in left
    serial = deck.serial
    deck.counted(after)
    assert deck.left == [("open", open_number(c, serial + k)) for k, c in enumerate(left)]


def test_a_deck_after_the_count_that_is_not_what_the_re_made_deck_leaves_is_refused():
    opts = Options(players=2)
    deck = CrusadeDeck(opts)
    deck.make()  # the six starting cards: four drawn, two left
    with pytest.raises(ValueError, match="re-made"):
        deck.count_order({0: "RB", 1: "GB"})
    s = closing(2, [])
    with pytest.raises(ValueError, match="re-made"):
        deck.counted(dataclasses.replace(s, crusade=((HIDDEN, ""),) * 3))
    with pytest.raises(ValueError, match="re-made"):
        deck.counted(dataclasses.replace(s, crusade=((HIDDEN, ""), (HIDDEN, RS.players(opts)[0]))))
    assert deck.round == 1
    deck.counted(dataclasses.replace(s, crusade=((HIDDEN, ""),) * 2))
    assert deck.left == [("left", 1, 4), ("left", 1, 5)]


def test_count_faces_hand_over_the_order_once_and_play_as_faces_otherwise():
    inner = Scripted([[1, 0, 2], [2, 1, 0]])
    dice = CountFaces(inner, order=[("GB", ""), (HIDDEN, ""), (HIDDEN, "")])
    assert dice.faces and dice.shuffle([("a", ""), ("b", ""), ("c", "")]) == [("GB", ""), (HIDDEN, ""), (HIDDEN, "")]
    assert dice.shuffle(["a", "b", "c"]) == ["c", "b", "a"]
    assert inner.remaining == 0


def test_a_contribution_given_at_its_places_keeps_every_views_hand_what_the_ledger_says():
    # Party A (robin) gives two cards at places it names; party B's copy cannot read them. Each
    # copy applies the stand-in at those places and moves its ledger with the places as opened:
    # the hands agree with the slots (no count left unshown), and the public views agree.
    opts = Options(players=2)
    robin, john = RS.players(opts)
    codes = ["RB", "GB", "RH", "GH", "RC", "GC", "RB"]
    whole = edit(closing(2), step=0)
    whole = edit(edit(whole, robin, hand=codes), john, hand=["GB"] * 7)
    assert last_seat(whole) == robin
    views = {robin: edit(whole, john, hand=[HIDDEN] * 7), john: edit(whole, robin, hand=[HIDDEN] * 7)}
    reads = {robin: lambda j: codes[j] if j < 7 else None, john: lambda j: "GB" if j >= 7 else None}
    publics = []
    for seat, view in views.items():
        ledger, deck = Ledger(opts), CrusadeDeck(opts)
        assert deck.give(ledger, robin, [1, 4], 2) == [("pos", 1), ("pos", 4)]
        stand = CrusadeDeck.stand_in(ledger, robin, [1, 4], reads[seat])
        assert stand == Contribute(robin, ("RC", "GB") if seat == robin else (HIDDEN, HIDDEN))  # sorted
        after, events = RS.apply_unchecked(view, stand, Scripted([]))
        ledger.follow(stand, after, events, [1, 4], [], reads[seat])
        assert ledger.hands[robin] == [0, 2, 3, 5, 6] and not ledger.unshown.get(robin)
        assert ledger.hand(robin, reads[seat]) == after.player(robin).hand
        publics.append(RS.observe(after, None))
    assert publics[0] == publics[1]
