"""The tie-breaks of team events on the boards (C.07 12: BC, TBR, BBE) and the score strength combination
(C.07 13.4: SSSC), computed from each match's board points (``Outcome.board_points``).

BC is a sum (lower ranks first); TBR and BBE are places among a group tied on everything before them (1 for
the first, 0 for every member of a group they do not separate), as DE. The readings are in
docs/interpretations-tiebreaks.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal

from checker.tournament.buchholz import Scores, buchholz_values
from checker.tournament.standings import ZERO, Values
from checker.tournament.tiebreak_codes import TieBreak
from checker.tournament.tiebreak_event import Event, round_points, rounds_of


def board_totals(event: Event, n: int) -> tuple[Decimal, ...]:
    """Team ``n``'s game points on each board over rounds 1..R, board 1 first."""
    totals: list[Decimal] = []
    for o in rounds_of(event, n):
        totals += [ZERO] * (len(o.board_points) - len(totals))
        for i, p in enumerate(o.board_points):
            totals[i] += p
    return tuple(totals)


def board_count(event: Event) -> Values:
    """BC (C.07 12.1): each board's game points times the board's number, summed (lower ranks first)."""
    return {n: sum((i * p for i, p in enumerate(board_totals(event, n), start=1)), ZERO) for n in event.results}


def _board_key(event: Event, tb: TieBreak, n: int) -> tuple[Decimal, ...]:
    """What TBR and BBE compare, most significant first. TBR (12.2): the points on board 1, then on board 2, ...
    BBE (12.3): the points without the bottom board, then without the two bottom boards, ..."""
    totals = board_totals(event, n)
    if tb.name == "TBR":
        return totals
    return tuple(sum(totals[:k], ZERO) for k in range(len(totals) - 1, -1, -1))


def board_places(event: Event, tb: TieBreak, ties: Mapping[int, tuple[Decimal, ...]]) -> Values:
    """TBR / BBE within each group equal on points and the tie-breaks before it (``ties``): the place, 1 for the
    first, teams equal on every board sharing it; 0 for every member of a group the boards do not separate."""
    groups: dict[tuple[Decimal, ...], list[int]] = {}
    for n in sorted(event.results):
        groups.setdefault(ties[n], []).append(n)
    out: Values = {}
    for members in groups.values():
        keys = {n: _board_key(event, tb, n) for n in members}
        split = len(set(keys.values())) > 1
        for n in members:
            out[n] = Decimal(1 + sum(keys[m] > keys[n] for m in members)) if split else ZERO
    return out


def _divisor(event: Event, tb: TieBreak) -> Decimal:
    """SSSC's divisor: the most a team can score in the other kind of points over the rounds, per point of the
    ranking kind, rounded down (match points ranking: win x R / a match won on every board; game points ranking:
    a match won on every board x R / win); at least 1."""
    rounds = Decimal(event.round_number)
    ratio = event.win / event.game_win if tb.points != "GP" else event.game_win / event.win
    return max((ratio * rounds).to_integral_value(rounding=ROUND_FLOOR), Decimal(1))


def score_strength(event: Event, tb: TieBreak, scores: Scores) -> Values:
    """SSSC (C.07 13.4): the team's points of the other kind (game points when match points rank) plus its
    Buchholz in the ranking kind divided by ``_divisor``, to two decimals (half up)."""
    buchholz = buchholz_values(event, tb.model_copy(update={"name": "BH"}), scores)
    other = tb.model_copy(update={"points": "MP" if tb.points == "GP" else "GP"})
    divisor = _divisor(event, tb)
    out: Values = {}
    for n in event.results:
        bh = buchholz.get(n)
        own = sum((round_points(event, o, other) for o in rounds_of(event, n)), ZERO)
        out[n] = None if bh is None else (own + bh / divisor).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return out


def team_values(event: Event, tb: TieBreak, scores: Scores, ties: Mapping[int, tuple[Decimal, ...]]) -> Values:
    """BC, TBR, BBE or SSSC of every team after the round."""
    if tb.name == "BC":
        return board_count(event)
    if tb.name in ("TBR", "BBE"):
        return board_places(event, tb, ties)
    return score_strength(event, tb, scores)
