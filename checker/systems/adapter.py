"""A pairing system made of its package's functions: no forwarding class per system.

:class:`RulesSystem` takes a package's ``build_state``, ``pair``, judge (its ``evaluate``, ``stages``,
``measure`` and ``colours``: a :class:`~checker.evaluation.judge.Judge`) and ``explain``;
:class:`IndividualSystem` adds the generator of an individual tournament (one TRF column per
round, ``games`` columns for a system of matches), the capability ``capabilities.Generates``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from checker.deferred import loaded
from checker.evaluation.evaluation import ColourCall, Evaluation, Stage, StageValues
from checker.evaluation.judge import Judge
from checker.models import Pairing, Tournament
from checker.systems.identity import SystemIdentity
from checker.systems.interface import PairingSystem, StateT

if TYPE_CHECKING:  # an annotation only: the generator is imported by ``generate`` alone (start-up, issue 34)
    from checker.generation.settings import GeneratorSettings


class RulesSystem(PairingSystem[StateT]):
    """A system whose state, pairer, judge and explanation are its package's."""

    def __init__(self, identity: SystemIdentity, build_state: Callable[[Tournament, int, int | None], StateT],
                 pair: Callable[[StateT], Pairing], judge: Judge[StateT], explain: Callable[[StateT], str]) -> None:
        self.identity = identity
        self._build_state = build_state
        self._pair = pair
        self._judge = judge
        self._explain = explain

    def build_state(self, tournament: Tournament, round_number: int, total_rounds: int | None = None) -> StateT:
        """The package's state before the round."""
        return self._build_state(tournament, round_number, total_rounds)

    def pair(self, state: StateT) -> Pairing:
        """The package's pairer."""
        return self._pair(state)

    def evaluate(self, state: StateT, pairing: Pairing) -> Evaluation:
        """The package's evaluation of any pairing of the round."""
        return self._judge.evaluate(state, pairing)

    def stages(self, state: StateT, pairings: tuple[Pairing, ...]) -> tuple[tuple[Stage, ...], ...]:
        """The package's stage walk of the round's pairings."""
        return self._judge.stages(state, pairings)

    def measure(self, state: StateT, pairing: Pairing, stage: Stage) -> StageValues:
        """The package's values of one stage."""
        return self._judge.measure(state, pairing, stage)

    def colour_calls(self, state: StateT, pairs: tuple[tuple[int, int], ...]) -> tuple[ColourCall, ...]:
        """The package's colours of the pairs."""
        return self._judge.colour_calls(state, pairs)

    def explain(self, state: StateT) -> str:
        """The package's explanation of its pairing."""
        return self._explain(state)


class IndividualSystem(RulesSystem[StateT]):
    """A system of individual players that also generates tournaments (``capabilities.Generates``)."""

    games = 1
    """TRF round columns per round of the system (Double-Swiss: 2, a match of two games)."""

    def generate(self, players: int, rounds: int, seed: int, settings: GeneratorSettings | None = None) -> Tournament:
        """A random tournament paired round after round by this system, ``games`` TRF columns per round."""
        generated: Tournament = loaded("checker.generation.individual", "individual_tournament")(
            self.name, self.codes, self.pair_round, players, rounds, seed,
            settings or loaded("checker.generation.settings", "GeneratorSettings")(), games=self.games)
        return generated
