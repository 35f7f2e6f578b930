"""``swisscheck check``: a verdict for every round of a file (or one round), or of many files at once.

The check itself is ``checker.service`` (the one computation ``checker.api.check`` runs too); this
module reads the command line into a ``CheckRequest``, renders the report and picks the exit code.

One file: the report of its rounds, as always; its rounds are independent given the published
history, so ``--jobs`` worker processes check them side by side (same report, byte for byte). Several
files, or a folder (walked for tournament files, ``trf.folders``): every file checked (``--jobs``
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
from collections.abc import Callable
from pathlib import Path

from checker.commands.common import Subparsers, add_tournament_arguments, located, positive, request_fields
from checker.commands.options import add_file_settings
from checker.deferred import loaded
from checker.errors import InputError
from checker.report.check import exit_code
from checker.service.check import checked
from checker.service.render import render_result
from checker.service.request import CheckRequest
from checker.service.rounds import SMALL_FILE_PLAYERS


def request_of(file: str, args: argparse.Namespace, jobs: int | None = 1) -> CheckRequest:
    """The service's request for ``file`` from a parsed command line (every system's options declared on
    it: the chosen system takes its own, the others are ignored)."""
    return CheckRequest(**request_fields(file, args), round=args.round, jobs=jobs,
                        causes=not getattr(args, "no_causes", False))


def run(args: argparse.Namespace) -> int:
    """One file: check every paired round (or only ``--round``) and print the report; more: a batch."""
    if len(args.files) > 1 or Path(args.files[0]).is_dir():
        # the batch (worker pool, progress bar, summary table) imported for several files only
        # (checker.deferred, start-up: issue 34)
        batch: Callable[[argparse.Namespace], int] = loaded("checker.commands.check_batch", "run_batch")
        return batch(args)
    result = checked(request_of(args.files[0], args, args.jobs))
    with located(result.source, args):
        write_output(render_result(result, args.format, args.verbose, args.rounds), args.output)
    return exit_code(result.report)


def write_output(text: str, output: str | None) -> None:
    """Print the report, or write it to ``-o`` (an input error naming the option when it cannot be written)."""
    if output is None:
        print(text, end="")
        return
    try:
        Path(output).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise InputError(f"-o {output}: cannot write the report ({exc.strerror})", option="-o") from None


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
    add_file_settings(parser)
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
