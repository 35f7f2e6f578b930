"""Answers read from an audit database: totals by status, verdict and cause, the most serious events
(text for people, wrapped at 100 columns), the whole audit as JSON, and a CSV table for a spreadsheet.

Everything is read from the store one row at a time, so an archive of any size is answered in
constant memory. Events are ranked by their worst round (:data:`SEVERITY`: violations first, then
worse, diverges, colours), then by how many of their rounds are not consistent.
"""

from __future__ import annotations

import csv
import json
import textwrap
from collections.abc import Iterator
from typing import TextIO

from checker import __version__
from checker.audit.output import AuditFile, AuditTotals
from checker.audit.store import SCHEMA_VERSION, Store
from checker.report.schema import VERSION

WIDTH = 100
"""No line of the text summary is wider than this."""
TOP = 20
"""Events listed by the text summary."""
SEVERITY = ("VIOLATION", "WORSE", "DIVERGES", "COLOURS", "BETTER", "UNCHECKED")
"""Verdicts from the most serious down (an event ranks by its worst round; BETTER beats the reference
pairer, which is swisscheck's matter more than the arbiter's)."""
STATUSES = ("checked", "input error", "not a Swiss", "no rounds", "internal error", "timeout")
"""The statuses in the order the totals list them."""
UNRANKED = ("internal error", "timeout", "input error", "not a Swiss", "no rounds")
"""Files without a verdict, after every event with one that is not consistent and before the consistent ones."""
RANK = ("CASE WHEN f.worst IS NULL OR f.worst = 'CONSISTENT' THEN CASE f.status "
        + " ".join(f"WHEN '{s}' THEN {-i}" for i, s in enumerate(UNRANKED)) + f" ELSE {-len(UNRANKED)} END "
        + " ".join(f"WHEN f.worst = '{v}' THEN {len(SEVERITY) - i}" for i, v in enumerate(SEVERITY)) + " ELSE 0 END")
"""The SQL of an event's rank, higher is more serious: its worst verdict (:data:`SEVERITY`), then files without
a verdict (:data:`UNRANKED`), then consistent events."""
STATUS_WORDS = {"checked": ("checked", "checked"), "input error": ("input error", "input errors"),
                "not a Swiss": ("not a Swiss", "not a Swiss"), "no rounds": ("with no rounds", "with no rounds"),
                "internal error": ("internal error", "internal errors"), "timeout": ("timed out", "timed out")}
"""How the totals name a status: (one, several)."""
EVENTS = (f"SELECT f.*, {RANK} AS rank, "
          "(SELECT COUNT(*) FROM rounds r WHERE r.sha256 = f.sha256 AND r.version = f.version "
          "AND r.verdict != 'CONSISTENT') AS faulty, "
          "(SELECT COUNT(*) FROM rounds r WHERE r.sha256 = f.sha256 AND r.version = f.version) AS checked_rounds "
          "FROM files f WHERE f.version = ? ")
"""Every file with its rank and its counts of rounds (filtered and ordered by the caller)."""
SERIOUS = EVENTS + "ORDER BY rank DESC, faulty DESC, f.path"
"""Every file, the most serious first."""


def _plural(n: int, word: str, many: str | None = None) -> str:
    """``1 file``, ``2,000 files``."""
    return f"{n:,} {word if n == 1 else many or word + 's'}"


def totals(store: Store) -> AuditTotals:
    """The totals of this swisscheck version's rows (the model of the JSON, read for the text too: the
    statuses and verdicts stored are checked against their kinds when read)."""
    version = __version__
    status = dict(store.count("SELECT status, COUNT(*) FROM files WHERE version = ? GROUP BY status", version))
    verdicts = store.count("SELECT verdict, COUNT(*) FROM rounds WHERE version = ? GROUP BY verdict "
                           "ORDER BY COUNT(*) DESC, verdict", version)
    causes = store.count("SELECT COALESCE(cause, 'none'), COUNT(*) FROM rounds WHERE version = ? AND verdict != "
                         "'CONSISTENT' GROUP BY cause ORDER BY COUNT(*) DESC, cause", version)
    not_consistent = store.count("SELECT 'events', COUNT(*) FROM files WHERE version = ? AND status = 'checked' "
                                 "AND worst != 'CONSISTENT'", version)[0][1]
    return AuditTotals.model_validate({
        "paths": store.count("SELECT 'paths', COUNT(*) FROM paths")[0][1], "contents": sum(status.values()),
        "status": {str(s): status.get(s, 0) for s in STATUSES}, "not_consistent": not_consistent,
        "verdicts": {str(v): n for v, n in verdicts}, "causes": {str(c): n for c, n in causes}})


def _cut(text: str, width: int) -> str:
    """``text``, its start cut off with ``...`` when it is wider than ``width`` (a path keeps its file name)."""
    return text if len(text) <= width else "..." + text[len(text) - width + 3:]


def first_fault(store: Store, sha256: str) -> str:
    """An event's first round not consistent in a few words, with its cause."""
    for r in store.rounds(sha256, __version__):
        if r.verdict != "CONSISTENT":
            rule = " / ".join(x for x in (r.criterion, r.article) if x)
            cause = f"; cause: {r.cause}" if r.cause else "; no cause found"
            return f"round {r.round}: {r.verdict}" + (f" [{rule}]" if rule else "") + cause
    return ""


def render_text(store: Store) -> str:
    """The summary for people: totals, then the :data:`TOP` most serious events."""
    t = totals(store)
    lines = textwrap.wrap(f"Audit database {store.path} (schema {SCHEMA_VERSION}, swisscheck {__version__}):",
                          WIDTH, subsequent_indent="    ", break_on_hyphens=False)
    lines += [textwrap.fill(text, WIDTH, initial_indent="  ", subsequent_indent="      ") for text in (
        f"{_plural(t.paths, 'file')} walked, {_plural(t.contents, 'distinct content')} stored.",
        "Files: " + ", ".join(f"{n:,} {STATUS_WORDS[s][n != 1]}" for s, n in t.status.items()) + ".",
        f"Events checked: {t.status['checked'] - t.not_consistent:,} consistent in every round, "
        f"{t.not_consistent:,} not.",
        f"Rounds: {sum(t.verdicts.values()):,} checked" + "".join(f", {n:,} {v}" for v, n in t.verdicts.items()) + ".",
        f"Causes of the {_plural(sum(t.causes.values()), 'round')} not consistent: "
        + (", ".join(f"{n:,} {c}" for c, n in t.causes.items()) or "none") + ".")]
    cursor = store.connection.execute(SERIOUS.replace("WHERE f.version = ? ",
                                                      "WHERE f.version = ? AND status = 'checked' AND "
                                                      "worst != 'CONSISTENT' ") + f" LIMIT {TOP}", (__version__,))
    rows = cursor.fetchall()
    if rows:
        events = "The most serious event" if len(rows) == 1 else f"The {len(rows)} most serious events"
        lines += ["", f"{events} (the worst round first, then rounds not consistent):"]
        for i, row in enumerate(rows, 1):
            names = [d[0] for d in cursor.description]
            event = dict(zip(names, row))
            head = (f"{i:>3}. {event['worst']:<9} {event['system'] or '-'} {event['edition'] or ''}, "
                    f"{event['faulty']} of {event['checked_rounds']} rounds not consistent: ")
            lines.append(head + _cut(str(event["path"]), WIDTH - len(head)))
            lines.append("     " + _cut(first_fault(store, str(event["sha256"])), WIDTH - 5))
    return "\n".join(lines) + "\n"


def file_items(store: Store) -> Iterator[dict[str, object]]:
    """Every stored file as the JSON ``files`` list has it, by path."""
    for row in store.files(__version__):
        rounds = [{"round": r.round, "verdict": r.verdict, "criterion": r.criterion, "article": r.article,
                   "cause": r.cause} for r in store.rounds(row["sha256"], __version__)]
        yield {"path": row["path"], "sha256": row["sha256"], "size": row["size"], "status": row["status"],
               "system": row["system"], "edition": row["edition"], "worst": row["worst"],
               "message": row["message"], "rounds": rounds}


def write_json(store: Store, out: TextIO) -> None:
    """The whole audit as JSON (``schema``, ``db``, ``totals``, ``files``), written one file at a time, each
    part made by its model (``audit.output``: the schema of docs/schema/audit.json)."""
    head = {"schema": VERSION, "db": store.path, "db_schema": SCHEMA_VERSION, "version": __version__,
            "totals": totals(store).model_dump(mode="json")}
    text = json.dumps(head, indent=2, ensure_ascii=False)
    out.write(text[:-2] + ',\n  "files": [')
    for i, item in enumerate(file_items(store)):
        data = AuditFile.model_validate(item).model_dump(mode="json")
        out.write(("," if i else "") + "\n    " + json.dumps(data, ensure_ascii=False))
    out.write("\n  ]\n}\n")


CSV_COLUMNS = ("path", "sha256", "size", "system", "edition", "status", "worst", "rounds", "not consistent",
               "first fault", "causes", "message")
"""The CSV export's columns, one row per stored file."""


def write_csv(store: Store, out: TextIO) -> None:
    """One row per stored file, the most serious first (:data:`CSV_COLUMNS`)."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    cursor = store.connection.execute(SERIOUS, (__version__,))
    names = [d[0] for d in cursor.description]
    for row in cursor:
        event = dict(zip(names, row))
        sha256 = str(event["sha256"])
        kinds = sorted({r.cause for r in store.rounds(sha256, __version__) if r.cause})
        writer.writerow([event["path"], sha256, event["size"], event["system"] or "", event["edition"] or "",
                         event["status"], event["worst"] or "", event["checked_rounds"], event["faulty"],
                         first_fault(store, sha256), " ".join(kinds), event["message"]])
