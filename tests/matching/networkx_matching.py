"""The weighted matching solved by networkx (slower): the reference the exact matcher is cross-checked against."""

from __future__ import annotations

from collections.abc import Mapping

import networkx as nx


def networkx_max_weight_matching(
    weights: Mapping[tuple[int, int], int], maxcardinality: bool = False
) -> dict[int, int]:
    """The same problem solved by networkx (slower); kept to cross-check ``max_weight_matching``."""
    graph = nx.Graph()
    for (u, v), w in weights.items():
        graph.add_edge(u, v, weight=w)
    mate: dict[int, int] = {}
    for u, v in nx.max_weight_matching(graph, maxcardinality=maxcardinality, weight="weight"):
        mate[u] = v
        mate[v] = u
    return mate
