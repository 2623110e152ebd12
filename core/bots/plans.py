"""Plans: a side's whole action as one choice, for games whose actions are made of small steps.

In some games one "action" of a player is several primitive steps (the hex game: a unit turns,
advances one hex at a time, then attacks), and a bot that picks one step at a time by the value
just after it never plans "turn, advance twice, attack that flank": the steps on the way are
worth nothing by themselves. This module lists every distinct *end* of the action under way (or
about to start) and values the position there:

* The ruleset says which positions belong to one action through :meth:`Ruleset.plan_key`
  (positions with the same key, not None, are inside the same action; None: not a position where
  plans are made). A game that does not define it never uses plans.
* From the position, a breadth-first search over the acting player's steps (``bot_actions``),
  each applied with ``apply_unchecked``. Positions reached by different step orders (the same
  hex and facing with the same points left) are expanded once (the first, shortest, way kept).
* A plan ends at a step that rolls dice (found with :class:`core.dice.Recorder`, as the
  heuristic does: its value is the evaluation averaged over the same common rolls for every
  plan), at a step after which the position is no longer in the same action (the action ended:
  an explicit end, or the rules ending it when nothing is left to do), or when the game is over.
  Ends that reach the same position are listed once.
* :class:`PlanChooser` plays the first step of the best plan and keeps the rest: on the next
  call, if the position is the one the plan expects after that step (the observation compared
  as the bot sees it), it plays the next step without searching again; anything else (dice,
  another player's move) makes it plan afresh.
* With ``reply`` > 0 (stage B), the best ``reply`` plans are looked one action further: after each
  (a few common rolls when it rolls dice), the next acting player's best plan is found the same
  way, and the plans are compared by the value after that reply (the mover's own next action when
  it acts again, the opponent's best answer otherwise).

Hidden information is never read: the search runs on one ``determinize`` of the observation, and
the steps it returns are checked against the observation's legal actions.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Callable
from typing import Any

from ..dice import Recorder, Seeded
from ..engine import Ruleset
from .heuristic import DICE_SAMPLES
from .random_bot import candidates_for

# Stage B: the dice outcomes sampled after a plan that ends on a roll, before the reply is planned
# (common to every candidate plan).
REPLY_SAMPLES = 3
# Stage B: the common rolls a reply's own dice-rolling ends are averaged over (fewer than the
# first plan's: a reply is planned for every candidate).
REPLY_DICE = 4


def fingerprint(state: Any) -> Any:
    """What a state is apart from its dice (seed and position) and caches: two states with equal
    fingerprints are the same position. The state itself when it is not a dataclass."""
    if not dataclasses.is_dataclass(state):
        return state
    return tuple(getattr(state, f.name) for f in dataclasses.fields(state)
                 if f.compare and f.name not in ("seed", "dice_pos"))


@dataclasses.dataclass
class Plan:
    """One way to carry an action out: its steps, the mover's expected value at its end, whether
    its last step rolls dice, and the position at its end (on the first of the common rolls)."""

    steps: tuple
    value: float
    dice: bool
    end: Any


@dataclasses.dataclass
class PlanStats:
    """What one enumeration did (for tests and the bench)."""

    positions: int = 0  # positions inside the action expanded (the start included)
    applied: int = 0  # steps applied (each dice sample counted)
    evaluated: int = 0
    complete: bool = True  # False: the time ran out before every position was expanded


def enumerate_plans(ruleset: Ruleset, state: Any, player: str, seeds: list[int],
                    deadline: float = math.inf, clock: Callable[[], float] = time.perf_counter,
                    order: Callable[[list], None] | None = None,
                    strict: bool = False) -> tuple[list[Plan], PlanStats]:
    """Every distinct end of ``player``'s action in ``state`` (a full state), best first (ties in
    the order found); in a position without a plan key every step is a plan of its own. ``seeds``: the common rolls a dice-rolling end is averaged over. The start's
    own steps are always listed (unless ``strict``); deeper positions only while ``clock()`` is
    before ``deadline``. ``order`` may shuffle each position's steps in place (a seeded tie order)."""
    stats = PlanStats()
    key = ruleset.plan_key(state)
    plans: list[Plan] = []
    ends: set = set()
    seen = {fingerprint(state)}
    frontier = [(state, ())]
    first = not strict
    while frontier:
        deeper = []
        for here, steps in frontier:
            if not first and clock() >= deadline:
                stats.complete = False
                deeper = []
                break
            stats.positions += 1
            actions = list(ruleset.bot_actions(here, player))
            if order is not None:
                order(actions)
            for action in actions:
                recorder = Recorder(Seeded(seeds[0]))
                after, _ = ruleset.apply_unchecked(here, action, recorder)
                stats.applied += 1
                path = (*steps, action)
                print_after = fingerprint(after)
                if recorder.values:  # a roll: the plan ends here, valued over the common rolls
                    if print_after in ends:  # (the same position on the same rolls)
                        continue
                    ends.add(print_after)
                    total = ruleset.evaluate(after, player)
                    for seed in seeds[1:]:
                        other, _ = ruleset.apply_unchecked(here, action, Seeded(seed))
                        total += ruleset.evaluate(other, player)
                    stats.applied += len(seeds) - 1
                    stats.evaluated += len(seeds)
                    plans.append(Plan(path, total / len(seeds), True, after))
                    continue
                if (key is None or ruleset.is_over(after) or ruleset.plan_key(after) != key
                        or player not in ruleset.to_move(after)):
                    if print_after in ends:
                        continue
                    ends.add(print_after)
                    stats.evaluated += 1
                    plans.append(Plan(path, ruleset.evaluate(after, player), False, after))
                    continue
                if print_after not in seen:  # inside the action still: a position to go on from
                    seen.add(print_after)
                    deeper.append((after, path))
        frontier = deeper
        first = False
    plans.sort(key=lambda p: -p.value)  # stable: keeps the order found among equals
    return plans, stats


class PlanChooser:
    """Chooses a step by whole plans (see the module's notes) and carries the chosen plan out over
    the following calls. ``evaluate``-based; ``reply``: how many of the best plans are looked one
    action further (0: plan-greedy)."""

    def __init__(self, ruleset: Ruleset, rng: random.Random, clock: Callable[[], float] = time.perf_counter,
                 samples: int = DICE_SAMPLES, reply: int = 0, zero_sum_pair: bool = True) -> None:
        self.ruleset = ruleset
        self.rng = rng
        self.clock = clock
        self.samples = samples
        self.reply = reply
        self.zero_sum_pair = zero_sum_pair
        # The plan under way: (fingerprint of the observation expected, step to play there), next first.
        self.pending: list[tuple[Any, Any]] = []
        # Figures of the last call, for tests and the bench.
        self.last_plans: list[Plan] = []
        self.last_stats: PlanStats | None = None
        self.last_replayed = False
        self.last_replies = 0
        self._start: Any = None  # the determinization planned on (stage B replays plans on it)

    def applies(self, observation: Any) -> bool:
        """Whether plans are made in this position (the ruleset's plan_key is not None)."""
        return self.ruleset.plan_key(observation) is not None

    def choose(self, observation: Any, player: str, deadline: float) -> Any:
        """The step to play now: the next step of the plan under way when the position is the one
        it expects, else the first step of the best plan found before ``deadline``."""
        rs = self.ruleset
        legal = candidates_for(rs, observation, player)
        self.last_replayed = False
        self.last_replies = 0
        if not self.pending and len(legal) == 1:
            return legal[0]
        if self.pending:
            expected, step = self.pending[0]
            self.pending = self.pending[1:]
            if expected == fingerprint(observation) and step in legal:
                self.last_replayed = True
                return step
            self.pending = []
        state = rs.determinize(observation, player, self.rng)
        seeds = [self.rng.getrandbits(32) for _ in range(self.samples)]
        plans, stats = enumerate_plans(rs, state, player, seeds, deadline, self.clock, self.rng.shuffle)
        self.last_plans, self.last_stats = plans, stats
        plans = [p for p in plans if p.steps[0] in legal]
        if not plans:
            return legal[0]
        best = plans[0]
        if self.reply > 0 and len(plans) > 1:
            self._start = state
            best = self._after_replies(plans[:self.reply], player, deadline)
        self._keep(state, observation, best, player)
        return best.steps[0]

    def _keep(self, state: Any, observation: Any, plan: Plan, player: str) -> None:
        """Remembers the rest of ``plan``: the observation expected before each later step (its
        steps before the last roll no dice, so the positions on the way are known)."""
        rs = self.ruleset
        self.pending = []
        here = state
        for k, step in enumerate(plan.steps[:-1]):
            here, _ = rs.apply_unchecked(here, step, Seeded(0))
            self.pending.append((fingerprint(rs.observe(here, player)), plan.steps[k + 1]))

    def _after_replies(self, plans: list[Plan], player: str, deadline: float) -> Plan:
        """Stage B: the plan among ``plans`` (best first) whose value after the next acting
        player's best plan is highest. A plan whose replies were not all planned before
        ``deadline`` is left out; when even the first was not, the first (plan-greedy)."""
        seeds = [self.rng.getrandbits(32) for _ in range(REPLY_DICE)]
        outcome_seeds = [self.rng.getrandbits(32) for _ in range(REPLY_SAMPLES)]
        best, best_value = plans[0], -math.inf
        for plan in plans:
            ends = self._outcomes(plan, outcome_seeds) if plan.dice else [plan.end]
            total = 0.0
            for end in ends:
                value = self._reply_value(end, player, seeds, deadline)
                if value is None:
                    return best
                total += value
            self.last_replies += 1
            value = total / len(ends)
            if value > best_value:
                best, best_value = plan, value
        return best

    def _outcomes(self, plan: Plan, outcome_seeds: list[int]) -> list[Any]:
        """The positions after ``plan`` on a few common rolls (its steps before the last roll no dice)."""
        rs = self.ruleset
        out = []
        for seed in outcome_seeds:
            dice = Seeded(seed)
            here = self._start
            for step in plan.steps:
                here, _ = rs.apply_unchecked(here, step, dice)
            out.append(here)
        return out

    def _reply_value(self, end: Any, player: str, seeds: list[int], deadline: float) -> float | None:
        """``player``'s value of ``end`` after the next acting player's best plan from there (the
        static value when nobody acts by plans there); None when the time ran out first."""
        rs = self.ruleset
        if rs.is_over(end):
            return rs.evaluate(end, player)
        movers = rs.to_move(end)
        if len(movers) != 1 or rs.plan_key(end) is None:
            return rs.evaluate(end, player)
        mover = movers[0]
        plans, stats = enumerate_plans(rs, end, mover, seeds, deadline, self.clock, strict=True)
        if not stats.complete:
            return None
        if not plans:
            return rs.evaluate(end, player)
        value = plans[0].value
        if mover == player:
            return value
        if self.zero_sum_pair:
            return -value
        return rs.evaluate(plans[0].end, player)
