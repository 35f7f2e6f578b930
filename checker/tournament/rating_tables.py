"""The two conversion tables of the FIDE Rating Regulations (Handbook B.02 8.1.1 and 8.1.2), which the
performance tie-breaks of C.07 10 read: a percentage score as a rating difference (dp), and a rating difference
as an expected score (PD).
"""

from __future__ import annotations

from bisect import bisect_left
from decimal import Decimal

_DP = (0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175,
       184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444,
       470, 501, 538, 589, 677, 800)
"""B.02 8.1.1: dp for a score of 50 %, 51 %, ..., 100 % (below 50 %: the same, negative)."""
_PD_UPPER = (3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170,
             179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411,
             432, 456, 484, 517, 559, 619, 735)
"""B.02 8.1.2: the highest rating difference of each row, from PD 0.50 (0-3) to 0.99 (620-735); above: 1.00."""


def score_difference(percent: int) -> int:
    """dp of a percentage score 0..100 (B.02 8.1.1)."""
    return _DP[percent - 50] if percent >= 50 else -_DP[50 - percent]


def expected_score(rating: int, opponent: int) -> Decimal:
    """The expected score of ``rating`` against ``opponent`` (B.02 8.1.2; differences beyond 800 count as 800)."""
    difference = min(abs(rating - opponent), 800)
    hundredths = 50 + bisect_left(_PD_UPPER, difference)
    return Decimal(hundredths if rating >= opponent else 100 - hundredths) / 100
