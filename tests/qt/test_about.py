"""Help > About: version, licences (Qt's LGPL notice) and the reconstructed rules data."""

from __future__ import annotations

import tomllib

import lionheart_resources
from lionheart_core import __version__
from lionheart_qt import about


def test_about_text_names_version_licences_and_reconstructed_data() -> None:
    text = about.about_text()
    assert f"Lionheart Table {__version__}" in text
    assert "Licence: MIT" in text
    # Qt's LGPL notice, and every part's licence
    assert "GNU Lesser General Public License version 3" in text
    for part, licence in [("PySide6", "LGPL-3.0"), ("Shapely", "BSD-3-Clause"),
                          ("GEOS", "LGPL-2.1"), ("pydantic", "MIT"), ("platformdirs", "MIT")]:
        line = next(ln for ln in text.splitlines() if ln.strip().startswith(part))
        assert licence in line, line
    # the 1997 board size is reconstructed: its size and source are named
    board = next(ln for ln in text.splitlines() if "board in units.toml" in ln)
    assert "Lionheart (1997)" in board and "9 columns by 10 rows" in board and "=" not in board


def test_reconstructed_facts_follow_the_data_flags() -> None:
    data = tomllib.loads(lionheart_resources.path(
        "rulesets", "lionheart_1997", "units.toml").read_text(encoding="utf-8"))
    flagged = {k for k, v in data.items() if isinstance(v, dict) and v.get("reconstructed")}
    found = {f.key for f in about.reconstructed_facts() if f.ruleset == "lionheart-1997"}
    assert "board" in flagged
    assert flagged <= found
    board = next(f for f in about.reconstructed_facts() if f.key == "board")
    assert board.source.startswith("public descriptions")


def test_every_notice_has_its_licence_text_shipped() -> None:
    parts = about.third_party_parts()
    assert {"Qt", "Shapely", "pydantic", "platformdirs"} <= {p.name for p in parts}
    for part in parts:
        assert part.version and part.licence
        for name in part.files:
            assert len(about.licence_text(name)) > 500, name
    geos = next(p for p in parts if p.name.startswith("GEOS"))
    import shapely

    assert geos.version == shapely.geos_version_string
    assert "Lesser General Public License" in about.licence_text("LGPL-3.0.txt")


def test_about_dialog_shows_version_licences_and_full_texts(qtbot) -> None:
    from PySide6.QtWidgets import QComboBox, QPlainTextEdit, QPushButton, QTextBrowser

    dialog = about.show_about(None)
    qtbot.addWidget(dialog)
    assert dialog.isVisible()
    assert dialog.windowTitle() == "About Lionheart Table"
    main = dialog.findChild(QTextBrowser, "aboutBrowser").toPlainText()
    assert __version__ in main and "Reconstructed rules data" in main and "9 columns by 10 rows" in main
    licences = dialog.findChild(QTextBrowser, "licencesBrowser").toPlainText()
    assert "Lesser General Public License" in licences and "PySide6" in licences
    picker = dialog.findChild(QComboBox, "licencePicker")
    full = dialog.findChild(QPlainTextEdit, "licenceText")
    idx = next(i for i in range(picker.count()) if picker.itemData(i) == "shapely.txt")
    picker.setCurrentIndex(idx)
    assert "Redistribution and use" in full.toPlainText()
    assert dialog.findChild(QPushButton, "aboutQtButton") is not None
    dialog.close()


def test_reconstructed_flags_in_json_data_are_found_too(tmp_path, monkeypatch) -> None:
    (tmp_path / "rulesets" / "some-game").mkdir(parents=True)
    (tmp_path / "rulesets" / "some-game" / "map.json").write_text(
        '{"hexes": {"reconstructed": true, "source": "a photo of the map", "count": 120},'
        ' "rivers": {"count": 4}}', encoding="utf-8")
    (tmp_path / "rulesets" / "some-game" / "broken.toml").write_text("[[[", encoding="utf-8")
    monkeypatch.setattr(lionheart_resources, "ROOT", tmp_path)
    (fact,) = about.reconstructed_facts()
    assert (fact.ruleset, fact.key, fact.file) == ("some-game", "hexes", "map.json")
    assert fact.summary == "count = 120" and fact.source == "a photo of the map"
