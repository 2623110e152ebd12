"""The drag-and-drop placement framework shared by every ruleset's setup.

A ruleset supplies a :class:`PlacementController` that knows, by asking the core, which pieces a
side still has to place, which cells a dragged piece may go to, and which action a drop means.
Cells are opaque keys: squares for the 1997 board, counties for Lancaster, hexes for the campaign
map and the hex field. The scene maps keys to shapes; the :class:`Tray` (tray.py) lists the
pieces; :class:`DropSupport` gives any scene the drag-enter/move/drop handling.

Nothing here decides a rule: legal cells come from the core's legal actions, refusals from the
core's ``check`` (its ``IllegalAction`` reason).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QMimeData, QObject, Signal

MIME_TYPE = "application/x-lionheart-piece"


@dataclass(frozen=True)
class Piece:
    """One tray entry: a kind of piece the side can still place.

    ``figure_choices`` are the sizes (figures per base, strength...) the core allows now, empty
    when none can be placed; ``remaining`` is what is left in the box (shown to the player).
    """

    kind: str
    label: str
    glyph: str
    remaining: int
    figure_choices: tuple[int, ...] = ()
    detail: str = ""

    @property
    def available(self) -> bool:
        return bool(self.figure_choices)


@dataclass(frozen=True)
class Payload:
    """What a drag carries: a new piece from the tray (``kind`` + ``figures``) or a piece already
    placed (``from_cell``, encoded by the placement controller)."""

    side: str
    kind: str | None = None
    figures: int | None = None
    from_cell: Any = None

    @property
    def from_tray(self) -> bool:
        return self.from_cell is None

    def to_mime(self) -> QMimeData:
        mime = QMimeData()
        data = {"side": self.side, "kind": self.kind, "figures": self.figures, "from": self.from_cell}
        mime.setData(MIME_TYPE, QByteArray(json.dumps(data).encode()))
        return mime

    @staticmethod
    def from_mime(mime: QMimeData | None) -> Payload | None:
        """The payload of a drag, or None when the drag is not one of ours (or is malformed)."""
        if mime is None or not mime.hasFormat(MIME_TYPE):
            return None
        try:
            data = json.loads(bytes(mime.data(MIME_TYPE).data()).decode())
            return Payload(str(data["side"]), data.get("kind"), data.get("figures"), data.get("from"))
        except (ValueError, KeyError, TypeError):
            return None


class PlacementController(QObject):
    """Base class of a ruleset's placement rules-adapter. Subclasses implement the methods that
    raise ``NotImplementedError``; everything goes through the game controller (``game``).

    Signals: ``changed()`` after any change that alters the tray; ``message(str)`` a reason or
    hint to show the player (an empty string clears it).
    """

    changed = Signal()
    message = Signal(str)

    def __init__(self, game: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.last_refusal = ""
        # Only for the game it was made for: another game may take the table before this
        # controller is deleted.
        self._ruleset_id = getattr(getattr(game, "ruleset", None), "id", None)
        game.stateChanged.connect(self._state_changed)

    def _state_changed(self) -> None:
        rid = getattr(getattr(self.game, "ruleset", None), "id", None)
        if self._ruleset_id is None or rid == self._ruleset_id:
            self.changed.emit()

    # ---- to implement per ruleset --------------------------------------------------------------
    def active(self) -> bool:
        """True while the viewing side is placing pieces."""
        raise NotImplementedError

    def side(self) -> str | None:
        """The side whose pieces the tray shows."""
        raise NotImplementedError

    def side_name(self) -> str:
        return (self.side() or "").title()

    def seat_look(self) -> Any:
        """The colours of the side placing (its ruleset package's seat look)."""
        from ..items.palette import NEUTRAL
        from ..rulesets import ui_for

        ruleset = getattr(self.game, "ruleset", None)
        side = self.side()
        if ruleset is None or side is None:
            return NEUTRAL
        return ui_for(ruleset.id).seat_look(side)

    def pieces(self) -> list[Piece]:
        raise NotImplementedError

    def summary(self) -> str:
        """One line over the tray, e.g. "6 of 10 bases placed"."""
        return ""

    def legal_cells(self, payload: Payload) -> set[Hashable]:
        raise NotImplementedError

    def action_for(self, payload: Payload, cell: Hashable) -> Any | None:
        """The action a drop of ``payload`` on ``cell`` means (legal or not), None for no action."""
        raise NotImplementedError

    def remove_action(self, payload: Payload) -> Any | None:
        """The action of dragging a placed piece back to the tray, None if that is not possible."""
        raise NotImplementedError

    def movable_cells(self) -> set[Hashable]:
        """Cells holding placed pieces the player may drag again."""
        raise NotImplementedError

    def standard_action(self) -> Any | None:
        raise NotImplementedError

    def placed_by_hand(self) -> int:
        """How many pieces the player has set out that the standard setup would replace (the
        tray asks before throwing them away); 0 when nothing would be lost."""
        return 0

    def confirm_action(self) -> Any | None:
        raise NotImplementedError

    def encode_cell(self, cell: Hashable) -> Any:
        """A JSON value for a cell key (drag payloads are JSON)."""
        return cell

    def decode_cell(self, data: Any) -> Hashable:
        return data

    def refusal(self, action: Any) -> str | None:
        """Why the core refuses ``action`` (its IllegalAction reason), or None if it is legal."""
        raise NotImplementedError

    # ---- shared behaviour ----------------------------------------------------------------------
    def payload_for(self, kind: str, figures: int) -> Payload:
        return Payload(self.side() or "", kind, figures, None)

    def payload_from_cell(self, cell: Hashable) -> Payload:
        return Payload(self.side() or "", None, None, self.encode_cell(cell))

    def explain(self, payload: Payload, cell: Hashable | None) -> str:
        """The reason a drop of ``payload`` on ``cell`` is refused ("" when it is legal)."""
        if cell is None:
            return QCoreApplication.translate("Placement", "Drop the piece on the board.")
        action = self.action_for(payload, cell)
        if action is None:
            return ""
        return self.refusal(action) or ""

    def submit(self, action: Any) -> bool:
        """Hand an action to the game controller (which reports a refusal itself)."""
        ok = bool(self.game.submit(action))
        if ok:
            self.note("")
        return ok

    def note(self, text: str) -> None:
        """Show ``text`` to the player (and remember it as the last refusal when not empty)."""
        if text:
            self.last_refusal = text
        self.message.emit(text)

    def drag_finished(self, accepted: bool) -> None:
        """Called by whoever started a drag: an unaccepted drag snaps back with its reason."""
        if not accepted and self.last_refusal:
            self.message.emit(self.last_refusal)


class DropSupport:
    """Drag-enter/move/drop handling for a scene whose cells are opaque keys.

    ``cell_at(scene_pos)`` maps a point to a cell key (or None); ``show_cells(cells)`` highlights
    the legal cells of the drag (an empty set clears them). Drops are accepted only over legal
    cells (move decides per cell; enter accepts our drags so the moves keep coming); over an illegal
    cell the core's reason is shown at once, so a drag that snaps back has already said why.
    """

    def __init__(self, placement: PlacementController, cell_at: Callable[[Any], Hashable | None],
                 show_cells: Callable[[set], None]) -> None:
        self.placement = placement
        self.cell_at = cell_at
        self.show_cells = show_cells
        self._payload: Payload | None = None
        self._legal: set = set()
        self._last_cell: Any = object()

    def _current(self, event: Any) -> Payload | None:
        payload = Payload.from_mime(event.mimeData())
        if payload is None or not self.placement.active() or payload.side != self.placement.side():
            return None
        return payload

    def enter(self, event: Any) -> None:
        payload = self._current(event)
        if payload is None:
            event.ignore()
            return
        self._payload = payload
        self._legal = self.placement.legal_cells(payload)
        self._last_cell = object()
        self.show_cells(self._legal)
        self.move(event)
        # Qt sends no move events to a widget that ignored the enter, so the drag would stay
        # refused even over legal cells: accept the enter of any of our drags (the drop itself
        # is still accepted only over a legal cell, by move()).
        event.setAccepted(True)

    def move(self, event: Any) -> None:
        payload = self._payload if self._payload is not None else self._current(event)
        if payload is None:
            event.ignore()
            return
        cell = self.cell_at(event.scenePos())
        if cell in self._legal:
            event.setAccepted(True)
            event.acceptProposedAction()
            if cell != self._last_cell:
                self.placement.note("")
        else:
            event.ignore()
            if cell != self._last_cell and cell is not None:
                reason = self.placement.explain(payload, cell)
                if reason:
                    self.placement.note(reason)
        self._last_cell = cell

    def leave(self, event: Any) -> None:
        self._payload = None
        self._legal = set()
        self.show_cells(set())

    def drop(self, event: Any) -> bool:
        """Apply the drop. A drop on a cell the core refuses (only possible when the event is sent
        directly) is still submitted, so the player sees the controller's own reason."""
        payload = self._current(event)
        self.show_cells(set())
        self._payload, self._legal = None, set()
        if payload is None:
            event.ignore()
            return False
        cell = self.cell_at(event.scenePos())
        action = None if cell is None else self.placement.action_for(payload, cell)
        if action is None:
            event.ignore()
            self.placement.note(self.placement.explain(payload, cell) or "")
            return False
        reason = self.placement.refusal(action)
        if reason:
            self.placement.note(reason)
            self.placement.game.submit(action)  # the controller reports the refusal too
            event.ignore()
            return False
        ok = self.placement.submit(action)
        if ok:
            event.acceptProposedAction()
        else:
            event.ignore()
        return ok


class DropCellsScene:
    """Mixin for a grid scene that takes placement drops: it needs ``self.placement`` (a
    :class:`PlacementController`) and calls :meth:`init_drops` once; the legal cells of a drag are
    lit, and Qt's drag events go to a :class:`DropSupport`."""

    def init_drops(self) -> None:
        self.drop_cells: list = []
        self.drops = DropSupport(self.placement, self.cell_at, self.show_drop_cells)

    def show_drop_cells(self, cells: set) -> None:
        from ..items import palette
        from ..items.highlights import CellFill, remove_items

        remove_items(self.drop_cells)
        for cell in cells:
            item = CellFill(self.cell_shape(cell), palette.LEGAL_CELL, dot=False,
                            edge=palette.LEGAL_CELL_EDGE, key=cell)
            self.addItem(item)
            self.drop_cells.append(item)

    def dragEnterEvent(self, event: Any) -> None:  # noqa: N802
        self.drops.enter(event)

    def dragMoveEvent(self, event: Any) -> None:  # noqa: N802
        self.drops.move(event)

    def dragLeaveEvent(self, event: Any) -> None:  # noqa: N802
        self.drops.leave(event)

    def dropEvent(self, event: Any) -> None:  # noqa: N802
        self.drops.drop(event)
