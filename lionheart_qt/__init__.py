# PySide6 6.12.0 on Python 3.11 drops a reference of None on every void Qt call; guard it first.
from lionheart_qt.items import _none_guard  # noqa: F401
