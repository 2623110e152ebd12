"""The crusade played by file with face-down cards, four seats in two parties, each party the two
seats of one faction (Robin Hood and Marian for Richard, Prince John and Isabella for John): a
keeper whose own party has a second seat drawing from the same edict pile (docs/remote-play.md,
"The edict kept"). Its draw waits for the keep's place like any other seat's, and the place is
named by the drawer's own party in the same file; every copy reads only the edicts its party's
seats were dealt or drew, shows every other party's edict as X, and the audit passes at the end.
(The helpers are in ``test_remote_crusade_files.py``.)"""

from __future__ import annotations

import pytest
from test_remote_crusade_files import Swapper, exchange, start_by_files

from lionheart_core.rulesets.crusade.model import HIDDEN

GROUPS = [[0, 2], [1, 3]]


def _positions(swap) -> list:
    return [pos for pos in swap.get("before", swap["options"]) if isinstance(pos, int)]


@pytest.mark.slow
def test_a_keeper_whose_party_draws_again_from_its_pile_with_its_second_seat():
    opts, seats, games = start_by_files(4, GROUPS, 2)
    party = {seats[k]: i for i, group in enumerate(GROUPS) for k in group}
    bots = {s: Swapper(20 + i) for i, s in enumerate(seats)}
    piles = games[0].line.cards.piles
    # What each party may read of the piles: its seats' dealt edicts, and both options of every
    # swap of its seats (the edict held and the one drawn, from the draw on).
    allowed = [{(name, pos) for seat, (name, pos) in piles.held.items() if party[seat] == i} for i in range(2)]
    checked = 0
    own_places = []  # (file, seat that draws) where a party names its own keep's place before its draw

    def after(doc):
        nonlocal checked
        cards = games[0].line.cards
        for s in cards.piles.swaps:
            allowed[party[s["seat"]]].update((s["pile"], pos) for pos in _positions(s))
        for seat, options in cards.piles.drawing.items():  # a seat choosing which to keep
            allowed[party[seat]].update((cards.piles.held[seat][0], pos) for pos in options if isinstance(pos, int))
        actors = [step["act"].get("player") for step in doc["steps"] if "act" in step]
        for step in doc["steps"]:
            if "kept" in step:  # a keep's place, named for a draw from its pile in the same file
                s = cards.piles.swap(step["kept"])
                second = [a for a in actors if a != s["seat"] and party.get(a) == party[s["seat"]]]
                if second:
                    own_places.append((doc["seq"], second[0]))
        for i, g in enumerate(games):
            c = g.line.cards
            if c.full is not None or not g.line.dealt:
                continue
            read = {(name, j) for name, deal in c.deals.items() if name.startswith("edicts/") for j in deal.cards}
            assert read <= allowed[i], f"party {i} reads edicts it may not see: {sorted(read - allowed[i])}"
            for p in g.line.state.players:
                if party[p.seat] != i:
                    assert p.edict == HIDDEN, f"party {i}'s view shows {p.seat}'s edict"
            checked += 1

    files = exchange(games, bots, after)
    swaps = games[0].line.cards.piles.swaps
    by_pile: dict[tuple[str, int], set[str]] = {}
    for s in swaps:
        by_pile.setdefault((s["pile"], party[s["seat"]]), set()).add(s["seat"])
    # Two seats of one party swapped at the same pile: the second drew after the first had kept.
    assert any(len(seats_) == 2 for seats_ in by_pile.values()), swaps
    assert own_places, "no party named its own keep's place for its own draw"
    assert checked > 20 and len(files) > 50
    assert all(g.line.cards.full is not None for g in games)  # the audit passed in every copy
    assert games[0].line.state == games[1].line.state and games[0].line.state.phase == "over"
