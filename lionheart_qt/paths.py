"""Where the app keeps its files: the saves folder, the autosave and the crash log.

Everything lives under one user data folder (platformdirs). ``LIONHEART_DATA_DIR`` overrides it,
so tests and portable installs never touch the real profile; under pytest, a test that sets no
folder gets a private temporary one rather than the developer's autosave and settings.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "LionheartTable"
SAVE_SUFFIX = ".lionheart.json"


def _override() -> str | None:
    override = os.environ.get("LIONHEART_DATA_DIR")
    if not override and "PYTEST_CURRENT_TEST" in os.environ:
        override = os.path.join(tempfile.gettempdir(), f"lionheart-pytest-{os.getpid()}")
    return override


def data_dir() -> Path:
    """The user data folder (created on demand)."""
    override = _override()
    base = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    base.mkdir(parents=True, exist_ok=True)
    return base


def saves_dir() -> Path:
    """The default folder offered by File > Save and Open."""
    override = _override()
    if override:
        folder = Path(override) / "saves"
    else:
        folder = Path(platformdirs.user_documents_dir()) / "Lionheart Table"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_path() -> Path:
    """The file written after every action and offered as "Continue last game"."""
    return data_dir() / f"autosave{SAVE_SUFFIX}"


def crash_log_path() -> Path:
    """Tracebacks of unexpected errors go here, never to the player's screen."""
    return data_dir() / "errors.log"


def settings_path() -> Path:
    """The INI file behind QSettings (one place, readable, easy to reset)."""
    return data_dir() / "settings.ini"
