"""The 1997 battlefield on the generic grid scene: 9 x 10 squares, gold at the bottom.

The board, its coordinates, the stands and the archers' zone come from the generic
:class:`~lionheart_qt.boards.grid_scene.GridScene` and the shared board painter; this module adds
what only this game has: the turn strip, turn arrows on the selected stand, the bribe coin,
dragging stands, and the secret setup's drag-and-drop. Scene units: one square is 100 units.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLineF, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QDrag, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from lionheart_core.engine import IllegalAction
from lionheart_core.grids.square import Square, parse
from lionheart_core.rulesets.lionheart_1997.model import Attack, Bribe, Move, Turn

from ...boards.grid_scene import GridScene
from ...items import palette
from ...items.highlights import (
    AttackMark,
    BribeMarker,
    CellFill,
    ClickMarker,
    LastMoveMark,
    TargetOutline,
    TurnArrow,
    remove_items,
)
from ...items.stand import SCREEN_STEP, StandItem
from ...placement.framework import DropCellsScene
from ...placement.tray import Tray, drag_pixmap
from .adapter import Lionheart1997Adapter
from .placement import Lionheart1997Placement

SQ = 100.0
MARGIN = 52.0
STRIP = 70.0          # the turn strip under the bottom coordinates
DRAG_START = 10.0     # scene units a press must travel before it becomes a drag


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' * (n != 1)}"


class TurnStrip(QGraphicsObject):
    """Under the board: whose turn, the turn summary, and the actions left as pips."""

    def __init__(self, width: float) -> None:
        super().__init__()
        self._width = width
        self.text = ""
        self.side: str | None = None
        self.colours = palette.NEUTRAL
        self.actions_left = 0
        self.actions_max = 2
        self.setZValue(5)

    def set_status(self, text: str, side: str | None, left: int, most: int,
                   colours: palette.SeatLook = palette.NEUTRAL) -> None:
        self.text, self.side, self.actions_left, self.actions_max = text, side, left, most
        self.colours = colours
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, STRIP - 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.boundingRect()
        painter.setPen(QPen(palette.TABLE_EDGE, 2))
        painter.setBrush(QColor(255, 251, 238, 200))
        painter.drawRoundedRect(r, 14, 14)
        x = r.left() + 16
        if self.side is not None:
            colours = self.colours
            painter.setPen(QPen(colours.rim, 3))
            painter.setBrush(colours.dark)
            painter.drawEllipse(QPointF(x + 14, r.center().y()), 14, 14)
            x += 40
        font = QFont("DejaVu Sans")
        font.setPixelSize(26)
        painter.setFont(font)
        painter.setPen(palette.COORD_INK)
        pips_w = 0.0
        if self.side is not None and self.actions_max:
            pips_w = 40 + self.actions_max * 40
        painter.drawText(QRectF(x, r.top(), r.right() - x - pips_w - 10, r.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.text)
        if pips_w:
            colours = self.colours
            cx = r.right() - 16 - 14
            for i in range(self.actions_max):
                # Filled pips are actions left, hollow ones are spent (right to left as they go).
                left = (self.actions_max - 1 - i) < self.actions_left
                painter.setPen(QPen(colours.rim, 3))
                painter.setBrush(colours.dark if left else Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(cx - i * 40, r.center().y()), 13, 13)


class Lionheart1997Scene(DropCellsScene, GridScene):
    """The 1997 battlefield: stands, highlights, click and drag actions, and the secret setup."""

    MARGIN = MARGIN
    FOOTER = STRIP

    def __init__(self, controller: Any, parent: QObject | None = None, adapter: Any = None) -> None:
        from . import UI

        super().__init__(controller, adapter or Lionheart1997Adapter(UI, controller.ruleset), parent)
        self.columns, self.rows = self.grid.columns, self.grid.rows
        self.setup_marks: list[QGraphicsItem] = []
        self.last_move: tuple[Square, Square] | None = None
        self.last_attack: tuple[Square, Square] | None = None
        self._last_move_item: QGraphicsItem | None = None
        self._press: tuple[Square, QPointF, QPointF] | None = None
        self._target_hint: CellFill | None = None
        self._bribes: list[QGraphicsItem] = []
        self.strip = TurnStrip(self.columns * SQ)
        self.strip.setPos(0, self.rows * SQ + MARGIN - 4)
        self.addItem(self.strip)
        # Messages cover the turn strip for a moment rather than the board (the banner is on top).
        self.placement = Lionheart1997Placement(controller, self)
        self.placement.message.connect(self.show_message)
        self.tray = Tray(self.placement)
        self.init_drops()
        self.refresh()

    # ---- coordinates (the names the 1997 code and tests use) -------------------------------------
    @property
    def stands(self) -> dict:
        return self.pieces

    def square_rect(self, sq: Square) -> QRectF:
        return self.cell_rect(sq)

    def square_centre(self, sq: Square) -> QPointF:
        return self.cell_centre(sq)

    def side_widgets(self) -> list[tuple[str, QWidget]]:
        return [("Setup", self.tray)]

    # ---- drawing the state ---------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.controller.view_state()
        if state is None or not hasattr(self, "strip"):  # no game on the table (yet)
            return
        self.state = state
        self.adapter.state = state
        self.sync_pieces(self.adapter.pieces(state))
        # The hand cursor over a unit that can act is set on the view while hovering (see
        # mouseMoveEvent), never on the items: an item's cursor calls walk the scene's index
        # under the mouse on every refresh, and one such walk crashed in a full test run.
        self._actionable = self._actionable_squares()
        if self._moving is None:
            self._hint_target(None, None)
        self._update_strip()
        self._update_setup_marks()
        self._update_bribes()
        self._update_last_move()
        if self.selected is not None and not self.unit_actions(self.selected):
            self.selected = None
        self._show_selection()
        self.update()

    def _update_strip(self) -> None:
        rs, state = self.controller.ruleset, self.state
        text = str(rs.turn_summary(state))
        if state.phase == "play":
            self.strip.set_status(text, state.player, state.actions_left, 2, self.adapter.seat_look(state.player))
        else:
            self.strip.set_status(text, None, 0, 0)

    def _update_setup_marks(self) -> None:
        remove_items(self.setup_marks)
        side = self.placement.side()
        if side is None:
            return
        for sq in self.controller.ruleset.setup_squares(side):
            mark = CellFill(self.cell_shape(sq), QColor(255, 248, 220, 45), dot=False,
                            edge=QColor(255, 248, 220, 110))
            self.addItem(mark)
            self.setup_marks.append(mark)

    def _update_bribes(self) -> None:
        remove_items(self._bribes)
        for a in self.controller.legal_actions():
            if isinstance(a, Bribe):
                r = self.square_rect(a.target)
                path = QPainterPath()
                path.addRoundedRect(r.adjusted(4, 4, -4, -4), 14, 14)
                ring = TargetOutline(path, key=a)
                pen = QPen(palette.BRIBE, 6, Qt.PenStyle.DashLine)
                ring.setPen(pen)
                marker = BribeMarker(a)
                marker.setPos(r.left() + 14, r.top() + 14)  # a coin on the corner: click to bribe
                for item in (ring, marker):
                    self.addItem(item)
                    self._bribes.append(item)

    def on_events(self, events: list) -> None:
        for e in events:
            if e.key == "move":
                try:
                    self.last_move = (parse(e.args["from"]), parse(e.args["to"]))
                    self.last_attack = None
                except (KeyError, ValueError):
                    continue
            elif e.key == "attack" and "att_square" in e.args:
                try:
                    self.last_attack = (parse(e.args["att_square"]), parse(e.args["def_square"]))
                    self.last_move = None
                except (KeyError, ValueError):
                    continue
        # Drawn by refresh(): stateChanged follows with the state these events led to.

    def _update_last_move(self) -> None:
        if self._last_move_item is not None:
            self.removeItem(self._last_move_item)
            self._last_move_item = None
        if self.last_attack is not None and self.state.phase in ("play", "over"):
            # Shown while the attack is the last action of the game (not after an undo).
            log = self.controller.log
            last = log[-1].action if log else None
            if isinstance(last, Attack) and (last.frm, last.target) == self.last_attack:
                frm, to = self.last_attack
                self._last_move_item = AttackMark(self.square_rect(frm), self.square_rect(to))
                self.addItem(self._last_move_item)
            else:
                self.last_attack = None
            return
        if self.last_move is None or self.state.phase != "play":
            return
        frm, to = self.last_move
        occupied = {u.square for u in self.state.units if u.square is not None}
        if to not in occupied or frm in occupied:
            # Taken back (undo) or overtaken by what followed: the mark would mislead.
            self.last_move = None
            return
        self._last_move_item = LastMoveMark(self.square_rect(frm), self.square_rect(to))
        self.addItem(self._last_move_item)

    # ---- what the core allows --------------------------------------------------------------------
    def unit_actions(self, sq: Square) -> list:
        """The legal Move, Turn and Attack actions of the unit on ``sq`` (from the controller)."""
        if self.state.phase != "play":
            return []
        out = []
        for a in self.controller.legal_actions():
            if isinstance(a, Move | Attack) and a.frm == sq or isinstance(a, Turn) and a.at == sq:
                out.append(a)
        return out

    def _actionable_squares(self) -> set[Square]:
        if self.state.phase == "setup":
            return set(self.placement.movable_cells())
        if self.state.phase != "play":
            return set()
        squares = set()
        for a in self.controller.legal_actions():
            if isinstance(a, Move | Attack):
                squares.add(a.frm)
            elif isinstance(a, Turn):
                squares.add(a.at)
        return squares

    def action_onto(self, sq: Square | None) -> Any | None:
        """The selected unit's Move to, or Attack on, ``sq`` if the core allows it."""
        if self.selected is None or sq is None:
            return None
        for a in self.unit_actions(self.selected):
            if isinstance(a, Move) and a.to == sq or isinstance(a, Attack) and a.target == sq:
                return a
        return None

    def _why_not(self, frm: Square, sq: Square) -> str:
        """The core's reason a unit on ``frm`` cannot go to or attack ``sq``."""
        state = self.controller.state
        player = state.player
        occupant = next((u for u in self.state.units if u.square == sq), None)
        action = Attack(player, frm, sq) if occupant is not None and occupant.owner != player else Move(player, frm, sq)
        try:
            self.controller.ruleset.check(state, action)
        except IllegalAction as exc:
            return exc.reason[:1].upper() + exc.reason[1:]
        return ""

    # ---- selection and highlights ----------------------------------------------------------------
    def select(self, sq: Square | None) -> None:
        """Select the unit on ``sq`` (None clears) and show what it may do."""
        self.selected = sq if sq is not None and self.unit_actions(sq) else None
        self._hint_target(None, None)
        self._show_selection()

    def _stand_at(self, sq: Square) -> StandItem | None:
        return self.piece_at(sq)

    def show_selection(self) -> None:
        self._show_selection()

    def _show_selection(self) -> None:
        remove_items(self.highlights)
        for stand in self.pieces.values():
            stand.set_chosen(self.selected is not None and stand.cell == self.selected)
        if self.selected is None:
            return
        sq = self.selected
        for a in self.unit_actions(sq):
            view = self.adapter.action_view(a, self.grid)
            if view is not None:
                self._highlight(view)
            elif isinstance(a, Turn):
                arrow = TurnArrow(a, a.facing)
                dx, dy = SCREEN_STEP[a.facing]
                c = self.square_centre(sq)
                arrow.setPos(c.x() + dx * (SQ / 2 - 2), c.y() + dy * (SQ / 2 - 2))
                self.addItem(arrow)
                self.highlights.append(arrow)
        # The archers' zone: the very shape the rules publish (Ruleset.zones).
        self.show_zones(sq)

    # ---- mouse: click and drag ---------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        pos = event.scenePos()
        for item in self.items(pos):
            if isinstance(item, ClickMarker):
                self.submit(item.action)
                return
        sq = self.cell_at(pos)
        if self.state.phase == "setup":
            stand = self._stand_at(sq) if sq is not None else None
            if sq in self.placement.movable_cells():
                self._press = (sq, pos, stand.pos() if stand else pos)
            elif stand is not None and stand.look.owner == self.placement.side():
                # A base the core will not let go (the King on his shield): say why at once.
                remove = self.placement.remove_action(self.placement.payload_from_cell(sq))
                reason = self.placement.refusal(remove) if remove is not None else None
                if reason:
                    self.placement.note(reason)
            return
        action = self.action_onto(sq)
        if action is not None:
            self.submit(action)
            return
        if sq is not None and self.unit_actions(sq):
            self.select(sq)
            stand = self._stand_at(sq)
            self._press = (sq, pos, stand.pos() if stand else pos)
            return
        self.select(None)

    def _hover_cursor(self, sq: Square | None) -> None:
        """An open hand over a unit that can act, the arrow elsewhere (on the view)."""
        can = sq is not None and sq in getattr(self, "_actionable", ())
        for view in self.views():
            vp = view.viewport()
            if can:
                vp.setCursor(Qt.CursorShape.OpenHandCursor)
            elif vp.cursor().shape() == Qt.CursorShape.OpenHandCursor:
                vp.unsetCursor()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            # Hovering with a unit selected: outline the square a click would act on.
            sq = self.cell_at(event.scenePos())
            self._hover_cursor(sq)
            target = sq if self.selected is not None and self.action_onto(sq) is not None else None
            self._hint_target(self.selected, target)
            return
        sq, start, origin = self._press
        pos = event.scenePos()
        if self._moving is None:
            if QLineF(start, pos).length() < DRAG_START:
                return
            stand = self._stand_at(sq)
            if stand is None:
                return
            if self.state.phase == "setup":
                self._press = None
                self._drag_placed(sq, stand, event.widget())
                return
            self._moving = stand
            stand.setZValue(30)
            for view in self.views():
                view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        self._moving.setPos(origin + (pos - start))
        self._hint_target(sq, self.cell_at(pos))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press, stand = self._press, self._moving
        self._press, self._moving = None, None
        self._hint_target(None, None)
        self._hover_cursor(self.cell_at(event.scenePos()))
        if press is None or stand is None:
            return
        stand.setZValue(10)
        frm = press[0]
        sq = self.cell_at(event.scenePos())
        action = self.action_onto(sq)
        if action is not None and self.submit(action):
            if isinstance(action, Attack):
                self.glide(stand, stand.key, self.square_centre(frm))
            return
        self.glide(stand, stand.key, self.square_centre(frm))  # snap back
        if sq is not None and sq != frm:
            self.show_message(self._why_not(frm, sq))

    def _hint_target(self, frm: Square | None, sq: Square | None) -> None:
        """While a stand is dragged: outline the square under it, in the selection colour where
        the core allows the move or attack, in the refusal colour elsewhere."""
        if self._target_hint is not None and self._target_hint.key == sq:
            return
        if self._target_hint is not None:
            self.removeItem(self._target_hint)
            self._target_hint = None
        if sq is None or sq == frm:
            return
        legal = self.action_onto(sq) is not None
        fill = palette.LEGAL_CELL if legal else palette.REFUSED_CELL
        edge = palette.SELECTION if legal else palette.TARGET
        self._target_hint = CellFill(self.cell_shape(sq), fill, dot=False, edge=edge, key=sq)
        self.addItem(self._target_hint)

    # ---- setup: drag and drop through the placement framework --------------------------------------
    def _drag_placed(self, sq: Square, stand: StandItem, widget: QWidget | None) -> None:
        """Drag a placed base (to another square: Relocate; back to the tray: Remove)."""
        payload = self.placement.payload_from_cell(sq)
        drag = QDrag(widget if widget is not None else self.tray)
        drag.setMimeData(payload.to_mime())
        pm = drag_pixmap(stand.look)
        drag.setPixmap(pm)
        drag.setHotSpot(pm.rect().center())
        stand.setOpacity(0.35)
        try:
            accepted = drag.exec(Qt.DropAction.MoveAction) != Qt.DropAction.IgnoreAction
        finally:
            if stand.scene() is self:
                stand.setOpacity(1.0)
        self.placement.drag_finished(accepted)

