"""The hand-off screen of hot-seat play: it covers the whole window (board, panels, menus) while
the screen changes hands, so nobody sees what the next player's view holds."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from .. import style


class HandoffScreen(QWidget):
    """An opaque cover over its parent widget: "Pass the screen to Silver" / "I am Silver"."""

    taken = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handoffScreen")
        self.player: str | None = None
        self.look: Any = None
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setFont(style.font(26, bold=True, serif=True))
        self.note = QLabel()
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.note.setFont(style.font(12, serif=True))
        self.button = QPushButton()
        self.button.setProperty("primary", "true")
        self.button.setFont(style.font(14, bold=True))
        self.button.setMinimumWidth(240)
        self.button.clicked.connect(self._take)
        lay.addWidget(self.title)
        lay.addSpacing(10)
        lay.addWidget(self.note)
        lay.addSpacing(24)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        lay.addStretch(3)
        parent.installEventFilter(self)
        self.hide()

    def show_for(self, player: str, name: str, look: Any) -> None:
        """Cover the window until ``player`` (called ``name``, in the colours ``look``) says
        they hold the screen."""
        self.player = player
        self.look = look
        self.title.setText(self.tr("Pass the screen to {name}").format(name=name))
        self.note.setText(self.tr("{name}'s view holds what only {name} may see. Everyone else, please look away until {name} has the screen.").format(name=name))
        self.button.setText(self.tr("I am {name}").format(name=name))
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def _take(self) -> None:
        self.hide()
        if self.player:
            self.taken.emit(self.player)

    def paintEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt name
        p = QPainter(self)
        p.fillRect(self.rect(), style.TABLE_WOOD)
        if self.look is not None:
            main = self.look.main
            # A band in the colours of the seat being called.
            band = self.rect().adjusted(0, self.height() // 3 - 30, 0, -(self.height() // 3) + 30)
            p.fillRect(band, QColor(main.red(), main.green(), main.blue(), 235))
            p.setPen(self.look.dark)
            p.drawLine(band.topLeft(), band.topRight())
            p.drawLine(band.bottomLeft(), band.bottomRight())
            self.title.setStyleSheet(f"color:{self.look.ink.name()};")
            self.note.setStyleSheet(f"color:{self.look.ink.name()};")
        p.end()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if obj is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False
