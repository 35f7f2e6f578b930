"""The "Swiss System Based on Rating" (C.04.1, 1992-2001, amended 2009) as swisscheck's interface to it."""

from __future__ import annotations

from checker.evaluation.evaluation import Evaluation
from checker.generation.individual import individual_tournament
from checker.generation.settings import GeneratorSettings
from checker.models import Pairing, Record, Tournament
from checker.systems.rating_2009 import IDENTITY
from checker.systems.interface import PairingSystem
from checker.systems.rating_2009.evaluation import evaluate, evaluate_round
from checker.systems.rating_2009.explain import explain
from checker.systems.rating_2009.pairer import pair
from checker.systems.rating_2009.state import RatingState, build_state

FREE_TEXT = "092 Swiss System Based on Rating"
"""How a file names the system (there is no TRF-2026 192 code for it)."""


class Rating2009System(PairingSystem[RatingState]):
    """C.04.1 (2009): pairing numbers by rating (A.2), brackets C.1-C.14, transpositions and exchanges D, colours E."""

    identity = IDENTITY

    def build_state(self, tournament: Tournament, round_number: int, total_rounds: int | None = None) -> RatingState:
        """The state before a round, one TRF round column per round, pairing numbers by A.2."""
        return build_state(tournament, round_number, total_rounds)

    def pair(self, state: RatingState) -> Pairing:
        """The rules' pairing (PairingImpossible when C.13 has nothing left to join)."""
        return pair(state)

    def evaluate(self, state: RatingState, pairing: Pairing) -> Evaluation:
        """B.1, B.2, A.5, then the brackets as the procedure would pair them (C.12-C.14, levels, D.2, D.1), colours E."""
        return evaluate(state, pairing)

    def evaluate_round(self, state: RatingState, published: Pairing, reference: Pairing) -> tuple[Evaluation, Evaluation]:
        """Both pairings against one run of the procedure (its brackets tell each walk which pairs a bracket made)."""
        return evaluate_round(state, published, reference)

    def explain(self, state: RatingState) -> str:
        """The procedure, bracket by bracket."""
        return explain(state)

    def generate(self, players: int, rounds: int, seed: int, settings: GeneratorSettings | None = None) -> Tournament:
        """A random tournament paired round by round by this system; its 092 record names the system."""
        tournament = individual_tournament(self.name, self.codes, self.pair_round, players, rounds, seed,
                                           settings or GeneratorSettings())
        return tournament.model_copy(update={"headers": (Record(code="092", text=FREE_TEXT),) + tournament.headers})


RATING_2009 = Rating2009System()
"""The 2009 rating-based system."""
