"""``swisscheck check`` of several files or a folder: every file checked by ``--jobs`` worker processes
under a progress bar, then the summary table (``report.batch``), JSON, or HTML pages and their index.

Apart from ``commands/check.py`` so that the check of one file imports no pool, progress bar or batch
table (``checker.deferred``, issue 34, start-up).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from checker.check.round import worst
from checker.commands.check import request_of, write_output
from checker.deferred import loaded
from checker.errors import InputError
from checker.parallel.cores import cores
from checker.parallel.pool import run_tasks
from checker.parallel.progress import ProgressBar
from checker.report.batch import FileOutcome, batch_exit_code, first_fault, render_batch, render_batch_json
from checker.report.check import judged_not_swiss
from checker.service.check import check_file
from checker.service.render import stored_page
from checker.trf.folders import tournament_files


def run_batch(args: argparse.Namespace) -> int:
    """Check every file (``--jobs`` processes, a progress bar), print the summary; the highest exit code."""
    if args.round is not None:
        raise InputError("--round applies to one file only")
    if args.format == "html" and args.output is None:
        raise InputError("--format html with several files writes a folder: name it with -o DIR", option="-o")
    named = tournament_files(args.files)
    files = [f.path for f in named]
    shown = {f.path: f.shown for f in named}
    outcomes: list[FileOutcome] = []
    with ProgressBar("files", len(files), args.quiet) as bar:
        def received(outcome: FileOutcome) -> None:
            outcomes.append(outcome)
            bar.advance(outcome.file)

        interrupted = run_tasks(check_file, [request_of(f, args) for f in files], received, jobs=args.jobs or cores())
    order = {f: i for i, f in enumerate(files)}
    outcomes.sort(key=lambda o: order[o.file])
    for o in outcomes:
        sys.stderr.write(o.warnings)
    if args.format == "html":
        html_pages(outcomes, args, args.output)
        print(render_batch(outcomes, shown), end="")
    else:
        write_output(render_batch_json(outcomes) if args.format == "json" else render_batch(outcomes, shown), args.output)
    if interrupted:
        print(f"swisscheck: check interrupted (Ctrl-C): {len(outcomes)} of {len(files)} files checked",
              file=sys.stderr)
        return 130
    return batch_exit_code(outcomes)


def html_pages(outcomes: list[FileOutcome], args: argparse.Namespace, folder: str) -> None:
    """A batch as HTML: one page per file checked and ``index.html`` in ``folder`` (created if needed)."""
    out = Path(folder)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InputError(f"-o {folder}: cannot create the folder ({exc.strerror})", option="-o") from None
    rows: list[tuple[str, str | None, str, str]] = []
    used: set[str] = set()
    for o in outcomes:
        if o.report is None:
            rows.append((o.file, None, "ERROR" if o.exit_code == 2 else "INTERNAL", o.error or ""))
            continue
        page = Path(o.file).stem + ".html"
        while page in used or page == "index.html":
            page = "_" + page
        used.add(page)
        write_output(stored_page(request_of(o.file, args), o.report), str(out / page))
        if judged_not_swiss(o.report):
            rows.append((o.file, page, "NOT SWISS", o.report.cause.message if o.report.cause else ""))
        else:
            rows.append((o.file, page, worst(o.report.rounds), first_fault(o.report)))
    # the HTML renderer imported only for pages (checker.deferred, start-up: issue 34)
    index: Callable[[list[tuple[str, str | None, str, str]]], str] = loaded("checker.report.html", "render_index")
    write_output(index(rows), str(out / "index.html"))
