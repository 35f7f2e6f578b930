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
    played_rounds,
    round_option,
    system_for,
)
from checker.commands.edition_warning import edition_warnings, emit
from checker.errors import InputError, PairingImpossible
from checker.models import Pairing, Tournament
from checker.report.differing import people_of
from checker.report.player import answer, render_json, render_text, round_json
from checker.state.base import PairingState, to_tpn
from checker.systems.interface import PairingSystem
from checker.tournament.published import PublishedRoundError


def run(args: argparse.Namespace) -> int:
    """Print the reference pairer's reasoning for ``--round``."""
    tournament, source = open_tournament(args.file)
    with located(source, args):
        return _explain(args, tournament)


def _explain(args: argparse.Namespace, tournament: Tournament) -> int:
    """The reasoning for ``--round``, printed."""
    system = system_for(tournament, args)
    last = played_rounds(system, tournament, args.rounds) + 1
    round_option(args.round, last, f"pair a round from 1 to {last}")
    try:
        with guard(args.file, f"round {args.round}"):
            state = system.build_state(tournament, args.round, args.rounds)
            if args.player is not None:
                text = _player(args, tournament, system, state, last)
            elif args.format == "json":
                text = round_json(args.round, system.title, system.explain(state))
            else:
                text = system.explain(state)
    except PairingImpossible as exc:
        raise cannot_pair(system, args.round, exc) from exc
    print(emit(text, edition_warnings(tournament, args), args.format == "json"), end="")
    return 0


def _player(args: argparse.Namespace, tournament: Tournament, system: PairingSystem[PairingState],
            state: PairingState, last: int) -> str:
    """``--player N``: one player's round in a few lines (or JSON): score group, opponents, colour, published."""
    numbers = {state.start_number_of(p.tpn) for p in state.players}
    if args.player not in numbers:
        absent = {state.start_number_of(t): code for t, code in state.absent}
        why = (f"is not paired in round {args.round} (absent, code {absent[args.player] or 'blank'})"
               if args.player in absent else f"is no participant to pair in round {args.round}")
        raise InputError(f"--player {args.player}: {why}", option="--player")
    published: Pairing | None = None
    if args.round < last:
        try:
            published = to_tpn(state, system.published(tournament, args.round))
        except PublishedRoundError:
            published = None
    found = answer(system, state, system.pair(state), published, people_of(tournament, system.names(tournament)),
                   state.tpn_of(args.player))
    return render_json(found) if args.format == "json" else render_text(found)


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
    parser.add_argument("--round", type=int, metavar="R", required=True, help="the round to explain")
    parser.add_argument("--player", type=int, metavar="N", help="answer for the player (or team) with start number N")
    parser.add_argument("--format", choices=("text", "json"), default="text", help="text, or JSON (the round: its reasoning as text in a field; with --player: every field)")
    parser.set_defaults(handler=run)
