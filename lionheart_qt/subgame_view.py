"""The board of a game running inside a game (the campaign's battle on the tactical field).

While ``ruleset.subgame(state)`` gives a :class:`~lionheart_core.subgame.SubGame`, the window's
board is the *child's* scene, built by the child ruleset's own UI package
(``ui_for(child).create_scene``) on a :class:`SubGameController`: a view of the game controller
restricted to the running sub-game. It speaks the child's language (its ruleset, its seats, its
state and legal actions) and sends each action the scene makes back through the parent
controller wrapped in a :class:`~lionheart_core.subgame.SubAction`, so the log, undo, saves, the
bots, the hand-off cover and the history all stay the parent's. Nothing here knows a ruleset:
the parent's UI says in words what the sub-game is (``RulesetUI.subgame_title``), shown in a
strip over the child's board, and may keep its own side panels docked beside it
(``RulesetUI.subgame_side_widgets``).

    key = board_key(controller)        # changes when a sub-game opens or closes (the window re-attaches)
    scene = create_scene(controller)   # the child's scene while one runs, else the ruleset's own
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QWidget

from lionheart_core.i18n import text

TITLE_H = 142.0  # scene units above the child's board for the strip saying what the game is


def subgame_of(controller: Any, state: Any = ...) -> Any:
    """The sub-game running in the position the screen shows (``state``: that one instead), or
    None."""
    ruleset = getattr(controller, "ruleset", None)
    if ruleset is None:
        return None
    if state is ...:
        state = controller.view_state() if getattr(controller, "state", None) is not None else None
    if state is None:
        return None
    return ruleset.subgame(state)


def board_key(controller: Any) -> tuple:
    """What decides the board's kind: the ruleset, and the sub-game's ruleset while one runs."""
    ruleset = getattr(controller, "ruleset", None)
    if ruleset is None:
        return (None, None)
    sub = subgame_of(controller)
    return (ruleset.id, None if sub is None else sub.ruleset_id)


class SubGameController(QObject):
    """The game controller as the running sub-game's scene needs it: the child's ruleset, state,
    seats and legal actions; actions go to the parent controller as ``SubAction``s. The same
    signals as the controller, passed on from it (``botThinking`` with the child seat)."""

    stateChanged = Signal()
    eventsEmitted = Signal(list)
    actionRejected = Signal(str)
    decisionNeeded = Signal(object)
    botThinking = Signal(object)
    logChanged = Signal()

    def __init__(self, game: Any, ruleset_id: str) -> None:
        super().__init__(game)
        from lionheart_core import rulesets

        self.setObjectName("subgameController")
        self.game = game  # the parent's GameController
        self.ruleset = rulesets.get(ruleset_id)
        game.stateChanged.connect(self.stateChanged)
        game.eventsEmitted.connect(self.eventsEmitted)
        game.actionRejected.connect(self.actionRejected)
        game.logChanged.connect(self.logChanged)
        game.decisionNeeded.connect(lambda movers: self.decisionNeeded.emit(self._children(movers)))
        game.botThinking.connect(lambda player: self.botThinking.emit(self._child(player)))

    @classmethod
    def of(cls, game: Any, ruleset_id: str) -> SubGameController:
        """The one view of ``game``'s sub-games of ``ruleset_id`` (made on first use)."""
        for child in game.findChildren(cls):
            if child.ruleset.id == ruleset_id:
                return child
        return cls(game, ruleset_id)

    # ---- the sub-game -----------------------------------------------------------------------
    def sub(self, state: Any = ...) -> Any:
        """The sub-game of this child ruleset in the position on the screen (None: none runs)."""
        sub = subgame_of(self.game, state)
        return sub if sub is not None and sub.ruleset_id == self.ruleset.id else None

    def _true_sub(self) -> Any:
        return self.sub(self.game.state) if self.game.state is not None else None

    def _child(self, player: str | None) -> str | None:
        sub = self._true_sub() or self.sub()
        return None if sub is None or player is None else sub.child_seat(player)

    def _children(self, players: Any) -> tuple[str, ...]:
        return tuple(c for c in map(self._child, players or ()) if c is not None)

    def _parent(self, child: str | None) -> str | None:
        sub = self._true_sub() or self.sub()
        return None if sub is None or child is None else sub.parent_seat(child)

    @property
    def state(self) -> Any:
        """The child's true state (the rules check actions against it); None when none runs."""
        sub = self._true_sub()
        return None if sub is None else sub.state

    @property
    def options(self) -> Any:
        state = self.state
        return getattr(state, "opts", None)

    def view_state(self) -> Any:
        """The child's part of what the player at the screen sees (the parent's observation, or
        the earlier position being reviewed); None when no sub-game runs there."""
        sub = self.sub()
        return None if sub is None else sub.state

    # ---- who is who ------------------------------------------------------------------------
    @property
    def players(self) -> tuple[str, ...]:
        return self.ruleset.players(self.options)

    @property
    def seats(self) -> dict[str, str]:
        return {c: self.game.seats.get(p, "human") for c in self.players
                if (p := self._parent(c)) is not None}

    @property
    def history_index(self) -> int | None:
        return self.game.history_index

    @property
    def paused(self) -> bool:
        return self.game.paused

    def seat_name(self, player: str | None) -> str:
        """The child's name of a seat (the name its log lines use)."""
        return self.ruleset.seat_name(player, self.options)

    def view_player(self) -> str | None:
        return self._child(self.game.view_player())

    def screen_owner(self) -> str | None:
        return self._child(self.game.screen_owner())

    def humans(self) -> list[str]:
        return self._children(self.game.humans())

    def is_hot_seat(self) -> bool:
        return self.game.is_hot_seat()

    def handoff_pending(self) -> str | None:
        return self._child(self.game.handoff_pending())

    def bot_thinking_for(self) -> str | None:
        return self._child(self.game.bot_thinking_for())

    def checking(self) -> bool:
        return self.game.checking()

    # ---- what may be done ---------------------------------------------------------------------
    def legal_actions(self, player: str | None = None) -> list:
        """The child's actions among the parent's legal ones for the player at the screen (for
        ``player``, a child seat, if given)."""
        from lionheart_core.subgame import SubAction

        if self.sub() is None:
            return []
        parent = None if player is None else self._parent(player)
        if player is not None and parent is None:
            return []
        actions = self.game.legal_actions() if parent is None else self.game.legal_actions(parent)
        return [a.action for a in actions if isinstance(a, SubAction)]

    def to_move(self) -> tuple[str, ...]:
        return self._children(self.game.to_move())

    def is_over(self) -> bool:
        sub = self.sub()
        return sub is None or self.ruleset.is_over(sub.state)

    def submit(self, action: Any) -> bool:
        """A child action from the board, sent to the parent game wrapped for the parent seat
        that plays its child seat."""
        from lionheart_core.subgame import SubAction

        if self._true_sub() is None:
            self.actionRejected.emit(QCoreApplication.translate("SubGameController", "The game on this board is over."))
            return False
        player = self._parent(self.ruleset.actor(action))
        if player is None:
            self.actionRejected.emit(QCoreApplication.translate(
                "SubGameController", "{seat} does not play in this game.").format(
                    seat=self.seat_name(self.ruleset.actor(action))))
            return False
        return bool(self.game.submit(SubAction(player, action)))

    # ---- words --------------------------------------------------------------------------------
    def describe(self, action: Any) -> str:
        return text(self.ruleset.describe(self.view_state(), action))

    def turn_summary(self) -> str:
        state = self.view_state()
        return "" if state is None else text(self.ruleset.turn_summary(state))


class SubgameTitle(QGraphicsObject):
    """The strip over the child's board: what this game is (the parent's words), in lines; the
    first bold."""

    def __init__(self, width: float, lines: Any = None) -> None:
        super().__init__()
        self._width = width
        self._provider = lines  # () -> the lines now (None: set by set_lines)
        self.bottom: float | None = None  # where its foot stays (scene y)
        self.lines: list[str] = []
        self.setZValue(5)

    def refresh(self) -> None:
        """Ask the provider again (the position or the language changed)."""
        if self._provider is not None:
            lines = self._provider()
            if lines is not None:
                self.set_lines(lines)

    def set_lines(self, lines: list[str]) -> None:
        if lines != self.lines:
            self.prepareGeometryChange()  # as tall as its lines, its foot just over the board
            self.lines = list(lines)
            if self.bottom is not None:
                self.setY(self.bottom - self.boundingRect().height())
            self.setToolTip("\n".join(self.lines))
            self.update()

    def texts(self) -> list[str]:
        return list(self.lines)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        n = max(1, min(3, len(self.lines)))
        return QRectF(0, 0, self._width, min(TITLE_H - 16, 56 + 34 * (n - 1)))

    def paint(self, p: QPainter, option: Any = None, widget: Any = None) -> None:
        from .items import palette

        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.boundingRect()
        p.setPen(QPen(palette.TABLE_EDGE, 2))
        p.setBrush(QColor(255, 248, 228, 235))
        p.drawRoundedRect(r, 14, 14)
        y = r.top() + 8
        for i, line in enumerate(self.lines[:3]):
            font = QFont("DejaVu Sans")
            font.setPixelSize(30 if i == 0 else 24)
            font.setBold(i == 0)
            # Long names shrink to fit rather than leave the strip.
            fm = QFontMetricsF(font)
            room = r.width() - 36
            while fm.horizontalAdvance(line) > room and font.pixelSize() > 12:
                font.setPixelSize(font.pixelSize() - 1)
                fm = QFontMetricsF(font)
            p.setFont(font)
            p.setPen(palette.COORD_INK)
            h = fm.height() + 4
            p.drawText(QRectF(r.left() + 18, y, room, h), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                       fm.elidedText(line, Qt.TextElideMode.ElideRight, room))
            y += h


def create_scene(controller: Any) -> Any:
    """The board scene for the game on the table: while a sub-game runs in the position shown,
    the child ruleset's scene on a :class:`SubGameController`, with the parent's title strip
    over it and the parent's side panels beside it; else the ruleset's own scene."""
    from .rulesets import ui_for

    parent_ui = ui_for(controller.ruleset.id)
    sub = subgame_of(controller)
    if sub is None:
        return parent_ui.create_scene(controller)
    child = SubGameController.of(controller, sub.ruleset_id)
    scene = ui_for(sub.ruleset_id).create_scene(child)
    scene.subgame = child
    # The strip over the board: the scene grows upwards by its height.
    rect = scene.sceneRect()

    def lines() -> list[str] | None:
        if subgame_of(controller) is None or getattr(controller.ruleset, "id", None) != parent_ui.ruleset_id:
            return None  # the sub-game is over: the window puts the parent's board back
        return parent_ui.subgame_title(controller)

    title = SubgameTitle(rect.width() - 16, lines)
    title.setPos(rect.left() + 8, rect.top() - TITLE_H + 12)
    title.bottom = rect.top() + 2
    scene.addItem(title)
    scene.setSceneRect(rect.adjusted(0, -TITLE_H, 0, 0))
    scene.subgame_title = title

    title.refresh()
    controller.stateChanged.connect(title.refresh)
    # The parent's panels stay docked beside the child's board (before the child's own); a
    # title given as a function is asked again in each language.
    own = scene.side_widgets
    kept = list(parent_ui.subgame_side_widgets(controller))
    scene.side_widgets = lambda: [(t() if callable(t) else t, w) for t, w in kept] + list(own())
    return scene


def create_board_view(controller: Any, parent: QWidget | None = None) -> Any:
    """A BoardView of :func:`create_scene` (the window's board)."""
    from .boards.view import BoardView

    scene = create_scene(controller)
    view = BoardView(scene, parent)
    view.board_scene.setParent(view)
    return view


__all__ = ["SubGameController", "SubgameTitle", "board_key", "create_board_view", "create_scene", "subgame_of"]
