"""Burstein 4.1-4.3: the order of pairings, checked against the text's own six-player table.

The Note under 4.3: six players, two pairs, so two virtual players of BSN 0. The table below is the
text's, line by line in its order (the first line, then its nine rows of five, left to right).
The handbook prints ``1-3, 2-0, 4-5, 6-0`` twice (the 23rd and 24th entries): 45 distinct pairings
exist and each of them appears once besides that repetition, so the repetition is a misprint
(docs/interpretations-burstein.md, reading 4).
"""

from __future__ import annotations

from itertools import combinations

from checker.systems.burstein.order import opponents, order_key, pairings_in_order, written
from checker.systems.dutch.weights import build_layout

TEXT_TABLE = """
1-6, 2-5, 3-0, 4-0
1-6, 2-4, 3-0, 5-0 | 1-6, 2-3, 4-0, 5-0 | 1-6, 2-0, 3-5, 4-0 | 1-6, 2-0, 3-4, 5-0 | 1-6, 2-0, 3-0, 4-5
1-5, 2-6, 3-0, 4-0 | 1-5, 2-4, 3-0, 6-0 | 1-5, 2-3, 4-0, 6-0 | 1-5, 2-0, 3-6, 4-0 | 1-5, 2-0, 3-4, 6-0
1-5, 2-0, 3-0, 4-6 | 1-4, 2-6, 3-0, 5-0 | 1-4, 2-5, 3-0, 6-0 | 1-4, 2-3, 5-0, 6-0 | 1-4, 2-0, 3-6, 5-0
1-4, 2-0, 3-5, 6-0 | 1-4, 2-0, 3-0, 5-6 | 1-3, 2-6, 4-0, 5-0 | 1-3, 2-5, 4-0, 6-0 | 1-3, 2-4, 5-0, 6-0
1-3, 2-0, 4-6, 5-0 | 1-3, 2-0, 4-5, 6-0 | 1-3, 2-0, 4-5, 6-0 | 1-3, 2-0, 4-0, 5-6 | 1-2, 3-6, 4-0, 5-0
1-2, 3-5, 4-0, 6-0 | 1-2, 3-4, 5-0, 6-0 | 1-2, 3-0, 4-6, 5-0 | 1-2, 3-0, 4-5, 6-0 | 1-2, 3-0, 4-0, 5-6
1-0, 2-6, 3-5, 4-0 | 1-0, 2-6, 3-4, 5-0 | 1-0, 2-6, 3-0, 4-5 | 1-0, 2-5, 3-6, 4-0 | 1-0, 2-5, 3-4, 6-0
1-0, 2-5, 3-0, 4-6 | 1-0, 2-4, 3-6, 5-0 | 1-0, 2-4, 3-5, 6-0 | 1-0, 2-4, 3-0, 5-6 | 1-0, 2-3, 4-6, 5-0
1-0, 2-3, 4-5, 6-0 | 1-0, 2-3, 4-0, 5-6 | 1-0, 2-0, 3-6, 4-5 | 1-0, 2-0, 3-5, 4-6 | 1-0, 2-0, 3-4, 5-6
"""


def text_lines() -> list[str]:
    """The table's entries in the text's order (46, the misprinted repetition included)."""
    return [e.strip() for line in TEXT_TABLE.strip().splitlines() for e in line.split("|")]


def without_misprint(lines: list[str]) -> list[str]:
    """The table with the repeated 24th entry dropped."""
    assert lines[22] == lines[23] == "1-3, 2-0, 4-5, 6-0"
    return lines[:23] + lines[24:]


def test_the_text_table_holds_every_pairing_of_six_players_with_two_floaters_once_but_one_misprint() -> None:
    lines = text_lines()
    assert len(lines) == 46
    assert len(set(lines)) == 45
    assert {written(6, p) for p in pairings_in_order(6, 2)} == set(lines)


def test_burstein_4_3_generated_order_is_the_text_table_line_by_line() -> None:
    generated = [written(6, p) for p in pairings_in_order(6, 2)]
    assert generated[0] == "1-6, 2-5, 3-0, 4-0"
    assert generated == without_misprint(text_lines())


def test_burstein_4_3_order_key_sorts_the_text_table_in_its_order() -> None:
    pairings = list(pairings_in_order(6, 2))
    shuffled = sorted(pairings, key=lambda p: (len(p) * 7919 + hash(p)) % 97)
    assert sorted(shuffled, key=lambda p: order_key(6, p)) == pairings


def test_burstein_4_3_matching_digits_order_the_table_as_the_text() -> None:
    """The fast engine's order digits: BSN k holds its opponent's BSN when k is the higher of the pair."""
    mult = build_layout([(("o", k), 6) for k in range(1, 7)]).multipliers
    def weight(p: tuple[tuple[int, int], ...]) -> int:
        return sum(mult[("o", a)] * b for a, b in p if b)
    pairings = list(pairings_in_order(6, 2))
    weights = [weight(p) for p in pairings]
    assert weights == sorted(weights, reverse=True) and len(set(weights)) == len(weights)


def test_burstein_4_3_order_of_every_small_bracket_agrees_with_the_opponent_sequence() -> None:
    for players in range(1, 8):
        for floaters in range(players % 2, players + 1, 2):
            keys = [order_key(players, p) for p in pairings_in_order(players, floaters)]
            assert keys == sorted(keys) and len(set(keys)) == len(keys)
            pairs = (players - floaters) // 2
            count = len(list(combinations(range(players), 2 * pairs)))
            matchings = 1
            for k in range(pairs):
                matchings *= 2 * pairs - 1 - 2 * k
            assert len(keys) == count * matchings


def test_opponents_reads_a_pairing_as_the_text_writes_it() -> None:
    assert opponents(6, ((1, 6), (2, 5), (3, 0), (4, 0))) == (6, 5, 0, 0, 2, 1)
    assert written(4, ((1, 0), (2, 4), (3, 0))) == "1-0, 2-4, 3-0"
