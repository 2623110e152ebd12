"""One codec for the actions of every ruleset: JSON for files, a short code for people and logs.

Actions are frozen dataclasses. Their fields may hold ints, strings, booleans, enums, ``None``,
tuples, frozensets, hexes, squares, nested dataclasses and other registered records; the codec
reads each field's type annotation, so a value comes back exactly as it went in (a tuple stays a
tuple, a hex a :class:`~lionheart_core.grids.hex.Hex`): equal to the original and hashable.

* **JSON** (:func:`to_json` / :func:`from_json`): ``{"type": "lionheart-1997/Move", "player":
  "gold", "frm": [4, 1], "to": [4, 2]}``. Type names are namespaced by the ruleset id, so two
  rulesets' ``Move`` never meet; a record inside a field typed ``Any`` or a union carries its
  own ``"type"``. Anything foreign (an unknown type, a missing or extra field, a value of the
  wrong type) is refused with :class:`CodecError`, a :class:`~lionheart_core.engine.LoadError`.
* **Code** (:func:`code` / :func:`from_code`), as python-chess writes UCI: ``move gold E2 E3``.
  The verb is the type's ``code`` (default: its name in kebab case), then the fields in order:
  cells by their grid label, ``-`` for ``None``, ``[a,b]`` for a tuple, ``(x y)`` for a nested
  record, ``verb(x y)`` where the type is not known from the annotation. Context-free: it checks
  syntax, not legality. The ruleset's ``parse_action(state, text)`` adds legality and accepts
  an unambiguous prefix, raising :class:`IllegalAction` or :class:`AmbiguousAction`.

A field annotated ``Annotated[T, CELL]`` (the grids export ``Square`` so) is a board cell: its
code is the grid's label (``E2`` on the square board, ``0304`` on a hex map).
"""

from __future__ import annotations

import dataclasses
import enum
import json
import re
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Annotated, Any, Literal, Protocol, Union, get_args, get_origin, get_type_hints

from .codec_marks import CELL  # Annotated[..., CELL]: a board cell, written by its grid label
from .errors import AmbiguousAction, CodecError


class CellCodec(Protocol):
    """What the code needs of a grid: a label for a cell and the cell of a label."""

    def label(self, cell: Any) -> str: ...

    def parse(self, text: str) -> Any: ...


# ---- the type registry ---------------------------------------------------------------------

_BY_NAME: dict[str, type] = {}
_NAME_OF: dict[type, str] = {}
_CELLS: dict[str, Callable[[], CellCodec | None]] = {}


def register(namespace: str, types_: typing.Iterable[type],
             cells: Callable[[], CellCodec | None] | None = None) -> None:
    """Register record types under ``namespace`` (a ruleset id, or ``"core"``); ``cells``
    gives the grid whose labels write this namespace's cells."""
    for cls in types_:
        if not dataclasses.is_dataclass(cls):
            raise TypeError(f"{cls!r} is not a dataclass")
        name = f"{namespace}/{cls.__name__}"
        old = _BY_NAME.get(name)
        if old is not None and old is not cls and old.__qualname__ != cls.__qualname__:
            raise ValueError(f"two record types are called {name}")
        _BY_NAME[name] = cls
        _NAME_OF[cls] = name
    if cells is not None:
        _CELLS[namespace] = cells


def type_name(cls: type) -> str:
    """The namespaced name of a registered type: ``"lionheart-1997/Move"``."""
    try:
        return _NAME_OF[cls]
    except KeyError:
        raise CodecError(f"{cls.__name__} is not a registered record type") from None


def lookup(name: str, namespace: str | None = None) -> type:
    """The type called ``name``; a bare name is looked up in ``namespace`` (old saves)."""
    if not isinstance(name, str):
        raise CodecError(_m("type_text"))
    cls = _BY_NAME.get(name)
    if cls is None and "/" not in name and namespace is not None:
        cls = _BY_NAME.get(f"{namespace}/{name}")
    if cls is None:
        raise CodecError(_m("unknown_type", name=repr(name)))
    return cls


def namespace_of(cls: type) -> str:
    return type_name(cls).partition("/")[0]


def verb(cls: type) -> str:
    """The code word of a type: its ``code`` attribute, else its name in kebab case."""
    given = cls.__dict__.get("code")
    if isinstance(given, str):
        return given
    return re.sub(r"(?<!^)(?=[A-Z])", "-", cls.__name__).lower()


# ---- annotations ---------------------------------------------------------------------------


@cache
def fields_of(cls: type) -> tuple[tuple[str, Any], ...]:
    """``(name, annotation)`` of every init field, annotations resolved."""
    hints = get_type_hints(cls, include_extras=True)
    return tuple((f.name, hints.get(f.name, Any)) for f in dataclasses.fields(cls) if f.init)


def _strip(tp: Any) -> tuple[Any, bool]:
    """The annotation without ``Annotated``, and whether it was marked as a cell."""
    cell = False
    while get_origin(tp) is Annotated:
        args = get_args(tp)
        cell = cell or CELL in args[1:]
        tp = args[0]
    return tp, cell


def _is_union(tp: Any) -> bool:
    return get_origin(tp) in (Union, types.UnionType)


def _optional(tp: Any) -> tuple[Any, bool]:
    """``X | None`` -> (X, True); anything else -> (tp, False)."""
    if _is_union(tp):
        args = [a for a in get_args(tp) if a is not type(None)]
        if len(args) != len(get_args(tp)):
            return (args[0] if len(args) == 1 else Union[tuple(args)]), True  # noqa: UP007
    return tp, False


# ---- JSON ------------------------------------------------------------------------------------


def to_json(record: Any) -> dict[str, Any]:
    """A registered record as JSON data with its namespaced ``"type"``."""
    cls = type(record)
    out: dict[str, Any] = {"type": type_name(cls)}
    for name, tp in fields_of(cls):
        out[name] = _enc(getattr(record, name), tp)
    return out


def from_json(data: Any, namespace: str | None = None) -> Any:
    """The record of :func:`to_json` data; ``namespace`` resolves bare (old) type names.
    Raises :class:`CodecError` for anything foreign or malformed."""
    if not isinstance(data, dict) or "type" not in data:
        raise CodecError(_m("record_object"))
    return _dec_record(lookup(data["type"], namespace), data, namespace, tagged=True)


def _enc(v: Any, tp: Any) -> Any:
    tp, _cell = _strip(tp)
    if v is None:
        return None
    tp, _ = _optional(tp)
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        body = {name: _enc(getattr(v, name), ftp) for name, ftp in fields_of(type(v))}
        if tp is type(v):
            return body
        return {"type": type_name(type(v)), **body}
    if isinstance(v, enum.Enum):
        return v.value
    if isinstance(v, tuple | list):
        return [_enc(x, _item_type(tp, i)) for i, x in enumerate(v)]
    if isinstance(v, frozenset | set):
        item = _item_type(tp, 0)
        encoded = [_enc(x, item) for x in v]
        return sorted(encoded, key=lambda e: json.dumps(e, sort_keys=True))
    if isinstance(v, dict):
        val_tp = get_args(tp)[1] if get_origin(tp) is dict and len(get_args(tp)) == 2 else Any
        return {str(k): _enc(x, val_tp) for k, x in v.items()}
    if isinstance(v, bool | int | float | str):
        return v
    raise CodecError(f"cannot write a {type(v).__name__} value")


def _item_type(tp: Any, i: int) -> Any:
    tp, _ = _strip(tp)
    origin, args = get_origin(tp), get_args(tp)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return args[0]
        return args[i] if i < len(args) else Any
    if origin in (frozenset, set, list) and args:
        return args[0]
    return Any


def _dec_record(cls: type, data: dict, namespace: str | None, tagged: bool) -> Any:
    if not isinstance(data, dict):
        raise CodecError(_m("must_be_object", kind=cls.__name__))
    known = fields_of(cls)
    names = {n for n, _ in known}
    extra = set(data) - names - ({"type"} if tagged else set())
    if extra:
        raise CodecError(_m("unknown_fields", kind=cls.__name__, fields=', '.join(sorted(extra))))
    kwargs = {}
    for name, tp in known:
        if name not in data:
            raise CodecError(_m("lacks", kind=cls.__name__, field=name))
        try:
            kwargs[name] = _dec(data[name], tp, namespace)
        except CodecError as exc:
            raise CodecError(_m("in_field", kind=cls.__name__, field=name, problem=_reason(exc))) from None
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise CodecError(_m("bad_record", verb=cls.__name__, problem=str(exc))) from None


def _dec(v: Any, tp: Any, namespace: str | None) -> Any:
    tp, _cell = _strip(tp)
    tp, optional = _optional(tp)
    if v is None:
        if optional or tp is Any or tp is type(None):
            return None
        raise CodecError(_m("null"))
    if tp is Any or _is_union(tp):
        return _dec_any(v, tp, namespace)
    origin = get_origin(tp)
    if origin is Literal:
        if v in get_args(tp) and type(v) in {type(a) for a in get_args(tp)}:
            return v
        raise CodecError(_m("not_one_of", word=repr(v), choices=', '.join(map(str, get_args(tp)))))
    if origin is tuple:
        if not isinstance(v, list):
            raise CodecError(_m("expected_list", given=_kind(v)))
        args = get_args(tp)
        if not (len(args) == 2 and args[1] is Ellipsis) and len(args) != len(v) and args != ((),):
            raise CodecError(_m("items", n=len(args), given=len(v)))
        return tuple(_dec(x, _item_type(tp, i), namespace) for i, x in enumerate(v))
    if origin in (frozenset, set):
        if not isinstance(v, list):
            raise CodecError(_m("expected_list", given=_kind(v)))
        return frozenset(_dec(x, _item_type(tp, 0), namespace) for x in v)
    if origin is dict:
        if not isinstance(v, dict):
            raise CodecError(_m("expected_object", given=_kind(v)))
        val_tp = get_args(tp)[1] if len(get_args(tp)) == 2 else Any
        return {k: _dec(x, val_tp, namespace) for k, x in v.items()}
    if isinstance(tp, type):
        if dataclasses.is_dataclass(tp):
            if isinstance(v, dict) and "type" in v and "type" not in {n for n, _ in fields_of(tp)}:
                cls = lookup(v["type"], namespace)
                if not issubclass(cls, tp):
                    raise CodecError(_m("expected_kind", kind=tp.__name__, given=cls.__name__))
                return _dec_record(cls, v, namespace, tagged=True)
            return _dec_record(tp, v, namespace, tagged=False)
        if issubclass(tp, enum.Enum):
            try:
                return tp(v)
            except ValueError:
                raise CodecError(_m("not_a_kind", word=repr(v), kind=tp.__name__)) from None
        if tp is bool:
            if type(v) is bool:
                return v
        elif tp is int:
            if type(v) is int:
                return v
        elif tp is float:
            if type(v) in (int, float):
                return float(v)
        elif tp is str:
            if type(v) is str:
                return v
        else:
            raise CodecError(_m("cannot_read", kind=tp.__name__))
        raise CodecError(_m("expected_kind", kind=tp.__name__, given=_kind(v)))
    raise CodecError(f"cannot read a value of type {tp!r}")


def _dec_any(v: Any, tp: Any, namespace: str | None) -> Any:
    """A value whose annotation does not fix its type: records carry their 'type'."""
    if isinstance(v, dict):
        if "type" in v:
            cls = lookup(v["type"], namespace)
            return _dec_record(cls, v, namespace, tagged=True)
        raise CodecError(_m("say_type"))
    if isinstance(v, list):
        return tuple(_dec_any(x, Any, namespace) for x in v)
    if _is_union(tp):
        for option in get_args(tp):
            try:
                return _dec(v, option, namespace)
            except CodecError:
                continue
        raise CodecError(_m("no_kind_of", word=repr(v)))
    return v


def _kind(v: Any) -> Any:
    kind = {dict: "object", list: "list", str: "text", bool: "yes_no", int: "number", float: "number"}.get(type(v))
    return _m(f"kind.{kind}") if kind else type(v).__name__


def _reason(exc: BaseException) -> Any:
    first = exc.args[0] if exc.args else None
    return first if first is not None and not isinstance(first, str) else str(exc)


# ---- the short code ----------------------------------------------------------------------


def _cells_for(namespace: str) -> CellCodec | None:
    get = _CELLS.get(namespace)
    return get() if get is not None else None


_ATOM = re.compile(r"[^\s\[\](),\"]+")


def code(record: Any) -> str:
    """The short code of a registered record: ``move gold E2 E3``."""
    cls = type(record)
    ns = namespace_of(cls)
    cells = _cells_for(ns)
    parts = [verb(cls)]
    for name, tp in fields_of(cls):
        parts.append(_tok(getattr(record, name), tp, cells))
    return " ".join(parts)


def _tok(v: Any, tp: Any, cells: CellCodec | None) -> str:
    tp, cell = _strip(tp)
    if v is None:
        return "-"
    tp, _ = _optional(tp)
    if cell or (isinstance(tp, type) and _is_cell_type(tp)):
        if cells is None:
            raise CodecError("this namespace has no grid to label cells with")
        return cells.label(v)
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        inner_cells = _cells_for(namespace_of(type(v))) or cells
        body = " ".join(_tok(getattr(v, n), ftp, inner_cells) for n, ftp in fields_of(type(v)))
        if tp is type(v):
            return f"({body})"
        return f"{type_name(type(v))}({body})"
    if isinstance(v, enum.Enum):
        return _tok(v.value, type(v.value), cells)
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, int | float):
        return repr(v)
    if isinstance(v, str):
        if _ATOM.fullmatch(v) and v not in ("-", "yes", "no") and not _looks_numeric(v):
            return v
        return json.dumps(v)
    if isinstance(v, tuple | list | frozenset | set):
        items = list(v)
        if isinstance(v, frozenset | set):
            items = sorted(items, key=repr)
        return "[" + ",".join(_tok(x, _item_type(tp, i), cells) for i, x in enumerate(items)) + "]"
    raise CodecError(f"cannot write a {type(v).__name__} value")


def _is_cell_type(cls: type) -> bool:
    return getattr(cls, "__lionheart_cell__", False)


def _looks_numeric(s: str) -> bool:
    try:
        float(s)
    except ValueError:
        return False
    return True


def _m(name: str, /, **args: Any) -> Any:
    """A message of reading an action code (core/messages.py, ``code.*``): the player may have
    typed the code."""
    from .i18n import msg

    return msg(f"core:code.{name}", **args)


class _Reader:
    def __init__(self, text: str) -> None:
        self.s = text
        self.i = 0

    def error(self, what: Any) -> CodecError:
        return CodecError(_m("at", what=what, n=self.i + 1, text=repr(self.s)))

    def ws(self) -> None:
        while self.i < len(self.s) and self.s[self.i].isspace():
            self.i += 1

    def peek(self) -> str:
        return self.s[self.i] if self.i < len(self.s) else ""

    def at_end(self) -> bool:
        self.ws()
        return self.i >= len(self.s)

    def expect(self, ch: str) -> None:
        if self.peek() != ch:
            raise self.error(_m("expected", char=ch))
        self.i += 1

    def atom(self) -> str:
        if self.peek() == '"':
            try:
                value, end = json.JSONDecoder().raw_decode(self.s, self.i)
            except ValueError:
                raise self.error(_m("unfinished_quote")) from None
            self.i = end
            return value  # already a str
        m = _ATOM.match(self.s, self.i)
        if not m:
            raise self.error(_m("expected_value"))
        self.i = m.end()
        return m.group(0)


def from_code(text: str, namespace: str) -> Any:
    """The record written as ``text`` in ``namespace`` (the ruleset id). Raises
    :class:`CodecError` for a syntax error or an unknown verb."""
    if not isinstance(text, str):
        raise CodecError(_m("not_text"))
    r = _Reader(text.strip())
    if r.at_end():
        raise CodecError(_m("nothing"))
    word = r.atom()
    cls = _by_verb(namespace).get(word)
    if cls is None:
        raise CodecError(_m("unknown_action", word=repr(word)))
    record = _read_fields(r, cls, _cells_for(namespace), namespace, partial=False)
    if not r.at_end():
        raise r.error(_m("unexpected"))
    return record


def read_prefix(text: str, namespace: str) -> tuple[type, list[tuple[str, Any]]]:
    """The type and the leading fields given in a (possibly incomplete) code, for matching an
    abbreviated action against the legal ones."""
    r = _Reader(text.strip())
    if r.at_end():
        raise CodecError(_m("nothing"))
    word = r.atom()
    cls = _by_verb(namespace).get(word)
    if cls is None:
        raise CodecError(_m("unknown_action", word=repr(word)))
    cells = _cells_for(namespace)
    out = []
    for name, tp in fields_of(cls):
        if r.at_end():
            break
        out.append((name, _read(r, tp, cells, namespace)))
    if not r.at_end():
        raise r.error(_m("unexpected"))
    return cls, out


def _by_verb(namespace: str) -> dict[str, type]:
    out = {}
    for name, cls in _BY_NAME.items():
        if name.startswith(namespace + "/") or name.startswith("core/"):
            out.setdefault(verb(cls), cls)
    return out


def _read_fields(r: _Reader, cls: type, cells: CellCodec | None, namespace: str, partial: bool) -> Any:
    kwargs = {}
    for name, tp in fields_of(cls):
        r.ws()
        if r.i >= len(r.s) or r.peek() == ")":
            raise r.error(_m("needs_field", verb=verb(cls), field=name))
        kwargs[name] = _read(r, tp, cells, namespace)
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise CodecError(_m("bad_record", verb=verb(cls), problem=str(exc))) from None


def _read(r: _Reader, tp: Any, cells: CellCodec | None, namespace: str) -> Any:
    r.ws()
    tp, cell = _strip(tp)
    tp, optional = _optional(tp)
    if r.peek() == "-" and (r.i + 1 >= len(r.s) or r.s[r.i + 1] in " ,])"):
        r.i += 1
        if optional or tp is Any:
            return None
        raise r.error(_m("missing_value"))
    if cell or (isinstance(tp, type) and _is_cell_type(tp)):
        if cells is None:
            raise r.error(_m("no_grid"))
        label = r.atom()
        try:
            return cells.parse(label)
        except (ValueError, KeyError):
            raise r.error(_m("not_a_cell", word=repr(label))) from None
    origin = get_origin(tp)
    if origin in (tuple, frozenset, set, list):
        r.expect("[")
        items = []
        r.ws()
        if r.peek() == "]":
            r.i += 1
        else:
            while True:
                items.append(_read(r, _item_type(tp, len(items)), cells, namespace))
                r.ws()
                if r.peek() == ",":
                    r.i += 1
                    continue
                r.expect("]")
                break
        return frozenset(items) if origin in (frozenset, set) else tuple(items)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp) and r.peek() == "(":
        r.expect("(")
        rec = _read_fields(r, tp, _cells_for_type(tp) or cells, namespace, partial=False)
        r.ws()
        r.expect(")")
        return rec
    if tp is Any or _is_union(tp) or (isinstance(tp, type) and dataclasses.is_dataclass(tp)):
        start = r.i
        word = r.atom()
        if r.peek() == "(":
            cls = lookup(word, namespace)
            r.expect("(")
            rec = _read_fields(r, cls, _cells_for_type(cls) or cells, namespace, partial=False)
            r.ws()
            r.expect(")")
            return rec
        r.i = start
        if _is_union(tp):
            for option in get_args(tp):
                saved = r.i
                try:
                    return _read(r, option, cells, namespace)
                except CodecError:
                    r.i = saved
            raise r.error(_m("no_kind"))
        return _scalar(r.atom(), Any, r)
    return _scalar(r.atom(), tp, r)


def _cells_for_type(cls: type) -> CellCodec | None:
    try:
        return _cells_for(namespace_of(cls))
    except CodecError:
        return None


def _scalar(word: str, tp: Any, r: _Reader) -> Any:
    if get_origin(tp) is Literal:
        for option in get_args(tp):
            if str(option) == word or (isinstance(option, bool) and word == ("yes" if option else "no")):
                return option
        raise r.error(_m("not_one_of", word=repr(word), choices=", ".join(map(str, get_args(tp)))))
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        for member in tp:
            if str(member.value) == word:
                return member
        raise r.error(_m("not_a_kind", word=repr(word), kind=tp.__name__))
    if tp is bool:
        if word in ("yes", "no"):
            return word == "yes"
        raise r.error(_m("not_yes_no", word=repr(word)))
    if tp is int:
        if re.fullmatch(r"-?\d+", word):
            return int(word)
        raise r.error(_m("not_whole", word=repr(word)))
    if tp is float:
        try:
            return float(word)
        except ValueError:
            raise r.error(_m("not_number", word=repr(word))) from None
    if tp is str:
        return word
    # Any: numbers are numbers, yes/no are booleans, the rest text.
    if re.fullmatch(r"-?\d+", word):
        return int(word)
    if word in ("yes", "no"):
        return word == "yes"
    return word


__all__ = [
    "CELL",
    "AmbiguousAction",
    "CodecError",
    "code",
    "fields_of",
    "from_code",
    "from_json",
    "lookup",
    "read_prefix",
    "register",
    "to_json",
    "type_name",
    "verb",
]
