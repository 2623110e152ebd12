"""Help > About: the version, the licences of every bundled part, and which rules data is
reconstructed rather than printed in a rulebook.

``about_text()`` gives the same facts as plain text (tests, bug reports); ``show_about(parent)``
opens the dialog. The third-party list comes from ``resources/licenses/notices.toml`` and the
reconstructed facts from the ``reconstructed = true`` flags in the ruleset data, so both stay true
as parts and rulesets are added.
"""

from __future__ import annotations

import html
import json
import platform
import tomllib
from dataclasses import dataclass
from importlib import metadata
from typing import Any

from PySide6.QtCore import QCoreApplication

import lionheart_resources
from lionheart_core import __version__

translate = QCoreApplication.translate
"""The app's language (English without a translator: plain-text callers, tests)."""

APP_NAME = "Lionheart Table"
APP_ID = "io.github.lionheart_table"
LICENCE = "MIT"
COPYRIGHT = "Copyright (c) 2026 Lionheart Table developers"
LICENSES_DIR = ("licenses",)
RULESETS_DIR = ("rulesets",)


@dataclass(frozen=True, slots=True)
class Part:
    """A third-party part the app runs on (and the bundle ships)."""

    name: str
    version: str
    licence: str
    files: tuple[str, ...]
    url: str
    note: str


@dataclass(frozen=True, slots=True)
class ReconstructedFact:
    """A piece of ruleset data that no rulebook prints: it was worked out from other sources."""

    ruleset: str  # folder name under resources/rulesets, which is the ruleset id
    key: str  # dotted path inside the data file, e.g. "board"
    file: str  # data file name, e.g. "units.toml"
    summary: str  # what the value is, e.g. "columns = 9, rows = 10"
    source: str  # where it comes from (the data file's own "source" entry)


def _dist_version(dist: str, attr: str = "") -> str:
    """The installed version of a distribution; the bundle may lack metadata, so fall back.

    ``attr`` ("module:attribute") names a version attribute for a part bundled inside another
    distribution (GEOS inside shapely).
    """
    if attr:
        import importlib

        module, _, name = attr.partition(":")
        try:
            return str(getattr(importlib.import_module(module), name))
        except (ImportError, AttributeError):
            return "bundled"
    if not dist:
        return platform.python_version()
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        if dist.lower().startswith("pyside6"):
            import PySide6

            return PySide6.__version__
        return "bundled"


def third_party_parts() -> list[Part]:
    """Every third-party part with its installed version and licence, in notices.toml order."""
    notices = lionheart_resources.path(*LICENSES_DIR, "notices.toml")
    data = tomllib.loads(notices.read_text(encoding="utf-8"))
    return [
        Part(
            name=p["name"],
            version=_dist_version(p.get("dist", ""), p.get("version_attr", "")),
            licence=p["licence"],
            files=tuple(p.get("files", ())),
            url=p.get("url", ""),
            note=" ".join(p.get("note", "").split()),
        )
        for p in data["part"]
    ]


def licence_text(file_name: str) -> str:
    """The full text of one licence file shipped in resources/licenses."""
    return lionheart_resources.path(*LICENSES_DIR, file_name).read_text(encoding="utf-8")


def _summary(table: dict[str, Any]) -> str:
    """What a reconstructed table says: its ``summary`` when the data gives one (a sentence for
    people), else its plain values (no notes, flags or sub-tables) as "k = v" pairs."""
    if isinstance(table.get("summary"), str) and table["summary"].strip():
        return table["summary"].strip()
    skip = {"reconstructed", "source", "sources", "note", "notes", "confidence", "summary"}
    parts = [f"{k} = {v}" for k, v in table.items()
             if k not in skip and not isinstance(v, (dict, list))]
    return ", ".join(parts)


def _walk(node: Any, key: str, found: list[tuple[str, dict[str, Any]]]) -> None:
    if isinstance(node, dict):
        if node.get("reconstructed") is True:
            found.append((key, node))
        for k, v in node.items():
            _walk(v, f"{key}.{k}" if key else k, found)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            _walk(v, f"{key}[{i}]", found)


def reconstructed_facts() -> list[ReconstructedFact]:
    """Every table flagged ``reconstructed = true`` (TOML) or ``"reconstructed": true`` (JSON)
    in the ruleset data files."""
    root = lionheart_resources.path(*RULESETS_DIR)
    facts: list[ReconstructedFact] = []
    files = sorted([*root.glob("*/**/*.toml"), *root.glob("*/**/*.json")])
    for data_file in files:
        try:
            text = data_file.read_text(encoding="utf-8")
            data = tomllib.loads(text) if data_file.suffix == ".toml" else json.loads(text)
        except (OSError, ValueError):  # TOMLDecodeError and JSONDecodeError are ValueErrors
            continue  # a broken file is the data loader's error to report, not About's
        found: list[tuple[str, dict[str, Any]]] = []
        _walk(data, "", found)
        ruleset = lionheart_resources.ruleset_id_of(data_file.relative_to(root).parts[0])
        for key, table in found:
            source = table.get("source") or table.get("sources") or ""
            if isinstance(source, list):
                source = "; ".join(map(str, source))
            facts.append(ReconstructedFact(ruleset, key or translate("About", "(whole file)"), data_file.name,
                                           _summary(table), str(source)))
    return facts


def _ruleset_title(ruleset_id: str) -> str:
    """The ruleset's own title when it is built, else its id."""
    from lionheart_core import rulesets

    try:
        return str(rulesets.get(ruleset_id).title)
    except Exception:  # an unbuilt ruleset's data may ship before its rules do
        return ruleset_id


def _built_titles() -> str:
    """The titles of the games this version has, from the registry."""
    from lionheart_core import rulesets

    return ", ".join(_ruleset_title(rid) for rid in rulesets.builtin_ids())


def qt_version() -> str:
    """The Qt version the app runs on (from PySide6)."""
    from PySide6 import QtCore

    return QtCore.qVersion()


def about_text() -> str:
    """Everything the About dialog says, as plain text."""
    lines = [
        f"{APP_NAME} {__version__}",
        translate("About", "Medieval board and war games with every rule enforced. Built so far: {games}.").format(
            games=_built_titles()),
        translate("About", "{copyright}. Licence: {licence}.").format(copyright=COPYRIGHT, licence=LICENCE),
        translate("About", "Python {python}, Qt {qt}, on {system}.").format(
            python=platform.python_version(), qt=qt_version(), system=platform.system()),
        "",
        translate("About", "Reconstructed rules data (not printed in the rulebooks; edit the data files to correct):"),
    ]
    facts = reconstructed_facts()
    if not facts:
        lines.append("  " + translate("About", "none"))
    for f in facts:
        lines.append("  " + translate("About", "{game}: {key} in {file}: {summary}").format(
            game=_ruleset_title(f.ruleset), key=f.key, file=f.file, summary=f.summary))
        if f.source:
            lines.append("    " + translate("About", "source: {source}").format(source=f.source))
    lines += ["", translate("About", "Third-party parts:")]
    for p in third_party_parts():
        lines.append(f"  {p.name} {p.version}: {p.licence} ({', '.join(p.files)})")
        if p.note:
            lines.append(f"    {p.note}")
    lines += [
        "",
        translate("About", "Qt is used under the GNU Lesser General Public License version 3 (LGPL-3.0). The Qt "
           "libraries are separate shared libraries that you may replace with your own build; "
           "Qt's source code is available from the Qt Project. Full licence texts are in the "
           "licenses folder of the app: {folder}").format(folder=lionheart_resources.path(*LICENSES_DIR)),
    ]
    return "\n".join(lines)


def _about_html() -> str:
    e = html.escape
    facts = reconstructed_facts()
    source = translate("About", "source:")
    fact_rows = "".join(
        f"<li><b>{e(_ruleset_title(f.ruleset))}</b>: {e(f.key)} ({e(f.summary)})"
        + (f"<br><i>{e(source)}</i> {e(f.source)}" if f.source else "") + "</li>"
        for f in facts
    ) or f"<li>{e(translate('About', 'none'))}</li>"
    lead = translate("About", "Medieval board and war games at one table, with every rule enforced.")
    built = translate("About", "Built so far: {games}.").format(games=_built_titles())
    released = translate("About", "Released under the {licence} licence.").format(licence=LICENCE)
    heading = translate("About", "Reconstructed rules data")
    explain = translate("About", "These facts are not printed in the rulebooks; they were worked out "
                        "from other sources. They are plain data files you can correct.")
    return (
        f"<h2>{APP_NAME} {e(__version__)}</h2>"
        f"<p>{e(lead)}<br>{e(built)}</p>"
        f"<p>{e(COPYRIGHT)}.<br>{e(released)}</p>"
        f"<p>Python {e(platform.python_version())} &middot; Qt {e(qt_version())} &middot; "
        f"{e(platform.system())}</p>"
        f"<h3>{e(heading)}</h3>"
        f"<p>{e(explain)}</p>"
        f"<ul>{fact_rows}</ul>"
    )


def _licences_html() -> str:
    e = html.escape
    rows = "".join(
        f"<tr><td><b>{e(p.name)}</b></td><td>{e(p.version)}</td><td>{e(p.licence)}</td></tr>"
        + (f"<tr><td colspan='3'><small>{e(p.note)}</small></td></tr>" if p.note else "")
        for p in third_party_parts()
    )
    intro = translate("About", "Lionheart Table is built on these parts. <b>Qt</b> and <b>PySide6</b> are "
                      "used under the GNU Lesser General Public License v3: they are separate shared "
                      "libraries that you may replace with your own build of the same version; their "
                      "source is available from the Qt Project. Pick a licence below to read its full text.")
    part, version, licence = (translate("About", "Part"), translate("About", "Version"),
                              translate("About", "Licence"))
    return (
        f"<p>{intro}</p>"
        f"<table cellspacing='4'><tr><th align='left'>{e(part)}</th>"
        f"<th align='left'>{e(version)}</th>"
        f"<th align='left'>{e(licence)}</th></tr>{rows}</table>"
    )


def show_about(parent: Any = None) -> Any:
    """Open the About dialog (window-modal to ``parent``) and return it."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QIcon, QPixmap
    from PySide6.QtWidgets import (
        QComboBox,
        QDialog,
        QDialogButtonBox,
        QHBoxLayout,
        QLabel,
        QMessageBox,
        QPlainTextEdit,
        QPushButton,
        QTabWidget,
        QTextBrowser,
        QVBoxLayout,
        QWidget,
    )

    dialog = QDialog(parent)
    dialog.setObjectName("aboutDialog")
    dialog.setWindowTitle(translate("About", "About {name}").format(name=APP_NAME))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    icon_file = lionheart_resources.path("images", "lionheart.svg")
    dialog.setWindowIcon(QIcon(str(icon_file)))
    dialog.resize(640, 560)

    top = QHBoxLayout()
    logo = QLabel()
    logo.setPixmap(QIcon(str(icon_file)).pixmap(96, 96)
                   if icon_file.exists() else QPixmap())
    logo.setAlignment(Qt.AlignmentFlag.AlignTop)
    top.addWidget(logo)

    tabs = QTabWidget()
    tabs.setObjectName("aboutTabs")
    about = QTextBrowser()
    about.setObjectName("aboutBrowser")
    about.setOpenExternalLinks(True)
    about.setHtml(_about_html())
    tabs.addTab(about, translate("About", "About"))

    licences = QWidget()
    lay = QVBoxLayout(licences)
    summary = QTextBrowser()
    summary.setObjectName("licencesBrowser")
    summary.setHtml(_licences_html())
    lay.addWidget(summary, 3)
    picker = QComboBox()
    picker.setObjectName("licencePicker")
    full = QPlainTextEdit()
    full.setObjectName("licenceText")
    full.setReadOnly(True)
    seen: list[str] = []
    for part in third_party_parts():
        for f in part.files:
            if f not in seen:
                seen.append(f)
                picker.addItem(f"{f}  ({part.name})", f)
    picker.currentIndexChanged.connect(
        lambda _i: full.setPlainText(licence_text(picker.currentData())))
    if picker.count():
        full.setPlainText(licence_text(picker.currentData()))
    lay.addWidget(picker)
    lay.addWidget(full, 4)
    tabs.addTab(licences, translate("About", "Licences"))
    top.addWidget(tabs, 1)

    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    about_qt = QPushButton(translate("About", "About Qt"))
    about_qt.setObjectName("aboutQtButton")
    # Qt's own About box carries Qt's licence notice and version.
    about_qt.clicked.connect(lambda: QMessageBox.aboutQt(dialog, translate("About", "About Qt")))
    buttons.addButton(about_qt, QDialogButtonBox.ButtonRole.HelpRole)
    buttons.rejected.connect(dialog.reject)

    outer = QVBoxLayout(dialog)
    outer.addLayout(top, 1)
    outer.addWidget(buttons)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.show()
    return dialog


if __name__ == "__main__":  # python -m lionheart_qt.about: print the facts
    print(about_text())
