"""Lexicographic maximum-weight matching: the best on a first weight, then among those on a tie-break.

Packing every tie-break into one weight makes the numbers as wide as all its digits together (the
Dutch 4.2.2 transposition order alone takes about n·log2(n) bits), and the blossom algorithm's
cost grows with that width. Here each tie-break (a *tier*) is solved on the *support* of the
previous optimum instead: the edges of zero reduced cost under its optimal duals, which hold every
maximum-weight matching (complementary slackness). A tier sees that support, so it can number only
the choices still open (a few per player instead of n), and its values are appended below the
support's *levels* (small weights with the same optima there), on the support alone: a narrower
and sparser problem than the packed weight.

>>> first = {(1, 2): 2, (3, 4): 2, (1, 3): 2, (2, 4): 2}
>>> prefer_1_3 = lambda support, mate: TierValues(values={(1, 3): 1}, bound=2)
>>> lexicographic_matching(first, [prefer_1_3])
{1: 3, 2: 4, 3: 1, 4: 2}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple

from checker.matching.weighted import max_weight_matching, max_weight_matching_with_support

Edge = tuple[int, int]


class TierValues(NamedTuple):
    """A tie-break's values on the support's edges (missing edges: 0) and a bound on their sum."""

    values: Mapping[Edge, int]
    """Non-negative value of an edge: the larger the total over the matching, the better."""
    bound: int
    """Larger than the total of ``values`` over any matching of the support."""


Tier = Callable[[Sequence[Edge], Mapping[int, int]], TierValues | None]
"""A tie-break, given the support of the optima so far and one of them; None when it cannot tell
the optima apart."""


def lexicographic_matching(weights: Mapping[Edge, int], tiers: Sequence[Tier]) -> dict[int, int]:
    """A maximum-weight matching for ``weights``, and among those the best for each tier in turn.

    The result is the matching a single solve on ``weights[e] * B + tier values`` would give for a
    large enough B (same optimum set at every tier); only the arithmetic is narrower.
    """
    if not tiers:
        return max_weight_matching(weights)
    mate, support = max_weight_matching_with_support(weights)
    for index, tier in enumerate(tiers):
        tie_break = tier(list(support), mate)
        if tie_break is None:
            continue
        values, bound = tie_break
        current = {e: level * bound + values.get(e, 0) for e, level in support.items()}
        if index == len(tiers) - 1:
            return max_weight_matching(current)
        mate, support = max_weight_matching_with_support(current)
    return mate
