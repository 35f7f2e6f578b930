"""Whether a file is judged as a Swiss: the one decision ``check`` and ``info`` show (apart from
``service/check.py`` so that ``info`` does not import the round check, issue 34)."""

from __future__ import annotations

from checker.causes.schedule import not_swiss
from checker.evaluation.cause import Cause
from checker.models import Tournament


def not_a_swiss(tournament: Tournament, system: str | None) -> Cause | None:
    """Whether the file is judged as a Swiss, the one decision ``check`` and ``info`` show (issue 31,
    finding 11): the ``not-swiss`` cause of an all-play-all (its 192 code, its 092 text or its
    schedule: ``causes.schedule``), None for a Swiss or when ``system`` forces the Swiss check."""
    return None if system else not_swiss(tournament)
