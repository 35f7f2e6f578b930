"""Python's cyclic garbage collector paused while a round is read or paired (issue 34, speed): Dubov's
state and pairer, Burstein's pairer (shared here, not imported from one system by another).

A round allocates hundreds of thousands of short-lived containers (edge dicts, sets, tuples); every
70,000 of them the collector's full pass walks every live object, the tournament's tens of
thousands of models included: about a fifth of an 800-player check (bench/README.md, "Dubov, third
pass"). Nothing in a round needs a cycle collected before the round ends: reference counting frees
its temporaries as before, and the few cycles it makes (a recursive closure) are collected at the
next pass after it. Results are unchanged; only when memory is reclaimed moves. Threads (the
server): the collector is global, so a pause in one thread holds it off in all until the thread
that switched it off switches it on again; that only delays collection.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from functools import wraps
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


def without_cycle_collection(function: Callable[P, R]) -> Callable[P, R]:
    """``function`` run with the cyclic collector off, switched back on after it (when it was on)."""
    @wraps(function)
    def paused(*args: P.args, **kwargs: P.kwargs) -> R:
        was_on = gc.isenabled()
        gc.disable()
        try:
            return function(*args, **kwargs)
        finally:
            if was_on:
                gc.enable()

    return paused
