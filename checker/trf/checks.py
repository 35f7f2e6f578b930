"""Consistency checks of a tournament read from TRF: what becomes a warning, not an error.

The points column against the results (TRF16 001 columns 81-84: "the number of points in the
tournament standings, which depends on the scoring points system used"), the symmetry of the
round blocks (A meets B with White if and only if B meets A with Black), the number of round
columns against 142/XXR, and separator columns that should be blank (misaligned data).
"""

from __future__ import annotations

from decimal import Decimal

from checker.models import Player, RoundEntry, ScoringSystem, Tournament
from checker.trf.errors import TRFWarning, shown
from checker.trf.fields import BLOCK_GAPS, GAP_NAMES
from checker.trf.scoring import points_text


def misaligned(line: str, gaps: tuple[int, ...], rounds: bool, filename: str, number: int) -> TRFWarning | None:
    """A warning at the first separator column (1-based) of ``line`` that is not blank."""
    # The usual line, every separator blank, is told by slices (the round blocks' gaps of one kind are
    # every tenth character: line[90 + g::10] holds the gap g of every block the line reaches); only a
    # line with something in a separator walks the columns in order to name the first (issue 34).
    if all(col > len(line) or line[col - 1] in " \t" for col in gaps) and (
            not rounds or not any(line[90 + g::10].strip(" \t") for g in BLOCK_GAPS)):
        return None
    columns = list(gaps)
    if rounds:
        columns += [92 + 10 * k + g - 1 for k in range((len(line) - 91 + 9) // 10) for g in BLOCK_GAPS]
    for col in columns:
        if col <= len(line) and line[col - 1] not in " \t":
            where = GAP_NAMES.get(col, f"inside round {(col - 92) // 10 + 1}")
            return TRFWarning(
                file=filename,
                line=number,
                column=col,
                field="layout",
                message=f"misaligned data: column {col} ({where}) should be blank, got {shown(line[col - 1])}"
                " (bad character encoding or a shifted field?)",
            )
    return None


def is_double_swiss(tournament: Tournament) -> bool:
    """True for a Double-Swiss tournament (192 FIDE_DOUBLESWISS*, CUSTOM_DOUBLESWISS)."""
    return "DOUBLESWISS" in (tournament.system_code or "")


def entry_points(entry: RoundEntry, scoring: ScoringSystem, double_swiss: bool) -> Decimal:
    """Points of one round column; a Double-Swiss PAB column is half of a win plus a draw.

    Double-Swiss 1.4: the PAB scores "as if the player had played a match winning a game and
    drawing the other", written as U in both columns of the match.
    """
    if double_swiss and entry.is_pab:
        return (scoring.win + max(scoring.white_draw, scoring.black_draw)) / 2
    return scoring.points(entry)


def acceleration_for(tournament: Tournament, start_number: int, rounds: tuple[int, ...]) -> set[Decimal]:
    """The acceleration points (XXA or 250) a player may have had added to the points column."""
    found: set[Decimal] = set()
    for acc in tournament.accelerated_points:
        if acc.start_number == start_number:
            for r in rounds:
                if 1 <= r <= len(acc.points) and acc.points[r - 1] is not None:
                    found.add(acc.points[r - 1])  # type: ignore[arg-type]
    for rec in tournament.acceleration:
        if rec.first_id <= start_number <= rec.last_id:
            for r in rounds:
                if rec.first_round <= r <= rec.last_round:
                    found.add(rec.points if rec.points is not None else rec.match_points)  # type: ignore[arg-type]
    return found


def points_warning(
    tournament: Tournament, player: Player, filename: str, number: int, columns: int
) -> TRFWarning | None:
    """A warning when the points column is not the sum of the results under the file's scoring.

    Tolerated, as bbpPairings does: points that include acceleration points of the round to be
    paired, and points that leave out a bye pre-entered in the last round column (``columns`` is
    the number of round columns of the file).
    """
    if player.points is None:
        return None
    ds = is_double_swiss(tournament)
    total = sum((entry_points(e, tournament.scoring, ds) for e in player.rounds), Decimal(0))
    allowed = {total}
    if tournament.teams:
        # A team file: a player's ``0000 - U`` marks his team's pairing-allocated bye (C.04.6 1.4), whose
        # match and game points are the team's (320 / a drawn match), not the player's: his points column
        # counts nothing for it (interpretations-team.md); a column that credits him the 162 value is taken too.
        credited = total
        total -= sum((entry_points(e, tournament.scoring, ds) for e in player.rounds if e.is_pab), Decimal(0))
        allowed = {total, credited}
    last = player.entry(columns) if columns else None
    if last is not None and last.opponent is None:
        allowed |= {a - entry_points(last, tournament.scoring, ds) for a in allowed}
    for extra in acceleration_for(tournament, player.start_number, (columns, columns + 1)):
        allowed |= {a + extra for a in allowed}
    if player.points in allowed:
        return None
    return TRFWarning(
        file=filename,
        line=number,
        column=81,
        field="points",
        message=f"player {player.start_number} has {points_text(player.points)} points but the results "
        f"add up to {points_text(total)} under the file's scoring",
    )


WINS = frozenset({"1", "+", "W"})
DRAWS = frozenset({"=", "D"})


def contradicting_results(own: str, other: str) -> bool:
    """True when two opponents' results of one game cannot both hold: both won, or a draw against a
    decisive result (both lost is possible: a double forfeit, or both scored 0 by the arbiter)."""
    return (own in WINS and other in WINS) or ((own in DRAWS) != (other in DRAWS) and bool(own) and bool(other))


def symmetry_warnings(
    tournament: Tournament, lines: dict[int, int], filename: str
) -> list[TRFWarning]:
    """One warning per one-sided pairing: A lists B in round r, B lists someone else or A with A's colour,
    or a result that contradicts A's (both won, a draw against a win or a loss).

    ``lines`` maps a start number to the line of its 001 record.
    """
    entries = {p.start_number: {e.round: e for e in p.rounds} for p in tournament.players}
    warnings: list[TRFWarning] = []
    for p in tournament.players:
        a = p.start_number
        for e in p.rounds:
            b = e.opponent
            if b is None or b not in entries:
                continue
            other = entries[b].get(e.round)
            if other is None:
                message = f"has no round {e.round} block"
            elif other.opponent != a:
                message = f"lists {other.opponent if other.opponent else 'no opponent'}"
            elif a > b:
                continue  # the colours and results of a pair are compared once, from its lower number
            elif e.colour is not None and e.colour == other.colour and a < b:
                message = f"also has colour {e.colour}"
            elif (e.colour is None) != (other.colour is None) and a < b:
                message = f"has colour {other.colour or '-'} against this player's {e.colour or '-'}"
            elif a < b and contradicting_results(e.result, other.result):
                message = f"has result {other.result} against this player's {e.result}"
            else:
                continue  # the usual block: no message built (every block of every file, issue 34)
            where = f"round {e.round}: player {a} lists opponent {b} (line {lines[b]}), who"
            warnings.append(TRFWarning(file=filename, line=lines[a], message=f"{where} {message}", round=e.round))
    return warnings


def rounds_warning(tournament: Tournament, filename: str, number: int | None) -> TRFWarning | None:
    """A warning when the 001 records hold more round columns than 142/XXR declare."""
    declared, columns = tournament.declared_rounds, tournament.round_columns
    if declared is None or columns <= declared:
        return None
    return TRFWarning(
        file=filename,
        line=number,
        field=tournament.rounds_source,
        message=f"the player records have {columns} round columns but "
        f"{tournament.rounds_source} declares {declared} rounds",
    )
