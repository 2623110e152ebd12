"""Properties over many random positions and random games: the shapely retreat regions agree with
plain distances, and random play never breaks the board's invariants."""

import math
import random

from lionheart_core.rulesets.lionheart_hex import Options, Ready
from lionheart_core.rulesets.lionheart_hex.tables import unit_class

from .conftest import ARCHERS, FOOT, KNIGHTS, RS, G, position, unit


def _brute(state, u, opponents):
    def d(a, b):
        return math.dist(G.centre(a), G.centre(b))
    occupied = {x.hex for x in state.units if x.alive}
    enemies = [x.hex for x in state.units if x.alive and x.owner != u.owner and not x.panicked]
    free = [n for n in G.neighbours(u.hex) if n not in occupied and all(d(n, o) > d(u.hex, o) + 1e-9 for o in opponents)]
    strict = [n for n in free if all(d(n, e) > d(u.hex, e) + 1e-9 for e in enemies)]
    return set(strict or [n for n in free if all(d(n, e) >= d(u.hex, e) - 1e-9 for e in enemies)])


def test_retreat_regions_agree_with_plain_distances():
    rng = random.Random(7)
    hexes = list(G.cells())
    for _ in range(150):
        spots = rng.sample(hexes, rng.randint(3, 12))
        specs = [unit(rng.choice(("gold", "silver")), rng.choice((FOOT, ARCHERS, KNIGHTS)), G.label(h),
                      rng.randrange(6), panicked=rng.random() < 0.2) for h in spots]
        s = position(*specs, reserves=False)
        u = s.units[0]
        foes = [x.hex for x in s.units if x.owner != u.owner and x.hex.distance(u.hex) == 1][:1]
        cells, _ = RS.retreat_candidates(s.units, u, tuple(foes))
        assert set(cells) == _brute(s, u, tuple(foes))


def test_random_play_keeps_the_board_consistent():
    rng = random.Random(11)
    for game in range(3):
        s = RS.new_game(Options(army="standard", turn_limit=80), game)
        s, _ = RS.apply(s, Ready("gold"))
        s, _ = RS.apply(s, Ready("silver"))
        while not RS.is_over(s):
            s, _ = RS.apply(s, rng.choice(RS.legal_actions(s)))
            alive = [u for u in s.units if u.alive]
            assert len({u.hex for u in alive}) == len(alive)
            assert all(G.contains(u.hex) and 1 <= u.figures <= unit_class(u.cls).figures for u in alive)
            assert all(u.facing in range(6) for u in alive)
            if s.active is not None:
                active = next(u for u in s.units if u.uid == s.active)
                assert active.alive and not active.panicked and active.owner == s.order[0]
            for side in ("gold", "silver"):
                assert RS.unspent(s, side) >= 0


def test_away_region_strict_and_not_closer():
    from shapely.geometry import Point

    from lionheart_core.geometry import away_region

    here, threat = G.parse("0806"), G.parse("0808")
    strict = away_region(G, here, [threat], strict=True)
    weak = away_region(G, here, [threat], strict=False)
    r = math.dist(G.centre(here), G.centre(threat))
    cx, cy = G.centre(threat)
    same = Point(cx, cy - r)  # exactly as far as the unit is now
    assert not strict.contains(same) and weak.contains(same)
    assert strict.contains(Point(cx, cy - r - 0.05)) and not weak.contains(Point(cx, cy - r + 0.05))
    assert away_region(G, here, []).contains(Point(*G.centre(here)))  # no threats: anywhere
