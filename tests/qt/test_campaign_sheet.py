"""The campaign's setup sheet: the position (turn, treasuries, every leader's hex and forces, the
vassals), the map in ink with the army markers, the Political and Leader Table and the combat
and other tables, every number read from the data files; printed in Dutch and French too, and
from the command line with no display."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from lionheart_core import i18n, rulesets
from lionheart_core.rulesets.richard_campaign.data import tables
from lionheart_qt.printing import export_pdf
from lionheart_qt.rulesets import ui_for

RS = rulesets.get("richard-campaign")
needs_pdftotext = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext (poppler-utils)")


def _pages(pdf) -> list[str]:
    out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], check=True, capture_output=True, text=True).stdout
    return out.split("\f")[:-1]


@needs_pdftotext
def test_the_sheet_prints_positions_forces_the_plt_and_the_tables(tmp_path):
    state = RS.new_game(RS.Options(), seed=2)
    pdf = tmp_path / "sheet.pdf"
    assert export_pdf(RS, state, pdf, seats={"richard": "human", "philip": "computer"}) == 5
    sheet = ui_for(RS.id).sheet_class()()
    assert type(sheet).__name__ == "RichardCampaignSheet"
    pages = _pages(pdf)
    first = pages[0]
    assert "May 1194" in first and "Turn and treasuries" in first
    for line in ("Richard", "0503 Barfleur", "1804 Rouen", "1710 Vernueil", "1801 Dieppe"):
        assert line in first, line
    assert "Richard's siege train" in first and "Angoumois" in first and "Sancho" in first
    assert "The map" in pages[1]
    # The Political and Leader Table: leaders, vassals, allies, from tables.toml.
    t = tables()
    plt = pages[2]
    assert "Political and Leader Table" in plt and "Mercadier" in plt
    assert f"≥{t.vassals['normandy'].roll.philip} / ≤{t.vassals['normandy'].roll.richard}" in plt
    assert "12 per fortress" in plt and "Baldwin" in plt and "1833" in plt
    # The combat tables, row by row as the data gives them.
    combat = pages[3]
    assert "Knave vs knave" in combat and "Knight vs knave" in combat
    row_b = t.field_combat.knight_vs_knave["B"]
    assert " ".join(str(v) for v in row_b) in " ".join(combat.split())
    assert all(cell in combat for cell in t.assault.rows[9])
    other = pages[4]
    assert "Siege (one die a month)" in other and "Papal truce" in other and "a year and a die" in other


def test_the_map_page_draws_each_army_marker(qapp):
    from PySide6.QtGui import QPainter, QPicture

    state = RS.new_game(RS.Options(), seed=2)
    sheet = ui_for(RS.id).sheet_class()()
    picture = QPicture()
    painter = QPainter(picture)
    try:
        assert sheet.render(painter, (210, 297), 10, lambda: None, RS, state) == 5
    finally:
        painter.end()
    pieces = [r for r in sheet.recorded if r.kind == "piece"]
    groups = {(x.hex, x.side) for x in state.board.leaders if x.where == "map"} | \
        {(x.hex, x.side) for x in state.board.trains if x.hex is not None}
    assert len(pieces) == len(groups)
    assert {r.label for r in pieces} >= {"0503", "1710", "1804"}


@needs_pdftotext
@pytest.mark.parametrize(("lang", "words"), [("nl", ("De veldtocht", "Gevechtstabellen", "Pauselijk bestand")),
                                             ("fr", ("La campagne", "Tables de combat", "Trêve papale"))])
def test_the_sheet_in_dutch_and_french(tmp_path, lang, words):
    pdf = tmp_path / f"sheet-{lang}.pdf"
    env = dict(os.environ, QT_QPA_PLATFORM="", LIONHEART_DATA_DIR=str(tmp_path))
    env.pop("DISPLAY", None)
    done = subprocess.run([sys.executable, "-m", "lionheart_qt.app", "print-setup", "--ruleset", RS.id, "--lang", lang,
                           "--out", str(pdf)], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    body = " ".join(_pages(pdf))
    assert all(w in body for w in words), (lang, [w for w in words if w not in body])
    assert i18n.language() == "en"
