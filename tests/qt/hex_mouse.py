"""Clicks on a hex field, shared by the hex game's app tests and the campaign's battle view
(whose field is the hex game's scene on a sub-game controller)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from lionheart_core.rulesets.lionheart_hex import Advance, Attack, Shoot
from lionheart_qt.items.highlights import TurnArrow


def click_cell(w, cell) -> None:
    """A left click a little off the centre of ``cell`` in the window's board view."""
    view = w.board_view()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(view.board_scene.cell_centre(cell) + QPointF(1.3, 0.7)))


def unit_action_by_mouse(w, action) -> None:
    """Take a unit action by clicks on the field: select the unit, then its front hex (advance,
    attack), its target (shoot) or the arrow of the new facing (turn)."""
    scene = w.board_view().board_scene
    at = action.at
    if scene.selected != at:
        click_cell(w, at)
    assert scene.selected == at, action
    if isinstance(action, Advance | Attack):
        unit = next(u for u in scene.controller.state.units if u.alive and u.hex == at)
        click_cell(w, at.neighbour(unit.facing))
    elif isinstance(action, Shoot):
        click_cell(w, action.target)
    else:
        arrow = next(it for it in scene.highlights if isinstance(it, TurnArrow) and it.action == action)
        view = w.board_view()
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         view.mapFromScene(arrow.scenePos()))
