"""No legal pairing of a round is judged BETTER than the reference pairer's (issue 21).

BETTER means the published pairing beats the rules' own: the reference pairer would then be wrong,
or the evaluation would value the procedure's decisions otherwise than the procedure takes them.
On rounds small enough to enumerate, every legal pairing (``literal.every_pairing``: compatible
pairs, Lim 2.1; an eligible PAB receiver, Basic Rules 3-4) is compared with the procedure's.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
import pytest

from checker.errors import PairingImpossible
from checker.evaluation.compare import compare
from checker.models import Pair, Pairing
from checker.systems.lim.literal import every_pairing
from checker.systems.lim.procedure import make_context
from checker.systems.lim.state import LimState
from checker.systems.lim.system import LimSystem
from tests.systems.lim.strategies import lim_states
from tests.systems.lim.test_lim_property import describe


def better_pairings(state: LimState) -> list[str]:
    """The legal pairings of the round the check judges BETTER than the reference pairer's, with the finding."""
    system = LimSystem(maxi=state.maxi)
    try:
        reference = system.pair(state)
    except PairingImpossible:
        return []
    out = []
    for pab, pairs in every_pairing(make_context(state)):
        published = Pairing(round=state.round, pairs=tuple(Pair(white=a, black=b) for a, b in pairs), pab=pab)
        if published.unordered() == reference.unordered() and pab == reference.pab:
            continue
        findings = compare(system, state, published, reference)
        out += [f"{sorted(pairs)} bye {pab}: {f.article}: {f.message}" for f in findings if f.verdict == "BETTER"]
    return out


def no_better(state: LimState) -> None:
    """The property, with the state and the first pairings judged BETTER on failure."""
    found = better_pairings(state)
    assert not found, "\n".join(found[:3]) + "\n" + describe(state)


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(lim_states(max_players=8))
def test_lim_no_legal_pairing_is_better_than_the_reference(state: LimState) -> None:
    no_better(state)


@pytest.mark.slow
@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lim_states(max_players=9))
def test_lim_no_legal_pairing_is_better_than_the_reference_1500(state: LimState) -> None:
    no_better(state)
