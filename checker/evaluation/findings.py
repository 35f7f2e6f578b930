"""What the checker says about a round: the verdict words, findings and their JSON shape.

``checker.evaluation.compare`` turns two evaluations into findings (their sentences written by
``checker.evaluation.frame``); ``checker.check.round`` turns them into one ``RoundVerdict`` per round;
``checker.report.check`` renders verdicts.
"""

from __future__ import annotations

from typing import Literal

from checker.evaluation.cause import Cause, CauseSearch
from checker.models import Frozen, Pairing

Verdict = Literal["CONSISTENT", "VIOLATION", "WORSE", "BETTER", "DIVERGES", "COLOURS", "UNCHECKED"]
"""The verdict of a round.

- ``CONSISTENT``: same pairs, same colours, same PAB as the rules' pairing;
- ``VIOLATION``: the published round breaks an absolute rule (C1-C3, an absent player paired,
  a present player left out without a bye);
- ``WORSE``: legal, but worse than the rules' pairing on a quality criterion (the first one);
- ``BETTER``: the published round is better than the reference on a criterion: the reference
  pairer is beaten (reported plainly, never hidden);
- ``DIVERGES``: equal on every criterion, but not the first candidate in the rules' order;
- ``COLOURS``: same pairs, colours differ;
- ``UNCHECKED``: the round could not be checked (no reference pairer, no pairing in the file).
"""

SEVERITY: dict[Verdict, int] = {
    "CONSISTENT": 0, "COLOURS": 1, "DIVERGES": 2, "WORSE": 3, "BETTER": 4, "VIOLATION": 5, "UNCHECKED": 6,
}


class Finding(Frozen):
    """One statement about a round, with the rule it rests on.

    ``criterion`` is a criterion name of the system (``C12``), ``article`` an article of its text
    (``Dutch 4.3``, ``Dutch 5.2.3``, ``General Handling 3.3``); ``bracket`` names the bracket by
    its score (``3.5``); values are given as the text counts them (numbers or score lists).
    """

    verdict: Verdict
    message: str
    criterion: str | None = None
    article: str | None = None
    bracket: str | None = None
    published_value: str | None = None
    reference_value: str | None = None
    players: tuple[int, ...] = ()
    published_pairs: tuple[tuple[int, int], ...] = ()
    """The published pairs of the bracket concerned (white, black; start numbers)."""
    reference_pairs: tuple[tuple[int, int], ...] = ()
    """The rules' pairs of the bracket concerned (white, black; start numbers)."""


class RoundVerdict(Frozen):
    """The verdict of one round, the findings behind it and both pairings (start numbers)."""

    round: int
    verdict: Verdict
    criterion: str | None = None
    article: str | None = None
    message: str = ""
    differing_pairs: int = 0
    """Published pairs (with colours) that are not in the reference pairing."""
    findings: tuple[Finding, ...] = ()
    published: Pairing | None = None
    reference: Pairing | None = None
    cause: Cause | None = None
    """Why the round differs from the rules' pairing, when a cause was found and proved (``checker.causes``)."""
    searched: CauseSearch | None = None
    """How the cause search ended (``partial``: stopped by its budget); None when it did not run."""


class CheckReport(Frozen):
    """The verdicts of every round checked, with the file and the system used."""

    file: str
    system: str
    rounds: tuple[RoundVerdict, ...]
    warnings: tuple[str, ...] = ()
    cause: Cause | None = None
    """A cause found for the whole file (``not-swiss``: not judged as a Swiss, no round checked; issue 24)."""

    @property
    def consistent(self) -> bool:
        """True when every round checked is CONSISTENT."""
        return all(r.verdict == "CONSISTENT" for r in self.rounds)
