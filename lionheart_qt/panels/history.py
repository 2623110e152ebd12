"""The history stepper: review any earlier position (read-only) and undo to it where allowed.

It steps through the positions the player at the screen may know of: the opening, the position
after each action the rules let them read about, and the present. Another player's hidden
actions are neither counted nor named.
"""

from __future__ import annotations

import bisect
from typing import TYPE_CHECKING, Any

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
        for b in (self.first, self.back, self.forward, self.last):
            b.setFixedWidth(40)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimum(0)
        row.addWidget(self.first)
        row.addWidget(self.back)
        row.addWidget(self.slider, 1)
        row.addWidget(self.forward)
        row.addWidget(self.last)
        self.label = QLabel()
        self.label.setObjectName("historyLabel")
        self.label.setWordWrap(True)
        # Room for two lines: a narrow dock wraps "After action 12 of 40: ..." once.
        self.label.setMinimumHeight(2 * self.label.fontMetrics().lineSpacing() + 2)
        self.undo_here = QPushButton()
        self.undo_here.setObjectName("undoHere")
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.undo_here)
        lay.addLayout(row)
        lay.addWidget(self.label)
        lay.addLayout(bottom)
        self._steps: list[int] = [0]
        self.first.clicked.connect(lambda: self.go(0))
        self.back.clicked.connect(lambda: self.step(-1))
        self.forward.clicked.connect(lambda: self.step(1))
        self.last.clicked.connect(lambda: self.go(len(self.controller.records)))
        self.slider.valueChanged.connect(lambda k: self.go(self._steps[max(0, min(k, len(self._steps) - 1))]))
        self.undo_here.clicked.connect(self._undo_here)
        controller.stateChanged.connect(self.refresh)
        controller.logChanged.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language (at start and when it changes)."""
        self.first.setToolTip(self.tr("The opening position"))
        self.back.setToolTip(self.tr("One action back"))
        self.forward.setToolTip(self.tr("One action forward"))
        self.last.setToolTip(self.tr("The present position"))
        self.undo_here.setText(self.tr("Undo to here"))
        self.refresh()

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def position(self) -> int:
        """The log position shown (the number of actions before it)."""
        c = self.controller
        return len(c.records) if c.history_index is None else c.history_index

    def steps(self) -> list[int]:
        """The positions the player at the screen may step through."""
        return list(self._steps)

    def go(self, n: int) -> None:
        """Show the position after ``n`` actions (the end is the live game); a position inside
        a run of actions hidden from the player at the screen shows as the known one before it
        (it looks the same to them)."""
        c = self.controller
        n = max(0, min(n, len(c.records)))
        if c.state is not None and n < len(c.records):
            steps = c.visible_steps()
            n = steps[max(0, bisect.bisect_right(steps, n) - 1)]
        c.set_history_index(n)
        self.refresh()

    def step(self, delta: int) -> None:
        """One known position back (-1) or forward (+1)."""
        steps = self._steps
        pos = self.position()
        k = bisect.bisect_left(steps, pos) - 1 if delta < 0 else bisect.bisect_right(steps, pos)
        if 0 <= k < len(steps):
            self.go(steps[k])

    def _undo_here(self) -> None:
        self.controller.undo_to(self.position())

    def refresh(self) -> None:
        c = self.controller
        self._steps = c.visible_steps() if c.state is not None else [0]
        steps = self._steps
        total = len(c.records)
        pos = self.position()
        k = max(0, bisect.bisect_right(steps, pos) - 1)
        self.slider.blockSignals(True)
        self.slider.setMaximum(len(steps) - 1)
        self.slider.setValue(k)
        self.slider.blockSignals(False)
        self.first.setEnabled(pos > 0)
        self.back.setEnabled(pos > 0)
        self.forward.setEnabled(pos < total)
        self.last.setEnabled(pos < total)
        self.label.setText(self._label(pos, k, len(steps) - 1))
        refusal = c.undo_to_refusal(pos) if c.state is not None and pos < total else None
        self.undo_here.setEnabled(pos < total and c.state is not None and refusal is None)
        if pos >= total:
            self.undo_here.setToolTip(self.tr("Step back to the position you want to return to."))
        elif refusal is None:
            self.undo_here.setToolTip(self.tr("Take back every action after this position."))
        else:
            self.undo_here.setToolTip(refusal)

    def _label(self, pos: int, k: int, known: int) -> str:
        """"Present position", "Opening position" or "After action 3 of 12: <what happened>",
        counting and naming only the actions the player at the screen may know of."""
        c = self.controller
        if c.state is None:
            return ""
        if pos >= len(c.records):
            if known == 0:
                return self.tr("Present position: nothing played yet")
            return self.tr("Present position, after action {n}").format(n=known)
        if pos == 0:
            return self.tr("Opening position (action 0 of {total})").format(total=known)
        what = c.entry_label(pos - 1) if c.entry_visible(pos - 1) else ""
        head = self.tr("After action {n} of {total}").format(n=k, total=known)
        return f"{head}: {what}" if what else head
