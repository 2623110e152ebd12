"""The words over the tactical field while an open field battle of the campaign is fought there
(option ``tactical_battles``): where and when, who attacks whom, which side of the field (Gold or
Silver, the names the battle's log uses) each King's army holds, and the leaders with their
troops. Read from the campaign position on the screen (``battle_forces``); nothing is decided
here."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from lionheart_core.i18n import text

translate = QCoreApplication.translate


def _troops(row: dict) -> str:
    from lionheart_core.rulesets.richard_campaign.messages import m

    parts = []
    for kind, n in (("knight", row["knights"]), ("knave", row["knaves"])):
        if n:
            parts.append(f"{n} {text(m(f'kind.{kind}', n=n))}")
    return ", ".join(parts) or "-"


def battle_title(controller: Any) -> list[str]:
    """Three lines: the battle's headline, then each army (the attacker's first) with its
    field colour and leaders."""
    from lionheart_core.rulesets.richard_campaign.messages import m, name_of
    from lionheart_core.rulesets.richard_campaign.world import label

    from ...subgame_view import subgame_of

    state = controller.view_state()
    sub = subgame_of(controller)
    bt = getattr(getattr(state, "board", None), "battle", None)
    if sub is None or bt is None:
        return []
    b = state.board
    forces = controller.ruleset.battle_forces(state) or {"sides": {}}
    attacker = bt.attacker
    defender = "philip" if attacker == "richard" else "richard"
    where = label(bt.hex)
    place = next((text(name_of(hid, spec.owner)) for hid, spec in _holds().items() if spec.hex == bt.hex), None)
    try:
        when = text(m(f"month.{b.month}", year=b.year))
    except KeyError:
        when = str(b.year)
    king = {s: text(name_of(s, s)) for s in ("richard", "philip")}
    if place:
        head = translate("RichardCampaignUI", "Battle of the campaign in {hex} ({place}), {when}: {attacker} attacks {defender}")
    else:
        head = translate("RichardCampaignUI", "Battle of the campaign in {hex}, {when}: {attacker} attacks {defender}")
    head = head.format(hex=where, place=place, when=when, attacker=king[attacker], defender=king[defender])
    armies = []
    for side in (attacker, defender):
        colour = sub.rules.seat_name(sub.child_seat(side), getattr(sub.state, "opts", None))
        leaders = "; ".join(f"{text(name_of(r['leader'], side))} ({_troops(r)})" for r in forces["sides"].get(side, []))
        armies.append(translate("RichardCampaignUI", "{colour}: {king}'s army, {leaders}").format(
            colour=colour, king=king[side], leaders=leaders))
    return [head, *armies]


def _holds() -> dict:
    from lionheart_core.rulesets.richard_campaign.data import game_map

    return dict(game_map().holds)


__all__ = ["battle_title"]
