"""Card and board texts built from the data, as messages: each location's action for a board
side (the reference card), each event's effect, each character's ability. The GUI shows them
and the printed sheets list them; a change in game.toml changes them too."""

from __future__ import annotations

from .data import Alternative, events, game_data
from .messages import card_name, event_name, faction_name, m, track_name


def _join(parts: list, key: str = "join") -> object:
    if not parts:
        return m("eff.nothing")
    out = parts[0]
    for p in parts[1:]:
        out = m(key, a=out, b=p)
    return out


def _cards(cards: list[str]) -> tuple:
    """"2 green banners, 1 red chest": each type once with its count."""
    out = []
    for t in dict.fromkeys(cards):
        out.append(m(f"cardn.{t}", n=cards.count(t)))
    return tuple(out)


def alternative_text(alt: Alternative):
    """One way to perform a location's action, in words."""
    parts: list = []
    if alt.supporters:
        parts.append(m("eff.supporters", faction=faction_name(alt.supporters)))
    if alt.pay:
        parts.append(m("eff.pay", n=alt.pay))
    if alt.give:
        parts.append(m("eff.give", cards=_cards([c for c, n in alt.give.items() for _ in range(n)])))
    if alt.give_same:
        parts.append(m("eff.give_same", n=alt.give_same))
    if alt.give_own:
        parts.append(m("eff.give_own"))
    if alt.coins:
        parts.append(m("eff.coins", n=alt.coins))
    if alt.prestige:
        parts.append(m("eff.prestige", n=alt.prestige))
    if alt.draw:
        parts.append(m("eff.draw", n=alt.draw))
    if alt.take:
        parts.append(m("eff.take", cards=_cards(list(alt.take))))
    if alt.pick == "any":
        parts.append(m("eff.pick.any"))
    elif alt.pick == "own":
        parts.append(m("eff.pick.own"))
    elif alt.pick:
        parts.append(m("eff.pick.list", cards=_join([card_name(c) for c in alt.pick], "or")))
    if alt.track:
        parts.append(m("eff.track", tracks=_join([track_name(t) for t in alt.track], "or")))
    if alt.allies_pick:
        parts.append(m("eff.allies"))
    if alt.edict_swap:
        parts.append(m("eff.edict"))
    return _join(parts)


def location_text(loc: str, side: str):
    """The action of ``loc`` on board side ``side`` ("small": 2-3 players, "large": 4-6)."""
    alts = game_data().locations[loc].side(side)
    return _join([alternative_text(a) for a in alts], "either")


def event_text(event_id: str):
    """What an event does, in words (its name aside)."""
    e = events()[event_id]
    gains = []
    if e.prestige:
        gains.append(m("eff.prestige", n=e.prestige))
    if e.coins > 0:
        gains.append(m("eff.coins", n=e.coins))
    if e.coins < 0:
        gains.append(m("eff.pay", n=-e.coins))
    if e.draw:
        gains.append(m("eff.draw", n=e.draw))
    who = m(f"who.{e.who}", at=e.at)
    if e.when == "reveal":
        return m("ev.reveal", who=who, gain=_join(gains))
    if e.when == "outcome":
        cond = m("cond.always") if e.condition == "always" else m(f"cond.{e.condition.replace(':', '.')}")
        return m("ev.outcome", cond=cond, who=who, gain=_join(gains))
    mods = []
    mo = e.modifiers
    if mo.move:
        mods.append(m("mod.move", n=-mo.move))
    if mo.free_rob:
        mods.append(m("mod.free_rob"))
    if mo.random_cost is not None:
        mods.append(m("mod.random_cost", n=mo.random_cost))
    if mo.horse_discount:
        mods.append(m("mod.horse_discount", n=mo.horse_discount))
    if mo.ship_discount:
        mods.append(m("mod.ship_discount", n=mo.ship_discount))
    if mo.third_card_cost is not None:
        mods.append(m("mod.third_card_cost", n=mo.third_card_cost))
    return m("ev.round", mods=_join(mods))


def event_card_text(event_id: str):
    """Name, effect and where the Merchant and the Mercenary go next."""
    e = events()[event_id]
    return m("ev.card", name=event_name(event_id), effect=event_text(event_id), merchant=e.merchant,
             mercenary=e.mercenary)


def ability_text(seat: str):
    return m(f"ability.{game_data().characters[seat].ability}")


TEXTS = {
    "join": "{a}; {b}",
    "cardn.RB": ("{n} red banner", "{n} red banners"),
    "cardn.RH": ("{n} red hourglass", "{n} red hourglasses"),
    "cardn.RC": ("{n} red chest", "{n} red chests"),
    "cardn.GB": ("{n} green banner", "{n} green banners"),
    "cardn.GH": ("{n} green hourglass", "{n} green hourglasses"),
    "cardn.GC": ("{n} green chest", "{n} green chests"),
    "or": "{a} or {b}",
    "either": "either {a}, or {b}",
    "eff.nothing": "nothing",
    "eff.supporters": "{faction}'s supporters only",
    "eff.pay": ("pay {n} coin", "pay {n} coins"),
    "eff.give": "return {cards}",
    "eff.give_same": "return {n} cards of one type",
    "eff.give_own": "return 1 card of your colour",
    "eff.coins": ("take {n} coin", "take {n} coins"),
    "eff.prestige": ("earn {n} prestige point", "earn {n} prestige points"),
    "eff.draw": ("draw {n} Provisions card", "draw {n} Provisions cards"),
    "eff.take": "take {cards} from the Reserve",
    "eff.pick.any": "take 1 card of your choice from the Reserve",
    "eff.pick.own": "take 1 card of your colour from the Reserve",
    "eff.pick.list": "take a {cards} from the Reserve",
    "eff.track": "move {tracks} 1 space back from its end",
    "eff.allies": "every other supporter may take 1 card of their colour from the Reserve",
    "eff.edict": "draw an edict of your deck and put one under it",
    "who.richard": "Richard's supporters",
    "who.john": "John's supporters",
    "who.all": "every player",
    "who.home": "every player on a location of their colour",
    "who.fewest": "the player(s) with the fewest prestige points",
    "who.rich": "every player with {at} coins or more",
    "cond.always": "whatever the outcome",
    "cond.banners.red": "if red banners beat green",
    "cond.banners.green": "if green banners beat red",
    "cond.banners.tie": "if the banners tie",
    "cond.hourglasses.red": "if red hourglasses beat green",
    "cond.hourglasses.green": "if green hourglasses beat red",
    "cond.hourglasses.tie": "if the hourglasses tie",
    "cond.chests.red": "if red chests beat green",
    "cond.chests.green": "if green chests beat red",
    "cond.chests.tie": "if the chests tie",
    "ev.reveal": "At once: {who}: {gain}.",
    "ev.outcome": "After the Crusade, {cond}: {who}: {gain}.",
    "ev.round": "This round: {mods}.",
    "ev.card": "{name}. {effect} Next: the Merchant to {merchant}, the Mercenary to {mercenary}.",
    "mod.move": ("{n} movement point less for everyone", "{n} movement points less for everyone"),
    "mod.free_rob": "taking a card from a rival on the way costs no movement point",
    "mod.random_cost": ("a random Provisions card costs {n} coin", "a random Provisions card costs {n} coins"),
    "mod.horse_discount": ("the Horse costs {n} coin less (at least 1)", "the Horse costs {n} coins less (at least 1)"),
    "mod.ship_discount": ("the Ship costs {n} coin less (at least 1)", "the Ship costs {n} coins less (at least 1)"),
    "mod.third_card_cost": ("a third contributed card costs {n} coin", "a third contributed card costs {n} coins"),
    "ability.cheap_third_card": "A third card for the Crusade costs 1 coin instead of 2.",
    "ability.cheap_reserve": "A Reserve card bought costs 1 coin less (at least 1).",
    "ability.free_rob": "Taking a card from a rival on the way costs no movement point.",
    "ability.home_coin": "+1 coin after an action in a location of the character's colour.",
    "ability.contribute_last": "Contributes to the Crusade last, after everyone else.",
    "ability.peek_event": "Sees the next event each round before choosing a side.",
}
