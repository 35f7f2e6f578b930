"""A batch check (``check FILE_OR_DIR...``) for people and programs: one row per file, the totals, or JSON.

A file is one of: consistent in every round, not consistent, no rounds to check (nothing paired yet:
readable, nothing wrong found, exit code 0, but never counted as consistent), unreadable (exit 2) or
hit by a bug in swisscheck (exit 3). The text table fits :data:`WIDTH` columns: files are named as
the command line reached them (relative to the folder given), systems by their ``--system`` name;
a long file name is shortened by an ellipsis in its middle, the first fault wraps inside its column.
"""

from __future__ import annotations

import json
import textwrap
from collections import Counter
from collections.abc import Mapping
from typing import Final, Literal

from checker.check.round import worst
from checker.deferred import loaded
from checker.evaluation.findings import CheckReport
from checker.models import Frozen
from checker.report.check import EXIT_NOT_SWISS, judged_not_swiss
from checker.report.schema import VERSION, versioned_data
from checker.systems.registry import SYSTEMS

WIDTH = 100
"""No line of the batch table is wider than this."""
MIN_WRAPPED = 16
"""The narrowest the file and first-fault columns are wrapped to."""
Status = Literal["consistent", "not consistent", "no rounds to check", "not a Swiss", "unreadable", "internal error"]
"""What a batch says of one file (JSON ``status``)."""

NO_ROUNDS: Final = "no rounds to check"
"""What a file that holds no paired round is, in the table, the totals and the JSON ``status``."""

SHORT_NAMES = {identity.title: identity.name for identity in SYSTEMS}
"""A system's title (what a check report carries) -> its ``--system`` name, the table's short form."""


class FileOutcome(Frozen):
    """One file of a batch check: its report, or why it could not be checked; its reader's warnings."""

    file: str
    report: CheckReport | None = None
    error: str | None = None
    exit_code: int
    warnings: str = ""


def status(outcome: FileOutcome) -> Status:
    """What the batch says of the file."""
    if outcome.report is None:
        return "unreadable" if outcome.exit_code == 2 else "internal error"
    if judged_not_swiss(outcome.report):
        return "not a Swiss"
    if not outcome.report.rounds:
        return NO_ROUNDS
    return "consistent" if outcome.exit_code == 0 else "not consistent"


SERIOUSNESS = {3: 4, 2: 3, 1: 2, EXIT_NOT_SWISS: 1, 0: 0}
"""Exit codes from the most serious down: a bug, unreadable input, a round not consistent, a file not
judged as a Swiss, every round consistent."""


def batch_exit_code(outcomes: list[FileOutcome]) -> int:
    """The exit code of a batch: the most serious of its files' (:data:`SERIOUSNESS`), so that a file that
    is not a Swiss (4) never hides an internal error (3) or a round that is not consistent (1)."""
    return max((o.exit_code for o in outcomes), key=lambda code: SERIOUSNESS.get(code, 5), default=0)


def first_fault(report: CheckReport) -> str:
    """The first round that is not consistent, in a few words."""
    for v in report.rounds:
        if v.verdict != "CONSISTENT":
            rule = " / ".join(x for x in (v.criterion, v.article) if x)
            return f"round {v.round}: {v.verdict}" + (f" [{rule}]" if rule else "")
    return ""


def _plural(n: int, word: str) -> str:
    """``1 file``, ``2 files``."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def _row(o: FileOutcome, name: str) -> list[str]:
    """A file's row: name, system, consistent rounds of all, worst verdict, first fault (or the error)."""
    if o.report is None:
        error = o.error or ""
        if error.startswith(o.file) and name != o.file:
            error = name + error[len(o.file):]
        return [name, "", "", "ERROR" if o.exit_code == 2 else "INTERNAL", error]
    r = o.report
    if judged_not_swiss(r):
        return [name, "-", "-", "NOT SWISS", r.cause.message if r.cause else ""]
    system = SHORT_NAMES.get(r.system, r.system)
    if not r.rounds:
        return [name, system, "-", "-", NO_ROUNDS]
    ok = sum(v.verdict == "CONSISTENT" for v in r.rounds)
    return [name, system, f"{ok} of {len(r.rounds)}", worst(r.rounds), first_fault(r)]


def shortened(name: str, width: int) -> str:
    """A file name at most ``width`` characters: whole when it fits, else its start and its end around an
    ellipsis in the middle (never split over lines, where a reader would take it for two names)."""
    if len(name) <= width:
        return name
    head = (width - 1) // 3  # the end names the file itself: two thirds of the room
    return name[:head] + "…" + name[len(name) - (width - 1 - head):]


def _render(rows: list[list[str]], headers: list[str], file: int | None = None, fault: int | None = None) -> str:
    """The table with the file names shortened to ``file`` characters and the first-fault column wrapped at
    ``fault`` (None: as they are)."""
    if file is not None:
        rows = [[shortened(row[0], file), *row[1:]] for row in rows]
    # tabulate (wrapping the first-fault column) imported here, for a batch check only: a check of one file
    # prints report/plain_table's table (checker.deferred, issue 34)
    return str(loaded("tabulate", "tabulate")(rows, headers=headers, tablefmt="simple", disable_numparse=True,
                                              maxcolwidths=[None, None, None, None, fault]))


def _width(table: str) -> int:
    """The widest line of a table."""
    return max(len(line) for line in table.splitlines())


def _table(rows: list[list[str]], headers: list[str]) -> str:
    """The table, its file names shortened and its first-fault column wrapped (a short fault kept whole, else
    about half the room each) so that no line is wider than :data:`WIDTH`, neither below :data:`MIN_WRAPPED`
    characters."""
    table = _render(rows, headers)
    over = _width(table) - WIDTH
    if over <= 0:
        return table
    natural_file, natural_fault = (max(len(row[i]) for row in [headers, *rows]) for i in (0, -1))
    room = natural_file + natural_fault - over
    fault = min(natural_fault, max(MIN_WRAPPED, room // 2))
    file = max(MIN_WRAPPED, min(natural_file, room - fault))
    table = _render(rows, headers, file, fault)
    while _width(table) > WIDTH and fault > MIN_WRAPPED:  # a wrapped cell may still be as wide as its column
        fault = max(MIN_WRAPPED, fault - (_width(table) - WIDTH))
        table = _render(rows, headers, file, fault)
    return table


def render_batch(outcomes: list[FileOutcome], names: Mapping[str, str] | None = None) -> str:
    """One row per file (``names``: how to show each file, default its path), then the totals."""
    headers = ["File", "System", "Consistent", "Worst", "First fault"]
    rows = [_row(o, (names or {}).get(o.file, o.file)) for o in outcomes]
    table = _table(rows, headers) if rows else ""
    verdicts: Counter[str] = Counter(v.verdict for o in outcomes if o.report for v in o.report.rounds)
    kinds = Counter(status(o) for o in outcomes)
    unchecked = kinds["unreadable"] + kinds["internal error"]
    parts = [f"{kinds['consistent']} consistent in every round", f"{kinds['not consistent']} not"]
    if kinds[NO_ROUNDS]:
        parts.append(f"{kinds[NO_ROUNDS]} with {NO_ROUNDS}")
    if kinds["not a Swiss"]:
        parts.append(f"{kinds['not a Swiss']} not judged as a Swiss")
    parts.append(f"{unchecked} not checked")
    total = sum(verdicts.values())
    rounds = (f"{_plural(total, 'round')}: " + ", ".join(f"{n} {verdict}" for verdict, n in verdicts.most_common())
              if total else "no round checked")
    totals = textwrap.fill(f"{_plural(len(outcomes), 'file')}: {', '.join(parts)}; {rounds}.", WIDTH)
    return f"{table}\n\n{totals}\n"


def render_batch_json(outcomes: list[FileOutcome]) -> str:
    """A list with one object per file, each with its ``schema`` version: its ``status`` and exit code, and
    its check report or its error."""
    items: list[dict[str, object]] = []
    for o in outcomes:
        if o.report is None:
            items.append({"schema": VERSION, "file": o.file, "status": status(o), "error": o.error,
                          "exit_code": o.exit_code})
        else:
            items.append(versioned_data(o.report, {"status": status(o), "exit_code": o.exit_code}))
    return json.dumps(items, indent=2, ensure_ascii=False) + "\n"
