"""The crusade game in the window, end to end: hot-seat people and computer players in one game,
every human choice made with the mouse (the board's locations, the Turn panel's buttons and its
list of choices), the hand-off screen between people, save and load mid-game, and the game-over
dialog."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox

from lionheart_core import rulesets
from lionheart_qt.controller import GameController
from lionheart_qt.main_window import MainWindow

RS = rulesets.get("crusade")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))
    w = MainWindow(GameController(bot_delay_ms=0, autosave=False))
    qtbot.addWidget(w)
    w.resize(1200, 860)
    w.show()
    return w


def _click_cell(window, cell) -> None:
    view = window.board_view()
    scene = view.board_scene
    view.centerOn(scene.cell_centre(cell))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(scene.cell_centre(cell)))


def mouse_turn(window, rng: random.Random) -> str:
    """The person at the screen does one legal thing with the mouse; returns what it was."""
    c = window.controller
    panel = window.decision_panel
    actions = c.legal_actions()
    assert actions and c.view_player() in c.to_move()
    before = len(c.log)
    on_board = [a for a in actions if type(a).__name__ in ("Place", "Move") and not getattr(a, "rob", ())]
    choices = panel.choice_texts() or [b.text() for b in panel.buttons]
    if on_board and (not choices or rng.random() < 0.8):
        a = rng.choice(on_board)
        if type(a).__name__ == "Place":
            _click_cell(window, a.to)
        else:
            here = c.view_state().player(a.player).location
            _click_cell(window, here)
            _click_cell(window, a.path[-1])
        assert len(c.log) == before + 1, f"the click did not act: {a}"
        return f"board {c.ruleset.action_code(c.log[-1].action)}"
    assert choices, f"no way to act by mouse: {[c.ruleset.action_code(a) for a in actions]}"
    if panel.choice_texts():
        row = rng.randrange(panel.choices.count())
        item = panel.choices.item(row)
        rect = panel.choices.visualItemRect(item)
        panel.choices.scrollToItem(item)
        rect = panel.choices.visualItemRect(item)
        QTest.mouseClick(panel.choices.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         rect.center())
        assert panel.choices.currentRow() == row
        confirm = next(b for b in panel.buttons if b.property("confirmsChoice"))
        QTest.mouseClick(confirm, Qt.MouseButton.LeftButton)
    else:
        b = rng.choice(panel.buttons)
        QTest.mouseClick(b, Qt.MouseButton.LeftButton)
    assert len(c.log) == before + 1
    return f"panel {c.ruleset.action_code(c.log[-1].action)}"


def play_on(window, qtbot, rng, until=None, limit=3000) -> list[str]:
    c = window.controller
    done: list[str] = []
    for _ in range(limit):
        if c.is_over() or (until and until()):
            break
        if window.handoff.isVisible():
            coming = c.handoff_pending()
            QTest.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
            # The hand under the board is now the new person's, and only theirs.
            hand = window.board_view().board_scene.hand
            mine = c.observed(coming).player(coming).hand
            assert c.view_player() == coming and hand.title.startswith(c.seat_name(coming))
            assert len(hand.cards) == len(mine) and not any(card.hidden for card in hand.cards)
            done.append("hand-off")
            continue
        movers = c.to_move()
        if any(c.seats.get(p) == "human" for p in movers) and c.view_player() in movers:
            done.append(mouse_turn(window, rng))
        else:
            n = len(c.log)
            qtbot.waitUntil(lambda n=n: len(c.log) > n or c.is_over() or window.handoff.isVisible(), timeout=10000)
    return done


@pytest.mark.parametrize("players, seed", [(3, 1), (4, 1), (6, 2)])
def test_a_whole_game_by_mouse_with_computers_to_the_game_over_dialog(window, qtbot, players, seed):
    seats = dict.fromkeys(RS.players(RS.Options(players=players)), "human")
    ids = list(seats)
    seats[ids[1]] = "heuristic"
    if players > 3:
        seats[ids[-1]] = "random"  # at least two people stay: the screen passes between them
    window.new_game("crusade", {"players": players}, seats, seed=seed)
    done = play_on(window, qtbot, random.Random(seed))
    c = window.controller
    assert c.is_over(), done[-10:]
    qtbot.waitUntil(lambda: window.game_over_dialog is not None and window.game_over_dialog.isVisible())
    assert "hand-off" in done
    assert any(d.startswith("board move") for d in done) and any(d.startswith("panel contribute") for d in done)



def test_the_start_page_offers_two_to_six_seats_characters_and_any_mix_of_players(window, qtbot):
    page = window.start_page
    row = next(i for i in range(page.ruleset_list.count())
               if page.ruleset_list.item(i).data(Qt.ItemDataRole.UserRole) == "crusade")
    page.ruleset_list.setCurrentRow(row)
    count = page.players_box
    assert (count.minimum(), count.maximum(), count.value()) == (2, 6, 4)
    assert set(page.options_form.widgets) == {"characters", "abilities"}
    count.setValue(5)  # Marie of France joins as the Neutral
    assert list(page.seat_boxes) == ["robin", "prince_john", "marian", "isabella", "marie"]
    # Ticking three of Richard's characters for five players makes no game: it says why.
    for cid in ("little_john", "tuck", "isabella", "ely"):
        page.options_form.findChild(QCheckBox, f"option_characters_{cid}").setChecked(True)
    assert page.options_form.values()["characters"] == ("little_john", "tuck", "isabella", "ely")
    assert list(page.seat_boxes) == ["little_john", "isabella", "tuck", "ely", "marie"]
    page.options_form.findChild(QCheckBox, "option_characters_robin").setChecked(True)
    assert not page.start_button.isEnabled() and "Richard" in page.options_error.text()
    page.options_form.findChild(QCheckBox, "option_characters_robin").setChecked(False)
    assert page.start_button.isEnabled() and page.options_error.isHidden()
    page.set_seat("tuck", "heuristic")
    page.set_seat("marie", "random")
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    c = window.controller
    assert c.ruleset.id == "crusade" and c.options.players == 5
    assert c.options.characters == ("little_john", "tuck", "isabella", "ely")
    assert c.seats == {"little_john": "human", "isabella": "human", "tuck": "heuristic", "ely": "human",
                       "marie": "random"}


def test_undo_policy_and_save_and_load_in_the_middle_of_a_game(window, qtbot, tmp_path):
    """Each person takes back only their own last actions, and only those the rules let go (no
    draw, no secret shown); never across another seat's action. A game saved in round three
    opens as it was, seats and log included, and plays on to its end."""
    seats = {"robin": "human", "prince_john": "human", "marian": "heuristic", "isabella": "human"}
    window.new_game("crusade", {"players": 4}, seats, seed=5)
    c = window.controller
    rng = random.Random(5)
    undone = refused = 0
    while not (c.state.round == 3 and c.state.phase == "purchase"):
        if window.handoff.isVisible():
            QTest.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
            continue
        viewer = c.view_player()
        if not (c.seats.get(viewer) == "human" and viewer in c.to_move()):
            n = len(c.log)
            qtbot.waitUntil(lambda n=n: len(c.log) > n or window.handoff.isVisible(), timeout=10000)
            continue
        last = c.records[-1] if c.records else None
        if last is not None and last.entry.action.player != viewer:
            assert not c.can_undo() and c.undo_refusal()  # never across another seat's action
        before = c.state
        mouse_turn(window, rng)
        rec = c.records[-1]
        if rec.entry.action.player == c.view_player():
            assert c.can_undo() == RS.undoable(rec.entry.action, rec.events)
            if c.can_undo():
                after = c.state
                window.act_undo.trigger()
                assert c.state == before
                window.act_redo.trigger()
                assert c.state == after
                undone += 1
            else:
                window.act_undo.trigger()
                assert c.state is not before
                refused += 1
    assert undone and refused
    path = tmp_path / "crusade.lionheart.json"
    assert window.save_to(path)
    state, lines = c.state, window.log_panel.lines()
    window.new_game("crusade", {"players": 2}, {"robin": "human", "prince_john": "human"}, seed=1)
    assert window.open_path(path)
    qtbot.waitUntil(lambda: not c.checking(), timeout=10000)
    assert c.state == state and c.seats == seats and window.log_panel.lines() == lines
    play_on(window, qtbot, rng)
    assert c.is_over()


def test_help_rules_notes_and_about_for_the_crusade_game(window):
    from lionheart_qt.about import about_text

    window.new_game("crusade", {"players": 3}, {"robin": "human", "prince_john": "random", "leopold": "human"},
                    seed=2)
    window.show_rules("rules")
    viewer = window._rules_viewer
    text = viewer.reference.toPlainText()
    assert "Richard the Lionheart: rules reference" in text
    assert all(word in text for word in ("King's Treasure", "Neutral", "edict"))
    assert "crusade" in viewer.notes.toPlainText().lower()
    about = about_text()
    assert "board.toml" in about and "game.toml" in about and "reference/crusade.md" in about
