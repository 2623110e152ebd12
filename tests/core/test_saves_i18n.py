"""A save that cannot be opened says why in the reader's language: the reasons are core messages
(``core:save.*``, ``core:file.*``). Pseudo-translated, no English is left; in nl and fr they
read in that language."""

from __future__ import annotations

import json
import re

import pytest
from test_remote_i18n import english_left, pseudo  # noqa: F401 - a fixture, used by name

from lionheart_core import i18n, saves
from lionheart_core.engine import LoadError
from lionheart_core.rulesets.lionheart_1997 import RULESET as RS
from lionheart_core.testing import random_game


def _refusals() -> dict[str, LoadError]:
    opts = RS.Options(turn_limit=6)
    state, log = random_game(RS, opts, seed=2)
    good = saves.save_text(saves.build_save(RS, opts, 2, log, state, {}))
    doc = json.loads(good)

    def changed(**fields) -> str:
        return json.dumps({**doc, **fields})

    tries = {
        "empty": "",
        "garbage": "hello",
        "cut short": good[: len(good) // 2],
        "not a save": json.dumps({"app": "something else"}),
        "newer": changed(format=99),
        "no format": changed(format="x"),
        "unknown game": changed(ruleset="chess"),
        "bad options": changed(options={"turn_limit": "many"}),
        "wrong field": changed(seed="5"),
        "unknown field": changed(colour="red"),
        "stranger": changed(seats={"purple": "human"}),
        "changed": changed(state_hash="0" * 16),
        "not utf-8": b"\xff\xfe\x00\x81" * 10,
    }
    out = {}
    for name, data in tries.items():
        with pytest.raises(LoadError) as err:
            saves.parse_save(data, source="game.lionheart.json")
        out[name] = err.value
    return out


def test_every_refusal_is_a_message():
    for name, exc in _refusals().items():
        assert isinstance(exc.args[0], i18n.Msg), name


def test_pseudo_translated_refusals_have_no_english(pseudo):  # noqa: F811
    refusals = _refusals()
    pseudo()
    for name, exc in refusals.items():
        message = re.sub(r"game\.lionheart\.json", "", str(exc))
        assert not english_left(message), (name, message, english_left(message))


@pytest.mark.parametrize(("lang", "words"), [
    ("nl", {"newer": "nieuwere versie", "changed": "vingerafdruk", "unknown game": "'chess'",
            "wrong field": "geen getal", "empty": "leeg"}),
    ("fr", {"newer": "plus récente", "changed": "empreinte", "unknown game": "« chess »",
            "wrong field": "pas un nombre", "empty": "vide"}),
])
def test_refusals_read_in_dutch_and_french(lang, words):
    refusals = _refusals()
    i18n.set_language(lang)
    try:
        for name, word in words.items():
            assert word in str(refusals[name]), (name, str(refusals[name]))
        for name, exc in refusals.items():
            for english in ("the file", "this save", "is not", "damaged", "does not"):
                assert english not in str(exc), (lang, name, str(exc))
    finally:
        i18n.set_language("en")
