"""File > New from position's sandbox: pieces dragged from the palette onto the board scene."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from lionheart_qt.dialogs.position import EDITOR_MIME, PositionDialog
from lionheart_qt.items.highlights import CellFill

COPY = Qt.DropAction.CopyAction
LEFT, NOMOD = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def _row(dialog: PositionDialog, key: str) -> int:
    for row in range(dialog.palette.count()):
        if dialog.palette.item(row).data(Qt.ItemDataRole.UserRole).key == key:
            return row
    raise AssertionError(key)


def _drag_event(cls, pos: QPoint, mime):
    """A drag enter/move event (its position a QPoint in this PySide6, a QPointF in others)."""
    try:
        return cls(pos, COPY, mime, LEFT, NOMOD)
    except TypeError:
        return cls(QPointF(pos), COPY, mime, LEFT, NOMOD)


class PaletteDrag:
    """The drag events a real drag from the palette sends to the board's viewport."""

    def __init__(self, dialog: PositionDialog, key: str) -> None:
        self.dialog = dialog
        self.mime = dialog.palette.mimeData([dialog.palette.item(_row(dialog, key))])
        assert self.mime.hasFormat(EDITOR_MIME)

    def _at(self, cell) -> QPoint:
        view = self.dialog.view
        return view.mapFromScene(view.board_scene.square_centre(cell))

    def _send(self, event) -> bool:
        QApplication.sendEvent(self.dialog.view.viewport(), event)
        return event.isAccepted()

    def enter(self, cell) -> bool:
        return self._send(_drag_event(QDragEnterEvent, self._at(cell), self.mime))

    def move(self, cell) -> bool:
        return self._send(_drag_event(QDragMoveEvent, self._at(cell), self.mime))

    def drop(self, cell) -> bool:
        return self._send(QDropEvent(QPointF(self._at(cell)), COPY, self.mime, LEFT, NOMOD))

    def leave(self) -> None:
        QApplication.sendEvent(self.dialog.view.viewport(), QDragLeaveEvent())


def _marks(dialog: PositionDialog) -> set:
    return {it.key for it in dialog.view.board_scene.items() if isinstance(it, CellFill)}


def test_dragging_pieces_from_the_palette_builds_the_position(qtbot):
    dialog = PositionDialog("lionheart-1997")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.empty_board()
    assert dialog.state.units == ()
    # The palette's choice stays on the Gold King: the drag carries its own piece.
    dialog.palette.setCurrentRow(_row(dialog, "gold:king"))
    drag = PaletteDrag(dialog, "silver:knight")
    assert drag.enter((3, 6)) and drag.move((3, 7))
    assert _marks(dialog) == {(3, 7)}  # the cell under the piece is marked
    assert drag.drop((3, 7))
    assert _marks(dialog) == set()
    knights = [u for u in dialog.state.units if u.kind == "knight"]
    assert [(u.owner, u.square, u.figures) for u in knights] == [("silver", (3, 7), 2)]
    assert dialog.ruleset.from_text(dialog.text.toPlainText()) == dialog.state
    # A second King for Gold: the rules refuse it, nothing changes and their reason shows.
    king = PaletteDrag(dialog, "gold:king")
    assert king.enter((4, 0)) and king.drop((4, 0))
    before = dialog.state
    again = PaletteDrag(dialog, "gold:king")
    again.enter((2, 2))
    assert not again.drop((2, 2))
    assert dialog.state == before and "King" in dialog.verdict.text()
    again.enter((5, 5))
    # Leaving the board takes the mark away.
    again.move((5, 5))
    assert _marks(dialog) == {(5, 5)}
    again.leave()
    assert _marks(dialog) == set()


def test_other_drags_are_not_taken_by_the_sandbox(qtbot):
    from PySide6.QtCore import QMimeData

    dialog = PositionDialog("lionheart-1997")
    qtbot.addWidget(dialog)
    dialog.show()
    mime = QMimeData()
    mime.setText("E1")
    view = dialog.view
    point = QPointF(view.mapFromScene(view.board_scene.square_centre((4, 0))))
    before = dialog.state
    event = QDropEvent(point, COPY, mime, LEFT, NOMOD)
    QApplication.sendEvent(view.viewport(), event)
    assert dialog.state == before
