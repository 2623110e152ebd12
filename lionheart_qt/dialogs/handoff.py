"""The hand-off screen of hot-seat play: it covers the board while the screen changes hands,
so neither side sees the other's secret plan."""

from __future__ import annotations

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
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setFont(style.font(26, bold=True, serif=True))
        self.note = QLabel("The other side's plan stays hidden. Look away until your name is called.")
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

    def show_for(self, player: str) -> None:
        """Cover the board until ``player`` says they hold the screen."""
        self.player = player
        name = style.side_name(player)
        self.title.setText(f"Pass the screen to {name}")
        self.button.setText(f"I am {name}")
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
        main, dark, light, _ink = style.army_colours(self.player)
        p.fillRect(self.rect(), style.TABLE_WOOD)
        # A band in the colour of the side being called.
        band = self.rect().adjusted(0, self.height() // 3 - 30, 0, -(self.height() // 3) + 30)
        p.fillRect(band, QColor(main.red(), main.green(), main.blue(), 235))
        p.setPen(dark)
        p.drawLine(band.topLeft(), band.topRight())
        p.drawLine(band.bottomLeft(), band.bottomRight())
        self.title.setStyleSheet(f"color:{style.INK.name()};")
        self.note.setStyleSheet(f"color:{light.name()};")
        p.end()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if obj is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False
