"""Positions as text: Edit > Copy position (what the player at the screen sees, nothing more) and
File > New from position (live checking, a preview, the sandbox, a game started from there that
saves and reopens)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from lionheart_core.rulesets.lionheart_1997.model import Move, Place
from lionheart_qt.dialogs.position import PositionDialog


@pytest.fixture
def window(bare_window):
    return bare_window


def test_copy_position_copies_what_the_player_at_the_screen_sees(window):
    window.new_game("lionheart-1997", {"setup": "customized"}, {"gold": "human", "silver": "human"}, seed=5)
    c = window.controller
    window.handoff.button.click()
    assert c.submit(Place("gold", "knight", 2, (0, 0)))
    window.act_copy_position.trigger()
    copied = QApplication.clipboard().text()
    assert copied == c.position_text() == c.ruleset.to_text(c.view_state())
    assert "N2A1" in copied  # Gold's own knights...
    assert c.ruleset.from_text(copied).seed is None  # ...and no dice of the future
    assert not window.handoff.isVisible()  # Silver places while Gold holds the screen
    # Silver's secret placement never reaches Gold's copy.
    assert c.submit(Place("silver", "knight", 2, (8, 9)))
    window.act_copy_position.trigger()
    assert c.view_player() == "gold" and "I10" not in QApplication.clipboard().text()
    assert "Position copied" in window.statusBar().currentMessage()


def _click(dialog: PositionDialog, cell, button=Qt.MouseButton.LeftButton) -> None:
    view = dialog.view
    point = view.mapFromScene(view.board_scene.square_centre(cell))
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, point)


def _choose(dialog: PositionDialog, key: str) -> None:
    for row in range(dialog.palette.count()):
        if dialog.palette.item(row).data(Qt.ItemDataRole.UserRole).key == key:
            dialog.palette.setCurrentRow(row)
            return
    raise AssertionError(key)


def test_new_from_position_checks_the_text_as_it_is_typed(window, qtbot):
    window.new_game("lionheart-1997", {}, {"gold": "human", "silver": "random"}, seed=2)
    window.controller.set_paused(True)
    window.act_new_position.trigger()
    dialog = window.position_dialog
    qtbot.addWidget(dialog)
    c = window.controller
    # It opens on the position of the game on the table, with its seats.
    assert dialog.text.toPlainText() == c.position_text()
    assert dialog.seats() == {"gold": "human", "silver": "random"}
    assert dialog.verdict.text().startswith("A good position")
    # A typo is refused with the rules' own reason; the preview keeps the last good position.
    good = dialog.state
    dialog.text.setPlainText("gold:K1E1n silver")
    assert dialog.verdict.text().startswith("Not a position of this game: ")
    assert "fields" in dialog.verdict.text() and not dialog.start_button.isEnabled()
    assert dialog.preview.state is good
    # Fixed: the Gold King two squares further up, shown at once.
    dialog.text.setPlainText(c.position_text().replace("K1E1n", "K1E3n"))
    assert dialog.start_button.isEnabled() and dialog.preview.state is dialog.state
    king = next(u for u in dialog.preview.view_state().units if u.kind == "king" and u.owner == "gold")
    assert king.square == (4, 2)


def test_sandbox_builds_a_position_and_the_game_starts_there(window, qtbot, tmp_path):
    window.act_new_position.trigger()  # from the start page: the start page's game
    dialog = window.position_dialog
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.sandbox.isVisible() and dialog.palette.count() == 8  # basic: four kinds a side
    dialog.empty_board()
    assert dialog.state.units == ()
    _choose(dialog, "gold:king")
    _click(dialog, (4, 0))
    _choose(dialog, "gold:knight")
    dialog.size.setValue(2)
    _click(dialog, (3, 3))
    _click(dialog, (5, 3))
    # Starting now is refused by the rules: Silver has no King.
    dialog.first.setCurrentIndex(dialog.first.findData("gold"))
    dialog.start()
    assert dialog.isVisible() and "King" in dialog.verdict.text()
    _choose(dialog, "silver:king")
    _click(dialog, (4, 9))
    _choose(dialog, "silver:infantry")
    _click(dialog, (4, 5))
    # Turn the Infantry, then take one Gold Knights away with a right click.
    dialog.modes.buttons()[2].click()
    _click(dialog, (4, 5))
    _click(dialog, (5, 3), Qt.MouseButton.RightButton)
    units = {(u.owner, u.kind, u.figures, u.square) for u in dialog.state.units}
    assert units == {("gold", "king", 1, (4, 0)), ("gold", "knight", 2, (3, 3)),
                     ("silver", "king", 1, (4, 9)), ("silver", "infantry", 4, (4, 5))}
    infantry = next(u for u in dialog.state.units if u.kind == "infantry")
    assert infantry.facing != "S"
    # The text follows every change and reads back to the same position.
    assert dialog.ruleset.from_text(dialog.text.toPlainText()) == dialog.state
    dialog.seat_boxes["silver"].setCurrentIndex(dialog.seat_boxes["silver"].findData("random"))
    dialog.first.setCurrentIndex(dialog.first.findData("silver"))
    dialog.start()
    assert not dialog.isVisible()
    c = window.controller
    c.set_paused(True)
    assert window.in_game() and c.seats == {"gold": "human", "silver": "random"}
    assert c.state.player == "silver" and c.state.phase == "play" and c.state.seed is not None
    assert {(u.owner, u.kind, u.square) for u in c.state.units} == {(o, k, s) for o, k, _f, s in units}
    # The game plays on from there, and saves and reopens with its opening.
    c.with_seats({"silver": "human"})
    move = next(a for a in c.legal_actions() if isinstance(a, Move))
    assert c.submit(move)
    path = tmp_path / "puzzle.lionheart.json"
    assert window.save_to(path)
    state = c.state
    window.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=1)
    assert window.open_path(path)
    c.finish_loading()
    assert c.state == state and c.start is not None and len(c.log) == 1
    assert c.history_state(0) == c.start


def test_a_text_only_game_keeps_its_text_and_no_sandbox(window, qtbot, monkeypatch):
    import fake_ballot as fb

    from lionheart_core import rulesets

    fb.register()
    monkeypatch.setattr(rulesets, "builtin_ids", lambda: ("lionheart-1997", fb.ID))
    try:
        dialog = PositionDialog(fb.ID, None, window)
        qtbot.addWidget(dialog)
        dialog.show()
        assert not dialog.sandbox.isVisible()
        assert [dialog.first.itemData(i) for i in range(dialog.first.count())] == [None]
        state = fb.RULESET.new_game(fb.Options(players=4), 3)
        dialog.text.setPlainText(fb.RULESET.to_text(state))
        assert dialog.state == state and list(dialog.seat_boxes) == ["p1", "p2", "p3", "p4"]
        started = []
        dialog.startRequested.connect(lambda rid, s, seats: started.append((rid, s, seats)))
        dialog.start()
        assert started == [(fb.ID, state, {p: "human" for p in ("p1", "p2", "p3", "p4")})]
    finally:
        rulesets.unregister(fb.ID)
