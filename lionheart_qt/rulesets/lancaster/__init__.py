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

    # (strength, ally) of the knight picked in the court on the board (the board sets it).
    pick: tuple[int, bool] | None = None

    def decision_actions(self, actions: list) -> list:
        """Everything the board does not place: favours and placements without squires are
        clicked on the board; the county placements with squires are choices for the knight
        picked in the court (the squire count chooser); a vote and an amount to buy have their
        own control (below)."""
        def offered(action: Any) -> bool:
            name = type(action).__name__
            if name in ("Vote", "TakeFavour", "Pay"):  # Pay: the amount picker (below)
                return False
            if name == "Place":
                return action.squires > 0 and (action.strength, action.ally) == self.pick
            return True

        return [a for a in actions if offered(a)]

    def decision_controls(self, controller: Any, actions: list) -> list:
        """How much to buy under a law (voting markers, power points): a slider and a spin box
        over the amounts the rules offer, and one button, instead of a button per amount; a
        vote likewise: the voting markers to add, then Yes or No."""
        from lionheart_core.i18n import text
        from lionheart_core.rulesets.lancaster.messages import law_name

        from ...panels.amount import AmountPicker

        state = controller.view_state()
        votes = [a for a in actions if type(a).__name__ == "Vote"]
        if votes:
            # The vote: how many voting markers, then yes or no (only here: the board shows the
            # votes cast and points here).
            law = text(law_name(state.proposals[0])) if getattr(state, "proposals", ()) else ""
            title = QCoreApplication.translate("LancasterUI", "Your vote on {law}: voting markers to add").format(law=law)
            return [AmountPicker(title, [(a.markers, a) for a in votes if a.yes],
                                 QCoreApplication.translate("LancasterUI", "Yes +{n}"), controller.submit,
                                 more=[(QCoreApplication.translate("LancasterUI", "No +{n}"),
                                        [(a.markers, a) for a in votes if not a.yes])])]
        pays = [a for a in actions if type(a).__name__ == "Pay"]
        if not pays:
            return []
        pending = state.pending[0] if getattr(state, "pending", ()) else None
        law = text(law_name(pending.arg)) if pending is not None and pending.arg else ""
        title = (QCoreApplication.translate("LancasterUI", "{law}: how many?").format(law=law) if law
                 else QCoreApplication.translate("LancasterUI", "How many?"))
        return [AmountPicker(title, [(a.amount, a) for a in pays],
                             QCoreApplication.translate("LancasterUI", "Buy {n}"), controller.submit)]

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
