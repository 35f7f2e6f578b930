"""``swisscheck check``: a verdict for every round of a file (or one round), or of many files at once.

The check itself is ``checker.service`` (the one computation ``checker.api.check`` runs too); this
module reads the command line into a ``CheckRequest``, renders the report and picks the exit code.

One file: the report of its rounds, as always; its rounds are independent given the published
history, so ``--jobs`` worker processes check them side by side (same report, byte for byte). Several
files, or a folder (walked for tournament files, ``commands.folders``): every file checked (``--jobs``
worker processes), then a summary table with one row per file and the totals (``report.batch``);
``--format json`` prints a list with one object per file, each with its ``status`` (a file that cannot
be read gives ``{"file", "status", "error", "exit_code"}``). Exit codes: 0 every round consistent (or no
round to check yet), 1 some round is not, 2 a file cannot be read, 3 a bug in swisscheck, 4 a file that
is not a Swiss (an all-play-all by its 192 code, its 092 text or its schedule: ``causes.schedule``; one
line says which fact decided, no round is checked; ``--system`` forces the Swiss check). With several
files, the most serious of theirs: 3, then 2, then 1, then 4, then 0 (``report.batch.batch_exit_code``).
"""

from __future__ import annotations

import argparse
import dataclasses
import io
import sys
from pathlib import Path

from checker.check.round import worst
from checker.commands.common import Subparsers, add_tournament_arguments, located, open_tournament, positive, system_for
from checker.commands.folders import tournament_files
from checker.commands.progress import ProgressBar
from checker.errors import InputError
from checker.evaluation.findings import CheckReport
from checker.models import Tournament
from checker.parallel.pool import cores, run_tasks
from checker.report.batch import FileOutcome, batch_exit_code, first_fault, render_batch, render_batch_json
from checker.report.check import exit_code, judged_not_swiss, render_file_cause, render_json, render_text, render_verbose
from checker.report.differing import boards_by_round, people_of
from checker.report.html import render_html, render_index
from checker.service.check import check_file as checked_file, checked_report, read_request
from checker.service.request import CheckRequest
from checker.service.rounds import SMALL_FILE_PLAYERS
from checker.systems.capabilities import CountsRounds, ScoresRounds
from checker.systems.registry import SYSTEMS
from checker.tournament.standings import Outcome, individual_results
from checker.tournament.summary import column_summary


def request_of(file: str, args: argparse.Namespace, jobs: int | None = 1) -> CheckRequest:
    """The service's request for ``file`` from a parsed command line (every system's options declared on
    it: the chosen system takes its own, the others are ignored)."""
    options = tuple((field.name, getattr(args, field.name)) for identity in SYSTEMS if identity.options is not None
                    for field in dataclasses.fields(identity.options) if hasattr(args, field.name))
    return CheckRequest(path=file, system=args.system, rounds=args.rounds, round=args.round, jobs=jobs,
                        causes=not getattr(args, "no_causes", False), options=options, other_options="ignore")


def check_file(task: tuple[str, argparse.Namespace]) -> FileOutcome:
    """Check one file of a batch (in a worker process): never raises, the error is in the outcome."""
    file, args = task
    return checked_file(request_of(file, args))


def run_batch(args: argparse.Namespace) -> int:
    """Check every file (``--jobs`` processes, a progress bar), print the summary; the highest exit code."""
    if args.round is not None:
        raise InputError("--round applies to one file only")
    if args.format == "html" and args.output is None:
        raise InputError("--format html with several files writes a folder: name it with -o DIR", option="-o")
    named = tournament_files(args.files)
    files = [f.path for f in named]
    shown = {f.path: f.shown for f in named}
    options = argparse.Namespace(**{k: v for k, v in vars(args).items() if k != "handler"})
    outcomes: list[FileOutcome] = []
    with ProgressBar("files", len(files), args.quiet) as bar:
        def received(outcome: FileOutcome) -> None:
            outcomes.append(outcome)
            bar.advance(outcome.file)

        interrupted = run_tasks(check_file, [(f, options) for f in files], received, jobs=args.jobs or cores())
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


def run(args: argparse.Namespace) -> int:
    """One file: check every paired round (or only ``--round``) and print the report; more: a batch."""
    if len(args.files) > 1 or Path(args.files[0]).is_dir():
        return run_batch(args)
    file = args.files[0]
    request = request_of(file, args, args.jobs)
    tournament, found, source = read_request(request)
    report = checked_report(request, tournament, found, source)
    with located(source, args):
        write_output(render(report, tournament, args), args.output)
    return exit_code(report)


def render(report: CheckReport, tournament: Tournament, args: argparse.Namespace) -> str:
    """One file's report as asked: JSON, HTML, the full detail (``--verbose``), or the text for people, with names."""
    if judged_not_swiss(report):
        return render_file_cause(report, args.format)
    if args.format == "json":
        return render_json(report)
    if args.verbose and args.format == "text":
        return render_verbose(report)
    system = system_for(tournament, args)
    people = people_of(tournament, system.names(tournament))
    html = args.format == "html"
    boards = boards_by_round(report.rounds, lambda r: system.build_state(tournament, r, args.rounds), people, every=html)
    if html:
        info = column_summary(tournament, report.file, args.rounds)
        try:
            view = system.info_view(tournament, args.rounds) if isinstance(system, CountsRounds) else None
        except InputError:  # the file off the system's own layout: its columns are still counted
            return render_html(report, tournament, info, people, boards)
        info = info if view is None else view.apply(info)
        return render_html(report, tournament, info, people, boards, _results(system, tournament, report, view is None))
    return render_text(report, boards)


def _results(system: object, tournament: Tournament, report: CheckReport,
             one_column: bool) -> dict[int, tuple[Outcome, ...]] | None:
    """Every competitor's rounds for the HTML standings: the system's own (Team, Double-Swiss), else the round
    blocks of an individual event with one TRF column per round; None when neither fits the file."""
    rounds = max((v.round for v in report.rounds), default=0)
    if isinstance(system, ScoresRounds):
        try:
            return system.results(tournament, rounds)
        except InputError:
            return None
    return individual_results(tournament, rounds) if one_column and not tournament.teams else None


def write_output(text: str, output: str | None) -> None:
    """Print the report, or write it to ``-o`` (an input error naming the option when it cannot be written)."""
    if output is None:
        print(text, end="")
        return
    try:
        Path(output).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise InputError(f"-o {output}: cannot write the report ({exc.strerror})", option="-o") from None


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
        tournament, source = open_tournament(o.file, io.StringIO())
        with located(source, args):
            write_output(render(o.report, tournament, args), str(out / page))
        if judged_not_swiss(o.report):
            rows.append((o.file, page, "NOT SWISS", o.report.cause.message if o.report.cause else ""))
        else:
            rows.append((o.file, page, worst(o.report.rounds), first_fault(o.report)))
    write_output(render_index(rows), str(out / "index.html"))


def register(subparsers: Subparsers) -> None:
    """Declare ``swisscheck check FILE_OR_DIR... [--round R] [--rounds N] [--system S] [--format text|json] [--jobs J]``."""
    parser = subparsers.add_parser(
        "check", help="check every round's pairing against the rules",
        description="For each round: rebuild the state from the rounds before it as published, re-pair with "
        "the reference pairer and compare. Verdicts: CONSISTENT, VIOLATION, WORSE, BETTER, DIVERGES, COLOURS. "
        "Several files or folders (walked for .trf and .tab files, and .txt files holding TRF records): a summary "
        "row per file and the totals; a file with no paired round is reported as having no rounds to check. "
        "Exit code 0 when every round is consistent, 1 otherwise, 2 for unreadable input, 3 for an internal "
        "error (a bug in swisscheck), 4 for a file that is not a Swiss (an all-play-all: 192, 092 or its "
        "schedule; --system forces the check); with several files, the highest of theirs.",
    )
    add_tournament_arguments(parser, many=True)
    parser.add_argument("--round", type=int, metavar="R", help="check only round R (one file)")
    parser.add_argument("--format", choices=("text", "json", "html"), default="text",
                        help="text for people, JSON, or an HTML page (several files: a list, one object per file; "
                        "html: a folder with index.html and one page per file, named by -o)")
    parser.add_argument("-o", "--output", metavar="OUT",
                        help="write the report to OUT instead of printing it (several files with html: a folder)")
    parser.add_argument("--jobs", type=positive("jobs"), metavar="J",
                        help="worker processes: for several files, one file each; for one file, one round each "
                        f"(default: one per processor; one for a file under {SMALL_FILE_PLAYERS} players)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar (several files)")
    parser.add_argument("--no-causes", action="store_true",
                        help="do not search why a round differs from the rules' pairing (the cause search costs "
                        "at most 10x the round's check)")
    parser.add_argument("--verbose", action="store_true",
                        help="text: every finding and both whole pairings of each round (for program authors)")
    parser.set_defaults(handler=run)
