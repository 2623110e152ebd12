"""The search level: Monte Carlo tree search with determinization, within a time budget.

* Hidden information: every iteration starts from ``ruleset.determinize(observation, ...)``, a
  full state sampled to agree with what the bot saw (information-set MCTS over one shared tree).
* Chance: every iteration rolls its own dice (a fresh ``Seeded`` source), and the tree is
  *open-loop*: a node stands for a sequence of actions, whatever the dice did on the way, so its
  statistics average over the rolls. Actions that are not legal after this iteration's rolls are
  simply not offered (the usual open-loop treatment).
* Turns of several actions need nothing special: each node knows who acts there (``to_move``).
* A value per player: every iteration backs up a vector (one value per seat) and each node keeps
  the value of the player who chose it. Only a game that declares itself zero-sum for two
  players (``GameFacts``) fills the vector by negation; otherwise each player's value is their
  own evaluation (or the result at the end), so three to six players are searched as they are.
* Simultaneous moves (``GameFacts.simultaneous``, several players in ``to_move``): the node is a
  *joint* node (decoupled UCT). Each player to act keeps their own statistics there and picks
  their action from them alone, so nobody's choice depends on what the others pick in the same
  iteration; the chosen actions are then applied in seating order and the joint choice leads to
  the next node. Choices other players already made but keep secret (a vote face down) are
  sampled by the determinization, never read.
* Guidance instead of random rollouts, and lazy: a position reached for the first time is valued
  by one ``ruleset.evaluate`` (a truncated rollout of depth zero) and nothing more. When an
  iteration passes through it again, its actions become children with *cheap* priors: what the
  same action (same player) earned elsewhere in this search (a history table, seeded with the
  root's scores), else the node's own value. A node passed through a few times (SCORE_AT), or
  one whose actions the history mostly does not know (the other side's, early on), has its
  children scored with the evaluation (actions that roll dice: the mean of a few rolls), which
  also feeds the history and gives the node one more sample of its own value (its best child's
  score). Most iterations thus cost one evaluation, a few cost one per child. The root's priors
  are the heuristic level's full expectation over several rolls, so the search starts from the
  heuristic's choice; priors order the children for progressive widening.
* Legal actions are listed once per node where the position cannot differ between iterations
  (the observation hides nothing and no dice were rolled on the way), else at every visit.
* Selection is UCT over the children the widening admits.
* Off unless a ruleset's ``search_tuning`` asks (Lancaster does): the other players answered as
  the heuristic level would (OPPONENT_MODEL: their best scored action, not explored), lines valued
  only once they have answered (OPPONENT_CHAIN), and the heuristic's choice kept at the root unless
  the search finds an action better by a margin (ROOT_KEEP).
* Off unless a ruleset's ``search_tuning`` asks (ROLLOUT): where units act, no tree at all but
  the heuristic's choice kept unless playouts of a fast heuristic show another action better on
  evidence (core/bots/rollout.py).
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Callable
from typing import Any

from ..dice import Recorder, Seeded
from ..engine import IllegalAction, Ruleset
from .heuristic import DICE_SAMPLES, action_values
from .plans import PlanChooser, fingerprint
from .random_bot import candidates_for
from .rollout import RolloutReport, RolloutSettings, rollout_choice

# UCT exploration constant, tuned on 60-game matches against the heuristic at 20 iterations per
# action (0.15: 36-21, 0.4: 40-19, 0.8: 33-25): enough to look past the heuristic's favourite.
EXPLORATION = 0.4
# Virtual visits given to a child's prior score.
PRIOR_VISITS = 2.0
# Children admitted at a node with n visits: WIDEN_BASE + WIDEN_RATE * sqrt(n).
WIDEN_BASE = 2
WIDEN_RATE = 1.0
# Rolls averaged for the prior of an action that rolls dice, below the root.
EXPANSION_SAMPLES = 4
# A node's children get cheap priors (what the same action earned elsewhere in the search) when
# it is first passed through, and are scored with the evaluation once it has been passed through
# this many times; a leaf is valued by one evaluation of its position.
SCORE_AT = 3
CHEAP_PRIOR_VISITS = 1.0
# Nodes this close to the root are expanded in full when first reached (every child scored, the
# node valued by its best child). Every node, for now: lazy expansion below depth 1 makes about
# 1,300 iterations per CPU second (against about 330) but was not shown stronger than the
# heuristic (12-10-1 in 23 games of the 1997 game, where the full expansion measured 65 of 100);
# strength before speed until the lazy search is tuned (bench/bots.py measures both). Tried since
# (0.6 s CPU, 1997, seats alternated, on a machine at load 8-17; README has the table): the lazy
# search with the relative history at EXPLORATION 0.4 made 1,281 iterations per CPU second and
# won 22 of 46 games (the full expansion: 65 of 100); lower exploration lost more (0.2: 4-6 with the old history, 1-3 with the
# relative one; 0.2 with the tempo correction 6-4, and 3-7 on the CI seeds at 120 iterations).
# Once the 1997 evaluation stopped crediting the side about to start its turn, the lazy search
# with the relative history and RANGE_EXPLORATION became the 1997 game's own setting (its
# ``search_tuning``; README has the match); the other games keep these values.
FULL_DEPTH = 10**6
# At a joint node, a player's actions scored when their statistics are made: a seeded sample of
# this many when there are more (a secret setup offers hundreds of placements, of which the
# widening admits only a few; the rest join unscored, after them).
ARM_SCORED = 12
# The history (what an action earned elsewhere in the search) keeps an action's *gain*: the value
# it led to minus the static value of the position it was chosen in, so that a cheap prior is the
# node's own static value plus what the action usually adds (absolute values from other positions
# say more about those positions than about the action).
RELATIVE_HISTORY = False
# Values corrected for whose turn it is (two-player zero-sum games): an evaluation credits the side
# to move with what it is about to do, by an amount the search cannot trust (measured in the 1997
# game: after a whole enemy turn the same side looked better than before it), and a tree compares
# lines that stop at different points of a turn. Every evaluation is filed by the kind of position
# it valued (who is to move, and whether that side has just acted: the middle of its turn); the
# mean of each kind is measured during the search, and a value is moved by its kind's mean minus
# the mean of the kind the root's children are (so those, the heuristic's priors, need none).
# A kind is corrected once TEMPO_MIN evaluations of it and of the reference were seen.
TEMPO_CORRECTION = False
TEMPO_MIN = 8
TEMPO_SEED = 5
# Exploration fitted to the spread of values: at each node UCT's exploration constant is
# EXPLORATION times the spread (best minus worst mean) of the children it chooses among, at least
# RANGE_FLOOR. An evaluation whose moves differ by a few hundredths (the 1997 game's, on most
# moves) otherwise gets nearly equal visits for every move at a constant that suits a game whose
# moves differ by tenths; scaled, the constant means "a share of what is at stake here".
RANGE_EXPLORATION = False
RANGE_FLOOR = 0.01
# Stop a timed search once its choice is settled: the answer is the root's most visited action,
# and an iteration adds one visit to one root action, so when the leader's lead in visits is
# more than the iterations the time left allows (at the rate so far, with EARLY_MARGIN to spare),
# no other action can overtake it and the rest of the budget would change nothing. Checked every
# EARLY_CHECK iterations after EARLY_MIN; a search by a fixed number of iterations never stops
# early, nor one whose answer is not the most visited action (ROOT_KEEP).
EARLY_STOP = True
EARLY_MARGIN = 1.5
EARLY_CHECK = 16
EARLY_MIN = 32
# The other players as the heuristic level plays (a game whose bots usually face heuristic
# players, or players who mostly take what looks best now): at a node where another player acts,
# the search does not explore their options but follows the one their evaluation scored best
# when the node was expanded (the heuristic's choice on this iteration's draw; the first legal one
# in that order when the draw changed what is legal). The search's own choices are then compared
# against the replies they will meet, not against every reply the tree happens to try.
OPPONENT_MODEL = False
# With OPPONENT_MODEL: an iteration that reaches a new node before another player has acted
# does not stop there (valued as it stands, before their reply) but goes on, each node expanded
# on the way, through the searching player's own follow-up decisions (their best scored action)
# and the other players' heuristic replies to the searching player's next decision after them (or
# a simultaneous step, or the end), where it is valued. Every line is then valued at the same
# point: once the others have answered, never before their replies.
OPPONENT_CHAIN = False
# The root's answer: the most visited child (ROOT_KEEP off), or the heuristic's choice (the
# root's best prior) unless a child that ROOT_MIN_VISITS iterations went through has a mean value
# at least ROOT_MARGIN above the heuristic choice's mean (then the best such child by mean). Where
# the evaluation holds several actions nearly equal, the visits fall nearly evenly among them and
# the most visited one is close to a random pick; this keeps the heuristic's ordering there.
ROOT_KEEP = False
ROOT_MARGIN = 0.02
ROOT_MIN_VISITS = 8
# The search values positions with the ruleset's ``search_evaluate`` where it has one (an
# evaluation meant for a search, e.g. one that credits the side about to act with its threats),
# everywhere it would call ``evaluate`` (root priors included); the heuristic level keeps
# ``evaluate``. Off unless a ruleset's ``search_tuning`` asks (the hex game does).
SEARCH_EVALUATION = False
# The search values positions with the ruleset's ``fitted_evaluate`` where it has one (an
# evaluation whose weights were fitted to game results), in the same places; over
# SEARCH_EVALUATION when both are on. Off unless a ruleset's ``search_tuning`` asks.
FITTED_EVALUATION = False
# Plans (core/bots/plans.py): where the ruleset says a position is inside an action of several
# steps (``Ruleset.plan_key``), the search does not build a tree of single steps but lists every
# end of the action (the whole unit action as one choice), plays the first step of the best and
# carries the rest out over the next calls. PLAN_REPLY > 0 looks that many of the best plans one
# action further (the next acting player's best plan). Off unless a ruleset's ``search_tuning``
# asks; elsewhere (the army building, a game without the hook) the tree search as before.
PLANS = False
PLAN_REPLY = 0
# Rollouts (core/bots/rollout.py): where the ruleset says units act (``Ruleset.plan_key`` not None)
# and the bot acts alone, the answer is not a tree search's but the heuristic's choice (the root's
# best prior) unless playouts of a fast heuristic for both sides, on common dice, show one of the
# next ROLLOUT_CANDIDATES - 1 actions by the priors better by more than ROLLOUT_Z standard errors
# of the paired differences. ROLLOUT_PLAYOUTS playouts at most per candidate, each
# ROLLOUT_HORIZON decisions (then to the end of a side's run of actions), the base policy sampling
# ROLLOUT_SAMPLES rolls per action that rolls dice; a candidate needs ROLLOUT_MIN playouts.
# Off unless a ruleset's ``search_tuning`` asks; elsewhere (the army building) the tree search.
# Measured in the hex game (README: no better than its shipped search), so no game sets it.
ROLLOUT = False
ROLLOUT_CANDIDATES = 3
ROLLOUT_PLAYOUTS = 64
ROLLOUT_HORIZON = 6
ROLLOUT_SAMPLES = 2
ROLLOUT_Z = 1.0
ROLLOUT_MIN = 4
# A formation for the army building: while the bot's side builds its army, the ruleset's
# ``formation_step`` (a Withdraw or Deploy towards a formation of its own units, None once they
# stand in it) answers before any search, so the search only buys and confirms. Off unless a
# ruleset's ``search_tuning`` asks (the hex game's bench/hex_deploy.py, README).
FORMATION = False
# An army by rule: while the bot's side builds its army from nothing, the ruleset's
# ``muster_step`` (the next Buy of the rule's army, then its deployment, then Ready; None when the
# side's units are not the rule's) answers before any search (the hex game's leadership-first
# army, core/rulesets/lionheart_hex/muster.py). Off unless a ruleset's ``search_tuning`` asks (the
# hex game's does). Before FORMATION: the rule's army is deployed by the ruleset's formation.
MUSTER = False

# A ruleset may set its own values of these constants (a class attribute ``search_tuning``, a dict
# NAME -> value); a constant changed here at run time (a test, or bench/bots.py --set, which also
# lists it in FORCED) wins over the ruleset's value.
TUNABLE = ("EXPLORATION", "FULL_DEPTH", "SCORE_AT", "RELATIVE_HISTORY", "TEMPO_CORRECTION",
           "RANGE_EXPLORATION", "RANGE_FLOOR", "EARLY_STOP", "OPPONENT_MODEL", "OPPONENT_CHAIN", "ROOT_KEEP",
           "ROOT_MARGIN", "ROOT_MIN_VISITS", "SEARCH_EVALUATION", "FITTED_EVALUATION", "PLANS", "PLAN_REPLY",
           "ROLLOUT", "ROLLOUT_CANDIDATES", "ROLLOUT_PLAYOUTS", "ROLLOUT_HORIZON", "ROLLOUT_SAMPLES", "ROLLOUT_Z",
           "ROLLOUT_MIN", "FORMATION", "MUSTER")
FORCED: set[str] = set()


_SHIPPED = {name: globals()[name] for name in TUNABLE}


def tuning_for(ruleset: Any) -> dict[str, Any]:
    """The tuning constants a search of ``ruleset`` uses: this module's, the ruleset's own
    (``search_tuning``) over them, and those changed at run time over both."""
    own = getattr(ruleset, "search_tuning", None) or {}
    out = {}
    for name in TUNABLE:
        value = globals()[name]
        if name in own and name not in FORCED and value == _SHIPPED[name]:
            value = own[name]
        out[name] = value
    return out


def _settled(node: _Node, more: float) -> bool:
    """Whether ``more`` iterations could no longer change the most visited child of ``node``
    (each adds at most one visit to one child, and equal visits are settled by the mean)."""
    first = second = -math.inf
    for child in node.children.values():
        v = child.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > more


class _SearchView:
    """A ruleset seen by a search with SEARCH_EVALUATION (or FITTED_EVALUATION): ``evaluate`` is
    its ``search_evaluate`` (or ``fitted_evaluate``), everything else the ruleset's own."""

    def __init__(self, ruleset: Any, evaluate: Any = None) -> None:
        self._ruleset = ruleset
        self.evaluate = evaluate or ruleset.search_evaluate

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._ruleset, name)
        setattr(self, name, value)  # looked up once
        return value


class _Node:
    __slots__ = ("children", "order", "visits", "value", "arms", "joint", "real", "base", "actions", "scored")

    def __init__(self, prior: float = 0.0, weight: float = PRIOR_VISITS) -> None:
        self.children: dict[Any, _Node] = {}
        self.order: list[Any] = []  # actions by prior, best first
        self.visits = weight
        self.value = prior * weight  # sum of values for the player who chose this node
        self.real = 0  # iterations that passed through (the visits without the prior's)
        self.base: float | None = None  # the mover's static value, set when first evaluated
        self.actions: list | None = None  # legal actions, kept where the state is always the same
        self.scored = False  # children scored with the evaluation (else cheap priors only)
        # A joint node (several players act at once) also sets ``arms``: each mover's statistics
        # (a _Node whose children are that mover's actions), and ``joint``: the next node of each
        # joint choice. Left unset elsewhere (read with getattr), so the nodes of a game of
        # alternating turns cost no more to make than before.


class SharedDraws:
    """A fixed set of determinizations for one search (a ruleset opts in with a class attribute
    ``search_draws = K``): K full states sampled once from the observation, each with its own dice
    seed, that the iterations cycle through (iteration i plays draw i mod K). Every action at the
    root is then tried against the same few hidden hands and the same rolls, so the root compares
    actions on common draws instead of on a fresh draw each time (the noise that decides little
    searches with a few dozen iterations per action), and the nodes below the root see only K
    different positions."""

    __slots__ = ("states", "seeds", "used")

    def __init__(self, ruleset: Ruleset, observation: Any, player: str, rng: random.Random, k: int) -> None:
        self.states = [ruleset.determinize(observation, player, rng) for _ in range(k)]
        self.seeds = [rng.getrandbits(32) for _ in range(k)]
        self.used = [0] * k  # iterations that played each draw (for tests and the bench)

    def next(self, count: int) -> tuple[Any, Seeded]:
        k = count % len(self.states)
        self.used[k] += 1
        return self.states[k], Seeded(self.seeds[k])


def shared_draws_for(ruleset: Any) -> int:
    """How many shared determinizations a search of ``ruleset`` uses (0: a fresh one per
    iteration, the default)."""
    k = getattr(ruleset, "search_draws", 0) or 0
    return max(0, int(k))


class SearchBot:
    """MCTS with determinization; ``time_budget`` seconds per action, or ``iterations`` fixed
    iterations when set (then it is deterministic for its seed)."""

    level = "search"

    def __init__(self, ruleset: Ruleset, seed: int = 0, time_budget: float = 0.6,
                 iterations: int | None = None, clock: Callable[[], float] = time.perf_counter) -> None:
        self.ruleset = ruleset
        # The clock the budget is read on: wall time by default; a bench on a shared machine may
        # pass time.process_time so that other work does not shorten the search.
        self.clock = clock
        self.seed = seed
        self.time_budget = time_budget
        self.iterations = iterations
        self.rng = random.Random(seed)
        # What the game declares about itself (GameFacts), read once instead of probed.
        facts = getattr(ruleset, "facts", None)
        self._zero_sum_pair = bool(facts is None or (facts.zero_sum and facts.max_players == 2))
        self._simultaneous = bool(facts is None or facts.simultaneous)
        # Figures of the last search, for the bench.
        self.last_iterations = 0
        self.last_settled = False  # whether the last search stopped early, its choice settled
        self.last_seconds = 0.0
        self.last_root: _Node | None = None  # the last search tree, for inspection
        self._interrupted = False
        self._deadline = math.inf  # a timed search's end (an iteration's chain stops there)
        # Per search: the mean value each (player, action) earned wherever it was tried (a cheap
        # prior for the same action elsewhere in the tree), and whether the observation hides
        # nothing (then a node reached without dice always holds the same position).
        self._history: dict[Any, list[float]] = {}
        self._exact = False
        # Per search: evaluations filed by kind of position (see TEMPO_CORRECTION), as [sum of
        # values for the root's player, count], and the reference kind.
        self._tempo: dict[Any, list[float]] = {}
        self._tempo_ref: Any = None
        self._tempo_on = False
        self._player: str | None = None
        # Per search: the shared determinizations (SharedDraws) when the ruleset asks for them,
        # and the iterations played so far.
        self.draws: SharedDraws | None = None
        self._draw_count = 0
        # Actions after which the game wants the position valued without its replies (a hook
        # of the ruleset, off unless a ruleset defines it).
        self._stops_after = getattr(ruleset, "search_stops_after", None) or (lambda action: False)
        self._set_tuning()
        if self.tuning["FITTED_EVALUATION"] and hasattr(ruleset, "fitted_evaluate"):
            self.ruleset = _SearchView(ruleset, ruleset.fitted_evaluate)
        elif self.tuning["SEARCH_EVALUATION"] and hasattr(ruleset, "search_evaluate"):
            self.ruleset = _SearchView(ruleset)
        self.plans: PlanChooser | None = None  # made when PLANS is first used
        self.last_rollout: RolloutReport | None = None  # what the last choice by rollouts did
        self.last_planned = False  # whether the last choice was made by plans

    def _draw(self, observation: Any, player: str) -> tuple[Any, Seeded]:
        """The hidden information and dice of one iteration: the next shared draw, or a fresh
        determinization and seed."""
        if self.draws is not None:
            out = self.draws.next(self._draw_count)
            self._draw_count += 1
            return out
        state = self.ruleset.determinize(observation, player, self.rng)
        return state, Seeded(self.rng.getrandbits(32))

    def _common_priors(self, priors: list[float], actions: list, player: str) -> list[float]:
        """The root's priors with shared draws: each action's value averaged over the prior's own
        determinization and every shared draw (with that draw's dice), so that all the root's
        actions are judged on the same hidden hands."""
        draws = self.draws
        totals = list(priors)
        for state, seed in zip(draws.states, draws.seeds, strict=True):
            for i, v in enumerate(action_values(self.ruleset, state, player, actions, [seed])):
                totals[i] += v
        n = 1 + len(draws.states)
        return [t / n for t in totals]

    def _explore_at(self, children: dict, candidates: list) -> float:
        """The exploration constant at a node (RANGE_EXPLORATION): EXPLORATION times the spread
        of the candidates' mean values, at least RANGE_FLOOR."""
        lo, hi = math.inf, -math.inf
        for action in candidates:
            child = children[action]
            mean = child.value / child.visits
            if mean < lo:
                lo = mean
            if mean > hi:
                hi = mean
        spread = hi - lo
        return self._exploration * (spread if spread > self._range_floor else self._range_floor)

    def _set_tuning(self) -> None:
        """Reads the tuning constants for this search (module, ruleset, run-time changes)."""
        tuning = self.tuning = tuning_for(self.ruleset)
        self._exploration = tuning["EXPLORATION"]
        self._full_depth = tuning["FULL_DEPTH"]
        self._score_at = tuning["SCORE_AT"]
        self._relative = tuning["RELATIVE_HISTORY"]
        self._range = tuning["RANGE_EXPLORATION"]
        self._range_floor = tuning["RANGE_FLOOR"]
        self._model_others = tuning["OPPONENT_MODEL"]
        self._chain = self._model_others and tuning["OPPONENT_CHAIN"]

    def interrupt(self) -> None:
        """Stop the current search soon and answer with the best action so far (another thread
        may call this: the GUI's worker does when the answer is no longer wanted)."""
        self._interrupted = True

    # ---- values -----------------------------------------------------------------------------
    def _values(self, state: Any, perspective: str, value: float, players: tuple[str, ...]) -> dict[str, float]:
        """A value for every player from one player's value: the negation for the other player of
        a two-player zero-sum game, else each player's own evaluation."""
        if self._zero_sum_pair and len(players) == 2:
            a, b = players
            other = b if perspective == a else a
            return {perspective: value, other: -value}
        out = {p: self.ruleset.evaluate(state, p) for p in players}
        out[perspective] = value
        return out

    def _terminal(self, state: Any, players: tuple[str, ...]) -> dict[str, float]:
        result = self.ruleset.result(state)
        if result is None or not result.winners:
            return dict.fromkeys(players, 0.0)
        return {p: (1.0 if p in result.winners else -1.0) for p in players}

    def _kind(self, state: Any, chooser: str | None) -> Any:
        """The kind of position ``state`` is for the tempo correction: who is to move, and whether
        they also made the move that led here (``chooser``)."""
        movers = self.ruleset.to_move(state)
        return movers, bool(movers) and movers[0] == chooser

    def _tempo_value(self, value: float, perspective: str, kind: Any) -> float:
        """``value`` (for ``perspective``) of a position of ``kind``: filed, and returned corrected."""
        if not self._tempo_on or not kind[0]:
            return value
        own = perspective == self._player
        stats = self._tempo.get(kind)
        if stats is None:
            stats = self._tempo[kind] = [0.0, 0]
        stats[0] += value if own else -value
        stats[1] += 1
        ref = self._tempo.get(self._tempo_ref)
        if kind == self._tempo_ref or ref is None or ref[1] < TEMPO_MIN or stats[1] < TEMPO_MIN:
            return value
        offset = stats[0] / stats[1] - ref[0] / ref[1]  # for the root's player
        return value - offset if own else value + offset

    # ---- the search -------------------------------------------------------------------------
    def _score(self, state: Any, action: Any, mover: str, dice: Seeded) -> float:
        """A prior for one action: its evaluation for the mover, averaged over a few rolls when it
        rolls dice (a single lucky roll would make the best-of-children backup over-optimistic)."""
        recorder = Recorder(Seeded(dice.seed, dice.position))
        after, _ = self.ruleset.apply_unchecked(state, action, recorder)
        total = self.ruleset.evaluate(after, mover)
        kind = self._kind(after, mover) if self._tempo_on else None
        if not recorder.values:
            return self._tempo_value(total, mover, kind) if kind is not None else total
        for k in range(1, EXPANSION_SAMPLES):
            after, _ = self.ruleset.apply_unchecked(state, action, Seeded(dice.seed + k * 7919, dice.position))
            total += self.ruleset.evaluate(after, mover)
        total /= EXPANSION_SAMPLES
        return self._tempo_value(total, mover, kind) if kind is not None else total

    def _expand(self, node: _Node, state: Any, actions: list, mover: str, dice: Seeded) -> float:
        """Score each action once; returns the best score (the mover's value of the node)."""
        best = -math.inf
        scored = []
        for action in actions:
            v = self._score(state, action, mover, dice)
            scored.append((v, action))
            best = max(best, v)
        scored.sort(key=lambda item: -item[0])
        for v, action in scored:
            node.children[action] = _Node(v)
        node.order = [a for _, a in scored]
        return best

    def _cheap_prior(self, mover: str, action: Any, fallback: float) -> float:
        seen = self._history.get((mover, action))
        if seen is None:
            return fallback
        return (fallback if self._relative else 0.0) + seen[0] / seen[1]

    def _record(self, mover: str, action: Any, value: float, base: float | None) -> None:
        """Adds one value an action led to (for the mover) to the history; ``base`` is the static
        value of the position it was chosen in."""
        if self._relative:
            value -= base if base is not None else 0.0
        seen = self._history.get((mover, action))
        if seen is None:
            self._history[(mover, action)] = [value, 1]
        else:
            seen[0] += value
            seen[1] += 1

    def _open(self, node: _Node, actions: list, mover: str) -> int:
        """Children for a node on its second visit, with cheap priors: what each action earned
        elsewhere in this search, else the node's own static value. None is evaluated yet.
        Returns how many actions had no such record."""
        base = node.base if node.base is not None else 0.0
        history = self._history
        unknown = 0
        priors = []
        for k, a in enumerate(actions):
            seen = history.get((mover, a))
            if seen is None:
                unknown += 1
                priors.append((base, k, a))
            else:
                priors.append(((base if self._relative else 0.0) + seen[0] / seen[1], k, a))
        scored = sorted(priors, key=lambda t: (-t[0], t[1]))
        children = node.children
        for v, _, action in scored:
            children[action] = _Node(v, CHEAP_PRIOR_VISITS)
        node.order = [a for _, _, a in scored]
        return unknown

    def _rescore(self, node: _Node, state: Any, actions: list, mover: str, dice: Seeded, path: list) -> None:
        """A node that keeps being visited: score its children with the evaluation (those not
        tried yet), feed the scores to the history, and order the children by what they are
        worth now. The best score is one more sample of the node's own value (a look one action
        ahead, better than its static value)."""
        node.scored = True
        best = -math.inf
        for action in actions:
            child = node.children[action]
            if child.real:
                continue
            v = self._score(state, action, mover, dice)
            if v > best:
                best = v
            child.value, child.visits = v * PRIOR_VISITS, PRIOR_VISITS
            self._record(mover, action, v, node.base)
        children = node.children
        node.order.sort(key=lambda a: -children[a].value / children[a].visits)
        if path and path[-1][0] is node and best > -math.inf:
            chooser = path[-1][1]
            if chooser == mover:
                node.value += best
                node.visits += 1
            elif self._zero_sum_pair:
                node.value -= best
                node.visits += 1

    def _expand_scored(self, node: _Node, state: Any, actions: list, mover: str, dice: Seeded) -> float:
        """Children of a new node, each scored with the evaluation (fed to the history);
        returns the best score."""
        best = self._expand(node, state, actions, mover, dice)
        node.scored = True
        if self._relative:  # gains are measured from the node's static value
            node.base = self.ruleset.evaluate(state, mover)
        for action in node.order:
            self._record(mover, action, node.children[action].value / node.children[action].visits, node.base)
        return best

    def _leaf(self, state: Any, mover: str, players: tuple[str, ...], chooser: str | None) -> dict[str, float]:
        """The values of a position reached for the first time: its evaluation."""
        evaluate = self.ruleset.evaluate
        if self._zero_sum_pair and len(players) == 2:
            v = evaluate(state, mover)
            if self._tempo_on:
                v = self._tempo_value(v, mover, ((mover,), mover == chooser))
            a, b = players
            return {mover: v, (b if mover == a else a): -v}
        return {p: evaluate(state, p) for p in players}

    def _iterate(self, root: _Node, observation: Any, player: str, players: tuple[str, ...]) -> None:
        rs = self.ruleset
        state, dice = self._draw(observation, player)
        start = dice.position
        exact = self._exact
        node = root
        path: list[tuple[_Node, str, Any]] = []  # (child, player who chose it, action)
        while True:
            if rs.is_over(state):
                values = self._terminal(state, players)
                break
            movers = rs.to_move(state)
            if len(movers) > 1 and self._simultaneous:
                step = self._joint_step(node, state, movers, players, dice, path)
                if isinstance(step, dict):
                    values = step
                    break
                node, state = step
                exact = False
                continue
            mover = movers[0]
            if node.base is None and node is not root:
                if len(path) <= self._full_depth:
                    # Just below the root, where a choice is made: every action scored at once,
                    # and the node valued by its best (a look one action further).
                    actions = rs.bot_actions(state, mover)
                    if exact and dice.position == start:
                        node.actions = actions
                    best = self._expand_scored(node, state, actions, mover, dice)
                    if node.base is None:
                        node.base = best
                    if not self._chain or (mover == player and any(m != player for _, m, _ in path)) \
                            or self.clock() >= self._deadline:
                        values = self._values(state, mover, best, players)
                        break
                    # OPPONENT_CHAIN: a new node before the others have answered; go on with
                    # the best scored action (below) to the searching player's next decision
                    # (a timed search past its budget values the node as it stands: a chain of
                    # expansions would otherwise run the move over its time)
                else:  # deeper, a new leaf: its static value
                    values = self._leaf(state, mover, players, path[-1][1] if path else player)
                    node.base = values[mover]
                    break
            # The same position every time (nothing hidden, no dice on the way): its actions
            # are listed once; else they are listed again (this iteration's dice may have
            # opened or closed some).
            same = exact and dice.position == start
            if same and node.actions is not None:
                actions = node.actions
                legal = None
            else:
                actions = rs.bot_actions(state, mover)
                if same:
                    node.actions = actions
                    legal = None
                else:
                    legal = set(actions)
            if not node.order:
                if 2 * self._open(node, actions, mover) > len(actions):
                    # Mostly actions the search knows nothing of (the other side's, early in
                    # the search): score them now; their scores then serve the whole tree.
                    self._rescore(node, state, actions, mover, dice, path)
            elif legal is not None:
                base = node.base if node.base is not None else 0.0
                for action in actions:  # actions this iteration's dice opened up
                    if action not in node.children:
                        node.children[action] = _Node(self._cheap_prior(mover, action, base), CHEAP_PRIOR_VISITS)
                        node.order.append(action)
            if not node.scored and node.real >= self._score_at:
                self._rescore(node, state, [a for a in node.order if legal is None or a in legal], mover, dice, path)
            admit = WIDEN_BASE + int(WIDEN_RATE * math.sqrt(node.visits))
            if legal is None:
                candidates = node.order[:admit]
            else:
                candidates = [a for a in node.order if a in legal][:admit]
            children = node.children
            if self._model_others and mover != self._player:
                chosen = candidates[0]  # the other player's heuristic choice (OPPONENT_MODEL)
            else:
                log_n = math.log(node.visits + 1)
                chosen, best_score = candidates[0], -math.inf
                c = self._explore_at(children, candidates) if self._range else self._exploration
                for action in candidates:
                    child = children[action]
                    score = child.value / child.visits + c * math.sqrt(log_n / child.visits)
                    if score > best_score:
                        chosen, best_score = action, score
            node.real += 1
            state, _ = rs.apply_unchecked(state, chosen, dice)
            node = children[chosen]
            path.append((node, mover, chosen))
            if self._stops_after(chosen) and not rs.is_over(state):
                # the game asks for this action's position to be valued as it is (Ruleset.search_stops_after)
                values = self._values(state, mover, rs.evaluate(state, mover), players)
                break
        root.visits += 1  # every other node on the path counts its visit below
        parent = root
        for child, mover, action in path:
            child.visits += 1
            v = values.get(mover, 0.0)
            child.value += v
            if action is not None:
                self._record(mover, action, v, parent.base)
            parent = child

    def _new_arm(self, state: Any, actions: list, mover: str, dice: Seeded) -> tuple[_Node, float]:
        """``mover``'s statistics at a joint node: at most ARM_SCORED actions scored (a seeded
        sample), best first, then the others; returns them and the best score."""
        arm = _Node()
        if len(actions) <= ARM_SCORED:
            return arm, self._expand(arm, state, actions, mover, dice)
        actions = list(actions)
        self.rng.shuffle(actions)
        best = self._expand(arm, state, actions[:ARM_SCORED], mover, dice)
        rest = sum(arm.children[a].value for a in arm.order) / (PRIOR_VISITS * len(arm.order))
        for action in actions[ARM_SCORED:]:
            arm.children[action] = _Node(rest)
            arm.order.append(action)
        return arm, best

    def _arm(self, node: _Node, state: Any, mover: str, dice: Seeded) -> _Node:  # node.arms is set
        """``mover``'s statistics at a joint node, made (and scored) when first needed."""
        arm = node.arms.get(mover)
        if arm is None:
            arm, _ = self._new_arm(state, self.ruleset.bot_actions(state, mover), mover, dice)
            node.arms[mover] = arm
        return arm

    def _joint_step(self, node: _Node, state: Any, movers: tuple[str, ...], players: tuple[str, ...],
                    dice: Seeded, path: list) -> dict[str, float] | tuple[_Node, Any]:
        """One simultaneous step of an iteration (decoupled UCT): every mover picks from their own
        statistics at this node; returns the leaf values when the node is new, else the next node
        and the state after all the picks."""
        rs = self.ruleset
        if getattr(node, "arms", None) is None:
            node.arms, node.joint = {}, {}
            values = {p: rs.evaluate(state, p) for p in players if p not in movers}
            for mover in movers:
                node.arms[mover], values[mover] = self._new_arm(state, rs.bot_actions(state, mover), mover, dice)
            return values
        log_n = math.log(node.visits + 1)
        picks = []
        for mover in movers:
            arm = self._arm(node, state, mover, dice)
            actions = rs.bot_actions(state, mover)
            new = [a for a in actions if a not in arm.children]  # opened up by this determinization
            if new:  # (another hidden hand): scored when few, else given the arm's mean prior
                mean = sum(c.value / c.visits for c in arm.children.values()) / max(1, len(arm.children))
                for action in new:
                    score = self._score(state, action, mover, dice) if len(new) <= ARM_SCORED else mean
                    arm.children[action] = _Node(score)
                    arm.order.append(action)
            legal = set(actions)
            admit = WIDEN_BASE + int(WIDEN_RATE * math.sqrt(node.visits))
            candidates = [a for a in arm.order if a in legal][:admit]
            chosen, best_score = candidates[0], -math.inf
            if not (self._model_others and mover != self._player):  # else the heuristic's choice
                c = self._explore_at(arm.children, candidates) if self._range else self._exploration
                for action in candidates:
                    child = arm.children[action]
                    score = child.value / child.visits + c * math.sqrt(log_n / child.visits)
                    if score > best_score:
                        chosen, best_score = action, score
            picks.append((mover, chosen))
        for k, (_, action) in enumerate(picks):
            # Simultaneous choices do not interfere; should one no longer be legal after the
            # others, it is left out of this iteration.
            if k:
                try:
                    rs.check(state, action)
                except IllegalAction:
                    continue
            state, _ = rs.apply_unchecked(state, action, dice)
        for mover, action in picks:
            path.append((node.arms[mover].children[action], mover, None))
        key = tuple(action for _, action in picks)
        nxt = node.joint.get(key)
        if nxt is None:
            nxt = node.joint[key] = _Node()
        path.append((nxt, None, None))
        return nxt, state

    def choose(self, observation: Any, player: str) -> Any:
        """The action the search trusts most (the most visited at the root)."""
        rs = self.ruleset
        self.last_planned = False
        self._set_tuning()
        for switch, hook in (("MUSTER", "muster_step"), ("FORMATION", "formation_step")):
            step = getattr(rs, hook, None) if self.tuning[switch] else None
            ruled = step(observation, player) if step is not None else None
            if ruled is not None:
                return ruled
        if self.tuning["PLANS"]:
            planned = self._planned(observation, player)
            if planned is not None:
                return planned[0]
        actions = candidates_for(rs, observation, player)
        if len(actions) == 1:
            return actions[0]
        self._set_tuning()
        tuning = self.tuning
        clock = self.clock
        start = clock()
        movers = rs.to_move(observation)
        joint = len(movers) > 1 and self._simultaneous and player in movers
        players = tuple(rs.players(getattr(observation, "opts", None)))
        self.rng.shuffle(actions)  # seeded tie order
        root = _Node()
        # At a joint root (others act at the same time) the bot's own choices are one arm of it.
        mine = _Node() if joint else root
        if joint:
            root.arms, root.joint = {player: mine}, {}
        k = shared_draws_for(rs)
        self.draws = SharedDraws(rs, observation, player, self.rng, k) if k else None
        self._draw_count = 0
        state = rs.determinize(observation, player, self.rng)
        seeds = [self.rng.getrandbits(32) for _ in range(DICE_SAMPLES)]
        priors = action_values(rs, state, player, actions, seeds)
        if self.draws is not None:
            priors = self._common_priors(priors, actions, player)
        scored = sorted(zip(priors, range(len(actions)), actions, strict=True), key=lambda t: (-t[0], t[1]))
        for v, _, action in scored:
            child = _Node(v)
            child.visits = PRIOR_VISITS * 2  # the root's priors are averaged over several rolls
            child.value = v * child.visits
            mine.children[action] = child
        mine.order = [a for _, _, a in scored]
        mine.scored = True
        # The root's scores seed the history: the same action a turn later is likely good again.
        root.base = rs.evaluate(state, player) if self._relative else None
        self._history = {(player, a): [v - (root.base or 0.0), 1] for v, _, a in scored}
        # The tempo correction's reference: the kind of position the root's children are.
        self._player = player
        self._tempo = {}
        self._tempo_on = tuning["TEMPO_CORRECTION"] and self._zero_sum_pair and len(players) == 2 and not joint
        if self._tempo_on:
            after, _ = rs.apply_unchecked(state, mine.order[0], Seeded(seeds[0]))
            self._tempo_ref = self._kind(after, player)
            # Its mean starts as the mean of the best few priors (those the search will follow;
            # the mean of all would count moves nobody plays), worth TEMPO_MIN evaluations.
            top = [v for v, _, _ in scored[:TEMPO_SEED]]
            self._tempo[self._tempo_ref] = [TEMPO_MIN * sum(top) / len(top), TEMPO_MIN]
        # a full state whose fingerprint is the observation's: the observation hides nothing
        self._exact = dataclasses.is_dataclass(state) and fingerprint(state) == fingerprint(observation)
        self.last_rollout = None
        if tuning["ROLLOUT"] and not joint and movers == (player,) and self._rollout_applies(observation):
            return self._rolled(root, observation, player, start)
        if self._exact and not joint:
            root.actions = actions
        root.visits = 1.0
        count = 0
        deadline = start + self.time_budget
        self._deadline = deadline if self.iterations is None else math.inf
        self._interrupted = False
        # (not with ROOT_KEEP: its answer is not the most visited action)
        early = tuning["EARLY_STOP"] and not tuning["ROOT_KEEP"] and self.iterations is None
        check = EARLY_MIN if early else math.inf
        self.last_settled = False
        while not self._interrupted:
            if self.iterations is not None:
                if count >= self.iterations:
                    break
            else:
                now = clock()
                if now >= deadline:
                    break
                if count >= check:
                    check = count + EARLY_CHECK
                    if _settled(mine, count / max(now - start, 1e-9) * (deadline - now) * EARLY_MARGIN):
                        self.last_settled = True
                        break
            self._iterate(root, observation, player, players)
            count += 1
        self.last_iterations = count
        self.last_seconds = clock() - start
        self.last_root = root
        if tuning["ROOT_KEEP"]:
            return self._kept_choice(mine, tuning)
        best = max(mine.order, key=lambda a: (mine.children[a].visits,
                                              mine.children[a].value / mine.children[a].visits))
        return best

    def _rollout_applies(self, observation: Any) -> bool:
        """Whether ROLLOUT decides here: where the ruleset says units act (``plan_key`` not None)."""
        plan_key = getattr(self.ruleset, "plan_key", None)
        return plan_key is not None and plan_key(observation) is not None

    def _rolled(self, root: _Node, observation: Any, player: str, start: float) -> Any:
        """The choice by rollouts (ROLLOUT) among the root's actions, ordered by their priors."""
        tuning = self.tuning
        settings = RolloutSettings(candidates=int(tuning["ROLLOUT_CANDIDATES"]),
                                   playouts=int(tuning["ROLLOUT_PLAYOUTS"]),
                                   horizon=int(tuning["ROLLOUT_HORIZON"]), samples=int(tuning["ROLLOUT_SAMPLES"]),
                                   z=float(tuning["ROLLOUT_Z"]), min_playouts=int(tuning["ROLLOUT_MIN"]))
        deadline = start + self.time_budget if self.iterations is None else math.inf
        action, report = rollout_choice(self.ruleset, observation, player, root.order, self.rng, settings,
                                        self.clock, deadline, exact=self._exact)
        self.last_rollout = report
        self.last_iterations = report.playouts
        self.last_settled = False
        self.last_seconds = self.clock() - start
        self.last_root = root
        return action

    def _planned(self, observation: Any, player: str) -> tuple[Any] | None:
        """The choice by plans (PLANS), as a 1-tuple, where the ruleset makes plans in this
        position and ``player`` acts alone; None: the tree search decides."""
        rs = self.ruleset
        if self.plans is None:
            self.plans = PlanChooser(rs, self.rng, self.clock, zero_sum_pair=self._zero_sum_pair)
        chooser = self.plans
        chooser.reply = int(self.tuning["PLAN_REPLY"])
        if not chooser.applies(observation) or rs.to_move(observation) != (player,):
            chooser.pending = []
            return None
        start = self.clock()
        deadline = start + self.time_budget if self.iterations is None else math.inf
        action = chooser.choose(observation, player, deadline)
        self.last_planned = True
        self.last_iterations = 0
        self.last_settled = False
        self.last_seconds = self.clock() - start
        self.last_root = None
        return (action,)

    @staticmethod
    def _kept_choice(mine: _Node, tuning: dict[str, Any]) -> Any:
        """The root's answer with ROOT_KEEP: the heuristic's choice (the best prior, first in the
        root's order) unless a child searched ROOT_MIN_VISITS times beats its mean value by
        ROOT_MARGIN (then the best such child)."""
        children = mine.children
        kept = mine.order[0]
        bar = children[kept].value / children[kept].visits + tuning["ROOT_MARGIN"]
        best, best_mean = kept, bar
        for action in mine.order[1:]:
            child = children[action]
            if child.visits - 2 * PRIOR_VISITS < tuning["ROOT_MIN_VISITS"]:  # the prior's visits aside
                continue
            mean = child.value / child.visits
            if mean >= best_mean:
                best, best_mean = action, mean
        return best
