"""The start page: choose a game, who plays each side, the options; or pick up a saved game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from . import paths, style
from .settings import Settings

SEAT_KINDS = ("human", "random", "heuristic", "search")
# A line about each game for the start page, in our own words.
BLURBS = {
    "lionheart-1997": "Two armies, gold and silver, meet on a field of 9 x 10 squares. Kings, "
                      "Knights, Archers and Infantry (and, in the customized game, Heavy "
                      "Infantry, Peasants and bribable Mercenaries) fight with combat dice of "
                      "battle-axes, arrows and panics. Two actions a turn; take the enemy King "
                      "or leave him standing alone.",
}
SEAT_LABELS = {
    "human": "Human (at this screen)",
    "random": "Computer: novice (random)",
    "heuristic": "Computer: captain (heuristic)",
    "search": "Computer: marshal (search)",
}


def _describe_save(path: Path) -> str:
    """One line about a save without loading the rules: game, actions, when it was saved."""
    import json

    try:
        if path.stat().st_size > 5_000_000:
            return ""
        doc = json.loads(path.read_text(encoding="utf-8"))
        game = str(doc.get("title") or doc.get("ruleset", "a game"))
        when = str(doc.get("saved_at", ""))[:16].replace("T", " ")
        return f"{game}: {len(doc.get('actions', []))} actions" + (f", saved {when}" if when else "")
    except (OSError, ValueError, AttributeError, TypeError):
        return ""


EMBLEM_W = 78
MAX_CONTENT_WIDTH = 1180


class StartPage(QWidget):
    """Emits ``newGameRequested(ruleset_id, options_dict, seats)`` or ``openRequested(path)``."""

    newGameRequested = Signal(str, dict, dict)
    firstPainted = Signal()
    openRequested = Signal(str)
    openDialogRequested = Signal()
    returnRequested = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("startPage")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 30, 40, 30)
        self.setMinimumWidth(760)
        title = QLabel("Lionheart Table")
        title.setFont(style.font(30, bold=True, serif=True))
        title.setStyleSheet(f"color:{style.INK.name()};")
        subtitle = QLabel("Medieval battles at one table: every rule kept by the program.")
        subtitle.setFont(style.font(12, serif=True))
        subtitle.setStyleSheet(f"color:{style.INK_SOFT.name()};")
        # Room on the left for the painted coat of arms.
        title.setContentsMargins(EMBLEM_W, 0, 0, 0)
        subtitle.setContentsMargins(EMBLEM_W, 0, 0, 0)
        outer.addWidget(title)
        outer.addWidget(subtitle)
        outer.addSpacing(16)
        self.outer = outer
        self.seat_boxes: dict[str, Any] = {}
        self.options_form: Any = None
        self._painted = False
        self._built = False

    def _build(self) -> None:
        """The two columns (new game, continue): built with :meth:`populate`, after the first
        frame, since each widget class PySide6 meets costs start-up time."""
        from PySide6.QtWidgets import QFormLayout, QGroupBox, QHBoxLayout, QListWidget, QPushButton

        outer = self.outer
        columns = QHBoxLayout()
        columns.setSpacing(24)
        outer.addLayout(columns, 1)

        # ---- left: the new game ----
        new_box = QGroupBox("New game")
        new_lay = QVBoxLayout(new_box)
        self.ruleset_list = QListWidget()
        self.ruleset_list.setObjectName("rulesetList")
        self.ruleset_list.setFont(style.font(13, bold=True, serif=True))
        self.ruleset_list.setStyleSheet("QListWidget::item { padding: 6px 4px; }")
        self.ruleset_list.setMaximumHeight(150)
        self.blurb = QLabel()
        self.blurb.setObjectName("rulesetBlurb")
        self.blurb.setWordWrap(True)
        self.blurb.setFont(style.font(10.5, serif=True))
        self.blurb.setStyleSheet(f"color:{style.INK_SOFT.name()}; padding: 2px 2px 6px 2px;")
        new_lay.addWidget(QLabel("Game"))
        new_lay.addWidget(self.ruleset_list)
        new_lay.addWidget(self.blurb)
        self.seats_box = QGroupBox("Who plays")
        self.seats_form = QFormLayout(self.seats_box)
        self.options_box = QGroupBox("Options")
        self.options_lay = QVBoxLayout(self.options_box)
        new_lay.addWidget(self.seats_box)
        new_lay.addWidget(self.options_box)
        new_lay.addStretch(1)
        self.start_button = QPushButton("Start the battle")
        self.start_button.setObjectName("startButton")
        self.start_button.setProperty("primary", "true")
        self.start_button.clicked.connect(self._start)
        new_lay.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignRight)
        columns.addWidget(new_box, 3)

        # ---- right: games to continue ----
        old_box = QGroupBox("Continue")
        old_lay = QVBoxLayout(old_box)
        self.continue_button = QPushButton("Continue last game")
        self.continue_button.setObjectName("continueButton")
        self.continue_button.setProperty("primary", "true")
        self.continue_button.clicked.connect(lambda: self.openRequested.emit(str(paths.autosave_path())))
        self.continue_note = QLabel()
        self.continue_note.setStyleSheet(f"color:{style.INK_SOFT.name()};")
        self.return_button = QPushButton("Return to the battle")
        self.return_button.setObjectName("returnButton")
        self.return_button.setProperty("primary", "true")
        self.return_button.clicked.connect(self.returnRequested)
        self.return_button.hide()
        old_lay.addWidget(self.return_button)
        old_lay.addWidget(self.continue_button)
        old_lay.addWidget(self.continue_note)
        old_lay.addSpacing(10)
        old_lay.addWidget(QLabel("Recent games"))
        self.recent_list = QListWidget()
        self.recent_list.setObjectName("recentList")
        self.recent_list.itemActivated.connect(
            lambda item: self.openRequested.emit(item.data(Qt.ItemDataRole.UserRole)))
        old_lay.addWidget(self.recent_list, 1)
        open_button = QPushButton("Open a saved game...")
        open_button.clicked.connect(self.openDialogRequested)
        old_lay.addWidget(open_button)
        columns.addWidget(old_box, 2)

        self._built = True

    def populate(self) -> None:
        """Build the page and fill in the games, seats and options (this loads the core: done
        after the first frame, so the window shows at once)."""
        from PySide6.QtWidgets import QListWidgetItem

        from lionheart_core import rulesets

        if self._built:
            return
        self._build()
        self.refresh()

        for rid in rulesets.ids():
            item = QListWidgetItem(str(rulesets.get(rid).title))
            item.setData(Qt.ItemDataRole.UserRole, rid)
            item.setToolTip(rid)
            self.ruleset_list.addItem(item)
        self.ruleset_list.currentRowChanged.connect(self._ruleset_chosen)
        last = self.settings.last_ruleset()
        ids = list(rulesets.ids())
        self.ruleset_list.setCurrentRow(ids.index(last) if last in ids else 0)
        self.start_button.setEnabled(True)

    # ---- state of the page ----------------------------------------------------------------
    def ruleset_id(self) -> str:
        from lionheart_core import rulesets

        item = self.ruleset_list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else rulesets.ids()[0]

    def seats(self) -> dict[str, str]:
        return {p: box.currentData() for p, box in self.seat_boxes.items()}

    def set_seat(self, player: str, kind: str) -> None:
        box = self.seat_boxes[player]
        box.setCurrentIndex(box.findData(kind))

    def options_values(self) -> dict[str, Any]:
        return self.options_form.values() if self.options_form else {}

    def set_game_in_progress(self, text: str | None) -> None:
        """Offer to go back to the game open in this window (None: there is none). That game
        is also the autosave, so "Continue last game" would only repeat it."""
        if not self._built:
            return
        self.return_button.setVisible(text is not None)
        self.return_button.setToolTip(text or "")
        if text is not None:
            self.continue_button.hide()
            self.continue_note.setText(text)

    def refresh(self) -> None:
        """Show the autosave and the recent files as they are now."""
        from PySide6.QtWidgets import QListWidgetItem

        if not self._built:
            return
        auto = paths.autosave_path()
        self.continue_button.setVisible(auto.exists())
        self.continue_note.setText(_describe_save(auto) if auto.exists() else "No game in progress.")
        self.recent_list.clear()
        recent = self.settings.recent_files()
        for p in recent:
            item = QListWidgetItem(Path(p).name.removesuffix(paths.SAVE_SUFFIX))
            item.setToolTip(f"{p}\n{_describe_save(Path(p))}")
            item.setData(Qt.ItemDataRole.UserRole, p)
            self.recent_list.addItem(item)
        if not recent:
            item = QListWidgetItem("Games you save appear here.")
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent_list.addItem(item)

    def _ruleset_chosen(self, _row: int) -> None:
        from PySide6.QtWidgets import QComboBox

        from lionheart_core import rulesets

        from .dialogs.options_form import OptionsForm

        rid = self.ruleset_id()
        rs = rulesets.get(rid)
        self.blurb.setText(BLURBS.get(rid, ""))
        defaults = self.settings.defaults(rid)
        while self.seats_form.rowCount():
            self.seats_form.removeRow(0)
        self.seat_boxes = {}
        saved_seats = defaults.get("seats", {}) if isinstance(defaults.get("seats"), dict) else {}
        for player in rs.players(rs.Options()):
            box = QComboBox()
            box.setObjectName(f"seat_{player}")
            for kind in SEAT_KINDS:
                box.addItem(SEAT_LABELS[kind], kind)
            wanted = saved_seats.get(player, "human")
            box.setCurrentIndex(max(0, box.findData(wanted)))
            swatch = QLabel(style.side_name(player))
            main, dark, _l, ink = style.army_colours(player)
            swatch.setStyleSheet(f"background:{main.name()}; color:{ink.name()}; border:1px solid {dark.name()};"
                                 "border-radius:8px; padding:2px 10px; font-weight:bold;")
            self.seats_form.addRow(swatch, box)
            self.seat_boxes[player] = box
        if self.options_form is not None:
            self.options_form.setParent(None)
            self.options_form.deleteLater()
        saved_opts = defaults.get("options", {}) if isinstance(defaults.get("options"), dict) else {}
        self.options_form = OptionsForm(rs.Options, saved_opts)
        self.options_lay.addWidget(self.options_form)

    def _start(self) -> None:
        rid, opts, seats = self.ruleset_id(), self.options_values(), self.seats()
        self.settings.save_defaults(rid, seats, opts)
        self.newGameRequested.emit(rid, opts, seats)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        # Keep the page a readable width on wide screens: centre it.
        side = max(40, (self.width() - MAX_CONTENT_WIDTH) // 2)
        self.outer.setContentsMargins(side, 30, side, 30)
        super().resizeEvent(event)

    def _paint_emblem(self, p: QPainter) -> None:
        """A shield parted gold and silver beside the title: the two armies of the table."""
        m = self.outer.contentsMargins()
        x, y, w, h = m.left(), m.top() + 4, 58, 68
        shield = QPainterPath()
        shield.moveTo(x, y)
        shield.lineTo(x + w, y)
        shield.lineTo(x + w, y + h * 0.55)
        shield.quadTo(x + w, y + h * 0.9, x + w / 2, y + h)
        shield.quadTo(x, y + h * 0.9, x, y + h * 0.55)
        shield.closeSubpath()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.save()
        p.setClipPath(shield)
        p.fillRect(QRectF(x, y, w / 2, h), style.army_colour("gold"))
        p.fillRect(QRectF(x + w / 2, y, w / 2, h), style.army_colour("silver"))
        p.restore()
        p.setPen(QPen(style.INK, 2.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(shield)
        p.drawLine(QPointF(x + w / 2, y), QPointF(x + w / 2, y + h))

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        # A soft parchment wash with a green field band at the bottom: a table, not a form.
        p = QPainter(self)
        grad = QLinearGradient(0, 0, 0, self.height())
        grad.setColorAt(0.0, QColor("#f6edd3"))
        grad.setColorAt(0.85, style.PARCHMENT)
        grad.setColorAt(1.0, style.PARCHMENT_DARK)
        p.fillRect(self.rect(), grad)
        p.fillRect(0, self.height() - 8, self.width(), 8, style.FIELD_GREEN_DARK)
        self._paint_emblem(p)
        p.end()
        if not self._painted:
            self._painted = True
            self.firstPainted.emit()
