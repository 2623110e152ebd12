"""Things drawn on boards: stands and counters, highlights, and the shared vector glyphs."""

# Painting in PySide6 6.12 on Python 3.11 leaks references of None; see _none_guard.
from . import _none_guard  # noqa: F401
