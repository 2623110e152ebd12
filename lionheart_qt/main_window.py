"""The table window: the board in the centre, docks around it, menus with shortcuts.

``run_gui(file)`` is what the ``lionheart`` command calls: a QApplication with the table's
style, then the start page, or the saved game given on the command line.
"""

from __future__ import annotations

import logging
import sys
import tempfile
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer

# Only what the first frame needs is imported here; PySide6 builds each class on first use, so the
# rest (docks, dialogs, menus) is imported where it is used, after that frame.
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from . import paths, style
from .i18n import LANGUAGES, apply_language, language
from .seating import is_bot, seat_look
from .settings import Settings
from .start_page import StartPage

if TYPE_CHECKING:  # the controller pulls in the core, loaded after the first frame
    from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
    from PySide6.QtWidgets import QDockWidget, QMessageBox

    from .controller import GameController

log = logging.getLogger(__name__)


def create_board(controller: GameController, parent: QWidget | None = None) -> QWidget:
    """The ruleset's board view (lionheart_qt.boards); a plain notice if it cannot be built."""
    try:
        # The ruleset's board, or the board of the game running inside it (the campaign's battle).
        from .subgame_view import create_board_view
    except ImportError:
        log.exception("no board module")
        return _missing_board(QCoreApplication.translate("MainWindow", "The board module is not installed."), parent)
    try:
        return create_board_view(controller, parent)
    except Exception as exc:  # a ruleset without a board must not take the window down
        log.exception("board view failed")
        return _missing_board(QCoreApplication.translate("MainWindow", "This game's board cannot be drawn: {error}").format(error=exc), parent)


def _missing_board(text: str, parent: QWidget | None) -> QWidget:
    label = QLabel(text, parent)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setStyleSheet(f"background:{style.FIELD_GREEN_DARK.name()}; color:white; font-size:14pt;")
    return label


def _widget_active(widget: QWidget) -> bool:
    """Whether a board's side widget has something to do now (trays: only during a setup)."""
    for name in ("is_active", "active"):
        probe = getattr(widget, name, None)
        if callable(probe):
            return bool(probe())
    placement = getattr(widget, "placement", None)
    probe = getattr(placement, "active", None)
    return bool(probe()) if callable(probe) else True


class GameArea(QWidget):
    """The centre of the window: the board. (``handoff`` is the window's hand-off cover.)"""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.board: QWidget | None = None
        self.handoff: Any = None

    def set_board(self, board: QWidget) -> None:
        if self.board is not None:
            self.lay.removeWidget(self.board)
            self.board.setParent(None)
            self.board.deleteLater()
        self.board = board
        self.lay.addWidget(board)


class _PageStack(QStackedWidget):
    """The start page and the board, one at a time; its size hints are the shown page's, so the
    start page's width does not widen a game's window (a QStackedWidget takes the largest)."""

    def sizeHint(self):  # noqa: N802
        w = self.currentWidget()
        return w.sizeHint() if w is not None else super().sizeHint()

    def minimumSizeHint(self):  # noqa: N802
        w = self.currentWidget()
        return w.minimumSizeHint() if w is not None else super().minimumSizeHint()


class MainWindow(QMainWindow):
    """The whole app in one window: start page or game, docks, menus."""

    def __init__(self, controller: GameController | None = None, settings: Settings | None = None,
                 deferred: bool = False) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings or Settings()
        self.last_message: QMessageBox | None = None
        self.game_over_dialog: Any = None
        self._rules_viewer: Any = None
        self._board_docks: list[QDockWidget] = []
        self._ready_callbacks: list[Any] = []
        self.ready = False

        # What the first frame needs: the window, its title and the bare start page. The core
        # (pydantic, shapely, the rules) loads right after that frame when ``deferred``.
        self.stack = _PageStack()
        self.stack.currentChanged.connect(lambda _i: self.stack.updateGeometry())
        self.start_page = StartPage(self.settings)
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        self.setWindowTitle(self.tr("Lionheart Table"))
        self.resize(1400, 900)
        geometry, _state = self.settings.window_layout()
        if geometry is not None:
            self.restoreGeometry(geometry)
        self._controller_given = controller
        if deferred:
            self.start_page.firstPainted.connect(lambda: QTimer.singleShot(0, self._complete))
        else:
            self._complete()

    def when_ready(self, callback: Any) -> None:
        """Call ``callback`` once the window is complete (at once if it is)."""
        if self.ready:
            callback()
        else:
            self._ready_callbacks.append(callback)

    def _complete(self) -> None:
        """Build everything that needs the core: controller, game area, docks, menus."""
        if self.ready:
            return
        from .controller import GameController
        from .panels.decision import DecisionPanel
        from .panels.history import HistoryStepper
        from .panels.log_dock import LogPanel

        self.controller = self._controller_given or GameController(self)
        if self.controller.parent() is None:
            self.controller.setParent(self)
        from .dialogs.handoff import HandoffScreen

        self.game_area = GameArea()
        self.stack.addWidget(self.game_area)
        # The hand-off cover hides the whole window: board, panels, menus and status bar.
        self.handoff = HandoffScreen(self)
        self.game_area.handoff = self.handoff
        self._hidden_floating: list[QDockWidget] = []
        self.decision_panel = DecisionPanel(self.controller)
        self.log_panel = LogPanel(self.controller)
        self.history = HistoryStepper(self.controller)
        self.turn_dock = self._dock("", "turnDock", self.decision_panel, Qt.DockWidgetArea.RightDockWidgetArea)
        self.log_dock = self._dock("", "logDock", self.log_panel, Qt.DockWidgetArea.RightDockWidgetArea)
        self.history_dock = self._dock("", "historyDock", self.history,
                                       Qt.DockWidgetArea.RightDockWidgetArea)

        from PySide6.QtWidgets import QProgressBar

        self.thinking = QProgressBar()
        self.thinking.setRange(0, 0)
        self.thinking.setMaximumWidth(120)
        self.thinking.setMaximumHeight(14)
        self.thinking_label = QLabel()
        self.statusBar().addPermanentWidget(self.thinking_label)
        self.statusBar().addPermanentWidget(self.thinking)
        self.thinking.hide()

        self._build_menus()
        self._connect()
        self.handoff.raise_()
        self.start_page.populate()
        _geometry, state = self.settings.window_layout()
        if state is not None:
            self.restoreState(state)
        self.ready = True
        self._show_start_page()
        for callback in self._ready_callbacks:
            callback()
        self._ready_callbacks = []

    # ---- building ---------------------------------------------------------------------------
    @staticmethod
    def _text(value: Any) -> str:
        from lionheart_core.i18n import text

        return text(value)

    def _dock(self, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        from PySide6.QtWidgets import QDockWidget

        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(area, dock)
        return dock

    def _action(self, menu: Any, text: str, shortcut: QKeySequence | str | list, slot: Any,
                name: str, checkable: bool = False) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        act = QAction(text, self)
        act.setObjectName(name)
        if isinstance(shortcut, list):
            act.setShortcuts(shortcut)
        else:
            act.setShortcut(QKeySequence(shortcut))
        act.setCheckable(checkable)
        act.triggered.connect(slot)
        menu.addAction(act)
        self.addAction(act)  # shortcuts work even with the menu bar hidden
        return act

    def _build_menus(self) -> None:
        from PySide6.QtGui import QActionGroup, QKeySequence, QShortcut

        S = QKeySequence.StandardKey
        bar = self.menuBar()
        # Texts are set in retranslate(), again whenever the language changes.
        m = self.menu_file = bar.addMenu("")
        self.act_new = self._action(m, "", S.New, self.show_start_page, "actNew")
        self.act_new_position = self._action(m, "", "Ctrl+Shift+N", self.new_from_position, "actNewPosition")
        self.act_open = self._action(m, "", S.Open, self.open_dialog, "actOpen")
        self.act_save = self._action(m, "", S.Save, self.save, "actSave")
        self.act_save_as = self._action(m, "", "Ctrl+Shift+S", self.save_as, "actSaveAs")
        self.act_play_by_file = self._action(m, "", "Ctrl+Shift+F", self.play_by_file, "actPlayByFile")
        m.addSeparator()
        self.act_print = self._action(m, "", S.Print, self.print_setup_sheet, "actPrint")
        self.act_pdf = self._action(m, "", "Ctrl+E", self.export_pdf, "actPdf")
        m.addSeparator()
        self.act_quit = self._action(m, "", "Ctrl+Q", self.close, "actQuit")

        m = self.menu_edit = bar.addMenu("")
        self.act_undo = self._action(m, "", "Ctrl+Z", self.controller.undo, "actUndo")
        self.act_redo = self._action(m, "", ["Ctrl+Shift+Z", "Ctrl+Y"], self.controller.redo, "actRedo")
        m.addSeparator()
        self.act_copy_position = self._action(m, "", "Ctrl+Shift+C", self.copy_position, "actCopyPosition")
        # While Undo or Redo is greyed out, their keys still answer: the status bar says why.
        self.undo_refused = QShortcut(QKeySequence("Ctrl+Z"), self)
        self.undo_refused.activated.connect(self.controller.undo)
        self.redo_refused = [QShortcut(QKeySequence(k), self) for k in ("Ctrl+Shift+Z", "Ctrl+Y")]
        for shortcut in self.redo_refused:
            shortcut.activated.connect(self.controller.redo)

        m = self.menu_view = bar.addMenu("")
        self.act_fit = self._action(m, "", "Ctrl+0", self.fit_board, "actFit")
        self.act_zoom_in = self._action(m, "", S.ZoomIn, lambda: self.zoom(1.25), "actZoomIn")
        self.act_zoom_out = self._action(m, "", S.ZoomOut, lambda: self.zoom(0.8), "actZoomOut")
        m.addSeparator()
        # View > Language: each language named in its own words; switches at once.
        self.menu_language = m.addMenu("")
        self.menu_language.setObjectName("menuLanguage")
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions = {}
        for code, native in LANGUAGES.items():
            act = self.menu_language.addAction(native)
            act.setObjectName(f"actLanguage_{code}")
            act.setCheckable(True)
            act.setData(code)
            act.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.language_group.addAction(act)
            self.language_actions[code] = act
        m.addSeparator()
        self.docks_menu = m
        for i, dock in enumerate((self.turn_dock, self.log_dock, self.history_dock), start=1):
            toggle = dock.toggleViewAction()
            toggle.setShortcut(QKeySequence(f"Ctrl+{i}"))
            m.addAction(toggle)
            self.addAction(toggle)

        m = self.menu_game = bar.addMenu("")
        self.act_end_turn = self._action(m, "", "Ctrl+Return", self.end_turn, "actEndTurn")
        self.act_pause = self._action(m, "", "Ctrl+Space", self.toggle_pause, "actPause", checkable=True)
        self.act_seats = self._action(m, "", "Ctrl+Shift+P", self.choose_seats, "actSeats")
        self.act_history_back = self._action(m, "", "Alt+Left", lambda: self.history.step(-1), "actBack")
        self.act_history_fwd = self._action(m, "", "Alt+Right", lambda: self.history.step(1), "actFwd")

        m = self.menu_help = bar.addMenu("")
        self.act_rules = self._action(m, "", S.HelpContents, lambda: self.show_rules("rules"), "actRules")
        self.act_notes = self._action(m, "", "Shift+F1", lambda: self.show_rules("notes"), "actNotes")
        self.act_about = self._action(m, "", "Ctrl+Shift+A", self.show_about, "actAbout")
        self._retranslate_menus()

    def _retranslate_menus(self) -> None:
        """Every menu text in the current language (at start and after View > Language)."""
        self.menu_file.setTitle(self.tr("&File"))
        self.act_new.setText(self.tr("&New game..."))
        self.act_new_position.setText(self.tr("New from &position..."))
        self.act_open.setText(self.tr("&Open..."))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &as..."))
        self.act_play_by_file.setText(self.tr("Play by &file..."))
        self.act_print.setText(self.tr("&Print setup sheet..."))
        self.act_pdf.setText(self.tr("&Export setup sheet as PDF..."))
        self.act_quit.setText(self.tr("&Quit"))
        self.menu_edit.setTitle(self.tr("&Edit"))
        self.act_copy_position.setText(self.tr("&Copy position"))
        self.menu_view.setTitle(self.tr("&View"))
        self.act_fit.setText(self.tr("&Fit board to window"))
        self.act_zoom_in.setText(self.tr("Zoom &in"))
        self.act_zoom_out.setText(self.tr("Zoom &out"))
        self.menu_language.setTitle(self.tr("&Language"))
        for code, act in self.language_actions.items():
            act.setChecked(code == language())
        self.menu_game.setTitle(self.tr("&Game"))
        self.act_end_turn.setText(self.tr("&End turn"))
        self.act_pause.setText(self.tr("&Pause computer players"))
        self.act_seats.setText(self.tr("&Who plays..."))
        self.act_history_back.setText(self.tr("Step &back in history"))
        self.act_history_fwd.setText(self.tr("Step &forward in history"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.act_rules.setText(self.tr("&Rules"))
        self.act_notes.setText(self.tr("Rules &notes"))
        self.act_about.setText(self.tr("&About Lionheart Table"))
        self.turn_dock.setWindowTitle(self.tr("Turn"))
        self.log_dock.setWindowTitle(self.tr("Game log"))
        self.history_dock.setWindowTitle(self.tr("History"))
        # The board names its own docks (a setup tray): ask it again, in the new language.
        side_widgets = getattr(self.game_area.board, "side_widgets", None)
        if callable(side_widgets) and self._board_docks:
            titles = {id(widget): title for title, widget in side_widgets()}
            for dock in self._board_docks:
                if id(dock.widget()) in titles:
                    dock.setWindowTitle(titles[id(dock.widget())])

    # ---- language -----------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """View > Language: speak ``lang`` at once (menus, panels, the log, the rules' texts)
        and remember the choice."""
        lang = apply_language(lang)
        self.settings.set_language(lang)
        if self.ready:
            for code, act in self.language_actions.items():
                act.setChecked(code == lang)

    def retranslate(self) -> None:
        """Set every text the window owns again (the language changed)."""
        self.setWindowTitle(self.tr("Lionheart Table"))
        if not self.ready:
            return
        self.controller.retranslate()
        # A passing message of the status bar was said in the old language: it goes.
        self.statusBar().clearMessage()
        self._retranslate_menus()
        self._update_actions()
        self._update_title()
        self._thinking(self.controller.bot_thinking_for())
        if self.handoff.isVisibleTo(self) and self.handoff.player:
            player = self.handoff.player
            self.handoff.show_for(player, self.controller.seat_name(player), self._seat_look(player))
        if self.stack.currentWidget() is self.start_page:
            self._show_start_page()
        elif self.controller.state is not None:
            # The board and panels draw the rules' texts (names, labels) again.
            self.controller.stateChanged.emit()

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _connect(self) -> None:
        c = self.controller
        c.stateChanged.connect(self._state_changed)
        c.gameOver.connect(self._game_over)
        c.handoffNeeded.connect(self._cover_for)
        self.handoff.taken.connect(self._screen_taken)
        c.botThinking.connect(self._thinking)
        c.fileChanged.connect(self._update_title)
        c.actionRejected.connect(lambda reason: self.statusBar().showMessage(reason, 6000))
        c.loadFailed.connect(self._load_failed)
        self.start_page.newGameRequested.connect(self.new_game)
        self.start_page.openRequested.connect(self.open_path)
        self.start_page.openDialogRequested.connect(self.open_dialog)
        self.start_page.returnRequested.connect(self._show_game)

    # ---- pages ----------------------------------------------------------------------------
    def show_start_page(self) -> None:
        self._show_start_page()

    def _show_start_page(self) -> None:
        self.start_page.refresh()
        c = self.controller
        if c.state is not None and not c.is_over():
            self.start_page.set_game_in_progress(f"{self._text(c.ruleset.title)}: {c.turn_summary()}")
        else:
            self.start_page.set_game_in_progress(None)
        self.stack.setCurrentWidget(self.start_page)
        for dock in (self.turn_dock, self.log_dock, self.history_dock, *self._board_docks):
            dock.hide()
        self._update_actions()
        self._update_title()

    def _show_game(self) -> None:
        if self.controller.state is None:
            self._show_start_page()
            return
        self.stack.setCurrentWidget(self.game_area)
        for dock in (self.turn_dock, self.log_dock, self.history_dock):
            dock.show()
        for dock in self._board_docks:
            dock.setVisible(_widget_active(dock.widget()))
        self.resizeDocks([self.turn_dock, self.log_dock, self.history_dock], [150, 600, 80],
                         Qt.Orientation.Vertical)
        self._update_actions()
        self._update_title()

    def in_game(self) -> bool:
        return self.stack.currentWidget() is self.game_area and self.controller.state is not None

    # ---- games ----------------------------------------------------------------------------
    def new_game(self, ruleset_id: str, options: dict | None = None, seats: dict | None = None,
                 seed: int | None = None) -> None:
        """Start a game and show the board (the start page calls this)."""
        self.controller.new_game(ruleset_id, options, seed=seed, seats=seats)
        self._attach_board()
        self._show_game()
        self.controller.stateChanged.emit()

    def _attach_board(self) -> None:
        for dock in self._board_docks:
            self.removeDockWidget(dock)
            dock.deleteLater()
        self._board_docks = []
        for act in getattr(self, "_board_view_actions", []):
            self.menu_view.removeAction(act)
        board = create_board(self.controller, self.game_area)
        self.game_area.set_board(board)
        from .subgame_view import board_key

        self._board_key = board_key(self.controller)
        # A board's own View toggles (the campaign's supply and zones of control).
        scene = getattr(board, "board_scene", None)
        view_actions = getattr(scene, "view_actions", None)
        self._board_view_actions = list(view_actions()) if callable(view_actions) else []
        if self._board_view_actions:
            before = self.menu_language.menuAction()
            for act in self._board_view_actions:
                self.menu_view.insertAction(before, act)
                self.addAction(act)
        side_widgets = getattr(board, "side_widgets", None)
        for title, widget in (side_widgets() if callable(side_widgets) else []):
            dock = self._dock(title, f"boardDock_{len(self._board_docks)}", widget,
                              Qt.DockWidgetArea.LeftDockWidgetArea)
            self._board_docks.append(dock)
            toggle = dock.toggleViewAction()
            toggle.setShortcut(f"Ctrl+{3 + len(self._board_docks)}")
            self.docks_menu.addAction(toggle)
            self.addAction(toggle)
            # A tray that is only needed during a setup says so (activeChanged): its dock
            # leaves the table to the board the rest of the time.
            active_changed = getattr(widget, "activeChanged", None)
            if active_changed is not None:
                active_changed.connect(lambda on, d=dock: d.setVisible(on and self.in_game()))
                dock.setVisible(_widget_active(widget))
        QTimer.singleShot(0, self.fit_board)
        # Docks made just now would sit above a cover that is up.
        self._sync_cover()

    def board_view(self) -> QWidget | None:
        return self.game_area.board

    def open_path(self, path: str | Path) -> bool:
        """Open a save; a corrupt, foreign or newer file is refused and the current game kept.
        A turn file of a game played by file opens in File > Play by file."""
        from lionheart_core.engine import LoadError

        if str(path).endswith(".lionheart-turn.json"):
            return self.play_by_file().open_received(path)

        title = self.tr("Cannot open this game")
        try:
            self.controller.open_file(path)
        except LoadError as exc:
            self.message(title, self._cannot_open(str(exc)))
            return False
        except OSError as exc:
            self.message(title, self.tr("{file} cannot be read: {reason}").format(
                file=Path(path).name, reason=exc.strerror or exc))
            return False
        except Exception as exc:  # never a traceback for a bad file
            log.exception("open failed")
            self.message(title, self.tr("{file} is not a game this program can read ({error}).").format(
                file=Path(path).name, error=type(exc).__name__))
            return False
        self._opened_path = Path(path)
        if Path(path).resolve() != paths.autosave_path().resolve():
            self.settings.add_recent(path)
        self._attach_board()
        self._show_game()
        return True

    def _cannot_open(self, reason: str) -> str:
        if self.controller.state is not None:
            return self.tr("This game cannot be opened; the game on the table goes on.\n\n{reason}").format(reason=reason)
        return self.tr("This game cannot be opened.\n\n{reason}").format(reason=reason)

    def _load_failed(self, reason: str) -> None:
        """A game opened from a file failed its check in the background: the game that was on
        the table is back (or the start page, when there was none), and the file leaves the
        recent list."""
        opened = getattr(self, "_opened_path", None)
        if opened is not None:
            self.settings.remove_recent(opened)
        if self.controller.state is None:
            # No game to go back to: the board of the refused one leaves with it.
            for dock in self._board_docks:
                self.removeDockWidget(dock)
                dock.deleteLater()
            self._board_docks = []
            self.game_area.set_board(QWidget())
            self._show_start_page()
        else:
            self._attach_board()
            self._show_game()
        self.message(self.tr("Cannot open this game"), self._cannot_open(reason))

    def _save_filter(self) -> str:
        return self.tr("Lionheart Table games (*{suffix} *.json);;All files (*)").format(suffix=paths.SAVE_SUFFIX)

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a game"), str(paths.saves_dir()), self._save_filter())
        if path:
            self.open_path(path)

    def save(self) -> bool:
        if not self.in_game():
            return False
        if self.controller.path is None:
            return self.save_as()
        return self.save_to(self.controller.path)

    def save_as(self) -> bool:
        if not self.in_game():
            return False
        suggested = paths.saves_dir() / f"{self.controller.ruleset.id}{paths.SAVE_SUFFIX}"
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), str(suggested), self._save_filter())
        if not path:
            return False
        if not path.endswith(".json"):
            path += paths.SAVE_SUFFIX
        return self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        try:
            self.controller.finish_loading()
            self.controller.save_file(path)
        except Exception as exc:  # disk full, no permission...: say so, keep playing
            log.exception("save failed")
            self.message(self.tr("Cannot save"), self.tr("The game could not be saved to {path}: {error}").format(path=path, error=exc))
            return False
        self.settings.add_recent(path)
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 4000)
        return True

    # ---- printing -------------------------------------------------------------------------
    def _print_module(self) -> Any:
        try:
            from . import printing
        except ImportError:
            self.message(self.tr("Printing unavailable"), self.tr("The printing module is not installed."))
            return None
        return printing

    def play_by_file(self) -> Any:
        """File > Play by file: this side's copy of a game played by exchanging turn files."""
        from .dialogs.play_by_file import PlayByFileDialog

        dialog = getattr(self, "play_by_file_dialog", None)
        if dialog is None:
            dialog = self.play_by_file_dialog = PlayByFileDialog(self)
        dialog.show()
        dialog.raise_()
        return dialog

    def print_setup_sheet(self) -> None:
        """File > Print setup sheet: a print preview of the current game's setup sheets."""
        if not self.in_game() or (printing := self._print_module()) is None:
            return
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        preview = QPrintPreviewDialog(printer, self)
        preview.setWindowTitle(self.tr("Print setup sheet"))
        # Large enough to read a page at once (its default is a postage stamp).
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        if screen is not None:
            preview.resize(int(screen.width() * 0.8), int(screen.height() * 0.9))
        preview.paintRequested.connect(lambda p: printing.print_setup_sheet(self.controller, p))
        preview.exec()

    def export_pdf(self, path: str | None = None) -> bool:
        """File > Export setup sheet as PDF."""
        if not self.in_game() or (printing := self._print_module()) is None:
            return False
        if not path:
            suggested = paths.saves_dir() / f"{self.controller.ruleset.id}-setup.pdf"
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export setup sheet"), str(suggested),
                                                  self.tr("PDF documents (*.pdf)"))
            if not path:
                return False
        try:
            printing.print_setup_sheet(self.controller, str(path))
        except Exception as exc:
            log.exception("pdf export failed")
            self.message(self.tr("Cannot export"), self.tr("The setup sheet could not be written: {error}").format(error=exc))
            return False
        self.statusBar().showMessage(self.tr("Setup sheet written to {path}").format(path=path), 4000)
        return True

    # ---- view and game menus ----------------------------------------------------------------
    def fit_board(self) -> None:
        from PySide6.QtWidgets import QGraphicsView

        board = self.game_area.board
        if board is None:
            return
        if hasattr(board, "fit"):
            board.fit()
        elif isinstance(board, QGraphicsView) and board.scene() is not None:
            board.fitInView(board.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def zoom(self, factor: float) -> None:
        from PySide6.QtWidgets import QGraphicsView

        board = self.game_area.board
        if board is None:
            return
        if hasattr(board, "zoom_in") and hasattr(board, "zoom_out"):
            board.zoom_in() if factor > 1 else board.zoom_out()
        elif isinstance(board, QGraphicsView):
            board.scale(factor, factor)

    # The actions Game > End turn stands for: the 1997 game's end of turn, the hex variant's end of
    # an action (also inside a sub-game, such as the campaign's battle on the tactical field).
    END_TURN_ACTIONS = ("EndTurn", "EndAction")

    def end_turn(self) -> None:
        for action in self.controller.legal_actions():
            inner = getattr(action, "action", None) if type(action).__name__ == "SubAction" else action
            if (type(inner).__name__ in self.END_TURN_ACTIONS
                    and getattr(action, "player", None) == self.controller.view_player()):
                self.controller.submit(action)
                return
        self.statusBar().showMessage(self.tr("You cannot end the turn now."), 4000)

    def choose_seats(self) -> None:
        """Game > Who plays: hand a seat to the computer, or take one over, mid-game."""
        if not self.in_game():
            return
        from .dialogs.seats import SeatsDialog

        c = self.controller
        dialog = SeatsDialog(dict(c.seats), c.ruleset.id, c.ruleset.seats(c.options), self)
        self.seats_dialog = dialog
        dialog.accepted.connect(lambda: self.controller.with_seats(dialog.seats()))
        dialog.open()

    def copy_position(self) -> None:
        """Edit > Copy position: the position on the screen as the ruleset's text, as the
        player at the screen sees it (nothing hidden from them is in it)."""
        if not self.in_game():
            return
        position = self.controller.position_text()
        QApplication.clipboard().setText(position)
        self.statusBar().showMessage(self.tr("Position copied: {text}").format(text=position), 6000)

    def new_from_position(self) -> None:
        """File > New from position: paste, edit or build a position and start a game there."""
        from .dialogs.position import PositionDialog

        c = self.controller
        if c.ruleset is not None and self.in_game():
            rid, position, seats = c.ruleset.id, c.position_text(), dict(c.seats)
        else:
            rid, position, seats = self.start_page.ruleset_id(), None, self.start_page.seats()
        dialog = PositionDialog(rid, position, self, seats=seats)
        self.position_dialog = dialog
        dialog.startRequested.connect(self.start_from_position)
        dialog.open()

    def start_from_position(self, ruleset_id: str, state: Any, seats: dict) -> None:
        """Start a game from a position (the position dialog calls this)."""
        self.controller.new_game_from_position(ruleset_id, state, seats)
        self._attach_board()
        self._show_game()
        self.controller.stateChanged.emit()

    def toggle_pause(self) -> None:
        self.controller.set_paused(not self.controller.paused)

    def show_rules(self, tab: str = "rules") -> None:
        from .help import RulesViewer

        c = self.controller
        if c.ruleset is not None:
            rid, title = c.ruleset.id, self._text(c.ruleset.title)
        else:
            from lionheart_core import rulesets

            rid = self.start_page.ruleset_id()
            title = self._text(rulesets.get(rid).title)
        self._rules_viewer = RulesViewer(rid, title, self, tab=tab)
        self._rules_viewer.show()

    def show_about(self) -> None:
        try:
            from .about import show_about
        except ImportError:
            from lionheart_core import __version__

            self.message(self.tr("About Lionheart Table"), f"Lionheart Table {__version__}")
            return
        self.about_dialog = show_about(self)

    # ---- reacting to the controller ------------------------------------------------------------
    def _state_changed(self) -> None:
        self._update_actions()
        QTimer.singleShot(0, self._fit_turn_dock)
        if self._board_stale():
            # A game inside the game opened or closed (the campaign's battle): its board comes
            # (or goes) once this change has reached everyone.
            QTimer.singleShot(0, self._sync_board)

    def _board_stale(self) -> bool:
        from .subgame_view import board_key

        # The same game on the table (a new game attaches its own board), another board kind.
        key = getattr(self, "_board_key", None)
        if not (self.ready and self.in_game() and key is not None):
            return False
        now = board_key(self.controller)
        return now != key and now[0] == key[0]

    def _sync_board(self) -> None:
        """Put the board of the position on the screen on the table (a sub-game's or its
        parent's), its docks with it."""
        if not self._board_stale():
            return
        self._attach_board()
        self.game_area.board.show()  # at once, not at the layout's next turn
        for dock in self._board_docks:
            dock.setVisible(_widget_active(dock.widget()))
        self._update_actions()

    def _fit_turn_dock(self) -> None:
        """Grow the Turn dock when its wrapped text and the pending decision's buttons do not
        fit (measured at the dock's width: wrapped lines need more height when it is narrow)."""
        if not self.ready or not self.turn_dock.isVisible() or self.turn_dock.isFloating():
            return
        panel = self.decision_panel
        height = panel.layout().totalHeightForWidth(self.turn_dock.widget().width())
        # resizeDocks shares space out only roughly; the panel's minimum height makes sure no
        # wrapped line (longer in Dutch or French) is cut off.
        panel.setMinimumHeight(height)
        wanted = max(height, panel.sizeHint().height()) + 30
        if self.turn_dock.height() < wanted:
            self.resizeDocks([self.turn_dock], [wanted], Qt.Orientation.Vertical)

    def _update_actions(self) -> None:
        c = self.controller
        # While the screen is being handed over, nothing reaches the next player's view from
        # the keyboard either: no undo, copy, print, end of turn or panel shown.
        covered = self.in_game() and c.handoff_pending() is not None
        playing = self.in_game() and not covered
        can_undo, can_redo = playing and c.can_undo(), playing and c.can_redo()
        self.act_undo.setEnabled(can_undo)
        self.act_redo.setEnabled(can_redo)
        self.undo_refused.setEnabled(playing and not can_undo)
        for shortcut in self.redo_refused:
            shortcut.setEnabled(playing and not can_redo)
        # Only what the player at the screen may take back is named (their own actions, or
        # anyone's over an open board): the texts never show another player's secret.
        undo, redo = (c.undo_text() if playing else ""), (c.redo_text() if playing else "")
        self.act_undo.setText(self.tr("&Undo {what}").format(what=undo) if undo else self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo {what}").format(what=redo) if redo else self.tr("&Redo"))
        self.act_undo.setToolTip(self.tr("Undo {what}").format(what=undo) if undo else (c.undo_refusal() or "") if playing else "")
        self.act_redo.setToolTip(self.tr("Redo {what}").format(what=redo) if redo else (c.redo_refusal() or "") if playing else "")
        for act in (self.act_print, self.act_pdf, self.act_fit, self.act_seats,
                    self.act_zoom_in, self.act_zoom_out, self.act_end_turn, self.act_history_back,
                    self.act_history_fwd, self.act_copy_position):
            act.setEnabled(playing)
        for act in (self.act_save, self.act_save_as):
            act.setEnabled(self.in_game())
        for dock in (self.turn_dock, self.log_dock, self.history_dock, *self._board_docks):
            dock.toggleViewAction().setEnabled(not covered)
        bots = any(is_bot(s) for s in c.seats.values())
        self.act_pause.setEnabled(playing and bots)
        self.act_pause.setChecked(c.paused)
        self._sync_cover()

    def _update_title(self) -> None:
        c = self.controller
        parts = [self.tr("Lionheart Table")]
        if self.in_game() and c.ruleset is not None:
            parts.append(self._text(c.ruleset.title))
            if c.path is not None:
                parts.append(Path(c.path).name)
        self.setWindowTitle(" - ".join(parts))

    def _thinking(self, player: str | None) -> None:
        self.thinking.setVisible(player is not None)
        self.thinking_label.setText(self.tr("{seat} is thinking...").format(seat=self.controller.seat_name(player))
                                    if player else "")
        self._update_actions()

    # ---- the hand-off cover ------------------------------------------------------------------
    def _seat_look(self, player: str | None) -> Any:
        return seat_look(self.controller.ruleset, player)

    def _cover_for(self, player: str) -> None:
        """Hand the screen to ``player``: cover the whole window, floating panels included."""
        self.handoff.show_for(player, self.controller.seat_name(player), self._seat_look(player))
        self.handoff.raise_()
        # Messages meant for the one who held the screen leave with them.
        self.statusBar().clearMessage()
        scene = getattr(self.board_view(), "board_scene", None)
        if scene is not None and hasattr(scene, "show_message"):
            scene.show_message("")
        from PySide6.QtWidgets import QDockWidget

        for dock in self.findChildren(QDockWidget):
            if dock.isFloating() and dock.isVisible():
                dock.hide()
                self._hidden_floating.append(dock)
        self._update_actions()

    def _screen_taken(self, player: str) -> None:
        self.controller.take_screen(player)
        self._sync_cover()

    def _sync_cover(self) -> None:
        """Keep the cover up exactly while the controller waits for the next player."""
        pending = self.controller.handoff_pending()
        if pending is not None and self.in_game():
            # isVisibleTo: a window not on the screen (closed, not shown yet) still has its cover.
            if not self.handoff.isVisibleTo(self) or self.handoff.player != pending:
                self._cover_for(pending)
            else:
                self.handoff.raise_()
        elif self.handoff.isVisibleTo(self) or self._hidden_floating:
            self.handoff.hide()
            for dock in self._hidden_floating:
                dock.show()
            self._hidden_floating = []

    def _game_over(self, result: Any) -> None:
        from .dialogs.game_over import GameOverDialog

        dialog = GameOverDialog(result, self.controller.seat_name, self._seat_look, self)
        self.game_over_dialog = dialog
        dialog.finished.connect(self._game_over_choice)
        dialog.open()

    def _game_over_choice(self, code: int) -> None:
        from .dialogs.game_over import NEW_GAME, REVIEW

        if code == NEW_GAME:
            self.show_start_page()
        elif code == REVIEW:
            self.history.go(0)

    def message(self, title: str, text: str) -> QMessageBox:
        """A short non-blocking message box (never a traceback)."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("messageBox")
        self.last_message = box
        box.open()
        return box

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt name
        if self.ready:
            # A bot thinking in a pool thread must not answer into a closed window.
            self.controller.shutdown()
        self.settings.save_window_layout(self.saveGeometry(), self.saveState())
        super().closeEvent(event)


# ---- errors never reach the player as a traceback ---------------------------------------------
def install_excepthook(window: MainWindow | None = None) -> None:
    """Log unexpected errors with their trace to the crash log; show the player one line."""

    def hook(exc_type: type[BaseException], exc: BaseException, tb: Any) -> None:
        text = "".join(traceback.format_exception(exc_type, exc, tb))
        try:
            with paths.crash_log_path().open("a", encoding="utf-8") as f:
                f.write(text + "\n")
        except OSError:
            pass
        log.error("unexpected error: %s", text)
        shown = window is not None and window.last_message is not None and window.last_message.isVisible()
        # One box at a time: an error that repeats (in a paint, say) must not stack up boxes.
        if QApplication.instance() is not None and window is not None and not shown:
            window.message(QCoreApplication.translate("MainWindow", "Something went wrong"),
                           QCoreApplication.translate("MainWindow", "An unexpected error happened ({error}). The game goes on; details are in {path}.").format(
                               error=exc_type.__name__, path=paths.crash_log_path()))

    sys.excepthook = hook


class FileOpenFilter(QObject):
    """macOS hands a file double-clicked in Finder (a save, a turn file) to the running app as an
    open-document event, not on the command line: open it as ``lionheart FILE`` would."""

    def __init__(self, window: Any) -> None:
        super().__init__()
        self.window = window

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FileOpen:
            path = event.file()
            if path:
                self.window.when_ready(lambda: self.window.open_path(path))
                return True
        return False


def run_gui(file: str | None = None) -> int:
    """Start the app: the start page, or the saved game ``file``."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Lionheart Table")
    app.setOrganizationName("Lionheart Table")
    app.setDesktopFileName("io.github.lionheart_table")  # Wayland: ties the window to the menu entry and icon
    style.apply_style(app)
    from lionheart_resources import path as resource_path

    icon = resource_path("images", "lionheart.svg")
    if icon.exists():
        from PySide6.QtGui import QIcon

        app.setWindowIcon(QIcon(str(icon)))
    # The language chosen in View > Language, else the system's (before any text is made).
    settings = Settings()
    from .i18n import startup_language

    apply_language(startup_language(settings))
    window = MainWindow(settings=settings, deferred=True)
    install_excepthook(window)
    window._file_open_filter = FileOpenFilter(window)
    app.installEventFilter(window._file_open_filter)
    window.show()
    if file:
        window.when_ready(lambda: window.open_path(file))
    return app.exec()


def grab_png(widget: QWidget, path: str | Path | None = None) -> Path:
    """Save a picture of a widget (self-test, screenshots)."""
    path = Path(path or tempfile.mktemp(suffix=".png"))
    widget.grab().save(str(path))
    return path


__all__ = ["FileOpenFilter", "MainWindow", "create_board", "install_excepthook", "run_gui"]
