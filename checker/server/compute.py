"""One request's computation, run in a worker process: a file's content and options in, the answer out.

Each API job gives what the command of the same name prints with ``--format json`` (the same functions,
the same messages naming the command line's options); the page jobs give the HTML report (``check
--format html``) and the player page. An input error is a 422 answer with its one line; any other
exception is a 500 answer whose body holds a reference only (the traceback goes to the server's log).
The content stays in memory: nothing is written to disk.
"""

from __future__ import annotations

import traceback
import uuid
from datetime import date
from typing import Any

from checker.errors import InputError, PairingImpossible
from checker.evaluation.findings import CheckReport
from checker.models import Tournament
from checker.pairing.player import player_answer
from checker.pairing.reasoning import reasoning
from checker.report.boards import format_json
from checker.report.check import judged_not_swiss, render_file_cause, render_json
from checker.report.player import render_json as render_explain_json
from checker.report.player import render_text as render_player_text
from checker.report.player import wrapped
from checker.report.standings import file_standings, render_standings_json
from checker.server import pages
from checker.server.job import HTML, JSON, Answer, Job
from checker.service.check import check_result, checked_report
from checker.service.pair import round_ready, rules_pairing
from checker.service.prepare import cannot_pair, guard, played_rounds, prepared, read_request, round_option
from checker.service.render import render_result
from checker.service.request import CheckRequest, FileRequest, PairRequest
from checker.systems.registry import System
from checker.tournament.c07 import edition_by_key
from checker.tournament.tiebreak_codes import tiebreak_list
from checker.trf.files import placed
from checker.trf.text import normalised
from checker.trf.source import SourceMap

def run_job(job: Job) -> Answer:
    """The job's answer; never raises (an input error is a 422, a bug a 500 with a reference)."""
    page = job.command in ("report", "player")
    try:
        return _COMPUTE[job.command](job)
    except (InputError, PairingImpossible) as exc:
        return refusal(job, str(exc))
    except MemoryError:  # the worker's memory limit: the worker answers it (pool.worker_main)
        raise
    except Exception as exc:  # a bug in swisscheck: logged with a reference, the body holds no traceback
        if out_of_memory(exc):  # the memory limit reached inside a step that wraps errors (service guard)
            raise MemoryError() from exc
        reference = uuid.uuid4().hex[:12]
        message = f"internal error in swisscheck (reference {reference}): the server's log holds the details"
        body = pages.refused(job.name, message) if page else error_json(message, 500, reference)
        return Answer(500, body, HTML if page else JSON, summary=f"internal error {reference}",
                      log=traceback.format_exc(), exit_code=3)


def refusal(job: Job, message: str) -> Answer:
    """The 422 answer of input that cannot be used: its one line, as JSON or on the refused file's page."""
    page = job.command in ("report", "player")
    body = pages.refused(job.name, message) if page else error_json(message, 422)
    return Answer(422, body, HTML if page else JSON, summary=f"refused: {message[:200]}", exit_code=2)


def early_refusal(job: Job) -> Answer | None:
    """The reader's first step (decode the bytes, split the lines, refuse binary data: ``trf.text``), run
    where the request is read, so that garbage is refused before any worker is involved; its answer is the
    one the worker would give, which takes the same step first (None: the text can go on to a worker).
    ``explain`` without ``round`` is left to the worker, which names the missing option first."""
    if job.command == "explain" and job.round is None:
        return None
    try:
        normalised(job.content, job.name)
    except InputError as exc:
        return refusal(job, str(exc))
    except UnicodeError as exc:
        return refusal(job, f"{job.name}: cannot read the file: {exc}")
    return None


def out_of_memory(exc: BaseException) -> bool:
    """Whether the exception is, or was caused by, a MemoryError: a step that names the file and the round
    (``service.prepare.guard``) wraps it as an internal error, but it is the worker's memory limit, not a bug."""
    seen: set[int] = set()
    found: BaseException | None = exc
    while found is not None and id(found) not in seen:
        if isinstance(found, MemoryError):
            return True
        seen.add(id(found))
        found = found.__cause__ or found.__context__
    return False


def error_json(message: str, status: int, reference: str | None = None) -> str:
    """The body of an error answer: ``{"error": one line, "status": N}`` (and the reference of a bug)."""
    body: dict[str, object] = {"error": message, "status": status}
    if reference is not None:
        body["reference"] = reference
    return pages.json_text(body)


def request_of(job: Job) -> CheckRequest:
    """The service's check request for the job (the content, its name and ``check``'s options)."""
    return CheckRequest(content=job.content, name=job.name, system=job.system, rounds=job.rounds, round=job.round,
                        jobs=1, causes=job.causes, options=job.options, settings=job.settings)


def counts(report: CheckReport) -> str:
    """The report's verdicts counted, for the log (``system, 5 rounds: CONSISTENT 4, VIOLATION 1``)."""
    if judged_not_swiss(report):
        return "not a Swiss"
    found: dict[str, int] = {}
    for verdict in report.rounds:
        found[verdict.verdict] = found.get(verdict.verdict, 0) + 1
    tally = ", ".join(f"{k} {v}" for k, v in sorted(found.items()))
    return f"{report.system}, {len(report.rounds)} rounds{': ' + tally if tally else ''}"


def _exit(report: CheckReport) -> int:
    """``check``'s exit code for the report."""
    if judged_not_swiss(report):
        return 4
    return 0 if report.consistent else 1


def _check(job: Job) -> Answer:
    """``check --format json``: the service's report (or the file's cause when it is not a Swiss)."""
    tournament, found, source = read_request(request_of(job))
    report = checked_report(request_of(job), tournament, found, source)
    body = render_file_cause(report, "json") if judged_not_swiss(report) else render_json(report)
    return Answer(200, body, summary=counts(report), exit_code=_exit(report),
                  headers=(("X-Swisscheck-Exit-Code", str(_exit(report))),))


def _read(job: Job) -> tuple[Tournament, SourceMap]:
    """The job's tournament and the line of its records (located input errors)."""
    tournament, _, source = read_request(request_of(job))
    return tournament, source


def _system(tournament: Tournament, job: Job) -> tuple[System, Tournament]:
    """The system (the job's, else the file's) with its options, chosen once on the file as read, and the
    tournament with the job's settings applied (``service.prepare.prepared``, as the commands do)."""
    return prepared(FileRequest(content=job.content, name=job.name, system=job.system, rounds=job.rounds,
                                options=job.options, settings=job.settings), tournament)


def _pair(job: Job) -> Answer:
    """``pair --format json``: the rules' pairing of ``round`` (default: the next one)."""
    tournament, source = _read(job)
    request = PairRequest(content=job.content, name=job.name, system=job.system, rounds=job.rounds,
                          options=job.options, settings=job.settings, round=job.round, absent=job.absent,
                          half_point_bye=job.half_point_bye)
    with placed(source, job.system):
        system, tournament = prepared(request, tournament)
        number, ready = round_ready(request, system, tournament)
        pairing = rules_pairing(request, system, number, ready)
    return Answer(200, format_json(ready.state, pairing, ready.warnings), summary=f"{system.title}, round {number}")


def _explain(job: Job) -> Answer:
    """``explain --format json``: the round's reasoning, or with ``player`` that player's answer."""
    if job.round is None:
        raise InputError("--round: give the round to explain", option="--round")
    tournament, source = _read(job)
    with placed(source, job.system):
        system, tournament = _system(tournament, job)
        last = played_rounds(system, tournament, job.rounds) + 1
        round_option(job.round, last, f"pair a round from 1 to {last}")
        try:
            with guard(job.name, f"round {job.round}"):
                if job.player is not None:
                    found: Any = player_answer(tournament, system, job.round, job.rounds, job.player, job.system)
                else:
                    found = reasoning(tournament, system, job.round, job.rounds, job.system)
        except PairingImpossible as exc:
            raise cannot_pair(system, job.round, exc) from exc
    return Answer(200, render_explain_json(found), summary=f"{system.title}, round {job.round}")


def _standings(job: Job) -> Answer:
    """``standings --format json``: after ``round`` (default: the last played), by the declared tie-breaks
    or ``tiebreaks``, under ``rules`` or the C.07 edition of the event's date."""
    tournament, source = _read(job)
    with placed(source, job.system):
        system, _ = _system(tournament, job)
        played = played_rounds(system, tournament, job.rounds)
        edition = None if job.rules is None else edition_by_key(job.rules)
        if job.rules is not None and edition is None:
            raise InputError(f"--rules {job.rules}: the tie-break rules are 2009, 2024 and 2026", option="--rules")
        with guard(job.name, "standings"):
            table = file_standings(tournament, system, job.name, played, job.round, tiebreak_list(job.tiebreaks),
                                   edition, date.today())
    return Answer(200, render_standings_json(table), summary=f"{system.title}, standings after round {table.round}")


def _report(job: Job) -> Answer:
    """``check --format html``, with the server's bar above it (another file, the JSON, the player page)."""
    request = request_of(job)
    tournament, found, source = read_request(request)
    result = check_result(request, tournament, found, source)
    with placed(source, job.system):
        page = render_result(result, "html", rounds=job.rounds)
    return Answer(200, pages.with_bar(page, job), HTML, summary=counts(result.report), exit_code=_exit(result.report))


def _player(job: Job) -> Answer:
    """The player page: the rounds and the participants to choose from, and the answer for the chosen ones
    (``explain --player``; the whole round's reasoning when no player is chosen but a round is)."""
    tournament, source = _read(job)
    with placed(source, job.system):
        system, tournament = _system(tournament, job)
        last = played_rounds(system, tournament, job.rounds) + 1
        names = system.names(tournament)
        answer = ""
        if job.round is not None:
            round_option(job.round, last, f"pair a round from 1 to {last}")
            try:
                with guard(job.name, f"round {job.round}"):
                    if job.player is not None:
                        answer = render_player_text(player_answer(tournament, system, job.round, job.rounds,
                                                                  job.player, job.system))
                    else:
                        answer = wrapped(reasoning(tournament, system, job.round, job.rounds, job.system).reasoning)
            except PairingImpossible as exc:
                raise cannot_pair(system, job.round, exc) from exc
    chosen = job.round if job.round is not None else max(1, last - 1)
    page = pages.player_page(job, tournament.name or job.name, system.title, tuple(range(1, last + 1)), chosen,
                             tuple(sorted(names.items())), answer)
    return Answer(200, page, HTML, summary=f"{system.title}, player page round {chosen}")


_COMPUTE = {"check": _check, "pair": _pair, "explain": _explain, "standings": _standings, "report": _report,
            "player": _player}
"""Each command's computation."""
