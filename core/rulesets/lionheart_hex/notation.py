"""The hex variant's position as one line of text, and the state as JSON data.

One line, eight fields separated by spaces::

    gold:K1hsp2L2@0811.0,H2hsp2@0711.0,...;silver:... play 3 ggsg - 100 ready=gold+silver,roll=4/1 7/12

1. the units of each side, ``gold:...;silver:...``, each a token
   ``<class><figures><armour><weapon>[s][d]<morale>[L<leadership>][$<promise>]<where>[!][~][#uid][^buyer]``:
   class ``F`` infantry, ``H`` cavalry, ``f`` light infantry, ``h`` light cavalry, ``P`` peasants,
   ``K`` mounted King, ``k`` King on foot; armour ``n l m h``; weapon ``sp ha hw sa bo cb ar lb``;
   ``s`` shields, ``d`` dedicated; ``$n`` a mercenary promised n points (``$?`` hidden);
   where: ``@<hex>.<facing 0-5>`` on the field, ``r`` in the reserve, ``x`` eliminated;
   ``!`` panicked, ``~`` unloaded; ``#uid`` where the numbering is not the usual one; ``^g``/``^s``
   the side that paid for a unit now fighting for the other;
2. the phase (``build``, ``choose``, ``play``, ``over``); 3. the turn;
4. the sides still to act this turn, ``g``/``s`` letters (``-``: none);
5. the acting unit ``uid/mp/flags`` (flags ``f`` shot or reloaded, ``m`` moved, ``t`` free turn
   used) or ``-``;
6. the options: the budget, then ``+standard``, ``+both`` (horse archer arcs), ``+steady`` (the
   King never panics), ``+dedarm``, ``+limit=N``;
7. extras (``ready=``, ``hidden=``, ``roll=g/s``, ``chooser=``, ``over=``, ``settle=``; ``-``: none);
8. the dice ``seed/position`` (``?`` in an observation).
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import ValidationError

from ...engine import LoadError, Result
from ...grids.hex import Hex
from ...i18n import Msg
from .data import field, game_data
from .messages import m, side_msg
from .model import GOLD, SIDES, SILVER, Options, Spec, State, Unit, other

CLASS_LETTER = {"foot": "F", "horse": "H", "light_foot": "f", "light_horse": "h", "peasants": "P",
                "king_horse": "K", "king_foot": "k"}
LETTER_CLASS = {v: k for k, v in CLASS_LETTER.items()}
ARMOUR_LETTER = {"none": "n", "light": "l", "medium": "m", "heavy": "h"}
LETTER_ARMOUR = {v: k for k, v in ARMOUR_LETTER.items()}
WEAPON_CODE = {"spears": "sp", "halberds": "ha", "heavy": "hw", "sidearms": "sa", "bows": "bo",
               "crossbows": "cb", "arbalests": "ar", "longbows": "lb"}
CODE_WEAPON = {v: k for k, v in WEAPON_CODE.items()}
SIDE_LETTER = {GOLD: "g", SILVER: "s"}
LETTER_SIDE = {v: k for k, v in SIDE_LETTER.items()}
UID_BASE = {GOLD: 0, SILVER: 1000}

_UNIT_RE = re.compile(
    r"(?P<cls>[FHfhPKk])(?P<figs>\d+)(?P<arm>[nlmh])(?P<wpn>sp|ha|hw|sa|bo|cb|ar|lb)(?P<sh>s?)(?P<ded>d?)"
    r"(?P<mor>[123])(?:L(?P<lead>[123]))?(?:\$(?P<promise>\d+|\?))?"
    r"(?:@(?P<hex>\d{4})\.(?P<face>[0-5])|(?P<off>[xr]))(?P<pan>!?)(?P<unl>~?)"
    r"(?:#(?P<uid>\d+))?(?:\^(?P<buyer>[gs]))?$")


def unit_token(u: Unit) -> str:
    s = u.spec
    out = [CLASS_LETTER[s.cls], str(u.figures), ARMOUR_LETTER[s.armour], WEAPON_CODE[s.weapon],
           "s" if s.shields else "", "d" if s.dedicated else "", str(s.morale)]
    if s.leadership:
        out.append(f"L{s.leadership}")
    if s.mercenary:
        out.append("$" + ("?" if u.promise is None else str(u.promise)))
    if u.hex is not None and u.figures > 0:
        out.append(f"@{field().label(u.hex)}.{u.facing}")
    else:
        out.append("x" if u.figures == 0 else "r")
    out.append("!" if u.panicked else "")
    out.append("~" if not u.loaded else "")
    return "".join(out)


def to_text(state: State) -> str:
    sides = []
    for side in SIDES:
        expected = UID_BASE[side]
        parts = []
        for u in state.units:
            if u.owner != side:
                continue
            token = unit_token(u)
            if u.uid != expected:
                token += f"#{u.uid}"
            if u.buyer != u.owner:
                token += "^" + SIDE_LETTER[u.buyer]
            parts.append(token)
            expected = u.uid + 1
        sides.append(f"{side}:{','.join(parts)}")
    order = "".join(SIDE_LETTER[s] for s in state.order) or "-"
    if state.active is None:
        active = "-"
    else:
        flags = ("f" if state.fired else "") + ("m" if state.moved else "") + ("" if state.free_turn else "t")
        active = f"{state.active}/{state.mp}/{flags}"
    o = state.opts
    opt = str(o.budget) + ("+standard" if o.army == "standard" else "") + (
        "+both" if o.horse_archer_arc == "both" else "") + ("" if o.king_panics else "+steady") + (
        "+dedarm" if o.dedicated_armour else "") + (f"+limit={o.turn_limit}" if o.turn_limit is not None else "")
    extras = []
    if state.ready:
        extras.append("ready=" + "+".join(state.ready))
    if state.hidden:
        extras.append("hidden=" + "+".join(state.hidden))
    if state.roll is not None:
        extras.append(f"roll={state.roll[0]}/{state.roll[1]}")
    if state.chooser is not None:
        extras.append(f"chooser={state.chooser}")
    if state.outcome is not None:
        extras.append("over=" + _outcome_code(state.outcome))
    if state.settlement:
        extras.append("settle=" + "+".join(f"{s}:{n}" for s, n in state.settlement))
    dice = "?" if state.seed is None else f"{state.seed}/{state.dice_pos}"
    return " ".join([";".join(sides), state.phase, str(state.turn), order, active, opt,
                     ",".join(extras) or "-", dice])


def _outcome_code(outcome: Result) -> str:
    message = outcome.message
    if isinstance(message, Msg):
        if message.name == "victory.turn_limit":
            return "limit"
        for word in ("fallen", "alone"):
            if message.name == f"victory.{word}":
                return f"{word}-{other(outcome.winners[0])}"
    return "draw" if not outcome.winners else "won-" + "+".join(outcome.winners)


def _outcome_from_code(code: str, opts: Options) -> Result:
    if code == "limit":
        return Result((), m("victory.turn_limit", limit=opts.turn_limit))
    if code == "draw":
        return Result((), m("over"))
    word, _, rest = code.partition("-")
    if word in ("fallen", "alone") and rest in SIDES:
        return Result((other(rest),), m(f"victory.{word}", side=side_msg(rest), winner=side_msg(other(rest))))
    if word == "won" and all(s in SIDES for s in rest.split("+")):
        return Result(tuple(rest.split("+")), m("over"))
    raise ValueError(code)


def from_text(text: str) -> State:
    def fail(why: Any) -> LoadError:
        return LoadError(m("position.not", why=why))

    if not isinstance(text, str):
        raise fail(m("position.not_text"))
    fields = text.split()
    if len(fields) != 8:
        raise fail(m("position.fields", n=len(fields)))
    board, phase, turn, order_text, active_text, opt, extras, dice = fields
    if phase not in ("build", "choose", "play", "over"):
        raise fail(m("position.phase", phase=repr(phase)))
    if not turn.isdigit():
        raise fail(m("position.turn"))
    # options
    parts = opt.split("+")
    if not parts[0].isdigit():
        raise fail(m("position.budget_first"))
    values: dict[str, Any] = {"budget": int(parts[0])}
    for p in parts[1:]:
        if p == "standard":
            values["army"] = "standard"
        elif p == "both":
            values["horse_archer_arc"] = "both"
        elif p == "steady":
            values["king_panics"] = False
        elif p == "dedarm":
            values["dedicated_armour"] = True
        elif p.startswith("limit=") and p[6:].isdigit():
            values["turn_limit"] = int(p[6:])
        else:
            raise fail(m("position.option", option=repr(p)))
    try:
        opts = Options.model_validate(values)
    except ValidationError:
        raise fail(m("position.options")) from None
    g = field()
    units: list[Unit] = []
    seen: set[Hex] = set()
    side_parts = board.split(";")
    if len(side_parts) != 2:
        raise fail(m("position.both_sides"))
    classes = game_data().classes
    for chunk, want in zip(side_parts, SIDES, strict=True):
        side, _, listing = chunk.partition(":")
        if side != want:
            raise fail(m("position.side_prefix", side=want))
        uid = UID_BASE[side]
        for token in filter(None, listing.split(",")):
            mt = _UNIT_RE.match(token)
            if not mt:
                raise fail(m("position.unit", token=repr(token)))
            d = mt.groupdict()
            if d["uid"] is not None:
                uid = int(d["uid"])
            cls = LETTER_CLASS[d["cls"]]
            figures = int(d["figs"])
            lead = int(d["lead"]) if d["lead"] else 0
            spec = Spec(cls, LETTER_ARMOUR[d["arm"]], CODE_WEAPON[d["wpn"]], bool(d["sh"]), int(d["mor"]),
                        bool(d["ded"]), d["promise"] is not None, lead)
            if bool(classes[cls].king) != bool(lead) or not 0 <= figures <= classes[cls].figures:
                raise fail(m("position.impossible_unit", token=repr(token)))
            promise = None if d["promise"] in (None, "?") else int(d["promise"])
            h = None
            facing = 0 if side == GOLD else 3  # off the field: facing the enemy's edge
            if d["hex"] is not None:
                try:
                    h = g.parse(d["hex"])
                except ValueError:
                    raise fail(m("position.no_hex", token=repr(token))) from None
                if not g.contains(h) or h in seen or figures == 0:
                    raise fail(m("position.hex", token=repr(token)))
                seen.add(h)
                facing = int(d["face"])
            elif (d["off"] == "x") != (figures == 0):
                raise fail(m("position.figures", token=repr(token)))
            buyer = LETTER_SIDE[d["buyer"]] if d["buyer"] else side
            units.append(Unit(uid, side, spec, figures, h, facing, bool(d["pan"]), not d["unl"], promise, buyer))
            uid += 1
    units.sort(key=lambda u: u.uid)
    if len({u.uid for u in units}) != len(units):
        raise fail(m("position.same_number"))
    order = () if order_text == "-" else tuple(LETTER_SIDE.get(c, "") for c in order_text)
    if "" in order:
        raise fail(m("position.order", order=repr(order_text)))
    active, mp, fired, moved, free = None, 0, False, False, True
    if active_text != "-":
        a, _, rest = active_text.partition("/")
        b, _, flags = rest.partition("/")
        if not (a.isdigit() and b.isdigit()) or set(flags) - set("fmt"):
            raise fail(m("position.active", unit=repr(active_text)))
        active, mp = int(a), int(b)
        fired, moved, free = "f" in flags, "m" in flags, "t" not in flags
        if not any(u.uid == active and u.alive for u in units):
            raise fail(m("position.active_off"))
    ready: tuple[str, ...] = ()
    hidden: tuple[str, ...] = ()
    roll = None
    chooser = None
    outcome = None
    settlement: tuple = ()
    if extras != "-":
        for item in extras.split(","):
            key, _, value = item.partition("=")
            try:
                if key == "ready":
                    ready = tuple(value.split("+"))
                elif key == "hidden":
                    hidden = tuple(value.split("+"))
                elif key == "roll":
                    x, y = value.split("/")
                    roll = (int(x), int(y))
                elif key == "chooser":
                    if value not in SIDES:
                        raise ValueError
                    chooser = value
                elif key == "over":
                    outcome = _outcome_from_code(value, opts)
                elif key == "settle":
                    settlement = tuple((s, int(n)) for s, n in (p.split(":") for p in value.split("+")))
                else:
                    raise ValueError
            except ValueError:
                raise fail(m("position.extra", item=repr(item))) from None
    if any(s not in SIDES for s in ready + hidden + tuple(s for s, _ in settlement)):
        raise fail(m("position.extra_side"))
    if phase == "choose" and chooser is None:
        raise fail(m("position.chooser"))
    if phase == "over" and outcome is None:
        raise fail(m("position.result"))
    if dice == "?":
        seed, pos = None, 0
    else:
        a, _, b = dice.partition("/")
        if not (a.isdigit() and b.isdigit()):
            raise fail(m("position.dice"))
        seed, pos = int(a), int(b)
    return State(opts=opts, seed=seed, dice_pos=pos, phase=phase, units=tuple(units), ready=ready, hidden=hidden,
                 turn=int(turn), order=order, roll=roll, chooser=chooser, active=active, mp=mp, fired=fired,
                 moved=moved, free_turn=free, outcome=outcome, settlement=settlement)


def state_to_dict(state: State) -> dict[str, Any]:
    """The state as JSON data: its position text, which holds all of it."""
    return {"position": to_text(state)}


def state_from_dict(data: dict[str, Any]) -> State:
    if not isinstance(data, dict) or set(data) != {"position"} or not isinstance(data["position"], str):
        raise LoadError("a hex variant state is {\"position\": \"...\"}")
    return from_text(data["position"])
