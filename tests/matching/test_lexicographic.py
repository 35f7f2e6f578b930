"""Tie-breaks solved on the support of the optimum (checker/matching/lexicographic.py).

The support of a maximum-weight matching's duals must hold every maximum-weight matching (else a
tier could lose the true first candidate), and a tiered solve must reach the same optimum as one
solve on the packed weight ``base * bound + tier``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checker.matching import TierValues, lexicographic_matching, max_weight_matching, max_weight_matching_with_support
from checker.matching import weighted

Edge = tuple[int, int]


def _matchings(edges: Sequence[Edge]) -> Iterator[list[Edge]]:
    """Every matching of a small graph (the empty one included)."""
    if not edges:
        yield []
        return
    first, rest = edges[0], edges[1:]
    yield from _matchings(rest)
    for m in _matchings([e for e in rest if not set(e) & set(first)]):
        yield [first, *m]


@st.composite
def small_graphs(draw: st.DrawFn) -> dict[Edge, int]:
    """Up to 8 vertices, weights from a few values (many ties: the pairing systems' case)."""
    n = draw(st.integers(2, 8))
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True, min_size=1, max_size=len(pairs)))
    return {e: draw(st.sampled_from([1, 2, 3, 4, 2**70, 2**70 + 1])) for e in sorted(chosen)}


def _total(weights: dict[Edge, int], mate: dict[int, int]) -> int:
    return sum(w for (u, v), w in weights.items() if mate.get(u) == v)


@pytest.mark.parametrize("pure", [False, True], ids=["compiled-or-fallback", "pure-python"])
@settings(max_examples=200, deadline=None)
@given(small_graphs())
def test_the_support_holds_every_maximum_weight_matching(pure: bool, weights: dict[Edge, int]) -> None:
    with pytest.MonkeyPatch.context() as mp:
        if pure:
            mp.setenv(weighted.PURE_PYTHON_VARIABLE, "1")
        mate, support = max_weight_matching_with_support(weights)
    best = _total(weights, mate)
    everything = list(_matchings(list(weights)))
    assert best == max(sum(weights[e] for e in m) for m in everything)
    for m in everything:
        if sum(weights[e] for e in m) == best:
            assert set(m) <= set(support), (m, support)
    # The levels stand in for the weights on the support: the same matchings are optimal.
    inside = list(_matchings(list(support)))
    top = max(sum(support[e] for e in m) for m in inside)
    for m in inside:
        assert (sum(weights[e] for e in m) == best) == (sum(support[e] for e in m) == top), (m, support)


@settings(max_examples=200, deadline=None)
@given(small_graphs(), st.data())
def test_a_tiered_solve_reaches_the_packed_optimum(weights: dict[Edge, int], data: st.DataObject) -> None:
    tier_values = {e: data.draw(st.integers(0, 5)) for e in weights}
    bound = sum(tier_values.values()) + 1

    def tier(support: Sequence[Edge], mate: object) -> TierValues:
        return TierValues(values={e: tier_values[e] for e in support}, bound=bound)

    mate = lexicographic_matching(weights, [tier])
    packed = max_weight_matching({e: w * bound + tier_values[e] for e, w in weights.items()})
    assert _total(weights, mate) == _total(weights, packed)
    assert _total(tier_values, mate) == _total(tier_values, packed)


def test_a_tier_that_cannot_tell_the_optima_apart_costs_no_solve() -> None:
    weights = {(1, 2): 5, (3, 4): 5, (1, 3): 1}
    assert lexicographic_matching(weights, [lambda support, mate: None]) == {1: 2, 2: 1, 3: 4, 4: 3}


def test_two_tiers_break_ties_in_order() -> None:
    # A 4-cycle of equal weights: two perfect matchings. Tier 1 is indifferent between them (equal
    # totals), tier 2 prefers the one with edge (1, 4).
    weights = {(1, 2): 3, (3, 4): 3, (2, 3): 3, (1, 4): 3}
    first = lambda support, mate: TierValues(values={(1, 2): 1, (2, 3): 1}, bound=3)  # noqa: E731
    second = lambda support, mate: TierValues(values={(1, 4): 1}, bound=2)  # noqa: E731
    assert lexicographic_matching(weights, [first, second]) == {1: 4, 4: 1, 2: 3, 3: 2}
