"""Hypothesis 2 (issue 24), another edition of the rules: the round re-paired under the Dutch text
that was in force at another date (2009: before 2013; 2012: until 30 June 2017; 2017: 1 July 2017 -
31 January 2026; 2026: from 1 February 2026), the neighbouring editions of the chosen one, the nearer
first (2017: 2026, then 2012; 2012: 2009, then 2017).

Systems with one edition have nothing to try.
"""

from __future__ import annotations

from datetime import timedelta

from checker.causes.case import RoundCase
from checker.causes.judge import judged
from checker.evaluation.cause import Cause, Hypothesis
from checker.systems import dutch_procedural
from checker.systems.dutch import IDENTITY, IDENTITY_2017
from checker.systems.dutch.edition import DUTCH_2017_FROM, DUTCH_2026_FROM
from checker.systems.identity import SystemIdentity
from checker.systems.interface import StateT
from checker.systems.registry import load

IN_FORCE: dict[str, str] = {
    dutch_procedural.IDENTITY.name: "approved 1992-2001, amended 2009",
    dutch_procedural.IDENTITY_2012.name: f"agreed at Istanbul 2012, in force until "
                                         f"{DUTCH_2017_FROM - timedelta(days=1):%-d %B %Y}",
    IDENTITY_2017.name: f"in force from {DUTCH_2017_FROM:%-d %B %Y} to "
                        f"{DUTCH_2026_FROM - timedelta(days=1):%-d %B %Y}",
    IDENTITY.name: f"in force from {DUTCH_2026_FROM:%-d %B %Y}",
}
"""The dates each Dutch edition was in force, as the cause's message says them."""

YEAR: dict[str, str] = {dutch_procedural.IDENTITY.name: "2009", dutch_procedural.IDENTITY_2012.name: "2012",
                        IDENTITY_2017.name: "2017", IDENTITY.name: "2026"}
"""Each Dutch edition's year, as the message and ``--system dutch-<year>`` name it."""

NEIGHBOURS: dict[str, tuple[SystemIdentity, ...]] = {
    IDENTITY.name: (IDENTITY_2017,),
    IDENTITY_2017.name: (IDENTITY, dutch_procedural.IDENTITY_2012),
    dutch_procedural.IDENTITY_2012.name: (dutch_procedural.IDENTITY, IDENTITY_2017),
    dutch_procedural.IDENTITY.name: (dutch_procedural.IDENTITY_2012,),
}
"""The editions tried for each one, the nearer in time first."""


def other_editions(identity: SystemIdentity) -> tuple[SystemIdentity, ...]:
    """The neighbouring Dutch editions, nearer first; none for a system with one edition."""
    return NEIGHBOURS.get(identity.name, ())


def other_edition(identity: SystemIdentity) -> SystemIdentity | None:
    """The nearest other Dutch edition (2017 <-> 2026, 2012 -> 2009, 2009 -> 2012); None for a system
    with one edition."""
    return next(iter(other_editions(identity)), None)


def edition(case: RoundCase[StateT]) -> Cause | None:
    """The round as a neighbouring Dutch edition pairs it: the first that reproduces it, else the first
    that comes near (changed by hand), else None."""
    near: Cause | None = None
    for other in other_editions(case.system.identity):
        year = YEAR[other.name]
        hypothesis = Hypothesis(kind="edition", changes=f"paired under the {year} text of the Dutch system",
                                option=f"--system dutch-{year}")
        message = f"the rules' pairing under the {year} Dutch text ({IN_FORCE[other.name]})"
        cause = judged(case, hypothesis, case.repair(case.tournament, load(other)), message)
        if cause is not None and cause.reproduced:
            return cause
        near = near or cause
    return near
