"""The fast Double-Swiss pairer must pair every small state exactly as the literal enumeration does.

Same PAB, same upfloater set and pairs bracket by bracket, same first-game colours, or both find
the round impossible (3.3.3). States: simulated tournaments and states drawn field by field
(tests/double_swiss/dsw_strategies.py).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from checker.systems.double_swiss.literal import c8_criteria
from checker.systems.double_swiss.literal import pair as literal_pair
from checker.systems.top_scoregroup.literal import literal_pair_round
from checker.systems.double_swiss.state import DoubleSwissState
from checker.errors import PairingImpossible
from checker.systems.double_swiss.pairer import c8_costs, entrants
from checker.systems.double_swiss.pairer import pair as fast_pair
from checker.systems.top_scoregroup.procedure import CoreResult, pair_round
from tests.systems.double_swiss.strategies import double_swiss_states

Outcome = tuple[frozenset[tuple[int, int]], int | None] | str


def describe(state: DoubleSwissState) -> str:
    """The state in a few lines, for a failure message."""
    lines = [f"match {state.round} of {state.total_rounds}, initial colour {state.initial_colour}"]
    for p in state.players:
        lines.append(
            f"  TPN {p.tpn}: {p.score} pts, colours {''.join(p.colours) or '-'}, floater {p.is_floater}, "
            f"met {sorted(p.opponents)}, PAB ok {p.pab_eligible}, played {p.matches_played}"
        )
    return "\n".join(lines)


def outcome(state: DoubleSwissState, literal: bool) -> tuple[Outcome, CoreResult | None]:
    """(pairs with first-game colours and PAB, or "impossible"; the core's brackets)."""
    try:
        if literal:
            pairing = literal_pair(state)
            core = literal_pair_round(entrants(state), not state.is_last_round, c8_criteria(state))
        else:
            pairing = fast_pair(state)
            core = pair_round(entrants(state), not state.is_last_round, c8_costs(state))
    except PairingImpossible:
        return "impossible", None
    return (pairing.as_set(), pairing.pab), core


def check_agreement(state: DoubleSwissState) -> None:
    """Fast and literal give the same round-pairing and the same brackets."""
    fast, fast_core = outcome(state, literal=False)
    slow, slow_core = outcome(state, literal=True)
    assert fast == slow, f"fast {fast} != literal {slow}\n{describe(state)}"
    assert fast_core == slow_core, f"brackets differ:\n{fast_core}\n{slow_core}\n{describe(state)}"


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(double_swiss_states())
def test_dsw_fast_equals_literal_on_200_small_rounds(state: DoubleSwissState) -> None:
    check_agreement(state)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(double_swiss_states())
def test_dsw_fast_equals_literal_on_2000_small_rounds(state: DoubleSwissState) -> None:
    check_agreement(state)
