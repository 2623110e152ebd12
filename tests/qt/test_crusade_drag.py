"""The crusade game's gestures on the board: a figure dragged along its path (the path grows by
the next steps the rules publish, goes back with the pointer, shows its cost, travels on
release, asks before robbing, refuses with the rules' reason), the contribution picked by
clicking cards in the hand, and the map keeping its size at six players."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication
from scene_mouse import click, move, press, release

from lionheart_qt.items.stack import StackItem
from lionheart_qt.rulesets.crusade.scene import ChoiceButton, CrusadeScene

pytestmark = pytest.mark.usefixtures("qapp")


def _start(w, players: int, seed: int = 3):
    w.resize(1600, 1000)
    w.new_game("crusade", {"players": players}, None, seed=seed)  # every seat a person
    assert set(w.controller.seats.values()) == {"human"}
    scene = w.board_view().board_scene
    assert isinstance(scene, CrusadeScene)
    return w.controller, scene


def _until(w, c, wanted, seed: int = 1, limit: int = 600):
    """Random play until ``wanted(actions)`` holds for the person to act."""
    rng = random.Random(seed)
    for _ in range(limit):
        if w.handoff.isVisible():
            w.handoff.button.click()
            continue
        actions = c.legal_actions()
        if wanted(actions):
            return actions
        c.submit(actions[rng.randrange(len(actions))])
    raise AssertionError("the wanted situation never came")


def _moves(actions):
    return [a for a in actions if type(a).__name__ == "Move"]


def _walk(scene, points, steps: int = 4) -> None:
    for a, b in zip(points, points[1:], strict=False):
        for k in range(1, steps + 1):
            move(scene, a + (b - a) * (k / steps))


@pytest.fixture
def crusade(bare_window):
    yield bare_window
    bare_window.controller.wait_for_bots()
    bare_window.controller.undo_stack.clear()


def test_a_figure_dragged_along_its_path_travels_it(crusade):
    w = crusade
    c, scene = _start(w, 4)
    actions = _until(w, c, lambda acts: any(len(a.path) >= 2 and not a.rob for a in _moves(acts)))
    target = max((a for a in _moves(actions) if not a.rob), key=lambda a: len(a.path))
    player = target.player
    origin = next(p.location for p in scene.state.players if p.seat == player)
    # The first steps the scene lights are the rules' own.
    assert set(scene.next_steps(player, ())) == {a.path[0] for a in _moves(actions)}
    press(scene, scene.cell_centre(origin))
    centres = [scene.cell_centre(origin)] + [scene.cell_centre(x) for x in target.path]
    _walk(scene, centres[:2])
    assert scene._travel["path"] == target.path[:1]
    assert scene.path_label().startswith("1 of ")
    lit = {it.key[1] for it in scene.path_items if getattr(it, "key", None) and it.key[0] == "next"}
    assert lit == set(RS_next(c, player, target.path[:1]))
    # Back to the start: the path is empty again; then along the whole path.
    _walk(scene, [centres[1], centres[0]])
    assert scene._travel["path"] == ()
    _walk(scene, centres)
    assert scene._travel["path"] == tuple(target.path)
    assert scene.path_label().startswith(f"{len(target.path)} of ")
    before = len(c.log)
    release(scene, centres[-1])
    assert len(c.log) == before + 1 and c.log[-1].action == target
    assert scene.path_items == [] and scene._travel is None


def RS_next(c, player, path):  # noqa: N802 (reads as the rules' name)
    return c.ruleset.next_steps(c.view_state(), player, path)


def test_a_drag_onto_an_occupied_location_is_refused_with_the_reason(crusade):
    w = crusade
    c, scene = _start(w, 6)

    def rival_next_door(actions) -> str | None:
        moves = _moves(actions)
        if not moves:
            return None
        state = c.view_state()
        occupied = {p.location for p in state.players if p.location and p.seat != moves[0].player}
        return next((s for s in scene.next_steps(moves[0].player, ()) if s in occupied), None)

    actions = _until(w, c, lambda acts: rival_next_door(acts) is not None, limit=3000)
    step = rival_next_door(actions)
    player = _moves(actions)[0].player
    origin = next(p.location for p in scene.state.players if p.seat == player)
    position = c.state
    press(scene, scene.cell_centre(origin))
    _walk(scene, [scene.cell_centre(origin), scene.cell_centre(step)])
    assert scene._travel["path"] == (step,)
    release(scene, scene.cell_centre(step))
    assert c.state == position and scene.message


def test_passing_a_rival_asks_whether_to_rob_him(crusade):
    w = crusade
    c, scene = _start(w, 4, seed=5)
    actions = _until(w, c, lambda acts: any(a.rob for a in _moves(acts)), seed=4, limit=2000)
    robbing = next(a for a in _moves(actions) if a.rob)
    player = robbing.player
    origin = next(p.location for p in scene.state.players if p.seat == player)
    press(scene, scene.cell_centre(origin))
    _walk(scene, [scene.cell_centre(origin)] + [scene.cell_centre(x) for x in robbing.path])
    before = len(c.log)
    release(scene, scene.cell_centre(robbing.path[-1]))
    assert len(c.log) == before, "nothing happens before the player says whether to rob"
    buttons = [b for b in scene.choices if isinstance(b, ChoiceButton)]
    assert {tuple(b.action.rob) for b in buttons} >= {(), tuple(robbing.rob)}
    for b in buttons:  # whole on the board, readable
        assert scene.board_rect.contains(b.sceneBoundingRect().adjusted(3, 3, -3, -3))
    rob = next(b for b in buttons if tuple(b.action.rob) == tuple(robbing.rob))
    click(scene, rob.sceneBoundingRect().center())
    assert c.log[-1].action == robbing and not scene.choices


def test_the_contribution_is_picked_by_clicking_cards(crusade):
    w = crusade
    c, scene = _start(w, 4)
    actions = _until(w, c, lambda acts: any(type(a).__name__ == "Contribute" and len(a.cards) == 2 for a in acts))
    two = next(a for a in actions if type(a).__name__ == "Contribute" and len(a.cards) == 2)
    hand = scene.hand
    assert hand.isVisible() and hand.selections and hand.chosen() is not None  # no card: a legal set too
    rects = hand.card_rects()
    wanted = list(two.cards)
    picks = []
    for i, key in enumerate(hand.keys):
        if key in wanted:
            wanted.remove(key)
            picks.append(i)
    for i in picks:
        click(scene, hand.mapToScene(rects[i].center()))
    assert sorted(hand.picked) == sorted(picks)
    assert hand.chosen()[0] == two
    # A second click puts a card back; a third picks it again.
    click(scene, hand.mapToScene(rects[picks[0]].center()))
    assert picks[0] not in hand.picked
    click(scene, hand.mapToScene(rects[picks[0]].center()))
    before = len(c.log)
    click(scene, hand.mapToScene(hand.button_rect().center()))
    assert len(c.log) == before + 1 and c.log[-1].action == two


def test_six_players_keep_the_map_as_large_as_three(crusade, tmp_path):
    w = crusade
    sizes = {}
    for players in (3, 6):
        c, scene = _start(w, players)
        _until(w, c, lambda acts: any(type(a).__name__ == "Contribute" for a in acts))
        for _ in range(5):
            QApplication.processEvents()
        w.board_view().fit()
        frame = scene.board_rect
        column = [scene.hand, *scene.tracks, scene.phase, scene.table]
        for item in column:
            assert not item.sceneBoundingRect().intersects(frame), item
        for a, b in zip(column, column[1:], strict=False):
            if a.isVisible() and b.isVisible() and a is scene.hand:
                assert not a.sceneBoundingRect().intersects(b.sceneBoundingRect())
        lines_bottom = scene.table.sceneBoundingRect().bottom() - 4
        assert scene.hand.sceneBoundingRect().top() + 8 >= lines_bottom
        assert scene.sceneRect().contains(scene.hand.sceneBoundingRect().adjusted(8, 8, -8, -8))
        sizes[players] = (scene.sceneRect().width(), scene.sceneRect().height())
        w.grab().save(str(tmp_path / f"crusade_{players}.png"))
        c.undo_stack.clear()
    # The column beside the map never makes the table taller than the map itself: the view fits
    # the same rectangle, so the map is drawn as large at six players as at three.
    m = CrusadeScene.MARGIN
    assert sizes[6] == sizes[3], sizes
    assert sizes[6][1] == pytest.approx(scene.board_rect.height() + 2 * m), sizes


def test_the_last_crusade_draw_is_shown_beside_the_tracks(crusade):
    w = crusade
    c, scene = _start(w, 4)
    assert scene.outcome is None or not scene.outcome.isVisible()  # nothing drawn yet
    _until(w, c, lambda acts: bool(c.view_state().revealed))
    state = c.view_state()
    item = scene.outcome
    assert item is not None and item.isVisible()
    counts = {label: (r, g, won) for label, r, g, won in item.counts}
    assert counts["Banners"][:2] == (state.revealed.count("RB"), state.revealed.count("GB"))
    assert counts["Chests"][:2] == (state.revealed.count("RC"), state.revealed.count("GC"))
    assert tuple(won for _, _, _, won in item.counts) == tuple(state.last)
    # Beside the tracks, inside the column, over nothing else.
    box = item.sceneBoundingRect()
    for other in [scene.phase, scene.table, scene.hand]:
        assert not box.intersects(other.sceneBoundingRect())
    assert not box.intersects(scene.board_rect)
    assert scene.sceneRect().contains(box)
    # The Merchant and the Mercenary (four players) stand by their locations as small counters:
    # a figure on the same location keeps its own full-size counter.
    assert state.merchant and state.mercenary
    for key in ("merchant", "mercenary"):
        where = getattr(state, key)
        if where:
            item = scene.extras[key]
            assert item.cell == where and item.sceneBoundingRect().intersects(scene.cell_rect(where).adjusted(-40, -40, 40, 40))
            assert not any(isinstance(p, StackItem) and p.cell == where for p in scene.pieces.values())


def test_six_players_with_computers_by_drags_and_card_clicks(crusade, qtbot):
    """Three rounds at six seats, five of them computers: the person travels only by dragging the
    figure along a path and contributes only by clicking cards in the hand; the rest is the Turn
    panel's."""
    w = crusade
    w.resize(1600, 1000)
    from lionheart_core import rulesets

    rs = rulesets.get("crusade")
    seats = {p: ("human" if p == "robin" else "random") for p in rs.players(rs.Options(players=6))}
    w.new_game("crusade", {"players": 6}, seats, seed=11)
    c = w.controller
    rng = random.Random(11)
    done: list[str] = []
    for _ in range(600):
        if c.is_over() or c.view_state().round > 3:
            break
        if w.handoff.isVisible():
            w.handoff.button.click()
            continue
        movers = c.to_move()
        if "robin" not in movers or c.view_player() != "robin":
            n = len(c.log)
            c.wait_for_bots()
            qtbot.waitUntil(lambda n=n: len(c.log) > n or c.is_over() or "robin" in c.to_move(), timeout=10000)
            continue
        scene = w.board_view().board_scene
        actions = c.legal_actions()
        before = len(c.log)
        moves = [a for a in _moves(actions) if not a.rob]
        sets = [a for a in actions if type(a).__name__ == "Contribute"]
        places = [a for a in actions if type(a).__name__ == "Place"]
        if places:  # round one: the figure is set on a location by a click
            target = rng.choice(places)
            click(scene, scene.cell_centre(target.to))
            assert c.log[before].action == target  # (the computers may have played on since)
            done.append("place")
        elif moves:
            target = rng.choice(moves)
            origin = scene.state.player("robin").location
            press(scene, scene.cell_centre(origin))
            _walk(scene, [scene.cell_centre(origin)] + [scene.cell_centre(x) for x in target.path])
            walked = scene._travel["path"]
            release(scene, scene.cell_centre(target.path[-1]))
            if scene.choices:  # a rival on the way: travel without robbing him
                button = next(b for b in scene.choices if b.action == target)
                click(scene, button.sceneBoundingRect().center())
                done.append("asked")
            assert len(c.log) > before and c.log[before].action == target, (
                "the drag did not travel", origin, walked, target, scene.message, scene.choices)
            done.append("drag")
        elif sets:
            choice = rng.choice(sets)
            hand = scene.hand
            wanted, picks = list(choice.cards), []
            for i, key in enumerate(hand.keys):
                if key in wanted:
                    wanted.remove(key)
                    picks.append(i)
            rects = hand.card_rects()
            for i in picks:
                click(scene, hand.mapToScene(rects[i].center()))
            click(scene, hand.mapToScene(hand.button_rect().center()))
            assert c.log[before].action == choice, "the cards did not go"
            done.append("cards")
        else:
            panel = w.decision_panel
            if panel.choice_texts():
                panel.choices.setCurrentRow(rng.randrange(panel.choices.count()))
                next(b for b in panel.buttons if b.property("confirmsChoice")).click()
            else:
                rng.choice(panel.buttons).click()
            done.append("panel")
        assert len(c.log) > before
    assert done.count("drag") >= 2 and done.count("cards") >= 2, done


@pytest.mark.parametrize("size", [(1600, 1000), (1024, 700)])
def test_the_table_reads_at_a_large_and_a_small_window(crusade, size, tmp_path):
    """Issue 12: the table's numbers stay readable when the whole table is fitted into the
    window, and a long choice (an edict's whole text) wraps on its button instead of widening
    the Turn dock for good (which shrank the board)."""
    from lionheart_qt.rulesets.crusade.table import NUMBER_PX

    w = crusade
    w.resize(*size)
    w.new_game("crusade", {"players": 4}, None, seed=3)
    c = w.controller
    scene = w.board_view().board_scene
    _until(w, c, lambda acts: any(type(a).__name__ == "KeepEdict" for a in acts), seed=2, limit=2000)
    for _ in range(5):
        QApplication.processEvents()
    keep = [a for a in c.legal_actions() if type(a).__name__ == "KeepEdict"]
    labels = w.decision_panel.button_texts()
    assert any(len(label) > 40 for label in labels)  # the edicts' texts, whole
    for b in w.decision_panel.buttons:
        assert max(len(line) for line in b.text().splitlines()) <= 40
    assert w.decision_panel.click(labels[0]) and type(c.log[-1].action).__name__ == "KeepEdict"
    assert keep
    _until(w, c, lambda acts: bool(c.view_state().event) and c.view_state().round >= 2, seed=3, limit=2000)
    for _ in range(5):
        QApplication.processEvents()
    view = w.board_view()
    view.fit()
    scale = view.transform().m11()
    # The board keeps most of the window, and the numbers on the pieces are at least 11 pixels.
    assert view.width() >= 0.6 * size[0], (view.width(), w.turn_dock.width())
    assert NUMBER_PX * scale >= 11, scale
    table = scene.table
    assert view.mapFromScene(table.sceneBoundingRect()).boundingRect().intersects(view.viewport().rect())
    w.grab().save(str(tmp_path / f"crusade_table_{size[0]}x{size[1]}.png"))
