"""The FIDE (Dutch) System, C.04.3, as swisscheck's interface to it: one class, one instance per edition."""

from __future__ import annotations

from typing import ClassVar

from checker.evaluation.evaluation import Evaluation
from checker.generation.individual import individual_tournament
from checker.generation.settings import GeneratorSettings
from checker.models import Pairing, Tournament
from checker.systems.dutch.edition import EDITION_2017, EDITION_2026, Edition
from checker.systems.dutch.evaluation import evaluate
from checker.systems.dutch.explain import explain
from checker.systems.dutch.pairer import pair
from checker.systems.dutch.state import DutchState, build_state
from checker.systems.dutch import IDENTITY, IDENTITY_2017
from checker.systems.interface import PairingSystem


class DutchSystem(PairingSystem[DutchState]):
    """C.04.3 (2026): brackets from the top scoregroup down, criteria C1-C21, generation order 4.2-4.4, colours 5.2."""

    identity = IDENTITY
    edition: ClassVar[Edition] = EDITION_2026

    def build_state(self, tournament: Tournament, round_number: int, total_rounds: int | None = None) -> DutchState:
        """The state before a round, one TRF round column per round (Dutch 1.2-1.8), under this edition."""
        return build_state(tournament, round_number, total_rounds, self.edition)

    def pair(self, state: DutchState) -> Pairing:
        """The rules' pairing (PairingImpossible when 1.9.3 applies)."""
        return pair(state)

    def evaluate(self, state: DutchState, pairing: Pairing) -> Evaluation:
        """C1-C3, then C5 and the brackets (C6-C21, 4.2-4.4), colours by 5.2 (2017: C.1-C.19, D, E)."""
        return evaluate(state, pairing)

    def explain(self, state: DutchState) -> str:
        """The reasoning bracket by bracket."""
        return explain(state)

    def generate(self, players: int, rounds: int, seed: int, settings: GeneratorSettings | None = None) -> Tournament:
        """A random Dutch tournament, one TRF column per round (192: the edition's first code)."""
        return individual_tournament(self.name, self.codes, self.pair_round, players, rounds, seed,
                                     settings or GeneratorSettings())


class Dutch2017System(DutchSystem):
    """C.04.3 (2017): criteria C1-C19, no PAB criteria of its own, every unplayed round a downfloat (A.4.b)."""

    identity = IDENTITY_2017
    edition: ClassVar[Edition] = EDITION_2017


DUTCH = DutchSystem()
"""The Dutch system, 2026 text."""

DUTCH_2017 = Dutch2017System()
"""The Dutch system, 2017 text."""
