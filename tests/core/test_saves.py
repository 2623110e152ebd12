"""Save files: round trips, a fuzzed loader that only ever refuses with LoadError, tamper checks,
migrations, golden old saves and a writer killed with SIGKILL mid-write.

Run ``python tests/core/test_saves.py`` only to create the golden files the first time; once
committed they must keep loading unchanged (that is their point)."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lionheart_core import dice, rulesets, saves
from lionheart_core.engine import LoadError

RS = rulesets.get("lionheart-1997")
GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "saves"
SEATS = {"gold": "human", "silver": "heuristic"}
# LIONHEART_FUZZ_EXAMPLES=5000 for a long hunt; CI keeps the default short.
FUZZ = settings(max_examples=int(os.environ.get("LIONHEART_FUZZ_EXAMPLES", "120")), deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


def play(setup: str, seed: int, n: int, pick: int = 0, scripted: bool = False,
         fierce: bool = False):
    """Play up to ``n`` random legal actions; returns (opts, seed, log, state, states).
    With ``scripted`` every action's dice are passed in, so the log records the rolls;
    ``fierce`` prefers attacks, then moves, so a short game already has combat in it."""
    opts = RS.Options(setup=setup)
    state = RS.new_game(opts, seed)
    rng = random.Random(pick)
    log, states = [], [state]
    while len(log) < n and not RS.is_over(state):
        legal = RS.legal_actions(state)
        if fierce:
            by_kind = {}
            for a in legal:
                by_kind.setdefault(type(a).__name__, []).append(a)
            legal = by_kind.get("Attack") or by_kind.get("Move") or legal
        action = rng.choice(legal)
        source = dice.Seeded(seed + 1000, 100 * len(log)) if scripted else None
        state, _, entry = RS.step(state, action, source)
        log.append(entry)
        states.append(state)
    return opts, seed, log, state, states


def load_or_refuse(data):
    """The loader's promise: a game, or LoadError with one line of text. Anything else fails."""
    try:
        return saves.parse_save(data, source="fuzz.lionheart.json")
    except LoadError as exc:
        message = str(exc)
        assert message.startswith("fuzz.lionheart.json: ")
        assert "\n" not in message and len(message) < 400
        return None


@cache
def small_save() -> tuple[bytes, str]:
    """A short real game with scripted rolls in its log: the fuzzers' starting point."""
    opts, seed, log, state, _ = play("basic", 5, 30, pick=2, scripted=True, fierce=True)
    assert sum(bool(e.rolls) for e in log) >= 2, [e.action for e in log]
    text = saves.save_text(saves.build_save(RS, opts, seed, log, state, SEATS, title="Fuzz é"))
    return text.encode("utf-8"), RS.state_hash(state)


def small_doc() -> dict:
    return json.loads(small_save()[0])


# ---- round trips -------------------------------------------------------------------------------


@pytest.mark.parametrize("setup,seed", [("basic", 3), ("customized", 8)])
def test_round_trip_of_a_real_game(tmp_path, setup, seed):
    opts, seed, log, state, _ = play(setup, seed, 40, pick=seed)
    assert len(log) == 40
    path = saves.write_save(tmp_path / "game.lionheart.json", RS, opts, seed, log, state, SEATS,
                            title="Saturday game")
    assert path == tmp_path / "game.lionheart.json"
    loaded = saves.read_save(path)
    assert loaded.state == state
    assert loaded.log == log
    assert loaded.options == opts and loaded.seed == seed
    assert loaded.seats == SEATS and loaded.title == "Saturday game"
    assert loaded.path == path and loaded.ruleset is RS and loaded.migrated_from is None
    doc = json.loads(path.read_text("utf-8"))
    assert doc["format"] == saves.FORMAT and doc["app"] == saves.APP
    assert doc["state_hash"] == RS.state_hash(state)
    assert [c["index"] for c in doc["checkpoints"]] == [40]
    assert list(tmp_path.iterdir()) == [path]  # no temp file left behind


def test_checkpoints_every_50_actions_plus_the_final_one():
    opts, seed, log, state, states = play("customized", 2, 130, pick=1)
    assert len(log) == 130
    doc = json.loads(saves.save_text(saves.build_save(RS, opts, seed, log, state, SEATS)))
    assert [c["index"] for c in doc["checkpoints"]] == [50, 100, 130]
    for c in doc["checkpoints"]:
        assert RS.state_hash(RS.load(c["state"])) == RS.state_hash(states[c["index"]])
    assert "title" not in doc
    assert saves.parse_save(saves.save_text(saves.build_save(RS, opts, seed, log, state, SEATS)))


def test_every_checkpoint_text_comes_with_the_loaded_game():
    """A tail-verified load reads only the last checkpoint; the others come as their text, so
    the app can start telling the log from any of them."""
    opts, seed, log, state, states = play("basic", 2, 130, pick=1)
    text = saves.save_text(saves.build_save(RS, opts, seed, log, state, SEATS))
    loaded = saves.parse_save(text, verify="tail")
    assert sorted(loaded.checkpoints) == [130] and sorted(loaded.checkpoint_texts) == [50, 100, 130]
    for index, dump in loaded.checkpoint_texts.items():
        assert RS.load(dump) == states[index]


def test_autosave_resumes_the_last_replay_and_writes_the_same_file():
    """build_save remembers its last replay; the saves it makes from there (one more action,
    an undo, another game) equal those of a fresh replay."""
    opts, seed, log, state, states = play("customized", 6, 140, pick=3)

    def fresh(k):
        saves._last_replay = None
        return saves.build_save(RS, opts, seed, log[:k], states[k], SEATS).checkpoints

    for k in (99, 100, 101, 140, 60, 139):  # grow past checkpoints, then undo, then regrow
        resumed = saves.build_save(RS, opts, seed, log[:k], states[k], SEATS).checkpoints
        assert resumed == fresh(k)
        saves.build_save(RS, opts, seed, log[:k], states[k], SEATS)  # leave k as the last
    other_opts, other_seed, other_log, other_state, _ = play("basic", 6, 20)
    assert saves.build_save(RS, other_opts, other_seed, other_log, other_state, {}).checkpoints[
        -1].index == 20
    with pytest.raises(ValueError):  # a different seed never reuses the replay of another
        saves.build_save(RS, opts, seed + 1, log, state, SEATS)


def test_rewriting_keeps_the_previous_file_as_bak(tmp_path):
    opts, seed, log, state, states = play("basic", 4, 30, pick=4)
    path = tmp_path / "g.lionheart.json"
    saves.write_save(path, RS, opts, seed, log[:20], states[20], SEATS)
    assert not saves.backup_path(path).exists()
    first = path.read_bytes()
    saves.write_save(path, RS, opts, seed, log, state, SEATS)
    assert saves.backup_path(path) == tmp_path / "g.lionheart.json.bak"
    assert saves.backup_path(path).read_bytes() == first
    assert len(saves.read_save(saves.backup_path(path)).log) == 20
    assert len(saves.read_save(path).log) == 30


def test_write_refuses_a_state_its_log_does_not_reach(tmp_path):
    opts, seed, log, state, states = play("basic", 4, 12, pick=4)
    path = tmp_path / "g.lionheart.json"
    saves.write_save(path, RS, opts, seed, log, state, SEATS)
    before = path.read_bytes()
    with pytest.raises(ValueError):
        saves.write_save(path, RS, opts, seed, log, states[5], SEATS)
    assert path.read_bytes() == before  # the good save is untouched


def test_write_creates_the_folder_and_keeps_permissions(tmp_path):
    opts, seed, log, state, _ = play("basic", 1, 5)
    path = saves.write_save(tmp_path / "new" / "folder" / "a.lionheart.json", "lionheart-1997",
                            opts, seed, log, state, {})
    assert saves.read_save(path).state == state
    if os.name != "nt":
        assert path.stat().st_mode & 0o777 == 0o644
        path.chmod(0o600)
        saves.write_save(path, RS, opts, seed, log, state, {})
        assert path.stat().st_mode & 0o777 == 0o600


# ---- refusals with a reason --------------------------------------------------------------------


def refused(data, *words):
    with pytest.raises(LoadError) as info:
        saves.parse_save(data, source="x.lionheart.json")
    message = str(info.value)
    assert "\n" not in message
    for w in words:
        assert w in message, message
    return message


def test_plain_refusals():
    refused(b"", "empty")
    refused(b"   \n", "empty")
    refused(b"\xff\xfe\x00{", "not UTF-8")
    refused(b"{\"app\": \"lionheart-table\", ", "cut short")
    refused(b"{\"app\": \"lionheart-table\"}}", "not valid JSON")
    refused(b"[1, 2, 3]", "not a Lionheart Table save")
    refused(b"{\"name\": \"my-package\", \"version\": \"1.0\"}", "not a Lionheart Table save")
    refused(b"null", "not a Lionheart Table save")
    refused(b"[" * 100000, "damaged")  # deeper than the JSON parser goes
    refused("{\"app\": \"lionheart-table\", \"format\": true}", "which save format")


def test_a_byte_order_mark_is_tolerated():
    data, _ = small_save()
    assert saves.parse_save(b"\xef\xbb\xbf" + data).title == "Fuzz é"
    assert saves.parse_save(data.decode("utf-8")).title == "Fuzz é"  # text as well as bytes


def with_changes(**changes) -> bytes:
    doc = small_doc()
    for key, value in changes.items():
        if value is KeyError:
            doc.pop(key)
        else:
            doc[key] = value
    return json.dumps(doc).encode()


def test_newer_and_unknown_formats():
    refused(with_changes(format=saves.FORMAT + 1), "newer version", f"format {saves.FORMAT + 1}")
    refused(with_changes(format=99), "Please update")
    refused(with_changes(format=-1), "format -1")
    refused(with_changes(format="1"), "which save format")
    refused(with_changes(format=KeyError), "which save format")


def test_unknown_ruleset_and_bad_options_and_seats():
    refused(with_changes(ruleset="chess"), "'chess'", "does not have")
    refused(with_changes(options={"setup": "random"}), "options are not valid", "setup")
    refused(with_changes(options={"castles": 3}), "options are not valid")
    refused(with_changes(seats={"green": "human"}), "'green'")
    refused(with_changes(seats={"gold": ""}), "nobody")


@pytest.mark.parametrize("field", ["format", "app", "app_version", "ruleset", "options", "seed",
                                   "seats", "actions", "checkpoints", "state_hash", "saved_at"])
def test_every_required_field_is_required(field):
    if field == "app":
        refused(with_changes(app=KeyError), "not a Lionheart Table save")
    elif field == "format":
        refused(with_changes(format=KeyError), "format")
    else:
        refused(with_changes(**{field: KeyError}), f"'{field}' is missing")


def test_title_is_optional_and_extra_fields_are_refused():
    assert saves.parse_save(with_changes(title=KeyError)).title is None
    assert saves.parse_save(with_changes(title=None)).title is None
    refused(with_changes(comment="hello"), "unknown field 'comment'")
    doc = small_doc()
    doc["checkpoints"][0]["note"] = 1
    refused(json.dumps(doc), "unknown field 'checkpoints[0].note'")
    doc = small_doc()
    doc["actions"][0]["action"]["speed"] = 1
    refused(json.dumps(doc), "action log is damaged", "speed")


def test_wrong_types_are_named():
    refused(with_changes(seed="5"), "'seed' is wrong")
    refused(with_changes(seed=5.0), "'seed' is wrong")
    refused(with_changes(seed=True), "'seed' is wrong")
    refused(with_changes(actions={}), "'actions' is wrong")
    refused(with_changes(checkpoints=[{"index": "1", "state": "{}"}]), "checkpoints[0].index")
    refused(with_changes(saved_at="yesterday"), "'saved_at' is wrong")
    refused(with_changes(state_hash="not a hash"), "'state_hash' is wrong")
    refused(with_changes(app_version=1), "'app_version' is wrong")


def test_bad_rolls_in_the_log_are_refused():
    doc = small_doc()
    rolled = next(i for i, e in enumerate(doc["actions"]) if e.get("rolls"))
    doc["actions"][rolled]["rolls"] = [7] * len(doc["actions"][rolled]["rolls"])
    refused(json.dumps(doc), f"action {rolled + 1}")
    doc["actions"][rolled]["rolls"] = "axe"
    refused(json.dumps(doc), "rolls")


def test_checkpoints_out_of_order_or_beyond_the_log():
    doc = small_doc()
    n = len(doc["actions"])
    doc["checkpoints"] = [{"index": n + 1, "state": doc["checkpoints"][-1]["state"]}]
    refused(json.dumps(doc), "beyond the end")
    doc["checkpoints"] = [{"index": 2, "state": "{}"}, {"index": 1, "state": "{}"}]
    refused(json.dumps(doc), "increasing")
    doc["checkpoints"] = [{"index": 0, "state": "not a state"}]
    refused(json.dumps(doc), "checkpoint after action 0 is damaged")


# ---- tampering ---------------------------------------------------------------------------------


def test_a_changed_fingerprint_is_refused():
    doc = small_doc()
    doc["state_hash"] = "0" * 16
    refused(json.dumps(doc), "changed or damaged", "fingerprint")


def test_a_dropped_last_action_is_refused():
    doc = small_doc()
    doc["actions"].pop()
    doc["checkpoints"] = []
    refused(json.dumps(doc), "fingerprint")


def test_a_changed_checkpoint_is_refused():
    opts, seed, log, state, states = play("basic", 4, 60, pick=4)
    doc = json.loads(saves.save_text(saves.build_save(RS, opts, seed, log, state, SEATS)))
    assert doc["checkpoints"][0]["index"] == 50
    doc["checkpoints"][0]["state"] = RS.dump(states[49])
    refused(json.dumps(doc), "after action 50 does not match its checkpoint")


def test_an_illegal_action_is_refused():
    doc = small_doc()
    first_move = next(i for i, e in enumerate(doc["actions"]) if e["action"]["type"] == "lionheart-1997/Move")
    doc["actions"][first_move]["action"]["to"] = [4, 4]  # far beyond one step
    refused(json.dumps(doc), f"action {first_move + 1}", "not allowed by the rules")
    doc = small_doc()
    last = doc["actions"][-1]["action"]
    last["player"] = "silver" if last["player"] == "gold" else "gold"  # out of turn
    refused(json.dumps(doc), f"action {len(doc['actions'])}", "not allowed by the rules")


def test_another_legal_action_is_refused_by_the_fingerprint():
    """Swapping an action for a different legal one replays fine but ends elsewhere."""
    opts, seed, log, state, states = play("basic", 9, 30, pick=9)
    i = next(k for k in range(len(log) - 1, 0, -1) if type(log[k].action).__name__ == "Turn")
    other = next(a for a in RS.legal_actions(states[i])
                 if a != log[i].action and type(a).__name__ == "Turn")
    save = saves.build_save(RS, opts, seed, log[:i + 1], states[i + 1], SEATS)
    doc = json.loads(saves.save_text(save))
    doc["actions"][i]["action"] = RS.action_to_dict(other)
    doc["checkpoints"] = []
    refused(json.dumps(doc), "changed or damaged", "fingerprint")


# ---- hypothesis fuzz ---------------------------------------------------------------------------


def test_truncation_at_every_position():
    data, _ = small_save()
    end = len(data.rstrip())
    for cut in range(end):
        assert load_or_refuse(data[:cut]) is None, cut
    # Every class of position: inside a key, a string, a number, between tokens, inside the
    # multi-byte "é" and right before the final brace.
    assert load_or_refuse(data[:end]) is not None
    assert load_or_refuse(data[:end] + b"\n\n") is not None
    half_e = data.index("é".encode()) + 1
    refused(data[:half_e], "cut short")


def test_truncation_messages_say_cut_short():
    data, _ = small_save()
    cut_short = 0
    for cut in range(10, len(data.rstrip()), 7):
        with pytest.raises(LoadError) as info:
            saves.parse_save(data[:cut])
        cut_short += "cut short" in str(info.value)
    assert cut_short >= 0.9 * len(range(10, len(data.rstrip()), 7))


@FUZZ
@given(st.data())
def test_flipped_bytes(data):
    raw, good_hash = small_save()
    buf = bytearray(raw)
    for _ in range(data.draw(st.integers(1, 4))):
        pos = data.draw(st.integers(0, len(buf) - 1))
        buf[pos] ^= data.draw(st.integers(1, 255))
    loaded = load_or_refuse(bytes(buf))
    if loaded is not None:  # a flip in the title or version: still the same game
        assert RS.state_hash(loaded.state) == good_hash


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12,
)


def paths_into(doc, prefix=()):
    """Every path to a value inside a JSON document."""
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from paths_into(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from paths_into(v, prefix + (i,))


ALL_PATHS = None


def all_paths():
    global ALL_PATHS
    if ALL_PATHS is None:
        ALL_PATHS = [p for p in paths_into(small_doc()) if p]
    return ALL_PATHS


def value_at(doc, path):
    for part in path:
        doc = doc[part]
    return doc


def follow(doc, path):
    for part in path[:-1]:
        doc = doc[part]
    return doc


@FUZZ
@given(st.data(), json_values)
def test_wrong_types_anywhere(data, value):
    doc = small_doc()
    path = data.draw(st.sampled_from(all_paths()))
    follow(doc, path)[path[-1]] = value
    loaded = load_or_refuse(json.dumps(doc))
    if loaded is not None:
        assert RS.state_hash(loaded.state) == small_save()[1]


@FUZZ
@given(st.data())
def test_missing_fields_anywhere(data):
    doc = small_doc()
    path = data.draw(st.sampled_from(all_paths()))
    parent = follow(doc, path)
    parent.pop(path[-1])
    loaded = load_or_refuse(json.dumps(doc))
    # Only what has a default may go: the title, a checkpoint, the rolls of an action without
    # dice, an option left at its default, or a seat (the app seats a person there).
    if loaded is not None:
        assert path[0] in ("title", "checkpoints", "options", "seats") or "rolls" in path
        assert RS.state_hash(loaded.state) == small_save()[1]


@FUZZ
@given(st.data(), st.text(min_size=1, max_size=8), json_values)
def test_extra_fields_anywhere(data, key, value):
    doc = small_doc()
    dicts = [p for p in [(), *all_paths()] if isinstance(value_at(doc, p), dict)]
    target = value_at(doc, data.draw(st.sampled_from(dicts)))
    if key in target:
        return
    target[key] = value
    loaded = load_or_refuse(json.dumps(doc))
    # Nothing extra loads, except "rolls" on a log entry (an empty script for an action that
    # rolls no dice changes nothing).
    if loaded is not None:
        assert key == "rolls"


@FUZZ
@given(json_values)
def test_foreign_json(value):
    assert load_or_refuse(json.dumps(value)) is None


@FUZZ
@given(st.dictionaries(st.sampled_from(["format", "app_version", "ruleset", "options", "seed",
                                        "seats", "actions", "checkpoints", "state_hash",
                                        "saved_at", "title", "log"]), json_values, max_size=12))
def test_our_app_with_garbage_fields(doc):
    doc["app"] = "lionheart-table"
    assert load_or_refuse(json.dumps(doc)) is None


@FUZZ
@given(st.binary(max_size=300))
def test_random_bytes(raw):
    assert load_or_refuse(raw) is None


# ---- files -------------------------------------------------------------------------------------


def test_a_100_mb_file_is_refused_by_its_size_without_reading_it(tmp_path, monkeypatch):
    big = tmp_path / "huge.lionheart.json"
    with big.open("wb") as f:
        f.truncate(100 * 1024 * 1024)  # sparse: no 100 MB written
    opened = []
    real_open = Path.open

    def spy_open(self, *args, **kwargs):
        opened.append(self)
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", spy_open)
    start = time.perf_counter()
    with pytest.raises(LoadError) as info:
        saves.read_save(big)
    assert time.perf_counter() - start < 0.5
    assert "too large" in str(info.value) and "huge.lionheart.json" in str(info.value)
    assert opened == []  # refused on its size alone, never opened
    with pytest.raises(LoadError, match="too large"):
        saves.parse_save(b" " * (saves.MAX_BYTES + 1))


def test_missing_folder_and_special_files(tmp_path):
    with pytest.raises(LoadError, match="no such file"):
        saves.read_save(tmp_path / "nothing.lionheart.json")
    with pytest.raises(LoadError, match="folder"):
        saves.read_save(tmp_path)
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.lionheart.json"
        os.mkfifo(fifo)
        with pytest.raises(LoadError, match="not a regular file"):
            saves.read_save(fifo)


def test_an_unreadable_file(tmp_path, monkeypatch):
    p = tmp_path / "locked.lionheart.json"
    p.write_bytes(small_save()[0])

    def denied(self, *args, **kwargs):  # as for a file of another user (root reads anything)
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "open", denied)
    with pytest.raises(LoadError, match="cannot be read .permission denied"):
        saves.read_save(p)


@pytest.mark.parametrize("step", ["write", "fsync", "link", "replace-backup", "replace-save"])
def test_a_write_failing_at_any_step_leaves_the_old_save(tmp_path, monkeypatch, step):
    """Each step of the atomic write made to fail in turn (disk full, power cut): the old save
    stays complete under its name and no temp file is left."""
    opts, seed, log, state, states = play("basic", 4, 30, pick=4)
    path = tmp_path / "g.lionheart.json"
    saves.write_save(path, RS, opts, seed, log[:20], states[20], SEATS)
    before = path.read_bytes()
    real_replace, calls = os.replace, []

    def boom(*args, **kwargs):
        raise OSError(28, "No space left on device")

    def counted_replace(src, dst):
        calls.append(dst)
        if (step == "replace-backup" and len(calls) == 1) or (step == "replace-save"
                                                               and len(calls) == 2):
            boom()
        return real_replace(src, dst)

    if step == "write":
        monkeypatch.setattr(saves.os, "fdopen", lambda *a, **k: boom())
    elif step == "fsync":
        monkeypatch.setattr(saves.os, "fsync", boom)
    elif step == "link":
        monkeypatch.setattr(saves.os, "link", boom)  # falls back to copying: still succeeds
    else:
        monkeypatch.setattr(saves.os, "replace", counted_replace)
    if step == "link":
        saves.write_save(path, RS, opts, seed, log, state, SEATS)
        assert len(saves.read_save(path).log) == 30
        assert saves.backup_path(path).read_bytes() == before
    else:
        with pytest.raises(OSError):
            saves.write_save(path, RS, opts, seed, log, state, SEATS)
        assert path.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


CHILD = r"""
import random, sys
from lionheart_core import rulesets, saves
rs = rulesets.get("lionheart-1997")
path = sys.argv[1]
state = rs.new_game(rs.Options(setup="customized"), 21)
rng = random.Random(4)
log, states = [], [state]
while len(log) < 400 and not rs.is_over(state):
    state, _, entry = rs.step(state, rng.choice(rs.legal_actions(state)))
    log.append(entry)
    states.append(state)
print(len(log), flush=True)
i = 0
while True:
    k = len(log) - i % 5
    saves.write_save(path, rs, state.opts, 21, log[:k], states[k],
                     {"gold": "human", "silver": "heuristic"}, title=f"write {i} " + "x" * 400000)
    i += 1
"""


def test_a_writer_killed_at_random_moments_leaves_a_loadable_save(tmp_path):
    path = tmp_path / "killed.lionheart.json"
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    rng = random.Random(7)
    lengths = set()
    for _ in range(5):
        child = subprocess.Popen([sys.executable, str(script), str(path)], stdout=subprocess.PIPE,
                                 text=True)
        try:
            n = int(child.stdout.readline())
            deadline = time.monotonic() + 20
            while not path.exists() and time.monotonic() < deadline:
                time.sleep(0.005)
            time.sleep(rng.uniform(0.0, 0.3))
        finally:
            os.kill(child.pid, signal.SIGKILL)
            child.wait()
            child.stdout.close()
        assert child.returncode == -signal.SIGKILL
        loaded = saves.read_save(path)  # the previous or the new save, never half of one
        assert n - 4 <= len(loaded.log) <= n
        assert loaded.title.startswith("write ")
        lengths.add(len(loaded.log))
        if saves.backup_path(path).exists():
            assert saves.read_save(saves.backup_path(path)).seats == SEATS
    assert saves.backup_path(path).exists()  # the later rounds replaced an existing save


# ---- migrations and golden saves ---------------------------------------------------------------


def as_format_0(doc: dict) -> dict:
    """The pre-release layout: no checkpoints, the actions list called "log"."""
    old = {k: v for k, v in doc.items() if k not in ("checkpoints", "actions")}
    old["format"] = 0
    old["log"] = doc["actions"]
    return old


def test_a_format_0_save_is_migrated():
    doc = small_doc()
    loaded = saves.parse_save(json.dumps(as_format_0(doc)))
    assert loaded.migrated_from == 0
    assert RS.state_hash(loaded.state) == small_save()[1]
    migrated, start = saves.migrate(as_format_0(doc))
    assert start == 0 and migrated["checkpoints"] == [] and migrated["actions"] == doc["actions"]
    # Both names at once is not a format-0 document.
    both = as_format_0(doc)
    both["actions"] = doc["actions"]
    refused(json.dumps(both), "unknown field 'log'")


def test_migrations_chain_and_must_move_forward(monkeypatch):
    doc = small_doc()
    current = saves.FORMAT
    monkeypatch.setattr(saves, "FORMAT", current + 1)
    monkeypatch.setitem(saves.MIGRATIONS, current, lambda d: {**d, "format": current + 1})
    loaded = saves.parse_save(json.dumps(as_format_0(doc)))
    assert loaded.migrated_from == 0
    assert saves.parse_save(json.dumps(doc)).migrated_from == current
    monkeypatch.setitem(saves.MIGRATIONS, current, lambda d: {**d, "format": current})
    refused(json.dumps(doc), "could not be brought up to date")
    monkeypatch.setitem(saves.MIGRATIONS, current, lambda d: 1 / 0)
    refused(json.dumps(doc), "could not be brought up to date")


# The final states of the golden games, recorded when the files were made. A change here means
# the rules now play an old game differently: old saves would stop loading.
GOLDEN_HASHES = {
    "lionheart-1997-basic.format1.lionheart.json": "79c2e416a90c9884",
    "lionheart-1997-customized.format0.lionheart.json": "aa60b3306157a3d1",
}


@pytest.mark.parametrize("name", sorted(GOLDEN_HASHES))
def test_golden_saves_keep_loading(name):
    loaded = saves.read_save(GOLDEN / name)
    assert RS.state_hash(loaded.state) == GOLDEN_HASHES[name]
    doc = json.loads((GOLDEN / name).read_text("utf-8"))
    assert loaded.migrated_from == (None if doc["format"] == saves.FORMAT else doc["format"])
    assert len(loaded.log) == len(doc.get("actions", doc.get("log")))


def make_golden() -> None:
    """Write the golden files (once; never regenerate them to make a test pass)."""
    GOLDEN.mkdir(parents=True, exist_ok=True)
    opts, seed, log, state, _ = play("basic", 11, 120, pick=5)
    save = saves.build_save(RS, opts, seed, log, state, SEATS, title="Golden basic game")
    save = save.model_copy(update={"app_version": "0.1.0", "saved_at": "2026-11-21T16:00:00+00:00"})
    name = "lionheart-1997-basic.format1.lionheart.json"
    (GOLDEN / name).write_text(saves.save_text(save), "utf-8")
    print(name, len(log), RS.state_hash(state))
    opts, seed, log, state, _ = play("customized", 12, 70, pick=6, scripted=True)
    save = saves.build_save(RS, opts, seed, log, state, {"gold": "human", "silver": "human"},
                            title="Golden pre-release save")
    doc = as_format_0(json.loads(saves.save_text(save)))
    doc.update(app_version="0.0.1", saved_at="2026-10-01T12:00:00+00:00")
    name = "lionheart-1997-customized.format0.lionheart.json"
    (GOLDEN / name).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", "utf-8")
    print(name, len(log), RS.state_hash(state))


if __name__ == "__main__":
    make_golden()


def test_a_game_set_up_from_a_position_saves_its_opening_and_replays_from_it(tmp_path):
    """File > New from position: the opening is not new_game(options, seed), so the save keeps
    it (``start``) and every way of loading replays from it."""
    text = RS.to_text(RS.new_game(RS.Options(), 3))
    opening = RS.from_text(text.replace("K1E1n", "K1E3n", 1))  # the Gold King two squares up
    assert opening != RS.new_game(RS.Options(), opening.seed)
    state, log = opening, []
    rng = random.Random(5)
    for _ in range(70):
        state, _, entry = RS.step(state, rng.choice(RS.legal_actions(state)))
        log.append(entry)
    path = saves.write_save(tmp_path / "puzzle.lionheart.json", RS, opening.opts, opening.seed,
                            log, state, SEATS, start=opening)
    doc = json.loads(path.read_text("utf-8"))
    assert RS.load(doc["start"]) == opening
    for verify in ("full", "tail"):
        loaded = saves.read_save(path, verify=verify)
        assert loaded.state == state and loaded.start == opening and loaded.opening() == opening
        assert loaded.state_at(10) == _replay(opening, log[:10])
        assert saves.verify(loaded).verified
    # A damaged opening is refused; an ordinary game's file has no "start" at all.
    doc["start"] = doc["start"][:-5]
    with pytest.raises(LoadError, match="opening position"):
        saves.parse_save(json.dumps(doc))
    opts, seed, plain_log, plain_state, _ = play("basic", 4, 5)
    assert "start" not in json.loads(saves.save_text(saves.build_save(RS, opts, seed, plain_log,
                                                                      plain_state, SEATS)))


def _replay(state, log):
    for entry in log:
        state, _ = RS.apply(state, entry.action)
    return state
