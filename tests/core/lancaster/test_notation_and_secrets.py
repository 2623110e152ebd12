"""Position text, saves, observations, determinization, the data file's validation, descriptions."""

from __future__ import annotations

import random

import pytest

from lionheart_core import i18n
from lionheart_core.engine import IllegalAction, LoadError
from lionheart_core.grids.graph import GraphGrid
from lionheart_core.rulesets.lancaster import Options, Place, Vote
from lionheart_core.rulesets.lancaster.data import game_data, load
from lionheart_core.testing import random_game
from lionheart_resources import path as resource_path

from .conftest import RS, placing, play


@pytest.mark.parametrize("players", [2, 4, 5])
def test_text_round_trips_every_position_of_a_game(players):
    opts = Options(players=players)
    state = RS.new_game(opts, seed=players)
    rng = random.Random(players)
    n = 0
    while not RS.is_over(state):
        if n % 5 == 0:
            text = RS.to_text(state)
            assert RS.from_text(text) == state
            assert RS.to_text(RS.from_text(text)) == text
            seen = RS.observe(state, RS.to_move(state)[0])
            assert RS.from_text(RS.to_text(seen)) == seen
        who = rng.choice(RS.to_move(state))
        state, _ = RS.apply(state, rng.choice(RS.legal_actions(state, who)))
        n += 1
    assert RS.from_text(RS.to_text(state)).outcome.winners == state.outcome.winners


def test_text_refuses_bad_positions_with_a_reason():
    text = RS.to_text(placing())
    for bad, why in ((text.replace("p=4", "p=7"), "options"),
                     (text.replace(" r=1", " r=9"), "round"),
                     (text.replace("A=-+0:3", "A=orange+0:3"), "county A"),
                     (text + " zz=1", "unknown"),
                     (text.replace(" fav=111111", ""), "fav"),
                     ("hello", "key=value")):
        with pytest.raises(LoadError) as exc:
            RS.from_text(bad)
        assert why in str(exc.value)


def test_observe_hides_gold_squires_and_votes_but_not_the_rest():
    s = placing(players=3)
    seen = RS.observe(s, "blue")
    assert seen.seed is None
    assert seen.lord("blue").gold == 2 and seen.lord("yellow").gold is None and seen.lord("red").squires is None
    assert seen.lord("red").votes == 1 and seen.lord("red").knights == s.lord("red").knights
    assert "g?/s?" in RS.to_text(seen)
    spectator = RS.observe(s, None)
    assert all(x.gold is None for x in spectator.lords)


def test_a_player_without_screens_option_sees_all_goods():
    s = placing(players=4, opts=Options(players=4, screens=False))
    assert RS.observe(s, "blue").lord("green").gold == 2


def test_determinize_fills_what_is_hidden_and_keeps_what_is_known():
    s = placing(players=3)
    s = RS.apply(RS.apply(RS.apply(s, Place("blue", 1, "K2"))[0], Place("yellow", 1, "K2"))[0],
                 Place("red", 1, "K2"))[0]
    seen = RS.observe(s, "blue")
    full = RS.determinize(seen, "blue", random.Random(1))
    assert full.seed is not None and all(x.gold is not None and x.squires is not None for x in full.lords)
    assert full.lord("blue") == s.lord("blue") and full.lord("red").knights == s.lord("red").knights
    assert RS.legal_actions(full, "blue") == RS.legal_actions(s, "blue")


def test_determinize_guesses_hidden_votes():
    import dataclasses

    s = dataclasses.replace(placing(players=3), stage="vote", votes=())
    s, _ = play(s, Vote("yellow", True, 1))
    seen = RS.observe(s, "blue")
    full = RS.determinize(seen, "blue", random.Random(2))
    (seat, v, k), = full.votes
    assert seat == "yellow" and v in (0, 1) and 0 <= k <= 1
    assert RS.to_move(full) == RS.to_move(s)


def test_the_data_file_is_validated_and_marks_reconstructed_facts():
    d = game_data()
    assert d.county("D").name == "Gloucester" and d.county("D").minimum == 3
    assert d.county("I").reward.start == 1
    assert any(c.reconstructed for c in d.counties) and d.conflicts.confidence == "DEFAULT"
    assert len(d.laws) == 18 and sorted({x.group for x in d.laws}) == [0, 1, 2, 3, 4]
    text = resource_path("rulesets", "lancaster", "lancaster.toml").read_text()
    with pytest.raises(ValueError, match="minimum"):
        load(text.replace("minimum = 3", "minimum = 9", 1))
    with pytest.raises(ValueError, match="unknown effect"):
        load(text.replace('effect = "buy_pp_gold"', 'effect = "free_castle"'))
    with pytest.raises(ValueError, match="A to I"):
        load(text.replace('letter = "B"', 'letter = "Z"'))


def test_grid_is_the_county_graph():
    g = RS.grid()
    assert isinstance(g, GraphGrid) and set("ABCDEFGHI") <= set(g.cells())
    assert g.node("D").tag("name") == "Gloucester"


def test_descriptions_summaries_and_refusals_are_messages_in_three_languages():
    s, log = random_game(RS, Options(players=2), seed=2)
    state = RS.new_game(Options(players=2), 2)
    for entry in log[:80]:
        d = RS.describe(state, entry.action)
        summary = RS.turn_summary(state)
        for lang in ("en", "nl", "fr"):
            assert i18n.render(d, lang) and i18n.render(summary, lang)
        state, _ = RS.apply(state, entry.action)
    with pytest.raises(IllegalAction) as exc:
        RS.apply(state, "nonsense")
    assert exc.value.reason


def test_every_message_key_used_exists():
    import ast
    import pathlib

    import lionheart_core.rulesets.lancaster as pkg

    table = i18n.table("lancaster")
    used = set()
    for path in pathlib.Path(pkg.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            named = isinstance(node, ast.Call) and (
                (isinstance(node.func, ast.Name) and node.func.id == "m")
                or (isinstance(node.func, ast.Attribute) and node.func.attr == "say"))
            if named and node.args and isinstance(node.args[0], ast.Constant):
                used.add(node.args[0].value)
    assert used and not sorted(k for k in used if k not in table)


@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_every_message_is_translated(lang):
    entries = i18n.read_catalogues(lang)
    table = i18n.table("lancaster")
    missing = [k for k in table if not (e := entries.get(f"lancaster:{k}")) or not e.finished or not all(e.translation)]
    assert not missing, missing
    assert i18n.render(i18n.msg("lancaster:seat.blue"), lang) == {"nl": "Blauw", "fr": "Bleu"}[lang]


def test_editor_puts_knights_in_counties_and_starts_play():
    s = RS.editor_blank(Options(players=3))
    assert s.stage == "place" and all(c.owner is None for c in s.counties)
    assert {p.key for p in RS.editor_pieces(Options(players=3))} == {"blue", "yellow", "red"}
    s = RS.editor_put(s, "blue", "D", 3)
    assert s.counties[3].owner == "blue" and s.lord("blue").knights[5] == "D"
    with pytest.raises(IllegalAction):
        RS.editor_put(s, "yellow", "D", 2)  # Gloucester needs 3
    s = RS.editor_put(s, "yellow", "D", 4)
    assert s.counties[3].owner == "yellow" and s.lord("blue").knights[5] == "h"
    s = RS.editor_remove(s, "D")
    assert s.counties[3].owner is None and s.lord("yellow").knights[6] == "h"
    s = RS.editor_start(RS.editor_put(s, "red", "A", 1), "yellow")
    assert RS.to_move(s) == ("yellow",) and RS.from_text(RS.to_text(s)) == s


def test_reference_page_matches_the_data():
    from lionheart_core.rulesets.lancaster.reference import reference_markdown

    page = resource_path("rulesets", "lancaster", "reference.md").read_text(encoding="utf-8")
    assert page == reference_markdown(), "run python -m lionheart_core.rulesets.lancaster.reference"
    assert "| D | Gloucester | 3 | 2 voting markers, upgrade a knight | C2 |" in page
