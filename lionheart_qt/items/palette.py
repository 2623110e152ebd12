"""Colours of the table: quiet board colours, the colour family of a seat (:class:`SeatLook`,
given by each ruleset's GUI package, never a table here), and the few strong colours for what a
player must notice now (selection, targets, the pending choice)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class SeatLook:
    """The colour family of one seat: ``main`` (swatches, banners), ``light`` and ``dark`` (the
    two ends of a counter's fill), ``rim`` (its edge), ``ink`` (glyphs and numbers on it) and
    ``banner`` (a strong tone for pennons and the "to act" marker). Each ruleset's GUI package
    gives its seats' looks (``RulesetUI.seat_look``); items only paint what they are handed."""

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

    def printed_fill(self) -> QColor:
        """A pale tint of ``main``: the family still shows, yet prints as a light grey."""
        m = self.main
        return QColor(round(m.red() * 0.45 + 255 * 0.55), round(m.green() * 0.45 + 255 * 0.55),
                      round(m.blue() * 0.45 + 255 * 0.55))


# What a piece of no known seat wears (a neutral marker, a seat a package has no look for).
NEUTRAL = SeatLook(QColor("#a89a7c"), QColor("#e0d6c0"), QColor("#a89a7c"), QColor("#4a3f2c"),
                   QColor("#2b2418"), QColor("#7a6a4a"))


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
