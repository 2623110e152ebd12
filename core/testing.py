"""Contract checks any ruleset's tests can call: random play that holds every promise of the core
contract (no exception, every game ends, actions round-trip through the codec, saves load and
replay exactly, observations hide the dice and what the ruleset says they hide, every event
renders in every language).

>>> from lionheart_core import rulesets
>>> from lionheart_core.testing import check_random_play
>>> report = check_random_play(rulesets.get("lionheart-1997"), games=1, seed=3)
>>> report.games
1

Pure Python (no pytest import): a failed promise raises ``AssertionError`` naming the game's
seed and the action number, so the failure can be replayed.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import dice as dice_mod
from . import i18n
from .engine import BaseOptions, Event, IllegalAction, LogEntry, Ruleset

__all__ = ["PlayReport", "check_action_round_trip", "check_privacy", "check_random_play", "random_game"]


@dataclass
class PlayReport:
    """What :func:`check_random_play` saw, for tests that want to assert more."""

    games: int = 0
    actions: int = 0
    lengths: list[int] = field(default_factory=list)
    results: list[Any] = field(default_factory=list)
    event_keys: set[str] = field(default_factory=set)


def check_action_round_trip(rs: Ruleset, action: Any) -> None:
    """``action`` survives the JSON codec and the short notation: equal and hashable."""
    data = rs.action_to_dict(action)
    back = rs.action_from_dict(data)
    assert back == action, f"{action!r} came back from JSON as {back!r}"
    hash(back)
    text = rs.action_code(action)
    again = rs.action_from_code(text)
    assert again == action, f"{action!r} was written {text!r} and read back as {again!r}"


def _players_to_act(rs: Ruleset, state: Any) -> tuple[str, ...]:
    return tuple(rs.to_move(state))


def random_game(rs: Ruleset, opts: BaseOptions | None = None, seed: int = 0,
                max_actions: int = 5000, chooser: Callable[[random.Random, list], Any] | None = None,
                ) -> tuple[Any, list[LogEntry]]:
    """One game played by uniform random choices (or ``chooser``); returns the final state and
    the log. Raises ``AssertionError`` if the game does not end within ``max_actions``."""
    opts = opts if opts is not None else rs.Options()
    rng = random.Random(seed)
    state = rs.new_game(opts, seed)
    log: list[LogEntry] = []
    for _ in range(max_actions):
        if rs.is_over(state):
            return state, log
        who = _players_to_act(rs, state)
        assert who, "a game that is not over names nobody to act"
        player = rng.choice(who)
        actions = rs.legal_actions(state, player)
        assert actions, f"{player} must act but has no legal action"
        action = (chooser or (lambda r, a: r.choice(a)))(rng, actions)
        state, _, entry = rs.step(state, action)
        log.append(entry)
    raise AssertionError(f"seed {seed}: the game did not end within {max_actions} actions")


def check_random_play(rs: Ruleset, opts: BaseOptions | None = None, games: int = 3, seed: int = 0,
                      max_actions: int = 5000, every: int = 7,
                      hidden: Callable[[Any, Any, str], None] | None = None,
                      languages: tuple[str, ...] = ("en", "nl", "fr")) -> PlayReport:
    """Play ``games`` random games and check the contract on the way.

    At every step: whoever must act has legal actions, and each of those (for every player to
    act) round-trips through the codec; ``apply`` leaves its input unchanged; each event has a
    key and renders in every language; ``events_for`` gives each player a sub-list of the events.
    Every ``every``-th state: dump/load is exact, ``observe`` hides the seed for each player, the
    observation dumps and loads, and ``hidden(state, observation, player)`` (the ruleset's own
    check of what must not show) holds. At the end: the game ended with a result, the log replays
    to the same state (also after a JSON round trip of the log), and a save document of the game
    loads back to the same state.

    The declared :class:`~lionheart_core.engine.GameFacts` are held to play as well: the number
    of seats lies within the players declared, only a simultaneous game names several players to
    act at once, the chance used is among the kinds declared, a game of perfect information
    shows every player the whole state (but the seed), and no game outlasts ``max_actions``.
    """
    from . import saves  # late: saves imports the registry

    opts = opts if opts is not None else rs.Options()
    report = PlayReport()
    seats = rs.players(opts)
    facts = rs.facts
    assert facts.min_players <= len(seats) <= facts.max_players, (
        f"{rs.id}: {len(seats)} seats, but the facts declare {facts.min_players}-{facts.max_players} players")
    old_language = i18n.language()
    try:
        for g in range(games):
            game_seed = seed * 1000 + g
            rng = random.Random(game_seed)
            state = rs.new_game(opts, game_seed)
            log: list[LogEntry] = []
            for n in range(max_actions + 1):
                where = f"{rs.id} seed {game_seed} action {n}"
                if n % every == 0:
                    _check_state(rs, state, seats, where, hidden)
                if rs.is_over(state):
                    break
                assert n < max_actions, f"{where}: the game did not end within {max_actions} actions"
                who = _players_to_act(rs, state)
                assert who, f"{where}: nobody is to act in a game that is not over"
                assert len(who) == 1 or facts.simultaneous, (
                    f"{where}: {', '.join(who)} act at once, but the facts declare sequential moves")
                options: dict[str, list] = {}
                for p in who:
                    acts = rs.legal_actions(state, p)
                    assert acts, f"{where}: {p} must act but has no legal action"
                    options[p] = acts
                    for a in acts if len(acts) <= 60 else rng.sample(acts, 60):
                        check_action_round_trip(rs, a)
                player = rng.choice(who)
                action = rng.choice(options[player])
                before = rs.dump(state)
                try:
                    new_state, events, entry = rs.step(state, action)
                except IllegalAction as exc:  # pragma: no cover - a failure to report
                    raise AssertionError(f"{where}: a legal action was refused: {exc.reason}") from exc
                assert rs.dump(state) == before, f"{where}: apply changed the state it was given"
                if entry.drew and state.seed is not None:
                    recorder = dice_mod.Recorder(dice_mod.Seeded(state.seed, state.dice_pos))
                    rs.apply_unchecked(state, action, recorder)
                    used = {dice_mod.kind_of(k) for k in recorder.kinds}
                    assert used <= facts.chance, (f"{where}: the action used {sorted(used - facts.chance)}, "
                                                  f"which the facts do not declare")
                _check_events(rs, state, events, seats, where, report, languages)
                state = new_state
                log.append(entry)
            assert facts.max_actions is None or len(log) <= facts.max_actions, (
                f"{rs.id} seed {game_seed}: {len(log)} actions, more than the facts' bound {facts.max_actions}")
            result = rs.result(state)
            assert result is not None, f"{rs.id} seed {game_seed}: the game is over without a result"
            assert str(result.reason), "a result says why the game ended"
            replayed = rs.replay(opts, game_seed, log)
            assert rs.state_hash(replayed) == rs.state_hash(state), f"{rs.id} seed {game_seed}: replay differs"
            again = rs.log_from_list(rs.log_to_list(log))
            assert again == log, f"{rs.id} seed {game_seed}: the log does not survive JSON"
            doc = saves.save_text(saves.build_save(rs, opts, game_seed, log, state, {}))
            loaded = saves.parse_save(doc)
            assert rs.state_hash(loaded.state) == rs.state_hash(state), f"{rs.id} seed {game_seed}: save differs"
            report.games += 1
            report.actions += len(log)
            report.lengths.append(len(log))
            report.results.append(result)
    finally:
        i18n.set_language(old_language)
    return report


def check_privacy(rs: Ruleset, opts: BaseOptions | None = None, games: int = 2, seed: int = 0,
                  secrets: Callable[[Any, str | None], set[str]] | None = None, max_actions: int = 5000,
                  languages: tuple[str, ...] = ("en", "nl", "fr")) -> int:
    """Random play that checks nobody reads a secret: after every action, for each seat (and a
    spectator, ``None``), no word of ``secrets(state_after, seat)`` appears in what that seat
    reads of the action (``events_for``, in every language), in its observation's position text
    and dump, or in the turn summary of its observation. ``secrets`` names what the seat may not
    know in that state (another's cards, a vote still face down) as words; a word matches whole,
    ignoring case. Returns the number of actions checked."""
    import re

    if secrets is None:
        raise ValueError("check_privacy needs secrets(state, seat): the words a seat may not read")
    opts = opts if opts is not None else rs.Options()
    seats = rs.players(opts)
    old_language = i18n.language()
    checked = 0
    try:
        for g in range(games):
            game_seed = seed * 1000 + g
            rng = random.Random(game_seed)
            state = rs.new_game(opts, game_seed)
            for n in range(max_actions):
                if rs.is_over(state):
                    break
                player = rng.choice(tuple(rs.to_move(state)))
                before = state
                state, events = rs.apply(state, rng.choice(rs.legal_actions(state, player)))
                checked += 1
                for seat in (*seats, None):
                    words = secrets(state, seat)
                    if not words:
                        continue
                    pattern = re.compile(r"(?<!\w)(" + "|".join(sorted(map(re.escape, words))) + r")(?!\w)",
                                         re.IGNORECASE)
                    obs = rs.observe(state, seat)
                    texts = [e.render(lang) for e in rs.events_for(before, events, seat) for lang in languages]
                    texts += [rs.to_text(obs), rs.dump(obs), i18n.render(rs.turn_summary(obs), "en")]
                    for text in texts:
                        found = pattern.search(text)
                        assert found is None, (f"{rs.id} seed {game_seed} action {n}: {seat} reads the secret "
                                               f"{found.group(0)!r} in {text!r}")
    finally:
        i18n.set_language(old_language)
    return checked


def _check_state(rs: Ruleset, state: Any, seats: tuple[str, ...], where: str,
                 hidden: Callable[[Any, Any, str], None] | None) -> None:
    text = rs.dump(state)
    assert rs.dump(rs.load(text)) == text, f"{where}: dump/load is not exact"
    for p in (*seats, None):
        obs = rs.observe(state, p)
        assert getattr(obs, "seed", None) is None, f"{where}: the observation of {p} shows the dice seed"
        obs_text = rs.dump(obs)
        assert rs.dump(rs.load(obs_text)) == obs_text, f"{where}: an observation does not dump/load"
        if hidden is not None and p is not None:
            hidden(state, obs, p)
        if rs.facts.perfect_information and getattr(state, "seed", None) is not None:
            whole = rs.dump(dataclasses.replace(state, seed=None))
            assert obs_text == whole, f"{where}: {p} does not see the whole state of a perfect-information game"


def _chain(e: Event | None) -> list[Event]:
    """An event and the public lines that stand in for it, in order."""
    out = []
    while e is not None:
        out.append(e)
        e = e.public
    return out


def _check_events(rs: Ruleset, state: Any, events: list[Event], seats: tuple[str, ...], where: str,
                  report: PlayReport, languages: tuple[str, ...]) -> None:
    for e in (x for first in events for x in _chain(first)):
        assert e.key, f"{where}: an event without a key"
        report.event_keys.add(e.key)
        for lang in languages:
            assert e.render(lang), f"{where}: event {e.key} renders empty in {lang}"
    allowed = [x for e in events for x in _chain(e)]  # each event and its public stand-ins
    for p in (*seats, None):
        shown = rs.events_for(state, events, p)
        assert all(any(s is e for e in allowed) for s in shown), f"{where}: events_for invented an event"
        for s in shown:
            assert s.visible_to(p), f"{where}: {p} is given an event meant for {s.audience}"
