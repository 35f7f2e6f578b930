"""Dutch 4.2-4.4 generation orders, checked against the examples quoted in the text."""

from __future__ import annotations

from checker.systems.dutch.literal.sequences import (
    apply_exchange,
    deciding_rule,
    mdp_sets,
    resident_exchanges,
    transpositions,
)

# Dutch 4.2.2 note: an 11-player homogeneous bracket has S1 = 1-5 and S2 = 6-11.
HOMOGENEOUS_11 = transpositions(range(6, 12), 5)
# ... and with two MDPs, S1 = 1-2 and S2 = 3-11.
HETEROGENEOUS_11 = transpositions(range(3, 12), 2)


def heads(orders: list[tuple[int, ...]], n1: int) -> list[tuple[int, ...]]:
    """The first N1 BSNs of each transposition (what 4.2.2 sorts on)."""
    return [o[:n1] for o in orders]


def test_4_2_2_homogeneous_11_players_has_720_transpositions() -> None:
    assert len(HOMOGENEOUS_11) == 720


def test_4_2_2_homogeneous_11_players_quoted_elements_come_in_the_quoted_order() -> None:
    h = heads(HOMOGENEOUS_11, 5)
    quoted = [(6, 7, 8, 9, 10), (6, 7, 8, 9, 11), (6, 7, 8, 10, 11), (6, 11, 10, 9, 8), (7, 6, 8, 9, 10), (11, 10, 9, 8, 7)]
    positions = [h.index(q) for q in quoted]
    assert positions == sorted(positions)
    assert positions[:2] == [0, 1] and positions[-1] == 719


def test_4_2_2_lexicographic_order_puts_6_7_8_10_9_between_the_quoted_second_and_third() -> None:
    # The text quotes "6-7-8-9-10, 6-7-8-9-11, 6-7-8-10-11, ..."; lexicographic order (and the
    # count of 720) needs 6-7-8-10-9 in between: the quote skips it (docs/interpretations-dutch-literal.md).
    assert heads(HOMOGENEOUS_11[:4], 5) == [(6, 7, 8, 9, 10), (6, 7, 8, 9, 11), (6, 7, 8, 10, 9), (6, 7, 8, 10, 11)]


def test_4_2_2_homogeneous_11_players_6_11_10_9_8_is_followed_by_7_6_8_9_10() -> None:
    h = heads(HOMOGENEOUS_11, 5)
    i = h.index((6, 11, 10, 9, 8))
    assert h[i + 1] == (7, 6, 8, 9, 10)
    assert all(head[0] == 6 for head in h[: i + 1])


def test_4_2_2_homogeneous_11_players_last_is_11_10_9_8_7() -> None:
    assert HOMOGENEOUS_11[-1][:5] == (11, 10, 9, 8, 7)


def test_4_2_2_remaining_s2_bsns_follow_in_ascending_order() -> None:
    # the BSN left out of the first five is the downfloater; 6-7-8-9-11 leaves 10
    assert HOMOGENEOUS_11[1] == (6, 7, 8, 9, 11, 10)


def test_4_2_2_heterogeneous_two_mdps_has_72_transpositions() -> None:
    assert len(HETEROGENEOUS_11) == 72


def test_4_2_2_heterogeneous_two_mdps_order_as_quoted() -> None:
    h = heads(HETEROGENEOUS_11, 2)
    assert h[:3] == [(3, 4), (3, 5), (3, 6)]
    assert h[7] == (3, 11)
    assert h[8:10] == [(4, 3), (4, 5)]
    assert h[-1] == (11, 10)


def test_4_3_2_rule_1_one_bsn_exchanged_before_two() -> None:
    order = resident_exchanges(range(1, 6), range(6, 12))
    sizes = [len(out) for out, _ in order]
    assert sizes == sorted(sizes)
    assert deciding_rule(((5,), (11,)), ((4, 5), (6, 7))) == 1
    assert order.index(((5,), (11,))) < order.index(((4, 5), (6, 7)))


def test_4_3_2_rule_2_exchanging_6_with_4_before_8_with_5() -> None:
    order = resident_exchanges(range(1, 6), range(6, 12))
    assert deciding_rule(((4,), (6,)), ((5,), (8,))) == 2
    assert order.index(((4,), (6,))) < order.index(((5,), (8,)))


def test_4_3_2_rule_2_exchanging_8_6_with_4_3_before_9_8_with_5_4() -> None:
    order = resident_exchanges(range(1, 6), range(6, 12))
    assert deciding_rule(((3, 4), (6, 8)), ((4, 5), (8, 9))) == 2
    assert order.index(((3, 4), (6, 8))) < order.index(((4, 5), (8, 9)))


def test_4_3_2_rule_3_moving_5_before_moving_4() -> None:
    order = resident_exchanges(range(1, 6), range(6, 12))
    # equal on rules 1 and 2 (difference 2 each), so rule 3 decides
    assert deciding_rule(((5,), (7,)), ((4,), (6,))) == 3
    assert order.index(((5,), (7,))) < order.index(((4,), (6,)))


def test_4_3_2_rule_3_moving_5_2_before_4_3() -> None:
    order = resident_exchanges(range(1, 6), range(6, 12))
    assert deciding_rule(((2, 5), (8, 9)), ((3, 4), (8, 9))) == 3
    assert order.index(((2, 5), (8, 9))) < order.index(((3, 4), (8, 9)))


def test_4_3_2_rule_3_moving_5_4_1_before_5_3_2() -> None:
    order = resident_exchanges(range(1, 6), range(6, 12))
    assert deciding_rule(((1, 4, 5), (6, 7, 8)), ((2, 3, 5), (6, 7, 8))) == 3
    assert order.index(((1, 4, 5), (6, 7, 8))) < order.index(((2, 3, 5), (6, 7, 8)))


def test_4_3_2_rule_4_moving_6_before_moving_7() -> None:
    order = resident_exchanges(range(1, 6), range(6, 12))
    # with one BSN each and the same BSN leaving S1, rule 2 already tells them apart in the same sense
    assert deciding_rule(((5,), (6,)), ((5,), (7,))) == 2
    assert order.index(((5,), (6,))) < order.index(((5,), (7,)))


def test_4_3_2_rule_4_moving_6_9_before_7_8() -> None:
    order = resident_exchanges(range(1, 6), range(6, 12))
    assert deciding_rule(((4, 5), (6, 9)), ((4, 5), (7, 8))) == 4
    assert order.index(((4, 5), (6, 9))) < order.index(((4, 5), (7, 8)))


def test_4_3_2_rule_4_moving_6_7_10_before_6_8_9() -> None:
    order = resident_exchanges(range(1, 6), range(6, 12))
    assert deciding_rule(((3, 4, 5), (6, 7, 10)), ((3, 4, 5), (6, 8, 9))) == 4
    assert order.index(((3, 4, 5), (6, 7, 10))) < order.index(((3, 4, 5), (6, 8, 9)))


def test_4_3_2_first_exchange_swaps_last_of_s1_with_first_of_s2() -> None:
    order = resident_exchanges(range(1, 6), range(6, 12))
    assert order[0] == ((5,), (6,))
    # 11 players: sum over k of C(5,k)*C(6,k) exchanges
    assert len(order) == 5 * 6 + 10 * 15 + 10 * 20 + 5 * 15 + 1 * 6


def test_3_6_1_exchange_reorders_s1_and_s2() -> None:
    assert apply_exchange((1, 2, 3), (4, 5, 6), ((2,), (6,))) == ((1, 3, 6), (2, 4, 5))


def test_4_4_2_sets_of_two_of_three_mdps_by_smallest_differing_bsn() -> None:
    assert mdp_sets((1, 2, 3), 2) == [(1, 2), (1, 3), (2, 3)]


def test_4_4_1_invalid_sets_are_skipped() -> None:
    # a Limbo must comply with [C7]: here only Limbos holding BSN 3 do
    assert mdp_sets((1, 2, 3, 4), 3, lambda chosen: 3 not in chosen) == [(1, 2, 4)]


def test_3_6_homogeneous_walk_reaches_every_pairing_of_a_six_player_bracket() -> None:
    # transpositions and exchanges together produce every way of making 3 pairs of 6 players (15)
    from decimal import Decimal

    from checker.systems.dutch.literal.bracket import homogeneous_candidates
    from checker.systems.dutch.state import DutchPlayer

    players = tuple(DutchPlayer(tpn=t, score=Decimal(1)) for t in range(1, 7))
    seen = {c.key() for c in homogeneous_candidates(players, 3)}
    assert len(seen) == 15
    first = next(homogeneous_candidates(players, 3))
    assert first.pairs == ((1, 4), (2, 5), (3, 6))
