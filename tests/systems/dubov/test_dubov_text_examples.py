"""The examples the Dubov text gives, as tests: the 4.1.3 set order, the 4.3.3 middle-out order, the 4.4
transposition order, and MaxT (1.8.2)."""

from __future__ import annotations

import random
from decimal import Decimal
from itertools import combinations, permutations

import pytest

from checker.systems.dubov.bracket import first_transposition, middle_out, shifter_order
from checker.systems.dubov.explain import combination_rank
from checker.systems.dubov.literal import first_transposition_literal
from checker.systems.dubov.state import DubovPlayer, max_upfloats


def test_4_3_3_seven_players_a_to_g_are_numbered_d_c_e_b_f_a_g() -> None:
    """Dubov 4.3.3 example: #1 D, #2 C, #3 E, #4 B, #5 F, #6 A, #7 G."""
    assert "".join(middle_out("ABCDEFG")) == "DCEBFAG"


def test_4_3_3_six_players_start_with_the_higher_of_the_two_middle_ones() -> None:
    """With two players in the (remaining) middle the higher position in the list comes first."""
    assert "".join(middle_out("ABCDEF")) == "CDBEAF"


def test_4_3_2_white_seekers_sort_by_aro_then_tpn_and_black_seekers_by_tpn() -> None:
    """4.3.2: White seekers by ascending ARO then TPN; Black seekers by TPN only (their ARO ignored)."""
    white = {t: DubovPlayer(tpn=t, score=Decimal(0), colours=("b",), aro=aro)
             for t, aro in ((1, 2300), (2, 2100), (3, 2200), (4, 2100), (5, 2400), (6, 2000), (7, 2250))}
    # sorted: 6 (2000), 2 (2100), 4 (2100), 3 (2200), 7 (2250), 1 (2300), 5 (2400) -> A..G
    assert shifter_order(white, list(white)) == (3, 4, 7, 2, 1, 6, 5)
    black = {t: DubovPlayer(tpn=t, score=Decimal(0), colours=("w",), aro=3000 - t) for t in range(1, 8)}
    assert shifter_order(black, list(black)) == (4, 3, 5, 2, 6, 1, 7)


def test_4_1_3_sets_of_two_are_ordered_by_their_smallest_differing_number() -> None:
    """4.1.3: {#1,#2} precedes {#1,#3}; {#1,#P} precedes {#2,#3}; the rank explain counts agrees."""
    order = list(combinations(range(1, 6), 2))
    assert order.index((1, 2)) < order.index((1, 3)) < order.index((1, 5)) < order.index((2, 3))
    for rank, chosen in enumerate(order):
        assert combination_rank([n - 1 for n in chosen], 5) == rank


def test_4_4_note_three_players_give_six_transpositions_in_the_text_order() -> None:
    """4.4.2 note: A, B, C give {A,B,C} {A,C,B} {B,A,C} {B,C,A} {C,A,B} {C,B,A}, in that order."""
    a, b, c = 1, 2, 3
    assert list(permutations((a, b, c))) == [(a, b, c), (a, c, b), (b, a, c), (b, c, a), (c, a, b), (c, b, a)]


def test_3_2_6_t2_is_the_first_legal_transposition_of_the_text_order() -> None:
    """3.2.6 with S1 = 11 12 13 and G2 = 1 2 3: for each of the 512 sets of forbidden pairs, T2 is the first of
    the six transpositions of 4.4 that pairs S1 legally, or none (fast and literal alike)."""
    s1, g2 = (11, 12, 13), (1, 2, 3)
    cells = [(s, g) for s in s1 for g in g2]
    for mask in range(2 ** len(cells)):
        forbidden = {cell for i, cell in enumerate(cells) if mask >> i & 1}
        adj = {s: frozenset(g for g in g2 if (s, g) not in forbidden) for s in s1}
        expected = next((t for t in permutations(g2) if all((s, g) not in forbidden for s, g in zip(s1, t))), None)
        assert first_transposition(s1, g2, adj) == expected, forbidden
        assert first_transposition_literal(s1, g2, adj) == expected, forbidden


def test_3_2_6_t2_is_the_first_legal_transposition_on_random_sparse_brackets() -> None:
    """3.2.6 / 4.4 with up to 7 players a side and a third to two thirds of the pairs forbidden: the fast
    search (greedy start, then alternating paths) gives the literal walk's first legal transposition."""
    rng = random.Random(3206)
    changed = 0
    for _ in range(400):
        size = rng.randint(2, 7)
        s1 = tuple(rng.sample(range(100, 200), size))
        g2 = tuple(rng.sample(range(1, 100), size))
        density = rng.uniform(0.35, 0.7)
        adj = {s: frozenset(g for g in g2 if rng.random() < density) for s in s1}
        expected = first_transposition_literal(s1, g2, adj)
        assert first_transposition(s1, g2, adj) == expected, (s1, g2, adj)
        greedy: list[int] = []
        for s in s1:
            greedy += [g for g in sorted(g2) if g in adj[s] and g not in greedy][:1]
        changed += expected is not None and tuple(greedy) != expected
    assert changed > 20  # the cases where the greedy start is not the answer are exercised


@pytest.mark.parametrize(("rounds", "maxt"), [(5, 3), (7, 3), (9, 3), (10, 4), (11, 4), (15, 5), (4, 2)])
def test_1_8_2_maxt_is_2_plus_rounds_over_5_rounded_down(rounds: int, maxt: int) -> None:
    assert max_upfloats(rounds) == maxt
