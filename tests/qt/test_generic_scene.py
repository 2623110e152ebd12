"""The generic scenes on grids other than the 1997 board, built here from lionheart_core.grids:
a HexField and a GraphGrid each with a published zone, stacks and a selection, rendered to PNG;
the table scene's private hand; the shared painter on paper."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import fake_ballot as fb
import pytest
from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPdfWriter
from PySide6.QtTest import QTest
from shapely.geometry import Point

from lionheart_core import rulesets
from lionheart_core.engine import Zone
from lionheart_core.geometry import cells_in, wedge
from lionheart_core.grids.graph import GraphGrid, Node
from lionheart_core.grids.hex import HexField
from lionheart_core.grids.square import SquareGrid
from lionheart_qt.boards import BoardView
from lionheart_qt.boards.adapter import ActionView, BoardAdapter, PieceView
from lionheart_qt.boards.geometry import BoardGeometry
from lionheart_qt.boards.grid_scene import GridScene
from lionheart_qt.boards.painter import PRINT, BoardPainter
from lionheart_qt.boards.table_scene import TableScene
from lionheart_qt.items.counter import CounterLook
from lionheart_qt.items.highlights import CellFill, TargetOutline
from lionheart_qt.items.palette import SeatLook
from lionheart_qt.items.stack import StackItem
from lionheart_qt.items.stand import StandLook
from lionheart_qt.items.track import TrackLook, TrackMarker
from lionheart_qt.rulesets import RulesetUI

OUT = Path("/tmp")
RED, BLUE = SeatLook.from_colour("#b03a2e"), SeatLook.from_colour("#2e5fa8")


@dataclass(frozen=True)
class March:
    """A test action: a piece goes from one cell to another (or attacks there)."""

    player: str
    frm: Any
    to: Any


@dataclass(frozen=True)
class Rally:
    """A test action on one cell only (a one-click action)."""

    player: str
    cell: Any


class FakeRuleset:
    """Only what a scene asks of a ruleset: its id, its grid and its published zones."""

    id = "test-grid"

    def __init__(self, grid: Any, zones: dict[Any, list[Zone]]) -> None:
        self._grid, self._zones = grid, zones

    def grid(self, opts: Any = None) -> Any:
        return self._grid

    def zones(self, state: Any, cell: Any) -> list[Zone]:
        return list(self._zones.get(cell, []))


class FakeController(QObject):
    stateChanged = Signal()
    eventsEmitted = Signal(list)
    actionRejected = Signal(str)

    def __init__(self, ruleset: FakeRuleset, state: Any, actions: list) -> None:
        super().__init__()
        self.ruleset, self.state, self.actions, self.submitted = ruleset, state, actions, []

    def view_state(self) -> Any:
        return self.state

    def legal_actions(self) -> list:
        return list(self.actions)

    def submit(self, action: Any) -> bool:
        self.submitted.append(action)
        return True


class PiecesAdapter(BoardAdapter):
    """The test's pieces: the state is a list of PieceView; targets on enemy cells."""

    def pieces(self, state: Any) -> list[PieceView]:
        return list(state)

    def action_view(self, action: Any, grid: Any) -> ActionView | None:
        view = super().action_view(action, grid)
        if view is not None and isinstance(action, March) and action.to in getattr(self, "enemy", ()):
            return ActionView(action, view.frm, view.to, "target")
        return view


def _counter(owner: str, colours: SeatLook, glyph: str, values: str, corner: str = "") -> CounterLook:
    return CounterLook(owner, glyph, values, corner, tooltip=f"{owner} {glyph} {values}", colours=colours)


def _scene(qtbot, grid, pieces, actions, zones, enemy=()):
    adapter = PiecesAdapter()
    adapter.enemy = set(enemy)
    controller = FakeController(FakeRuleset(grid, zones), pieces, actions)
    scene = GridScene(controller, adapter)
    view = BoardView(scene)
    scene.setParent(view)
    qtbot.addWidget(view)
    view.resize(900, 800)
    view.show()
    qtbot.waitExposed(view)
    return controller, scene, view


def _save(view: BoardView, name: str, w: int = 1000, h: int = 860) -> QImage:
    image = view.render_to_image(w, h)
    assert image.save(str(OUT / name))
    return image


def _colour_at(view: BoardView, image: QImage, p: QPointF) -> QColor:
    scale = min(image.width() / view.sceneRect().width(), image.height() / view.sceneRect().height())
    off_x = (image.width() - view.sceneRect().width() * scale) / 2
    off_y = (image.height() - view.sceneRect().height() * scale) / 2
    q = (p - view.sceneRect().topLeft()) * scale
    return image.pixelColor(int(q.x() + off_x), int(q.y() + off_y))


def _zone_cells_drawn(scene: GridScene, zone_item) -> set:
    return {c for c in scene.grid.cells() if zone_item.path().contains(scene.cell_centre(c))}


# ---- the hex field -------------------------------------------------------------------------------
def test_hex_field_with_an_arc_zone_a_stack_and_highlights(qtbot):
    field = HexField(9, 7)
    cells = list(field.cells())
    archer, friend, foe, crowd = cells[30], cells[31], cells[23], cells[42]
    # A firing arc published by the rules: a wedge from core.geometry, and the hexes it covers.
    cx, cy = field.centre(archer)
    shape = wedge((cx, cy), 3.2, -140, -40)  # no hex centre on its edges
    arc = Zone("arc", shape, cells_in(field, shape))
    pieces = [
        PieceView("archer", archer, StandLook("red", "bow", 3, 0.0, colours=RED)),
        PieceView("a", friend, _counter("red", RED, "lance", "4-3", "1st")),
        PieceView("b", friend, _counter("red", RED, "axe", "2-2")),
        PieceView("foe", foe, _counter("blue", BLUE, "shield", "5-1")),
    ] + [PieceView(f"c{i}", crowd, _counter("blue", BLUE, "axe", f"{i}-1")) for i in range(6)]
    moves = [March("red", archer, n) for n in field.neighbours(archer) if n != friend]
    shot = March("red", archer, foe)
    controller, scene, view = _scene(qtbot, field, pieces, moves + [shot], {archer: [arc]}, enemy={foe})

    # Every hex is a cell of the scene: a click at its centre finds it again.
    assert all(scene.cell_at(scene.cell_centre(c)) == c for c in cells)
    # Several counters in one hex are one readable stack; six show three and "+3".
    stacks = {it.cell: it for it in scene.pieces.values() if isinstance(it, StackItem)}
    assert set(stacks) == {friend, crowd}
    assert len(stacks[friend].looks) == 2 and stacks[friend].shown() == 2
    assert len(stacks[crowd].looks) == 6 and stacks[crowd].shown() == 3
    assert "6 pieces here" in stacks[crowd].toolTip()

    # Selecting the archer: its moves as fills, the foe outlined, the arc drawn as published.
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(scene.cell_centre(archer)))
    assert scene.selected == archer
    shown = scene.highlighted()
    assert shown["moves"] == set(moves) and shown["targets"] == {shot}
    zone = scene.zone_item()
    assert zone is not None and zone.kind == "arc"
    assert _zone_cells_drawn(scene, zone) == set(arc.cells)
    image = _save(view, "lionheart-generic-hex.png")
    # The board is drawn (field colour on an empty hex, not the table), the zone tints its hexes.
    empty = cells[2]
    assert _colour_at(view, image, scene.cell_centre(empty)).green() > _colour_at(view, image, scene.cell_centre(empty)).blue()
    # Clicking the outlined foe submits the shot (an action from the legal list, nothing else).
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(scene.cell_centre(foe) + QPointF(18, 18)))
    assert controller.submitted == [shot]
    # A lone piece can be dragged onto where it goes; anywhere else it glides back.
    target = moves[0].to
    _drag(view, scene.cell_centre(archer), scene.cell_centre(target))
    assert controller.submitted == [shot, moves[0]]
    _drag(view, scene.cell_centre(archer), scene.cell_centre(cells[0]))
    assert controller.submitted == [shot, moves[0]]
    piece = scene.piece_at(archer)
    qtbot.waitUntil(lambda: piece.pos() == scene.board_painter.piece_centre(archer), timeout=3000)


def _hover(view: BoardView, at: QPointF) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    vp, p = view.viewport(), view.mapFromScene(at)
    QApplication.sendEvent(vp, QMouseEvent(QEvent.Type.MouseMove, QPointF(p), QPointF(vp.mapToGlobal(p)),
                                           Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                                           Qt.KeyboardModifier.NoModifier))


def _drag(view: BoardView, start: QPointF, end: QPointF) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    vp = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    steps = [(QEvent.Type.MouseButtonPress, a, left, left)]
    steps += [(QEvent.Type.MouseMove, a + (b - a) * i / 4, none, left) for i in range(1, 5)]
    steps += [(QEvent.Type.MouseButtonRelease, b, left, none)]
    for kind, at, button, buttons in steps:
        ev = QMouseEvent(kind, QPointF(at), QPointF(vp.mapToGlobal(at)), button, buttons,
                         Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(vp, ev)


# ---- a location graph ---------------------------------------------------------------------------
GRAPH = GraphGrid.build(
    [Node("york", 2.0, 1.0), Node("lincoln", 5.0, 1.6), Node("london", 6.2, 6.0),
     Node("bristol", 1.2, 5.6), Node("oxford", 3.6, 4.2, radius=0.7),
     Node("calais", 8.6, 6.6, outline=((8.0, 6.0), (9.3, 6.0), (9.3, 7.2), (8.0, 7.2)))],
    [("york", "lincoln", ("road",)), ("york", "oxford", ("road",)), ("lincoln", "london", ("road",)),
     ("oxford", "london", ("road",)), ("oxford", "bristol", ("road",)), ("london", "calais", ("sea",))],
)


def test_graph_grid_with_a_zone_a_stack_and_one_click_actions(qtbot):
    g = GRAPH
    # A zone published by the rules: the area around Oxford (every location within reach).
    shape = Point(g.centre("oxford")).buffer(2.6)
    reach = Zone("reach", shape, cells_in(g, shape))
    pieces = [
        PieceView("army", "oxford", _counter("red", RED, "crown", "6-4", "Warwick")),
        PieceView("l1", "london", _counter("blue", BLUE, "shield", "3-3")),
        PieceView("l2", "london", _counter("blue", BLUE, "lance", "2-4")),
        PieceView("l3", "london", _counter("blue", BLUE, "bow", "1-2")),
    ]
    moves = [March("red", "oxford", n) for n in g.neighbours("oxford")]
    rally = Rally("red", "york")  # one click on York does it
    controller, scene, view = _scene(qtbot, g, pieces, moves + [rally], {"oxford": [reach]}, enemy={"london"})
    assert all(scene.cell_at(scene.cell_centre(c)) == c for c in g.cells())
    assert scene.cell_at(scene.cell_centre("calais") + QPointF(40, 30)) == "calais"  # its outline
    stack = next(it for it in scene.pieces.values() if isinstance(it, StackItem))
    assert stack.cell == "london" and stack.shown() == 3
    # Without a selection, the one-click action shows on its cell.
    assert scene.highlighted()["moves"] == {rally}
    scene.select("oxford")
    assert scene.highlighted()["targets"] == {March("red", "oxford", "london")}
    assert {it.key for it in scene.highlights if isinstance(it, CellFill)} == set(moves) - {
        March("red", "oxford", "london")}
    zone = scene.zone_item()
    assert zone.kind == "reach" and _zone_cells_drawn(scene, zone) == set(reach.cells)
    _save(view, "lionheart-generic-graph.png")
    # Hovering a target outlines the cell a click would act on; elsewhere nothing.
    _hover(view, scene.cell_centre("bristol"))
    assert [it.key for it in scene.items() if isinstance(it, CellFill) and it.key == "bristol"]
    _hover(view, scene.cell_centre("calais"))
    assert not [it for it in scene.items() if isinstance(it, CellFill) and it.key in ("bristol", "calais")]
    scene.select(None)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(scene.cell_centre("york")))
    assert controller.submitted == [rally]
    assert not [it for it in scene.highlights if isinstance(it, TargetOutline)]


# ---- the geometry both share ----------------------------------------------------------------------
@pytest.mark.parametrize("grid", [SquareGrid(9, 10), HexField(6, 5), GRAPH])
def test_geometry_round_trips_and_turning_round_mirrors(grid):
    g = BoardGeometry(grid, 50.0)
    turned = BoardGeometry(grid, 50.0, turned=True)
    for cell in grid.cells():
        c = g.centre(cell)
        assert g.cell_at(c) == cell and turned.cell_at(turned.centre(cell)) == cell
        t = turned.centre(cell)
        assert abs(t.x() - (g.width - c.x())) < 1e-6 and abs(t.y() - (g.height - c.y())) < 1e-6
    if grid.kind == "square":
        # North up: row 0 at the foot of the picture, as the 1997 board.
        assert g.centre((0, 0)).y() > g.centre((0, 9)).y()


def test_the_same_painter_draws_a_hex_field_on_paper(qapp, tmp_path):
    field = HexField(7, 5)
    geometry = BoardGeometry(field, 80.0)
    board = BoardPainter(geometry, PRINT)
    pdf = tmp_path / "hex.pdf"
    writer = QPdfWriter(str(pdf))
    writer.setResolution(300)
    painter = QPainter(writer)
    painter.translate(100, 100)
    board.paint_board(painter)
    cx, cy = field.centre(next(iter(field.cells())))
    board.paint_zone(painter, board.zone_path(wedge((cx, cy), 2.5, 0, 90)))
    painter.end()
    assert pdf.stat().st_size > 1000
    image = QImage(int(geometry.width) + 200, int(geometry.height) + 200, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.translate(100, 100)
    board.paint_board(painter)
    painter.end()
    image.save(str(OUT / "lionheart-generic-hex-print.png"))
    dark = sum(1 for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)
               if image.pixelColor(x, y).lightness() < 160)
    assert dark > 300  # grid lines and labels, black on white


# ---- a game without a grid: tracks and the private hand -------------------------------------------

@pytest.fixture
def ballot():
    fb.register()
    yield
    rulesets.unregister(fb.ID)


class BallotAdapter:
    """A test adapter for the ballot game: a score track, and the viewer's hand as the
    observation gives it (other hands come as '?')."""

    def __init__(self, ui: RulesetUI) -> None:
        self.ui = ui

    def view(self, ruleset, state, viewer, actions):
        from lionheart_qt.boards.adapter import HandView, TableView
        from lionheart_qt.items.hand import CardLook

        ids = ruleset.players(state.opts)
        track = TrackLook("Rounds won", 0, state.opts.target,
                          [TrackMarker(s, self.ui.seat_look(p), p) for p, s in zip(ids, state.scores, strict=True)],
                          goal=state.opts.target)
        hand = None
        if viewer is not None:
            mine = state.hands[ids.index(viewer)]
            cards = [CardLook(c, hidden=c == fb.HIDDEN, colours=self.ui.seat_look(viewer)) for c in mine]
            plays = [next((a for a in actions if getattr(a, "card", None) == c), None) for c in mine]
            hand = HandView(viewer, cards, plays, title="Your hand")
        return TableView((track,), hand, (f"Round {state.round}",))


def test_table_scene_shows_only_the_viewers_hand_and_plays_a_card(qtbot, ballot, new_controller):
    controller = new_controller()
    controller.new_game(fb.ID, seed=4, seats={"p1": "human", "p2": "human", "p3": "human"})
    ui = RulesetUI(fb.ID)
    deal = controller.legal_actions()
    if deal:  # the first seat deals
        assert controller.submit(deal[0])
    viewer = controller.view_player()
    scene = TableScene(controller, BallotAdapter(ui))
    view = BoardView(scene)
    scene.setParent(view)
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    state = controller.state
    ids = controller.ruleset.players(state.opts)
    mine = set(state.hands[ids.index(viewer)])
    others = {c for p, h in zip(ids, state.hands, strict=True) if p != viewer for c in h}
    texts = " ".join(scene.texts())
    assert mine and all(c in texts for c in mine)
    assert not any(c in texts for c in others)  # never another player's card
    assert scene.tracks and scene.tracks[0].look.title == "Rounds won"
    _save(view, "lionheart-generic-table.png", 1000, 620)
    # Clicking a playable card submits that card's vote.
    rect = scene.hand.card_rects()[0]
    target = scene.hand.mapToScene(rect.center())
    before = len(controller.log)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(target))
    assert len(controller.log) == before + 1
    assert getattr(controller.log[-1].action, "card", None) == state.hands[ids.index(viewer)][0]


def test_a_ruleset_without_a_package_gets_the_generic_scenes(qtbot, ballot, new_controller):
    controller = new_controller()
    controller.new_game(fb.ID, seed=2)
    scene = RulesetUI(fb.ID).create_scene(controller)
    assert isinstance(scene, TableScene)
    assert scene.texts()  # the turn summary at least


def test_facing_degrees_on_squares_and_hexes():
    from lionheart_core.grids.hex import Hex
    from lionheart_qt.boards.adapter import facing_degrees

    board = SquareGrid(9, 10)
    assert facing_degrees(board, (4, 4), (4, 5)) == 0.0  # north is up
    assert facing_degrees(board, (4, 4), (5, 4)) == 90.0
    field = HexField(8, 8)
    h = Hex(3, 2)
    # Flat-topped hexes: direction 0 is straight up ("N"), then clockwise every 60 degrees.
    assert [round(facing_degrees(field, h, h.neighbour(i))) for i in range(6)] == [0, 60, 120, 180, 240, 300]


# ---- the generic sheet: the board on paper -----------------------------------------------------
class HexRuleset:
    """A ruleset as far as the generic sheet asks: title, seats, options and a hex field."""

    id = "test-hex-sheet"
    title = "Hex test game"

    def players(self, opts: Any = None) -> tuple[str, ...]:
        return ("red", "blue")

    def grid(self, opts: Any = None) -> Any:
        return HexField(10, 7)


class HexUI(RulesetUI):
    ruleset_id = HexRuleset.id

    def seat_look(self, player):
        return {"red": RED, "blue": BLUE}.get(player, RED)

    def board_adapter(self):
        return PiecesAdapter(self)


def test_the_generic_sheet_draws_the_board_and_its_stacks(qapp, tmp_path, monkeypatch):
    import shutil
    import subprocess

    from lionheart_qt import rulesets as ui_registry
    from lionheart_qt.printing.sheet import SetupSheet

    monkeypatch.setitem(ui_registry._cache, HexRuleset.id, HexUI())
    field = HexRuleset().grid()
    cells = list(field.cells())
    state = [PieceView("k", cells[12], StandLook("red", "crown", None, 60.0, colours=RED)),
             PieceView("a", cells[33], _counter("blue", BLUE, "axe", "3-2")),
             PieceView("b", cells[33], _counter("blue", BLUE, "bow", "1-3")),
             PieceView("c", cells[33], _counter("red", RED, "lance", "4-4"))]
    sheet = SetupSheet()
    pdf = tmp_path / "hex-sheet.pdf"
    writer = QPdfWriter(str(pdf))
    writer.setResolution(300)
    painter = QPainter(writer)
    try:
        pages = sheet.render(painter, (210, 297), 300 / 25.4, writer.newPage, HexRuleset(), state)
    finally:
        painter.end()
    assert pages == 1
    drawn = sorted((i.label, i.data["key"]) for i in sheet.recorded if i.kind == "piece")
    assert drawn == sorted((field.label(v.cell), v.key) for v in state)
    if shutil.which("pdftoppm"):
        subprocess.run(["pdftoppm", "-png", "-r", "80", str(pdf), str(OUT / "lionheart-generic-sheet")], check=True)
        image = QImage(str(OUT / "lionheart-generic-sheet-1.png"))
        dark = sum(1 for x in range(0, image.width(), 4) for y in range(0, image.height(), 4)
                   if image.pixelColor(x, y).lightness() < 128)
        assert dark > 400


def test_the_generic_sheet_of_a_game_without_a_grid_prints_its_tracks_and_no_hand(qapp, ballot, monkeypatch):
    from PySide6.QtGui import QPicture

    from lionheart_qt import rulesets as ui_registry
    from lionheart_qt.printing.sheet import SetupSheet

    class BallotUI(RulesetUI):
        ruleset_id = fb.ID

        def board_adapter(self):
            return BallotAdapter(self)

    monkeypatch.setitem(ui_registry._cache, fb.ID, BallotUI())
    rs = rulesets.get(fb.ID)
    state = rs.new_game(rs.Options(), seed=3)
    state, _ = rs.apply(state, rs.legal_actions(state)[0])  # dealt: every hand holds cards
    sheet = SetupSheet()
    picture = QPicture()
    painter = QPainter(picture)
    try:
        sheet.render(painter, (210, 297), 300 / 25.4, lambda: None, rs, rs.observe(state, None))
    finally:
        painter.end()
    tracks = [i for i in sheet.recorded if i.kind == "track"]
    assert [t.label for t in tracks] == ["Rounds won"]
    assert {label for label, _v in tracks[0].data["markers"]} == set(rs.players(state.opts))
    assert not [i for i in sheet.recorded if i.kind != "track"]  # no card, no hand


def test_the_hand_area_follows_the_player_at_the_screen_and_shows_no_other_hand(qtbot, ballot, monkeypatch, new_controller):
    controller = new_controller()
    controller.new_game(fb.ID, seed=6, seats={"p1": "human", "p2": "human", "p3": "human"})
    deal = controller.legal_actions()
    if deal:
        assert controller.submit(deal[0])
    scene = TableScene(controller, BallotAdapter(RulesetUI(fb.ID)))
    state = controller.state
    ids = controller.ruleset.players(state.opts)
    for seat in ids:
        monkeypatch.setattr(controller, "view_player", lambda seat=seat: seat)
        scene.refresh()
        shown = " ".join(scene.texts())
        mine = state.hands[ids.index(seat)]
        assert all(card in shown for card in mine)
        others = [c for p, hand in zip(ids, state.hands, strict=True) if p != seat for c in hand]
        assert not [c for c in others if c in shown], seat
    # A spectator sees the tracks and no hand at all.
    monkeypatch.setattr(controller, "view_player", lambda: None)
    scene.refresh()
    assert not scene.hand.isVisible() and scene.hand.texts() == []
