"""Mouse gestures sent to a board scene as scene events (no pointer is moved: QTest.mouseMove
left pointer state that crashed later tests)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent


def scene_event(scene, kind: QEvent.Type, at: QPointF, *, held: bool = True) -> QGraphicsSceneMouseEvent:
    event = QGraphicsSceneMouseEvent(kind)
    event.setScenePos(QPointF(at))
    event.setButton(Qt.MouseButton.LeftButton if kind != QEvent.Type.GraphicsSceneMouseMove else Qt.MouseButton.NoButton)
    event.setButtons(Qt.MouseButton.LeftButton if held else Qt.MouseButton.NoButton)
    event.setButtonDownScenePos(Qt.MouseButton.LeftButton, QPointF(at))
    return event


def press(scene, at: QPointF) -> None:
    scene.mousePressEvent(scene_event(scene, QEvent.Type.GraphicsSceneMousePress, at))


def move(scene, at: QPointF, *, held: bool = True) -> None:
    scene.mouseMoveEvent(scene_event(scene, QEvent.Type.GraphicsSceneMouseMove, at, held=held))


def release(scene, at: QPointF) -> None:
    scene.mouseReleaseEvent(scene_event(scene, QEvent.Type.GraphicsSceneMouseRelease, at, held=False))


def drag(scene, frm: QPointF, to: QPointF, steps: int = 6, *, release_it: bool = True) -> None:
    """Press at ``frm``, move there in ``steps`` and release at ``to``."""
    press(scene, frm)
    for k in range(1, steps + 1):
        move(scene, frm + (to - frm) * (k / steps))
    if release_it:
        release(scene, to)


def click(scene, at: QPointF) -> None:
    press(scene, at)
    release(scene, at)
