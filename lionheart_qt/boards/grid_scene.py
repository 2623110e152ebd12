"""The generic board scene: any grid of the grid protocol, driven by a ruleset's adapter.

It draws the ruleset's ``grid(opts)`` (square board, hex field or map, location graph) with the
shared :class:`~lionheart_qt.boards.painter.BoardPainter`, the pieces the adapter reads from
``controller.view_state()`` (an observation: only what the viewer may see), several pieces in a
cell as a readable stack, and for the selected cell the legal actions as highlights and the
zones the rules publish (``Ruleset.zones``), exactly as given. A click is turned into one of
``controller.legal_actions()`` through the adapter; nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QEasingCurve, QLineF, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from ..items import palette
from ..items.counter import CounterItem, CounterLook
from ..items.hand import HandArea
from ..items.highlights import (
    CellFill,
    ClickMarker,
    TargetOutline,
    TurnArrow,
    ZoneShape,
    remove_items,
)
from ..items.stack import StackItem
from ..items.stand import StandItem, facing_step
from ..items.track import SPACE, TrackItem, track_size
from .adapter import ActionView, BoardAdapter, PieceView
from .base import BoardScene
from .geometry import BoardGeometry
from .painter import SCREEN, BoardPainter

MARGIN = 52.0
MOVE_MS = 150  # a move glides this long; nothing waits for it
DRAG_START = 10.0  # scene units a press must travel before it becomes a drag


class GridScene(BoardScene):
    """A board scene for any grid. ``adapter`` is the ruleset's :class:`BoardAdapter`."""

    MARGIN = MARGIN
    FOOTER = 0.0  # room under the board for a ruleset's strip (the 1997 turn strip)
    #: Width of a column right of the board for the tracks, lines and hand (0: under the board).
    #: A tall board with much beside it (the crusade game's England) stays large this way.
    TABLE_BESIDE = 0.0
    HAND_CARD_H = 0.0  # the hand's card height (0: the hand's own)

    def __init__(self, controller: Any, adapter: BoardAdapter | None = None, parent: QObject | None = None,
                 grid: Any = None) -> None:
        super().__init__(controller, parent)
        self.adapter = adapter if adapter is not None else BoardAdapter()
        if grid is None:
            state = controller.view_state()
            opts = getattr(state, "opts", None) or getattr(controller, "options", None)
            grid = controller.ruleset.grid(opts)
        if grid is None:
            raise ValueError(f"{controller.ruleset.id} has no grid: use the table scene")
        self.grid = grid
        self.geometry = BoardGeometry(grid, self.adapter.unit(grid))
        self.board_painter = BoardPainter(self.geometry, SCREEN, getattr(self.adapter, "cell_label", None))
        self.board_rect = self.geometry.rect()
        if grid.kind == "graph":
            # Location names sit under their nodes: room for the lowest ones inside the frame.
            self.board_rect.adjust(0, 0, 0, self.geometry.cell_size() * 0.75)
        m = self.MARGIN
        self.setSceneRect(QRectF(-m, -m, self.board_rect.width() + 2 * m,
                                 self.board_rect.height() + 2 * m + self.FOOTER))
        # Items are few and mostly still: no spatial index beats a BSP tree here.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.state: Any = None
        self.pieces: dict[Hashable, QGraphicsItem] = {}
        self.selected: Hashable | None = None
        self.highlights: list[QGraphicsItem] = []
        self._anims: dict[Hashable, QVariantAnimation] = {}
        self._moving: QGraphicsItem | None = None  # a piece the player drags (not glided)
        self._drag: tuple[Hashable, QPointF, QPointF] | None = None
        self._hover: CellFill | None = None  # the cell a click would act on, while hovering
        # Sizes and places of pieces come from the painter the printed sheet uses too.
        self.piece_size = self.board_painter.piece_size()
        self.stack_size = self.board_painter.piece_size(stacked=True)
        self.make_banner(self.board_rect.width(), QPointF(0, self.board_rect.height() + m - 4))
        # Under the board, for games with cards and tracks besides the map.
        self.tracks: list[TrackItem] = []
        self.lines: list[Any] = []
        self.hand: HandArea | None = None
        self._table_height = 0.0
        if type(self) is GridScene:
            self.refresh()

    # ---- coordinates ---------------------------------------------------------------------------
    def cell_at(self, pos: QPointF) -> Hashable | None:
        return self.geometry.cell_at(pos)

    def cell_shape(self, cell: Hashable) -> QPainterPath:
        """The cell's outline, a little inside its edges (fills never cover the grid lines)."""
        if self.grid.kind == "square":
            path = QPainterPath()
            path.addRect(self.geometry.cell_rect(cell).adjusted(3, 3, -3, -3))
            return path
        return self.geometry.cell_path(cell)

    def cell_rect(self, cell: Hashable) -> QRectF:
        return self.geometry.cell_rect(cell)

    def cell_centre(self, cell: Hashable) -> QPointF:
        return self.geometry.centre(cell)

    def board_polygon(self, shape: Any) -> QPolygonF:
        """A shapely polygon in board coordinates, in scene units."""
        return self.geometry.polygon(shape)

    # ---- the static board (drawn once into the view's background cache) ---------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt name)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(rect, palette.TABLE)
        m = self.MARGIN
        frame = self.board_rect.adjusted(-m + 8, -m + 8, m - 8, m - 8)
        painter.setPen(QPen(palette.TABLE_EDGE, 3))
        painter.setBrush(QColor("#efe4c6"))
        painter.drawRoundedRect(frame, 16, 16)
        self.board_painter.paint_board(painter, rect, self.adapter.cell_fill, labels=False)
        self.adapter.decorate(painter, self.board_painter, printed=False)
        self.board_painter.paint_labels(painter, rect)  # over roads and rivers, always readable

    # ---- drawing the state ---------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.controller.view_state()
        if state is None:  # no game on the table (yet)
            return
        self.state = state
        self.adapter.state = state
        self.sync_pieces(self.adapter.pieces(state))
        self._update_table(state)
        if self.selected is not None and not self.actions_from(self.selected):
            self.selected = None
        self.show_selection()
        self.update()

    def _update_table(self, state: Any) -> None:
        """Tracks and the viewer's hand under the board, when the adapter gives them."""
        if getattr(type(self.adapter), "view", None) is BoardAdapter.view:
            return  # a board alone
        viewer = getattr(self.controller, "view_player", lambda: None)()
        view = self.adapter.view(self.controller.ruleset, state, viewer, list(self.controller.legal_actions()))
        if view is None:
            return
        if self.TABLE_BESIDE:
            x0, width = self.board_rect.width() + self.MARGIN + 30, self.TABLE_BESIDE
            y = top = -self.MARGIN + 8  # level with the board's frame
        else:
            x0, width = 0.0, self.board_rect.width()
            y = top = self.board_rect.height() + self.MARGIN + self.FOOTER + 60
        while len(self.tracks) > len(view.tracks):
            self.removeItem(self.tracks.pop())
        tracks_w = 0.0
        for i, look in enumerate(view.tracks):
            if i < len(self.tracks):
                self.tracks[i].set_look(look)
            else:
                self.tracks.append(TrackItem(look, width))
                self.addItem(self.tracks[i])
            self.tracks[i].setPos(x0, y)
            per_row, h = track_size(look, width)
            tracks_w = max(tracks_w, per_row * SPACE)
            y += h + (8 if self.TABLE_BESIDE else 16)
        y = self._lay_lines(view.lines, top, y, tracks_w, width, x0)
        if self.hand is None:
            self.hand = HandArea(width, self.submit, wrap=bool(self.TABLE_BESIDE))
            if self.HAND_CARD_H:
                self.hand.card_h = self.HAND_CARD_H
            self.addItem(self.hand)
        hand = view.hand
        self.hand.set_hand(hand.cards if hand else (), hand.actions if hand else (), hand.title if hand else "",
                           keys=hand.keys if hand else (), selections=hand.selections if hand else (),
                           hint=hand.hint if hand else "")
        self.hand.setVisible(hand is not None)
        self.hand.setPos(x0, y)
        y += (self.hand.height() + (0 if self.TABLE_BESIDE else 20)) if hand is not None else 0
        m = self.MARGIN
        if self.TABLE_BESIDE:
            height = max(0.0, y - 8 - (self.board_rect.height() + m + self.FOOTER))
        else:
            height = y - (self.board_rect.height() + self.MARGIN + self.FOOTER)
        if abs(height - self._table_height) > 0.5 or self.TABLE_BESIDE:
            self._table_height = height
            extra = (30 + self.TABLE_BESIDE) if self.TABLE_BESIDE else 0.0
            rect = QRectF(-m, -m, self.board_rect.width() + 2 * m + extra,
                          self.board_rect.height() + 2 * m + self.FOOTER + height)
            if rect != self.sceneRect():
                self.setSceneRect(rect)

    def _lay_lines(self, lines: Any, top: float, below: float, tracks_w: float, width: float,
                   x0: float = 0.0) -> float:
        """The adapter's text lines (the round, an event, a dashboard): beside the tracks where
        they leave room, else under them. Returns where the hand goes."""
        from PySide6.QtGui import QFont
        from PySide6.QtWidgets import QGraphicsTextItem

        for item in self.lines:
            self.removeItem(item)
        self.lines = []
        beside = tracks_w > 0 and width - tracks_w - 30 >= 280
        x, y = (tracks_w + 30, top) if beside else (0.0, below)
        font = QFont("DejaVu Sans")
        font.setPixelSize(19 if self.TABLE_BESIDE else 20)
        for line in lines:
            item = QGraphicsTextItem()
            item.setPlainText(line)
            item.setFont(font)
            item.setDefaultTextColor(palette.COORD_INK)
            item.setTextWidth(width - x)
            item.setPos(x0 + x, y)
            self.addItem(item)
            self.lines.append(item)
            y += item.boundingRect().height() + 2
        return max(below, y + 10) if lines else below

    def texts(self) -> list[str]:
        """Every text the tracks, the lines and the hand show (the privacy tests read it)."""
        out = [t.look.title for t in self.tracks] + [item.toPlainText() for item in self.lines]
        return out + (self.hand.texts() if self.hand is not None and self.hand.isVisible() else [])

    def sync_pieces(self, views: list[PieceView]) -> None:
        """Make the piece items match ``views``: one item per lone piece (it glides when it moves),
        one stack item per cell holding several."""
        by_cell: dict[Hashable, list[PieceView]] = {}
        for v in views:
            by_cell.setdefault(v.cell, []).append(v)
        wanted: dict[Hashable, tuple[Hashable, Any]] = {}
        for cell, here in by_cell.items():
            if len(here) == 1:
                wanted[here[0].key] = (cell, here[0].look)
            else:
                wanted[("stack", cell)] = (cell, tuple(v.look for v in here))
        for key in list(self.pieces):
            item = self.pieces[key]
            fits = key in wanted and isinstance(item, StackItem) == isinstance(wanted[key][1], tuple)
            if not fits:
                anim = self._anims.pop(key, None)
                if anim is not None:
                    anim.stop()
                self.removeItem(self.pieces.pop(key))
        for key, (cell, look) in wanted.items():
            target = self.board_painter.piece_centre(cell)
            item = self.pieces.get(key)
            if item is None:
                item = self.make_piece(key, look)
                item.setPos(target)
                self.addItem(item)
                self.pieces[key] = item
            else:
                if isinstance(item, StackItem):
                    item.set_looks(look)
                else:
                    item.set_look(look)
                if item is not self._moving:
                    self.glide(item, key, target)
            item.cell = cell
            item.square = cell  # the 1997 tests' name for it

    def make_piece(self, key: Hashable, look: Any) -> QGraphicsItem:
        if isinstance(look, tuple):
            return StackItem(look, self.stack_size, key=key)
        if isinstance(look, CounterLook):
            return CounterItem(look, self.piece_size * 0.93, key=key)
        return StandItem(look, self.piece_size, key=key)

    def glide(self, item: QGraphicsItem, key: Hashable, target: QPointF) -> None:
        """Move a piece to ``target`` with a short animation that never blocks input."""
        old = self._anims.pop(key, None)
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
        # However late the last frame comes on a busy machine, the piece ends exactly on its cell.
        end = QPointF(target)
        anim.finished.connect(lambda it=item, end=end: self._place(it, end))
        self._anims[key] = anim
        anim.start()

    def animating(self) -> bool:
        """True while a piece is still gliding to its cell."""
        return any(a.state() == QVariantAnimation.State.Running for a in self._anims.values())

    def finish_animations(self) -> None:
        for key, anim in list(self._anims.items()):
            end = anim.endValue()
            anim.stop()
            item = self.pieces.get(key)
            if item is not None and isinstance(end, QPointF):
                item.setPos(end)
        self._anims.clear()

    @staticmethod
    def _place(item: QGraphicsItem, value: Any) -> None:
        if isinstance(value, QPointF) and item.scene() is not None:
            item.setPos(value)

    def piece_at(self, cell: Hashable) -> QGraphicsItem | None:
        return next((p for p in self.pieces.values() if getattr(p, "cell", None) == cell), None)

    # ---- what the rules allow ----------------------------------------------------------------------
    def action_views(self) -> list[ActionView]:
        out = []
        for a in self.controller.legal_actions():
            v = self.adapter.action_view(a, self.grid)
            if v is not None:
                out.append(v)
        return out

    def actions_from(self, cell: Hashable) -> list[ActionView]:
        """The legal actions of the piece on ``cell`` (the selection's highlights)."""
        return [v for v in self.action_views() if v.frm == cell]

    def action_onto(self, cell: Hashable | None) -> Any | None:
        """The action a click on ``cell`` means now: the selected piece's action onto it, or a
        one-click action on it."""
        if cell is None:
            return None
        views = self.action_views()
        if self.selected is not None:
            mine = [v for v in views if v.frm == self.selected and v.to == cell]
            if mine:
                return self.adapter.choose(mine)
        direct = [v for v in views if v.frm is None and v.to == cell]
        return self.adapter.choose(direct) if direct else None

    # ---- selection and highlights ----------------------------------------------------------------
    def select(self, cell: Hashable | None) -> None:
        """Select the piece on ``cell`` (None clears) and show what it may do."""
        self.selected = cell if cell is not None and self.actions_from(cell) else None
        self.show_selection()

    def show_selection(self) -> None:
        remove_items(self.highlights)
        for item in self.pieces.values():
            item.set_chosen(self.selected is not None and getattr(item, "cell", None) == self.selected)
        if self.selected is None:
            # One-click actions (a placement, a card played on a cell) show without a selection.
            for v in self.action_views():
                if v.frm is None and v.to is not None:
                    self._highlight(v)
            return
        for v in self.actions_from(self.selected):
            self._highlight(v)
        self.show_zones(self.selected)

    def _highlight(self, v: ActionView) -> None:
        if v.kind == "turn" and v.frm is not None and v.facing is not None:
            # An arrow on the piece's edge, pointing the way it would face: click to turn.
            arrow = TurnArrow(v.action, v.facing)
            dx, dy = facing_step(v.facing)
            c = self.board_painter.piece_centre(v.frm)
            reach = self.piece_size / 2 + 2
            arrow.setPos(c.x() + dx * reach, c.y() + dy * reach)
            self.addItem(arrow)
            self.highlights.append(arrow)
            return
        if v.to is None:
            return
        if v.kind == "target":
            path = QPainterPath()
            if self.grid.kind == "square":
                path.addRoundedRect(self.cell_rect(v.to).adjusted(4, 4, -4, -4), 14, 14)
            elif self.grid.kind == "graph":
                # A ring around the location and whatever stands on it (a stack can be wider).
                c, h = self.board_painter.piece_centre(v.to), self.stack_size * 0.75
                path.addEllipse(self.cell_rect(v.to).united(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h)))
            else:
                path = self.geometry.cell_path(v.to)
            item: QGraphicsItem = TargetOutline(path, key=v.action)
        else:
            # On squares and hexes a soft fill reads against the field; a location also gets an edge.
            edge = palette.SELECTION if self.grid.kind == "graph" else None
            item = CellFill(self.cell_shape(v.to), dot=v.kind == "move", edge=edge, key=v.action)
        self.addItem(item)
        self.highlights.append(item)

    def show_zones(self, cell: Hashable) -> None:
        """The zones the rules publish for the piece on ``cell``, drawn as given (cut to the
        board's edge)."""
        try:
            zones = self.controller.ruleset.zones(self.state, cell)
        except Exception:
            return
        for zone in zones:
            colours = self.adapter.zone_colours(zone.kind)
            if colours is None:
                continue
            item = ZoneShape(self.board_painter.zone_path(zone.shape), kind=zone.kind,
                             fill=colours[0], edge=colours[1])
            if self.grid.kind == "square" and zone.shape.geom_type == "Polygon" and not zone.shape.interiors:
                item.polygon = self.board_polygon(zone.shape)
            self.addItem(item)
            self.highlights.append(item)

    def highlighted(self) -> dict[str, set]:
        """What the selection shows now, for tests and the status bar: moves, clickable markers
        (turns), targets. The zones are :meth:`zone_items`."""
        out: dict[str, set] = {"moves": set(), "turns": set(), "targets": set()}
        for it in self.highlights:
            if isinstance(it, CellFill):
                out["moves"].add(it.key)
            elif isinstance(it, TargetOutline):
                out["targets"].add(it.key)
            elif isinstance(it, ClickMarker):
                out["turns"].add(it.action)
        return out

    def zone_items(self) -> list[ZoneShape]:
        return [it for it in self.highlights if isinstance(it, ZoneShape)]

    def zone_item(self) -> ZoneShape | None:
        return next(iter(self.zone_items()), None)

    # ---- mouse -----------------------------------------------------------------------------------
    def submit(self, action: Any) -> bool:
        self.show_message("")
        return bool(self.controller.submit(action))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        pos = event.scenePos()
        for item in self.items(pos):
            if isinstance(item, ClickMarker):
                event.accept()
                self.submit(item.action)
                return
        hand = self.hand
        if hand is not None and hand.isVisible() and hand.sceneBoundingRect().contains(pos):
            local = hand.mapFromScene(pos)
            if hand.press(local.x(), local.y()):  # a card played or picked
                event.accept()
                self._drag = None
                return
        event.accept()
        cell = self.cell_at(pos)
        self.click_cell(cell)
        piece = self.piece_at(cell) if cell is not None and self.selected == cell else None
        # A lone piece that was just selected may be dragged onto where it goes.
        self._drag = (cell, pos, piece.pos()) if piece is not None and not isinstance(piece, StackItem) else None

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        drag = getattr(self, "_drag", None)
        if drag is None:
            # Hovering: outline the cell a click would act on (the selection's target, or a
            # one-click action's cell).
            cell = self.cell_at(event.scenePos())
            self._hint(cell if self.action_onto(cell) is not None else None)
            return
        cell, start, origin = drag
        pos = event.scenePos()
        if self._moving is None:
            if QLineF(start, pos).length() < DRAG_START:
                return
            self._moving = self.piece_at(cell)
            if self._moving is None:
                self._drag = None
                return
            self._moving.setZValue(30)
        self._moving.setPos(origin + (pos - start))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        drag, piece = getattr(self, "_drag", None), self._moving
        self._drag, self._moving = None, None
        if drag is None or piece is None:
            return
        piece.setZValue(10)
        frm = drag[0]
        action = self.action_onto(self.cell_at(event.scenePos()))
        if action is None or not self.submit(action):
            self.glide(piece, piece.key, self.board_painter.piece_centre(frm))  # back where it was
        else:
            self.refresh()

    def _hint(self, cell: Hashable | None) -> None:
        hint = getattr(self, "_hover", None)
        if hint is not None and hint.key == cell:
            return
        if hint is not None and hint.scene() is self:
            self.removeItem(hint)
        self._hover = None
        if cell is not None:
            self._hover = CellFill(self.cell_shape(cell), palette.LEGAL_CELL, dot=False,
                                   edge=palette.SELECTION, key=cell)
            self.addItem(self._hover)

    def click_cell(self, cell: Hashable | None) -> None:
        self._hint(None)
        action = self.action_onto(cell)
        if action is not None:
            self.submit(action)
            return
        self.select(cell if cell is not None and self.actions_from(cell) else None)

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape:
            self.select(None)
            event.accept()
            return
        super().keyPressEvent(event)


__all__ = ["GridScene"]
