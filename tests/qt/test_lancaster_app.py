"""Lancaster in the app, end to end: a whole hot-seat game with a computer seat played by mouse
(knights picked in the court and placed on counties, castle spaces and conflicts, favours
clicked on the board, votes and everything else from the decision panel) to the game-over dialog,
with a save and load mid-game and the undo policy; and the secrets (screened gold and squires,
votes not yet revealed) never on the screen of another player."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from lionheart_core import rulesets
from lionheart_qt.controller import GameController
from lionheart_qt.main_window import MainWindow
from lionheart_qt.rulesets.lancaster.scene import LancasterScene, Slot

RS = rulesets.get("lancaster")


def scene_of(w: MainWindow) -> LancasterScene:
    scene = w.board_view().board_scene
    assert isinstance(scene, LancasterScene)
    return scene


def click_at(w: MainWindow, point) -> None:
    view = w.board_view()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(point))


def slot_for(scene: LancasterScene, **match) -> Slot | None:
    for s in scene.slots():
        target = s.pick if "pick" in match else s.action
        if target is not None and target == match.get("pick", match.get("action")):
            return s
    return None


def play_by_mouse(w: MainWindow, action) -> str:
    """Do ``action`` the way a player would; returns how it was done."""
    c = w.controller
    scene = scene_of(w)
    kind = type(action).__name__
    if kind == "Place" and action.squires == 0 or (kind == "Place" and action.where in "ABCDEFGHI"):
        picked = (action.strength, action.ally)
        if scene.pick != picked:
            court = slot_for(scene, pick=picked)
            assert court is not None, f"no knight {picked} in the court on the board"
            click_at(w, court.sceneBoundingRect().center())
            assert scene.pick == picked
        if action.where in "ABCDEFGHI":
            fewest = min(a.squires for a in c.legal_actions() if type(a).__name__ == "Place"
                         and (a.strength, a.ally, a.where) == (action.strength, action.ally, action.where))
            if action.squires == fewest:
                click_at(w, scene.cell_centre(action.where))
                return "county click"
        else:
            target = slot_for(scene, action=action)
            assert target is not None, f"{action} is not on the board"
            click_at(w, target.sceneBoundingRect().center())
            return "board slot"
    if kind == "Vote":  # the Turn panel's vote: the voting markers, then Yes or No
        from lionheart_qt.panels.amount import AmountPicker

        assert slot_for(scene, action=action) is None, "a vote button on the board"
        picker = next(x for x in w.decision_panel.controls if isinstance(x, AmountPicker))
        picker.set_value(action.markers)
        picker.buttons[0 if action.yes else 1].click()
        return "vote picker"
    if kind == "TakeFavour":
        target = slot_for(scene, action=action)
        assert target is not None, f"{action} is not on the board"
        click_at(w, target.sceneBoundingRect().center())
        return "board slot"
    if kind == "Pay":  # how much to buy: the amount picker
        from lionheart_qt.panels.amount import AmountPicker

        picker = next(x for x in w.decision_panel.controls if isinstance(x, AmountPicker))
        picker.set_value(action.amount)
        picker.button.click()
        return "amount picker"
    code = c.ruleset.action_code(action)
    d = w.decision_panel
    button = next((b for b in d.buttons if b.toolTip() == code), None)
    if button is not None:
        button.click()
        return "decision panel"
    listed = [d.choices.item(i) for i in range(d.choices.count())] if not d.choices.isHidden() else []
    item = next((i for i in listed if i.toolTip() == code), None)
    assert item is not None, f"no choice for {code}: {[b.toolTip() for b in d.buttons]}"
    d.choices.setCurrentItem(item)
    confirm = next(b for b in d.buttons if b.property("confirmsChoice"))
    confirm.click()
    return "decision panel"


def test_a_whole_game_by_mouse_with_a_computer_seat(window, qtbot, tmp_path):
    w, c = window, window.controller
    w.new_game("lancaster", {"players": 3}, {"blue": "human", "yellow": "random", "red": "human"}, seed=7)
    rng = random.Random(7)
    how: dict[str, int] = {}
    saved = False
    undo_checked = False
    for _ in range(2000):
        if c.is_over():
            break
        if w.handoff.isVisible():
            w.handoff.button.click()
            continue
        viewer = c.view_player()
        actions = c.legal_actions()
        if not actions or viewer is None or c.seats.get(viewer) != "human":
            qtbot.wait(2)
            continue
        action = actions[rng.randrange(len(actions))]
        before = len(c.log)
        done = play_by_mouse(w, action)
        how[done] = how.get(done, 0) + 1
        assert any(r.action == action for r in c.log[before:]), f"{action} by {done} did not happen"
        if not undo_checked and type(action).__name__ == "Place" and c.can_undo() and c.log[-1].action == action:
            position = c.state
            assert c.undo() and c.state != position
            assert c.redo() and c.state == position
            undo_checked = True
        if not saved and len(c.log) > 60 and c.bot_thinking_for() is None:
            c.wait_for_bots()
            path = tmp_path / "mid.lionheart.json"
            assert w.save_to(path)
            position = c.state
            assert w.open_path(path)
            assert c.state == position and c.ruleset.id == "lancaster"
            saved = True
    assert c.is_over(), c.turn_summary()
    assert saved and undo_checked
    assert {"county click", "board slot", "decision panel"} <= set(how), how
    qtbot.waitUntil(lambda: w.game_over_dialog is not None and w.game_over_dialog.isVisible(), timeout=5000)


def test_a_revealed_vote_cannot_be_taken_back(window):
    w, c = window, window.controller
    w.new_game("lancaster", {"players": 3}, {p: "human" for p in ("blue", "yellow", "red")}, seed=3)
    while c.state.stage != "vote" or c.state.votes and all(v >= 0 for _, v, _ in c.state.votes):
        if w.handoff.isVisible():
            w.handoff.button.click()
            continue
        c.submit(c.legal_actions()[0])
    for _ in range(3):  # the three votes of the first proposal, the last one reveals them all
        if w.handoff.isVisible():
            w.handoff.button.click()
        play_by_mouse(w, next(a for a in c.legal_actions() if type(a).__name__ == "Vote"))
    assert any("Votes on" in line for line in w.log_panel.lines())
    assert not c.can_undo()


def _screens(w: MainWindow) -> list[str]:
    from test_app_privacy import screen_texts

    return screen_texts(w) + scene_of(w).texts()


def test_two_votes_that_differ_look_the_same_to_the_next_voter(qtbot, tmp_path, monkeypatch):
    """Blue votes yes in one game and no in the other: Yellow's screens are the same."""
    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))
    seen = []
    for yes in (True, False):
        w = MainWindow(GameController(bot_delay_ms=0, autosave=False))
        qtbot.addWidget(w)
        w.resize(1400, 950)
        w.show()
        w.new_game("lancaster", {"players": 3}, {p: "human" for p in ("blue", "yellow", "red")}, seed=5)
        c = w.controller
        while c.state.stage != "vote":
            if w.handoff.isVisible():
                w.handoff.button.click()
                continue
            c.submit(c.legal_actions()[0])
        first = c.view_player() if not w.handoff.isVisible() else None
        if w.handoff.isVisible():
            w.handoff.button.click()
            first = c.view_player()
        votes = [a for a in c.legal_actions() if type(a).__name__ == "Vote" and a.markers == 0]
        play_by_mouse(w, next(a for a in votes if a.yes == yes))
        if w.handoff.isVisible():
            w.handoff.button.click()
        assert c.view_player() != first
        seen.append(_screens(w))
        c.undo_stack.clear()
        w.close()
    assert seen[0] == seen[1]


def test_the_setup_sheet_prints_the_table_without_any_secret(window, tmp_path):
    """Mid-game, three players: the sheet shows the laws, conflicts and houses, and no house's
    screened gold or squires."""
    import shutil
    import subprocess

    from lionheart_qt.printing import print_setup_sheet

    w, c = window, window.controller
    w.new_game("lancaster", {"players": 3}, {p: "human" for p in ("blue", "yellow", "red")}, seed=4)
    while len(c.log) < 20:
        if w.handoff.isVisible():
            w.handoff.button.click()
            continue
        c.submit(c.legal_actions()[0])
    pdf = tmp_path / "sheet.pdf"
    assert print_setup_sheet(c, str(pdf)) == 1
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is not installed")
    printed = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True).stdout
    assert "behind the screen" in printed and "Parliament" in printed and "Conflicts in France" in printed
    houses = printed[printed.index("Houses"):printed.index("Parliament")]
    assert houses.count("behind the screen") == 3 and "squires" not in houses


def test_help_rules_and_about_cover_lancaster(qtbot):
    """Help > Rules shows Lancaster's own reference and rules notes; About lists its
    reconstructed data with the file and the source."""
    from lionheart_qt.about import about_text, reconstructed_facts
    from lionheart_qt.help import notes_text, reference_text

    assert reference_text("lancaster").startswith("# Lancaster")
    assert "Lancaster" in notes_text("lancaster")
    facts = [f for f in reconstructed_facts() if f.ruleset == "lancaster"]
    assert len(facts) >= 10 and all(f.file == "lancaster.toml" and f.source for f in facts)
    assert "lancaster.toml" in about_text()


def test_simulate_plays_three_player_games():
    from lionheart_core.bots.simulate import run

    summary, records = run(RS, ["heuristic", "random", "random"], games=2, seed=1)
    assert len(records) == 2 and all(r.error is None and r.winners for r in records)


def test_the_vote_is_cast_in_the_turn_panel_only_and_stays_secret_in_hot_seat(window, tmp_path):
    """Issue 11: the vote has one place, the Turn panel (voting markers, then Yes or No); the
    board shows the votes cast and points there. In hot-seat each voter gets the screen behind a
    hand-off and sees of the others' votes only that they were cast, until all are revealed."""
    from lionheart_core.i18n import text
    from lionheart_core.rulesets.lancaster.messages import seat_name
    from lionheart_qt.panels.amount import AmountPicker

    w, c = window, window.controller
    w.new_game("lancaster", {"players": 3}, {p: "human" for p in ("blue", "yellow", "red")}, seed=5)
    while c.state.stage != "vote":
        if w.handoff.isVisible():
            w.handoff.button.click()
            continue
        c.submit(c.legal_actions()[0])
    voters: list[tuple[str, bool, int]] = []
    for k in range(3):
        if w.handoff.isVisible():
            assert k > 0  # the screen changes hands between two secret votes
            w.handoff.button.click()
        viewer = c.view_player()
        assert viewer not in [v for v, _, _ in voters]
        scene = scene_of(w)
        votes = [a for a in c.legal_actions() if type(a).__name__ == "Vote"]
        assert votes and all(a.player == viewer for a in votes)
        # Not on the board: no slot holds a vote, the board says where to vote.
        assert not [s for s in scene.slots() if type(s.action).__name__ == "Vote"]
        assert "Your vote: in the Turn panel" in scene.texts()
        # In the Turn panel: one picker, no button per vote.
        panel = w.decision_panel
        pickers = [x for x in panel.controls if isinstance(x, AmountPicker)]
        assert len(pickers) == 1
        codes = {c.ruleset.action_code(a) for a in votes}
        assert not [b for b in panel.buttons if b.toolTip() in codes]
        picker = pickers[0]
        assert picker.isVisible() and [b.isVisible() for b in picker.buttons] == [True, True]
        assert panel.hint.text() == "Choose below."  # nothing to do on the board now
        # What this voter sees of the votes before theirs: cast, not how.
        shown = _screens(w)
        for seat, _, _ in voters:
            name = text(seat_name(seat))
            assert f"{name}: voted" in shown
            assert not any(t.startswith((f"{name}: yes", f"{name}: no")) for t in shown)
        if k == 1:
            w.grab().save(str(tmp_path / "lancaster_vote_second_voter.png"))
        yes, markers = k != 1, max(a.markers for a in votes) if k == 0 else 0
        picker.set_value(markers)
        before = len(c.log)
        picker.buttons[0 if yes else 1].click()
        assert c.log[before].action.yes == yes and c.log[before].action.markers == markers
        voters.append((viewer, yes, markers))
    if w.handoff.isVisible():
        w.handoff.button.click()
    # All cast: revealed together; the log tells the result and the board no longer points to a vote.
    assert any("Votes on" in line for line in w.log_panel.lines())
    assert "Your vote: in the Turn panel" not in scene_of(w).texts() or any(
        type(a).__name__ == "Vote" for a in c.legal_actions())


def test_the_setup_sheet_names_a_placeholder_county_once_and_marks_it(tmp_path):
    """Counties no source names are "County A" in the data: the sheet prints that once with a
    mark and a note that the name is a placeholder, and real names after their letter."""
    import shutil
    import subprocess

    from test_printing_cli import run_cli

    from lionheart_core.rulesets.lancaster.data import game_data

    data = game_data()
    made_up = [c for c in data.counties if c.placeholder_name()]
    named = [c for c in data.counties if not c.placeholder_name()]
    assert made_up and named and all(c.name == f"County {c.letter}" for c in made_up)
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is not installed")
    out = tmp_path / "sheet.pdf"
    r = run_cli("--ruleset", "lancaster", "--lang", "en", "--out", str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    flat = " ".join(subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout.split())
    for c in made_up:
        assert f"{c.name} *" in flat and f"{c.letter} {c.name}" not in flat, c.name
    for c in named:
        assert f"{c.letter} {c.name}" in flat, c.name
    assert "* No source names this county: the name is a placeholder" in flat
