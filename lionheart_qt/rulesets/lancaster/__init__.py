"""The app's side of Lancaster: blurb and the adapter for the generic grid scene on the map of
counties, with the power-point track under it. Seat colours come from the core's seats. Its one
registration is the line in ``lionheart_qt.rulesets._PACKAGES``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from .. import RulesetUI


class LancasterUI(RulesetUI):
    ruleset_id = "lancaster"

    def blurb(self) -> str:
        return QCoreApplication.translate(
            "LancasterUI",
            "Two to five noble houses send their knights to the counties, to the wars in France "
            "and to their own castles, vote laws in Parliament and win nobles to their round "
            "table. The most power at the end wins.")

    #: (strength, ally) of the knight picked in the court on the board (the board sets it).
    pick: tuple[int, bool] | None = None

    def decision_actions(self, actions: list) -> list:
        """Everything the board does not place: votes, favours and placements without squires
        are clicked on the board; the county placements with squires are choices for the knight
        picked in the court (the squire count chooser)."""
        def offered(action: Any) -> bool:
            name = type(action).__name__
            if name in ("Vote", "TakeFavour"):
                return False
            if name == "Place":
                return action.squires > 0 and (action.strength, action.ally) == self.pick
            return True

        return [a for a in actions if offered(a)]

    def board_adapter(self) -> Any:
        from .adapter import LancasterAdapter

        return LancasterAdapter(self, self.ruleset)

    def sheet_class(self) -> Any:
        from .sheet import LancasterSheet

        return LancasterSheet

    def create_scene(self, controller: Any) -> Any:
        from .scene import LancasterScene

        return LancasterScene(controller, adapter=self.board_adapter())


UI = LancasterUI()
