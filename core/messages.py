"""The English messages of the core itself (domain ``core``); rulesets have their own."""

from __future__ import annotations

from .i18n import register

MESSAGES = {
    "spectator": "Spectator",
    "game.over": "The game is over.",
    "to_act": "To act: {players}",
    "code.no_match": "No legal action matches '{code}'.",
    "code.ambiguous": "'{code}' could mean several actions: {options}.",
    "not_an_action": "{action} is not an action of this game.",
    "not_your_turn": "It is not {player}'s turn.",
    "no_such_seat": "There is no seat called {player}.",
    "subgame.opened": "{title} begins.",
    "subgame.closed": "{title} is over: {reason}",
    "game.over.reason": "{reason}",
    "editor.unsupported": "This game's positions are edited as text only.",
}

register("core", MESSAGES)
