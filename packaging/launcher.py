"""Entry script for the bundled app: the same ``lionheart`` command as the wheel installs.

Two probes for the packaging checks, off unless their variable is set:

- ``LIONHEART_FIRST_FRAME_PROBE=1``: the normal window starts, ``first-frame`` is printed as soon
  as the first widget has been painted, and the process exits; packaging/smoke.sh times that line
  from the outside to measure the cold start to the first frame.
- ``LIONHEART_OPEN_PROBE=1`` (with ``lionheart SAVE``): once the window has the save on the table,
  ``opened <path> actions=<n>`` is printed and the process exits (``not-opened`` after 30 s): the
  double-click path, checked in the bundle by tests/packaging/test_bundle.py.
"""

import os
import sys


def _install_first_frame_probe() -> None:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])

    class FirstFrame(QObject):
        def __init__(self) -> None:
            super().__init__(app)
            self.seen = False

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
            if not self.seen and event.type() == QEvent.Type.Paint:
                self.seen = True
                # after this paint has finished, i.e. once the frame is drawn
                QTimer.singleShot(0, self.report)
            return False

        def report(self) -> None:
            print("first-frame", flush=True)
            os._exit(0)  # a probe: skip the orderly shutdown, it is not being measured

    app.installEventFilter(FirstFrame())


def _install_open_probe() -> None:
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    clock = QElapsedTimer()
    clock.start()
    timer = QTimer(app)

    def check() -> None:
        for widget in app.topLevelWidgets():
            controller = getattr(widget, "controller", None)
            in_game = getattr(widget, "in_game", None)
            if getattr(widget, "ready", False) and callable(in_game) and in_game() \
                    and getattr(controller, "path", None):
                print(f"opened {controller.path} actions={len(controller.log)}", flush=True)
                os._exit(0)
        if clock.elapsed() > 30_000:
            print("not-opened", flush=True)
            os._exit(3)

    timer.timeout.connect(check)
    timer.start(50)


if __name__ == "__main__":
    if os.environ.get("LIONHEART_FIRST_FRAME_PROBE") == "1":
        _install_first_frame_probe()
    if os.environ.get("LIONHEART_OPEN_PROBE") == "1":
        _install_open_probe()
    from lionheart_qt.app import main

    sys.exit(main())
