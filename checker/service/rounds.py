"""A file's rounds checked, in this process or by worker processes (rounds are independent given the
published history): the same verdicts in round order whatever the number of workers; the first
failing round's error raised, as a sequential run would raise it."""

from __future__ import annotations

from checker.causes.checked import checked_round
from checker.deferred import loaded
from checker.evaluation.findings import RoundVerdict
from checker.models import Tournament
from checker.parallel.cores import cores
from checker.service.prepare import guard, refuse_fewer_rounds, round_option
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


def checked(tournament: Tournament, number: int, system: System, request: CheckRequest) -> RoundVerdict:
    """The round's verdict, then (``causes``) its cause (``checker.causes.checked``)."""
    return checked_round(tournament, number, system, request.rounds, request.causes)


def round_jobs(tournament: Tournament, rounds: list[int], jobs: int | None) -> int:
    """Worker processes for one file's rounds: ``jobs``, else one per processor (one for a small file)."""
    if jobs is None:
        jobs = 1 if len(tournament.players) < SMALL_FILE_PLAYERS else cores()
    return max(1, min(jobs, len(rounds)))


def check_rounds(file: str, tournament: Tournament, system: System, request: CheckRequest,
                 rounds: list[int]) -> tuple[RoundVerdict, ...]:
    """The verdicts of ``rounds``, in order, checked by the request's worker processes; the first failing
    round's error is raised, as a sequential run would. One process (a small file, ``--jobs 1``) imports no
    pool: ``service/round_pool.py`` is loaded for more (``checker.deferred``, issue 34)."""
    jobs = round_jobs(tournament, rounds, request.jobs)
    if jobs <= 1:
        verdicts = []
        for r in rounds:
            with guard(file, f"round {r}"):
                verdicts.append(checked(tournament, r, system, request))
        return tuple(verdicts)
    pooled: tuple[RoundVerdict, ...] = loaded("checker.service.round_pool", "pooled_rounds")(
        file, tournament, system, request, rounds, jobs)
    return pooled
