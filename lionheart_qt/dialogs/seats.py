"""Game > Who plays: hand a side to the computer during a game, or take one over."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from .. import style
from ..start_page import SEAT_KINDS, SEAT_LABELS


class SeatsDialog(QDialog):
    """One combo box per side; ``seats()`` gives the choice."""

    def __init__(self, seats: dict[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Who plays")
        self.setObjectName("seatsDialog")
        form = QFormLayout(self)
        self.boxes: dict[str, QComboBox] = {}
        for player, kind in seats.items():
            box = QComboBox()
            box.setObjectName(f"seat_{player}")
            for k in SEAT_KINDS:
                box.addItem(SEAT_LABELS[k], k)
            box.setCurrentIndex(max(0, box.findData(kind)))
            label = QLabel(style.side_name(player))
            main, dark, _light, ink = style.army_colours(player)
            label.setStyleSheet(f"background:{main.name()}; color:{ink.name()}; border:1px solid "
                                f"{dark.name()}; border-radius:8px; padding:2px 10px; font-weight:bold;")
            form.addRow(label, box)
            self.boxes[player] = box
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def seats(self) -> dict[str, str]:
        return {p: box.currentData() for p, box in self.boxes.items()}
