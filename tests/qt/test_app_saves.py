"""Saving and reopening through the window; a corrupt, foreign or newer file is refused with a
message and the game on the table is kept; autosave and "Continue last game"."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from lionheart_core.dice import Scripted
from lionheart_core.rulesets.lionheart_1997.model import Move, RollOff
from lionheart_qt import paths
from lionheart_qt.controller import GameController
from lionheart_qt.main_window import MainWindow


@pytest.fixture
def window(bare_window):
    w = bare_window
    w.new_game("lionheart-1997", {"turn_limit": 30}, {"gold": "human", "silver": "random"}, seed=8)
    w.controller.set_paused(True)  # the computer must not move during these checks
    w.controller.set_dice(Scripted(["axe"] * 4 + ["arrow"] * 4))
    w.controller.submit(RollOff("gold"))
    w.controller.submit(Move("gold", (2, 1), (2, 2)))
    return w


def test_save_and_reopen(window, tmp_path):
    c = window.controller
    path = tmp_path / "battle.lionheart.json"
    assert window.save_to(path)
    assert c.path == path and "battle.lionheart.json" in window.windowTitle()
    assert str(path.resolve()) in window.settings.recent_files()
    doc = json.loads(path.read_text())
    assert doc["ruleset"] == "lionheart-1997" and len(doc["actions"]) == 2
    state, log_len = c.state, len(c.log)
    window.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=1)
    assert len(c.log) == 0
    assert window.open_path(path)
    assert c.state == state and len(c.log) == log_len
    assert c.seats == {"gold": "human", "silver": "random"}
    assert c.options.turn_limit == 30
    assert any("move from C2 to C3" in line for line in window.log_panel.lines())
    # The rolls of a loaded game are still shown as dice: the events were replayed.
    assert c.events[0][0].rolls


@pytest.mark.parametrize("content", [
    b'{"format": 1, "ruleset": "lionheart-1997", "actions": [',     # truncated
    b"\x00\x01garbage",                                               # not JSON at all
    b'{"hello": "world"}',                                            # foreign
])
def test_bad_file_is_refused_and_the_game_kept(window, tmp_path, content):
    c = window.controller
    state, log_len = c.state, len(c.log)
    bad = tmp_path / "bad.lionheart.json"
    bad.write_bytes(content)
    assert not window.open_path(bad)
    assert c.state is state and len(c.log) == log_len
    box = window.last_message
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "cannot be opened" in box.text() and "Traceback" not in box.text()
    assert window.in_game()
    box.close()


def test_newer_format_is_refused(window, tmp_path):
    good = tmp_path / "good.lionheart.json"
    window.save_to(good)
    doc = json.loads(good.read_text())
    doc["format"] = 99
    newer = tmp_path / "newer.lionheart.json"
    newer.write_text(json.dumps(doc))
    state = window.controller.state
    assert not window.open_path(newer)
    assert window.controller.state is state
    assert "newer" in window.last_message.text().lower()


def test_autosave_after_every_action_and_continue(window, qtbot, tmp_path):
    auto = paths.autosave_path()
    # Written once the screen is updated, i.e. as soon as the event loop runs.
    qtbot.waitUntil(auto.exists)
    assert len(json.loads(auto.read_text())["actions"]) == 2
    window.controller.submit(Move("gold", (3, 1), (3, 2)))
    window.controller.flush_autosave()
    assert len(json.loads(auto.read_text())["actions"]) == 3
    state = window.controller.state
    # A new session: the start page offers the game in progress.
    other = MainWindow(GameController(bot_delay_ms=0))
    qtbot.addWidget(other)
    other.show()
    assert other.start_page.continue_button.isVisible()
    other.controller.set_paused(True)
    other.start_page.continue_button.click()
    assert other.in_game() and other.controller.state == state
    assert other.controller.path is None  # Save asks where: the autosave is not a user file
