"""The hex variant's controls: a King's bid for an enemy mercenary with a slider and a spin box
bounded by the amounts the rules offer (one offer button, not a button per amount), and units
deployed by dragging them from the army dock onto the field."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from lionheart_core.rulesets.lionheart_hex import Bid, Options, Spec
from lionheart_qt.panels.amount import AmountPicker

pytestmark = pytest.mark.usefixtures("qapp")

_spec = importlib.util.spec_from_file_location(
    "hex_positions", Path(__file__).resolve().parents[1] / "core" / "lionheart_hex" / "conftest.py")
positions = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(positions)

MERC = Spec("foot", "none", "spears", True, mercenary=True)
KING = Spec("king_horse", "heavy", "spears", leadership=2)


def _bid_position(budget: int | None = None):
    p = positions
    opts = Options(budget=budget) if budget else None
    return p.position(p.unit("gold", KING, "0809", 0), p.unit("silver", KING, "0801", 3),
                      p.unit("silver", MERC, "0806", 3, promise=4), order=("gold", "silver"), opts=opts)


@pytest.fixture
def hex_window(bare_window):
    w = bare_window
    w.resize(1500, 950)
    yield w
    w.controller.wait_for_bots()
    w.controller.undo_stack.clear()


def test_a_bid_is_one_amount_picker_bounded_by_the_legal_amounts(hex_window, qtbot, tmp_path):
    w = hex_window
    c = w.controller
    c.new_game_from_position("lionheart-hex", _bid_position(), {"gold": "human", "silver": "human"})
    w._attach_board()
    w._show_game()
    c.stateChanged.emit()
    bids = sorted(a.amount for a in c.legal_actions() if isinstance(a, Bid))
    assert len(bids) > 3
    panel = w.decision_panel
    pickers = [x for x in panel.controls if isinstance(x, AmountPicker)]
    assert len(pickers) == 1
    picker = pickers[0]
    # No button per amount any more.
    assert not any("Bid" in b.toolTip() or "bid" in b.toolTip() for b in panel.buttons)
    assert (picker.spin.minimum(), picker.spin.maximum()) == (bids[0], bids[-1])
    assert (picker.slider.minimum(), picker.slider.maximum()) == (bids[0], bids[-1])
    assert "0806" in picker.title.text()
    # The slider and the spin box move together; the button names the amount.
    picker.slider.setValue(bids[2])
    assert picker.value() == bids[2] and str(bids[2]) in picker.button.text()
    picker.spin.setValue(5)
    assert picker.slider.value() == 5
    qtbot.wait(50)  # the Turn dock fits itself to the panel
    assert picker.height() >= picker.minimumSizeHint().height() and picker.button.isVisible()
    w.grab().save(str(tmp_path / "hex_bid.png"))
    before = len(c.log)
    picker.button.click()
    assert len(c.log) == before + 1 and c.log[-1].action == Bid("gold", positions.H("0806"), 5)
    assert not [x for x in w.decision_panel.controls if isinstance(x, AmountPicker)]  # the action is used


def test_the_picker_keeps_to_the_amounts_offered():
    taken = []
    picker = AmountPicker("Bid", [(1, "one"), (2, "two"), (4, "four")], "Offer {n}", taken.append)
    assert (picker.spin.minimum(), picker.spin.maximum()) == (1, 4)
    picker.set_value(3)  # inside the range but not offered
    assert not picker.button.isEnabled() and not picker.take() and taken == []
    picker.set_value(4)
    assert picker.button.isEnabled() and picker.button.text() == "Offer 4"
    picker.button.click()
    assert taken == ["four"]
