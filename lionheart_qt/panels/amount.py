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
    amount; ``submit(action)`` takes the chosen action. ``more``: further buttons on the same
    amount, each (words, options) (a vote: yes or no with so many markers)."""

    def __init__(self, title: str, options: Sequence[tuple[int, Any]], button: str,
                 submit: Callable[[Any], Any], parent: Any = None, *,
                 more: Sequence[tuple[str, Sequence[tuple[int, Any]]]] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("amountPicker")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.groups = [(button, {int(n): a for n, a in options})]
        self.groups += [(words, {int(n): a for n, a in opts}) for words, opts in more]
        self.actions = self.groups[0][1]
        amounts = [n for _, acts in self.groups for n in acts]
        self._submit = submit
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        lay.setSpacing(4)
        self.title = QLabel(title)
        self.title.setWordWrap(True)
        lay.addWidget(self.title)
        row = QHBoxLayout()
        low, high = (min(amounts), max(amounts)) if amounts else (0, 0)
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
        self.buttons: list[QPushButton] = []
        bottom = QHBoxLayout()
        bottom.addWidget(self.range)
        for k in range(len(self.groups)):
            b = QPushButton()
            b.setProperty("decision", "true")
            b.setMinimumHeight(30)
            b.clicked.connect(lambda _=False, k=k: self.take(k))
            bottom.addWidget(b, 1)
            self.buttons.append(b)
        self.button = self.buttons[0]
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

    def chosen(self, k: int = 0) -> Any | None:
        return self.groups[k][1].get(self.spin.value())

    def _changed(self, n: int) -> None:
        for b, (words, acts) in zip(self.buttons, self.groups, strict=True):
            b.setText(words.format(n=n))
            b.setEnabled(n in acts)

    def take(self, k: int = 0) -> bool:
        action = self.chosen(k)
        if action is None:
            return False
        self._submit(action)
        return True


__all__ = ["AmountPicker"]
