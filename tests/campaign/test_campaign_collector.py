"""``play.collector_paused``: the garbage collector paused for a tournament (a campaign's speed), and
left as the caller had it."""

from __future__ import annotations

import gc

from checker.campaign.play import collector_paused


def test_collector_is_paused_inside_and_enabled_again_after() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_collector_disabled_by_the_caller_stays_disabled() -> None:
    gc.disable()
    try:
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_cycles_made_while_paused_are_collected_after() -> None:
    class Node:
        """A reference cycle only the cyclic collector frees."""

        def __init__(self) -> None:
            self.me = self

    gc.collect()
    with collector_paused():
        for _ in range(1000):
            Node()
        alive = sum(isinstance(o, Node) for o in gc.get_objects(generation=0))
        assert alive == 1000  # nothing collected (nor promoted) while paused
    assert not any(isinstance(o, Node) for o in gc.get_objects())
