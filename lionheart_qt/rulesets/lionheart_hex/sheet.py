"""The setup sheet of the hex variant: one page per side.

Each page shows the field as that side may see it (``RULESET.observe``: during the secret army
building the other army is not there, and the other side's promises to its mercenaries never
are) and that side's army list from ``RULESET.army_list`` (what was bought, where it stands,
figures, cost, promises, points spent, owed and unspent). Nothing of the other side's secrets is
printed on a side's page.
"""

from __future__ import annotations

from typing import Any

from ...printing.sheet import GREY_TEXT, Column, PageContext, PagePlan, SetupSheet


def _side(ruleset: Any, side: str) -> str:
    return ruleset.seat_name(side)


class LionheartHexSheet(SetupSheet):
    """One page per side: the field as that side sees it, then its army list."""

    ruleset_id = "lionheart-hex"

    def detail(self, ruleset: Any, state: Any) -> str:
        opts = state.opts
        parts = [f"{opts.budget} points", "standard armies" if opts.army == "standard" else "armies bought"]
        if opts.turn_limit:
            parts.append(f"draw after {opts.turn_limit} turns")
        return ", ".join(parts)

    def pages(self, ruleset: Any, state: Any) -> list[PagePlan]:
        from . import UI

        plans = []
        for side in ruleset.players(state.opts):
            seen = ruleset.observe(state, side)

            def draw(ctx: PageContext, side: str = side, seen: Any = seen) -> None:
                self._draw_page(ctx, ruleset, seen, side)

            plans.append(PagePlan(f"{_side(ruleset, side)} army", draw,
                                  swatch=UI.seat_look(side).printed_fill()))
        return plans

    def _note(self, ruleset: Any, state: Any, side: str) -> str:
        title = _side(ruleset, side)
        if state.phase == "build":
            done = side in getattr(state, "ready", ())
            return (f"{title}'s army is bought and deployed in secret: this page shows only the "
                    f"{title} army ({'confirmed' if done else 'not yet confirmed'}).")
        if state.phase == "over":
            return f"Final position ({title}'s view: the other side's promises stay hidden)."
        return (f"Position in turn {state.turn} ({title}'s view: the other side's promises to its "
                f"mercenaries stay hidden).")

    def _draw_page(self, ctx: PageContext, ruleset: Any, state: Any, side: str) -> None:
        ctx.paragraph(self._note(ruleset, state, side), italic=True, color=GREY_TEXT, after=22)
        army = ruleset.army_list(state, side)
        rows = army["rows"]
        table_h = 60 + 44 * (len(rows) + 3)
        self.board_diagram(ctx, ruleset, state, max_height=max(600.0, ctx.remaining - table_h - 120))
        ctx.space(20)
        ctx.heading(f"{_side(ruleset, side)} army list")
        body = []
        for r in rows:
            promise = "" if not r["mercenary"] else ("hidden" if r["promise"] is None else str(r["promise"]))
            body.append([str(r["uid"]), str(r["unit"]), str(r["where"]), str(r["figures"]), str(r["cost"]),
                         promise])
        w = ctx.width
        ctx.table([Column("No.", w * 0.07, bold=True), Column("Unit", w * 0.5), Column("Hex", w * 0.11),
                   Column("Figures", w * 0.1), Column("Cost", w * 0.08), Column("Promise", w * 0.14)], body)
        ctx.space(14)
        if not rows:
            ctx.paragraph(f"No unit bought yet: {_side(ruleset, side)} deploys in the two hex rows "
                          "nearest its edge, the King in the back row.", italic=True, color=GREY_TEXT)

        def shown(v: Any) -> str:
            return "hidden" if v is None else str(v)

        ctx.paragraph(f"Budget {army['budget']} points; spent {army['spent']}, owed to mercenaries "
                      f"{shown(army['owed'])}, unspent {shown(army['unspent'])}.")
