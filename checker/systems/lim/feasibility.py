"""The exact feasibility tests that prune the Lim procedure: can these players still all be paired?

The procedure walks its alternatives in the text's order (exchanges 4.1-4.3, floaters 3.8, 2.3.4
candidates); instead of walking a branch to its end to learn that it fails, it asks a matching
whether a complete pairing (or one covering given players) still exists. :class:`MatchingTests`
answers with exact maximum matchings (polynomial); ``checker.systems.lim.literal`` answers the same
questions by enumerating pairings (the unpruned walk), and the property tests make them agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from checker.matching import max_cardinality_matching, max_weight_matching

Graph = Mapping[int, frozenset[int]]
"""TPN -> the TPNs it is compatible with (Lim 2.1; in the last round, 6)."""


class Feasibility(Protocol):
    """The questions the procedure asks about a set of players on the compatibility graph."""

    def pairs(self, graph: Graph, players: frozenset[int]) -> int:
        """The largest number of pairs of compatible players among ``players``."""
        ...

    def covers(self, graph: Graph, players: frozenset[int], required: frozenset[int]) -> bool:
        """Some pairing among ``players`` gives every player of ``required`` a compatible opponent."""
        ...


def perfect(tests: Feasibility, graph: Graph, players: frozenset[int]) -> bool:
    """Every one of ``players`` can be given a compatible opponent among them."""
    return len(players) % 2 == 0 and tests.pairs(graph, players) * 2 == len(players)


class MatchingTests:
    """The feasibility tests by exact maximum matchings (Edmonds), polynomial in the bracket.

    The procedure asks about sets that differ by a player or two from one question to the next, so
    each matching starts from the last one found (its pairs outside the new set are dropped): most
    questions then need one augmenting search or none. The answers do not depend on that start.
    """

    def __init__(self) -> None:
        self._last: dict[int, int] = {}

    def pairs(self, graph: Graph, players: frozenset[int]) -> int:
        """Maximum-cardinality matching on the compatibility graph restricted to ``players``.

        The matcher keeps only neighbours among its vertices (``players``), so each player's whole set
        is passed as it is: restricting every set first (``graph[p] & players``) cost O(n) per player
        and question, the top of Lim's profile at 800-1,600 players (issue 34)."""
        adjacency = {p: graph[p] for p in players}
        mate = max_cardinality_matching(adjacency, initial=self._last)
        self._last = mate
        return len(mate) // 2

    def covers(self, graph: Graph, players: frozenset[int], required: frozenset[int]) -> bool:
        """A maximum-weight matching where an edge weighs its endpoints in ``required`` covers them all."""
        weights = {
            (a, b): (a in required) + (b in required)
            for a in players for b in graph[a] & players
            if a < b and (a in required or b in required)
        }
        mate = max_weight_matching(weights)
        return all(r in mate for r in required)
