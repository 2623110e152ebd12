"""The hex variant's army builder, docked beside the field while the armies are built in secret.

It lists what the player at the screen may buy (every choice comes from the rules' legal ``Buy``
actions), the cost of the unit being put together and the cost table of the data, the budget,
the points spent, owed and unspent (``army_list``), the King's leadership, and the reserve: units
bought but not yet deployed, with their promises for mercenaries. A unit of the reserve is
deployed by dragging it from the list onto a deployment hex of the field, or by a click on such
a hex (the selected unit, else the first); a deployed unit dragged back onto the list returns
to the reserve.
The widget shows only the viewer's own army (``controller.view_state()`` is an observation), so
a hot-seat hand-off hides it with the rest of the window.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from lionheart_core.engine import IllegalAction
from lionheart_core.i18n import text


def _m(name: str, **args: Any) -> Any:
    from lionheart_core.rulesets.lionheart_hex.messages import m

    return m(name, **args)


class ReserveList(QListWidget):
    """The army list: a unit of the reserve is dragged from here onto a deployment hex (the
    placement framework's drag, whose drop the field checks against the legal deploys)."""

    def __init__(self, builder: ArmyBuilder) -> None:
        super().__init__()
        self.builder = builder
        self._press: Any = None
        self.setAcceptDrops(True)

    def deployable(self, row: int) -> int | None:
        """The unit number of the row when that unit may be deployed now, else None."""
        item = self.item(row) if row >= 0 else None
        uid = item.data(256) if item is not None else None
        if uid is None:
            return None
        legal = any(type(a).__name__ == "Deploy" and a.uid == uid for a in self.builder.controller.legal_actions())
        return uid if legal else None

    def payload(self, row: int) -> Any:
        """What a drag of the row carries (None when its unit cannot be deployed now)."""
        placement = self.builder.placement
        uid = self.deployable(row)
        if placement is None or uid is None or placement.side() is None:
            return None
        return placement.payload_for(str(uid), 0)

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        from PySide6.QtCore import Qt

        super().mousePressEvent(event)
        self._press = event.position().toPoint() if event.button() == Qt.MouseButton.LeftButton else None

    def mouseMoveEvent(self, event: Any) -> None:  # noqa: N802
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        if self._press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            super().mouseMoveEvent(event)
            return
        if (event.position().toPoint() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        row = self.row(self.itemAt(self._press)) if self.itemAt(self._press) is not None else -1
        self._press = None
        payload = self.payload(row)
        if payload is not None:
            self.start_drag(payload, int(payload.kind))

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        self._press = None
        super().mouseReleaseEvent(event)

    def start_drag(self, payload: Any, uid: int) -> bool:
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtGui import QDrag

        from ...items.stand import StandLook
        from ...placement.tray import drag_pixmap

        placement = self.builder.placement
        state = self.builder.controller.view_state()
        unit = next((u for u in state.units if u.uid == uid), None)
        drag = QDrag(self)
        drag.setMimeData(payload.to_mime())
        if unit is not None:
            from .adapter import LionheartHexAdapter

            figures = None if unit.spec.cls.startswith("king") else unit.figures
            look = StandLook(unit.owner, LionheartHexAdapter.glyph(unit.spec), figures, None,
                             colours=placement.seat_look())
            pm = drag_pixmap(look)
            drag.setPixmap(pm)
            drag.setHotSpot(QPoint(pm.width() // 2, pm.height() // 2))
        accepted = drag.exec(Qt.DropAction.MoveAction) != Qt.DropAction.IgnoreAction
        placement.drag_finished(accepted)
        return accepted

    # A deployed unit dragged back here goes back to the reserve.
    def _withdraw(self, event: Any) -> Any:
        from ...placement.framework import Payload

        placement = self.builder.placement
        payload = Payload.from_mime(event.mimeData())
        if placement is None or payload is None or payload.from_tray or payload.side != placement.side():
            return None
        return placement.remove_action(payload)

    def dragEnterEvent(self, event: Any) -> None:  # noqa: N802
        if self._withdraw(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: Any) -> None:  # noqa: N802
        self.dragEnterEvent(event)

    def dropEvent(self, event: Any) -> None:  # noqa: N802
        action = self._withdraw(event)
        if action is not None and self.builder.controller.submit(action):
            event.acceptProposedAction()
        else:
            event.ignore()


class ArmyBuilder(QWidget):
    """Buy, promise, dismiss and withdraw units of the viewer's army (from the legal actions)."""

    activeChanged = Signal(bool)  # noqa: N815 - Qt signal name

    FIELDS = ("cls", "armour", "weapon", "morale", "leadership")

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.selected_uid: int | None = None
        self._active = False
        self._updating = False
        lay = QVBoxLayout(self)
        self.budget = QLabel()
        self.budget.setWordWrap(True)
        lay.addWidget(self.budget)
        grid = QGridLayout()
        self.combos: dict[str, QComboBox] = {}
        self.labels: dict[str, QLabel] = {}
        for row, name in enumerate(self.FIELDS):
            label = QLabel()
            combo = QComboBox()
            # Long unit names must not widen the dock (and the window) beyond the table's room.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(10)
            combo.currentIndexChanged.connect(self._spec_changed)
            grid.addWidget(label, row, 0)
            grid.addWidget(combo, row, 1)
            self.combos[name], self.labels[name] = combo, label
        self.checks: dict[str, QCheckBox] = {}
        for i, name in enumerate(("shields", "dedicated", "mercenary")):
            box = QCheckBox()
            box.toggled.connect(self._spec_changed)
            grid.addWidget(box, len(self.FIELDS) + i, 0, 1, 2)
            self.checks[name] = box
        lay.addLayout(grid)
        self.cost = QLabel()
        self.cost.setWordWrap(True)
        lay.addWidget(self.cost)
        self.buy = QPushButton()
        self.buy.clicked.connect(self._buy)
        lay.addWidget(self.buy)
        self.reserve_title = QLabel()
        self.reserve_title.setWordWrap(True)
        lay.addWidget(self.reserve_title)
        self.placement: Any = None  # the field's drag-and-drop deployment (set by the scene)
        self.reserve = ReserveList(self)
        self.reserve.setWordWrap(True)  # a unit's whole line, not cut at the dock's edge
        self.reserve.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.reserve.currentRowChanged.connect(self._reserve_selected)
        lay.addWidget(self.reserve, 1)
        row = QHBoxLayout()
        self.promise = QSpinBox()
        self.promise.setRange(0, 1000)
        self.promise_button = QPushButton()
        self.promise_button.clicked.connect(self._promise)
        self.dismiss = QPushButton()
        self.dismiss.clicked.connect(self._dismiss)
        row.addWidget(self.promise)
        row.addWidget(self.promise_button)
        lay.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.dismiss)
        self.withdraw = QPushButton()
        self.withdraw.clicked.connect(self._withdraw)
        row.addWidget(self.withdraw)
        lay.addLayout(row)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        lay.addWidget(self.hint)
        self.ready_note = QLabel()
        self.ready_note.setWordWrap(True)
        lay.addWidget(self.ready_note)
        self.retranslate()
        controller.stateChanged.connect(self.refresh)
        self.refresh()

    # ---- text ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        names = {"cls": self.tr("Unit"), "armour": self.tr("Armour"), "weapon": self.tr("Weapon"),
                 "morale": self.tr("Morale"), "leadership": self.tr("King's leadership")}
        for name, label in self.labels.items():
            label.setText(names[name])
        self.checks["shields"].setText(self.tr("Shields"))
        self.checks["dedicated"].setText(self.tr("Dedicated (never panics)"))
        self.checks["mercenary"].setText(self.tr("Mercenary"))
        self.buy.setText(self.tr("Buy this unit"))
        self.reserve_title.setText(self.tr("Your army (drag a unit of the reserve onto a deployment "
                                           "hex, or select it and click the hex):"))
        self.promise_button.setText(self.tr("Promise"))
        self.dismiss.setText(self.tr("Sell back"))
        self.withdraw.setText(self.tr("Withdraw"))

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        super().changeEvent(event)

    # ---- what the rules allow --------------------------------------------------------------
    def viewer(self) -> str | None:
        return self.controller.view_player()

    def _legal(self, kind: str) -> list:
        return [a for a in self.controller.legal_actions() if type(a).__name__ == kind]

    def active(self) -> bool:
        state = self.controller.view_state()
        return state is not None and getattr(state, "phase", None) == "build"

    def current_spec(self) -> Any:
        from lionheart_core.rulesets.lionheart_hex import Spec

        values = {name: combo.currentData() for name, combo in self.combos.items()}
        if values["cls"] is None:
            return None
        checks = {name: box.isChecked() for name, box in self.checks.items()}
        return Spec(values["cls"], values["armour"] or "none", values["weapon"] or "spears",
                    checks["shields"], values["morale"] or 2, checks["dedicated"], checks["mercenary"],
                    values["leadership"] or 0)

    def _fill(self, name: str, values: list, label: Any) -> None:
        combo = self.combos[name]
        keep = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for v in values:
            combo.addItem(label(v), v)
        i = combo.findData(keep)
        combo.setCurrentIndex(i if i >= 0 else 0)
        combo.setEnabled(len(values) > 1)
        combo.blockSignals(False)

    def refresh(self) -> None:
        active = self.active()
        if active != self._active:
            self._active = active
            self.activeChanged.emit(active)
        if not active:
            return
        self._updating = True
        try:
            self._refresh_choices()
            self._refresh_army()
        finally:
            self._updating = False
        self._refresh_cost()

    def _refresh_choices(self) -> None:
        buys = [a.spec for a in self._legal("Buy")]
        classes = sorted({s.cls for s in buys}, key=lambda c: [b.cls for b in buys].index(c))
        self._fill("cls", classes, lambda c: text(_m(f"class.{c}")))
        cls = self.combos["cls"].currentData()
        mine = [s for s in buys if s.cls == cls]
        order = ("none", "light", "medium", "heavy")
        self._fill("armour", sorted({s.armour for s in mine}, key=order.index),
                   lambda a: text(_m(f"armour.{a}")))
        self._fill("weapon", sorted({s.weapon for s in mine}), lambda w: text(_m(f"weapon.{w}")))
        self._fill("morale", sorted({s.morale for s in mine}), str)
        self._fill("leadership", sorted({s.leadership for s in mine}), str)
        for name, box in self.checks.items():
            can = {getattr(s, name) for s in mine}
            box.blockSignals(True)
            box.setEnabled(can == {True, False})
            if len(can) == 1:
                box.setChecked(can == {True})
            box.blockSignals(False)
        self.buy.setEnabled(bool(buys))

    def _refresh_army(self) -> None:
        state, side = self.controller.view_state(), self.viewer()
        if side is None:
            return
        rs = self.controller.ruleset
        army = rs.army_list(state, side)
        kings = [u for u in state.units if u.owner == side and u.spec.leadership]
        king = (self.tr("King's leadership {n}").format(n=kings[0].spec.leadership) if kings
                else self.tr("No King bought yet"))
        owed = "?" if army["owed"] is None else str(army["owed"])
        self.budget.setText(self.tr("<b>{side}</b>: budget {budget} points, spent {spent}, owed to "
                                    "mercenaries {owed}, unspent {unspent}. {king}.").format(
            side=self.controller.seat_name(side), budget=army["budget"], spent=army["spent"], owed=owed,
            unspent="?" if army["unspent"] is None else army["unspent"], king=king))
        self.reserve.blockSignals(True)
        self.reserve.clear()
        for r in army["rows"]:
            where = text(r["where"]) if not isinstance(r["where"], str) else r["where"]
            line = f"{text(r['unit'])} — {where}, {r['cost']}"
            if r["mercenary"]:
                line += " " + self.tr("(promised {n})").format(n=r["promise"])
            item = QListWidgetItem(line)
            item.setToolTip(line)  # the dock may be narrower than the line
            item.setData(256, r["uid"])
            self.reserve.addItem(item)
            if r["uid"] == self.selected_uid:
                self.reserve.setCurrentItem(item)
        self.reserve.blockSignals(False)
        self._reserve_buttons()
        from lionheart_core.rulesets.lionheart_hex import Ready

        done = side in getattr(state, "ready", ())
        self.ready_note.setText("" if done else self._reason(Ready(side)))

    def _reserve_buttons(self) -> None:
        uid = self.selected_uid
        self.promise_button.setEnabled(any(a.uid == uid for a in self._legal("Promise")))
        self.dismiss.setEnabled(any(a.uid == uid for a in self._legal("Dismiss")))
        self.withdraw.setEnabled(self._withdraw_action() is not None)
        offers = sorted(a.amount for a in self._legal("Promise") if a.uid == uid)
        if offers:
            self.promise.setRange(offers[0], offers[-1])

    def _refresh_cost(self) -> None:
        from lionheart_core.rulesets.lionheart_hex.tables import cost, points

        spec = self.current_spec()
        if spec is None:
            self.cost.setText("")
            return
        price = cost(spec)
        self.cost.setText(self.tr("Cost of this unit: 1 point") if price == 1
                          else self.tr("Cost of this unit: {cost} points").format(cost=points(price)))
        reason = self._reason(self._buy_action())
        self.buy.setEnabled(not reason)
        self.hint.setText(reason)

    def _reason(self, action: Any) -> str:
        if action is None:
            return ""
        try:
            self.controller.ruleset.check(self.controller.state, action)
        except IllegalAction as exc:
            return str(exc)
        return ""

    # ---- actions ---------------------------------------------------------------------------
    def _buy_action(self) -> Any:
        from lionheart_core.rulesets.lionheart_hex import Buy

        spec, side = self.current_spec(), self.viewer()
        return None if spec is None or side is None else Buy(side, spec)

    def _spec_changed(self, *_: Any) -> None:
        if self._updating:
            return
        self._updating = True
        try:
            self._refresh_choices()
        finally:
            self._updating = False
        self._refresh_cost()

    def _buy(self) -> None:
        action = self._buy_action()
        if action is not None:
            self.controller.submit(action)

    def _reserve_selected(self, row: int) -> None:
        item = self.reserve.item(row) if row >= 0 else None
        self.selected_uid = item.data(256) if item is not None else None
        self._reserve_buttons()

    def _promise(self) -> None:
        from lionheart_core.rulesets.lionheart_hex import Promise

        if self.selected_uid is not None and self.viewer():
            self.controller.submit(Promise(self.viewer(), self.selected_uid, self.promise.value()))

    def _withdraw_action(self) -> Any:
        state = self.controller.view_state()
        here = next((u.hex for u in getattr(state, "units", ()) if u.uid == self.selected_uid and u.alive), None)
        return next((a for a in self._legal("Withdraw") if a.at == here), None) if here else None

    def _withdraw(self) -> None:
        action = self._withdraw_action()
        if action is not None:
            self.controller.submit(action)

    def _dismiss(self) -> None:
        from lionheart_core.rulesets.lionheart_hex import Dismiss

        if self.selected_uid is not None and self.viewer():
            self.controller.submit(Dismiss(self.viewer(), self.selected_uid))
