"""Policy improvement by rollouts: keep the heuristic's choice unless playouts show a better one.

The rollout algorithm (Bertsekas; Tesauro's rollouts for backgammon): from a decent base policy,
choosing at each decision the action whose playouts *of the base policy* score best improves on
the base policy, if the playouts see the consequences and the noise does not swamp them. Here:

* Candidates: the heuristic's choice (the best of the root's priors, the heuristic's expectation
  over its rolls) and the next few by the same values.
* Playouts: from each candidate's position both sides play a fast base policy (the heuristic's
  one-action look with fewer sampled rolls) for ``horizon`` decisions, then on to the end of the
  run of actions of the side acting then (so a line is valued after a whole answer, not half
  of one), at most three times ``horizon``; the position is valued by ``ruleset.evaluate`` for
  the searching side (the result at the end of the game: +1 or -1).
* Common random numbers: playout ``i`` of every candidate starts from the same determinization
  (``ruleset.determinize`` of the observation: the hidden information is sampled, never read),
  rolls the same dice stream and breaks the base policy's ties in the same order, so the
  difference of two candidates' playouts is far less noisy than either.
* Racing: playouts are spent index by index over the candidates still in the race; after
  ``min_playouts`` a candidate whose mean difference from the heuristic's choice is below zero
  by more than its standard error leaves the race, and the race ends when none is left, at
  ``playouts`` indices, or when the CPU budget would be overrun by one more playout.
* Deviate only on evidence: the answer is the heuristic's choice unless a candidate's mean paired
  difference exceeds ``z`` times its standard error (and ``tie``), one-sided; then the candidate
  with the largest such difference.

Generic: only the core contract is used (``bot_actions``, ``apply_unchecked``, ``evaluate``,
``determinize``, ``to_move``, ``is_over``, ``result``) and the dice through seeded streams.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..dice import Seeded
from ..engine import Ruleset
from .heuristic import action_values


@dataclass
class RolloutSettings:
    """The parameters of one rollout chooser (the search's ``ROLLOUT_*`` tuning keys)."""

    candidates: int = 3  # the heuristic's choice and the next best by its values
    playouts: int = 64  # at most this many playout indices per candidate
    horizon: int = 6  # base-policy decisions after the candidate (then to the end of a side's run)
    samples: int = 2  # rolls the base policy samples per action that rolls dice
    z: float = 1.0  # a deviation needs a mean paired gain above z standard errors
    min_playouts: int = 4  # indices before a candidate may leave the race or be chosen
    tie: float = 0.002  # a gain this small is no gain


@dataclass
class RolloutReport:
    """What the last rollout decision did (for the bench and the tests)."""

    candidates: list = field(default_factory=list)  # best prior first: the heuristic's choice
    diffs: dict = field(default_factory=dict)  # candidate -> paired differences from the first
    playouts: int = 0  # playouts played in all
    decisions: int = 0  # base-policy decisions played in all
    deviated: bool = False


def base_choice(ruleset: Ruleset, state: Any, side: str, rng: random.Random, samples: int) -> Any:
    """The fast base policy: the heuristic's one-action look at ``state`` (a full state), its
    dice expectation over ``samples`` rolls and its ties in an order shuffled by ``rng``."""
    actions = list(ruleset.bot_actions(state, side))
    if len(actions) == 1:
        return actions[0]
    if not actions:
        actions = ruleset.legal_actions(state, side)
    rng.shuffle(actions)
    seeds = [rng.getrandbits(32) for _ in range(max(1, samples))]
    values = action_values(ruleset, state, side, actions, seeds)
    best = max(range(len(actions)), key=lambda i: (values[i], -i))
    return actions[best]


def playout(ruleset: Ruleset, state: Any, player: str, action: Any, seed: int,
            settings: RolloutSettings) -> tuple[float, int]:
    """The value for ``player`` after ``action`` in ``state`` and a playout of the base policy for
    both sides on the dice and tie order of ``seed``; returns it and the decisions played."""
    dice = Seeded(seed)
    rng = random.Random(seed ^ 0x5F3759DF)
    state, _ = ruleset.apply_unchecked(state, action, dice)
    n = 0
    last = player
    horizon = settings.horizon
    while not ruleset.is_over(state):
        movers = ruleset.to_move(state)
        if not movers:
            break
        side = movers[0]
        if n >= horizon and side != last or n >= 3 * horizon:
            break  # past the horizon, at the end of a side's run of actions
        chosen = base_choice(ruleset, state, side, rng, settings.samples)
        state, _ = ruleset.apply_unchecked(state, chosen, dice)
        last = side
        n += 1
    if ruleset.is_over(state):
        result = ruleset.result(state)
        if result is None or not result.winners:
            return 0.0, n
        return (1.0 if player in result.winners else -1.0), n
    return ruleset.evaluate(state, player), n


def _mean_se(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    se = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return mean, se


def rollout_choice(ruleset: Ruleset, observation: Any, player: str, ranked: list, rng: random.Random,
                   settings: RolloutSettings, clock: Callable[[], float], deadline: float,
                   exact: bool = False) -> tuple[Any, RolloutReport]:
    """The action to play given ``ranked``, the actions best first by the heuristic's values
    (the first is its choice): the first unless the playouts show another better (see the
    module's text). ``exact``: the observation hides nothing (then it is its own determinization
    and every candidate is legal in it). The playouts stop before ``deadline`` on ``clock``."""
    report = RolloutReport(candidates=list(ranked[:max(1, settings.candidates)]))
    cands = report.candidates
    keep = cands[0]
    if len(cands) < 2:
        return keep, report
    diffs: dict[Any, list[float]] = {a: [] for a in cands[1:]}
    report.diffs = diffs
    live = list(cands[1:])
    started = clock()
    for index in range(settings.playouts):
        now = clock()
        # the next index costs a playout of the heuristic's choice and one of each live candidate
        each = (now - started) / report.playouts if report.playouts else 0.0
        if now + each * (1 + len(live)) > deadline:
            break
        seed = rng.getrandbits(32)
        if exact:
            state = observation
        else:
            state = ruleset.determinize(observation, player, rng)
            legal = set(ruleset.bot_actions(state, player))
            if keep not in legal:
                continue
        base, n = playout(ruleset, state, player, keep, seed, settings)
        report.playouts += 1
        report.decisions += n
        for a in list(live):
            if not exact and a not in legal:
                continue
            v, n = playout(ruleset, state, player, a, seed, settings)
            report.playouts += 1
            report.decisions += n
            diffs[a].append(v - base)
        if index + 1 >= settings.min_playouts:
            for a in list(live):
                d = diffs[a]
                if len(d) < 2:
                    continue
                mean, se = _mean_se(d)
                if mean + se < 0 or (se == 0 and mean <= settings.tie):
                    live.remove(a)  # plainly not better (or no different at all): out of the race
            if not live:
                break
    best, best_gain = keep, -math.inf
    for a in cands[1:]:
        d = diffs[a]
        if len(d) < max(2, settings.min_playouts):
            continue
        mean, se = _mean_se(d)
        if mean > settings.tie and mean > settings.z * se and mean > best_gain:
            best, best_gain = a, mean
    report.deviated = best != keep
    return best, report
