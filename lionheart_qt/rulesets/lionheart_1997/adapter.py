"""The 1997 game's adapter for the generic board scene and the shared painter: its stands (from
the units of a position, with their unit-type facts as a tooltip), where its actions show on the
board, and the royal shields on the kings' squares."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF
from PySide6.QtGui import QColor, QPainter

from lionheart_core.grids.square import FACING_NAMES, label
from lionheart_core.rulesets.lionheart_1997.model import Attack, Move

from ...boards.adapter import ActionView, BoardAdapter, PieceView
from ...items.glyphs import paint_glyph
from ...items.stand import StandLook

KING_MARK = QColor("#b0b0b0")  # the shields on paper: a light grey under the stands


_FACINGS = {
    "north": QT_TRANSLATE_NOOP("Lionheart1997Stand", "north"),
    "east": QT_TRANSLATE_NOOP("Lionheart1997Stand", "east"),
    "south": QT_TRANSLATE_NOOP("Lionheart1997Stand", "south"),
    "west": QT_TRANSLATE_NOOP("Lionheart1997Stand", "west"),
}


def _tr_facing(name: str) -> str:
    return QCoreApplication.translate("Lionheart1997Stand", _FACINGS[name]) if name in _FACINGS else name


def _actions(n: int) -> str:
    """"1 action", "2 actions" (two strings: each language words its own plural)."""
    if n == 1:
        return QCoreApplication.translate("Lionheart1997Stand", "1 action")
    return QCoreApplication.translate("Lionheart1997Stand", "{n} actions").format(n=n)


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
        """The unit type's facts, in the GUI's language."""
        from lionheart_core.i18n import text

        rs = self.ruleset
        dice = rs.dice_count(u)
        hits = {"axe": QCoreApplication.translate("Lionheart1997Stand", "battle-axes"), "arrow": QCoreApplication.translate("Lionheart1997Stand", "arrows"),
                "most": QCoreApplication.translate("Lionheart1997Stand", "axes or arrows, whichever is more")}[t.hits_on]
        attack = {"front": QCoreApplication.translate("Lionheart1997Stand", "the square in front"),
                  "zone": QCoreApplication.translate("Lionheart1997Stand", "any of the {n} squares in front").format(n=t.zone_width * t.zone_depth),
                  "around": QCoreApplication.translate("Lionheart1997Stand", "any of the 8 squares around")}[t.attack]
        move = QCoreApplication.translate("Lionheart1997Stand", "any distance straight ahead") if t.mounted else QCoreApplication.translate("Lionheart1997Stand", "one square ahead")
        facing = _tr_facing(FACING_NAMES[u.facing])
        lines = [
            QCoreApplication.translate("Lionheart1997Stand", "<b>{unit}</b> on {square}, facing {facing}").format(
                unit=text(rs.unit_name(u)), square=label(u.square), facing=facing),
            QCoreApplication.translate("Lionheart1997Stand", "Attack: {attack}").format(attack=attack),
            QCoreApplication.translate("Lionheart1997Stand", "Dice: {per} per figure, {dice} in all (never more than 4); hits with {hits}").format(
                per=t.dice_per_figure, dice=dice, hits=hits),
            QCoreApplication.translate("Lionheart1997Stand", "Hits to remove a figure: {n}").format(n=t.hits_to_kill),
            QCoreApplication.translate("Lionheart1997Stand", "Move: {move}, {move_cost}; turn: {turn_cost}").format(
                move=move, move_cost=_actions(t.move_cost), turn_cost=_actions(t.turn_cost)),
            QCoreApplication.translate("Lionheart1997Stand", "Panics: yes") if t.panics else QCoreApplication.translate("Lionheart1997Stand", "Panics: never"),
        ]
        if t.retreat_per_panic:
            lines.append(QCoreApplication.translate("Lionheart1997Stand", "Falls back one square for every panic rolled"))
        if t.forces_retreat:
            lines.append(QCoreApplication.translate("Lionheart1997Stand", "Drives back what it attacks, one square per panic"))
        if t.bribable:
            lines.append(QCoreApplication.translate("Lionheart1997Stand", "Can be bribed by the enemy King"))
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
