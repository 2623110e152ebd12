"""The campaign's side panel, docked beside the map: the turn and year track, the treasuries,
the purchases and troop shifts (forms built from the legal ``Buy`` and ``Transfer`` actions only),
the troop record of every leader (click a row to choose him on the map), the garrisons and the
vassals' loyalty and influence. Everything is read from ``controller.view_state()`` and
``controller.legal_actions()``; nothing here decides a rule."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lionheart_core.i18n import text

MONTHS = (3, 4, 5, 6, 7, 8, 9, 10, 11, 12)


translate = QCoreApplication.translate


def _name(pid: str | None, side: str) -> str:
    from lionheart_core.rulesets.richard_campaign.messages import name_of

    return text(name_of(pid, side))


def _month_short(month: int) -> str:
    return {3: translate("CampaignPanel", "Mar"), 4: translate("CampaignPanel", "Apr"), 5: translate("CampaignPanel", "May"), 6: translate("CampaignPanel", "Jun"), 7: translate("CampaignPanel", "Jul"), 8: translate("CampaignPanel", "Aug"), 9: translate("CampaignPanel", "Sep"),
            10: translate("CampaignPanel", "Oct"), 11: translate("CampaignPanel", "Nov"), 12: translate("CampaignPanel", "Wtr")}[month]


class CampaignPanel(QScrollArea):
    def __init__(self, controller: Any, scene: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.setObjectName("campaignPanel")
        self.setWidgetResizable(True)
        self.setMinimumWidth(330)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(6, 6, 6, 6)
        self.calendar = QLabel()
        self.calendar.setObjectName("campaignCalendar")
        self.calendar.setTextFormat(Qt.TextFormat.RichText)
        self.calendar.setWordWrap(True)
        lay.addWidget(self.calendar)
        self.treasury = QLabel()
        self.treasury.setObjectName("campaignTreasury")
        self.treasury.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.treasury)
        # Purchases: what, how many, for whom (only what the rules allow now).
        self.buy_box = QGroupBox()
        form = QFormLayout(self.buy_box)
        self.buy_item, self.buy_n, self.buy_target = QComboBox(), QComboBox(), QComboBox()
        self.buy_button = QPushButton()
        self.buy_button.setObjectName("campaignBuy")
        self._buy_labels = [QLabel(), QLabel(), QLabel()]
        for label, combo in zip(self._buy_labels, (self.buy_item, self.buy_n, self.buy_target), strict=True):
            form.addRow(label, combo)
        form.addRow(self.buy_button)
        self.buy_item.currentIndexChanged.connect(self._buy_item_changed)
        self.buy_n.currentIndexChanged.connect(self._buy_target_fill)
        self.buy_target.currentIndexChanged.connect(self._buy_ready)
        self.buy_button.clicked.connect(self._buy)
        lay.addWidget(self.buy_box)
        # A battle round: the rows of the knave and knight attacks and the knights' table.
        self.fight_box = QGroupBox()
        self.fight_box.setObjectName("campaignBattle")
        fform = QFormLayout(self.fight_box)
        self.battle_text = QLabel()
        self.battle_text.setWordWrap(True)
        fform.addRow(self.battle_text)
        self.fight_knaves, self.fight_knights, self.fight_target = QComboBox(), QComboBox(), QComboBox()
        self._fight_labels = [QLabel(), QLabel(), QLabel()]
        for label, combo in zip(self._fight_labels, (self.fight_knaves, self.fight_knights, self.fight_target),
                                strict=True):
            fform.addRow(label, combo)
            combo.currentIndexChanged.connect(self._fight_ready)
        self.fight_button = QPushButton()
        self.fight_button.setObjectName("campaignFight")
        self.fight_button.clicked.connect(self._fight)
        fform.addRow(self.fight_button)
        lay.addWidget(self.fight_box)
        # Shifting troops between leaders and strongholds of one hex.
        self.shift_box = QGroupBox()
        sform = QFormLayout(self.shift_box)
        self.shift_move = QComboBox()
        # A long shift ("Shift 1 knave from Richard to Mercadier in 0503") is cut in the box:
        # its tooltip, and each line of the list, say it whole.
        self.shift_move.currentTextChanged.connect(self.shift_move.setToolTip)
        self.shift_button = QPushButton()
        self.shift_button.setObjectName("campaignShift")
        self._shift_label = QLabel()
        sform.addRow(self._shift_label, self.shift_move)
        sform.addRow(self.shift_button)
        self.shift_button.clicked.connect(self._shift)
        lay.addWidget(self.shift_box)
        # The troop record.
        self.record_box = QGroupBox()
        rlay = QVBoxLayout(self.record_box)
        self.record = self._table(5)
        self.record.cellClicked.connect(self._record_clicked)
        rlay.addWidget(self.record)
        lay.addWidget(self.record_box)
        self.garrison_box = QGroupBox()
        glay = QVBoxLayout(self.garrison_box)
        self.garrisons = self._table(5)
        glay.addWidget(self.garrisons)
        lay.addWidget(self.garrison_box)
        self.vassal_box = QGroupBox()
        vlay = QVBoxLayout(self.vassal_box)
        self.vassals = self._table(4)
        vlay.addWidget(self.vassals)
        lay.addWidget(self.vassal_box)
        lay.addStretch(1)
        self.setWidget(body)
        self._buys: list = []
        self._shifts: list = []
        self._record_ids: list[str] = []
        self.retranslate()
        controller.stateChanged.connect(self.refresh)
        self.refresh()

    def _table(self, columns: int) -> QTableWidget:
        t = QTableWidget(0, columns)
        t.verticalHeader().hide()
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        t.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        head = t.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Names take the room the numbers leave and wrap onto a second line rather than be cut
        # ("Richard's siege train", "Comte de Toulouse"); numbers never wrap. A name too long
        # even so is elided, its tooltip whole.
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        head.setMinimumSectionSize(24)
        t.verticalHeader().setDefaultSectionSize(20)
        t.verticalHeader().setMinimumSectionSize(18)
        t.setWordWrap(True)
        t.setTextElideMode(Qt.TextElideMode.ElideRight)
        # The rows follow the name column's width (the dock resized, another language).
        head.sectionResized.connect(lambda i, _old, _new, t=t: self._fit(t) if i == 0 else None)
        t.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        t.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        font = t.font()
        font.setPointSizeF(max(7.5, font.pointSizeF() - 1))
        t.setFont(font)
        return t

    def retranslate(self) -> None:
        self.buy_box.setTitle(translate("CampaignPanel", "Purchase"))
        for label, s in zip(self._buy_labels, (translate("CampaignPanel", "Buy"), translate("CampaignPanel", "How many"), translate("CampaignPanel", "For")), strict=True):
            label.setText(s)
        self.fight_box.setTitle(translate("CampaignPanel", "Battle"))
        for label, s_ in zip(self._fight_labels, (translate("CampaignPanel", "Knaves on row"),
                                                  translate("CampaignPanel", "Knights on row"),
                                                  translate("CampaignPanel", "Knights attack")), strict=True):
            label.setText(s_)
        self.fight_button.setText(translate("CampaignPanel", "Roll the attacks"))
        self.shift_box.setTitle(translate("CampaignPanel", "Shift troops"))
        self._shift_label.setText(translate("CampaignPanel", "Shift"))
        self.shift_button.setText(translate("CampaignPanel", "Shift these troops"))
        self.record_box.setTitle(translate("CampaignPanel", "Troop record"))
        self.record.setHorizontalHeaderLabels([translate("CampaignPanel", "Leader"), translate("CampaignPanel", "Hex"), translate("CampaignPanel", "Knights"), translate("CampaignPanel", "Knaves"), translate("CampaignPanel", "MP")])
        self.garrison_box.setTitle(translate("CampaignPanel", "Garrisons"))
        self.garrisons.setHorizontalHeaderLabels([translate("CampaignPanel", "Stronghold"), translate("CampaignPanel", "Hex"), translate("CampaignPanel", "Knights"), translate("CampaignPanel", "Knaves"),
                                                  translate("CampaignPanel", "Siege")])
        self.vassal_box.setTitle(translate("CampaignPanel", "Vassals and allies"))
        self.vassals.setHorizontalHeaderLabels([translate("CampaignPanel", "Province"), translate("CampaignPanel", "Loyalty"), translate("CampaignPanel", "Richard"), translate("CampaignPanel", "Philip")])

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        super().changeEvent(event)

    # ---- reading the position -----------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.controller.view_state()
        if state is None or getattr(self.controller.ruleset, "id", None) != "richard-campaign":
            return  # no game, or another game took the table before this panel was deleted
        b = state.board
        self._calendar(state)
        look = self._looks()
        self.treasury.setText(
            "<table width='100%'><tr>"
            + "".join(f"<td style='color:{look[s]}'><b>{_name(s, s)}</b>: "
                      + translate("CampaignPanel", "{n} ducats").format(n=b.treasury[i]) + "</td>"
                      for i, s in enumerate(("richard", "philip")))
            + "</tr></table>")
        actions = self.controller.legal_actions()
        self._buys = [a for a in actions if type(a).__name__ == "Buy"]
        self._shifts = [a for a in actions if type(a).__name__ == "Transfer"]
        self._fights = [a for a in actions if type(a).__name__ == "Fight"]
        self._fill_buys()
        self._fill_fight(state)
        self._fill_shifts(state)
        self._fill_record(state)
        self._fill_garrisons(state)
        self._fill_vassals(state)

    def _looks(self) -> dict[str, str]:
        from .. import ui_for

        ui = ui_for("richard-campaign")
        return {s: ui.seat_look(s).dark.name() for s in ("richard", "philip")}

    def _calendar(self, state: Any) -> None:
        b = state.board
        ruleset = self.controller.ruleset
        cells = []
        for mth in MONTHS:
            now = mth == b.month
            style = "background:#1f6fd1;color:white;" if now else "color:#5a4a2a;"
            cells.append(f"<td align='center' style='{style}padding:0px 2px'>{_month_short(mth)}</td>")
        years = []
        for y in range(1194, state.opts.end_year + 1):
            years.append(f"<b><u>{y}</u></b>" if y == b.year else str(y))
        lines = [f"<span style='font-size:13pt'><b>{text(ruleset.turn_summary(state))}</b></span>",
                 "<table cellspacing='0'><tr>" + "".join(cells) + "</tr></table>",
                 " · ".join(years),
                 translate("CampaignPanel", "Richard's number: {n}").format(n=b.richard_number),
                 translate("CampaignPanel", "Forced marches left: Richard {r}, Philip {p}").format(
                     r=b.forced_left[0], p=b.forced_left[1])]
        if b.truce_until >= (b.year - 1194) * 12 + b.month:
            lines.append(translate("CampaignPanel", "Papal truce until {when}").format(when=_when(b.truce_until)))
        self.calendar.setText("<br>".join(lines))

    # ---- purchases ------------------------------------------------------------------------------------
    def _item_text(self, item: str) -> str:
        return {"knave": translate("CampaignPanel", "knaves"), "knight": translate("CampaignPanel", "knights"), "influence": translate("CampaignPanel", "influence points"),
                "train": translate("CampaignPanel", "a siege train"), "saucy": translate("CampaignPanel", "the Saucy Fortress"),
                "supplies": translate("CampaignPanel", "supplies (ducats)")}.get(item, item)

    def _fill_buys(self) -> None:
        self.buy_box.setVisible(bool(self._buys))
        if not self._buys:
            return
        keep = self.buy_item.currentData()
        self.buy_item.blockSignals(True)
        self.buy_item.clear()
        for item in dict.fromkeys(a.item for a in self._buys):
            self.buy_item.addItem(self._item_text(item), item)
        i = self.buy_item.findData(keep)
        self.buy_item.setCurrentIndex(max(0, i))
        self.buy_item.blockSignals(False)
        self._buy_item_changed()

    def _buy_item_changed(self) -> None:
        item = self.buy_item.currentData()
        keep = self.buy_n.currentData()
        self.buy_n.blockSignals(True)
        self.buy_n.clear()
        for n in sorted({a.n for a in self._buys if a.item == item}):
            self.buy_n.addItem(str(n), n)
        i = self.buy_n.findData(keep)
        self.buy_n.setCurrentIndex(max(0, i))
        self.buy_n.blockSignals(False)
        self._buy_target_fill()

    def _buy_target_fill(self) -> None:
        item, n = self.buy_item.currentData(), self.buy_n.currentData()
        keep = self.buy_target.currentData()
        self.buy_target.blockSignals(True)
        self.buy_target.clear()
        for a in self._buys:
            if a.item == item and a.n == n:
                self.buy_target.addItem(_name(a.target, a.player) if a.target not in ("-", None) else "-", a.target)
        i = self.buy_target.findData(keep)
        self.buy_target.setCurrentIndex(max(0, i))
        self.buy_target.blockSignals(False)
        self._buy_ready()

    def chosen_buy(self) -> Any:
        item, n, target = self.buy_item.currentData(), self.buy_n.currentData(), self.buy_target.currentData()
        return next((a for a in self._buys if (a.item, a.n, a.target) == (item, n, target)), None)

    def _buy_ready(self) -> None:
        a = self.chosen_buy()
        self.buy_button.setEnabled(a is not None)
        if a is not None:
            self.buy_button.setText(text(self.controller.ruleset.describe(self.controller.view_state(), a)))

    def _buy(self) -> None:
        a = self.chosen_buy()
        if a is not None:
            self.controller.submit(a)

    def select_buy(self, item: str, n: int, target: str) -> None:
        """Set the purchase form (tests and keyboard users): item, amount, target."""
        self.buy_item.setCurrentIndex(self.buy_item.findData(item))
        self.buy_n.setCurrentIndex(self.buy_n.findData(n))
        self.buy_target.setCurrentIndex(self.buy_target.findData(target))

    # ---- a battle round -----------------------------------------------------------------------------------
    def _fill_fight(self, state: Any) -> None:
        from lionheart_core.rulesets.richard_campaign.world import label

        bt = state.board.battle
        self.fight_box.setVisible(bt is not None)
        if bt is None:
            return
        names = {"richard": _name("richard", "richard"), "philip": _name("philip", "philip")}
        att, dfn = bt.attacker, "philip" if bt.attacker == "richard" else "richard"
        if bt.step == "tactical":  # fought on the tactical board (option): no rounds here
            self.battle_text.setText(translate(
                "CampaignPanel", "Battle in {hex}: {att} attacks {dfn}, fought on the tactical board.").format(
                    hex=label(bt.hex), att=names[att], dfn=names[dfn]))
        else:
            self.battle_text.setText(translate(
                "CampaignPanel", "Battle in {hex}, round {round}: {att} attacks {dfn}. Losses so far: {att} {la}, "
                "{dfn} {ld}.").format(hex=label(bt.hex), round=max(1, bt.round), att=names[att], dfn=names[dfn],
                                      la=bt.losses_a, ld=bt.losses_d))
        rows = {"A": translate("CampaignPanel", "A (all or nothing)"), "B": "B",
                "C": translate("CampaignPanel", "C (attrition)"), None: translate("CampaignPanel", "none")}
        targets = {"knave": translate("CampaignPanel", "their knaves"),
                   "knight": translate("CampaignPanel", "their knights")}
        for combo, field, words in ((self.fight_knaves, "knave_row", rows), (self.fight_knights, "knight_row", rows),
                                    (self.fight_target, "target", targets)):
            keep = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for v in dict.fromkeys(getattr(a, field) for a in self._fights):
                combo.addItem(words.get(v, str(v)), v)
            combo.setCurrentIndex(max(0, combo.findData(keep)))
            combo.setEnabled(combo.count() > 1)
            combo.blockSignals(False)
        for combo in (self.fight_knaves, self.fight_knights, self.fight_target):
            combo.setVisible(bool(self._fights))
        for name_label in self._fight_labels:
            name_label.setVisible(bool(self._fights))
        self.fight_button.setVisible(bool(self._fights))
        self._fight_ready()

    def chosen_fight(self) -> Any:
        want = (self.fight_knaves.currentData(), self.fight_knights.currentData(), self.fight_target.currentData())
        return next((a for a in getattr(self, "_fights", []) if (a.knave_row, a.knight_row, a.target) == want), None)

    def select_fight(self, knaves: str | None, knights: str | None, target: str) -> None:
        for combo, v in ((self.fight_knaves, knaves), (self.fight_knights, knights), (self.fight_target, target)):
            combo.setCurrentIndex(combo.findData(v))

    def _fight_ready(self) -> None:
        self.fight_button.setEnabled(self.chosen_fight() is not None)

    def _fight(self) -> None:
        a = self.chosen_fight()
        if a is not None:
            self.controller.submit(a)

    # ---- shifting troops ---------------------------------------------------------------------------------
    def _fill_shifts(self, state: Any) -> None:
        self.shift_box.setVisible(bool(self._shifts))
        self.shift_move.clear()
        for a in self._shifts:
            words = text(self.controller.ruleset.describe(state, a))
            self.shift_move.addItem(words)
            self.shift_move.setItemData(self.shift_move.count() - 1, words, Qt.ItemDataRole.ToolTipRole)
        self.shift_button.setEnabled(bool(self._shifts))

    def _shift(self) -> None:
        i = self.shift_move.currentIndex()
        if 0 <= i < len(self._shifts):
            self.controller.submit(self._shifts[i])

    # ---- the troop record ------------------------------------------------------------------------------
    def _row(self, table: QTableWidget, r: int, values: list[str], colour: str | None = None) -> None:
        from PySide6.QtGui import QBrush, QColor

        for c, v in enumerate(values):
            item = table.item(r, c)
            if item is not None:  # the same row as before: change only what changed (setItem is slow)
                if item.text() != v:
                    item.setText(v)
                    item.setToolTip(v)
                want = QColor(colour) if colour is not None and c == 0 else None
                if want is not None and item.foreground().color() != want:
                    item.setForeground(QBrush(want))
                elif want is None and c == 0 and item.data(Qt.ItemDataRole.ForegroundRole) is not None:
                    item.setData(Qt.ItemDataRole.ForegroundRole, None)
                continue
            item = QTableWidgetItem(v)
            item.setToolTip(v)
            if c >= 2:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if colour is not None and c == 0:
                item.setForeground(QBrush(QColor(colour)))
            table.setItem(r, c, item)

    def _fit(self, table: QTableWidget) -> None:
        table.resizeRowsToContents()
        h = table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(table.rowCount())) + 4
        table.setFixedHeight(h)

    def _fill_record(self, state: Any) -> None:
        from lionheart_core.rulesets.richard_campaign.world import label

        b = state.board
        look = self._looks()
        rows = []
        for x in b.leaders:
            if x.where == "absent":
                continue
            where = label(x.hex) if x.where == "map" else translate("CampaignPanel", "captured")
            name = _name(x.id, x.side) + (translate("CampaignPanel", " (inside)") if x.inside else "")
            mp = _half(x.mp) if b.phase == "move" and x.side == b.active and x.where == "map" else ""
            rows.append((x.id, x.side, [name, where, str(x.knights), str(x.knaves), mp]))
        for t in b.trains:
            if t.hex is not None:
                rows.append((f"train:{t.side}", t.side, [_name("train", t.side), label(t.hex),
                                                          translate("CampaignPanel", "{n} supplies").format(n=t.supplies), "", ""]))
        self.record.setRowCount(len(rows))
        self._record_ids = [r[0] for r in rows]
        # A siege train's supplies span the three number columns: they stay as narrow as their
        # numbers, and the names have the room.
        self.record.clearSpans()
        for i, (pid, side, values) in enumerate(rows):
            self._row(self.record, i, values, look[side])
            if pid.startswith("train:"):
                self.record.setSpan(i, 2, 1, 3)
        self._fit(self.record)

    def _record_clicked(self, row: int, _col: int) -> None:
        if self.scene is None or not 0 <= row < len(self._record_ids):
            return
        pid = self._record_ids[row]
        movable = {self.scene.adapter.moving_id(a) for a in self.controller.legal_actions()
                   if type(a).__name__ in ("Step", "Redeploy")}
        self.scene.choose(pid if pid in movable else None)

    def show_chosen(self, pid: str | None) -> None:
        if pid in self._record_ids:
            self.record.selectRow(self._record_ids.index(pid))
        else:
            self.record.clearSelection()

    def _fill_garrisons(self, state: Any) -> None:
        from lionheart_core.rulesets.richard_campaign.world import hold_spec, label, view

        b = state.board
        look = self._looks()
        rows = []
        w = view(state)
        for h in b.holds:
            besieged = h.siege_start >= 0 and w.under_siege(h)
            if h.knights == 0 and h.knaves == 0 and not besieged and not h.ruined:
                continue
            spec = hold_spec(h.id, b.saucy_hex)
            siege = _when(h.siege_start, short=True) if besieged else ""
            if h.ruined:
                siege = translate("CampaignPanel", "ruin")
            rows.append((h.owner, [_name(h.id, h.owner), label(spec.hex), str(h.knights), str(h.knaves), siege]))
        self.garrisons.setRowCount(len(rows))
        for i, (owner, values) in enumerate(rows):
            self._row(self.garrisons, i, values, look[owner])
        self._fit(self.garrisons)
        self.garrison_box.setVisible(bool(rows))

    def _fill_vassals(self, state: Any) -> None:
        b = state.board
        look = self._looks()
        rows = []
        for v in b.vassals:
            status = {"neutral": translate("CampaignPanel", "neutral"), "rebel": translate("CampaignPanel", "rebels (Philip)"), "philip": translate("CampaignPanel", "with Philip"),
                      "richard": translate("CampaignPanel", "with Richard")}.get(v.status, v.status)
            if v.gone:
                status = translate("CampaignPanel", "gone")
            colour = look["richard"] if v.status == "richard" else look["philip"] if v.status in ("rebel", "philip") \
                else None
            rows.append((colour, [_name(v.id, "richard"), status, str(v.infl_richard), str(v.infl_philip)]))
        self.vassals.setRowCount(len(rows))
        for i, (colour, values) in enumerate(rows):
            self._row(self.vassals, i, values, colour)
        self._fit(self.vassals)


def _when(index: int, short: bool = False) -> str:
    """A month index of the rules ((year - 1194) * 12 + month) as a player reads it."""
    from lionheart_core.rulesets.richard_campaign.messages import m

    year, month = divmod(index, 12)
    if month < 3:  # the winter months count on into the next year's index
        month, year = 12, year - (1 if month == 0 else 0)
    if short:
        return f"{_month_short(month)} {1194 + year}"
    return text(m(f"month.{month}", year=1194 + year))


def _half(halves: int) -> str:
    from .scene import half_points

    return half_points(halves)


__all__ = ["CampaignPanel"]
