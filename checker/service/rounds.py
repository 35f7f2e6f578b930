"""A file's rounds checked, in this process or by worker processes (rounds are independent given the
published history): the same verdicts in round order whatever the number of workers; the first
failing round's error raised, as a sequential run would raise it."""

from __future__ import annotations

import multiprocessing
import os
import pickle

from checker.causes.checked import checked_round
from checker.errors import InputError, InternalError, PairingImpossible, RecordRef
from checker.evaluation.findings import RoundVerdict
from checker.models import Frozen, Tournament
from checker.parallel.pool import cores, run_tasks
from checker.service.prepare import chosen_system, guard, refuse_fewer_rounds, round_option
from checker.service.request import CheckRequest
from checker.systems.registry import System

SMALL_FILE_PLAYERS = 100
"""Below this many players a file's rounds are checked in one process unless ``jobs`` says otherwise:
the whole check takes about a second, about what starting and feeding the workers costs."""


def rounds_to_check(system: System, tournament: Tournament, request: CheckRequest) -> list[int]:
    """The paired rounds (or the request's ``round`` only); input errors for ``rounds`` below the rounds
    played and for a ``round`` the file holds no pairing of."""
    played = system.next_round(tournament) - 1
    refuse_fewer_rounds(request.rounds, played)
    if request.round is None:
        return list(range(1, played + 1))
    round_option(request.round, played, f"the file holds no pairing for that round (paired rounds: 1..{played})"
                 if played else "the file holds no paired round")
    return [request.round]


_SHARED: dict[str, Tournament] = {}
"""The tournaments whose rounds are being checked, by ``RoundTask.key``: set before the workers start,
so that a forked worker has the file's tournament already and a spawned one unpickles it once."""


class RoundTask(Frozen):
    """One round of one file to check in a worker: all it needs, so it runs anywhere.

    The tournament travels pickled once per file (``tournament``, the same bytes in every round's
    task), not as a model per round: unpickling a 1000-player tournament in every task cost about as
    much as building a round's state. A worker reads it from ``_SHARED`` by ``key`` (a forked one
    inherits it), else unpickles it once (``shared_tournament``)."""

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


def _checked(tournament: Tournament, number: int, system: System, request: CheckRequest) -> RoundVerdict:
    """The round's verdict, then (``causes``) its cause (``checker.causes.checked``)."""
    return checked_round(tournament, number, system, request.rounds, request.causes)


def check_one_round(task: RoundTask) -> RoundOutcome:
    """Check one round (in a worker process): the verdict, or the error as text with its kind."""
    try:
        with guard(task.file, f"round {task.round}"):
            tournament = shared_tournament(task)
            system = chosen_system(tournament, task.request)
            return RoundOutcome(round=task.round, verdict=_checked(tournament, task.round, system, task.request))
    except InputError as exc:
        return RoundOutcome(round=task.round, error=str(exc), error_kind="input", record=exc.record,
                            option=exc.option)
    except PairingImpossible as exc:
        return RoundOutcome(round=task.round, error=str(exc), error_kind="impossible")
    except InternalError as exc:
        return RoundOutcome(round=task.round, error=str(exc), error_kind="internal")


def round_jobs(tournament: Tournament, rounds: list[int], jobs: int | None) -> int:
    """Worker processes for one file's rounds: ``jobs``, else one per processor (one for a small file)."""
    if jobs is None:
        jobs = 1 if len(tournament.players) < SMALL_FILE_PLAYERS else cores()
    return max(1, min(jobs, len(rounds)))


def check_rounds(file: str, tournament: Tournament, system: System, request: CheckRequest,
                 rounds: list[int]) -> tuple[RoundVerdict, ...]:
    """The verdicts of ``rounds``, in order, checked by the request's worker processes; the first failing
    round's error is raised, as a sequential run would."""
    jobs = round_jobs(tournament, rounds, request.jobs)
    if jobs <= 1:
        verdicts = []
        for r in rounds:
            with guard(file, f"round {r}"):
                verdicts.append(_checked(tournament, r, system, request))
        return tuple(verdicts)
    outcomes: dict[int, RoundOutcome] = {}

    def received(outcome: RoundOutcome) -> None:
        outcomes[outcome.round] = outcome

    # Longest first, for an even finish: the early rounds after the first have the widest scoregroups
    # (the largest brackets to solve); round 1 has nothing to weigh but ratings and goes last.
    key = f"{os.getpid()}:{id(tournament)}"
    blob = pickle.dumps(tournament, protocol=pickle.HIGHEST_PROTOCOL)
    tasks = [RoundTask(file=file, key=key, tournament=blob, request=request, round=r)
             for r in (*rounds[1:], *rounds[:1])]
    # Forked workers start at once with swisscheck already imported, and with the tournament in
    # _SHARED; one file's check runs no thread.
    start = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    _SHARED[key] = tournament
    try:
        if run_tasks(check_one_round, tasks, received, jobs=jobs, start_method=start):
            raise KeyboardInterrupt
    finally:
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


