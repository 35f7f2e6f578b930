"""``swisscheck standings``: the standings after a round by points and the declared tie-breaks under the C.07
edition in force at the event's date, and the published ranks checked (``tournament.standings_table``).
"""

from __future__ import annotations

import argparse
from datetime import date

from checker.commands.check import write_output
from checker.commands.common import (
    Subparsers,
    add_tournament_arguments,
    guard,
    located,
    opened,
    played_rounds,
    request_fields,
)
from checker.models import Tournament
from checker.report.html import render_standings_page
from checker.report.standings import file_standings, render_standings_json, render_standings_text
from checker.service.prepare import prepared
from checker.service.request import StandingsRequest
from checker.systems.registry import System
from checker.tournament.c07 import edition_by_key
from checker.tournament.tiebreak_codes import tiebreak_list
from checker.tournament.standings_table import StandingsTable


def request_of(args: argparse.Namespace) -> StandingsRequest:
    """The command line as a standings request (``--tiebreaks`` read into its codes)."""
    return StandingsRequest(**request_fields(args.file, args), round=args.round,
                            tiebreaks=tiebreak_list(args.tiebreaks), rules=args.rules)


def compute(request: StandingsRequest, system: System, tournament: Tournament) -> StandingsTable:
    """The standings the request asks for."""
    played = played_rounds(system, tournament, request.rounds)
    edition = None if request.rules is None else edition_by_key(request.rules)
    with guard(request.file, "standings"):
        return file_standings(tournament, system, request.file, played, request.round, request.tiebreaks, edition,
                              date.today())


def run(args: argparse.Namespace) -> int:
    """Print (or write with ``-o``) the standings as text, JSON or one HTML page; exit 0."""
    request = request_of(args)
    tournament, source = opened(request)
    with located(source, args):
        system, tournament = prepared(request, tournament)
        table = compute(request, system, tournament)
    event = tournament.name
    text = (render_standings_json(table) if args.format == "json"
            else render_standings_page(table, event) if args.format == "html"
            else render_standings_text(table, event))
    write_output(text, args.output)
    return 0


def register(subparsers: Subparsers) -> None:
    """Declare ``swisscheck standings FILE [--round N] [--tiebreaks LIST] [--format text|json|html] [-o OUT]``."""
    parser = subparsers.add_parser(
        "standings", help="the standings by points and tie-breaks (FIDE C.07), published ranks checked",
        description="The standings after a round (default: the last played) by points, then by the tie-breaks "
        "the file declares (TRF-2026 202, else 212) or --tiebreaks gives, computed under the FIDE Tie-Break "
        "Regulations (C.07) in force at the event's start date (042; an undated file: the edition in force "
        "today). A code swisscheck does not compute is named and ends the list. After the last round, every "
        "published rank (001 rank column) that the regulations do not give is reported with its reason.",
    )
    add_tournament_arguments(parser)
    parser.add_argument("--round", type=int, metavar="N", help="the standings after round N (default: the last played)")
    parser.add_argument("--tiebreaks", metavar="LIST", help="tie-break codes separated by commas, e.g. BH/C1,SB "
                        "(default: the file's 202 record, else 212 without PTS)")
    parser.add_argument("--rules", choices=("2009", "2024", "2026"), help="apply these tie-break rules whatever the "
                        "date (2009: the virtual opponent, before 1 April 2024; 2024: C.07 applied from 1 April "
                        "2024; 2026: from 1 March 2026)")
    parser.add_argument("--format", choices=("text", "json", "html"), default="text",
                        help="text (100 columns), JSON (numbers as JSON numbers), or one HTML page")
    parser.add_argument("-o", "--output", metavar="OUT", help="write to this file instead of standard output")
    parser.set_defaults(handler=run)
