"""Who sits in a seat: a person at this screen or a computer player of some level.

The one table of the app: the levels are the core's (``lionheart_core.bots.LEVELS``), their
names and descriptions are here. The start page, Game > Who plays and the controller all read
it. The core is imported only when a list is asked for, so the start page's first frame stays
light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QComboBox, QLabel

    from .rulesets import SeatLook

HUMAN = "human"
_CONTEXT = "Seating"

# kind -> (name, description). A level the core adds gets its line here; until then it is
# shown with a name made from its id, never hidden from the player.
_LABELS: dict[str, tuple[str, str]] = {
    HUMAN: (QT_TRANSLATE_NOOP("Seating", "Human (at this screen)"),
            QT_TRANSLATE_NOOP("Seating", "A person plays this seat with the mouse and keyboard.")),
    "random": (QT_TRANSLATE_NOOP("Seating", "Computer: novice (random)"),
               QT_TRANSLATE_NOOP("Seating", "Picks any legal action at random.")),
    "easy": (QT_TRANSLATE_NOOP("Seating", "Computer: squire (easy)"),
             QT_TRANSLATE_NOOP("Seating", "Plays like a beginner: now and then it overlooks a threat or a chance, "
                                          "or picks a weaker move. For learning the game.")),
    "heuristic": (QT_TRANSLATE_NOOP("Seating", "Computer: captain (heuristic)"),
                  QT_TRANSLATE_NOOP("Seating", "Weighs each action by how the position looks afterwards; quick and steady.")),
    "search": (QT_TRANSLATE_NOOP("Seating", "Computer: marshal (search)"),
               QT_TRANSLATE_NOOP("Seating", "Plays many games ahead in its head before each action; strong, "
                                            "about half a second a move.")),
    "hard": (QT_TRANSLATE_NOOP("Seating", "Computer: warlord (hard)"),
             QT_TRANSLATE_NOOP("Seating", "Searches as the marshal does but uses the whole second for each "
                                          "action; the strongest.")),
}


def bot_levels() -> tuple[str, ...]:
    """The computer levels the core offers, weakest first (``lionheart_core.bots.LEVELS``)."""
    from lionheart_core.bots import LEVELS

    return tuple(LEVELS)


def seat_kinds() -> tuple[str, ...]:
    """Every choice for a seat: a person, then each computer level."""
    return (HUMAN, *bot_levels())


def is_bot(kind: str | None) -> bool:
    return kind is not None and kind != HUMAN


def seat_label(kind: str) -> str:
    """The name of a seat kind in the current language ("Computer: captain (heuristic)")."""
    if kind in _LABELS:
        return QCoreApplication.translate(_CONTEXT, _LABELS[kind][0])
    return QCoreApplication.translate("Seating", "Computer: {level}").format(level=kind.replace("_", " "))


def seat_description(kind: str) -> str:
    """One sentence about a seat kind (tooltips of the seat choices)."""
    if kind in _LABELS:
        return QCoreApplication.translate(_CONTEXT, _LABELS[kind][1])
    return ""


def fill_seat_box(box: QComboBox, current: str | None) -> None:
    """Put every seat kind into a combo box (with its description as tooltip) and select
    ``current`` (a person when it is not a known kind)."""
    from PySide6.QtCore import Qt

    box.clear()
    for i, kind in enumerate(seat_kinds()):
        box.addItem(seat_label(kind), kind)
        box.setItemData(i, seat_description(kind), Qt.ItemDataRole.ToolTipRole)
    box.setCurrentIndex(max(0, box.findData(current if current is not None else HUMAN)))


def pill_style(look: SeatLook, size_pt: float | None = None, radius: int = 8) -> str:
    """A style sheet for a label drawn as a pill in a seat's colours (swatches and badges)."""
    size = f"font-size:{size_pt}pt;" if size_pt else ""
    return (f"background:{look.main.name()}; color:{look.ink.name()}; border:2px solid "
            f"{look.dark.name()}; border-radius:{radius}px; padding:2px 10px; font-weight:bold;{size}")


def seat_look(ruleset: Any, player: str | None) -> SeatLook:
    """The colours of ``player``'s seat in a game of ``ruleset`` (a Ruleset or its id), as its
    GUI package gives them; neutral for no seat, or a game no longer known (a painting that
    comes late, after the game left the table)."""
    from .rulesets import NEUTRAL_LOOK, ui_for

    if ruleset is None or player is None:
        return NEUTRAL_LOOK
    try:
        return ui_for(getattr(ruleset, "id", ruleset)).seat_look(player)
    except (KeyError, LookupError, ValueError):
        return NEUTRAL_LOOK


def seat_swatch(label: QLabel, ruleset_id: str, seat: Any) -> None:
    """Make ``label`` the swatch of a seat (a core ``Seat``): its name on its colour."""
    label.setText(str(seat))
    label.setStyleSheet(pill_style(seat_look(ruleset_id, seat.id)))


__all__ = ["HUMAN", "bot_levels", "fill_seat_box", "is_bot", "pill_style", "seat_description",
           "seat_kinds", "seat_label", "seat_look", "seat_swatch"]
