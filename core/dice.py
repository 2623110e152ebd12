"""Dice for every ruleset.

Two sources share one small interface:

* :class:`Seeded` for play. Each draw is ``random.Random(mix(seed, n)).random()`` for the
  n-th draw of a game, so a game's dice depend only on its seed and on how many draws came
  before. The position is an integer kept in the game state: any state can be resumed, copied
  or branched by a bot without sharing a mutable generator. Only ``Random(int)`` seeding and
  ``random()`` are used, the two parts of :mod:`random` that Python keeps stable across versions.
* :class:`Scripted` for tests: every roll is given in advance; a roll the script does not cover,
  or a scripted value of the wrong kind, raises :class:`UnscriptedRoll` at once.

Combat dice (the Lionheart battle dice) have six faces: three battle-axes, two arrows and one
panic, read as ``"axe"``, ``"arrow"`` and ``"panic"``. Six-sided dice give 1..6, ``die(k)`` 1..k.

This is the one door for chance in every ruleset (a test forbids any other randomness under
``rulesets/``): dice, shuffles (:meth:`Dice.shuffle`) and random draws (:meth:`Dice.draw`). The
engine notices any use of it, and an action that drew anything cannot be undone, whatever its
events say. A shuffle is one draw of kind ``"shuffle<n>"``: scripted dice take the permutation
as a list of indices (see :func:`order_of`), seeded dice compute it by Fisher-Yates.
"""

from __future__ import annotations

import hashlib
import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from typing import Any

AXE = "axe"
ARROW = "arrow"
PANIC = "panic"
COMBAT_FACES: tuple[str, ...] = (AXE, AXE, AXE, ARROW, ARROW, PANIC)
COMBAT_SYMBOLS = frozenset(COMBAT_FACES)

_MASK64 = (1 << 64) - 1


def _mix(seed: int, n: int) -> int:
    """A 64-bit mix of seed and draw number (splitmix64 finaliser), so neighbouring draws and
    neighbouring seeds give unrelated generator seeds."""
    z = (seed * 0x9E3779B97F4A7C15 + n + 1) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


class UnscriptedRoll(AssertionError):
    """A test's dice script ran out or held a value of the wrong kind."""


class Dice(ABC):
    """Interface shared by :class:`Seeded` and :class:`Scripted`."""

    scripted: bool = False

    @abstractmethod
    def _draw(self, kind: str) -> str | int:
        """One die of ``kind`` ("combat", "d6" or "index<n>")."""

    def combat(self, n: int) -> tuple[str, ...]:
        """Roll ``n`` Lionheart combat dice."""
        return tuple(str(self._draw("combat")) for _ in range(n))

    def d6(self, n: int = 1) -> tuple[int, ...]:
        """Roll ``n`` six-sided dice."""
        return tuple(int(self._draw("d6")) for _ in range(n))

    def die(self, sides: int, n: int = 1) -> tuple[int, ...]:
        """Roll ``n`` dice of ``sides`` faces (1..sides)."""
        if sides == 6:
            return self.d6(n)
        return tuple(int(self._draw(f"d{sides}")) for _ in range(n))

    def choice_index(self, n: int) -> int:
        """A uniform index in range(n) (a random draw from n things)."""
        if n < 1:
            raise ValueError("cannot choose from nothing")
        return int(self._draw(f"index{n}"))

    def draw(self, items: Sequence) -> Any:
        """One of ``items`` at random (a card drawn blind, a random first player)."""
        return items[self.choice_index(len(items))]

    def shuffle(self, items: Sequence) -> list:
        """``items`` in a random order (one draw of kind ``shuffle<n>``)."""
        out = list(items)
        if len(out) < 2:
            return out
        perm = self._draw(f"shuffle{len(out)}")
        return [out[i] for i in perm]


def order_of(items: Sequence, wanted: Sequence) -> list[int]:
    """The permutation a scripted shuffle needs to turn ``items`` into ``wanted``
    (each item matched once, in order)."""
    pool = list(enumerate(items))
    perm = []
    for w in wanted:
        for k, (i, x) in enumerate(pool):
            if x == w:
                perm.append(i)
                del pool[k]
                break
        else:
            raise ValueError(f"{w!r} is not among the items to shuffle")
    if pool:
        raise ValueError("the wanted order leaves items out")
    return perm


def outcomes(kind: str) -> list[tuple[Any, float]]:
    """Every value a draw of ``kind`` can give, with its probability (for bots that average
    over chance, as OpenSpiel's chance outcomes)."""
    if kind == "combat":
        return [(AXE, 0.5), (ARROW, 1 / 3), (PANIC, 1 / 6)]
    if kind.startswith("index"):
        n = int(kind[5:])
        return [(i, 1 / n) for i in range(n)]
    if kind.startswith("d"):
        n = int(kind[1:])
        return [(i, 1 / n) for i in range(1, n + 1)]
    raise ValueError(f"outcomes of {kind!r} are not listed (a shuffle has n! of them)")


def kind_of(kind: str) -> str:
    """Which chance kind a draw is, as games declare them: "dice", "shuffle" or "draw"."""
    if kind.startswith("shuffle"):
        return "shuffle"
    if kind.startswith("index"):
        return "draw"
    return "dice"


class Seeded(Dice):
    """Deterministic dice for play: the n-th draw of a seed is always the same."""

    def __init__(self, seed: int, position: int = 0) -> None:
        self.seed = int(seed)
        self.position = int(position)

    def random(self) -> float:
        value = random.Random(_mix(self.seed, self.position)).random()
        self.position += 1
        return value

    def _draw(self, kind: str) -> str | int:
        r = self.random()
        if kind == "combat":
            return COMBAT_FACES[int(r * 6)]
        if kind == "d6":
            return int(r * 6) + 1
        if kind.startswith("index"):
            return int(r * int(kind[5:]))
        if kind.startswith("shuffle"):
            # Fisher-Yates over indices, the first draw already taken above.
            n = int(kind[7:])
            perm = list(range(n))
            for i in range(n - 1, 0, -1):
                j = int(r * (i + 1))
                perm[i], perm[j] = perm[j], perm[i]
                if i > 1:
                    r = self.random()
            return tuple(perm)
        if kind.startswith("d") and kind[1:].isdigit():
            return int(r * int(kind[1:])) + 1
        raise ValueError(f"unknown kind of die: {kind}")

    def __repr__(self) -> str:
        return f"Seeded(seed={self.seed}, position={self.position})"


class Scripted(Dice):
    """Dice for tests: each roll comes from the script, in order."""

    scripted = True

    def __init__(self, rolls: Iterable[str | int]) -> None:
        self.rolls = list(rolls)
        self.used = 0

    @property
    def remaining(self) -> int:
        return len(self.rolls) - self.used

    def _draw(self, kind: str) -> str | int:
        if self.used >= len(self.rolls):
            raise UnscriptedRoll(
                f"the dice script has no roll left for a {kind} die "
                f"(it held {len(self.rolls)} rolls)"
            )
        value = self.rolls[self.used]
        if kind == "combat" and value not in COMBAT_SYMBOLS:
            raise UnscriptedRoll(f"roll {self.used + 1} is {value!r}; a combat die needs one of "
                                 f"{sorted(COMBAT_SYMBOLS)}")
        if kind == "d6" and not (isinstance(value, int) and 1 <= value <= 6):
            raise UnscriptedRoll(f"roll {self.used + 1} is {value!r}; a six-sided die needs 1..6")
        if kind.startswith("index"):
            n = int(kind[5:])
            if not (isinstance(value, int) and 0 <= value < n):
                raise UnscriptedRoll(f"roll {self.used + 1} is {value!r}; needs an index below {n}")
        if kind.startswith("shuffle"):
            n = int(kind[7:])
            if not (isinstance(value, list | tuple) and sorted(value) == list(range(n))):
                raise UnscriptedRoll(f"roll {self.used + 1} is {value!r}; a shuffle of {n} needs a "
                                     f"permutation of 0..{n - 1} (see dice.order_of)")
            value = tuple(value)
        if kind.startswith("d") and kind[1:].isdigit() and kind != "d6":
            n = int(kind[1:])
            if not (isinstance(value, int) and 1 <= value <= n):
                raise UnscriptedRoll(f"roll {self.used + 1} is {value!r}; a {n}-sided die needs 1..{n}")
        self.used += 1
        return value

    def __repr__(self) -> str:
        return f"Scripted({self.rolls!r}, used={self.used})"


class Recorder(Dice):
    """Wraps another source and records every value it gives (for replay logs) and the kinds
    of chance used."""

    def __init__(self, inner: Dice) -> None:
        self.inner = inner
        self.values: list[Any] = []
        self.kinds: list[str] = []
        self.scripted = inner.scripted

    def _draw(self, kind: str) -> Any:
        value = self.inner._draw(kind)
        self.values.append(list(value) if isinstance(value, tuple) else value)
        self.kinds.append(kind)
        return value

    @property
    def position(self) -> int:
        return getattr(self.inner, "position", len(self.values))


class Keyed(Seeded):
    """Dice drawn from a secret key, for remote play (:mod:`lionheart_core.remote`).

    The n-th draw is ``sha256(key || n)`` read as a number in [0, 1), so anyone who knows the key
    computes the same dice and nobody who does not can predict them. Every kind of chance (combat
    dice, dN, draws and shuffles) goes through :meth:`Seeded._draw`, exactly as seeded dice do;
    only the source of each number differs. ``position`` counts the draws of the whole game.
    """

    def __init__(self, key: bytes, position: int = 0) -> None:
        self.key = bytes(key)
        self.seed = 0
        self.position = int(position)

    def random(self) -> float:
        digest = hashlib.sha256(self.key + self.position.to_bytes(8, "big")).digest()
        self.position += 1
        return (int.from_bytes(digest[:8], "big") >> 11) / float(1 << 53)

    def __repr__(self) -> str:
        return f"Keyed(key={self.key.hex()[:12]}..., position={self.position})"
