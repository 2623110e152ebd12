"""The crusade by file with face-down cards (docs/remote-play.md, "The crusade with face-down
cards"): the decks dealt between parties by mental poker (``mental.Deal``) and the opening as
each party's copy may hold it (``crusade.hidden.new_view``), holding no other player's card."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
import re
from functools import lru_cache

import pytest

from lionheart_core import i18n, mental
from lionheart_core.dice import Seeded
from lionheart_core.mental import Deal, DeckError, Locker
from lionheart_core.rulesets.crusade import RULESET as CR
from lionheart_core.rulesets.crusade import Options
from lionheart_core.rulesets.crusade.hidden import deal_positions, hidden_decks, new_view, readable
from lionheart_core.rulesets.crusade.model import HIDDEN


def seeded_orders(opts: Options, seed: int) -> dict[str, list[int]]:
    """The orders the seeded opening of ``new_game`` shuffles the face-down decks into (the same
    draws, in the same order: the Provisions deck, then each edict pile)."""
    dice = Seeded(seed)
    return {name: dice.shuffle(list(range(len(cards)))) for name, cards in hidden_decks(opts).items()}


def masked(orders, keep):
    return {name: [k if j in keep.get(name, ()) else None for j, k in enumerate(order)]
            for name, order in orders.items()}


def check_view(view, full, seat):
    """``view`` is what ``seat``'s copy may hold of ``full``: what observe shows the seat (the
    event deck aside: the joint dice make it in every copy), and not a card more."""
    seen = CR.observe(full, seat)
    # Known to every copy besides: the six cards the Crusade deck starts with (one of each
    # type, by the set-up) and the Neutral's pile where no Neutral is seated (not in play).
    piles = tuple(d if f"edicts/{name}" in hidden_decks(full.opts) else full.edict_decks[k]
                  for k, (name, d) in enumerate(zip(("richard", "john", "neutral"), seen.edict_decks, strict=True)))
    assert dataclasses.replace(view, seed=None, event_deck=seen.event_deck) == \
        dataclasses.replace(seen, crusade=full.crusade, edict_decks=piles)
    assert view.crusade == tuple((t, "") for t, _ in full.crusade)
    assert view.player(seat) == full.player(seat)
    for p in view.players:
        if p.seat != seat:
            assert set(p.hand) == {HIDDEN} and p.edict == HIDDEN
    assert set(view.provisions) == {HIDDEN}
    for k, name in enumerate(("richard", "john", "neutral")):
        if f"edicts/{name}" in hidden_decks(full.opts):
            assert set(view.edict_decks[k]) <= {HIDDEN}
    # Every copy agrees on what a spectator sees: the fingerprint files will carry.
    assert CR.state_hash(CR.observe(view, None)) == CR.state_hash(CR.observe(full, None))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_view_with_every_card_known_is_the_seeded_opening_itself(players):
    opts = Options(players=players)
    for seed in (1, 7, 12345):
        assert new_view(opts, seed, seeded_orders(opts, seed)) == CR.new_game(opts, seed)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_each_seats_view_holds_its_own_cards_and_no_other(players):
    opts = Options(players=players)
    rng = random.Random(players)
    for seed in (3, 4):
        orders = {name: rng.sample(range(len(cards)), len(cards)) for name, cards in hidden_decks(opts).items()}
        full = new_view(opts, seed, orders)
        for seat in CR.players(opts):
            check_view(new_view(opts, seed, masked(orders, readable(opts, [seat]))), full, seat)


def test_the_deal_follows_the_rules_deal():
    # Seven cards a seat (ten for the Neutral) from the top in seating order, the top edict of
    # each faction's pile in turn: the positions match the hands of the seeded opening.
    opts = Options(players=5)
    orders = seeded_orders(opts, 9)
    game = CR.new_game(opts, 9)
    cards = hidden_decks(opts)
    for name, dealt in deal_positions(opts).items():
        for seat, positions in dealt.items():
            got = sorted(cards[name][orders[name][j]] for j in positions)
            p = game.player(seat)
            assert got == (sorted(p.hand) if name == "provisions" else [p.edict])
    assert [len(v) for v in deal_positions(opts)["provisions"].values()] == [7, 7, 7, 7, 10]


def test_a_view_refuses_an_order_that_is_not_one():
    opts = Options(players=2)
    orders = seeded_orders(opts, 1)
    bad = dict(orders, provisions=[0] * 90)
    with pytest.raises(ValueError, match="not an order") as err:
        new_view(opts, 1, bad)
    assert str(err.value.args[0]) == "the order given for the Provisions deck is not an order of 90 cards"
    assert err.value.args[0].render("nl") == "de gegeven volgorde voor de voorraadstapel is geen volgorde van 90 kaarten"
    assert err.value.args[0].render("fr") == "l'ordre donné pour le paquet de Provisions n'est pas un ordre de 90 cartes"
    with pytest.raises(ValueError, match="decks"):
        new_view(opts, 1, dict(orders, nonsense=[0]))
    # A deck left out is shuffled by the seed, as in an ordinary game (the edict piles, which the
    # turn files do not deal face down yet).
    alone = new_view(opts, 1, {"provisions": orders["provisions"]})
    assert alone.edict_decks == CR.new_game(opts, 1).edict_decks


# ---- the whole deal between parties, by mental poker -----------------------------------------------


def secret(party: int) -> bytes:
    return hashlib.sha256(f"crusade deck secret {party}".encode()).digest()


@lru_cache(maxsize=4)
def _rounds(n: int, decks: tuple[tuple[str, int], ...], game: str = "g"):
    """The costly part of a deal, made once per number of parties: every party's shuffle in
    turn, the last party's lock at once, the others' after (locks commute)."""
    lockers = {name: [Locker(secret(i), f"{game}/{name}", size) for i in range(n)] for name, size in decks}
    rounds = {}
    for name, size in decks:
        deal, out = Deal(f"{game}/{name}", size, n), []
        for i in range(n):
            deal.commit(i, lockers[name][i].commitment())
        for k, i in enumerate([*range(n), n - 1, *range(n - 1)]):
            out.append((i, "shuffle" if k < n else "lock", deal.my_round(lockers[name][i], i)))
            deal.take_round(*out[-1])
        rounds[name] = tuple(out)
    return lockers, rounds


def deal_between(opts: Options, parties: list[list[str]], cheat=None):
    """Every face-down deck of the game dealt between the parties as the turn files will carry
    it: commitments, the rounds, then each party's key for every position dealt to a seat of
    another party. Every message goes to every party's copy (``cheat`` may change one).
    Returns the messages as JSON data, the copies and the lockers."""
    decks = hidden_decks(opts)
    dealt = deal_positions(opts)
    n = len(parties)
    lockers, rounds = _rounds(n, tuple((name, len(cards)) for name, cards in decks.items()))
    copies = [{name: Deal(f"g/{name}", len(cards), n) for name, cards in decks.items()} for _ in parties]
    sent: list[list] = []

    def send(name, kind, party, *args):
        if cheat is not None:
            args = cheat(name, kind, party, args)
        sent.append([name, kind, party, *[[mental.to_hex(x) for x in a] if isinstance(a, list) else
                                          mental.to_hex(a) if isinstance(a, int) and a > 1 << 64 else a
                                          for a in args]])
        for c in copies:
            getattr(c[name], kind)(party, *args)

    for name in decks:
        for i in range(n):
            send(name, "commit", i, lockers[name][i].commitment())
        for party, kind, deck in rounds[name]:
            send(name, "take_round", party, kind, list(deck))
        for i in range(n):
            for seat, positions in dealt[name].items():
                if seat not in parties[i]:
                    for j in positions:
                        send(name, "give_key", i, j, lockers[name][i].opening_key(j))
    return sent, copies, lockers


def views_of(opts, seed, parties, copies, lockers):
    """Each party reads the positions dealt to its seats and builds its copy of the opening."""
    out = []
    for i, seats in enumerate(parties):
        orders = {}
        for name, deal in copies[i].items():
            mine = set(readable(opts, seats)[name])
            orders[name] = [deal.read(j, lockers[name][i], i) if j in mine else None for j in range(deal.size)]
        out.append(new_view(opts, seed, orders))
    return out


@pytest.mark.parametrize("cast", [[["robin"], ["prince_john"]],
                                  [["robin"], ["prince_john"], ["leopold"]]], ids=["2 parties", "3 parties"])
def test_a_crusade_dealt_by_mental_poker_leaves_each_copy_its_own_cards_only(cast):
    opts = Options(players=len(cast))
    sent, copies, lockers = deal_between(opts, cast)
    views = views_of(opts, 5, cast, copies, lockers)
    # What the files carry (locked decks, keys) names no card: no card's code, no card's number.
    text = json.dumps(sent)
    for card in {*hidden_decks(opts)["provisions"], *[e for name, d in hidden_decks(opts).items() if name != "provisions" for e in d]}:
        assert f'"{card}"' not in text
    # Each party reads the cards dealt to it, and nothing of the others: a key is missing.
    for i, seats in enumerate(cast):
        for name, deal in copies[i].items():
            mine = set(readable(opts, seats)[name])
            for j in range(deal.size):
                assert (j in deal.cards) == (j in mine)
                if j not in mine:
                    assert deal.missing(j, i)
    # The whole game: with two parties from the audit (every secret shown: every round redone,
    # every key checked); with three from the cards each party read (the rest of the deck is
    # face down in every view alike), to keep the test short.
    if len(cast) == 2:
        orders = {name: copies[0][name].audit({i: lk.secret for i, lk in enumerate(lockers[name])}) for name in copies[0]}
    else:
        orders = {}
        for name, deal in copies[0].items():
            read = {j: c[name].cards[j] for c in copies for j in c[name].cards}
            rest = iter(sorted(set(range(deal.size)) - set(read.values())))
            orders[name] = [read[j] if j in read else next(rest) for j in range(deal.size)]
    full = new_view(opts, 5, orders)
    for seats, view in zip(cast, views, strict=True):
        check_view(view, full, seats[0])


def test_a_party_holding_two_seats_reads_both_hands():
    opts = Options(players=4)
    cast = [list(CR.players(opts)[0::2]), list(CR.players(opts)[1::2])]  # Richard's seats, John's seats
    _, copies, lockers = deal_between(opts, cast)
    views = views_of(opts, 2, cast, copies, lockers)
    for seats, view in zip(cast, views, strict=True):
        for p in view.players:
            assert (HIDDEN in p.hand) == (p.seat not in seats)


def test_a_false_key_stops_the_deal_at_the_party_it_was_meant_for():
    opts = Options(players=2)
    cast = [["robin"], ["prince_john"]]

    def cheat(name, kind, party, args):
        if name == "provisions" and kind == "give_key" and party == 1 and args[0] == 3:
            return (args[0], args[1] * 2 % mental.Q)  # party 1's key for Robin's fourth card
        return args

    _, copies, lockers = deal_between(opts, cast, cheat=cheat)
    with pytest.raises(DeckError, match="card 3 of g/provisions open no card"):
        views_of(opts, 5, cast, copies, lockers)
    with pytest.raises(DeckError, match="party 1 gave a false key for card 3"):
        copies[1]["provisions"].audit({i: lk.secret for i, lk in enumerate(lockers["provisions"])})


def test_a_deck_refusal_reads_in_dutch_and_french_with_its_card_party_and_deck():
    """The reasons of the deck protocol are messages (core:remote.deck.*): the English line for
    logs, and the player's language with the card, the party and the deck filled in."""
    opts = Options(players=2)
    cast = [["robin"], ["prince_john"]]

    def cheat(name, kind, party, args):
        if name == "provisions" and kind == "give_key" and party == 1 and args[0] == 3:
            return (args[0], args[1] * 2 % mental.Q)
        return args

    _, copies, lockers = deal_between(opts, cast, cheat=cheat)
    with pytest.raises(DeckError) as opened:
        views_of(opts, 5, cast, copies, lockers)
    with pytest.raises(DeckError) as audited:
        copies[1]["provisions"].audit({i: lk.secret for i, lk in enumerate(lockers["provisions"])})
    for err in (opened.value, audited.value):
        assert isinstance(err.args[0], i18n.Msg) and err.args[0].key.startswith("core:remote.deck.")
    reason, audit = opened.value.args[0], audited.value.args[0]
    assert reason.kwargs == {"card": 3, "deck": "g/provisions"}
    assert audit.kwargs == {"party": i18n.msg("core:remote.deck.party", n=1), "card": 3, "deck": "g/provisions"}
    assert str(opened.value) == "the keys for card 3 of g/provisions open no card: one of them is false."
    assert reason.render("nl") == "de sleutels voor kaart 3 van g/provisions openen geen kaart: een ervan is vals."
    assert reason.render("fr") == ("les clés de la carte 3 de g/provisions n'ouvrent aucune carte : "
                                   "l'une d'elles est fausse.")
    assert audit.render("nl") == "partij 1 gaf een valse sleutel voor kaart 3 van g/provisions."
    assert audit.render("fr") == "camp 1 a donné une fausse clé pour la carte 3 de g/provisions."
    try:
        i18n.set_language("nl")
        assert str(audited.value) == "partij 1 gaf een valse sleutel voor kaart 3 van g/provisions."
    finally:
        i18n.set_language("en")


def test_every_deck_reason_is_translated_with_the_same_arguments():
    """Every reason of the deck protocol has a finished Dutch and French text that names exactly
    the arguments the English one does (a card number or a party is never dropped)."""
    names = [k for k in i18n.table("core") if k.startswith("remote.deck.")]
    assert len(names) >= 30
    for lang in ("nl", "fr"):
        catalogue = i18n.read_catalogue(i18n.catalogue_path(lang))
        for name in names:
            entry = catalogue[f"core:{name}"]
            assert entry.finished and entry.translation[0], f"{lang}: {name}"
            fields = set(re.findall(r"{(\w+)}", i18n.table("core")[name]))
            assert set(re.findall(r"{(\w+)}", entry.translation[0])) == fields, f"{lang}: {name}"


def test_a_card_that_was_not_dealt_to_a_party_does_not_open_for_it():
    opts = Options(players=2)
    cast = [["robin"], ["prince_john"]]
    _, copies, lockers = deal_between(opts, cast)
    john = deal_positions(opts)["provisions"]["prince_john"][0]
    with pytest.raises(DeckError, match="lacks party 1's key"):
        copies[0]["provisions"].read(john, lockers["provisions"][0], 0)  # Robin reading John's card
    top = 14  # the first card of the deck left: nobody's yet
    with pytest.raises(DeckError, match="lacks"):
        copies[1]["provisions"].read(top, lockers["provisions"][1], 1)


def test_a_swapped_card_in_a_shuffle_is_found_at_the_audit():
    opts = Options(players=2)
    cast = [["robin"], ["prince_john"]]

    def cheat(name, kind, party, args):
        if name == "edicts/richard" and kind == "take_round" and party == 1 and args[0] == "shuffle":
            deck = list(args[1])
            deck[0], deck[1] = deck[1], pow(deck[1], 3, mental.P)  # a card replaced by a made-up one
            return (args[0], deck)
        return args

    _, copies, lockers = deal_between(opts, cast, cheat=cheat)
    with pytest.raises(DeckError, match=r"round 2 of the deck \(party 1\)"):
        copies[0]["edicts/richard"].audit({i: lk.secret for i, lk in enumerate(lockers["edicts/richard"])})


# ---- whole games on views (the keys stood in for by an oracle: tests/core/crusade_views.py) ------


def play_on_views(players: int, seed: int, level: str = "random", parties=None):
    from crusade_views import Views

    from lionheart_core.bots import make_bot

    opts = Options(players=players)
    seats = CR.players(opts)
    parties = parties or [[s] for s in seats]
    rng = random.Random(seed)
    orders = {name: rng.sample(range(len(c)), len(c)) for name, c in hidden_decks(opts).items()}
    v = Views(opts, parties, seed, orders)
    bots = {s: make_bot(level, CR, seed * 10 + i) for i, s in enumerate(seats)}
    played: dict[str, int] = {}
    while v.truth.phase != "over":
        seat = CR.to_move(v.truth)[0]
        view = v.mask(v.party[seat])
        # No copy holds a card it may not read: the Provisions deck, other hands and edicts are
        # X but for cards every copy saw (taken from the Reserve, played face up, shown).
        for i in range(len(parties)):
            other = v.mask(i)
            assert set(other.provisions) <= {HIDDEN}
            for p in other.players:
                if p.seat not in parties[i]:
                    known = [s for s in v.hands[p.seat] if v.reads(i, s)]
                    assert len(p.hand) - p.hand.count(HIDDEN) == len(known)
                    assert all(s in v.public or s in v.known[i] for s in known)
        action = bots[seat].choose(CR.observe(view, seat), seat)
        key = type(action).__name__ + (" robbing" if getattr(action, "rob", ()) else "")
        played[key] = played.get(key, 0) + 1
        v.play(action)  # raises if any copy's rules, run on its view, leave another game
    return v, played


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_whole_games_on_views_the_rules_read_no_card_a_copy_cannot_read(players):
    # Every action played on every party's view (with the shows and stand-ins the protocol
    # gives) leaves exactly that party's view of the game after it: the rules never read a card
    # a copy cannot read. Robbing, trades, discards, edicts kept, cards from the Reserve included.
    seen: dict[str, int] = {}
    for seed in range(3):
        v, played = play_on_views(players, seed)
        assert v.checked == sum(played.values()) * players
        for k, n in played.items():
            seen[k] = seen.get(k, 0) + n
    assert {"Act", "Buy", "Contribute", "Move", "Pass"} <= set(seen)


def test_whole_games_on_views_with_heuristic_players_who_rob_often():
    seen: dict[str, int] = {}
    for players, seed in ((2, 1), (5, 2)):
        _, played = play_on_views(players, seed, level="heuristic")
        for k, n in played.items():
            seen[k] = seen.get(k, 0) + n
    assert seen.get("Move robbing", 0) >= 10 and seen.get("KeepEdict") and seen.get("Trade") and seen.get("TakeCard")


def test_whole_game_on_views_with_two_seats_a_party():
    opts = Options(players=4)
    seats = CR.players(opts)
    v, _ = play_on_views(4, 5, parties=[list(seats[0::2]), list(seats[1::2])])
    assert v.truth.phase == "over" and v.checked


def composed(lockers) -> list[int]:
    """The order the parties' shuffles put a deck in (what the audit finds), from their lockers."""
    plain = list(range(lockers[0].size))
    for lk in lockers:
        plain = [plain[i] for i in lk.order()]
    return plain


@pytest.mark.parametrize(("cast", "seed"), [([["robin"], ["prince_john"]], 1),
                                            ([["robin"], ["prince_john"], ["leopold"]], 3)],
                         ids=["2 parties", "3 parties"])
def test_a_whole_game_with_the_provisions_keys_sent_as_the_protocol_sends_them(cast, seed):
    # The Provisions deck dealt by mental poker; every draw, robbery, card played face up and
    # contribution shown goes through the keys (crusade_views.Keys): each copy reads exactly
    # what the protocol lets it read, the robbed cards through keys sent to the robber alone,
    # and the audit at the end checks every key that went out.
    from crusade_views import Keys, Views

    from lionheart_core.bots import make_bot

    opts = Options(players=len(cast))
    _, copies, lockers = deal_between(opts, cast)
    orders = {name: composed(lockers[name]) for name in copies[0]}
    keys = Keys([c["provisions"] for c in copies], lockers["provisions"])
    v = Views(opts, cast, seed, orders, keys=keys)
    bots = {s[0]: make_bot("heuristic", CR, seed * 10 + i) for i, s in enumerate(cast)}
    robs = 0
    while v.truth.phase != "over":
        seat = CR.to_move(v.truth)[0]
        action = bots[seat].choose(CR.observe(v.mask(v.party[seat]), seat), seat)
        robs += len(getattr(action, "rob", ()))
        v.play(action)  # checks after every action that each copy reads what it may, no more
    assert robs and keys.sent_alone and keys.public_keys
    # The audit (one copy redoes the rounds, which every copy holds alike; each copy's keys and
    # the cards it read are checked against the secrets).
    secrets = {i: lk.secret for i, lk in enumerate(lockers["provisions"])}
    assert keys.deals[0].audit(secrets) == orders["provisions"]
    for deal in keys.deals[1:]:
        assert deal.keys == keys.deals[0].keys and deal.rounds == keys.deals[0].rounds
        assert all(orders["provisions"][j] == card for j, card in deal.cards.items())


def test_a_false_key_sent_to_a_robber_alone_stops_it_at_once(monkeypatch):
    # Party 1 robs one of Robin's cards: Robin's key goes to it wrapped; a false one (here the
    # wrap is tampered with on the way) opens no card, and the robber refuses it at once.
    from crusade_views import Keys

    opts = Options(players=2)
    cast = [["robin"], ["prince_john"]]
    _, copies, lockers = deal_between(opts, cast)
    keys = Keys([c["provisions"] for c in copies], lockers["provisions"])
    for j in range(14):
        keys.deal(j, 0 if j < 7 else 1)
    keys.hand_over(2, 0, 1)  # honest: the robber reads the card, the victim's key is not public
    assert keys.reads(1, 2) and (2, 0) not in keys.deals[1].keys
    wrap = mental.wrap_key
    monkeypatch.setattr(mental, "wrap_key", lambda *a: wrap(*a) ^ 1)
    with pytest.raises(DeckError, match="card 3 of g/provisions open no card"):
        keys.hand_over(3, 0, 1)
    assert not keys.reads(1, 3)


def test_a_ledger_refuses_a_hand_its_slots_do_not_give_and_a_show_of_the_wrong_count():
    from lionheart_core.rulesets.crusade.hidden import Ledger

    opts = Options(players=2)
    orders = seeded_orders(opts, 4)
    cards = hidden_decks(opts)["provisions"]
    view = new_view(opts, 4, masked(orders, readable(opts, ["robin"])))
    ledger = Ledger(opts)

    def read(j):
        return cards[orders["provisions"][j]] if j < 7 else None

    assert ledger.hand("robin", read) == view.player("robin").hand
    assert ledger.hand("prince_john", read) == (HIDDEN,) * 7
    # A view in which John's hand holds one card more than his slots: refused.
    john = view.player("prince_john")
    bad = dataclasses.replace(view, players=(view.players[0], dataclasses.replace(john, hand=john.hand + (HIDDEN,))))
    with pytest.raises(ValueError, match="slots"):
        ledger.follow(CR.legal_actions(view)[0], bad, [], [], [], read)
    with pytest.raises(ValueError, match="shows 1 cards") as err:
        ledger.show("robin", [0])
    robin = CR.seat("robin", opts).name.render("nl")  # the seat's name in the player's language
    assert err.value.args[0].render("nl") == f"{robin} toont 1 gedekt gegeven kaarten, niet 0"


def _richard_pile_of_three():
    """Richard's edict pile (5 cards) shuffled and locked by three parties: each party's locker,
    each copy's deal, and the key exchange between them."""
    from crusade_views import Keys

    n, name = 3, "g/edicts/richard"
    lockers = [Locker(secret(40 + i), name, 5) for i in range(n)]
    deals = [Deal(name, 5, n) for _ in range(n)]
    for i, lk in enumerate(lockers):
        for d in deals:
            d.commit(i, lk.commitment())
    for k, i in enumerate([0, 1, 2, 2, 0, 1]):
        sent = deals[0].my_round(lockers[i], i)
        for d in deals:
            d.take_round(i, "shuffle" if k < n else "lock", sent)
    return lockers, deals, Keys(deals, lockers)


def test_an_edict_put_back_under_its_pile_opens_for_its_next_drawer_alone():
    # Richard's pile between three parties (Robin, Marian, and John's side): Robin draws the
    # pile's top at Nottingham, keeps it and puts the edict he was dealt under the pile; when
    # Marian draws that one, every key of it is public but Robin's, which goes to her alone.
    lockers, deals, keys = _richard_pile_of_three()
    keys.draw(0, 0)  # the deal: Robin's edict, then Marian's
    keys.draw(1, 1)
    keys.draw(2, 0)  # Robin at Nottingham: the top of the pile
    assert keys.reads(0, 2) and not keys.reads(1, 2) and not keys.reads(2, 2)
    # Robin keeps position 2 and puts position 0 under the pile; Marian draws it later.
    alone = keys.sent_alone
    keys.draw(0, 1)
    assert keys.sent_alone == alone + 1 and (0, 0) not in deals[1].keys  # Robin's key: to her alone
    assert keys.reads(1, 0) and deals[1].cards[0] == deals[0].cards[0]
    assert not keys.reads(2, 0) and deals[2].missing(0, 2) == [0]  # John's side cannot read it
    order = deals[0].audit({i: lk.secret for i, lk in enumerate(lockers)})
    assert order[0] == deals[1].cards[0] and order[2] == deals[0].cards[2]


def test_a_keep_another_party_can_read_an_option_of_is_mixed_and_its_place_tells_that_party_nothing():
    # Richard's pile between three parties. Marian (1) draws position 2 at Nottingham and puts it
    # under; Robin (0) draws it later (Marian's key to him alone) and chooses between it and his
    # own edict (position 0). Marian reads position 2: were Robin to name the place he kept among
    # 0 and 2, she would learn whether he kept her old edict. So the two are mixed first
    # (docs/remote-play.md, "The edict kept"): a deck of two pieces made again, masked by Robin
    # and Marian (each takes its own layer off), shuffled by Robin alone, locked by every party, the
    # keys of both new positions to Robin alone; he names the place among the new positions and
    # the one put under opens for its next drawer (John's side, 2) alone.
    n, name = 3, "g/edicts/richard"
    lockers, deals, keys = _richard_pile_of_three()
    keys.draw(0, 0)
    keys.draw(1, 1)
    keys.draw(2, 1)  # Marian draws 2 and puts it under (she keeps 1)
    keys.draw(2, 0)  # Robin draws it: her key to him alone
    assert keys.reads(1, 2) and keys.reads(0, 2) and not keys.reads(2, 2)
    # Every copy makes the same two pieces from what is public; Marian holds a layer of position
    # 2 (her key never published), Robin one of position 0.
    pieces = [[mental.piece_of(d, j) for j in (0, 2)] for d in deals]
    assert pieces[0] == pieces[1] == pieces[2]
    assert [sorted(q for q, _, _ in p.holds) for p in pieces[0]] == [[0], [1]]
    mix = f"{name}/mix/1"
    with pytest.raises(DeckError):  # Marian holds a layer: she must mask
        mental.SubDeck(mix, pieces[0], n, 5, 2, shufflers=[0], public=False, maskers=[0])
    subs = [mental.SubDeck(mix, pieces[0], n, 5, 2, shufflers=[0], public=False, maskers=[0, 1]) for _ in range(n)]
    with pytest.raises(DeckError, match="not the one to re-mask"):  # John's side holds no layer: no mask of its
        subs[1].take_round(2, "mask", subs[0].current())
    with pytest.raises(DeckError, match="not the one to shuffle"):  # a shuffle before every mask
        subs[1].take_round(0, "shuffle", subs[0].my_round(secret(40), 0)[:2])
    for party, kind in [(1, "mask"), (0, "mask"), (0, "shuffle"), (2, "lock"), (1, "lock"), (0, "lock")]:
        assert (party, kind) in subs[0].due()
        sent = subs[0].my_round(lockers[party].secret, party)
        for sub in subs:
            sub.take_round(party, kind, sent)
    assert subs[0].locked() and not subs[0].due()
    with pytest.raises(DeckError, match="not the one to shuffle"):  # Marian may not shuffle it: Robin's order alone
        subs[1].take_round(1, "shuffle", subs[1].current())
    mixed = []
    for sub in subs:
        d = mental.Mixed(sub.name, 2, n, 5)
        d.values = sub.drawn()
        mixed.append(d)
    rings = [mental.Keyring(d, Locker(lockers[i].secret, mix, 2), i) for i, d in enumerate(mixed)]
    # The keys of both new positions to Robin alone (a false one is refused when he reads).
    for i in (0, 1):
        for q in (1, 2):
            rings[0].take_alone(i, q, rings[q].dh, rings[q].hand_over(i, 0, rings[0].dh))
    false = mental.Keyring(mixed[0], Locker(lockers[0].secret, mix, 2), 0)
    false.private = {0: dict(rings[0].private[0])}
    false.private[0][1] = false.private[0][1] * 2 % mental.Q
    with pytest.raises(DeckError, match="open no card"):
        false.read(0)
    new = [rings[0].read(i) for i in (0, 1)]
    old = [deals[0].cards[0], deals[0].cards[2]]
    assert sorted(new) == sorted(old)
    # Robin keeps his own edict: the place among the new positions, the other goes under.
    place = new.index(old[0])
    under = 1 - place
    # Marian's copy reads neither new position, holds no key of them, and nothing she was sent
    # names position 0 or 2: which new position holds her old edict is Robin's order alone.
    assert not mixed[1].cards and not mixed[1].keys and not rings[1].private
    assert not set(mixed[1].values) & {p.value for p in pieces[1]}
    assert [old.index(c) for c in new] == Locker(lockers[0].secret, mix, 2).order()
    # John's side draws the one put under: Marian's key in the open, Robin's to it alone.
    published, alone = rings[1].for_draw(under, 2, rings[2].dh)
    assert published and not alone
    for q, key in published:
        for d in mixed:
            d.give_key(q, under, key)
    published, alone = rings[0].for_draw(under, 2, rings[2].dh)
    assert not published and alone
    rings[2].take_alone(under, 0, rings[0].dh, alone)
    assert rings[2].read(under) == old[1]  # Marian's old edict, read by John's side alone
    assert under not in mixed[1].cards and place not in mixed[2].cards
    # The audit redoes the mix from the secrets and checks every key and card read.
    secrets = {i: lk.secret for i, lk in enumerate(lockers)}
    commitments = {i: mental.commit(lk.secret, name) for i, lk in enumerate(lockers)}
    order = subs[0].audit(secrets, commitments, name)
    assert order == new
    assert mixed[0].audit(secrets, order) == new and mixed[2].audit(secrets, order) == new
    # A lock that changes a piece is found at the audit, with the party and round.
    cheat = [mental.SubDeck(mix, pieces[0], n, 5, 2, shufflers=[0], public=False, maskers=[0, 1])]
    for party, kind in [(1, "mask"), (0, "mask"), (0, "shuffle"), (2, "lock"), (1, "lock"), (0, "lock")]:
        sent = cheat[0].my_round(lockers[party].secret, party)
        if (party, kind) == (0, "lock"):
            sent = list(reversed(sent))
        cheat[0].take_round(party, kind, sent)
    with pytest.raises(DeckError, match="round 6"):
        cheat[0].audit(secrets, commitments, name)


def test_a_view_refuses_a_card_number_beyond_its_deck():
    opts = Options(players=2)
    orders = seeded_orders(opts, 1)
    with pytest.raises(ValueError, match="not an order"):
        new_view(opts, 1, dict(orders, **{"edicts/richard": [0, 1, 2, 3, 9]}))
