"""Whole crusade games played on views (docs/remote-play.md, "The crusade with face-down cards"),
the keys of mental poker stood in for by an oracle: what the protocol will do in the turn files,
without the files, to check that the rules run on each copy's view give that copy's view of the
game after every action (the rules read no card a copy cannot read).

``Views`` keeps the whole game (``truth``, which no copy holds), the public ledger (which slots
each hand holds, in the public order: a Provisions position, or a card taken from the Reserve),
and what each party reads. ``mask(party)`` is the view that party's copy holds. ``play(action)``
plays one action as the protocol would: the shows it needs first (face-up cards opened, the
contributions shown before the Crusade is counted, everything before the final scoring; an edict
kept is never shown before then: its place alone is named, "The edict kept"), then
the action on the whole game and on every view, each with the stand-in its copy would apply,
then the reads the keys give (a draw's drawer, a robbed card's robber).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

from lionheart_core.dice import Seeded
from lionheart_core.rulesets.crusade import RULESET as CR
from lionheart_core.rulesets.crusade.hidden import (
    Faces,
    Ledger,
    deal_positions,
    faceup,
    hidden_decks,
    new_view,
)
from lionheart_core.rulesets.crusade.model import HIDDEN, Contribute, KeepEdict, State
from lionheart_core.rulesets.crusade.play import CARD_INDEX, EDICT_DECKS, sort_cards


class Diverged(AssertionError):
    pass


class Keys:
    """The Provisions deck's keys as the parties would send them: one ``mental.Keyring`` per
    party (its copy of the ``Deal``, its own locker, the keys given to it alone), and the
    messages between them (published keys go to every copy, keys for one party to it alone). A
    copy reads a card when its own Deal has opened it."""

    def __init__(self, deals, lockers) -> None:
        from lionheart_core.mental import Keyring

        self.rings = [Keyring(d, lk, i) for i, (d, lk) in enumerate(zip(deals, lockers, strict=True))]
        self.deals = deals
        self.name = deals[0].name
        self.public_keys = 0  # how many keys went out in the open
        self.sent_alone = 0  # how many to one party alone

    def reads(self, party: int, j: int) -> bool:
        return self.rings[party].reads(j)

    def publish(self, party: int, j: int, key: int) -> None:
        self.public_keys += 1
        for d in self.deals:
            d.give_key(party, j, key)

    def deal(self, j: int, party: int) -> None:
        self.rings[party].read(j)

    def draw(self, j: int, party: int) -> None:
        """``party`` draws position ``j``: each other party sends what its keyring says."""
        drawer = self.rings[party]
        for ring in self.rings:
            published, alone = ring.for_draw(j, party, drawer.dh)
            for q, key in published:
                self.publish(q, j, key)
            if alone:
                self.sent_alone += len(alone)
                drawer.take_alone(j, ring.party, ring.dh, alone)
        drawer.read(j)

    def hand_over(self, j: int, giver: int, receiver: int) -> None:
        """A card taken face down (robbed): the receiver gets the keys it lacks, for it alone;
        then it reads the card (a false key would stop it here)."""
        keys = self.rings[giver].hand_over(j, receiver, self.rings[receiver].dh)
        self.sent_alone += len(keys)
        self.rings[receiver].take_alone(j, giver, self.rings[giver].dh, keys)
        self.rings[receiver].read(j)

    def open(self, j: int, holder: int) -> int:
        """Its holder opens ``j`` to every copy; returns the card every copy reads."""
        for q, key in self.rings[holder].to_open(j):
            self.publish(q, j, key)
        cards = {d.cards.get(j) for d in self.deals}
        assert len(cards) == 1 and None not in cards, "a card opened is not read alike by every copy"
        return cards.pop()


class Views:
    def __init__(self, opts, parties: list[list[str]], seed: int, orders: dict[str, list[int]],
                 keys: Keys | None = None) -> None:
        self.opts = opts
        self.keys = keys
        self.parties = parties
        self.party = {s: i for i, seats in enumerate(parties) for s in seats}
        self.truth: State = new_view(opts, seed, orders)
        decks = hidden_decks(opts)
        self.val: dict[Any, str] = {("p", j): decks["provisions"][k] for j, k in enumerate(orders["provisions"])}
        dealt = deal_positions(opts)["provisions"]
        self.hands: dict[str, list] = {s: [("p", j) for j in dealt[s]] for s in dealt}
        self.top = sum(len(v) for v in dealt.values())
        self.known: list[set] = [{("p", j) for s in seats for j in dealt[s]} for seats in parties]
        self.public: set = set()  # slots every copy reads (opened face up, taken from the Reserve)
        self.shown = len(self.truth.crusade)  # Crusade cards before this are open in every copy
        # Edicts: which ones each party knows the place of (its own, the ones its seats drew or
        # put under a pile). No edict is shown before the final scoring: a keep names only its
        # place when another seat draws from its pile (its options mixed first where another
        # party reads one of them), so a party that read one of the two options before reads
        # neither once it is kept, and the one put under is read by its next drawer alone.
        self.edicts_read: list[set[str]] = [set() for _ in parties]
        self.final = False  # every secret shown: every copy holds the whole game
        self.takes = 0
        self.checked = 0
        self.contributed: list[tuple[str, Any]] = []  # (seat, slot) face down in the Crusade, not shown
        # Each copy's own ledger (crusade.hidden.Ledger), kept from its view only: it must
        # always say what the whole game's slots say.
        self.ledgers = [Ledger(opts) for _ in parties]
        self.cards = decks["provisions"]
        if keys is not None:
            for i, seats in enumerate(parties):
                for s in seats:
                    for j in dealt[s]:
                        keys.deal(j, i)
        for i, seats in enumerate(parties):
            for s in seats:
                self.edicts_read[i].add(self.truth.player(s).edict)
        self._check_hands()

    # ---- the view each copy holds --------------------------------------------------------------
    def reads(self, party: int, slot) -> bool:
        if self.final:  # every secret shown: every copy reads every card
            return True
        if self.keys is not None and slot[0] == "p":
            return self.keys.reads(party, slot[1])
        return slot in self.public or slot in self.known[party]

    def rep(self, slot):
        """A slot as a copy's ledger writes it: a position, or an open card with its serial."""
        return slot[1] if slot[0] == "p" else ("open", self.val[slot], slot[1])

    def _open(self, party: int, slot) -> None:
        """``party`` opens a slot of its hand to every copy (a card played face up or shown)."""
        if self.keys is not None and slot[0] == "p":
            assert self.cards[self.keys.open(slot[1], party)] == self.val[slot]
        self.public.add(slot)

    def mask(self, party: int) -> State:
        t = self.truth
        if self.final or t.phase == "over":
            return t
        mine = set(self.parties[party])
        seen = self.edicts_read[party]
        players = []
        for p in t.players:
            hand = sort_cards(self.val[s] if self.reads(party, s) else HIDDEN for s in self.hands[p.seat])
            edict = p.edict if p.seat in mine else HIDDEN
            players.append(dataclasses.replace(p, hand=hand, edict=edict))
        piles = tuple(tuple(e if e in seen else HIDDEN for e in d) if f"edicts/{name}" in hidden_decks(self.opts)
                      else d for name, d in zip(EDICT_DECKS, t.edict_decks, strict=True))
        pending = tuple(pd if pd.kind != "edict" else dataclasses.replace(
            pd, options=tuple(e if e in seen else HIDDEN for e in pd.options)) for pd in t.pending)
        crusade = tuple((c if k < self.shown or owner == "" or owner in mine else HIDDEN, owner)
                        for k, (c, owner) in enumerate(t.crusade))
        return dataclasses.replace(t, players=tuple(players), provisions=(HIDDEN,) * len(t.provisions),
                                   edict_decks=piles, pending=pending, crusade=crusade)

    # ---- one action ----------------------------------------------------------------------------
    def play(self, action: Any) -> None:
        t = self.truth
        actor = action.player
        me = self.party[actor]
        CR.check(self.mask(me), action)  # legal where its owner chose it
        probe, _ = self._apply(t, action, None)
        # The shows the action needs first.
        if probe.phase == "over":
            self.final = True  # the final scoring reads every hand and edict: every secret shown
        last = isinstance(action, Contribute) and probe.phase != "contribute"
        if last:
            self.shown = len(t.crusade)  # the Crusade is counted: every contribution shown
            by_seat: dict[str, list] = {}
            for seat, slot in self.contributed:
                self._open(self.party[seat], slot)
                by_seat.setdefault(seat, []).append(self.rep(slot))
            for ledger in self.ledgers:
                for seat, slots in by_seat.items():
                    ledger.show(seat, [ledger.hands[seat].index(x) for x in slots])
            self.contributed = []
        chosen: list = []
        for code in faceup(t, action) + (action.cards if last else ()):  # the last one travels open  # the owner opens the cards it plays face up (open ones first)
            slots = sorted((s for s in self.hands[actor] if self.val[s] == code and s not in chosen),
                           key=lambda s: s not in self.public)
            chosen.append(slots[0])
        opened = [self.hands[actor].index(slot) for slot in chosen]
        for slot in chosen:
            self._open(me, slot)
        robbed: list = []
        places: list = []
        before = {v: list(self.hands[v]) for v in getattr(action, "rob", ())}
        views = [self.mask(i) for i in range(len(self.parties))]

        def rob_truth(victim, hand, index):  # the joint dice pick a place in the ledger's order
            places.append((victim, index))
            slot = self.hands[victim].pop(index)
            self.hands[actor].append(slot)
            robbed.append((self.party[victim], slot))
            return self.val[slot]

        after, events = self._apply(t, action, rob_truth)
        drawn = self._follow(t, after, action, events, last)
        self.truth = after
        # Every copy applies the action (or its stand-in) to its view: it must give its view.
        for i, view in enumerate(views):
            mine = actor in self.parties[i]
            played = action
            if not mine and not last and CR.observe_action(view, action, None) != action:
                played = CR.stand_in(view, CR.observe_action(view, action, None))
            elif not mine:
                CR.check(view, action)  # every copy checks the other parties' actions

            def read(j, i=i):
                return self.val[("p", j)] if self.reads(i, ("p", j)) else None

            def rob_view(victim, hand, index, i=i, read=read):
                got = self.ledgers[i].rob(victim, index, read)
                slot = before[victim][index]
                assert got == (self.val[slot] if self.reads(i, slot) else HIDDEN)
                return got

            got, seen = self._apply(view, played, rob_view)
            self.ledgers[i].follow(action, got, seen, opened, places, read)
            for p in got.players:
                if not self.ledgers[i].unshown.get(p.seat):
                    assert self.ledgers[i].hands[p.seat] == [self.rep(x) for x in self.hands[p.seat]], \
                        f"party {i}'s ledger lost track of {p.seat}'s hand"
            want = self.mask(i)
            if isinstance(action, Contribute | KeepEdict) and not mine and not last:
                # A stand-in: the others' hands as far as anyone may know until the show.
                same = CR.observe(got, None) == CR.observe(want, None) and all(
                    got.player(s) == want.player(s) for s in self.parties[i])
            else:
                same = got == want
            if not same:
                raise Diverged(f"party {i}'s view after {action} is not its view of the game: "
                               f"{_diff(got, want)}")
            self.checked += 1
        # The keys, in the next files: each drawer reads what it drew, a robber what it took.
        for seat, slots in drawn.items():
            self.known[self.party[seat]].update(slots)
            if self.keys is not None:
                for slot in slots:
                    self.keys.draw(slot[1], self.party[seat])
        for victim, slot in robbed:
            self.known[me].add(slot)
            if self.keys is not None and slot[0] == "p" and slot not in self.public:
                self.keys.hand_over(slot[1], victim, me)
        for pd in after.pending:
            if pd.kind == "edict":
                self.edicts_read[self.party[pd.player]].update(pd.options)
        if isinstance(action, KeepEdict):  # sealed: the others no longer know where either edict is
            options = t.pending[0].options
            for i in range(len(self.parties)):
                if i != me:
                    self.edicts_read[i].difference_update(options)
        self._check_hands()

    @staticmethod
    def _apply(state: State, action: Any, rob) -> tuple[State, list]:
        dice = Faces(Seeded(state.seed, state.dice_pos), rob=rob)
        after, events = CR.apply_unchecked(state, action, dice)
        return dataclasses.replace(after, dice_pos=dice.position), events

    def _follow(self, before: State, after: State, action: Any, events, last: bool) -> dict[str, list]:
        """Move the ledger's slots as the cards moved: draws (positions from the top, in the
        order of the draw events), cards given (opened), contributed, taken from the Reserve.
        Returns the slots each seat drew."""
        drawn: dict[str, list] = {}
        for e in events:
            if e.kind == "draw":
                seat = e.audience[0]
                n = e.public.msg.arg("n")
                slots = [("p", j) for j in range(self.top, self.top + n)]
                self.top += n
                drawn.setdefault(seat, []).extend(slots)
        assert self.top == len(self.val) - len(after.provisions) - self.takes
        gone = Counter(faceup(before, action))
        if isinstance(action, Contribute):
            gone.update(action.cards)
        actor = action.player
        for code, n in gone.items():  # the opened ones first, then any of that card
            for _ in range(n):
                slot = next((s for s in self.hands[actor] if self.val[s] == code and s in self.public), None) or \
                    next(s for s in self.hands[actor] if self.val[s] == code)
                self.hands[actor].remove(slot)
                if isinstance(action, Contribute) and not last:
                    self.contributed.append((actor, slot))
        for seat, slots in drawn.items():
            self.hands[seat].extend(slots)
        for p in after.players:  # what is left came from the Reserve, face up
            have = Counter(self.val[s] for s in self.hands[p.seat])
            extra = Counter(p.hand) - have
            assert not (have - Counter(p.hand)), f"the ledger lost track of {p.seat}'s hand"
            for code, n in sorted(extra.items(), key=lambda kv: CARD_INDEX[kv[0]]):
                for _ in range(n):
                    slot = ("r", self.takes)
                    self.takes += 1
                    self.val[slot] = code
                    self.public.add(slot)
                    self.hands[p.seat].append(slot)
        return drawn

    def _check_keys(self) -> None:
        """With real keys: each copy reads exactly the Provisions cards the protocol lets it read
        (dealt or drawn by its party, robbed by it, played face up or shown), no other."""
        if self.keys is None or self.final:
            return
        for i in range(len(self.parties)):
            for j in range(len(self.cards)):
                slot = ("p", j)
                assert self.keys.reads(i, j) == (slot in self.public or slot in self.known[i]), (i, j)

    def _check_hands(self) -> None:
        self._check_keys()
        for p in self.truth.players:
            assert sorted(self.val[s] for s in self.hands[p.seat]) == sorted(p.hand), p.seat


def _diff(a: State, b: State) -> str:
    out = []
    for f in dataclasses.fields(a):
        if f.name != "memo" and getattr(a, f.name) != getattr(b, f.name):
            out.append(f"{f.name}: {getattr(a, f.name)!r} != {getattr(b, f.name)!r}")
    return "; ".join(out)[:2000]
