"""The fast Burstein engine must pair every small random round exactly as the literal reading does.

Same pairs, same colours, same PAB, or both find no legal pairing (1.9.3). States come from simulated
tournaments (``strategies.burstein_states``), rounds after the seeding rounds paired by Burstein's
own rules (Index, 3.1, C1-C8, 4.3, 5.2).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings

from checker.errors import PairingImpossible
from checker.models import Pairing
from checker.systems.burstein.literal import pair as literal_pair
from checker.systems.burstein.pairer import pair as fast_pair
from checker.systems.burstein.state import BursteinState
from tests.systems.burstein.strategies import burstein_states

Outcome = tuple[frozenset[tuple[int, int]], int | None] | str


def outcome(pair: Callable[[BursteinState], Pairing], state: BursteinState) -> Outcome:
    """Pairs with colours and the PAB, or "impossible" (1.9.3)."""
    try:
        result = pair(state)
    except PairingImpossible:
        return "impossible"
    return (result.as_set(), result.pab)


def describe(state: BursteinState) -> str:
    """The state in a few lines, for the failure message."""
    lines = [f"round {state.round}, initial colour {state.initial_colour}"]
    for p in state.players:
        lines.append(f"  TPN {p.tpn}: {p.pairing_score} pts, Bh {p.buchholz} SB {p.sonneborn_berger}, "
                     f"colours {''.join(p.colours) or '-'}, met {sorted(p.opponents)}, PAB ok {p.pab_eligible}, "
                     f"games {p.games_played}")
    return "\n".join(lines)


def check_agreement(state: BursteinState) -> None:
    """Fast and literal engines give the same round-pairing."""
    fast, literal = outcome(fast_pair, state), outcome(literal_pair, state)
    assert fast == literal, f"fast {fast} != literal {literal}\n{describe(state)}"


@settings(max_examples=200, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(burstein_states())
def test_fast_engine_equals_literal_reading_on_200_small_rounds(state: BursteinState) -> None:
    check_agreement(state)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(burstein_states())
def test_fast_engine_equals_literal_reading_on_2000_small_rounds(state: BursteinState) -> None:
    check_agreement(state)
