"""Shared fixtures of the GUI tests (pytest-qt, offscreen)."""

from __future__ import annotations

import gc

import pytest

from lionheart_qt.controller import GameController
from lionheart_qt.main_window import MainWindow


@pytest.fixture(autouse=True)
def _collect_garbage_here():
    """Collect each test's Qt wrappers in the GUI thread: left to the cyclic collector they might
    be freed later inside a bot's worker thread, and Qt objects must not die off their thread."""
    yield
    gc.collect()


@pytest.fixture
def bare_window(qtbot, tmp_path, monkeypatch):
    """A shown main window with its own data folder (no autosave lands in the user's profile) and
    bots that answer without the watchable delay."""
    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))
    w = MainWindow(GameController(bot_delay_ms=0))
    qtbot.addWidget(w)
    w.show()
    return w


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """A shown 1400x950 main window with its own data folder, no autosave and bots without the
    watchable delay; its bots are waited for and its undo stack emptied at the end. (A test file
    may define its own ``window``.)"""
    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))
    w = MainWindow(GameController(bot_delay_ms=0, autosave=False))
    qtbot.addWidget(w)
    w.resize(1400, 950)
    w.show()
    yield w
    w.controller.wait_for_bots()
    w.controller.undo_stack.clear()


@pytest.fixture
def new_controller():
    """Game controllers for a test, their undo stacks emptied at the end: left to the garbage
    collector, a controller's stack and its commands can be freed in an order that crashes
    QUndoStack::clear (the controller and its commands hold each other)."""
    made = []

    def make() -> GameController:
        controller = GameController(autosave=False)
        made.append(controller)
        return controller

    yield make
    for controller in made:
        controller.undo_stack.clear()
