"""Lancaster states as plain data (saves) and as one line of text (positions).

The text is a list of ``key=value`` fields separated by spaces, for example the opening of a
four-player game::

    p=4 ext=choose screens=1 r=1 st=setup start=red placer=red cur=0
    blue=g2/s2/v1/pp0/k:h.R.R.h.R.R.R/n:/x: ... A=-+0:3 ... B=-+0:3
    c=5t:,9t: fav=111111 laws=0b.0a.0c prop=1c.1a.1d lp=1b.2a... cp=1.2.3...
    todo= votes= done= pend=ext:red:red:start,... final= dice=7/5

Fields: players and options; round, stage, start player, the player placing, the cursor; each
colour (gold, squires, voting markers, power points, where each of its seven knights is:
R reserve, h court, A-I county, K1-K6 castle space, C<card> conflict, P captured; nobles, extensions,
``of:<seat>`` for an ally); each county (occupant + squires : nobles left); conflicts
(card, t/b row, occupants in order); favour tiles face up (1) or down (0); laws in force,
proposals, law and conflict cards not drawn yet; conflicts still to evaluate; votes cast
(seat:yes:markers, ``-1`` hidden); castle items done; the steps waiting
(kind:chooser:owner:arg); the final scores; the dice as seed/position (``?`` hidden).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ...engine import LoadError, Result
from .data import LETTERS, game_data
from .messages import m, seat_name
from .model import Conflict, CountyState, Lord, Options, Pending, State

STAGES = ("setup", "place", "vote", "laws", "counties", "castles", "conflicts", "over")
PENDING_KINDS = ("ext", "favour", "upgrade", "noble", "county", "surrey", "castle", "table", "home",
                 "pay", "ransom", "france")


def outcome_of(final: tuple[tuple[str, int], ...]) -> Result | None:
    if not final:
        return None
    scores = dict(final)
    best = max(scores.values())
    order = game_data().seats.ids
    winners = tuple(p for p in order if scores.get(p) == best)
    msg = m("result.win" if len(winners) == 1 else "result.shared",
            lords=tuple(seat_name(p) for p in winners), n=best)
    return Result(winners, msg, {p: float(v) for p, v in scores.items()})


def state_to_dict(s: State) -> dict[str, Any]:
    return {
        "opts": s.opts.model_dump(), "seed": s.seed, "dice_pos": s.dice_pos, "round": s.round,
        "stage": s.stage, "start": s.start, "placer": s.placer, "cursor": s.cursor,
        "lords": [{"id": x.id, "knights": list(x.knights), "gold": x.gold, "squires": x.squires,
                   "votes": x.votes, "pp": x.pp, "nobles": "".join(x.nobles),
                   "extensions": list(x.extensions), "ally_of": x.ally_of} for x in s.lords],
        "counties": [[c.letter, c.owner, c.squires, c.nobles] for c in s.counties],
        "conflicts": [[c.card, c.row, list(c.spaces)] for c in s.conflicts],
        "favours": [int(f) for f in s.favours],
        "laws": list(s.laws), "proposals": list(s.proposals), "law_pool": list(s.law_pool),
        "card_pool": list(s.card_pool), "todo": list(s.todo),
        "votes": [list(v) for v in s.votes], "done": list(s.done),
        "pending": [[p.kind, p.chooser, p.owner, p.arg] for p in s.pending],
        "final": [list(f) for f in s.final],
    }


class _Lord(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    knights: list[str]
    gold: int | None = Field(ge=0)
    squires: int | None = Field(ge=0)
    votes: int = Field(ge=0)
    pp: int = Field(ge=-1000, le=10000)
    nobles: str
    extensions: list[int]
    ally_of: str | None


class _Doc(BaseModel):
    model_config = ConfigDict(extra="forbid")
    opts: Options
    seed: int | None
    dice_pos: int = Field(ge=0)
    round: int = Field(ge=1, le=5)
    stage: Literal["setup", "place", "vote", "laws", "counties", "castles", "conflicts", "over"]
    start: str
    placer: str
    cursor: int = Field(ge=0, le=9)
    lords: list[_Lord]
    counties: list[tuple[str, str | None, int, int]]
    conflicts: list[tuple[int, Literal["top", "bottom"], list[str]]]
    favours: list[int]
    laws: list[str]
    proposals: list[str]
    law_pool: list[str]
    card_pool: list[int]
    todo: list[int]
    votes: list[tuple[str, int, int]]
    done: list[str]
    pending: list[tuple[str, str, str, str]]
    final: list[tuple[str, int]]


def _valid_loc(loc: str, cards: set[int]) -> bool:
    if loc in ("R", "h", "P") or loc in LETTERS:
        return True
    if loc[:1] == "K" and loc[1:] in ("1", "2", "3", "4", "5", "6"):
        return True
    return loc[:1] == "C" and loc[1:].isdigit() and int(loc[1:]) in cards


def state_from_dict(data: dict[str, Any]) -> State:
    try:
        doc = _Doc.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise LoadError(m("position.invalid", where='.'.join(str(p) for p in err['loc']))) from exc
    gd = game_data()
    seats = gd.seats.ids[: doc.opts.players]
    n_knights = len(gd.knights.strengths)
    card_ids = {c.id for c in gd.conflicts.cards}
    law_ids = {law.id for law in gd.laws}
    on_board = {c[0] for c in doc.conflicts}
    lords = []
    allies = doc.opts.allies()
    expected = list(seats) + list(allies.values())
    if [x.id for x in doc.lords] != expected:
        raise LoadError(m("position.colours", colours=', '.join(expected)))
    for x in doc.lords:
        if len(x.knights) != n_knights or not all(_valid_loc(k, on_board) for k in x.knights):
            raise LoadError(m("position.knights", seat=x.id))
        if any(ch not in LETTERS for ch in x.nobles) or len(set(x.nobles)) != len(x.nobles):
            raise LoadError(m("position.nobles", seat=x.id))
        if any(not 1 <= e <= 6 for e in x.extensions) or len(set(x.extensions)) != len(x.extensions):
            raise LoadError(m("position.extensions", seat=x.id))
        ally_ok = (x.ally_of is None) if x.id in seats else (allies.get(x.ally_of or "") == x.id)
        if not ally_ok:
            raise LoadError(m("position.ally", seat=x.id))
        lords.append(Lord(x.id, tuple(x.knights), x.gold, x.squires, x.votes, x.pp, tuple(x.nobles),
                          tuple(sorted(x.extensions)), x.ally_of))
    owners = set(expected)
    if [c[0] for c in doc.counties] != list(LETTERS):
        raise LoadError(m("position.counties"))
    for letter, owner, squires, nobles in doc.counties:
        if owner is not None and owner not in owners or squires < 0 or nobles < 0:
            raise LoadError(m("position.county", county=letter))
    for card, _, spaces in doc.conflicts:
        if card not in card_ids or len(spaces) > 3 or any(o not in owners for o in spaces) \
                or len(set(spaces)) != len(spaces):
            raise LoadError(m("position.conflict", card=card))
    if len(on_board) != len(doc.conflicts):
        raise LoadError(m("position.conflict_twice"))
    if any(x not in law_ids for x in doc.laws + doc.proposals + doc.law_pool) or \
            any(c not in card_ids for c in doc.card_pool + doc.todo):
        raise LoadError(m("position.unknown_card"))
    if doc.start not in seats or doc.placer not in seats:
        raise LoadError(m("position.start_seat"))
    if len(doc.favours) != len(gd.favours.tiles):
        raise LoadError(m("position.favours", n=len(gd.favours.tiles)))
    for seat, v, k in doc.votes:
        if seat not in seats or v not in (-1, 0, 1) or k < -1:
            raise LoadError(m("position.vote"))
    for kind, chooser, owner, _ in doc.pending:
        if kind not in PENDING_KINDS or chooser not in seats or owner not in owners:
            raise LoadError(m("position.waiting", kind=kind))
    if any(p not in seats for p, _ in doc.final):
        raise LoadError(m("position.scores"))
    final = tuple((p, v) for p, v in doc.final)
    return State(
        opts=doc.opts, seed=doc.seed, dice_pos=doc.dice_pos, round=doc.round, stage=doc.stage,
        start=doc.start, lords=tuple(lords),
        counties=tuple(CountyState(a, b, c, d) for a, b, c, d in doc.counties),
        conflicts=tuple(Conflict(a, b, tuple(c)) for a, b, c in doc.conflicts),
        favours=tuple(bool(f) for f in doc.favours), laws=tuple(doc.laws), proposals=tuple(doc.proposals),
        law_pool=tuple(doc.law_pool), card_pool=tuple(doc.card_pool), placer=doc.placer, cursor=doc.cursor,
        todo=tuple(doc.todo), votes=tuple(tuple(v) for v in doc.votes), done=tuple(doc.done),
        pending=tuple(Pending(*p) for p in doc.pending), outcome=outcome_of(final), final=final)


# ---- one line of text ------------------------------------------------------------------------

def _num(v: int | None) -> str:
    return "?" if v is None else str(v)


def to_text(s: State) -> str:
    o = s.opts
    out = [f"p={o.players}", f"ext={o.extension_choice}", f"screens={int(o.screens)}"]
    if o.players == 2 or (o.blue_ally, o.yellow_ally) != ("red", "green"):
        out.append(f"allies={o.blue_ally},{o.yellow_ally}")
    out += [f"r={s.round}", f"st={s.stage}", f"start={s.start}", f"placer={s.placer}", f"cur={s.cursor}"]
    for x in s.lords:
        parts = [f"g{_num(x.gold)}", f"s{_num(x.squires)}", f"v{x.votes}", f"pp{x.pp}", "k:" + ".".join(x.knights),
                 "n:" + "".join(x.nobles), "x:" + "".join(str(e) for e in x.extensions)]
        if x.ally_of:
            parts.append(f"of:{x.ally_of}")
        out.append(f"{x.id}=" + "/".join(parts))
    for c in s.counties:
        out.append(f"{c.letter}={c.owner or '-'}+{c.squires}:{c.nobles}")
    out.append("c=" + ",".join(f"{c.card}{c.row[0]}:{'.'.join(c.spaces)}" for c in s.conflicts))
    out.append("fav=" + "".join("1" if f else "0" for f in s.favours))
    out.append("laws=" + ".".join(s.laws))
    out.append("prop=" + ".".join(s.proposals))
    out.append("lp=" + ".".join(s.law_pool))
    out.append("cp=" + ".".join(str(c) for c in s.card_pool))
    out.append("todo=" + ".".join(str(c) for c in s.todo))
    out.append("votes=" + ".".join(f"{a}:{b}:{c}" for a, b, c in s.votes))
    out.append("done=" + ".".join(s.done))
    out.append("pend=" + ",".join(f"{p.kind}:{p.chooser}:{p.owner}:{p.arg}" for p in s.pending))
    out.append("final=" + ".".join(f"{a}:{b}" for a, b in s.final))
    out.append(f"dice={'?' if s.seed is None else s.seed}/{s.dice_pos}")
    return " ".join(out)


def _split(v: str, sep: str) -> list[str]:
    return [x for x in v.split(sep)] if v else []


def _int(v: str, what: str) -> int | None:
    if v == "?":
        return None
    try:
        return int(v)
    except ValueError:
        raise LoadError(m("position.number", what=what, value=repr(v))) from None


def from_text(text: str) -> State:
    fields: dict[str, str] = {}
    for tok in text.split():
        key, eq, value = tok.partition("=")
        if not eq:
            raise LoadError(m("position.key_value", token=repr(tok)))
        if key in fields:
            raise LoadError(m("position.twice", field=key))
        fields[key] = value

    def need(key: str) -> str:
        if key not in fields:
            raise LoadError(m("position.missing", field=key))
        return fields.pop(key)

    try:
        extra = {}
        if "allies" in fields:
            extra["blue_ally"], _, extra["yellow_ally"] = fields.pop("allies").partition(",")
        opts = Options(players=int(need("p")), extension_choice=need("ext"), screens=need("screens") == "1",
                       **extra)
    except (ValueError, ValidationError):
        raise LoadError(m("position.options")) from None
    gd = game_data()
    seats = list(gd.seats.ids[: opts.players])
    ids = seats + list(opts.allies().values())
    lords = []
    for ident in ids:
        parts = need(ident).split("/")
        if len(parts) < 7:
            raise LoadError(m("position.house", seat=ident))
        ally_of = None
        for extra in parts[7:]:
            if extra.startswith("of:"):
                ally_of = extra[3:]
        if not (parts[0][:1] == "g" and parts[1][:1] == "s" and parts[2][:1] == "v" and parts[3][:2] == "pp"
                and parts[4][:2] == "k:" and parts[5][:2] == "n:" and parts[6][:2] == "x:"):
            raise LoadError(m("position.house", seat=ident))
        lords.append({"id": ident, "gold": _int(parts[0][1:], ident), "squires": _int(parts[1][1:], ident),
                      "votes": _int(parts[2][1:], ident), "pp": _int(parts[3][2:], ident),
                      "knights": _split(parts[4][2:], "."), "nobles": parts[5][2:],
                      "extensions": [_int(ch, ident) for ch in parts[6][2:]], "ally_of": ally_of})
    counties = []
    for letter in LETTERS:
        v = need(letter)
        owner, plus, rest = v.partition("+")
        squires, colon, nobles = rest.partition(":")
        if not plus or not colon:
            raise LoadError(m("position.county_form", county=letter))
        counties.append([letter, None if owner == "-" else owner, _int(squires, letter), _int(nobles, letter)])
    conflicts = []
    for item in _split(need("c"), ","):
        head, colon, spaces = item.partition(":")
        if not colon or not head[:-1].isdigit() or head[-1] not in "tb":
            raise LoadError(m("position.conflict_form", item=repr(item)))
        conflicts.append([int(head[:-1]), "top" if head[-1] == "t" else "bottom", _split(spaces, ".")])
    votes = []
    for item in _split(need("votes"), "."):
        a, b, c = (item.split(":") + ["", ""])[:3]
        votes.append([a, _int(b, "votes"), _int(c, "votes")])
    pending = []
    for item in _split(need("pend"), ","):
        bits = item.split(":")
        if len(bits) != 4:
            raise LoadError(m("position.waiting_form", item=repr(item)))
        pending.append(bits)
    final = []
    for item in _split(need("final"), "."):
        a, _, b = item.partition(":")
        final.append([a, _int(b, "final")])
    seed_text, slash, pos = need("dice").partition("/")
    if not slash:
        raise LoadError(m("position.dice"))
    data = {
        "opts": opts.model_dump(), "seed": _int(seed_text, "dice"), "dice_pos": _int(pos, "dice"),
        "round": _int(need("r"), "r"), "stage": need("st"), "start": need("start"), "placer": need("placer"),
        "cursor": _int(need("cur"), "cur"), "lords": lords, "counties": counties, "conflicts": conflicts,
        "favours": [1 if ch == "1" else 0 for ch in need("fav")],
        "laws": _split(need("laws"), "."), "proposals": _split(need("prop"), "."),
        "law_pool": _split(need("lp"), "."), "card_pool": [_int(x, "cp") for x in _split(need("cp"), ".")],
        "todo": [_int(x, "todo") for x in _split(need("todo"), ".")], "votes": votes,
        "done": _split(need("done"), "."), "pending": pending, "final": final,
    }
    if fields:
        raise LoadError(m("position.unknown_fields", fields=', '.join(sorted(fields))))
    return state_from_dict(data)
