"""App figures: start-up, action-to-screen time, full board repaint, peak memory.

    QT_QPA_PLATFORM=offscreen python bench/app.py [--runs 3] [--actions 200]

* start to first painted frame: a fresh process per run, from spawn to the first paint of the
  board (the app, opened on a new Lionheart game) and of a bare PySide6 window (a QWidget that
  paints one rectangle), in the same run on the same machine. Goal: the app within 1.5x.
* action to screen: ``controller.submit(action)`` (rules, log, undo, autosave, signals, scene
  update) plus a synchronous repaint of the board, over a run of turn actions. Goal: p95 < 16 ms.
* full repaint of the board view at 1920x1080 (median of repeated grabs).
* peak memory (max RSS) of the app process after the first frame, and of the bare window.
* opening a saved game of 2,000 actions (``--long``): from File > Open to the first frame of the
  board (the file read from its last checkpoint, the last actions told and checked), and to the
  whole log told and checked in the background; beside it, the full replay that opening used to
  wait for. Stepping back through the history of that game, per step.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

BARE = r"""
import resource, sys, time
from PySide6.QtGui import QPainter, QColor
from PySide6.QtWidgets import QApplication, QWidget
t0 = float(sys.argv[1])
app = QApplication(sys.argv[:1])
class W(QWidget):
    done = False
    def paintEvent(self, e):
        p = QPainter(self); p.fillRect(self.rect(), QColor("#6f8f4e")); p.end()
        if not W.done:
            W.done = True
            print(time.time() - t0, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
            app.quit()
w = W(); w.resize(1280, 800); w.show()
app.exec()
"""

APP = r"""
import resource, sys, time
t0 = float(sys.argv[1])
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from lionheart_qt import style
from lionheart_qt.main_window import MainWindow
app = QApplication(sys.argv[:1])
style.apply_style(app)
w = MainWindow(deferred=True)   # exactly what run_gui() does
w.resize(1280, 800)
marks = {}
w.start_page.firstPainted.connect(lambda: marks.setdefault("first", time.time() - t0))
def ready():
    w.start_page.repaint()
    marks["ready"] = time.time() - t0
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    t = time.time()
    w.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=1)
    w.board_view().viewport().repaint()
    marks["board"] = time.time() - t
    print(marks["first"], rss, marks["ready"], marks["board"], flush=True)
    app.quit()
w.when_ready(lambda: QTimer.singleShot(0, ready))
w.show()
app.exec()
"""


def _start_time(code: str, env: dict[str, str]) -> tuple[float, ...]:
    """(seconds to the first frame, max RSS in KiB, and any further figures the child prints)."""
    t0 = time.time()
    out = subprocess.run([sys.executable, "-c", code, repr(t0)], env=env, capture_output=True,
                         text=True, timeout=120, check=True).stdout.split()
    return tuple(float(x) for x in out)


def start_up(runs: int) -> dict[str, tuple[float, ...]]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["LIONHEART_DATA_DIR"] = tempfile.mkdtemp(prefix="lionheart-bench-")
    codes = {"bare PySide6 window": BARE, "Lionheart Table": APP}
    samples: dict[str, list[tuple[float, ...]]] = {name: [] for name in codes}
    for code in codes.values():
        _start_time(code, env)  # warm the file cache once
    # Interleaved, so a busy moment of the machine hits both alike.
    for _ in range(runs):
        for name, code in codes.items():
            samples[name].append(_start_time(code, env))
    out = {}
    for name, runs_ in samples.items():
        out[name] = tuple(statistics.median(s[k] for s in runs_) for k in range(len(runs_[0])))
    return out


def in_process(actions: int) -> dict[str, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["LIONHEART_DATA_DIR"] = tempfile.mkdtemp(prefix="lionheart-bench-")
    from PySide6.QtWidgets import QApplication

    from lionheart_core.dice import Scripted
    from lionheart_core.rulesets.lionheart_1997.model import RollOff, Turn
    from lionheart_qt import style
    from lionheart_qt.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    style.apply_style(app)
    w = MainWindow()
    w.resize(1600, 1000)
    w.show()
    w.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=1)
    c = w.controller
    c.set_dice(Scripted(["axe"] * 4 + ["arrow"] * 4))
    c.submit(RollOff("gold"))
    c.set_dice(None)
    app.processEvents()
    view = w.board_view().viewport()
    times: list[float] = []
    submits: list[float] = []  # rules, log, undo, signals, panels and scene updates
    for _ in range(actions):
        side = c.state.player
        king = next(u for u in c.state.units if u.owner == side and u.kind == "king")
        facing = "E" if king.facing != "E" else ("N" if side == "gold" else "S")
        t = time.perf_counter()
        assert c.submit(Turn(side, king.square, facing))
        t_submit = time.perf_counter()
        view.repaint()  # the board on screen
        times.append((time.perf_counter() - t) * 1000)
        submits.append((t_submit - t) * 1000)
        app.processEvents()  # docks, then the autosave (it waits for the screen)
    times.sort()
    submits.sort()
    board = w.board_view()
    board.setParent(None)
    board.resize(1920, 1080)
    board.show()
    app.processEvents()
    if hasattr(board, "fit"):
        board.fit()
    repaint = []
    for _ in range(15):
        t = time.perf_counter()
        board.grab()
        repaint.append((time.perf_counter() - t) * 1000)
    return {
        "action p50": times[len(times) // 2],
        "action p95": times[int(len(times) * 0.95) - 1],
        "action max": times[-1],
        "submit p50": submits[len(submits) // 2],
        "submit p95": submits[int(len(submits) * 0.95) - 1],
        "repaint": statistics.median(repaint),
        "rss": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def long_game(actions: int) -> str:
    """A save of a 1997 game of ``actions`` actions (moves, turns and ends of turn after the
    roll: no attacks, so it never ends); returns its path."""
    import random

    from lionheart_core import rulesets, saves

    rs = rulesets.get("lionheart-1997")
    state = rs.new_game(rs.Options(), 11)
    rng = random.Random(11)
    log = []
    while len(log) < actions:
        legal = [a for a in rs.legal_actions(state) if type(a).__name__ != "Attack"]
        state, _, entry = rs.step(state, rng.choice(legal))
        log.append(entry)
    path = os.path.join(tempfile.mkdtemp(prefix="lionheart-bench-"), "long.lionheart.json")
    saves.write_save(path, rs, rs.Options(), 11, log, state, {"gold": "human", "silver": "human"})
    return path


def open_long(actions: int, runs: int) -> dict[str, float]:
    """File > Open of a long game, ``runs`` times: medians in ms."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from lionheart_core import saves
    from lionheart_qt import style
    from lionheart_qt.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    style.apply_style(app)
    path = long_game(actions)
    first, told, full, steps = [], [], [], []
    for _ in range(runs):
        w = MainWindow()
        w.resize(1600, 1000)
        w.show()
        app.processEvents()
        t = time.perf_counter()
        assert w.open_path(path)
        w.board_view().viewport().repaint()
        w.log_panel.viewport().repaint()
        first.append((time.perf_counter() - t) * 1000)
        c = w.controller
        while c.narration_progress() is not None:
            app.processEvents()
        w.log_panel.viewport().repaint()
        told.append((time.perf_counter() - t) * 1000)
        assert len(w.log_panel.lines()) > actions
        t = time.perf_counter()
        for _ in range(20):
            w.act_history_back.trigger()
            w.board_view().viewport().repaint()
        steps.append((time.perf_counter() - t) * 1000 / 20)
        t = time.perf_counter()
        saves.read_save(path, verify="full")
        full.append((time.perf_counter() - t) * 1000)
        w.close()
        w.deleteLater()
        app.processEvents()
    return {"first": statistics.median(first), "told": statistics.median(told),
            "full": statistics.median(full), "step": statistics.median(steps)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--actions", type=int, default=200)
    p.add_argument("--long", type=int, default=2000, help="actions of the long saved game opened")
    args = p.parse_args(argv)
    starts = start_up(args.runs)
    figures = in_process(args.actions)
    opened = open_long(args.long, max(1, min(args.runs, 3)))
    bare, app = starts["bare PySide6 window"], starts["Lionheart Table"]
    print(f"(medians of {args.runs} interleaved starts; {args.actions} actions)")
    ratio = app[0] / bare[0]
    rows = [
        ("start to first frame, bare PySide6 window", f"{bare[0] * 1000:.0f} ms", ""),
        ("start to first frame, Lionheart Table", f"{app[0] * 1000:.0f} ms",
         f"{ratio:.2f}x bare (goal 1.5x) {'ok' if ratio <= 1.5 else 'OVER'}"),
        ("start to start page ready (core loaded)", f"{app[2] * 1000:.0f} ms", ""),
        ("new game to first board frame", f"{app[3] * 1000:.0f} ms", ""),
        ("action to screen p50", f"{figures['action p50']:.1f} ms", ""),
        ("action to screen p95", f"{figures['action p95']:.1f} ms",
         f"goal < 16 ms {'ok' if figures['action p95'] < 16 else 'OVER'}"),
        ("action to screen max", f"{figures['action max']:.1f} ms", ""),
        ("  of which submit() p50 / p95", f"{figures['submit p50']:.1f} / {figures['submit p95']:.1f} ms",
         "rules, log, undo, signals, panels; the rest is the board's repaint"),
        ("full board repaint at 1920x1080", f"{figures['repaint']:.1f} ms", "median"),
        (f"open a {args.long}-action game: first frame", f"{opened['first']:.0f} ms",
         "from its last checkpoint; goal well under 1 s"),
        (f"open a {args.long}-action game: whole log told", f"{opened['told']:.0f} ms",
         "checked in background slices, painting between"),
        ("  the full replay opening used to wait for", f"{opened['full']:.0f} ms", "read_save(verify='full')"),
        ("history step back, with the board's repaint", f"{opened['step']:.1f} ms", "median of 20 steps"),
        ("peak memory, bare window", f"{bare[1] / 1024:.0f} MiB", "max RSS"),
        ("peak memory, app with the start page", f"{app[1] / 1024:.0f} MiB", "max RSS"),
        ("peak memory, app after the bench", f"{figures['rss']:.0f} MiB", "max RSS"),
    ]
    w0 = max(len(r[0]) for r in rows)
    w1 = max(len(r[1]) for r in rows)
    print(f"{'figure':<{w0}}  {'value':>{w1}}  note")
    for name, value, note in rows:
        print(f"{name:<{w0}}  {value:>{w1}}  {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
