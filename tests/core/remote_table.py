"""A table of simulated players exchanging turn files, for the remote-play tests.

Each side has its own :class:`RemoteGame` and its own bot; a side that writes the next file plays
its seats until it has nothing left to do, writes the file as text, and every other side accepts
it. Secrets and game ids are fixed, so every run is the same game.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from lionheart_core.bots import make_bot
from lionheart_core.engine import Ruleset
from lionheart_core.remote import RemoteGame, turn_text


def secret(n: int) -> bytes:
    return hashlib.sha256(f"test secret {n}".encode()).digest()


def game_id(n: int = 0) -> str:
    return hashlib.sha256(f"test game {n}".encode()).hexdigest()[:32]


class Table:
    def __init__(self, rs: Ruleset, opts: Any, parties: Sequence[tuple[str, Sequence[str]]],
                 levels: Sequence[str] | None = None, seed: int = 0, game: int = 0, dice: str = "turn") -> None:
        self.rs = rs
        first = RemoteGame.create(rs, opts, parties, game_id=game_id(game), secret=secret(seed * 10), dice=dice)
        self.sides = [first]
        self.texts: list[str] = [turn_text(first.files[0])]
        for i in range(1, len(parties)):
            side = RemoteGame.join([first.files[0]] + self.sides[-1].files[1:], i, secret=secret(seed * 10 + i))
            self.sides.append(side)
            self.send(i, side.turn_file())
        levels = levels or ["random"] * len(parties)
        self.bots = [make_bot(level, rs, seed * 10 + i) for i, level in enumerate(levels)]
        self.files = len(self.texts)
        self.actions = 0

    def send(self, sender: int, doc: dict) -> str:
        text = turn_text(doc)
        self.texts.append(text)
        for j, side in enumerate(self.sides):
            if j != sender:
                side.accept(text)
        return text

    def writer(self) -> int | None:
        writers = [i for i, s in enumerate(self.sides) if s.my_turn()]
        assert len(writers) <= 1, f"several sides think they write next: {writers}"
        return writers[0] if writers else None

    def play_turn(self, i: int) -> None:
        """Side ``i`` plays its seats until it has nothing left to do (not yet written)."""
        side = self.sides[i]
        while side.to_act():
            seat = side.to_act()[0]
            action = self.bots[i].choose(self.rs.observe(side.state, seat), seat)
            side.play(action)
            self.actions += 1

    def step(self) -> tuple[int, dict] | None:
        """The next file: written by its side, not yet delivered."""
        i = self.writer()
        if i is None:
            return None
        self.play_turn(i)
        return i, self.sides[i].turn_file()

    def truth(self) -> Any:
        """The whole game as nobody's copy holds it while actions are sealed: the agreed game
        played again with every side's sealed actions in full (what each side's view must be
        the observation of)."""
        line = self.sides[0].line.copy()
        known: dict = {}
        for side in self.sides:
            known.update(side.line.known)
        for b in line.blanks:
            b.real, b.shown = known[b.seal], True
        if line.blanks:
            line.rebuild("truth")
        return line.state

    def run(self, max_files: int = 5000, each: Any = None) -> None:
        for _ in range(max_files):
            nxt = self.step()
            if nxt is None:
                return
            self.send(*nxt)
            if each is not None:
                each(self, nxt[0])
        raise AssertionError("the game did not end")
