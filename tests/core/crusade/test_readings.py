"""The readings chosen where the rulebook is silent or ambiguous (docs/rules-notes.md, "crusade")."""

from lionheart_core.rulesets.crusade import RULESET as RS
from lionheart_core.rulesets.crusade import Act, KeepEdict, Move, Pass

from .conftest import acting, edit, events_text, new, play, travel


def test_the_figures_wait_beside_the_board_in_round_one():
    s = new(4)
    assert s.merchant is None and s.mercenary is None


def test_the_encounter_comes_before_the_location_action():
    # The Mercenary's two cards make Norwich's action possible on arrival.
    s = travel(4, {"robin": "London", "prince_john": "York", "marian": "Chester", "isabella": "Bristol"})
    s = edit(s, "robin", hand=["RH", "RC"])
    s = edit(s, mercenary="Norwich", provisions=("RH", "RC") + s.provisions[2:])
    after, _ = play(s, Move("robin", ("Norwich",)))
    assert after.pending and Act("robin") in RS.legal_actions(after)


def test_an_empty_provisions_deck_draws_nothing():
    s = acting(4, "robin", "Gloucester", [])
    s = edit(s, provisions=())
    after, ev = play(s, Act("robin", card="RB"))
    assert after.player("robin").hand == ("RB",) and after.player("robin").coins == 5
    assert "The Provisions deck is empty" in events_text(ev)


def test_the_neutral_swaps_edicts_from_the_neutral_pile():
    s = acting(5, "marie", "Nottingham", [])
    s = edit(s, "marie", edict="EN1", side="john")
    s = edit(s, edict_decks=(s.edict_decks[0], s.edict_decks[1], ("EN5", "EN2")))
    after, _ = play(s, Act("marie"))
    assert after.pending[0].options == ("EN1", "EN5")
    done, _ = play(after, KeepEdict("marie", "EN5"))
    assert done.edict_decks[2] == ("EN2", "EN1")


def test_an_empty_edict_pile_means_no_swap_but_the_rest():
    s = acting(4, "robin", "Nottingham", [])
    s = edit(s, edict_decks=((), s.edict_decks[1], s.edict_decks[2]))
    after, _ = play(s, Act("robin"))
    assert not after.pending and after.player("robin").prestige == 1


def test_the_faction_skill_needs_the_action_performed():
    s = edit(acting(4, "robin", "Cambridge", []), "robin", skill=True)
    after, _ = play(s, Pass("robin"))
    assert not after.pending and after.player("robin").hand == ()


def test_the_neutral_has_no_faction_skill_at_locations():
    s = edit(acting(3, "leopold", "Cambridge", []), "leopold", skill=True, side="richard")
    after, _ = play(s, Act("leopold", card="RB"))
    assert not after.pending


def test_coins_are_not_limited_by_the_treasury():
    s = acting(4, "robin", "Cambridge", [], coins=70)
    after, _ = play(s, Act("robin", card="RB"))
    assert after.player("robin").coins == 72


def test_tracks_stop_at_their_ends():
    from .conftest import closing, finish_round

    after, _ = finish_round(closing(2, ["GB"] * 4, tracks=(0, 8, 10, 10)))
    assert after.tracks[1] == 10 and after.outcome.reason == "saladin_army"


def test_the_faction_skill_discards_only_after_a_card_was_drawn():
    s = edit(acting(4, "robin", "London", [], coins=3, reserve=(0,) * 6), "robin", skill=True)
    s = edit(s, provisions=())
    after, ev = play(s, Act("robin", 0, None, None, None))
    assert not after.pending and after.player("robin").hand == ()
    assert "The Provisions deck is empty" in events_text(ev)
