"""The hex variant on the generic grid scene through its GUI package's adapter: stands facing
hexsides, advance, turn and attack from the rules' legal actions, the firing arc as published."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from lionheart_qt.boards import create_board_view
from lionheart_qt.items.highlights import TurnArrow

hexes = pytest.importorskip("lionheart_core.rulesets.lionheart_hex")
RS = hexes.RULESET



@pytest.fixture
def game(qtbot, new_controller):
    controller = new_controller()
    controller.new_game(RS.id, {"army": "standard"}, seed=3, seats={"gold": "human", "silver": "human"})
    for side in ("gold", "silver"):
        controller.take_screen(side) if controller.handoff_pending() == side else None
        assert controller.submit(hexes.Ready(side)) or side not in controller.to_move()
    view = create_board_view(controller)
    qtbot.addWidget(view)
    view.resize(900, 760)
    view.show()
    qtbot.waitExposed(view)
    yield controller, view


def _click(view, at: QPointF) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(at))


def test_the_hex_field_shows_every_stand_and_plays_from_the_board(game):
    controller, view = game
    scene = view.board_scene
    state = controller.view_state()
    assert state.phase == "play"
    alive = {u.uid: u for u in state.units if u.alive}
    assert set(scene.pieces) == set(alive)
    for uid, item in scene.pieces.items():
        assert item.cell == alive[uid].hex and item.look.owner == alive[uid].owner
    # The side to act selects a unit that may advance: the front hex is filled, arrows turn it.
    actions = controller.legal_actions()
    advance = next(a for a in actions if isinstance(a, hexes.Advance))
    unit = next(u for u in state.units if u.alive and u.hex == advance.at)
    _click(view, scene.cell_centre(advance.at))
    assert scene.selected == advance.at
    shown = scene.highlighted()
    turns = {a for a in actions if isinstance(a, hexes.Turn | hexes.AboutFace) and a.at == advance.at}
    assert shown["turns"] == turns and turns
    front = advance.at.neighbour(unit.facing)
    assert any(getattr(a, "at", None) == advance.at for a in shown["moves"])
    view.render_to_image(1000, 840).save("/tmp/lionheart-hex-board.png")
    # Clicking the front hex advances (keeping the facing); an arrow turns.
    _click(view, scene.cell_centre(front))
    last = controller.log[-1].action
    assert isinstance(last, hexes.Advance) and last.at == advance.at and last.facing == unit.facing
    moved = next(u for u in controller.state.units if u.uid == unit.uid)
    assert moved.hex == front
    turn = next((a for a in controller.legal_actions() if isinstance(a, hexes.Turn) and a.at == front), None)
    if turn is not None:
        scene.select(front)
        arrow = next(it for it in scene.highlights if isinstance(it, TurnArrow) and it.action == turn)
        _click(view, arrow.scenePos())
        assert controller.log[-1].action == turn


def test_an_archers_firing_arc_is_drawn_as_the_rules_publish_it(game):
    controller, view = game
    scene = view.board_scene
    state = controller.view_state()
    from lionheart_core.rulesets.lionheart_hex.tables import is_missile

    archer = next(u for u in state.units if u.alive and is_missile(u.spec))
    scene.selected = archer.hex
    scene.show_zones(archer.hex)
    zones = {z.kind: z for z in RS.zones(state, archer.hex)}
    drawn = scene.zone_items()
    assert drawn and {z.kind for z in drawn} == {k for k in zones if k.startswith("arc")}
    # A point just beside each centre (a centre level with the outline's corners is a corner case
    # of Qt's point test, not of the drawing).
    nudge = QPointF(1.3, 0.7)
    for item in drawn:
        covered = {c for c in scene.grid.cells() if item.path().contains(scene.cell_centre(c) + nudge)}
        assert covered == set(zones[item.kind].cells)
    view.render_to_image(1000, 840).save("/tmp/lionheart-hex-arc.png")
