"""A time limit on one piece of work in the thread that runs it: a pool worker's task, a Dask worker's
thread, or the caller's own thread (``audit --time-limit``, issue 33).

When the limit passes, :class:`TimeLimitExceeded` is raised in that thread (CPython's asynchronous
exception, delivered between two bytecodes: a single long call into C, such as the compiled matcher,
ends first). It derives from ``BaseException`` so that the ``except Exception`` of the code it
interrupts (a batch that records a bug and goes on) lets it through to the caller who set the limit,
and the worker is free for its next task.
"""

from __future__ import annotations

import ctypes
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class TimeLimitExceeded(BaseException):
    """The work ran longer than its limit (raised in the thread doing it)."""


def _raise_in(thread_id: int, exception: type[BaseException] | None) -> None:
    """Have ``thread_id`` raise ``exception`` at its next bytecode (None: forget one not yet raised)."""
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread_id),
                                               ctypes.py_object(exception) if exception else ctypes.c_void_p(0))


@contextmanager
def time_limit(seconds: float | None) -> Iterator[None]:
    """Run the block within ``seconds`` of wall-clock time (None: no limit); TimeLimitExceeded when it
    runs longer. The limit's timer is a thread; it never fires once the block has ended."""
    if seconds is None:
        yield
        return
    target = threading.get_ident()
    lock = threading.Lock()
    state = {"done": False, "fired": False}

    def fire() -> None:
        with lock:
            if not state["done"]:
                state["fired"] = True
                _raise_in(target, TimeLimitExceeded)

    timer = threading.Timer(seconds, fire)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        with lock:
            state["done"] = True
            if state["fired"]:
                _raise_in(target, None)  # raised already, or still pending: never after the block
        timer.cancel()
