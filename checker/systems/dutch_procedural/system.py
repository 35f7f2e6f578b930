"""The procedural Dutch editions as swisscheck's interface to them: the "Swiss System Based on Rating"
(C.04.1, 1992-2001, amended 2009) and the 2012 (Istanbul) Dutch text, one instance each (the edition
rides in the state it builds).

Pairing numbers by rating (A.2), brackets C.1-C.14, transpositions and exchanges D, colours E.
"""

from __future__ import annotations

from functools import partial

from checker.generation.settings import GeneratorSettings
from checker.models import Pairing, Record, Tournament
from checker.systems.adapter import IndividualSystem
from checker.systems.dutch_procedural import IDENTITY, IDENTITY_2012
from checker.systems.dutch_procedural.edition import EDITION_2009, EDITION_2012
from checker.systems.dutch_procedural.evaluation import JUDGE
from checker.systems.dutch_procedural.explain import explain
from checker.systems.dutch_procedural.pairer import pair
from checker.systems.dutch_procedural.state import RatingState, build_state

FREE_TEXT = "092 Swiss System Based on Rating"
"""How a file names the system (there is no TRF-2026 192 code for it)."""


class Rating2009System(IndividualSystem[RatingState]):
    """C.04.1 (2009): the package's functions; generated files name the system by a 092 record."""

    def generate(self, players: int, rounds: int, seed: int, settings: GeneratorSettings | None = None) -> Tournament:
        """A random tournament paired round by round by this system; its 092 record names the system."""
        tournament = super().generate(players, rounds, seed, settings)
        return tournament.model_copy(update={"headers": (Record(code="092", text=FREE_TEXT),) + tournament.headers})


DUTCH_2009 = Rating2009System(IDENTITY, partial(build_state, edition=EDITION_2009), pair, JUDGE, explain)
"""The 2009 text ("Swiss System Based on Rating"; ``rating-2009``)."""

DUTCH_2012 = IndividualSystem(IDENTITY_2012, partial(build_state, edition=EDITION_2012), pair, JUDGE, explain)
"""The 2012 (Istanbul) Dutch text."""
