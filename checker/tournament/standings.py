"""Standings after each round and the crosstable of an individual event, read from the round blocks.

Points come from the result codes under the file's scoring system (``tournament.scoring``), as
:mod:`checker.tournament.scoring` counts them (never the points column, which may hold acceleration);
a round without a block is a zero-point bye (TRF16: blank ≡ Z). Players on equal points share a rank
(shown ``3=``) and are listed by rating, then start number: no tie-break is computed here.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from checker.models import Colour, Frozen, ResultCode, Tournament
from checker.tournament.rounds import column_entries
from checker.tournament.scoring import scores_before

Float = Literal["up", "down", ""]
"""A float of a game played (General Handling: the opponent had more points, or fewer, before the round)."""


class Standing(Frozen):
    """One row of the standings after a round: rank (shared on equal points), start number, points."""

    rank: int
    shared: bool
    start_number: int
    points: Decimal


class Cell(Frozen):
    """One player's round in the crosstable: opponent (None: no opponent), colour, result code, float."""

    round: int
    opponent: int | None = None
    colour: Colour | None = None
    result: ResultCode = ""
    float: Float = ""
    points_before: Decimal = Decimal(0)


def points_after(tournament: Tournament, rounds: int) -> dict[int, tuple[Decimal, ...]]:
    """Start number -> points after each round 1..``rounds`` (index k-1: after round k)."""
    return {p.start_number: scores_before(tournament.scoring, column_entries(p, rounds))[1:]
            for p in tournament.players}


def standings_after(tournament: Tournament, points: dict[int, tuple[Decimal, ...]], round_number: int) -> tuple[Standing, ...]:
    """The standings after ``round_number`` (0: before round 1): points, then rating, then start number."""
    rating = {p.start_number: p.rating or 0 for p in tournament.players}

    def score(number: int) -> Decimal:
        """Points of a player after the round."""
        return points[number][round_number - 1] if round_number > 0 else Decimal(0)

    order = sorted(points, key=lambda n: (-score(n), -rating[n], n))
    rows: list[Standing] = []
    for i, number in enumerate(order):
        rank = rows[-1].rank if rows and score(rows[-1].start_number) == score(number) else i + 1
        rows.append(Standing(rank=rank, shared=False, start_number=number, points=score(number)))
    counts: dict[int, int] = {}
    for row in rows:
        counts[row.rank] = counts.get(row.rank, 0) + 1
    return tuple(row.model_copy(update={"shared": counts[row.rank] > 1}) for row in rows)


def crosstable(tournament: Tournament, points: dict[int, tuple[Decimal, ...]], rounds: int) -> dict[int, tuple[Cell, ...]]:
    """Start number -> one cell per round 1..``rounds``: opponent, colour, result, float of a game played."""

    def before(number: int, r: int) -> Decimal:
        """Points of a player before round ``r``."""
        return points[number][r - 2] if r > 1 and number in points else Decimal(0)

    table: dict[int, tuple[Cell, ...]] = {}
    for p in tournament.players:
        cells = []
        for r, entry in enumerate(column_entries(p, rounds), start=1):
            mine = before(p.start_number, r)
            if entry is None:
                cells.append(Cell(round=r, points_before=mine))
                continue
            drift: Float = ""
            if entry.is_played and entry.opponent is not None:
                theirs = before(entry.opponent, r)
                drift = "up" if theirs > mine else "down" if theirs < mine else ""
            cells.append(Cell(round=r, opponent=entry.opponent, colour=entry.colour, result=entry.result,
                              float=drift, points_before=mine))
        table[p.start_number] = tuple(cells)
    return table
