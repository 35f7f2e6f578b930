"""The tie-breaks on ratings (C.07 10: ARO, TPR, PTP, APRO, APPO) and the averages over the opponents met
(AOB, C.07 8.2), with the conversion tables of the Rating Regulations (B.02 8.1).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from checker.tournament.rating_tables import expected_score, score_difference
from checker.tournament.standings import ZERO, Values
from checker.tournament.tiebreak_codes import TieBreak
from checker.tournament.tiebreak_event import Event, met_over_the_board, rounds_of


def precision(rounds: int) -> Decimal:
    """The decimals of an average of Buchholz: enough to tell every value apart at this many rounds."""
    return Decimal("0.01") if rounds < 9 else Decimal("0.001") if rounds < 27 else Decimal("0.0001")


def average_of(event: Event, values: Values, quantum: Decimal) -> Values:
    """The mean of a value over the opponents met over the board (opponents without one are left out)."""
    out: Values = {}
    for n in event.results:
        found = [v for o in rounds_of(event, n) if met_over_the_board(o, event.results) and o.opponent is not None
                 and (v := values.get(o.opponent)) is not None]
        out[n] = (sum(found, ZERO) / len(found)).quantize(quantum, ROUND_HALF_UP) if found else None
    return out


def rated(event: Event) -> bool:
    """Every competitor has a rating (otherwise the rating tie-breaks have no value: C.07 10, an unrated
    participant's rating is for the tournament's regulations to set)."""
    return all(event.ratings.get(n) for n in event.results)


_GAME_POINTS = {"1": Decimal(1), "W": Decimal(1), "=": Decimal("0.5"), "D": Decimal("0.5"), "0": ZERO, "L": ZERO}
"""A game played over the board and what it gives for a performance rating (1, ½, 0, whatever the scoring)."""


def _opponents(event: Event, tb: TieBreak, n: int) -> list[tuple[int, Decimal]]:
    """The ratings of the opponents met over the board, one per game played (a Double-Swiss match: two), and the
    rating points scored in each, cut as the modifiers say (the lowest ratings first, then with ``Mn`` the
    highest)."""
    met = sorted(((event.ratings.get(o.opponent) or 0, _GAME_POINTS[code]) for o in rounds_of(event, n)
                  if met_over_the_board(o, event.results) and o.opponent is not None
                  for code in o.results if code in _GAME_POINTS), key=lambda x: x[0])
    low = min(tb.cut, event.round_number)
    high = min(tb.cut, event.round_number - low) if tb.median else 0
    return met[low:len(met) - high] if high else met[low:]


def _mean_rating(ratings: list[int]) -> int:
    """The average rating, rounded half up (C.07 10.1)."""
    return int((Decimal(sum(ratings)) / len(ratings)).quantize(Decimal(1), ROUND_HALF_UP))


def _tpr(ratings: list[int], score: Decimal) -> int:
    """TPR (C.07 10.2): ARO plus the rating difference of the percentage scored (B.02 8.1.1)."""
    percent = int((score * 100 / len(ratings)).quantize(Decimal(1), ROUND_HALF_UP))
    return _mean_rating(ratings) + score_difference(percent)


def _ptp(ratings: list[int], score: Decimal) -> int:
    """PTP (C.07 10.3): the lowest rating whose expected score against the opponents is at least the score
    (B.02 8.1.2); no point scored: the lowest opponent's rating less 800."""
    if score == 0:
        return min(ratings) - 800
    low, high = min(ratings) - 801, max(ratings) + 800
    if sum((expected_score(high, r) for r in ratings), ZERO) < score:
        return high
    while high - low > 1:
        middle = (low + high) // 2
        if sum((expected_score(middle, r) for r in ratings), ZERO) >= score:
            high = middle
        else:
            low = middle
    return high


def rating_values(event: Event, tb: TieBreak) -> Values:
    """ARO, TPR, PTP over the opponents met over the board (C.07 10); no value without such a game, and for
    nobody when a competitor of the event has no rating."""
    if not rated(event):
        return {n: None for n in event.results}
    out: Values = {}
    for n in event.results:
        met = _opponents(event, tb, n)
        ratings = [r for r, _ in met]
        score = sum((p for _, p in met), ZERO)
        if not ratings:
            out[n] = None
            continue
        value = (_mean_rating(ratings) if tb.name == "ARO" else _tpr(ratings, score) if tb.name == "TPR"
                 else _ptp(ratings, score))
        out[n] = Decimal(value)
    return out
