"""The setup sheet of the hex variant: one page per side.

Each page shows the field as that side may see it (``RULESET.observe``: during the secret army
building the other army is not there, and the other side's promises to its mercenaries never
are) and that side's army list from ``RULESET.army_list`` (what was bought, where it stands,
figures, cost, promises, points spent, owed and unspent). Nothing of the other side's secrets is
printed on a side's page.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...printing.sheet import GREY_TEXT, Column, PageContext, PagePlan, SetupSheet


def _side(ruleset: Any, side: str) -> str:
    return ruleset.seat_name(side)


class LionheartHexSheet(SetupSheet):
    """One page per side: the field as that side sees it, then its army list."""

    ruleset_id = "lionheart-hex"

    def detail(self, ruleset: Any, state: Any) -> str:
        opts = state.opts
        parts = [
            QCoreApplication.translate("LionheartHexSheet", "{n} points").format(n=opts.budget),
            QCoreApplication.translate("LionheartHexSheet", "standard armies") if opts.army == "standard"
            else QCoreApplication.translate("LionheartHexSheet", "armies bought"),
        ]
        if opts.turn_limit:
            parts.append(QCoreApplication.translate("LionheartHexSheet", "draw after {n} turns").format(n=opts.turn_limit))
        return ", ".join(parts)

    def pages(self, ruleset: Any, state: Any) -> list[PagePlan]:
        from . import UI

        plans = []
        for side in ruleset.players(state.opts):
            seen = ruleset.observe(state, side)

            def draw(ctx: PageContext, side: str = side, seen: Any = seen) -> None:
                self._draw_page(ctx, ruleset, seen, side)

            plans.append(PagePlan(QCoreApplication.translate("LionheartHexSheet", "{side} army").format(side=_side(ruleset, side)), draw,
                                  swatch=UI.seat_look(side).printed_fill()))
        return plans

    def _note(self, ruleset: Any, state: Any, side: str) -> str:
        title = _side(ruleset, side)
        if state.phase == "build":
            done = side in getattr(state, "ready", ())
            return (QCoreApplication.translate(
                        "LionheartHexSheet", "{side}'s army is bought and deployed in secret: this page shows only "
                        "the {side} army (confirmed).") if done
                    else QCoreApplication.translate(
                        "LionheartHexSheet", "{side}'s army is bought and deployed in secret: this page shows only "
                        "the {side} army (not yet confirmed).")).format(side=title)
        if state.phase == "over":
            return QCoreApplication.translate(
                "LionheartHexSheet", "Final position ({side}'s view: the other side's promises stay hidden).").format(side=title)
        return QCoreApplication.translate(
            "LionheartHexSheet", "Position in turn {turn} ({side}'s view: the other side's promises to its "
            "mercenaries stay hidden).").format(turn=state.turn, side=title)

    def _draw_page(self, ctx: PageContext, ruleset: Any, state: Any, side: str) -> None:
        ctx.paragraph(self._note(ruleset, state, side), italic=True, color=GREY_TEXT, after=22)
        army = ruleset.army_list(state, side)
        rows = army["rows"]
        hidden = QCoreApplication.translate("LionheartHexSheet", "hidden")

        def shown(v: Any) -> str:
            return hidden if v is None else str(v)

        body = []
        for r in rows:
            promise = "" if not r["mercenary"] else shown(r["promise"])
            body.append([str(r["uid"]), str(r["unit"]), str(r["where"]), str(r["figures"]), str(r["cost"]),
                         promise])
        w = ctx.width
        columns = [Column(QCoreApplication.translate("LionheartHexSheet", "No."), w * 0.07, bold=True),
                   Column(QCoreApplication.translate("LionheartHexSheet", "Unit"), w * 0.5),
                   Column(QCoreApplication.translate("LionheartHexSheet", "Hex"), w * 0.11),
                   Column(QCoreApplication.translate("LionheartHexSheet", "Figures"), w * 0.1),
                   Column(QCoreApplication.translate("LionheartHexSheet", "Cost"), w * 0.08),
                   Column(QCoreApplication.translate("LionheartHexSheet", "Promise"), w * 0.14)]
        heading = QCoreApplication.translate("LionheartHexSheet", "{side} army list").format(side=_side(ruleset, side))
        none_yet = "" if rows else QCoreApplication.translate(
            "LionheartHexSheet", "No unit bought yet: {side} deploys in the two hex rows nearest its edge, "
            "the King in the back row.").format(side=_side(ruleset, side))
        budget = QCoreApplication.translate(
            "LionheartHexSheet", "Budget {budget} points; spent {spent}, owed to mercenaries {owed}, unspent "
            "{unspent}.").format(budget=army["budget"], spent=army["spent"], owed=shown(army["owed"]),
                                 unspent=shown(army["unspent"]))
        # Measured, not guessed: translated unit names may wrap, and the list must stay on the page.
        below = (20 + ctx.text_height(heading, w, 40, True) + 28 + ctx.table_height(columns, body) + 14
                 + (ctx.text_height(none_yet, w, italic=True) + 12 if none_yet else 0)
                 + ctx.text_height(budget, w) + 110)  # 110: the diagram's own heading and margins
        self.board_diagram(ctx, ruleset, state, max_height=max(600.0, ctx.remaining - below))
        ctx.space(20)
        ctx.heading(heading)
        ctx.table(columns, body)
        ctx.space(14)
        if none_yet:
            ctx.paragraph(none_yet, italic=True, color=GREY_TEXT)
        ctx.paragraph(budget)
