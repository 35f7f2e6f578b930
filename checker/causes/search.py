"""The cause search (issue 24): hypotheses simplest first, each proved by re-pairing the round.

:data:`HYPOTHESES` is the one ordered tuple of hypotheses. A hypothesis that reproduces the published
round on its own (exactly, or except for the boards seating players it names) wins at once; else the
simplest explanation found is kept: one hypothesis before a combination (a hypothesis, then a change
by hand of at most two boards), earlier before later. The search stops trying when the budget
(``RoundCase.deadline``) is spent and says so (``partial``); it never changes a verdict.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Protocol

from checker.causes.acceleration import acceleration
from checker.causes.case import BudgetSpent, RoundCase
from checker.causes.colours import absent_numbering, initial_colour
from checker.causes.edition import edition
from checker.causes.manual import manual_change
from checker.causes.ranking import ranking
from checker.causes.taken_out import taken_out
from checker.causes.unrated import with_unrated_caveat
from checker.evaluation.cause import Cause, CauseSearch
from checker.evaluation.findings import RoundVerdict
from checker.systems.interface import StateT

class HypothesisFn(Protocol):
    """A hypothesis: ``(RoundCase) -> Cause | None`` for a round of any system."""

    def __call__(self, case: RoundCase[StateT], /) -> Cause | None:
        """The cause this hypothesis proves for the round, or None."""


HYPOTHESES: tuple[HypothesisFn, ...] = (
    edition,           # 2: another edition of the rules
    acceleration,      # 2: the acceleration declared but not applied, or applied but not declared (C.04.7)
    absent_numbering,  # 4: absent participants removed from the numbering for colours
    initial_colour,    # 4: the other initial colour
    ranking,           # 5: another initial ranking (round 1)
    taken_out,         # 3: players taken out before the pairing
    manual_change,     # 6: the rules' pairing with one or two boards changed by hand
)
"""The hypotheses, simplest first (issue 24 order; 1 not-swiss and 7 inconsistent-file are file-level),
the costly one last but one: taken-out (up to 36 re-pairings) after the one-re-pairing hypotheses
and ranking (round 1 only, up to 12), so that the 10x budget of a round-1 check reaches them (issue
29 item 6: on a 176-player round 1, taken-out spent 0.31 s of a 0.24 s budget before ranking ran)."""


def _simplest(found: list[tuple[int, Cause]]) -> Cause | None:
    """One hypothesis before a combination of two, then the earlier hypothesis."""
    return min(found, key=lambda item: (len(item[1].hypotheses), item[0]))[1] if found else None


def find_cause(case: RoundCase[StateT]) -> tuple[Cause | None, CauseSearch]:
    """The simplest proved cause of a round that is not CONSISTENT (None: none found), and whether
    every hypothesis was tried (``complete``) or the budget stopped the search (``partial``)."""
    found: list[tuple[int, Cause]] = []
    try:
        for index, hypothesis in enumerate(HYPOTHESES):
            case.check_budget()
            cause = hypothesis(case)
            if cause is None:
                continue
            if len(cause.hypotheses) <= 1 and cause.kind != "manual-change":
                return cause, "complete"
            found.append((index, cause))
    except BudgetSpent:
        return _simplest(found), "partial"
    return _simplest(found), "complete"


BUDGET_FACTOR = 10
"""The search costs at most this many times the round's own check (issue 24), in process time."""


def explained(case: RoundCase[StateT], check_seconds: float) -> RoundVerdict:
    """The case's verdict with its cause and how the search ended, the search budgeted at
    :data:`BUDGET_FACTOR` times ``check_seconds`` from now; a CONSISTENT round, or one without a
    published pairing, is returned unchanged. A round 1 with every rating 0 says so first (``causes.unrated``)."""
    verdict = case.verdict
    if verdict.verdict == "CONSISTENT" or verdict.published is None:
        return verdict
    budgeted = replace(case, deadline=time.process_time() + BUDGET_FACTOR * check_seconds)
    cause, searched = find_cause(budgeted)
    cause = with_unrated_caveat(case.tournament, case.round, cause, searched == "partial")
    return verdict.model_copy(update={"cause": cause, "searched": searched})
