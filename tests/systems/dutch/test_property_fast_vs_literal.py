"""The fast Dutch engine must pair every small random state exactly as the literal reading does.

Same pairs, same colours, same PAB, or both raise PairingImpossible. States come from simulated
tournaments (tests/strategies.py). When they disagree, the text decides which one is wrong:
see docs/interpretations-dutch-literal.md and the counterexamples in test_literal_counterexamples.py.
"""

from __future__ import annotations

import pytest
from collections.abc import Callable, Mapping, Sequence

from hypothesis import HealthCheck, event, given, reject, settings
from hypothesis import strategies as st

from checker.systems.dutch.literal.pairer import pair as literal_pair, pair_with_trace
from checker.matching import Edge
from checker.models import Pairing
from checker.systems.dutch.edition import EDITION_2017
from checker.systems.dutch.state import DutchState
from checker.errors import PairingImpossible
from checker.systems.dutch import order, pairer
from checker.systems.dutch.pairer import pair as fast_pair
from checker.systems.dutch.round import RoundData
from checker.systems.dutch.weights import BracketView
from tests.systems.dutch.strategies import round_states

Outcome = tuple[frozenset[tuple[int, int]], int | None] | str


def outcome(pair: object, state: DutchState) -> Outcome:
    """Pairs with colours and the PAB, or "impossible" (Dutch 1.9.3)."""
    try:
        result: Pairing = pair(state)  # type: ignore[operator]
    except PairingImpossible:
        return "impossible"
    return (result.as_set(), result.pab)


def describe(state: DutchState) -> str:
    """The state in a few lines, for the failure message."""
    lines = [f"round {state.round} of {state.total_rounds}, initial colour {state.initial_colour}"]
    for p in state.players:
        floats = "".join({"down": "d", "up": "u", None: "-"}[f] for f in p.floats)
        lines.append(
            f"  TPN {p.tpn}: {p.pairing_score} pts, colours {''.join(p.colours) or '-'}, floats {floats or '-'}, "
            f"met {sorted(p.opponents)}, PAB ok {p.pab_eligible}, unplayed {p.unplayed_rounds}, top {p.topscorer}"
        )
    return "\n".join(lines)


def check_agreement(state: DutchState) -> None:
    """Fast and literal engines give the same round-pairing."""
    fast, literal = outcome(fast_pair, state), outcome(literal_pair, state)
    assert fast == literal, f"fast {fast} != literal {literal}\n{describe(state)}"


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(round_states())
def test_fast_engine_equals_literal_reading_on_200_small_rounds(state: DutchState) -> None:
    check_agreement(state)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(round_states())
def test_fast_engine_equals_literal_reading_on_2000_small_rounds(state: DutchState) -> None:
    check_agreement(state)


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(round_states())
def test_4_2_2_and_4_4_2_rows_solved_one_at_a_time_equal_literal_reading(state: DutchState) -> None:
    # Small brackets fit one tier; with ROW_BITS = 1 every row of a transposition (or of the MDP
    # opponents) is its own solve and settles its pair before the next, as large brackets do.
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(order, "ROW_BITS", 1)
        mp.setattr(order, "PREDICT", False)
        check_agreement(state)


def _check_fails(keep_proven: bool) -> Callable[[order.PredictedTransposition, Sequence[Edge], Mapping[int, int]], None]:
    """A check of the 4.2.2 prediction that always reports it failed, with the rows its solve proved
    (the predicted pairs before the first one the check's optimum does not hold) or none."""

    def confirm(self: order.PredictedTransposition, support: Sequence[Edge], mate: Mapping[int, int]) -> None:
        if keep_proven:
            for h, l in self._predicted:
                if mate.get(h) != l:
                    break
                self.proven.append((h, l))
        return None

    return confirm


@settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(round_states(), st.booleans())
def test_4_2_2_prediction_failed_falls_back_to_rows_in_pieces_as_literal_reading(state: DutchState, keep: bool) -> None:
    # Every check of the predicted transposition reported failed (issue 34's fast path off): the
    # pairer solves the rows one at a time on the support, less the edges the proven rows exclude.
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(order, "ROW_BITS", 1)
        mp.setattr(order, "exchanged", lambda weights, mate, partners: None)
        mp.setattr(order.PredictedTransposition, "_confirm", _check_fails(keep))
        check_agreement(state)


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(round_states())
def test_4_2_2_prediction_checked_by_a_solve_only_as_literal_reading(state: DutchState) -> None:
    # No prediction taken by moving the optimum's pairs (order.exchanged): every predicted
    # transposition is checked by its solve, the MDPs' opponents solved as their tier has them.
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(order, "exchanged", lambda weights, mate, partners: None)
        check_agreement(state)


def _paired_with_look_ahead_always(state: DutchState) -> Outcome:
    """The fast engine with the next scoregroup in every bracket solve (the C8 shortcut off)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(pairer, "_look_ahead_is_flat", lambda data, bracket, below, k: False)
        return outcome(fast_pair, state)


@settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(round_states(min_to_pair=14, max_to_pair=40, results=(("1", "0"), ("0", "1")) * 4 + (("=", "="),)))
def test_c8_shortcut_pairs_as_the_full_look_ahead_on_larger_rounds(state: DutchState) -> None:
    # Beyond the literal reading's reach (up to 40 players; few draws, so that small brackets stand
    # above large scoregroups, as in a 400-player round 2): leaving the next scoregroup out when C8 cannot tell the candidates apart
    # (_look_ahead_is_flat) must not change the pairing.
    assert outcome(fast_pair, state) == _paired_with_look_ahead_always(state), describe(state)


def _paired_with_every_pab_bracket_on_the_whole_round(state: DutchState) -> Outcome:
    """The fast engine as before issue 34's 1,600-player fix: a bracket holding a PAB candidate
    solved on every free player with completion forced, C9 active or not (``special`` forces it)."""
    real = pairer._solve

    def whole(data: RoundData, progress: pairer.Progress, view: BracketView, order: pairer.Order,
              c9_active: bool, special: bool = False) -> pairer.Solution:
        pab_here = data.weighs_pab and bool(data.bye_candidates & view.downfloat_side & progress.free)
        return real(data, progress, view, order, c9_active, special or pab_here)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(pairer, "_solve", whole)
        return outcome(fast_pair, state)


@settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(round_states(min_to_pair=14, max_to_pair=40, results=(("1", "0"), ("0", "1")) * 4 + (("=", "="),)))
def test_c9_inactive_pab_bracket_solved_locally_pairs_as_the_whole_round(state: DutchState) -> None:
    # Dutch 2026 C9 (note under 2.4.4) weighs the PAB only in a bracket downfloating one player;
    # elsewhere the PAB edge weighs completion alone (C4), so the local solve plus the completion
    # check must give the pairing of the solve on every free player (issue 34, 1,600 players).
    assert outcome(fast_pair, state) == _paired_with_every_pab_bracket_on_the_whole_round(state), describe(state)


def check_2017_agreement(state: DutchState) -> None:
    """The 2017 edition (no C5/C9, the A.9 outlook): fast and literal agree on every round, those
    with a PPB and a collapsed last bracket included (counted as a hypothesis event)."""
    state = state.model_copy(update={"edition": EDITION_2017})
    try:
        _, trace = pair_with_trace(state)
    except ValueError:
        reject()  # a collapsed last bracket beyond the literal enumerator's 12 players
    except PairingImpossible:
        trace = ()
    if any(outcome.route.name == "PPB" for outcome in trace):
        event("Dutch 2017 A.9: a PPB and a CLB")
        if any(outcome.route.name == "CLB" and len({state.player(t).pairing_score for t in outcome.residents}) > 1
               for outcome in trace):
            event("Dutch 2017 A.9: a CLB of several scores")
    check_agreement(state)


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(round_states())
def test_dutch_2017_fast_engine_equals_literal_reading_on_200_small_rounds(state: DutchState) -> None:
    # Dutch 2017 A.9, C.4, C.7: 17 of these 200 rounds take the PPB route (14 with a CLB of several scores;
    # pytest --hypothesis-show-statistics counts them).
    check_2017_agreement(state)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(round_states())
def test_dutch_2017_fast_engine_equals_literal_reading_on_2000_small_rounds(state: DutchState) -> None:
    # Dutch 2017 A.9: about 5 % of the rounds take the PPB route.
    check_2017_agreement(state)
