"""The crusade game's printed setup sheet: the table page (the characters with their faction,
coins, prestige and how many cards they hold, the board side, the England board with its
location colours and the figures, the four tracks), a reference card of the 16 location actions
for the board side in play, and one private page per character: its hand and its edict.

A private page is printed only for a seat whose secrets the printed position holds: the sheet
reads each seat's page from ``observe(state, seat)``, so no page shows another seat's hand or
edict, and a position already observed by one player (printing from the app in hot-seat play)
prints that player's page alone.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from lionheart_core.i18n import text

from ...printing.sheet import GREY_TEXT, Column, PageContext, PagePlan, SetupSheet

PAPER = {"red": QColor("#f3d2c9"), "green": QColor("#d6ead0")}
HIDDEN = "X"


def _name(ruleset: Any, state: Any, seat: str) -> str:
    return text(ruleset.seat(seat, state.opts).name)


class CrusadeSheet(SetupSheet):
    ruleset_id = "crusade"

    def sheet_info(self, ruleset: Any, state: Any, seats: Any, title: Any, date: Any = None) -> Any:
        """The header names every character (six fit on one line); who plays each is written in
        the Characters table."""
        info = super().sheet_info(ruleset, state, seats, title, date)
        info.seats = ", ".join(_name(ruleset, state, seat) for seat in ruleset.players(state.opts))
        self._seats = dict(seats or {})
        return info

    def detail(self, ruleset: Any, state: Any) -> str:
        n = state.opts.players
        return QCoreApplication.translate("CrusadeSheet", "{n} players, the {side} player side of the board").format(
            n=n, side="2-3" if n <= 3 else "4-6")

    def pages(self, ruleset: Any, state: Any) -> list[PagePlan]:
        plans = [PagePlan(QCoreApplication.translate("CrusadeSheet", "The table"),
                          lambda ctx: self._table(ctx, ruleset, state)),
                 PagePlan(QCoreApplication.translate("CrusadeSheet", "Location actions"),
                          lambda ctx: self._reference(ctx, ruleset, state))]
        for p in state.players:
            mine = ruleset.observe(state, p.seat).player(p.seat)
            if HIDDEN in mine.hand or mine.edict in ("", HIDDEN):
                continue  # this position does not hold the seat's secrets: no page for it
            look = self._look(ruleset, p.seat)
            plans.append(PagePlan(QCoreApplication.translate("CrusadeSheet", "{character}: private").format(
                                      character=_name(ruleset, state, p.seat)),
                                  lambda ctx, s=p.seat: self._private(ctx, ruleset, state, s),
                                  subheading=QCoreApplication.translate(
                                      "CrusadeSheet", "fold this page: for this player's eyes only"),
                                  swatch=look))
        return plans

    @staticmethod
    def _look(ruleset: Any, seat: str) -> QColor | None:
        from .. import ui_for

        return ui_for(ruleset.id).seat_look(seat).printed_fill()

    # ---- the table -----------------------------------------------------------------------------
    def _table(self, ctx: PageContext, ruleset: Any, state: Any) -> None:
        from lionheart_core.rulesets.crusade.messages import faction_name

        ctx.heading(QCoreApplication.translate("CrusadeSheet", "Characters"))
        public = ruleset.observe(state, None)
        rows = []
        for p in public.players:
            side = text(faction_name(p.faction))
            upgrades = ", ".join(u for u, on in ((QCoreApplication.translate("CrusadeSheet", "Horse"), p.horse),
                                                 (QCoreApplication.translate("CrusadeSheet", "Ship"), p.ship),
                                                 (QCoreApplication.translate("CrusadeSheet", "Skill"), p.skill)) if on)
            who = getattr(self, "_seats", {}).get(p.seat)
            who = ("" if who is None else QCoreApplication.translate("SetupSheet", "human") if who == "human"
                   else QCoreApplication.translate("SetupSheet", "computer ({who})").format(who=who))
            rows.append([_name(ruleset, state, p.seat), who, side, str(p.coins), str(p.prestige),
                         str(len(p.hand)), upgrades or "-"])
            ctx.record("seat", p.seat, coins=p.coins, prestige=p.prestige, cards=len(p.hand))
        w = ctx.width
        ctx.table([Column(QCoreApplication.translate("CrusadeSheet", "Character"), w * 0.25, bold=True),
                   Column(QCoreApplication.translate("CrusadeSheet", "Player"), w * 0.22),
                   Column(QCoreApplication.translate("CrusadeSheet", "Faction"), w * 0.12),
                   Column(QCoreApplication.translate("CrusadeSheet", "Coins"), w * 0.08),
                   Column(QCoreApplication.translate("CrusadeSheet", "Prestige"), w * 0.1),
                   Column(QCoreApplication.translate("CrusadeSheet", "Cards"), w * 0.08),
                   Column(QCoreApplication.translate("CrusadeSheet", "Upgrades"), w * 0.15)], rows)
        first = _name(ruleset, state, state.players[state.first].seat)
        ctx.paragraph(QCoreApplication.translate(
            "CrusadeSheet", "Round {round} of 10. First player: {first}. Each character holds a secret edict; "
            "hands and edicts are on the private pages.").format(round=state.round, first=first),
            italic=True, color=GREY_TEXT)
        ctx.space(10)
        self._board(ctx, ruleset, state, max_height=ctx.remaining - 560)
        self._tracks(ctx, state)

    def _board(self, ctx: PageContext, ruleset: Any, state: Any, max_height: float) -> None:
        from ...boards.geometry import BoardGeometry
        from ...boards.painter import PRINT, BoardPainter
        from ...items.stack import paint_piece, paint_stack
        from .. import ui_for

        grid = ruleset.grid(state.opts)
        adapter = ui_for(ruleset.id).board_adapter()
        ctx.heading(QCoreApplication.translate("CrusadeSheet", "England"))
        x0, y0, x1, y1 = grid.bounds()
        unit = min((ctx.width - 120) / max(1e-9, x1 - x0), (max_height - 60) / max(1e-9, y1 - y0))
        geometry = BoardGeometry(grid, unit)
        board = BoardPainter(geometry, PRINT)
        r = ctx.take(geometry.height + 40)
        p = ctx.painter
        p.save()
        p.translate(r.left() + (ctx.width - geometry.width) / 2, r.top() + 10)
        board.paint_board(p, fill=lambda cell: PAPER.get(grid.node(cell).tag("colour")), labels=False)
        board.paint_labels(p)
        by_cell: dict[Any, list] = {}
        for piece in adapter.pieces(state):
            by_cell.setdefault(piece.cell, []).append(piece)
        for cell, here in by_cell.items():
            p.save()
            p.translate(board.piece_centre(cell))
            if len(here) == 1:
                paint_piece(p, here[0].look, board.piece_size(), printed=True)
            else:
                paint_stack(p, [v.look for v in here], board.piece_size(stacked=True), printed=True)
            p.restore()
            for v in here:
                ctx.record("piece", grid.label(cell), key=v.key)
        p.restore()
        placed = "" if by_cell else " " + QCoreApplication.translate(
            "CrusadeSheet", "The figures are placed in round one, each on an empty location.")
        ctx.paragraph(QCoreApplication.translate(
            "CrusadeSheet", "Red locations are shaded pink, green ones green; solid lines are roads, dashed lines "
            "water (a Ship is needed).") + placed, italic=True, color=GREY_TEXT)

    def _tracks(self, ctx: PageContext, state: Any) -> None:
        from lionheart_core.rulesets.crusade.data import TRACKS
        from lionheart_core.rulesets.crusade.messages import track_name

        ctx.heading(QCoreApplication.translate("SetupSheet", "Tracks"))
        rows = []
        for t, v in zip(TRACKS, state.tracks, strict=True):
            rows.append([text(track_name(t)), str(v)])
            ctx.record("track", t, value=v)
        ctx.table([Column(QCoreApplication.translate("CrusadeSheet", "Track"), ctx.width * 0.5, bold=True),
                   Column(QCoreApplication.translate("CrusadeSheet", "Marker on"), ctx.width * 0.5)], rows)

    # ---- the reference card ----------------------------------------------------------------------
    def _reference(self, ctx: PageContext, ruleset: Any, state: Any) -> None:
        from lionheart_core.rulesets.crusade.data import location_ids
        from lionheart_core.rulesets.crusade.play import board_side
        from lionheart_core.rulesets.crusade.texts import location_text

        side = board_side(state.opts)
        ctx.heading(QCoreApplication.translate("CrusadeSheet", "The 16 location actions ({side} player side)").format(
            side="2-3" if side == "small" else "4-6"))
        colours = {"red": QCoreApplication.translate("CrusadeSheet", "red"),
                   "green": QCoreApplication.translate("CrusadeSheet", "green")}
        grid = ruleset.grid(state.opts)
        rows = []
        for loc in location_ids():
            colour = grid.node(loc).tag("colour")
            rows.append([loc, colours.get(colour, colour), text(location_text(loc, side))])
            ctx.record("location", loc, side=side)
        w = ctx.width
        ctx.table([Column(QCoreApplication.translate("CrusadeSheet", "Location"), w * 0.2, bold=True),
                   Column(QCoreApplication.translate("CrusadeSheet", "Colour"), w * 0.12),
                   Column(QCoreApplication.translate("CrusadeSheet", "Action"), w * 0.68)], rows)
        ctx.paragraph(QCoreApplication.translate(
            "CrusadeSheet", "A location's action is performed on arriving there, at most once per round."),
            italic=True, color=GREY_TEXT)

    # ---- a private page --------------------------------------------------------------------------
    def _private(self, ctx: PageContext, ruleset: Any, state: Any, seat: str) -> None:
        from lionheart_core.rulesets.crusade.messages import card_name
        from lionheart_core.rulesets.crusade.play import edict_text
        from lionheart_core.rulesets.crusade.texts import ability_text

        me = ruleset.observe(state, seat).player(seat)
        ctx.heading(QCoreApplication.translate("CrusadeSheet", "Hand"))
        counts: dict[str, int] = {}
        for c in me.hand:
            counts[c] = counts.get(c, 0) + 1
        rows = [[text(card_name(c)), str(n)] for c, n in counts.items()]
        ctx.table([Column(QCoreApplication.translate("CrusadeSheet", "Card"), ctx.width * 0.6, bold=True),
                   Column(QCoreApplication.translate("CrusadeSheet", "Count"), ctx.width * 0.4)], rows)
        ctx.paragraph(QCoreApplication.translate("CrusadeSheet", "{cards} cards, {coins} coins, {prestige} prestige.").format(
            cards=len(me.hand), coins=me.coins, prestige=me.prestige))
        ctx.heading(QCoreApplication.translate("CrusadeSheet", "Secret edict"))
        ctx.paragraph(text(edict_text(me.edict)), bold=True)
        if state.opts.abilities:
            ctx.heading(QCoreApplication.translate("CrusadeSheet", "Ability"))
            ctx.paragraph(text(ability_text(seat)))
        ctx.record("private", seat, hand=list(me.hand), edict=me.edict)
