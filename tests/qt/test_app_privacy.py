"""Nothing hidden from the player at the screen reaches any panel (issue 8, issue 13).

At every step of random hot-seat games with secrets (played through the window: actions, undo,
redo, Ctrl+Z, history steps, "Undo to here", Copy position, hand-offs), every text the window
shows (log lines, history labels and tooltips, the status bar, Undo/Redo texts and tooltips,
the decision panel, the board's message) is checked:

* the ballot test game (hands, simultaneous secret votes, a shuffled deck): no text names a card
  the player at the screen cannot know;
* Lancaster: the gold and squires behind the screens and the votes not yet revealed;
* the crusade game (hands, secret edicts, cards taken and drawn in secret): no text shows a line
  of the log or an edict kept from the player at the screen, and the hand is theirs;
* the 1997 customized setup: two games that differ only in Gold's secret setup look exactly the
  same to Silver, screen for screen, until the armies are revealed;
* the hex variant's secret army building (the army builder dock and the field too): two games
  that differ only in Gold's secret army and its promises look the same to Silver until the
  armies are revealed.
"""

from __future__ import annotations

import random

import fake_ballot as fb
import pytest
from PySide6.QtWidgets import QPushButton

from lionheart_core import i18n, rulesets
from lionheart_qt.controller import GameController
from lionheart_qt.main_window import MainWindow


def screen_texts(w: MainWindow) -> list[str]:
    """Every text the window shows the player at the screen now."""
    d = w.decision_panel
    h = w.history
    texts = [w.windowTitle(), w.statusBar().currentMessage(), w.thinking_label.text(),
             w.act_undo.text(), w.act_undo.toolTip(), w.act_redo.text(), w.act_redo.toolTip(),
             d.badge.text(), d.summary.text(), d.hint.text(), d.message.text(),
             h.label.text(), h.undo_here.toolTip()]
    texts += [b.text() for b in d.buttons] + [b.toolTip() for b in d.buttons]
    texts += d.button_texts()  # each label on one line, as its button wraps it
    texts += [b.toolTip() for b in h.findChildren(QPushButton)]
    texts += w.log_panel.lines()
    texts += [w.log_panel.item(i).toolTip() for i in range(w.log_panel.count())]
    board = w.board_view()
    scene = getattr(board, "board_scene", None)
    if scene is not None:
        texts.append(scene.message)
        builder = getattr(scene, "army_builder", None)
        if builder is not None:  # the hex variant's army builder dock
            texts += [builder.budget.text(), builder.cost.text(), builder.hint.text(),
                      builder.ready_note.text()]
            texts += [builder.reserve.item(i).text() for i in range(builder.reserve.count())]
            texts += [f"{item.look.owner} {item.cell} {item.look.figures}" for item in scene.pieces.values()]
    return texts


def random_step(w: MainWindow, rng: random.Random, qtbot) -> str:
    """One thing a player might do now; returns what was done (for failure messages)."""
    c = w.controller
    if w.handoff.isVisible():
        w.handoff.button.click()
        return "take the screen"
    roll = rng.random()
    if roll < 0.08:
        w.act_undo.trigger() if w.act_undo.isEnabled() else w.undo_refused.activated.emit()
        return "undo"
    if roll < 0.12:
        w.act_redo.trigger() if w.act_redo.isEnabled() else w.redo_refused[0].activated.emit()
        return "redo"
    if roll < 0.20:
        steps = w.history.steps()
        w.history.go(rng.choice(steps))
        return "history"
    if roll < 0.24 and c.history_index is not None:
        w.history.undo_here.click()
        return "undo to here"
    if roll < 0.27:
        w.copy_position()
        return "copy position"
    if c.history_index is not None:
        w.history.last.click()
        return "back to the present"
    actions = c.legal_actions()
    if not actions:
        return "nothing"
    action = actions[rng.randrange(len(actions))]
    c.submit(action)
    return f"submit {c.ruleset.action_code(action)}"


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))
    w = MainWindow(GameController(bot_delay_ms=0, autosave=False))
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    return w


@pytest.fixture
def ballot():
    fb.register()
    yield
    rulesets.unregister(fb.ID)


@pytest.mark.parametrize("seed", range(6))
def test_no_panel_names_a_card_hidden_from_the_player_at_the_screen(window, ballot, qtbot, seed):
    rng = random.Random(seed)
    players = rng.choice((2, 3, 4))
    seats = {p: "human" for p in fb.RULESET.players(fb.Options(players=players))}
    if players > 2 and rng.random() < 0.5:
        seats["p2"] = "random"  # a computer votes at the same time as the people
    window.new_game(fb.ID, {"players": players, "target": 3}, seats, seed=seed)
    c = window.controller
    done = []
    for _ in range(160):
        if c.is_over():
            break
        done.append(random_step(window, rng, qtbot))
        if "random" in seats.values():
            qtbot.wait(0)
        shown = {e.args["card"] for rec in c.records if rec.events for e in rec.events if e.key == "reveal"}
        viewer = c.view_player()
        hidden = fb.hidden_cards(c.state, viewer, shown)
        for t in screen_texts(window):
            leaked = [card for card in hidden if card in t]
            assert not leaked, (f"{c.seat_name(viewer)} at the screen reads {leaked} in {t!r} "
                                f"after {done[-6:]}")
        if c.history_index is None:  # the present position's text hides what it must
            assert not any(card in c.position_text() for card in hidden)
    c.wait_for_bots()


def _gold_setup(w: MainWindow, rng: random.Random) -> None:
    """Gold sets out the standard army, then shuffles it about by random legal steps (different
    in each game, a different number of them, with undos), and confirms."""
    c = w.controller
    if w.handoff.isVisible():
        w.handoff.button.click()
    c.submit(next(a for a in c.legal_actions() if type(a).__name__ == "StandardSetup"))
    for _ in range(rng.randrange(3, 20)):
        moves = [a for a in c.legal_actions() if type(a).__name__ == "Relocate"]
        if rng.random() < 0.15 and c.can_undo():
            c.undo()
        elif moves:
            c.submit(rng.choice(moves))
    if not any(type(a).__name__ == "ConfirmSetup" for a in c.legal_actions()):  # undone too far
        c.submit(next(a for a in c.legal_actions() if type(a).__name__ == "StandardSetup"))
    c.submit(next(a for a in c.legal_actions() if type(a).__name__ == "ConfirmSetup"))


def _silver_view_until_the_reveal(w: MainWindow, seed: int, qtbot) -> list[tuple[str, list[str]]]:
    """Silver's screens, step by step, from Gold's confirmation to the reveal."""
    c = w.controller
    rng = random.Random(seed)
    screens = [("gold confirmed", screen_texts(w))]
    for _ in range(90):
        if c.state.phase != "setup":
            break
        what = random_step(w, rng, qtbot)
        if c.state.phase != "setup":
            break
        assert c.view_player() == "silver"
        screens.append((what, screen_texts(w)))
    return screens


@pytest.mark.parametrize("seed", range(4))
def test_silver_cannot_tell_two_secret_gold_setups_apart(qtbot, tmp_path, monkeypatch, seed):
    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))
    seen = []
    for gold_seed in (1000 + seed, 2000 + seed):
        w = MainWindow(GameController(bot_delay_ms=0, autosave=False))
        qtbot.addWidget(w)
        w.resize(1100, 760)
        w.show()
        w.new_game("lionheart-1997", {"setup": "customized"}, {"gold": "human", "silver": "human"},
                   seed=3)
        _gold_setup(w, random.Random(gold_seed))
        assert w.handoff.isVisible() and w.controller.view_player() == "silver"
        seen.append((w.controller.state, _silver_view_until_the_reveal(w, seed, qtbot)))
        w.close()
    (state_a, screens_a), (state_b, screens_b) = seen
    gold = lambda s: sorted((u.kind, u.figures, u.square) for u in s.units if u.owner == "gold")  # noqa: E731
    assert gold(state_a) != gold(state_b)  # two different secret armies...
    assert len(screens_a) == len(screens_b) > 5
    for (what_a, a), (what_b, b) in zip(screens_a, screens_b, strict=True):
        assert what_a == what_b
        assert a == b, f"after {what_a!r} Silver's screen differs: " + repr(
            [(x, y) for x, y in zip(a, b, strict=True) if x != y])  # ...that look the same to Silver


@pytest.mark.parametrize("seed", range(3))
def test_lancaster_nobody_reads_another_houses_gold_squires_or_secret_vote(window, qtbot, seed):
    """Lancaster, 3-5 hot-seat players: no castle on the board shows another house's gold or squires
    (behind its screen), and a vote not yet revealed shows only that it was cast."""
    from lionheart_core.i18n import text
    from lionheart_core.rulesets.lancaster.messages import seat_name

    RS = rulesets.get("lancaster")
    w, c = window, window.controller
    rng = random.Random(seed)
    players = rng.choice((3, 4, 5))
    seats = {p: "human" for p in RS.players(RS.Options(players=players))}
    w.new_game("lancaster", {"players": players}, seats, seed=seed)

    for _ in range(150):
        if c.is_over():
            break
        random_step(w, rng, qtbot)
        if c.history_index is not None or w.handoff.isVisible():
            continue
        viewer = c.view_player()
        shown = w.board_view().board_scene.texts()
        on_screen = screen_texts(w) + shown
        for lord in c.state.lords:
            if lord.id == viewer:
                continue
            name = text(seat_name(lord.id))
            castle = [t for t in shown if t.startswith(name + ":")]
            assert castle and not any("gold" in t or "squires" in t for t in castle), (viewer, castle)
        for seat, yes, _ in c.state.votes:
            if seat != viewer and yes >= 0 and c.state.stage == "vote":
                name = text(seat_name(seat))
                revealed = c.ruleset.observe(c.state, viewer)
                if dict((s, v) for s, v, _ in revealed.votes)[seat] < 0:
                    assert f"{name}: voted" in shown
                    assert not any(t.startswith((f"{name}: yes", f"{name}: no")) for t in on_screen)


def _gold_hex_army(w: MainWindow, rng: random.Random) -> None:
    """Gold takes the standard army, then changes it by random legal steps (withdraw, deploy
    elsewhere, buy a mercenary and promise it something), and says it is ready."""
    c = w.controller
    if w.handoff.isVisible():
        w.handoff.button.click()
    c.submit(next(a for a in c.legal_actions() if type(a).__name__ == "StandardArmy"))
    for _ in range(rng.randrange(4, 16)):
        steps = [a for a in c.legal_actions() if type(a).__name__ in ("Withdraw", "Deploy", "Promise")]
        if steps:
            c.submit(rng.choice(steps))
    while not any(type(a).__name__ == "Ready" for a in c.legal_actions()):
        c.submit(next(a for a in c.legal_actions() if type(a).__name__ == "Deploy"))
    c.submit(next(a for a in c.legal_actions() if type(a).__name__ == "Ready"))


@pytest.mark.parametrize("seed", range(2))
def test_silver_cannot_tell_two_secret_gold_hex_armies_apart(qtbot, tmp_path, monkeypatch, seed):
    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))
    seen = []
    for gold_seed in (1000 + seed, 2000 + seed):
        w = MainWindow(GameController(bot_delay_ms=0, autosave=False))
        qtbot.addWidget(w)
        w.resize(1100, 760)
        w.show()
        w.new_game("lionheart-hex", {}, {"gold": "human", "silver": "human"}, seed=3)
        _gold_hex_army(w, random.Random(gold_seed))
        assert w.handoff.isVisible() and w.controller.view_player() == "silver"
        c = w.controller
        rng = random.Random(seed)
        screens = [("gold ready", screen_texts(w))]
        for _ in range(60):
            what = random_step(w, rng, qtbot)
            if c.state.phase != "build":
                break
            assert c.view_player() == "silver"
            screens.append((what, screen_texts(w)))
        seen.append((c.state, screens))
        w.close()
    (state_a, screens_a), (state_b, screens_b) = seen
    gold = lambda s: sorted((u.uid, u.hex, u.promise) for u in s.units if u.owner == "gold")  # noqa: E731
    assert gold(state_a) != gold(state_b)
    assert len(screens_a) == len(screens_b) > 5
    for (what_a, a), (what_b, b) in zip(screens_a, screens_b, strict=True):
        assert what_a == what_b
        assert a == b, f"after {what_a!r} Silver's screen differs: " + repr(
            [(x, y) for x, y in zip(a, b, strict=True) if x != y])


def _crusade_secrets(c: GameController, viewer: str) -> set[str]:
    """What the player at the screen may not read in a crusade game: the line of every event of
    the game kept from them (another's draw, a card taken, an edict kept) and the edict of every
    other character, less what the rules let them read all the same (their own log)."""
    from lionheart_core.rulesets.crusade.play import edict_text

    readable = [e.text for i in range(len(c.records)) for e in (c.seen(i, viewer) or ())]
    secret = {e.text for rec in c.records for e in (rec.events or ()) if not e.visible_to(viewer)}
    if not c.is_over():  # the edicts are shown at the end
        own = c.state.player(viewer).edict
        secret |= {i18n.render(edict_text(p.edict)) for p in c.state.players
                   if p.seat != viewer and p.edict != own}
    return {s for s in secret if not any(s in r for r in readable)}


@pytest.mark.parametrize("seed", range(3))
def test_no_panel_shows_a_crusade_secret_to_the_player_at_the_screen(window, qtbot, seed):
    """Random hot-seat crusade games (hands, edicts, face-down contributions; a computer among
    the people in some): every text on the screen, the log and History included, holds no line
    or edict kept from the player at the screen, and the hand under the board is theirs."""
    rs = rulesets.get("crusade")
    rng = random.Random(seed)
    players = (2, 3, 5)[seed]
    seats = dict.fromkeys(rs.players(rs.Options(players=players)), "human")
    if players > 2:
        seats[list(seats)[1]] = "random"
    window.new_game("crusade", {"players": players}, seats, seed=seed)
    c = window.controller
    done, handoffs, secret_screens = [], 0, 0
    for _ in range(220):
        if c.is_over():
            break
        done.append(random_step(window, rng, qtbot))
        handoffs += done[-1] == "take the screen"
        if done[-1] == "nothing":  # a computer is to act
            qtbot.waitUntil(lambda: bool(c.legal_actions()) or c.is_over() or window.handoff.isVisible(),
                            timeout=20000)  # a loaded machine: the computer moves when it can
        viewer = c.view_player()
        if viewer is None or window.handoff.isVisible():
            continue
        hidden = _crusade_secrets(c, viewer)
        secret_screens += bool(hidden)
        scene = window.board_view().board_scene
        for t in screen_texts(window) + scene.texts():  # the board's lines and hand too
            leaked = [s for s in hidden if s in t]
            assert not leaked, f"{c.seat_name(viewer)} at the screen reads {leaked} in {t!r} after {done[-6:]}"
        if c.history_index is None:
            mine = c.observed(viewer).player(viewer).hand
            assert scene.hand is not None and len(scene.hand.cards) == len(mine)
            assert not any(card.hidden for card in scene.hand.cards)
    assert handoffs > 3 and secret_screens > 20  # the screen passed between people, with secrets kept
    c.wait_for_bots()
