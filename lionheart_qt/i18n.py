"""The app's language: Qt's translators for the GUI's own strings, the core's for the rules' texts.

The GUI's strings go through Qt (``self.tr``, ``QCoreApplication.translate``), extracted by
``pyside6-lupdate`` into ``resources/translations/app_<lang>.ts`` and compiled by
``pyside6-lrelease`` into the ``app_<lang>.qm`` shipped beside them (``python
tools/gui_translations.py update`` does both). Qt's own dialogs (file pickers, standard buttons)
speak the language through ``qtbase_<lang>.qm``: from Qt's translations folder, or a copy the
bundle puts in the resources (``translations/qt/``).

:func:`apply_language` switches everything at once: the core's language (log lines, refusals,
results re-render in it) and the translators, whose installation sends every widget a
``LanguageChange`` event; each widget then sets its texts again (``retranslate``). Nothing of the
language reaches a save: saves hold message keys and arguments.

:func:`cli_translate` serves the command line, which runs without a QApplication (and so without
translators): it reads the same ``app_<lang>.ts`` with the standard library.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from lionheart_core import i18n as core_i18n

LANGUAGES = core_i18n.LANGUAGES
"""Code -> the language's own name ("nl" -> "Nederlands"): the View > Language menu."""

APP_CATALOGUE = "app"
"""``app_<lang>.ts`` / ``.qm``: the GUI's strings (the core's reader skips this file)."""

_installed: list[QTranslator] = []
_current = core_i18n.DEFAULT_LANGUAGE


def translations_dir() -> Path:
    return core_i18n.translations_dir()


def qm_path(lang: str) -> Path:
    return translations_dir() / f"{APP_CATALOGUE}_{lang}.qm"


def ts_path(lang: str) -> Path:
    return translations_dir() / f"{APP_CATALOGUE}_{lang}.ts"


def qt_translation_dirs() -> list[Path]:
    """Where Qt's own catalogues (qtbase_<lang>.qm) may be: Qt's folder, then the copy a
    bundle ships in the resources."""
    return [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
            translations_dir() / "qt"]


def system_language() -> str:
    """The language of the system locale, if the app speaks it (else English)."""
    return core_i18n.language_from_locale(QLocale.system().name())


def startup_language(settings: object) -> str:
    """The language the app starts in: the one chosen in View > Language (``settings``, a
    lionheart_qt.settings.Settings), else the system's."""
    chosen = settings.language()  # type: ignore[attr-defined]
    return core_i18n.language_from_locale(chosen) if chosen else system_language()


def language() -> str:
    """The language the GUI speaks now."""
    return _current


def _load(translator: QTranslator, path: Path) -> bool:
    return path.is_file() and translator.load(str(path))


def apply_language(lang: str) -> str:
    """Speak ``lang`` from now on, everywhere (an unknown code: English). Returns the code in
    use. Needs a QCoreApplication; without one only the core switches."""
    global _current
    previous = _current
    lang = core_i18n.set_language(lang)
    _current = lang
    app = QCoreApplication.instance()
    if app is None:
        return lang
    removed = bool(_installed)
    for old in _installed:
        QCoreApplication.removeTranslator(old)
        old.deleteLater()
    _installed.clear()
    if lang != core_i18n.DEFAULT_LANGUAGE:
        ours = QTranslator(app)
        if _load(ours, qm_path(lang)):
            _installed.append(ours)
        for folder in qt_translation_dirs():
            qt = QTranslator(app)
            if _load(qt, folder / f"qtbase_{lang}.qm"):
                _installed.append(qt)
                break
        for t in _installed:
            QCoreApplication.installTranslator(t)
    if not removed and not _installed and lang != previous:
        # No translator came or went, but the core's language may have changed: the widgets
        # still hear of it (their log lines and rule texts render again).
        from PySide6.QtCore import QEvent

        QCoreApplication.postEvent(app, QEvent(QEvent.Type.LanguageChange))
    return lang


# ---- the command line (no QApplication, no translator) ----------------------------------------


@lru_cache(maxsize=4)
def _ts_table(lang: str) -> dict[tuple[str, str], str]:
    out: dict[tuple[str, str], str] = {}
    path = ts_path(lang)
    if not path.is_file():
        return out
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return out
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            tr = m.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished") or not tr.text:
                continue
            out[(name, m.findtext("source") or "")] = tr.text
    return out


def cli_language() -> str:
    """The language of the command line: the one chosen in the app (View > Language), else the
    environment's locale (LC_ALL, LC_MESSAGES, LANG)."""
    try:
        from .settings import Settings

        chosen = Settings().language()
    except Exception:  # no settings file, no Qt settings backend: the locale decides
        chosen = None
    if chosen:
        return core_i18n.language_from_locale(chosen)
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if os.environ.get(var):
            return core_i18n.language_from_locale(os.environ[var])
    return core_i18n.DEFAULT_LANGUAGE


def cli_translate(context: str, source: str, lang: str | None = None) -> str:
    """``source`` in ``lang`` (default: the core's current language) from app_<lang>.ts."""
    lang = lang or core_i18n.language()
    if lang == core_i18n.DEFAULT_LANGUAGE:
        return source
    return _ts_table(lang).get((context, source), source)


__all__ = ["LANGUAGES", "apply_language", "cli_language", "cli_translate", "language", "qm_path",
           "qt_translation_dirs", "startup_language", "system_language", "translations_dir", "ts_path"]
