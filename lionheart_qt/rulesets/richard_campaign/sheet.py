"""The campaign's printed setup sheet: the position (the month, the treasuries, where each leader
stands with his troops, the siege trains, garrisons and the vassals' loyalty), the map with the
army markers and strongholds in ink, the Political and Leader Table (leaders, vassals, allies),
and the tables: costs, terrain, forced march, the four field combat tables, assault, siege and
papal truce. Every number comes from the core's data (resources/rulesets/richard_campaign);
the wording is the project's own and translated."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt

from lionheart_core.i18n import text

from ...printing.sheet import GREY_TEXT, Column, PageContext, PagePlan, SetupSheet

translate = QCoreApplication.translate
RIGHT = Qt.AlignmentFlag.AlignRight


def _name(pid: str, side: str) -> str:
    from lionheart_core.rulesets.richard_campaign.messages import name_of

    return text(name_of(pid, side))


def _side(side: str) -> str:
    from lionheart_core.rulesets.richard_campaign.messages import side_msg

    return text(side_msg(side))


def _place(hex_label: str) -> str:
    """A hex number with the stronghold or place there, if any ("0503 Barfleur")."""
    from lionheart_core.grids.hex import from_map_number
    from lionheart_core.rulesets.richard_campaign.data import game_map

    m = game_map()
    h = from_map_number(hex_label)
    hid = m.hold_at.get(h)
    if hid is not None:
        return f"{hex_label} {_name(hid, 'richard')}"
    place = next((p.name for p in m.spec.places if p.hex == hex_label), "")
    return f"{hex_label} {place}".strip()


def _half(halves: int) -> str:
    from .scene import half_points

    return half_points(halves)


class RichardCampaignSheet(SetupSheet):
    ruleset_id = "richard-campaign"

    def detail(self, ruleset: Any, state: Any) -> str:
        o = state.opts
        if o.au_movement == 4:
            return translate("RichardCampaignSheet", "campaign to {year}").format(year=o.end_year)
        return translate("RichardCampaignSheet", "campaign to {year}, Count of Au moves {au}").format(
            year=o.end_year, au=o.au_movement)

    def pages(self, ruleset: Any, state: Any) -> list[PagePlan]:
        return [PagePlan(translate("RichardCampaignSheet", "The campaign"), lambda ctx: self._position(ctx, ruleset, state)),
                PagePlan(translate("RichardCampaignSheet", "The map"), lambda ctx: self._map(ctx, ruleset, state)),
                PagePlan(translate("RichardCampaignSheet", "Political and Leader Table"),
                         lambda ctx: self._plt(ctx, ruleset, state)),
                PagePlan(translate("RichardCampaignSheet", "Combat tables"), lambda ctx: self._combat(ctx)),
                PagePlan(translate("RichardCampaignSheet", "Costs, movement, siege and truce"),
                         lambda ctx: self._other_tables(ctx))]

    # ---- the position ---------------------------------------------------------------------------
    def _position(self, ctx: PageContext, ruleset: Any, state: Any) -> None:
        from lionheart_core.rulesets.richard_campaign.world import label, leader_spec, movement

        b = state.board
        ctx.heading(translate("RichardCampaignSheet", "Turn and treasuries"))
        ctx.paragraph(text(ruleset.turn_summary(state)) + ".")
        ctx.table([Column(translate("RichardCampaignSheet", "Side"), ctx.width * 0.3, bold=True),
                   Column(translate("RichardCampaignSheet", "Treasury (ducats)"), ctx.width * 0.25, RIGHT),
                   Column(translate("RichardCampaignSheet", "Forced marches left this year"), ctx.width * 0.45, RIGHT)],
                  [[_side(s), str(b.treasury[i]), str(b.forced_left[i])] for i, s in enumerate(("richard", "philip"))])
        ctx.paragraph(translate("RichardCampaignSheet", "Richard's number (his death roll): {n}.").format(n=b.richard_number))
        ctx.space(10)
        ctx.heading(translate("RichardCampaignSheet", "Leaders and their forces"))
        rows = []
        for side in ("richard", "philip"):
            for x in b.leaders:
                if x.side != side or x.where == "absent":
                    continue
                where = _place(label(x.hex)) if x.where == "map" else translate("RichardCampaignSheet", "captured")
                spec = leader_spec(x.id)
                rows.append([_name(x.id, x.side), _side(side), where, str(x.knights), str(x.knaves),
                             str(movement(x.id, state.opts)), f"+{spec.bonus}", str(spec.max)])
            train = next(tr for tr in b.trains if tr.side == side)
            if train.hex is not None:
                rows.append([_name("train", side), _side(side), _place(label(train.hex)), "", "", "6", "",
                             translate("RichardCampaignSheet", "{n} supplies").format(n=train.supplies)])
        ctx.table([Column(translate("RichardCampaignSheet", "Leader"), ctx.width * 0.22, bold=True),
                   Column(translate("RichardCampaignSheet", "Side"), ctx.width * 0.1),
                   Column(translate("RichardCampaignSheet", "Hex"), ctx.width * 0.24),
                   Column(translate("RichardCampaignSheet", "Knights"), ctx.width * 0.08, RIGHT),
                   Column(translate("RichardCampaignSheet", "Knaves"), ctx.width * 0.08, RIGHT),
                   Column(translate("RichardCampaignSheet", "Movement"), ctx.width * 0.1, RIGHT),
                   Column(translate("RichardCampaignSheet", "Bonus"), ctx.width * 0.07, RIGHT),
                   Column(translate("RichardCampaignSheet", "Max troops"), ctx.width * 0.11, RIGHT)], rows, size=27)
        garrisons = [h for h in b.holds if h.knights or h.knaves]
        if garrisons:
            ctx.space(10)
            ctx.heading(translate("RichardCampaignSheet", "Garrisons"))
            ctx.table([Column(translate("RichardCampaignSheet", "Stronghold"), ctx.width * 0.5, bold=True),
                       Column(translate("RichardCampaignSheet", "Held by"), ctx.width * 0.2),
                       Column(translate("RichardCampaignSheet", "Knights"), ctx.width * 0.15, RIGHT),
                       Column(translate("RichardCampaignSheet", "Knaves"), ctx.width * 0.15, RIGHT)],
                      [[_name(h.id, h.owner), _side(h.owner), str(h.knights), str(h.knaves)] for h in garrisons],
                      size=27)
        ctx.space(10)
        ctx.heading(translate("RichardCampaignSheet", "Vassals and allies"))
        status = {"neutral": translate("RichardCampaignSheet", "neutral"), "rebel": translate("RichardCampaignSheet", "rebels (Philip)"),
                  "philip": translate("RichardCampaignSheet", "with Philip"), "richard": translate("RichardCampaignSheet", "with Richard")}
        ctx.table([Column(translate("RichardCampaignSheet", "Province or ally"), ctx.width * 0.4, bold=True),
                   Column(translate("RichardCampaignSheet", "Loyalty"), ctx.width * 0.3),
                   Column(translate("RichardCampaignSheet", "Influence (Richard / Philip)"), ctx.width * 0.3, RIGHT)],
                  [[_name(v.id, "richard"), status.get(v.status, v.status), f"{v.infl_richard} / {v.infl_philip}"]
                   for v in b.vassals], size=27)
        ctx.space(8)
        ctx.paragraph(translate("RichardCampaignSheet", "Strongholds held at the start are on the map page (a black mark "
                        "inside a tower: Philip's). The map is reconstructed: see Help > About."),
                      italic=True, color=GREY_TEXT)

    def _map(self, ctx: PageContext, ruleset: Any, state: Any) -> None:
        """The map in ink, with the strongholds' owners and the army markers of this position."""
        from ...boards.geometry import BoardGeometry
        from ...boards.painter import PRINT, BoardPainter
        from ...items.stack import paint_piece, paint_stack
        from .. import ui_for

        grid = ruleset.grid(state.opts)
        adapter = ui_for(ruleset.id).board_adapter()
        adapter.state = state
        x0, y0, x1, y1 = grid.bounds()
        room_h = ctx.remaining - 80
        unit = min((ctx.width - 40) / max(1e-9, x1 - x0), room_h / max(1e-9, y1 - y0))
        geometry = BoardGeometry(grid, unit)
        board = BoardPainter(geometry, PRINT)
        r = ctx.take(geometry.height + 20)
        p = ctx.painter
        p.save()
        p.translate(r.left() + (ctx.width - geometry.width) / 2, r.top() + 10)
        board.paint_board(p, labels=False)
        adapter.decorate(p, board, printed=True)
        board.paint_labels(p)
        by_cell: dict[Any, list] = {}
        for piece in adapter.pieces(state):
            by_cell.setdefault(piece.cell, []).append(piece)
        for cell, here in by_cell.items():
            p.save()
            p.translate(board.piece_centre(cell))
            size = board.piece_size() * 1.6  # markers readable on paper
            if len(here) == 1:
                paint_piece(p, here[0].look, size, printed=True)
            else:
                paint_stack(p, [v.look for v in here], size * 1.2, printed=True)
            p.restore()
            for v in here:
                ctx.record("piece", grid.label(cell), owner=getattr(v.look, "owner", None), key=v.key)
        p.restore()

    # ---- the Political and Leader Table ------------------------------------------------------------------
    def _plt(self, ctx: PageContext, ruleset: Any, state: Any) -> None:
        from lionheart_core.rulesets.richard_campaign.data import tables
        from lionheart_core.rulesets.richard_campaign.world import movement

        tb = tables()
        ctx.heading(translate("RichardCampaignSheet", "Leaders"))
        rows = [[_name(lid, s.side), _side(s.side), str(movement(lid, state.opts)), f"+{s.bonus}", str(s.max),
                 _place(s.start)] for lid, s in tb.leaders.items()]
        rows.append([translate("RichardCampaignSheet", "Baron (a rebel province)"), _side("philip"), "3", "+0", "10",
                     translate("RichardCampaignSheet", "see the vassals")])
        ctx.table([Column(translate("RichardCampaignSheet", "Leader"), ctx.width * 0.24, bold=True),
                   Column(translate("RichardCampaignSheet", "Side"), ctx.width * 0.12),
                   Column(translate("RichardCampaignSheet", "Movement"), ctx.width * 0.12, RIGHT),
                   Column(translate("RichardCampaignSheet", "Bonus"), ctx.width * 0.1, RIGHT),
                   Column(translate("RichardCampaignSheet", "Max troops"), ctx.width * 0.13, RIGHT),
                   Column(translate("RichardCampaignSheet", "Starts at"), ctx.width * 0.29)], rows, size=27)
        ctx.paragraph(translate("RichardCampaignSheet", "Countries: England pays {et} ducats a winter and starts with "
                        "{etr} knaves; France pays {ft} and starts with {ftr}.").format(
            et=tb.countries["england"].tax, etr=tb.countries["england"].troops,
            ft=tb.countries["france"].tax, ftr=tb.countries["france"].troops), size=29)
        ctx.space(8)
        ctx.heading(translate("RichardCampaignSheet", "Vassals"))
        rows = []
        for vid, v in tb.vassals.items():
            tax = (translate("RichardCampaignSheet", "{n} per fortress").format(n=v.per_fortress) if v.per_fortress
                   else f"{v.tax.philip} / {v.tax.richard}")
            baron = ", ".join(_place(x) if x[:1].isdigit() else _name(x, "philip") for x in v.baron) or \
                translate("RichardCampaignSheet", "any stronghold")
            rows.append([f"{v.code} {_name(vid, 'richard')}", f"{v.max_influence.philip} / {v.max_influence.richard}",
                         f"≥{v.roll.philip} / ≤{v.roll.richard}", tax, str(v.over_tax or "-"), str(v.troops), baron])
        ctx.table([Column(translate("RichardCampaignSheet", "Province"), ctx.width * 0.17, bold=True),
                   Column(translate("RichardCampaignSheet", "Max influence P / R"), ctx.width * 0.14, RIGHT),
                   Column(translate("RichardCampaignSheet", "Die needed P / R"), ctx.width * 0.14, RIGHT),
                   Column(translate("RichardCampaignSheet", "Taxes P / R"), ctx.width * 0.15, RIGHT),
                   Column(translate("RichardCampaignSheet", "Over tax"), ctx.width * 0.09, RIGHT),
                   Column(translate("RichardCampaignSheet", "Troops"), ctx.width * 0.08, RIGHT),
                   Column(translate("RichardCampaignSheet", "Baron placed at"), ctx.width * 0.23)], rows, size=26)
        ctx.space(8)
        ctx.heading(translate("RichardCampaignSheet", "Allied leaders"))
        rows = []
        for aid, a in tb.allies.items():
            need = f"≥{a.roll.philip} / ≤{a.roll.richard}" if a.roll.philip < 20 else f"- / ≤{a.roll.richard}"
            rows.append([_name(aid, "richard"), f"{a.max_influence.philip} / {a.max_influence.richard}", need,
                         str(a.troops), str(a.movement), str(a.max), a.entry[0] + "…"])
        ctx.table([Column(translate("RichardCampaignSheet", "Ally"), ctx.width * 0.15, bold=True),
                   Column(translate("RichardCampaignSheet", "Max influence P / R"), ctx.width * 0.16, RIGHT),
                   Column(translate("RichardCampaignSheet", "Die needed P / R"), ctx.width * 0.15, RIGHT),
                   Column(translate("RichardCampaignSheet", "Troops"), ctx.width * 0.1, RIGHT),
                   Column(translate("RichardCampaignSheet", "Movement"), ctx.width * 0.12, RIGHT),
                   Column(translate("RichardCampaignSheet", "Max troops"), ctx.width * 0.12, RIGHT),
                   Column(translate("RichardCampaignSheet", "Enters at"), ctx.width * 0.2)], rows, size=26)
        ctx.paragraph(translate("RichardCampaignSheet", "The loyalty die adds Philip's influence points and subtracts "
                        "Richard's: at or above Philip's number the vassal joins him (a rebellion), at or below "
                        "Richard's it supports Richard, else it stays neutral."), size=27, italic=True,
                      color=GREY_TEXT)

    # ---- the tables ---------------------------------------------------------------------------------------
    def _combat(self, ctx: PageContext) -> None:
        from lionheart_core.rulesets.richard_campaign.data import tables

        tb = tables()
        cols = ["-1/0", "1", "2", "3", "4", "5", "6", "7", "8"]
        names = {"knave_vs_knave": translate("RichardCampaignSheet", "Knave vs knave"),
                 "knight_vs_knave": translate("RichardCampaignSheet", "Knight vs knave"),
                 "knight_vs_knight": translate("RichardCampaignSheet", "Knight vs knight"),
                 "knave_vs_knight": translate("RichardCampaignSheet", "Knave vs knight")}
        ctx.heading(translate("RichardCampaignSheet", "Open field combat (casualties in tenths per attack)"))
        rows = []
        for key, title in names.items():
            table = getattr(tb.field_combat, key)
            for row in ("A", "B", "C"):
                rows.append([title if row == "A" else None, row, *(str(v) for v in table[row])])
        w = ctx.width
        ctx.table([Column(translate("RichardCampaignSheet", "Table"), w * 0.2, bold=True),
                   Column(translate("RichardCampaignSheet", "Row"), w * 0.08),
                   *(Column(c, w * 0.08, RIGHT) for c in cols)], rows, size=27)
        ctx.paragraph(translate("RichardCampaignSheet", "Ten knaves make one attack, ten knights three; a partial attack "
                        "multiplies its strength points by the result (a half rounds up). Knights pursue at "
                        "three times that (in woods at the normal rate)."), size=27, italic=True, color=GREY_TEXT)
        ctx.space(8)
        ctx.heading(translate("RichardCampaignSheet", "Assault (attacker / defender casualties; E: eliminated)"))
        rows = [[str(i - 1), *cells] for i, cells in enumerate(tb.assault.rows)]
        ctx.table([Column(translate("RichardCampaignSheet", "Die"), w * 0.1, bold=True),
                   *(Column(f"{n}-1", w * 0.15, RIGHT) for n in range(1, 7))], rows, size=27)
        ctx.paragraph(translate("RichardCampaignSheet", "Defence: the intrinsic strength (5) and the garrison, doubled in a "
                        "castle and tripled in a fortress. A siege train shifts an assault on a castle one column "
                        "right; a fortress needs one to be assaulted."), size=27, italic=True, color=GREY_TEXT)

    def _other_tables(self, ctx: PageContext) -> None:
        from lionheart_core.rulesets.richard_campaign.data import tables

        tb = tables()
        w = ctx.width
        c = tb.costs
        ctx.heading(translate("RichardCampaignSheet", "Costs (ducats)"))
        ctx.table([Column(translate("RichardCampaignSheet", "Item"), w * 0.6, bold=True),
                   Column(translate("RichardCampaignSheet", "Purchase"), w * 0.2, RIGHT),
                   Column(translate("RichardCampaignSheet", "Upkeep each winter"), w * 0.2, RIGHT)],
                  [[translate("RichardCampaignSheet", "Knave (a strength point)"), str(c.knave), "½"],
                   [translate("RichardCampaignSheet", "Knight (a strength point)"), str(c.knight), str(c.knight_upkeep)],
                   [translate("RichardCampaignSheet", "Influence point"), str(c.influence), "-"],
                   [translate("RichardCampaignSheet", "Siege train"), str(c.siege_train), "-"],
                   [translate("RichardCampaignSheet", "Supplies: 1 ducat a month for 10 knaves or 5 knights"), "1", "-"],
                   [translate("RichardCampaignSheet", "The Saucy Fortress (Richard)"), str(c.saucy), "-"],
                   [translate("RichardCampaignSheet", "Restoring or rebuilding a stronghold"), str(c.rebuild), "-"],
                   [translate("RichardCampaignSheet", "Ransom (or on the holder's demand)"), f"{c.ransom} ({c.ransom_demand})",
                    "-"]], size=27)
        ctx.space(8)
        tr_ = tb.terrain
        ctx.heading(translate("RichardCampaignSheet", "Movement (movement points)"))
        ctx.table([Column(translate("RichardCampaignSheet", "Along a road"), w / 6, RIGHT),
                   Column(translate("RichardCampaignSheet", "Clear"), w / 6, RIGHT),
                   Column(translate("RichardCampaignSheet", "Forest"), w / 6, RIGHT),
                   Column(translate("RichardCampaignSheet", "River hexside"), w / 6, RIGHT),
                   Column(translate("RichardCampaignSheet", "Bridge"), w / 6, RIGHT),
                   Column(translate("RichardCampaignSheet", "Sea"), w / 6, RIGHT)],
                  [[_half(tr_.road), _half(tr_.clear), _half(tr_.forest), "+" + _half(tr_.river),
                    "+" + _half(tr_.bridge), translate("RichardCampaignSheet", "no")]], size=27)
        ctx.paragraph(translate("RichardCampaignSheet", "Forced march (one die; Richard twice a year, Philip once): "
                        "{extra} more movement points.").format(
            extra=", ".join(str(x) for x in tb.forced_march.extra)), size=27)
        ctx.space(8)
        ctx.heading(translate("RichardCampaignSheet", "Siege (one die a month)"))
        ctx.table([Column(translate("RichardCampaignSheet", "Die"), w * 0.2, bold=True),
                   *(Column(m_, w * 0.2, RIGHT) for m_ in (translate("RichardCampaignSheet", "0-1 months"), "2-3", "4-5", "6+"))],
                  [[str(i + 1), *row] for i, row in enumerate(tb.siege.rows)], size=27)
        s = tb.siege
        ctx.paragraph(translate("RichardCampaignSheet", "Modifiers: fortress {f}; an army of the defender's side in the "
                        "province {a}; a King besieging +{k}; a neutral vassal with no army of its friends in the "
                        "province +{n}. H holds; H1, H2 holds and loses 1 or 2; SS surrenders for safe conduct; "
                        "S surrenders. Winter months count.").format(
            f=s.fortress, a=s.friendly_army, k=s.king_besieging, n=s.neutral_no_army), size=27)
        ctx.space(8)
        ctx.heading(translate("RichardCampaignSheet", "Papal truce"))
        words = {"B": translate("RichardCampaignSheet", "roll on B"), "-": translate("RichardCampaignSheet", "none"),
                 "1": translate("RichardCampaignSheet", "1 month"), "2": translate("RichardCampaignSheet", "2 months"),
                 "winter": translate("RichardCampaignSheet", "to winter"), "year": translate("RichardCampaignSheet", "a year"),
                 "year+die": translate("RichardCampaignSheet", "a year and a die")}
        ctx.table([Column(translate("RichardCampaignSheet", "Table"), w * 0.16, bold=True),
                   *(Column(str(i), w * 0.14, RIGHT) for i in range(1, 7))],
                  [["A", *(words.get(x, x) for x in tb.truce.table_a)],
                   ["B", *(words.get(x, x) for x in tb.truce.table_b)]], size=26)


__all__ = ["RichardCampaignSheet"]
