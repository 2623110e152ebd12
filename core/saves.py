"""Save files: one versioned JSON document per game (``*.lionheart.json``).

A save holds what replays the game (ruleset, options, seed and the action log), who sits in each
seat, checkpoints of the state every :data:`CHECKPOINT_EVERY` actions and at the end, and the
final state's fingerprint. The action log is the truth: loading replays it through the rules and
refuses the file if the replay is illegal or does not match the fingerprint or a checkpoint.

Writing is atomic (temp file in the same folder, flush, fsync, ``os.replace``) and keeps the
previous file as ``<name>.bak``, so a crash or power cut at any moment leaves either the old or the
new save on disk, never half of one. Reading never raises anything but
:class:`~lionheart_core.engine.LoadError`, whose message is one line a player can understand.

The format, field by field, and the migration policy are in ``docs/save-format.md``.
"""

from __future__ import annotations

import dataclasses
import glob
import json
import logging
import os
import stat
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from . import dice as dice_mod
from . import rulesets
from .engine import BaseOptions, IllegalAction, LoadError, LogEntry, Ruleset
from .i18n import Msg, msg

log = logging.getLogger(__name__)

FORMAT = 2
"""The save format this program writes and the newest it reads."""
APP = "lionheart-table"
SUFFIX = ".lionheart.json"
BACKUP_SUFFIX = ".bak"
MAX_BYTES = 20 * 1024 * 1024
"""Larger files are refused before they are read: no game comes near this size."""
CHECKPOINT_EVERY = 50
# Temp files older than this, left by a write that was killed, are cleared on the next write.
_STALE_TEMP_SECONDS = 600


# ---- the document -------------------------------------------------------------------------


class Checkpoint(BaseModel):
    """The state after the first ``index`` actions, as :meth:`Ruleset.dump` text."""

    model_config = ConfigDict(extra="forbid", strict=True)

    index: int = Field(ge=0)
    state: str


class SaveGame(BaseModel):
    """A save file as validated after any migration (format :data:`FORMAT`)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    format: int
    app: str
    app_version: str
    ruleset: str
    options: dict[str, Any]
    seed: int
    seats: dict[str, str]
    actions: list[dict[str, Any]]
    checkpoints: list[Checkpoint]
    state_hash: str = Field(pattern=r"^[0-9a-f]{8,64}$")
    saved_at: str
    title: str | None = None
    # The opening position as Ruleset.dump text, for a game that did not begin with
    # new_game(options, seed) (File > New from position); absent for every other game.
    start: str | None = None

    @field_validator("format")
    @classmethod
    def _current_format(cls, v: int) -> int:
        if v != FORMAT:
            raise ValueError(f"format must be {FORMAT} after migration")
        return v

    @field_validator("app")
    @classmethod
    def _our_app(cls, v: str) -> str:
        if v != APP:
            raise ValueError(f"app must be {APP!r}")
        return v

    @field_validator("saved_at")
    @classmethod
    def _iso_time(cls, v: str) -> str:
        datetime.fromisoformat(v)  # raises ValueError for anything else
        return v

    @field_validator("checkpoints")
    @classmethod
    def _increasing(cls, v: list[Checkpoint]) -> list[Checkpoint]:
        indices = [c.index for c in v]
        if any(b <= a for a, b in zip(indices, indices[1:], strict=False)):
            raise ValueError("checkpoints must be in increasing order of action")
        return v


@dataclass(frozen=True)
class LoadedGame:
    """A save file read and checked: everything the app needs to continue the game."""

    ruleset: Ruleset
    options: BaseOptions
    seed: int
    log: list[LogEntry]
    state: Any
    seats: dict[str, str]
    title: str | None
    path: Path | None = None
    saved_at: str | None = None
    app_version: str | None = None
    # The format the file was written in, when it was older than FORMAT and was migrated.
    migrated_from: int | None = None
    # States read from the file's checkpoints, by the number of actions before them.
    checkpoints: dict[int, Any] = dataclasses.field(default_factory=dict)
    # True when the whole log was replayed through the rules; False when loading started from
    # the last checkpoint (call verify() to replay the rest).
    verified: bool = True
    # The opening position of a game set up from a position (None: new_game(options, seed)).
    start: Any = None
    # Every checkpoint of the file as its Ruleset.dump text, by the number of actions before it
    # (``checkpoints`` holds only those read so far: all of them, or the last one with
    # verify="tail"); the app loads others as it needs them.
    checkpoint_texts: dict[int, str] = dataclasses.field(default_factory=dict)

    def opening(self) -> Any:
        """The position before the first action."""
        if self.start is not None:
            return self.start
        return self.ruleset.new_game(self.options, self.seed)

    def state_at(self, n: int) -> Any:
        """The state after the first ``n`` actions, replayed from the nearest checkpoint."""
        n = max(0, min(n, len(self.log)))
        if n == len(self.log):
            return self.state
        starts = [i for i in self.checkpoints if i <= n]
        if starts:
            k = max(starts)
            state = self.checkpoints[k]
        else:
            k, state = 0, self.opening()
        for entry in self.log[k:n]:
            dice = None if entry.rolls is None else dice_mod.Scripted(entry.rolls)
            state, _ = self.ruleset.apply_unchecked(state, entry.action, dice)
        return state


# ---- migrations ------------------------------------------------------------------------------


def _from_format_0(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 0, the pre-release layout, had no checkpoints and called the actions "log"."""
    out = dict(doc)
    if "log" in out and "actions" not in out:
        out["actions"] = out.pop("log")
    out.setdefault("checkpoints", [])
    out["format"] = 1
    return out


def _from_format_1(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 1 named action types bare ("Move"); format 2 namespaces them by ruleset
    ("lionheart-1997/Move"), so the rulesets' records never collide."""
    out = dict(doc)
    ruleset = out.get("ruleset")
    actions = out.get("actions")
    if isinstance(ruleset, str) and isinstance(actions, list):
        new = []
        for item in actions:
            if isinstance(item, dict) and isinstance(item.get("action"), dict):
                action = dict(item["action"])
                kind = action.get("type")
                if isinstance(kind, str) and "/" not in kind:
                    action["type"] = f"{ruleset}/{kind}"
                item = {**item, "action": action}
            new.append(item)
        out["actions"] = new
    out["format"] = 2
    return out


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _from_format_0, 1: _from_format_1}
"""``{old format: function}``; each turns a document of that format into the next format's.
They run in a chain before validation, so only the newest layout is ever validated."""


def migrate(doc: dict[str, Any]) -> tuple[dict[str, Any], int | None]:
    """Bring a document up to :data:`FORMAT`; returns it and the format it started in (None if
    it was current). Raises :class:`LoadError` for a format too new or unknown."""
    fmt = doc.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise LoadError(_m("no_format"))
    if fmt > FORMAT:
        raise LoadError(_m("newer", fmt=fmt, ours=FORMAT))
    start = fmt
    while fmt < FORMAT:
        step = MIGRATIONS.get(fmt)
        if step is None:
            raise LoadError(_m("unknown_format", fmt=start))
        try:
            doc = step(doc)
        except Exception as exc:
            raise LoadError(_m("old_failed", fmt=start)) from exc
        new_fmt = doc.get("format")
        if not isinstance(new_fmt, int) or new_fmt <= fmt:  # a migration must move forward
            raise LoadError(_m("old_failed", fmt=start))
        fmt = new_fmt
    return doc, (None if start == FORMAT else start)


# ---- reading ---------------------------------------------------------------------------------


def read_save(path: str | os.PathLike[str], verify: str = "full") -> LoadedGame:
    """Read, replay and check a save file. Raises only :class:`LoadError`, with one line that
    names the file and says what is wrong. ``verify="tail"`` starts from the last checkpoint and
    replays only the actions after it (fast for long games; see :func:`parse_save`)."""
    p = Path(path)
    name = _printable(p.name or str(p))
    try:
        try:
            st = p.stat()
        except FileNotFoundError:
            raise LoadError(_m("in_file", source=name, reason=_m("no_such_file"))) from None
        except OSError as exc:
            raise LoadError(_m("in_file", source=name, reason=_m("unreadable", why=_os_reason(exc)))) from None
        if stat.S_ISDIR(st.st_mode):
            raise LoadError(_m("in_file", source=name, reason=_m("folder")))
        if not stat.S_ISREG(st.st_mode):  # a pipe or device could block or never end
            raise LoadError(_m("in_file", source=name, reason=_m("not_regular")))
        if st.st_size > MAX_BYTES:
            raise LoadError(_too_large(name, st.st_size))
        try:
            with p.open("rb") as f:
                # Never more than the limit, even if the file grew since stat().
                data = f.read(MAX_BYTES + 1)
        except OSError as exc:
            raise LoadError(_m("in_file", source=name, reason=_m("unreadable", why=_os_reason(exc)))) from None
        loaded = parse_save(data, source=name, verify=verify)
    except LoadError:
        raise
    except Exception as exc:  # a promise to the app: nothing but LoadError escapes
        log.exception("unexpected error reading %s", p)
        raise LoadError(_m("in_file", source=name, reason=_m("crashed", error=type(exc).__name__))) from exc
    return _with_path(loaded, p)


def parse_save(data: str | bytes, source: Any = None, verify: str = "full") -> LoadedGame:
    """As :func:`read_save`, from the file's contents in memory (``source`` names it in
    messages). Raises only :class:`LoadError`.

    ``verify="full"`` replays the whole log through the rules. ``verify="tail"`` loads the last
    checkpoint, checks that it is a valid state, and replays only the actions after it to the
    fingerprint; the result says ``verified=False`` and :func:`verify` replays the rest later
    (the app does so in the background)."""
    if verify not in ("full", "tail"):
        raise ValueError("verify must be 'full' or 'tail'")
    source = _src(source)
    try:
        return _parse(data, source, verify)
    except LoadError:
        raise
    except Exception as exc:  # a promise to the app: nothing but LoadError escapes
        log.exception("unexpected error reading %s", source)
        raise LoadError(_m("in_file", source=source, reason=_m("crashed", error=type(exc).__name__))) from exc


def _parse(data: str | bytes, source: Any, verify: str = "full") -> LoadedGame:
    def fail(reason: Any) -> LoadError:
        return LoadError(_m("in_file", source=source, reason=reason))

    if isinstance(data, bytes | bytearray | memoryview):
        data = bytes(data)
        if len(data) > MAX_BYTES:
            raise LoadError(_too_large(source, len(data)))
        try:
            text = data.decode("utf-8-sig")  # tolerate the byte-order mark some editors add
        except UnicodeDecodeError as exc:
            if exc.reason == "unexpected end of data":  # a character cut in half at the end
                raise fail(_m("cut_short")) from None
            raise fail(_m("not_utf8")) from None
    elif isinstance(data, str):
        text = data
        if len(text) > MAX_BYTES:
            raise LoadError(_too_large(source, len(text)))
    else:
        raise fail(_m("nothing"))

    if not text.strip():
        raise fail(_m("empty"))
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        # The parser stops at the end, or inside a string or number that the end cut off:
        # either way on the last line (the writer puts each item on a line of its own).
        if exc.msg != "Extra data" and "\n" not in text[exc.pos:].rstrip():
            raise fail(_m("cut_short")) from None
        raise fail(_m("bad_json_at", line=exc.lineno, column=exc.colno)) from None
    except (ValueError, RecursionError):
        raise fail(_m("bad_json")) from None

    if not isinstance(doc, dict) or doc.get("app") != APP:
        raise fail(_m("not_save"))
    try:
        doc, migrated_from = migrate(doc)
    except LoadError as exc:
        raise fail(_why(exc)) from None
    try:
        save = SaveGame.model_validate(doc)
    except ValidationError as exc:
        raise fail(_validation_reason(exc)) from None

    try:
        rs = rulesets.get(save.ruleset)
    except KeyError:
        raise fail(_m("unknown_game", ruleset=_printable(save.ruleset))) from None
    try:
        opts = rs.options_from_dict(save.options)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = _loc(err["loc"]) if err["loc"] else "options"
        problem = _problem(err)
        raise fail(_m("bad_options", where=where, problem=problem) if problem is not None
                   else _m("bad_options_plain", where=where)) from None
    players = rs.players(opts)
    strangers = [p for p in save.seats if p not in players]
    if strangers:
        raise fail(_m("stranger", player=_printable(strangers[0])))
    if any(not kind for kind in save.seats.values()):
        raise fail(_m("nobody"))
    for i, item in enumerate(save.actions):
        extra = set(item) - {"action", "rolls"}
        if extra:
            raise fail(msg("core:file.unknown_field", field=f"actions[{i}].{_printable(sorted(extra)[0])}"))
    try:
        entries = rs.log_from_list(save.actions)
    except LoadError as exc:
        raise fail(_m("log_damaged", reason=_why(exc))) from None
    start = None
    if save.start is not None:
        try:
            start = rs.load(save.start)
        except LoadError:
            raise fail(_m("opening_damaged")) from None
        if getattr(start, "opts", opts) != opts:
            raise fail(_m("opening_options"))
    if save.checkpoints and save.checkpoints[-1].index > len(entries):
        raise fail(_m("checkpoint_beyond"))

    if verify == "tail" and save.checkpoints:
        state, states = _replay_tail(rs, opts, save, entries, fail)
        verified = save.checkpoints[-1].index == 0
    else:
        state, states = _replay_checked(rs, opts, save, entries, fail, start)
        verified = True
    if rs.state_hash(state) != save.state_hash:
        raise fail(_m("fingerprint"))
    return LoadedGame(ruleset=rs, options=opts, seed=save.seed, log=entries, state=state,
                      seats=dict(save.seats), title=save.title, saved_at=save.saved_at,
                      app_version=save.app_version, migrated_from=migrated_from,
                      checkpoints=states, verified=verified, start=start,
                      checkpoint_texts={c.index: c.state for c in save.checkpoints})


def verify(loaded: LoadedGame, source: Any = None) -> LoadedGame:
    """Replay a game loaded with ``verify="tail"`` from its start, through the rules, against
    every checkpoint and the final state. Returns it marked verified; raises :class:`LoadError`
    naming the first action or checkpoint that does not agree."""
    if loaded.verified:
        return loaded
    source = _src(source)

    def fail(reason: Any) -> LoadError:
        return LoadError(_m("in_file", source=source, reason=reason))

    rs = loaded.ruleset
    state = loaded.opening()
    for i, entry in enumerate(loaded.log):
        if i in loaded.checkpoints and rs.state_hash(loaded.checkpoints[i]) != rs.state_hash(state):
            raise fail(_m("checkpoint_mismatch", i=i))
        try:
            dice = None if entry.rolls is None else dice_mod.Scripted(entry.rolls)
            state, _ = rs.apply(state, entry.action, dice)
        except IllegalAction as exc:
            raise fail(_m("not_allowed", n=i + 1, reason=exc.message)) from None
        except Exception:
            raise fail(_m("not_replayable", n=i + 1)) from None
    if rs.state_hash(state) != rs.state_hash(loaded.state):
        raise fail(_m("fingerprint"))
    return dataclasses.replace(loaded, verified=True)


def _replay_checked(rs: Ruleset, opts: BaseOptions, save: SaveGame, entries: list[LogEntry],
                    fail: Callable[[str], LoadError], start: Any = None) -> tuple[Any, dict[int, Any]]:
    """Replay with every action checked by the rules, comparing each checkpoint on the way.
    Returns the final state and the checkpoints' states."""
    checkpoints = {c.index: c.state for c in save.checkpoints}
    states: dict[int, Any] = {}
    try:
        state = rs.new_game(opts, save.seed) if start is None else start
    except Exception:
        raise fail(_m("setup_failed")) from None
    for i, entry in enumerate(entries):
        if i in checkpoints:
            states[i] = _compare_checkpoint(rs, state, i, checkpoints[i], fail)
        state = _replay_one(rs, state, i, entry, fail)
    if len(entries) in checkpoints:
        states[len(entries)] = _compare_checkpoint(rs, state, len(entries), checkpoints[len(entries)], fail)
    return state, states


def _replay_tail(rs: Ruleset, opts: BaseOptions, save: SaveGame, entries: list[LogEntry],
                 fail: Callable[[str], LoadError]) -> tuple[Any, dict[int, Any]]:
    """Start from the last checkpoint (a valid state of this ruleset and these options) and
    replay, checked, only the actions after it."""
    last = save.checkpoints[-1]
    try:
        state = rs.load(last.state)
    except LoadError:
        raise fail(_m("checkpoint_damaged", i=last.index)) from None
    if getattr(state, "opts", opts) != opts:
        raise fail(_m("checkpoint_options", i=last.index))
    states = {last.index: state}
    for i in range(last.index, len(entries)):
        state = _replay_one(rs, state, i, entries[i], fail)
    return state, states


def _replay_one(rs: Ruleset, state: Any, i: int, entry: LogEntry, fail: Callable[[str], LoadError]) -> Any:
    try:
        dice = None if entry.rolls is None else dice_mod.Scripted(entry.rolls)
        state, _ = rs.apply(state, entry.action, dice)
    except IllegalAction as exc:
        raise fail(_m("not_allowed", n=i + 1, reason=exc.message)) from None
    except Exception:  # scripted dice of the wrong kind, a malformed action, ...
        raise fail(_m("not_replayable", n=i + 1)) from None
    return state


def _compare_checkpoint(rs: Ruleset, state: Any, index: int, text: str,
                        fail: Callable[[str], LoadError]) -> Any:
    try:
        saved = rs.load(text)
    except LoadError:
        raise fail(_m("checkpoint_damaged", i=index)) from None
    if rs.state_hash(saved) != rs.state_hash(state):
        raise fail(_m("checkpoint_mismatch", i=index))
    return saved


def _validation_reason(exc: ValidationError) -> Any:
    """Why a file's fields are refused: a message (shown in the reader's language)."""
    from .i18n import msg

    err = exc.errors()[0]
    where = _loc(err["loc"])
    kind = err["type"]
    if kind == "missing":
        return msg("core:file.missing_field", field=where)
    if kind == "extra_forbidden":
        return msg("core:file.unknown_field", field=where)
    problem = _problem(err)
    if problem is None:  # pydantic's own words would be English: name the field alone
        return msg("core:file.wrong_field_plain", field=where)
    return msg("core:file.wrong_field", field=where, problem=problem)


def _problem(err: Any) -> Any:
    """What is wrong with a field, in our words (a message); a validator of ours gives its own
    text (English still); None for a kind of error we do not name."""
    from .i18n import msg

    kind = err["type"]
    problem = _PROBLEMS.get(kind) or next((v for k, v in _PROBLEMS.items() if kind.startswith(k)), None)
    if problem is None:
        return _one_line(err["msg"]) if kind == "value_error" else None
    return msg(f"core:file.problem.{problem}")


# pydantic error types (or their prefixes) -> what is wrong with a field, in our words
_PROBLEMS = {
    "string_pattern": "form", "string_too": "length", "string": "text", "int": "number", "float": "number",
    "bool": "yes_no", "list": "list", "dict": "object", "model": "object", "too_short": "length",
    "too_long": "length", "greater": "range", "less": "range", "literal": "choice", "enum": "choice",
    "datetime": "time", "missing": "missing",
}


def _loc(loc: Sequence[str | int]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{_printable(part)}" if out else _printable(part)
    return out or "document"


def _printable(name: str) -> str:
    """A field or file name as a message can show it (odd characters escaped, kept short)."""
    name = str(name)
    shown = name if name.isprintable() else repr(name)[1:-1]
    return shown if len(shown) <= 60 else shown[:57] + "..."


def _one_line(text: str, limit: int = 200) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _too_large(name: Any, size: int) -> Msg:
    return _m("in_file", source=name, reason=_m("too_large", size=f"{size / 1024 / 1024:.0f}",
                                                 most=MAX_BYTES // 1024 // 1024))


def _m(name: str, /, **args: Any) -> Msg:
    """A message of reading saves (core/messages.py, ``save.*``)."""
    return msg(f"core:save.{name}", **args)


def _src(source: Any) -> Any:
    """The file named in a message: "the save" when none is given, a name made printable."""
    if source is None:
        return _m("src")
    return source if isinstance(source, Msg) else _printable(source)


def _why(exc: BaseException) -> Any:
    """The reason an error carries: its message (translated when shown), else its text."""
    first = exc.args[0] if exc.args else None
    return first if isinstance(first, Msg) else _one_line(str(exc))


def _os_reason(exc: OSError) -> str:
    return (exc.strerror or type(exc).__name__).lower()


def _with_path(loaded: LoadedGame, path: Path) -> LoadedGame:
    return dataclasses.replace(loaded, path=path)


# ---- writing ---------------------------------------------------------------------------------


def app_version() -> str:
    """The installed program's version, written into every save."""
    try:
        from importlib.metadata import version

        return version("lionheart-table")
    except Exception:  # running from a source tree without metadata
        return "0+unknown"


def build_save(ruleset: Ruleset | str, opts: BaseOptions, seed: int, log_: Sequence[LogEntry],
               state: Any, seats: dict[str, str], title: str | None = None,
               start: Any = None) -> SaveGame:
    """The document for a game. Replays the log (unchecked: these actions were played) to take
    the checkpoints, and raises ``ValueError`` if the replay does not end in ``state``: a save
    that could not be loaded again must never be written. ``start`` is the opening position of
    a game that did not begin with ``new_game(opts, seed)``."""
    rs = rulesets.get(ruleset) if isinstance(ruleset, str) else ruleset
    if opts is None or isinstance(opts, dict):
        opts = rs.options_from_dict(opts)
    current, dumps = _replay_for_checkpoints(rs, opts, int(seed), list(log_), start)
    checkpoints = [Checkpoint(index=i, state=text) for i, text in sorted(dumps.items())]
    final_hash = rs.state_hash(state)
    if rs.state_hash(current) != final_hash:
        raise ValueError("the action log does not reproduce the game's state; not saved")
    if not checkpoints or checkpoints[-1].index != len(log_):
        checkpoints.append(Checkpoint(index=len(log_), state=rs.dump(state)))
    return SaveGame(
        format=FORMAT,
        app=APP,
        app_version=app_version(),
        ruleset=rs.id,
        options=opts.model_dump(mode="json"),
        seed=int(seed),
        seats={str(k): str(v) for k, v in (seats or {}).items()},
        actions=rs.log_to_list(log_),
        checkpoints=checkpoints,
        state_hash=final_hash,
        saved_at=datetime.now(UTC).isoformat(timespec="seconds"),
        title=title,
        start=None if start is None else rs.dump(start),
    )


@dataclass
class _Replayed:
    """The last replay :func:`build_save` did, so that the autosave after one more action
    replays one action and not the whole game again."""

    key: tuple
    log: list[LogEntry]
    state: Any
    dumps: dict[int, str]


_last_replay: _Replayed | None = None
_replay_lock = threading.Lock()


def _replay_for_checkpoints(rs: Ruleset, opts: BaseOptions, seed: int, log_: list[LogEntry],
                            start: Any = None) -> tuple[Any, dict[int, str]]:
    """Replay (unchecked: these actions were played) and dump every CHECKPOINT_EVERY-th state.
    Resumes the previous replay when the log only grew since."""
    global _last_replay
    key = (rs.id, id(rs), seed, opts.model_dump_json(), None if start is None else rs.dump(start))
    with _replay_lock:
        last = _last_replay
    if (last is not None and last.key == key and len(last.log) <= len(log_)
            and log_[:len(last.log)] == last.log):
        first, current, dumps = len(last.log), last.state, dict(last.dumps)
    else:
        first, current, dumps = 0, rs.new_game(opts, seed) if start is None else start, {}
    for i in range(first, len(log_)):
        entry = log_[i]
        dice = None if entry.rolls is None else dice_mod.Scripted(entry.rolls)
        current, _ = rs.apply_unchecked(current, entry.action, dice)
        if (i + 1) % CHECKPOINT_EVERY == 0:
            dumps[i + 1] = rs.dump(current)
    with _replay_lock:
        _last_replay = _Replayed(key, log_, current, dict(dumps))
    return current, dumps


def save_text(save: SaveGame) -> str:
    """The JSON text of a save document, as written to disk."""
    doc = save.model_dump(mode="json")
    for optional in ("title", "start"):
        if doc.get(optional) is None:
            doc.pop(optional, None)
    # One field per line and one action or checkpoint per line: readable, and a diff of two
    # saves of the same game shows the actions that differ.
    lines = []
    for key, value in doc.items():
        if isinstance(value, list) and value:
            items = ",\n".join("  " + _compact(item) for item in value)
            lines.append(f" {_compact(key)}: [\n{items}\n ]")
        else:
            lines.append(f" {_compact(key)}: {_compact(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(", ", ": "))


def _compact(value: Any) -> str:
    return _ENCODER.encode(value)


def write_save(path: str | os.PathLike[str], ruleset: Ruleset | str, opts: BaseOptions,
               seed: int, log: Sequence[LogEntry], state: Any, seats: dict[str, str],
               title: str | None = None, start: Any = None) -> Path:
    """Write a game to ``path`` atomically and keep the file it replaces as ``<name>.bak``.

    Returns the path. Raises ``ValueError`` if the game cannot be saved faithfully (see
    :func:`build_save`) and ``OSError`` if the folder cannot be written; the file on disk is
    then left as it was."""
    target = Path(path)
    data = save_text(build_save(ruleset, opts, seed, log, state, seats, title, start)).encode("utf-8")
    if len(data) > MAX_BYTES:
        raise ValueError("this game is too large to save")
    atomic_write(target, data)
    return target


def backup_path(path: str | os.PathLike[str]) -> Path:
    """Where :func:`write_save` keeps the previous version of ``path``."""
    p = Path(path)
    return p.with_name(p.name + BACKUP_SUFFIX)


def atomic_write(target: Path, data: bytes) -> None:
    """Replace ``target`` by ``data`` so that a crash at any moment leaves either the old or the
    new contents; the old file is kept as ``<name>.bak`` first."""
    if target.is_symlink():  # write through a link to the real file, keeping the link
        target = target.resolve()
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    _clear_stale_temps(folder, target.name)
    mode = _file_mode(target)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    tmp = Path(tmp_name)
    try:
        try:
            f = os.fdopen(fd, "wb")
        except BaseException:
            os.close(fd)
            raise
        with f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        if target.exists():
            _keep_backup(target)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_folder(folder)


def _keep_backup(target: Path) -> None:
    """Make ``<name>.bak`` a copy of the current file, itself atomically, while ``target``
    stays in place (so no moment exists without a save under its own name)."""
    bak = backup_path(target)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{bak.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        tmp.unlink()
        try:
            os.link(target, tmp)  # a second name for the old file: instant, no copying
        except OSError:  # file systems without hard links
            with target.open("rb") as src, tmp.open("wb") as dst:
                while chunk := src.read(1 << 20):
                    dst.write(chunk)
                dst.flush()
                os.fsync(dst.fileno())
        os.replace(tmp, bak)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def _file_mode(target: Path) -> int | None:
    """Keep an existing save's permissions; a new one gets the usual rw-r--r--."""
    if os.name == "nt":
        return None
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        return 0o644


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows has no directory handles for this)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _clear_stale_temps(folder: Path, name: str) -> None:
    now = time.time()
    for prefix in (f".{name}.", f".{name}{BACKUP_SUFFIX}."):
        for leftover in folder.glob(glob.escape(prefix) + "*.tmp"):
            try:
                if now - leftover.stat().st_mtime > _STALE_TEMP_SECONDS:
                    leftover.unlink()
            except OSError:
                pass
