"""The crusade played by file with face-down cards, four and five parties: the edict swap at
Nottingham with the kept edict secret until the end, and the cheats on it (the helpers and the
two-party game in ``test_remote_crusade_files.py``; the whole games sit in files of their own so
that the suite's workers share them)."""

from __future__ import annotations

import copy

import pytest
from crusade_mix import MixWatch  # tests/core (rootdir on the path)
from crusade_observe import ObserveOracle
from test_remote_crusade_files import (  # the helpers, in the two-party module
    CR,
    _rechain,
    _steps_with,
    _tmp,
    first_file,
    play_by_files,
    refused,
    replay,
    tampered,
)

from lionheart_core import mental
from lionheart_core.remote import (
    RemoteGame,
    canonical,
    parse_turn,
    seal_hash,
    summary,
)
from lionheart_core.rulesets.crusade.model import KeepEdict

# ---- four players: the edict swap at Nottingham -------------------------------------------------

@pytest.fixture(scope="module")
def four():
    # Players that swap at Nottingham whenever they can: 5 swaps, each keep's place named before
    # the next draw from its pile (the edict kept stays sealed), edicts put under drawn again
    # (keys sent alone), every keep shown once every deck secret is in.
    # The third keep of Richard's pile is between an edict its keeper drew that another party had
    # put under and its own: its two options are mixed before its place is named (MixWatch
    # follows it, and tries the cheats on the mix on a receiver as their files come).
    # After every file each copy's view is recorded for observe-equivalence (ObserveOracle).
    mix = MixWatch()
    observed: list[ObserveOracle] = []

    def after(games, doc):
        mix.after(games, doc)
        if not observed:
            observed.append(ObserveOracle(games, [g.seats[0] for g in games]))
        observed[0].record(games)

    games, files, checked = play_by_files(4, 5, "swapper", watch=after, before=mix.before)
    play_by_files.oracle.mix = mix
    play_by_files.oracle.observed = observed[0]
    return games, files, checked, play_by_files.oracle


@pytest.mark.slow
def test_a_keep_whose_option_another_party_reads_is_mixed_and_its_place_tells_that_party_nothing(four):
    games, files, _, oracle = four
    watch = oracle.mix
    assert watch.mixes, "no keep needed its options mixed"
    name, m = next(iter(watch.mixes.items()))
    assert m["putters"]  # another party could read an old option (it had put it under)
    # Only the keeper and the parties holding a layer masked; the keeper alone shuffled; all locked.
    cards = games[0].line.cards
    sub = cards.remade.subs[name]
    assert sub.shufflers == (m["keeper"],)
    assert set(sub.maskers) == {m["keeper"]} | {q for p in sub.pieces for q, _, _ in p.holds}
    assert {p for p, k, _ in sub.rounds if k == "lock"} == set(range(4))
    # After every file from the place on, the putter's copy read neither new position and showed
    # the keeper's edict as X; no file after the mix began named an old option (MixWatch.after).
    assert watch.checked > 0 and oracle.mixed_kept > 0
    # The keep shown at the end is the card at its new place, and the final scoring read it.
    s = cards.piles.swap(m["seal"])
    assert s["kept"][:2] == ("mix", name)
    assert cards.code(s["pile"], s["kept"]) in {oracle.code(s["pile"], j) for j in s["before"]}


@pytest.mark.slow
def test_the_cheats_on_a_mix_are_refused_as_their_files_come(four):
    # Tried on a receiver just before the real file came in, each refused with one line and the
    # copy unchanged: the keeper naming its place before the mix is done, a shuffle by a party
    # that is not the keeper, a false key or lock in the file after which the keeper reads both
    # new positions, a place that names no new position.
    assert four[3].mix.cheats >= {"early", "turn", "false", "no position"}


def _keep(files, seal):
    """A keep's files: where it was sealed, where its place was named (or None), where it was shown."""
    (kseal, index), = _steps_with(files, lambda s: s.get("seal") == seal)
    placed = _steps_with(files, lambda s: s.get("kept") == seal)
    (kshow, ishow), = _steps_with(files, lambda s: s.get("show") == seal)
    return (kseal, index), (placed[0] if placed else None), (kshow, ishow)


@pytest.mark.slow
def test_a_whole_four_party_crusade_by_file_keeps_every_edict_to_its_party(four):
    games, files, checked, oracle = four
    assert checked > 20
    assert all(g.line.cards.full is not None for g in games)
    assert games[0].line.state == games[1].line.state == games[2].line.state == games[3].line.state
    assert games[0].line.state.phase == "over"
    # Edicts drawn at Nottingham, kept under seal, the place of each named before its pile was
    # drawn from again, the edict itself shown only once every deck secret was in; the oracle
    # followed every position from the whole deal, and after every file no copy read another
    # party's kept edict (one it had not held itself) nor showed it in its view.
    assert oracle.draws >= 3 and oracle.keeps >= 3 and oracle.places >= 2 and oracle.shows == oracle.keeps
    assert oracle.secret_kept > 20
    # A keep whose option another party could read had its two options mixed before its place
    # was named (its rounds and keys audited with the rest), and the game scored as without it.
    cards = games[0].line.cards
    assert cards.mixes and all(name in cards.full and name in cards.remade.full for name in cards.mixes)
    assert oracle.mixed_kept > 0
    names = {name for name, _ in oracle.held.values()}
    assert names <= set(games[0].line.cards.full)
    for p in games[0].line.state.players:  # the final scoring read the edict each seat ended with
        assert p.edict == oracle.code(*oracle.held[p.seat])
    # The keys of a drawn edict went to its drawer: in the open (useless without its own key).
    drawn = {(name, j) for _, _, name, j in oracle.drawn}
    assert any(s.get("deck") == name and "keys" in s and any(x[0] == j for x in s["keys"])
               for f in files for s in f["steps"] for name, j in drawn)
    # A keep's place opens nothing: the file that names it publishes no key of the position kept.
    for seal in {s["kept"] for f in files for s in f["steps"] if "kept" in s}:
        _, (kp, _), _ = _keep(files, seal)
        swap = games[0].line.cards.piles.swap(seal)
        assert not any(s.get("deck") == swap["pile"] and any(x[0] == swap["kept"] for x in s.get("keys", []))
                       for s in files[kp]["steps"])
        text = "\n".join(summary(parse_turn(canonical(files[kp]))[0]))  # lionheart turn show FILE
        assert f"the place kept by a sealed choice ({seal[:12]}...): option " in text
    # After every file each copy's view, as its party's seat, was what observe gives that seat
    # of the open game at the same point (made again from a finished copy, every card read).
    assert oracle.observed.check(games) > 4 * 200
    # A copy is read back from its files through every check (the swaps followed again).
    again = RemoteGame.load(games[1].save(games[1].path or _tmp(games[1])))
    assert again.line.fingerprint() == games[1].line.fingerprint()
    assert again.line.state == games[1].line.state


def test_a_false_key_for_an_edict_drawn_at_nottingham_is_refused_by_its_drawer(four):
    games, files, _, oracle = four
    # The drawer reads it once the last party's key is in: a false one is refused in that file.
    seq, drawer, name, j = next(d for d in oracle.drawn if any(
        s.get("deck") == d[2] and "keys" in s and any(x[0] == d[3] for x in s["keys"])
        for f in files[d[0] + 1:] for s in f["steps"]))
    game = replay(files, drawer, games[drawer], seq + 1)
    k = seq + 1
    while j not in game.line.cards.deals[name].cards:
        game.accept(files[k])
        k += 1
    k -= 1
    assert any(s.get("deck") == name and "keys" in s and any(x[0] == j for x in s["keys"]) for s in files[k]["steps"])
    game = replay(files, drawer, games[drawer], k)

    def change(doc):
        step = next(s for s in doc["steps"] if s.get("deck") == name and "keys" in s)
        x = next(x for x in step["keys"] if x[0] == j)
        x[2] = format(int(x[2], 16) * 2 % (2 ** 2048 - 1) or 3, "x")

    refused(game, tampered(files[k], change), "do not check")


def _a_placed_keep(files, oracle):
    """The last keep whose place was named during the game, and the receiver that checks it."""
    seal = [s["kept"] for f in files for s in f["steps"] if "kept" in s][-1]
    (kseal, index), (kp, ip), (kshow, ishow) = _keep(files, seal)
    owner = files[kseal]["sender"]
    return seal, (kseal, index), (kp, ip), (kshow, ishow), owner, (owner + 1) % 4


def test_a_keep_shown_before_every_deck_secret_is_in_is_refused(four):
    # Until the end a keep names its place only: a file showing the edict kept (which every
    # program would read) is refused, the copy unchanged.
    games, files, _, oracle = four
    seal, _, (kp, ip), (kshow, ishow), owner, receiver = _a_placed_keep(files, oracle)
    show = files[kshow]["steps"][ishow]
    game = replay(files, receiver, games[receiver], kp)

    def change(doc):
        doc["steps"][ip] = {"show": seal, "act": show["act"], "salt": show["salt"]}

    refused(game, tampered(files[kp], change), "before every deck secret is in")


def test_a_kept_edict_that_was_not_one_of_the_two_drawn_is_refused_at_the_final_audit(four):
    # The owner sealed a keep of an edict it never drew (the seal is a hash: nobody sees it) and
    # named a place; its place opens nothing, so the cheat is found when the keep is shown, once
    # every deck secret is in: the edict at the place it named is not the one it shows.
    games, files, _, oracle = four
    seal, (kseal, index), (kp, ip), (kshow, ishow), owner, receiver = _a_placed_keep(files, oracle)
    real = CR.action_from_dict(files[kshow]["steps"][ishow]["act"])
    swap = games[0].line.cards.piles.swap(seal)
    options = {oracle.code(swap["pile"], j) for j in swap.get("before", swap["options"])}  # before a mix
    other = next(e for e in games[0].line.cards.fd.by_deck[swap["pile"]] if e not in options)
    cheat = CR.action_to_dict(KeepEdict(real.player, other))
    salt = games[owner].sealed[seal]["salt"]
    forged = seal_hash(games[0].game_id, f"file:{files[kseal]['seq']}", owner, index, salt, cheat)
    cheated = [copy.deepcopy(f) if k in (kseal, kp, kshow) else f for k, f in enumerate(files)]
    cheated[kseal]["steps"][index]["seal"] = forged
    cheated[kp]["steps"][ip]["kept"] = forged
    cheated[kshow]["steps"][ishow].update(show=forged, act=cheat)
    cheated = _rechain(cheated, kseal, kshow)
    game = replay(cheated, receiver, games[receiver], kshow)
    assert game.line.cards.full is not None
    refused(game, cheated[kshow], "not the card at the place it named")


def test_an_edict_put_under_that_is_not_the_other_one_is_refused_at_the_final_audit(four):
    # The owner names as kept the place of the edict it put under: every copy then thinks the
    # edict it kept went under. Nobody can tell until every card is read: when the keep is shown
    # the edict at the place it named is not the one it kept; refused, the copy unchanged.
    games, files, _, oracle = four
    seal, _, (kp, ip), (kshow, _), owner, receiver = _a_placed_keep(files, oracle)
    cheated = list(files)
    cheated[kp] = copy.deepcopy(files[kp])
    cheated[kp]["steps"][ip]["place"] = 1 - files[kp]["steps"][ip]["place"]
    cheated = _rechain(cheated, kp, kshow)
    game = replay(cheated, receiver, games[receiver], kshow)
    assert game.line.cards.full is not None
    refused(game, cheated[kshow], "not the card at the place it named")


def test_a_false_edict_key_sent_alone_is_refused_by_its_drawer(four):
    # An edict put under its pile and drawn again: the party that put it there sends its key to
    # the drawer alone (every other copy lacks it); a false one stops the game at the drawer.
    games, files, _, _ = four
    k = first_file(files, lambda f: any(s.get("deck", "").startswith("edicts/") and "alone" in s for s in f["steps"]))
    step_index = next(i for i, s in enumerate(files[k]["steps"]) if s.get("deck", "").startswith("edicts/") and "alone" in s)
    drawer = files[k]["steps"][step_index]["to"]
    game = replay(files, drawer, games[drawer], k)

    def change(doc):
        x = doc["steps"][step_index]["alone"][0]
        x[2] = format(int(x[2], 16) ^ 1, "x")

    refused(game, tampered(files[k], change), "do not check")


# ---- five players: the Neutral's pile too, up to the first place named ------------------------

def _a_place_named(games) -> bool:
    """A keep's place has been named and the draw that waited for it is played."""
    line = games[0].line
    return line.awaiting is None and any(s["kept"] is not None for s in line.cards.piles.swaps)


@pytest.mark.slow
def test_a_five_party_crusade_by_file_keeps_every_edict_to_its_party_up_to_a_place_named():
    # Five parties (the Neutral seated: its pile face down too) of players that swap at
    # Nottingham whenever they can, stopped once a keep's place has been named and the draw
    # that waited for it played (the whole game takes over three minutes of CPU), with every
    # check after every file: cards, edicts, events. The deck secrets are shown only at the end
    # of a game by file; here they are taken from the copies to audit the game so far: every
    # key published checked, and every round of the edict piles and the event deck redone with
    # every card each copy read (the Provisions deck's five locks, 20 s of CPU, are redone in the
    # whole games of 2 to 4 parties).
    games, files, checked = play_by_files(5, 5, "swapper", until=_a_place_named)
    oracle = play_by_files.oracle
    assert checked > 20 and oracle.draws >= 2 and oracle.places >= 1 and oracle.secret_kept > 0
    assert "edicts/neutral" in games[0].line.cards.deals and len(games) == 5
    assert oracle.shows == 0  # no edict kept is shown before the end
    secrets = {i: g.line.cards.secret for i, g in enumerate(games)}
    for name, deal in games[0].line.cards.deals.items():
        assert all(g.line.cards.deals[name].keys == deal.keys for g in games)
        for (j, q), key in deal.keys.items():
            assert mental.Locker(secrets[q], deal.name, deal.size).opening_key(j) == key
        if name == "provisions":
            continue
        order = deal.audit(secrets)
        for g in games:
            assert all(order[j] == card for j, card in g.line.cards.deals[name].cards.items())
