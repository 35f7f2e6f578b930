"""The one place the audit checks a file: its content in, a status, a message and the report out.

The audit is one more caller of the computation every caller shares (``checker.service``, issue 31):
the audit's :class:`~checker.service.request.CheckRequest` (``check``'s options, validated once when the
run starts) given the content already in hand (a file's bytes, a zip member's), so that the stored row
is the hashed content's; the service's outcome is turned into the audit's status.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from checker.evaluation.findings import CheckReport
from checker.report.check import judged_not_swiss
from checker.service.check import check_file
from checker.service.request import CheckRequest

Status = Literal["checked", "input error", "not a Swiss", "no rounds", "internal error", "timeout"]
"""What the audit says of a file (the ``files.status`` column)."""

WARNING = "warning: "
"""How the service's outcome starts each reader warning (``report.warnings``)."""


@dataclass(frozen=True)
class Checked:
    """A file's outcome: its status, the message (an error, or the cause of a file not judged as a Swiss),
    the warnings (the reader's, the edition assumed, the caveats), and the report when its rounds were read."""

    status: Status
    message: str
    warnings: tuple[str, ...]
    report: CheckReport | None


def request(name: str, data: bytes, options: CheckRequest) -> CheckRequest:
    """The audit's request (``options``: no path, no content) for the content ``data`` named ``name``."""
    return options.model_copy(update={"path": None, "content": data, "name": name})


def check_content(name: str, data: bytes, options: CheckRequest) -> Checked:
    """Check the tournament in ``data`` as ``swisscheck check NAME`` would with the audit's ``options``;
    never raises: an input error or a bug is the outcome's status."""
    outcome = check_file(request(name, data, options))
    report = outcome.report
    if report is None:
        found = tuple(line[len(WARNING):] if line.startswith(WARNING) else line
                      for line in outcome.warnings.splitlines())
        return Checked("input error" if outcome.exit_code == 2 else "internal error", outcome.error or "", found,
                       None)
    if judged_not_swiss(report):
        return Checked("not a Swiss", report.cause.message if report.cause else "", report.warnings, report)
    return Checked("checked" if report.rounds else "no rounds", "", report.warnings, report)
