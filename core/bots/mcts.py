"""The search level: Monte Carlo tree search with determinization, within a time budget.

* Hidden information: every iteration starts from ``ruleset.determinize(observation, ...)``, a
  full state sampled to agree with what the bot saw (information-set MCTS over one shared tree).
* Chance: every iteration rolls its own dice (a fresh ``Seeded`` source), and the tree is
  *open-loop*: a node stands for a sequence of actions, whatever the dice did on the way, so its
  statistics average over the rolls. Actions that are not legal after this iteration's rolls are
  simply not offered (the usual open-loop treatment).
* Turns of several actions need nothing special: each node knows who acts there (``to_move``),
  and values are kept from that player's side.
* Guidance instead of random rollouts: a node, when first reached, scores each of its actions
  with ``ruleset.evaluate`` (actions that roll dice: the mean of a few rolls, so the best-of
  backup is not fooled by one lucky roll). Those scores are the children's priors
  (a few virtual visits), order the children for progressive widening, and the best of them is
  the value backed up (a truncated rollout of depth one). The root's priors are the heuristic
  level's full expectation over several rolls, so the search starts from the heuristic's choice.
* Selection is UCT over the children the widening admits.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from ..dice import Recorder, Seeded
from ..engine import Ruleset
from .heuristic import DICE_SAMPLES, HeuristicBot, action_values
from .random_bot import legal_for

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


class _Node:
    __slots__ = ("children", "order", "visits", "value")

    def __init__(self, prior: float = 0.0) -> None:
        self.children: dict[Any, _Node] = {}
        self.order: list[Any] = []  # actions by prior, best first
        self.visits = PRIOR_VISITS
        self.value = prior * PRIOR_VISITS  # sum of values for the player who chose this node


class SearchBot:
    """MCTS with determinization; ``time_budget`` seconds per action, or ``iterations`` fixed
    iterations when set (then it is deterministic for its seed)."""

    level = "search"

    def __init__(self, ruleset: Ruleset, seed: int = 0, time_budget: float = 0.6,
                 iterations: int | None = None) -> None:
        self.ruleset = ruleset
        self.seed = seed
        self.time_budget = time_budget
        self.iterations = iterations
        self.rng = random.Random(seed)
        self._fallback = HeuristicBot(ruleset, seed)
        # Figures of the last search, for the bench.
        self.last_iterations = 0
        self.last_seconds = 0.0
        self.last_root: _Node | None = None  # the last search tree, for inspection
        self._interrupted = False

    def interrupt(self) -> None:
        """Stop the current search soon and answer with the best action so far (another thread
        may call this: the GUI's worker does when the answer is no longer wanted)."""
        self._interrupted = True

    # ---- values -----------------------------------------------------------------------------
    def _values(self, state: Any, perspective: str, value: float, players: tuple[str, ...]) -> dict[str, float]:
        """A value for every player from one player's value: zero-sum for two players, else each
        player's own evaluation."""
        if len(players) == 2:
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

    # ---- the search -------------------------------------------------------------------------
    def _score(self, state: Any, action: Any, mover: str, dice: Seeded) -> float:
        """A prior for one action: its evaluation for the mover, averaged over a few rolls when it
        rolls dice (a single lucky roll would make the best-of-children backup over-optimistic)."""
        recorder = Recorder(Seeded(dice.seed, dice.position))
        after, _ = self.ruleset.apply_unchecked(state, action, recorder)
        total = self.ruleset.evaluate(after, mover)
        if not recorder.values:
            return total
        for k in range(1, EXPANSION_SAMPLES):
            after, _ = self.ruleset.apply_unchecked(state, action, Seeded(dice.seed + k * 7919, dice.position))
            total += self.ruleset.evaluate(after, mover)
        return total / EXPANSION_SAMPLES

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

    def _iterate(self, root: _Node, observation: Any, player: str, players: tuple[str, ...]) -> None:
        rs = self.ruleset
        state = rs.determinize(observation, player, self.rng)
        dice = Seeded(self.rng.getrandbits(32))
        node = root
        path: list[tuple[_Node, str]] = []  # (child, player who chose it)
        while True:
            if rs.is_over(state):
                values = self._terminal(state, players)
                break
            mover = rs.to_move(state)[0]
            actions = rs.legal_actions(state, mover)
            if not node.children:
                best = self._expand(node, state, actions, mover, dice)
                values = self._values(state, mover, best, players)
                break
            legal = set(actions)
            for action in actions:  # actions this iteration's dice opened up
                if action not in node.children:
                    node.children[action] = _Node(self._score(state, action, mover, dice))
                    node.order.append(action)
            admit = WIDEN_BASE + int(WIDEN_RATE * math.sqrt(node.visits))
            candidates = [a for a in node.order if a in legal][:admit]
            log_n = math.log(node.visits + 1)
            chosen, best_score = candidates[0], -math.inf
            for action in candidates:
                child = node.children[action]
                score = child.value / child.visits + EXPLORATION * math.sqrt(log_n / child.visits)
                if score > best_score:
                    chosen, best_score = action, score
            state, _ = rs.apply_unchecked(state, chosen, dice)
            node = node.children[chosen]
            path.append((node, mover))
        root.visits += 1  # every other node on the path counts its visit below
        for child, mover in path:
            child.visits += 1
            child.value += values.get(mover, 0.0)

    def choose(self, observation: Any, player: str) -> Any:
        """The action the search trusts most (the most visited at the root)."""
        rs = self.ruleset
        actions = legal_for(rs, observation, player)
        if len(actions) == 1:
            return actions[0]
        if len(rs.to_move(observation)) > 1:
            # Simultaneous decisions (a secret setup) are not a tree of alternating moves.
            return self._fallback.choose(observation, player)
        start = time.perf_counter()
        players = tuple(rs.players(getattr(observation, "opts", None)))
        self.rng.shuffle(actions)  # seeded tie order
        root = _Node()
        state = rs.determinize(observation, player, self.rng)
        seeds = [self.rng.getrandbits(32) for _ in range(DICE_SAMPLES)]
        priors = action_values(rs, state, player, actions, seeds)
        scored = sorted(zip(priors, range(len(actions)), actions, strict=True), key=lambda t: (-t[0], t[1]))
        for v, _, action in scored:
            child = _Node(v)
            child.visits = PRIOR_VISITS * 2  # the root's priors are averaged over several rolls
            child.value = v * child.visits
            root.children[action] = child
        root.order = [a for _, _, a in scored]
        root.visits = 1.0
        count = 0
        deadline = start + self.time_budget
        self._interrupted = False
        while not self._interrupted:
            if self.iterations is not None:
                if count >= self.iterations:
                    break
            elif time.perf_counter() >= deadline:
                break
            self._iterate(root, observation, player, players)
            count += 1
        self.last_iterations = count
        self.last_seconds = time.perf_counter() - start
        self.last_root = root
        best = max(root.order, key=lambda a: (root.children[a].visits,
                                              root.children[a].value / root.children[a].visits))
        return best
