"""Help > Rules: the project's own reference for a ruleset and the rules notes (our readings)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from lionheart_resources import path as resource_path

from .. import style

NO_NOTES = ("*No rules notes are shipped with this ruleset yet. They record how the program "
            "reads the open points of the rulebook.*")
NO_REFERENCE = "*No reference is written for this ruleset yet.*"


def reference_text(ruleset_id: str) -> str:
    """The Markdown reference of a ruleset (written in the project's own words)."""
    p = resource_path("rulesets", ruleset_id, "reference.md")
    return p.read_text(encoding="utf-8") if p.exists() else NO_REFERENCE


def notes_text(ruleset_id: str) -> str:
    """The rules notes (a copy of docs/rules-notes.md shipped as a resource), or a line saying
    there are none."""
    p = resource_path("rulesets", ruleset_id, "rules-notes.md")
    return p.read_text(encoding="utf-8") if p.exists() else NO_NOTES


class RulesViewer(QDialog):
    """A non-modal window with two tabs: Rules reference and Rules notes."""

    def __init__(self, ruleset_id: str, title: str, parent: QWidget | None = None,
                 tab: str = "rules") -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Rules: {title}")
        self.setObjectName("rulesViewer")
        self.resize(760, 820)
        lay = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.reference = self._browser(reference_text(ruleset_id))
        self.notes = self._browser(notes_text(ruleset_id))
        self.tabs.addTab(self.reference, "Rules reference")
        self.tabs.addTab(self.notes, "Rules notes")
        self.tabs.setCurrentIndex(1 if tab == "notes" else 0)
        lay.addWidget(self.tabs)

    @staticmethod
    def _browser(markdown: str) -> QTextBrowser:
        b = QTextBrowser()
        b.setOpenExternalLinks(True)
        b.setFont(style.font(11, serif=True))
        b.document().setDefaultStyleSheet(
            "table { border-collapse: collapse; } th, td { padding: 3px 8px; border: 1px solid #cdb98c; }"
            "h1, h2, h3 { color: #4f6b36; }")
        b.setMarkdown(markdown)
        return b
