"""The FIDE Lim System, C.04.4.3 (2026), as swisscheck's interface to it."""

from __future__ import annotations

import argparse

from checker.evaluation.evaluation import Evaluation
from checker.generation.individual import individual_tournament
from checker.generation.settings import GeneratorSettings
from checker.models import Pairing, Record, Tournament
from checker.systems.lim import IDENTITY
from checker.systems.interface import PairingSystem
from checker.systems.lim.evaluation import evaluate
from checker.systems.lim.explain import explain
from checker.systems.lim.pairer import pair
from checker.systems.lim.state import LimState, build_state

RECORD_092 = "092 Individual: Swiss-System (Lim)"
"""The free-text 092 record written on generated tournaments (there is no TRF-2026 192 code for Lim)."""


class LimSystem(PairingSystem[LimState]):
    """C.04.4.3: scoregroups down to the median and up to it, floaters 2.3/3.1-3.10, exchanges 4.1-4.4,
    colours 5, last round 6, round one 7; ``--maxi`` for the Maxi-tournament provisos (3.2.3, 3.8, 5.7)."""

    identity = IDENTITY

    def __init__(self, maxi: bool = False) -> None:
        self.maxi = maxi
        """``--maxi``: a Maxi-tournament (100-point limits of 3.2.3, 3.8 and 5.7)."""

    def configure(self, options: argparse.Namespace) -> LimSystem:
        """The system with ``--maxi``."""
        return LimSystem(maxi=True) if getattr(options, "maxi", False) else self

    def build_state(self, tournament: Tournament, round_number: int, total_rounds: int | None = None) -> LimState:
        """The state before a round, one TRF round column per round."""
        return build_state(tournament, round_number, total_rounds, maxi=self.maxi)

    def pair(self, state: LimState) -> Pairing:
        """The procedure's pairing (PairingImpossible when it reaches none, e.g. 2.6 has nothing left to crack)."""
        return pair(state)

    def evaluate(self, state: LimState, pairing: Pairing) -> Evaluation:
        """Lim 2.1 and the PAB, then the procedure's decisions in order: PAB, floaters, opponents, 2.6."""
        return evaluate(state, pairing)

    def explain(self, state: LimState) -> str:
        """The decisions scoregroup by scoregroup, with their articles."""
        return explain(state)

    def generate(self, players: int, rounds: int, seed: int, settings: GeneratorSettings | None = None) -> Tournament:
        """A random Lim tournament, one TRF column per round, named Lim by its 092 record."""
        tournament = individual_tournament(self.name, self.codes, self.pair_round, players, rounds, seed,
                                           settings or GeneratorSettings())
        return tournament.model_copy(update={"headers": (*tournament.headers, Record(code="092", text=RECORD_092))})


LIM = LimSystem()
"""The Lim system (not a Maxi-tournament unless ``--maxi``)."""
