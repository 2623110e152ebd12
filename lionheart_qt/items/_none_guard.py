"""Guard against a reference-count bug of PySide6 6.12.0 on Python 3.11.

Measured here: every call of a Qt method that returns nothing (QPainter.save, setPen, setBrush,
drawRect, QImage.fill...) takes one reference from ``None`` without having given one, and every
``Signal.emit`` takes one from ``True``. These start with a few thousand references, so painting
a board a few times aborts the process ("Fatal Python error: none_dealloc" / "bool_dealloc"), and
a worker thread emitting signals ends in a segmentation fault. Python 3.12 made these singletons
immortal (PEP 683), which is why the bug does not show there; PySide6 6.11.3 does not have it.

The guard gives each singleton a huge reference count once, the protection 3.12 gives. It only
acts on CPython before 3.12; elsewhere it does nothing.
"""

from __future__ import annotations

import ctypes
import platform
import sys

_RESERVE = 1 << 40


# The objects C code hands out without a new reference when it assumes they are immortal.
_SINGLETONS = (None, True, False, NotImplemented, Ellipsis)


def protect_none() -> None:
    """Make None, True, False (and the other singletons) practically immortal on CPython < 3.12
    (idempotent)."""
    if sys.version_info >= (3, 12) or platform.python_implementation() != "CPython":
        return
    for obj in _SINGLETONS:
        # ob_refcnt is the first field of every object header on CPython.
        refcnt = ctypes.c_ssize_t.from_address(id(obj))
        if refcnt.value < _RESERVE // 2:
            refcnt.value += _RESERVE


protect_none()
