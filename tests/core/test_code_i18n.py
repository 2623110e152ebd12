"""An action code a player types ('lionheart turn play', the position sandbox) that cannot be
read says why in the player's language: the reader's reasons are core messages (``code.*``)."""

from __future__ import annotations

import pytest

from lionheart_core import i18n, rulesets
from lionheart_core.errors import CodecError

CODES = ("xyz", "", "frobnicate gold E2")


def _refusals(rid: str) -> list[CodecError]:
    rs = rulesets.get(rid)
    state = rs.new_game(rs.options_from_dict({"players": 3} if rid in ("crusade", "lancaster") else {}), seed=1)
    out = []
    for code in CODES:
        with pytest.raises(CodecError) as err:
            rs.parse_action(state, code)
        out.append(err.value)
    return out


@pytest.mark.parametrize("rid", ["lionheart-1997", "lionheart-hex", "lancaster", "crusade", "richard-campaign"])
def test_unreadable_codes_are_messages_in_each_language(rid):
    refusals = _refusals(rid)
    assert all(isinstance(e.args[0], i18n.Msg) and e.args[0].key.startswith("core:code.") for e in refusals)
    english = [str(e) for e in refusals]
    assert "unknown action 'xyz'" in english and "there is nothing to read" in english
    for lang, words in (("nl", ("onbekende actie", "niets om te lezen")), ("fr", ("action inconnue", "rien à lire"))):
        i18n.set_language(lang)
        try:
            shown = [str(e) for e in refusals]
        finally:
            i18n.set_language("en")
        for w in words:
            assert any(w in s for s in shown), (lang, w, shown)
        for s in shown:
            for e in ("unknown action", "nothing to read", "at character", "expected", "is not a"):
                assert e not in s, (lang, s)


def test_an_unreadable_1997_position_says_why_in_each_language():
    from lionheart_core.engine import LoadError

    rs = rulesets.get("lionheart-1997")
    text = rs.to_text(rs.new_game(rs.Options(), seed=1))
    fields = text.split()
    bad = {"fields": "garbage", "square": text.replace("1", "9", 3),
           "phase": " ".join([fields[0], "lunch", *fields[2:]])}
    caught = {}
    for name, t in bad.items():
        with pytest.raises(LoadError) as err:
            rs.from_text(t)
        caught[name] = err.value
        assert isinstance(err.value.args[0], i18n.Msg), name
    for lang, word in (("nl", "geen stelling van Lionheart"), ("fr", "pas une position de Lionheart")):
        i18n.set_language(lang)
        try:
            for name, exc in caught.items():
                assert word in str(exc) and "position:" not in str(exc), (lang, name, str(exc))
        finally:
            i18n.set_language("en")


def test_an_unreadable_hex_position_says_why_in_each_language():
    from lionheart_core.engine import LoadError

    rs = rulesets.get("lionheart-hex")
    caught = []
    for t in ("garbage", "a b c d e f g h"):
        with pytest.raises(LoadError) as err:
            rs.from_text(t)
        assert isinstance(err.value.args[0], i18n.Msg)
        caught.append(err.value)
    for lang, word in (("nl", "geen stelling van de Lionheart-hexvariant"), ("fr", "variante hexagonale")):
        i18n.set_language(lang)
        try:
            assert all(word in str(e) and "position:" not in str(e) for e in caught), [str(e) for e in caught]
        finally:
            i18n.set_language("en")


def test_an_unreadable_lancaster_position_says_why_in_each_language():
    from lionheart_core.engine import LoadError

    rs = rulesets.get("lancaster")
    text = rs.to_text(rs.new_game(rs.options_from_dict({"players": 3}), seed=1))
    caught = []
    for t in ("garbage", text[: len(text) // 2], text.replace("1", "9", 3)):
        with pytest.raises(LoadError) as err:
            rs.from_text(t)
        assert isinstance(err.value.args[0], i18n.Msg)
        caught.append(err.value)
    for lang, english in (("nl", ("is not", "is missing", "not valid")), ("fr", ("is not", "is missing", "not valid"))):
        i18n.set_language(lang)
        try:
            for e in caught:
                assert not any(w in str(e) for w in english), (lang, str(e))
        finally:
            i18n.set_language("en")


def test_an_unreadable_crusade_position_says_why_in_each_language():
    from lionheart_core.engine import LoadError

    rs = rulesets.get("crusade")
    text = rs.to_text(rs.new_game(rs.options_from_dict({"players": 3}), seed=1))
    caught = []
    for t in ("garbage", text[: len(text) // 2], text.replace("10", "11", 3)):
        with pytest.raises(LoadError) as err:
            rs.from_text(t)
        assert isinstance(err.value.args[0], i18n.Msg)
        caught.append(err.value)
    for lang, word in (("nl", "geen stelling van de kruistocht"), ("fr", "pas une position de la croisade")):
        i18n.set_language(lang)
        try:
            for e in caught:
                assert word in str(e) and not any(w in str(e) for w in ("must", "missing", "tracks run")), str(e)
        finally:
            i18n.set_language("en")


def test_an_unreadable_action_record_says_why_in_each_language():
    """A hand-edited turn file or save whose action cannot be read: the codec's reasons are
    messages (a turn file's refusal nests them)."""
    rs = rulesets.get("lionheart-1997")
    caught = []
    for data in ({"type": "lionheart-1997/Move", "player": "gold"}, {"type": "nope"}, [1],
                 {"type": "lionheart-1997/Move", "player": "gold", "frm": "x", "to": [1, 2]}):
        with pytest.raises(CodecError) as err:
            rs.action_from_dict(data)
        assert isinstance(err.value.args[0], i18n.Msg), str(err.value)
        caught.append(err.value)
    i18n.set_language("fr")
    try:
        shown = [str(e) for e in caught]
    finally:
        i18n.set_language("en")
    assert "il manque « frm » à Move" in shown and "Move.frm : une liste attendue, pas un texte" in shown
    assert not any(w in s for s in shown for w in ("lacks", "unknown record", "expected", "must be")), shown


def test_an_unreadable_campaign_position_says_why_in_each_language():
    from lionheart_core.engine import LoadError

    rs = rulesets.get("richard-campaign")
    text = rs.to_text(rs.new_game(rs.Options(), seed=1))
    head = text.split(" ", 4)
    bad = ("garbage", " ".join([*head[:3], "x/y", head[4]]), " ".join([*head[:4], "not-a-board"]),
           text[: len(text) // 2])
    caught = []
    for t in bad:
        with pytest.raises(LoadError) as err:
            rs.from_text(t)
        assert isinstance(err.value.args[0], i18n.Msg), str(err.value)
        caught.append(err.value)
    english = ("expected", "not dice", "cannot be read", "not valid", "must be")
    assert any("not dice" in str(e) for e in caught)
    for lang, word in (("nl", ("verwacht", "dobbelstenen", "bord")), ("fr", ("attendu", "dés", "plateau"))):
        i18n.set_language(lang)
        try:
            shown = [str(e) for e in caught]
        finally:
            i18n.set_language("en")
        assert any(word[0] in s for s in shown) and any(word[1] in s for s in shown), shown
        for s in shown:
            assert not any(w in s for w in english), (lang, s)


def test_a_state_document_or_sub_game_that_cannot_be_read_says_why_in_each_language():
    import json

    from lionheart_core.engine import LoadError
    from lionheart_core.subgame import SubGame

    rs = rulesets.get("lionheart-1997")
    good = json.loads(rs.dump(rs.new_game(rs.Options(), seed=1)))
    other = dict(good, ruleset="crusade")
    unit = json.loads(json.dumps(good))
    unit["state"]["units"][0][4] = [99, 99]
    bad = ["{", "[]", json.dumps(other), json.dumps(dict(good, format=10**6)), json.dumps(dict(good, state=None)),
           json.dumps(unit)]
    caught = []
    for text in bad:
        with pytest.raises(LoadError) as err:
            rs.load(text)
        caught.append(err.value)
    for text in ("no separator", "lionheart-1997 gold :: x"):
        with pytest.raises(LoadError) as err:
            SubGame.from_text(text)
        caught.append(err.value)
    assert all(isinstance(e.args[0], i18n.Msg) for e in caught), [str(e) for e in caught]
    english = ("not a readable", "state document", "belongs to", "newer than", "is missing", "impossible square",
               "sub-game is written", "seat pair")
    for lang in ("nl", "fr"):
        i18n.set_language(lang)
        try:
            shown = [str(e) for e in caught]
        finally:
            i18n.set_language("en")
        for s in shown:
            assert not any(w in s for w in english), (lang, s)
