"""Exact maximum-weight matching on a general graph, over Python ints.

Kept behind one small function so a faster matcher can replace networkx without touching the
systems. Weights must be Python ``int`` (exact at any width); a float weight would lose the
low-order criteria packed into the weight.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import networkx as nx


def max_weight_matching(
    weights: Mapping[tuple[int, int], int] | Iterable[tuple[int, int, int]],
    maxcardinality: bool = False,
) -> dict[int, int]:
    """Maximum-weight matching: returns ``mate`` with ``mate[u] == v`` and ``mate[v] == u``.

    ``weights`` maps vertex pairs to positive int weights (or is an iterable of ``(u, v, w)``);
    a missing pair is no edge. With ``maxcardinality`` the matching is maximum-weight among the
    maximum-cardinality ones.
    """
    items = weights.items() if isinstance(weights, Mapping) else (((u, v), w) for u, v, w in weights)
    graph = nx.Graph()
    for (u, v), w in items:
        if type(w) is not int:
            raise TypeError(f"weight of edge {u}-{v} must be a Python int, got {type(w).__name__}")
        graph.add_edge(u, v, weight=w)
    mate: dict[int, int] = {}
    for u, v in nx.max_weight_matching(graph, maxcardinality=maxcardinality, weight="weight"):
        mate[u] = v
        mate[v] = u
    return mate
