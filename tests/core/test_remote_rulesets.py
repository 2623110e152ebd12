"""Remote play is generic: every ruleset in the tree (registered or not yet) plays by file through
the contract alone, one party per seat, random players on every side; after every file all
copies agree and each side sees what ``observe`` lets its seat see."""

from __future__ import annotations

import importlib

import pytest
from remote_table import Table

from lionheart_core import rulesets

# (ruleset module, options, files to play): enough to pass secret phases, shuffles and dice.
# The hex game is left out here: it plays by file too (bench: 300 files), but its secret army
# building checks each action in ~25 ms, and every copy checks every action, which is slow for a
# test.
GAMES = [
    ("lionheart_core.rulesets.lancaster", {}, 60),
    ("lionheart_core.rulesets.crusade", {}, 40),
    ("lionheart_core.rulesets.richard_campaign", {}, 12),
    ("games.duel_campaign", {}, 40),
]


@pytest.fixture
def registered():
    added = []

    def register(rs):
        if rs.id not in rulesets.ids():
            rulesets.register(rs.id, lambda: rs)
            added.append(rs.id)

    yield register
    for rid in added:
        rulesets.unregister(rid)


@pytest.mark.parametrize(("module", "options", "files"), GAMES, ids=[m.rpartition(".")[2] for m, _, _ in GAMES])
def test_every_ruleset_plays_by_file(module, options, files, registered):
    rs = importlib.import_module(module).RULESET
    registered(rs)
    opts = rs.options_from_dict(options)
    seats = rs.players(opts)
    t = Table(rs, opts, [(f"P{i + 1}", [s]) for i, s in enumerate(seats)], ["random"] * len(seats), seed=1)
    for _ in range(files):
        nxt = t.step()
        if nxt is None:
            break
        t.send(*nxt)
        truth = t.truth()  # the agreed game with every sealed action in full
        assert len({rs.state_hash(s.line.state) for s in t.sides}) == 1
        for side in t.sides:
            if not side.my_turn():
                assert side.view() == rs.observe(truth, side.seats[0])
    assert len(t.sides[0].line.log) > 0
