"""The crusade setup sheet: the table page (characters, board, tracks), the location actions of
the board side in play, and a private page per character showing that character's hand and edict
alone (read from its own observation)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from lionheart_core import rulesets
from lionheart_core.i18n import text
from lionheart_qt.printing import export_pdf
from lionheart_qt.rulesets import ui_for

RS = rulesets.get("crusade")


def _pages(pdf) -> list[str]:
    out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], check=True, capture_output=True, text=True).stdout
    return out.split("\f")[:-1]


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext (poppler-utils)")
@pytest.mark.parametrize("players", [3, 6])
def test_a_private_page_per_seat_shows_that_seats_secrets_only(tmp_path, players):
    from lionheart_core.rulesets.crusade.play import edict_text

    state = RS.new_game(RS.Options(players=players), seed=7)
    pdf = tmp_path / "sheet.pdf"
    assert export_pdf(RS, state, pdf) == 2 + players
    sheet = ui_for("crusade").sheet_class()()
    plans = sheet.pages(RS, state)
    assert len(plans) == 2 + players
    pages = _pages(pdf)
    assert "The table" in pages[0] and "King's Treasure" in pages[0]
    side = "2-3" if players <= 3 else "4-6"
    assert f"The 16 location actions ({side} player side)" in pages[1]
    assert all(loc in pages[1] for loc in ("Bridgwater", "Grimsby", "Sherwood", "York"))
    edicts = {p.seat: text(edict_text(p.edict)) for p in state.players}
    assert len(set(edicts.values())) >= 3  # the check below can tell them apart
    for p, page in zip(state.players, pages[2:], strict=True):
        assert f"{text(RS.seat(p.seat, state.opts).name)}: private" in page
        assert edicts[p.seat] in page
        assert not any(e in page for e in edicts.values() if e != edicts[p.seat])
        assert f"{len(p.hand)} cards, {p.coins} coins" in page
    # Nothing secret on the shared pages.
    assert not any(e in pages[0] + pages[1] for e in edicts.values())


def test_a_position_one_player_observed_prints_that_players_page_alone(tmp_path):
    state = RS.new_game(RS.Options(players=4), seed=2)
    seat = state.players[1].seat
    sheet = ui_for("crusade").sheet_class()()
    plans = sheet.pages(RS, RS.observe(state, seat))
    assert [p.heading for p in plans][2:] == [f"{text(RS.seat(seat, state.opts).name)}: private"]
    assert export_pdf(RS, RS.observe(state, seat), tmp_path / "mine.pdf") == 3


def test_print_setup_of_a_crusade_game_without_a_display(tmp_path):
    from test_printing_cli import run_cli

    out = tmp_path / "crusade.pdf"
    r = run_cli("--ruleset", "crusade", "--option", "players=5", "--seed", "3", "--out", str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "7 pages" in r.stdout and out.read_bytes().startswith(b"%PDF")
    if shutil.which("pdftotext"):
        pages = _pages(out)
        assert "Marie of France: private" in pages[-1] and "Seats: Robin Hood, Prince John" in pages[0]
