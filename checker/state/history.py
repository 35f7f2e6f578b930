"""A participant's past rounds, walked once for every system.

Each system reads its file its own way (one TRF column per round, two per Double-Swiss match,
the boards of a team) and turns every past round into a :class:`RoundOutcome`; the
:class:`History` of those outcomes answers what all the texts ask in the same words: the colours
of games actually played (General Handling 3.4), the opponents actually met (a forfeit is not a
meeting, General Handling 3.5), the rounds not played, and whether the pairing-allocated bye is
still allowed (Basic Rules 4: no PAB yet, no round scored as a win without playing).
"""

from __future__ import annotations

from dataclasses import field
from decimal import Decimal
from functools import cached_property
from typing import Literal, NamedTuple

from checker.frozen import frozen
from checker.models import Colour

OutcomeKind = Literal["played", "forfeit", "pab", "unpaired"]
"""Played over the board; paired but not played (forfeit); the pairing-allocated bye; not paired."""

ZERO = Decimal("0")


class RoundOutcome(NamedTuple):
    """One participant's past round, as the pairing rules read it (an immutable named tuple, not a
    validating model: one is made per player and past round of every state)."""

    round: int
    kind: OutcomeKind
    opponent: int | None = None
    """TPN of the opponent met (played) or scheduled (forfeit); None for a bye or an absence."""
    colour: Colour | None = None
    """The colour played, for a round played over the board (General Handling 3.4); else None."""
    points: Decimal = ZERO
    """The points the round scored, in the score that makes scoregroups."""
    pab_bar: str | None = None
    """Why this round bars the pairing-allocated bye (Basic Rules 4), in words; None if it does not."""

    @property
    def is_played(self) -> bool:
        """Played over the board against an opponent."""
        return self.kind == "played"


@frozen
class History:
    """The outcomes of a participant's past rounds, oldest first; what every system asks of them
    (score, colours, opponents, games played) walked once, when the history is made."""

    outcomes: tuple[RoundOutcome, ...] = ()
    score: Decimal = field(init=False, repr=False, compare=False)
    """Points after every past round."""
    colours: tuple[Colour, ...] = field(init=False, repr=False, compare=False)
    """Colours of the rounds played over the board, oldest first (General Handling 3.4)."""
    opponents: frozenset[int] = field(init=False, repr=False, compare=False)
    """Opponents met over the board (General Handling 3.5: a forfeit is not a meeting)."""
    played: int = field(init=False, repr=False, compare=False)
    """Rounds played over the board."""

    def __post_init__(self) -> None:
        """Walk the outcomes once for the score, the colours, the opponents and the games played."""
        score, colours, opponents, played = ZERO, [], [], 0
        for o in self.outcomes:
            score += o.points
            if o.kind == "played":
                played += 1
                if o.colour is not None:
                    colours.append(o.colour)
                if o.opponent is not None:
                    opponents.append(o.opponent)
        object.__setattr__(self, "score", score)  # frozen: set once, here
        object.__setattr__(self, "colours", tuple(colours))
        object.__setattr__(self, "opponents", frozenset(opponents))  # from a list: the same set order as before
        object.__setattr__(self, "played", played)

    @cached_property
    def _running(self) -> dict[int, Decimal]:
        """Round -> points after the rounds before it."""
        running: dict[int, Decimal] = {}
        total = ZERO
        for o in self.outcomes:
            running[o.round] = total
            total += o.points
        return running

    def score_before(self, round_number: int) -> Decimal:
        """Points after the rounds before ``round_number``."""
        known = self._running.get(round_number)
        return self.score if known is None else known

    @property
    def unplayed(self) -> int:
        """Past rounds not played over the board (byes, forfeits, absences)."""
        return len(self.outcomes) - self.played

    @property
    def pab_barred_by(self) -> str | None:
        """The first round that bars the pairing-allocated bye, in words (Basic Rules 4)."""
        return self.pab_bar_under("2025")

    def pab_bar_under(self, rules: str) -> str | None:
        """The first round that bars the PAB under the Basic Rules in force: ``2025`` (rule 4, any round
        scored as a win without playing) or ``2017`` (as the Dutch 2017 text quotes them: only a PAB or
        a forfeit win)."""
        return next((o.pab_bar for o in self.outcomes
                     if o.pab_bar is not None and (rules == "2025" or o.kind != "unpaired")), None)

    @property
    def pab_eligible(self) -> bool:
        """No round so far bars the pairing-allocated bye."""
        return self.pab_barred_by is None
