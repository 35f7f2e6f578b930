"""A checked file's report rendered as a caller asks: JSON, the HTML page, the full detail, or the text for
people with names (``check``'s output, the batch's and the audit's report pages, the server's page).

The rendering reads the tournament and the system the check used (:class:`CheckResult`), so the
system is chosen once per request; a report stored earlier (a batch's worker, the audit's database)
is rendered by :func:`stored_page` from the request's file read again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from checker.deferred import loaded
from checker.evaluation.findings import CheckReport
from checker.report.check import judged_not_swiss, render_file_cause, render_json, render_text, render_verbose
from checker.report.differing import People, RoundBoards, boards_by_round, people_of
from checker.service.check import CheckResult
from checker.service.prepare import chosen_system, read_request, settled_for
from checker.service.request import CheckRequest
from checker.systems.registry import System
from checker.trf.files import placed

Format = Literal["text", "json", "html"]
"""The forms of a check report."""


def render_result(result: CheckResult, form: Format, verbose: bool = False, rounds: int | None = None) -> str:
    """One file's report as asked: JSON, HTML, the full detail (``verbose`` text), or the text for people,
    with names; ``rounds`` is the request's number of rounds (None: the file's). An input error is raised
    as the system raises it (the caller places it: ``trf.files.placed``)."""
    report, tournament, system = result.report, result.tournament, result.system
    if judged_not_swiss(report) or system is None:
        return render_file_cause(report, form)
    if form == "json":
        return render_json(report)
    if verbose and form == "text":
        return render_verbose(report)
    people = people_of(tournament, system.names(tournament))
    html = form == "html"
    boards = boards_by_round(report.rounds, lambda r: system.build_state(tournament, r, rounds), people, every=html)
    if html:  # the page's renderer imported only for a page (checker.deferred, start-up: issue 34)
        page: Callable[[CheckResult, System, People, dict[int, RoundBoards], int | None], str] = loaded(
            "checker.service.page", "html_page")
        return page(result, system, people, boards, rounds)
    return render_text(report, boards, people=people)


def stored_page(request: CheckRequest, report: CheckReport, form: Format = "html") -> str:
    """The page of a report checked earlier (in a batch's worker, or stored by the audit), from the request's
    file read again (its reader's warnings dropped: they were reported with the check); input errors placed."""
    tournament, _, source = read_request(request)
    with placed(source, request.system):
        system = None if judged_not_swiss(report) else chosen_system(tournament, request)
        if system is not None:
            tournament = settled_for(request, tournament, system)
        return render_result(CheckResult(report, tournament, system, source), form, rounds=request.rounds)
