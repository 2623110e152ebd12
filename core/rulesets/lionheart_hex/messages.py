"""The English messages of the Lionheart hex variant: every line the rules write for a player.

Keys are given without the domain (``lionheart-hex``); :func:`m` builds a message. A pair is a
plural message chosen by the argument ``n``. The other languages are in
resources/translations/lionheart-hex_<lang>.ts.
"""

from __future__ import annotations

from functools import lru_cache

from ...i18n import Msg, msg, register

DOMAIN = "lionheart-hex"

MESSAGES: dict[str, str | tuple[str, str]] = {
    "title": "Lionheart (hex variant)",
    # names
    "side.gold": "Gold",
    "side.silver": "Silver",
    "sides.and": "{a} and {b}",
    "unit": "{side} {kind} ({figures})",
    "unit.on": "{unit} on {hex}",
    "unit.kind": "{side} {kind}",
    "option.budget": "Points budget",
    "option.budget.help": "Points each side may spend on its army (and promise to mercenaries).",
    "option.army": "Armies",
    "option.army.help": "Build: each side buys and deploys its army in secret. Standard: both sides "
    "start with the 1997 basic army at hex prices (99 points) already deployed, and may change it "
    "before confirming.",
    "option.army.build": "Build",
    "option.army.standard": "Standard",
    "option.horse_archer_arc": "Horse archer arc",
    "option.horse_archer_arc.help": "Horse archers fire into the arc drawn in the variant (to their "
    "left), or into it and its mirror image on the right as well (the drawing is marked '?').",
    "option.horse_archer_arc.left": "Left",
    "option.horse_archer_arc.both": "Both",
    "option.king_panics": "The King can panic",
    "option.king_panics.help": "The King tests for panic like any unit (the variant gives him a "
    "morale rating). Off: the 1997 rule, the King never panics.",
    "option.dedicated_armour": "Armoured dedicated warriors",
    "option.dedicated_armour.help": "Dedicated warriors may wear armour (the variant asks whether "
    "they may; default: unarmoured only).",
    "option.turn_limit": "Turn limit",
    "option.turn_limit.help": "Not in the rules: end the battle as a draw after this many turns "
    "(empty: no limit).",
    "kind": "{cls} ({weapon})",
    "kind.long": "{cls}: {armour}, {weapon}",
    "kind.long.extras": "{cls}: {armour}, {weapon}, {extras}",
    "extra.shields": "shields",
    "extra.morale": "morale {n}",
    "extra.dedicated": "dedicated warriors",
    "extra.mercenary": "mercenaries",
    "extra.leadership": "leadership {n}",
    "class.foot": "Infantry",
    "class.horse": "Cavalry",
    "class.light_foot": "Light infantry",
    "class.light_horse": "Light cavalry",
    "class.king_horse": "King (mounted)",
    "class.king_foot": "King (on foot)",
    "class.peasants": "Peasants",
    "weapon.spears": "spears",
    "weapon.halberds": "halberds",
    "weapon.heavy": "heavy weapons",
    "weapon.sidearms": "sidearms",
    "weapon.bows": "bows",
    "weapon.crossbows": "crossbows",
    "weapon.arbalests": "arbalests",
    "weapon.longbows": "longbows",
    "armour.none": "unarmoured",
    "armour.light": "light armour",
    "armour.medium": "medium armour",
    "armour.heavy": "heavy armour",
    "facing.0": "north",
    "facing.1": "north-east",
    "facing.2": "south-east",
    "facing.3": "south",
    "facing.4": "south-west",
    "facing.5": "north-west",
    "aspect.front": "front",
    "aspect.flank": "flank",
    "aspect.rear": "rear",
    "face.axe": "axe",
    "face.arrow": "arrow",
    "face.panic": "panic",
    "faces.axe": ("{n} axe", "{n} axes"),
    "faces.arrow": ("{n} arrow", "{n} arrows"),
    "faces.panic": ("{n} panic", "{n} panics"),
    "faces.none": "no dice",
    "save.none": "nothing",
    "where.reserve": "in the reserve",
    "where.eliminated": "eliminated",
    "phase.build": "army building",
    "phase.choose": "the choice of who acts first",
    "phase.play": "the battle",
    "phase.over": "the end of the battle",
    # army building
    "build.buy": "{side} buys {kind} for {cost} points (unit {uid}).",
    "build.promise": ("{side} promises unit {uid} {n} point.", "{side} promises unit {uid} {n} points."),
    "build.deploy": "{side} deploys unit {uid} on {hex}.",
    "build.withdraw": "{side} takes the unit on {hex} back into the reserve.",
    "build.dismiss": "{side} sells unit {uid} back.",
    "build.standard": "{side} takes the standard army.",
    "build.ready": "{side}'s army is ready.",
    "build.reveal": "Both armies are revealed.",
    # leadership
    "lead.tie": "Turn {turn}: leadership roll Gold {gold}, Silver {silver}. A tie: nothing happens.",
    "lead.one": "Turn {turn}: leadership roll Gold {gold}, Silver {silver}. One action each; "
                "{side} chooses who acts first.",
    "lead": ("Turn {turn}: leadership roll Gold {gold}, Silver {silver}. {side} gets {n} action; order: {order}.",
             "Turn {turn}: leadership roll Gold {gold}, Silver {silver}. {side} gets {n} actions; order: {order}."),
    "first.chosen": "{side} lets {first} act first.",
    "action.end": "{side} ends the action.",
    # moving
    "turn": "{unit} on {hex} turn to face {facing}.",
    "turn.free": "{unit} on {hex} turn to face {facing} (free).",
    "about_face": "{unit} on {hex} about-face.",
    "advance": "{unit} advance from {from} to {to}.",
    "rally": "{unit} on {hex} rally, facing {facing}.",
    "reload": "{unit} on {hex} reload their crossbows.",
    "reload.arbalest": "{unit} on {hex} spend the action reloading their arbalests.",
    # combat
    "melee": "{attacker} attack {defender} on {hex} in the {side}: they roll {att_faces}, "
             "the defenders roll {def_faces}.",
    "shields": ("{unit} block {n} hit with their shields.", "{unit} block {n} hits with their shields."),
    "saves": ("{unit} roll {faces} to save, saving on {on}: {saved} saved, {n} casualty.",
              "{unit} roll {faces} to save, saving on {on}: {saved} saved, {n} casualties."),
    "saves.none": ("{unit} have no saving roll here: {n} casualty.", "{unit} have no saving roll here: {n} casualties."),
    "shoot": ("{unit} shoot at {target} on {hex}: {faces} = {n} hit.",
              "{unit} shoot at {target} on {hex}: {faces} = {n} hits."),
    "eliminated": "{unit} on {hex} are eliminated.",
    "morale": "{unit} test their morale: {faces}, total {total} against {limit}.",
    "morale.missile": "{unit} test their morale under fire: {faces}, total {total} against {limit}.",
    "panic": ("PANIC! {unit} roll {face} and retreat {n} hex.", "PANIC! {unit} roll {face} and retreat {n} hexes."),
    "panic.hold": "{unit} panic too but hold their ground: their next action must be a rally.",
    "panic.shooter": "{unit} rolled more panics than anything else and retreat.",
    "panic.ignored": "{unit} never panic.",
    "panic.step": "{unit} retreat from {from} to {to}.",
    "panic.stuck": ("{unit} cannot retreat further: they roll {faces} and lose {n} figure.",
                    "{unit} cannot retreat further: they roll {faces} and lose {n} figures."),
    # mercenaries
    "bid.won": ("The {side} King offers {unit} {n} point: they change sides!",
                "The {side} King offers {unit} {n} points: they change sides!"),
    "bid.lost": ("The {side} King offers {unit} {n} point: they stay loyal.",
                 "The {side} King offers {unit} {n} points: they stay loyal."),
    "settle": ("{side} pays {n} point to its mercenaries.", "{side} pays {n} points to its mercenaries."),
    # the end
    "victory.fallen": "The {side} King has fallen: {winner} wins.",
    "victory.alone": "The {side} King stands alone: {winner} wins.",
    "victory.turn_limit": "The turn limit of {limit} turns is reached: the battle is a draw.",
    "over": "The battle is over.",
    "editor.one_king": "{side} needs exactly one King on the field",
    "editor.alone": "{side}'s King stands alone: give him an army",
    # status line
    "summary.build": ("Army building: {sides} is still buying and deploying.",
                      "Army building: {sides} are still buying and deploying."),
    "summary.choose": "{side} chooses who acts first.",
    "summary.turn": ("Turn {turn}: {side} to act; {n} action left ({order}).",
                     "Turn {turn}: {side} to act; {n} actions left ({order})."),
    # describing an action
    "describe.buy": "buy {kind} for {cost} points",
    "describe.promise": "promise unit {uid} {n} points",
    "describe.deploy": "deploy unit {uid} on {hex}",
    "describe.withdraw": "take {unit} back into the reserve",
    "describe.dismiss": "sell unit {uid} back",
    "describe.standard": "take the standard army",
    "describe.ready": "the army is ready",
    "describe.first": "{side} acts first",
    "describe.turn": "{unit} turn to face {facing}",
    "describe.about_face": "{unit} about-face",
    "describe.advance": "{unit} advance, then face {facing}",
    "describe.attack": "{unit} attack {target}",
    "describe.shoot": "{unit} shoot at {target}",
    "describe.reload": "{unit} reload",
    "describe.rally": "{unit} rally, facing {facing}",
    "describe.bid": "offer {target} {n} points to change sides",
    "describe.end_action": "end the action",
    # refusals
    "refuse.not_action": "{action} is not an action of the hex variant",
    "refuse.over": "the battle is over",
    "refuse.no_side": "there is no side called {player}",
    "refuse.not_turn": "it is not {side}'s turn",
    "refuse.malformed": "that action is malformed",
    "refuse.not_now": "that action is not possible now",
    "refuse.wrong_phase": "that is not possible during {phase}",
    "refuse.no_class": "there is no such unit type",
    "refuse.weapon_class": "that unit type cannot carry that weapon",
    "refuse.armour_class": "that unit type cannot wear that armour",
    "refuse.shields": "shields go only with spears or sidearms",
    "refuse.peasants": "peasants are unarmoured, morale 1, with sidearms and no shields",
    "refuse.morale": "morale ratings are 1 to 3 (a King: 2 or 3)",
    "refuse.leadership": "only a King has a leadership rating, from 1 to 3",
    "refuse.king_special": "a King is neither a mercenary nor a dedicated warrior",
    "refuse.dedicated_armour": "dedicated warriors wear no armour",
    "refuse.dedicated_mercenary": "dedicated warriors are not mercenaries",
    "refuse.one_king": "an army has exactly one King",
    "refuse.king_first": "buy your King first",
    "refuse.no_room": "there is no room left in your deployment rows",
    "refuse.too_dear": "that costs {cost} points and you have {left} left",
    "refuse.not_mercenary": "that is not one of your mercenary units",
    "refuse.promise_low": "a mercenary must be promised at least {least} points",
    "refuse.need_king": "your army needs its King",
    "refuse.need_army": "your King needs an army",
    "refuse.undeployed": "deploy every unit of your reserve, or sell it back",
    "refuse.over_budget": "your army costs more than your budget",
    "refuse.deploy_rows": "units deploy on free hexes of your own deployment rows, the King in the back row",
    "refuse.mid_action": "finish the current action first",
    "refuse.bid_target": "only enemy mercenaries can be bought over",
    "refuse.bid_closer": "the mercenaries must be closer to your King than to their own",
    "refuse.bid_points": "you can offer 1 to {left} unspent points",
    "refuse.no_unit": "there is no unit on {hex}",
    "refuse.not_yours": "{unit} belong to the other side",
    "refuse.other_unit": "another unit is acting in this action",
    "refuse.rally": "only a panicked unit rallies, as its whole action",
    "refuse.panicked": "{unit} are panicked: their only action is a rally",
    "refuse.no_mp": "{unit} have no movement points left",
    "refuse.turn_one": "a turn changes the facing by one hexside",
    "refuse.edge": "units cannot leave the field",
    "refuse.occupied": "{hex} is occupied",
    "refuse.advance_turn": "after advancing a unit may turn one hexside at most",
    "refuse.shot_no_attack": "a unit that shoots or reloads cannot attack in the same action",
    "refuse.front_enemy": "units attack only an enemy in their front hex",
    "refuse.no_bows": "{unit} have no missile weapons",
    "refuse.fired": "the unit has already shot or reloaded in this action",
    "refuse.unloaded": "{unit} must reload first",
    "refuse.arc": "{hex} is not an enemy in the firing arc",
    "refuse.loaded": "that unit has nothing to reload",
    "refuse.arbalest_still": "arbalests reload in a whole action without moving",
    "refuse.no_piece": "there is no piece {piece}",
    "refuse.off_field": "that hex is not on the field",
    "refuse.figures": "a stand of {kind} holds 1 to {n} figures",
    # a position typed or pasted as text that cannot be read (the position sandbox)
    "position.not": "not a Lionheart hex position: {why}",
    "position.not_text": "it is not text",
    "position.fields": "it needs 8 fields separated by spaces, not {n}",
    "position.phase": "unknown phase {phase}",
    "position.turn": "the turn must be a number",
    "position.budget_first": "the options start with the budget",
    "position.option": "unknown option {option}",
    "position.options": "the options are not valid",
    "position.both_sides": "the board needs both sides, as gold:...;silver:...",
    "position.side_prefix": "expected {side}: before the {side} units",
    "position.unit": "cannot read the unit {token}",
    "position.impossible_unit": "{token} is not a possible unit",
    "position.no_hex": "{token} names no hex",
    "position.hex": "{token} stands on an impossible hex",
    "position.figures": "{token}: eliminated units have no figures, others some",
    "position.same_number": "two units share a number",
    "position.order": "cannot read the order {order}",
    "position.active": "cannot read the acting unit {unit}",
    "position.active_off": "the acting unit is not on the field",
    "position.extra": "cannot read {item}",
    "position.extra_side": "unknown side in the extras",
    "position.chooser": "a choice needs its chooser",
    "position.result": "a finished battle needs its result",
    "position.dice": "the dice must be seed/position or ?",
}


def m(name: str, /, **args: object) -> Msg:
    """A message of this game: ``m("advance", unit=..., to="0507")``."""
    return msg(f"{DOMAIN}:{name}", **args)


@lru_cache(maxsize=16)
def side_msg(name: str) -> Msg:
    return m(f"side.{name}")


@lru_cache(maxsize=8)
def face_msg(face: str) -> Msg:
    return m(f"face.{face}")


def faces_msg(faces: tuple[str, ...]) -> tuple[Msg, ...]:
    """"2 axes, 1 panic": how many of each face, in a fixed order."""
    out = tuple(m(f"faces.{f}", n=faces.count(f)) for f in ("axe", "arrow", "panic") if f in faces)
    return out or (m("faces.none"),)


@lru_cache(maxsize=4096)
def kind_name(spec) -> Msg:  # spec: model.Spec
    """The short name of a unit type: "Cavalry (spears)"."""
    return m("kind", cls=m(f"class.{spec.cls}"), weapon=m(f"weapon.{spec.weapon}"))


@lru_cache(maxsize=4096)
def kind_long(spec) -> Msg:
    """Everything bought: "Cavalry: heavy armour, spears, shields, morale 3"."""
    extras = []
    if spec.shields:
        extras.append(m("extra.shields"))
    if spec.morale != 2:
        extras.append(m("extra.morale", n=spec.morale))
    if spec.leadership:
        extras.append(m("extra.leadership", n=spec.leadership))
    if spec.dedicated:
        extras.append(m("extra.dedicated"))
    if spec.mercenary:
        extras.append(m("extra.mercenary"))
    args = {"cls": m(f"class.{spec.cls}"), "armour": m(f"armour.{spec.armour}"),
            "weapon": m(f"weapon.{spec.weapon}")}
    if extras:
        return m("kind.long.extras", extras=tuple(extras), **args)
    return m("kind.long", **args)


register(DOMAIN, MESSAGES)
