"""The setup sheet of Lancaster: one page for the whole table (the position as everyone may see
it: ``observe(state, None)``, so gold and squires behind the screens and secret votes never
print). The houses with their colours, allies, knights and castle extensions; the start player
and round; the laws in force and proposed; the conflict cards; the counties with their minimums
and rewards. Every fact comes from the core's data; the wording is the project's own."""

from __future__ import annotations

from typing import Any

from lionheart_core.i18n import text

from ...printing.sheet import GREY_TEXT, Column, PageContext, PagePlan, SetupSheet


class LancasterSheet(SetupSheet):
    ruleset_id = "lancaster"

    def detail(self, ruleset: Any, state: Any) -> str:
        return f"{state.opts.players} players"

    def pages(self, ruleset: Any, state: Any) -> list[PagePlan]:
        from lionheart_core.rulesets.lancaster.data import game_data
        from lionheart_core.rulesets.lancaster.messages import county_name, law_name, seat_name
        from lionheart_core.rulesets.lancaster.reference import reward_text

        seen = ruleset.observe(state, None)  # the table's view: no screen, no secret vote
        data = game_data()
        strengths = tuple(data.knights.strengths)
        places = {"h": "court", "R": "reserve"}

        def where(loc: str) -> str:
            if loc in places:
                return places[loc]
            if loc.startswith("K") and loc[1:].isdigit():
                return f"castle {loc[1:]}"
            if loc.startswith("C") and loc[1:].isdigit():
                return f"conflict {loc[1:]}"
            if len(loc) == 1 and loc in "ABCDEFGHI":
                return text(county_name(loc))
            return loc

        def draw(ctx: PageContext) -> None:
            ctx.heading("Game")
            ctx.paragraph(f"Round {seen.round} of 5. Start player: {text(seat_name(seen.start))}. "
                          f"Extensions: {seen.opts.extension_choice}; screens: "
                          f"{'yes' if ruleset.screened(seen) else 'no'}.")
            ctx.space(10)
            ctx.heading("Houses")
            rows = []
            for lord in seen.lords:
                name = text(seat_name(lord.id))
                if lord.ally_of:
                    name += f" (ally of {text(seat_name(lord.ally_of))})"
                court = sorted(strengths[i] for i, w in enumerate(lord.knights) if w == "h" and i < len(strengths))
                out = [f"{strengths[i]} {where(w)}" for i, w in enumerate(lord.knights)
                       if w not in ("h", "R") and i < len(strengths)]
                goods = "behind the screen" if lord.gold is None else f"{lord.gold} gold, {lord.squires} squires"
                rows.append([name, ", ".join(map(str, court)) or "-",
                             ", ".join(out) or "-", ", ".join(str(e) for e in lord.extensions) or "-",
                             goods, f"{lord.votes} / {lord.pp}"])
            ctx.table([Column("House", ctx.width * 0.26, bold=True),
                       Column("Court", ctx.width * 0.1), Column("Out", ctx.width * 0.2),
                       Column("Extensions", ctx.width * 0.11), Column("Goods", ctx.width * 0.19),
                       Column("Votes / power", ctx.width * 0.14)], rows, size=27)
            ctx.space(10)
            ctx.heading("Parliament")
            rows = [["in force", text(law_name(law))] for law in seen.laws]
            rows += [["proposed", text(law_name(law))] for law in seen.proposals]
            ctx.table([Column("", ctx.width * 0.2, bold=True), Column("Law", ctx.width * 0.8)], rows, size=27)
            ctx.space(10)
            ctx.heading("Conflicts in France")
            cards = {c.id: c for c in data.conflicts.cards}
            rows = []
            for c in seen.conflicts:
                card = cards.get(c.card)
                spaces = ", ".join(text(seat_name(o)) for o in c.spaces) or "-"
                rows.append([str(c.card), c.row, str(card.france) if card else "?",
                             " / ".join(map(str, card.points)) if card else "?", spaces])
            ctx.table([Column("Card", ctx.width * 0.1, bold=True), Column("Row", ctx.width * 0.12),
                       Column("France", ctx.width * 0.12), Column("Power points", ctx.width * 0.2),
                       Column("Spaces (in order)", ctx.width * 0.46)], rows, size=27)
            ctx.space(10)
            ctx.heading("Counties")
            rows = []
            for c, county in zip(data.counties, seen.counties, strict=True):
                holder = text(seat_name(county.owner)) if county.owner else "-"
                rows.append([f"{c.letter} {text(county_name(c.letter))}", str(c.minimum), reward_text(c.reward), str(county.nobles), holder])
            ctx.table([Column("County", ctx.width * 0.24, bold=True), Column("Minimum", ctx.width * 0.12),
                       Column("Reward", ctx.width * 0.36), Column("Nobles", ctx.width * 0.1),
                       Column("Held by", ctx.width * 0.18)], rows, size=27)
            ctx.space(10)
            ctx.paragraph("Gold and squires behind the screens are never printed; votes not yet revealed "
                          "are not shown.", italic=True, color=GREY_TEXT)

        return [PagePlan("Setup", draw)]


__all__ = ["LancasterSheet"]
