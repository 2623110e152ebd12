"""Every action of the campaign is named in the player's words (the Turn panel's buttons and the
history show ``describe``), in English, Dutch and French; the start page's options too."""

from __future__ import annotations

import pytest

from lionheart_core import i18n
from lionheart_core.i18n import Msg
from lionheart_core.rulesets.richard_campaign import model as M

from .conftest import RS, H

SAMPLES = [
    M.Buy("richard", "knave", 10, "richard"), M.Buy("philip", "influence", 1, "anjou"),
    M.Transfer("richard", H("0503"), "richard", "mercadier", "knight", 10), M.Done("richard"),
    M.Step("richard", "train", H("0503")), M.Follow("richard", "mercadier"), M.ForcedMarch("richard"),
    M.Redeploy("philip", "philip", H("0503")), M.RequestTruce("philip"), M.Engage("richard", H("0503")),
    M.Sally("philip", True), M.Sally("philip", False), M.Stand("philip"), M.Retreat("philip", H("0503")),
    M.Fight("richard", "A", "C", "knight"), M.Parley("richard", H("0503")), M.Listen("philip", True),
    M.Listen("philip", False), M.Offer("richard", 0, None, None), M.Offer("richard", 25, None, None),
    M.Offer("richard", 0, "rouen", None), M.Offer("richard", 50, None, "mercadier"), M.Answer("philip", True),
    M.Answer("philip", False), M.Assault("richard", H("0503")), M.Siege("richard", H("0503")),
    M.SafeConduct("richard", True), M.SafeConduct("richard", False), M.Restore("richard", "ducats"),
    M.Restore("richard", "troops"), M.Restore("richard", "ruin"), M.Rebuild("richard", "rouen", "ducats"),
    M.Ransom("richard", "mercadier"), M.Demand("philip", "mercadier"), M.Overtax("richard", "anjou"),
    M.PlaceSaucy("richard", H("0503")),
]


def test_every_action_type_has_a_sample():
    assert {type(a) for a in SAMPLES} == set(M.ACTION_TYPES)


@pytest.mark.parametrize("lang", ["en", "nl", "fr"])
def test_every_action_is_described_in_words(lang):
    s = RS.new_game()
    texts = set()
    try:
        i18n.set_language(lang)
        for a in SAMPLES:
            d = RS.describe(s, a)
            assert isinstance(d, Msg), a
            for key in i18n.keys_used([d]):
                i18n.english(key)
            t = str(d)
            assert t and "{" not in t and RS.action_code(a) != t, (a, t)
            texts.add(t)
    finally:
        i18n.set_language("en")
    assert len(texts) == len(SAMPLES)


def test_every_option_has_a_label_and_help():
    table = i18n.table(RS.id)
    for name in RS.Options.model_fields:
        assert f"option.{name}" in table and f"option.{name}.help" in table, name
    assert "option.au_movement.4" in table and "option.au_movement.5" in table


def test_each_group_of_field_combat_dice_names_its_table_and_row():
    """John's knaves and knights attack (two lines, each with its dice, table and row); the
    Count's knaves answer on row B."""
    from lionheart_core.rulesets.richard_campaign import Fight

    from .conftest import play
    from .test_field_combat import battle, to_round

    s = to_round(battle(att={"john": {"knights": 10}}))
    s, ev = play(s, Fight("richard", "A", "C", "knave"), dice=[6, 6, 5, 5, 5])
    lines = [e for e in ev if e.key.endswith("battle.attacks")]
    assert [e.render("en") for e in lines] == [
        "John attacks on the knave vs knave table, row A (modifier 0): 4 casualties.",
        "John attacks on the knight vs knave table, row C (modifier 0): 9 casualties."]
    assert [e.rolls for e in lines] == [(("d6", (6, 6)),), (("d6", (5, 5, 5)),)]
    s, ev = play(s, Fight("philip", "B", None, "knave"), dice=[2])
    assert [e.render("nl") for e in ev if e.key.endswith("battle.attacks")] == [
        "Graaf van Au valt aan op de tabel knecht tegen knecht, rij B (wijziging 0): 1 verlies."]
