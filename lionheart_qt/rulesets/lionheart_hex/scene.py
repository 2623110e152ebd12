"""The hex variant's scene: the generic grid scene, plus the front, flank and rear hexes of the
stand under the mouse (the ``front``/``flank``/``rear`` zones the rules publish), drawn while it
is hovered and nothing is selected; the last panic retreat (the hexes that qualified at each
step, from the rules' events, and the way the unit went); deployment by drag and drop
(``deploy.HexDeployment``): a unit dragged from the army dock onto the field, and a deployed
unit dragged on the field to another hex of its deployment rows or back onto the dock; and under
the field the leadership roll of the turn and the actions to come in their order."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QDrag, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsPathItem

from ...boards.grid_scene import DRAG_START, GridScene
from ...items import palette
from ...items.highlights import ZoneShape, remove_items
from ...placement.framework import DropCellsScene, Payload

FACING_COLOURS = {
    "front": (QColor(90, 170, 90, 70), QColor(30, 110, 30, 200)),
    "flank": (QColor(235, 190, 60, 60), QColor(170, 120, 10, 190)),
    "rear": (QColor(210, 80, 70, 60), QColor(150, 30, 20, 190)),
}


STRIP = 96.0  # the leadership strip under the field


class LeadershipStrip(QGraphicsObject):
    """Under the field: the turn, this turn's leadership roll (each side's total in its colour)
    and the actions still to come in their order, the one being taken first and ringed."""

    def __init__(self, width: float) -> None:
        super().__init__()
        self._width = width
        self.turn_text = ""
        self.rolls: list[tuple[str, int, Any]] = []  # (side name, total, colours)
        self.order: list[tuple[str, Any]] = []  # (side name, colours) of each action to come
        self.note = ""
        self.setZValue(5)

    def set_state(self, turn_text: str, rolls: list, order: list, note: str = "") -> None:
        self.turn_text, self.rolls, self.order, self.note = turn_text, list(rolls), list(order), note
        self.update()

    def texts(self) -> list[str]:
        return [self.turn_text, *(f"{n} {t}" for n, t, _ in self.rolls), *(n for n, _ in self.order), self.note]

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return QRectF(0, 0, self._width, STRIP - 20)

    def paint(self, p: QPainter, option: Any = None, widget: Any = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.boundingRect()
        p.setPen(QPen(palette.TABLE_EDGE, 2))
        p.setBrush(QColor(255, 251, 238, 210))
        p.drawRoundedRect(r, 14, 14)
        font = QFont("DejaVu Sans")
        font.setPixelSize(24)
        font.setBold(True)
        p.setFont(font)
        p.setPen(palette.COORD_INK)
        x = r.left() + 18
        cy = r.center().y()
        fm = p.fontMetrics()
        p.drawText(QRectF(x, r.top(), fm.horizontalAdvance(self.turn_text) + 4, r.height()),
                   int(Qt.AlignmentFlag.AlignVCenter), self.turn_text)
        x += fm.horizontalAdvance(self.turn_text) + 24
        font.setBold(False)
        p.setFont(font)
        fm = p.fontMetrics()
        for name, total, colours in self.rolls:
            label = f"{name}"
            p.setPen(palette.COORD_INK)
            p.drawText(QRectF(x, r.top(), fm.horizontalAdvance(label) + 4, r.height()), int(Qt.AlignmentFlag.AlignVCenter), label)
            x += fm.horizontalAdvance(label) + 8
            box = QRectF(x, cy - 22, 44, 44)  # the total on a die-like square in the side's colour
            p.setPen(QPen(colours.rim, 3))
            p.setBrush(colours.light)
            p.drawRoundedRect(box, 8, 8)
            font.setBold(True)
            p.setFont(font)
            p.setPen(colours.ink)
            p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), str(total))
            font.setBold(False)
            p.setFont(font)
            x += 44 + 22
        if self.note:
            p.setPen(palette.COORD_INK)
            p.drawText(QRectF(x, r.top(), r.right() - x - 10, r.height()),
                       int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), self.note)
            return
        if not self.order:
            return
        # The actions to come, right-aligned: a disc per action in the side's colour.
        step = 46.0
        cx = r.right() - 30 - (len(self.order) - 1) * step
        label = QCoreApplication.translate("LionheartHexScene", "Actions to come")
        p.setPen(palette.COORD_INK)
        left = max(x, cx - 36 - fm.horizontalAdvance(label))
        p.drawText(QRectF(left, r.top(), cx - 30 - left, r.height()),
                   int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight), label)
        for i, (_name, colours) in enumerate(self.order):
            c = QPointF(cx + i * step, cy)
            if i == 0:
                p.setPen(QPen(palette.SELECTION, 4))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(c, 21, 21)
            p.setPen(QPen(colours.rim, 3))
            p.setBrush(colours.dark)
            p.drawEllipse(c, 15, 15)


class LionheartHexScene(DropCellsScene, GridScene):
    FOOTER = STRIP

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)  # a subclass draws itself (GridScene leaves it to us)
        self.strip = LeadershipStrip(self.board_rect.width())
        self.strip.setPos(0, self.board_rect.height() + self.MARGIN - 4)
        self.addItem(self.strip)
        self.facing_items: list[ZoneShape] = []
        self._facing_cell: Hashable | None = None
        # Units dragged from the army dock: the hexes they may take lit, a drop deploys.
        from .deploy import HexDeployment

        self.retreat_items: list[Any] = []  # the last panic retreat: candidates and the way taken
        self.retreat_trail: tuple = ()
        self.placement = HexDeployment(self.controller, self)
        self.placement.message.connect(self.show_message)
        self._field_press: tuple[Hashable, QPointF] | None = None  # a deployed unit pressed
        self.init_drops()
        self.refresh()

    # ---- a deployed unit dragged on the field (or back onto the army dock) ----------------------
    def mousePressEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        self._field_press = None
        if event.button() == Qt.MouseButton.LeftButton and self.placement.active():
            cell = self.cell_at(event.scenePos())
            if cell is not None and cell in self.placement.movable_cells():
                event.accept()
                self._field_press = (cell, event.scenePos())
                return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        if self._field_press is not None:
            self._field_press = None
            event.accept()
            self.show_message(QCoreApplication.translate(
                "LionheartHexScene", "Drag the unit to another hex of your deployment rows, or onto the army list to take it back."))
            return
        super().mouseReleaseEvent(event)

    def drag_deployed(self, cell: Hashable, widget: Any = None) -> bool:
        """Drag the deployed unit on ``cell``: the placement framework's drag, dropped on the
        field (``dropEvent``: moved there) or on the army dock (withdrawn). The stand fades
        where it stands until the drag ends; a refused drop leaves it there with the reason."""
        from ...placement.tray import drag_pixmap

        stand = self.piece_at(cell)
        payload = self.placement.payload_from_cell(cell)
        drag = QDrag(widget if widget is not None else self)
        drag.setMimeData(payload.to_mime())
        look = getattr(stand, "look", None)
        if look is not None:
            pm = drag_pixmap(look)
            drag.setPixmap(pm)
            drag.setHotSpot(pm.rect().center())
        if stand is not None:
            stand.setOpacity(0.35)
        try:
            accepted = drag.exec(Qt.DropAction.MoveAction) != Qt.DropAction.IgnoreAction
        finally:
            if stand is not None and stand.scene() is self:
                stand.setOpacity(1.0)
        self.placement.drag_finished(accepted)
        return accepted

    def dropEvent(self, event: Any) -> None:  # noqa: N802
        payload = Payload.from_mime(event.mimeData())
        if (payload is None or payload.from_tray or not self.placement.active()
                or payload.side != self.placement.side()):
            super().dropEvent(event)
            return
        self.drops.leave(event)  # the lit hexes go
        if self.placement.move(payload, self.cell_at(event.scenePos())):
            event.acceptProposedAction()
        else:
            event.ignore()

    # ---- a panic retreat, as the rules report it ------------------------------------------------
    def on_events(self, events: list) -> None:
        """The last action's panic retreats: at each step the hexes that qualified (the
        ``candidates`` the rules publish with the step) as a translucent area, and the way the
        unit went as a line with a dot per hex. They stay until the next action."""
        remove_items(self.retreat_items)
        steps = [e for e in events if e.key == "panic.step"]
        if not steps:
            return
        grid = self.grid
        colours = self.adapter.zone_colours("retreat") or (QColor(120, 170, 230, 70), QColor(40, 90, 170, 200))
        trail: list = []
        for e in steps:
            try:
                frm, to = grid.parse(str(e.args["from"])), grid.parse(str(e.args["to"]))
                cells = [grid.parse(str(c)) for c in e.args.get("candidates", ())]
            except (KeyError, ValueError):
                continue
            if cells:
                area = QPainterPath()
                for c in cells:
                    area = area.united(self.geometry.cell_path(c))
                item = ZoneShape(area, kind="retreat", fill=colours[0], edge=colours[1])
                self.addItem(item)
                self.retreat_items.append(item)
            if not trail:
                trail.append(frm)
            trail.append(to)
        if len(trail) > 1:
            line = QPainterPath(self.cell_centre(trail[0]))
            for cell in trail[1:]:
                line.lineTo(self.cell_centre(cell))
            path = QGraphicsPathItem(line)
            path.setPen(QPen(colours[1], 6, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            path.setZValue(9)
            self.addItem(path)
            self.retreat_items.append(path)
        self.retreat_trail = tuple(trail)

    def show_facing(self, cell: Hashable | None) -> None:
        """Draw the front, flank and rear hexes of the stand on ``cell`` (None clears)."""
        if cell == self._facing_cell:
            return
        for item in self.facing_items:
            if item.scene() is self:
                self.removeItem(item)
        self.facing_items = []
        self._facing_cell = cell
        state = self.state
        if cell is None or state is None or not any(u.alive and u.hex == cell for u in state.units):
            return
        for zone in self.controller.ruleset.zones(state, cell):
            colours = FACING_COLOURS.get(zone.kind)
            if colours is None or zone.shape.is_empty:
                continue
            item = ZoneShape(self.board_painter.zone_path(zone.shape), kind=zone.kind,
                             fill=colours[0], edge=colours[1])
            self.addItem(item)
            self.facing_items.append(item)

    def mouseMoveEvent(self, event: Any) -> None:  # noqa: N802
        press = getattr(self, "_field_press", None)
        if press is not None:
            if QLineF(press[1], event.scenePos()).length() >= DRAG_START:
                self._field_press = None
                self.show_facing(None)
                self.drag_deployed(press[0], event.widget())
            return
        super().mouseMoveEvent(event)
        hovering = self.selected is None and getattr(self, "_drag", None) is None
        cell = self.cell_at(event.scenePos())
        self.show_facing(cell if hovering else None)
        # An open hand over a deployed unit that may be dragged elsewhere.
        movable = cell is not None and self.placement.active() and cell in self.placement.movable_cells()
        for view in self.views():
            vp = view.viewport()
            if movable:
                vp.setCursor(Qt.CursorShape.OpenHandCursor)
            elif vp.cursor().shape() == Qt.CursorShape.OpenHandCursor:
                vp.unsetCursor()

    def refresh(self) -> None:
        if hasattr(self, "facing_items"):
            self.show_facing(None)
        super().refresh()
        if getattr(self, "strip", None) is not None and self.state is not None:
            self._update_strip(self.state)

    def _update_strip(self, state: Any) -> None:
        c = self.controller
        look = self.adapter.seat_look
        phase = getattr(state, "phase", "")
        self.strip.setVisible(phase in ("choose", "play"))
        if phase not in ("choose", "play"):
            return
        turn = QCoreApplication.translate("LionheartHexScene", "Turn {n}").format(n=state.turn)
        rolls = []
        if state.roll is not None:
            rolls = [(c.seat_name(side), total, look(side)) for side, total in zip(("gold", "silver"), state.roll, strict=True)]
        note = ""
        if phase == "choose" and state.chooser:
            note = QCoreApplication.translate("LionheartHexScene", "{side} chooses who acts first").format(
                side=c.seat_name(state.chooser))
        elif state.roll is not None and state.roll[0] == state.roll[1] and not state.order:
            note = QCoreApplication.translate("LionheartHexScene", "A tie: nothing happens")
        order = [(c.seat_name(side), look(side)) for side in state.order]
        self.strip.set_state(turn, rolls, order, note)
        self.strip.setToolTip(QCoreApplication.translate("LionheartHexScene", "Actions to come: {order}").format(
            order=", ".join(name for name, _ in order)) if order else "")
