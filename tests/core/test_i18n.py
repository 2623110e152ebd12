"""Messages and their catalogues: every text the rules write has a key, an English template and a
finished Dutch and French translation with the same placeholders; plural forms follow each
language's rule; the catalogues are up to date with the code."""

import ast
import importlib.util
import pathlib
import random

import pytest

from lionheart_core import i18n, rulesets
from lionheart_core.engine import IllegalAction
from lionheart_core.i18n import Msg, msg

ROOT = pathlib.Path(__file__).resolve().parents[2]
LANGS = ("nl", "fr")


def _tool():
    spec = importlib.util.spec_from_file_location("translations_tool", ROOT / "tools" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def tables():
    return _tool().load_domains()


def _required_domains():
    return ["core", *rulesets.builtin_ids()]


def test_catalogues_are_up_to_date_with_the_code(tables):
    tool = _tool()
    for lang in LANGS:
        for domain in tables:
            path = i18n.catalogue_path(lang, domain)
            assert path.exists(), f"{path} is missing: run python tools/translations.py update"
            assert path.read_text(encoding="utf-8") == tool.expected(lang, tables, domain), (
                f"{path.name} is out of date: run python tools/translations.py update")


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_of_the_shipped_games_is_translated(tables, lang):
    entries = i18n.read_catalogues(lang)
    missing = []
    for domain in _required_domains():
        for key in tables[domain]:
            entry = entries.get(f"{domain}:{key}")
            if entry is None or not entry.finished or not all(entry.translation):
                missing.append(f"{domain}:{key}")
    assert not missing, f"{lang}: untranslated messages: {missing[:20]}"


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_the_placeholders(tables, lang):
    entries = i18n.read_catalogues(lang)
    for full, entry in entries.items():
        domain, _, key = full.partition(":")
        english = tables.get(domain, {}).get(key)
        if english is None or not entry.finished:
            continue
        forms = english if isinstance(english, tuple) else (english,)
        wanted = set().union(*(i18n.placeholders(f) for f in forms)) - ({"n"} if entry.plural else set())
        for form in entry.translation:
            got = i18n.placeholders(form) - ({"n"} if entry.plural else set())
            assert got == wanted, f"{lang} {full}: {sorted(got)} != {sorted(wanted)}"
        assert len(entry.translation) == (2 if entry.plural else 1), full


def test_plural_forms_follow_each_language():
    m1, m2, m0 = (msg("lionheart-1997:faces.axe", n=k) for k in (1, 2, 0))
    assert [m.render("en") for m in (m1, m2, m0)] == ["1 battle-axe", "2 battle-axes", "0 battle-axes"]
    assert [m.render("nl") for m in (m1, m2, m0)] == ["1 strijdbijl", "2 strijdbijlen", "0 strijdbijlen"]
    # French counts 0 and 1 as singular.
    assert [m.render("fr") for m in (m1, m2, m0)] == ["1 hache", "2 haches", "0 hache"]


def test_nested_messages_and_lists_are_translated_whole():
    unit = msg("lionheart-1997:unit", side=msg("lionheart-1997:side.gold"),
               kind=msg("lionheart-1997:kind.knight"), figures=2)
    line = msg("lionheart-1997:attack.losses", unit=unit, n=1, left=1)
    assert line.render("en") == "Gold Knights (2) lose 1 figure; 1 left."
    assert line.render("fr") == "Chevaliers (Or, 2) perd 1 figurine ; il en reste 1."
    faces = msg("core:to_act", players=(msg("lionheart-1997:side.gold"), msg("lionheart-1997:side.silver")))
    assert faces.render("nl") == "Aan zet: Goud, Zilver"


def test_messages_are_values_and_survive_json():
    m = msg("lionheart-1997:unit", side=msg("lionheart-1997:side.gold"), kind=msg("lionheart-1997:kind.king"),
            figures=1)
    assert m == Msg.from_json(m.to_json()) and hash(m) == hash(Msg.from_json(m.to_json()))
    assert str(m) == "Gold King (1)"
    assert msg("nowhere:nothing", a=1).render() == "nowhere:nothing a=1"  # never an exception
    with pytest.raises(ValueError):
        Msg.from_json({"args": {}})


def test_language_choice_and_locale_names():
    assert i18n.language_from_locale("nl_BE.UTF-8") == "nl"
    assert i18n.language_from_locale("fr-CA") == "fr"
    assert i18n.language_from_locale("de_DE") == "en" and i18n.language_from_locale(None) == "en"
    try:
        assert i18n.set_language("fr") == "fr"
        assert str(msg("core:game.over")) == "La partie est terminée."
        assert i18n.set_language("xx") == "en"
    finally:
        i18n.set_language("en")


def _literal_keys(path: pathlib.Path) -> set[str]:
    """The keys of every ``m("...")`` call with a literal key in a ruleset module."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "m"
                and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            out.add(node.args[0].value)
    return out


@pytest.mark.parametrize("rid", rulesets.builtin_ids())
def test_every_key_written_in_the_rules_exists(rid, tables):
    package = ROOT / "core" / "rulesets" / rid.replace("-", "_")
    used = set().union(*(_literal_keys(p) for p in package.glob("*.py")))
    missing = sorted(k for k in used if k not in tables[rid])
    assert not missing, f"{rid}: keys used but not in messages.py: {missing}"


@pytest.mark.parametrize("rid", rulesets.builtin_ids())
def test_every_message_met_in_play_has_a_template(rid):
    """Random play: every message in events, results, summaries, descriptions and refusals is a
    known key (its English rendering is not the bare key)."""
    rs = rulesets.get(rid)
    r = random.Random(3)
    seen: set[str] = set()
    for seed in range(3):
        s = rs.new_game(rs.Options(), seed=seed)
        for _ in range(150):
            if rs.is_over(s):
                break
            seen |= i18n.keys_used([rs.turn_summary(s)])
            actions = rs.legal_actions(s)
            a = r.choice(actions)
            seen |= i18n.keys_used([rs.describe(s, a)])
            s, events = rs.apply(s, a)
            seen |= i18n.keys_used([e.msg for e in events])
        try:
            rs.apply(s, "not an action")
        except IllegalAction as exc:
            seen |= i18n.keys_used([exc.message])
        if rs.result(s):
            seen |= i18n.keys_used([rs.result(s).message])
    unknown = [k for k in seen if not _known(k)]
    assert seen and not unknown, unknown


def _known(key: str) -> bool:
    try:
        i18n.english(key)
    except KeyError:
        return False
    return True


def test_french_elides_de_le_la_que_before_a_vowel():
    """The name filling a placeholder decides the elision: "Baron d'Anjou", "Baron de Berry"."""
    from lionheart_core.rulesets.richard_campaign.messages import name_of

    rulesets.get("richard-campaign")
    assert i18n.render(name_of("baron-anjou", "richard"), "fr") == "Baron d'Anjou"
    assert i18n.render(name_of("baron-angoumois", "richard"), "fr") == "Baron d'Angoumois"
    assert i18n.render(name_of("baron-berry", "richard"), "fr") == "Baron de Berry"
    assert i18n.render(name_of("baron-anjou", "richard"), "en") == "Baron of Anjou"
    assert i18n.render(name_of("baron-anjou", "richard"), "nl") == "Baron van Anjou"
    args = i18n._Args(a="Évreux", b="Arques", c="Aquitaine", d="il", e="Harfleur", f="Berry")
    text = i18n._elide_fr("De {a}, le {b}, la {c}, que {d}, le {e}, de {f}.", args)
    assert text.format_map(args) == "D'Évreux, l'Arques, l'Aquitaine, qu'il, le Harfleur, de Berry."
