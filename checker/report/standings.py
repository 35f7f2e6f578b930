"""The standings of ``swisscheck standings`` as text, JSON, and the HTML table the check report shares.

Text: the rules applied, the tie-breaks, one line per competitor (rank, start number, name, rating, points, the
tie-breaks; more tie-breaks than fit in 100 columns go to a second table), then the published ranks that differ,
each with its reason. The HTML table is the one the check report shows after each round (``report.html``), so
both show the same numbers.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from html import escape

from checker.errors import InputError
from checker.models import Tournament
from checker.report.differing import people_of
from checker.report.schema import versioned
from checker.systems.capabilities import ScoresRounds
from checker.systems.registry import System
from checker.systems.team.matches import number_of_boards
from checker.tournament.c07 import Edition
from checker.tournament.scoring import format_points
from checker.tournament.standings import Outcome, individual_results
from checker.tournament.standings_table import Row, StandingsTable, standings_table
from checker.tournament.tiebreak_codes import parse

WIDTH = 100
"""No text line is longer."""


def competitors_rounds(system: System, tournament: Tournament, rounds: int) -> dict[int, tuple[Outcome, ...]]:
    """Every competitor's rounds as the standings count them: the system's own (Team's matches, Double-Swiss's
    matches of two games), else one TRF column per round."""
    if isinstance(system, ScoresRounds):
        return dict(system.results(tournament, rounds))
    return individual_results(tournament, rounds)


def file_standings(tournament: Tournament, system: System, file: str, played: int, round_number: int | None = None,
                   codes: Sequence[str] | None = None, edition: Edition | None = None,
                   today: date | None = None) -> StandingsTable:
    """The standings of a file after ``round_number`` (default: the last of the ``played`` rounds), as
    ``swisscheck standings`` and ``checker.api.standings`` give them: names as the system names its
    competitors, published ranks checked after the last round; an input error for a round not played."""
    if played == 0:
        raise InputError("no round has been played: there are no standings yet")
    number = played if round_number is None else round_number
    if not 1 <= number <= played:
        raise InputError(f"--round {number}: the file has played rounds 1 to {played}", option="--round")
    people = people_of(tournament, system.names(tournament))
    return standings_table(tournament, competitors_rounds(system, tournament, played), number, file=file,
                           codes=codes, names=people.names, ratings=dict(people.ratings), today=today,
                           edition=edition, check_ranks=number == played,
                           boards=number_of_boards(tournament) if tournament.teams else 1)


def _value(value: Decimal | None) -> str:
    """A number as the tables show it ("–": no value)."""
    return "–" if value is None else format_points(value)


def _cell(table: StandingsTable, row: Row, code: str, short: bool = False) -> str:
    """A tie-break's value; "not computed" (n/c) for a code swisscheck does not compute, "not applied" (n/a) for
    one after it in the list."""
    if code in table.computed:
        return _value(row.tiebreaks.get(code))
    if parse(code, row.game_points is not None).computed:
        return "n/a" if short else "not applied"
    return "n/c" if short else "not computed"


def _rank(row: Row) -> str:
    """``3`` or ``3=`` (a shared place)."""
    return f"{row.rank}{'=' if row.shared else ''}"


def code_words(table: StandingsTable, code: str) -> str:
    """A declared code in words: "BH/C1 (Buchholz Cut-1)", or "XYZ (not computed)"."""
    tb = parse(code, table.rows[0].game_points is not None if table.rows else False)
    if not tb.computed:
        return f"{code} (not computed)"
    return f"{code} ({tb.words}{'' if code in table.computed else ', not applied'})"


def _head_lines(table: StandingsTable, event: str) -> list[str]:
    """The title, the rules and how they were chosen, the tie-breaks, the notes."""
    dated = (f"start date {table.start_date.isoformat()} (042)" if table.start_date is not None
             else "no start date in the file: today's edition")
    lines = [f"Standings after round {table.round}" + (f" of {event}" if event else ""),
             f"Rules: {table.rules}; {dated}",
             "Ranked by: points" + "".join(f", then {c}" for c in table.computed)]
    if table.tiebreaks:
        said = ("Tie-breaks given (--tiebreaks): " if table.tiebreaks_from == "--tiebreaks"
                else f"Tie-breaks declared ({table.tiebreaks_from}): " if table.tiebreaks_from
                else "Tie-breaks declared: ")
        lines.append(said + "; ".join(code_words(table, c) for c in table.tiebreaks))
    lines += table.notes
    return [w for line in lines for w in textwrap.wrap(line, WIDTH, subsequent_indent="  ")]


def _chunks(codes: Sequence[str], room: int) -> list[list[str]]:
    """The tie-break columns cut into groups that fit ``room`` columns beside the rank and number."""
    groups: list[list[str]] = [[]]
    used = 0
    for code in codes:
        width = max(len(code), 7) + 1
        if groups[-1] and used + width > room:
            groups.append([])
            used = 0
        groups[-1].append(code)
        used += width
    return groups


def render_standings_text(table: StandingsTable, event: str = "") -> str:
    """The standings for people: rules, table (100 columns), published ranks that differ."""
    lines = _head_lines(table, event) + [""]
    team = any(r.game_points is not None for r in table.rows)
    name_width = min(max((len(r.name) for r in table.rows), default=4), 24)
    codes = list(table.tiebreaks)
    fixed = 5 + 5 + name_width + (16 if team else 15)
    groups = _chunks(codes, WIDTH - fixed) if codes else [[]]
    for i, group in enumerate(groups):
        cols = "".join(f"{c:>{max(len(c), 7) + 1}}" for c in group)
        if i == 0:
            extra = f"{'Match pts':>9} {'Game pts':>8}" if team else f"{'Rating':>7} {'Points':>7}"
            lines.append(f"{'Rank':<5}{'No.':>4} {'Name':<{name_width}} {extra}{cols}")
        else:
            lines += ["", f"{'Rank':<5}{'No.':>4}{cols}  (tie-breaks continued)"]
        for r in table.rows:
            vals = "".join(f"{_cell(table, r, c, short=True):>{max(len(c), 7) + 1}}" for c in group)
            if i == 0:
                extra = (f"{format_points(r.points):>9} {_value(r.game_points):>8}" if team
                         else f"{r.rating or '':>7} {format_points(r.points):>7}")
                lines.append(f"{_rank(r):<5}{r.start_number:>4} {r.name[:name_width]:<{name_width}} {extra}{vals}")
            else:
                lines.append(f"{_rank(r):<5}{r.start_number:>4}{vals}")
    if len(table.computed) < len(table.tiebreaks):
        lines.append("n/c: not computed by swisscheck; n/a: not applied (after a code not computed)")
    lines.append("")
    lines += difference_lines(table)
    return "\n".join(line.rstrip() for line in lines) + "\n"


def difference_lines(table: StandingsTable) -> list[str]:
    """The published ranks checked: none in the file, all as the regulations give, or each that differs."""
    if not any(r.published_rank is not None for r in table.rows):
        team = any(r.game_points is not None for r in table.rows)
        return [f"Published ranks: the file gives none ({'310' if team else '001'} rank column blank)."]
    if not table.differences:
        return ["Published ranks: every one is as the regulations give."]
    lines = [f"Published ranks that differ from the regulations ({len(table.differences)}):"]
    for d in table.differences:
        lines += textwrap.wrap(f"{d.start_number} {d.name}: {d.reason}", WIDTH, initial_indent="  ",
                               subsequent_indent="    ")
    return lines


def render_standings_json(table: StandingsTable) -> str:
    """The standings as JSON (``schema`` first; numbers as JSON numbers)."""
    return versioned(table)


def _esc(value: object) -> str:
    """Any value as HTML text, escaped (quotes too)."""
    return escape(str(value), quote=True)


def standings_html_table(table: StandingsTable, team: bool, link: bool = True) -> str:
    """The standings table (HTML): rank, competitor, rating or game points, points, the declared tie-breaks,
    and the published rank when the file gives one (a differing one marked)."""
    published = any(r.published_rank is not None for r in table.rows)
    differing = {d.start_number for d in table.differences}
    heads = ("<th>Team (no., name)<th class=n>Match points<th class=n>Game points" if team
             else "<th>Player (start no., name)<th class=n>Rating<th class=n>Points")
    heads += "".join(f'<th class=n title="{_esc(code_words(table, c))}">{_esc(c)}' for c in table.tiebreaks)
    heads += "<th class=n>Published rank" if published else ""
    rows = []
    for r in table.rows:
        who = _esc(f"{r.start_number} {r.name}")
        who = f'<a href="#player-{r.start_number}">{who}</a>' if link else who
        points = (f"<td class=n>{format_points(r.points)}<td class=n>{_value(r.game_points)}" if team
                  else f"<td class=n>{r.rating or ''}<td class=n>{format_points(r.points)}")
        cells = "".join("<td class=n>" + _cell(table, r, c) for c in table.tiebreaks)
        mark = r.start_number in differing
        cells += (f'<td class="n{" d" if mark else ""}">{"" if r.published_rank is None else r.published_rank}'
                  if published else "")
        rows.append(f'<tr><td class=n>{_rank(r)}<td>{who}{points}{cells}')
    return (f'<table class=standings id="standings-{table.round}"><tr><th class=n>Rank{heads}{"".join(rows)}'
            "</table>")


def standings_html_notes(table: StandingsTable) -> str:
    """The rules applied, the notes and how many published ranks differ, as one paragraph above the table."""
    dated = (f"start date {table.start_date.isoformat()}" if table.start_date is not None
             else "no start date in the file: the edition in force today")
    text = f"<p class=rules>Tie-breaks by the {_esc(table.rules)}; {_esc(dated)}."
    text += "".join(f" {_esc(n)}" for n in table.notes)
    if table.differences:
        count = len(table.differences)
        text += (f" {count} published rank{'s differ' if count > 1 else ' differs'} from the regulations: marked in "
                 "the last column, with the reasons below the table.")
    return text + "</p>"


def standings_html_differences(table: StandingsTable) -> str:
    """The published ranks that differ, each with its reason, below the table (folded when there are many)."""
    if not table.differences:
        return ""
    count = len(table.differences)
    return (f'<details{" open" if count <= 10 else ""}><summary>Published ranks that differ from the regulations '
            f"({count})</summary><ul class=differences>"
            + "".join(f"<li>{_esc(f'{d.start_number} {d.name}: {d.reason}')}" for d in table.differences)
            + "</ul></details>")
