"""Missile fire (arcs, line of sight, hits, saves, reloading, panic under fire, the shooter's own
panic) and panic moves (the retreat table, away from enemies, never closer, blocked retreats).

Dice order of a shot: the shooter's dice, the target's saving rolls, the target's morale dice,
the target's retreat dice, then the shooter's retreat dice."""

import math

from lionheart_core.grids.hex import Hex
from lionheart_core.rulesets.lionheart_hex import Advance, Attack, Options, Reload, Shoot, Spec
from lionheart_core.rulesets.lionheart_hex.tables import arc_offsets

from .conftest import (
    ARCHERS,
    FOOT,
    RS,
    G,
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


def labels(hexes) -> set[str]:
    return {G.label(h) for h in hexes}


# ---- arcs ----------------------------------------------------------------------------------------

def test_foot_archer_arc_is_the_nine_hex_cone_ahead():
    s = position(unit("gold", ARCHERS, "0808", 0))
    zone = next(z for z in RS.zones(s, H("0808")) if z.kind == "arc.foot")
    assert labels(zone.cells) == {"0807", "0806", "0805", "0707", "0907", "0706", "0906", "0606", "1006"}
    assert "0708" not in labels(zone.cells) and "0908" not in labels(zone.cells)  # front flanks: out
    # The drawn shape is the union of those hexes: its area is nine hexes.
    assert math.isclose(zone.shape.area, 9 * G.polygon(H("0808")).area, rel_tol=1e-6)


def test_arcs_turn_with_the_facing():
    for facing in range(6):
        cells = arc_offsets("foot", facing, False)
        assert len(cells) == 9 and Hex(0, 0).neighbour(facing) in cells


def test_horse_archer_arc_to_the_left_and_its_mirror_option():
    left = set(arc_offsets("horse", 0, False))
    assert len(left) == 15
    o = Hex(0, 0)
    assert {o.neighbour(0), o.neighbour(5), o.neighbour(4)} <= left  # F, left front, left rear
    assert o.neighbour(1) not in left and o.neighbour(3) not in left
    both = set(arc_offsets("horse", 0, True))
    assert len(both) == 27 and o.neighbour(1) in both and o.neighbour(2) in both


def test_light_archers_use_the_foot_arc_and_horse_archers_the_horse_arc():
    s = position(unit("gold", Spec("light_foot", "none", "bows"), "0808", 0),
                 unit("gold", Spec("light_horse", "none", "bows"), "1208", 0))
    kinds = {z.kind for z in RS.zones(s, H("0808"))} | {z.kind for z in RS.zones(s, H("1208"))}
    assert {"arc.foot", "arc.horse"} <= kinds


def test_targets_only_enemies_in_the_arc():
    s = position(unit("gold", ARCHERS, "0808", 0), unit("silver", FOOT, "0805", 3),
                 unit("silver", FOOT, "0708", 3), unit("gold", FOOT, "0806", 0))
    targets = {a.target for a in RS.legal_actions(s) if isinstance(a, Shoot)}
    assert targets == {H("0805")}  # firing over a friendly unit is allowed; 0708 is a front flank
    refused(s, Shoot("gold", H("0808"), H("0708")), "not an enemy in the firing arc")


# ---- shooting ------------------------------------------------------------------------------------

def shot(target=FOOT, shooter=ARCHERS, **kw):
    return position(unit("gold", shooter, "0808", 0), unit("silver", target, "0806", 3), order=("gold", "silver"),
                    **kw)


def test_hits_on_arrows_and_saves_with_shields():
    s = shot()
    # 2 arrows = 2 hits; spearmen with shields save on a panic against archery: 1 saved; morale 2 >= 1.
    s2, events = play(s, Shoot("gold", H("0808"), H("0806")), [R, R, A, P] + [P, A] + [A, P])
    assert at(s2, "0806").figures == 3 and not at(s2, "0806").panicked
    assert "2 hits" in texts(events)[0]


def test_under_fire_panic_only_when_less_than_casualties():
    s = shot()
    # 1 casualty, morale total 1: not less, holds (in melee 1 <= 1 would panic).
    s2, _ = play(s, Shoot("gold", H("0808"), H("0806")), [R, A, A, A] + [A] + [R, P])
    assert not at(s2, "0806").panicked
    # 2 casualties, total 1: panics and retreats (axe: one hex for 1 MP).
    s2, events = play(s, Shoot("gold", H("0808"), H("0806")), [R, R, A, A] + [A, A] + [R, P] + [A])
    silver = next(u for u in s2.units if u.uid == 1000)
    assert silver.panicked and silver.hex == H("0805")
    assert any("under fire" in t for t in texts(events))


def test_cavalry_casualties_count_double_under_fire():
    s = shot(target=Spec("horse", "none", "spears"))
    # 1 casualty (no shields: cavalry save on a panic; rolls an axe), counted 2; total 1 < 2: panic.
    s2, _ = play(s, Shoot("gold", H("0808"), H("0806")), [R, A, A, A] + [A] + [R, P] + [R])
    assert next(u for u in s2.units if u.uid == 1000).panicked


def test_the_shooter_retreats_when_it_rolls_more_panics_than_other_faces():
    s = shot()
    s2, events = play(s, Shoot("gold", H("0808"), H("0806")), [P, P, P, A] + [A])
    assert at(s2, "0808") is None and next(u for u in s2.units if u.uid == 0).panicked
    assert any("more panics" in t for t in texts(events))
    s2, _ = play(s, Shoot("gold", H("0808"), H("0806")), [P, P, A, A])  # as many: no retreat
    assert at(s2, "0808") is not None


def test_shooting_excludes_attacking_but_not_moving():
    s = position(unit("gold", Spec("light_foot", "none", "bows"), "0808", 0), unit("silver", FOOT, "0807", 3),
                 order=("gold", "silver"))
    s2, _ = play(s, Shoot("gold", H("0808"), H("0807")), [A, A])
    refused(s2, Attack("gold", H("0808")), "cannot attack")
    s = position(unit("gold", Spec("light_foot", "none", "bows"), "0808", 0), unit("silver", FOOT, "0805", 3),
                 order=("gold", "silver"))
    s2, _ = play(s, Shoot("gold", H("0808"), H("0805")), [A, A])
    s2, _ = play(s2, Advance("gold", H("0808"), 0))
    assert at(s2, "0807") is not None and s2.active == 0


def test_crossbows_reload_for_one_point_and_the_free_action():
    xbow = Spec("foot", "none", "crossbows")
    s = shot(shooter=xbow)
    s2, _ = play(s, Shoot("gold", H("0808"), H("0806")), [A, A, A, A])
    assert not at(s2, "0808").loaded
    # Still in the action: the free shoot/reload is used, so no reloading now; it may still move.
    assert not any(isinstance(a, Reload) for a in RS.legal_actions(s2))
    s3 = replace_unit(position(unit("gold", xbow, "0808", 0), unit("silver", FOOT, "0806", 3),
                               order=("gold", "silver")), "0808", loaded=False)
    assert not any(isinstance(a, Shoot) for a in RS.legal_actions(s3))
    s4, events = play(s3, Reload("gold", H("0808")))
    assert at(s4, "0808").loaded and s4.order == ("silver",)  # its one point is spent: the action ends
    assert "reload their crossbows" in texts(events)[0]


def test_arbalests_reload_in_a_whole_action_without_moving():
    arb = Spec("light_foot", "none", "arbalests")
    s = replace_unit(position(unit("gold", arb, "0808", 0), order=("gold", "silver")), "0808", loaded=False)
    s2, _ = play(s, Advance("gold", H("0808"), 0))
    assert not any(isinstance(a, Reload) for a in RS.legal_actions(s2))  # it has moved
    s3, _ = play(s, Reload("gold", H("0808")))
    assert at(s3, "0808").loaded and s3.order == ("silver",)


def test_arbalests_and_longbows_lighten_armour():
    heavy = Spec("foot", "heavy", "sidearms")  # saves on an axe against archery without shields
    s = shot(target=heavy, shooter=Spec("foot", "none", "arbalests"))
    s2, events = play(s, Shoot("gold", H("0808"), H("0806")), [R, A, A, A] + [A] + [A, A])
    assert at(s2, "0806").figures == 3  # two levels lighter: saves on a panic only
    assert "saving on panic" in " ".join(texts(events))
    s = shot(target=heavy, shooter=Spec("foot", "none", "longbows"))
    _, events = play(s, Shoot("gold", H("0808"), H("0806")), [R, A, A, A] + [R])
    assert "saving on arrow" in " ".join(texts(events))


# ---- panic moves ----------------------------------------------------------------------------------

def test_retreat_length_by_die_and_movement_points():
    light_cav = Spec("horse", "light", "spears")  # 3 MP: an arrow retreats 3 hexes
    s = shot(target=light_cav)
    s2, events = play(s, Shoot("gold", H("0808"), H("0806")), [R, A, A, A] + [P] + [P, P] + [R])
    silver = next(u for u in s2.units if u.uid == 1000)
    assert H("0806").distance(silver.hex) == 3 and silver.panicked
    assert "retreat 3 hexes" in " ".join(texts(events))
    steps = [e for e in events if e.key == "panic.step"]
    assert len(steps) == 3 and all(e.args["to"] in e.args["candidates"] for e in steps)
    assert steps[-1].args["to"] == G.label(silver.hex)


def _brute_force(state, u, opponents=()):
    """The candidate hexes by plain distances between centres (what the shapely regions compute)."""
    def d(a, b):
        return math.dist(G.centre(a), G.centre(b))
    occupied = {x.hex for x in state.units if x.alive}
    enemies = [x.hex for x in state.units if x.alive and x.owner != u.owner and not x.panicked]
    free = [n for n in G.neighbours(u.hex) if n not in occupied
            and all(d(n, o) > d(u.hex, o) + 1e-9 for o in opponents)]
    strict = [n for n in free if all(d(n, e) > d(u.hex, e) + 1e-9 for e in enemies)]
    return set(strict or [n for n in free if all(d(n, e) >= d(u.hex, e) - 1e-9 for e in enemies)])


def test_retreat_candidates_farther_from_all_visible_unpanicked_enemies():
    s = position(unit("silver", FOOT, "0806", 3), unit("gold", FOOT, "0808", 0), unit("gold", FOOT, "1106", 0))
    u = at(s, "0806")
    cells, region = RS.retreat_candidates(s.units, u)
    assert set(cells) == _brute_force(s, u) and cells
    # A panicked enemy does not count.
    s2 = replace_unit(s, "1106", panicked=True)
    cells2, _ = RS.retreat_candidates(s2.units, at(s2, "0806"))
    assert set(cells2) == _brute_force(s2, at(s2, "0806"))


def test_never_closer_when_no_hex_is_farther_from_all():
    # Enemies north and south: no hex is farther from both; sideways hexes no closer to either may do.
    s = position(unit("silver", FOOT, "0806", 3), unit("gold", FOOT, "0804", 3), unit("gold", FOOT, "0808", 0))
    u = at(s, "0806")
    cells, _ = RS.retreat_candidates(s.units, u)
    assert set(cells) == _brute_force(s, u)
    for c in cells:
        for e in ("0804", "0808"):
            assert math.dist(G.centre(c), G.centre(H(e))) >= math.dist(G.centre(u.hex), G.centre(H(e)))


def test_first_hex_after_melee_away_from_the_opponent():
    s = position(unit("silver", FOOT, "0806", 3), unit("gold", FOOT, "0807", 0))
    u = at(s, "0806")
    cells, _ = RS.retreat_candidates(s.units, u, (H("0807"),))
    assert set(cells) == _brute_force(s, u, (H("0807"),))
    assert all(c.distance(H("0807")) == 2 for c in cells)


def test_a_unit_that_cannot_retreat_stops_and_loses_a_figure_per_panic():
    ring = [unit("gold", FOOT, G.label(n), 0) for n in H("0805").neighbours()]
    s = position(unit("gold", ARCHERS, "0808", 0), unit("silver", FOOT, "0805", 3), *ring, order=("gold", "silver"))
    # One casualty, morale 0 < 1: panic, one hex (axe); no hex free: 3 dice, 2 panics.
    s2, events = play(s, Shoot("gold", H("0808"), H("0805")), [R, A, A, A] + [A] + [P, P] + [A] + [P, P, A])
    assert at(s2, "0805").figures == 1 and at(s2, "0805").panicked
    assert any("cannot retreat further" in t for t in texts(events))


def test_retreat_zone_is_published_for_a_panicked_unit():
    s = replace_unit(position(unit("silver", FOOT, "0806", 3), unit("gold", FOOT, "0808", 0)), "0806", panicked=True)
    zone = next(z for z in RS.zones(s, H("0806")) if z.kind == "retreat")
    assert zone.cells == _brute_force(s, at(s, "0806"))
    assert all(zone.shape.intersects(G.polygon(c)) for c in zone.cells)


def test_kings_panic_option_under_fire():
    king = Spec("king_foot", "none", "sidearms", leadership=2)
    s = position(unit("gold", ARCHERS, "0808", 0), unit("silver", king, "0806", 3), order=("gold", "silver"),
                 opts=Options(king_panics=False))
    s2, _ = play(s, Shoot("gold", H("0808"), H("0806")), [R, A, A, A])  # no save, no morale test
    assert at(s2, "0806").figures == 1 and not at(s2, "0806").panicked


def test_horse_archer_arc_option_changes_the_targets():
    horse_archers = Spec("light_horse", "none", "bows")
    specs = (unit("gold", horse_archers, "0808", 0), unit("silver", FOOT, "0708", 3), unit("silver", FOOT, "0908", 3))
    left = position(*specs)
    assert {a.target for a in RS.legal_actions(left) if isinstance(a, Shoot)} == {H("0708")}
    both = position(*specs, opts=Options(horse_archer_arc="both"))
    assert {a.target for a in RS.legal_actions(both) if isinstance(a, Shoot)} == {H("0708"), H("0908")}
    zone = next(z for z in RS.zones(both, H("0808")) if z.kind == "arc.horse")
    assert len(zone.cells) == 27 - sum(1 for off in arc_offsets("horse", 0, True) if not G.contains(H("0808") + off))
