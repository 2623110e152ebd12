"""Phase 5 (the outcome of the crusade and its worked examples), phase 6 (events, the Merchant and
the Mercenary), phase 7 (the end check in its order) and the winner."""

import pytest

from lionheart_core.rulesets.crusade import RULESET as RS
from lionheart_core.rulesets.crusade import Options
from lionheart_core.rulesets.crusade.model import HIDDEN
from lionheart_core.rulesets.crusade.play import edict_points

from .conftest import closing, edit, events_text, finish_round, last_seat

# ---- phase 5 ----------------------------------------------------------------------------------


def test_example_three_red_banners_against_two_green():
    # Rulebook: 3 red and 2 green banners: Richard's Army +1. (3 players: 6 cards are drawn.)
    s = closing(3, ["RB", "RB", "RB", "GB", "GB", "RH"])
    after, ev = finish_round(s)
    assert after.tracks[0] == 1 and after.tracks[1] == 0
    text = events_text(ev)
    assert "King Richard has won the battle: Richard's Army advances 1." in text
    assert after.tracks[2] == 8  # one red hourglass, no green: sped up by 2
    assert after.tracks[3] == 9  # no chests: necessary spending, 1


def test_example_two_red_banners_against_four_green():
    s = closing(3, ["RB", "RB", "GB", "GB", "GB", "GB"])
    after, ev = finish_round(s)
    assert after.tracks[:2] == (0, 2)
    assert "Saladin has won the battle: Saladin's Army advances 2." in events_text(ev)


def test_example_two_banners_each_is_a_stalemate():
    s = closing(2, ["RB", "RB", "GB", "GB"])
    after, ev = finish_round(s)
    assert after.tracks[:2] == (0, 0) and "Stalemate" in events_text(ev)
    assert after.tracks[2:] == (9, 9)  # no hourglasses, no chests: 1 each


@pytest.mark.parametrize("cards, kings_return", [
    (["GH", "GH", "RH", "RB"], 10),   # more green: slowed down
    (["RH", "RH", "GH", "RB"], 8),    # more red: sped up by 2
    (["RH", "GH", "RB", "GB"], 9),    # tie: draws near by 1
])
def test_hourglasses(cards, kings_return):
    after, _ = finish_round(closing(2, cards))
    assert after.tracks[2] == kings_return


@pytest.mark.parametrize("cards, treasure", [
    (["RC", "RC", "GC", "RB"], 10),   # more red (full): maintained
    (["GC", "GC", "RC", "RB"], 8),    # more green (empty): emptied by 2
    (["RC", "GC", "RB", "GB"], 9),    # tie: necessary spending
])
def test_chests(cards, treasure):
    after, _ = finish_round(closing(2, cards))
    assert after.tracks[3] == treasure


def test_twice_the_player_count_is_drawn_and_the_rest_stays():
    s = closing(2, ["RB", "RB", "RB", "GB", "GB", "GB", "RC"])
    after, ev = finish_round(s, deck_order=["RB", "RB", "RB", "GB"])
    assert after.tracks[0] == 2  # 3 red banners against 1 green among the 4 drawn
    assert sorted(c for c, _ in after.crusade) == ["GB", "GB", "RC"]
    assert "4 cards revealed" in events_text(ev)


def test_the_cards_left_in_the_crusade_deck_say_nobody_who_gave_them():
    # Shuffled at the count, the cards left can no longer be told apart by who gave them: not in
    # the state, and no seat (their giver neither) sees them afterwards, only how many there are.
    s = closing(2)
    first, last = RS.players(Options(players=2))
    assert last_seat(s) == last
    s = edit(edit(s, crusade=(("RB", first), ("GB", first), ("RB", last))), last, hand=["GC", "RC"])
    assert RS.observe(s, first).crusade == (("RB", first), ("GB", first), (HIDDEN, last))
    after, _ = finish_round(s, contribute=["GC", "RC"], deck_order=["RB", "GB", "RB", "RC"])
    assert after.crusade == (("GC", ""),)
    for seat in (first, last, None):
        assert RS.observe(after, seat).crusade == ((HIDDEN, ""),)


def test_a_short_deck_is_topped_up_from_the_reserve():
    # One card in the deck, four needed: one card of each type comes from the Reserve, is
    # shuffled, three are drawn, the other three form the next deck.
    s = closing(2, ["RB"])
    reserve = (24, 24, 24, 24, 24, 24)
    wanted = [("GB", ""), ("GB", ""), ("GB", "")]
    add = [(t, "") for t in ("RB", "RH", "RC", "GB", "GH", "GC")]
    from lionheart_core.dice import order_of

    perm = order_of(add, [("GB", ""), ("GH", ""), ("GC", ""), ("RB", ""), ("RH", ""), ("RC", "")])
    after, ev = finish_round(edit(s, reserve=reserve), rolls_after=[perm])
    assert "runs short" in events_text(ev)
    assert sorted(c for c, _ in after.crusade) == ["RB", "RC", "RH"]
    assert after.tracks[:2] == (0, 0)   # one banner each
    # the Reserve gave six and got the four revealed back
    assert sum(after.reserve) == sum(reserve) - 6 + 4
    del wanted


def test_the_top_up_repeats_as_needed():
    s = closing(6, [])
    add = list(range(6))
    after, ev = finish_round(s, rolls_after=[add, add])
    assert events_text(ev).count("runs short") == 2
    assert after.crusade == ()
    assert "12 cards revealed" in events_text(ev)


def test_an_empty_reserve_ends_the_top_up():
    s = closing(2, [], reserve=(0,) * 6)
    after, ev = finish_round(s)
    assert "0 cards revealed" in events_text(ev)


def test_after_the_round_cards_return_the_token_passes_and_the_next_event_shows():
    s = closing(2, ["RB", "RB", "GB", "GC", "RH"], round=3)
    before = s.reserve
    after, ev = finish_round(s, deck_order=["RB", "RB", "GB", "GC"])
    assert after.round == 4 and after.first == 1 and after.phase == "travel"
    assert after.reserve[0] == before[0] + 2 and after.reserve[5] == before[5] + 1
    assert after.revealed == ("RB", "RB", "GB", "GC")
    assert after.crusade == (("RH", ""),)
    assert after.event == s.event_deck[0] and "E11" in after.discards
    assert "Round 4" in events_text(ev)


# ---- phase 6 ----------------------------------------------------------------------------------


def test_an_event_rewards_the_side_it_names_when_its_condition_holds():
    s = closing(4, ["RB"] * 8, event="E01")  # Siege of Acre: red banners win -> Richard +1
    after, ev = finish_round(s)
    assert [after.player(x).prestige for x in ("robin", "prince_john", "marian", "isabella")] == [1, 0, 1, 0]
    assert "Siege of Acre applies." in events_text(ev)
    s = closing(4, ["GB"] * 8, event="E01")
    after, ev = finish_round(s)
    assert all(p.prestige == 0 for p in after.players)
    assert "the condition is not met" in events_text(ev)


def test_truce_long_road_and_war_expenses():
    after, _ = finish_round(closing(2, ["RB", "GB", "RC", "GC"], event="E03"))
    assert [p.coins for p in after.players] == [6, 6]
    s = closing(2, ["RH", "GH", "RC", "GC"], event="E06")
    after, _ = finish_round(s)
    assert [len(p.hand) for p in after.players] == [len(p.hand) + 1 for p in s.players]
    s = edit(closing(2, ["RB", "GB", "RC", "GC"], event="E09"), "robin", coins=6)
    after, _ = finish_round(s)
    assert [p.coins for p in after.players] == [5, 4]


def test_loyalty_rewarded_and_royal_pardon():
    # York and Chester are green: Prince John ended at home, Robin did not.
    s = closing(2, ["RB", "GB", "RC", "GC"], event="E17")
    after, _ = finish_round(s)
    assert [p.prestige for p in after.players] == [0, 1]
    s = edit(closing(2, ["RB", "GB", "RC", "GC"], event="E18"), "robin", prestige=2)
    after, _ = finish_round(s)
    assert [p.prestige for p in after.players] == [2, 1]


def test_pilgrims_tithe_pays_at_the_reveal():
    s = closing(2, ["RB", "GB", "RC", "GC"])
    deck = ("E10",) + tuple(e for e in s.event_deck if e != "E10")
    after, ev = finish_round(edit(s, event_deck=deck))
    assert after.event == "E10" and [p.coins for p in after.players] == [5, 5]


def test_the_merchant_and_mercenary_move_as_the_event_says_with_four_or_more():
    after, ev = finish_round(closing(4, ["RB", "GB", "RC", "GC"] * 2, event="E05"))
    assert (after.merchant, after.mercenary) == ("London", "Shrewsbury")
    assert "The Merchant moves to London, the Mercenary to Shrewsbury." in events_text(ev)
    after, _ = finish_round(closing(2, ["RB", "GB", "RC", "GC"], event="E05"))
    assert (after.merchant, after.mercenary) == (None, None)


# ---- phase 7 and the winner -----------------------------------------------------------------------


def test_richards_army_reaching_ten_wins_for_richard():
    s = closing(4, ["RB"] * 8, tracks=(8, 0, 10, 10))
    for seat, pp in (("robin", 3), ("marian", 5), ("prince_john", 9), ("isabella", 0)):
        s = edit(s, seat, prestige=pp, edict="ER5", coins=0)
    after, ev = finish_round(s)
    assert after.phase == "over" and after.outcome.reason == "richard_army"
    assert RS.result(after).winners == ("marian",)
    assert "Maid Marian wins with 5 prestige points." in events_text(ev)


@pytest.mark.parametrize("tracks, cards, reason, winner", [
    ((9, 0, 10, 1), ["RB", "RB", "GC", "GC"], "richard_army", "robin"),     # Army 10 and Treasure 0
    ((0, 9, 1, 10), ["GB", "GB", "RH", "RH"], "saladin_army", "prince_john"),  # Saladin 10 and Return 0
    ((0, 0, 1, 1), ["RB", "GB", "RH", "GH"], "kings_return", "robin"),       # Return 0 and Treasure 0
    ((0, 0, 5, 1), ["RB", "GB", "RH", "GH"], "kings_treasure", "prince_john"),
])
def test_the_order_of_resolution(tracks, cards, reason, winner):
    s = closing(2, cards, tracks=tracks)
    after, _ = finish_round(s)
    assert after.outcome.reason == reason and after.outcome.winners == (winner,)


def test_the_tenth_round_gives_the_most_prestige_of_all_and_the_neutral_its_bonus():
    s = closing(3, ["RB", "GB", "RC", "GC", "RH", "GH"], round=10)
    for seat, pp in (("robin", 4), ("prince_john", 5), ("leopold", 3)):
        s = edit(s, seat, prestige=pp, edict={"robin": "ER5", "prince_john": "EJ5", "leopold": "EN4"}[seat], coins=0)
    after, ev = finish_round(edit(s, "leopold", hand=["RH", "RH"]), contribute=["RH", "RH"])
    assert after.outcome.reason == "last_round"
    assert after.player("leopold").prestige == 6
    assert after.outcome.winners == ("leopold",)
    assert "scores 3 prestige points as the Neutral" in events_text(ev)


def test_without_a_neutral_the_tenth_round_goes_to_the_most_prestige():
    s = closing(2, ["RB", "GB", "RC", "GC"], round=10)
    s = edit(edit(s, "robin", prestige=2, edict="ER5", coins=0), "prince_john", prestige=3, edict="EJ5", coins=0,
             hand=["GB", "GB"])
    after, _ = finish_round(s, contribute=["GB", "GB"])
    assert after.outcome.winners == ("prince_john",)


def test_edicts_count_before_the_winner_is_chosen():
    s = closing(4, ["RB"] * 8, tracks=(8, 0, 10, 10))
    s = edit(edit(s, "robin", prestige=4, edict="ER1", coins=0), "marian", prestige=5, edict="ER5", coins=0)
    after, ev = finish_round(s)
    # ER1: 1 per 2 spaces of Richard's Army (10): +5 -> 9
    assert after.player("robin").prestige == 9 and after.outcome.winners == ("robin",)
    assert "scores 5 prestige points for the edict" in events_text(ev)


def test_ties_go_to_coins_then_are_shared():
    s = closing(4, ["RB"] * 8, tracks=(8, 0, 10, 10))
    s = edit(edit(s, "robin", prestige=4, edict="ER4", coins=2), "marian", prestige=4, edict="ER4", coins=1)
    after, _ = finish_round(s)
    assert after.outcome.winners == ("robin",)
    s = edit(s, "marian", coins=2)
    after, ev = finish_round(s)
    assert after.outcome.winners == ("robin", "marian")
    assert "share the victory" in events_text(ev)


def test_the_neutral_wins_with_the_side_it_supported_in_the_last_round():
    s = closing(5, ["RB"] * 10, tracks=(8, 0, 10, 10))
    s = edit(s, "marie", side="richard", prestige=9, edict="EN4", coins=0)
    after, _ = finish_round(s)
    assert after.outcome.winners == ("marie",)
    s = edit(s, "marie", side="john")
    after, _ = finish_round(s)
    assert "marie" not in after.outcome.winners


@pytest.mark.parametrize("edict, changes, points", [
    ("ER1", {"tracks": (7, 0, 10, 10)}, 3),
    ("ER2", {"tracks": (0, 0, 3, 10)}, 3),
    ("ER3", {"hand": ["RB", "RC", "RC", "GB", "RH", "RB"]}, 4),
    ("ER4", {"horse": True, "skill": True}, 2),
    ("ER5", {"coins": 7}, 2),
    ("EJ1", {"tracks": (0, 5, 10, 10)}, 2),
    ("EJ2", {"tracks": (0, 0, 10, 0)}, 5),
    ("EJ3", {"hand": ["GB", "RB"]}, 1),
    ("EN1", {"tracks": (6, 6, 10, 10)}, 2),
    ("EN1", {"tracks": (7, 0, 10, 10)}, 0),
    ("EN2", {"tracks": (0, 0, 4, 4)}, 2),
    ("EN2", {"tracks": (0, 0, 3, 9)}, 0),
    ("EN3", {"hand": ["RB", "RH", "RC", "GB", "GH", "GC"] * 3}, 2),
    ("EN4", {"coins": 12}, 3),
    ("EN5", {"ship": True}, 1),
])
def test_edict_scoring(edict, changes, points):
    s = closing(2, [])
    state_changes = {k: v for k, v in changes.items() if k == "tracks"}
    player_changes = {k: v for k, v in changes.items() if k != "tracks"}
    s = edit(edit(s, **state_changes), "robin", edict=edict, coins=player_changes.pop("coins", 0), **player_changes)
    assert edict_points(s, s.player("robin")) == points


def test_example_the_treasure_reaching_zero_makes_johns_allies_the_winning_faction():
    # Rulebook example: the Treasure of the King reaches 0: Richard has spent all his wealth; the
    # players allied with John count their prestige to see who won.
    s = closing(4, ["GC", "GC", "RB", "GB", "RH", "GH", "RC", "GB"], tracks=(0, 0, 6, 2))
    for seat, pp in (("robin", 9), ("marian", 9), ("prince_john", 2), ("isabella", 3)):
        s = edit(s, seat, prestige=pp, edict="ER5" if seat in ("robin", "marian") else "EJ5", coins=0)
    after, ev = finish_round(edit(s, "isabella", hand=["GB", "GB"]), contribute=["GB", "GB"])  # she adds last
    assert after.tracks[3] == 0 and after.outcome.reason == "kings_treasure"
    assert after.outcome.winners == ("isabella",)  # Richard's richer allies cannot win
    assert "John's supporters are the winning faction" in events_text(ev)


@pytest.mark.parametrize("event, cards, who, prestige, coins", [
    ("E02", ["GB", "GB", "GB", "RB"] * 2, ("prince_john", "isabella"), 1, 0),      # green banners win
    ("E04", ["RH", "RH", "RH", "GH"] * 2, ("robin", "marian"), 1, 0),              # red hourglasses win
    ("E05", ["GH", "GH", "GH", "RH"] * 2, ("prince_john", "isabella"), 1, 0),      # green hourglasses win
    ("E07", ["RC", "RC", "RC", "GC"] * 2, ("robin", "marian"), 0, 2),              # red chests win
    ("E08", ["GC", "GC", "GC", "RC"] * 2, ("prince_john", "isabella"), 0, 2),      # green chests win
])
def test_the_events_of_each_comparison(event, cards, who, prestige, coins):
    s = closing(4, cards, event=event)
    s = edit(s, "isabella", hand=["GB", "GB"])  # she contributes last: no penalty
    after, ev = finish_round(s, contribute=["GB", "GB"])
    for p in after.players:
        gained = p.seat in who
        assert p.prestige == (prestige if gained else 0), p.seat
        assert p.coins == s.player(p.seat).coins + (coins if gained else 0), p.seat
    assert "applies" in events_text(ev)
    # and nothing when the comparison goes the other way
    opposite = [("G" if c[0] == "R" else "R") + c[1] for c in cards]
    after, ev = finish_round(closing(4, opposite, event=event), contribute=[])
    assert "the condition is not met" in events_text(ev)


def test_the_neutral_chooses_its_side_again_every_round():
    s = closing(3, ["RB", "GB", "RC", "GC", "RH", "GH"])
    after, _ = finish_round(s)
    assert after.round == 3 and after.phase == "side" and RS.to_move(after) == ("leopold",)
