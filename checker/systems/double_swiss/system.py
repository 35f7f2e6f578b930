"""The FIDE Double-Swiss System, C.04.5 (2026), as swisscheck's interface to it.

Matches of two games, read from two TRF round columns each; the top-scoregroup procedure.
"""

from __future__ import annotations

from checker.models import Pairing, Tournament
from checker.systems.adapter import IndividualSystem
from checker.systems.double_swiss import IDENTITY
from checker.systems.double_swiss.evaluation import JUDGE
from checker.systems.double_swiss.explain import explain
from checker.systems.double_swiss.info import double_swiss_view
from checker.systems.double_swiss.pairer import pair
from checker.systems.double_swiss.state import DoubleSwissState, build_double_swiss_state, next_match, published_match
from checker.tournament.standings import Outcome, individual_results
from checker.tournament.summary import SystemView


class DoubleSwissSystem(IndividualSystem[DoubleSwissState]):
    """C.04.5: a round is a match of two TRF columns (state, published pairing, info rows, generator)."""

    games = 2

    def next_round(self, tournament: Tournament) -> int:
        """The match after the last complete one."""
        return next_match(tournament)

    def published(self, tournament: Tournament, round_number: int) -> Pairing:
        """Match ``round_number`` as published (the pairs of column 2k-1, white = White in game 1)."""
        return published_match(tournament, round_number)

    def info_view(self, tournament: Tournament, total_rounds: int | None) -> SystemView:
        """One row per match of two round columns (``capabilities.CountsRounds``)."""
        return double_swiss_view(tournament, total_rounds)

    def results(self, tournament: Tournament, rounds: int) -> dict[int, tuple[Outcome, ...]]:
        """Each player's matches of two games (two TRF columns) for the standings (``capabilities.ScoresRounds``)."""
        return individual_results(tournament, rounds, columns=self.games)


DOUBLE_SWISS = DoubleSwissSystem(IDENTITY, build_double_swiss_state, pair, JUDGE, explain)
"""The Double-Swiss system."""
