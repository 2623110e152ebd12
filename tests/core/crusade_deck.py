"""Checks of the Crusade deck re-made each round in games played by file with face-down cards
(docs/remote-play.md, "The Crusade deck"), made after every file of whole games
(tests/core/test_remote_crusade_files.py): every contribution's cards followed to the round's deck
from the whole deal, and what each copy may read of them."""

from __future__ import annotations

from collections import Counter

from lionheart_core.rulesets.crusade.hidden import number_card
from lionheart_core.rulesets.crusade.model import HIDDEN


class CrusadeOracle:
    """Beside the copies: where every card given to the Crusade deck went. A Provisions position
    given is read on its giver's copy (the giver reads its own cards), a card face up by its number,
    a card left from a round before by that round's whole order, worked out here from every
    party's deck secret (which no copy holds before the end) once the round's deck is made.

    After every file (:meth:`check`): every copy keeps the same account of the deck (its pieces,
    what is left, the cards drawn); the cards of each round's deck, as the secrets give them, are
    exactly the cards its pieces came from (no card lost, doubled or changed on the way); the
    cards drawn are its first positions; no copy reads a card given by another party (a position
    given is never opened to it, no position of a round's deck but those drawn is opened, and its
    view shows an ``X`` for every card another seat gave); nobody's view says who gave a card once
    the deck is counted; and no file carries a contribution or a key of a position given before
    every deck secret is in."""

    def __init__(self, games, audit_rounds: bool = True) -> None:
        self.games = games
        self.audit_rounds = audit_rounds
        self.orders: dict[str, list[int]] = {}  # round's deck -> its whole order (card numbers)
        self.given: set[int] = set()  # Provisions positions given to the Crusade deck
        self.giver: dict[int, int] = {}  # position given -> the party whose seat gave it
        self.rounds = self.drawn = self.followed = 0

    def _number(self, source, round_: int) -> int:
        kind = source[0]
        if kind == "pos":
            return self.games[self.giver[source[1]]].line.cards.read("provisions", source[1])
        if kind == "open":
            return source[1]
        return self.orders[f"crusade/{source[1]}"][source[2]]

    def follow(self, doc) -> None:
        """The file just taken in: the positions given (each contribution is in the deck's
        account until the count), and no contribution or key of one in the file before the end."""
        line = self.games[0].line
        pool = line.cards.pool
        for seat, sources in pool.given:
            party = line.party_of(seat)
            for s in sources:
                if s[0] == "pos":
                    self.given.add(s[1])
                    self.giver.setdefault(s[1], party)
        full = line.cards.full is not None
        for step in doc["steps"]:
            if step.get("deck") == "provisions" and "keys" in step and not full:
                opened = {k[0] for k in step["keys"]} & self.given
                assert not opened, f"file {doc['seq']} publishes keys of positions given to the Crusade: {sorted(opened)}"
            if "act" in step and step["act"].get("type") == "crusade/Contribute":
                assert "show" in step and full, f"file {doc['seq']} carries a contribution in the clear before the end"

    def check(self, held) -> None:
        """After a file (``held``: the Provisions positions each party's seats ever held)."""
        games = self.games
        line = games[0].line
        pool = line.cards.pool
        # Every copy keeps the same account of the deck and opens the same positions drawn.
        accounts = {repr((g.line.cards.pool.round, g.line.cards.pool.left, g.line.cards.pool.given,
                          g.line.cards.pool.made)) for g in games}
        assert len(accounts) == 1, "the copies' accounts of the Crusade deck differ"
        subs = line.cards.remade.subs
        opened = {repr({n: s.opened for n, s in g.line.cards.remade.subs.items()}) for g in games}
        assert len(opened) == 1, "the copies open other positions of the Crusade deck"
        for name, sub in subs.items():
            if not name.startswith("crusade/"):
                continue  # a keep's two options mixed at Nottingham (crusade_mix.MixWatch)
            r = int(name.split("/")[1])
            if self.audit_rounds and name not in self.orders and sub.locked() and len(sub.opened) == sub.draw:
                deal = line.cards.deals["provisions"]
                secrets = {i: g.line.cards.secret for i, g in enumerate(games)}
                order = sub.audit(secrets, deal.commitments, deal.name)
                want = Counter(self._number(s, r) for s in pool.made[r])
                assert Counter(order) == want, f"the Crusade deck of round {r} is not the cards given to it"
                assert [order[k] for k in range(sub.draw)] == [sub.opened[k] for k in range(sub.draw)]
                self.orders[name] = order
                self.rounds += 1
                self.drawn += sub.draw
                self.followed += sum(1 for s in pool.made[r] if s[0] == "pos")
        if line.cards.full is not None:
            return
        for g in games:
            cards = g.line.cards
            me = g.me
            mine = set(g.line.parties[me].seats)
            # A position another party gave is never opened to this copy (unless it held it once).
            foreign = {j for j in self.given if self.giver.get(j) != me} - held[me]
            read = set(cards.deals["provisions"].cards)
            assert not read & foreign, f"party {me} reads cards another party gave to the Crusade: {sorted(read & foreign)}"
            for name, sub in cards.remade.subs.items():
                assert set(sub.opened) <= set(range(sub.draw)), f"party {me} opens a card of {name} not drawn"
            state = g.line.state
            for owner in {o for _, o in state.crusade if o and o not in mine}:
                # only what every copy may see of another's contribution: a card taken face up
                # from the Reserve (its place is named), or one this party held before (robbed)
                may: Counter = Counter()
                for seat, sources in pool.given:
                    for src in sources if seat == owner else ():
                        if src[0] == "open":
                            may[number_card(src[1])] += 1
                        elif src[1] in held[me]:
                            may[cards.code("provisions", src[1])] += 1
                shown = Counter(c for c, o in state.crusade if o == owner and c != HIDDEN)
                assert not shown - may, f"party {me}'s view shows cards {owner} gave to the Crusade: {shown - may}"
            if state.phase != "contribute":
                assert all(not owner for _, owner in state.crusade), f"party {me}'s view says who gave a card left"
