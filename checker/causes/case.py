"""A round that is not CONSISTENT, with what every hypothesis needs to re-pair it (issue 24).

Each hypothesis is a function ``(RoundCase) -> Cause | None``: it changes the input, re-pairs the
round (``checker.causes.proof.reproduce``) and returns a cause only when the re-pairing gives the
published round (exactly, or except for the boards the cause itself names).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic

from checker.evaluation.findings import RoundVerdict
from checker.models import Pairing, Tournament
from checker.systems.interface import PairingSystem, StateT


@dataclass(frozen=True)
class RoundCase(Generic[StateT]):
    """Round ``round`` of ``tournament`` as ``system`` judged it (``verdict``, with both pairings by start number)."""

    tournament: Tournament
    round: int
    system: PairingSystem[StateT]
    verdict: RoundVerdict
    total_rounds: int | None = None

    @property
    def published(self) -> Pairing:
        """The published pairing of the round, by start number."""
        assert self.verdict.published is not None, "a round without a published pairing has no cause to find"
        return self.verdict.published
