"""``audit --html DIR``: an index page of every stored event, the most serious first, filterable by
system, edition and verdict in the browser (no server), each event linking to its check report page.

A report page (``reports/<sha256>.html``, the page ``check --format html`` writes) is written for every
event not consistent in every round, or for every event with ``--html-all``; it is rendered from the
stored report and the file read again (its content must still hash the same; else the index says so).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from html import escape
from pathlib import Path
from typing import TextIO

from checker import __version__
from checker.audit.adapter import request
from checker.audit.store import Store
from checker.audit.summary import SERIOUS, first_fault
from checker.audit.walk import read
from checker.errors import InputError, SwissCheckError
from checker.evaluation.findings import CheckReport
from checker.service.render import stored_page
from checker.service.request import CheckRequest

STYLE = """body{font:14px/1.4 system-ui,sans-serif;margin:1.5em}table{border-collapse:collapse}
td,th{padding:.2em .6em;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
.VIOLATION{color:#b00;font-weight:bold}.WORSE{color:#c50}.DIVERGES{color:#a80}.COLOURS{color:#07a}
.BETTER{color:#080}select{margin-right:1em}"""
"""The index page's look."""

SCRIPT = """function f(){const s=document.getElementById('system').value,e=document.getElementById('edition').value,
v=document.getElementById('verdict').value;let n=0;for(const r of document.querySelectorAll('tbody tr')){
const k=(!s||r.dataset.system===s)&&(!e||r.dataset.edition===e)&&(!v||r.dataset.verdict===v);
r.hidden=!k;n+=k}document.getElementById('shown').textContent=n}
for(const id of ['system','edition','verdict'])document.getElementById(id).onchange=f;"""
"""Filtering the rows in the browser by their data attributes."""


def _select(name: str, label: str, values: list[str]) -> str:
    """A filter's drop-down list: every value, or one."""
    options = "".join(f"<option>{escape(v)}</option>" for v in values)
    return f'<label>{label} <select id="{name}"><option value="">all</option>{options}</select></label>'


def write_html(store: Store, folder: str, options: CheckRequest, every: bool = False) -> int:
    """Write ``index.html`` and the report pages (rendered with the audit's request ``options``) into
    ``folder`` (created if needed); the pages written."""
    out = Path(folder)
    try:
        (out / "reports").mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InputError(f"--html {folder}: cannot create the folder ({exc.strerror})", option="--html") from None
    values = {key: sorted({str(v) for (v,) in store.connection.execute(
        f"SELECT DISTINCT {column} FROM files WHERE version = ? AND {column} IS NOT NULL", (__version__,))})
        for key, column in (("system", "system"), ("edition", "edition"), ("verdict", "COALESCE(worst, status)"))}
    cursor = store.connection.execute(SERIOUS, (__version__,))
    names = [d[0] for d in cursor.description]
    pages = 0
    with (out / "index.html").open("w", encoding="utf-8") as index:
        _head(index, values)
        for row in cursor:
            event = dict(zip(names, row))
            faulty = event["status"] == "checked" and event["worst"] != "CONSISTENT"
            link = None
            if event["report"] and (faulty or every):
                link, note = _write_page(out, event, options)
                pages += link is not None
            else:
                note = ""
            _row(index, store, event, link, note)
        index.write(f"</tbody></table><script>{SCRIPT}f()</script></body></html>\n")
    return pages


def _write_page(out: Path, event: dict[str, object], options: CheckRequest) -> tuple[str | None, str]:
    """An event's report page (``check --format html``'s, from the stored report and the file read again, with
    the audit's check options): its link, or None and why it could not be written."""
    path, sha256 = str(event["path"]), str(event["sha256"])
    try:
        data = read(path)
    except (OSError, KeyError) as exc:
        return None, f"(no page: the file cannot be read: {exc})"
    if hashlib.sha256(data).hexdigest() != sha256:
        return None, "(no page: the file changed since it was audited)"
    try:
        report = CheckReport.model_validate_json(str(event["report"]))
        html = stored_page(request(report.file, data, options), report)
    except SwissCheckError as exc:
        return None, f"(no page: {exc})"
    link = f"reports/{sha256}.html"
    (out / link).write_text(html, encoding="utf-8")
    return link, ""


def _head(index: TextIO, values: Mapping[str, list[str]]) -> None:
    """The page's head, the filters and the table's header."""
    index.write(f"<!DOCTYPE html><html lang=en><head><meta charset=utf-8><title>swisscheck audit</title>"
                f"<style>{STYLE}</style></head><body><h1>Audit: every event, the most serious first</h1><p>"
                + _select("system", "System", values["system"]) + _select("edition", "Edition", values["edition"])
                + _select("verdict", "Verdict", values["verdict"])
                + "events shown: <span id=shown></span></p><table><thead><tr><th>Worst<th>Event<th>System<th>"
                "Edition<th>Rounds not consistent<th>First fault<th>Causes</tr></thead><tbody>\n")


def _row(index: TextIO, store: Store, event: dict[str, object], link: str | None, note: str) -> None:
    """One event's row."""
    verdict = str(event["worst"] or event["status"])
    path = escape(str(event["path"]))
    name = f'<a href="{escape(link)}">{path}</a>' if link else path
    rounds = store.rounds(str(event["sha256"]), __version__)
    causes = " ".join(sorted({r.cause for r in rounds if r.cause}))
    fault = first_fault(store, str(event["sha256"])) if rounds else str(event["message"])
    counts = f"{event['faulty']} of {event['checked_rounds']}" if rounds else "-"
    index.write(f'<tr data-system="{escape(str(event["system"] or ""))}" data-edition="'
                f'{escape(str(event["edition"] or ""))}" data-verdict="{escape(verdict)}"><td class="{escape(verdict)}">'
                f"{escape(verdict)}<td>{name} {escape(note)}<td>{escape(str(event['system'] or '-'))}<td>"
                f"{escape(str(event['edition'] or '-'))}<td>{counts}<td>{escape(fault)}<td>{escape(causes)}</tr>\n")
