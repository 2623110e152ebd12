"""Remote play by file (issue 15): whole 1997 games between two simulated players who only
exchange turn files, every roll verified, and every way of cheating caught."""

from __future__ import annotations

import json

import pytest
from remote_table import Table, game_id, secret

from lionheart_core import remote
from lionheart_core.dice import Keyed
from lionheart_core.engine import LogEntry
from lionheart_core.remote import RemoteError, RemoteGame, file_checksum, parse_turn, turn_text
from lionheart_core.rulesets.lionheart_1997 import RULESET as RS
from lionheart_core.rulesets.lionheart_1997 import Options, Place

PARTIES = [("Ann", ["gold"]), ("Ben", ["silver"])]


def table(opts: Options, levels=("heuristic", "heuristic"), seed: int = 1, game: int = 0, dice: str = "turn") -> Table:
    return Table(RS, opts, PARTIES, levels, seed=seed, game=game, dice=dice)


def observe_equal(t: Table) -> None:
    """Both sides agree on the game, and each side's view is the other side's view of it."""
    a, b = t.sides
    assert RS.state_hash(a.line.state) == RS.state_hash(b.line.state)
    for seat in ("gold", "silver", None):
        assert RS.observe(a.line.state, seat) == RS.observe(b.line.state, seat)
    # A side that waits sees the agreed game; the side that writes next may already be ahead
    # (its sealed part shown, its own moves), never behind.
    for side, seat, other in ((b, "silver", a), (a, "gold", b)):
        if not side.my_turn():
            assert side.view(seat) == RS.observe(other.line.state, seat)


def redo(text: str, **changes) -> str:
    """A file changed by a cheater who also recomputes its checksum."""
    doc = json.loads(text)
    doc.update(changes)
    doc["checksum"] = file_checksum(doc)
    return turn_text(doc)


def edit_step(text: str, index: int, step: dict) -> str:
    doc = json.loads(text)
    doc["steps"][index] = step
    doc["checksum"] = file_checksum(doc)
    return turn_text(doc)


def until(t: Table, pred) -> tuple[int, dict]:
    """Deliver files until the next one (written, not delivered) satisfies ``pred``."""
    for _ in range(2000):
        i, doc = t.step()
        if pred(i, doc):
            return i, doc
        t.send(i, doc)
    raise AssertionError("no such file")


def refused(side: RemoteGame, text: str, *words: str) -> str:
    """``side`` refuses ``text`` with a message naming ``words``, and is left unchanged."""
    before = (RS.state_hash(side.line.state), len(side.files), side.line.seq, side.line.draws)
    with pytest.raises(RemoteError) as err:
        side.accept(text)
    message = str(err.value)
    for w in words:
        assert w in message, message
    assert (RS.state_hash(side.line.state), len(side.files), side.line.seq, side.line.draws) == before
    return message


# ---- whole games -------------------------------------------------------------------------------


@pytest.mark.parametrize("setup", ["basic", "customized", "massive"])
def test_whole_game_by_file_with_bots_on_both_sides(setup):
    opts = Options(setup="basic", massive_infantry=True) if setup == "massive" else Options(setup=setup)
    t = table(opts.model_copy(update={"turn_limit": 50}))
    rolled = []

    def each(t: Table, sender: int) -> None:
        observe_equal(t)
        model, _ = parse_turn(t.texts[-1])
        rolled.extend(s for s in model.steps if isinstance(s, remote.ActStep) and s.draws)

    t.run(each=each)
    a, b = t.sides
    assert RS.is_over(a.line.state) and a.is_over() and b.is_over()
    assert a.waiting_for() is None and b.waiting_for() is None
    # Dice were rolled (the roll-off and attacks), every one checked on acceptance.
    assert len(rolled) > 3 and a.line.draws > 12
    # The agreed log replays as an ordinary game with those rolls, to the same position.
    assert RS.state_hash(RS.replay(a.line.opts, a.line.seed, a.line.log)) == RS.state_hash(a.line.state)
    # Small files a person can attach to a mail.
    assert max(len(x) for x in t.texts) < 4000


def test_every_roll_is_the_keyed_dice_of_both_secrets():
    t = table(Options(turn_limit=5), levels=("random", "random"))
    t.run()
    a = t.sides[0]
    # Rebuild the dice independently: the roll-off's eight combat dice are the first eight draws
    # of the key made from the links each party had revealed when it rolled.
    first = a.line.log[0]
    assert first.action.__class__.__name__ == "RollOff" and len(first.rolls) >= 8
    key = remote.dice_key(a.game_id, [(1, remote.chain_link(secret(10), 1)), (0, remote.chain_link(secret(11), 0))])
    assert list(first.rolls) == list(Keyed(key, 0).combat(len(first.rolls)))


def test_secret_setup_travels_sealed_and_is_checked_on_reveal():
    t = table(Options(setup="customized"), levels=("random", "random"), seed=2)
    # File 2: Ann's setup, sealed.
    i, doc = t.step()
    assert i == 0 and [list(s) for s in doc["steps"]] == [["commit"]]
    text = t.send(i, doc)
    assert "Place" not in text and "StandardSetup" not in text
    ben = t.sides[1]
    # Ben's copy knows nothing of Ann's army but her King, and Ben's game agrees with what Ann shows.
    assert [u.kind for u in ben.state.units if u.owner == "gold"] == ["king"]
    assert ben.line.phase is not None and 0 in ben.line.phase.parts
    # Ben, the last to choose, sends his part open; Ann then shows hers against her commitment.
    i, doc = t.step()
    assert i == 1 and list(doc["steps"][0]) == ["open", "salt"]
    t.send(i, doc)
    i, doc = t.step()
    assert i == 0 and list(doc["steps"][0]) == ["open", "salt"]
    t.send(i, doc)
    observe_equal(t)
    assert t.sides[1].line.state.phase in ("play", "over")
    assert len([u for u in ben.line.state.units if u.owner == "gold"]) == 10


def test_restarting_a_turn_never_rerolls():
    t = table(Options(turn_limit=60))
    for _ in range(200):
        i = t.writer()
        side = t.sides[i]
        t.play_turn(i)
        steps = [dict(s) for s in side._steps]
        if any(s.get("draws") and s["act"]["type"].endswith("/Attack") for s in steps if "act" in s):
            break
        t.send(i, side.turn_file())
    else:
        raise AssertionError("nobody attacked")
    played = list(side._pending)
    # Take the turn back and play it again: every attack draws the very same dice.
    side.reset()
    assert side._steps == [] and side.to_act()
    for action in played:
        side.play(action)
    assert side._steps == steps
    t.send(i, side.turn_file())


def test_save_and_load_a_side_keeps_the_game_and_its_secrets(tmp_path):
    t = table(Options(setup="customized", turn_limit=20), levels=("random", "random"), seed=3)
    i, doc = t.step()  # Ann seals her setup
    t.send(i, doc)
    ann = t.sides[0]
    path = ann.save(tmp_path / remote.game_path(ann.game_id, 0, tmp_path).name)
    again = RemoteGame.load(path)
    assert RS.state_hash(again.line.state) == RS.state_hash(ann.line.state)
    assert again.parts == ann.parts and again.parts  # her sealed setup, kept for the reveal
    t.sides[0] = again
    t.run()
    assert again.is_over()
    assert remote.find_game(ann.game_id, tmp_path) == path
    # A copy saved after a phase was sealed, shown and resolved loads again (every file rechecked).
    again.save(path)
    last = RemoteGame.load(path)
    assert RS.state_hash(last.line.state) == RS.state_hash(again.line.state) and last.is_over()


def test_half_played_turn_is_kept_in_the_saved_copy(tmp_path):
    t = table(Options(turn_limit=20), levels=("random", "random"))
    t.send(*t.step())  # Ann rolls and moves
    i = t.writer()
    side = t.sides[i]
    side.play(side.legal_actions()[0])
    path = side.save(tmp_path / "x.lionheart-remote.json")
    again = RemoteGame.load(path)
    assert RS.state_hash(again.state) == RS.state_hash(side.state)
    assert again.turn_file()["steps"] == side.turn_file()["steps"]


# ---- cheating, each caught ---------------------------------------------------------------------


def test_rerolled_dice_are_refused(monkeypatch):
    t = table(Options(turn_limit=60))
    i, honest = until(t, lambda i, d: any(s.get("draws") for s in d["steps"] if "act" in s))
    cheat = t.sides[i]
    # The cheater's program draws from dice of its own choosing and writes a consistent file.
    cheat.line = cheat.line.copy()
    cheat.files = list(cheat.files[:-1])
    cheat.line = t.sides[1 - i].line.copy()
    cheat.reset()
    monkeypatch.setattr(remote.Line, "dice", lambda self: Keyed(b"lucky" * 4, self.draws))
    t.play_turn(i)
    forged = turn_text(cheat.turn_file())
    monkeypatch.undo()
    receiver = t.sides[1 - i]
    refused(receiver, forged, "not the dice the revealed secrets give", "rerolled")
    receiver.accept(turn_text(honest))


def test_edited_dice_record_is_refused():
    t = table(Options(turn_limit=60))
    i, doc = until(t, lambda i, d: any(s.get("rolls") for s in d["steps"] if "act" in s))
    text = turn_text(doc)
    k = next(n for n, s in enumerate(doc["steps"]) if s.get("rolls"))
    step = dict(doc["steps"][k])
    faces = step["rolls"][0][1]
    step["rolls"] = [[step["rolls"][0][0], ["axe"] * len(faces) if faces != ["axe"] * len(faces) else ["panic"] * len(faces)]] + step["rolls"][1:]
    refused(t.sides[1 - i], edit_step(text, k, step), "rerolled or edited")
    t.sides[1 - i].accept(text)


def test_edited_action_is_refused():
    t = table(Options(turn_limit=60), levels=("random", "random"))
    i, doc = until(t, lambda i, d: d["seq"] > 6 and any("Move" in s["act"]["type"] for s in d["steps"] if "act" in s))
    text = turn_text(doc)
    receiver = t.sides[1 - i]
    k = next(n for n, s in enumerate(doc["steps"]) if "act" in s and "Move" in s["act"]["type"])
    step = json.loads(json.dumps(doc["steps"][k]))
    # A hand edit without the checksum: refused as changed.
    naive = text.replace(json.dumps(step["act"]["to"]), json.dumps([step["act"]["to"][0], 5]), 1)
    refused(receiver, naive, "changed after it was written")
    # A cheater who recomputes the checksum: a move to a far square breaks the rules...
    step["act"]["to"] = [step["act"]["frm"][0], 5 if step["act"]["frm"][1] > 5 else 4]
    refused(receiver, edit_step(text, k, step), f"step {k + 1}")
    # ...and a legal other move leaves a game unlike the sender's (the fingerprint).
    before = receiver.line.copy()
    alt = None
    for s in doc["steps"][:k]:
        before.act(i, RS.action_from_dict(s["act"]), "x")
    original = RS.action_from_dict(doc["steps"][k]["act"])
    for a in RS.legal_actions(before.state, original.player):
        if a != original and type(a).__name__ in ("Move", "Turn") and a.player == original.player:
            alt = a
            break
    assert alt is not None
    step = {"act": RS.action_to_dict(alt), "code": RS.action_code(alt), "draws": 0, "dice": None, "rolls": []}
    message = refused(receiver, edit_step(text, k, step))
    assert "does not match the sender's game" in message or "not allowed" in message
    receiver.accept(text)


def test_changed_dice_secret_is_refused():
    t = table(Options(turn_limit=60), levels=("random", "random"))
    i, doc = until(t, lambda i, d: d["seq"] > 4)
    text = turn_text(doc)
    forged = redo(text, reveal={"index": doc["reveal"]["index"], "link": "ab" * 32})
    refused(t.sides[1 - i], forged, "does not match the commitment")
    # A secret from further down the chain (skipping one) is refused too.
    skipped = redo(text, reveal={"index": doc["reveal"]["index"] + 1,
                                 "link": remote.chain_link(secret(10 + i), doc["reveal"]["index"] + 1).hex()})
    refused(t.sides[1 - i], skipped, "was due")
    # And a file that leaves the secret out.
    refused(t.sides[1 - i], redo(text, reveal=None), "should reveal the next dice secret")
    t.sides[1 - i].accept(text)


def test_changed_sealed_setup_is_refused():
    t = table(Options(setup="customized"), levels=("random", "random"), seed=4)
    t.send(*t.step())  # Ann seals her setup
    t.send(*t.step())  # Ben sends his, open
    i, doc = t.step()  # Ann shows hers
    assert i == 0 and "open" in doc["steps"][0]
    text = turn_text(doc)
    step = json.loads(json.dumps(doc["steps"][0]))
    first = next(a for a in step["open"] if a["type"].endswith("/Place")) if any(
        a["type"].endswith("/Place") for a in step["open"]) else None
    if first is None:  # the standard army: swap in a placement instead
        step["open"] = [RS.action_to_dict(Place("gold", "knight", 2, (0, 0)))] + step["open"]
    else:
        first["square"] = [first["square"][0], 1 - first["square"][1]]
    refused(t.sides[1], edit_step(text, 0, step), "not the ones it sealed")
    # A new salt with the same actions does not match either.
    step = dict(doc["steps"][0], salt="00" * 16)
    refused(t.sides[1], edit_step(text, 0, step), "not the ones it sealed")
    # Withholding the reveal is refused: the file must show it now.
    rest = json.loads(text)
    rest["steps"] = []
    rest["checksum"] = file_checksum(rest)
    refused(t.sides[1], turn_text(rest), "had to show its sealed actions")
    t.sides[1].accept(text)
    observe_equal(t)


def test_file_played_twice_is_refused():
    t = table(Options(turn_limit=60), levels=("random", "random"))
    until(t, lambda i, d: d["seq"] > 5)
    last = t.texts[-1]
    receiver = next(s for s in t.sides if json.loads(last)["sender"] != s.me)
    refused(receiver, last, "already played", "never played twice")


def test_reordered_files_are_refused(tmp_path):
    t = table(Options(turn_limit=60), levels=("random", "random"))
    i, doc = until(t, lambda i, d: d["seq"] > 4)
    receiver = t.sides[1 - i]
    old = receiver.save(tmp_path / "old.lionheart-remote.json")
    t.send(i, doc)
    t.send(*t.step())  # the receiver answers
    j, later = t.step()  # the sender's next file
    assert j == i
    stale = RemoteGame.load(old)
    refused(stale, turn_text(later), f"file {doc['seq']} has not been opened", "in the order")
    stale.accept(turn_text(doc))
    stale.accept(t.texts[-1])
    stale.accept(turn_text(later))


def test_file_from_another_game_is_refused():
    t = table(Options(turn_limit=60), levels=("random", "random"))
    other = table(Options(turn_limit=60), levels=("random", "random"), seed=5, game=1)
    t.send(*t.step())
    i, doc = other.step()
    refused(t.sides[1 - i], turn_text(doc), "belongs to another game")
    # The same game id with other options is another game too.
    mine = t.step()
    refused(t.sides[1 - mine[0]], redo(turn_text(mine[1]), options={"setup": "customized",
                                                                   "massive_infantry": False, "turn_limit": 60}),
            "other game options")
    # An invitation cannot join a game that is running.
    refused(t.sides[1], other.texts[0], "another game")


def test_a_file_written_out_of_turn_is_refused():
    t = table(Options(turn_limit=60), levels=("random", "random"))
    i, doc = t.step()
    text = turn_text(doc)
    receiver = t.sides[1 - i]
    refused(receiver, redo(text, sender=1 - i), "next file is")
    with pytest.raises(RemoteError, match="not this side's turn"):
        receiver.turn_file()
    # A file that claims to be the invitation again.
    refused(receiver, redo(text, parties=[{"name": "Eve", "seats": ["gold", "silver"]}]), "invitation")
    receiver.accept(text)


@pytest.mark.parametrize("damage", ["truncated", "half", "empty", "garbage", "binary", "not-json-object",
                                    "flipped", "missing-field", "newer"])
def test_damaged_files_are_refused(damage):
    t = table(Options(turn_limit=60), levels=("random", "random"))
    i, doc = t.step()
    text = turn_text(doc)
    data = {
        "truncated": text[:-40],
        "half": text[: len(text) // 2],
        "empty": "",
        "garbage": "hello, this is not a turn file",
        "binary": b"\xff\xfe\x00\x81" * 10,
        "not-json-object": "[1, 2, 3]",
        "flipped": text,
        "missing-field": text,
        "newer": redo(text, protocol=99),
    }[damage]
    if damage == "flipped":  # one character changed inside the file
        k = data.index('"fingerprint": "') + 16
        data = data[:k] + ("1" if data[k] != "1" else "2") + data[k + 1:]
    if damage == "missing-field":
        d = json.loads(text)
        del d["fingerprint"]
        d["checksum"] = file_checksum(d)
        data = turn_text(d)
    receiver = t.sides[1 - i]
    message = refused(receiver, data)
    expected = {"truncated": "cut short", "half": "cut short", "empty": "empty", "garbage": "damaged",
                "binary": "not a turn file", "not-json-object": "not a Lionheart Table turn file",
                "flipped": "checksum", "missing-field": "fingerprint", "newer": "newer version"}[damage]
    assert expected in message, message
    receiver.accept(text)


def test_reading_turn_files_from_disk(tmp_path):
    t = table(Options(turn_limit=60), levels=("random", "random"))
    i, doc = t.step()
    path = tmp_path / f"turn{doc['seq']}{remote.TURN_SUFFIX}"
    path.write_text(turn_text(doc), encoding="utf-8")
    model, read = remote.read_turn(path)
    assert read == doc and model.seq == doc["seq"]
    with pytest.raises(RemoteError, match="no such file"):
        remote.read_turn(tmp_path / "missing.json")
    lines = remote.summary(model, t.sides[1 - i].check_file(read)[0].played, RS, "silver")
    assert lines[0].startswith(f"Turn file {doc['seq']}") and any("What happened" in x for x in lines)


def test_keyed_dice_are_fair_and_reproducible():
    key = remote.dice_key(game_id(), [(1, secret(1)), (1, secret(2))])
    faces = Keyed(key).combat(6000)
    assert Keyed(key).combat(6000) == faces
    share = faces.count("axe") / 6000
    assert 0.47 < share < 0.53
    assert Keyed(key, 10).d6(5) != Keyed(remote.dice_key(game_id(), [(2, secret(1)), (1, secret(2))]), 10).d6(5)
    # A chain link reveals nothing forward, and checks backward in one hash.
    links = [remote.chain_link(secret(1), k, 50) for k in range(51)]
    assert all(remote.next_back(links[k + 1]) == links[k] for k in range(50))
    assert links[50] == secret(1)


def test_the_log_can_become_an_ordinary_save(tmp_path):
    from lionheart_core import saves

    t = table(Options(turn_limit=15), levels=("random", "random"))
    t.run()
    a = t.sides[0]
    path = saves.write_save(tmp_path / "g.lionheart.json", RS, a.line.opts, a.line.seed,
                            a.line.log, a.line.state, {"gold": "human", "silver": "human"})
    loaded = saves.read_save(path)
    assert RS.state_hash(loaded.state) == RS.state_hash(a.line.state)
    assert all(isinstance(e, LogEntry) for e in loaded.log)


# ---- strict dice: no foresight ----------------------------------------------------------------


def test_strict_dice_roll_only_after_the_other_side_answers():
    t = table(Options(setup="customized", turn_limit=40), dice="strict", seed=6)
    waited = []

    def each(t: Table, sender: int) -> None:
        observe_equal(t)
        doc = json.loads(t.texts[-1])
        acts = [s for s in doc["steps"] if "act" in s]
        # No file rolls a die for its own sender: an action that draws waits, last in its file.
        assert not any(s.get("draws") for s in acts)
        if waited and doc["seq"] == waited[-1][0] + 1:
            # The next file comes from the other side and reveals its new secret first.
            assert doc["sender"] != waited[-1][1] and doc["reveal"] is not None
        if acts and acts[-1].get("pending"):
            waited.append((doc["seq"], sender))

    t.run(each=each)
    a = t.sides[0]
    assert a.is_over() and len(waited) > 3 and a.line.draws > 12


def test_strict_dice_refuse_a_roll_made_at_once():
    t = table(Options(turn_limit=40), levels=("random", "random"), dice="strict", seed=7)
    i, doc = until(t, lambda i, d: any(s.get("pending") for s in d["steps"]))
    text = turn_text(doc)
    k = next(n for n, s in enumerate(doc["steps"]) if s.get("pending"))
    step = {key: v for key, v in doc["steps"][k].items() if key != "pending"}
    refused(t.sides[1 - i], edit_step(text, k, step), "wait for the other side's next secret")
    # A file with more after the action that waits is refused too.
    extra = json.loads(text)
    extra["steps"].append({"act": {"type": "lionheart-1997/EndTurn", "player": RS.action_from_dict(step["act"]).player},
                           "code": "end-turn"})
    extra["checksum"] = file_checksum(extra)
    refused(t.sides[1 - i], turn_text(extra), "after one that waits")
    t.sides[1 - i].accept(text)
    # The side that waits cannot write again before the other side answers.
    with pytest.raises(RemoteError, match="not this side's turn"):
        t.sides[i].turn_file()


@pytest.mark.parametrize("seed", range(8))
def test_short_games_of_every_kind_agree_file_by_file(seed):
    opts = Options(setup=("basic", "customized")[seed % 2], massive_infantry=seed % 4 == 2, turn_limit=8)
    t = table(opts, levels=("random", "random"), seed=20 + seed, game=seed, dice=("turn", "strict")[seed // 4])
    t.run(each=lambda t, sender: observe_equal(t))
    assert all(s.is_over() for s in t.sides)
