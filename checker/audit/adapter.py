"""The one place the audit checks a file: its content in, a status, a message and the report out.

This is ``check``'s per-file check (``commands.check``: read, not-a-Swiss test, every paired round
checked with its cause, the edition warning) on content already in hand (a file's bytes, a zip member's),
so that the stored row is the hashed content's. Until the typed service every caller will share
(``checker/service``, issue 31) exists, it calls the batch check's steps; it is the only function to change
when it does.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from checker.commands.check import _report as check_report  # the batch check's per-file step
from checker.commands.common import located
from checker.errors import InputError, InternalError
from checker.evaluation.findings import CheckReport
from checker.report.check import judged_not_swiss
from checker.trf.reader import loads_located

Status = Literal["checked", "input error", "not a Swiss", "no rounds", "internal error"]
"""What the audit says of a file (the ``files.status`` column)."""


@dataclass(frozen=True)
class Checked:
    """A file's outcome: its status, the message (an error, or the cause of a file not judged as a Swiss),
    the reader's and the check's warnings, and the report when its rounds were read."""

    status: Status
    message: str
    warnings: tuple[str, ...]
    report: CheckReport | None


def check_content(name: str, data: bytes, options: Mapping[str, object]) -> Checked:
    """Check the tournament in ``data`` as ``swisscheck check NAME`` would with ``options`` (the check's
    command-line options as a mapping); never raises: an input error or a bug is the outcome's status."""
    args = argparse.Namespace(**options)
    found: tuple[str, ...] = ()
    try:
        try:
            tournament, warnings, source = loads_located(data, filename=name)
        except UnicodeError as exc:
            raise InputError(f"{name}: cannot read the file: {exc}") from exc
        found = tuple(str(w) for w in warnings)
        with located(source, args):
            report = check_report(name, tournament, source, args, 1)
    except InputError as exc:
        return Checked("input error", str(exc), found, None)
    except Exception as exc:  # a bug in swisscheck: recorded for this file, the audit goes on
        cause = str(exc) if isinstance(exc, InternalError) else f"{name}: {type(exc).__name__}: {exc}"
        return Checked("internal error", f"internal error: {cause}", found, None)
    found += report.warnings
    if judged_not_swiss(report):
        return Checked("not a Swiss", report.cause.message if report.cause else "", found, report)
    return Checked("checked" if report.rounds else "no rounds", "", found, report)
