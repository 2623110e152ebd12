"""Lancaster's board scene: the generic grid scene for the counties, and under it the tables the
map does not hold, each drawn from the viewer's observation and made clickable from the legal
actions alone (no rule is decided here):

* the viewer's court: its knights by strength; a click picks the knight the next click places
  (the weakest by default), or the knight is dragged from the court onto a county, a castle
  space or a conflict (on a county where squires may be added, a squire chooser opens there);
  a drop where the rules refuse it shows their reason;
* Parliament: the laws in force, the proposals (the next one first), the votes cast (a secret
  vote shows only that it was cast) and, when the viewer votes, a pointer to the Turn panel,
  where the vote is cast (the voting markers, then Yes or No);
* the conflict cards in their two rows with the houses on their spaces, and the favour tiles;
* each house's castle: its six spaces (extensions, knights), its voting markers, nobles and
  power, its knights in reserve or held captive, and its gold and squires only when the
  observation holds them (never behind a screen); under it the round table with the nobles won
  (one seat per noble kind).
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from lionheart_core.i18n import text

from ...boards.grid_scene import GridScene
from ...items import palette

PANEL_GAP = 18.0
TABLE_W = 1000.0  # the tables stand right of the map
ROW_H = 150.0
CASTLE_H = 206.0  # a castle: its line, its six spaces, its round table


def _fitted_font(rect: QRectF, label: str, size: int, bold: bool = False, least: int = 9) -> QFont:
    """A font of at most ``size`` pixels in which ``label`` (word-wrapped) fits ``rect``: the
    words of another language may be longer than the English the boxes were drawn for."""
    font = QFont()
    font.setBold(bold)
    font.setPixelSize(_fitted_size(rect.width(), rect.height(), label, size, bold, least))
    return font


@lru_cache(maxsize=1024)
def _fitted_size(width: float, height: float, label: str, size: int, bold: bool, least: int) -> int:
    from PySide6.QtGui import QFontMetricsF

    font = QFont()
    font.setBold(bold)
    flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    for px in range(size, least - 1, -1):
        font.setPixelSize(px)
        fm = QFontMetricsF(font)
        if (max((fm.horizontalAdvance(w) for w in label.split()), default=0.0) <= width
                and fm.boundingRect(QRectF(0, 0, width, 1e6), flags, label).height() <= height):
            return px
    return least


class Slot(QGraphicsObject):
    """A labelled box on the table: a castle space, a conflict card, a law, a vote cast, a knight
    in court. ``action`` (or ``pick``) makes it clickable; ``fills`` are seat colours of what
    stands on it (drawn as small discs with their ``marks``)."""

    def __init__(self, rect: QRectF, label: str, *, fill: QColor | None = None, action: Any = None,
                 pick: Any = None, fills: tuple = (), marks: tuple = (), chosen: bool = False,
                 tooltip: str = "", where: str | None = None, owner: str | None = None) -> None:
        super().__init__()
        self.where = where  # the place a knight dropped here goes to ("K3", "C6")
        self.owner = owner  # the house of a castle space or of a knight in court
        self.rect = rect
        self.label = label
        self.fill = fill or QColor("#f6eedb")
        self.action = action
        self.pick = pick
        self.fills = fills
        self.marks = marks
        self.chosen = chosen
        self._hover = False
        self.setZValue(12)
        if tooltip:
            self.setToolTip(tooltip)
        if action is not None or pick is not None:
            self.setAcceptHoverEvents(True)
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return self.rect.adjusted(-3, -3, 3, 3)

    def hoverEnterEvent(self, event: Any) -> None:  # noqa: N802
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: Any) -> None:  # noqa: N802
        self._hover = False
        self.update()

    def paint(self, p: QPainter, option: Any = None, widget: Any = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        live = self.action is not None or self.pick is not None
        edge = palette.SELECTION if (live or self.chosen) else QColor("#8a7a5a")
        p.setPen(QPen(edge, 4 if self.chosen else (3 if live else 1.5)))
        fill = QColor(self.fill)
        if live:
            fill = QColor(palette.LEGAL_CELL) if not self._hover else QColor(palette.LEGAL_CELL).darker(115)
        elif self._hover and self.where is not None:
            fill = fill.darker(112)  # under a dragged knight where the rules will refuse it
        p.setBrush(fill)
        p.drawRoundedRect(self.rect, 8, 8)
        p.setPen(QColor("#2b2418"))
        top = self.rect.adjusted(4, 2, -4, 0)
        top.setHeight(self.rect.height() - 4 - (34 if self.fills else 0))
        font = _fitted_font(top, self.label, 17)
        p.setFont(font)
        p.drawText(top, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                   self.label)
        if not self.fills:
            return
        r = min(15.0, (self.rect.width() - 8) / (2.2 * len(self.fills)))
        y = self.rect.bottom() - r - 6
        x = self.rect.center().x() - (len(self.fills) - 1) * r * 1.1
        font.setPixelSize(int(r * 1.2))
        font.setBold(True)
        p.setFont(font)
        for i, colour in enumerate(self.fills):
            c = QPointF(x + i * 2.2 * r, y)
            p.setPen(QPen(QColor("#222222"), 1.5))
            p.setBrush(QColor(colour))
            p.drawEllipse(c, r, r)
            mark = self.marks[i] if i < len(self.marks) else ""
            if mark:
                p.setPen(QColor("#ffffff") if QColor(colour).lightness() < 140 else QColor("#111111"))
                p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), int(Qt.AlignmentFlag.AlignCenter), mark)


class ChooserSlot(Slot):
    """A button of the squire chooser: a slot in larger type, over the map."""

    def paint(self, p: QPainter, option: Any = None, widget: Any = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        live = self.action is not None
        p.setPen(QPen(palette.SELECTION if live else QColor("#8a7a5a"), 3 if live else 1.5))
        fill = QColor(palette.LEGAL_CELL).darker(115) if live and self._hover else (
            QColor("#fff6d6") if live else QColor(self.fill))
        p.setBrush(fill)
        p.drawRoundedRect(self.rect, 8, 8)
        font = QFont()
        font.setPixelSize(24)
        p.setFont(font)
        p.setPen(QColor("#2b2418"))
        p.drawText(self.rect, int(Qt.AlignmentFlag.AlignCenter), self.label)


class Heading(QGraphicsItem):
    def __init__(self, pos: QPointF, label: str) -> None:
        super().__init__()
        self.label = label
        self.setPos(pos)
        self.setZValue(11)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, 900, 30)

    def paint(self, p: QPainter, option: Any = None, widget: Any = None) -> None:
        p.setFont(_fitted_font(QRectF(0, 0, 900, 30), self.label, 21, bold=True, least=12))
        p.setPen(QColor("#2b2418"))
        p.drawText(QRectF(0, 0, 900, 30), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), self.label)


class RoundTable(QGraphicsItem):
    """A house's round table: one seat per noble kind, the nobles won sitting in the order they
    came (their county letter, large, in the house's colour), the empty seats as dashed rings."""

    SEATS = 9

    def __init__(self, rect: QRectF, nobles: tuple[str, ...], colour: QColor) -> None:
        super().__init__()
        from lionheart_core.rulesets.lancaster.messages import county_name

        self.rect = rect
        self.nobles = tuple(nobles)
        self.colour = QColor(colour)
        self.setZValue(12)
        self.title = QCoreApplication.translate("LancasterScene", "Round table")
        names = ", ".join(text(county_name(n)) for n in self.nobles)
        self.setToolTip(QCoreApplication.translate("LancasterScene", "Nobles at the round table: {names}").format(
            names=names or QCoreApplication.translate("LancasterScene", "none")))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-2, -2, 2, 2)

    def texts(self) -> list[str]:
        return [self.title, *self.nobles]

    def seat_centre(self, k: int) -> QPointF:
        r, label_w = self.rect, 70.0
        rad = self.radius()
        return QPointF(r.left() + label_w + 6 + rad + k * rad * 2.3, r.center().y())

    def radius(self) -> float:
        return min((self.rect.height() - 8) / 2, (self.rect.width() - 70.0 - 12) / (self.SEATS * 2.3))

    def paint(self, p: QPainter, option: Any = None, widget: Any = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect
        p.setPen(QPen(QColor("#8a7a5a"), 1.5))
        p.setBrush(QColor("#efe3c2"))
        p.drawRoundedRect(r, 10, 10)
        font = QFont()
        font.setPixelSize(15)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#2b2418"))
        p.drawText(QRectF(r.left() + 6, r.top(), 66, r.height()),
                   int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), self.title)
        rad = self.radius()
        font.setPixelSize(int(rad * 1.2))
        p.setFont(font)
        ink = QColor("#ffffff") if self.colour.lightness() < 140 else QColor("#111111")
        for k in range(self.SEATS):
            c = self.seat_centre(k)
            if k < len(self.nobles):
                p.setPen(QPen(QColor("#3a2e1a"), 2))
                p.setBrush(self.colour)
                p.drawEllipse(c, rad, rad)
                p.setPen(ink)
                p.drawText(QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad), int(Qt.AlignmentFlag.AlignCenter),
                           self.nobles[k])
            else:
                p.setPen(QPen(QColor("#a89a78"), 1.5, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(c, rad * 0.8, rad * 0.8)


class LancasterScene(GridScene):
    """The counties on the map, the other tables under it."""

    def __init__(self, controller: Any, adapter: Any = None, parent: Any = None) -> None:
        self.table_items: list[QGraphicsItem] = []
        self.chooser: list[ChooserSlot] = []  # the squire count chooser after a drop on a county
        self._court_drag: tuple | None = None  # (knight, house, press point, was picked)
        self._ghost: QGraphicsItem | None = None  # the knight under the mouse while dragged
        self.pick: tuple[int, bool] | None = None  # (strength, ally) of the knight to place next
        super().__init__(controller, adapter, parent)
        if getattr(self.adapter, "ui", None) is not None:
            self.adapter.ui.pick = None
        self.refresh()

    # ---- what the tables show ------------------------------------------------------------------
    def _colour(self, seat: str | None) -> QColor:
        return QColor(self.adapter.seat_look(seat).main) if seat else QColor("#cccccc")

    def _places(self) -> list:
        return [a for a in self.controller.legal_actions() if type(a).__name__ == "Place"]

    def _place_on(self, where: str, owner_is_ally: bool | None = None) -> Any:
        """The legal placement on ``where`` of the picked knight (else the weakest), without
        squires."""
        options = [a for a in self._places() if a.where == where and a.squires == 0
                   and (owner_is_ally is None or a.ally == owner_is_ally)]
        if self.pick is not None:
            picked = [a for a in options if (a.strength, a.ally) == self.pick]
            if picked:
                return picked[0]
        return min(options, key=lambda a: (a.ally, a.strength)) if options else None

    def refresh(self) -> None:
        super().refresh()
        if self.state is None or not hasattr(self, "table_items"):
            return
        for item in self.table_items:
            if item.scene() is self:
                self.removeItem(item)
        self.table_items = []
        self._close_chooser()
        if self.pick is not None and not any((a.strength, a.ally) == self.pick for a in self._places()):
            self.pick = None
        if self.adapter.pick != self.pick:
            self.adapter.pick = self.pick
            self._pick_changed()
        self._build(self.state)
        self.setSceneRect(self.sceneRect().united(self.itemsBoundingRect().adjusted(-20, -20, 20, 20)))

    def _add(self, item: QGraphicsItem) -> QGraphicsItem:
        item.moveBy(self.board_rect.width() + self.MARGIN + 20, 0)
        self.addItem(item)
        self.table_items.append(item)
        return item

    def _build(self, s: Any) -> None:
        from lionheart_core.rulesets.lancaster.data import game_data
        from lionheart_core.rulesets.lancaster.messages import county_name, law_name, seat_name

        data = game_data()
        strengths = tuple(data.knights.strengths)
        width = TABLE_W
        y = 0.0
        actions = list(self.controller.legal_actions())

        # The court of the house (and ally) to move: pick a knight.
        places = self._places()
        self._add(Heading(QPointF(0, y), QCoreApplication.translate("LancasterScene", "Court: pick the knight to place")))
        y += 34
        x = 0.0
        for lord in s.lords:
            if not any((lord.ally_of == a.player) if a.ally else (lord.id == a.player) for a in places):
                continue
            for i, where in enumerate(lord.knights):
                if where != "h":
                    continue
                st = strengths[i] if i < len(strengths) else 0
                key = (st, lord.ally_of is not None)
                can = any((a.strength, a.ally) == key for a in places)
                self._add(Slot(QRectF(x, y, 70, 90), text(seat_name(lord.id)), fill=self._colour(lord.id),
                               pick=key if can else None, chosen=self.pick == key, fills=(self._colour(lord.id),),
                               marks=(str(st),), owner=lord.id,
                               tooltip=QCoreApplication.translate("LancasterScene", "Knight of strength {n}: click to pick it, or drag it where it goes").format(n=st)))
                x += 78
        if x == 0:
            self._add(Heading(QPointF(0, y), QCoreApplication.translate("LancasterScene", "(nobody places a knight now)")))
        y += ROW_H - 40

        # Parliament.
        self._add(Heading(QPointF(0, y), QCoreApplication.translate("LancasterScene", "Parliament: laws in force, proposals and votes")))
        y += 34
        w = (width - 6 * 10) / 7
        for i, law in enumerate(s.laws):
            self._add(Slot(QRectF(i * (w + 10), y, w, 110), text(law_name(law)), fill=QColor("#e9dcb5"),
                           tooltip=QCoreApplication.translate("LancasterScene", "In force")))
        for j, law in enumerate(s.proposals):
            label = text(law_name(law)) + ("\n" + QCoreApplication.translate("LancasterScene", "(to vote)") if j == 0 and s.stage == "vote" else "")
            self._add(Slot(QRectF((4 + j) * (w + 10), y, w, 110), label, fill=QColor("#d9e4f2"),
                           tooltip=QCoreApplication.translate("LancasterScene", "Proposal")))
        y += 120
        x = 0.0
        for seat, yes, markers in s.votes:
            if yes < 0:
                label = QCoreApplication.translate("LancasterScene", "{seat}: voted").format(seat=text(seat_name(seat)))
            else:
                label = (QCoreApplication.translate("LancasterScene", "{seat}: yes +{n}") if yes else QCoreApplication.translate("LancasterScene", "{seat}: no +{n}")).format(
                    seat=text(seat_name(seat)), n=markers)
            self._add(Slot(QRectF(x, y, 150, 40), label, fill=self._colour(seat).lighter(160)))
            x += 158
        if any(type(a).__name__ == "Vote" for a in actions):
            # The vote itself is cast in the Turn panel (voting markers, then Yes or No), where
            # the other games' decisions are: the board only says so, beside the votes cast.
            if x + 420 > width:
                x, y = 0.0, y + 46
            self._add(Heading(QPointF(x, y + 6), QCoreApplication.translate(
                "LancasterScene", "Your vote: in the Turn panel")))
        y += 60

        # Conflicts and favours.
        self._add(Heading(QPointF(0, y), QCoreApplication.translate("LancasterScene", "Conflicts in France (top row, bottom row) and the king's favours")))
        y += 34
        cw = 150.0
        for k, c in enumerate(sorted(s.conflicts, key=lambda c: (c.row != "top", c.card))):
            card = data_card(data, c.card)
            label = QCoreApplication.translate("LancasterScene", "Conflict {card} ({row})").format(
                card=c.card, row=QCoreApplication.translate("LancasterScene", "top") if c.row == "top" else QCoreApplication.translate("LancasterScene", "bottom"))
            if card is not None:
                label += "\n" + QCoreApplication.translate("LancasterScene", "France {n}").format(n=card.france)
            act = self._place_on(f"C{c.card}")
            self._add(Slot(QRectF(k * (cw + 10), y, cw, 110), label, action=act, where=f"C{c.card}",
                           fills=tuple(self._colour(o) for o in c.spaces),
                           marks=tuple(str(sum(strengths[i] for lord in s.lords if lord.id == o
                                               for i, w in enumerate(lord.knights)
                                               if w == f"C{c.card}" and i < len(strengths)))
                                       for o in c.spaces)))
        fx = len(s.conflicts) * (cw + 10) + 20
        favours = {a.tile: a for a in actions if type(a).__name__ == "TakeFavour"}
        from lionheart_core.rulesets.lancaster.messages import m

        tiles = data.favours.tiles
        for t, up in enumerate(s.favours):
            # Each tile shows what it gives (they lie face up; a taken one is turned over).
            face = text(m(f"favour.{tiles[t].kind}", n=tiles[t].amount)) if t < len(tiles) else str(t + 1)
            self._add(Slot(QRectF(fx + (t % 3) * 128, y + (t // 3) * 60, 120, 54), face if up else "—",
                           fill=QColor("#f3d36b") if up else QColor("#bdb6a4"), action=favours.get(t),
                           tooltip=QCoreApplication.translate("LancasterScene", "Favour tile {n}").format(n=t + 1)
                           + ": " + face))
        y += 130

        # Counties: minimum strength and the nobles left on each pile.
        self._add(Heading(QPointF(0, y), QCoreApplication.translate(
            "LancasterScene", "Counties: minimum strength and nobles left")))
        y += 34
        cw9 = (width - 8 * 8) / 9
        for k, (c, county) in enumerate(zip(data.counties, s.counties, strict=True)):
            name = text(county_name(c.letter))
            name = name if name.endswith(f" {c.letter}") else f"{c.letter} {name}"
            label = name + "\n" + QCoreApplication.translate(
                "LancasterScene", "min {m}\nnobles {n}").format(m=c.minimum, n=county.nobles)
            # The county whose reward is being chosen now stands out.
            now = bool(s.pending) and s.pending[0].kind == "county" and s.pending[0].arg == c.letter
            self._add(Slot(QRectF(k * (cw9 + 8), y, cw9, 92), label,
                           fill=self._colour(county.owner).lighter(165) if county.owner else None, chosen=now))
        y += 110

        # Castles.
        self._add(Heading(QPointF(0, y), QCoreApplication.translate("LancasterScene", "Castles")))
        y += 34
        pw = (width - PANEL_GAP) / 2
        for n, lord in enumerate(s.lords):
            px = (n % 2) * (pw + PANEL_GAP)
            py = y + (n // 2) * (CASTLE_H + PANEL_GAP + 10)
            self._castle(lord, QRectF(px, py, pw, CASTLE_H), strengths)

    def _castle(self, lord: Any, r: QRectF, strengths: tuple) -> None:
        from lionheart_core.rulesets.lancaster.messages import seat_name

        owner = text(seat_name(lord.id))
        if lord.ally_of:
            owner = QCoreApplication.translate("LancasterScene", "{ally} (ally of {lead})").format(ally=owner, lead=text(seat_name(lord.ally_of)))
        goods = [QCoreApplication.translate("LancasterScene", "votes {n}").format(n=lord.votes), QCoreApplication.translate("LancasterScene", "power {n}").format(n=lord.pp),
                 QCoreApplication.translate("LancasterScene", "nobles {n}").format(n=len(lord.nobles))]
        if lord.gold is not None:
            goods.insert(0, QCoreApplication.translate("LancasterScene", "gold {n}").format(n=lord.gold))
        if lord.squires is not None:
            goods.insert(1, QCoreApplication.translate("LancasterScene", "squires {n}").format(n=lord.squires))
        from lionheart_core.rulesets.lancaster.model import RESERVE
        from lionheart_core.rulesets.lancaster.rules import PRISON

        aside = [strengths[i] for i, w in enumerate(lord.knights) if w == RESERVE and i < len(strengths)]
        held = [strengths[i] for i, w in enumerate(lord.knights) if w == PRISON and i < len(strengths)]
        if aside:
            goods.append(QCoreApplication.translate("LancasterScene", "reserve {list}").format(
                list=" ".join(str(n) for n in aside)))
        if held:
            goods.append(QCoreApplication.translate("LancasterScene", "captive {list}").format(
                list=" ".join(str(n) for n in held)))
        self._add(Slot(r, owner + ": " + ", ".join(goods), fill=self._colour(lord.id).lighter(170)))
        spaces = 2 if lord.ally_of else 6
        sw = (r.width() - 20 - (spaces - 1) * 8) / spaces
        for k in range(1, spaces + 1):
            where = f"K{k}"
            here = [strengths[i] for i, w in enumerate(lord.knights) if w == where and i < len(strengths)]
            built = k in lord.extensions
            label = QCoreApplication.translate("LancasterScene", "Space {n}").format(n=k) + ("\n" + QCoreApplication.translate("LancasterScene", "ext.") if built else "")
            act = None
            if not built:
                act = self._place_on(where, owner_is_ally=lord.ally_of is not None)
                if act is not None and act.player != (lord.ally_of or lord.id):
                    act = None
            self._add(Slot(QRectF(r.left() + 10 + (k - 1) * (sw + 8), r.top() + 52, sw, 84),
                           label, fill=QColor("#c9b98f") if built else QColor("#f6eedb"), action=act,
                           fills=tuple(self._colour(lord.id) for _ in here), marks=tuple(str(v) for v in here),
                           where=where, owner=lord.id))
        if not lord.ally_of:  # an ally's nobles leave the game: it has no round table
            self._add(RoundTable(QRectF(r.left() + 10, r.top() + 144, r.width() - 20, 54), lord.nobles,
                                 self._colour(lord.id)))

    # ---- clicks and drags ------------------------------------------------------------------------
    def mousePressEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        if event.button() == Qt.MouseButton.LeftButton:
            chooser = list(self.chooser)
            for item in self.items(event.scenePos()):
                if isinstance(item, Slot) and item.pick is not None:
                    event.accept()
                    self._close_chooser()
                    # A press picks the knight; it may then be dragged. A press on the knight
                    # already picked lets it go again, unless it is dragged.
                    again = self.pick == item.pick
                    if not again:
                        self.click_slot(item)
                    self._court_drag = (item.pick, item.owner, event.scenePos(), again)
                    return
                if isinstance(item, Slot) and item.action is not None:
                    event.accept()
                    self._close_chooser()
                    self.click_slot(item)
                    return
            if chooser:
                self._close_chooser()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: Any) -> None:  # noqa: N802
        drag = getattr(self, "_court_drag", None)
        if drag is None:
            super().mouseMoveEvent(event)
            return
        event.accept()
        key, owner, start, _ = drag
        pos = event.scenePos()
        if self._ghost is None:
            from PySide6.QtCore import QLineF

            from ...boards.grid_scene import DRAG_START
            from ...items.counter import CounterItem, CounterLook

            if QLineF(start, pos).length() < DRAG_START:
                return
            look = CounterLook(owner, "lance", str(key[0]), "", colours=self.adapter.seat_look(owner))
            self._ghost = CounterItem(look, self.piece_size * 0.93, key=("dragged", key))
            self._ghost.setZValue(40)
            self._ghost.setOpacity(0.9)
            self.addItem(self._ghost)
        self._ghost.setPos(pos)
        self._drop_hint(pos)

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        drag = getattr(self, "_court_drag", None)
        if drag is None:
            super().mouseReleaseEvent(event)
            return
        event.accept()
        self._court_drag = None
        key, owner, _, again = drag
        ghost, self._ghost = self._ghost, None
        self._drop_hint(None)
        if ghost is None:
            if again:  # a click on the knight already picked: let it go
                self.pick = None
                self.adapter.pick = None
                self.refresh()
                self._pick_changed()
            return
        self.removeItem(ghost)
        self.drop_knight(key, owner, event.scenePos())

    def _drop_target(self, pos: QPointF) -> tuple[str, str | None] | None:
        """Where a knight dropped at ``pos`` would go: (place, castle owner or None)."""
        for item in self.items(pos):
            if isinstance(item, Slot) and item.where is not None:
                return item.where, item.owner if item.where.startswith("K") else None
        cell = self.cell_at(pos)
        if isinstance(cell, str) and any(c.letter == cell for c in self.state.counties):
            return cell, None
        return None

    def _drop_hint(self, pos: QPointF | None) -> None:
        """Under a dragged knight: the castle space or conflict it would go to, darkened; the
        county outlined."""
        for item in self.table_items:
            if isinstance(item, Slot) and item.where is not None and item._hover:
                item._hover = False
                item.update()
        if pos is None:
            self._hint(None)
            return
        for item in self.items(pos):
            if isinstance(item, Slot) and item.where is not None:
                item._hover = True
                item.update()
                self._hint(None)
                return
        target = self._drop_target(pos)
        self._hint(target[0] if target is not None else None)

    def drop_knight(self, key: tuple[int, bool], owner: str | None, pos: QPointF) -> bool:
        """A knight of the court dropped at ``pos``: the legal placement there (a chooser when
        several squire counts are legal), else the rules' reason for refusing it."""
        target = self._drop_target(pos)
        if target is None:
            return False  # dropped off every place: it simply goes back to the court
        where, castle = target
        if castle is not None and castle != owner:
            self.show_message(QCoreApplication.translate(
                "LancasterScene", "A knight goes to a castle space of its own house only."))
            return False
        mine = [a for a in self._places() if (a.strength, a.ally) == key]
        here = sorted((a for a in mine if a.where == where), key=lambda a: a.squires)
        if len(here) > 1 or (here and here[0].squires > 0):
            self.open_chooser(here)  # squires are spent only when the player says how many
            return True
        if here:
            return self.submit(here[0])
        if not mine:
            return False
        # No legal placement there: the rules say why (one's own knight, a full space...).
        return self.submit(dataclasses.replace(mine[0], where=where, squires=0))

    def open_chooser(self, options: list) -> None:
        """One button per legal squire count, beside the county (or slot) the knight was
        dropped on."""
        self._close_chooser()
        where = options[0].where
        slot = next((i for i in self.table_items if isinstance(i, Slot) and i.where == where), None)
        if slot is not None:
            anchor = slot.sceneBoundingRect().bottomLeft() + QPointF(0, 6)
        else:
            anchor = self.cell_centre(where) + QPointF(-self.piece_size, self.piece_size * 0.6)
        title = ChooserSlot(QRectF(anchor.x(), anchor.y(), 230, 48),
                            QCoreApplication.translate("LancasterScene", "Squires to add:"), fill=QColor("#fff8e4"))
        title.setZValue(45)
        self.addItem(title)
        self.chooser.append(title)
        for k, action in enumerate(options):
            label = QCoreApplication.translate("LancasterScene", "none") if action.squires == 0 else f"+{action.squires}"
            button = ChooserSlot(QRectF(anchor.x() + 238 + k * 96, anchor.y(), 88, 48), label, action=action,
                          tooltip=QCoreApplication.translate("LancasterScene", "Place the knight with {n} squires").format(
                              n=action.squires))
            button.setZValue(45)
            self.addItem(button)
            self.chooser.append(button)

    def _close_chooser(self) -> None:
        for item in self.chooser:
            if item.scene() is self:
                self.removeItem(item)
        self.chooser = []

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.chooser:
            self._close_chooser()
            event.accept()
            return
        super().keyPressEvent(event)

    def click_slot(self, slot: Slot) -> None:
        if slot.pick is not None:
            self.pick = None if self.pick == slot.pick else slot.pick
            self.adapter.pick = self.pick
            self.refresh()
            self._pick_changed()
            return
        self._close_chooser()
        self.submit(slot.action)

    def _pick_changed(self) -> None:
        """The decision panel lists the picked knight's county placements with squires."""
        ui = getattr(self.adapter, "ui", None)
        if ui is not None:
            ui.pick = self.pick
        for view in self.views():
            panel = getattr(view.window(), "decision_panel", None)
            if panel is not None:
                panel.refresh()

    def slots(self) -> list[Slot]:
        return [i for i in self.table_items if isinstance(i, Slot)]

    def texts(self) -> list[str]:
        out = super().texts() + [i.label for i in self.table_items if isinstance(i, (Slot, Heading))]
        return out + [t for i in self.table_items if isinstance(i, RoundTable) for t in i.texts()]

    def round_tables(self) -> list[RoundTable]:
        return [i for i in self.table_items if isinstance(i, RoundTable)]


def data_card(data: Any, card: int) -> Any:
    return next((c for c in data.conflicts.cards if c.id == card), None)


__all__ = ["LancasterScene", "RoundTable", "Slot"]
