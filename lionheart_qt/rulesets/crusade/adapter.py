"""The crusade game on the grid scene (``scene.CrusadeScene``): the England board (red and green
locations, roads and water), the characters' figures, the Merchant and the Mercenary as counters,
placing and travelling from the legal actions, the four tracks, the round track, the lines and
the player's own hand beside the board (the hand from the viewer's observation: other hands
never reach it; its cards are picked for a contribution from the legal ``Contribute`` sets)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from lionheart_core.i18n import text

from ...boards.adapter import ActionView, BoardAdapter, HandView, PieceView, TableView
from ...items.counter import CounterLook
from ...items.hand import CardLook
from ...items.palette import SeatLook
from ...items.track import TrackLook, TrackMarker

LOCATION = {"red": QColor("#efc9bd"), "green": QColor("#cfe3bf")}
CARD = {"R": SeatLook.from_colour("#b03a2e"), "G": SeatLook.from_colour("#3f7d3a")}
TRACK = SeatLook.from_colour("#6b5a42")
NEUTRAL_FIGURE = SeatLook.from_colour("#8a8478")  # the Merchant and the Mercenary
TRACK_MAX = 10  # every track runs 0..10


class CrusadeAdapter(BoardAdapter):
    def __init__(self, ui: Any, ruleset: Any) -> None:
        super().__init__(ui)
        self.ruleset = ruleset

    # ---- the board ---------------------------------------------------------------------------
    def cell_fill(self, cell: Any) -> QColor | None:
        node = self.ruleset.grid().node(cell)
        return LOCATION.get(node.tag("colour"))

    def pieces(self, state: Any) -> list[PieceView]:

        out = [PieceView(p.seat, p.location, self.figure_look(p)) for p in state.players if p.location is not None]
        # The Merchant and the Mercenary (four players and more) stand on the map too.
        from lionheart_core.rulesets.crusade.messages import m

        for key, where, glyph in (("merchant", state.merchant, "coin"),
                                  ("mercenary", state.mercenary, "lance")):
            if where:
                name = text(m(key))
                # The glyph tells them apart (a coin, a lance); the name is in the corner.
                out.append(PieceView(key, where, CounterLook(None, glyph, "", name[:12], tooltip=f"<b>{name}</b>",
                                                             colours=NEUTRAL_FIGURE)))
        return out

    def figure_look(self, p: Any) -> CounterLook:
        """A character's counter: its faction's glyph and its initials in large type (the name is
        too small to read on a counter); coins, prestige and cards of everyone are on the table
        beside the tracks."""
        from lionheart_core.rulesets.crusade.messages import seat_name

        name = text(seat_name(p.seat))
        tip = f"<b>{name}</b>: " + QCoreApplication.translate("CrusadeAdapter", "{coins} coins, {prestige} prestige").format(
            coins=p.coins, prestige=p.prestige)
        glyph = "crown" if p.faction == "richard" else "coin" if p.faction == "john" else "shield"
        return CounterLook(p.seat, glyph, initials(name), name[:12], tooltip=tip, colours=self.seat_look(p.seat))

    # ---- actions -----------------------------------------------------------------------------
    def action_view(self, action: Any, grid: Any) -> ActionView | None:
        kind = type(action).__name__
        if kind == "Place":
            return ActionView(action, None, action.to, "place")
        if kind == "Move" and action.path:
            state = self.state
            frm = None
            if state is not None:
                frm = next((p.location for p in state.players if p.seat == action.player), None)
            return ActionView(action, frm, action.path[-1], "move")
        return None

    def choose(self, actions: list[ActionView]) -> Any:
        """Several ways to one location: the shortest, without robbing anyone (the decision
        panel offers the others)."""
        moves = [v.action for v in actions if type(v.action).__name__ == "Move"]
        if moves:
            return min(moves, key=lambda a: (len(a.rob), len(a.path)))
        return super().choose(actions)

    # ---- tracks and the hand -----------------------------------------------------------------
    def view(self, ruleset: Any, state: Any, viewer: str | None, actions: list) -> TableView:
        from lionheart_core.rulesets.crusade.data import TRACKS, game_data
        from lionheart_core.rulesets.crusade.messages import card_name, track_name

        tracks = tuple(TrackLook(text(track_name(t)), 0, TRACK_MAX, (TrackMarker(v, TRACK, ""),))
                       for t, v in zip(TRACKS, state.tracks, strict=True))
        tracks += (TrackLook(QCoreApplication.translate("CrusadeAdapter", "Round"), 1, game_data().tracks.last_round,
                             (TrackMarker(state.round, TRACK, ""),)),)
        hand = None
        me = next((p for p in state.players if p.seat == viewer), None) if viewer else None
        if me is not None:
            cards, plays = [], []
            for card in me.hand:
                hidden = card == "X"
                cards.append(CardLook("" if hidden else text(card_name(card)), colours=CARD.get(card[:1]),
                                      hidden=hidden))
                plays.append(next((a for a in actions if type(a).__name__ == "Discard"
                                   and getattr(a, "card", None) == card), None))
            # Contributing: the cards are picked in the hand, the button adds the set.
            sets = tuple((a.cards, a, text(ruleset.describe(state, a))) for a in actions
                         if type(a).__name__ == "Contribute" and a.player == viewer)
            hint = QCoreApplication.translate("CrusadeAdapter", "Click the cards to contribute") if sets else ""
            hand = HandView(viewer, tuple(cards), tuple(plays),
                            title=f"{text(ruleset.seat(viewer, state.opts).name)}: "
                                  + QCoreApplication.translate("CrusadeAdapter", "{coins} coins, {prestige} prestige").format(
                                      coins=me.coins, prestige=me.prestige),
                            keys=tuple(me.hand), selections=sets, hint=hint)
        return TableView(tracks, hand, tuple(self.lines(state, me)))

    def lines(self, state: Any, me: Any) -> list[str]:
        """No lines of text: the table beside the map is pieces (``table``), and the round and
        its phase stand beside the round track (``phase_text``)."""
        return []

    def phase_text(self, state: Any) -> str:
        from lionheart_core.rulesets.crusade.data import game_data
        from lionheart_core.rulesets.crusade.messages import m

        return QCoreApplication.translate("CrusadeAdapter", "Round {round} of {rounds}: {phase}.").format(
            round=state.round, rounds=game_data().tracks.last_round, phase=text(m(f"phase.{state.phase}")))

    def table(self, state: Any, viewer: str | None) -> Any:
        """The table beside the map as pieces (``table.TableLook``), all from the viewer's
        observation: the event card in play (its text in the tooltip), the Crusade deck face
        down with its count, the Reserve's count of each card type, and per character its
        counter, coins, prestige, cards in hand, edict (face up only where the observation holds
        it: the viewer's own, or everyone's once the game has ended) and upgrades; the Neutral
        shows the side it supports this round."""
        from lionheart_core.rulesets.crusade.data import CARD_TYPES, edicts
        from lionheart_core.rulesets.crusade.messages import (
            card_name,
            event_name,
            faction_name,
            m,
            seat_name,
        )
        from lionheart_core.rulesets.crusade.play import edict_text
        from lionheart_core.rulesets.crusade.texts import event_text

        from .table import BACK as CARD_BACK
        from .table import EDICT, EVENT, Chip, PlayerRow, TableLook

        event = None
        if state.event:
            name = text(event_name(state.event))
            event = Chip("event", name, f"<b>{name}</b><br>{text(event_text(state.event))}", EVENT,
                         caption=QCoreApplication.translate("CrusadeAdapter", "Event"))
        deck = Chip("deck", str(len(state.crusade)), QCoreApplication.translate("CrusadeAdapter", "Crusade deck: {n} cards face down").format(n=len(state.crusade)),
                    CARD_BACK, hidden=True)
        signs = {"B": "banner", "H": "hourglass", "C": "chest"}
        reserve = tuple(Chip("reserve", str(n), QCoreApplication.translate("CrusadeAdapter", "{card}: {n} in the Reserve").format(card=text(card_name(t)), n=n),
                             CARD[t[0]], glyph=signs[t[1]])
                        for t, n in zip(CARD_TYPES, state.reserve, strict=True))
        rows = []
        for p in state.players:
            name = text(seat_name(p.seat))
            mine = p.seat == viewer
            colours = self.seat_look(p.seat)
            chips = [Chip("coins", str(p.coins), QCoreApplication.translate("CrusadeAdapter", "{name}: {n} coins").format(name=name, n=p.coins)),
                     Chip("prestige", str(p.prestige), QCoreApplication.translate("CrusadeAdapter", "{name}: {n} prestige").format(name=name, n=p.prestige)),
                     Chip("cards", str(len(p.hand)), QCoreApplication.translate("CrusadeAdapter", "{name}: {n} cards in hand").format(name=name, n=len(p.hand)),
                          CARD_BACK, hidden=True)]
            if p.edict and p.edict != "X":
                e = edicts().get(p.edict)
                words = text(edict_text(p.edict))
                tip = (QCoreApplication.translate("CrusadeAdapter", "Your edict: {edict}") if mine else QCoreApplication.translate("CrusadeAdapter", "{name}'s edict: {edict}")).format(name=name, edict=words)
                chips.append(Chip("edict", f"+{e.points}" if e is not None else "", tip, EDICT, caption=QCoreApplication.translate("CrusadeAdapter", "Edict")))
            elif p.edict:
                chips.append(Chip("edict", "", QCoreApplication.translate("CrusadeAdapter", "{name}'s edict, face down").format(name=name), CARD_BACK, hidden=True))
            short = {"horse": QCoreApplication.translate("CrusadeAdapter", "Horse"), "ship": QCoreApplication.translate("CrusadeAdapter", "Ship"), "skill": QCoreApplication.translate("CrusadeAdapter", "Skill")}
            for item, on in (("horse", p.horse), ("ship", p.ship), ("skill", p.skill)):
                if on:
                    words = text(m(f"item.{item}"))
                    chips.append(Chip("tag", short[item], QCoreApplication.translate("CrusadeAdapter", "{name} has {item}").format(name=name, item=words), colours))
            if p.faction == "neutral" and p.side:  # the Neutral's choice of side is announced
                side = text(faction_name(p.side))
                tip = (QCoreApplication.translate("CrusadeAdapter", "You support {side} this round.") if mine
                       else QCoreApplication.translate("CrusadeAdapter", "{name} supports {side} this round.")).format(name=name, side=side)
                chips.append(Chip("tag", QCoreApplication.translate("CrusadeAdapter", "For {side}").format(side=side), tip, self.seat_look(None)))
            rows.append(PlayerRow(p.seat, name, self.figure_look(p), tuple(chips), mine))
        return TableLook(event, deck, reserve, tuple(rows),
                         {"deck": QCoreApplication.translate("CrusadeAdapter", "Crusade"), "reserve": QCoreApplication.translate("CrusadeAdapter", "Reserve")})


def initials(name: str) -> str:
    """"RH" for Robin Hood, "SN" for the Sheriff of Nottingham, "Is" for Isabella."""
    words = [w for w in name.split() if w[:1].isupper()]
    if len(words) >= 2:
        return words[0][0] + words[1][0]
    return name[:2]
