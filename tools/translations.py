"""Write and refresh the translation catalogues of the core's messages.

    python tools/translations.py update      # add new keys, mark changed ones, drop removed ones
    python tools/translations.py check       # exit 1 if a catalogue is out of date (CI does this)
    python tools/translations.py stats       # how much of each language is translated
    python tools/translations.py fill nl lionheart-1997 words.json
                                             # set translations from {key: text or [one, other]}

The English templates live in the code (each domain's ``messages.py``); each other language has
``resources/translations/<domain>_<lang>.ts`` (core_nl.ts, lionheart-1997_fr.ts, ...), a Qt
Linguist file with the domain's ``<context>`` and one ``<message id=...>`` per key, which translators edit in Qt Linguist or by hand. A key whose
English changed since it was translated is marked ``type="unfinished"`` (the old translation kept
for the translator to revise); a key that no longer exists is removed.

The domains are the core's own, every built ruleset's, and every ruleset package under
``core/rulesets`` that can be imported (rulesets in progress add their keys as they are written).
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from pathlib import Path
from xml.sax.saxutils import escape

LANGS = ("nl", "fr")
QT_LANG = {"nl": "nl_NL", "fr": "fr_FR"}


def load_domains() -> dict[str, dict]:
    """Import every domain's messages and return their English tables."""
    from lionheart_core import i18n, rulesets
    from lionheart_core import messages as _core  # noqa: F401 (registers "core")

    for info in pkgutil.iter_modules(rulesets.__path__):
        try:
            importlib.import_module(f"{rulesets.__name__}.{info.name}")
        except Exception as exc:  # a ruleset half written on a branch must not stop the tool
            print(f"translations: skipping ruleset package {info.name}: {exc}", file=sys.stderr)
    return {d: dict(i18n.table(d)) for d in i18n.domains() if not d.startswith("test")}


def _source(template: str | tuple[str, str]) -> str:
    return template[1] if isinstance(template, tuple) else template


def render_catalogue(lang: str, tables: dict[str, dict], old: dict) -> str:
    """The .ts text for ``lang``: every key of ``tables``, keeping translations from ``old``
    (``read_catalogue`` entries) whose English is unchanged."""
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             f'<TS version="2.1" language="{QT_LANG[lang]}" sourcelanguage="en">']
    for domain in sorted(tables):
        lines.append("<context>")
        lines.append(f"    <name>{escape(domain)}</name>")
        for key in sorted(tables[domain]):
            template = tables[domain][key]
            plural = isinstance(template, tuple)
            source = _source(template)
            entry = old.get(f"{domain}:{key}")
            attrs = f' id="{escape(key, {chr(34): "&quot;"})}"' + (' numerus="yes"' if plural else "")
            lines.append(f"    <message{attrs}>")
            lines.append(f"        <source>{escape(source)}</source>")
            if plural:
                lines.append(f"        <extracomment>one: {escape(template[0])}</extracomment>")
            forms = entry.translation if entry is not None else ()
            finished = entry is not None and entry.finished and entry.source == source and any(forms)
            kind = "" if finished else ' type="unfinished"'
            if plural:
                forms = tuple(forms) + ("",) * (2 - len(forms))
                lines.append(f"        <translation{kind}>")
                for f in forms[:2]:
                    lines.append(f"            <numerusform>{escape(f)}</numerusform>")
                lines.append("        </translation>")
            else:
                text = forms[0] if forms else ""
                lines.append(f"        <translation{kind}>{escape(text)}</translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


def expected(lang: str, tables: dict[str, dict], domain: str) -> str:
    """The catalogue text of one domain in ``lang``."""
    from lionheart_core import i18n

    path = i18n.catalogue_path(lang, domain)
    old = i18n.read_catalogue(path) if path.exists() else {}
    return render_catalogue(lang, {domain: tables[domain]}, old)


def _migrate_shared_file(lang: str, tables: dict[str, dict]) -> None:
    """Split a catalogue that still holds several domains (the first layout) into one file per
    domain, keeping every translation."""
    from lionheart_core import i18n

    path = i18n.catalogue_path(lang)
    if not path.exists():
        return
    entries = i18n.read_catalogue(path)
    others = {k.partition(":")[0] for k in entries} - {"core"}
    for domain in sorted(others & set(tables)):
        target = i18n.catalogue_path(lang, domain)
        if not target.exists():
            mine = {k: e for k, e in entries.items() if k.startswith(domain + ":")}
            target.write_text(render_catalogue(lang, {domain: tables[domain]}, mine), encoding="utf-8")


def fill(lang: str, domain: str, words: dict, tables: dict[str, dict]) -> list[str]:
    """Write the translations in ``words`` (key -> text, or [one, other] for a plural message)
    into the domain's catalogue for ``lang``, marked finished; returns the keys that are not
    messages of the domain (nothing is written for those)."""
    import dataclasses

    from lionheart_core import i18n

    path = i18n.catalogue_path(lang, domain)
    old = i18n.read_catalogue(path) if path.exists() else {}
    unknown = []
    for key, text in words.items():
        template = tables.get(domain, {}).get(key)
        if template is None:
            unknown.append(key)
            continue
        forms = tuple(text) if isinstance(text, list | tuple) else (text,)
        entry = i18n.Entry(_source(template), forms, isinstance(template, tuple), True)
        old[f"{domain}:{key}"] = dataclasses.replace(entry)
    path.write_text(render_catalogue(lang, {domain: tables[domain]}, old), encoding="utf-8")
    return unknown


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["update", "check", "stats", "fill"])
    parser.add_argument("fill_args", nargs="*", help="fill: LANG DOMAIN FILE.json")
    args = parser.parse_args(argv)
    from lionheart_core import i18n

    tables = load_domains()
    if args.command == "fill":
        import json

        lang, domain, file = args.fill_args
        unknown = fill(lang, domain, json.loads(Path(file).read_text(encoding="utf-8")), tables)
        for key in unknown:
            print(f"not a message of {domain}: {key}", file=sys.stderr)
        return 1 if unknown else 0
    status = 0
    for lang in LANGS:
        if args.command == "update":
            _migrate_shared_file(lang, tables)
        for domain in sorted(tables):
            path: Path = i18n.catalogue_path(lang, domain)
            text = expected(lang, tables, domain)
            if args.command == "update":
                path.parent.mkdir(parents=True, exist_ok=True)
                if not path.exists() or path.read_text(encoding="utf-8") != text:
                    path.write_text(text, encoding="utf-8")
                    print(f"wrote {path}")
            elif args.command == "check":
                if not path.exists() or path.read_text(encoding="utf-8") != text:
                    print(f"{path} is out of date: run python tools/translations.py update")
                    status = 1
            else:
                entries = i18n.read_catalogue(path) if path.exists() else {}
                total = len(tables[domain])
                done = sum(1 for e in entries.values() if e.finished)
                print(f"{lang} {domain}: {done} of {total} messages translated")
    return status


if __name__ == "__main__":
    sys.exit(main())
