"""Game > Who plays: hand a seat to the computer during a game, or take one over."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from ..seating import fill_seat_box, seat_swatch


class SeatsDialog(QDialog):
    """One combo box per seat; ``seats()`` gives the choice. ``game_seats`` are the core's
    ``Seat`` values of the game (names and colours), ``ruleset_id`` gives their looks."""

    def __init__(self, seats: dict[str, str], ruleset_id: str, game_seats: tuple[Any, ...],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatsDialog")
        self.ruleset_id, self.game_seats = ruleset_id, game_seats
        self.labels: dict[str, QLabel] = {}
        form = QFormLayout(self)
        self.boxes: dict[str, QComboBox] = {}
        for seat in game_seats:
            if seat.id not in seats:
                continue
            box = QComboBox()
            box.setObjectName(f"seat_{seat.id}")
            fill_seat_box(box, seats[seat.id])
            label = QLabel()
            seat_swatch(label, ruleset_id, seat)
            form.addRow(label, box)
            self.boxes[seat.id] = box
            self.labels[seat.id] = label
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language (at start and when it changes)."""
        self.setWindowTitle(self.tr("Who plays"))
        for seat in self.game_seats:
            if seat.id in self.boxes:
                fill_seat_box(self.boxes[seat.id], self.boxes[seat.id].currentData())
                seat_swatch(self.labels[seat.id], self.ruleset_id, seat)

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def seats(self) -> dict[str, str]:
        return {p: box.currentData() for p, box in self.boxes.items()}
