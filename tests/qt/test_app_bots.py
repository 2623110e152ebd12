"""Computer seats: they think off the GUI thread, act at a watchable pace, can be paused."""

from __future__ import annotations

import pytest

from lionheart_core.rulesets.lionheart_1997.model import Move, RollOff
from lionheart_qt.controller import GameController
from lionheart_qt.main_window import MainWindow


@pytest.fixture
def env(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path))


def test_human_against_a_computer(env, qtbot):
    w = MainWindow(GameController(bot_delay_ms=50))
    qtbot.addWidget(w)
    w.new_game("lionheart-1997", {"turn_limit": 50}, {"gold": "human", "silver": "random"}, seed=5)
    c = w.controller
    assert c.view_player() == "gold"  # the one human's eyes, always
    assert c.submit(RollOff("gold"))
    if c.state.player == "silver":
        qtbot.waitUntil(lambda: c.state.player == "gold", timeout=5000)
    assert not c.submit(Move("silver", (2, 8), (2, 7)))  # the computer's side
    n = len(c.log)
    gold_moves = [a for a in c.legal_actions() if isinstance(a, Move)]
    assert c.submit(gold_moves[0]) and c.submit([a for a in c.legal_actions() if isinstance(a, Move)][0])
    # Silver's computer player answers on its own, two actions, then it is Gold's turn again.
    qtbot.waitUntil(lambda: c.state.player == "gold" and len(c.log) >= n + 3, timeout=5000)
    assert all(getattr(e.action, "player", None) == "silver" for e in c.log[n + 2:n + 3])
    assert c.bot_thinking_for() is None
    assert not c.can_undo()  # the computer acted since Gold's moves


def test_bot_against_bot_pauses_and_resumes(env, qtbot):
    w = MainWindow(GameController(bot_delay_ms=10))
    qtbot.addWidget(w)
    w.show()
    seen = []
    w.controller.botThinking.connect(seen.append)
    w.new_game("lionheart-1997", {"turn_limit": 3}, {"gold": "random", "silver": "heuristic"}, seed=9)
    c = w.controller
    assert c.view_player() is None  # a spectator
    assert w.act_pause.isEnabled()
    qtbot.waitUntil(lambda: len(c.log) >= 3, timeout=10000)
    w.act_pause.trigger()
    assert c.paused and w.act_pause.isChecked()
    c.wait_for_bots()
    qtbot.wait(100)
    frozen = len(c.log)
    qtbot.wait(200)
    assert len(c.log) == frozen
    w.act_pause.trigger()
    qtbot.waitUntil(c.is_over, timeout=20000)
    assert c.result().reason.startswith("The turn limit") or c.result().winners
    assert "gold" in seen and "silver" in seen and seen[-1] is None


def test_a_computer_sets_up_in_secret_without_keeping_anyone_waiting(env, qtbot):
    w = MainWindow(GameController(bot_delay_ms=600))
    qtbot.addWidget(w)
    w.new_game("lionheart-1997", {"setup": "customized"}, {"gold": "human", "silver": "heuristic"},
               seed=2)
    c = w.controller
    assert not w.game_area.handoff.isVisible()  # one human: nobody to hide the screen from
    qtbot.waitUntil(lambda: "silver" in c.state.setup_done, timeout=3000)
    # Gold sees only his own side and the Silver King while Silver's army is secret.
    assert {u.owner for u in c.view_state().units if u.kind != "king"} <= {"gold"}
    # Of Silver's setup Gold reads only what the rules make public: that Silver is ready.
    assert [line for line in w.log_panel.lines() if "Silver" in line] == ["Silver's army is ready."]


def test_hand_a_side_to_the_computer_mid_game(env, qtbot):
    w = MainWindow(GameController(bot_delay_ms=10))
    qtbot.addWidget(w)
    w.show()
    w.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=12)
    c = w.controller
    assert c.submit(RollOff("gold"))
    first = c.state.player
    other = "silver" if first == "gold" else "gold"
    w.act_seats.trigger()
    dialog = w.seats_dialog
    box = dialog.boxes[other]
    box.setCurrentIndex(box.findData("random"))
    dialog.accept()
    assert c.seats == {first: "human", other: "random"}
    assert c.view_player() == first
    moves = [a for a in c.legal_actions() if isinstance(a, Move)]
    assert c.submit(moves[0])
    assert c.submit([a for a in c.legal_actions() if isinstance(a, Move)][0])
    # The computer now plays the other side's whole turn by itself.
    qtbot.waitUntil(lambda: c.state.player == first and c.state.turn == 3, timeout=5000)
