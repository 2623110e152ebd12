"""File > New from position: paste, edit or build a position, see it, and start a game there.

The position is the ruleset's one-line text (``to_text``/``from_text``), checked as it is typed:
a position the rules cannot read shows their reason, and the preview keeps the last good one.
Rulesets that offer pieces to the editor (``editor_pieces``) also get a sandbox: choose a piece
from the palette and click the board to place it, take pieces away or turn them; the text
follows every change. "Start from here" hands the position, the seats and the player to act
first to the window; the rules take over from there (``editor_start`` checks the position).
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QMimeData, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from lionheart_core import rulesets
from lionheart_core.engine import IllegalAction, LoadError
from lionheart_core.i18n import text

from .. import style
from ..controller import GameController
from ..seating import HUMAN, fill_seat_box, seat_swatch

PLACE, REMOVE, TURN = "place", "remove", "turn"
# What a piece dragged from the sandbox's palette carries: the row of its PieceSpec.
EDITOR_MIME = "application/x-lionheart-editor-piece"


class PiecePalette(QListWidget):
    """The sandbox's pieces: choose one and click the board, or drag it onto a cell."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragEnabled(True)
        self.setDragDropMode(QListWidget.DragDropMode.DragOnly)

    def mimeTypes(self) -> list[str]:  # noqa: N802 - Qt name
        return [EDITOR_MIME]

    def mimeData(self, items: Any) -> QMimeData:  # noqa: N802 - Qt name
        mime = QMimeData()
        if items:
            mime.setData(EDITOR_MIME, QByteArray(str(self.row(items[0])).encode()))
        return mime

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802 - Qt name
        return Qt.DropAction.CopyAction

    def spec_of(self, mime: QMimeData | None) -> Any:
        """The PieceSpec a drag carries, None for any other drag."""
        if mime is None or not mime.hasFormat(EDITOR_MIME):
            return None
        try:
            item = self.item(int(bytes(mime.data(EDITOR_MIME).data()).decode()))
        except ValueError:
            return None
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None


class PreviewController(GameController):
    """A controller that only shows a position: everything in it, nothing to play, no bots,
    no autosave. The board scenes draw it like any game."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent, autosave=False)
        self.set_paused(True)

    def show_position(self, ruleset: Any, state: Any) -> None:
        self.ruleset = ruleset
        self.options = getattr(state, "opts", None) or ruleset.Options()
        self.seats = {p: HUMAN for p in ruleset.players(self.options)}
        self.state = state
        self.records = []
        self.stateChanged.emit()

    def view_player(self) -> str | None:
        return None

    def view_state(self) -> Any:
        return self.state  # the whole position: it is the one being edited

    def legal_actions(self, player: str | None = None) -> list:
        return []

    def submit(self, action: Any) -> bool:
        return False


def _piece_icon(spec: Any, look: Any, size: int = 36) -> QIcon:
    """A round counter in the owner's colours with the piece's glyph."""
    from ..items.glyphs import paint_glyph

    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(look.rim)
    p.setBrush(look.main)
    p.drawRoundedRect(QRectF(1, 1, size - 2, size - 2), 6, 6)
    if spec.glyph:
        with contextlib.suppress(ValueError):  # a glyph this app does not draw: the counter alone
            paint_glyph(p, QRectF(5, 5, size - 10, size - 10), spec.glyph, look.ink)
    p.end()
    return QIcon(pix)


class PositionDialog(QDialog):
    """Emits ``startRequested(ruleset_id, state, seats)`` when the player starts a game."""

    startRequested = Signal(str, object, dict)

    def __init__(self, ruleset_id: str, position: str | None = None, parent: QWidget | None = None,
                 seats: dict[str, str] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("positionDialog")
        self.setWindowTitle(self.tr("New game from a position"))
        self.resize(1120, 760)
        self.ruleset: Any = None
        self.state: Any = None  # the last position the rules could read
        self.edited = False  # changed in the sandbox since it was read
        self._wanted_seats = dict(seats or {})
        self.preview = PreviewController(self)
        self.view: Any = None
        self._drop_mark: Any = None  # the cell under a piece dragged from the palette

        outer = QHBoxLayout(self)
        self.board_box = QVBoxLayout()
        outer.addLayout(self.board_box, 3)
        side = QVBoxLayout()
        outer.addLayout(side, 2)

        form = QFormLayout()
        self.game = QComboBox()
        self.game.setObjectName("positionGame")
        for rid in rulesets.builtin_ids():
            self.game.addItem(text(rulesets.get(rid).title), rid)
        form.addRow(self.tr("Game"), self.game)
        side.addLayout(form)

        side.addWidget(QLabel(self.tr("Position (paste one, or edit it)")))
        self.text = QPlainTextEdit()
        self.text.setObjectName("positionText")
        mono = QFont("DejaVu Sans Mono")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        mono.setPointSizeF(9)
        self.text.setFont(mono)
        self.text.setFixedHeight(96)
        side.addWidget(self.text)
        self.verdict = QLabel()
        self.verdict.setObjectName("positionVerdict")
        self.verdict.setWordWrap(True)
        side.addWidget(self.verdict)

        self.sandbox = QGroupBox(self.tr("Build the position"))
        sand = QVBoxLayout(self.sandbox)
        self.palette = PiecePalette()
        self.palette.setObjectName("piecePalette")
        self.palette.setIconSize(QSize(30, 30))
        self.palette.setMinimumHeight(150)
        sand.addWidget(self.palette, 1)
        size_row = QHBoxLayout()
        self.size = QSpinBox()
        self.size.setObjectName("pieceSize")
        size_row.addWidget(QLabel(self.tr("Size")))
        size_row.addWidget(self.size)
        size_row.addStretch(1)
        self.modes = QButtonGroup(self)
        for mode, label in ((PLACE, self.tr("Place")), (REMOVE, self.tr("Take away")), (TURN, self.tr("Turn"))):
            button = QRadioButton(label)
            button.setObjectName(f"mode_{mode}")
            button.setProperty("mode", mode)
            self.modes.addButton(button)
            size_row.addWidget(button)
            if mode == PLACE:
                button.setChecked(True)
        sand.addLayout(size_row)
        hint = QLabel(self.tr("Click a square of the board to place the chosen piece there, take a piece away or turn it; a right click takes a piece away. Or drag a piece from the list onto the board."))
        hint.setWordWrap(True)
        hint.setStyleSheet(f"color:{style.INK_SOFT.name()};")
        sand.addWidget(hint)
        self.clear_button = QPushButton(self.tr("Empty board"))
        self.clear_button.setObjectName("emptyBoard")
        sand.addWidget(self.clear_button, 0, Qt.AlignmentFlag.AlignLeft)
        side.addWidget(self.sandbox, 1)

        self.seats_box = QGroupBox(self.tr("Who plays"))
        self.seats_form = QFormLayout(self.seats_box)
        side.addWidget(self.seats_box)
        self.seat_boxes: dict[str, QComboBox] = {}
        first = QFormLayout()
        self.first = QComboBox()
        self.first.setObjectName("firstToAct")
        first.addRow(self.tr("To act first"), self.first)
        side.addLayout(first)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.reject)
        self.start_button = QPushButton(self.tr("Start from here"))
        self.start_button.setObjectName("startFromHere")
        self.start_button.setProperty("primary", "true")
        self.start_button.clicked.connect(self.start)
        buttons.addWidget(cancel)
        buttons.addWidget(self.start_button)
        side.addLayout(buttons)

        self.text.textChanged.connect(self._text_changed)
        self.game.currentIndexChanged.connect(lambda _i: self.set_ruleset(self.game.currentData()))
        self.palette.currentRowChanged.connect(self._piece_chosen)
        self.clear_button.clicked.connect(self.empty_board)

        index = max(0, self.game.findData(ruleset_id))
        self.game.blockSignals(True)
        self.game.setCurrentIndex(index)
        self.game.blockSignals(False)
        self.set_ruleset(self.game.currentData(), position)

    # ---- the game and its board ------------------------------------------------------------
    def set_ruleset(self, ruleset_id: str, position: str | None = None) -> None:
        """Show a game's board with ``position`` (default: the opening of its standard game)."""
        from ..rulesets import ui_for

        rs = rulesets.get(ruleset_id)
        self.ruleset = rs
        if position is None:
            position = rs.to_text(rs.new_game(rs.Options(), 0))
        self.state = None
        if self.view is not None:
            self.board_box.removeWidget(self.view)
            self.view.setParent(None)
            self.view.deleteLater()
            self.view = None
            self._drop_mark = None
        self.text.blockSignals(True)
        self.text.setPlainText(position)
        self.text.blockSignals(False)
        self._read(position)
        # The scene is made on a controller that already shows a position.
        self.preview.show_position(rs, self.state if self.state is not None else rs.new_game(rs.Options(), 0))
        try:
            from ..boards.view import BoardView

            scene = ui_for(rs.id).create_scene(self.preview)
            self.view = BoardView(scene, self)
            scene.setParent(self.view)
            self.view.viewport().installEventFilter(self)
        except Exception as exc:  # a game without a board still has its text
            self.view = QLabel(self.tr("No picture of this board: {error}").format(error=exc))
            self.view.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.board_box.addWidget(self.view)
        self._fill_palette()
        self._fill_seats()
        self._show()

    def _fill_palette(self) -> None:
        from ..rulesets import ui_for

        self.palette.clear()
        opts = getattr(self.state, "opts", None) or self.ruleset.Options()
        pieces = self.ruleset.editor_pieces(opts)
        ui = ui_for(self.ruleset.id)
        for spec in pieces:
            item = QListWidgetItem(_piece_icon(spec, ui.seat_look(spec.owner)), text(spec.name))
            item.setData(Qt.ItemDataRole.UserRole, spec)
            self.palette.addItem(item)
        self.sandbox.setVisible(bool(pieces))
        if pieces:
            self.palette.setCurrentRow(0)

    def _fill_seats(self) -> None:
        chosen = {**self._wanted_seats, **self.seats()}
        while self.seats_form.rowCount():
            self.seats_form.removeRow(0)
        self.seat_boxes = {}
        opts = getattr(self.state, "opts", None) or self.ruleset.Options()
        self.first.clear()
        self.first.addItem(self.tr("As the position says"), None)
        for seat in self.ruleset.seats(opts):
            box = QComboBox()
            box.setObjectName(f"seat_{seat.id}")
            fill_seat_box(box, chosen.get(seat.id, HUMAN))
            swatch = QLabel()
            seat_swatch(swatch, self.ruleset.id, seat)
            self.seats_form.addRow(swatch, box)
            self.seat_boxes[seat.id] = box
            if self.ruleset.editor_pieces(opts):
                self.first.addItem(text(seat.name), seat.id)

    def _piece_chosen(self, row: int) -> None:
        spec = self.piece()
        sizes = tuple(spec.sizes) if spec is not None and spec.sizes else (1,)
        self.size.setRange(min(sizes), max(sizes))
        self.size.setValue(max(sizes))
        self.size.setEnabled(len(sizes) > 1)

    def piece(self) -> Any:
        item = self.palette.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def mode(self) -> str:
        checked = self.modes.checkedButton()
        return checked.property("mode") if checked is not None else PLACE

    def seats(self) -> dict[str, str]:
        return {p: box.currentData() for p, box in self.seat_boxes.items()}

    # ---- reading and editing ---------------------------------------------------------------
    def _text_changed(self) -> None:
        self.edited = False
        if self._read(self.text.toPlainText()):
            self._show()

    def _read(self, position: str) -> bool:
        """Read the text; say what is wrong when the rules cannot. True when it was read."""
        try:
            state = self.ruleset.from_text(position.strip())
        except LoadError as exc:
            self._verdict(self.tr("Not a position of this game: {reason}").format(reason=exc), ok=False)
            self.start_button.setEnabled(False)
            return False
        except Exception as exc:  # never a traceback for a typo
            self._verdict(self.tr("Not a position of this game ({error}).").format(error=type(exc).__name__), ok=False)
            self.start_button.setEnabled(False)
            return False
        old_opts = getattr(self.state, "opts", None)
        self.state = state
        self.start_button.setEnabled(True)
        self._verdict(self._summary(state), ok=True)
        if old_opts is not None and getattr(state, "opts", None) != old_opts:
            self._fill_palette()  # other options: other pieces, maybe other seats
            self._fill_seats()
        return True

    def _summary(self, state: Any) -> str:
        try:
            if self.ruleset.is_over(state):
                return self.tr("A finished position: {what}").format(what=text(self.ruleset.turn_summary(state)))
            return self.tr("A good position: {what}").format(what=text(self.ruleset.turn_summary(state)))
        except Exception:
            return self.tr("A good position.")

    def _verdict(self, message: str, ok: bool) -> None:
        self.verdict.setText(message)
        colour = style.FIELD_GREEN_DARK if ok else style.DECISION
        self.verdict.setStyleSheet(f"color:{colour.name()};" + ("" if ok else "font-weight:bold;"))

    def _show(self) -> None:
        if self.state is not None:
            self.preview.show_position(self.ruleset, self.state)
            if hasattr(self.view, "fit"):
                self.view.fit()

    def _edited(self, state: Any) -> None:
        """A sandbox change: the new position, its text, and a player to start it."""
        self.state = state
        self.edited = True
        self.text.blockSignals(True)
        self.text.setPlainText(self.ruleset.to_text(state))
        self.text.blockSignals(False)
        self.start_button.setEnabled(True)
        self._verdict(self._summary(state), ok=True)
        if self.first.currentData() is None and self.first.count() > 1:
            self.first.setCurrentIndex(1)
        self._show()

    def edit_cell(self, cell: Any, mode: str | None = None, piece: Any = None) -> bool:
        """Apply the sandbox's tool to ``cell`` (``piece``: a PieceSpec dropped there, else the
        palette's choice); the rules' reason is shown when they refuse."""
        if self.state is None or cell is None:
            return False
        mode = mode or self.mode()
        rs = self.ruleset
        try:
            if mode == PLACE:
                spec = piece if piece is not None else self.piece()
                if spec is None:
                    return False
                size = self.size.value()
                if piece is not None and piece is not self.piece():
                    size = max(spec.sizes) if spec.sizes else None
                new = rs.editor_put(self.state, spec.key, cell, size)
            elif mode == REMOVE:
                new = rs.editor_remove(self.state, cell)
            else:
                new = rs.editor_rotate(self.state, cell)
        except IllegalAction as exc:
            self._verdict(text(exc.reason), ok=False)
            return False
        self._edited(new)
        return True

    def empty_board(self) -> None:
        opts = getattr(self.state, "opts", None) or self.ruleset.Options()
        try:
            self._edited(self.ruleset.editor_blank(opts))
        except IllegalAction as exc:
            self._verdict(text(exc.reason), ok=False)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        """Clicks on the preview board edit the position (the scene never sees them)."""
        if self.view is None or obj is not getattr(self.view, "viewport", lambda: None)():
            return False
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop, QEvent.Type.DragLeave):
            return self._palette_drag(event)
        if kind == QEvent.Type.MouseButtonPress:
            if not self.sandbox.isVisible():
                return True
            scene = self.view.board_scene
            cell = scene.cell_at(self.view.mapToScene(event.position().toPoint()))
            if event.button() == Qt.MouseButton.RightButton:
                self.edit_cell(cell, REMOVE)
            elif event.button() == Qt.MouseButton.LeftButton:
                self.edit_cell(cell)
            return True
        return kind in (QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick) or (
            kind == QEvent.Type.MouseMove and event.buttons() != Qt.MouseButton.NoButton)

    def _palette_drag(self, event: Any) -> bool:
        """A piece dragged from the palette over the board: mark the cell under it, place the
        piece where it is dropped. Other drags (a setup tray's) go on to the scene."""
        if event.type() == QEvent.Type.DragLeave:
            self._mark_drop(None)
            return False
        spec = self.palette.spec_of(event.mimeData())
        if spec is None or not self.sandbox.isVisible():
            return False
        scene = self.view.board_scene
        cell = scene.cell_at(self.view.mapToScene(event.position().toPoint()))
        if event.type() == QEvent.Type.Drop:
            self._mark_drop(None)
            if cell is not None and self.edit_cell(cell, PLACE, spec):
                event.setDropAction(Qt.DropAction.CopyAction)
                event.accept()
            else:
                event.ignore()
            return True
        self._mark_drop(cell)
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        return True

    def _mark_drop(self, cell: Any) -> None:
        from ..items import palette as colours
        from ..items.highlights import CellFill

        scene = getattr(self.view, "board_scene", None)
        if self._drop_mark is not None:
            if self._drop_mark.key == cell:
                return
            if self._drop_mark.scene() is not None:
                self._drop_mark.scene().removeItem(self._drop_mark)
            self._drop_mark = None
        if cell is None or scene is None:
            return
        self._drop_mark = CellFill(scene.cell_shape(cell), colours.LEGAL_CELL, dot=False,
                                   edge=colours.LEGAL_CELL_EDGE, key=cell)
        scene.addItem(self._drop_mark)

    # ---- starting ---------------------------------------------------------------------------
    def start(self) -> None:
        """Start a game from the position: as it stands, or with ``editor_start`` for the
        chosen player to act first (the rules refuse a position that cannot be played)."""
        if self.state is None:
            return
        rs = self.ruleset
        state = self.state
        first = self.first.currentData()
        try:
            if first is not None:
                state = rs.editor_start(state, first)
            elif rs.is_over(state):
                self._verdict(self.tr("This position is already over: there is nothing left to play."), ok=False)
                return
        except IllegalAction as exc:
            self._verdict(text(exc.reason), ok=False)
            return
        self.startRequested.emit(rs.id, state, self.seats())
        self.accept()


__all__ = ["PositionDialog", "PreviewController"]
