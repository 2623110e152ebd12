"""Games of more than two seats at one screen (the test game ``fake_ballot``): the start page's
player count and seat looks, the hand-off for any number of people, simultaneous votes of
people and computers, and no cover when nobody at the screen plays."""

from __future__ import annotations

import fake_ballot as fb
import pytest
from PySide6.QtCore import Qt

from lionheart_core import rulesets
from lionheart_qt.controller import GameController
from lionheart_qt.main_window import MainWindow
from lionheart_qt.rulesets import ui_for


@pytest.fixture(autouse=True)
def ballot(monkeypatch):
    fb.register()
    yield
    rulesets.unregister(fb.ID)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))
    w = MainWindow(GameController(bot_delay_ms=0))
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    return w


def test_start_page_offers_the_seats_the_player_count_asks_for(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(rulesets, "builtin_ids", lambda: ("lionheart-1997", fb.ID))
    window = MainWindow(GameController(bot_delay_ms=0))
    qtbot.addWidget(window)
    page = window.start_page
    titles = [page.ruleset_list.item(i).text() for i in range(page.ruleset_list.count())]
    assert titles == ["Lionheart (1997)", "Ballot (test game)"]
    page.ruleset_list.setCurrentRow(1)
    count = page.players_box
    assert count is not None and (count.minimum(), count.maximum(), count.value()) == (2, 6, 3)
    assert list(page.seat_boxes) == ["p1", "p2", "p3"]
    # The player count is not offered twice.
    assert "players" not in page.options_form.widgets and "target" in page.options_form.widgets
    # Each seat shows its name on its own colour (the ruleset GUI's seat look).
    swatch = page.seat_labels["p2"]
    assert swatch.text() == "Blue"
    assert ui_for(fb.ID).seat_look("p2").main.name() in swatch.styleSheet()
    # The seat list follows the count live, keeping the choices made.
    page.set_seat("p2", "random")
    count.setValue(5)
    assert list(page.seat_boxes) == ["p1", "p2", "p3", "p4", "p5"]
    assert page.seats()["p2"] == "random" and page.seats()["p5"] == "human"
    count.setValue(2)
    assert list(page.seat_boxes) == ["p1", "p2"]
    count.setValue(4)
    page.set_seat("p4", "heuristic")
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    c = window.controller
    assert c.ruleset.id == fb.ID and c.options.players == 4
    assert c.seats == {"p1": "human", "p2": "random", "p3": "human", "p4": "heuristic"}
    assert window.settings.defaults(fb.ID)["options"]["players"] == 4
    # The 1997 game has exactly two seats: no count to choose.
    page.ruleset_list.setCurrentRow(0)
    assert page.players_box is None and list(page.seat_boxes) == ["gold", "silver"]


def _vote(c, card_index=0):
    viewer = c.view_player()
    votes = [a for a in c.legal_actions() if isinstance(a, fb.Vote)]
    assert votes and all(a.player == viewer for a in votes)
    assert c.submit(votes[card_index % len(votes)])


def test_hand_off_calls_each_person_of_a_vote_in_turn(window, qtbot):
    window.new_game(fb.ID, {"players": 3}, {"p1": "human", "p2": "human", "p3": "human"}, seed=4)
    c, cover = window.controller, window.handoff
    # Nothing is secret before the deal: Red simply has the screen.
    assert not cover.isVisible() and c.view_player() == "p1"
    assert window.decision_panel.click("Shuffle and deal")
    # Red dealt at the screen and now sees Red's hand; everybody votes at once.
    assert not cover.isVisible() and c.to_move() == ("p1", "p2", "p3")
    red_hand = set(c.state.hands[0])
    assert {a.card for a in c.legal_actions()} == red_hand
    _vote(c)
    # The screen goes to the next person to vote, behind the cover.
    assert cover.isVisible() and cover.title.text() == "Pass the screen to Blue"
    assert cover.button.text() == "I am Blue" and "the other side" not in cover.note.text()
    assert c.handoff_pending() == "p2"
    qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    assert not cover.isVisible() and c.view_player() == "p2"
    assert not any(card in line for line in window.log_panel.lines() for card in red_hand)
    assert "Red plays a card face down." in window.log_panel.lines()
    _vote(c)
    assert cover.isVisible() and cover.button.text() == "I am Green"
    qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    _vote(c)
    # All cards are turned up; Green, already at the screen, votes first in the next round.
    assert c.state.round == 2 and not cover.isVisible() and c.view_player() == "p3"


def test_nobody_at_the_screen_means_no_cover_and_every_computer_votes(window, qtbot):
    seen = []
    window.controller.handoffNeeded.connect(seen.append)
    window.new_game(fb.ID, {"players": 4}, {p: "random" for p in ("p1", "p2", "p3", "p4")}, seed=2)
    c = window.controller
    assert c.view_player() is None
    qtbot.waitUntil(c.is_over, timeout=10000)
    assert seen == [] and not window.handoff.isVisible()
    # Each computer seat voted every round (four votes between two reveals).
    votes = [e.action.player for e in c.log if isinstance(e.action, fb.Vote)]
    rounds = [votes[i:i + 4] for i in range(0, len(votes), 4)]
    assert all(sorted(r) == ["p1", "p2", "p3", "p4"] for r in rounds if len(r) == 4)
    # A spectator reads only public lines: no card before it is turned up.
    for _index, event in c.visible_log(None):
        assert event.key != "vote" and event.key != "dealt" and event.key != "draw", event.text


def test_people_and_computers_vote_at_once(window, qtbot):
    window.new_game(fb.ID, {"players": 3}, {"p1": "human", "p2": "random", "p3": "human"}, seed=7)
    c, cover = window.controller, window.handoff
    assert window.decision_panel.click("Shuffle and deal")
    # Blue's computer votes on its own while the people vote in turn.
    qtbot.waitUntil(lambda: c.state.votes[1] is not None, timeout=5000)
    assert c.view_player() == "p1" and not cover.isVisible()
    _vote(c)
    assert cover.isVisible() and cover.button.text() == "I am Green"
    qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    _vote(c)
    assert c.state.round == 2


def test_undo_is_for_the_player_at_the_screen_only(window, qtbot):
    window.new_game(fb.ID, {"players": 3}, {"p1": "human", "p2": "human", "p3": "human"}, seed=4)
    c = window.controller
    reasons = []
    c.actionRejected.connect(reasons.append)
    window.decision_panel.click("Shuffle and deal")
    assert not c.can_undo() and "cannot be taken back" in c.undo_refusal()  # the shuffle
    _vote(c)  # Red votes; the screen goes to Blue
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    # Red's vote is Red's secret: Blue can neither take it back nor read it in Edit > Undo.
    assert not c.can_undo() and not window.act_undo.isEnabled()
    red_vote = c.log[-1].action.card
    assert red_vote not in window.act_undo.text() and red_vote not in window.act_undo.toolTip()
    assert "Red's action" in c.undo_refusal()
    # Ctrl+Z on the greyed item says why in the status bar.
    window.undo_refused.activated.emit()
    assert reasons[-1] == c.undo_refusal()
    assert window.statusBar().currentMessage() == reasons[-1]
    _vote(c)  # Blue votes: Blue's own vote can be taken back by Blue...
    # ...but the screen already went to Green, who may not.
    assert c.view_player() == "p3" and not c.can_undo()


def test_under_the_cover_the_keyboard_reaches_nothing_of_the_next_players_view(window, qtbot):
    window.new_game(fb.ID, {"players": 2}, {"p1": "human", "p2": "human"}, seed=4)
    c = window.controller
    window.decision_panel.click("Shuffle and deal")
    window.log_dock.setFloating(True)
    _vote(c)
    assert window.handoff.isVisible() and c.view_player() == "p2"
    # Blue's hand is on the panels under the cover: no copy, print, end of turn, history or
    # panel toggle may show it to Red, who still holds the screen.
    for act in (window.act_copy_position, window.act_print, window.act_pdf, window.act_end_turn,
                window.act_history_back, window.act_undo, window.act_redo,
                window.log_dock.toggleViewAction()):
        assert not act.isEnabled(), act.text()
    assert not window.log_dock.isVisible()  # the floating log is hidden too
    assert window.act_save.isEnabled()
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert window.act_copy_position.isEnabled() and window.log_dock.isVisible()
