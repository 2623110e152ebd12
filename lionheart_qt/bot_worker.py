"""A computer player thinks off the GUI thread, so the window stays responsive while it searches.

Two ways to use it:

* ``worker = BotWorker(); token = worker.think(bot, observation, player)``: the answer arrives as
  ``chosen(action)`` (or ``failed(message)``), and as ``chosenFor(token, action)`` for callers
  that track requests themselves. ``cancel()`` (or a newer ``think``) makes an older answer stale:
  it is dropped, never emitted.
* ``BotWorker(bot, observation, player, parent=...)`` then ``start()``: one request per worker.

The bot's ``choose`` runs in a thread of a ``QThreadPool``. Each bot object thinks for one
request at a time (a lock per bot), since bots keep their random state between choices.
"""

from __future__ import annotations

import threading
import weakref
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

_locks: weakref.WeakKeyDictionary[Any, threading.Lock] = weakref.WeakKeyDictionary()
_locks_guard = threading.Lock()


def _lock_for(bot: Any) -> threading.Lock:
    with _locks_guard:
        try:
            lock = _locks.get(bot)
        except TypeError:  # a bot that cannot be weakly referenced: no sharing guard
            return threading.Lock()
        if lock is None:
            lock = threading.Lock()
            _locks[bot] = lock
        return lock


class _Relay(QObject):
    """Carries a result from the pool thread back to the GUI thread (a queued signal). It has no
    parent, so it lives as long as the job holds it even if the worker is gone."""

    done = Signal(int, object)
    error = Signal(int, str)


class _Job(QRunnable):
    def __init__(self, relay: _Relay, token: int, bot: Any, observation: Any, player: str) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.relay, self.token = relay, token
        self.bot, self.observation, self.player = bot, observation, player

    def run(self) -> None:
        try:
            with _lock_for(self.bot):
                action = self.bot.choose(self.observation, self.player)
        except Exception as exc:  # reported to the GUI, which pauses the bots
            self.relay.error.emit(self.token, f"{type(exc).__name__}: {exc}")
        else:
            self.relay.done.emit(self.token, action)


class BotWorker(QObject):
    """Runs ``bot.choose`` in a pool thread and emits the action in the GUI thread."""

    chosen = Signal(object)
    chosenFor = Signal(int, object)  # (token of the request, action)
    failed = Signal(str)
    thinkingChanged = Signal(bool)

    def __init__(self, bot: Any = None, observation: Any = None, player: str | None = None,
                 parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self._request = (bot, observation, player)
        self._token = 0
        self._pending: set[int] = set()
        self._bots: dict[int, Any] = {}
        self._pool = pool or QThreadPool.globalInstance()
        self._relay = _Relay()
        self._relay.done.connect(self._on_done)
        self._relay.error.connect(self._on_error)

    @property
    def token(self) -> int:
        """The token of the newest request; answers to older ones are ignored."""
        return self._token

    def is_thinking(self) -> bool:
        """True while the newest request has not been answered."""
        return self._token in self._pending

    def start(self) -> int:
        """Think about the request given to the constructor."""
        bot, observation, player = self._request
        if bot is None:
            raise ValueError("BotWorker.start() needs a bot, an observation and a player")
        return self.think(bot, observation, player)

    def think(self, bot: Any, observation: Any, player: str) -> int:
        """Ask ``bot`` for ``player``'s action in ``observation`` without blocking; returns the
        request's token. Any earlier request becomes stale."""
        self.cancel()
        self._token += 1
        token = self._token
        self._pending.add(token)
        self._bots[token] = bot
        self._pool.start(_Job(self._relay, token, bot, observation, player))
        self.thinkingChanged.emit(True)
        return token

    def cancel(self) -> None:
        """Forget the current request: its answer will not be emitted. A search bot is asked to
        stop early so the thread is free again soon."""
        if self._token in self._pending:
            bot = self._bots.get(self._token)
            interrupt = getattr(bot, "interrupt", None)
            if callable(interrupt):
                interrupt()
            self._token += 1
            self.thinkingChanged.emit(False)

    def wait_idle(self, msecs: int = 5000) -> bool:
        """Block until the pool's threads are done (for tests and shutdown)."""
        return self._pool.waitForDone(msecs)

    @Slot(int, object)
    def _on_done(self, token: int, action: Any) -> None:
        self._pending.discard(token)
        self._bots.pop(token, None)
        if token != self._token:
            return  # a stale answer
        self.thinkingChanged.emit(False)
        self.chosenFor.emit(token, action)
        self.chosen.emit(action)

    @Slot(int, str)
    def _on_error(self, token: int, message: str) -> None:
        self._pending.discard(token)
        self._bots.pop(token, None)
        if token != self._token:
            return
        self.thinkingChanged.emit(False)
        self.failed.emit(message)
