"""The campaign map on the generic grid scene: land and sea, forests, rivers, bridges and roads
and the strongholds painted from the map data (on the screen and on paper alike), leaders and
supply trains as counters (several in a hex as a readable stack), and where the map actions
show (a step or a redeploy from a piece's hex, a retreat, an engagement, an assault, a siege or
a parley on its hex)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from lionheart_core.i18n import text

from ...boards.adapter import ActionView, BoardAdapter, PieceView
from ...items.counter import CounterLook
from ...items.glyphs import paint_glyph

SEA = QColor("#9db7c9")
FOREST = QColor("#62804a")
RIVER = QColor("#3f6f9a")
ROAD = QColor("#8a6a3a")
SEA_PRINT = QColor("#e4e4e4")


class RichardCampaignAdapter(BoardAdapter):
    def __init__(self, ui: Any, ruleset: Any) -> None:
        super().__init__(ui)
        self.ruleset = ruleset

    @staticmethod
    def map_data() -> Any:
        from lionheart_core.rulesets.richard_campaign.data import game_map

        return game_map()

    # ---- the map -----------------------------------------------------------------------------
    def cell_fill(self, cell: Any) -> QColor | None:
        m = self.map_data()
        if cell not in m.land:
            return SEA
        if cell in m.forest:
            return FOREST
        return None

    def decorate(self, painter: QPainter, board: Any, printed: bool = False) -> None:
        """Roads from centre to centre, rivers along hexsides (bridges as bars across them) and
        a shield on every stronghold's hex; on paper the sea is grey."""
        from lionheart_core.grids.hex import HEX_LAYOUT

        m = self.map_data()
        g = board.geometry
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if printed:
            for cell in g.grid.cells():
                if cell not in m.land:
                    board.fill_cell(painter, cell, SEA_PRINT)
        road = QPen(ROAD if not printed else QColor("#606060"), g.unit * 0.09, Qt.PenStyle.DashLine)
        road.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(road)
        for side in m.roads:
            painter.drawLine(g.centre(side.a), g.centre(side.b))

        def edge(side: Any) -> tuple[QPointF, QPointF]:
            d = next(i for i in range(6) if side.a.neighbour(i) == side.b)
            (x0, y0), (x1, y1) = HEX_LAYOUT.hexside(side.a, d)
            return g.point(x0, y0), g.point(x1, y1)

        river = QPen(RIVER if not printed else QColor("#000000"), g.unit * 0.12)
        river.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(river)
        for side in m.rivers:
            painter.drawLine(*edge(side))
        painter.setPen(QPen(ROAD if not printed else QColor("#000000"), g.unit * 0.1))
        for side in m.bridges:
            a, b = g.centre(side.a), g.centre(side.b)
            mid, half = (a + b) / 2, (b - a) * 0.18
            painter.drawLine(mid - half, mid + half)
        size = g.cell_size() * 0.22
        for hold in m.holds.values():
            # In the hex's right corner: clear of its label (top) and of the counters (middle).
            r = g.cell_rect(hold.hex)
            box = QRectF(r.right() - size * 1.12, r.center().y() - size / 2, size, size)
            look = self.seat_look(hold.owner)
            paint_glyph(painter, box, "shield", QColor("#ffffff") if printed else look.light,
                        QColor("#000000") if printed else look.rim)
        painter.restore()

    # ---- pieces ------------------------------------------------------------------------------
    def pieces(self, state: Any) -> list[PieceView]:
        from lionheart_core.rulesets.richard_campaign.messages import name_of

        out = []
        b = state.board
        for lead in b.leaders:
            if lead.hex is None or lead.where != "map":
                continue
            name = text(name_of(lead.id, lead.side))
            king = lead.id in ("richard", "philip")
            tip = f"<b>{name}</b>: {lead.knights} knights, {lead.knaves} knaves" + (
                " (inside the stronghold)" if lead.inside else "")
            look = CounterLook(lead.side, "crown" if king else "lance", f"{lead.knights}/{lead.knaves}",
                               name[:12], tooltip=tip, colours=self.seat_look(lead.side))
            out.append(PieceView(("leader", lead.id), lead.hex, look))
        for train in b.trains:
            if train.hex is None:
                continue
            name = text(name_of("train", train.side))
            look = CounterLook(train.side, "coin", str(train.supplies), name[:12],
                               tooltip=f"<b>{name}</b>: {train.supplies} supplies",
                               colours=self.seat_look(train.side))
            out.append(PieceView(("train", train.side), train.hex, look))
        return out

    # ---- actions -----------------------------------------------------------------------------
    def _piece_hex(self, player: str, piece: str) -> Any:
        b = self.state.board if self.state is not None else None
        if b is None:
            return None
        if piece == "train":
            return next((t.hex for t in b.trains if t.side == player), None)
        return next((lead.hex for lead in b.leaders if lead.id == piece), None)

    def action_view(self, action: Any, grid: Any) -> ActionView | None:
        kind = type(action).__name__
        if kind in ("Step", "Redeploy"):
            frm = self._piece_hex(action.player, action.piece)
            return ActionView(action, frm, action.to, "move") if frm is not None else None
        if kind == "Retreat":
            return ActionView(action, None, action.to, "move")
        if kind in ("Engage", "Assault", "Siege", "Parley"):
            return ActionView(action, None, action.at, "target")
        return None
