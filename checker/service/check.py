"""A file's check, one computation for every caller: read, decide whether it is a Swiss, check its
rounds, judge the rounds that rest on what the file contradicts, and gather every warning."""

from __future__ import annotations

import io

from checker.causes.consistency import inconsistent_rounds
from checker.errors import InputError, InternalError
from checker.evaluation.findings import CheckReport
from checker.frozen import frozen
from checker.models import Tournament
from checker.report.batch import FileOutcome
from checker.report.check import exit_code
from checker.report.warnings import render_warnings
from checker.service.request import CheckRequest
from checker.service.prepare import chosen_system, read_request, settled_for
from checker.service.rounds import check_rounds, rounds_to_check
from checker.service.swiss import not_a_swiss
from checker.systems.registry import System, assumed_edition
from checker.trf.errors import TRFWarning
from checker.trf.files import placed
from checker.trf.source import SourceMap

NOT_A_SWISS = "not a Swiss system"
"""The ``system`` of the report on a file not judged as a Swiss."""


@frozen
class CheckResult:
    """A request's check with what its rendering needs, so that the system is chosen once per request: the
    report, the tournament as checked (``--acceleration`` / ``--initial-colour`` applied), the system
    chosen with the request's options (None for a file not judged as a Swiss), the line of every record."""

    report: CheckReport
    tournament: Tournament
    system: System | None
    source: SourceMap | None


def check_result(request: CheckRequest, tournament: Tournament, found: tuple[TRFWarning, ...] = (),
                 source: SourceMap | None = None) -> CheckResult:
    """The report on a tournament already read (``found``: its reader's warnings; ``source``: the line of
    its records, None for one built in memory): every paired round's verdict (or ``round``'s), the rounds
    resting on what the file contradicts not judged, every warning in ``warnings``; with the tournament
    and system it was checked with. An input error names its place; an unexpected exception in a round
    is an InternalError naming the file and round."""
    file = request.file
    read = tuple(str(w) for w in found)
    with placed(source, request.system):
        cause = not_a_swiss(tournament, request.system)
        if cause is not None:
            report = CheckReport(file=file, system=NOT_A_SWISS, rounds=(), cause=cause, warnings=read)
            return CheckResult(report, tournament, None, source)
        system = chosen_system(tournament, request)
        note = assumed_edition(tournament, request.system, system)  # of the file as read, before any override
        tournament = settled_for(request, tournament, system)
        rounds = rounds_to_check(system, tournament, request)
        verdicts = check_rounds(file, tournament, system, request, rounds)
        verdicts, caveats = inconsistent_rounds(tournament, source or SourceMap(file=file), verdicts)
    report = CheckReport(file=file, system=system.title, rounds=verdicts,
                         warnings=((note,) if note else ()) + read + caveats)
    return CheckResult(report, tournament, system, source)


def checked_report(request: CheckRequest, tournament: Tournament, found: tuple[TRFWarning, ...] = (),
                   source: SourceMap | None = None) -> CheckReport:
    """The report of :func:`check_result` (the tournament already read)."""
    return check_result(request, tournament, found, source).report


def checked(request: CheckRequest) -> CheckResult:
    """:func:`check_result` on the request's file, read first; InputError when it cannot be read."""
    return check_result(request, *read_request(request))


def check_report(request: CheckRequest) -> CheckReport:
    """The report on the request's file (:func:`checked_report`); InputError when it cannot be read."""
    tournament, found, source = read_request(request)
    return checked_report(request, tournament, found, source)


def check_file(request: CheckRequest) -> FileOutcome:
    """The request's file checked, never raising: its report with its exit code (0, 1, or 4 for a file not
    judged as a Swiss), or the error (2: unreadable input, 3: a bug in swisscheck); ``warnings``: the
    reader's warnings as ``warning:`` lines (a batch prints them on standard error)."""
    file = request.file
    warnings = io.StringIO()
    try:
        tournament, found, source = read_request(request)
        warnings.write(render_warnings(tuple(str(w) for w in found)))
        report = checked_report(request, tournament, found, source)
    except InputError as exc:
        return FileOutcome(file=file, error=str(exc), exit_code=2, warnings=warnings.getvalue())
    except Exception as exc:  # a bug in swisscheck: reported for this file, a batch goes on
        cause = str(exc) if isinstance(exc, InternalError) else f"{file}: {type(exc).__name__}: {exc}"
        return FileOutcome(file=file, error=f"internal error: {cause}", exit_code=3, warnings=warnings.getvalue())
    return FileOutcome(file=file, report=report, exit_code=exit_code(report), warnings=warnings.getvalue())
