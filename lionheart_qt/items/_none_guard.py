"""Guard against a reference-count bug of PySide6 6.12.0 on Python 3.11.

Measured here: every call of a QPainter method that returns nothing (save, setPen, setBrush,
setRenderHint, drawRect...) takes one reference from ``None`` without having given one.
``None`` starts with a few thousand references, so painting a board a few times aborts the
process with "Fatal Python error: none_dealloc". Python 3.12 made ``None`` immortal (PEP 683),
which is why the bug does not show there.

The guard gives ``None`` a huge reference count once, the same protection 3.12 gives. It only acts
on CPython before 3.12; elsewhere it does nothing.
"""

from __future__ import annotations

import ctypes
import platform
import sys

_RESERVE = 1 << 40


def protect_none() -> None:
    """Make ``None`` practically immortal on CPython < 3.12 (idempotent)."""
    if sys.version_info >= (3, 12) or platform.python_implementation() != "CPython":
        return
    refcnt = ctypes.c_ssize_t.from_address(id(None))
    if refcnt.value < _RESERVE // 2:
        refcnt.value += _RESERVE


protect_none()
