"""The crusade game's table beside the map, drawn as pieces instead of lines of text: the event
card in play, the face-down Crusade deck with its count, the Reserve as one small card per type
with its count, and a row per character with its figure's counter, coins, prestige, cards in
hand (face down, counted), its edict and its upgrades.

Everything comes from the viewer's observation through the adapter (``CrusadeAdapter.table``):
another player's edict reaches this module only as the hidden card the observation holds, so it
is drawn face down and its tooltip says no more than that. Each piece is its own item with its
own tooltip (the card's text where the viewer may read it). Sizes are large enough to read
when the whole table is fitted into a small window.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject

from ...items import palette
from ...items.counter import CounterLook, paint_counter
from ...items.glyphs import paint_glyph

INK = palette.COORD_INK
PAPER = QColor("#fffaf0")
BACK = palette.SeatLook.from_colour("#5b4630")  # the backs of the cards
EVENT = palette.SeatLook.from_colour("#8a6a2f")
EDICT = palette.SeatLook.from_colour("#b08a2e")
NUMBER_PX = 30  # the numbers on the pieces (coins, prestige, cards, the Reserve's counts)


@dataclass(frozen=True)
class Chip:
    """One piece on the table. ``kind`` says how it is drawn: ``event`` (a card with its name),
    ``deck`` (a face-down pile with its count), ``reserve`` (a small card of one type with its
    count), ``coins``, ``prestige``, ``cards`` (a number beside its sign), ``edict`` (a small card,
    face up with its points or face down), ``tag`` (a word on a pill: an upgrade, a side)."""

    kind: str
    label: str
    tooltip: str = ""
    colours: palette.SeatLook | None = None
    hidden: bool = False
    glyph: str = ""  # reserve cards: banner, hourglass or chest
    caption: str = ""  # a few words on the piece (an event card's "Event", an edict's "Edict")


@dataclass(frozen=True)
class PlayerRow:
    seat: str
    name: str
    counter: CounterLook
    chips: tuple[Chip, ...]
    mine: bool = False


@dataclass(frozen=True)
class TableLook:
    event: Chip | None
    deck: Chip
    reserve: tuple[Chip, ...]
    players: tuple[PlayerRow, ...]
    captions: dict = field(default_factory=dict)  # "deck", "reserve": the words under a group

    def texts(self) -> list[str]:
        out = [c for c in self.captions.values() if c]
        for chip in (self.event, self.deck, *self.reserve):
            if chip is not None:
                out += [chip.label, chip.caption, chip.tooltip]
        for row in self.players:
            out += [row.name, row.counter.tooltip]
            for chip in row.chips:
                out += [chip.label, chip.caption, chip.tooltip]
        return [t for t in out if t]


def _font(px: float, bold: bool = True) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, int(px)))
    f.setBold(bold)
    return f


# ---- the card signs: simple shapes in a unit square ---------------------------------------------

def _sign(name: str, r: QRectF) -> QPainterPath:
    p = QPainterPath()
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    if name == "banner":  # a pole and a swallow-tailed flag
        p.addRect(QRectF(x + w * 0.18, y + h * 0.05, w * 0.09, h * 0.9))
        p.addPolygon(QPolygonF([QPointF(x + w * 0.27, y + h * 0.08), QPointF(x + w * 0.9, y + h * 0.08),
                                QPointF(x + w * 0.72, y + h * 0.3), QPointF(x + w * 0.9, y + h * 0.52),
                                QPointF(x + w * 0.27, y + h * 0.52)]))
    elif name == "hourglass":  # two triangles between two bars
        p.addRect(QRectF(x + w * 0.15, y + h * 0.04, w * 0.7, h * 0.09))
        p.addRect(QRectF(x + w * 0.15, y + h * 0.87, w * 0.7, h * 0.09))
        p.addPolygon(QPolygonF([QPointF(x + w * 0.22, y + h * 0.13), QPointF(x + w * 0.78, y + h * 0.13),
                                QPointF(x + w * 0.53, y + h * 0.5), QPointF(x + w * 0.78, y + h * 0.87),
                                QPointF(x + w * 0.22, y + h * 0.87), QPointF(x + w * 0.47, y + h * 0.5)]))
    elif name == "chest":  # a box with a rounded lid and a lock
        p.addRoundedRect(QRectF(x + w * 0.08, y + h * 0.22, w * 0.84, h * 0.3), w * 0.2, h * 0.14)
        p.addRect(QRectF(x + w * 0.08, y + h * 0.46, w * 0.84, h * 0.44))
        lock = QPainterPath()
        lock.addRect(QRectF(x + w * 0.43, y + h * 0.4, w * 0.14, h * 0.2))
        p = p.subtracted(lock)
    elif name == "star":  # prestige
        import math

        pts = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            rad = (w / 2) if k % 2 == 0 else (w / 2) * 0.45
            pts.append(QPointF(x + w / 2 + rad * math.cos(a), y + h / 2 + rad * math.sin(a)))
        p.addPolygon(QPolygonF(pts))
    p.setFillRule(Qt.FillRule.WindingFill)
    return p


def _card(p: QPainter, r: QRectF, colours: palette.SeatLook, hidden: bool, radius: float = 8) -> None:
    """A card's body in the hand's style: paper with a band of its colour, or its back."""
    if hidden:
        p.setPen(QPen(colours.rim, 2))
        p.setBrush(colours.dark)
        p.drawRoundedRect(r, radius, radius)
        p.setPen(QPen(colours.light, 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        inset = min(r.width(), r.height()) * 0.12
        p.drawRoundedRect(r.adjusted(inset, inset, -inset, -inset), radius * 0.6, radius * 0.6)
        return
    p.setPen(QPen(colours.rim, 2))
    p.setBrush(PAPER)
    p.drawRoundedRect(r, radius, radius)
    band = max(6.0, r.height() * 0.08)
    p.fillRect(QRectF(r.left() + 2, r.top() + 2, r.width() - 4, band), colours.main)


class ChipItem(QGraphicsObject):
    """One piece of the table, in ``rect`` (item coordinates), with its own tooltip."""

    def __init__(self, chip: Chip, rect: QRectF, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.chip = chip
        self.rect = rect
        if chip.tooltip:
            self.setToolTip(chip.tooltip)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, p: QPainter, option: Any = None, widget: Any = None) -> None:
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        c, r = self.chip, self.rect
        colours = c.colours or palette.NEUTRAL
        kind = c.kind
        if kind == "event":
            _card(p, r, colours, False, 10)
            p.setPen(INK)
            p.setFont(_font(15, False))
            p.drawText(QRectF(r.left() + 6, r.top() + 12, r.width() - 12, 20), int(Qt.AlignmentFlag.AlignCenter), c.caption)
            body = QRectF(r.left() + 6, r.top() + 34, r.width() - 12, r.height() - 40)
            p.setFont(_fitted(body, c.label, 24))
            p.drawText(body, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), c.label)
        elif kind == "deck":
            for k in (2, 1):  # a pile: two backs under the top one
                _card(p, r.translated(k * 3, -k * 3), colours, True, 10)
            _card(p, r, colours, True, 10)
            _big_number(p, r, c.label, 40)
        elif kind == "reserve":
            _card(p, r, colours, False, 8)
            sign = QRectF(r.center().x() - r.width() * 0.3, r.top() + r.height() * 0.14, r.width() * 0.6, r.width() * 0.6)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colours.main)
            p.drawPath(_sign(c.glyph, sign))
            p.setPen(INK)
            p.setFont(_font(NUMBER_PX + 2))
            p.drawText(QRectF(r.left(), sign.bottom() + 2, r.width(), r.bottom() - sign.bottom() - 4),
                       int(Qt.AlignmentFlag.AlignCenter), c.label)
        elif kind in ("coins", "prestige", "cards"):
            s = r.height() * 0.78
            sign = QRectF(r.left() + 2, r.center().y() - s / 2, s * (0.72 if kind == "cards" else 1.0), s)
            if kind == "coins":
                p.setPen(QPen(QColor("#8a6a10"), 2))
                p.setBrush(QColor("#e8c452"))
                p.drawEllipse(sign)
                paint_glyph(p, sign.adjusted(s * 0.18, s * 0.18, -s * 0.18, -s * 0.18), "coin", QColor("#6b4e00"))
            elif kind == "prestige":
                p.setPen(QPen(QColor("#7a5a00"), 1.5))
                p.setBrush(QColor("#e0b020"))
                p.drawPath(_sign("star", sign))
            else:
                _card(p, sign, colours, True, 4)
            p.setPen(INK)
            p.setFont(_font(NUMBER_PX))
            p.drawText(QRectF(sign.right() + 4, r.top(), r.right() - sign.right() - 4, r.height()),
                       int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), c.label)
        elif kind == "edict":
            _card(p, r, colours, c.hidden, 6)
            if not c.hidden:
                p.setPen(INK)
                p.setFont(_font(11, False))
                p.drawText(QRectF(r.left(), r.top() + 7, r.width(), 14), int(Qt.AlignmentFlag.AlignCenter), c.caption)
                p.setFont(_font(22))
                p.drawText(QRectF(r.left(), r.top() + 15, r.width(), r.height() - 20), int(Qt.AlignmentFlag.AlignCenter), c.label)
        else:  # a tag: a word on a pill
            p.setPen(QPen(colours.rim, 2))
            p.setBrush(colours.light)
            p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
            p.setPen(colours.ink)
            p.setFont(_fitted(r.adjusted(7, 0, -7, 0), c.label, 17, least=8, wrap=False))
            p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), c.label)
        p.restore()


def _big_number(p: QPainter, r: QRectF, label: str, px: float) -> None:
    d = min(r.width(), r.height()) * 0.62
    disc = QRectF(r.center().x() - d / 2, r.center().y() - d / 2, d, d)
    p.setPen(QPen(QColor("#3a2c1c"), 1.5))
    p.setBrush(QColor(255, 250, 235, 235))
    p.drawEllipse(disc)
    p.setPen(INK)
    p.setFont(_font(px))
    p.drawText(disc, int(Qt.AlignmentFlag.AlignCenter), label)


def _fitted(rect: QRectF, label: str, size: int, least: int = 11, wrap: bool = True) -> QFont:
    """A bold font of at most ``size`` pixels in which ``label`` fits ``rect``."""
    flags = int(Qt.AlignmentFlag.AlignCenter | (Qt.TextFlag.TextWordWrap if wrap else 0))
    for px in range(size, least - 1, -1):
        f = _font(px)
        used = QFontMetricsF(f).boundingRect(rect, flags, label)
        if used.width() <= rect.width() + 0.5 and used.height() <= rect.height() + 0.5:
            return f
    return _font(least)


class CrusadeTable(QGraphicsObject):
    """The pieces beside the map, ``width`` wide: the event, the deck and the Reserve in one
    row, then a row per character. ``set_look`` lays them out again."""

    TOP_H = 112.0  # the event, the deck and the Reserve (their cards and the words under them)
    ROW_H = 40.0
    ROW_GAP = 3.0

    def __init__(self, width: float) -> None:
        super().__init__()
        self._width = width
        self.look: TableLook | None = None
        self.chips: list[ChipItem] = []
        self.labels: list[tuple[QRectF, str, int, QFont]] = []  # words drawn by the table itself
        self.rows: list[tuple[QRectF, PlayerRow]] = []
        self.setZValue(5)

    def height(self) -> float:
        if self.look is None:
            return 0.0
        n = len(self.look.players)
        return self.TOP_H + 10 + n * (self.ROW_H + self.ROW_GAP)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return QRectF(-4, -4, self._width + 8, self.height() + 8)

    def texts(self) -> list[str]:
        """Every text the table shows, tooltips included (the privacy tests read it)."""
        return self.look.texts() if self.look is not None else []

    def chip_items(self, kind: str | None = None) -> list[ChipItem]:
        return [c for c in self.chips if kind is None or c.chip.kind == kind]

    def set_look(self, look: TableLook) -> None:
        self.prepareGeometryChange()
        self.look = look
        for item in self.chips:
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.chips, self.labels, self.rows = [], [], []
        x = 0.0
        card_h = 86.0
        caption_f = _font(16, False)
        if look.event is not None:
            self._chip(look.event, QRectF(x, 0, 150, self.TOP_H - 4))
            x += 150 + 14
        deck = QRectF(x, 4, 64, card_h)
        self._chip(look.deck, deck)
        self.labels.append((QRectF(x - 12, card_h + 4, 88, 22), look.captions.get("deck", ""),
                            int(Qt.AlignmentFlag.AlignCenter), caption_f))
        x += 64 + 22
        n = len(look.reserve)
        if n:
            step = min(72.0, (self._width - x) / n)
            w = step - 8
            for k, chip in enumerate(look.reserve):
                self._chip(chip, QRectF(x + k * step, 4, w, card_h))
            self.labels.append((QRectF(x, card_h + 4, n * step - 8, 22), look.captions.get("reserve", ""),
                                int(Qt.AlignmentFlag.AlignCenter), caption_f))
        y = self.TOP_H + 10
        for row in look.players:
            r = QRectF(0, y, self._width, self.ROW_H)
            self.rows.append((r, row))
            self._lay_row(row, r)
            y += self.ROW_H + self.ROW_GAP
        self.update()

    def _chip(self, chip: Chip, rect: QRectF) -> ChipItem:
        item = ChipItem(chip, rect, self)
        self.chips.append(item)
        return item

    def _lay_row(self, row: PlayerRow, r: QRectF) -> None:
        """The counter, the name, then coins, prestige, cards, edict and the tags."""
        x = r.left() + r.height() + 8  # the counter is painted by the table (paint())
        name_w = 164.0
        self.labels.append((QRectF(x, r.top(), name_w, r.height()), row.name,
                            int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), _font(19)))
        x += name_w + 6
        widths = {"coins": 76.0, "prestige": 76.0, "cards": 70.0, "edict": 40.0}
        for chip in row.chips:
            if chip.kind in widths:
                w = widths[chip.kind]
                h = r.height() - 4 if chip.kind == "edict" else r.height() - 8
                self._chip(chip, QRectF(x, r.center().y() - h / 2, w, h))
                x += w + 8
        # The tags (upgrades, the Neutral's side) share what is left of the row.
        tags = [c for c in row.chips if c.kind not in widths]
        room = r.right() - 4 - x
        for px in range(17, 9, -1):
            sizes = [QFontMetricsF(_font(px)).horizontalAdvance(c.label) + 16 for c in tags]
            if sum(sizes) + 4 * max(0, len(tags) - 1) <= room:
                break
        for chip, w in zip(tags, sizes, strict=True):
            self._chip(chip, QRectF(x, r.center().y() - 14, w, 28))
            x += w + 4

    def paint(self, p: QPainter, option: Any = None, widget: Any = None) -> None:
        if self.look is None:
            return
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for r, row in self.rows:
            colours = row.counter.colours or palette.NEUTRAL
            back = QColor(colours.light)
            back.setAlpha(150 if row.mine else 70)
            p.setPen(QPen(colours.rim, 3) if row.mine else Qt.PenStyle.NoPen)
            p.setBrush(back)
            p.drawRoundedRect(r, 10, 10)
            p.save()
            p.translate(r.left() + r.height() / 2 + 2, r.center().y())
            paint_counter(p, row.counter, r.height() - 6)
            p.restore()
        for rect, label, flags, font in self.labels:
            p.setFont(font)
            p.setPen(INK)
            text = p.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight, int(rect.width()))
            p.drawText(rect, flags, text)
        p.restore()


__all__ = ["Chip", "ChipItem", "CrusadeTable", "PlayerRow", "TableLook"]
