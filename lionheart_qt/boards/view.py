"""BoardView: the window onto any board scene, with zoom, pan, fit and offscreen rendering."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ..items import palette
from .base import BoardScene


class BoardView(QGraphicsView):
    """Wheel zooms around the cursor; right or middle drag, or space + left drag, pans.

    The view fits the board to the window until the player zooms; ``fit()`` goes back to that.
    The board's static layer (squares, coordinates) is cached by the view (CacheBackground) and
    repainted only on zoom; everything is vector-painted, so it stays crisp at any zoom.
    """

    MIN_SCALE = 0.1
    MAX_SCALE = 6.0
    STEP = 1.25

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board_scene = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # A table, not a document: pan by dragging, no scroll bars eating the board's room.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAcceptDrops(True)
        self.setMouseTracking(True)
        self.setMinimumSize(320, 320)
        self._fitting = True           # follow the window size until the player zooms
        self._pan_from: QPointF | None = None
        self._space = False

    # ---- the API the window uses ---------------------------------------------------------------
    def side_widgets(self) -> list[tuple[str, QWidget]]:
        """(title, widget) pairs for docks beside the board, e.g. the setup tray."""
        return self.board_scene.side_widgets()

    def fit(self) -> None:
        """Show the whole board, as large as the window allows."""
        self._fitting = True
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def zoom(self) -> float:
        return self.transform().m11()

    def _zoom_by(self, factor: float, anchor: QGraphicsView.ViewportAnchor) -> None:
        current = self.zoom()
        target = max(self.MIN_SCALE, min(self.MAX_SCALE, current * factor))
        if abs(target - current) < 1e-9:
            return
        self._fitting = False
        old = self.transformationAnchor()
        self.setTransformationAnchor(anchor)
        self.scale(target / current, target / current)
        self.setTransformationAnchor(old)

    def zoom_in(self) -> None:
        self._zoom_by(self.STEP, QGraphicsView.ViewportAnchor.AnchorViewCenter)

    def zoom_out(self) -> None:
        self._zoom_by(1 / self.STEP, QGraphicsView.ViewportAnchor.AnchorViewCenter)

    def render_to_image(self, width: int, height: int) -> QImage:
        """The whole board scene painted into a ``width`` x ``height`` image (no window needed)."""
        self.board_scene.finish_animations()
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(palette.TABLE))
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.scene().render(painter, QRectF(0, 0, width, height), self.sceneRect(),
                            Qt.AspectRatioMode.KeepAspectRatio)
        painter.end()
        return image

    # ---- events --------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        if self._fitting:
            self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if self._fitting:
            self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        steps = event.angleDelta().y() / 120.0
        if not steps:
            return
        # Keep the board point under the cursor where it is (the built-in anchor follows the last
        # mouse *move*, which a wheel-only gesture or a touchpad does not always send).
        at = event.position().toPoint()
        spot = self.mapToScene(at)
        self._zoom_by(self.STEP ** steps, QGraphicsView.ViewportAnchor.NoAnchor)
        drift = self.mapFromScene(spot) - at
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + drift.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + drift.y())
        event.accept()

    def _start_pan(self, event: QMouseEvent) -> bool:
        button = event.button()
        if button in (Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton) or (
                button == Qt.MouseButton.LeftButton and self._space):
            self._pan_from = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            return True
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._start_pan(event):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._pan_from is not None:
            delta = event.position() - self._pan_from
            self._pan_from = event.position()
            self._fitting = False
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - round(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(delta.y()))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
            return
        if event.key() == Qt.Key.Key_Minus:
            self.zoom_out()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            self.viewport().unsetCursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        # The right button pans; no context menu to get in its way.
        event.accept()
