"""The English messages of Richard I the Lionheart (the campaign): every line the rules write for
a player. Keys are given without the domain (``richard-campaign``); a pair is a plural message
chosen by the argument ``n``. Names of leaders, strongholds and provinces come from the data files.
The other languages are in resources/translations/richard-campaign_<lang>.ts.
"""

from __future__ import annotations

from functools import lru_cache

from ...i18n import Msg, msg, register

DOMAIN = "richard-campaign"

MESSAGES: dict[str, str | tuple[str, str]] = {
    "title": "Richard I the Lionheart (campaign)",
    "side.richard": "Richard",
    "side.philip": "Philip",
    "leader.baron": "Baron of {vassal}",
    "piece.train": "{side}'s siege train",
    "piece.hold": "the garrison",
    "none": "-",
    "nowhere": "nowhere",
    # time
    "month.3": "March {year}",
    "month.4": "April {year}",
    "month.5": "May {year}",
    "month.6": "June {year}",
    "month.7": "July {year}",
    "month.8": "August {year}",
    "month.9": "September {year}",
    "month.10": "October {year}",
    "month.11": "November {year}",
    "month.12": "Winter {year}",
    "when.winter": "Winter {year}",
    "summary": "{when}: {side} — {step}",
    "phase.purchase": "purchasing",
    "phase.vassal_tax": "vassal taxes",
    "phase.truce": "papal truce",
    "phase.move": "movement",
    "phase.combat": "combat",
    "phase.redeploy": "redeployment",
    "phase.over": "game over",
    "phase.battle": "open field battle",
    "phase.parley": "parley",
    "phase.safe_conduct": "safe conduct",
    "phase.restore": "restoring a stronghold",
    "phase.parley_chance": "parley before combat",
    "phase.saucy": "placing the Saucy Fortress",
    "month.start": "{when} begins.",
    "winter.start": "The Winter Turn of {year}: Richard's number rises to {number}.",
    "phase.move.start": "{side} moves.",
    "phase.combat.start": "{side} resolves combat.",
    # purchases and money
    "item.knave": ("{n} knave", "{n} knaves"),
    "item.knight": ("{n} knight", "{n} knights"),
    "item.influence": ("{n} influence point", "{n} influence points"),
    "item.train": "a siege train",
    "item.saucy": "the Saucy Fortress",
    "item.supplies": ("{n} ducat of supplies", "{n} ducats of supplies"),
    "kind.knave": ("knave", "knaves"),
    "kind.knight": ("knight", "knights"),
    "buy": "{side} buys {item} for {target} ({cost} ducats).",
    "buy.influence": "{side} buys influence in {target}.",
    "transfer": "{n} {kind} go from {frm} to {to} in {hex}.",
    "upkeep": ("{side} pays {n} ducat of upkeep.", "{side} pays {n} ducats of upkeep."),
    "upkeep.short": ("{side} cannot pay the upkeep: {n} troop is disbanded and no troops may be bought.",
                     "{side} cannot pay the upkeep: {n} troops are disbanded and no troops may be bought."),
    "taxes": ("{side} collects {n} ducat of taxes.", "{side} collects {n} ducats of taxes."),
    "taxes.vassals": ("{side} collects {n} ducat from loyal vassals.", "{side} collects {n} ducats from loyal vassals."),
    "overtax": "{side} overtaxes {vassal}.",
    "ransom": "{side} pays {n} ducats to free {leader}.",
    "demand": "{side} makes the other side pay {n} ducats for {leader}.",
    "hostage.paid": "{side} pays the {n} ducats promised for {leader}.",
    "freed": "{leader} is free again ({hex}).",
    # diplomacy
    "status.neutral": "neutral",
    "status.rebel": "rebels and joins Philip",
    "status.philip": "joins Philip",
    "status.richard": "supports Richard",
    "loyalty": "{vassal}: die {roll}, modifier {mod}, total {total}: {result}.",
    "baron.raised": "{leader} raises the rebels at {hex}.",
    "reconquered": "{vassal} is reconquered.",
    "support.troops": ("{n} knave of a loyal vassal joins Richard.", "{n} knaves of a loyal vassal join Richard."),
    "support.lost": ("{n} troop leaves with a lost ally.", "{n} troops leave with a lost ally."),
    "ally.enters": "{leader} joins {side} at {hex}.",
    "ally.leaves": "{leader} leaves the war.",
    "ally.switches": "{leader} changes sides and joins {side}.",
    # truce
    "truce.granted": ("{side} asks for a truce ({tables}): the Pope grants {n} month.",
                      "{side} asks for a truce ({tables}): the Pope grants {n} months."),
    "truce.refused": "{side} asks for a truce ({tables}): no truce.",
    "truce.table_a": "papal truce table A",
    "truce.tables_ab": "papal truce tables A and B",
    "truce.holds": "The papal truce holds this month.",
    # movement
    "step": ("{leader} moves from {frm} to {to} ({cost} MP), with {n} leader.",
             "{leader} moves from {frm} to {to} ({cost} MP), with {n} leaders."),
    "step.halt": "{leader} must stop in {hex}.",
    "step.train": "{side}'s siege train moves from {frm} to {to}.",
    "follow": "{leader} moves with {king}.",
    "forced_march": ("{king} force-marches (forced march table): {n} more movement point.",
                     "{king} force-marches (forced march table): {n} more movement points."),
    "redeploy": "{piece} redeploys from {frm} to {to}.",
    "train.destroyed": "{side}'s siege train is destroyed in {hex}.",
    "train.left": "{side}'s siege train is left behind and destroyed.",
    "capture": "{leader} is captured in {hex}.",
    "capture.alone": "{leader}, without troops, is captured in {hex}.",
    "capture.pursuit": "{leader} is captured in the pursuit.",
    "capture.trapped": "{leader} cannot retreat and is captured.",
    "capture.stronghold": "{leader} is captured in the stronghold at {hex}.",
    # battles
    "battle.start": "{side} attacks in {hex}.",
    "battle.sally": "{side} comes out of the stronghold to fight.",
    "battle.stay": "{side} stays inside the stronghold.",
    "battle.attacks": ("{leader} attacks on the {table} table, row {row} (modifier {mod}): {n} casualty.",
                       "{leader} attacks on the {table} table, row {row} (modifier {mod}): {n} casualties."),
    "table.knave_vs_knave": "knave vs knave",
    "table.knight_vs_knave": "knight vs knave",
    "table.knight_vs_knight": "knight vs knight",
    "table.knave_vs_knight": "knave vs knight",
    "battle.round": "Round {n}: {att} loses {a}, {dfn} loses {d}.",
    "battle.even": "Both sides lost as many: nobody must retreat.",
    "battle.retreat": "{side} retreats to {hex}.",
    "battle.retreated": "{side} falls back to {hex}.",
    "battle.pursuit": ("{side} pursues: {n} casualty.", "{side} pursues: {n} casualties."),
    "battle.trapped": "{side} has lost more and has nowhere to retreat.",
    "battle.end": "The battle in {hex} is over.",
    "pursuit.capture_roll": ("{leader}: {n} capture die: {caught}.", "{leader}: {n} capture dice: {caught}."),
    "caught.yes": "captured",
    "caught.no": "escapes",
    "death_roll": "Richard's death roll: {n} against {number}: {result}.",
    "death.dies": "Richard is killed",
    "death.lives": "he lives",
    # assault and siege
    "assault": "{side} assaults {hold} at {odds}-1: die {roll}, modifier {mod}: {a}/{d}.",
    "assault.off": "The assault in {hex} cannot be made any more.",
    "hold.taken": "{side} takes {hold}.",
    "siege": "{side} besieges {hold} ({months} months): die {roll}, modifier {mod}: {result}.",
    "siege.H": "the stronghold holds",
    "siege.H1": "it holds but loses 1 strength point",
    "siege.H2": "it holds but loses 2 strength points",
    "siege.SS": "it offers to surrender for safe conduct",
    "siege.S": "it surrenders",
    "siege.broken": "The siege of {hold} is broken.",
    "safe_conduct": "{side} grants safe conduct: {hold} surrenders and its defenders go to {to}.",
    "safe_conduct.denied": "{side} denies safe conduct: the siege of {hold} goes on.",
    "pay.ducats": "five ducats",
    "pay.troops": "five strength points",
    "restore": "{side} restores {hold} with {pay}.",
    "rebuild": "{side} rebuilds {hold} with {pay}.",
    "ruin": "{hold} is left a ruin.",
    "saucy.placed": "Richard builds the Saucy Fortress in {hex}.",
    # parley
    "parley.call": "{side} calls for a parley in {hex}.",
    "parley.listen": "{side} listens.",
    "parley.forced": "{side} rolls {roll}: the parley must take place.",
    "parley.refused": "{side} rolls {roll}: no parley.",
    "parley.nothing": "{side} offers nothing.",
    "parley.offer": "{side} offers {n} ducats, stronghold {hold}, hostage {hostage}.",
    "parley.rejected": "{side} rejects the offer.",
    "parley.accepted": "{side} accepts: no combat in {hex} this turn.",
    # supply
    "supply.out": ("{leader} is out of supply ({n} month).", "{leader} is out of supply ({n} months)."),
    "supply.attrition": ("{leader} is out of supply and loses {n} strength point.",
                         "{leader} is out of supply and loses {n} strength points."),
    # the end
    "final.income": "The year {year}: Richard's income from the map is {richard}, Philip's {philip}.",
    "victory.richard_died": "Richard is dead: Philip wins a decisive victory.",
    "victory.richard_captured": "Richard is captured: Philip wins a decisive victory.",
    "victory.philip_captured": "Philip is captured: Richard wins a decisive victory.",
    "victory.normandy_richard": "Richard holds every stronghold of Normandy: a decisive victory.",
    "victory.normandy_philip": "Philip holds every stronghold of Normandy: a decisive victory.",
    "victory.income_richard": "The year {year}: Richard has the higher income, a marginal victory.",
    "victory.income_philip": "The year {year}: Philip has the higher income, a marginal victory.",
    "victory.draw": "The year {year}: both incomes are equal, a draw.",
    # describing actions
    "describe.step": "Move {piece} to {to}",
    "describe.buy": "Buy {item} for {target}",
    "describe.engage": "Attack in {hex}",
    "describe.engage_offer": "Let the enemy in the stronghold in {hex} choose to come out and fight",
    "describe.assault": "Assault the stronghold in {hex}",
    "describe.siege": "Besiege the stronghold in {hex}",
    "describe.done": "End {phase}",
    "describe.transfer": "Shift {n} {kind} from {frm} to {to} in {hex}",
    "describe.follow": "{leader} moves with the King",
    "describe.forced_march": "Force-march the King",
    "describe.redeploy": "Redeploy {piece} to {to}",
    "describe.retreat": "Retreat to {hex}",
    "describe.stand": "Stand and fight",
    "describe.fight": "Fight: knaves on row {knaves}, knights on row {knights} against {target}",
    "describe.parley": "Call for a parley in {hex}",
    "describe.truce": "Ask the Pope for a truce",
    "describe.sally": "Come out of the stronghold and fight",
    "describe.stay": "Stay inside the stronghold",
    "describe.listen": "Listen to the parley",
    "describe.refuse_parley": "Refuse the parley (the caller rolls a die)",
    "describe.offer.nothing": "Offer nothing",
    "describe.offer.ducats": "Offer {n} ducats",
    "describe.offer.hold": "Offer {hold}",
    "describe.offer.hostage": "Promise {n} ducats with {hostage} as hostage",
    "describe.accept": "Accept the offer",
    "describe.reject": "Reject the offer",
    "describe.safe_conduct": "Grant safe conduct",
    "describe.no_safe_conduct": "Deny safe conduct",
    "describe.restore": "Restore the stronghold with {pay}",
    "describe.ruin": "Leave the stronghold a ruin",
    "describe.rebuild": "Rebuild {hold} with {pay}",
    "describe.ransom": "Ransom {leader} ({n} ducats)",
    "describe.demand": "Make the other side pay {n} ducats for {leader}",
    "describe.overtax": "Overtax {vassal}",
    "describe.place_saucy": "Build the Saucy Fortress in {hex}",
    # options (the start page)
    "option.au_movement": "Count of Au's movement",
    "option.au_movement.help": "The Count of Au's movement: 4 as the Political and Leader Table prints it, "
                               "or 5 as his counter does.",
    "option.au_movement.4": "4 (the table)",
    "option.au_movement.5": "5 (the counter)",
    "option.road_bridges": "Bridges where roads cross rivers",
    "option.road_bridges.help": "Not in the rulebook: a road crossing a river has a bridge there "
                                "(by default only the three bridges of the errata exist).",
    "option.end_year": "Last year",
    "option.end_year.help": "Not in the rulebook: end the campaign when this year is reached (1200 as "
                            "the rules say; earlier for a short game), with the marginal victory by income.",
    "option.swap_ally_edges": "Swap the allies' map edges",
    "option.swap_ally_edges.help": "Not in the rulebook: Baldwin of Flanders enters on the north edge and "
                                   "Raymond of Toulouse on the south edge (the printed table looks swapped).",
    "option.tactical_battles": "Battles on the tactical field",
    "option.tactical_battles.help": "Not in the rulebook: fight each open field battle on the tactical hex "
                                    "field (Lionheart, the hex variant) instead of the two rounds of the combat "
                                    "tables; its losses and its loser come back to the campaign.",
    # a position that cannot be read (a save, the position text)
    "position.shape": "a campaign state has opts, seed, dice_pos and board (and a battle's sub-game)",
    "position.options": "the options are not valid: {why}",
    "position.dice": "the dice are not valid",
    "position.fields": "the board's fields are not the campaign's",
    "position.list": "{field} must be a list",
    "position.board_why": "the board is not valid: {why}",
    "position.board": "the board is not valid",
    "position.whole": "{field} must be a whole number",
    "position.text": "{field} must be text",
    "position.treasuries": "the treasuries are not valid",
    "position.tactical": "a battle on the tactical board needs its open field battle",
    "position.leaders": "the leaders are not the campaign's",
    "position.holds": "the strongholds are not the map's",
    "position.leader": "leader {leader} is not valid",
    "position.leader_hex": "leader {leader} stands on an impossible hex",
    "position.turn": "the turn is not valid",
    "position.vassals": "the vassals are not the campaign's",
    "position.expected": "expected 'au=N bridges=yes|no swap=yes|no [end=YEAR] SEED/POS board ...'",
    "position.not_dice": "not dice: '{text}'",
    "position.unreadable": "the board cannot be read: {why}",
    "position.not_board": "the text does not describe a board",
    "position.not_hex": "not a hex number: {value}",
    "position.row": ("a {kind} row has {n} value", "a {kind} row has {n} values"),
    "position.row_type": "{field} must be {type}",
    # refusals
    "refuse.not_action": "{action} is not an action of this game.",
    "refuse.over": "The game is over.",
    "refuse.no_side": "{player} is not a side of this game.",
    "refuse.not_turn": "It is not {side}'s turn.",
    "refuse.no_piece": "There is no such piece of yours: {piece}.",
    "refuse.phase": "Not during {phase}.",
    "refuse.sea": "That is not a land hex of the map.",
    "refuse.not_adjacent": "Move one hex at a time.",
    "refuse.mp": "That step costs {cost} movement points; {left} are left.",
    "refuse.step": "That step is not allowed now.",
    "refuse.money": "That costs {cost} ducats; the treasury holds {left}.",
    "refuse.buy": "That purchase is not allowed now.",
    "refuse.battles_left": "A battle must still be fought.",
    "refuse.fields_first": "Battles in the open come before assaults and sieges: none after an assault or a siege.",
    "refuse.assaults_first": "Assaults come before sieges: none after a siege has been rolled.",
    "refuse.not_now": "That is not allowed now.",
    "refuse.capacity": "{leader} cannot lead that many troops.",
    "editor.king": "{side}'s King must be on the map.",
}


def _names() -> dict[str, str]:
    """Names of leaders, strongholds and provinces come from the data files."""
    from .data import game_map, tables

    t = tables()
    out: dict[str, str] = {}
    for lid, spec in t.leaders.items():
        out[f"leader.{lid}"] = spec.name
    for aid, spec in t.allies.items():
        out[f"leader.{aid}"] = spec.name
    for vid, spec in t.vassals.items():
        out[f"vassal.{vid}"] = spec.name
    for hid, spec in game_map().holds.items():
        out[f"hold.{hid}"] = spec.name
    out["hold.saucy"] = "the Saucy Fortress"
    return out


def m(name: str, /, **args: object) -> Msg:
    return msg(f"{DOMAIN}:{name}", **args)


@lru_cache(maxsize=8)
def side_msg(side: str) -> Msg:
    return m(f"side.{side}")


@lru_cache(maxsize=1024)
def name_of(pid: str | None, side: str) -> Msg | str:
    """The name of a piece, stronghold, vassal or ally by id."""
    if pid is None or pid == "-":
        return m("none")
    if pid == "train":
        return m("piece.train", side=side_msg(side))
    if pid == "hold":
        return m("piece.hold")
    if pid.startswith("baron-"):
        return m("leader.baron", vassal=m(f"vassal.{pid[6:]}"))
    names = _NAMES
    for prefix in ("leader", "hold", "vassal"):
        if f"{prefix}.{pid}" in names:
            return m(f"{prefix}.{pid}")
    return pid


_NAMES = _names()
register(DOMAIN, {**MESSAGES, **_NAMES})
