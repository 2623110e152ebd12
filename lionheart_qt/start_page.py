"""The start page: choose a game, who plays each side, the options; or pick up a saved game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from . import paths, style
from .seating import HUMAN, fill_seat_box, seat_swatch
from .settings import Settings

# The emblem beside the title: a shield parted in two tinctures (a logo, not a seat's colours).
EMBLEM_TINCTURES = (QColor("#d4a017"), QColor("#a9b4c0"))


def _describe_save(path: Path) -> str:
    """One line about a save without loading the rules: game, actions, when it was saved."""
    import json

    from PySide6.QtCore import QCoreApplication

    try:
        if path.stat().st_size > 5_000_000:
            return ""
        doc = json.loads(path.read_text(encoding="utf-8"))
        game = _game_title(doc)
        when = str(doc.get("saved_at", ""))[:16].replace("T", " ")
        line = QCoreApplication.translate("StartPage", "{game}, after action {n}").format(
            game=game, n=len(doc.get("actions", [])))
        return line + (QCoreApplication.translate("StartPage", ", saved {when}").format(when=when)
                       if when else "")
    except (OSError, ValueError, AttributeError, TypeError):
        return ""


def _game_title(doc: dict) -> str:
    """The player's title for a saved game and the game's name, from the file alone."""
    rid = str(doc.get("ruleset", ""))
    name = rid
    try:
        from lionheart_core import rulesets
        from lionheart_core.i18n import text

        name = text(rulesets.get(rid).title)
    except Exception:  # a game this version lacks: its id says enough
        pass
    title = doc.get("title")
    return f"{title} ({name})" if title else name


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
        self.title = title = QLabel()
        title.setFont(style.font(30, bold=True, serif=True))
        title.setStyleSheet(f"color:{style.INK.name()};")
        self.subtitle = subtitle = QLabel()
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
        self.seat_labels: dict[str, Any] = {}
        self.players_box: Any = None  # the number of players, where the game lets you choose
        self._player_option: str | None = None
        self._saved_seats: dict[str, str] = {}
        self._saved_opts: dict[str, Any] = {}
        self._in_progress: str | None = None
        self.options_form: Any = None
        self._painted = False
        self._built = False
        self.retranslate()

    def _build(self) -> None:
        """The two columns (new game, continue): built with :meth:`populate`, after the first
        frame, since each widget class PySide6 meets costs start-up time."""
        from PySide6.QtWidgets import QFormLayout, QGroupBox, QHBoxLayout, QListWidget, QPushButton

        outer = self.outer
        columns = QHBoxLayout()
        columns.setSpacing(24)
        outer.addLayout(columns, 1)

        # ---- left: the new game ----
        self.new_box = new_box = QGroupBox()
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
        self.game_label = QLabel()
        new_lay.addWidget(self.game_label)
        new_lay.addWidget(self.ruleset_list)
        new_lay.addWidget(self.blurb)
        self.seats_box = QGroupBox()
        self.seats_form = QFormLayout(self.seats_box)
        self.options_box = QGroupBox()
        self.options_lay = QVBoxLayout(self.options_box)
        new_lay.addWidget(self.seats_box)
        new_lay.addWidget(self.options_box)
        self.options_error = QLabel()
        self.options_error.setObjectName("optionsError")
        self.options_error.setWordWrap(True)
        self.options_error.setStyleSheet(f"color:{style.DECISION.name()}; font-weight:bold;")
        self.options_error.hide()
        new_lay.addWidget(self.options_error)
        new_lay.addStretch(1)
        self.start_button = QPushButton()
        self.start_button.setObjectName("startButton")
        self.start_button.setProperty("primary", "true")
        self.start_button.clicked.connect(self._start)
        new_lay.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignRight)
        columns.addWidget(new_box, 3)

        # ---- right: games to continue ----
        self.old_box = old_box = QGroupBox()
        old_lay = QVBoxLayout(old_box)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("continueButton")
        self.continue_button.setProperty("primary", "true")
        self.continue_button.clicked.connect(lambda: self.openRequested.emit(str(paths.autosave_path())))
        self.continue_note = QLabel()
        self.continue_note.setStyleSheet(f"color:{style.INK_SOFT.name()};")
        self.return_button = QPushButton()
        self.return_button.setObjectName("returnButton")
        self.return_button.setProperty("primary", "true")
        self.return_button.clicked.connect(self.returnRequested)
        self.return_button.hide()
        old_lay.addWidget(self.return_button)
        old_lay.addWidget(self.continue_button)
        old_lay.addWidget(self.continue_note)
        old_lay.addSpacing(10)
        self.recent_label = QLabel()
        old_lay.addWidget(self.recent_label)
        self.recent_list = QListWidget()
        self.recent_list.setObjectName("recentList")
        self.recent_list.setWordWrap(True)
        self.recent_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.recent_list.setStyleSheet("QListWidget::item { padding: 4px 2px; }")
        self.recent_list.itemActivated.connect(
            lambda item: self.openRequested.emit(item.data(Qt.ItemDataRole.UserRole)))
        old_lay.addWidget(self.recent_list, 1)
        self.open_button = QPushButton()
        self.open_button.setObjectName("openButton")
        self.open_button.clicked.connect(self.openDialogRequested)
        old_lay.addWidget(self.open_button)
        columns.addWidget(old_box, 2)

        self._built = True
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the page in the current language (at start and when it changes):
        the labels, and the games, seats and options, which the rules name."""
        self.title.setText(self.tr("Lionheart Table"))
        self.subtitle.setText(self.tr("Medieval battles at one table: every rule kept by the program."))
        if not self._built:
            return
        self.new_box.setTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game"))
        self.seats_box.setTitle(self.tr("Who plays"))
        self.options_box.setTitle(self.tr("Options"))
        self.start_button.setText(self.tr("Start the game"))
        self.old_box.setTitle(self.tr("Continue"))
        self.continue_button.setText(self.tr("Continue last game"))
        self.return_button.setText(self.tr("Return to the game"))
        self.recent_label.setText(self.tr("Recent games"))
        self.open_button.setText(self.tr("Open a saved game..."))
        if self.ruleset_list.count():
            from lionheart_core import rulesets
            from lionheart_core.i18n import text

            for i in range(self.ruleset_list.count()):
                item = self.ruleset_list.item(i)
                item.setText(text(rulesets.get(item.data(Qt.ItemDataRole.UserRole)).title))
            # Seats and options again, keeping what was chosen.
            self._saved_opts = self.options_values()
            self._saved_seats = {**self._saved_seats, **self.seats()}
            self._ruleset_chosen(self.ruleset_list.currentRow(), keep=True)
        self.refresh()

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def populate(self) -> None:
        """Build the page and fill in the games, seats and options (this loads the core: done
        after the first frame, so the window shows at once)."""
        from PySide6.QtWidgets import QListWidgetItem

        from lionheart_core import rulesets

        if self._built:
            return
        self._build()
        self.refresh()

        from lionheart_core.i18n import text

        ids = list(rulesets.builtin_ids())
        for rid in ids:
            item = QListWidgetItem(text(rulesets.get(rid).title))
            item.setData(Qt.ItemDataRole.UserRole, rid)
            item.setToolTip(rid)
            self.ruleset_list.addItem(item)
        self.ruleset_list.currentRowChanged.connect(self._ruleset_chosen)
        last = self.settings.last_ruleset()
        self.ruleset_list.setCurrentRow(ids.index(last) if last in ids else 0)
        self.start_button.setEnabled(True)

    # ---- state of the page ----------------------------------------------------------------
    def ruleset_id(self) -> str:
        from lionheart_core import rulesets

        item = self.ruleset_list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else rulesets.builtin_ids()[0]

    def seats(self) -> dict[str, str]:
        return {p: box.currentData() for p, box in self.seat_boxes.items()}

    def set_seat(self, player: str, kind: str) -> None:
        box = self.seat_boxes[player]
        box.setCurrentIndex(box.findData(kind))

    def options_values(self) -> dict[str, Any]:
        values = self.options_form.values() if self.options_form else {}
        if self.players_box is not None:
            values[self._player_option] = self.players_box.value()
        return values

    def set_game_in_progress(self, text: str | None) -> None:
        """Offer to go back to the game open in this window (None: there is none). That game
        is also the autosave, so "Continue last game" would only repeat it."""
        self._in_progress = text
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
        self.continue_note.setText(_describe_save(auto) if auto.exists() else self.tr("No game in progress."))
        self.recent_list.clear()
        recent = self.settings.recent_files()
        for p in recent:
            about = _describe_save(Path(p))
            name = Path(p).name.removesuffix(paths.SAVE_SUFFIX)
            # The file's name, and under it the game, how far it went and when it was saved.
            item = QListWidgetItem(f"{name}\n{about}" if about else name)
            item.setToolTip(str(p))
            item.setData(Qt.ItemDataRole.UserRole, p)
            self.recent_list.addItem(item)
        if not recent:
            item = QListWidgetItem(self.tr("Games you save appear here."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent_list.addItem(item)
        if self._in_progress is not None:
            self.set_game_in_progress(self._in_progress)

    def _ruleset_chosen(self, _row: int, keep: bool = False) -> None:
        from PySide6.QtWidgets import QSpinBox

        from lionheart_core import rulesets

        from .dialogs.options_form import OptionsForm, option_text
        from .rulesets import ui_for

        rid = self.ruleset_id()
        rs = rulesets.get(rid)
        self.blurb.setText(ui_for(rid).blurb())
        defaults = self.settings.defaults(rid)
        saved_seats = defaults.get("seats", {}) if isinstance(defaults.get("seats"), dict) else {}
        saved_opts = defaults.get("options", {}) if isinstance(defaults.get("options"), dict) else {}
        if keep:  # the same game in another language: what was chosen stays
            saved_seats, saved_opts = self._saved_seats, self._saved_opts
        while self.seats_form.rowCount():
            self.seats_form.removeRow(0)
        self.seat_boxes, self.seat_labels = {}, {}
        # The number of players leads the seat list, where the game lets you choose it.
        facts = rs.facts
        self._player_option = facts.player_option
        self.players_box = None
        if facts.player_option and facts.min_players < facts.max_players:
            spin = QSpinBox()
            spin.setObjectName("playerCount")
            spin.setRange(facts.min_players, facts.max_players)
            wanted = saved_opts.get(facts.player_option)
            default = rs.Options().model_dump().get(facts.player_option, facts.min_players)
            spin.setValue(wanted if isinstance(wanted, int) else int(default))
            info = rs.Options.model_fields.get(facts.player_option)
            spin.setToolTip(option_text(rid, f"option.{facts.player_option}.help",
                                        (info.description or "") if info is not None else ""))
            self.seats_form.addRow(self.tr("Players"), spin)
            self.players_box = spin
        if self.options_form is not None:
            self.options_form.setParent(None)
            self.options_form.deleteLater()
        self.options_form = OptionsForm(rs.Options, saved_opts, domain=rid,
                                        exclude=(facts.player_option,) if self.players_box else ())
        self.options_lay.addWidget(self.options_form)
        self._saved_seats = saved_seats
        self._fill_seats()
        # The seats follow the options live (their number, and any option that renames them).
        self.options_form.changed.connect(self._fill_seats)
        if self.players_box is not None:
            self.players_box.valueChanged.connect(self._fill_seats)

    def _fill_seats(self) -> None:
        """One row per seat of the game the options describe: its name on its colour, and who
        plays it (choices already made for a seat are kept)."""
        from PySide6.QtWidgets import QComboBox, QLabel

        from lionheart_core import rulesets

        rid = self.ruleset_id()
        rs = rulesets.get(rid)
        problem = self.options_problem()
        try:
            seats = rs.seats(rs.options_from_dict(self.options_values()))
        except Exception:  # values the options refuse: the standard game's seats
            seats = rs.seats(rs.Options())
        # Options that make no game (two characters too many) say so, and nothing starts.
        self.options_error.setText(self.tr("These choices do not make a game: {reason}").format(reason=problem)
                                   if problem else "")
        self.options_error.setVisible(bool(problem))
        self.start_button.setEnabled(not problem)
        chosen = {**self._saved_seats, **self.seats()}
        first = 1 if self.players_box is not None else 0
        while self.seats_form.rowCount() > first:
            self.seats_form.removeRow(first)
        self.seat_boxes, self.seat_labels = {}, {}
        for seat in seats:
            box = QComboBox()
            box.setObjectName(f"seat_{seat.id}")
            fill_seat_box(box, chosen.get(seat.id, HUMAN))
            swatch = QLabel()
            swatch.setObjectName(f"swatch_{seat.id}")
            seat_swatch(swatch, rid, seat)
            self.seats_form.addRow(swatch, box)
            self.seat_boxes[seat.id] = box
            self.seat_labels[seat.id] = swatch

    def options_problem(self) -> str:
        """Why the chosen options make no game (the rules' reason), or "" when they do."""
        from pydantic import ValidationError

        from lionheart_core import rulesets

        try:
            rulesets.get(self.ruleset_id()).options_from_dict(self.options_values())
        except ValidationError as e:
            return "; ".join(str(err.get("msg", "")).removeprefix("Value error, ") for err in e.errors())
        except ValueError as e:
            return str(e)
        return ""

    def _start(self) -> None:
        if self.options_problem():
            return
        rid, opts, seats = self.ruleset_id(), self.options_values(), self.seats()
        self.settings.save_defaults(rid, seats, opts)
        self.newGameRequested.emit(rid, opts, seats)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        # Keep the page a readable width on wide screens: centre it.
        side = max(40, (self.width() - MAX_CONTENT_WIDTH) // 2)
        self.outer.setContentsMargins(side, 30, side, 30)
        super().resizeEvent(event)

    def _paint_emblem(self, p: QPainter) -> None:
        """A shield parted in two tinctures beside the title: opponents at one table."""
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
        p.fillRect(QRectF(x, y, w / 2, h), EMBLEM_TINCTURES[0])
        p.fillRect(QRectF(x + w / 2, y, w / 2, h), EMBLEM_TINCTURES[1])
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
