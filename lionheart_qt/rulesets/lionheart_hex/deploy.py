"""Deploying the hex variant's armies by drag and drop: a unit of the reserve dragged from the
army dock onto a hex of the field (the legal ``Deploy`` actions light the hexes it may take; a
drop elsewhere shows the rules' reason), and a deployed unit dragged back onto the dock (its
``Withdraw``). The shared placement framework carries the drag; everything comes from the legal
actions and ``RULESET.check``.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QCoreApplication

from lionheart_core.engine import IllegalAction
from lionheart_core.i18n import text

from ...placement.framework import Payload, Piece, PlacementController


class HexDeployment(PlacementController):
    """A payload's ``kind`` is the unit's number (a string) for a unit of the reserve; a unit on
    the field travels as its hex (``from_cell``, the hex's label)."""

    def _actions(self) -> list:
        side = self.side()
        if side is None:
            return []
        return [a for a in self.game.legal_actions() if getattr(a, "player", None) == side]

    def active(self) -> bool:
        if getattr(self.game, "history_index", None) is not None:
            return False
        state = self.game.view_state()
        return state is not None and getattr(state, "phase", None) == "build" and self.side() is not None

    def side(self) -> str | None:
        state = self.game.view_state()
        if state is None or getattr(state, "phase", None) != "build":
            return None
        viewer = self.game.view_player()
        return viewer if viewer is not None and viewer not in getattr(state, "ready", ()) else None

    def pieces(self) -> list[Piece]:
        return []  # the army dock lists the reserve

    def legal_cells(self, payload: Payload) -> set[Hashable]:
        if payload.from_tray and payload.kind is not None:
            uid = int(payload.kind)
            return {a.at for a in self._actions() if type(a).__name__ == "Deploy" and a.uid == uid}
        return set()

    def action_for(self, payload: Payload, cell: Hashable) -> Any | None:
        from lionheart_core.rulesets.lionheart_hex import Deploy

        side = self.side()
        if side is None or cell is None or not payload.from_tray or payload.kind is None:
            return None
        return Deploy(side, int(payload.kind), cell)

    def remove_action(self, payload: Payload) -> Any | None:
        if payload.from_tray:
            return None
        at = self.decode_cell(payload.from_cell)
        return next((a for a in self._actions() if type(a).__name__ == "Withdraw" and a.at == at), None)

    def movable_cells(self) -> set[Hashable]:
        return {a.at for a in self._actions() if type(a).__name__ == "Withdraw"}

    def standard_action(self) -> Any | None:
        return None

    def confirm_action(self) -> Any | None:
        return None

    def encode_cell(self, cell: Hashable) -> Any:
        return None if cell is None else self.game.ruleset.grid().label(cell)

    def decode_cell(self, data: Any) -> Hashable:
        return None if data is None else self.game.ruleset.grid().parse(str(data))

    def side_name(self) -> str:
        side = self.side()
        return "" if side is None else self.game.seat_name(side)

    def refusal(self, action: Any) -> str | None:
        if self.game.state is None:
            return QCoreApplication.translate("HexDeployment", "No game is on the table.")
        try:
            self.game.ruleset.check(self.game.state, action)
        except IllegalAction as exc:
            reason = text(exc.reason)
            return reason[:1].upper() + reason[1:]
        return None


__all__ = ["HexDeployment"]
