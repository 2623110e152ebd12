"""The placement framework is not tied to squares: cells are opaque keys (here: named counties on
a made-up map), the scene maps them to shapes, the controller maps drops to actions."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

from lionheart_qt.placement import DropSupport, Payload, Piece, PlacementController, Tray

COUNTIES = {"Kent": QRectF(0, 0, 100, 100), "Essex": QRectF(100, 0, 100, 100),
            "York": QRectF(0, 100, 200, 100)}
MOVE, LEFT, NOMOD = Qt.DropAction.MoveAction, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


class FakeGame(QObject):
    """Just enough of a game controller: a knight may go to Kent or Essex, not York."""

    stateChanged = Signal()
    actionRejected = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.placed: dict[str, str] = {}
        self.rejected: list[str] = []

    def submit(self, action) -> bool:
        verb, county = action
        if county == "York":
            self.rejected.append("York is held by the Crown")
            self.actionRejected.emit(self.rejected[-1])
            return False
        self.placed[county] = "knight"
        self.stateChanged.emit()
        return True


class CountyPlacement(PlacementController):
    def active(self) -> bool:
        return True

    def side(self) -> str:
        return "red"

    def pieces(self) -> list[Piece]:
        return [Piece("knight", "Knight", "lance", 3 - len(self.game.placed), (1,))]

    def legal_cells(self, payload: Payload) -> set:
        return {"Kent", "Essex"} - set(self.game.placed)

    def action_for(self, payload: Payload, cell) -> tuple[str, str]:
        return ("place", cell)

    def remove_action(self, payload: Payload):
        return None

    def movable_cells(self) -> set:
        return set()

    def standard_action(self):
        return None

    def confirm_action(self):
        return None

    def refusal(self, action) -> str | None:
        return None if action[1] in self.legal_cells(Payload("red")) else f"{action[1]} is closed to you"


class CountyScene(QGraphicsScene):
    def __init__(self, placement: CountyPlacement) -> None:
        super().__init__(QRectF(0, 0, 200, 200))
        self.shown: set = set()
        self.drops = DropSupport(placement, self.cell_at, self.show_cells)

    def cell_at(self, pos: QPointF):
        return next((name for name, r in COUNTIES.items() if r.contains(pos)), None)

    def show_cells(self, cells: set) -> None:
        self.shown = set(cells)

    def dragEnterEvent(self, event):  # noqa: N802
        self.drops.enter(event)

    def dragMoveEvent(self, event):  # noqa: N802
        self.drops.move(event)

    def dropEvent(self, event):  # noqa: N802
        self.drops.drop(event)


def _event(cls, view, county, mime):
    at = view.mapFromScene(COUNTIES[county].center())
    if cls is QDropEvent:
        return cls(QPointF(at), MOVE, mime, LEFT, NOMOD)
    try:
        return cls(QPointF(at), MOVE, mime, LEFT, NOMOD)
    except TypeError:  # PySide6 before 6.12
        return cls(at, MOVE, mime, LEFT, NOMOD)


def test_counties_as_cells(qtbot):
    game = FakeGame()
    placement = CountyPlacement(game)
    messages: list[str] = []
    placement.message.connect(messages.append)
    scene = CountyScene(placement)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(260, 260)
    view.show()
    tray = Tray(placement)
    qtbot.addWidget(tray)
    assert tray.entries["knight"].piece.remaining == 3

    mime = placement.payload_for("knight", 1).to_mime()

    def send(event):
        QApplication.sendEvent(view.viewport(), event)
        return event.isAccepted()

    assert send(_event(QDragEnterEvent, view, "Kent", mime))
    assert scene.shown == {"Kent", "Essex"}
    assert not send(_event(QDragMoveEvent, view, "York", mime))
    assert messages[-1] == "York is closed to you"
    assert not send(_event(QDropEvent, view, "York", mime))
    assert game.placed == {} and game.rejected == ["York is held by the Crown"]
    assert send(_event(QDragEnterEvent, view, "Essex", mime))
    assert send(_event(QDropEvent, view, "Essex", mime))
    assert game.placed == {"Essex": "knight"}
    assert scene.shown == set()
    assert tray.entries["knight"].piece.remaining == 2  # the tray follows the game's signal
