"""The fast Dubov engine must pair every small random round exactly as the literal reading does.

Same PAB, same upfloaters, shifts, S1 and T2 bracket by bracket, same colours, or both find the
round impossible (1.9.3). States come from simulated tournaments (strategies.py).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from checker.errors import PairingImpossible
from checker.systems.dubov.bracket import plan_bracket
from checker.systems.dubov.literal import plan_literal, plan_round_literal
from checker.systems.dubov.pairer import RoundPlan, plan_round
from checker.systems.dubov.state import DubovPlayer, DubovState
from tests.systems.dubov.strategies import brackets, dubov_states


def describe(state: DubovState) -> str:
    """The state in a few lines, for the failure message."""
    lines = [f"round {state.round} of {state.total_rounds}, initial colour {state.initial_colour}, MaxT {state.max_upfloats}"]
    for p in state.players:
        floats = "".join("u" if f == "up" else "-" for f in p.floats)
        lines.append(
            f"  TPN {p.tpn}: {p.pairing_score} pts, ARO {p.aro}, colours {''.join(p.colours) or '-'}, "
            f"floats {floats or '-'}, met {sorted(p.opponents)}, PAB ok {p.pab_eligible}, games {p.games}"
        )
    return "\n".join(lines)


def plan(engine: object, state: DubovState) -> RoundPlan | str:
    """The round's plan, or "impossible" (1.9.3)."""
    try:
        return engine(state)  # type: ignore[operator,no-any-return]
    except PairingImpossible:
        return "impossible"


def check_agreement(state: DubovState) -> None:
    """Fast and literal take the same PAB and every bracket alike."""
    fast, literal = plan(plan_round, state), plan(plan_round_literal, state)
    assert fast == literal, f"fast {fast}\n!= literal {literal}\n{describe(state)}"


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(dubov_states())
def test_fast_engine_equals_literal_reading_on_150_small_rounds(state: DubovState) -> None:
    check_agreement(state)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(dubov_states())
def test_fast_engine_equals_literal_reading_on_2000_small_rounds(state: DubovState) -> None:
    check_agreement(state)


Bracket = tuple[dict[int, DubovPlayer], tuple[int, ...], dict[int, frozenset[int]]]


def check_bracket(bracket: Bracket) -> None:
    """3.2.3-3.2.6: fast and literal shift the same players and choose the same T2."""
    players, members, adj = bracket
    fast, literal = plan_bracket(players, members, adj), plan_literal(players, members, adj)
    assert fast == literal, f"fast {fast}\n!= literal {literal}\n" + "\n".join(
        f"  TPN {t}: ARO {p.aro}, colours {''.join(p.colours) or '-'}, meets {sorted(adj[t])}" for t, p in players.items())


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(brackets())
def test_fast_bracket_equals_literal_shifts_and_transposition_on_300_brackets(bracket: Bracket) -> None:
    check_bracket(bracket)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(brackets())
def test_fast_bracket_equals_literal_shifts_and_transposition_on_2000_brackets(bracket: Bracket) -> None:
    check_bracket(bracket)
