"""Write and refresh the translations of the GUI's own strings (Qt's tr / translate).

    python tools/gui_translations.py update   # extract (pyside6-lupdate), then compile (lrelease)
    python tools/gui_translations.py check    # exit 1 if a .ts or .qm is out of date with the code
    python tools/gui_translations.py stats    # how much of each language is translated

Every ``self.tr("...")``, ``QCoreApplication.translate("Context", "...")`` and
``QT_TRANSLATE_NOOP("Context", "...")`` under ``lionheart_qt/`` is extracted by ``pyside6-lupdate``
into ``resources/translations/app_<lang>.ts`` (no source locations, so moving code does not
change the files; strings gone from the code are dropped). Translators edit those in Qt Linguist
or by hand; ``update`` then compiles each into the ``app_<lang>.qm`` the app loads (shipped beside
the .ts in the wheel and the bundle, so neither needs Qt's tools at build time).

The rules' messages (the core's, a ruleset's) are not here: ``tools/translations.py`` keeps them.
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
    parser.add_argument("command", choices=["update", "check", "stats"])
    args = parser.parse_args(argv)
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
