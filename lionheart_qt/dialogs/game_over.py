"""The end of a game: who won and why, and what to do next."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from lionheart_core.i18n import text

from .. import style

NEW_GAME = 2
REVIEW = 3


class GameOverDialog(QDialog):
    """Names the winner (or a draw) and the reason; offers a new game or a look back.
    ``name(seat)`` gives a seat's name, ``look(seat)`` its colours (a SeatLook)."""

    def __init__(self, result: Any, name: Callable[[str], str], look: Callable[[str | None], Any],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOverDialog")
        self.result, self.name = result, name
        winners = tuple(getattr(result, "winners", ()) or ())
        lay = QVBoxLayout(self)
        lay.setContentsMargins(28, 22, 28, 18)
        self.headline = QLabel()
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setFont(style.font(22, bold=True, serif=True))
        colours = look(winners[0] if len(winners) == 1 else None)
        self.headline.setStyleSheet(f"color:{colours.dark.name() if len(winners) == 1 else style.INK.name()};"
                                    f"border-bottom:4px solid {colours.main.name()}; padding:6px;")
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setFont(style.font(12, serif=True))
        lay.addWidget(self.headline)
        lay.addSpacing(8)
        lay.addWidget(self.reason)
        lay.addSpacing(14)
        row = QHBoxLayout()
        self.review_button = review = QPushButton()
        review.clicked.connect(lambda: self.done(REVIEW))
        self.new_button = new = QPushButton()
        new.setProperty("primary", "true")
        new.clicked.connect(lambda: self.done(NEW_GAME))
        self.close_button = close = QPushButton()
        close.clicked.connect(self.reject)
        row.addWidget(review)
        row.addStretch(1)
        row.addWidget(close)
        row.addWidget(new)
        lay.addLayout(row)
        self.setMinimumWidth(420)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language (at start and when it changes)."""
        self.setWindowTitle(self.tr("The game is over"))
        winners = tuple(getattr(self.result, "winners", ()) or ())
        name = self.name
        if len(winners) == 1:
            headline = self.tr("{seat} wins!").format(seat=name(winners[0]))
        elif winners:
            headline = self.tr("{seats} win!").format(seats=", ".join(name(w) for w in winners))
        else:
            headline = self.tr("A draw")
        self.headline.setText(headline)
        message = getattr(self.result, "message", None)
        self.reason.setText(text(message) if message is not None else "")
        self.review_button.setText(self.tr("Review the game"))
        self.new_button.setText(self.tr("New game"))
        self.close_button.setText(self.tr("Close"))

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
