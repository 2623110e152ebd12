"""The hex variant in the app, by mouse: the secret army building in the army builder dock
(buying from the legal actions, promises, selling back, deploying by a click on a deployment
hex, withdrawing), the hot-seat hand-off, a whole game against a computer player to the game-over
dialog, save and load mid-game, and the undo policy."""

from __future__ import annotations

import random

import pytest
from hex_mouse import click_cell, unit_action_by_mouse
from PySide6.QtCore import QPointF

from lionheart_core.rulesets.lionheart_hex import (
    RULESET,
    AboutFace,
    Advance,
    Attack,
    Deploy,
    Rally,
    Shoot,
    Turn,
)

RS = RULESET


@pytest.fixture
def window(bare_window):
    w = bare_window
    w.resize(1300, 860)
    yield w
    w.controller.wait_for_bots()


def _scene(w):
    return w.board_view().board_scene


def _take_screen(w) -> None:
    if w.handoff.isVisible():
        w.handoff.button.click()


def _pick(combo, value) -> None:
    i = combo.findData(value)
    assert i >= 0, (value, [combo.itemData(k) for k in range(combo.count())])
    combo.setCurrentIndex(i)


def _buy(builder, cls, **choices) -> None:
    _pick(builder.combos["cls"], cls)
    for name, value in choices.items():
        if name in builder.combos:
            _pick(builder.combos[name], value)
        else:
            builder.checks[name].setChecked(value)
    assert builder.buy.isEnabled(), builder.hint.text()
    builder.buy.click()


def _select(builder, uid) -> None:
    row = next(i for i in range(builder.reserve.count()) if builder.reserve.item(i).data(256) == uid)
    builder.reserve.setCurrentRow(row)


def test_army_building_by_mouse_and_the_hand_off_hides_it(window, qtbot):
    w = window
    w.new_game("lionheart-hex", {"budget": 60}, {"gold": "human", "silver": "human"}, seed=2)
    c = w.controller
    _take_screen(w)
    assert c.view_player() == "gold"
    builder = _scene(w).army_builder
    assert builder.active() and builder.isVisible()
    assert "budget 60 points" in builder.budget.text() and "No King" in builder.budget.text()
    _buy(builder, "king_horse", armour="heavy", weapon="spears", leadership=2)
    king = next(u for u in c.state.units if u.owner == "gold")
    assert king.spec.leadership == 2 and king.hex is None
    assert "King's leadership 2" in builder.budget.text()
    assert "Cost of this unit" in builder.cost.text()
    _buy(builder, "foot", armour="none", weapon="spears", shields=True, mercenary=True)
    merc = next(u for u in c.state.units if u.owner == "gold" and u.spec.mercenary)
    # The promise: the builder offers the legal amounts only.
    _select(builder, merc.uid)
    assert builder.promise_button.isEnabled()
    builder.promise.setValue(builder.promise.maximum())
    top = builder.promise.value()
    builder.promise_button.click()
    assert next(u for u in c.state.units if u.uid == merc.uid).promise == top
    # Deploy the selected unit by a click on a deployment hex; withdraw it; sell it back.
    _select(builder, merc.uid)
    where = next(a.at for a in c.legal_actions() if isinstance(a, Deploy) and a.uid == merc.uid)
    click_cell(w, where)
    assert next(u for u in c.state.units if u.uid == merc.uid).hex == where
    _select(builder, merc.uid)
    assert builder.withdraw.isEnabled()
    builder.withdraw.click()
    assert next(u for u in c.state.units if u.uid == merc.uid).hex is None
    _select(builder, merc.uid)
    builder.dismiss.click()
    assert not any(u.uid == merc.uid for u in c.state.units)
    # Building uses no chance: it can be taken back.
    assert c.can_undo()
    # The King deployed by a click (nothing selected: the first unit of the reserve), then Ready
    # from the decision panel; the screen goes to Silver.
    _buy(builder, "foot", armour="none", weapon="bows", shields=False, mercenary=False)
    assert "deploy" in builder.ready_note.text().lower()
    for _ in range(2):
        builder.reserve.setCurrentRow(-1)
        where = next(a.at for a in c.legal_actions() if isinstance(a, Deploy))
        click_cell(w, where)
    assert all(u.hex is not None for u in c.state.units if u.owner == "gold")
    assert builder.ready_note.text() == ""
    ready = next(b.text() for b in w.decision_panel.buttons if "ready" in b.text().lower())
    assert w.decision_panel.click(ready)
    assert w.handoff.isVisible()
    _take_screen(w)
    assert c.view_player() == "silver"
    # Silver sees nothing of Gold's army: not on the field, not in the builder.
    assert all(item.look.owner == "silver" for item in _scene(w).pieces.values())
    lines = [builder.reserve.item(i).text() for i in range(builder.reserve.count())]
    assert lines == [] and "Silver" in builder.budget.text()


def test_a_whole_hex_game_by_mouse_against_the_computer(window, qtbot, tmp_path):
    w = window
    w.new_game("lionheart-hex", {"army": "standard", "turn_limit": 14},
               {"gold": "human", "silver": "heuristic"}, seed=4)
    c = w.controller
    rng = random.Random(4)
    over = []
    c.gameOver.connect(over.append)
    saved = False
    by_mouse: list[str] = []
    for _ in range(400):
        c.wait_for_bots()
        qtbot.wait(0)
        if c.is_over():
            break
        _take_screen(w)
        actions = c.legal_actions()
        if not actions:
            qtbot.waitUntil(lambda: bool(c.legal_actions()) or c.is_over(), timeout=20000)
            continue
        board = [a for a in actions if isinstance(a, Advance | Attack | Shoot | Turn | AboutFace | Rally)]
        buttons = {b.toolTip(): b for b in w.decision_panel.buttons}
        if board and rng.random() < 0.9:
            action = rng.choice(board)
            if isinstance(action, Advance):  # a click on the front hex keeps the facing
                unit = next(u for u in c.state.units if u.alive and u.hex == action.at)
                action = Advance(action.player, action.at, unit.facing)
            before = len(c.log)
            unit_action_by_mouse(w, action)
            assert len(c.log) == before + 1 and c.log[-1].action == action
            by_mouse.append(type(action).__name__)
            # The undo policy: a turn or an advance rolls nothing and can be taken back (while
            # the same player acts on); an attack or a shot rolled dice and cannot.
            if isinstance(action, Attack | Shoot):
                assert not c.can_undo()
            elif not c.log[-1].drew and "gold" in c.to_move():
                assert c.can_undo()
        else:
            codes = [RS.action_code(a) for a in actions if RS.action_code(a) in buttons]
            assert codes, [RS.action_code(a) for a in actions]
            buttons[rng.choice(codes)].click()
        if not saved and c.state.phase == "play" and c.state.turn >= 2:
            # Save and load mid-game: the same position comes back.
            path = tmp_path / "mid.lionheart.json"
            c.save_file(path)
            before = RS.state_hash(c.state)
            c.open_file(path)
            qtbot.waitUntil(lambda: not c.checking(), timeout=20000)
            assert RS.state_hash(c.state) == before
            saved = True
    assert c.is_over() and over and saved, (c.turn_summary(), c.to_move(), c.view_player(), c.seats, len(c.log))
    qtbot.waitUntil(lambda: w.game_over_dialog is not None and w.game_over_dialog.isVisible())
    assert w.game_over_dialog.headline.text()
    assert len(by_mouse) >= 10 and {"Advance", "Turn"} <= set(by_mouse), by_mouse
    assert any(getattr(e.action, "player", None) == "silver" for e in c.log)  # the computer played


def test_hovering_a_stand_shows_its_front_flank_and_rear(window, qtbot):
    w = window
    w.new_game("lionheart-hex", {"army": "standard"}, {"gold": "human", "silver": "human"}, seed=2)
    c = w.controller
    _take_screen(w)
    scene = _scene(w)
    unit = next(u for u in c.view_state().units if u.alive and u.owner == c.view_player())
    # A hover move as the scene receives it (QTest.mouseMove leaves Qt's own pointer state on a
    # window that later tests no longer have).
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent

    event = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMouseMove)
    event.setScenePos(scene.cell_centre(unit.hex) + QPointF(1.3, 0.7))
    scene.mouseMoveEvent(event)
    assert scene.facing_items
    published = {z.kind: z for z in RS.zones(c.view_state(), unit.hex)}
    assert {it.kind for it in scene.facing_items} == {k for k in ("front", "flank", "rear") if k in published}
    front = next(it for it in scene.facing_items if it.kind == "front")
    assert front.path().contains(scene.cell_centre(unit.hex.neighbour(unit.facing)) + QPointF(1.3, 0.7))
    scene.show_facing(None)
    assert scene.facing_items == []
