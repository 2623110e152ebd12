"""Chance has one door: the rules of every ruleset roll, shuffle and draw only on the dice the
engine gives ``_apply`` (lionheart_core.dice), so replay is exact and every draw blocks undo.

The rules may name ``random.Random`` (the type of the generator ``determinize`` is handed by a
bot) but never call the ``random`` module, ``secrets`` or ``os.urandom``."""

from __future__ import annotations

import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
RULE_FILES = sorted((ROOT / "core" / "rulesets").rglob("*.py")) + sorted((ROOT / "tests" / "games").rglob("*.py"))
FORBIDDEN_MODULES = {"random", "secrets"}


def _offences(path: pathlib.Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module in FORBIDDEN_MODULES:
            names = [a.name for a in node.names if not (node.module == "random" and a.name == "Random")]
            if names:
                out.append(f"line {node.lineno}: from {node.module} import {', '.join(names)}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in FORBIDDEN_MODULES - {"random"}:
                    out.append(f"line {node.lineno}: import {alias.name}")
        elif isinstance(node, ast.Call):
            func = node.func
            while isinstance(func, ast.Attribute):
                if isinstance(func.value, ast.Name) and func.value.id in FORBIDDEN_MODULES:
                    out.append(f"line {node.lineno}: calls {func.value.id}.{func.attr}")
                    break
                func = func.value
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "os" \
                and node.attr == "urandom":
            out.append(f"line {node.lineno}: os.urandom")
    return out


@pytest.mark.parametrize("path", RULE_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_rules_use_only_the_dice(path):
    assert not _offences(path)


def test_the_check_catches_a_hidden_die(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import random\nfrom random import choice\nx = random.randint(1, 6)\n"
                   "def f(rng: random.Random):\n    return rng.random()\n")
    found = _offences(bad)
    assert found == ["line 2: from random import choice", "line 3: calls random.randint"]
