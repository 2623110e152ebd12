"""The rollout chooser (core/bots/rollout.py) on a toy game whose trap only shows one action later."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from lionheart_core.bots.heuristic import action_values
from lionheart_core.bots.rollout import RolloutSettings, base_choice, playout, rollout_choice
from lionheart_core.engine import Result


@dataclass(frozen=True)
class Toy:
    """Gold acts, then Silver, for ``rounds`` rounds; ``score`` is Gold's."""

    mover: str = "gold"
    score: float = 0.0
    open: bool = False  # Gold's last action left an opening Silver may punish
    rounds: int = 3


class TrapGame:
    """Gold may *grab* (worth 0.1 now, but it leaves an opening worth 0.5 to Silver's *punish*)
    or *guard* (worth nothing now, no opening); Silver punishes an opening or passes. A player
    looking one action ahead grabs; one who sees Silver's answer guards. With ``equal`` set, the
    opening costs nothing (both of Gold's actions end equal after Silver's answer)."""

    def __init__(self, equal: bool = False) -> None:
        self.equal = equal
        self.determinized = 0

    def players(self, opts=None):
        return ("gold", "silver")

    def to_move(self, state):
        return () if state.rounds == 0 else (state.mover,)

    def legal_actions(self, state, player=None):
        if state.rounds == 0 or player not in (None, state.mover):
            return []
        if state.mover == "gold":
            return ["grab", "guard"]
        return ["punish", "pass"] if state.open else ["pass"]

    bot_actions = legal_actions

    def apply_unchecked(self, state, action, dice=None):
        if action == "grab":
            return replace(state, mover="silver", score=state.score + (0.0 if self.equal else 0.1), open=True), []
        if action == "guard":
            return replace(state, mover="silver", open=False), []
        if action == "punish":
            cost = 0.0 if self.equal else 0.5
            return replace(state, mover="gold", score=state.score - cost, open=False, rounds=state.rounds - 1), []
        return replace(state, mover="gold", open=False, rounds=state.rounds - 1), []

    def evaluate(self, state, player):
        value = max(-0.99, min(0.99, state.score + (0.05 if state.open else 0.0)))
        return value if player == "gold" else -value

    def is_over(self, state):
        return state.rounds == 0

    def result(self, state):
        if state.score == 0:
            return Result(winners=())
        return Result(winners=("gold",) if state.score > 0 else ("silver",))

    def determinize(self, observation, player, rng):
        self.determinized += 1
        return observation


def _ranked(game, state):
    actions = game.bot_actions(state, "gold")
    values = action_values(game, state, "gold", actions, [1, 2])
    return [a for _, a in sorted(zip(values, actions, strict=True), key=lambda t: -t[0])]


def _choose(game, state, **settings):
    return rollout_choice(game, state, "gold", _ranked(game, state), random.Random(3),
                          RolloutSettings(**{"horizon": 1, **settings}), lambda: 0.0, 1.0)


def test_the_heuristic_grabs_but_the_playouts_see_the_punishment_and_deviate():
    game, state = TrapGame(), Toy()
    assert _ranked(game, state)[0] == "grab"  # one action ahead, grabbing looks better
    assert base_choice(game, replace(state, mover="silver", open=True), "silver", random.Random(1), 2) == "punish"
    assert playout(game, state, "gold", "grab", 5, RolloutSettings(horizon=1))[0] < \
        playout(game, state, "gold", "guard", 5, RolloutSettings(horizon=1))[0]
    action, report = _choose(game, state)
    assert action == "guard" and report.deviated
    assert report.candidates == ["grab", "guard"]
    assert all(abs(d - 0.4) < 1e-9 for d in report.diffs["guard"])  # common numbers: no noise


def test_without_evidence_the_heuristics_choice_stays():
    game, state = TrapGame(), Toy()
    # one playout is no evidence, however clear
    action, report = _choose(game, state, playouts=1)
    assert action == "grab" and not report.deviated and report.playouts == 2
    # every candidate ends alike: nothing beats the heuristic's choice
    equal = TrapGame(equal=True)
    ranked = _ranked(equal, state)
    action, report = rollout_choice(equal, state, "gold", ranked, random.Random(3), RolloutSettings(horizon=1),
                                    lambda: 0.0, 1.0)
    assert action == ranked[0] and not report.deviated
    # a single candidate is its own answer, with no playout
    action, report = rollout_choice(game, state, "gold", ranked, random.Random(3), RolloutSettings(candidates=1),
                                    lambda: 0.0, 1.0)
    assert action == ranked[0] and report.playouts == 0


def test_the_playouts_stop_at_the_deadline():
    game, state = TrapGame(), Toy()
    now = [0.0]

    def clock():  # every reading costs a tenth of a second
        now[0] += 0.1
        return now[0]

    action, report = rollout_choice(game, state, "gold", _ranked(game, state), random.Random(3),
                                    RolloutSettings(horizon=1), clock, 0.5)
    assert action in ("grab", "guard")
    assert 0 < report.playouts <= 6


def test_every_playout_index_starts_from_its_own_determinization():
    game, state = TrapGame(), Toy()
    _, report = rollout_choice(game, state, "gold", _ranked(game, state), random.Random(3),
                               RolloutSettings(horizon=1, playouts=5, min_playouts=10), lambda: 0.0, 1.0)
    assert game.determinized == 5 and report.playouts == 10
    _, report = rollout_choice(game, state, "gold", _ranked(game, state), random.Random(3),
                               RolloutSettings(horizon=1, playouts=5, min_playouts=10), lambda: 0.0, 1.0, exact=True)
    assert game.determinized == 5  # an observation that hides nothing is its own determinization
