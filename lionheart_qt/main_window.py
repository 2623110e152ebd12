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

from PySide6.QtCore import Qt, QTimer

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
from .settings import Settings
from .start_page import StartPage

if TYPE_CHECKING:  # the controller pulls in the core, loaded after the first frame
    from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
    from PySide6.QtWidgets import QDockWidget, QMessageBox

    from .controller import GameController

log = logging.getLogger(__name__)
HUMAN = "human"

SAVE_FILTER = f"Lionheart Table games (*{paths.SAVE_SUFFIX} *.json);;All files (*)"
PDF_FILTER = "PDF documents (*.pdf)"


def create_board(controller: GameController, parent: QWidget | None = None) -> QWidget:
    """The ruleset's board view (lionheart_qt.boards); a plain notice if it cannot be built."""
    try:
        from .boards import create_board_view
    except ImportError:
        log.exception("no board module")
        return _missing_board("The board module is not installed.", parent)
    try:
        return create_board_view(controller, parent)
    except Exception as exc:  # a ruleset without a board must not take the window down
        log.exception("board view failed")
        return _missing_board(f"This game's board cannot be drawn: {exc}", parent)


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
    """The centre of the window: the board, with the hand-off screen able to cover it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.board: QWidget | None = None
        from .dialogs.handoff import HandoffScreen

        self.handoff = HandoffScreen(self)

    def set_board(self, board: QWidget) -> None:
        if self.board is not None:
            self.lay.removeWidget(self.board)
            self.board.setParent(None)
            self.board.deleteLater()
        self.board = board
        self.lay.addWidget(board)
        self.handoff.raise_()


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
        self.stack = QStackedWidget()
        self.start_page = StartPage(self.settings)
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        self.setWindowTitle("Lionheart Table")
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
        self.game_area = GameArea()
        self.stack.addWidget(self.game_area)
        self.decision_panel = DecisionPanel(self.controller)
        self.log_panel = LogPanel(self.controller)
        self.history = HistoryStepper(self.controller)
        self.turn_dock = self._dock("Turn", "turnDock", self.decision_panel, Qt.DockWidgetArea.RightDockWidgetArea)
        self.log_dock = self._dock("Game log", "logDock", self.log_panel, Qt.DockWidgetArea.RightDockWidgetArea)
        self.history_dock = self._dock("History", "historyDock", self.history,
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
        from PySide6.QtGui import QKeySequence

        S = QKeySequence.StandardKey
        bar = self.menuBar()
        m = bar.addMenu("&File")
        self.act_new = self._action(m, "&New game...", S.New, self.show_start_page, "actNew")
        self.act_open = self._action(m, "&Open...", S.Open, self.open_dialog, "actOpen")
        self.act_save = self._action(m, "&Save", S.Save, self.save, "actSave")
        self.act_save_as = self._action(m, "Save &as...", "Ctrl+Shift+S", self.save_as, "actSaveAs")
        m.addSeparator()
        self.act_print = self._action(m, "&Print setup sheet...", S.Print, self.print_setup_sheet, "actPrint")
        self.act_pdf = self._action(m, "&Export setup sheet as PDF...", "Ctrl+E", self.export_pdf, "actPdf")
        m.addSeparator()
        self.act_quit = self._action(m, "&Quit", "Ctrl+Q", self.close, "actQuit")

        m = bar.addMenu("&Edit")
        self.act_undo = self._action(m, "&Undo", "Ctrl+Z", self.controller.undo, "actUndo")
        self.act_redo = self._action(m, "&Redo", ["Ctrl+Shift+Z", "Ctrl+Y"], self.controller.redo, "actRedo")

        m = bar.addMenu("&View")
        self.act_fit = self._action(m, "&Fit board to window", "Ctrl+0", self.fit_board, "actFit")
        self.act_zoom_in = self._action(m, "Zoom &in", S.ZoomIn, lambda: self.zoom(1.25), "actZoomIn")
        self.act_zoom_out = self._action(m, "Zoom &out", S.ZoomOut, lambda: self.zoom(0.8), "actZoomOut")
        m.addSeparator()
        self.docks_menu = m
        for i, dock in enumerate((self.turn_dock, self.log_dock, self.history_dock), start=1):
            toggle = dock.toggleViewAction()
            toggle.setShortcut(QKeySequence(f"Ctrl+{i}"))
            m.addAction(toggle)
            self.addAction(toggle)

        m = bar.addMenu("&Game")
        self.act_end_turn = self._action(m, "&End turn", "Ctrl+Return", self.end_turn, "actEndTurn")
        self.act_pause = self._action(m, "&Pause computer players", "Ctrl+Space", self.toggle_pause,
                                      "actPause", checkable=True)
        self.act_seats = self._action(m, "&Who plays...", "Ctrl+Shift+P", self.choose_seats, "actSeats")
        self.act_history_back = self._action(m, "Step &back in history", "Alt+Left",
                                             lambda: self.history.go(self.history.position() - 1), "actBack")
        self.act_history_fwd = self._action(m, "Step &forward in history", "Alt+Right",
                                            lambda: self.history.go(self.history.position() + 1), "actFwd")

        m = bar.addMenu("&Help")
        self.act_rules = self._action(m, "&Rules", S.HelpContents, lambda: self.show_rules("rules"), "actRules")
        self.act_notes = self._action(m, "Rules &notes", "Shift+F1", lambda: self.show_rules("notes"), "actNotes")
        self.act_about = self._action(m, "&About Lionheart Table", "Ctrl+Shift+A", self.show_about, "actAbout")

    def _connect(self) -> None:
        c = self.controller
        c.stateChanged.connect(self._state_changed)
        c.gameOver.connect(self._game_over)
        c.handoffNeeded.connect(self.game_area.handoff.show_for)
        c.botThinking.connect(self._thinking)
        c.fileChanged.connect(self._update_title)
        c.actionRejected.connect(lambda reason: self.statusBar().showMessage(reason, 6000))
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
            self.start_page.set_game_in_progress(f"{c.ruleset.title}: {c.turn_summary()}")
        else:
            self.start_page.set_game_in_progress(None)
        self.stack.setCurrentWidget(self.start_page)
        for dock in (self.turn_dock, self.log_dock, self.history_dock, *self._board_docks):
            dock.hide()
        self._update_actions()
        self._update_title()

    def _show_game(self) -> None:
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
        board = create_board(self.controller, self.game_area)
        self.game_area.set_board(board)
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
        if self.controller.is_hot_seat() and self.controller.has_secrets_from(self.controller.view_player()):
            self.game_area.handoff.show_for(self.controller.view_player())

    def board_view(self) -> QWidget | None:
        return self.game_area.board

    def open_path(self, path: str | Path) -> bool:
        """Open a save; a corrupt, foreign or newer file is refused and the current game kept."""
        from lionheart_core.engine import LoadError

        try:
            self.controller.open_file(path)
        except LoadError as exc:
            self.message("Cannot open this game", f"This game cannot be opened; the game on the "
                         f"table goes on.\n\n{exc}")
            return False
        except OSError as exc:
            self.message("Cannot open this game", f"{Path(path).name} cannot be read: {exc.strerror or exc}")
            return False
        except Exception as exc:  # never a traceback for a bad file
            log.exception("open failed")
            self.message("Cannot open this game", f"{Path(path).name} is not a game this program can read "
                         f"({type(exc).__name__}).")
            return False
        if Path(path).resolve() != paths.autosave_path().resolve():
            self.settings.add_recent(path)
        self._attach_board()
        self._show_game()
        return True

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, "Open a game", str(paths.saves_dir()), SAVE_FILTER)
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

        path, _ = QFileDialog.getSaveFileName(self, "Save the game", str(suggested), SAVE_FILTER)
        if not path:
            return False
        if not path.endswith(".json"):
            path += paths.SAVE_SUFFIX
        return self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        try:
            self.controller.save_file(path)
        except Exception as exc:  # disk full, no permission...: say so, keep playing
            log.exception("save failed")
            self.message("Cannot save", f"The game could not be saved to {path}: {exc}")
            return False
        self.settings.add_recent(path)
        self.statusBar().showMessage(f"Saved to {path}", 4000)
        return True

    # ---- printing -------------------------------------------------------------------------
    def _print_module(self) -> Any:
        try:
            from . import printing
        except ImportError:
            self.message("Printing unavailable", "The printing module is not installed.")
            return None
        return printing

    def print_setup_sheet(self) -> None:
        """File > Print setup sheet: a print preview of the current game's setup sheets."""
        if not self.in_game() or (printing := self._print_module()) is None:
            return
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        preview = QPrintPreviewDialog(printer, self)
        preview.setWindowTitle("Print setup sheet")
        preview.paintRequested.connect(lambda p: printing.print_setup_sheet(self.controller, p))
        preview.exec()

    def export_pdf(self, path: str | None = None) -> bool:
        """File > Export setup sheet as PDF."""
        if not self.in_game() or (printing := self._print_module()) is None:
            return False
        if not path:
            suggested = paths.saves_dir() / f"{self.controller.ruleset.id}-setup.pdf"
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getSaveFileName(self, "Export setup sheet", str(suggested), PDF_FILTER)
            if not path:
                return False
        try:
            printing.print_setup_sheet(self.controller, str(path))
        except Exception as exc:
            log.exception("pdf export failed")
            self.message("Cannot export", f"The setup sheet could not be written: {exc}")
            return False
        self.statusBar().showMessage(f"Setup sheet written to {path}", 4000)
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

    def end_turn(self) -> None:
        for action in self.controller.legal_actions():
            if type(action).__name__ == "EndTurn" and getattr(action, "player", None) == self.controller.view_player():
                self.controller.submit(action)
                return
        self.statusBar().showMessage("You cannot end the turn now.", 4000)

    def choose_seats(self) -> None:
        """Game > Who plays: hand a side to the computer, or take one over, mid-game."""
        if not self.in_game():
            return
        from .dialogs.seats import SeatsDialog

        dialog = SeatsDialog(dict(self.controller.seats), self)
        self.seats_dialog = dialog
        dialog.accepted.connect(lambda: self.controller.with_seats(dialog.seats()))
        dialog.open()

    def toggle_pause(self) -> None:
        self.controller.set_paused(not self.controller.paused)

    def show_rules(self, tab: str = "rules") -> None:
        from .help import RulesViewer

        c = self.controller
        if c.ruleset is not None:
            rid, title = c.ruleset.id, str(c.ruleset.title)
        else:
            from lionheart_core import rulesets

            rid = self.start_page.ruleset_id()
            title = str(rulesets.get(rid).title)
        self._rules_viewer = RulesViewer(rid, title, self, tab=tab)
        self._rules_viewer.show()

    def show_about(self) -> None:
        try:
            from .about import show_about
        except ImportError:
            from lionheart_core import __version__

            self.message("About Lionheart Table", f"Lionheart Table {__version__}")
            return
        self.about_dialog = show_about(self)

    # ---- reacting to the controller ------------------------------------------------------------
    def _state_changed(self) -> None:
        self._update_actions()
        QTimer.singleShot(0, self._fit_turn_dock)

    def _fit_turn_dock(self) -> None:
        """Grow the Turn dock when the pending decision has more buttons than fit."""
        if not self.ready or not self.turn_dock.isVisible() or self.turn_dock.isFloating():
            return
        wanted = self.decision_panel.sizeHint().height() + 30
        if self.turn_dock.height() < wanted:
            self.resizeDocks([self.turn_dock], [wanted], Qt.Orientation.Vertical)

    def _update_actions(self) -> None:
        c = self.controller
        playing = self.in_game()
        self.act_undo.setEnabled(playing and c.can_undo())
        self.act_redo.setEnabled(playing and c.can_redo())
        top = c.undo_stack.undoText() if c.undo_stack.canUndo() else ""
        self.act_undo.setText(f"&Undo {top}" if top else "&Undo")
        self.act_undo.setToolTip(c.undo_refusal() if not c.can_undo() else f"Undo {top}")
        for act in (self.act_save, self.act_save_as, self.act_print, self.act_pdf, self.act_fit, self.act_seats,
                    self.act_zoom_in, self.act_zoom_out, self.act_end_turn, self.act_history_back,
                    self.act_history_fwd):
            act.setEnabled(playing)
        bots = any(s != HUMAN for s in c.seats.values())
        self.act_pause.setEnabled(playing and bots)
        self.act_pause.setChecked(c.paused)

    def _update_title(self) -> None:
        c = self.controller
        parts = ["Lionheart Table"]
        if self.in_game() and c.ruleset is not None:
            parts.append(str(c.ruleset.title))
            if c.path is not None:
                parts.append(Path(c.path).name)
        self.setWindowTitle(" - ".join(parts))

    def _thinking(self, player: str | None) -> None:
        self.thinking.setVisible(player is not None)
        self.thinking_label.setText(f"{style.side_name(player)} is thinking..." if player else "")
        self._update_actions()

    def _game_over(self, result: Any) -> None:
        from .dialogs.game_over import GameOverDialog

        dialog = GameOverDialog(result, self)
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
            window.message("Something went wrong",
                           f"An unexpected error happened ({exc_type.__name__}). The game goes on; "
                           f"details are in {paths.crash_log_path()}.")

    sys.excepthook = hook


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
    window = MainWindow(deferred=True)
    install_excepthook(window)
    window.show()
    if file:
        window.when_ready(lambda: window.open_path(file))
    return app.exec()


def grab_png(widget: QWidget, path: str | Path | None = None) -> Path:
    """Save a picture of a widget (self-test, screenshots)."""
    path = Path(path or tempfile.mktemp(suffix=".png"))
    widget.grab().save(str(path))
    return path


__all__ = ["MainWindow", "create_board", "install_excepthook", "run_gui"]
