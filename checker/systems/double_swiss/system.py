"""The FIDE Double-Swiss System, C.04.5 (2026), as swisscheck's interface to it."""

from __future__ import annotations

from checker.evaluation.evaluation import Evaluation
from checker.generation.individual import individual_tournament
from checker.generation.settings import GeneratorSettings
from checker.models import Pairing, Tournament
from checker.systems.double_swiss.evaluation import evaluate
from checker.systems.double_swiss.explain import explain
from checker.systems.double_swiss.info import double_swiss_view
from checker.systems.double_swiss.pairer import pair
from checker.systems.double_swiss.state import DoubleSwissState, build_double_swiss_state, next_match, published_match
from checker.systems.double_swiss import IDENTITY
from checker.systems.interface import PairingSystem
from checker.tournament.summary import SystemView


class DoubleSwissSystem(PairingSystem[DoubleSwissState]):
    """C.04.5: matches of two games, read from two TRF round columns each; the top-scoregroup procedure."""

    identity = IDENTITY

    def build_state(self, tournament: Tournament, round_number: int, total_rounds: int | None = None) -> DoubleSwissState:
        """The state before match ``round_number`` (columns 2k-1, 2k); ``total_rounds`` counts matches."""
        return build_double_swiss_state(tournament, round_number, total_rounds)

    def next_round(self, tournament: Tournament) -> int:
        """The match after the last complete one."""
        return next_match(tournament)

    def published(self, tournament: Tournament, round_number: int) -> Pairing:
        """Match ``round_number`` as published (the pairs of column 2k-1, white = White in game 1)."""
        return published_match(tournament, round_number)

    def pair(self, state: DoubleSwissState) -> Pairing:
        """The rules' pairing (PairingImpossible when 3.3.3 applies)."""
        return pair(state)

    def evaluate(self, state: DoubleSwissState, pairing: Pairing) -> Evaluation:
        """C1, C2, the PAB (3.4), the upfloater sets (3.5), the bracket pairings (3.6), colours (4.3)."""
        return evaluate(state, pairing)

    def explain(self, state: DoubleSwissState) -> str:
        """The PAB, each bracket's upfloater sets and identifiers, the colours."""
        return explain(state)

    def info_view(self, tournament: Tournament, total_rounds: int | None) -> SystemView:
        """One row per match of two round columns."""
        return double_swiss_view(tournament, total_rounds)

    def generate(self, players: int, rounds: int, seed: int, settings: GeneratorSettings | None = None) -> Tournament:
        """A random Double-Swiss tournament, two TRF columns per match."""
        return individual_tournament(self.name, self.codes, self.pair_round, players, rounds, seed,
                                     settings or GeneratorSettings(), games=2)


DOUBLE_SWISS = DoubleSwissSystem()
"""The Double-Swiss system."""
