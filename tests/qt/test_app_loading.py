"""Long saved games open at once: the position after the last checkpoint is on the table, the
earlier actions are read back and checked in the background (a slice at a time, the window
painting between slices), and a file whose early part does not check out is refused while the
game that was on the table comes back."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtWidgets import QMessageBox

from lionheart_core import rulesets, saves
from lionheart_core.dice import Scripted
from lionheart_core.rulesets.lionheart_1997.model import Move, RollOff

RS = rulesets.get("lionheart-1997")


def long_game(n: int, seed: int = 3):
    """A 1997 game of ``n`` actions: the roll, then moves, turns and ends of turns only (no
    attacks: it never ends). Returns (opts, seed, log, state)."""
    opts = RS.Options()
    state = RS.new_game(opts, seed)
    rng = random.Random(seed)
    log = []
    while len(log) < n:
        legal = [a for a in RS.legal_actions(state) if type(a).__name__ != "Attack"]
        state, _, entry = RS.step(state, rng.choice(legal))
        log.append(entry)
    return opts, seed, log, state


@pytest.fixture(scope="module")
def game():
    return long_game(320)


@pytest.fixture
def window(bare_window):
    w = bare_window
    w.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=9)
    c = w.controller
    c.set_dice(Scripted(["axe"] * 4 + ["arrow"] * 4))
    c.submit(RollOff("gold"))
    c.set_dice(None)
    c.submit(Move("gold", (2, 1), (2, 2)))
    return w


def test_a_long_game_opens_at_once_and_its_story_follows(window, game, tmp_path, qtbot, monkeypatch):
    from lionheart_qt import narration

    monkeypatch.setattr(narration, "MAX_PER_SLICE", 60)  # slices this small on any machine
    opts, seed, log, state = game
    path = saves.write_save(tmp_path / "long.lionheart.json", RS, opts, seed, log, state,
                            {"gold": "human", "silver": "human"})
    c = window.controller
    progress = []
    c.logChanged.connect(lambda: progress.append(c.narration_progress()))
    assert window.open_path(path)
    # On the table at once: the last position, the last actions' lines, the rest to come.
    assert c.state == state and len(c.log) == 320
    assert c.checking() and c.narration_progress()[0] < 300
    lines = window.log_panel.lines()
    assert lines[0].startswith("Reading the earlier actions back")
    known = sum(1 for r in c.records if r.known)
    assert 50 <= known < 150
    # Nobody plays until the file has been checked through; reviewing is fine meanwhile.
    assert c.legal_actions() == [] and not c.submit(c.ruleset.legal_actions(c.state)[0])
    assert c.history_state(10) == RS.replay(opts, seed, log[:10])
    qtbot.waitUntil(lambda: not c.checking(), timeout=20000)
    # Read back in slices, the window drawing in between.
    assert [p for p in progress if p] == [(60, 250), (120, 250), (180, 250), (240, 250), (250, 250)]
    assert all(r.known for r in c.records)
    lines = window.log_panel.lines()
    assert not lines[0].startswith("Reading")
    assert lines == [e.text for _i, e in c.visible_log()]
    assert sum(len(r.events) for r in c.records) == len(lines)
    assert c.legal_actions() and c.history_state(10) == RS.replay(opts, seed, log[:10])
    assert c.submit(c.legal_actions()[0])


def test_a_file_whose_early_part_was_changed_is_refused_and_the_game_kept(window, game, tmp_path, qtbot):
    opts, seed, log, state = game
    good = saves.write_save(tmp_path / "long.lionheart.json", RS, opts, seed, log, state,
                            {"gold": "human", "silver": "human"})
    doc = json.loads(good.read_text())
    cps = doc["checkpoints"]
    assert [cp["index"] for cp in cps] == [50, 100, 150, 200, 250, 300, 320]
    cps[1]["state"] = cps[2]["state"]  # the position after action 100 is not what it says
    bad = tmp_path / "changed.lionheart.json"
    bad.write_text(json.dumps(doc))
    c = window.controller
    before, before_log = c.state, c.log
    failures = []
    c.loadFailed.connect(failures.append)
    assert window.open_path(bad)  # the last part checks out: it opens...
    assert c.checking() and c.state != before
    qtbot.waitUntil(lambda: bool(failures), timeout=20000)
    # ...until the check reaches the changed position: then the game on the table is back.
    assert "after action 100" in failures[0] and "changed or damaged" in failures[0]
    assert c.state is before and c.log == before_log and c.path is None
    assert c.can_undo()  # its undo history came back with it
    box = window.last_message
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "cannot be opened; the game on the table goes on" in box.text()
    assert str(bad.resolve()) not in window.settings.recent_files()
    assert window.in_game() and c.submit(Move("gold", (3, 1), (3, 2)))


def test_a_changed_file_opened_on_the_start_page_goes_back_to_it(bare_window, game, tmp_path, qtbot):
    opts, seed, log, state = game
    good = saves.write_save(tmp_path / "long.lionheart.json", RS, opts, seed, log, state, {})
    doc = json.loads(good.read_text())
    doc["checkpoints"][0]["state"] = doc["checkpoints"][1]["state"]
    bad = tmp_path / "changed.lionheart.json"
    bad.write_text(json.dumps(doc))
    w = bare_window
    assert w.open_path(bad) and w.in_game()
    qtbot.waitUntil(lambda: w.controller.state is None, timeout=20000)
    assert w.stack.currentWidget() is w.start_page
    assert "This game cannot be opened." in w.last_message.text()
