"""Help > Rules: the project's own reference for a ruleset and the rules notes (our readings)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QDialog, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from lionheart_resources import path as resource_path
from lionheart_resources import ruleset_dir

from .. import style

NO_NOTES = QT_TRANSLATE_NOOP("RulesViewer", "*No rules notes are shipped with this ruleset yet. "
                             "They record how the program reads the open points of the rulebook.*")
NO_REFERENCE = QT_TRANSLATE_NOOP("RulesViewer", "*No reference is written for this ruleset yet.*")


def _current_language() -> str:
    from lionheart_core.i18n import language

    return language()


STAMP = "<!-- translated from {name} {digest} -->"
"""The first line of a translated page: the English page it was made from (a digest of it)."""


def digest(path: Path) -> str:
    import hashlib

    text = path.read_text(encoding="utf-8").replace("\r\n", "\n")  # a checkout's line ends
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def stamp(translated: Path, english: Path) -> None:
    """Mark ``translated`` as made from ``english`` as it is now (after a translator updated
    it: ``python tools/gui_translations.py stamp FILE``)."""
    text = translated.read_text(encoding="utf-8")
    if text.startswith("<!-- translated from "):
        text = text.split("\n", 1)[1] if "\n" in text else ""
    first = STAMP.format(name=english.name, digest=digest(english))
    translated.write_text(first + "\n" + text, encoding="utf-8")


def translated_page(translated: Path, english: Path) -> str | None:
    """The text of a translated page without its stamp; None when its stamp names another
    English page than today's (stale: the English, always right, is shown instead). A page
    without a stamp is shown as it is (its English is not followed until it is stamped)."""
    if not translated.exists():
        return None
    text = translated.read_text(encoding="utf-8").replace("\r\n", "\n")
    if not text.startswith("<!-- translated from "):
        return text
    first, _, rest = text.partition("\n")
    if english.exists() and first != STAMP.format(name=english.name, digest=digest(english)):
        return None
    return rest


def is_stamped(translated: Path) -> bool:
    return translated.read_text(encoding="utf-8").startswith("<!-- translated from ")


def localized_text(folder: Path, name: str, lang: str | None = None) -> str | None:
    """``reference_nl.md`` for ``reference.md`` in Dutch, when it is written and current; else
    None. Each language's page is written in its own words, not a machine's."""
    lang = lang or _current_language()
    if lang == "en":
        return None
    stem, dot, suffix = name.rpartition(".")
    return translated_page(folder / f"{stem}_{lang}{dot}{suffix}", folder / name)


def reference_text(ruleset_id: str, lang: str | None = None) -> str:
    """The Markdown reference of a ruleset (written in the project's own words), in ``lang``
    (default: the current language) where it is written in it, else in English."""
    own = localized_text(ruleset_dir(ruleset_id), "reference.md", lang)
    if own is not None:
        return own
    p = ruleset_dir(ruleset_id) / "reference.md"
    return (p.read_text(encoding="utf-8") if p.exists()
            else QCoreApplication.translate("RulesViewer", NO_REFERENCE))


def docs_notes_path() -> Path:
    """docs/rules-notes.md of a source checkout (absent in an installed app)."""
    return Path(resource_path()).parent / "docs" / "rules-notes.md"


def notes_section(markdown: str, ruleset_id: str) -> str | None:
    """The part of the rules notes about one ruleset: its ``## ...`id`...`` section, under the
    page's title and introduction. None if the notes have no such section."""
    lines = markdown.splitlines()
    heads = [i for i, line in enumerate(lines) if line.startswith("## ")]
    intro = lines[:heads[0]] if heads else lines
    for k, i in enumerate(heads):
        if f"`{ruleset_id}`" in lines[i]:
            end = heads[k + 1] if k + 1 < len(heads) else len(lines)
            return "\n".join(intro + lines[i:end]).rstrip() + "\n"
    return None


def sync_notes() -> list[Path]:
    """Copy each ruleset's section of docs/rules-notes.md into its resources folder, where an
    installed app finds it. Returns the files written."""
    from lionheart_core import rulesets

    text = docs_notes_path().read_text(encoding="utf-8")
    written = []
    for rid in rulesets.ids():
        section = notes_section(text, rid)
        if section is not None:
            target = ruleset_dir(rid) / "rules-notes.md"
            target.write_text(section, encoding="utf-8")
            written.append(target)
    return written


def notes_text(ruleset_id: str, lang: str | None = None) -> str:
    """The rules notes of a ruleset: written in ``lang`` (``rules-notes_<lang>.md`` in its
    resources) when they are; else from docs/rules-notes.md in a source checkout (always the
    newest), else the copy shipped in the resources, else a line saying there are none."""
    own = localized_text(ruleset_dir(ruleset_id), "rules-notes.md", lang)
    if own is not None:
        return own
    docs = docs_notes_path()
    if docs.exists():
        section = notes_section(docs.read_text(encoding="utf-8"), ruleset_id)
        if section is not None:
            return section
    p = ruleset_dir(ruleset_id) / "rules-notes.md"
    return (p.read_text(encoding="utf-8") if p.exists()
            else QCoreApplication.translate("RulesViewer", NO_NOTES))


class RulesViewer(QDialog):
    """A non-modal window with two tabs: Rules reference and Rules notes."""

    def __init__(self, ruleset_id: str, title: str, parent: QWidget | None = None,
                 tab: str = "rules") -> None:
        super().__init__(parent)
        self.setObjectName("rulesViewer")
        self.ruleset_id = ruleset_id
        self.resize(760, 820)
        lay = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.reference = self._browser("")
        self.notes = self._browser("")
        self.tabs.addTab(self.reference, "")
        self.tabs.addTab(self.notes, "")
        self.tabs.setCurrentIndex(1 if tab == "notes" else 0)
        lay.addWidget(self.tabs)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language (at start and when it changes)."""
        from lionheart_core import rulesets
        from lionheart_core.i18n import text

        try:
            title = text(rulesets.get(self.ruleset_id).title)
        except KeyError:
            title = self.ruleset_id
        self.setWindowTitle(self.tr("Rules: {title}").format(title=title))
        self.reference.setMarkdown(reference_text(self.ruleset_id))
        self.notes.setMarkdown(notes_text(self.ruleset_id))
        self.tabs.setTabText(0, self.tr("Rules reference"))
        self.tabs.setTabText(1, self.tr("Rules notes"))

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @staticmethod
    def _browser(markdown: str) -> QTextBrowser:
        b = QTextBrowser()
        b.setOpenExternalLinks(True)
        b.setFont(style.font(11, serif=True))
        b.document().setDefaultStyleSheet(
            "table { border-collapse: collapse; font-size: 10pt; } "
            "th, td { padding: 3px 6px; border: 1px solid #cdb98c; }"
            "h1, h2, h3 { color: #4f6b36; }")
        b.setMarkdown(markdown)
        return b
