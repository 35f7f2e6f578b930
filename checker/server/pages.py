"""The server's pages, rendered on the server: the home page's form, the bar above a report, the player
page, a refused file. Self-contained (inline CSS, one small script served by the server for drag and
drop, no external resource), usable without JavaScript; every name and every text of a file escaped.

The server keeps nothing of an upload: a page that offers a next step on the same file (its JSON, the
player page) carries the file in the form itself (``content_b64``, its bytes in base64, exact whatever
the file's encoding), and the browser sends it back.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Sequence
from html import escape

from checker.report.html import CSS
from checker.server.job import Job
from checker.systems.registry import SYSTEMS

BAR_STYLE = """.bar{display:flex;flex-wrap:wrap;gap:.6rem;align-items:center;padding:.5rem .8rem;margin:0 -.8rem;
background:#f2f5fa;border-bottom:1px solid #ccd}.bar form{margin:0}.bar button{font:inherit;padding:.2rem .8rem}"""
"""The bar above every page of the server (the report's own look has no rule for it)."""

STYLE = CSS + BAR_STYLE + """
.drop{border:2px dashed #889;border-radius:.5rem;padding:1.5rem;margin:1rem 0;background:#fafbff}
.drop.over{background:#e8f0ff;border-color:#06c}fieldset{border:1px solid #ccd;margin:1rem 0}
label{margin-right:1rem}form{display:inline-block;margin:0 .6rem .6rem 0}pre.answer{background:#f7f7f7;padding:.8rem;overflow-x:auto}
.refused{border-left:4px solid #a11;padding:.4rem .8rem;background:#fff0f0;font-family:monospace;
white-space:pre-wrap;overflow-wrap:anywhere}button{font:inherit;padding:.2rem .8rem}
"""
"""The report's look (``report.html``) with the server's own few rules."""

SCRIPT = """'use strict';
const zone = document.getElementById('drop'), input = document.getElementById('file');
if (zone && input) {
  for (const e of ['dragenter', 'dragover']) zone.addEventListener(e, ev => {
    ev.preventDefault(); zone.classList.add('over'); });
  for (const e of ['dragleave', 'drop']) zone.addEventListener(e, () => zone.classList.remove('over'));
  zone.addEventListener('drop', ev => {
    ev.preventDefault();
    if (ev.dataTransfer.files.length) {
      input.files = ev.dataTransfer.files;
      document.getElementById('chosen').textContent = ev.dataTransfer.files[0].name;
    }
  });
  input.addEventListener('change', () => {
    document.getElementById('chosen').textContent = input.files.length ? input.files[0].name : '';
  });
}
"""
"""Drag and drop onto the home page's zone (served as /static/drop.js: the pages run no inline script)."""


def json_text(value: object) -> str:
    """A JSON body as the commands print theirs (indented, names not escaped)."""
    return json.dumps(value, indent=2, ensure_ascii=False) + "\n"


def page(title: str, body: str, script: bool = False) -> str:
    """A whole page: the title, the look, the body (already escaped), the drag-and-drop script if asked."""
    tag = '<script src="/static/drop.js" defer></script>' if script else ""
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1">'
            f"<title>{escape(title)}</title><style>{STYLE}</style>{tag}</head><body>{body}</body></html>\n")


def _system_options(chosen: str | None = None) -> str:
    """The system drop-down list: the file's own first, then every system by name."""
    rows = ['<option value="">as the file says (192 code, else 092, else Dutch)</option>']
    for identity in SYSTEMS:
        selected = " selected" if chosen == identity.name else ""
        rows.append(f'<option value="{escape(identity.name)}"{selected}>{escape(identity.title)}</option>')
    return "".join(rows)


def home(max_upload_mb: float) -> str:
    """``/``: choose or drop a tournament file, pick the system and what to do."""
    body = (
        "<h1>swisscheck</h1><p>Checks the pairings of a Swiss tournament against the FIDE rules: every round is "
        "paired again by the rules' reference pairer and compared with the published pairing.</p>"
        '<form method="post" action="/check" enctype="multipart/form-data">'
        '<div class="drop" id="drop"><label for="file"><b>Tournament file</b> (TRF: .trf, .txt, .tab; '
        f"at most {max_upload_mb:g} MB)</label><br>"
        '<input type="file" id="file" name="file" required> <span id="chosen"></span>'
        "<p>or drop the file here</p></div>"
        f'<fieldset><legend>Options</legend><label>System <select name="system">{_system_options()}</select></label>'
        '<label><input type="checkbox" name="no_causes" value="1"> skip the search for causes (faster)</label>'
        "</fieldset>"
        '<button type="submit" name="action" value="check" id="check">Check every round</button> '
        '<button type="submit" formaction="/player" id="player">Why was I paired like this?</button>'
        "</form>"
        '<p>For programs: the <a href="/docs">HTTP API</a> (<code>POST /api/v1/check</code>, <code>pair</code>, '
        '<code>explain</code>, <code>standings</code>; <a href="/api/v1/systems">the systems</a>). '
        "The server keeps nothing of a file after its answer.</p>")
    return page("swisscheck", body, script=True)


def _carried(job: Job) -> str:
    """The hidden fields that carry the file and its system to the next step."""
    data = base64.b64encode(job.content).decode("ascii")
    system = f'<input type="hidden" name="system" value="{escape(job.system)}">' if job.system else ""
    return (f'<input type="hidden" name="content_b64" value="{data}">'
            f'<input type="hidden" name="name" value="{escape(job.name)}">{system}')


def bar(job: Job) -> str:
    """The bar above a report: another file, this report's JSON, the player page (the file carried)."""
    return ('<div class="bar" id="bar"><a href="/">Check another file</a>'
            f'<form method="post" action="/check" enctype="multipart/form-data">{_carried(job)}'
            '<button type="submit" name="format" value="json" id="json">This report as JSON</button> '
            '<button type="submit" formaction="/player" id="to-player">Why was I paired like this?</button>'
            "</form></div>")


def with_bar(report_page: str, job: Job) -> str:
    """The HTML report (``check --format html``) with the server's bar at the top of its body."""
    head, found, rest = report_page.partition("<body>")
    if not found:
        return report_page
    head = head.replace("</head>", f"<style>{BAR_STYLE}</style></head>", 1)
    return f"{head}<body>{bar(job)}{rest}"


def player_page(job: Job, event: str, system: str, rounds: Sequence[int], chosen: int,
                people: Sequence[tuple[int, str]], answer: str) -> str:
    """"Why was I paired like this?": a round and a participant from lists (or the whole round), and the
    answer (``explain --player``'s text, 100 columns) when they were chosen."""
    round_list = "".join(f'<option value="{r}"{" selected" if r == chosen else ""}>round {r}</option>'
                         for r in rounds)
    who = ['<option value="">the whole round (the reference pairer\'s reasoning)</option>']
    who += [f'<option value="{n}"{" selected" if n == job.player else ""}>{n} {escape(name)}</option>'
            for n, name in people]
    shown = ""
    if answer:
        whom = next((f"{n} {name}" for n, name in people if n == job.player), "the whole round")
        shown = (f'<h2 id="answer-title">Round {job.round}: {escape(whom)}</h2>'
                 f'<pre class="answer" id="answer">{escape(answer)}</pre>')
    body = (f'<div class="bar"><a href="/">Check another file</a></div><h1>Why was I paired like this?</h1>'
            f"<p>{escape(event)} &middot; {escape(system)}</p>"
            f'<form method="post" action="/player" enctype="multipart/form-data">{_carried(job)}'
            f'<label>Round <select name="round" id="round">{round_list}</select></label>'
            f'<label>Player <select name="player" id="who">{"".join(who)}</select></label>'
            '<button type="submit" id="explain">Explain</button></form>'
            f'<form method="post" action="/check" enctype="multipart/form-data">{_carried(job)}'
            '<button type="submit" id="to-report">The whole report</button></form>'
            f"{shown}")
    return page(f"Why was I paired like this? {event}", body)


def refused(name: str, message: str) -> str:
    """A file refused: its name and the one-line message (``file:line:column: field: what is wrong``)."""
    body = (f'<div class="bar"><a href="/">Check another file</a></div><h1>The file was refused</h1>'
            f"<p>{escape(name)} could not be checked:</p>"
            f'<p class="refused" id="refused">{escape(message)}</p>')
    return page("The file was refused", body)


def problem(title: str, message: str) -> str:
    """A page for a refusal before any check (too large, server busy, over the time limit)."""
    body = (f'<div class="bar"><a href="/">Check another file</a></div><h1>{escape(title)}</h1>'
            f'<p class="refused" id="refused">{escape(message)}</p>')
    return page(title, body)
