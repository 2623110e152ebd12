"""Lionheart Table's rules core: pure Python, no Qt. Installed as ``lionheart_core``."""

__version__ = "0.1.0"
