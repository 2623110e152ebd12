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
    # lionheart simulate (the command line)
    "simulate.description": "Let computer players play each other and count the results.",
    "simulate.help.ruleset": "ruleset id, e.g. lionheart-1997",
    "simulate.help.players": "comma-separated levels, one per seat ({levels})",
    "simulate.help.games": "number of games (default 10)",
    "simulate.help.seed": "seed of the run: the same seed plays the same games",
    "simulate.help.json": "print one JSON object",
    "simulate.help.fixed_seats": "do not alternate seats between games",
    "simulate.help.turn_limit": "draw after this many turns (default {limit} where the ruleset allows one)",
    "simulate.help.time_budget": "seconds per action of the search level",
    "simulate.help.iterations": "fixed iterations per action for the search level (deterministic)",
    "simulate.help.option": "an option of the games, e.g. end_year=1195 (repeatable)",
    "simulate.help.max_actions": "stop a game after this many actions and count a draw",
    "simulate.not_a_number": "{text} is not a whole number",
    "simulate.at_least_one": "must be at least 1",
    "simulate.unknown_levels": "unknown level(s) {levels}; use {known}",
    "simulate.crashed": "Game with seed {seed} crashed after {n} actions (seats {seats}):",
    "simulate.reproduce": "Action log that reproduces it (replay with ruleset.replay(opts, {seed}, log)):",
    "simulate.header": ("{title}: {n} game, {players}", "{title}: {n} games, {players}"),
    "simulate.fixed_seats": "(fixed seats)",
    "simulate.seats_alternate": "(seats alternate)",
    "simulate.wins": "wins",
    "simulate.ms_per_move": "ms per move",
    "simulate.draws": "draws",
    "simulate.mean_length": "mean length",
    "simulate.actions": "actions",
    "simulate.crashed_count": "crashed",
    "simulate.see_above": "(see above)",
}

register("core", MESSAGES)
