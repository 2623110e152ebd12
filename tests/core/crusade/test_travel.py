"""Phase 1's choice of side and phase 2: placement, movement, robbing rivals, encounters."""

from lionheart_core.rulesets.crusade import RULESET as RS
from lionheart_core.rulesets.crusade import ChooseSide, Move, Pass, Place, Stay

from .conftest import edit, events_text, new, play, refused, seat_of, travel


def test_the_neutral_chooses_a_side_before_anyone_travels():
    s = new(3, first=0)
    assert s.phase == "side" and RS.to_move(s) == ("leopold",)
    assert set(RS.legal_actions(s)) == {ChooseSide("leopold", "richard"), ChooseSide("leopold", "john")}
    refused(s, Place("robin", "London"), "not robin|not Robin")
    s, ev = play(s, ChooseSide("leopold", "john"))
    assert s.player("leopold").side == "john" and s.phase == "travel"
    assert "Leopold of Austria supports John this round." in events_text(ev)


def test_without_a_neutral_travel_starts_at_once():
    s = new(4)
    assert s.phase == "travel" and seat_of(s) == "robin"


def test_round_one_places_figures_on_empty_locations():
    s = new(2)
    acts = RS.legal_actions(s)
    assert all(isinstance(a, Place) for a in acts) and len(acts) == 16
    s, _ = play(s, Place("robin", "Oxford"))
    assert s.pending[0].kind == "act" or s.step == 1  # placing counts as the move: the action follows
    s = edit(s, pending=())  # skip Oxford's action
    s = edit(s, step=1)
    assert Place("prince_john", "Oxford") not in RS.legal_actions(s)
    refused(s, Place("prince_john", "Oxford"), "not an empty location")


def test_sergio_without_horse_or_ship():
    # Rulebook example: no Horse, no Ship: he cannot start towards Oxford over water, and moves
    # at most 3 segments.
    s = travel(2, {"robin": "London", "prince_john": "York"})
    refused(s, Move("robin", ("Oxford",)), "Ship")
    refused(s, Move("robin", ("Cambridge", "Nottingham", "Sherwood", "Grimsby")), "3 movement points")
    assert Move("robin", ("Cambridge", "Nottingham", "Oxford")) in RS.legal_actions(s)


def test_ruby_with_horse_and_ship():
    # Rulebook example: Horse and Ship: up to 4 segments, water like road.
    s = edit(travel(2, {"robin": "London", "prince_john": "York"}), "robin", horse=True, ship=True)
    legal = RS.legal_actions(s)
    assert Move("robin", ("Oxford", "Gloucester", "Cardiff", "Bridgwater")) in legal
    assert Move("robin", ("Oxford",)) in legal
    refused(s, Move("robin", ("Oxford", "Gloucester", "Cardiff", "Bridgwater", "Salisbury")), "4 movement points")


def test_a_horse_alone_gives_four_road_segments():
    s = edit(travel(2, {"robin": "London", "prince_john": "York"}), "robin", horse=True)
    assert Move("robin", ("Cambridge", "Nottingham", "Sherwood", "Grimsby")) in RS.legal_actions(s)
    refused(s, Move("robin", ("Oxford",)), "Ship")


def test_never_the_same_location_twice_and_never_standing_still():
    s = travel(2, {"robin": "London", "prince_john": "York"})
    refused(s, Move("robin", ("Cambridge", "London")), "twice")
    refused(s, Move("robin", ("Cambridge", "Norwich", "London")), "twice")
    refused(s, Move("robin", ()), "at least one")
    assert all(a.path and a.path[-1] != "London" for a in RS.legal_actions(s))


def test_pass_through_an_occupied_location_but_never_end_there():
    s = travel(4, {"robin": "London", "prince_john": "Cambridge", "marian": "York", "isabella": "Chester"})
    refused(s, Move("robin", ("Cambridge",)), "empty location")
    assert Move("robin", ("Cambridge", "Nottingham")) in RS.legal_actions(s)


def test_robbing_a_rival_passed_on_the_way_costs_a_movement_point():
    s = travel(4, {"robin": "London", "prince_john": "Cambridge", "marian": "York", "isabella": "Chester"})
    s = edit(s, "prince_john", hand=["GB", "GC", "RH"])
    legal = RS.legal_actions(s)
    assert Move("robin", ("Cambridge", "Nottingham"), ("prince_john",)) in legal
    # three segments leave no point to rob with
    assert Move("robin", ("Cambridge", "Nottingham", "Oxford"), ("prince_john",)) not in legal
    before = s.player("robin").hand
    s2, ev = play(s, Move("robin", ("Cambridge", "Nottingham"), ("prince_john",)), rolls=[2])
    assert s2.player("prince_john").hand == ("RH", "GB")  # the hand reads RH, GB, GC: index 2 is the green chest
    assert sorted(s2.player("robin").hand) == sorted(before + ("GC",))
    # only the two players read which card
    assert "takes a green chest from Prince John" in events_text(RS.events_for(s, ev, "robin"))
    assert "takes a green chest" in events_text(RS.events_for(s, ev, "prince_john"))
    assert "takes a random card from Prince John" in events_text(RS.events_for(s, ev, "isabella"))
    assert "green chest" not in events_text(RS.events_for(s, ev, "isabella"))


def test_allies_and_empty_hands_are_not_robbed():
    s = travel(4, {"robin": "London", "marian": "Cambridge", "prince_john": "York", "isabella": "Norwich"})
    assert not any(a.rob for a in RS.legal_actions(s))
    s = travel(4, {"robin": "London", "prince_john": "Cambridge", "marian": "York", "isabella": "Chester"})
    s = edit(s, "prince_john", hand=[])
    assert not any(a.rob for a in RS.legal_actions(s))


def test_the_neutral_robs_and_is_robbed_by_its_side_of_the_round():
    s = travel(3, {"leopold": "Cambridge", "robin": "London", "prince_john": "York"})
    s = edit(s, first=0)
    assert not any(a.rob for a in RS.legal_actions(s))  # Leopold supports Richard
    s = edit(s, "leopold", side="john")
    assert any(a.rob == ("leopold",) for a in RS.legal_actions(s))


def test_little_john_and_spies_everywhere_rob_for_free():
    at = {"little_john": "London", "prince_john": "Cambridge", "robin": "York", "sheriff": "Chester",
          "tuck": "Bristol", "ely": "Cardiff"}
    s = travel(6, at, characters=("robin", "little_john", "tuck", "prince_john", "sheriff", "ely"))
    s = edit(s, first=2)  # little_john acts
    assert seat_of(s) == "little_john"
    assert Move("little_john", ("Cambridge", "Nottingham", "Oxford"), ("prince_john",)) in RS.legal_actions(s)
    s = travel(4, {"robin": "London", "prince_john": "Cambridge", "marian": "York", "isabella": "Chester"},
               event="E16")
    assert Move("robin", ("Cambridge", "Nottingham", "Oxford"), ("prince_john",)) in RS.legal_actions(s)


def test_washed_out_roads_shorten_every_move():
    s = travel(2, {"robin": "London", "prince_john": "York"}, event="E14")
    assert max(len(a.path) for a in RS.legal_actions(s)) == 2


def test_no_legal_move_means_staying_without_an_action():
    at = {"robin": "Bridgwater", "prince_john": "Bristol", "marian": "Salisbury", "isabella": "Gloucester",
          "little_john": "Oxford", "sheriff": "Canterbury"}
    s = travel(6, at, event="E14", characters=("robin", "marian", "little_john", "prince_john", "isabella",
                                                "sheriff"))
    assert RS.legal_actions(s) == [Stay("robin")]
    s2, ev = play(s, Stay("robin"))
    assert s2.player("robin").location == "Bridgwater" and seat_of(s2) == "prince_john"
    s = edit(s, "robin", ship=True)  # Cardiff over water
    refused(s, Stay("robin"), "must")


def test_the_merchant_and_the_mercenary():
    s = travel(4, {"robin": "London", "prince_john": "York", "marian": "Chester", "isabella": "Bristol"})
    s = edit(s, merchant="Cambridge", mercenary="Norwich", provisions=("GB", "RC") + s.provisions[2:])
    s2, ev = play(s, Move("robin", ("Cambridge",)))
    assert s2.player("robin").coins == 6
    assert "The Merchant gives Robin Hood 2 coins." in events_text(ev)
    s3, ev = play(s, Move("robin", ("Norwich",)))
    assert s3.player("robin").hand.count("GB") == s.player("robin").hand.count("GB") + 1
    assert len(s3.player("robin").hand) == len(s.player("robin").hand) + 2


def test_after_the_last_traveller_comes_the_purchase_phase():
    s = travel(2, {"robin": "London", "prince_john": "York"})
    s, _ = play(s, Move("robin", ("Cambridge",)))
    s, _ = play(s, Pass("robin"))
    assert seat_of(s) == "prince_john" and s.phase == "travel"
    s, _ = play(s, Move("prince_john", ("Sherwood", "Nottingham")))
    s, _ = play(s, Pass("prince_john"))
    assert s.phase == "purchase" and seat_of(s) == "robin"


def test_the_next_steps_of_a_dragged_figure():
    s = travel(2, {"robin": "London", "prince_john": "Nottingham"})
    assert sorted(RS.next_steps(s, "robin")) == ["Cambridge", "Canterbury", "Norwich"]  # no water without a Ship
    assert sorted(RS.next_steps(s, "robin", ("Cambridge",))) == ["Grimsby", "Norwich", "Nottingham"]
    # Nottingham is taken: it may be passed through, never ended on; three segments is the most.
    assert sorted(RS.next_steps(s, "robin", ("Cambridge", "Nottingham"))) == ["Oxford", "Sherwood", "Shrewsbury"]
    assert RS.next_steps(s, "robin", ("Cambridge", "Nottingham", "Oxford")) == []
    assert RS.next_steps(s, "prince_john") == []  # not its turn


def test_placing_in_round_one_is_followed_by_the_location_action():
    s = edit(new(2), "robin", hand=["RB"])
    s, _ = play(s, Place("robin", "Cambridge"))
    assert s.pending[0].kind == "act" and RS.to_move(s) == ("robin",)
