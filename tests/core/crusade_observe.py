"""Observe-equivalence of a crusade played by file with face-down cards: after every file, each
copy's view shows its party what ``observe`` gives that party's seat of the whole game at the
same point. No copy holds the whole game before the end, so every copy's view is recorded as the
files come (with how many actions its history holds), and once the game is over and audited the
whole game at each of those points is made again from a finished copy (``Line.rebuild_view`` on
the history cut there, every card read) and compared."""

from __future__ import annotations

import dataclasses

from lionheart_core import rulesets

CR = rulesets.get("crusade")


class ObserveOracle:
    def __init__(self, games, seats, rs=None) -> None:
        self.rs = rs or CR  # any ruleset played with face-down cards (the crusade by default)
        self.seats = seats  # one seat a party
        self.records: list[tuple[int, int, object]] = []  # (party, actions played, its observation)
        self.skipped = 0  # points where the party waits for the keys of its own cards

    def record(self, games) -> None:
        for i, g in enumerate(games):
            line = g.line
            if not line.dealt or line.cards.full is not None:
                continue
            if line.unreadable(i):  # its own cards drawn, their keys not in yet (an X in its view)
                self.skipped += 1
                continue
            self.records.append((i, len(line.history), self.rs.observe(line.state, self.seats[i])))

    def check(self, games) -> int:
        """Every recorded view against the whole game at its point; returns how many were checked."""
        final = games[0].line
        assert final.cards.full is not None, "the game is not audited yet"
        truths: dict[int, object] = {}
        for i, n, seen in self.records:
            if n not in truths:
                line = final.copy()
                line.history, line.extras = line.history[:n], line.extras[:n]
                line.awaiting = None
                line.rebuild_view("observe")
                truths[n] = line.state
            want = self.rs.observe(truths[n], self.seats[i])
            if seen != want:
                diff = [f.name for f in dataclasses.fields(want) if getattr(seen, f.name) != getattr(want, f.name)]
                raise AssertionError(f"party {i} after {n} actions: its view differs from observe in {diff}")
        return len(self.records)
