"""The endorsement verdict of a campaign against C.04.A: at most 10 discrepancies in 5,000 tournaments.

A discrepancy is counted per tournament (a tournament with at least one round the rules pair
otherwise, or the engine failed: docs/campaign.md). The rate per 5,000 tournaments comes with its
95 % Wilson score interval. PASS needs 5,000 tournaments or more at a rate within the limit; FAIL
is decided as soon as the limit is passed outright (more than 10 in at most 5,000) or the whole
interval lies above it; else there are too few tournaments to decide.

>>> endorsement(5000, 3).line
'PASS: 3 of 5,000 tournaments with a discrepancy (limit 10)'
>>> endorsement(40, 12).verdict, endorsement(200, 1).verdict
('FAIL', 'UNDECIDED')
"""

from __future__ import annotations

import math
from typing import Literal

from checker.models import Frozen

LIMIT = 10
"""C.04.A: discrepancies allowed ..."""
PER = 5000
"""... in this many tournaments."""
Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95 % interval."""

EndorsementVerdict = Literal["PASS", "FAIL", "UNDECIDED"]


class Endorsement(Frozen):
    """Tournaments with a discrepancy against the C.04.A limit: the rate, its interval, the verdict."""

    tournaments: int
    discrepant: int
    """Tournaments with at least one discrepancy."""
    rate_per_5000: float
    interval_per_5000: tuple[float, float]
    """The 95 % Wilson score interval of the rate, per 5,000 tournaments."""
    verdict: EndorsementVerdict
    line: str
    """The verdict in words, as the text report prints it."""


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion of ``k`` in ``n`` (``n`` > 0)."""
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def counted(n: int, one: str, many: str) -> str:
    """``1 discrepancy``, ``3 discrepancies``, ``5,000 tournaments`` (thousands separated)."""
    return f"{n:,} {one if n == 1 else many}"


def endorsement(tournaments: int, discrepant: int) -> Endorsement:
    """The C.04.A verdict for ``discrepant`` tournaments with a discrepancy among ``tournaments`` played."""
    n, k = tournaments, discrepant
    low, high = wilson(k, n) if n else (0.0, 1.0)
    rate = PER * k / n if n else 0.0
    found = f"{k:,} of {counted(n, 'tournament', 'tournaments')} with a discrepancy"
    per = f" (limit {LIMIT})" if n == PER else f", {rate:.1f} per {PER:,} (limit {LIMIT} in {PER:,})"
    verdict: EndorsementVerdict
    if k * PER > LIMIT * max(n, PER) or (n and PER * low > LIMIT):
        verdict, line = "FAIL", f"FAIL: {found}{per}"
    elif n >= PER:
        verdict, line = "PASS", f"PASS: {found}{per}"
    else:
        verdict, line = "UNDECIDED", (f"too few tournaments to decide: {found}; C.04.A allows {LIMIT} in {PER:,} "
                                      "tournaments")
    return Endorsement(tournaments=n, discrepant=k, rate_per_5000=round(rate, 2),
                       interval_per_5000=(round(PER * low, 2), round(PER * high, 2)), verdict=verdict, line=line)
