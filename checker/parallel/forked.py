"""One file's rounds on forked worker processes, with nothing but ``os.fork``, pipes and pickle (issue 34,
memory): ``concurrent.futures`` and ``multiprocessing`` cost the main process of a check 2 MB of imports,
and every forked worker counts those pages too; at 300 players that was a tenth of the check's peak.

The workers inherit the tasks (forked: nothing is pickled on the way in) and take them in the order
given, one at a time, from a pipe of task numbers written before they start, so that a long task does
not hold up the others; each result comes back pickled on the worker's own pipe. Results reach
``on_result`` as they arrive; the caller sorts them. Ctrl-C: the workers (who ignore SIGINT) are
stopped and :func:`forked_tasks` returns True. A task that raises, or a worker that ends before its
tasks are done, is an :class:`InternalError` in the main process, after every worker is stopped.
"""

from __future__ import annotations

import os
import pickle
import select
import signal
import struct
import sys
from collections.abc import Callable, Sequence
from typing import TypeVar

from checker.errors import InternalError

TaskT = TypeVar("TaskT")
ResultT = TypeVar("ResultT")

MAX_TASKS = 4096
"""The most tasks :func:`forked_tasks` takes: their numbers (4 bytes each, 16 KiB) are all written to the
task pipe before any worker starts, and must fit the smallest pipe buffer (16 KiB, macOS)."""

_NUMBER = struct.Struct("<I")
"""A task's number on the task pipe."""
_LENGTH = struct.Struct("<Q")
"""The length of a pickled result, before it on a worker's pipe."""


def _read(fd: int, size: int) -> bytes:
    """``size`` bytes from ``fd``, or fewer at the end of the pipe."""
    data = b""
    while len(data) < size:
        chunk = os.read(fd, size - len(data))
        if not chunk:
            break
        data += chunk
    return data


def _write(fd: int, data: bytes) -> None:
    """All of ``data`` to ``fd``."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _work(function: Callable[[TaskT], ResultT], tasks: Sequence[TaskT], todo: int, out: int) -> None:
    """A worker: take task numbers from ``todo`` until it is empty, and write each ``(number, True,
    result)`` (``(number, False, text)`` for a task that raised) pickled to ``out``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the main process's to handle
    while len(head := _read(todo, _NUMBER.size)) == _NUMBER.size:
        (number,) = _NUMBER.unpack(head)
        try:
            payload = pickle.dumps((number, True, function(tasks[number])), protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as exc:  # a bug in the task: its text to the main process, which raises it
            payload = pickle.dumps((number, False, f"{type(exc).__name__}: {exc}"))
        _write(out, _LENGTH.pack(len(payload)) + payload)


def _received(buffer: bytearray) -> list[tuple[int, bool, object]]:
    """The complete results at the head of ``buffer``, taken out of it."""
    results = []
    while len(buffer) >= _LENGTH.size:
        (size,) = _LENGTH.unpack_from(buffer)
        if len(buffer) < _LENGTH.size + size:
            break
        results.append(pickle.loads(buffer[_LENGTH.size:_LENGTH.size + size]))
        del buffer[:_LENGTH.size + size]
    return results


def _start(function: Callable[[TaskT], ResultT], tasks: Sequence[TaskT], todo: int,
           pipes: dict[int, bytearray]) -> int:
    """Fork one worker reading ``todo``; its result pipe's read end added to ``pipes``; its process id."""
    read_end, write_end = os.pipe()
    sys.stdout.flush()  # nothing buffered is written twice
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:  # the worker: never returns into the caller's code
        code = 1
        try:
            os.close(read_end)
            for fd in pipes:
                os.close(fd)
            _work(function, tasks, todo, write_end)
            code = 0
        finally:
            os._exit(code)
    os.close(write_end)
    pipes[read_end] = bytearray()
    return pid


def forked_tasks(function: Callable[[TaskT], ResultT], tasks: Sequence[TaskT], on_result: Callable[[ResultT], None],
                 jobs: int) -> bool:
    """Run ``function`` on every task in ``jobs`` forked workers, handing each result to ``on_result`` as it
    arrives; True when Ctrl-C stopped it. At most :data:`MAX_TASKS` tasks."""
    if len(tasks) > MAX_TASKS:
        raise ValueError(f"forked_tasks: {len(tasks)} tasks, at most {MAX_TASKS}")
    todo, numbers = os.pipe()
    for number in range(len(tasks)):
        _write(numbers, _NUMBER.pack(number))
    os.close(numbers)  # closed before the fork: a worker sees the end of the pipe once it is empty
    pipes: dict[int, bytearray] = {}
    pids: list[int] = []
    received = 0
    done = False
    interrupted = False
    try:
        for _ in range(max(1, min(jobs, len(tasks)))):
            pids.append(_start(function, tasks, todo, pipes))
        while pipes:
            ready, _, _ = select.select(list(pipes), [], [])
            for fd in ready:
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    os.close(fd)
                    del pipes[fd]
                    continue
                pipes[fd] += chunk
                for number, ok, value in _received(pipes[fd]):
                    if not ok:
                        raise InternalError(f"task {number}: {value}")
                    on_result(value)  # type: ignore[arg-type]
                    received += 1
        if received < len(tasks):
            raise InternalError(f"a worker process ended with {len(tasks) - received} of {len(tasks)} tasks "
                                "not done (killed?)")
        done = True
    except KeyboardInterrupt:
        interrupted = True
    finally:
        os.close(todo)
        for fd in pipes:
            os.close(fd)
        for pid in pids:
            if not done:
                try:
                    os.kill(pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
            os.waitpid(pid, 0)
    return interrupted
