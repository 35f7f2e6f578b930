"""Dubov colour allocation 5.2.1-5.2.5, one case per article, and the C3 clash (2.1.3)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from checker.models import Colour
from checker.systems.dubov.colours import c7_misses, clash, colour_rule, higher_first
from checker.systems.dubov.state import DubovPlayer


def player(tpn: int, colours: str = "", score: str = "1", effective: int | None = None) -> DubovPlayer:
    """A player with a colour history (``"wb"``: White then Black)."""
    return DubovPlayer(tpn=tpn, score=Decimal(score), colours=tuple(colours), effective_tpn=effective)  # type: ignore[arg-type]


@pytest.mark.parametrize(("a", "b", "initial", "white", "rule"), [
    # 5.2.1: neither has played; the higher ranked (more points, then smaller TPN) takes parity of its number.
    (player(3), player(8), "w", 3, "5.2.1"),
    (player(4), player(8), "w", 8, "5.2.1"),
    (player(4, score="0"), player(8, score="1"), "b", 8, "5.2.1"),
    (player(4, effective=3), player(8), "w", 4, "5.2.1"),
    # 5.2.2: different preferences, both granted (a new player prefers Black, 1.6.4).
    (player(5, "b"), player(2, "w"), "w", 5, "5.2.2"),
    (player(5, "b"), player(2), "w", 5, "5.2.2"),
    # 5.2.3: the stronger preference: absolute (WW) over strong (W) for Black.
    (player(1, "w"), player(2, "bww"), "w", 1, "5.2.3"),
    (player(1, "wb"), player(2, "b"), "w", 2, "5.2.3"),
    # 5.2.4: equal strength, alternate from the latest game where they differed.
    (player(1, "wbw"), player(2, "wwb"), "w", 2, "5.2.4"),
    # 5.2.5: no such game: the higher ranked player's preference.
    (player(1, "bw"), player(2, "bw"), "w", 2, "5.2.5"),
    (player(1), player(2, "bw"), "w", 2, "5.2.5"),
])
def test_5_2_articles(a: DubovPlayer, b: DubovPlayer, initial: Colour, white: int, rule: str) -> None:
    higher, lower = higher_first(a, b)
    colour, article = colour_rule(higher, lower, initial)
    assert article == rule
    assert (higher.tpn if colour == "w" else lower.tpn) == white


def test_c3_has_no_topscorer_exception_and_c7_counts_equal_preferences() -> None:
    assert clash(player(1, "ww"), player(2, "bww"))
    assert not clash(player(1, "ww"), player(2, "w"))
    assert c7_misses(player(1, "w"), player(2, "w")) == 1
    assert c7_misses(player(1, "w"), player(2, "b")) == 0
    assert c7_misses(player(1), player(2)) == 1
