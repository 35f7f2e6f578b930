"""Dutch 1.7 read twice: the literal engine's reading equals the state's own on simulated states."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from checker.systems.dutch.literal.colours import preference
from checker.systems.dutch.state import DutchState
from tests.systems.dutch.strategies import round_states


@settings(max_examples=100, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(round_states())
def test_1_7_preference_matches_player_state(state: DutchState) -> None:
    for p in state.players:
        mine = preference(p.colours)
        assert (mine.colour, mine.strength) == (p.preference, p.preference_strength), p
