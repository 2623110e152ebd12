"""``lionheart turn``: two sides play by file from the command line; refusals keep the copy."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from lionheart_core.remote import RemoteGame, read_turn
from lionheart_qt.turn_cli import main


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONHEART_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    return tmp_path


def start(folder: Path) -> tuple[Path, Path]:
    ann, ben = folder / "ann.lionheart-remote.json", folder / "ben.lionheart-remote.json"
    assert main(["new", "--ruleset", "lionheart-1997", "--option", "turn_limit=6", "--party", "Ann:gold",
                 "--party", "Ben:silver", "--game", str(ann), "--out", "f0.json"]) == 0
    assert main(["join", "f0.json", "--as", "1", "--game", str(ben), "--out", "f1.json"]) == 0
    assert main(["apply", "f1.json", "--game", str(ann)]) == 0
    return ann, ben


def test_a_whole_game_from_the_command_line(folder, capsys):
    ann, ben = start(folder)
    sides = {0: ann, 1: ben}
    n = 2
    while True:
        games = {k: RemoteGame.load(p) for k, p in sides.items()}
        if all(not g.my_turn() for g in games.values()):
            break
        me = next(k for k, g in games.items() if g.my_turn())
        assert main(["play", "--bot", "random", "--game", str(sides[me]), "--out", f"f{n}.json"]) == 0
        assert main(["apply", f"f{n}.json", "--game", str(sides[1 - me])]) == 0
        n += 1
    a, b = RemoteGame.load(ann), RemoteGame.load(ben)
    assert a.is_over() and b.is_over() and a.rs.state_hash(a.line.state) == b.rs.state_hash(b.line.state)
    capsys.readouterr()
    assert main(["status", "--game", str(ann)]) == 0
    assert "over" in capsys.readouterr().out


def test_show_summarises_and_apply_refuses_a_replayed_file(folder, capsys):
    ann, ben = start(folder)
    assert main(["play", "roll-off gold", "--bot", "random", "--game", str(ann), "--out", "f2.json"]) == 0
    capsys.readouterr()
    assert main(["show", "f2.json", "--game", str(ben)]) == 0
    out = capsys.readouterr().out
    assert "Turn file 2" in out and "roll-off gold" in out and "would be accepted" in out and "[dice: combat" in out
    assert main(["apply", "f2.json", "--game", str(ben)]) == 0
    capsys.readouterr()
    assert main(["status", "--game", str(ann)]) == 0
    assert "Waiting for the file of Ben (Silver) (since 20" in capsys.readouterr().out
    saved = ben.read_bytes()
    capsys.readouterr()
    assert main(["apply", "f2.json", "--game", str(ben)]) == 1
    assert "never played twice" in capsys.readouterr().err
    assert ben.read_bytes() == saved
    # A damaged file, and an illegal move typed in.
    Path("bad.json").write_text(Path("f2.json").read_text()[:-30])
    assert main(["apply", "bad.json", "--game", str(ben)]) == 1
    assert "cut short" in capsys.readouterr().err
    assert main(["play", "move silver A1 A2", "--game", str(ben)]) == 1
    assert ben.read_bytes() == saved
    assert main(["frobnicate"]) == 2


def test_the_copy_is_found_by_game_id_in_the_data_folder(folder, capsys):
    assert main(["new", "--ruleset", "lionheart-1997", "--party", "Ann:gold", "--party", "Ben:silver",
                 "--out", "f0.json"]) == 0
    model, _ = read_turn("f0.json")
    kept = folder / "data" / "remote" / f"{model.game}-0.lionheart-remote.json"
    assert kept.exists()
    assert main(["join", "f0.json", "--as", "1", "--game", str(folder / "ben.json"), "--out", "f1.json"]) == 0
    assert main(["apply", "f1.json"]) == 0
    assert "Accepted into" in capsys.readouterr().out


def test_turn_is_wired_into_the_lionheart_command(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["LIONHEART_DATA_DIR"] = str(tmp_path)
    run = subprocess.run([sys.executable, "-c", "import sys; from lionheart_qt.app import main; sys.exit(main(sys.argv[1:]))",
                          "turn", "show", "missing.json"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 1 and "no such file" in run.stderr


@pytest.mark.parametrize(("lang", "words"), [
    ("nl", ("Beurtbestand 2", "Dit bestand zou aanvaard worden", "[dobbelstenen: combat", "twee keer", "Opgenomen in")),
    ("fr", ("Fichier de tour 2", "Ce fichier serait accepté", "[dés : combat", "deux fois", "Accepté dans")),
])
def test_turn_speaks_the_command_lines_language(folder, capsys, lang, words):
    from lionheart_core.i18n import set_language

    ann, ben = start(folder)
    assert main(["play", "roll-off gold", "--bot", "random", "--game", str(ann), "--out", "f2.json"]) == 0
    capsys.readouterr()
    set_language(lang)
    try:
        assert main(["show", "f2.json", "--game", str(ben)]) == 0
        assert main(["apply", "f2.json", "--game", str(ben)]) == 0
        assert main(["apply", "f2.json", "--game", str(ben)]) == 1  # played twice: refused
        assert main(["--help"]) == 0
        out = capsys.readouterr()
    finally:
        set_language("en")
    text = " ".join((out.out + out.err).split())
    for w in words:
        assert w in text, (w, text)
    for english in ("Turn file", "would be", "Accepted into", "What happened", "Fingerprint after",
                    "already played", "the file", "Play a game at a distance", "this side's"):
        assert english not in text, (english, text)


def test_the_crusade_from_the_command_line_deals_its_cards_face_down(folder, capsys):
    # `turn new` deals the crusade's Provisions deck face down by default: the invitation and
    # the joining file carry the deck rounds (summarised in words), the keys follow, and each
    # side's copy holds the other hand as unknown cards.
    ann, ben = folder / "ann.lionheart-remote.json", folder / "ben.lionheart-remote.json"
    assert main(["new", "--ruleset", "crusade", "--option", "players=2", "--party", "Ann:robin",
                 "--party", "Ben:prince_john", "--game", str(ann), "--out", "f0.json"]) == 0
    capsys.readouterr()
    assert main(["show", "f0.json"]) == 0
    out = capsys.readouterr().out
    assert "shuffles the Provisions deck (90 cards, face down)" in out and "commits to its secret" in out
    assert main(["join", "f0.json", "--as", "1", "--game", str(ben), "--out", "f1.json"]) == 0
    assert main(["apply", "f1.json", "--game", str(ann)]) == 0
    sides = {0: ann, 1: ben}
    n = 2
    while n < 6:
        games = {k: RemoteGame.load(p) for k, p in sides.items()}
        me = next(k for k, g in games.items() if g.my_turn())
        assert main(["play", "--bot", "random", "--game", str(sides[me]), "--out", f"f{n}.json"]) == 0
        capsys.readouterr()
        assert main(["apply", f"f{n}.json", "--game", str(sides[1 - me])]) == 0
        out = capsys.readouterr().out
        if n == 2:
            assert "locks the Provisions deck" in out and "keys of the Provisions deck, in the open" in out
        n += 1
    a, b = RemoteGame.load(ann), RemoteGame.load(ben)
    assert a.line.fingerprint() == b.line.fingerprint()
    # Each copy reads its own hand whole (save a card just drawn whose keys the other side still
    # owes: the random bots may end the loop on such a draw) and the other hand only where the
    # table showed a card (one robbed from it, one taken from the Reserve).
    for side, mine, theirs in ((a, "robin", "prince_john"), (b, "prince_john", "robin")):
        assert "X" in side.state.player(theirs).hand
        assert "X" not in side.state.player(mine).hand or side.line.unreadable(side.me)
    assert a.state.player("prince_john").hand != b.state.player("prince_john").hand
    # The edicts are dealt face down too: each copy reads its own party's edict only.
    assert a.state.player("prince_john").edict == "X" != a.state.player("robin").edict
    assert b.state.player("robin").edict == "X" != b.state.player("prince_john").edict


@pytest.mark.parametrize("open_cards", [False, True])
def test_the_crusade_with_strict_dice_deals_its_cards_face_down_unless_asked_open(folder, capsys, open_cards):
    # `--dice strict` no longer falls back to open cards: the invitation deals face down with
    # strict dice, and the other side joins it; `--open-cards` still gives open cards.
    ann, ben = folder / "ann.lionheart-remote.json", folder / "ben.lionheart-remote.json"
    assert main(["new", "--ruleset", "crusade", "--option", "players=2", "--party", "Ann:robin",
                 "--party", "Ben:prince_john", "--dice", "strict", "--game", str(ann), "--out", "f0.json"]
                + (["--open-cards"] if open_cards else [])) == 0
    doc = read_turn(Path("f0.json"))[1]
    assert doc["dice"] == "strict" and bool(doc.get("cards")) is not open_cards
    assert main(["join", "f0.json", "--as", "1", "--game", str(ben), "--out", "f1.json"]) == 0
    assert main(["apply", "f1.json", "--game", str(ann)]) == 0
    b = RemoteGame.load(ben)
    assert b.line.strict and (b.line.cards is None) is open_cards
