"""The rules as a state machine: legal actions and their effects, phase by phase."""

from __future__ import annotations

from typing import Any

from ...dice import Dice
from ...engine import Event, IllegalAction
from ...grids.hex import Hex, from_map_number
from .combat import (
    assault_odds,
    assault_result,
    attacks,
    casualties,
    field_result,
    knight_strength,
    siege_result,
)
from .data import game_map, tables
from .messages import m, name_of, side_msg
from .model import (
    HOLD,
    PHILIP,
    RICHARD,
    SIDES,
    TRAIN,
    Answer,
    Assault,
    Battle,
    Buy,
    Demand,
    Done,
    Engage,
    Fight,
    Follow,
    ForcedMarch,
    Leader,
    Listen,
    Offer,
    Overtax,
    Parley,
    Pending,
    PlaceSaucy,
    Ransom,
    Rebuild,
    Redeploy,
    RequestTruce,
    Restore,
    Retreat,
    SafeConduct,
    Sally,
    Siege,
    Stand,
    State,
    Step,
    Talks,
    Transfer,
    other,
)
from .world import (
    SAUCY,
    W,
    crosses_river,
    in_supply,
    is_baron,
    is_king,
    label,
    leader_spec,
    movement,
    nearest_hold,
    province,
    redeploy_region,
    replace,
    step_cost,
    traces_to,
    view,
)

AMOUNTS = (1, 10, 100)
ROWS = ("A", "B", "C")
PER_FORTRESS = ("normandy", "touraine")


def _d6(dice: Dice) -> int:
    return dice.d6(1)[0]


class Engine:
    """The rules' state machine, mixed into the ruleset class."""

    # ================================================================ legal actions
    def _legal(self, state: State, actor: str) -> list:
        b = state.board
        w = view(state)
        if b.pending is not None:
            return self._legal_pending(w, b.pending)
        if b.parley is not None:
            return self._legal_parley(w, b.parley)
        if b.battle is not None:
            return self._legal_battle(w, b.battle)
        side = b.active
        out: list = []
        if b.phase == "purchase":
            out += self._buys(w, side)
            out += self._transfers(w, side)
            out += self._ransoms(w, side)
        elif b.phase == "vassal_tax":
            out += [Overtax(side, v) for v in self._overtaxable(w, side)]
        elif b.phase == "truce":
            if not b.truce_asked:
                out.append(RequestTruce(side))
        elif b.phase == "move":
            out += self._steps(w, side, state.opts)
            out += self._supply_buys(w, side)
            out += self._transfers(w, side)
            out += self._ransoms(w, side)
            out += self._rebuilds(w, side)
        elif b.phase == "combat":
            if self._mandatory(w, side):
                # field combats first: no assault or siege while one is owed, and no end
                return [a for a in self._combat_options(w, side) if isinstance(a, Engage)] + self._rebuilds(w, side)
            out += self._combat_options(w, side)
            out += self._rebuilds(w, side)
        elif b.phase == "redeploy":
            out += self._redeploys(w, side)
            out += self._transfers(w, side)
        out.append(Done(side))
        return out

    # ---- purchasing ----
    def _price(self, a: Buy) -> int | None:
        c = tables().costs
        return {"knave": c.knave * a.n, "knight": c.knight * a.n, "influence": c.influence * a.n,
                "train": c.siege_train, "saucy": c.saucy, "supplies": a.n}.get(a.item)

    def _buys(self, w: W, side: str) -> list:
        out: list = []
        c = tables().costs
        money = w.money(side)
        if side not in w.broke:
            targets: list[tuple[str, int]] = []
            for x in w.on_map(side):
                if not is_baron(x.id):
                    targets.append((x.id, leader_spec(x.id).max - x.troops))
            for h in w.holds.values():
                if h.owner == side and not h.ruined:
                    targets.append((h.id, 10 ** 6))
            for item, price in (("knave", c.knave), ("knight", c.knight)):
                for n in AMOUNTS:
                    if n * price > money:
                        break
                    out += [Buy(side, item, n, t) for t, room in targets if room >= n]
        if money >= c.influence:
            vt = tables()
            for v in w.vassals.values():
                spec = vt.vassals.get(v.id) or vt.allies[v.id]
                cap = getattr(spec.max_influence, side)
                have = v.infl_richard if side == RICHARD else v.infl_philip
                if not v.gone and have < cap:
                    out.append(Buy(side, "influence", 1, v.id))
        if w.trains[side].hex is None and money >= c.siege_train:
            for h in w.holds.values():
                if h.owner == side and not h.ruined and w.spec(h.id).fortress and not w.under_siege(h):
                    out.append(Buy(side, "train", 1, h.id))
        if side == RICHARD and w.saucy_bought < 0 and w.saucy_hex is None and money >= c.saucy:
            out.append(Buy(side, "saucy", 1, "-"))
        return out

    def _supply_buys(self, w: W, side: str) -> list:
        t = w.trains[side]
        if t.hex is None or not in_supply(w, side, t.hex):
            return []
        return [Buy(side, "supplies", n, TRAIN) for n in (1, 10) if n <= w.money(side)]

    def _transfers(self, w: W, side: str) -> list:
        out: list = []
        by_hex: dict[Hex, list[Leader]] = {}
        for x in w.on_map(side):
            by_hex.setdefault(x.hex, []).append(x)
        for h, group in by_hex.items():
            hold = w.standing(h, side)
            parties: list[tuple[str, int, int, int]] = []  # id, knaves, knights, room
            for x in group:
                parties.append((x.id, x.knaves, x.knights, leader_spec(x.id).max - x.troops))
            if hold is not None and any(x.inside for x in group):
                parties.append((HOLD, hold.knaves, hold.knights, 10 ** 6))
            if len(parties) < 2:
                continue
            tag = label(h)
            for fid, fkn, fkt, _ in parties:
                if is_baron(fid) or f"+{fid}@{tag}" in w.flows:
                    continue
                for tid, _, _, room in parties:
                    if tid == fid or f"-{tid}@{tag}" in w.flows:
                        continue
                    if HOLD in (fid, tid):
                        lid = tid if fid == HOLD else fid
                        if not next(x for x in group if x.id == lid).inside:
                            continue
                    for kind, have in (("knave", fkn), ("knight", fkt)):
                        for n in AMOUNTS:
                            if n <= have and n <= room:
                                out.append(Transfer(side, h, fid, tid, kind, n))
        return out

    def _ransoms(self, w: W, side: str) -> list:
        c = tables().costs
        out: list = []
        for x in w.leaders.values():
            if x.where != "captured":
                continue
            if x.side == side and w.money(side) >= c.ransom:
                out.append(Ransom(side, x.id))
            if x.side == other(side) and w.money(other(side)) >= c.ransom_demand:
                out.append(Demand(side, x.id))
        return out

    def _overtaxable(self, w: W, side: str) -> list[str]:
        out = []
        for vid, spec in tables().vassals.items():
            v = w.vassals[vid]
            if vid in PER_FORTRESS or spec.over_tax <= 0 or v.overtaxed == side:
                continue
            if self._vassal_tax(w, vid, side, normal_only=True) > 0:
                out.append(vid)
        return out

    # ---- movement ----
    def _steps(self, w: W, side: str, opts) -> list:
        out: list = []
        truce = w.truce_until >= w.now
        king = w.leaders[side]
        for x in w.on_map(side):
            if x.follow:
                continue
            if not is_king(x.id) and king.where == "map" and x.hex == king.hex and king.mp > 0:
                out.append(Follow(side, x.id))  # even after moving on his own
            if x.mp <= 0 or (w.marching and not is_king(x.id)):
                continue
            for n in x.hex.neighbours():
                cost = step_cost(x.hex, n, opts.road_bridges)
                if cost is None or cost > x.mp:
                    continue
                if x.troops == 0 and w.force_at(n, other(side)) and w.standing(n, side) is None:
                    continue
                if truce and side == RICHARD and self._rebel_hold(w, n):
                    continue
                out.append(Step(side, x.id, n))
        t = w.trains[side]
        if t.hex is not None and t.mp > 0 and not w.marching:
            for n in t.hex.neighbours():
                cost = step_cost(t.hex, n, opts.road_bridges)
                if cost is None or cost > t.mp:
                    continue
                if w.force_at(n, other(side)) and not w.force_at(n, side) and w.standing(n, side) is None:
                    continue
                out.append(Step(side, TRAIN, n))
        # A King who had to stop on entering an enemy force's or stronghold's hex this phase has
        # ended his movement there: no forced march out of it (one who began the phase there may).
        halted = king.where == "map" and king.came_from is not None and (
            bool(w.force_at(king.hex, other(side))) or self._enemy_hold(w, king.hex, side))
        if king.where == "map" and w.forced_left[SIDES.index(side)] > 0 and not w.marching and not halted:
            out.append(ForcedMarch(side))
        return out

    def _rebel_hold(self, w: W, h: Hex) -> bool:
        s = w.hold_at(h)
        if s is None or s.owner != PHILIP or s.ruined:
            return False
        prov = w.spec(s.id).province
        return prov in w.vassals and w.vassals[prov].status == "rebel"

    def _rebuilds(self, w: W, side: str) -> list:
        out = []
        for x in w.on_map(side):
            s = w.hold_at(x.hex)
            if s is None or not s.ruined or w.force_at(x.hex, other(side)):
                continue
            if w.money(side) >= tables().costs.rebuild:
                out.append(Rebuild(side, s.id, "ducats"))
            if sum(y.troops for y in w.at(x.hex, side) if not is_baron(y.id)) >= 5:
                out.append(Rebuild(side, s.id, "troops"))
        return list(dict.fromkeys(out))

    def _redeploys(self, w: W, side: str) -> list:
        out = []
        for x in w.on_map(side):
            if x.mp > 0:
                out += [Redeploy(side, x.id, h) for h in redeploy_region(w, side, x.hex) if h != x.hex]
        t = w.trains[side]
        if t.hex is not None and t.mp > 0:
            out += [Redeploy(side, TRAIN, h) for h in redeploy_region(w, side, t.hex) if h != t.hex]
        return out

    # ---- combat ----
    def _truce_ok(self, w: W, h: Hex, side: str) -> bool:
        """During a truce only barons fight the English, outside the baron's own province."""
        if w.truce_until < w.now:
            return True
        french = w.force_at(h, PHILIP)
        return bool(french) and all(is_baron(x.id) and x.id[6:] != province(h) for x in french)

    def _battle_case(self, w: W, h: Hex, side: str) -> str:
        """``open`` (both in the field: a battle must be fought), ``sally`` (the enemy is in its
        stronghold and may come out), ``sortie`` (ours are in our stronghold and may go out), or ''."""
        mine_out = w.force_at(h, side, outside_only=True)
        mine_in = [x for x in w.force_at(h, side) if x.inside]
        theirs_out = w.force_at(h, other(side), outside_only=True)
        theirs_in = [x for x in w.force_at(h, other(side)) if x.inside]
        if mine_out and theirs_out:
            return "open"
        if mine_out and theirs_in:
            return "sally"
        if mine_in and theirs_out:
            return "sortie"
        return ""

    def _mandatory(self, w: W, side: str) -> bool:
        """Field combat comes first: a battle in the open must be fought, and an enemy in its
        stronghold must be given its choice to come out and fight (``Engage`` there asks it),
        before any assault or siege and before the phase ends."""
        for h in {x.hex for x in w.on_map(side)}:
            if h in w.fought or h in w.peace:
                continue
            if self._battle_case(w, h, side) in ("open", "sally") and self._truce_ok(w, h, side):
                return True
        return False

    def _combat_options(self, w: W, side: str) -> list:
        """The phase's combats in their order, across the whole map: every field combat first
        (a sortie too: none once an assault or a siege has been made), then the assaults (none
        once a siege has been rolled), then the sieges."""
        out: list = []
        truce = w.truce_until >= w.now
        fields_done = bool(w.assaulted or w.besieged)
        for h in sorted({x.hex for x in w.on_map(side)}):
            if h in w.peace:
                continue
            if (not fields_done and h not in w.fought and self._battle_case(w, h, side)
                    and self._truce_ok(w, h, side)):
                out.append(Engage(side, h))
            if truce:
                continue
            s = w.hold_at(h)
            force = w.force_at(h, side, outside_only=True)
            if s is None or s.owner == side or s.ruined or not force or w.force_at(h, other(side), outside_only=True):
                continue
            if not w.besieged and h not in w.assaulted and self._assault_odds(w, s, side) >= 1:
                out.append(Assault(side, h))
            if h not in w.besieged and sum(x.troops for x in force) > w.defence_sp(s):
                out.append(Siege(side, h))
        return out

    def _assault_odds(self, w: W, s, side: str) -> int:
        spec = w.spec(s.id)
        h = spec.hex
        train_here = w.trains[side].hex == h
        if spec.fortress and not train_here:
            return 0
        att = sum(x.troops for x in w.force_at(h, side, outside_only=True))
        odds = assault_odds(att, w.defence_sp(s) * (3 if spec.fortress else 2))
        if odds < 1:
            return 0
        return min(6, odds + (1 if train_here and not spec.fortress else 0))

    # ---- battles ----
    def _fighters(self, w: W, bt: Battle, side: str) -> list[Leader]:
        return [x for x in w.at(bt.hex, side) if x.troops > 0 and (not x.inside or x.id in bt.came_out)]

    def _legal_battle(self, w: W, bt: Battle) -> list:
        s = bt.actor
        if bt.step == "sally":
            return [Sally(s, True), Sally(s, False)]
        if bt.step in ("before_d", "before_a", "between_d", "between_a"):
            out: list = [Stand(s)]
            out += [Retreat(s, h) for h in self._retreat_options(w, bt, s)]
            king = w.leaders[s]
            if bt.step.startswith("before") and king.where == "map" and king.hex == bt.hex and bt.hex not in w.parleyed:
                out.append(Parley(s, bt.hex))
            return out
        if bt.step in ("fight1", "fight2"):
            return self._fight_options(w, bt, s, pursuit=False)
        if bt.step == "pursuit":
            return self._fight_options(w, bt, s, pursuit=True)
        if bt.step == "forced":
            return [Retreat(s, h) for h in self._retreat_options(w, bt, s)]
        return []

    def _fight_options(self, w: W, bt: Battle, side: str, pursuit: bool) -> list:
        mine = self._fighters(w, bt, side)
        theirs = self._fighters(w, bt, other(side))
        kn = sum(x.knaves for x in mine)
        kt = sum(x.knights for x in mine)
        okn = sum(x.knaves for x in theirs)
        okt = sum(x.knights for x in theirs)
        knave_rows = (None,) if pursuit or kn == 0 else ROWS
        knight_rows = ROWS if kt > 0 else (None,)
        targets = ("knave", "knight") if kt > 0 and okn > 0 and okt > 0 else (("knave",) if okn > 0 else ("knight",))
        out = [Fight(side, a, b, t) for a in knave_rows for b in knight_rows for t in targets]
        return out or [Fight(side, None, None, targets[0])]

    def _retreat_options(self, w: W, bt: Battle, side: str) -> list[Hex]:
        h = bt.hex
        land = game_map().land
        enemy = other(side)

        def ok(n: Hex) -> bool:
            return n in land and not crosses_river(h, n) and not w.force_at(n, enemy)

        att_main = max(self._fighters(w, bt, bt.attacker) or w.at(h, bt.attacker) or [None],
                       key=lambda x: (x.troops, x.id) if x else (0, ""))
        entry = None if bt.sortie or att_main is None else att_main.came_from
        if entry is None:
            cands = h.neighbours()
        elif side == bt.attacker:
            cands = [entry] if not crosses_river(entry, h) else [n for n in h.neighbours() if n.distance(entry) == 1]
        else:
            opposite = h + (h - entry)
            cands = [opposite] if ok(opposite) else [n for n in h.neighbours() if n.distance(opposite) == 1]
        out = [n for n in cands if ok(n)]
        if w.standing(h, side) is not None and (side != bt.attacker or bt.round >= 2 or bt.sortie):
            out.append(h)
        return sorted(set(out))

    # ---- parley and pending decisions ----
    def _legal_parley(self, w: W, p: Talks) -> list:
        caller, them = p.caller, other(p.caller)
        if p.step == "listen":
            return [Listen(them, True), Listen(them, False)]
        if p.step == "offer":
            out = [Offer(caller, 0, None, None)]
            money = w.money(caller)
            out += [Offer(caller, d, None, None) for d in (10, 25, 50) if d <= money]
            prov = province(p.hex)
            for s in w.holds.values():
                if s.owner == caller and not s.ruined and w.spec(s.id).province == prov:
                    out.append(Offer(caller, 0, s.id, None))
            for x in w.on_map(caller):
                if not is_king(x.id) and not is_baron(x.id):
                    out += [Offer(caller, d, None, x.id) for d in (25, 50)]
            return out
        forced = p.hold is not None and w.spec(p.hold).province == province(p.hex)
        return [Answer(them, True)] if forced else [Answer(them, True), Answer(them, False)]

    def _legal_pending(self, w: W, p: Pending) -> list:
        s = p.actor
        if p.kind == "safe_conduct":
            return [SafeConduct(s, True), SafeConduct(s, False)]
        if p.kind == "restore":
            h = w.hold_hex(p.hold)
            out = []
            if w.money(s) >= tables().costs.rebuild:
                out.append(Restore(s, "ducats"))
            if sum(x.troops for x in w.force_at(h, s)) >= 5:
                out.append(Restore(s, "troops"))
            if p.what != "storm" or not out:
                out.append(Restore(s, "ruin"))
            return out
        if p.kind == "parley_chance":
            return [Parley(s, w.hold_hex(p.hold)), Stand(s)]
        if p.kind == "saucy":
            return [PlaceSaucy(s, h) for h in self._saucy_sites(w)]
        return []

    def _saucy_sites(self, w: W) -> list[Hex]:
        gm = game_map()
        return [h for h in sorted(gm.land) if gm.province[h] == "normandy" and h not in gm.hold_at
                and not w.at(h, PHILIP)]

    # ================================================================ effects
    def _apply(self, state: State, a: Any, dice: Dice) -> tuple[State, list[Event]]:
        if state.sub is not None:
            return self._sub_action(state, a, dice)
        w = W(state)
        handler = getattr(self, f"_do_{type(a).__name__.lower()}")
        handler(w, a, dice)
        self._settle(w)
        after = State(state.opts, state.seed, state.dice_pos, w.board())
        if w.battle is not None and w.battle.step == "tactical":
            from .tactical import open_battle

            sub = open_battle(after, self.battle_forces(after))
            w.events.append(sub.opened_event())
            after = State(state.opts, state.seed, state.dice_pos, after.board, sub)
        return after, w.events

    def _sub_action(self, state: State, a: Any, dice: Dice) -> tuple[State, list[Event]]:
        """An action of the battle on the tactical board; its end closes the campaign's battle."""
        from .tactical import casualties

        sub, events, result = state.sub.play(a, dice)
        if result is None:
            return State(state.opts, state.seed, state.dice_pos, state.board, sub), events
        events.append(sub.closed_event(result))
        plain = State(state.opts, state.seed, state.dice_pos, state.board)
        lost, loser = casualties(self.battle_forces(plain), sub, result)
        w = W(plain)
        self._close_battle(w, lost, loser)
        return State(state.opts, state.seed, state.dice_pos, w.board()), events + w.events

    # ---- consistency after every action ----
    def _settle(self, w: W) -> None:
        for x in list(w.leaders.values()):
            if x.where != "map":
                continue
            friendly = w.standing(x.hex, x.side)
            enemy_out = w.force_at(x.hex, other(x.side), outside_only=True)
            if friendly is None and x.inside:
                x = w.upd(x.id, inside=False)
            elif friendly is not None and not x.inside and not enemy_out and (w.battle is None or x.hex != w.battle.hex):
                x = w.upd(x.id, inside=True)
            if x.troops == 0 and not x.inside and w.force_at(x.hex, other(x.side)):
                self._capture(w, x.id, "capture.alone")
        for t in list(w.trains.values()):
            if t.hex is None:
                continue
            if w.force_at(t.hex, other(t.side)) and not w.force_at(t.hex, t.side) and w.standing(t.hex, t.side) is None:
                w.tupd(t.side, hex=None, supplies=0, mp=0)
                w.ev(m("train.destroyed", side=side_msg(t.side), hex=label(t.hex)))
        if w.phase != "over":
            for side in SIDES:
                if w.leaders[side].where == "captured":
                    self._end(w, other(side), f"{side}_captured")
                    return

    def _end(self, w: W, winner: str, reason: str) -> None:
        w.set(phase="over", winner=winner, reason=reason, battle=None, parley=None, pending=None)
        w.ev(m(f"victory.{reason}", winner=side_msg(winner) if winner != "draw" else "", year=w.opts.end_year))

    def _capture(self, w: W, lid: str, key: str = "capture") -> None:
        x = w.leaders[lid]
        if x.where != "map":
            return
        w.upd(lid, where="captured", hex=None, inside=False, knaves=0, knights=0, mp=0, follow=False)
        w.ev(m(key, leader=name_of(lid, x.side), hex=label(x.hex)))

    def _free(self, w: W, lid: str) -> None:
        x = w.leaders[lid]
        king = w.leaders[x.side]
        h = king.hex if king.where == "map" and not w.force_at(king.hex, other(x.side)) else None
        if h is None:
            s = nearest_hold(w, x.side, king.hex or Hex(0, 0), unbesieged=True)
            h = None if s is None else w.hold_hex(s.id)
        if h is None:
            w.upd(lid, where="absent", promise=0)
        else:
            w.upd(lid, where="map", hex=h, promise=0, mp=0, came_from=None)
        w.ev(m("freed", leader=name_of(lid, x.side), hex=label(h)))

    # ---- purchases ----
    def _do_buy(self, w: W, a: Buy, dice: Dice) -> None:
        price = self._price(a)
        w.pay(a.player, price)
        if a.item in ("knave", "knight"):
            field = "knaves" if a.item == "knave" else "knights"
            if a.target in w.leaders:
                x = w.leaders[a.target]
                w.upd(x.id, **{field: getattr(x, field) + a.n})
            else:
                s = w.holds[a.target]
                w.hupd(s.id, **{field: getattr(s, field) + a.n})
        elif a.item == "influence":
            v = w.vassals[a.target]
            if a.player == RICHARD:
                w.vupd(v.id, infl_richard=v.infl_richard + 1)
            else:
                w.vupd(v.id, infl_philip=v.infl_philip + 1)
            w.ev(m("buy.influence", side=side_msg(a.player), target=name_of(a.target, a.player)))
            return
        elif a.item == "train":
            w.tupd(a.player, hex=w.hold_hex(a.target), supplies=0, mp=0)
        elif a.item == "saucy":
            w.set(saucy_bought=w.year + 1)
        elif a.item == "supplies":
            t = w.trains[a.player]
            w.tupd(a.player, supplies=t.supplies + a.n)
        w.ev(m("buy", side=side_msg(a.player), item=m(f"item.{a.item}", n=a.n), target=name_of(a.target, a.player),
               cost=price))

    def _do_transfer(self, w: W, a: Transfer, dice: Dice) -> None:
        field = "knaves" if a.kind == "knave" else "knights"
        for pid, sign in ((a.frm, -1), (a.to, 1)):
            if pid == HOLD:
                s = w.hold_at(a.at)
                w.hupd(s.id, **{field: getattr(s, field) + sign * a.n})
            else:
                x = w.leaders[pid]
                w.upd(pid, **{field: getattr(x, field) + sign * a.n})
        tag = label(a.at)
        w.set(flows=tuple(dict.fromkeys((*w.flows, f"-{a.frm}@{tag}", f"+{a.to}@{tag}"))))
        w.ev(m("transfer", n=a.n, kind=m(f"kind.{a.kind}", n=a.n), frm=name_of(a.frm, a.player),
               to=name_of(a.to, a.player), hex=tag))

    def _do_ransom(self, w: W, a: Ransom, dice: Dice) -> None:
        c = tables().costs.ransom
        w.pay(a.player, c)
        w.pay(other(a.player), -c)
        w.ev(m("ransom", side=side_msg(a.player), leader=name_of(a.leader, a.player), n=c))
        self._free(w, a.leader)

    def _do_demand(self, w: W, a: Demand, dice: Dice) -> None:
        c = tables().costs.ransom_demand
        w.pay(other(a.player), c)
        w.pay(a.player, -c)
        w.ev(m("demand", side=side_msg(a.player), leader=name_of(a.leader, other(a.player)), n=c))
        self._free(w, a.leader)

    def _do_overtax(self, w: W, a: Overtax, dice: Dice) -> None:
        w.vupd(a.vassal, overtaxed=a.player)
        w.ev(m("overtax", side=side_msg(a.player), vassal=name_of(a.vassal, a.player)))

    # ---- the flow of the turn ----
    def _do_done(self, w: W, a: Done, dice: Dice) -> None:
        side = a.player
        ph = w.phase
        if ph == "purchase":
            if side == RICHARD:
                self._start_purchase(w, PHILIP)
            else:
                self._loyalty(w, dice)
                if w.phase == "over":
                    return
                if w.initial:
                    w.set(initial=False)
                    self._start_month(w)
                else:
                    self._start_vassal_tax(w, RICHARD)
        elif ph == "vassal_tax":
            self._collect_vassal_taxes(w, side)
            if side == RICHARD:
                self._start_vassal_tax(w, PHILIP)
            else:
                self._after_winter(w)
        elif ph == "truce":
            if side == RICHARD:
                w.set(active=PHILIP)
            else:
                self._start_side(w, RICHARD)
        elif ph == "move":
            w.set(phase="combat", flows=())
            w.ev(m("phase.combat.start", side=side_msg(side)))
        elif ph == "combat":
            self._supply_check(w, side)
            if side == RICHARD:
                self._start_side(w, PHILIP)
            else:
                self._end_month(w)
        elif ph == "redeploy":
            if side == RICHARD:
                self._start_redeploy(w, PHILIP)
            else:
                self._winter_taxes(w)
                self._start_purchase(w, RICHARD)

    def _start_purchase(self, w: W, side: str) -> None:
        w.set(phase="purchase", active=side, flows=())
        if not w.initial:
            self._hostages(w, side)
            self._upkeep(w, side)

    def _start_month(self, w: W) -> None:
        w.set(fought=(), assaulted=(), besieged=(), parleyed=(), peace=(), death_rolled=False, truce_asked=False)
        w.ev(m("month.start", when=m(f"month.{w.month}", year=w.year)))
        if w.truce_until >= w.now:
            w.ev(m("truce.holds"))
            self._start_side(w, RICHARD)
        else:
            w.set(phase="truce", active=RICHARD)

    def _start_side(self, w: W, side: str) -> None:
        normandy = [s for s in w.holds.values() if w.spec(s.id).province == "normandy"]
        if normandy and all(s.owner == side for s in normandy):
            self._end(w, side, f"normandy_{side}")
            return
        # Each side's combat phase has its own battles, assaults and sieges: a battle left even in
        # the English phase is fought again in the French one if both stay (a parley's peace and
        # Richard's one death roll hold for the whole month).
        w.set(phase="move", active=side, marching=False, flows=(), fought=(), assaulted=(), besieged=())
        for x in w.on_map(side):
            w.upd(x.id, mp=2 * movement(x.id, self_opts(w)), follow=False, came_from=None, crossed=False)
        if w.trains[side].hex is not None:
            w.tupd(side, mp=2 * tables().trains.movement)
        w.ev(m("phase.move.start", side=side_msg(side)))

    def _end_month(self, w: W) -> None:
        for x in w.on_map():
            w.upd(x.id, came_from=None, crossed=False, follow=False, mp=0)
        if w.month < 11:
            w.set(month=w.month + 1)
            self._start_month(w)
            return
        # the Winter Turn
        year = w.year + 1
        w.set(year=year, month=12)
        if year >= self_opts(w).end_year:
            # The incomes as a Winter Turn would find them before its loyalty rolls: provinces
            # reconquered, and last winter's overtaxing the one that now withholds a tax.
            self._reconquest(w)
            self._move_overtax_marks(w)
            self._marginal(w)
            return
        w.set(richard_number=w.richard_number + 1,
              forced_left=(tables().forced_march.per_year.richard, tables().forced_march.per_year.philip))
        w.ev(m("winter.start", year=year, number=w.richard_number))
        self._reconquest(w)
        self._start_redeploy(w, RICHARD)

    def _start_redeploy(self, w: W, side: str) -> None:
        w.set(phase="redeploy", active=side, flows=())
        for x in w.on_map(side):
            w.upd(x.id, mp=1)
        if w.trains[side].hex is not None:
            w.tupd(side, mp=1)

    def _after_winter(self, w: W) -> None:
        if w.saucy_bought == w.year and w.saucy_hex is None and self._saucy_sites(w):
            w.set(pending=Pending("saucy", RICHARD))
            return
        self._spring(w)

    def _spring(self, w: W) -> None:
        w.set(month=3)
        self._start_month(w)

    # ---- truce ----
    def _do_requesttruce(self, w: W, a: RequestTruce, dice: Dice) -> None:
        w.set(truce_asked=True)
        t = tables().truce
        r = _d6(dice)
        rolls = [r]
        res = t.table_a[r - 1]
        months = 0
        if res == "B":
            r2 = _d6(dice)
            rolls.append(r2)
            res = t.table_b[r2 - 1]
        if res in ("1", "2"):
            months = int(res)
        elif res == "winter":
            months = 11 - w.month + 1
        elif res == "year":
            months = 12
        elif res == "year+die":
            r3 = _d6(dice)
            rolls.append(r3)
            months = 12 + r3
        read = m("truce.tables_ab" if len(rolls) > 1 else "truce.table_a")  # the tables the dice were read on
        if months:
            w.set(truce_until=w.now + months - 1)
            w.ev(m("truce.granted", side=side_msg(a.player), n=months, tables=read), rolls=(("d6", tuple(rolls)),))
        else:
            w.ev(m("truce.refused", side=side_msg(a.player), tables=read), rolls=(("d6", tuple(rolls)),))
        self._start_side(w, RICHARD)

    # ---- movement ----
    def _do_step(self, w: W, a: Step, dice: Dice) -> None:
        opts = self_opts(w)
        if a.piece == TRAIN:
            t = w.trains[a.player]
            cost = step_cost(t.hex, a.to, opts.road_bridges)
            stop = w.force_at(a.to, other(a.player)) or self._enemy_hold(w, a.to, a.player)
            w.tupd(a.player, hex=a.to, mp=0 if stop else t.mp - cost)
            w.ev(m("step.train", side=side_msg(a.player), frm=label(t.hex), to=label(a.to)))
            return
        x = w.leaders[a.piece]
        frm = x.hex
        cost = step_cost(frm, a.to, opts.road_bridges)
        movers = [x] + ([y for y in w.at(frm, a.player) if y.follow] if is_king(x.id) else [])
        stop = bool(w.force_at(a.to, other(a.player))) or self._enemy_hold(w, a.to, a.player)
        crossed = crosses_river(frm, a.to)
        for y in movers:
            mp = (0 if stop else x.mp - cost) if y.id == x.id else 0
            w.upd(y.id, hex=a.to, came_from=frm, crossed=crossed, mp=mp, inside=False)
        w.ev(m("step", leader=name_of(x.id, a.player), frm=label(frm), to=label(a.to), cost=cost / 2,
               n=len(movers) - 1))
        if stop:
            w.ev(m("step.halt", leader=name_of(x.id, a.player), hex=label(a.to)))
        if x.troops > 0 or any(y.troops for y in movers):
            for y in w.at(a.to, other(a.player)):
                if y.troops == 0 and not y.inside:
                    self._capture(w, y.id, "capture.alone")

    def _enemy_hold(self, w: W, h: Hex, side: str) -> bool:
        s = w.hold_at(h)
        return s is not None and s.owner != side and not s.ruined

    def _do_follow(self, w: W, a: Follow, dice: Dice) -> None:
        w.upd(a.leader, follow=True, mp=0)
        w.ev(m("follow", leader=name_of(a.leader, a.player), king=name_of(a.player, a.player)))

    def _do_forcedmarch(self, w: W, a: ForcedMarch, dice: Dice) -> None:
        r = _d6(dice)
        extra = tables().forced_march.extra[r - 1]
        left = list(w.forced_left)
        left[SIDES.index(a.player)] -= 1
        w.set(forced_left=tuple(left), marching=True)
        king = w.leaders[a.player]
        w.upd(a.player, mp=king.mp + 2 * extra)
        w.ev(m("forced_march", king=name_of(a.player, a.player), n=extra), rolls=(("d6", (r,)),))

    def _do_redeploy(self, w: W, a: Redeploy, dice: Dice) -> None:
        if a.piece == TRAIN:
            frm = w.trains[a.player].hex
            w.tupd(a.player, hex=a.to, mp=0)
        else:
            frm = w.leaders[a.piece].hex
            w.upd(a.piece, hex=a.to, mp=0, inside=False)
        w.ev(m("redeploy", piece=name_of(a.piece, a.player), frm=label(frm), to=label(a.to)))

    def _do_rebuild(self, w: W, a: Rebuild, dice: Dice) -> None:
        s = w.holds[a.hold]
        h = w.hold_hex(s.id)
        self._pay_five(w, a.player, a.pay, h)
        w.hupd(s.id, owner=a.player, ruined=False, intrinsic=5, knaves=0, knights=0, siege_start=-1, siege_last=-1,
               rebel=False)
        w.ev(m("rebuild", side=side_msg(a.player), hold=name_of(s.id, a.player), pay=m(f"pay.{a.pay}")))

    def _pay_five(self, w: W, side: str, pay: str, h: Hex) -> None:
        if pay == "ducats":
            w.pay(side, tables().costs.rebuild)
        else:
            self._lose(w, [x.id for x in w.at(h, side) if not is_baron(x.id)], 5, 0, knaves_first=True)

    # ---- losses ----
    def _lose(self, w: W, ids: list[str], knaves: int, knights: int, knaves_first: bool = False) -> tuple[int, int]:
        """Remove casualties from leaders (the largest contingent first); ``knaves_first`` takes
        any number from knaves, then knights. Returns (knaves lost, knights lost)."""
        if knaves_first:
            total = knaves + knights
            kn_avail = sum(w.leaders[i].knaves for i in ids)
            knaves, knights = min(total, kn_avail), max(0, total - kn_avail)
        lost = [0, 0]
        for field, n, slot in (("knaves", knaves, 0), ("knights", knights, 1)):
            for i in sorted(ids, key=lambda i: (-getattr(w.leaders[i], field), i)):
                if n <= 0:
                    break
                have = getattr(w.leaders[i], field)
                take = min(have, n)
                if take:
                    w.upd(i, **{field: have - take})
                    n -= take
                    lost[slot] += take
        return lost[0], lost[1]

    # ---- open field battles ----
    def _do_engage(self, w: W, a: Engage, dice: Dice) -> None:
        case = self._battle_case(w, a.at, a.player)
        d = other(a.player)
        w.ev(m("battle.start", side=side_msg(a.player), hex=label(a.at)))
        if case == "sally":
            w.set(battle=Battle(a.at, a.player, "sally", d))
        elif case == "sortie":
            out = tuple(x.id for x in w.force_at(a.at, a.player) if x.inside)
            w.set(battle=Battle(a.at, a.player, "before_d", d, sortie=True, came_out=out))
        else:
            w.set(battle=Battle(a.at, a.player, "before_d", d))

    def _do_sally(self, w: W, a: Sally, dice: Dice) -> None:
        bt = w.battle
        if a.fight:
            out = tuple(x.id for x in w.force_at(bt.hex, a.player) if x.inside)
            w.set(battle=_rep(bt, step="before_d", came_out=out))
            w.ev(m("battle.sally", side=side_msg(a.player)))
        else:
            w.ev(m("battle.stay", side=side_msg(a.player)))
            self._end_battle(w)

    def _do_stand(self, w: W, a: Stand, dice: Dice) -> None:
        if w.pending is not None and w.pending.kind == "parley_chance":
            p = w.pending
            w.set(pending=None)
            self._resolve_declared(w, p.what, w.hold_hex(p.hold), other(a.player), dice)
            return
        bt = w.battle
        nxt = {"before_d": "before_a", "between_d": "between_a"}
        if bt.step in nxt:
            w.set(battle=_rep(bt, step=nxt[bt.step], actor=bt.attacker))
        elif bt.step == "before_a":
            self._death_roll(w, bt.hex, dice)
            if w.phase == "over":
                return
            # with the option, the rounds are fought on the tactical board (opened by _apply)
            step = "tactical" if w.opts.tactical_battles else "fight1"
            w.set(battle=_rep(w.battle, step=step, actor=bt.attacker, round=1))
        elif bt.step == "between_a":
            w.set(battle=_rep(bt, step="fight2", actor=bt.attacker, round=2))

    def _round_hits(self, w: W, bt: Battle, side: str, a: Fight, dice: Dice, pursuit: bool) -> tuple[int, int]:
        """Roll one side's attacks of a round; returns (knaves, knights) the other side loses."""
        theirs = self._fighters(w, bt, other(side)) if not pursuit else [w.leaders[i] for i in self._retreaters(w, bt)]
        okn = sum(x.knaves for x in theirs)
        okt = sum(x.knights for x in theirs)
        forest = bt.hex in game_map().forest
        hit_kn = hit_kt = 0
        for x in self._fighters(w, bt, side):
            kn, kt = x.knaves, x.knights
            if x.unsupplied >= 2 and not is_baron(x.id):
                kn, kt = kn // 2, kt // 2
            mod = leader_spec(x.id).bonus
            if side == bt.attacker and not bt.sortie and x.crossed and x.came_from is not None:
                mod -= 1
            groups = []
            if a.knave_row is not None and not pursuit and kn > 0:
                table = "knave_vs_knave" if okn > 0 else "knave_vs_knight"
                groups.append((attacks(kn), table, a.knave_row, "knave" if okn > 0 else "knight"))
            if a.knight_row is not None and kt > 0:
                tgt = a.target if (okn if a.target == "knave" else okt) > 0 else ("knight" if a.target == "knave" else "knave")
                table = "knight_vs_knave" if tgt == "knave" else "knight_vs_knight"
                groups.append((attacks(knight_strength(kt, forest, pursuit)), table, a.knight_row, tgt))
            for (full, part), table, row, tgt in groups:
                n = 0
                rolls = []
                for i in range(full + (1 if part else 0)):
                    r = _d6(dice)
                    rolls.append(r)
                    res = field_result(table, row, r + mod)
                    n += casualties(res, None if i < full else part)
                if tgt == "knave":
                    hit_kn += n
                else:
                    hit_kt += n
                if rolls:  # each group's dice with the table and row they were read on
                    w.ev(m("battle.attacks", leader=name_of(x.id, side), table=m(f"table.{table}"), row=row,
                           mod=mod, n=n), rolls=(("d6", tuple(rolls)),))
        return hit_kn, hit_kt

    def _do_fight(self, w: W, a: Fight, dice: Dice) -> None:
        bt = w.battle
        side = a.player
        if bt.step == "pursuit":
            kn, kt = self._round_hits(w, bt, side, a, dice, pursuit=True)
            ids = self._retreaters(w, bt)
            lost = self._lose(w, ids, kn, kt)
            w.ev(m("battle.pursuit", side=side_msg(side), n=sum(lost)))
            self._capture_rolls(w, bt, side, ids, dice)
            if w.phase != "over":
                self._move_retreat(w, w.battle, bt.retreating, bt.retreat_to, forced=False)
            return
        kn, kt = self._round_hits(w, bt, side, a, dice, pursuit=False)
        hits = list(bt.hits)
        if side == bt.attacker:
            hits[2], hits[3] = kn, kt
            w.set(battle=_rep(bt, hits=tuple(hits), actor=other(side)))
            return
        hits[0], hits[1] = kn, kt
        la = self._lose(w, [x.id for x in self._fighters(w, bt, bt.attacker)], hits[0], hits[1])
        ld = self._lose(w, [x.id for x in self._fighters(w, bt, other(bt.attacker))], hits[2], hits[3])
        bt = _rep(bt, hits=(0, 0, 0, 0), losses_a=bt.losses_a + sum(la), losses_d=bt.losses_d + sum(ld))
        w.set(battle=bt)
        w.ev(m("battle.round", n=bt.round, a=sum(la), d=sum(ld), att=side_msg(bt.attacker),
               dfn=side_msg(other(bt.attacker))))
        for x in w.at(bt.hex):
            if is_baron(x.id):
                v = tables().vassals[x.id[6:]]
                if x.knaves < v.troops / 2:
                    w.vupd(x.id[6:], weak=True)
        if not self._fighters(w, bt, bt.attacker) or not self._fighters(w, bt, other(bt.attacker)):
            self._end_battle(w)
            return
        if bt.round == 1:
            w.set(battle=_rep(bt, step="between_d", actor=other(bt.attacker)))
            return
        if bt.losses_a == bt.losses_d:
            w.ev(m("battle.even"))
            self._end_battle(w)
            return
        loser = bt.attacker if bt.losses_a > bt.losses_d else other(bt.attacker)
        bt = _rep(bt, step="forced", actor=loser, retreating=loser)
        w.set(battle=bt)
        if not self._retreat_options(w, bt, loser):
            w.ev(m("battle.trapped", side=side_msg(loser)))
            for x in self._fighters(w, bt, loser):
                self._capture(w, x.id, "capture.trapped")
            self._end_battle(w)

    def _retreaters(self, w: W, bt: Battle) -> list[str]:
        return [x.id for x in self._fighters(w, bt, bt.retreating)] or \
            [x.id for x in w.at(bt.hex, bt.retreating) if not x.inside]

    def _do_retreat(self, w: W, a: Retreat, dice: Dice) -> None:
        bt = w.battle
        if bt.step == "forced":
            self._move_retreat(w, bt, a.player, a.to, forced=True)
            return
        bt = _rep(bt, retreating=a.player, retreat_to=a.to)
        w.set(battle=bt)
        w.ev(m("battle.retreat", side=side_msg(a.player), hex=label(a.to)))
        pursuer = other(a.player)
        if sum(x.knights for x in self._fighters(w, bt, pursuer)) > 0:
            w.set(battle=_rep(bt, step="pursuit", actor=pursuer))
        else:
            self._move_retreat(w, bt, a.player, a.to, forced=False)

    def _capture_rolls(self, w: W, bt: Battle, pursuer: str, ids: list[str], dice: Dice) -> None:
        extra = sum(x.knights for x in self._fighters(w, bt, pursuer)) - sum(w.leaders[i].knights for i in ids)
        if extra <= 0:
            return
        order = sorted(ids, key=lambda i: (is_king(i), i))
        for i in order:
            if is_king(i) and any(w.leaders[j].where == "map" for j in order if j != i):
                continue
            rolls = dice.d6(min(extra, 6))
            caught = 6 in rolls
            w.ev(m("pursuit.capture_roll", leader=name_of(i, w.leaders[i].side), n=len(rolls),
                   caught=m("caught.yes" if caught else "caught.no")), rolls=(("d6", tuple(rolls)),))
            if caught:
                x = w.leaders[i]
                self._rehouse(w, x, [j for j in ids if j != i and w.leaders[j].where == "map"])
                self._capture(w, i, "capture.pursuit")
                if w.phase == "over":
                    return

    def _rehouse(self, w: W, x: Leader, friends: list[str]) -> None:
        """The surviving troops of a captured leader go to a leader with him or the nearest stronghold."""
        kn, kt = self._lead(w, friends, x.knaves, x.knights)
        if kn or kt:
            s = nearest_hold(w, x.side, x.hex)
            if s is not None:
                w.hupd(s.id, knaves=s.knaves + kn, knights=s.knights + kt)

    def _lead(self, w: W, ids: list[str], kn: int, kt: int) -> tuple[int, int]:
        """Knaves, then knights, to the leaders ``ids`` in turn, each up to his maximum; returns
        what none of them can lead."""
        for j in ids:
            y = w.leaders[j]
            room = max(0, leader_spec(j).max - y.troops)
            a = min(room, kn)
            b = min(room - a, kt)
            if a or b:
                w.upd(j, knaves=y.knaves + a, knights=y.knights + b)
                kn, kt = kn - a, kt - b
        return kn, kt

    def _move_retreat(self, w: W, bt: Battle, side: str, to: Hex, forced: bool) -> None:
        ids = [x.id for x in self._fighters(w, bt, side)] or [x.id for x in w.at(bt.hex, side) if not x.inside]
        for i in ids:
            if w.leaders[i].where != "map":
                continue
            if to == bt.hex:
                w.upd(i, inside=True, came_from=None, mp=0)
            else:
                w.upd(i, hex=to, inside=False, came_from=None, crossed=False, mp=0, follow=False)
        t = w.trains[side]
        if t.hex == bt.hex and w.standing(bt.hex, side) is None:
            if forced and to != bt.hex:
                w.tupd(side, hex=to, mp=0)
            else:
                w.tupd(side, hex=None, supplies=0, mp=0)
                w.ev(m("train.left", side=side_msg(side)))
        w.ev(m("battle.retreated", side=side_msg(side), hex=label(to)))
        bt = _rep(bt, came_out=tuple(i for i in bt.came_out if i not in ids))
        w.set(battle=bt)
        self._end_battle(w)

    # ---- the battle as one bounded step (for a sub-game on the tactical board) ----
    def battle_forces(self, state: State) -> dict | None:
        """The open field battle being fought, as a sub-game needs it: the hex, whether it is
        woods, the attacker, and per side each fighting leader's knaves, knights and bonus (and
        whether he crossed a river into the hex). None when no battle is open."""
        bt = state.board.battle
        if bt is None:
            return None
        w = view(state)
        sides = {}
        for side in SIDES:
            sides[side] = [{"leader": x.id, "knaves": x.knaves, "knights": x.knights,
                            "bonus": leader_spec(x.id).bonus, "crossed": x.crossed and side == bt.attacker,
                            "half": x.unsupplied >= 2 and not is_baron(x.id)}
                           for x in self._fighters(w, bt, side)]
        return {"hex": label(bt.hex), "woods": bt.hex in game_map().forest, "attacker": bt.attacker,
                "sides": sides}

    def battle_result(self, state: State, lost: dict[str, tuple[int, int]], loser: str | None) -> State:
        """Close the open battle with a result fought elsewhere: ``lost`` gives each side's
        (knaves, knights) casualties, ``loser`` the side that must retreat (None: nobody). The
        rounds are skipped; the retreat follows the rules (the loser then names his retreat hex,
        or is eliminated when there is none), exactly as after a second round."""
        w = W(state)
        if w.battle is None:
            raise IllegalAction(m("refuse.not_now"))
        self._close_battle(w, lost, loser)
        return State(state.opts, state.seed, state.dice_pos, w.board())

    def _close_battle(self, w: W, lost: dict[str, tuple[int, int]], loser: str | None) -> None:
        bt = w.battle
        la = self._lose(w, [x.id for x in self._fighters(w, bt, bt.attacker)], *lost.get(bt.attacker, (0, 0)))
        ld = self._lose(w, [x.id for x in self._fighters(w, bt, other(bt.attacker))],
                        *lost.get(other(bt.attacker), (0, 0)))
        bt = _rep(bt, round=2, losses_a=bt.losses_a + sum(la), losses_d=bt.losses_d + sum(ld), hits=(0, 0, 0, 0))
        w.set(battle=bt)
        w.ev(m("battle.round", n=2, a=sum(la), d=sum(ld), att=side_msg(bt.attacker), dfn=side_msg(other(bt.attacker))))
        if loser is None or not self._fighters(w, bt, loser) or not self._fighters(w, bt, other(loser)):
            self._end_battle(w)
        else:
            bt = _rep(bt, step="forced", actor=loser, retreating=loser)
            w.set(battle=bt)
            if not self._retreat_options(w, bt, loser):
                w.ev(m("battle.trapped", side=side_msg(loser)))
                for x in self._fighters(w, bt, loser):
                    self._capture(w, x.id, "capture.trapped")
                self._end_battle(w)
        self._settle(w)

    def _end_battle(self, w: W) -> None:
        bt = w.battle
        w.set(battle=None, fought=(*w.fought, bt.hex) if bt.hex not in w.fought else w.fought)
        # Those who came out go back in; after both rounds, a relief force enters its stronghold too.
        back = [x.id for x in w.at(bt.hex)] if bt.round >= 2 else bt.came_out
        for i in back:
            x = w.leaders[i]
            if x.where == "map" and x.hex == bt.hex and w.standing(bt.hex, x.side) is not None:
                w.upd(i, inside=True)
        w.ev(m("battle.end", hex=label(bt.hex)))

    def _death_roll(self, w: W, h: Hex, dice: Dice) -> None:
        r = w.leaders[RICHARD]
        if w.active != RICHARD or w.death_rolled or r.where != "map" or r.hex != h:
            return
        rolls = dice.d6(2)
        number = w.richard_number
        w.set(death_rolled=True, richard_number=max(8, number - 1))
        dies = sum(rolls) > number
        w.ev(m("death_roll", n=sum(rolls), number=number, result=m("death.dies" if dies else "death.lives")),
             rolls=(("d6", tuple(rolls)),))
        if dies:
            self._end(w, PHILIP, "richard_died")

    # ---- assault and siege ----
    def _declare(self, w: W, what: str, h: Hex, side: str, dice: Dice) -> None:
        """Before an assault or siege a defending King in the stronghold may call a parley."""
        king = w.leaders[other(side)]
        if king.where == "map" and king.hex == h and h not in w.parleyed:
            w.set(pending=Pending("parley_chance", other(side), w.hold_at(h).id, what))
            return
        self._resolve_declared(w, what, h, side, dice)

    def _resolve_declared(self, w: W, what: str, h: Hex, side: str, dice: Dice) -> None:
        if what == "assault":
            self._assault(w, h, side, dice)
        else:
            self._siege(w, h, side, dice)

    def _do_assault(self, w: W, a: Assault, dice: Dice) -> None:
        w.set(assaulted=(*w.assaulted, a.at))
        self._declare(w, "assault", a.at, a.player, dice)

    def _do_siege(self, w: W, a: Siege, dice: Dice) -> None:
        w.set(besieged=(*w.besieged, a.at))
        self._declare(w, "siege", a.at, a.player, dice)

    def _assault(self, w: W, h: Hex, side: str, dice: Dice) -> None:
        s = w.hold_at(h)
        odds = self._assault_odds(w, s, side)
        if odds < 1:
            w.ev(m("assault.off", hex=label(h)))
            return
        self._death_roll(w, h, dice)
        if w.phase == "over":
            return
        att = [x.id for x in w.force_at(h, side, outside_only=True)]
        dfn = [x.id for x in w.at(h, s.owner) if x.inside]
        mod = max((leader_spec(i).bonus for i in att), default=0) - max((leader_spec(i).bonus for i in dfn), default=0)
        r = _d6(dice)
        ra, rd = assault_result(odds, r + mod)
        w.ev(m("assault", side=side_msg(side), hold=name_of(s.id, side), odds=odds, roll=r, mod=mod,
               a=ra, d=rd), rolls=(("d6", (r,)),))
        if ra == "E":
            for i in att:
                w.upd(i, knaves=0, knights=0)
        elif int(ra):
            self._lose(w, att, int(ra), 0, knaves_first=True)
        self._hurt_hold(w, s.id, 10 ** 6 if rd == "E" else int(rd), floor=0)
        s = w.holds[s.id]
        if self._hold_sp(w, s) == 0:
            self._take(w, s.id, side)
            w.set(pending=Pending("restore", side, s.id, "storm"))

    def _hold_sp(self, w: W, s) -> int:
        return w.defence_sp(s)

    def _hurt_hold(self, w: W, hid: str, n: int, floor: int) -> None:
        s = w.holds[hid]
        h = w.hold_hex(hid)
        take = min(s.knaves, n)
        n -= take
        take2 = min(s.knights, n)
        n -= take2
        w.hupd(hid, knaves=s.knaves - take, knights=s.knights - take2)
        if n > 0:
            inside = [x.id for x in w.at(h, s.owner) if x.inside]
            kn, kt = self._lose(w, inside, n, 0, knaves_first=True)
            n -= kn + kt
        if n > 0:
            s = w.holds[hid]
            w.hupd(hid, intrinsic=max(floor, s.intrinsic - n))

    def _take(self, w: W, hid: str, side: str) -> None:
        s = w.holds[hid]
        h = w.hold_hex(hid)
        for x in w.at(h, s.owner):
            if x.inside:
                self._capture(w, x.id, "capture.stronghold")
        w.hupd(hid, owner=side, knaves=0, knights=0, siege_start=-1, siege_last=-1, rebel=False)
        w.ev(m("hold.taken", side=side_msg(side), hold=name_of(hid, side)))

    def _siege(self, w: W, h: Hex, side: str, dice: Dice) -> None:
        s = w.hold_at(h)
        force = w.force_at(h, side, outside_only=True)
        if sum(x.troops for x in force) <= w.defence_sp(s):
            w.ev(m("siege.broken", hold=name_of(s.id, side)))
            w.hupd(s.id, siege_start=-1, siege_last=-1)
            return
        now = w.now
        prev = now - 4 if w.month == 3 else now - 1
        if s.siege_start >= 0 and s.siege_last == prev:
            months = now - s.siege_start
        else:
            months = 0
            s = w.hupd(s.id, siege_start=now)
            self._death_roll(w, h, dice)
            if w.phase == "over":
                return
        spec = w.spec(s.id)
        st = tables().siege
        mod = 0
        if spec.fortress:
            mod += st.fortress
        prov = spec.province
        friends = [x for x in w.on_map(s.owner) if x.troops > 0 and province(x.hex) == prov
                   and not (x.hex == h and x.inside)]
        if friends:
            mod += st.friendly_army
        if any(is_king(x.id) for x in force):
            mod += st.king_besieging
        if prov in w.vassals and w.vassals[prov].status == "neutral" and not friends:
            mod += st.neutral_no_army
        r = _d6(dice)
        res = siege_result(months, r + mod)
        w.hupd(s.id, siege_last=now)
        w.ev(m("siege", side=side_msg(side), hold=name_of(s.id, side), months=months, roll=r, mod=mod,
               result=m(f"siege.{res}")), rolls=(("d6", (r,)),))
        if res in ("H1", "H2"):
            self._hurt_hold(w, s.id, int(res[1]), floor=1)
        elif res == "SS":
            w.set(pending=Pending("safe_conduct", side, s.id))
        elif res == "S":
            for x in w.at(h, s.owner):
                if x.inside:
                    w.upd(x.id, knaves=0, knights=0)
            self._take(w, s.id, side)

    def _do_safeconduct(self, w: W, a: SafeConduct, dice: Dice) -> None:
        p = w.pending
        w.set(pending=None)
        s = w.holds[p.hold]
        h = w.hold_hex(s.id)
        if not a.grant:
            w.ev(m("safe_conduct.denied", side=side_msg(a.player), hold=name_of(s.id, a.player)))
            return
        owner = s.owner
        dest = nearest_hold(w, owner, h, fortress_only=True, exclude=s.id, unbesieged=True)
        leaving = [x for x in w.at(h, owner) if x.inside]
        kn, kt = s.knaves + s.intrinsic, s.knights
        # They join the nearest friendly leader or unbesieged fortress, whichever is nearer (the
        # fortress at an equal distance).
        friend = self._nearest_friend(w, owner, h)
        if friend is not None and (dest is None or friend.hex.distance(h) < w.hold_hex(dest.id).distance(h)):
            for x in leaving:
                w.upd(x.id, hex=friend.hex, inside=False)
            # the garrison and the intrinsic points as knaves: to that leader, then to the leaders
            # who left, each up to his maximum; what none can lead goes to the stronghold nearest him
            kn, kt = self._lead(w, [friend.id, *(x.id for x in leaving)], kn, kt)
            if kn or kt:
                rest = nearest_hold(w, owner, friend.hex, exclude=s.id)
                if rest is not None:
                    w.hupd(rest.id, knaves=rest.knaves + kn, knights=rest.knights + kt)
            to = name_of(friend.id, owner)
        else:
            for x in leaving:
                if dest is None:
                    self._capture(w, x.id, "capture.stronghold")
                else:
                    w.upd(x.id, hex=w.hold_hex(dest.id), inside=True)
            if dest is not None:
                d = w.holds[dest.id]
                w.hupd(dest.id, knaves=d.knaves + kn, knights=d.knights + kt)
            to = name_of(dest.id, owner) if dest else m("nowhere")
        w.hupd(s.id, owner=a.player, knaves=0, knights=0, intrinsic=0, siege_start=-1, siege_last=-1, rebel=False)
        w.ev(m("safe_conduct", side=side_msg(a.player), hold=name_of(s.id, a.player), to=to))
        w.set(pending=Pending("restore", a.player, s.id, "ss"))

    def _nearest_friend(self, w: W, side: str, h: Hex) -> Leader | None:
        """The nearest leader of ``side`` (not a vassal's baron, not in ``h``, not shut in a
        besieged stronghold) that a garrison leaving under safe conduct may join."""
        best = None
        for y in w.on_map(side):
            if y.hex == h or is_baron(y.id):
                continue
            if y.inside:
                hold = w.hold_at(y.hex)
                if hold is not None and w.under_siege(hold):
                    continue
            key = (y.hex.distance(h), y.id)
            if best is None or key < best[0]:
                best = (key, y)
        return None if best is None else best[1]

    def _do_restore(self, w: W, a: Restore, dice: Dice) -> None:
        p = w.pending
        w.set(pending=None)
        h = w.hold_hex(p.hold)
        if a.pay == "ruin":
            w.hupd(p.hold, ruined=True, intrinsic=0)
            w.ev(m("ruin", hold=name_of(p.hold, a.player)))
            return
        self._pay_five(w, a.player, a.pay, h)
        w.hupd(p.hold, intrinsic=5)
        w.ev(m("restore", side=side_msg(a.player), hold=name_of(p.hold, a.player), pay=m(f"pay.{a.pay}")))

    # ---- parley ----
    def _do_parley(self, w: W, a: Parley, dice: Dice) -> None:
        if w.pending is not None and w.pending.kind == "parley_chance":
            context = w.pending.what
            w.set(pending=None)
        else:
            context = "battle" if w.battle is not None else "combat"
        w.set(parleyed=(*w.parleyed, a.at), parley=Talks(a.at, a.player, "listen", context=context))
        w.ev(m("parley.call", side=side_msg(a.player), hex=label(a.at)))

    def _do_listen(self, w: W, a: Listen, dice: Dice) -> None:
        p = w.parley
        if a.yes:
            w.ev(m("parley.listen", side=side_msg(a.player)))
            w.set(parley=_rep(p, step="offer"))
            return
        r = _d6(dice)
        if r >= 3:
            w.ev(m("parley.forced", side=side_msg(p.caller), roll=r), rolls=(("d6", (r,)),))
            w.set(parley=_rep(p, step="offer"))
        else:
            w.ev(m("parley.refused", side=side_msg(p.caller), roll=r), rolls=(("d6", (r,)),))
            self._parley_over(w, dice, accepted=False)

    def _do_offer(self, w: W, a: Offer, dice: Dice) -> None:
        p = w.parley
        if a.ducats == 0 and a.hold is None and a.hostage is None:
            w.ev(m("parley.nothing", side=side_msg(a.player)))
            self._parley_over(w, dice, accepted=False)
            return
        w.set(parley=_rep(p, step="answer", ducats=a.ducats, hold=a.hold, hostage=a.hostage))
        w.ev(m("parley.offer", side=side_msg(a.player), n=a.ducats,
               hold=name_of(a.hold, a.player) if a.hold else "-", hostage=name_of(a.hostage, a.player) if a.hostage else "-"))

    def _do_answer(self, w: W, a: Answer, dice: Dice) -> None:
        p = w.parley
        if not a.accept:
            w.ev(m("parley.rejected", side=side_msg(a.player)))
            self._parley_over(w, dice, accepted=False)
            return
        giver, taker = p.caller, a.player
        if p.hostage is not None:
            x = w.leaders[p.hostage]
            self._rehouse(w, x, [])
            w.upd(p.hostage, where="captured", hex=None, inside=False, knaves=0, knights=0, promise=p.ducats)
        elif p.ducats:
            w.pay(giver, p.ducats)
            w.pay(taker, -p.ducats)
        if p.hold is not None:
            s = w.holds[p.hold]
            h = w.hold_hex(s.id)
            dest = nearest_hold(w, giver, h, exclude=s.id)
            if dest is not None:
                d = w.holds[dest.id]
                w.hupd(dest.id, knaves=d.knaves + s.knaves, knights=d.knights + s.knights)
            for x in w.at(h, giver):
                w.upd(x.id, inside=False)
            w.hupd(s.id, owner=taker, knaves=0, knights=0, siege_start=-1, siege_last=-1, rebel=False)
            prov = w.spec(s.id).province
            if prov in w.vassals and all(t.owner == taker for t in w.holds.values() if w.spec(t.id).province == prov):
                w.vupd(prov, barred=giver, barred_until=w.year + 1)
        w.ev(m("parley.accepted", side=side_msg(a.player), hex=label(p.hex)))
        w.set(peace=(*w.peace, p.hex))
        self._parley_over(w, dice, accepted=True)

    def _parley_over(self, w: W, dice: Dice, accepted: bool) -> None:
        p = w.parley
        w.set(parley=None)
        if p.context == "battle":
            if accepted and w.battle is not None:
                self._end_battle(w)
        elif p.context in ("assault", "siege") and not accepted:
            self._resolve_declared(w, p.context, p.hex, other(p.caller), dice)

    # ---- the Saucy Fortress ----
    def _do_placesaucy(self, w: W, a: PlaceSaucy, dice: Dice) -> None:
        from .model import Hold

        w.set(pending=None, saucy_hex=a.at)
        w.holds[SAUCY] = Hold(SAUCY, RICHARD)
        w._touch()
        w.ev(m("saucy.placed", hex=label(a.at)))
        self._spring(w)

    # ================================================================ the year's bookkeeping
    def _upkeep(self, w: W, side: str) -> None:
        t = tables()
        c = t.costs
        leaders = [x.id for x in w.on_map(side)]
        holds = [s.id for s in w.holds.values() if s.owner == side]
        # An ally's or a baron's own contingent (the knaves of the PLT's initial troops) is kept by
        # its lord; the troops a side bought for him or shifted to him are the side's to keep.
        own = {i: (t.allies[i].troops if i in t.allies else t.vassals[i[6:]].troops if is_baron(i) else 0)
               for i in leaders}

        def kept(i: str, field: str) -> int:
            n = getattr(w.leaders[i], field)
            return max(0, n - own[i]) if field == "knaves" else n

        def cost() -> int:
            kn = sum(kept(i, "knaves") for i in leaders) + sum(w.holds[h].knaves for h in holds)
            kt = sum(kept(i, "knights") for i in leaders) + sum(w.holds[h].knights for h in holds)
            return (kn * c.knave_upkeep_halves + 1) // 2 + kt * c.knight_upkeep

        due = cost()
        money = w.money(side)
        if due > money:
            w.set(broke=(*w.broke, side))
            lost = 0
            for field in ("knights", "knaves"):
                while cost() > money:
                    holders = [(kept(i, field), "l", i) for i in leaders] + \
                              [(getattr(w.holds[h], field), "h", h) for h in holds]
                    n, kind, pid = max(holders)
                    if n == 0:
                        break
                    if kind == "l":
                        w.upd(pid, **{field: getattr(w.leaders[pid], field) - 1})
                    else:
                        w.hupd(pid, **{field: n - 1})
                    lost += 1
            w.ev(m("upkeep.short", side=side_msg(side), n=lost))
            due = cost()
        else:
            w.set(broke=tuple(s for s in w.broke if s != side))
        w.pay(side, due)
        w.ev(m("upkeep", side=side_msg(side), n=due))

    def _hostages(self, w: W, side: str) -> None:
        for x in list(w.leaders.values()):
            if x.where == "captured" and x.side == side and x.promise > 0:
                pay = x.promise if w.money(side) >= x.promise else tables().costs.ransom_demand
                if w.money(side) >= pay:
                    w.pay(side, pay)
                    w.pay(other(side), -pay)
                    w.ev(m("hostage.paid", side=side_msg(side), leader=name_of(x.id, side), n=pay))
                    self._free(w, x.id)
                else:
                    w.upd(x.id, promise=0)

    def income(self, w: W, side: str, vassals: bool = True, countries: bool = True) -> int:
        """Taxes of a Winter Turn (with ``countries`` England's or France's from the PLT, then
        fortresses, Touraine, Normandy and, with ``vassals``, the loyal vassal provinces). The
        year 1200 compares the income from sources on the map: ``countries=False``."""
        t = tables()
        total = sum(c.tax for c in t.countries.values() if c.side == side) if countries else 0
        for s in w.holds.values():
            if s.owner != side or s.ruined:
                continue
            spec = w.spec(s.id)
            if spec.province == "france" and spec.fortress and spec.tax:
                total += spec.tax[side]
            elif spec.province in PER_FORTRESS and spec.fortress:
                total += t.vassals[spec.province].per_fortress
        if vassals:
            for vid in t.vassals:
                if vid not in PER_FORTRESS:
                    total += self._vassal_tax(w, vid, side, normal_only=True)
        return total

    def _vassal_tax(self, w: W, vid: str, side: str, normal_only: bool = False) -> int:
        v = w.vassals[vid]
        spec = tables().vassals[vid]
        loyal = "richard" if side == RICHARD else "rebel"
        if v.status != loyal or v.no_tax == side:
            return 0
        mine = any(province(x.hex) == vid and x.troops > 0 for x in w.on_map(side))
        theirs = any(province(x.hex) == vid for x in w.on_map(other(side)))
        if theirs and not mine:
            return 0
        if not normal_only and v.overtaxed == side:
            return spec.over_tax
        return getattr(spec.tax, side)

    def _winter_taxes(self, w: W) -> None:
        for side in SIDES:
            n = self.income(w, side, vassals=False)
            w.pay(side, -n)
            w.ev(m("taxes", side=side_msg(side), n=n))

    def _start_vassal_tax(self, w: W, side: str) -> None:
        if side == RICHARD:
            self._move_overtax_marks(w)
        w.set(phase="vassal_tax", active=side)

    def _move_overtax_marks(self, w: W) -> None:
        """A new year's taxes: a vassal overtaxed last winter withholds its tax now."""
        for v in w.vassals.values():
            w.vupd(v.id, no_tax=v.overtaxed, overtaxed="")

    def _collect_vassal_taxes(self, w: W, side: str) -> None:
        n = sum(self._vassal_tax(w, vid, side) for vid in tables().vassals if vid not in PER_FORTRESS)
        w.pay(side, -n)
        w.ev(m("taxes.vassals", side=side_msg(side), n=n))

    def _reconquest(self, w: W) -> None:
        for vid in tables().vassals:
            v = w.vassals[vid]
            if v.status != "rebel":
                continue
            baron = w.leaders[f"baron-{vid}"]
            if baron.where == "captured" or (baron.where == "map" and baron.knaves < tables().vassals[vid].troops / 2):
                w.vupd(vid, weak=True)
            if vid in PER_FORTRESS:
                continue
            holds = [s for s in w.holds.values() if w.spec(s.id).province == vid]
            if all(s.owner == RICHARD for s in holds) and not any(province(x.hex) == vid for x in w.on_map(PHILIP)):
                w.vupd(vid, status="neutral", reconquered=True)
                self._end_rebellion(w, vid)
                w.ev(m("reconquered", vassal=name_of(vid, RICHARD)))

    def _end_rebellion(self, w: W, vid: str) -> None:
        b = w.leaders[f"baron-{vid}"]
        if b.where == "map":
            w.upd(b.id, where="absent", hex=None, knaves=0, knights=0, inside=False)
        for s in w.holds.values():
            if s.rebel and s.owner == PHILIP and w.spec(s.id).province == vid \
                    and not any(not is_baron(x.id) for x in w.at(w.hold_hex(s.id), PHILIP)):
                w.hupd(s.id, owner=RICHARD, rebel=False, knaves=0, knights=0)

    # ---- loyalty determination ----
    def _loyalty(self, w: W, dice: Dice) -> None:
        t = tables()
        for vid in [*t.vassals, *t.allies]:
            v = w.vassals[vid]
            if v.gone:
                continue
            ally = vid in t.allies
            spec = t.allies[vid] if ally else t.vassals[vid]
            r = _d6(dice)
            mod = v.infl_philip - v.infl_richard
            old = v.status
            if old in ("rebel", "philip"):
                mod += 1
            elif old == "richard":
                mod -= 1
            total = r + mod
            new = "philip" if total >= spec.roll.philip else "richard" if total <= spec.roll.richard else "neutral"
            if not ally:
                new = "rebel" if new == "philip" else new
                only_r = any(province(x.hex) == vid for x in w.on_map(RICHARD)) and not any(
                    province(x.hex) == vid for x in w.on_map(PHILIP))
                only_p = any(province(x.hex) == vid for x in w.on_map(PHILIP)) and not any(
                    province(x.hex) == vid for x in w.on_map(RICHARD))
                if new == "rebel" and (v.reconquered or v.weak or only_r):
                    new = "neutral"
                if new == "richard" and only_p:
                    new = "neutral"
            barred = v.barred if v.barred_until >= w.year else ""
            if barred and new in (barred, "rebel" if barred == PHILIP else ""):
                new = "neutral"
            w.ev(m("loyalty", vassal=name_of(vid, RICHARD), roll=r, mod=mod, total=total, result=m(f"status.{new}")),
                 rolls=(("d6", (r,)),))
            w.vupd(vid, infl_philip=0, infl_richard=0, reconquered=False, weak=False)
            if ally:
                self._ally_change(w, vid, old, new)
            else:
                self._vassal_change(w, vid, old, new)
            if w.phase == "over":
                return

    def _vassal_change(self, w: W, vid: str, old: str, new: str) -> None:
        t = tables().vassals[vid]
        w.vupd(vid, status=new)
        baron = f"baron-{vid}"
        if old == "richard" and new != "richard":
            self._richard_loses(w, t.troops // 2)
        if old == "rebel" and new != "rebel":
            self._end_rebellion(w, vid)
        if new == "rebel":
            b = w.leaders[baron]
            if b.where == "map":
                w.upd(baron, knaves=max(b.knaves, t.troops))
            elif b.where == "absent":
                h = self._baron_hex(w, vid)
                w.upd(baron, where="map", hex=h, knaves=t.troops, knights=0, side=PHILIP, inside=False)
                w.ev(m("baron.raised", leader=name_of(baron, PHILIP), hex=label(h)))
            if old != "rebel" and vid not in PER_FORTRESS:
                for s in w.holds.values():
                    if w.spec(s.id).province == vid and s.owner == RICHARD:
                        h = w.hold_hex(s.id)
                        dest = nearest_hold(w, RICHARD, h, exclude=s.id)
                        if dest is not None and w.spec(dest.id).province != vid and (s.knaves or s.knights):
                            d = w.holds[dest.id]
                            w.hupd(dest.id, knaves=d.knaves + s.knaves, knights=d.knights + s.knights)
                        w.hupd(s.id, owner=PHILIP, rebel=True, knaves=0, knights=0, siege_start=-1, siege_last=-1)
                        for x in w.at(h, RICHARD):
                            w.upd(x.id, inside=False)
        if new == "richard" and old != "richard":
            self._richard_gains(w, t.troops)

    def _baron_hex(self, w: W, vid: str) -> Hex:
        t = tables().vassals[vid]
        for place in t.baron:
            if place in game_map().holds:
                return game_map().holds[place].hex
            if place.isdigit():
                return from_map_number(place)
        cands = [s for s in game_map().holds.values() if s.province == vid and (s.fortress or vid not in PER_FORTRESS)]
        free = [s for s in cands if not w.at(s.hex, RICHARD)]
        return (free or cands)[0].hex

    def _richard_gains(self, w: W, n: int) -> None:
        r = w.leaders[RICHARD]
        if r.where == "map":
            room = leader_spec(RICHARD).max - r.troops
            add = min(room, n)
            w.upd(RICHARD, knaves=r.knaves + add)
            n -= add
        if n > 0:
            s = nearest_hold(w, RICHARD, r.hex or Hex(0, 0))
            if s is not None:
                w.hupd(s.id, knaves=s.knaves + n)
        w.ev(m("support.troops", n=n))

    def _richard_loses(self, w: W, n: int) -> None:
        ids = [RICHARD] + [x.id for x in w.on_map(RICHARD) if x.id != RICHARD and x.id not in tables().allies]
        ids = [i for i in ids if w.leaders[i].where == "map"]
        order = {i: k for k, i in enumerate(ids)}
        lost = 0
        for i in sorted(ids, key=lambda i: order[i]):
            x = w.leaders[i]
            take = min(x.knaves, n - lost)
            w.upd(i, knaves=x.knaves - take)
            lost += take
            take = min(w.leaders[i].knights, n - lost)
            w.upd(i, knights=w.leaders[i].knights - take)
            lost += take
        w.ev(m("support.lost", n=lost))

    def _ally_change(self, w: W, aid: str, old: str, new: str) -> None:
        t = tables().allies[aid]
        w.vupd(aid, status=new)
        x = w.leaders[aid]
        if aid == "sancho" and new == "neutral" and w.month == 12:
            w.vupd(aid, gone=True)
        if old == new:
            if new != "neutral" and x.where == "absent":
                self._ally_enter(w, aid, new)
            return
        if old != "neutral":
            if old == RICHARD:
                self._richard_loses(w, t.troops // 2)
            else:
                k = w.leaders[PHILIP]
                take = min(k.knaves, t.troops // 2)
                w.upd(PHILIP, knaves=k.knaves - take)
                w.ev(m("support.lost", n=take))
        if new == "neutral":
            if x.where == "map":
                w.upd(aid, where="absent", hex=None, knaves=0, knights=0, inside=False)
            w.ev(m("ally.leaves", leader=name_of(aid, x.side)))
            return
        if x.where == "map":
            w.upd(aid, side=new, knaves=t.troops, knights=0)
            if w.force_at(x.hex, other(new)) or w.at(x.hex, other(new)):
                s = nearest_hold(w, new, x.hex)
                if s is not None:
                    w.upd(aid, hex=w.hold_hex(s.id), inside=False)
            w.ev(m("ally.switches", leader=name_of(aid, new), side=side_msg(new)))
        elif x.where == "absent":
            self._ally_enter(w, aid, new)

    def _ally_enter(self, w: W, aid: str, side: str) -> None:
        t = tables().allies[aid]
        entry = t.entry
        if self_opts(w).swap_ally_edges and aid in ("baldwin", "raymond"):
            entry = tables().allies["raymond" if aid == "baldwin" else "baldwin"].entry
        hexes = [from_map_number(e) for e in entry]
        ok = [h for h in hexes if not w.force_at(h, other(side)) and not self._enemy_hold(w, h, side)]
        h = ok[0] if ok else hexes[0]
        w.upd(aid, where="map", hex=h, side=side, knaves=t.troops, knights=0, inside=False, mp=0)
        w.ev(m("ally.enters", leader=name_of(aid, side), side=side_msg(side), hex=label(h)))

    # ---- supply ----
    def _supply_check(self, w: W, side: str) -> None:
        train = w.trains[side]
        for x in w.on_map(side):
            if x.troops == 0 or is_baron(x.id):
                continue
            ok = in_supply(w, side, x.hex)
            if not ok and train.hex is not None and train.supplies > 0 and traces_to(w, side, x.hex, {train.hex}):
                need = (x.knaves + 2 * x.knights + 9) // 10
                if train.supplies >= need:
                    train = w.tupd(side, supplies=train.supplies - need)
                    ok = True
            if ok:
                if x.unsupplied:
                    w.upd(x.id, unsupplied=0)
                continue
            n = x.unsupplied + 1
            x = w.upd(x.id, unsupplied=n)
            if n >= 3:
                loss = (x.troops + 9) // 10
                self._lose(w, [x.id], loss, 0, knaves_first=True)
                w.ev(m("supply.attrition", leader=name_of(x.id, side), n=loss))
            else:
                w.ev(m("supply.out", leader=name_of(x.id, side), n=n))

    # ---- the end ----
    def _marginal(self, w: W) -> None:
        # The income from sources on the map: the countries' taxes (off the map, on the PLT) left out.
        r = self.income(w, RICHARD, countries=False)
        p = self.income(w, PHILIP, countries=False)
        w.ev(m("final.income", richard=r, philip=p, year=w.opts.end_year))
        if r == p:
            self._end(w, "draw", "draw")
        else:
            self._end(w, RICHARD if r > p else PHILIP, f"income_{RICHARD if r > p else PHILIP}")


def _rep(x, **kw):
    return replace(x, **kw)


def self_opts(w: W):
    return w.opts


__all__ = ["Engine"]
