"""The app's side of Lionheart (1997): blurb, seat looks, board scene and its adapter, the
printed sheet, the setup's placement. Its one registration is the line in
``lionheart_qt.rulesets._PACKAGES``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from .. import RulesetUI, SeatLook


class Lionheart1997UI(RulesetUI):
    ruleset_id = "lionheart-1997"
    # Warm gold against cool silver: told apart by hue and by brightness, across the room.
    looks = {
        "gold": SeatLook(QColor("#d4a017"), QColor("#f3cf62"), QColor("#c98f1c"), QColor("#5c3a06"),
                         QColor("#3a2405"), QColor("#b8860b")),
        "silver": SeatLook(QColor("#a9b4c0"), QColor("#f4f6f9"), QColor("#9aa6b6"), QColor("#2a3442"),
                           QColor("#1b2330"), QColor("#5f6f86")),
    }

    def blurb(self) -> str:
        return QCoreApplication.translate(
            "Lionheart1997UI",
            "Two armies, gold and silver, meet on a field of 9 x 10 squares. Kings, Knights, "
            "Archers and Infantry (and, in the customized game, Heavy Infantry, Peasants and "
            "bribable Mercenaries) fight with combat dice of battle-axes, arrows and panics. Two "
            "actions a turn; take the enemy King or leave him standing alone.")

    def board_adapter(self) -> Any:
        from .adapter import Lionheart1997Adapter

        return Lionheart1997Adapter(self, self.ruleset)

    def create_scene(self, controller: Any) -> Any:
        from .scene import Lionheart1997Scene

        return Lionheart1997Scene(controller, adapter=self.board_adapter())

    def sheet_class(self) -> Any:
        from .sheet import Lionheart1997Sheet

        return Lionheart1997Sheet

    def placement(self, controller: Any, parent: Any = None) -> Any:
        from .placement import Lionheart1997Placement

        return Lionheart1997Placement(controller, parent)


UI = Lionheart1997UI()
