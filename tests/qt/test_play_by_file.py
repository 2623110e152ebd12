"""File > Play by file: two windows, one per side, exchange turn files; a received file is
replayed step by step and accepted, a forged one refused with the game unchanged."""

from __future__ import annotations

import json
import re

import pytest
from test_i18n_gui import pseudo, untranslated, visible_texts  # noqa: F401 (pseudo: a fixture)

from lionheart_core.remote import file_checksum, turn_text
from lionheart_qt.dialogs.play_by_file import PlayByFileDialog


def pair(qtbot, tmp_path):
    ann = PlayByFileDialog(folder=tmp_path / "ann")
    ben = PlayByFileDialog(folder=tmp_path / "ben")
    for d in (ann, ben):
        qtbot.addWidget(d)
        d.show()
    invitation = ann.start("lionheart-1997", [("Ann", ["gold"]), ("Ben", ["silver"])], tmp_path / "f0.json",
                           {"turn_limit": 4})
    answer = ben.join([invitation], 1, tmp_path / "f1.json")
    assert ann.open_turn(answer) and ann.accept_incoming()
    return ann, ben


def test_two_sides_play_a_game_through_the_window(qtbot, tmp_path):
    ann, ben = pair(qtbot, tmp_path)
    assert "Your move" in ann.status.text() and ann.btn_play.isEnabled()
    assert "Waiting for the file of Ann" in ben.status.text() and not ben.btn_play.isEnabled()
    sides = [ann, ben]
    n = 2
    while not ann.game.is_over():
        me = next(d for d in sides if d.game.my_turn())
        other = ben if me is ann else ann
        if me.actions.count():
            me.actions.setCurrentRow(0)
            assert me.play_selected()
        me.bot_turn("random")
        assert me.btn_write.isEnabled()
        path = me.write_turn(tmp_path / f"f{n}.json")
        assert other.open_turn(path)
        assert other.btn_step.isEnabled() or not other.replay
        steps = len(other.replay)
        for _ in range(steps):
            other.next_step()
        assert other.replay_at == steps
        assert other.accept_incoming()
        n += 1
    assert ben.game.is_over() and "over" in ben.status.text()
    assert ann.game.rs.state_hash(ann.game.line.state) == ben.game.rs.state_hash(ben.game.line.state)
    # The roll-off's dice were shown to the receiver as they happened.
    assert any("[" in line for line in ann.log_lines + ben.log_lines)


def test_a_forged_file_is_refused_and_the_game_kept(qtbot, tmp_path):
    ann, ben = pair(qtbot, tmp_path)
    ann.bot_turn("random")
    path = ann.write_turn(tmp_path / "f2.json")
    doc = json.loads(path.read_text())
    doc["steps"][0]["rolls"] = [["combat", ["axe"] * 4], ["combat", ["panic"] * 4]]
    doc["checksum"] = file_checksum(doc)
    forged = tmp_path / "forged.json"
    forged.write_text(turn_text(doc))
    before = ben.game.rs.state_hash(ben.game.line.state)
    assert not ben.open_turn(forged)
    assert "Refused" in ben.status.text() and "rerolled or edited" in ben.status.text()
    assert not ben.btn_accept.isEnabled()
    assert ben.game.rs.state_hash(ben.game.line.state) == before
    # The honest file still goes in; the copy on disk follows.
    assert ben.open_turn(path) and ben.accept_incoming()
    assert ben.game.path.exists() and ben.game.line.seq == 3
    # Opened again, the window carries on with the game played last here.
    again = PlayByFileDialog(folder=tmp_path / "ben")
    qtbot.addWidget(again)
    assert again.game is not None and again.game.game_id == ben.game.game_id and again.game.line.seq == 3
    # A take back keeps the dice: the same actions give the same file.
    assert ben.game.to_act()
    ben.bot_turn("random")
    first = list(ben.game._steps)
    played = list(ben.game._pending)
    ben.take_back()
    assert ben.game._steps == [] and "taken back" in ben.log_lines[-1]
    for a in played:
        assert ben.play(a)
    assert ben.game._steps == first


def test_the_menu_opens_play_by_file(bare_window):
    w = bare_window
    assert w.act_play_by_file.text().replace("&", "") == "Play by file..."
    w.act_play_by_file.trigger()
    assert w.play_by_file_dialog.isVisible()
    assert "Start a game by file" in w.play_by_file_dialog.status.text()
    w.play_by_file_dialog.close()


def test_no_english_left_in_another_language(qtbot, tmp_path, pseudo):  # noqa: F811 (the fixture)
    d = PlayByFileDialog(folder=tmp_path / "x")
    qtbot.addWidget(d)
    d.show()
    d.start("lionheart-1997", [("X1", ["gold"]), ("Y2", ["silver"])], tmp_path / "f0.json")
    pseudo()  # switched while the window is open: it speaks the new language at once
    texts = [(where, t) for where, t in visible_texts(d) if "remoteActions" not in where]
    assert any("[[" in t for _, t in texts)
    assert not untranslated(texts), untranslated(texts)


def test_opening_a_turn_file_from_outside_finds_this_sides_copy(bare_window, tmp_path, qtbot):
    w = bare_window
    ben = PlayByFileDialog(folder=tmp_path / "ben")
    qtbot.addWidget(ben)
    dialog = w.play_by_file()
    invitation = dialog.start("lionheart-1997", [("X1", ["gold"]), ("Y2", ["silver"])], tmp_path / "f0.lionheart-turn.json")
    answer = ben.join([invitation], 1, tmp_path / "f1.lionheart-turn.json")
    dialog.game = None  # as if the app had just started: the copy is found by the game id
    assert w.open_path(answer)
    assert dialog.incoming is not None and dialog.accept_incoming()
    assert dialog.game.line.seq == 2 and dialog.game.to_act()
    # A turn file of a game not kept here says so, and nothing else happens.
    other = PlayByFileDialog(folder=tmp_path / "other")
    qtbot.addWidget(other)
    stranger = other.start("lionheart-1997", [("X1", ["gold"]), ("Y2", ["silver"])], tmp_path / "g0.lionheart-turn.json")
    assert not w.open_path(stranger)
    assert "No copy" in dialog.status.text() and dialog.game.line.seq == 2


def test_the_board_shows_this_sides_view_and_takes_its_moves(qtbot, tmp_path):
    ann, ben = pair(qtbot, tmp_path)
    assert ann.board is not None and ben.board is not None
    # Ben waits: his board offers nothing to play; Ann's offers her roll-off.
    assert ben.board_controller.legal_actions() == []
    assert [a.__class__.__name__ for a in ann.board_controller.legal_actions()] == ["RollOff"]
    # A move made on the board goes into Ann's copy (rolled with the game's keyed dice), and the
    # board's controller never rolls or plays a seat itself.
    assert ann.board_controller.submit(ann.board_controller.legal_actions()[0])
    assert len(ann.game._steps) == 1 and ann.game._steps[0]["draws"] >= 8
    shown = ann.board_controller.state
    assert ann.game.rs.state_hash(shown) == ann.game.rs.state_hash(ann.game.state)
    assert ann.board_controller.log == []
    # Replaying a received file step by step moves the receiver's board along.
    ann.bot_turn("random")
    path = ann.write_turn(tmp_path / "f2.json")
    assert ben.open_turn(path)
    rs = ben.game.rs
    assert rs.state_hash(ben.board_controller.state) == rs.state_hash(ben.replay[0].before)
    ben.next_step()
    expected = ben.replay[1].before if len(ben.replay) > 1 else ben.incoming_state
    assert rs.state_hash(ben.board_controller.state) == rs.state_hash(expected)


def test_the_new_game_form_names_options_seats_and_dice(qtbot, tmp_path, pseudo):  # noqa: F811 (the fixture)
    from lionheart_qt.dialogs.play_by_file import NewRemoteGameDialog

    pseudo()
    form = NewRemoteGameDialog()
    qtbot.addWidget(form)
    form.show()
    # The options form is the start page's (its labels are the ruleset's messages).
    texts = [(where, t) for where, t in visible_texts(form, skip=(form.options_form,)) if "LineEdit" not in where]
    assert not untranslated(texts), untranslated(texts)
    setup = form.options_form.widgets["setup"]
    setup.setCurrentIndex(setup.findData("customized"))
    form.name.setText("X1")
    form.seat_checks[0].setChecked(False)
    form.seat_checks[1].setChecked(True)
    form.strict.setChecked(True)
    assert form.options()["setup"] == "customized"
    assert [seats for _, seats in form.parties()] == [["silver"], ["gold"]]
    d = PlayByFileDialog(folder=tmp_path / "x")
    qtbot.addWidget(d)
    d.start(form.ruleset.currentData(), form.parties(), tmp_path / "f0.json", form.options(), "strict")
    assert d.game.line.strict and d.game.line.opts.setup == "customized" and d.game.seats == ("silver",)


def _forged(ann, tmp_path):
    ann.bot_turn("random")
    path = ann.write_turn(tmp_path / "f2.json")
    doc = json.loads(path.read_text())
    doc["steps"][0]["rolls"] = [["combat", ["axe"] * 4], ["combat", ["panic"] * 4]]
    doc["checksum"] = file_checksum(doc)
    forged = tmp_path / "forged.json"
    forged.write_text(turn_text(doc))
    return forged


def test_a_refused_file_says_why_in_the_players_language(qtbot, tmp_path, pseudo):  # noqa: F811 (the fixture)
    ann, ben = pair(qtbot, tmp_path)
    forged = _forged(ann, tmp_path)
    damaged = tmp_path / "damaged.json"
    damaged.write_text(forged.read_text()[:-30])
    pseudo()
    for bad in (forged, damaged, tmp_path / "missing.json"):
        assert not ben.open_turn(bad)
        texts = [("status", ben.status.text()), ("log", ben.log_lines[-1] if bad != damaged else "")]
        # Quoted action codes are notation, the same in every language.
        texts = [(w, re.sub(r"'[^']*'", "", t)) for w, t in texts]
        assert not untranslated(texts), untranslated(texts)


@pytest.mark.parametrize(("lang", "words"), [("nl", ("Geweigerd", "opnieuw gegooid of bewerkt")),
                                             ("fr", ("Refusé", "relancés ou modifiés"))])
def test_a_refused_file_in_dutch_and_french(qtbot, tmp_path, lang, words):
    from lionheart_qt.i18n import apply_language

    ann, ben = pair(qtbot, tmp_path)
    forged = _forged(ann, tmp_path)
    try:
        apply_language(lang)
        assert not ben.open_turn(forged)
        status = ben.status.text()
    finally:
        apply_language("en")
    for w in words:
        assert w in status, status
    for english in ("Refused", "rerolled", "the dice", "step 1"):
        assert english not in status, status


def test_a_crusade_through_the_window_deals_its_cards_face_down(qtbot, tmp_path):
    # The window starts a crusade with its Provisions deck face down (a ruleset with hidden cards,
    # dice not strict): files of deck rounds and keys come and go like any other, a side that only
    # owes keys writes its file without moving, and each side's game holds the other hand as X.
    ann = PlayByFileDialog(folder=tmp_path / "ann")
    ben = PlayByFileDialog(folder=tmp_path / "ben")
    for d in (ann, ben):
        qtbot.addWidget(d)
        d.show()
    invitation = ann.start("crusade", [("Ann", ["robin"]), ("Ben", ["prince_john"])], tmp_path / "f0.json",
                           {"players": 2})
    assert json.loads(invitation.read_text())["cards"] is True
    answer = ben.join([invitation], 1, tmp_path / "f1.json")
    assert ann.open_turn(answer) and ann.accept_incoming()
    sides = [ann, ben]
    for n in range(2, 6):
        me = next(d for d in sides if d.game.my_turn())
        other = ben if me is ann else ann
        if not me.game.to_act():
            assert "Write the turn file" in me.status.text() and me.btn_write.isEnabled()
        me.bot_turn("random")
        path = me.write_turn(tmp_path / f"f{n}.json")
        assert other.open_turn(path)
        for _ in range(len(other.replay)):
            other.next_step()
        assert other.accept_incoming()
    # The other hand is face down; one's own hand is read, save a card just drawn whose keys the
    # other side still owes (the random bots may end the loop on such a draw).
    for side, mine, theirs in ((ann, "robin", "prince_john"), (ben, "prince_john", "robin")):
        assert "X" in side.game.state.player(theirs).hand
        assert "X" not in side.game.state.player(mine).hand or side.game.line.unreadable(side.game.me)
    # The edicts too: each side reads its own, the other's stays X.
    assert ann.game.state.player("prince_john").edict == "X" != ann.game.state.player("robin").edict
    assert ben.game.state.player("robin").edict == "X" != ben.game.state.player("prince_john").edict
    assert ann.game.line.fingerprint() == ben.game.line.fingerprint()
    ann.grab().save(str(tmp_path / "crusade-by-file.png"))


def test_a_crusade_with_strict_dice_through_the_window_still_deals_its_cards_face_down(qtbot, tmp_path):
    # Strict dice no longer fall back to open cards: the invitation deals face down.
    ann = PlayByFileDialog(folder=tmp_path / "ann")
    qtbot.addWidget(ann)
    invitation = ann.start("crusade", [("Ann", ["robin"]), ("Ben", ["prince_john"])], tmp_path / "f0.json",
                           {"players": 2}, dice="strict")
    doc = json.loads(invitation.read_text())
    assert doc["cards"] is True and doc["dice"] == "strict"
