"""The standings of an event after a round under the C.07 edition in force, and the published ranks checked.

One computation behind ``swisscheck standings``, the HTML report's standings tables and ``checker.api``: every
competitor's rounds (``tournament.standings.Outcome``) ranked by points, then by the declared tie-breaks up to the
first one not computed (C.07 4.2: "moving to the next in the list whenever a persisting tie cannot be broken"),
their values computed under the edition of C.07 in force at the event's start date (042; an undated file: the
edition in force today). A rank column in the 001 lines is checked in the standings after the last round: a
published rank outside the place the regulations give (a shared place spans its competitors) is a difference,
told in one sentence.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date

from checker.models import Frozen, Tournament
from checker.tournament.c07 import Edition, edition_on
from checker.tournament.dates import start_date
from checker.tournament.scoring import format_points
from checker.tournament.standings import Outcome, standings_after
from checker.tournament.summary import Points
from checker.tournament.tiebreak_codes import LOWER_FIRST, TieBreak, declared_codes, parse
from checker.tournament.tiebreak_event import Event
from checker.tournament.tiebreaks import tiebreak_columns


class Row(Frozen):
    """One competitor in the standings: rank (shared when equal on points and every tie-break computed)."""

    rank: int
    shared: bool
    start_number: int
    name: str
    rating: int | None
    points: Points
    game_points: Points | None = None
    """A team's game points (None for a player)."""
    tiebreaks: dict[str, Points | None]
    """Declared code -> value (None: no value for this competitor, or the tie-break is not computed)."""
    published_rank: int | None
    """The rank column of the file (001 columns 86-89; a team's 310 record), None when the file has none."""


class Difference(Frozen):
    """A published rank the regulations do not give, and why in one sentence."""

    start_number: int
    name: str
    published_rank: int
    rank: int
    shared: bool
    reason: str


class StandingsTable(Frozen):
    """The standings after ``round``: the rules applied (edition of C.07, and how it was chosen), the tie-breaks
    declared and which are computed, the rows in rank order, the published ranks that differ."""

    file: str
    rules: str
    """The edition applied, named: "FIDE Tie-Break Regulations (C.07), applied from 1 March 2026"."""
    edition: str
    """``2009`` (before 1 April 2024: the virtual opponent), ``2024`` or ``2026``."""
    start_date: date | None
    """The event's start date (042) that chose the edition; None: undated, today's edition."""
    round: int
    tiebreaks: tuple[str, ...]
    """The codes as declared (202, else 212 without PTS) or given with ``--tiebreaks``."""
    tiebreaks_from: str = ""
    """Where the codes come from: ``202`` or ``212`` (the file), ``--tiebreaks`` (the caller), "" (none)."""
    computed: tuple[str, ...]
    """The codes that rank the standings: the declared ones up to the first not computed."""
    notes: tuple[str, ...]
    """Sentences for the reader: an undated file, a code not computed, an edition not computed."""
    rows: tuple[Row, ...]
    differences: tuple[Difference, ...]


def choose_edition(tournament: Tournament, today: date) -> tuple[Edition, date | None]:
    """The C.07 edition in force at the event's start date (042), else the one in force ``today``."""
    start = start_date(tournament)
    return edition_on(start or today), start


def _declared_in(tournament: Tournament) -> str:
    """The record the file declares its tie-breaks in: ``202``, else ``212`` (as :func:`declared_codes` reads)."""
    return "202" if any(r.code == "202" and r.text[4:].strip() for r in tournament.headers) else "212"


def _ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _notes(edition: Edition, start: date | None, today: date, tiebreaks: Sequence[TieBreak]) -> list[str]:
    """What the reader must know about the rules applied and the tie-breaks not computed."""
    notes = []
    if start is None:
        notes.append(f"The file gives no start date (042): the edition in force today ({today.isoformat()}) is "
                     "applied.")
    if not edition.computed and tiebreaks:
        notes.append(f"Tie-breaks under the {edition.title} are not computed: the standings rank by points only.")
    if edition.virtual_opponent and tiebreaks:
        notes.append("The event started before 1 April 2024: unplayed rounds follow the older rules (a virtual "
                     "opponent, Congress 2009), as quoted in docs/interpretations-tiebreaks.md; no other "
                     "implementation was found to measure them against.")
    stopped = next((t for t in tiebreaks if not t.computed), None)
    if stopped is not None and edition.computed:
        notes.append(f"{stopped.code} is not a tie-break swisscheck computes: the standings rank by the "
                     "tie-breaks before it, and the ones after it are not applied.")
    return notes


def _reason(row: Row, other: Row, computed: Sequence[str]) -> str:
    """Why ``row`` ranks where it does against ``other``, who holds the published place: the first value that
    differs, after those that are equal."""
    equal: list[str] = []
    keys = [("points", row.points, other.points)] + [(c, row.tiebreaks.get(c), other.tiebreaks.get(c))
                                                      for c in computed]
    for label, mine, theirs in keys:
        if mine != theirs:
            shown = [("–" if v is None else format_points(v)) for v in (mine, theirs)]
            named = ", ".join(equal[:-1]) + f" and {equal[-1]}" if len(equal) > 1 else "".join(equal)
            head = f"equal on {named}, " if equal else ""
            return (f"{head}{label} {shown[0]} against {shown[1]} for {other.start_number} {other.name}"
                    .rstrip())
        equal.append(label)
    return "equal on points and every tie-break"


def _differences(rows: Sequence[Row], computed: Sequence[str]) -> list[Difference]:
    """Each published rank outside the competitor's place (a shared place: any rank it spans)."""
    span: dict[int, int] = {}
    for r in rows:
        span[r.rank] = span.get(r.rank, 0) + 1
    out = []
    for row in rows:
        published = row.published_rank
        if published is None or row.rank <= published < row.rank + span[row.rank]:
            continue
        other = rows[min(max(published, 1), len(rows)) - 1]
        place = f"{_ordinal(row.rank)}{' (shared)' if span[row.rank] > 1 else ''}"
        reason = (f"published {_ordinal(published)}, the regulations give {place}: "
                  f"{_reason(row, other, computed)}")
        out.append(Difference(start_number=row.start_number, name=row.name, published_rank=published, rank=row.rank,
                              shared=span[row.rank] > 1, reason=reason))
    return out


def standings_table(tournament: Tournament, results: Mapping[int, Sequence[Outcome]], round_number: int, *,
                    file: str = "", codes: Sequence[str] | None = None, names: Mapping[int, str] | None = None,
                    ratings: Mapping[int, int | None] | None = None, today: date | None = None,
                    edition: Edition | None = None, check_ranks: bool = True,
                    boards: int | None = None) -> StandingsTable:
    """The standings after ``round_number`` under the C.07 edition in force (or ``edition``), ranked by points and
    ``codes`` (default: the file's 202/212), with the published ranks checked after the last round; ``boards``:
    a team's boards per match (default: the 352 sequence's length), what a match is worth in game points."""
    today = today or date.today()
    chosen, start = choose_edition(tournament, today)
    edition = edition or chosen
    team = bool(tournament.teams)
    tiebreaks = [parse(c, team) for c in (codes if codes is not None else declared_codes(tournament))]
    source = "--tiebreaks" if codes is not None else _declared_in(tournament) if tiebreaks else ""
    names = names if names is not None else {p.start_number: p.name for p in tournament.players}
    ratings = ratings if ratings is not None else {p.start_number: p.rating for p in tournament.players}
    scoring = tournament.scoring
    if boards is None:
        boards = len((tournament.board_colours or "").strip()) or 1 if team else 1
    total = max(tournament.declared_rounds or 0, round_number)
    draw = max(scoring.white_draw, scoring.black_draw)
    event = Event(results=results, ratings=ratings, round_number=round_number, total_rounds=total,
                  win=tournament.team_scoring.win if team else scoring.win,
                  draw=tournament.team_scoring.draw if team else draw, edition=edition,
                  game_win=scoring.win * boards, game_draw=draw * boards)
    columns = tiebreak_columns(tiebreaks, event)
    ranking = [None if c is None else {n: None if v is None else -v for n, v in c.items()} if t.name in LOWER_FIRST
               else c for t, c in zip(tiebreaks, columns)]
    used = []
    for t, column in zip(tiebreaks, columns):
        if column is None:
            break
        used.append(t.code)
    published = ({} if not check_ranks else {t.number: t.rank for t in tournament.teams} if team
                 else {p.start_number: p.rank for p in tournament.players})
    rows = tuple(Row(rank=s.rank, shared=s.shared, start_number=s.start_number,
                     name=names.get(s.start_number, ""), rating=ratings.get(s.start_number) or None, points=s.points,
                     game_points=s.game_points,
                     tiebreaks={t.code: None if c is None else c.get(s.start_number)
                                for t, c in zip(tiebreaks, columns)},
                     published_rank=published.get(s.start_number))
                 for s in standings_after(results, ratings, round_number, ranking))
    return StandingsTable(file=file, rules=edition.title, edition=edition.key,
                          start_date=start, round=round_number, tiebreaks=tuple(t.code for t in tiebreaks),
                          tiebreaks_from=source,
                          computed=tuple(used), notes=tuple(_notes(edition, start, today, tiebreaks)), rows=rows,
                          differences=tuple(_differences(rows, used)))
