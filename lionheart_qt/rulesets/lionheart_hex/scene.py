"""The hex variant's scene: the generic grid scene, plus the front, flank and rear hexes of the
stand under the mouse (the ``front``/``flank``/``rear`` zones the rules publish), drawn while it
is hovered and nothing is selected; the last panic retreat (the hexes that qualified at each
step, from the rules' events, and the way the unit went); and the drop side of deploying a unit dragged from the army
dock (``deploy.HexDeployment``)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from ...boards.grid_scene import GridScene
from ...items import palette
from ...items.highlights import CellFill, ZoneShape, remove_items

FACING_COLOURS = {
    "front": (QColor(90, 170, 90, 70), QColor(30, 110, 30, 200)),
    "flank": (QColor(235, 190, 60, 60), QColor(170, 120, 10, 190)),
    "rear": (QColor(210, 80, 70, 60), QColor(150, 30, 20, 190)),
}


class LionheartHexScene(GridScene):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)  # a subclass draws itself (GridScene leaves it to us)
        self.facing_items: list[ZoneShape] = []
        self._facing_cell: Hashable | None = None
        # Units dragged from the army dock: the hexes they may take lit, a drop deploys.
        from ...placement.framework import DropSupport
        from .deploy import HexDeployment

        self.drop_cells: list[CellFill] = []
        self.retreat_items: list[Any] = []  # the last panic retreat: candidates and the way taken
        self.retreat_trail: tuple = ()
        self.placement = HexDeployment(self.controller, self)
        self.placement.message.connect(self.show_message)
        self.drops = DropSupport(self.placement, self.cell_at, self.show_drop_cells)
        self.refresh()

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

    def show_drop_cells(self, cells: set) -> None:
        remove_items(self.drop_cells)
        for cell in cells:
            item = CellFill(self.cell_shape(cell), palette.LEGAL_CELL, dot=False,
                            edge=palette.LEGAL_CELL_EDGE, key=cell)
            self.addItem(item)
            self.drop_cells.append(item)

    def dragEnterEvent(self, event: Any) -> None:  # noqa: N802
        self.drops.enter(event)

    def dragMoveEvent(self, event: Any) -> None:  # noqa: N802
        self.drops.move(event)

    def dragLeaveEvent(self, event: Any) -> None:  # noqa: N802
        self.drops.leave(event)

    def dropEvent(self, event: Any) -> None:  # noqa: N802
        self.drops.drop(event)

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
        super().mouseMoveEvent(event)
        hovering = self.selected is None and getattr(self, "_drag", None) is None
        self.show_facing(self.cell_at(event.scenePos()) if hovering else None)

    def refresh(self) -> None:
        if hasattr(self, "facing_items"):
            self.show_facing(None)
        super().refresh()
