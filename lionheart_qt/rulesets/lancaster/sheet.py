"""The setup sheet of Lancaster: one page for the whole table (the position as everyone may see
it: ``observe(state, None)``, so gold and squires behind the screens and secret votes never
print). The houses with their colours, allies, knights and castle extensions; the start player
and round; the laws in force and proposed; the conflict cards; the counties with their minimums
and rewards. Every fact comes from the core's data; the wording is the project's own."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from lionheart_core.i18n import msg, text

from ...printing.sheet import GREY_TEXT, Column, PageContext, PagePlan, SetupSheet


class LancasterSheet(SetupSheet):
    ruleset_id = "lancaster"

    def detail(self, ruleset: Any, state: Any) -> str:
        return QCoreApplication.translate("LancasterSheet", "{n} players").format(n=state.opts.players)

    def pages(self, ruleset: Any, state: Any) -> list[PagePlan]:
        from lionheart_core.rulesets.lancaster.data import game_data
        from lionheart_core.rulesets.lancaster.messages import county_name, law_name, seat_name
        from lionheart_core.rulesets.lancaster.reference import reward_text

        seen = ruleset.observe(state, None)  # the table's view: no screen, no secret vote
        data = game_data()
        strengths = tuple(data.knights.strengths)

        def where(loc: str) -> str:
            if loc == "h":
                return QCoreApplication.translate("LancasterSheet", "court")
            if loc == "R":
                return QCoreApplication.translate("LancasterSheet", "reserve")
            if loc.startswith("K") and loc[1:].isdigit():
                return QCoreApplication.translate("LancasterSheet", "castle {n}").format(n=loc[1:])
            if loc.startswith("C") and loc[1:].isdigit():
                return QCoreApplication.translate("LancasterSheet", "conflict {n}").format(n=loc[1:])
            if len(loc) == 1 and loc in "ABCDEFGHI":
                return text(county_name(loc))
            return loc

        def draw(ctx: PageContext) -> None:
            yes, no = (QCoreApplication.translate("SetupSheet", "yes"),
                       QCoreApplication.translate("SetupSheet", "no"))
            ctx.heading(QCoreApplication.translate("SetupSheet", "Game"))
            ctx.paragraph(QCoreApplication.translate(
                "LancasterSheet", "Round {round} of 5. Start player: {start}. Extensions: {extensions}; "
                "screens: {screens}.").format(
                    round=seen.round, start=text(seat_name(seen.start)),
                    extensions=text(msg(f"lancaster:option.extension_choice.{seen.opts.extension_choice}")),
                    screens=yes if ruleset.screened(seen) else no))
            ctx.space(10)
            ctx.heading(QCoreApplication.translate("LancasterSheet", "Houses"))
            rows = []
            for lord in seen.lords:
                name = text(seat_name(lord.id))
                if lord.ally_of:
                    name += " " + QCoreApplication.translate("LancasterSheet", "(ally of {house})").format(
                        house=text(seat_name(lord.ally_of)))
                court = sorted(strengths[i] for i, w in enumerate(lord.knights) if w == "h" and i < len(strengths))
                out = [f"{strengths[i]} {where(w)}" for i, w in enumerate(lord.knights)
                       if w not in ("h", "R") and i < len(strengths)]
                goods = (QCoreApplication.translate("LancasterSheet", "behind the screen") if lord.gold is None
                         else QCoreApplication.translate("LancasterSheet", "{gold} gold, {squires} squires").format(
                             gold=lord.gold, squires=lord.squires))
                rows.append([name, ", ".join(map(str, court)) or "-",
                             ", ".join(out) or "-", ", ".join(str(e) for e in lord.extensions) or "-",
                             goods, f"{lord.votes} / {lord.pp}"])
            ctx.table([Column(QCoreApplication.translate("LancasterSheet", "House"), ctx.width * 0.26, bold=True),
                       Column(QCoreApplication.translate("LancasterSheet", "Court"), ctx.width * 0.1),
                       Column(QCoreApplication.translate("LancasterSheet", "Out"), ctx.width * 0.2),
                       Column(QCoreApplication.translate("LancasterSheet", "Extensions"), ctx.width * 0.11),
                       Column(QCoreApplication.translate("LancasterSheet", "Goods"), ctx.width * 0.19),
                       Column(QCoreApplication.translate("LancasterSheet", "Votes / power"), ctx.width * 0.14)],
                      rows, size=27)
            ctx.space(10)
            ctx.heading(QCoreApplication.translate("LancasterSheet", "Parliament"))
            in_force = QCoreApplication.translate("LancasterSheet", "in force")
            proposed = QCoreApplication.translate("LancasterSheet", "proposed")
            rows = [[in_force, text(law_name(law))] for law in seen.laws]
            rows += [[proposed, text(law_name(law))] for law in seen.proposals]
            ctx.table([Column("", ctx.width * 0.2, bold=True),
                       Column(QCoreApplication.translate("LancasterSheet", "Law"), ctx.width * 0.8)], rows, size=27)
            ctx.space(10)
            ctx.heading(QCoreApplication.translate("LancasterSheet", "Conflicts in France"))
            cards = {c.id: c for c in data.conflicts.cards}
            row_names = {"top": QCoreApplication.translate("LancasterSheet", "top"),
                         "bottom": QCoreApplication.translate("LancasterSheet", "bottom")}
            rows = []
            for c in seen.conflicts:
                card = cards.get(c.card)
                spaces = ", ".join(text(seat_name(o)) for o in c.spaces) or "-"
                rows.append([str(c.card), row_names.get(c.row, c.row), str(card.france) if card else "?",
                             " / ".join(map(str, card.points)) if card else "?", spaces])
            ctx.table([Column(QCoreApplication.translate("LancasterSheet", "Card"), ctx.width * 0.1, bold=True),
                       Column(QCoreApplication.translate("LancasterSheet", "Row"), ctx.width * 0.12),
                       Column(QCoreApplication.translate("LancasterSheet", "France"), ctx.width * 0.12),
                       Column(QCoreApplication.translate("LancasterSheet", "Power points"), ctx.width * 0.2),
                       Column(QCoreApplication.translate("LancasterSheet", "Spaces (in order)"), ctx.width * 0.46)],
                      rows, size=27)
            ctx.space(10)
            ctx.heading(QCoreApplication.translate("LancasterSheet", "Counties"))
            rows = []
            placeholders = False
            for c, county in zip(data.counties, seen.counties, strict=True):
                holder = text(seat_name(county.owner)) if county.owner else "-"
                if c.placeholder_name():  # "County A": the letter once, the name marked as made up
                    label = f"{text(county_name(c.letter))} *"
                    placeholders = True
                else:
                    label = f"{c.letter} {text(county_name(c.letter))}"
                rows.append([label, str(c.minimum), reward_text(c.reward), str(county.nobles), holder])
            ctx.table([Column(QCoreApplication.translate("LancasterSheet", "County"), ctx.width * 0.24, bold=True),
                       Column(QCoreApplication.translate("LancasterSheet", "Minimum"), ctx.width * 0.12),
                       Column(QCoreApplication.translate("LancasterSheet", "Reward"), ctx.width * 0.36),
                       Column(QCoreApplication.translate("LancasterSheet", "Nobles"), ctx.width * 0.1),
                       Column(QCoreApplication.translate("LancasterSheet", "Held by"), ctx.width * 0.18)],
                      rows, size=27)
            if placeholders:
                ctx.paragraph(QCoreApplication.translate(
                    "LancasterSheet", "* No source names this county: the name is a placeholder "
                    "(reconstructed data, listed under Help > About)."), italic=True, color=GREY_TEXT)
            ctx.space(10)
            ctx.paragraph(QCoreApplication.translate(
                "LancasterSheet", "Gold and squires behind the screens are never printed; votes not yet "
                "revealed are not shown."), italic=True, color=GREY_TEXT)

        return [PagePlan(QCoreApplication.translate("SetupSheet", "Setup"), draw)]


__all__ = ["LancasterSheet"]
