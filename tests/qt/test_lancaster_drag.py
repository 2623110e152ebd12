"""Lancaster's knights dragged from the court: onto a castle space, onto a county with the squire
chooser, and dropped where the rules refuse them (their reason is shown, nothing changes); the
round table shows each house's nobles."""

from __future__ import annotations

import pytest
from scene_mouse import click, drag

from lionheart_qt.rulesets.lancaster.scene import LancasterScene, RoundTable, Slot

pytestmark = pytest.mark.usefixtures("qapp")


@pytest.fixture
def table(bare_window):
    w = bare_window
    w.resize(1400, 950)
    w.new_game("lancaster", {"players": 3}, {p: "human" for p in ("blue", "yellow", "red")}, seed=7)
    c = w.controller
    while c.state.stage != "place":
        if w.handoff.isVisible():
            w.handoff.button.click()
            continue
        c.submit(c.legal_actions()[0])
    if w.handoff.isVisible():
        w.handoff.button.click()
    scene = w.board_view().board_scene
    assert isinstance(scene, LancasterScene)
    yield w, c, scene
    c.wait_for_bots()
    c.undo_stack.clear()


def _court(scene: LancasterScene, strength: int | None = None) -> Slot:
    knights = [s for s in scene.slots() if s.pick is not None]
    assert knights, "no knight in the court"
    return next(s for s in knights if strength is None or s.pick[0] == strength)


def _centre(item):
    return item.sceneBoundingRect().center()


def test_a_knight_dragged_onto_a_castle_space_is_placed_there(table):
    w, c, scene = table
    knight = _court(scene, 2)
    placer = c.state.placer
    space = next(s for s in scene.slots() if s.where == "K3" and s.owner == placer)
    before = len(c.log)
    drag(scene, _centre(knight), _centre(space))
    assert len(c.log) == before + 1
    placed = c.log[-1].action
    assert (type(placed).__name__, placed.player, placed.strength, placed.where) == ("Place", placer, 2, "K3")
    assert scene._ghost is None and not scene.chooser


def test_a_knight_dropped_on_a_county_asks_how_many_squires(table):
    w, c, scene = table
    knight = _court(scene, 1)
    options = sorted(a.squires for a in c.legal_actions() if type(a).__name__ == "Place"
                     and (a.strength, a.where) == (1, "A") and not a.ally)
    assert len(options) > 1, options
    before = len(c.log)
    drag(scene, _centre(knight), scene.cell_centre("A"))
    assert len(c.log) == before, "squires are not spent before the player says how many"
    buttons = [s for s in scene.chooser if s.action is not None]
    assert sorted(b.action.squires for b in buttons) == options
    one = next(b for b in buttons if b.action.squires == options[1])
    click(scene, _centre(one))
    placed = c.log[-1].action
    assert (placed.strength, placed.where, placed.squires) == (1, "A", options[1])
    assert not scene.chooser


def test_illegal_drops_are_refused_with_the_reason_and_a_click_still_places(table):
    w, c, scene = table
    placer = c.state.placer
    knight = _court(scene, 1)
    position, before = c.state, len(c.log)
    # Another house's castle: no action names it.
    other = next(s for s in scene.slots() if s.where == "K2" and s.owner not in (None, placer))
    drag(scene, _centre(knight), _centre(other))
    assert c.state == position and "own house" in scene.message
    # A county whose minimum the knight alone does not meet: the rules say why.
    legal = {a.where for a in c.legal_actions() if type(a).__name__ == "Place" and a.strength == 1}
    county = next(x.letter for x in c.state.counties if x.letter not in legal)
    scene.show_message("")
    drag(scene, _centre(_court(scene, 1)), scene.cell_centre(county))
    assert c.state == position and len(c.log) == before
    assert scene.message and "own house" not in scene.message
    # Dropped on the bare table: back to the court, no message.
    scene.show_message("")
    drag(scene, _centre(_court(scene, 1)), _centre(_court(scene, 1)) + type(_centre(knight))(0, -400))
    assert c.state == position and scene.message == ""
    # The click still works: pick in the court, click the county.
    click(scene, _centre(_court(scene, 2)))
    assert scene.pick == (2, False)
    target = next(a for a in c.legal_actions() if type(a).__name__ == "Place" and a.strength == 2
                  and a.where in "ABCDEFGHI" and a.squires == 0)
    click(scene, scene.cell_centre(target.where))
    assert c.log[-1].action.where == target.where and c.log[-1].action.strength == 2


def test_the_round_table_shows_each_house_nobles(table):
    import dataclasses

    w, c, scene = table
    lords = tuple(dataclasses.replace(lord, nobles=("B", "E", "G")) if lord.id == "red" else lord
                  for lord in c.state.lords)
    c.state = dataclasses.replace(c.state, lords=lords)
    c.stateChanged.emit()
    tables = scene.round_tables()
    assert len(tables) == 3
    red = next(t for t in tables if t.nobles)
    assert red.nobles == ("B", "E", "G") and "Stafford" in red.toolTip()
    assert {"B", "E", "G"} <= set(scene.texts())
    assert all(isinstance(t, RoundTable) and t.radius() >= 14 for t in tables)


def test_a_knight_dragged_onto_a_conflict_card_joins_it(table):
    w, c, scene = table
    knight = _court(scene, 1)
    conflict = next(s for s in scene.slots() if s.where and s.where.startswith("C") and s.action is not None)
    before = len(c.log)
    drag(scene, _centre(knight), _centre(conflict))
    assert len(c.log) == before + 1
    placed = c.log[-1].action
    assert (placed.strength, placed.where) == (1, conflict.where)
