"""The self-test, the PDF export from the File menu, and the error hook that keeps tracebacks
away from the player."""

from __future__ import annotations

import sys

import pytest

from lionheart_qt import paths, selftest
from lionheart_qt.main_window import install_excepthook


@pytest.fixture
def window(bare_window):
    w = bare_window
    return w


def test_self_test_passes_for_every_ruleset(qapp, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))
    assert selftest.run() == 0
    out = capsys.readouterr().out
    from lionheart_core import rulesets

    ids = rulesets.builtin_ids()
    assert all(f"ok   {rid}: frame 1280x800" in out for rid in ids)
    assert f"self-test: {len(ids)} of {len(ids)} rulesets passed" in out
    # It never wrote into the player's folder.
    assert not (tmp_path / "autosave.lionheart.json").exists()


def test_export_setup_sheet_as_pdf(window, tmp_path):
    window.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=3)
    pdf = tmp_path / "sheet.pdf"
    assert window.export_pdf(str(pdf))
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 5000


def test_unexpected_error_shows_one_line_and_logs_the_trace(window, monkeypatch):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    install_excepthook(window)
    try:
        raise RuntimeError("a bug deep inside")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    box = window.last_message
    assert box is not None and box.isVisible()
    assert "RuntimeError" in box.text() and "Traceback" not in box.text()
    assert "a bug deep inside" in paths.crash_log_path().read_text()
    box.close()


def test_help_about_opens_the_about_dialog(window, qtbot):
    window.act_about.trigger()
    dialog = window.about_dialog
    assert dialog is not None and dialog.objectName() == "aboutDialog"
    qtbot.waitUntil(dialog.isVisible)
    assert "Lionheart Table" in dialog.windowTitle()
    dialog.close()
