"""``swisscheck pair``: pair one round with the reference pairer of the tournament's system."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from checker.commands.common import (
    Subparsers,
    add_tournament_arguments,
    at_least_one,
    located,
    opened,
    request_fields,
)
from checker.commands.options import add_file_settings
from checker.deferred import loaded
from checker.errors import InputError
from checker.models import Pairing, Tournament
from checker.report.boards import format_bbp, format_json
from checker.report.warnings import render_warnings
from checker.service.prepare import prepared
from checker.service.pair import round_ready, rules_pairing
from checker.service.request import PairRequest
from checker.state.base import PairingState
from checker.systems.registry import System


def numbers(text: str) -> tuple[int, ...]:
    """An argparse type for ``N,M,...``: start numbers (Team: team numbers), 1 or more each."""
    return tuple(at_least_one(word, "start numbers N,M,...", "a start number") for word in text.split(","))


def request_of(args: argparse.Namespace) -> PairRequest:
    """The command line as a pair request."""
    return PairRequest(**request_fields(args.file, args), round=args.round, absent=tuple(args.absent),
                       half_point_bye=tuple(args.half_point_bye))


def run(args: argparse.Namespace) -> int:
    """Pair round ``--round`` (default: the next one) and print it in the chosen format."""
    request = request_of(args)
    tournament, source = opened(request)
    with located(source, args):
        system, tournament = prepared(request, tournament)
        return _pair(request, system, tournament, args.format)


def _pair(request: PairRequest, system: System, tournament: Tournament, form: str) -> int:
    """The rules' pairing of the round, printed; its warnings on standard error (text, bbp) or in the JSON."""
    number, ready = round_ready(request, system, tournament)
    as_json = form == "json"
    try:
        pairing = rules_pairing(request, system, number, ready)
    except InputError:
        print(render_warnings(ready.warnings), file=sys.stderr, end="")
        raise
    if not as_json:
        print(render_warnings(ready.warnings), file=sys.stderr, end="")
    if form == "bbp":
        text = format_bbp(ready.state, pairing)
    elif as_json:
        text = format_json(ready.state, pairing, ready.warnings)
    else:  # the table for people, imported only for it (checker.deferred, start-up: issue 34)
        table: Callable[[PairingState, Pairing, dict[int, str]], str] = loaded("checker.report.board_table",
                                                                              "format_text")
        text = table(ready.state, pairing, system.names(tournament))
    print(text, end="")
    return 0


def register(subparsers: Subparsers) -> None:
    """Declare ``swisscheck pair FILE [--round R] [--rounds N] [--system S] [--absent N,...] [--half-point-bye N,...]
    [--format text|bbp|json]``."""
    parser = subparsers.add_parser(
        "pair", help="pair a round with the reference pairer",
        description="Pair round R (default: the round after the last one in the file) from rounds 1..R-1, "
        "taking round R's byes and absences as given and ignoring round R's own pairs. For the round after the "
        "file's last, --absent and --half-point-bye say who does not play (General Handling 3.3); players with "
        "no game and no bye in the last round are named on one warning line (probably withdrawn, 3.2) and "
        "still paired unless --absent names them.",
    )
    add_tournament_arguments(parser)
    add_file_settings(parser)
    parser.add_argument("--round", type=int, metavar="R", help="the round to pair (default: the next one)")
    parser.add_argument("--absent", type=numbers, action="extend", default=[], metavar="N,M,...",
                        help="start numbers (Team: team numbers) known not to play the round to pair: not paired, "
                        "zero points (General Handling 3.3)")
    parser.add_argument("--half-point-bye", type=numbers, action="extend", default=[], metavar="N,M,...",
                        help="start numbers given a requested half-point bye in the round to pair: not paired")
    parser.add_argument("--format", choices=("text", "bbp", "json"), default="text",
                        help="text: boards per General Handling 3.6; bbp: bbpPairings/JaVaFo -p output; json")
    parser.set_defaults(handler=run)
