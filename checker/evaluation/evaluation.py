"""The common evaluation of a round-pairing: what every system reports and ``compare`` reads.

A system's ``evaluate(state, pairing)`` gives an :class:`Evaluation`:

- the absolute criteria the pairing breaks (VIOLATION findings, in the text's order);
- whether every participant to pair appears exactly once (otherwise the participation check of
  the round decides, General Handling 3.3 / Basic Rules 3);
- the start numbers the findings name participants by.

What costs more is the system's to compute when ``compare`` asks (``checker.evaluation.judge``):
the rules' colours of a pair (:class:`ColourCall`, with the article that decides them), and the
pairing cut into the stages the rules decide one after the other (:class:`Stage`: the PAB, a
bracket, a set of upfloaters, ...), each with what it chose and the plain data its values are
measured from (:class:`StageValues`: its criteria in the text's priority order and its place in the
generation order). ``compare`` only measures the first stage where two pairings choose differently,
and the criteria of a stage can cost a matching. Everything here is plain immutable data: no
callable, nothing computed behind the caller's back.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from decimal import Decimal
from typing import TypeVar

from checker.evaluation.findings import Finding
from checker.evaluation.stage_terms import StageChoice, StageTerms
from checker.frozen import frozen

Rank = tuple[int | Decimal, ...]
"""A comparable value, compared lexicographically: the smaller, the better (for criteria) or the
earlier (for generation orders). A criterion counted "in descending order of score" is one entry per score."""


@frozen
class CriterionValue:
    """One criterion of one pairing at one stage: its rank and how it reads."""

    criterion: str | None
    """The criterion's name in the text (``C12``), or None when the text states the rule as an article only."""
    article: str
    """The article that states it (``Dutch 2.4.7``, ``Double-Swiss 3.4.2``)."""
    rank: Rank
    """Smaller is better; two pairings are compared on it."""
    value: str
    """The value as the text counts it, for the finding's published/reference values."""
    words: str
    """This pairing's value in a phrase (``3 players without their colour preference (2, 5, 7)``)."""
    short: str = ""
    """The value as the other side of a comparison shows it; empty: ``value``."""

    @property
    def brief(self) -> str:
        """``short``, else ``value``."""
        return self.short or self.value


@frozen
class OrderPosition:
    """Where a pairing stands in one generation order of the text (the first candidate wins)."""

    article: str
    """The article that orders the candidates (``Dutch 4.3.2``, ``Team 3.6.3``)."""
    key: Rank
    """Smaller comes first."""
    words: str
    """What the order looks at, or this pairing's position in it, in words."""
    value: str | None = None
    """This pairing's position as the finding shows it (an identifier, a set); None: not shown."""


@frozen
class StageValues:
    """A stage of one pairing, measured: criteria and generation order, both in priority order."""

    criteria: tuple[CriterionValue, ...] = ()
    order: tuple[OrderPosition, ...] = ()
    pairs: tuple[tuple[int, int], ...] = ()
    """The stage's pairs as the pairing gives them (white, black; start numbers), for the finding."""
    label: str = ""
    """What this pairing chose at the stage, as findings name it (``{2, 6}``, an identifier)."""
    fault: str | None = None
    """Set when the stage cannot be valued (a checker fault): the comparison says UNCHECKED."""


DetailT = TypeVar("DetailT")


@frozen
class Stage:
    """One decision of the rules, as one pairing takes it (the PAB, a bracket's pairs, a set of upfloaters).

    Two pairings that agree on every stage before this one reach it with the same ``key``; where
    their ``choice`` differs, the stage's criteria and generation order say which is right.
    """

    key: Hashable
    """Where the stage stands (bracket score and members): equal for both pairings up to the first difference."""
    choice: StageChoice
    """What the pairing decides here: players (a PAB, upfloaters) or pairs (a bracket), by TPN."""
    bracket: str | None
    """The bracket named in findings (its score, ``3.5``); None for a round-wide stage."""
    terms: StageTerms
    """What the stage decides, in the system's words (the frame writes the sentences)."""
    detail: Hashable = None
    """What the system's ``measure`` reads back to value the stage (a frozen dataclass of its own: the
    bracket, the procedure's step, ...); None for a stage whose ``values`` the walk already knows."""
    values: StageValues | None = None
    """The stage's values when they cost nothing to give at once (a PAB: the assignee's score);
    None: the system measures them from ``detail``, only when ``compare`` reaches the stage."""
    decisive: bool = True
    """False: when both pairings tie on its criteria, the later stages decide (Dutch C5 before the brackets)."""
    assignee: bool = False
    """The stage gives one participant something (the PAB): findings name the published one, then the rules' one."""

    def detail_as(self, kind: type[DetailT]) -> DetailT:
        """The detail as the system's own type: a stage its system did not walk is a checker fault (TypeError)."""
        if not isinstance(self.detail, kind):
            raise TypeError(f"stage {self.key!r}: {type(self.detail).__name__} is not a {kind.__name__}")
        return self.detail


@frozen
class ColourCall:
    """The colours of one pair by the system's colour rules: who plays White, the article, and why."""

    white: int
    """TPN of the participant who gets White (board 1 of a team match, game 1 of a match)."""
    black: int
    article: str
    """The article that decides, with the system's name (``Dutch 5.2.3``, ``Double-Swiss 4.3.2``)."""
    label: str
    """The article as the message quotes it (``Dutch 5.2.3``; ``4.3.2`` for Double-Swiss and Team)."""
    reason: str
    """Why, in words, participants named by start number."""
    bracket: str
    """The bracket named in the finding (the higher score of the pair)."""


@frozen
class Evaluation:
    """A round-pairing as its system reads it (pairing by TPN)."""

    violations: tuple[Finding, ...]
    """Absolute criteria the pairing breaks (VIOLATION findings), in the text's order."""
    complete: bool
    """Every participant to be paired appears exactly once (paired or PAB), nobody else."""
    start_numbers: Mapping[int, int]
    """TPN -> start number of every participant to pair, for the findings."""

