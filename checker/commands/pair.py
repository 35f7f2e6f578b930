"""``swisscheck pair``: pair one round with the reference pairer of the tournament's system."""

from __future__ import annotations

import argparse
import sys

from checker.commands.absences import OPTIONS, ByeCode, numbers, probably_withdrawn, with_byes, withdrawn_warning
from checker.commands.common import (
    Subparsers,
    add_tournament_arguments,
    cannot_pair,
    guard,
    located,
    open_tournament,
    played_rounds,
    round_option,
    system_for,
)
from checker.commands.edition_warning import edition_warnings, emit
from checker.errors import InputError, PairingImpossible
from checker.models import Tournament
from checker.report.boards import format_bbp, format_json, format_text
from checker.systems.registry import System


def run(args: argparse.Namespace) -> int:
    """Pair round ``--round`` (default: the next one) and print it in the chosen format."""
    tournament, source = open_tournament(args.file)
    with located(source, args):
        return _pair(args, tournament)


def _pair(args: argparse.Namespace, tournament: Tournament) -> int:
    """The rules' pairing of the round, printed."""
    system = system_for(tournament, args)
    played = played_rounds(system, tournament, args.rounds)
    last = played + 1
    round_number = last if args.round is None else args.round
    held = f"the file holds rounds 1..{played}" if played else "the file holds no paired round yet"
    round_option(round_number, last, f"{held}; pair a round from 1 to {last}")
    tournament = _command_line_byes(args, tournament, system, round_number, last)
    with guard(args.file, f"round {round_number}"):
        state = system.build_state(tournament, round_number, args.rounds)
    if round_number == last:
        absent = {state.start_number_of(tpn) for tpn, _ in state.absent}
        warning = withdrawn_warning(probably_withdrawn(tournament, system, round_number, absent), round_number)
        if warning:
            print(warning, file=sys.stderr)
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


def _command_line_byes(args: argparse.Namespace, tournament: Tournament, system: System, round_number: int,
                       last: int) -> Tournament:
    """The tournament with ``--absent`` and ``--half-point-bye`` in the round to pair (General Handling 3.3);
    an input error when they name a round the file already holds (its absences are the file's)."""
    byes: dict[ByeCode, tuple[int, ...]] = {"Z": tuple(args.absent), "H": tuple(args.half_point_bye)}
    if round_number != last and any(byes.values()):
        option = OPTIONS["Z" if byes["Z"] else "H"]
        raise InputError(f"{option} applies to the round to pair after the file's last one (round {last}); "
                         f"round {round_number}'s absences are the file's", option=option)
    return with_byes(tournament, system, round_number, byes)


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
    parser.add_argument("--round", type=int, metavar="R", help="the round to pair (default: the next one)")
    parser.add_argument("--absent", type=numbers, action="extend", default=[], metavar="N,M,...",
                        help="start numbers (Team: team numbers) known not to play the round to pair: not paired, "
                        "zero points (General Handling 3.3)")
    parser.add_argument("--half-point-bye", type=numbers, action="extend", default=[], metavar="N,M,...",
                        help="start numbers given a requested half-point bye in the round to pair: not paired")
    parser.add_argument("--format", choices=("text", "bbp", "json"), default="text",
                        help="text: boards per General Handling 3.6; bbp: bbpPairings/JaVaFo -p output; json")
    parser.set_defaults(handler=run)
