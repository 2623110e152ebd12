"""``lionheart --self-test``: every shipped ruleset opened offscreen, drawn and printed.

For each ruleset: a new game in the main window, one frame rendered to an image (it must not
be blank), the setup sheet printed to a temporary PDF (it must not be empty). One line per
ruleset; the exit code is 0 when all passed. Used by CI and by the packaging checks.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

from .i18n import cli_translate


def translate(context: str, source: str) -> str:
    """A line of the self-test's report in the command line's language."""
    return cli_translate(context, source)


def _distinct_colours(image, step: int = 7) -> int:
    """How many different colours a sample of the image holds (a blank frame has one)."""
    seen = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            seen.add(image.pixel(x, y))
            if len(seen) > 64:
                return len(seen)
    return len(seen)


def run() -> int:
    """Run the self-test; print a summary line per ruleset; return 0 on success, 1 otherwise."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="lionheart-selftest-") as tmp:
        # Never touch the player's autosave, settings or recent files.
        old = os.environ.get("LIONHEART_DATA_DIR")
        os.environ["LIONHEART_DATA_DIR"] = tmp
        try:
            return _run(Path(tmp))
        finally:
            if old is None:
                os.environ.pop("LIONHEART_DATA_DIR", None)
            else:
                os.environ["LIONHEART_DATA_DIR"] = old


# Windowing calls the offscreen platform cannot honour; harmless, and noise in the report.
_OFFSCREEN_NOISE = ("does not support propagateSizeHints",)


def _quiet_offscreen_warnings() -> None:
    """Drop the offscreen platform's known harmless warnings; pass every other message on."""
    from PySide6.QtCore import qInstallMessageHandler

    previous = None

    def handler(mode, context, message):  # noqa: ANN001 - Qt's signature
        if any(noise in message for noise in _OFFSCREEN_NOISE):
            return
        if previous is not None:
            previous(mode, context, message)
        else:
            sys.stderr.write(message + "\n")

    previous = qInstallMessageHandler(handler)


def _run(tmp: Path) -> int:
    from PySide6.QtWidgets import QApplication

    from lionheart_core import rulesets

    from . import style
    from .controller import GameController
    from .main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    style.apply_style(app)
    _quiet_offscreen_warnings()
    failures = 0
    for rid in rulesets.builtin_ids():
        t0 = time.perf_counter()
        try:
            controller = GameController(autosave=False)
            window = MainWindow(controller)
            window.resize(1280, 800)
            window.show()
            rs = rulesets.get(rid)
            window.new_game(rid, {}, {p: "human" for p in rs.players(rs.Options())}, seed=1)
            for _ in range(5):
                app.processEvents()
            image = window.grab().toImage()
            colours = _distinct_colours(image)
            if image.isNull() or colours < 8:
                raise RuntimeError(translate("Cli", "the rendered frame looks blank ({colours} colours)")
                                   .format(colours=colours))
            from .printing import print_setup_sheet

            pdf = tmp / f"{rid}.pdf"
            pages = print_setup_sheet(controller, str(pdf))
            size = pdf.stat().st_size if pdf.exists() else 0
            if size == 0:
                raise RuntimeError(translate("Cli", "the setup sheet PDF is empty"))
            window.close()
            window.deleteLater()
            ms = (time.perf_counter() - t0) * 1000
            print(f"ok   {rid}: " + translate(
                "Cli", "frame {width}x{height} ({colours}+ colours), setup sheet {pages} page(s), "
                "{kib} KiB PDF, {ms} ms").format(width=image.width(), height=image.height(),
                                                 colours=colours, pages=pages, kib=size // 1024,
                                                 ms=f"{ms:.0f}"))
        except Exception as exc:
            failures += 1
            print(f"FAIL {rid}: {type(exc).__name__}: {exc}")
            traceback.print_exc(file=sys.stderr)
    app.processEvents()
    total = len(rulesets.builtin_ids())
    print(translate("Cli", "self-test: {passed} of {total} rulesets passed").format(
        passed=total - failures, total=total))
    return 0 if failures == 0 else 1
