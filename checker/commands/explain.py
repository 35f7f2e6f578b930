"""``swisscheck explain``: the reference pairer's reasoning for one round, in the system's own steps."""

from __future__ import annotations

import argparse
import sys

from checker.commands.common import (
    Subparsers,
    add_tournament_arguments,
    cannot_pair,
    guard,
    located,
    opened,
    played_rounds,
    request_fields,
    round_option,
)
from checker.commands.options import add_file_settings
from checker.errors import PairingImpossible
from checker.models import Tournament
from checker.pairing.player import player_answer
from checker.pairing.reasoning import reasoning
from checker.report.player import PlayerAnswer, RoundReasoning, render_json, render_text, wrapped
from checker.report.warnings import render_warnings
from checker.service.prepare import prepared
from checker.service.request import ExplainRequest
from checker.systems.registry import System


def request_of(args: argparse.Namespace) -> ExplainRequest:
    """The command line as an explain request."""
    return ExplainRequest(**request_fields(args.file, args), round=args.round, player=args.player)


def run(args: argparse.Namespace) -> int:
    """Print the reference pairer's reasoning for ``--round``."""
    request = request_of(args)
    tournament, source = opened(request)
    with located(source, args):
        system, tournament = prepared(request, tournament)
        return _explain(request, system, tournament, args.format)


def _explain(request: ExplainRequest, system: System, tournament: Tournament, form: str) -> int:
    """The reasoning for the round (or the player's answer), printed; its warnings on standard error (text)
    or in the JSON."""
    last = played_rounds(system, tournament, request.rounds) + 1
    round_option(request.round, last, f"pair a round from 1 to {last}")
    found: PlayerAnswer | RoundReasoning
    try:
        with guard(request.file, f"round {request.round}"):
            if request.player is not None:
                found = player_answer(tournament, system, request.round, request.rounds, request.player,
                                      request.system)
            else:
                found = reasoning(tournament, system, request.round, request.rounds, request.system)
    except PairingImpossible as exc:
        raise cannot_pair(system, request.round, exc) from exc
    if form == "json":
        print(render_json(found), end="")
        return 0
    print(render_warnings(found.warnings), file=sys.stderr, end="")
    print(render_text(found) if isinstance(found, PlayerAnswer) else wrapped(found.reasoning), end="")
    return 0


def register(subparsers: Subparsers) -> None:
    """Declare ``swisscheck explain FILE --round R [--rounds N] [--system S]``."""
    parser = subparsers.add_parser(
        "explain", help="the reference pairer's reasoning for a round, bracket by bracket",
        description="Why the rules pair a round as they do: the reference pairer's reasoning, bracket by bracket; "
        "with --player N, one player's round in a few lines (score group, the rules' opponent and colour with "
        "the article, the opponents an absolute rule forbids and which rule, the first rule that puts the rules' "
        "opponent before each other possible one, the published board beside it).",
    )
    add_tournament_arguments(parser)
    add_file_settings(parser)
    parser.add_argument("--round", type=int, metavar="R", required=True, help="the round to explain")
    parser.add_argument("--player", type=int, metavar="N", help="answer for the player (or team) with start number N")
    parser.add_argument("--format", choices=("text", "json"), default="text", help="text, or JSON (the round: its reasoning as text in a field; with --player: every field)")
    parser.set_defaults(handler=run)
