"""QSettings in one place: window layout, recent files and the defaults of the start page."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from . import paths

MAX_RECENT = 8


class Settings:
    """A thin typed wrapper around an INI-format QSettings in the user data folder."""

    def __init__(self) -> None:
        self.q = QSettings(str(paths.settings_path()), QSettings.Format.IniFormat)

    # ---- recent files ---------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        """Recent saves, newest first, that still exist."""
        raw = self.q.value("recent/files", [])
        if isinstance(raw, str):
            raw = [raw] if raw else []
        return [p for p in (raw or []) if Path(p).exists()]

    def add_recent(self, path: str | Path) -> None:
        path = str(Path(path).resolve())
        files = [p for p in self.recent_files() if p != path]
        self.q.setValue("recent/files", [path, *files][:MAX_RECENT])
        self.q.sync()

    def remove_recent(self, path: str | Path) -> None:
        path = str(Path(path).resolve())
        self.q.setValue("recent/files", [p for p in self.recent_files() if p != path])
        self.q.sync()

    # ---- language ---------------------------------------------------------------------------
    def language(self) -> str | None:
        """The language chosen in View > Language ("en", "nl", "fr"); None: follow the system."""
        value = self.q.value("ui/language")
        return value if isinstance(value, str) and value else None

    def set_language(self, lang: str | None) -> None:
        self.q.setValue("ui/language", lang or "")
        self.q.sync()

    # ---- window layout --------------------------------------------------------------------
    def window_layout(self) -> tuple[QByteArray | None, QByteArray | None]:
        geometry = self.q.value("window/geometry")
        state = self.q.value("window/state")
        return (geometry if isinstance(geometry, QByteArray) else None,
                state if isinstance(state, QByteArray) else None)

    def save_window_layout(self, geometry: QByteArray, state: QByteArray) -> None:
        self.q.setValue("window/geometry", geometry)
        self.q.setValue("window/state", state)
        self.q.sync()

    # ---- start page defaults --------------------------------------------------------------
    def last_ruleset(self) -> str | None:
        value = self.q.value("defaults/ruleset")
        return value if isinstance(value, str) else None

    def defaults(self, ruleset_id: str) -> dict[str, Any]:
        """The seats and options last used for a ruleset: {"seats": {...}, "options": {...}}."""
        raw = self.q.value(f"defaults/{ruleset_id}")
        try:
            data = json.loads(raw) if isinstance(raw, str) else {}
        except ValueError:
            data = {}
        return data if isinstance(data, dict) else {}

    def save_defaults(self, ruleset_id: str, seats: dict[str, str], options: dict[str, Any]) -> None:
        self.q.setValue("defaults/ruleset", ruleset_id)
        self.q.setValue(f"defaults/{ruleset_id}", json.dumps({"seats": seats, "options": options}))
        self.q.sync()
