"""Entry script for the bundled app: the same ``lionheart`` command as the wheel installs.

With ``LIONHEART_FIRST_FRAME_PROBE=1`` the bundle starts the normal window, prints
``first-frame`` as soon as the first widget has been painted, and exits: packaging/smoke.sh
times that line from the outside to measure the cold start to the first frame.
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


if __name__ == "__main__":
    if os.environ.get("LIONHEART_FIRST_FRAME_PROBE") == "1":
        _install_first_frame_probe()
    from lionheart_qt.app import main

    sys.exit(main())
