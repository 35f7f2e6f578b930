"""Run independent tasks (a campaign's tournaments, a batch check's files, one file's rounds) here, on a process pool, or on Dask.

Every task carries all it needs (its own seed), so the results do not depend on the backend, the
number of workers or the order they finish in; the caller sorts them. ``on_result`` sees each
result as it arrives (to count it, write its files, advance a progress bar).

Ctrl-C stops cleanly: tasks not started are cancelled, running ones stop at their next step (a
campaign's next round) and give ``None``, and ``run_tasks`` returns True (interrupted) with the
results received so far already handed to ``on_result``. Pool workers ignore SIGINT so that only the
main process decides; engines run in sessions of their own (``checker.campaign.engine``).

Dask (``pip install 'swisscheck[dask]'``) is optional and loaded only when asked for: it adds half a
second to any command that imports it, and most never need it.
"""

from __future__ import annotations

import importlib
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.synchronize import Event
from types import ModuleType
from typing import Literal, Protocol, TypeVar, cast

from checker.errors import InputError
from checker.parallel.cores import cores as cores  # where it was (issue 34 moved it to cores.py)

Backend = Literal["process", "dask"]

TaskT = TypeVar("TaskT")
ResultT = TypeVar("ResultT")

class StopEvent(Protocol):
    """What a worker reads of the stop event (a ``multiprocessing.Event``)."""

    def is_set(self) -> bool:
        """True once the main process asked the workers to stop."""
        ...


_stop: StopEvent | None = None
"""In a pool worker: the campaign's stop event (a ``multiprocessing.Event``), set on Ctrl-C."""


class Stopped(Exception):
    """Raised inside a task that sees the stop event: the task gives no result."""


def check_stop() -> None:
    """Raise Stopped when the main process asked the workers to stop (a no-op outside a pool)."""
    if _stop is not None and _stop.is_set():
        raise Stopped()


def _worker_start(stop: StopEvent) -> None:
    """Pool worker initializer: keep the stop event; leave Ctrl-C to the main process."""
    global _stop
    _stop = stop
    signal.signal(signal.SIGINT, signal.SIG_IGN)


ORPHAN_POLL = 1.0
"""Seconds between a streamed worker's looks at its main process."""


def _watch_parent(parent: int) -> None:
    """Exit once the main process is gone: killed with SIGKILL (or the machine's memory killer), it cannot
    stop its workers, which would otherwise wait for tasks forever."""
    while os.getppid() == parent:
        time.sleep(ORPHAN_POLL)
    os._exit(1)


def _stream_worker_start(stop: StopEvent, parent: int) -> None:
    """A streamed pool's worker: :func:`_worker_start`, and gone with the main process."""
    _worker_start(stop)
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()


def _guarded(function: Callable[[TaskT], ResultT], task: TaskT) -> ResultT | None:
    """``function(task)``, None when the task was stopped."""
    try:
        return function(task)
    except Stopped:
        return None


def optional_module(name: str, extra: str) -> ModuleType:
    """An optional dependency, imported when first needed; InputError naming the extra that installs it."""
    try:
        return importlib.import_module(name)
    except ImportError:
        raise InputError(f"{name} is not installed: pip install 'swisscheck[{extra}]'") from None


def run_tasks(function: Callable[[TaskT], ResultT], tasks: Sequence[TaskT], on_result: Callable[[ResultT], None],
              jobs: int = 1, backend: Backend = "process", scheduler: str | None = None,
              start_method: str = "spawn") -> bool:
    """Run ``function`` on every task, handing each result to ``on_result``; True when Ctrl-C stopped it.

    ``jobs`` 1 with the process backend runs in this process; more runs a pool of ``jobs`` processes,
    started by ``start_method`` (``fork`` saves re-importing swisscheck in each worker, for a caller
    that runs no thread); ``dask`` runs on the cluster at ``scheduler``, or on a local cluster of
    ``jobs`` workers.
    """
    if backend == "dask":
        return _run_dask(function, tasks, on_result, jobs, scheduler)
    if jobs <= 1 or len(tasks) <= 1:
        try:
            for task in tasks:
                on_result(function(task))
        except KeyboardInterrupt:
            return True
        return False
    return _run_pool(function, tasks, on_result, jobs, start_method)


def _first_done(futures: Iterable[Future[ResultT | None]], stop: Event) -> set[Future[ResultT | None]] | None:
    """The futures done first; None on Ctrl-C, the workers told to stop and the futures not started
    cancelled (the caller waits again for those running: a task that ends its last step is complete)."""
    try:
        done, _ = wait(futures, return_when=FIRST_COMPLETED)
    except KeyboardInterrupt:
        stop.set()
        for future in futures:
            future.cancel()
        return None
    return done


def _run_pool(function: Callable[[TaskT], ResultT], tasks: Sequence[TaskT], on_result: Callable[[ResultT], None],
              jobs: int, start_method: str = "spawn") -> bool:
    """A process pool (spawned workers by default: the main process may run a progress bar's thread)."""
    context = multiprocessing.get_context(start_method)
    stop = context.Event()
    interrupted = False
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_worker_start,
                             initargs=(stop,)) as pool:
        pending: set[Future[ResultT | None]] = {pool.submit(_guarded, function, task) for task in tasks}
        while pending:
            done = _first_done(pending, stop)
            if done is None:
                interrupted = True
                continue
            pending -= done
            for future in done:
                if future.cancelled():
                    continue
                result = future.result()
                if result is not None:  # a task that ends its last step after Ctrl-C is complete
                    on_result(result)
    return interrupted


def _run_dask(function: Callable[[TaskT], ResultT], tasks: Sequence[TaskT], on_result: Callable[[ResultT], None],
              jobs: int, scheduler: str | None) -> bool:
    """The tasks on a Dask cluster: the scheduler's, or a local one of ``jobs`` single-threaded worker processes."""
    distributed = optional_module("distributed", "dask")
    cluster = None
    if scheduler:
        client = distributed.Client(scheduler)
    else:
        cluster = distributed.LocalCluster(n_workers=max(1, jobs), threads_per_worker=1, processes=True,
                                           dashboard_address=None, silence_logs=logging.ERROR)
        client = distributed.Client(cluster)
    futures = client.map(function, list(tasks), pure=False)
    interrupted = False
    try:
        for future in distributed.as_completed(futures):
            on_result(future.result())
    except KeyboardInterrupt:
        interrupted = True
        client.cancel(futures)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    return interrupted


LOSSES = 2
"""A streamed task whose worker died this many times is given up (:func:`stream_tasks`): run once
beside others, then once alone, so that a file that kills its worker costs that file only."""

_END = object()
"""The end of a stream of tasks."""


def stream_tasks(function: Callable[[TaskT], ResultT], tasks: Iterable[TaskT], on_result: Callable[[ResultT], None],
                 on_lost: Callable[[TaskT, str], None], jobs: int = 1, backend: Backend = "process",
                 scheduler: str | None = None, window: int | None = None) -> bool:
    """:func:`run_tasks` for a stream too long to hold: at most ``window`` tasks (default 4 per job) are
    in flight, the next one is drawn from ``tasks`` as one finishes, and each result goes to
    ``on_result`` and is not kept. A task whose worker process dies (a crash, a kill, the memory
    limit) is run again once, alone; if its worker dies again, ``on_lost(task, why)`` is called
    instead of ``on_result``. True when Ctrl-C stopped it (the results received are handed on).
    """
    limit = window or max(1, jobs) * 4
    if backend == "dask":
        return _stream_dask(function, iter(tasks), on_result, on_lost, jobs, scheduler, limit)
    if jobs <= 1:
        try:
            for task in tasks:
                on_result(function(task))
        except KeyboardInterrupt:
            return True
        return False
    return _stream_pool(function, iter(tasks), on_result, on_lost, jobs, limit)


class _Stream(Iterator[tuple[TaskT, int]]):
    """The tasks still to run with how many times each one's worker died: first those whose worker
    died (each to run alone), then those a broken pool refused, then the rest of the stream."""

    def __init__(self, tasks: Iterator[TaskT]) -> None:
        self.tasks = tasks
        self.suspects: deque[tuple[TaskT, int]] = deque()
        self.refused: deque[tuple[TaskT, int]] = deque()

    def __next__(self) -> tuple[TaskT, int]:
        if self.suspects:
            return self.suspects.popleft()
        if self.refused:
            return self.refused.popleft()
        item = next(self.tasks, _END)
        if item is _END:
            raise StopIteration
        return cast(TaskT, item), 0

    def put_back(self, item: tuple[TaskT, int]) -> None:
        """A task the pool refused (it broke before the task was sent): it runs next, as it would have."""
        (self.suspects if item[1] else self.refused).appendleft(item)

    def waiting(self) -> bool:
        """True while a task refused or whose worker died is still to run."""
        return bool(self.suspects or self.refused)


def _stream_pool(function: Callable[[TaskT], ResultT], tasks: Iterator[TaskT], on_result: Callable[[ResultT], None],
                 on_lost: Callable[[TaskT, str], None], jobs: int, window: int) -> bool:
    """The stream on a process pool, started again after a worker dies (the pool is broken then)."""
    stream = _Stream(tasks)
    context = multiprocessing.get_context("spawn")  # the main process may run a progress bar's thread
    stop = context.Event()
    interrupted = False
    more = True
    while more and not interrupted:
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_stream_worker_start,
                                 initargs=(stop, os.getpid())) as pool:
            in_flight: dict[Future[ResultT | None], tuple[TaskT, int]] = {}
            broken = False
            while not broken:
                while not interrupted and more and not _alone(in_flight.values()) and len(in_flight) < window:
                    if stream.suspects and in_flight:
                        break  # a task whose worker died runs alone
                    item = next(stream, None)
                    if item is None:
                        more = False
                        break
                    try:
                        in_flight[pool.submit(_guarded, function, item[0])] = item
                    except BrokenProcessPool:  # a worker died since the last wait
                        stream.put_back(item)
                        broken = True
                        break
                if not in_flight:
                    break
                first = _first_done(in_flight, stop)
                if first is None:
                    interrupted = True
                    continue
                done = first
                if broken or any(not f.cancelled() and isinstance(f.exception(), BrokenProcessPool) for f in done):
                    broken = True
                    done, _ = wait(in_flight)  # every task in flight fails with the pool
                for future in done:
                    task, losses = in_flight.pop(future)
                    if future.cancelled():
                        continue
                    if isinstance(future.exception(), BrokenProcessPool):
                        if losses + 1 >= LOSSES:
                            on_lost(task, f"its worker process died {LOSSES} times")
                        else:
                            stream.suspects.append((task, losses + 1))
                        continue
                    result = future.result()
                    if result is not None:
                        on_result(result)
            more = more or stream.waiting()
    return interrupted


def _alone(in_flight: Iterable[tuple[object, int]]) -> bool:
    """True while a task whose worker died runs (the values in flight): it runs alone, so that a second
    death is its own."""
    return any(losses for _, losses in in_flight)


def _stream_dask(function: Callable[[TaskT], ResultT], tasks: Iterator[TaskT], on_result: Callable[[ResultT], None],
                 on_lost: Callable[[TaskT, str], None], jobs: int, scheduler: str | None, window: int) -> bool:
    """The stream on a Dask cluster (the scheduler's, or a local one of ``jobs`` workers). A local cluster's
    scheduler fails every task of a worker that dies (``allowed-failures`` 0: a worker holds more than the
    task it runs); each is then run again alone, as on the pool, and lost if its worker dies again. A remote
    scheduler first retries as it is configured."""
    distributed = optional_module("distributed", "dask")
    dask = optional_module("dask", "dask")
    cluster = None
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}):
        if scheduler:
            client = distributed.Client(scheduler)
        else:
            cluster = distributed.LocalCluster(n_workers=max(1, jobs), threads_per_worker=1, processes=True,
                                               dashboard_address=None, silence_logs=logging.CRITICAL)
            client = distributed.Client(cluster)
    stream = _Stream(tasks)
    in_flight: dict[str, tuple[TaskT, int]] = {}
    completed = distributed.as_completed()
    interrupted = False

    def fill() -> None:
        """Send tasks until ``window`` are in flight; a task whose worker died goes alone."""
        while not _alone(in_flight.values()) and len(in_flight) < window and not (stream.suspects and in_flight):
            item = next(stream, None)
            if item is None:
                return
            future = client.submit(function, item[0], pure=False)
            in_flight[future.key] = item
            completed.add(future)

    try:
        fill()
        for future in completed:
            task, losses = in_flight.pop(future.key)
            try:
                result = future.result()
            except distributed.KilledWorker:
                if losses + 1 >= LOSSES:
                    on_lost(task, f"its Dask worker died {LOSSES} times")
                else:
                    stream.suspects.append((task, losses + 1))
            else:
                on_result(result)
            future.release()
            fill()
    except KeyboardInterrupt:
        interrupted = True
        completed.clear()
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    return interrupted

