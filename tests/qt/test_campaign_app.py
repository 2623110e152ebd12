"""The campaign in the app, by mouse: purchases in the side panel, a leader chosen in his hex and
dragged along a path (each hex one legal step, its cost drawn), the next piece of a hex by a
second click, supply and zones of control from the View menu, a battle fought from the Turn
panel (attack on the map, rows chosen in the list), and a short campaign between computer
players to its end. Screenshots go to /tmp/lionheart-campaign-*.png."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest

from lionheart_core import rulesets
from lionheart_core.grids.hex import from_map_number
from lionheart_qt.items.highlights import ZoneShape
from lionheart_qt.main_window import MainWindow
from lionheart_qt.rulesets.richard_campaign.scene import CampaignScene

RS = rulesets.get("richard-campaign")


def H(text: str):
    return from_map_number(text)


def scene_of(w: MainWindow) -> CampaignScene:
    scene = w.board_view().board_scene
    assert isinstance(scene, CampaignScene)
    return scene


def panel_of(w: MainWindow):
    return scene_of(w).panel


def view_point(w: MainWindow, cell) -> QPoint:
    view = w.board_view()
    return view.mapFromScene(scene_of(w).cell_centre(cell))


def click_hex(w: MainWindow, cell) -> None:
    QTest.mouseClick(w.board_view().viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view_point(w, cell))


def drag_path(w: MainWindow, cells) -> None:
    """Press on the first hex, move through the others, release on the last (as a hand would)."""
    vp = w.board_view().viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_point(w, cells[0]))
    for cell in cells[1:]:
        p = view_point(w, cell)
        # QTest.mouseMove leaves the button state unset: send the move with the button held.
        ev = QMouseEvent(QMouseEvent.Type.MouseMove, p, vp.mapToGlobal(p), Qt.MouseButton.NoButton,
                         Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        from PySide6.QtWidgets import QApplication

        QApplication.sendEvent(vp, ev)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_point(w, cells[-1]))


def take_screen(w: MainWindow) -> None:
    c = w.controller
    if c.handoff_pending() is not None:
        c.take_screen(c.handoff_pending())


def end_phase(w: MainWindow) -> None:
    """Press the Turn panel's 'End ...' button."""
    take_screen(w)
    texts = [t for t in w.decision_panel.button_texts() if t.startswith("End ")]
    if texts:
        assert w.decision_panel.click(texts[0])
    else:
        done = next(t for t in w.decision_panel.choice_texts() if t.startswith("End "))
        assert w.decision_panel.click(done)
    take_screen(w)


def to_movement(w: MainWindow) -> None:
    for _ in range(30):
        take_screen(w)
        if any(type(a).__name__ == "Step" for a in w.controller.legal_actions()):
            return
        end_phase(w)
    raise AssertionError("no movement phase reached")


def test_purchases_from_the_side_panel(window, qtbot):
    w = window
    w.new_game(RS.id, {}, {"richard": "human", "philip": "human"}, seed=3)
    take_screen(w)
    panel = panel_of(w)
    assert panel.buy_box.isVisibleTo(panel)
    panel.select_buy("knight", 1, "richard")
    assert panel.buy_button.text() == "Buy 1 knight for Richard"
    qtbot.mouseClick(panel.buy_button, Qt.MouseButton.LeftButton)
    last = w.controller.log[-1].action
    assert type(last).__name__ == "Buy" and (last.item, last.n, last.target) == ("knight", 1, "richard")
    assert "45 ducats" in panel.treasury.text()
    richard = next(i for i, pid in enumerate(panel._record_ids) if pid == "richard")
    assert panel.record.item(richard, 2).text() == "1"  # the troop record counts the knight
    # Influence is bought in the same form, only where the rules allow it.
    panel.select_buy("influence", 1, "anjou")
    assert panel.chosen_buy() is not None
    qtbot.mouseClick(panel.buy_button, Qt.MouseButton.LeftButton)
    assert w.controller.log[-1].action.item == "influence"
    vassal = next(r for r in range(panel.vassals.rowCount()) if panel.vassals.item(r, 0).text() == "Anjou")
    assert panel.vassals.item(vassal, 2).text() == "1"
    w.grab().save("/tmp/lionheart-campaign-purchase.png")


def test_a_leader_is_dragged_along_a_path_step_by_step(window):
    w = window
    w.new_game(RS.id, {}, {"richard": "human", "philip": "human"}, seed=3)
    to_movement(w)
    scene = scene_of(w)
    c = w.controller
    assert c.state.board.active == "richard"
    start = next(x.hex for x in c.state.board.leaders if x.id == "mercadier")
    # The first click on Barfleur chooses its first piece (the King); a second click the next one.
    click_hex(w, start)
    assert scene.adapter.chosen == "richard" and scene.selected == start
    seen = ["richard"]
    while scene.adapter.chosen != "mercadier":
        click_hex(w, start)
        assert scene.adapter.chosen not in seen  # each click the next piece of the hex
        seen.append(scene.adapter.chosen)
    moves = scene.highlighted()["moves"]
    assert moves and all(a.piece == "mercadier" for a in moves)
    assert scene.cost_items and all(it.text() in ("½", "1", "3", "2½", "3½", "5") for it in scene.cost_items)
    # A path of three hexes, each a legal step as the rules list them now.
    path = [start]
    mp = next(x.mp for x in c.state.board.leaders if x.id == "mercadier")
    state = c.state
    for _ in range(3):
        step = next((a for a in RS.legal_actions(state) if type(a).__name__ == "Step" and a.piece == "mercadier"
                     and a.to not in path), None)
        if step is None:
            break
        path.append(step.to)
        state, _ = RS.apply(state, step)
    assert len(path) >= 3
    before = len(c.log)
    drag_path(w, path)
    steps = [e.action for e in c.log[before:]]
    assert [s.to for s in steps] == path[1:] and all(type(s).__name__ == "Step" for s in steps)
    now = next(x for x in c.state.board.leaders if x.id == "mercadier")
    assert now.hex == path[-1] and now.mp < mp
    assert scene.path_items and scene.path_items[-1].text().endswith("MP")
    w.grab().save("/tmp/lionheart-campaign-drag.png")


def test_supply_and_zones_of_control_on_demand(window):
    w = window
    w.new_game(RS.id, {}, {"richard": "human", "philip": "human"}, seed=3)
    to_movement(w)
    scene = scene_of(w)
    act = scene.supply_action
    assert act in w.menu_view.actions()
    click_hex(w, H("0503"))
    assert scene.selected is not None and not [z for z in scene.zone_items() if z.kind.startswith("supply.")]
    act.trigger()
    kinds = {z.kind for z in scene.zone_items()}
    assert "supply.richard" in kinds and "zoc.philip" in kinds
    assert all(isinstance(z, ZoneShape) for z in scene.zone_items())
    w.grab().save("/tmp/lionheart-campaign-supply.png")
    act.trigger()
    assert not scene.zone_items()


def _battle_position():
    """Richard's army steps next to the Count of Au's at the start of the English combat phase."""
    from lionheart_core.rulesets.richard_campaign.world import W

    s = RS.new_game(RS.Options(), seed=11)
    w = W(s)
    w.upd("richard", hex=H("1702"), knaves=60, knights=10, mp=0)
    w.upd("au", hex=H("1702"), knaves=30, knights=5, inside=False, came_from=None)
    w.set(phase="combat", active="richard", initial=False, month=6)
    RS._settle(w)
    return dataclasses.replace(s, board=w.board())


def test_a_battle_is_fought_from_the_map_and_the_turn_panel(window):
    w = window
    state = _battle_position()
    assert any(type(a).__name__ == "Engage" for a in RS.legal_actions(state))
    w.start_from_position(RS.id, state, {"richard": "human", "philip": "human"})
    scene = scene_of(w)
    take_screen(w)
    engage = next(a for a in w.controller.legal_actions() if type(a).__name__ == "Engage")
    assert engage in scene.highlighted()["targets"]
    click_hex(w, engage.at)
    assert type(w.controller.log[-1].action).__name__ == "Engage"
    # Every later choice of the battle is in the Turn panel: stand or retreat, then the rows.
    panel = panel_of(w)
    by_panel = 0
    for _ in range(30):
        take_screen(w)
        if w.controller.state.board.battle is None:
            break
        if panel.fight_button.isVisibleTo(panel) and by_panel == 0:
            # The first round from the side panel's battle form: rows B and C, knights at knaves.
            assert "Battle in 1702" in panel.battle_text.text()
            panel.select_fight("B", "C", "knave")
            assert panel.chosen_fight() is not None
            before = len(w.controller.log)
            panel.fight_button.click()
            fight = w.controller.log[before].action
            assert (fight.knave_row, fight.knight_row, fight.target) == ("B", "C", "knave")
            by_panel += 1
            continue
        texts = w.decision_panel.button_texts() + w.decision_panel.choice_texts()
        pick = next((t for t in texts if t.startswith("Fight: knaves on row B")), None) \
            or next((t for t in texts if t == "Stand and fight"), None) \
            or next((t for t in texts if t.startswith("Fight")), None) \
            or next((t for t in texts if t.startswith("Retreat")), None) \
            or next(t for t in texts if t not in ("Do the chosen one",))
        assert w.decision_panel.click(pick), (pick, texts)
    assert w.controller.state.board.battle is None
    fights = [e.action for e in w.controller.log if type(e.action).__name__ == "Fight"]
    assert by_panel == 1 and fights and all(f.knave_row in ("A", "B", "C", None) for f in fights)
    # The log shows each roll as dice beside its line.
    rolled = [ev for entry in w.controller.records for ev in (entry.events or ()) if getattr(ev, "rolls", ())]
    assert rolled
    w.grab().save("/tmp/lionheart-campaign-battle.png")


def test_a_short_campaign_between_computers_ends_in_the_app(window, qtbot):
    w = window
    w.new_game(RS.id, {"end_year": 1195}, {"richard": "heuristic", "philip": "random"}, seed=4)
    qtbot.waitUntil(lambda: w.controller.is_over(), timeout=120_000)
    assert w.controller.result() is not None
    w.grab().save("/tmp/lionheart-campaign-over.png")


def play_by_mouse(w: MainWindow, action) -> str:
    """Do ``action`` as a player would: a step or redeployment by choosing the piece in its hex and
    clicking where it goes, the Saucy Fortress by a click on its hex, a purchase or troop shift in
    the side panel's forms, everything else in the Turn panel. Returns how it was done."""
    scene, panel = scene_of(w), panel_of(w)
    kind = type(action).__name__
    if kind in ("Step", "Redeploy"):
        piece = scene.adapter.moving_id(action)
        frm = scene.adapter._piece_hex(action.player, action.piece)
        if scene.selected is not None and scene.action_onto(frm) is not None:
            # The hex is where the chosen piece could go: a click would move it there. Choose
            # the piece in the troop record instead.
            row = panel._record_ids.index(piece)
            table = panel.record
            QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             table.visualItemRect(table.item(row, 1)).center())
        for _ in range(8):  # click the hex until its marker's chosen piece is this one
            if scene.adapter.chosen == piece and scene.selected == frm:
                break
            click_hex(w, frm)
        assert scene.adapter.chosen == piece, (piece, scene.adapter.chosen)
        click_hex(w, action.to)
        return "board"
    if kind == "PlaceSaucy":
        click_hex(w, action.at)
        return "board"
    if kind == "Buy":
        panel.select_buy(action.item, action.n, action.target)
        assert panel.chosen_buy() == action
        panel.buy_button.click()
        return "panel"
    if kind == "Transfer":
        panel.shift_move.setCurrentIndex(panel._shifts.index(action))
        panel.shift_button.click()
        return "panel"
    label = w.decision_panel._label(action)
    assert w.decision_panel.click(label), (label, w.decision_panel.button_texts(), w.decision_panel.choice_texts())
    return "turn panel"


def test_a_short_campaign_by_mouse_against_a_computer(window, qtbot):
    """Richard at the screen, Philip a computer: a one-year campaign played to its end with every
    action of Richard's taken on the map, in the side panel or in the Turn panel."""
    import random

    w = window
    w.new_game(RS.id, {"end_year": 1195}, {"richard": "human", "philip": "random"}, seed=8)
    c = w.controller
    rng = random.Random(8)
    ways: dict[str, int] = {}
    for _ in range(1500):
        qtbot.waitUntil(lambda: c.is_over() or bool(c.legal_actions()), timeout=30_000)
        if c.is_over():
            break
        take_screen(w)
        acts = c.legal_actions()
        done = [a for a in acts if type(a).__name__ == "Done"]
        steps = [a for a in acts if type(a).__name__ == "Step"]
        buys = [a for a in acts if type(a).__name__ in ("Buy", "Transfer")]
        if buys and ways.get("panel", 0) < 3:
            pick = rng.choice(buys)
        elif done and rng.random() < 0.3:
            pick = done[0]
        else:
            pick = rng.choice(steps if steps and rng.random() < 0.6 else acts)
        before = len(c.log)
        how = play_by_mouse(w, pick)
        assert len(c.log) > before and c.log[before].action == pick, (pick, how)
        ways[how] = ways.get(how, 0) + 1
    assert c.is_over() and c.result() is not None
    assert ways.get("board") and ways.get("panel") and ways.get("turn panel"), ways


def test_another_game_after_a_campaign_and_back(window, qtbot):
    """The campaign's scene and side panel leave with their game, and no board reads another
    game's position: a 1997 game after a campaign, then a Lancaster game, then a campaign."""
    w = window
    w.new_game(RS.id, {}, {"richard": "human", "philip": "human"}, seed=3)
    assert [d.windowTitle() for d in w._board_docks] == ["Campaign"]
    w.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=3)
    qtbot.wait(10)
    assert not isinstance(w.board_view().board_scene, CampaignScene)
    assert not any(a.objectName() == "actCampaignSupply" for a in w.menu_view.actions())
    lancaster = rulesets.get("lancaster")
    w.new_game("lancaster", {}, {p: "human" for p in lancaster.players(lancaster.Options())}, seed=3)
    qtbot.wait(10)
    w.new_game(RS.id, {}, {"richard": "human", "philip": "human"}, seed=4)
    qtbot.wait(10)
    take_screen(w)
    assert panel_of(w).buy_box.isVisibleTo(panel_of(w))
    assert sum(1 for a in w.menu_view.actions() if a.objectName() == "actCampaignSupply") == 1
