"""The FIDE Lim System, C.04.4.3 (2026), as swisscheck's interface to it: the package's functions and ``--maxi``."""

from __future__ import annotations

from functools import partial

from checker.generation.settings import GeneratorSettings
from checker.models import Record, Tournament
from checker.systems.adapter import IndividualSystem
from checker.systems.lim import IDENTITY, LimOptions
from checker.systems.lim.evaluation import JUDGE
from checker.systems.lim.explain import explain
from checker.systems.lim.pairer import pair
from checker.systems.lim.state import LimState, build_state

RECORD_092 = "092 Individual: Swiss-System (Lim)"
"""The free-text 092 record written on generated tournaments (there is no TRF-2026 192 code for Lim)."""


class LimSystem(IndividualSystem[LimState]):
    """C.04.4.3: scoregroups down to the median and up to it, floaters 2.3/3.1-3.10, exchanges 4.1-4.4,
    colours 5, last round 6, round one 7; ``--maxi`` for the Maxi-tournament provisos (3.2.3, 3.8, 5.7)."""

    def __init__(self, maxi: bool = False) -> None:
        super().__init__(IDENTITY, partial(build_state, maxi=maxi), pair, JUDGE, explain)
        self.maxi = maxi
        """``--maxi``: a Maxi-tournament (100-point limits of 3.2.3, 3.8 and 5.7)."""

    def configure(self, options: object | None) -> LimSystem:
        """The system with ``--maxi`` (a :class:`LimOptions` value)."""
        return LimSystem(maxi=True) if isinstance(options, LimOptions) and options.maxi else self

    def generate(self, players: int, rounds: int, seed: int, settings: GeneratorSettings | None = None) -> Tournament:
        """A random Lim tournament, one TRF column per round, named Lim by its 092 record."""
        tournament = super().generate(players, rounds, seed, settings)
        return tournament.model_copy(update={"headers": (*tournament.headers, Record(code="092", text=RECORD_092))})


LIM = LimSystem()
"""The Lim system (not a Maxi-tournament unless ``--maxi``)."""
