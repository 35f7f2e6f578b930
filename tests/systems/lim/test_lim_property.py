"""The pruned procedure equals the unpruned walk of the text on small scoregroups and rounds.

``procedure.walk`` gives each player scrutinised the first opponent that a matching says leaves the
rest pairable; ``literal.first_pairing`` walks the exchanges of 4.1-4.3 (with 3.8 and 5.2's order of
preference) depth first and goes back to the player before when one cannot be paired (4.3). They
must give the same pairing of every group, or both none. A whole round paired with the matching
tests and with the enumerating tests (``literal.EnumerationTests``: every pairing tried) must be the
same round: same PAB, same floaters of every scoregroup, same pairs, or both impossible.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
import pytest

from checker.errors import PairingImpossible
from checker.systems.lim.feasibility import MatchingTests
from checker.systems.lim.literal import EnumerationTests, first_pairing
from checker.systems.lim.procedure import Direction, RoundTrace, make_context, run, walk
from checker.systems.lim.state import LimState
from tests.systems.lim.strategies import lim_states


def describe(state: LimState) -> str:
    """The state in a few lines, for a failure message."""
    lines = [f"round {state.round} of {state.total_rounds}, initial {state.initial_colour}, maxi {state.maxi}"]
    for p in state.players:
        lines.append(f"  {p.tpn}: {p.score} pts, colours {''.join(p.colours) or '-'}, met {sorted(p.opponents)}, "
                     f"floated {p.floated_last}, PAB ok {p.pab_eligible}, rating {p.rating}")
    return "\n".join(lines)


def group_agreement(state: LimState, floaters: list[int], direction: Direction) -> None:
    """The walk with matchings and the walk by backtracking pair a scoregroup alike."""
    plain = state.model_copy(update={"maxi": False})  # 5.7/3.8's 100 points need the first scrutiny's opponent
    ctx = make_context(plain)
    members = frozenset(p.tpn for p in plain.players)
    if len(members) % 2:
        members -= {max(members)}
    incoming = [f for f in floaters if f in members]
    slow = first_pairing(ctx, members, incoming, direction)
    if not ctx.perfect(members):
        assert slow is None, describe(plain)
        return
    fast = tuple((s.player, s.choice) for s in walk(ctx, members, incoming, direction))
    assert fast == slow, f"pruned {fast} != unpruned {slow}\n{describe(plain)}"


def outcome(state: LimState, literal: bool) -> RoundTrace | str:
    """The round's trace, or 'impossible'."""
    try:
        return run(state, EnumerationTests() if literal else MatchingTests())
    except PairingImpossible:
        return "impossible"


def round_agreement(state: LimState) -> None:
    """The round paired with matching tests and with enumerating tests: the same decisions."""
    fast, slow = outcome(state, False), outcome(state, True)
    if isinstance(fast, str) or isinstance(slow, str):
        assert fast == slow, f"{fast if isinstance(fast, str) else 'paired'} != " \
                             f"{slow if isinstance(slow, str) else 'paired'}\n{describe(state)}"
        return
    assert fast.pab == slow.pab, describe(state)
    assert [(g.score, g.floaters.all, g.pairs, g.cracks) for g in fast.groups] == \
           [(g.score, g.floaters.all, g.pairs, g.cracks) for g in slow.groups], describe(state)


GROUPS = st.tuples(lim_states(), st.lists(st.integers(1, 10), max_size=4), st.sampled_from(("down", "up")))


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(GROUPS)
def test_lim_4_3_pruned_walk_equals_the_backtracking_walk(case: tuple[LimState, list[int], Direction]) -> None:
    group_agreement(*case)


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(lim_states(max_players=9))
def test_lim_round_with_matchings_equals_the_round_with_enumeration(state: LimState) -> None:
    round_agreement(state)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(GROUPS)
def test_lim_4_3_pruned_walk_equals_the_backtracking_walk_2000(case: tuple[LimState, list[int], Direction]) -> None:
    group_agreement(*case)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lim_states())
def test_lim_round_with_matchings_equals_the_round_with_enumeration_2000(state: LimState) -> None:
    round_agreement(state)
