"""Hypothesis 6 (issue 24), a change by hand: the rules' pairing as is, except one or two boards.

No re-pairing: the check's own reference pairing is the rules' pairing; the boards (and the PAB)
that differ are named in the issue's words ("board 12: 19-83 instead of 19-60"). Combined with
another hypothesis, the same judgement runs on that hypothesis' re-pairing (``judge.judged``).
"""

from __future__ import annotations

from checker.causes.case import RoundCase
from checker.causes.judge import MAX_MANUAL_CHANGES, by_hand, difference
from checker.evaluation.cause import Cause
from checker.systems.interface import StateT


def manual_change(case: RoundCase[StateT]) -> Cause | None:
    """The rules' pairing with one or two boards (the PAB counts as one) changed by hand, or None."""
    rules = case.verdict.reference
    if rules is None:
        return None
    diff = difference(case, rules)
    if not 0 < diff.changes <= MAX_MANUAL_CHANGES:
        return None
    hand = by_hand(case, rules, diff)
    return Cause(kind="manual-change", message=f"the rules' pairing, changed by hand: {hand.changes}",
                 boards=tuple(b.number for b in diff.other), hypotheses=(hand,), reproduced=False)
