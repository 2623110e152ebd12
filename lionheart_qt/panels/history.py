"""The history stepper: review any earlier position (read-only) and undo to it where allowed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget

if TYPE_CHECKING:  # the controller pulls in the core: only for type hints
    from ..controller import GameController


class HistoryStepper(QWidget):
    """First, back, a slider, forward, last; "Undo to here" where the undo policy reaches."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("historyStepper")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 6)
        row = QHBoxLayout()
        self.first = QPushButton("⇤")
        self.back = QPushButton("◀")
        self.forward = QPushButton("▶")
        self.last = QPushButton("⇥")
        for b, tip in ((self.first, "The opening position"), (self.back, "One action back"),
                       (self.forward, "One action forward"), (self.last, "The present position")):
            b.setToolTip(tip)
            b.setFixedWidth(40)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimum(0)
        row.addWidget(self.first)
        row.addWidget(self.back)
        row.addWidget(self.slider, 1)
        row.addWidget(self.forward)
        row.addWidget(self.last)
        self.label = QLabel()
        self.undo_here = QPushButton("Undo to here")
        self.undo_here.setToolTip("Take back every action after this position (only your own "
                                  "actions since the last roll of the dice).")
        bottom = QHBoxLayout()
        bottom.addWidget(self.label, 1)
        bottom.addWidget(self.undo_here)
        lay.addLayout(row)
        lay.addLayout(bottom)
        self.first.clicked.connect(lambda: self.go(0))
        self.back.clicked.connect(lambda: self.go(self.position() - 1))
        self.forward.clicked.connect(lambda: self.go(self.position() + 1))
        self.last.clicked.connect(lambda: self.go(len(self.controller.log)))
        self.slider.valueChanged.connect(self.go)
        self.undo_here.clicked.connect(self._undo_here)
        controller.stateChanged.connect(self.refresh)

    def position(self) -> int:
        c = self.controller
        return len(c.log) if c.history_index is None else c.history_index

    def go(self, n: int) -> None:
        """Show the position after ``n`` actions (the end is the live game)."""
        n = max(0, min(n, len(self.controller.log)))
        self.controller.set_history_index(n)
        self.refresh()

    def _undo_here(self) -> None:
        self.controller.undo_to(self.position())

    def refresh(self) -> None:
        c = self.controller
        total = len(c.log)
        pos = self.position()
        self.slider.blockSignals(True)
        self.slider.setMaximum(total)
        self.slider.setValue(pos)
        self.slider.blockSignals(False)
        self.first.setEnabled(pos > 0)
        self.back.setEnabled(pos > 0)
        self.forward.setEnabled(pos < total)
        self.last.setEnabled(pos < total)
        if pos == total:
            self.label.setText(f"Present position ({total} actions)")
        else:
            self.label.setText(f"Reviewing: after action {pos} of {total}")
        self.undo_here.setEnabled(pos < total and pos >= c.undoable_back_to())
