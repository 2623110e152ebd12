"""Board views and scenes: one scene class per board kind, chosen by the ruleset's id.

    view = create_board_view(controller)       # a BoardView whose scene listens to the controller
    for title, widget in view.side_widgets():  # e.g. ("Setup", tray) for the window's docks
        ...

Later rulesets register their scene: ``SCENES["lionheart-hex"] = HexFieldScene``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from .base import BoardScene
from .square_1997 import Lionheart1997Scene
from .view import BoardView

SCENES: dict[str, type[BoardScene]] = {
    "lionheart-1997": Lionheart1997Scene,
}


def create_board_view(controller: Any, parent: QWidget | None = None) -> BoardView:
    """A BoardView showing ``controller``'s game with the scene registered for its ruleset."""
    ruleset_id = controller.ruleset.id
    try:
        scene_class = SCENES[ruleset_id]
    except KeyError:
        raise ValueError(f"no board scene for ruleset {ruleset_id!r}; known: {', '.join(SCENES)}") from None
    view = BoardView(scene_class(controller), parent)
    # The scene lives as long as its view (a scene is not a child widget, so tie it explicitly).
    view.board_scene.setParent(view)
    return view


__all__ = ["SCENES", "BoardScene", "BoardView", "Lionheart1997Scene", "create_board_view"]
