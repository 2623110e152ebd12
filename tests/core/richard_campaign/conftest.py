"""Helpers to set up campaign positions by printed hex numbers, as the rulebook would."""

from __future__ import annotations

from lionheart_core.dice import Scripted
from lionheart_core.grids.hex import from_map_number
from lionheart_core.rulesets.richard_campaign import RULESET as RS
from lionheart_core.rulesets.richard_campaign.model import State
from lionheart_core.rulesets.richard_campaign.world import W, label, movement


def H(text: str):
    return from_map_number(text)


def pos(phase: str = "move", active: str = "richard", month: int = 6, year: int = 1194, leaders=None, holds=None,
        trains=None, vassals=None, opts=None, **fields) -> State:
    """A state after the opening: leaders as ``{id: {"hex": "0503", "knaves": 40, ...}}``, strongholds
    as ``{id: {...}}``; the side to act has its full movement in the movement phase."""
    s = RS.new_game(opts)
    w = W(s)
    for lid, kw in (leaders or {}).items():
        kw = dict(kw)
        if isinstance(kw.get("hex"), str):
            kw["hex"] = H(kw["hex"])
            kw.setdefault("where", "map")
        if isinstance(kw.get("came_from"), str):
            kw["came_from"] = H(kw["came_from"])
        w.upd(lid, **kw)
    for hid, kw in (holds or {}).items():
        w.hupd(hid, **kw)
    for side, kw in (trains or {}).items():
        kw = dict(kw)
        if isinstance(kw.get("hex"), str):
            kw["hex"] = H(kw["hex"])
        w.tupd(side, **kw)
    for vid, kw in (vassals or {}).items():
        w.vupd(vid, **kw)
    w.set(phase=phase, active=active, month=month, year=year, initial=False, **fields)
    if phase == "move":
        for x in w.on_map(active):
            if "mp" not in (leaders or {}).get(x.id, {}):
                w.upd(x.id, mp=2 * movement(x.id, w.opts))
        if w.trains[active].hex is not None and "mp" not in (trains or {}).get(active, {}):
            w.tupd(active, mp=12)
    RS._settle(w)
    return State(s.opts, 1, 0, w.board())


def play(state: State, *actions, dice=()):
    """Apply actions in order with scripted dice; returns (state, events of all, dice left)."""
    d = Scripted(list(dice))
    events = []
    for a in actions:
        state, ev = RS.apply(state, a, d)
        events += ev
    assert d.remaining == 0, f"{d.remaining} scripted rolls were not used"
    return state, events


def leader(state: State, lid: str):
    return next(x for x in state.board.leaders if x.id == lid)


def hold(state: State, hid: str):
    return next(x for x in state.board.holds if x.id == hid)


def keys(events) -> list[str]:
    return [e.key for e in events]


__all__ = ["H", "RS", "hold", "keys", "label", "leader", "play", "pos"]
