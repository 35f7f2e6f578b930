"""Whether a re-pairing explains the published round: exactly, except for the boards the hypothesis
itself names (the boards that seat players it took out), or except for boards changed by hand
afterwards (issue 24, hypothesis 6 combined with another); at most two boards named in all. Anything
more is no cause.
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.causes.case import PublishedBoard, RoundCase
from checker.causes.words import board_change, boards_phrase, bye_change, joined
from checker.evaluation.cause import Cause, Hypothesis
from checker.models import Pairing
from checker.systems.interface import StateT

MAX_MANUAL_CHANGES = 2
"""Boards (the PAB counts as one) a cause may name as made or changed by hand, its own boards included
(issue 24: "at most two such boards")."""


@dataclass(frozen=True)
class Difference:
    """What a re-pairing does not give of the published round, split by who explains it.

    ``own``: published boards that seat a player the hypothesis names (its own boards);
    ``other``: the other published boards not in the re-pairing; ``bye``: the PAB differs and
    neither PAB player is named by the hypothesis or seated on a differing board.
    """

    own: tuple[PublishedBoard, ...]
    other: tuple[PublishedBoard, ...]
    bye: bool
    bye_differs: bool

    @property
    def changes(self) -> int:
        """Changes left for a change by hand: the other boards, plus one for an unexplained PAB."""
        return len(self.other) + (1 if self.bye else 0)


def difference(case: RoundCase[StateT], rules: Pairing, named: frozenset[int] = frozenset()) -> Difference:
    """The published boards (General Handling 3.6 numbers) not in ``rules`` (start numbers), split by ``named``."""
    given = rules.as_set()
    missing = [b for b in case.boards if (b.white, b.black) not in given]
    own = tuple(b for b in missing if b.white in named or b.black in named)
    other = tuple(b for b in missing if b not in own)
    seated = set(named) | {n for b in missing for n in (b.white, b.black)}
    pabs = {p for p in (case.published.pab, rules.pab) if p is not None}
    bye_differs = case.published.pab != rules.pab
    return Difference(own=own, other=other, bye=bye_differs and not pabs <= seated, bye_differs=bye_differs)


def by_hand(case: RoundCase[StateT], rules: Pairing, diff: Difference) -> Hypothesis:
    """The change by hand that turns ``rules`` into the published round on the other boards (hypothesis 6)."""
    changes = [board_change(b.number, b.white, b.black, rules) for b in diff.other]
    if diff.bye:
        changes.append(bye_change(case.published.pab, rules.pab))
    return Hypothesis(kind="manual-change", changes="; ".join(changes))


def judged(case: RoundCase[StateT], hypothesis: Hypothesis, rules: Pairing | None, message: str,
           named: frozenset[int] = frozenset()) -> Cause | None:
    """The cause ``hypothesis`` proves with the re-pairing ``rules`` (None: no legal pairing), or None.

    Exactly the published round, or except for the boards seating ``named`` players: the hypothesis
    alone. Except for other boards (or the PAB): the hypothesis, then a change by hand. At most
    :data:`MAX_MANUAL_CHANGES` boards named in all.
    """
    if rules is None:
        return None
    diff = difference(case, rules, named)
    if len(diff.own) + diff.changes > MAX_MANUAL_CHANGES:
        return None
    own = tuple(b.number for b in diff.own)
    one = len(own) == 1
    whom = "them" if len(named) > 1 else "that player"
    text = message + (f"; {boards_phrase(own)}, which seat{'s' if one else ''} {whom}, "
                      f"{'was' if one else 'were'} then made by hand" if own else "")
    if diff.changes == 0:
        return Cause(kind=hypothesis.kind, message=text, players=tuple(sorted(named)), boards=own,
                     hypotheses=(hypothesis,), reproduced=not own and not diff.bye_differs)
    hand = by_hand(case, rules, diff)
    boards = tuple(sorted(own + tuple(b.number for b in diff.other)))
    return Cause(kind=hypothesis.kind, message=f"{text}; then changed by hand: {hand.changes}",
                 players=tuple(sorted(named)), boards=boards, hypotheses=(hypothesis, hand), reproduced=False)
