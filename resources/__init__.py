"""Data files of Lionheart Table (installed as ``lionheart_resources``)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def path(*parts: str) -> Path:
    """The path of a resource file, e.g. ``path("rulesets", "lionheart_1997", "units.toml")``."""
    return ROOT.joinpath(*parts)


def ruleset_dir(ruleset_id: str) -> Path:
    """The data folder of a ruleset: ``rulesets/<package>``, the id with underscores
    (``lionheart-1997`` -> ``rulesets/lionheart_1997``), as its core and GUI packages are named."""
    return ROOT / "rulesets" / ruleset_id.replace("-", "_")


def ruleset_id_of(folder: str) -> str:
    """The ruleset id of a data folder name (the inverse of :func:`ruleset_dir`)."""
    return folder.replace("_", "-")
