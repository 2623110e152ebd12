"""The position as a working copy during one action, and the map questions the rules ask
(movement cost, zones of control, supply lines, retreat hexes, provinces)."""

from __future__ import annotations

import dataclasses
import operator
from collections import deque
from functools import lru_cache

from ...engine import Event
from ...grids.hex import Hex, Hexside, hexes_within, map_number
from .data import LeaderSpec, Stronghold, game_map, tables
from .model import PHILIP, RICHARD, SIDES, Board, Hold, Leader, Options, State, Train, Vassal, other

SAUCY = "saucy"


def month_index(year: int, month: int) -> int:
    return (year - 1194) * 12 + month


def label(h: Hex | None) -> str:
    return "-" if h is None else map_number(h)


# ---- static facts ------------------------------------------------------------------------------


@lru_cache(maxsize=64)
def leader_spec(lid: str) -> LeaderSpec:
    """Movement, bonus and maximum of any leader (table leaders, allies and barons)."""
    t = tables()
    if lid in t.leaders:
        return t.leaders[lid]
    if lid in t.allies:
        a = t.allies[lid]
        return LeaderSpec(name=a.name, side=RICHARD, movement=a.movement, bonus=a.bonus, max=a.max, start="0101",
                          source=a.source, confidence=a.confidence)
    if lid.startswith("baron-"):
        v = t.vassals[lid[6:]]
        return LeaderSpec(name=f"Baron ({v.name})", side=PHILIP, movement=3, bonus=0, max=10, start="0101",
                          source="PLT (unnamed leaders: the lettered Barons, 3 MP, bonus 0, 10 troops)",
                          confidence="high")
    raise KeyError(lid)


def movement(lid: str, opts: Options) -> int:
    if lid == "au":
        return opts.au_movement
    return leader_spec(lid).movement


def is_king(lid: str) -> bool:
    return lid in ("richard", "philip")


def is_baron(lid: str) -> bool:
    return lid.startswith("baron-")


def king_of(side: str) -> str:
    return side


@lru_cache(maxsize=1)
def hold_specs() -> dict[str, Stronghold]:
    return game_map().holds


def hold_spec(hid: str, saucy_hex: Hex | None = None) -> Stronghold:
    if hid == SAUCY:
        return Stronghold(SAUCY, "Chateau Gaillard", saucy_hex if saucy_hex is not None else Hex(0, 0), "normandy",
                          True, RICHARD, None)
    return game_map().holds[hid]


@lru_cache(maxsize=8192)
def step_cost(a: Hex, b: Hex, road_bridges: bool) -> int | None:
    """Half movement points to step from ``a`` to ``b``; None where the step is impossible."""
    m = game_map()
    if b not in m.land or a.distance(b) != 1:
        return None
    t = tables().terrain
    side = Hexside(a, b)
    road = side in m.roads
    cost = t.road if road else (t.forest if b in m.forest else t.clear)
    if side in m.rivers:
        bridged = side in m.bridges or (road_bridges and road)
        cost += t.bridge if bridged else t.river
    return cost


def crosses_river(a: Hex, b: Hex) -> bool:
    return Hexside(a, b) in game_map().rivers


@lru_cache(maxsize=1)
def land_neighbours() -> dict[Hex, tuple[Hex, ...]]:
    """Each land hex's land neighbours (worked out once)."""
    land = game_map().land
    return {h: tuple(n for n in h.neighbours() if n in land) for h in land}


def province(h: Hex) -> str:
    return game_map().province.get(h, "sea")


def _HOLDS() -> dict[str, Stronghold]:
    return game_map().holds


@lru_cache(maxsize=1)
def _HOLD_AT() -> dict[Hex, str]:
    return game_map().hold_at


# ---- the working copy ---------------------------------------------------------------------------


class W:
    """A mutable copy of a board for one action (the state stays frozen)."""

    def __init__(self, state: State) -> None:
        b = state.board
        self.opts = state.opts
        self.b = b
        self.leaders: dict[str, Leader] = _by_key(b.leaders, "id")
        self.holds: dict[str, Hold] = _by_key(b.holds, "id")
        self.trains: dict[str, Train] = {x.side: x for x in b.trains}
        self.vassals: dict[str, Vassal] = _by_key(b.vassals, "id")
        self.f: dict = {}
        self.events: list[Event] = []

    # scalar fields
    def __getattr__(self, name: str):
        f = self.__dict__.get("f")
        if f is not None and name in f:
            return f[name]
        return getattr(self.__dict__["b"], name)

    def set(self, **kw) -> None:
        self.f.update(kw)
        self.__dict__.pop("_cache", None)

    def _touch(self) -> None:
        self.__dict__.pop("_cache", None)
        self.__dict__.pop("_byhex", None)

    def _touch_holds(self) -> None:
        """After a change that leaves the leaders as they were (the index by hex stays)."""
        self.__dict__.pop("_cache", None)

    def board(self) -> Board:
        b = self.b
        return replace(b, leaders=_same(b.leaders, self.leaders), holds=_same(b.holds, self.holds),
                       trains=_same(b.trains, {s: self.trains[s] for s in SIDES}), vassals=_same(b.vassals, self.vassals),
                       **self.f)

    def ev(self, msg, **kw) -> None:
        self.events.append(Event(msg, **kw))

    def upd(self, lid: str, **kw) -> Leader:
        x = replace(self.leaders[lid], **kw)
        self.leaders[lid] = x
        self._touch()
        return x

    def hupd(self, hid: str, **kw) -> Hold:
        x = replace(self.holds[hid], **kw)
        self.holds[hid] = x
        self._touch_holds()
        return x

    def tupd(self, side: str, **kw) -> Train:
        x = replace(self.trains[side], **kw)
        self.trains[side] = x
        self._touch_holds()
        return x

    def vupd(self, vid: str, **kw) -> Vassal:
        x = replace(self.vassals[vid], **kw)
        self.vassals[vid] = x
        self._touch_holds()
        return x

    def pay(self, side: str, amount: int) -> None:
        t = list(self.treasury)
        t[SIDES.index(side)] -= amount
        self.set(treasury=tuple(t))

    def money(self, side: str) -> int:
        return self.treasury[SIDES.index(side)]

    # ---- questions ----
    @property
    def now(self) -> int:
        return month_index(self.year, self.month)

    def on_map(self, side: str | None = None):
        return [x for x in self.leaders.values() if x.where == "map" and (side is None or x.side == side)]

    def _group(self, h: Hex) -> list[Leader] | tuple:
        """The leaders on the map in ``h`` (an index by hex, made again after a leader changes)."""
        idx = self.__dict__.get("_byhex")
        if idx is None:
            idx = {}
            for x in self.leaders.values():
                if x.where == "map":
                    idx.setdefault(x.hex, []).append(x)
            self.__dict__["_byhex"] = idx
        return idx.get(h, ())

    def at(self, h: Hex, side: str | None = None) -> list[Leader]:
        group = self._group(h)
        if side is None:
            return list(group)
        return [x for x in group if x.side == side]

    def hold_at(self, h: Hex) -> Hold | None:
        hid = (_HOLD_AT_MAP or _hold_at_map()).get(h)
        if hid is None and SAUCY in self.holds and self.saucy_hex == h:  # (the cheaper test first)
            hid = SAUCY
        return None if hid is None else self.holds.get(hid)

    def spec(self, hid: str) -> Stronghold:
        if hid == SAUCY:
            return hold_spec(hid, self.saucy_hex)
        return _HOLDS()[hid]

    def hold_hex(self, hid: str) -> Hex:
        return self.spec(hid).hex

    def standing(self, h: Hex, side: str) -> Hold | None:
        """The stronghold in ``h`` held by ``side`` that still stands (not a ruin)."""
        s = self.hold_at(h)
        return s if s is not None and s.owner == side and not s.ruined else None

    def force_at(self, h: Hex, side: str, outside_only: bool = False) -> list[Leader]:
        group = self._group(h)
        if not group:
            return []
        return [x for x in group if x.side == side and x.troops > 0 and not (outside_only and x.inside)]

    def under_siege(self, hold: Hold) -> bool:
        h = self.hold_hex(hold.id)
        return bool(self.force_at(h, other(hold.owner), outside_only=True))

    def defence_sp(self, hold: Hold) -> int:
        h = self.hold_hex(hold.id)
        return hold.intrinsic + hold.knaves + hold.knights + sum(x.troops for x in self.at(h, hold.owner) if x.inside)

    def province_of_hold(self, hid: str) -> str:
        return self.spec(hid).province


_BY_KEY: dict[tuple[int, str], tuple] = {}


def _by_key(rows: tuple, key: str) -> dict:
    """A board tuple's records by ``key``, as a new dict (the working copy changes it): copied
    from one made once per tuple (kept by the tuple's identity; the tuples are immutable), which
    is several times faster than building it again for every action."""
    hit = _BY_KEY.get((id(rows), key))
    if hit is None or hit[0] is not rows:
        if len(_BY_KEY) > 2048:
            _BY_KEY.clear()
        hit = _BY_KEY[id(rows), key] = (rows, {getattr(x, key): x for x in rows})
    return dict(hit[1])


_HOLD_AT_MAP: dict[Hex, str] = {}


def _hold_at_map() -> dict[Hex, str]:
    """The map's strongholds by hex, read once into a module dict (``hold_at`` asks it for
    every piece the rules look at)."""
    _HOLD_AT_MAP.update(_HOLD_AT())
    return _HOLD_AT_MAP


def _same(old: tuple, now: dict) -> tuple:
    """The board's tuple again when no row changed (so a caller may keep work done on it by
    identity: the bots' evaluation does), else a new tuple in the dict's order."""
    if len(old) == len(now) and all(map(operator.is_, old, now.values())):
        return old
    return tuple(now.values())


_FIELDS: dict[type, tuple[tuple[str, ...], frozenset[str]]] = {}


def replace(obj, **changes):
    """``dataclasses.replace`` for the position's frozen records, without the generic machinery
    (the rules replace a record or two on every action; this is several times faster)."""
    cls = type(obj)
    names = _FIELDS.get(cls)
    if names is None:
        fields = tuple(f.name for f in dataclasses.fields(cls))
        names = _FIELDS[cls] = (fields, frozenset(fields))
    if not changes.keys() <= names[1]:
        raise TypeError(f"{cls.__name__} has no field {sorted(changes.keys() - names[1])}")
    new = object.__new__(cls)
    put = object.__setattr__
    for name in names[0]:
        put(new, name, changes[name] if name in changes else getattr(obj, name))
    return new


def view(state: State) -> W:
    """A read-only working copy, made once per state."""
    w = state.memo.get("w")
    if w is None:
        w = state.memo["w"] = W(state)
    return w


# ---- zones of control and supply -----------------------------------------------------------------


@lru_cache(maxsize=4096)
def _area(h: Hex, radius: int) -> frozenset[Hex]:
    return frozenset(hexes_within(h, radius))


_ZOC: dict = {}
_TRACE: dict = {}


def _zoc_key(w: W) -> tuple:
    cache = w.__dict__.setdefault("_cache", {})
    key = cache.get("zockey")
    if key is None:
        hold_at = _HOLD_AT()
        sieged = []
        for x in w.leaders.values():
            if x.where == "map" and x.troops > 0 and not x.inside:
                hid = hold_at.get(x.hex)
                if hid is None and x.hex == w.saucy_hex:
                    hid = SAUCY
                if hid is not None and hid in w.holds and w.holds[hid].owner != x.side:
                    sieged.append(hid)
        sig = tuple((h.owner, h.ruined) for h in w.holds.values())
        key = cache["zockey"] = (w.saucy_hex, sig, frozenset(sieged))
    return key


def zoc_blocked(w: W, side: str) -> frozenset[Hex]:
    """Hexes where ``side`` cannot trace supply: in the zone of an enemy stronghold (castle one
    hex, fortress two; none while besieged) and not negated by one of its own strongholds."""
    key = (side, _zoc_key(w))
    out = _ZOC.get(key)
    if out is not None:
        return out
    enemy: set[Hex] = set()
    friend: set[Hex] = set()
    sieged_ids = key[1][2]
    for hid, (owner, ruined) in zip(w.holds, key[1][1], strict=True):
        sieged = hid in sieged_ids
        if ruined:
            continue
        spec = w.spec(hid)
        area = _area(spec.hex, 2 if spec.fortress else 1)
        if owner == side:
            friend |= area
        elif not sieged:
            enemy |= area
    out = frozenset(enemy - friend)
    if len(_ZOC) > 256:
        _ZOC.clear()
    _ZOC[key] = out
    return out


_SOURCES: dict = {}


def supply_sources(w: W, side: str) -> frozenset[Hex]:
    key = (side, _zoc_key(w)[:2])
    hit = _SOURCES.get(key)
    if hit is None:
        hit = frozenset(w.hold_hex(h.id) for h in w.holds.values()
                        if h.owner == side and not h.ruined and w.spec(h.id).fortress)
        if len(_SOURCES) > 512:
            _SOURCES.clear()
        _SOURCES[key] = hit
    return hit


def traces_to(w: W, side: str, start: Hex, targets: frozenset[Hex] | set[Hex], reach: int = 5) -> bool:
    """A line of at most ``reach`` hexes from ``start`` to a target, free of enemy zones of
    control (the start hex may lie in one)."""
    if start in targets:
        return True
    ckey = (side, start, frozenset(targets), reach, _zoc_key(w))
    hit = _TRACE.get(ckey)
    if hit is not None:
        return hit
    res = _trace(w, side, start, targets, reach)
    if len(_TRACE) > 20000:
        _TRACE.clear()
    _TRACE[ckey] = res
    return res


def _trace(w: W, side: str, start: Hex, targets, reach: int) -> bool:
    blocked = zoc_blocked(w, side)
    nbrs = land_neighbours()
    seen = {start}
    frontier = [start]
    for _ in range(reach):
        nxt = []
        for h in frontier:
            for n in nbrs.get(h, ()):
                if n in seen:
                    continue
                seen.add(n)
                if n in targets:
                    return True
                if n not in blocked:
                    nxt.append(n)
        frontier = nxt
    return False


def in_supply(w: W, side: str, h: Hex) -> bool:
    return traces_to(w, side, h, supply_sources(w, side))


def supply_range(w: W, side: str) -> frozenset[Hex]:
    """Every hex from which ``side`` traces supply to a fortress (for the map's overlay)."""
    blocked = zoc_blocked(w, side)
    land = game_map().land
    out: set[Hex] = set()
    for src in supply_sources(w, side) | ({w.trains[side].hex} if w.trains[side].hex and w.trains[side].supplies else set()):
        seen = {src}
        frontier = deque([(src, 0)])
        out.add(src)
        while frontier:
            h, d = frontier.popleft()
            if d == 5:
                continue
            for n in h.neighbours():
                if n in seen or n not in land:
                    continue
                seen.add(n)
                out.add(n)
                if n not in blocked:
                    frontier.append((n, d + 1))
    return frozenset(out)


# ---- territory (redeployment) -------------------------------------------------------------------


def _friendly_province(w: W, side: str, prov: str) -> bool:
    if prov == "sea":
        return False
    rebel = prov in w.vassals and w.vassals[prov].status == "rebel" and not w.vassals[prov].reconquered
    if side == PHILIP:
        return prov == "france" or rebel
    return prov != "france" and not rebel


def friendly_ground(w: W, side: str, h: Hex) -> bool:
    """Redeployment: the French may use Philip's domain and rebelling provinces, the English every
    other land."""
    prov = province(h)
    if prov == "sea":
        return False
    rebel = prov in w.vassals and w.vassals[prov].status == "rebel" and not w.vassals[prov].reconquered
    if side == PHILIP:
        return prov == "france" or rebel
    return prov != "france" and not rebel


_REGIONS: dict = {}


def redeploy_region(w: W, side: str, start: Hex) -> tuple[Hex, ...]:
    """Every hex ``side`` may redeploy to from ``start`` (in a stable order)."""
    cache = w.__dict__.setdefault("_cache", {})
    key = ("region", side, start)
    if key in cache:
        return cache[key]
    gkey = (side, start, tuple(v.status for v in w.vassals.values()), tuple(v.reconquered for v in w.vassals.values()),
            frozenset(x.hex for x in w.on_map(other(side)) if x.troops > 0), _zoc_key(w)[1])
    hit = _REGIONS.get(gkey)
    if hit is not None:
        cache[key] = hit
        return hit
    out: set[Hex] = set()
    if friendly_ground(w, side, start):
        ok_provinces = {p for p in set(game_map().province.values()) if _friendly_province(w, side, p)}
        prov = game_map().province
        blocked = {x.hex for x in w.on_map(other(side)) if x.troops > 0}
        for hold in w.holds.values():
            if hold.owner != side and not hold.ruined:
                blocked.add(w.hold_hex(hold.id))
        nbrs = land_neighbours()
        seen = {start}
        frontier = [start]
        while frontier:
            h = frontier.pop()
            out.add(h)
            for n in nbrs.get(h, ()):
                if n in seen:
                    continue
                seen.add(n)
                if n in blocked or prov[n] not in ok_provinces:
                    continue
                frontier.append(n)
    res = tuple(sorted(out, key=lambda h: (h.q, h.r)))
    cache[key] = res
    if len(_REGIONS) > 2000:
        _REGIONS.clear()
    _REGIONS[gkey] = res
    return res


def nearest_hold(w: W, side: str, h: Hex, fortress_only: bool = False, exclude: str = "",
                 unbesieged: bool = False) -> Hold | None:
    best = None
    for hold in w.holds.values():
        if hold.owner != side or hold.ruined or hold.id == exclude:
            continue
        spec = w.spec(hold.id)
        if fortress_only and not spec.fortress:
            continue
        if unbesieged and w.under_siege(hold):
            continue
        key = (spec.hex.distance(h), hold.id)
        if best is None or key < best[0]:
            best = (key, hold)
    return None if best is None else best[1]
