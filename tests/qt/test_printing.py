"""Setup sheets: PDF pages, their text and pictures (poppler), the attached save, positions."""

from __future__ import annotations

import datetime as dt
import importlib.util
import shutil
import subprocess
from pathlib import Path

import pytest

from lionheart_core import rulesets
from lionheart_core.rulesets.lionheart_1997.model import ConfirmSetup, Options, Place
from lionheart_qt.printing import export_pdf, print_document, setup_sheet_for
from lionheart_qt.printing.sheet import Column, PagePlan, SetupSheet

RS = rulesets.get("lionheart-1997")
BASIC_NAMES = ("King", "Knights", "Archers", "Infantry")

needs_poppler = pytest.mark.skipif(
    not (shutil.which("pdftotext") and shutil.which("pdftoppm")),
    reason="poppler-utils is not installed (tools/test.sh installs it)",
)


def pdf_text(path: Path) -> str:
    return subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], check=True, capture_output=True, text=True
    ).stdout


def pdf_pages(path: Path) -> list[str]:
    return pdf_text(path).split("\f")[:-1]


@needs_poppler
def test_basic_game_sheet_has_a_page_per_army_with_the_armies_and_the_date(qapp, tmp_path):
    out = tmp_path / "basic.pdf"
    pages = export_pdf(RS, RS.new_game(seed=1), out, seats={"gold": "human", "silver": "heuristic"})
    assert pages == 2
    # The pages render as pictures (pdftoppm) and are not blank.
    subprocess.run(["pdftoppm", "-png", "-r", "60", str(out), str(tmp_path / "page")], check=True)
    pngs = sorted(tmp_path.glob("page-*.png"))
    assert len(pngs) == 2
    from PySide6.QtGui import QImage

    for png in pngs:
        image = QImage(str(png))
        assert image.width() > 400 and image.height() > 600
        dark = sum(
            1
            for x in range(0, image.width(), 4)
            for y in range(0, image.height(), 4)
            if image.pixelColor(x, y).lightness() < 128
        )
        assert dark > 500  # text, rules and the board, not an empty page
    texts = pdf_pages(out)
    assert len(texts) == 2
    today = dt.date.today().isoformat()
    for text, army in zip(texts, ("Gold army", "Silver army"), strict=True):
        # The header of every page: title, ruleset, date, seats.
        assert "Setup sheet" in text and "Lionheart (1997)" in text
        assert today in text
        assert "Gold: human" in text and "Silver: computer (heuristic)" in text
        assert army in text
        for name in BASIC_NAMES:
            assert name in text
        assert "Actions" in text and "Combat dice" in text and "Total panic" in text
    # The basic army's squares: Gold's back and front rows, Silver's across the board.
    assert all(sq in texts[0] for sq in ("E1", "D1", "F1", "C1", "G1", "C2", "G2"))
    assert all(sq in texts[1] for sq in ("E10", "D10", "C9", "G9"))
    assert "Page 1 of 2" in texts[0] and "Page 2 of 2" in texts[1]


def test_pdf_metadata_and_attached_save(qapp, tmp_path):
    saves = pytest.importorskip("lionheart_core.saves")
    out = tmp_path / "sheet.pdf"
    state = RS.new_game(seed=9)
    export_pdf(RS, state, out, title="Club night")
    raw = out.read_bytes()
    assert raw.startswith(b"%PDF")
    # A save is built for a game still at its first position and embedded as a file.
    assert b"/EmbeddedFiles" in raw and "lionheart-1997.lionheart.json".encode("utf-16-be") in raw
    if shutil.which("pdfdetach"):
        listing = subprocess.run(
            ["pdfdetach", "-list", str(out)], capture_output=True, text=True, check=True
        ).stdout
        assert "1 embedded files" in listing
        subprocess.run(["pdfdetach", "-saveall", "-o", str(tmp_path), str(out)], check=True)
        game = saves.read_save(tmp_path / "lionheart-1997.lionheart.json")
        assert RS.state_hash(game.state) == RS.state_hash(state) and game.title == "Club night"
    if shutil.which("pdfinfo"):
        info = subprocess.run(
            ["pdfinfo", str(out)], capture_output=True, text=True, check=True
        ).stdout
        assert "Club night" in info and "Lionheart Table" in info and "A4" in info


def test_save_path_is_attached_as_it_is(qapp, tmp_path):
    save = tmp_path / "mine.lionheart.json"
    save.write_text('{"format": 1, "note": "the bytes of the file, unchanged"}')
    out = tmp_path / "sheet.pdf"
    export_pdf(RS, RS.new_game(seed=1), out, save_path=save)
    raw = out.read_bytes()
    assert b"/EmbeddedFiles" in raw and "mine.lionheart.json".encode("utf-16-be") in raw
    assert b"the bytes of the file, unchanged" in raw or b"/FlateDecode" in raw


GOLD_PLAN = (
    ("knight", 2, (0, 0)),
    ("knight", 2, (8, 0)),
    ("archer", 4, (2, 0)),
    ("archer", 3, (6, 0)),
    ("infantry", 4, (1, 1)),
    ("infantry", 4, (3, 1)),
    ("infantry", 3, (4, 1)),
    ("infantry", 4, (5, 1)),
    ("infantry", 4, (7, 1)),
)


def _customized_with_knight_on_a1():
    state = RS.new_game(Options(setup="customized"), seed=3)
    for kind, figures, square in GOLD_PLAN:
        state, _ = RS.apply(state, Place("gold", kind, figures, square))
    state, _ = RS.apply(state, ConfirmSetup("gold"))
    return state


@needs_poppler
def test_customized_positions_appear_and_an_empty_army_prints_the_standard_one(qapp, tmp_path):
    state = _customized_with_knight_on_a1()
    sheet = setup_sheet_for("lionheart-1997")
    pdf = tmp_path / "custom.pdf"
    assert export_pdf(RS, state, pdf) == 2
    # What the diagram painter drew: the placed knight on A1, the King on his square.
    from PySide6.QtGui import QPainter, QPicture

    picture = QPicture()
    painter = QPainter(picture)
    try:
        sheet.render(painter, (210, 297), 300 / 25.4, lambda: None, RS, state)
    finally:
        painter.end()
    gold = {(i.label, i.data["unit"], i.data["figures"]) for i in sheet.recorded if i.page == 0}
    from lionheart_core.grids.square import label

    assert gold == {(label(sq), kind, n) for kind, n, sq in GOLD_PLAN} | {("E1", "king", 1)}
    silver = {(i.label, i.data["unit"]) for i in sheet.recorded if i.page == 1}
    assert ("E10", "king") in silver and len(silver) == 10  # the standard army
    gold_text, silver_text = pdf_pages(pdf)
    assert "A1" in gold_text and "customized armies" in gold_text and "confirmed" in gold_text
    assert "standard army" in silver_text


def test_game_in_progress_shows_the_current_position_and_the_enemy(qapp, tmp_path):
    import random

    state = RS.new_game(seed=5)
    rng = random.Random(4)
    for _ in range(25):
        state, _ = RS.apply(state, rng.choice(RS.legal_actions(state)))
    assert state.phase == "play"
    sheet = setup_sheet_for("lionheart-1997")
    from PySide6.QtGui import QPainter, QPicture

    picture = QPicture()
    painter = QPainter(picture)
    try:
        pages = sheet.render(painter, (210, 297), 300 / 25.4, lambda: None, RS, state)
    finally:
        painter.end()
    assert pages == 2
    alive = {(u.owner, u.square) for u in state.units if u.alive}
    drawn_own = {(i.data["owner"], i.label) for i in sheet.recorded if i.kind == "unit"}
    from lionheart_core.grids.square import label

    assert drawn_own == {(o, label(sq)) for o, sq in alive}
    # Each page also shows the other army, faintly.
    assert {i.data["owner"] for i in sheet.recorded if i.kind == "enemy" and i.page == 0} == {
        "silver"
    }


def test_print_document_paints_on_a_qprinter(qapp, tmp_path):
    from PySide6.QtGui import QPageSize
    from PySide6.QtPrintSupport import QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
    printer.setOutputFileName(str(tmp_path / "letter.pdf"))
    assert print_document(RS, RS.new_game(seed=1), printer) == 2
    assert (tmp_path / "letter.pdf").read_bytes().startswith(b"%PDF")


def test_unknown_ruleset_and_unwritable_path_are_refused(qapp, tmp_path):
    with pytest.raises(KeyError):
        setup_sheet_for("no-such-game")
    with pytest.raises(OSError):
        export_pdf(RS, RS.new_game(seed=1), tmp_path / "missing" / "x.pdf")


class _LongSheet(SetupSheet):
    ruleset_id = "test-long"

    def pages(self, ruleset, state):
        def draw(ctx):
            ctx.heading("A long table")
            ctx.table(
                [Column("No.", 200), Column("Text", ctx.width - 200)],
                [[str(i), "row " * (1 + i % 7)] for i in range(150)],
            )

        return [PagePlan("Long", draw)]


@needs_poppler
def test_framework_breaks_a_long_table_across_pages_and_repeats_its_header(qapp, tmp_path):
    from PySide6.QtGui import QPainter, QPdfWriter

    out = tmp_path / "long.pdf"
    writer = QPdfWriter(str(out))
    writer.setResolution(150)
    painter = QPainter(writer)
    try:
        pages = _LongSheet().render(
            painter,
            (210, 297),
            150 / 25.4,
            writer.newPage,
            RS,
            RS.new_game(seed=1),
            title="Long",
            total_pages=None,
        )
    finally:
        painter.end()
    assert pages >= 3
    texts = pdf_pages(out)
    assert len(texts) == pages
    for text in texts:
        assert "No." in text and "Text" in text  # the header row on every page
    assert "Long (continued)" in texts[1]
    numbers = [int(w) for t in texts for w in t.split() if w.isdigit() and int(w) < 150]
    assert set(range(150)) <= set(numbers)  # no row lost at a break


def test_print_setup_sheet_from_the_controller_keeps_the_other_sides_secret(qapp, tmp_path):
    from lionheart_qt.controller import GameController
    from lionheart_qt.printing import print_setup_sheet

    controller = GameController(autosave=False)
    controller.new_game(
        "lionheart-1997",
        {"setup": "customized"},
        seed=2,
        seats={"gold": "human", "silver": "human"},
    )
    assert controller.submit(Place("gold", "knight", 2, (0, 0)))
    assert controller.submit(Place("silver", "knight", 2, (8, 9)))
    assert controller.view_player() == "gold"
    out = tmp_path / "secret.pdf"
    assert print_setup_sheet(controller, str(out)) == 2
    raw = out.read_bytes()
    assert b"/EmbeddedFiles" not in raw  # a save would carry Silver's secret placement
    if shutil.which("pdftotext"):
        gold_text, silver_text = pdf_pages(out)
        assert "A1" in gold_text
        assert "I10" not in silver_text and "in secret" in silver_text
    # Once the setup is over nothing is secret: the whole game, and its save, are printed.
    controller.new_game("lionheart-1997", {}, seed=2, seats={"gold": "human", "silver": "human"})
    print_setup_sheet(controller, str(out))
    if importlib.util.find_spec("lionheart_core.saves") is not None:
        assert b"/EmbeddedFiles" in out.read_bytes()


def test_print_preview_shows_both_pages(qtbot):
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget

    from lionheart_qt.controller import GameController
    from lionheart_qt.printing import print_setup_sheet

    controller = GameController(autosave=False)
    controller.new_game("lionheart-1997", {}, seed=1, seats={"gold": "human", "silver": "human"})
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    preview = QPrintPreviewWidget(printer)
    qtbot.addWidget(preview)
    painted = []
    preview.paintRequested.connect(lambda p: painted.append(print_setup_sheet(controller, p)))
    preview.show()
    preview.updatePreview()
    qtbot.waitUntil(lambda: preview.pageCount() == 2)
    assert painted and painted[-1] == 2


@needs_poppler
def test_a_ruleset_without_its_own_sheet_gets_the_generic_one(qapp, tmp_path):
    from PySide6.QtGui import QPainter, QPdfWriter

    out = tmp_path / "generic.pdf"
    writer = QPdfWriter(str(out))
    painter = QPainter(writer)
    try:
        pages = SetupSheet().render(
            painter,
            (210, 297),
            writer.resolution() / 25.4,
            writer.newPage,
            RS,
            RS.new_game(seed=1),
            total_pages=1,
        )
    finally:
        painter.end()
    assert pages == 1
    text = pdf_text(out)
    assert "Lionheart (1997)" in text and "Players: Gold, Silver." in text
    assert "setup" in text and "basic" in text and "no dedicated setup sheet" in text


def test_the_screen_and_the_sheet_share_one_board_painter(qtbot, monkeypatch):
    """The scene's background and the sheet's diagram are painted by the same BoardPainter, and
    their stands by the same paint_stand, in their own styles."""
    from PySide6.QtGui import QPainter, QPicture

    from lionheart_qt.boards import create_board_view
    from lionheart_qt.boards import painter as board_painter
    from lionheart_qt.controller import GameController
    from lionheart_qt.items import stand as stand_module

    boards, stands = [], []
    real_lines, real_stand = board_painter.BoardPainter.paint_lines, stand_module.paint_stand

    def lines(self, painter, *args, **kw):
        boards.append((self.grid, self.style.printed, self.geometry.turned))
        return real_lines(self, painter, *args, **kw)

    def stand(painter, look, size=86.0, **kw):
        stands.append((look.owner, kw.get("printed", False)))
        return real_stand(painter, look, size, **kw)

    monkeypatch.setattr(board_painter.BoardPainter, "paint_lines", lines)
    monkeypatch.setattr(stand_module, "paint_stand", stand)
    import lionheart_qt.rulesets.lionheart_1997.sheet as sheet_module

    monkeypatch.setattr(sheet_module, "paint_stand", stand)
    controller = GameController(autosave=False)
    controller.new_game("lionheart-1997", seed=1)
    view = create_board_view(controller)
    qtbot.addWidget(view)
    view.render_to_image(450, 520)
    sheet = setup_sheet_for("lionheart-1997")
    picture = QPicture()
    painter = QPainter(picture)
    try:
        sheet.render(painter, (210, 297), 300 / 25.4, lambda: None, RS, controller.state)
    finally:
        painter.end()
    grid = RS.grid()
    assert (grid, False, False) in boards  # the table
    assert (grid, True, False) in boards and (grid, True, True) in boards  # Gold's and Silver's pages
    assert ("gold", False) in stands and ("gold", True) in stands and ("silver", True) in stands
