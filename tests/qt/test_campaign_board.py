"""The campaign map on the generic grid scene through its GUI package's adapter: terrain and
strongholds painted from the map data, leaders and trains as counters (stacks where they share
a hex), steps from the rules' legal actions, and the same painter on paper."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from lionheart_core.grids.hex import from_map_number
from lionheart_qt.boards import create_board_view
from lionheart_qt.boards.geometry import BoardGeometry
from lionheart_qt.boards.painter import PRINT, BoardPainter
from lionheart_qt.items.stack import StackItem
from lionheart_qt.rulesets import ui_for

campaign = pytest.importorskip("lionheart_core.rulesets.richard_campaign")
RS = campaign.RULESET


@pytest.fixture
def game(qtbot, new_controller):
    controller = new_controller()
    controller.new_game(RS.id, seed=3, seats={"richard": "human", "philip": "human"})
    view = create_board_view(controller)
    qtbot.addWidget(view)
    view.resize(900, 900)
    view.show()
    qtbot.waitExposed(view)
    return controller, view


def _to_move_phase(controller) -> None:
    for _ in range(40):
        if any(type(a).__name__ == "Step" for a in controller.ruleset.legal_actions(controller.state)):
            return
        for side in ("richard", "philip"):
            if controller.handoff_pending() == side:
                controller.take_screen(side)
        acts = controller.ruleset.legal_actions(controller.state)
        done = next((a for a in acts if type(a).__name__ == "Done"), acts[0])
        assert controller.submit(done)
    raise AssertionError("no move phase reached")


def test_the_campaign_map_shows_each_sides_pieces_in_a_hex_as_one_army_marker(game):
    controller, view = game
    scene = view.board_scene
    board = controller.view_state().board
    on_map = [lead for lead in board.leaders if lead.hex is not None and lead.where == "map"]
    on_map_trains = [t for t in board.trains if t.hex is not None]
    groups: dict = {}
    for p in [*on_map, *on_map_trains]:
        groups.setdefault((p.hex, p.side), []).append(p)
    markers = [it for it in scene.pieces.values() if not isinstance(it, StackItem)]
    assert len(markers) == len(groups)
    barfleur = next(it for it in markers if it.cell == from_map_number("0503"))
    # Richard, Mercadier, Marshal and the siege train: the King's crown, his troops, "+3".
    richard = next(x for x in on_map if x.id == "richard")
    assert barfleur.look.glyph == "crown" and barfleur.look.values == f"{richard.knights}/{richard.knaves}"
    assert barfleur.look.corner.endswith("+3") and "Mercadier" in barfleur.look.tooltip
    # Sea and land are painted from the map data: a sea hex is blue, a land hex green.
    data = ui_for(RS.id).board_adapter().map_data()
    sea = next(c for c in scene.grid.cells() if c not in data.land)
    land = next(c for c in scene.grid.cells() if c in data.land and c not in data.forest
                and data.province[c] not in ("france", "normandy"))
    image = view.render_to_image(1400, 1600)
    image.save("/tmp/lionheart-campaign-board.png")
    to_image = min(1400 / scene.sceneRect().width(), 1600 / scene.sceneRect().height())

    def colour(cell) -> QColor:
        p = (scene.cell_centre(cell) + QPointF(0, -scene.geometry.cell_size() * 0.3) - scene.sceneRect().topLeft()) * to_image
        return image.pixelColor(int(p.x()), int(p.y()))

    assert colour(sea).blue() > colour(sea).green() and colour(land).green() > colour(land).blue()


def test_a_leader_steps_from_the_board(game):
    controller, view = game
    _to_move_phase(controller)
    scene = view.board_scene
    step = next(a for a in controller.legal_actions() if type(a).__name__ == "Step" and a.piece != "train")
    lead = next(x for x in controller.state.board.leaders if x.id == step.piece)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(scene.cell_centre(lead.hex)))
    assert scene.selected == lead.hex and step in scene.highlighted()["moves"]
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(scene.cell_centre(step.to)))
    last = controller.log[-1].action
    assert type(last).__name__ == "Step" and last.to == step.to


def test_the_campaign_map_on_paper(qapp, tmp_path):
    from PySide6.QtGui import QPdfWriter

    grid = RS.grid()
    adapter = ui_for(RS.id).board_adapter()
    board = BoardPainter(BoardGeometry(grid, 30.0), PRINT)
    writer = QPdfWriter(str(tmp_path / "map.pdf"))
    writer.setResolution(300)
    painter = QPainter(writer)
    board.paint_board(painter)
    adapter.decorate(painter, board, printed=True)
    painter.end()
    assert (tmp_path / "map.pdf").stat().st_size > 5000
    image = QImage(int(board.geometry.width) + 20, int(board.geometry.height) + 20, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    board.paint_board(painter)
    adapter.decorate(painter, board, printed=True)
    painter.end()
    image.save("/tmp/lionheart-campaign-print.png")
