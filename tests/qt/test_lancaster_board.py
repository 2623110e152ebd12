"""Lancaster on the generic grid scene through its GUI package's adapter: counties as locations,
a knight sent to a county by a click (the weakest, without squires), knights in a county as a
readable stack of counters, and the power-point track under the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from lionheart_qt.boards import create_board_view

lancaster = pytest.importorskip("lionheart_core.rulesets.lancaster")
RS = lancaster.RULESET



def test_knights_go_to_the_counties_from_the_board(qtbot, new_controller):
    controller = new_controller()
    controller.new_game(RS.id, seed=3, seats={p: "human" for p in RS.players(RS.Options())})
    for _ in range(20):
        pending = controller.handoff_pending()
        if pending is not None:
            controller.take_screen(pending)
        if any(type(a).__name__ == "Place" for a in controller.legal_actions()):
            break
        assert controller.submit(controller.legal_actions()[0])
    view = create_board_view(controller)
    qtbot.addWidget(view)
    view.resize(800, 1000)
    view.show()
    qtbot.waitExposed(view)
    scene = view.board_scene
    grid = scene.grid
    places = [a for a in controller.legal_actions() if type(a).__name__ == "Place" and grid.contains(a.where)]
    assert places and {v for v in scene.highlighted()["moves"]} == set(places)
    track = scene.tracks[0].look
    assert track.title == "Power points" and len(track.markers) == len(controller.state.lords)
    county = places[0].where
    weakest = min((a for a in places if a.where == county), key=lambda a: (a.ally, a.squires, a.strength))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(scene.cell_centre(county)))
    assert controller.log[-1].action == weakest
    here = [p for p in scene.pieces.values() if p.cell == county]
    assert here
    view.render_to_image(900, 1100).save("/tmp/lionheart-lancaster-board.png")


def test_the_power_track_and_france_are_named_in_the_language(qapp):
    from lionheart_core import rulesets
    from lionheart_qt.i18n import apply_language
    from lionheart_qt.rulesets.lancaster.adapter import LancasterAdapter

    rs = rulesets.get("lancaster")
    state = rs.new_game(rs.options_from_dict({"players": 3}), seed=1)
    from lionheart_qt.rulesets import ui_for

    adapter = ui_for("lancaster").board_adapter()
    assert isinstance(adapter, LancasterAdapter)
    try:
        for lang, track, france in (("nl", "Machtpunten", "Frankrijk"), ("fr", "Points de pouvoir", "France")):
            apply_language(lang)
            assert adapter.view(rs, state, None, []).tracks[0].title == track
            assert adapter.cell_label("france") == france and adapter.cell_label("C") == "C"
    finally:
        apply_language("en")
    assert adapter.view(rs, state, None, []).tracks[0].title == "Power points"
