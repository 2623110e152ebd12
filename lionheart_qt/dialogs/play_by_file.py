"""File > Play by file: a game at a distance, one turn file at a time (issue 15).

The window holds this side's copy of the game (:class:`lionheart_core.remote.RemoteGame`): it
starts a game naming the seats played here, joins one from an invitation, plays this side's
moves (chosen from the legal actions, or by a computer player), writes the turn file, and opens a
received file: its steps are replayed one by one with the log as this side may read it, then
accepted or refused (a refused file changes nothing). The protocol is in docs/remote-play.md.

Every action the buttons take is a method that takes paths (``start``, ``join``, ``open_turn``,
``write_turn``), so tests drive it without file dialogs.
"""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from lionheart_core import remote, rulesets
from lionheart_core.engine import IllegalAction, LoadError
from lionheart_core.i18n import text
from lionheart_core.remote import RemoteError, RemoteGame
from lionheart_core.saves import atomic_write

log = logging.getLogger(__name__)

# File dialog filters, translated where they are used (self.tr in PlayByFileDialog).
TURN_FILTER = QT_TRANSLATE_NOOP("PlayByFileDialog", "Lionheart turn files (*.lionheart-turn.json *.json)")
COPY_FILTER = QT_TRANSLATE_NOOP("PlayByFileDialog", "Lionheart games by file (*.lionheart-remote.json)")


class NewRemoteGameDialog(QDialog):
    """The ruleset and the seats played at this table; every other seat is a party of its own."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game by file"))
        form = QFormLayout(self)
        self.ruleset = QComboBox()
        for rid in rulesets.builtin_ids():
            self.ruleset.addItem(text(rulesets.get(rid).title), rid)
        form.addRow(self.tr("Game:"), self.ruleset)
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("Your name"))
        form.addRow(self.tr("Your name:"), self.name)
        self.options_box = QVBoxLayout()
        holder = QWidget()
        holder.setLayout(self.options_box)
        form.addRow(self.tr("Options:"), holder)
        self.options_form: Any = None
        self.seat_box = QVBoxLayout()
        holder = QWidget()
        holder.setLayout(self.seat_box)
        form.addRow(self.tr("Seats played here:"), holder)
        self.seat_checks: list[QCheckBox] = []
        self.strict = QCheckBox(self.tr("Strict dice: every roll waits for the other side's answer "
                                        "(no foresight, one more file per roll)"))
        form.addRow(self.strict)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.ruleset.currentIndexChanged.connect(self._options)
        self._options()

    def _options(self) -> None:
        from .options_form import OptionsForm

        if self.options_form is not None:
            self.options_form.deleteLater()
        rs = rulesets.get(self.ruleset.currentData())
        self.options_form = OptionsForm(rs.Options, parent=self, domain=rs.id)
        self.options_form.changed.connect(self._seats)
        self.options_box.addWidget(self.options_form)
        self._seats()

    def options(self) -> dict[str, Any]:
        return self.options_form.values()

    def _seats(self) -> None:
        for box in self.seat_checks:
            box.deleteLater()
        rs = rulesets.get(self.ruleset.currentData())
        try:
            opts = rs.options_from_dict(self.options())
        except ValueError:
            opts = None
        self.seat_checks = []
        for i, seat in enumerate(rs.seats(opts)):
            box = QCheckBox(text(seat.name))
            box.setProperty("seat", seat.id)
            box.setChecked(i == 0)
            self.seat_box.addWidget(box)
            self.seat_checks.append(box)

    def parties(self) -> list[tuple[str, list[str]]]:
        """This side first, then one party for each other seat."""
        rs = rulesets.get(self.ruleset.currentData())
        opts = rs.options_from_dict(self.options())
        mine = [b.property("seat") for b in self.seat_checks if b.isChecked()]
        name = self.name.text().strip() or self.tr("Me")
        return [(name, mine)] + [(str(s.name), [s.id]) for s in rs.seats(opts) if s.id not in mine]


class PlayByFileDialog(QDialog):
    """This side's copy of a game by file, its moves, and the files going out and coming in."""

    def __init__(self, parent: QWidget | None = None, folder: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playByFile")
        self.resize(900, 620)
        if folder is None:
            from ..paths import data_dir

            folder = data_dir() / "remote"
        self.folder = folder
        self.game: RemoteGame | None = None
        self.incoming: dict | None = None  # a received file being looked at
        self.incoming_state: Any = None  # the agreed game after it
        self.replay: list = []
        self.replay_at = 0
        self.log_lines: list[str] = []

        top = QHBoxLayout()
        self.btn_new = QPushButton()
        self.btn_join = QPushButton()
        self.btn_copy = QPushButton()
        for b in (self.btn_new, self.btn_join, self.btn_copy):
            top.addWidget(b)
        self.status = QLabel()
        self.status.setObjectName("remoteStatus")
        self.status.setWordWrap(True)

        self.position = QPlainTextEdit()
        self.position.setReadOnly(True)
        self.position.setObjectName("remotePosition")
        self.filter = QLineEdit()
        self.actions = QListWidget()
        self.actions.setObjectName("remoteActions")
        self.btn_play = QPushButton()
        self.btn_bot = QPushButton()
        self.btn_reset = QPushButton()
        self.btn_write = QPushButton()
        right = QVBoxLayout()
        right.addWidget(self.filter)
        right.addWidget(self.actions)
        for b in (self.btn_play, self.btn_bot, self.btn_reset, self.btn_write):
            right.addWidget(b)

        self.btn_open = QPushButton()
        self.btn_step = QPushButton()
        self.btn_accept = QPushButton()
        self.btn_refuse = QPushButton()
        incoming = QHBoxLayout()
        for b in (self.btn_open, self.btn_step, self.btn_accept, self.btn_refuse):
            incoming.addWidget(b)

        # The board shows this side's view; its clicks become this side's moves (never the
        # game's own dice: the board's controller only displays and passes actions on).
        self.board_controller = _board_controller(self)
        self.board: QWidget | None = None
        self.left = QSplitter(Qt.Orientation.Vertical)
        self.left.addWidget(self.position)
        middle = QHBoxLayout()
        middle.addWidget(self.left, 3)
        middle.addLayout(right, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addLayout(middle)
        layout.addLayout(incoming)

        self.btn_new.clicked.connect(self._ask_new)
        self.btn_join.clicked.connect(self._ask_join)
        self.btn_copy.clicked.connect(self._ask_copy)
        self.btn_play.clicked.connect(self.play_selected)
        self.actions.itemDoubleClicked.connect(lambda _item: self.play_selected())
        self.btn_bot.clicked.connect(self.bot_turn)
        self.btn_reset.clicked.connect(self.take_back)
        self.btn_write.clicked.connect(self._ask_write)
        self.btn_open.clicked.connect(self._ask_open)
        self.btn_step.clicked.connect(self.next_step)
        self.btn_accept.clicked.connect(self.accept_incoming)
        self.btn_refuse.clicked.connect(self.refuse_incoming)
        self.filter.textChanged.connect(self._fill_actions)
        self.retranslate()
        self._open_latest()

    def _open_latest(self) -> None:
        """Carry on with the game by file played last here, if there is one."""
        copies = sorted(Path(self.folder).glob(f"*{remote.GAME_SUFFIX}"), key=lambda p: p.stat().st_mtime)
        for path in reversed(copies):
            try:
                self.open_copy(path)
                return
            except (RemoteError, LoadError, OSError):
                log.warning("cannot open %s", path)

    def retranslate(self) -> None:
        """Every text of the window in the current language (at start and after View > Language)."""
        self.setWindowTitle(self.tr("Play by file"))
        self.btn_new.setText(self.tr("New game..."))
        self.btn_join.setText(self.tr("Join from an invitation..."))
        self.btn_copy.setText(self.tr("Open this side's copy..."))
        self.filter.setPlaceholderText(self.tr("Filter the actions"))
        self.btn_play.setText(self.tr("Play"))
        self.btn_bot.setText(self.tr("Let the computer play this turn"))
        self.btn_reset.setText(self.tr("Take back this turn"))
        self.btn_write.setText(self.tr("Write the turn file..."))
        self.btn_open.setText(self.tr("Open a received turn file..."))
        self.btn_step.setText(self.tr("Next step"))
        self.btn_accept.setText(self.tr("Accept"))
        self.btn_refuse.setText(self.tr("Refuse"))
        self.refresh()

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ---- starting ------------------------------------------------------------------------------
    def _copy_path(self, game: RemoteGame) -> Path:
        return remote.game_path(game.game_id, game.me, self.folder)

    def start(self, ruleset_id: str, parties: list[tuple[str, list[str]]], invitation: str | Path,
              options: dict | None = None, dice: str = "turn", cards: bool | None = None) -> Path:
        """Start a game (this side is the first party), keep its copy, write the invitation. A
        ruleset with hidden cards deals them face down (``cards``; with either dice)."""
        if cards is None:
            from lionheart_core import rulesets

            rs = rulesets.get(ruleset_id)
            cards = rs.face_down(rs.options_from_dict(options or {})) is not None
        game = RemoteGame.create(ruleset_id, options or {}, parties, dice=dice, cards=cards)
        game.save(self._copy_path(game))
        path = Path(invitation)
        atomic_write(path, remote.turn_text(game.files[0]).encode())
        self._set_game(game)
        self.log_lines = [self.tr("Game started; send the invitation {file} to the other players.").format(file=path.name)]
        self.refresh()
        return path

    def join(self, files: list[str | Path], party: int, answer: str | Path) -> Path:
        """Join a game from its invitation (and the files after it) and write this side's answer."""
        docs = [remote.read_turn(f)[1] for f in files]
        game = RemoteGame.join(docs, party)
        self._set_game(game)
        return self.write_turn(answer)

    def open_copy(self, path: str | Path) -> None:
        self._set_game(RemoteGame.load(path))
        self.refresh()

    def _set_game(self, game: RemoteGame) -> None:
        self.game = game
        if game.path is None:
            game.save(self._copy_path(game))
        self.incoming = None
        self.replay = []
        self.log_lines = []

    # ---- this side's moves --------------------------------------------------------------------
    def _fill_actions(self) -> None:
        self.actions.clear()
        game = self.game
        if game is None:
            return
        wanted = self.filter.text().strip().lower()
        for action in game.legal_actions()[:2000]:
            label = f"{text(game.rs.describe(game.state, action))}  [{game.rs.action_code(action)}]"
            if wanted and wanted not in label.lower():
                continue
            item = QListWidgetItem(label)
            item.setData(256, action)
            self.actions.addItem(item)

    def play(self, action: Any) -> bool:
        game = self.game
        try:
            events = game.play(action)
        except (IllegalAction, RemoteError) as exc:
            self.status.setText(str(exc))
            return False
        self.log_lines.extend(e.text for e in events)
        game.save()
        self.refresh()
        return True

    def play_selected(self) -> bool:
        item = self.actions.currentItem()
        if item is None or self.game is None:
            return False
        return self.play(item.data(256))

    def bot_turn(self, level: str = "heuristic") -> None:
        from lionheart_core.bots import make_bot

        game = self.game
        if game is None:
            return
        bot = make_bot(level, game.rs, seed=len(game.files))
        while game.to_act():
            seat = game.to_act()[0]
            if not self.play(bot.choose(game.rs.observe(game.state, seat), seat)):
                break

    def take_back(self) -> None:
        """Start this turn again; its dice stay what they were."""
        if self.game is not None:
            self.game.reset()
            self.game.save()
            self.log_lines.append(self.tr("This turn was taken back; its dice stay the same."))
            self.refresh()

    def write_turn(self, path: str | Path) -> Path:
        """Write this side's moves into the next turn file (and keep the copy)."""
        doc = self.game.turn_file()
        target = Path(path)
        atomic_write(target, remote.turn_text(doc).encode())
        self.game.save()
        self.log_lines.append(self.tr("Wrote {file}: send it to the other players.").format(file=target.name))
        self.refresh()
        return target

    # ---- a received file --------------------------------------------------------------------------
    def open_turn(self, path: str | Path) -> bool:
        """Check a received file; its steps can then be replayed and it accepted or refused.
        Returns whether it passed the checks (a refusal is shown with its reason)."""
        self.incoming = None
        self.replay = []
        try:
            model, doc = remote.read_turn(path)
            line, _ = self.game.check_file(doc, Path(path).name)
        except (RemoteError, LoadError) as exc:
            self.status.setText(self.tr("Refused: {reason}").format(reason=str(exc)))
            self.log_lines.append(self.tr("Refused: {reason}").format(reason=str(exc)))
            self.refresh(keep_status=True)
            return False
        self.incoming = doc
        self.incoming_state = line.state
        self.replay = line.played
        self.replay_at = 0
        self.log_lines.append(self.tr("File {n} from {sender}: every action, roll and secret checks out.").format(
            n=model.seq, sender=self.game.line.name(model.sender)))
        self.refresh()
        return True

    def open_received(self, path: str | Path) -> bool:
        """Open a turn file from outside (a double-click, the command line): this side's copy of
        its game is found in the data folder, then the file is checked as by :meth:`open_turn`."""
        try:
            model, _doc = remote.read_turn(path)
        except RemoteError as exc:
            self.status.setText(self.tr("Refused: {reason}").format(reason=str(exc)))
            return False
        if self.game is None or self.game.game_id != model.game:
            found = remote.find_game(model.game, self.folder, not_party=model.sender)
            if found is None:
                self.status.setText(self.tr("No copy of the game of {file} is kept here: join it from its "
                                            "invitation, or open this side's copy.").format(file=Path(path).name))
                return False
            self.open_copy(found)
        return self.open_turn(path)

    def next_step(self) -> None:
        """Show the next action of the received file on the board, and its log as this side
        may read it."""
        if self.replay_at >= len(self.replay):
            return
        played = self.replay[self.replay_at]
        self.replay_at += 1
        after = self.replay[self.replay_at].before if self.replay_at < len(self.replay) else self.incoming_state
        self._show_on_board(after)
        game = self.game
        for e in game.rs.events_for(played.before, played.events, game.seats[0]):
            dice = " ".join(f"[{' '.join(map(str, faces))}]" for _kind, faces in e.rolls)
            self.log_lines.append(f"{e.text} {dice}".rstrip())
        self.refresh()

    def accept_incoming(self) -> bool:
        if self.incoming is None:
            return False
        while self.replay_at < len(self.replay):
            self.next_step()
        try:
            self.game.accept(self.incoming)
        except RemoteError as exc:  # checked a moment ago; kept for safety
            self.status.setText(str(exc))
            return False
        self.game.save()
        self.incoming = None
        self.replay = []
        self.log_lines.append(self.tr("Accepted."))
        self.refresh()
        return True

    def refuse_incoming(self) -> None:
        if self.incoming is not None:
            self.incoming = None
            self.replay = []
            self.log_lines.append(self.tr("Refused; the game is as it was."))
            self.refresh()

    # ---- showing -----------------------------------------------------------------------------------
    def refresh(self, keep_status: bool = False) -> None:
        game = self.game
        has = game is not None
        for b in (self.btn_play, self.btn_bot, self.btn_reset, self.btn_write, self.btn_open):
            b.setEnabled(has)
        if not has:
            self.status.setText(self.tr("Start a game by file, join one, or open this side's copy."))
            self.position.setPlainText("")
            self.actions.clear()
            self.btn_step.setEnabled(False)
            self.btn_accept.setEnabled(False)
            self.btn_refuse.setEnabled(False)
            return
        rs = game.rs
        acting = bool(game.to_act())
        self.btn_play.setEnabled(acting)
        self.btn_bot.setEnabled(acting)
        self.btn_write.setEnabled(game.my_turn() and not acting)
        self.btn_reset.setEnabled(game.my_turn() and self.incoming is None)
        self.btn_open.setEnabled(not game.my_turn() or self.incoming is not None)
        self.btn_step.setEnabled(self.incoming is not None and self.replay_at < len(self.replay))
        self.btn_accept.setEnabled(self.incoming is not None)
        self.btn_refuse.setEnabled(self.incoming is not None)
        if not keep_status:
            if game.is_over():
                result = rs.result(game.line.state)
                self.status.setText(self.tr("The game is over: {result}").format(result=result.reason if result else ""))
            elif self.incoming is not None:
                self.status.setText(self.tr("A received file is open: replay it step by step, then accept or refuse it."))
            elif acting:
                self.status.setText(self.tr("Your move: {summary}").format(summary=text(rs.turn_summary(game.state))))
            elif game.my_turn():
                self.status.setText(self.tr("Write the turn file and send it."))
            else:
                self.status.setText(self.tr("Waiting for the file of {party} since {time} (UTC).").format(
                    party=game.waiting_for(), time=(game.waiting_since() or "").replace("T", " ")[:16]))
        if self.incoming is None or not self.replay:
            self._show_on_board(game.state)
        elif self.replay_at == 0:
            self._show_on_board(self.replay[0].before)
        view = game.view()
        self.position.setPlainText("\n".join([
            self.tr("Game {id} ({title}); you are {party}.").format(id=game.game_id[:8], title=text(rs.title),
                                                                   party=game.line.name(game.me)),
            text(rs.turn_summary(view)),
            rs.to_text(view),
            "",
            *self.log_lines[-200:],
        ]))
        self._fill_actions()

    def _show_on_board(self, state: Any) -> None:
        """Put ``state`` on the board as this side's first seat sees it."""
        game = self.game
        if game is None or state is None:
            return
        c = self.board_controller
        if getattr(state, "seed", 0) is None:
            state = dataclasses.replace(state, seed=1)  # only drawn, never rolled on
        seats = {s: ("human" if s == game.seats[0] else "random") for s in game.rs.players(game.line.opts)}
        c.new_game_from_position(game.rs.id, state, seats)
        if self.board is None:
            try:
                from ..boards import create_board_view

                self.board = create_board_view(c, self)
            except Exception:  # a game without a board: the text view stays
                log.exception("no board for %s", game.rs.id)
                return
            self.board.setMinimumHeight(260)
            self.left.insertWidget(0, self.board)

    # ---- file dialogs ------------------------------------------------------------------------------
    def _ask_new(self) -> None:
        dialog = NewRemoteGameDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        parties = dialog.parties()
        if not parties[0][1] or len(parties) < 2:
            QMessageBox.warning(self, self.tr("Play by file"), self.tr("Choose the seats played here, not all of them."))
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the invitation"), "invitation.lionheart-turn.json",
                                              self.tr(TURN_FILTER))
        if path:
            self.start(dialog.ruleset.currentData(), parties, path, dialog.options(),
                       "strict" if dialog.strict.isChecked() else "turn")

    def _ask_join(self) -> None:
        files, _ = QFileDialog.getOpenFileNames(self, self.tr("Open the invitation (and the files after it)"), "",
                                                self.tr(TURN_FILTER))
        if not files:
            return
        party = QSpinBox()
        party.setRange(1, 8)
        box = QDialog(self)
        form = QFormLayout(box)
        form.addRow(self.tr("Your party's number in the invitation:"), party)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(box.accept)
        buttons.rejected.connect(box.reject)
        form.addRow(buttons)
        if box.exec() != QDialog.DialogCode.Accepted:
            return
        answer, _ = QFileDialog.getSaveFileName(self, self.tr("Save your answer"), "answer.lionheart-turn.json", self.tr(TURN_FILTER))
        if answer:
            try:
                self.join(sorted(files), party.value(), answer)
            except (RemoteError, LoadError) as exc:
                QMessageBox.warning(self, self.tr("Play by file"), str(exc))

    def _ask_copy(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open this side's copy"), str(self.folder or ""), self.tr(COPY_FILTER))
        if path:
            try:
                self.open_copy(path)
            except (RemoteError, LoadError) as exc:
                QMessageBox.warning(self, self.tr("Play by file"), str(exc))

    def _ask_write(self) -> None:
        game = self.game
        name = f"{game.game_id[:8]}-{game.line.seq}{remote.TURN_SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the turn file"), name, self.tr(TURN_FILTER))
        if path:
            try:
                self.write_turn(path)
            except RemoteError as exc:
                QMessageBox.warning(self, self.tr("Play by file"), str(exc))

    def _ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a received turn file"), "", self.tr(TURN_FILTER))
        if path:
            self.open_turn(path)


def _board_controller(dialog: PlayByFileDialog) -> Any:
    """A controller that only shows positions: the game's dice and bots never run in it, its
    legal actions are this side's (when it is this side's turn), and a move made on the board is
    played into this side's copy of the game."""
    from ..controller import GameController

    class BoardController(GameController):
        def submit(self, action: Any) -> bool:
            return dialog.play(action)

        def legal_actions(self, player: str | None = None) -> list:
            game = dialog.game
            if game is None or dialog.incoming is not None:
                return []
            return game.legal_actions(player)

        def _schedule_bot(self) -> None:  # the other seats are played at the other end
            return

    return BoardController(dialog, autosave=False, bot_delay_ms=0)
