"""Character abilities (reconstructed dashboards), hidden information in observations and in the
log, the position text, the board graph, the editor and the descriptions."""

import pytest

from lionheart_core.dice import Scripted
from lionheart_core.engine import IllegalAction
from lionheart_core.errors import LoadError
from lionheart_core.grids.graph import GraphGrid
from lionheart_core.rulesets.crusade import RULESET as RS
from lionheart_core.rulesets.crusade import (
    Act,
    Buy,
    ChooseSide,
    Contribute,
    Move,
    Options,
    Pass,
    Place,
)
from lionheart_core.rulesets.crusade.model import Outcome

from .conftest import acting, edit, events_text, new, play, setup_script, travel


def test_friar_tuck_earns_a_coin_at_home():
    cast = {"characters": ("robin", "tuck", "marian", "prince_john", "sheriff", "isabella")}
    s = acting(6, "tuck", "Cambridge", [], options=cast)  # Cambridge is red
    after, ev = play(s, Act("tuck", card="RB"))
    assert after.player("tuck").coins == 4 + 2 + 1
    s = acting(6, "tuck", "York", [], options=cast)  # York is green
    after, _ = play(s, Act("tuck", card="RH"))
    assert after.player("tuck").coins == 4 + 1
    s = acting(6, "tuck", "Cambridge", [], options={**cast, "abilities": False})
    after, _ = play(s, Act("tuck", card="RB"))
    assert after.player("tuck").coins == 4 + 2


def test_marie_sees_the_next_event_and_nobody_else_does():
    order = ["E05", "E07"] + [f"E{i:02}" for i in range(1, 19) if i not in (5, 7)]
    s, ev = RS.setup_events(Options(players=5), Scripted(setup_script(Options(players=5), events=order)))
    assert s.event == "E05"
    assert RS.observe(s, "marie").event_deck[0] == "E07"
    assert RS.observe(s, "robin").event_deck[0] == "X"
    assert "looks at the next event: Royal Tax" in events_text(RS.events_for(s, ev, "marie"))
    assert "Royal Tax" not in events_text(RS.events_for(s, ev, "robin"))


def test_draws_are_read_only_by_the_drawer():
    s = acting(4, "robin", "Gloucester", [], prov="GC")
    after, ev = play(s, Act("robin", card="RB"))
    assert "Robin Hood draws 1 green chest." in events_text(RS.events_for(s, ev, "robin"))
    assert "Robin Hood draws 1 card." in events_text(RS.events_for(s, ev, "prince_john"))
    assert "green chest" not in events_text(RS.events_for(s, ev, None))


def test_observations_hide_hands_edicts_and_decks_until_the_end():
    s = new(4)
    obs = RS.observe(s, "robin")
    assert obs.seed is None and obs.player("robin").hand == s.player("robin").hand
    assert obs.player("marian").hand == ("X",) * 7 and obs.player("marian").edict == "X"
    assert set(obs.provisions) == {"X"} and set(obs.event_deck) == {"X"}
    spectator = RS.observe(s, None)
    assert all(set(p.hand) == {"X"} for p in spectator.players)
    over = edit(s, phase="over", outcome=Outcome("last_round", ("robin",), (0, 0, 0, 0)))
    assert RS.observe(over, "prince_john").player("robin").edict == s.player("robin").edict


def test_the_position_text_round_trips_and_refuses_nonsense():
    s = RS.new_game(Options(players=5), seed=4)
    text = RS.to_text(s)
    assert text.startswith("crusade players=5 ")
    assert RS.from_text(text) == s
    obs = RS.observe(s, "robin")
    assert RS.from_text(RS.to_text(obs)) == obs and "dice=?/" in RS.to_text(obs)
    with pytest.raises(LoadError):
        RS.from_text("crusade players=9")
    with pytest.raises(LoadError):
        RS.from_text(text.replace("round=1", "round=99"))
    with pytest.raises(LoadError):
        RS.from_text(text.replace("reserve=24,24", "reserve=25,24"))  # a card too many
    with pytest.raises(LoadError):
        RS.from_text(text + " extra=1")


def test_the_position_text_of_a_game_in_progress_and_over():
    from lionheart_core.testing import random_game

    final, log = random_game(RS, Options(players=6), seed=8)
    assert RS.from_text(RS.to_text(final)) == final
    mid = RS.replay(Options(players=6), 8, log[: len(log) // 3])
    assert RS.from_text(RS.to_text(mid)) == mid
    assert RS.load(RS.dump(mid)) == mid


def test_the_board_is_a_graph_of_sixteen_locations():
    g = RS.grid()
    assert isinstance(g, GraphGrid) and len(g.cells()) == 16
    assert g.connection("London", "Oxford") == frozenset({"water"})
    assert g.connection("London", "Cambridge") == frozenset({"road"})
    assert g.node("Bridgwater").tag("colour") == "red" and g.node("Grimsby").tag("colour") == "green"
    assert all(g.distance("London", c) < 10 for c in g.cells())
    assert Move("robin", ("Cambridge", "Norwich")) == RS.action_from_code(
        RS.action_code(Move("robin", ("Cambridge", "Norwich"))))


def test_descriptions_and_summary():
    s = travel(4, {"robin": "London", "prince_john": "Cambridge", "marian": "York", "isabella": "Chester"})
    assert str(RS.describe(s, Move("robin", ("Cambridge", "Nottingham"), ("prince_john",)))) == (
        "Travel to Nottingham by Cambridge – Nottingham, taking a card from Prince John")
    assert str(RS.describe(s, Place("robin", "Oxford"))) == "Place the figure on Oxford"
    assert str(RS.describe(s, Buy("robin", "reserve", "RC"))) == "Buy red chest"
    assert str(RS.describe(s, Contribute("robin", ("RB", "GC")))) == "Add 1 red banner, 1 green chest to the Crusade deck"
    assert str(RS.describe(s, ChooseSide("robin", "john"))) == "Support John this round"
    assert str(RS.describe(s, Pass("robin"))) == "Pass"
    assert str(RS.turn_summary(s)) == "Round 2: Robin Hood to act (travelling)."
    for a in RS.legal_actions(s):
        assert str(RS.describe(s, a))


def test_the_editor_places_figures_and_starts_a_round():
    s = RS.editor_blank(Options(players=4))
    names = {p.key for p in RS.editor_pieces(Options(players=4))}
    assert names == {"robin", "prince_john", "marian", "isabella", "merchant", "mercenary"}
    with pytest.raises(IllegalAction):
        RS.editor_start(s, "robin")  # figures still off the board
    for seat, loc in zip(RS.players(Options(players=4)), ["London", "York", "Oxford", "Chester"], strict=True):
        s = RS.editor_put(s, seat, loc)
    with pytest.raises(IllegalAction):
        RS.editor_put(s, "robin", "York")  # taken
    s = RS.editor_put(s, "merchant", "Cambridge")
    s = RS.editor_remove(s, "Oxford")
    s = RS.editor_put(s, "marian", "Bristol")
    started = RS.editor_start(s, "isabella")
    assert RS.to_move(started) == ("isabella",) and started.round == 2 and started.merchant == "Cambridge"
    assert all(isinstance(a, Move) for a in RS.legal_actions(started))


def test_a_card_seen_from_a_hidden_deck_cannot_be_undone():
    s = acting(4, "robin", "Gloucester", [])
    after, ev = play(s, Act("robin", card="RB"))   # draws from the Provisions deck
    assert not RS.undoable(Act("robin", card="RB"), ev)
    s = acting(4, "robin", "Cambridge", [])
    after, ev = play(s, Act("robin", card="RB"))   # nothing hidden is seen
    assert RS.undoable(Act("robin", card="RB"), ev)
    s = acting(4, "robin", "Nottingham", [])
    after, ev = play(s, Act("robin"))              # an edict drawn
    assert not RS.undoable(Act("robin"), ev)


def test_card_texts_for_the_reference_card_events_and_dashboards():
    small, large = Options(players=2), Options(players=4)
    assert RS.location_text("London", large).render("en") == (
        "pay 3 coins; take 1 card of your choice from the Reserve; move King's Return or King's Treasure "
        "1 space back from its end")
    assert RS.location_text("Canterbury", small).render("en") == (
        "return 3 green banners; draw 2 Provisions cards; take 1 red banner, 1 red hourglass, 1 red chest "
        "from the Reserve")
    assert RS.location_text("Grimsby", small).render("en").startswith("either return 3 red chests; ")
    assert RS.event_text("E14").render("en") == (
        "Washed-out Roads. This round: 1 movement point less for everyone. Next: the Merchant to York, "
        "the Mercenary to Canterbury.")
    assert RS.ability_text("little_john").render("en") == (
        "Taking a card from a rival on the way costs no movement point.")
    for loc in RS.grid().cells():
        for opts in (small, large):
            for lang in ("en", "nl", "fr"):
                assert RS.location_text(loc, opts).render(lang)
