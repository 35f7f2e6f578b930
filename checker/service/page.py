"""A checked file's report as the HTML page (standings and crosstable): apart from ``service/render.py``
so that a text or JSON report does not import the page's renderer (start-up, issue 34)."""

from __future__ import annotations

from checker.errors import InputError
from checker.evaluation.findings import CheckReport
from checker.models import Tournament
from checker.report.differing import People, RoundBoards
from checker.report.html import render_html
from checker.service.check import CheckResult
from checker.systems.capabilities import CountsRounds, ScoresRounds
from checker.systems.registry import System
from checker.tournament.standings import Outcome, individual_results
from checker.tournament.summary import column_summary


def html_page(result: CheckResult, system: System, people: People, boards: dict[int, RoundBoards],
              rounds: int | None) -> str:
    """The page of a Swiss file's report (``service.render.render_result``'s ``html``), with the
    standings of the system's own results when it has them; ``system``: the result's (a Swiss file);
    ``rounds``: the request's number of rounds."""
    report, tournament = result.report, result.tournament
    info = column_summary(tournament, report.file, rounds)
    try:
        view = system.info_view(tournament, rounds) if isinstance(system, CountsRounds) else None
    except InputError:  # the file off the system's own layout: its columns are still counted
        return render_html(report, tournament, info, people, boards)
    info = info if view is None else view.apply(info)
    return render_html(report, tournament, info, people, boards, _results(system, tournament, report, view is None))


def _results(system: System, tournament: Tournament, report: CheckReport,
             one_column: bool) -> dict[int, tuple[Outcome, ...]] | None:
    """Every competitor's rounds for the HTML standings: the system's own (Team, Double-Swiss), else the round
    blocks of an individual event with one TRF column per round; None when neither fits the file."""
    rounds = max((v.round for v in report.rounds), default=0)
    if isinstance(system, ScoresRounds):
        try:
            return system.results(tournament, rounds)
        except InputError:
            return None
    return individual_results(tournament, rounds) if one_column and not tournament.teams else None
