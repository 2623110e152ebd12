"""The app's side of the campaign game (Richard and Philip): blurb and the adapter for the
generic grid scene on the campaign map. Seat colours come from the core's seats (English red,
French blue). Its one registration is the line in ``lionheart_qt.rulesets._PACKAGES``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from .. import RulesetUI


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


UI = RichardCampaignUI()
