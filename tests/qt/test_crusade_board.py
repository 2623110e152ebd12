"""The crusade game on the generic grid scene through its GUI package's adapter: the England
board, figures as counters, placing and travelling from the legal actions, the tracks and the
player's own hand under the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from lionheart_qt.boards import create_board_view
from lionheart_qt.rulesets import ui_for

crusade = pytest.importorskip("lionheart_core.rulesets.crusade")
RS = crusade.RULESET


def _take_screen(controller) -> None:
    pending = controller.handoff_pending()
    if pending is not None:
        controller.take_screen(pending)


def test_placing_on_the_board_and_the_viewers_hand_under_it(qtbot, new_controller):
    controller = new_controller()
    seats = {p: "human" for p in RS.players(RS.Options())}
    controller.new_game(RS.id, seed=3, seats=seats)
    _take_screen(controller)
    view = create_board_view(controller)
    qtbot.addWidget(view)
    view.resize(900, 1000)
    view.show()
    qtbot.waitExposed(view)
    scene = view.board_scene
    viewer = controller.view_player()
    state = controller.view_state()
    me = next(p for p in state.players if p.seat == viewer)
    # The four tracks, the round track and exactly the viewer's own cards, by name, beside the board.
    assert [t.look.title for t in scene.tracks] == [
        "Richard's Army", "Saladin's Army", "King's Return", "King's Treasure", "Round"]
    assert [t.look.markers[0].value for t in scene.tracks] == [*state.tracks, state.round]
    assert len(scene.hand.cards) == len(me.hand) and not any(c.hidden for c in scene.hand.cards)
    assert scene.hand.title.startswith(str(RS.seat(viewer, state.opts)))
    view.render_to_image(1000, 1300).save("/tmp/lionheart-crusade-board.png")
    # Round one: every empty location is a one-click place.
    places = [a for a in controller.legal_actions() if type(a).__name__ == "Place"]
    assert scene.highlighted()["moves"] == set(places)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(scene.cell_centre(places[0].to)))
    assert controller.log[-1].action == places[0]
    assert any(item.cell == places[0].to for item in scene.pieces.values())


def test_travel_shows_from_the_figure_and_takes_the_shortest_way_without_robbing():
    state = RS.new_game(RS.Options(), seed=3)
    while not any(type(a).__name__ == "Move" for a in RS.legal_actions(state)):
        state, _ = RS.apply(state, RS.legal_actions(state)[0])
    adapter = ui_for(RS.id).board_adapter()
    adapter.state = state
    moves = [a for a in RS.legal_actions(state) if type(a).__name__ == "Move"]
    views = [adapter.action_view(a, RS.grid()) for a in moves]
    here = next(p.location for p in state.players if p.seat == moves[0].player)
    assert all(v.frm == here and v.to == v.action.path[-1] for v in views)
    target = views[0].to
    chosen = adapter.choose([v for v in views if v.to == target])
    same = [a for a in moves if a.path[-1] == target]
    assert chosen in same and (len(chosen.rob), len(chosen.path)) == min((len(a.rob), len(a.path)) for a in same)


def test_each_player_at_the_screen_sees_only_their_own_hand(qtbot, new_controller, monkeypatch):
    controller = new_controller()
    controller.new_game(RS.id, seed=5, seats={p: "human" for p in RS.players(RS.Options())})
    _take_screen(controller)
    view = create_board_view(controller)
    qtbot.addWidget(view)
    scene = view.board_scene
    full = controller.state
    for seat in RS.players(full.opts):
        monkeypatch.setattr(controller, "view_player", lambda seat=seat: seat)
        scene.refresh()
        mine = next(p for p in full.players if p.seat == seat).hand
        observed = next(p for p in controller.view_state().players if p.seat == seat).hand
        assert observed == mine  # the observation keeps one's own cards...
        assert len(scene.hand.cards) == len(mine) and not any(c.hidden for c in scene.hand.cards)
        others = [p for p in controller.view_state().players if p.seat != seat]
        assert all(set(p.hand) <= {"X"} for p in others)  # ...and hides everyone else's
    monkeypatch.setattr(controller, "view_player", lambda: None)
    scene.refresh()
    titles = [t.look.title for t in scene.tracks]
    assert not scene.hand.isVisible() and scene.texts()[:len(titles)] == titles
    # The lines beside the tracks: the round and its event for everyone, no one's edict.
    lines = scene.texts()[len(titles):]
    assert lines[0].startswith("Round 1 of 10") and not any("edict" in line for line in lines)


@pytest.mark.parametrize("players", [3, 5])  # the board's 2-3 side and its 4-6 side
def test_the_merchant_and_mercenary_cover_no_name_and_no_location(qtbot, new_controller, players, tmp_path):
    """Issue 12: the counters beside a location (the Mercenary beside Bristol covered part of
    its name) keep clear of every location's name, every other location and each other, on
    both sides of the board, wherever they stand, alone or together."""
    import dataclasses

    controller = new_controller()
    opts = RS.Options(players=players)
    controller.new_game(RS.id, {"players": players}, seed=3, seats={p: "human" for p in RS.players(opts)})
    _take_screen(controller)
    view = create_board_view(controller)
    qtbot.addWidget(view)
    scene = view.board_scene
    state = controller.view_state()
    cells = list(scene.grid.cells())
    labels = {c: scene.board_painter.location_label_rect(c) for c in cells}
    assert all(not r.isEmpty() for r in labels.values())
    frame = scene.board_rect.adjusted(-scene.MARGIN + 10, -scene.MARGIN + 10, scene.MARGIN - 10, scene.MARGIN - 10)

    def counter_rect(key):
        item = scene.extras[key]
        return scene.extra_rect(item.pos())

    for i, cell in enumerate(cells):
        for merchant, mercenary in ((cell, cells[(i + 1) % len(cells)]), (cell, cell)):
            scene.sync_pieces(scene.adapter.pieces(dataclasses.replace(state, merchant=merchant, mercenary=mercenary)))
            rects = {key: counter_rect(key) for key in ("merchant", "mercenary")}
            assert not rects["merchant"].intersects(rects["mercenary"]), (merchant, mercenary)
            for key, rect in rects.items():
                at = merchant if key == "merchant" else mercenary
                covered = [c for c, r in labels.items() if r.intersects(rect)]
                assert not covered, f"the {key} beside {at} covers the name of {covered}"
                touched = [c for c in cells if c != at and scene.cell_rect(c).intersects(rect)]
                assert not touched, f"the {key} beside {at} covers {touched}"
                assert frame.contains(rect)
                # Beside its own location, not astray.
                centre = scene.cell_centre(at)
                assert abs(rect.center().x() - centre.x()) <= scene.piece_size * 1.2
                assert abs(rect.center().y() - centre.y()) <= scene.piece_size * 1.2
    # The case of the issue, to look at: the Mercenary at Bridgwater, beside Bristol.
    where = next((c for c in cells if "Bridgwater" in str(c)), cells[0])
    scene.sync_pieces(scene.adapter.pieces(dataclasses.replace(state, merchant="Bristol" if "Bristol" in cells else None,
                                                               mercenary=where)))
    view.render_to_image(1000, 1100).save(str(tmp_path / f"crusade_extras_{players}.png"))
