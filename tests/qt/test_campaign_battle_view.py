"""The campaign's open field battle on the tactical board, in the app (option ``tactical_battles``):
when both sides stand, the board becomes the ``lionheart-hex`` field (the hex variant's own scene
on the sub-game's controller) with a strip saying which battle it is; the English player plays
Gold by mouse against the computer's Silver, every click a hex action sent to the campaign
wrapped in a ``SubAction``; undo works on the field as elsewhere; at the battle's end the map
comes back with the casualties applied. Save and load in the middle of the battle bring the
field back; the panels show each player only their observation. A generic part: the duel
campaign test game's Lionheart (1997) battle with its secret setup, drawn by the 1997 scene,
takes a base dragged from its setup tray and keeps the setup hidden behind the hand-off cover;
its council round (a table game) shows each player only their own hand.

Screenshots: /tmp/lionheart-campaign-battle-view.png, /tmp/lionheart-campaign-battle-back.png."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hex_mouse import unit_action_by_mouse
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from lionheart_core import rulesets
from lionheart_core.dice import Scripted, Seeded
from lionheart_core.grids.hex import from_map_number
from lionheart_core.rulesets.lionheart_hex import (
    AboutFace,
    Advance,
    Attack,
    EndAction,
    Rally,
    Shoot,
    Turn,
)
from lionheart_core.rulesets.richard_campaign.tactical import casualties
from lionheart_core.subgame import SubAction
from lionheart_qt.controller import GameController
from lionheart_qt.main_window import MainWindow
from lionheart_qt.rulesets.lionheart_hex.scene import LionheartHexScene
from lionheart_qt.rulesets.richard_campaign.scene import CampaignScene
from lionheart_qt.subgame_view import SubGameController

RS = rulesets.get("richard-campaign")
HEX = rulesets.get("lionheart-hex")
BOARD_ACTIONS = (Advance, Attack, Shoot, Turn, AboutFace, Rally)


def H(text: str):
    return from_map_number(text)


def battle_position(knaves: int = 40, knights: int = 6):
    """Richard's army in the Count of Au's hex (1702) at the start of the English combat phase,
    with battles fought on the tactical board."""
    from lionheart_core.rulesets.richard_campaign.world import W

    s = RS.new_game(RS.Options(tactical_battles=True), seed=11)
    w = W(s)
    w.upd("richard", hex=H("1702"), knaves=knaves, knights=knights, mp=0)
    w.upd("au", hex=H("1702"), knaves=30, knights=5, inside=False, came_from=None)
    w.set(phase="combat", active="richard", initial=False, month=6)
    RS._settle(w)
    return dataclasses.replace(s, board=w.board())


def take_screen(w: MainWindow) -> None:
    c = w.controller
    if c.handoff_pending() is not None:
        c.take_screen(c.handoff_pending())


def scene_of(w: MainWindow):
    return w.board_view().board_scene


def to_the_field(w: MainWindow, qtbot) -> LionheartHexScene:
    """Attack the Count by a click on his hex, stand on both sides from the Turn panel; returns
    the field's scene once the board has become it."""
    c = w.controller
    take_screen(w)
    engage = next(a for a in c.legal_actions() if type(a).__name__ == "Engage")
    assert isinstance(scene_of(w), CampaignScene)
    view = w.board_view()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(view.board_scene.cell_centre(engage.at)))
    assert type(c.log[-1].action).__name__ == "Engage"
    for _ in range(2):
        take_screen(w)
        assert w.decision_panel.click("Stand and fight"), w.decision_panel.button_texts()
    assert RS.subgame(c.state) is not None
    qtbot.waitUntil(lambda: isinstance(scene_of(w), LionheartHexScene), timeout=5000)
    return scene_of(w)


def press_a_button(w: MainWindow, rng: random.Random) -> None:
    """A choice of the field from the Turn panel (end the action, who acts first...)."""
    texts = w.decision_panel.button_texts()
    assert texts
    n = len(w.controller.log)
    assert w.decision_panel.click(rng.choice(texts))
    assert len(w.controller.log) == n + 1 and isinstance(w.controller.log[-1].action, SubAction)


def mouse_choices(w: MainWindow) -> list:
    """The field actions of the player at the screen that a click on the board takes (an
    advance only with the facing the unit has: the click on its front hex)."""
    sub = w.board_view().board_scene.controller
    out = []
    for a in sub.legal_actions():
        if not isinstance(a, BOARD_ACTIONS):
            continue
        if isinstance(a, Advance):
            unit = next(u for u in sub.state.units if u.alive and u.hex == a.at)
            if a.facing != unit.facing:
                continue
        out.append(a)
    return out


def test_a_battle_on_the_field_by_mouse_against_the_computer(window, qtbot):
    w = window
    c = w.controller
    w.start_from_position(RS.id, battle_position(), {"richard": "human", "philip": "human"})
    scene = to_the_field(w, qtbot)
    # The field is the hex variant's scene on the sub-game's controller: Richard plays Gold.
    sub = scene.controller
    assert isinstance(sub, SubGameController) and sub.ruleset is HEX
    assert c.view_player() == "richard" and sub.view_player() == "gold"
    assert scene.state == RS.observe(c.state, "richard").sub.state
    title = scene.subgame_title.texts()
    assert title[0] == "Battle of the campaign in 1702, June 1194: Richard attacks Philip", title
    assert title[1:] == ["Gold: Richard's army, Richard (6 knights, 40 knaves)",
                         "Silver: Philip's army, Count of Au (5 knights, 30 knaves)"]
    # The Turn panel: the campaign's seats and colours, the field's choices and words.
    assert w.decision_panel.badge.text() == "Richard to act"
    assert w.decision_panel.summary.text().startswith("Turn 1: Gold to act")
    assert w.decision_panel.button_texts() == ["End the action"]
    # The campaign panel stays docked beside the field.
    titles = {d.windowTitle(): d for d in w._board_docks}
    assert titles["Campaign"].isVisible() and not titles["Army"].isVisible()
    panel = titles["Campaign"].widget()
    assert panel.battle_text.text() == "Battle in 1702: Richard attacks Philip, fought on the tactical board."
    assert not panel.fight_button.isVisibleTo(panel)
    forces = RS.battle_forces(c.state)
    # Undo on the field: a turn rolls nothing and can be taken back (Edit > Undo).
    turn = next(a for a in mouse_choices(w) if isinstance(a, Turn))
    before = c.state
    unit_action_by_mouse(w, turn)
    assert c.log[-1].action == SubAction("richard", turn)
    assert w.act_undo.isEnabled()
    w.act_undo.trigger()
    assert c.state == before and scene_of(w) is scene
    assert w.board_view().isVisible()
    qtbot.wait(50)
    w.grab().save("/tmp/lionheart-campaign-battle-view.png")
    # Philip's side goes to the computer (Game > Who plays); Richard fights on by mouse.
    c.with_seats({"philip": "heuristic"})
    rng = random.Random(5)
    by_hand = 0
    for _ in range(600):
        c.wait_for_bots()
        qtbot.wait(0)
        if RS.subgame(c.state) is None:
            break
        if not c.legal_actions():
            qtbot.waitUntil(lambda: bool(c.legal_actions()) or RS.subgame(c.state) is None, timeout=20000)
            continue
        assert isinstance(scene_of(w), LionheartHexScene)
        board = mouse_choices(w)
        fights = [a for a in board if isinstance(a, Attack | Shoot)]
        moves = [a for a in board if isinstance(a, Advance)]
        if board and rng.random() < 0.95:
            action = rng.choice(fights or moves or board)
            n = len(c.log)
            unit_action_by_mouse(w, action)
            assert len(c.log) == n + 1 and c.log[-1].action == SubAction("richard", action)
            by_hand += 1
        else:
            press_a_button(w, rng)
    assert RS.subgame(c.state) is None and by_hand >= 10
    assert any(e.action.player == "philip" and isinstance(e.action, SubAction) for e in c.log)  # the computer fought
    # Back on the map, the result in the log, the casualties applied as the table says.
    qtbot.waitUntil(lambda: isinstance(scene_of(w), CampaignScene), timeout=5000)
    closing = next(i for i, r in enumerate(c.records)
                   if r.events and any(e.key == "subgame.closed" for e in r.events))
    record = c.records[closing]
    assert any("Lionheart (hex variant)" in line for line in w.log_panel.lines())
    before = record.before  # the last action of the battle, on the campaign's dice
    dice = Seeded(before.seed, before.dice_pos) if record.entry.rolls is None else Scripted(list(record.entry.rolls))
    fought, _, result = before.sub.play(record.entry.action, dice)
    lost, _loser = casualties(forces, fought, result)
    after = c.history_state(closing + 1)
    for side, lid in (("richard", "richard"), ("philip", "au")):
        old = next(x for x in record.before.board.leaders if x.id == lid)
        new = next(x for x in after.board.leaders if x.id == lid)
        assert (old.knaves - new.knaves, old.knights - new.knights) == lost[side], (side, lost)
    assert sum(map(sum, lost.values())) > 0
    # The result in the log: the battle's end and the campaign's casualties.
    from lionheart_core.i18n import text

    lines = w.log_panel.lines()
    told = [text(e.msg) for e in c.seen(closing)]
    assert told and all(line in lines for line in told), told
    c.wait_for_bots()
    qtbot.wait(300)  # the retreat, if the computer's, has glided
    assert w.board_view().isVisible()
    w.grab().save("/tmp/lionheart-campaign-battle-back.png")


def test_game_end_turn_ends_the_action_on_the_field(window, qtbot):
    """Game > End turn (Ctrl+Return) ends the field's action, as the Turn panel's button does."""
    w = window
    c = w.controller
    w.start_from_position(RS.id, battle_position(), {"richard": "human", "philip": "human"})
    to_the_field(w, qtbot)
    n = len(c.log)
    w.act_end_turn.trigger()
    assert len(c.log) == n + 1 and c.log[-1].action == SubAction("richard", EndAction("gold"))


def test_save_and_load_in_the_middle_of_the_battle(window, qtbot, tmp_path):
    w = window
    c = w.controller
    w.start_from_position(RS.id, battle_position(), {"richard": "human", "philip": "human"})
    to_the_field(w, qtbot)
    rng = random.Random(2)
    for _ in range(6):  # a few actions of each side, by mouse
        take_screen(w)
        board = [a for a in mouse_choices(w) if isinstance(a, Advance | Turn)]
        if board:
            unit_action_by_mouse(w, rng.choice(board))
        else:
            press_a_button(w, rng)
    path = tmp_path / "battle.lionheart.json"
    assert w.save_to(path)
    saved, title = c.state, scene_of(w).subgame_title.texts()
    w.start_from_position(RS.id, battle_position(), {"richard": "human", "philip": "human"})
    assert isinstance(scene_of(w), CampaignScene)
    assert w.open_path(path)
    qtbot.waitUntil(lambda: not c.checking(), timeout=20000)
    assert c.state == saved and RS.subgame(c.state) == RS.subgame(saved)
    scene = scene_of(w)
    assert isinstance(scene, LionheartHexScene) and scene.subgame_title.texts() == title
    take_screen(w)
    # History steps over the battle's opening: the map before it, the field after it.
    opened = next(i for i, r in enumerate(c.records)
                  if r.events and any(e.key == "subgame.opened" for e in r.events))
    w.history.go(opened)
    qtbot.waitUntil(lambda: isinstance(scene_of(w), CampaignScene), timeout=5000)
    w.history.go(opened + 1)
    qtbot.waitUntil(lambda: isinstance(scene_of(w), LionheartHexScene), timeout=5000)
    assert scene_of(w).controller.legal_actions() == []  # an earlier position: nothing to play
    w.history.go(len(c.records))
    assert c.history_index is None and isinstance(scene_of(w), LionheartHexScene)
    # Play goes on from the loaded field.
    action = next(iter(mouse_choices(w)), None)
    player = c.view_player()
    if action is not None:
        unit_action_by_mouse(w, action)
        assert c.log[-1].action == SubAction(player, action)
    else:
        press_a_button(w, random.Random(1))
        assert isinstance(c.log[-1].action, SubAction)


def test_each_player_sees_the_field_as_the_rules_show_it(window, qtbot):
    """Hot-seat: the field, the Turn panel and the log show the player at the screen their own
    observation; the campaign keeps no secret in a battle, so the screen passes without a
    cover, and the position copied holds no dice."""
    w = window
    c = w.controller
    w.start_from_position(RS.id, battle_position(), {"richard": "human", "philip": "human"})
    to_the_field(w, qtbot)
    seen: dict[str, set] = {}
    rng = random.Random(8)
    for _ in range(12):
        take_screen(w)
        assert not w.handoff.isVisible()
        viewer = c.view_player()
        scene = scene_of(w)
        obs = RS.observe(c.state, viewer)
        assert scene.state == obs.sub.state and c.view_state() == obs
        pieces = {(item.look.owner, item.cell, item.look.figures) for item in scene.pieces.values()}
        assert pieces == {(u.owner, u.hex, None if u.spec.cls.startswith("king") else u.figures)
                          for u in obs.sub.state.units if u.alive}
        seen.setdefault(viewer, set()).add(frozenset(pieces))
        assert " ? " in c.position_text() or obs.seed is None
        assert all(SubAction.__name__ not in line for line in w.log_panel.lines())
        board = [a for a in mouse_choices(w) if isinstance(a, Advance | Turn | AboutFace)]
        if board and rng.random() < 0.8:
            unit_action_by_mouse(w, rng.choice(board))
        else:
            press_a_button(w, rng)
    assert set(seen) == {"richard", "philip"}


def test_a_generic_sub_game_keeps_its_secret_setup_behind_the_cover(qtbot, tmp_path, monkeypatch):
    """The duel campaign test game (no GUI package of its own) opens a Lionheart (1997) battle
    with a customized secret setup: the board becomes the 1997 scene, and in hot-seat the
    other side's setup never shows, the cover going up before the screen passes."""
    from games.duel_campaign import RULESET as DUEL
    from games.duel_campaign import Muster, Options
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))
    w = MainWindow(GameController(bot_delay_ms=0, autosave=False))
    qtbot.addWidget(w)
    w.show()
    c = w.controller
    w.new_game(DUEL.id, Options(battle_setup="customized", battle_turns=1, seasons=1).model_dump(),
               {"red": "human", "white": "human"}, seed=7)
    take_screen(w)
    assert c.submit(Muster("red", "battle"))
    qtbot.waitUntil(lambda: type(scene_of(w).controller).__name__ == "SubGameController", timeout=5000)
    scene = scene_of(w)
    assert scene.controller.ruleset.id == "lionheart-1997"
    assert scene.subgame_title.texts()[0].endswith("Lionheart (1997)")
    # The 1997 setup tray is docked beside the field; a base dragged from it onto a legal
    # square is placed, sent to the campaign as Red's SubAction.
    trays = [d for d in w._board_docks if d.isVisible()]
    assert trays and any(getattr(d.widget(), "placement", None) is scene.placement for d in trays)
    place = next(a for a in scene.controller.legal_actions() if type(a).__name__ == "Place")
    mime = scene.placement.payload_for(place.kind, place.figures).to_mime()
    view = w.board_view()
    at = view.mapFromScene(scene.square_centre(place.square))
    for kind in (QDragEnterEvent, QDragMoveEvent):
        args = (Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        try:  # PySide6 6.12 takes a QPointF position, earlier versions a QPoint
            event = kind(QPointF(at), *args)
        except TypeError:
            event = kind(at, *args)
        QApplication.sendEvent(view.viewport(), event)
        assert event.isAccepted()
    drop = QDropEvent(QPointF(at), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), drop)
    assert c.log[-1].action == SubAction("red", place)
    rng = random.Random(3)
    covered = told = 0
    for _ in range(300):
        if DUEL.subgame(c.state) is None or DUEL.subgame(c.state).state.phase != "setup":
            break
        if w.handoff.isVisible():
            covered += 1
            w.handoff.button.click()
        viewer = c.view_player()
        sub = DUEL.subgame(c.state)
        mine = sub.child_seat(viewer)
        scene = scene_of(w)
        # Nothing of the other side's secret setup is on the field but its King.
        owners = {(item.look.owner, getattr(item, "cell", None)) for item in scene.pieces.values()}
        others = {cell for owner, cell in owners if owner != mine}
        kings = {u.square for u in sub.state.units if u.owner != mine and u.kind == "king" and u.square is not None}
        assert others <= kings, (viewer, others)
        # Nor in the log or the Turn panel: the other side's placements are not told.
        other = "Silver" if mine == "gold" else "Gold"
        d = w.decision_panel
        shown = w.log_panel.lines() + [d.summary.text(), d.hint.text(), *d.button_texts(), *d.choice_texts()]
        assert not [t for t in shown if t.startswith((f"{other} places", f"{other} moves a base"))], (viewer, shown)
        told += sum(t.startswith(("Gold places", "Silver places")) for t in w.log_panel.lines())
        actions = c.legal_actions()
        if not actions:
            break
        assert c.submit(rng.choice(actions))
    assert covered >= 1 and told > 0  # each side read its own placements
    # The battle's own choices reach the Turn panel (the generic RulesetUI hands the 1997 UI
    # the sub-game's actions): the roll for the first turn.
    take_screen(w)
    assert DUEL.subgame(c.state) is not None and c.legal_actions()
    assert "Roll for the first turn" in w.decision_panel.button_texts(), w.decision_panel.button_texts()
    n = len(c.log)
    assert w.decision_panel.click("Roll for the first turn")
    assert len(c.log) == n + 1 and isinstance(c.log[-1].action, SubAction)
    qtbot.wait(50)
    w.grab().save("/tmp/lionheart-subgame-duel.png")



@pytest.mark.parametrize("lang", ["en", "nl", "fr"])
def test_the_troop_record_shows_long_names_whole(window, qtbot, lang):
    """The campaign panel's troop record and garrisons: a long name (an ally, a rebel baron, a
    siege train, in Dutch and French too) wraps in its column instead of being cut off, and
    its tooltip holds it whole. Screenshot: /tmp/lionheart-campaign-record-<lang>.png."""
    from PySide6.QtGui import QFontMetrics

    from lionheart_core.rulesets.richard_campaign.world import W
    from lionheart_qt.i18n import apply_language

    s = RS.new_game(RS.Options(), seed=3)
    wv = W(s)
    wv.upd("baldwin", hex=H("0503"), where="map", knaves=20, knights=4)
    wv.upd("baron-angoumois", hex=H("1710"), where="map", knaves=15, knights=2)
    wv.upd("au", inside=True)
    wv.set(phase="move", active="richard", initial=False, month=7)
    RS._settle(wv)
    state = dataclasses.replace(s, board=wv.board())
    apply_language(lang)
    try:
        w = window
        w.start_from_position(RS.id, state, {"richard": "human", "philip": "human"})
        take_screen(w)
        panel = scene_of(w).panel
        qtbot.wait(50)
        table = panel.record
        names = [table.item(r, 0).text() for r in range(table.rowCount())]
        assert any(len(n) > 18 for n in names), names  # "Richard's siege train", "Baron de Angoumois"...
        for r in range(table.rowCount()):
            item = table.item(r, 0)
            rect = table.visualItemRect(item)
            need = QFontMetrics(table.font()).boundingRect(
                rect.adjusted(3, 0, -3, 0), int(Qt.TextFlag.TextWordWrap), item.text())
            assert need.height() <= rect.height() + 1 and need.width() <= rect.width(), (item.text(), need, rect)
            assert item.toolTip() == item.text()
        # A troop shift too long for its box says itself whole in the tooltip.
        shift = panel.shift_move
        assert shift.count() and shift.toolTip() == shift.currentText()
        assert shift.itemData(0, Qt.ItemDataRole.ToolTipRole) == shift.itemText(0)
        # Every row stays in sight: the table is as tall as its rows.
        assert table.height() >= sum(table.rowHeight(r) for r in range(table.rowCount()))
        w.grab().save(f"/tmp/lionheart-campaign-record-{lang}.png")
    finally:
        apply_language("en")


@pytest.mark.parametrize(("lang", "headline"), [
    ("nl", "Veldslag van de veldtocht in 1702, juni 1194: Richard valt Filips aan"),
    ("fr", "Bataille de la campagne en 1702, juin 1194 : Richard attaque Philippe"),
])
def test_the_battle_says_what_it_is_in_each_language(window, qtbot, lang, headline):
    """The strip over the field speaks the language chosen (View > Language), switched during
    the battle. Screenshot: /tmp/lionheart-campaign-battle-view-<lang>.png."""
    w = window
    w.start_from_position(RS.id, battle_position(), {"richard": "human", "philip": "human"})
    scene = to_the_field(w, qtbot)
    try:
        w.set_language(lang)
        qtbot.waitUntil(lambda: scene.subgame_title.texts()[0] != "Battle of the campaign in 1702, June 1194: "
                        "Richard attacks Philip", timeout=3000)
        assert scene_of(w) is scene
        lines = scene.subgame_title.texts()
        assert lines[0] == headline, lines
        army = {"nl": "Goud: het leger van Richard", "fr": "Or : l'armée de Richard"}[lang]
        assert lines[1].startswith(army), lines
        docks = [d.windowTitle() for d in w._board_docks]
        assert {"nl": "Veldtocht", "fr": "Campagne"}[lang] in docks, docks
        qtbot.wait(50)
        w.grab().save(f"/tmp/lionheart-campaign-battle-view-{lang}.png")
    finally:
        w.set_language("en")


def test_a_table_sub_game_shows_each_player_only_their_own_hand(qtbot, tmp_path, monkeypatch):
    """The duel campaign's council round (a game without a grid or a GUI package: the generic
    table scene) opens as the board; in hot-seat each player's hand under it is their own, the
    other's cards never named, and the cover goes up before the screen passes."""
    from games.duel_campaign import RULESET as DUEL
    from games.duel_campaign import Muster, Options

    from lionheart_qt.boards.table_scene import TableScene

    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))
    w = MainWindow(GameController(bot_delay_ms=0, autosave=False))
    qtbot.addWidget(w)
    w.show()
    c = w.controller
    w.new_game(DUEL.id, Options(seasons=1).model_dump(), {"red": "human", "white": "human"}, seed=7)
    assert c.submit(Muster("red", "council"))
    qtbot.waitUntil(lambda: isinstance(scene_of(w).controller, SubGameController), timeout=5000)
    assert isinstance(scene_of(w), TableScene)
    rng = random.Random(4)
    covered = checked = 0
    for _ in range(40):
        sub = DUEL.subgame(c.state)
        if sub is None:
            break
        if w.handoff.isVisible():
            covered += 1
            w.handoff.button.click()
        viewer = c.view_player()
        seats = sub.rules.players(sub.state.opts)
        mine = seats.index(sub.child_seat(viewer))
        own = set(sub.state.hands[mine])
        theirs = {card for k, hand in enumerate(sub.state.hands) if k != mine for card in hand} - own
        shown = " ".join(scene_of(w).texts())
        assert not [card for card in theirs if f" {card} " in f" {shown} "], (viewer, shown, theirs)
        checked += bool(own)
        actions = c.legal_actions()
        if not actions:
            break
        assert c.submit(rng.choice(actions))
    assert covered >= 1 and checked >= 2
    # The round over, the campaign's own board is back.
    assert DUEL.subgame(c.state) is None
    qtbot.waitUntil(lambda: scene_of(w).controller is c, timeout=5000)
