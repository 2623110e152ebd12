"""The 1997 game's adapter for the generic board scene and the shared painter: its stands (from
the units of a position, with their unit-type facts as a tooltip), where its actions show on the
board, and the royal shields on the kings' squares."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from lionheart_core.grids.square import FACING_NAMES, label
from lionheart_core.rulesets.lionheart_1997.model import Attack, Move

from ...boards.adapter import ActionView, BoardAdapter, PieceView
from ...items.glyphs import paint_glyph
from ...items.stand import StandLook

KING_MARK = QColor("#b0b0b0")  # the shields on paper: a light grey under the stands


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' * (n != 1)}"


class Lionheart1997Adapter(BoardAdapter):
    def __init__(self, ui: Any, ruleset: Any) -> None:
        super().__init__(ui)
        self.ruleset = ruleset

    # ---- stands ------------------------------------------------------------------------------
    def look(self, u: Any) -> StandLook:
        t = self.ruleset.unit_type(u.kind)
        return StandLook(
            owner=u.owner,
            glyph=t.glyph,
            figures=None if u.kind == "king" else u.figures,
            facing=u.facing,
            tooltip=self.tooltip(u, t),
            pennant=bool(t.bribable),
            colours=self.seat_look(u.owner),
        )

    def pieces(self, state: Any) -> list[PieceView]:
        return [PieceView(u.uid, u.square, self.look(u)) for u in state.units if u.square is not None]

    def tooltip(self, u: Any, t: Any) -> str:
        rs = self.ruleset
        dice = rs.dice_count(u)
        hits = {"axe": "battle-axes", "arrow": "arrows", "most": "axes or arrows, whichever is more"}[t.hits_on]
        attack = {"front": "the square in front", "zone": f"any of the {t.zone_width * t.zone_depth} squares in front",
                  "around": "any of the 8 squares around"}[t.attack]
        move = ("any distance straight ahead" if t.mounted else "one square ahead")
        lines = [
            f"<b>{rs.unit_name(u)}</b> on {label(u.square)}, facing {FACING_NAMES[u.facing]}",
            f"Attack: {attack}",
            f"Dice: {t.dice_per_figure} per figure, {dice} in all (never more than 4); hits with {hits}",
            f"Hits to remove a figure: {t.hits_to_kill}",
            f"Move: {move}, {_plural(t.move_cost, 'action')}; turn: {_plural(t.turn_cost, 'action')}",
            "Panics: " + ("yes" if t.panics else "never"),
        ]
        if t.retreat_per_panic:
            lines.append("Falls back one square for every panic rolled")
        if t.forces_retreat:
            lines.append("Drives back what it attacks, one square per panic")
        if t.bribable:
            lines.append("Can be bribed by the enemy King")
        return "<br>".join(lines)

    # ---- actions -----------------------------------------------------------------------------
    def action_view(self, action: Any, grid: Any) -> ActionView | None:
        """Moves fill their square, attacks outline their target; turns (arrows on the stand),
        bribes (a coin) and the setup (the tray) are the 1997 scene's own."""
        if isinstance(action, Move):
            return ActionView(action, action.frm, action.to, "move")
        if isinstance(action, Attack):
            return ActionView(action, action.frm, action.target, "target")
        return None

    # ---- the board ---------------------------------------------------------------------------
    def decorate(self, painter: QPainter, board: Any, printed: bool = False) -> None:
        """The royal shields on the kings' squares, in each army's colours on the table and in
        light grey on paper."""
        for side in self.ruleset.players():
            r = board.geometry.cell_rect(self.ruleset.king_square(side))
            w, h = r.width() / 100, r.height() / 100
            if printed:
                paint_glyph(painter, r.adjusted(22 * w, 18 * h, -22 * w, -14 * h), "shield", KING_MARK)
            else:
                colours = self.seat_look(side)
                fill = QColor(colours.light)
                fill.setAlpha(170)
                paint_glyph(painter, QRectF(r).adjusted(14 * w, 14 * h, -14 * w, -14 * h), "shield", fill,
                            colours.rim)
