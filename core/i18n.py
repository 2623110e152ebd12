"""Messages in any language, without Qt: keys with arguments, English tables in the code,
translations in Qt Linguist ``.ts`` files read here with the standard library.

Every text the rules produce for a player (log lines, refusal reasons, results, summaries) is a
:class:`Msg`: a key such as ``"lionheart-1997:attack.losses"`` and its arguments. The part before
the colon is the *domain* (a ruleset id, or ``"core"``); each domain registers its English
templates with :func:`register`, usually in a ``messages.py`` beside its rules. A template uses
``{name}`` placeholders; a plural message is a pair ``(one, other)`` chosen by the argument ``n``.
Arguments may themselves be messages (a unit's name inside a log line), translated the same way.

Translations live in ``resources/translations/<domain>_<lang>.ts`` (one file per domain and
language, so rulesets written side by side never edit the same file): a ``<context>`` per domain,
one ``<message id="key">`` per template, plural ones with ``numerus="yes"`` and one
``<numerusform>`` per plural category of the language. ``tools/translations.py`` writes and
refreshes those files from the English tables; a test checks that they are up to date and that
every key the rules use has an entry in each language.

Why .ts and not gettext: the GUI's own strings go through Qt's translator anyway (extracted by
``pyside6-lupdate``), so one file format and one editor (Qt Linguist) serve translators for both,
and reading the XML here needs nothing beyond the standard library (no Babel, no compiled
catalogues in the core).
"""

from __future__ import annotations

import re
import threading
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

LANGUAGES: dict[str, str] = {"en": "English", "nl": "Nederlands", "fr": "Français"}
"""The languages the program speaks, by code, with their own names."""

DEFAULT_LANGUAGE = "en"

Template = str | tuple[str, str]

_tables: dict[str, dict[str, Template]] = {}
_loaders: dict[str, Callable[[], None]] = {}
_lock = threading.Lock()
_current = DEFAULT_LANGUAGE


# ---- messages ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Msg:
    """A translatable text: ``key`` (``"domain:name"``) and its arguments.

    Immutable and hashable; ``str(msg)`` is the text in the current language (English unless the
    app chose another). Build one with :func:`msg`.
    """

    key: str
    args: tuple[tuple[str, Any], ...] = ()

    def arg(self, name: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == name:
                return v
        return default

    @property
    def kwargs(self) -> dict[str, Any]:
        return dict(self.args)

    @property
    def domain(self) -> str:
        return self.key.partition(":")[0]

    @property
    def name(self) -> str:
        return self.key.partition(":")[2]

    def render(self, lang: str | None = None) -> str:
        return render(self, lang)

    def __str__(self) -> str:
        return render(self)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data (for state files that keep a message, e.g. a result's reason)."""
        return {"key": self.key, "args": {k: _arg_to_json(v) for k, v in self.args}}

    @staticmethod
    def from_json(data: Any) -> Msg:
        if not isinstance(data, dict) or not isinstance(data.get("key"), str):
            raise ValueError("a message must be an object with a 'key'")
        args = data.get("args", {})
        if not isinstance(args, dict):
            raise ValueError("a message's 'args' must be an object")
        return Msg(data["key"], tuple((str(k), _arg_from_json(v)) for k, v in args.items()))


def msg(key: str, /, **args: Any) -> Msg:
    """``msg("lionheart-1997:attack.losses", unit=..., n=2)``. Give lists of values as tuples
    (messages are hashable values; rules build thousands of them a second, so nothing is
    converted here)."""
    return Msg(key, tuple(args.items()))


def _arg_to_json(v: Any) -> Any:
    if isinstance(v, Msg):
        return {"msg": v.to_json()}
    if isinstance(v, tuple):
        return [_arg_to_json(x) for x in v]
    return v


def _arg_from_json(v: Any) -> Any:
    if isinstance(v, dict) and "msg" in v:
        return Msg.from_json(v["msg"])
    if isinstance(v, list):
        return tuple(_arg_from_json(x) for x in v)
    return v


Text = Msg | str
"""What the rules hand the app for a player to read: a message, or plain text (names, codes)."""


# ---- the English tables ---------------------------------------------------------------------


def register(domain: str, table: Mapping[str, Template]) -> None:
    """Make ``table`` (key -> English template) the messages of ``domain``; keys are given
    without the domain. Registering a domain again replaces its table (tests reload modules)."""
    for key, template in table.items():
        if isinstance(template, tuple) and len(template) != 2:
            raise ValueError(f"{domain}:{key}: a plural message is a pair (one, other)")
    with _lock:
        _tables[domain] = dict(table)


def register_loader(domain: str, loader: Callable[[], None]) -> None:
    """A function that registers ``domain``'s table when a message of it is first rendered
    (rulesets are imported lazily; their messages may be shown before, e.g. from a save)."""
    _loaders[domain] = loader


def domains() -> tuple[str, ...]:
    return tuple(_tables)


def table(domain: str) -> dict[str, Template]:
    """The English table of a domain (loaded on demand)."""
    if domain not in _tables:
        loader = _loaders.get(domain)
        if loader is None and domain != "core":
            # A ruleset's messages register when its module is imported.
            try:
                from . import rulesets

                rulesets.get(domain)
            except KeyError:
                pass
        elif loader is not None:
            loader()
    return _tables.get(domain, {})


def english(key: str) -> Template:
    """The English template of a full key; ``KeyError`` if no domain defines it."""
    domain, _, name = key.partition(":")
    t = table(domain)
    if name not in t:
        raise KeyError(f"no message {key!r}")
    return t[name]


# ---- languages ---------------------------------------------------------------------------


def set_language(lang: str) -> str:
    """Speak ``lang`` from now on (an unknown code falls back to English); returns the code
    in use."""
    global _current
    _current = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
    return _current


def language() -> str:
    return _current


def language_from_locale(name: str | None) -> str:
    """"nl_BE.UTF-8" -> "nl"; anything unknown -> English."""
    code = (name or "").replace("-", "_").split("_")[0].split(".")[0].lower()
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


def plural_index(lang: str, n: int) -> int:
    """Which plural form a count takes: 0 (one) or 1 (other). French counts 0 and 1 as one."""
    n = abs(int(n))
    if lang == "fr":
        return 0 if n <= 1 else 1
    return 0 if n == 1 else 1


# ---- translations (.ts files) ----------------------------------------------------------------


def translations_dir() -> Path:
    from lionheart_resources import path as resource_path

    return resource_path("translations")


def catalogue_path(lang: str, domain: str = "core") -> Path:
    """The catalogue of one domain's messages in ``lang``."""
    return translations_dir() / f"{domain}_{lang}.ts"


def catalogue_paths(lang: str) -> list[Path]:
    """Every catalogue of ``lang`` (one per domain; the GUI's own ``app_<lang>.ts`` holds no
    message ids and adds nothing here)."""
    folder = translations_dir()
    return sorted(folder.glob(f"*_{lang}.ts")) if folder.is_dir() else []


@dataclass(frozen=True, slots=True)
class Entry:
    """One message of a .ts file: its English source and the translation (a tuple of plural
    forms for a plural message; empty when not yet translated)."""

    source: str
    translation: tuple[str, ...]
    plural: bool
    finished: bool


def read_catalogue(path: Path) -> dict[str, Entry]:
    """The messages of a .ts file, by full key (``domain:name``)."""
    out: dict[str, Entry] = {}
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        domain = (context.findtext("name") or "").strip()
        for m in context.iter("message"):
            name = m.get("id")
            if not name:
                continue
            tr = m.find("translation")
            plural = m.get("numerus") == "yes"
            finished = tr is not None and tr.get("type") not in ("unfinished", "obsolete", "vanished")
            if tr is None:
                forms: tuple[str, ...] = ()
            elif plural:
                forms = tuple(f.text or "" for f in tr.findall("numerusform"))
            else:
                forms = (tr.text or "",)
            out[f"{domain}:{name}"] = Entry(m.findtext("source") or "", forms, plural, finished)
    return out


@lru_cache(maxsize=8)
def _catalogue(lang: str) -> dict[str, Entry]:
    out: dict[str, Entry] = {}
    if lang == DEFAULT_LANGUAGE:
        return out
    for path in catalogue_paths(lang):
        try:
            out.update(read_catalogue(path))
        except (OSError, ET.ParseError):
            continue
    return out


def read_catalogues(lang: str) -> dict[str, Entry]:
    """Every translated message of ``lang`` over all its catalogue files, by full key."""
    return dict(_catalogue(lang))


def reload_catalogues() -> None:
    """Forget the catalogues read so far (after a translator edited a file)."""
    _catalogue.cache_clear()


# ---- rendering --------------------------------------------------------------------------------


class _Args(dict):
    """Format arguments that name a missing placeholder plainly instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def render(m: Msg | str | Any, lang: str | None = None) -> str:
    """The text of a message (or anything else, as ``str``) in ``lang`` (default: current)."""
    if not isinstance(m, Msg):
        return "" if m is None else str(m)
    lang = lang or _current
    try:
        template = english(m.key)
    except KeyError:
        return m.key + (" " + " ".join(f"{k}={render(v, lang)}" for k, v in m.args) if m.args else "")
    n = m.arg("n")
    entry = _catalogue(lang).get(m.key) if lang != DEFAULT_LANGUAGE else None
    if isinstance(template, tuple):
        count = int(n) if isinstance(n, int | float) else 0
        if entry is not None and entry.finished and entry.translation:
            forms = entry.translation
            text = forms[min(plural_index(lang, count), len(forms) - 1)]
        else:
            text = template[plural_index(DEFAULT_LANGUAGE, count)]
    elif entry is not None and entry.finished and entry.translation and entry.translation[0]:
        text = entry.translation[0]
    else:
        text = template
    args = _Args({k: _render_arg(v, lang) for k, v in m.args})
    if lang == "fr" and "{" in text:
        text = _elide_fr(text, args)
    try:
        return text.format_map(args)
    except (ValueError, IndexError, AttributeError):  # a broken translation must not hide the line
        return template[-1].format_map(args) if isinstance(template, tuple) else template.format_map(args)


# French elides "de", "le", "la", "que" before a word that starts with a vowel: "Baron d'Anjou",
# not "Baron de Anjou". A translation cannot know which name fills its placeholder, so the
# elision happens here, where the name is known (a mute h is left alone: "de Harfleur").
_ELIDABLE_FR = re.compile(r"\b([DdLlQq]|[Qq]u)([ea]) \{(\w+)\}")
_VOWELS_FR = frozenset("aeiouyàâäéèêëîïôöùûüœæAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ")


def _elide_fr(text: str, args: _Args) -> str:
    def swap(mo: re.Match[str]) -> str:
        word = mo.group(1) + mo.group(2)
        if word.lower() not in ("de", "le", "la", "que"):
            return mo.group(0)
        value = args.get(mo.group(3))
        if not value or value[0] not in _VOWELS_FR:
            return mo.group(0)
        key = f"_elided_{len(args)}"
        args[key] = f"{mo.group(1)}'{value}"
        return "{" + key + "}"

    return _ELIDABLE_FR.sub(swap, text)


def _render_arg(v: Any, lang: str) -> str:
    if isinstance(v, Msg):
        return render(v, lang)
    if isinstance(v, tuple | list):
        return ", ".join(_render_arg(x, lang) for x in v)
    return str(v)


def text(value: Text | None, lang: str | None = None) -> str:
    """A message or a plain string as text (``None``: empty)."""
    return render(value, lang)


def placeholders(template: str) -> set[str]:
    """The ``{name}`` placeholders of a template."""
    import string

    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def keys_used(values: Iterable[Any]) -> set[str]:
    """Every message key inside these values (nested messages included): for tests."""
    out: set[str] = set()
    stack = list(values)
    while stack:
        v = stack.pop()
        if isinstance(v, Msg):
            out.add(v.key)
            stack.extend(a for _, a in v.args)
        elif isinstance(v, tuple | list):
            stack.extend(v)
    return out


__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "Entry",
    "Msg",
    "Text",
    "catalogue_path",
    "catalogue_paths",
    "read_catalogues",
    "english",
    "language",
    "language_from_locale",
    "msg",
    "plural_index",
    "read_catalogue",
    "register",
    "register_loader",
    "reload_catalogues",
    "render",
    "set_language",
    "table",
    "text",
]
