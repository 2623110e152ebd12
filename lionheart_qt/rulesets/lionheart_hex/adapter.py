"""The hex variant on the generic grid scene: its stands (facing a hexside), where its unit
actions show (advance into the front hex, attack it, shoot into the arc, turn by the arrows on
the stand, deploy by a click on a deployment hex) and which published zones are drawn."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from lionheart_core.i18n import text

from ...boards.adapter import ActionView, BoardAdapter, PieceView, facing_degrees
from ...items.stand import StandLook


class LionheartHexAdapter(BoardAdapter):
    def __init__(self, ui: Any, ruleset: Any) -> None:
        super().__init__(ui)
        self.ruleset = ruleset

    # ---- stands ------------------------------------------------------------------------------
    @staticmethod
    def glyph(spec: Any) -> str:
        from lionheart_core.rulesets.lionheart_hex.tables import is_missile

        if spec.cls.startswith("king"):
            return "crown"
        if spec.cls == "peasants":
            return "pitchfork"
        if is_missile(spec):
            return "bow"
        if "horse" in spec.cls:
            return "lance"
        return "shield" if spec.shields else "axe"

    def look(self, u: Any) -> StandLook:
        grid = self.ruleset.grid()
        facing = facing_degrees(grid, u.hex, u.hex.neighbour(u.facing))
        from lionheart_core.rulesets.lionheart_hex.messages import kind_long

        lines = [QCoreApplication.translate("LionheartHexAdapter", "<b>{unit}</b> on {hex}").format(
            unit=text(self.ruleset.unit_name(u)), hex=grid.label(u.hex))]
        spec = u.spec
        lines.append(text(kind_long(spec)))
        if u.panicked:
            lines.append(QCoreApplication.translate("LionheartHexAdapter", "Panicked: must rally"))
        if not u.loaded:
            lines.append(QCoreApplication.translate("LionheartHexAdapter", "Not loaded"))
        figures = None if spec.cls.startswith("king") else u.figures  # a lone King: no number
        return StandLook(owner=u.owner, glyph=self.glyph(spec), figures=figures, facing=facing,
                         tooltip="<br>".join(lines), pennant=bool(spec.mercenary),
                         colours=self.seat_look(u.owner))

    def pieces(self, state: Any) -> list[PieceView]:
        return [PieceView(u.uid, u.hex, self.look(u)) for u in state.units if u.alive]

    # ---- actions -----------------------------------------------------------------------------
    def _unit(self, cell: Any) -> Any:
        state = self.state
        if state is None:
            return None
        return next((u for u in state.units if u.alive and u.hex == cell), None)

    def action_view(self, action: Any, grid: Any) -> ActionView | None:
        kind = type(action).__name__
        if kind in ("Advance", "Attack"):
            u = self._unit(action.at)
            if u is None:
                return None
            front = action.at.neighbour(u.facing)
            return ActionView(action, action.at, front, "move" if kind == "Advance" else "target")
        if kind == "Shoot":
            return ActionView(action, action.at, action.target, "target")
        if kind in ("Turn", "Rally"):
            return ActionView(action, action.at, None, "turn",
                              facing_degrees(grid, action.at, action.at.neighbour(action.facing)))
        if kind == "AboutFace":
            u = self._unit(action.at)
            if u is None:
                return None
            return ActionView(action, action.at, None, "turn",
                              facing_degrees(grid, action.at, action.at.neighbour(u.facing + 3)))
        if kind == "Deploy":
            return ActionView(action, None, action.at, "place")
        return None

    def choose(self, actions: list[ActionView]) -> Any:
        """An advance keeps its facing unless the player turns afterwards; a deploy takes the
        unit selected in the army builder's reserve, else the first unit of the reserve."""
        chosen = getattr(getattr(self, "builder", None), "selected_uid", None)
        for v in actions:
            a = v.action
            if type(a).__name__ == "Deploy" and a.uid == chosen:
                return a
        for v in actions:
            a = v.action
            if type(a).__name__ == "Advance":
                u = self._unit(a.at)
                if u is not None and a.facing == u.facing:
                    return a
        return super().choose(actions)

    # ---- zones -------------------------------------------------------------------------------
    def zone_colours(self, kind: str) -> tuple[QColor, QColor] | None:
        """The firing arc and a retreat's area; front, flank and rear stay off the board (the
        stand's chevron shows its front)."""
        if kind.startswith("arc"):
            return (QColor(255, 214, 120, 80), QColor(214, 98, 12, 210))
        if kind == "retreat":
            return (QColor(120, 170, 230, 70), QColor(40, 90, 170, 200))
        return None
