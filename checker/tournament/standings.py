"""Standings after each round and the crosstable, from every competitor's rounds as the standings count them.

A competitor's round is an :class:`Outcome`: the opponent, the colour, the result codes, the points the
round gave. An individual event reads them from the round blocks (:func:`individual_results`), one TRF
column per round, or several per round (Double-Swiss: a match of two games, C.04.5); a system whose
competitors are not the ``001`` lines (Team: match and game points from the team records) gives its own
(``systems.capabilities.ScoresRounds``). Points come from the result codes under the file's scoring
(``tournament.scoring``), never the points column, which may hold acceleration; a round without a block is a
zero-point bye (TRF16: blank ≡ Z). Equal competitors share a rank (shown ``3=``) and are listed by rating,
then start number. What ranks them after the points: the tie-breaks the file declares
(``tournament.tiebreaks``), as far as swisscheck computes them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Literal

from checker.models import Colour, Frozen, ResultCode, ScoringSystem, Tournament
from checker.tournament.rounds import column_entries
from checker.tournament.scoring import entry_points

Float = Literal["up", "down", ""]
"""A float of a game played (General Handling: the opponent had more points, or fewer, before the round)."""
WIN_CODES = frozenset({"1", "+", "W"})
"""Result codes of a game won, over the board or by forfeit."""
ZERO = Decimal(0)


class Outcome(Frozen):
    """One competitor's round as the standings count it (a match of several games is one round)."""

    round: int
    opponent: int | None = None
    colour: Colour | None = None
    """The colour of the round's first game (a team: its first board's)."""
    results: tuple[ResultCode, ...] = ()
    """The round's result codes, one per game (a team's match: none, its points say it)."""
    points: Decimal = ZERO
    """What the round gave: game points for a player, match points for a team."""
    game_points: Decimal | None = None
    """A team's game points in the match (None for a player)."""
    played: bool = False
    """Played over the board (a forfeit, a bye or an absence is not; a match of two games: at least one game
    played, Double-Swiss 0)."""
    wins: int = 0
    """Games (a team: matches) that gave a win's points, played or not."""
    wins_played: int = 0
    """Games (a team: matches) won over the board."""
    board_points: tuple[Decimal, ...] = ()
    """A team's game points on each board of the match, board 1 first (the board tie-breaks, C.07 12); () for a
    player."""


Results = Mapping[int, Sequence[Outcome]]
"""Start number (a team: its number) -> its rounds 1..n."""
Values = dict[int, Decimal | None]
"""Number -> a tie-break's value (None: no value for this competitor, e.g. DE where not everyone tied met)."""


class Standing(Frozen):
    """One row of the standings after a round: rank (shared when every ranking value is equal), number, points."""

    rank: int
    shared: bool
    start_number: int
    points: Decimal
    game_points: Decimal | None = None
    """A team's game points (None for a player)."""
    tiebreaks: tuple[Decimal | None, ...] = ()
    """The declared tie-breaks' values, in the declared order (None: not computed)."""


class Cell(Frozen):
    """One competitor's round in the crosstable: the outcome, its float, the points before it."""

    outcome: Outcome
    float: Float = ""
    points_before: Decimal = ZERO


def _win(scoring: ScoringSystem) -> Decimal:
    """The points of a win (a bye worth this much counts as won)."""
    return max(scoring.white_win, scoring.black_win)


def individual_results(tournament: Tournament, rounds: int, columns: int = 1) -> dict[int, tuple[Outcome, ...]]:
    """Start number -> rounds 1..``rounds``, each made of ``columns`` consecutive TRF columns (Double-Swiss: 2)."""
    win = _win(tournament.scoring)
    out: dict[int, tuple[Outcome, ...]] = {}
    for p in tournament.players:
        entries = column_entries(p, rounds * columns)
        outcomes = []
        for r in range(1, rounds + 1):
            games = entries[(r - 1) * columns:r * columns]
            points = [entry_points(tournament.scoring, e) for e in games]
            won = [e is not None and (e.result in WIN_CODES or (e.opponent is None and g >= win))
                   for e, g in zip(games, points)]
            first = next((e for e in games if e is not None and e.opponent is not None), None)
            # Double-Swiss 0 (Preface): a match is forfeited only when a player forfeits both games; otherwise
            # it is regularly played and, for tie-breaks and standings, a single forfeited game counts as played
            played = any(e is not None and e.is_played for e in games)
            outcomes.append(Outcome(
                round=r, opponent=first.opponent if first else None, colour=first.colour if first else None,
                results=tuple(e.result if e is not None else "" for e in games), points=sum(points, ZERO),
                played=played, wins=sum(won), wins_played=sum(won) if played else 0))
        out[p.start_number] = tuple(outcomes)
    return out


def points_after(results: Results, rounds: int) -> dict[int, tuple[Decimal, ...]]:
    """Number -> points after each round 1..``rounds`` (index k-1: after round k)."""
    out: dict[int, tuple[Decimal, ...]] = {}
    for n, outcomes in results.items():
        total, after = ZERO, []
        for o in outcomes[:rounds]:
            total += o.points
            after.append(total)
        out[n] = tuple(after)
    return out


def score(points: Mapping[int, Sequence[Decimal]], number: int, round_number: int) -> Decimal:
    """Points of a competitor after ``round_number`` (0: before round 1)."""
    return points[number][round_number - 1] if round_number > 0 else ZERO


def _keys(columns: Sequence[Values | None], numbers: Sequence[int]) -> dict[int, tuple[Decimal, ...]]:
    """Number -> the tie-break values that rank it, up to the first tie-break not computed (no value: lowest)."""
    usable: list[Values] = []
    for column in columns:
        if column is None:
            break
        usable.append(column)
    low = Decimal(-1)
    return {n: tuple(low if (v := c.get(n)) is None else v for c in usable) for n in numbers}


def standings_after(results: Results, ratings: Mapping[int, int | None], round_number: int,
                    tiebreaks: Sequence[Values | None] = ()) -> tuple[Standing, ...]:
    """The standings after ``round_number`` (0: before round 1): points, then the tie-breaks in order up to the
    first not computed; equals share the rank and are listed by rating, then number."""
    points = points_after(results, round_number)
    totals = {n: score(points, n, round_number) for n in results}
    keys = _keys(tiebreaks, list(results))
    games = game_points_after(results, round_number)

    value = {n: (totals[n], *keys[n]) for n in results}
    """What ranks a competitor: points, then the tie-breaks."""
    order = sorted(results, key=lambda n: (tuple(-v for v in value[n]), -(ratings.get(n) or 0), n))
    ranks: list[int] = []
    for i, n in enumerate(order):
        ranks.append(ranks[-1] if i and value[order[i - 1]] == value[n] else i + 1)
    sizes = Counter(ranks)
    return tuple(Standing(rank=rank, shared=sizes[rank] > 1, start_number=n, points=totals[n],
                          game_points=games[n], tiebreaks=tuple(None if c is None else c.get(n) for c in tiebreaks))
                 for rank, n in zip(ranks, order))


def game_points_after(results: Results, round_number: int) -> dict[int, Decimal | None]:
    """Number -> a team's game points after the round (None for a player)."""
    return {n: None if any(o.game_points is None for o in outcomes[:round_number])
            else sum((o.game_points or ZERO for o in outcomes[:round_number]), ZERO)
            for n, outcomes in results.items()}


def crosstable(results: Results, rounds: int) -> dict[int, tuple[Cell, ...]]:
    """Number -> one cell per round 1..``rounds``: the outcome, the points before it, the float of a game played."""
    points = points_after(results, rounds)
    table: dict[int, tuple[Cell, ...]] = {}
    for n, outcomes in results.items():
        cells = []
        for o in outcomes[:rounds]:
            mine = score(points, n, o.round - 1)
            drift: Float = ""
            if o.played and o.opponent is not None and o.opponent in points:
                theirs = score(points, o.opponent, o.round - 1)
                drift = "up" if theirs > mine else "down" if theirs < mine else ""
            cells.append(Cell(outcome=o, float=drift, points_before=mine))
        table[n] = tuple(cells)
    return table
