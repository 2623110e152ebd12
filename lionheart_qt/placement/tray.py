"""The tray: the pieces a side still has to place, dragged from here onto the board.

Generic over rulesets: it shows whatever :class:`PlacementController.pieces` lists, and accepts
placed pieces dragged back (the controller's remove action). "Standard setup" and "Confirm setup"
buttons submit the controller's actions when the core offers them.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QMouseEvent,
    QPainter,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..items.glyphs import glyph_pixmap
from ..items.stand import StandLook, stand_pixmap_painter
from .framework import Payload, Piece, PlacementController


def drag_pixmap(look: StandLook, size: int = 72) -> QPixmap:
    """The picture that follows the cursor while a piece is dragged."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    stand_pixmap_painter(p, QRectF(0, 0, size, size), look)
    p.end()
    return pm


class TrayEntry(QFrame):
    """One kind of piece: glyph, name, figures per base (a spin box where the rules allow a choice)
    and what is left in the box. Press and drag to place a base of it."""

    def __init__(self, tray: Tray, piece: Piece) -> None:
        super().__init__()
        self.tray = tray
        self.piece = piece
        self._press: QPoint | None = None
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("trayEntry")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        self.icon = QLabel()
        self.icon.setFixedSize(36, 36)
        lay.addWidget(self.icon)
        text = QVBoxLayout()
        text.setSpacing(0)
        self.name = QLabel()
        self.name.setStyleSheet("font-weight: bold; font-size: 13px;")
        self.name.setWordWrap(True)
        self.left = QLabel()
        self.left.setStyleSheet("color: #5a4a30; font-size: 11px;")
        # Long counts wrap onto a second line rather than run under the spin box.
        self.left.setWordWrap(True)
        for label in (self.name, self.left):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        text.addWidget(self.name)
        text.addWidget(self.left)
        lay.addLayout(text, 1)
        self.spin = QSpinBox()
        self.spin.setToolTip(self.tr("Figures on this base"))
        self.spin.setFixedWidth(52)
        lay.addWidget(self.spin)
        self.set_piece(piece)

    def set_piece(self, piece: Piece) -> None:
        keep = self.spin.value() if self.piece.kind == piece.kind else None
        self.piece = piece
        colours = self.tray.placement.seat_look()
        self.icon.setPixmap(glyph_pixmap(piece.glyph, 34, colours.ink if piece.available else QColor("#9a8f7a"),
                                         self.devicePixelRatioF()))
        self.name.setText(piece.label)
        n = piece.remaining
        self.left.setText(self.tr("1 figure left") if n == 1 else self.tr("{n} figures left").format(n=n))
        self.left.setToolTip(self.tr("Figures of this kind still in the box: {n}").format(n=n))
        self.setToolTip(self.tr("{label}: {detail}.\nDrag onto a highlighted square to place a base.").format(
            label=piece.label, detail=piece.detail) if piece.detail else piece.label)
        choices = piece.figure_choices
        self.spin.blockSignals(True)
        if choices:
            self.spin.setRange(min(choices), max(choices))
            self.spin.setValue(keep if keep is not None and keep in choices else max(choices))
        else:
            self.spin.setRange(0, 0)
        self.spin.setEnabled(len(choices) > 1)
        self.spin.blockSignals(False)
        self.setEnabled(piece.available)
        self.setCursor(Qt.CursorShape.OpenHandCursor if piece.available else Qt.CursorShape.ArrowCursor)

    def figures(self) -> int:
        return self.spin.value()

    def payload(self) -> Payload:
        return self.tray.placement.payload_for(self.piece.kind, self.figures())

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt name)
        if event.button() == Qt.MouseButton.LeftButton and self.piece.available:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return
        if (event.position().toPoint() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        placement = self.tray.placement
        self.tray.start_drag(self.payload(), StandLook(placement.side() or "", self.piece.glyph,
                                                       self.figures(), None, colours=placement.seat_look()), self)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._press = None
        super().mouseReleaseEvent(event)


class Tray(QWidget):
    """The pieces still to place for the side setting up, plus Standard/Confirm setup buttons.

    ``activeChanged(bool)`` tells a window when a setup starts or ends (to show or hide a dock).
    """

    activeChanged = Signal(bool)

    def __init__(self, placement: PlacementController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.placement = placement
        self.setAcceptDrops(True)
        self.setMinimumWidth(230)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.title.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        lay.addWidget(self.title)
        lay.addWidget(self.summary)
        self.entries_box = QVBoxLayout()
        self.entries_box.setSpacing(4)
        lay.addLayout(self.entries_box)
        self.hint = QLabel(self.tr("Drag a base onto a highlighted square. Drag a placed base to move it, "
                                   "or back here to take it off."))
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #5a4a30; font-size: 11px;")
        lay.addWidget(self.hint)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a3211a; font-weight: bold;")
        lay.addWidget(self.message)
        # One button a row: their words differ in length from one language to another.
        buttons = QVBoxLayout()
        self.standard_button = QPushButton(self.tr("Standard setup"))
        self.standard_button.setToolTip(self.tr("Clear this side's bases and set out the standard army"))
        self.confirm_button = QPushButton(self.tr("Confirm setup"))
        self.confirm_button.setToolTip(self.tr("This army is ready: hide it and pass on"))
        buttons.addWidget(self.standard_button)
        buttons.addWidget(self.confirm_button)
        lay.addLayout(buttons)
        lay.addStretch(1)
        self.idle = QLabel(self.tr("No setup now: the armies are on the field."))
        self.idle.setWordWrap(True)
        lay.addWidget(self.idle)
        self.entries: dict[str, TrayEntry] = {}
        self._active: bool | None = None
        self.standard_button.clicked.connect(self._standard)
        self.confirm_button.clicked.connect(self._confirm)
        placement.changed.connect(self.refresh)
        placement.message.connect(self._show_message)
        self.refresh()

    # ---- contents ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Rebuild the entries and buttons from the placement controller."""
        active = self.placement.active()
        pieces = self.placement.pieces() if active else []
        for kind in list(self.entries):
            if kind not in {p.kind for p in pieces}:
                self.entries.pop(kind).deleteLater()
        for piece in pieces:
            entry = self.entries.get(piece.kind)
            if entry is None:
                entry = TrayEntry(self, piece)
                self.entries[piece.kind] = entry
                self.entries_box.addWidget(entry)
            else:
                entry.set_piece(piece)
        side = self.placement.side_name()
        self.title.setText(self.tr("{side} army: secret setup").format(side=side) if active else self.tr("Setup"))
        self.summary.setText(self.placement.summary())
        for w in (self.title, self.summary, self.hint, self.standard_button, self.confirm_button):
            w.setVisible(active)
        self.idle.setVisible(not active)
        if not active:
            self.message.clear()
        self.standard_button.setEnabled(self.placement.standard_action() is not None)
        confirm = self.placement.confirm_action()
        reason = self.placement.refusal(confirm) if confirm is not None else self.tr("Nothing to confirm.")
        self.confirm_button.setEnabled(confirm is not None and not reason)
        self.confirm_button.setToolTip(reason or self.tr("This army is ready: hide it and pass on"))
        if active != self._active:
            self._active = active
            self.activeChanged.emit(active)

    def _show_message(self, text: str) -> None:
        self.message.setText(text)

    def _standard(self) -> None:
        action = self.placement.standard_action()
        if action is None:
            return
        placed = self.placement.placed_by_hand()
        if placed and not self.ask_replace(placed):
            return
        self.placement.submit(action)

    def ask_replace(self, placed: int) -> bool:
        """Ask before the standard setup throws away ``placed`` pieces set out by hand."""
        from PySide6.QtWidgets import QMessageBox

        text = (self.tr("Replace the base you placed with the standard army?") if placed == 1 else
                self.tr("Replace the {n} bases you placed with the standard army?").format(n=placed))
        answer = QMessageBox.question(self, self.tr("Standard setup"), text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _confirm(self) -> None:
        action = self.placement.confirm_action()
        if action is not None:
            self.placement.submit(action)

    # ---- dragging ------------------------------------------------------------------------------
    def start_drag(self, payload: Payload, look: StandLook, source: QWidget) -> bool:
        """Run a drag of ``payload``; an unaccepted drag snaps back with the reason shown."""
        drag = QDrag(source)
        drag.setMimeData(payload.to_mime())
        pm = drag_pixmap(look)
        drag.setPixmap(pm)
        drag.setHotSpot(QPoint(pm.width() // 2, pm.height() // 2))
        accepted = drag.exec(Qt.DropAction.MoveAction) != Qt.DropAction.IgnoreAction
        self.placement.drag_finished(accepted)
        return accepted

    def _remove_payload(self, event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> Payload | None:
        payload = Payload.from_mime(event.mimeData())
        if payload is None or payload.from_tray or payload.side != self.placement.side():
            return None
        return payload if self.placement.remove_action(payload) is not None else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if self._remove_payload(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        if self._remove_payload(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        payload = self._remove_payload(event)
        action = None if payload is None else self.placement.remove_action(payload)
        if action is None:
            event.ignore()
            return
        reason = self.placement.refusal(action)
        if reason:
            self.placement.note(reason)
            event.ignore()
            return
        if self.placement.submit(action):
            event.acceptProposedAction()
        else:
            event.ignore()
