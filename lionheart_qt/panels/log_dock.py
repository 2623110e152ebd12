"""The game log: one readable line per event, the dice of a roll drawn beside it as dice."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

from .. import style
from ..items.glyphs import paint_roll

if TYPE_CHECKING:  # the controller pulls in the core: only for type hints
    from ..controller import GameController

EVENT_ROLE = Qt.ItemDataRole.UserRole + 1
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 2
SIDE_ROLE = Qt.ItemDataRole.UserRole + 3
DIE_SIZE = 20
PAD = 6


def _event_tint(key: str) -> QColor | None:
    """A faint background for the lines a player should notice (turns, panics, the end)."""
    if key.startswith("game.over"):
        return QColor(181, 64, 42, 60)
    if key.startswith("panic") or key.endswith(".flee") or key == "mercenary.rout":
        return QColor(179, 38, 30, 28)
    if key == "turn.start":
        return QColor(79, 107, 54, 30)
    return None


class _EventDelegate(QStyledItemDelegate):
    """Paints the event text (wrapped) and, under it, every die rolled for the event."""

    def _text_rect(self, option: QStyleOptionViewItem) -> QRect:
        return option.rect.adjusted(PAD + 6, PAD // 2, -PAD, -PAD // 2)

    def __init__(self, parent: Any = None, look: Any = None) -> None:
        super().__init__(parent)
        # The list lays out every row again when one is added: remember each row's height
        # for a width (wrapping text is the costly part).
        self._heights: dict[tuple[int, int, str], QSize] = {}
        self._look = look
        self.grey_from: int | None = None  # lines of this log entry on are shaded

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        event = index.data(EVENT_ROLE)
        width = max(120, (option.rect.width() or 280) - 2 * PAD - 6)
        # The line's text as shown (rendered once, when the row was made), not the event
        # rendered again: this runs for every row at every layout.
        key = (id(event), width, index.data(Qt.ItemDataRole.DisplayRole))
        cached = self._heights.get(key)
        if cached is not None:
            return cached
        if len(self._heights) > 20000:
            self._heights.clear()
        self._heights[key] = size = self._measure(option, index, event, width)
        return size

    def _measure(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex,
                 event: Any, width: int) -> QSize:
        fm = QFontMetrics(option.font)
        text_h = fm.boundingRect(QRect(0, 0, width, 10000), Qt.TextFlag.TextWordWrap,
                                 str(index.data(Qt.ItemDataRole.DisplayRole))).height()
        rolls = getattr(event, "rolls", ()) or ()
        dice_h = (DIE_SIZE + 4) * (1 if rolls else 0)
        return QSize(width, text_h + dice_h + PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        event = index.data(EVENT_ROLE)
        painter.save()
        key = getattr(event, "key", "")
        tint = _event_tint(key)
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(option.rect, QColor(79, 107, 54, 60))
        elif tint is not None:
            painter.fillRect(option.rect, tint)
        # A small mark in the acting side's colour at the left edge.
        side = index.data(SIDE_ROLE)
        if side:
            painter.fillRect(QRect(option.rect.left(), option.rect.top() + 2, 4, option.rect.height() - 4),
                             self._look(side).main)
        rect = self._text_rect(option)
        entry = index.data(ENTRY_ROLE)
        grey = self.grey_from is not None and entry is not None and entry >= self.grey_from
        painter.setPen(QColor("#a89a80") if grey else style.INK)
        f = option.font
        if key in ("turn.start", "game.over"):
            f = style.font(f.pointSizeF(), bold=True)
        painter.setFont(f)
        text = str(index.data(Qt.ItemDataRole.DisplayRole))
        fm = QFontMetrics(f)
        text_rect = fm.boundingRect(QRect(0, 0, rect.width(), 10000), Qt.TextFlag.TextWordWrap, text)
        painter.drawText(QRect(rect.left(), rect.top(), rect.width(), text_rect.height()),
                         Qt.TextFlag.TextWordWrap, text)
        x = float(rect.left())
        y = float(rect.top() + text_rect.height() + 2)
        for kind, faces in getattr(event, "rolls", ()) or ():
            used = paint_roll(painter, QRectF(x, y, 10 * DIE_SIZE, DIE_SIZE), kind, faces)
            x += used + DIE_SIZE * 0.6
        painter.restore()


class LogPanel(QListWidget):
    """The game log, newest line at the bottom; it follows the controller's signals and shows
    exactly the events the rules let the player at the screen read."""

    def __init__(self, controller: GameController, parent: Any = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("gameLog")
        self._delegate = _EventDelegate(self, self._seat_look)
        self.setItemDelegate(self._delegate)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setFont(style.font(9.5))
        self._rows: list[tuple[int, Any]] = []  # (log entry index, event) of each row
        self._pending: QListWidgetItem | None = None  # "reading the earlier actions..."
        controller.stateChanged.connect(self.refresh)
        controller.logChanged.connect(self.refresh)
        # Double-click a line: review the position right after that action (History).
        self.itemDoubleClicked.connect(self._review)
        self.setToolTip(self.tr("Double-click a line to see the position after it."))

    def retranslate(self) -> None:
        """Every line again in the current language (the rules' messages render anew)."""
        self.setToolTip(self.tr("Double-click a line to see the position after it."))
        self.clear()
        self._rows = []
        self._pending = None
        self.refresh()

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt name
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _seat_look(self, player: str) -> Any:
        from ..seating import seat_look

        return seat_look(self.controller.ruleset, player)

    def _review(self, item: QListWidgetItem) -> None:
        entry = item.data(ENTRY_ROLE)
        if entry is not None:
            self.controller.set_history_index(entry + 1)

    def lines(self) -> list[str]:
        """The text of every line shown (tests and accessibility)."""
        return [self.item(i).text() for i in range(self.count())]

    def refresh(self) -> None:
        """Follow the log: the lines the player at the screen may read, changed in place (new
        lines at the end, lines read back from a loaded game before them, lines taken back by
        undo, or everything when someone else takes the screen)."""
        c = self.controller
        if c.state is None:
            self.clear()
            self._rows = []
            self._pending = None
            return
        wanted = c.visible_log()
        old = self._rows
        # Keep what is the same at both ends; replace the middle.
        head = 0
        limit = min(len(old), len(wanted))
        while head < limit and old[head][1] is wanted[head][1] and old[head][0] == wanted[head][0]:
            head += 1
        tail = 0
        while (tail < limit - head and old[-1 - tail][1] is wanted[-1 - tail][1]
               and old[-1 - tail][0] == wanted[-1 - tail][0]):
            tail += 1
        offset = 1 if self._pending is not None else 0
        for _ in range(len(old) - head - tail):
            item = self.takeItem(offset + head)
            del item
        viewer = c.view_player()
        at_end = tail == 0
        for k, (i, event) in enumerate(wanted[head:len(wanted) - tail]):
            item = QListWidgetItem(str(event))
            item.setData(EVENT_ROLE, event)
            item.setData(ENTRY_ROLE, i)
            item.setData(SIDE_ROLE, self._side_of(i, viewer))
            self.insertItem(offset + head + k, item)
        self._rows = wanted
        self._show_progress(c.narration_progress())
        if at_end and len(wanted) > head:
            # After the new rows are laid out, or the last one is cut off.
            QTimer.singleShot(0, self.scrollToBottom)
        self._mark_history()

    def _side_of(self, index: int, viewer: Any) -> str | None:
        """The seat whose colour marks a line: the actor, where the viewer may know who acted
        (all of the action's events are theirs to read, or it was their own)."""
        c = self.controller
        record = c.records[index]
        actor = c.ruleset.actor(record.entry.action)
        if actor == viewer or c.seen(index, viewer) == record.events:
            return actor
        return None

    def _show_progress(self, progress: tuple[int, int] | None) -> None:
        """A first line saying that earlier actions are still being read back."""
        if progress is None:
            if self._pending is not None:
                self.takeItem(0)
                self._pending = None
            return
        done, total = progress
        label = self.tr("Reading the earlier actions back... ({done} of {total})").format(done=done, total=total)
        if self._pending is None:
            self._pending = QListWidgetItem(label)
            self._pending.setFlags(Qt.ItemFlag.NoItemFlags)
            self.insertItem(0, self._pending)
        else:
            self._pending.setText(label)

    def _mark_history(self) -> None:
        """Grey out the lines after the position being reviewed in the history stepper. The
        delegate shades them as it paints: no row changes, so nothing is laid out again."""
        n = self.controller.history_index
        if n != self._delegate.grey_from:
            self._delegate.grey_from = n
            self.viewport().update()
