"""What the tie-breaks of a round are computed from (``Event``), and the facts of a round every tie-break reads:
its points in the tie-break's kind, a draw's and a win's, the PAB, a voluntary unplayed round (C.07 16.1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from checker.tournament.c07 import E2026, Edition
from checker.tournament.standings import ZERO, Outcome, Results
from checker.tournament.tiebreak_codes import TieBreak


@dataclass(frozen=True)
class Event:
    """What the tie-breaks of a round are computed from: every competitor's rounds, ratings, the scoring, the
    edition of C.07 in force."""

    results: Results
    ratings: Mapping[int, int | None]
    round_number: int
    """The standings after this round (1..)."""
    total_rounds: int
    """The rounds of the event (Fore Buchholz reads the last round as a draw only in the standings after it)."""
    win: Decimal = Decimal(1)
    """A round won: a game's points for a player, a match's match points for a team (362)."""
    draw: Decimal = Decimal("0.5")
    edition: Edition = E2026
    game_win: Decimal = Decimal(1)
    """A team's match won on every board, in game points (``:GP``)."""
    game_draw: Decimal = Decimal("0.5")
    """A team's match drawn on every board, in game points (``:GP``)."""


def rounds_of(event: Event, n: int) -> tuple[Outcome, ...]:
    """Competitor ``n``'s rounds 1..R."""
    return tuple(event.results[n][:event.round_number])


def round_points(event: Event, o: Outcome, tb: TieBreak) -> Decimal:
    """What the round gave in the tie-break's points: game points of a team's match with ``:GP``."""
    return (o.game_points or ZERO) if tb.points == "GP" else o.points


def draw_of(event: Event, tb: TieBreak) -> Decimal:
    """A drawn round in the tie-break's points (a team's game points: a draw on every board)."""
    return event.game_draw if tb.points == "GP" else event.draw


def win_of(event: Event, tb: TieBreak) -> Decimal:
    """A round won in the tie-break's points."""
    return event.game_win if tb.points == "GP" else event.win


def is_pab(o: Outcome) -> bool:
    """The pairing-allocated bye (C.07 16.2.1)."""
    return o.opponent is None and "U" in o.results


def voluntary(o: Outcome, event: Event) -> bool:
    """A voluntary unplayed round (C.07 16.2.4-16.2.5: a half- or zero-point bye, a forfeit loss, an absence):
    not played, not the PAB, and worth less than a win (a forfeit win or a full-point bye is not voluntary)."""
    return not o.played and not is_pab(o) and o.points < event.win


def met_over_the_board(o: Outcome, results: Results) -> bool:
    """A game played over the board against a competitor of the file."""
    return o.played and o.opponent is not None and o.opponent in results
