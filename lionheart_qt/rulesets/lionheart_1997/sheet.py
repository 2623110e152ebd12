"""The setup sheet of Lionheart (1997): one page per army.

Each page has the army's board diagram (seen from that army's side of the table, the other half
greyed), a key and the combat dice, the army list (one row per base) and a table of the actions.
Every number comes from the core (``RULESET.unit_type``, ``RULESET.dice_count``); the wording is
the project's own.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from lionheart_core.grids.square import label
from lionheart_core.i18n import text
from lionheart_core.rulesets.lionheart_1997.data import KIND_ORDER, grid
from lionheart_core.rulesets.lionheart_1997.rules import kind_msg

from ...boards.geometry import BoardGeometry
from ...boards.painter import PRINT, BoardPainter
from ...items.glyphs import paint_die, paint_glyph
from ...items.stand import StandLook, paint_stand
from ...printing.sheet import (
    GREY_TEXT,
    INK,
    MERGE,
    Cell,
    Column,
    PageContext,
    PagePlan,
    SetupSheet,
    sheet_font,
)

ENEMY_HALF = QColor("#e6e6e6")

CELL = 100  # 1 cm squares at most
TABLE_SIZES = (31, 29, 28)  # table text, tried in this order


def _note_size(table_size: float) -> float:
    """The notes beside the board: a touch smaller than the tables, never under 28 (8 pt)."""
    return max(28.0, table_size - 1)


HEADING = 38
PAD = 7
GAP = 36


class Lionheart1997Sheet(SetupSheet):
    """One page per army: diagram, key and dice, army list, actions."""

    ruleset_id = "lionheart-1997"

    def detail(self, ruleset: Any, state: Any) -> str:
        opts = state.opts
        parts = [QCoreApplication.translate("Lionheart1997Sheet", "basic game") if opts.setup == "basic"
                 else QCoreApplication.translate("Lionheart1997Sheet", "customized armies")]
        if opts.massive_infantry:
            parts.append(QCoreApplication.translate("Lionheart1997Sheet", "Massive Infantry"))
        if opts.turn_limit:
            parts.append(QCoreApplication.translate("Lionheart1997Sheet", "draw after {n} turns").format(n=opts.turn_limit))
        return ", ".join(parts)

    def pages(self, ruleset: Any, state: Any) -> list[PagePlan]:
        plans = []
        mercenaries = any(u.kind == "mercenary" for u in state.units)
        from . import UI

        for side in ruleset.players(state.opts):
            units, note, start = self._army(ruleset, state, side)
            enemy = [] if start else [u for u in state.units if u.owner != side and u.alive]

            def draw(
                ctx: PageContext,
                side: str = side,
                units: list = units,
                note: str = note,
                start: bool = start,
                enemy: list = enemy,
            ) -> None:
                self._draw_page(ctx, ruleset, state, side, units, enemy, note, start, mercenaries)

            plans.append(PagePlan(QCoreApplication.translate("Lionheart1997Sheet", "{side} army").format(side=_title(ruleset, side)), draw,
                                  swatch=UI.seat_look(side).printed_fill()))
        return plans

    # ---- which units, and what to say about them ------------------------------------------
    def _army(self, ruleset: Any, state: Any, side: str) -> tuple[list, str, bool]:
        """(units to show, a note on where they come from, whether these are start positions)."""
        title = _title(ruleset, side)
        mine = [u for u in state.units if u.owner == side and u.alive]
        seat = QCoreApplication.translate("Lionheart1997Sheet", "seen from the {side} side of the table").format(side=title)
        if state.phase == "setup":
            if side in getattr(state, "hidden", ()):
                return (
                    mine,
                    QCoreApplication.translate("Lionheart1997Sheet", "{side} sets up in secret: only the King's square is known ({seat}).")
                    .format(side=title, seat=seat),
                    True,
                )
            if all(u.kind == "king" for u in mine):
                standard = ruleset.new_game(ruleset.Options(), seed=0)
                units = [u for u in standard.units if u.owner == side]
                return (
                    units,
                    QCoreApplication.translate("Lionheart1997Sheet", "No {side} army placed yet: this page shows the standard army of the basic game ({seat}).")
                    .format(side=title, seat=seat),
                    True,
                )
            done = side in state.setup_done
            return (
                mine,
                (
                    QCoreApplication.translate("Lionheart1997Sheet", "{side}'s secret setup, {n} bases confirmed ({seat}).") if done
                    else QCoreApplication.translate("Lionheart1997Sheet", "{side}'s secret setup, {n} bases placed so far, not yet confirmed ({seat}).")
                ).format(side=title, n=len(mine), seat=seat),
                True,
            )
        if state.phase == "roll":
            return mine, QCoreApplication.translate("Lionheart1997Sheet", "Starting positions, {seat}.").format(seat=seat), True
        if state.phase == "over" and state.outcome is not None:
            return (
                mine,
                QCoreApplication.translate("Lionheart1997Sheet", "Final position: {reason} ({seat}; the other army in grey).")
                .format(reason=_reason(state.outcome.reason), seat=seat),
                False,
            )
        return (
            mine,
            QCoreApplication.translate("Lionheart1997Sheet", "Position in turn {turn}, {side} to act ({seat}; the other army in grey).")
            .format(turn=state.turn, side=_title(ruleset, state.player), seat=seat),
            False,
        )

    # ---- the page ------------------------------------------------------------------------
    def _draw_page(
        self,
        ctx: PageContext,
        ruleset: Any,
        state: Any,
        side: str,
        units: list,
        enemy: list,
        note: str,
        start: bool,
        mercenaries: bool,
    ) -> None:
        ctx.paragraph(note, italic=True, color=GREY_TEXT, after=22)
        g = grid()
        army_cols, army_rows = self._army_list(ctx, ruleset, state, side, units)
        action_cols, action_rows = self._actions(ctx, mercenaries)
        cell, size = self._fit(ctx, army_cols, army_rows, action_cols, action_rows)
        board = QRectF(ctx.left, ctx.y, g.columns * cell + 50, g.rows * cell + 50)
        panel_w = self._panel_width(ctx, cell)
        panel_x = ctx.left + ctx.width - panel_w
        top = ctx.y
        self.draw_board(ctx, board, ruleset, side, units, enemy, start, cell)
        self._draw_panel(ctx, panel_x, panel_w, _note_size(size))
        ctx.y = max(ctx.y, top + board.height()) + GAP
        ctx.heading(QCoreApplication.translate("Lionheart1997Sheet", "{side} army list").format(side=_title(ruleset, side)),
                    size=HEADING)
        ctx.table(army_cols, army_rows, size=size, header_size=size - 4, pad=PAD)
        ctx.space(GAP)
        ctx.heading(QCoreApplication.translate("Lionheart1997Sheet", "Actions"), size=HEADING)
        ctx.table(action_cols, action_rows, size=size, pad=PAD)

    def _fit(
        self,
        ctx: PageContext,
        army_cols: list[Column],
        army_rows: list,
        action_cols: list[Column],
        action_rows: list,
    ) -> tuple[float, float]:
        """(square size, table text size) that fit the page: the largest squares (up to 1 cm)
        at the largest text; a big customized army gets smaller text before the board drops
        under 8 mm, and never squares under 7 mm. The notes beside the board must fit too."""
        g = grid()
        heading_h = ctx.text_height("A", ctx.width, HEADING, True) + 28
        best: tuple[float, float] | None = None
        for size in TABLE_SIZES:
            below = (
                2 * (GAP + heading_h)
                + ctx.table_height(army_cols, army_rows, size, size - 4, PAD)
                + ctx.table_height(action_cols, action_rows, size, pad=PAD)
            )
            room = ctx.remaining - below
            cell = float(CELL)
            while (
                cell > 70
                and max(
                    g.rows * cell + 50,
                    self._panel_height(ctx, self._panel_width(ctx, cell), _note_size(size)),
                )
                > room
            ):
                cell -= 1
            if cell >= 80:
                return cell, size
            if best is None or cell > best[0]:
                best = (cell, size)
        assert best is not None
        return best

    # ---- the board diagram: the screen's painter in its paper style -----------------------
    def draw_board(
        self,
        ctx: PageContext,
        rect: QRectF,
        ruleset: Any,
        side: str,
        units: list,
        enemy: list,
        start: bool,
        cell_size: float = CELL,
    ) -> None:
        """The 9x10 board seen from ``side``'s seat: coordinates, the other half greyed (at the
        start), the King's squares marked, the stands with glyph, figures and facing. The board
        and the stands are painted by the same code as the screen (BoardPainter, paint_stand)."""
        from . import UI

        p = ctx.painter
        g = grid()
        adapter = UI.board_adapter()
        # The other side sits across the table: their page shows the board turned round.
        flip = _home_row(ruleset, side) != 0
        geometry = BoardGeometry(g, cell_size, turned=flip)
        board = BoardPainter(geometry, PRINT)
        x0, y0 = rect.left() + 50, rect.top()
        c = cell_size
        p.save()
        p.translate(x0, y0)
        if start:
            half = g.rows // 2
            own_rows = set(range(half)) if not flip else set(range(half, g.rows))
            for sq in g.squares():
                if sq[1] not in own_rows:
                    board.fill_cell(p, sq, ENEMY_HALF)
        adapter.decorate(p, board, printed=True)
        board.paint_lines(p)
        if start:
            # The line between the halves.
            mid = (g.rows // 2) * c
            p.setPen(QPen(INK, 4, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(0, mid), QPointF(g.columns * c, mid))
            p.setPen(QPen(INK, 6))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(geometry.rect())
        board.paint_edge_coordinates(p)
        if start:
            other = next(o for o in ruleset.players() if o != side)
            # Between the far back row and the middle, clear of the royal shield.
            band = QRectF(c, 2 * c + 8, (g.columns - 2) * c, c - 16)
            p.fillRect(band, ENEMY_HALF)
            ctx.draw_text(
                band,
                QCoreApplication.translate("Lionheart1997Sheet", "{side} half").format(side=_title(ruleset, other)),
                40,
                True,
                align=Qt.AlignmentFlag.AlignCenter,
                color=QColor("#a8a8a8"),
            )
        for faint, group in ((True, enemy), (False, units)):
            for u in group:
                r = geometry.cell_rect(u.square)
                look = adapter.look(u)
                p.save()
                p.translate(r.center())
                # The screen's stand: 86 of a 100-unit square (as on the table), in ink.
                paint_stand(p, look, r.width() * 0.86 * (0.96 if faint else 1.0), printed=True, faint=faint,
                            turned=flip)
                p.restore()
                ctx.record(
                    "enemy" if faint else "unit",
                    label(u.square),
                    owner=u.owner,
                    unit=u.kind,
                    figures=u.figures,
                    facing=u.facing,
                )
        p.restore()

    # ---- the notes beside the board ----------------------------------------------------
    @staticmethod
    def _panel_width(ctx: PageContext, cell: float) -> float:
        return ctx.width - (grid().columns * cell + 50) - 70

    def _panel_height(self, ctx: PageContext, w: float, size: float) -> float:
        """The height :meth:`_draw_panel` will take (measured the same way it draws)."""
        title = ctx.text_height("A", w, HEADING, True) + 8
        h = title + 96 + 22 + title + 76 + 10
        for note in _notes():
            h += ctx.text_height(note, w, size) + 8
        return h

    def _draw_panel(self, ctx: PageContext, x: float, w: float, size: float) -> None:
        """How to read a stand, the combat dice, and the short rules a player looks up most."""
        ctx.paragraph(QCoreApplication.translate("Lionheart1997Sheet", "Reading the board"), HEADING, True, width=w, x=x, after=8)
        r = ctx.take(96, w, x)
        p = ctx.painter
        p.save()
        p.translate(r.left() + 42, r.top() + 48)
        # The same stand as on the board: a base of two Knights facing up the page.
        paint_stand(p, StandLook("", "lance", 2, "N"), 76, printed=True)
        p.restore()
        ctx.draw_text(
            QRectF(r.left() + 100, r.top(), w - 100, 96),
            QCoreApplication.translate("Lionheart1997Sheet", "A base: its unit's sign (see the army list), its figures, and a wedge on the edge it faces."),
            size,
            align=Qt.AlignmentFlag.AlignVCenter,
        )
        ctx.space(22)
        ctx.paragraph(QCoreApplication.translate("Lionheart1997Sheet", "Combat dice"), HEADING, True, width=w, x=x, after=8)
        r = ctx.take(76, w, x)
        faces = ["axe", "axe", "axe", "arrow", "arrow", "panic"]
        die = min(70.0, (w - 5 * 12) / 6)
        for i, face in enumerate(faces):
            paint_die(
                p,
                QRectF(r.left() + i * (die + 12), r.top(), die, die),
                face,
                fill="#ffffff",
                edge=INK,
                ink=INK,
            )
        ctx.space(10)
        for note in _notes():
            ctx.paragraph(note, size, width=w, x=x, after=8)

    # ---- tables --------------------------------------------------------------------------
    def _army_list(
        self, ctx: PageContext, ruleset: Any, state: Any, side: str, units: list
    ) -> tuple[list[Column], list[list[Cell | str | None]]]:
        """The army list: a row per base, the unit type's facts merged over its bases."""
        centre = Qt.AlignmentFlag.AlignHCenter
        # The unit column holds the longest unit name on one line (icon beside it), in any
        # language ("Boogschutters"); the moves column gives up what it needs.
        bold = QFontMetricsF(sheet_font(TABLE_SIZES[0], True))
        longest = max((bold.horizontalAdvance(text(kind_msg(k))) for k in {u.kind for u in units}),
                      default=0.0)
        fixed = [max(280, math.ceil(longest) + 3 * PAD + 38 + 4), 110, 110, 110, 100, 150, 110, 110]
        columns = [
            Column(QCoreApplication.translate("Lionheart1997Sheet", "Unit"), fixed[0], bold=True),
            Column(QCoreApplication.translate("Lionheart1997Sheet", "Square"), fixed[1], centre),
            Column(QCoreApplication.translate("Lionheart1997Sheet", "Figures"), fixed[2], centre),
            Column(QCoreApplication.translate("Lionheart1997Sheet", "Dice per figure"), fixed[3], centre),
            Column(QCoreApplication.translate("Lionheart1997Sheet", "Dice rolled"), fixed[4], centre),
            Column(QCoreApplication.translate("Lionheart1997Sheet", "Hits with"), fixed[5]),
            Column(QCoreApplication.translate("Lionheart1997Sheet", "Hits per figure"), fixed[6], centre),
            Column(QCoreApplication.translate("Lionheart1997Sheet", "Panics?"), fixed[7], centre),
            Column(QCoreApplication.translate("Lionheart1997Sheet", "Moves and special rules"), ctx.width - sum(fixed)),
        ]
        order = {k: i for i, k in enumerate(KIND_ORDER)}
        # Within a unit type, bases in the order the owner reads the diagram: back row first,
        # then left to right as seen from that side of the table.
        sign = 1 if _home_row(ruleset, side) == 0 else -1
        ordered = sorted(
            units, key=lambda u: (order.get(u.kind, 99), sign * u.square[1], sign * u.square[0])
        )
        rows: list[list[Cell | str | None]] = []
        previous = None
        for u in ordered:
            t = ruleset.unit_type(u.kind)
            square, figures, dice = label(u.square), str(u.figures), str(ruleset.dice_count(u))
            if u.kind == previous:
                rows.append([MERGE, square, figures, MERGE, dice, MERGE, MERGE, MERGE, MERGE])
                continue
            previous = u.kind

            def icon(p: QPainter, r: QRectF, glyph: str = t.glyph) -> None:
                paint_glyph(p, r, glyph, INK)

            rows.append(
                [
                    Cell(text(kind_msg(u.kind)), bold=True, icon=icon, icon_size=38),
                    square,
                    figures,
                    str(t.dice_per_figure),
                    dice,
                    _hits_with(t.hits_on),
                    str(t.hits_to_kill),
                    _panics(t),
                    _special(u.kind, t, state.opts),
                ]
            )
        return columns, rows

    def _actions(
        self, ctx: PageContext, mercenaries: bool
    ) -> tuple[list[Column], list[list[Cell | str | None]]]:
        rows: list[list[Cell | str | None]] = [[_tr(a), _tr(b)] for a, b in ACTIONS]
        if mercenaries:
            rows.append([_tr(BRIBE[0]), _tr(BRIBE[1])])
        return [Column(QCoreApplication.translate("Lionheart1997Sheet", "Action"), 340, bold=True),
                Column(QCoreApplication.translate("Lionheart1997Sheet", "How it works"), ctx.width - 340)], rows


# The reference texts, in the project's own words (never the rulebook's sentences);
# translated when painted (_tr).
DICE_NOTES = (
    QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Each die: 3 axes, 2 arrows, 1 panic. Four dice in all."),
    QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Dice rolled: dice per figure × figures, at most 4."),
    QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Hits: each die showing the attacker's hit face. A target that needs 2 hits per figure loses one figure for each 2 hits of the same attack."),
    QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Total panic: every die shows panic. The attacker turns about and falls back one square. An own base in the way panics too; off the board, into the enemy, into its own King or into Mercenaries it is eliminated. Kings and Mercenaries never panic."),
    QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Last figure (1 die per figure) against a 2-hit target: roll one die, and after a hit a second; two hits take a figure; a panic on either is a total panic."),
)
ACTIONS = (
    (QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Your turn"),
        QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Two actions, any mix of move, turn and attack (the same one twice is fine). No base attacks twice in one turn."),),
    (QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Move · 1 action"),
        QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Straight ahead only, the way the base faces; never through another base. On foot: one square. King and Knights ride on until a base or the edge stops them."),),
    (QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Turn · 1 action"),
        QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Face any of the four sides, about-face included."),),
    (QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Attack · 1 action"),
        QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Stand next to the enemy base and face it (flank and rear attacks count); Archers and Heavy Infantry reach further (army list). Roll the dice and count the hits."),),
)
PANEL_NOTES = (
    QT_TRANSLATE_NOOP("Lionheart1997Sheet", "First turn: both sides roll all four dice; the most axes moves first; a tie rolls again."),
    QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Winning: eliminate the enemy King, or every other enemy base so that he stands alone."),
)
BRIBE = (
    QT_TRANSLATE_NOOP("Lionheart1997Sheet", "Bribe · 1 action"),
    QT_TRANSLATE_NOOP("Lionheart1997Sheet", "A King who has just moved to face enemy Mercenaries may use his next action to win them over, unless their own King stands next to them, facing them."),
)


def _tr(source: str) -> str:
    return QCoreApplication.translate("Lionheart1997Sheet", source)


def _notes() -> list[str]:
    return [_tr(t) for t in DICE_NOTES + PANEL_NOTES]


def _reason(reason: Any) -> str:
    return reason if isinstance(reason, str) else text(reason)


def _title(ruleset: Any, side: str) -> str:
    """The seat's name as players read it ("Gold")."""
    from lionheart_core.i18n import text

    return text(ruleset.seat(side).name)


def _home_row(ruleset: Any, side: str) -> int:
    """The back row of a side (its King's row): 0 for the army drawn at the foot of the board."""
    return ruleset.king_square(side)[1]


def _hits_with(hits_on: str) -> str:
    return {
        "axe": QCoreApplication.translate("Lionheart1997Sheet", "Axes"),
        "arrow": QCoreApplication.translate("Lionheart1997Sheet", "Arrows"),
        "most": QCoreApplication.translate("Lionheart1997Sheet", "Axes or arrows"),
    }[hits_on]


def _panics(t: Any) -> str:
    if not t.panics:
        return QCoreApplication.translate("Lionheart1997Sheet", "Never")
    return QCoreApplication.translate("Lionheart1997Sheet", "Yes, often") if t.retreat_per_panic else QCoreApplication.translate("Lionheart1997Sheet", "Yes")


def _special(kind: str, t: Any, opts: Any) -> str:
    """A unit type's moves and special rules in a few words, built from its data."""
    parts = []
    if t.mounted:
        parts.append(QCoreApplication.translate("Lionheart1997Sheet", "Rides straight ahead as far as it likes."))
    elif t.move_cost > 1 or t.turn_cost > 1:
        parts.append(
            QCoreApplication.translate("Lionheart1997Sheet", "Slow: a move (1 square) or a turn costs {n} actions.")
            .format(n=max(t.move_cost, t.turn_cost))
        )
    else:
        parts.append(QCoreApplication.translate("Lionheart1997Sheet", "Moves 1 square."))
    if t.attack == "zone":
        parts.append(
            QCoreApplication.translate("Lionheart1997Sheet", "Shoots one enemy in the {w}×{d} block ahead, over other bases.")
            .format(w=t.zone_width, d=t.zone_depth)
        )
    elif t.attack == "around":
        parts.append(QCoreApplication.translate("Lionheart1997Sheet", "Strikes any of the 8 squares around, without facing."))
    if t.hits_on == "most":
        parts.append(
            QCoreApplication.translate("Lionheart1997Sheet", "Hits: the axes or the arrows, whichever came up more; none if panics outnumber both.")
        )
    if t.retreat_per_panic:
        parts.append(QCoreApplication.translate("Lionheart1997Sheet", "After attacking, falls back 1 square per panic rolled."))
    if t.forces_retreat:
        parts.append(
            QCoreApplication.translate("Lionheart1997Sheet", "Each panic rolled drives its target back 1 square (not Kings or Mercenaries).")
        )
    if not t.panics and kind != "king":
        parts.append(QCoreApplication.translate("Lionheart1997Sheet", "Fleeing bases that run into them die."))
    if t.bribable:
        parts.append(QCoreApplication.translate("Lionheart1997Sheet", "The enemy King can bribe them."))
    if kind == "king":
        parts.append(QCoreApplication.translate("Lionheart1997Sheet", "Lose him, or keep only him, and you lose."))
    if kind == "infantry" and opts.massive_infantry and t.massive_base_max:
        parts.append(
            QCoreApplication.translate("Lionheart1997Sheet", "Massive Infantry: up to {n} on a base.").format(n=t.massive_base_max)
        )
    return " ".join(parts)
