"""The registry of rulesets. Only rulesets that are built are listed: nothing is stubbed.

>>> from lionheart_core import rulesets
>>> rulesets.ids()
('lionheart-1997',)
"""

from __future__ import annotations

import importlib

from ..engine import Ruleset

# id -> module that defines RULESET; a ruleset joins this table when it is complete.
_MODULES: dict[str, str] = {
    "lionheart-1997": "lionheart_1997",
}
_cache: dict[str, Ruleset] = {}


def ids() -> tuple[str, ...]:
    """The ids of every built ruleset, in menu order."""
    return tuple(_MODULES)


def get(ruleset_id: str) -> Ruleset:
    """The ruleset with this id; ``KeyError`` with the known ids if there is none."""
    if ruleset_id not in _MODULES:
        raise KeyError(f"no ruleset {ruleset_id!r}; built ones are {', '.join(_MODULES)}")
    if ruleset_id not in _cache:
        module = importlib.import_module(f"{__name__}.{_MODULES[ruleset_id]}")
        _cache[ruleset_id] = module.RULESET
    return _cache[ruleset_id]
