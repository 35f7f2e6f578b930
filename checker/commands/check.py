"""``swisscheck check`` and ``swisscheck explain``: verdicts per round, and the pairer's reasoning."""

from __future__ import annotations

import argparse
from typing import Any

from checker.check.round import check_round
from checker.models import Tournament
from checker.commands.pair import add_team_arguments, choose_system
from checker.report.check import exit_code, render_json, render_text
from checker.systems.interface import SystemInfo
from checker.evaluation.findings import CheckReport


def _load(args: argparse.Namespace) -> tuple[Tournament, SystemInfo] | str:
    """The tournament and its system, or the message to print for exit code 2."""
    from checker.cli import InputError, load_tournament

    try:
        tournament = load_tournament(args.file)
        return tournament, choose_system(tournament, args.system, args)
    except InputError as exc:
        return str(exc)
    except KeyError as exc:
        return str(exc.args[0])


def run_check(args: argparse.Namespace) -> int:
    """Check every paired round of the file (or only ``--round``) and print the report."""
    from checker.cli import error

    loaded = _load(args)
    if isinstance(loaded, str):
        return error(loaded)
    tournament, system = loaded
    try:
        rounds = list(range(1, system.next_round(tournament)))
        if args.round is not None:
            if args.round not in rounds:
                return error(f"--round {args.round}: the file holds no pairing for that round "
                             f"(paired rounds: 1..{len(rounds)})" if rounds else
                             f"--round {args.round}: the file holds no paired round")
            rounds = [args.round]
        verdicts = tuple(check_round(tournament, r, system, args.rounds) for r in rounds)
    except ValueError as exc:  # a file that does not fit the system's layout (Double-Swiss: two columns per match)
        return error(str(exc))
    report = CheckReport(file=args.file, system=system.title, rounds=verdicts)
    print(render_json(report) if args.format == "json" else render_text(report), end="")
    return exit_code(report)


def run_explain(args: argparse.Namespace) -> int:
    """Print the reference pairer's reasoning for one round, bracket by bracket."""
    from checker.cli import error

    loaded = _load(args)
    if isinstance(loaded, str):
        return error(loaded)
    tournament, system = loaded
    if system.explain is None:
        return error(f"{system.title}: no explanation available for this system")
    try:
        last = system.next_round(tournament)
        if not 1 <= args.round <= last:
            return error(f"--round {args.round}: pair a round from 1 to {last}")
        state = system.build_state(tournament, args.round, args.rounds)
    except ValueError as exc:
        return error(str(exc))
    print(system.explain(state), end="")
    return 0


def register(subparsers: Any) -> None:
    """Declare ``swisscheck check`` and ``swisscheck explain``."""
    from checker.cli import add_tournament_arguments

    check = subparsers.add_parser(
        "check", help="check every round's pairing against the rules",
        description="For each round: rebuild the state from the rounds before it as published, re-pair with "
        "the reference pairer and compare. Verdicts: CONSISTENT, VIOLATION, WORSE, BETTER, DIVERGES, COLOURS. "
        "Exit code 0 when every round is consistent, 1 otherwise, 2 for unreadable input.",
    )
    add_tournament_arguments(check)
    add_team_arguments(check)
    check.add_argument("--round", type=int, metavar="R", help="check only round R")
    check.add_argument("--format", choices=("text", "json"), default="text", help="text table or JSON")
    check.set_defaults(handler=run_check)

    explain = subparsers.add_parser(
        "explain", help="the reference pairer's reasoning for a round, bracket by bracket",
    )
    add_tournament_arguments(explain)
    add_team_arguments(explain)
    explain.add_argument("--round", type=int, metavar="R", required=True, help="the round to explain")
    explain.set_defaults(handler=run_explain)
