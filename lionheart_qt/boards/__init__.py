"""Board views and scenes: the generic grid scene (any grid of the grid protocol) and the table
scene (games without a grid), each driven by the ruleset's adapter from its GUI package.

    view = create_board_view(controller)       # a BoardView whose scene listens to the controller
    for title, widget in view.side_widgets():  # e.g. ("Setup", tray) for the window's docks
        ...

A ruleset's scene comes from ``lionheart_qt.rulesets.ui_for(id).create_scene`` (its package's
adapter on the generic scene); nothing here is keyed by a ruleset id.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from .base import BoardScene
from .view import BoardView


def create_board_view(controller: Any, parent: QWidget | None = None) -> BoardView:
    """A BoardView showing ``controller``'s game with its ruleset's scene."""
    from ..rulesets import ui_for

    scene = ui_for(controller.ruleset.id).create_scene(controller)
    view = BoardView(scene, parent)
    # The scene lives as long as its view (a scene is not a child widget, so tie it explicitly).
    view.board_scene.setParent(view)
    return view


__all__ = ["BoardScene", "BoardView", "create_board_view"]
