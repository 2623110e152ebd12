"""Deploying the hex variant's armies by drag and drop: a unit of the reserve dragged from the
army dock onto a hex of the field (the legal ``Deploy`` actions light the hexes it may take; a
drop elsewhere shows the rules' reason), a deployed unit dragged back onto the dock (its
``Withdraw``), and a deployed unit dragged on the field to another hex. The rules have no action
for that last one: it is their ``Withdraw`` and then their ``Deploy`` of the unit, sent together
(``GameController.submit_together``: both or neither, one Undo takes both back). The hexes it
may take are the ``Deploy`` hexes the rules offer for it once withdrawn, and a refusal is their
reason. The shared placement framework carries the drag; everything comes from the legal actions,
``RULESET.check`` and the position a withdrawal leaves (``RULESET.step``).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from lionheart_core.engine import IllegalAction
from lionheart_core.i18n import text

from ...placement.framework import Payload, Piece, PlacementController


@dataclass(frozen=True)
class Redeploy:
    """A deployed unit moved to another hex: the rules' two actions, sent together."""

    withdraw: Any
    deploy: Any

    @property
    def actions(self) -> list:
        return [self.withdraw, self.deploy]


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
        if not payload.from_tray:
            at = self.decode_cell(payload.from_cell)
            after = self._withdrawn(at)
            if after is None:
                return set()
            state, uid = after
            return {a.at for a in self.game.ruleset.legal_actions(state, self.side())
                    if type(a).__name__ == "Deploy" and a.uid == uid and a.at != at}
        return set()

    def _unit_on(self, at: Hashable) -> Any:
        """The viewer's own deployed unit on ``at`` (None if there is none)."""
        state = self.game.view_state()
        side = self.side()
        if state is None or side is None:
            return None
        return next((u for u in state.units if u.owner == side and u.hex == at), None)

    def _withdrawn(self, at: Hashable) -> tuple[Any, int] | None:
        """The position once the unit on ``at`` is taken back into the reserve (the rules' own
        step) and the unit's number; None when the rules do not let it go now."""
        withdraw = self.remove_action(Payload(self.side() or "", None, None, self.encode_cell(at)))
        unit = self._unit_on(at)
        if withdraw is None or unit is None or self.game.state is None:
            return None
        try:
            state = self.game.ruleset.step(self.game.state, withdraw)[0]
        except IllegalAction:
            return None
        return state, unit.uid

    def action_for(self, payload: Payload, cell: Hashable) -> Any | None:
        from lionheart_core.rulesets.lionheart_hex import Deploy, Withdraw

        side = self.side()
        if side is None or cell is None or payload.kind is None and payload.from_tray:
            return None
        if payload.from_tray:
            return Deploy(side, int(payload.kind), cell)
        at = self.decode_cell(payload.from_cell)
        unit = self._unit_on(at)
        if unit is None or cell == at:
            return None  # dropped where it stands: nothing to do
        return Redeploy(Withdraw(side, at), Deploy(side, unit.uid, cell))

    def submit(self, action: Any) -> bool:
        if isinstance(action, Redeploy):
            together = getattr(self.game, "submit_together", None)
            if together is not None:
                ok = bool(together(action.actions))
            else:  # a controller without it (a sub-game's): in turn, checked beforehand (refusal)
                ok = all(self.game.submit(a) for a in action.actions)
            if ok:
                self.note("")
            return ok
        return super().submit(action)

    def move(self, payload: Payload, cell: Hashable | None) -> bool:
        """A deployed unit dropped on ``cell`` of the field: moved there, or the rules' reason
        shown and the unit left where it was."""
        action = self.action_for(payload, cell) if cell is not None else None
        if action is None:
            if cell is None:
                self.note(self.explain(payload, cell))
            return False
        reason = self.refusal(action)
        if reason:
            self.note(reason)
            return False
        return self.submit(action)

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
        state = self.game.state
        try:
            if isinstance(action, Redeploy):
                # Taken back, then deployed there: the rules' reason for the first that fails.
                self.game.ruleset.check(state, action.withdraw)
                state = self.game.ruleset.step(state, action.withdraw)[0]
                action = action.deploy
            self.game.ruleset.check(state, action)
        except IllegalAction as exc:
            reason = text(exc.reason)
            return reason[:1].upper() + reason[1:]
        return None


__all__ = ["HexDeployment", "Redeploy"]
