"""Colours of the table: quiet board colours, one strong colour family per army, and the few
strong colours for what a player must notice now (selection, targets, the pending choice)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class ArmyColours:
    """The colour family of one army: base fill (light and dark end of the gradient), the rim,
    and the ink of glyphs and numbers on the base."""

    light: QColor
    dark: QColor
    rim: QColor
    ink: QColor
    banner: QColor  # strong tone for pennons and the "to act" marker


ARMIES: dict[str, ArmyColours] = {
    # Warm gold against cool silver: told apart by hue and by brightness, across the room.
    "gold": ArmyColours(QColor("#f3cf62"), QColor("#c98f1c"), QColor("#5c3a06"), QColor("#3a2405"),
                        QColor("#b8860b")),
    "silver": ArmyColours(QColor("#f4f6f9"), QColor("#9aa6b6"), QColor("#2a3442"), QColor("#1b2330"),
                          QColor("#5f6f86")),
}
NEUTRAL = ArmyColours(QColor("#e0d6c0"), QColor("#a89a7c"), QColor("#4a3f2c"), QColor("#2b2418"),
                      QColor("#7a6a4a"))


def army(side: str) -> ArmyColours:
    """The colours of ``side``; a neutral family for sides a ruleset adds later."""
    return ARMIES.get(side, NEUTRAL)


# Board
TABLE = QColor("#e9dcbc")          # parchment around the field
TABLE_EDGE = QColor("#b9a57a")
FIELD_LIGHT = QColor("#7f9c5a")    # field green, two quiet tones for the squares
FIELD_DARK = QColor("#738f50")
GRID_LINE = QColor("#5a7140")
RIM_DARK = QColor("#4a3a1e")      # the board's outer edge
COORD_INK = QColor("#4a3b22")

# What the player must notice now
SELECTION = QColor("#1f6fd1")
MOVE_FILL = QColor(255, 250, 225, 105)
MOVE_DOT = QColor(255, 250, 225, 210)
TARGET = QColor("#d0281e")
BRIBE = QColor("#e0a800")
ZONE_FILL = QColor(255, 214, 120, 80)
ZONE_EDGE = QColor(214, 98, 12, 210)
LAST_MOVE = QColor(60, 40, 20, 150)
LEGAL_CELL = QColor(255, 246, 190, 110)
LEGAL_CELL_EDGE = QColor(255, 236, 140, 220)
REFUSED_CELL = QColor(208, 40, 30, 90)
BANNER_FILL = QColor(52, 40, 26)
BANNER_INK = QColor("#fdf6e3")
