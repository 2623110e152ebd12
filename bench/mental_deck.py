"""Time the face-down deck of core/mental.py: shuffle and lock a deck by every party, open each
card, audit. With --crusade: the whole face-down deal of a crusade game (the Provisions deck and
the edict piles, core/rulesets/crusade/hidden.py) between one party per seat, as the turn files
will carry it: the time of each party's rounds, the keys, each party's reading of its cards and
its view of the opening, the audit, and the size of what each party's files carry. With
--crusade-deck: the Crusade deck re-made every round (mental.SubDeck, docs/remote-play.md, "The
Crusade deck") at the sizes of a whole game played by heuristic players: each party's re-mask,
shuffle, lock and keys, the audit, and the numbers the files carry.

Usage: nice python bench/mental_deck.py [--cards 90] [--parties 2]
       nice python bench/mental_deck.py --crusade [--players 2]
       nice python bench/mental_deck.py --crusade-deck [--players 2] [--seed 1]"""

from __future__ import annotations

import argparse
import hashlib
import json
import time

from lionheart_core import mental


def plain(n: int, k: int) -> None:
    lockers = [mental.Locker(hashlib.sha256(f"bench {i}".encode()).digest(), "bench/deck", n) for i in range(k)]
    t0 = time.process_time()
    deck, rounds = mental.fresh_deck(n), []
    for i, lk in enumerate(lockers):
        deck = lk.shuffle(deck)
        rounds.append((i, deck))
    t1 = time.process_time()
    for i, lk in enumerate(lockers):
        deck = lk.lock(deck)
        rounds.append((i, deck))
    t2 = time.process_time()
    cards = [mental.open_card(deck[j], j, [lk.opening_key(j) for lk in lockers], n) for j in range(n)]
    t3 = time.process_time()
    mental.audit(n, rounds, {i: lk.secret for i, lk in enumerate(lockers)}, "bench/deck",
                 {i: lk.commitment() for i, lk in enumerate(lockers)})
    t4 = time.process_time()
    assert sorted(cards) == list(range(n))
    size = len(json.dumps([format(x, "x") for x in deck]))
    print(f"{n} cards, {k} parties (CPU time): shuffle {1000 * (t1 - t0) / k:.0f} ms per party, lock "
          f"{1000 * (t2 - t1) / k:.0f} ms per party, open {1000 * (t3 - t2) / n:.1f} ms per card, "
          f"audit {1000 * (t4 - t3):.0f} ms; a locked deck is {size / 1024:.0f} KB of hex in a file")


def crusade(players: int) -> None:
    from lionheart_core.rulesets.crusade import RULESET as CR
    from lionheart_core.rulesets.crusade import Options
    from lionheart_core.rulesets.crusade.hidden import (
        deal_positions,
        hidden_decks,
        new_view,
        readable,
    )

    opts = Options(players=players)
    seats = CR.players(opts)
    n = len(seats)
    decks = hidden_decks(opts)
    dealt = deal_positions(opts)
    lockers = {name: [mental.Locker(hashlib.sha256(f"bench {i}".encode()).digest(), f"g/{name}", len(c))
                      for i in range(n)] for name, c in decks.items()}
    deals = {name: mental.Deal(f"g/{name}", len(c), n) for name, c in decks.items()}
    cpu = [0.0] * n
    carried = [0] * n  # characters of hex each party's files carry for the deal
    for name, deal in deals.items():
        for i in range(n):
            deal.commit(i, lockers[name][i].commitment())
            carried[i] += 64
        for k, i in enumerate([*range(n), n - 1, *range(n - 1)]):
            t = time.process_time()
            sent = deal.my_round(lockers[name][i], i)
            cpu[i] += time.process_time() - t
            deal.take_round(i, "shuffle" if k < n else "lock", sent)
            carried[i] += len(json.dumps([mental.to_hex(x) for x in sent]))
        for i in range(n):
            for seat, positions in dealt[name].items():
                if seat != seats[i]:
                    for j in positions:
                        key = lockers[name][i].opening_key(j)
                        deal.give_key(i, j, key)
                        carried[i] += len(mental.to_hex(key)) + 8
    t = time.process_time()
    for i, seat in enumerate(seats):
        mine = readable(opts, [seat])
        orders = {name: [deal.read(j, lockers[name][i], i) if j in mine[name] else None for j in range(deal.size)]
                  for name, deal in deals.items()}
        new_view(opts, 1, orders)
    read = (time.process_time() - t) / n
    t = time.process_time()
    for name, deal in deals.items():
        deal.audit({i: lk.secret for i, lk in enumerate(lockers[name])})
    audit = time.process_time() - t
    print(f"crusade, {players} players, one party each (CPU time): deck rounds "
          f"{' '.join(f'{c:.1f}' for c in cpu)} s by party; reading its cards and making its view "
          f"{read:.2f} s a party; the audit {audit:.1f} s a copy; the deal carried in files "
          f"{' '.join(f'{c / 1024:.0f}' for c in carried)} KB by party")


def crusade_sizes(players: int, seed: int) -> list[tuple[int, int]]:
    """The Crusade deck of each round of one game of heuristic players (the ordinary rules): how
    many cards it holds when it is counted, and how many of them were given that round."""
    from lionheart_core.bots import make_bot
    from lionheart_core.rulesets.crusade import RULESET as CR
    from lionheart_core.rulesets.crusade import Options
    from lionheart_core.rulesets.crusade.model import Contribute

    opts = Options(players=players)
    state = CR.new_game(opts, seed)
    bots = {s: make_bot("heuristic", CR, seed * 10 + i) for i, s in enumerate(CR.players(opts))}
    out, given = [], 0
    while not CR.is_over(state):
        seat = CR.to_move(state)[0]
        action = bots[seat].choose(CR.observe(state, seat), seat)
        if isinstance(action, Contribute):
            given += len(action.cards)
            size = len(state.crusade) + len(action.cards)
        before = state.round
        state, _ = CR.apply(state, action)
        if state.round != before or CR.is_over(state):
            out.append((size, given))
            given = 0
    return out


def crusade_deck(players: int, seed: int) -> None:
    n = players
    need = 2 * players
    secrets = [hashlib.sha256(f"bench {i}".encode()).digest() for i in range(n)]
    sizes = crusade_sizes(players, seed)
    cpu = {kind: [0.0] * n for kind in ("mask", "shuffle", "lock", "keys")}
    numbers = 0
    subs, left, serial = [], [], 0
    for r, (size, _given) in enumerate(sizes, 1):
        pieces = list(left)
        for _ in range(size - len(pieces)):  # a card given: one holder's card key still on it
            q = serial % n
            key = mental._key(secrets[q], "bench/provisions", "card", serial)
            pieces.append(mental.Piece(pow(mental.encode(serial), key, mental.P), ((q, "bench/provisions", serial),)))
            serial += 1
        sub = mental.SubDeck(f"bench/crusade/{r}", pieces, n, 240, need)
        for kind in ("mask", "shuffle", "lock"):
            for i in range(n):
                t = time.process_time()
                sent = sub.my_round(secrets[i], i)
                cpu[kind][i] += time.process_time() - t
                sub.take_round(i, kind, sent)
                numbers += len(sent)
        for i in range(n):
            t = time.process_time()
            keys = [sub.opening_key(secrets[i], p) for p in range(sub.draw)]
            cpu["keys"][i] += time.process_time() - t
            for p, k in enumerate(keys):
                sub.give_key(i, p, k)
            numbers += len(keys)
        left = sub.left()
        subs.append(sub)
    commitments = {i: mental.commit(s, "bench/provisions") for i, s in enumerate(secrets)}
    t = time.process_time()
    for sub in subs:
        sub.audit(dict(enumerate(secrets)), commitments, "bench/provisions")
    audit = time.process_time() - t
    per = [sum(cpu[k][i] for k in cpu) for i in range(n)]
    print(f"the Crusade deck re-made each round, {players} players, one party each, seed {seed} (CPU time): "
          f"{len(sizes)} rounds, decks of {min(s for s, _ in sizes)} to {max(s for s, _ in sizes)} cards "
          f"({sum(s for s, _ in sizes) / len(sizes):.1f} on average, {sum(g for _, g in sizes)} given in all); "
          f"each party's rounds and keys {' '.join(f'{c:.2f}' for c in per)} s for the game "
          f"(mask {sum(cpu['mask']) / n:.2f}, shuffle {sum(cpu['shuffle']) / n:.2f}, lock {sum(cpu['lock']) / n:.2f}, "
          f"keys {sum(cpu['keys']) / n:.2f} s a party); the audit {audit:.1f} s a copy; "
          f"{numbers} numbers in files, {numbers * 515 / 1024:.0f} KB ({numbers * 515 / 1024 / len(sizes):.0f} KB a round)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cards", type=int, default=90)
    ap.add_argument("--parties", type=int, default=2)
    ap.add_argument("--crusade", action="store_true")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--crusade-deck", action="store_true")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    if args.crusade_deck:
        crusade_deck(args.players, args.seed)
    elif args.crusade:
        crusade(args.players)
    else:
        plain(args.cards, args.parties)


if __name__ == "__main__":
    main()
