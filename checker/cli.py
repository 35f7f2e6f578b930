"""The ``swisscheck`` command: argparse subcommands that call library code, and nothing else.

Each subcommand is registered by a ``_register_<name>(subparsers)`` function listed in
``REGISTRARS``; its handler takes the parsed arguments and returns the exit code. Adding a command
(``pair``, ``check``) is one registrar plus one line in ``REGISTRARS``. Exit codes: 0 success,
2 unreadable input or bad usage (never a traceback).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from checker import __version__
from checker.models import Tournament
from checker.tournament.scoring import ScoringError

Subparsers = Any
"""The object returned by ``ArgumentParser.add_subparsers`` (argparse keeps its class private)."""


class InputError(Exception):
    """Input that cannot be read as a tournament; ``str()`` is the message printed after ``error:``."""


def error(message: str, stderr: TextIO | None = None) -> int:
    """Print ``swisscheck: error: <message>`` on stderr and return exit code 2."""
    print(f"swisscheck: error: {message}", file=stderr or sys.stderr)
    return 2


def load_tournament(path: str, stderr: TextIO | None = None) -> Tournament:
    """Read a TRF file for a subcommand, printing reader warnings as ``warning: <location>: <message>``.

    Raises InputError (missing file, directory, unreadable, TRFError) with the message to print.
    """
    from checker.trf import TRFError, load  # the reader; imported here so ``--help`` stays cheap

    file = Path(path)
    if not file.exists():
        raise InputError(f"{path}: no such file")
    if file.is_dir():
        raise InputError(f"{path}: is a directory, not a TRF file")
    try:
        tournament, warnings = load(file)
    except TRFError as exc:
        raise InputError(str(exc)) from exc
    except (OSError, UnicodeError) as exc:
        raise InputError(f"{path}: cannot read the file: {exc}") from exc
    for warning in warnings:
        print(f"warning: {warning}", file=stderr or sys.stderr)  # TRFWarning: file:line: message
    return tournament


def _positive(text: str) -> int:
    """argparse type for ``--rounds``: a whole number of rounds, 1 or more (Basic Rules 1)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of rounds, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"the number of rounds must be 1 or more, got {value}")
    return value


def add_tournament_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments every command on a tournament file takes: FILE, --rounds, --system."""
    parser.add_argument("file", metavar="FILE", help="the tournament file (TRF16, TRF-2026, JaVaFo/bbp extensions)")
    parser.add_argument(
        "--rounds", type=_positive, metavar="N",
        help="number of rounds of the tournament (overrides 142/XXR; some exports put the next round in XXR)",
    )
    parser.add_argument("--system", metavar="NAME", help="pairing system (overrides the 192/092 record)")


def _run_info(args: argparse.Namespace) -> int:
    """``swisscheck info``: the tournament summary as tables, or as JSON with ``--json``."""
    from checker.commands.info import render, summarise

    try:
        tournament = load_tournament(args.file)
    except InputError as exc:
        return error(str(exc))
    summary = summarise(tournament, args.file, rounds=args.rounds, system=args.system)
    print(summary.model_dump_json(indent=2) if args.json else render(summary))
    return 0


def _register_info(subparsers: Subparsers) -> None:
    """Declare ``swisscheck info FILE [--json] [--rounds N] [--system NAME]``."""
    parser = subparsers.add_parser(
        "info", help="summarise a tournament file",
        description="Tournament name, system, players or teams, rounds played and declared, initial colour, "
        "scoring; then per round of the system: pairs (Team: matches; Double-Swiss: one row per match of two "
        "round columns), forfeits, PABs, half-point, full-point and zero-point byes. A system without a "
        "reference pairer, or a file off its system's layout, is counted per round column with a warning.",
    )
    add_tournament_arguments(parser)
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.set_defaults(handler=_run_info)


def _register_pair(subparsers: Subparsers) -> None:
    """Declare ``swisscheck pair`` (checker/commands/pair.py)."""
    from checker.commands.pair import register

    register(subparsers)


def _register_check(subparsers: Subparsers) -> None:
    """Declare ``swisscheck check`` and ``swisscheck explain`` (checker/commands/check.py)."""
    from checker.commands.check import register

    register(subparsers)


REGISTRARS: tuple[Callable[[Subparsers], None], ...] = (_register_info, _register_pair, _register_check)
"""One entry per subcommand, in the order ``--help`` lists them."""


def build_parser() -> argparse.ArgumentParser:
    """The ``swisscheck`` argument parser with every registered subcommand."""
    parser = argparse.ArgumentParser(
        prog="swisscheck",
        description="FIDE Swiss pairing checker: reads a TRF tournament and checks its pairings against the FIDE rules.",
    )
    parser.add_argument("--version", action="version", version=f"swisscheck {__version__}")
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND")
    for register in REGISTRARS:
        register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``swisscheck`` console script; returns the exit code."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, --version, usage errors: argparse already printed
        return exc.code if isinstance(exc.code, int) else 2
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help(sys.stderr)
        return 2
    try:
        return int(handler(args))
    except ScoringError as exc:  # e.g. Baku asked for with 3-1-0 scoring (C.04.7 1.1)
        return error(str(exc))


if __name__ == "__main__":
    sys.exit(main())
