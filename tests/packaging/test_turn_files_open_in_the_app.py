"""Turn files of games played by file (issue 15) open in the app on a double-click (Linux)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from lionheart_core import remote

LINUX = Path(__file__).resolve().parents[2] / "packaging" / "linux"
NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def test_the_turn_file_type_is_claimed_with_the_suffix_the_app_writes():
    root = ET.parse(LINUX / "io.github.lionheart_table.xml").getroot()
    turn = next(m for m in root.findall(f"{NS}mime-type") if m.get("type") == "application/x-lionheart-turn")
    assert turn.find(f"{NS}glob").get("pattern") == "*" + remote.TURN_SUFFIX
    desktop = (LINUX / "io.github.lionheart_table.desktop").read_text(encoding="utf-8")
    assert "application/x-lionheart-turn;" in desktop
