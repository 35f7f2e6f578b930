"""A file's rounds checked by worker processes (rounds are independent given the published history): the
same verdicts in round order as one process gives (``service/rounds.py``, which loads this module only
for more than one worker: issue 34, start-up); the first failing round's error raised, as a sequential
run would raise it."""

from __future__ import annotations

import gc
import os
import pickle
from collections.abc import Callable, Sequence

from checker.deferred import loaded
from checker.errors import InputError, InternalError, PairingImpossible, RecordRef
from checker.evaluation.findings import RoundVerdict
from checker.models import Frozen, Tournament
from checker.parallel.forked import MAX_TASKS, forked_tasks
from checker.service.prepare import chosen_system, guard
from checker.service.request import CheckRequest
from checker.service.rounds import checked
from checker.systems.registry import System

_SHARED: dict[str, Tournament] = {}
"""The tournaments whose rounds are being checked, by ``RoundTask.key``: set before the workers start,
so that a forked worker has the file's tournament already and a spawned one unpickles it once."""


class RoundTask(Frozen):
    """One round of one file to check in a worker: all it needs, so it runs anywhere.

    The tournament travels pickled once per file (``tournament``, the same bytes in every round's
    task), not as a model per round: unpickling a 1000-player tournament in every task cost about as
    much as building a round's state. A worker reads it from ``_SHARED`` by ``key`` (a forked one
    inherits it, and its tasks carry empty bytes), else unpickles it once (``shared_tournament``)."""

    file: str
    key: str
    tournament: bytes
    request: CheckRequest
    round: int


def shared_tournament(task: RoundTask) -> Tournament:
    """The task's tournament: the one this process holds under its key, else unpickled and kept."""
    tournament = _SHARED.get(task.key)
    if tournament is None:
        tournament = _SHARED[task.key] = pickle.loads(task.tournament)
    return tournament


class RoundOutcome(Frozen):
    """A round's verdict, or the error its check raised (re-raised in the main process, in round order)."""

    round: int
    verdict: RoundVerdict | None = None
    error: str | None = None
    error_kind: str | None = None
    record: RecordRef | None = None
    """An input error's record and option, so that the main process can still name its line."""
    option: str | None = None


def check_one_round(task: RoundTask) -> RoundOutcome:
    """Check one round (in a worker process): the verdict, or the error as text with its kind."""
    try:
        with guard(task.file, f"round {task.round}"):
            tournament = shared_tournament(task)
            system = chosen_system(tournament, task.request)
            return RoundOutcome(round=task.round, verdict=checked(tournament, task.round, system, task.request))
    except InputError as exc:
        return RoundOutcome(round=task.round, error=str(exc), error_kind="input", record=exc.record,
                            option=exc.option)
    except PairingImpossible as exc:
        return RoundOutcome(round=task.round, error=str(exc), error_kind="impossible")
    except InternalError as exc:
        return RoundOutcome(round=task.round, error=str(exc), error_kind="internal")


def run_tasks(function: Callable[[RoundTask], RoundOutcome], tasks: Sequence[RoundTask],
              on_result: Callable[[RoundOutcome], None], jobs: int, start_method: str) -> bool:
    """The tasks on ``jobs`` workers, True when Ctrl-C stopped them: forked by ``parallel/forked.py``
    where the system forks, without importing ``concurrent.futures`` and ``multiprocessing`` (issue 34,
    memory: 2 MB of the main process and of each worker); else on ``parallel/pool.py``'s pool."""
    if start_method == "fork" and len(tasks) <= MAX_TASKS:
        return forked_tasks(function, tasks, on_result, jobs)
    pooled: bool = loaded("checker.parallel.pool", "run_tasks")(function, tasks, on_result, jobs=jobs,
                                                                 start_method=start_method)
    return pooled


def pooled_rounds(file: str, tournament: Tournament, system: System, request: CheckRequest,
                  rounds: list[int], jobs: int) -> tuple[RoundVerdict, ...]:
    """The verdicts of ``rounds``, in order, checked by ``jobs`` worker processes; the first failing
    round's error is raised, as a sequential run would."""
    outcomes: dict[int, RoundOutcome] = {}

    def received(outcome: RoundOutcome) -> None:
        outcomes[outcome.round] = outcome

    # Longest first, for an even finish: the early rounds after the first have the widest scoregroups
    # (the largest brackets to solve); round 1 has nothing to weigh but ratings and goes last.
    key = f"{os.getpid()}:{id(tournament)}"
    # Forked workers start at once with swisscheck already imported, and with the tournament in
    # _SHARED; one file's check runs no thread. Only a spawned worker needs the tournament pickled:
    # a forked one never reads the copy (1,600 players: 0.02 s of pickling in the serial part and
    # 0.66 MB through the pipe per task saved, issue 34).
    start = "fork" if hasattr(os, "fork") else "spawn"  # multiprocessing's choice of methods, not imported
    blob = pickle.dumps(tournament, protocol=pickle.HIGHEST_PROTOCOL) if start == "spawn" else b""
    tasks = [RoundTask(file=file, key=key, tournament=blob, request=request, round=r)
             for r in (*rounds[1:], *rounds[:1])]
    _SHARED[key] = tournament
    # Every object alive now (the tournament's models, the modules) frozen out of the cyclic collector
    # before the fork: a worker's collections walk only what its rounds make, and do not write to (so
    # copy) the pages it shares with this process; unfrozen after, here (issue 34), unless something was
    # frozen before (the command line's own freeze, cli.collect_less): gc.unfreeze would undo that too.
    frozen_before = gc.get_freeze_count() > 0
    gc.freeze()
    try:
        if run_tasks(check_one_round, tasks, received, jobs=jobs, start_method=start):
            raise KeyboardInterrupt
    finally:
        if not frozen_before:
            gc.unfreeze()
        del _SHARED[key]
    verdicts = []
    for r in rounds:
        outcome = outcomes[r]
        if outcome.verdict is None:
            error = outcome.error or ""
            if outcome.error_kind == "input":
                raise InputError(error, record=outcome.record, option=outcome.option)
            if outcome.error_kind == "impossible":
                raise PairingImpossible(error)
            raise InternalError(error)
        verdicts.append(outcome.verdict)
    return tuple(verdicts)


