"""Players for the six-party crusade by file of ``test_remote_crusade_files_six.py``: a game that
goes through the paths of six parties (three seats sharing each edict pile, a keep's two options
mixed among six parties, every deck round and the Crusade deck re-made by six) and ends early by
the rules, so that the whole game with its checks fits the suite.

With six players each faction's pile keeps 2 positions after the deal, so the position put under
at a pile's swap ``n`` is drawn at its swap ``n + 2``: when another seat drew it (three seats
share the pile, each its own party), the keep of swap ``n + 2`` has its options mixed. Richard's
three seats go to Nottingham whenever they can and swap their edict there (one figure at a time
stands there and none stays, so they take turns), and wait one move from it otherwise; John's
seats keep away from it. From round ``push`` on every seat contributes the cards that move the
tracks towards their end (red banners move Richard's Army, red hourglasses the King's Return,
empty chests the King's Treasure), before it those that hold them (``crusade_again.KEEP``): the
game ends by the rules when a track reaches its end. A keep is mixed only when a later draw from
its pile waits for its place, so the mix takes four swaps at one pile: on the rules without files
(one process, seeds 0 to 39), with ``push`` 5 the game ends in round 6 to 9 (7 in 24 games) and
a mixed keep's place is named in 37; with ``push`` 3 it ends in round 4 to 8 (5 in 20), a mixed
place in 22. Every choice is a legal action of the rules (``CR.legal_actions``).

``play_six`` plays the game by file with every check after every file, and ``check_six`` the
checks at its end; ``bench/remote_six.py`` runs them (the whole game is above the suite's
budget: docs/remote-play.md, "What is built, what is left")."""

from __future__ import annotations

import time

from crusade_again import KEEP, NOTTINGHAM, distance
from crusade_events import check_event_audit
from crusade_mix import MixWatch
from crusade_observe import ObserveOracle
from test_remote_crusade_files import play_by_files

from lionheart_core import rulesets
from lionheart_core.bots import make_bot
from lionheart_core.remote import canonical
from lionheart_core.rulesets.crusade.messages import seat_name
from lionheart_core.rulesets.crusade.model import Act, Contribute, KeepEdict, Move, Place
from lionheart_core.rulesets.crusade.play import alternatives, edict_points

CR = rulesets.get("crusade")
PUSH = ("RB", "RH", "GC")  # the cards that move Richard's Army, the King's Return, the King's Treasure on


class Six:
    """One seat's player (see the module's docstring); ``faction`` the one whose seats swap."""

    def __init__(self, seed: int, faction: str = "richard", push: int = 3) -> None:
        self.inner = make_bot("random", CR, seed)
        self.faction = faction
        self.push = push

    def choose(self, obs, seat):
        legal = CR.legal_actions(obs, seat)
        p = obs.player(seat)
        kinds = {type(a) for a in legal}
        if Place in kinds or Move in kinds:
            return self._travel(legal, p.faction == self.faction) or self.inner.choose(obs, seat)
        for a in legal:
            if isinstance(a, Act) and alternatives(obs, p.location)[a.alt].edict_swap:
                return a
        if Contribute in kinds:
            good = PUSH if obs.round >= self.push else KEEP
            return max((a for a in legal if isinstance(a, Contribute)),
                       key=lambda a: (sum(c in good for c in a.cards) - sum(c not in good for c in a.cards), a.cards))
        if KeepEdict in kinds:
            return legal[0]
        return self.inner.choose(obs, seat)

    @staticmethod
    def _travel(legal, swaps: bool):
        dist = distance()
        ends = [a for a in legal if isinstance(a, Place) or (isinstance(a, Move) and not a.rob)]

        def end(a):
            return a.to if isinstance(a, Place) else a.path[-1]

        if swaps:
            there = [a for a in ends if end(a) == NOTTINGHAM]
            if there:
                return there[0]
            near = [a for a in ends if dist.get(end(a)) == 1] or ends
        else:
            near = [a for a in ends if dist.get(end(a), 9) >= 2] or [a for a in ends if end(a) != NOTTINGHAM]
        if not near:  # only robberies (this player never robs): as the random player chooses
            return None
        return min(near, key=lambda a: (len(a.path) if isinstance(a, Move) else 0, end(a)))


def play_six(seed: int, push: int = 5) -> dict:
    """The six-party game by file, :class:`Six` on every seat, with the checks of
    ``play_by_files`` (cards, edicts, events, the Crusade deck), ``MixWatch`` (and the cheats on
    a mix tried on a receiver) and the views recorded for ``ObserveOracle`` after every file;
    the CPU time of each file with its checks."""
    clock = time.process_time
    mix = MixWatch()
    observed: list[ObserveOracle] = []
    at: dict[int, set[int]] = {}  # file -> the parties whose view was recorded after it
    cpu: dict[int, float] = {}
    last = [clock()]

    def after(games, doc):
        mix.after(games, doc)
        if not observed:
            observed.append(ObserveOracle(games, [g.seats[0] for g in games]))
        n = len(observed[0].records)
        observed[0].record(games)
        at[doc["seq"]] = {i for i, _, _ in observed[0].records[n:]}
        cpu[doc["seq"]] = clock() - last[0]
        last[0] = clock()

    games, files, checked = play_by_files(6, seed, watch=after, before=mix.before,
                                          bot=lambda s, i: Six(s, push=push))
    return {"games": games, "files": files, "checked": checked, "oracle": play_by_files.oracle, "mix": mix,
            "observed": observed[0], "at": at, "cpu": cpu}


def check_six(run: dict) -> dict:
    """The checks at the end of :func:`play_six` (assertions); returns the game's figures."""
    games, files, oracle, mix, observed, at = (run[k] for k in ("games", "files", "oracle", "mix", "observed", "at"))
    assert len(games) == 6 and run["checked"] > 100
    cards = games[0].line.cards
    assert set(cards.deals) >= {"provisions", "events", "edicts/richard", "edicts/john"}
    assert "edicts/neutral" not in cards.deals  # six players: three seats a faction, no Neutral
    assert all(g.line.cards.full is not None for g in games)  # every copy's audit passed
    final = games[0].line.state
    assert all(g.line.state == final for g in games[1:]) and final.phase == "over"
    check_event_audit(games)
    assert sum(1 for f in files for s in f["steps"] if "secret" in s) == 6
    # Every edict scored is the one the oracle followed to its seat, by the rules' own count.
    scored = {e.args["player"]: e.args["n"] for p in games[0].line.played for e in p.events
              if e.key.endswith("edict.score")}
    for p in final.players:
        assert p.edict == oracle.code(*oracle.held[p.seat])
        assert scored.get(seat_name(p.seat), 0) == edict_points(final, p)
    assert oracle.shows == oracle.keeps
    swaps = [s for s in cards.piles.swaps if s["pile"] == "edicts/richard"]
    for name, m in mix.mixes.items():  # a keep mixed among six parties
        sub = cards.remade.subs[name]
        assert sub.shufflers == (m["keeper"],) and m["putters"] and m["keeper"] not in m["putters"]
        assert set(sub.maskers) == {m["keeper"]} | {q for p in sub.pieces for q, _, _ in p.holds}
        assert {p for p, k, _ in sub.rounds if k == "lock"} == set(range(6))
        assert name in cards.full and name in cards.remade.full
    # Every file from the deal to the audit: the views of its parties recorded (but a party's
    # whose own cards were drawn and their keys not in yet), each equal to observe of the open
    # game at its point.
    recorded = [seq for seq, parties in at.items() if parties]
    assert all(at[seq] for seq in range(min(recorded), max(recorded) + 1))
    t = time.process_time()
    views = observed.check(games)
    assert views == len(observed.records)
    return {"files": len(files), "kb": round(sum(len(canonical(f)) for f in files) / 1024, 1),
            "actions": len(games[0].line.history), "rounds": final.round, "end": final.outcome.reason,
            "swaps": len(cards.piles.swaps), "richard_swaps": [s["seat"] for s in swaps],
            "mixes": len(mix.mixes), "mix_checked": mix.checked, "cheats": sorted(mix.cheats),
            "secret_kept": oracle.secret_kept, "mixed_kept": oracle.mixed_kept,
            "views": views, "skipped": observed.skipped, "observe_check_s": round(time.process_time() - t, 1)}
