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
    # Beside the tracks: the round, the event and the table for everyone, no one's edict.
    from lionheart_core.i18n import render
    from lionheart_core.rulesets.crusade.play import edict_text

    lines = scene.texts()[len(titles):]
    edicts = {render(edict_text(p.edict)) for p in full.players}
    assert scene.phase.toPlainText().startswith("Round 1 of 10") and "Round 1 of 10: travelling." in lines
    assert not any(e in line for e in edicts for line in lines)
    assert [c.chip.hidden for c in scene.table.chip_items("edict")] == [True] * len(full.players)


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


def test_the_table_beside_the_map_is_pieces_from_the_viewers_observation(qtbot, new_controller, monkeypatch, tmp_path):
    """Issue 12: the event card, the Crusade deck, the Reserve and each character's coins,
    prestige, cards and edict are pieces with their numbers on them; the viewer's own edict lies
    face up with its text in the tooltip, everyone else's face down with nothing of it."""
    import random

    from lionheart_core.i18n import render
    from lionheart_core.rulesets.crusade.data import CARD_TYPES
    from lionheart_core.rulesets.crusade.messages import card_name, event_name
    from lionheart_core.rulesets.crusade.play import edict_text
    from lionheart_core.rulesets.crusade.texts import event_text

    controller = new_controller()
    opts = RS.Options(players=4)
    controller.new_game(RS.id, {"players": 4}, seed=3, seats={p: "human" for p in RS.players(opts)})
    rng = random.Random(2)
    while not (controller.state.event and controller.state.round >= 2 and any(p.coins for p in controller.state.players)):
        _take_screen(controller)
        actions = controller.legal_actions()
        controller.submit(actions[rng.randrange(len(actions))])
    _take_screen(controller)
    view = create_board_view(controller)
    qtbot.addWidget(view)
    scene = view.board_scene
    full = controller.state
    edicts = {p.seat: render(edict_text(p.edict)) for p in full.players}
    for seat in RS.players(opts):
        monkeypatch.setattr(controller, "view_player", lambda seat=seat: seat)
        scene.refresh()
        state = controller.view_state()
        table = scene.table
        assert table is not None and table.isVisible()
        event = table.chip_items("event")[0]
        assert event.chip.label == render(event_name(state.event))
        assert render(event_text(state.event)) in event.toolTip()
        assert [c.chip.label for c in table.chip_items("deck")] == [str(len(state.crusade))]
        reserve = table.chip_items("reserve")
        assert [c.chip.label for c in reserve] == [str(n) for n in state.reserve]
        assert all(render(card_name(t)) in c.toolTip() for t, c in zip(CARD_TYPES, reserve, strict=True))
        for kind, values in (("coins", [p.coins for p in state.players]), ("prestige", [p.prestige for p in state.players]),
                             ("cards", [len(p.hand) for p in state.players])):
            assert [c.chip.label for c in table.chip_items(kind)] == [str(v) for v in values]
        assert [row.seat for _, row in table.rows] == [p.seat for p in state.players]
        assert [row.mine for _, row in table.rows] == [p.seat == seat for p in state.players]
        for chip, p in zip(table.chip_items("edict"), state.players, strict=True):
            if p.seat == seat:
                assert not chip.chip.hidden and edicts[seat] in chip.toolTip()
            else:
                assert chip.chip.hidden
        # Nothing on the table or in its tooltips names another character's edict.
        shown = scene.texts() + [c.toolTip() for c in table.chips]
        others = {e for s, e in edicts.items() if s != seat and e != edicts[seat]}
        assert not [e for e in others for t in shown if e in t]
        # Inside the column, clear of the map, the hand under it.
        box = table.sceneBoundingRect()
        assert not box.intersects(scene.board_rect)
        assert scene.hand.sceneBoundingRect().top() + 8 >= box.bottom() - 4
        view.render_to_image(1600, 1000).save(str(tmp_path / f"crusade_table_{seat}.png"))
