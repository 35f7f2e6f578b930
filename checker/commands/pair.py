"""``swisscheck pair``: pair one round with the reference pairer of the tournament's system."""

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
from checker.commands.edition_warning import edition_warnings, emit
from checker.errors import InputError, PairingImpossible
from checker.models import Tournament
from checker.report.boards import format_bbp, format_json, format_text


def run(args: argparse.Namespace) -> int:
    """Pair round ``--round`` (default: the next one) and print it in the chosen format."""
    tournament, source = open_tournament(args.file)
    with located(source, args):
        return _pair(args, tournament)


def _pair(args: argparse.Namespace, tournament: Tournament) -> int:
    """The rules' pairing of the round, printed."""
    system = system_for(tournament, args)
    last = system.next_round(tournament)
    round_number = last if args.round is None else args.round
    if not 1 <= round_number <= last:
        held = f"the file holds rounds 1..{last - 1}" if last > 1 else "the file holds no paired round yet"
        raise InputError(f"--round {round_number}: {held}; pair a round from 1 to {last}", option="--round")
    with guard(args.file, f"round {round_number}"):
        state = system.build_state(tournament, round_number, args.rounds)
    try:
        with guard(args.file, f"round {round_number}"):
            pairing = system.pair(state)
    except PairingImpossible as exc:
        raise cannot_pair(system, round_number, exc) from exc
    if args.format == "bbp":
        text = format_bbp(state, pairing)
    elif args.format == "json":
        text = format_json(state, pairing)
    else:
        text = format_text(state, pairing, system.names(tournament))
    text = emit(text, edition_warnings(tournament, args), args.format == "json")  # bbp, text: on stderr
    print(text, end="")
    return 0


def register(subparsers: Subparsers) -> None:
    """Declare ``swisscheck pair FILE [--round R] [--rounds N] [--system S] [--format text|bbp|json]``."""
    parser = subparsers.add_parser(
        "pair", help="pair a round with the reference pairer",
        description="Pair round R (default: the round after the last one in the file) from rounds 1..R-1, "
        "taking round R's byes and absences as given and ignoring round R's own pairs.",
    )
    add_tournament_arguments(parser)
    parser.add_argument("--round", type=int, metavar="R", help="the round to pair (default: the next one)")
    parser.add_argument("--format", choices=("text", "bbp", "json"), default="text",
                        help="text: boards per General Handling 3.6; bbp: bbpPairings/JaVaFo -p output; json")
    parser.set_defaults(handler=run)
