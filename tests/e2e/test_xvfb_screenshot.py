"""A real window under a real X server (Xvfb): the app opens a game mid-battle and the whole
screen is saved to out/screenshot-1997.png, which must be a picture, not a blank screen; the same
for a crusade game in its third round (out/screenshot-crusade.png)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHOT = ROOT / "out" / "screenshot-1997.png"
SHOT_CRUSADE = ROOT / "out" / "screenshot-crusade.png"

# Runs in the child process, on the xcb platform of the Xvfb started by the test.
CHILD = r'''
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from lionheart_core.dice import Scripted
from lionheart_core.rulesets.lionheart_1997.model import Attack, Move, RollOff
from lionheart_qt import style
from lionheart_qt.controller import GameController
from lionheart_qt.main_window import MainWindow

app = QApplication(sys.argv[:1])
assert app.platformName() == "xcb", app.platformName()
style.apply_style(app)
w = MainWindow(GameController(bot_delay_ms=0))
w.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=7)
c = w.controller
c.set_dice(Scripted(["axe", "axe", "arrow", "panic", "arrow", "axe", "panic", "arrow",
                     "axe", "axe", "arrow", "panic", "axe", "arrow", "arrow", "panic"]))
line = [RollOff("gold"),
        Move("gold", (4, 1), (4, 2)), Move("gold", (4, 2), (4, 3)),
        Move("silver", (4, 8), (4, 7)), Move("silver", (4, 7), (4, 6)),
        Move("gold", (4, 3), (4, 4)), Move("gold", (3, 1), (3, 2)),
        Move("silver", (5, 8), (5, 7)), Move("silver", (3, 8), (3, 7)),
        Move("gold", (4, 4), (4, 5)), Attack("gold", (4, 5), (4, 6)),
        Attack("silver", (4, 6), (4, 5))]
for action in line:
    assert c.submit(action), action
w.setGeometry(app.primaryScreen().availableGeometry())
w.showMaximized()
# Silver picks up the stand on E7: its moves and targets light up.
scene = getattr(w.board_view(), "board_scene", None)
if scene is not None and hasattr(scene, "select"):
    scene.select((4, 6))

def shoot():
    app.primaryScreen().grabWindow(0).save(sys.argv[1])
    app.quit()

QTimer.singleShot(1500, shoot)
app.exec()
'''


@pytest.mark.xvfb
def test_real_window_screenshot_under_xvfb(tmp_path):
    _shoot_under_xvfb(CHILD, SHOT, tmp_path)


# A crusade game of five people at one screen, played at random into round three's travel;
# Maid Marian's figure picked up: where it may go lights up.
CHILD_CRUSADE = r'''
import random
import sys
from PySide6.QtTest import QTest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from lionheart_qt import style
from lionheart_qt.controller import GameController
from lionheart_qt.main_window import MainWindow

app = QApplication(sys.argv[:1])
assert app.platformName() == "xcb", app.platformName()
style.apply_style(app)
w = MainWindow(GameController(bot_delay_ms=0))
seats = dict.fromkeys(("robin", "prince_john", "marian", "isabella", "marie"), "human")
w.new_game("crusade", {"players": 5}, seats, seed=4)
c = w.controller
rng = random.Random(2)
while not (c.state.round == 3 and c.state.phase == "travel" and c.state.step >= 2):
    if c.handoff_pending() is not None:
        c.take_screen(c.handoff_pending())
        continue
    assert c.submit(rng.choice(c.legal_actions()))
w.setGeometry(app.primaryScreen().availableGeometry())
w.showMaximized()
QTest.qWait(300)
if w.handoff.isVisible():  # Marie of France takes the screen
    w.handoff.button.click()
QTest.qWait(900)  # the figures glide to where they stand
scene = w.board_view().board_scene
scene.select(c.view_state().player(c.view_player()).location)

def shoot():
    app.primaryScreen().grabWindow(0).save(sys.argv[1])
    app.quit()

QTimer.singleShot(1500, shoot)
app.exec()
'''


@pytest.mark.xvfb
def test_real_window_screenshot_of_a_crusade_game_under_xvfb(tmp_path):
    _shoot_under_xvfb(CHILD_CRUSADE, SHOT_CRUSADE, tmp_path)


def _shoot_under_xvfb(child: str, shot: Path, tmp_path: Path) -> None:
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.fail("Xvfb is not installed: run 'bash tools/test.sh' (it installs xvfb and the "
                    "libxcb packages Qt's xcb platform needs) or apt-get install xvfb.")
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write_fd), "-screen", "0", "1600x1000x24",
                               "-nolisten", "tcp"], pass_fds=(write_fd,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    try:
        with os.fdopen(read_fd) as f:
            display = f.readline().strip()
        assert display.isdigit(), "Xvfb did not report its display"
        shot.parent.mkdir(exist_ok=True)
        if shot.exists():
            shot.unlink()
        env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=f":{display}",
                   LIONHEART_DATA_DIR=str(tmp_path))
        env.pop("WAYLAND_DISPLAY", None)
        done = subprocess.run([sys.executable, "-c", child, str(shot)], env=env, timeout=120,
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stderr[-3000:]
    finally:
        server.terminate()
        server.wait(timeout=10)
    assert shot.exists() and shot.stat().st_size > 10_000

    from PySide6.QtGui import QImage

    image = QImage(str(shot))
    assert image.width() == 1600 and image.height() == 1000
    colours = {image.pixel(x, y) for y in range(0, image.height(), 9) for x in range(0, image.width(), 9)}
    assert len(colours) > 50, "the screenshot is (nearly) uniform"
