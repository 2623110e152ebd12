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

from PySide6.QtCore import QT_TRANSLATE_NOOP

from lionheart_core import __version__

SUBCOMMANDS = ("print-setup", "simulate", "turn")

# argparse's own words (usage, errors), in the command line's language too.
ARGPARSE_WORDS = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
)


def translate(context: str, source: str) -> str:
    """A message of the command line in its language (read from app_<lang>.ts: no QApplication
    runs here, so Qt's translators do not)."""
    from lionheart_qt.i18n import cli_translate

    return cli_translate(context, source)


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
        return translate("Cli", "lionheart: no display here; try 'lionheart --self-test' or "
                         "'lionheart print-setup --ruleset lionheart-1997 --out sheet.pdf'.")
    if not _uses_xcb():
        return None
    display = os.environ.get("DISPLAY", "")
    if display and not _display_reachable(display):
        return translate("Cli", "lionheart: no X display answers at DISPLAY={display}; start the X "
                         "server or set DISPLAY to one that runs.").format(display=display)
    missing = missing_libraries()
    if missing:
        packages = " ".join(sorted({_debian_package(m) for m in missing}))
        return translate("Cli", "lionheart: this system lacks libraries Qt needs to open windows "
                         "({libraries}); on Debian or Ubuntu: sudo apt-get install {packages}").format(
                             libraries=", ".join(missing), packages=packages)
    return None


def _built_games() -> str:
    """The titles of the games this version has (the registry's, not a list written here)."""
    from lionheart_core import rulesets
    from lionheart_core.i18n import text

    return ", ".join(text(rulesets.get(rid).title) for rid in rulesets.builtin_ids())


def _translate_argparse() -> None:
    """Let argparse (the sub-commands' parsers too) speak the command line's language: its
    words go through Python's gettext, which has no catalogue for them; these come from ours."""

    def gettext(text: str) -> str:
        return translate("argparse", text) if text in ARGPARSE_WORDS else text

    def ngettext(one: str, many: str, n: int) -> str:
        return gettext(one if n == 1 else many)

    argparse._ = gettext
    argparse.ngettext = ngettext


def _gui_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="lionheart",
        description=translate("Cli", "Lionheart Table: medieval board and war games at a virtual "
                              "table, every rule kept by the program. Built so far: {games}.").format(
                                  games=_built_games()),
        epilog=translate("Cli", "Sub-commands (no display needed): 'lionheart print-setup --help', "
                         "'lionheart simulate --help'."),
    )
    p.add_argument("file", nargs="?", help=translate("Cli", "a saved game to open"))
    p.add_argument("--version", action="version", version=f"Lionheart Table {__version__}",
                   help=translate("Cli", "show the version and exit"))
    p.add_argument("--self-test", action="store_true",
                   help=translate("Cli", "open every ruleset offscreen, render a frame, print every "
                                  "setup sheet; exit 0 on success"))
    return p


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # Messages, help and printed texts in the language chosen in the app, else the locale's.
    from lionheart_core.i18n import set_language
    from lionheart_qt.i18n import cli_language

    set_language(cli_language())
    _translate_argparse()
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
