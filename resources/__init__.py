"""Data files of Lionheart Table (installed as ``lionheart_resources``)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def path(*parts: str) -> Path:
    """The path of a resource file, e.g. ``path("rulesets", "lionheart-1997", "units.toml")``."""
    return ROOT.joinpath(*parts)
