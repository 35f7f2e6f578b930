"""checker/collector.py: the cyclic collector paused around a Dubov round (issue 34, speed): off inside, restored after,
errors included, and the pairing the same as with the collector on."""

from __future__ import annotations

import gc

import pytest

from checker.collector import without_cycle_collection
from checker.systems.dubov.pairer import pair
from checker.systems.dubov.state import build_state
from checker.systems.dubov.system import DUBOV
from checker.trf import load
from tests.paths import DATA


def test_the_collector_is_off_inside_and_on_again_after() -> None:
    seen: list[bool] = []
    without_cycle_collection(lambda: seen.append(gc.isenabled()))()
    assert seen == [False]
    assert gc.isenabled()


def test_the_collector_is_on_again_after_an_error() -> None:
    def fails() -> None:
        raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        without_cycle_collection(fails)()
    assert gc.isenabled()


def test_a_collector_switched_off_by_the_caller_stays_off() -> None:
    gc.disable()
    try:
        without_cycle_collection(lambda: None)()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_system_pairs_every_round_as_the_bare_pairer_does() -> None:
    tournament, _ = load(DATA / "dubov" / "xgen-dubov-p14r9-s7059.trf")
    for r in range(1, DUBOV.next_round(tournament)):
        assert DUBOV.pair(DUBOV.build_state(tournament, r)) == pair(build_state(tournament, r)), r
    assert gc.isenabled()
