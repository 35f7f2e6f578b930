"""Hypothesis 2 (issue 24), another edition of the rules: the round re-paired under the Dutch text
that was in force at another date (2017: 1 July 2017 - 31 January 2026; 2026: from 1 February 2026).

Systems with one edition have nothing to try.
"""

from __future__ import annotations

from datetime import timedelta

from checker.causes.case import RoundCase
from checker.causes.judge import judged
from checker.evaluation.cause import Cause, Hypothesis
from checker.systems.dutch import IDENTITY, IDENTITY_2017
from checker.systems.dutch.edition import DUTCH_2017_FROM, DUTCH_2026_FROM
from checker.systems.identity import SystemIdentity
from checker.systems.interface import StateT
from checker.systems.registry import load

IN_FORCE: dict[str, str] = {
    IDENTITY_2017.name: f"in force from {DUTCH_2017_FROM:%-d %B %Y} to "
                        f"{DUTCH_2026_FROM - timedelta(days=1):%-d %B %Y}",
    IDENTITY.name: f"in force from {DUTCH_2026_FROM:%-d %B %Y}",
}
"""The dates each Dutch edition was in force, as the cause's message says them."""


def other_edition(identity: SystemIdentity) -> SystemIdentity | None:
    """The other Dutch edition (2017 <-> 2026); None for a system with one edition."""
    return {IDENTITY.name: IDENTITY_2017, IDENTITY_2017.name: IDENTITY}.get(identity.name)


def edition(case: RoundCase[StateT]) -> Cause | None:
    """The round as the other Dutch edition pairs it (Dutch 2017 <-> 2026), or None."""
    other = other_edition(case.system.identity)
    if other is None:
        return None
    year = other.name.removeprefix("dutch-") if other is IDENTITY_2017 else "2026"
    option = f"--system {'dutch-2017' if other is IDENTITY_2017 else 'dutch-2026'}"
    hypothesis = Hypothesis(kind="edition", changes=f"paired under the {year} text of the Dutch system",
                            option=option)
    message = f"the rules' pairing under the {year} Dutch text ({IN_FORCE[other.name]})"
    return judged(case, hypothesis, case.repair(case.tournament, load(other)), message)
