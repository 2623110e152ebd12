"""Set-up by player count and phase 1 (placing knights), with the rulebook's examples."""

from __future__ import annotations

import dataclasses

import pytest

from lionheart_core.engine import IllegalAction
from lionheart_core.rulesets.lancaster import (
    ChooseExtension,
    Options,
    Place,
    TakeFavour,
    TakeNoble,
    Upgrade,
)

from .conftest import (
    RS,
    Scripted,
    keys,
    knights,
    lord,
    order_of,
    placing,
    play,
    with_county,
    with_lord,
)

CARDS = list(range(1, 13))


def scripted_setup(players=4, start=2, group0=("0c", "0a", "0b"), group1=("1d", "1a", "1b", "1c"),
                   cards=(7, 3)):
    rest = [c for c in CARDS if c not in cards]
    dice = Scripted([start, order_of(["0a", "0b", "0c"], group0), order_of(["1a", "1b", "1c", "1d"], group1),
                     order_of(CARDS, [*cards, *rest])])
    state = RS.setup(Options(players=players), dice, seed=5)
    assert dice.remaining == 0
    return state


@pytest.mark.parametrize(("players", "nobles"), [(2, 2), (3, 2), (4, 3), (5, 4)])
def test_set_up_by_player_count(players, nobles):
    s = scripted_setup(players, start=1)
    assert [c.nobles for c in s.counties] == [nobles] * 9
    seats = RS.players(Options(players=players))
    assert s.start == seats[1]
    for p in seats:
        x = lord(s, p)
        # seven knights 1,1,1,2,2,3,4: a 1 and a 2 in court, the rest in the reserve
        assert x.knights == ("h", "R", "R", "h", "R", "R", "R")
        assert (x.gold, x.squires, x.votes, x.pp, x.extensions) == (2, 2, 1, 0, ())
    assert s.laws == ("0c", "0a", "0b") and s.proposals == ("1d", "1a", "1b")
    assert "1c" in s.law_pool and "0a" not in s.law_pool
    assert [(c.card, c.row) for c in s.conflicts] == [(7, "top"), (3, "top")]
    assert s.favours == (True,) * 6


def test_each_player_chooses_a_starting_extension_from_the_start_player_on():
    s = scripted_setup(3, start=2)  # red starts
    assert s.stage == "setup" and RS.to_move(s) == ("red",)
    s, _ = play(s, ChooseExtension("red", 4), ChooseExtension("blue", 1))
    with pytest.raises(IllegalAction):
        RS.apply(s, ChooseExtension("blue", 2))
    s, events = play(s, ChooseExtension("yellow", 6))
    assert [lord(s, p).extensions for p in ("blue", "yellow", "red")] == [(1,), (6,), (4,)]
    assert s.stage == "place" and s.placer == "red" and RS.to_move(s) == ("red",)
    assert "round" in keys(events)


def test_the_knight_alone_must_meet_the_county_minimum():
    s = placing()  # Gloucester (D) needs 3; squires do not count
    with pytest.raises(IllegalAction) as exc:
        RS.apply(s, Place("blue", 2, "D", 2))
    assert "strength 3" in exc.value.reason
    s = with_lord(s, "blue", knights=("h", "R", "R", "h", "R", "h", "R"))
    s, _ = play(s, Place("blue", 3, "D"))
    assert s.counties[3].owner == "blue" and knights(s, "blue")[5] == "D"


def test_free_example_and_the_ousting_example_stafford():
    """Blue places a 2 in Stafford; Yellow ousts it with a 1 and 2 squires (3 against 2)."""
    s = placing(start="blue")
    s, _ = play(s, Place("blue", 2, "B"))
    assert s.counties[1].owner == "blue" and RS.to_move(s) == ("yellow",)
    with pytest.raises(IllegalAction) as exc:  # 1 + 1 squire = 2 does not beat 2
        RS.apply(s, Place("yellow", 1, "B", 1))
    assert "not enough" in exc.value.reason
    s, events = play(s, Place("yellow", 1, "B", 2))
    assert s.counties[1].owner == "yellow" and s.counties[1].squires == 2
    assert lord(s, "yellow").squires == 0
    assert knights(s, "blue")[3] == "h"  # back in court, available again
    assert "oust" in keys(events)


def test_squires_of_an_ousted_knight_go_to_the_supply_and_own_knights_are_never_ousted():
    s = placing(start="blue")
    s, _ = play(s, Place("blue", 1, "B", 2))  # 1 + 2 squires
    assert lord(s, "blue").squires == 0
    s = dataclasses.replace(s, placer="blue")
    with pytest.raises(IllegalAction) as exc:
        RS.apply(s, Place("blue", 2, "B", 0))
    assert "own" in exc.value.reason
    s = dataclasses.replace(s, placer="yellow")
    s = with_lord(s, "yellow", knights=("h", "R", "R", "h", "R", "h", "h"))
    s, _ = play(s, Place("yellow", 4, "B"))  # 4 beats 3
    assert s.counties[1].squires == 0 and lord(s, "blue").squires == 0
    assert knights(s, "blue")[0] == "h"


def test_castle_spaces_hold_one_knight_and_not_a_covered_space():
    s = placing(extensions=3)
    s, _ = play(s, Place("blue", 1, "K2"))
    s = dataclasses.replace(s, placer="blue")
    with pytest.raises(IllegalAction) as exc:
        RS.apply(s, Place("blue", 2, "K2"))
    assert "already holds" in exc.value.reason
    with pytest.raises(IllegalAction) as exc:
        RS.apply(s, Place("blue", 2, "K3"))
    assert "extension covers" in exc.value.reason
    with pytest.raises(IllegalAction) as exc:
        RS.apply(s, Place("blue", 2, "K4", 1))
    assert "squires" in exc.value.reason


def test_conflict_example_top_most_free_space_stacking_and_one_space_each():
    """Green places a 1 below Blue and takes a favour (a noble); later Green stacks on it; the
    bottom space is for neither."""
    s = placing(start="blue", conflicts=((5, "top"),))
    s, _ = play(s, Place("blue", 2, "C5"), TakeFavour("blue", 4))  # blue: 2 gold
    assert lord(s, "blue").gold == 4
    s = dataclasses.replace(s, placer="green")
    s, events = play(s, Place("green", 1, "C5"), TakeFavour("green", 0), TakeNoble("green", "C"))
    assert s.conflicts[0].spaces == ("blue", "green")
    assert lord(s, "green").nobles == ("C",) and s.counties[2].nobles == 2
    assert s.favours == (False, True, True, True, False, True)
    s = dataclasses.replace(s, placer="green")
    s, _ = play(s, Place("green", 2, "C5"), TakeFavour("green", 5))
    assert s.conflicts[0].spaces == ("blue", "green")  # stacked: still two spaces
    assert knights(s, "green")[0] == knights(s, "green")[3] == "C5"
    s = dataclasses.replace(s, placer="red")
    s, _ = play(s, Place("red", 1, "C5"), TakeFavour("red", 1), TakeNoble("red", "A"))
    s = dataclasses.replace(s, placer="yellow")
    with pytest.raises(IllegalAction) as exc:
        RS.apply(s, Place("yellow", 1, "C5"))
    assert "no free space" in exc.value.reason


def test_only_the_first_six_knights_in_conflicts_win_a_favour():
    s = placing(start="blue", conflicts=((5, "top"), (9, "top")))
    s = dataclasses.replace(s, favours=(False,) * 5 + (True,))
    s, _ = play(s, Place("blue", 1, "C5"))
    assert s.pending[0].kind == "favour"
    s, _ = play(s, TakeFavour("blue", 5))
    assert lord(s, "blue").squires == 4 and s.favours == (False,) * 6
    s, events = play(s, Place("yellow", 1, "C9"))
    assert not s.pending and RS.to_move(s) == ("red",) and "favour" not in keys(events)


def test_upgrade_favour_swaps_a_knight_for_the_next_stronger_one_of_the_reserve():
    s = placing(start="blue", conflicts=((5, "top"),))
    s, _ = play(s, Place("blue", 1, "C5"), TakeFavour("blue", 2))
    acts = RS.legal_actions(s)
    assert {a.knight for a in acts} == {"1C5", "2h", "-"}
    s, _ = play(s, Upgrade("blue", "1C5"))
    assert knights(s, "blue") == ("R", "R", "R", "h", "C5", "R", "R")


def test_players_without_knights_are_skipped_and_the_last_places_the_rest():
    s = placing(players=3, start="blue", conflicts=((5, "top"), (9, "top")))
    s = dataclasses.replace(s, favours=(False,) * 6)
    s = with_lord(s, "yellow", knights=("R",) * 7)
    s, _ = play(s, Place("blue", 1, "K2"))
    assert RS.to_move(s) == ("red",)  # yellow has no knight in court
    s, _ = play(s, Place("red", 1, "K2"), Place("blue", 2, "K3"))
    assert RS.to_move(s) == ("red",)
    s, _ = play(s, Place("red", 2, "K3"))
    assert s.stage == "vote"


def test_knights_are_placed_one_at_a_time_in_turn_order():
    s = placing(start="red")
    with pytest.raises(IllegalAction) as exc:
        RS.apply(s, Place("blue", 1, "K2"))
    assert "turn" in exc.value.reason
    s, _ = play(s, Place("red", 1, "K2"))
    assert RS.to_move(s) == ("green",)


def test_a_favour_noble_is_one_the_player_lacks():
    s = placing(start="blue", conflicts=((5, "top"),))
    s = with_lord(s, "blue", nobles=("A", "B"))
    s = with_county(s, "C", nobles=0)
    s, _ = play(s, Place("blue", 1, "C5"), TakeFavour("blue", 0))
    assert {a.county for a in RS.legal_actions(s)} == set("DEFGHI")


def test_somerset_h_is_a_county_apart_from_the_court():
    """County H and the court never mix: a knight in Somerset is not in court, and the court's
    knights add nothing to Somerset's defence."""
    s = placing(start="blue")
    s = with_lord(s, "blue", knights=("h", "h", "R", "h", "R", "R", "h"))
    s, _ = play(s, Place("blue", 4, "H"))
    assert knights(s, "blue")[6] == "H" and s.counties[7].owner == "blue"
    assert [a for a in RS.legal_actions(s) if a.where == "H"] == []  # yellow has no 4
    s = dataclasses.replace(s, placer="yellow")
    s = with_lord(s, "yellow", knights=("h", "R", "R", "h", "R", "R", "h"), squires=2)
    with pytest.raises(IllegalAction):
        RS.apply(s, Place("yellow", 4, "H", 0))  # 4 does not beat 4
    s, _ = play(s, Place("yellow", 4, "H", 1))
    assert knights(s, "blue")[6] == "h" and knights(s, "yellow")[6] == "H"
