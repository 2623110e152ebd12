"""The core contract every ruleset keeps, checked on every registered ruleset."""

import ast
import pathlib
import subprocess
import sys

import pytest

from lionheart_core import rulesets
from lionheart_core.dice import Scripted
from lionheart_core.engine import IllegalAction, LoadError, LogEntry

CORE = pathlib.Path(__file__).resolve().parents[2] / "core"


def test_registry_lists_only_built_rulesets():
    assert rulesets.builtin_ids() == ("lionheart-1997", "lionheart-hex", "lancaster", "crusade", "richard-campaign")
    with pytest.raises(KeyError, match="no ruleset 'no-such-game'"):
        rulesets.get("no-such-game")


def test_core_has_no_qt_import_anywhere():
    for path in CORE.rglob("*.py"):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in ("PySide6", "shiboken6", "PyQt5", "PyQt6"), f"{path}: {name}"


def test_core_imports_and_plays_without_loading_qt():
    code = ("import sys; from lionheart_core import rulesets\n"
            "for rid in rulesets.ids():\n"
            "    rs = rulesets.get(rid); s = rs.new_game(rs.Options(), seed=1)\n"
            "    s, _ = rs.apply(s, rs.legal_actions(s)[0])\n"
            "assert not any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules), 'Qt was loaded'\n")
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.fixture(params=rulesets.ids())
def rs(request):
    return rulesets.get(request.param)


def test_options_defaults_are_the_standard_game(rs):
    opts = rs.Options()
    assert rs.options_from_dict({}) == opts
    with pytest.raises(ValueError):
        rs.options_from_dict({"no_such_option": 1})


def test_new_game_is_deterministic_for_a_seed(rs):
    assert rs.dump(rs.new_game(rs.Options(), seed=4)) == rs.dump(rs.new_game(rs.Options(), seed=4))


def test_apply_is_pure(rs):
    s = rs.new_game(rs.Options(), seed=4)
    before = rs.dump(s)
    a = rs.legal_actions(s)[0]
    s2, events = rs.apply(s, a)
    assert rs.dump(s) == before and rs.dump(s2) != before
    assert all(e.text and e.key for e in events)


def test_illegal_action_is_refused_with_a_reason_and_nothing_changes(rs):
    s = rs.new_game(rs.Options(), seed=4)
    before = rs.dump(s)
    with pytest.raises(IllegalAction) as info:
        rs.apply(s, "not an action")
    assert info.value.reason
    assert rs.dump(s) == before


def test_dump_load_round_trip_and_refusals(rs):
    s = rs.new_game(rs.Options(), seed=4)
    assert rs.dump(rs.load(rs.dump(s))) == rs.dump(s)
    for bad in ("", "{", "[]", '{"format": 1, "ruleset": "other", "state": {}}',
                '{"format": 99, "ruleset": "RID", "state": {}}'.replace("RID", rs.id),
                '{"format": 1, "ruleset": "RID", "state": {"seed": "x"}}'.replace("RID", rs.id)):
        with pytest.raises(LoadError):
            rs.load(bad)


def test_replay_of_seed_options_and_log_reproduces_the_state(rs):
    import random

    r = random.Random(2)
    opts = rs.Options()
    s = rs.new_game(opts, seed=11)
    log = []
    for _ in range(60):
        if rs.is_over(s):
            break
        s, _, entry = rs.step(s, r.choice(rs.legal_actions(s)))
        log.append(entry)
    assert rs.state_hash(rs.replay(opts, 11, log)) == rs.state_hash(s)
    # The log survives JSON.
    again = rs.log_from_list(rs.log_to_list(log))
    assert rs.state_hash(rs.replay(opts, 11, again)) == rs.state_hash(s)


def test_scripted_rolls_are_kept_in_the_log_for_replay(rs):
    """The first action of a random game that draws anything, played on scripted dice, keeps
    its draws in the log entry, and the log replays to the same state."""
    import random

    from lionheart_core.dice import Recorder, Seeded

    r = random.Random(3)
    s = rs.new_game(rs.Options(), seed=1)
    log = []
    for _ in range(2000):
        assert not rs.is_over(s), "no action drew anything in a whole game"
        a = r.choice(rs.legal_actions(s, r.choice(rs.to_move(s))))
        recorder = Recorder(Seeded(99))
        rs.apply(s, a, recorder)
        if recorder.values:
            break
        s, _, entry = rs.step(s, a)
        log.append(entry)
    s2, _, entry = rs.step(s, a, Scripted(list(recorder.values)))
    assert entry.rolls == tuple(recorder.values)
    assert rs.state_hash(rs.replay(rs.Options(), 1, [*log, entry])) == rs.state_hash(s2)


def test_undo_policy_blocks_rolls(rs):
    s = rs.new_game(rs.Options(), seed=1)
    a = rs.legal_actions(s)[0]
    _, events = rs.apply(s, a)
    assert rs.undoable(a, events) == (not any(e.rolls or e.reveal for e in events))


def test_observation_hides_the_dice_seed(rs):
    s = rs.new_game(rs.Options(), seed=1)
    obs = rs.observe(s, rs.players(rs.Options())[0])
    assert obs.seed is None
    with pytest.raises(ValueError, match="pass dice"):
        rs.apply_unchecked(obs, rs.legal_actions(obs)[0])


def test_log_entries_are_values():
    assert LogEntry("x") == LogEntry("x", None)


def test_a_ruleset_missing_a_rule_method_cannot_be_created():
    from lionheart_core.engine import Ruleset

    class HalfBuilt(Ruleset):
        id = "half"

        def players(self, opts):
            return ("a",)

    with pytest.raises(TypeError, match="abstract"):
        HalfBuilt()
