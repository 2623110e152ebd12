"""A crusade position as data and as text, what each player may see of it, and a full position
consistent with what a player saw (for the search bot).

The text is one line of ``key=value`` fields (an observation writes ``?`` for a hidden card and
``X`` for a hidden edict or event)::

    crusade players=2 chars=robin,prince_john abilities=yes round=1 phase=travel first=0 step=0
    tracks=0,0,10,10 reserve=24,24,24,24,24,24 prov=bhcBHC... crusade=b:-,h:-,... event=E03
    events=E01,E02,... discards=- edicts=ER2,ER3/EJ1,EJ4/EN1,... merchant=- mercenary=-
    pending=- revealed=- last=0,0,0 traded=no p.robin=4,0,bbhC,ER1,-,-,richard ... dice=7/110

(``dice=?/110`` in an observation: the seed is hidden, the count of draws is not.)

Cards are letters: red lower case, green upper case (b/B banner, h/H hourglass, c/C chest).
A player is ``coins,prestige,hand,edict,location,upgrades,side`` (upgrades: h horse, s ship,
k skill). The crusade deck lists ``card:contributor``; a pending decision is
``kind:seat[:option+option]``; the outcome ``reason:winner+winner:score,score:faction``.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any

from pydantic import ValidationError

from ...errors import LoadError
from ...i18n import Msg
from .data import CARD_TYPES, edicts, events, game_data, location_ids
from .messages import m
from .model import HIDDEN, Options, Outcome, Pending, Player, State
from .play import CARD_INDEX, EDICT_DECKS, ability, cast, sort_cards

LETTER = {"RB": "b", "RH": "h", "RC": "c", "GB": "B", "GH": "H", "GC": "C", HIDDEN: "?"}
CARD_OF = {v: k for k, v in LETTER.items()}
PHASES = ("side", "travel", "purchase", "contribute", "over")
PENDING_KINDS = ("act", "discard", "edict", "allies")
REASONS = ("richard_army", "saladin_army", "kings_return", "kings_treasure", "last_round")


# ---- what a player sees --------------------------------------------------------------------


def observe(state: State, player: str | None) -> State:
    """``state`` as ``player`` sees it: other hands and edicts, the Provisions deck, the edict
    piles, the event deck and the contributions of others become ``X`` (a character with the
    peek ability sees the top event); nothing of the future dice. At the end hands and edicts
    are shown."""
    over = state.phase == "over"
    players = []
    for p in state.players:
        if p.seat == player or over:
            players.append(p)
        else:
            players.append(dataclasses.replace(p, hand=(HIDDEN,) * len(p.hand), edict=HIDDEN))
    deck = tuple(HIDDEN for _ in state.event_deck)
    if player is not None and state.event_deck and ability(state, player) == "peek_event":
        deck = (state.event_deck[0],) + deck[1:]
    pending = tuple(pd if pd.player == player or pd.kind != "edict" else
                    dataclasses.replace(pd, options=(HIDDEN,) * len(pd.options)) for pd in state.pending)
    return dataclasses.replace(
        state, seed=None, players=tuple(players), provisions=(HIDDEN,) * len(state.provisions),
        crusade=tuple((c if player is not None and owner == player else HIDDEN, owner) for c, owner in state.crusade),
        event_deck=deck, edict_decks=tuple((HIDDEN,) * len(d) for d in state.edict_decks), pending=pending)


def determinize(obs: State, player: str, rng: random.Random) -> State:
    """A full state consistent with ``obs``: every hidden card, edict and event drawn from what
    is unaccounted for, uniformly; a fresh seed for the dice."""
    data = game_data()
    known: Counter = Counter()
    for i, t in enumerate(CARD_TYPES):
        known[t] += obs.reserve[i]
    for p in obs.players:
        known.update(c for c in p.hand if c != HIDDEN)
    known.update(c for c in obs.provisions if c != HIDDEN)
    known.update(c for c, _ in obs.crusade if c != HIDDEN)
    if obs.phase == "over":
        known.update(obs.revealed)
    pool = [t for t in CARD_TYPES for _ in range(max(0, data.cards.per_type - known[t]))]
    rng.shuffle(pool)
    it = iter(pool)

    def fill(cards) -> tuple[str, ...]:
        return tuple(next(it, CARD_TYPES[0]) if c == HIDDEN else c for c in cards)

    players = [dataclasses.replace(p, hand=sort_cards(fill(p.hand))) for p in obs.players]
    provisions = fill(obs.provisions)
    crusade = tuple((next(it, CARD_TYPES[0]) if c == HIDDEN else c, o) for c, o in obs.crusade)
    # edicts, pile by pile
    seen = {e for p in obs.players for e in (p.edict,) if e != HIDDEN}
    seen |= {e for d in obs.edict_decks for e in d if e != HIDDEN}
    seen |= {e for pd in obs.pending if pd.kind == "edict" for e in pd.options if e != HIDDEN}
    decks = [list(d) for d in obs.edict_decks]
    pending = list(obs.pending)
    for k, deck in enumerate(EDICT_DECKS):
        unknown = [e.id for e in data.edicts if e.deck == deck and e.id not in seen]
        rng.shuffle(unknown)
        left = iter(unknown)
        decks[k] = [next(left, HIDDEN) if e == HIDDEN else e for e in decks[k]]
        for i, p in enumerate(players):
            if p.faction == deck and p.edict == HIDDEN:
                players[i] = dataclasses.replace(p, edict=next(left, HIDDEN))
        for j, pd in enumerate(pending):
            if pd.kind == "edict" and HIDDEN in pd.options:
                owner = next(p for p in players if p.seat == pd.player)
                if owner.faction == deck:
                    pending[j] = dataclasses.replace(pd, options=(owner.edict, next(left, HIDDEN)))
    # events
    seen_events = set(obs.discards) | {e for e in obs.event_deck if e != HIDDEN} | ({obs.event} if obs.event else set())
    unknown_events = [e.id for e in data.events if e.id not in seen_events]
    rng.shuffle(unknown_events)
    ev = iter(unknown_events)
    event_deck = tuple(next(ev, HIDDEN) if e == HIDDEN else e for e in obs.event_deck)
    return dataclasses.replace(obs, seed=rng.getrandbits(32), players=tuple(players), provisions=provisions,
                               crusade=crusade, edict_decks=tuple(tuple(d) for d in decks), pending=tuple(pending),
                               event_deck=event_deck)


# ---- validation shared by the JSON and the text forms -------------------------------------------


def validate(state: State) -> State:
    """Raise ``ValueError`` when ``state`` is not a position of the game."""
    data = game_data()
    opts = state.opts
    seats = cast(opts)
    if tuple(p.seat for p in state.players) != seats:
        raise ValueError(m("position.players", seats=', '.join(seats)))
    if state.phase not in PHASES:
        raise ValueError(m("position.phase", phase=repr(state.phase)))
    if not 1 <= state.round <= data.tracks.last_round or not 0 <= state.first < len(seats):
        raise ValueError(m("position.round"))
    if not 0 <= state.step <= len(seats) or state.dice_pos < 0:
        raise ValueError(m("position.step"))
    if len(state.tracks) != 4 or any(not 0 <= t <= 10 for t in state.tracks):
        raise ValueError(m("position.tracks"))
    if len(state.reserve) != 6 or any(n < 0 for n in state.reserve):
        raise ValueError(m("position.reserve"))
    locs = set(location_ids())
    seen_locs = set()
    cards: Counter = Counter()
    for i, t in enumerate(CARD_TYPES):
        cards[t] += state.reserve[i]
    for p in state.players:
        ch = data.characters[p.seat]
        if p.faction != ch.faction:
            raise ValueError(m("position.faction", seat=p.seat, faction=ch.faction))
        if p.coins < 0 or p.prestige < 0:
            raise ValueError(m("position.negative", seat=p.seat))
        if p.location is not None:
            if p.location not in locs or p.location in seen_locs:
                raise ValueError(m("position.location_of", seat=p.seat))
            seen_locs.add(p.location)
        if p.side not in (("", "richard", "john") if p.faction == "neutral" else (p.faction,)):
            raise ValueError(m("position.side", seat=p.seat, side=repr(p.side)))
        if p.edict != HIDDEN and p.edict not in edicts():
            raise ValueError(m("position.edict", edict=repr(p.edict)))
        cards.update(p.hand)
    cards.update(state.provisions)
    cards.update(c for c, _ in state.crusade)
    if state.phase == "over":
        cards.update(state.revealed)
    for c in cards:
        if c not in CARD_INDEX:
            raise ValueError(m("position.card", card=repr(c)))
    if any(cards[t] > data.cards.per_type for t in CARD_TYPES):
        raise ValueError(m("position.per_type", n=data.cards.per_type))
    if sum(cards.values()) != data.cards.per_type * len(CARD_TYPES):
        raise ValueError(m("position.total", n=data.cards.per_type * len(CARD_TYPES)))
    for _, owner in state.crusade:
        if owner and owner not in seats:
            raise ValueError(m("position.contributor", owner=repr(owner)))
    for e in (state.event, *state.event_deck, *state.discards):
        if e is not None and e != HIDDEN and e not in events():
            raise ValueError(m("position.event", event=repr(e)))
    for loc in (state.merchant, state.mercenary):
        if loc is not None and loc not in locs:
            raise ValueError(m("position.location", location=repr(loc)))
    for pd in state.pending:
        if pd.kind not in PENDING_KINDS or pd.player not in seats:
            raise ValueError(m("position.pending"))
    if len(state.edict_decks) != 3:
        raise ValueError(m("position.piles"))
    if state.outcome is not None:
        o = state.outcome
        if o.reason not in REASONS or any(w not in seats for w in o.winners) or len(o.scores) != len(seats):
            raise ValueError(m("position.outcome"))
    if (state.phase == "over") != (state.outcome is not None):
        raise ValueError(m("position.over"))
    return state


# ---- JSON ----------------------------------------------------------------------------------------


def to_dict(state: State) -> dict[str, Any]:
    return {
        "opts": state.opts.model_dump(mode="json"),
        "seed": state.seed,
        "dice_pos": state.dice_pos,
        "phase": state.phase,
        "round": state.round,
        "first": state.first,
        "step": state.step,
        "players": [[p.seat, p.faction, p.coins, p.prestige, list(p.hand), p.edict, p.location, p.horse, p.ship,
                     p.skill, p.side] for p in state.players],
        "tracks": list(state.tracks),
        "reserve": list(state.reserve),
        "provisions": list(state.provisions),
        "crusade": [list(x) for x in state.crusade],
        "event": state.event,
        "event_deck": list(state.event_deck),
        "discards": list(state.discards),
        "edict_decks": [list(d) for d in state.edict_decks],
        "merchant": state.merchant,
        "mercenary": state.mercenary,
        "pending": [[pd.kind, pd.player, list(pd.options)] for pd in state.pending],
        "revealed": list(state.revealed),
        "last": list(state.last),
        "traded": state.traded,
        "outcome": None if state.outcome is None else {
            "reason": state.outcome.reason, "winners": list(state.outcome.winners),
            "scores": list(state.outcome.scores), "faction": state.outcome.faction},
    }


def _strs(v: Any) -> tuple[str, ...]:
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise ValueError(m("position.texts"))
    return tuple(v)


def _int(v: Any) -> int:
    if type(v) is not int:
        raise ValueError(m("position.whole", value=repr(v)))
    return v


def from_dict(d: dict[str, Any]) -> State:
    try:
        opts = Options.model_validate(d["opts"])
        players = []
        for row in d["players"]:
            seat, faction, coins, prestige, hand, edict, loc, horse, ship, skill, side = row
            players.append(Player(str(seat), str(faction), _int(coins), _int(prestige), _strs(hand), str(edict),
                                  None if loc is None else str(loc), bool(horse), bool(ship), bool(skill), str(side)))
        o = d["outcome"]
        outcome = None if o is None else Outcome(str(o["reason"]), _strs(o["winners"]),
                                                 tuple(_int(x) for x in o["scores"]), str(o.get("faction", "")))
        seed = d["seed"]
        state = State(
            opts=opts, seed=None if seed is None else _int(seed), dice_pos=_int(d["dice_pos"]), phase=d["phase"],
            round=_int(d["round"]), first=_int(d["first"]), step=_int(d["step"]), players=tuple(players),
            tracks=tuple(_int(x) for x in d["tracks"]), reserve=tuple(_int(x) for x in d["reserve"]),
            provisions=_strs(d["provisions"]), crusade=tuple((str(c), str(o)) for c, o in d["crusade"]),
            event=d["event"], event_deck=_strs(d["event_deck"]), discards=_strs(d["discards"]),
            edict_decks=tuple(_strs(x) for x in d["edict_decks"]), merchant=d["merchant"], mercenary=d["mercenary"],
            pending=tuple(Pending(k, str(p), _strs(opt)) for k, p, opt in d["pending"]),
            revealed=_strs(d["revealed"]), last=tuple(_int(x) for x in d["last"]), traded=bool(d["traded"]),
            outcome=outcome)
        return validate(state)
    except (KeyError, TypeError, ValueError, ValidationError) as exc:
        raise LoadError(m("position.not_state", why=_why(exc))) from None


# ---- text ----------------------------------------------------------------------------------------


def _letters(cards) -> str:
    return "".join(LETTER[c] for c in cards) or "-"


def _cards(text: str) -> tuple[str, ...]:
    if text == "-":
        return ()
    try:
        return tuple(CARD_OF[ch] for ch in text)
    except KeyError as exc:
        raise ValueError(m("position.letter", letter=repr(exc.args[0]))) from None


def _list(items, sep: str = ",") -> str:
    return sep.join(items) or "-"


def _unlist(text: str, sep: str = ",") -> tuple[str, ...]:
    return () if text == "-" else tuple(text.split(sep))


def to_text(state: State) -> str:
    o = state.opts
    f = ["crusade", f"players={o.players}", f"chars={_list(o.characters)}",
         f"abilities={'yes' if o.abilities else 'no'}", f"round={state.round}", f"phase={state.phase}",
         f"first={state.first}", f"step={state.step}", f"tracks={','.join(map(str, state.tracks))}",
         f"reserve={','.join(map(str, state.reserve))}", f"prov={_letters(state.provisions)}",
         "crusade=" + _list(f"{LETTER[c]}:{owner or '-'}" for c, owner in state.crusade),
         f"event={state.event or '-'}", f"events={_list(state.event_deck)}", f"discards={_list(state.discards)}",
         "edicts=" + "/".join(_list(d) for d in state.edict_decks),
         f"merchant={state.merchant or '-'}", f"mercenary={state.mercenary or '-'}",
         "pending=" + _list((f"{pd.kind}:{pd.player}" + (f":{'+'.join(pd.options)}" if pd.options else ""))
                            for pd in state.pending),
         f"revealed={_letters(state.revealed)}", f"last={','.join(map(str, state.last))}",
         f"traded={'yes' if state.traded else 'no'}"]
    for p in state.players:
        up = ("h" if p.horse else "") + ("s" if p.ship else "") + ("k" if p.skill else "")
        f.append(f"p.{p.seat}={p.coins},{p.prestige},{_letters(p.hand)},{p.edict},{p.location or '-'},"
                 f"{up or '-'},{p.side or '-'}")
    if state.outcome is not None:
        oc = state.outcome
        f.append(f"outcome={oc.reason}:{_list(oc.winners, '+')}:{','.join(map(str, oc.scores))}:{oc.faction or '-'}")
    f.append(f"dice={'?' if state.seed is None else state.seed}/{state.dice_pos}")
    return " ".join(f)


def from_text(text: str) -> State:
    def fail(why: Any) -> LoadError:
        return LoadError(m("position.not", why=why))

    if not isinstance(text, str):
        raise fail(m("position.not_text"))
    words = text.split()
    if not words or words[0] != "crusade":
        raise fail(m("position.start"))
    fields: dict[str, str] = {}
    for w in words[1:]:
        key, eq, value = w.partition("=")
        if not eq or key in fields:
            raise fail(m("position.word", word=repr(w)))
        fields[key] = value
    try:
        opts = Options(players=int(fields.pop("players")), characters=_unlist(fields.pop("chars")),
                       abilities=fields.pop("abilities") == "yes")
        players = []
        for seat in cast(opts):
            coins, prestige, hand, edict, loc, up, side = fields.pop(f"p.{seat}").split(",")
            players.append(Player(seat, game_data().characters[seat].faction, int(coins), int(prestige),
                                  sort_cards(_cards(hand)), edict, None if loc == "-" else loc, "h" in up, "s" in up,
                                  "k" in up, "" if side == "-" else side))
        crusade = []
        for item in _unlist(fields.pop("crusade")):
            letter, _, owner = item.partition(":")
            crusade.append((CARD_OF[letter], "" if owner == "-" else owner))
        pending = []
        for item in _unlist(fields.pop("pending")):
            kind, _, rest = item.partition(":")
            seat, _, opts_text = rest.partition(":")
            pending.append(Pending(kind, seat, tuple(opts_text.split("+")) if opts_text else ()))
        piles = fields.pop("edicts").split("/")
        if len(piles) != 3:
            raise ValueError(m("position.piles_form"))
        outcome = None
        if "outcome" in fields:
            reason, winners, scores, faction = fields.pop("outcome").split(":")
            outcome = Outcome(reason, _unlist(winners, "+"), tuple(int(x) for x in scores.split(",")),
                              "" if faction == "-" else faction)
        dice = fields.pop("dice")
        a, _, b = dice.partition("/")
        seed, pos = (None if a == "?" else int(a)), int(b or 0)
        event = fields.pop("event")
        merchant, mercenary = fields.pop("merchant"), fields.pop("mercenary")
        state = State(
            opts=opts, seed=seed, dice_pos=pos, phase=fields.pop("phase"), round=int(fields.pop("round")),
            first=int(fields.pop("first")), step=int(fields.pop("step")), players=tuple(players),
            tracks=tuple(int(x) for x in fields.pop("tracks").split(",")),
            reserve=tuple(int(x) for x in fields.pop("reserve").split(",")),
            provisions=_cards(fields.pop("prov")), crusade=tuple(crusade),
            event=None if event == "-" else event, event_deck=_unlist(fields.pop("events")),
            discards=_unlist(fields.pop("discards")), edict_decks=tuple(_unlist(x) for x in piles),
            merchant=None if merchant == "-" else merchant, mercenary=None if mercenary == "-" else mercenary,
            pending=tuple(pending), revealed=sort_cards(_cards(fields.pop("revealed"))),
            last=tuple(int(x) for x in fields.pop("last").split(",")), traded=fields.pop("traded") == "yes",
            outcome=outcome)
        if fields:
            raise ValueError(m("position.fields", fields=', '.join(sorted(fields))))
        return validate(state)
    except KeyError as exc:
        raise fail(m("position.field", field=repr(exc.args[0]))) from None
    except (ValueError, TypeError, ValidationError) as exc:
        raise fail(_why(exc)) from None


def _why(exc: BaseException) -> Any:
    """Why a position cannot be read: our message, else "not valid" (pydantic's and Python's
    own words would be English)."""
    first = exc.args[0] if exc.args else None
    return first if isinstance(first, Msg) else m("position.invalid")
