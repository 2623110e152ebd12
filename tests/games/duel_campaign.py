"""Duel campaign (``test-duel-campaign``): a two-player test game whose contests are sub-games.

Red and White contest one region per season (``seasons`` of them: the ford, the mill, the keep...).
The season's leader (Red first, then alternating) either yields the region to the other side or
musters for a contest, which opens a game of another ruleset inside the campaign
(lionheart_core.subgame): a Lionheart (1997) battle (the leader plays Gold, ``battle_turns`` turns
at most) or a round of the council test game (the leader is the Abbot; secret hands and votes).
The contest's winner takes the region; a drawn contest leaves it to nobody. After the last
season the side holding more regions wins; equal holdings are a draw.

Its only purpose is to show and test the sub-game mechanism: save, replay, undo, observe and
the log's privacy across the boundary.
"""

from __future__ import annotations

import dataclasses
import random
import re
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import Field

from lionheart_core.dice import Dice
from lionheart_core.engine import (
    BaseOptions,
    Event,
    GameFacts,
    IllegalAction,
    LoadError,
    Result,
    Ruleset,
    Seat,
)
from lionheart_core.i18n import Msg, msg, register
from lionheart_core.subgame import SubAction, SubGame

DOMAIN = "test-duel-campaign"
REGIONS = ("ford", "mill", "keep", "abbey", "bridge")
SIDES = ("red", "white")
CONTESTS = {"battle": "lionheart-1997", "council": "test-council"}

register(DOMAIN, {
    "title": "Duel campaign (test game)",
    "side.red": "Red",
    "side.white": "White",
    "region.ford": "the ford", "region.mill": "the mill", "region.keep": "the keep",
    "region.abbey": "the abbey", "region.bridge": "the bridge",
    "muster": "{side} musters for {region}: a {contest}.",
    "contest.battle": "battle",
    "contest.council": "council",
    "yield": "{side} yields {region} to {other}.",
    "takes": "{side} takes {region}.",
    "nobody": "Nobody takes {region}.",
    "won": "{side} wins the campaign, {n} regions to {m}.",
    "drawn": "The campaign is drawn, {n} regions each.",
    "summary": "Season {season}: {side} leads.",
    "refuse": "That is not possible in this season.",
})


def m(key: str, **args: Any) -> Msg:
    return msg(f"{DOMAIN}:{key}", **args)


class Options(BaseOptions):
    seasons: int = Field(3, ge=1, le=len(REGIONS), description="Regions contested, one per season.")
    battle_turns: int = Field(2, ge=1, le=50, description="Turn limit of a battle inside the campaign.")
    battle_setup: Literal["basic", "customized"] = Field(
        "basic", description="The battles' setup: the basic armies, or both sides set out theirs in secret.")


@dataclass(frozen=True, slots=True)
class Muster:
    """The season's leader opens a contest for the season's region."""

    player: str
    contest: Literal["battle", "council"]
    code = "muster"


@dataclass(frozen=True, slots=True)
class Yield:
    """The season's leader gives the season's region to the other side."""

    player: str
    code = "yield"


@dataclass(frozen=True, slots=True)
class State:
    opts: Options
    seed: int | None
    dice_pos: int
    season: int  # 1-based; seasons + 1 once over
    held: tuple[str | None, ...]  # owner of each region contested so far
    sub: SubGame | None = None


def other(side: str) -> str:
    return SIDES[1 - SIDES.index(side)]


class DuelCampaign(Ruleset):
    id = DOMAIN
    title = m("title")
    facts = GameFacts(min_players=2, max_players=2, simultaneous=True, perfect_information=False,
                      zero_sum=True, chance=frozenset({"dice", "shuffle"}), grid="none")
    Options = Options
    action_types = (Muster, Yield)  # SubAction is a core record every parent reads

    def seats(self, opts: Options | None = None) -> tuple[Seat, ...]:
        return (Seat("red", m("side.red"), "#a61c1c"), Seat("white", m("side.white"), "#d8d2c4"))

    def new_game(self, opts: Options | None = None, seed: int = 0) -> State:
        return State(opts or Options(), int(seed), 0, 1, ())

    def subgame(self, state: State) -> SubGame | None:
        return state.sub

    def leader(self, state: State) -> str:
        return SIDES[(state.season - 1) % 2]

    def to_move(self, state: State) -> tuple[str, ...]:
        if state.sub is not None:
            return state.sub.to_move()
        if self.is_over(state):
            return ()
        return (self.leader(state),)

    def legal_actions(self, state: State, player: str | None = None) -> list:
        if state.sub is not None:
            return state.sub.legal_actions(player)
        leader = self.to_move(state)
        if not leader or player not in (None, leader[0]):
            return []
        return [Muster(leader[0], "battle"), Muster(leader[0], "council"), Yield(leader[0])]

    def check(self, state: State, action: Any) -> None:
        if state.sub is not None:
            state.sub.check(action)
            return
        if action not in self.legal_actions(state):
            raise IllegalAction(m("refuse"))

    def _apply(self, state: State, action: Any, dice: Dice) -> tuple[State, list[Event]]:
        region = m(f"region.{REGIONS[state.season - 1]}")
        if isinstance(action, SubAction):
            sub, events, result = state.sub.play(action, dice)
            if result is None:
                return dataclasses.replace(state, sub=sub), events
            events.append(sub.closed_event(result))
            return self._season_over(dataclasses.replace(state, sub=None), result.winners, region, events)
        side = m(f"side.{action.player}")
        if isinstance(action, Yield):
            events = [Event(m("yield", side=side, region=region, other=m(f"side.{other(action.player)}")))]
            return self._season_over(state, (other(action.player),), region, events)
        sub = self._open(state, action)
        events = [Event(m("muster", side=side, region=region, contest=m(f"contest.{action.contest}"))),
                  sub.opened_event()]
        return dataclasses.replace(state, sub=sub), events

    def _open(self, state: State, action: Muster) -> SubGame:
        leader, follower = action.player, other(action.player)
        seed = state.seed if state.seed is not None else 0
        if action.contest == "battle":
            from lionheart_core.rulesets.lionheart_1997 import Options as BattleOptions

            return SubGame.open(CONTESTS["battle"], {leader: "gold", follower: "silver"},
                                BattleOptions(setup=state.opts.battle_setup, turn_limit=state.opts.battle_turns),
                                seed)
        from lionheart_core import rulesets

        council = rulesets.get(CONTESTS["council"])
        return SubGame.open(CONTESTS["council"], {leader: "p1", follower: "p2"},
                            council.Options(players=2, hand=2, rounds=2), seed)

    def _season_over(self, state: State, winners: tuple[str, ...], region: Msg,
                     events: list[Event]) -> tuple[State, list[Event]]:
        owner = winners[0] if len(winners) == 1 else None
        events.append(Event(m("takes", side=m(f"side.{owner}"), region=region) if owner else
                            m("nobody", region=region)))
        state = dataclasses.replace(state, season=state.season + 1, held=state.held + (owner,))
        if self.is_over(state):
            events.append(Event(self.result(state).message))
        return state, events

    def is_over(self, state: State) -> bool:
        return state.sub is None and state.season > state.opts.seasons

    def result(self, state: State) -> Result | None:
        if not self.is_over(state):
            return None
        counts = {s: state.held.count(s) for s in SIDES}
        scores = {s: float(n) for s, n in counts.items()}
        if counts["red"] == counts["white"]:
            return Result((), m("drawn", n=counts["red"]), scores)
        win = max(SIDES, key=counts.__getitem__)
        return Result((win,), m("won", side=m(f"side.{win}"), n=counts[win], m=counts[other(win)]), scores)

    # ---- hidden information: only inside the sub-game ----------------------------------------
    def observe(self, state: State, player: str | None) -> State:
        return dataclasses.replace(state, seed=None, sub=None if state.sub is None else state.sub.observe(player))

    def determinize(self, observation: State, player: str, rng: random.Random) -> State:
        sub = None if observation.sub is None else observation.sub.determinize(player, rng)
        return dataclasses.replace(observation, seed=rng.getrandbits(32), sub=sub)

    def evaluate(self, state: State, player: str) -> float:
        lead = state.held.count(player) - state.held.count(other(player))
        inside = 0.0 if state.sub is None else state.sub.evaluate(player)
        return max(-1.0, min(1.0, (lead + inside) / state.opts.seasons))

    def describe(self, state: State, action: Any) -> Any:
        if isinstance(action, SubAction) and state.sub is not None:
            return state.sub.describe(action)
        return str(action)

    def turn_summary(self, state: State) -> Any:
        if state.sub is not None:
            return state.sub.turn_summary()
        return super().turn_summary(state) if self.is_over(state) else m(
            "summary", season=state.season, side=m(f"side.{self.leader(state)}"))

    # ---- data and text ----------------------------------------------------------------------------
    def state_to_dict(self, state: State) -> dict[str, Any]:
        return {"opts": state.opts.model_dump(), "seed": state.seed, "dice_pos": state.dice_pos,
                "season": state.season, "held": list(state.held),
                "sub": None if state.sub is None else state.sub.to_dict()}

    def state_from_dict(self, data: dict[str, Any]) -> State:
        try:
            state = State(Options.model_validate(data["opts"]), data["seed"], int(data["dice_pos"]),
                          int(data["season"]), tuple(data["held"]),
                          None if data["sub"] is None else SubGame.from_dict(data["sub"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise LoadError(f"not a campaign state: {exc}") from exc
        self._validate(state)
        return state

    def _validate(self, state: State) -> None:
        if state.seed is not None and not isinstance(state.seed, int):
            raise LoadError("the seed must be a whole number")
        if any(h not in (*SIDES, None) for h in state.held) or len(state.held) != state.season - 1:
            raise LoadError("the regions held do not fit the season")
        if not 1 <= state.season <= state.opts.seasons + 1:
            raise LoadError("the season is out of range")

    def to_text(self, state: State) -> str:
        """``season 2/3 turns=2 | held red | dice 5/0 | sub <the sub-game's text>`` (``customized``
        after the turns for battles set out in secret; ``held none`` before the first season ends,
        ``-`` for a region nobody took, ``sub -`` when none runs)."""
        held = ".".join(h or "-" for h in state.held) or "none"
        seed = "?" if state.seed is None else state.seed
        sub = "-" if state.sub is None else state.sub.to_text()
        setup = " customized" if state.opts.battle_setup == "customized" else ""
        return (f"season {state.season}/{state.opts.seasons} turns={state.opts.battle_turns}{setup} | held {held} | "
                f"dice {seed}/{state.dice_pos} | sub {sub}")

    def from_text(self, text: str) -> State:
        parts = str(text).split(" | ", 3)
        if len(parts) != 4:
            raise LoadError("a campaign position has four parts separated by ' | '")
        head = re.fullmatch(r"season (\d+)/(\d+) turns=(\d+)( customized)?", parts[0])
        held = re.fullmatch(r"held (\S+)", parts[1])
        dice = re.fullmatch(r"dice (\?|\d+)/(\d+)", parts[2])
        if not (head and held and dice and parts[3].startswith("sub ")):
            raise LoadError(f"cannot read the campaign position {text!r}")
        try:
            opts = Options(seasons=int(head.group(2)), battle_turns=int(head.group(3)),
                           battle_setup="customized" if head.group(4) else "basic")
        except ValueError as exc:
            raise LoadError("the campaign's options are out of range") from exc
        owners = () if held.group(1) == "none" else tuple(None if h == "-" else h for h in held.group(1).split("."))
        sub_text = parts[3][4:]
        state = State(opts, None if dice.group(1) == "?" else int(dice.group(1)), int(dice.group(2)),
                      int(head.group(1)), owners, None if sub_text == "-" else SubGame.from_text(sub_text))
        self._validate(state)
        return state


RULESET = DuelCampaign()
