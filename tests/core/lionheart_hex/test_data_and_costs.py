"""The data file and the cost table of the variant (army building arithmetic)."""

from fractions import Fraction

import pytest
from pydantic import ValidationError

from lionheart_core.rulesets.lionheart_hex import Options, Spec
from lionheart_core.rulesets.lionheart_hex.data import GameData, game_data
from lionheart_core.rulesets.lionheart_hex.tables import (
    all_specs,
    cost,
    melee_dice,
    min_promise,
    movement_points,
    regular_cost,
    retreat_hexes,
    save_faces,
    spec_problem,
)


def test_data_loads_with_sources_and_confidence():
    d = game_data()
    assert (d.field.columns, d.field.rows) == (15, 11)
    assert d.budget.points == 100
    for c in d.classes.values():
        assert c.source and c.confidence in ("RULES", "INF", "DEFAULT")
    assert d.field.confidence == "DEFAULT"


def test_data_is_validated():
    raw = game_data().model_dump()
    raw["order"]["columns"][3] = "AAXXX"  # three 'A' needed... this has two
    with pytest.raises(ValidationError):
        GameData.model_validate(raw)


def test_unit_types_figures_dice_and_movement():
    d = game_data().classes
    assert (d["foot"].figures, d["foot"].dice) == (4, 1)
    assert (d["horse"].figures, d["horse"].dice) == (2, 2)
    assert (d["light_foot"].figures, d["light_horse"].figures, d["king_horse"].figures, d["king_foot"].figures) == (
        2, 2, 1, 2)
    assert movement_points(Spec("foot", "heavy")) == 1
    assert movement_points(Spec("horse", "light")) == 3
    assert movement_points(Spec("horse", "medium")) == 2  # medium or heavy armour: 2
    assert movement_points(Spec("light_foot", "none")) == 2
    assert movement_points(Spec("light_foot", "light")) == 2
    assert movement_points(Spec("light_foot", "medium")) == 1
    assert movement_points(Spec("light_horse", "none")) == 4
    assert movement_points(Spec("light_horse", "light")) == 3
    assert movement_points(Spec("light_horse", "medium")) == 2
    assert movement_points(Spec("king_horse", "heavy", leadership=2)) == 3
    assert movement_points(Spec("king_foot", "light", leadership=2)) == 3


def test_armour_limits():
    opts = Options()
    assert spec_problem(Spec("light_foot", "heavy"), opts) == "refuse.armour_class"
    assert spec_problem(Spec("light_horse", "heavy"), opts) == "refuse.armour_class"
    assert spec_problem(Spec("horse", "heavy"), opts) is None


def test_weapon_limits():
    opts = Options()
    assert spec_problem(Spec("horse", weapon="halberds"), opts) == "refuse.weapon_class"
    assert spec_problem(Spec("horse", weapon="arbalests"), opts) == "refuse.weapon_class"
    assert spec_problem(Spec("horse", weapon="longbows"), opts) == "refuse.weapon_class"
    assert spec_problem(Spec("foot", weapon="bows", shields=True), opts) == "refuse.shields"
    assert spec_problem(Spec("foot", weapon="sidearms", shields=True), opts) is None
    assert spec_problem(Spec("foot", weapon="heavy", shields=True), opts) == "refuse.shields"


def test_base_costs_worked_example_the_1997_army_costs_99():
    king = Spec("king_horse", "heavy", "spears", leadership=2)
    knights = Spec("horse", "heavy", "spears")
    archers = Spec("foot", "none", "bows")
    infantry = Spec("foot", "none", "spears", shields=True)
    assert [cost(s) for s in (king, knights, archers, infantry)] == [26, 20, 4, 5]
    assert cost(king) + 2 * cost(knights) + 2 * cost(archers) + 5 * cost(infantry) == 99


def test_morale_armour_and_weapon_costs():
    assert cost(Spec("foot", morale=1)) == 2 and cost(Spec("foot", morale=3)) == 6
    assert cost(Spec("horse", morale=1)) == 4 and cost(Spec("horse", morale=3)) == 12
    assert [cost(Spec("foot", a)) for a in ("light", "medium", "heavy")] == [5, 7, 10]
    assert [cost(Spec("horse", a)) for a in ("light", "medium", "heavy")] == [10, 14, 20]
    assert cost(Spec("foot", weapon="halberds")) == 6
    assert cost(Spec("foot", weapon="crossbows")) == 3
    assert cost(Spec("foot", weapon="arbalests")) == 6
    assert cost(Spec("foot", weapon="heavy")) == 5
    assert cost(Spec("foot", weapon="longbows")) == 6
    assert cost(Spec("foot", weapon="sidearms")) == 3
    assert cost(Spec("foot", weapon="sidearms", shields=True)) == 4


def test_light_troops_cost_half():
    assert cost(Spec("light_foot", "none", "bows")) == 2
    assert cost(Spec("light_horse", "light", "spears", shields=True)) == Fraction(11, 2)


def test_peasants_cost_one():
    assert cost(Spec("peasants", "none", "sidearms", False, 1)) == 1
    assert spec_problem(Spec("peasants", "none", "spears", False, 1), Options()) == "refuse.weapon_class"
    assert spec_problem(Spec("peasants", "none", "sidearms", False, 2), Options()) == "refuse.peasants"


def test_king_costs_and_leadership_multiplier():
    assert cost(Spec("king_foot", leadership=2)) == 10
    assert cost(Spec("king_horse", leadership=2)) == 14
    assert cost(Spec("king_horse", morale=3, leadership=2)) == 18
    assert cost(Spec("king_foot", morale=3, leadership=2)) == 12
    assert cost(Spec("king_horse", leadership=1)) == 7
    assert cost(Spec("king_horse", "heavy", leadership=3)) == 39  # 26 x 1.5
    assert spec_problem(Spec("king_horse", leadership=0), Options()) == "refuse.leadership"
    assert spec_problem(Spec("foot", leadership=2), Options()) == "refuse.leadership"


def test_dedicated_warriors_cost_one_and_a_half_and_wear_no_armour():
    assert cost(Spec("foot", dedicated=True)) == 6
    assert spec_problem(Spec("foot", "light", dedicated=True), Options()) == "refuse.dedicated_armour"
    assert spec_problem(Spec("foot", "light", dedicated=True), Options(dedicated_armour=True)) is None


def test_mercenaries_pay_a_quarter_and_promise_at_least_that():
    knights = Spec("horse", "heavy", "spears", mercenary=True)
    assert regular_cost(knights) == 20
    assert cost(knights) == 5
    assert min_promise(knights) == 5
    odd = Spec("foot", "light", "spears", True, mercenary=True)  # 6 / 4 = 1.5
    assert cost(odd) == Fraction(3, 2)
    assert min_promise(odd) == 2


def test_every_listed_spec_is_buyable():
    specs = all_specs(False)
    assert len(specs) == len(set(specs)) > 500
    assert all(spec_problem(s, Options()) is None for s in specs)


def test_spear_and_halberd_dice():
    spears, plain = Spec("foot", weapon="spears"), Spec("foot", weapon="sidearms")
    assert melee_dice(spears, 4, plain) == 6  # 4 + 1 per 2 figures
    assert melee_dice(spears, 3, plain) == 4  # per 2 full figures
    assert melee_dice(spears, 4, spears) == 4  # no bonus against spears
    assert melee_dice(Spec("horse", weapon="spears"), 2, plain) == 6  # cavalry: +1 per figure
    assert melee_dice(Spec("light_horse", weapon="spears"), 2, plain) == 3
    assert melee_dice(Spec("foot", weapon="halberds"), 4, spears) == 6  # against anyone


def test_saving_roll_tables():
    inf = [save_faces(Spec("foot", a), "spears", False) for a in ("none", "light", "medium", "heavy")]
    assert inf == [(), ("panic",), ("arrow",), ("axe",)]
    cav = [save_faces(Spec("horse", a), "spears", False) for a in ("none", "light", "medium", "heavy")]
    assert cav == [("arrow",), ("axe",), ("axe", "panic"), ("axe", "arrow")]
    lc = [save_faces(Spec("light_horse", a), "spears", False) for a in ("none", "light", "medium")]
    assert lc == [("panic",), ("arrow",), ("axe",)]
    # Archery: infantry with shields one step better, cavalry without shields one step worse.
    assert save_faces(Spec("foot", "none", "spears", True), "bows", True) == ("panic",)
    assert save_faces(Spec("foot", "heavy", "spears", True), "bows", True) == ("axe", "panic")
    assert save_faces(Spec("foot", "light", "bows"), "bows", True) == ("panic",)
    assert save_faces(Spec("horse", "none"), "bows", True) == ("panic",)
    assert save_faces(Spec("horse", "heavy"), "bows", True) == ("axe", "panic")
    assert save_faces(Spec("horse", "heavy", shields=True), "bows", True) == ("axe", "arrow")
    assert save_faces(Spec("light_horse", "none"), "bows", True) == ()


def test_heavy_weapons_longbows_and_arbalests_lighten_armour():
    # The variant's own examples: infantry in light armour gets no save, unarmoured cavalry a panic.
    assert save_faces(Spec("foot", "light"), "heavy", False) == ()
    assert save_faces(Spec("horse", "none"), "heavy", False) == ("panic",)
    assert save_faces(Spec("foot", "heavy", "bows"), "longbows", True) == ("arrow",)
    assert save_faces(Spec("foot", "heavy", "bows"), "arbalests", True) == ("panic",)
    assert save_faces(Spec("horse", "heavy"), "crossbows", True) == ("axe", "panic")


def test_retreat_table():
    assert [retreat_hexes("axe", mp) for mp in (1, 2, 3, 4)] == [1, 2, 2, 3]
    assert [retreat_hexes("arrow", mp) for mp in (1, 2, 3, 4)] == [2, 1, 3, 2]
    assert [retreat_hexes("panic", mp) for mp in (1, 2, 3, 4)] == [1, 1, 1, 1]
