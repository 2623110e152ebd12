"""The app's side of the campaign game (Richard and Philip): blurb, the campaign map scene (the
generic grid scene with army markers, moves by drag along a path, supply on demand), the side
panel (turn and year track, treasuries, purchases, troop record, garrisons, vassals), the Turn
panel's choices and the printed setup sheet. Seat colours come from the core's seats (English
red, French blue). Its one registration is the line in ``lionheart_qt.rulesets._PACKAGES``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from .. import RulesetUI

# Actions the board and the side panel take; the Turn panel offers every other one.
BOARD_ONLY = {"Step", "Redeploy", "PlaceSaucy", "Buy", "Transfer"}


class RichardCampaignUI(RulesetUI):
    ruleset_id = "richard-campaign"

    def blurb(self) -> str:
        return QCoreApplication.translate(
            "RichardCampaignUI",
            "Richard and Philip fight for Normandy and the lands around it, year by year: buy "
            "knights and knaves, march leaders and supply trains across the map, besiege and "
            "assault strongholds, win vassals over, and keep the money coming in.")

    def board_adapter(self) -> Any:
        from .adapter import RichardCampaignAdapter

        return RichardCampaignAdapter(self, self.ruleset)

    def create_scene(self, controller: Any) -> Any:
        from .panel import CampaignPanel
        from .scene import CampaignScene

        scene = CampaignScene(controller, self.board_adapter(), grid=controller.ruleset.grid(None))
        scene.panel = CampaignPanel(controller, scene)
        return scene

    def decision_actions(self, actions: list) -> list:
        """Every choice the map and the side panel do not take: ending a phase, the forced
        march, following the King, the papal truce, a battle's choices (come out, stand or
        retreat, the rows A/B/C and the knights' table), parleys and their offers, safe
        conduct, restoring, rebuilding, ransoms, overtaxing; an attack, assault, siege or
        retreat also here besides its hex on the map. During a battle on the tactical board,
        the field's own choices (ending a unit's action...)."""
        from .. import subgame_decisions

        own = [a for a in actions if type(a).__name__ not in BOARD_ONLY and type(a).__name__ != "SubAction"]
        return own + subgame_decisions(actions)

    # ---- the battle on the tactical board (option) ----------------------------------------------
    def subgame_title(self, controller: Any) -> list[str]:
        """The strip over the tactical field: where the battle is, when, who attacks whom and
        which side of the field each King's army holds; then the leaders and their troops."""
        from .battle import battle_title

        return battle_title(controller)

    def subgame_side_widgets(self, controller: Any) -> list:
        """The campaign panel stays beside the field (the troop record, the battle's box)."""
        from .panel import CampaignPanel

        return [(lambda: QCoreApplication.translate("CampaignScene", "Campaign"), CampaignPanel(controller, None))]


    def sheet_class(self) -> Any:
        from .sheet import RichardCampaignSheet

        return RichardCampaignSheet


UI = RichardCampaignUI()
