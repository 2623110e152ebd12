"""Sub-games (lionheart_core.subgame) through the duel campaign test game: a parent game opens a
Lionheart (1997) battle or a council round inside it and takes the result back; save, replay,
undo, observe and the log's privacy hold across the boundary."""

from __future__ import annotations

import re

import pytest
from games.council import CARDS, HIDDEN
from games.council import Deal as CouncilDeal
from games.council import Vote as CouncilVote
from games.duel_campaign import RULESET, Muster, Options, Yield

from lionheart_core import rulesets, saves
from lionheart_core.dice import Scripted, order_of
from lionheart_core.engine import IllegalAction, LoadError
from lionheart_core.rulesets.lionheart_1997.model import RollOff
from lionheart_core.subgame import SubAction, SubGame
from lionheart_core.testing import check_privacy, check_random_play, random_game

RS = RULESET
WORD = re.compile(r"[a-z]+")


def _council(order=None):
    """A campaign whose first season is a council round, dealt from a scripted shuffle:
    Red (the Abbot) holds alder and almond, White (the Baron) apple and aspen."""
    state = RS.new_game(seed=2)
    state, _ = RS.apply(state, Muster("red", "council"))
    deal = SubAction("red", CouncilDeal("p1"))
    state, events = RS.apply(state, deal, Scripted([order_of(CARDS, list(order or CARDS))]))
    return state, events


def _hidden(state, obs, player):
    """Inside a council sub-game, the other side's hand and pending vote stay hidden."""
    if state.sub is None or state.sub.ruleset_id != "test-council":
        return
    mine = state.sub.child_seat(player)
    ids = state.sub.rules.players(state.sub.state.opts)
    for k, seat in enumerate(ids):
        if seat != mine:
            assert set(obs.sub.state.hands[k]) <= {HIDDEN}
            assert obs.sub.state.votes[k] in (None, HIDDEN)
    assert set(obs.sub.state.deck) <= {HIDDEN}
    assert obs.sub.state.seed is None


def test_registered_for_the_tests_only():
    assert "test-duel-campaign" in rulesets.ids() and "test-duel-campaign" not in rulesets.builtin_ids()


def test_random_play_holds_the_contract_across_the_boundary():
    report = check_random_play(RS, Options(), games=6, seed=4, every=1, hidden=_hidden)
    assert {"muster", "subgame.opened", "subgame.closed", "roll_off", "vote", "takes"} <= report.event_keys
    assert report.games == 6


def _hidden_setup(state, obs, player):
    """Inside a battle's secret setup, the other side's units (but its King) stay hidden."""
    if state.sub is None or state.sub.ruleset_id != "lionheart-1997" or state.sub.state.phase != "setup":
        return
    mine = state.sub.child_seat(player)
    units = obs.sub.state.units
    assert all(u.owner == mine or u.kind == "king" for u in units)
    assert obs.sub.state.hidden == tuple(c for _, c in state.sub.seats if c != mine)


def test_a_battles_secret_setup_stays_secret_across_the_boundary():
    import random

    opts = Options(battle_setup="customized", battle_turns=1, seasons=1)
    rng = random.Random(7)
    state = RS.new_game(opts, seed=7)
    state, _ = RS.apply(state, Muster("red", "battle"))
    steps = 0
    while not RS.is_over(state):
        for side in ("red", "white"):
            _hidden_setup(state, RS.observe(state, side), side)
        player = rng.choice(RS.to_move(state))
        state, _ = RS.apply(state, rng.choice(RS.legal_actions(state, player)))
        steps += 1
    assert steps > 20 and state.held in (("red",), ("white",), (None,))
    state = RS.new_game(opts, seed=1)
    state, _ = RS.apply(state, Muster("red", "battle"))
    assert set(RS.to_move(state)) == {"red", "white"}  # both set out their armies at once
    assert RS.from_text(RS.to_text(state)) == state and "turns=1 customized" in RS.to_text(state)
    setup = next(a for a in RS.legal_actions(state, "red") if type(a.action).__name__ == "StandardSetup")
    state, events = RS.apply(state, setup)
    white = RS.observe(state, "white")
    assert [u.kind for u in white.sub.state.units if u.owner == "gold"] == ["king"]
    assert len([u for u in RS.observe(state, "red").sub.state.units if u.owner == "gold"]) == 10
    _hidden_setup(state, white, "white")


def test_a_sub_action_round_trips_through_the_codec():
    state = RS.new_game(seed=3)
    state, events = RS.apply(state, Muster("red", "battle"))
    assert [e.key for e in events] == ["muster", "subgame.opened"]
    assert RS.to_move(state) == ("red",)
    (action,) = RS.legal_actions(state)
    assert action == SubAction("red", RollOff("gold"))
    assert RS.action_code(action) == "sub red lionheart-1997/RollOff(gold)"
    assert RS.action_to_dict(action) == {"type": "core/SubAction", "player": "red",
                                         "action": {"type": "lionheart-1997/RollOff", "player": "gold"}}
    assert RS.action_from_code(RS.action_code(action)) == action
    state, _ = RS.apply(state, action)
    move = next(a for a in RS.legal_actions(state) if type(a.action).__name__ == "Move")
    again = RS.action_from_dict(RS.action_to_dict(move))
    assert again == move and hash(again) == hash(move)
    assert RS.parse_action(state, RS.action_code(move)) == move


def test_refusals_across_the_boundary():
    state = RS.new_game(seed=3)
    state, _ = RS.apply(state, Muster("red", "battle"))
    before = RS.dump(state)
    with pytest.raises(IllegalAction, match="not an action of this game"):
        RS.apply(state, Yield("red"))  # the parent's own actions wait for the battle
    with pytest.raises(IllegalAction, match="not white's turn"):
        RS.apply(state, SubAction("white", RollOff("gold")))  # White does not play Gold
    with pytest.raises(IllegalAction):
        RS.apply(state, SubAction("red", RollOff("silver")))
    assert RS.dump(state) == before
    assert RS.legal_actions(state, "white") == []


def test_the_result_flows_back_to_the_parent():
    state, _ = _council()
    for vote in (SubAction("red", CouncilVote("p1", "almond")), SubAction("white", CouncilVote("p2", "aspen"))):
        state, _ = RS.apply(state, vote)
    assert state.sub is not None and state.sub.state.scores == (0, 1)
    # Round 2 (2 points): Red drew the bay, White the beech.
    state, _ = RS.apply(state, SubAction("white", CouncilVote("p2", "apple")))
    state, events = RS.apply(state, SubAction("red", CouncilVote("p1", "bay")))
    assert state.sub is None and state.held == ("red",) and state.season == 2
    assert [e.key for e in events][-2:] == ["subgame.closed", "takes"]
    assert RS.to_move(state) == ("white",)  # the next season's leader
    assert "Abbot wins the council with 2 points" in events[-2].text


def test_a_drawn_battle_leaves_the_region_to_nobody_and_the_campaign_ends():
    state = RS.new_game(Options(seasons=1, battle_turns=1), seed=5)
    state, _ = RS.apply(state, Muster("red", "battle"))
    while state.sub is not None:
        movers = RS.to_move(state)
        ends = [a for a in RS.legal_actions(state, movers[0]) if type(a.action).__name__ in ("RollOff", "EndTurn")]
        state, events = RS.apply(state, ends[0])
    assert state.held == (None,) and RS.is_over(state)
    assert RS.result(state).is_draw and [e.key for e in events][-3:] == ["subgame.closed", "nobody", "drawn"]


def test_observe_and_the_log_keep_the_sub_games_secrets():
    state, events = _council()
    white = RS.observe(state, "white")
    assert white.seed is None and white.sub.state.seed is None
    assert white.sub.state.hands == ((HIDDEN, HIDDEN), ("apple", "aspen"))
    assert RS.observe(state, None).sub.state.hands == ((HIDDEN, HIDDEN), (HIDDEN, HIDDEN))
    dealt = [e for e in events if e.key == "dealt"]
    assert [e.audience for e in dealt] == [("red",), ("white",)]  # child seats named as parent seats
    white_log = " ".join(e.text for e in RS.events_for(state, events, "white"))
    assert "apple" in white_log and "alder" not in white_log and "almond" not in white_log
    before = state
    state, events = RS.apply(state, SubAction("red", CouncilVote("p1", "alder")))
    assert RS.observe(state, "white").sub.state.votes == (HIDDEN, None)
    assert [e.text for e in RS.events_for(before, events, "white")] == ["Abbot casts a secret vote."]
    assert "alder" in RS.events_for(before, events, "red")[0].text


def test_no_side_reads_the_other_sides_cards_across_the_boundary():
    def secrets(state, seat):
        sub = state.sub
        if sub is None or sub.ruleset_id != "test-council":
            return set()
        child = sub.state
        known = {c for votes in child.shown for c in votes}
        mine = sub.child_seat(seat)
        if mine is not None:
            k = sub.rules.players(child.opts).index(mine)
            known |= set(child.hands[k]) | ({child.votes[k]} if child.votes[k] else set())
        return set(CARDS) - known

    assert check_privacy(RS, Options(seasons=4), games=4, seed=3, secrets=secrets) > 20


def test_determinize_samples_only_inside_the_sub_game():
    import random

    state, _ = _council()
    state, _ = RS.apply(state, SubAction("red", CouncilVote("p1", "alder")))
    obs = RS.observe(state, "white")
    seen = set()
    for k in range(12):
        full = RS.determinize(obs, "white", random.Random(k))
        assert RS.observe(full, "white") == obs and full.held == state.held
        seen.add(full.sub.state.votes[0])
        RS.check(full, RS.legal_actions(full, "white")[0])
    assert len(seen) > 3


def test_undo_policy_across_the_boundary():
    state = RS.new_game(seed=7)
    state, events, entry = RS.step(state, Muster("red", "council"))
    assert RS.undoable(entry.action, events, entry)  # opening a contest draws nothing
    state, events, entry = RS.step(state, SubAction("red", CouncilDeal("p1")))
    assert entry.drew and not RS.undoable(entry.action, events, entry)  # the child's shuffle
    state, events, entry = RS.step(state, RS.legal_actions(state, "white")[0])
    assert RS.undoable(entry.action, events, entry)  # a vote still face down
    state, events, entry = RS.step(state, RS.legal_actions(state, "red")[0])
    assert not RS.undoable(entry.action, events, entry)  # the votes are shown
    battle = RS.new_game(seed=7)
    battle, _ = RS.apply(battle, Muster("red", "battle"))
    battle, events, entry = RS.step(battle, RS.legal_actions(battle)[0])  # the roll for the first turn
    assert entry.drew and not RS.undoable(entry.action, events, entry)


@pytest.mark.parametrize("cut", [1, 2, 5, 9, None])
def test_save_load_and_replay_with_a_sub_game_running(cut):
    opts = Options()
    final, log = random_game(RS, opts, seed=11)
    part = log[:cut]
    state = RS.replay(opts, 11, part)
    doc = saves.save_text(saves.build_save(RS, opts, 11, part, state, {"red": "human", "white": "human"}))
    loaded = saves.parse_save(doc)
    assert RS.state_hash(loaded.state) == RS.state_hash(state) and loaded.log == part
    assert RS.load(RS.dump(state)) == state
    if cut is None:
        assert RS.state_hash(state) == RS.state_hash(final)


def test_checkpoints_hold_the_sub_game():
    opts = Options(seasons=5, battle_turns=20)
    final, log = random_game(RS, opts, seed=2)
    assert len(log) > saves.CHECKPOINT_EVERY
    save = saves.build_save(RS, opts, 2, log, final, {})
    assert any('"sub":{' in c.state for c in save.checkpoints)
    loaded = saves.parse_save(saves.save_text(save), verify="tail")
    assert RS.state_hash(loaded.state) == RS.state_hash(final)
    for n in (0, 3, len(log) // 2, len(log) - 1):
        assert RS.state_hash(loaded.state_at(n)) == RS.state_hash(RS.replay(opts, 2, log[:n]))


def test_position_text_embeds_the_sub_games_text():
    state, _ = _council()
    for s in (state, RS.observe(state, "white"), RS.new_game(seed=1)):
        assert RS.from_text(RS.to_text(s)) == s
    text = RS.to_text(RS.observe(state, "white"))
    assert text.startswith("season 1/3 turns=2 | held none | dice ?/0 | sub test-council red=p1,white=p2 :: vote r1")
    assert set(WORD.findall(text)) & set(CARDS) == {"apple", "aspen"}
    assert SubGame.from_text(state.sub.to_text()) == state.sub
    for bad in ("season 1/3", text.replace("test-council", "no-such-game"), text.replace(" :: ", " ")):
        with pytest.raises(LoadError):
            RS.from_text(bad)
