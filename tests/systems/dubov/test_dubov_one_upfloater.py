"""Dubov 3.2.1-3.2.2, 4.2: the one-upfloater shortcut (issue 34) proves the set the relaxed matching
finds, or steps aside. An odd bracket's first best set is usually one upfloater; the shortcut takes the
cheapest (upfloater, opponent's colour class) by C5-C10 and the 4.2 order with C7's lower bound, and
proves the bound with a cardinality matching. Wherever it answers, the relaxed matching must choose the
same upfloater; with or without it, every round's plan must be the same."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings

from checker.generation.settings import GeneratorSettings
from checker.models import Tournament
from checker.systems.dubov import pairer, upfloaters
from checker.systems.dubov.pairer import RoundPlan, plan_round
from checker.systems.dubov.round import round_graph
from checker.systems.dubov.state import DubovState
from checker.systems.dubov.system import DUBOV
from checker.systems.top_scoregroup.procedure import RoundGraph
from checker.trf import load
from tests.paths import DATA
from tests.systems.dubov.strategies import dubov_states

FILES = sorted((DATA / "dubov").glob("*.trf"))


def generated() -> Tournament:
    """A 60-player event with late entries, withdrawals and forfeits, paired by the engine itself."""
    return DUBOV.generate(60, 7, 5, GeneratorSettings(absence_rate=0.1, forfeit_rate=0.1))


def plans(tournament: Tournament) -> list[RoundPlan]:
    """Every round's plan, read with the file's own state."""
    return [plan_round(DUBOV.build_state(tournament, r)) for r in range(1, DUBOV.next_round(tournament))]


def without_shortcut(monkeypatch: pytest.MonkeyPatch) -> None:
    """The shortcut switched off: every odd bracket goes to the relaxed matching."""
    monkeypatch.setattr(upfloaters, "_one_upfloater", lambda *args: None)


def test_the_shortcut_answers_as_the_relaxed_matching_in_every_bracket(monkeypatch: pytest.MonkeyPatch) -> None:
    answered: list[int] = []
    states: list[DubovState] = []
    shortcut = upfloaters._one_upfloater
    choose = upfloaters.choose_upfloaters

    def remembered(state: DubovState, *args: object) -> object:
        states.append(state)
        return choose(state, *args)  # type: ignore[arg-type]

    def checked(rnd: RoundGraph, costs: upfloaters.Costs, residents: Sequence[int], lower: Sequence[int]) -> int | None:
        single = shortcut(rnd, costs, residents, lower)
        if single is not None:
            mate = upfloaters._relaxed(states[-1], rnd, costs, residents, lower)
            assert mate is not None
            assert {mate[r] for r in residents if mate[r] not in residents} == {single}
            answered.append(len(residents))
        return single

    monkeypatch.setattr(pairer, "choose_upfloaters", remembered)
    monkeypatch.setattr(upfloaters, "_one_upfloater", checked)
    for tournament in [load(f)[0] for f in FILES] + [generated()]:
        plans(tournament)
    assert len(answered) > 50  # the shortcut is what usually answers an odd bracket


@pytest.mark.parametrize("name", [f.name for f in FILES] + ["generated"])
def test_every_round_plan_is_the_same_without_the_shortcut(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    tournament = generated() if name == "generated" else load(DATA / "dubov" / name)[0]
    fast = plans(tournament)
    without_shortcut(monkeypatch)
    assert plans(tournament) == fast


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.function_scoped_fixture])
@given(state=dubov_states(min_to_pair=3, max_to_pair=13))
def test_small_rounds_plan_the_same_with_and_without_the_shortcut(state: DubovState,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    def planned(s: DubovState) -> RoundPlan | str:
        try:
            return plan_round(s)
        except Exception as exc:  # the same refusal either way (1.9.3)
            return f"{type(exc).__name__}: {exc}"

    fast = planned(state)
    with monkeypatch.context() as patched:
        patched.setattr(upfloaters, "_one_upfloater", lambda *args: None)
        assert planned(state) == fast


def test_an_even_bracket_or_one_with_nobody_below_is_left_to_the_matching() -> None:
    state = DUBOV.build_state(load(FILES[0])[0], 2)
    rnd = round_graph(state)
    everyone = tuple(sorted(rnd.tpns))
    odd, even = everyone[:len(everyone) // 2 * 2 - 1], everyone[:len(everyone) // 2 * 2]
    below = everyone[len(odd):]
    assert upfloaters._one_upfloater(rnd, upfloaters.Costs(state, rnd, odd, ()), odd, ()) is None
    assert upfloaters._one_upfloater(rnd, upfloaters.Costs(state, rnd, even, below), even, below) is None
