"""Lionheart Table's desktop app (PySide6). The rules live in lionheart_core."""
