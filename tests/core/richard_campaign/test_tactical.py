"""Open field battles on the tactical board (option ``tactical_battles``): the conversion table,
the sub-game's opening, its round trips (text, save, observe, replay, undo) and its result fed
back as the combat's casualties and retreat."""

from __future__ import annotations

import dataclasses
import random

import pytest

from lionheart_core.engine import Result
from lionheart_core.rulesets.lionheart_hex import rules as hex_rules
from lionheart_core.rulesets.lionheart_hex.model import EndAction
from lionheart_core.rulesets.richard_campaign import Engage, Options, Stand
from lionheart_core.rulesets.richard_campaign.tactical import MAX_STANDS, TURNS, casualties, stands
from lionheart_core.subgame import SubAction
from lionheart_core.testing import check_random_play

from .conftest import RS, H, leader, play, pos

TACTICAL = Options(tactical_battles=True)


def battle(opts=TACTICAL, john=None, au=None):
    """John (32 knaves, 6 knights, bonus 0) attacks the Count of Au (25 knaves) in the open."""
    leaders = {"john": {"hex": "0119", "knaves": 32, "knights": 6, "came_from": "0219"},
               "au": {"hex": "0119", "knaves": 25}}
    leaders["john"].update(john or {})
    leaders["au"].update(au or {})
    return pos(phase="combat", active="richard", leaders=leaders, opts=opts)


def to_field(s):
    s, events = play(s, Engage("richard", H("0119")), Stand("philip"), Stand("richard"))
    return s, events


def row(lid, knaves=0, knights=0, bonus=0, half=False):
    return {"leader": lid, "knaves": knaves, "knights": knights, "bonus": bonus, "crossed": False, "half": half}


def test_the_conversion_table():
    # 32 knaves: 4 foot stands (10 or part of 10 each); 6 knights: 2 stands (5 or part of 5)
    s = stands([row("john", 32, 6)])
    assert (s["foot_stands"], s["knight_stands"], s["commander"], s["leadership"]) == (4, 2, "john", 1)
    # the King commands whoever else fights; leadership 1 + bonus, at most 3
    s = stands([row("mercadier", 10, 0, bonus=2), row("richard", 10, 0, bonus=2)])
    assert s["commander"] == "richard" and s["leadership"] == 3 and s["foot_stands"] == 2
    # half strength (out of supply) brings half the troops
    assert stands([row("john", 40, 10, half=True)])["foot_stands"] == 2
    # the 150 knaves and 50 knights record: scaled down to the stands the field takes, both kinds kept
    s = stands([row("richard", 150, 50)])
    assert s["foot_stands"] + s["knight_stands"] == MAX_STANDS and s["foot_stands"] >= 1 and s["knight_stands"] >= 1
    assert stands([row("john", 500, 1)])["knight_stands"] == 1


def test_off_by_default_the_rounds_are_rolled():
    s, _ = to_field(battle(opts=Options()))
    assert s.sub is None and RS.subgame(s) is None
    assert s.board.battle.step == "fight1"


def test_standing_opens_the_battle_on_the_tactical_board():
    s, events = to_field(battle())
    assert "subgame.opened" in [e.key for e in events]
    assert s.board.battle.step == "tactical"
    sub = RS.subgame(s)
    assert sub is not None and sub.ruleset_id == "lionheart-hex"
    assert dict(sub.seats) == {"richard": "gold", "philip": "silver"}
    units = sub.state.units
    gold = [u for u in units if u.owner == "gold"]
    silver = [u for u in units if u.owner == "silver"]
    # John: the King stand, 2 knight stands, 4 foot stands (every third with bows)
    assert sorted(u.spec.cls for u in gold) == ["foot"] * 4 + ["horse"] * 2 + ["king_horse"]
    assert sum(u.spec.weapon == "bows" for u in gold) == 1
    assert sorted(u.spec.cls for u in silver) == ["foot"] * 3 + ["king_horse"]
    assert all(u.hex in hex_rules.deploy_hexes(u.owner) for u in units)
    # the attacker acts first; the campaign's actions wait for the battle
    assert RS.to_move(s) == ("richard",)
    actions = RS.legal_actions(s)
    assert actions and all(isinstance(a, SubAction) for a in actions)
    assert RS.legal_actions(s, "philip") == []


def test_the_battle_round_trips_through_text_saves_and_observation():
    s, _ = to_field(battle())
    assert RS.from_text(RS.to_text(s)) == s and RS.from_text(RS.to_text(s)).sub == s.sub
    assert RS.load(RS.dump(s)) == s and RS.load(RS.dump(s)).sub == s.sub
    for player in ("richard", "philip", None):
        obs = RS.observe(s, player)
        assert obs.seed is None and obs.board == s.board and obs.sub is not None
        assert RS.load(RS.dump(obs)).sub == obs.sub
    det = RS.determinize(RS.observe(s, "richard"), "richard", random.Random(1))
    assert det.sub.state.units == s.sub.state.units


def test_replay_and_undo_across_the_boundary():
    s0 = battle()
    s = s0
    log, rolled = [], []
    r = random.Random(3)
    for action in (Engage("richard", H("0119")), Stand("philip"), Stand("richard")):
        s, _, entry = RS.step(s, action)
        log.append(entry)
    for _ in range(40):  # actions on the tactical board, on the campaign's seeded dice
        if s.sub is None:
            break
        before = s.dice_pos
        action = r.choice(RS.legal_actions(s))
        s, events, entry = RS.step(s, action)
        log.append(entry)
        rolled.append((action, events, entry, s.dice_pos != before))
    state = s0
    for entry in log:
        state, _ = RS.apply(state, entry.action)
    assert state == s and state.sub == s.sub
    # undo: an action on the field that rolled no dice can be taken back, one that rolled cannot
    assert {r for *_, r in rolled} == {True, False}
    for action, events, entry, used in rolled:
        assert RS.undoable(action, events, entry) == (not used)


def _at_turn_limit(s, silver_lost_figures: int):
    """The battle at the end of its last turn, Gold's last action to go: Silver's foot has lost
    ``silver_lost_figures`` figures (taken from its first stands)."""
    sub = s.sub
    left = silver_lost_figures
    units = []
    for u in sub.state.units:
        if u.owner == "silver" and u.spec.cls == "foot" and left:
            n = min(left, u.figures)
            left -= n
            u = dataclasses.replace(u, figures=u.figures - n, hex=u.hex if u.figures > n else None)
        units.append(u)
    child = dataclasses.replace(sub.state, units=tuple(units), turn=TURNS, order=("gold",), active=None)
    return dataclasses.replace(s, sub=dataclasses.replace(sub, state=child))


def test_a_drawn_battle_sends_back_casualties_and_the_heavier_loser_retreats():
    s, _ = to_field(battle())
    s = _at_turn_limit(s, 6)  # Silver: 6 of its 12 foot figures
    # Gold ends its action: the turn limit ends the battle as a draw (no die is rolled)
    s, events = play(s, SubAction("richard", EndAction("gold")))
    assert s.sub is None and "subgame.closed" in [e.key for e in events]
    # the Count loses half of his 25 knaves (12.5, rounded to 13); John nothing
    assert leader(s, "au").knaves == 25 - 13
    assert (leader(s, "john").knaves, leader(s, "john").knights) == (32, 6)
    # more casualties: the French must retreat, by the campaign's rules
    bt = s.board.battle
    assert bt is not None and bt.step == "forced" and bt.actor == "philip"


def test_an_even_battle_leaves_both_in_place():
    s, _ = to_field(battle())
    s, _ = play(_at_turn_limit(s, 0), SubAction("richard", EndAction("gold")))
    assert s.sub is None and s.board.battle is None
    assert H("0119") in s.board.fought
    assert leader(s, "au").knaves == 25 and leader(s, "john").hex == H("0119")


def test_a_won_battle_makes_the_other_side_retreat():
    s, _ = to_field(battle())
    forces = RS.battle_forces(s)
    sub = _at_turn_limit(s, 4).sub
    lost, loser = casualties(forces, sub, Result(("philip",), "won"))
    assert loser == "richard"  # the winner of the field stays, whatever the losses
    assert lost["philip"] == (round(25 * 4 / 12), 0) and lost["richard"] == (0, 0)


def _nothing_hidden(state, obs, player):
    assert obs.board == state.board and obs.seed is None


@pytest.mark.slow
def test_random_play_with_battles_on_the_field_holds_the_contract():
    """A random campaign to 1200 in which an open field battle is fought on the tactical board
    (random play seldom fights one: seed 0 does): saves, replay and observation are checked on the
    way and at the end. About a minute and a half."""
    report = check_random_play(RS, TACTICAL, games=1, seed=0, max_actions=20000, every=50, hidden=_nothing_hidden)
    assert {"subgame.opened", "subgame.closed"} <= report.event_keys
