"""The campaign map in the app: how fast the view repaints while panned and zoomed.

    python bench/campaign_map.py [--frames 40]

A campaign window at 1920x1080 (offscreen) with every leader and both siege trains on the map;
measures (median and p95, ms):

* a pan frame: the view scrolled by 40 px and repainted (the map's background is cached by the
  view; the pieces are items);
* a zoom frame: zoomed in or out by one wheel step and repainted (the cached background is drawn
  again at the new scale: the 1,072 hexes, rivers, roads, strongholds);
* an action frame: a leader's step applied through the controller and the window repainted.

Times are CPU time of this process (the machine may be shared); a frame within 16.7 ms
keeps 60 frames a second.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _stats(xs: list[float]) -> str:
    xs = sorted(xs)
    return f"median {statistics.median(xs):.1f} ms, p95 {xs[int(0.95 * (len(xs) - 1))]:.1f} ms"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--frames", type=int, default=40)
    args = p.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from lionheart_core import rulesets
    from lionheart_core.grids.hex import from_map_number
    from lionheart_core.rulesets.richard_campaign.world import W, movement
    from lionheart_qt.controller import GameController
    from lionheart_qt.main_window import MainWindow

    rs = rulesets.get("richard-campaign")
    state = rs.new_game(rs.Options(), seed=1)
    w_ = W(state)
    # Every ally and baron on the map too: all the counters the campaign can show.
    spots = iter(["0905", "1208", "1512", "0818", "1322", "0930", "1726", "2014", "2418", "2822", "2606",
                  "2210", "1930", "1102", "0710", "1616"])
    for x in list(w_.leaders.values()):
        if x.where == "absent":
            w_.upd(x.id, hex=from_map_number(next(spots)), where="map", knaves=10)
    w_.set(phase="move", initial=False, active="richard")
    for x in list(w_.leaders.values()):
        if x.side == "richard" and x.where == "map":
            w_.upd(x.id, mp=2 * movement(x.id, state.opts))
    rs._settle(w_)
    import dataclasses

    state = dataclasses.replace(state, board=w_.board())
    window = MainWindow(GameController(autosave=False, bot_delay_ms=0))
    window.resize(1920, 1080)
    window.show()
    window.start_from_position(rs.id, state, {s: "human" for s in rs.players(state.opts)})
    for _ in range(5):
        app.processEvents()
    view = window.board_view()
    vp = view.viewport()
    pan, zoom, act = [], [], []
    for i in range(args.frames):
        t = time.process_time()
        view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + (40 if i % 2 else -40))
        view.verticalScrollBar().setValue(view.verticalScrollBar().value() + (40 if i % 4 < 2 else -40))
        vp.repaint()
        pan.append((time.process_time() - t) * 1000)
    for i in range(args.frames):
        t = time.process_time()
        view.zoom_in() if i % 2 == 0 else view.zoom_out()
        vp.repaint()
        zoom.append((time.process_time() - t) * 1000)
        if i == 0:
            view.zoom_in()
    c = window.controller
    for _ in range(args.frames):
        if c.handoff_pending() is not None:
            c.take_screen(c.handoff_pending())
        steps = [a for a in c.legal_actions() if type(a).__name__ == "Step"]
        if not steps:
            break
        t = time.process_time()
        c.submit(steps[0])
        vp.repaint()
        act.append((time.process_time() - t) * 1000)
    print(f"pieces on the map: {len(view.board_scene.pieces)} markers")
    print(f"pan frame:    {_stats(pan)}")
    print(f"zoom frame:   {_stats(zoom)}")
    if act:
        print(f"action frame: {_stats(act)} ({len(act)} steps)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
