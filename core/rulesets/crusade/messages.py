"""The English messages of Richard the Lionheart (crusade): every line the rules write for a player.

Keys are given without the domain (``crusade``); :func:`m` builds a message. A pair is a plural
message chosen by ``n``. Names of characters and events come from the data file (game.toml).
The other languages are in resources/translations/crusade_<lang>.ts.
"""

from __future__ import annotations

from functools import lru_cache

from ...i18n import Msg, msg, register

DOMAIN = "crusade"

MESSAGES: dict[str, str | tuple[str, str]] = {
    "title": "Richard the Lionheart",
    # names
    "faction.richard": "Richard",
    "faction.john": "John",
    "faction.neutral": "Neutral",
    "card.RB": "red banner",
    "card.RH": "red hourglass",
    "card.RC": "red chest",
    "card.GB": "green banner",
    "card.GH": "green hourglass",
    "card.GC": "green chest",
    "card.X": "hidden card",
    "cards.none": "no cards",
    "track.richard_army": "Richard's Army",
    "track.saladin_army": "Saladin's Army",
    "track.kings_return": "King's Return",
    "track.kings_treasure": "King's Treasure",
    "item.random": "a random card",
    "item.reserve": "a Reserve card",
    "item.prestige": "a prestige point",
    "item.horse": "the Horse",
    "item.ship": "the Ship",
    "item.skill": "the faction skill",
    "merchant": "Merchant",
    "mercenary": "Mercenary",
    "phase.side": "the Neutral's choice of side",
    "phase.travel": "travelling",
    "phase.purchase": "purchasing",
    "phase.contribute": "the contributions to the Crusade",
    "phase.over": "the end of the game",
    "edict.track": "+{points} prestige per {per} spaces {track} has moved (at most {max})",
    "edict.hand": "+{points} prestige per {colour} card in hand (at most {max})",
    "edict.upgrades": "+{points} prestige per upgrade owned (at most {max})",
    "edict.coins": "+{points} prestige per {per} coins (at most {max})",
    "edict.armies_below": "+{points} prestige if no Army track reached {at}",
    "edict.tracks_at_least": "+{points} prestige if the King's Return and Treasure are both at {at} or more",
    "edict.sets": "+{points} prestige per complete set of the six card types in hand (at most {max})",
    "colour.R": "red",
    "colour.G": "green",
    # the options (the new-game form reads these)
    "option.players": "Players",
    "option.players.help": "Number of players (2 to 6): equal Richard and John sides, plus Leopold "
                           "with 3 and Marie with 5.",
    "option.characters": "Characters",
    "option.characters.help": "The characters to play: Richard's supporters on the left, John's on the right, "
                              "as many of each as the player count needs (1, 1, 2, 2, 3 for 2 to 6 players). "
                              "None ticked: the first ones of each faction.",
    "option.abilities": "Character abilities",
    "option.abilities.help": "The abilities of the character dashboards (reconstructed: the printed "
                             "dashboards are not known).",
    # phase 1
    "round.start": "Round {round}: {player} holds the first player token.",
    "event.reveal": "Event of the crusade: {event}.",
    "event.peek": "{player} looks at the next event: {event}.",
    "side.choose": "{player} supports {side} this round.",
    # phase 2
    "place": "{player} places the figure on {to}.",
    "move": "{player} travels to {to} by {path}.",
    "rob": "{player} takes a {card} from {victim}.",
    "rob.public": "{player} takes a random card from {victim}.",
    "stay": "{player} cannot move and stays on {location}.",
    "encounter.merchant": "The Merchant gives {player} {n} coins.",
    "encounter.mercenary": "The Mercenary gives {player} {n} cards.",
    "act": "{player} performs the action of {location}.",
    "act.pass": "{player} takes no action at {location}.",
    "act.none": "{player} has no action to perform at {location}.",
    "pay": ("{player} pays {n} coin.", "{player} pays {n} coins."),
    "gain.coins": ("{player} takes {n} coin.", "{player} takes {n} coins."),
    "gain.prestige": ("{player} earns {n} prestige point.", "{player} earns {n} prestige points."),
    "give": "{player} returns {cards} to the Reserve.",
    "take": "{player} takes {cards} from the Reserve.",
    "draw": "{player} draws {cards}.",
    "draw.public": ("{player} draws {n} card.", "{player} draws {n} cards."),
    "draw.empty": "The Provisions deck is empty: {player} draws nothing more.",
    "track.move": "{track} moves to {value}.",
    "skill.draw": "{player}'s faction skill: a card from the Provisions deck, then a discard.",
    "discard": "{player} discards a {card} to the Reserve.",
    "edict.draw": "{player} draws an edict and must put one back under the deck.",
    "edict.keep": "{player} keeps the edict: {edict}.",
    "edict.keep.public": "{player} puts an edict under the deck.",
    "allies.none": "{player} takes no card.",
    # phase 3
    "buy": ("{player} buys {item} for {n} coin.", "{player} buys {item} for {n} coins."),
    "buy.pass": "{player} buys nothing.",
    "trade": "{player} trades two {card} cards for four Provisions cards.",
    # phase 4
    "contribute": ("{player} adds {n} card to the Crusade deck.", "{player} adds {n} cards to the Crusade deck."),
    "contribute.own": "{player} adds {cards} to the Crusade deck.",
    "contribute.penalty": ("{player} loses {n} prestige point for missing cards.",
                           "{player} loses {n} prestige points for missing cards."),
    # phase 5
    "crusade.draw": ("The Crusade: {n} card revealed: {cards}.", "The Crusade: {n} cards revealed: {cards}."),
    "crusade.short": "The Crusade deck runs short: one card of each type comes from the Reserve.",
    "banners.red": "King Richard has won the battle: Richard's Army advances {n}.",
    "banners.green": "Saladin has won the battle: Saladin's Army advances {n}.",
    "banners.tie": "Stalemate: neither Army moves.",
    "hourglasses.green": "The Return of the King has been slowed down.",
    "hourglasses.red": "The Return of the King has been sped up: King's Return moves 2 towards 0.",
    "hourglasses.tie": "The Return of the King draws near: King's Return moves 1 towards 0.",
    "chests.red": "The Royal Treasure is maintained.",
    "chests.green": "The Royal Treasure is emptied: King's Treasure moves 2 towards 0.",
    "chests.tie": "Necessary spending: King's Treasure moves 1 towards 0.",
    # phase 6
    "event.applies": "{event} applies.",
    "event.fails": "{event}: the condition is not met.",
    "figures.move": "The Merchant moves to {merchant}, the Mercenary to {mercenary}.",
    # phase 7 and the end
    "end.richard_army": "Richard's Army reached 10: King Richard triumphs; his supporters are the winning faction.",
    "end.saladin_army": "Saladin's Army reached 10: King Richard dies in battle; John's supporters are the "
                        "winning faction.",
    "end.kings_return": "The King's Return reached 0: Richard comes home early; his supporters are the "
                        "winning faction.",
    "end.kings_treasure": "The King's Treasure reached 0: Richard is overthrown; John's supporters are the "
                          "winning faction.",
    "end.last_round": "The tenth round is over: the player with the most prestige wins.",
    "edict.score": ("{player} scores {n} prestige point for the edict: {edict}.",
                    "{player} scores {n} prestige points for the edict: {edict}."),
    "neutral.bonus": ("{player} scores {n} prestige point as the Neutral.",
                      "{player} scores {n} prestige points as the Neutral."),
    "result": ("{winners} wins with {n} prestige point.", "{winners} wins with {n} prestige points."),
    "result.shared": ("{winners} share the victory with {n} prestige point.",
                      "{winners} share the victory with {n} prestige points."),
    "result.reason": "{end} {winner}",
    "and": "{a} and {b}",
    # refusals
    "refuse.over": "The game is over.",
    "refuse.not_action": "{action} is not an action of {title}.",
    "refuse.no_seat": "There is no player {player} in this game.",
    "refuse.not_turn": "It is not {player}'s turn.",
    "refuse.wrong_phase": "That is not possible during {phase}.",
    "refuse.malformed": "That action is not well formed.",
    "refuse.side": "Choose Richard or John.",
    "refuse.occupied": "{location} is not an empty location.",
    "refuse.no_location": "There is no location {location}.",
    "refuse.must_move": "The figure must move at least one segment.",
    "refuse.too_far": ("Only {n} movement point this round.", "Only {n} movement points this round."),
    "refuse.not_joined": "{a} and {b} are not joined by a segment.",
    "refuse.water": "Water segments need the Ship.",
    "refuse.twice": "A figure never passes through the same location twice in a round.",
    "refuse.end_occupied": "The move must end on an empty location.",
    "refuse.rob": "{victim} does not stand on the way as a rival with cards.",
    "refuse.can_move": "The figure can move, so it must.",
    "refuse.act": "That action cannot be performed here: {reason}",
    "refuse.coins": ("It costs {n} coin.", "It costs {n} coins."),
    "refuse.cards": "The hand does not hold those cards.",
    "refuse.reserve": "The Reserve has no {card} left.",
    "refuse.supporters": "Only {faction}'s supporters can perform this action.",
    "refuse.choice": "Choose what the action offers.",
    "refuse.owned": "Already owned.",
    "refuse.contribute": "Add at most three cards from the hand (the third costs {n} coins).",
    "refuse.trade": "The trade needs the Neutral's skill, once per round, and two cards of one type.",
    "refuse.not_offered": "That is not one of the choices.",
    # summaries and descriptions
    "summary": "Round {round}: {player} to act ({phase}).",
    "summary.over": "The game is over.",
    "describe.place": "Place the figure on {to}",
    "describe.move": "Travel to {to} by {path}",
    "describe.move.rob": "Travel to {to} by {path}, taking a card from {victims}",
    "describe.act": "Perform the action of {location}",
    "describe.buy": "Buy {item}",
    "describe.contribute": "Add {cards} to the Crusade deck",
    "describe.side": "Support {side} this round",
    "describe.pass": "Pass",
    "describe.discard": "Discard a {card}",
    "describe.take": "Take a {card}",
    "describe.keep": "Keep the edict: {edict}",
    "describe.trade": "Trade two {card} cards for four",
    "describe.stay": "Stay (no legal move)",
    "editor.figures": "{player} needs a location for the figure before play.",
    # a position typed or pasted as text (the position sandbox) or a state that cannot be read
    "position.not": "not a crusade position: {why}",
    "position.not_state": "not a crusade state: {why}",
    "position.not_text": "it is not text",
    "position.start": "it must start with 'crusade'",
    "position.word": "cannot read {word}",
    "position.field": "the field {field} is missing or unknown",
    "position.invalid": "a value is not valid",
    "position.players": "the players must be {seats} for these options",
    "position.phase": "unknown phase {phase}",
    "position.round": "round or first player out of range",
    "position.step": "step out of range",
    "position.tracks": "tracks run from 0 to 10",
    "position.reserve": "the reserve needs six counts",
    "position.faction": "{seat} belongs to {faction}",
    "position.negative": "{seat} has negative coins or prestige",
    "position.location_of": "{seat} stands on an impossible location",
    "position.side": "{seat} cannot support {side}",
    "position.edict": "unknown edict {edict}",
    "position.card": "unknown card {card}",
    "position.per_type": "more than {n} cards of a type",
    "position.total": "the cards do not add up to {n}",
    "position.contributor": "unknown contributor {owner}",
    "position.event": "unknown event {event}",
    "position.location": "unknown location {location}",
    "position.pending": "a pending decision is not valid",
    "position.piles": "three edict piles",
    "position.outcome": "the outcome is not valid",
    "position.over": "a finished game needs an outcome, and only then",
    "position.texts": "a list of texts was expected",
    "position.whole": "a whole number was expected, not {value}",
    "position.letter": "unknown card letter {letter}",
    "position.piles_form": "three edict piles, separated by /",
    "position.fields": "unknown fields {fields}",
    # the face-down cards by file (hidden.py): why a copy's view cannot take a card in
    "hidden.decks": "the face-down decks of this game are {decks}",
    "hidden.order": "the order given for {deck} is not an order of {n} cards",
    "hidden.hand_slots": "{player}'s hand is not what its slots give",
    "hidden.shows": "{player} shows {n} cards given face down, not {expected}",
    "hidden.give_places": "{player} names {n} places of its hand for {expected} cards given to the Crusade deck",
    "hidden.crusade_left": "the Crusade deck after the count is not what the deck re-made leaves",
    "hidden.edict_other": "{player}'s edict is already another one",
    "hidden.event_other": "event {n} is already another one",
    "hidden.hand_unread": "{player}'s hand has no card this copy could not read",
    "hidden.kept_open_unread": "an edict kept in the open that not every copy can read",
    "hidden.draw_not_swap": "a draw from an edict pile that is not a swap",
    "hidden.pile_positions": "{deck}: the pile is not what its positions give",
    "hidden.kept_not_read": "the edict kept is not one of the two this copy read",
    "hidden.keep_no_place": "a keep shown at no place of its two options",
    "hidden.keep_early": "a keep shown before the keep it follows",
    "hidden.position_other": "position {card} of {deck} is already another edict",
    # a face-down deck named in a message (hidden.deck_name)
    "hidden.deck.provisions": "the Provisions deck",
    "hidden.deck.events": "the event deck",
    "hidden.deck.edicts": "{faction}'s edicts",
    "hidden.deck.crusade": "the Crusade deck of round {round}",
}


def _data_names() -> dict[str, str]:
    """Character and event names come from the data file, so a renamed card is renamed here too."""
    from .data import game_data

    out: dict[str, str] = {}
    data = game_data()
    for cid, c in data.characters.items():
        out[f"char.{cid}"] = c.name
        out[f"option.characters.{cid}"] = c.name
    for e in data.events:
        out[f"event.{e.id}"] = e.name
    return out


def m(name: str, /, **args: object) -> Msg:
    """A message of this game: ``m("move", player=..., to="London")``."""
    return msg(f"{DOMAIN}:{name}", **args)


@lru_cache(maxsize=32)
def seat_name(seat: str) -> Msg:
    return m(f"char.{seat}")


@lru_cache(maxsize=16)
def card_name(card: str) -> Msg:
    return m(f"card.{card}")


def cards_text(cards) -> Msg:
    """"2 red banners, 1 green chest": each type once with its count, as one message."""
    cards = tuple(cards)
    if not cards:
        return m("cards.none")
    return m("cards.list", items=tuple(m(f"cardn.{t}", n=cards.count(t)) for t in dict.fromkeys(cards)))


@lru_cache(maxsize=8)
def track_name(track: str) -> Msg:
    return m(f"track.{track}")


@lru_cache(maxsize=8)
def faction_name(faction: str) -> Msg:
    return m(f"faction.{faction}")


@lru_cache(maxsize=32)
def event_name(event: str) -> Msg:
    return m(f"event.{event}")


MESSAGES["cards.list"] = "{items}"


def _texts() -> dict:
    from .texts import TEXTS

    return TEXTS


register(DOMAIN, {**MESSAGES, **_texts(), **_data_names()})
