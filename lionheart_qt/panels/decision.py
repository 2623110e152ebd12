"""Status and pending decision: whose turn, what is left of it, and the non-board choices
(roll for the first turn, confirm the setup, end the turn...) as buttons."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from .. import style

if TYPE_CHECKING:  # the controller pulls in the core: only for type hints
    from ..controller import GameController

# Actions that name squares but are still a decision rather than a drag on the board.
_EXTRA_BUTTON_TYPES = {"Bribe"}


def is_decision_action(action: Any) -> bool:
    """True for actions a player takes with a button: those that concern no piece or square
    (only the acting player), plus a few board-wide decisions."""
    if type(action).__name__ in _EXTRA_BUTTON_TYPES:
        return True
    if not dataclasses.is_dataclass(action):
        return True
    return all(f.name == "player" for f in dataclasses.fields(action))


class _SideBadge(QLabel):
    """A pill in the acting side's colour: "Gold" / "Silver" / "Game over"."""

    def set_side(self, player: str | None, text: str) -> None:
        main, dark, _light, ink = style.army_colours(player)
        self.setText(text)
        self.setStyleSheet(f"background:{main.name()}; color:{ink.name()}; border:2px solid {dark.name()};"
                           "border-radius:10px; padding:3px 12px; font-weight:bold; font-size:12pt;")


class DecisionPanel(QWidget):
    """The status line and the buttons of the pending decision."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("decisionPanel")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 8)
        lay.setSpacing(6)
        self.badge = _SideBadge()
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setFont(style.font(11, serif=True))
        self.summary.setObjectName("turnSummary")
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet(f"color:{style.INK_SOFT.name()};")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setObjectName("rejection")
        self.message.setStyleSheet(f"color:{style.DECISION.name()}; font-weight:bold;")
        self.message.hide()
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setStyleSheet("color:#cdb98c;")
        self.buttons_box = QVBoxLayout()
        self.buttons_box.setSpacing(5)
        lay.addWidget(self.badge)
        lay.addWidget(self.summary)
        lay.addWidget(self.hint)
        lay.addWidget(self.message)
        lay.addWidget(line)
        lay.addLayout(self.buttons_box)
        lay.addStretch(1)
        self.buttons: list[QPushButton] = []
        controller.stateChanged.connect(self.refresh)
        controller.actionRejected.connect(self.show_rejection)
        controller.botThinking.connect(lambda _p: self.refresh())

    def show_rejection(self, reason: str) -> None:
        """Say why an action was refused, in the game's words, until the next change."""
        self.message.setText(reason[:1].upper() + reason[1:])
        self.message.show()

    def button_texts(self) -> list[str]:
        return [b.text() for b in self.buttons]

    def click(self, text: str) -> bool:
        """Press the decision button with this text (tests and keyboard shortcuts)."""
        for b in self.buttons:
            if b.text() == text and b.isEnabled():
                b.click()
                return True
        return False

    def refresh(self) -> None:
        c = self.controller
        self.message.hide()
        for b in self.buttons:
            b.setParent(None)
            b.deleteLater()
        self.buttons = []
        if c.state is None:
            self.summary.setText("")
            return
        movers = c.to_move()
        if c.is_over():
            res = c.result()
            winner = res.winners[0] if res and res.winners else None
            self.badge.set_side(winner, f"{style.side_name(winner)} wins" if winner else "Draw")
        else:
            viewer = c.view_player()
            if len(movers) > 1 and viewer in movers:
                # Several sides act at once (a secret setup): the screen is this side's.
                self.badge.set_side(viewer, f"{style.side_name(viewer)} to set up")
            elif len(movers) > 1:
                self.badge.set_side(None, " & ".join(style.side_name(p) for p in movers) + " to act")
            else:
                self.badge.set_side(movers[0] if movers else None,
                                    f"{style.side_name(movers[0] if movers else None)} to act")
        self.summary.setText(c.turn_summary())
        thinking = c.bot_thinking_for()
        if c.is_over():
            self.hint.setText("Step through the battle in the History panel, or start a new "
                              "game (Ctrl+N).")
        elif c.history_index is not None:
            self.hint.setText(f"Reviewing the position after {c.history_index} of {len(c.log)} "
                              "actions. Step forward to the end to play on.")
        elif thinking:
            self.hint.setText(f"{style.side_name(thinking)} is thinking...")
        elif c.paused and any(c.seats.get(p) != "human" for p in movers):
            self.hint.setText("The computer players are paused (Game > Pause computer players).")
        elif movers and not c.legal_actions():
            self.hint.setText(f"Waiting for {' and '.join(style.side_name(p) for p in movers)}.")
        else:
            self.hint.setText("Click or drag a stand on the board, or choose below.")
        for action in c.legal_actions():
            if not is_decision_action(action):
                continue
            text = c.describe(action)
            text = text[:1].upper() + text[1:]
            if text.lower().startswith(f"{getattr(action, 'player', '')}: "):
                text = text.split(": ", 1)[1]
                text = text[:1].upper() + text[1:]
            b = QPushButton(text)
            b.setProperty("decision", "true")
            b.setToolTip(str(action))
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setMinimumHeight(30)
            b.clicked.connect(lambda _=False, a=action: c.submit(a))
            self.buttons_box.addWidget(b)
            self.buttons.append(b)
