"""Undo and redo under Board Game Arena's policy, and the read-only history stepper."""

from __future__ import annotations

import pytest

from lionheart_core.dice import Scripted
from lionheart_core.rulesets.lionheart_1997.model import Move, RollOff, Turn


@pytest.fixture
def window(bare_window):
    w = bare_window
    w.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=4)
    w.controller.set_dice(Scripted(["axe"] * 4 + ["arrow"] * 4))
    return w


def test_undo_redo_and_refusal_after_the_roll(window):
    c = window.controller
    reasons = []
    c.actionRejected.connect(reasons.append)
    assert c.submit(RollOff("gold"))
    # The roll of the dice is a barrier: nothing can be taken back.
    assert not c.can_undo() and not window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert not c.undo()
    assert len(c.log) == 1 and c.state.phase == "play"
    assert reasons[-1] == "The dice have been rolled: that cannot be taken back."

    after_roll = c.state
    assert c.submit(Move("gold", (2, 1), (2, 2)))
    moved = c.state
    assert c.can_undo() and window.act_undo.isEnabled()
    assert "move to C3" in window.act_undo.text()
    window.act_undo.trigger()  # Ctrl+Z
    assert c.state == after_roll and len(c.log) == 1 and len(c.events) == 1
    assert c.can_redo() and window.act_redo.isEnabled()
    assert window.act_redo.shortcuts()[0].toString() == "Ctrl+Shift+Z"
    window.act_redo.trigger()
    assert c.state == moved and len(c.log) == 2
    # Undo, then a different action: the redo branch is gone.
    assert c.undo()
    assert c.submit(Turn("gold", (4, 0), "E"))
    assert not c.can_redo()


def test_no_undo_past_the_other_players_action(window):
    c = window.controller
    c.submit(RollOff("gold"))
    c.submit(Move("gold", (2, 1), (2, 2)))
    c.submit(Move("gold", (3, 1), (3, 2)))  # Gold's turn is over
    assert c.to_move() == ("silver",)
    assert c.submit(Move("silver", (2, 8), (2, 7)))
    assert c.undo()  # Silver's own action
    assert c.state.player == "silver" and len(c.log) == 3
    assert not c.can_undo()  # Gold's actions are across Silver's
    assert "cannot be taken back" in c.undo_refusal()


def test_history_stepper_reviews_earlier_positions_read_only(window):
    c = window.controller
    c.submit(RollOff("gold"))
    c.submit(Move("gold", (2, 1), (2, 2)))
    c.submit(Move("gold", (3, 1), (3, 2)))
    present = c.state
    stepper = window.history
    assert stepper.slider.maximum() == 3 and stepper.label.text() == "Present position, after action 3"
    stepper.back.click()
    assert c.history_index == 2
    seen = c.view_state()
    assert any(u.square == (3, 1) for u in seen.units) and not any(u.square == (3, 2) for u in seen.units)
    assert "Reviewing" in window.decision_panel.hint.text()
    # Nothing can be played while looking back, and the game itself is unchanged.
    assert c.legal_actions() == []
    assert not c.submit(Move("silver", (2, 8), (2, 7)))
    assert c.state is present
    stepper.first.click()
    assert c.history_index == 0 and c.view_state().phase == "roll"
    assert not stepper.undo_here.isEnabled()  # the roll is in the way
    stepper.go(2)
    assert stepper.undo_here.isEnabled()
    stepper.undo_here.click()
    assert c.history_index is None and len(c.log) == 2
    assert any(u.square == (3, 1) for u in c.state.units)
    stepper.last.click()
    assert c.history_index is None and c.view_state() == c.ruleset.observe(c.state, c.view_player())
    # Double-clicking a log line reviews the position right after that action.
    log = window.log_panel
    roll = next(i for i in range(log.count()) if "battle-axes" in log.item(i).text())
    log.itemDoubleClicked.emit(log.item(roll))
    assert c.history_index == 1
    assert stepper.label.text().startswith("After action 1 of 2: Gold rolls")
    stepper.last.click()


def test_ctrl_z_on_a_greyed_undo_says_why_in_the_status_bar(window, qtbot):
    from PySide6.QtCore import Qt

    c = window.controller
    c.submit(RollOff("gold"))
    assert not window.act_undo.isEnabled()
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == "The dice have been rolled: that cannot be taken back."
    assert window.act_undo.toolTip() == "The dice have been rolled: that cannot be taken back."
    assert len(c.log) == 1


def test_undo_to_here_never_takes_back_the_other_sides_secret_setup(bare_window, qtbot):
    """Issue 13: while Silver sets up, stepping back in History must not offer to undo Gold's
    confirmed setup, and the log must not list Gold's placements."""
    from lionheart_core.rulesets.lionheart_1997.model import ConfirmSetup, Place, StandardSetup

    w = bare_window
    w.new_game("lionheart-1997", {"setup": "customized"}, {"gold": "human", "silver": "human"}, seed=6)
    c = w.controller
    w.handoff.button.click()
    assert c.submit(Place("gold", "knight", 2, (0, 0)))
    assert c.submit(StandardSetup("gold"))
    assert c.submit(ConfirmSetup("gold"))
    w.handoff.button.click()
    assert c.view_player() == "silver"
    stepper = w.history
    # Silver knows of one action of Gold's: that Gold is ready.
    assert stepper.steps() == [0, 3]
    assert stepper.label.text() == "Present position, after action 1"
    stepper.go(0)
    assert c.history_index == 0 and not stepper.undo_here.isEnabled()
    assert "Gold's action" in stepper.undo_here.toolTip()
    reasons = []
    c.actionRejected.connect(reasons.append)
    assert not c.undo_to(0) and not c.undo_to(2)
    assert len(c.log) == 3 and c.state.setup_done == ("gold",)
    assert "Gold's action" in reasons[-1]
    # Reviewing greys out the lines after the position shown; nothing of Gold's placements.
    assert w.log_panel._delegate.grey_from == 0
    assert w.log_panel.lines() == ["Gold's army is ready."]
    stepper.last.click()
    assert w.log_panel._delegate.grey_from is None
    # Silver's own placements can be taken back, up to Silver's first one.
    assert c.submit(StandardSetup("silver"))
    assert c.submit(next(a for a in c.legal_actions() if type(a).__name__ == "Relocate"))
    assert stepper.steps() == [0, 3, 4, 5] and c.undoable_back_to() == 3
    stepper.go(3)
    assert stepper.undo_here.isEnabled()
    stepper.undo_here.click()
    assert len(c.log) == 3 and c.history_index is None
