"""The look shared by every widget: parchment panels and a field-green table.

Board items, the log, the panels and the printed sheets take their colours from here, so the
whole table keeps one quiet palette and strong colour stays for the armies and what needs a
decision now (LOOK.md). A seat's colours come from its ruleset's GUI package
(``lionheart_qt.rulesets.ui_for(id).seat_look(seat)``), never from a table here.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

# ---- the table ---------------------------------------------------------------------------
PARCHMENT = QColor("#f1e6c8")
PARCHMENT_DARK = QColor("#e2d2a8")
INK = QColor("#2e2418")
INK_SOFT = QColor("#6b5a42")
FIELD_GREEN = QColor("#6f8f4e")
FIELD_GREEN_DARK = QColor("#4f6b36")
RIVER_BLUE = QColor("#7f9fb5")
TABLE_WOOD = QColor("#3b2a1c")

# ---- highlights (what the player must notice now) -------------------------------------------
SELECTION = QColor("#f5d34a")
MOVE_FILL = QColor(250, 240, 170, 110)
TARGET_OUTLINE = QColor("#c0392b")
ZONE_FILL = QColor(192, 57, 43, 55)
LAST_MOVE = QColor(255, 255, 255, 90)
DECISION = QColor("#b5402a")

FONT_FAMILY = "DejaVu Sans"
SERIF_FAMILY = "DejaVu Serif"


def side_name(player: str | None) -> str:
    """"gold" -> "Gold"; None -> "Spectator"."""
    return player.replace("_", " ").title() if player else "Spectator"


def font(size: float = 10, bold: bool = False, serif: bool = False) -> QFont:
    """A font of the app's families (DejaVu ships with the machines)."""
    f = QFont(SERIF_FAMILY if serif else FONT_FAMILY)
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


STYLE_SHEET = f"""
QMainWindow, QDialog {{ background: {PARCHMENT.name()}; }}
QDockWidget {{ font-weight: bold; color: {INK.name()}; }}
QDockWidget::title {{ background: {PARCHMENT_DARK.name()}; padding: 4px 8px; }}
QToolTip {{ background: #fffaf0; color: {INK.name()}; border: 1px solid {INK_SOFT.name()}; }}
QPushButton {{
    background: #f8efd6; border: 1px solid #a08a63; border-radius: 5px; padding: 5px 12px;
    color: {INK.name()};
}}
QPushButton:hover {{ background: #fff6dc; border-color: {INK_SOFT.name()}; }}
QPushButton:pressed {{ background: {PARCHMENT_DARK.name()}; }}
QPushButton:disabled {{ color: #a89a80; border-color: #d0c3a3; }}
QPushButton[decision="true"] {{
    background: {DECISION.name()}; color: white; border: 1px solid #7a2a1b; font-weight: bold;
}}
QPushButton[decision="true"]:hover {{ background: #c9533b; }}
QPushButton[primary="true"] {{
    background: {FIELD_GREEN_DARK.name()}; color: white; border: 1px solid #34481f;
    font-weight: bold; padding: 8px 18px;
}}
QPushButton[primary="true"]:hover {{ background: {FIELD_GREEN.name()}; }}
QListWidget, QTextBrowser {{ background: #fbf5e4; border: 1px solid #d6c59c; }}
QGroupBox {{ border: 1px solid #cdb98c; border-radius: 6px; margin-top: 14px; padding-top: 6px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {INK_SOFT.name()}; }}
"""


def apply_style(app: QApplication) -> None:
    """Give the application the table's palette, font and style sheet."""
    app.setStyle("Fusion")
    pal = QPalette()
    pal.setColor(QPalette.ColorRole.Window, PARCHMENT)
    pal.setColor(QPalette.ColorRole.WindowText, INK)
    pal.setColor(QPalette.ColorRole.Base, QColor("#fbf5e4"))
    pal.setColor(QPalette.ColorRole.AlternateBase, PARCHMENT)
    pal.setColor(QPalette.ColorRole.Text, INK)
    pal.setColor(QPalette.ColorRole.Button, QColor("#f8efd6"))
    pal.setColor(QPalette.ColorRole.ButtonText, INK)
    pal.setColor(QPalette.ColorRole.Highlight, FIELD_GREEN_DARK)
    pal.setColor(QPalette.ColorRole.HighlightedText, QColor("white"))
    pal.setColor(QPalette.ColorRole.ToolTipBase, QColor("#fffaf0"))
    pal.setColor(QPalette.ColorRole.ToolTipText, INK)
    app.setPalette(pal)
    app.setFont(font(10))
    app.setStyleSheet(STYLE_SHEET)
