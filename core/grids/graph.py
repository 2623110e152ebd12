"""A grid of named locations joined by connections: Lancaster's counties, the crusade map.

A location has an id (its label in codes and saves), a position on the board plane and an
outline (a polygon given by the data, or a circle around its position). A connection joins two
locations and may have kinds ("road", "water"); rules ask which connections a move may use.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Annotated, Any

from ..codec_marks import CELL

Location = Annotated[str, CELL]
"""A location id; the annotation marks it as a board cell for the codec."""


@dataclass(frozen=True, slots=True)
class Node:
    """One location: ``id``, its position (board units, y down), an optional outline, and
    free-form ``tags`` from the data (colour, region, kind...)."""

    id: str
    x: float
    y: float
    outline: tuple[tuple[float, float], ...] = ()
    radius: float = 0.5
    tags: tuple[tuple[str, Any], ...] = ()

    def tag(self, name: str, default: Any = None) -> Any:
        for k, v in self.tags:
            if k == name:
                return v
        return default


@dataclass(frozen=True)
class GraphGrid:
    """Locations and connections (the grid protocol of :mod:`lionheart_core.grids.base`)."""

    nodes: tuple[Node, ...]
    edges: tuple[tuple[str, str, frozenset[str]], ...] = ()  # (a, b, kinds)
    y_down: bool = True

    kind = "graph"

    def __post_init__(self) -> None:
        ids = [n.id for n in self.nodes]
        if len(set(ids)) != len(ids):
            raise ValueError("two locations share an id")
        known = set(ids)
        for a, b, _ in self.edges:
            if a not in known or b not in known:
                raise ValueError(f"a connection names an unknown location: {a}-{b}")
            if a == b:
                raise ValueError(f"a location cannot connect to itself: {a}")

    @classmethod
    def build(cls, nodes: Iterable[Node], edges: Iterable[tuple[str, str] | tuple[str, str, Iterable[str]]],
              y_down: bool = True) -> GraphGrid:
        out = []
        for e in edges:
            a, b = e[0], e[1]
            kinds = frozenset(e[2]) if len(e) > 2 else frozenset()
            out.append((a, b, kinds))
        return cls(tuple(nodes), tuple(out), y_down)

    @cached_property
    def _by_id(self) -> Mapping[str, Node]:
        return {n.id: n for n in self.nodes}

    @cached_property
    def _adjacent(self) -> Mapping[str, dict[str, frozenset[str]]]:
        adj: dict[str, dict[str, frozenset[str]]] = {n.id: {} for n in self.nodes}
        for a, b, kinds in self.edges:
            adj[a][b] = adj[a].get(b, frozenset()) | kinds
            adj[b][a] = adj[b].get(a, frozenset()) | kinds
        return adj

    def node(self, cell: str) -> Node:
        return self._by_id[cell]

    def cells(self) -> list[str]:
        return [n.id for n in self.nodes]

    def contains(self, cell: Any) -> bool:
        return isinstance(cell, str) and cell in self._by_id

    def neighbours(self, cell: str, kinds: Iterable[str] | None = None) -> list[str]:
        """Locations one connection away; with ``kinds``, only over connections of those kinds
        (a connection without kinds counts as plain land)."""
        adj = self._adjacent.get(cell, {})
        if kinds is None:
            return sorted(adj)
        wanted = set(kinds)
        return sorted(b for b, k in adj.items() if (k or {"land"}) & wanted)

    def connection(self, a: str, b: str) -> frozenset[str] | None:
        """The kinds of the connection between two locations, None if they are not joined."""
        return self._adjacent.get(a, {}).get(b)

    def distance(self, a: str, b: str) -> int:
        """Connections on the shortest path (a large number when there is none)."""
        return self._distances(a).get(b, 10**6)

    def _distances(self, a: str) -> dict[str, int]:
        cache = self.__dict__.setdefault("_dist_cache", {})
        if a not in cache:
            dist = {a: 0}
            todo = deque([a])
            while todo:
                c = todo.popleft()
                for n in self._adjacent.get(c, {}):
                    if n not in dist:
                        dist[n] = dist[c] + 1
                        todo.append(n)
            cache[a] = dist
        return cache[a]

    def label(self, cell: str) -> str:
        return cell

    def parse(self, text: str) -> str:
        if not isinstance(text, str) or not text.strip():
            raise ValueError(f"not a location: {text!r}")
        text = text.strip()
        if self._by_id and text not in self._by_id:
            raise ValueError(f"there is no location {text!r}")
        return text

    def centre(self, cell: str) -> tuple[float, float]:
        n = self._by_id[cell]
        return (n.x, n.y)

    def polygon(self, cell: str) -> Any:
        from shapely.geometry import Point, Polygon

        n = self._by_id[cell]
        if n.outline:
            return Polygon(n.outline)
        return Point(n.x, n.y).buffer(n.radius, quad_segs=8)

    def bounds(self) -> tuple[float, float, float, float]:
        xs0, ys0, xs1, ys1 = [], [], [], []
        for c in self.cells():
            x0, y0, x1, y1 = self.polygon(c).bounds
            xs0.append(x0)
            ys0.append(y0)
            xs1.append(x1)
            ys1.append(y1)
        if not xs0:
            return (0.0, 0.0, 1.0, 1.0)
        return (min(xs0), min(ys0), max(xs1), max(ys1))


def ring_layout(ids: Iterable[str], radius: float = 4.0) -> list[Node]:
    """Nodes placed evenly on a circle (for small test graphs without positions)."""
    ids = list(ids)
    out = []
    for i, name in enumerate(ids):
        a = 2 * math.pi * i / max(1, len(ids))
        out.append(Node(name, radius * math.cos(a), radius * math.sin(a)))
    return out


__all__ = ["GraphGrid", "Location", "Node", "ring_layout"]
