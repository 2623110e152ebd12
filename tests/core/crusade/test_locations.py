"""The action of each of the 16 locations on both board sides (2-3 and 4-6 players)."""

import pytest

from lionheart_core.rulesets.crusade import RULESET as RS
from lionheart_core.rulesets.crusade import Act, KeepEdict, Pass, TakeCard

from .conftest import acting, edit, events_text, play, refused, seat_of

TYPES = ["RB", "RH", "RC", "GB", "GH", "GC"]
EACH = ["RB", "RH", "RC", "GB", "GH", "GC"]

# (players, seat, location, hand, coins, state changes, action, expected hand, coins, prestige,
#  tracks or None, reserve change per type or None). Draws from the Provisions deck are green
#  hourglasses (GH); the Reserve starts at 24 of each type.
CASES = [
    # ---- the 4-6 player side ----
    ("large Bristol", 4, "robin", "Bristol", ["GB"] * 4 + ["RB"], 4, {}, Act("robin", 0, give="GB"),
     ["RB", "GH", "GH"], 7, 3, None, {"GB": 4}),
    ("large Cambridge", 4, "robin", "Cambridge", [], 4, {}, Act("robin", 0, card="GC"), ["GC"], 6, 0, None,
     {"GC": -1}),
    ("large Canterbury", 4, "robin", "Canterbury", ["GB", "GB"], 4, {}, Act("robin"),
     ["RB", "RH", "RC", "GH"], 4, 1, None, {"GB": 2, "RB": -1, "RH": -1, "RC": -1}),
    ("large Cardiff", 4, "robin", "Cardiff", ["GH", "GH", "GC", "GC", "RB"], 4, {}, Act("robin"),
     ["RB"], 7, 2, None, {"GH": 2, "GC": 2}),
    ("large Chester", 4, "prince_john", "Chester", ["RB", "RB"], 4, {}, Act("prince_john"),
     ["GB", "GH", "GC", "GH"], 4, 1, None, {"RB": 2, "GB": -1, "GH": -1, "GC": -1}),
    ("large Gloucester", 4, "robin", "Gloucester", [], 4, {}, Act("robin", card="GB"), ["GB", "GH"], 5, 0, None,
     {"GB": -1}),
    ("large London", 4, "robin", "London", [], 5, {"tracks": (0, 0, 7, 9)}, Act("robin", card="RB",
     track="kings_return"), ["RB"], 2, 0, (0, 0, 8, 9), {"RB": -1}),
    ("large Norwich", 4, "prince_john", "Norwich", ["RH", "RH", "RC", "RC"], 4, {}, Act("prince_john"),
     [], 7, 2, None, {"RH": 2, "RC": 2}),
    ("large Oxford", 4, "robin", "Oxford", ["RC", "GB"], 4, {}, Act("robin", give="RC"), ["GB"], 8, 0, None,
     {"RC": 1}),
    ("large Salisbury", 4, "robin", "Salisbury", [], 4, {}, Act("robin", card="RC"), ["RC", "GH"], 5, 0, None,
     {"RC": -1}),
    ("large Sherwood", 4, "robin", "Sherwood", EACH + ["RB"], 4, {}, Act("robin"), ["RB", "GH", "GH"], 7, 3, None,
     {t: 1 for t in TYPES}),
    ("large Shrewsbury", 4, "robin", "Shrewsbury", [], 3, {"tracks": (4, 2, 10, 10)},
     Act("robin", card="RH", track="saladin_army"), ["RH"], 0, 0, (4, 1, 10, 10), {"RH": -1}),
    ("large York", 4, "robin", "York", [], 4, {}, Act("robin", card="RH"), ["RH", "GH"], 5, 0, None, {"RH": -1}),
    # ---- the 2-3 player side ----
    ("small Bridgwater", 2, "robin", "Bridgwater", [], 4, {}, Act("robin", card="GB"), ["GB", "GH"], 5, 0, None,
     {"GB": -1}),
    ("small Bristol", 2, "robin", "Bristol", [], 7, {"tracks": (3, 5, 10, 10)}, Act("robin", track="richard_army"),
     [], 1, 0, (2, 5, 10, 10), None),
    ("small Cambridge", 2, "robin", "Cambridge", [], 4, {}, Act("robin", card="RB"), ["RB"], 6, 0, None, {"RB": -1}),
    ("small Canterbury", 2, "robin", "Canterbury", ["GB"] * 3, 4, {}, Act("robin"),
     ["RB", "RH", "RC", "GH", "GH"], 4, 0, None, {"GB": 3, "RB": -1, "RH": -1, "RC": -1}),
    ("small Cardiff", 2, "robin", "Cardiff", ["GH", "GH", "GC", "GC"], 4, {}, Act("robin"), ["GH"] * 3, 7, 0, None,
     {"GH": 2, "GC": 2}),
    ("small Chester", 2, "prince_john", "Chester", ["RB"] * 3, 4, {}, Act("prince_john"),
     ["GB", "GH", "GC", "GH", "GH"], 4, 0, None, {"RB": 3, "GB": -1, "GH": -1, "GC": -1}),
    ("small Gloucester", 2, "robin", "Gloucester", [], 4, {}, Act("robin", card="RB"), ["RB", "GH"], 5, 0, None,
     {"RB": -1}),
    ("small Grimsby treasure", 2, "robin", "Grimsby", ["RC"] * 3, 4, {"tracks": (0, 0, 6, 6)}, Act("robin", 0,
     track="kings_treasure"), [], 4, 0, (0, 0, 6, 7), {"RC": 3}),
    ("small Grimsby return", 2, "robin", "Grimsby", ["GH"] * 3, 4, {"tracks": (0, 0, 6, 6)}, Act("robin", 1,
     track="kings_return"), [], 4, 0, (0, 0, 7, 6), {"GH": 3}),
    ("small London", 2, "robin", "London", [], 3, {"tracks": (0, 0, 9, 5)}, Act("robin", card="GH",
     track="kings_treasure"), ["GH"], 0, 0, (0, 0, 9, 6), {"GH": -1}),
    ("small Norwich", 2, "robin", "Norwich", ["RH", "RH", "RC", "RC"], 4, {}, Act("robin"), ["GH"] * 3, 7, 0, None,
     {"RH": 2, "RC": 2}),
    ("small Nottingham", 2, "robin", "Nottingham", [], 4, {}, Act("robin", card="RC"), ["RC", "GH"], 6, 0, None,
     {"RC": -1}),
    ("small Oxford", 2, "prince_john", "Oxford", ["GH", "RB"], 4, {}, Act("prince_john", give="GH"), ["RB"], 8, 0,
     None, {"GH": 1}),
    ("small Salisbury", 2, "robin", "Salisbury", [], 4, {}, Act("robin", card="GC"), ["GC", "GH"], 5, 0, None,
     {"GC": -1}),
    ("small Sherwood", 2, "prince_john", "Sherwood", EACH, 4, {"tracks": (3, 3, 10, 10)},
     Act("prince_john", track="richard_army"), [], 4, 0, (2, 3, 10, 10), {t: 1 for t in TYPES}),
    ("small Shrewsbury", 2, "robin", "Shrewsbury", [], 4, {"tracks": (1, 1, 10, 10)},
     Act("robin", card="GB", track="richard_army"), ["GB"], 1, 0, (0, 1, 10, 10), {"GB": -1}),
    ("small York", 2, "robin", "York", [], 4, {}, Act("robin", card="GH"), ["GH", "GH"], 5, 0, None, {"GH": -1}),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_location_action(case):
    _, n, seat, loc, hand, coins, changes, action, want_hand, want_coins, want_pp, want_tracks, reserve = case
    s = acting(n, seat, loc, hand, coins, **changes)
    assert action in RS.legal_actions(s)
    after, ev = play(s, action)
    p = after.player(seat)
    assert sorted(p.hand) == sorted(want_hand)
    assert p.coins == want_coins and p.prestige == want_pp
    assert after.tracks == (want_tracks or s.tracks)
    delta = {t: after.reserve[i] - s.reserve[i] for i, t in enumerate(TYPES) if after.reserve[i] != s.reserve[i]}
    assert delta == (reserve or {})
    assert f"performs the action of {loc}" in events_text(ev)
    assert not after.pending and seat_of(after) != seat


def test_an_action_that_cannot_be_paid_is_not_offered():
    s = acting(4, "robin", "London", [], coins=2)
    assert RS.legal_actions(s) == [Pass("robin")]
    refused(s, Act("robin", card="RB", track="kings_return"), "3 coins")
    s = acting(4, "robin", "Canterbury", ["GB"], coins=4)
    assert RS.legal_actions(s) == [Pass("robin")]
    refused(s, Act("robin"), "hand")


def test_a_location_with_nothing_to_do_is_passed_over():
    # Arriving at Sherwood (4-6 side) without one card of each type: no decision is asked.
    from lionheart_core.rulesets.crusade import Move

    from .conftest import travel

    s = travel(4, {"robin": "York", "prince_john": "Chester", "marian": "Cardiff", "isabella": "Norwich"})
    s = edit(s, "robin", hand=["RB"])
    after, ev = play(s, Move("robin", ("Sherwood",)))
    assert "has no action to perform at Sherwood" in events_text(ev)
    assert seat_of(after) == "prince_john"


def test_passing_declines_the_action():
    s = acting(4, "robin", "Cambridge", [])
    after, ev = play(s, Pass("robin"))
    assert after.player("robin").coins == 4 and "takes no action at Cambridge" in events_text(ev)


def test_a_track_at_its_limit_is_not_moved_but_the_rest_happens():
    s = acting(4, "robin", "London", [], coins=3)  # both King tracks at 10
    assert Act("robin", 0, "RB", None, None) in RS.legal_actions(s)
    after, _ = play(s, Act("robin", 0, "RB", None, None))
    assert after.tracks == (0, 0, 10, 10) and after.player("robin").hand == ("RB",)


def test_bridgwater_4_6_for_richard_and_his_allies():
    s = acting(4, "robin", "Bridgwater", [], coins=4)
    after, ev = play(s, Act("robin", card="RH"))
    p = after.player("robin")
    assert p.coins == 3 and p.prestige == 1 and p.hand == ("RH",)
    # every other Richard supporter may take one red card
    assert RS.to_move(after) == ("marian",)
    assert set(RS.legal_actions(after)) == {TakeCard("marian", t) for t in ("RB", "RH", "RC")} | {Pass("marian")}
    before = after.player("marian").hand
    after2, _ = play(after, TakeCard("marian", "RC"))
    assert sorted(after2.player("marian").hand) == sorted(before + ("RC",))
    assert seat_of(after2) == "prince_john"


def test_bridgwater_4_6_does_nothing_for_john_and_grimsby_mirrors_it():
    s = acting(4, "prince_john", "Bridgwater", [], coins=4)
    assert RS.legal_actions(s) == [Pass("prince_john")]
    refused(s, Act("prince_john", card="GB"), "Only Richard's supporters")
    s = acting(4, "prince_john", "Grimsby", [], coins=4)
    after, _ = play(s, Act("prince_john", card="GC"))
    assert after.player("prince_john").prestige == 1 and after.player("prince_john").coins == 3
    assert RS.to_move(after) == ("isabella",)
    after, _ = play(after, Pass("isabella"))
    assert seat_of(after) != "isabella"
    s = acting(4, "robin", "Grimsby", ["RC"] * 3, coins=4)
    assert RS.legal_actions(s) == [Pass("robin")]


def test_the_neutral_supporting_richard_is_an_ally_at_bridgwater():
    s = acting(5, "robin", "Bridgwater", [], coins=4)
    s = edit(s, "marie", side="richard")
    after, _ = play(s, Act("robin", card="RB"))
    assert [pd.player for pd in after.pending] == ["marian", "marie"]


def test_nottingham_4_6_swaps_an_edict_in_secret():
    s = acting(4, "robin", "Nottingham", [], coins=4)
    s = edit(s, "robin", edict="ER1")
    s = edit(s, edict_decks=(("ER4", "ER2"), s.edict_decks[1], s.edict_decks[2]))
    after, ev = play(s, Act("robin"))
    assert after.player("robin").prestige == 1 and after.player("robin").coins == 7
    assert after.pending[0].options == ("ER1", "ER4")
    assert set(RS.legal_actions(after)) == {KeepEdict("robin", "ER1"), KeepEdict("robin", "ER4")}
    assert set(RS.observe(after, "prince_john").pending[0].options) == {"X"}
    done, ev = play(after, KeepEdict("robin", "ER4"))
    assert done.player("robin").edict == "ER4"
    assert done.edict_decks[0] == ("ER2", "ER1")  # the other edict goes under the deck
    assert "keeps the edict" in events_text(RS.events_for(after, ev, "robin"))
    assert "puts an edict under the deck" in events_text(RS.events_for(after, ev, "prince_john"))


def test_oxford_takes_the_neutrals_colour_of_the_round():
    s = acting(3, "leopold", "Oxford", ["RB", "GB"], coins=4)
    s = edit(s, "leopold", side="john")
    assert {a.give for a in RS.legal_actions(s) if isinstance(a, Act)} == {"GB"}
    s = edit(s, "leopold", side="richard")
    assert {a.give for a in RS.legal_actions(s) if isinstance(a, Act)} == {"RB"}


def test_the_reserve_offers_only_what_it_has():
    s = acting(4, "robin", "Cambridge", [], reserve=(0, 0, 0, 0, 0, 3))
    assert {a.card for a in RS.legal_actions(s) if isinstance(a, Act)} == {"GC"}
    s = acting(4, "robin", "Cambridge", [], reserve=(0,) * 6)
    assert Act("robin", 0, None) in RS.legal_actions(s)


def test_richards_faction_skill_in_a_red_location():
    s = acting(4, "robin", "Cambridge", [], prov="GB")  # Cambridge is red (reconstructed board)
    s = edit(s, "robin", skill=True)
    after, ev = play(s, Act("robin", card="RB"))
    assert after.player("robin").hand == ("RB", "GB")
    assert RS.to_move(after) == ("robin",) and after.pending[0].kind == "discard"
    done, ev = play(after, RS.legal_actions(after)[-1])  # discard the green banner
    assert done.player("robin").hand == ("RB",)
    assert done.reserve[3] == s.reserve[3] + 1
    # no skill in a green location
    s = edit(acting(4, "robin", "York", []), "robin", skill=True)
    after, _ = play(s, Act("robin", card="RH"))
    assert not after.pending


def test_johns_faction_skill_in_a_green_location():
    s = edit(acting(4, "prince_john", "York", []), "prince_john", skill=True)
    after, _ = play(s, Act("prince_john", card="GH"))
    assert after.pending[0].kind == "discard" and len(after.player("prince_john").hand) == 3
