"""Set-up by player count: factions, the Neutral, hands, edicts, decks, tracks, first player."""

from collections import Counter

import pytest

from lionheart_core.rulesets.crusade import RULESET as RS
from lionheart_core.rulesets.crusade import Options
from lionheart_core.rulesets.crusade.play import board_side

from .conftest import new, provisions_in_type_order

FACTIONS = {
    2: ("richard", "john"),
    3: ("richard", "john", "neutral"),
    4: ("richard", "john", "richard", "john"),
    5: ("richard", "john", "richard", "john", "neutral"),
    6: ("richard", "john", "richard", "john", "richard", "john"),
}


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_the_faction_table_by_player_count(n):
    s = new(n)
    assert tuple(p.faction for p in s.players) == FACTIONS[n]
    assert RS.players(Options(players=n)) == tuple(p.seat for p in s.players)


def test_leopold_at_three_and_marie_at_five():
    assert new(3).players[-1].seat == "leopold"
    assert new(5).players[-1].seat == "marie"
    assert all(p.faction != "neutral" for p in new(4).players + new(6).players)


def test_characters_by_choice():
    s = new(4, characters=("little_john", "tuck", "sheriff", "ely"))
    assert [p.seat for p in s.players] == ["little_john", "sheriff", "tuck", "ely"]
    with pytest.raises(ValueError):
        Options(players=4, characters=("robin", "marian", "tuck", "ely"))  # 3 Richard, 1 John
    with pytest.raises(ValueError):
        Options(players=3, characters=("robin", "leopold"))


def test_board_side_by_player_count():
    assert [board_side(Options(players=n)) for n in (2, 3, 4, 5, 6)] == ["small"] * 2 + ["large"] * 3


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_hands_reserve_decks_and_tracks(n):
    s = new(n)
    for p in s.players:
        assert len(p.hand) == (10 if p.faction == "neutral" else 7)
        assert p.coins == 4 and p.prestige == 0
        assert p.location is None and not (p.horse or p.ship or p.skill)
    dealt = sum(len(p.hand) for p in s.players)
    assert len(s.provisions) == 90 - dealt
    assert s.reserve == (24,) * 6
    assert sorted(c for c, _ in s.crusade) == sorted(["RB", "RH", "RC", "GB", "GH", "GC"])
    assert s.tracks == (0, 0, 10, 10)
    assert s.round == 1


def test_hands_come_from_the_top_of_the_shuffled_provisions():
    deck = provisions_in_type_order()
    wanted = ["GC"] * 7 + ["RB"] * 7 + [c for c in deck if c not in ("GC", "RB")] + ["GC"] * 8 + ["RB"] * 8
    s = new(2, provisions=wanted)
    assert s.players[0].hand == ("GC",) * 7
    assert s.players[1].hand == ("RB",) * 7
    assert s.provisions[0] == "RH"


def test_each_player_gets_a_secret_edict_of_its_faction():
    s = new(5, edicts={"richard": ["ER3", "ER1", "ER2", "ER4", "ER5"], "john": ["EJ5", "EJ1", "EJ2", "EJ3", "EJ4"],
                       "neutral": ["EN2", "EN1", "EN3", "EN4", "EN5"]})
    assert [p.edict for p in s.players] == ["ER3", "EJ5", "ER1", "EJ1", "EN2"]
    assert s.edict_decks == (("ER2", "ER4", "ER5"), ("EJ2", "EJ3", "EJ4"), ("EN1", "EN3", "EN4", "EN5"))
    obs = RS.observe(s, "robin")
    assert obs.player("robin").edict == "ER3"
    assert {obs.player(x).edict for x in ("prince_john", "marian", "isabella", "marie")} == {"X"}


def test_the_first_player_is_drawn_at_random():
    s = new(4, first=2)
    assert s.first == 2
    assert RS.to_move(s) == ("marian",)


def test_round_one_reveals_the_top_event():
    s = new(4, events=["E03"] + [f"E{i:02}" for i in range(1, 19) if i != 3])
    assert s.event == "E03" and len(s.event_deck) == 17


def test_the_whole_set_up_holds_every_card_once():
    for n in (2, 3, 4, 5, 6):
        s = RS.new_game(Options(players=n), seed=n)
        count = Counter(c for p in s.players for c in p.hand) + Counter(s.provisions) + Counter(
            c for c, _ in s.crusade)
        for i, t in enumerate(["RB", "RH", "RC", "GB", "GH", "GC"]):
            assert count[t] + s.reserve[i] == 40


def test_characters_at_random():
    seen = set()
    for seed in range(12):
        opts = RS.random_characters(6, seed)
        assert opts.characters and len(set(opts.characters)) == 6
        s = RS.new_game(opts, seed)
        assert [p.faction for p in s.players] == ["richard", "john"] * 3
        seen |= set(opts.characters)
        assert RS.random_characters(6, seed) == opts  # the same for a seed
    assert len(seen) == 8  # every Richard and John character comes up
