"""Play by file in Dutch and French: every reason a turn file or a move is refused, and the text
summary of a file, are core messages (``core:remote.*``), so a player reading nl or fr sees no
English. Checked with a pseudo-translation (every message wrapped in [[...]]) over refusals of
many kinds, and with the real nl/fr catalogues."""

from __future__ import annotations

import json
import re

import pytest
from remote_table import Table

from lionheart_core import i18n
from lionheart_core.remote import RemoteError, file_checksum, summary, turn_text
from lionheart_core.rulesets.lionheart_1997 import RULESET as RS
from lionheart_core.rulesets.lionheart_1997 import Options

PARTIES = [("Ann", ["gold"]), ("Ben", ["silver"])]


class _Pseudo(dict):
    def get(self, key, default=None):
        try:
            template = i18n.english(key)
        except KeyError:
            return default
        forms = tuple(f"[[{f}]]" for f in (template if isinstance(template, tuple) else (template,)))
        return i18n.Entry(forms[-1], forms, isinstance(template, tuple), True)


@pytest.fixture
def pseudo(monkeypatch):
    original = i18n._catalogue
    monkeypatch.setitem(i18n.LANGUAGES, "xx", "Pseudo")
    monkeypatch.setattr(i18n, "_catalogue", lambda lang: _Pseudo() if lang == "xx" else original(lang))
    yield lambda: i18n.set_language("xx")
    i18n.set_language("en")


@pytest.fixture
def speak():
    yield i18n.set_language
    i18n.set_language("en")


def english_left(text: str) -> list[str]:
    """Words outside every [[...]], leaving out what no language translates: the parties' names,
    quoted action codes, ids and fingerprints, file names."""
    prev = None
    while prev != text:
        prev, text = text, re.sub(r"\[\[[^\[\]]*\]\]", " ", text)
    text = re.sub(r"'[^']*'|\b[0-9a-f]{8,}\b|\S+\.json\b|lionheart-\d+", " ", text)
    return [w for w in re.findall(r"[A-Za-z]{3,}", text) if w not in ("Ann", "Ben")]


def redo(text: str, **changes) -> str:
    doc = json.loads(text)
    doc.update(changes)
    doc["checksum"] = file_checksum(doc)
    return turn_text(doc)


def _refusals() -> list[tuple[str, RemoteError]]:
    """Refusals of many kinds, caught (their messages rendered later, in the language tested)."""
    t = Table(RS, Options(turn_limit=60), PARTIES, ("random", "random"), seed=1)
    for _ in range(6):
        t.send(*t.step())
    i, doc = t.step()
    text = turn_text(doc)
    receiver = t.sides[1 - i]
    other = Table(RS, Options(turn_limit=60), PARTIES, ("random", "random"), seed=5, game=1)
    k = next(n for n, s in enumerate(doc["steps"]) if "act" in s)
    step = json.loads(json.dumps(doc["steps"][k]))
    step["act"]["player"] = "nobody"
    bad_step = json.loads(text)
    bad_step["steps"][k] = step
    bad_step["checksum"] = file_checksum(bad_step)
    tries = {
        "cut short": text[:-40],
        "empty": "",
        "damaged": "hello, this is not a turn file",
        "not utf-8": b"\xff\xfe\x00\x81" * 10,
        "not ours": "[1, 2, 3]",
        "changed": text.replace('"seq": ', '"seq": 1', 1),
        "newer": redo(text, protocol=99),
        "missing field": redo(text, fingerprint=None),
        "another game": turn_text(other.step()[1]),
        "other options": redo(text, options={"setup": "customized", "massive_infantry": False, "turn_limit": 60}),
        "out of turn": redo(text, sender=1 - i),
        "invitation again": redo(text, parties=[{"name": "Eve", "seats": ["gold", "silver"]}]),
        "no secret": redo(text, reveal=None),
        "forged secret": redo(text, reveal={"index": doc["reveal"]["index"], "link": "ab" * 32}),
        "fingerprint": redo(text, fingerprint="0" * 16),
        "unreadable action": turn_text(bad_step),
        "played twice": t.texts[-1],
    }
    out = []
    for name, data in tries.items():
        with pytest.raises(RemoteError) as err:
            receiver.accept(data)
        out.append((name, err.value))
    with pytest.raises(RemoteError) as err:
        receiver.turn_file()
    out.append(("not this side's turn", err.value))
    return out


def test_every_refusal_is_a_message():
    for name, exc in _refusals():
        assert isinstance(exc.args[0], i18n.Msg) and exc.args[0].key.startswith("core:remote."), name


def test_pseudo_translated_refusals_and_summary_have_no_english(pseudo):
    refusals = _refusals()
    t = Table(RS, Options(setup="customized"), PARTIES, ("random", "random"), seed=4)
    model_doc = t.step()[1]
    from lionheart_core.remote import parse_turn

    model, _ = parse_turn(turn_text(model_doc))
    invitation, _ = parse_turn(t.texts[0])
    pseudo()
    for name, exc in refusals:
        message = str(exc)
        assert message.startswith("[["), (name, message)
        assert not english_left(message), (name, message, english_left(message))
    for line in summary(invitation) + summary(model):
        assert not english_left(line), (line, english_left(line))


@pytest.mark.parametrize(("lang", "words"), [
    ("nl", {"cut short": "afgebroken", "another game": "ander spel", "played twice": "twee keer",
            "forged secret": "vervalst", "not this side's turn": "niet aan de beurt", "missing field": "geen tekst"}),
    ("fr", {"cut short": "tronqué", "another game": "autre partie", "played twice": "deux fois",
            "forged secret": "falsifié", "not this side's turn": "pas au tour", "missing field": "pas un texte"}),
])
def test_refusals_read_in_dutch_and_french(speak, lang, words):
    refusals = dict(_refusals())
    speak(lang)
    for name, word in words.items():
        message = str(refusals[name])
        assert word in message, (name, message)
    for name, exc in refusals.items():
        message = str(exc)
        for english in ("the file", "turn file", "this side", "the game", "is not", "does not"):
            assert english not in message, (lang, name, message)
