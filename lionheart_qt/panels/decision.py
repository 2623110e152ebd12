"""Status and pending decision: whose turn, what is left of it, and the non-board choices
(roll for the first turn, confirm the setup, end the turn...) as buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import style
from ..rulesets import is_decision_action, ui_for  # noqa: F401 - is_decision_action: where it was found before

if TYPE_CHECKING:  # the controller pulls in the core: only for type hints
    from ..controller import GameController

# More choices than this are listed (a scrolling list and one button) rather than buttons.
MAX_BUTTONS = 8
WRAP_AT = 36  # characters on one line of a decision button


class _SideBadge(QLabel):
    """A pill in the acting seat's colours: "Gold to act" / "Gold wins" / "Draw"."""

    def set_side(self, look: Any, text: str) -> None:
        from ..seating import pill_style

        self.setText(text)
        self.setStyleSheet(pill_style(look, 12, radius=10))


def wrapped(label: str, width: int = WRAP_AT) -> str:
    """A long label on several lines: a button as wide as a long label (a trip that robs a
    rival on the way, an edict's whole text) widens the Turn dock for good, and the board
    shrinks with it."""
    if len(label) <= width:
        return label
    import textwrap

    return "\n".join(textwrap.wrap(label, width))


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
        self.controls: list[QWidget] = []  # a ruleset's own controls (an amount picker)
        # Many choices (the cards to add to a deck, a location's alternatives): one list.
        self.choices = QListWidget()
        self.choices.setObjectName("decisionChoices")
        self.choices.setMaximumHeight(260)
        self.choices.setWordWrap(True)
        self.choices.itemDoubleClicked.connect(self._choose_item)
        self.choices.hide()
        lay.insertWidget(lay.indexOf(line) + 1, self.choices)
        self._choice_actions: list[Any] = []
        controller.stateChanged.connect(self.refresh)
        controller.actionRejected.connect(self.show_rejection)
        controller.botThinking.connect(lambda _p: self.refresh())

    def retranslate(self) -> None:
        self.refresh()

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_rejection(self, reason: str) -> None:
        """Say why an action was refused, in the game's words, until the next change."""
        self.message.setText(reason[:1].upper() + reason[1:])
        self.message.show()

    def button_texts(self) -> list[str]:
        """The buttons' words, each on one line (as the label the button wraps)."""
        return [b.property("label") or b.text() for b in self.buttons]

    def click(self, text: str) -> bool:
        """Press the decision button with this text, or choose the listed choice with this text
        and confirm it (tests and keyboard shortcuts)."""
        for b in self.buttons:
            if (b.property("label") or b.text()) == text and b.isEnabled() and not b.property("confirmsChoice"):
                b.click()
                return True
        for i in range(self.choices.count()):
            if not self.choices.isHidden() and self.choices.item(i).text() == text:
                self.choices.setCurrentRow(i)
                self._confirm_choice()
                return True
        return False

    def choice_texts(self) -> list[str]:
        """The listed choices (shown instead of buttons when there are many)."""
        return [self.choices.item(i).text() for i in range(self.choices.count())] if not self.choices.isHidden() else []

    def _choose_item(self, item: QListWidgetItem) -> None:
        self.choices.setCurrentItem(item)
        self._confirm_choice()

    def _confirm_choice(self) -> None:
        row = self.choices.currentRow()
        if 0 <= row < len(self._choice_actions):
            self.controller.submit(self._choice_actions[row])

    def _label(self, action: Any) -> str:
        c = self.controller
        label = c.describe(action)
        label = label[:1].upper() + label[1:]
        player = str(getattr(action, "player", ""))
        for prefix in (f"{player}: ", f"{c.seat_name(player)}: "):
            if label.lower().startswith(prefix.lower()):
                label = label[len(prefix):]
                label = label[:1].upper() + label[1:]
        return label

    def _look(self, player: str | None) -> Any:
        from ..seating import seat_look

        return seat_look(self.controller.ruleset, player)

    def refresh(self) -> None:
        c = self.controller
        self.message.hide()
        for b in self.buttons + self.controls:
            b.setParent(None)
            b.deleteLater()
        self.buttons = []
        self.controls = []
        self.choices.clear()
        self.choices.hide()
        self._choice_actions = []
        if c.state is None:
            self.summary.setText("")
            self.hint.setText("")
            return
        name = c.seat_name
        # The badge speaks of the position on the screen (an earlier one while reviewing).
        movers = c.to_move() if c.history_index is None else tuple(c.ruleset.to_move(c.view_state()))
        viewer = c.view_player()
        if c.is_over():
            res = c.result()
            winners = tuple(res.winners) if res else ()
            if len(winners) == 1:
                self.badge.set_side(self._look(winners[0]), self.tr("{seat} wins").format(seat=name(winners[0])))
            elif winners:
                self.badge.set_side(self._look(None), self.tr("{seats} win").format(seats=", ".join(name(w) for w in winners)))
            else:
                self.badge.set_side(self._look(None), self.tr("Draw"))
        elif viewer in movers:
            # Several may act at once (a secret setup, a vote): the screen is this seat's.
            self.badge.set_side(self._look(viewer), self.tr("{seat} to act").format(seat=name(viewer)))
        elif len(movers) == 1:
            self.badge.set_side(self._look(movers[0]), self.tr("{seat} to act").format(seat=name(movers[0])))
        else:
            self.badge.set_side(self._look(None), self.tr("{seats} to act").format(seats=", ".join(name(p) for p in movers)))
        self.summary.setText(c.turn_summary())
        thinking = c.bot_thinking_for()
        actions = ui_for(c.ruleset.id).decision_actions(c.legal_actions())
        controls = []
        if not c.is_over() and c.history_index is None:
            # Like the buttons, also while a computer seat thinks over the same simultaneous
            # decision (a Lancaster vote): the controls are the person's only way to act.
            controls = ui_for(c.ruleset.id).decision_controls(c, c.legal_actions())
        # The actions a control takes (an amount picker's): chosen here too, not on the board.
        covered = [a for ctl in controls for _, acts in getattr(ctl, "groups", ()) for a in acts.values()]
        if c.is_over():
            self.hint.setText(self.tr("Step through the game in the History panel, or start a new game (Ctrl+N)."))
        elif c.history_index is not None:
            self.hint.setText(self.tr("Reviewing an earlier position: step forward to the end to play on."))
        elif c.checking():
            self.hint.setText(self.tr("Checking the saved game; play goes on in a moment."))
        elif thinking:
            self.hint.setText(self.tr("{seat} is thinking...").format(seat=name(thinking)))
        elif c.paused and any(c.seats.get(p) != "human" for p in movers):
            self.hint.setText(self.tr("The computer players are paused (Game > Pause computer players)."))
        elif movers and not c.legal_actions():
            self.hint.setText(self.tr("Waiting for {seats}.").format(seats=", ".join(name(p) for p in movers)))
        elif (actions or covered) and len(actions) + len(covered) >= len(c.legal_actions()):
            self.hint.setText(self.tr("Choose below."))  # nothing to do on the board now
        elif actions:
            self.hint.setText(self.tr("Click or drag a piece on the board, or choose below."))
        else:
            self.hint.setText(self.tr("Click or drag a piece on the board."))
        for control in controls:
            self.buttons_box.addWidget(control)
            if self.isVisible():
                control.show()
            self.controls.append(control)
        if len(actions) > MAX_BUTTONS:
            self._list_choices(actions)
            return
        for action in actions:
            self._add_button(self._label(action), c.ruleset.action_code(action),
                             lambda _=False, a=action: c.submit(a))

    def _add_button(self, label: str, tip: str, slot: Any) -> QPushButton:
        b = QPushButton(wrapped(label))
        b.setProperty("label", label)
        b.setProperty("decision", "true")
        b.setToolTip(tip)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.setMinimumHeight(30)
        b.clicked.connect(slot)
        self.buttons_box.addWidget(b)
        # Shown now, not at the next event loop turn: the window measures the panel (to fit
        # the Turn dock to it) before then, and a hidden button takes no room.
        if self.isVisible():
            b.show()
        self.buttons.append(b)
        return b

    def _list_choices(self, actions: list[Any]) -> None:
        """Many choices: a list to pick from (a double click takes it) and one button."""
        c = self.controller
        self._choice_actions = list(actions)
        for action in actions:
            item = QListWidgetItem(self._label(action))
            item.setToolTip(c.ruleset.action_code(action))
            self.choices.addItem(item)
        self.choices.setCurrentRow(0)
        self.choices.show()
        b = self._add_button(self.tr("Do the chosen one"), self.tr("Or double-click a choice in the list."),
                             lambda _=False: self._confirm_choice())
        b.setProperty("confirmsChoice", True)
