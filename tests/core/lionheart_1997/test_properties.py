"""Property tests: random legal play of basic and customized games."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lionheart_core.engine import IllegalAction
from lionheart_core.grids.square import FACINGS
from lionheart_core.rulesets.lionheart_1997 import Options
from lionheart_core.rulesets.lionheart_1997.model import (
    Attack,
    Bribe,
    ConfirmSetup,
    EndTurn,
    Move,
    Place,
    Relocate,
    Remove,
    RollOff,
    StandardSetup,
    Turn,
)

from .conftest import RS

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FIGURE_CHANGING = {"attack.losses", "attack.eliminated", "panic.off_board", "panic.into_enemy",
                   "panic.into_king", "panic.into_mercenary", "panic.trampled"}


def random_game(seed: int, setup: str, max_actions: int = 160):
    """Yield (state, action, new_state, events) along a random legal game."""
    r = random.Random(seed)
    s = RS.new_game(Options(setup=setup, turn_limit=60), seed=seed)
    for _ in range(max_actions):
        if RS.is_over(s):
            return
        actions = RS.legal_actions(s)
        # Setup would mostly shuffle bases around at random: lean towards finishing it.
        if s.phase == "setup" and r.random() < 0.3:
            actions = [a for a in actions if isinstance(a, StandardSetup | ConfirmSetup)] or actions
        a = r.choice(actions)
        new, events = RS.apply(s, a)
        yield s, a, new, events
        s = new


seeds = st.integers(min_value=0, max_value=2**31)
setups = st.sampled_from(["basic", "customized"])


@SETTINGS
@given(seeds, setups)
def test_random_legal_play_never_raises_and_keeps_invariants(seed, setup):
    for s, a, new, events in random_game(seed, setup):
        squares = [u.square for u in new.units if u.alive]
        assert len(squares) == len(set(squares)), "two units on one square"
        kinds = {u.uid: u for u in s.units}
        for u in new.units:
            old = kinds.get(u.uid)
            if old is not None and s.phase != "setup":
                assert u.figures <= old.figures, "figures came back"
                assert u.kind == old.kind
                if u.figures < old.figures:
                    assert isinstance(a, Attack), "figures lost outside an attack"
                    assert any(e.key in FIGURE_CHANGING for e in events)
                if u.owner != old.owner:
                    assert isinstance(a, Bribe) and u.kind == "mercenary"
        assert all(e.text for e in events)


@SETTINGS
@given(seeds, setups)
def test_dump_load_round_trips_every_reached_state_and_replay_reproduces(seed, setup):
    from lionheart_core.engine import LogEntry

    log = []
    last = None
    for _s, a, new, _ in random_game(seed, setup, 100):
        assert RS.dump(RS.load(RS.dump(new))) == RS.dump(new)
        log.append(LogEntry(a))
        last = new
    if last is not None:
        assert RS.state_hash(RS.replay(last.opts, seed, log)) == RS.state_hash(last)


def random_action(r: random.Random, player: str):
    sq = (r.randrange(-1, 10), r.randrange(-1, 11))
    to = (r.randrange(-1, 10), r.randrange(-1, 11))
    return r.choice([
        Move(player, sq, to), Turn(player, sq, r.choice(FACINGS + ("X",))), Attack(player, sq, to),
        Bribe(player, sq, to), EndTurn(player), RollOff(player),
        Place(player, r.choice(["infantry", "king", "peasant", "mercenary", "ogre"]), r.randrange(-1, 12), sq),
        Relocate(player, sq, to), Remove(player, sq), StandardSetup(player), ConfirmSetup(player),
    ])


@SETTINGS
@given(seeds, setups)
def test_an_illegal_action_is_refused_with_a_reason_and_changes_nothing(seed, setup):
    r = random.Random(seed ^ 0x5EED)
    for s, _, _, _ in random_game(seed, setup, 60):
        legal = set(RS.legal_actions(s))
        for _ in range(8):
            a = random_action(r, r.choice(["gold", "silver"]))
            if a in legal:
                continue
            before = RS.dump(s)
            try:
                RS.apply(s, a)
            except IllegalAction as exc:
                assert exc.reason and "Traceback" not in exc.reason
            else:
                raise AssertionError(f"{a} is not among the legal actions but was applied")
            assert RS.dump(s) == before


@SETTINGS
@given(seeds)
def test_every_listed_action_passes_the_check(seed):
    for s, _, _, _ in random_game(seed, "customized", 80):
        for a in RS.legal_actions(s):
            RS.check(s, a)


@SETTINGS
@given(seeds)
def test_observe_hides_the_opponents_secret_setup(seed):
    for _s, _, new, _ in random_game(seed, "customized", 80):
        if new.phase != "setup":
            break
        for side in ("gold", "silver"):
            obs = RS.observe(new, side)
            assert all(u.owner == side or u.kind == "king" for u in obs.units)
            assert obs.seed is None
            # The observation cannot tell two different hidden setups apart.
            assert RS.dump(RS.observe(new, side)) == RS.dump(obs)
