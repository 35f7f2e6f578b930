"""Tie-breaks solved on the support of the optimum (checker/matching/lexicographic.py).

The support of a maximum-weight matching's duals must hold every maximum-weight matching (else a
tier could lose the true first candidate), and a tiered solve must reach the same optimum as one
solve on the packed weight ``base * bound + tier``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checker.matching import EdgeLists, Tier, TierValues, lexicographic_matching, max_weight_matching, max_weight_matching_with_support
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


def _row_tier(weights: dict[Edge, int], per_solve: int | None, leave_first: bool = False) -> Tier:
    """The lexicographic tie-break "each vertex, in ascending order, gets the smallest partner above
    it that the optima allow" as one tier (``per_solve`` None) or cut into tiers of ``per_solve``
    rows that settle their vertices (every earlier row's digit is then fixed, so is their partner);
    ``leave_first``: a piece's rows leave before the next piece is solved (``leaves``, as Burstein's
    4.3 tier does) instead of right after their own solve (``settles``)."""
    done: set[int] = set()

    def tier(support: Sequence[Edge], mate: Mapping[int, int]) -> TierValues | None:
        rows: dict[int, list[int]] = {}
        for u, v in support:
            if min(u, v) not in done:
                rows.setdefault(min(u, v), []).append(max(u, v))
        chosen = sorted(rows)[:per_solve]
        if not chosen:
            return None
        values: dict[Edge, int] = {}
        place = 1
        for row in reversed(chosen):
            columns = sorted(rows[row])
            for rank, column in enumerate(columns):
                edge = (row, column) if (row, column) in weights else (column, row)
                values[edge] = place * (len(columns) - rank)
            place *= len(columns) + 1
        rest = tier if per_solve is not None and len(rows) > per_solve else None
        settles = frozenset(chosen) if per_solve is not None else frozenset()
        if leave_first:
            leaves = frozenset(done)
            done.update(chosen)
            return TierValues(values=values, bound=place, leaves=leaves, then=rest)
        return TierValues(values=values, bound=place, settles=settles, then=rest)

    return tier


@pytest.mark.parametrize("leave_first", [False, True], ids=["settling-pieces", "rows-leave-before-next-solve"])
@settings(max_examples=200, deadline=None)
@given(small_graphs(), st.integers(1, 3), st.randoms(use_true_random=False))
def test_a_tie_break_cut_into_pieces_gives_the_same_matching(
    leave_first: bool, graph: dict[Edge, int], per_solve: int, random: Random
) -> None:
    """A tie-break cut into pieces of ``per_solve`` rows, settled after each solve or (``leave_first``,
    TierValues.leaves, Burstein 4.3's pieces) with the solved rows leaving the graph before the next
    piece, gives the matching of the whole tie-break at once."""
    # Edges in any order: the blossom algorithm's own choice among ties follows the input order,
    # so it must not be what puts the later rows right.
    order = list(graph)
    random.shuffle(order)
    weights = {e: graph[e] for e in order}
    whole = lexicographic_matching(weights, [_row_tier(weights, None)])
    pieces = lexicographic_matching(weights, [_row_tier(weights, per_solve, leave_first=leave_first)])
    assert pieces == whole
    assert _total(weights, whole) == _total(weights, max_weight_matching(weights))


def test_the_rows_after_the_first_piece_are_solved_too() -> None:
    # Row 0 has one partner; rows 2 and 4 tie until row 2 takes its smallest partner, 3. Given in
    # this order, the algorithm alone would pick (2, 4): only the second piece puts it right.
    weights = {(0, 1): 1, (2, 4): 1, (2, 3): 1, (3, 5): 1, (4, 5): 1}
    assert lexicographic_matching(weights, [_row_tier(weights, 1)]) == {0: 1, 1: 0, 2: 3, 3: 2, 4: 5, 5: 4}


def _two_tiers(weights: dict[Edge, int], data: st.DataObject) -> tuple[list[Tier], list[dict[Edge, int]]]:
    """Two tie-breaks with drawn values from 0 to 3 (many ties left), each valuing the support's edges."""
    values = [{e: data.draw(st.integers(0, 3)) for e in weights} for _ in range(2)]

    def tier(table: dict[Edge, int]) -> Tier:
        return lambda support, mate: TierValues(values={e: table[e] for e in support}, bound=sum(table.values()) + 1)

    return [tier(values[0]), tier(values[1])], values


@pytest.mark.parametrize("pure", [False, True], ids=["compiled-or-fallback", "pure-python"])
@settings(max_examples=300, deadline=None)
@given(small_graphs(), st.data())
def test_a_warm_tiered_solve_reaches_the_cold_optimum_at_every_tier(
        pure: bool, weights: dict[Edge, int], data: st.DataObject) -> None:
    """Issue 34: each tier started from the optimum before it (``warm``) reaches the same weight and
    the same tier totals as the cold solves; where that optimum is one matching only, the same one
    (among tied optima a warm start may take another: a path of the algorithm, not a rule)."""
    tiers, values = _two_tiers(weights, data)
    with pytest.MonkeyPatch.context() as mp:
        if pure:
            mp.setenv(weighted.PURE_PYTHON_VARIABLE, "1")
        cold = lexicographic_matching(weights, tiers)
        warm = lexicographic_matching(weights, tiers, warm=True)
    assert all(warm[warm[v]] == v and ((v, warm[v]) in weights or (warm[v], v) in weights) for v in warm)
    key = [weights, *values]
    assert [_total(k, warm) for k in key] == [_total(k, cold) for k in key]
    optima = [m for m in _matchings(list(weights)) if [sum(k[e] for e in m) for k in key] == [_total(k, cold) for k in key]]
    if len(optima) == 1:
        assert warm == cold


@settings(max_examples=300, deadline=None)
@given(small_graphs(), st.data())
def test_warm_solves_are_the_same_with_both_matchers_ties_included(
        weights: dict[Edge, int], data: st.DataObject) -> None:
    """The compiled core and the pure-Python matcher take the same warm path: the same matching."""
    tiers, _ = _two_tiers(weights, data)
    compiled = lexicographic_matching(weights, tiers, warm=True)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(weighted.PURE_PYTHON_VARIABLE, "1")
        assert lexicographic_matching(weights, tiers, warm=True) == compiled


@pytest.mark.parametrize("leave_first", [False, True], ids=["settling-pieces", "rows-leave-before-next-solve"])
@settings(max_examples=200, deadline=None)
@given(small_graphs(), st.integers(1, 3), st.randoms(use_true_random=False))
def test_a_tie_break_cut_into_warm_pieces_gives_the_same_matching(
    leave_first: bool, graph: dict[Edge, int], per_solve: int, random: Random
) -> None:
    """Burstein 4.3's case (issue 34): a row-by-row tie-break cut into pieces, each solved warm from
    the piece before, gives the matching of the whole tie-break solved cold at once."""
    order = list(graph)
    random.shuffle(order)
    weights = {e: graph[e] for e in order}
    whole = lexicographic_matching(weights, [_row_tier(weights, None)])
    pieces = lexicographic_matching(weights, [_row_tier(weights, per_solve, leave_first=leave_first)], warm=True)
    assert pieces == whole


@settings(max_examples=200, deadline=None)
@given(small_graphs(), st.data())
def test_weights_given_as_edge_lists_give_the_matching_of_the_dict(weights: dict[Edge, int], data: st.DataObject) -> None:
    """Issue 34: ``EdgeLists`` (pairs and weights as two lists, in the dict's order) are the same input
    to every path: no tier, cold tiers, warm tiers, and a warm start from feasible duals."""
    tiers, values = _two_tiers(weights, data)
    lists = EdgeLists(list(weights), list(weights.values()))
    assert lexicographic_matching(lists, []) == lexicographic_matching(weights, [])
    assert lexicographic_matching(lists, tiers) == lexicographic_matching(weights, tiers)
    assert lexicographic_matching(lists, tiers, warm=True) == lexicographic_matching(weights, tiers, warm=True)
    # the largest weight at every vertex (doubled: twice the weight), no pair: feasible
    dual = {v: 2 * max(weights.values()) for e in weights for v in e}
    start: tuple[dict[int, int], dict[int, int]] = ({}, dual)
    started = lexicographic_matching(lists, tiers, warm=True, start=start)
    assert started == lexicographic_matching(weights, tiers, warm=True, start=start)
    cold = lexicographic_matching(weights, tiers)
    assert [_total(k, started) for k in (weights, *values)] == [_total(k, cold) for k in (weights, *values)]


@pytest.mark.parametrize("warm", [False, True], ids=["cold", "warm"])
@settings(max_examples=200, deadline=None)
@given(small_graphs(), st.data())
def test_a_tier_that_is_not_exact_leaves_the_optima_before_it(warm: bool, weights: dict[Edge, int],
                                                              data: st.DataObject) -> None:
    """Issue 34 (Burstein's narrow rows): a tier whose ``exact`` refuses its optimum has its support
    dropped, the one before kept (with that optimum): the tiers after it reach what they reach without
    it, at every tier's total."""
    tiers, values = _two_tiers(weights, data)
    wrong = {e: data.draw(st.integers(0, 3)) for e in weights}
    refused = []

    def refuse(mate: Mapping[int, int]) -> bool:
        refused.append(dict(mate))
        return False

    def first(support: Sequence[Edge], mate: Mapping[int, int]) -> TierValues:
        return TierValues(values={e: wrong[e] for e in support}, bound=sum(wrong.values()) + 1, exact=refuse,
                          then=tiers[0])

    got = lexicographic_matching(weights, [first, tiers[1]], warm=warm)
    expected = lexicographic_matching(weights, tiers)
    assert refused
    assert [_total(k, got) for k in (weights, *values)] == [_total(k, expected) for k in (weights, *values)]


@settings(max_examples=200, deadline=None)
@given(small_graphs(), st.data())
def test_a_warm_tier_with_its_own_feasible_charges_reaches_the_cold_optimum(weights: dict[Edge, int],
                                                                              data: st.DataObject) -> None:
    """Issue 34 (Burstein's expected pairs): a tier's ``charges`` (any shares of its values covering
    every edge: here a vertex's largest value at either end, plus drawn extra) start the warm solve;
    the same weight and tier totals as the cold solves."""
    tiers, values = _two_tiers(weights, data)
    extra = {v: data.draw(st.integers(0, 2)) for e in weights for v in e}

    def charged(tier: Tier) -> Tier:
        def with_charges(support: Sequence[Edge], mate: Mapping[int, int]) -> TierValues | None:
            found = tier(support, mate)
            if found is None:
                return None
            share = dict(extra)
            for (u, v), x in found.values.items():
                share[u] = max(share.get(u, 0), x)
                share[v] = max(share.get(v, 0), x)
            return found._replace(charges=share)
        return with_charges

    warm = lexicographic_matching(weights, [charged(t) for t in tiers], warm=True)
    cold = lexicographic_matching(weights, tiers)
    assert [_total(k, warm) for k in (weights, *values)] == [_total(k, cold) for k in (weights, *values)]
