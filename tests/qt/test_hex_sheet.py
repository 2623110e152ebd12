"""The hex variant's printed setup sheet: a page per side, the field as that side sees it and its
army list from ``army_list``; never the other side's secrets."""

from __future__ import annotations

import dataclasses

from lionheart_core.rulesets.lionheart_hex import RULESET as RS
from lionheart_core.rulesets.lionheart_hex import Options
from lionheart_qt.printing import export_pdf
from lionheart_qt.rulesets.lionheart_hex.sheet import LionheartHexSheet


def _with_silver_mercenary(state):
    units = tuple(dataclasses.replace(u, spec=dataclasses.replace(u.spec, mercenary=True), promise=7)
                  if u.owner == "silver" and not u.spec.leadership and u.uid == 1001 else u
                  for u in state.units)
    return dataclasses.replace(state, units=units)


def test_a_page_per_side_with_its_own_army_list_only(tmp_path, qapp, monkeypatch):
    state = _with_silver_mercenary(RS.new_game(Options(army="standard"), seed=1))
    assert any(u.promise == 7 for u in state.units)
    seen = []
    real = type(RS).army_list

    def spy(self, st, side):
        result = real(self, st, side)
        seen.append((side, [u.owner for u in st.units], [u.promise for u in st.units if u.owner == "silver"],
                     result))
        return result

    monkeypatch.setattr(type(RS), "army_list", spy)
    pages = export_pdf(RS, state, tmp_path / "hex.pdf")
    assert pages == 2 and (tmp_path / "hex.pdf").stat().st_size > 0
    (gold, owners_g, promises_g, army_g), (silver, owners_s, promises_s, army_s) = seen[-2:]  # pages are counted, then painted
    assert (gold, silver) == ("gold", "silver")
    # Gold's page: built in secret, so silver's army is not on it at all, nor its promise.
    assert set(owners_g) == {"gold"} and promises_g == []
    assert [r["uid"] for r in army_g["rows"]] == [u.uid for u in state.units if u.owner == "gold"]
    # Silver's own page lists its mercenary with the promise it made.
    assert set(owners_s) == {"silver"} and 7 in promises_s
    assert any(r["promise"] == 7 for r in army_s["rows"])


def test_in_battle_the_other_sides_promise_is_not_printed(tmp_path, qapp, monkeypatch):
    state = _with_silver_mercenary(RS.new_game(Options(army="standard"), seed=1))
    state = dataclasses.replace(state, phase="play", ready=("gold", "silver"), turn=1, order=())
    sheet = LionheartHexSheet()
    plans = sheet.pages(RS, state)
    assert [p.heading for p in plans] == ["Gold army", "Silver army"]
    gold_view = RS.observe(state, "gold")
    assert {u.owner for u in gold_view.units} == {"gold", "silver"}
    assert all(u.promise is None for u in gold_view.units if u.owner == "silver")
    assert export_pdf(RS, state, tmp_path / "battle.pdf") == 2


def test_help_rules_reference_tables_are_the_data():
    """Help > Rules for the hex variant: the unit and retreat tables are the data the rules read."""
    from lionheart_core.rulesets.lionheart_hex.data import game_data
    from lionheart_qt.help import notes_text, reference_text

    data = game_data()
    page = reference_text("lionheart-hex")
    rows = {}
    for line in page.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 8 and cells[0] not in ("Unit", "---"):
            rows[cells[0]] = cells[1:]
    assert len(rows) == len(data.classes)
    for c in data.classes.values():
        mp = [str(c.mp.get(a, "—")) for a in data.armour.order]
        assert rows[c.name] == [str(c.figures), str(c.dice), *mp, "yes" if c.light else "no"]
    for face in ("axe", "arrow", "panic"):
        assert f"| {face} | " + " | ".join(str(x) for x in getattr(data.retreat, face)) + " |" in page
    assert f"budget of {data.budget.points} points" in page
    assert "hex variant" in notes_text("lionheart-hex")


def test_about_lists_the_hex_variants_reconstructed_data():
    from lionheart_qt.about import reconstructed_facts

    facts = {f.key: f for f in reconstructed_facts() if f.ruleset == "lionheart-hex"}
    assert {"field", "budget", "arcs.foot", "arcs.horse"} <= set(facts)
    assert all(f.source and f.file == "hex.toml" for f in facts.values())
