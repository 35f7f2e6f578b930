"""``swisscheck info``: the tournament summary, in the system's own rounds, as tables or JSON.

The per-column counts are the same for every system (``checker.tournament.summary``); the system
chosen for the file may count its rounds its own way (the capability ``CountsRounds.info_view``: Team matches,
Double-Swiss matches of two columns). A system without a reference pairer, or a file its system's
reader cannot read, falls back to the per-column view with a warning saying why: info never
refuses a readable file.
"""

from __future__ import annotations

import argparse

from checker.commands.common import (
    Subparsers,
    add_tournament_arguments,
    guard,
    located,
    opened,
    place,
    refuse_fewer_rounds,
    request_fields,
)
from checker.errors import InputError
from checker.models import Tournament
from checker.report.info import render, render_json
from checker.service.swiss import not_a_swiss
from checker.service.request import FileRequest
from checker.service.prepare import configured
from checker.systems.capabilities import CountsRounds
from checker.systems.registry import UnknownSystem, assumed_edition, choose, from_092
from checker.systems.dutch.selection import assumed_by
from checker.tournament.summary import SystemReason, TournamentInfo, column_summary
from checker.trf.source import SourceMap


def summarise(tournament: Tournament, file: str, rounds: int | None = None, system: str | None = None,
              request: FileRequest | None = None, source: SourceMap | None = None) -> TournamentInfo:
    """The info summary of a tournament; ``rounds`` and ``system`` are the command-line overrides
    (``request``: the command's request, for the system's own options). With the file's ``source``
    map, a warning names the record (``file:line:column``) the system could not read."""

    def why(exc: InputError) -> str:
        return str(exc) if source is None else place(source, exc, system)

    info = column_summary(tournament, file, rounds, system)
    try:
        chosen = choose(tournament, system)
    except UnknownSystem as exc:
        return info.model_copy(update={"warning": f"{why(exc)}; rounds counted per round column"})
    if request is not None:
        chosen = configured(chosen, request)
    note = assumed_edition(tournament, system, chosen)
    cause = not_a_swiss(tournament, system)
    info = info.model_copy(update={
        "not_swiss": None if cause is None else cause.hypotheses[0].changes,
        "system_title": chosen.title, "system_name": chosen.name, "system_reason": chosen_by(tournament, system),
        "edition_note": note,
        "edition_assumed": None if note is None else assumed_by(tournament),
    })
    try:
        with guard(file, "info"):
            view = chosen.info_view(tournament, rounds) if isinstance(chosen, CountsRounds) else None
    except InputError as exc:  # a file off the system's layout (TeamStateError, DoubleSwissLayoutError, ...)
        return info.model_copy(update={"warning": f"{why(exc)}; rounds counted per round column"})
    return info if view is None else view.apply(info)


def chosen_by(tournament: Tournament, system: str | None) -> SystemReason:
    """What chooses the file's system, in the order ``registry.choose`` reads them: ``--system``, the 192
    code, the 092 text, else nothing (Dutch by default)."""
    if system:
        return "option"
    if tournament.system_code:
        return "192"
    return "092" if from_092(tournament) is not None else "default"


def run(args: argparse.Namespace) -> int:
    """Print the summary as tables, or as JSON with ``--format json`` (or ``--json``)."""
    request = FileRequest(**request_fields(args.file, args))
    tournament, source = opened(request)
    with located(source, args):
        summary = summarise(tournament, request.file, request.rounds, request.system, request, source)
    refuse_fewer_rounds(request.rounds, summary.rounds_played)
    print(render_json(summary) if args.format == "json" else render(summary))
    return 0


def register(subparsers: Subparsers) -> None:
    """Declare ``swisscheck info FILE [--format text|json] [--rounds N] [--system NAME]`` (``--json``: an alias)."""
    parser = subparsers.add_parser(
        "info", help="summarise a tournament file",
        description="Tournament name, system (and the system and edition check would use, with what chose them), "
        "players or teams, rounds played and declared, initial colour, scoring; then per round of the system: pairs (Team: matches; Double-Swiss: one row per match of two "
        "round columns), forfeits, PABs, half-point, full-point and zero-point byes. A system without a "
        "reference pairer, or a file off its system's layout, is counted per round column with a warning.",
    )
    add_tournament_arguments(parser)
    parser.add_argument("--format", choices=("text", "json"), default="text",
                        help="text tables, or JSON (scores as JSON numbers)")
    parser.add_argument("--json", action="store_const", const="json", dest="format", help="the same as --format json")
    parser.set_defaults(handler=run)

