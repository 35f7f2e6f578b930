"""Worker processes for the server's checks: each job runs in one, under a CPU-time and a memory limit,
so a pathological file costs one worker for at most the limit and the server keeps answering.

A worker sets its address-space limit once (``RLIMIT_AS``: an allocation over it is a MemoryError; the
worker answers 503 and retires) and, for each job, a CPU-time allowance: a profiling timer
(``ITIMER_PROF``, CPU time to the microsecond: SIGPROF stops the job, the worker answers 503 and retires)
and, behind it, ``RLIMIT_CPU`` a few seconds later (whole seconds: the kernel's SIGXCPU ends a worker
stuck where Python cannot stop it). A worker that dies or stops answering (the wall-clock backstop:
three times the allowance plus ten seconds) is killed and replaced; its job answers 503.
Jobs wait for a free worker in a bounded queue: when it is full, :class:`Busy` (the server's 429).

A file over ``Limits.heavy_kb`` goes to the heavy lane: one more worker of its own (one large file at a time),
at the lowest CPU priority (:func:`lowest_priority`), so large and slow files cannot take every worker, and
when the cores are short the normal files' workers get them first (the heavy worker's start-up after a
retirement included).
"""

from __future__ import annotations

import asyncio
import math
import multiprocessing
import os
import resource
import signal
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from types import FrameType

from checker.server.compute import run_job
from checker.server.job import Answer, Job
from checker.server.pages import json_text, problem
from checker.systems.registry import SYSTEMS, load


@dataclass(frozen=True)
class Limits:
    """How many workers, how many jobs may wait for one, each job's CPU seconds and each worker's memory; the
    size above which a file goes to the heavy lane (0: no heavy lane, every file to the workers)."""

    workers: int = 2
    queue: int = 8
    time_limit: float = 60.0
    memory_mb: int = 2048
    heavy_kb: float = 32.0

    def heavy(self, job: Job) -> bool:
        """Whether the job's file goes to the heavy lane (over ``heavy_kb``: a 400-player, 9-round event is
        about 70 kB; the samples and most tournaments are under 20 kB)."""
        return self.heavy_kb > 0 and len(job.content) > self.heavy_kb * 1024


class Busy(Exception):
    """Every worker is busy and the queue is full."""


class CpuLimit(BaseException):
    """Raised in a worker by SIGPROF: the job spent its CPU time (a BaseException: no handler takes it for a bug)."""


HEAVY_NICE = 19
"""The heavy lane's worker's niceness: the lowest (where the idle scheduling class below is not available)."""

HEAVY_WALL = 10
"""The heavy lane's wall-clock backstop is this many times the normal one (it runs when the others leave a core)."""

BACKSTOP = 5
"""CPU seconds past the allowance after which the kernel ends the worker (``RLIMIT_CPU``)."""


def _on_cpu_limit(signum: int, frame: FrameType | None) -> None:
    """SIGPROF in a worker: the job's CPU time is spent, stop it."""
    raise CpuLimit()


def over_limit(job: Job, message: str) -> Answer:
    """The 503 answer of a job stopped by a limit: a sentence, as JSON or as a page."""
    if job.command in ("report", "player"):
        body, media = problem("Over the server's limit", message), "text/html; charset=utf-8"
    else:
        body, media = json_text({"error": message, "status": 503}), "application/json"
    return Answer(503, body, media, summary=f"stopped: {message}", exit_code=3)


def time_message(seconds: float) -> str:
    """What a client reads when a file needs more than the time limit."""
    return (f"the check needed more than the server's limit of {seconds:g} CPU seconds; check this file "
            "with the swisscheck command on your own machine")


def memory_message(megabytes: int) -> str:
    """What a client reads when a file needs more than the memory limit."""
    return (f"the check needed more than the server's limit of {megabytes} MB of memory; check this file "
            "with the swisscheck command on your own machine")


def _cpu_used() -> float:
    """This process's CPU seconds so far (user and system)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _set_cpu_limit(seconds: float | None) -> None:
    """Allow ``seconds`` more CPU seconds (None: no limit): the profiling timer, and the kernel's limit
    :data:`BACKSTOP` seconds later (the hard limit kept as it is)."""
    signal.setitimer(signal.ITIMER_PROF, 0 if seconds is None else seconds)
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    soft = resource.RLIM_INFINITY if seconds is None else math.ceil(_cpu_used() + seconds + BACKSTOP)
    if hard != resource.RLIM_INFINITY and (soft == resource.RLIM_INFINITY or soft > hard):
        soft = hard
    resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))


def warm_up() -> None:
    """Load every system before the first job: a job's time (and the cause search's budget, a multiple of the
    check's own time) is then spent on the file, not on importing modules."""
    for identity in SYSTEMS:
        load(identity)


def lowest_priority() -> None:
    """This process at the lowest CPU priority: the highest niceness and, on Linux, the idle scheduling class
    (``SCHED_IDLE``: it runs when no other process of the machine wants the core; an unprivileged process may
    choose it for itself)."""
    os.nice(HEAVY_NICE)
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    except (AttributeError, OSError):  # not Linux: the niceness alone
        pass


def worker_main(conn: Connection, limits: Limits, heavy: bool = False) -> None:
    """A worker's life: its priority (the heavy lane's: the lowest) and memory limit set once, then jobs one at
    a time until told to stop (None) or until a limit stops a job (the worker then retires: its state may be
    half-changed)."""
    if heavy:
        lowest_priority()  # before the warm-up: a heavy worker's start-up yields the cores to the others too
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the server's: it stops the workers itself
    signal.signal(signal.SIGPROF, _on_cpu_limit)
    limit = limits.memory_mb * 1024 * 1024
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (limit if hard == resource.RLIM_INFINITY else min(limit, hard), hard))
    warm_up()
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        retire = False
        try:
            _set_cpu_limit(limits.time_limit)
            answer = run_job(job)
            _set_cpu_limit(None)
        except CpuLimit:
            answer, retire = over_limit(job, time_message(limits.time_limit)), True
        except MemoryError:
            answer, retire = over_limit(job, memory_message(limits.memory_mb)), True
        _set_cpu_limit(None)
        try:
            conn.send((answer, retire))
        except (OSError, ValueError):
            return
        if retire:
            return


class Worker:
    """One worker process and the pipe to it."""

    def __init__(self, context: multiprocessing.context.SpawnContext, limits: Limits, heavy: bool = False) -> None:
        self.heavy = heavy
        self.conn, child = context.Pipe()
        name = "swisscheck-heavy" if heavy else "swisscheck-worker"
        self.process: BaseProcess = context.Process(target=worker_main, args=(child, limits, heavy), daemon=True,
                                                    name=name)
        self.process.start()
        child.close()

    def call(self, job: Job, wall: float) -> tuple[Answer, bool] | None:
        """Send the job and wait for the answer and whether the worker retires after it; None when the
        worker died or took longer than ``wall``."""
        try:
            self.conn.send(job)
            if not self.conn.poll(wall):
                return None
            reply: tuple[Answer, bool] = self.conn.recv()
            return reply
        except (EOFError, OSError):
            return None

    def alive(self) -> bool:
        """Whether the process still runs."""
        return self.process.is_alive()

    def stop(self, kill: bool = False) -> None:
        """Stop the worker: ask it to end (or kill it), then wait for it."""
        if kill:
            self.process.kill()
        else:
            try:
                self.conn.send(None)
            except (OSError, ValueError):
                self.process.kill()
        self.process.join(5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(5)
        self.conn.close()


class WorkerPool:
    """``limits.workers`` worker processes (and the heavy lane's one) and the bounded queue of jobs waiting."""

    def __init__(self, limits: Limits, log: Callable[[str], None] = print) -> None:
        self.limits = limits
        self.log = log
        self.context = multiprocessing.get_context("spawn")
        self.lanes = {"normal": 0, "heavy": 0}
        """Jobs waiting for a worker, by lane."""
        self.busy = 0
        self.replaced = 0
        self.served = {"normal": 0, "heavy": 0}
        self._idle: asyncio.Queue[Worker] = asyncio.Queue()
        self._heavy: asyncio.Queue[Worker] = asyncio.Queue()
        self._threads = ThreadPoolExecutor(max_workers=limits.workers + 1, thread_name_prefix="swisscheck-wait")
        self._workers: list[Worker] = []

    def start(self) -> None:
        """Start the workers (in the server's event loop)."""
        for _ in range(self.limits.workers):
            worker = Worker(self.context, self.limits)
            self._workers.append(worker)
            self._idle.put_nowait(worker)
        if self.limits.heavy_kb > 0:
            worker = Worker(self.context, self.limits, heavy=True)
            self._workers.append(worker)
            self._heavy.put_nowait(worker)

    def close(self) -> None:
        """Stop every worker."""
        for worker in self._workers:
            worker.stop()
        self._workers.clear()
        self._threads.shutdown(wait=False, cancel_futures=True)

    def wall(self, heavy: bool) -> float:
        """How long the server waits for an answer before it kills the worker (the heavy lane's worker, at the
        lowest priority, gets a core only when the others leave it: ten times longer)."""
        return (3 * self.limits.time_limit + 10) * (HEAVY_WALL if heavy else 1)

    @property
    def waiting(self) -> int:
        """Jobs waiting for a worker."""
        return sum(self.lanes.values())

    def bound(self, heavy: bool) -> int:
        """How many jobs may wait in a lane: ``limits.queue`` for the workers; for the heavy lane's one
        worker as many as wait per worker, so that large files cannot fill the queue of the others."""
        return max(1, self.limits.queue // max(1, self.limits.workers)) if heavy else self.limits.queue

    def pids(self, heavy: bool) -> list[int]:
        """The process ids of the lane's workers (the heavy lane's, or the others)."""
        return [w.process.pid for w in self._workers if w.heavy == heavy and w.process.pid is not None]

    async def run(self, job: Job) -> tuple[Answer, float]:
        """The job's answer from a worker and the seconds it took there; :class:`Busy` when the queue is full."""
        heavy = self.limits.heavy(job)
        idle = self._heavy if heavy else self._idle
        lane = "heavy" if heavy else "normal"
        if self.lanes[lane] >= self.bound(heavy) and idle.empty():
            raise Busy()
        self.lanes[lane] += 1
        try:
            worker = await idle.get()
        finally:
            self.lanes[lane] -= 1
        self.busy += 1
        self.served["heavy" if heavy else "normal"] += 1
        started = time.monotonic()
        wall = self.wall(heavy)
        try:
            reply = await asyncio.get_running_loop().run_in_executor(self._threads, worker.call, job, wall)
            if reply is not None and not reply[1]:
                answer = reply[0]
            else:
                overtime = time.monotonic() - started >= wall
                worker, code = await asyncio.get_running_loop().run_in_executor(self._threads, self._replace, worker)
                if reply is not None:
                    answer = reply[0]
                elif overtime or code in (-signal.SIGXCPU, -signal.SIGKILL):
                    answer = over_limit(job, time_message(self.limits.time_limit))
                else:
                    answer = over_limit(job, memory_message(self.limits.memory_mb))
        finally:
            self.busy -= 1
            idle.put_nowait(worker)
        return answer, time.monotonic() - started

    def _replace(self, worker: Worker) -> tuple[Worker, int | None]:
        """A new worker in place of one that died, retired or stopped answering (killed), and how the old
        one ended (its exit code: minus the signal that ended it)."""
        worker.process.join(1)
        code = worker.process.exitcode
        worker.stop(kill=worker.alive())
        self._workers.remove(worker)
        fresh = Worker(self.context, self.limits, heavy=worker.heavy)
        self._workers.append(fresh)
        self.replaced += 1
        self.log(f"worker {worker.process.pid} (exit code {code}) replaced by {fresh.process.pid} "
                 f"({self.replaced} so far)")
        return fresh, code
