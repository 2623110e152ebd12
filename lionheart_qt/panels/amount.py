"""A control for choosing an amount among the legal actions that differ only by it (a bid, a
number of markers): a slider and a spin box kept in step, bounded by the smallest and largest
amount the rules offer, and one button that takes the action of the amount shown. It replaces a
row of buttons, one per amount. The amounts and their actions come from the legal actions; a
value the rules do not offer (a gap in the range) leaves the button disabled.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
)


class AmountPicker(QFrame):
    """``options``: (amount, action) pairs; ``button``: the button's words with ``{n}`` for the
    amount; ``submit(action)`` takes the chosen action."""

    def __init__(self, title: str, options: Sequence[tuple[int, Any]], button: str,
                 submit: Callable[[Any], Any], parent: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("amountPicker")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.actions = {int(n): a for n, a in options}
        self._button_text = button
        self._submit = submit
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        lay.setSpacing(4)
        self.title = QLabel(title)
        self.title.setWordWrap(True)
        lay.addWidget(self.title)
        row = QHBoxLayout()
        low, high = (min(self.actions), max(self.actions)) if self.actions else (0, 0)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(low, high)
        self.slider.setPageStep(max(1, (high - low) // 5))
        self.spin = QSpinBox()
        self.spin.setRange(low, high)
        self.spin.setMinimumWidth(70)
        row.addWidget(self.slider, 1)
        row.addWidget(self.spin)
        lay.addLayout(row)
        self.range = QLabel(f"{low} – {high}")
        self.range.setObjectName("amountRange")
        self.button = QPushButton()
        self.button.setProperty("decision", "true")
        self.button.setMinimumHeight(30)
        self.button.clicked.connect(self.take)
        bottom = QHBoxLayout()
        bottom.addWidget(self.range)
        bottom.addWidget(self.button, 1)
        lay.addLayout(bottom)
        self.slider.valueChanged.connect(self.spin.setValue)
        self.spin.valueChanged.connect(self.slider.setValue)
        self.spin.valueChanged.connect(self._changed)
        self.spin.setValue(low)
        self._changed(low)

    def value(self) -> int:
        return self.spin.value()

    def set_value(self, n: int) -> None:
        self.spin.setValue(n)

    def chosen(self) -> Any | None:
        return self.actions.get(self.spin.value())

    def _changed(self, n: int) -> None:
        self.button.setText(self._button_text.format(n=n))
        self.button.setEnabled(n in self.actions)

    def take(self) -> bool:
        action = self.chosen()
        if action is None:
            return False
        self._submit(action)
        return True


__all__ = ["AmountPicker"]
