"""The fast Team pairer (shared core, checker.systems.team.pairer) against the literal enumeration of
C.04.6 3.4-3.6 (checker.systems.team.literal) on random small rounds: same pairs, colours and PAB, or both
find that no round-pairing exists (3.3.3)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings

from checker.systems.team.literal import pair_with_trace
from checker.models import Pairing
from checker.systems.team.state import TeamRoundState
from checker.errors import PairingImpossible
from checker.systems.team.pairer import pair_team_round
from tests.systems.team.builders import team_rounds


def outcome(
    pairer: Callable[[TeamRoundState], Pairing], state: TeamRoundState
) -> tuple[frozenset[tuple[int, int]], int | None] | str:
    """The pairing as (pairs with colours, PAB), or ``"impossible"``."""
    try:
        p: Pairing = pairer(state)
    except PairingImpossible:
        return "impossible"
    return p.as_set(), p.pab


def literal(state: TeamRoundState) -> Pairing:
    """The literal pairing alone."""
    return pair_with_trace(state)[0]


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(team_rounds())
def test_team_fast_equals_literal(state: TeamRoundState) -> None:
    assert outcome(pair_team_round, state) == outcome(literal, state)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(team_rounds())
def test_team_fast_equals_literal_2000(state: TeamRoundState) -> None:
    assert outcome(pair_team_round, state) == outcome(literal, state)
