"""``lionheart print-setup``: write a setup sheet to PDF with no display.

    lionheart print-setup --ruleset lionheart-1997 --out sheet.pdf
    lionheart print-setup --save battle.lionheart.json --out sheet.pdf
    lionheart print-setup --ruleset lionheart-1997 --option setup=customized --seed 7 --out s.pdf
    lionheart print-setup --ruleset lionheart-1997 --lang fr --out feuille.pdf

Exit codes: 0 written; 1 the save cannot be read or the PDF cannot be written; 2 a wrong
command line (unknown ruleset, bad option). Every error is one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

PROG = "lionheart print-setup"


def translate(context: str, source: str) -> str:
    """A text of this command in the command line's language (read from app_<lang>.ts: no
    QApplication runs yet when the command line is read)."""
    from ..i18n import cli_translate

    return cli_translate(context, source)


def _lang_given(argv: list[str]) -> str | None:
    """The value of ``--lang`` on the command line, read before the parser (whose help and
    errors then speak it too)."""
    for i, a in enumerate(argv):
        if a == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if a.startswith("--lang="):
            return a.partition("=")[2]
    return None


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        # One line, not argparse's usage block: scripts and CI logs read better.
        raise _Usage(message)


class _Usage(Exception):
    pass


def _parser() -> argparse.ArgumentParser:
    from lionheart_core.i18n import LANGUAGES

    p = _Parser(
        prog=PROG,
        description=translate("PrintSetup", "Write the setup sheet of a new or saved game to a PDF "
                              "(A4, one page per army for Lionheart). Needs no display."),
    )
    p.add_argument(
        "--ruleset", metavar="ID",
        help=translate("PrintSetup", "the ruleset (see 'lionheart --help'); optional with --save"),
    )
    p.add_argument(
        "--save",
        metavar="GAME",
        help=translate("PrintSetup", "a saved game (.lionheart.json): print its current position "
                       "and attach the save to the PDF"),
    )
    p.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="N",
        help=translate("PrintSetup", "seed of the new game (default 0); not with --save"),
    )
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=translate("PrintSetup", "an option of the new game, e.g. setup=customized (repeatable)"),
    )
    p.add_argument("--title", help=translate("PrintSetup", "the title on every page (default: 'Setup sheet')"))
    p.add_argument(
        "--lang",
        choices=tuple(LANGUAGES),  # the languages the app speaks (en, nl, fr)
        default=None,
        help=translate("PrintSetup", "the sheet's language (default: the one chosen in the app, else "
                       "the system's)"),
    )
    p.add_argument("--out", required=True, metavar="PDF",
                   help=translate("PrintSetup", "the PDF file to write"))
    return p


def _fail(message: str, code: int) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return code


def _option_values(pairs: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        if not sep or not name.strip():
            raise _Usage(translate("PrintSetup", "--option wants NAME=VALUE, not {pair}").format(pair=repr(pair)))
        try:
            value: Any = json.loads(raw)  # numbers, true/false, null
        except ValueError:
            value = raw
        out[name.strip()] = value
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the command (``argv`` without the sub-command's own name); returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    from lionheart_core.i18n import LANGUAGES, set_language

    if _lang_given(argv) in LANGUAGES:
        set_language(_lang_given(argv))  # the help and the messages in the sheet's language
    if any(a in ("-h", "--help") for a in argv):
        _parser().print_help()
        return 0
    try:
        args = _parser().parse_args(argv)
        options = _option_values(args.option)
    except _Usage as exc:
        return _fail(translate("PrintSetup", "{problem} (see '{prog} --help')").format(problem=exc, prog=PROG), 2)
    if not args.ruleset and not args.save:
        return _fail(translate("PrintSetup", "give --ruleset ID or --save GAME"), 2)
    if args.save and (args.seed is not None or options):
        return _fail(translate("PrintSetup", "--seed and --option are for a new game, not with --save"), 2)

    from pydantic import ValidationError

    from lionheart_core import rulesets
    from lionheart_core.engine import LoadError

    if args.ruleset and args.ruleset not in rulesets.ids():
        return _fail(translate("PrintSetup", "unknown ruleset {ruleset}; built ones are: {known}").format(
            ruleset=repr(args.ruleset), known=", ".join(rulesets.ids())), 2)
    seats = None
    title = args.title
    if args.save:
        from lionheart_core.saves import read_save

        try:
            game = read_save(args.save)
        except LoadError as exc:
            return _fail(str(exc), 1)
        ruleset, state, seats, log = game.ruleset, game.state, game.seats, game.log
        if args.ruleset and args.ruleset != ruleset.id:
            return _fail(translate("PrintSetup", "{save} is a {ruleset} game, not {asked}").format(
                save=args.save, ruleset=ruleset.id, asked=args.ruleset), 2)
        title = title or game.title
    else:
        ruleset = rulesets.get(args.ruleset)
        try:
            opts = ruleset.options_from_dict(options)
        except ValidationError as exc:
            err = exc.errors()[0]
            where = ".".join(str(x) for x in err["loc"]) or "options"
            problem = (translate("PrintSetup", "this game has no such option") if err["type"] == "extra_forbidden"
                       else err["msg"])  # pydantic's own words for a wrong value
            return _fail(translate("PrintSetup", "bad --option for {ruleset}: {where}: {problem}").format(
                ruleset=ruleset.id, where=where, problem=problem), 2)
        state = ruleset.new_game(opts, seed=args.seed or 0)
        log = []

    # A QGuiApplication is enough for QPdfWriter and text; offscreen needs no display.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # The sheet's words come from Qt's translators (and the core's catalogue): install them
    # before painting. Without --lang: the language lionheart's main() chose (app, else locale).
    from lionheart_core.i18n import language, text

    from ..i18n import apply_language
    from . import _ensure_app, export_pdf

    _ensure_app()
    apply_language(args.lang or language())
    try:
        pages = export_pdf(
            ruleset, state, args.out, seats=seats, title=title, save_path=args.save, log=log
        )
    except OSError as exc:
        return _fail(_first_line(exc), 1)
    done = (translate("PrintSetup", "{pdf}: {game} setup sheet, 1 page") if pages == 1
            else translate("PrintSetup", "{pdf}: {game} setup sheet, {n} pages"))
    print(done.format(pdf=args.out, game=text(ruleset.title), n=pages))
    return 0


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0]


if __name__ == "__main__":
    sys.exit(main())
