"""The app's side of each ruleset: one package per ruleset, mirroring ``lionheart_core.rulesets``.

Each package (``lionheart_qt/rulesets/<package>/``) defines ``UI``, a :class:`RulesetUI`: the
blurb on the start page, how each seat looks, the board scene (the generic grid scene with this
game's adapter), the setup-sheet class, the placement adapter and the rules reference. The app
asks :func:`ui_for` and never keeps a table of its own keyed by ruleset id or seat name.

A ruleset without a package of its own (the test games) gets :class:`RulesetUI` itself: the
seat colours from the core's facts and the generic scene and sheet.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QColor

# id -> package under lionheart_qt.rulesets; one line per ruleset, as in the core's registry.
_PACKAGES: dict[str, str] = {
    "lionheart-1997": "lionheart_1997",
}
_cache: dict[str, RulesetUI] = {}


@dataclass(frozen=True)
class SeatLook:
    """The colour family of one seat: ``main`` (swatches, banners), ``light`` and ``dark`` (the
    two ends of a counter's fill), ``rim`` (its edge), ``ink`` (glyphs and numbers on it) and
    ``banner`` (a strong tone for pennons and the "to act" marker)."""

    main: QColor
    light: QColor
    dark: QColor
    rim: QColor
    ink: QColor
    banner: QColor

    @classmethod
    def from_colour(cls, colour: str) -> SeatLook:
        """A family derived from one colour (a seat whose package gives no look of its own)."""
        main = QColor(colour)
        light = main.lighter(135)
        dark = main.darker(125)
        rim = main.darker(260)
        ink = QColor("#1a1a1a") if main.lightnessF() > 0.55 else QColor("#ffffff")
        return cls(main, light, dark, rim, ink, main.darker(115))


NEUTRAL_LOOK = SeatLook.from_colour("#a89a7c")


class RulesetUI:
    """What the app knows of one ruleset beyond the core. Subclass it in the ruleset's package;
    the defaults serve any ruleset."""

    ruleset_id: str = ""
    looks: dict[str, SeatLook] = {}

    def __init__(self, ruleset_id: str | None = None) -> None:
        if ruleset_id is not None:
            self.ruleset_id = ruleset_id

    @property
    def ruleset(self) -> Any:
        from lionheart_core import rulesets

        return rulesets.get(self.ruleset_id)

    def blurb(self) -> str:
        """A few lines about the game for the start page, in the current language."""
        return ""

    def seat_look(self, player: str | None) -> SeatLook:
        """The colours of a seat: the package's own, else derived from the core's seat colour."""
        if player is None:
            return NEUTRAL_LOOK
        if player in self.looks:
            return self.looks[player]
        rs = self.ruleset
        try:
            return SeatLook.from_colour(rs.seat(player).colour)
        except (KeyError, TypeError):
            pass
        # A seat that only games of more players have (the default options seat fewer).
        option = rs.facts.player_option
        try:
            full = rs.Options(**{option: rs.facts.max_players}) if option else None
            return SeatLook.from_colour(rs.seat(player, full).colour) if full else NEUTRAL_LOOK
        except (KeyError, TypeError, ValueError):
            return NEUTRAL_LOOK

    def create_scene(self, controller: Any) -> Any:
        """The board scene of a game in progress."""
        raise NotImplementedError(f"no board scene for {self.ruleset_id}")


def ui_for(ruleset_id: str) -> RulesetUI:
    """The UI object of a ruleset (its package's ``UI``, or the generic one)."""
    if ruleset_id not in _cache:
        package = _PACKAGES.get(ruleset_id)
        if package is None:
            _cache[ruleset_id] = RulesetUI(ruleset_id)
        else:
            module = importlib.import_module(f"{__name__}.{package}")
            _cache[ruleset_id] = module.UI
    return _cache[ruleset_id]


__all__ = ["NEUTRAL_LOOK", "RulesetUI", "SeatLook", "ui_for"]
