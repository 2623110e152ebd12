"""The app shell end to end (offscreen): start page to a game, a whole hot-seat game won with
scripted dice through the controller and the decision buttons, the hand-off screen of a secret
setup, the options form, the rules viewer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox, QWidget

from lionheart_core.dice import Scripted
from lionheart_core.rulesets.lionheart_1997.model import Attack, EndTurn, Move, Options
from lionheart_qt.controller import GameController
from lionheart_qt.dialogs.options_form import OptionsForm
from lionheart_qt.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))
    w = MainWindow(GameController(bot_delay_ms=0))
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    return w


def test_start_page_to_a_new_game(window, qtbot):
    page = window.start_page
    assert window.stack.currentWidget() is page
    assert page.ruleset_id() == "lionheart-1997"
    assert set(page.seat_boxes) == {"gold", "silver"}
    setup = page.options_form.widgets["setup"]
    setup.setCurrentIndex(setup.findData("customized"))
    page.options_form.widgets["turn_limit"].setValue(40)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    c = window.controller
    assert window.in_game()
    assert c.ruleset.id == "lionheart-1997"
    assert c.options.setup == "customized" and c.options.turn_limit == 40
    assert c.seats == {"gold": "human", "silver": "human"}
    assert c.state.phase == "setup"
    assert window.turn_dock.isVisible() and window.log_dock.isVisible()
    # The start page remembers the choice for next time.
    assert window.settings.defaults("lionheart-1997")["options"]["setup"] == "customized"
    # File > New shows the start page again, with the way back to the game in progress.
    window.act_new.trigger()
    assert window.stack.currentWidget() is page and not window.turn_dock.isVisible()
    assert page.return_button.isVisible()
    state = c.state
    qtbot.mouseClick(page.return_button, Qt.MouseButton.LeftButton)
    assert window.in_game() and c.state is state


def test_options_form_is_generated_from_the_pydantic_model(qtbot):
    form = OptionsForm(Options)
    qtbot.addWidget(form)
    assert isinstance(form.widgets["setup"], QComboBox)
    assert isinstance(form.widgets["massive_infantry"], QCheckBox)
    limit = form.widgets["turn_limit"]
    assert isinstance(limit, QSpinBox) and limit.text() == "no limit"
    assert "Massive Infantry" in form.widgets["massive_infantry"].toolTip()
    assert form.options() == Options()
    form.widgets["massive_infantry"].setChecked(True)
    limit.setValue(12)
    assert form.options() == Options(massive_infantry=True, turn_limit=12)


def _submit(c, action_type, **fields):
    """Submit the one legal action of this type whose fields match (squares as 0-based tuples)."""
    matches = [a for a in c.legal_actions() if isinstance(a, action_type)
               and all(getattr(a, k) == v for k, v in fields.items())]
    assert len(matches) == 1, (action_type, fields, c.turn_summary())
    assert c.submit(matches[0])


def test_hot_seat_basic_game_played_to_a_win(window, qtbot):
    """Gold's centre Infantry march up the E file, destroy the Silver Infantry on E9 and then
    the Silver King, while Silver only ends its turns: a short forced line with scripted dice."""
    window.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=11)
    c = window.controller
    # Roll-off: Gold 4 battle-axes, Silver 4 arrows; then two attacks of 4 battle-axes each.
    c.set_dice(Scripted(["axe"] * 4 + ["arrow"] * 4 + ["axe"] * 4 + ["axe"] * 4))
    assert window.decision_panel.click("Roll for the first turn")
    assert c.turn_summary() == "Turn 1: Gold to act, 2 actions left."
    over = []
    c.gameOver.connect(over.append)
    for row in range(1, 7):  # E2 -> E8, two squares a turn
        _submit(c, Move, frm=(4, row), to=(4, row + 1))
        if row % 2 == 0:
            assert c.view_player() == "silver"
            assert window.decision_panel.click("End the turn")
    assert c.view_player() == "gold"
    _submit(c, Attack, frm=(4, 7), target=(4, 8))
    assert not any(u.square == (4, 8) for u in c.state.units)
    _submit(c, Move, frm=(4, 7), to=(4, 8))
    window.end_turn()  # Game > End turn, for Silver
    assert c.view_player() == "gold"
    _submit(c, Attack, frm=(4, 8), target=(4, 9))
    assert c.is_over()
    assert over and over[0].winners == ("gold",)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None and window.game_over_dialog.isVisible())
    dialog = window.game_over_dialog
    assert dialog.headline.text() == "Gold wins!"
    assert "Silver King has fallen" in dialog.reason.text()
    lines = window.log_panel.lines()
    assert any("battle-axes" in line for line in lines)
    # A line with a roll is drawn with its dice under the text: a taller row.
    log = window.log_panel
    rows = [log.item(i) for i in range(log.count())]
    rolled = next(r for r in rows if "4 battle-axes = 4 hits" in r.text())
    plain = next(r for r in rows if r.text().startswith("Gold Infantry (4) move"))
    assert log.visualItemRect(rolled).height() >= log.visualItemRect(plain).height() + 18
    assert lines[-1].startswith("The Silver King has fallen")
    assert window.decision_panel.badge.text() == "Gold wins"
    assert c.legal_actions() == []
    assert not c.submit(EndTurn("silver"))


def test_illegal_action_is_refused_and_explained(window):
    window.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=2)
    c = window.controller
    reasons = []
    c.actionRejected.connect(reasons.append)
    before = c.state
    assert not c.submit(Move("gold", (4, 1), (4, 2)))
    assert c.state is before and c.log == []
    assert reasons and "roll for the first turn" in reasons[0]
    assert window.decision_panel.message.text() == reasons[0][:1].upper() + reasons[0][1:]


def test_hand_off_screen_hides_each_side_during_secret_setup(window, qtbot):
    window.new_game("lionheart-1997", {"setup": "customized"}, {"gold": "human", "silver": "human"})
    c = window.controller
    cover = window.game_area.handoff
    assert cover.isVisible() and cover.title.text() == "Pass the screen to Gold"
    # The cover hides the whole window (board, panels, menus), above everything else in it.
    assert cover.geometry() == window.rect()
    on_top = [w for w in window.children() if isinstance(w, QWidget) and w.isVisible()][-1]
    assert on_top is cover
    qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    assert not cover.isVisible()
    assert c.view_player() == "gold"
    assert window.decision_panel.click("Set out the standard army")
    assert window.decision_panel.click("Confirm the setup")
    # Silver takes the screen: Gold's army and Gold's placements in the log are hidden.
    assert cover.isVisible() and cover.button.text() == "I am Silver"
    assert c.view_player() == "silver"
    seen = c.view_state()
    assert {u.owner for u in seen.units if u.kind != "king"} == set()
    # Of Gold's setup Silver reads only what the rules make public: that Gold is ready.
    assert [line for line in window.log_panel.lines() if "Gold" in line] == ["Gold's army is ready."]
    qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    assert window.decision_panel.click("Set out the standard army")
    assert window.decision_panel.click("Confirm the setup")
    # Both armies revealed: no cover needed any more, and the log shows everything.
    assert c.state.phase == "roll"
    assert not cover.isVisible()
    assert any("Gold sets out" in line for line in window.log_panel.lines())


def test_rules_viewer_shows_reference_and_notes(window):
    window.show_rules("rules")
    viewer = window._rules_viewer
    text = viewer.reference.toPlainText()
    assert "Lionheart (1997): rules reference" in text
    assert "Heavy Infantry" in text and "Combat dice" in text
    assert viewer.notes.toPlainText().strip()


def test_run_gui_opens_a_file_given_on_the_command_line(qapp, qtbot, tmp_path, monkeypatch):
    """``lionheart FILE``: the window paints first, then loads the core and opens the game."""
    import sys

    from PySide6.QtWidgets import QApplication

    from lionheart_qt.main_window import run_gui

    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    maker = MainWindow(GameController(autosave=False))
    maker.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=6)
    maker.controller.submit(maker.controller.legal_actions()[0])
    path = tmp_path / "given.lionheart.json"
    assert maker.save_to(path)
    maker.close()
    before = set(qapp.topLevelWidgets())
    seen = {}

    def fake_exec(app) -> int:
        # A real exec() would leave the test process's application closing for every later
        # test; run the event loop until the window has opened the file instead.
        def opened() -> bool:
            new = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w not in before]
            return bool(new) and new[0].ready and new[0].in_game()

        qtbot.waitUntil(opened, timeout=10000)
        w = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w not in before)
        seen.update(path=w.controller.path, log=len(w.controller.log), start=w.start_page.isVisible())
        w.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", fake_exec)
    assert run_gui(str(path)) == 0
    assert seen == {"path": path, "log": 1, "start": False}


def test_window_layout_is_remembered(window, qtbot):
    # (The offscreen screen is 800 x 800: stay inside it, or Qt moves the window back in.)
    window.resize(790, 700)
    window.log_dock.hide()
    window.close()
    again = MainWindow(GameController(bot_delay_ms=0))
    qtbot.addWidget(again)
    assert (again.size().width(), again.size().height()) == (790, 700)
    assert again.settings.window_layout()[1] is not None


def test_shipped_rules_notes_match_the_docs():
    """The installed app reads the notes from its resources: they must be docs/rules-notes.md's
    section of each ruleset, word for word."""
    from lionheart_core import rulesets
    from lionheart_qt.help import docs_notes_path, notes_section, notes_text
    from lionheart_resources import ruleset_dir

    docs = docs_notes_path().read_text(encoding="utf-8")
    for rid in rulesets.builtin_ids():
        section = notes_section(docs, rid)
        assert section is not None, f"docs/rules-notes.md has no section for `{rid}`"
        shipped = ruleset_dir(rid) / "rules-notes.md"
        assert shipped.exists() and shipped.read_text(encoding="utf-8") == section, (
            "the shipped rules notes are out of date: run "
            "python -c 'from lionheart_qt.help import sync_notes; sync_notes()'")
        assert notes_text(rid) == section


def test_rules_reference_tables_match_the_unit_data():
    """The reference's tables are the same facts the rules read (units.toml)."""
    from lionheart_core.rulesets.lionheart_1997.data import game_data
    from lionheart_qt.help import reference_text

    rows = {}
    for line in reference_text("lionheart-1997").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 8 and cells[0] not in ("Unit", "---"):
            rows[cells[0]] = cells
    units = game_data().units
    assert set(rows) == {t.name for t in units.values()}
    for t in units.values():
        _name, army, per_side, _base, dice, _hits_on, per_figure, panics = rows[t.name]
        assert (army == "basic") == t.basic
        assert int(per_side) == t.figures_per_side
        assert int(dice) == t.dice_per_figure
        assert int(per_figure) == t.hits_to_kill
        assert (panics == "yes") == t.panics


def test_every_menu_action_has_a_keyboard_shortcut(window):
    window.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=1)
    seen = {}
    for menu_action in window.menuBar().actions():
        for act in menu_action.menu().actions():
            if act.isSeparator() or act.menu() is not None:
                continue  # a submenu (View > Language) opens by its mnemonic, it is no action
            seen[act.text()] = act.shortcut().toString()
    assert len(seen) >= 20
    missing = [text for text, keys in seen.items() if not keys]
    assert not missing, f"menu actions without a shortcut: {missing}"
    assert len(set(seen.values())) == len(seen), "two menu actions share a shortcut"


def test_a_new_game_of_another_ruleset_replaces_the_board_without_an_error(bare_window, qtbot):
    """The controller announces the new game before the window swaps the board: the old scene
    (here the hex variant's) must not try to draw a Lancaster position."""
    import sys

    from lionheart_qt.boards.base import BoardScene

    w = bare_window
    errors = []
    hook = sys.excepthook
    sys.excepthook = lambda *exc: errors.append(exc)
    try:
        w.new_game("lionheart-hex", {"army": "standard"}, seats={"gold": "human", "silver": "human"})
        qtbot.wait(20)
        old = next(s for s in w.findChildren(BoardScene))
        w.new_game("lancaster", {"players": 3}, seats={s: "human" for s in ("blue", "yellow", "red")})
        qtbot.wait(20)
        w.new_game("crusade", {"players": 3}, seats=None)
        qtbot.wait(20)
    finally:
        sys.excepthook = hook
    assert not errors, errors[0]
    assert old._ruleset_id == "lionheart-hex"
    assert w.controller.ruleset.id == "crusade"
