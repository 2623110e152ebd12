"""Python's cyclic garbage collector on the GUI thread only.

CPython runs a collection in whichever thread happens to allocate when a generation's threshold is
crossed. Once computer players think in worker threads, that can be a bot thread; if the garbage
holds Qt wrappers (a closed dialog in a reference cycle, a lambda slot keeping a widget alive), Qt
objects are then destroyed off the GUI thread, which Qt forbids and which crashes the app. So when
the first worker thread is about to start, automatic collection is switched off and a timer on
the GUI thread collects instead, with the interpreter's own thresholds, generation by generation.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

_installed: GuiThreadCollector | None = None


class GuiThreadCollector(QObject):
    """Collects garbage from a timer on the thread it lives on (the GUI thread)."""

    def __init__(self, interval_ms: int = 250, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(interval_ms)

    def check(self) -> int:
        """Run the collections the interpreter would have run by now; returns the generation
        collected, or -1 when none was due."""
        c0, c1, c2 = gc.get_count()
        t0, t1, t2 = self.threshold
        generation = -1
        if c0 > t0:
            generation = 0
            if c1 > t1:
                generation = 1
                if c2 > t2:
                    generation = 2
        if generation >= 0:
            gc.collect(generation)
        return generation


def ensure_gui_thread_collection() -> GuiThreadCollector | None:
    """Install the collector once, on the application's thread (idempotent). Call it from the
    GUI thread before starting any Python worker thread."""
    global _installed
    app = QCoreApplication.instance()
    if app is None:
        return None
    if _installed is None:
        _installed = GuiThreadCollector(parent=app)
    return _installed
