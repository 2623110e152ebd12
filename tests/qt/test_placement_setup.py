"""Drag-and-drop setup of a customized 1997 game: legal cells from the core, a refused drop that
says why and changes nothing, a placement, a relocation, a removal to the tray, standard setup
and confirmation."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from lionheart_core.rulesets.lionheart_1997.model import (
    ConfirmSetup,
    Place,
    Relocate,
    Remove,
    StandardSetup,
)
from lionheart_qt.boards import create_board_view
from lionheart_qt.controller import GameController
from lionheart_qt.placement import MIME_TYPE, Payload

MOVE = Qt.DropAction.MoveAction
LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier



@pytest.fixture
def setup_game(qtbot):
    """A customized hot-seat game in its secret setup: gold places first."""
    controller = GameController(autosave=False)
    controller.new_game("lionheart-1997", {"setup": "customized"}, seed=2)
    view = create_board_view(controller)
    qtbot.addWidget(view)
    view.resize(700, 800)
    view.show()
    qtbot.waitExposed(view)
    tray = view.side_widgets()[0][1]
    qtbot.addWidget(tray)
    assert controller.view_player() == "gold"
    return controller, view, tray


def _at(view, sq) -> QPoint:
    return view.mapFromScene(view.board_scene.square_centre(sq))


def _drag_event(cls, pos: QPoint, mime):
    """A drag enter/move event; PySide6 6.12 takes a QPointF position, earlier versions a QPoint."""
    try:
        return cls(QPointF(pos), MOVE, mime, LEFT, NOMOD)
    except TypeError:
        return cls(pos, MOVE, mime, LEFT, NOMOD)


class Dragger:
    """Sends the drag events a real QDrag would send to the board's viewport."""

    def __init__(self, view, payload: Payload) -> None:
        self.view = view
        self.mime = payload.to_mime()  # kept alive for the events

    def _send(self, event) -> bool:
        QApplication.sendEvent(self.view.viewport(), event)
        return event.isAccepted()

    def enter(self, sq) -> bool:
        return self._send(_drag_event(QDragEnterEvent, _at(self.view, sq), self.mime))

    def move(self, sq) -> bool:
        return self._send(_drag_event(QDragMoveEvent, _at(self.view, sq), self.mime))

    def drop(self, sq) -> bool:
        return self._send(QDropEvent(QPointF(_at(self.view, sq)), MOVE, self.mime, LEFT, NOMOD))


def _highlighted_drop_cells(view) -> set:
    return {item.key for item in view.board_scene.drop_cells}


def test_tray_lists_what_the_core_allows(setup_game):
    controller, view, tray = setup_game
    legal = controller.legal_actions("gold")
    kinds = {a.kind for a in legal if isinstance(a, Place)}
    assert set(tray.entries) >= kinds
    infantry = tray.entries["infantry"]
    assert infantry.piece.figure_choices == tuple(sorted(
        {a.figures for a in legal if isinstance(a, Place) and a.kind == "infantry"}))
    infantry.spin.setValue(3)
    assert infantry.payload() == Payload("gold", "infantry", 3, None)
    assert tray.summary.text() == "9 bases left to place (1 of 10 on the board)"  # the King is out
    assert not tray.confirm_button.isEnabled()  # an army has ten bases
    # The King's square is fixed: his base cannot be dragged, and trying says why.
    king = controller.ruleset.king_square("gold")
    assert king not in view.board_scene.placement.movable_cells()
    QTest.mouseClick(view.viewport(), LEFT, NOMOD, _at(view, king))
    assert view.board_scene.message == "The King must start on the royal shield"


def test_drag_and_drop_setup_with_refused_drop_relocate_remove_and_confirm(setup_game, qtbot):
    controller, view, tray = setup_game
    scene = view.board_scene
    knights = Dragger(view, scene.placement.payload_for("knight", 2))

    # Entering shows the legal cells: exactly the squares of the core's Place actions.
    assert knights.enter((3, 0))
    legal = {a.square for a in controller.legal_actions("gold")
             if isinstance(a, Place) and a.kind == "knight" and a.figures == 2}
    assert _highlighted_drop_cells(view) == legal and (4, 0) not in legal

    # Over the middle of the field the drop is refused and the core's reason is shown.
    before, log_length = controller.state, len(controller.log)
    assert not knights.move((4, 5))
    reason = "Units start in your own back two rows"
    assert scene.message == reason and tray.message.text() == reason
    # Dropping there anyway changes nothing.
    assert not knights.drop((4, 5))
    assert controller.state is before and len(controller.log) == log_length
    assert reason.lower() in scene.message.lower()
    assert _highlighted_drop_cells(view) == set()

    # The King's own square is refused too.
    assert knights.enter((3, 0))
    assert not knights.move((4, 0))
    assert "E1 is already taken" in scene.message

    # A legal drop places the base.
    assert knights.move((3, 0))
    assert knights.drop((3, 0))
    assert controller.log[-1].action == Place("gold", "knight", 2, (3, 0))
    assert any(s.square == (3, 0) for s in scene.stands.values())
    assert tray.entries["knight"].piece.remaining == 2

    # A placed base can be dragged again (Relocate)...
    placed = Dragger(view, scene.placement.payload_from_cell((3, 0)))
    assert placed.enter((3, 0))
    assert _highlighted_drop_cells(view) == {a.to for a in controller.legal_actions("gold")
                                             if isinstance(a, Relocate) and a.frm == (3, 0)}
    assert placed.move((1, 1))
    assert placed.drop((1, 1))
    assert controller.log[-1].action == Relocate("gold", (3, 0), (1, 1))

    # ...or back to the tray (Remove).
    back = Payload("gold", None, None, [1, 1]).to_mime()
    enter = _drag_event(QDragEnterEvent, QPoint(10, 10), back)
    QApplication.sendEvent(tray, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(10, 10), MOVE, back, LEFT, NOMOD)
    QApplication.sendEvent(tray, drop)
    assert controller.log[-1].action == Remove("gold", (1, 1))
    assert not any(u.owner == "gold" and u.kind == "knight" for u in controller.state.units)

    # Standard setup, then confirm: the tray passes to silver.
    qtbot.mouseClick(tray.standard_button, LEFT)
    assert controller.log[-1].action == StandardSetup("gold")
    assert tray.confirm_button.isEnabled()
    qtbot.mouseClick(tray.confirm_button, LEFT)
    assert controller.log[-1].action == ConfirmSetup("gold")
    assert "gold" in controller.state.setup_done
    assert controller.view_player() == "silver"
    assert tray.title.text().startswith("Silver")
    # Gold's army is hidden from silver's eyes (only the King shows).
    assert {s.look.owner for s in scene.stands.values()
            if s.look.glyph != "crown"} <= {"silver"}


def test_foreign_drags_are_ignored(setup_game):
    controller, view, tray = setup_game
    wrong_side = Dragger(view, Payload("silver", "knight", 2, None))
    assert not wrong_side.enter((3, 9))
    assert MIME_TYPE == "application/x-lionheart-piece"
    assert Payload.from_mime(None) is None


def test_a_tray_drag_that_is_not_dropped_snaps_back_with_the_reason(setup_game):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent

    controller, view, tray = setup_game
    scene = view.board_scene
    # Hovering a wrong square during the drag gave the core's reason...
    hover = Dragger(view, scene.placement.payload_for("archer", 4))
    assert hover.enter((0, 0)) and not hover.move((0, 6))
    hover_reason = scene.message
    assert hover_reason == "Units start in your own back two rows"
    scene.show_message("")
    tray.message.clear()
    # ...and a drag from the tray that ends nowhere (offscreen QDrag returns at once, refused)
    # leaves the game as it was and shows that reason again.
    before, log_length = controller.state, len(controller.log)
    entry = tray.entries["archer"]
    for kind, at, button, buttons in (
            (QEvent.Type.MouseButtonPress, QPoint(10, 10), LEFT, LEFT),
            (QEvent.Type.MouseMove, QPoint(60, 40), Qt.MouseButton.NoButton, LEFT)):
        QApplication.sendEvent(entry, QMouseEvent(kind, QPointF(at), QPointF(entry.mapToGlobal(at)),
                                                  button, buttons, NOMOD))
    assert controller.state is before and len(controller.log) == log_length
    assert scene.message == hover_reason and tray.message.text() == hover_reason


def test_massive_infantry_in_the_basic_game_regroups_by_dragging_a_base_onto_another(qtbot):
    from lionheart_core.rulesets.lionheart_1997.model import Regroup

    controller = GameController(autosave=False)
    controller.new_game("lionheart-1997", {"setup": "basic", "massive_infantry": True}, seed=2)
    view = create_board_view(controller)
    qtbot.addWidget(view)
    view.resize(700, 800)
    view.show()
    qtbot.waitExposed(view)
    tray = view.side_widgets()[0][1]
    qtbot.addWidget(tray)
    scene = view.board_scene
    assert controller.view_player() == "gold"
    assert tray.entries == {} or all(not e.isEnabled() for e in tray.entries.values())
    assert "Infantry base" in tray.summary.text()
    base = Dragger(view, scene.placement.payload_from_cell((2, 1)))  # C2, four Infantry
    assert base.enter((2, 1))
    assert _highlighted_drop_cells(view) == {(3, 1), (4, 1), (5, 1), (6, 1)}
    assert base.move((3, 1))
    assert base.drop((3, 1))
    assert controller.log[-1].action == Regroup("gold", (2, 1), (3, 1), 4)
    figures = {u.square: u.figures for u in controller.state.units if u.owner == "gold" and u.kind == "infantry"}
    assert (2, 1) not in figures and figures[(3, 1)] == 8
    assert tray.confirm_button.isEnabled()


def test_a_tray_with_no_game_yet_shows_nothing_to_place(qtbot):
    from lionheart_qt.placement import Tray
    from lionheart_qt.rulesets.lionheart_1997.placement import Lionheart1997Placement

    controller = GameController(autosave=False)  # nothing on the table yet
    placement = Lionheart1997Placement(controller)
    tray = Tray(placement)
    qtbot.addWidget(tray)
    tray.show()
    assert not placement.active() and placement.pieces() == [] and placement.side() is None
    assert tray.entries == {} and tray.idle.isVisible() and not tray.confirm_button.isEnabled()
    # The game arrives later: the same tray fills in.
    controller.new_game("lionheart-1997", {"setup": "customized"}, seed=2)
    assert placement.active() and tray.entries


def test_tray_entries_show_their_whole_text(setup_game, qtbot):
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics

    controller, view, tray = setup_game
    tray.resize(240, 760)  # the narrowest the tray gets (its minimum width)
    tray.show()
    qtbot.waitExposed(tray)
    assert tray.entries["infantry"].left.text().startswith("20 figures")
    for entry in tray.entries.values():
        for label in (entry.name, entry.left):
            fm = QFontMetrics(label.font())
            need = fm.boundingRect(QRect(0, 0, label.width(), 10_000), int(Qt.TextFlag.TextWordWrap),
                                   label.text())
            assert need.width() <= label.width() and need.height() <= label.height(), label.text()
            # Nothing runs under the spin box beside it.
            assert label.mapTo(entry, label.rect().topRight()).x() < entry.spin.geometry().left()
    tray.grab().save("/tmp/lionheart-tray.png")


def test_standard_setup_asks_before_replacing_bases_placed_by_hand(setup_game, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    controller, view, tray = setup_game
    asked = []

    def answer(reply):
        def question(parent, title, text, *args):
            asked.append(text)
            return reply
        return question

    # Nothing placed yet besides the King: no question.
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    tray.standard_button.click()
    assert asked == [] and isinstance(controller.log[-1].action, StandardSetup)
    # Take two bases back, place one by hand: now the standard setup asks, and "No" keeps it.
    units = [u for u in controller.state.units if u.owner == "gold" and u.kind != "king"]
    for u in units:
        assert controller.submit(Remove("gold", u.square))
    place = next(a for a in controller.legal_actions("gold") if isinstance(a, Place))
    assert controller.submit(place)
    length = len(controller.log)
    tray.standard_button.click()
    assert asked == ["Replace the base you placed with the standard army?"]
    assert len(controller.log) == length
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    tray.standard_button.click()
    assert isinstance(controller.log[-1].action, StandardSetup)
