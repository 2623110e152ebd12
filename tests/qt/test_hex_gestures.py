"""The hex variant's controls: a King's bid for an enemy mercenary with a slider and a spin box
bounded by the amounts the rules offer (one offer button, not a button per amount), and units
deployed by dragging them from the army dock onto the field."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
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
