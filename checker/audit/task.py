"""One file of an audit in a worker: its content checked (``adapter``), the outcome as rows to store.

A task carries the file's bytes (a Dask worker on another machine need not see the archive), the
check's options (the audit's request, validated once) and the time limit; its result is plain data,
small to send back: the ``files`` row and its ``rounds`` rows (docs/audit.md), with the report as
JSON for the pages and the export.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass

from checker.audit.adapter import Checked, Status, check_content
from checker.check.round import worst
from checker.evaluation.findings import CheckReport
from checker.parallel.deadline import TimeLimitExceeded, time_limit
from checker.service.request import CheckRequest
from checker.systems.registry import SYSTEMS

NAMES = {identity.title: identity.name for identity in SYSTEMS}
"""A system's title (what a report carries) -> its ``--system`` name."""
EDITION_SUFFIX = re.compile(r"-(\d{4})$")
"""An edition's year at the end of a ``--system`` name (``dutch-2017``)."""
YEAR = re.compile(r"\b(\d{4})\b")
"""A year in a system's title (its edition: ``C.04.3 (2026)``)."""


@dataclass(frozen=True)
class AuditTask:
    """A file to check: its audit name, content hash and bytes, the check's options, and the seconds the
    check may take (None: no limit)."""

    path: str
    sha256: str
    data: bytes
    options: CheckRequest
    time_limit: float | None = None


@dataclass(frozen=True)
class RoundRow:
    """One round's verdict as the ``rounds`` table stores it."""

    round: int
    verdict: str
    criterion: str | None
    article: str | None
    cause: str | None
    cause_message: str | None
    differing: int


@dataclass(frozen=True)
class AuditResult:
    """A file's outcome as the ``files`` table stores it, with its rounds."""

    path: str
    sha256: str
    size: int
    system: str | None
    edition: str | None
    status: Status
    worst: str | None
    message: str
    warnings: tuple[str, ...]
    seconds: float
    report: str | None
    rounds: tuple[RoundRow, ...]


def system_edition(title: str) -> tuple[str | None, str | None]:
    """A report's system as (system, edition): ``dutch-2017`` -> (``dutch``, ``2017``); an edition not in
    the name is the title's last year (the 2026 Dutch: ``C.04.3 (2026)``)."""
    name = NAMES.get(title)
    if name is None:
        return None, None
    suffix = EDITION_SUFFIX.search(name)
    if suffix:
        return name[:suffix.start()], suffix.group(1)
    years = YEAR.findall(title)
    return name, years[-1] if years else None


def round_rows(report: CheckReport) -> tuple[RoundRow, ...]:
    """The report's rounds as rows."""
    return tuple(RoundRow(round=v.round, verdict=v.verdict, criterion=v.criterion, article=v.article,
                          cause=v.cause.kind if v.cause else None, cause_message=v.cause.message if v.cause else None,
                          differing=v.differing_pairs) for v in report.rounds)


def result(task: AuditTask, checked: Checked, seconds: float) -> AuditResult:
    """The rows of a checked file."""
    report = checked.report
    system, edition = (None, None) if report is None or checked.status == "not a Swiss" else system_edition(report.system)
    return AuditResult(path=task.path, sha256=task.sha256, size=len(task.data), system=system, edition=edition,
                       status=checked.status, worst=worst(report.rounds) if report and report.rounds else None,
                       message=checked.message, warnings=checked.warnings, seconds=seconds,
                       report=report.model_dump_json() if report else None,
                       rounds=round_rows(report) if report else ())


def audit_one(task: AuditTask) -> AuditResult:
    """Check one file (in a worker): its rows, whatever the file holds (never raises). A check longer than
    the task's time limit is stopped and stored as a ``timeout``, and the worker takes the next file."""
    start = time.perf_counter()
    try:
        with time_limit(task.time_limit):
            checked = check_content(task.path, task.data, task.options)
    except TimeLimitExceeded:
        checked = Checked("timeout", timed_out(task.path, task.time_limit or 0.0), (), None)
    return result(task, checked, time.perf_counter() - start)


def timed_out(path: str, seconds: float) -> str:
    """The message stored for a file whose check ran over ``--time-limit``."""
    return f"{path}: the check took longer than the time limit ({seconds:g} s, --time-limit) and was stopped"


def lost(task: AuditTask, why: str) -> AuditResult:
    """The row of a file whose worker died on every attempt (a crash, a kill, memory): an internal error."""
    return result(task, Checked("internal error", f"internal error: {task.path}: {why}", (), None), 0.0)
