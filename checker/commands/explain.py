"""``swisscheck explain``: the reference pairer's reasoning for one round, in the system's own steps."""

from __future__ import annotations

import argparse

from checker.commands.common import (
    Subparsers,
    add_tournament_arguments,
    cannot_pair,
    guard,
    located,
    open_tournament,
    system_for,
)
from checker.errors import InputError, PairingImpossible
from checker.models import Tournament


def run(args: argparse.Namespace) -> int:
    """Print the reference pairer's reasoning for ``--round``."""
    tournament, source = open_tournament(args.file)
    with located(source, args):
        return _explain(args, tournament)


def _explain(args: argparse.Namespace, tournament: Tournament) -> int:
    """The reasoning for ``--round``, printed."""
    system = system_for(tournament, args)
    last = system.next_round(tournament)
    if not 1 <= args.round <= last:
        raise InputError(f"--round {args.round}: pair a round from 1 to {last}", option="--round")
    try:
        with guard(args.file, f"round {args.round}"):
            text = system.explain(system.build_state(tournament, args.round, args.rounds))
    except PairingImpossible as exc:
        raise cannot_pair(system, args.round, exc) from exc
    print(text, end="")
    return 0


def register(subparsers: Subparsers) -> None:
    """Declare ``swisscheck explain FILE --round R [--rounds N] [--system S]``."""
    parser = subparsers.add_parser(
        "explain", help="the reference pairer's reasoning for a round, bracket by bracket",
    )
    add_tournament_arguments(parser)
    parser.add_argument("--round", type=int, metavar="R", required=True, help="the round to explain")
    parser.set_defaults(handler=run)
