"""The generation order packed into weights (checker/systems/dutch/order.py) against the examples
of Dutch 4.2.2, 4.3.2 and 4.4.2: an earlier candidate must get a larger total weight."""

from __future__ import annotations

from itertools import permutations

from hypothesis import given, settings
from hypothesis import strategies as st

from checker.systems.dutch.order import MdpPairingOrder, RemainderOrder, exchanged, first_rows
from checker.systems.dutch.weights import build_layout

# An 11-player homogeneous bracket: vertex v has BSN v + 1; MaxPairs = 5, S1 = BSNs 1-5.
ELEVEN = RemainderOrder(players=tuple(range(11)), pairs=5)


def _exchange_total(moved_out: set[int], moved_in: set[int]) -> int:
    """Order weight of a candidate of an exchange (S1 -> S2: out, S2 -> S1: in).

    Each S1' player gets the first S2' player ranked below it, so that the S1' players are the
    higher ranked of their pairs: otherwise the same pairing is produced earlier by another
    exchange, and that one is what 3.8.1 compares.
    """
    s1 = sorted(({1, 2, 3, 4, 5} - moved_out) | moved_in)
    s2 = sorted(({6, 7, 8, 9, 10, 11} - moved_in) | moved_out)
    pairs = []
    for upper in s1:
        lower = next(b for b in s2 if b > upper)
        s2.remove(lower)
        pairs.append((upper, lower))
    return _total(ELEVEN, pairs)


def _total(order: RemainderOrder | MdpPairingOrder, pairs: list[tuple[int, int]]) -> int:
    """Sum of the order values of BSN pairs (higher ranked first)."""
    mult = build_layout(order.digits()).multipliers
    return sum(order.value(mult, min(a, b) - 1, max(a, b) - 1) for a, b in pairs)


def test_4_3_2_no_exchange_comes_first() -> None:
    assert _exchange_total(set(), set()) > _exchange_total({5}, {6})


def test_4_3_2_rule_1_fewer_exchanged_bsns_first() -> None:
    assert _exchange_total({5}, {10}) > _exchange_total({4, 5}, {6, 7})


def test_4_3_2_rule_2_smallest_sum_difference_first() -> None:
    # The text's examples: 6 for 4 before 8 for 5; 8+6 for 4+3 before 9+8 for 5+4.
    assert _exchange_total({4}, {6}) > _exchange_total({5}, {8})
    assert _exchange_total({3, 4}, {6, 8}) > _exchange_total({4, 5}, {8, 9})


def test_4_3_2_rule_3_largest_differing_bsn_moved_from_s1_first() -> None:
    # Equal sum differences: moving 5 before 4; 5-2 before 4-3; 5-4-1 before 5-3-2.
    assert _exchange_total({5}, {7}) > _exchange_total({4}, {6})
    assert _exchange_total({2, 5}, {6, 7}) > _exchange_total({3, 4}, {6, 7})
    assert _exchange_total({1, 4, 5}, {6, 7, 8}) > _exchange_total({2, 3, 5}, {6, 7, 8})


def test_4_3_2_rule_4_smallest_differing_bsn_moved_from_s2_first() -> None:
    # Same players moved out, equal sums: 6-9 before 7-8; 6-7-10 before 6-8-9.
    assert _exchange_total({4, 5}, {6, 9}) > _exchange_total({4, 5}, {7, 8})
    assert _exchange_total({3, 4, 5}, {6, 7, 10}) > _exchange_total({3, 4, 5}, {6, 8, 9})


def test_4_2_2_transpositions_in_lexicographic_order_of_s2() -> None:
    # 11 players: 6-7-8-9-10 (11 floats), then 6-7-8-9-11, then 6-7-8-10-9, ..., 7-6-8-9-10.
    sequence = [(6, 7, 8, 9, 10), (6, 7, 8, 9, 11), (6, 7, 8, 10, 9), (6, 11, 10, 9, 8), (7, 6, 8, 9, 10)]
    totals = [_total(ELEVEN, list(zip((1, 2, 3, 4, 5), s2))) for s2 in sequence]
    assert totals == sorted(totals, reverse=True) and len(set(totals)) == len(totals)


def test_4_4_2_mdp_sets_by_smallest_differing_bsn_then_4_2_2() -> None:
    # Three MDPs (BSN 1-3), two can be paired, residents BSN 4-7: {1, 2} before {1, 3} before
    # {2, 3}; within a set, MDP 1's opponent decides first (4.2.2 on S2).
    order = MdpPairingOrder(mdps=(0, 1, 2), residents=(3, 4, 5, 6))
    assert _total(order, [(1, 4), (2, 5)]) > _total(order, [(1, 4), (3, 5)]) > _total(order, [(2, 4), (3, 5)])
    assert _total(order, [(1, 4), (2, 7)]) > _total(order, [(1, 5), (2, 4)])


def test_4_2_2_first_rows_keeps_a_later_row_paired() -> None:
    # Row 0's smallest column 5 is the only one row 1 has: row 0 takes 6, and row 2 its smallest left.
    columns = {0: [6, 5], 1: [5], 2: [7, 6, 8]}
    assert first_rows([0, 1, 2], columns, {0: 6, 1: 5, 2: 7}) == {0: 6, 1: 5, 2: 7}


def test_4_2_2_first_rows_frees_a_column_along_an_alternating_path() -> None:
    # Row 0 takes 5 from row 1, who moves to 6, whose row 2 moves to 7 (free).
    columns = {0: [5, 9], 1: [5, 6], 2: [6, 7]}
    assert first_rows([0, 1, 2], columns, {0: 9, 1: 5, 2: 6}) == {0: 5, 1: 6, 2: 7}


@st.composite
def _bipartite(draw: st.DrawFn) -> tuple[list[int], dict[int, list[int]], dict[int, int]]:
    """Up to 6 rows over up to 8 columns (10..17), each row with an assigned column among its own."""
    rows = list(range(draw(st.integers(1, 6))))
    cols = list(range(10, 10 + draw(st.integers(len(rows), 8))))
    start = dict(zip(rows, draw(st.permutations(cols))))
    columns = {r: draw(st.permutations(sorted(set(draw(st.lists(st.sampled_from(cols), max_size=5))) | {start[r]})))
               for r in rows}
    return rows, columns, start


@settings(max_examples=300, deadline=None, derandomize=True)
@given(_bipartite())
def test_4_2_2_first_rows_is_the_lexicographically_first_assignment(graph: tuple[list[int], dict[int, list[int]],
                                                                                   dict[int, int]]) -> None:
    rows, columns, start = graph
    every = [dict(zip(rows, pick)) for pick in permutations(sorted({c for cs in columns.values() for c in cs}), len(rows))
             if all(c in columns[r] for r, c in zip(rows, pick))]
    first = min(every, key=lambda a: [a[r] for r in rows])
    assert first_rows(rows, columns, start) == first


def test_4_2_2_exchanged_moves_an_optimum_to_the_predicted_partners_of_equal_weight() -> None:
    # Row 0 paired to 6 moves to 5, whose partner 9 (below the rows) takes the column 6 row 0 leaves.
    weights = {(0, 5): 3, (0, 6): 3, (5, 9): 2, (6, 9): 2}
    assert exchanged(weights, {0: 6, 6: 0, 5: 9, 9: 5}, {0: 5}) == {0: 5, 5: 0, 9: 6, 6: 9}


def test_4_2_2_exchanged_refuses_a_lighter_matching() -> None:
    # The move costs weight (9 meets 6 with 1, not 2): not an optimum, so no prediction is taken.
    weights = {(0, 5): 3, (0, 6): 3, (5, 9): 2, (6, 9): 1}
    assert exchanged(weights, {0: 6, 6: 0, 5: 9, 9: 5}, {0: 5}) is None


def test_4_2_2_exchanged_refuses_when_the_displaced_player_has_no_column_left() -> None:
    weights = {(0, 5): 3, (0, 6): 3, (5, 9): 2}
    assert exchanged(weights, {0: 6, 6: 0, 5: 9, 9: 5}, {0: 5}) is None
