"""``swisscheck check``: a verdict for every round of a file (or one round), or of many files at once.

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
import io
import multiprocessing
import sys
from pathlib import Path
from typing import TextIO

from checker.parallel.pool import cores, run_tasks
from checker.causes.checked import checked_round as checked
from checker.check.round import worst
from checker.commands.common import (
    Subparsers,
    add_tournament_arguments,
    guard,
    located,
    open_tournament,
    played_rounds,
    positive,
    round_option,
    system_for,
)
from checker.commands.folders import tournament_files
from checker.commands.progress import ProgressBar
from checker.systems.capabilities import CountsRounds, ScoresRounds
from checker.systems.registry import System, assumed_edition
from checker.errors import InputError, InternalError, PairingImpossible, RecordRef
from checker.evaluation.findings import CheckReport, RoundVerdict
from checker.models import Frozen, Tournament
from checker.causes.consistency import inconsistent_rounds
from checker.causes.schedule import not_swiss
from checker.report.batch import FileOutcome, batch_exit_code, first_fault, render_batch, render_batch_json
from checker.report.check import exit_code, judged_not_swiss, render_file_cause, render_json, render_text, render_verbose
from checker.report.differing import boards_by_round, people_of
from checker.report.html import render_html, render_index
from checker.tournament.standings import Outcome, individual_results
from checker.tournament.summary import column_summary
from checker.trf.source import SourceMap


SMALL_FILE_PLAYERS = 100
"""Below this many players a file's rounds are checked in one process unless ``--jobs`` says otherwise:
the whole check takes about a second, about what starting and feeding the workers costs."""


class RoundTask(Frozen):
    """One round of one file to check in a worker: all it needs, so it runs anywhere."""

    file: str
    tournament: Tournament
    options: dict[str, object]
    round: int


class RoundOutcome(Frozen):
    """A round's verdict, or the error its check raised (re-raised in the main process, in round order)."""

    round: int
    verdict: RoundVerdict | None = None
    error: str | None = None
    error_kind: str | None = None
    record: RecordRef | None = None
    """An input error's record and option, so that the main process can still name its line."""
    option: str | None = None


def checked_round(tournament: Tournament, round_number: int, system: System, args: argparse.Namespace) -> RoundVerdict:
    """The round's verdict, then (unless ``--no-causes``) its cause (``checker.causes.checked``)."""
    return checked(tournament, round_number, system, args.rounds, causes=not getattr(args, "no_causes", False))


def check_one_round(task: RoundTask) -> RoundOutcome:
    """Check one round (in a worker process): the verdict, or the error as text with its kind."""
    args = argparse.Namespace(**task.options)
    try:
        with guard(task.file, f"round {task.round}"):
            return RoundOutcome(round=task.round,
                                verdict=checked_round(task.tournament, task.round,
                                                      system_for(task.tournament, args), args))
    except InputError as exc:
        return RoundOutcome(round=task.round, error=str(exc), error_kind="input", record=exc.record,
                            option=exc.option)
    except PairingImpossible as exc:
        return RoundOutcome(round=task.round, error=str(exc), error_kind="impossible")
    except InternalError as exc:
        return RoundOutcome(round=task.round, error=str(exc), error_kind="internal")


def _round_jobs(tournament: Tournament, rounds: list[int], jobs: int | None) -> int:
    """Worker processes for one file's rounds: ``--jobs``, else one per processor (one for a small file)."""
    if jobs is None:
        jobs = 1 if len(tournament.players) < SMALL_FILE_PLAYERS else cores()
    return max(1, min(jobs, len(rounds)))


def check_rounds(file: str, tournament: Tournament, args: argparse.Namespace, rounds: list[int],
                 jobs: int) -> tuple[RoundVerdict, ...]:
    """The verdicts of ``rounds``, in order, checked by ``jobs`` worker processes (rounds are independent
    given the published history); the first failing round's error is raised, as a sequential run would."""
    if jobs <= 1:
        system = system_for(tournament, args)
        verdicts = []
        for r in rounds:
            with guard(file, f"round {r}"):
                verdicts.append(checked_round(tournament, r, system, args))
        return tuple(verdicts)
    options = {k: v for k, v in vars(args).items() if k != "handler"}
    outcomes: dict[int, RoundOutcome] = {}

    def received(outcome: RoundOutcome) -> None:
        outcomes[outcome.round] = outcome

    # Longest first, for an even finish: the early rounds after the first have the widest scoregroups
    # (the largest brackets to solve); round 1 has nothing to weigh but ratings and goes last.
    tasks = [RoundTask(file=file, tournament=tournament, options=options, round=r) for r in (*rounds[1:], *rounds[:1])]
    # Forked workers start at once with swisscheck already imported; one file's check runs no thread.
    start = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    if run_tasks(check_one_round, tasks, received, jobs=jobs, start_method=start):
        raise KeyboardInterrupt
    verdicts = []
    for r in rounds:
        outcome = outcomes[r]
        if outcome.verdict is None:
            error = outcome.error or ""
            if outcome.error_kind == "input":
                raise InputError(error, record=outcome.record, option=outcome.option)
            if outcome.error_kind == "impossible":
                raise PairingImpossible(error)
            raise InternalError(error)
        verdicts.append(outcome.verdict)
    return tuple(verdicts)


def check_tournament(file: str, args: argparse.Namespace, stderr: TextIO | None = None,
                     jobs: int | None = 1) -> CheckReport:
    """Read the file and report on every paired round (or only ``--round``); an input error names its
    place in the file (file:line:column) or the option. ``jobs`` worker processes for its rounds (None:
    one per processor for a large file), the same report whatever the number."""
    tournament, source = open_tournament(file, stderr)
    with located(source, args):
        return _report(file, tournament, source, args, jobs)


def _report(file: str, tournament: Tournament, source: SourceMap, args: argparse.Namespace,
            jobs: int | None) -> CheckReport:
    """The report on every paired round of the tournament (or only ``--round``); a file that is not a
    Swiss (issue 24, hypothesis 1), unless ``--system`` forces it, has no round checked, only its cause."""
    cause = None if args.system else not_swiss(tournament)
    if cause is not None:
        return CheckReport(file=file, system="not a Swiss system", rounds=(), cause=cause)
    system = system_for(tournament, args)
    played = played_rounds(system, tournament, args.rounds)
    rounds = list(range(1, played + 1))
    if args.round is not None:
        round_option(args.round, played, f"the file holds no pairing for that round (paired rounds: 1..{played})"
                     if played else "the file holds no paired round")
        rounds = [args.round]
    verdicts = check_rounds(file, tournament, args, rounds, _round_jobs(tournament, rounds, jobs))
    verdicts = inconsistent_rounds(tournament, source, verdicts)
    note = assumed_edition(tournament, args.system)
    return CheckReport(file=file, system=system.title, rounds=verdicts, warnings=(note,) if note else ())


def check_file(task: tuple[str, argparse.Namespace]) -> FileOutcome:
    """Check one file of a batch (in a worker process): never raises, the error is in the outcome."""
    file, args = task
    warnings = io.StringIO()
    try:
        report = check_tournament(file, args, warnings)
    except InputError as exc:
        return FileOutcome(file=file, error=str(exc), exit_code=2, warnings=warnings.getvalue())
    except Exception as exc:  # a bug in swisscheck: reported for this file, the batch goes on
        cause = str(exc) if isinstance(exc, InternalError) else f"{file}: {type(exc).__name__}: {exc}"
        return FileOutcome(file=file, error=f"internal error: {cause}", exit_code=3, warnings=warnings.getvalue())
    return FileOutcome(file=file, report=report, exit_code=exit_code(report), warnings=warnings.getvalue())


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
    tournament, source = open_tournament(file)
    with located(source, args):
        report = _report(file, tournament, source, args, args.jobs)
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
    return render_text(report, boards, people=people)


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
