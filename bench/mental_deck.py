"""Time the face-down deck of core/mental.py: shuffle and lock a deck by every party, open each
card, audit. Usage: nice python bench/mental_deck.py [--cards 90] [--parties 2]"""

from __future__ import annotations

import argparse
import hashlib
import json
import time

from lionheart_core import mental


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cards", type=int, default=90)
    ap.add_argument("--parties", type=int, default=2)
    args = ap.parse_args()
    n, k = args.cards, args.parties
    lockers = [mental.Locker(hashlib.sha256(f"bench {i}".encode()).digest(), "bench/deck", n) for i in range(k)]
    t0 = time.perf_counter()
    deck, rounds = mental.fresh_deck(n), []
    for i, lk in enumerate(lockers):
        deck = lk.shuffle(deck)
        rounds.append((i, deck))
    t1 = time.perf_counter()
    for i, lk in enumerate(lockers):
        deck = lk.lock(deck)
        rounds.append((i, deck))
    t2 = time.perf_counter()
    cards = [mental.open_card(deck[j], j, [lk.opening_key(j) for lk in lockers], n) for j in range(n)]
    t3 = time.perf_counter()
    mental.audit(n, rounds, {i: lk.secret for i, lk in enumerate(lockers)}, "bench/deck",
                 {i: lk.commitment() for i, lk in enumerate(lockers)})
    t4 = time.perf_counter()
    assert sorted(cards) == list(range(n))
    size = len(json.dumps([format(x, "x") for x in deck]))
    print(f"{n} cards, {k} parties: shuffle {1000 * (t1 - t0) / k:.0f} ms per party, lock "
          f"{1000 * (t2 - t1) / k:.0f} ms per party, open {1000 * (t3 - t2) / n:.1f} ms per card, "
          f"audit {1000 * (t4 - t3):.0f} ms; a locked deck is {size / 1024:.0f} KB of hex in a file")


if __name__ == "__main__":
    main()
