"""Lancaster on the generic grid scene: the counties (each location shows who holds it), the
knights standing in a county as counters of their strength (stacked where several do), sending
a knight to a county from the legal Place actions, and the power-point track under the board.
Castles, conflicts and Parliament are chosen in the decision panel."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from lionheart_core.i18n import text

from ...boards.adapter import ActionView, BoardAdapter, PieceView, TableView
from ...items.counter import CounterLook
from ...items.track import TrackLook, TrackMarker


class LancasterAdapter(BoardAdapter):
    def __init__(self, ui: Any, ruleset: Any) -> None:
        super().__init__(ui)
        self.ruleset = ruleset
        self.pick: tuple[int, bool] | None = None  # (strength, ally) picked in the court

    def _strengths(self) -> tuple[int, ...]:
        from lionheart_core.rulesets.lancaster.data import game_data

        return tuple(game_data().knights.strengths)

    # ---- pieces ------------------------------------------------------------------------------
    def pieces(self, state: Any) -> list[PieceView]:
        from lionheart_core.rulesets.lancaster.messages import county_name, seat_name

        grid = self.ruleset.grid(state.opts)
        strengths = self._strengths()
        out = []
        for c in state.counties:
            if c.owner is not None and grid.contains(c.letter):
                name = text(county_name(c.letter))
                owner = text(seat_name(c.owner))
                out.append(PieceView(("county", c.letter), c.letter, CounterLook(
                    c.owner, "shield", str(c.squires) if c.squires else "", "",
                    tooltip=f"<b>{name}</b>: held by {owner}, {c.squires} squires",
                    colours=self.seat_look(c.owner))))
        for lord in state.lords:
            owner = text(seat_name(lord.id))
            for i, where in enumerate(lord.knights):
                if not grid.contains(where):
                    continue
                strength = strengths[i] if i < len(strengths) else 0
                out.append(PieceView(("knight", lord.id, i), where, CounterLook(
                    lord.id, "lance", str(strength), "",
                    tooltip=f"{owner}'s knight of strength {strength}", colours=self.seat_look(lord.id))))
        return out

    # ---- actions -----------------------------------------------------------------------------
    def action_view(self, action: Any, grid: Any) -> ActionView | None:
        if type(action).__name__ == "Place" and grid.contains(action.where):
            return ActionView(action, None, action.where, "place")
        return None

    def choose(self, actions: list[ActionView]) -> Any:
        """A click on a county sends the knight picked in the court, else the weakest, without
        squires (the decision panel offers every other way)."""
        places = [v.action for v in actions if type(v.action).__name__ == "Place"]
        picked = [a for a in places if (a.strength, a.ally) == self.pick]
        if picked:
            return min(picked, key=lambda a: a.squires)
        if places:
            return min(places, key=lambda a: (a.ally, a.squires, a.strength))
        return super().choose(actions)

    # ---- under the board ---------------------------------------------------------------------
    def view(self, ruleset: Any, state: Any, viewer: str | None, actions: list) -> TableView:
        from lionheart_core.rulesets.lancaster.messages import seat_name

        most = max([lord.pp for lord in state.lords] + [0])
        markers = tuple(TrackMarker(lord.pp, self.seat_look(lord.id), text(seat_name(lord.id)))
                        for lord in state.lords)
        last = max(30, (most // 10 + 1) * 10)
        return TableView((TrackLook(QCoreApplication.translate("LancasterAdapter", "Power points"), 0, last, markers),),
                         None, ())

    @staticmethod
    def cell_label(cell: Any) -> str:
        """The name under a location: the counties' letters, and France in the reader's language."""
        return QCoreApplication.translate("LancasterAdapter", "France") if cell == "france" else str(cell)
