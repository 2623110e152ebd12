"""``lionheart print-setup`` in a subprocess with no display: the PDF, errors and exit codes."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from lionheart_core import rulesets

RS = rulesets.get("lionheart-1997")


def run_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    return subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from lionheart_qt.app import main; sys.exit(main(sys.argv[1:]))",
            "print-setup",
            *args,
        ],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_print_setup_without_a_display_writes_the_pdf(tmp_path):
    out = tmp_path / "sheet.pdf"
    r = run_cli("--ruleset", "lionheart-1997", "--out", str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "2 pages" in r.stdout
    assert out.read_bytes().startswith(b"%PDF")
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout
        assert text.count("\f") == 2
        assert "Lionheart (1997)" in text and "Gold army" in text and "Silver army" in text


def test_print_setup_from_a_save_prints_its_position_and_attaches_it(tmp_path):
    saves = pytest.importorskip("lionheart_core.saves")
    state, log = RS.new_game(seed=5), []
    rng = random.Random(8)
    for _ in range(20):
        state, _, entry = RS.step(state, rng.choice(RS.legal_actions(state)))
        log.append(entry)
    save = tmp_path / "battle.lionheart.json"
    saves.write_save(
        save,
        RS,
        state.opts,
        5,
        log,
        state,
        {"gold": "human", "silver": "heuristic"},
        title="Saturday battle",
    )
    out = tmp_path / "battle.pdf"
    r = run_cli("--save", str(save), "--out", str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    raw = out.read_bytes()
    assert "battle.lionheart.json".encode("utf-16-be") in raw
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout
        assert "Saturday battle" in text and "computer (heuristic)" in text
        assert f"Position in turn {state.turn}" in text


@pytest.mark.parametrize(
    ("args", "code", "words"),
    [
        (("--ruleset", "chess", "--out", "x.pdf"), 2, "unknown ruleset 'chess'"),
        (
            ("--ruleset", "lionheart-1997", "--option", "setup=sideways", "--out", "x.pdf"),
            2,
            "setup",
        ),
        (("--ruleset", "lionheart-1997"), 2, "--out"),
        (("--save", "missing.lionheart.json", "--out", "x.pdf"), 1, "no such file"),
        (("--save", "corrupt.lionheart.json", "--out", "x.pdf"), 1, "corrupt.lionheart.json"),
        (("--ruleset", "lionheart-1997", "--out", "no/such/folder/x.pdf"), 1, "cannot write"),
    ],
)
def test_print_setup_errors_are_one_clear_line(tmp_path, args, code, words):
    (tmp_path / "corrupt.lionheart.json").write_text('{"format": 1, "app": "lionheart-table", "rul')
    r = run_cli(*args, cwd=tmp_path)
    assert r.returncode == code
    lines = [line for line in r.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, r.stderr
    assert lines[0].startswith("lionheart print-setup: ") and words in lines[0]
    assert "Traceback" not in r.stderr
    assert not (tmp_path / "x.pdf").exists()
