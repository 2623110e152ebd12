"""Sealed secret actions in remote play (docs/remote-play.md, "Sealed choices"), on the pledge
test game (tests/games/pledge.py: a pledge secret all game, guesses decided by it, a die per
guess) and on the hex game's mercenary promises."""

from __future__ import annotations

import json

import pytest
from games import pledge
from games.pledge import Guess, Pledge
from remote_table import Table

from lionheart_core import remote, rulesets

RS = pledge.RULESET


@pytest.fixture(autouse=True)
def registered():
    added = RS.id not in rulesets.ids()
    if added:
        rulesets.register(RS.id, lambda: RS)
    yield
    if added:
        rulesets.unregister(RS.id)


def table(seed: int = 1, rounds: int = 2, blind: bool = False, sequential: bool = False) -> Table:
    return Table(RS, pledge.Options(rounds=rounds, blind=blind, sequential=sequential),
                 [("N", ["north"]), ("S", ["south"])], seed=seed)


def carried(doc: dict) -> list[dict]:
    """The actions a file carries as played (not the sealed ones it shows on demand)."""
    out = []
    for step in doc["steps"]:
        if "seal" in step:
            out.append(step)
        elif "show" not in step:
            out += [step["act"]] if "act" in step else step.get("open", [])
    return out


def run_until(t: Table, stop) -> tuple[int, dict]:
    for _ in range(100):
        i, doc = t.step()
        if stop(i, doc):
            return i, doc
        t.send(i, doc)
    raise AssertionError("never happened")


def forged(doc: dict, **changes) -> dict:
    out = json.loads(json.dumps(doc))
    out.update(changes)
    out["checksum"] = remote.file_checksum(out)
    return out


@pytest.mark.parametrize(("seed", "sequential"), [(1, False), (2, False), (3, True), (4, True)])
def test_whole_games_keep_each_pledge_sealed_until_a_guess_needs_it(seed, sequential):
    # In a simultaneous phase (sealed in the part) or in turn (a sealed step of its own).
    t = table(seed, sequential=sequential)
    pledges: dict[str, int] = {}
    waits = 0
    waited = False  # the last file ended with an action waiting for a sealed pledge
    owing = 0
    own_steps = 0  # sealed actions of the open sequence (each a step of its own)
    while (nxt := t.step()) is not None:
        i, doc = nxt
        for side in t.sides:  # what each side sealed, as its copy keeps it
            for secret in side.sealed.values():
                pledges[secret["action"]["player"]] = secret["action"]["amount"]
        # A pledge travels sealed; it is shown only in the file that answers a waiting guess.
        assert not [a for a in carried(doc) if a.get("type", "").endswith("Pledge") and a.get("amount")]
        shows = [s for s in doc["steps"] if "show" in s]
        assert not shows or waited
        waited = bool(doc["steps"]) and bool(doc["steps"][-1].get("waits"))
        waits += waited
        own_steps += sum(1 for s in doc["steps"] if set(s) == {"blank", "seal"})
        if RS.is_over(t.sides[i].line.state) and not t.sides[i].is_over():
            owing += 1  # the rules' game is over, the game by file not yet: seals to show
        t.send(i, doc)
        a, b = t.sides
        assert RS.state_hash(a.line.state) == RS.state_hash(b.line.state)
        for side in t.sides:  # a copy holds the other's pledge only once it is shown
            other = 1 - side.me
            if side.line.state.pledged[other]:
                shown = any(x.shown for x in side.line.blanks if x.party == other)
                assert side.line.mine.pledges[other] == (pledges[pledge.SEATS[other]] if shown else 0)
    a, b = t.sides
    assert a.is_over() and b.is_over() and a.waiting_for() is None and b.waiting_for() is None
    # Every pledge was shown and checked: both copies hold the whole game, dice included.
    assert all(x.shown for x in a.line.blanks) and len(a.line.blanks) == 2
    assert a.line.own is None and b.line.own is None and a.line.state == b.line.state
    assert a.line.state.pledges == (pledges["north"], pledges["south"])
    assert waits == 2  # each side's first guess waited for the other's pledge
    assert own_steps == (2 if sequential else 0)
    assert a.line.draws == 4  # a die per guess, every one checked


def test_pledges_nobody_needed_are_shown_and_checked_once_the_game_is_over():
    t = table(seed=4, blind=True)
    while (nxt := t.step()) is not None:
        i, doc = nxt
        shows = [s for s in doc["steps"] if "show" in s]
        over = RS.is_over(t.sides[i].line.state)
        assert not shows or (over and len(doc["steps"]) == len(shows))  # only after the end, nothing else
        assert not any(s.get("waits") for s in doc["steps"])
        t.send(i, doc)
        for side in t.sides:
            # The rules' game may be over while the game by file is not: seals are owed.
            owed = any(not b.shown for b in side.line.blanks)
            assert side.is_over() == (RS.is_over(side.line.state) and not owed)
    a, b = t.sides
    assert a.is_over() and all(x.shown for x in a.line.blanks) and a.line.state == b.line.state
    # The score counts the real pledges, not the stand-ins the agreed game had until the end.
    real = {s["action"]["player"]: s["action"]["amount"] for side in t.sides for s in side.sealed.values()}
    assert a.line.state.pledges == (real["north"], real["south"])
    result = RS.result(a.line.state)
    assert result is not None


def test_a_guess_waits_for_the_pledge_it_depends_on():
    t = table()
    i, doc = run_until(t, lambda i, d: any(s.get("waits") for s in d["steps"]))
    assert i == 0 and doc["steps"][-1]["waits"] and "dice" not in doc["steps"][-1]
    t.send(i, doc)
    a, b = t.sides
    assert a.line.awaiting is not None and b.line.awaiting is not None and b.my_turn()
    assert b.line.state.guesses == 0  # not played yet: South's pledge decides it
    i, doc = t.step()
    assert i == 1 and "show" in doc["steps"][0]
    shown = RS.action_from_dict(doc["steps"][0]["act"])
    t.send(i, doc)
    assert a.line.state.pledges[1] == shown.amount
    assert a.line.awaiting is None or a.line.awaiting[0] == 1  # South's own guess may wait in turn
    # The guess was played with the pledge shown: its points follow from it.
    assert a.line.state.guesses >= 1


@pytest.mark.parametrize("sequential", [False, True])
def test_a_tampered_pledge_at_reveal_time_is_refused(sequential):
    t = table(sequential=sequential)
    i, doc = run_until(t, lambda i, d: any("show" in s for s in d["steps"]))
    a = t.sides[1 - i]
    step = dict(doc["steps"][0])
    real = step["act"]
    step["act"] = dict(real, amount=real["amount"] % 5 + 1)  # another pledge than the sealed one
    before = a.line
    with pytest.raises(remote.RemoteError, match="sealed"):
        a.accept(forged(doc, steps=[step, *doc["steps"][1:]]))
    assert a.line is before
    # Another salt: refused too.
    step = dict(doc["steps"][0], salt="0" * 32)
    with pytest.raises(remote.RemoteError):
        a.accept(forged(doc, steps=[step, *doc["steps"][1:]]))
    # A file that does not show what the game waits for.
    with pytest.raises(remote.RemoteError):
        a.accept(forged(doc, steps=[s for s in doc["steps"] if "show" not in s]))
    guesses = a.line.state.guesses
    a.accept(doc)  # the file as written is fine: the waiting guess is played
    assert a.line.state.guesses > guesses



def test_the_turn_summary_names_sealed_and_shown_steps():
    t = table(sequential=True)
    t.run()
    lines = [line for text in t.texts for line in remote.summary(remote.parse_turn(text)[0], rs=RS)]
    assert any("a secret action, sealed" in x for x in lines)
    assert any("sealed action shown: pledge" in x for x in lines)
    assert any("once the sealed actions it depends on are shown" in x for x in lines)


def test_sealed_steps_where_none_may_be_are_refused():
    t = table(sequential=True)
    i, doc = t.step()  # North's sealed pledge, a step of its own
    assert i == 0 and set(doc["steps"][0]) == {"blank", "seal"}
    b = t.sides[1]
    # Sealed for the wrong seat (South is not to move).
    step = dict(doc["steps"][0], blank={**doc["steps"][0]["blank"], "player": "south"})
    with pytest.raises(remote.RemoteError, match="not"):
        b.accept(forged(doc, steps=[step]))
    # A guess sealed: the pledge game never seals one.
    step = dict(doc["steps"][0], blank=RS.action_to_dict(Guess("north", 3)))
    with pytest.raises(remote.RemoteError, match="never seals"):
        b.accept(forged(doc, steps=[step]))
    b.accept(doc)
    # Showing another party's seal.
    i, doc = t.step()
    assert i == 1
    fake = {"show": b.line.blanks[0].seal, "act": RS.action_to_dict(Pledge("north", 2)), "salt": "0" * 32}
    a = t.sides[0]
    with pytest.raises(remote.RemoteError, match="nobody waits for"):
        a.accept(forged(doc, steps=[fake, *doc["steps"]]))
    a.accept(doc)


def test_a_sealed_action_in_a_game_that_seals_nothing_is_refused():
    from lionheart_core.rulesets.lionheart_1997 import RULESET as L97
    from lionheart_core.rulesets.lionheart_1997 import Options as O97

    t = Table(L97, O97(setup="customized", turn_limit=4), [("A", ["gold"]), ("B", ["silver"])], seed=1)
    i, doc = t.step()  # Gold's secret setup, committed
    t.send(i, doc)
    i, doc = t.step()  # Silver's, the last: open at once
    opened = next(s for s in doc["steps"] if "open" in s)
    entries = [{"blank": opened["open"][0], "seal": "ab" * 32}, *opened["open"][1:]]
    steps = [dict(s, open=entries) if s is opened else s for s in doc["steps"]]
    with pytest.raises(remote.RemoteError):
        t.sides[0].accept(forged(doc, steps=steps))
    t.sides[0].accept(doc)


def test_a_guess_that_does_not_wait_is_refused():
    t = table()
    i, doc = run_until(t, lambda i, d: any(s.get("waits") for s in d["steps"]))
    b = t.sides[1 - i]
    step = dict(doc["steps"][-1])
    del step["waits"]
    with pytest.raises(remote.RemoteError, match="depends on sealed"):
        b.accept(forged(doc, steps=[*doc["steps"][:-1], step]))


def test_an_illegal_sealed_pledge_is_found_at_the_end(monkeypatch):
    t = table(rounds=1)
    legal = pledge.PledgeGame.legal_actions

    def cheat(self, state, player=None):  # South's program lets it pledge 9
        out = legal(self, state, player)
        return out + [Pledge("south", 9)] if any(isinstance(x, Pledge) and x.player == "south" for x in out) else out

    class Cheat:
        def choose(self, obs, seat):
            return Pledge("south", 9)

    i, doc = t.step()  # North's part, sealed
    t.send(i, doc)
    monkeypatch.setattr(pledge.PledgeGame, "legal_actions", cheat)
    honest, t.bots[1] = t.bots[1], Cheat()
    i, doc = t.step()  # South's part: the last, shown at once, but its pledge sealed
    monkeypatch.undo()
    t.bots[1] = honest
    assert i == 1 and not [a for a in carried(doc) if a.get("amount") == 9]
    assert [a for a in carried(doc) if set(a) == {"blank", "seal"}]
    t.send(i, doc)  # nobody can tell yet
    with pytest.raises(remote.RemoteError, match="not allowed by the rules"):
        t.run()


def test_a_copy_with_sealed_actions_saves_and_loads(tmp_path):
    t = table()
    run_until(t, lambda i, d: any("show" in s for s in d["steps"]))
    for side in t.sides:
        path = side.save(tmp_path / f"{side.me}.json")
        loaded = remote.RemoteGame.load(path)
        assert loaded.line.state == side.line.state and loaded.state == side.state
        assert loaded.sealed == side.sealed and loaded.sealed


class HexBuilder:
    """Builds a hex army with one mercenary promised more than its least: the standard army,
    the cheapest mercenary, a promise, the mercenary deployed, ready."""

    def __init__(self, rs):
        self.rs = rs
        self.promised: set[str] = set()

    def choose(self, obs, seat):
        legal = self.rs.legal_actions(obs, seat)

        def kind(name):
            return [a for a in legal if type(a).__name__ == name]

        units = [u for u in obs.units if u.owner == seat]
        mercs = [u for u in units if u.spec.mercenary]
        if not units and kind("StandardArmy"):
            return kind("StandardArmy")[0]
        if not mercs and [a for a in kind("Buy") if a.spec.mercenary]:
            return min((a for a in kind("Buy") if a.spec.mercenary), key=lambda a: str(a.spec))
        promises = [a for a in kind("Promise") if mercs and a.amount > (mercs[0].promise or 0)]
        if promises and seat not in self.promised:
            self.promised.add(seat)
            return min(promises, key=lambda a: a.amount)
        deploy = [a for a in kind("Deploy") if mercs and a.uid == mercs[0].uid]
        if deploy:
            return deploy[0]
        return (kind("Ready") or legal)[0]


def test_hex_promises_travel_sealed_and_each_copy_keeps_its_own():
    hx = rulesets.get("lionheart-hex")
    t = Table(hx, hx.options_from_dict({"budget": 150}), [("G", ["gold"]), ("S", ["silver"])], seed=3)
    t.bots = [HexBuilder(hx), HexBuilder(hx)]
    sealed = []
    for _ in range(8):
        i, doc = t.step()
        sealed += [a for a in carried(doc) if set(a) == {"blank", "seal"}]
        assert not [a for a in carried(doc) if a.get("type", "").endswith("Promise") and a.get("amount")]
        t.send(i, doc)
        if t.sides[0].line.state.phase != "build":
            break
    assert t.sides[0].line.state.phase != "build" and len(sealed) == 2  # one promise each, sealed
    a, b = t.sides
    assert hx.state_hash(a.line.state) == hx.state_hash(b.line.state)
    # A copy knows its own promise; the agreed game (and so the other copy) the least one.
    for side, other in ((a, b), (b, a)):
        (mine,) = [u for u in side.line.mine.units if u.owner == side.seats[0] and u.spec.mercenary]
        (seen,) = [u for u in other.line.mine.units if u.uid == mine.uid]
        assert mine.promise > seen.promise
        # What a seat sees of its own copy: its promise, the other's hidden, as the rules show it.
        (shown,) = [u for u in hx.observe(side.line.mine, side.seats[0]).units if u.uid == mine.uid]
        (hidden,) = [u for u in hx.observe(other.line.mine, other.seats[0]).units if u.uid == mine.uid]
        assert shown.promise == mine.promise and hidden.promise is None
    assert hx.observe(a.line.mine, None) == hx.observe(b.line.mine, None)  # the same public game


def test_a_whole_crusade_game_by_file_seals_contributions_and_the_edict_kept():
    # Four players (two share each faction's edict pile), bots everywhere, the whole game.
    cr = rulesets.get("crusade")
    opts = cr.options_from_dict({"players": 4})
    t = Table(cr, opts, [(f"P{i + 1}", [s]) for i, s in enumerate(cr.players(opts))], seed=2)
    kinds: dict[str, int] = {}
    while (nxt := t.step()) is not None:
        i, doc = nxt
        secret = {json.dumps(s["action"], sort_keys=True) for s in t.sides[i].sealed.values()}
        for step in doc["steps"]:
            if set(step) == {"blank", "seal"}:
                kinds[step["blank"]["type"]] = kinds.get(step["blank"]["type"], 0) + 1
            # What the sender sealed appears only where it is shown on demand.
            if "act" in step and "show" not in step:
                assert json.dumps(step["act"], sort_keys=True) not in secret
        t.send(i, doc)
        truth = t.truth()
        assert len({cr.state_hash(s.line.state) for s in t.sides}) == 1
        for side in t.sides:
            if not side.my_turn():
                assert side.view() == cr.observe(truth, side.seats[0])
    assert kinds.get("crusade/Contribute") and kinds.get("crusade/KeepEdict")
    a = t.sides[0]
    assert a.is_over() and all(b.shown for b in a.line.blanks)
    assert all(s.line.state == a.line.state and s.line.own is None for s in t.sides)


def test_sealed_actions_owed_in_a_second_pass_are_shown_in_the_same_file(monkeypatch):
    # Five players, open cards: the last contribution waits for the round's contributions; the
    # last party to show its own plays the count with them, which ends the game, and then owes
    # every action it still has sealed (an edict kept at Nottingham): the same file shows them,
    # in a second pass of RemoteGame._show_owed (which ends when nothing more is owed).
    cr = rulesets.get("crusade")
    opts = cr.options_from_dict({"players": 5})
    passes: list[int] = []
    show_owed = remote.RemoteGame._show_owed

    def counted(self):
        passes.append(show_owed(self))
        return passes[-1]

    monkeypatch.setattr(remote.RemoteGame, "_show_owed", counted)
    t = Table(cr, opts, [(f"P{i + 1}", [s]) for i, s in enumerate(cr.players(opts))], seed=1)
    both = []
    while (nxt := t.step()) is not None:
        i, doc = nxt
        shown = {s["act"]["type"] for s in doc["steps"] if "show" in s}
        if {"crusade/Contribute", "crusade/KeepEdict"} <= shown:
            both.append(doc["seq"])
        t.send(i, doc)
    assert max(passes) == 2 and both
    a = t.sides[0]
    assert a.is_over() and all(b.shown for b in a.line.blanks)
    assert all(s.line.state == a.line.state for s in t.sides)
