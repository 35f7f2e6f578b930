"""Exact matching on general graphs: the one interface the pairing systems use.

Exact throughout: :func:`max_weight_matching` (weights are Python ``int``, of any width, so
criteria packed into one weight never lose a low-order digit; a float is refused) and
:func:`max_cardinality_matching` (the completion tests, warm-started from a known matching), plus
:func:`max_weight_matching_with_support` (an optimum and the edges any optimum may use) and
:func:`lexicographic_matching` (an optimum, then tie-breaks solved on that support). The
algorithms behind them are internal modules of this package, so a faster implementation can replace
them without touching a system.

>>> max_weight_matching({(1, 2): 5, (2, 3): 7, (3, 4): 5})
{1: 2, 2: 1, 3: 4, 4: 3}
"""

from checker.matching.cardinality import max_cardinality_matching
from checker.matching.lexicographic import Edge, EdgeLists, Tier, TierValues, lexicographic_matching, row_digits
from checker.matching.weighted import max_weight_matching, max_weight_matching_with_support

__all__ = ["Edge", "EdgeLists", "Tier", "TierValues", "lexicographic_matching", "row_digits", "max_cardinality_matching", "max_weight_matching",
           "max_weight_matching_with_support"]
