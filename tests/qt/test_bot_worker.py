"""The bot worker thinks off the GUI thread, drops stale answers and reports failures."""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QTimer

from lionheart_core import rulesets
from lionheart_core.bots import make_bot
from lionheart_qt.bot_worker import BotWorker

RS = rulesets.get("lionheart-1997")


class SlowBot:
    """Thinks for ``delay`` seconds, then answers with a fixed action; records its thread."""

    def __init__(self, answer, delay=0.3):
        self.answer, self.delay = answer, delay
        self.thread = None

    def choose(self, observation, player):
        self.thread = threading.current_thread()
        time.sleep(self.delay)
        return self.answer


class BrokenBot:
    def choose(self, observation, player):
        raise RuntimeError("no idea")


def _opening():
    state = RS.new_game(seed=5)
    state, _ = RS.apply(state, RS.legal_actions(state)[0])  # the roll for the first turn
    player = RS.to_move(state)[0]
    return state, player


def test_real_bot_answers_a_legal_action_off_the_gui_thread(qtbot):
    state, player = _opening()
    worker = BotWorker()
    with qtbot.waitSignal(worker.chosen, timeout=10000) as blocker:
        worker.think(make_bot("search", RS, seed=1, time_budget=0.2), RS.observe(state, player), player)
    assert blocker.args[0] in RS.legal_actions(state, player)


def test_gui_stays_responsive_while_the_bot_thinks(qtbot):
    worker = BotWorker()
    bot = SlowBot("A", delay=0.5)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(20)
    with qtbot.waitSignal(worker.chosen, timeout=5000) as blocker:
        worker.think(bot, None, "gold")
        assert worker.is_thinking()
    timer.stop()
    assert blocker.args == ["A"]
    assert bot.thread is not threading.main_thread()
    # The event loop kept running: the 20 ms timer fired many times during the half second.
    assert len(ticks) >= 8
    assert not worker.is_thinking()


def test_a_cancelled_request_never_answers(qtbot):
    worker = BotWorker()
    got = []
    worker.chosen.connect(got.append)
    worker.think(SlowBot("stale", delay=0.2), None, "gold")
    worker.cancel()
    qtbot.wait(500)
    assert got == []
    # A newer request replaces an older one: only the newer answer arrives.
    worker.think(SlowBot("old", delay=0.3), None, "gold")
    with qtbot.waitSignal(worker.chosenFor, timeout=5000) as blocker:
        token = worker.think(SlowBot("new", delay=0.05), None, "gold")
    assert blocker.args == [token, "new"]
    qtbot.wait(400)
    assert got == ["new"]


def test_a_failing_bot_reports_the_error(qtbot):
    worker = BotWorker()
    with qtbot.waitSignal(worker.failed, timeout=5000) as blocker:
        worker.think(BrokenBot(), None, "gold")
    assert "no idea" in blocker.args[0]


def test_constructor_request_and_start(qtbot):
    """The controller's way: the request in the constructor, then start()."""
    state, player = _opening()
    worker = BotWorker(make_bot("random", RS, seed=2), RS.observe(state, player), player)
    with qtbot.waitSignal(worker.chosen, timeout=5000) as blocker:
        worker.start()
    assert blocker.args[0] in RS.legal_actions(state, player)


def test_cancel_interrupts_a_long_search(qtbot):
    state, player = _opening()
    bot = make_bot("search", RS, seed=1, time_budget=30.0)
    worker = BotWorker()
    worker.think(bot, RS.observe(state, player), player)
    qtbot.wait(200)
    start = time.perf_counter()
    worker.cancel()
    assert worker.wait_idle(5000)
    assert time.perf_counter() - start < 3.0
