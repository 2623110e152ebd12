"""Players that make a four-player crusade draw again, at Nottingham, the position a mixed keep put
under its pile (docs/remote-play.md, "The keep's two options mixed"; item 8 of "What is built,
what is left"), for the game by file of ``test_remote_crusade_files_again.py``.

Why it takes a plan. With four players each edict pile keeps 3 positions, drawn from the top and
put back under, so the position put under at a pile's swap ``n`` is drawn at its swap ``n + 3``.
A keep's two options are mixed when another party can read one of them: at swap ``n`` that is so
when the seat that put the drawn position under (swap ``n - 3``) is of another party. Its new
position put under comes up at swap ``n + 3``, read by its drawer alone when that seat is not the
keeper's. So one pile needs 7 swaps whose seats ``s`` have ``s[n-3] != s[n] != s[n+3]``: only
Richard's two seats (or John's) draw from a pile, at most one figure stands at Nottingham, a
figure never stays where it stood, and the seat leaving Nottingham must move before the one
coming in (the first player turns each round). Of the ten rounds' occupants of Nottingham
(``sequences``) exactly three plans per first player give such a chain, each with 7 swaps, from
round one to round ten: the game must last its ten rounds.

So the players: Richard's seats (Robin Hood and Marian) follow one such plan, read by every seat
from what the table shows (the first player of round one and the round), to Nottingham when the
plan says and next to it otherwise (one move from it); John's seats keep away from it. Every seat
keeps the tracks from their end where the rules let it: it contributes only hourglasses full
(green) and chests full (red), which stop the King's Return and the King's Treasure, buys those
from the Reserve, and at a location takes one of them or moves a track away from its end; it
never robs. Every choice is a legal action of the rules (``CR.legal_actions``)."""

from __future__ import annotations

import itertools
from collections import deque
from functools import lru_cache

from lionheart_core import rulesets
from lionheart_core.bots import make_bot
from lionheart_core.rulesets.crusade.data import grid
from lionheart_core.rulesets.crusade.model import (
    Act,
    Buy,
    Contribute,
    KeepEdict,
    Move,
    Pass,
    Place,
    TakeCard,
)
from lionheart_core.rulesets.crusade.play import alternatives

CR = rulesets.get("crusade")
NOTTINGHAM = "Nottingham"
ROUNDS = 10
KEEP = ("GH", "RC")  # the cards that stop the King's Return and the King's Treasure


def _after(first: int, seats: int, a: int, b: int) -> bool:
    """Seat ``b`` moves after seat ``a`` in a round whose first player is ``first``."""
    order = [(first + i) % seats for i in range(seats)]
    return order.index(b) > order.index(a)


def chain(swappers: list[int]) -> int | None:
    """The first swap ``n`` (0-based) whose keep is mixed and whose new position put under is
    drawn by another seat: ``s[n-3] != s[n] != s[n+3]``; None if there is none."""
    return next((n for n in range(3, len(swappers) - 3)
                 if swappers[n - 3] != swappers[n] != swappers[n + 3]), None)


@lru_cache(maxsize=16)
def sequences(first: int, pair: tuple[int, int], seats: int = 4) -> tuple[tuple[int | None, ...], ...]:
    """Every plan of Nottingham's occupant (a seat index of ``pair`` or None) in each of the ten
    rounds that the rules allow and that makes the chain, round one's first player ``first``."""
    out = []
    for occ in itertools.product((None, *pair), repeat=ROUNDS):
        allowed = all(p is None or c is None or (c != p and _after((first + k) % seats, seats, p, c))
                      for k, (p, c) in enumerate(zip(occ, occ[1:], strict=False), start=1))
        if allowed and chain([x for x in occ if x is not None]) is not None:
            out.append(occ)
    return tuple(out)


@lru_cache(maxsize=1)
def distance() -> dict[str, int]:
    """Road segments from Nottingham (the seats here buy no Ship)."""
    g = grid()
    dist = {NOTTINGHAM: 0}
    todo = deque([NOTTINGHAM])
    while todo:
        at = todo.popleft()
        for nxt in g.neighbours(at, ("road",)):
            if nxt not in dist:
                dist[nxt] = dist[at] + 1
                todo.append(nxt)
    return dist


class Again:
    """One seat's player (see the module's docstring); ``pair`` the seat indices of the faction
    whose pile is drawn again (Richard's: 0 and 2)."""

    def __init__(self, seed: int, pair: tuple[int, int] = (0, 2), choice: int = 0) -> None:
        self.inner = make_bot("random", CR, seed)
        self.pair = pair
        self.choice = choice

    def plan(self, obs) -> tuple[int | None, ...]:
        n = len(obs.players)
        first = (obs.first - (obs.round - 1)) % n
        plans = sequences(first, self.pair, n)
        return plans[self.choice % len(plans)]

    def choose(self, obs, seat):
        legal = CR.legal_actions(obs, seat)
        me = obs.index(seat)
        p = obs.player(seat)
        here = self.plan(obs)[obs.round - 1] == me
        kinds = {type(a) for a in legal}
        if Place in kinds or Move in kinds:
            return self._travel(obs, legal, me, here)
        if any(isinstance(a, Act) for a in legal):
            for a in legal:
                if isinstance(a, Act) and alternatives(obs, p.location)[a.alt].edict_swap:
                    return a  # only a planned seat stands at Nottingham
            return self._act(obs, legal)
        if KeepEdict in kinds:
            return legal[0]  # the edict held: either keep makes the chain
        if TakeCard in kinds:
            return next((a for a in legal if isinstance(a, TakeCard) and a.card in KEEP), legal[-1])
        if Buy in kinds:
            for card in self._wanted(obs):
                for a in legal:
                    if isinstance(a, Buy) and a.item == "reserve" and a.card == card:
                        return a
            return next(a for a in legal if isinstance(a, Pass))
        if Contribute in kinds:
            return max((a for a in legal if isinstance(a, Contribute) and all(c in KEEP for c in a.cards)),
                       key=lambda a: (len(a.cards) if len(a.cards) <= 2 else 0, a.cards))
        return self.inner.choose(obs, seat)

    @staticmethod
    def _wanted(obs) -> list[str]:
        """The card that helps most first: the track nearer its end."""
        return ["GH", "RC"] if obs.tracks[2] <= obs.tracks[3] else ["RC", "GH"]

    def _travel(self, obs, legal, me, here):
        dist = distance()
        ends = [a for a in legal if isinstance(a, Place) or (isinstance(a, Move) and not a.rob)]

        def end(a):
            return a.to if isinstance(a, Place) else a.path[-1]

        if here:
            to = next((a for a in ends if end(a) == NOTTINGHAM), None)
            assert to is not None, f"the plan sends seat {me} to Nottingham in round {obs.round}; it cannot go"
            return to
        if me in self.pair:  # one move from Nottingham, so it can come in next round
            near = [a for a in ends if dist.get(end(a)) == 1]
        else:  # the other faction keeps away from it and from where Richard's seats wait
            near = [a for a in ends if dist.get(end(a), 9) >= 2] or [a for a in ends if end(a) != NOTTINGHAM]
        return min(near, key=lambda a: (len(a.path) if isinstance(a, Move) else 0, end(a)))

    def _act(self, obs, legal):
        wanted = self._wanted(obs)
        low = "kings_return" if obs.tracks[2] <= obs.tracks[3] else "kings_treasure"
        acts = [a for a in legal if isinstance(a, Act)]
        for a in acts:
            if a.track == low:
                return a
        for card in wanted:
            for a in acts:
                if a.card == card and not a.track and not a.give:
                    return a
        return next(a for a in legal if isinstance(a, Pass))


class AgainWatch:
    """Beside a game by file of :class:`Again` players: every keep whose options were mixed and
    whose new position put under its pile was drawn again. After every file (:meth:`after`) no
    copy reads that position but the keeper's and, once it is drawn, its drawer's; the drawer's
    reading is recorded. Before the file after which the drawer reads it comes in
    (:meth:`before`), the same file with a false key for it is refused by the drawer's copy
    (one line, the copy unchanged)."""

    def __init__(self) -> None:
        self.games: list = []
        self.drawn: dict[str, dict] = {}  # mix deck -> keeper, pile, position put under, drawer, file of the draw
        self.reads: dict[str, tuple[int, str]] = {}  # mix deck -> (file, the edict its drawer read)
        self.refused: list[tuple[str, int, str]] = []  # (mix deck, file, the refusal) of a false key
        self.checked = 0  # (copy, file) checked blind to a position put under it may not read

    def _under(self, cards, name):
        s = cards.piles.swap(cards.mixes[name])
        if s["kept"] is None:
            return None
        return s, ("mix", name, 1 - s["place"])

    def before(self, games, doc, refused, tampered):
        import copy

        self.games = games
        g0 = games[0].line.cards
        done = {name for name, _, _ in self.refused}
        for name, seal in g0.mixes.items():
            keeper = g0._party(g0.piles.swap(seal)["seat"])
            for i, step in enumerate(doc["steps"]):
                # keys of a new position to another party than the keeper: to its drawer, alone
                if name in done or step.get("deck") != name or "alone" not in step or step.get("to") == keeper:
                    continue
                drawer = games[step["to"]]
                probe = copy.deepcopy(drawer)
                probe.accept(doc)
                if not any(j in probe.line.cards.deals[name].cards for j in step["positions"]):
                    continue  # not the file after which the drawer reads it

                def change(d, i=i):
                    x = d["steps"][i]["alone"][0]
                    x[2] = format(int(x[2], 16) ^ 1, "x")

                refused(drawer, tampered(doc, change), "do not check|open no card")
                self.refused.append((name, doc["seq"], step["to"]))
                done.add(name)

    def after(self, games, doc):
        self.games = games
        g0 = games[0].line.cards
        for name in g0.mixes:
            got = self._under(g0, name)
            if got is None:
                continue
            s, under = got
            d = self.drawn.setdefault(name, {"keeper": g0._party(s["seat"]), "pile": s["pile"], "under": under,
                                             "drawer": None, "seat": None, "seq": None})
            if d["drawer"] is None:
                seat = next((st for st, (_, j) in g0.piles.drawing.items() if j == under), None)
                seat = seat or next((o["seat"] for o in g0.piles.swaps if under in o.get("before", o["options"])
                                     and o["seal"] != s["seal"]), None)
                if seat is not None:
                    d.update(drawer=g0._party(seat), seat=seat, seq=doc["seq"])
        for name, d in self.drawn.items():
            pos = d["under"][2]
            for i, g in enumerate(games):
                cards = g.line.cards
                if cards.full is not None:
                    continue
                reads = pos in cards.deals[name].cards
                if i == d["keeper"]:
                    assert reads, "the keeper no longer reads the position it put under"
                    continue
                assert not reads or i == d["drawer"], f"party {i} reads the position put under by a mixed keep"
                if reads and name not in self.reads:
                    self.reads[name] = (doc["seq"], cards.code(d["pile"], d["under"]))
                if not reads:
                    self.checked += 1
