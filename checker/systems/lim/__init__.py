"""The FIDE Lim System, C.04.4.3 (applied from 1 Feb 2026): a procedure followed step by step.

Scoregroups are paired from the top down to the median and from the bottom up (2.2), floaters are
chosen by 2.3 and 3.1-3.10, each scoregroup is paired by the proposed pairings and exchanges of
2.4 and 4.1-4.4, colours by article 5; the last round by 6; round one by 7.
"""

from __future__ import annotations

from dataclasses import field

from checker.frozen import frozen
from checker.systems.identity import SystemIdentity, option


@frozen
class LimOptions:
    """What the Lim system leaves to the competition: whether it is a Maxi-tournament (3.2.3, 3.8, 5.7)."""

    maxi: bool = field(default=False, metadata=option(
        "Lim system: a Maxi-tournament (floaters and exchanges within 100 rating points, C.04.4.3 3.2.3, 3.8, 5.7)"))
    """``--maxi``: the 100-point limits of 3.2.3, 3.8 and 5.7 apply."""


IDENTITY = SystemIdentity(
    name="lim", title="FIDE Lim System, C.04.4.3 (2026)",
    module="checker.systems.lim.system", instance="LIM",
    words=("lim", "(lim"), options=LimOptions(),
)
"""How the registry knows the system before loading it."""
