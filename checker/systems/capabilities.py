"""What only some pairing systems can do, each an optional capability a command asks a system for.

A system has a capability when it has the method (``typing.Protocol``, checked at run time): the
generator (``swisscheck generate``, campaigns) and its own count of rounds for ``swisscheck info``
(Team matches, Double-Swiss matches of two columns), and its competitors' rounds for the standings of the
HTML report (``ScoresRounds``). Without them a system still checks, pairs and
explains; ``generator`` refuses it with a clear message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from checker.errors import InputError
from checker.models import Tournament

if TYPE_CHECKING:  # annotations only: not imported by pair or check (start-up, issue 34)
    from checker.generation.settings import GeneratorSettings
    from checker.tournament.standings import Outcome
    from checker.tournament.summary import SystemView


@runtime_checkable
class Generates(Protocol):
    """A system that generates random tournaments paired round after round by its own pairer."""

    def generate(self, players: int, rounds: int, seed: int, settings: GeneratorSettings | None = None) -> Tournament:
        """A random tournament of ``players`` participants paired round after round by this system
        (the same seed and settings give the same tournament)."""
        ...


@runtime_checkable
class CountsRounds(Protocol):
    """A system that counts a file's rounds its own way for ``swisscheck info``."""

    def info_view(self, tournament: Tournament, total_rounds: int | None) -> SystemView:
        """The rounds as the system counts them; InputError when the file does not fit its layout."""
        ...


@runtime_checkable
class ScoresRounds(Protocol):
    """A system whose rounds the standings do not read one TRF column of ``001`` lines at a time."""

    def results(self, tournament: Tournament, rounds: int) -> dict[int, tuple[Outcome, ...]]:
        """Competitor number -> its rounds 1..``rounds`` as the standings count them (TeamStateError and
        other input errors when the file does not fit the system's layout)."""
        ...


def generator(system: object, title: str) -> Generates:
    """The system as a generator; InputError naming ``title`` when it cannot generate tournaments."""
    if isinstance(system, Generates):
        return system
    raise InputError(f"{title}: swisscheck cannot generate tournaments of this system")
