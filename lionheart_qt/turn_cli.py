"""``lionheart turn``: play by file from the command line (no display needed).

    lionheart turn new --ruleset lionheart-1997 --party Ann:gold --party Ben:silver --out invite.json
    lionheart turn join invite.json --as 1 --out join.json
    lionheart turn show FILE [--game COPY]
    lionheart turn apply FILE [--game COPY]
    lionheart turn play "move gold E2 E3" ... [--bot heuristic] [--game COPY] [--out FILE]
    lionheart turn status [--game COPY]

Each side's copy of the game (``<game id>-<party>.lionheart-remote.json``) is kept in the
``remote`` folder of the user data folder (``$LIONHEART_DATA_DIR/remote`` when that is set)
unless ``--game`` names it. It holds this side's dice secret: never send it; send the turn files.
The protocol is in docs/remote-play.md.

Exit codes: 0 done; 1 a file refused or unreadable (the copy is unchanged); 2 a wrong command line.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from lionheart_core import remote, rulesets
from lionheart_core.engine import IllegalAction, LoadError
from lionheart_core.i18n import text
from lionheart_core.remote import RemoteError, RemoteGame

PROG = "lionheart turn"


def translate(context: str, source: str) -> str:
    """A text of this command in the command line's language (from app_<lang>.ts)."""
    from .i18n import cli_translate

    return cli_translate(context, source)


class _Usage(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise _Usage(message)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog=PROG, description=translate(
        "TurnCli", "Play a game at a distance by exchanging turn files; the dice are fixed by secrets both "
        "sides committed to, and every file is checked before it is accepted."))
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def game_arg(q: argparse.ArgumentParser) -> None:
        q.add_argument("--game", metavar="COPY", help=translate(
            "TurnCli", "this side's copy of the game (default: found by the game id in the remote folder of "
            "the user data folder)"))

    q = sub.add_parser("new", help=translate("TurnCli", "start a game and write the invitation (file 0)"))
    q.add_argument("--ruleset", required=True, metavar="ID")
    q.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    q.add_argument("--party", action="append", required=True, metavar="NAME:SEAT[,SEAT]",
                   help=translate("TurnCli", "a party and its seats, in order; the first is this side (repeat "
                                  "for each party)"))
    q.add_argument("--dice", choices=("turn", "strict"), default="turn",
                   help=translate("TurnCli", "strict: every roll waits for the other side's next secret (no "
                                  "foresight, more files)"))
    q.add_argument("--open-cards", action="store_true", help=translate(
        "TurnCli", "deal every card from the shared dice (every side's program then holds every hand); "
        "by default a game with hidden cards deals them face down"))
    q.add_argument("--out", metavar="FILE")
    game_arg(q)
    q = sub.add_parser("join", help=translate("TurnCli", "join a game from its invitation (and the files after it)"))
    q.add_argument("files", nargs="+", metavar="FILE")
    q.add_argument("--as", dest="party", type=int, required=True, metavar="N", help=translate("TurnCli", "this side's party number (1, 2, ...)"))
    q.add_argument("--out", metavar="FILE")
    game_arg(q)
    q = sub.add_parser("show", help=translate("TurnCli", "a text summary of a turn file (with this side's copy: "
                                                "would it be accepted)"))
    q.add_argument("file", metavar="FILE")
    game_arg(q)
    q = sub.add_parser("apply", help=translate("TurnCli", "check a turn file and accept it into this side's copy"))
    q.add_argument("file", metavar="FILE")
    game_arg(q)
    q = sub.add_parser("play", help=translate("TurnCli", "play this side's moves and write the next turn file"))
    q.add_argument("moves", nargs="*", metavar="MOVE", help=translate("TurnCli", "action codes, e.g. 'move gold E2 E3'"))
    q.add_argument("--bot", metavar="LEVEL", help=translate("TurnCli", "let a computer player play this side's turn"))
    q.add_argument("--out", metavar="FILE")
    game_arg(q)
    q = sub.add_parser("status", help=translate("TurnCli", "whose turn it is, and this side's moves"))
    game_arg(q)
    return p


def _fail(message: str, code: int = 1) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return code


def _options(pairs: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        if not sep or not name.strip():
            raise _Usage(translate("TurnCli", "--option wants NAME=VALUE, not {pair}").format(pair=repr(pair)))
        try:
            out[name.strip()] = json.loads(raw)
        except ValueError:
            out[name.strip()] = raw
    return out


def _copy_path(game: RemoteGame, given: str | None) -> Path:
    return Path(given) if given else remote.game_path(game.game_id, game.me)


def _find_copy(given: str | None, game_id: str | None = None, sender: int | None = None) -> Path:
    if given:
        return Path(given)
    folder = remote.default_folder()
    if game_id is not None:
        found = remote.find_game(game_id, folder, not_party=sender)
        if found is None:
            raise RemoteError(translate("TurnCli", "no copy of game {game} is kept in {folder}; name it with "
                                        "--game.").format(game=game_id[:8], folder=folder))
        return found
    copies = sorted(folder.glob(f"*{remote.GAME_SUFFIX}")) if folder.is_dir() else []
    if len(copies) != 1:
        raise RemoteError(translate("TurnCli", "{n} games are kept in {folder}; name this side's copy with "
                                    "--game.").format(n=len(copies), folder=folder))
    return copies[0]


def _write_turn(game: RemoteGame, doc: dict, out: str | None) -> Path:
    path = Path(out) if out else Path(f"{game.game_id[:8]}-{doc['seq']}{remote.TURN_SUFFIX}")
    remote.atomic_write(path, remote.turn_text(doc).encode())
    return path


def _status(game: RemoteGame) -> list[str]:
    rs = game.rs
    lines = [translate("TurnCli", "Game {game} ({ruleset}); this side: {party}; {n} files so far.").format(
        game=game.game_id[:8], ruleset=rs.id, party=game.line.name(game.me), n=len(game.files))]
    if game.is_over():
        result = rs.result(game.line.state)
        lines.append(translate("TurnCli", "The game is over: {result}").format(
            result=text(result.reason) if result else ""))
    elif game.my_turn():
        seats = game.to_act()
        if seats:
            lines.append(translate("TurnCli", "Your turn: {seats} to act ({n} legal actions). {summary}").format(
                seats=", ".join(text(rs.seat_name(s, game.line.opts)) for s in seats),
                n=len(game.legal_actions()), summary=text(rs.turn_summary(game.state))))
        else:
            lines.append(translate("TurnCli", "Your turn: write the next file ('lionheart turn play')."))
    else:
        lines.append(translate("TurnCli", "Waiting for the file of {party} (since {time}, UTC).").format(
            party=game.waiting_for(), time=game.waiting_since()))
    return lines


def _run(args: argparse.Namespace) -> int:
    if args.command == "new":
        try:
            rs = rulesets.get(args.ruleset)
        except KeyError:
            raise _Usage(translate("TurnCli", "unknown ruleset {ruleset}; known: {known}").format(
                ruleset=repr(args.ruleset), known=", ".join(rulesets.ids()))) from None
        parties = []
        for spec in args.party:
            name, sep, seats = spec.partition(":")
            if not sep or not name or not seats:
                raise _Usage(translate("TurnCli", "--party wants NAME:SEAT[,SEAT], not {spec}").format(spec=repr(spec)))
            parties.append((name, [s.strip() for s in seats.split(",")]))
        try:
            opts = rs.options_from_dict(_options(args.option))
        except Exception as exc:
            raise _Usage(translate("TurnCli", "bad --option: {problem}").format(problem=exc)) from None
        cards = not args.open_cards and rs.face_down(opts) is not None
        game = RemoteGame.create(rs, opts, parties, dice=args.dice, cards=cards)
        copy = game.save(_copy_path(game, args.game))
        out = _write_turn(game, game.files[0], args.out)
        print(translate("TurnCli", "Game {game} started; this side's copy: {copy}").format(game=game.game_id[:8], copy=copy))
        print(translate("TurnCli", "Send the invitation {file} to the other parties.").format(file=out))
        return 0
    if args.command == "join":
        docs = [remote.read_turn(f)[1] for f in args.files]
        game = RemoteGame.join(docs, args.party)
        doc = game.turn_file()
        copy = game.save(_copy_path(game, args.game))
        out = _write_turn(game, doc, args.out)
        print(translate("TurnCli", "Joined game {game} as {party}; this side's copy: {copy}").format(
            game=game.game_id[:8], party=game.line.name(game.me), copy=copy))
        print(translate("TurnCli", "Send {file} to the other parties.").format(file=out))
        return 0
    if args.command == "show":
        model, doc = remote.read_turn(args.file)
        played = None
        verdict = None
        names = None
        seat = None
        try:
            path = _find_copy(args.game, model.game, model.sender)
        except RemoteError:
            path = None
        if path is not None:
            game = RemoteGame.load(path)
            names, seat = game.line.name, game.seats[0]
            try:
                played = game.check_file(doc, Path(args.file).name)[0].played
                verdict = translate("TurnCli", "This file would be accepted.")
            except RemoteError as exc:
                verdict = translate("TurnCli", "This file would be refused: {reason}").format(reason=exc)
        for line in remote.summary(model, played, seat=seat, names=names):
            print(line)
        if verdict:
            print(verdict)
        return 0
    if args.command == "apply":
        model, doc = remote.read_turn(args.file)
        path = _find_copy(args.game, model.game, model.sender)
        game = RemoteGame.load(path)
        played = game.accept(doc, Path(args.file).name)
        game.save(path)
        for line in remote.summary(model, played, game.rs, game.seats[0], game.line.name):
            print(line)
        print(translate("TurnCli", "Accepted into {copy}.").format(copy=path))
        for line in _status(game)[1:]:
            print(line)
        return 0
    if args.command == "play":
        path = _find_copy(args.game)
        game = RemoteGame.load(path)
        if not game.my_turn():
            return _fail(translate("TurnCli", "it is not this side's turn: waiting for {party}.").format(
                party=game.waiting_for()))
        for code in args.moves:
            try:
                game.play(game.rs.parse_action(game.state, code))
            except (IllegalAction, LoadError) as exc:
                game.save(path)
                return _fail(f"'{code}': {exc}")
        if args.bot:
            from lionheart_core.bots import make_bot

            bot = make_bot(args.bot, game.rs, seed=len(game.files))
            while game.to_act():
                seat = game.to_act()[0]
                game.play(bot.choose(game.rs.observe(game.state, seat), seat))
        if game.to_act():
            game.save(path)
            print(translate("TurnCli", "Moves kept in {copy}; {seats} still to act: play more, then the file is "
                            "written.").format(copy=path, seats=", ".join(
                                text(game.rs.seat_name(s, game.line.opts)) for s in game.to_act())))
            return 0
        doc = game.turn_file()
        game.save(path)
        out = _write_turn(game, doc, args.out)
        print(translate("TurnCli", "Wrote {file}; send it to the other parties.").format(file=out))
        for line in _status(game)[1:]:
            print(line)
        return 0
    game = RemoteGame.load(_find_copy(args.game))
    for line in _status(game):
        print(line)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run ``lionheart turn`` with ``argv`` (without ``turn``); returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = _parser().parse_args(argv)
    except _Usage as exc:
        return _fail(str(exc), 2)
    except SystemExit as exc:  # --help
        return int(exc.code or 0)
    try:
        return _run(args)
    except _Usage as exc:
        return _fail(str(exc), 2)
    except (RemoteError, LoadError) as exc:
        return _fail(str(exc), 1)
    except OSError as exc:
        return _fail(translate("TurnCli", "a file cannot be written or read ({problem}).").format(
            problem=exc.strerror or exc), 1)
