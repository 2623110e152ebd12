"""Helpers for crusade rule tests: scripted set-ups, positions changed field by field, actions
applied with scripted shuffles and draws (every scripted value must be used)."""

from __future__ import annotations

import dataclasses

import pytest

from lionheart_core.dice import Scripted, order_of
from lionheart_core.engine import IllegalAction
from lionheart_core.rulesets.crusade import RULESET, Options, State
from lionheart_core.rulesets.crusade.data import CARD_TYPES, game_data

RS = RULESET


def provisions_in_type_order() -> list[str]:
    """The Provisions deck before its shuffle: 15 of each type, in type order."""
    n = game_data().cards.provisions_per_type
    return [t for t in CARD_TYPES for _ in range(n)]


def setup_script(opts: Options, provisions: list[str] | None = None, first: int = 0,
                 events: list[str] | None = None, edicts: dict[str, list[str]] | None = None) -> list:
    """The dice script of a set-up: the Provisions deck in ``provisions`` order (default: type
    order, so hands hold the first types), edict piles and events in the given (default: data)
    order, then ``first`` as the first player."""
    from lionheart_core.rulesets.crusade.play import cast

    data = game_data()
    base = provisions_in_type_order()
    script: list = [order_of(base, provisions) if provisions is not None else list(range(len(base)))]
    has_neutral = any(data.characters[s].faction == "neutral" for s in cast(opts))
    for deck in ("richard", "john", "neutral"):
        ids = [e.id for e in data.edicts if e.deck == deck]
        if deck == "neutral" and not has_neutral:
            continue
        wanted = (edicts or {}).get(deck)
        script.append(order_of(ids, wanted) if wanted else list(range(len(ids))))
    ev = [e.id for e in data.events]
    script.append(order_of(ev, events) if events else list(range(len(ev))))
    script.append(first)
    return script


def new(players: int = 4, first: int = 0, provisions=None, events=None, edicts=None, **opts) -> State:
    """A scripted opening state."""
    o = Options(players=players, **opts)
    dice = Scripted(setup_script(o, provisions, first, events, edicts))
    state = RS.setup(o, dice, 1)
    assert dice.remaining == 0
    return state


def play(state: State, action, rolls=()):
    """Apply one action with scripted draws; every scripted value must be used."""
    dice = Scripted(list(rolls))
    new_state, events = RS.apply(state, action, dice)
    assert dice.remaining == 0, f"{dice.remaining} scripted values were not used"
    return new_state, events


def refused(state: State, action, match: str) -> None:
    before = RS.dump(state)
    with pytest.raises(IllegalAction, match=match):
        RS.apply(state, action, Scripted([]))
    assert RS.dump(state) == before


def edit(state: State, seat: str | None = None, **changes) -> State:
    """``state`` with fields changed: of one player when ``seat`` is given, else of the state.
    Hands are given as lists of card codes."""
    if seat is None:
        return dataclasses.replace(state, **changes)
    from lionheart_core.rulesets.crusade.play import sort_cards

    if "hand" in changes:
        changes["hand"] = sort_cards(changes["hand"])
    players = tuple(dataclasses.replace(p, **changes) if p.seat == seat else p for p in state.players)
    return dataclasses.replace(state, players=players)


def seat_of(state: State) -> str:
    return RS.to_move(state)[0]


def events_text(events) -> str:
    return "\n".join(e.render("en") for e in events)


def travel(players: int = 4, at: dict | None = None, event: str = "E01", first: int = 0, **opts) -> State:
    """Round two's travel phase with figures on the given locations (``{seat: location}``); the
    event in play is ``event`` (E01 changes nothing before phase 6; closing() uses E11, which changes nothing after phase 3). The Neutral supports
    Richard unless changed."""
    s = new(players, first=first, **opts)
    s = edit(s, round=2, phase="travel", step=0, event=event,
             event_deck=tuple(e for e in s.event_deck + (s.event,) if e != event))
    for seat, loc in (at or {}).items():
        s = edit(s, seat, location=loc)
    for p in s.players:
        if p.faction == "neutral":
            s = edit(s, p.seat, side="richard")
    return s


def acting(players: int, seat: str, loc: str, hand=(), coins: int = 4, prov: str = "GH", options=None,
           **state_changes) -> State:
    """``seat`` has just arrived on ``loc`` and may perform its action; the Provisions deck's top
    cards are all ``prov`` (so draws are known)."""
    from lionheart_core.rulesets.crusade import Pending

    at = {p: f for p, f in zip(
        [x for x in RS.players(Options(players=players, **(options or {}))) if x != seat],
        ["York", "Chester", "Cardiff", "Norwich", "Salisbury"] if loc not in
        ("York", "Chester", "Cardiff", "Norwich", "Salisbury") else ["Bristol", "Grimsby", "Canterbury", "Oxford",
                                                                   "Sherwood"], strict=False)}
    s = travel(players, {**at, seat: loc}, **(options or {}))
    order = list(RS.players(Options(players=players, **(options or {}))))
    s = edit(s, seat, hand=list(hand), coins=coins)
    s = edit(s, first=order.index(seat), pending=(Pending("act", seat),),
             provisions=(prov,) * 10 + s.provisions[10:], **state_changes)
    return s


def purchasing(players: int = 4, round: int = 2, event: str = "E01", **opts) -> State:
    """The purchase phase of ``round``, the first player (seat 0) to buy."""
    at = dict(zip(RS.players(Options(players=players, **opts)), ["York", "Chester", "Cardiff", "Norwich", "Salisbury",
                                                                  "Oxford"], strict=False))
    s = travel(players, at, event=event, **opts)
    return edit(s, phase="purchase", step=0, round=round)


def closing(players: int = 2, crusade=(), event: str = "E11", round: int = 2, **changes) -> State:
    """Phase 4 with only the last player of the order left to contribute; the Crusade deck holds
    ``crusade`` (cards of nobody in particular)."""
    at = dict(zip(RS.players(Options(players=players)), ["York", "Chester", "Cardiff", "Norwich", "Salisbury",
                                                         "Oxford"], strict=False))
    s = travel(players, at, event=event)
    s = edit(s, phase="contribute", step=players - 1, round=round, crusade=tuple((c, "") for c in crusade))
    return edit(s, **changes)


def last_seat(state: State) -> str:
    return RS.to_move(state)[0]


def finish_round(state: State, contribute=(), deck_order=None, rolls_after=()):
    """The last player contributes ``contribute``; the Crusade deck is shuffled into
    ``deck_order`` (cards, drawn first first; default: as it lies)."""
    from lionheart_core.rulesets.crusade import Contribute

    seat = last_seat(state)
    deck = list(state.crusade) + [(c, seat) for c in sorted(contribute, key=CARD_TYPES.index)]
    if deck_order is None:
        perm = list(range(len(deck)))
    else:
        pool = list(deck)
        wanted = []
        for c in deck_order:
            item = next(x for x in pool if x[0] == c)
            pool.remove(item)
            wanted.append(item)
        wanted += pool
        perm = order_of(deck, wanted)
    rolls = ([perm] if len(deck) > 1 else []) + list(rolls_after)
    return play(state, Contribute(seat, tuple(sorted(contribute, key=CARD_TYPES.index))), rolls)
