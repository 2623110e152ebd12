"""The end of a game: who won and why, and what to do next."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .. import style

NEW_GAME = 2
REVIEW = 3


class GameOverDialog(QDialog):
    """Names the winner (or a draw) and the reason; offers a new game or a look back."""

    def __init__(self, result: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("The battle is over")
        self.setObjectName("gameOverDialog")
        winners = tuple(getattr(result, "winners", ()) or ())
        winner = winners[0] if winners else None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(28, 22, 28, 18)
        self.headline = QLabel(" and ".join(style.side_name(w) for w in winners) + " wins!"
                               if winners else "A draw")
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setFont(style.font(22, bold=True, serif=True))
        main, dark, _light, _ink = style.army_colours(winner)
        self.headline.setStyleSheet(f"color:{dark.name() if winner else style.INK.name()};"
                                    f"border-bottom:4px solid {main.name()}; padding:6px;")
        self.reason = QLabel(getattr(result, "reason", "") or "")
        self.reason.setWordWrap(True)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setFont(style.font(12, serif=True))
        lay.addWidget(self.headline)
        lay.addSpacing(8)
        lay.addWidget(self.reason)
        lay.addSpacing(14)
        row = QHBoxLayout()
        review = QPushButton("Review the battle")
        review.clicked.connect(lambda: self.done(REVIEW))
        new = QPushButton("New game")
        new.setProperty("primary", "true")
        new.clicked.connect(lambda: self.done(NEW_GAME))
        close = QPushButton("Close")
        close.clicked.connect(self.reject)
        row.addWidget(review)
        row.addStretch(1)
        row.addWidget(close)
        row.addWidget(new)
        lay.addLayout(row)
        self.setMinimumWidth(420)
