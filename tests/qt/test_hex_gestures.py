"""The hex variant's controls: a King's bid for an enemy mercenary with a slider and a spin box
bounded by the amounts the rules offer (one offer button, not a button per amount), units
deployed by dragging them from the army dock onto the field, and a deployed unit dragged on the
field to another hex (the rules' withdrawal and deployment together, one Undo)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from lionheart_core.rulesets.lionheart_hex import Bid, Options, Spec
from lionheart_qt.panels.amount import AmountPicker

pytestmark = pytest.mark.usefixtures("qapp")

_spec = importlib.util.spec_from_file_location(
    "hex_positions", Path(__file__).resolve().parents[1] / "core" / "lionheart_hex" / "conftest.py")
positions = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(positions)

MERC = Spec("foot", "none", "spears", True, mercenary=True)
KING = Spec("king_horse", "heavy", "spears", leadership=2)


def _bid_position(budget: int | None = None):
    p = positions
    opts = Options(budget=budget) if budget else None
    return p.position(p.unit("gold", KING, "0809", 0), p.unit("silver", KING, "0801", 3),
                      p.unit("silver", MERC, "0806", 3, promise=4), order=("gold", "silver"), opts=opts)


@pytest.fixture
def hex_window(bare_window):
    w = bare_window
    w.resize(1500, 950)
    yield w
    w.controller.wait_for_bots()
    w.controller.undo_stack.clear()


def test_a_bid_is_one_amount_picker_bounded_by_the_legal_amounts(hex_window, qtbot, tmp_path):
    w = hex_window
    c = w.controller
    c.new_game_from_position("lionheart-hex", _bid_position(), {"gold": "human", "silver": "human"})
    w._attach_board()
    w._show_game()
    c.stateChanged.emit()
    bids = sorted(a.amount for a in c.legal_actions() if isinstance(a, Bid))
    assert len(bids) > 3
    panel = w.decision_panel
    pickers = [x for x in panel.controls if isinstance(x, AmountPicker)]
    assert len(pickers) == 1
    picker = pickers[0]
    # No button per amount any more.
    assert not any("Bid" in b.toolTip() or "bid" in b.toolTip() for b in panel.buttons)
    assert (picker.spin.minimum(), picker.spin.maximum()) == (bids[0], bids[-1])
    assert (picker.slider.minimum(), picker.slider.maximum()) == (bids[0], bids[-1])
    assert "0806" in picker.title.text()
    # The slider and the spin box move together; the button names the amount.
    picker.slider.setValue(bids[2])
    assert picker.value() == bids[2] and str(bids[2]) in picker.button.text()
    picker.spin.setValue(5)
    assert picker.slider.value() == 5
    qtbot.wait(50)  # the Turn dock fits itself to the panel
    assert picker.height() >= picker.minimumSizeHint().height() and picker.button.isVisible()
    w.grab().save(str(tmp_path / "hex_bid.png"))
    before = len(c.log)
    picker.button.click()
    assert len(c.log) == before + 1 and c.log[-1].action == Bid("gold", positions.H("0806"), 5)
    assert not [x for x in w.decision_panel.controls if isinstance(x, AmountPicker)]  # the action is used


def test_the_picker_keeps_to_the_amounts_offered():
    taken = []
    picker = AmountPicker("Bid", [(1, "one"), (2, "two"), (4, "four")], "Offer {n}", taken.append)
    assert (picker.spin.minimum(), picker.spin.maximum()) == (1, 4)
    picker.set_value(3)  # inside the range but not offered
    assert not picker.button.isEnabled() and not picker.take() and taken == []
    picker.set_value(4)
    assert picker.button.isEnabled() and picker.button.text() == "Offer 4"
    picker.button.click()
    assert taken == ["four"]


# ---- deploying by drag and drop --------------------------------------------------------------

MOVE = Qt.DropAction.MoveAction
LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier


def _send(widget, event) -> bool:
    QApplication.sendEvent(widget, event)
    return event.isAccepted()


def _drag_to(view, scene, mime, cell, *, drop: bool = True) -> bool:
    """The events a real drag sends to the field's viewport: enter, move, then the drop."""
    at = QPointF(view.mapFromScene(scene.cell_centre(cell) + QPointF(1.3, 0.7)))
    _send(view.viewport(), QDragEnterEvent(at.toPoint(), MOVE, mime, LEFT, NOMOD))
    moved = _send(view.viewport(), QDragMoveEvent(at.toPoint(), MOVE, mime, LEFT, NOMOD))
    if not drop:
        return moved
    return _send(view.viewport(), QDropEvent(at, MOVE, mime, LEFT, NOMOD))


def _buy_one(w):
    from lionheart_core.rulesets.lionheart_hex import Buy

    c = w.controller
    if w.handoff.isVisible():
        w.handoff.button.click()
    side = c.view_player()
    buy = next(a for a in c.legal_actions() if isinstance(a, Buy) and not a.spec.mercenary)
    assert c.submit(buy)
    return side, next(u for u in c.state.units if u.owner == side and u.hex is None)


def test_a_unit_dragged_from_the_army_dock_deploys_on_a_legal_hex(hex_window, tmp_path):
    from lionheart_core.rulesets.lionheart_hex import Deploy, Withdraw

    w = hex_window
    w.new_game("lionheart-hex", {"budget": 60}, {"gold": "human", "silver": "human"}, seed=2)
    c = w.controller
    side, unit = _buy_one(w)
    view = w.board_view()
    scene = view.board_scene
    builder = scene.army_builder
    row = next(i for i in range(builder.reserve.count()) if builder.reserve.item(i).data(256) == unit.uid)
    payload = builder.reserve.payload(row)
    assert payload is not None and payload.kind == str(unit.uid) and payload.side == side
    mime = payload.to_mime()
    legal = {a.at for a in c.legal_actions() if isinstance(a, Deploy) and a.uid == unit.uid}
    # Over a hex the rules refuse: not accepted, and the reason is on the board.
    outside = next(h for h in c.ruleset.grid().cells() if h not in legal)
    assert not _drag_to(view, scene, mime, outside, drop=False)
    assert {it.key for it in scene.drop_cells} == legal  # the hexes it may take are lit
    assert scene.message
    w.grab().save(str(tmp_path / "hex_dragging.png"))
    position = c.state
    assert not _send(view.viewport(), QDropEvent(QPointF(view.mapFromScene(scene.cell_centre(outside))), MOVE, mime,
                                                 LEFT, NOMOD))
    assert c.state == position and not scene.drop_cells
    # Over a legal hex: accepted, and the drop deploys it there.
    where = sorted(legal, key=lambda h: c.ruleset.grid().label(h))[0]
    assert _drag_to(view, scene, mime, where)
    assert c.log[-1].action == Deploy(side, unit.uid, where)
    assert next(u for u in c.state.units if u.uid == unit.uid).hex == where
    w.grab().save(str(tmp_path / "hex_deployed.png"))
    # Dragged back from the field onto the dock: back in the reserve.
    back = scene.placement.payload_from_cell(where).to_mime()
    target = builder.reserve.viewport()
    at = QPointF(target.rect().center())
    _send(target, QDragEnterEvent(at.toPoint(), MOVE, back, LEFT, NOMOD))
    assert _send(target, QDropEvent(at, MOVE, back, LEFT, NOMOD))
    assert c.log[-1].action == Withdraw(side, where)
    assert next(u for u in c.state.units if u.uid == unit.uid).hex is None


def test_a_drag_of_the_other_side_is_refused(hex_window):
    """A payload that names the side not at the screen deploys nothing."""
    from lionheart_qt.placement.framework import Payload

    w = hex_window
    w.new_game("lionheart-hex", {"budget": 60}, {"gold": "human", "silver": "human"}, seed=2)
    c = w.controller
    side, unit = _buy_one(w)
    view = w.board_view()
    scene = view.board_scene
    other = next(p for p in ("gold", "silver") if p != side)
    mime = Payload(other, str(unit.uid), 0, None).to_mime()
    where = next(a.at for a in c.legal_actions() if type(a).__name__ == "Deploy" and a.uid == unit.uid)
    position = c.state
    assert not _drag_to(view, scene, mime, where)
    assert c.state == position


def test_a_panic_retreat_shows_the_candidates_of_each_step_and_the_way_taken(hex_window, tmp_path):
    """The rulebook's light cavalry shot at: it rolls an arrow and retreats three hexes; the field
    shows the hexes that qualified at each step (the rules' own list) and the way it went."""
    from lionheart_core.dice import Scripted
    from lionheart_core.rulesets.lionheart_hex import Shoot

    p = positions
    A, R, P = "axe", "arrow", "panic"  # noqa: N806 (the dice faces, as the rule tests name them)
    light_cav = Spec("horse", "light", "spears")
    state = p.position(p.unit("gold", Spec("foot", "none", "bows"), "0808", 0),
                       p.unit("silver", light_cav, "0806", 3), order=("gold", "silver"), roll=(3, 2))
    w = hex_window
    c = w.controller
    c.new_game_from_position("lionheart-hex", state, {"gold": "human", "silver": "human"})
    w._attach_board()
    w._show_game()
    c.stateChanged.emit()
    scene = w.board_view().board_scene
    # Under the field: the leadership roll and the two actions to come, Gold's first.
    strip = scene.strip
    assert strip.isVisible() and strip.turn_text == "Turn 1"
    assert [(n, t) for n, t, _ in strip.rolls] == [("Gold", 3), ("Silver", 2)]
    assert [n for n, _ in strip.order] == ["Gold", "Silver"]
    assert not strip.sceneBoundingRect().intersects(scene.board_rect)
    c.set_dice(Scripted([R, A, A, A] + [P] + [P, P] + [R]))
    assert c.submit(Shoot("gold", p.H("0808"), p.H("0806")))
    c.set_dice(None)
    steps = [e for e in c.records[-1].events if e.key == "panic.step"]
    assert len(steps) == 3
    zones = [it for it in scene.retreat_items if getattr(it, "kind", "") == "retreat"]
    assert len(zones) == 3
    for zone, step in zip(zones, steps, strict=True):
        for label in step.args["candidates"]:
            assert zone.path().contains(scene.cell_centre(p.H(label)))
    trail = [scene.grid.label(h) for h in scene.retreat_trail]
    assert trail == ["0806"] + [e.args["to"] for e in steps]
    scene.finish_animations()
    w.grab().save(str(tmp_path / "hex_retreat.png"))
    # The next action clears them.
    c.submit(next(a for a in c.legal_actions() if type(a).__name__ == "EndAction"))
    assert scene.retreat_items == []
    assert [n for n, _ in strip.order] == ["Silver"]


# ---- a deployed unit moved on the field (issue 9) -------------------------------------------------

def _king_and_foot(w):
    """The side at the screen buys a King and a foot unit and deploys both (the King on his back
    row, the foot unit on the front row); returns the side, the King and the foot unit."""
    from lionheart_core.rulesets.lionheart_hex import Buy, Deploy

    c = w.controller
    if w.handoff.isVisible():
        w.handoff.button.click()
    side = c.view_player()
    buys = [a for a in c.legal_actions() if isinstance(a, Buy) and not a.spec.mercenary]
    assert c.submit(next(a for a in buys if a.spec.cls.startswith("king")))
    assert c.submit(next(a for a in c.legal_actions() if isinstance(a, Buy) and a.spec.cls == "foot"
                         and not a.spec.mercenary))
    king, foot = sorted((u for u in c.state.units if u.owner == side), key=lambda u: not u.spec.cls.startswith("king"))
    back = {a.at for a in c.legal_actions() if isinstance(a, Deploy) and a.uid == king.uid}
    rows = {a.at for a in c.legal_actions() if isinstance(a, Deploy) and a.uid == foot.uid}
    label = c.ruleset.grid().label
    assert c.submit(Deploy(side, king.uid, sorted(back, key=label)[3]))
    assert c.submit(Deploy(side, foot.uid, sorted(rows - back, key=label)[3]))
    units = {u.uid: u for u in c.state.units}
    return side, units[king.uid], units[foot.uid], back, rows


class _FakeDrag:
    """Stands in for QDrag (no pointer on the offscreen platform): exec() runs what the test
    does while the drag is under way, with the drag's mime data."""

    during = None
    started: list = []

    def __init__(self, source) -> None:
        self.mime = None

    def setMimeData(self, mime) -> None:  # noqa: N802 (Qt name)
        self.mime = mime

    def setPixmap(self, pm) -> None:  # noqa: N802
        self.pixmap = pm

    def setHotSpot(self, at) -> None:  # noqa: N802
        pass

    def exec(self, action):
        _FakeDrag.started.append(self.mime)
        return MOVE if _FakeDrag.during(self.mime) else Qt.DropAction.IgnoreAction


def test_a_deployed_unit_dragged_on_the_field_moves_to_another_legal_hex(hex_window, tmp_path, monkeypatch):
    """Issue 9: a deployed unit is pressed and dragged on the field; the hexes it may take are lit
    (the rules' deploy hexes for it once withdrawn); a drop on one sends the rules' Withdraw then
    Deploy together, and one Undo puts it back; a drop the rules refuse (a King off his back row)
    leaves it where it was and shows their reason; a drop where it stands does nothing."""
    from scene_mouse import move, press, release

    import lionheart_qt.rulesets.lionheart_hex.scene as hex_scene
    from lionheart_core.rulesets.lionheart_hex import Deploy, Withdraw

    monkeypatch.setattr(hex_scene, "QDrag", _FakeDrag)
    _FakeDrag.started = []
    w = hex_window
    w.new_game("lionheart-hex", {"budget": 60}, {"gold": "human", "silver": "human"}, seed=2)
    c = w.controller
    side, king, foot, back, rows = _king_and_foot(w)
    view = w.board_view()
    scene = view.board_scene
    label = c.ruleset.grid().label
    assert {king.hex, foot.hex} <= scene.placement.movable_cells()

    # A click on a deployed unit says how to move it; nothing changes.
    position = c.state
    press(scene, scene.cell_centre(foot.hex))
    release(scene, scene.cell_centre(foot.hex))
    assert c.state == position and "Drag the unit" in scene.message

    # The foot unit dragged to another hex of the rows: lit hexes, then the move.
    target = sorted(rows - back - {foot.hex}, key=label)[0]
    seen: dict = {}

    def drop_on(cell):
        def during(mime):
            stand = scene.piece_at(foot.hex)
            seen["faded"] = stand.opacity() < 1
            _drag_to(view, scene, mime, cell, drop=False)
            seen["lit"] = {it.key for it in scene.drop_cells}
            w.grab().save(str(tmp_path / "hex_moving_a_deployed_unit.png"))
            return _drag_to(view, scene, mime, cell)
        return during

    _FakeDrag.during = drop_on(target)
    before = len(c.log)
    press(scene, scene.cell_centre(foot.hex))
    move(scene, scene.cell_centre(foot.hex) + QPointF(40, 30))
    assert len(_FakeDrag.started) == 1
    assert seen["faded"]
    expected = rows - {king.hex, foot.hex}  # the other hexes of the rows, not the King's
    assert seen["lit"] == expected and target in seen["lit"] and foot.hex not in seen["lit"]
    assert [r.action for r in c.log[before:]] == [Withdraw(side, foot.hex), Deploy(side, foot.uid, target)]
    moved = next(u for u in c.state.units if u.uid == foot.uid)
    assert moved.hex == target and moved.facing == foot.facing and moved.figures == foot.figures
    assert scene.piece_at(foot.hex) is None and scene.piece_at(target) is not None
    assert scene.piece_at(target).opacity() == 1
    scene.finish_animations()
    w.grab().save(str(tmp_path / "hex_moved.png"))

    # One Undo takes the move back whole; one Redo makes it again.
    assert "then" in c.undo_text()
    assert c.undo()
    assert len(c.log) == before and next(u for u in c.state.units if u.uid == foot.uid).hex == foot.hex
    assert c.redo()
    assert len(c.log) == before + 2 and next(u for u in c.state.units if u.uid == foot.uid).hex == target
    # "Undo to here" between the two halves of the move is refused; before it, it is allowed.
    assert c.undo_to_refusal(before + 1) is not None
    assert c.undo_to_refusal(before) is None and c.undoable_back_to() <= before

    # The King dragged to the front row: the rules refuse it; he stays, with their reason.
    front = sorted(rows - back - {target}, key=label)[0]
    _FakeDrag.during = lambda mime: _drag_to(view, scene, mime, front)
    position, before = c.state, len(c.log)
    press(scene, scene.cell_centre(king.hex))
    move(scene, scene.cell_centre(king.hex) + QPointF(-40, -30))
    assert c.state == position and len(c.log) == before
    assert scene.message and "deploy" in scene.message.lower()
    assert scene.piece_at(king.hex) is not None and scene.piece_at(king.hex).opacity() == 1
    QTest.qWait(50)  # the Turn dock fits its text after the change
    w.grab().save(str(tmp_path / "hex_move_refused.png"))
    # Dropped where he stands: nothing.
    _FakeDrag.during = lambda mime: _drag_to(view, scene, mime, king.hex)
    press(scene, scene.cell_centre(king.hex))
    move(scene, scene.cell_centre(king.hex) + QPointF(-40, -30))
    assert c.state == position
    # To another hex of his back row: moved.
    other = sorted(back - {king.hex}, key=label)[0]
    _FakeDrag.during = lambda mime: _drag_to(view, scene, mime, other)
    press(scene, scene.cell_centre(king.hex))
    move(scene, scene.cell_centre(king.hex) + QPointF(-40, -30))
    assert next(u for u in c.state.units if u.uid == king.uid).hex == other


def test_a_move_of_several_actions_is_all_or_nothing(hex_window):
    """GameController.submit_together: when the second action is refused on the position the
    first leaves, nothing is applied and the rules' reason is reported."""
    from lionheart_core.rulesets.lionheart_hex import Deploy, Withdraw

    w = hex_window
    w.new_game("lionheart-hex", {"budget": 60}, {"gold": "human", "silver": "human"}, seed=2)
    c = w.controller
    side, king, foot, back, rows = _king_and_foot(w)
    reasons: list[str] = []
    c.actionRejected.connect(reasons.append)
    position, before, index = c.state, len(c.log), c.undo_stack.index()
    front = next(h for h in rows - back if h != foot.hex)
    assert not c.submit_together([Withdraw(side, king.hex), Deploy(side, king.uid, front)])
    assert c.state == position and len(c.log) == before and c.undo_stack.index() == index
    assert reasons and reasons[-1]
