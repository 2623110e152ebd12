"""Fixtures shared by every test: the test games (ids ``test-...``) join the ruleset registry for
the session, so saves, the app and the bots find them by id. They are never shipped:
``rulesets.builtin_ids()`` does not list them.

They are registered when the session starts rather than at import, so tests parametrized over
``rulesets.ids()`` at collection keep checking the shipped games only.
"""

from __future__ import annotations

import pytest

from lionheart_core import rulesets

TEST_GAMES = {
    "test-council": "games.council",
    "test-duel-campaign": "games.duel_campaign",
}


def _factory(module: str):
    def make():
        import importlib

        return importlib.import_module(module).RULESET

    return make


def register_test_games() -> None:
    for rid, module in TEST_GAMES.items():
        rulesets.register(rid, _factory(module))


@pytest.fixture(autouse=True, scope="session")
def _test_games():
    register_test_games()
    yield
    for rid in TEST_GAMES:
        rulesets.unregister(rid)
