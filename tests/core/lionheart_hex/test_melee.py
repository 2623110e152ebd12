"""Hand-to-hand combat: both sides roll, shields, weapons, saves, panic tests and their outcomes.

Dice order of an attack: the attacker's combat dice, the defender's, the defender's saving rolls,
the attacker's saving rolls, the attacker's morale dice, the defender's, then retreat dice."""

from lionheart_core.rulesets.lionheart_hex import Attack, Options, Spec

from .conftest import (
    ARCHERS,
    FOOT,
    KNIGHTS,
    H,
    at,
    play,
    position,
    refused,
    replace_unit,
    texts,
    unit,
)

A, R, P = "axe", "arrow", "panic"
PLAIN = Spec("foot", "none", "sidearms")  # no shields, no spear bonus


def duel(att=PLAIN, dfn=PLAIN, dfn_facing=3, att_figs=None, dfn_figs=None, **kw):
    """Gold ``att`` on 0806 facing north attacks silver ``dfn`` on 0805."""
    return position(unit("gold", att, "0806", 0, att_figs), unit("silver", dfn, "0805", dfn_facing, dfn_figs),
                    order=("gold", "silver"), **kw)


def test_both_units_roll_and_both_inflict_casualties():
    s = duel()
    # 4 dice each; unarmoured infantry have no save in melee. Gold loses 1, silver 2.
    # Morale: gold 2+0 +1 (took one fewer) = 3 > 1; silver 2+1 -1 = 2 <= 2*... infantry: 2 <= 2 panics.
    s2, events = play(s, Attack("gold", H("0806")), [A, A, R, R, A, R, R, R, A, P, A, R, A])
    assert at(s2, "0806").figures == 3
    silver = next(u for u in s2.units if u.uid == 1000)
    assert silver.figures == 2 and silver.panicked and silver.hex == H("0804")
    assert s2.active is None and s2.order == ("silver",)  # attacking ends the action
    assert any("PANIC" in t for t in texts(events))


def test_attack_only_into_the_front_hex():
    s = position(unit("gold", PLAIN, "0806", 1), unit("silver", PLAIN, "0805", 3))
    refused(s, Attack("gold", H("0806")), "front hex")


def test_shields_block_hits():
    s = duel(att=FOOT)
    # Gold (spears and shields, +2 dice against sidearms) rolls 6: 1 axe, 2 shields. Silver: 3 axes;
    # two are blocked: gold takes 1, silver 1. Morale: both hold.
    s2, events = play(s, Attack("gold", H("0806")), [A, P, P, R, R, R, A, A, A, R, A, A, A, A])
    assert at(s2, "0806").figures == 3 and at(s2, "0805").figures == 3
    assert "block 2 hits with their shields" in " ".join(texts(events))


def test_spear_bonus_only_against_non_spears():
    s = duel(att=FOOT, dfn=FOOT)
    rolls = [R] * 4 + [R] * 4 + [A, A] + [A, A]  # 4 dice each, nobody hurt; both hold
    s2, _ = play(s, Attack("gold", H("0806")), rolls)
    assert at(s2, "0806").figures == 4


def test_archers_fight_with_sidearms_and_hit_on_axes():
    s = duel(att=ARCHERS, dfn=FOOT)
    # Archers: 4 dice, no bonus; the spearmen get +2 against them (no spears). Archers' 2 axes hit.
    # Silver: 4 - 2 (two more casualties) = 2 <= 2: panics and retreats one hex (axe).
    s2, _ = play(s, Attack("gold", H("0806")), [A, A, R, R] + [R] * 6 + [A, A] + [A, A] + [A])
    assert next(u for u in s2.units if u.uid == 1000).figures == 2


def test_one_hit_kills_a_horseman_and_saves_by_armour():
    s = duel(dfn=KNIGHTS, dfn_facing=3)
    # Gold 4 axes (knights roll 6 dice with spears bonus vs sidearms... no: bonus per figure = +2).
    # Knights save on axe or arrow: rolls panic, panic = both lost; the unit is eliminated.
    s2, events = play(s, Attack("gold", H("0806")), [A, A, R, R] + [R] * 6 + [P, P] + [A, A])
    assert at(s2, "0805") is None
    assert any("eliminated" in t for t in texts(events))


def test_cavalry_saves_one_hit_each():
    s = duel(dfn=KNIGHTS)
    # Two hits, saving rolls axe and arrow: both saved. Gold morale (no losses) 2 > 0; knights 4 > 0.
    s2, _ = play(s, Attack("gold", H("0806")), [A, A, R, R] + [R] * 6 + [A, R] + [A, A] + [A, A])
    assert at(s2, "0805").figures == 2


def test_heavy_weapons_lighten_the_targets_armour():
    s = duel(att=Spec("foot", "none", "heavy"), dfn=Spec("foot", "light", "sidearms"))
    # Light-armoured infantry save on a panic in melee, but not against heavy weapons: no roll.
    s2, events = play(s, Attack("gold", H("0806")), [A, R, R, R] + [R] * 4 + [A, A] + [A, A])
    assert at(s2, "0805").figures == 3
    assert any("no saving roll" in t for t in texts(events))


def test_halberds_extra_dice():
    s = duel(att=Spec("foot", "none", "halberds"), dfn=FOOT)
    # Halberds: 4 + 2 dice against anyone; the spearmen also get +2 (halberds are not spears).
    s2, _ = play(s, Attack("gold", H("0806")), [R] * 6 + [R] * 6 + [A, A] + [A, A])
    assert at(s2, "0805").figures == 4


def test_flank_and_rear_panic_modifiers():
    # Silver attacked in its rear (faces north, away from gold): -2 on its morale roll.
    s = duel(dfn_facing=0)
    s2, events = play(s, Attack("gold", H("0806")), [R] * 4 + [R] * 4 + [A, A] + [A, R])
    # Nobody hurt; silver rolls axe+arrow = 3 - 2 = 1 > 0: holds.
    assert not at(s2, "0805").panicked
    assert "in the rear" in texts(events)[0]
    s2, _ = play(s, Attack("gold", H("0806")), [R] * 4 + [R] * 4 + [A, A] + [P, P] + [A])
    assert at(s2, "0804") is not None  # 0 - 2 <= 0: it panics and runs (one hex on an axe)
    # Flank: -1.
    s = duel(dfn_facing=2)
    s2, events = play(s, Attack("gold", H("0806")), [R] * 4 + [R] * 4 + [A, A] + [R, P] + [A])
    assert "in the flank" in texts(events)[0]
    assert "total 0 against 0" in " ".join(texts(events))  # less than or equal: a panic
    assert next(u for u in s2.units if u.uid == 1000).panicked


def test_already_panicked_subtract_two():
    s = replace_unit(duel(), "0805", panicked=True)
    s2, events = play(s, Attack("gold", H("0806")), [R] * 4 + [R] * 4 + [A, A] + [A, A])
    assert "total 2 against 0" in " ".join(texts(events))
    assert at(s2, "0805").panicked


def test_casualty_difference_moves_between_the_rolls_and_cavalry_count_double():
    s = duel(dfn=Spec("horse", "none", "sidearms"))
    # Gold 2 hits; cavalry save on arrow: 1 saved -> silver loses 1, gold loses 0.
    # Gold morale 2 + 1 = 3 against 0; silver 4 - 1 = 3 against 1 x 2 = 2: holds.
    s2, events = play(s, Attack("gold", H("0806")), [A, A, R, R] + [R] * 4 + [R, P] + [A, A] + [A, A])
    joined = " ".join(texts(events))
    assert "total 5 against 0" in joined and "total 3 against 2" in joined
    assert not at(s2, "0805").panicked


def test_both_panic_the_worse_retreats_the_other_must_rally():
    s = duel()
    # Both lose 2 (no saves). Gold rolls 0 against 2 (fails by 2), silver 1 against 2 (fails by 1).
    s2, events = play(s, Attack("gold", H("0806")), [A, A, R, R] + [A, A, R, R] + [P, P] + [R, P] + [A])
    gold = next(u for u in s2.units if u.uid == 0)
    silver = next(u for u in s2.units if u.uid == 1000)
    assert gold.panicked and gold.hex != H("0806")  # retreated
    assert silver.panicked and silver.hex == H("0805")  # holds, must rally next
    assert any("hold their ground" in t for t in texts(events))


def test_both_fail_by_the_same_both_retreat():
    s = duel()
    s2, _ = play(s, Attack("gold", H("0806")), [A, A, R, R] + [A, A, R, R] + [P, P] + [P, P] + [A, A])
    assert at(s2, "0806") is None and at(s2, "0805") is None
    assert all(u.panicked for u in s2.units if u.uid in (0, 1000))


def test_dedicated_warriors_never_panic():
    s = duel(dfn=Spec("foot", "none", "sidearms", dedicated=True))
    s2, _ = play(s, Attack("gold", H("0806")), [A, A, A, R] + [R] * 4 + [A, A])  # no morale dice for them
    assert at(s2, "0805").figures == 1 and not at(s2, "0805").panicked


def test_king_panics_unless_the_option_says_never():
    king = Spec("king_foot", "none", "sidearms", leadership=2)
    s = duel(dfn=king)
    s2, _ = play(s, Attack("gold", H("0806")), [A, R, R, R] + [R, R] + [A, A] + [P, P] + [A])
    assert next(u for u in s2.units if u.uid == 1000).panicked
    s = duel(dfn=king, opts=Options(king_panics=False))
    s2, _ = play(s, Attack("gold", H("0806")), [A, R, R, R] + [R, R] + [A, A])
    assert not at(s2, "0805").panicked
