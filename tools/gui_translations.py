"""Write and refresh the translations of the GUI's own strings (Qt's tr / translate).

    python tools/gui_translations.py update   # extract (pyside6-lupdate), then compile (lrelease)
    python tools/gui_translations.py check    # exit 1 if a .ts or .qm is out of date with the code
    python tools/gui_translations.py stats    # how much of each language is translated
    python tools/gui_translations.py resolve  # after a git merge conflict in app_<lang>.ts/.qm
    python tools/gui_translations.py fill nl words.json
                                              # translate from {context: {source: text}}, then compile

Every ``self.tr("...")``, ``QCoreApplication.translate("Context", "...")`` and
``QT_TRANSLATE_NOOP("Context", "...")`` under ``lionheart_qt/`` is extracted by ``pyside6-lupdate``
into ``resources/translations/app_<lang>.ts`` (no source locations, so moving code does not
change the files; strings gone from the code are dropped). Translators edit those in Qt Linguist
or by hand; ``update`` then compiles each into the ``app_<lang>.qm`` the app loads (shipped beside
the .ts in the wheel and the bundle, so neither needs Qt's tools at build time).

The rules' messages (the core's, a ruleset's) are not here: ``tools/translations.py`` keeps them.

Translated pages (Help > Rules: ``resources/rulesets/<pkg>/reference_<lang>.md``,
``rules-notes_<lang>.md``) carry a stamp of the English page they were made from; the app shows
one only while its English is unchanged. ``stats`` lists stale ones; after updating a page,

    python tools/gui_translations.py stamp resources/rulesets/<pkg>/reference_nl.md
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "lionheart_qt"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGS = ("nl", "fr")


def qt_tool(name: str) -> str | None:
    """``pyside6-<name>`` on the PATH, else the binary inside the PySide6 package."""
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    try:
        import PySide6
    except ImportError:
        return None
    base = Path(PySide6.__file__).resolve().parent
    for candidate in (base / name, base / f"{name}.exe", base / "Qt" / "libexec" / name,
                      base / "Qt" / "bin" / name):
        if candidate.is_file():
            return str(candidate)
    return None


def sources() -> list[Path]:
    return sorted(p for p in SOURCES.rglob("*.py") if "__pycache__" not in p.parts)


def ts_file(lang: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"app_{lang}.ts"


def qm_file(lang: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"app_{lang}.qm"


def lupdate(ts_files: list[Path]) -> None:
    tool = qt_tool("lupdate")
    if tool is None:
        raise RuntimeError("pyside6-lupdate is not installed (pip install PySide6-Essentials)")
    cmd = [tool, *map(str, sources()), "-locations", "none", "-no-obsolete", "-silent",
           "-source-language", "en", "-ts", *map(str, ts_files)]
    subprocess.run(cmd, check=True, capture_output=True, text=True, cwd=ROOT)


def lrelease(ts: Path, qm: Path) -> None:
    tool = qt_tool("lrelease")
    if tool is None:
        raise RuntimeError("pyside6-lrelease is not installed (pip install PySide6-Essentials)")
    subprocess.run([tool, "-silent", "-nounfinished", str(ts), "-qm", str(qm)], check=True,
                   capture_output=True, text=True, cwd=ROOT)


def build(folder: Path) -> None:
    """Extract into the .ts files of ``folder`` (kept translations stay) and compile them."""
    lupdate([ts_file(lang, folder) for lang in LANGS])
    for lang in LANGS:
        lrelease(ts_file(lang, folder), qm_file(lang, folder))


def out_of_date() -> list[Path]:
    """The .ts and .qm files that ``update`` would change."""
    stale: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for lang in LANGS:
            if ts_file(lang).exists():
                shutil.copy(ts_file(lang), ts_file(lang, folder))
        build(folder)
        for lang in LANGS:
            for ours, fresh in ((ts_file(lang), ts_file(lang, folder)), (qm_file(lang), qm_file(lang, folder))):
                if not ours.exists() or ours.read_bytes() != fresh.read_bytes():
                    stale.append(ours)
    return stale


Translation = str | tuple[str, ...]


def translations(ts_text: bytes | str) -> dict[tuple[str, str], Translation]:
    """(context, source) -> the finished translation (a tuple of plural forms) of a .ts text."""
    out: dict[tuple[str, str], Translation] = {}
    for context in ET.fromstring(ts_text).iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            tr = m.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            if m.get("numerus") == "yes":
                forms = tuple(f.text or "" for f in tr.findall("numerusform"))
                if any(forms):
                    out[(name, m.findtext("source") or "")] = forms
            elif (tr.text or "").strip():
                out[(name, m.findtext("source") or "")] = tr.text
    return out


def fill(ts: Path, known: dict[tuple[str, str], Translation]) -> list[tuple[str, str]]:
    """Give every unfinished message of ``ts`` its translation from ``known``; returns the
    messages still without one."""
    tree = ET.parse(ts)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            tr = m.find("translation")
            if tr is None or tr.get("type") != "unfinished":
                continue
            key = (name, m.findtext("source") or "")
            value = known.get(key)
            if value is None:
                missing.append(key)
                continue
            if isinstance(value, tuple):
                for form, text in zip(tr.findall("numerusform"), value, strict=False):
                    form.text = text
            else:
                tr.text = value
            del tr.attrib["type"]
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return missing


def fill_from_json(lang: Path, words_file: Path) -> int:
    """``fill nl words.json``: extract, give the unfinished strings of app_<lang>.ts the
    translations of ``{context: {source: text or [forms]}}``, compile. Names what is still
    untranslated (exit 1 then)."""
    import json

    lang = str(lang)
    if lang not in LANGS:
        print(f"unknown language {lang!r}; known: {', '.join(LANGS)}")
        return 2
    words = json.loads(Path(words_file).read_text(encoding="utf-8"))
    known = {(context, source): tuple(text) if isinstance(text, list) else text
             for context, table in words.items() for source, text in table.items()}
    lupdate([ts_file(lang)])
    missing = fill(ts_file(lang), known)
    build(TRANSLATIONS)
    for context, source in missing:
        print(f"app_{lang}.ts: to translate: [{context}] {source}")
    return 1 if missing else 0


def resolve() -> int:
    """After a git merge that conflicts in app_<lang>.ts/.qm: keep every translation of both
    sides (this branch's where both translated a string), extract from the merged code, compile.
    Then ``git add`` the four files."""
    known: dict[str, dict] = {}
    for lang in LANGS:
        path = ts_file(lang).relative_to(ROOT).as_posix()
        sides = []
        for stage in (3, 2):  # theirs first, so that ours wins where both translated
            shown = subprocess.run(["git", "show", f":{stage}:{path}"], cwd=ROOT, capture_output=True)
            if shown.returncode == 0:
                sides.append(shown.stdout)
        if not sides:  # git merged the text itself (only the compiled .qm conflicted)
            sides = [ts_file(lang).read_bytes()]
        known[lang] = {k: v for side in sides for k, v in translations(side).items()}
        ts_file(lang).write_bytes(sides[-1])
    lupdate([ts_file(lang) for lang in LANGS])
    status = 0
    for lang in LANGS:
        missing = fill(ts_file(lang), known[lang])
        for context, source in missing:
            print(f"app_{lang}.ts: to translate: [{context}] {source}")
            status = 1
    build(TRANSLATIONS)
    print("resolved: git add resources/translations/app_*.ts resources/translations/app_*.qm")
    return status


def counts(ts: Path) -> dict[str, tuple[int, int]]:
    """context -> (translated, total) messages of a .ts file."""
    out: dict[str, tuple[int, int]] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        done = total = 0
        for m in context.iter("message"):
            tr = m.find("translation")
            total += 1
            done += tr is not None and tr.get("type") is None and bool(
                (tr.text or "").strip() or any((f.text or "").strip() for f in tr.findall("numerusform")))
        out[name] = (done, total)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["update", "check", "stats", "stamp", "resolve", "fill"])
    parser.add_argument("files", nargs="*", type=Path,
                        help="stamp: the translated pages; fill: LANG and a JSON file")
    args = parser.parse_args(argv)
    if args.command == "fill":
        return fill_from_json(*args.files)
    if args.command == "stamp":
        from lionheart_qt.help import stamp

        for page in args.files:
            stem, _, lang = page.stem.rpartition("_")
            stamp(page, page.with_name(f"{stem}{page.suffix}"))
            print(f"stamped {page} as made from {stem}{page.suffix} ({lang})")
        return 0
    if args.command == "resolve":
        return resolve()
    if args.command == "update":
        build(TRANSLATIONS)
        for lang in LANGS:
            print(f"wrote {ts_file(lang).relative_to(ROOT)} and {qm_file(lang).relative_to(ROOT)}")
        return 0
    if args.command == "check":
        stale = out_of_date()
        for path in stale:
            print(f"{path.relative_to(ROOT)} is out of date: run python tools/gui_translations.py update")
        return 1 if stale else 0
    for lang in LANGS:
        for context, (done, total) in sorted(counts(ts_file(lang)).items()):
            print(f"{lang} {context}: {done} of {total} strings translated")
    for page, state in pages():
        print(f"{page.relative_to(ROOT)}: {state}")
    return 0


def pages() -> list[tuple[Path, str]]:
    """Every translated Help > Rules page and whether the app shows it ("current") or its
    English instead ("stale: ...")."""
    from lionheart_qt.help import is_stamped, translated_page

    out = []
    for lang in LANGS:
        for page in sorted((ROOT / "resources" / "rulesets").glob(f"*/*_{lang}.md")):
            english = page.with_name(page.name.replace(f"_{lang}.md", ".md"))
            if not is_stamped(page):
                out.append((page, "shown, not stamped: stamp it to follow changes of its English"))
            elif translated_page(page, english) is None:
                out.append((page, f"stale: {english.name} changed since; update it, then stamp it"))
            else:
                out.append((page, "current"))
    return out


if __name__ == "__main__":
    sys.exit(main())
