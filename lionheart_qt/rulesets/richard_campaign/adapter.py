"""The campaign map on the generic grid scene: land tinted by each province's allegiance (Philip's
domain and the vassals that joined him blue, those supporting Richard red, neutral ones plain),
forests, sea, province borders, rivers, bridges and roads, and the strongholds (castle or
fortress, owner, ruin, siege, their names when zoomed in) painted from the map data and the
position shown (on the screen and on paper alike); each side's leaders and siege train in a hex
as one army marker; and where the map actions show (a step or a redeploy of the chosen piece, a
retreat, an engagement, an assault, a siege or a parley on its hex)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen

from lionheart_core.i18n import text

from ...boards.adapter import ActionView, BoardAdapter, PieceView
from ...items.counter import CounterLook

SEA = QColor("#86afc6")
LAND = QColor("#cfcb9c")          # a neutral province: parchment
RICHARD_LAND = QColor("#dcb49f")  # Richard's provinces: a warm red tint
PHILIP_LAND = QColor("#c3bfdc")   # Philip's domain and his vassals: a cool lavender tint
RIVER = QColor("#3f6f9a")
ROAD = QColor("#7a5a2a")
BORDER = QColor("#5b4a2e")
SEA_PRINT = QColor("#e4e4e4")
NAME_MIN_PX = 46.0  # a hex this wide on the screen has room for its stronghold's name


translate = QCoreApplication.translate


def allegiance(state: Any, prov: str) -> str:
    """``richard``, ``philip`` or ``neutral`` for a province in the position shown."""
    if prov == "france":
        return "philip"
    if state is None:
        return "neutral"
    v = next((x for x in state.board.vassals if x.id == prov), None)
    if v is None:
        return "neutral"
    return {"richard": "richard", "philip": "philip", "rebel": "philip"}.get(v.status, "neutral")


def _hold_name(hid: str) -> str:
    from lionheart_core.rulesets.richard_campaign.messages import name_of

    return text(name_of(hid, "richard"))


class RichardCampaignAdapter(BoardAdapter):
    def __init__(self, ui: Any, ruleset: Any) -> None:
        super().__init__(ui)
        self.ruleset = ruleset
        self.state: Any = None
        self.chosen: str | None = None  # the piece (leader id or "train:<side>") whose moves show
        self.names: bool | None = None  # stronghold names: None = when the scale leaves room

    @staticmethod
    def map_data() -> Any:
        from lionheart_core.rulesets.richard_campaign.data import game_map

        return game_map()

    # ---- the map -----------------------------------------------------------------------------
    def land_colour(self, cell: Any) -> QColor:
        m = self.map_data()
        side = allegiance(self.state, m.province.get(cell, ""))
        base = RICHARD_LAND if side == "richard" else PHILIP_LAND if side == "philip" else LAND
        return base.darker(135) if cell in m.forest else base

    def cell_fill(self, cell: Any) -> QColor | None:
        m = self.map_data()
        if cell not in m.land:
            return SEA
        return self.land_colour(cell)

    def signature(self, state: Any) -> tuple:
        """What the static map shows of a position (tints, strongholds): the background is
        drawn again only when this changes."""
        if state is None:
            return ()
        b = state.board
        return (tuple((v.id, v.status) for v in b.vassals),
                tuple((h.id, h.owner, h.ruined, h.siege_start >= 0) for h in b.holds), b.saucy_hex)

    def decorate(self, painter: QPainter, board: Any, printed: bool = False) -> None:
        """Province borders, roads from centre to centre, rivers along hexsides (bridges as bars
        across them) and every stronghold in its hex's right corner; on paper the sea is grey
        and forests are hatched."""
        from lionheart_core.grids.hex import HEX_LAYOUT

        m = self.map_data()
        g = board.geometry
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if printed:
            for cell in g.grid.cells():
                if cell not in m.land:
                    board.fill_cell(painter, cell, SEA_PRINT)
                elif cell in m.forest:  # hatched: black on white, never mistaken for the sea
                    painter.save()
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(QBrush(QColor("#8a8a8a"), Qt.BrushStyle.BDiagPattern))
                    painter.drawPolygon(g.cell_polygon(cell))
                    painter.restore()

        def edge(a: Any, b: Any) -> tuple[QPointF, QPointF]:
            d = next(i for i in range(6) if a.neighbour(i) == b)
            (x0, y0), (x1, y1) = HEX_LAYOUT.hexside(a, d)
            return g.point(x0, y0), g.point(x1, y1)

        # Province borders: a dotted line between land hexes of two provinces.
        border = QPen(BORDER if not printed else QColor("#000000"), g.unit * 0.05, Qt.PenStyle.DotLine)
        painter.setPen(border)
        for cell in m.land:
            for i in range(3):
                n = cell.neighbour(i)
                if n in m.land and m.province[n] != m.province[cell]:
                    painter.drawLine(*edge(cell, n))
        road = QPen(ROAD if not printed else QColor("#606060"), g.unit * 0.07, Qt.PenStyle.DashLine)
        road.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(road)
        for side in m.roads:
            painter.drawLine(g.centre(side.a), g.centre(side.b))
        river = QPen(RIVER if not printed else QColor("#000000"), g.unit * 0.11)
        river.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(river)
        for side in m.rivers:
            painter.drawLine(*edge(side.a, side.b))
        painter.setPen(QPen(ROAD.darker(120) if not printed else QColor("#000000"), g.unit * 0.1))
        for side in m.bridges:
            a, b = g.centre(side.a), g.centre(side.b)
            mid, half = (a + b) / 2, (b - a) * 0.2
            painter.drawLine(mid - half, mid + half)
        self.paint_strongholds(painter, board, printed)
        painter.restore()

    def paint_strongholds(self, painter: QPainter, board: Any, printed: bool) -> None:
        """Castles as a tower, fortresses as a larger walled tower, in the owner's colour; a ruin
        grey and crossed; a stronghold under siege ringed; names when there is room."""
        from lionheart_core.rulesets.richard_campaign.world import hold_spec

        g = board.geometry
        state = self.state
        holds = {h.id: h for h in state.board.holds} if state is not None else {}
        saucy = state.board.saucy_hex if state is not None else None
        specs = dict(self.map_data().holds)
        if saucy is not None:
            specs["saucy"] = hold_spec("saucy", saucy)
        cell = g.cell_size()
        scale = abs(painter.worldTransform().m11()) or 1.0
        names = (printed or cell * scale >= NAME_MIN_PX) if self.names is None else self.names
        for hid, spec in specs.items():
            hold = holds.get(hid)
            owner = hold.owner if hold is not None else spec.owner
            ruined = hold is not None and hold.ruined
            besieged = hold is not None and hold.siege_start >= 0
            size = cell * (0.3 if spec.fortress else 0.22)
            r = g.cell_rect(spec.hex)
            c = QPointF(r.right() - cell * 0.2, r.center().y() - cell * 0.02)
            box = QRectF(c.x() - size / 2, c.y() - size / 2, size, size)
            look = self.seat_look(owner)
            fill = QColor("#ffffff") if printed else (QColor("#b0a890") if ruined else look.main)
            rim = QColor("#000000") if printed else look.rim
            painter.setPen(QPen(rim, max(1.0, cell * 0.018)))
            painter.setBrush(fill)
            # A tower: a block with three merlons; a fortress adds a wall around it.
            if spec.fortress:
                painter.drawRect(box.adjusted(-size * 0.12, size * 0.35, size * 0.12, size * 0.12))
            painter.drawRect(box.adjusted(0, size * 0.2, 0, 0))
            mw = size / 5
            for i in (0, 2, 4):
                painter.drawRect(QRectF(box.left() + i * mw, box.top(), mw, size * 0.22))
            if printed and owner == "philip":
                painter.setBrush(QColor("#000000"))
                painter.drawRect(box.adjusted(size * 0.3, size * 0.45, -size * 0.3, -size * 0.1))
            if ruined:
                painter.setPen(QPen(QColor("#000000"), max(1.0, cell * 0.025)))
                painter.drawLine(box.topLeft(), box.bottomRight())
                painter.drawLine(box.topRight(), box.bottomLeft())
            if besieged:
                painter.setPen(QPen(QColor("#000000") if printed else QColor("#c0392b"), max(1.0, cell * 0.025),
                                    Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(c, size * 0.85, size * 0.85)
        if names:
            self.paint_names(painter, board, None, printed)

    def paint_names(self, painter: QPainter, board: Any, clip: QRectF | None, printed: bool = False) -> None:
        """Each stronghold's name under its hex (those meeting ``clip``, all without one)."""
        from lionheart_core.rulesets.richard_campaign.world import hold_spec

        g = board.geometry
        cell = g.cell_size()
        specs = dict(self.map_data().holds)
        saucy = self.state.board.saucy_hex if self.state is not None else None
        if saucy is not None:
            specs["saucy"] = hold_spec("saucy", saucy)
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(1, round(cell * 0.13)))
        painter.save()
        painter.setFont(font)
        painter.setPen(QColor("#000000") if printed else QColor("#2b2418"))
        for hid, spec in specs.items():
            r = g.cell_rect(spec.hex)
            box = QRectF(r.left() - cell * 0.2, r.bottom() - cell * 0.3, r.width() + cell * 0.4, cell * 0.18)
            if clip is not None and not clip.intersects(box):
                continue
            painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), _hold_name(hid))
        painter.restore()

    # ---- pieces ------------------------------------------------------------------------------
    def groups(self, state: Any) -> dict[tuple[Any, str], list[Any]]:
        """Each side's pieces on the map by hex: leaders (largest first) and the siege train."""
        out: dict[tuple[Any, str], list[Any]] = {}
        b = state.board
        for lead in sorted(b.leaders, key=lambda x: (x.id not in ("richard", "philip"), -x.troops, x.id)):
            if lead.hex is not None and lead.where == "map":
                out.setdefault((lead.hex, lead.side), []).append(lead)
        for train in b.trains:
            if train.hex is not None:
                out.setdefault((train.hex, train.side), []).append(train)
        return out

    @staticmethod
    def piece_id(piece: Any) -> str:
        return piece.id if hasattr(piece, "id") else f"train:{piece.side}"

    def piece_name(self, piece: Any) -> str:
        from lionheart_core.rulesets.richard_campaign.messages import name_of

        if hasattr(piece, "id"):
            return text(name_of(piece.id, piece.side))
        return text(name_of("train", piece.side))

    def army_look(self, side: str, here: list[Any]) -> CounterLook:
        leaders = [x for x in here if hasattr(x, "id")]
        train = next((x for x in here if not hasattr(x, "id")), None)
        knights = sum(x.knights for x in leaders)
        knaves = sum(x.knaves for x in leaders)
        king = any(x.id in ("richard", "philip") for x in leaders)
        lines = []
        for x in leaders:
            inside = translate("RichardCampaignAdapter", " (inside the stronghold)") if x.inside else ""
            lines.append(translate("RichardCampaignAdapter", "<b>{name}</b>: {knights} knights, {knaves} knaves").format(
                name=self.piece_name(x), knights=x.knights, knaves=x.knaves) + inside)
        if train is not None:
            lines.append(translate("RichardCampaignAdapter", "<b>{name}</b>: {n} supplies").format(name=self.piece_name(train), n=train.supplies))
        chosen = next((x for x in here if self.piece_id(x) == self.chosen), None)
        # The corner names the piece whose moves show, else the King or the largest force.
        first = self.piece_name(chosen or (leaders[0] if leaders else train))
        more = len(here) - 1
        corner = first[:10] + (f" +{more}" if more else "")
        values = f"{knights}/{knaves}" if leaders else str(train.supplies)
        glyph = "crown" if king else "lance" if leaders else "coin"
        return CounterLook(side, glyph, values, corner, tooltip="<br>".join(lines), colours=self.seat_look(side))

    def pieces(self, state: Any) -> list[PieceView]:
        out = []
        for (cell, side), here in self.groups(state).items():
            key = ("army", side, self.piece_id(here[0]))
            out.append(PieceView(key, cell, self.army_look(side, here)))
        return out

    # ---- actions -----------------------------------------------------------------------------
    def _piece_hex(self, player: str, piece: str) -> Any:
        b = self.state.board if self.state is not None else None
        if b is None:
            return None
        if piece == "train":
            return next((t.hex for t in b.trains if t.side == player), None)
        return next((lead.hex for lead in b.leaders if lead.id == piece), None)

    @staticmethod
    def moving_id(action: Any) -> str:
        return f"train:{action.player}" if action.piece == "train" else action.piece

    def action_view(self, action: Any, grid: Any) -> ActionView | None:
        kind = type(action).__name__
        if kind in ("Step", "Redeploy"):
            frm = self._piece_hex(action.player, action.piece)
            if frm is None:
                return None
            if self.chosen is not None and self.moving_id(action) != self.chosen \
                    and self._chosen_hex() == frm:
                return None  # another piece of this hex is chosen: its moves show
            return ActionView(action, frm, action.to, "move")
        if kind == "Retreat":
            return ActionView(action, None, action.to, "move")
        if kind in ("Engage", "Assault", "Siege", "Parley"):
            return ActionView(action, None, action.at, "target")
        if kind == "PlaceSaucy":
            return ActionView(action, None, action.at, "move")
        return None

    def _chosen_hex(self) -> Any:
        if self.chosen is None or self.state is None:
            return None
        if self.chosen.startswith("train:"):
            return self._piece_hex(self.chosen[6:], "train")
        return self._piece_hex("", self.chosen)

    def zone_colours(self, kind: str) -> tuple[QColor, QColor] | None:
        if kind.startswith("supply."):
            colour = QColor(self.seat_look(kind[7:]).main)
            fill = QColor(colour)
            fill.setAlpha(22)
            colour.setAlpha(200)
            return fill, colour
        if kind.startswith("zoc."):
            return QColor(40, 40, 40, 60), QColor(20, 20, 20, 220)
        if kind.startswith("retreat."):
            return QColor(255, 214, 120, 90), QColor(214, 98, 12, 220)
        return None
