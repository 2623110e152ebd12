"""The crusade game on the generic grid scene: the England board (red and green locations,
roads and water), the characters' figures as counters (stacked where they share a location),
placing and travelling from the legal actions, the four tracks and the player's own hand under
the board (the hand from the viewer's observation: other hands never reach it)."""

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
        from lionheart_core.rulesets.crusade.messages import seat_name

        out = []
        for p in state.players:
            if p.location is None:
                continue
            name = text(seat_name(p.seat))
            tip = f"<b>{name}</b>: " + QCoreApplication.translate("CrusadeAdapter", "{coins} coins, {prestige} prestige").format(
                coins=p.coins, prestige=p.prestige)
            glyph = "crown" if p.faction == "richard" else "coin" if p.faction == "john" else "shield"
            # The initials in large type (the name is too small to read on a counter); coins,
            # prestige and cards of everyone are listed beside the tracks.
            look = CounterLook(p.seat, glyph, initials(name), name[:12], tooltip=tip,
                               colours=self.seat_look(p.seat))
            out.append(PieceView(p.seat, p.location, look))
        # The Merchant and the Mercenary (four players and more) stand on the map too.
        from lionheart_core.rulesets.crusade.messages import m

        for key, where, glyph in (("merchant", state.merchant, "coin"),
                                  ("mercenary", state.mercenary, "lance")):
            if where:
                name = text(m(key))
                out.append(PieceView(key, where, CounterLook(None, glyph, name[:2], name[:12], tooltip=f"<b>{name}</b>",
                                                             colours=NEUTRAL_FIGURE)))
        return out

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
        """The round and its event, the Reserve, the Crusade deck, the Merchant and the
        Mercenary, and the viewer's own dashboard (edict, upgrades, side): all from the viewer's
        observation."""
        from lionheart_core.rulesets.crusade.data import CARD_TYPES, game_data
        from lionheart_core.rulesets.crusade.messages import (
            cards_text,
            event_name,
            faction_name,
            m,
            seat_name,
        )
        from lionheart_core.rulesets.crusade.play import edict_text
        from lionheart_core.rulesets.crusade.texts import event_text

        out = [QCoreApplication.translate("CrusadeAdapter", "Round {round} of {rounds}: {phase}.").format(
            round=state.round, rounds=game_data().tracks.last_round, phase=text(m(f"phase.{state.phase}")))]
        if state.event:
            out.append(QCoreApplication.translate("CrusadeAdapter", "Event: {event}").format(event=f"{text(event_name(state.event))}. {text(event_text(state.event))}"))
        reserve = [t for t, n in zip(CARD_TYPES, state.reserve, strict=True) for _ in range(n)]
        out.append(QCoreApplication.translate("CrusadeAdapter", "Reserve: {cards}.").format(cards=text(cards_text(reserve))))
        crusade = QCoreApplication.translate("CrusadeAdapter", "Crusade deck: {n} cards face down.").format(n=len(state.crusade))
        if state.revealed:
            crusade += " " + QCoreApplication.translate("CrusadeAdapter", "Last drawn: {cards}.").format(cards=text(cards_text(state.revealed)))
        out.append(crusade)
        for p in state.players:
            line = f"{text(seat_name(p.seat))}: " + QCoreApplication.translate(
                "CrusadeAdapter", "{coins} coins, {prestige} prestige, {cards} cards").format(
                coins=p.coins, prestige=p.prestige, cards=len(p.hand))
            owned = [text(m(f"item.{u}")) for u, on in (("horse", p.horse), ("ship", p.ship),
                                                       ("skill", p.skill)) if on]
            out.append(line + (", " + ", ".join(owned) if owned else "") + ".")
        if state.merchant or state.mercenary:
            out.append(QCoreApplication.translate("CrusadeAdapter", "Merchant at {merchant}, Mercenary at {mercenary}.").format(
                merchant=state.merchant or "-", mercenary=state.mercenary or "-"))
        if me is not None:
            if me.edict and me.edict != "X":
                out.append(QCoreApplication.translate("CrusadeAdapter", "Your edict: {edict}.").format(edict=text(edict_text(me.edict))))
            if me.faction == "neutral" and me.side:
                out.append(QCoreApplication.translate("CrusadeAdapter", "You support {side} this round.").format(side=text(faction_name(me.side))))
        return out



def initials(name: str) -> str:
    """"RH" for Robin Hood, "SN" for the Sheriff of Nottingham, "Is" for Isabella."""
    words = [w for w in name.split() if w[:1].isupper()]
    if len(words) >= 2:
        return words[0][0] + words[1][0]
    return name[:2]
