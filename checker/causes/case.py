"""A round that is not CONSISTENT, with what every hypothesis needs to re-pair it (issue 24).

Each hypothesis is a function ``(RoundCase) -> Cause | None``: it changes the input, re-pairs the
round (``RoundCase.repair``, compared by ``checker.causes.judge.difference``) and returns a cause only when the
re-pairing gives the published round (exactly, or except for the boards the cause itself names).
"""

from __future__ import annotations

import time
from functools import cached_property
from typing import Generic

from checker.errors import InputError, PairingImpossible
from checker.evaluation.findings import RoundVerdict
from checker.frozen import frozen
from checker.models import Pairing, Tournament
from checker.state.base import to_start_numbers, to_tpn
from checker.state.boards import sorted_boards
from checker.systems.interface import PairingSystem, StateT


class BudgetSpent(Exception):
    """The cause search's time budget ran out before the next re-pairing (issue 24: at most 10x the check)."""


@frozen
class PublishedBoard:
    """A board of the published round (General Handling 3.6 number), by start number."""

    number: int
    white: int
    black: int


@frozen
class RoundCase(Generic[StateT]):
    """Round ``round`` of ``tournament`` as ``system`` judged it (``verdict``, with both pairings by start number).

    ``deadline`` is a ``time.process_time()`` value after which no re-pairing starts (None: no budget).
    """

    tournament: Tournament
    round: int
    system: PairingSystem[StateT]
    verdict: RoundVerdict
    total_rounds: int | None = None
    deadline: float | None = None

    @property
    def published(self) -> Pairing:
        """The published pairing of the round, by start number."""
        assert self.verdict.published is not None, "a round without a published pairing has no cause to find"
        return self.verdict.published

    @cached_property
    def state(self) -> StateT:
        """The round's state as the check built it (the published history, the file's input)."""
        return self.system.build_state(self.tournament, self.round, self.total_rounds)

    @cached_property
    def boards(self) -> tuple[PublishedBoard, ...]:
        """The published boards numbered per General Handling 3.6 on the round's own state, by start number."""
        sn = self.state.start_number_of
        return tuple(PublishedBoard(b.number, sn(b.white), sn(b.black))
                     for b in sorted_boards(self.state, to_tpn(self.state, self.published)))

    @cached_property
    def names(self) -> dict[int, str]:
        """Start number -> name of what is paired (players, or teams)."""
        return self.system.names(self.tournament)

    def check_budget(self) -> None:
        """Raise BudgetSpent when the deadline has passed (called before every re-pairing)."""
        if self.deadline is not None and time.process_time() > self.deadline:
            raise BudgetSpent(f"round {self.round}: the cause search's budget is spent")

    def repair(self, tournament: Tournament, system: PairingSystem[StateT] | None = None) -> Pairing | None:
        """The reference pairing (start numbers) of the round on a changed input, within the budget;
        None when the changed input has no legal pairing (the hypothesis fails)."""
        self.check_budget()
        chosen = system or self.system
        try:
            state = chosen.build_state(tournament, self.round, self.total_rounds)
            return to_start_numbers(state, chosen.pair(state))
        except (PairingImpossible, InputError):
            return None
