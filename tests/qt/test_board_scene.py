"""The 1997 board scene: highlights come from the core, clicks and drags submit the right actions,
the archers' zone is the rules' own polygon, and the board renders readably."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from lionheart_core import dice
from lionheart_core.geometry import block_in_front, zone_squares
from lionheart_core.rulesets.lionheart_1997.data import grid
from lionheart_core.rulesets.lionheart_1997.model import Attack, Bribe, Move, RollOff, Turn, Unit
from lionheart_qt.boards import BoardView, create_board_view
from lionheart_qt.controller import GameController

# Gold rolls four battle-axes, silver four arrows: gold moves first.
GOLD_FIRST = ["axe"] * 4 + ["arrow"] * 4



@pytest.fixture
def game(qtbot):
    """A basic hot-seat game after the roll-off, gold to act, on a shown board view."""
    controller = GameController(autosave=False)
    controller.new_game("lionheart-1997", seed=5)
    view = create_board_view(controller)
    qtbot.addWidget(view)
    view.resize(700, 800)
    view.show()
    qtbot.waitExposed(view)
    controller.set_dice(dice.Scripted(GOLD_FIRST))
    assert controller.submit(RollOff("gold"))
    controller.set_dice(None)
    assert controller.state.player == "gold"
    return controller, view


def _put(controller, units, **changes) -> None:
    """Replace the game's units (a position for one test) and tell the board."""
    controller.state = dataclasses.replace(controller.state, units=tuple(units), **changes)
    controller.stateChanged.emit()


def _viewport_point(view: BoardView, sq) -> QPoint:
    return view.mapFromScene(view.board_scene.square_centre(sq))


def _mouse(view: BoardView, kind: QEvent.Type, at: QPoint, button, buttons) -> None:
    vp = view.viewport()
    ev = QMouseEvent(kind, QPointF(at), QPointF(vp.mapToGlobal(at)), button, buttons,
                     Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(vp, ev)


def _core_actions(controller, sq):
    return [a for a in controller.ruleset.legal_actions(controller.state)
            if (isinstance(a, Move | Attack) and a.frm == sq) or (isinstance(a, Turn) and a.at == sq)]


def test_selecting_each_stand_highlights_exactly_the_core_actions(game):
    controller, view = game
    scene = view.board_scene
    for u in controller.state.units:
        if u.owner != "gold":
            continue
        scene.select(u.square)
        core = _core_actions(controller, u.square)
        shown = scene.highlighted()
        assert shown["moves"] == {a for a in core if isinstance(a, Move)}, u
        assert shown["turns"] == {a for a in core if isinstance(a, Turn)}, u
        assert shown["targets"] == {a for a in core if isinstance(a, Attack)}, u
        assert (scene.selected == u.square) == bool(core)
    # An enemy stand cannot be selected.
    silver = next(u for u in controller.state.units if u.owner == "silver")
    scene.select(silver.square)
    assert scene.selected is None and scene.highlighted() == {"moves": set(), "turns": set(), "targets": set()}


def test_click_select_then_click_target_square_moves(game, qtbot):
    controller, view = game
    frm, to = (4, 1), (4, 2)  # the gold infantry in front of the King
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _viewport_point(view, frm))
    assert view.board_scene.selected == frm
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _viewport_point(view, to))
    assert controller.log[-1].action == Move("gold", frm, to)
    assert controller.state.actions_left == 1
    # The stand glides to its new square (briefly, without blocking: the submit has returned).
    scene = view.board_scene
    stand = next(s for s in scene.stands.values() if s.square == to)
    assert scene.animating()
    qtbot.waitUntil(lambda: stand.pos() == scene.square_centre(to), timeout=5000)
    assert view.board_scene.last_move == (frm, to)


def test_drag_a_stand_onto_a_legal_square_moves(game, qtbot):
    controller, view = game
    frm, to = (2, 1), (2, 2)
    start, end = _viewport_point(view, frm), _viewport_point(view, to)
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    _mouse(view, QEvent.Type.MouseButtonPress, start, left, left)
    for i in range(1, 6):
        _mouse(view, QEvent.Type.MouseMove, start + (end - start) * i / 5, none, left)
    # While dragging, the square under the stand is outlined as a legal target.
    hints = [it for it in view.board_scene.items() if getattr(it, "key", None) == to]
    assert hints
    _mouse(view, QEvent.Type.MouseButtonRelease, end, left, none)
    assert controller.log[-1].action == Move("gold", frm, to)
    assert not [it for it in view.board_scene.items() if getattr(it, "key", None) == to]


def test_drag_onto_an_illegal_square_snaps_back_and_says_why(game, qtbot):
    controller, view = game
    before = controller.state
    frm, to = (2, 1), (2, 4)  # infantry move one square at a time
    start, end = _viewport_point(view, frm), _viewport_point(view, to)
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    _mouse(view, QEvent.Type.MouseButtonPress, start, left, left)
    _mouse(view, QEvent.Type.MouseMove, (start + end) / 2, none, left)
    _mouse(view, QEvent.Type.MouseMove, end, none, left)
    _mouse(view, QEvent.Type.MouseButtonRelease, end, left, none)
    assert controller.state is before
    assert "one square at a time" in view.board_scene.message
    stand = next(s for s in view.board_scene.stands.values() if s.square == frm)
    qtbot.waitUntil(lambda: stand.pos() == view.board_scene.square_centre(frm), timeout=5000)


def test_turn_arrow_click_turns_the_unit(game):
    controller, view = game
    scene = view.board_scene
    scene.select((4, 1))
    arrow = next(it for it in scene.highlights if getattr(it, "facing", None) == "E")
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(arrow.scenePos()))
    assert controller.log[-1].action == Turn("gold", (4, 1), "E")


def test_archers_zone_is_the_rules_polygon_and_targets_are_outlined(game):
    controller, view = game
    scene = view.board_scene
    units = [u for u in controller.state.units if u.owner == "gold"]
    # A silver unit inside the zone of the gold archers on C1 (facing north: C2-E4 block... C2 is
    # gold's own infantry, so put the enemy on D3).
    units += [Unit(150, "silver", "infantry", 3, (3, 2), "S")]
    units += [u for u in controller.state.units if u.owner == "silver"]
    _put(controller, units)
    archers = next(u for u in controller.state.units if u.kind == "archer" and u.square == (2, 0))
    scene.select(archers.square)
    zone = scene.zone_item()
    assert zone is not None
    core_polygon = block_in_front(archers.square, archers.facing, 3, 3)
    assert zone.polygon == scene.board_polygon(core_polygon)
    # The squares whose centres the drawn shape covers are exactly the rules' zone squares.
    drawn = {sq for sq in grid().squares() if zone.path().contains(scene.square_centre(sq))}
    assert drawn == set(zone_squares(grid(), archers.square, archers.facing, 3, 3))
    assert scene.highlighted()["targets"] == {Attack("gold", (2, 0), (3, 2))}
    # Clicking the outlined target attacks it (scripted dice: two arrows hit).
    controller.set_dice(dice.Scripted(["arrow", "arrow", "axe", "axe"]))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _viewport_point(view, (3, 2)))
    assert controller.log[-1].action == Attack("gold", (2, 0), (3, 2))
    target = next(u for u in controller.state.units if u.uid == 150)
    assert target.figures == 1


def test_bribe_is_offered_on_the_mercenaries_and_clicking_it_bribes(game):
    controller, view = game
    scene = view.board_scene
    king = next(u for u in controller.state.units if u.owner == "gold" and u.kind == "king")
    units = [u for u in controller.state.units if u.owner == "gold" and u.square != (4, 1)]
    units += [Unit(160, "silver", "mercenary", 2, (4, 2), "S")]
    units += [u for u in controller.state.units if u.owner == "silver"]
    _put(controller, units)
    assert not any(isinstance(getattr(it, "action", None), Bribe) for it in scene.items())
    assert controller.submit(Move("gold", king.square, (4, 1)))  # the King now faces them
    markers = [it for it in scene.items() if isinstance(getattr(it, "action", None), Bribe)]
    assert len(markers) == 1
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(markers[0].scenePos()))
    assert isinstance(controller.log[-1].action, Bribe)
    assert next(u for u in controller.state.units if u.uid == 160).owner == "gold"


def test_board_renders_readably(game, tmp_path):
    controller, view = game
    scene = view.board_scene
    scene.select((2, 0))  # the archers: zone, moves and turn arrows on show
    image = view.render_to_image(900, 1040)
    out = "/tmp/lionheart-board-1997.png"
    assert image.save(out)
    assert image.width() == 900
    # Both armies' colours are on the picture: sample each stand's centre.
    to_image = 900 / scene.sceneRect().width()

    def colour_at(sq) -> QColor:
        p = (scene.square_centre(sq) - scene.sceneRect().topLeft()) * to_image
        return image.pixelColor(int(p.x()) - 20, int(p.y()) + 20)

    gold, silver = colour_at((4, 1)), colour_at((4, 8))
    assert gold.hue() != silver.hue() or gold.saturation() > silver.saturation() + 60
    assert len({image.pixel(x, y) for x in range(0, 900, 37) for y in range(0, 1040, 41)}) > 20


def test_view_zoom_fit_and_crisp_scale(game):
    controller, view = game
    view.fit()
    fitted = view.zoom()
    view.zoom_in()
    assert view.zoom() == pytest.approx(fitted * BoardView.STEP)
    view.zoom_out()
    view.zoom_out()
    assert view.zoom() < fitted
    view.fit()
    assert view.zoom() == pytest.approx(fitted)
    assert view.side_widgets() and view.side_widgets()[0][0] == "Setup"


def test_wheel_zooms_around_the_cursor_and_right_drag_pans(game, qtbot):
    from PySide6.QtGui import QWheelEvent

    controller, view = game
    view.fit()
    spot = _viewport_point(view, (6, 7))
    before = view.mapToScene(spot)
    wheel = QWheelEvent(QPointF(spot), QPointF(view.viewport().mapToGlobal(spot)), QPoint(0, 0),
                        QPoint(0, 240), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    zoom = view.zoom()
    QApplication.sendEvent(view.viewport(), wheel)
    assert view.zoom() == pytest.approx(zoom * BoardView.STEP ** 2)
    after = view.mapToScene(spot)
    assert abs(after.x() - before.x()) < 3 and abs(after.y() - before.y()) < 3  # scene units
    # A right-button drag pans the board; it selects nothing and submits nothing.
    log_length = len(controller.log)
    right, none = Qt.MouseButton.RightButton, Qt.MouseButton.NoButton
    centre_before = view.mapToScene(view.viewport().rect().center())
    _mouse(view, QEvent.Type.MouseButtonPress, spot, right, right)
    _mouse(view, QEvent.Type.MouseMove, spot + QPoint(-120, -80), none, right)
    _mouse(view, QEvent.Type.MouseButtonRelease, spot + QPoint(-120, -80), right, none)
    centre_after = view.mapToScene(view.viewport().rect().center())
    assert centre_after.x() > centre_before.x() and centre_after.y() > centre_before.y()
    assert len(controller.log) == log_length and view.board_scene.selected is None


def test_undo_takes_the_stand_back_and_clears_the_last_move_mark(game, qtbot):
    controller, view = game
    scene = view.board_scene
    assert controller.submit(Move("gold", (4, 1), (4, 2)))
    assert scene.last_move == ((4, 1), (4, 2))
    assert controller.undo()
    assert scene.last_move is None
    stand = next(s for s in scene.stands.values() if s.square == (4, 1))
    qtbot.waitUntil(lambda: stand.pos() == scene.square_centre((4, 1)), timeout=5000)


def test_stand_tooltips_give_the_unit_stats(game):
    controller, view = game
    scene = view.board_scene
    knights = next(s for s in scene.stands.values() if s.square == (3, 0))
    tip = knights.toolTip()
    assert "Gold Knights (2)" in tip and "D1" in tip and "facing north" in tip
    assert "2 per figure, 4 in all" in tip and "Hits to remove a figure: 2" in tip
    archers = next(s for s in scene.stands.values() if s.square == (2, 0))
    assert "any of the 9 squares in front" in archers.toolTip() and "arrows" in archers.toolTip()
    assert knights.look.figures == 2 and knights.look.facing == "N" and knights.look.glyph == "lance"


def test_hovering_a_target_of_the_selected_unit_outlines_it(game):
    controller, view = game
    scene = view.board_scene
    none = Qt.MouseButton.NoButton
    scene.select((4, 1))
    _mouse(view, QEvent.Type.MouseMove, _viewport_point(view, (4, 2)), none, none)
    assert [it for it in scene.items() if getattr(it, "key", None) == (4, 2)]
    _mouse(view, QEvent.Type.MouseMove, _viewport_point(view, (7, 5)), none, none)
    assert not [it for it in scene.items() if getattr(it, "key", None) in ((4, 2), (7, 5))]


def test_an_attack_leaves_a_mark_until_the_next_action_or_an_undo(game, qtbot):
    from lionheart_qt.items.highlights import AttackMark, LastMoveMark

    controller, view = game
    scene = view.board_scene
    gold = [u for u in controller.state.units if u.owner == "gold"]
    silver = [u for u in controller.state.units if u.owner == "silver"]
    knights = next(u for u in gold if u.kind == "knight")
    target = next(u for u in silver if u.kind == "infantry")
    # Knights face the enemy infantry from the square in front of it.
    front = (target.square[0], target.square[1] - 1)
    units = [dataclasses.replace(knights, square=front, facing="N"), target] + \
        [u for u in controller.state.units if u is not knights and u is not target and u.square != front]
    _put(controller, units)
    controller.set_dice(dice.Scripted(["arrow"] * 4))
    assert controller.submit(Attack("gold", front, target.square))
    controller.set_dice(None)
    marks = [i for i in scene.items() if isinstance(i, AttackMark)]
    assert len(marks) == 1 and scene.last_attack == (front, target.square)
    assert not any(isinstance(i, LastMoveMark) for i in scene.items())
    assert not controller.undo()  # an attack rolled dice: undo is refused, the mark stays
    assert [i for i in scene.items() if isinstance(i, AttackMark)]
    # The next action replaces the mark.
    mover = next(a for a in controller.legal_actions() if isinstance(a, Move))
    assert controller.submit(mover)
    assert not [i for i in scene.items() if isinstance(i, AttackMark)]


def test_the_hand_cursor_shows_over_a_unit_that_can_act(game, qtbot):
    controller, view = game
    scene = view.board_scene
    QTest.mouseMove(view.viewport(), _viewport_point(view, (4, 1)))  # a gold unit, gold to act
    qtbot.waitUntil(lambda: view.viewport().cursor().shape() == Qt.CursorShape.OpenHandCursor, timeout=2000)
    QTest.mouseMove(view.viewport(), _viewport_point(view, (4, 5)))  # an empty square
    qtbot.waitUntil(lambda: view.viewport().cursor().shape() != Qt.CursorShape.OpenHandCursor, timeout=2000)
    assert scene.selected is None
