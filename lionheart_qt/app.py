"""The ``lionheart`` command: the desktop app and its display-free sub-commands.

    lionheart [SAVE.lionheart.json]     open the table (optionally a saved game)
    lionheart --self-test               open every ruleset offscreen, render, print; exit 0 if fine
    lionheart print-setup --ruleset ID [--save GAME] --out sheet.pdf
    lionheart simulate --ruleset ID --players heuristic,random --games N --seed S [--json]
    lionheart turn show|apply FILE   play by file (see 'lionheart turn --help')
    lionheart --version | --help
"""

from __future__ import annotations

import argparse
import os
import sys

from lionheart_core import __version__

SUBCOMMANDS = ("print-setup", "simulate", "turn")


def has_display() -> bool:
    """True when Qt can open windows here (a platform was chosen, or X11/Wayland is present)."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return True
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _uses_xcb() -> bool:
    """Whether Qt will open its windows through X11 (xcb) here: Linux, no platform chosen but
    xcb (a Wayland session picks Wayland), and a DISPLAY named."""
    if not sys.platform.startswith("linux"):
        return False
    chosen = os.environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.startswith("xcb")
    return bool(os.environ.get("DISPLAY")) and not os.environ.get("WAYLAND_DISPLAY")


def _display_reachable(display: str, timeout: float = 1.0) -> bool:
    """Whether an X server answers at ``display`` (":0", "unix:1", "host:10.0")."""
    import socket

    host, sep, screen = display.rpartition(":")
    number = screen.split(".")[0]
    if not sep or not number.isdigit():
        return False
    number = int(number)
    if host in ("", "unix"):
        for address in (f"\0/tmp/.X11-unix/X{number}", f"/tmp/.X11-unix/X{number}"):
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
                sock.settimeout(timeout)
                try:
                    sock.connect(address)
                    return True
                except OSError:
                    continue
        return False
    try:
        socket.create_connection((host, 6000 + number), timeout=timeout).close()
        return True
    except OSError:
        return False


def _debian_package(soname: str) -> str:
    """The Debian/Ubuntu package that usually ships a library ("libxcb-icccm.so.4" ->
    "libxcb-icccm4", "libxkbcommon-x11.so.0" -> "libxkbcommon-x11-0")."""
    name, _, version = soname.partition(".so.")
    version = version.split(".")[0]
    return f"{name}-{version}" if name[-1:].isdigit() else f"{name}{version}"


def missing_libraries() -> list[str]:
    """The system libraries Qt's X11 platform needs that this machine lacks (sonames), found
    by loading Qt's X11 layer the way Qt will; empty when it loads (or cannot be found)."""
    import ctypes
    import subprocess
    from pathlib import Path

    try:
        import PySide6
    except ImportError:
        return []
    qpa = Path(PySide6.__file__).resolve().parent / "Qt" / "lib" / "libQt6XcbQpa.so.6"
    if not qpa.exists():
        return []
    try:
        ctypes.CDLL(str(qpa))
        return []
    except OSError as exc:
        first = str(exc).split(":")[0].strip()
    try:  # every missing one, not only the first the loader met
        out = subprocess.run(["ldd", str(qpa)], capture_output=True, text=True, timeout=10).stdout
        missing = [line.split("=>")[0].strip() for line in out.splitlines() if "not found" in line]
    except (OSError, subprocess.SubprocessError):
        missing = []
    return missing or [first]


def display_problem() -> str | None:
    """Why the table cannot open a window here, in one line (None: it can): no display at all,
    a DISPLAY no X server answers at, or system libraries Qt's X11 platform needs."""
    if not has_display():
        return ("lionheart: no display here; try 'lionheart --self-test' or "
                "'lionheart print-setup --ruleset lionheart-1997 --out sheet.pdf'.")
    if not _uses_xcb():
        return None
    display = os.environ.get("DISPLAY", "")
    if display and not _display_reachable(display):
        return (f"lionheart: no X display answers at DISPLAY={display}; start the X server or set "
                f"DISPLAY to one that runs.")
    missing = missing_libraries()
    if missing:
        packages = " ".join(sorted({_debian_package(m) for m in missing}))
        return (f"lionheart: this system lacks libraries Qt needs to open windows "
                f"({', '.join(missing)}); on Debian or Ubuntu: sudo apt-get install {packages}")
    return None


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
    if argv and argv[0] == "turn":
        from lionheart_qt.turn_cli import main as turn_main

        return turn_main(argv[1:])
    args = _gui_parser().parse_args(argv)
    if args.self_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from lionheart_qt.selftest import run as self_test

        return self_test()
    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    from lionheart_qt.main_window import run_gui

    return run_gui(args.file)


if __name__ == "__main__":
    sys.exit(main())
