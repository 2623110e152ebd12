"""macOS: a file double-clicked in Finder reaches the app as a QFileOpenEvent, and opens."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from lionheart_qt.main_window import FileOpenFilter


class Window:
    def __init__(self) -> None:
        self.opened: list[str] = []
        self.waiting: list = []

    def when_ready(self, callback) -> None:
        self.waiting.append(callback)

    def open_path(self, path) -> bool:
        self.opened.append(str(path))
        return True


def test_an_open_document_event_opens_the_file_once_the_window_is_ready(qapp, tmp_path):
    app = QApplication.instance()
    window = Window()
    filt = FileOpenFilter(window)
    app.installEventFilter(filt)
    try:
        turn = tmp_path / "abc-3.lionheart-turn.json"
        QCoreApplication.sendEvent(app, QFileOpenEvent(str(turn)))
        assert window.opened == [] and len(window.waiting) == 1  # waits for the window
        window.waiting.pop()()
        assert window.opened == [str(turn)]
        # Other events pass through untouched.
        assert filt.eventFilter(app, QEvent(QEvent.Type.User)) is False
    finally:
        app.removeEventFilter(filt)
