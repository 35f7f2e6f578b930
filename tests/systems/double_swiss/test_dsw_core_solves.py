"""The shared core's shortcuts give the answer of one exact solve over every unpaired entrant.

Beyond the literal enumeration's reach (more than about 12 players), the staged choice of
upfloaters (a relaxed solve checked by cardinality matchings) and the bipartite first identifier
must agree with ``shortcuts=False``, where each choice is a single maximum-weight matching over
all free entrants (C3 forced by maximum cardinality).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from checker.systems.double_swiss.state import DoubleSwissState, build_double_swiss_state, completed_matches
from checker.errors import PairingImpossible
from checker.systems.double_swiss.pairer import c8_costs, entrants
from checker.systems.top_scoregroup.procedure import CoreResult, pair_round
from tests.systems.double_swiss.simulate import simulate
from tests.systems.double_swiss.strategies import drawn_states


def core(state: DoubleSwissState, shortcuts: bool) -> CoreResult | str:
    """The core's PAB and brackets, or "impossible" (3.3.3)."""
    try:
        return pair_round(entrants(state), not state.is_last_round, c8_costs(state), shortcuts=shortcuts)
    except PairingImpossible:
        return "impossible"


def agree_on_every_match(players: int, matches: int, seed: int) -> int:
    """Pair every match of a simulated tournament both ways; returns the number of matches compared."""
    t = simulate(players, matches, seed)
    done = completed_matches(t)
    for k in range(1, done + 2 if done < matches else done + 1):
        s = build_double_swiss_state(t, k)
        assert core(s, True) == core(s, False), f"players {players}, seed {seed}, match {k}"
    return done


@settings(max_examples=100, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(drawn_states(max_players=24))
def test_dsw_core_shortcuts_equal_one_exact_solve_on_24_player_states(state: DoubleSwissState) -> None:
    assert core(state, True) == core(state, False)


@pytest.mark.parametrize(("players", "matches", "seed"), [(14, 11, 1), (17, 12, 2), (30, 11, 3)])
def test_dsw_core_shortcuts_equal_one_exact_solve_in_crowded_tournaments(players: int, matches: int, seed: int) -> None:
    assert agree_on_every_match(players, matches, seed) >= 9


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(40))
def test_dsw_core_shortcuts_equal_one_exact_solve_slow(seed: int) -> None:
    agree_on_every_match(12 + seed % 13, 11, 100 + seed)
