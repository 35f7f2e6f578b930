"""A file's check, one computation for every caller: read, decide whether it is a Swiss, check its
rounds, judge the rounds that rest on what the file contradicts, and gather every warning."""

from __future__ import annotations

import io
from pathlib import Path

from checker.causes.consistency import inconsistent_rounds
from checker.causes.schedule import not_swiss
from checker.errors import InputError, InternalError
from checker.evaluation.cause import Cause
from checker.evaluation.findings import CheckReport
from checker.models import Tournament
from checker.report.batch import FileOutcome
from checker.report.check import exit_code
from checker.report.warnings import render_warnings
from checker.service.request import CheckRequest
from checker.service.rounds import check_rounds, chosen_system, rounds_to_check
from checker.systems.registry import assumed_edition
from checker.trf.errors import TRFWarning
from checker.trf.files import placed
from checker.trf.reader import loads_located
from checker.trf.source import SourceMap

NOT_A_SWISS = "not a Swiss system"
"""The ``system`` of the report on a file not judged as a Swiss."""


def read_request(request: CheckRequest) -> tuple[Tournament, tuple[TRFWarning, ...], SourceMap]:
    """The request's tournament with the reader's warnings and the line of every record; InputError for
    a missing file, a folder or bytes that cannot be read (TRFError, located, for bad content)."""
    file = request.file
    if request.content is not None:
        data = request.content
    elif request.path is None:
        raise InputError(f"{file}: the request names no file and carries no content")
    else:
        path = Path(request.path)
        if not path.exists():
            raise InputError(f"{file}: no such file")
        if path.is_dir():
            raise InputError(f"{file}: is a directory, not a TRF file")
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise InputError(f"{file}: cannot read the file: {exc}") from exc
    try:
        return loads_located(data, filename=file)
    except UnicodeError as exc:
        raise InputError(f"{file}: cannot read the file: {exc}") from exc


def not_a_swiss(tournament: Tournament, system: str | None) -> Cause | None:
    """Whether the file is judged as a Swiss, the one decision ``check`` and ``info`` show (issue 31,
    finding 11): the ``not-swiss`` cause of an all-play-all (its 192 code, its 092 text or its
    schedule: ``causes.schedule``), None for a Swiss or when ``system`` forces the Swiss check."""
    return None if system else not_swiss(tournament)


def checked_report(request: CheckRequest, tournament: Tournament, found: tuple[TRFWarning, ...] = (),
                   source: SourceMap | None = None) -> CheckReport:
    """The report on a tournament already read (``found``: its reader's warnings; ``source``: the line of
    its records, None for one built in memory): every paired round's verdict (or ``round``'s), the rounds
    resting on what the file contradicts not judged, every warning in ``warnings``. An input error
    names its place; an unexpected exception in a round is an InternalError naming the file and round."""
    file = request.file
    read = tuple(str(w) for w in found)
    with placed(source, request.system):
        cause = not_a_swiss(tournament, request.system)
        if cause is not None:
            return CheckReport(file=file, system=NOT_A_SWISS, rounds=(), cause=cause, warnings=read)
        system = chosen_system(tournament, request)
        rounds = rounds_to_check(system, tournament, request)
        verdicts = check_rounds(file, tournament, system, request, rounds)
        verdicts, caveats = inconsistent_rounds(tournament, source or SourceMap(file=file), verdicts)
        note = assumed_edition(tournament, request.system)
    return CheckReport(file=file, system=system.title, rounds=verdicts,
                       warnings=((note,) if note else ()) + read + caveats)


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
