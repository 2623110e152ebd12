"""The app's side of the Lionheart hex variant: blurb, seat looks (the 1997 game's gold and
silver) and the adapter for the generic grid scene. Its one registration is the line in
``lionheart_qt.rulesets._PACKAGES``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from .. import RulesetUI
from ..lionheart_1997 import Lionheart1997UI


class LionheartHexUI(RulesetUI):
    ruleset_id = "lionheart-hex"
    looks = Lionheart1997UI.looks  # the same two armies, on hexes

    def blurb(self) -> str:
        return QCoreApplication.translate(
            "LionheartHexUI",
            "The 1997 armies on a field of hexes: buy and deploy an army in secret, then act unit "
            "by unit in the order the leadership roll gives. Facing, flanks and firing arcs count; "
            "panicked units flee and must be rallied.")

    def decision_actions(self, actions: list) -> list:
        """The Turn panel's choices: besides ready, the standard army, ending an action, who
        acts first after a leadership difference of one, reloading a crossbow or arbalest (a
        unit's action without a target) and a King's bid for an enemy mercenary (which unit and
        how much)."""
        from .. import is_decision_action

        extra = ("GoFirst", "Reload", "Bid")
        return [a for a in actions if is_decision_action(a) or type(a).__name__ in extra]

    def sheet_class(self) -> Any:
        from .sheet import LionheartHexSheet

        return LionheartHexSheet

    def create_scene(self, controller: Any) -> Any:
        """The grid scene with the hovered stand's front, flank and rear drawn, and the army
        builder docked beside it while the armies are built."""
        from .builder import ArmyBuilder
        from .scene import LionheartHexScene

        state = controller.view_state()
        opts = getattr(state, "opts", None) or getattr(controller, "options", None)
        adapter = self.board_adapter()
        scene = LionheartHexScene(controller, adapter, grid=controller.ruleset.grid(opts))
        builder = ArmyBuilder(controller)
        scene.army_builder = builder
        adapter.builder = builder
        scene.side_widgets = lambda: [(QCoreApplication.translate("LionheartHexUI", "Army"), builder)]
        return scene

    def board_adapter(self) -> Any:
        from .adapter import LionheartHexAdapter

        return LionheartHexAdapter(self, self.ruleset)


UI = LionheartHexUI()
