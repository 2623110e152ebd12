"""The ``lionheart`` command: the desktop app and its display-free sub-commands.

    lionheart [SAVE.lionheart.json]     open the table (optionally a saved game)
    lionheart --self-test               open every ruleset offscreen, render, print; exit 0 if fine
    lionheart print-setup --ruleset ID [--save GAME] --out sheet.pdf
    lionheart simulate --ruleset ID --players heuristic,random --games N --seed S [--json]
    lionheart --version | --help
"""

from __future__ import annotations

import argparse
import os
import sys

from lionheart_core import __version__

SUBCOMMANDS = ("print-setup", "simulate")


def has_display() -> bool:
    """True when Qt can open windows here (a platform was chosen, or X11/Wayland is present)."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return True
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _built_games() -> str:
    """The titles of the games this version has (the registry's, not a list written here)."""
    from lionheart_core import rulesets
    from lionheart_core.i18n import text

    return ", ".join(text(rulesets.get(rid).title) for rid in rulesets.builtin_ids())


def _gui_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="lionheart",
        description=f"Lionheart Table: medieval board and war games at a virtual table, every rule "
                    f"kept by the program. Built so far: {_built_games()}.",
        epilog="Sub-commands (no display needed): 'lionheart print-setup --help', "
        "'lionheart simulate --help'.",
    )
    p.add_argument("file", nargs="?", help="a saved game to open")
    p.add_argument("--version", action="version", version=f"Lionheart Table {__version__}")
    p.add_argument("--self-test", action="store_true",
                   help="open every ruleset offscreen, render a frame, print every setup sheet; exit 0 on success")
    return p


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "print-setup":
        from lionheart_qt.printing.cli import main as print_main

        return print_main(argv[1:])
    if argv and argv[0] == "simulate":
        from lionheart_core.bots.simulate import main as simulate_main

        return simulate_main(argv[1:])
    args = _gui_parser().parse_args(argv)
    if args.self_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from lionheart_qt.selftest import run as self_test

        return self_test()
    if not has_display():
        print("lionheart: no display here; try 'lionheart --self-test' or "
              "'lionheart print-setup --ruleset lionheart-1997 --out sheet.pdf'.", file=sys.stderr)
        return 2
    from lionheart_qt.main_window import run_gui

    return run_gui(args.file)


if __name__ == "__main__":
    sys.exit(main())
