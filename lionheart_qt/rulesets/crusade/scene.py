"""The crusade game's board scene: the generic grid scene on the England map, with the tracks, the
round and its phase by the round track, the table's pieces (``table.CrusadeTable``: the event, the Crusade deck, the
Reserve, each character's coins, prestige, cards, edict and upgrades) and the hand in a column
right of the map (England is tall: under it, they shrank the map at five and six players), and
travelling by dragging one's figure along a path.

While a figure is dragged, the path grows location by location as the pointer enters the next
one the rules allow (``Ruleset.next_steps``: the rules publish them; nothing is decided here) and
shrinks when it goes back; the path is drawn from the figure's location, the locations it may
enter next are lit, and a label at the pointer gives the movement points the path costs of those
the figure has. On release the figure travels that path (when a rival stands on the way, the
player chooses whether to rob him); a path the rules refuse is refused with their reason. A click
on the figure and then on a location still travels the shortest way there.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsPathItem, QGraphicsTextItem

from lionheart_core.i18n import text

from ...boards.grid_scene import DRAG_START, GridScene
from ...items import palette
from ...items.counter import CounterItem
from ...items.highlights import CellFill, remove_items
from .table import CrusadeTable

COLUMN = 700.0  # the table column right of the map


class PathLabel(QGraphicsItem):
    """The cost of the path being dragged, in a small box by the pointer."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.bad = False
        self.setZValue(50)

    def set_text(self, text_: str, bad: bool = False) -> None:
        self.prepareGeometryChange()
        self.text, self.bad = text_, bad
        self.update()

    def _font(self) -> QFont:
        f = QFont("DejaVu Sans")
        f.setPixelSize(22)
        f.setBold(True)
        return f

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        from PySide6.QtGui import QFontMetricsF

        w = QFontMetricsF(self._font()).horizontalAdvance(self.text) + 24
        return QRectF(0, 0, w, 36)

    def paint(self, p: QPainter, option: Any = None, widget: Any = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.boundingRect()
        p.setPen(QPen(QColor("#8c2a1c") if self.bad else palette.SELECTION, 2.5))
        p.setBrush(QColor(255, 250, 235, 235))
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 8, 8)
        p.setFont(self._font())
        p.setPen(QColor("#8c2a1c") if self.bad else palette.COORD_INK)
        p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), self.text)


class ChoiceButton(QGraphicsObject):
    """A button on the board for one of a few legal actions (travel with or without robbing)."""

    def __init__(self, rect: QRectF, label: str, action: Any) -> None:
        super().__init__()
        self.rect, self.label, self.action = rect, label, action
        self.setZValue(55)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: Any = None, widget: Any = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(QPen(palette.SELECTION, 3))
        p.setBrush(QColor("#fff6d6"))
        p.drawRoundedRect(self.rect, 8, 8)
        f = QFont("DejaVu Sans")
        f.setPixelSize(20)
        p.setFont(f)
        p.setPen(palette.COORD_INK)
        p.drawText(self.rect.adjusted(8, 0, -8, 0), int(Qt.AlignmentFlag.AlignCenter), self.label)


class OutcomeItem(QGraphicsItem):
    """The last Crusade draw beside the tracks: for banners, hourglasses and chests, the red and
    the green cards drawn (a number on a card of each colour) and which colour won (ringed; a tie
    shows both plain)."""

    ROWS = (("B", "Banners"), ("H", "Hourglasses"), ("C", "Chests"))

    def __init__(self, width: float) -> None:
        super().__init__()
        self._width = width
        self.counts: list[tuple[str, int, int, int]] = []  # (label, red, green, +1 red / -1 green / 0)
        self.title = ""
        self.setZValue(5)

    def set_draw(self, revealed: tuple[str, ...], last: tuple[int, int, int]) -> None:
        self.prepareGeometryChange()
        self.title = QCoreApplication.translate("CrusadeScene", "Last Crusade draw")
        labels = {"B": QCoreApplication.translate("CrusadeScene", "Banners"),
                  "H": QCoreApplication.translate("CrusadeScene", "Hourglasses"),
                  "C": QCoreApplication.translate("CrusadeScene", "Chests")}
        self.counts = [(labels[t], revealed.count("R" + t), revealed.count("G" + t), won)
                       for (t, _), won in zip(self.ROWS, last, strict=True)]
        self.setToolTip("<br>".join(f"{label}: {r} – {g}" for label, r, g, _ in self.counts))
        self.update()

    def texts(self) -> list[str]:
        return [self.title, *(f"{label} {r} {g}" for label, r, g, _ in self.counts)]

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return QRectF(0, 0, self._width, 48 + 72 * 3)

    def paint(self, p: QPainter, option: Any = None, widget: Any = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.boundingRect()
        p.setPen(QPen(palette.TABLE_EDGE, 2))
        p.setBrush(QColor(255, 251, 238, 200))
        p.drawRoundedRect(r, 10, 10)
        f = QFont("DejaVu Sans")
        f.setPixelSize(17)
        f.setBold(True)
        p.setFont(f)
        p.setPen(palette.COORD_INK)
        p.drawText(QRectF(6, 2, r.width() - 12, 44), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                   self.title)
        box = 40.0
        for k, (label, red, green, won) in enumerate(self.counts):
            y = 48 + k * 72
            f.setPixelSize(16)
            f.setBold(False)
            p.setFont(f)
            p.setPen(palette.COORD_INK)
            p.drawText(QRectF(8, y, r.width() - 16, 22), int(Qt.AlignmentFlag.AlignCenter), label)
            f.setPixelSize(22)
            f.setBold(True)
            p.setFont(f)
            cx = r.width() / 2
            for n, colour, side, x in ((red, QColor("#b03a2e"), 1, cx - box - 8), (green, QColor("#3f7d3a"), -1, cx + 8)):
                rect = QRectF(x, y + 24, box, box)
                if won == side:
                    p.setPen(QPen(QColor("#e0b020"), 5))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 8, 8)
                p.setPen(QPen(QColor("#2b2418"), 1.5))
                p.setBrush(colour)
                p.drawRoundedRect(rect, 6, 6)
                p.setPen(QColor("#ffffff"))
                p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), str(n))
            if won == 0:
                p.setPen(palette.COORD_INK)
                p.drawText(QRectF(cx - 8, y + 24, 16, box), int(Qt.AlignmentFlag.AlignCenter), "=")


class CrusadeScene(GridScene):
    TABLE_BESIDE = COLUMN
    HAND_CARD_H = 112.0  # a provisions card shows its name only: two rows of them fit beside the map

    def __init__(self, controller: Any, adapter: Any = None, parent: Any = None) -> None:
        self._travel: dict | None = None  # the path being dragged: player, origin, path, ghost
        self.path_items: list[QGraphicsItem] = []
        self.choices: list[ChoiceButton] = []
        self.outcome: OutcomeItem | None = None
        self.table: CrusadeTable | None = None  # the event, deck, Reserve and characters, as pieces
        self.phase: QGraphicsTextItem | None = None  # the round and its phase, by the round track
        super().__init__(controller, adapter, parent)
        self.refresh()

    # ---- what the rules say --------------------------------------------------------------------
    def _moves(self) -> list:
        return [a for a in self.controller.legal_actions() if type(a).__name__ == "Move"]

    def next_steps(self, player: str, path: tuple[str, ...]) -> list[str]:
        return list(self.controller.ruleset.next_steps(self.controller.view_state(), player, path))

    def _points(self, player: str) -> int | None:
        try:
            return int(self.controller.ruleset.movement_points(self.controller.view_state(), player))
        except Exception:
            return None

    def refresh(self) -> None:
        super().refresh()
        if getattr(self, "choices", None):
            self._close_choices()

    EXTRAS = ("merchant", "mercenary")

    # Where a Merchant or Mercenary counter may stand beside its location, in piece sizes from
    # the location's centre, the first that is free taken: upper right, upper left, right, left,
    # above, then low on either side.
    EXTRA_SPOTS = ((0.62, -0.5), (-0.62, -0.5), (0.8, 0.0), (-0.8, 0.0), (0.0, -0.85),
                   (0.75, 0.45), (-0.75, 0.45), (1.05, -0.55), (-1.05, -0.55))
    EXTRA_SIZE = 0.6  # of a figure's size

    def extra_rect(self, centre: QPointF) -> QRectF:
        h = self.piece_size * self.EXTRA_SIZE / 2
        return QRectF(centre.x() - h, centre.y() - h, 2 * h, 2 * h)

    def extra_spot(self, cell: Hashable, taken: list[QRectF]) -> QPointF:
        """Where a Merchant or Mercenary counter on ``cell`` goes: beside the location, covering
        no location's name, no other location and no counter already placed (``taken``), inside
        the board's frame; the least covered spot when none is free."""
        grid_cells = list(self.grid.cells())
        labels = [self.board_painter.location_label_rect(c) for c in grid_cells]
        nodes = [self.cell_rect(c) for c in grid_cells if c != cell]
        frame = self.board_rect.adjusted(-self.MARGIN + 10, -self.MARGIN + 10, self.MARGIN - 10, self.MARGIN - 10)
        centre = self.cell_centre(cell)
        best, best_cost = None, None
        for dx, dy in self.EXTRA_SPOTS:
            spot = centre + QPointF(self.piece_size * dx, self.piece_size * dy)
            rect = self.extra_rect(spot)
            cost = 0.0
            for other in (*labels, *nodes, *taken):
                common = rect.intersected(other)
                cost += common.width() * common.height()
            if not frame.contains(rect):
                cost += rect.width() * rect.height()
            if cost == 0:
                return spot
            if best_cost is None or cost < best_cost:
                best, best_cost = spot, cost
        return best if best is not None else centre

    def sync_pieces(self, views: list) -> None:
        """The figures as the generic scene draws them; the Merchant and the Mercenary as smaller
        counters beside their location (upper right where that is free: ``extra_spot``), so a
        figure there keeps its full size instead of sharing a stack with them, and no name of a
        location is covered."""
        super().sync_pieces([v for v in views if v.key not in self.EXTRAS])
        extras = getattr(self, "extras", None)
        if extras is None:
            extras = self.extras = {}
        wanted = {v.key: v for v in views if v.key in self.EXTRAS}
        for key in list(extras):
            if key not in wanted:
                self.removeItem(extras.pop(key))
        taken: list[QRectF] = []
        for key in self.EXTRAS:
            v = wanted.get(key)
            if v is None:
                continue
            item = extras.get(key)
            if item is None:
                item = extras[key] = CounterItem(v.look, self.piece_size * self.EXTRA_SIZE, key=key)
                item.setZValue(12)
                self.addItem(item)
            else:
                item.set_look(v.look)
            item.cell = v.cell
            spot = self.extra_spot(v.cell, taken)
            taken.append(self.extra_rect(spot))
            item.setPos(spot)

    def _update_table(self, state: Any) -> None:
        # The pieces beside the map (event, deck, Reserve, a row per character): laid out under
        # the round's line, before the hand (``_lay_lines``).
        viewer = getattr(self.controller, "view_player", lambda: None)()
        self._table_look = self.adapter.table(state, viewer)
        super()._update_table(state)
        # The round and its phase, beside the round track (the last one).
        if self.tracks:
            from ...items.track import SPACE, track_size

            last = self.tracks[-1]
            used = track_size(last.look, self.TABLE_BESIDE)[0] * SPACE
            if self.phase is None:
                self.phase = QGraphicsTextItem()
                font = QFont("DejaVu Sans")
                font.setPixelSize(19)
                font.setBold(True)
                self.phase.setFont(font)
                self.phase.setDefaultTextColor(palette.COORD_INK)
                self.addItem(self.phase)
            self.phase.setPlainText(self.adapter.phase_text(state))
            self.phase.setTextWidth(self.TABLE_BESIDE - used - 24)
            box = last.sceneBoundingRect()
            self.phase.setPos(last.pos().x() + used + 20,
                              box.center().y() - self.phase.boundingRect().height() / 2)
        # The last Crusade draw, right of the tracks (the column leaves that corner free).
        revealed = tuple(getattr(state, "revealed", ()) or ())
        if not self.tracks:
            return
        from ...items.track import SPACE, track_size

        left = self.tracks[0].pos().x()
        right = left + max(track_size(t.look, self.TABLE_BESIDE)[0] * SPACE for t in self.tracks)
        column_right = left + self.TABLE_BESIDE
        width = column_right - right - 16
        if self.outcome is None:
            self.outcome = OutcomeItem(width)
            self.addItem(self.outcome)
        self.outcome.setVisible(bool(revealed) and width >= 140)
        if revealed:
            self.outcome.set_draw(revealed, tuple(getattr(state, "last", (0, 0, 0))))
        self.outcome.setPos(right + 16, self.tracks[0].pos().y())

    def _lay_lines(self, lines: Any, top: float, below: float, tracks_w: float, width: float,
                   x0: float = 0.0) -> float:
        y = super()._lay_lines(lines, top, below, tracks_w, width, x0)
        look = getattr(self, "_table_look", None)
        if look is None:
            return y
        if self.table is None:
            self.table = CrusadeTable(width)
            self.addItem(self.table)
        self.table.set_look(look)
        self.table.setPos(x0, y)
        return y + self.table.height() + 12

    def texts(self) -> list[str]:
        out = super().texts()
        if self.phase is not None:
            out.append(self.phase.toPlainText())
        if self.table is not None and self.table.isVisible():
            out += self.table.texts()
        if self.outcome is not None and self.outcome.isVisible():
            out += self.outcome.texts()
        return out

    # ---- dragging a figure along its path ------------------------------------------------------
    def mousePressEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        if event.button() == Qt.MouseButton.LeftButton and self.choices:
            for item in self.items(event.scenePos()):
                if isinstance(item, ChoiceButton):
                    event.accept()
                    action = item.action
                    self._close_choices()
                    self.submit(action)
                    return
            self._close_choices()
        super().mousePressEvent(event)
        self._travel = None
        if event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.scenePos())
        moves = self._moves()
        if cell is None or not moves:
            return
        player = moves[0].player
        origin = next((p.location for p in self.state.players if p.seat == player), None)
        if origin != cell:
            return
        self._drag = None  # the generic drag of the lone piece: this one follows the path instead
        self._travel = {"player": player, "origin": origin, "path": (), "start": event.scenePos(),
                        "ghost": None}

    def mouseMoveEvent(self, event: Any) -> None:  # noqa: N802
        t = self._travel
        if t is None:
            super().mouseMoveEvent(event)
            return
        event.accept()
        pos = event.scenePos()
        if t["ghost"] is None:
            if QLineF(t["start"], pos).length() < DRAG_START:
                return
            look = next((v.look for v in self.adapter.pieces(self.state) if v.key == t["player"]), None)
            if look is None:
                self._travel = None
                return
            ghost = CounterItem(look, self.piece_size * 0.93, key=("travelling", t["player"]))
            ghost.setZValue(40)
            self.addItem(ghost)
            t["ghost"] = ghost
            remove_items(self.highlights)  # the path's own highlights replace the selection's
        t["ghost"].setPos(pos)
        self.follow(self.cell_at(pos))
        self._draw_path(pos)

    def follow(self, here: Hashable | None) -> None:
        """The pointer is over ``here``: the path takes it when the rules allow it next, goes
        back when it is a location already on the path (or the start)."""
        t = self._travel
        if t is None or here is None:
            return
        path = t["path"]
        t["refused"] = None
        if here == (path[-1] if path else t["origin"]):
            return
        if here == t["origin"]:
            t["path"] = ()
        elif here in path:
            t["path"] = path[:path.index(here) + 1]
        elif here in self.next_steps(t["player"], path):
            t["path"] = path + (here,)
        else:
            t["refused"] = here

    def _draw_path(self, pointer: QPointF | None) -> None:
        remove_items(self.path_items)
        t = self._travel
        if t is None:
            return
        player, path = t["player"], t["path"]
        for nxt in self.next_steps(player, path):
            fill = CellFill(self.cell_shape(nxt), dot=True, edge=palette.SELECTION, key=("next", nxt))
            self.addItem(fill)
            self.path_items.append(fill)
        line = QPainterPath(self.cell_centre(t["origin"]))
        for loc in path:
            line.lineTo(self.cell_centre(loc))
        if pointer is not None:  # a thinner line on to the figure under the pointer
            reach = QGraphicsPathItem(QPainterPath(self.cell_centre(path[-1] if path else t["origin"])))
            tail = QPainterPath(self.cell_centre(path[-1] if path else t["origin"]))
            tail.lineTo(pointer)
            reach.setPath(tail)
            reach.setPen(QPen(palette.SELECTION, 4, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
            reach.setZValue(8)
            self.addItem(reach)
            self.path_items.append(reach)
        route = QGraphicsPathItem(line)
        route.setPen(QPen(palette.SELECTION, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
        route.setZValue(8)
        route.setOpacity(0.8)
        self.addItem(route)
        self.path_items.append(route)
        label = PathLabel()
        points = self._points(player)
        if t.get("refused"):
            label.set_text(QCoreApplication.translate("CrusadeScene", "No way on to {place}").format(
                place=t["refused"]), bad=True)
        elif points is not None:
            label.set_text(QCoreApplication.translate("CrusadeScene", "{used} of {points} movement points").format(
                used=len(path), points=points))
        else:
            label.set_text(QCoreApplication.translate("CrusadeScene", "Movement: {used}").format(used=len(path)))
        if pointer is not None:
            label.setPos(pointer + QPointF(self.piece_size * 0.55, -self.piece_size * 0.9))
        self.addItem(label)
        self.path_items.append(label)

    def path_label(self) -> str:
        return next((i.text for i in self.path_items if isinstance(i, PathLabel)), "")

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        t, self._travel = self._travel, None
        if t is None:
            super().mouseReleaseEvent(event)
            return
        event.accept()
        remove_items(self.path_items)
        ghost = t["ghost"]
        if ghost is None:
            return  # a click: the figure is selected, its destinations shown
        self.removeItem(ghost)
        self.travel(t["player"], t["path"], event.scenePos())

    def travel(self, player: str, path: tuple[str, ...], pos: QPointF | None = None) -> bool:
        """Travel ``path``: the one legal move along it, a choice when several (robbing a rival
        on the way or not), else the rules' reason."""
        if not path:
            self.show_selection()
            return False
        along = [a for a in self._moves() if a.player == player and tuple(a.path) == tuple(path)]
        if len(along) > 1:
            self.open_choices(along, pos if pos is not None else self.cell_centre(path[-1]))
            return True
        if along:
            return self.submit(along[0])
        from lionheart_core.rulesets.crusade.model import Move

        if not self.submit(Move(player, tuple(path))):
            self.show_selection()
            return False
        return True

    def open_choices(self, actions: list, at: QPointF) -> None:
        self._close_choices()
        board = self.board_rect
        width, n = min(560.0, board.width()), len(actions)
        x = min(max(at.x() - width / 2, board.left()), board.right() - width)  # on the board, whole
        y = at.y() + self.piece_size * 0.6
        if y + n * 50 > board.bottom():
            y = at.y() - self.piece_size * 0.6 - n * 50
        for k, action in enumerate(sorted(actions, key=lambda a: len(a.rob))):
            label = text(self.controller.ruleset.describe(self.controller.view_state(), action))
            button = ChoiceButton(QRectF(x, y + k * 50, width, 44), label, action)
            self.addItem(button)
            self.choices.append(button)

    def _close_choices(self) -> None:
        for b in self.choices:
            if b.scene() is self:
                self.removeItem(b)
        self.choices = []

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.choices:
            self._close_choices()
            event.accept()
            return
        super().keyPressEvent(event)


__all__ = ["ChoiceButton", "CrusadeScene", "PathLabel"]
