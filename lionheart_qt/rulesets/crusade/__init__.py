"""The app's side of the crusade game (Richard the Lionheart, England while the King is away):
blurb and the adapter for the generic grid scene on the England board, with the four tracks and
the private hand under it. Seat colours come from the core's seats. Its one registration is the
line in ``lionheart_qt.rulesets._PACKAGES``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from .. import RulesetUI


class CrusadeUI(RulesetUI):
    ruleset_id = "crusade"

    def blurb(self) -> str:
        return QCoreApplication.translate(
            "CrusadeUI",
            "While Richard is on crusade, two to six characters travel England for Richard or for "
            "Prince John: gather provisions, buy favours, send cards to the crusade and watch the "
            "armies, the King's return and his treasure move on their tracks.")

    def decision_actions(self, actions: list) -> list:
        """Everything but placing and travelling is chosen in the Turn panel (a location's
        alternatives, purchases, the cards to contribute, the Neutral's side, edicts); a trip
        that robs a rival on the way is offered there too (a click on the board takes the
        shortest way without robbing)."""
        out = []
        for a in actions:
            kind = type(a).__name__
            if kind == "Place" or (kind == "Move" and not a.rob):
                continue
            out.append(a)
        return out

    def sheet_class(self) -> Any:
        from .sheet import CrusadeSheet

        return CrusadeSheet

    def create_scene(self, controller: Any) -> Any:
        from .scene import CrusadeScene

        return CrusadeScene(controller, adapter=self.board_adapter())

    def board_adapter(self) -> Any:
        from .adapter import CrusadeAdapter

        return CrusadeAdapter(self, self.ruleset)


UI = CrusadeUI()
