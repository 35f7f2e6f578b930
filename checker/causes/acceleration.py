"""Hypothesis 2 (issue 31 item 3), the acceleration: the round re-paired with the acceleration the file
declares left out ("declared but not applied"), or with the Baku Acceleration Method the file does not
declare ("applied but not declared", C.04.7 1).

A program that did not apply the file's 192 ``_BAKU`` (or its 250 / XXA points) pairs the accelerated
rounds on the standings points alone; the check then blames a rule (Dutch C6: downfloaters) for what a
setting did. The re-pairing proves it; when it does not give the round, the same change with the other
initial colour is tried (a program set otherwise may differ in both). Baku where the file declares none
counts only without boards changed by hand (on a small round, an undeclared acceleration plus a board by
hand fits by chance: icu_valid.tab round 2). A round whose re-pairing is the
check's own reference pairing (no virtual points either way: a round after the accelerated ones) has
nothing to explain here.
"""

from __future__ import annotations

from checker.causes.case import RoundCase
from checker.causes.colours import COLOUR_WORD, ColouredState
from checker.causes.judge import judged
from checker.evaluation.cause import Cause, Hypothesis
from checker.models import Pairing, Tournament
from checker.systems.interface import StateT
from checker.systems.settings import (
    WORD_OF,
    AccelerationChoice,
    declared_acceleration,
    with_acceleration,
    with_initial_colour,
)
from checker.tournament.colours import opposite
from checker.tournament.scoring import acceleration_method


def _changed(case: RoundCase[StateT]) -> tuple[AccelerationChoice, Hypothesis, str]:
    """The acceleration to try (the opposite of the file's), its hypothesis and its message."""
    declared = declared_acceleration(case.tournament)
    if acceleration_method(case.tournament) == "none":
        return ("baku",
                Hypothesis(kind="acceleration", changes="the Baku Acceleration Method (C.04.7 1), which the "
                           "file does not declare", option="--acceleration baku"),
                "the rules' pairing with the Baku Acceleration Method (C.04.7 1), which the file does not "
                "declare: the round was paired as accelerated")
    return ("none",
            Hypothesis(kind="acceleration", changes=f"no acceleration (the file declares it: {declared})",
                       option="--acceleration none"),
            f"the rules' pairing without acceleration: the file declares it ({declared}, C.04.7) but the "
            "round was paired without it")


def _repaired(case: RoundCase[StateT], tournament: Tournament) -> Pairing | None:
    """The re-pairing on ``tournament``; None when it has no pairing or is the check's own reference pairing."""
    rules = case.repair(tournament)
    reference = case.verdict.reference
    if rules is None or (reference is not None and rules.as_set() == reference.as_set()
                         and rules.pab == reference.pab):
        return None
    return rules


FLOAT_MEMORY = 2
"""Rounds after the last accelerated one whose pairing still reads its floats (Dutch 1.4 / C.04.3 2.4.4-2.4.9:
the previous round and the one before it)."""


def may_matter(case: RoundCase[StateT]) -> bool:
    """False for a round Baku cannot touch: after the accelerated rounds (C.04.7 1.4.1: the first half,
    rounded up) and the floats they left; a file's own 250 / XXA points are always tried."""
    method = acceleration_method(case.tournament)
    if method not in ("none", "baku"):
        return True
    accelerated = -(-case.state.total_rounds // 2)
    return case.round <= accelerated + FLOAT_MEMORY


def acceleration(case: RoundCase[StateT]) -> Cause | None:
    """The round as the other acceleration pairs it (declared but not applied, or the reverse), then with
    the other initial colour as well; None when neither explains the round."""
    if not may_matter(case):
        return None
    method, hypothesis, message = _changed(case)
    changed = with_acceleration(case.tournament, method, case.system.identity)
    rules = _repaired(case, changed)
    cause = None if rules is None else judged(case, hypothesis, rules, message)
    if method == "baku" and cause is not None and len(cause.hypotheses) > 1:
        cause = None  # an acceleration nobody declared, then boards by hand: a fit by chance, not a finding
    if (cause is not None and len(cause.hypotheses) == 1) or not isinstance(case.state, ColouredState):
        return cause
    other = opposite(case.state.initial_colour)
    colour = Hypothesis(kind="initial-colour", changes=f"initial colour {COLOUR_WORD[other]} "
                        f"(152 {'W' if other == 'w' else 'B'})", option=f"--initial-colour {WORD_OF[other]}")
    rules = _repaired(case, with_initial_colour(changed, other))
    both = None if rules is None else judged(
        case, hypothesis, rules, f"{message}, and with {COLOUR_WORD[other]} as the initial colour")
    if both is None or len(both.hypotheses) > 1:
        return cause
    return Cause(kind="acceleration", message=both.message, players=both.players, boards=both.boards,
                 hypotheses=(hypothesis, colour), reproduced=both.reproduced)
