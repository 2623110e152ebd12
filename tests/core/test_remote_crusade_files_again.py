"""The crusade played by file with face-down cards, four parties: a keep's two options mixed at
Nottingham and the new position it put under its pile drawn again by another party's seat
(docs/remote-play.md, "The keep's two options mixed"). With four players that takes seven swaps at
one pile, from round one to round ten (``crusade_again.py`` says why): Richard's seats follow a plan
of who stands at Nottingham each round, and every seat keeps the tracks from their end. The whole
game with the checks of the other face-down games after every file (``play_by_files``: cards,
edicts, events, the Crusade deck; ``MixWatch``: the putter's copy reads neither new position) and
``AgainWatch`` (the position put under read by its drawer alone, a false key for it refused)."""

from __future__ import annotations

import pytest
from crusade_again import Again, AgainWatch, chain, sequences
from crusade_events import check_event_audit
from crusade_mix import MixWatch
from crusade_observe import ObserveOracle
from test_remote_crusade_files import play_by_files, refused, tampered

from lionheart_core.rulesets.crusade.messages import seat_name
from lionheart_core.rulesets.crusade.play import edict_points


def test_seven_swaps_at_one_pile_need_the_ten_rounds_and_a_plan():
    # For every first player, the plans of Nottingham's occupant the rules allow that make the
    # chain (a mixed keep whose new position put under is drawn by another seat): three, each of
    # seven swaps, from round one to round ten, Robin Hood's and Marian's turns alternating.
    for first in range(4):
        plans = sequences(first, (0, 2))
        assert len(plans) == 3
        for plan in plans:
            swaps = [x for x in plan if x is not None]
            assert len(swaps) == 7 and plan[0] is not None and plan[-1] is not None
            assert chain(swaps) == 3
    # The order of play decides: with Robin Hood (seat 0) first in round one, Marian (seat 2) moves
    # before him in round two, so she cannot take Nottingham from him then (he is still there);
    # every plan leaves it empty that round.
    assert all(plan[:2] == (0, None) for plan in sequences(0, (0, 2)))


@pytest.fixture(scope="module")
def again():
    mix = MixWatch()
    watch = AgainWatch()
    observed: list[ObserveOracle] = []
    at: dict[int, set[int]] = {}  # file -> the parties whose view was recorded after it

    def after(games, doc):
        mix.after(games, doc)
        watch.after(games, doc)
        if not observed:
            observed.append(ObserveOracle(games, [g.seats[0] for g in games]))
        n = len(observed[0].records)
        observed[0].record(games)
        at[doc["seq"]] = {i for i, _, _ in observed[0].records[n:]}

    def before(games, doc):
        mix.before(games, doc)
        watch.before(games, doc, refused, tampered)

    games, files, checked = play_by_files(4, 5, watch=after, before=before, bot=lambda seed, i: Again(seed))
    mix.observed, mix.observed_at = observed[0], at
    return games, files, checked, play_by_files.oracle, mix, watch


@pytest.mark.slow
def test_the_position_a_mixed_keep_put_under_is_drawn_again_and_read_by_its_drawer_alone(again):
    games, files, checked, oracle, mix, watch = again
    cards = games[0].line.cards
    swaps = [s for s in cards.piles.swaps if s["pile"] == "edicts/richard"]
    assert len(swaps) >= 7 and games[0].line.state.round == 10
    assert mix.mixes and watch.drawn
    name, d = next((n, d) for n, d in watch.drawn.items() if d["drawer"] is not None)
    assert d["drawer"] != d["keeper"]
    # After every file the putter's copy read neither new position (MixWatch), and no copy read
    # the one put under but the keeper's and, once drawn, its drawer's.
    assert mix.checked > 0 and watch.checked > 20
    assert name in watch.reads, "the drawer never read the position put under"
    seq, code = watch.reads[name]
    assert seq >= d["seq"]  # the draw waits for the keeper's place; its keys to the drawer ride with it
    # Its keys: the keeper's (the one party reading it) to the drawer alone, every other party's in
    # the open, as for any position of a pile.
    pos = d["under"][2]
    alone = [(f["sender"], s) for f in files for s in f["steps"]
             if s.get("deck") == name and "alone" in s and s["to"] == d["drawer"] and pos in s["positions"]]
    assert [sender for sender, _ in alone] == [d["keeper"]]
    opened = {x[1] for f in files for s in f["steps"] if s.get("deck") == name for x in s.get("keys", []) if x[0] == pos}
    assert opened == set(range(4)) - {d["keeper"], d["drawer"]}
    # The edict drawn is the one the keeper put under: the oracle followed every position from
    # the whole deal (every party's secret) and the keepers' real keeps.
    drew = [x for x in oracle.drawn if x[0] == d["seq"] and x[1] == d["drawer"]]
    assert len(drew) == 1 and oracle.code(drew[0][2], drew[0][3]) == code
    assert cards.code(d["pile"], d["under"]) == code  # and the audit says so too
    # The same file with the keeper's key to it false was refused by the drawer, one line, the
    # copy unchanged (AgainWatch).
    assert [(n, s, q) for n, s, q in watch.refused] == [(name, seq, d["drawer"])]


@pytest.mark.slow
def test_the_game_that_draws_it_again_ends_audited_and_scores_every_edict_as_the_open_game(again):
    games, files, checked, oracle, mix, watch = again
    assert checked > 20
    assert all(g.line.cards.full is not None for g in games)  # every copy's audit passed
    assert games[0].line.state == games[1].line.state == games[2].line.state == games[3].line.state
    final = games[0].line.state
    assert final.phase == "over"
    check_event_audit(games)
    cards = games[0].line.cards
    assert cards.mixes and all(n in cards.full and n in cards.remade.full for n in cards.mixes)
    # Every edict scored is the one the oracle followed to its seat, by the rules' own count.
    scored = {e.args["player"]: e.args["n"] for p in games[0].line.played for e in p.events
              if e.key.endswith("edict.score")}
    for p in final.players:
        assert p.edict == oracle.code(*oracle.held[p.seat])
        assert scored.get(seat_name(p.seat), 0) == edict_points(final, p)
    assert scored  # the final scoring was played in this copy's last file
    # The cheats on the mix were refused as their files came (MixWatch; a place named before the
    # mix is tried only when the keeper masks in a file after the one that starts the mix, not so
    # here: the four-party game tries it).
    assert mix.cheats >= {"turn", "false", "no position"}


@pytest.mark.slow
def test_every_copys_view_equals_observe_after_every_file_of_the_game_that_draws_it_again(again):
    games, files, checked, oracle, mix, watch = again
    observed, at = mix.observed, mix.observed_at
    # Every file from the deal to the last before the audit: the views of its parties recorded,
    # but a party's whose own cards were drawn and their keys not in yet (an X it reads later).
    recorded = [seq for seq, parties in at.items() if parties]
    first, last = min(recorded), max(recorded)
    assert all(at[seq] for seq in range(first, last + 1))
    assert last >= files[-1]["seq"] - 7  # up to the secrets' files (no view before the audit after them)
    assert observed.skipped * 20 < len(observed.records)
    # Among them every file around the mixed keep: where the mix began, its rounds and keys, the
    # place named, the draw of the position put under and the files after it to the next round.
    m = next(iter(mix.mixes.values()))
    name, d = next(iter(watch.drawn.items()))
    steps = {f["seq"] for f in files if any(s.get("deck") == name or s.get("kept") == m["seal"] for s in f["steps"])}
    assert len(steps) >= 7 and first < m["since"] < d["seq"] <= last
    assert all(at[seq] for seq in steps | {m["since"], d["seq"]} if seq <= last)
    assert {i for seq in steps | {d["seq"]} for i in at.get(seq, ())} == set(range(4))
    # Each recorded view equals observe of the open game at its point, the open game made again
    # from a finished copy with every card read.
    assert observed.check(games) == len(observed.records) > 1000
