"""A round checked, then its cause searched within 10x the check's own time (issue 24): what ``check``
and ``checker.api.check`` both give for a round."""

from __future__ import annotations

import time
from collections.abc import Callable

from checker.causes.case import RoundCase
from checker.check.round import check_round
from checker.deferred import loaded
from checker.evaluation.findings import RoundVerdict
from checker.models import Tournament
from checker.systems.interface import PairingSystem, StateT


def checked_round(tournament: Tournament, round_number: int, system: PairingSystem[StateT],
                  total_rounds: int | None = None, causes: bool = True) -> RoundVerdict:
    """The round's verdict, then (``causes``) the cause of a round that is not CONSISTENT, searched
    within 10x the round's own check time (process time, so a loaded machine does not cut it short)."""
    started = time.process_time()
    verdict = check_round(tournament, round_number, system, total_rounds)
    if not causes or verdict.verdict == "CONSISTENT" or verdict.published is None:
        return verdict  # what causes.search.explained returns unchanged: not imported (start-up, issue 34)
    case = RoundCase(tournament=tournament, round=round_number, system=system, verdict=verdict,
                     total_rounds=total_rounds)
    explained: Callable[[RoundCase[StateT], float], RoundVerdict] = loaded("checker.causes.search", "explained")
    return explained(case, time.process_time() - started)
