"""The registry of rulesets. Only rulesets that are built are listed: nothing is stubbed.

>>> from lionheart_core import rulesets
>>> rulesets.ids()
('lionheart-1997', 'lionheart-hex', 'lancaster', 'crusade', 'richard-campaign')

Each entry names the package under ``lionheart_core.rulesets`` that defines ``RULESET``; the
package exports its options, state and actions at its top. Tests register their own small games
with :func:`register` (they are not offered to players).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from ..engine import Ruleset

# id -> module that defines RULESET; a ruleset joins this table when it is complete.
_MODULES: dict[str, str] = {
    "lionheart-1997": "lionheart_1997",
    "lionheart-hex": "lionheart_hex",
    "lancaster": "lancaster",
    "crusade": "crusade",
    "richard-campaign": "richard_campaign",
}
_extra: dict[str, Callable[[], Ruleset]] = {}
_cache: dict[str, Ruleset] = {}


def ids() -> tuple[str, ...]:
    """The ids of every built ruleset, in menu order (games registered by tests come last)."""
    return tuple(_MODULES) + tuple(i for i in _extra if i not in _MODULES)


def builtin_ids() -> tuple[str, ...]:
    """The rulesets shipped with the program (what the start page offers)."""
    return tuple(_MODULES)


def get(ruleset_id: str) -> Ruleset:
    """The ruleset with this id; ``KeyError`` with the known ids if there is none."""
    if ruleset_id in _cache:
        return _cache[ruleset_id]
    if ruleset_id in _MODULES:
        module = importlib.import_module(f"{__name__}.{_MODULES[ruleset_id]}")
        _cache[ruleset_id] = module.RULESET
    elif ruleset_id in _extra:
        _cache[ruleset_id] = _extra[ruleset_id]()
    else:
        raise KeyError(f"no ruleset {ruleset_id!r}; built ones are {', '.join(ids())}")
    return _cache[ruleset_id]


def register(ruleset_id: str, factory: Callable[[], Ruleset]) -> None:
    """Add a ruleset that is not shipped (the test games); ``factory`` makes it on first use."""
    _extra[ruleset_id] = factory
    _cache.pop(ruleset_id, None)


def unregister(ruleset_id: str) -> None:
    _extra.pop(ruleset_id, None)
    if ruleset_id not in _MODULES:
        _cache.pop(ruleset_id, None)
