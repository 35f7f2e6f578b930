"""Direct encounter (C.07 6) and the extended direct encounter of team events (C.07 13.3: EDE, EDET, EDEB).

A value is a place among a tied group (1 for the first; lower ranks first), 0 for every member of a group the
encounters do not separate, the representation Gacrux prints, so the numbers compare.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal

from checker.tournament.standings import ZERO, Outcome, Values
from checker.tournament.tiebreak_codes import PointType, TieBreak
from checker.tournament.tiebreak_event import Event, round_points, rounds_of, win_of

Scoring = tuple[Callable[[Outcome], Decimal], Decimal, bool]
"""What a round scores in one separate standing, what a game not played among the group could give at most, and
whether the standing applies only to a group of two (the boards of EDET/EDEB, 13.3.2)."""


def _encounters(event: Event, tb: TieBreak, scoring: Scoring,
                group: Sequence[int]) -> dict[int, tuple[Decimal, Decimal, bool]]:
    """Per member of ``group``: the points scored against the other members, the most it could have scored
    (a win against each member not met), whether it met them all (C.07 6.1)."""
    members = set(group)
    points, win, _ = scoring
    out = {}
    for n in group:
        met = {o.opponent: points(o) for o in rounds_of(event, n)
               if o.opponent in members and o.opponent != n and (o.played or tb.forfeits_played)}
        scored = sum(met.values(), ZERO)
        missing = len(members) - 1 - len(met)
        out[n] = (scored, scored + missing * win, missing == 0)
    return out


def _split(event: Event, tb: TieBreak, scoring: Scoring, group: Sequence[int]) -> dict[int, int]:
    """One separate standing of a tied group (C.07 6.1-6.3), not reapplied: the place (0-based) of each member.
    When all met, by the points scored among them; when not, a participant goes above the rest only while its
    score exceeds the most any of the rest could have scored."""
    scores = _encounters(event, tb, scoring, group)
    order = sorted(group, key=lambda n: (-scores[n][0], -scores[n][1], n))
    places: dict[int, int] = {order[0]: 0}
    if all(met for _, _, met in scores.values()):
        for i, n in enumerate(order[1:], start=1):
            places[n] = i if scores[n][0] != scores[order[i - 1]][0] else places[order[i - 1]]
    else:
        apart = True
        for i, n in enumerate(order[1:], start=1):
            apart = apart and scores[order[i - 1]][0] > max(scores[m][1] for m in order[i:])
            places[n] = i if apart else places[order[i - 1]]
    return places


def _places(event: Event, tb: TieBreak, standings: Sequence[Scoring], group: list[int],
            first: int = 0) -> dict[int, int]:
    """The place (0-based) of each member of a tied group, by the separate standings in turn from ``first``:
    the first that separates some members wins, and every part still together is compared again among
    themselves from that standing on (C.07 6.2 "Article 6 shall be reapplied"); a standing of two teams only
    (13.3.2) is skipped for a larger group."""
    if len(group) < 2:
        return {n: 0 for n in group}
    for step in range(len(standings)):
        k = (first + step) % len(standings)
        scoring = standings[k]
        if scoring[2] and len(group) != 2:
            continue
        places = _split(event, tb, scoring, group)
        if len(set(places.values())) == 1:
            continue
        together: dict[int, list[int]] = {}
        for n in sorted(group, key=lambda m: places[m]):
            together.setdefault(places[n], []).append(n)
        out: dict[int, int] = {}
        for place, members in together.items():
            inner = _places(event, tb, standings, members, k)
            out.update({n: place + inner[n] for n in members})
        return out
    return {n: 0 for n in group}


def _kind_scoring(event: Event, tb: TieBreak, kind: PointType | None) -> Scoring:
    """A separate standing in match points or game points (``kind``: the tie-break's own when None)."""
    typed = tb if kind is None else tb.model_copy(update={"points": kind})
    return (lambda o: round_points(event, o, typed)), win_of(event, typed), False


def _board_scoring(weights: Sequence[int]) -> Scoring:
    """A separate standing on some boards of the match between two teams (C.07 13.3.2): the game points on
    the boards weighted 1, a game won on each the most a match not played could give."""
    def points(o: Outcome) -> Decimal:
        return sum((w * p for w, p in zip(weights, o.board_points)), ZERO)
    return points, Decimal(1), True


def _standings(event: Event, tb: TieBreak, boards: int) -> list[Scoring]:
    """The separate standings a code compares in turn. DE: its own points. EDE (13.3.1): the primary points
    (match points, or game points with ``:GP``), then the other kind, alternately. EDET (13.3.2): then, for two
    teams still tied, each board of their match from the top; EDEB: the boards above the bottom one, then above
    the next one up (board elimination)."""
    if tb.name == "DE":
        return [_kind_scoring(event, tb, None)]
    primary: PointType = "GP" if tb.points == "GP" else "MP"
    other: PointType = "MP" if primary == "GP" else "GP"
    out: list[Scoring] = [_kind_scoring(event, tb, primary), _kind_scoring(event, tb, other)]
    if tb.name == "EDET":
        out += [_board_scoring([int(i == b) for i in range(boards)]) for b in range(boards)]
    elif tb.name == "EDEB":
        out += [_board_scoring([int(i < boards - 1 - b) for i in range(boards)]) for b in range(boards - 1)]
    return out


def direct_encounter(event: Event, tb: TieBreak, ties: Mapping[int, tuple[Decimal, ...]]) -> Values:
    """DE (C.07 6) and EDE/EDET/EDEB (13.3) within each group equal on points and on the tie-breaks before it
    (``ties``): the place by direct encounter, 1 for the first; 0 for all the members of a group it does not
    separate (or of one)."""
    boards = max((len(o.board_points) for outs in event.results.values() for o in outs), default=0)
    standings = _standings(event, tb, boards)
    groups: dict[tuple[Decimal, ...], list[int]] = {}
    for n in sorted(event.results):
        groups.setdefault(ties[n], []).append(n)
    out: Values = {}
    for members in groups.values():
        places = _places(event, tb, standings, members)
        split = len(set(places.values())) > 1
        out.update({n: Decimal(places[n] + 1 if split else 0) for n in members})
    return out
