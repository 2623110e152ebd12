"""The campaign's scene: the generic grid scene with what only the campaign map needs.

- One army marker per side and hex (leaders and siege train together), never smaller on the
  screen than a readable size however far the map is zoomed out.
- The chosen piece: a click on a hex chooses its first piece that may move, a second click the
  next one (or pick it in the side panel); only its steps show, each with its cost in movement
  points as the rules count it.
- Movement by drag: drag the marker along a path; each hex entered that the chosen piece may step
  into is one legal ``Step`` submitted at once, so the path and its cost so far are drawn while
  the mouse moves. The rules decide every step; a refused one ends the path.
- Supply lines and zones of control (the rules' ``zones``) only when View > Supply and zones of
  control is on; a battle's retreat hexes always.
- The tints and strongholds are drawn again when a province changes sides or a stronghold its
  owner.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QFont, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...boards.grid_scene import GridScene
from ...items.counter import CounterItem, CounterLook, paint_counter

MIN_SCREEN_PX = 34.0  # an army marker is never drawn smaller than this on the screen
PIXMAP_SCALE = 0.6  # at or below this zoom the map is drawn from an image of it (pixels per scene unit)


translate = QCoreApplication.translate


def half_points(halves: int) -> str:
    """Half movement points as a player reads them: 3, 1½, ½."""
    whole, half = divmod(int(halves), 2)
    if not half:
        return str(whole)
    return f"{whole}½" if whole else "½"


class ArmyItem(CounterItem):
    """A counter that grows when the map is zoomed far out, so its numbers stay readable."""

    GROW = 3.0
    slot = 0.0  # -0.5 / +0.5: one of two markers sharing a hex, drawn beside the other

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        h = self._size / 2 * self.GROW * 2 + 8
        return QRectF(-h, -h, 2 * h, 2 * h)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # The item keeps its own picture of the counter at the size it shows on the screen:
        # zoomed out that size stays the same, so zooming repaints no counter.
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self._pix: Any = None
        self._pix_key: tuple = ()

    def set_look(self, look: CounterLook) -> None:
        if look != self._look:
            self._pix = None
        super().set_look(look)

    def set_chosen(self, chosen: bool) -> None:
        if chosen != self._chosen:
            self._pix = None
        super().set_chosen(chosen)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        from PySide6.QtGui import QPixmap

        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        size = self._size
        if lod > 0 and size * lod < MIN_SCREEN_PX:
            size = min(self._size * self.GROW, MIN_SCREEN_PX / lod)
        if self.slot:
            painter.translate(self.slot * size * 1.08, 0)
        px = max(1, round(size * lod))
        if lod <= 0 or px > 400:  # very large on the screen: paint it directly
            paint_counter(painter, self._look, size, lod=max(lod, 0.3), chosen=self._chosen)
            return
        key = (px, self._chosen)
        if self._pix is None or self._pix_key != key:
            side = int(px * 1.3) + 12
            pix = QPixmap(side, side)
            pix.fill(Qt.GlobalColor.transparent)
            p = QPainter(pix)
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            p.translate(side / 2, side / 2)
            paint_counter(p, self._look, px, lod=1.0, chosen=self._chosen)
            p.end()
            self._pix, self._pix_key = pix, key
        half = self._pix.width() / 2 / lod
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(QRectF(-half, -half, 2 * half, 2 * half), self._pix, QRectF(self._pix.rect()))


class CampaignScene(GridScene):
    def __init__(self, controller: Any, adapter: Any, grid: Any = None) -> None:
        super().__init__(controller, adapter, grid=grid)
        self.show_supply = False
        self._signature: tuple | None = None
        self._picture: Any = None
        self._pixmap: Any = None
        self.path_items: list[QGraphicsItem] = []
        self.cost_items: list[QGraphicsItem] = []
        self._path: list[Any] = []  # hexes of the drag so far
        self._path_cost = 0
        self._press: tuple[Any, QPointF] | None = None
        self.panel: Any = None
        self.supply_action = QAction(self)
        self.supply_action.setObjectName("actCampaignSupply")
        self.supply_action.setCheckable(True)
        self.supply_action.setShortcut("Ctrl+L")
        self.supply_action.toggled.connect(self.set_show_supply)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.supply_action.setText(translate("CampaignScene", "Supply and zones of &control"))

    def view_actions(self) -> list[QAction]:
        """Actions for the View menu (the window adds them while this board is on the table)."""
        self.retranslate()
        return [self.supply_action]

    def side_widgets(self) -> list[tuple[str, QWidget]]:
        return [(translate("CampaignScene", "Campaign"), self.panel)] if self.panel is not None else []

    def set_show_supply(self, on: bool) -> None:
        self.show_supply = bool(on)
        self.show_selection()

    # ---- drawing ---------------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt name)
        """The map recorded once (per allegiance and ownership) and replayed at any zoom: a zoom
        step no longer walks the 1,072 hexes in Python. Hex numbers and stronghold names are
        drawn live, only for the part in view and only when large enough to read."""
        from PySide6.QtGui import QPicture

        from ...items import palette

        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(rect, palette.TABLE)
        m = self.MARGIN
        frame = self.board_rect.adjusted(-m + 8, -m + 8, m - 8, m - 8)
        painter.setPen(QPen(palette.TABLE_EDGE, 3))
        painter.setBrush(QColor("#efe4c6"))
        painter.drawRoundedRect(frame, 16, 16)
        if self._picture is None:
            pic = QPicture()
            rec = QPainter(pic)
            rec.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            self.board_painter.paint_board(rec, None, self.adapter.cell_fill, labels=False)
            self.adapter.names = False
            try:
                self.adapter.decorate(rec, self.board_painter, printed=False)
            finally:
                self.adapter.names = None
                rec.end()
            self._picture = pic
        scale = abs(painter.worldTransform().m11()) or 1.0
        if scale <= PIXMAP_SCALE:
            # Zoomed out, the whole map is in view: an image of it scales down in a few ms.
            if self._pixmap is None:
                from PySide6.QtGui import QPixmap

                size = self.board_rect.size() * PIXMAP_SCALE
                pix = QPixmap(int(size.width()) + 1, int(size.height()) + 1)
                pix.fill(QColor("#efe4c6"))
                p = QPainter(pix)
                p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                p.scale(PIXMAP_SCALE, PIXMAP_SCALE)
                p.drawPicture(0, 0, self._picture)
                p.end()
                self._pixmap = pix
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.drawPixmap(QRectF(0, 0, self._pixmap.width() / PIXMAP_SCALE, self._pixmap.height() / PIXMAP_SCALE),
                               self._pixmap, QRectF(self._pixmap.rect()))
        else:
            painter.drawPicture(0, 0, self._picture)
        if self.geometry.cell_size() * scale >= 46:
            self.adapter.paint_names(painter, self.board_painter, rect)
        self.board_painter.paint_labels(painter, rect)

    def refresh(self) -> None:
        state = self.controller.view_state()
        if state is None or getattr(self.controller.ruleset, "id", None) != "richard-campaign":
            return  # no game, or another game took the table before this scene was deleted
        self.retranslate()  # the window tells a language change by a refresh
        sig = self.adapter.signature(state)
        self.adapter.state = state
        if sig != self._signature:
            self._signature = sig
            self._picture = self._pixmap = None
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self._drop_chosen_if_gone(state)
        super().refresh()

    def _drop_chosen_if_gone(self, state: Any) -> None:
        chosen = self.adapter.chosen
        if chosen is None:
            return
        if self.adapter._chosen_hex() is None:
            self.adapter.chosen = None

    def make_piece(self, key: Hashable, look: Any) -> QGraphicsItem:
        if isinstance(look, CounterLook):
            return ArmyItem(look, self.piece_size * 0.95, key=key)
        return super().make_piece(key, look)

    def sync_pieces(self, views: list) -> None:
        """One army marker per side and hex; where both sides share a hex (a battle, a siege)
        the two markers stand side by side, each readable, rather than as a small stack."""
        by_cell: dict[Any, list] = {}
        for v in views:
            by_cell.setdefault(v.cell, []).append(v)
        wanted = {v.key: v for v in views}
        for key in list(self.pieces):
            if key not in wanted:
                anim = self._anims.pop(key, None)
                if anim is not None:
                    anim.stop()
                self.removeItem(self.pieces.pop(key))
        for cell, here in by_cell.items():
            for i, v in enumerate(here):
                target = self.board_painter.piece_centre(cell)
                item = self.pieces.get(v.key)
                if item is None:
                    item = self.make_piece(v.key, v.look)
                    item.setPos(target)
                    self.addItem(item)
                    self.pieces[v.key] = item
                else:
                    item.set_look(v.look)
                    if item is not self._moving:
                        self.glide(item, v.key, target)
                item.cell = cell
                item.square = cell
                slot = (i - (len(here) - 1) / 2) if len(here) > 1 else 0.0
                if getattr(item, "slot", 0.0) != slot:
                    item.slot = slot
                    item.update()

    def show_selection(self) -> None:
        super().show_selection()
        self._show_costs()

    def show_zones(self, cell: Hashable) -> None:
        """The rules' zones of the selected hex: supply and zones of control on demand, a
        battle's retreat hexes always."""
        try:
            zones = self.controller.ruleset.zones(self.state, cell)
        except Exception:
            return
        from ...items.highlights import ZoneShape

        for zone in zones:
            if not self.show_supply and not zone.kind.startswith("retreat."):
                continue
            colours = self.adapter.zone_colours(zone.kind)
            if colours is None or not zone.cells:
                continue
            item = ZoneShape(self.board_painter.zone_path(zone.shape), kind=zone.kind, fill=colours[0],
                             edge=colours[1])
            self.addItem(item)
            self.highlights.append(item)

    def _show_costs(self) -> None:
        """Each highlighted step's cost in movement points, written in its hex."""
        from lionheart_core.rulesets.richard_campaign.world import step_cost

        for it in self.cost_items:
            if it.scene() is self:
                self.removeItem(it)
        self.cost_items = []
        if self.selected is None or self.state is None:
            return
        opts = self.state.opts
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(15)
        for v in self.actions_from(self.selected):
            if type(v.action).__name__ != "Step" or v.to is None:
                continue
            cost = step_cost(v.frm, v.to, opts.road_bridges)
            if cost is None:
                continue
            item = QGraphicsSimpleTextItem(half_points(cost))
            item.setFont(font)
            item.setBrush(QColor("#0d3d7a"))
            item.setPen(QPen(QColor(255, 255, 255, 160), 0.6))
            # Readable at any zoom: the text keeps its size on the screen, centred on the hex.
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
            r = item.boundingRect()
            item.setTransformOriginPoint(r.center())
            item.setPos(self.cell_centre(v.to))
            item.setTransform(QTransform.fromTranslate(-r.width() / 2, -r.height() / 2))
            item.setZValue(25)
            self.addItem(item)
            self.cost_items.append(item)

    # ---- the chosen piece ------------------------------------------------------------------------
    def pieces_at(self, cell: Any) -> list[str]:
        """Ids of the pieces in ``cell`` that have a move on the board now, in marker order."""
        if self.state is None:
            return []
        ids = []
        for (h, _side), here in self.adapter.groups(self.state).items():
            if h == cell:
                ids += [self.adapter.piece_id(p) for p in here]
        movable = set()
        for a in self.controller.legal_actions():
            if type(a).__name__ in ("Step", "Redeploy"):
                movable.add(self.adapter.moving_id(a))
        return [i for i in ids if i in movable]

    def choose(self, piece: str | None) -> None:
        """Make ``piece`` the one whose moves show (the side panel calls this too)."""
        self.adapter.chosen = piece
        cell = self.adapter._chosen_hex() if piece is not None else None
        if self.state is not None:
            self.sync_pieces(self.adapter.pieces(self.state))  # the marker names the chosen piece
        self.selected = None
        self.select(cell)
        if self.panel is not None:
            self.panel.show_chosen(piece)

    def click_cell(self, cell: Hashable | None) -> None:
        self._hint(None)
        action = self.action_onto(cell)
        if action is not None:
            self.submit(action)
            return
        movable = self.pieces_at(cell) if cell is not None else []
        if movable:
            current = self.adapter.chosen
            if cell == self.selected and current in movable:
                nxt = movable[(movable.index(current) + 1) % len(movable)]
            else:
                nxt = movable[0]
            self.choose(nxt)
            return
        self.adapter.chosen = None
        self.select(cell if cell is not None and self.actions_from(cell) else None)

    # ---- drag along a path -------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        pos = event.scenePos()
        cell = self.cell_at(pos)
        was = (self.selected, self.adapter.chosen)
        if cell is not None and cell == self.selected and self.adapter.chosen is not None:
            # Pressing on the chosen piece's hex: a drag moves it; a click (on release) takes
            # the next piece of the hex.
            self._press = (cell, pos)
            self._path = [cell]
            self._path_cost = 0
            return
        self.click_cell(cell)
        if self.selected is not None and (self.selected, self.adapter.chosen) != was:
            self._press = (self.selected, pos)
            self._path = [self.selected]
            self._path_cost = 0
            self._pressed_new = True
        else:
            self._press = None

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            cell = self.cell_at(event.scenePos())
            self._hint(cell if self.action_onto(cell) is not None else None)
            return
        cell = self.cell_at(event.scenePos())
        if cell is None or not self._path or cell == self._path[-1]:
            return
        step = self._step_onto(cell)
        if step is None:
            return
        from lionheart_core.rulesets.richard_campaign.world import step_cost

        cost = step_cost(self._path[-1], cell, self.state.opts.road_bridges) or 0
        piece = self.adapter.chosen
        if not self.submit(step):
            self._press = None
            return
        self._path.append(cell)
        self._path_cost += cost
        self.adapter.chosen = piece
        self.selected = cell if self.actions_from(cell) else None
        self.show_selection()
        self._draw_path()

    def _step_onto(self, cell: Any) -> Any:
        """The chosen piece's legal step from the end of the path onto ``cell``, if any."""
        for a in self.controller.legal_actions():
            if type(a).__name__ == "Step" and a.to == cell and self.adapter.moving_id(a) == self.adapter.chosen:
                return a
        return None

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press, self._press = self._press, None
        moved = len(self._path) > 1
        new = getattr(self, "_pressed_new", False)
        self._pressed_new = False
        if press is None:
            return
        if moved:
            self.refresh()
            return
        if not new and self.cell_at(event.scenePos()) == press[0]:
            self.click_cell(press[0])  # a second click on the hex: its next piece

    def _draw_path(self) -> None:
        for it in self.path_items:
            if it.scene() is self:
                self.removeItem(it)
        self.path_items = []
        if len(self._path) < 2:
            return
        path = QPainterPath(self.cell_centre(self._path[0]))
        for h in self._path[1:]:
            path.lineTo(self.cell_centre(h))
        line = QGraphicsPathItem(path)
        pen = QPen(QColor(31, 111, 209, 210), 5.0)
        pen.setCosmetic(True)  # as thick on the screen at any zoom
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        line.setPen(pen)
        line.setZValue(22)
        self.addItem(line)
        label = QGraphicsSimpleTextItem(translate("CampaignScene", "{cost} MP").format(cost=half_points(self._path_cost)))
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(15)
        label.setFont(font)
        label.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        label.setBrush(QColor("#0d3d7a"))
        label.setPen(QPen(QColor(255, 255, 255, 220), 2.5))
        end = self.cell_centre(self._path[-1])
        label.setPos(end + QPointF(self.geometry.cell_size() * 0.3, -self.geometry.cell_size() * 0.5))
        label.setZValue(26)
        self.addItem(label)
        self.path_items = [line, label]

    def on_events(self, events: list) -> None:
        # A path stays drawn until something other than its own steps happens.
        if self._press is None and self.path_items:
            for it in self.path_items:
                if it.scene() is self:
                    self.removeItem(it)
            self.path_items = []


__all__ = ["ArmyItem", "CampaignScene", "half_points"]
