"""The FIDE Burstein System, C.04.4.2 (2026), as swisscheck's interface to it.

A round is a seeding round (1.6) or a Burstein round: the seeding rounds are built, paired, evaluated
and explained by the Dutch package as it is (their check reads exactly like a Dutch check); the
later rounds by this package. The state says which: a :class:`DutchState` or a :class:`BursteinState`.
"""

from __future__ import annotations

from checker.evaluation.evaluation import ColourCall, Evaluation, Stage, StageValues
from checker.models import Pairing, Tournament
from checker.systems.adapter import IndividualSystem
from checker.systems.burstein import IDENTITY, evaluation, explain as burstein_explain, pairer
from checker.systems.burstein.state import BursteinState, build_state as burstein_state, seeding_rounds
from checker.systems.dutch import evaluation as dutch_evaluation, explain as dutch_explain, pairer as dutch_pairer
from checker.systems.dutch.state import DutchState, build_state as dutch_state
from checker.tournament.rounds import resolve_total_rounds

BursteinRound = DutchState | BursteinState
"""The state of a Burstein round: a seeding round (Dutch rules, 1.6) or a round paired by Burstein's own rules."""


def build_state(tournament: Tournament, round_number: int, total_rounds: int | None = None) -> BursteinRound:
    """The Dutch state in a seeding round (1.6.2: the first min(rounds // 2, 4)), the Burstein state after."""
    total = resolve_total_rounds(tournament, round_number, total_rounds)
    if round_number <= seeding_rounds(total):
        return dutch_state(tournament, round_number, total_rounds)
    return burstein_state(tournament, round_number, total_rounds)


def pair(state: BursteinRound) -> Pairing:
    """The rules' pairing (PairingImpossible when Dutch 1.9.3 or Burstein 1.9.3 applies)."""
    if isinstance(state, BursteinState):
        return pairer.pair(state)
    return dutch_pairer.pair(state)


class BursteinJudge:
    """Burstein C1-C8, 3.1 and 4.3 after the seeding rounds; the Dutch judge in them (1.6)."""

    def evaluate(self, state: BursteinRound, pairing: Pairing) -> Evaluation:
        """Violations, completeness, start numbers."""
        if isinstance(state, BursteinState):
            return evaluation.evaluate(state, pairing)
        return dutch_evaluation.JUDGE.evaluate(state, pairing)

    def stages(self, state: BursteinRound, pairings: tuple[Pairing, ...]) -> tuple[tuple[Stage, ...], ...]:
        """The PAB and the brackets of each pairing (the Dutch ones in a seeding round)."""
        if isinstance(state, BursteinState):
            return evaluation.stages(state, pairings)
        return dutch_evaluation.JUDGE.stages(state, pairings)

    def measure(self, state: BursteinRound, pairing: Pairing, stage: Stage) -> StageValues:
        """A bracket's C5-C8 and 4.3 position (the Dutch C6-C21 in a seeding round)."""
        if isinstance(state, BursteinState):
            return evaluation.measure(state, pairing, stage.detail_as(evaluation.BracketDetail))
        return dutch_evaluation.JUDGE.measure(state, pairing, stage)

    def colour_calls(self, state: BursteinRound, pairs: tuple[tuple[int, int], ...]) -> tuple[ColourCall, ...]:
        """5.2.1-5.2.5 (the Dutch 5.2 in a seeding round)."""
        if isinstance(state, BursteinState):
            return evaluation.colour_calls(state, pairs)
        return dutch_evaluation.JUDGE.colour_calls(state, pairs)


def explain(state: BursteinRound) -> str:
    """The reasoning of the round: the Index, the PAB, the brackets; a seeding round as the Dutch rules pair it."""
    if isinstance(state, BursteinState):
        return burstein_explain.explain(state)
    seeding = seeding_rounds(state.total_rounds)
    return (f"Round {state.round} is a seeding round of the FIDE Burstein System (1.6: the first {seeding} of "
            f"{state.total_rounds} rounds are paired by the FIDE (Dutch) System)\n\n" + dutch_explain.explain(state))


BURSTEIN: IndividualSystem[BursteinRound] = IndividualSystem(IDENTITY, build_state, pair, BursteinJudge(), explain)
"""The Burstein system: Dutch seeding rounds (1.6), then the Index (1.7-1.8), PAB (3.1), brackets C1-C8, order 4.3, colours 5.2."""
