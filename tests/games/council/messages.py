"""The English messages of the council test game (domain ``test-council``).

A test game keeps its messages in English only: the translation tool skips ``test-`` domains, and
a line without a translation is shown in English.
"""

from __future__ import annotations

from lionheart_core.i18n import Msg, msg, register

DOMAIN = "test-council"

MESSAGES: dict[str, str | tuple[str, str]] = {
    "title": "Council (test game)",
    "seat.p1": "Abbot",
    "seat.p2": "Baron",
    "seat.p3": "Countess",
    "seat.p4": "Dean",
    "seat.p5": "Earl",
    "seat.p6": "Friar",
    "card": "the {card} ({strength})",
    "deal": ("{seat} shuffles the deck and deals {n} card to each.",
             "{seat} shuffles the deck and deals {n} cards to each."),
    "dealt": "{seat} holds {cards}.",
    "dealt.public": ("{seat} takes {n} card.", "{seat} takes {n} cards."),
    "vote": "{seat} votes with {card}.",
    "vote.public": "{seat} casts a secret vote.",
    "reveal": "{seat} shows {card}.",
    "round": ("{seat} carries round {round} and scores {n} point.",
              "{seat} carries round {round} and scores {n} points."),
    "draw": "{seat} draws {card}.",
    "draw.public": "{seat} draws a card.",
    "over": ("{seats} wins the council with {n} point.", "{seats} wins the council with {n} points."),
    "over.shared": ("{seats} share the win with {n} point each.", "{seats} share the win with {n} points each."),
    "over.short": "The council ends early: a hand is empty.",
    "summary.deal": "{seat} deals.",
    "summary.vote": "Round {round} ({points} points): waiting for {seats}.",
    "describe.deal": "Shuffle and deal",
    "describe.vote": "Vote with {card}",
    "refuse.turn": "It is not {seat}'s turn to act.",
    "refuse.card": "{seat} does not hold that card.",
    "refuse.action": "That is not an action of the council.",
}

register(DOMAIN, MESSAGES)


def m(key: str, **args) -> Msg:
    """A message of this game: ``m("vote", seat=..., card=...)``."""
    return msg(f"{DOMAIN}:{key}", **args)
