"""A watch on the keeps at Nottingham whose two options are mixed before their place is named
(docs/remote-play.md, "The keep's two options mixed"), for the crusade games by file: after every
file, what each copy reads and shows of them and what the files name; before a file comes in, the
cheats on the mix tried on a receiver (each refused, the copy unchanged)."""

from __future__ import annotations

import pytest
from test_remote_crusade_files import refused, tampered

from lionheart_core.mental import P
from lionheart_core.remote import RemoteError
from lionheart_core.rulesets.crusade.model import HIDDEN


def _mix_steps(doc, name):
    return [(i, s) for i, s in enumerate(doc["steps"]) if s.get("deck") == name]


class MixWatch:
    """What the files and the copies show of every keep whose options were mixed."""

    def __init__(self):
        self.games = []
        self.mixes: dict[str, dict] = {}  # mix deck -> seal, keeper, pile, old options, putters, files
        self.checked = 0  # (copy, file) checked blind to a mixed keep
        self.cheats: set[str] = set()
        self.messages: dict[str, str] = {}
        self.under_read: list[tuple[str, int, int]] = []  # (mix deck, position, drawer) read by its drawer

    def before(self, games, doc):
        """Cheats on the mix tried on a receiver before the real file comes in."""
        self.games = games
        sender = doc["sender"]
        for name, m in self.mixes.items():
            steps = _mix_steps(doc, name)
            receiver = next(i for i in range(len(self.games)) if i != sender and i != m["keeper"]) \
                if sender != m["keeper"] else (sender + 1) % len(self.games)
            game = self.games[receiver]
            kinds = {k for _, s in steps for k in s if k in ("mask", "shuffle", "lock")}
            if sender == m["keeper"] and "mask" in kinds and "early" not in self.cheats:
                # the keeper names its place before the mix is done: the place would tell
                def early(d, seal=m["seal"]):
                    d["steps"].append({"kept": seal, "place": 0})
                refused(game, tampered(doc, early), "before its two options are mixed")
                self.cheats.add("early")
            if sender != m["keeper"] and "lock" in kinds and "turn" not in self.cheats:
                # a round out of turn: a shuffle by a party that is not the keeper
                i = next(i for i, s in steps if "lock" in s)

                def turn(d, i=i):
                    d["steps"][i]["shuffle"] = d["steps"][i].pop("lock")
                refused(game, tampered(doc, turn), "not the one to shuffle")
                self.cheats.add("turn")
            keeper = self.games[m["keeper"]]
            cards = keeper.line.cards
            if sender == m["keeper"] or cards.deals[name].cards or "false" in self.cheats:
                continue
            owed = {o for o in cards.owed if o[1] == name and o[0] == "hand" and o[4] == m["keeper"]}
            alone = [i for i, s in steps if "alone" in s and s.get("to") == m["keeper"]]
            locks = [i for i, s in steps if "lock" in s]
            last_lock = len([q for q, k in cards.remade.subs[name].due() if k == "lock"]) == 1
            if all(o[3] == sender for o in owed) and (cards.deals[name].locked() and alone or locks and last_lock):
                # the file after which the keeper reads both new positions, with a false key
                # (or a lock that changes a piece): refused by the keeper, the copy unchanged
                def false(d, alone=alone, locks=locks):
                    if alone:
                        x = d["steps"][alone[0]]["alone"][0]
                        x[2] = format(int(x[2], 16) ^ 1, "x")
                    else:
                        values = d["steps"][locks[0]]["lock"]
                        values[0] = format(int(values[0], 16) * 4 % P, "x")
                refused(keeper, tampered(doc, false), "open no card")
                self.cheats.add("false")
        for i, s in enumerate(doc["steps"]):
            if "kept" in s and any(m["seal"] == s["kept"] for m in self.mixes.values()) \
                    and "no position" not in self.cheats:
                # a place that names no new position
                def nowhere(d, i=i):
                    d["steps"][i]["place"] = 2
                game = self.games[(sender + 1) % len(self.games)]
                unchanged = (game.line.seq, game.line.fingerprint(), len(game.files))
                with pytest.raises(RemoteError) as err:
                    game.accept(tampered(doc, nowhere))
                assert "\n" not in str(err.value)
                assert (game.line.seq, game.line.fingerprint(), len(game.files)) == unchanged
                self.messages["no position"] = str(err.value)
                self.cheats.add("no position")

    def after(self, games, doc):
        """Every copy after a file: the putter's copy reads neither new position, shows the
        keeper's edict as X, and no file it received names an old option after the mix began."""
        self.games = games
        g0 = self.games[0].line.cards
        for name, seal in g0.mixes.items():
            if name not in self.mixes:
                s = g0.piles.swap(seal)
                keeper = g0._party(s["seat"])
                old = [g0._at(s["pile"], pos) for pos in s["before"]]
                putters = {q for deck, j in old for q in g0.readers[deck].get(j, set())} - {keeper}
                self.mixes[name] = {"seal": seal, "keeper": keeper, "seat": s["seat"], "pile": s["pile"],
                                    "old": old, "putters": putters, "since": doc["seq"]}
        for name, m in self.mixes.items():
            if doc["seq"] > m["since"]:  # nothing names an old option (its keys, or its place)
                for step in doc["steps"]:
                    if "kept" in step and step["kept"] == m["seal"]:
                        assert set(step) == {"kept", "place"}
                    for deck, j in m["old"]:
                        if step.get("deck") == deck:
                            assert j not in [x[0] for x in step.get("keys", []) + step.get("alone", [])]
                            assert j not in step.get("positions", [])
            for i, g in enumerate(self.games):
                cards = g.line.cards
                if cards.full is not None:
                    continue
                s = cards.piles.swap(m["seal"])
                assert s["options"] == (("mix", name, 0), ("mix", name, 1))
                mixed = cards.deals[name]
                if i == m["keeper"]:
                    continue
                read = set(mixed.cards)
                assert not read or s["kept"] is not None, f"party {i} reads a mixed option before the place"
                if s["kept"] is not None:
                    kept = s["kept"][2]
                    assert kept not in read, f"party {i} reads the mixed keep"
                    under = 1 - kept
                    if under in read:
                        self.under_read.append((name, under, i))
                    pos = cards.piles.held[m["seat"]][1]
                    if pos == s["kept"] and m["seat"] not in cards.piles.drawing:
                        assert g.line.state.player(m["seat"]).edict == HIDDEN, f"party {i}'s view shows the mixed keep"
                        if i in m["putters"]:
                            self.checked += 1
