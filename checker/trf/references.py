"""Cross-record consistency, checked once in the reader: what a record mentions must exist.

Every team a team record (300, 320, 330) names has a 310 (or 013) record; every player a board
(300), a bye (240), a prohibited pairing (260) or an abnormal points record (299) names is a
start number (or, where TRF-2026 allows it, a team number); team numbers are unique. Round numbers
must lie within the file's rounds: the declared number (142/XXR) or the round columns of the 001
lines, plus the round about to be paired (two columns for a Double-Swiss match). A later step
would otherwise meet a team it does not know (a KeyError) or walk every round up to a ``240 H 999``.

Errors are :class:`TRFError` at the record's line, column and field; a team listing a player with
no 001 record is only a warning (the team's other players are read as usual).
"""

from __future__ import annotations

from collections.abc import Iterable

from checker.models import Tournament
from checker.trf.errors import TRFError, TRFWarning
from checker.trf.source import SourceMap


def _column(text: str, first: int, stride: int, value: int, skip: int = 0) -> int:
    """The column of the ``skip``-th field (after skipping) holding ``value`` in a run of fixed-width fields."""
    column = first
    seen = 0
    while column <= len(text):
        field = text[column - 1 : column - 1 + stride - 1].strip()
        if field.isdigit() and int(field) == value:
            if seen == skip:
                return column
            seen += 1
        column += stride
    return first


class _Checker:
    """The names a file gives (players, teams, rounds) and the lines to blame."""

    def __init__(self, tournament: Tournament, source: SourceMap, lines: tuple[str, ...]) -> None:
        self.t = tournament
        self.source = source
        self.text = lines
        self.players = {p.start_number for p in tournament.players}
        modern = [t for t in tournament.teams if t.source == "310"]
        self.teams = {t.number for t in (modern or tournament.teams)}
        columns = tournament.round_columns
        declared = tournament.declared_rounds
        ahead = 2 if "DOUBLESWISS" in (tournament.system_code or "").upper() else 1
        self.limit = max(declared or 0, columns + ahead)
        parts = [f"{tournament.rounds_source} declares {declared}"] if declared is not None else []
        parts.append(f"the player records hold {columns} round column{'s' if columns != 1 else ''}")
        self.why = " and ".join(parts)

    def line(self, field: str, index: int) -> int:
        """The line of record ``index`` of a tournament field."""
        return self.source.lines[field][index]

    def error(self, number: int, column: int, field: str, message: str) -> TRFError:
        """A TRFError at a line of the file."""
        return TRFError(self.source.file, number, column, field, message)

    def round(self, number: int, column: int, value: int) -> None:
        """A round a record names must be one of the file's rounds (or the one about to be paired)."""
        if value > self.limit:
            raise self.error(number, column, "round", f"round {value} is past the tournament's rounds ({self.why})")

    def range_start(self, number: int, column: int, value: int) -> None:
        """The first round of a 250/260 range: past the declared rounds it can never apply (a range
        may reach past the rounds played so far: the rest of the tournament)."""
        declared = self.t.declared_rounds
        if declared is not None and value > max(declared, self.limit):
            raise self.error(number, column, "round", f"round {value} is past the tournament's rounds ({self.why})")

    def team(self, number: int, column: int, value: int, what: str = "team") -> None:
        """A team number a record names must have its team record."""
        if value not in self.teams:
            found = "310" if any(t.source == "310" for t in self.t.teams) else "310 or 013"
            raise self.error(number, column, what, f"team {value} has no {found} record")

    def ids(self, field: str, index: int, values: Iterable[int], first: int, what: str) -> None:
        """Ids of a 240/260/299 record: start numbers of players, or team numbers (TRF-2026: either)."""
        number = self.line(field, index)
        seen: dict[int, int] = {}
        for value in values:
            if value not in self.players and value not in self.teams:
                column = _column(self.text[number - 1], first, 5, value, seen.get(value, 0))
                kind = "a player's start number or a team number" if self.teams else "a player's start number"
                raise self.error(number, column, "id", f"{value} is not {kind} ({what})")
            seen[value] = seen.get(value, 0) + 1

    def check(self) -> list[TRFWarning]:
        """Raise at the first record naming what does not exist; return the warnings."""
        t = self.t
        warnings = self.check_teams()
        for i, bye in enumerate(t.byes):
            self.round(self.line("byes", i), 7, bye.round)
            self.ids("byes", i, bye.ids, 11, "240 bye")
        for i, acc in enumerate(t.acceleration):
            self.range_start(self.line("acceleration", i), 15, acc.first_round)
        for i, rule in enumerate(t.prohibited):
            number = self.line("prohibited", i)
            if self.text[number - 1].startswith("260"):
                self.range_start(number, 5, rule.first_round)
                self.ids("prohibited", i, rule.ids, 13, "260 prohibited pairing")
        for i, record in enumerate(t.abnormal_points):
            if record.round:
                self.round(self.line("abnormal_points", i), 20, record.round)
            self.ids("abnormal_points", i, record.ids, 24, "299 abnormal points")
        for i, lineup in enumerate(t.lineups):
            number = self.line("lineups", i)
            self.round(number, 5, lineup.round)
            self.team(number, 9, lineup.team)
            if lineup.opponent:
                self.team(number, 13, lineup.opponent, "opponent team")
            for b, start in enumerate(lineup.boards):
                if start and start not in self.players:
                    raise self.error(number, 17 + 5 * b, "id",
                                     f"board {b + 1}: {start} is not the start number of any player")
        if t.team_pab is not None:
            number = self.source.lines["team_pab"][0]
            for k, team in enumerate(t.team_pab.teams, start=1):
                if team:
                    self.round(number, 15 + 4 * (k - 1), k)
                    self.team(number, 15 + 4 * (k - 1), team)
        for i, match in enumerate(t.forfeited_matches):
            number = self.line("forfeited_matches", i)
            self.round(number, 8, match.round)
            self.team(number, 12, match.white, "white team")
            self.team(number, 16, match.black, "black team")
            if match.white == match.black:
                raise self.error(number, 16, "black team", f"team {match.white} cannot forfeit a match against itself")
        return warnings

    def check_teams(self) -> list[TRFWarning]:
        """Team numbers are unique (310); a member without a 001 record is a warning."""
        warnings: list[TRFWarning] = []
        first: dict[int, int] = {}
        for i, team in enumerate(self.t.teams):
            number = self.line("teams", i)
            if team.source == "310":
                if team.number in first:
                    raise self.error(number, 5, "team", f"team number {team.number} is already used on line "
                                     f"{first[team.number]}")
                first[team.number] = number
            start = 74 if team.source == "310" else 37
            for start_number in team.players:
                if start_number not in self.players:
                    column = _column(self.text[number - 1], start, 5, start_number)
                    warnings.append(TRFWarning(file=self.source.file, line=number, column=column, field="team player",
                                               message=f"team {team.number} lists {start_number}, who has no 001 "
                                               "record (ignored)"))
        return warnings


def check_references(tournament: Tournament, source: SourceMap, lines: tuple[str, ...]) -> list[TRFWarning]:
    """Raise :class:`TRFError` at the first record naming a player, team or round the file does not
    have; return the warnings (team members without a 001 record). ``lines`` is the file's text."""
    return _Checker(tournament, source, lines).check()
