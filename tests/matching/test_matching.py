"""The exact int-weight matcher (checker/matching.py) against networkx and brute force."""

from __future__ import annotations

import itertools
import random

from checker.matching import max_cardinality_matching, max_weight_matching
from tests.matching.networkx_matching import networkx_max_weight_matching


def _weight(mate: dict[int, int], weights: dict[tuple[int, int], int]) -> int:
    return sum(weights[(min(a, b), max(a, b))] for a, b in mate.items() if a < b)


def _brute_force(n: int, weights: dict[tuple[int, int], int]) -> int:
    """Best total weight over every matching of a small graph."""
    best = 0

    def walk(free: tuple[int, ...], total: int) -> None:
        nonlocal best
        best = max(best, total)
        if len(free) < 2:
            return
        first, rest = free[0], free[1:]
        walk(rest, total)
        for other in rest:
            if (first, other) in weights:
                walk(tuple(x for x in rest if x != other), total + weights[(first, other)])

    walk(tuple(range(n)), 0)
    return best


def test_weighted_matching_equals_brute_force_with_criteria_sized_weights() -> None:
    # Weights shaped like the Dutch layout: a huge top digit, then small lower digits that
    # only break ties; a float would lose the low digits, Python ints must not.
    rng = random.Random(11)
    for _ in range(300):
        n = rng.randint(2, 9)
        weights = {
            (i, j): 2**300 * rng.randint(1, 2) + 2**90 * rng.randint(0, 3) + rng.randint(1, 50)
            for i, j in itertools.combinations(range(n), 2)
            if rng.random() < 0.7
        }
        mate = max_weight_matching(weights)
        assert all(mate[b] == a and (min(a, b), max(a, b)) in weights for a, b in mate.items())
        assert _weight(mate, weights) == _brute_force(n, weights)


def test_weighted_matching_equals_networkx_on_larger_dense_graphs() -> None:
    rng = random.Random(5)
    for n in (30, 60):
        weights = {
            (i, j): 2**200 + 2**60 * rng.randint(0, 2) + rng.randint(1, 10**6)
            for i, j in itertools.combinations(range(n), 2)
            if rng.random() < 0.85
        }
        assert _weight(max_weight_matching(weights), weights) == _weight(
            networkx_max_weight_matching(weights), weights
        )


def test_cardinality_matching_is_maximum_from_any_warm_start() -> None:
    rng = random.Random(9)
    for _ in range(200):
        n = rng.randint(1, 12)
        adjacency: dict[int, set[int]] = {i: set() for i in range(n)}
        for i, j in itertools.combinations(range(n), 2):
            if rng.random() < 0.4:
                adjacency[i].add(j)
                adjacency[j].add(i)
        unit = {(i, j): 1 for i in adjacency for j in adjacency[i] if i < j}
        best = len(max_weight_matching(unit)) // 2 if unit else 0
        start = {0: 1, 1: 0} if n > 1 else {}
        assert len(max_cardinality_matching(adjacency, start)) // 2 == best
