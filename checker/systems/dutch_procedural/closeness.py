"""2012 A.11 / B.3, "the closeness of the scores of the players playing each other", read pair by pair:
the largest score difference first, then the next (sorted vectors compared lexicographically).

One weight per pair, packed so that a sum of weights compares as those vectors do: a difference of d
half points weighs ``base ** d - 1`` with ``base`` above any number of pairs, so one pair more at the
largest difference outweighs every pair below it (docs/interpretations-dutch-2012.md, "The measure of
closeness"). The weights ride in ``Rules.cost`` between the colours and Z, so both walks (fast and
literal) and the matching compare candidates they already generate by it: nothing is enumerated.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal


def half_points(a: Decimal, b: Decimal) -> int:
    """The score difference of a pair in half points (B.3)."""
    return int(abs(a - b) * 2)


def weight(difference: int, base: int) -> int:
    """A pair ``difference`` half points apart: 0 for equal scores, else above every sum of smaller ones."""
    return int(base ** difference) - 1


def span(scores: Iterable[Decimal], base: int) -> int:
    """More than any group's sum of weights: ``base`` to the largest difference possible, plus one."""
    values = [half_points(s, Decimal(0)) for s in scores]
    return int(base ** (max(values, default=0) - min(values, default=0) + 1))


def vector(differences: Iterable[int]) -> tuple[int, ...]:
    """The differences largest first: the pair-by-pair measure, smaller (lexicographically) is closer."""
    return tuple(sorted(differences, reverse=True))
