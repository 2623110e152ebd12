"""The app's side of the Lionheart hex variant: blurb, seat looks (the 1997 game's gold and
silver) and the adapter for the generic grid scene. Its one registration is the line in
``lionheart_qt.rulesets._PACKAGES``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from lionheart_core.i18n import text

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
        acts first after a leadership difference of one, and reloading a crossbow or arbalest (a
        unit's action without a target). A King's bid has its own control (below)."""
        from .. import is_decision_action

        extra = ("GoFirst", "Reload")
        return [a for a in actions if is_decision_action(a) or type(a).__name__ in extra]

    def decision_controls(self, controller: Any, actions: list) -> list:
        """A King's bid for an enemy mercenary: per unit he may bid for, a slider and a spin box
        over the amounts the rules allow, and one button to make the offer."""
        from ...panels.amount import AmountPicker

        bids: dict[Any, list] = {}
        for a in actions:
            if type(a).__name__ == "Bid":
                bids.setdefault(a.target, []).append(a)
        if not bids:
            return []
        state = controller.view_state()
        grid = controller.ruleset.grid(getattr(state, "opts", None))
        out = []
        for target, offers in bids.items():
            unit = next((u for u in state.units if u.alive and u.hex == target), None)
            name = text(controller.ruleset.unit_name(unit)) if unit is not None else ""
            title = QCoreApplication.translate("LionheartHexUI", "Bid for the mercenary {unit} on {hex}:").format(
                unit=name, hex=grid.label(target))
            out.append(AmountPicker(title, [(a.amount, a) for a in offers],
                                    QCoreApplication.translate("LionheartHexUI", "Offer {n} points"),
                                    controller.submit))
        return out

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
        builder.placement = scene.placement
        adapter.builder = builder
        scene.side_widgets = lambda: [(QCoreApplication.translate("LionheartHexUI", "Army"), builder)]
        return scene

    def board_adapter(self) -> Any:
        from .adapter import LionheartHexAdapter

        return LionheartHexAdapter(self, self.ruleset)


UI = LionheartHexUI()
