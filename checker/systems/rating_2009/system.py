"""The "Swiss System Based on Rating" (C.04.1, 1992-2001, amended 2009) as swisscheck's interface to it.

Pairing numbers by rating (A.2), brackets C.1-C.14, transpositions and exchanges D, colours E.
"""

from __future__ import annotations

from checker.generation.settings import GeneratorSettings
from checker.models import Record, Tournament
from checker.systems.adapter import IndividualSystem
from checker.systems.rating_2009 import IDENTITY
from checker.systems.rating_2009.evaluation import JUDGE
from checker.systems.rating_2009.explain import explain
from checker.systems.rating_2009.pairer import pair
from checker.systems.rating_2009.state import RatingState, build_state

FREE_TEXT = "092 Swiss System Based on Rating"
"""How a file names the system (there is no TRF-2026 192 code for it)."""


class Rating2009System(IndividualSystem[RatingState]):
    """C.04.1 (2009): the package's functions; generated files name the system by a 092 record."""

    def generate(self, players: int, rounds: int, seed: int, settings: GeneratorSettings | None = None) -> Tournament:
        """A random tournament paired round by round by this system; its 092 record names the system."""
        tournament = super().generate(players, rounds, seed, settings)
        return tournament.model_copy(update={"headers": (Record(code="092", text=FREE_TEXT),) + tournament.headers})


RATING_2009 = Rating2009System(IDENTITY, build_state, pair, JUDGE, explain)
"""The 2009 rating-based system."""
