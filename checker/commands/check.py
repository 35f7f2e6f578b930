"""``swisscheck check``: a verdict for every round of the file (or one round)."""

from __future__ import annotations

import argparse

from checker.check.round import check_round
from checker.commands.common import Subparsers, add_tournament_arguments, guard, located, open_tournament, system_for
from checker.errors import InputError
from checker.evaluation.findings import CheckReport
from checker.models import Tournament
from checker.report.check import exit_code, render_json, render_text


def run(args: argparse.Namespace) -> int:
    """Check every paired round of the file (or only ``--round``) and print the report."""
    tournament, source = open_tournament(args.file)
    with located(source, args):
        return _check(args, tournament)


def _check(args: argparse.Namespace, tournament: Tournament) -> int:
    """The verdicts of the file's rounds, printed; the exit code."""
    system = system_for(tournament, args)
    rounds = list(range(1, system.next_round(tournament)))
    if args.round is not None:
        if args.round not in rounds:
            raise InputError(f"--round {args.round}: the file holds no pairing for that round "
                             f"(paired rounds: 1..{len(rounds)})" if rounds else
                             f"--round {args.round}: the file holds no paired round", option="--round")
        rounds = [args.round]
    verdicts = []
    for r in rounds:
        with guard(args.file, f"round {r}"):
            verdicts.append(check_round(tournament, r, system, args.rounds))
    report = CheckReport(file=args.file, system=system.title, rounds=tuple(verdicts))
    print(render_json(report) if args.format == "json" else render_text(report), end="")
    return exit_code(report)


def register(subparsers: Subparsers) -> None:
    """Declare ``swisscheck check FILE [--round R] [--rounds N] [--system S] [--format text|json]``."""
    parser = subparsers.add_parser(
        "check", help="check every round's pairing against the rules",
        description="For each round: rebuild the state from the rounds before it as published, re-pair with "
        "the reference pairer and compare. Verdicts: CONSISTENT, VIOLATION, WORSE, BETTER, DIVERGES, COLOURS. "
        "Exit code 0 when every round is consistent, 1 otherwise, 2 for unreadable input, 3 for an internal "
        "error (a bug in swisscheck).",
    )
    add_tournament_arguments(parser)
    parser.add_argument("--round", type=int, metavar="R", help="check only round R")
    parser.add_argument("--format", choices=("text", "json"), default="text", help="text table or JSON")
    parser.set_defaults(handler=run)
