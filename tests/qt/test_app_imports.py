"""No import loops in the app shell: the controller does not reach back from undo, the dialogs
do not reach back into the start page (issue 8). Every import counts, lazy ones and those
under TYPE_CHECKING included: a loop there is still two modules that cannot be read apart."""

from __future__ import annotations

import ast
from pathlib import Path

import lionheart_qt

ROOT = Path(lionheart_qt.__file__).resolve().parent
# The shell's modules; boards, items, placement, printing and rulesets are the board engineer's.
SHELL = ("lionheart_qt.controller", "lionheart_qt.undo", "lionheart_qt.main_window",
         "lionheart_qt.start_page", "lionheart_qt.seating", "lionheart_qt.narration",
         "lionheart_qt.settings", "lionheart_qt.paths", "lionheart_qt.app", "lionheart_qt.about",
         "lionheart_qt.selftest", "lionheart_qt.bot_worker", "lionheart_qt.gc_guard",
         "lionheart_qt.dialogs", "lionheart_qt.panels", "lionheart_qt.help")


def import_graph() -> dict[str, set[str]]:
    modules: dict[str, Path] = {}
    for f in ROOT.rglob("*.py"):
        parts = ["lionheart_qt", *f.relative_to(ROOT).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = f
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, f in modules.items():
        package = name.split(".") if f.name == "__init__.py" else name.split(".")[:-1]
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = ".".join(package[:len(package) - node.level + 1]) if node.level else ""
                target = ".".join(p for p in (base, node.module or "") if p)
                targets = [target, *(f"{target}.{a.name}" for a in node.names)]
            elif isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                continue
            graph[name].update(t for t in targets if t in modules and t != name)
    return graph


def loops(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(group)

    for v in graph:
        if v not in index:
            visit(v)
    return out


def test_the_shell_has_no_import_loops():
    graph = import_graph()
    assert "lionheart_qt.controller" not in graph["lionheart_qt.undo"]
    assert "lionheart_qt.start_page" not in graph["lionheart_qt.dialogs.seats"]
    shell_loops = [g for g in loops(graph) if any(m.startswith(SHELL) for m in g)]
    assert shell_loops == []


def test_the_loop_finder_finds_a_loop():
    assert loops({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
