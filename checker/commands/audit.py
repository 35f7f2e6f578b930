"""``swisscheck audit PATH... --db FILE``: every tournament file of an archive checked into a SQLite database.

The files are those ``check`` would take under the folders, plus the members of ``.zip`` archives read in
place (``checker.audit.walk``); each is checked as ``check`` checks it (system and edition from the file,
causes searched within their budget) by ``--jobs`` worker processes or on Dask, and stored as it arrives.
A content already in the database for this swisscheck version is skipped, so a run killed at any moment
is completed by running the same command again (``--recheck`` checks everything again). Then the
summary (text or ``--format json``), the pages (``--html DIR``) or the table (``--export csv``) are read
from the database; without PATH the command only reads it. Exit codes: 0 the audit is complete (whatever
the files hold), 2 bad options or a path that does not exist, 130 interrupted (Ctrl-C: run it again).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from checker.audit.html import write_html
from checker.audit.run import RunOptions, audit
from checker.audit.store import Store
from checker.audit.summary import render_text, write_csv, write_json
from checker.commands.common import Subparsers, positive, request_fields
from checker.commands.options import add_system_options
from checker.errors import InputError
from checker.parallel.cores import cores
from checker.service.request import CheckRequest
from checker.systems.registry import SYSTEMS

def check_options(args: argparse.Namespace) -> CheckRequest:
    """The request each file is checked with (given its content): ``check``'s options, validated once (no
    forced system or round count, no ``--round``: each file's own)."""
    return CheckRequest(**request_fields(None, args), causes=not args.no_causes)


def seconds(text: str) -> float:
    """An argparse type for ``--time-limit``: seconds, more than 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"the time limit must be a number of seconds above 0, got {text}")
    return value


def _output(path: str | None) -> TextIO:
    """Standard output, or the file ``-o`` names (an input error naming the option when it cannot be written)."""
    if path is None:
        return sys.stdout
    try:
        return Path(path).open("w", encoding="utf-8", newline="")
    except OSError as exc:
        raise InputError(f"-o {path}: cannot write ({exc.strerror})", option="-o") from None


def run(args: argparse.Namespace) -> int:
    """Audit the paths into the database (if any), then answer from it as asked."""
    if args.html_all and not args.html:
        raise InputError("--html-all: name the folder of the pages with --html DIR", option="--html-all")
    if args.scheduler and args.backend != "dask":
        raise InputError("--scheduler: a Dask scheduler's address goes with --backend dask", option="--scheduler")
    interrupted = False
    with Store.open(args.db, create=bool(args.paths)) as store:
        if args.paths:
            jobs = args.jobs or (2 if args.backend == "dask" else cores())
            end = audit(args.paths, store, check_options(args),
                        RunOptions(jobs=jobs, backend=args.backend, scheduler=args.scheduler,
                                   recheck=args.recheck, quiet=args.quiet, time_limit=args.time_limit))
            interrupted = end.interrupted
            if not args.quiet:
                rate = end.checked / end.seconds if end.seconds > 0 else 0.0
                print(f"audit: {end.files:,} files walked in {end.seconds:.1f} s: {end.checked:,} checked ({rate:.1f} "
                      f"files/s), {end.skipped:,} already stored or repeated, {end.lost:,} given up after their "
                      "worker died twice", file=sys.stderr)
        if args.html:
            pages = write_html(store, args.html, check_options(args), every=args.html_all)
            if not args.quiet:
                print(f"audit: {args.html}/index.html written with {pages:,} report page{'' if pages == 1 else 's'}",
                      file=sys.stderr)
        out = _output(args.output)
        try:
            if args.export == "csv":
                write_csv(store, out)
            elif args.format == "json":
                write_json(store, out)
            else:
                out.write(render_text(store))
        finally:
            if out is not sys.stdout:
                out.close()
    if interrupted:
        print("swisscheck: audit interrupted (Ctrl-C): run the same command again to complete it", file=sys.stderr)
        return 130
    return 0


def register(subparsers: Subparsers) -> None:
    """Declare ``swisscheck audit [PATH...] --db FILE [--jobs J] [--backend process|dask] ...``."""
    parser = subparsers.add_parser(
        "audit", help="check a whole archive of tournament files into a SQLite database (resumable)",
        description="Check every tournament file under the paths (folders walked as check walks them, .zip "
        "archives read in place) and store each result in a SQLite database as it arrives (docs/audit.md). "
        "A file whose content is already stored for this swisscheck version is skipped: run the same command "
        "again after an interruption. Then print the summary (or JSON, or CSV) read from the database; "
        "without PATH, only read it.")
    parser.add_argument("paths", metavar="PATH", nargs="*", help="tournament files, folders or .zip archives")
    parser.add_argument("--db", required=True, metavar="FILE", help="the SQLite database (created if needed)")
    parser.add_argument("--jobs", type=positive("jobs"), metavar="J",
                        help="worker processes, one file each (default: one per processor; Dask: 2 local workers)")
    parser.add_argument("--backend", choices=("process", "dask"), default="process",
                        help="a process pool on this machine, or Dask (pip install 'swisscheck[dask]')")
    parser.add_argument("--scheduler", metavar="ADDR", help="a Dask scheduler's address (default: a local cluster)")
    parser.add_argument("--time-limit", type=seconds, metavar="S",
                        help="stop a file's check after S seconds (wall clock) and store it as a timeout; the "
                        "worker takes the next file (default: no limit)")
    parser.add_argument("--recheck", action="store_true", help="check every file again, even those already stored")
    parser.add_argument("--html", metavar="DIR", help="write index.html (every event, the most serious first) and "
                        "a report page for each event not consistent in every round")
    parser.add_argument("--html-all", action="store_true", help="with --html: a report page for every event")
    parser.add_argument("--format", choices=("text", "json"), default="text", help="the summary: text or JSON")
    parser.add_argument("--export", choices=("csv",), help="print one CSV row per stored file instead of the summary")
    parser.add_argument("-o", "--output", metavar="OUT", help="write the summary (or the CSV) to OUT")
    parser.add_argument("--quiet", action="store_true", help="no progress and no closing line on standard error")
    parser.add_argument("--no-causes", action="store_true",
                        help="do not search why a round differs from the rules' pairing")
    for system in SYSTEMS:
        add_system_options(parser, system)
    parser.set_defaults(handler=run)
