"""Placement for Lionheart (1997): the customized game's secret setup in the back two rows, and
the basic game's secret regrouping of Massive Infantry (drag an Infantry base onto another).

Everything comes from the core: the tray's base sizes from the legal Place actions, legal squares
from Place/Relocate actions, refusals from ``RULESET.check``. The box's figure counts are data.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QCoreApplication

from lionheart_core.engine import IllegalAction
from lionheart_core.i18n import text
from lionheart_core.rulesets.lionheart_1997.data import KIND_ORDER, game_data
from lionheart_core.rulesets.lionheart_1997.model import (
    ConfirmSetup,
    Place,
    Regroup,
    Relocate,
    Remove,
    StandardSetup,
)
from lionheart_core.rulesets.lionheart_1997.rules import kind_msg

from ...placement.framework import Payload, Piece, PlacementController


class Lionheart1997Placement(PlacementController):
    """Adapter between the tray/board drag-and-drop and the 1997 setup actions."""

    def _state(self) -> Any:
        return self.game.state

    def _phase(self) -> str | None:
        """The phase of the game on the table; None before any game is there."""
        state = self._state()
        return None if state is None else state.phase

    def _actions(self) -> list:
        side = self.side()
        if side is None:
            return []
        return [a for a in self.game.legal_actions() if getattr(a, "player", None) == side]

    def active(self) -> bool:
        # Not while the player reviews an earlier position (the history stepper).
        if getattr(self.game, "history_index", None) is not None:
            return False
        return self._phase() == "setup" and self.side() is not None

    def side(self) -> str | None:
        state = self._state()
        if state is None or state.phase != "setup":
            return None
        viewer = self.game.view_player()
        if viewer is not None and viewer not in state.setup_done:
            return viewer
        return None

    def _own_units(self) -> list:
        side = self.side()
        return [u for u in self._state().units if u.owner == side and u.square is not None]

    def pieces(self) -> list[Piece]:
        if not self.active() or self.regrouping():
            return []
        data = game_data()
        placed: dict[str, int] = {}
        for u in self._own_units():
            placed[u.kind] = placed.get(u.kind, 0) + u.figures
        choices: dict[str, set[int]] = {}
        for a in self._actions():
            if isinstance(a, Place):
                choices.setdefault(a.kind, set()).add(a.figures)
        out = []
        for kind in KIND_ORDER:
            t = data.units.get(kind)
            if t is None or kind == "king":
                continue
            left = t.figures_per_side - placed.get(kind, 0)
            dice = (QCoreApplication.translate("Lionheart1997Placement", "1 die per figure") if t.dice_per_figure == 1
                    else QCoreApplication.translate("Lionheart1997Placement", "{n} dice per figure").format(n=t.dice_per_figure))
            hits = (QCoreApplication.translate("Lionheart1997Placement", "1 hit to kill") if t.hits_to_kill == 1
                    else QCoreApplication.translate("Lionheart1997Placement", "{n} hits to kill").format(n=t.hits_to_kill))
            detail = QCoreApplication.translate("Lionheart1997Placement", "{dice}, {hits}").format(dice=dice, hits=hits)
            out.append(Piece(kind, text(kind_msg(kind)), t.glyph, left, tuple(sorted(choices.get(kind, ()))), detail))
        return out

    def placed_by_hand(self) -> int:
        """Bases placed besides the King (he stands on his shield from the start); none while
        regrouping Massive Infantry, where the standard setup only undoes the regrouping."""
        if not self.active() or self.regrouping():
            return 0
        return sum(1 for u in self._own_units() if u.kind != "king")

    def bases(self) -> tuple[int, int]:
        """(bases on the board, bases an army has)."""
        return len(self._own_units()), game_data().limits.bases

    def regrouping(self) -> bool:
        """The basic game's Massive Infantry step: bases are regrouped, not placed."""
        return any(isinstance(a, Regroup) for a in self._actions())

    def summary(self) -> str:
        if not self.active():
            return ""
        if self.regrouping():
            return QCoreApplication.translate("Lionheart1997Placement", "Drop an Infantry base on another of your Infantry bases to move its figures (up to 10 on a base), then confirm")
        placed, limit = self.bases()
        left = limit - placed
        if left == 1:
            return QCoreApplication.translate("Lionheart1997Placement", "1 base left to place ({placed} of {limit} on the board)").format(
                placed=placed, limit=limit)
        return QCoreApplication.translate("Lionheart1997Placement", "{left} bases left to place ({placed} of {limit} on the board)").format(
            left=left, placed=placed, limit=limit)

    def legal_cells(self, payload: Payload) -> set[Hashable]:
        if payload.from_tray:
            return {a.square for a in self._actions() if isinstance(a, Place)
                    and a.kind == payload.kind and a.figures == payload.figures}
        frm = self.decode_cell(payload.from_cell)
        return {a.to for a in self._actions() if isinstance(a, Relocate | Regroup) and a.frm == frm}

    def action_for(self, payload: Payload, cell: Hashable) -> Any | None:
        side = self.side()
        if side is None or cell is None:
            return None
        if payload.from_tray:
            return Place(side, payload.kind, payload.figures, cell)
        frm = self.decode_cell(payload.from_cell)
        if frm == cell:
            return None  # dropped where it stood: nothing to do
        if self.regrouping():
            # As many figures as the target base has room for.
            sizes = [a.figures for a in self._actions() if isinstance(a, Regroup) and a.frm == frm and a.to == cell]
            return Regroup(side, frm, cell, max(sizes)) if sizes else Regroup(side, frm, cell, 1)
        return Relocate(side, frm, cell)

    def remove_action(self, payload: Payload) -> Any | None:
        side = self.side()
        if side is None or payload.from_tray or self.regrouping():
            return None
        return Remove(side, self.decode_cell(payload.from_cell))

    def movable_cells(self) -> set[Hashable]:
        return {a.square if isinstance(a, Remove) else a.frm for a in self._actions()
                if isinstance(a, Remove | Regroup)}

    def standard_action(self) -> Any | None:
        return next((a for a in self._actions() if isinstance(a, StandardSetup)), None)

    def confirm_action(self) -> Any | None:
        side = self.side()
        return ConfirmSetup(side) if side is not None else None

    def encode_cell(self, cell: Hashable) -> Any:
        return None if cell is None else [cell[0], cell[1]]

    def decode_cell(self, data: Any) -> Hashable:
        return None if data is None else (int(data[0]), int(data[1]))

    def side_name(self) -> str:
        side = self.side()
        if side is None:
            return ""
        return text(self.game.ruleset.seat(side).name)

    def refusal(self, action: Any) -> str | None:
        if self._state() is None:
            return QCoreApplication.translate("Lionheart1997Placement", "No game is on the table.")
        try:
            self.game.ruleset.check(self._state(), action)
        except IllegalAction as exc:
            return exc.reason[:1].upper() + exc.reason[1:]
        return None
