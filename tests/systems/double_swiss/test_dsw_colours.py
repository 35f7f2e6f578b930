"""Double-Swiss colour allocation, 4.2-4.4: each article decides a pair worked out by hand.

Colour histories are first-game colours of matches with a game played (1.6), oldest first.
"""

from __future__ import annotations

import pytest

from checker.systems.double_swiss.literal import first_game_colour
from checker.models import Pair
from checker.systems.double_swiss.colours import allocate, higher_ranked
from checker.systems.double_swiss.pairer import pair
from tests.systems.double_swiss.builders import player, state

CASES = [
    # (a, b, initial colour, expected white, article)
    (player(3, 1), player(6, 1), "w", 3, "4.3.1"),  # HRP 3 has an odd TPN: the initial colour
    (player(3, 1), player(6, 1), "b", 6, "4.3.1"),
    (player(2, 1), player(5, 1), "w", 5, "4.3.1"),  # HRP 2 even: the opposite of the initial colour
    (player(6, 2), player(1, 1), "w", 1, "4.3.1"),  # HRP by score (4.2): 6, even -> Black
    (player(1, 1, colours="b"), player(2, 1, colours="w"), "w", 1, "4.3.2"),
    (player(1, 1, colours="w"), player(2, 1), "w", 2, "4.3.2"),  # a newcomer has fewer Whites
    (player(1, 1, colours="wb"), player(2, 1, colours="bw"), "w", 1, "4.3.3"),  # last time: 1 Black, 2 White
    (player(1, 1, colours="bwb"), player(2, 1, colours="wbb"), "w", 2, "4.3.3"),  # back to 1 W / 2 B
    (player(1, 1, colours="wb"), player(2, 1, colours="wb"), "w", 1, "4.3.4"),  # HRP 1 alternates from Black
    (player(1, 2, colours="bw"), player(2, 1, colours="bw"), "w", 2, "4.3.4"),
    (player(1, 1, colours="b"), player(2, 1), "w", 1, "4.3.4"),  # equal Whites (0), nothing to alternate to
    (player(1, 1), player(2, 1, colours="b"), "w", 2, "4.3.5"),  # HRP never played: opponent alternates
]


@pytest.mark.parametrize(("a", "b", "initial", "white", "article"), CASES)
def test_4_3_colour_rules_by_article(a, b, initial, white, article) -> None:  # type: ignore[no-untyped-def]
    decision = allocate(a, b, initial)
    assert (decision.white, decision.article) == (white, article)
    assert allocate(b, a, initial) == decision  # the order of the pair does not matter


@pytest.mark.parametrize(("a", "b", "initial", "white", "article"), CASES)
def test_4_3_literal_reading_agrees(a, b, initial, white, article) -> None:  # type: ignore[no-untyped-def]
    hrp, other = higher_ranked(a, b)
    colour = first_game_colour(hrp, other, initial)
    assert (hrp.tpn if colour == "w" else other.tpn) == white


def test_4_4_the_pair_is_published_white_first_as_white_in_game_1() -> None:
    s = state([player(1, 3, colours="wb"), player(2, 3, colours="bw")], match=3)
    assert pair(s).pairs == (Pair(white=1, black=2),)  # 4.3.3: 1 had Black last time 2 had White
