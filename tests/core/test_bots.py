"""Computer players: the contract they keep, hidden information, determinism and the simulator."""

from __future__ import annotations

import json

import pytest

from lionheart_core import rulesets
from lionheart_core.bots import LEVELS, make_bot, simulate
from lionheart_core.grids.square import parse
from lionheart_core.rulesets.lionheart_1997 import Options, State, Unit
from lionheart_core.rulesets.lionheart_1997.model import (
    Attack,
    ConfirmSetup,
    Relocate,
    RollOff,
    StandardSetup,
)

RS = rulesets.get("lionheart-1997")
FAST = {"time_budget": 0.05}


def _bot(level, seed=0):
    bot = make_bot(level, RS, seed=seed, **FAST)
    if level in ("search", "hard"):
        bot.iterations = 30  # a fixed amount of work: the same choice on any machine, under any load
    return bot


def _play_state(*specs, player="gold", actions_left=2):
    """A battle position: (owner, kind, figures, "E5", facing) per unit."""
    units, counters = [], {"gold": 0, "silver": 100}
    for owner, kind, figures, sq, facing in specs:
        units.append(Unit(counters[owner], owner, kind, figures, parse(sq), facing))
        counters[owner] += 1
    return State(opts=Options(), seed=1, dice_pos=0, phase="play", units=tuple(units),
                 setup_done=("gold", "silver"), player=player, actions_left=actions_left)


def test_levels_and_unknown_level():
    assert LEVELS == ("random", "easy", "heuristic", "search", "hard")
    for level in LEVELS:
        assert make_bot(level, RS).level == level
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster", RS)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_actions_through_a_game_start(level):
    """From the roll through the first turns, each choice is legal; bots see only observations
    (no seed: they must bring their own dice)."""
    state = RS.new_game(seed=3)
    bot = _bot(level, seed=1)
    for _ in range(8):
        player = RS.to_move(state)[0]
        observation = RS.observe(state, player)
        assert observation.seed is None
        action = bot.choose(observation, player)
        assert action in RS.legal_actions(state, player)
        state, _ = RS.apply(state, action)


@pytest.mark.parametrize("level", ["heuristic", "search"])
def test_customized_setup_is_finished_by_the_bots(level):
    """In the secret setup the heuristic and search levels set out an army and confirm it."""
    state = RS.new_game(Options(setup="customized"), seed=2)
    bots = {side: _bot(level, seed=i) for i, side in enumerate(("gold", "silver"))}
    for _ in range(30):
        if state.phase != "setup":
            break
        player = RS.to_move(state)[0]
        state, _ = RS.apply(state, bots[player].choose(RS.observe(state, player), player))
    assert state.phase == "roll"


@pytest.mark.parametrize("level", LEVELS)
def test_choice_ignores_the_hidden_enemy_setup(level):
    """Two true states that differ only in Silver's secret placement look the same to Gold, so a
    bot with the same seed chooses the same action in both."""
    start = RS.new_game(Options(setup="customized"), seed=4)
    a, _ = RS.apply(start, StandardSetup("silver"))
    b = a
    a, _ = RS.apply(a, ConfirmSetup("silver"))
    b, _ = RS.apply(b, Relocate("silver", parse("C10"), parse("A9")))
    b, _ = RS.apply(b, Relocate("silver", parse("C9"), parse("I9")))
    b, _ = RS.apply(b, ConfirmSetup("silver"))
    assert a.units != b.units
    obs_a, obs_b = RS.observe(a, "gold"), RS.observe(b, "gold")
    assert obs_a == obs_b
    choice_a = _bot(level, seed=9).choose(obs_a, "gold")
    choice_b = _bot(level, seed=9).choose(obs_b, "gold")
    assert choice_a == choice_b


@pytest.mark.parametrize("level", ["heuristic", "search"])
def test_takes_a_likely_win(level):
    """Gold Infantry (4) face the Silver King with Gold's last action of the turn: 11 in 16 to
    kill him now, before he turns and strikes back. Both levels attack."""
    state = _play_state(("gold", "king", 1, "A1", "N"), ("gold", "infantry", 4, "E5", "N"),
                        ("gold", "infantry", 4, "B1", "N"),
                        ("silver", "king", 1, "E6", "E"), ("silver", "infantry", 4, "I9", "S"),
                        ("silver", "infantry", 4, "H9", "S"), actions_left=1)
    action = _bot(level).choose(RS.observe(state, "gold"), "gold")
    assert action == Attack("gold", parse("E5"), parse("E6"))


def test_heuristic_turns_to_face_a_target_then_attacks():
    """Knights beside the enemy Infantry: the heuristic turns (one action) to attack with the
    second, rather than wander."""
    state = _play_state(("gold", "king", 1, "A1", "N"), ("gold", "knight", 2, "E5", "N"),
                        ("gold", "infantry", 4, "B1", "N"),
                        ("silver", "king", 1, "I10", "S"), ("silver", "infantry", 1, "F5", "W"),
                        ("silver", "infantry", 4, "H9", "S"))
    bot = _bot("heuristic")
    first = bot.choose(RS.observe(state, "gold"), "gold")
    state, _ = RS.apply(state, first)
    second = bot.choose(RS.observe(state, "gold"), "gold")
    assert isinstance(second, Attack) and second.target == parse("F5")


def test_random_level_is_uniform_and_seeded():
    state = RS.new_game(seed=1)
    state, _ = RS.apply(state, RollOff("gold"))
    player = RS.to_move(state)[0]
    obs = RS.observe(state, player)
    picks = [make_bot("random", RS, seed=s).choose(obs, player) for s in range(200)]
    assert len(set(picks)) > len(RS.legal_actions(state)) * 0.6  # spread over the actions
    assert make_bot("random", RS, seed=7).choose(obs, player) == make_bot("random", RS, seed=7).choose(obs, player)


def test_no_legal_action_is_a_clear_error():
    state = RS.new_game(seed=1)  # gold rolls for the first turn; silver has nothing to do
    with pytest.raises(RuntimeError, match="no legal action"):
        make_bot("random", RS).choose(RS.observe(state, "silver"), "silver")


# ---- the simulator -------------------------------------------------------------------------
def _without_timings(summary):
    return {k: v for k, v in summary.items() if k != "seconds_per_move"}


def test_simulate_json_is_one_object_and_deterministic(capsys):
    argv = ["--ruleset", "lionheart-1997", "--players", "heuristic,random", "--games", "4",
            "--seed", "3", "--json"]
    assert simulate.main(argv) == 0
    first = json.loads(capsys.readouterr().out)
    assert simulate.main(argv) == 0
    second = json.loads(capsys.readouterr().out)
    assert set(first) == {"games", "wins", "draws", "mean_actions", "seconds_per_move"}
    assert first["games"] == 4 and set(first["wins"]) == {"heuristic", "random"}
    assert sum(first["wins"].values()) + first["draws"] == 4
    assert set(first["seconds_per_move"]) == {"heuristic", "random"}
    assert _without_timings(first) == _without_timings(second)


def test_simulate_names_duplicates_and_counts_draws_at_the_turn_limit(capsys):
    argv = ["--ruleset", "lionheart-1997", "--players", "random,random", "--games", "2",
            "--seed", "1", "--turn-limit", "6", "--json"]
    assert simulate.main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out["wins"]) == {"random", "random#2"}
    assert out["draws"] == 2  # six turns are not enough to win
    assert out["mean_actions"] <= 6 * 2 + 1


def test_simulate_search_is_deterministic_with_fixed_iterations(capsys):
    argv = ["--ruleset", "lionheart-1997", "--players", "search,random", "--games", "1", "--seed", "2",
            "--iterations", "3", "--turn-limit", "12", "--json"]
    assert simulate.main(argv) == 0
    first = json.loads(capsys.readouterr().out)
    assert simulate.main(argv) == 0
    assert _without_timings(first) == _without_timings(json.loads(capsys.readouterr().out))


def test_simulate_text_report(capsys):
    assert simulate.main(["--ruleset", "lionheart-1997", "--players", "random,random", "--games", "2",
                          "--turn-limit", "5", "--fixed-seats"]) == 0
    out = capsys.readouterr().out
    assert "random#2" in out and "draws" in out and "fixed seats" in out


def test_simulate_plays_campaigns_with_options(capsys):
    """The campaign's short game by ``--option end_year=1195``: games that end, nobody crashed."""
    argv = ["--ruleset", "richard-campaign", "--players", "random,random", "--games", "2", "--seed", "1",
            "--option", "end_year=1195", "--json"]
    assert simulate.main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and sum(out["wins"].values()) + out["draws"] == 2
    assert 0 < out["mean_actions"] < 1000
    assert simulate.main(["--ruleset", "richard-campaign", "--players", "random,random", "--option", "end_year"]) == 2
    assert simulate.main(["--ruleset", "richard-campaign", "--players", "random,random", "--option",
                          "end_year=1300"]) == 2


def test_simulate_refuses_bad_arguments(capsys):
    assert simulate.main(["--ruleset", "nope", "--players", "random,random"]) == 2
    assert simulate.main(["--ruleset", "lionheart-1997", "--players", "random,genius"]) == 2
    assert simulate.main(["--ruleset", "lionheart-1997", "--players", "random"]) == 2


def test_a_crash_is_reported_with_seed_and_a_log_that_replays_it(capsys, monkeypatch):
    class Crashing:
        level = "random"

        def __init__(self, inner):
            self.inner, self.calls = inner, 0

        def choose(self, observation, player):
            self.calls += 1
            if self.calls > 5:
                raise RuntimeError("bot bug on purpose")
            return self.inner.choose(observation, player)

    real = simulate.make_bot
    monkeypatch.setattr(simulate, "make_bot", lambda *a, **k: Crashing(real(*a, **k)))
    code = simulate.main(["--ruleset", "lionheart-1997", "--players", "random,random", "--games", "1",
                          "--seed", "5"])
    assert code == 1
    out = capsys.readouterr().out
    assert "bot bug on purpose" in out
    seed = simulate.game_seed(5, 0)
    assert f"seed {seed}" in out
    log_text = out.strip().splitlines()[out.strip().splitlines().index(
        next(line for line in out.splitlines() if line.startswith("Action log"))) + 1]
    log = RS.log_from_list(json.loads(log_text))
    assert len(log) == 10  # five actions by each bot before the sixth call failed
    opts = RS.options_from_dict({"turn_limit": simulate.DEFAULT_TURN_LIMIT})
    replayed = RS.replay(opts, seed, log)
    assert replayed.phase == "play"


def test_cli_dispatches_to_simulate(capsys):
    from lionheart_qt.app import main

    assert main(["simulate", "--ruleset", "lionheart-1997", "--players", "random,random",
                 "--games", "1", "--turn-limit", "3", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 1


def test_simulate_refuses_a_run_of_no_games(capsys):
    for bad in ("0", "-3", "two"):
        with pytest.raises(SystemExit) as info:
            simulate.main(["--ruleset", "lionheart-1997", "--players", "random,random", "--games", bad])
        assert info.value.code == 2
    assert "--games" in capsys.readouterr().err


def test_easy_level_beats_random_and_loses_to_the_heuristic():
    """The beginner's level is between the two (20 games each way measured 20-0 and 0-20)."""
    summary, _ = simulate.run(RS, ["easy", "random"], 4, seed=3)
    assert summary["wins"]["easy"] >= 3, summary
    summary, _ = simulate.run(RS, ["heuristic", "easy"], 4, seed=3)
    assert summary["wins"]["heuristic"] >= 3, summary


def test_easy_level_makes_mistakes_the_heuristic_does_not():
    """Over a few decisions the easy level sometimes takes an action the heuristic ranks lower."""
    from lionheart_core.bots.heuristic import HeuristicBot

    state = RS.new_game(seed=3)
    while state.phase != "play":
        state, _ = RS.apply(state, RS.legal_actions(state)[0])
    easy = make_bot("easy", RS, seed=5)
    differ = 0
    for k in range(12):
        obs = RS.observe(state, state.player)
        ranked = HeuristicBot(RS, seed=k).ranked(obs, state.player)
        choice = easy.choose(obs, state.player)
        assert choice in RS.legal_actions(state)
        differ += choice != ranked[0][1] and ranked[0][0] > ranked[-1][0]
    assert 1 <= differ <= 11


def test_hard_level_is_a_search_that_thinks_longer():
    from lionheart_core.bots import DEFAULT_TIME_BUDGET, HARD_TIME_BUDGET

    bot = make_bot("hard", RS, seed=1)
    assert bot.level == "hard" and bot.time_budget == HARD_TIME_BUDGET > DEFAULT_TIME_BUDGET


def test_search_expands_lazily_and_lists_actions_once_per_position(monkeypatch):
    """With lazy expansion below the root (FULL_DEPTH = 1; off by default until it is tuned), a
    new leaf costs one evaluation, not one per child; in a position with nothing hidden, a node
    reached without dice lists its legal actions once however often it is visited; the answer
    stays a legal action."""
    from lionheart_core.bots import mcts
    from lionheart_core.bots.mcts import SearchBot

    monkeypatch.setattr(mcts, "FULL_DEPTH", 1)

    # The armies far apart: no attack (no dice) within the few actions the search looks ahead.
    state = _play_state(("gold", "king", 1, "E1", "N"), ("gold", "infantry", 4, "C1", "N"),
                        ("gold", "infantry", 4, "H1", "N"), ("gold", "archer", 3, "D1", "N"),
                        ("silver", "king", 1, "E10", "S"), ("silver", "infantry", 4, "C10", "S"),
                        ("silver", "infantry", 4, "H10", "S"), ("silver", "archer", 3, "D10", "S"))
    obs = RS.observe(state, "gold")
    children = len(RS.legal_actions(state, "gold"))
    calls = {"evaluate": 0, "legal": 0}

    class Counting:
        def __init__(self, rs):
            self.rs = rs

        def __getattr__(self, name):
            return getattr(self.rs, name)

        def evaluate(self, s, p):
            calls["evaluate"] += 1
            return self.rs.evaluate(s, p)

        def legal_actions(self, s, p=None):
            calls["legal"] += 1
            return self.rs.legal_actions(s, p)

    iterations = 200
    bot = SearchBot(Counting(RS), seed=3, iterations=iterations)
    action = bot.choose(obs, "gold")
    assert action in RS.legal_actions(state, "gold")
    assert bot._exact  # the battle hides nothing: the determinization is the observation
    # The old expansion evaluated every child of every new node: over `children` per iteration.
    assert calls["evaluate"] < iterations * 12 < iterations * children
    assert calls["legal"] < iterations  # not at every node of every iteration
    root = bot.last_root
    assert root.actions is not None and sum(c.real for c in root.children.values()) > 0


def test_search_history_keeps_gains_and_tempo_correction_files_values_by_kind(monkeypatch):
    """The relative history keeps what an action added to the static value of the position it
    was chosen in (the root's entries are the heuristic's priors minus the root's own value).
    The tempo correction (an experiment, off by default) files every evaluation by the kind of
    position it valued (who is to move, mid-turn or not), measured against the kind the root's
    children are, and moves a value by its kind's mean minus the reference's."""
    from lionheart_core.bots import mcts
    from lionheart_core.bots.mcts import TEMPO_MIN, SearchBot

    monkeypatch.setattr(mcts, "FULL_DEPTH", 1)
    monkeypatch.setattr(mcts, "RELATIVE_HISTORY", True)
    monkeypatch.setattr(mcts, "TEMPO_CORRECTION", True)
    state = _play_state(("gold", "king", 1, "E1", "N"), ("gold", "infantry", 4, "E4", "N"),
                        ("gold", "archer", 3, "D3", "N"), ("silver", "king", 1, "E10", "S"),
                        ("silver", "infantry", 4, "E6", "S"), ("silver", "archer", 3, "F7", "S"))
    obs = RS.observe(state, "gold")
    bot = SearchBot(RS, seed=5, iterations=300)
    assert bot.choose(obs, "gold") in RS.legal_actions(state, "gold")
    root = bot.last_root
    assert root.base == pytest.approx(RS.evaluate(state, "gold"))
    # Gold has a second action after the first: the root's children are "gold, mid-turn".
    assert bot._tempo_ref == (("gold",), True)
    kinds = {k: n for k, (_, n) in bot._tempo.items()}
    assert (("silver",), False) in kinds and max(n for k, n in kinds.items() if k != bot._tempo_ref) >= TEMPO_MIN
    kind = max((k for k in kinds if k != bot._tempo_ref), key=kinds.get)
    total, count = bot._tempo[kind]
    ref_total, ref_count = bot._tempo[bot._tempo_ref]
    offset = (total + 0.25) / (count + 1) - ref_total / ref_count  # after filing 0.25 once more
    assert bot._tempo_value(0.25, "gold", kind) == pytest.approx(0.25 - offset)
    # Off in a game of more than two players (no common scale to correct against).
    assert bot._tempo_on
    lancaster = rulesets.get("lancaster")
    game = lancaster.new_game(lancaster.options_from_dict({"players": 4}), 3)
    seat = lancaster.to_move(game)[0]
    four = SearchBot(lancaster, seed=1, iterations=2)
    four.choose(lancaster.observe(game, seat), seat)
    assert not four._tempo_on and not four._tempo


def test_range_exploration_scales_the_constant_by_the_spread_of_values():
    """RANGE_EXPLORATION: the exploration constant at a node is EXPLORATION times the spread of
    the candidates' mean values, never below RANGE_FLOOR."""
    from lionheart_core.bots import mcts
    from lionheart_core.bots.mcts import SearchBot, _Node

    bot = SearchBot(RS, seed=1, iterations=1)
    children = {"a": _Node(0.30), "b": _Node(0.26), "c": _Node(0.25)}
    c, floor = bot.tuning["EXPLORATION"], bot.tuning["RANGE_FLOOR"]
    assert floor == mcts.RANGE_FLOOR < 0.05
    assert bot._explore_at(children, ["a", "b", "c"]) == pytest.approx(c * 0.05)
    assert bot._explore_at(children, ["b", "c"]) == pytest.approx(c * floor)


def _root_share(monkeypatch, range_on):
    """The most visited root child's share of the root's iterations, in a quiet position (the
    moves differ by a few thousandths), with RANGE_EXPLORATION set as given (the same
    EXPLORATION)."""
    from lionheart_core.bots import mcts
    from lionheart_core.bots.mcts import SearchBot

    monkeypatch.setattr(mcts, "FORCED", set(mcts.TUNABLE))  # the module's values, not the game's own
    monkeypatch.setattr(mcts, "FULL_DEPTH", 1)
    monkeypatch.setattr(mcts, "RANGE_EXPLORATION", range_on)
    state = _play_state(("gold", "king", 1, "E1", "N"), ("gold", "infantry", 4, "C3", "N"),
                        ("gold", "infantry", 4, "H3", "N"), ("gold", "archer", 3, "D2", "N"),
                        ("silver", "king", 1, "E10", "S"), ("silver", "infantry", 4, "C8", "S"),
                        ("silver", "infantry", 4, "H8", "S"), ("silver", "archer", 3, "D9", "S"))
    bot = SearchBot(RS, seed=2, iterations=400)
    bot.choose(RS.observe(state, "gold"), "gold")
    real = sorted(c.visits - 2 * mcts.PRIOR_VISITS for c in bot.last_root.children.values())
    return real[-1] / sum(real)


def test_range_exploration_sends_the_visits_to_the_best_moves(monkeypatch):
    """Where the moves' values differ by a few thousandths, a fixed constant spreads the visits
    evenly over the moves; scaled by the spread, the search spends a good share on its best."""
    fixed = _root_share(monkeypatch, False)
    scaled = _root_share(monkeypatch, True)
    assert fixed < 0.1 and scaled > 3 * fixed


def test_search_tuning_per_ruleset_and_run_time_changes_win(monkeypatch):
    """A ruleset's ``search_tuning`` sets its own values of the search constants; the other
    rulesets keep the module's; a constant changed at run time (a test, bench --set) wins."""
    from lionheart_core.bots import mcts
    from lionheart_core.bots.mcts import TUNABLE, tuning_for

    shipped = {name: getattr(mcts, name) for name in TUNABLE}
    crusade = rulesets.get("crusade")
    assert getattr(crusade, "search_tuning", None) is None
    assert tuning_for(crusade) == shipped
    campaign = rulesets.get("richard-campaign")  # its search values positions its own way
    assert campaign.search_tuning == {"SEARCH_EVALUATION": True}
    assert tuning_for(campaign) == {**shipped, "SEARCH_EVALUATION": True}
    # The opponent model and the kept root choice are off unless a ruleset asks (Lancaster does).
    assert not shipped["OPPONENT_MODEL"] and not shipped["ROOT_KEEP"]
    lanc = rulesets.get("lancaster")
    assert tuning_for(lanc) == {**shipped, **lanc.search_tuning}
    for rid in rulesets.ids():
        if rid != "lancaster":
            tuning = tuning_for(rulesets.get(rid))
            assert not tuning["OPPONENT_MODEL"] and not tuning["ROOT_KEEP"], rid
    hex_rs = rulesets.get("lionheart-hex")  # the hex variant: the 1997 game's values, and its army by rule
    assert hex_rs.search_tuning == {**RS.search_tuning, "MUSTER": True}
    for rid in rulesets.ids():
        assert tuning_for(rulesets.get(rid))["MUSTER"] is (rid == "lionheart-hex"), rid
    # The search's own evaluation is off unless a ruleset asks (the campaign does) or a run does
    # (bench --set SEARCH_EVALUATION=1).
    assert not shipped["SEARCH_EVALUATION"]
    for rid in rulesets.ids():
        assert tuning_for(rulesets.get(rid))["SEARCH_EVALUATION"] is (rid == "richard-campaign"), rid
    assert tuning_for(hex_rs) == {**shipped, **hex_rs.search_tuning}

    class Tuned:
        search_tuning = {"FULL_DEPTH": 1, "RANGE_EXPLORATION": True, "EXPLORATION": 1.5}

    assert tuning_for(Tuned()) == {**shipped, **Tuned.search_tuning}
    monkeypatch.setattr(mcts, "EXPLORATION", 0.25)
    assert tuning_for(Tuned())["EXPLORATION"] == 0.25
    monkeypatch.setattr(mcts, "FULL_DEPTH", shipped["FULL_DEPTH"])
    monkeypatch.setattr(mcts, "FORCED", {"FULL_DEPTH"})  # bench --set FULL_DEPTH=<the module's value>
    assert tuning_for(Tuned())["FULL_DEPTH"] == shipped["FULL_DEPTH"]
    # The 1997 game's own values, if any, are what its searches use.
    monkeypatch.setattr(mcts, "FORCED", set())
    monkeypatch.setattr(mcts, "EXPLORATION", shipped["EXPLORATION"])
    own = getattr(RS, "search_tuning", None) or {}
    assert tuning_for(RS) == {**shipped, **own}


class _TickClock:
    """A clock that moves a millisecond each time it is read: a timed search then does the same
    iterations on any machine, under any load."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


def _timed_choice(state, player, early, monkeypatch):
    from lionheart_core.bots import mcts

    monkeypatch.setattr(mcts, "EARLY_STOP", early)
    bot = make_bot("search", RS, seed=3, time_budget=0.3)
    bot.clock = _TickClock()
    return bot.choose(RS.observe(state, player), player), bot.last_iterations, bot.last_settled


def test_a_timed_search_stops_once_no_other_action_can_overtake_the_most_visited(monkeypatch):
    from lionheart_core.bots import mcts

    assert mcts._settled(type("N", (), {"children": {1: mcts._Node(), 2: mcts._Node()}})(), 0.5) is False
    state = RS.new_game(seed=3)
    heuristic = make_bot("heuristic", RS, seed=1)
    settled = 0
    for _ in range(40):
        if RS.is_over(state):
            break
        player = RS.to_move(state)[0]
        if len(RS.bot_actions(state, player)) > 1 and state.phase == "play":
            full, n_full, early_full = _timed_choice(state, player, False, monkeypatch)
            quick, n_quick, early = _timed_choice(state, player, True, monkeypatch)
            assert not early_full
            assert quick == full  # the same choice, from the same iterations up to the stop
            assert n_quick <= n_full and early == (n_quick < n_full)
            settled += early
            if settled >= 2:
                break
        state, _ = RS.apply(state, heuristic.choose(RS.observe(state, player), player))
    assert settled >= 2


def test_a_search_by_a_fixed_number_of_iterations_never_stops_early():
    # a battle position with several choices (infantry next to the enemy King)
    state = _play_state(("gold", "king", 1, "A1", "N"), ("gold", "infantry", 4, "E5", "N"),
                        ("silver", "king", 1, "E6", "E"), ("silver", "infantry", 4, "I9", "S"), actions_left=1)
    bot = make_bot("search", RS, seed=3)
    bot.iterations = 200
    bot.choose(RS.observe(state, "gold"), "gold")
    assert bot.last_iterations == 200 and not bot.last_settled


def test_kept_root_choice_needs_a_margin_and_visits():
    """ROOT_KEEP: the root answers with its first (the heuristic's) choice unless another child
    searched at least ROOT_MIN_VISITS times has a mean at least ROOT_MARGIN higher."""
    from lionheart_core.bots.mcts import PRIOR_VISITS, SearchBot, _Node

    def root(*children):
        node = _Node()
        for name, mean, searched in children:
            child = _Node()
            child.visits = 2 * PRIOR_VISITS + searched
            child.value = mean * child.visits
            node.children[name] = child
            node.order.append(name)
        return node

    tuning = {"ROOT_MARGIN": 0.02, "ROOT_MIN_VISITS": 8}
    # more visited and a little better: still the heuristic's choice
    assert SearchBot._kept_choice(root(("h", 0.10, 10), ("b", 0.11, 40)), tuning) == "h"
    # clearly better but hardly searched: the heuristic's choice
    assert SearchBot._kept_choice(root(("h", 0.10, 10), ("b", 0.30, 5)), tuning) == "h"
    # clearly better and searched enough: the best of those by mean
    assert SearchBot._kept_choice(root(("h", 0.10, 10), ("b", 0.13, 9), ("c", 0.15, 20)), tuning) == "c"
    # the heuristic's choice worse than others once searched: the best of them
    assert SearchBot._kept_choice(root(("h", -0.20, 30), ("b", 0.0, 9), ("c", -0.05, 40)), tuning) == "b"
