"""The English messages of Lionheart (1997): every line the rules write for a player.

Keys are given without the domain (``lionheart-1997``); :func:`m` builds a message. A pair is a
plural message chosen by the argument ``n``. Unit and side names are messages too, so a log line
is translated whole. The other languages are in resources/translations/lionheart-1997_<lang>.ts.
"""

from __future__ import annotations

from functools import lru_cache

from ...i18n import Msg, msg, register

DOMAIN = "lionheart-1997"

MESSAGES: dict[str, str | tuple[str, str]] = {
    "title": "Lionheart (1997)",
    # the options of a new game (the start page's form: option.<field>, .help, .<choice>)
    "option.setup": "Setup",
    "option.setup.help": "Basic: the fixed setup with King, Knights, Archers and Infantry. "
    "Customized: each side builds its own army of 10 bases, extra forces included, and places it "
    "in secret in its back two rows.",
    "option.setup.basic": "Basic",
    "option.setup.customized": "Customized",
    "option.massive_infantry": "Massive infantry",
    "option.massive_infantry.help": "Massive Infantry (optional rule): up to 10 Infantry on a base; "
    "still never more than 4 dice.",
    "option.turn_limit": "Turn limit",
    "option.turn_limit.help": "Not in the rulebook: end the game as a draw after this many turns "
    "(empty: no limit). Useful for timed games and self-play.",
    # names
    "side.gold": "Gold",
    "side.silver": "Silver",
    "unit": "{side} {kind} ({figures})",
    "unit.on": "{unit} on {square}",
    "unit.kind": "{side} {kind}",
    "editor.one_king": "{side} needs exactly one King on the board",
    "editor.alone": "{side}'s King stands alone: give him an army",
    "facing.N": "north",
    "facing.E": "east",
    "facing.S": "south",
    "facing.W": "west",
    "face.axe": "axe",
    "face.arrow": "arrow",
    "face.panic": "panic",
    "faces.axe": ("{n} battle-axe", "{n} battle-axes"),
    "faces.arrow": ("{n} arrow", "{n} arrows"),
    "faces.panic": ("{n} panic", "{n} panic"),
    "phase.roll": "the roll for the first turn",
    "phase.setup": "the secret setup",
    "phase.play": "the battle",
    # the roll for the first turn
    "roll_off": "Gold rolls {gold}, Silver rolls {silver}.",
    "roll_off.tie": "Gold rolls {gold}, Silver rolls {silver}. A tie: roll again.",
    "turn.start.first": "{side} moves first.",
    "turn.start": "{side}'s turn ({turn}).",
    "turn.end": "{side} ends the turn.",
    # secret setup
    "setup.place": "{side} places {kind} ({figures}) on {square}.",
    "setup.relocate": "{side} moves a base from {from} to {to}.",
    "setup.remove": "{side} takes the base on {square} back.",
    "setup.standard": "{side} sets out the standard army.",
    "setup.regroup": ("{side} moves {n} Infantry figure from {from} to {to}.",
                      "{side} moves {n} Infantry figures from {from} to {to}."),
    "setup.confirm": "{side}'s army is ready.",
    "setup.reveal": "Both armies are revealed.",
    # moving
    "move": "{unit} move from {from} to {to}.",
    "move.king": "{unit} moves from {from} to {to}.",
    "turn": "{unit} on {square} turn to face {facing}.",
    "turn.king": "{unit} on {square} turns to face {facing}.",
    "bribe": "The {side} King bribes {unit} on {square}: they now fight for {side}.",
    # combat
    "attack": ("{attacker} on {att_square} attack {defender} on {def_square}: {faces} = {n} hit.",
               "{attacker} on {att_square} attack {defender} on {def_square}: {faces} = {n} hits."),
    "attack.last_figure": "{attacker} on {att_square} attack {defender} on {def_square}: "
                          "last figure rolls {faces}.",
    "attack.last_figure.two_hits": "{attacker} on {att_square} attack {defender} on {def_square}: "
                                   "last figure rolls {faces} (two hits).",
    "attack.losses": ("{unit} lose {n} figure; {left} left.", "{unit} lose {n} figures; {left} left."),
    "attack.armour": "{unit} need {hits} hits per figure: no figure lost.",
    "attack.armour.king": "{unit} needs {hits} hits per figure: no figure lost.",
    "attack.eliminated.last": "{unit} lose their last figure and are eliminated.",
    "attack.eliminated.last.king": "{unit} loses his last figure and is eliminated.",
    "attack.eliminated.all": "{unit} lose every figure and are eliminated.",
    # panic
    "panic": "PANIC! {unit} about-face and retreat.",
    "panic.ignored": "{unit} never panic.",
    "panic.ignored.king": "{unit} never panics.",
    "panic.chain": "{unit} panic too!",
    "panic.step": "{unit} retreat from {from} to {to}.",
    "panic.off_board": "{unit} run off the board and are eliminated.",
    "panic.into_enemy": "{unit} run into {other} and are eliminated.",
    "panic.into_king": "{unit} run into their own King and are eliminated.",
    "panic.into_mercenary": "{unit} run into {other} and are eliminated.",
    "mercenary.rout": ("{unit} flee {n} square from the Mercenaries.",
                       "{unit} flee {n} squares from the Mercenaries."),
    "peasants.flee": ("{unit} panic and flee {n} square!", "{unit} panic and flee {n} squares!"),
    # the end
    "victory.fallen": "The {side} King has fallen: {winner} wins.",
    "victory.alone": "The {side} King stands alone: {winner} wins.",
    "victory.turn_limit": "The turn limit of {limit} turns is reached: the battle is a draw.",
    "over": "The battle is over.",
    # status line
    "summary.setup": ("Secret setup: {sides} is placing their army.",
                      "Secret setup: {sides} are placing their army."),
    "summary.regroup": ("Massive Infantry: {sides} is regrouping their Infantry in secret.",
                        "Massive Infantry: {sides} are regrouping their Infantry in secret."),
    "summary.roll": "Roll the combat dice to see who moves first.",
    "summary.turn": ("Turn {turn}: {side} to act, {n} action left.",
                     "Turn {turn}: {side} to act, {n} actions left."),
    "sides.and": "{a} and {b}",
    # describing an action
    "describe.move": "{unit} move to {to}",
    "describe.move.king": "{unit} moves to {to}",
    "describe.turn": "{unit} turn to face {facing}",
    "describe.turn.king": "{unit} turns to face {facing}",
    "describe.attack": "{unit} attack {target}",
    "describe.attack.king": "{unit} attacks {target}",
    "describe.bribe": "the King bribes {target}",
    "describe.roll_off": "roll for the first turn",
    "describe.end_turn": "end the turn",
    "describe.standard_setup": "set out the standard army",
    "describe.confirm_setup": "confirm the setup",
    "describe.place": "place {kind} ({figures}) on {square}",
    "describe.relocate": "move the base on {frm} to {to}",
    "describe.regroup": ("move {n} Infantry figure from {frm} to {to}", "move {n} Infantry figures from {frm} to {to}"),
    "describe.remove": "take the base on {square} back",
    # refusals
    "refuse.not_action": "{action} is not an action of {title}",
    "refuse.over": "the game is over",
    "refuse.no_side": "there is no side called {player}",
    "refuse.not_square": "{value} is not a square",
    "refuse.confirmed": "{side} has already confirmed the setup",
    "refuse.not_turn": "it is not {side}'s turn",
    "refuse.malformed": "that action is malformed",
    "refuse.not_now": "that action is not possible now",
    "refuse.wrong_phase": "that belongs to {wanted}, but the game is in {phase}",
    "refuse.end_turn": "you cannot end the turn now",
    "refuse.off_board": "that square is not on the board",
    "refuse.no_unit": "there is no unit on {square}",
    "refuse.not_yours": "{unit} on {square} belong to the other side",
    "refuse.not_yours.king": "{unit} on {square} belongs to the other side",
    "refuse.not_direction": "{value} is not a direction",
    "refuse.already_face": "{unit} already face {facing}",
    "refuse.already_face.king": "{unit} already faces {facing}",
    "refuse.turn_cost": "{unit} need {cost} actions to turn and only {left} are left",
    "refuse.move_cost": "{unit} need {cost} actions to move and only {left} are left",
    "refuse.move_off": "units cannot move off the board",
    "refuse.move_zero": "a move must go at least one square",
    "refuse.move_facing": "units move only the way they face ({facing})",
    "refuse.foot_one": "{kind} on foot move one square at a time",
    "refuse.blocked": "the way to {square} is blocked",
    "refuse.attacked": "{unit} have already attacked this turn",
    "refuse.attacked.king": "{unit} has already attacked this turn",
    "refuse.no_target": "there is no unit to attack on {square}",
    "refuse.own_units": "you cannot attack your own units",
    "refuse.zone": "{square} is not in the nine squares in front of the {kind}",
    "refuse.around": "{kind} attack only the eight squares around them",
    "refuse.front": "{kind} must stand next to their target and face it",
    "refuse.bribe_king": "only a King can bribe Mercenaries",
    "refuse.bribe_target": "only enemy Mercenaries can be bribed",
    "refuse.bribe_first": "the King must first move or turn to face the Mercenaries, "
                          "then bribe them as his next action",
    "refuse.bribe_watched": "their own King stands next to the Mercenaries and faces them: "
                            "he is watching them",
    "refuse.bribe_facing": "the King is not facing those Mercenaries",
    "refuse.army_size": "an army has exactly {limit} bases, the King's included; you have {bases}",
    "refuse.no_base": "you have no base on {square}",
    "refuse.king_fixed": "the King must start on the royal shield",
    "refuse.no_kind": "there is no unit type {kind}",
    "refuse.king_placed": "the King is already on the royal shield",
    "refuse.bases_used": "all {limit} bases are in use",
    "refuse.base_size": "a base of {kind} holds {span} figures",
    "refuse.span": "{low} to {high}",
    "refuse.box": "the box holds only {n} {kind} per side",
    "refuse.horses": "the box holds only {n} horses per side",
    "refuse.back_rows": "units start in your own back two rows",
    "refuse.taken": "{square} is already taken",
    "refuse.regroup_basic": "regrouping Infantry belongs to the basic game with Massive Infantry",
    "refuse.regroup_only": "in the basic game with Massive Infantry you may only regroup your Infantry "
                           "(or keep the standard army) before you confirm",
    "refuse.regroup_kind": "the base on {square} is not Infantry",
    "refuse.regroup_same": "choose two different Infantry bases",
    "refuse.regroup_count": ("the base on {square} has only {n} figure", "the base on {square} has only {n} figures"),
    "refuse.regroup_full": "a base holds at most {n} Infantry: {square} has room for {room}",
    # a position typed or pasted as text that cannot be read (the position sandbox)
    "state.invalid_at": "the state is not valid at {where}",
    "state.unit": "unit {unit} is not valid",
    "state.unit_square": "unit {unit} stands on an impossible square",
    "state.side": "unknown side in the state",
    "position.not": "not a Lionheart (1997) position: {why}",
    "position.not_text": "it is not text",
    "position.fields": "it needs 8 fields separated by spaces, not {n}",
    "position.phase": "unknown phase {phase}",
    "position.side": "unknown side {side}",
    "position.numbers": "actions left and turn must be numbers",
    "position.option": "unknown option {option}",
    "position.options": "the options are not valid",
    "position.both_sides": "the board needs both sides, as gold:...;silver:...",
    "position.unit": "cannot read the unit {token}",
    "position.square": "{token} stands on an impossible square",
    "position.same_number": "two units share a number",
    "position.extra": "cannot read {item}",
    "position.extra_side": "unknown side in the extras",
    "position.dice": "the dice must be seed/position or ?",
}


def _kind_names() -> dict[str, str]:
    """Unit names come from the data file (units.toml), so a renamed unit is renamed here too."""
    from .data import game_data

    out: dict[str, str] = {}
    for kind, t in game_data().units.items():
        out[f"kind.{kind}"] = t.name
        out[f"kind.{kind}.plural"] = t.plural
    return out


def m(name: str, /, **args: object) -> Msg:
    """A message of this game: ``m("move", unit=..., to="E3")``."""
    return msg(f"{DOMAIN}:{name}", **args)


def mu(name: str, kind_: str, /, **args: object) -> Msg:
    """A message whose subject is a unit of ``kind_``: every unit's name is plural in English
    ("Gold Knights (2) attack"), the King's singular, so a message has a ``.king`` form where
    the King can be its subject ("the Gold King attacks")."""
    if kind_ == "king" and f"{name}.king" in MESSAGES:
        name = f"{name}.king"
    return msg(f"{DOMAIN}:{name}", **args)


@lru_cache(maxsize=64)
def kind(name: str) -> Msg:
    return m(f"kind.{name}")


@lru_cache(maxsize=16)
def side(name: str) -> Msg:
    return m(f"side.{name}")


@lru_cache(maxsize=16)
def facing(code: str) -> Msg:
    return m(f"facing.{code}")


register(DOMAIN, {**MESSAGES, **_kind_names()})
