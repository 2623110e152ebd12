"""The English messages of Lancaster: every line the rules write for a player.

Keys are given without the domain (``lancaster``); :func:`m` builds a message. A pair is a plural
message chosen by the argument ``n``. The other languages are in
resources/translations/lancaster_<lang>.ts (piece and place names as the Dutch and French
rulebooks give them).
"""

from __future__ import annotations

from functools import lru_cache

from ...i18n import Msg, msg, register

DOMAIN = "lancaster"

MESSAGES: dict[str, str | tuple[str, str]] = {
    "title": "Lancaster",
    # the options of a new game (the start page's form: option.<field>, .help, .<choice>)
    "option.players": "Players",
    "option.players.help": "Number of players (2 to 5). With two, each player also leads an ally "
    "(the rulebook's two-player rules).",
    "option.extension_choice": "Castle extensions",
    "option.extension_choice.help": "Gaining a castle extension: choose which of your remaining tiles "
    "to build (standard), or draw one of them blind (the spare tiles lie face down).",
    "option.extension_choice.choose": "Chosen",
    "option.extension_choice.draw": "Drawn blind",
    "option.screens": "Screens",
    "option.screens.help": "Gold and squires behind screens (3-5 players); the two-player game "
    "never uses screens.",
    "option.blue_ally": "Blue's ally",
    "option.blue_ally.help": "Two players: the colour Blue chooses for its ally.",
    "option.yellow_ally": "Yellow's ally",
    "option.yellow_ally.help": "Two players: the colour Yellow chooses for its ally.",
    "option.blue_ally.red": "Red",
    "option.blue_ally.green": "Green",
    "option.blue_ally.purple": "Purple",
    "option.yellow_ally.red": "Red",
    "option.yellow_ally.green": "Green",
    "option.yellow_ally.purple": "Purple",
    # seats
    "seat.blue": "Blue",
    "seat.yellow": "Yellow",
    "seat.red": "Red",
    "seat.green": "Green",
    "seat.purple": "Purple",
    # places
    "place.court": "the court",
    "place.reserve": "the reserve",
    "place.castle": "castle space {space}",
    "place.conflict": "conflict {card}",
    # the laws (short names)
    "law.0a": "Most gold: upgrade a deployed knight",
    "law.0b": "Most squires: a new strength-1 knight",
    "law.0c": "3 power points per 2 counties",
    "law.1a": "Buy voting markers, 1 gold each",
    "law.1b": "3 power points for 1 squire and 1 gold",
    "law.1c": "An extension per 2 conflicts",
    "law.1d": "A squire per deployed strength-2 knight",
    "law.2a": "Squire, voting marker and gold per 2 conflicts",
    "law.2b": "No strength-2 knight deployed: upgrade a knight",
    "law.2c": "Deployed strength-3 knight becomes the 4",
    "law.2d": "5 power points per 3 extensions",
    "law.3a": "3 power points per conflict",
    "law.3b": "8 power points per 3 counties",
    "law.3c": "5 power points for all three strength-1 knights deployed",
    "law.3d": "A new strength-1 knight per 3 nobles",
    "law.4a": "Buy power points, 1 gold each",
    "law.4b": "Buy power points, 1 squire each",
    "law.4c": "6 power points for deployed knights of all four strengths",
    # set-up and rounds
    "start.player": "{lord} is the start player.",
    "start.named": "{lord} names {start} start player.",
    "round": "Round {round}: place your knights.",
    "conflict.new": "New conflict {card}: France {france}, power points {points}.",
    "proposals": "Proposals for parliament: {laws}.",
    "extension": "{lord} builds the castle extension on space {space}.",
    # placing knights
    "place.county": ("{lord} places a knight of strength {strength} in {county} with {n} squire.",
                     "{lord} places a knight of strength {strength} in {county} with {n} squires."),
    "place.in_castle": "{lord} places a knight of strength {strength} on castle space {space}.",
    "place.in_conflict": "{lord} places a knight of strength {strength} in conflict {card}.",
    "oust": ("{lord} ousts {other} from {county}; the knight goes home, {n} squire to the supply.",
             "{lord} ousts {other} from {county}; the knight goes home, {n} squires to the supply."),
    "favour": "{lord} takes the king's favour: {favour}.",
    "favour.noble": ("a noble", "{n} nobles"),
    "favour.upgrade": ("an upgrade", "{n} upgrades"),
    "favour.gold": ("{n} gold", "{n} gold"),
    "favour.squires": ("{n} squire", "{n} squires"),
    # goods
    "gain.gold": ("{lord} takes {n} gold.", "{lord} takes {n} gold."),
    "gain.squires": ("{lord} takes {n} squire.", "{lord} takes {n} squires."),
    "gain.votes": ("{lord} takes {n} voting marker.", "{lord} takes {n} voting markers."),
    "gain.pp": ("{lord} scores {n} power point.", "{lord} scores {n} power points."),
    "pay.gold": ("{lord} pays {n} gold.", "{lord} pays {n} gold."),
    "pay.squires": ("{lord} pays {n} squire.", "{lord} pays {n} squires."),
    "pay.votes": ("{lord} gives up {n} voting marker.", "{lord} gives up {n} voting markers."),
    "pay.pp": ("{lord} loses {n} power point.", "{lord} loses {n} power points."),
    "knight.new": "{lord} takes a new knight of strength 1 into court.",
    "knight.none": "{lord} has no strength-1 knight left in the reserve.",
    "upgrade": "{lord} upgrades a knight from {old} to {new} ({where}).",
    "upgrade.declined": "{lord} upgrades no knight.",
    "noble.take": "{lord} takes the noble of {county} to the round table.",
    "noble.removed": "{lord} (an ally) takes the noble of {county} out of the game.",
    "ally.lapse": "{lord} is an ally: that reward lapses.",
    # parliament
    "stage.parliament": "Parliament: the proposals are put to the vote.",
    "vote.cast": ("You vote {vote} with {n} voting marker.", "You vote {vote} with {n} voting markers."),
    "vote.hidden": "{lord} has voted.",
    "vote.yes": "yes",
    "vote.no": "no",
    "vote.shown": ("{lord}: {vote} + {n}", "{lord}: {vote} + {n}"),
    "vote.result.adopted": "Votes on \u201c{law}\u201d: {yes} for, {no} against ({votes}). The law is adopted.",
    "vote.result.rejected": "Votes on \u201c{law}\u201d: {yes} for, {no} against ({votes}). The law is rejected.",
    "law.replaced": "\u201c{old}\u201d leaves parliament; \u201c{new}\u201d is in force.",
    "votes.back": ("{lord} returns {n} unused voting marker to the supply.",
                   "{lord} returns {n} unused voting markers to the supply."),
    "law.apply": "Law: {law}.",
    "law.most_gold": ("Most gold: {lords}.", "Most gold, tied: {lords}."),
    "law.most_squires": ("Most squires: {lords}.", "Most squires, tied: {lords}."),
    "law.buy_none": "{lord} buys nothing.",
    # revenues
    "stage.revenues": "Revenues: counties, castles, conflicts.",
    "squires.back": ("{lord}'s {n} squire goes back to the supply.", "{lord}'s {n} squires go back to the supply."),
    "cross": "{lord}'s knight crosses to France: conflict {card}.",
    "cross.none": "{lord}'s knight stays at home.",
    "castle.item": "{lord}'s knight on castle space {space} yields its reward.",
    "castle.extension": "{lord}'s extension on castle space {space} yields its reward.",
    "castle.nothing": "Castle space {space} yields {lord} nothing now.",
    "castle.declined": "{lord} does not pay for castle space {space}.",
    "table": ("{lord}'s round table: {nobles} noble and the lord.", "{lord}'s round table: {nobles} nobles and the lord."),
    "conflict.england": "Conflict {card}: England {total} against France {france}: England wins.",
    "conflict.france": "Conflict {card}: England {total} against France {france}: France wins.",
    "conflict.ally_rank": ("{lord} is an ally: its {n} power point lapses.", "{lord} is an ally: its {n} power points lapse."),
    "conflict.second": "Conflict {card} gets a second attempt (bottom row).",
    "conflict.captured": "Conflict {card} is lost again: its knights are captured.",
    "captive.ransomed": "{lord} buys back a knight of strength {strength}.",
    "captive.reserve": "{lord}'s captured knight of strength {strength} goes to the reserve.",
    # the end
    "final": "Final scoring.",
    "final.knighthood": ("{lord}: knighthood {value}, {n} power point.", "{lord}: knighthood {value}, {n} power points."),
    "final.extensions": ("{lord}: {value} extensions, {n} power point.", "{lord}: {value} extensions, {n} power points."),
    "final.nobles": ("{lord}: {nobles} nobles, {n} power point.", "{lord}: {nobles} nobles, {n} power points."),
    "result.win": ("{lords} wins with {n} power point.", "{lords} wins with {n} power points."),
    "result.shared": ("{lords} share the victory with {n} power point.", "{lords} share the victory with {n} power points."),
    # what is waited for
    "pending.ext": "choose a castle extension",
    "pending.favour": "choose a king's favour",
    "pending.upgrade": "choose a knight to upgrade",
    "pending.noble": "choose a noble",
    "pending.county": "choose the county's reward",
    "pending.surrey": "name the start player",
    "pending.castle": "evaluate the castle",
    "pending.pay": "decide how much to buy",
    "pending.ransom": "ransom a captured knight",
    "pending.france": "choose a conflict for the crossing",
    "summary.pending": "Round {round}: {lord} must {what}.",
    "summary.vote": ("Round {round}: vote on \u201c{law}\u201d ({lords} still to vote).",
                     "Round {round}: vote on \u201c{law}\u201d ({lords} still to vote)."),
    "summary.place": "Round {round}: {lord} places a knight.",
    # describing actions
    "describe.place": ("{lord}: knight {strength} to {where} with {n} squire",
                       "{lord}: knight {strength} to {where} with {n} squires"),
    "describe.vote": ("vote {vote} with {n} marker", "vote {vote} with {n} markers"),
    "describe.extension": "build the extension on castle space {space}",
    "describe.no_upgrade": "upgrade no knight",
    "describe.upgrade": "upgrade the {strength} ({where})",
    "describe.noble": "the noble of {county}",
    "describe.county.noble": "take the noble",
    "describe.county.reward": "take the other reward",
    "describe.county.both": "pay 3 gold for both",
    "describe.start": "{lord} becomes start player",
    "describe.castle": "evaluate castle space {space}",
    "describe.castle_decline": "do not pay for castle space {space}",
    "describe.pay": ("buy {n}", "buy {n}"),
    "describe.ransom": "buy the knight back",
    "describe.no_ransom": "leave the knight to the reserve",
    "describe.cross": "cross to conflict {card}",
    "describe.stay": "stay at home",
    # refusals
    "refuse.not_action": "{action} is not an action of Lancaster",
    "refuse.over": "the game is over",
    "refuse.not_turn": "it is not {lord}'s turn",
    "refuse.decide": "first {what}",
    "refuse.choice": "that choice is not open now",
    "refuse.pay": "you can buy at most {n}",
    "refuse.both": "both rewards cost {n} gold and a noble you do not have yet",
    "refuse.ransom": "you lack the gold to buy that knight back",
    "refuse.vote_now": "parliament is voting: cast your vote",
    "refuse.markers": "you have only {n} voting markers",
    "refuse.place_now": "now is the time to place a knight",
    "refuse.no_ally": "you have no ally",
    "refuse.no_knight": "there is no knight of strength {strength} in that court",
    "refuse.minimum": "{county} needs a knight of strength {n} or more on its own",
    "refuse.ally_squires": "an ally's knights take no squires",
    "refuse.squires": "you have only {n} squires",
    "refuse.own_knight": "you may not oust your own knights (nor your ally's)",
    "refuse.too_weak": "the knight there has strength {n}: {attack} is not enough to oust it",
    "refuse.squires_county": "squires go only to counties",
    "refuse.no_space": "there is no castle space {space}",
    "refuse.covered": "an extension covers castle space {space}",
    "refuse.space_taken": "castle space {space} already holds a knight",
    "refuse.no_conflict": "there is no conflict {card}",
    "refuse.conflict_full": "conflict {card} has no free space for you",
    "refuse.no_place": "{where} is not a place for a knight",
    # a reward in words (the setup sheet, the reference page)
    "reward.gold": ("{n} gold", "{n} gold"),
    "reward.squires": ("{n} squire", "{n} squires"),
    "reward.votes": ("{n} voting marker", "{n} voting markers"),
    "reward.knight": "a new strength-1 knight",
    "reward.upgrade": "upgrade a knight",
    "reward.extension": "a castle extension",
    "reward.france": "passage to France",
    "reward.start": "names the start player",
    "reward.nothing": "nothing",
}


def _county_names() -> dict[str, str]:
    """County names come from the data file, so a corrected name is corrected here too."""
    from .data import game_data

    return {f"county.{c.letter}": c.name for c in game_data().counties}


def m(name: str, /, **args: object) -> Msg:
    """A message of this game: ``m("oust", lord=..., county=...)``."""
    return msg(f"{DOMAIN}:{name}", **args)


@lru_cache(maxsize=16)
def seat_name(ident: str) -> Msg:
    return m(f"seat.{ident}")


@lru_cache(maxsize=16)
def county_name(letter: str) -> Msg:
    return m(f"county.{letter}")


@lru_cache(maxsize=32)
def law_name(law_id: str) -> Msg:
    return m(f"law.{law_id}")


register(DOMAIN, {**MESSAGES, **_county_names()})
