"""The FIDE Dubov System, C.04.4.1 (2026), as swisscheck's interface to it."""

from __future__ import annotations

from checker.evaluation.evaluation import Evaluation
from checker.generation.individual import individual_tournament
from checker.generation.settings import GeneratorSettings
from checker.models import Pairing, Tournament
from checker.systems.dubov.evaluation import evaluate
from checker.systems.dubov.explain import explain
from checker.systems.dubov.pairer import pair
from checker.systems.dubov.state import DubovState, build_state
from checker.systems.dubov import IDENTITY
from checker.systems.interface import PairingSystem


class DubovSystem(PairingSystem[DubovState]):
    """C.04.4.1: the PAB first (3.1), then scoregroups from the top with their upfloaters (3.2), C1-C10, colours 5.2."""

    identity = IDENTITY

    def build_state(self, tournament: Tournament, round_number: int, total_rounds: int | None = None) -> DubovState:
        """The state before a round, one TRF round column per round (Dubov 1.6-1.8)."""
        return build_state(tournament, round_number, total_rounds)

    def pair(self, state: DubovState) -> Pairing:
        """The rules' pairing (PairingImpossible when 1.9.3 applies)."""
        return pair(state)

    def evaluate(self, state: DubovState, pairing: Pairing) -> Evaluation:
        """C1-C3, then the PAB (3.1) and each bracket's upfloaters (3.2.2) and pairs (3.2.4, 4.4); colours by 5.2."""
        return evaluate(state, pairing)

    def explain(self, state: DubovState) -> str:
        """The reasoning: ARO, the PAB, each bracket's upfloaters, G1/G2, shifts, S1 and T2, the colours."""
        return explain(state)

    def generate(self, players: int, rounds: int, seed: int, settings: GeneratorSettings | None = None) -> Tournament:
        """A random Dubov tournament, one TRF column per round."""
        return individual_tournament(self.name, self.codes, self.pair_round, players, rounds, seed,
                                     settings or GeneratorSettings())


DUBOV = DubovSystem()
"""The Dubov system."""
