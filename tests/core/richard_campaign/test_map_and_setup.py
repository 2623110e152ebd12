"""The map as data and the set-up (rules 2c, 3a, PLT, errata)."""

from __future__ import annotations

from lionheart_core.grids.hex import Hexside, from_map_number, map_number
from lionheart_core.rulesets.richard_campaign.data import game_map, tables

from .conftest import RS, H, leader


def test_grid_numbers_convert_both_ways_and_errata_bridges_are_neighbours():
    m = game_map()
    assert len([h for h in m.grid.hexes if map_number(h).startswith("01")]) == 34
    assert map_number(from_map_number("1710")) == "1710"
    for side in ("1222/1322", "1322/1421", "1330/1331"):
        hs = Hexside.from_map_numbers(side)
        assert hs in m.bridges and hs in m.rivers


def test_strongholds_match_the_tax_totals_of_the_plt():
    m = game_map()
    normandy = [s for s in m.holds.values() if s.province == "normandy" and s.fortress]
    touraine = [s for s in m.holds.values() if s.province == "touraine" and s.fortress]
    assert len(normandy) * tables().vassals["normandy"].per_fortress == 72
    assert len(touraine) * tables().vassals["touraine"].per_fortress == 20
    assert [s.name for s in m.holds.values() if s.province == "limousin"] == ["Chalus"]
    assert m.holds["paris"].tax == {"philip": 30, "richard": 10}


def test_set_up_positions_treasuries_and_french_castles():
    s = RS.new_game()
    b = s.board
    assert (b.year, b.month, b.phase) == (1194, 5, "purchase")
    assert b.treasury == (50, 50)
    assert leader(s, "richard").hex == H("0503") and leader(s, "richard").knaves == 40
    assert leader(s, "philip").hex == H("1710") and leader(s, "philip").knaves == 50
    assert leader(s, "john").hex == H("1804") and leader(s, "au").hex == H("1801")
    assert b.trains[0].hex == H("0503") and b.trains[1].hex == H("1710")
    owners = {h.id: h.owner for h in b.holds}
    for fr in ("gisors", "dieppe", "loches", "issoudun"):
        assert owners[fr] == "philip"
    assert owners["rouen"] == "richard"
    assert b.richard_number == 15


def test_every_map_entry_names_its_source_and_confidence():
    spec = game_map().spec
    for entry in (*spec.strongholds, *spec.rivers, *spec.roads, *spec.forests, spec.bridges, spec.provinces):
        assert entry.source and entry.confidence in ("high", "medium", "low")
    assert spec.reconstructed


def test_the_allies_enter_on_their_printed_edge_hexes():
    # Baldwin on the south edge east of 1734, Sancho on the south edge west of 1833 (Chalus, 1734,
    # splits them), Raymond on the north edge; odd columns run one row further south than even ones.
    from lionheart_core.rulesets.richard_campaign.world import label

    g = game_map()
    north, south = {label(h) for h in g.edge_north}, {label(h) for h in g.edge_south}
    allies = tables().allies
    assert allies["baldwin"].entry and all(e in south and int(e[:2]) > 17 for e in allies["baldwin"].entry)
    assert allies["sancho"].entry and all(e in south and int(e[:2]) < 18 for e in allies["sancho"].entry)
    assert "1734" in allies["sancho"].entry and "1934" in allies["baldwin"].entry
    assert allies["raymond"].entry and all(e in north for e in allies["raymond"].entry)
