"""The setup-sheet framework every ruleset's printed sheet is built on.

A :class:`SetupSheet` subclass says which pages to draw; this module does the rest: A4 pages
(or whatever the printer has), a header on every page (title, ruleset, date, seats), a footer with
the page number, text and tables that wrap and break across pages, and a hook for a board diagram.

Everything is painted in one logical unit, a tenth of a millimetre, whatever the device: a
QPdfWriter at 300 dpi and a printer at 600 dpi get the same layout. Fonts are sized in the same
unit (``setPixelSize``), so a 35 is a 3.5 mm (about 10 pt) line on paper.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from lionheart_core import __version__

# ---- the look of a printed sheet: black on white, grey only where it helps ----------------
INK = QColor("#000000")
GREY_TEXT = QColor("#404040")
RULE_GREY = QColor("#7a7a7a")
HEADER_FILL = QColor("#e4e4e4")
FONT_FAMILY = "DejaVu Sans"

MARGIN = 120  # 12 mm page margin
BODY_TEXT = 33  # 3.3 mm, about 9.5 pt
SMALL_TEXT = 29

Icon = Callable[[QPainter, QRectF], None]


def sheet_font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    """A DejaVu Sans font ``size`` tenths of a millimetre high (the sheet's logical unit)."""
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    f.setItalic(italic)
    # Hinting snaps glyphs to device pixels; on a scaled painter it would distort the spacing.
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    # No "fi"/"fl" ligatures: the PDF's text must copy and search as typed.
    f.setFeature(QFont.Tag("liga"), 0)
    return f


@dataclass
class Cell:
    """One table cell: text, optionally bold, with an optional icon painted on its left."""

    text: str = ""
    bold: bool = False
    icon: Icon | None = None
    icon_size: float = 0.0
    align: Qt.AlignmentFlag | None = None


# A cell given as MERGE continues the cell above it (a vertical span).
MERGE = None


@dataclass
class Column:
    """A table column: its title, its width (tenths of a mm) and how its text aligns."""

    title: str
    width: float
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft
    bold: bool = False


@dataclass
class PagePlan:
    """One page of a sheet: a heading for the page and the function that draws its body."""

    heading: str
    draw: Callable[[PageContext], None]
    subheading: str = ""
    swatch: QColor | None = None


@dataclass
class SheetInfo:
    """What the header of every page shows."""

    title: str
    ruleset_title: str
    detail: str
    date: str
    seats: str
    footer: str


@dataclass
class RecordedItem:
    """Something a diagram painter drew, kept so tests and callers can check the picture."""

    page: int
    kind: str
    label: str
    data: dict[str, Any] = field(default_factory=dict)


class PageContext:
    """The body of one page: a cursor that moves down as headings, text and tables are drawn.

    ``new_page()`` starts another page (header and footer included) and carries on below its
    header, so long content breaks where it must.
    """

    def __init__(self, doc: _Document, page_index: int, plan: PagePlan) -> None:
        self.doc = doc
        self.painter = doc.painter
        self.plan = plan
        self.page_index = page_index
        body = doc.body_rect()
        self.left, self.width = body.left(), body.width()
        self.top, self.bottom = body.top(), body.bottom()
        self.y = self.top

    # ---- space ---------------------------------------------------------------------------
    @property
    def remaining(self) -> float:
        return self.bottom - self.y

    def space(self, h: float) -> None:
        self.y = min(self.bottom, self.y + h)

    def take(self, h: float, width: float | None = None, x: float | None = None) -> QRectF:
        """Reserve ``h`` of height at the cursor (a new page first if it does not fit)."""
        if h > self.remaining and self.y > self.top:
            self.new_page()
        r = QRectF(self.left if x is None else x, self.y, self.width if width is None else width, h)
        self.y += h
        return r

    def new_page(self) -> None:
        self.doc.new_page(self.plan, continued=True)
        self.page_index = self.doc.page_count - 1
        self.y = self.top

    def record(self, kind: str, label: str, **data: Any) -> None:
        self.doc.recorded.append(RecordedItem(self.page_index, kind, label, data))

    # ---- text ----------------------------------------------------------------------------
    def text_height(
        self,
        text: str,
        width: float,
        size: float = BODY_TEXT,
        bold: bool = False,
        italic: bool = False,
    ) -> float:
        fm = QFontMetricsF(sheet_font(size, bold, italic))
        r = fm.boundingRect(QRectF(0, 0, width, 1e6), int(Qt.TextFlag.TextWordWrap), text)
        return r.height()

    def draw_text(
        self,
        rect: QRectF,
        text: str,
        size: float = BODY_TEXT,
        bold: bool = False,
        italic: bool = False,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
        color: QColor = INK,
    ) -> None:
        p = self.painter
        p.setFont(sheet_font(size, bold, italic))
        p.setPen(color)
        p.drawText(rect, int(align | Qt.TextFlag.TextWordWrap), text)

    def paragraph(
        self,
        text: str,
        size: float = BODY_TEXT,
        bold: bool = False,
        italic: bool = False,
        color: QColor = INK,
        width: float | None = None,
        x: float | None = None,
        after: float = 12,
    ) -> QRectF:
        """Wrapped text at the cursor; returns the rectangle it took."""
        w = self.width if width is None else width
        h = self.text_height(text, w, size, bold, italic)
        r = self.take(h, w, x)
        self.draw_text(r, text, size, bold, italic, color=color)
        self.space(after)
        return r

    def heading(self, text: str, size: float = 40, rule: bool = True) -> None:
        """A section heading with a thin rule under it; kept with what follows it."""
        h = self.text_height(text, self.width, size, True) + 14
        if self.remaining < h + 150:
            self.new_page()
        r = self.take(h)
        self.draw_text(r, text, size, True)
        if rule:
            self.painter.setPen(QPen(INK, 3))
            self.painter.drawLine(
                QPointF(r.left(), r.bottom() - 4), QPointF(r.right(), r.bottom() - 4)
            )
        self.space(14)

    # ---- tables --------------------------------------------------------------------------
    def _cell_height(self, cell: Cell, col: Column, size: float, pad: float) -> float:
        inner = col.width - 2 * pad - (cell.icon_size + pad if cell.icon else 0)
        h = (
            self.text_height(cell.text, max(10.0, inner), size, cell.bold or col.bold)
            if cell.text
            else 0
        )
        return max(h, cell.icon_size) + 2 * pad

    def table_height(
        self,
        columns: Sequence[Column],
        rows: Sequence[Sequence[Cell | str | None]],
        size: float = BODY_TEXT,
        header_size: float | None = None,
        pad: float = 9,
    ) -> float:
        header_size = header_size or size
        columns = self.fit_columns(columns, header_size, pad)
        heights, header_h = self._layout(columns, _cells(rows), size, header_size, pad)
        return header_h + sum(heights)

    def fit_columns(
        self, columns: Sequence[Column], header_size: float, pad: float
    ) -> list[Column]:
        """Widen columns whose title has a word wider than the column, taking the room from the
        widest column, so no header word is ever cut."""
        fm = QFontMetricsF(sheet_font(header_size, True))
        out = [dataclasses.replace(c) for c in columns]
        widest = max(range(len(out)), key=lambda i: out[i].width)
        for i, c in enumerate(out):
            need = max(fm.horizontalAdvance(word) for word in c.title.split() or [""]) + 2 * pad + 2
            if i != widest and need > c.width:
                out[widest].width -= need - c.width
                c.width = need
        return out

    def _layout(
        self,
        columns: Sequence[Column],
        rows: list[list[Cell | None]],
        size: float,
        header_size: float,
        pad: float,
    ) -> tuple[list[float], float]:
        header_h = (
            max(self.text_height(c.title, c.width - 2 * pad, header_size, True) for c in columns)
            + 2 * pad
        )
        heights = [0.0] * len(rows)
        for i, row in enumerate(rows):
            for j, cell in enumerate(row):
                nxt = rows[i + 1][j] if i + 1 < len(rows) else Cell()
                if cell is not None and nxt is not None:
                    heights[i] = max(heights[i], self._cell_height(cell, columns[j], size, pad))
        # A merged cell must fit the rows it spans: grow the last row of the span if needed.
        for j, col in enumerate(columns):
            for start, end in _spans(rows, j):
                if end - start > 1:
                    need = self._cell_height(rows[start][j], col, size, pad)
                    have = sum(heights[start:end])
                    if need > have:
                        heights[end - 1] += need - have
        return heights, header_h

    def table(
        self,
        columns: Sequence[Column],
        rows: Sequence[Sequence[Cell | str | None]],
        size: float = BODY_TEXT,
        header_size: float | None = None,
        pad: float = 9,
        x: float | None = None,
    ) -> QRectF:
        """Draw a table at the cursor: a grey header row, thin rules, cells that wrap; a cell given
        as ``MERGE`` joins the cell above. Breaks onto a new page between row groups if needed
        (repeating the header). Returns the rectangle of the last part drawn."""
        cells = _cells(rows)
        header_size = header_size or size
        columns = self.fit_columns(columns, header_size, pad)
        heights, header_h = self._layout(columns, cells, size, header_size, pad)
        groups = _row_groups(cells)
        left = self.left if x is None else x
        total_w = sum(c.width for c in columns)
        p = self.painter
        start_y = None
        part_top = self.y

        def draw_header() -> None:
            nonlocal part_top, start_y
            part_top = self.y
            r = QRectF(left, self.y, total_w, header_h)
            p.fillRect(r, HEADER_FILL)
            cx = left
            for c in columns:
                self.draw_text(
                    QRectF(cx + pad, self.y + pad, c.width - 2 * pad, header_h - 2 * pad),
                    c.title,
                    header_size,
                    True,
                    align=c.align | Qt.AlignmentFlag.AlignBottom,
                )
                cx += c.width
            self.y += header_h
            start_y = part_top

        def frame(top: float, bottom: float) -> None:
            p.setPen(QPen(INK, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(left, top, total_w, bottom - top))
            p.setPen(QPen(INK, 2.5))
            p.drawLine(QPointF(left, top + header_h), QPointF(left + total_w, top + header_h))

        if header_h + (sum(heights[groups[0][0] : groups[0][1]]) if groups else 0) > self.remaining:
            self.new_page()
        draw_header()
        for g0, g1 in groups:
            gh = sum(heights[g0:g1])
            if gh > self.remaining and self.y > part_top + header_h:
                frame(part_top, self.y)
                self.new_page()
                draw_header()
            self._draw_rows(columns, cells, heights, g0, g1, left, size, pad)
            self.y += gh
            p.setPen(QPen(INK, 2.5))
            p.drawLine(QPointF(left, self.y), QPointF(left + total_w, self.y))
        frame(part_top, self.y)
        return QRectF(left, part_top, total_w, self.y - part_top)

    def _draw_rows(
        self,
        columns: Sequence[Column],
        cells: list[list[Cell | None]],
        heights: list[float],
        g0: int,
        g1: int,
        left: float,
        size: float,
        pad: float,
    ) -> None:
        p = self.painter
        y0 = self.y
        tops = [y0]
        for h in heights[g0:g1]:
            tops.append(tops[-1] + h)
        cx = left
        for j, col in enumerate(columns):
            for s, e in _spans(cells[g0:g1], j):
                cell = cells[g0 + s][j]
                assert cell is not None
                r = QRectF(cx, tops[s], col.width, tops[e] - tops[s])
                if cell.icon is not None:
                    ir = QRectF(r.left() + pad, r.top() + pad, cell.icon_size, cell.icon_size)
                    cell.icon(p, ir)
                    r = r.adjusted(cell.icon_size + pad, 0, 0, 0)
                if cell.text:
                    self.draw_text(
                        r.adjusted(pad, pad, -pad, -pad),
                        cell.text,
                        size,
                        cell.bold or col.bold,
                        align=(cell.align or col.align) | Qt.AlignmentFlag.AlignTop,
                    )
                if s > 0:
                    p.setPen(QPen(RULE_GREY, 1.5))
                    p.drawLine(QPointF(cx, tops[s]), QPointF(cx + col.width, tops[s]))
            if j:
                p.setPen(QPen(INK, 2.5))
                p.drawLine(QPointF(cx, y0), QPointF(cx, tops[-1]))
            cx += col.width


def _cells(rows: Sequence[Sequence[Cell | str | None]]) -> list[list[Cell | None]]:
    out: list[list[Cell | None]] = []
    for row in rows:
        out.append([Cell(c) if isinstance(c, str) else c for c in row])
    return out


def _spans(rows: Sequence[Sequence[Cell | None]], j: int) -> list[tuple[int, int]]:
    """The vertical spans of column ``j``: (first row, row after the last) of each cell."""
    spans: list[tuple[int, int]] = []
    for i, row in enumerate(rows):
        if row[j] is not None or not spans:
            spans.append((i, i + 1))
        else:
            spans[-1] = (spans[-1][0], i + 1)
    return spans


def _row_groups(rows: list[list[Cell | None]]) -> list[tuple[int, int]]:
    """Runs of rows that merged cells tie together; a page break may fall only between them."""
    groups: list[tuple[int, int]] = []
    for i, row in enumerate(rows):
        if groups and any(c is None for c in row):
            groups[-1] = (groups[-1][0], i + 1)
        else:
            groups.append((i, i + 1))
    return groups


class _Document:
    """The pages being painted: page geometry, header and footer, and the page count."""

    def __init__(
        self,
        painter: QPainter,
        page_mm: tuple[float, float],
        info: SheetInfo,
        next_page: Callable[[], None],
        total_pages: int | None,
    ) -> None:
        self.painter = painter
        self.w, self.h = page_mm[0] * 10, page_mm[1] * 10
        self.info = info
        self._next_page = next_page
        self.total_pages = total_pages
        self.page_count = 0
        self.recorded: list[RecordedItem] = []

    def body_rect(self) -> QRectF:
        return QRectF(MARGIN, MARGIN + 175, self.w - 2 * MARGIN, self.h - 2 * MARGIN - 175 - 70)

    def new_page(self, plan: PagePlan, continued: bool = False) -> None:
        if self.page_count:
            self._next_page()
        self.page_count += 1
        self.painter.save()
        try:
            self._header(plan, continued)
            self._footer()
        finally:
            self.painter.restore()

    def _header(self, plan: PagePlan, continued: bool) -> None:
        p, info = self.painter, self.info
        left, right = MARGIN, self.w - MARGIN
        width = right - left
        p.setPen(INK)
        # Line 1: title on the left, the page's own heading (the army) on the right.
        p.setFont(sheet_font(58, True))
        p.drawText(
            QRectF(left, MARGIN - 10, width * 0.62, 75),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            info.title,
        )
        heading = plan.heading + (" " + QCoreApplication.translate("SetupSheet", "(continued)") if continued else "")
        p.setFont(sheet_font(50, True))
        p.drawText(
            QRectF(left + width * 0.4, MARGIN - 10, width * 0.6, 75),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            heading,
        )
        if plan.swatch is not None:
            hw = QFontMetricsF(sheet_font(50, True)).horizontalAdvance(heading)
            p.setPen(QPen(INK, 3))
            p.setBrush(plan.swatch)
            p.drawRoundedRect(QRectF(right - hw - 70, MARGIN + 10, 44, 44), 8, 8)
        # Line 2: ruleset and options on the left, the date on the right.
        p.setFont(sheet_font(33))
        p.setPen(INK)
        line2 = info.ruleset_title + (f" \u2014 {info.detail}" if info.detail else "")
        p.drawText(
            QRectF(left, MARGIN + 72, width * 0.7, 45),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            line2,
        )
        p.drawText(
            QRectF(left + width * 0.6, MARGIN + 72, width * 0.4, 45),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            QCoreApplication.translate("SetupSheet", "Date: {date}").format(date=info.date),
        )
        # Line 3: the seats.
        p.drawText(
            QRectF(left, MARGIN + 116, width, 45),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            QCoreApplication.translate("SetupSheet", "Seats: {seats}").format(seats=info.seats),
        )
        p.setPen(QPen(INK, 6))
        p.drawLine(QPointF(left, MARGIN + 166), QPointF(right, MARGIN + 166))

    def _footer(self) -> None:
        p = self.painter
        y = self.h - MARGIN - 45
        p.setPen(QPen(RULE_GREY, 2))
        p.drawLine(QPointF(MARGIN, y), QPointF(self.w - MARGIN, y))
        p.setFont(sheet_font(SMALL_TEXT))
        p.setPen(GREY_TEXT)
        p.drawText(
            QRectF(MARGIN, y + 5, 1400, 40),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            self.info.footer,
        )
        n = (QCoreApplication.translate("SetupSheet", "Page {n} of {total}").format(n=self.page_count, total=self.total_pages) if self.total_pages
             else QCoreApplication.translate("SetupSheet", "Page {n}").format(n=self.page_count))
        p.drawText(
            QRectF(self.w - MARGIN - 500, y + 5, 500, 40),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            n,
        )


class SetupSheet:
    """A printed setup sheet. Subclasses set ``ruleset_id`` and return their pages from
    :meth:`pages`; the framework paints header, footer and page breaks.
    """

    ruleset_id: ClassVar[str] = ""

    def __init__(self) -> None:
        #: What the last render's diagram painters drew (for tests and callers).
        self.recorded: list[RecordedItem] = []

    # ---- what subclasses provide -----------------------------------------------------------
    def pages(self, ruleset: Any, state: Any) -> list[PagePlan]:
        """The pages of the sheet for this position. The generic sheet: one page of options."""

        def draw(ctx: PageContext) -> None:
            ctx.heading(QCoreApplication.translate("SetupSheet", "Game"))
            seats = ruleset.players(getattr(state, "opts", None))
            ctx.paragraph(QCoreApplication.translate("SetupSheet", "Players: {names}.").format(names=', '.join(_side_title(p) for p in seats)))
            opts = getattr(state, "opts", None)
            if opts is not None:
                rows = [[name, _option_text(value)] for name, value in opts.model_dump().items()]
                ctx.table(
                    [
                        Column(QCoreApplication.translate("SetupSheet", "Option"), ctx.width * 0.35, bold=True),
                        Column(QCoreApplication.translate("SetupSheet", "Value"), ctx.width * 0.65),
                    ],
                    rows,
                )
            ctx.space(30)
            if self.board_diagram(ctx, ruleset, state) or self.track_diagrams(ctx, ruleset, state):
                ctx.space(20)
            ctx.paragraph(
                QCoreApplication.translate("SetupSheet", "This ruleset has no dedicated setup sheet yet."), italic=True, color=GREY_TEXT
            )

        return [PagePlan(QCoreApplication.translate("SetupSheet", "Setup"), draw)]

    def track_diagrams(self, ctx: PageContext, ruleset: Any, state: Any) -> bool:
        """A game without a grid: its tracks (scores, turns) as the table scene shows them, in
        ink. Never a hand: a sheet is for the whole table. False when there are none."""
        from ..items.track import paint_track, track_size
        from ..rulesets import ui_for

        if ruleset.grid(getattr(state, "opts", None)) is not None:
            return False
        adapter = ui_for(ruleset.id).board_adapter()
        view = getattr(adapter, "view", None)
        if view is None:
            return False
        tracks = view(ruleset, state, None, []).tracks
        if not tracks:
            return False
        ctx.heading(QCoreApplication.translate("SetupSheet", "Tracks"))
        scale = 2.0  # track units to tenths of a millimetre: a space is 9 mm
        for look in tracks:
            _, h = track_size(look, ctx.width / scale)
            r = ctx.take(h * scale + 20)
            p = ctx.painter
            p.save()
            p.translate(r.left(), r.top())
            p.scale(scale, scale)
            paint_track(p, look, ctx.width / scale, printed=True)
            p.restore()
            ctx.record("track", look.title, markers=[(m.label, m.value) for m in look.markers])
        return True

    def board_diagram(self, ctx: PageContext, ruleset: Any, state: Any, max_height: float | None = None) -> bool:
        """The board of a grid ruleset with its pieces, painted by the screen's painter in its
        paper style (:mod:`lionheart_qt.boards.painter`), as large as fits. False without a grid."""
        from ..boards.geometry import BoardGeometry
        from ..boards.painter import PRINT, BoardPainter
        from ..items.stack import paint_piece, paint_stack
        from ..rulesets import ui_for

        grid = ruleset.grid(getattr(state, "opts", None))
        if grid is None:
            return False
        ui = ui_for(ruleset.id)
        adapter = ui.board_adapter()
        ctx.heading(QCoreApplication.translate("SetupSheet", "Board"))
        x0, y0, x1, y1 = grid.bounds()
        room_h = (max_height or ctx.remaining - 160) - 60
        unit = min((ctx.width - 120) / max(1e-9, x1 - x0), room_h / max(1e-9, y1 - y0))
        geometry = BoardGeometry(grid, unit)
        board = BoardPainter(geometry, PRINT)
        r = ctx.take(geometry.height + 60)
        p = ctx.painter
        p.save()
        p.translate(r.left() + 60, r.top() + 10)
        board.paint_board(p, labels=False)
        adapter.decorate(p, board, printed=True)
        board.paint_labels(p)
        by_cell: dict[Any, list] = {}
        for piece in adapter.pieces(state):
            by_cell.setdefault(piece.cell, []).append(piece)
        for cell, here in by_cell.items():
            p.save()
            p.translate(board.piece_centre(cell))
            if len(here) == 1:
                paint_piece(p, here[0].look, board.piece_size(), printed=True)
            else:
                paint_stack(p, [v.look for v in here], board.piece_size(stacked=True), printed=True)
            p.restore()
            for v in here:
                ctx.record("piece", grid.label(cell), owner=getattr(v.look, "owner", None), key=v.key)
        p.restore()
        return True

    def detail(self, ruleset: Any, state: Any) -> str:
        """A few words on the options in play (shown after the ruleset's title)."""
        return ""

    def players(self, ruleset: Any, state: Any) -> tuple[str, ...]:
        return tuple(ruleset.players(getattr(state, "opts", None)))

    # ---- the framework ---------------------------------------------------------------------
    def sheet_info(
        self,
        ruleset: Any,
        state: Any,
        seats: Mapping[str, str] | None,
        title: str | None,
        date: dt.date | None = None,
    ) -> SheetInfo:
        day = (date or dt.date.today()).isoformat()
        return SheetInfo(
            title=title or QCoreApplication.translate("SetupSheet", "Setup sheet"),
            ruleset_title=str(ruleset.title),
            detail=self.detail(ruleset, state),
            date=day,
            seats=seats_text(self.players(ruleset, state), seats, _seat_names(ruleset, state)),
            footer=QCoreApplication.translate("SetupSheet", "Lionheart Table {version} \u00b7 printed {day}").format(version=__version__, day=day),
        )

    def render(
        self,
        painter: QPainter,
        page_mm: tuple[float, float],
        dots_per_mm: float,
        next_page: Callable[[], None],
        ruleset: Any,
        state: Any,
        *,
        seats: Mapping[str, str] | None = None,
        title: str | None = None,
        total_pages: int | None = None,
    ) -> int:
        """Paint every page on an active painter whose device is ``page_mm`` (width, height) at
        ``dots_per_mm``; ``next_page`` starts a new device page. Returns the pages painted."""
        info = self.sheet_info(ruleset, state, seats, title)
        painter.save()
        painter.scale(dots_per_mm / 10, dots_per_mm / 10)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        doc = _Document(painter, page_mm, info, next_page, total_pages)
        try:
            for plan in self.pages(ruleset, state):
                doc.new_page(plan)
                ctx = PageContext(doc, doc.page_count - 1, plan)
                painter.save()
                try:
                    plan.draw(ctx)
                finally:
                    painter.restore()
        finally:
            painter.restore()
        self.recorded = doc.recorded
        return doc.page_count


def _seat_names(ruleset: Any, state: Any) -> dict[str, str]:
    """Each seat's name in the current language ("Goud"), where the ruleset names its seats."""
    from lionheart_core.i18n import text

    out: dict[str, str] = {}
    for player in ruleset.players(getattr(state, "opts", None)):
        try:
            out[player] = text(ruleset.seat(player, getattr(state, "opts", None)).name)
        except Exception:  # a seat without a name: its id reads well enough
            continue
    return out


def seats_text(
    players: Sequence[str], seats: Mapping[str, str] | None, names: Mapping[str, str] | None = None
) -> str:
    """ "Gold: human · Silver: computer (heuristic)"; blanks to write names in when unknown."""
    parts = []
    for player in players:
        who = (seats or {}).get(player)
        if who is None:
            who = "_______________"
        elif who == "human":
            who = QCoreApplication.translate("SetupSheet", "human")
        else:
            who = QCoreApplication.translate("SetupSheet", "computer ({who})").format(who=who)
        parts.append(f"{(names or {}).get(player) or _side_title(player)}: {who}")
    return "    ".join(parts)


def _side_title(player: str) -> str:
    return player.replace("_", " ").title()


def _option_text(value: Any) -> str:
    if value is None:
        return QCoreApplication.translate("SetupSheet", "none")
    if isinstance(value, bool):
        return QCoreApplication.translate("SetupSheet", "yes") if value else QCoreApplication.translate("SetupSheet", "no")
    return str(value)
