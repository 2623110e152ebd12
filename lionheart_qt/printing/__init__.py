"""Printed setup sheets: a PDF file (QPdfWriter) or a printer (QPrinter), painted by one code path.

>>> export_pdf(rulesets.get("lionheart-1997"), state, "sheet.pdf", seats={"gold": "human"})
2

Each ruleset's GUI package names its sheet class (``RulesetUI.sheet_class``, in
``lionheart_qt/rulesets/<package>/``); a ruleset without one gets the generic sheet: its options
and its board, drawn by the same painter as the screen. :func:`register_sheet` still overrides
that for a ruleset (tests, plug-ins).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QMarginsF
from PySide6.QtGui import QGuiApplication, QPageLayout, QPageSize, QPainter, QPdfWriter, QPicture

from lionheart_core import __version__

from .sheet import SetupSheet

__all__ = [
    "SetupSheet",
    "export_pdf",
    "print_document",
    "print_setup_sheet",
    "register_sheet",
    "setup_sheet_for",
]

PDF_DPI = 300
A4_MM = (210.0, 297.0)

_SHEETS: dict[str, type[SetupSheet]] = {}


def register_sheet(cls: type[SetupSheet]) -> type[SetupSheet]:
    """Class decorator: make ``cls`` the setup sheet of ``cls.ruleset_id`` (over the one its
    GUI package names)."""
    _SHEETS[cls.ruleset_id] = cls
    return cls


def setup_sheet_for(ruleset_id: str) -> SetupSheet:
    """A new setup sheet for the ruleset with this id (the generic sheet if it has none of its
    own). ``KeyError`` if no such ruleset is registered in the core."""
    from lionheart_core import rulesets

    if ruleset_id not in rulesets.ids():
        raise KeyError(f"no ruleset {ruleset_id!r}; built ones are {', '.join(rulesets.ids())}")
    if ruleset_id in _SHEETS:
        return _SHEETS[ruleset_id]()
    from ..rulesets import ui_for

    return ui_for(ruleset_id).sheet_class()()


def _ensure_app() -> None:
    """QPdfWriter and text need a QGuiApplication; scripts and the CLI may not have one yet."""
    if QGuiApplication.instance() is None:
        if not os.environ.get("QT_QPA_PLATFORM"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        # A QGuiApplication would do for QPdfWriter, but a QApplication keeps the process able
        # to open widgets later (tests, scripts); kept on the module so it lives on.
        from PySide6.QtWidgets import QApplication

        globals()["_APP"] = QApplication(sys.argv[:1] or ["lionheart"])


def _count_pages(
    sheet: SetupSheet,
    ruleset: Any,
    state: Any,
    page_mm: tuple[float, float],
    dots_per_mm: float,
    seats: Mapping[str, str] | None,
    title: str | None,
) -> int:
    """A dry run on a QPicture, so the footer can say "page 1 of 2"."""
    picture = QPicture()
    painter = QPainter(picture)
    try:
        return sheet.render(
            painter, page_mm, dots_per_mm, lambda: None, ruleset, state, seats=seats, title=title
        )
    finally:
        painter.end()


def _pdf_title(ruleset: Any, title: str | None) -> str:
    """The PDF's own title (its metadata, a print job's name), in the sheet's language."""
    from lionheart_core.i18n import text

    game = text(ruleset.title)
    return (f"{title} \u2014 {game}" if title
            else QCoreApplication.translate("SetupSheet", "{game} setup sheet").format(game=game))


def export_pdf(
    ruleset: Any,
    state: Any,
    path: str | os.PathLike[str],
    *,
    seats: Mapping[str, str] | None = None,
    title: str | None = None,
    save_path: str | os.PathLike[str] | None = None,
    log: Sequence[Any] | None = None,
) -> int:
    """Write the setup sheet of ``state`` to an A4 PDF at ``path``; returns the pages written.

    The saved game is attached to the PDF as a file: ``save_path``'s bytes when given, else a
    save built from ``log`` (or from nothing, when ``state`` is still the game's first
    position). ``OSError`` if the file cannot be written.
    """
    folder = Path(path).resolve().parent
    if not folder.is_dir() or not os.access(folder, os.W_OK):
        raise OSError(QCoreApplication.translate(
            "SetupSheet", "cannot write the PDF file {path}: no writable folder {folder}").format(
                path=repr(os.fspath(path)), folder=repr(str(folder))))
    _ensure_app()
    sheet = setup_sheet_for(ruleset.id)
    dots_per_mm = PDF_DPI / 25.4
    total = _count_pages(sheet, ruleset, state, A4_MM, dots_per_mm, seats, title)
    writer = QPdfWriter(os.fspath(path))
    writer.setResolution(PDF_DPI)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    writer.setTitle(_pdf_title(ruleset, title))
    writer.setCreator(f"Lionheart Table {__version__}")
    # QPdfWriter.addFileAttachment arrived in Qt 6.8; older PySide6 builds get no attachment.
    can_attach = hasattr(writer, "addFileAttachment")
    attachment = (
        _save_attachment(ruleset, state, save_path, log, seats, title) if can_attach else None
    )
    if attachment is not None:
        writer.addFileAttachment(attachment[0], QByteArray(attachment[1]), "application/json")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(QCoreApplication.translate("SetupSheet", "cannot write the PDF file {path}").format(
            path=repr(os.fspath(path))))
    try:
        pages = sheet.render(
            painter,
            A4_MM,
            dots_per_mm,
            writer.newPage,
            ruleset,
            state,
            seats=seats,
            title=title,
            total_pages=total,
        )
    finally:
        painter.end()
    if not Path(path).is_file() or Path(path).stat().st_size == 0:
        raise OSError(QCoreApplication.translate("SetupSheet", "cannot write the PDF file {path}").format(
            path=repr(os.fspath(path))))
    return pages


def print_document(
    ruleset: Any,
    state: Any,
    printer: Any,
    *,
    seats: Mapping[str, str] | None = None,
    title: str | None = None,
) -> int:
    """Paint the setup sheet on a QPrinter (the slot of QPrintPreviewDialog.paintRequested);
    returns the pages painted. The sheet keeps its own margins, so the printer is set to full
    page."""
    from PySide6.QtPrintSupport import QPrinter

    sheet = setup_sheet_for(ruleset.id)
    printer.setFullPage(True)
    paper = printer.pageLayout().fullRect(QPageLayout.Unit.Millimeter)
    page_mm = (paper.width(), paper.height())
    dots_per_mm = printer.resolution() / 25.4
    total = _count_pages(sheet, ruleset, state, page_mm, dots_per_mm, seats, title)
    if printer.outputFormat() == QPrinter.OutputFormat.PdfFormat or not printer.docName():
        printer.setDocName(_pdf_title(ruleset, title))
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError(QCoreApplication.translate("SetupSheet", "the printer could not start printing"))
    try:
        return sheet.render(
            painter,
            page_mm,
            dots_per_mm,
            printer.newPage,
            ruleset,
            state,
            seats=seats,
            title=title,
            total_pages=total,
        )
    finally:
        painter.end()


def print_setup_sheet(controller: Any, target: Any, *, title: str | None = None) -> int:
    """Print the game a controller holds: ``target`` is a QPrinter or a PDF path.

    Reads ``controller.ruleset``, ``controller.state`` and, when present, ``controller.seats``,
    ``controller.title``, ``controller.log`` and ``controller.path`` (the save file, attached to
    a PDF). During a secret setup only what ``controller.view_player()`` may see is printed.
    """
    ruleset, state = controller.ruleset, controller.state
    seats = getattr(controller, "seats", None)
    title = title or getattr(controller, "title", None)
    # While a secret is in play (a hidden setup), the sheet shows only what the player at the
    # screen may see, and carries no save: the save would hold the other side's secret too.
    secret = False
    if hasattr(controller, "view_player") and hasattr(controller, "has_secrets_from"):
        viewer = controller.view_player()
        if controller.has_secrets_from(viewer):
            state, secret = ruleset.observe(state, viewer), True
    if isinstance(target, (str, os.PathLike)):
        save_path = None if secret else getattr(controller, "path", None)
        if save_path is not None and not Path(save_path).is_file():
            save_path = None
        log = None if secret else getattr(controller, "log", None)
        return export_pdf(
            ruleset, state, target, seats=seats, title=title, save_path=save_path, log=log
        )
    return print_document(ruleset, state, target, seats=seats, title=title)


# ---- the save file inside the PDF ---------------------------------------------------------------
def _save_attachment(
    ruleset: Any,
    state: Any,
    save_path: Any,
    log: Sequence[Any] | None,
    seats: Mapping[str, str] | None,
    title: str | None,
) -> tuple[str, bytes] | None:
    """(file name, bytes) of the save to attach, or None when there is none to be had."""
    if save_path is not None:
        p = Path(save_path)
        try:
            return p.name, p.read_bytes()
        except OSError:
            return None
    try:
        from lionheart_core import saves  # H1's module
    except ImportError:
        return None
    opts, seed = getattr(state, "opts", None), getattr(state, "seed", None)
    if opts is None or seed is None:
        return None
    if log is None:
        # Without a log only the first position of a game can be saved faithfully.
        try:
            if ruleset.state_hash(ruleset.new_game(opts, seed=seed)) != ruleset.state_hash(state):
                return None
        except Exception:
            return None
        log = []
    seat_map = {p: (seats or {}).get(p, "human") for p in ruleset.players(opts)}
    try:
        text = saves.save_text(
            saves.build_save(ruleset, opts, seed, list(log), state, seat_map, title)
        )
    except Exception:
        # build_save refuses a log that does not lead to this state; a sheet without its
        # attachment is still a sheet.
        return None
    return f"{ruleset.id}{getattr(saves, 'SUFFIX', '.lionheart.json')}", text.encode("utf-8")
