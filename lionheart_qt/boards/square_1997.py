"""The square board of Lionheart (1997): 9 x 10 squares, gold at the bottom, silver at the top.

Scene units: one square is ``SQ`` units; core square ``(col, row)`` (row 0 = gold's back row)
covers x in [col*SQ, (col+1)*SQ] and y in [(rows-1-row)*SQ, (rows-row)*SQ], so north is up.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QEasingCurve, QLineF, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QDrag, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shapely.geometry import Polygon

from lionheart_core.engine import IllegalAction
from lionheart_core.geometry import block_in_front
from lionheart_core.grids.square import FACING_NAMES, Square, label, parse
from lionheart_core.rulesets.lionheart_1997.data import game_data
from lionheart_core.rulesets.lionheart_1997.model import Attack, Bribe, Move, Turn

from ..items import palette
from ..items.glyphs import paint_glyph
from ..items.highlights import (
    BribeMarker,
    CellFill,
    ClickMarker,
    LastMoveMark,
    TargetOutline,
    TurnArrow,
    ZoneShape,
    remove_items,
)
from ..items.stand import SCREEN_STEP, StandItem, StandLook
from ..placement.framework import DropSupport
from ..placement.lionheart_1997 import Lionheart1997Placement
from ..placement.tray import Tray, drag_pixmap
from .base import BoardScene

SQ = 100.0
MARGIN = 52.0
STRIP = 70.0          # the turn strip under the bottom coordinates
MOVE_MS = 150         # a move glides this long; nothing waits for it
DRAG_START = 10.0     # scene units a press must travel before it becomes a drag

SIDE_NAMES = {"gold": "Gold", "silver": "Silver"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' * (n != 1)}"


class TurnStrip(QGraphicsObject):
    """Under the board: whose turn, the turn summary, and the actions left as pips."""

    def __init__(self, width: float) -> None:
        super().__init__()
        self._width = width
        self.text = ""
        self.side: str | None = None
        self.actions_left = 0
        self.actions_max = 2
        self.setZValue(5)

    def set_status(self, text: str, side: str | None, left: int, most: int) -> None:
        self.text, self.side, self.actions_left, self.actions_max = text, side, left, most
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
            colours = palette.army(self.side)
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
            colours = palette.army(self.side)
            cx = r.right() - 16 - 14
            for i in range(self.actions_max):
                # Filled pips are actions left, hollow ones are spent (right to left as they go).
                left = (self.actions_max - 1 - i) < self.actions_left
                painter.setPen(QPen(colours.rim, 3))
                painter.setBrush(colours.dark if left else Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(cx - i * 40, r.center().y()), 13, 13)


class Lionheart1997Scene(BoardScene):
    """The 1997 battlefield: stands, highlights, click and drag actions, and the secret setup."""

    def __init__(self, controller: Any, parent: QObject | None = None) -> None:
        super().__init__(controller, parent)
        board = game_data().board
        self.columns, self.rows = board.columns, board.rows
        self.board_rect = QRectF(0, 0, self.columns * SQ, self.rows * SQ)
        self.setSceneRect(QRectF(-MARGIN, -MARGIN, self.columns * SQ + 2 * MARGIN,
                                 self.rows * SQ + 2 * MARGIN + STRIP))
        # Items are few and mostly still: no spatial index beats a BSP tree here.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.stands: dict[int, StandItem] = {}
        self.selected: Square | None = None
        self.highlights: list[QGraphicsItem] = []
        self.drop_cells: list[QGraphicsItem] = []
        self.setup_marks: list[QGraphicsItem] = []
        self.last_move: tuple[Square, Square] | None = None
        self._last_move_item: QGraphicsItem | None = None
        self._anims: dict[int, QVariantAnimation] = {}
        self._press: tuple[Square, QPointF, QPointF] | None = None
        self._dragging: StandItem | None = None
        self._target_hint: CellFill | None = None
        self._bribes: list[QGraphicsItem] = []
        self.strip = TurnStrip(self.columns * SQ)
        self.strip.setPos(0, self.rows * SQ + MARGIN - 4)
        self.addItem(self.strip)
        # Messages cover the turn strip for a moment rather than the board.
        self.make_banner(self.columns * SQ, QPointF(0, self.rows * SQ + MARGIN - 4))
        self.placement = Lionheart1997Placement(controller, self)
        self.placement.message.connect(self.show_message)
        self.tray = Tray(self.placement)
        self.drops = DropSupport(self.placement, self.cell_at, self.show_drop_cells)
        self.refresh()

    # ---- coordinates ---------------------------------------------------------------------------
    def square_rect(self, sq: Square) -> QRectF:
        return QRectF(sq[0] * SQ, (self.rows - 1 - sq[1]) * SQ, SQ, SQ)

    def square_centre(self, sq: Square) -> QPointF:
        return self.square_rect(sq).center()

    def cell_at(self, pos: QPointF) -> Hashable | None:
        if not self.board_rect.contains(pos):
            return None
        col = int(pos.x() // SQ)
        row = self.rows - 1 - int(pos.y() // SQ)
        if 0 <= col < self.columns and 0 <= row < self.rows:
            return (col, row)
        return None

    def cell_shape(self, cell: Hashable) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.square_rect(cell).adjusted(3, 3, -3, -3))
        return path

    def board_polygon(self, shape: Polygon) -> QPolygonF:
        """A shapely polygon in board coordinates (x = column, y = row, y up) in scene units."""
        return QPolygonF([QPointF(x * SQ, (self.rows - y) * SQ) for x, y in shape.exterior.coords])

    def side_widgets(self) -> list[tuple[str, QWidget]]:
        return [("Setup", self.tray)]

    # ---- the static board (drawn once into the view's background cache) ---------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt name)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(rect, palette.TABLE)
        frame = self.board_rect.adjusted(-MARGIN + 8, -MARGIN + 8, MARGIN - 8, MARGIN - 8)
        painter.setPen(QPen(palette.TABLE_EDGE, 3))
        painter.setBrush(QColor("#efe4c6"))
        painter.drawRoundedRect(frame, 16, 16)
        for row in range(self.rows):
            for col in range(self.columns):
                r = self.square_rect((col, row))
                if not r.intersects(rect):
                    continue
                painter.fillRect(r, palette.FIELD_LIGHT if (col + row) % 2 else palette.FIELD_DARK)
        painter.setPen(QPen(palette.GRID_LINE, 2))
        for col in range(self.columns + 1):
            painter.drawLine(QLineF(col * SQ, 0, col * SQ, self.rows * SQ))
        for row in range(self.rows + 1):
            painter.drawLine(QLineF(0, row * SQ, self.columns * SQ, row * SQ))
        painter.setPen(QPen(palette.RIM_DARK, 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.board_rect)
        # The two royal shields on the kings' squares.
        ruleset = self.controller.ruleset
        for side in ("gold", "silver"):
            r = self.square_rect(ruleset.king_square(side)).adjusted(14, 14, -14, -14)
            colours = palette.army(side)
            fill = QColor(colours.light)
            fill.setAlpha(170)
            paint_glyph(painter, r, "shield", fill, colours.rim)
        self._draw_coordinates(painter)

    def _draw_coordinates(self, painter: QPainter) -> None:
        font = QFont("DejaVu Sans")
        font.setPixelSize(26)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(palette.COORD_INK)
        centre = Qt.AlignmentFlag.AlignCenter
        for col in range(self.columns):
            text = label((col, 0))[0]
            x = col * SQ
            painter.drawText(QRectF(x, -MARGIN + 6, SQ, MARGIN - 8), centre, text)
            painter.drawText(QRectF(x, self.rows * SQ + 2, SQ, MARGIN - 8), centre, text)
        for row in range(self.rows):
            text = str(row + 1)
            y = (self.rows - 1 - row) * SQ
            painter.drawText(QRectF(-MARGIN + 4, y, MARGIN - 6, SQ), centre, text)
            painter.drawText(QRectF(self.columns * SQ + 2, y, MARGIN - 6, SQ), centre, text)

    # ---- drawing the state ---------------------------------------------------------------------
    def _look(self, u: Any) -> StandLook:
        t = self.controller.ruleset.unit_type(u.kind)
        return StandLook(
            owner=u.owner,
            glyph=t.glyph,
            figures=None if u.kind == "king" else u.figures,
            facing=u.facing,
            tooltip=self._tooltip(u, t),
            pennant=bool(t.bribable),
        )

    def _tooltip(self, u: Any, t: Any) -> str:
        rs = self.controller.ruleset
        dice = rs.dice_count(u)
        hits = {"axe": "battle-axes", "arrow": "arrows", "most": "axes or arrows, whichever is more"}[t.hits_on]
        attack = {"front": "the square in front", "zone": f"any of the {t.zone_width * t.zone_depth} squares in front",
                  "around": "any of the 8 squares around"}[t.attack]
        move = ("any distance straight ahead" if t.mounted else "one square ahead")
        lines = [
            f"<b>{rs.unit_name(u)}</b> on {label(u.square)}, facing {FACING_NAMES[u.facing]}",
            f"Attack: {attack}",
            f"Dice: {t.dice_per_figure} per figure, {dice} in all (never more than 4); hits with {hits}",
            f"Hits to remove a figure: {t.hits_to_kill}",
            f"Move: {move}, {_plural(t.move_cost, 'action')}; turn: {_plural(t.turn_cost, 'action')}",
            "Panics: " + ("yes" if t.panics else "never"),
        ]
        if t.retreat_per_panic:
            lines.append("Falls back one square for every panic rolled")
        if t.forces_retreat:
            lines.append("Drives back what it attacks, one square per panic")
        if t.bribable:
            lines.append("Can be bribed by the enemy King")
        return "<br>".join(lines)

    def refresh(self) -> None:
        state = self.controller.view_state()
        if state is None:  # no game on the table (yet)
            return
        self.state = state
        alive = set()
        actionable = self._actionable_squares()
        for u in state.units:
            if u.square is None:
                continue
            alive.add(u.uid)
            look = self._look(u)
            item = self.stands.get(u.uid)
            target = self.square_centre(u.square)
            if item is None:
                item = StandItem(look, key=u.uid)
                item.setPos(target)
                self.addItem(item)
                self.stands[u.uid] = item
            else:
                item.set_look(look)
                if item is not self._dragging:
                    self._glide(item, target)
            item.square = u.square
            if u.square in actionable:
                item.setCursor(Qt.CursorShape.OpenHandCursor)
            else:
                item.unsetCursor()
        for uid in list(self.stands):
            if uid not in alive:
                anim = self._anims.pop(uid, None)
                if anim is not None:
                    anim.stop()
                self.removeItem(self.stands.pop(uid))
        if self._dragging is None:
            self._hint_target(None, None)
        self._update_strip()
        self._update_setup_marks()
        self._update_bribes()
        self._update_last_move()
        if self.selected is not None and not self.unit_actions(self.selected):
            self.selected = None
        self._show_selection()
        self.update()

    def _glide(self, item: StandItem, target: QPointF) -> None:
        """Move a stand to ``target`` with a short animation that never blocks input."""
        old = self._anims.pop(item.key, None)
        if old is not None:
            old.stop()
        if item.pos() == target:
            return
        anim = QVariantAnimation(self)
        anim.setDuration(MOVE_MS)
        anim.setStartValue(item.pos())
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.valueChanged.connect(lambda value, it=item: self._place(it, value))
        # However late the last frame comes on a busy machine, the stand ends exactly on its square.
        end = QPointF(target)
        anim.finished.connect(lambda it=item, end=end: self._place(it, end))
        self._anims[item.key] = anim
        anim.start()

    def animating(self) -> bool:
        """True while a stand is still gliding to its square."""
        return any(a.state() == QVariantAnimation.State.Running for a in self._anims.values())

    def finish_animations(self) -> None:
        """Put every gliding stand on its square now (before a still frame is rendered)."""
        for uid, anim in list(self._anims.items()):
            end = anim.endValue()
            anim.stop()
            item = self.stands.get(uid)
            if item is not None and isinstance(end, QPointF):
                item.setPos(end)
        self._anims.clear()

    @staticmethod
    def _place(item: StandItem, value: Any) -> None:
        if isinstance(value, QPointF) and item.scene() is not None:
            item.setPos(value)

    def _update_strip(self) -> None:
        rs, state = self.controller.ruleset, self.state
        text = str(rs.turn_summary(state))
        if state.phase == "play":
            self.strip.set_status(text, state.player, state.actions_left, 2)
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
                except (KeyError, ValueError):
                    continue
        # Drawn by refresh(): stateChanged follows with the state these events led to.

    def _update_last_move(self) -> None:
        if self._last_move_item is not None:
            self.removeItem(self._last_move_item)
            self._last_move_item = None
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
        return next((s for s in self.stands.values() if getattr(s, "square", None) == sq), None)

    def _show_selection(self) -> None:
        remove_items(self.highlights)
        for stand in self.stands.values():
            stand.set_chosen(self.selected is not None and getattr(stand, "square", None) == self.selected)
        if self.selected is None:
            return
        sq = self.selected
        unit = next((u for u in self.state.units if u.square == sq), None)
        for a in self.unit_actions(sq):
            if isinstance(a, Move):
                item = CellFill(self.cell_shape(a.to), key=a)
            elif isinstance(a, Attack):
                path = QPainterPath()
                path.addRoundedRect(self.square_rect(a.target).adjusted(4, 4, -4, -4), 14, 14)
                item = TargetOutline(path, key=a)
            else:
                item = TurnArrow(a, a.facing)
                dx, dy = SCREEN_STEP[a.facing]
                c = self.square_centre(sq)
                item.setPos(c.x() + dx * (SQ / 2 - 2), c.y() + dy * (SQ / 2 - 2))
            self.addItem(item)
            self.highlights.append(item)
        if unit is not None:
            t = self.controller.ruleset.unit_type(unit.kind)
            if t.attack == "zone":
                zone = ZoneShape(self.board_polygon(block_in_front(sq, unit.facing, t.zone_width, t.zone_depth)))
                clip = QPainterPath()
                clip.addRect(self.board_rect)
                zone.setPath(zone.path().intersected(clip))
                self.addItem(zone)
                self.highlights.append(zone)

    def highlighted(self) -> dict[str, set]:
        """What the selection shows now, for tests and the status bar: moves, turns, targets."""
        out: dict[str, set] = {"moves": set(), "turns": set(), "targets": set()}
        for it in self.highlights:
            if isinstance(it, CellFill):
                out["moves"].add(it.key)
            elif isinstance(it, TurnArrow):
                out["turns"].add(it.action)
            elif isinstance(it, TargetOutline):
                out["targets"].add(it.key)
        return out

    def zone_item(self) -> ZoneShape | None:
        return next((it for it in self.highlights if isinstance(it, ZoneShape)), None)

    # ---- mouse: click and drag ---------------------------------------------------------------------
    def submit(self, action: Any) -> bool:
        self.show_message("")
        return bool(self.controller.submit(action))

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

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            # Hovering with a unit selected: outline the square a click would act on.
            sq = self.cell_at(event.scenePos())
            target = sq if self.selected is not None and self.action_onto(sq) is not None else None
            self._hint_target(self.selected, target)
            return
        sq, start, origin = self._press
        pos = event.scenePos()
        if self._dragging is None:
            if QLineF(start, pos).length() < DRAG_START:
                return
            stand = self._stand_at(sq)
            if stand is None:
                return
            if self.state.phase == "setup":
                self._press = None
                self._drag_placed(sq, stand, event.widget())
                return
            self._dragging = stand
            stand.setZValue(30)
            stand.setCursor(Qt.CursorShape.ClosedHandCursor)
        self._dragging.setPos(origin + (pos - start))
        self._hint_target(sq, self.cell_at(pos))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press, stand = self._press, self._dragging
        self._press, self._dragging = None, None
        self._hint_target(None, None)
        if press is None or stand is None:
            return
        stand.setZValue(10)
        frm = press[0]
        sq = self.cell_at(event.scenePos())
        action = self.action_onto(sq)
        if action is not None and self.submit(action):
            if isinstance(action, Attack):
                self._glide(stand, self.square_centre(frm))
            return
        self._glide(stand, self.square_centre(frm))  # snap back
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

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape:
            self.select(None)
            event.accept()
            return
        super().keyPressEvent(event)

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

    def show_drop_cells(self, cells: set) -> None:
        remove_items(self.drop_cells)
        for cell in cells:
            item = CellFill(self.cell_shape(cell), palette.LEGAL_CELL, dot=False,
                            edge=palette.LEGAL_CELL_EDGE, key=cell)
            self.addItem(item)
            self.drop_cells.append(item)

    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        self.drops.enter(event)

    def dragMoveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        self.drops.move(event)

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        self.drops.leave(event)

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        self.drops.drop(event)
